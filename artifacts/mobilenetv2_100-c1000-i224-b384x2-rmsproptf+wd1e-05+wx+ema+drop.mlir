// hlocert 0.1.0 render: mobilenetv2_100-c1000-i224-b384x2-rmsproptf+wd1e-05+wx+ema+drop
// model: MobileNetV2-100  classes: 1000  image: 224  batch per replica: 384  replicas: 2
// variant: rmsproptf+wd1e-05+wx+ema+drop
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); pointwise convolution (the default on iree-cpu, xla-gpu, iree-gpu)
// batch statistics: each replica's own batch of 384 (PyTorch DDP); the new running statistics are their mean over the replicas
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// data parallel: gradients and loss are the mean over 2 replicas (all-reduce sum ÷ N) before the optimizer
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
// content sha256: 33bd27071b7f7688483ccf4064c7a4367ee3d3725e5e12d0990d364076149851
module @mobilenetv2_100_c1000_i224_b384x2_rmsproptf_wd1e_05_wx_ema_drop attributes {mhlo.num_replicas = 2 : i32} {
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
    // ── data parallel: the new running statistics are their mean over the replicas (2) ──
    %3275 = "stablehlo.all_reduce"(%25) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3276 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3277 = stablehlo.divide %3275, %3276 : tensor<32xf32>
    %3278 = "stablehlo.all_reduce"(%32) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3279 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3280 = stablehlo.divide %3278, %3279 : tensor<32xf32>
    %3281 = "stablehlo.all_reduce"(%62) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3282 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3283 = stablehlo.divide %3281, %3282 : tensor<32xf32>
    %3284 = "stablehlo.all_reduce"(%69) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3285 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3286 = stablehlo.divide %3284, %3285 : tensor<32xf32>
    %3287 = "stablehlo.all_reduce"(%99) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %3288 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %3289 = stablehlo.divide %3287, %3288 : tensor<16xf32>
    %3290 = "stablehlo.all_reduce"(%106) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %3291 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %3292 = stablehlo.divide %3290, %3291 : tensor<16xf32>
    %3293 = "stablehlo.all_reduce"(%132) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3294 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3295 = stablehlo.divide %3293, %3294 : tensor<96xf32>
    %3296 = "stablehlo.all_reduce"(%139) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3297 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3298 = stablehlo.divide %3296, %3297 : tensor<96xf32>
    %3299 = "stablehlo.all_reduce"(%169) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3300 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3301 = stablehlo.divide %3299, %3300 : tensor<96xf32>
    %3302 = "stablehlo.all_reduce"(%176) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3303 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3304 = stablehlo.divide %3302, %3303 : tensor<96xf32>
    %3305 = "stablehlo.all_reduce"(%206) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3306 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3307 = stablehlo.divide %3305, %3306 : tensor<24xf32>
    %3308 = "stablehlo.all_reduce"(%213) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3309 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3310 = stablehlo.divide %3308, %3309 : tensor<24xf32>
    %3311 = "stablehlo.all_reduce"(%239) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3312 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3313 = stablehlo.divide %3311, %3312 : tensor<144xf32>
    %3314 = "stablehlo.all_reduce"(%246) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3315 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3316 = stablehlo.divide %3314, %3315 : tensor<144xf32>
    %3317 = "stablehlo.all_reduce"(%276) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3318 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3319 = stablehlo.divide %3317, %3318 : tensor<144xf32>
    %3320 = "stablehlo.all_reduce"(%283) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3321 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3322 = stablehlo.divide %3320, %3321 : tensor<144xf32>
    %3323 = "stablehlo.all_reduce"(%313) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3324 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3325 = stablehlo.divide %3323, %3324 : tensor<24xf32>
    %3326 = "stablehlo.all_reduce"(%320) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3327 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3328 = stablehlo.divide %3326, %3327 : tensor<24xf32>
    %3329 = "stablehlo.all_reduce"(%350) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3330 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3331 = stablehlo.divide %3329, %3330 : tensor<144xf32>
    %3332 = "stablehlo.all_reduce"(%357) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3333 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3334 = stablehlo.divide %3332, %3333 : tensor<144xf32>
    %3335 = "stablehlo.all_reduce"(%387) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3336 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3337 = stablehlo.divide %3335, %3336 : tensor<144xf32>
    %3338 = "stablehlo.all_reduce"(%394) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3339 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3340 = stablehlo.divide %3338, %3339 : tensor<144xf32>
    %3341 = "stablehlo.all_reduce"(%424) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3342 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3343 = stablehlo.divide %3341, %3342 : tensor<32xf32>
    %3344 = "stablehlo.all_reduce"(%431) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3345 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3346 = stablehlo.divide %3344, %3345 : tensor<32xf32>
    %3347 = "stablehlo.all_reduce"(%457) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3348 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3349 = stablehlo.divide %3347, %3348 : tensor<192xf32>
    %3350 = "stablehlo.all_reduce"(%464) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3351 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3352 = stablehlo.divide %3350, %3351 : tensor<192xf32>
    %3353 = "stablehlo.all_reduce"(%494) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3354 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3355 = stablehlo.divide %3353, %3354 : tensor<192xf32>
    %3356 = "stablehlo.all_reduce"(%501) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3357 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3358 = stablehlo.divide %3356, %3357 : tensor<192xf32>
    %3359 = "stablehlo.all_reduce"(%531) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3360 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3361 = stablehlo.divide %3359, %3360 : tensor<32xf32>
    %3362 = "stablehlo.all_reduce"(%538) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3363 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3364 = stablehlo.divide %3362, %3363 : tensor<32xf32>
    %3365 = "stablehlo.all_reduce"(%568) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3366 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3367 = stablehlo.divide %3365, %3366 : tensor<192xf32>
    %3368 = "stablehlo.all_reduce"(%575) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3369 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3370 = stablehlo.divide %3368, %3369 : tensor<192xf32>
    %3371 = "stablehlo.all_reduce"(%605) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3372 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3373 = stablehlo.divide %3371, %3372 : tensor<192xf32>
    %3374 = "stablehlo.all_reduce"(%612) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3375 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3376 = stablehlo.divide %3374, %3375 : tensor<192xf32>
    %3377 = "stablehlo.all_reduce"(%642) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3378 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3379 = stablehlo.divide %3377, %3378 : tensor<32xf32>
    %3380 = "stablehlo.all_reduce"(%649) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3381 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3382 = stablehlo.divide %3380, %3381 : tensor<32xf32>
    %3383 = "stablehlo.all_reduce"(%679) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3384 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3385 = stablehlo.divide %3383, %3384 : tensor<192xf32>
    %3386 = "stablehlo.all_reduce"(%686) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3387 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3388 = stablehlo.divide %3386, %3387 : tensor<192xf32>
    %3389 = "stablehlo.all_reduce"(%716) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3390 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3391 = stablehlo.divide %3389, %3390 : tensor<192xf32>
    %3392 = "stablehlo.all_reduce"(%723) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3393 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3394 = stablehlo.divide %3392, %3393 : tensor<192xf32>
    %3395 = "stablehlo.all_reduce"(%753) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3396 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3397 = stablehlo.divide %3395, %3396 : tensor<64xf32>
    %3398 = "stablehlo.all_reduce"(%760) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3399 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3400 = stablehlo.divide %3398, %3399 : tensor<64xf32>
    %3401 = "stablehlo.all_reduce"(%786) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3402 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3403 = stablehlo.divide %3401, %3402 : tensor<384xf32>
    %3404 = "stablehlo.all_reduce"(%793) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3405 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3406 = stablehlo.divide %3404, %3405 : tensor<384xf32>
    %3407 = "stablehlo.all_reduce"(%823) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3408 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3409 = stablehlo.divide %3407, %3408 : tensor<384xf32>
    %3410 = "stablehlo.all_reduce"(%830) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3411 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3412 = stablehlo.divide %3410, %3411 : tensor<384xf32>
    %3413 = "stablehlo.all_reduce"(%860) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3414 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3415 = stablehlo.divide %3413, %3414 : tensor<64xf32>
    %3416 = "stablehlo.all_reduce"(%867) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3417 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3418 = stablehlo.divide %3416, %3417 : tensor<64xf32>
    %3419 = "stablehlo.all_reduce"(%897) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3420 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3421 = stablehlo.divide %3419, %3420 : tensor<384xf32>
    %3422 = "stablehlo.all_reduce"(%904) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3423 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3424 = stablehlo.divide %3422, %3423 : tensor<384xf32>
    %3425 = "stablehlo.all_reduce"(%934) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3426 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3427 = stablehlo.divide %3425, %3426 : tensor<384xf32>
    %3428 = "stablehlo.all_reduce"(%941) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3429 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3430 = stablehlo.divide %3428, %3429 : tensor<384xf32>
    %3431 = "stablehlo.all_reduce"(%971) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3432 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3433 = stablehlo.divide %3431, %3432 : tensor<64xf32>
    %3434 = "stablehlo.all_reduce"(%978) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3435 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3436 = stablehlo.divide %3434, %3435 : tensor<64xf32>
    %3437 = "stablehlo.all_reduce"(%1008) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3438 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3439 = stablehlo.divide %3437, %3438 : tensor<384xf32>
    %3440 = "stablehlo.all_reduce"(%1015) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3441 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3442 = stablehlo.divide %3440, %3441 : tensor<384xf32>
    %3443 = "stablehlo.all_reduce"(%1045) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3444 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3445 = stablehlo.divide %3443, %3444 : tensor<384xf32>
    %3446 = "stablehlo.all_reduce"(%1052) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3447 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3448 = stablehlo.divide %3446, %3447 : tensor<384xf32>
    %3449 = "stablehlo.all_reduce"(%1082) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3450 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3451 = stablehlo.divide %3449, %3450 : tensor<64xf32>
    %3452 = "stablehlo.all_reduce"(%1089) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3453 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3454 = stablehlo.divide %3452, %3453 : tensor<64xf32>
    %3455 = "stablehlo.all_reduce"(%1119) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3456 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3457 = stablehlo.divide %3455, %3456 : tensor<384xf32>
    %3458 = "stablehlo.all_reduce"(%1126) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3459 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3460 = stablehlo.divide %3458, %3459 : tensor<384xf32>
    %3461 = "stablehlo.all_reduce"(%1156) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3462 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3463 = stablehlo.divide %3461, %3462 : tensor<384xf32>
    %3464 = "stablehlo.all_reduce"(%1163) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3465 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3466 = stablehlo.divide %3464, %3465 : tensor<384xf32>
    %3467 = "stablehlo.all_reduce"(%1193) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3468 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3469 = stablehlo.divide %3467, %3468 : tensor<96xf32>
    %3470 = "stablehlo.all_reduce"(%1200) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3471 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3472 = stablehlo.divide %3470, %3471 : tensor<96xf32>
    %3473 = "stablehlo.all_reduce"(%1226) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3474 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3475 = stablehlo.divide %3473, %3474 : tensor<576xf32>
    %3476 = "stablehlo.all_reduce"(%1233) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3477 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3478 = stablehlo.divide %3476, %3477 : tensor<576xf32>
    %3479 = "stablehlo.all_reduce"(%1263) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3480 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3481 = stablehlo.divide %3479, %3480 : tensor<576xf32>
    %3482 = "stablehlo.all_reduce"(%1270) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3483 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3484 = stablehlo.divide %3482, %3483 : tensor<576xf32>
    %3485 = "stablehlo.all_reduce"(%1300) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3486 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3487 = stablehlo.divide %3485, %3486 : tensor<96xf32>
    %3488 = "stablehlo.all_reduce"(%1307) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3489 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3490 = stablehlo.divide %3488, %3489 : tensor<96xf32>
    %3491 = "stablehlo.all_reduce"(%1337) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3492 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3493 = stablehlo.divide %3491, %3492 : tensor<576xf32>
    %3494 = "stablehlo.all_reduce"(%1344) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3495 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3496 = stablehlo.divide %3494, %3495 : tensor<576xf32>
    %3497 = "stablehlo.all_reduce"(%1374) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3498 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3499 = stablehlo.divide %3497, %3498 : tensor<576xf32>
    %3500 = "stablehlo.all_reduce"(%1381) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3501 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3502 = stablehlo.divide %3500, %3501 : tensor<576xf32>
    %3503 = "stablehlo.all_reduce"(%1411) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3504 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3505 = stablehlo.divide %3503, %3504 : tensor<96xf32>
    %3506 = "stablehlo.all_reduce"(%1418) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3507 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3508 = stablehlo.divide %3506, %3507 : tensor<96xf32>
    %3509 = "stablehlo.all_reduce"(%1448) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3510 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3511 = stablehlo.divide %3509, %3510 : tensor<576xf32>
    %3512 = "stablehlo.all_reduce"(%1455) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3513 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3514 = stablehlo.divide %3512, %3513 : tensor<576xf32>
    %3515 = "stablehlo.all_reduce"(%1485) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3516 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3517 = stablehlo.divide %3515, %3516 : tensor<576xf32>
    %3518 = "stablehlo.all_reduce"(%1492) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3519 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3520 = stablehlo.divide %3518, %3519 : tensor<576xf32>
    %3521 = "stablehlo.all_reduce"(%1522) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3522 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3523 = stablehlo.divide %3521, %3522 : tensor<160xf32>
    %3524 = "stablehlo.all_reduce"(%1529) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3525 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3526 = stablehlo.divide %3524, %3525 : tensor<160xf32>
    %3527 = "stablehlo.all_reduce"(%1555) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3528 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3529 = stablehlo.divide %3527, %3528 : tensor<960xf32>
    %3530 = "stablehlo.all_reduce"(%1562) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3531 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3532 = stablehlo.divide %3530, %3531 : tensor<960xf32>
    %3533 = "stablehlo.all_reduce"(%1592) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3534 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3535 = stablehlo.divide %3533, %3534 : tensor<960xf32>
    %3536 = "stablehlo.all_reduce"(%1599) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3537 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3538 = stablehlo.divide %3536, %3537 : tensor<960xf32>
    %3539 = "stablehlo.all_reduce"(%1629) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3540 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3541 = stablehlo.divide %3539, %3540 : tensor<160xf32>
    %3542 = "stablehlo.all_reduce"(%1636) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3543 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3544 = stablehlo.divide %3542, %3543 : tensor<160xf32>
    %3545 = "stablehlo.all_reduce"(%1666) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3546 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3547 = stablehlo.divide %3545, %3546 : tensor<960xf32>
    %3548 = "stablehlo.all_reduce"(%1673) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3549 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3550 = stablehlo.divide %3548, %3549 : tensor<960xf32>
    %3551 = "stablehlo.all_reduce"(%1703) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3552 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3553 = stablehlo.divide %3551, %3552 : tensor<960xf32>
    %3554 = "stablehlo.all_reduce"(%1710) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3555 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3556 = stablehlo.divide %3554, %3555 : tensor<960xf32>
    %3557 = "stablehlo.all_reduce"(%1740) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3558 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3559 = stablehlo.divide %3557, %3558 : tensor<160xf32>
    %3560 = "stablehlo.all_reduce"(%1747) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3561 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3562 = stablehlo.divide %3560, %3561 : tensor<160xf32>
    %3563 = "stablehlo.all_reduce"(%1777) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3564 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3565 = stablehlo.divide %3563, %3564 : tensor<960xf32>
    %3566 = "stablehlo.all_reduce"(%1784) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3567 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3568 = stablehlo.divide %3566, %3567 : tensor<960xf32>
    %3569 = "stablehlo.all_reduce"(%1814) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3570 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3571 = stablehlo.divide %3569, %3570 : tensor<960xf32>
    %3572 = "stablehlo.all_reduce"(%1821) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3573 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3574 = stablehlo.divide %3572, %3573 : tensor<960xf32>
    %3575 = "stablehlo.all_reduce"(%1851) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<320xf32>) -> tensor<320xf32>
    %3576 = stablehlo.constant dense<2.0> : tensor<320xf32>
    %3577 = stablehlo.divide %3575, %3576 : tensor<320xf32>
    %3578 = "stablehlo.all_reduce"(%1858) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<320xf32>) -> tensor<320xf32>
    %3579 = stablehlo.constant dense<2.0> : tensor<320xf32>
    %3580 = stablehlo.divide %3578, %3579 : tensor<320xf32>
    %3581 = "stablehlo.all_reduce"(%1884) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1280xf32>) -> tensor<1280xf32>
    %3582 = stablehlo.constant dense<2.0> : tensor<1280xf32>
    %3583 = stablehlo.divide %3581, %3582 : tensor<1280xf32>
    %3584 = "stablehlo.all_reduce"(%1891) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1280xf32>) -> tensor<1280xf32>
    %3585 = stablehlo.constant dense<2.0> : tensor<1280xf32>
    %3586 = stablehlo.divide %3584, %3585 : tensor<1280xf32>
    // ── data parallel: mean of the gradients and the loss over 2 replicas ──
    %3587 = "stablehlo.all_reduce"(%3274) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x3x32xf32>) -> tensor<3x3x3x32xf32>
    %3588 = stablehlo.constant dense<2.0> : tensor<3x3x3x32xf32>
    %3589 = stablehlo.divide %3587, %3588 : tensor<3x3x3x32xf32>
    %3590 = "stablehlo.all_reduce"(%3261) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3591 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3592 = stablehlo.divide %3590, %3591 : tensor<32xf32>
    %3593 = "stablehlo.all_reduce"(%3258) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3594 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3595 = stablehlo.divide %3593, %3594 : tensor<32xf32>
    %3596 = "stablehlo.all_reduce"(%3248) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x32xf32>) -> tensor<3x3x1x32xf32>
    %3597 = stablehlo.constant dense<2.0> : tensor<3x3x1x32xf32>
    %3598 = stablehlo.divide %3596, %3597 : tensor<3x3x1x32xf32>
    %3599 = "stablehlo.all_reduce"(%3233) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3600 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3601 = stablehlo.divide %3599, %3600 : tensor<32xf32>
    %3602 = "stablehlo.all_reduce"(%3230) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3603 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3604 = stablehlo.divide %3602, %3603 : tensor<32xf32>
    %3605 = "stablehlo.all_reduce"(%3220) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xf32>
    %3606 = stablehlo.constant dense<2.0> : tensor<1x1x32x16xf32>
    %3607 = stablehlo.divide %3605, %3606 : tensor<1x1x32x16xf32>
    %3608 = "stablehlo.all_reduce"(%3205) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %3609 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %3610 = stablehlo.divide %3608, %3609 : tensor<16xf32>
    %3611 = "stablehlo.all_reduce"(%3202) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %3612 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %3613 = stablehlo.divide %3611, %3612 : tensor<16xf32>
    %3614 = "stablehlo.all_reduce"(%3200) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x16x96xf32>) -> tensor<1x1x16x96xf32>
    %3615 = stablehlo.constant dense<2.0> : tensor<1x1x16x96xf32>
    %3616 = stablehlo.divide %3614, %3615 : tensor<1x1x16x96xf32>
    %3617 = "stablehlo.all_reduce"(%3185) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3618 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3619 = stablehlo.divide %3617, %3618 : tensor<96xf32>
    %3620 = "stablehlo.all_reduce"(%3182) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3621 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3622 = stablehlo.divide %3620, %3621 : tensor<96xf32>
    %3623 = "stablehlo.all_reduce"(%3172) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x96xf32>) -> tensor<3x3x1x96xf32>
    %3624 = stablehlo.constant dense<2.0> : tensor<3x3x1x96xf32>
    %3625 = stablehlo.divide %3623, %3624 : tensor<3x3x1x96xf32>
    %3626 = "stablehlo.all_reduce"(%3157) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3627 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3628 = stablehlo.divide %3626, %3627 : tensor<96xf32>
    %3629 = "stablehlo.all_reduce"(%3154) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3630 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3631 = stablehlo.divide %3629, %3630 : tensor<96xf32>
    %3632 = "stablehlo.all_reduce"(%3144) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x96x24xf32>) -> tensor<1x1x96x24xf32>
    %3633 = stablehlo.constant dense<2.0> : tensor<1x1x96x24xf32>
    %3634 = stablehlo.divide %3632, %3633 : tensor<1x1x96x24xf32>
    %3635 = "stablehlo.all_reduce"(%3129) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3636 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3637 = stablehlo.divide %3635, %3636 : tensor<24xf32>
    %3638 = "stablehlo.all_reduce"(%3126) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3639 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3640 = stablehlo.divide %3638, %3639 : tensor<24xf32>
    %3641 = "stablehlo.all_reduce"(%3123) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x24x144xf32>) -> tensor<1x1x24x144xf32>
    %3642 = stablehlo.constant dense<2.0> : tensor<1x1x24x144xf32>
    %3643 = stablehlo.divide %3641, %3642 : tensor<1x1x24x144xf32>
    %3644 = "stablehlo.all_reduce"(%3108) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3645 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3646 = stablehlo.divide %3644, %3645 : tensor<144xf32>
    %3647 = "stablehlo.all_reduce"(%3105) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3648 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3649 = stablehlo.divide %3647, %3648 : tensor<144xf32>
    %3650 = "stablehlo.all_reduce"(%3095) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x144xf32>) -> tensor<3x3x1x144xf32>
    %3651 = stablehlo.constant dense<2.0> : tensor<3x3x1x144xf32>
    %3652 = stablehlo.divide %3650, %3651 : tensor<3x3x1x144xf32>
    %3653 = "stablehlo.all_reduce"(%3080) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3654 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3655 = stablehlo.divide %3653, %3654 : tensor<144xf32>
    %3656 = "stablehlo.all_reduce"(%3077) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3657 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3658 = stablehlo.divide %3656, %3657 : tensor<144xf32>
    %3659 = "stablehlo.all_reduce"(%3067) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x144x24xf32>) -> tensor<1x1x144x24xf32>
    %3660 = stablehlo.constant dense<2.0> : tensor<1x1x144x24xf32>
    %3661 = stablehlo.divide %3659, %3660 : tensor<1x1x144x24xf32>
    %3662 = "stablehlo.all_reduce"(%3052) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3663 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3664 = stablehlo.divide %3662, %3663 : tensor<24xf32>
    %3665 = "stablehlo.all_reduce"(%3049) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3666 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3667 = stablehlo.divide %3665, %3666 : tensor<24xf32>
    %3668 = "stablehlo.all_reduce"(%3046) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x24x144xf32>) -> tensor<1x1x24x144xf32>
    %3669 = stablehlo.constant dense<2.0> : tensor<1x1x24x144xf32>
    %3670 = stablehlo.divide %3668, %3669 : tensor<1x1x24x144xf32>
    %3671 = "stablehlo.all_reduce"(%3031) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3672 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3673 = stablehlo.divide %3671, %3672 : tensor<144xf32>
    %3674 = "stablehlo.all_reduce"(%3028) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3675 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3676 = stablehlo.divide %3674, %3675 : tensor<144xf32>
    %3677 = "stablehlo.all_reduce"(%3018) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x144xf32>) -> tensor<3x3x1x144xf32>
    %3678 = stablehlo.constant dense<2.0> : tensor<3x3x1x144xf32>
    %3679 = stablehlo.divide %3677, %3678 : tensor<3x3x1x144xf32>
    %3680 = "stablehlo.all_reduce"(%3003) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3681 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3682 = stablehlo.divide %3680, %3681 : tensor<144xf32>
    %3683 = "stablehlo.all_reduce"(%3000) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3684 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3685 = stablehlo.divide %3683, %3684 : tensor<144xf32>
    %3686 = "stablehlo.all_reduce"(%2990) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x144x32xf32>) -> tensor<1x1x144x32xf32>
    %3687 = stablehlo.constant dense<2.0> : tensor<1x1x144x32xf32>
    %3688 = stablehlo.divide %3686, %3687 : tensor<1x1x144x32xf32>
    %3689 = "stablehlo.all_reduce"(%2975) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3690 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3691 = stablehlo.divide %3689, %3690 : tensor<32xf32>
    %3692 = "stablehlo.all_reduce"(%2972) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3693 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3694 = stablehlo.divide %3692, %3693 : tensor<32xf32>
    %3695 = "stablehlo.all_reduce"(%2969) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %3696 = stablehlo.constant dense<2.0> : tensor<1x1x32x192xf32>
    %3697 = stablehlo.divide %3695, %3696 : tensor<1x1x32x192xf32>
    %3698 = "stablehlo.all_reduce"(%2954) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3699 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3700 = stablehlo.divide %3698, %3699 : tensor<192xf32>
    %3701 = "stablehlo.all_reduce"(%2951) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3702 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3703 = stablehlo.divide %3701, %3702 : tensor<192xf32>
    %3704 = "stablehlo.all_reduce"(%2941) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %3705 = stablehlo.constant dense<2.0> : tensor<3x3x1x192xf32>
    %3706 = stablehlo.divide %3704, %3705 : tensor<3x3x1x192xf32>
    %3707 = "stablehlo.all_reduce"(%2926) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3708 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3709 = stablehlo.divide %3707, %3708 : tensor<192xf32>
    %3710 = "stablehlo.all_reduce"(%2923) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3711 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3712 = stablehlo.divide %3710, %3711 : tensor<192xf32>
    %3713 = "stablehlo.all_reduce"(%2913) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x192x32xf32>) -> tensor<1x1x192x32xf32>
    %3714 = stablehlo.constant dense<2.0> : tensor<1x1x192x32xf32>
    %3715 = stablehlo.divide %3713, %3714 : tensor<1x1x192x32xf32>
    %3716 = "stablehlo.all_reduce"(%2898) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3717 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3718 = stablehlo.divide %3716, %3717 : tensor<32xf32>
    %3719 = "stablehlo.all_reduce"(%2895) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3720 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3721 = stablehlo.divide %3719, %3720 : tensor<32xf32>
    %3722 = "stablehlo.all_reduce"(%2891) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %3723 = stablehlo.constant dense<2.0> : tensor<1x1x32x192xf32>
    %3724 = stablehlo.divide %3722, %3723 : tensor<1x1x32x192xf32>
    %3725 = "stablehlo.all_reduce"(%2876) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3726 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3727 = stablehlo.divide %3725, %3726 : tensor<192xf32>
    %3728 = "stablehlo.all_reduce"(%2873) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3729 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3730 = stablehlo.divide %3728, %3729 : tensor<192xf32>
    %3731 = "stablehlo.all_reduce"(%2863) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %3732 = stablehlo.constant dense<2.0> : tensor<3x3x1x192xf32>
    %3733 = stablehlo.divide %3731, %3732 : tensor<3x3x1x192xf32>
    %3734 = "stablehlo.all_reduce"(%2848) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3735 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3736 = stablehlo.divide %3734, %3735 : tensor<192xf32>
    %3737 = "stablehlo.all_reduce"(%2845) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3738 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3739 = stablehlo.divide %3737, %3738 : tensor<192xf32>
    %3740 = "stablehlo.all_reduce"(%2835) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x192x32xf32>) -> tensor<1x1x192x32xf32>
    %3741 = stablehlo.constant dense<2.0> : tensor<1x1x192x32xf32>
    %3742 = stablehlo.divide %3740, %3741 : tensor<1x1x192x32xf32>
    %3743 = "stablehlo.all_reduce"(%2820) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3744 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3745 = stablehlo.divide %3743, %3744 : tensor<32xf32>
    %3746 = "stablehlo.all_reduce"(%2817) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3747 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3748 = stablehlo.divide %3746, %3747 : tensor<32xf32>
    %3749 = "stablehlo.all_reduce"(%2814) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %3750 = stablehlo.constant dense<2.0> : tensor<1x1x32x192xf32>
    %3751 = stablehlo.divide %3749, %3750 : tensor<1x1x32x192xf32>
    %3752 = "stablehlo.all_reduce"(%2799) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3753 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3754 = stablehlo.divide %3752, %3753 : tensor<192xf32>
    %3755 = "stablehlo.all_reduce"(%2796) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3756 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3757 = stablehlo.divide %3755, %3756 : tensor<192xf32>
    %3758 = "stablehlo.all_reduce"(%2786) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %3759 = stablehlo.constant dense<2.0> : tensor<3x3x1x192xf32>
    %3760 = stablehlo.divide %3758, %3759 : tensor<3x3x1x192xf32>
    %3761 = "stablehlo.all_reduce"(%2771) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3762 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3763 = stablehlo.divide %3761, %3762 : tensor<192xf32>
    %3764 = "stablehlo.all_reduce"(%2768) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3765 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3766 = stablehlo.divide %3764, %3765 : tensor<192xf32>
    %3767 = "stablehlo.all_reduce"(%2758) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x192x64xf32>) -> tensor<1x1x192x64xf32>
    %3768 = stablehlo.constant dense<2.0> : tensor<1x1x192x64xf32>
    %3769 = stablehlo.divide %3767, %3768 : tensor<1x1x192x64xf32>
    %3770 = "stablehlo.all_reduce"(%2743) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3771 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3772 = stablehlo.divide %3770, %3771 : tensor<64xf32>
    %3773 = "stablehlo.all_reduce"(%2740) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3774 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3775 = stablehlo.divide %3773, %3774 : tensor<64xf32>
    %3776 = "stablehlo.all_reduce"(%2737) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %3777 = stablehlo.constant dense<2.0> : tensor<1x1x64x384xf32>
    %3778 = stablehlo.divide %3776, %3777 : tensor<1x1x64x384xf32>
    %3779 = "stablehlo.all_reduce"(%2722) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3780 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3781 = stablehlo.divide %3779, %3780 : tensor<384xf32>
    %3782 = "stablehlo.all_reduce"(%2719) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3783 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3784 = stablehlo.divide %3782, %3783 : tensor<384xf32>
    %3785 = "stablehlo.all_reduce"(%2709) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %3786 = stablehlo.constant dense<2.0> : tensor<3x3x1x384xf32>
    %3787 = stablehlo.divide %3785, %3786 : tensor<3x3x1x384xf32>
    %3788 = "stablehlo.all_reduce"(%2694) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3789 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3790 = stablehlo.divide %3788, %3789 : tensor<384xf32>
    %3791 = "stablehlo.all_reduce"(%2691) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3792 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3793 = stablehlo.divide %3791, %3792 : tensor<384xf32>
    %3794 = "stablehlo.all_reduce"(%2681) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %3795 = stablehlo.constant dense<2.0> : tensor<1x1x384x64xf32>
    %3796 = stablehlo.divide %3794, %3795 : tensor<1x1x384x64xf32>
    %3797 = "stablehlo.all_reduce"(%2666) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3798 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3799 = stablehlo.divide %3797, %3798 : tensor<64xf32>
    %3800 = "stablehlo.all_reduce"(%2663) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3801 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3802 = stablehlo.divide %3800, %3801 : tensor<64xf32>
    %3803 = "stablehlo.all_reduce"(%2659) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %3804 = stablehlo.constant dense<2.0> : tensor<1x1x64x384xf32>
    %3805 = stablehlo.divide %3803, %3804 : tensor<1x1x64x384xf32>
    %3806 = "stablehlo.all_reduce"(%2644) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3807 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3808 = stablehlo.divide %3806, %3807 : tensor<384xf32>
    %3809 = "stablehlo.all_reduce"(%2641) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3810 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3811 = stablehlo.divide %3809, %3810 : tensor<384xf32>
    %3812 = "stablehlo.all_reduce"(%2631) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %3813 = stablehlo.constant dense<2.0> : tensor<3x3x1x384xf32>
    %3814 = stablehlo.divide %3812, %3813 : tensor<3x3x1x384xf32>
    %3815 = "stablehlo.all_reduce"(%2616) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3816 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3817 = stablehlo.divide %3815, %3816 : tensor<384xf32>
    %3818 = "stablehlo.all_reduce"(%2613) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3819 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3820 = stablehlo.divide %3818, %3819 : tensor<384xf32>
    %3821 = "stablehlo.all_reduce"(%2603) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %3822 = stablehlo.constant dense<2.0> : tensor<1x1x384x64xf32>
    %3823 = stablehlo.divide %3821, %3822 : tensor<1x1x384x64xf32>
    %3824 = "stablehlo.all_reduce"(%2588) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3825 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3826 = stablehlo.divide %3824, %3825 : tensor<64xf32>
    %3827 = "stablehlo.all_reduce"(%2585) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3828 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3829 = stablehlo.divide %3827, %3828 : tensor<64xf32>
    %3830 = "stablehlo.all_reduce"(%2581) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %3831 = stablehlo.constant dense<2.0> : tensor<1x1x64x384xf32>
    %3832 = stablehlo.divide %3830, %3831 : tensor<1x1x64x384xf32>
    %3833 = "stablehlo.all_reduce"(%2566) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3834 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3835 = stablehlo.divide %3833, %3834 : tensor<384xf32>
    %3836 = "stablehlo.all_reduce"(%2563) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3837 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3838 = stablehlo.divide %3836, %3837 : tensor<384xf32>
    %3839 = "stablehlo.all_reduce"(%2553) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %3840 = stablehlo.constant dense<2.0> : tensor<3x3x1x384xf32>
    %3841 = stablehlo.divide %3839, %3840 : tensor<3x3x1x384xf32>
    %3842 = "stablehlo.all_reduce"(%2538) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3843 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3844 = stablehlo.divide %3842, %3843 : tensor<384xf32>
    %3845 = "stablehlo.all_reduce"(%2535) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3846 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3847 = stablehlo.divide %3845, %3846 : tensor<384xf32>
    %3848 = "stablehlo.all_reduce"(%2525) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %3849 = stablehlo.constant dense<2.0> : tensor<1x1x384x64xf32>
    %3850 = stablehlo.divide %3848, %3849 : tensor<1x1x384x64xf32>
    %3851 = "stablehlo.all_reduce"(%2510) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3852 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3853 = stablehlo.divide %3851, %3852 : tensor<64xf32>
    %3854 = "stablehlo.all_reduce"(%2507) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3855 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3856 = stablehlo.divide %3854, %3855 : tensor<64xf32>
    %3857 = "stablehlo.all_reduce"(%2504) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %3858 = stablehlo.constant dense<2.0> : tensor<1x1x64x384xf32>
    %3859 = stablehlo.divide %3857, %3858 : tensor<1x1x64x384xf32>
    %3860 = "stablehlo.all_reduce"(%2489) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3861 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3862 = stablehlo.divide %3860, %3861 : tensor<384xf32>
    %3863 = "stablehlo.all_reduce"(%2486) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3864 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3865 = stablehlo.divide %3863, %3864 : tensor<384xf32>
    %3866 = "stablehlo.all_reduce"(%2476) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %3867 = stablehlo.constant dense<2.0> : tensor<3x3x1x384xf32>
    %3868 = stablehlo.divide %3866, %3867 : tensor<3x3x1x384xf32>
    %3869 = "stablehlo.all_reduce"(%2461) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3870 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3871 = stablehlo.divide %3869, %3870 : tensor<384xf32>
    %3872 = "stablehlo.all_reduce"(%2458) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3873 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3874 = stablehlo.divide %3872, %3873 : tensor<384xf32>
    %3875 = "stablehlo.all_reduce"(%2448) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x384x96xf32>) -> tensor<1x1x384x96xf32>
    %3876 = stablehlo.constant dense<2.0> : tensor<1x1x384x96xf32>
    %3877 = stablehlo.divide %3875, %3876 : tensor<1x1x384x96xf32>
    %3878 = "stablehlo.all_reduce"(%2433) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3879 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3880 = stablehlo.divide %3878, %3879 : tensor<96xf32>
    %3881 = "stablehlo.all_reduce"(%2430) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3882 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3883 = stablehlo.divide %3881, %3882 : tensor<96xf32>
    %3884 = "stablehlo.all_reduce"(%2427) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %3885 = stablehlo.constant dense<2.0> : tensor<1x1x96x576xf32>
    %3886 = stablehlo.divide %3884, %3885 : tensor<1x1x96x576xf32>
    %3887 = "stablehlo.all_reduce"(%2412) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3888 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3889 = stablehlo.divide %3887, %3888 : tensor<576xf32>
    %3890 = "stablehlo.all_reduce"(%2409) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3891 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3892 = stablehlo.divide %3890, %3891 : tensor<576xf32>
    %3893 = "stablehlo.all_reduce"(%2399) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %3894 = stablehlo.constant dense<2.0> : tensor<3x3x1x576xf32>
    %3895 = stablehlo.divide %3893, %3894 : tensor<3x3x1x576xf32>
    %3896 = "stablehlo.all_reduce"(%2384) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3897 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3898 = stablehlo.divide %3896, %3897 : tensor<576xf32>
    %3899 = "stablehlo.all_reduce"(%2381) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3900 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3901 = stablehlo.divide %3899, %3900 : tensor<576xf32>
    %3902 = "stablehlo.all_reduce"(%2371) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x576x96xf32>) -> tensor<1x1x576x96xf32>
    %3903 = stablehlo.constant dense<2.0> : tensor<1x1x576x96xf32>
    %3904 = stablehlo.divide %3902, %3903 : tensor<1x1x576x96xf32>
    %3905 = "stablehlo.all_reduce"(%2356) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3906 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3907 = stablehlo.divide %3905, %3906 : tensor<96xf32>
    %3908 = "stablehlo.all_reduce"(%2353) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3909 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3910 = stablehlo.divide %3908, %3909 : tensor<96xf32>
    %3911 = "stablehlo.all_reduce"(%2349) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %3912 = stablehlo.constant dense<2.0> : tensor<1x1x96x576xf32>
    %3913 = stablehlo.divide %3911, %3912 : tensor<1x1x96x576xf32>
    %3914 = "stablehlo.all_reduce"(%2334) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3915 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3916 = stablehlo.divide %3914, %3915 : tensor<576xf32>
    %3917 = "stablehlo.all_reduce"(%2331) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3918 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3919 = stablehlo.divide %3917, %3918 : tensor<576xf32>
    %3920 = "stablehlo.all_reduce"(%2321) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %3921 = stablehlo.constant dense<2.0> : tensor<3x3x1x576xf32>
    %3922 = stablehlo.divide %3920, %3921 : tensor<3x3x1x576xf32>
    %3923 = "stablehlo.all_reduce"(%2306) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3924 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3925 = stablehlo.divide %3923, %3924 : tensor<576xf32>
    %3926 = "stablehlo.all_reduce"(%2303) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3927 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3928 = stablehlo.divide %3926, %3927 : tensor<576xf32>
    %3929 = "stablehlo.all_reduce"(%2293) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x576x96xf32>) -> tensor<1x1x576x96xf32>
    %3930 = stablehlo.constant dense<2.0> : tensor<1x1x576x96xf32>
    %3931 = stablehlo.divide %3929, %3930 : tensor<1x1x576x96xf32>
    %3932 = "stablehlo.all_reduce"(%2278) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3933 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3934 = stablehlo.divide %3932, %3933 : tensor<96xf32>
    %3935 = "stablehlo.all_reduce"(%2275) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3936 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3937 = stablehlo.divide %3935, %3936 : tensor<96xf32>
    %3938 = "stablehlo.all_reduce"(%2272) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %3939 = stablehlo.constant dense<2.0> : tensor<1x1x96x576xf32>
    %3940 = stablehlo.divide %3938, %3939 : tensor<1x1x96x576xf32>
    %3941 = "stablehlo.all_reduce"(%2257) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3942 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3943 = stablehlo.divide %3941, %3942 : tensor<576xf32>
    %3944 = "stablehlo.all_reduce"(%2254) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3945 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3946 = stablehlo.divide %3944, %3945 : tensor<576xf32>
    %3947 = "stablehlo.all_reduce"(%2244) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %3948 = stablehlo.constant dense<2.0> : tensor<3x3x1x576xf32>
    %3949 = stablehlo.divide %3947, %3948 : tensor<3x3x1x576xf32>
    %3950 = "stablehlo.all_reduce"(%2229) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3951 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3952 = stablehlo.divide %3950, %3951 : tensor<576xf32>
    %3953 = "stablehlo.all_reduce"(%2226) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3954 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3955 = stablehlo.divide %3953, %3954 : tensor<576xf32>
    %3956 = "stablehlo.all_reduce"(%2216) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x576x160xf32>) -> tensor<1x1x576x160xf32>
    %3957 = stablehlo.constant dense<2.0> : tensor<1x1x576x160xf32>
    %3958 = stablehlo.divide %3956, %3957 : tensor<1x1x576x160xf32>
    %3959 = "stablehlo.all_reduce"(%2201) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3960 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3961 = stablehlo.divide %3959, %3960 : tensor<160xf32>
    %3962 = "stablehlo.all_reduce"(%2198) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3963 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3964 = stablehlo.divide %3962, %3963 : tensor<160xf32>
    %3965 = "stablehlo.all_reduce"(%2195) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %3966 = stablehlo.constant dense<2.0> : tensor<1x1x160x960xf32>
    %3967 = stablehlo.divide %3965, %3966 : tensor<1x1x160x960xf32>
    %3968 = "stablehlo.all_reduce"(%2180) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3969 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3970 = stablehlo.divide %3968, %3969 : tensor<960xf32>
    %3971 = "stablehlo.all_reduce"(%2177) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3972 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3973 = stablehlo.divide %3971, %3972 : tensor<960xf32>
    %3974 = "stablehlo.all_reduce"(%2167) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %3975 = stablehlo.constant dense<2.0> : tensor<3x3x1x960xf32>
    %3976 = stablehlo.divide %3974, %3975 : tensor<3x3x1x960xf32>
    %3977 = "stablehlo.all_reduce"(%2152) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3978 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3979 = stablehlo.divide %3977, %3978 : tensor<960xf32>
    %3980 = "stablehlo.all_reduce"(%2149) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3981 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3982 = stablehlo.divide %3980, %3981 : tensor<960xf32>
    %3983 = "stablehlo.all_reduce"(%2139) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x960x160xf32>) -> tensor<1x1x960x160xf32>
    %3984 = stablehlo.constant dense<2.0> : tensor<1x1x960x160xf32>
    %3985 = stablehlo.divide %3983, %3984 : tensor<1x1x960x160xf32>
    %3986 = "stablehlo.all_reduce"(%2124) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3987 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3988 = stablehlo.divide %3986, %3987 : tensor<160xf32>
    %3989 = "stablehlo.all_reduce"(%2121) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3990 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3991 = stablehlo.divide %3989, %3990 : tensor<160xf32>
    %3992 = "stablehlo.all_reduce"(%2117) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %3993 = stablehlo.constant dense<2.0> : tensor<1x1x160x960xf32>
    %3994 = stablehlo.divide %3992, %3993 : tensor<1x1x160x960xf32>
    %3995 = "stablehlo.all_reduce"(%2102) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3996 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3997 = stablehlo.divide %3995, %3996 : tensor<960xf32>
    %3998 = "stablehlo.all_reduce"(%2099) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3999 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4000 = stablehlo.divide %3998, %3999 : tensor<960xf32>
    %4001 = "stablehlo.all_reduce"(%2089) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %4002 = stablehlo.constant dense<2.0> : tensor<3x3x1x960xf32>
    %4003 = stablehlo.divide %4001, %4002 : tensor<3x3x1x960xf32>
    %4004 = "stablehlo.all_reduce"(%2074) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4005 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4006 = stablehlo.divide %4004, %4005 : tensor<960xf32>
    %4007 = "stablehlo.all_reduce"(%2071) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4008 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4009 = stablehlo.divide %4007, %4008 : tensor<960xf32>
    %4010 = "stablehlo.all_reduce"(%2061) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x960x160xf32>) -> tensor<1x1x960x160xf32>
    %4011 = stablehlo.constant dense<2.0> : tensor<1x1x960x160xf32>
    %4012 = stablehlo.divide %4010, %4011 : tensor<1x1x960x160xf32>
    %4013 = "stablehlo.all_reduce"(%2046) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %4014 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %4015 = stablehlo.divide %4013, %4014 : tensor<160xf32>
    %4016 = "stablehlo.all_reduce"(%2043) ({
    ^bb0(%_r461a: tensor<f32>, %_r461b: tensor<f32>):
      %_r461c = stablehlo.add %_r461a, %_r461b : tensor<f32>
      "stablehlo.return"(%_r461c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %4017 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %4018 = stablehlo.divide %4016, %4017 : tensor<160xf32>
    %4019 = "stablehlo.all_reduce"(%2040) ({
    ^bb0(%_r462a: tensor<f32>, %_r462b: tensor<f32>):
      %_r462c = stablehlo.add %_r462a, %_r462b : tensor<f32>
      "stablehlo.return"(%_r462c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %4020 = stablehlo.constant dense<2.0> : tensor<1x1x160x960xf32>
    %4021 = stablehlo.divide %4019, %4020 : tensor<1x1x160x960xf32>
    %4022 = "stablehlo.all_reduce"(%2025) ({
    ^bb0(%_r463a: tensor<f32>, %_r463b: tensor<f32>):
      %_r463c = stablehlo.add %_r463a, %_r463b : tensor<f32>
      "stablehlo.return"(%_r463c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4023 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4024 = stablehlo.divide %4022, %4023 : tensor<960xf32>
    %4025 = "stablehlo.all_reduce"(%2022) ({
    ^bb0(%_r464a: tensor<f32>, %_r464b: tensor<f32>):
      %_r464c = stablehlo.add %_r464a, %_r464b : tensor<f32>
      "stablehlo.return"(%_r464c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4026 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4027 = stablehlo.divide %4025, %4026 : tensor<960xf32>
    %4028 = "stablehlo.all_reduce"(%2012) ({
    ^bb0(%_r465a: tensor<f32>, %_r465b: tensor<f32>):
      %_r465c = stablehlo.add %_r465a, %_r465b : tensor<f32>
      "stablehlo.return"(%_r465c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %4029 = stablehlo.constant dense<2.0> : tensor<3x3x1x960xf32>
    %4030 = stablehlo.divide %4028, %4029 : tensor<3x3x1x960xf32>
    %4031 = "stablehlo.all_reduce"(%1997) ({
    ^bb0(%_r466a: tensor<f32>, %_r466b: tensor<f32>):
      %_r466c = stablehlo.add %_r466a, %_r466b : tensor<f32>
      "stablehlo.return"(%_r466c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4032 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4033 = stablehlo.divide %4031, %4032 : tensor<960xf32>
    %4034 = "stablehlo.all_reduce"(%1994) ({
    ^bb0(%_r467a: tensor<f32>, %_r467b: tensor<f32>):
      %_r467c = stablehlo.add %_r467a, %_r467b : tensor<f32>
      "stablehlo.return"(%_r467c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4035 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4036 = stablehlo.divide %4034, %4035 : tensor<960xf32>
    %4037 = "stablehlo.all_reduce"(%1984) ({
    ^bb0(%_r468a: tensor<f32>, %_r468b: tensor<f32>):
      %_r468c = stablehlo.add %_r468a, %_r468b : tensor<f32>
      "stablehlo.return"(%_r468c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x960x320xf32>) -> tensor<1x1x960x320xf32>
    %4038 = stablehlo.constant dense<2.0> : tensor<1x1x960x320xf32>
    %4039 = stablehlo.divide %4037, %4038 : tensor<1x1x960x320xf32>
    %4040 = "stablehlo.all_reduce"(%1969) ({
    ^bb0(%_r469a: tensor<f32>, %_r469b: tensor<f32>):
      %_r469c = stablehlo.add %_r469a, %_r469b : tensor<f32>
      "stablehlo.return"(%_r469c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<320xf32>) -> tensor<320xf32>
    %4041 = stablehlo.constant dense<2.0> : tensor<320xf32>
    %4042 = stablehlo.divide %4040, %4041 : tensor<320xf32>
    %4043 = "stablehlo.all_reduce"(%1966) ({
    ^bb0(%_r470a: tensor<f32>, %_r470b: tensor<f32>):
      %_r470c = stablehlo.add %_r470a, %_r470b : tensor<f32>
      "stablehlo.return"(%_r470c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<320xf32>) -> tensor<320xf32>
    %4044 = stablehlo.constant dense<2.0> : tensor<320xf32>
    %4045 = stablehlo.divide %4043, %4044 : tensor<320xf32>
    %4046 = "stablehlo.all_reduce"(%1964) ({
    ^bb0(%_r471a: tensor<f32>, %_r471b: tensor<f32>):
      %_r471c = stablehlo.add %_r471a, %_r471b : tensor<f32>
      "stablehlo.return"(%_r471c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x320x1280xf32>) -> tensor<1x1x320x1280xf32>
    %4047 = stablehlo.constant dense<2.0> : tensor<1x1x320x1280xf32>
    %4048 = stablehlo.divide %4046, %4047 : tensor<1x1x320x1280xf32>
    %4049 = "stablehlo.all_reduce"(%1949) ({
    ^bb0(%_r472a: tensor<f32>, %_r472b: tensor<f32>):
      %_r472c = stablehlo.add %_r472a, %_r472b : tensor<f32>
      "stablehlo.return"(%_r472c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1280xf32>) -> tensor<1280xf32>
    %4050 = stablehlo.constant dense<2.0> : tensor<1280xf32>
    %4051 = stablehlo.divide %4049, %4050 : tensor<1280xf32>
    %4052 = "stablehlo.all_reduce"(%1946) ({
    ^bb0(%_r473a: tensor<f32>, %_r473b: tensor<f32>):
      %_r473c = stablehlo.add %_r473a, %_r473b : tensor<f32>
      "stablehlo.return"(%_r473c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1280xf32>) -> tensor<1280xf32>
    %4053 = stablehlo.constant dense<2.0> : tensor<1280xf32>
    %4054 = stablehlo.divide %4052, %4053 : tensor<1280xf32>
    %4055 = "stablehlo.all_reduce"(%1930) ({
    ^bb0(%_r474a: tensor<f32>, %_r474b: tensor<f32>):
      %_r474c = stablehlo.add %_r474a, %_r474b : tensor<f32>
      "stablehlo.return"(%_r474c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1280x1000xf32>) -> tensor<1280x1000xf32>
    %4056 = stablehlo.constant dense<2.0> : tensor<1280x1000xf32>
    %4057 = stablehlo.divide %4055, %4056 : tensor<1280x1000xf32>
    %4058 = "stablehlo.all_reduce"(%1932) ({
    ^bb0(%_r475a: tensor<f32>, %_r475b: tensor<f32>):
      %_r475c = stablehlo.add %_r475a, %_r475b : tensor<f32>
      "stablehlo.return"(%_r475c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1000xf32>) -> tensor<1000xf32>
    %4059 = stablehlo.constant dense<2.0> : tensor<1000xf32>
    %4060 = stablehlo.divide %4058, %4059 : tensor<1000xf32>
    %4061 = "stablehlo.all_reduce"(%1920) ({
    ^bb0(%_r476a: tensor<f32>, %_r476b: tensor<f32>):
      %_r476c = stablehlo.add %_r476a, %_r476b : tensor<f32>
      "stablehlo.return"(%_r476c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<f32>) -> tensor<f32>
    %4062 = stablehlo.constant dense<2.0> : tensor<f32>
    %4063 = stablehlo.divide %4061, %4062 : tensor<f32>
    // ── optimizer ──
    %4064 = stablehlo.multiply %3589, %3589 : tensor<3x3x3x32xf32>
    %4065 = stablehlo.constant dense<0.0> : tensor<f32>
    %4066 = "stablehlo.reduce"(%4064, %4065) ({
    ^bb0(%_r477a: tensor<f32>, %_r477b: tensor<f32>):
      %_r477c = stablehlo.add %_r477a, %_r477b : tensor<f32>
      "stablehlo.return"(%_r477c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x3x32xf32>, tensor<f32>) -> tensor<3x3x3xf32>
    %4067 = stablehlo.constant dense<0.0> : tensor<f32>
    %4068 = "stablehlo.reduce"(%4066, %4067) ({
    ^bb0(%_r478a: tensor<f32>, %_r478b: tensor<f32>):
      %_r478c = stablehlo.add %_r478a, %_r478b : tensor<f32>
      "stablehlo.return"(%_r478c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<f32>
    %4069 = stablehlo.multiply %3592, %3592 : tensor<32xf32>
    %4070 = stablehlo.constant dense<0.0> : tensor<f32>
    %4071 = "stablehlo.reduce"(%4069, %4070) ({
    ^bb0(%_r479a: tensor<f32>, %_r479b: tensor<f32>):
      %_r479c = stablehlo.add %_r479a, %_r479b : tensor<f32>
      "stablehlo.return"(%_r479c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4072 = stablehlo.add %4068, %4071 : tensor<f32>
    %4073 = stablehlo.multiply %3595, %3595 : tensor<32xf32>
    %4074 = stablehlo.constant dense<0.0> : tensor<f32>
    %4075 = "stablehlo.reduce"(%4073, %4074) ({
    ^bb0(%_r480a: tensor<f32>, %_r480b: tensor<f32>):
      %_r480c = stablehlo.add %_r480a, %_r480b : tensor<f32>
      "stablehlo.return"(%_r480c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4076 = stablehlo.add %4072, %4075 : tensor<f32>
    %4077 = stablehlo.multiply %3598, %3598 : tensor<3x3x1x32xf32>
    %4078 = stablehlo.constant dense<0.0> : tensor<f32>
    %4079 = "stablehlo.reduce"(%4077, %4078) ({
    ^bb0(%_r481a: tensor<f32>, %_r481b: tensor<f32>):
      %_r481c = stablehlo.add %_r481a, %_r481b : tensor<f32>
      "stablehlo.return"(%_r481c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x32xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4080 = stablehlo.constant dense<0.0> : tensor<f32>
    %4081 = "stablehlo.reduce"(%4079, %4080) ({
    ^bb0(%_r482a: tensor<f32>, %_r482b: tensor<f32>):
      %_r482c = stablehlo.add %_r482a, %_r482b : tensor<f32>
      "stablehlo.return"(%_r482c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4082 = stablehlo.add %4076, %4081 : tensor<f32>
    %4083 = stablehlo.multiply %3601, %3601 : tensor<32xf32>
    %4084 = stablehlo.constant dense<0.0> : tensor<f32>
    %4085 = "stablehlo.reduce"(%4083, %4084) ({
    ^bb0(%_r483a: tensor<f32>, %_r483b: tensor<f32>):
      %_r483c = stablehlo.add %_r483a, %_r483b : tensor<f32>
      "stablehlo.return"(%_r483c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4086 = stablehlo.add %4082, %4085 : tensor<f32>
    %4087 = stablehlo.multiply %3604, %3604 : tensor<32xf32>
    %4088 = stablehlo.constant dense<0.0> : tensor<f32>
    %4089 = "stablehlo.reduce"(%4087, %4088) ({
    ^bb0(%_r484a: tensor<f32>, %_r484b: tensor<f32>):
      %_r484c = stablehlo.add %_r484a, %_r484b : tensor<f32>
      "stablehlo.return"(%_r484c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4090 = stablehlo.add %4086, %4089 : tensor<f32>
    %4091 = stablehlo.multiply %3607, %3607 : tensor<1x1x32x16xf32>
    %4092 = stablehlo.constant dense<0.0> : tensor<f32>
    %4093 = "stablehlo.reduce"(%4091, %4092) ({
    ^bb0(%_r485a: tensor<f32>, %_r485b: tensor<f32>):
      %_r485c = stablehlo.add %_r485a, %_r485b : tensor<f32>
      "stablehlo.return"(%_r485c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x16xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %4094 = stablehlo.constant dense<0.0> : tensor<f32>
    %4095 = "stablehlo.reduce"(%4093, %4094) ({
    ^bb0(%_r486a: tensor<f32>, %_r486b: tensor<f32>):
      %_r486c = stablehlo.add %_r486a, %_r486b : tensor<f32>
      "stablehlo.return"(%_r486c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %4096 = stablehlo.add %4090, %4095 : tensor<f32>
    %4097 = stablehlo.multiply %3610, %3610 : tensor<16xf32>
    %4098 = stablehlo.constant dense<0.0> : tensor<f32>
    %4099 = "stablehlo.reduce"(%4097, %4098) ({
    ^bb0(%_r487a: tensor<f32>, %_r487b: tensor<f32>):
      %_r487c = stablehlo.add %_r487a, %_r487b : tensor<f32>
      "stablehlo.return"(%_r487c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4100 = stablehlo.add %4096, %4099 : tensor<f32>
    %4101 = stablehlo.multiply %3613, %3613 : tensor<16xf32>
    %4102 = stablehlo.constant dense<0.0> : tensor<f32>
    %4103 = "stablehlo.reduce"(%4101, %4102) ({
    ^bb0(%_r488a: tensor<f32>, %_r488b: tensor<f32>):
      %_r488c = stablehlo.add %_r488a, %_r488b : tensor<f32>
      "stablehlo.return"(%_r488c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4104 = stablehlo.add %4100, %4103 : tensor<f32>
    %4105 = stablehlo.multiply %3616, %3616 : tensor<1x1x16x96xf32>
    %4106 = stablehlo.constant dense<0.0> : tensor<f32>
    %4107 = "stablehlo.reduce"(%4105, %4106) ({
    ^bb0(%_r489a: tensor<f32>, %_r489b: tensor<f32>):
      %_r489c = stablehlo.add %_r489a, %_r489b : tensor<f32>
      "stablehlo.return"(%_r489c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x16x96xf32>, tensor<f32>) -> tensor<1x1x16xf32>
    %4108 = stablehlo.constant dense<0.0> : tensor<f32>
    %4109 = "stablehlo.reduce"(%4107, %4108) ({
    ^bb0(%_r490a: tensor<f32>, %_r490b: tensor<f32>):
      %_r490c = stablehlo.add %_r490a, %_r490b : tensor<f32>
      "stablehlo.return"(%_r490c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<f32>
    %4110 = stablehlo.add %4104, %4109 : tensor<f32>
    %4111 = stablehlo.multiply %3619, %3619 : tensor<96xf32>
    %4112 = stablehlo.constant dense<0.0> : tensor<f32>
    %4113 = "stablehlo.reduce"(%4111, %4112) ({
    ^bb0(%_r491a: tensor<f32>, %_r491b: tensor<f32>):
      %_r491c = stablehlo.add %_r491a, %_r491b : tensor<f32>
      "stablehlo.return"(%_r491c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4114 = stablehlo.add %4110, %4113 : tensor<f32>
    %4115 = stablehlo.multiply %3622, %3622 : tensor<96xf32>
    %4116 = stablehlo.constant dense<0.0> : tensor<f32>
    %4117 = "stablehlo.reduce"(%4115, %4116) ({
    ^bb0(%_r492a: tensor<f32>, %_r492b: tensor<f32>):
      %_r492c = stablehlo.add %_r492a, %_r492b : tensor<f32>
      "stablehlo.return"(%_r492c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4118 = stablehlo.add %4114, %4117 : tensor<f32>
    %4119 = stablehlo.multiply %3625, %3625 : tensor<3x3x1x96xf32>
    %4120 = stablehlo.constant dense<0.0> : tensor<f32>
    %4121 = "stablehlo.reduce"(%4119, %4120) ({
    ^bb0(%_r493a: tensor<f32>, %_r493b: tensor<f32>):
      %_r493c = stablehlo.add %_r493a, %_r493b : tensor<f32>
      "stablehlo.return"(%_r493c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x96xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4122 = stablehlo.constant dense<0.0> : tensor<f32>
    %4123 = "stablehlo.reduce"(%4121, %4122) ({
    ^bb0(%_r494a: tensor<f32>, %_r494b: tensor<f32>):
      %_r494c = stablehlo.add %_r494a, %_r494b : tensor<f32>
      "stablehlo.return"(%_r494c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4124 = stablehlo.add %4118, %4123 : tensor<f32>
    %4125 = stablehlo.multiply %3628, %3628 : tensor<96xf32>
    %4126 = stablehlo.constant dense<0.0> : tensor<f32>
    %4127 = "stablehlo.reduce"(%4125, %4126) ({
    ^bb0(%_r495a: tensor<f32>, %_r495b: tensor<f32>):
      %_r495c = stablehlo.add %_r495a, %_r495b : tensor<f32>
      "stablehlo.return"(%_r495c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4128 = stablehlo.add %4124, %4127 : tensor<f32>
    %4129 = stablehlo.multiply %3631, %3631 : tensor<96xf32>
    %4130 = stablehlo.constant dense<0.0> : tensor<f32>
    %4131 = "stablehlo.reduce"(%4129, %4130) ({
    ^bb0(%_r496a: tensor<f32>, %_r496b: tensor<f32>):
      %_r496c = stablehlo.add %_r496a, %_r496b : tensor<f32>
      "stablehlo.return"(%_r496c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4132 = stablehlo.add %4128, %4131 : tensor<f32>
    %4133 = stablehlo.multiply %3634, %3634 : tensor<1x1x96x24xf32>
    %4134 = stablehlo.constant dense<0.0> : tensor<f32>
    %4135 = "stablehlo.reduce"(%4133, %4134) ({
    ^bb0(%_r497a: tensor<f32>, %_r497b: tensor<f32>):
      %_r497c = stablehlo.add %_r497a, %_r497b : tensor<f32>
      "stablehlo.return"(%_r497c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x24xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %4136 = stablehlo.constant dense<0.0> : tensor<f32>
    %4137 = "stablehlo.reduce"(%4135, %4136) ({
    ^bb0(%_r498a: tensor<f32>, %_r498b: tensor<f32>):
      %_r498c = stablehlo.add %_r498a, %_r498b : tensor<f32>
      "stablehlo.return"(%_r498c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %4138 = stablehlo.add %4132, %4137 : tensor<f32>
    %4139 = stablehlo.multiply %3637, %3637 : tensor<24xf32>
    %4140 = stablehlo.constant dense<0.0> : tensor<f32>
    %4141 = "stablehlo.reduce"(%4139, %4140) ({
    ^bb0(%_r499a: tensor<f32>, %_r499b: tensor<f32>):
      %_r499c = stablehlo.add %_r499a, %_r499b : tensor<f32>
      "stablehlo.return"(%_r499c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %4142 = stablehlo.add %4138, %4141 : tensor<f32>
    %4143 = stablehlo.multiply %3640, %3640 : tensor<24xf32>
    %4144 = stablehlo.constant dense<0.0> : tensor<f32>
    %4145 = "stablehlo.reduce"(%4143, %4144) ({
    ^bb0(%_r500a: tensor<f32>, %_r500b: tensor<f32>):
      %_r500c = stablehlo.add %_r500a, %_r500b : tensor<f32>
      "stablehlo.return"(%_r500c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %4146 = stablehlo.add %4142, %4145 : tensor<f32>
    %4147 = stablehlo.multiply %3643, %3643 : tensor<1x1x24x144xf32>
    %4148 = stablehlo.constant dense<0.0> : tensor<f32>
    %4149 = "stablehlo.reduce"(%4147, %4148) ({
    ^bb0(%_r501a: tensor<f32>, %_r501b: tensor<f32>):
      %_r501c = stablehlo.add %_r501a, %_r501b : tensor<f32>
      "stablehlo.return"(%_r501c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x24x144xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %4150 = stablehlo.constant dense<0.0> : tensor<f32>
    %4151 = "stablehlo.reduce"(%4149, %4150) ({
    ^bb0(%_r502a: tensor<f32>, %_r502b: tensor<f32>):
      %_r502c = stablehlo.add %_r502a, %_r502b : tensor<f32>
      "stablehlo.return"(%_r502c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x24xf32>, tensor<f32>) -> tensor<f32>
    %4152 = stablehlo.add %4146, %4151 : tensor<f32>
    %4153 = stablehlo.multiply %3646, %3646 : tensor<144xf32>
    %4154 = stablehlo.constant dense<0.0> : tensor<f32>
    %4155 = "stablehlo.reduce"(%4153, %4154) ({
    ^bb0(%_r503a: tensor<f32>, %_r503b: tensor<f32>):
      %_r503c = stablehlo.add %_r503a, %_r503b : tensor<f32>
      "stablehlo.return"(%_r503c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4156 = stablehlo.add %4152, %4155 : tensor<f32>
    %4157 = stablehlo.multiply %3649, %3649 : tensor<144xf32>
    %4158 = stablehlo.constant dense<0.0> : tensor<f32>
    %4159 = "stablehlo.reduce"(%4157, %4158) ({
    ^bb0(%_r504a: tensor<f32>, %_r504b: tensor<f32>):
      %_r504c = stablehlo.add %_r504a, %_r504b : tensor<f32>
      "stablehlo.return"(%_r504c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4160 = stablehlo.add %4156, %4159 : tensor<f32>
    %4161 = stablehlo.multiply %3652, %3652 : tensor<3x3x1x144xf32>
    %4162 = stablehlo.constant dense<0.0> : tensor<f32>
    %4163 = "stablehlo.reduce"(%4161, %4162) ({
    ^bb0(%_r505a: tensor<f32>, %_r505b: tensor<f32>):
      %_r505c = stablehlo.add %_r505a, %_r505b : tensor<f32>
      "stablehlo.return"(%_r505c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x144xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4164 = stablehlo.constant dense<0.0> : tensor<f32>
    %4165 = "stablehlo.reduce"(%4163, %4164) ({
    ^bb0(%_r506a: tensor<f32>, %_r506b: tensor<f32>):
      %_r506c = stablehlo.add %_r506a, %_r506b : tensor<f32>
      "stablehlo.return"(%_r506c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4166 = stablehlo.add %4160, %4165 : tensor<f32>
    %4167 = stablehlo.multiply %3655, %3655 : tensor<144xf32>
    %4168 = stablehlo.constant dense<0.0> : tensor<f32>
    %4169 = "stablehlo.reduce"(%4167, %4168) ({
    ^bb0(%_r507a: tensor<f32>, %_r507b: tensor<f32>):
      %_r507c = stablehlo.add %_r507a, %_r507b : tensor<f32>
      "stablehlo.return"(%_r507c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4170 = stablehlo.add %4166, %4169 : tensor<f32>
    %4171 = stablehlo.multiply %3658, %3658 : tensor<144xf32>
    %4172 = stablehlo.constant dense<0.0> : tensor<f32>
    %4173 = "stablehlo.reduce"(%4171, %4172) ({
    ^bb0(%_r508a: tensor<f32>, %_r508b: tensor<f32>):
      %_r508c = stablehlo.add %_r508a, %_r508b : tensor<f32>
      "stablehlo.return"(%_r508c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4174 = stablehlo.add %4170, %4173 : tensor<f32>
    %4175 = stablehlo.multiply %3661, %3661 : tensor<1x1x144x24xf32>
    %4176 = stablehlo.constant dense<0.0> : tensor<f32>
    %4177 = "stablehlo.reduce"(%4175, %4176) ({
    ^bb0(%_r509a: tensor<f32>, %_r509b: tensor<f32>):
      %_r509c = stablehlo.add %_r509a, %_r509b : tensor<f32>
      "stablehlo.return"(%_r509c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x144x24xf32>, tensor<f32>) -> tensor<1x1x144xf32>
    %4178 = stablehlo.constant dense<0.0> : tensor<f32>
    %4179 = "stablehlo.reduce"(%4177, %4178) ({
    ^bb0(%_r510a: tensor<f32>, %_r510b: tensor<f32>):
      %_r510c = stablehlo.add %_r510a, %_r510b : tensor<f32>
      "stablehlo.return"(%_r510c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x144xf32>, tensor<f32>) -> tensor<f32>
    %4180 = stablehlo.add %4174, %4179 : tensor<f32>
    %4181 = stablehlo.multiply %3664, %3664 : tensor<24xf32>
    %4182 = stablehlo.constant dense<0.0> : tensor<f32>
    %4183 = "stablehlo.reduce"(%4181, %4182) ({
    ^bb0(%_r511a: tensor<f32>, %_r511b: tensor<f32>):
      %_r511c = stablehlo.add %_r511a, %_r511b : tensor<f32>
      "stablehlo.return"(%_r511c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %4184 = stablehlo.add %4180, %4183 : tensor<f32>
    %4185 = stablehlo.multiply %3667, %3667 : tensor<24xf32>
    %4186 = stablehlo.constant dense<0.0> : tensor<f32>
    %4187 = "stablehlo.reduce"(%4185, %4186) ({
    ^bb0(%_r512a: tensor<f32>, %_r512b: tensor<f32>):
      %_r512c = stablehlo.add %_r512a, %_r512b : tensor<f32>
      "stablehlo.return"(%_r512c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %4188 = stablehlo.add %4184, %4187 : tensor<f32>
    %4189 = stablehlo.multiply %3670, %3670 : tensor<1x1x24x144xf32>
    %4190 = stablehlo.constant dense<0.0> : tensor<f32>
    %4191 = "stablehlo.reduce"(%4189, %4190) ({
    ^bb0(%_r513a: tensor<f32>, %_r513b: tensor<f32>):
      %_r513c = stablehlo.add %_r513a, %_r513b : tensor<f32>
      "stablehlo.return"(%_r513c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x24x144xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %4192 = stablehlo.constant dense<0.0> : tensor<f32>
    %4193 = "stablehlo.reduce"(%4191, %4192) ({
    ^bb0(%_r514a: tensor<f32>, %_r514b: tensor<f32>):
      %_r514c = stablehlo.add %_r514a, %_r514b : tensor<f32>
      "stablehlo.return"(%_r514c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x24xf32>, tensor<f32>) -> tensor<f32>
    %4194 = stablehlo.add %4188, %4193 : tensor<f32>
    %4195 = stablehlo.multiply %3673, %3673 : tensor<144xf32>
    %4196 = stablehlo.constant dense<0.0> : tensor<f32>
    %4197 = "stablehlo.reduce"(%4195, %4196) ({
    ^bb0(%_r515a: tensor<f32>, %_r515b: tensor<f32>):
      %_r515c = stablehlo.add %_r515a, %_r515b : tensor<f32>
      "stablehlo.return"(%_r515c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4198 = stablehlo.add %4194, %4197 : tensor<f32>
    %4199 = stablehlo.multiply %3676, %3676 : tensor<144xf32>
    %4200 = stablehlo.constant dense<0.0> : tensor<f32>
    %4201 = "stablehlo.reduce"(%4199, %4200) ({
    ^bb0(%_r516a: tensor<f32>, %_r516b: tensor<f32>):
      %_r516c = stablehlo.add %_r516a, %_r516b : tensor<f32>
      "stablehlo.return"(%_r516c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4202 = stablehlo.add %4198, %4201 : tensor<f32>
    %4203 = stablehlo.multiply %3679, %3679 : tensor<3x3x1x144xf32>
    %4204 = stablehlo.constant dense<0.0> : tensor<f32>
    %4205 = "stablehlo.reduce"(%4203, %4204) ({
    ^bb0(%_r517a: tensor<f32>, %_r517b: tensor<f32>):
      %_r517c = stablehlo.add %_r517a, %_r517b : tensor<f32>
      "stablehlo.return"(%_r517c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x144xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4206 = stablehlo.constant dense<0.0> : tensor<f32>
    %4207 = "stablehlo.reduce"(%4205, %4206) ({
    ^bb0(%_r518a: tensor<f32>, %_r518b: tensor<f32>):
      %_r518c = stablehlo.add %_r518a, %_r518b : tensor<f32>
      "stablehlo.return"(%_r518c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4208 = stablehlo.add %4202, %4207 : tensor<f32>
    %4209 = stablehlo.multiply %3682, %3682 : tensor<144xf32>
    %4210 = stablehlo.constant dense<0.0> : tensor<f32>
    %4211 = "stablehlo.reduce"(%4209, %4210) ({
    ^bb0(%_r519a: tensor<f32>, %_r519b: tensor<f32>):
      %_r519c = stablehlo.add %_r519a, %_r519b : tensor<f32>
      "stablehlo.return"(%_r519c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4212 = stablehlo.add %4208, %4211 : tensor<f32>
    %4213 = stablehlo.multiply %3685, %3685 : tensor<144xf32>
    %4214 = stablehlo.constant dense<0.0> : tensor<f32>
    %4215 = "stablehlo.reduce"(%4213, %4214) ({
    ^bb0(%_r520a: tensor<f32>, %_r520b: tensor<f32>):
      %_r520c = stablehlo.add %_r520a, %_r520b : tensor<f32>
      "stablehlo.return"(%_r520c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4216 = stablehlo.add %4212, %4215 : tensor<f32>
    %4217 = stablehlo.multiply %3688, %3688 : tensor<1x1x144x32xf32>
    %4218 = stablehlo.constant dense<0.0> : tensor<f32>
    %4219 = "stablehlo.reduce"(%4217, %4218) ({
    ^bb0(%_r521a: tensor<f32>, %_r521b: tensor<f32>):
      %_r521c = stablehlo.add %_r521a, %_r521b : tensor<f32>
      "stablehlo.return"(%_r521c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x144x32xf32>, tensor<f32>) -> tensor<1x1x144xf32>
    %4220 = stablehlo.constant dense<0.0> : tensor<f32>
    %4221 = "stablehlo.reduce"(%4219, %4220) ({
    ^bb0(%_r522a: tensor<f32>, %_r522b: tensor<f32>):
      %_r522c = stablehlo.add %_r522a, %_r522b : tensor<f32>
      "stablehlo.return"(%_r522c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x144xf32>, tensor<f32>) -> tensor<f32>
    %4222 = stablehlo.add %4216, %4221 : tensor<f32>
    %4223 = stablehlo.multiply %3691, %3691 : tensor<32xf32>
    %4224 = stablehlo.constant dense<0.0> : tensor<f32>
    %4225 = "stablehlo.reduce"(%4223, %4224) ({
    ^bb0(%_r523a: tensor<f32>, %_r523b: tensor<f32>):
      %_r523c = stablehlo.add %_r523a, %_r523b : tensor<f32>
      "stablehlo.return"(%_r523c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4226 = stablehlo.add %4222, %4225 : tensor<f32>
    %4227 = stablehlo.multiply %3694, %3694 : tensor<32xf32>
    %4228 = stablehlo.constant dense<0.0> : tensor<f32>
    %4229 = "stablehlo.reduce"(%4227, %4228) ({
    ^bb0(%_r524a: tensor<f32>, %_r524b: tensor<f32>):
      %_r524c = stablehlo.add %_r524a, %_r524b : tensor<f32>
      "stablehlo.return"(%_r524c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4230 = stablehlo.add %4226, %4229 : tensor<f32>
    %4231 = stablehlo.multiply %3697, %3697 : tensor<1x1x32x192xf32>
    %4232 = stablehlo.constant dense<0.0> : tensor<f32>
    %4233 = "stablehlo.reduce"(%4231, %4232) ({
    ^bb0(%_r525a: tensor<f32>, %_r525b: tensor<f32>):
      %_r525c = stablehlo.add %_r525a, %_r525b : tensor<f32>
      "stablehlo.return"(%_r525c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %4234 = stablehlo.constant dense<0.0> : tensor<f32>
    %4235 = "stablehlo.reduce"(%4233, %4234) ({
    ^bb0(%_r526a: tensor<f32>, %_r526b: tensor<f32>):
      %_r526c = stablehlo.add %_r526a, %_r526b : tensor<f32>
      "stablehlo.return"(%_r526c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %4236 = stablehlo.add %4230, %4235 : tensor<f32>
    %4237 = stablehlo.multiply %3700, %3700 : tensor<192xf32>
    %4238 = stablehlo.constant dense<0.0> : tensor<f32>
    %4239 = "stablehlo.reduce"(%4237, %4238) ({
    ^bb0(%_r527a: tensor<f32>, %_r527b: tensor<f32>):
      %_r527c = stablehlo.add %_r527a, %_r527b : tensor<f32>
      "stablehlo.return"(%_r527c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4240 = stablehlo.add %4236, %4239 : tensor<f32>
    %4241 = stablehlo.multiply %3703, %3703 : tensor<192xf32>
    %4242 = stablehlo.constant dense<0.0> : tensor<f32>
    %4243 = "stablehlo.reduce"(%4241, %4242) ({
    ^bb0(%_r528a: tensor<f32>, %_r528b: tensor<f32>):
      %_r528c = stablehlo.add %_r528a, %_r528b : tensor<f32>
      "stablehlo.return"(%_r528c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4244 = stablehlo.add %4240, %4243 : tensor<f32>
    %4245 = stablehlo.multiply %3706, %3706 : tensor<3x3x1x192xf32>
    %4246 = stablehlo.constant dense<0.0> : tensor<f32>
    %4247 = "stablehlo.reduce"(%4245, %4246) ({
    ^bb0(%_r529a: tensor<f32>, %_r529b: tensor<f32>):
      %_r529c = stablehlo.add %_r529a, %_r529b : tensor<f32>
      "stablehlo.return"(%_r529c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4248 = stablehlo.constant dense<0.0> : tensor<f32>
    %4249 = "stablehlo.reduce"(%4247, %4248) ({
    ^bb0(%_r530a: tensor<f32>, %_r530b: tensor<f32>):
      %_r530c = stablehlo.add %_r530a, %_r530b : tensor<f32>
      "stablehlo.return"(%_r530c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4250 = stablehlo.add %4244, %4249 : tensor<f32>
    %4251 = stablehlo.multiply %3709, %3709 : tensor<192xf32>
    %4252 = stablehlo.constant dense<0.0> : tensor<f32>
    %4253 = "stablehlo.reduce"(%4251, %4252) ({
    ^bb0(%_r531a: tensor<f32>, %_r531b: tensor<f32>):
      %_r531c = stablehlo.add %_r531a, %_r531b : tensor<f32>
      "stablehlo.return"(%_r531c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4254 = stablehlo.add %4250, %4253 : tensor<f32>
    %4255 = stablehlo.multiply %3712, %3712 : tensor<192xf32>
    %4256 = stablehlo.constant dense<0.0> : tensor<f32>
    %4257 = "stablehlo.reduce"(%4255, %4256) ({
    ^bb0(%_r532a: tensor<f32>, %_r532b: tensor<f32>):
      %_r532c = stablehlo.add %_r532a, %_r532b : tensor<f32>
      "stablehlo.return"(%_r532c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4258 = stablehlo.add %4254, %4257 : tensor<f32>
    %4259 = stablehlo.multiply %3715, %3715 : tensor<1x1x192x32xf32>
    %4260 = stablehlo.constant dense<0.0> : tensor<f32>
    %4261 = "stablehlo.reduce"(%4259, %4260) ({
    ^bb0(%_r533a: tensor<f32>, %_r533b: tensor<f32>):
      %_r533c = stablehlo.add %_r533a, %_r533b : tensor<f32>
      "stablehlo.return"(%_r533c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x32xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %4262 = stablehlo.constant dense<0.0> : tensor<f32>
    %4263 = "stablehlo.reduce"(%4261, %4262) ({
    ^bb0(%_r534a: tensor<f32>, %_r534b: tensor<f32>):
      %_r534c = stablehlo.add %_r534a, %_r534b : tensor<f32>
      "stablehlo.return"(%_r534c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %4264 = stablehlo.add %4258, %4263 : tensor<f32>
    %4265 = stablehlo.multiply %3718, %3718 : tensor<32xf32>
    %4266 = stablehlo.constant dense<0.0> : tensor<f32>
    %4267 = "stablehlo.reduce"(%4265, %4266) ({
    ^bb0(%_r535a: tensor<f32>, %_r535b: tensor<f32>):
      %_r535c = stablehlo.add %_r535a, %_r535b : tensor<f32>
      "stablehlo.return"(%_r535c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4268 = stablehlo.add %4264, %4267 : tensor<f32>
    %4269 = stablehlo.multiply %3721, %3721 : tensor<32xf32>
    %4270 = stablehlo.constant dense<0.0> : tensor<f32>
    %4271 = "stablehlo.reduce"(%4269, %4270) ({
    ^bb0(%_r536a: tensor<f32>, %_r536b: tensor<f32>):
      %_r536c = stablehlo.add %_r536a, %_r536b : tensor<f32>
      "stablehlo.return"(%_r536c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4272 = stablehlo.add %4268, %4271 : tensor<f32>
    %4273 = stablehlo.multiply %3724, %3724 : tensor<1x1x32x192xf32>
    %4274 = stablehlo.constant dense<0.0> : tensor<f32>
    %4275 = "stablehlo.reduce"(%4273, %4274) ({
    ^bb0(%_r537a: tensor<f32>, %_r537b: tensor<f32>):
      %_r537c = stablehlo.add %_r537a, %_r537b : tensor<f32>
      "stablehlo.return"(%_r537c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %4276 = stablehlo.constant dense<0.0> : tensor<f32>
    %4277 = "stablehlo.reduce"(%4275, %4276) ({
    ^bb0(%_r538a: tensor<f32>, %_r538b: tensor<f32>):
      %_r538c = stablehlo.add %_r538a, %_r538b : tensor<f32>
      "stablehlo.return"(%_r538c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %4278 = stablehlo.add %4272, %4277 : tensor<f32>
    %4279 = stablehlo.multiply %3727, %3727 : tensor<192xf32>
    %4280 = stablehlo.constant dense<0.0> : tensor<f32>
    %4281 = "stablehlo.reduce"(%4279, %4280) ({
    ^bb0(%_r539a: tensor<f32>, %_r539b: tensor<f32>):
      %_r539c = stablehlo.add %_r539a, %_r539b : tensor<f32>
      "stablehlo.return"(%_r539c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4282 = stablehlo.add %4278, %4281 : tensor<f32>
    %4283 = stablehlo.multiply %3730, %3730 : tensor<192xf32>
    %4284 = stablehlo.constant dense<0.0> : tensor<f32>
    %4285 = "stablehlo.reduce"(%4283, %4284) ({
    ^bb0(%_r540a: tensor<f32>, %_r540b: tensor<f32>):
      %_r540c = stablehlo.add %_r540a, %_r540b : tensor<f32>
      "stablehlo.return"(%_r540c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4286 = stablehlo.add %4282, %4285 : tensor<f32>
    %4287 = stablehlo.multiply %3733, %3733 : tensor<3x3x1x192xf32>
    %4288 = stablehlo.constant dense<0.0> : tensor<f32>
    %4289 = "stablehlo.reduce"(%4287, %4288) ({
    ^bb0(%_r541a: tensor<f32>, %_r541b: tensor<f32>):
      %_r541c = stablehlo.add %_r541a, %_r541b : tensor<f32>
      "stablehlo.return"(%_r541c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4290 = stablehlo.constant dense<0.0> : tensor<f32>
    %4291 = "stablehlo.reduce"(%4289, %4290) ({
    ^bb0(%_r542a: tensor<f32>, %_r542b: tensor<f32>):
      %_r542c = stablehlo.add %_r542a, %_r542b : tensor<f32>
      "stablehlo.return"(%_r542c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4292 = stablehlo.add %4286, %4291 : tensor<f32>
    %4293 = stablehlo.multiply %3736, %3736 : tensor<192xf32>
    %4294 = stablehlo.constant dense<0.0> : tensor<f32>
    %4295 = "stablehlo.reduce"(%4293, %4294) ({
    ^bb0(%_r543a: tensor<f32>, %_r543b: tensor<f32>):
      %_r543c = stablehlo.add %_r543a, %_r543b : tensor<f32>
      "stablehlo.return"(%_r543c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4296 = stablehlo.add %4292, %4295 : tensor<f32>
    %4297 = stablehlo.multiply %3739, %3739 : tensor<192xf32>
    %4298 = stablehlo.constant dense<0.0> : tensor<f32>
    %4299 = "stablehlo.reduce"(%4297, %4298) ({
    ^bb0(%_r544a: tensor<f32>, %_r544b: tensor<f32>):
      %_r544c = stablehlo.add %_r544a, %_r544b : tensor<f32>
      "stablehlo.return"(%_r544c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4300 = stablehlo.add %4296, %4299 : tensor<f32>
    %4301 = stablehlo.multiply %3742, %3742 : tensor<1x1x192x32xf32>
    %4302 = stablehlo.constant dense<0.0> : tensor<f32>
    %4303 = "stablehlo.reduce"(%4301, %4302) ({
    ^bb0(%_r545a: tensor<f32>, %_r545b: tensor<f32>):
      %_r545c = stablehlo.add %_r545a, %_r545b : tensor<f32>
      "stablehlo.return"(%_r545c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x32xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %4304 = stablehlo.constant dense<0.0> : tensor<f32>
    %4305 = "stablehlo.reduce"(%4303, %4304) ({
    ^bb0(%_r546a: tensor<f32>, %_r546b: tensor<f32>):
      %_r546c = stablehlo.add %_r546a, %_r546b : tensor<f32>
      "stablehlo.return"(%_r546c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %4306 = stablehlo.add %4300, %4305 : tensor<f32>
    %4307 = stablehlo.multiply %3745, %3745 : tensor<32xf32>
    %4308 = stablehlo.constant dense<0.0> : tensor<f32>
    %4309 = "stablehlo.reduce"(%4307, %4308) ({
    ^bb0(%_r547a: tensor<f32>, %_r547b: tensor<f32>):
      %_r547c = stablehlo.add %_r547a, %_r547b : tensor<f32>
      "stablehlo.return"(%_r547c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4310 = stablehlo.add %4306, %4309 : tensor<f32>
    %4311 = stablehlo.multiply %3748, %3748 : tensor<32xf32>
    %4312 = stablehlo.constant dense<0.0> : tensor<f32>
    %4313 = "stablehlo.reduce"(%4311, %4312) ({
    ^bb0(%_r548a: tensor<f32>, %_r548b: tensor<f32>):
      %_r548c = stablehlo.add %_r548a, %_r548b : tensor<f32>
      "stablehlo.return"(%_r548c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4314 = stablehlo.add %4310, %4313 : tensor<f32>
    %4315 = stablehlo.multiply %3751, %3751 : tensor<1x1x32x192xf32>
    %4316 = stablehlo.constant dense<0.0> : tensor<f32>
    %4317 = "stablehlo.reduce"(%4315, %4316) ({
    ^bb0(%_r549a: tensor<f32>, %_r549b: tensor<f32>):
      %_r549c = stablehlo.add %_r549a, %_r549b : tensor<f32>
      "stablehlo.return"(%_r549c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %4318 = stablehlo.constant dense<0.0> : tensor<f32>
    %4319 = "stablehlo.reduce"(%4317, %4318) ({
    ^bb0(%_r550a: tensor<f32>, %_r550b: tensor<f32>):
      %_r550c = stablehlo.add %_r550a, %_r550b : tensor<f32>
      "stablehlo.return"(%_r550c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %4320 = stablehlo.add %4314, %4319 : tensor<f32>
    %4321 = stablehlo.multiply %3754, %3754 : tensor<192xf32>
    %4322 = stablehlo.constant dense<0.0> : tensor<f32>
    %4323 = "stablehlo.reduce"(%4321, %4322) ({
    ^bb0(%_r551a: tensor<f32>, %_r551b: tensor<f32>):
      %_r551c = stablehlo.add %_r551a, %_r551b : tensor<f32>
      "stablehlo.return"(%_r551c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4324 = stablehlo.add %4320, %4323 : tensor<f32>
    %4325 = stablehlo.multiply %3757, %3757 : tensor<192xf32>
    %4326 = stablehlo.constant dense<0.0> : tensor<f32>
    %4327 = "stablehlo.reduce"(%4325, %4326) ({
    ^bb0(%_r552a: tensor<f32>, %_r552b: tensor<f32>):
      %_r552c = stablehlo.add %_r552a, %_r552b : tensor<f32>
      "stablehlo.return"(%_r552c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4328 = stablehlo.add %4324, %4327 : tensor<f32>
    %4329 = stablehlo.multiply %3760, %3760 : tensor<3x3x1x192xf32>
    %4330 = stablehlo.constant dense<0.0> : tensor<f32>
    %4331 = "stablehlo.reduce"(%4329, %4330) ({
    ^bb0(%_r553a: tensor<f32>, %_r553b: tensor<f32>):
      %_r553c = stablehlo.add %_r553a, %_r553b : tensor<f32>
      "stablehlo.return"(%_r553c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4332 = stablehlo.constant dense<0.0> : tensor<f32>
    %4333 = "stablehlo.reduce"(%4331, %4332) ({
    ^bb0(%_r554a: tensor<f32>, %_r554b: tensor<f32>):
      %_r554c = stablehlo.add %_r554a, %_r554b : tensor<f32>
      "stablehlo.return"(%_r554c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4334 = stablehlo.add %4328, %4333 : tensor<f32>
    %4335 = stablehlo.multiply %3763, %3763 : tensor<192xf32>
    %4336 = stablehlo.constant dense<0.0> : tensor<f32>
    %4337 = "stablehlo.reduce"(%4335, %4336) ({
    ^bb0(%_r555a: tensor<f32>, %_r555b: tensor<f32>):
      %_r555c = stablehlo.add %_r555a, %_r555b : tensor<f32>
      "stablehlo.return"(%_r555c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4338 = stablehlo.add %4334, %4337 : tensor<f32>
    %4339 = stablehlo.multiply %3766, %3766 : tensor<192xf32>
    %4340 = stablehlo.constant dense<0.0> : tensor<f32>
    %4341 = "stablehlo.reduce"(%4339, %4340) ({
    ^bb0(%_r556a: tensor<f32>, %_r556b: tensor<f32>):
      %_r556c = stablehlo.add %_r556a, %_r556b : tensor<f32>
      "stablehlo.return"(%_r556c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4342 = stablehlo.add %4338, %4341 : tensor<f32>
    %4343 = stablehlo.multiply %3769, %3769 : tensor<1x1x192x64xf32>
    %4344 = stablehlo.constant dense<0.0> : tensor<f32>
    %4345 = "stablehlo.reduce"(%4343, %4344) ({
    ^bb0(%_r557a: tensor<f32>, %_r557b: tensor<f32>):
      %_r557c = stablehlo.add %_r557a, %_r557b : tensor<f32>
      "stablehlo.return"(%_r557c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x64xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %4346 = stablehlo.constant dense<0.0> : tensor<f32>
    %4347 = "stablehlo.reduce"(%4345, %4346) ({
    ^bb0(%_r558a: tensor<f32>, %_r558b: tensor<f32>):
      %_r558c = stablehlo.add %_r558a, %_r558b : tensor<f32>
      "stablehlo.return"(%_r558c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %4348 = stablehlo.add %4342, %4347 : tensor<f32>
    %4349 = stablehlo.multiply %3772, %3772 : tensor<64xf32>
    %4350 = stablehlo.constant dense<0.0> : tensor<f32>
    %4351 = "stablehlo.reduce"(%4349, %4350) ({
    ^bb0(%_r559a: tensor<f32>, %_r559b: tensor<f32>):
      %_r559c = stablehlo.add %_r559a, %_r559b : tensor<f32>
      "stablehlo.return"(%_r559c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4352 = stablehlo.add %4348, %4351 : tensor<f32>
    %4353 = stablehlo.multiply %3775, %3775 : tensor<64xf32>
    %4354 = stablehlo.constant dense<0.0> : tensor<f32>
    %4355 = "stablehlo.reduce"(%4353, %4354) ({
    ^bb0(%_r560a: tensor<f32>, %_r560b: tensor<f32>):
      %_r560c = stablehlo.add %_r560a, %_r560b : tensor<f32>
      "stablehlo.return"(%_r560c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4356 = stablehlo.add %4352, %4355 : tensor<f32>
    %4357 = stablehlo.multiply %3778, %3778 : tensor<1x1x64x384xf32>
    %4358 = stablehlo.constant dense<0.0> : tensor<f32>
    %4359 = "stablehlo.reduce"(%4357, %4358) ({
    ^bb0(%_r561a: tensor<f32>, %_r561b: tensor<f32>):
      %_r561c = stablehlo.add %_r561a, %_r561b : tensor<f32>
      "stablehlo.return"(%_r561c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %4360 = stablehlo.constant dense<0.0> : tensor<f32>
    %4361 = "stablehlo.reduce"(%4359, %4360) ({
    ^bb0(%_r562a: tensor<f32>, %_r562b: tensor<f32>):
      %_r562c = stablehlo.add %_r562a, %_r562b : tensor<f32>
      "stablehlo.return"(%_r562c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %4362 = stablehlo.add %4356, %4361 : tensor<f32>
    %4363 = stablehlo.multiply %3781, %3781 : tensor<384xf32>
    %4364 = stablehlo.constant dense<0.0> : tensor<f32>
    %4365 = "stablehlo.reduce"(%4363, %4364) ({
    ^bb0(%_r563a: tensor<f32>, %_r563b: tensor<f32>):
      %_r563c = stablehlo.add %_r563a, %_r563b : tensor<f32>
      "stablehlo.return"(%_r563c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4366 = stablehlo.add %4362, %4365 : tensor<f32>
    %4367 = stablehlo.multiply %3784, %3784 : tensor<384xf32>
    %4368 = stablehlo.constant dense<0.0> : tensor<f32>
    %4369 = "stablehlo.reduce"(%4367, %4368) ({
    ^bb0(%_r564a: tensor<f32>, %_r564b: tensor<f32>):
      %_r564c = stablehlo.add %_r564a, %_r564b : tensor<f32>
      "stablehlo.return"(%_r564c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4370 = stablehlo.add %4366, %4369 : tensor<f32>
    %4371 = stablehlo.multiply %3787, %3787 : tensor<3x3x1x384xf32>
    %4372 = stablehlo.constant dense<0.0> : tensor<f32>
    %4373 = "stablehlo.reduce"(%4371, %4372) ({
    ^bb0(%_r565a: tensor<f32>, %_r565b: tensor<f32>):
      %_r565c = stablehlo.add %_r565a, %_r565b : tensor<f32>
      "stablehlo.return"(%_r565c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4374 = stablehlo.constant dense<0.0> : tensor<f32>
    %4375 = "stablehlo.reduce"(%4373, %4374) ({
    ^bb0(%_r566a: tensor<f32>, %_r566b: tensor<f32>):
      %_r566c = stablehlo.add %_r566a, %_r566b : tensor<f32>
      "stablehlo.return"(%_r566c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4376 = stablehlo.add %4370, %4375 : tensor<f32>
    %4377 = stablehlo.multiply %3790, %3790 : tensor<384xf32>
    %4378 = stablehlo.constant dense<0.0> : tensor<f32>
    %4379 = "stablehlo.reduce"(%4377, %4378) ({
    ^bb0(%_r567a: tensor<f32>, %_r567b: tensor<f32>):
      %_r567c = stablehlo.add %_r567a, %_r567b : tensor<f32>
      "stablehlo.return"(%_r567c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4380 = stablehlo.add %4376, %4379 : tensor<f32>
    %4381 = stablehlo.multiply %3793, %3793 : tensor<384xf32>
    %4382 = stablehlo.constant dense<0.0> : tensor<f32>
    %4383 = "stablehlo.reduce"(%4381, %4382) ({
    ^bb0(%_r568a: tensor<f32>, %_r568b: tensor<f32>):
      %_r568c = stablehlo.add %_r568a, %_r568b : tensor<f32>
      "stablehlo.return"(%_r568c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4384 = stablehlo.add %4380, %4383 : tensor<f32>
    %4385 = stablehlo.multiply %3796, %3796 : tensor<1x1x384x64xf32>
    %4386 = stablehlo.constant dense<0.0> : tensor<f32>
    %4387 = "stablehlo.reduce"(%4385, %4386) ({
    ^bb0(%_r569a: tensor<f32>, %_r569b: tensor<f32>):
      %_r569c = stablehlo.add %_r569a, %_r569b : tensor<f32>
      "stablehlo.return"(%_r569c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %4388 = stablehlo.constant dense<0.0> : tensor<f32>
    %4389 = "stablehlo.reduce"(%4387, %4388) ({
    ^bb0(%_r570a: tensor<f32>, %_r570b: tensor<f32>):
      %_r570c = stablehlo.add %_r570a, %_r570b : tensor<f32>
      "stablehlo.return"(%_r570c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %4390 = stablehlo.add %4384, %4389 : tensor<f32>
    %4391 = stablehlo.multiply %3799, %3799 : tensor<64xf32>
    %4392 = stablehlo.constant dense<0.0> : tensor<f32>
    %4393 = "stablehlo.reduce"(%4391, %4392) ({
    ^bb0(%_r571a: tensor<f32>, %_r571b: tensor<f32>):
      %_r571c = stablehlo.add %_r571a, %_r571b : tensor<f32>
      "stablehlo.return"(%_r571c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4394 = stablehlo.add %4390, %4393 : tensor<f32>
    %4395 = stablehlo.multiply %3802, %3802 : tensor<64xf32>
    %4396 = stablehlo.constant dense<0.0> : tensor<f32>
    %4397 = "stablehlo.reduce"(%4395, %4396) ({
    ^bb0(%_r572a: tensor<f32>, %_r572b: tensor<f32>):
      %_r572c = stablehlo.add %_r572a, %_r572b : tensor<f32>
      "stablehlo.return"(%_r572c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4398 = stablehlo.add %4394, %4397 : tensor<f32>
    %4399 = stablehlo.multiply %3805, %3805 : tensor<1x1x64x384xf32>
    %4400 = stablehlo.constant dense<0.0> : tensor<f32>
    %4401 = "stablehlo.reduce"(%4399, %4400) ({
    ^bb0(%_r573a: tensor<f32>, %_r573b: tensor<f32>):
      %_r573c = stablehlo.add %_r573a, %_r573b : tensor<f32>
      "stablehlo.return"(%_r573c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %4402 = stablehlo.constant dense<0.0> : tensor<f32>
    %4403 = "stablehlo.reduce"(%4401, %4402) ({
    ^bb0(%_r574a: tensor<f32>, %_r574b: tensor<f32>):
      %_r574c = stablehlo.add %_r574a, %_r574b : tensor<f32>
      "stablehlo.return"(%_r574c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %4404 = stablehlo.add %4398, %4403 : tensor<f32>
    %4405 = stablehlo.multiply %3808, %3808 : tensor<384xf32>
    %4406 = stablehlo.constant dense<0.0> : tensor<f32>
    %4407 = "stablehlo.reduce"(%4405, %4406) ({
    ^bb0(%_r575a: tensor<f32>, %_r575b: tensor<f32>):
      %_r575c = stablehlo.add %_r575a, %_r575b : tensor<f32>
      "stablehlo.return"(%_r575c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4408 = stablehlo.add %4404, %4407 : tensor<f32>
    %4409 = stablehlo.multiply %3811, %3811 : tensor<384xf32>
    %4410 = stablehlo.constant dense<0.0> : tensor<f32>
    %4411 = "stablehlo.reduce"(%4409, %4410) ({
    ^bb0(%_r576a: tensor<f32>, %_r576b: tensor<f32>):
      %_r576c = stablehlo.add %_r576a, %_r576b : tensor<f32>
      "stablehlo.return"(%_r576c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4412 = stablehlo.add %4408, %4411 : tensor<f32>
    %4413 = stablehlo.multiply %3814, %3814 : tensor<3x3x1x384xf32>
    %4414 = stablehlo.constant dense<0.0> : tensor<f32>
    %4415 = "stablehlo.reduce"(%4413, %4414) ({
    ^bb0(%_r577a: tensor<f32>, %_r577b: tensor<f32>):
      %_r577c = stablehlo.add %_r577a, %_r577b : tensor<f32>
      "stablehlo.return"(%_r577c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4416 = stablehlo.constant dense<0.0> : tensor<f32>
    %4417 = "stablehlo.reduce"(%4415, %4416) ({
    ^bb0(%_r578a: tensor<f32>, %_r578b: tensor<f32>):
      %_r578c = stablehlo.add %_r578a, %_r578b : tensor<f32>
      "stablehlo.return"(%_r578c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4418 = stablehlo.add %4412, %4417 : tensor<f32>
    %4419 = stablehlo.multiply %3817, %3817 : tensor<384xf32>
    %4420 = stablehlo.constant dense<0.0> : tensor<f32>
    %4421 = "stablehlo.reduce"(%4419, %4420) ({
    ^bb0(%_r579a: tensor<f32>, %_r579b: tensor<f32>):
      %_r579c = stablehlo.add %_r579a, %_r579b : tensor<f32>
      "stablehlo.return"(%_r579c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4422 = stablehlo.add %4418, %4421 : tensor<f32>
    %4423 = stablehlo.multiply %3820, %3820 : tensor<384xf32>
    %4424 = stablehlo.constant dense<0.0> : tensor<f32>
    %4425 = "stablehlo.reduce"(%4423, %4424) ({
    ^bb0(%_r580a: tensor<f32>, %_r580b: tensor<f32>):
      %_r580c = stablehlo.add %_r580a, %_r580b : tensor<f32>
      "stablehlo.return"(%_r580c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4426 = stablehlo.add %4422, %4425 : tensor<f32>
    %4427 = stablehlo.multiply %3823, %3823 : tensor<1x1x384x64xf32>
    %4428 = stablehlo.constant dense<0.0> : tensor<f32>
    %4429 = "stablehlo.reduce"(%4427, %4428) ({
    ^bb0(%_r581a: tensor<f32>, %_r581b: tensor<f32>):
      %_r581c = stablehlo.add %_r581a, %_r581b : tensor<f32>
      "stablehlo.return"(%_r581c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %4430 = stablehlo.constant dense<0.0> : tensor<f32>
    %4431 = "stablehlo.reduce"(%4429, %4430) ({
    ^bb0(%_r582a: tensor<f32>, %_r582b: tensor<f32>):
      %_r582c = stablehlo.add %_r582a, %_r582b : tensor<f32>
      "stablehlo.return"(%_r582c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %4432 = stablehlo.add %4426, %4431 : tensor<f32>
    %4433 = stablehlo.multiply %3826, %3826 : tensor<64xf32>
    %4434 = stablehlo.constant dense<0.0> : tensor<f32>
    %4435 = "stablehlo.reduce"(%4433, %4434) ({
    ^bb0(%_r583a: tensor<f32>, %_r583b: tensor<f32>):
      %_r583c = stablehlo.add %_r583a, %_r583b : tensor<f32>
      "stablehlo.return"(%_r583c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4436 = stablehlo.add %4432, %4435 : tensor<f32>
    %4437 = stablehlo.multiply %3829, %3829 : tensor<64xf32>
    %4438 = stablehlo.constant dense<0.0> : tensor<f32>
    %4439 = "stablehlo.reduce"(%4437, %4438) ({
    ^bb0(%_r584a: tensor<f32>, %_r584b: tensor<f32>):
      %_r584c = stablehlo.add %_r584a, %_r584b : tensor<f32>
      "stablehlo.return"(%_r584c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4440 = stablehlo.add %4436, %4439 : tensor<f32>
    %4441 = stablehlo.multiply %3832, %3832 : tensor<1x1x64x384xf32>
    %4442 = stablehlo.constant dense<0.0> : tensor<f32>
    %4443 = "stablehlo.reduce"(%4441, %4442) ({
    ^bb0(%_r585a: tensor<f32>, %_r585b: tensor<f32>):
      %_r585c = stablehlo.add %_r585a, %_r585b : tensor<f32>
      "stablehlo.return"(%_r585c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %4444 = stablehlo.constant dense<0.0> : tensor<f32>
    %4445 = "stablehlo.reduce"(%4443, %4444) ({
    ^bb0(%_r586a: tensor<f32>, %_r586b: tensor<f32>):
      %_r586c = stablehlo.add %_r586a, %_r586b : tensor<f32>
      "stablehlo.return"(%_r586c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %4446 = stablehlo.add %4440, %4445 : tensor<f32>
    %4447 = stablehlo.multiply %3835, %3835 : tensor<384xf32>
    %4448 = stablehlo.constant dense<0.0> : tensor<f32>
    %4449 = "stablehlo.reduce"(%4447, %4448) ({
    ^bb0(%_r587a: tensor<f32>, %_r587b: tensor<f32>):
      %_r587c = stablehlo.add %_r587a, %_r587b : tensor<f32>
      "stablehlo.return"(%_r587c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4450 = stablehlo.add %4446, %4449 : tensor<f32>
    %4451 = stablehlo.multiply %3838, %3838 : tensor<384xf32>
    %4452 = stablehlo.constant dense<0.0> : tensor<f32>
    %4453 = "stablehlo.reduce"(%4451, %4452) ({
    ^bb0(%_r588a: tensor<f32>, %_r588b: tensor<f32>):
      %_r588c = stablehlo.add %_r588a, %_r588b : tensor<f32>
      "stablehlo.return"(%_r588c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4454 = stablehlo.add %4450, %4453 : tensor<f32>
    %4455 = stablehlo.multiply %3841, %3841 : tensor<3x3x1x384xf32>
    %4456 = stablehlo.constant dense<0.0> : tensor<f32>
    %4457 = "stablehlo.reduce"(%4455, %4456) ({
    ^bb0(%_r589a: tensor<f32>, %_r589b: tensor<f32>):
      %_r589c = stablehlo.add %_r589a, %_r589b : tensor<f32>
      "stablehlo.return"(%_r589c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4458 = stablehlo.constant dense<0.0> : tensor<f32>
    %4459 = "stablehlo.reduce"(%4457, %4458) ({
    ^bb0(%_r590a: tensor<f32>, %_r590b: tensor<f32>):
      %_r590c = stablehlo.add %_r590a, %_r590b : tensor<f32>
      "stablehlo.return"(%_r590c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4460 = stablehlo.add %4454, %4459 : tensor<f32>
    %4461 = stablehlo.multiply %3844, %3844 : tensor<384xf32>
    %4462 = stablehlo.constant dense<0.0> : tensor<f32>
    %4463 = "stablehlo.reduce"(%4461, %4462) ({
    ^bb0(%_r591a: tensor<f32>, %_r591b: tensor<f32>):
      %_r591c = stablehlo.add %_r591a, %_r591b : tensor<f32>
      "stablehlo.return"(%_r591c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4464 = stablehlo.add %4460, %4463 : tensor<f32>
    %4465 = stablehlo.multiply %3847, %3847 : tensor<384xf32>
    %4466 = stablehlo.constant dense<0.0> : tensor<f32>
    %4467 = "stablehlo.reduce"(%4465, %4466) ({
    ^bb0(%_r592a: tensor<f32>, %_r592b: tensor<f32>):
      %_r592c = stablehlo.add %_r592a, %_r592b : tensor<f32>
      "stablehlo.return"(%_r592c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4468 = stablehlo.add %4464, %4467 : tensor<f32>
    %4469 = stablehlo.multiply %3850, %3850 : tensor<1x1x384x64xf32>
    %4470 = stablehlo.constant dense<0.0> : tensor<f32>
    %4471 = "stablehlo.reduce"(%4469, %4470) ({
    ^bb0(%_r593a: tensor<f32>, %_r593b: tensor<f32>):
      %_r593c = stablehlo.add %_r593a, %_r593b : tensor<f32>
      "stablehlo.return"(%_r593c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %4472 = stablehlo.constant dense<0.0> : tensor<f32>
    %4473 = "stablehlo.reduce"(%4471, %4472) ({
    ^bb0(%_r594a: tensor<f32>, %_r594b: tensor<f32>):
      %_r594c = stablehlo.add %_r594a, %_r594b : tensor<f32>
      "stablehlo.return"(%_r594c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %4474 = stablehlo.add %4468, %4473 : tensor<f32>
    %4475 = stablehlo.multiply %3853, %3853 : tensor<64xf32>
    %4476 = stablehlo.constant dense<0.0> : tensor<f32>
    %4477 = "stablehlo.reduce"(%4475, %4476) ({
    ^bb0(%_r595a: tensor<f32>, %_r595b: tensor<f32>):
      %_r595c = stablehlo.add %_r595a, %_r595b : tensor<f32>
      "stablehlo.return"(%_r595c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4478 = stablehlo.add %4474, %4477 : tensor<f32>
    %4479 = stablehlo.multiply %3856, %3856 : tensor<64xf32>
    %4480 = stablehlo.constant dense<0.0> : tensor<f32>
    %4481 = "stablehlo.reduce"(%4479, %4480) ({
    ^bb0(%_r596a: tensor<f32>, %_r596b: tensor<f32>):
      %_r596c = stablehlo.add %_r596a, %_r596b : tensor<f32>
      "stablehlo.return"(%_r596c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4482 = stablehlo.add %4478, %4481 : tensor<f32>
    %4483 = stablehlo.multiply %3859, %3859 : tensor<1x1x64x384xf32>
    %4484 = stablehlo.constant dense<0.0> : tensor<f32>
    %4485 = "stablehlo.reduce"(%4483, %4484) ({
    ^bb0(%_r597a: tensor<f32>, %_r597b: tensor<f32>):
      %_r597c = stablehlo.add %_r597a, %_r597b : tensor<f32>
      "stablehlo.return"(%_r597c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %4486 = stablehlo.constant dense<0.0> : tensor<f32>
    %4487 = "stablehlo.reduce"(%4485, %4486) ({
    ^bb0(%_r598a: tensor<f32>, %_r598b: tensor<f32>):
      %_r598c = stablehlo.add %_r598a, %_r598b : tensor<f32>
      "stablehlo.return"(%_r598c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %4488 = stablehlo.add %4482, %4487 : tensor<f32>
    %4489 = stablehlo.multiply %3862, %3862 : tensor<384xf32>
    %4490 = stablehlo.constant dense<0.0> : tensor<f32>
    %4491 = "stablehlo.reduce"(%4489, %4490) ({
    ^bb0(%_r599a: tensor<f32>, %_r599b: tensor<f32>):
      %_r599c = stablehlo.add %_r599a, %_r599b : tensor<f32>
      "stablehlo.return"(%_r599c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4492 = stablehlo.add %4488, %4491 : tensor<f32>
    %4493 = stablehlo.multiply %3865, %3865 : tensor<384xf32>
    %4494 = stablehlo.constant dense<0.0> : tensor<f32>
    %4495 = "stablehlo.reduce"(%4493, %4494) ({
    ^bb0(%_r600a: tensor<f32>, %_r600b: tensor<f32>):
      %_r600c = stablehlo.add %_r600a, %_r600b : tensor<f32>
      "stablehlo.return"(%_r600c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4496 = stablehlo.add %4492, %4495 : tensor<f32>
    %4497 = stablehlo.multiply %3868, %3868 : tensor<3x3x1x384xf32>
    %4498 = stablehlo.constant dense<0.0> : tensor<f32>
    %4499 = "stablehlo.reduce"(%4497, %4498) ({
    ^bb0(%_r601a: tensor<f32>, %_r601b: tensor<f32>):
      %_r601c = stablehlo.add %_r601a, %_r601b : tensor<f32>
      "stablehlo.return"(%_r601c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4500 = stablehlo.constant dense<0.0> : tensor<f32>
    %4501 = "stablehlo.reduce"(%4499, %4500) ({
    ^bb0(%_r602a: tensor<f32>, %_r602b: tensor<f32>):
      %_r602c = stablehlo.add %_r602a, %_r602b : tensor<f32>
      "stablehlo.return"(%_r602c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4502 = stablehlo.add %4496, %4501 : tensor<f32>
    %4503 = stablehlo.multiply %3871, %3871 : tensor<384xf32>
    %4504 = stablehlo.constant dense<0.0> : tensor<f32>
    %4505 = "stablehlo.reduce"(%4503, %4504) ({
    ^bb0(%_r603a: tensor<f32>, %_r603b: tensor<f32>):
      %_r603c = stablehlo.add %_r603a, %_r603b : tensor<f32>
      "stablehlo.return"(%_r603c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4506 = stablehlo.add %4502, %4505 : tensor<f32>
    %4507 = stablehlo.multiply %3874, %3874 : tensor<384xf32>
    %4508 = stablehlo.constant dense<0.0> : tensor<f32>
    %4509 = "stablehlo.reduce"(%4507, %4508) ({
    ^bb0(%_r604a: tensor<f32>, %_r604b: tensor<f32>):
      %_r604c = stablehlo.add %_r604a, %_r604b : tensor<f32>
      "stablehlo.return"(%_r604c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4510 = stablehlo.add %4506, %4509 : tensor<f32>
    %4511 = stablehlo.multiply %3877, %3877 : tensor<1x1x384x96xf32>
    %4512 = stablehlo.constant dense<0.0> : tensor<f32>
    %4513 = "stablehlo.reduce"(%4511, %4512) ({
    ^bb0(%_r605a: tensor<f32>, %_r605b: tensor<f32>):
      %_r605c = stablehlo.add %_r605a, %_r605b : tensor<f32>
      "stablehlo.return"(%_r605c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x96xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %4514 = stablehlo.constant dense<0.0> : tensor<f32>
    %4515 = "stablehlo.reduce"(%4513, %4514) ({
    ^bb0(%_r606a: tensor<f32>, %_r606b: tensor<f32>):
      %_r606c = stablehlo.add %_r606a, %_r606b : tensor<f32>
      "stablehlo.return"(%_r606c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %4516 = stablehlo.add %4510, %4515 : tensor<f32>
    %4517 = stablehlo.multiply %3880, %3880 : tensor<96xf32>
    %4518 = stablehlo.constant dense<0.0> : tensor<f32>
    %4519 = "stablehlo.reduce"(%4517, %4518) ({
    ^bb0(%_r607a: tensor<f32>, %_r607b: tensor<f32>):
      %_r607c = stablehlo.add %_r607a, %_r607b : tensor<f32>
      "stablehlo.return"(%_r607c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4520 = stablehlo.add %4516, %4519 : tensor<f32>
    %4521 = stablehlo.multiply %3883, %3883 : tensor<96xf32>
    %4522 = stablehlo.constant dense<0.0> : tensor<f32>
    %4523 = "stablehlo.reduce"(%4521, %4522) ({
    ^bb0(%_r608a: tensor<f32>, %_r608b: tensor<f32>):
      %_r608c = stablehlo.add %_r608a, %_r608b : tensor<f32>
      "stablehlo.return"(%_r608c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4524 = stablehlo.add %4520, %4523 : tensor<f32>
    %4525 = stablehlo.multiply %3886, %3886 : tensor<1x1x96x576xf32>
    %4526 = stablehlo.constant dense<0.0> : tensor<f32>
    %4527 = "stablehlo.reduce"(%4525, %4526) ({
    ^bb0(%_r609a: tensor<f32>, %_r609b: tensor<f32>):
      %_r609c = stablehlo.add %_r609a, %_r609b : tensor<f32>
      "stablehlo.return"(%_r609c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %4528 = stablehlo.constant dense<0.0> : tensor<f32>
    %4529 = "stablehlo.reduce"(%4527, %4528) ({
    ^bb0(%_r610a: tensor<f32>, %_r610b: tensor<f32>):
      %_r610c = stablehlo.add %_r610a, %_r610b : tensor<f32>
      "stablehlo.return"(%_r610c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %4530 = stablehlo.add %4524, %4529 : tensor<f32>
    %4531 = stablehlo.multiply %3889, %3889 : tensor<576xf32>
    %4532 = stablehlo.constant dense<0.0> : tensor<f32>
    %4533 = "stablehlo.reduce"(%4531, %4532) ({
    ^bb0(%_r611a: tensor<f32>, %_r611b: tensor<f32>):
      %_r611c = stablehlo.add %_r611a, %_r611b : tensor<f32>
      "stablehlo.return"(%_r611c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4534 = stablehlo.add %4530, %4533 : tensor<f32>
    %4535 = stablehlo.multiply %3892, %3892 : tensor<576xf32>
    %4536 = stablehlo.constant dense<0.0> : tensor<f32>
    %4537 = "stablehlo.reduce"(%4535, %4536) ({
    ^bb0(%_r612a: tensor<f32>, %_r612b: tensor<f32>):
      %_r612c = stablehlo.add %_r612a, %_r612b : tensor<f32>
      "stablehlo.return"(%_r612c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4538 = stablehlo.add %4534, %4537 : tensor<f32>
    %4539 = stablehlo.multiply %3895, %3895 : tensor<3x3x1x576xf32>
    %4540 = stablehlo.constant dense<0.0> : tensor<f32>
    %4541 = "stablehlo.reduce"(%4539, %4540) ({
    ^bb0(%_r613a: tensor<f32>, %_r613b: tensor<f32>):
      %_r613c = stablehlo.add %_r613a, %_r613b : tensor<f32>
      "stablehlo.return"(%_r613c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4542 = stablehlo.constant dense<0.0> : tensor<f32>
    %4543 = "stablehlo.reduce"(%4541, %4542) ({
    ^bb0(%_r614a: tensor<f32>, %_r614b: tensor<f32>):
      %_r614c = stablehlo.add %_r614a, %_r614b : tensor<f32>
      "stablehlo.return"(%_r614c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4544 = stablehlo.add %4538, %4543 : tensor<f32>
    %4545 = stablehlo.multiply %3898, %3898 : tensor<576xf32>
    %4546 = stablehlo.constant dense<0.0> : tensor<f32>
    %4547 = "stablehlo.reduce"(%4545, %4546) ({
    ^bb0(%_r615a: tensor<f32>, %_r615b: tensor<f32>):
      %_r615c = stablehlo.add %_r615a, %_r615b : tensor<f32>
      "stablehlo.return"(%_r615c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4548 = stablehlo.add %4544, %4547 : tensor<f32>
    %4549 = stablehlo.multiply %3901, %3901 : tensor<576xf32>
    %4550 = stablehlo.constant dense<0.0> : tensor<f32>
    %4551 = "stablehlo.reduce"(%4549, %4550) ({
    ^bb0(%_r616a: tensor<f32>, %_r616b: tensor<f32>):
      %_r616c = stablehlo.add %_r616a, %_r616b : tensor<f32>
      "stablehlo.return"(%_r616c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4552 = stablehlo.add %4548, %4551 : tensor<f32>
    %4553 = stablehlo.multiply %3904, %3904 : tensor<1x1x576x96xf32>
    %4554 = stablehlo.constant dense<0.0> : tensor<f32>
    %4555 = "stablehlo.reduce"(%4553, %4554) ({
    ^bb0(%_r617a: tensor<f32>, %_r617b: tensor<f32>):
      %_r617c = stablehlo.add %_r617a, %_r617b : tensor<f32>
      "stablehlo.return"(%_r617c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x96xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %4556 = stablehlo.constant dense<0.0> : tensor<f32>
    %4557 = "stablehlo.reduce"(%4555, %4556) ({
    ^bb0(%_r618a: tensor<f32>, %_r618b: tensor<f32>):
      %_r618c = stablehlo.add %_r618a, %_r618b : tensor<f32>
      "stablehlo.return"(%_r618c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %4558 = stablehlo.add %4552, %4557 : tensor<f32>
    %4559 = stablehlo.multiply %3907, %3907 : tensor<96xf32>
    %4560 = stablehlo.constant dense<0.0> : tensor<f32>
    %4561 = "stablehlo.reduce"(%4559, %4560) ({
    ^bb0(%_r619a: tensor<f32>, %_r619b: tensor<f32>):
      %_r619c = stablehlo.add %_r619a, %_r619b : tensor<f32>
      "stablehlo.return"(%_r619c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4562 = stablehlo.add %4558, %4561 : tensor<f32>
    %4563 = stablehlo.multiply %3910, %3910 : tensor<96xf32>
    %4564 = stablehlo.constant dense<0.0> : tensor<f32>
    %4565 = "stablehlo.reduce"(%4563, %4564) ({
    ^bb0(%_r620a: tensor<f32>, %_r620b: tensor<f32>):
      %_r620c = stablehlo.add %_r620a, %_r620b : tensor<f32>
      "stablehlo.return"(%_r620c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4566 = stablehlo.add %4562, %4565 : tensor<f32>
    %4567 = stablehlo.multiply %3913, %3913 : tensor<1x1x96x576xf32>
    %4568 = stablehlo.constant dense<0.0> : tensor<f32>
    %4569 = "stablehlo.reduce"(%4567, %4568) ({
    ^bb0(%_r621a: tensor<f32>, %_r621b: tensor<f32>):
      %_r621c = stablehlo.add %_r621a, %_r621b : tensor<f32>
      "stablehlo.return"(%_r621c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %4570 = stablehlo.constant dense<0.0> : tensor<f32>
    %4571 = "stablehlo.reduce"(%4569, %4570) ({
    ^bb0(%_r622a: tensor<f32>, %_r622b: tensor<f32>):
      %_r622c = stablehlo.add %_r622a, %_r622b : tensor<f32>
      "stablehlo.return"(%_r622c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %4572 = stablehlo.add %4566, %4571 : tensor<f32>
    %4573 = stablehlo.multiply %3916, %3916 : tensor<576xf32>
    %4574 = stablehlo.constant dense<0.0> : tensor<f32>
    %4575 = "stablehlo.reduce"(%4573, %4574) ({
    ^bb0(%_r623a: tensor<f32>, %_r623b: tensor<f32>):
      %_r623c = stablehlo.add %_r623a, %_r623b : tensor<f32>
      "stablehlo.return"(%_r623c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4576 = stablehlo.add %4572, %4575 : tensor<f32>
    %4577 = stablehlo.multiply %3919, %3919 : tensor<576xf32>
    %4578 = stablehlo.constant dense<0.0> : tensor<f32>
    %4579 = "stablehlo.reduce"(%4577, %4578) ({
    ^bb0(%_r624a: tensor<f32>, %_r624b: tensor<f32>):
      %_r624c = stablehlo.add %_r624a, %_r624b : tensor<f32>
      "stablehlo.return"(%_r624c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4580 = stablehlo.add %4576, %4579 : tensor<f32>
    %4581 = stablehlo.multiply %3922, %3922 : tensor<3x3x1x576xf32>
    %4582 = stablehlo.constant dense<0.0> : tensor<f32>
    %4583 = "stablehlo.reduce"(%4581, %4582) ({
    ^bb0(%_r625a: tensor<f32>, %_r625b: tensor<f32>):
      %_r625c = stablehlo.add %_r625a, %_r625b : tensor<f32>
      "stablehlo.return"(%_r625c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4584 = stablehlo.constant dense<0.0> : tensor<f32>
    %4585 = "stablehlo.reduce"(%4583, %4584) ({
    ^bb0(%_r626a: tensor<f32>, %_r626b: tensor<f32>):
      %_r626c = stablehlo.add %_r626a, %_r626b : tensor<f32>
      "stablehlo.return"(%_r626c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4586 = stablehlo.add %4580, %4585 : tensor<f32>
    %4587 = stablehlo.multiply %3925, %3925 : tensor<576xf32>
    %4588 = stablehlo.constant dense<0.0> : tensor<f32>
    %4589 = "stablehlo.reduce"(%4587, %4588) ({
    ^bb0(%_r627a: tensor<f32>, %_r627b: tensor<f32>):
      %_r627c = stablehlo.add %_r627a, %_r627b : tensor<f32>
      "stablehlo.return"(%_r627c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4590 = stablehlo.add %4586, %4589 : tensor<f32>
    %4591 = stablehlo.multiply %3928, %3928 : tensor<576xf32>
    %4592 = stablehlo.constant dense<0.0> : tensor<f32>
    %4593 = "stablehlo.reduce"(%4591, %4592) ({
    ^bb0(%_r628a: tensor<f32>, %_r628b: tensor<f32>):
      %_r628c = stablehlo.add %_r628a, %_r628b : tensor<f32>
      "stablehlo.return"(%_r628c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4594 = stablehlo.add %4590, %4593 : tensor<f32>
    %4595 = stablehlo.multiply %3931, %3931 : tensor<1x1x576x96xf32>
    %4596 = stablehlo.constant dense<0.0> : tensor<f32>
    %4597 = "stablehlo.reduce"(%4595, %4596) ({
    ^bb0(%_r629a: tensor<f32>, %_r629b: tensor<f32>):
      %_r629c = stablehlo.add %_r629a, %_r629b : tensor<f32>
      "stablehlo.return"(%_r629c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x96xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %4598 = stablehlo.constant dense<0.0> : tensor<f32>
    %4599 = "stablehlo.reduce"(%4597, %4598) ({
    ^bb0(%_r630a: tensor<f32>, %_r630b: tensor<f32>):
      %_r630c = stablehlo.add %_r630a, %_r630b : tensor<f32>
      "stablehlo.return"(%_r630c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %4600 = stablehlo.add %4594, %4599 : tensor<f32>
    %4601 = stablehlo.multiply %3934, %3934 : tensor<96xf32>
    %4602 = stablehlo.constant dense<0.0> : tensor<f32>
    %4603 = "stablehlo.reduce"(%4601, %4602) ({
    ^bb0(%_r631a: tensor<f32>, %_r631b: tensor<f32>):
      %_r631c = stablehlo.add %_r631a, %_r631b : tensor<f32>
      "stablehlo.return"(%_r631c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4604 = stablehlo.add %4600, %4603 : tensor<f32>
    %4605 = stablehlo.multiply %3937, %3937 : tensor<96xf32>
    %4606 = stablehlo.constant dense<0.0> : tensor<f32>
    %4607 = "stablehlo.reduce"(%4605, %4606) ({
    ^bb0(%_r632a: tensor<f32>, %_r632b: tensor<f32>):
      %_r632c = stablehlo.add %_r632a, %_r632b : tensor<f32>
      "stablehlo.return"(%_r632c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4608 = stablehlo.add %4604, %4607 : tensor<f32>
    %4609 = stablehlo.multiply %3940, %3940 : tensor<1x1x96x576xf32>
    %4610 = stablehlo.constant dense<0.0> : tensor<f32>
    %4611 = "stablehlo.reduce"(%4609, %4610) ({
    ^bb0(%_r633a: tensor<f32>, %_r633b: tensor<f32>):
      %_r633c = stablehlo.add %_r633a, %_r633b : tensor<f32>
      "stablehlo.return"(%_r633c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %4612 = stablehlo.constant dense<0.0> : tensor<f32>
    %4613 = "stablehlo.reduce"(%4611, %4612) ({
    ^bb0(%_r634a: tensor<f32>, %_r634b: tensor<f32>):
      %_r634c = stablehlo.add %_r634a, %_r634b : tensor<f32>
      "stablehlo.return"(%_r634c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %4614 = stablehlo.add %4608, %4613 : tensor<f32>
    %4615 = stablehlo.multiply %3943, %3943 : tensor<576xf32>
    %4616 = stablehlo.constant dense<0.0> : tensor<f32>
    %4617 = "stablehlo.reduce"(%4615, %4616) ({
    ^bb0(%_r635a: tensor<f32>, %_r635b: tensor<f32>):
      %_r635c = stablehlo.add %_r635a, %_r635b : tensor<f32>
      "stablehlo.return"(%_r635c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4618 = stablehlo.add %4614, %4617 : tensor<f32>
    %4619 = stablehlo.multiply %3946, %3946 : tensor<576xf32>
    %4620 = stablehlo.constant dense<0.0> : tensor<f32>
    %4621 = "stablehlo.reduce"(%4619, %4620) ({
    ^bb0(%_r636a: tensor<f32>, %_r636b: tensor<f32>):
      %_r636c = stablehlo.add %_r636a, %_r636b : tensor<f32>
      "stablehlo.return"(%_r636c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4622 = stablehlo.add %4618, %4621 : tensor<f32>
    %4623 = stablehlo.multiply %3949, %3949 : tensor<3x3x1x576xf32>
    %4624 = stablehlo.constant dense<0.0> : tensor<f32>
    %4625 = "stablehlo.reduce"(%4623, %4624) ({
    ^bb0(%_r637a: tensor<f32>, %_r637b: tensor<f32>):
      %_r637c = stablehlo.add %_r637a, %_r637b : tensor<f32>
      "stablehlo.return"(%_r637c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4626 = stablehlo.constant dense<0.0> : tensor<f32>
    %4627 = "stablehlo.reduce"(%4625, %4626) ({
    ^bb0(%_r638a: tensor<f32>, %_r638b: tensor<f32>):
      %_r638c = stablehlo.add %_r638a, %_r638b : tensor<f32>
      "stablehlo.return"(%_r638c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4628 = stablehlo.add %4622, %4627 : tensor<f32>
    %4629 = stablehlo.multiply %3952, %3952 : tensor<576xf32>
    %4630 = stablehlo.constant dense<0.0> : tensor<f32>
    %4631 = "stablehlo.reduce"(%4629, %4630) ({
    ^bb0(%_r639a: tensor<f32>, %_r639b: tensor<f32>):
      %_r639c = stablehlo.add %_r639a, %_r639b : tensor<f32>
      "stablehlo.return"(%_r639c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4632 = stablehlo.add %4628, %4631 : tensor<f32>
    %4633 = stablehlo.multiply %3955, %3955 : tensor<576xf32>
    %4634 = stablehlo.constant dense<0.0> : tensor<f32>
    %4635 = "stablehlo.reduce"(%4633, %4634) ({
    ^bb0(%_r640a: tensor<f32>, %_r640b: tensor<f32>):
      %_r640c = stablehlo.add %_r640a, %_r640b : tensor<f32>
      "stablehlo.return"(%_r640c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4636 = stablehlo.add %4632, %4635 : tensor<f32>
    %4637 = stablehlo.multiply %3958, %3958 : tensor<1x1x576x160xf32>
    %4638 = stablehlo.constant dense<0.0> : tensor<f32>
    %4639 = "stablehlo.reduce"(%4637, %4638) ({
    ^bb0(%_r641a: tensor<f32>, %_r641b: tensor<f32>):
      %_r641c = stablehlo.add %_r641a, %_r641b : tensor<f32>
      "stablehlo.return"(%_r641c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x160xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %4640 = stablehlo.constant dense<0.0> : tensor<f32>
    %4641 = "stablehlo.reduce"(%4639, %4640) ({
    ^bb0(%_r642a: tensor<f32>, %_r642b: tensor<f32>):
      %_r642c = stablehlo.add %_r642a, %_r642b : tensor<f32>
      "stablehlo.return"(%_r642c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %4642 = stablehlo.add %4636, %4641 : tensor<f32>
    %4643 = stablehlo.multiply %3961, %3961 : tensor<160xf32>
    %4644 = stablehlo.constant dense<0.0> : tensor<f32>
    %4645 = "stablehlo.reduce"(%4643, %4644) ({
    ^bb0(%_r643a: tensor<f32>, %_r643b: tensor<f32>):
      %_r643c = stablehlo.add %_r643a, %_r643b : tensor<f32>
      "stablehlo.return"(%_r643c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4646 = stablehlo.add %4642, %4645 : tensor<f32>
    %4647 = stablehlo.multiply %3964, %3964 : tensor<160xf32>
    %4648 = stablehlo.constant dense<0.0> : tensor<f32>
    %4649 = "stablehlo.reduce"(%4647, %4648) ({
    ^bb0(%_r644a: tensor<f32>, %_r644b: tensor<f32>):
      %_r644c = stablehlo.add %_r644a, %_r644b : tensor<f32>
      "stablehlo.return"(%_r644c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4650 = stablehlo.add %4646, %4649 : tensor<f32>
    %4651 = stablehlo.multiply %3967, %3967 : tensor<1x1x160x960xf32>
    %4652 = stablehlo.constant dense<0.0> : tensor<f32>
    %4653 = "stablehlo.reduce"(%4651, %4652) ({
    ^bb0(%_r645a: tensor<f32>, %_r645b: tensor<f32>):
      %_r645c = stablehlo.add %_r645a, %_r645b : tensor<f32>
      "stablehlo.return"(%_r645c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %4654 = stablehlo.constant dense<0.0> : tensor<f32>
    %4655 = "stablehlo.reduce"(%4653, %4654) ({
    ^bb0(%_r646a: tensor<f32>, %_r646b: tensor<f32>):
      %_r646c = stablehlo.add %_r646a, %_r646b : tensor<f32>
      "stablehlo.return"(%_r646c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %4656 = stablehlo.add %4650, %4655 : tensor<f32>
    %4657 = stablehlo.multiply %3970, %3970 : tensor<960xf32>
    %4658 = stablehlo.constant dense<0.0> : tensor<f32>
    %4659 = "stablehlo.reduce"(%4657, %4658) ({
    ^bb0(%_r647a: tensor<f32>, %_r647b: tensor<f32>):
      %_r647c = stablehlo.add %_r647a, %_r647b : tensor<f32>
      "stablehlo.return"(%_r647c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4660 = stablehlo.add %4656, %4659 : tensor<f32>
    %4661 = stablehlo.multiply %3973, %3973 : tensor<960xf32>
    %4662 = stablehlo.constant dense<0.0> : tensor<f32>
    %4663 = "stablehlo.reduce"(%4661, %4662) ({
    ^bb0(%_r648a: tensor<f32>, %_r648b: tensor<f32>):
      %_r648c = stablehlo.add %_r648a, %_r648b : tensor<f32>
      "stablehlo.return"(%_r648c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4664 = stablehlo.add %4660, %4663 : tensor<f32>
    %4665 = stablehlo.multiply %3976, %3976 : tensor<3x3x1x960xf32>
    %4666 = stablehlo.constant dense<0.0> : tensor<f32>
    %4667 = "stablehlo.reduce"(%4665, %4666) ({
    ^bb0(%_r649a: tensor<f32>, %_r649b: tensor<f32>):
      %_r649c = stablehlo.add %_r649a, %_r649b : tensor<f32>
      "stablehlo.return"(%_r649c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4668 = stablehlo.constant dense<0.0> : tensor<f32>
    %4669 = "stablehlo.reduce"(%4667, %4668) ({
    ^bb0(%_r650a: tensor<f32>, %_r650b: tensor<f32>):
      %_r650c = stablehlo.add %_r650a, %_r650b : tensor<f32>
      "stablehlo.return"(%_r650c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4670 = stablehlo.add %4664, %4669 : tensor<f32>
    %4671 = stablehlo.multiply %3979, %3979 : tensor<960xf32>
    %4672 = stablehlo.constant dense<0.0> : tensor<f32>
    %4673 = "stablehlo.reduce"(%4671, %4672) ({
    ^bb0(%_r651a: tensor<f32>, %_r651b: tensor<f32>):
      %_r651c = stablehlo.add %_r651a, %_r651b : tensor<f32>
      "stablehlo.return"(%_r651c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4674 = stablehlo.add %4670, %4673 : tensor<f32>
    %4675 = stablehlo.multiply %3982, %3982 : tensor<960xf32>
    %4676 = stablehlo.constant dense<0.0> : tensor<f32>
    %4677 = "stablehlo.reduce"(%4675, %4676) ({
    ^bb0(%_r652a: tensor<f32>, %_r652b: tensor<f32>):
      %_r652c = stablehlo.add %_r652a, %_r652b : tensor<f32>
      "stablehlo.return"(%_r652c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4678 = stablehlo.add %4674, %4677 : tensor<f32>
    %4679 = stablehlo.multiply %3985, %3985 : tensor<1x1x960x160xf32>
    %4680 = stablehlo.constant dense<0.0> : tensor<f32>
    %4681 = "stablehlo.reduce"(%4679, %4680) ({
    ^bb0(%_r653a: tensor<f32>, %_r653b: tensor<f32>):
      %_r653c = stablehlo.add %_r653a, %_r653b : tensor<f32>
      "stablehlo.return"(%_r653c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x160xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %4682 = stablehlo.constant dense<0.0> : tensor<f32>
    %4683 = "stablehlo.reduce"(%4681, %4682) ({
    ^bb0(%_r654a: tensor<f32>, %_r654b: tensor<f32>):
      %_r654c = stablehlo.add %_r654a, %_r654b : tensor<f32>
      "stablehlo.return"(%_r654c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %4684 = stablehlo.add %4678, %4683 : tensor<f32>
    %4685 = stablehlo.multiply %3988, %3988 : tensor<160xf32>
    %4686 = stablehlo.constant dense<0.0> : tensor<f32>
    %4687 = "stablehlo.reduce"(%4685, %4686) ({
    ^bb0(%_r655a: tensor<f32>, %_r655b: tensor<f32>):
      %_r655c = stablehlo.add %_r655a, %_r655b : tensor<f32>
      "stablehlo.return"(%_r655c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4688 = stablehlo.add %4684, %4687 : tensor<f32>
    %4689 = stablehlo.multiply %3991, %3991 : tensor<160xf32>
    %4690 = stablehlo.constant dense<0.0> : tensor<f32>
    %4691 = "stablehlo.reduce"(%4689, %4690) ({
    ^bb0(%_r656a: tensor<f32>, %_r656b: tensor<f32>):
      %_r656c = stablehlo.add %_r656a, %_r656b : tensor<f32>
      "stablehlo.return"(%_r656c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4692 = stablehlo.add %4688, %4691 : tensor<f32>
    %4693 = stablehlo.multiply %3994, %3994 : tensor<1x1x160x960xf32>
    %4694 = stablehlo.constant dense<0.0> : tensor<f32>
    %4695 = "stablehlo.reduce"(%4693, %4694) ({
    ^bb0(%_r657a: tensor<f32>, %_r657b: tensor<f32>):
      %_r657c = stablehlo.add %_r657a, %_r657b : tensor<f32>
      "stablehlo.return"(%_r657c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %4696 = stablehlo.constant dense<0.0> : tensor<f32>
    %4697 = "stablehlo.reduce"(%4695, %4696) ({
    ^bb0(%_r658a: tensor<f32>, %_r658b: tensor<f32>):
      %_r658c = stablehlo.add %_r658a, %_r658b : tensor<f32>
      "stablehlo.return"(%_r658c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %4698 = stablehlo.add %4692, %4697 : tensor<f32>
    %4699 = stablehlo.multiply %3997, %3997 : tensor<960xf32>
    %4700 = stablehlo.constant dense<0.0> : tensor<f32>
    %4701 = "stablehlo.reduce"(%4699, %4700) ({
    ^bb0(%_r659a: tensor<f32>, %_r659b: tensor<f32>):
      %_r659c = stablehlo.add %_r659a, %_r659b : tensor<f32>
      "stablehlo.return"(%_r659c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4702 = stablehlo.add %4698, %4701 : tensor<f32>
    %4703 = stablehlo.multiply %4000, %4000 : tensor<960xf32>
    %4704 = stablehlo.constant dense<0.0> : tensor<f32>
    %4705 = "stablehlo.reduce"(%4703, %4704) ({
    ^bb0(%_r660a: tensor<f32>, %_r660b: tensor<f32>):
      %_r660c = stablehlo.add %_r660a, %_r660b : tensor<f32>
      "stablehlo.return"(%_r660c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4706 = stablehlo.add %4702, %4705 : tensor<f32>
    %4707 = stablehlo.multiply %4003, %4003 : tensor<3x3x1x960xf32>
    %4708 = stablehlo.constant dense<0.0> : tensor<f32>
    %4709 = "stablehlo.reduce"(%4707, %4708) ({
    ^bb0(%_r661a: tensor<f32>, %_r661b: tensor<f32>):
      %_r661c = stablehlo.add %_r661a, %_r661b : tensor<f32>
      "stablehlo.return"(%_r661c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4710 = stablehlo.constant dense<0.0> : tensor<f32>
    %4711 = "stablehlo.reduce"(%4709, %4710) ({
    ^bb0(%_r662a: tensor<f32>, %_r662b: tensor<f32>):
      %_r662c = stablehlo.add %_r662a, %_r662b : tensor<f32>
      "stablehlo.return"(%_r662c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4712 = stablehlo.add %4706, %4711 : tensor<f32>
    %4713 = stablehlo.multiply %4006, %4006 : tensor<960xf32>
    %4714 = stablehlo.constant dense<0.0> : tensor<f32>
    %4715 = "stablehlo.reduce"(%4713, %4714) ({
    ^bb0(%_r663a: tensor<f32>, %_r663b: tensor<f32>):
      %_r663c = stablehlo.add %_r663a, %_r663b : tensor<f32>
      "stablehlo.return"(%_r663c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4716 = stablehlo.add %4712, %4715 : tensor<f32>
    %4717 = stablehlo.multiply %4009, %4009 : tensor<960xf32>
    %4718 = stablehlo.constant dense<0.0> : tensor<f32>
    %4719 = "stablehlo.reduce"(%4717, %4718) ({
    ^bb0(%_r664a: tensor<f32>, %_r664b: tensor<f32>):
      %_r664c = stablehlo.add %_r664a, %_r664b : tensor<f32>
      "stablehlo.return"(%_r664c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4720 = stablehlo.add %4716, %4719 : tensor<f32>
    %4721 = stablehlo.multiply %4012, %4012 : tensor<1x1x960x160xf32>
    %4722 = stablehlo.constant dense<0.0> : tensor<f32>
    %4723 = "stablehlo.reduce"(%4721, %4722) ({
    ^bb0(%_r665a: tensor<f32>, %_r665b: tensor<f32>):
      %_r665c = stablehlo.add %_r665a, %_r665b : tensor<f32>
      "stablehlo.return"(%_r665c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x160xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %4724 = stablehlo.constant dense<0.0> : tensor<f32>
    %4725 = "stablehlo.reduce"(%4723, %4724) ({
    ^bb0(%_r666a: tensor<f32>, %_r666b: tensor<f32>):
      %_r666c = stablehlo.add %_r666a, %_r666b : tensor<f32>
      "stablehlo.return"(%_r666c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %4726 = stablehlo.add %4720, %4725 : tensor<f32>
    %4727 = stablehlo.multiply %4015, %4015 : tensor<160xf32>
    %4728 = stablehlo.constant dense<0.0> : tensor<f32>
    %4729 = "stablehlo.reduce"(%4727, %4728) ({
    ^bb0(%_r667a: tensor<f32>, %_r667b: tensor<f32>):
      %_r667c = stablehlo.add %_r667a, %_r667b : tensor<f32>
      "stablehlo.return"(%_r667c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4730 = stablehlo.add %4726, %4729 : tensor<f32>
    %4731 = stablehlo.multiply %4018, %4018 : tensor<160xf32>
    %4732 = stablehlo.constant dense<0.0> : tensor<f32>
    %4733 = "stablehlo.reduce"(%4731, %4732) ({
    ^bb0(%_r668a: tensor<f32>, %_r668b: tensor<f32>):
      %_r668c = stablehlo.add %_r668a, %_r668b : tensor<f32>
      "stablehlo.return"(%_r668c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4734 = stablehlo.add %4730, %4733 : tensor<f32>
    %4735 = stablehlo.multiply %4021, %4021 : tensor<1x1x160x960xf32>
    %4736 = stablehlo.constant dense<0.0> : tensor<f32>
    %4737 = "stablehlo.reduce"(%4735, %4736) ({
    ^bb0(%_r669a: tensor<f32>, %_r669b: tensor<f32>):
      %_r669c = stablehlo.add %_r669a, %_r669b : tensor<f32>
      "stablehlo.return"(%_r669c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %4738 = stablehlo.constant dense<0.0> : tensor<f32>
    %4739 = "stablehlo.reduce"(%4737, %4738) ({
    ^bb0(%_r670a: tensor<f32>, %_r670b: tensor<f32>):
      %_r670c = stablehlo.add %_r670a, %_r670b : tensor<f32>
      "stablehlo.return"(%_r670c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %4740 = stablehlo.add %4734, %4739 : tensor<f32>
    %4741 = stablehlo.multiply %4024, %4024 : tensor<960xf32>
    %4742 = stablehlo.constant dense<0.0> : tensor<f32>
    %4743 = "stablehlo.reduce"(%4741, %4742) ({
    ^bb0(%_r671a: tensor<f32>, %_r671b: tensor<f32>):
      %_r671c = stablehlo.add %_r671a, %_r671b : tensor<f32>
      "stablehlo.return"(%_r671c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4744 = stablehlo.add %4740, %4743 : tensor<f32>
    %4745 = stablehlo.multiply %4027, %4027 : tensor<960xf32>
    %4746 = stablehlo.constant dense<0.0> : tensor<f32>
    %4747 = "stablehlo.reduce"(%4745, %4746) ({
    ^bb0(%_r672a: tensor<f32>, %_r672b: tensor<f32>):
      %_r672c = stablehlo.add %_r672a, %_r672b : tensor<f32>
      "stablehlo.return"(%_r672c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4748 = stablehlo.add %4744, %4747 : tensor<f32>
    %4749 = stablehlo.multiply %4030, %4030 : tensor<3x3x1x960xf32>
    %4750 = stablehlo.constant dense<0.0> : tensor<f32>
    %4751 = "stablehlo.reduce"(%4749, %4750) ({
    ^bb0(%_r673a: tensor<f32>, %_r673b: tensor<f32>):
      %_r673c = stablehlo.add %_r673a, %_r673b : tensor<f32>
      "stablehlo.return"(%_r673c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4752 = stablehlo.constant dense<0.0> : tensor<f32>
    %4753 = "stablehlo.reduce"(%4751, %4752) ({
    ^bb0(%_r674a: tensor<f32>, %_r674b: tensor<f32>):
      %_r674c = stablehlo.add %_r674a, %_r674b : tensor<f32>
      "stablehlo.return"(%_r674c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4754 = stablehlo.add %4748, %4753 : tensor<f32>
    %4755 = stablehlo.multiply %4033, %4033 : tensor<960xf32>
    %4756 = stablehlo.constant dense<0.0> : tensor<f32>
    %4757 = "stablehlo.reduce"(%4755, %4756) ({
    ^bb0(%_r675a: tensor<f32>, %_r675b: tensor<f32>):
      %_r675c = stablehlo.add %_r675a, %_r675b : tensor<f32>
      "stablehlo.return"(%_r675c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4758 = stablehlo.add %4754, %4757 : tensor<f32>
    %4759 = stablehlo.multiply %4036, %4036 : tensor<960xf32>
    %4760 = stablehlo.constant dense<0.0> : tensor<f32>
    %4761 = "stablehlo.reduce"(%4759, %4760) ({
    ^bb0(%_r676a: tensor<f32>, %_r676b: tensor<f32>):
      %_r676c = stablehlo.add %_r676a, %_r676b : tensor<f32>
      "stablehlo.return"(%_r676c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4762 = stablehlo.add %4758, %4761 : tensor<f32>
    %4763 = stablehlo.multiply %4039, %4039 : tensor<1x1x960x320xf32>
    %4764 = stablehlo.constant dense<0.0> : tensor<f32>
    %4765 = "stablehlo.reduce"(%4763, %4764) ({
    ^bb0(%_r677a: tensor<f32>, %_r677b: tensor<f32>):
      %_r677c = stablehlo.add %_r677a, %_r677b : tensor<f32>
      "stablehlo.return"(%_r677c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x320xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %4766 = stablehlo.constant dense<0.0> : tensor<f32>
    %4767 = "stablehlo.reduce"(%4765, %4766) ({
    ^bb0(%_r678a: tensor<f32>, %_r678b: tensor<f32>):
      %_r678c = stablehlo.add %_r678a, %_r678b : tensor<f32>
      "stablehlo.return"(%_r678c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %4768 = stablehlo.add %4762, %4767 : tensor<f32>
    %4769 = stablehlo.multiply %4042, %4042 : tensor<320xf32>
    %4770 = stablehlo.constant dense<0.0> : tensor<f32>
    %4771 = "stablehlo.reduce"(%4769, %4770) ({
    ^bb0(%_r679a: tensor<f32>, %_r679b: tensor<f32>):
      %_r679c = stablehlo.add %_r679a, %_r679b : tensor<f32>
      "stablehlo.return"(%_r679c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %4772 = stablehlo.add %4768, %4771 : tensor<f32>
    %4773 = stablehlo.multiply %4045, %4045 : tensor<320xf32>
    %4774 = stablehlo.constant dense<0.0> : tensor<f32>
    %4775 = "stablehlo.reduce"(%4773, %4774) ({
    ^bb0(%_r680a: tensor<f32>, %_r680b: tensor<f32>):
      %_r680c = stablehlo.add %_r680a, %_r680b : tensor<f32>
      "stablehlo.return"(%_r680c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %4776 = stablehlo.add %4772, %4775 : tensor<f32>
    %4777 = stablehlo.multiply %4048, %4048 : tensor<1x1x320x1280xf32>
    %4778 = stablehlo.constant dense<0.0> : tensor<f32>
    %4779 = "stablehlo.reduce"(%4777, %4778) ({
    ^bb0(%_r681a: tensor<f32>, %_r681b: tensor<f32>):
      %_r681c = stablehlo.add %_r681a, %_r681b : tensor<f32>
      "stablehlo.return"(%_r681c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x320x1280xf32>, tensor<f32>) -> tensor<1x1x320xf32>
    %4780 = stablehlo.constant dense<0.0> : tensor<f32>
    %4781 = "stablehlo.reduce"(%4779, %4780) ({
    ^bb0(%_r682a: tensor<f32>, %_r682b: tensor<f32>):
      %_r682c = stablehlo.add %_r682a, %_r682b : tensor<f32>
      "stablehlo.return"(%_r682c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x320xf32>, tensor<f32>) -> tensor<f32>
    %4782 = stablehlo.add %4776, %4781 : tensor<f32>
    %4783 = stablehlo.multiply %4051, %4051 : tensor<1280xf32>
    %4784 = stablehlo.constant dense<0.0> : tensor<f32>
    %4785 = "stablehlo.reduce"(%4783, %4784) ({
    ^bb0(%_r683a: tensor<f32>, %_r683b: tensor<f32>):
      %_r683c = stablehlo.add %_r683a, %_r683b : tensor<f32>
      "stablehlo.return"(%_r683c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %4786 = stablehlo.add %4782, %4785 : tensor<f32>
    %4787 = stablehlo.multiply %4054, %4054 : tensor<1280xf32>
    %4788 = stablehlo.constant dense<0.0> : tensor<f32>
    %4789 = "stablehlo.reduce"(%4787, %4788) ({
    ^bb0(%_r684a: tensor<f32>, %_r684b: tensor<f32>):
      %_r684c = stablehlo.add %_r684a, %_r684b : tensor<f32>
      "stablehlo.return"(%_r684c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %4790 = stablehlo.add %4786, %4789 : tensor<f32>
    %4791 = stablehlo.multiply %4057, %4057 : tensor<1280x1000xf32>
    %4792 = stablehlo.constant dense<0.0> : tensor<f32>
    %4793 = "stablehlo.reduce"(%4791, %4792) ({
    ^bb0(%_r685a: tensor<f32>, %_r685b: tensor<f32>):
      %_r685c = stablehlo.add %_r685a, %_r685b : tensor<f32>
      "stablehlo.return"(%_r685c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1280x1000xf32>, tensor<f32>) -> tensor<1280xf32>
    %4794 = stablehlo.constant dense<0.0> : tensor<f32>
    %4795 = "stablehlo.reduce"(%4793, %4794) ({
    ^bb0(%_r686a: tensor<f32>, %_r686b: tensor<f32>):
      %_r686c = stablehlo.add %_r686a, %_r686b : tensor<f32>
      "stablehlo.return"(%_r686c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %4796 = stablehlo.add %4790, %4795 : tensor<f32>
    %4797 = stablehlo.multiply %4060, %4060 : tensor<1000xf32>
    %4798 = stablehlo.constant dense<0.0> : tensor<f32>
    %4799 = "stablehlo.reduce"(%4797, %4798) ({
    ^bb0(%_r687a: tensor<f32>, %_r687b: tensor<f32>):
      %_r687c = stablehlo.add %_r687a, %_r687b : tensor<f32>
      "stablehlo.return"(%_r687c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %4800 = stablehlo.add %4796, %4799 : tensor<f32>
    %4801 = stablehlo.sqrt %4800 : tensor<f32>
    %4802 = stablehlo.constant dense<1.0e-05> : tensor<3x3x3x32xf32>
    %4803 = stablehlo.multiply %4802, %conv_stem.w : tensor<3x3x3x32xf32>
    %4804 = stablehlo.add %3589, %4803 : tensor<3x3x3x32xf32>
    %4805 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x32xf32>
    %4806 = stablehlo.multiply %4805, %blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %4807 = stablehlo.add %3598, %4806 : tensor<3x3x1x32xf32>
    %4808 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x16xf32>
    %4809 = stablehlo.multiply %4808, %blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %4810 = stablehlo.add %3607, %4809 : tensor<1x1x32x16xf32>
    %4811 = stablehlo.constant dense<1.0e-05> : tensor<1x1x16x96xf32>
    %4812 = stablehlo.multiply %4811, %blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %4813 = stablehlo.add %3616, %4812 : tensor<1x1x16x96xf32>
    %4814 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x96xf32>
    %4815 = stablehlo.multiply %4814, %blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %4816 = stablehlo.add %3625, %4815 : tensor<3x3x1x96xf32>
    %4817 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x24xf32>
    %4818 = stablehlo.multiply %4817, %blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %4819 = stablehlo.add %3634, %4818 : tensor<1x1x96x24xf32>
    %4820 = stablehlo.constant dense<1.0e-05> : tensor<1x1x24x144xf32>
    %4821 = stablehlo.multiply %4820, %blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %4822 = stablehlo.add %3643, %4821 : tensor<1x1x24x144xf32>
    %4823 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x144xf32>
    %4824 = stablehlo.multiply %4823, %blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %4825 = stablehlo.add %3652, %4824 : tensor<3x3x1x144xf32>
    %4826 = stablehlo.constant dense<1.0e-05> : tensor<1x1x144x24xf32>
    %4827 = stablehlo.multiply %4826, %blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %4828 = stablehlo.add %3661, %4827 : tensor<1x1x144x24xf32>
    %4829 = stablehlo.constant dense<1.0e-05> : tensor<1x1x24x144xf32>
    %4830 = stablehlo.multiply %4829, %blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %4831 = stablehlo.add %3670, %4830 : tensor<1x1x24x144xf32>
    %4832 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x144xf32>
    %4833 = stablehlo.multiply %4832, %blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %4834 = stablehlo.add %3679, %4833 : tensor<3x3x1x144xf32>
    %4835 = stablehlo.constant dense<1.0e-05> : tensor<1x1x144x32xf32>
    %4836 = stablehlo.multiply %4835, %blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %4837 = stablehlo.add %3688, %4836 : tensor<1x1x144x32xf32>
    %4838 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4839 = stablehlo.multiply %4838, %blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %4840 = stablehlo.add %3697, %4839 : tensor<1x1x32x192xf32>
    %4841 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4842 = stablehlo.multiply %4841, %blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %4843 = stablehlo.add %3706, %4842 : tensor<3x3x1x192xf32>
    %4844 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x32xf32>
    %4845 = stablehlo.multiply %4844, %blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %4846 = stablehlo.add %3715, %4845 : tensor<1x1x192x32xf32>
    %4847 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4848 = stablehlo.multiply %4847, %blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %4849 = stablehlo.add %3724, %4848 : tensor<1x1x32x192xf32>
    %4850 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4851 = stablehlo.multiply %4850, %blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %4852 = stablehlo.add %3733, %4851 : tensor<3x3x1x192xf32>
    %4853 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x32xf32>
    %4854 = stablehlo.multiply %4853, %blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %4855 = stablehlo.add %3742, %4854 : tensor<1x1x192x32xf32>
    %4856 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4857 = stablehlo.multiply %4856, %blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %4858 = stablehlo.add %3751, %4857 : tensor<1x1x32x192xf32>
    %4859 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4860 = stablehlo.multiply %4859, %blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %4861 = stablehlo.add %3760, %4860 : tensor<3x3x1x192xf32>
    %4862 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x64xf32>
    %4863 = stablehlo.multiply %4862, %blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %4864 = stablehlo.add %3769, %4863 : tensor<1x1x192x64xf32>
    %4865 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4866 = stablehlo.multiply %4865, %blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %4867 = stablehlo.add %3778, %4866 : tensor<1x1x64x384xf32>
    %4868 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4869 = stablehlo.multiply %4868, %blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %4870 = stablehlo.add %3787, %4869 : tensor<3x3x1x384xf32>
    %4871 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4872 = stablehlo.multiply %4871, %blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %4873 = stablehlo.add %3796, %4872 : tensor<1x1x384x64xf32>
    %4874 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4875 = stablehlo.multiply %4874, %blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %4876 = stablehlo.add %3805, %4875 : tensor<1x1x64x384xf32>
    %4877 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4878 = stablehlo.multiply %4877, %blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %4879 = stablehlo.add %3814, %4878 : tensor<3x3x1x384xf32>
    %4880 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4881 = stablehlo.multiply %4880, %blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %4882 = stablehlo.add %3823, %4881 : tensor<1x1x384x64xf32>
    %4883 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4884 = stablehlo.multiply %4883, %blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %4885 = stablehlo.add %3832, %4884 : tensor<1x1x64x384xf32>
    %4886 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4887 = stablehlo.multiply %4886, %blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %4888 = stablehlo.add %3841, %4887 : tensor<3x3x1x384xf32>
    %4889 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4890 = stablehlo.multiply %4889, %blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %4891 = stablehlo.add %3850, %4890 : tensor<1x1x384x64xf32>
    %4892 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4893 = stablehlo.multiply %4892, %blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %4894 = stablehlo.add %3859, %4893 : tensor<1x1x64x384xf32>
    %4895 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4896 = stablehlo.multiply %4895, %blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %4897 = stablehlo.add %3868, %4896 : tensor<3x3x1x384xf32>
    %4898 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x96xf32>
    %4899 = stablehlo.multiply %4898, %blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %4900 = stablehlo.add %3877, %4899 : tensor<1x1x384x96xf32>
    %4901 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4902 = stablehlo.multiply %4901, %blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %4903 = stablehlo.add %3886, %4902 : tensor<1x1x96x576xf32>
    %4904 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4905 = stablehlo.multiply %4904, %blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %4906 = stablehlo.add %3895, %4905 : tensor<3x3x1x576xf32>
    %4907 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x96xf32>
    %4908 = stablehlo.multiply %4907, %blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %4909 = stablehlo.add %3904, %4908 : tensor<1x1x576x96xf32>
    %4910 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4911 = stablehlo.multiply %4910, %blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %4912 = stablehlo.add %3913, %4911 : tensor<1x1x96x576xf32>
    %4913 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4914 = stablehlo.multiply %4913, %blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %4915 = stablehlo.add %3922, %4914 : tensor<3x3x1x576xf32>
    %4916 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x96xf32>
    %4917 = stablehlo.multiply %4916, %blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %4918 = stablehlo.add %3931, %4917 : tensor<1x1x576x96xf32>
    %4919 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4920 = stablehlo.multiply %4919, %blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %4921 = stablehlo.add %3940, %4920 : tensor<1x1x96x576xf32>
    %4922 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4923 = stablehlo.multiply %4922, %blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %4924 = stablehlo.add %3949, %4923 : tensor<3x3x1x576xf32>
    %4925 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x160xf32>
    %4926 = stablehlo.multiply %4925, %blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %4927 = stablehlo.add %3958, %4926 : tensor<1x1x576x160xf32>
    %4928 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4929 = stablehlo.multiply %4928, %blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %4930 = stablehlo.add %3967, %4929 : tensor<1x1x160x960xf32>
    %4931 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4932 = stablehlo.multiply %4931, %blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %4933 = stablehlo.add %3976, %4932 : tensor<3x3x1x960xf32>
    %4934 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x160xf32>
    %4935 = stablehlo.multiply %4934, %blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %4936 = stablehlo.add %3985, %4935 : tensor<1x1x960x160xf32>
    %4937 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4938 = stablehlo.multiply %4937, %blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %4939 = stablehlo.add %3994, %4938 : tensor<1x1x160x960xf32>
    %4940 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4941 = stablehlo.multiply %4940, %blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %4942 = stablehlo.add %4003, %4941 : tensor<3x3x1x960xf32>
    %4943 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x160xf32>
    %4944 = stablehlo.multiply %4943, %blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %4945 = stablehlo.add %4012, %4944 : tensor<1x1x960x160xf32>
    %4946 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4947 = stablehlo.multiply %4946, %blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %4948 = stablehlo.add %4021, %4947 : tensor<1x1x160x960xf32>
    %4949 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4950 = stablehlo.multiply %4949, %blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %4951 = stablehlo.add %4030, %4950 : tensor<3x3x1x960xf32>
    %4952 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x320xf32>
    %4953 = stablehlo.multiply %4952, %blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %4954 = stablehlo.add %4039, %4953 : tensor<1x1x960x320xf32>
    %4955 = stablehlo.constant dense<1.0e-05> : tensor<1x1x320x1280xf32>
    %4956 = stablehlo.multiply %4955, %conv_head.w : tensor<1x1x320x1280xf32>
    %4957 = stablehlo.add %4048, %4956 : tensor<1x1x320x1280xf32>
    %4958 = stablehlo.constant dense<1.0e-05> : tensor<1280x1000xf32>
    %4959 = stablehlo.multiply %4958, %classifier.w : tensor<1280x1000xf32>
    %4960 = stablehlo.add %4057, %4959 : tensor<1280x1000xf32>
    %4961 = stablehlo.constant dense<0.1> : tensor<3x3x3x32xf32>
    %4962 = stablehlo.multiply %4804, %4804 : tensor<3x3x3x32xf32>
    %4963 = stablehlo.multiply %4961, %4962 : tensor<3x3x3x32xf32>
    %4964 = stablehlo.constant dense<0.9> : tensor<3x3x3x32xf32>
    %4965 = stablehlo.multiply %4964, %nu.conv_stem.w : tensor<3x3x3x32xf32>
    %4966 = stablehlo.add %4963, %4965 : tensor<3x3x3x32xf32>
    %4967 = stablehlo.constant dense<0.001> : tensor<3x3x3x32xf32>
    %4968 = stablehlo.add %4966, %4967 : tensor<3x3x3x32xf32>
    %4969 = stablehlo.rsqrt %4968 : tensor<3x3x3x32xf32>
    %4970 = stablehlo.multiply %4969, %4804 : tensor<3x3x3x32xf32>
    %4971 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4972 = stablehlo.multiply %3592, %3592 : tensor<32xf32>
    %4973 = stablehlo.multiply %4971, %4972 : tensor<32xf32>
    %4974 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4975 = stablehlo.multiply %4974, %nu.bn1.g : tensor<32xf32>
    %4976 = stablehlo.add %4973, %4975 : tensor<32xf32>
    %4977 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4978 = stablehlo.add %4976, %4977 : tensor<32xf32>
    %4979 = stablehlo.rsqrt %4978 : tensor<32xf32>
    %4980 = stablehlo.multiply %4979, %3592 : tensor<32xf32>
    %4981 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4982 = stablehlo.multiply %3595, %3595 : tensor<32xf32>
    %4983 = stablehlo.multiply %4981, %4982 : tensor<32xf32>
    %4984 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4985 = stablehlo.multiply %4984, %nu.bn1.b : tensor<32xf32>
    %4986 = stablehlo.add %4983, %4985 : tensor<32xf32>
    %4987 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4988 = stablehlo.add %4986, %4987 : tensor<32xf32>
    %4989 = stablehlo.rsqrt %4988 : tensor<32xf32>
    %4990 = stablehlo.multiply %4989, %3595 : tensor<32xf32>
    %4991 = stablehlo.constant dense<0.1> : tensor<3x3x1x32xf32>
    %4992 = stablehlo.multiply %4807, %4807 : tensor<3x3x1x32xf32>
    %4993 = stablehlo.multiply %4991, %4992 : tensor<3x3x1x32xf32>
    %4994 = stablehlo.constant dense<0.9> : tensor<3x3x1x32xf32>
    %4995 = stablehlo.multiply %4994, %nu.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %4996 = stablehlo.add %4993, %4995 : tensor<3x3x1x32xf32>
    %4997 = stablehlo.constant dense<0.001> : tensor<3x3x1x32xf32>
    %4998 = stablehlo.add %4996, %4997 : tensor<3x3x1x32xf32>
    %4999 = stablehlo.rsqrt %4998 : tensor<3x3x1x32xf32>
    %5000 = stablehlo.multiply %4999, %4807 : tensor<3x3x1x32xf32>
    %5001 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5002 = stablehlo.multiply %3601, %3601 : tensor<32xf32>
    %5003 = stablehlo.multiply %5001, %5002 : tensor<32xf32>
    %5004 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5005 = stablehlo.multiply %5004, %nu.blocks.0.0.bn1.g : tensor<32xf32>
    %5006 = stablehlo.add %5003, %5005 : tensor<32xf32>
    %5007 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5008 = stablehlo.add %5006, %5007 : tensor<32xf32>
    %5009 = stablehlo.rsqrt %5008 : tensor<32xf32>
    %5010 = stablehlo.multiply %5009, %3601 : tensor<32xf32>
    %5011 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5012 = stablehlo.multiply %3604, %3604 : tensor<32xf32>
    %5013 = stablehlo.multiply %5011, %5012 : tensor<32xf32>
    %5014 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5015 = stablehlo.multiply %5014, %nu.blocks.0.0.bn1.b : tensor<32xf32>
    %5016 = stablehlo.add %5013, %5015 : tensor<32xf32>
    %5017 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5018 = stablehlo.add %5016, %5017 : tensor<32xf32>
    %5019 = stablehlo.rsqrt %5018 : tensor<32xf32>
    %5020 = stablehlo.multiply %5019, %3604 : tensor<32xf32>
    %5021 = stablehlo.constant dense<0.1> : tensor<1x1x32x16xf32>
    %5022 = stablehlo.multiply %4810, %4810 : tensor<1x1x32x16xf32>
    %5023 = stablehlo.multiply %5021, %5022 : tensor<1x1x32x16xf32>
    %5024 = stablehlo.constant dense<0.9> : tensor<1x1x32x16xf32>
    %5025 = stablehlo.multiply %5024, %nu.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %5026 = stablehlo.add %5023, %5025 : tensor<1x1x32x16xf32>
    %5027 = stablehlo.constant dense<0.001> : tensor<1x1x32x16xf32>
    %5028 = stablehlo.add %5026, %5027 : tensor<1x1x32x16xf32>
    %5029 = stablehlo.rsqrt %5028 : tensor<1x1x32x16xf32>
    %5030 = stablehlo.multiply %5029, %4810 : tensor<1x1x32x16xf32>
    %5031 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5032 = stablehlo.multiply %3610, %3610 : tensor<16xf32>
    %5033 = stablehlo.multiply %5031, %5032 : tensor<16xf32>
    %5034 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5035 = stablehlo.multiply %5034, %nu.blocks.0.0.bn2.g : tensor<16xf32>
    %5036 = stablehlo.add %5033, %5035 : tensor<16xf32>
    %5037 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5038 = stablehlo.add %5036, %5037 : tensor<16xf32>
    %5039 = stablehlo.rsqrt %5038 : tensor<16xf32>
    %5040 = stablehlo.multiply %5039, %3610 : tensor<16xf32>
    %5041 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5042 = stablehlo.multiply %3613, %3613 : tensor<16xf32>
    %5043 = stablehlo.multiply %5041, %5042 : tensor<16xf32>
    %5044 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5045 = stablehlo.multiply %5044, %nu.blocks.0.0.bn2.b : tensor<16xf32>
    %5046 = stablehlo.add %5043, %5045 : tensor<16xf32>
    %5047 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5048 = stablehlo.add %5046, %5047 : tensor<16xf32>
    %5049 = stablehlo.rsqrt %5048 : tensor<16xf32>
    %5050 = stablehlo.multiply %5049, %3613 : tensor<16xf32>
    %5051 = stablehlo.constant dense<0.1> : tensor<1x1x16x96xf32>
    %5052 = stablehlo.multiply %4813, %4813 : tensor<1x1x16x96xf32>
    %5053 = stablehlo.multiply %5051, %5052 : tensor<1x1x16x96xf32>
    %5054 = stablehlo.constant dense<0.9> : tensor<1x1x16x96xf32>
    %5055 = stablehlo.multiply %5054, %nu.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %5056 = stablehlo.add %5053, %5055 : tensor<1x1x16x96xf32>
    %5057 = stablehlo.constant dense<0.001> : tensor<1x1x16x96xf32>
    %5058 = stablehlo.add %5056, %5057 : tensor<1x1x16x96xf32>
    %5059 = stablehlo.rsqrt %5058 : tensor<1x1x16x96xf32>
    %5060 = stablehlo.multiply %5059, %4813 : tensor<1x1x16x96xf32>
    %5061 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5062 = stablehlo.multiply %3619, %3619 : tensor<96xf32>
    %5063 = stablehlo.multiply %5061, %5062 : tensor<96xf32>
    %5064 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5065 = stablehlo.multiply %5064, %nu.blocks.1.0.bn1.g : tensor<96xf32>
    %5066 = stablehlo.add %5063, %5065 : tensor<96xf32>
    %5067 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5068 = stablehlo.add %5066, %5067 : tensor<96xf32>
    %5069 = stablehlo.rsqrt %5068 : tensor<96xf32>
    %5070 = stablehlo.multiply %5069, %3619 : tensor<96xf32>
    %5071 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5072 = stablehlo.multiply %3622, %3622 : tensor<96xf32>
    %5073 = stablehlo.multiply %5071, %5072 : tensor<96xf32>
    %5074 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5075 = stablehlo.multiply %5074, %nu.blocks.1.0.bn1.b : tensor<96xf32>
    %5076 = stablehlo.add %5073, %5075 : tensor<96xf32>
    %5077 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5078 = stablehlo.add %5076, %5077 : tensor<96xf32>
    %5079 = stablehlo.rsqrt %5078 : tensor<96xf32>
    %5080 = stablehlo.multiply %5079, %3622 : tensor<96xf32>
    %5081 = stablehlo.constant dense<0.1> : tensor<3x3x1x96xf32>
    %5082 = stablehlo.multiply %4816, %4816 : tensor<3x3x1x96xf32>
    %5083 = stablehlo.multiply %5081, %5082 : tensor<3x3x1x96xf32>
    %5084 = stablehlo.constant dense<0.9> : tensor<3x3x1x96xf32>
    %5085 = stablehlo.multiply %5084, %nu.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %5086 = stablehlo.add %5083, %5085 : tensor<3x3x1x96xf32>
    %5087 = stablehlo.constant dense<0.001> : tensor<3x3x1x96xf32>
    %5088 = stablehlo.add %5086, %5087 : tensor<3x3x1x96xf32>
    %5089 = stablehlo.rsqrt %5088 : tensor<3x3x1x96xf32>
    %5090 = stablehlo.multiply %5089, %4816 : tensor<3x3x1x96xf32>
    %5091 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5092 = stablehlo.multiply %3628, %3628 : tensor<96xf32>
    %5093 = stablehlo.multiply %5091, %5092 : tensor<96xf32>
    %5094 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5095 = stablehlo.multiply %5094, %nu.blocks.1.0.bn2.g : tensor<96xf32>
    %5096 = stablehlo.add %5093, %5095 : tensor<96xf32>
    %5097 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5098 = stablehlo.add %5096, %5097 : tensor<96xf32>
    %5099 = stablehlo.rsqrt %5098 : tensor<96xf32>
    %5100 = stablehlo.multiply %5099, %3628 : tensor<96xf32>
    %5101 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5102 = stablehlo.multiply %3631, %3631 : tensor<96xf32>
    %5103 = stablehlo.multiply %5101, %5102 : tensor<96xf32>
    %5104 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5105 = stablehlo.multiply %5104, %nu.blocks.1.0.bn2.b : tensor<96xf32>
    %5106 = stablehlo.add %5103, %5105 : tensor<96xf32>
    %5107 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5108 = stablehlo.add %5106, %5107 : tensor<96xf32>
    %5109 = stablehlo.rsqrt %5108 : tensor<96xf32>
    %5110 = stablehlo.multiply %5109, %3631 : tensor<96xf32>
    %5111 = stablehlo.constant dense<0.1> : tensor<1x1x96x24xf32>
    %5112 = stablehlo.multiply %4819, %4819 : tensor<1x1x96x24xf32>
    %5113 = stablehlo.multiply %5111, %5112 : tensor<1x1x96x24xf32>
    %5114 = stablehlo.constant dense<0.9> : tensor<1x1x96x24xf32>
    %5115 = stablehlo.multiply %5114, %nu.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %5116 = stablehlo.add %5113, %5115 : tensor<1x1x96x24xf32>
    %5117 = stablehlo.constant dense<0.001> : tensor<1x1x96x24xf32>
    %5118 = stablehlo.add %5116, %5117 : tensor<1x1x96x24xf32>
    %5119 = stablehlo.rsqrt %5118 : tensor<1x1x96x24xf32>
    %5120 = stablehlo.multiply %5119, %4819 : tensor<1x1x96x24xf32>
    %5121 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %5122 = stablehlo.multiply %3637, %3637 : tensor<24xf32>
    %5123 = stablehlo.multiply %5121, %5122 : tensor<24xf32>
    %5124 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %5125 = stablehlo.multiply %5124, %nu.blocks.1.0.bn3.g : tensor<24xf32>
    %5126 = stablehlo.add %5123, %5125 : tensor<24xf32>
    %5127 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %5128 = stablehlo.add %5126, %5127 : tensor<24xf32>
    %5129 = stablehlo.rsqrt %5128 : tensor<24xf32>
    %5130 = stablehlo.multiply %5129, %3637 : tensor<24xf32>
    %5131 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %5132 = stablehlo.multiply %3640, %3640 : tensor<24xf32>
    %5133 = stablehlo.multiply %5131, %5132 : tensor<24xf32>
    %5134 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %5135 = stablehlo.multiply %5134, %nu.blocks.1.0.bn3.b : tensor<24xf32>
    %5136 = stablehlo.add %5133, %5135 : tensor<24xf32>
    %5137 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %5138 = stablehlo.add %5136, %5137 : tensor<24xf32>
    %5139 = stablehlo.rsqrt %5138 : tensor<24xf32>
    %5140 = stablehlo.multiply %5139, %3640 : tensor<24xf32>
    %5141 = stablehlo.constant dense<0.1> : tensor<1x1x24x144xf32>
    %5142 = stablehlo.multiply %4822, %4822 : tensor<1x1x24x144xf32>
    %5143 = stablehlo.multiply %5141, %5142 : tensor<1x1x24x144xf32>
    %5144 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %5145 = stablehlo.multiply %5144, %nu.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %5146 = stablehlo.add %5143, %5145 : tensor<1x1x24x144xf32>
    %5147 = stablehlo.constant dense<0.001> : tensor<1x1x24x144xf32>
    %5148 = stablehlo.add %5146, %5147 : tensor<1x1x24x144xf32>
    %5149 = stablehlo.rsqrt %5148 : tensor<1x1x24x144xf32>
    %5150 = stablehlo.multiply %5149, %4822 : tensor<1x1x24x144xf32>
    %5151 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5152 = stablehlo.multiply %3646, %3646 : tensor<144xf32>
    %5153 = stablehlo.multiply %5151, %5152 : tensor<144xf32>
    %5154 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5155 = stablehlo.multiply %5154, %nu.blocks.1.1.bn1.g : tensor<144xf32>
    %5156 = stablehlo.add %5153, %5155 : tensor<144xf32>
    %5157 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5158 = stablehlo.add %5156, %5157 : tensor<144xf32>
    %5159 = stablehlo.rsqrt %5158 : tensor<144xf32>
    %5160 = stablehlo.multiply %5159, %3646 : tensor<144xf32>
    %5161 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5162 = stablehlo.multiply %3649, %3649 : tensor<144xf32>
    %5163 = stablehlo.multiply %5161, %5162 : tensor<144xf32>
    %5164 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5165 = stablehlo.multiply %5164, %nu.blocks.1.1.bn1.b : tensor<144xf32>
    %5166 = stablehlo.add %5163, %5165 : tensor<144xf32>
    %5167 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5168 = stablehlo.add %5166, %5167 : tensor<144xf32>
    %5169 = stablehlo.rsqrt %5168 : tensor<144xf32>
    %5170 = stablehlo.multiply %5169, %3649 : tensor<144xf32>
    %5171 = stablehlo.constant dense<0.1> : tensor<3x3x1x144xf32>
    %5172 = stablehlo.multiply %4825, %4825 : tensor<3x3x1x144xf32>
    %5173 = stablehlo.multiply %5171, %5172 : tensor<3x3x1x144xf32>
    %5174 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %5175 = stablehlo.multiply %5174, %nu.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %5176 = stablehlo.add %5173, %5175 : tensor<3x3x1x144xf32>
    %5177 = stablehlo.constant dense<0.001> : tensor<3x3x1x144xf32>
    %5178 = stablehlo.add %5176, %5177 : tensor<3x3x1x144xf32>
    %5179 = stablehlo.rsqrt %5178 : tensor<3x3x1x144xf32>
    %5180 = stablehlo.multiply %5179, %4825 : tensor<3x3x1x144xf32>
    %5181 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5182 = stablehlo.multiply %3655, %3655 : tensor<144xf32>
    %5183 = stablehlo.multiply %5181, %5182 : tensor<144xf32>
    %5184 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5185 = stablehlo.multiply %5184, %nu.blocks.1.1.bn2.g : tensor<144xf32>
    %5186 = stablehlo.add %5183, %5185 : tensor<144xf32>
    %5187 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5188 = stablehlo.add %5186, %5187 : tensor<144xf32>
    %5189 = stablehlo.rsqrt %5188 : tensor<144xf32>
    %5190 = stablehlo.multiply %5189, %3655 : tensor<144xf32>
    %5191 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5192 = stablehlo.multiply %3658, %3658 : tensor<144xf32>
    %5193 = stablehlo.multiply %5191, %5192 : tensor<144xf32>
    %5194 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5195 = stablehlo.multiply %5194, %nu.blocks.1.1.bn2.b : tensor<144xf32>
    %5196 = stablehlo.add %5193, %5195 : tensor<144xf32>
    %5197 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5198 = stablehlo.add %5196, %5197 : tensor<144xf32>
    %5199 = stablehlo.rsqrt %5198 : tensor<144xf32>
    %5200 = stablehlo.multiply %5199, %3658 : tensor<144xf32>
    %5201 = stablehlo.constant dense<0.1> : tensor<1x1x144x24xf32>
    %5202 = stablehlo.multiply %4828, %4828 : tensor<1x1x144x24xf32>
    %5203 = stablehlo.multiply %5201, %5202 : tensor<1x1x144x24xf32>
    %5204 = stablehlo.constant dense<0.9> : tensor<1x1x144x24xf32>
    %5205 = stablehlo.multiply %5204, %nu.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %5206 = stablehlo.add %5203, %5205 : tensor<1x1x144x24xf32>
    %5207 = stablehlo.constant dense<0.001> : tensor<1x1x144x24xf32>
    %5208 = stablehlo.add %5206, %5207 : tensor<1x1x144x24xf32>
    %5209 = stablehlo.rsqrt %5208 : tensor<1x1x144x24xf32>
    %5210 = stablehlo.multiply %5209, %4828 : tensor<1x1x144x24xf32>
    %5211 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %5212 = stablehlo.multiply %3664, %3664 : tensor<24xf32>
    %5213 = stablehlo.multiply %5211, %5212 : tensor<24xf32>
    %5214 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %5215 = stablehlo.multiply %5214, %nu.blocks.1.1.bn3.g : tensor<24xf32>
    %5216 = stablehlo.add %5213, %5215 : tensor<24xf32>
    %5217 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %5218 = stablehlo.add %5216, %5217 : tensor<24xf32>
    %5219 = stablehlo.rsqrt %5218 : tensor<24xf32>
    %5220 = stablehlo.multiply %5219, %3664 : tensor<24xf32>
    %5221 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %5222 = stablehlo.multiply %3667, %3667 : tensor<24xf32>
    %5223 = stablehlo.multiply %5221, %5222 : tensor<24xf32>
    %5224 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %5225 = stablehlo.multiply %5224, %nu.blocks.1.1.bn3.b : tensor<24xf32>
    %5226 = stablehlo.add %5223, %5225 : tensor<24xf32>
    %5227 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %5228 = stablehlo.add %5226, %5227 : tensor<24xf32>
    %5229 = stablehlo.rsqrt %5228 : tensor<24xf32>
    %5230 = stablehlo.multiply %5229, %3667 : tensor<24xf32>
    %5231 = stablehlo.constant dense<0.1> : tensor<1x1x24x144xf32>
    %5232 = stablehlo.multiply %4831, %4831 : tensor<1x1x24x144xf32>
    %5233 = stablehlo.multiply %5231, %5232 : tensor<1x1x24x144xf32>
    %5234 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %5235 = stablehlo.multiply %5234, %nu.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %5236 = stablehlo.add %5233, %5235 : tensor<1x1x24x144xf32>
    %5237 = stablehlo.constant dense<0.001> : tensor<1x1x24x144xf32>
    %5238 = stablehlo.add %5236, %5237 : tensor<1x1x24x144xf32>
    %5239 = stablehlo.rsqrt %5238 : tensor<1x1x24x144xf32>
    %5240 = stablehlo.multiply %5239, %4831 : tensor<1x1x24x144xf32>
    %5241 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5242 = stablehlo.multiply %3673, %3673 : tensor<144xf32>
    %5243 = stablehlo.multiply %5241, %5242 : tensor<144xf32>
    %5244 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5245 = stablehlo.multiply %5244, %nu.blocks.2.0.bn1.g : tensor<144xf32>
    %5246 = stablehlo.add %5243, %5245 : tensor<144xf32>
    %5247 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5248 = stablehlo.add %5246, %5247 : tensor<144xf32>
    %5249 = stablehlo.rsqrt %5248 : tensor<144xf32>
    %5250 = stablehlo.multiply %5249, %3673 : tensor<144xf32>
    %5251 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5252 = stablehlo.multiply %3676, %3676 : tensor<144xf32>
    %5253 = stablehlo.multiply %5251, %5252 : tensor<144xf32>
    %5254 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5255 = stablehlo.multiply %5254, %nu.blocks.2.0.bn1.b : tensor<144xf32>
    %5256 = stablehlo.add %5253, %5255 : tensor<144xf32>
    %5257 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5258 = stablehlo.add %5256, %5257 : tensor<144xf32>
    %5259 = stablehlo.rsqrt %5258 : tensor<144xf32>
    %5260 = stablehlo.multiply %5259, %3676 : tensor<144xf32>
    %5261 = stablehlo.constant dense<0.1> : tensor<3x3x1x144xf32>
    %5262 = stablehlo.multiply %4834, %4834 : tensor<3x3x1x144xf32>
    %5263 = stablehlo.multiply %5261, %5262 : tensor<3x3x1x144xf32>
    %5264 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %5265 = stablehlo.multiply %5264, %nu.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %5266 = stablehlo.add %5263, %5265 : tensor<3x3x1x144xf32>
    %5267 = stablehlo.constant dense<0.001> : tensor<3x3x1x144xf32>
    %5268 = stablehlo.add %5266, %5267 : tensor<3x3x1x144xf32>
    %5269 = stablehlo.rsqrt %5268 : tensor<3x3x1x144xf32>
    %5270 = stablehlo.multiply %5269, %4834 : tensor<3x3x1x144xf32>
    %5271 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5272 = stablehlo.multiply %3682, %3682 : tensor<144xf32>
    %5273 = stablehlo.multiply %5271, %5272 : tensor<144xf32>
    %5274 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5275 = stablehlo.multiply %5274, %nu.blocks.2.0.bn2.g : tensor<144xf32>
    %5276 = stablehlo.add %5273, %5275 : tensor<144xf32>
    %5277 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5278 = stablehlo.add %5276, %5277 : tensor<144xf32>
    %5279 = stablehlo.rsqrt %5278 : tensor<144xf32>
    %5280 = stablehlo.multiply %5279, %3682 : tensor<144xf32>
    %5281 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5282 = stablehlo.multiply %3685, %3685 : tensor<144xf32>
    %5283 = stablehlo.multiply %5281, %5282 : tensor<144xf32>
    %5284 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5285 = stablehlo.multiply %5284, %nu.blocks.2.0.bn2.b : tensor<144xf32>
    %5286 = stablehlo.add %5283, %5285 : tensor<144xf32>
    %5287 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5288 = stablehlo.add %5286, %5287 : tensor<144xf32>
    %5289 = stablehlo.rsqrt %5288 : tensor<144xf32>
    %5290 = stablehlo.multiply %5289, %3685 : tensor<144xf32>
    %5291 = stablehlo.constant dense<0.1> : tensor<1x1x144x32xf32>
    %5292 = stablehlo.multiply %4837, %4837 : tensor<1x1x144x32xf32>
    %5293 = stablehlo.multiply %5291, %5292 : tensor<1x1x144x32xf32>
    %5294 = stablehlo.constant dense<0.9> : tensor<1x1x144x32xf32>
    %5295 = stablehlo.multiply %5294, %nu.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %5296 = stablehlo.add %5293, %5295 : tensor<1x1x144x32xf32>
    %5297 = stablehlo.constant dense<0.001> : tensor<1x1x144x32xf32>
    %5298 = stablehlo.add %5296, %5297 : tensor<1x1x144x32xf32>
    %5299 = stablehlo.rsqrt %5298 : tensor<1x1x144x32xf32>
    %5300 = stablehlo.multiply %5299, %4837 : tensor<1x1x144x32xf32>
    %5301 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5302 = stablehlo.multiply %3691, %3691 : tensor<32xf32>
    %5303 = stablehlo.multiply %5301, %5302 : tensor<32xf32>
    %5304 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5305 = stablehlo.multiply %5304, %nu.blocks.2.0.bn3.g : tensor<32xf32>
    %5306 = stablehlo.add %5303, %5305 : tensor<32xf32>
    %5307 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5308 = stablehlo.add %5306, %5307 : tensor<32xf32>
    %5309 = stablehlo.rsqrt %5308 : tensor<32xf32>
    %5310 = stablehlo.multiply %5309, %3691 : tensor<32xf32>
    %5311 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5312 = stablehlo.multiply %3694, %3694 : tensor<32xf32>
    %5313 = stablehlo.multiply %5311, %5312 : tensor<32xf32>
    %5314 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5315 = stablehlo.multiply %5314, %nu.blocks.2.0.bn3.b : tensor<32xf32>
    %5316 = stablehlo.add %5313, %5315 : tensor<32xf32>
    %5317 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5318 = stablehlo.add %5316, %5317 : tensor<32xf32>
    %5319 = stablehlo.rsqrt %5318 : tensor<32xf32>
    %5320 = stablehlo.multiply %5319, %3694 : tensor<32xf32>
    %5321 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %5322 = stablehlo.multiply %4840, %4840 : tensor<1x1x32x192xf32>
    %5323 = stablehlo.multiply %5321, %5322 : tensor<1x1x32x192xf32>
    %5324 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %5325 = stablehlo.multiply %5324, %nu.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %5326 = stablehlo.add %5323, %5325 : tensor<1x1x32x192xf32>
    %5327 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %5328 = stablehlo.add %5326, %5327 : tensor<1x1x32x192xf32>
    %5329 = stablehlo.rsqrt %5328 : tensor<1x1x32x192xf32>
    %5330 = stablehlo.multiply %5329, %4840 : tensor<1x1x32x192xf32>
    %5331 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5332 = stablehlo.multiply %3700, %3700 : tensor<192xf32>
    %5333 = stablehlo.multiply %5331, %5332 : tensor<192xf32>
    %5334 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5335 = stablehlo.multiply %5334, %nu.blocks.2.1.bn1.g : tensor<192xf32>
    %5336 = stablehlo.add %5333, %5335 : tensor<192xf32>
    %5337 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5338 = stablehlo.add %5336, %5337 : tensor<192xf32>
    %5339 = stablehlo.rsqrt %5338 : tensor<192xf32>
    %5340 = stablehlo.multiply %5339, %3700 : tensor<192xf32>
    %5341 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5342 = stablehlo.multiply %3703, %3703 : tensor<192xf32>
    %5343 = stablehlo.multiply %5341, %5342 : tensor<192xf32>
    %5344 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5345 = stablehlo.multiply %5344, %nu.blocks.2.1.bn1.b : tensor<192xf32>
    %5346 = stablehlo.add %5343, %5345 : tensor<192xf32>
    %5347 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5348 = stablehlo.add %5346, %5347 : tensor<192xf32>
    %5349 = stablehlo.rsqrt %5348 : tensor<192xf32>
    %5350 = stablehlo.multiply %5349, %3703 : tensor<192xf32>
    %5351 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %5352 = stablehlo.multiply %4843, %4843 : tensor<3x3x1x192xf32>
    %5353 = stablehlo.multiply %5351, %5352 : tensor<3x3x1x192xf32>
    %5354 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %5355 = stablehlo.multiply %5354, %nu.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %5356 = stablehlo.add %5353, %5355 : tensor<3x3x1x192xf32>
    %5357 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %5358 = stablehlo.add %5356, %5357 : tensor<3x3x1x192xf32>
    %5359 = stablehlo.rsqrt %5358 : tensor<3x3x1x192xf32>
    %5360 = stablehlo.multiply %5359, %4843 : tensor<3x3x1x192xf32>
    %5361 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5362 = stablehlo.multiply %3709, %3709 : tensor<192xf32>
    %5363 = stablehlo.multiply %5361, %5362 : tensor<192xf32>
    %5364 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5365 = stablehlo.multiply %5364, %nu.blocks.2.1.bn2.g : tensor<192xf32>
    %5366 = stablehlo.add %5363, %5365 : tensor<192xf32>
    %5367 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5368 = stablehlo.add %5366, %5367 : tensor<192xf32>
    %5369 = stablehlo.rsqrt %5368 : tensor<192xf32>
    %5370 = stablehlo.multiply %5369, %3709 : tensor<192xf32>
    %5371 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5372 = stablehlo.multiply %3712, %3712 : tensor<192xf32>
    %5373 = stablehlo.multiply %5371, %5372 : tensor<192xf32>
    %5374 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5375 = stablehlo.multiply %5374, %nu.blocks.2.1.bn2.b : tensor<192xf32>
    %5376 = stablehlo.add %5373, %5375 : tensor<192xf32>
    %5377 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5378 = stablehlo.add %5376, %5377 : tensor<192xf32>
    %5379 = stablehlo.rsqrt %5378 : tensor<192xf32>
    %5380 = stablehlo.multiply %5379, %3712 : tensor<192xf32>
    %5381 = stablehlo.constant dense<0.1> : tensor<1x1x192x32xf32>
    %5382 = stablehlo.multiply %4846, %4846 : tensor<1x1x192x32xf32>
    %5383 = stablehlo.multiply %5381, %5382 : tensor<1x1x192x32xf32>
    %5384 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %5385 = stablehlo.multiply %5384, %nu.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %5386 = stablehlo.add %5383, %5385 : tensor<1x1x192x32xf32>
    %5387 = stablehlo.constant dense<0.001> : tensor<1x1x192x32xf32>
    %5388 = stablehlo.add %5386, %5387 : tensor<1x1x192x32xf32>
    %5389 = stablehlo.rsqrt %5388 : tensor<1x1x192x32xf32>
    %5390 = stablehlo.multiply %5389, %4846 : tensor<1x1x192x32xf32>
    %5391 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5392 = stablehlo.multiply %3718, %3718 : tensor<32xf32>
    %5393 = stablehlo.multiply %5391, %5392 : tensor<32xf32>
    %5394 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5395 = stablehlo.multiply %5394, %nu.blocks.2.1.bn3.g : tensor<32xf32>
    %5396 = stablehlo.add %5393, %5395 : tensor<32xf32>
    %5397 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5398 = stablehlo.add %5396, %5397 : tensor<32xf32>
    %5399 = stablehlo.rsqrt %5398 : tensor<32xf32>
    %5400 = stablehlo.multiply %5399, %3718 : tensor<32xf32>
    %5401 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5402 = stablehlo.multiply %3721, %3721 : tensor<32xf32>
    %5403 = stablehlo.multiply %5401, %5402 : tensor<32xf32>
    %5404 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5405 = stablehlo.multiply %5404, %nu.blocks.2.1.bn3.b : tensor<32xf32>
    %5406 = stablehlo.add %5403, %5405 : tensor<32xf32>
    %5407 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5408 = stablehlo.add %5406, %5407 : tensor<32xf32>
    %5409 = stablehlo.rsqrt %5408 : tensor<32xf32>
    %5410 = stablehlo.multiply %5409, %3721 : tensor<32xf32>
    %5411 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %5412 = stablehlo.multiply %4849, %4849 : tensor<1x1x32x192xf32>
    %5413 = stablehlo.multiply %5411, %5412 : tensor<1x1x32x192xf32>
    %5414 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %5415 = stablehlo.multiply %5414, %nu.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %5416 = stablehlo.add %5413, %5415 : tensor<1x1x32x192xf32>
    %5417 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %5418 = stablehlo.add %5416, %5417 : tensor<1x1x32x192xf32>
    %5419 = stablehlo.rsqrt %5418 : tensor<1x1x32x192xf32>
    %5420 = stablehlo.multiply %5419, %4849 : tensor<1x1x32x192xf32>
    %5421 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5422 = stablehlo.multiply %3727, %3727 : tensor<192xf32>
    %5423 = stablehlo.multiply %5421, %5422 : tensor<192xf32>
    %5424 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5425 = stablehlo.multiply %5424, %nu.blocks.2.2.bn1.g : tensor<192xf32>
    %5426 = stablehlo.add %5423, %5425 : tensor<192xf32>
    %5427 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5428 = stablehlo.add %5426, %5427 : tensor<192xf32>
    %5429 = stablehlo.rsqrt %5428 : tensor<192xf32>
    %5430 = stablehlo.multiply %5429, %3727 : tensor<192xf32>
    %5431 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5432 = stablehlo.multiply %3730, %3730 : tensor<192xf32>
    %5433 = stablehlo.multiply %5431, %5432 : tensor<192xf32>
    %5434 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5435 = stablehlo.multiply %5434, %nu.blocks.2.2.bn1.b : tensor<192xf32>
    %5436 = stablehlo.add %5433, %5435 : tensor<192xf32>
    %5437 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5438 = stablehlo.add %5436, %5437 : tensor<192xf32>
    %5439 = stablehlo.rsqrt %5438 : tensor<192xf32>
    %5440 = stablehlo.multiply %5439, %3730 : tensor<192xf32>
    %5441 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %5442 = stablehlo.multiply %4852, %4852 : tensor<3x3x1x192xf32>
    %5443 = stablehlo.multiply %5441, %5442 : tensor<3x3x1x192xf32>
    %5444 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %5445 = stablehlo.multiply %5444, %nu.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %5446 = stablehlo.add %5443, %5445 : tensor<3x3x1x192xf32>
    %5447 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %5448 = stablehlo.add %5446, %5447 : tensor<3x3x1x192xf32>
    %5449 = stablehlo.rsqrt %5448 : tensor<3x3x1x192xf32>
    %5450 = stablehlo.multiply %5449, %4852 : tensor<3x3x1x192xf32>
    %5451 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5452 = stablehlo.multiply %3736, %3736 : tensor<192xf32>
    %5453 = stablehlo.multiply %5451, %5452 : tensor<192xf32>
    %5454 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5455 = stablehlo.multiply %5454, %nu.blocks.2.2.bn2.g : tensor<192xf32>
    %5456 = stablehlo.add %5453, %5455 : tensor<192xf32>
    %5457 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5458 = stablehlo.add %5456, %5457 : tensor<192xf32>
    %5459 = stablehlo.rsqrt %5458 : tensor<192xf32>
    %5460 = stablehlo.multiply %5459, %3736 : tensor<192xf32>
    %5461 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5462 = stablehlo.multiply %3739, %3739 : tensor<192xf32>
    %5463 = stablehlo.multiply %5461, %5462 : tensor<192xf32>
    %5464 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5465 = stablehlo.multiply %5464, %nu.blocks.2.2.bn2.b : tensor<192xf32>
    %5466 = stablehlo.add %5463, %5465 : tensor<192xf32>
    %5467 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5468 = stablehlo.add %5466, %5467 : tensor<192xf32>
    %5469 = stablehlo.rsqrt %5468 : tensor<192xf32>
    %5470 = stablehlo.multiply %5469, %3739 : tensor<192xf32>
    %5471 = stablehlo.constant dense<0.1> : tensor<1x1x192x32xf32>
    %5472 = stablehlo.multiply %4855, %4855 : tensor<1x1x192x32xf32>
    %5473 = stablehlo.multiply %5471, %5472 : tensor<1x1x192x32xf32>
    %5474 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %5475 = stablehlo.multiply %5474, %nu.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %5476 = stablehlo.add %5473, %5475 : tensor<1x1x192x32xf32>
    %5477 = stablehlo.constant dense<0.001> : tensor<1x1x192x32xf32>
    %5478 = stablehlo.add %5476, %5477 : tensor<1x1x192x32xf32>
    %5479 = stablehlo.rsqrt %5478 : tensor<1x1x192x32xf32>
    %5480 = stablehlo.multiply %5479, %4855 : tensor<1x1x192x32xf32>
    %5481 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5482 = stablehlo.multiply %3745, %3745 : tensor<32xf32>
    %5483 = stablehlo.multiply %5481, %5482 : tensor<32xf32>
    %5484 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5485 = stablehlo.multiply %5484, %nu.blocks.2.2.bn3.g : tensor<32xf32>
    %5486 = stablehlo.add %5483, %5485 : tensor<32xf32>
    %5487 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5488 = stablehlo.add %5486, %5487 : tensor<32xf32>
    %5489 = stablehlo.rsqrt %5488 : tensor<32xf32>
    %5490 = stablehlo.multiply %5489, %3745 : tensor<32xf32>
    %5491 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5492 = stablehlo.multiply %3748, %3748 : tensor<32xf32>
    %5493 = stablehlo.multiply %5491, %5492 : tensor<32xf32>
    %5494 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5495 = stablehlo.multiply %5494, %nu.blocks.2.2.bn3.b : tensor<32xf32>
    %5496 = stablehlo.add %5493, %5495 : tensor<32xf32>
    %5497 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5498 = stablehlo.add %5496, %5497 : tensor<32xf32>
    %5499 = stablehlo.rsqrt %5498 : tensor<32xf32>
    %5500 = stablehlo.multiply %5499, %3748 : tensor<32xf32>
    %5501 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %5502 = stablehlo.multiply %4858, %4858 : tensor<1x1x32x192xf32>
    %5503 = stablehlo.multiply %5501, %5502 : tensor<1x1x32x192xf32>
    %5504 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %5505 = stablehlo.multiply %5504, %nu.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %5506 = stablehlo.add %5503, %5505 : tensor<1x1x32x192xf32>
    %5507 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %5508 = stablehlo.add %5506, %5507 : tensor<1x1x32x192xf32>
    %5509 = stablehlo.rsqrt %5508 : tensor<1x1x32x192xf32>
    %5510 = stablehlo.multiply %5509, %4858 : tensor<1x1x32x192xf32>
    %5511 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5512 = stablehlo.multiply %3754, %3754 : tensor<192xf32>
    %5513 = stablehlo.multiply %5511, %5512 : tensor<192xf32>
    %5514 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5515 = stablehlo.multiply %5514, %nu.blocks.3.0.bn1.g : tensor<192xf32>
    %5516 = stablehlo.add %5513, %5515 : tensor<192xf32>
    %5517 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5518 = stablehlo.add %5516, %5517 : tensor<192xf32>
    %5519 = stablehlo.rsqrt %5518 : tensor<192xf32>
    %5520 = stablehlo.multiply %5519, %3754 : tensor<192xf32>
    %5521 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5522 = stablehlo.multiply %3757, %3757 : tensor<192xf32>
    %5523 = stablehlo.multiply %5521, %5522 : tensor<192xf32>
    %5524 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5525 = stablehlo.multiply %5524, %nu.blocks.3.0.bn1.b : tensor<192xf32>
    %5526 = stablehlo.add %5523, %5525 : tensor<192xf32>
    %5527 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5528 = stablehlo.add %5526, %5527 : tensor<192xf32>
    %5529 = stablehlo.rsqrt %5528 : tensor<192xf32>
    %5530 = stablehlo.multiply %5529, %3757 : tensor<192xf32>
    %5531 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %5532 = stablehlo.multiply %4861, %4861 : tensor<3x3x1x192xf32>
    %5533 = stablehlo.multiply %5531, %5532 : tensor<3x3x1x192xf32>
    %5534 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %5535 = stablehlo.multiply %5534, %nu.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %5536 = stablehlo.add %5533, %5535 : tensor<3x3x1x192xf32>
    %5537 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %5538 = stablehlo.add %5536, %5537 : tensor<3x3x1x192xf32>
    %5539 = stablehlo.rsqrt %5538 : tensor<3x3x1x192xf32>
    %5540 = stablehlo.multiply %5539, %4861 : tensor<3x3x1x192xf32>
    %5541 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5542 = stablehlo.multiply %3763, %3763 : tensor<192xf32>
    %5543 = stablehlo.multiply %5541, %5542 : tensor<192xf32>
    %5544 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5545 = stablehlo.multiply %5544, %nu.blocks.3.0.bn2.g : tensor<192xf32>
    %5546 = stablehlo.add %5543, %5545 : tensor<192xf32>
    %5547 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5548 = stablehlo.add %5546, %5547 : tensor<192xf32>
    %5549 = stablehlo.rsqrt %5548 : tensor<192xf32>
    %5550 = stablehlo.multiply %5549, %3763 : tensor<192xf32>
    %5551 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5552 = stablehlo.multiply %3766, %3766 : tensor<192xf32>
    %5553 = stablehlo.multiply %5551, %5552 : tensor<192xf32>
    %5554 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5555 = stablehlo.multiply %5554, %nu.blocks.3.0.bn2.b : tensor<192xf32>
    %5556 = stablehlo.add %5553, %5555 : tensor<192xf32>
    %5557 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5558 = stablehlo.add %5556, %5557 : tensor<192xf32>
    %5559 = stablehlo.rsqrt %5558 : tensor<192xf32>
    %5560 = stablehlo.multiply %5559, %3766 : tensor<192xf32>
    %5561 = stablehlo.constant dense<0.1> : tensor<1x1x192x64xf32>
    %5562 = stablehlo.multiply %4864, %4864 : tensor<1x1x192x64xf32>
    %5563 = stablehlo.multiply %5561, %5562 : tensor<1x1x192x64xf32>
    %5564 = stablehlo.constant dense<0.9> : tensor<1x1x192x64xf32>
    %5565 = stablehlo.multiply %5564, %nu.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %5566 = stablehlo.add %5563, %5565 : tensor<1x1x192x64xf32>
    %5567 = stablehlo.constant dense<0.001> : tensor<1x1x192x64xf32>
    %5568 = stablehlo.add %5566, %5567 : tensor<1x1x192x64xf32>
    %5569 = stablehlo.rsqrt %5568 : tensor<1x1x192x64xf32>
    %5570 = stablehlo.multiply %5569, %4864 : tensor<1x1x192x64xf32>
    %5571 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5572 = stablehlo.multiply %3772, %3772 : tensor<64xf32>
    %5573 = stablehlo.multiply %5571, %5572 : tensor<64xf32>
    %5574 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5575 = stablehlo.multiply %5574, %nu.blocks.3.0.bn3.g : tensor<64xf32>
    %5576 = stablehlo.add %5573, %5575 : tensor<64xf32>
    %5577 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5578 = stablehlo.add %5576, %5577 : tensor<64xf32>
    %5579 = stablehlo.rsqrt %5578 : tensor<64xf32>
    %5580 = stablehlo.multiply %5579, %3772 : tensor<64xf32>
    %5581 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5582 = stablehlo.multiply %3775, %3775 : tensor<64xf32>
    %5583 = stablehlo.multiply %5581, %5582 : tensor<64xf32>
    %5584 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5585 = stablehlo.multiply %5584, %nu.blocks.3.0.bn3.b : tensor<64xf32>
    %5586 = stablehlo.add %5583, %5585 : tensor<64xf32>
    %5587 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5588 = stablehlo.add %5586, %5587 : tensor<64xf32>
    %5589 = stablehlo.rsqrt %5588 : tensor<64xf32>
    %5590 = stablehlo.multiply %5589, %3775 : tensor<64xf32>
    %5591 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %5592 = stablehlo.multiply %4867, %4867 : tensor<1x1x64x384xf32>
    %5593 = stablehlo.multiply %5591, %5592 : tensor<1x1x64x384xf32>
    %5594 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %5595 = stablehlo.multiply %5594, %nu.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %5596 = stablehlo.add %5593, %5595 : tensor<1x1x64x384xf32>
    %5597 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %5598 = stablehlo.add %5596, %5597 : tensor<1x1x64x384xf32>
    %5599 = stablehlo.rsqrt %5598 : tensor<1x1x64x384xf32>
    %5600 = stablehlo.multiply %5599, %4867 : tensor<1x1x64x384xf32>
    %5601 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5602 = stablehlo.multiply %3781, %3781 : tensor<384xf32>
    %5603 = stablehlo.multiply %5601, %5602 : tensor<384xf32>
    %5604 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5605 = stablehlo.multiply %5604, %nu.blocks.3.1.bn1.g : tensor<384xf32>
    %5606 = stablehlo.add %5603, %5605 : tensor<384xf32>
    %5607 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5608 = stablehlo.add %5606, %5607 : tensor<384xf32>
    %5609 = stablehlo.rsqrt %5608 : tensor<384xf32>
    %5610 = stablehlo.multiply %5609, %3781 : tensor<384xf32>
    %5611 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5612 = stablehlo.multiply %3784, %3784 : tensor<384xf32>
    %5613 = stablehlo.multiply %5611, %5612 : tensor<384xf32>
    %5614 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5615 = stablehlo.multiply %5614, %nu.blocks.3.1.bn1.b : tensor<384xf32>
    %5616 = stablehlo.add %5613, %5615 : tensor<384xf32>
    %5617 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5618 = stablehlo.add %5616, %5617 : tensor<384xf32>
    %5619 = stablehlo.rsqrt %5618 : tensor<384xf32>
    %5620 = stablehlo.multiply %5619, %3784 : tensor<384xf32>
    %5621 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5622 = stablehlo.multiply %4870, %4870 : tensor<3x3x1x384xf32>
    %5623 = stablehlo.multiply %5621, %5622 : tensor<3x3x1x384xf32>
    %5624 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5625 = stablehlo.multiply %5624, %nu.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %5626 = stablehlo.add %5623, %5625 : tensor<3x3x1x384xf32>
    %5627 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5628 = stablehlo.add %5626, %5627 : tensor<3x3x1x384xf32>
    %5629 = stablehlo.rsqrt %5628 : tensor<3x3x1x384xf32>
    %5630 = stablehlo.multiply %5629, %4870 : tensor<3x3x1x384xf32>
    %5631 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5632 = stablehlo.multiply %3790, %3790 : tensor<384xf32>
    %5633 = stablehlo.multiply %5631, %5632 : tensor<384xf32>
    %5634 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5635 = stablehlo.multiply %5634, %nu.blocks.3.1.bn2.g : tensor<384xf32>
    %5636 = stablehlo.add %5633, %5635 : tensor<384xf32>
    %5637 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5638 = stablehlo.add %5636, %5637 : tensor<384xf32>
    %5639 = stablehlo.rsqrt %5638 : tensor<384xf32>
    %5640 = stablehlo.multiply %5639, %3790 : tensor<384xf32>
    %5641 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5642 = stablehlo.multiply %3793, %3793 : tensor<384xf32>
    %5643 = stablehlo.multiply %5641, %5642 : tensor<384xf32>
    %5644 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5645 = stablehlo.multiply %5644, %nu.blocks.3.1.bn2.b : tensor<384xf32>
    %5646 = stablehlo.add %5643, %5645 : tensor<384xf32>
    %5647 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5648 = stablehlo.add %5646, %5647 : tensor<384xf32>
    %5649 = stablehlo.rsqrt %5648 : tensor<384xf32>
    %5650 = stablehlo.multiply %5649, %3793 : tensor<384xf32>
    %5651 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %5652 = stablehlo.multiply %4873, %4873 : tensor<1x1x384x64xf32>
    %5653 = stablehlo.multiply %5651, %5652 : tensor<1x1x384x64xf32>
    %5654 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %5655 = stablehlo.multiply %5654, %nu.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %5656 = stablehlo.add %5653, %5655 : tensor<1x1x384x64xf32>
    %5657 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %5658 = stablehlo.add %5656, %5657 : tensor<1x1x384x64xf32>
    %5659 = stablehlo.rsqrt %5658 : tensor<1x1x384x64xf32>
    %5660 = stablehlo.multiply %5659, %4873 : tensor<1x1x384x64xf32>
    %5661 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5662 = stablehlo.multiply %3799, %3799 : tensor<64xf32>
    %5663 = stablehlo.multiply %5661, %5662 : tensor<64xf32>
    %5664 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5665 = stablehlo.multiply %5664, %nu.blocks.3.1.bn3.g : tensor<64xf32>
    %5666 = stablehlo.add %5663, %5665 : tensor<64xf32>
    %5667 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5668 = stablehlo.add %5666, %5667 : tensor<64xf32>
    %5669 = stablehlo.rsqrt %5668 : tensor<64xf32>
    %5670 = stablehlo.multiply %5669, %3799 : tensor<64xf32>
    %5671 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5672 = stablehlo.multiply %3802, %3802 : tensor<64xf32>
    %5673 = stablehlo.multiply %5671, %5672 : tensor<64xf32>
    %5674 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5675 = stablehlo.multiply %5674, %nu.blocks.3.1.bn3.b : tensor<64xf32>
    %5676 = stablehlo.add %5673, %5675 : tensor<64xf32>
    %5677 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5678 = stablehlo.add %5676, %5677 : tensor<64xf32>
    %5679 = stablehlo.rsqrt %5678 : tensor<64xf32>
    %5680 = stablehlo.multiply %5679, %3802 : tensor<64xf32>
    %5681 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %5682 = stablehlo.multiply %4876, %4876 : tensor<1x1x64x384xf32>
    %5683 = stablehlo.multiply %5681, %5682 : tensor<1x1x64x384xf32>
    %5684 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %5685 = stablehlo.multiply %5684, %nu.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %5686 = stablehlo.add %5683, %5685 : tensor<1x1x64x384xf32>
    %5687 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %5688 = stablehlo.add %5686, %5687 : tensor<1x1x64x384xf32>
    %5689 = stablehlo.rsqrt %5688 : tensor<1x1x64x384xf32>
    %5690 = stablehlo.multiply %5689, %4876 : tensor<1x1x64x384xf32>
    %5691 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5692 = stablehlo.multiply %3808, %3808 : tensor<384xf32>
    %5693 = stablehlo.multiply %5691, %5692 : tensor<384xf32>
    %5694 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5695 = stablehlo.multiply %5694, %nu.blocks.3.2.bn1.g : tensor<384xf32>
    %5696 = stablehlo.add %5693, %5695 : tensor<384xf32>
    %5697 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5698 = stablehlo.add %5696, %5697 : tensor<384xf32>
    %5699 = stablehlo.rsqrt %5698 : tensor<384xf32>
    %5700 = stablehlo.multiply %5699, %3808 : tensor<384xf32>
    %5701 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5702 = stablehlo.multiply %3811, %3811 : tensor<384xf32>
    %5703 = stablehlo.multiply %5701, %5702 : tensor<384xf32>
    %5704 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5705 = stablehlo.multiply %5704, %nu.blocks.3.2.bn1.b : tensor<384xf32>
    %5706 = stablehlo.add %5703, %5705 : tensor<384xf32>
    %5707 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5708 = stablehlo.add %5706, %5707 : tensor<384xf32>
    %5709 = stablehlo.rsqrt %5708 : tensor<384xf32>
    %5710 = stablehlo.multiply %5709, %3811 : tensor<384xf32>
    %5711 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5712 = stablehlo.multiply %4879, %4879 : tensor<3x3x1x384xf32>
    %5713 = stablehlo.multiply %5711, %5712 : tensor<3x3x1x384xf32>
    %5714 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5715 = stablehlo.multiply %5714, %nu.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %5716 = stablehlo.add %5713, %5715 : tensor<3x3x1x384xf32>
    %5717 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5718 = stablehlo.add %5716, %5717 : tensor<3x3x1x384xf32>
    %5719 = stablehlo.rsqrt %5718 : tensor<3x3x1x384xf32>
    %5720 = stablehlo.multiply %5719, %4879 : tensor<3x3x1x384xf32>
    %5721 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5722 = stablehlo.multiply %3817, %3817 : tensor<384xf32>
    %5723 = stablehlo.multiply %5721, %5722 : tensor<384xf32>
    %5724 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5725 = stablehlo.multiply %5724, %nu.blocks.3.2.bn2.g : tensor<384xf32>
    %5726 = stablehlo.add %5723, %5725 : tensor<384xf32>
    %5727 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5728 = stablehlo.add %5726, %5727 : tensor<384xf32>
    %5729 = stablehlo.rsqrt %5728 : tensor<384xf32>
    %5730 = stablehlo.multiply %5729, %3817 : tensor<384xf32>
    %5731 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5732 = stablehlo.multiply %3820, %3820 : tensor<384xf32>
    %5733 = stablehlo.multiply %5731, %5732 : tensor<384xf32>
    %5734 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5735 = stablehlo.multiply %5734, %nu.blocks.3.2.bn2.b : tensor<384xf32>
    %5736 = stablehlo.add %5733, %5735 : tensor<384xf32>
    %5737 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5738 = stablehlo.add %5736, %5737 : tensor<384xf32>
    %5739 = stablehlo.rsqrt %5738 : tensor<384xf32>
    %5740 = stablehlo.multiply %5739, %3820 : tensor<384xf32>
    %5741 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %5742 = stablehlo.multiply %4882, %4882 : tensor<1x1x384x64xf32>
    %5743 = stablehlo.multiply %5741, %5742 : tensor<1x1x384x64xf32>
    %5744 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %5745 = stablehlo.multiply %5744, %nu.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %5746 = stablehlo.add %5743, %5745 : tensor<1x1x384x64xf32>
    %5747 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %5748 = stablehlo.add %5746, %5747 : tensor<1x1x384x64xf32>
    %5749 = stablehlo.rsqrt %5748 : tensor<1x1x384x64xf32>
    %5750 = stablehlo.multiply %5749, %4882 : tensor<1x1x384x64xf32>
    %5751 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5752 = stablehlo.multiply %3826, %3826 : tensor<64xf32>
    %5753 = stablehlo.multiply %5751, %5752 : tensor<64xf32>
    %5754 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5755 = stablehlo.multiply %5754, %nu.blocks.3.2.bn3.g : tensor<64xf32>
    %5756 = stablehlo.add %5753, %5755 : tensor<64xf32>
    %5757 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5758 = stablehlo.add %5756, %5757 : tensor<64xf32>
    %5759 = stablehlo.rsqrt %5758 : tensor<64xf32>
    %5760 = stablehlo.multiply %5759, %3826 : tensor<64xf32>
    %5761 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5762 = stablehlo.multiply %3829, %3829 : tensor<64xf32>
    %5763 = stablehlo.multiply %5761, %5762 : tensor<64xf32>
    %5764 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5765 = stablehlo.multiply %5764, %nu.blocks.3.2.bn3.b : tensor<64xf32>
    %5766 = stablehlo.add %5763, %5765 : tensor<64xf32>
    %5767 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5768 = stablehlo.add %5766, %5767 : tensor<64xf32>
    %5769 = stablehlo.rsqrt %5768 : tensor<64xf32>
    %5770 = stablehlo.multiply %5769, %3829 : tensor<64xf32>
    %5771 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %5772 = stablehlo.multiply %4885, %4885 : tensor<1x1x64x384xf32>
    %5773 = stablehlo.multiply %5771, %5772 : tensor<1x1x64x384xf32>
    %5774 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %5775 = stablehlo.multiply %5774, %nu.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %5776 = stablehlo.add %5773, %5775 : tensor<1x1x64x384xf32>
    %5777 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %5778 = stablehlo.add %5776, %5777 : tensor<1x1x64x384xf32>
    %5779 = stablehlo.rsqrt %5778 : tensor<1x1x64x384xf32>
    %5780 = stablehlo.multiply %5779, %4885 : tensor<1x1x64x384xf32>
    %5781 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5782 = stablehlo.multiply %3835, %3835 : tensor<384xf32>
    %5783 = stablehlo.multiply %5781, %5782 : tensor<384xf32>
    %5784 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5785 = stablehlo.multiply %5784, %nu.blocks.3.3.bn1.g : tensor<384xf32>
    %5786 = stablehlo.add %5783, %5785 : tensor<384xf32>
    %5787 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5788 = stablehlo.add %5786, %5787 : tensor<384xf32>
    %5789 = stablehlo.rsqrt %5788 : tensor<384xf32>
    %5790 = stablehlo.multiply %5789, %3835 : tensor<384xf32>
    %5791 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5792 = stablehlo.multiply %3838, %3838 : tensor<384xf32>
    %5793 = stablehlo.multiply %5791, %5792 : tensor<384xf32>
    %5794 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5795 = stablehlo.multiply %5794, %nu.blocks.3.3.bn1.b : tensor<384xf32>
    %5796 = stablehlo.add %5793, %5795 : tensor<384xf32>
    %5797 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5798 = stablehlo.add %5796, %5797 : tensor<384xf32>
    %5799 = stablehlo.rsqrt %5798 : tensor<384xf32>
    %5800 = stablehlo.multiply %5799, %3838 : tensor<384xf32>
    %5801 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5802 = stablehlo.multiply %4888, %4888 : tensor<3x3x1x384xf32>
    %5803 = stablehlo.multiply %5801, %5802 : tensor<3x3x1x384xf32>
    %5804 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5805 = stablehlo.multiply %5804, %nu.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %5806 = stablehlo.add %5803, %5805 : tensor<3x3x1x384xf32>
    %5807 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5808 = stablehlo.add %5806, %5807 : tensor<3x3x1x384xf32>
    %5809 = stablehlo.rsqrt %5808 : tensor<3x3x1x384xf32>
    %5810 = stablehlo.multiply %5809, %4888 : tensor<3x3x1x384xf32>
    %5811 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5812 = stablehlo.multiply %3844, %3844 : tensor<384xf32>
    %5813 = stablehlo.multiply %5811, %5812 : tensor<384xf32>
    %5814 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5815 = stablehlo.multiply %5814, %nu.blocks.3.3.bn2.g : tensor<384xf32>
    %5816 = stablehlo.add %5813, %5815 : tensor<384xf32>
    %5817 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5818 = stablehlo.add %5816, %5817 : tensor<384xf32>
    %5819 = stablehlo.rsqrt %5818 : tensor<384xf32>
    %5820 = stablehlo.multiply %5819, %3844 : tensor<384xf32>
    %5821 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5822 = stablehlo.multiply %3847, %3847 : tensor<384xf32>
    %5823 = stablehlo.multiply %5821, %5822 : tensor<384xf32>
    %5824 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5825 = stablehlo.multiply %5824, %nu.blocks.3.3.bn2.b : tensor<384xf32>
    %5826 = stablehlo.add %5823, %5825 : tensor<384xf32>
    %5827 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5828 = stablehlo.add %5826, %5827 : tensor<384xf32>
    %5829 = stablehlo.rsqrt %5828 : tensor<384xf32>
    %5830 = stablehlo.multiply %5829, %3847 : tensor<384xf32>
    %5831 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %5832 = stablehlo.multiply %4891, %4891 : tensor<1x1x384x64xf32>
    %5833 = stablehlo.multiply %5831, %5832 : tensor<1x1x384x64xf32>
    %5834 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %5835 = stablehlo.multiply %5834, %nu.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %5836 = stablehlo.add %5833, %5835 : tensor<1x1x384x64xf32>
    %5837 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %5838 = stablehlo.add %5836, %5837 : tensor<1x1x384x64xf32>
    %5839 = stablehlo.rsqrt %5838 : tensor<1x1x384x64xf32>
    %5840 = stablehlo.multiply %5839, %4891 : tensor<1x1x384x64xf32>
    %5841 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5842 = stablehlo.multiply %3853, %3853 : tensor<64xf32>
    %5843 = stablehlo.multiply %5841, %5842 : tensor<64xf32>
    %5844 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5845 = stablehlo.multiply %5844, %nu.blocks.3.3.bn3.g : tensor<64xf32>
    %5846 = stablehlo.add %5843, %5845 : tensor<64xf32>
    %5847 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5848 = stablehlo.add %5846, %5847 : tensor<64xf32>
    %5849 = stablehlo.rsqrt %5848 : tensor<64xf32>
    %5850 = stablehlo.multiply %5849, %3853 : tensor<64xf32>
    %5851 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5852 = stablehlo.multiply %3856, %3856 : tensor<64xf32>
    %5853 = stablehlo.multiply %5851, %5852 : tensor<64xf32>
    %5854 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5855 = stablehlo.multiply %5854, %nu.blocks.3.3.bn3.b : tensor<64xf32>
    %5856 = stablehlo.add %5853, %5855 : tensor<64xf32>
    %5857 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5858 = stablehlo.add %5856, %5857 : tensor<64xf32>
    %5859 = stablehlo.rsqrt %5858 : tensor<64xf32>
    %5860 = stablehlo.multiply %5859, %3856 : tensor<64xf32>
    %5861 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %5862 = stablehlo.multiply %4894, %4894 : tensor<1x1x64x384xf32>
    %5863 = stablehlo.multiply %5861, %5862 : tensor<1x1x64x384xf32>
    %5864 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %5865 = stablehlo.multiply %5864, %nu.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %5866 = stablehlo.add %5863, %5865 : tensor<1x1x64x384xf32>
    %5867 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %5868 = stablehlo.add %5866, %5867 : tensor<1x1x64x384xf32>
    %5869 = stablehlo.rsqrt %5868 : tensor<1x1x64x384xf32>
    %5870 = stablehlo.multiply %5869, %4894 : tensor<1x1x64x384xf32>
    %5871 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5872 = stablehlo.multiply %3862, %3862 : tensor<384xf32>
    %5873 = stablehlo.multiply %5871, %5872 : tensor<384xf32>
    %5874 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5875 = stablehlo.multiply %5874, %nu.blocks.4.0.bn1.g : tensor<384xf32>
    %5876 = stablehlo.add %5873, %5875 : tensor<384xf32>
    %5877 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5878 = stablehlo.add %5876, %5877 : tensor<384xf32>
    %5879 = stablehlo.rsqrt %5878 : tensor<384xf32>
    %5880 = stablehlo.multiply %5879, %3862 : tensor<384xf32>
    %5881 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5882 = stablehlo.multiply %3865, %3865 : tensor<384xf32>
    %5883 = stablehlo.multiply %5881, %5882 : tensor<384xf32>
    %5884 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5885 = stablehlo.multiply %5884, %nu.blocks.4.0.bn1.b : tensor<384xf32>
    %5886 = stablehlo.add %5883, %5885 : tensor<384xf32>
    %5887 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5888 = stablehlo.add %5886, %5887 : tensor<384xf32>
    %5889 = stablehlo.rsqrt %5888 : tensor<384xf32>
    %5890 = stablehlo.multiply %5889, %3865 : tensor<384xf32>
    %5891 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5892 = stablehlo.multiply %4897, %4897 : tensor<3x3x1x384xf32>
    %5893 = stablehlo.multiply %5891, %5892 : tensor<3x3x1x384xf32>
    %5894 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5895 = stablehlo.multiply %5894, %nu.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %5896 = stablehlo.add %5893, %5895 : tensor<3x3x1x384xf32>
    %5897 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5898 = stablehlo.add %5896, %5897 : tensor<3x3x1x384xf32>
    %5899 = stablehlo.rsqrt %5898 : tensor<3x3x1x384xf32>
    %5900 = stablehlo.multiply %5899, %4897 : tensor<3x3x1x384xf32>
    %5901 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5902 = stablehlo.multiply %3871, %3871 : tensor<384xf32>
    %5903 = stablehlo.multiply %5901, %5902 : tensor<384xf32>
    %5904 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5905 = stablehlo.multiply %5904, %nu.blocks.4.0.bn2.g : tensor<384xf32>
    %5906 = stablehlo.add %5903, %5905 : tensor<384xf32>
    %5907 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5908 = stablehlo.add %5906, %5907 : tensor<384xf32>
    %5909 = stablehlo.rsqrt %5908 : tensor<384xf32>
    %5910 = stablehlo.multiply %5909, %3871 : tensor<384xf32>
    %5911 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5912 = stablehlo.multiply %3874, %3874 : tensor<384xf32>
    %5913 = stablehlo.multiply %5911, %5912 : tensor<384xf32>
    %5914 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5915 = stablehlo.multiply %5914, %nu.blocks.4.0.bn2.b : tensor<384xf32>
    %5916 = stablehlo.add %5913, %5915 : tensor<384xf32>
    %5917 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5918 = stablehlo.add %5916, %5917 : tensor<384xf32>
    %5919 = stablehlo.rsqrt %5918 : tensor<384xf32>
    %5920 = stablehlo.multiply %5919, %3874 : tensor<384xf32>
    %5921 = stablehlo.constant dense<0.1> : tensor<1x1x384x96xf32>
    %5922 = stablehlo.multiply %4900, %4900 : tensor<1x1x384x96xf32>
    %5923 = stablehlo.multiply %5921, %5922 : tensor<1x1x384x96xf32>
    %5924 = stablehlo.constant dense<0.9> : tensor<1x1x384x96xf32>
    %5925 = stablehlo.multiply %5924, %nu.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %5926 = stablehlo.add %5923, %5925 : tensor<1x1x384x96xf32>
    %5927 = stablehlo.constant dense<0.001> : tensor<1x1x384x96xf32>
    %5928 = stablehlo.add %5926, %5927 : tensor<1x1x384x96xf32>
    %5929 = stablehlo.rsqrt %5928 : tensor<1x1x384x96xf32>
    %5930 = stablehlo.multiply %5929, %4900 : tensor<1x1x384x96xf32>
    %5931 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5932 = stablehlo.multiply %3880, %3880 : tensor<96xf32>
    %5933 = stablehlo.multiply %5931, %5932 : tensor<96xf32>
    %5934 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5935 = stablehlo.multiply %5934, %nu.blocks.4.0.bn3.g : tensor<96xf32>
    %5936 = stablehlo.add %5933, %5935 : tensor<96xf32>
    %5937 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5938 = stablehlo.add %5936, %5937 : tensor<96xf32>
    %5939 = stablehlo.rsqrt %5938 : tensor<96xf32>
    %5940 = stablehlo.multiply %5939, %3880 : tensor<96xf32>
    %5941 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5942 = stablehlo.multiply %3883, %3883 : tensor<96xf32>
    %5943 = stablehlo.multiply %5941, %5942 : tensor<96xf32>
    %5944 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5945 = stablehlo.multiply %5944, %nu.blocks.4.0.bn3.b : tensor<96xf32>
    %5946 = stablehlo.add %5943, %5945 : tensor<96xf32>
    %5947 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5948 = stablehlo.add %5946, %5947 : tensor<96xf32>
    %5949 = stablehlo.rsqrt %5948 : tensor<96xf32>
    %5950 = stablehlo.multiply %5949, %3883 : tensor<96xf32>
    %5951 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %5952 = stablehlo.multiply %4903, %4903 : tensor<1x1x96x576xf32>
    %5953 = stablehlo.multiply %5951, %5952 : tensor<1x1x96x576xf32>
    %5954 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %5955 = stablehlo.multiply %5954, %nu.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %5956 = stablehlo.add %5953, %5955 : tensor<1x1x96x576xf32>
    %5957 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %5958 = stablehlo.add %5956, %5957 : tensor<1x1x96x576xf32>
    %5959 = stablehlo.rsqrt %5958 : tensor<1x1x96x576xf32>
    %5960 = stablehlo.multiply %5959, %4903 : tensor<1x1x96x576xf32>
    %5961 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5962 = stablehlo.multiply %3889, %3889 : tensor<576xf32>
    %5963 = stablehlo.multiply %5961, %5962 : tensor<576xf32>
    %5964 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5965 = stablehlo.multiply %5964, %nu.blocks.4.1.bn1.g : tensor<576xf32>
    %5966 = stablehlo.add %5963, %5965 : tensor<576xf32>
    %5967 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5968 = stablehlo.add %5966, %5967 : tensor<576xf32>
    %5969 = stablehlo.rsqrt %5968 : tensor<576xf32>
    %5970 = stablehlo.multiply %5969, %3889 : tensor<576xf32>
    %5971 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5972 = stablehlo.multiply %3892, %3892 : tensor<576xf32>
    %5973 = stablehlo.multiply %5971, %5972 : tensor<576xf32>
    %5974 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5975 = stablehlo.multiply %5974, %nu.blocks.4.1.bn1.b : tensor<576xf32>
    %5976 = stablehlo.add %5973, %5975 : tensor<576xf32>
    %5977 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5978 = stablehlo.add %5976, %5977 : tensor<576xf32>
    %5979 = stablehlo.rsqrt %5978 : tensor<576xf32>
    %5980 = stablehlo.multiply %5979, %3892 : tensor<576xf32>
    %5981 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %5982 = stablehlo.multiply %4906, %4906 : tensor<3x3x1x576xf32>
    %5983 = stablehlo.multiply %5981, %5982 : tensor<3x3x1x576xf32>
    %5984 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %5985 = stablehlo.multiply %5984, %nu.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %5986 = stablehlo.add %5983, %5985 : tensor<3x3x1x576xf32>
    %5987 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %5988 = stablehlo.add %5986, %5987 : tensor<3x3x1x576xf32>
    %5989 = stablehlo.rsqrt %5988 : tensor<3x3x1x576xf32>
    %5990 = stablehlo.multiply %5989, %4906 : tensor<3x3x1x576xf32>
    %5991 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5992 = stablehlo.multiply %3898, %3898 : tensor<576xf32>
    %5993 = stablehlo.multiply %5991, %5992 : tensor<576xf32>
    %5994 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5995 = stablehlo.multiply %5994, %nu.blocks.4.1.bn2.g : tensor<576xf32>
    %5996 = stablehlo.add %5993, %5995 : tensor<576xf32>
    %5997 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5998 = stablehlo.add %5996, %5997 : tensor<576xf32>
    %5999 = stablehlo.rsqrt %5998 : tensor<576xf32>
    %6000 = stablehlo.multiply %5999, %3898 : tensor<576xf32>
    %6001 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6002 = stablehlo.multiply %3901, %3901 : tensor<576xf32>
    %6003 = stablehlo.multiply %6001, %6002 : tensor<576xf32>
    %6004 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6005 = stablehlo.multiply %6004, %nu.blocks.4.1.bn2.b : tensor<576xf32>
    %6006 = stablehlo.add %6003, %6005 : tensor<576xf32>
    %6007 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6008 = stablehlo.add %6006, %6007 : tensor<576xf32>
    %6009 = stablehlo.rsqrt %6008 : tensor<576xf32>
    %6010 = stablehlo.multiply %6009, %3901 : tensor<576xf32>
    %6011 = stablehlo.constant dense<0.1> : tensor<1x1x576x96xf32>
    %6012 = stablehlo.multiply %4909, %4909 : tensor<1x1x576x96xf32>
    %6013 = stablehlo.multiply %6011, %6012 : tensor<1x1x576x96xf32>
    %6014 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %6015 = stablehlo.multiply %6014, %nu.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %6016 = stablehlo.add %6013, %6015 : tensor<1x1x576x96xf32>
    %6017 = stablehlo.constant dense<0.001> : tensor<1x1x576x96xf32>
    %6018 = stablehlo.add %6016, %6017 : tensor<1x1x576x96xf32>
    %6019 = stablehlo.rsqrt %6018 : tensor<1x1x576x96xf32>
    %6020 = stablehlo.multiply %6019, %4909 : tensor<1x1x576x96xf32>
    %6021 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %6022 = stablehlo.multiply %3907, %3907 : tensor<96xf32>
    %6023 = stablehlo.multiply %6021, %6022 : tensor<96xf32>
    %6024 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6025 = stablehlo.multiply %6024, %nu.blocks.4.1.bn3.g : tensor<96xf32>
    %6026 = stablehlo.add %6023, %6025 : tensor<96xf32>
    %6027 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %6028 = stablehlo.add %6026, %6027 : tensor<96xf32>
    %6029 = stablehlo.rsqrt %6028 : tensor<96xf32>
    %6030 = stablehlo.multiply %6029, %3907 : tensor<96xf32>
    %6031 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %6032 = stablehlo.multiply %3910, %3910 : tensor<96xf32>
    %6033 = stablehlo.multiply %6031, %6032 : tensor<96xf32>
    %6034 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6035 = stablehlo.multiply %6034, %nu.blocks.4.1.bn3.b : tensor<96xf32>
    %6036 = stablehlo.add %6033, %6035 : tensor<96xf32>
    %6037 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %6038 = stablehlo.add %6036, %6037 : tensor<96xf32>
    %6039 = stablehlo.rsqrt %6038 : tensor<96xf32>
    %6040 = stablehlo.multiply %6039, %3910 : tensor<96xf32>
    %6041 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %6042 = stablehlo.multiply %4912, %4912 : tensor<1x1x96x576xf32>
    %6043 = stablehlo.multiply %6041, %6042 : tensor<1x1x96x576xf32>
    %6044 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %6045 = stablehlo.multiply %6044, %nu.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %6046 = stablehlo.add %6043, %6045 : tensor<1x1x96x576xf32>
    %6047 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %6048 = stablehlo.add %6046, %6047 : tensor<1x1x96x576xf32>
    %6049 = stablehlo.rsqrt %6048 : tensor<1x1x96x576xf32>
    %6050 = stablehlo.multiply %6049, %4912 : tensor<1x1x96x576xf32>
    %6051 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6052 = stablehlo.multiply %3916, %3916 : tensor<576xf32>
    %6053 = stablehlo.multiply %6051, %6052 : tensor<576xf32>
    %6054 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6055 = stablehlo.multiply %6054, %nu.blocks.4.2.bn1.g : tensor<576xf32>
    %6056 = stablehlo.add %6053, %6055 : tensor<576xf32>
    %6057 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6058 = stablehlo.add %6056, %6057 : tensor<576xf32>
    %6059 = stablehlo.rsqrt %6058 : tensor<576xf32>
    %6060 = stablehlo.multiply %6059, %3916 : tensor<576xf32>
    %6061 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6062 = stablehlo.multiply %3919, %3919 : tensor<576xf32>
    %6063 = stablehlo.multiply %6061, %6062 : tensor<576xf32>
    %6064 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6065 = stablehlo.multiply %6064, %nu.blocks.4.2.bn1.b : tensor<576xf32>
    %6066 = stablehlo.add %6063, %6065 : tensor<576xf32>
    %6067 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6068 = stablehlo.add %6066, %6067 : tensor<576xf32>
    %6069 = stablehlo.rsqrt %6068 : tensor<576xf32>
    %6070 = stablehlo.multiply %6069, %3919 : tensor<576xf32>
    %6071 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %6072 = stablehlo.multiply %4915, %4915 : tensor<3x3x1x576xf32>
    %6073 = stablehlo.multiply %6071, %6072 : tensor<3x3x1x576xf32>
    %6074 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %6075 = stablehlo.multiply %6074, %nu.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %6076 = stablehlo.add %6073, %6075 : tensor<3x3x1x576xf32>
    %6077 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %6078 = stablehlo.add %6076, %6077 : tensor<3x3x1x576xf32>
    %6079 = stablehlo.rsqrt %6078 : tensor<3x3x1x576xf32>
    %6080 = stablehlo.multiply %6079, %4915 : tensor<3x3x1x576xf32>
    %6081 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6082 = stablehlo.multiply %3925, %3925 : tensor<576xf32>
    %6083 = stablehlo.multiply %6081, %6082 : tensor<576xf32>
    %6084 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6085 = stablehlo.multiply %6084, %nu.blocks.4.2.bn2.g : tensor<576xf32>
    %6086 = stablehlo.add %6083, %6085 : tensor<576xf32>
    %6087 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6088 = stablehlo.add %6086, %6087 : tensor<576xf32>
    %6089 = stablehlo.rsqrt %6088 : tensor<576xf32>
    %6090 = stablehlo.multiply %6089, %3925 : tensor<576xf32>
    %6091 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6092 = stablehlo.multiply %3928, %3928 : tensor<576xf32>
    %6093 = stablehlo.multiply %6091, %6092 : tensor<576xf32>
    %6094 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6095 = stablehlo.multiply %6094, %nu.blocks.4.2.bn2.b : tensor<576xf32>
    %6096 = stablehlo.add %6093, %6095 : tensor<576xf32>
    %6097 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6098 = stablehlo.add %6096, %6097 : tensor<576xf32>
    %6099 = stablehlo.rsqrt %6098 : tensor<576xf32>
    %6100 = stablehlo.multiply %6099, %3928 : tensor<576xf32>
    %6101 = stablehlo.constant dense<0.1> : tensor<1x1x576x96xf32>
    %6102 = stablehlo.multiply %4918, %4918 : tensor<1x1x576x96xf32>
    %6103 = stablehlo.multiply %6101, %6102 : tensor<1x1x576x96xf32>
    %6104 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %6105 = stablehlo.multiply %6104, %nu.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %6106 = stablehlo.add %6103, %6105 : tensor<1x1x576x96xf32>
    %6107 = stablehlo.constant dense<0.001> : tensor<1x1x576x96xf32>
    %6108 = stablehlo.add %6106, %6107 : tensor<1x1x576x96xf32>
    %6109 = stablehlo.rsqrt %6108 : tensor<1x1x576x96xf32>
    %6110 = stablehlo.multiply %6109, %4918 : tensor<1x1x576x96xf32>
    %6111 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %6112 = stablehlo.multiply %3934, %3934 : tensor<96xf32>
    %6113 = stablehlo.multiply %6111, %6112 : tensor<96xf32>
    %6114 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6115 = stablehlo.multiply %6114, %nu.blocks.4.2.bn3.g : tensor<96xf32>
    %6116 = stablehlo.add %6113, %6115 : tensor<96xf32>
    %6117 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %6118 = stablehlo.add %6116, %6117 : tensor<96xf32>
    %6119 = stablehlo.rsqrt %6118 : tensor<96xf32>
    %6120 = stablehlo.multiply %6119, %3934 : tensor<96xf32>
    %6121 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %6122 = stablehlo.multiply %3937, %3937 : tensor<96xf32>
    %6123 = stablehlo.multiply %6121, %6122 : tensor<96xf32>
    %6124 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6125 = stablehlo.multiply %6124, %nu.blocks.4.2.bn3.b : tensor<96xf32>
    %6126 = stablehlo.add %6123, %6125 : tensor<96xf32>
    %6127 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %6128 = stablehlo.add %6126, %6127 : tensor<96xf32>
    %6129 = stablehlo.rsqrt %6128 : tensor<96xf32>
    %6130 = stablehlo.multiply %6129, %3937 : tensor<96xf32>
    %6131 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %6132 = stablehlo.multiply %4921, %4921 : tensor<1x1x96x576xf32>
    %6133 = stablehlo.multiply %6131, %6132 : tensor<1x1x96x576xf32>
    %6134 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %6135 = stablehlo.multiply %6134, %nu.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %6136 = stablehlo.add %6133, %6135 : tensor<1x1x96x576xf32>
    %6137 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %6138 = stablehlo.add %6136, %6137 : tensor<1x1x96x576xf32>
    %6139 = stablehlo.rsqrt %6138 : tensor<1x1x96x576xf32>
    %6140 = stablehlo.multiply %6139, %4921 : tensor<1x1x96x576xf32>
    %6141 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6142 = stablehlo.multiply %3943, %3943 : tensor<576xf32>
    %6143 = stablehlo.multiply %6141, %6142 : tensor<576xf32>
    %6144 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6145 = stablehlo.multiply %6144, %nu.blocks.5.0.bn1.g : tensor<576xf32>
    %6146 = stablehlo.add %6143, %6145 : tensor<576xf32>
    %6147 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6148 = stablehlo.add %6146, %6147 : tensor<576xf32>
    %6149 = stablehlo.rsqrt %6148 : tensor<576xf32>
    %6150 = stablehlo.multiply %6149, %3943 : tensor<576xf32>
    %6151 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6152 = stablehlo.multiply %3946, %3946 : tensor<576xf32>
    %6153 = stablehlo.multiply %6151, %6152 : tensor<576xf32>
    %6154 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6155 = stablehlo.multiply %6154, %nu.blocks.5.0.bn1.b : tensor<576xf32>
    %6156 = stablehlo.add %6153, %6155 : tensor<576xf32>
    %6157 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6158 = stablehlo.add %6156, %6157 : tensor<576xf32>
    %6159 = stablehlo.rsqrt %6158 : tensor<576xf32>
    %6160 = stablehlo.multiply %6159, %3946 : tensor<576xf32>
    %6161 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %6162 = stablehlo.multiply %4924, %4924 : tensor<3x3x1x576xf32>
    %6163 = stablehlo.multiply %6161, %6162 : tensor<3x3x1x576xf32>
    %6164 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %6165 = stablehlo.multiply %6164, %nu.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %6166 = stablehlo.add %6163, %6165 : tensor<3x3x1x576xf32>
    %6167 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %6168 = stablehlo.add %6166, %6167 : tensor<3x3x1x576xf32>
    %6169 = stablehlo.rsqrt %6168 : tensor<3x3x1x576xf32>
    %6170 = stablehlo.multiply %6169, %4924 : tensor<3x3x1x576xf32>
    %6171 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6172 = stablehlo.multiply %3952, %3952 : tensor<576xf32>
    %6173 = stablehlo.multiply %6171, %6172 : tensor<576xf32>
    %6174 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6175 = stablehlo.multiply %6174, %nu.blocks.5.0.bn2.g : tensor<576xf32>
    %6176 = stablehlo.add %6173, %6175 : tensor<576xf32>
    %6177 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6178 = stablehlo.add %6176, %6177 : tensor<576xf32>
    %6179 = stablehlo.rsqrt %6178 : tensor<576xf32>
    %6180 = stablehlo.multiply %6179, %3952 : tensor<576xf32>
    %6181 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6182 = stablehlo.multiply %3955, %3955 : tensor<576xf32>
    %6183 = stablehlo.multiply %6181, %6182 : tensor<576xf32>
    %6184 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6185 = stablehlo.multiply %6184, %nu.blocks.5.0.bn2.b : tensor<576xf32>
    %6186 = stablehlo.add %6183, %6185 : tensor<576xf32>
    %6187 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6188 = stablehlo.add %6186, %6187 : tensor<576xf32>
    %6189 = stablehlo.rsqrt %6188 : tensor<576xf32>
    %6190 = stablehlo.multiply %6189, %3955 : tensor<576xf32>
    %6191 = stablehlo.constant dense<0.1> : tensor<1x1x576x160xf32>
    %6192 = stablehlo.multiply %4927, %4927 : tensor<1x1x576x160xf32>
    %6193 = stablehlo.multiply %6191, %6192 : tensor<1x1x576x160xf32>
    %6194 = stablehlo.constant dense<0.9> : tensor<1x1x576x160xf32>
    %6195 = stablehlo.multiply %6194, %nu.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %6196 = stablehlo.add %6193, %6195 : tensor<1x1x576x160xf32>
    %6197 = stablehlo.constant dense<0.001> : tensor<1x1x576x160xf32>
    %6198 = stablehlo.add %6196, %6197 : tensor<1x1x576x160xf32>
    %6199 = stablehlo.rsqrt %6198 : tensor<1x1x576x160xf32>
    %6200 = stablehlo.multiply %6199, %4927 : tensor<1x1x576x160xf32>
    %6201 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6202 = stablehlo.multiply %3961, %3961 : tensor<160xf32>
    %6203 = stablehlo.multiply %6201, %6202 : tensor<160xf32>
    %6204 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6205 = stablehlo.multiply %6204, %nu.blocks.5.0.bn3.g : tensor<160xf32>
    %6206 = stablehlo.add %6203, %6205 : tensor<160xf32>
    %6207 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6208 = stablehlo.add %6206, %6207 : tensor<160xf32>
    %6209 = stablehlo.rsqrt %6208 : tensor<160xf32>
    %6210 = stablehlo.multiply %6209, %3961 : tensor<160xf32>
    %6211 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6212 = stablehlo.multiply %3964, %3964 : tensor<160xf32>
    %6213 = stablehlo.multiply %6211, %6212 : tensor<160xf32>
    %6214 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6215 = stablehlo.multiply %6214, %nu.blocks.5.0.bn3.b : tensor<160xf32>
    %6216 = stablehlo.add %6213, %6215 : tensor<160xf32>
    %6217 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6218 = stablehlo.add %6216, %6217 : tensor<160xf32>
    %6219 = stablehlo.rsqrt %6218 : tensor<160xf32>
    %6220 = stablehlo.multiply %6219, %3964 : tensor<160xf32>
    %6221 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %6222 = stablehlo.multiply %4930, %4930 : tensor<1x1x160x960xf32>
    %6223 = stablehlo.multiply %6221, %6222 : tensor<1x1x160x960xf32>
    %6224 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6225 = stablehlo.multiply %6224, %nu.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %6226 = stablehlo.add %6223, %6225 : tensor<1x1x160x960xf32>
    %6227 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %6228 = stablehlo.add %6226, %6227 : tensor<1x1x160x960xf32>
    %6229 = stablehlo.rsqrt %6228 : tensor<1x1x160x960xf32>
    %6230 = stablehlo.multiply %6229, %4930 : tensor<1x1x160x960xf32>
    %6231 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6232 = stablehlo.multiply %3970, %3970 : tensor<960xf32>
    %6233 = stablehlo.multiply %6231, %6232 : tensor<960xf32>
    %6234 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6235 = stablehlo.multiply %6234, %nu.blocks.5.1.bn1.g : tensor<960xf32>
    %6236 = stablehlo.add %6233, %6235 : tensor<960xf32>
    %6237 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6238 = stablehlo.add %6236, %6237 : tensor<960xf32>
    %6239 = stablehlo.rsqrt %6238 : tensor<960xf32>
    %6240 = stablehlo.multiply %6239, %3970 : tensor<960xf32>
    %6241 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6242 = stablehlo.multiply %3973, %3973 : tensor<960xf32>
    %6243 = stablehlo.multiply %6241, %6242 : tensor<960xf32>
    %6244 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6245 = stablehlo.multiply %6244, %nu.blocks.5.1.bn1.b : tensor<960xf32>
    %6246 = stablehlo.add %6243, %6245 : tensor<960xf32>
    %6247 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6248 = stablehlo.add %6246, %6247 : tensor<960xf32>
    %6249 = stablehlo.rsqrt %6248 : tensor<960xf32>
    %6250 = stablehlo.multiply %6249, %3973 : tensor<960xf32>
    %6251 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %6252 = stablehlo.multiply %4933, %4933 : tensor<3x3x1x960xf32>
    %6253 = stablehlo.multiply %6251, %6252 : tensor<3x3x1x960xf32>
    %6254 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6255 = stablehlo.multiply %6254, %nu.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %6256 = stablehlo.add %6253, %6255 : tensor<3x3x1x960xf32>
    %6257 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %6258 = stablehlo.add %6256, %6257 : tensor<3x3x1x960xf32>
    %6259 = stablehlo.rsqrt %6258 : tensor<3x3x1x960xf32>
    %6260 = stablehlo.multiply %6259, %4933 : tensor<3x3x1x960xf32>
    %6261 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6262 = stablehlo.multiply %3979, %3979 : tensor<960xf32>
    %6263 = stablehlo.multiply %6261, %6262 : tensor<960xf32>
    %6264 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6265 = stablehlo.multiply %6264, %nu.blocks.5.1.bn2.g : tensor<960xf32>
    %6266 = stablehlo.add %6263, %6265 : tensor<960xf32>
    %6267 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6268 = stablehlo.add %6266, %6267 : tensor<960xf32>
    %6269 = stablehlo.rsqrt %6268 : tensor<960xf32>
    %6270 = stablehlo.multiply %6269, %3979 : tensor<960xf32>
    %6271 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6272 = stablehlo.multiply %3982, %3982 : tensor<960xf32>
    %6273 = stablehlo.multiply %6271, %6272 : tensor<960xf32>
    %6274 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6275 = stablehlo.multiply %6274, %nu.blocks.5.1.bn2.b : tensor<960xf32>
    %6276 = stablehlo.add %6273, %6275 : tensor<960xf32>
    %6277 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6278 = stablehlo.add %6276, %6277 : tensor<960xf32>
    %6279 = stablehlo.rsqrt %6278 : tensor<960xf32>
    %6280 = stablehlo.multiply %6279, %3982 : tensor<960xf32>
    %6281 = stablehlo.constant dense<0.1> : tensor<1x1x960x160xf32>
    %6282 = stablehlo.multiply %4936, %4936 : tensor<1x1x960x160xf32>
    %6283 = stablehlo.multiply %6281, %6282 : tensor<1x1x960x160xf32>
    %6284 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %6285 = stablehlo.multiply %6284, %nu.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %6286 = stablehlo.add %6283, %6285 : tensor<1x1x960x160xf32>
    %6287 = stablehlo.constant dense<0.001> : tensor<1x1x960x160xf32>
    %6288 = stablehlo.add %6286, %6287 : tensor<1x1x960x160xf32>
    %6289 = stablehlo.rsqrt %6288 : tensor<1x1x960x160xf32>
    %6290 = stablehlo.multiply %6289, %4936 : tensor<1x1x960x160xf32>
    %6291 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6292 = stablehlo.multiply %3988, %3988 : tensor<160xf32>
    %6293 = stablehlo.multiply %6291, %6292 : tensor<160xf32>
    %6294 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6295 = stablehlo.multiply %6294, %nu.blocks.5.1.bn3.g : tensor<160xf32>
    %6296 = stablehlo.add %6293, %6295 : tensor<160xf32>
    %6297 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6298 = stablehlo.add %6296, %6297 : tensor<160xf32>
    %6299 = stablehlo.rsqrt %6298 : tensor<160xf32>
    %6300 = stablehlo.multiply %6299, %3988 : tensor<160xf32>
    %6301 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6302 = stablehlo.multiply %3991, %3991 : tensor<160xf32>
    %6303 = stablehlo.multiply %6301, %6302 : tensor<160xf32>
    %6304 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6305 = stablehlo.multiply %6304, %nu.blocks.5.1.bn3.b : tensor<160xf32>
    %6306 = stablehlo.add %6303, %6305 : tensor<160xf32>
    %6307 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6308 = stablehlo.add %6306, %6307 : tensor<160xf32>
    %6309 = stablehlo.rsqrt %6308 : tensor<160xf32>
    %6310 = stablehlo.multiply %6309, %3991 : tensor<160xf32>
    %6311 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %6312 = stablehlo.multiply %4939, %4939 : tensor<1x1x160x960xf32>
    %6313 = stablehlo.multiply %6311, %6312 : tensor<1x1x160x960xf32>
    %6314 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6315 = stablehlo.multiply %6314, %nu.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %6316 = stablehlo.add %6313, %6315 : tensor<1x1x160x960xf32>
    %6317 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %6318 = stablehlo.add %6316, %6317 : tensor<1x1x160x960xf32>
    %6319 = stablehlo.rsqrt %6318 : tensor<1x1x160x960xf32>
    %6320 = stablehlo.multiply %6319, %4939 : tensor<1x1x160x960xf32>
    %6321 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6322 = stablehlo.multiply %3997, %3997 : tensor<960xf32>
    %6323 = stablehlo.multiply %6321, %6322 : tensor<960xf32>
    %6324 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6325 = stablehlo.multiply %6324, %nu.blocks.5.2.bn1.g : tensor<960xf32>
    %6326 = stablehlo.add %6323, %6325 : tensor<960xf32>
    %6327 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6328 = stablehlo.add %6326, %6327 : tensor<960xf32>
    %6329 = stablehlo.rsqrt %6328 : tensor<960xf32>
    %6330 = stablehlo.multiply %6329, %3997 : tensor<960xf32>
    %6331 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6332 = stablehlo.multiply %4000, %4000 : tensor<960xf32>
    %6333 = stablehlo.multiply %6331, %6332 : tensor<960xf32>
    %6334 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6335 = stablehlo.multiply %6334, %nu.blocks.5.2.bn1.b : tensor<960xf32>
    %6336 = stablehlo.add %6333, %6335 : tensor<960xf32>
    %6337 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6338 = stablehlo.add %6336, %6337 : tensor<960xf32>
    %6339 = stablehlo.rsqrt %6338 : tensor<960xf32>
    %6340 = stablehlo.multiply %6339, %4000 : tensor<960xf32>
    %6341 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %6342 = stablehlo.multiply %4942, %4942 : tensor<3x3x1x960xf32>
    %6343 = stablehlo.multiply %6341, %6342 : tensor<3x3x1x960xf32>
    %6344 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6345 = stablehlo.multiply %6344, %nu.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %6346 = stablehlo.add %6343, %6345 : tensor<3x3x1x960xf32>
    %6347 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %6348 = stablehlo.add %6346, %6347 : tensor<3x3x1x960xf32>
    %6349 = stablehlo.rsqrt %6348 : tensor<3x3x1x960xf32>
    %6350 = stablehlo.multiply %6349, %4942 : tensor<3x3x1x960xf32>
    %6351 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6352 = stablehlo.multiply %4006, %4006 : tensor<960xf32>
    %6353 = stablehlo.multiply %6351, %6352 : tensor<960xf32>
    %6354 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6355 = stablehlo.multiply %6354, %nu.blocks.5.2.bn2.g : tensor<960xf32>
    %6356 = stablehlo.add %6353, %6355 : tensor<960xf32>
    %6357 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6358 = stablehlo.add %6356, %6357 : tensor<960xf32>
    %6359 = stablehlo.rsqrt %6358 : tensor<960xf32>
    %6360 = stablehlo.multiply %6359, %4006 : tensor<960xf32>
    %6361 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6362 = stablehlo.multiply %4009, %4009 : tensor<960xf32>
    %6363 = stablehlo.multiply %6361, %6362 : tensor<960xf32>
    %6364 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6365 = stablehlo.multiply %6364, %nu.blocks.5.2.bn2.b : tensor<960xf32>
    %6366 = stablehlo.add %6363, %6365 : tensor<960xf32>
    %6367 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6368 = stablehlo.add %6366, %6367 : tensor<960xf32>
    %6369 = stablehlo.rsqrt %6368 : tensor<960xf32>
    %6370 = stablehlo.multiply %6369, %4009 : tensor<960xf32>
    %6371 = stablehlo.constant dense<0.1> : tensor<1x1x960x160xf32>
    %6372 = stablehlo.multiply %4945, %4945 : tensor<1x1x960x160xf32>
    %6373 = stablehlo.multiply %6371, %6372 : tensor<1x1x960x160xf32>
    %6374 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %6375 = stablehlo.multiply %6374, %nu.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %6376 = stablehlo.add %6373, %6375 : tensor<1x1x960x160xf32>
    %6377 = stablehlo.constant dense<0.001> : tensor<1x1x960x160xf32>
    %6378 = stablehlo.add %6376, %6377 : tensor<1x1x960x160xf32>
    %6379 = stablehlo.rsqrt %6378 : tensor<1x1x960x160xf32>
    %6380 = stablehlo.multiply %6379, %4945 : tensor<1x1x960x160xf32>
    %6381 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6382 = stablehlo.multiply %4015, %4015 : tensor<160xf32>
    %6383 = stablehlo.multiply %6381, %6382 : tensor<160xf32>
    %6384 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6385 = stablehlo.multiply %6384, %nu.blocks.5.2.bn3.g : tensor<160xf32>
    %6386 = stablehlo.add %6383, %6385 : tensor<160xf32>
    %6387 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6388 = stablehlo.add %6386, %6387 : tensor<160xf32>
    %6389 = stablehlo.rsqrt %6388 : tensor<160xf32>
    %6390 = stablehlo.multiply %6389, %4015 : tensor<160xf32>
    %6391 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6392 = stablehlo.multiply %4018, %4018 : tensor<160xf32>
    %6393 = stablehlo.multiply %6391, %6392 : tensor<160xf32>
    %6394 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6395 = stablehlo.multiply %6394, %nu.blocks.5.2.bn3.b : tensor<160xf32>
    %6396 = stablehlo.add %6393, %6395 : tensor<160xf32>
    %6397 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6398 = stablehlo.add %6396, %6397 : tensor<160xf32>
    %6399 = stablehlo.rsqrt %6398 : tensor<160xf32>
    %6400 = stablehlo.multiply %6399, %4018 : tensor<160xf32>
    %6401 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %6402 = stablehlo.multiply %4948, %4948 : tensor<1x1x160x960xf32>
    %6403 = stablehlo.multiply %6401, %6402 : tensor<1x1x160x960xf32>
    %6404 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6405 = stablehlo.multiply %6404, %nu.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %6406 = stablehlo.add %6403, %6405 : tensor<1x1x160x960xf32>
    %6407 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %6408 = stablehlo.add %6406, %6407 : tensor<1x1x160x960xf32>
    %6409 = stablehlo.rsqrt %6408 : tensor<1x1x160x960xf32>
    %6410 = stablehlo.multiply %6409, %4948 : tensor<1x1x160x960xf32>
    %6411 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6412 = stablehlo.multiply %4024, %4024 : tensor<960xf32>
    %6413 = stablehlo.multiply %6411, %6412 : tensor<960xf32>
    %6414 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6415 = stablehlo.multiply %6414, %nu.blocks.6.0.bn1.g : tensor<960xf32>
    %6416 = stablehlo.add %6413, %6415 : tensor<960xf32>
    %6417 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6418 = stablehlo.add %6416, %6417 : tensor<960xf32>
    %6419 = stablehlo.rsqrt %6418 : tensor<960xf32>
    %6420 = stablehlo.multiply %6419, %4024 : tensor<960xf32>
    %6421 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6422 = stablehlo.multiply %4027, %4027 : tensor<960xf32>
    %6423 = stablehlo.multiply %6421, %6422 : tensor<960xf32>
    %6424 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6425 = stablehlo.multiply %6424, %nu.blocks.6.0.bn1.b : tensor<960xf32>
    %6426 = stablehlo.add %6423, %6425 : tensor<960xf32>
    %6427 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6428 = stablehlo.add %6426, %6427 : tensor<960xf32>
    %6429 = stablehlo.rsqrt %6428 : tensor<960xf32>
    %6430 = stablehlo.multiply %6429, %4027 : tensor<960xf32>
    %6431 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %6432 = stablehlo.multiply %4951, %4951 : tensor<3x3x1x960xf32>
    %6433 = stablehlo.multiply %6431, %6432 : tensor<3x3x1x960xf32>
    %6434 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6435 = stablehlo.multiply %6434, %nu.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %6436 = stablehlo.add %6433, %6435 : tensor<3x3x1x960xf32>
    %6437 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %6438 = stablehlo.add %6436, %6437 : tensor<3x3x1x960xf32>
    %6439 = stablehlo.rsqrt %6438 : tensor<3x3x1x960xf32>
    %6440 = stablehlo.multiply %6439, %4951 : tensor<3x3x1x960xf32>
    %6441 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6442 = stablehlo.multiply %4033, %4033 : tensor<960xf32>
    %6443 = stablehlo.multiply %6441, %6442 : tensor<960xf32>
    %6444 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6445 = stablehlo.multiply %6444, %nu.blocks.6.0.bn2.g : tensor<960xf32>
    %6446 = stablehlo.add %6443, %6445 : tensor<960xf32>
    %6447 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6448 = stablehlo.add %6446, %6447 : tensor<960xf32>
    %6449 = stablehlo.rsqrt %6448 : tensor<960xf32>
    %6450 = stablehlo.multiply %6449, %4033 : tensor<960xf32>
    %6451 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6452 = stablehlo.multiply %4036, %4036 : tensor<960xf32>
    %6453 = stablehlo.multiply %6451, %6452 : tensor<960xf32>
    %6454 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6455 = stablehlo.multiply %6454, %nu.blocks.6.0.bn2.b : tensor<960xf32>
    %6456 = stablehlo.add %6453, %6455 : tensor<960xf32>
    %6457 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6458 = stablehlo.add %6456, %6457 : tensor<960xf32>
    %6459 = stablehlo.rsqrt %6458 : tensor<960xf32>
    %6460 = stablehlo.multiply %6459, %4036 : tensor<960xf32>
    %6461 = stablehlo.constant dense<0.1> : tensor<1x1x960x320xf32>
    %6462 = stablehlo.multiply %4954, %4954 : tensor<1x1x960x320xf32>
    %6463 = stablehlo.multiply %6461, %6462 : tensor<1x1x960x320xf32>
    %6464 = stablehlo.constant dense<0.9> : tensor<1x1x960x320xf32>
    %6465 = stablehlo.multiply %6464, %nu.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %6466 = stablehlo.add %6463, %6465 : tensor<1x1x960x320xf32>
    %6467 = stablehlo.constant dense<0.001> : tensor<1x1x960x320xf32>
    %6468 = stablehlo.add %6466, %6467 : tensor<1x1x960x320xf32>
    %6469 = stablehlo.rsqrt %6468 : tensor<1x1x960x320xf32>
    %6470 = stablehlo.multiply %6469, %4954 : tensor<1x1x960x320xf32>
    %6471 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %6472 = stablehlo.multiply %4042, %4042 : tensor<320xf32>
    %6473 = stablehlo.multiply %6471, %6472 : tensor<320xf32>
    %6474 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %6475 = stablehlo.multiply %6474, %nu.blocks.6.0.bn3.g : tensor<320xf32>
    %6476 = stablehlo.add %6473, %6475 : tensor<320xf32>
    %6477 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %6478 = stablehlo.add %6476, %6477 : tensor<320xf32>
    %6479 = stablehlo.rsqrt %6478 : tensor<320xf32>
    %6480 = stablehlo.multiply %6479, %4042 : tensor<320xf32>
    %6481 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %6482 = stablehlo.multiply %4045, %4045 : tensor<320xf32>
    %6483 = stablehlo.multiply %6481, %6482 : tensor<320xf32>
    %6484 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %6485 = stablehlo.multiply %6484, %nu.blocks.6.0.bn3.b : tensor<320xf32>
    %6486 = stablehlo.add %6483, %6485 : tensor<320xf32>
    %6487 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %6488 = stablehlo.add %6486, %6487 : tensor<320xf32>
    %6489 = stablehlo.rsqrt %6488 : tensor<320xf32>
    %6490 = stablehlo.multiply %6489, %4045 : tensor<320xf32>
    %6491 = stablehlo.constant dense<0.1> : tensor<1x1x320x1280xf32>
    %6492 = stablehlo.multiply %4957, %4957 : tensor<1x1x320x1280xf32>
    %6493 = stablehlo.multiply %6491, %6492 : tensor<1x1x320x1280xf32>
    %6494 = stablehlo.constant dense<0.9> : tensor<1x1x320x1280xf32>
    %6495 = stablehlo.multiply %6494, %nu.conv_head.w : tensor<1x1x320x1280xf32>
    %6496 = stablehlo.add %6493, %6495 : tensor<1x1x320x1280xf32>
    %6497 = stablehlo.constant dense<0.001> : tensor<1x1x320x1280xf32>
    %6498 = stablehlo.add %6496, %6497 : tensor<1x1x320x1280xf32>
    %6499 = stablehlo.rsqrt %6498 : tensor<1x1x320x1280xf32>
    %6500 = stablehlo.multiply %6499, %4957 : tensor<1x1x320x1280xf32>
    %6501 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %6502 = stablehlo.multiply %4051, %4051 : tensor<1280xf32>
    %6503 = stablehlo.multiply %6501, %6502 : tensor<1280xf32>
    %6504 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %6505 = stablehlo.multiply %6504, %nu.bn2.g : tensor<1280xf32>
    %6506 = stablehlo.add %6503, %6505 : tensor<1280xf32>
    %6507 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %6508 = stablehlo.add %6506, %6507 : tensor<1280xf32>
    %6509 = stablehlo.rsqrt %6508 : tensor<1280xf32>
    %6510 = stablehlo.multiply %6509, %4051 : tensor<1280xf32>
    %6511 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %6512 = stablehlo.multiply %4054, %4054 : tensor<1280xf32>
    %6513 = stablehlo.multiply %6511, %6512 : tensor<1280xf32>
    %6514 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %6515 = stablehlo.multiply %6514, %nu.bn2.b : tensor<1280xf32>
    %6516 = stablehlo.add %6513, %6515 : tensor<1280xf32>
    %6517 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %6518 = stablehlo.add %6516, %6517 : tensor<1280xf32>
    %6519 = stablehlo.rsqrt %6518 : tensor<1280xf32>
    %6520 = stablehlo.multiply %6519, %4054 : tensor<1280xf32>
    %6521 = stablehlo.constant dense<0.1> : tensor<1280x1000xf32>
    %6522 = stablehlo.multiply %4960, %4960 : tensor<1280x1000xf32>
    %6523 = stablehlo.multiply %6521, %6522 : tensor<1280x1000xf32>
    %6524 = stablehlo.constant dense<0.9> : tensor<1280x1000xf32>
    %6525 = stablehlo.multiply %6524, %nu.classifier.w : tensor<1280x1000xf32>
    %6526 = stablehlo.add %6523, %6525 : tensor<1280x1000xf32>
    %6527 = stablehlo.constant dense<0.001> : tensor<1280x1000xf32>
    %6528 = stablehlo.add %6526, %6527 : tensor<1280x1000xf32>
    %6529 = stablehlo.rsqrt %6528 : tensor<1280x1000xf32>
    %6530 = stablehlo.multiply %6529, %4960 : tensor<1280x1000xf32>
    %6531 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %6532 = stablehlo.multiply %4060, %4060 : tensor<1000xf32>
    %6533 = stablehlo.multiply %6531, %6532 : tensor<1000xf32>
    %6534 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %6535 = stablehlo.multiply %6534, %nu.classifier.b : tensor<1000xf32>
    %6536 = stablehlo.add %6533, %6535 : tensor<1000xf32>
    %6537 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %6538 = stablehlo.add %6536, %6537 : tensor<1000xf32>
    %6539 = stablehlo.rsqrt %6538 : tensor<1000xf32>
    %6540 = stablehlo.multiply %6539, %4060 : tensor<1000xf32>
    %6541 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %6542 = stablehlo.multiply %6541, %4970 : tensor<3x3x3x32xf32>
    %6543 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6544 = stablehlo.multiply %6543, %4980 : tensor<32xf32>
    %6545 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6546 = stablehlo.multiply %6545, %4990 : tensor<32xf32>
    %6547 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %6548 = stablehlo.multiply %6547, %5000 : tensor<3x3x1x32xf32>
    %6549 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6550 = stablehlo.multiply %6549, %5010 : tensor<32xf32>
    %6551 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6552 = stablehlo.multiply %6551, %5020 : tensor<32xf32>
    %6553 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %6554 = stablehlo.multiply %6553, %5030 : tensor<1x1x32x16xf32>
    %6555 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6556 = stablehlo.multiply %6555, %5040 : tensor<16xf32>
    %6557 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6558 = stablehlo.multiply %6557, %5050 : tensor<16xf32>
    %6559 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x96xf32>
    %6560 = stablehlo.multiply %6559, %5060 : tensor<1x1x16x96xf32>
    %6561 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6562 = stablehlo.multiply %6561, %5070 : tensor<96xf32>
    %6563 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6564 = stablehlo.multiply %6563, %5080 : tensor<96xf32>
    %6565 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x96xf32>
    %6566 = stablehlo.multiply %6565, %5090 : tensor<3x3x1x96xf32>
    %6567 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6568 = stablehlo.multiply %6567, %5100 : tensor<96xf32>
    %6569 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6570 = stablehlo.multiply %6569, %5110 : tensor<96xf32>
    %6571 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x24xf32>
    %6572 = stablehlo.multiply %6571, %5120 : tensor<1x1x96x24xf32>
    %6573 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6574 = stablehlo.multiply %6573, %5130 : tensor<24xf32>
    %6575 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6576 = stablehlo.multiply %6575, %5140 : tensor<24xf32>
    %6577 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %6578 = stablehlo.multiply %6577, %5150 : tensor<1x1x24x144xf32>
    %6579 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6580 = stablehlo.multiply %6579, %5160 : tensor<144xf32>
    %6581 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6582 = stablehlo.multiply %6581, %5170 : tensor<144xf32>
    %6583 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %6584 = stablehlo.multiply %6583, %5180 : tensor<3x3x1x144xf32>
    %6585 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6586 = stablehlo.multiply %6585, %5190 : tensor<144xf32>
    %6587 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6588 = stablehlo.multiply %6587, %5200 : tensor<144xf32>
    %6589 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x24xf32>
    %6590 = stablehlo.multiply %6589, %5210 : tensor<1x1x144x24xf32>
    %6591 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6592 = stablehlo.multiply %6591, %5220 : tensor<24xf32>
    %6593 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6594 = stablehlo.multiply %6593, %5230 : tensor<24xf32>
    %6595 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %6596 = stablehlo.multiply %6595, %5240 : tensor<1x1x24x144xf32>
    %6597 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6598 = stablehlo.multiply %6597, %5250 : tensor<144xf32>
    %6599 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6600 = stablehlo.multiply %6599, %5260 : tensor<144xf32>
    %6601 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %6602 = stablehlo.multiply %6601, %5270 : tensor<3x3x1x144xf32>
    %6603 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6604 = stablehlo.multiply %6603, %5280 : tensor<144xf32>
    %6605 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6606 = stablehlo.multiply %6605, %5290 : tensor<144xf32>
    %6607 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x32xf32>
    %6608 = stablehlo.multiply %6607, %5300 : tensor<1x1x144x32xf32>
    %6609 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6610 = stablehlo.multiply %6609, %5310 : tensor<32xf32>
    %6611 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6612 = stablehlo.multiply %6611, %5320 : tensor<32xf32>
    %6613 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %6614 = stablehlo.multiply %6613, %5330 : tensor<1x1x32x192xf32>
    %6615 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6616 = stablehlo.multiply %6615, %5340 : tensor<192xf32>
    %6617 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6618 = stablehlo.multiply %6617, %5350 : tensor<192xf32>
    %6619 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %6620 = stablehlo.multiply %6619, %5360 : tensor<3x3x1x192xf32>
    %6621 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6622 = stablehlo.multiply %6621, %5370 : tensor<192xf32>
    %6623 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6624 = stablehlo.multiply %6623, %5380 : tensor<192xf32>
    %6625 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %6626 = stablehlo.multiply %6625, %5390 : tensor<1x1x192x32xf32>
    %6627 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6628 = stablehlo.multiply %6627, %5400 : tensor<32xf32>
    %6629 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6630 = stablehlo.multiply %6629, %5410 : tensor<32xf32>
    %6631 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %6632 = stablehlo.multiply %6631, %5420 : tensor<1x1x32x192xf32>
    %6633 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6634 = stablehlo.multiply %6633, %5430 : tensor<192xf32>
    %6635 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6636 = stablehlo.multiply %6635, %5440 : tensor<192xf32>
    %6637 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %6638 = stablehlo.multiply %6637, %5450 : tensor<3x3x1x192xf32>
    %6639 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6640 = stablehlo.multiply %6639, %5460 : tensor<192xf32>
    %6641 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6642 = stablehlo.multiply %6641, %5470 : tensor<192xf32>
    %6643 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %6644 = stablehlo.multiply %6643, %5480 : tensor<1x1x192x32xf32>
    %6645 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6646 = stablehlo.multiply %6645, %5490 : tensor<32xf32>
    %6647 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6648 = stablehlo.multiply %6647, %5500 : tensor<32xf32>
    %6649 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %6650 = stablehlo.multiply %6649, %5510 : tensor<1x1x32x192xf32>
    %6651 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6652 = stablehlo.multiply %6651, %5520 : tensor<192xf32>
    %6653 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6654 = stablehlo.multiply %6653, %5530 : tensor<192xf32>
    %6655 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %6656 = stablehlo.multiply %6655, %5540 : tensor<3x3x1x192xf32>
    %6657 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6658 = stablehlo.multiply %6657, %5550 : tensor<192xf32>
    %6659 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6660 = stablehlo.multiply %6659, %5560 : tensor<192xf32>
    %6661 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x64xf32>
    %6662 = stablehlo.multiply %6661, %5570 : tensor<1x1x192x64xf32>
    %6663 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6664 = stablehlo.multiply %6663, %5580 : tensor<64xf32>
    %6665 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6666 = stablehlo.multiply %6665, %5590 : tensor<64xf32>
    %6667 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %6668 = stablehlo.multiply %6667, %5600 : tensor<1x1x64x384xf32>
    %6669 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6670 = stablehlo.multiply %6669, %5610 : tensor<384xf32>
    %6671 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6672 = stablehlo.multiply %6671, %5620 : tensor<384xf32>
    %6673 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %6674 = stablehlo.multiply %6673, %5630 : tensor<3x3x1x384xf32>
    %6675 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6676 = stablehlo.multiply %6675, %5640 : tensor<384xf32>
    %6677 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6678 = stablehlo.multiply %6677, %5650 : tensor<384xf32>
    %6679 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %6680 = stablehlo.multiply %6679, %5660 : tensor<1x1x384x64xf32>
    %6681 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6682 = stablehlo.multiply %6681, %5670 : tensor<64xf32>
    %6683 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6684 = stablehlo.multiply %6683, %5680 : tensor<64xf32>
    %6685 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %6686 = stablehlo.multiply %6685, %5690 : tensor<1x1x64x384xf32>
    %6687 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6688 = stablehlo.multiply %6687, %5700 : tensor<384xf32>
    %6689 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6690 = stablehlo.multiply %6689, %5710 : tensor<384xf32>
    %6691 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %6692 = stablehlo.multiply %6691, %5720 : tensor<3x3x1x384xf32>
    %6693 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6694 = stablehlo.multiply %6693, %5730 : tensor<384xf32>
    %6695 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6696 = stablehlo.multiply %6695, %5740 : tensor<384xf32>
    %6697 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %6698 = stablehlo.multiply %6697, %5750 : tensor<1x1x384x64xf32>
    %6699 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6700 = stablehlo.multiply %6699, %5760 : tensor<64xf32>
    %6701 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6702 = stablehlo.multiply %6701, %5770 : tensor<64xf32>
    %6703 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %6704 = stablehlo.multiply %6703, %5780 : tensor<1x1x64x384xf32>
    %6705 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6706 = stablehlo.multiply %6705, %5790 : tensor<384xf32>
    %6707 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6708 = stablehlo.multiply %6707, %5800 : tensor<384xf32>
    %6709 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %6710 = stablehlo.multiply %6709, %5810 : tensor<3x3x1x384xf32>
    %6711 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6712 = stablehlo.multiply %6711, %5820 : tensor<384xf32>
    %6713 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6714 = stablehlo.multiply %6713, %5830 : tensor<384xf32>
    %6715 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %6716 = stablehlo.multiply %6715, %5840 : tensor<1x1x384x64xf32>
    %6717 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6718 = stablehlo.multiply %6717, %5850 : tensor<64xf32>
    %6719 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6720 = stablehlo.multiply %6719, %5860 : tensor<64xf32>
    %6721 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %6722 = stablehlo.multiply %6721, %5870 : tensor<1x1x64x384xf32>
    %6723 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6724 = stablehlo.multiply %6723, %5880 : tensor<384xf32>
    %6725 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6726 = stablehlo.multiply %6725, %5890 : tensor<384xf32>
    %6727 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %6728 = stablehlo.multiply %6727, %5900 : tensor<3x3x1x384xf32>
    %6729 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6730 = stablehlo.multiply %6729, %5910 : tensor<384xf32>
    %6731 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6732 = stablehlo.multiply %6731, %5920 : tensor<384xf32>
    %6733 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x96xf32>
    %6734 = stablehlo.multiply %6733, %5930 : tensor<1x1x384x96xf32>
    %6735 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6736 = stablehlo.multiply %6735, %5940 : tensor<96xf32>
    %6737 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6738 = stablehlo.multiply %6737, %5950 : tensor<96xf32>
    %6739 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %6740 = stablehlo.multiply %6739, %5960 : tensor<1x1x96x576xf32>
    %6741 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6742 = stablehlo.multiply %6741, %5970 : tensor<576xf32>
    %6743 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6744 = stablehlo.multiply %6743, %5980 : tensor<576xf32>
    %6745 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %6746 = stablehlo.multiply %6745, %5990 : tensor<3x3x1x576xf32>
    %6747 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6748 = stablehlo.multiply %6747, %6000 : tensor<576xf32>
    %6749 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6750 = stablehlo.multiply %6749, %6010 : tensor<576xf32>
    %6751 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %6752 = stablehlo.multiply %6751, %6020 : tensor<1x1x576x96xf32>
    %6753 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6754 = stablehlo.multiply %6753, %6030 : tensor<96xf32>
    %6755 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6756 = stablehlo.multiply %6755, %6040 : tensor<96xf32>
    %6757 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %6758 = stablehlo.multiply %6757, %6050 : tensor<1x1x96x576xf32>
    %6759 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6760 = stablehlo.multiply %6759, %6060 : tensor<576xf32>
    %6761 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6762 = stablehlo.multiply %6761, %6070 : tensor<576xf32>
    %6763 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %6764 = stablehlo.multiply %6763, %6080 : tensor<3x3x1x576xf32>
    %6765 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6766 = stablehlo.multiply %6765, %6090 : tensor<576xf32>
    %6767 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6768 = stablehlo.multiply %6767, %6100 : tensor<576xf32>
    %6769 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %6770 = stablehlo.multiply %6769, %6110 : tensor<1x1x576x96xf32>
    %6771 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6772 = stablehlo.multiply %6771, %6120 : tensor<96xf32>
    %6773 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6774 = stablehlo.multiply %6773, %6130 : tensor<96xf32>
    %6775 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %6776 = stablehlo.multiply %6775, %6140 : tensor<1x1x96x576xf32>
    %6777 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6778 = stablehlo.multiply %6777, %6150 : tensor<576xf32>
    %6779 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6780 = stablehlo.multiply %6779, %6160 : tensor<576xf32>
    %6781 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %6782 = stablehlo.multiply %6781, %6170 : tensor<3x3x1x576xf32>
    %6783 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6784 = stablehlo.multiply %6783, %6180 : tensor<576xf32>
    %6785 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6786 = stablehlo.multiply %6785, %6190 : tensor<576xf32>
    %6787 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x160xf32>
    %6788 = stablehlo.multiply %6787, %6200 : tensor<1x1x576x160xf32>
    %6789 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6790 = stablehlo.multiply %6789, %6210 : tensor<160xf32>
    %6791 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6792 = stablehlo.multiply %6791, %6220 : tensor<160xf32>
    %6793 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6794 = stablehlo.multiply %6793, %6230 : tensor<1x1x160x960xf32>
    %6795 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6796 = stablehlo.multiply %6795, %6240 : tensor<960xf32>
    %6797 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6798 = stablehlo.multiply %6797, %6250 : tensor<960xf32>
    %6799 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6800 = stablehlo.multiply %6799, %6260 : tensor<3x3x1x960xf32>
    %6801 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6802 = stablehlo.multiply %6801, %6270 : tensor<960xf32>
    %6803 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6804 = stablehlo.multiply %6803, %6280 : tensor<960xf32>
    %6805 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %6806 = stablehlo.multiply %6805, %6290 : tensor<1x1x960x160xf32>
    %6807 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6808 = stablehlo.multiply %6807, %6300 : tensor<160xf32>
    %6809 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6810 = stablehlo.multiply %6809, %6310 : tensor<160xf32>
    %6811 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6812 = stablehlo.multiply %6811, %6320 : tensor<1x1x160x960xf32>
    %6813 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6814 = stablehlo.multiply %6813, %6330 : tensor<960xf32>
    %6815 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6816 = stablehlo.multiply %6815, %6340 : tensor<960xf32>
    %6817 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6818 = stablehlo.multiply %6817, %6350 : tensor<3x3x1x960xf32>
    %6819 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6820 = stablehlo.multiply %6819, %6360 : tensor<960xf32>
    %6821 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6822 = stablehlo.multiply %6821, %6370 : tensor<960xf32>
    %6823 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %6824 = stablehlo.multiply %6823, %6380 : tensor<1x1x960x160xf32>
    %6825 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6826 = stablehlo.multiply %6825, %6390 : tensor<160xf32>
    %6827 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6828 = stablehlo.multiply %6827, %6400 : tensor<160xf32>
    %6829 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6830 = stablehlo.multiply %6829, %6410 : tensor<1x1x160x960xf32>
    %6831 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6832 = stablehlo.multiply %6831, %6420 : tensor<960xf32>
    %6833 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6834 = stablehlo.multiply %6833, %6430 : tensor<960xf32>
    %6835 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6836 = stablehlo.multiply %6835, %6440 : tensor<3x3x1x960xf32>
    %6837 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6838 = stablehlo.multiply %6837, %6450 : tensor<960xf32>
    %6839 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6840 = stablehlo.multiply %6839, %6460 : tensor<960xf32>
    %6841 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x320xf32>
    %6842 = stablehlo.multiply %6841, %6470 : tensor<1x1x960x320xf32>
    %6843 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6844 = stablehlo.multiply %6843, %6480 : tensor<320xf32>
    %6845 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6846 = stablehlo.multiply %6845, %6490 : tensor<320xf32>
    %6847 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x320x1280xf32>
    %6848 = stablehlo.multiply %6847, %6500 : tensor<1x1x320x1280xf32>
    %6849 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6850 = stablehlo.multiply %6849, %6510 : tensor<1280xf32>
    %6851 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6852 = stablehlo.multiply %6851, %6520 : tensor<1280xf32>
    %6853 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x1000xf32>
    %6854 = stablehlo.multiply %6853, %6530 : tensor<1280x1000xf32>
    %6855 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %6856 = stablehlo.multiply %6855, %6540 : tensor<1000xf32>
    %6857 = stablehlo.constant dense<0.9> : tensor<3x3x3x32xf32>
    %6858 = stablehlo.multiply %6857, %trace.conv_stem.w : tensor<3x3x3x32xf32>
    %6859 = stablehlo.add %6542, %6858 : tensor<3x3x3x32xf32>
    %6860 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6861 = stablehlo.multiply %6860, %trace.bn1.g : tensor<32xf32>
    %6862 = stablehlo.add %6544, %6861 : tensor<32xf32>
    %6863 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6864 = stablehlo.multiply %6863, %trace.bn1.b : tensor<32xf32>
    %6865 = stablehlo.add %6546, %6864 : tensor<32xf32>
    %6866 = stablehlo.constant dense<0.9> : tensor<3x3x1x32xf32>
    %6867 = stablehlo.multiply %6866, %trace.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %6868 = stablehlo.add %6548, %6867 : tensor<3x3x1x32xf32>
    %6869 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6870 = stablehlo.multiply %6869, %trace.blocks.0.0.bn1.g : tensor<32xf32>
    %6871 = stablehlo.add %6550, %6870 : tensor<32xf32>
    %6872 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6873 = stablehlo.multiply %6872, %trace.blocks.0.0.bn1.b : tensor<32xf32>
    %6874 = stablehlo.add %6552, %6873 : tensor<32xf32>
    %6875 = stablehlo.constant dense<0.9> : tensor<1x1x32x16xf32>
    %6876 = stablehlo.multiply %6875, %trace.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %6877 = stablehlo.add %6554, %6876 : tensor<1x1x32x16xf32>
    %6878 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %6879 = stablehlo.multiply %6878, %trace.blocks.0.0.bn2.g : tensor<16xf32>
    %6880 = stablehlo.add %6556, %6879 : tensor<16xf32>
    %6881 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %6882 = stablehlo.multiply %6881, %trace.blocks.0.0.bn2.b : tensor<16xf32>
    %6883 = stablehlo.add %6558, %6882 : tensor<16xf32>
    %6884 = stablehlo.constant dense<0.9> : tensor<1x1x16x96xf32>
    %6885 = stablehlo.multiply %6884, %trace.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %6886 = stablehlo.add %6560, %6885 : tensor<1x1x16x96xf32>
    %6887 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6888 = stablehlo.multiply %6887, %trace.blocks.1.0.bn1.g : tensor<96xf32>
    %6889 = stablehlo.add %6562, %6888 : tensor<96xf32>
    %6890 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6891 = stablehlo.multiply %6890, %trace.blocks.1.0.bn1.b : tensor<96xf32>
    %6892 = stablehlo.add %6564, %6891 : tensor<96xf32>
    %6893 = stablehlo.constant dense<0.9> : tensor<3x3x1x96xf32>
    %6894 = stablehlo.multiply %6893, %trace.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %6895 = stablehlo.add %6566, %6894 : tensor<3x3x1x96xf32>
    %6896 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6897 = stablehlo.multiply %6896, %trace.blocks.1.0.bn2.g : tensor<96xf32>
    %6898 = stablehlo.add %6568, %6897 : tensor<96xf32>
    %6899 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6900 = stablehlo.multiply %6899, %trace.blocks.1.0.bn2.b : tensor<96xf32>
    %6901 = stablehlo.add %6570, %6900 : tensor<96xf32>
    %6902 = stablehlo.constant dense<0.9> : tensor<1x1x96x24xf32>
    %6903 = stablehlo.multiply %6902, %trace.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %6904 = stablehlo.add %6572, %6903 : tensor<1x1x96x24xf32>
    %6905 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6906 = stablehlo.multiply %6905, %trace.blocks.1.0.bn3.g : tensor<24xf32>
    %6907 = stablehlo.add %6574, %6906 : tensor<24xf32>
    %6908 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6909 = stablehlo.multiply %6908, %trace.blocks.1.0.bn3.b : tensor<24xf32>
    %6910 = stablehlo.add %6576, %6909 : tensor<24xf32>
    %6911 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %6912 = stablehlo.multiply %6911, %trace.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %6913 = stablehlo.add %6578, %6912 : tensor<1x1x24x144xf32>
    %6914 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6915 = stablehlo.multiply %6914, %trace.blocks.1.1.bn1.g : tensor<144xf32>
    %6916 = stablehlo.add %6580, %6915 : tensor<144xf32>
    %6917 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6918 = stablehlo.multiply %6917, %trace.blocks.1.1.bn1.b : tensor<144xf32>
    %6919 = stablehlo.add %6582, %6918 : tensor<144xf32>
    %6920 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %6921 = stablehlo.multiply %6920, %trace.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %6922 = stablehlo.add %6584, %6921 : tensor<3x3x1x144xf32>
    %6923 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6924 = stablehlo.multiply %6923, %trace.blocks.1.1.bn2.g : tensor<144xf32>
    %6925 = stablehlo.add %6586, %6924 : tensor<144xf32>
    %6926 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6927 = stablehlo.multiply %6926, %trace.blocks.1.1.bn2.b : tensor<144xf32>
    %6928 = stablehlo.add %6588, %6927 : tensor<144xf32>
    %6929 = stablehlo.constant dense<0.9> : tensor<1x1x144x24xf32>
    %6930 = stablehlo.multiply %6929, %trace.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %6931 = stablehlo.add %6590, %6930 : tensor<1x1x144x24xf32>
    %6932 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6933 = stablehlo.multiply %6932, %trace.blocks.1.1.bn3.g : tensor<24xf32>
    %6934 = stablehlo.add %6592, %6933 : tensor<24xf32>
    %6935 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6936 = stablehlo.multiply %6935, %trace.blocks.1.1.bn3.b : tensor<24xf32>
    %6937 = stablehlo.add %6594, %6936 : tensor<24xf32>
    %6938 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %6939 = stablehlo.multiply %6938, %trace.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %6940 = stablehlo.add %6596, %6939 : tensor<1x1x24x144xf32>
    %6941 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6942 = stablehlo.multiply %6941, %trace.blocks.2.0.bn1.g : tensor<144xf32>
    %6943 = stablehlo.add %6598, %6942 : tensor<144xf32>
    %6944 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6945 = stablehlo.multiply %6944, %trace.blocks.2.0.bn1.b : tensor<144xf32>
    %6946 = stablehlo.add %6600, %6945 : tensor<144xf32>
    %6947 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %6948 = stablehlo.multiply %6947, %trace.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %6949 = stablehlo.add %6602, %6948 : tensor<3x3x1x144xf32>
    %6950 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6951 = stablehlo.multiply %6950, %trace.blocks.2.0.bn2.g : tensor<144xf32>
    %6952 = stablehlo.add %6604, %6951 : tensor<144xf32>
    %6953 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6954 = stablehlo.multiply %6953, %trace.blocks.2.0.bn2.b : tensor<144xf32>
    %6955 = stablehlo.add %6606, %6954 : tensor<144xf32>
    %6956 = stablehlo.constant dense<0.9> : tensor<1x1x144x32xf32>
    %6957 = stablehlo.multiply %6956, %trace.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %6958 = stablehlo.add %6608, %6957 : tensor<1x1x144x32xf32>
    %6959 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6960 = stablehlo.multiply %6959, %trace.blocks.2.0.bn3.g : tensor<32xf32>
    %6961 = stablehlo.add %6610, %6960 : tensor<32xf32>
    %6962 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6963 = stablehlo.multiply %6962, %trace.blocks.2.0.bn3.b : tensor<32xf32>
    %6964 = stablehlo.add %6612, %6963 : tensor<32xf32>
    %6965 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %6966 = stablehlo.multiply %6965, %trace.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %6967 = stablehlo.add %6614, %6966 : tensor<1x1x32x192xf32>
    %6968 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6969 = stablehlo.multiply %6968, %trace.blocks.2.1.bn1.g : tensor<192xf32>
    %6970 = stablehlo.add %6616, %6969 : tensor<192xf32>
    %6971 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6972 = stablehlo.multiply %6971, %trace.blocks.2.1.bn1.b : tensor<192xf32>
    %6973 = stablehlo.add %6618, %6972 : tensor<192xf32>
    %6974 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %6975 = stablehlo.multiply %6974, %trace.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %6976 = stablehlo.add %6620, %6975 : tensor<3x3x1x192xf32>
    %6977 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6978 = stablehlo.multiply %6977, %trace.blocks.2.1.bn2.g : tensor<192xf32>
    %6979 = stablehlo.add %6622, %6978 : tensor<192xf32>
    %6980 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6981 = stablehlo.multiply %6980, %trace.blocks.2.1.bn2.b : tensor<192xf32>
    %6982 = stablehlo.add %6624, %6981 : tensor<192xf32>
    %6983 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %6984 = stablehlo.multiply %6983, %trace.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %6985 = stablehlo.add %6626, %6984 : tensor<1x1x192x32xf32>
    %6986 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6987 = stablehlo.multiply %6986, %trace.blocks.2.1.bn3.g : tensor<32xf32>
    %6988 = stablehlo.add %6628, %6987 : tensor<32xf32>
    %6989 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6990 = stablehlo.multiply %6989, %trace.blocks.2.1.bn3.b : tensor<32xf32>
    %6991 = stablehlo.add %6630, %6990 : tensor<32xf32>
    %6992 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %6993 = stablehlo.multiply %6992, %trace.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %6994 = stablehlo.add %6632, %6993 : tensor<1x1x32x192xf32>
    %6995 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6996 = stablehlo.multiply %6995, %trace.blocks.2.2.bn1.g : tensor<192xf32>
    %6997 = stablehlo.add %6634, %6996 : tensor<192xf32>
    %6998 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6999 = stablehlo.multiply %6998, %trace.blocks.2.2.bn1.b : tensor<192xf32>
    %7000 = stablehlo.add %6636, %6999 : tensor<192xf32>
    %7001 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %7002 = stablehlo.multiply %7001, %trace.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %7003 = stablehlo.add %6638, %7002 : tensor<3x3x1x192xf32>
    %7004 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7005 = stablehlo.multiply %7004, %trace.blocks.2.2.bn2.g : tensor<192xf32>
    %7006 = stablehlo.add %6640, %7005 : tensor<192xf32>
    %7007 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7008 = stablehlo.multiply %7007, %trace.blocks.2.2.bn2.b : tensor<192xf32>
    %7009 = stablehlo.add %6642, %7008 : tensor<192xf32>
    %7010 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %7011 = stablehlo.multiply %7010, %trace.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %7012 = stablehlo.add %6644, %7011 : tensor<1x1x192x32xf32>
    %7013 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %7014 = stablehlo.multiply %7013, %trace.blocks.2.2.bn3.g : tensor<32xf32>
    %7015 = stablehlo.add %6646, %7014 : tensor<32xf32>
    %7016 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %7017 = stablehlo.multiply %7016, %trace.blocks.2.2.bn3.b : tensor<32xf32>
    %7018 = stablehlo.add %6648, %7017 : tensor<32xf32>
    %7019 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %7020 = stablehlo.multiply %7019, %trace.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %7021 = stablehlo.add %6650, %7020 : tensor<1x1x32x192xf32>
    %7022 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7023 = stablehlo.multiply %7022, %trace.blocks.3.0.bn1.g : tensor<192xf32>
    %7024 = stablehlo.add %6652, %7023 : tensor<192xf32>
    %7025 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7026 = stablehlo.multiply %7025, %trace.blocks.3.0.bn1.b : tensor<192xf32>
    %7027 = stablehlo.add %6654, %7026 : tensor<192xf32>
    %7028 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %7029 = stablehlo.multiply %7028, %trace.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %7030 = stablehlo.add %6656, %7029 : tensor<3x3x1x192xf32>
    %7031 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7032 = stablehlo.multiply %7031, %trace.blocks.3.0.bn2.g : tensor<192xf32>
    %7033 = stablehlo.add %6658, %7032 : tensor<192xf32>
    %7034 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7035 = stablehlo.multiply %7034, %trace.blocks.3.0.bn2.b : tensor<192xf32>
    %7036 = stablehlo.add %6660, %7035 : tensor<192xf32>
    %7037 = stablehlo.constant dense<0.9> : tensor<1x1x192x64xf32>
    %7038 = stablehlo.multiply %7037, %trace.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %7039 = stablehlo.add %6662, %7038 : tensor<1x1x192x64xf32>
    %7040 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7041 = stablehlo.multiply %7040, %trace.blocks.3.0.bn3.g : tensor<64xf32>
    %7042 = stablehlo.add %6664, %7041 : tensor<64xf32>
    %7043 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7044 = stablehlo.multiply %7043, %trace.blocks.3.0.bn3.b : tensor<64xf32>
    %7045 = stablehlo.add %6666, %7044 : tensor<64xf32>
    %7046 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %7047 = stablehlo.multiply %7046, %trace.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %7048 = stablehlo.add %6668, %7047 : tensor<1x1x64x384xf32>
    %7049 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7050 = stablehlo.multiply %7049, %trace.blocks.3.1.bn1.g : tensor<384xf32>
    %7051 = stablehlo.add %6670, %7050 : tensor<384xf32>
    %7052 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7053 = stablehlo.multiply %7052, %trace.blocks.3.1.bn1.b : tensor<384xf32>
    %7054 = stablehlo.add %6672, %7053 : tensor<384xf32>
    %7055 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %7056 = stablehlo.multiply %7055, %trace.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %7057 = stablehlo.add %6674, %7056 : tensor<3x3x1x384xf32>
    %7058 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7059 = stablehlo.multiply %7058, %trace.blocks.3.1.bn2.g : tensor<384xf32>
    %7060 = stablehlo.add %6676, %7059 : tensor<384xf32>
    %7061 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7062 = stablehlo.multiply %7061, %trace.blocks.3.1.bn2.b : tensor<384xf32>
    %7063 = stablehlo.add %6678, %7062 : tensor<384xf32>
    %7064 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %7065 = stablehlo.multiply %7064, %trace.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %7066 = stablehlo.add %6680, %7065 : tensor<1x1x384x64xf32>
    %7067 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7068 = stablehlo.multiply %7067, %trace.blocks.3.1.bn3.g : tensor<64xf32>
    %7069 = stablehlo.add %6682, %7068 : tensor<64xf32>
    %7070 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7071 = stablehlo.multiply %7070, %trace.blocks.3.1.bn3.b : tensor<64xf32>
    %7072 = stablehlo.add %6684, %7071 : tensor<64xf32>
    %7073 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %7074 = stablehlo.multiply %7073, %trace.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %7075 = stablehlo.add %6686, %7074 : tensor<1x1x64x384xf32>
    %7076 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7077 = stablehlo.multiply %7076, %trace.blocks.3.2.bn1.g : tensor<384xf32>
    %7078 = stablehlo.add %6688, %7077 : tensor<384xf32>
    %7079 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7080 = stablehlo.multiply %7079, %trace.blocks.3.2.bn1.b : tensor<384xf32>
    %7081 = stablehlo.add %6690, %7080 : tensor<384xf32>
    %7082 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %7083 = stablehlo.multiply %7082, %trace.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %7084 = stablehlo.add %6692, %7083 : tensor<3x3x1x384xf32>
    %7085 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7086 = stablehlo.multiply %7085, %trace.blocks.3.2.bn2.g : tensor<384xf32>
    %7087 = stablehlo.add %6694, %7086 : tensor<384xf32>
    %7088 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7089 = stablehlo.multiply %7088, %trace.blocks.3.2.bn2.b : tensor<384xf32>
    %7090 = stablehlo.add %6696, %7089 : tensor<384xf32>
    %7091 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %7092 = stablehlo.multiply %7091, %trace.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %7093 = stablehlo.add %6698, %7092 : tensor<1x1x384x64xf32>
    %7094 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7095 = stablehlo.multiply %7094, %trace.blocks.3.2.bn3.g : tensor<64xf32>
    %7096 = stablehlo.add %6700, %7095 : tensor<64xf32>
    %7097 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7098 = stablehlo.multiply %7097, %trace.blocks.3.2.bn3.b : tensor<64xf32>
    %7099 = stablehlo.add %6702, %7098 : tensor<64xf32>
    %7100 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %7101 = stablehlo.multiply %7100, %trace.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %7102 = stablehlo.add %6704, %7101 : tensor<1x1x64x384xf32>
    %7103 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7104 = stablehlo.multiply %7103, %trace.blocks.3.3.bn1.g : tensor<384xf32>
    %7105 = stablehlo.add %6706, %7104 : tensor<384xf32>
    %7106 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7107 = stablehlo.multiply %7106, %trace.blocks.3.3.bn1.b : tensor<384xf32>
    %7108 = stablehlo.add %6708, %7107 : tensor<384xf32>
    %7109 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %7110 = stablehlo.multiply %7109, %trace.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %7111 = stablehlo.add %6710, %7110 : tensor<3x3x1x384xf32>
    %7112 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7113 = stablehlo.multiply %7112, %trace.blocks.3.3.bn2.g : tensor<384xf32>
    %7114 = stablehlo.add %6712, %7113 : tensor<384xf32>
    %7115 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7116 = stablehlo.multiply %7115, %trace.blocks.3.3.bn2.b : tensor<384xf32>
    %7117 = stablehlo.add %6714, %7116 : tensor<384xf32>
    %7118 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %7119 = stablehlo.multiply %7118, %trace.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %7120 = stablehlo.add %6716, %7119 : tensor<1x1x384x64xf32>
    %7121 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7122 = stablehlo.multiply %7121, %trace.blocks.3.3.bn3.g : tensor<64xf32>
    %7123 = stablehlo.add %6718, %7122 : tensor<64xf32>
    %7124 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7125 = stablehlo.multiply %7124, %trace.blocks.3.3.bn3.b : tensor<64xf32>
    %7126 = stablehlo.add %6720, %7125 : tensor<64xf32>
    %7127 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %7128 = stablehlo.multiply %7127, %trace.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %7129 = stablehlo.add %6722, %7128 : tensor<1x1x64x384xf32>
    %7130 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7131 = stablehlo.multiply %7130, %trace.blocks.4.0.bn1.g : tensor<384xf32>
    %7132 = stablehlo.add %6724, %7131 : tensor<384xf32>
    %7133 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7134 = stablehlo.multiply %7133, %trace.blocks.4.0.bn1.b : tensor<384xf32>
    %7135 = stablehlo.add %6726, %7134 : tensor<384xf32>
    %7136 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %7137 = stablehlo.multiply %7136, %trace.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %7138 = stablehlo.add %6728, %7137 : tensor<3x3x1x384xf32>
    %7139 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7140 = stablehlo.multiply %7139, %trace.blocks.4.0.bn2.g : tensor<384xf32>
    %7141 = stablehlo.add %6730, %7140 : tensor<384xf32>
    %7142 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7143 = stablehlo.multiply %7142, %trace.blocks.4.0.bn2.b : tensor<384xf32>
    %7144 = stablehlo.add %6732, %7143 : tensor<384xf32>
    %7145 = stablehlo.constant dense<0.9> : tensor<1x1x384x96xf32>
    %7146 = stablehlo.multiply %7145, %trace.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %7147 = stablehlo.add %6734, %7146 : tensor<1x1x384x96xf32>
    %7148 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7149 = stablehlo.multiply %7148, %trace.blocks.4.0.bn3.g : tensor<96xf32>
    %7150 = stablehlo.add %6736, %7149 : tensor<96xf32>
    %7151 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7152 = stablehlo.multiply %7151, %trace.blocks.4.0.bn3.b : tensor<96xf32>
    %7153 = stablehlo.add %6738, %7152 : tensor<96xf32>
    %7154 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %7155 = stablehlo.multiply %7154, %trace.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %7156 = stablehlo.add %6740, %7155 : tensor<1x1x96x576xf32>
    %7157 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7158 = stablehlo.multiply %7157, %trace.blocks.4.1.bn1.g : tensor<576xf32>
    %7159 = stablehlo.add %6742, %7158 : tensor<576xf32>
    %7160 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7161 = stablehlo.multiply %7160, %trace.blocks.4.1.bn1.b : tensor<576xf32>
    %7162 = stablehlo.add %6744, %7161 : tensor<576xf32>
    %7163 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %7164 = stablehlo.multiply %7163, %trace.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %7165 = stablehlo.add %6746, %7164 : tensor<3x3x1x576xf32>
    %7166 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7167 = stablehlo.multiply %7166, %trace.blocks.4.1.bn2.g : tensor<576xf32>
    %7168 = stablehlo.add %6748, %7167 : tensor<576xf32>
    %7169 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7170 = stablehlo.multiply %7169, %trace.blocks.4.1.bn2.b : tensor<576xf32>
    %7171 = stablehlo.add %6750, %7170 : tensor<576xf32>
    %7172 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %7173 = stablehlo.multiply %7172, %trace.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %7174 = stablehlo.add %6752, %7173 : tensor<1x1x576x96xf32>
    %7175 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7176 = stablehlo.multiply %7175, %trace.blocks.4.1.bn3.g : tensor<96xf32>
    %7177 = stablehlo.add %6754, %7176 : tensor<96xf32>
    %7178 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7179 = stablehlo.multiply %7178, %trace.blocks.4.1.bn3.b : tensor<96xf32>
    %7180 = stablehlo.add %6756, %7179 : tensor<96xf32>
    %7181 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %7182 = stablehlo.multiply %7181, %trace.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %7183 = stablehlo.add %6758, %7182 : tensor<1x1x96x576xf32>
    %7184 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7185 = stablehlo.multiply %7184, %trace.blocks.4.2.bn1.g : tensor<576xf32>
    %7186 = stablehlo.add %6760, %7185 : tensor<576xf32>
    %7187 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7188 = stablehlo.multiply %7187, %trace.blocks.4.2.bn1.b : tensor<576xf32>
    %7189 = stablehlo.add %6762, %7188 : tensor<576xf32>
    %7190 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %7191 = stablehlo.multiply %7190, %trace.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %7192 = stablehlo.add %6764, %7191 : tensor<3x3x1x576xf32>
    %7193 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7194 = stablehlo.multiply %7193, %trace.blocks.4.2.bn2.g : tensor<576xf32>
    %7195 = stablehlo.add %6766, %7194 : tensor<576xf32>
    %7196 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7197 = stablehlo.multiply %7196, %trace.blocks.4.2.bn2.b : tensor<576xf32>
    %7198 = stablehlo.add %6768, %7197 : tensor<576xf32>
    %7199 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %7200 = stablehlo.multiply %7199, %trace.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %7201 = stablehlo.add %6770, %7200 : tensor<1x1x576x96xf32>
    %7202 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7203 = stablehlo.multiply %7202, %trace.blocks.4.2.bn3.g : tensor<96xf32>
    %7204 = stablehlo.add %6772, %7203 : tensor<96xf32>
    %7205 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7206 = stablehlo.multiply %7205, %trace.blocks.4.2.bn3.b : tensor<96xf32>
    %7207 = stablehlo.add %6774, %7206 : tensor<96xf32>
    %7208 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %7209 = stablehlo.multiply %7208, %trace.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %7210 = stablehlo.add %6776, %7209 : tensor<1x1x96x576xf32>
    %7211 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7212 = stablehlo.multiply %7211, %trace.blocks.5.0.bn1.g : tensor<576xf32>
    %7213 = stablehlo.add %6778, %7212 : tensor<576xf32>
    %7214 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7215 = stablehlo.multiply %7214, %trace.blocks.5.0.bn1.b : tensor<576xf32>
    %7216 = stablehlo.add %6780, %7215 : tensor<576xf32>
    %7217 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %7218 = stablehlo.multiply %7217, %trace.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %7219 = stablehlo.add %6782, %7218 : tensor<3x3x1x576xf32>
    %7220 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7221 = stablehlo.multiply %7220, %trace.blocks.5.0.bn2.g : tensor<576xf32>
    %7222 = stablehlo.add %6784, %7221 : tensor<576xf32>
    %7223 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7224 = stablehlo.multiply %7223, %trace.blocks.5.0.bn2.b : tensor<576xf32>
    %7225 = stablehlo.add %6786, %7224 : tensor<576xf32>
    %7226 = stablehlo.constant dense<0.9> : tensor<1x1x576x160xf32>
    %7227 = stablehlo.multiply %7226, %trace.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %7228 = stablehlo.add %6788, %7227 : tensor<1x1x576x160xf32>
    %7229 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7230 = stablehlo.multiply %7229, %trace.blocks.5.0.bn3.g : tensor<160xf32>
    %7231 = stablehlo.add %6790, %7230 : tensor<160xf32>
    %7232 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7233 = stablehlo.multiply %7232, %trace.blocks.5.0.bn3.b : tensor<160xf32>
    %7234 = stablehlo.add %6792, %7233 : tensor<160xf32>
    %7235 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %7236 = stablehlo.multiply %7235, %trace.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %7237 = stablehlo.add %6794, %7236 : tensor<1x1x160x960xf32>
    %7238 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7239 = stablehlo.multiply %7238, %trace.blocks.5.1.bn1.g : tensor<960xf32>
    %7240 = stablehlo.add %6796, %7239 : tensor<960xf32>
    %7241 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7242 = stablehlo.multiply %7241, %trace.blocks.5.1.bn1.b : tensor<960xf32>
    %7243 = stablehlo.add %6798, %7242 : tensor<960xf32>
    %7244 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %7245 = stablehlo.multiply %7244, %trace.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %7246 = stablehlo.add %6800, %7245 : tensor<3x3x1x960xf32>
    %7247 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7248 = stablehlo.multiply %7247, %trace.blocks.5.1.bn2.g : tensor<960xf32>
    %7249 = stablehlo.add %6802, %7248 : tensor<960xf32>
    %7250 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7251 = stablehlo.multiply %7250, %trace.blocks.5.1.bn2.b : tensor<960xf32>
    %7252 = stablehlo.add %6804, %7251 : tensor<960xf32>
    %7253 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %7254 = stablehlo.multiply %7253, %trace.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %7255 = stablehlo.add %6806, %7254 : tensor<1x1x960x160xf32>
    %7256 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7257 = stablehlo.multiply %7256, %trace.blocks.5.1.bn3.g : tensor<160xf32>
    %7258 = stablehlo.add %6808, %7257 : tensor<160xf32>
    %7259 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7260 = stablehlo.multiply %7259, %trace.blocks.5.1.bn3.b : tensor<160xf32>
    %7261 = stablehlo.add %6810, %7260 : tensor<160xf32>
    %7262 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %7263 = stablehlo.multiply %7262, %trace.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %7264 = stablehlo.add %6812, %7263 : tensor<1x1x160x960xf32>
    %7265 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7266 = stablehlo.multiply %7265, %trace.blocks.5.2.bn1.g : tensor<960xf32>
    %7267 = stablehlo.add %6814, %7266 : tensor<960xf32>
    %7268 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7269 = stablehlo.multiply %7268, %trace.blocks.5.2.bn1.b : tensor<960xf32>
    %7270 = stablehlo.add %6816, %7269 : tensor<960xf32>
    %7271 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %7272 = stablehlo.multiply %7271, %trace.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %7273 = stablehlo.add %6818, %7272 : tensor<3x3x1x960xf32>
    %7274 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7275 = stablehlo.multiply %7274, %trace.blocks.5.2.bn2.g : tensor<960xf32>
    %7276 = stablehlo.add %6820, %7275 : tensor<960xf32>
    %7277 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7278 = stablehlo.multiply %7277, %trace.blocks.5.2.bn2.b : tensor<960xf32>
    %7279 = stablehlo.add %6822, %7278 : tensor<960xf32>
    %7280 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %7281 = stablehlo.multiply %7280, %trace.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %7282 = stablehlo.add %6824, %7281 : tensor<1x1x960x160xf32>
    %7283 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7284 = stablehlo.multiply %7283, %trace.blocks.5.2.bn3.g : tensor<160xf32>
    %7285 = stablehlo.add %6826, %7284 : tensor<160xf32>
    %7286 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7287 = stablehlo.multiply %7286, %trace.blocks.5.2.bn3.b : tensor<160xf32>
    %7288 = stablehlo.add %6828, %7287 : tensor<160xf32>
    %7289 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %7290 = stablehlo.multiply %7289, %trace.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %7291 = stablehlo.add %6830, %7290 : tensor<1x1x160x960xf32>
    %7292 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7293 = stablehlo.multiply %7292, %trace.blocks.6.0.bn1.g : tensor<960xf32>
    %7294 = stablehlo.add %6832, %7293 : tensor<960xf32>
    %7295 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7296 = stablehlo.multiply %7295, %trace.blocks.6.0.bn1.b : tensor<960xf32>
    %7297 = stablehlo.add %6834, %7296 : tensor<960xf32>
    %7298 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %7299 = stablehlo.multiply %7298, %trace.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %7300 = stablehlo.add %6836, %7299 : tensor<3x3x1x960xf32>
    %7301 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7302 = stablehlo.multiply %7301, %trace.blocks.6.0.bn2.g : tensor<960xf32>
    %7303 = stablehlo.add %6838, %7302 : tensor<960xf32>
    %7304 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7305 = stablehlo.multiply %7304, %trace.blocks.6.0.bn2.b : tensor<960xf32>
    %7306 = stablehlo.add %6840, %7305 : tensor<960xf32>
    %7307 = stablehlo.constant dense<0.9> : tensor<1x1x960x320xf32>
    %7308 = stablehlo.multiply %7307, %trace.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %7309 = stablehlo.add %6842, %7308 : tensor<1x1x960x320xf32>
    %7310 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %7311 = stablehlo.multiply %7310, %trace.blocks.6.0.bn3.g : tensor<320xf32>
    %7312 = stablehlo.add %6844, %7311 : tensor<320xf32>
    %7313 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %7314 = stablehlo.multiply %7313, %trace.blocks.6.0.bn3.b : tensor<320xf32>
    %7315 = stablehlo.add %6846, %7314 : tensor<320xf32>
    %7316 = stablehlo.constant dense<0.9> : tensor<1x1x320x1280xf32>
    %7317 = stablehlo.multiply %7316, %trace.conv_head.w : tensor<1x1x320x1280xf32>
    %7318 = stablehlo.add %6848, %7317 : tensor<1x1x320x1280xf32>
    %7319 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %7320 = stablehlo.multiply %7319, %trace.bn2.g : tensor<1280xf32>
    %7321 = stablehlo.add %6850, %7320 : tensor<1280xf32>
    %7322 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %7323 = stablehlo.multiply %7322, %trace.bn2.b : tensor<1280xf32>
    %7324 = stablehlo.add %6852, %7323 : tensor<1280xf32>
    %7325 = stablehlo.constant dense<0.9> : tensor<1280x1000xf32>
    %7326 = stablehlo.multiply %7325, %trace.classifier.w : tensor<1280x1000xf32>
    %7327 = stablehlo.add %6854, %7326 : tensor<1280x1000xf32>
    %7328 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7329 = stablehlo.multiply %7328, %trace.classifier.b : tensor<1000xf32>
    %7330 = stablehlo.add %6856, %7329 : tensor<1000xf32>
    %7331 = stablehlo.subtract %conv_stem.w, %6859 : tensor<3x3x3x32xf32>
    %7332 = stablehlo.subtract %bn1.g, %6862 : tensor<32xf32>
    %7333 = stablehlo.subtract %bn1.b, %6865 : tensor<32xf32>
    %7334 = stablehlo.subtract %blocks.0.0.conv_dw.w, %6868 : tensor<3x3x1x32xf32>
    %7335 = stablehlo.subtract %blocks.0.0.bn1.g, %6871 : tensor<32xf32>
    %7336 = stablehlo.subtract %blocks.0.0.bn1.b, %6874 : tensor<32xf32>
    %7337 = stablehlo.subtract %blocks.0.0.conv_pw.w, %6877 : tensor<1x1x32x16xf32>
    %7338 = stablehlo.subtract %blocks.0.0.bn2.g, %6880 : tensor<16xf32>
    %7339 = stablehlo.subtract %blocks.0.0.bn2.b, %6883 : tensor<16xf32>
    %7340 = stablehlo.subtract %blocks.1.0.conv_pw.w, %6886 : tensor<1x1x16x96xf32>
    %7341 = stablehlo.subtract %blocks.1.0.bn1.g, %6889 : tensor<96xf32>
    %7342 = stablehlo.subtract %blocks.1.0.bn1.b, %6892 : tensor<96xf32>
    %7343 = stablehlo.subtract %blocks.1.0.conv_dw.w, %6895 : tensor<3x3x1x96xf32>
    %7344 = stablehlo.subtract %blocks.1.0.bn2.g, %6898 : tensor<96xf32>
    %7345 = stablehlo.subtract %blocks.1.0.bn2.b, %6901 : tensor<96xf32>
    %7346 = stablehlo.subtract %blocks.1.0.conv_pwl.w, %6904 : tensor<1x1x96x24xf32>
    %7347 = stablehlo.subtract %blocks.1.0.bn3.g, %6907 : tensor<24xf32>
    %7348 = stablehlo.subtract %blocks.1.0.bn3.b, %6910 : tensor<24xf32>
    %7349 = stablehlo.subtract %blocks.1.1.conv_pw.w, %6913 : tensor<1x1x24x144xf32>
    %7350 = stablehlo.subtract %blocks.1.1.bn1.g, %6916 : tensor<144xf32>
    %7351 = stablehlo.subtract %blocks.1.1.bn1.b, %6919 : tensor<144xf32>
    %7352 = stablehlo.subtract %blocks.1.1.conv_dw.w, %6922 : tensor<3x3x1x144xf32>
    %7353 = stablehlo.subtract %blocks.1.1.bn2.g, %6925 : tensor<144xf32>
    %7354 = stablehlo.subtract %blocks.1.1.bn2.b, %6928 : tensor<144xf32>
    %7355 = stablehlo.subtract %blocks.1.1.conv_pwl.w, %6931 : tensor<1x1x144x24xf32>
    %7356 = stablehlo.subtract %blocks.1.1.bn3.g, %6934 : tensor<24xf32>
    %7357 = stablehlo.subtract %blocks.1.1.bn3.b, %6937 : tensor<24xf32>
    %7358 = stablehlo.subtract %blocks.2.0.conv_pw.w, %6940 : tensor<1x1x24x144xf32>
    %7359 = stablehlo.subtract %blocks.2.0.bn1.g, %6943 : tensor<144xf32>
    %7360 = stablehlo.subtract %blocks.2.0.bn1.b, %6946 : tensor<144xf32>
    %7361 = stablehlo.subtract %blocks.2.0.conv_dw.w, %6949 : tensor<3x3x1x144xf32>
    %7362 = stablehlo.subtract %blocks.2.0.bn2.g, %6952 : tensor<144xf32>
    %7363 = stablehlo.subtract %blocks.2.0.bn2.b, %6955 : tensor<144xf32>
    %7364 = stablehlo.subtract %blocks.2.0.conv_pwl.w, %6958 : tensor<1x1x144x32xf32>
    %7365 = stablehlo.subtract %blocks.2.0.bn3.g, %6961 : tensor<32xf32>
    %7366 = stablehlo.subtract %blocks.2.0.bn3.b, %6964 : tensor<32xf32>
    %7367 = stablehlo.subtract %blocks.2.1.conv_pw.w, %6967 : tensor<1x1x32x192xf32>
    %7368 = stablehlo.subtract %blocks.2.1.bn1.g, %6970 : tensor<192xf32>
    %7369 = stablehlo.subtract %blocks.2.1.bn1.b, %6973 : tensor<192xf32>
    %7370 = stablehlo.subtract %blocks.2.1.conv_dw.w, %6976 : tensor<3x3x1x192xf32>
    %7371 = stablehlo.subtract %blocks.2.1.bn2.g, %6979 : tensor<192xf32>
    %7372 = stablehlo.subtract %blocks.2.1.bn2.b, %6982 : tensor<192xf32>
    %7373 = stablehlo.subtract %blocks.2.1.conv_pwl.w, %6985 : tensor<1x1x192x32xf32>
    %7374 = stablehlo.subtract %blocks.2.1.bn3.g, %6988 : tensor<32xf32>
    %7375 = stablehlo.subtract %blocks.2.1.bn3.b, %6991 : tensor<32xf32>
    %7376 = stablehlo.subtract %blocks.2.2.conv_pw.w, %6994 : tensor<1x1x32x192xf32>
    %7377 = stablehlo.subtract %blocks.2.2.bn1.g, %6997 : tensor<192xf32>
    %7378 = stablehlo.subtract %blocks.2.2.bn1.b, %7000 : tensor<192xf32>
    %7379 = stablehlo.subtract %blocks.2.2.conv_dw.w, %7003 : tensor<3x3x1x192xf32>
    %7380 = stablehlo.subtract %blocks.2.2.bn2.g, %7006 : tensor<192xf32>
    %7381 = stablehlo.subtract %blocks.2.2.bn2.b, %7009 : tensor<192xf32>
    %7382 = stablehlo.subtract %blocks.2.2.conv_pwl.w, %7012 : tensor<1x1x192x32xf32>
    %7383 = stablehlo.subtract %blocks.2.2.bn3.g, %7015 : tensor<32xf32>
    %7384 = stablehlo.subtract %blocks.2.2.bn3.b, %7018 : tensor<32xf32>
    %7385 = stablehlo.subtract %blocks.3.0.conv_pw.w, %7021 : tensor<1x1x32x192xf32>
    %7386 = stablehlo.subtract %blocks.3.0.bn1.g, %7024 : tensor<192xf32>
    %7387 = stablehlo.subtract %blocks.3.0.bn1.b, %7027 : tensor<192xf32>
    %7388 = stablehlo.subtract %blocks.3.0.conv_dw.w, %7030 : tensor<3x3x1x192xf32>
    %7389 = stablehlo.subtract %blocks.3.0.bn2.g, %7033 : tensor<192xf32>
    %7390 = stablehlo.subtract %blocks.3.0.bn2.b, %7036 : tensor<192xf32>
    %7391 = stablehlo.subtract %blocks.3.0.conv_pwl.w, %7039 : tensor<1x1x192x64xf32>
    %7392 = stablehlo.subtract %blocks.3.0.bn3.g, %7042 : tensor<64xf32>
    %7393 = stablehlo.subtract %blocks.3.0.bn3.b, %7045 : tensor<64xf32>
    %7394 = stablehlo.subtract %blocks.3.1.conv_pw.w, %7048 : tensor<1x1x64x384xf32>
    %7395 = stablehlo.subtract %blocks.3.1.bn1.g, %7051 : tensor<384xf32>
    %7396 = stablehlo.subtract %blocks.3.1.bn1.b, %7054 : tensor<384xf32>
    %7397 = stablehlo.subtract %blocks.3.1.conv_dw.w, %7057 : tensor<3x3x1x384xf32>
    %7398 = stablehlo.subtract %blocks.3.1.bn2.g, %7060 : tensor<384xf32>
    %7399 = stablehlo.subtract %blocks.3.1.bn2.b, %7063 : tensor<384xf32>
    %7400 = stablehlo.subtract %blocks.3.1.conv_pwl.w, %7066 : tensor<1x1x384x64xf32>
    %7401 = stablehlo.subtract %blocks.3.1.bn3.g, %7069 : tensor<64xf32>
    %7402 = stablehlo.subtract %blocks.3.1.bn3.b, %7072 : tensor<64xf32>
    %7403 = stablehlo.subtract %blocks.3.2.conv_pw.w, %7075 : tensor<1x1x64x384xf32>
    %7404 = stablehlo.subtract %blocks.3.2.bn1.g, %7078 : tensor<384xf32>
    %7405 = stablehlo.subtract %blocks.3.2.bn1.b, %7081 : tensor<384xf32>
    %7406 = stablehlo.subtract %blocks.3.2.conv_dw.w, %7084 : tensor<3x3x1x384xf32>
    %7407 = stablehlo.subtract %blocks.3.2.bn2.g, %7087 : tensor<384xf32>
    %7408 = stablehlo.subtract %blocks.3.2.bn2.b, %7090 : tensor<384xf32>
    %7409 = stablehlo.subtract %blocks.3.2.conv_pwl.w, %7093 : tensor<1x1x384x64xf32>
    %7410 = stablehlo.subtract %blocks.3.2.bn3.g, %7096 : tensor<64xf32>
    %7411 = stablehlo.subtract %blocks.3.2.bn3.b, %7099 : tensor<64xf32>
    %7412 = stablehlo.subtract %blocks.3.3.conv_pw.w, %7102 : tensor<1x1x64x384xf32>
    %7413 = stablehlo.subtract %blocks.3.3.bn1.g, %7105 : tensor<384xf32>
    %7414 = stablehlo.subtract %blocks.3.3.bn1.b, %7108 : tensor<384xf32>
    %7415 = stablehlo.subtract %blocks.3.3.conv_dw.w, %7111 : tensor<3x3x1x384xf32>
    %7416 = stablehlo.subtract %blocks.3.3.bn2.g, %7114 : tensor<384xf32>
    %7417 = stablehlo.subtract %blocks.3.3.bn2.b, %7117 : tensor<384xf32>
    %7418 = stablehlo.subtract %blocks.3.3.conv_pwl.w, %7120 : tensor<1x1x384x64xf32>
    %7419 = stablehlo.subtract %blocks.3.3.bn3.g, %7123 : tensor<64xf32>
    %7420 = stablehlo.subtract %blocks.3.3.bn3.b, %7126 : tensor<64xf32>
    %7421 = stablehlo.subtract %blocks.4.0.conv_pw.w, %7129 : tensor<1x1x64x384xf32>
    %7422 = stablehlo.subtract %blocks.4.0.bn1.g, %7132 : tensor<384xf32>
    %7423 = stablehlo.subtract %blocks.4.0.bn1.b, %7135 : tensor<384xf32>
    %7424 = stablehlo.subtract %blocks.4.0.conv_dw.w, %7138 : tensor<3x3x1x384xf32>
    %7425 = stablehlo.subtract %blocks.4.0.bn2.g, %7141 : tensor<384xf32>
    %7426 = stablehlo.subtract %blocks.4.0.bn2.b, %7144 : tensor<384xf32>
    %7427 = stablehlo.subtract %blocks.4.0.conv_pwl.w, %7147 : tensor<1x1x384x96xf32>
    %7428 = stablehlo.subtract %blocks.4.0.bn3.g, %7150 : tensor<96xf32>
    %7429 = stablehlo.subtract %blocks.4.0.bn3.b, %7153 : tensor<96xf32>
    %7430 = stablehlo.subtract %blocks.4.1.conv_pw.w, %7156 : tensor<1x1x96x576xf32>
    %7431 = stablehlo.subtract %blocks.4.1.bn1.g, %7159 : tensor<576xf32>
    %7432 = stablehlo.subtract %blocks.4.1.bn1.b, %7162 : tensor<576xf32>
    %7433 = stablehlo.subtract %blocks.4.1.conv_dw.w, %7165 : tensor<3x3x1x576xf32>
    %7434 = stablehlo.subtract %blocks.4.1.bn2.g, %7168 : tensor<576xf32>
    %7435 = stablehlo.subtract %blocks.4.1.bn2.b, %7171 : tensor<576xf32>
    %7436 = stablehlo.subtract %blocks.4.1.conv_pwl.w, %7174 : tensor<1x1x576x96xf32>
    %7437 = stablehlo.subtract %blocks.4.1.bn3.g, %7177 : tensor<96xf32>
    %7438 = stablehlo.subtract %blocks.4.1.bn3.b, %7180 : tensor<96xf32>
    %7439 = stablehlo.subtract %blocks.4.2.conv_pw.w, %7183 : tensor<1x1x96x576xf32>
    %7440 = stablehlo.subtract %blocks.4.2.bn1.g, %7186 : tensor<576xf32>
    %7441 = stablehlo.subtract %blocks.4.2.bn1.b, %7189 : tensor<576xf32>
    %7442 = stablehlo.subtract %blocks.4.2.conv_dw.w, %7192 : tensor<3x3x1x576xf32>
    %7443 = stablehlo.subtract %blocks.4.2.bn2.g, %7195 : tensor<576xf32>
    %7444 = stablehlo.subtract %blocks.4.2.bn2.b, %7198 : tensor<576xf32>
    %7445 = stablehlo.subtract %blocks.4.2.conv_pwl.w, %7201 : tensor<1x1x576x96xf32>
    %7446 = stablehlo.subtract %blocks.4.2.bn3.g, %7204 : tensor<96xf32>
    %7447 = stablehlo.subtract %blocks.4.2.bn3.b, %7207 : tensor<96xf32>
    %7448 = stablehlo.subtract %blocks.5.0.conv_pw.w, %7210 : tensor<1x1x96x576xf32>
    %7449 = stablehlo.subtract %blocks.5.0.bn1.g, %7213 : tensor<576xf32>
    %7450 = stablehlo.subtract %blocks.5.0.bn1.b, %7216 : tensor<576xf32>
    %7451 = stablehlo.subtract %blocks.5.0.conv_dw.w, %7219 : tensor<3x3x1x576xf32>
    %7452 = stablehlo.subtract %blocks.5.0.bn2.g, %7222 : tensor<576xf32>
    %7453 = stablehlo.subtract %blocks.5.0.bn2.b, %7225 : tensor<576xf32>
    %7454 = stablehlo.subtract %blocks.5.0.conv_pwl.w, %7228 : tensor<1x1x576x160xf32>
    %7455 = stablehlo.subtract %blocks.5.0.bn3.g, %7231 : tensor<160xf32>
    %7456 = stablehlo.subtract %blocks.5.0.bn3.b, %7234 : tensor<160xf32>
    %7457 = stablehlo.subtract %blocks.5.1.conv_pw.w, %7237 : tensor<1x1x160x960xf32>
    %7458 = stablehlo.subtract %blocks.5.1.bn1.g, %7240 : tensor<960xf32>
    %7459 = stablehlo.subtract %blocks.5.1.bn1.b, %7243 : tensor<960xf32>
    %7460 = stablehlo.subtract %blocks.5.1.conv_dw.w, %7246 : tensor<3x3x1x960xf32>
    %7461 = stablehlo.subtract %blocks.5.1.bn2.g, %7249 : tensor<960xf32>
    %7462 = stablehlo.subtract %blocks.5.1.bn2.b, %7252 : tensor<960xf32>
    %7463 = stablehlo.subtract %blocks.5.1.conv_pwl.w, %7255 : tensor<1x1x960x160xf32>
    %7464 = stablehlo.subtract %blocks.5.1.bn3.g, %7258 : tensor<160xf32>
    %7465 = stablehlo.subtract %blocks.5.1.bn3.b, %7261 : tensor<160xf32>
    %7466 = stablehlo.subtract %blocks.5.2.conv_pw.w, %7264 : tensor<1x1x160x960xf32>
    %7467 = stablehlo.subtract %blocks.5.2.bn1.g, %7267 : tensor<960xf32>
    %7468 = stablehlo.subtract %blocks.5.2.bn1.b, %7270 : tensor<960xf32>
    %7469 = stablehlo.subtract %blocks.5.2.conv_dw.w, %7273 : tensor<3x3x1x960xf32>
    %7470 = stablehlo.subtract %blocks.5.2.bn2.g, %7276 : tensor<960xf32>
    %7471 = stablehlo.subtract %blocks.5.2.bn2.b, %7279 : tensor<960xf32>
    %7472 = stablehlo.subtract %blocks.5.2.conv_pwl.w, %7282 : tensor<1x1x960x160xf32>
    %7473 = stablehlo.subtract %blocks.5.2.bn3.g, %7285 : tensor<160xf32>
    %7474 = stablehlo.subtract %blocks.5.2.bn3.b, %7288 : tensor<160xf32>
    %7475 = stablehlo.subtract %blocks.6.0.conv_pw.w, %7291 : tensor<1x1x160x960xf32>
    %7476 = stablehlo.subtract %blocks.6.0.bn1.g, %7294 : tensor<960xf32>
    %7477 = stablehlo.subtract %blocks.6.0.bn1.b, %7297 : tensor<960xf32>
    %7478 = stablehlo.subtract %blocks.6.0.conv_dw.w, %7300 : tensor<3x3x1x960xf32>
    %7479 = stablehlo.subtract %blocks.6.0.bn2.g, %7303 : tensor<960xf32>
    %7480 = stablehlo.subtract %blocks.6.0.bn2.b, %7306 : tensor<960xf32>
    %7481 = stablehlo.subtract %blocks.6.0.conv_pwl.w, %7309 : tensor<1x1x960x320xf32>
    %7482 = stablehlo.subtract %blocks.6.0.bn3.g, %7312 : tensor<320xf32>
    %7483 = stablehlo.subtract %blocks.6.0.bn3.b, %7315 : tensor<320xf32>
    %7484 = stablehlo.subtract %conv_head.w, %7318 : tensor<1x1x320x1280xf32>
    %7485 = stablehlo.subtract %bn2.g, %7321 : tensor<1280xf32>
    %7486 = stablehlo.subtract %bn2.b, %7324 : tensor<1280xf32>
    %7487 = stablehlo.subtract %classifier.w, %7327 : tensor<1280x1000xf32>
    %7488 = stablehlo.subtract %classifier.b, %7330 : tensor<1000xf32>
    %7489 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %7490 = stablehlo.constant dense<1.0> : tensor<3x3x3x32xf32>
    %7491 = stablehlo.subtract %7490, %7489 : tensor<3x3x3x32xf32>
    %7492 = stablehlo.multiply %7489, %ema.conv_stem.w : tensor<3x3x3x32xf32>
    %7493 = stablehlo.multiply %7491, %7331 : tensor<3x3x3x32xf32>
    %7494 = stablehlo.add %7492, %7493 : tensor<3x3x3x32xf32>
    %7495 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7496 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7497 = stablehlo.subtract %7496, %7495 : tensor<32xf32>
    %7498 = stablehlo.multiply %7495, %ema.bn1.g : tensor<32xf32>
    %7499 = stablehlo.multiply %7497, %7332 : tensor<32xf32>
    %7500 = stablehlo.add %7498, %7499 : tensor<32xf32>
    %7501 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7502 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7503 = stablehlo.subtract %7502, %7501 : tensor<32xf32>
    %7504 = stablehlo.multiply %7501, %ema.bn1.b : tensor<32xf32>
    %7505 = stablehlo.multiply %7503, %7333 : tensor<32xf32>
    %7506 = stablehlo.add %7504, %7505 : tensor<32xf32>
    %7507 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %7508 = stablehlo.constant dense<1.0> : tensor<3x3x1x32xf32>
    %7509 = stablehlo.subtract %7508, %7507 : tensor<3x3x1x32xf32>
    %7510 = stablehlo.multiply %7507, %ema.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %7511 = stablehlo.multiply %7509, %7334 : tensor<3x3x1x32xf32>
    %7512 = stablehlo.add %7510, %7511 : tensor<3x3x1x32xf32>
    %7513 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7514 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7515 = stablehlo.subtract %7514, %7513 : tensor<32xf32>
    %7516 = stablehlo.multiply %7513, %ema.blocks.0.0.bn1.g : tensor<32xf32>
    %7517 = stablehlo.multiply %7515, %7335 : tensor<32xf32>
    %7518 = stablehlo.add %7516, %7517 : tensor<32xf32>
    %7519 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7520 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7521 = stablehlo.subtract %7520, %7519 : tensor<32xf32>
    %7522 = stablehlo.multiply %7519, %ema.blocks.0.0.bn1.b : tensor<32xf32>
    %7523 = stablehlo.multiply %7521, %7336 : tensor<32xf32>
    %7524 = stablehlo.add %7522, %7523 : tensor<32xf32>
    %7525 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %7526 = stablehlo.constant dense<1.0> : tensor<1x1x32x16xf32>
    %7527 = stablehlo.subtract %7526, %7525 : tensor<1x1x32x16xf32>
    %7528 = stablehlo.multiply %7525, %ema.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %7529 = stablehlo.multiply %7527, %7337 : tensor<1x1x32x16xf32>
    %7530 = stablehlo.add %7528, %7529 : tensor<1x1x32x16xf32>
    %7531 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %7532 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %7533 = stablehlo.subtract %7532, %7531 : tensor<16xf32>
    %7534 = stablehlo.multiply %7531, %ema.blocks.0.0.bn2.g : tensor<16xf32>
    %7535 = stablehlo.multiply %7533, %7338 : tensor<16xf32>
    %7536 = stablehlo.add %7534, %7535 : tensor<16xf32>
    %7537 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %7538 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %7539 = stablehlo.subtract %7538, %7537 : tensor<16xf32>
    %7540 = stablehlo.multiply %7537, %ema.blocks.0.0.bn2.b : tensor<16xf32>
    %7541 = stablehlo.multiply %7539, %7339 : tensor<16xf32>
    %7542 = stablehlo.add %7540, %7541 : tensor<16xf32>
    %7543 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x96xf32>
    %7544 = stablehlo.constant dense<1.0> : tensor<1x1x16x96xf32>
    %7545 = stablehlo.subtract %7544, %7543 : tensor<1x1x16x96xf32>
    %7546 = stablehlo.multiply %7543, %ema.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %7547 = stablehlo.multiply %7545, %7340 : tensor<1x1x16x96xf32>
    %7548 = stablehlo.add %7546, %7547 : tensor<1x1x16x96xf32>
    %7549 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7550 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7551 = stablehlo.subtract %7550, %7549 : tensor<96xf32>
    %7552 = stablehlo.multiply %7549, %ema.blocks.1.0.bn1.g : tensor<96xf32>
    %7553 = stablehlo.multiply %7551, %7341 : tensor<96xf32>
    %7554 = stablehlo.add %7552, %7553 : tensor<96xf32>
    %7555 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7556 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7557 = stablehlo.subtract %7556, %7555 : tensor<96xf32>
    %7558 = stablehlo.multiply %7555, %ema.blocks.1.0.bn1.b : tensor<96xf32>
    %7559 = stablehlo.multiply %7557, %7342 : tensor<96xf32>
    %7560 = stablehlo.add %7558, %7559 : tensor<96xf32>
    %7561 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x96xf32>
    %7562 = stablehlo.constant dense<1.0> : tensor<3x3x1x96xf32>
    %7563 = stablehlo.subtract %7562, %7561 : tensor<3x3x1x96xf32>
    %7564 = stablehlo.multiply %7561, %ema.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %7565 = stablehlo.multiply %7563, %7343 : tensor<3x3x1x96xf32>
    %7566 = stablehlo.add %7564, %7565 : tensor<3x3x1x96xf32>
    %7567 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7568 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7569 = stablehlo.subtract %7568, %7567 : tensor<96xf32>
    %7570 = stablehlo.multiply %7567, %ema.blocks.1.0.bn2.g : tensor<96xf32>
    %7571 = stablehlo.multiply %7569, %7344 : tensor<96xf32>
    %7572 = stablehlo.add %7570, %7571 : tensor<96xf32>
    %7573 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7574 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7575 = stablehlo.subtract %7574, %7573 : tensor<96xf32>
    %7576 = stablehlo.multiply %7573, %ema.blocks.1.0.bn2.b : tensor<96xf32>
    %7577 = stablehlo.multiply %7575, %7345 : tensor<96xf32>
    %7578 = stablehlo.add %7576, %7577 : tensor<96xf32>
    %7579 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x24xf32>
    %7580 = stablehlo.constant dense<1.0> : tensor<1x1x96x24xf32>
    %7581 = stablehlo.subtract %7580, %7579 : tensor<1x1x96x24xf32>
    %7582 = stablehlo.multiply %7579, %ema.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %7583 = stablehlo.multiply %7581, %7346 : tensor<1x1x96x24xf32>
    %7584 = stablehlo.add %7582, %7583 : tensor<1x1x96x24xf32>
    %7585 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7586 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7587 = stablehlo.subtract %7586, %7585 : tensor<24xf32>
    %7588 = stablehlo.multiply %7585, %ema.blocks.1.0.bn3.g : tensor<24xf32>
    %7589 = stablehlo.multiply %7587, %7347 : tensor<24xf32>
    %7590 = stablehlo.add %7588, %7589 : tensor<24xf32>
    %7591 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7592 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7593 = stablehlo.subtract %7592, %7591 : tensor<24xf32>
    %7594 = stablehlo.multiply %7591, %ema.blocks.1.0.bn3.b : tensor<24xf32>
    %7595 = stablehlo.multiply %7593, %7348 : tensor<24xf32>
    %7596 = stablehlo.add %7594, %7595 : tensor<24xf32>
    %7597 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %7598 = stablehlo.constant dense<1.0> : tensor<1x1x24x144xf32>
    %7599 = stablehlo.subtract %7598, %7597 : tensor<1x1x24x144xf32>
    %7600 = stablehlo.multiply %7597, %ema.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %7601 = stablehlo.multiply %7599, %7349 : tensor<1x1x24x144xf32>
    %7602 = stablehlo.add %7600, %7601 : tensor<1x1x24x144xf32>
    %7603 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7604 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7605 = stablehlo.subtract %7604, %7603 : tensor<144xf32>
    %7606 = stablehlo.multiply %7603, %ema.blocks.1.1.bn1.g : tensor<144xf32>
    %7607 = stablehlo.multiply %7605, %7350 : tensor<144xf32>
    %7608 = stablehlo.add %7606, %7607 : tensor<144xf32>
    %7609 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7610 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7611 = stablehlo.subtract %7610, %7609 : tensor<144xf32>
    %7612 = stablehlo.multiply %7609, %ema.blocks.1.1.bn1.b : tensor<144xf32>
    %7613 = stablehlo.multiply %7611, %7351 : tensor<144xf32>
    %7614 = stablehlo.add %7612, %7613 : tensor<144xf32>
    %7615 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %7616 = stablehlo.constant dense<1.0> : tensor<3x3x1x144xf32>
    %7617 = stablehlo.subtract %7616, %7615 : tensor<3x3x1x144xf32>
    %7618 = stablehlo.multiply %7615, %ema.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %7619 = stablehlo.multiply %7617, %7352 : tensor<3x3x1x144xf32>
    %7620 = stablehlo.add %7618, %7619 : tensor<3x3x1x144xf32>
    %7621 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7622 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7623 = stablehlo.subtract %7622, %7621 : tensor<144xf32>
    %7624 = stablehlo.multiply %7621, %ema.blocks.1.1.bn2.g : tensor<144xf32>
    %7625 = stablehlo.multiply %7623, %7353 : tensor<144xf32>
    %7626 = stablehlo.add %7624, %7625 : tensor<144xf32>
    %7627 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7628 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7629 = stablehlo.subtract %7628, %7627 : tensor<144xf32>
    %7630 = stablehlo.multiply %7627, %ema.blocks.1.1.bn2.b : tensor<144xf32>
    %7631 = stablehlo.multiply %7629, %7354 : tensor<144xf32>
    %7632 = stablehlo.add %7630, %7631 : tensor<144xf32>
    %7633 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x24xf32>
    %7634 = stablehlo.constant dense<1.0> : tensor<1x1x144x24xf32>
    %7635 = stablehlo.subtract %7634, %7633 : tensor<1x1x144x24xf32>
    %7636 = stablehlo.multiply %7633, %ema.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %7637 = stablehlo.multiply %7635, %7355 : tensor<1x1x144x24xf32>
    %7638 = stablehlo.add %7636, %7637 : tensor<1x1x144x24xf32>
    %7639 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7640 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7641 = stablehlo.subtract %7640, %7639 : tensor<24xf32>
    %7642 = stablehlo.multiply %7639, %ema.blocks.1.1.bn3.g : tensor<24xf32>
    %7643 = stablehlo.multiply %7641, %7356 : tensor<24xf32>
    %7644 = stablehlo.add %7642, %7643 : tensor<24xf32>
    %7645 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7646 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7647 = stablehlo.subtract %7646, %7645 : tensor<24xf32>
    %7648 = stablehlo.multiply %7645, %ema.blocks.1.1.bn3.b : tensor<24xf32>
    %7649 = stablehlo.multiply %7647, %7357 : tensor<24xf32>
    %7650 = stablehlo.add %7648, %7649 : tensor<24xf32>
    %7651 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %7652 = stablehlo.constant dense<1.0> : tensor<1x1x24x144xf32>
    %7653 = stablehlo.subtract %7652, %7651 : tensor<1x1x24x144xf32>
    %7654 = stablehlo.multiply %7651, %ema.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %7655 = stablehlo.multiply %7653, %7358 : tensor<1x1x24x144xf32>
    %7656 = stablehlo.add %7654, %7655 : tensor<1x1x24x144xf32>
    %7657 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7658 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7659 = stablehlo.subtract %7658, %7657 : tensor<144xf32>
    %7660 = stablehlo.multiply %7657, %ema.blocks.2.0.bn1.g : tensor<144xf32>
    %7661 = stablehlo.multiply %7659, %7359 : tensor<144xf32>
    %7662 = stablehlo.add %7660, %7661 : tensor<144xf32>
    %7663 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7664 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7665 = stablehlo.subtract %7664, %7663 : tensor<144xf32>
    %7666 = stablehlo.multiply %7663, %ema.blocks.2.0.bn1.b : tensor<144xf32>
    %7667 = stablehlo.multiply %7665, %7360 : tensor<144xf32>
    %7668 = stablehlo.add %7666, %7667 : tensor<144xf32>
    %7669 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %7670 = stablehlo.constant dense<1.0> : tensor<3x3x1x144xf32>
    %7671 = stablehlo.subtract %7670, %7669 : tensor<3x3x1x144xf32>
    %7672 = stablehlo.multiply %7669, %ema.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %7673 = stablehlo.multiply %7671, %7361 : tensor<3x3x1x144xf32>
    %7674 = stablehlo.add %7672, %7673 : tensor<3x3x1x144xf32>
    %7675 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7676 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7677 = stablehlo.subtract %7676, %7675 : tensor<144xf32>
    %7678 = stablehlo.multiply %7675, %ema.blocks.2.0.bn2.g : tensor<144xf32>
    %7679 = stablehlo.multiply %7677, %7362 : tensor<144xf32>
    %7680 = stablehlo.add %7678, %7679 : tensor<144xf32>
    %7681 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7682 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7683 = stablehlo.subtract %7682, %7681 : tensor<144xf32>
    %7684 = stablehlo.multiply %7681, %ema.blocks.2.0.bn2.b : tensor<144xf32>
    %7685 = stablehlo.multiply %7683, %7363 : tensor<144xf32>
    %7686 = stablehlo.add %7684, %7685 : tensor<144xf32>
    %7687 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x32xf32>
    %7688 = stablehlo.constant dense<1.0> : tensor<1x1x144x32xf32>
    %7689 = stablehlo.subtract %7688, %7687 : tensor<1x1x144x32xf32>
    %7690 = stablehlo.multiply %7687, %ema.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %7691 = stablehlo.multiply %7689, %7364 : tensor<1x1x144x32xf32>
    %7692 = stablehlo.add %7690, %7691 : tensor<1x1x144x32xf32>
    %7693 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7694 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7695 = stablehlo.subtract %7694, %7693 : tensor<32xf32>
    %7696 = stablehlo.multiply %7693, %ema.blocks.2.0.bn3.g : tensor<32xf32>
    %7697 = stablehlo.multiply %7695, %7365 : tensor<32xf32>
    %7698 = stablehlo.add %7696, %7697 : tensor<32xf32>
    %7699 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7700 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7701 = stablehlo.subtract %7700, %7699 : tensor<32xf32>
    %7702 = stablehlo.multiply %7699, %ema.blocks.2.0.bn3.b : tensor<32xf32>
    %7703 = stablehlo.multiply %7701, %7366 : tensor<32xf32>
    %7704 = stablehlo.add %7702, %7703 : tensor<32xf32>
    %7705 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %7706 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %7707 = stablehlo.subtract %7706, %7705 : tensor<1x1x32x192xf32>
    %7708 = stablehlo.multiply %7705, %ema.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %7709 = stablehlo.multiply %7707, %7367 : tensor<1x1x32x192xf32>
    %7710 = stablehlo.add %7708, %7709 : tensor<1x1x32x192xf32>
    %7711 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7712 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7713 = stablehlo.subtract %7712, %7711 : tensor<192xf32>
    %7714 = stablehlo.multiply %7711, %ema.blocks.2.1.bn1.g : tensor<192xf32>
    %7715 = stablehlo.multiply %7713, %7368 : tensor<192xf32>
    %7716 = stablehlo.add %7714, %7715 : tensor<192xf32>
    %7717 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7718 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7719 = stablehlo.subtract %7718, %7717 : tensor<192xf32>
    %7720 = stablehlo.multiply %7717, %ema.blocks.2.1.bn1.b : tensor<192xf32>
    %7721 = stablehlo.multiply %7719, %7369 : tensor<192xf32>
    %7722 = stablehlo.add %7720, %7721 : tensor<192xf32>
    %7723 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %7724 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %7725 = stablehlo.subtract %7724, %7723 : tensor<3x3x1x192xf32>
    %7726 = stablehlo.multiply %7723, %ema.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %7727 = stablehlo.multiply %7725, %7370 : tensor<3x3x1x192xf32>
    %7728 = stablehlo.add %7726, %7727 : tensor<3x3x1x192xf32>
    %7729 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7730 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7731 = stablehlo.subtract %7730, %7729 : tensor<192xf32>
    %7732 = stablehlo.multiply %7729, %ema.blocks.2.1.bn2.g : tensor<192xf32>
    %7733 = stablehlo.multiply %7731, %7371 : tensor<192xf32>
    %7734 = stablehlo.add %7732, %7733 : tensor<192xf32>
    %7735 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7736 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7737 = stablehlo.subtract %7736, %7735 : tensor<192xf32>
    %7738 = stablehlo.multiply %7735, %ema.blocks.2.1.bn2.b : tensor<192xf32>
    %7739 = stablehlo.multiply %7737, %7372 : tensor<192xf32>
    %7740 = stablehlo.add %7738, %7739 : tensor<192xf32>
    %7741 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %7742 = stablehlo.constant dense<1.0> : tensor<1x1x192x32xf32>
    %7743 = stablehlo.subtract %7742, %7741 : tensor<1x1x192x32xf32>
    %7744 = stablehlo.multiply %7741, %ema.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %7745 = stablehlo.multiply %7743, %7373 : tensor<1x1x192x32xf32>
    %7746 = stablehlo.add %7744, %7745 : tensor<1x1x192x32xf32>
    %7747 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7748 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7749 = stablehlo.subtract %7748, %7747 : tensor<32xf32>
    %7750 = stablehlo.multiply %7747, %ema.blocks.2.1.bn3.g : tensor<32xf32>
    %7751 = stablehlo.multiply %7749, %7374 : tensor<32xf32>
    %7752 = stablehlo.add %7750, %7751 : tensor<32xf32>
    %7753 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7754 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7755 = stablehlo.subtract %7754, %7753 : tensor<32xf32>
    %7756 = stablehlo.multiply %7753, %ema.blocks.2.1.bn3.b : tensor<32xf32>
    %7757 = stablehlo.multiply %7755, %7375 : tensor<32xf32>
    %7758 = stablehlo.add %7756, %7757 : tensor<32xf32>
    %7759 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %7760 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %7761 = stablehlo.subtract %7760, %7759 : tensor<1x1x32x192xf32>
    %7762 = stablehlo.multiply %7759, %ema.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %7763 = stablehlo.multiply %7761, %7376 : tensor<1x1x32x192xf32>
    %7764 = stablehlo.add %7762, %7763 : tensor<1x1x32x192xf32>
    %7765 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7766 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7767 = stablehlo.subtract %7766, %7765 : tensor<192xf32>
    %7768 = stablehlo.multiply %7765, %ema.blocks.2.2.bn1.g : tensor<192xf32>
    %7769 = stablehlo.multiply %7767, %7377 : tensor<192xf32>
    %7770 = stablehlo.add %7768, %7769 : tensor<192xf32>
    %7771 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7772 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7773 = stablehlo.subtract %7772, %7771 : tensor<192xf32>
    %7774 = stablehlo.multiply %7771, %ema.blocks.2.2.bn1.b : tensor<192xf32>
    %7775 = stablehlo.multiply %7773, %7378 : tensor<192xf32>
    %7776 = stablehlo.add %7774, %7775 : tensor<192xf32>
    %7777 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %7778 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %7779 = stablehlo.subtract %7778, %7777 : tensor<3x3x1x192xf32>
    %7780 = stablehlo.multiply %7777, %ema.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %7781 = stablehlo.multiply %7779, %7379 : tensor<3x3x1x192xf32>
    %7782 = stablehlo.add %7780, %7781 : tensor<3x3x1x192xf32>
    %7783 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7784 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7785 = stablehlo.subtract %7784, %7783 : tensor<192xf32>
    %7786 = stablehlo.multiply %7783, %ema.blocks.2.2.bn2.g : tensor<192xf32>
    %7787 = stablehlo.multiply %7785, %7380 : tensor<192xf32>
    %7788 = stablehlo.add %7786, %7787 : tensor<192xf32>
    %7789 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7790 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7791 = stablehlo.subtract %7790, %7789 : tensor<192xf32>
    %7792 = stablehlo.multiply %7789, %ema.blocks.2.2.bn2.b : tensor<192xf32>
    %7793 = stablehlo.multiply %7791, %7381 : tensor<192xf32>
    %7794 = stablehlo.add %7792, %7793 : tensor<192xf32>
    %7795 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %7796 = stablehlo.constant dense<1.0> : tensor<1x1x192x32xf32>
    %7797 = stablehlo.subtract %7796, %7795 : tensor<1x1x192x32xf32>
    %7798 = stablehlo.multiply %7795, %ema.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %7799 = stablehlo.multiply %7797, %7382 : tensor<1x1x192x32xf32>
    %7800 = stablehlo.add %7798, %7799 : tensor<1x1x192x32xf32>
    %7801 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7802 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7803 = stablehlo.subtract %7802, %7801 : tensor<32xf32>
    %7804 = stablehlo.multiply %7801, %ema.blocks.2.2.bn3.g : tensor<32xf32>
    %7805 = stablehlo.multiply %7803, %7383 : tensor<32xf32>
    %7806 = stablehlo.add %7804, %7805 : tensor<32xf32>
    %7807 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7808 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7809 = stablehlo.subtract %7808, %7807 : tensor<32xf32>
    %7810 = stablehlo.multiply %7807, %ema.blocks.2.2.bn3.b : tensor<32xf32>
    %7811 = stablehlo.multiply %7809, %7384 : tensor<32xf32>
    %7812 = stablehlo.add %7810, %7811 : tensor<32xf32>
    %7813 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %7814 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %7815 = stablehlo.subtract %7814, %7813 : tensor<1x1x32x192xf32>
    %7816 = stablehlo.multiply %7813, %ema.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %7817 = stablehlo.multiply %7815, %7385 : tensor<1x1x32x192xf32>
    %7818 = stablehlo.add %7816, %7817 : tensor<1x1x32x192xf32>
    %7819 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7820 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7821 = stablehlo.subtract %7820, %7819 : tensor<192xf32>
    %7822 = stablehlo.multiply %7819, %ema.blocks.3.0.bn1.g : tensor<192xf32>
    %7823 = stablehlo.multiply %7821, %7386 : tensor<192xf32>
    %7824 = stablehlo.add %7822, %7823 : tensor<192xf32>
    %7825 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7826 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7827 = stablehlo.subtract %7826, %7825 : tensor<192xf32>
    %7828 = stablehlo.multiply %7825, %ema.blocks.3.0.bn1.b : tensor<192xf32>
    %7829 = stablehlo.multiply %7827, %7387 : tensor<192xf32>
    %7830 = stablehlo.add %7828, %7829 : tensor<192xf32>
    %7831 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %7832 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %7833 = stablehlo.subtract %7832, %7831 : tensor<3x3x1x192xf32>
    %7834 = stablehlo.multiply %7831, %ema.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %7835 = stablehlo.multiply %7833, %7388 : tensor<3x3x1x192xf32>
    %7836 = stablehlo.add %7834, %7835 : tensor<3x3x1x192xf32>
    %7837 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7838 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7839 = stablehlo.subtract %7838, %7837 : tensor<192xf32>
    %7840 = stablehlo.multiply %7837, %ema.blocks.3.0.bn2.g : tensor<192xf32>
    %7841 = stablehlo.multiply %7839, %7389 : tensor<192xf32>
    %7842 = stablehlo.add %7840, %7841 : tensor<192xf32>
    %7843 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7844 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7845 = stablehlo.subtract %7844, %7843 : tensor<192xf32>
    %7846 = stablehlo.multiply %7843, %ema.blocks.3.0.bn2.b : tensor<192xf32>
    %7847 = stablehlo.multiply %7845, %7390 : tensor<192xf32>
    %7848 = stablehlo.add %7846, %7847 : tensor<192xf32>
    %7849 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x64xf32>
    %7850 = stablehlo.constant dense<1.0> : tensor<1x1x192x64xf32>
    %7851 = stablehlo.subtract %7850, %7849 : tensor<1x1x192x64xf32>
    %7852 = stablehlo.multiply %7849, %ema.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %7853 = stablehlo.multiply %7851, %7391 : tensor<1x1x192x64xf32>
    %7854 = stablehlo.add %7852, %7853 : tensor<1x1x192x64xf32>
    %7855 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7856 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7857 = stablehlo.subtract %7856, %7855 : tensor<64xf32>
    %7858 = stablehlo.multiply %7855, %ema.blocks.3.0.bn3.g : tensor<64xf32>
    %7859 = stablehlo.multiply %7857, %7392 : tensor<64xf32>
    %7860 = stablehlo.add %7858, %7859 : tensor<64xf32>
    %7861 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7862 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7863 = stablehlo.subtract %7862, %7861 : tensor<64xf32>
    %7864 = stablehlo.multiply %7861, %ema.blocks.3.0.bn3.b : tensor<64xf32>
    %7865 = stablehlo.multiply %7863, %7393 : tensor<64xf32>
    %7866 = stablehlo.add %7864, %7865 : tensor<64xf32>
    %7867 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7868 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7869 = stablehlo.subtract %7868, %7867 : tensor<1x1x64x384xf32>
    %7870 = stablehlo.multiply %7867, %ema.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %7871 = stablehlo.multiply %7869, %7394 : tensor<1x1x64x384xf32>
    %7872 = stablehlo.add %7870, %7871 : tensor<1x1x64x384xf32>
    %7873 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7874 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7875 = stablehlo.subtract %7874, %7873 : tensor<384xf32>
    %7876 = stablehlo.multiply %7873, %ema.blocks.3.1.bn1.g : tensor<384xf32>
    %7877 = stablehlo.multiply %7875, %7395 : tensor<384xf32>
    %7878 = stablehlo.add %7876, %7877 : tensor<384xf32>
    %7879 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7880 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7881 = stablehlo.subtract %7880, %7879 : tensor<384xf32>
    %7882 = stablehlo.multiply %7879, %ema.blocks.3.1.bn1.b : tensor<384xf32>
    %7883 = stablehlo.multiply %7881, %7396 : tensor<384xf32>
    %7884 = stablehlo.add %7882, %7883 : tensor<384xf32>
    %7885 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7886 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7887 = stablehlo.subtract %7886, %7885 : tensor<3x3x1x384xf32>
    %7888 = stablehlo.multiply %7885, %ema.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %7889 = stablehlo.multiply %7887, %7397 : tensor<3x3x1x384xf32>
    %7890 = stablehlo.add %7888, %7889 : tensor<3x3x1x384xf32>
    %7891 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7892 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7893 = stablehlo.subtract %7892, %7891 : tensor<384xf32>
    %7894 = stablehlo.multiply %7891, %ema.blocks.3.1.bn2.g : tensor<384xf32>
    %7895 = stablehlo.multiply %7893, %7398 : tensor<384xf32>
    %7896 = stablehlo.add %7894, %7895 : tensor<384xf32>
    %7897 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7898 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7899 = stablehlo.subtract %7898, %7897 : tensor<384xf32>
    %7900 = stablehlo.multiply %7897, %ema.blocks.3.1.bn2.b : tensor<384xf32>
    %7901 = stablehlo.multiply %7899, %7399 : tensor<384xf32>
    %7902 = stablehlo.add %7900, %7901 : tensor<384xf32>
    %7903 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %7904 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %7905 = stablehlo.subtract %7904, %7903 : tensor<1x1x384x64xf32>
    %7906 = stablehlo.multiply %7903, %ema.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %7907 = stablehlo.multiply %7905, %7400 : tensor<1x1x384x64xf32>
    %7908 = stablehlo.add %7906, %7907 : tensor<1x1x384x64xf32>
    %7909 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7910 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7911 = stablehlo.subtract %7910, %7909 : tensor<64xf32>
    %7912 = stablehlo.multiply %7909, %ema.blocks.3.1.bn3.g : tensor<64xf32>
    %7913 = stablehlo.multiply %7911, %7401 : tensor<64xf32>
    %7914 = stablehlo.add %7912, %7913 : tensor<64xf32>
    %7915 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7916 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7917 = stablehlo.subtract %7916, %7915 : tensor<64xf32>
    %7918 = stablehlo.multiply %7915, %ema.blocks.3.1.bn3.b : tensor<64xf32>
    %7919 = stablehlo.multiply %7917, %7402 : tensor<64xf32>
    %7920 = stablehlo.add %7918, %7919 : tensor<64xf32>
    %7921 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7922 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7923 = stablehlo.subtract %7922, %7921 : tensor<1x1x64x384xf32>
    %7924 = stablehlo.multiply %7921, %ema.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %7925 = stablehlo.multiply %7923, %7403 : tensor<1x1x64x384xf32>
    %7926 = stablehlo.add %7924, %7925 : tensor<1x1x64x384xf32>
    %7927 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7928 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7929 = stablehlo.subtract %7928, %7927 : tensor<384xf32>
    %7930 = stablehlo.multiply %7927, %ema.blocks.3.2.bn1.g : tensor<384xf32>
    %7931 = stablehlo.multiply %7929, %7404 : tensor<384xf32>
    %7932 = stablehlo.add %7930, %7931 : tensor<384xf32>
    %7933 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7934 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7935 = stablehlo.subtract %7934, %7933 : tensor<384xf32>
    %7936 = stablehlo.multiply %7933, %ema.blocks.3.2.bn1.b : tensor<384xf32>
    %7937 = stablehlo.multiply %7935, %7405 : tensor<384xf32>
    %7938 = stablehlo.add %7936, %7937 : tensor<384xf32>
    %7939 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7940 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7941 = stablehlo.subtract %7940, %7939 : tensor<3x3x1x384xf32>
    %7942 = stablehlo.multiply %7939, %ema.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %7943 = stablehlo.multiply %7941, %7406 : tensor<3x3x1x384xf32>
    %7944 = stablehlo.add %7942, %7943 : tensor<3x3x1x384xf32>
    %7945 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7946 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7947 = stablehlo.subtract %7946, %7945 : tensor<384xf32>
    %7948 = stablehlo.multiply %7945, %ema.blocks.3.2.bn2.g : tensor<384xf32>
    %7949 = stablehlo.multiply %7947, %7407 : tensor<384xf32>
    %7950 = stablehlo.add %7948, %7949 : tensor<384xf32>
    %7951 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7952 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7953 = stablehlo.subtract %7952, %7951 : tensor<384xf32>
    %7954 = stablehlo.multiply %7951, %ema.blocks.3.2.bn2.b : tensor<384xf32>
    %7955 = stablehlo.multiply %7953, %7408 : tensor<384xf32>
    %7956 = stablehlo.add %7954, %7955 : tensor<384xf32>
    %7957 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %7958 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %7959 = stablehlo.subtract %7958, %7957 : tensor<1x1x384x64xf32>
    %7960 = stablehlo.multiply %7957, %ema.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %7961 = stablehlo.multiply %7959, %7409 : tensor<1x1x384x64xf32>
    %7962 = stablehlo.add %7960, %7961 : tensor<1x1x384x64xf32>
    %7963 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7964 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7965 = stablehlo.subtract %7964, %7963 : tensor<64xf32>
    %7966 = stablehlo.multiply %7963, %ema.blocks.3.2.bn3.g : tensor<64xf32>
    %7967 = stablehlo.multiply %7965, %7410 : tensor<64xf32>
    %7968 = stablehlo.add %7966, %7967 : tensor<64xf32>
    %7969 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7970 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7971 = stablehlo.subtract %7970, %7969 : tensor<64xf32>
    %7972 = stablehlo.multiply %7969, %ema.blocks.3.2.bn3.b : tensor<64xf32>
    %7973 = stablehlo.multiply %7971, %7411 : tensor<64xf32>
    %7974 = stablehlo.add %7972, %7973 : tensor<64xf32>
    %7975 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7976 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7977 = stablehlo.subtract %7976, %7975 : tensor<1x1x64x384xf32>
    %7978 = stablehlo.multiply %7975, %ema.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %7979 = stablehlo.multiply %7977, %7412 : tensor<1x1x64x384xf32>
    %7980 = stablehlo.add %7978, %7979 : tensor<1x1x64x384xf32>
    %7981 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7982 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7983 = stablehlo.subtract %7982, %7981 : tensor<384xf32>
    %7984 = stablehlo.multiply %7981, %ema.blocks.3.3.bn1.g : tensor<384xf32>
    %7985 = stablehlo.multiply %7983, %7413 : tensor<384xf32>
    %7986 = stablehlo.add %7984, %7985 : tensor<384xf32>
    %7987 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7988 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7989 = stablehlo.subtract %7988, %7987 : tensor<384xf32>
    %7990 = stablehlo.multiply %7987, %ema.blocks.3.3.bn1.b : tensor<384xf32>
    %7991 = stablehlo.multiply %7989, %7414 : tensor<384xf32>
    %7992 = stablehlo.add %7990, %7991 : tensor<384xf32>
    %7993 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7994 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7995 = stablehlo.subtract %7994, %7993 : tensor<3x3x1x384xf32>
    %7996 = stablehlo.multiply %7993, %ema.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %7997 = stablehlo.multiply %7995, %7415 : tensor<3x3x1x384xf32>
    %7998 = stablehlo.add %7996, %7997 : tensor<3x3x1x384xf32>
    %7999 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8000 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8001 = stablehlo.subtract %8000, %7999 : tensor<384xf32>
    %8002 = stablehlo.multiply %7999, %ema.blocks.3.3.bn2.g : tensor<384xf32>
    %8003 = stablehlo.multiply %8001, %7416 : tensor<384xf32>
    %8004 = stablehlo.add %8002, %8003 : tensor<384xf32>
    %8005 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8006 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8007 = stablehlo.subtract %8006, %8005 : tensor<384xf32>
    %8008 = stablehlo.multiply %8005, %ema.blocks.3.3.bn2.b : tensor<384xf32>
    %8009 = stablehlo.multiply %8007, %7417 : tensor<384xf32>
    %8010 = stablehlo.add %8008, %8009 : tensor<384xf32>
    %8011 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %8012 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %8013 = stablehlo.subtract %8012, %8011 : tensor<1x1x384x64xf32>
    %8014 = stablehlo.multiply %8011, %ema.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %8015 = stablehlo.multiply %8013, %7418 : tensor<1x1x384x64xf32>
    %8016 = stablehlo.add %8014, %8015 : tensor<1x1x384x64xf32>
    %8017 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8018 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8019 = stablehlo.subtract %8018, %8017 : tensor<64xf32>
    %8020 = stablehlo.multiply %8017, %ema.blocks.3.3.bn3.g : tensor<64xf32>
    %8021 = stablehlo.multiply %8019, %7419 : tensor<64xf32>
    %8022 = stablehlo.add %8020, %8021 : tensor<64xf32>
    %8023 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8024 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8025 = stablehlo.subtract %8024, %8023 : tensor<64xf32>
    %8026 = stablehlo.multiply %8023, %ema.blocks.3.3.bn3.b : tensor<64xf32>
    %8027 = stablehlo.multiply %8025, %7420 : tensor<64xf32>
    %8028 = stablehlo.add %8026, %8027 : tensor<64xf32>
    %8029 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %8030 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %8031 = stablehlo.subtract %8030, %8029 : tensor<1x1x64x384xf32>
    %8032 = stablehlo.multiply %8029, %ema.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %8033 = stablehlo.multiply %8031, %7421 : tensor<1x1x64x384xf32>
    %8034 = stablehlo.add %8032, %8033 : tensor<1x1x64x384xf32>
    %8035 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8036 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8037 = stablehlo.subtract %8036, %8035 : tensor<384xf32>
    %8038 = stablehlo.multiply %8035, %ema.blocks.4.0.bn1.g : tensor<384xf32>
    %8039 = stablehlo.multiply %8037, %7422 : tensor<384xf32>
    %8040 = stablehlo.add %8038, %8039 : tensor<384xf32>
    %8041 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8042 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8043 = stablehlo.subtract %8042, %8041 : tensor<384xf32>
    %8044 = stablehlo.multiply %8041, %ema.blocks.4.0.bn1.b : tensor<384xf32>
    %8045 = stablehlo.multiply %8043, %7423 : tensor<384xf32>
    %8046 = stablehlo.add %8044, %8045 : tensor<384xf32>
    %8047 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %8048 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %8049 = stablehlo.subtract %8048, %8047 : tensor<3x3x1x384xf32>
    %8050 = stablehlo.multiply %8047, %ema.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %8051 = stablehlo.multiply %8049, %7424 : tensor<3x3x1x384xf32>
    %8052 = stablehlo.add %8050, %8051 : tensor<3x3x1x384xf32>
    %8053 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8054 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8055 = stablehlo.subtract %8054, %8053 : tensor<384xf32>
    %8056 = stablehlo.multiply %8053, %ema.blocks.4.0.bn2.g : tensor<384xf32>
    %8057 = stablehlo.multiply %8055, %7425 : tensor<384xf32>
    %8058 = stablehlo.add %8056, %8057 : tensor<384xf32>
    %8059 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8060 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8061 = stablehlo.subtract %8060, %8059 : tensor<384xf32>
    %8062 = stablehlo.multiply %8059, %ema.blocks.4.0.bn2.b : tensor<384xf32>
    %8063 = stablehlo.multiply %8061, %7426 : tensor<384xf32>
    %8064 = stablehlo.add %8062, %8063 : tensor<384xf32>
    %8065 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x96xf32>
    %8066 = stablehlo.constant dense<1.0> : tensor<1x1x384x96xf32>
    %8067 = stablehlo.subtract %8066, %8065 : tensor<1x1x384x96xf32>
    %8068 = stablehlo.multiply %8065, %ema.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %8069 = stablehlo.multiply %8067, %7427 : tensor<1x1x384x96xf32>
    %8070 = stablehlo.add %8068, %8069 : tensor<1x1x384x96xf32>
    %8071 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8072 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8073 = stablehlo.subtract %8072, %8071 : tensor<96xf32>
    %8074 = stablehlo.multiply %8071, %ema.blocks.4.0.bn3.g : tensor<96xf32>
    %8075 = stablehlo.multiply %8073, %7428 : tensor<96xf32>
    %8076 = stablehlo.add %8074, %8075 : tensor<96xf32>
    %8077 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8078 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8079 = stablehlo.subtract %8078, %8077 : tensor<96xf32>
    %8080 = stablehlo.multiply %8077, %ema.blocks.4.0.bn3.b : tensor<96xf32>
    %8081 = stablehlo.multiply %8079, %7429 : tensor<96xf32>
    %8082 = stablehlo.add %8080, %8081 : tensor<96xf32>
    %8083 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %8084 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %8085 = stablehlo.subtract %8084, %8083 : tensor<1x1x96x576xf32>
    %8086 = stablehlo.multiply %8083, %ema.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %8087 = stablehlo.multiply %8085, %7430 : tensor<1x1x96x576xf32>
    %8088 = stablehlo.add %8086, %8087 : tensor<1x1x96x576xf32>
    %8089 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8090 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8091 = stablehlo.subtract %8090, %8089 : tensor<576xf32>
    %8092 = stablehlo.multiply %8089, %ema.blocks.4.1.bn1.g : tensor<576xf32>
    %8093 = stablehlo.multiply %8091, %7431 : tensor<576xf32>
    %8094 = stablehlo.add %8092, %8093 : tensor<576xf32>
    %8095 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8096 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8097 = stablehlo.subtract %8096, %8095 : tensor<576xf32>
    %8098 = stablehlo.multiply %8095, %ema.blocks.4.1.bn1.b : tensor<576xf32>
    %8099 = stablehlo.multiply %8097, %7432 : tensor<576xf32>
    %8100 = stablehlo.add %8098, %8099 : tensor<576xf32>
    %8101 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %8102 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %8103 = stablehlo.subtract %8102, %8101 : tensor<3x3x1x576xf32>
    %8104 = stablehlo.multiply %8101, %ema.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %8105 = stablehlo.multiply %8103, %7433 : tensor<3x3x1x576xf32>
    %8106 = stablehlo.add %8104, %8105 : tensor<3x3x1x576xf32>
    %8107 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8108 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8109 = stablehlo.subtract %8108, %8107 : tensor<576xf32>
    %8110 = stablehlo.multiply %8107, %ema.blocks.4.1.bn2.g : tensor<576xf32>
    %8111 = stablehlo.multiply %8109, %7434 : tensor<576xf32>
    %8112 = stablehlo.add %8110, %8111 : tensor<576xf32>
    %8113 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8114 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8115 = stablehlo.subtract %8114, %8113 : tensor<576xf32>
    %8116 = stablehlo.multiply %8113, %ema.blocks.4.1.bn2.b : tensor<576xf32>
    %8117 = stablehlo.multiply %8115, %7435 : tensor<576xf32>
    %8118 = stablehlo.add %8116, %8117 : tensor<576xf32>
    %8119 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %8120 = stablehlo.constant dense<1.0> : tensor<1x1x576x96xf32>
    %8121 = stablehlo.subtract %8120, %8119 : tensor<1x1x576x96xf32>
    %8122 = stablehlo.multiply %8119, %ema.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %8123 = stablehlo.multiply %8121, %7436 : tensor<1x1x576x96xf32>
    %8124 = stablehlo.add %8122, %8123 : tensor<1x1x576x96xf32>
    %8125 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8126 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8127 = stablehlo.subtract %8126, %8125 : tensor<96xf32>
    %8128 = stablehlo.multiply %8125, %ema.blocks.4.1.bn3.g : tensor<96xf32>
    %8129 = stablehlo.multiply %8127, %7437 : tensor<96xf32>
    %8130 = stablehlo.add %8128, %8129 : tensor<96xf32>
    %8131 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8132 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8133 = stablehlo.subtract %8132, %8131 : tensor<96xf32>
    %8134 = stablehlo.multiply %8131, %ema.blocks.4.1.bn3.b : tensor<96xf32>
    %8135 = stablehlo.multiply %8133, %7438 : tensor<96xf32>
    %8136 = stablehlo.add %8134, %8135 : tensor<96xf32>
    %8137 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %8138 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %8139 = stablehlo.subtract %8138, %8137 : tensor<1x1x96x576xf32>
    %8140 = stablehlo.multiply %8137, %ema.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %8141 = stablehlo.multiply %8139, %7439 : tensor<1x1x96x576xf32>
    %8142 = stablehlo.add %8140, %8141 : tensor<1x1x96x576xf32>
    %8143 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8144 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8145 = stablehlo.subtract %8144, %8143 : tensor<576xf32>
    %8146 = stablehlo.multiply %8143, %ema.blocks.4.2.bn1.g : tensor<576xf32>
    %8147 = stablehlo.multiply %8145, %7440 : tensor<576xf32>
    %8148 = stablehlo.add %8146, %8147 : tensor<576xf32>
    %8149 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8150 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8151 = stablehlo.subtract %8150, %8149 : tensor<576xf32>
    %8152 = stablehlo.multiply %8149, %ema.blocks.4.2.bn1.b : tensor<576xf32>
    %8153 = stablehlo.multiply %8151, %7441 : tensor<576xf32>
    %8154 = stablehlo.add %8152, %8153 : tensor<576xf32>
    %8155 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %8156 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %8157 = stablehlo.subtract %8156, %8155 : tensor<3x3x1x576xf32>
    %8158 = stablehlo.multiply %8155, %ema.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %8159 = stablehlo.multiply %8157, %7442 : tensor<3x3x1x576xf32>
    %8160 = stablehlo.add %8158, %8159 : tensor<3x3x1x576xf32>
    %8161 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8162 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8163 = stablehlo.subtract %8162, %8161 : tensor<576xf32>
    %8164 = stablehlo.multiply %8161, %ema.blocks.4.2.bn2.g : tensor<576xf32>
    %8165 = stablehlo.multiply %8163, %7443 : tensor<576xf32>
    %8166 = stablehlo.add %8164, %8165 : tensor<576xf32>
    %8167 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8168 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8169 = stablehlo.subtract %8168, %8167 : tensor<576xf32>
    %8170 = stablehlo.multiply %8167, %ema.blocks.4.2.bn2.b : tensor<576xf32>
    %8171 = stablehlo.multiply %8169, %7444 : tensor<576xf32>
    %8172 = stablehlo.add %8170, %8171 : tensor<576xf32>
    %8173 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %8174 = stablehlo.constant dense<1.0> : tensor<1x1x576x96xf32>
    %8175 = stablehlo.subtract %8174, %8173 : tensor<1x1x576x96xf32>
    %8176 = stablehlo.multiply %8173, %ema.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %8177 = stablehlo.multiply %8175, %7445 : tensor<1x1x576x96xf32>
    %8178 = stablehlo.add %8176, %8177 : tensor<1x1x576x96xf32>
    %8179 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8180 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8181 = stablehlo.subtract %8180, %8179 : tensor<96xf32>
    %8182 = stablehlo.multiply %8179, %ema.blocks.4.2.bn3.g : tensor<96xf32>
    %8183 = stablehlo.multiply %8181, %7446 : tensor<96xf32>
    %8184 = stablehlo.add %8182, %8183 : tensor<96xf32>
    %8185 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8186 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8187 = stablehlo.subtract %8186, %8185 : tensor<96xf32>
    %8188 = stablehlo.multiply %8185, %ema.blocks.4.2.bn3.b : tensor<96xf32>
    %8189 = stablehlo.multiply %8187, %7447 : tensor<96xf32>
    %8190 = stablehlo.add %8188, %8189 : tensor<96xf32>
    %8191 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %8192 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %8193 = stablehlo.subtract %8192, %8191 : tensor<1x1x96x576xf32>
    %8194 = stablehlo.multiply %8191, %ema.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %8195 = stablehlo.multiply %8193, %7448 : tensor<1x1x96x576xf32>
    %8196 = stablehlo.add %8194, %8195 : tensor<1x1x96x576xf32>
    %8197 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8198 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8199 = stablehlo.subtract %8198, %8197 : tensor<576xf32>
    %8200 = stablehlo.multiply %8197, %ema.blocks.5.0.bn1.g : tensor<576xf32>
    %8201 = stablehlo.multiply %8199, %7449 : tensor<576xf32>
    %8202 = stablehlo.add %8200, %8201 : tensor<576xf32>
    %8203 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8204 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8205 = stablehlo.subtract %8204, %8203 : tensor<576xf32>
    %8206 = stablehlo.multiply %8203, %ema.blocks.5.0.bn1.b : tensor<576xf32>
    %8207 = stablehlo.multiply %8205, %7450 : tensor<576xf32>
    %8208 = stablehlo.add %8206, %8207 : tensor<576xf32>
    %8209 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %8210 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %8211 = stablehlo.subtract %8210, %8209 : tensor<3x3x1x576xf32>
    %8212 = stablehlo.multiply %8209, %ema.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %8213 = stablehlo.multiply %8211, %7451 : tensor<3x3x1x576xf32>
    %8214 = stablehlo.add %8212, %8213 : tensor<3x3x1x576xf32>
    %8215 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8216 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8217 = stablehlo.subtract %8216, %8215 : tensor<576xf32>
    %8218 = stablehlo.multiply %8215, %ema.blocks.5.0.bn2.g : tensor<576xf32>
    %8219 = stablehlo.multiply %8217, %7452 : tensor<576xf32>
    %8220 = stablehlo.add %8218, %8219 : tensor<576xf32>
    %8221 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8222 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8223 = stablehlo.subtract %8222, %8221 : tensor<576xf32>
    %8224 = stablehlo.multiply %8221, %ema.blocks.5.0.bn2.b : tensor<576xf32>
    %8225 = stablehlo.multiply %8223, %7453 : tensor<576xf32>
    %8226 = stablehlo.add %8224, %8225 : tensor<576xf32>
    %8227 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x160xf32>
    %8228 = stablehlo.constant dense<1.0> : tensor<1x1x576x160xf32>
    %8229 = stablehlo.subtract %8228, %8227 : tensor<1x1x576x160xf32>
    %8230 = stablehlo.multiply %8227, %ema.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %8231 = stablehlo.multiply %8229, %7454 : tensor<1x1x576x160xf32>
    %8232 = stablehlo.add %8230, %8231 : tensor<1x1x576x160xf32>
    %8233 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8234 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8235 = stablehlo.subtract %8234, %8233 : tensor<160xf32>
    %8236 = stablehlo.multiply %8233, %ema.blocks.5.0.bn3.g : tensor<160xf32>
    %8237 = stablehlo.multiply %8235, %7455 : tensor<160xf32>
    %8238 = stablehlo.add %8236, %8237 : tensor<160xf32>
    %8239 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8240 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8241 = stablehlo.subtract %8240, %8239 : tensor<160xf32>
    %8242 = stablehlo.multiply %8239, %ema.blocks.5.0.bn3.b : tensor<160xf32>
    %8243 = stablehlo.multiply %8241, %7456 : tensor<160xf32>
    %8244 = stablehlo.add %8242, %8243 : tensor<160xf32>
    %8245 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %8246 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %8247 = stablehlo.subtract %8246, %8245 : tensor<1x1x160x960xf32>
    %8248 = stablehlo.multiply %8245, %ema.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %8249 = stablehlo.multiply %8247, %7457 : tensor<1x1x160x960xf32>
    %8250 = stablehlo.add %8248, %8249 : tensor<1x1x160x960xf32>
    %8251 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8252 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8253 = stablehlo.subtract %8252, %8251 : tensor<960xf32>
    %8254 = stablehlo.multiply %8251, %ema.blocks.5.1.bn1.g : tensor<960xf32>
    %8255 = stablehlo.multiply %8253, %7458 : tensor<960xf32>
    %8256 = stablehlo.add %8254, %8255 : tensor<960xf32>
    %8257 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8258 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8259 = stablehlo.subtract %8258, %8257 : tensor<960xf32>
    %8260 = stablehlo.multiply %8257, %ema.blocks.5.1.bn1.b : tensor<960xf32>
    %8261 = stablehlo.multiply %8259, %7459 : tensor<960xf32>
    %8262 = stablehlo.add %8260, %8261 : tensor<960xf32>
    %8263 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %8264 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %8265 = stablehlo.subtract %8264, %8263 : tensor<3x3x1x960xf32>
    %8266 = stablehlo.multiply %8263, %ema.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %8267 = stablehlo.multiply %8265, %7460 : tensor<3x3x1x960xf32>
    %8268 = stablehlo.add %8266, %8267 : tensor<3x3x1x960xf32>
    %8269 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8270 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8271 = stablehlo.subtract %8270, %8269 : tensor<960xf32>
    %8272 = stablehlo.multiply %8269, %ema.blocks.5.1.bn2.g : tensor<960xf32>
    %8273 = stablehlo.multiply %8271, %7461 : tensor<960xf32>
    %8274 = stablehlo.add %8272, %8273 : tensor<960xf32>
    %8275 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8276 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8277 = stablehlo.subtract %8276, %8275 : tensor<960xf32>
    %8278 = stablehlo.multiply %8275, %ema.blocks.5.1.bn2.b : tensor<960xf32>
    %8279 = stablehlo.multiply %8277, %7462 : tensor<960xf32>
    %8280 = stablehlo.add %8278, %8279 : tensor<960xf32>
    %8281 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %8282 = stablehlo.constant dense<1.0> : tensor<1x1x960x160xf32>
    %8283 = stablehlo.subtract %8282, %8281 : tensor<1x1x960x160xf32>
    %8284 = stablehlo.multiply %8281, %ema.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %8285 = stablehlo.multiply %8283, %7463 : tensor<1x1x960x160xf32>
    %8286 = stablehlo.add %8284, %8285 : tensor<1x1x960x160xf32>
    %8287 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8288 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8289 = stablehlo.subtract %8288, %8287 : tensor<160xf32>
    %8290 = stablehlo.multiply %8287, %ema.blocks.5.1.bn3.g : tensor<160xf32>
    %8291 = stablehlo.multiply %8289, %7464 : tensor<160xf32>
    %8292 = stablehlo.add %8290, %8291 : tensor<160xf32>
    %8293 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8294 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8295 = stablehlo.subtract %8294, %8293 : tensor<160xf32>
    %8296 = stablehlo.multiply %8293, %ema.blocks.5.1.bn3.b : tensor<160xf32>
    %8297 = stablehlo.multiply %8295, %7465 : tensor<160xf32>
    %8298 = stablehlo.add %8296, %8297 : tensor<160xf32>
    %8299 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %8300 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %8301 = stablehlo.subtract %8300, %8299 : tensor<1x1x160x960xf32>
    %8302 = stablehlo.multiply %8299, %ema.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %8303 = stablehlo.multiply %8301, %7466 : tensor<1x1x160x960xf32>
    %8304 = stablehlo.add %8302, %8303 : tensor<1x1x160x960xf32>
    %8305 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8306 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8307 = stablehlo.subtract %8306, %8305 : tensor<960xf32>
    %8308 = stablehlo.multiply %8305, %ema.blocks.5.2.bn1.g : tensor<960xf32>
    %8309 = stablehlo.multiply %8307, %7467 : tensor<960xf32>
    %8310 = stablehlo.add %8308, %8309 : tensor<960xf32>
    %8311 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8312 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8313 = stablehlo.subtract %8312, %8311 : tensor<960xf32>
    %8314 = stablehlo.multiply %8311, %ema.blocks.5.2.bn1.b : tensor<960xf32>
    %8315 = stablehlo.multiply %8313, %7468 : tensor<960xf32>
    %8316 = stablehlo.add %8314, %8315 : tensor<960xf32>
    %8317 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %8318 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %8319 = stablehlo.subtract %8318, %8317 : tensor<3x3x1x960xf32>
    %8320 = stablehlo.multiply %8317, %ema.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %8321 = stablehlo.multiply %8319, %7469 : tensor<3x3x1x960xf32>
    %8322 = stablehlo.add %8320, %8321 : tensor<3x3x1x960xf32>
    %8323 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8324 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8325 = stablehlo.subtract %8324, %8323 : tensor<960xf32>
    %8326 = stablehlo.multiply %8323, %ema.blocks.5.2.bn2.g : tensor<960xf32>
    %8327 = stablehlo.multiply %8325, %7470 : tensor<960xf32>
    %8328 = stablehlo.add %8326, %8327 : tensor<960xf32>
    %8329 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8330 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8331 = stablehlo.subtract %8330, %8329 : tensor<960xf32>
    %8332 = stablehlo.multiply %8329, %ema.blocks.5.2.bn2.b : tensor<960xf32>
    %8333 = stablehlo.multiply %8331, %7471 : tensor<960xf32>
    %8334 = stablehlo.add %8332, %8333 : tensor<960xf32>
    %8335 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %8336 = stablehlo.constant dense<1.0> : tensor<1x1x960x160xf32>
    %8337 = stablehlo.subtract %8336, %8335 : tensor<1x1x960x160xf32>
    %8338 = stablehlo.multiply %8335, %ema.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %8339 = stablehlo.multiply %8337, %7472 : tensor<1x1x960x160xf32>
    %8340 = stablehlo.add %8338, %8339 : tensor<1x1x960x160xf32>
    %8341 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8342 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8343 = stablehlo.subtract %8342, %8341 : tensor<160xf32>
    %8344 = stablehlo.multiply %8341, %ema.blocks.5.2.bn3.g : tensor<160xf32>
    %8345 = stablehlo.multiply %8343, %7473 : tensor<160xf32>
    %8346 = stablehlo.add %8344, %8345 : tensor<160xf32>
    %8347 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8348 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8349 = stablehlo.subtract %8348, %8347 : tensor<160xf32>
    %8350 = stablehlo.multiply %8347, %ema.blocks.5.2.bn3.b : tensor<160xf32>
    %8351 = stablehlo.multiply %8349, %7474 : tensor<160xf32>
    %8352 = stablehlo.add %8350, %8351 : tensor<160xf32>
    %8353 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %8354 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %8355 = stablehlo.subtract %8354, %8353 : tensor<1x1x160x960xf32>
    %8356 = stablehlo.multiply %8353, %ema.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %8357 = stablehlo.multiply %8355, %7475 : tensor<1x1x160x960xf32>
    %8358 = stablehlo.add %8356, %8357 : tensor<1x1x160x960xf32>
    %8359 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8360 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8361 = stablehlo.subtract %8360, %8359 : tensor<960xf32>
    %8362 = stablehlo.multiply %8359, %ema.blocks.6.0.bn1.g : tensor<960xf32>
    %8363 = stablehlo.multiply %8361, %7476 : tensor<960xf32>
    %8364 = stablehlo.add %8362, %8363 : tensor<960xf32>
    %8365 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8366 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8367 = stablehlo.subtract %8366, %8365 : tensor<960xf32>
    %8368 = stablehlo.multiply %8365, %ema.blocks.6.0.bn1.b : tensor<960xf32>
    %8369 = stablehlo.multiply %8367, %7477 : tensor<960xf32>
    %8370 = stablehlo.add %8368, %8369 : tensor<960xf32>
    %8371 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %8372 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %8373 = stablehlo.subtract %8372, %8371 : tensor<3x3x1x960xf32>
    %8374 = stablehlo.multiply %8371, %ema.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %8375 = stablehlo.multiply %8373, %7478 : tensor<3x3x1x960xf32>
    %8376 = stablehlo.add %8374, %8375 : tensor<3x3x1x960xf32>
    %8377 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8378 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8379 = stablehlo.subtract %8378, %8377 : tensor<960xf32>
    %8380 = stablehlo.multiply %8377, %ema.blocks.6.0.bn2.g : tensor<960xf32>
    %8381 = stablehlo.multiply %8379, %7479 : tensor<960xf32>
    %8382 = stablehlo.add %8380, %8381 : tensor<960xf32>
    %8383 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8384 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8385 = stablehlo.subtract %8384, %8383 : tensor<960xf32>
    %8386 = stablehlo.multiply %8383, %ema.blocks.6.0.bn2.b : tensor<960xf32>
    %8387 = stablehlo.multiply %8385, %7480 : tensor<960xf32>
    %8388 = stablehlo.add %8386, %8387 : tensor<960xf32>
    %8389 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x320xf32>
    %8390 = stablehlo.constant dense<1.0> : tensor<1x1x960x320xf32>
    %8391 = stablehlo.subtract %8390, %8389 : tensor<1x1x960x320xf32>
    %8392 = stablehlo.multiply %8389, %ema.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %8393 = stablehlo.multiply %8391, %7481 : tensor<1x1x960x320xf32>
    %8394 = stablehlo.add %8392, %8393 : tensor<1x1x960x320xf32>
    %8395 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %8396 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %8397 = stablehlo.subtract %8396, %8395 : tensor<320xf32>
    %8398 = stablehlo.multiply %8395, %ema.blocks.6.0.bn3.g : tensor<320xf32>
    %8399 = stablehlo.multiply %8397, %7482 : tensor<320xf32>
    %8400 = stablehlo.add %8398, %8399 : tensor<320xf32>
    %8401 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %8402 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %8403 = stablehlo.subtract %8402, %8401 : tensor<320xf32>
    %8404 = stablehlo.multiply %8401, %ema.blocks.6.0.bn3.b : tensor<320xf32>
    %8405 = stablehlo.multiply %8403, %7483 : tensor<320xf32>
    %8406 = stablehlo.add %8404, %8405 : tensor<320xf32>
    %8407 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x320x1280xf32>
    %8408 = stablehlo.constant dense<1.0> : tensor<1x1x320x1280xf32>
    %8409 = stablehlo.subtract %8408, %8407 : tensor<1x1x320x1280xf32>
    %8410 = stablehlo.multiply %8407, %ema.conv_head.w : tensor<1x1x320x1280xf32>
    %8411 = stablehlo.multiply %8409, %7484 : tensor<1x1x320x1280xf32>
    %8412 = stablehlo.add %8410, %8411 : tensor<1x1x320x1280xf32>
    %8413 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %8414 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %8415 = stablehlo.subtract %8414, %8413 : tensor<1280xf32>
    %8416 = stablehlo.multiply %8413, %ema.bn2.g : tensor<1280xf32>
    %8417 = stablehlo.multiply %8415, %7485 : tensor<1280xf32>
    %8418 = stablehlo.add %8416, %8417 : tensor<1280xf32>
    %8419 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %8420 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %8421 = stablehlo.subtract %8420, %8419 : tensor<1280xf32>
    %8422 = stablehlo.multiply %8419, %ema.bn2.b : tensor<1280xf32>
    %8423 = stablehlo.multiply %8421, %7486 : tensor<1280xf32>
    %8424 = stablehlo.add %8422, %8423 : tensor<1280xf32>
    %8425 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x1000xf32>
    %8426 = stablehlo.constant dense<1.0> : tensor<1280x1000xf32>
    %8427 = stablehlo.subtract %8426, %8425 : tensor<1280x1000xf32>
    %8428 = stablehlo.multiply %8425, %ema.classifier.w : tensor<1280x1000xf32>
    %8429 = stablehlo.multiply %8427, %7487 : tensor<1280x1000xf32>
    %8430 = stablehlo.add %8428, %8429 : tensor<1280x1000xf32>
    %8431 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %8432 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %8433 = stablehlo.subtract %8432, %8431 : tensor<1000xf32>
    %8434 = stablehlo.multiply %8431, %ema.classifier.b : tensor<1000xf32>
    %8435 = stablehlo.multiply %8433, %7488 : tensor<1000xf32>
    %8436 = stablehlo.add %8434, %8435 : tensor<1000xf32>
    "func.return"(%7331, %7332, %7333, %7334, %7335, %7336, %7337, %7338, %7339, %7340, %7341, %7342, %7343, %7344, %7345, %7346, %7347, %7348, %7349, %7350, %7351, %7352, %7353, %7354, %7355, %7356, %7357, %7358, %7359, %7360, %7361, %7362, %7363, %7364, %7365, %7366, %7367, %7368, %7369, %7370, %7371, %7372, %7373, %7374, %7375, %7376, %7377, %7378, %7379, %7380, %7381, %7382, %7383, %7384, %7385, %7386, %7387, %7388, %7389, %7390, %7391, %7392, %7393, %7394, %7395, %7396, %7397, %7398, %7399, %7400, %7401, %7402, %7403, %7404, %7405, %7406, %7407, %7408, %7409, %7410, %7411, %7412, %7413, %7414, %7415, %7416, %7417, %7418, %7419, %7420, %7421, %7422, %7423, %7424, %7425, %7426, %7427, %7428, %7429, %7430, %7431, %7432, %7433, %7434, %7435, %7436, %7437, %7438, %7439, %7440, %7441, %7442, %7443, %7444, %7445, %7446, %7447, %7448, %7449, %7450, %7451, %7452, %7453, %7454, %7455, %7456, %7457, %7458, %7459, %7460, %7461, %7462, %7463, %7464, %7465, %7466, %7467, %7468, %7469, %7470, %7471, %7472, %7473, %7474, %7475, %7476, %7477, %7478, %7479, %7480, %7481, %7482, %7483, %7484, %7485, %7486, %7487, %7488, %3277, %3280, %3283, %3286, %3289, %3292, %3295, %3298, %3301, %3304, %3307, %3310, %3313, %3316, %3319, %3322, %3325, %3328, %3331, %3334, %3337, %3340, %3343, %3346, %3349, %3352, %3355, %3358, %3361, %3364, %3367, %3370, %3373, %3376, %3379, %3382, %3385, %3388, %3391, %3394, %3397, %3400, %3403, %3406, %3409, %3412, %3415, %3418, %3421, %3424, %3427, %3430, %3433, %3436, %3439, %3442, %3445, %3448, %3451, %3454, %3457, %3460, %3463, %3466, %3469, %3472, %3475, %3478, %3481, %3484, %3487, %3490, %3493, %3496, %3499, %3502, %3505, %3508, %3511, %3514, %3517, %3520, %3523, %3526, %3529, %3532, %3535, %3538, %3541, %3544, %3547, %3550, %3553, %3556, %3559, %3562, %3565, %3568, %3571, %3574, %3577, %3580, %3583, %3586, %4966, %4976, %4986, %4996, %5006, %5016, %5026, %5036, %5046, %5056, %5066, %5076, %5086, %5096, %5106, %5116, %5126, %5136, %5146, %5156, %5166, %5176, %5186, %5196, %5206, %5216, %5226, %5236, %5246, %5256, %5266, %5276, %5286, %5296, %5306, %5316, %5326, %5336, %5346, %5356, %5366, %5376, %5386, %5396, %5406, %5416, %5426, %5436, %5446, %5456, %5466, %5476, %5486, %5496, %5506, %5516, %5526, %5536, %5546, %5556, %5566, %5576, %5586, %5596, %5606, %5616, %5626, %5636, %5646, %5656, %5666, %5676, %5686, %5696, %5706, %5716, %5726, %5736, %5746, %5756, %5766, %5776, %5786, %5796, %5806, %5816, %5826, %5836, %5846, %5856, %5866, %5876, %5886, %5896, %5906, %5916, %5926, %5936, %5946, %5956, %5966, %5976, %5986, %5996, %6006, %6016, %6026, %6036, %6046, %6056, %6066, %6076, %6086, %6096, %6106, %6116, %6126, %6136, %6146, %6156, %6166, %6176, %6186, %6196, %6206, %6216, %6226, %6236, %6246, %6256, %6266, %6276, %6286, %6296, %6306, %6316, %6326, %6336, %6346, %6356, %6366, %6376, %6386, %6396, %6406, %6416, %6426, %6436, %6446, %6456, %6466, %6476, %6486, %6496, %6506, %6516, %6526, %6536, %6859, %6862, %6865, %6868, %6871, %6874, %6877, %6880, %6883, %6886, %6889, %6892, %6895, %6898, %6901, %6904, %6907, %6910, %6913, %6916, %6919, %6922, %6925, %6928, %6931, %6934, %6937, %6940, %6943, %6946, %6949, %6952, %6955, %6958, %6961, %6964, %6967, %6970, %6973, %6976, %6979, %6982, %6985, %6988, %6991, %6994, %6997, %7000, %7003, %7006, %7009, %7012, %7015, %7018, %7021, %7024, %7027, %7030, %7033, %7036, %7039, %7042, %7045, %7048, %7051, %7054, %7057, %7060, %7063, %7066, %7069, %7072, %7075, %7078, %7081, %7084, %7087, %7090, %7093, %7096, %7099, %7102, %7105, %7108, %7111, %7114, %7117, %7120, %7123, %7126, %7129, %7132, %7135, %7138, %7141, %7144, %7147, %7150, %7153, %7156, %7159, %7162, %7165, %7168, %7171, %7174, %7177, %7180, %7183, %7186, %7189, %7192, %7195, %7198, %7201, %7204, %7207, %7210, %7213, %7216, %7219, %7222, %7225, %7228, %7231, %7234, %7237, %7240, %7243, %7246, %7249, %7252, %7255, %7258, %7261, %7264, %7267, %7270, %7273, %7276, %7279, %7282, %7285, %7288, %7291, %7294, %7297, %7300, %7303, %7306, %7309, %7312, %7315, %7318, %7321, %7324, %7327, %7330, %7494, %7500, %7506, %7512, %7518, %7524, %7530, %7536, %7542, %7548, %7554, %7560, %7566, %7572, %7578, %7584, %7590, %7596, %7602, %7608, %7614, %7620, %7626, %7632, %7638, %7644, %7650, %7656, %7662, %7668, %7674, %7680, %7686, %7692, %7698, %7704, %7710, %7716, %7722, %7728, %7734, %7740, %7746, %7752, %7758, %7764, %7770, %7776, %7782, %7788, %7794, %7800, %7806, %7812, %7818, %7824, %7830, %7836, %7842, %7848, %7854, %7860, %7866, %7872, %7878, %7884, %7890, %7896, %7902, %7908, %7914, %7920, %7926, %7932, %7938, %7944, %7950, %7956, %7962, %7968, %7974, %7980, %7986, %7992, %7998, %8004, %8010, %8016, %8022, %8028, %8034, %8040, %8046, %8052, %8058, %8064, %8070, %8076, %8082, %8088, %8094, %8100, %8106, %8112, %8118, %8124, %8130, %8136, %8142, %8148, %8154, %8160, %8166, %8172, %8178, %8184, %8190, %8196, %8202, %8208, %8214, %8220, %8226, %8232, %8238, %8244, %8250, %8256, %8262, %8268, %8274, %8280, %8286, %8292, %8298, %8304, %8310, %8316, %8322, %8328, %8334, %8340, %8346, %8352, %8358, %8364, %8370, %8376, %8382, %8388, %8394, %8400, %8406, %8412, %8418, %8424, %8430, %8436, %4063, %4801) : (tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

// hlocert 0.1.0 render: mobilenetv2_100-c1000-i224-b384x2-rmsproptf+wd1e-05+wx+ema+drop
// model: MobileNetV2-100  classes: 1000  image: 224  batch per replica: 384  replicas: 2
// variant: rmsproptf+wd1e-05+wx+ema+drop
// lowerings: depthwise convolution (the default on xla-gpu, iree-gpu); pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
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
// ema of the running statistics: each new running mean and variance averaged with the same d (timm's ModelEmaV3), so the EMA weights are evaluated with their own statistics
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar ema_decay: min(cap, (1 + t)/(10 + t)), the EMA decay of step t
// arguments: x 384x224x224x3; params (158 tensors, 3,504,872 scalars); state (104 tensors, 34,112 scalars); nu (158 tensors, 3,504,872 scalars); trace (158 tensors, 3,504,872 scalars); ema (262 tensors, 3,538,984 scalars); scalars (lr, ema_decay); drop_mask 384x1290; targets 384x1000
// results: params' (158 tensors, 3,504,872 scalars); state' (104 tensors, 34,112 scalars); nu' (158 tensors, 3,504,872 scalars); trace' (158 tensors, 3,504,872 scalars); ema' (262 tensors, 3,538,984 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, state, nu, trace, ema is updated in place into its primed result
// content sha256: 588520e366465e34864e3ac14a6f3e046913191655bd5485fb1d3573e768c8fb
module @mobilenetv2_100_c1000_i224_b384x2_rmsproptf_wd1e_05_wx_ema_drop attributes {mhlo.num_replicas = 2 : i32} {
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
    // ── data parallel: the new running statistics are their mean over the replicas (2) ──
    %3276 = "stablehlo.all_reduce"(%25) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3277 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3278 = stablehlo.divide %3276, %3277 : tensor<32xf32>
    %3279 = "stablehlo.all_reduce"(%32) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3280 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3281 = stablehlo.divide %3279, %3280 : tensor<32xf32>
    %3282 = "stablehlo.all_reduce"(%62) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3283 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3284 = stablehlo.divide %3282, %3283 : tensor<32xf32>
    %3285 = "stablehlo.all_reduce"(%69) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3286 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3287 = stablehlo.divide %3285, %3286 : tensor<32xf32>
    %3288 = "stablehlo.all_reduce"(%99) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %3289 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %3290 = stablehlo.divide %3288, %3289 : tensor<16xf32>
    %3291 = "stablehlo.all_reduce"(%106) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %3292 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %3293 = stablehlo.divide %3291, %3292 : tensor<16xf32>
    %3294 = "stablehlo.all_reduce"(%132) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3295 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3296 = stablehlo.divide %3294, %3295 : tensor<96xf32>
    %3297 = "stablehlo.all_reduce"(%139) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3298 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3299 = stablehlo.divide %3297, %3298 : tensor<96xf32>
    %3300 = "stablehlo.all_reduce"(%169) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3301 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3302 = stablehlo.divide %3300, %3301 : tensor<96xf32>
    %3303 = "stablehlo.all_reduce"(%176) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3304 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3305 = stablehlo.divide %3303, %3304 : tensor<96xf32>
    %3306 = "stablehlo.all_reduce"(%206) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3307 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3308 = stablehlo.divide %3306, %3307 : tensor<24xf32>
    %3309 = "stablehlo.all_reduce"(%213) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3310 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3311 = stablehlo.divide %3309, %3310 : tensor<24xf32>
    %3312 = "stablehlo.all_reduce"(%239) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3313 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3314 = stablehlo.divide %3312, %3313 : tensor<144xf32>
    %3315 = "stablehlo.all_reduce"(%246) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3316 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3317 = stablehlo.divide %3315, %3316 : tensor<144xf32>
    %3318 = "stablehlo.all_reduce"(%276) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3319 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3320 = stablehlo.divide %3318, %3319 : tensor<144xf32>
    %3321 = "stablehlo.all_reduce"(%283) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3322 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3323 = stablehlo.divide %3321, %3322 : tensor<144xf32>
    %3324 = "stablehlo.all_reduce"(%313) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3325 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3326 = stablehlo.divide %3324, %3325 : tensor<24xf32>
    %3327 = "stablehlo.all_reduce"(%320) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3328 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3329 = stablehlo.divide %3327, %3328 : tensor<24xf32>
    %3330 = "stablehlo.all_reduce"(%350) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3331 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3332 = stablehlo.divide %3330, %3331 : tensor<144xf32>
    %3333 = "stablehlo.all_reduce"(%357) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3334 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3335 = stablehlo.divide %3333, %3334 : tensor<144xf32>
    %3336 = "stablehlo.all_reduce"(%387) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3337 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3338 = stablehlo.divide %3336, %3337 : tensor<144xf32>
    %3339 = "stablehlo.all_reduce"(%394) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3340 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3341 = stablehlo.divide %3339, %3340 : tensor<144xf32>
    %3342 = "stablehlo.all_reduce"(%424) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3343 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3344 = stablehlo.divide %3342, %3343 : tensor<32xf32>
    %3345 = "stablehlo.all_reduce"(%431) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3346 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3347 = stablehlo.divide %3345, %3346 : tensor<32xf32>
    %3348 = "stablehlo.all_reduce"(%457) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3349 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3350 = stablehlo.divide %3348, %3349 : tensor<192xf32>
    %3351 = "stablehlo.all_reduce"(%464) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3352 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3353 = stablehlo.divide %3351, %3352 : tensor<192xf32>
    %3354 = "stablehlo.all_reduce"(%494) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3355 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3356 = stablehlo.divide %3354, %3355 : tensor<192xf32>
    %3357 = "stablehlo.all_reduce"(%501) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3358 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3359 = stablehlo.divide %3357, %3358 : tensor<192xf32>
    %3360 = "stablehlo.all_reduce"(%531) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3361 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3362 = stablehlo.divide %3360, %3361 : tensor<32xf32>
    %3363 = "stablehlo.all_reduce"(%538) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3364 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3365 = stablehlo.divide %3363, %3364 : tensor<32xf32>
    %3366 = "stablehlo.all_reduce"(%568) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3367 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3368 = stablehlo.divide %3366, %3367 : tensor<192xf32>
    %3369 = "stablehlo.all_reduce"(%575) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3370 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3371 = stablehlo.divide %3369, %3370 : tensor<192xf32>
    %3372 = "stablehlo.all_reduce"(%605) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3373 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3374 = stablehlo.divide %3372, %3373 : tensor<192xf32>
    %3375 = "stablehlo.all_reduce"(%612) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3376 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3377 = stablehlo.divide %3375, %3376 : tensor<192xf32>
    %3378 = "stablehlo.all_reduce"(%642) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3379 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3380 = stablehlo.divide %3378, %3379 : tensor<32xf32>
    %3381 = "stablehlo.all_reduce"(%649) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3382 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3383 = stablehlo.divide %3381, %3382 : tensor<32xf32>
    %3384 = "stablehlo.all_reduce"(%679) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3385 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3386 = stablehlo.divide %3384, %3385 : tensor<192xf32>
    %3387 = "stablehlo.all_reduce"(%686) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3388 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3389 = stablehlo.divide %3387, %3388 : tensor<192xf32>
    %3390 = "stablehlo.all_reduce"(%716) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3391 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3392 = stablehlo.divide %3390, %3391 : tensor<192xf32>
    %3393 = "stablehlo.all_reduce"(%723) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3394 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3395 = stablehlo.divide %3393, %3394 : tensor<192xf32>
    %3396 = "stablehlo.all_reduce"(%753) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3397 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3398 = stablehlo.divide %3396, %3397 : tensor<64xf32>
    %3399 = "stablehlo.all_reduce"(%760) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3400 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3401 = stablehlo.divide %3399, %3400 : tensor<64xf32>
    %3402 = "stablehlo.all_reduce"(%786) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3403 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3404 = stablehlo.divide %3402, %3403 : tensor<384xf32>
    %3405 = "stablehlo.all_reduce"(%793) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3406 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3407 = stablehlo.divide %3405, %3406 : tensor<384xf32>
    %3408 = "stablehlo.all_reduce"(%823) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3409 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3410 = stablehlo.divide %3408, %3409 : tensor<384xf32>
    %3411 = "stablehlo.all_reduce"(%830) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3412 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3413 = stablehlo.divide %3411, %3412 : tensor<384xf32>
    %3414 = "stablehlo.all_reduce"(%860) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3415 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3416 = stablehlo.divide %3414, %3415 : tensor<64xf32>
    %3417 = "stablehlo.all_reduce"(%867) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3418 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3419 = stablehlo.divide %3417, %3418 : tensor<64xf32>
    %3420 = "stablehlo.all_reduce"(%897) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3421 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3422 = stablehlo.divide %3420, %3421 : tensor<384xf32>
    %3423 = "stablehlo.all_reduce"(%904) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3424 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3425 = stablehlo.divide %3423, %3424 : tensor<384xf32>
    %3426 = "stablehlo.all_reduce"(%934) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3427 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3428 = stablehlo.divide %3426, %3427 : tensor<384xf32>
    %3429 = "stablehlo.all_reduce"(%941) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3430 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3431 = stablehlo.divide %3429, %3430 : tensor<384xf32>
    %3432 = "stablehlo.all_reduce"(%971) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3433 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3434 = stablehlo.divide %3432, %3433 : tensor<64xf32>
    %3435 = "stablehlo.all_reduce"(%978) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3436 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3437 = stablehlo.divide %3435, %3436 : tensor<64xf32>
    %3438 = "stablehlo.all_reduce"(%1008) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3439 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3440 = stablehlo.divide %3438, %3439 : tensor<384xf32>
    %3441 = "stablehlo.all_reduce"(%1015) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3442 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3443 = stablehlo.divide %3441, %3442 : tensor<384xf32>
    %3444 = "stablehlo.all_reduce"(%1045) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3445 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3446 = stablehlo.divide %3444, %3445 : tensor<384xf32>
    %3447 = "stablehlo.all_reduce"(%1052) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3448 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3449 = stablehlo.divide %3447, %3448 : tensor<384xf32>
    %3450 = "stablehlo.all_reduce"(%1082) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3451 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3452 = stablehlo.divide %3450, %3451 : tensor<64xf32>
    %3453 = "stablehlo.all_reduce"(%1089) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3454 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3455 = stablehlo.divide %3453, %3454 : tensor<64xf32>
    %3456 = "stablehlo.all_reduce"(%1119) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3457 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3458 = stablehlo.divide %3456, %3457 : tensor<384xf32>
    %3459 = "stablehlo.all_reduce"(%1126) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3460 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3461 = stablehlo.divide %3459, %3460 : tensor<384xf32>
    %3462 = "stablehlo.all_reduce"(%1156) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3463 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3464 = stablehlo.divide %3462, %3463 : tensor<384xf32>
    %3465 = "stablehlo.all_reduce"(%1163) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3466 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3467 = stablehlo.divide %3465, %3466 : tensor<384xf32>
    %3468 = "stablehlo.all_reduce"(%1193) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3469 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3470 = stablehlo.divide %3468, %3469 : tensor<96xf32>
    %3471 = "stablehlo.all_reduce"(%1200) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3472 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3473 = stablehlo.divide %3471, %3472 : tensor<96xf32>
    %3474 = "stablehlo.all_reduce"(%1226) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3475 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3476 = stablehlo.divide %3474, %3475 : tensor<576xf32>
    %3477 = "stablehlo.all_reduce"(%1233) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3478 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3479 = stablehlo.divide %3477, %3478 : tensor<576xf32>
    %3480 = "stablehlo.all_reduce"(%1263) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3481 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3482 = stablehlo.divide %3480, %3481 : tensor<576xf32>
    %3483 = "stablehlo.all_reduce"(%1270) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3484 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3485 = stablehlo.divide %3483, %3484 : tensor<576xf32>
    %3486 = "stablehlo.all_reduce"(%1300) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3487 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3488 = stablehlo.divide %3486, %3487 : tensor<96xf32>
    %3489 = "stablehlo.all_reduce"(%1307) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3490 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3491 = stablehlo.divide %3489, %3490 : tensor<96xf32>
    %3492 = "stablehlo.all_reduce"(%1337) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3493 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3494 = stablehlo.divide %3492, %3493 : tensor<576xf32>
    %3495 = "stablehlo.all_reduce"(%1344) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3496 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3497 = stablehlo.divide %3495, %3496 : tensor<576xf32>
    %3498 = "stablehlo.all_reduce"(%1374) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3499 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3500 = stablehlo.divide %3498, %3499 : tensor<576xf32>
    %3501 = "stablehlo.all_reduce"(%1381) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3502 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3503 = stablehlo.divide %3501, %3502 : tensor<576xf32>
    %3504 = "stablehlo.all_reduce"(%1411) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3505 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3506 = stablehlo.divide %3504, %3505 : tensor<96xf32>
    %3507 = "stablehlo.all_reduce"(%1418) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3508 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3509 = stablehlo.divide %3507, %3508 : tensor<96xf32>
    %3510 = "stablehlo.all_reduce"(%1448) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3511 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3512 = stablehlo.divide %3510, %3511 : tensor<576xf32>
    %3513 = "stablehlo.all_reduce"(%1455) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3514 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3515 = stablehlo.divide %3513, %3514 : tensor<576xf32>
    %3516 = "stablehlo.all_reduce"(%1485) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3517 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3518 = stablehlo.divide %3516, %3517 : tensor<576xf32>
    %3519 = "stablehlo.all_reduce"(%1492) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3520 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3521 = stablehlo.divide %3519, %3520 : tensor<576xf32>
    %3522 = "stablehlo.all_reduce"(%1522) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3523 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3524 = stablehlo.divide %3522, %3523 : tensor<160xf32>
    %3525 = "stablehlo.all_reduce"(%1529) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3526 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3527 = stablehlo.divide %3525, %3526 : tensor<160xf32>
    %3528 = "stablehlo.all_reduce"(%1555) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3529 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3530 = stablehlo.divide %3528, %3529 : tensor<960xf32>
    %3531 = "stablehlo.all_reduce"(%1562) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3532 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3533 = stablehlo.divide %3531, %3532 : tensor<960xf32>
    %3534 = "stablehlo.all_reduce"(%1592) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3535 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3536 = stablehlo.divide %3534, %3535 : tensor<960xf32>
    %3537 = "stablehlo.all_reduce"(%1599) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3538 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3539 = stablehlo.divide %3537, %3538 : tensor<960xf32>
    %3540 = "stablehlo.all_reduce"(%1629) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3541 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3542 = stablehlo.divide %3540, %3541 : tensor<160xf32>
    %3543 = "stablehlo.all_reduce"(%1636) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3544 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3545 = stablehlo.divide %3543, %3544 : tensor<160xf32>
    %3546 = "stablehlo.all_reduce"(%1666) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3547 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3548 = stablehlo.divide %3546, %3547 : tensor<960xf32>
    %3549 = "stablehlo.all_reduce"(%1673) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3550 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3551 = stablehlo.divide %3549, %3550 : tensor<960xf32>
    %3552 = "stablehlo.all_reduce"(%1703) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3553 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3554 = stablehlo.divide %3552, %3553 : tensor<960xf32>
    %3555 = "stablehlo.all_reduce"(%1710) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3556 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3557 = stablehlo.divide %3555, %3556 : tensor<960xf32>
    %3558 = "stablehlo.all_reduce"(%1740) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3559 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3560 = stablehlo.divide %3558, %3559 : tensor<160xf32>
    %3561 = "stablehlo.all_reduce"(%1747) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3562 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3563 = stablehlo.divide %3561, %3562 : tensor<160xf32>
    %3564 = "stablehlo.all_reduce"(%1777) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3565 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3566 = stablehlo.divide %3564, %3565 : tensor<960xf32>
    %3567 = "stablehlo.all_reduce"(%1784) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3568 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3569 = stablehlo.divide %3567, %3568 : tensor<960xf32>
    %3570 = "stablehlo.all_reduce"(%1814) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3571 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3572 = stablehlo.divide %3570, %3571 : tensor<960xf32>
    %3573 = "stablehlo.all_reduce"(%1821) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3574 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3575 = stablehlo.divide %3573, %3574 : tensor<960xf32>
    %3576 = "stablehlo.all_reduce"(%1851) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<320xf32>) -> tensor<320xf32>
    %3577 = stablehlo.constant dense<2.0> : tensor<320xf32>
    %3578 = stablehlo.divide %3576, %3577 : tensor<320xf32>
    %3579 = "stablehlo.all_reduce"(%1858) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<320xf32>) -> tensor<320xf32>
    %3580 = stablehlo.constant dense<2.0> : tensor<320xf32>
    %3581 = stablehlo.divide %3579, %3580 : tensor<320xf32>
    %3582 = "stablehlo.all_reduce"(%1884) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1280xf32>) -> tensor<1280xf32>
    %3583 = stablehlo.constant dense<2.0> : tensor<1280xf32>
    %3584 = stablehlo.divide %3582, %3583 : tensor<1280xf32>
    %3585 = "stablehlo.all_reduce"(%1891) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1280xf32>) -> tensor<1280xf32>
    %3586 = stablehlo.constant dense<2.0> : tensor<1280xf32>
    %3587 = stablehlo.divide %3585, %3586 : tensor<1280xf32>
    // ── data parallel: mean of the gradients and the loss over 2 replicas ──
    %3588 = "stablehlo.all_reduce"(%3275) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x3x32xf32>) -> tensor<3x3x3x32xf32>
    %3589 = stablehlo.constant dense<2.0> : tensor<3x3x3x32xf32>
    %3590 = stablehlo.divide %3588, %3589 : tensor<3x3x3x32xf32>
    %3591 = "stablehlo.all_reduce"(%3262) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3592 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3593 = stablehlo.divide %3591, %3592 : tensor<32xf32>
    %3594 = "stablehlo.all_reduce"(%3259) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3595 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3596 = stablehlo.divide %3594, %3595 : tensor<32xf32>
    %3597 = "stablehlo.all_reduce"(%3249) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x32xf32>) -> tensor<3x3x1x32xf32>
    %3598 = stablehlo.constant dense<2.0> : tensor<3x3x1x32xf32>
    %3599 = stablehlo.divide %3597, %3598 : tensor<3x3x1x32xf32>
    %3600 = "stablehlo.all_reduce"(%3234) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3601 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3602 = stablehlo.divide %3600, %3601 : tensor<32xf32>
    %3603 = "stablehlo.all_reduce"(%3231) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3604 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3605 = stablehlo.divide %3603, %3604 : tensor<32xf32>
    %3606 = "stablehlo.all_reduce"(%3221) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xf32>
    %3607 = stablehlo.constant dense<2.0> : tensor<1x1x32x16xf32>
    %3608 = stablehlo.divide %3606, %3607 : tensor<1x1x32x16xf32>
    %3609 = "stablehlo.all_reduce"(%3206) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %3610 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %3611 = stablehlo.divide %3609, %3610 : tensor<16xf32>
    %3612 = "stablehlo.all_reduce"(%3203) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>
    %3613 = stablehlo.constant dense<2.0> : tensor<16xf32>
    %3614 = stablehlo.divide %3612, %3613 : tensor<16xf32>
    %3615 = "stablehlo.all_reduce"(%3201) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x16x96xf32>) -> tensor<1x1x16x96xf32>
    %3616 = stablehlo.constant dense<2.0> : tensor<1x1x16x96xf32>
    %3617 = stablehlo.divide %3615, %3616 : tensor<1x1x16x96xf32>
    %3618 = "stablehlo.all_reduce"(%3186) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3619 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3620 = stablehlo.divide %3618, %3619 : tensor<96xf32>
    %3621 = "stablehlo.all_reduce"(%3183) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3622 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3623 = stablehlo.divide %3621, %3622 : tensor<96xf32>
    %3624 = "stablehlo.all_reduce"(%3173) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x96xf32>) -> tensor<3x3x1x96xf32>
    %3625 = stablehlo.constant dense<2.0> : tensor<3x3x1x96xf32>
    %3626 = stablehlo.divide %3624, %3625 : tensor<3x3x1x96xf32>
    %3627 = "stablehlo.all_reduce"(%3158) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3628 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3629 = stablehlo.divide %3627, %3628 : tensor<96xf32>
    %3630 = "stablehlo.all_reduce"(%3155) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3631 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3632 = stablehlo.divide %3630, %3631 : tensor<96xf32>
    %3633 = "stablehlo.all_reduce"(%3145) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x96x24xf32>) -> tensor<1x1x96x24xf32>
    %3634 = stablehlo.constant dense<2.0> : tensor<1x1x96x24xf32>
    %3635 = stablehlo.divide %3633, %3634 : tensor<1x1x96x24xf32>
    %3636 = "stablehlo.all_reduce"(%3130) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3637 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3638 = stablehlo.divide %3636, %3637 : tensor<24xf32>
    %3639 = "stablehlo.all_reduce"(%3127) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3640 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3641 = stablehlo.divide %3639, %3640 : tensor<24xf32>
    %3642 = "stablehlo.all_reduce"(%3124) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x24x144xf32>) -> tensor<1x1x24x144xf32>
    %3643 = stablehlo.constant dense<2.0> : tensor<1x1x24x144xf32>
    %3644 = stablehlo.divide %3642, %3643 : tensor<1x1x24x144xf32>
    %3645 = "stablehlo.all_reduce"(%3109) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3646 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3647 = stablehlo.divide %3645, %3646 : tensor<144xf32>
    %3648 = "stablehlo.all_reduce"(%3106) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3649 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3650 = stablehlo.divide %3648, %3649 : tensor<144xf32>
    %3651 = "stablehlo.all_reduce"(%3096) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x144xf32>) -> tensor<3x3x1x144xf32>
    %3652 = stablehlo.constant dense<2.0> : tensor<3x3x1x144xf32>
    %3653 = stablehlo.divide %3651, %3652 : tensor<3x3x1x144xf32>
    %3654 = "stablehlo.all_reduce"(%3081) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3655 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3656 = stablehlo.divide %3654, %3655 : tensor<144xf32>
    %3657 = "stablehlo.all_reduce"(%3078) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3658 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3659 = stablehlo.divide %3657, %3658 : tensor<144xf32>
    %3660 = "stablehlo.all_reduce"(%3068) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x144x24xf32>) -> tensor<1x1x144x24xf32>
    %3661 = stablehlo.constant dense<2.0> : tensor<1x1x144x24xf32>
    %3662 = stablehlo.divide %3660, %3661 : tensor<1x1x144x24xf32>
    %3663 = "stablehlo.all_reduce"(%3053) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3664 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3665 = stablehlo.divide %3663, %3664 : tensor<24xf32>
    %3666 = "stablehlo.all_reduce"(%3050) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<24xf32>) -> tensor<24xf32>
    %3667 = stablehlo.constant dense<2.0> : tensor<24xf32>
    %3668 = stablehlo.divide %3666, %3667 : tensor<24xf32>
    %3669 = "stablehlo.all_reduce"(%3047) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x24x144xf32>) -> tensor<1x1x24x144xf32>
    %3670 = stablehlo.constant dense<2.0> : tensor<1x1x24x144xf32>
    %3671 = stablehlo.divide %3669, %3670 : tensor<1x1x24x144xf32>
    %3672 = "stablehlo.all_reduce"(%3032) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3673 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3674 = stablehlo.divide %3672, %3673 : tensor<144xf32>
    %3675 = "stablehlo.all_reduce"(%3029) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3676 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3677 = stablehlo.divide %3675, %3676 : tensor<144xf32>
    %3678 = "stablehlo.all_reduce"(%3019) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x144xf32>) -> tensor<3x3x1x144xf32>
    %3679 = stablehlo.constant dense<2.0> : tensor<3x3x1x144xf32>
    %3680 = stablehlo.divide %3678, %3679 : tensor<3x3x1x144xf32>
    %3681 = "stablehlo.all_reduce"(%3004) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3682 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3683 = stablehlo.divide %3681, %3682 : tensor<144xf32>
    %3684 = "stablehlo.all_reduce"(%3001) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<144xf32>) -> tensor<144xf32>
    %3685 = stablehlo.constant dense<2.0> : tensor<144xf32>
    %3686 = stablehlo.divide %3684, %3685 : tensor<144xf32>
    %3687 = "stablehlo.all_reduce"(%2991) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x144x32xf32>) -> tensor<1x1x144x32xf32>
    %3688 = stablehlo.constant dense<2.0> : tensor<1x1x144x32xf32>
    %3689 = stablehlo.divide %3687, %3688 : tensor<1x1x144x32xf32>
    %3690 = "stablehlo.all_reduce"(%2976) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3691 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3692 = stablehlo.divide %3690, %3691 : tensor<32xf32>
    %3693 = "stablehlo.all_reduce"(%2973) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3694 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3695 = stablehlo.divide %3693, %3694 : tensor<32xf32>
    %3696 = "stablehlo.all_reduce"(%2970) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %3697 = stablehlo.constant dense<2.0> : tensor<1x1x32x192xf32>
    %3698 = stablehlo.divide %3696, %3697 : tensor<1x1x32x192xf32>
    %3699 = "stablehlo.all_reduce"(%2955) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3700 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3701 = stablehlo.divide %3699, %3700 : tensor<192xf32>
    %3702 = "stablehlo.all_reduce"(%2952) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3703 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3704 = stablehlo.divide %3702, %3703 : tensor<192xf32>
    %3705 = "stablehlo.all_reduce"(%2942) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %3706 = stablehlo.constant dense<2.0> : tensor<3x3x1x192xf32>
    %3707 = stablehlo.divide %3705, %3706 : tensor<3x3x1x192xf32>
    %3708 = "stablehlo.all_reduce"(%2927) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3709 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3710 = stablehlo.divide %3708, %3709 : tensor<192xf32>
    %3711 = "stablehlo.all_reduce"(%2924) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3712 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3713 = stablehlo.divide %3711, %3712 : tensor<192xf32>
    %3714 = "stablehlo.all_reduce"(%2914) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x192x32xf32>) -> tensor<1x1x192x32xf32>
    %3715 = stablehlo.constant dense<2.0> : tensor<1x1x192x32xf32>
    %3716 = stablehlo.divide %3714, %3715 : tensor<1x1x192x32xf32>
    %3717 = "stablehlo.all_reduce"(%2899) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3718 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3719 = stablehlo.divide %3717, %3718 : tensor<32xf32>
    %3720 = "stablehlo.all_reduce"(%2896) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3721 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3722 = stablehlo.divide %3720, %3721 : tensor<32xf32>
    %3723 = "stablehlo.all_reduce"(%2892) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %3724 = stablehlo.constant dense<2.0> : tensor<1x1x32x192xf32>
    %3725 = stablehlo.divide %3723, %3724 : tensor<1x1x32x192xf32>
    %3726 = "stablehlo.all_reduce"(%2877) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3727 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3728 = stablehlo.divide %3726, %3727 : tensor<192xf32>
    %3729 = "stablehlo.all_reduce"(%2874) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3730 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3731 = stablehlo.divide %3729, %3730 : tensor<192xf32>
    %3732 = "stablehlo.all_reduce"(%2864) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %3733 = stablehlo.constant dense<2.0> : tensor<3x3x1x192xf32>
    %3734 = stablehlo.divide %3732, %3733 : tensor<3x3x1x192xf32>
    %3735 = "stablehlo.all_reduce"(%2849) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3736 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3737 = stablehlo.divide %3735, %3736 : tensor<192xf32>
    %3738 = "stablehlo.all_reduce"(%2846) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3739 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3740 = stablehlo.divide %3738, %3739 : tensor<192xf32>
    %3741 = "stablehlo.all_reduce"(%2836) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x192x32xf32>) -> tensor<1x1x192x32xf32>
    %3742 = stablehlo.constant dense<2.0> : tensor<1x1x192x32xf32>
    %3743 = stablehlo.divide %3741, %3742 : tensor<1x1x192x32xf32>
    %3744 = "stablehlo.all_reduce"(%2821) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3745 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3746 = stablehlo.divide %3744, %3745 : tensor<32xf32>
    %3747 = "stablehlo.all_reduce"(%2818) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32xf32>) -> tensor<32xf32>
    %3748 = stablehlo.constant dense<2.0> : tensor<32xf32>
    %3749 = stablehlo.divide %3747, %3748 : tensor<32xf32>
    %3750 = "stablehlo.all_reduce"(%2815) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x32x192xf32>) -> tensor<1x1x32x192xf32>
    %3751 = stablehlo.constant dense<2.0> : tensor<1x1x32x192xf32>
    %3752 = stablehlo.divide %3750, %3751 : tensor<1x1x32x192xf32>
    %3753 = "stablehlo.all_reduce"(%2800) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3754 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3755 = stablehlo.divide %3753, %3754 : tensor<192xf32>
    %3756 = "stablehlo.all_reduce"(%2797) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3757 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3758 = stablehlo.divide %3756, %3757 : tensor<192xf32>
    %3759 = "stablehlo.all_reduce"(%2787) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x192xf32>) -> tensor<3x3x1x192xf32>
    %3760 = stablehlo.constant dense<2.0> : tensor<3x3x1x192xf32>
    %3761 = stablehlo.divide %3759, %3760 : tensor<3x3x1x192xf32>
    %3762 = "stablehlo.all_reduce"(%2772) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3763 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3764 = stablehlo.divide %3762, %3763 : tensor<192xf32>
    %3765 = "stablehlo.all_reduce"(%2769) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %3766 = stablehlo.constant dense<2.0> : tensor<192xf32>
    %3767 = stablehlo.divide %3765, %3766 : tensor<192xf32>
    %3768 = "stablehlo.all_reduce"(%2759) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x192x64xf32>) -> tensor<1x1x192x64xf32>
    %3769 = stablehlo.constant dense<2.0> : tensor<1x1x192x64xf32>
    %3770 = stablehlo.divide %3768, %3769 : tensor<1x1x192x64xf32>
    %3771 = "stablehlo.all_reduce"(%2744) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3772 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3773 = stablehlo.divide %3771, %3772 : tensor<64xf32>
    %3774 = "stablehlo.all_reduce"(%2741) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3775 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3776 = stablehlo.divide %3774, %3775 : tensor<64xf32>
    %3777 = "stablehlo.all_reduce"(%2738) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %3778 = stablehlo.constant dense<2.0> : tensor<1x1x64x384xf32>
    %3779 = stablehlo.divide %3777, %3778 : tensor<1x1x64x384xf32>
    %3780 = "stablehlo.all_reduce"(%2723) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3781 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3782 = stablehlo.divide %3780, %3781 : tensor<384xf32>
    %3783 = "stablehlo.all_reduce"(%2720) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3784 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3785 = stablehlo.divide %3783, %3784 : tensor<384xf32>
    %3786 = "stablehlo.all_reduce"(%2710) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %3787 = stablehlo.constant dense<2.0> : tensor<3x3x1x384xf32>
    %3788 = stablehlo.divide %3786, %3787 : tensor<3x3x1x384xf32>
    %3789 = "stablehlo.all_reduce"(%2695) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3790 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3791 = stablehlo.divide %3789, %3790 : tensor<384xf32>
    %3792 = "stablehlo.all_reduce"(%2692) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3793 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3794 = stablehlo.divide %3792, %3793 : tensor<384xf32>
    %3795 = "stablehlo.all_reduce"(%2682) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %3796 = stablehlo.constant dense<2.0> : tensor<1x1x384x64xf32>
    %3797 = stablehlo.divide %3795, %3796 : tensor<1x1x384x64xf32>
    %3798 = "stablehlo.all_reduce"(%2667) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3799 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3800 = stablehlo.divide %3798, %3799 : tensor<64xf32>
    %3801 = "stablehlo.all_reduce"(%2664) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3802 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3803 = stablehlo.divide %3801, %3802 : tensor<64xf32>
    %3804 = "stablehlo.all_reduce"(%2660) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %3805 = stablehlo.constant dense<2.0> : tensor<1x1x64x384xf32>
    %3806 = stablehlo.divide %3804, %3805 : tensor<1x1x64x384xf32>
    %3807 = "stablehlo.all_reduce"(%2645) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3808 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3809 = stablehlo.divide %3807, %3808 : tensor<384xf32>
    %3810 = "stablehlo.all_reduce"(%2642) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3811 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3812 = stablehlo.divide %3810, %3811 : tensor<384xf32>
    %3813 = "stablehlo.all_reduce"(%2632) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %3814 = stablehlo.constant dense<2.0> : tensor<3x3x1x384xf32>
    %3815 = stablehlo.divide %3813, %3814 : tensor<3x3x1x384xf32>
    %3816 = "stablehlo.all_reduce"(%2617) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3817 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3818 = stablehlo.divide %3816, %3817 : tensor<384xf32>
    %3819 = "stablehlo.all_reduce"(%2614) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3820 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3821 = stablehlo.divide %3819, %3820 : tensor<384xf32>
    %3822 = "stablehlo.all_reduce"(%2604) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %3823 = stablehlo.constant dense<2.0> : tensor<1x1x384x64xf32>
    %3824 = stablehlo.divide %3822, %3823 : tensor<1x1x384x64xf32>
    %3825 = "stablehlo.all_reduce"(%2589) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3826 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3827 = stablehlo.divide %3825, %3826 : tensor<64xf32>
    %3828 = "stablehlo.all_reduce"(%2586) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3829 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3830 = stablehlo.divide %3828, %3829 : tensor<64xf32>
    %3831 = "stablehlo.all_reduce"(%2582) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %3832 = stablehlo.constant dense<2.0> : tensor<1x1x64x384xf32>
    %3833 = stablehlo.divide %3831, %3832 : tensor<1x1x64x384xf32>
    %3834 = "stablehlo.all_reduce"(%2567) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3835 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3836 = stablehlo.divide %3834, %3835 : tensor<384xf32>
    %3837 = "stablehlo.all_reduce"(%2564) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3838 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3839 = stablehlo.divide %3837, %3838 : tensor<384xf32>
    %3840 = "stablehlo.all_reduce"(%2554) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %3841 = stablehlo.constant dense<2.0> : tensor<3x3x1x384xf32>
    %3842 = stablehlo.divide %3840, %3841 : tensor<3x3x1x384xf32>
    %3843 = "stablehlo.all_reduce"(%2539) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3844 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3845 = stablehlo.divide %3843, %3844 : tensor<384xf32>
    %3846 = "stablehlo.all_reduce"(%2536) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3847 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3848 = stablehlo.divide %3846, %3847 : tensor<384xf32>
    %3849 = "stablehlo.all_reduce"(%2526) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x384x64xf32>) -> tensor<1x1x384x64xf32>
    %3850 = stablehlo.constant dense<2.0> : tensor<1x1x384x64xf32>
    %3851 = stablehlo.divide %3849, %3850 : tensor<1x1x384x64xf32>
    %3852 = "stablehlo.all_reduce"(%2511) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3853 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3854 = stablehlo.divide %3852, %3853 : tensor<64xf32>
    %3855 = "stablehlo.all_reduce"(%2508) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %3856 = stablehlo.constant dense<2.0> : tensor<64xf32>
    %3857 = stablehlo.divide %3855, %3856 : tensor<64xf32>
    %3858 = "stablehlo.all_reduce"(%2505) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x64x384xf32>) -> tensor<1x1x64x384xf32>
    %3859 = stablehlo.constant dense<2.0> : tensor<1x1x64x384xf32>
    %3860 = stablehlo.divide %3858, %3859 : tensor<1x1x64x384xf32>
    %3861 = "stablehlo.all_reduce"(%2490) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3862 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3863 = stablehlo.divide %3861, %3862 : tensor<384xf32>
    %3864 = "stablehlo.all_reduce"(%2487) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3865 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3866 = stablehlo.divide %3864, %3865 : tensor<384xf32>
    %3867 = "stablehlo.all_reduce"(%2477) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x384xf32>) -> tensor<3x3x1x384xf32>
    %3868 = stablehlo.constant dense<2.0> : tensor<3x3x1x384xf32>
    %3869 = stablehlo.divide %3867, %3868 : tensor<3x3x1x384xf32>
    %3870 = "stablehlo.all_reduce"(%2462) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3871 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3872 = stablehlo.divide %3870, %3871 : tensor<384xf32>
    %3873 = "stablehlo.all_reduce"(%2459) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %3874 = stablehlo.constant dense<2.0> : tensor<384xf32>
    %3875 = stablehlo.divide %3873, %3874 : tensor<384xf32>
    %3876 = "stablehlo.all_reduce"(%2449) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x384x96xf32>) -> tensor<1x1x384x96xf32>
    %3877 = stablehlo.constant dense<2.0> : tensor<1x1x384x96xf32>
    %3878 = stablehlo.divide %3876, %3877 : tensor<1x1x384x96xf32>
    %3879 = "stablehlo.all_reduce"(%2434) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3880 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3881 = stablehlo.divide %3879, %3880 : tensor<96xf32>
    %3882 = "stablehlo.all_reduce"(%2431) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3883 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3884 = stablehlo.divide %3882, %3883 : tensor<96xf32>
    %3885 = "stablehlo.all_reduce"(%2428) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %3886 = stablehlo.constant dense<2.0> : tensor<1x1x96x576xf32>
    %3887 = stablehlo.divide %3885, %3886 : tensor<1x1x96x576xf32>
    %3888 = "stablehlo.all_reduce"(%2413) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3889 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3890 = stablehlo.divide %3888, %3889 : tensor<576xf32>
    %3891 = "stablehlo.all_reduce"(%2410) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3892 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3893 = stablehlo.divide %3891, %3892 : tensor<576xf32>
    %3894 = "stablehlo.all_reduce"(%2400) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %3895 = stablehlo.constant dense<2.0> : tensor<3x3x1x576xf32>
    %3896 = stablehlo.divide %3894, %3895 : tensor<3x3x1x576xf32>
    %3897 = "stablehlo.all_reduce"(%2385) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3898 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3899 = stablehlo.divide %3897, %3898 : tensor<576xf32>
    %3900 = "stablehlo.all_reduce"(%2382) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3901 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3902 = stablehlo.divide %3900, %3901 : tensor<576xf32>
    %3903 = "stablehlo.all_reduce"(%2372) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x576x96xf32>) -> tensor<1x1x576x96xf32>
    %3904 = stablehlo.constant dense<2.0> : tensor<1x1x576x96xf32>
    %3905 = stablehlo.divide %3903, %3904 : tensor<1x1x576x96xf32>
    %3906 = "stablehlo.all_reduce"(%2357) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3907 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3908 = stablehlo.divide %3906, %3907 : tensor<96xf32>
    %3909 = "stablehlo.all_reduce"(%2354) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3910 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3911 = stablehlo.divide %3909, %3910 : tensor<96xf32>
    %3912 = "stablehlo.all_reduce"(%2350) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %3913 = stablehlo.constant dense<2.0> : tensor<1x1x96x576xf32>
    %3914 = stablehlo.divide %3912, %3913 : tensor<1x1x96x576xf32>
    %3915 = "stablehlo.all_reduce"(%2335) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3916 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3917 = stablehlo.divide %3915, %3916 : tensor<576xf32>
    %3918 = "stablehlo.all_reduce"(%2332) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3919 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3920 = stablehlo.divide %3918, %3919 : tensor<576xf32>
    %3921 = "stablehlo.all_reduce"(%2322) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %3922 = stablehlo.constant dense<2.0> : tensor<3x3x1x576xf32>
    %3923 = stablehlo.divide %3921, %3922 : tensor<3x3x1x576xf32>
    %3924 = "stablehlo.all_reduce"(%2307) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3925 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3926 = stablehlo.divide %3924, %3925 : tensor<576xf32>
    %3927 = "stablehlo.all_reduce"(%2304) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3928 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3929 = stablehlo.divide %3927, %3928 : tensor<576xf32>
    %3930 = "stablehlo.all_reduce"(%2294) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x576x96xf32>) -> tensor<1x1x576x96xf32>
    %3931 = stablehlo.constant dense<2.0> : tensor<1x1x576x96xf32>
    %3932 = stablehlo.divide %3930, %3931 : tensor<1x1x576x96xf32>
    %3933 = "stablehlo.all_reduce"(%2279) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3934 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3935 = stablehlo.divide %3933, %3934 : tensor<96xf32>
    %3936 = "stablehlo.all_reduce"(%2276) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %3937 = stablehlo.constant dense<2.0> : tensor<96xf32>
    %3938 = stablehlo.divide %3936, %3937 : tensor<96xf32>
    %3939 = "stablehlo.all_reduce"(%2273) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x96x576xf32>) -> tensor<1x1x96x576xf32>
    %3940 = stablehlo.constant dense<2.0> : tensor<1x1x96x576xf32>
    %3941 = stablehlo.divide %3939, %3940 : tensor<1x1x96x576xf32>
    %3942 = "stablehlo.all_reduce"(%2258) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3943 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3944 = stablehlo.divide %3942, %3943 : tensor<576xf32>
    %3945 = "stablehlo.all_reduce"(%2255) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3946 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3947 = stablehlo.divide %3945, %3946 : tensor<576xf32>
    %3948 = "stablehlo.all_reduce"(%2245) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x576xf32>) -> tensor<3x3x1x576xf32>
    %3949 = stablehlo.constant dense<2.0> : tensor<3x3x1x576xf32>
    %3950 = stablehlo.divide %3948, %3949 : tensor<3x3x1x576xf32>
    %3951 = "stablehlo.all_reduce"(%2230) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3952 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3953 = stablehlo.divide %3951, %3952 : tensor<576xf32>
    %3954 = "stablehlo.all_reduce"(%2227) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %3955 = stablehlo.constant dense<2.0> : tensor<576xf32>
    %3956 = stablehlo.divide %3954, %3955 : tensor<576xf32>
    %3957 = "stablehlo.all_reduce"(%2217) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x576x160xf32>) -> tensor<1x1x576x160xf32>
    %3958 = stablehlo.constant dense<2.0> : tensor<1x1x576x160xf32>
    %3959 = stablehlo.divide %3957, %3958 : tensor<1x1x576x160xf32>
    %3960 = "stablehlo.all_reduce"(%2202) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3961 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3962 = stablehlo.divide %3960, %3961 : tensor<160xf32>
    %3963 = "stablehlo.all_reduce"(%2199) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3964 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3965 = stablehlo.divide %3963, %3964 : tensor<160xf32>
    %3966 = "stablehlo.all_reduce"(%2196) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %3967 = stablehlo.constant dense<2.0> : tensor<1x1x160x960xf32>
    %3968 = stablehlo.divide %3966, %3967 : tensor<1x1x160x960xf32>
    %3969 = "stablehlo.all_reduce"(%2181) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3970 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3971 = stablehlo.divide %3969, %3970 : tensor<960xf32>
    %3972 = "stablehlo.all_reduce"(%2178) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3973 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3974 = stablehlo.divide %3972, %3973 : tensor<960xf32>
    %3975 = "stablehlo.all_reduce"(%2168) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %3976 = stablehlo.constant dense<2.0> : tensor<3x3x1x960xf32>
    %3977 = stablehlo.divide %3975, %3976 : tensor<3x3x1x960xf32>
    %3978 = "stablehlo.all_reduce"(%2153) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3979 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3980 = stablehlo.divide %3978, %3979 : tensor<960xf32>
    %3981 = "stablehlo.all_reduce"(%2150) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3982 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3983 = stablehlo.divide %3981, %3982 : tensor<960xf32>
    %3984 = "stablehlo.all_reduce"(%2140) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x960x160xf32>) -> tensor<1x1x960x160xf32>
    %3985 = stablehlo.constant dense<2.0> : tensor<1x1x960x160xf32>
    %3986 = stablehlo.divide %3984, %3985 : tensor<1x1x960x160xf32>
    %3987 = "stablehlo.all_reduce"(%2125) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3988 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3989 = stablehlo.divide %3987, %3988 : tensor<160xf32>
    %3990 = "stablehlo.all_reduce"(%2122) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %3991 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %3992 = stablehlo.divide %3990, %3991 : tensor<160xf32>
    %3993 = "stablehlo.all_reduce"(%2118) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %3994 = stablehlo.constant dense<2.0> : tensor<1x1x160x960xf32>
    %3995 = stablehlo.divide %3993, %3994 : tensor<1x1x160x960xf32>
    %3996 = "stablehlo.all_reduce"(%2103) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %3997 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %3998 = stablehlo.divide %3996, %3997 : tensor<960xf32>
    %3999 = "stablehlo.all_reduce"(%2100) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4000 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4001 = stablehlo.divide %3999, %4000 : tensor<960xf32>
    %4002 = "stablehlo.all_reduce"(%2090) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %4003 = stablehlo.constant dense<2.0> : tensor<3x3x1x960xf32>
    %4004 = stablehlo.divide %4002, %4003 : tensor<3x3x1x960xf32>
    %4005 = "stablehlo.all_reduce"(%2075) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4006 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4007 = stablehlo.divide %4005, %4006 : tensor<960xf32>
    %4008 = "stablehlo.all_reduce"(%2072) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4009 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4010 = stablehlo.divide %4008, %4009 : tensor<960xf32>
    %4011 = "stablehlo.all_reduce"(%2062) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x960x160xf32>) -> tensor<1x1x960x160xf32>
    %4012 = stablehlo.constant dense<2.0> : tensor<1x1x960x160xf32>
    %4013 = stablehlo.divide %4011, %4012 : tensor<1x1x960x160xf32>
    %4014 = "stablehlo.all_reduce"(%2047) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %4015 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %4016 = stablehlo.divide %4014, %4015 : tensor<160xf32>
    %4017 = "stablehlo.all_reduce"(%2044) ({
    ^bb0(%_r461a: tensor<f32>, %_r461b: tensor<f32>):
      %_r461c = stablehlo.add %_r461a, %_r461b : tensor<f32>
      "stablehlo.return"(%_r461c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<160xf32>) -> tensor<160xf32>
    %4018 = stablehlo.constant dense<2.0> : tensor<160xf32>
    %4019 = stablehlo.divide %4017, %4018 : tensor<160xf32>
    %4020 = "stablehlo.all_reduce"(%2041) ({
    ^bb0(%_r462a: tensor<f32>, %_r462b: tensor<f32>):
      %_r462c = stablehlo.add %_r462a, %_r462b : tensor<f32>
      "stablehlo.return"(%_r462c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x160x960xf32>) -> tensor<1x1x160x960xf32>
    %4021 = stablehlo.constant dense<2.0> : tensor<1x1x160x960xf32>
    %4022 = stablehlo.divide %4020, %4021 : tensor<1x1x160x960xf32>
    %4023 = "stablehlo.all_reduce"(%2026) ({
    ^bb0(%_r463a: tensor<f32>, %_r463b: tensor<f32>):
      %_r463c = stablehlo.add %_r463a, %_r463b : tensor<f32>
      "stablehlo.return"(%_r463c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4024 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4025 = stablehlo.divide %4023, %4024 : tensor<960xf32>
    %4026 = "stablehlo.all_reduce"(%2023) ({
    ^bb0(%_r464a: tensor<f32>, %_r464b: tensor<f32>):
      %_r464c = stablehlo.add %_r464a, %_r464b : tensor<f32>
      "stablehlo.return"(%_r464c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4027 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4028 = stablehlo.divide %4026, %4027 : tensor<960xf32>
    %4029 = "stablehlo.all_reduce"(%2013) ({
    ^bb0(%_r465a: tensor<f32>, %_r465b: tensor<f32>):
      %_r465c = stablehlo.add %_r465a, %_r465b : tensor<f32>
      "stablehlo.return"(%_r465c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3x3x1x960xf32>) -> tensor<3x3x1x960xf32>
    %4030 = stablehlo.constant dense<2.0> : tensor<3x3x1x960xf32>
    %4031 = stablehlo.divide %4029, %4030 : tensor<3x3x1x960xf32>
    %4032 = "stablehlo.all_reduce"(%1998) ({
    ^bb0(%_r466a: tensor<f32>, %_r466b: tensor<f32>):
      %_r466c = stablehlo.add %_r466a, %_r466b : tensor<f32>
      "stablehlo.return"(%_r466c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4033 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4034 = stablehlo.divide %4032, %4033 : tensor<960xf32>
    %4035 = "stablehlo.all_reduce"(%1995) ({
    ^bb0(%_r467a: tensor<f32>, %_r467b: tensor<f32>):
      %_r467c = stablehlo.add %_r467a, %_r467b : tensor<f32>
      "stablehlo.return"(%_r467c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<960xf32>) -> tensor<960xf32>
    %4036 = stablehlo.constant dense<2.0> : tensor<960xf32>
    %4037 = stablehlo.divide %4035, %4036 : tensor<960xf32>
    %4038 = "stablehlo.all_reduce"(%1985) ({
    ^bb0(%_r468a: tensor<f32>, %_r468b: tensor<f32>):
      %_r468c = stablehlo.add %_r468a, %_r468b : tensor<f32>
      "stablehlo.return"(%_r468c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x960x320xf32>) -> tensor<1x1x960x320xf32>
    %4039 = stablehlo.constant dense<2.0> : tensor<1x1x960x320xf32>
    %4040 = stablehlo.divide %4038, %4039 : tensor<1x1x960x320xf32>
    %4041 = "stablehlo.all_reduce"(%1970) ({
    ^bb0(%_r469a: tensor<f32>, %_r469b: tensor<f32>):
      %_r469c = stablehlo.add %_r469a, %_r469b : tensor<f32>
      "stablehlo.return"(%_r469c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<320xf32>) -> tensor<320xf32>
    %4042 = stablehlo.constant dense<2.0> : tensor<320xf32>
    %4043 = stablehlo.divide %4041, %4042 : tensor<320xf32>
    %4044 = "stablehlo.all_reduce"(%1967) ({
    ^bb0(%_r470a: tensor<f32>, %_r470b: tensor<f32>):
      %_r470c = stablehlo.add %_r470a, %_r470b : tensor<f32>
      "stablehlo.return"(%_r470c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<320xf32>) -> tensor<320xf32>
    %4045 = stablehlo.constant dense<2.0> : tensor<320xf32>
    %4046 = stablehlo.divide %4044, %4045 : tensor<320xf32>
    %4047 = "stablehlo.all_reduce"(%1965) ({
    ^bb0(%_r471a: tensor<f32>, %_r471b: tensor<f32>):
      %_r471c = stablehlo.add %_r471a, %_r471b : tensor<f32>
      "stablehlo.return"(%_r471c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x1x320x1280xf32>) -> tensor<1x1x320x1280xf32>
    %4048 = stablehlo.constant dense<2.0> : tensor<1x1x320x1280xf32>
    %4049 = stablehlo.divide %4047, %4048 : tensor<1x1x320x1280xf32>
    %4050 = "stablehlo.all_reduce"(%1950) ({
    ^bb0(%_r472a: tensor<f32>, %_r472b: tensor<f32>):
      %_r472c = stablehlo.add %_r472a, %_r472b : tensor<f32>
      "stablehlo.return"(%_r472c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1280xf32>) -> tensor<1280xf32>
    %4051 = stablehlo.constant dense<2.0> : tensor<1280xf32>
    %4052 = stablehlo.divide %4050, %4051 : tensor<1280xf32>
    %4053 = "stablehlo.all_reduce"(%1947) ({
    ^bb0(%_r473a: tensor<f32>, %_r473b: tensor<f32>):
      %_r473c = stablehlo.add %_r473a, %_r473b : tensor<f32>
      "stablehlo.return"(%_r473c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1280xf32>) -> tensor<1280xf32>
    %4054 = stablehlo.constant dense<2.0> : tensor<1280xf32>
    %4055 = stablehlo.divide %4053, %4054 : tensor<1280xf32>
    %4056 = "stablehlo.all_reduce"(%1931) ({
    ^bb0(%_r474a: tensor<f32>, %_r474b: tensor<f32>):
      %_r474c = stablehlo.add %_r474a, %_r474b : tensor<f32>
      "stablehlo.return"(%_r474c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1280x1000xf32>) -> tensor<1280x1000xf32>
    %4057 = stablehlo.constant dense<2.0> : tensor<1280x1000xf32>
    %4058 = stablehlo.divide %4056, %4057 : tensor<1280x1000xf32>
    %4059 = "stablehlo.all_reduce"(%1933) ({
    ^bb0(%_r475a: tensor<f32>, %_r475b: tensor<f32>):
      %_r475c = stablehlo.add %_r475a, %_r475b : tensor<f32>
      "stablehlo.return"(%_r475c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1000xf32>) -> tensor<1000xf32>
    %4060 = stablehlo.constant dense<2.0> : tensor<1000xf32>
    %4061 = stablehlo.divide %4059, %4060 : tensor<1000xf32>
    %4062 = "stablehlo.all_reduce"(%1920) ({
    ^bb0(%_r476a: tensor<f32>, %_r476b: tensor<f32>):
      %_r476c = stablehlo.add %_r476a, %_r476b : tensor<f32>
      "stablehlo.return"(%_r476c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<f32>) -> tensor<f32>
    %4063 = stablehlo.constant dense<2.0> : tensor<f32>
    %4064 = stablehlo.divide %4062, %4063 : tensor<f32>
    // ── optimizer ──
    %4065 = stablehlo.multiply %3590, %3590 : tensor<3x3x3x32xf32>
    %4066 = stablehlo.constant dense<0.0> : tensor<f32>
    %4067 = "stablehlo.reduce"(%4065, %4066) ({
    ^bb0(%_r477a: tensor<f32>, %_r477b: tensor<f32>):
      %_r477c = stablehlo.add %_r477a, %_r477b : tensor<f32>
      "stablehlo.return"(%_r477c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x3x32xf32>, tensor<f32>) -> tensor<3x3x3xf32>
    %4068 = stablehlo.constant dense<0.0> : tensor<f32>
    %4069 = "stablehlo.reduce"(%4067, %4068) ({
    ^bb0(%_r478a: tensor<f32>, %_r478b: tensor<f32>):
      %_r478c = stablehlo.add %_r478a, %_r478b : tensor<f32>
      "stablehlo.return"(%_r478c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<f32>
    %4070 = stablehlo.multiply %3593, %3593 : tensor<32xf32>
    %4071 = stablehlo.constant dense<0.0> : tensor<f32>
    %4072 = "stablehlo.reduce"(%4070, %4071) ({
    ^bb0(%_r479a: tensor<f32>, %_r479b: tensor<f32>):
      %_r479c = stablehlo.add %_r479a, %_r479b : tensor<f32>
      "stablehlo.return"(%_r479c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4073 = stablehlo.add %4069, %4072 : tensor<f32>
    %4074 = stablehlo.multiply %3596, %3596 : tensor<32xf32>
    %4075 = stablehlo.constant dense<0.0> : tensor<f32>
    %4076 = "stablehlo.reduce"(%4074, %4075) ({
    ^bb0(%_r480a: tensor<f32>, %_r480b: tensor<f32>):
      %_r480c = stablehlo.add %_r480a, %_r480b : tensor<f32>
      "stablehlo.return"(%_r480c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4077 = stablehlo.add %4073, %4076 : tensor<f32>
    %4078 = stablehlo.multiply %3599, %3599 : tensor<3x3x1x32xf32>
    %4079 = stablehlo.constant dense<0.0> : tensor<f32>
    %4080 = "stablehlo.reduce"(%4078, %4079) ({
    ^bb0(%_r481a: tensor<f32>, %_r481b: tensor<f32>):
      %_r481c = stablehlo.add %_r481a, %_r481b : tensor<f32>
      "stablehlo.return"(%_r481c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x32xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4081 = stablehlo.constant dense<0.0> : tensor<f32>
    %4082 = "stablehlo.reduce"(%4080, %4081) ({
    ^bb0(%_r482a: tensor<f32>, %_r482b: tensor<f32>):
      %_r482c = stablehlo.add %_r482a, %_r482b : tensor<f32>
      "stablehlo.return"(%_r482c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4083 = stablehlo.add %4077, %4082 : tensor<f32>
    %4084 = stablehlo.multiply %3602, %3602 : tensor<32xf32>
    %4085 = stablehlo.constant dense<0.0> : tensor<f32>
    %4086 = "stablehlo.reduce"(%4084, %4085) ({
    ^bb0(%_r483a: tensor<f32>, %_r483b: tensor<f32>):
      %_r483c = stablehlo.add %_r483a, %_r483b : tensor<f32>
      "stablehlo.return"(%_r483c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4087 = stablehlo.add %4083, %4086 : tensor<f32>
    %4088 = stablehlo.multiply %3605, %3605 : tensor<32xf32>
    %4089 = stablehlo.constant dense<0.0> : tensor<f32>
    %4090 = "stablehlo.reduce"(%4088, %4089) ({
    ^bb0(%_r484a: tensor<f32>, %_r484b: tensor<f32>):
      %_r484c = stablehlo.add %_r484a, %_r484b : tensor<f32>
      "stablehlo.return"(%_r484c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4091 = stablehlo.add %4087, %4090 : tensor<f32>
    %4092 = stablehlo.multiply %3608, %3608 : tensor<1x1x32x16xf32>
    %4093 = stablehlo.constant dense<0.0> : tensor<f32>
    %4094 = "stablehlo.reduce"(%4092, %4093) ({
    ^bb0(%_r485a: tensor<f32>, %_r485b: tensor<f32>):
      %_r485c = stablehlo.add %_r485a, %_r485b : tensor<f32>
      "stablehlo.return"(%_r485c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x16xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %4095 = stablehlo.constant dense<0.0> : tensor<f32>
    %4096 = "stablehlo.reduce"(%4094, %4095) ({
    ^bb0(%_r486a: tensor<f32>, %_r486b: tensor<f32>):
      %_r486c = stablehlo.add %_r486a, %_r486b : tensor<f32>
      "stablehlo.return"(%_r486c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %4097 = stablehlo.add %4091, %4096 : tensor<f32>
    %4098 = stablehlo.multiply %3611, %3611 : tensor<16xf32>
    %4099 = stablehlo.constant dense<0.0> : tensor<f32>
    %4100 = "stablehlo.reduce"(%4098, %4099) ({
    ^bb0(%_r487a: tensor<f32>, %_r487b: tensor<f32>):
      %_r487c = stablehlo.add %_r487a, %_r487b : tensor<f32>
      "stablehlo.return"(%_r487c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4101 = stablehlo.add %4097, %4100 : tensor<f32>
    %4102 = stablehlo.multiply %3614, %3614 : tensor<16xf32>
    %4103 = stablehlo.constant dense<0.0> : tensor<f32>
    %4104 = "stablehlo.reduce"(%4102, %4103) ({
    ^bb0(%_r488a: tensor<f32>, %_r488b: tensor<f32>):
      %_r488c = stablehlo.add %_r488a, %_r488b : tensor<f32>
      "stablehlo.return"(%_r488c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %4105 = stablehlo.add %4101, %4104 : tensor<f32>
    %4106 = stablehlo.multiply %3617, %3617 : tensor<1x1x16x96xf32>
    %4107 = stablehlo.constant dense<0.0> : tensor<f32>
    %4108 = "stablehlo.reduce"(%4106, %4107) ({
    ^bb0(%_r489a: tensor<f32>, %_r489b: tensor<f32>):
      %_r489c = stablehlo.add %_r489a, %_r489b : tensor<f32>
      "stablehlo.return"(%_r489c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x16x96xf32>, tensor<f32>) -> tensor<1x1x16xf32>
    %4109 = stablehlo.constant dense<0.0> : tensor<f32>
    %4110 = "stablehlo.reduce"(%4108, %4109) ({
    ^bb0(%_r490a: tensor<f32>, %_r490b: tensor<f32>):
      %_r490c = stablehlo.add %_r490a, %_r490b : tensor<f32>
      "stablehlo.return"(%_r490c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<f32>
    %4111 = stablehlo.add %4105, %4110 : tensor<f32>
    %4112 = stablehlo.multiply %3620, %3620 : tensor<96xf32>
    %4113 = stablehlo.constant dense<0.0> : tensor<f32>
    %4114 = "stablehlo.reduce"(%4112, %4113) ({
    ^bb0(%_r491a: tensor<f32>, %_r491b: tensor<f32>):
      %_r491c = stablehlo.add %_r491a, %_r491b : tensor<f32>
      "stablehlo.return"(%_r491c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4115 = stablehlo.add %4111, %4114 : tensor<f32>
    %4116 = stablehlo.multiply %3623, %3623 : tensor<96xf32>
    %4117 = stablehlo.constant dense<0.0> : tensor<f32>
    %4118 = "stablehlo.reduce"(%4116, %4117) ({
    ^bb0(%_r492a: tensor<f32>, %_r492b: tensor<f32>):
      %_r492c = stablehlo.add %_r492a, %_r492b : tensor<f32>
      "stablehlo.return"(%_r492c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4119 = stablehlo.add %4115, %4118 : tensor<f32>
    %4120 = stablehlo.multiply %3626, %3626 : tensor<3x3x1x96xf32>
    %4121 = stablehlo.constant dense<0.0> : tensor<f32>
    %4122 = "stablehlo.reduce"(%4120, %4121) ({
    ^bb0(%_r493a: tensor<f32>, %_r493b: tensor<f32>):
      %_r493c = stablehlo.add %_r493a, %_r493b : tensor<f32>
      "stablehlo.return"(%_r493c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x96xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4123 = stablehlo.constant dense<0.0> : tensor<f32>
    %4124 = "stablehlo.reduce"(%4122, %4123) ({
    ^bb0(%_r494a: tensor<f32>, %_r494b: tensor<f32>):
      %_r494c = stablehlo.add %_r494a, %_r494b : tensor<f32>
      "stablehlo.return"(%_r494c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4125 = stablehlo.add %4119, %4124 : tensor<f32>
    %4126 = stablehlo.multiply %3629, %3629 : tensor<96xf32>
    %4127 = stablehlo.constant dense<0.0> : tensor<f32>
    %4128 = "stablehlo.reduce"(%4126, %4127) ({
    ^bb0(%_r495a: tensor<f32>, %_r495b: tensor<f32>):
      %_r495c = stablehlo.add %_r495a, %_r495b : tensor<f32>
      "stablehlo.return"(%_r495c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4129 = stablehlo.add %4125, %4128 : tensor<f32>
    %4130 = stablehlo.multiply %3632, %3632 : tensor<96xf32>
    %4131 = stablehlo.constant dense<0.0> : tensor<f32>
    %4132 = "stablehlo.reduce"(%4130, %4131) ({
    ^bb0(%_r496a: tensor<f32>, %_r496b: tensor<f32>):
      %_r496c = stablehlo.add %_r496a, %_r496b : tensor<f32>
      "stablehlo.return"(%_r496c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4133 = stablehlo.add %4129, %4132 : tensor<f32>
    %4134 = stablehlo.multiply %3635, %3635 : tensor<1x1x96x24xf32>
    %4135 = stablehlo.constant dense<0.0> : tensor<f32>
    %4136 = "stablehlo.reduce"(%4134, %4135) ({
    ^bb0(%_r497a: tensor<f32>, %_r497b: tensor<f32>):
      %_r497c = stablehlo.add %_r497a, %_r497b : tensor<f32>
      "stablehlo.return"(%_r497c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x24xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %4137 = stablehlo.constant dense<0.0> : tensor<f32>
    %4138 = "stablehlo.reduce"(%4136, %4137) ({
    ^bb0(%_r498a: tensor<f32>, %_r498b: tensor<f32>):
      %_r498c = stablehlo.add %_r498a, %_r498b : tensor<f32>
      "stablehlo.return"(%_r498c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %4139 = stablehlo.add %4133, %4138 : tensor<f32>
    %4140 = stablehlo.multiply %3638, %3638 : tensor<24xf32>
    %4141 = stablehlo.constant dense<0.0> : tensor<f32>
    %4142 = "stablehlo.reduce"(%4140, %4141) ({
    ^bb0(%_r499a: tensor<f32>, %_r499b: tensor<f32>):
      %_r499c = stablehlo.add %_r499a, %_r499b : tensor<f32>
      "stablehlo.return"(%_r499c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %4143 = stablehlo.add %4139, %4142 : tensor<f32>
    %4144 = stablehlo.multiply %3641, %3641 : tensor<24xf32>
    %4145 = stablehlo.constant dense<0.0> : tensor<f32>
    %4146 = "stablehlo.reduce"(%4144, %4145) ({
    ^bb0(%_r500a: tensor<f32>, %_r500b: tensor<f32>):
      %_r500c = stablehlo.add %_r500a, %_r500b : tensor<f32>
      "stablehlo.return"(%_r500c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %4147 = stablehlo.add %4143, %4146 : tensor<f32>
    %4148 = stablehlo.multiply %3644, %3644 : tensor<1x1x24x144xf32>
    %4149 = stablehlo.constant dense<0.0> : tensor<f32>
    %4150 = "stablehlo.reduce"(%4148, %4149) ({
    ^bb0(%_r501a: tensor<f32>, %_r501b: tensor<f32>):
      %_r501c = stablehlo.add %_r501a, %_r501b : tensor<f32>
      "stablehlo.return"(%_r501c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x24x144xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %4151 = stablehlo.constant dense<0.0> : tensor<f32>
    %4152 = "stablehlo.reduce"(%4150, %4151) ({
    ^bb0(%_r502a: tensor<f32>, %_r502b: tensor<f32>):
      %_r502c = stablehlo.add %_r502a, %_r502b : tensor<f32>
      "stablehlo.return"(%_r502c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x24xf32>, tensor<f32>) -> tensor<f32>
    %4153 = stablehlo.add %4147, %4152 : tensor<f32>
    %4154 = stablehlo.multiply %3647, %3647 : tensor<144xf32>
    %4155 = stablehlo.constant dense<0.0> : tensor<f32>
    %4156 = "stablehlo.reduce"(%4154, %4155) ({
    ^bb0(%_r503a: tensor<f32>, %_r503b: tensor<f32>):
      %_r503c = stablehlo.add %_r503a, %_r503b : tensor<f32>
      "stablehlo.return"(%_r503c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4157 = stablehlo.add %4153, %4156 : tensor<f32>
    %4158 = stablehlo.multiply %3650, %3650 : tensor<144xf32>
    %4159 = stablehlo.constant dense<0.0> : tensor<f32>
    %4160 = "stablehlo.reduce"(%4158, %4159) ({
    ^bb0(%_r504a: tensor<f32>, %_r504b: tensor<f32>):
      %_r504c = stablehlo.add %_r504a, %_r504b : tensor<f32>
      "stablehlo.return"(%_r504c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4161 = stablehlo.add %4157, %4160 : tensor<f32>
    %4162 = stablehlo.multiply %3653, %3653 : tensor<3x3x1x144xf32>
    %4163 = stablehlo.constant dense<0.0> : tensor<f32>
    %4164 = "stablehlo.reduce"(%4162, %4163) ({
    ^bb0(%_r505a: tensor<f32>, %_r505b: tensor<f32>):
      %_r505c = stablehlo.add %_r505a, %_r505b : tensor<f32>
      "stablehlo.return"(%_r505c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x144xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4165 = stablehlo.constant dense<0.0> : tensor<f32>
    %4166 = "stablehlo.reduce"(%4164, %4165) ({
    ^bb0(%_r506a: tensor<f32>, %_r506b: tensor<f32>):
      %_r506c = stablehlo.add %_r506a, %_r506b : tensor<f32>
      "stablehlo.return"(%_r506c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4167 = stablehlo.add %4161, %4166 : tensor<f32>
    %4168 = stablehlo.multiply %3656, %3656 : tensor<144xf32>
    %4169 = stablehlo.constant dense<0.0> : tensor<f32>
    %4170 = "stablehlo.reduce"(%4168, %4169) ({
    ^bb0(%_r507a: tensor<f32>, %_r507b: tensor<f32>):
      %_r507c = stablehlo.add %_r507a, %_r507b : tensor<f32>
      "stablehlo.return"(%_r507c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4171 = stablehlo.add %4167, %4170 : tensor<f32>
    %4172 = stablehlo.multiply %3659, %3659 : tensor<144xf32>
    %4173 = stablehlo.constant dense<0.0> : tensor<f32>
    %4174 = "stablehlo.reduce"(%4172, %4173) ({
    ^bb0(%_r508a: tensor<f32>, %_r508b: tensor<f32>):
      %_r508c = stablehlo.add %_r508a, %_r508b : tensor<f32>
      "stablehlo.return"(%_r508c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4175 = stablehlo.add %4171, %4174 : tensor<f32>
    %4176 = stablehlo.multiply %3662, %3662 : tensor<1x1x144x24xf32>
    %4177 = stablehlo.constant dense<0.0> : tensor<f32>
    %4178 = "stablehlo.reduce"(%4176, %4177) ({
    ^bb0(%_r509a: tensor<f32>, %_r509b: tensor<f32>):
      %_r509c = stablehlo.add %_r509a, %_r509b : tensor<f32>
      "stablehlo.return"(%_r509c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x144x24xf32>, tensor<f32>) -> tensor<1x1x144xf32>
    %4179 = stablehlo.constant dense<0.0> : tensor<f32>
    %4180 = "stablehlo.reduce"(%4178, %4179) ({
    ^bb0(%_r510a: tensor<f32>, %_r510b: tensor<f32>):
      %_r510c = stablehlo.add %_r510a, %_r510b : tensor<f32>
      "stablehlo.return"(%_r510c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x144xf32>, tensor<f32>) -> tensor<f32>
    %4181 = stablehlo.add %4175, %4180 : tensor<f32>
    %4182 = stablehlo.multiply %3665, %3665 : tensor<24xf32>
    %4183 = stablehlo.constant dense<0.0> : tensor<f32>
    %4184 = "stablehlo.reduce"(%4182, %4183) ({
    ^bb0(%_r511a: tensor<f32>, %_r511b: tensor<f32>):
      %_r511c = stablehlo.add %_r511a, %_r511b : tensor<f32>
      "stablehlo.return"(%_r511c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %4185 = stablehlo.add %4181, %4184 : tensor<f32>
    %4186 = stablehlo.multiply %3668, %3668 : tensor<24xf32>
    %4187 = stablehlo.constant dense<0.0> : tensor<f32>
    %4188 = "stablehlo.reduce"(%4186, %4187) ({
    ^bb0(%_r512a: tensor<f32>, %_r512b: tensor<f32>):
      %_r512c = stablehlo.add %_r512a, %_r512b : tensor<f32>
      "stablehlo.return"(%_r512c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %4189 = stablehlo.add %4185, %4188 : tensor<f32>
    %4190 = stablehlo.multiply %3671, %3671 : tensor<1x1x24x144xf32>
    %4191 = stablehlo.constant dense<0.0> : tensor<f32>
    %4192 = "stablehlo.reduce"(%4190, %4191) ({
    ^bb0(%_r513a: tensor<f32>, %_r513b: tensor<f32>):
      %_r513c = stablehlo.add %_r513a, %_r513b : tensor<f32>
      "stablehlo.return"(%_r513c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x24x144xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %4193 = stablehlo.constant dense<0.0> : tensor<f32>
    %4194 = "stablehlo.reduce"(%4192, %4193) ({
    ^bb0(%_r514a: tensor<f32>, %_r514b: tensor<f32>):
      %_r514c = stablehlo.add %_r514a, %_r514b : tensor<f32>
      "stablehlo.return"(%_r514c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x24xf32>, tensor<f32>) -> tensor<f32>
    %4195 = stablehlo.add %4189, %4194 : tensor<f32>
    %4196 = stablehlo.multiply %3674, %3674 : tensor<144xf32>
    %4197 = stablehlo.constant dense<0.0> : tensor<f32>
    %4198 = "stablehlo.reduce"(%4196, %4197) ({
    ^bb0(%_r515a: tensor<f32>, %_r515b: tensor<f32>):
      %_r515c = stablehlo.add %_r515a, %_r515b : tensor<f32>
      "stablehlo.return"(%_r515c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4199 = stablehlo.add %4195, %4198 : tensor<f32>
    %4200 = stablehlo.multiply %3677, %3677 : tensor<144xf32>
    %4201 = stablehlo.constant dense<0.0> : tensor<f32>
    %4202 = "stablehlo.reduce"(%4200, %4201) ({
    ^bb0(%_r516a: tensor<f32>, %_r516b: tensor<f32>):
      %_r516c = stablehlo.add %_r516a, %_r516b : tensor<f32>
      "stablehlo.return"(%_r516c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4203 = stablehlo.add %4199, %4202 : tensor<f32>
    %4204 = stablehlo.multiply %3680, %3680 : tensor<3x3x1x144xf32>
    %4205 = stablehlo.constant dense<0.0> : tensor<f32>
    %4206 = "stablehlo.reduce"(%4204, %4205) ({
    ^bb0(%_r517a: tensor<f32>, %_r517b: tensor<f32>):
      %_r517c = stablehlo.add %_r517a, %_r517b : tensor<f32>
      "stablehlo.return"(%_r517c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x144xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4207 = stablehlo.constant dense<0.0> : tensor<f32>
    %4208 = "stablehlo.reduce"(%4206, %4207) ({
    ^bb0(%_r518a: tensor<f32>, %_r518b: tensor<f32>):
      %_r518c = stablehlo.add %_r518a, %_r518b : tensor<f32>
      "stablehlo.return"(%_r518c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4209 = stablehlo.add %4203, %4208 : tensor<f32>
    %4210 = stablehlo.multiply %3683, %3683 : tensor<144xf32>
    %4211 = stablehlo.constant dense<0.0> : tensor<f32>
    %4212 = "stablehlo.reduce"(%4210, %4211) ({
    ^bb0(%_r519a: tensor<f32>, %_r519b: tensor<f32>):
      %_r519c = stablehlo.add %_r519a, %_r519b : tensor<f32>
      "stablehlo.return"(%_r519c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4213 = stablehlo.add %4209, %4212 : tensor<f32>
    %4214 = stablehlo.multiply %3686, %3686 : tensor<144xf32>
    %4215 = stablehlo.constant dense<0.0> : tensor<f32>
    %4216 = "stablehlo.reduce"(%4214, %4215) ({
    ^bb0(%_r520a: tensor<f32>, %_r520b: tensor<f32>):
      %_r520c = stablehlo.add %_r520a, %_r520b : tensor<f32>
      "stablehlo.return"(%_r520c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<144xf32>, tensor<f32>) -> tensor<f32>
    %4217 = stablehlo.add %4213, %4216 : tensor<f32>
    %4218 = stablehlo.multiply %3689, %3689 : tensor<1x1x144x32xf32>
    %4219 = stablehlo.constant dense<0.0> : tensor<f32>
    %4220 = "stablehlo.reduce"(%4218, %4219) ({
    ^bb0(%_r521a: tensor<f32>, %_r521b: tensor<f32>):
      %_r521c = stablehlo.add %_r521a, %_r521b : tensor<f32>
      "stablehlo.return"(%_r521c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x144x32xf32>, tensor<f32>) -> tensor<1x1x144xf32>
    %4221 = stablehlo.constant dense<0.0> : tensor<f32>
    %4222 = "stablehlo.reduce"(%4220, %4221) ({
    ^bb0(%_r522a: tensor<f32>, %_r522b: tensor<f32>):
      %_r522c = stablehlo.add %_r522a, %_r522b : tensor<f32>
      "stablehlo.return"(%_r522c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x144xf32>, tensor<f32>) -> tensor<f32>
    %4223 = stablehlo.add %4217, %4222 : tensor<f32>
    %4224 = stablehlo.multiply %3692, %3692 : tensor<32xf32>
    %4225 = stablehlo.constant dense<0.0> : tensor<f32>
    %4226 = "stablehlo.reduce"(%4224, %4225) ({
    ^bb0(%_r523a: tensor<f32>, %_r523b: tensor<f32>):
      %_r523c = stablehlo.add %_r523a, %_r523b : tensor<f32>
      "stablehlo.return"(%_r523c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4227 = stablehlo.add %4223, %4226 : tensor<f32>
    %4228 = stablehlo.multiply %3695, %3695 : tensor<32xf32>
    %4229 = stablehlo.constant dense<0.0> : tensor<f32>
    %4230 = "stablehlo.reduce"(%4228, %4229) ({
    ^bb0(%_r524a: tensor<f32>, %_r524b: tensor<f32>):
      %_r524c = stablehlo.add %_r524a, %_r524b : tensor<f32>
      "stablehlo.return"(%_r524c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4231 = stablehlo.add %4227, %4230 : tensor<f32>
    %4232 = stablehlo.multiply %3698, %3698 : tensor<1x1x32x192xf32>
    %4233 = stablehlo.constant dense<0.0> : tensor<f32>
    %4234 = "stablehlo.reduce"(%4232, %4233) ({
    ^bb0(%_r525a: tensor<f32>, %_r525b: tensor<f32>):
      %_r525c = stablehlo.add %_r525a, %_r525b : tensor<f32>
      "stablehlo.return"(%_r525c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %4235 = stablehlo.constant dense<0.0> : tensor<f32>
    %4236 = "stablehlo.reduce"(%4234, %4235) ({
    ^bb0(%_r526a: tensor<f32>, %_r526b: tensor<f32>):
      %_r526c = stablehlo.add %_r526a, %_r526b : tensor<f32>
      "stablehlo.return"(%_r526c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %4237 = stablehlo.add %4231, %4236 : tensor<f32>
    %4238 = stablehlo.multiply %3701, %3701 : tensor<192xf32>
    %4239 = stablehlo.constant dense<0.0> : tensor<f32>
    %4240 = "stablehlo.reduce"(%4238, %4239) ({
    ^bb0(%_r527a: tensor<f32>, %_r527b: tensor<f32>):
      %_r527c = stablehlo.add %_r527a, %_r527b : tensor<f32>
      "stablehlo.return"(%_r527c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4241 = stablehlo.add %4237, %4240 : tensor<f32>
    %4242 = stablehlo.multiply %3704, %3704 : tensor<192xf32>
    %4243 = stablehlo.constant dense<0.0> : tensor<f32>
    %4244 = "stablehlo.reduce"(%4242, %4243) ({
    ^bb0(%_r528a: tensor<f32>, %_r528b: tensor<f32>):
      %_r528c = stablehlo.add %_r528a, %_r528b : tensor<f32>
      "stablehlo.return"(%_r528c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4245 = stablehlo.add %4241, %4244 : tensor<f32>
    %4246 = stablehlo.multiply %3707, %3707 : tensor<3x3x1x192xf32>
    %4247 = stablehlo.constant dense<0.0> : tensor<f32>
    %4248 = "stablehlo.reduce"(%4246, %4247) ({
    ^bb0(%_r529a: tensor<f32>, %_r529b: tensor<f32>):
      %_r529c = stablehlo.add %_r529a, %_r529b : tensor<f32>
      "stablehlo.return"(%_r529c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4249 = stablehlo.constant dense<0.0> : tensor<f32>
    %4250 = "stablehlo.reduce"(%4248, %4249) ({
    ^bb0(%_r530a: tensor<f32>, %_r530b: tensor<f32>):
      %_r530c = stablehlo.add %_r530a, %_r530b : tensor<f32>
      "stablehlo.return"(%_r530c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4251 = stablehlo.add %4245, %4250 : tensor<f32>
    %4252 = stablehlo.multiply %3710, %3710 : tensor<192xf32>
    %4253 = stablehlo.constant dense<0.0> : tensor<f32>
    %4254 = "stablehlo.reduce"(%4252, %4253) ({
    ^bb0(%_r531a: tensor<f32>, %_r531b: tensor<f32>):
      %_r531c = stablehlo.add %_r531a, %_r531b : tensor<f32>
      "stablehlo.return"(%_r531c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4255 = stablehlo.add %4251, %4254 : tensor<f32>
    %4256 = stablehlo.multiply %3713, %3713 : tensor<192xf32>
    %4257 = stablehlo.constant dense<0.0> : tensor<f32>
    %4258 = "stablehlo.reduce"(%4256, %4257) ({
    ^bb0(%_r532a: tensor<f32>, %_r532b: tensor<f32>):
      %_r532c = stablehlo.add %_r532a, %_r532b : tensor<f32>
      "stablehlo.return"(%_r532c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4259 = stablehlo.add %4255, %4258 : tensor<f32>
    %4260 = stablehlo.multiply %3716, %3716 : tensor<1x1x192x32xf32>
    %4261 = stablehlo.constant dense<0.0> : tensor<f32>
    %4262 = "stablehlo.reduce"(%4260, %4261) ({
    ^bb0(%_r533a: tensor<f32>, %_r533b: tensor<f32>):
      %_r533c = stablehlo.add %_r533a, %_r533b : tensor<f32>
      "stablehlo.return"(%_r533c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x32xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %4263 = stablehlo.constant dense<0.0> : tensor<f32>
    %4264 = "stablehlo.reduce"(%4262, %4263) ({
    ^bb0(%_r534a: tensor<f32>, %_r534b: tensor<f32>):
      %_r534c = stablehlo.add %_r534a, %_r534b : tensor<f32>
      "stablehlo.return"(%_r534c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %4265 = stablehlo.add %4259, %4264 : tensor<f32>
    %4266 = stablehlo.multiply %3719, %3719 : tensor<32xf32>
    %4267 = stablehlo.constant dense<0.0> : tensor<f32>
    %4268 = "stablehlo.reduce"(%4266, %4267) ({
    ^bb0(%_r535a: tensor<f32>, %_r535b: tensor<f32>):
      %_r535c = stablehlo.add %_r535a, %_r535b : tensor<f32>
      "stablehlo.return"(%_r535c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4269 = stablehlo.add %4265, %4268 : tensor<f32>
    %4270 = stablehlo.multiply %3722, %3722 : tensor<32xf32>
    %4271 = stablehlo.constant dense<0.0> : tensor<f32>
    %4272 = "stablehlo.reduce"(%4270, %4271) ({
    ^bb0(%_r536a: tensor<f32>, %_r536b: tensor<f32>):
      %_r536c = stablehlo.add %_r536a, %_r536b : tensor<f32>
      "stablehlo.return"(%_r536c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4273 = stablehlo.add %4269, %4272 : tensor<f32>
    %4274 = stablehlo.multiply %3725, %3725 : tensor<1x1x32x192xf32>
    %4275 = stablehlo.constant dense<0.0> : tensor<f32>
    %4276 = "stablehlo.reduce"(%4274, %4275) ({
    ^bb0(%_r537a: tensor<f32>, %_r537b: tensor<f32>):
      %_r537c = stablehlo.add %_r537a, %_r537b : tensor<f32>
      "stablehlo.return"(%_r537c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %4277 = stablehlo.constant dense<0.0> : tensor<f32>
    %4278 = "stablehlo.reduce"(%4276, %4277) ({
    ^bb0(%_r538a: tensor<f32>, %_r538b: tensor<f32>):
      %_r538c = stablehlo.add %_r538a, %_r538b : tensor<f32>
      "stablehlo.return"(%_r538c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %4279 = stablehlo.add %4273, %4278 : tensor<f32>
    %4280 = stablehlo.multiply %3728, %3728 : tensor<192xf32>
    %4281 = stablehlo.constant dense<0.0> : tensor<f32>
    %4282 = "stablehlo.reduce"(%4280, %4281) ({
    ^bb0(%_r539a: tensor<f32>, %_r539b: tensor<f32>):
      %_r539c = stablehlo.add %_r539a, %_r539b : tensor<f32>
      "stablehlo.return"(%_r539c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4283 = stablehlo.add %4279, %4282 : tensor<f32>
    %4284 = stablehlo.multiply %3731, %3731 : tensor<192xf32>
    %4285 = stablehlo.constant dense<0.0> : tensor<f32>
    %4286 = "stablehlo.reduce"(%4284, %4285) ({
    ^bb0(%_r540a: tensor<f32>, %_r540b: tensor<f32>):
      %_r540c = stablehlo.add %_r540a, %_r540b : tensor<f32>
      "stablehlo.return"(%_r540c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4287 = stablehlo.add %4283, %4286 : tensor<f32>
    %4288 = stablehlo.multiply %3734, %3734 : tensor<3x3x1x192xf32>
    %4289 = stablehlo.constant dense<0.0> : tensor<f32>
    %4290 = "stablehlo.reduce"(%4288, %4289) ({
    ^bb0(%_r541a: tensor<f32>, %_r541b: tensor<f32>):
      %_r541c = stablehlo.add %_r541a, %_r541b : tensor<f32>
      "stablehlo.return"(%_r541c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4291 = stablehlo.constant dense<0.0> : tensor<f32>
    %4292 = "stablehlo.reduce"(%4290, %4291) ({
    ^bb0(%_r542a: tensor<f32>, %_r542b: tensor<f32>):
      %_r542c = stablehlo.add %_r542a, %_r542b : tensor<f32>
      "stablehlo.return"(%_r542c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4293 = stablehlo.add %4287, %4292 : tensor<f32>
    %4294 = stablehlo.multiply %3737, %3737 : tensor<192xf32>
    %4295 = stablehlo.constant dense<0.0> : tensor<f32>
    %4296 = "stablehlo.reduce"(%4294, %4295) ({
    ^bb0(%_r543a: tensor<f32>, %_r543b: tensor<f32>):
      %_r543c = stablehlo.add %_r543a, %_r543b : tensor<f32>
      "stablehlo.return"(%_r543c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4297 = stablehlo.add %4293, %4296 : tensor<f32>
    %4298 = stablehlo.multiply %3740, %3740 : tensor<192xf32>
    %4299 = stablehlo.constant dense<0.0> : tensor<f32>
    %4300 = "stablehlo.reduce"(%4298, %4299) ({
    ^bb0(%_r544a: tensor<f32>, %_r544b: tensor<f32>):
      %_r544c = stablehlo.add %_r544a, %_r544b : tensor<f32>
      "stablehlo.return"(%_r544c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4301 = stablehlo.add %4297, %4300 : tensor<f32>
    %4302 = stablehlo.multiply %3743, %3743 : tensor<1x1x192x32xf32>
    %4303 = stablehlo.constant dense<0.0> : tensor<f32>
    %4304 = "stablehlo.reduce"(%4302, %4303) ({
    ^bb0(%_r545a: tensor<f32>, %_r545b: tensor<f32>):
      %_r545c = stablehlo.add %_r545a, %_r545b : tensor<f32>
      "stablehlo.return"(%_r545c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x32xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %4305 = stablehlo.constant dense<0.0> : tensor<f32>
    %4306 = "stablehlo.reduce"(%4304, %4305) ({
    ^bb0(%_r546a: tensor<f32>, %_r546b: tensor<f32>):
      %_r546c = stablehlo.add %_r546a, %_r546b : tensor<f32>
      "stablehlo.return"(%_r546c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %4307 = stablehlo.add %4301, %4306 : tensor<f32>
    %4308 = stablehlo.multiply %3746, %3746 : tensor<32xf32>
    %4309 = stablehlo.constant dense<0.0> : tensor<f32>
    %4310 = "stablehlo.reduce"(%4308, %4309) ({
    ^bb0(%_r547a: tensor<f32>, %_r547b: tensor<f32>):
      %_r547c = stablehlo.add %_r547a, %_r547b : tensor<f32>
      "stablehlo.return"(%_r547c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4311 = stablehlo.add %4307, %4310 : tensor<f32>
    %4312 = stablehlo.multiply %3749, %3749 : tensor<32xf32>
    %4313 = stablehlo.constant dense<0.0> : tensor<f32>
    %4314 = "stablehlo.reduce"(%4312, %4313) ({
    ^bb0(%_r548a: tensor<f32>, %_r548b: tensor<f32>):
      %_r548c = stablehlo.add %_r548a, %_r548b : tensor<f32>
      "stablehlo.return"(%_r548c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %4315 = stablehlo.add %4311, %4314 : tensor<f32>
    %4316 = stablehlo.multiply %3752, %3752 : tensor<1x1x32x192xf32>
    %4317 = stablehlo.constant dense<0.0> : tensor<f32>
    %4318 = "stablehlo.reduce"(%4316, %4317) ({
    ^bb0(%_r549a: tensor<f32>, %_r549b: tensor<f32>):
      %_r549c = stablehlo.add %_r549a, %_r549b : tensor<f32>
      "stablehlo.return"(%_r549c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x192xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %4319 = stablehlo.constant dense<0.0> : tensor<f32>
    %4320 = "stablehlo.reduce"(%4318, %4319) ({
    ^bb0(%_r550a: tensor<f32>, %_r550b: tensor<f32>):
      %_r550c = stablehlo.add %_r550a, %_r550b : tensor<f32>
      "stablehlo.return"(%_r550c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %4321 = stablehlo.add %4315, %4320 : tensor<f32>
    %4322 = stablehlo.multiply %3755, %3755 : tensor<192xf32>
    %4323 = stablehlo.constant dense<0.0> : tensor<f32>
    %4324 = "stablehlo.reduce"(%4322, %4323) ({
    ^bb0(%_r551a: tensor<f32>, %_r551b: tensor<f32>):
      %_r551c = stablehlo.add %_r551a, %_r551b : tensor<f32>
      "stablehlo.return"(%_r551c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4325 = stablehlo.add %4321, %4324 : tensor<f32>
    %4326 = stablehlo.multiply %3758, %3758 : tensor<192xf32>
    %4327 = stablehlo.constant dense<0.0> : tensor<f32>
    %4328 = "stablehlo.reduce"(%4326, %4327) ({
    ^bb0(%_r552a: tensor<f32>, %_r552b: tensor<f32>):
      %_r552c = stablehlo.add %_r552a, %_r552b : tensor<f32>
      "stablehlo.return"(%_r552c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4329 = stablehlo.add %4325, %4328 : tensor<f32>
    %4330 = stablehlo.multiply %3761, %3761 : tensor<3x3x1x192xf32>
    %4331 = stablehlo.constant dense<0.0> : tensor<f32>
    %4332 = "stablehlo.reduce"(%4330, %4331) ({
    ^bb0(%_r553a: tensor<f32>, %_r553b: tensor<f32>):
      %_r553c = stablehlo.add %_r553a, %_r553b : tensor<f32>
      "stablehlo.return"(%_r553c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x192xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4333 = stablehlo.constant dense<0.0> : tensor<f32>
    %4334 = "stablehlo.reduce"(%4332, %4333) ({
    ^bb0(%_r554a: tensor<f32>, %_r554b: tensor<f32>):
      %_r554c = stablehlo.add %_r554a, %_r554b : tensor<f32>
      "stablehlo.return"(%_r554c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4335 = stablehlo.add %4329, %4334 : tensor<f32>
    %4336 = stablehlo.multiply %3764, %3764 : tensor<192xf32>
    %4337 = stablehlo.constant dense<0.0> : tensor<f32>
    %4338 = "stablehlo.reduce"(%4336, %4337) ({
    ^bb0(%_r555a: tensor<f32>, %_r555b: tensor<f32>):
      %_r555c = stablehlo.add %_r555a, %_r555b : tensor<f32>
      "stablehlo.return"(%_r555c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4339 = stablehlo.add %4335, %4338 : tensor<f32>
    %4340 = stablehlo.multiply %3767, %3767 : tensor<192xf32>
    %4341 = stablehlo.constant dense<0.0> : tensor<f32>
    %4342 = "stablehlo.reduce"(%4340, %4341) ({
    ^bb0(%_r556a: tensor<f32>, %_r556b: tensor<f32>):
      %_r556c = stablehlo.add %_r556a, %_r556b : tensor<f32>
      "stablehlo.return"(%_r556c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %4343 = stablehlo.add %4339, %4342 : tensor<f32>
    %4344 = stablehlo.multiply %3770, %3770 : tensor<1x1x192x64xf32>
    %4345 = stablehlo.constant dense<0.0> : tensor<f32>
    %4346 = "stablehlo.reduce"(%4344, %4345) ({
    ^bb0(%_r557a: tensor<f32>, %_r557b: tensor<f32>):
      %_r557c = stablehlo.add %_r557a, %_r557b : tensor<f32>
      "stablehlo.return"(%_r557c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x192x64xf32>, tensor<f32>) -> tensor<1x1x192xf32>
    %4347 = stablehlo.constant dense<0.0> : tensor<f32>
    %4348 = "stablehlo.reduce"(%4346, %4347) ({
    ^bb0(%_r558a: tensor<f32>, %_r558b: tensor<f32>):
      %_r558c = stablehlo.add %_r558a, %_r558b : tensor<f32>
      "stablehlo.return"(%_r558c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<f32>
    %4349 = stablehlo.add %4343, %4348 : tensor<f32>
    %4350 = stablehlo.multiply %3773, %3773 : tensor<64xf32>
    %4351 = stablehlo.constant dense<0.0> : tensor<f32>
    %4352 = "stablehlo.reduce"(%4350, %4351) ({
    ^bb0(%_r559a: tensor<f32>, %_r559b: tensor<f32>):
      %_r559c = stablehlo.add %_r559a, %_r559b : tensor<f32>
      "stablehlo.return"(%_r559c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4353 = stablehlo.add %4349, %4352 : tensor<f32>
    %4354 = stablehlo.multiply %3776, %3776 : tensor<64xf32>
    %4355 = stablehlo.constant dense<0.0> : tensor<f32>
    %4356 = "stablehlo.reduce"(%4354, %4355) ({
    ^bb0(%_r560a: tensor<f32>, %_r560b: tensor<f32>):
      %_r560c = stablehlo.add %_r560a, %_r560b : tensor<f32>
      "stablehlo.return"(%_r560c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4357 = stablehlo.add %4353, %4356 : tensor<f32>
    %4358 = stablehlo.multiply %3779, %3779 : tensor<1x1x64x384xf32>
    %4359 = stablehlo.constant dense<0.0> : tensor<f32>
    %4360 = "stablehlo.reduce"(%4358, %4359) ({
    ^bb0(%_r561a: tensor<f32>, %_r561b: tensor<f32>):
      %_r561c = stablehlo.add %_r561a, %_r561b : tensor<f32>
      "stablehlo.return"(%_r561c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %4361 = stablehlo.constant dense<0.0> : tensor<f32>
    %4362 = "stablehlo.reduce"(%4360, %4361) ({
    ^bb0(%_r562a: tensor<f32>, %_r562b: tensor<f32>):
      %_r562c = stablehlo.add %_r562a, %_r562b : tensor<f32>
      "stablehlo.return"(%_r562c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %4363 = stablehlo.add %4357, %4362 : tensor<f32>
    %4364 = stablehlo.multiply %3782, %3782 : tensor<384xf32>
    %4365 = stablehlo.constant dense<0.0> : tensor<f32>
    %4366 = "stablehlo.reduce"(%4364, %4365) ({
    ^bb0(%_r563a: tensor<f32>, %_r563b: tensor<f32>):
      %_r563c = stablehlo.add %_r563a, %_r563b : tensor<f32>
      "stablehlo.return"(%_r563c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4367 = stablehlo.add %4363, %4366 : tensor<f32>
    %4368 = stablehlo.multiply %3785, %3785 : tensor<384xf32>
    %4369 = stablehlo.constant dense<0.0> : tensor<f32>
    %4370 = "stablehlo.reduce"(%4368, %4369) ({
    ^bb0(%_r564a: tensor<f32>, %_r564b: tensor<f32>):
      %_r564c = stablehlo.add %_r564a, %_r564b : tensor<f32>
      "stablehlo.return"(%_r564c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4371 = stablehlo.add %4367, %4370 : tensor<f32>
    %4372 = stablehlo.multiply %3788, %3788 : tensor<3x3x1x384xf32>
    %4373 = stablehlo.constant dense<0.0> : tensor<f32>
    %4374 = "stablehlo.reduce"(%4372, %4373) ({
    ^bb0(%_r565a: tensor<f32>, %_r565b: tensor<f32>):
      %_r565c = stablehlo.add %_r565a, %_r565b : tensor<f32>
      "stablehlo.return"(%_r565c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4375 = stablehlo.constant dense<0.0> : tensor<f32>
    %4376 = "stablehlo.reduce"(%4374, %4375) ({
    ^bb0(%_r566a: tensor<f32>, %_r566b: tensor<f32>):
      %_r566c = stablehlo.add %_r566a, %_r566b : tensor<f32>
      "stablehlo.return"(%_r566c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4377 = stablehlo.add %4371, %4376 : tensor<f32>
    %4378 = stablehlo.multiply %3791, %3791 : tensor<384xf32>
    %4379 = stablehlo.constant dense<0.0> : tensor<f32>
    %4380 = "stablehlo.reduce"(%4378, %4379) ({
    ^bb0(%_r567a: tensor<f32>, %_r567b: tensor<f32>):
      %_r567c = stablehlo.add %_r567a, %_r567b : tensor<f32>
      "stablehlo.return"(%_r567c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4381 = stablehlo.add %4377, %4380 : tensor<f32>
    %4382 = stablehlo.multiply %3794, %3794 : tensor<384xf32>
    %4383 = stablehlo.constant dense<0.0> : tensor<f32>
    %4384 = "stablehlo.reduce"(%4382, %4383) ({
    ^bb0(%_r568a: tensor<f32>, %_r568b: tensor<f32>):
      %_r568c = stablehlo.add %_r568a, %_r568b : tensor<f32>
      "stablehlo.return"(%_r568c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4385 = stablehlo.add %4381, %4384 : tensor<f32>
    %4386 = stablehlo.multiply %3797, %3797 : tensor<1x1x384x64xf32>
    %4387 = stablehlo.constant dense<0.0> : tensor<f32>
    %4388 = "stablehlo.reduce"(%4386, %4387) ({
    ^bb0(%_r569a: tensor<f32>, %_r569b: tensor<f32>):
      %_r569c = stablehlo.add %_r569a, %_r569b : tensor<f32>
      "stablehlo.return"(%_r569c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %4389 = stablehlo.constant dense<0.0> : tensor<f32>
    %4390 = "stablehlo.reduce"(%4388, %4389) ({
    ^bb0(%_r570a: tensor<f32>, %_r570b: tensor<f32>):
      %_r570c = stablehlo.add %_r570a, %_r570b : tensor<f32>
      "stablehlo.return"(%_r570c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %4391 = stablehlo.add %4385, %4390 : tensor<f32>
    %4392 = stablehlo.multiply %3800, %3800 : tensor<64xf32>
    %4393 = stablehlo.constant dense<0.0> : tensor<f32>
    %4394 = "stablehlo.reduce"(%4392, %4393) ({
    ^bb0(%_r571a: tensor<f32>, %_r571b: tensor<f32>):
      %_r571c = stablehlo.add %_r571a, %_r571b : tensor<f32>
      "stablehlo.return"(%_r571c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4395 = stablehlo.add %4391, %4394 : tensor<f32>
    %4396 = stablehlo.multiply %3803, %3803 : tensor<64xf32>
    %4397 = stablehlo.constant dense<0.0> : tensor<f32>
    %4398 = "stablehlo.reduce"(%4396, %4397) ({
    ^bb0(%_r572a: tensor<f32>, %_r572b: tensor<f32>):
      %_r572c = stablehlo.add %_r572a, %_r572b : tensor<f32>
      "stablehlo.return"(%_r572c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4399 = stablehlo.add %4395, %4398 : tensor<f32>
    %4400 = stablehlo.multiply %3806, %3806 : tensor<1x1x64x384xf32>
    %4401 = stablehlo.constant dense<0.0> : tensor<f32>
    %4402 = "stablehlo.reduce"(%4400, %4401) ({
    ^bb0(%_r573a: tensor<f32>, %_r573b: tensor<f32>):
      %_r573c = stablehlo.add %_r573a, %_r573b : tensor<f32>
      "stablehlo.return"(%_r573c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %4403 = stablehlo.constant dense<0.0> : tensor<f32>
    %4404 = "stablehlo.reduce"(%4402, %4403) ({
    ^bb0(%_r574a: tensor<f32>, %_r574b: tensor<f32>):
      %_r574c = stablehlo.add %_r574a, %_r574b : tensor<f32>
      "stablehlo.return"(%_r574c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %4405 = stablehlo.add %4399, %4404 : tensor<f32>
    %4406 = stablehlo.multiply %3809, %3809 : tensor<384xf32>
    %4407 = stablehlo.constant dense<0.0> : tensor<f32>
    %4408 = "stablehlo.reduce"(%4406, %4407) ({
    ^bb0(%_r575a: tensor<f32>, %_r575b: tensor<f32>):
      %_r575c = stablehlo.add %_r575a, %_r575b : tensor<f32>
      "stablehlo.return"(%_r575c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4409 = stablehlo.add %4405, %4408 : tensor<f32>
    %4410 = stablehlo.multiply %3812, %3812 : tensor<384xf32>
    %4411 = stablehlo.constant dense<0.0> : tensor<f32>
    %4412 = "stablehlo.reduce"(%4410, %4411) ({
    ^bb0(%_r576a: tensor<f32>, %_r576b: tensor<f32>):
      %_r576c = stablehlo.add %_r576a, %_r576b : tensor<f32>
      "stablehlo.return"(%_r576c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4413 = stablehlo.add %4409, %4412 : tensor<f32>
    %4414 = stablehlo.multiply %3815, %3815 : tensor<3x3x1x384xf32>
    %4415 = stablehlo.constant dense<0.0> : tensor<f32>
    %4416 = "stablehlo.reduce"(%4414, %4415) ({
    ^bb0(%_r577a: tensor<f32>, %_r577b: tensor<f32>):
      %_r577c = stablehlo.add %_r577a, %_r577b : tensor<f32>
      "stablehlo.return"(%_r577c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4417 = stablehlo.constant dense<0.0> : tensor<f32>
    %4418 = "stablehlo.reduce"(%4416, %4417) ({
    ^bb0(%_r578a: tensor<f32>, %_r578b: tensor<f32>):
      %_r578c = stablehlo.add %_r578a, %_r578b : tensor<f32>
      "stablehlo.return"(%_r578c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4419 = stablehlo.add %4413, %4418 : tensor<f32>
    %4420 = stablehlo.multiply %3818, %3818 : tensor<384xf32>
    %4421 = stablehlo.constant dense<0.0> : tensor<f32>
    %4422 = "stablehlo.reduce"(%4420, %4421) ({
    ^bb0(%_r579a: tensor<f32>, %_r579b: tensor<f32>):
      %_r579c = stablehlo.add %_r579a, %_r579b : tensor<f32>
      "stablehlo.return"(%_r579c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4423 = stablehlo.add %4419, %4422 : tensor<f32>
    %4424 = stablehlo.multiply %3821, %3821 : tensor<384xf32>
    %4425 = stablehlo.constant dense<0.0> : tensor<f32>
    %4426 = "stablehlo.reduce"(%4424, %4425) ({
    ^bb0(%_r580a: tensor<f32>, %_r580b: tensor<f32>):
      %_r580c = stablehlo.add %_r580a, %_r580b : tensor<f32>
      "stablehlo.return"(%_r580c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4427 = stablehlo.add %4423, %4426 : tensor<f32>
    %4428 = stablehlo.multiply %3824, %3824 : tensor<1x1x384x64xf32>
    %4429 = stablehlo.constant dense<0.0> : tensor<f32>
    %4430 = "stablehlo.reduce"(%4428, %4429) ({
    ^bb0(%_r581a: tensor<f32>, %_r581b: tensor<f32>):
      %_r581c = stablehlo.add %_r581a, %_r581b : tensor<f32>
      "stablehlo.return"(%_r581c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %4431 = stablehlo.constant dense<0.0> : tensor<f32>
    %4432 = "stablehlo.reduce"(%4430, %4431) ({
    ^bb0(%_r582a: tensor<f32>, %_r582b: tensor<f32>):
      %_r582c = stablehlo.add %_r582a, %_r582b : tensor<f32>
      "stablehlo.return"(%_r582c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %4433 = stablehlo.add %4427, %4432 : tensor<f32>
    %4434 = stablehlo.multiply %3827, %3827 : tensor<64xf32>
    %4435 = stablehlo.constant dense<0.0> : tensor<f32>
    %4436 = "stablehlo.reduce"(%4434, %4435) ({
    ^bb0(%_r583a: tensor<f32>, %_r583b: tensor<f32>):
      %_r583c = stablehlo.add %_r583a, %_r583b : tensor<f32>
      "stablehlo.return"(%_r583c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4437 = stablehlo.add %4433, %4436 : tensor<f32>
    %4438 = stablehlo.multiply %3830, %3830 : tensor<64xf32>
    %4439 = stablehlo.constant dense<0.0> : tensor<f32>
    %4440 = "stablehlo.reduce"(%4438, %4439) ({
    ^bb0(%_r584a: tensor<f32>, %_r584b: tensor<f32>):
      %_r584c = stablehlo.add %_r584a, %_r584b : tensor<f32>
      "stablehlo.return"(%_r584c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4441 = stablehlo.add %4437, %4440 : tensor<f32>
    %4442 = stablehlo.multiply %3833, %3833 : tensor<1x1x64x384xf32>
    %4443 = stablehlo.constant dense<0.0> : tensor<f32>
    %4444 = "stablehlo.reduce"(%4442, %4443) ({
    ^bb0(%_r585a: tensor<f32>, %_r585b: tensor<f32>):
      %_r585c = stablehlo.add %_r585a, %_r585b : tensor<f32>
      "stablehlo.return"(%_r585c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %4445 = stablehlo.constant dense<0.0> : tensor<f32>
    %4446 = "stablehlo.reduce"(%4444, %4445) ({
    ^bb0(%_r586a: tensor<f32>, %_r586b: tensor<f32>):
      %_r586c = stablehlo.add %_r586a, %_r586b : tensor<f32>
      "stablehlo.return"(%_r586c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %4447 = stablehlo.add %4441, %4446 : tensor<f32>
    %4448 = stablehlo.multiply %3836, %3836 : tensor<384xf32>
    %4449 = stablehlo.constant dense<0.0> : tensor<f32>
    %4450 = "stablehlo.reduce"(%4448, %4449) ({
    ^bb0(%_r587a: tensor<f32>, %_r587b: tensor<f32>):
      %_r587c = stablehlo.add %_r587a, %_r587b : tensor<f32>
      "stablehlo.return"(%_r587c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4451 = stablehlo.add %4447, %4450 : tensor<f32>
    %4452 = stablehlo.multiply %3839, %3839 : tensor<384xf32>
    %4453 = stablehlo.constant dense<0.0> : tensor<f32>
    %4454 = "stablehlo.reduce"(%4452, %4453) ({
    ^bb0(%_r588a: tensor<f32>, %_r588b: tensor<f32>):
      %_r588c = stablehlo.add %_r588a, %_r588b : tensor<f32>
      "stablehlo.return"(%_r588c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4455 = stablehlo.add %4451, %4454 : tensor<f32>
    %4456 = stablehlo.multiply %3842, %3842 : tensor<3x3x1x384xf32>
    %4457 = stablehlo.constant dense<0.0> : tensor<f32>
    %4458 = "stablehlo.reduce"(%4456, %4457) ({
    ^bb0(%_r589a: tensor<f32>, %_r589b: tensor<f32>):
      %_r589c = stablehlo.add %_r589a, %_r589b : tensor<f32>
      "stablehlo.return"(%_r589c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4459 = stablehlo.constant dense<0.0> : tensor<f32>
    %4460 = "stablehlo.reduce"(%4458, %4459) ({
    ^bb0(%_r590a: tensor<f32>, %_r590b: tensor<f32>):
      %_r590c = stablehlo.add %_r590a, %_r590b : tensor<f32>
      "stablehlo.return"(%_r590c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4461 = stablehlo.add %4455, %4460 : tensor<f32>
    %4462 = stablehlo.multiply %3845, %3845 : tensor<384xf32>
    %4463 = stablehlo.constant dense<0.0> : tensor<f32>
    %4464 = "stablehlo.reduce"(%4462, %4463) ({
    ^bb0(%_r591a: tensor<f32>, %_r591b: tensor<f32>):
      %_r591c = stablehlo.add %_r591a, %_r591b : tensor<f32>
      "stablehlo.return"(%_r591c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4465 = stablehlo.add %4461, %4464 : tensor<f32>
    %4466 = stablehlo.multiply %3848, %3848 : tensor<384xf32>
    %4467 = stablehlo.constant dense<0.0> : tensor<f32>
    %4468 = "stablehlo.reduce"(%4466, %4467) ({
    ^bb0(%_r592a: tensor<f32>, %_r592b: tensor<f32>):
      %_r592c = stablehlo.add %_r592a, %_r592b : tensor<f32>
      "stablehlo.return"(%_r592c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4469 = stablehlo.add %4465, %4468 : tensor<f32>
    %4470 = stablehlo.multiply %3851, %3851 : tensor<1x1x384x64xf32>
    %4471 = stablehlo.constant dense<0.0> : tensor<f32>
    %4472 = "stablehlo.reduce"(%4470, %4471) ({
    ^bb0(%_r593a: tensor<f32>, %_r593b: tensor<f32>):
      %_r593c = stablehlo.add %_r593a, %_r593b : tensor<f32>
      "stablehlo.return"(%_r593c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x64xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %4473 = stablehlo.constant dense<0.0> : tensor<f32>
    %4474 = "stablehlo.reduce"(%4472, %4473) ({
    ^bb0(%_r594a: tensor<f32>, %_r594b: tensor<f32>):
      %_r594c = stablehlo.add %_r594a, %_r594b : tensor<f32>
      "stablehlo.return"(%_r594c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %4475 = stablehlo.add %4469, %4474 : tensor<f32>
    %4476 = stablehlo.multiply %3854, %3854 : tensor<64xf32>
    %4477 = stablehlo.constant dense<0.0> : tensor<f32>
    %4478 = "stablehlo.reduce"(%4476, %4477) ({
    ^bb0(%_r595a: tensor<f32>, %_r595b: tensor<f32>):
      %_r595c = stablehlo.add %_r595a, %_r595b : tensor<f32>
      "stablehlo.return"(%_r595c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4479 = stablehlo.add %4475, %4478 : tensor<f32>
    %4480 = stablehlo.multiply %3857, %3857 : tensor<64xf32>
    %4481 = stablehlo.constant dense<0.0> : tensor<f32>
    %4482 = "stablehlo.reduce"(%4480, %4481) ({
    ^bb0(%_r596a: tensor<f32>, %_r596b: tensor<f32>):
      %_r596c = stablehlo.add %_r596a, %_r596b : tensor<f32>
      "stablehlo.return"(%_r596c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %4483 = stablehlo.add %4479, %4482 : tensor<f32>
    %4484 = stablehlo.multiply %3860, %3860 : tensor<1x1x64x384xf32>
    %4485 = stablehlo.constant dense<0.0> : tensor<f32>
    %4486 = "stablehlo.reduce"(%4484, %4485) ({
    ^bb0(%_r597a: tensor<f32>, %_r597b: tensor<f32>):
      %_r597c = stablehlo.add %_r597a, %_r597b : tensor<f32>
      "stablehlo.return"(%_r597c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x384xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %4487 = stablehlo.constant dense<0.0> : tensor<f32>
    %4488 = "stablehlo.reduce"(%4486, %4487) ({
    ^bb0(%_r598a: tensor<f32>, %_r598b: tensor<f32>):
      %_r598c = stablehlo.add %_r598a, %_r598b : tensor<f32>
      "stablehlo.return"(%_r598c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %4489 = stablehlo.add %4483, %4488 : tensor<f32>
    %4490 = stablehlo.multiply %3863, %3863 : tensor<384xf32>
    %4491 = stablehlo.constant dense<0.0> : tensor<f32>
    %4492 = "stablehlo.reduce"(%4490, %4491) ({
    ^bb0(%_r599a: tensor<f32>, %_r599b: tensor<f32>):
      %_r599c = stablehlo.add %_r599a, %_r599b : tensor<f32>
      "stablehlo.return"(%_r599c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4493 = stablehlo.add %4489, %4492 : tensor<f32>
    %4494 = stablehlo.multiply %3866, %3866 : tensor<384xf32>
    %4495 = stablehlo.constant dense<0.0> : tensor<f32>
    %4496 = "stablehlo.reduce"(%4494, %4495) ({
    ^bb0(%_r600a: tensor<f32>, %_r600b: tensor<f32>):
      %_r600c = stablehlo.add %_r600a, %_r600b : tensor<f32>
      "stablehlo.return"(%_r600c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4497 = stablehlo.add %4493, %4496 : tensor<f32>
    %4498 = stablehlo.multiply %3869, %3869 : tensor<3x3x1x384xf32>
    %4499 = stablehlo.constant dense<0.0> : tensor<f32>
    %4500 = "stablehlo.reduce"(%4498, %4499) ({
    ^bb0(%_r601a: tensor<f32>, %_r601b: tensor<f32>):
      %_r601c = stablehlo.add %_r601a, %_r601b : tensor<f32>
      "stablehlo.return"(%_r601c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x384xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4501 = stablehlo.constant dense<0.0> : tensor<f32>
    %4502 = "stablehlo.reduce"(%4500, %4501) ({
    ^bb0(%_r602a: tensor<f32>, %_r602b: tensor<f32>):
      %_r602c = stablehlo.add %_r602a, %_r602b : tensor<f32>
      "stablehlo.return"(%_r602c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4503 = stablehlo.add %4497, %4502 : tensor<f32>
    %4504 = stablehlo.multiply %3872, %3872 : tensor<384xf32>
    %4505 = stablehlo.constant dense<0.0> : tensor<f32>
    %4506 = "stablehlo.reduce"(%4504, %4505) ({
    ^bb0(%_r603a: tensor<f32>, %_r603b: tensor<f32>):
      %_r603c = stablehlo.add %_r603a, %_r603b : tensor<f32>
      "stablehlo.return"(%_r603c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4507 = stablehlo.add %4503, %4506 : tensor<f32>
    %4508 = stablehlo.multiply %3875, %3875 : tensor<384xf32>
    %4509 = stablehlo.constant dense<0.0> : tensor<f32>
    %4510 = "stablehlo.reduce"(%4508, %4509) ({
    ^bb0(%_r604a: tensor<f32>, %_r604b: tensor<f32>):
      %_r604c = stablehlo.add %_r604a, %_r604b : tensor<f32>
      "stablehlo.return"(%_r604c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %4511 = stablehlo.add %4507, %4510 : tensor<f32>
    %4512 = stablehlo.multiply %3878, %3878 : tensor<1x1x384x96xf32>
    %4513 = stablehlo.constant dense<0.0> : tensor<f32>
    %4514 = "stablehlo.reduce"(%4512, %4513) ({
    ^bb0(%_r605a: tensor<f32>, %_r605b: tensor<f32>):
      %_r605c = stablehlo.add %_r605a, %_r605b : tensor<f32>
      "stablehlo.return"(%_r605c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x384x96xf32>, tensor<f32>) -> tensor<1x1x384xf32>
    %4515 = stablehlo.constant dense<0.0> : tensor<f32>
    %4516 = "stablehlo.reduce"(%4514, %4515) ({
    ^bb0(%_r606a: tensor<f32>, %_r606b: tensor<f32>):
      %_r606c = stablehlo.add %_r606a, %_r606b : tensor<f32>
      "stablehlo.return"(%_r606c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<f32>
    %4517 = stablehlo.add %4511, %4516 : tensor<f32>
    %4518 = stablehlo.multiply %3881, %3881 : tensor<96xf32>
    %4519 = stablehlo.constant dense<0.0> : tensor<f32>
    %4520 = "stablehlo.reduce"(%4518, %4519) ({
    ^bb0(%_r607a: tensor<f32>, %_r607b: tensor<f32>):
      %_r607c = stablehlo.add %_r607a, %_r607b : tensor<f32>
      "stablehlo.return"(%_r607c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4521 = stablehlo.add %4517, %4520 : tensor<f32>
    %4522 = stablehlo.multiply %3884, %3884 : tensor<96xf32>
    %4523 = stablehlo.constant dense<0.0> : tensor<f32>
    %4524 = "stablehlo.reduce"(%4522, %4523) ({
    ^bb0(%_r608a: tensor<f32>, %_r608b: tensor<f32>):
      %_r608c = stablehlo.add %_r608a, %_r608b : tensor<f32>
      "stablehlo.return"(%_r608c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4525 = stablehlo.add %4521, %4524 : tensor<f32>
    %4526 = stablehlo.multiply %3887, %3887 : tensor<1x1x96x576xf32>
    %4527 = stablehlo.constant dense<0.0> : tensor<f32>
    %4528 = "stablehlo.reduce"(%4526, %4527) ({
    ^bb0(%_r609a: tensor<f32>, %_r609b: tensor<f32>):
      %_r609c = stablehlo.add %_r609a, %_r609b : tensor<f32>
      "stablehlo.return"(%_r609c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %4529 = stablehlo.constant dense<0.0> : tensor<f32>
    %4530 = "stablehlo.reduce"(%4528, %4529) ({
    ^bb0(%_r610a: tensor<f32>, %_r610b: tensor<f32>):
      %_r610c = stablehlo.add %_r610a, %_r610b : tensor<f32>
      "stablehlo.return"(%_r610c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %4531 = stablehlo.add %4525, %4530 : tensor<f32>
    %4532 = stablehlo.multiply %3890, %3890 : tensor<576xf32>
    %4533 = stablehlo.constant dense<0.0> : tensor<f32>
    %4534 = "stablehlo.reduce"(%4532, %4533) ({
    ^bb0(%_r611a: tensor<f32>, %_r611b: tensor<f32>):
      %_r611c = stablehlo.add %_r611a, %_r611b : tensor<f32>
      "stablehlo.return"(%_r611c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4535 = stablehlo.add %4531, %4534 : tensor<f32>
    %4536 = stablehlo.multiply %3893, %3893 : tensor<576xf32>
    %4537 = stablehlo.constant dense<0.0> : tensor<f32>
    %4538 = "stablehlo.reduce"(%4536, %4537) ({
    ^bb0(%_r612a: tensor<f32>, %_r612b: tensor<f32>):
      %_r612c = stablehlo.add %_r612a, %_r612b : tensor<f32>
      "stablehlo.return"(%_r612c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4539 = stablehlo.add %4535, %4538 : tensor<f32>
    %4540 = stablehlo.multiply %3896, %3896 : tensor<3x3x1x576xf32>
    %4541 = stablehlo.constant dense<0.0> : tensor<f32>
    %4542 = "stablehlo.reduce"(%4540, %4541) ({
    ^bb0(%_r613a: tensor<f32>, %_r613b: tensor<f32>):
      %_r613c = stablehlo.add %_r613a, %_r613b : tensor<f32>
      "stablehlo.return"(%_r613c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4543 = stablehlo.constant dense<0.0> : tensor<f32>
    %4544 = "stablehlo.reduce"(%4542, %4543) ({
    ^bb0(%_r614a: tensor<f32>, %_r614b: tensor<f32>):
      %_r614c = stablehlo.add %_r614a, %_r614b : tensor<f32>
      "stablehlo.return"(%_r614c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4545 = stablehlo.add %4539, %4544 : tensor<f32>
    %4546 = stablehlo.multiply %3899, %3899 : tensor<576xf32>
    %4547 = stablehlo.constant dense<0.0> : tensor<f32>
    %4548 = "stablehlo.reduce"(%4546, %4547) ({
    ^bb0(%_r615a: tensor<f32>, %_r615b: tensor<f32>):
      %_r615c = stablehlo.add %_r615a, %_r615b : tensor<f32>
      "stablehlo.return"(%_r615c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4549 = stablehlo.add %4545, %4548 : tensor<f32>
    %4550 = stablehlo.multiply %3902, %3902 : tensor<576xf32>
    %4551 = stablehlo.constant dense<0.0> : tensor<f32>
    %4552 = "stablehlo.reduce"(%4550, %4551) ({
    ^bb0(%_r616a: tensor<f32>, %_r616b: tensor<f32>):
      %_r616c = stablehlo.add %_r616a, %_r616b : tensor<f32>
      "stablehlo.return"(%_r616c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4553 = stablehlo.add %4549, %4552 : tensor<f32>
    %4554 = stablehlo.multiply %3905, %3905 : tensor<1x1x576x96xf32>
    %4555 = stablehlo.constant dense<0.0> : tensor<f32>
    %4556 = "stablehlo.reduce"(%4554, %4555) ({
    ^bb0(%_r617a: tensor<f32>, %_r617b: tensor<f32>):
      %_r617c = stablehlo.add %_r617a, %_r617b : tensor<f32>
      "stablehlo.return"(%_r617c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x96xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %4557 = stablehlo.constant dense<0.0> : tensor<f32>
    %4558 = "stablehlo.reduce"(%4556, %4557) ({
    ^bb0(%_r618a: tensor<f32>, %_r618b: tensor<f32>):
      %_r618c = stablehlo.add %_r618a, %_r618b : tensor<f32>
      "stablehlo.return"(%_r618c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %4559 = stablehlo.add %4553, %4558 : tensor<f32>
    %4560 = stablehlo.multiply %3908, %3908 : tensor<96xf32>
    %4561 = stablehlo.constant dense<0.0> : tensor<f32>
    %4562 = "stablehlo.reduce"(%4560, %4561) ({
    ^bb0(%_r619a: tensor<f32>, %_r619b: tensor<f32>):
      %_r619c = stablehlo.add %_r619a, %_r619b : tensor<f32>
      "stablehlo.return"(%_r619c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4563 = stablehlo.add %4559, %4562 : tensor<f32>
    %4564 = stablehlo.multiply %3911, %3911 : tensor<96xf32>
    %4565 = stablehlo.constant dense<0.0> : tensor<f32>
    %4566 = "stablehlo.reduce"(%4564, %4565) ({
    ^bb0(%_r620a: tensor<f32>, %_r620b: tensor<f32>):
      %_r620c = stablehlo.add %_r620a, %_r620b : tensor<f32>
      "stablehlo.return"(%_r620c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4567 = stablehlo.add %4563, %4566 : tensor<f32>
    %4568 = stablehlo.multiply %3914, %3914 : tensor<1x1x96x576xf32>
    %4569 = stablehlo.constant dense<0.0> : tensor<f32>
    %4570 = "stablehlo.reduce"(%4568, %4569) ({
    ^bb0(%_r621a: tensor<f32>, %_r621b: tensor<f32>):
      %_r621c = stablehlo.add %_r621a, %_r621b : tensor<f32>
      "stablehlo.return"(%_r621c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %4571 = stablehlo.constant dense<0.0> : tensor<f32>
    %4572 = "stablehlo.reduce"(%4570, %4571) ({
    ^bb0(%_r622a: tensor<f32>, %_r622b: tensor<f32>):
      %_r622c = stablehlo.add %_r622a, %_r622b : tensor<f32>
      "stablehlo.return"(%_r622c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %4573 = stablehlo.add %4567, %4572 : tensor<f32>
    %4574 = stablehlo.multiply %3917, %3917 : tensor<576xf32>
    %4575 = stablehlo.constant dense<0.0> : tensor<f32>
    %4576 = "stablehlo.reduce"(%4574, %4575) ({
    ^bb0(%_r623a: tensor<f32>, %_r623b: tensor<f32>):
      %_r623c = stablehlo.add %_r623a, %_r623b : tensor<f32>
      "stablehlo.return"(%_r623c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4577 = stablehlo.add %4573, %4576 : tensor<f32>
    %4578 = stablehlo.multiply %3920, %3920 : tensor<576xf32>
    %4579 = stablehlo.constant dense<0.0> : tensor<f32>
    %4580 = "stablehlo.reduce"(%4578, %4579) ({
    ^bb0(%_r624a: tensor<f32>, %_r624b: tensor<f32>):
      %_r624c = stablehlo.add %_r624a, %_r624b : tensor<f32>
      "stablehlo.return"(%_r624c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4581 = stablehlo.add %4577, %4580 : tensor<f32>
    %4582 = stablehlo.multiply %3923, %3923 : tensor<3x3x1x576xf32>
    %4583 = stablehlo.constant dense<0.0> : tensor<f32>
    %4584 = "stablehlo.reduce"(%4582, %4583) ({
    ^bb0(%_r625a: tensor<f32>, %_r625b: tensor<f32>):
      %_r625c = stablehlo.add %_r625a, %_r625b : tensor<f32>
      "stablehlo.return"(%_r625c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4585 = stablehlo.constant dense<0.0> : tensor<f32>
    %4586 = "stablehlo.reduce"(%4584, %4585) ({
    ^bb0(%_r626a: tensor<f32>, %_r626b: tensor<f32>):
      %_r626c = stablehlo.add %_r626a, %_r626b : tensor<f32>
      "stablehlo.return"(%_r626c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4587 = stablehlo.add %4581, %4586 : tensor<f32>
    %4588 = stablehlo.multiply %3926, %3926 : tensor<576xf32>
    %4589 = stablehlo.constant dense<0.0> : tensor<f32>
    %4590 = "stablehlo.reduce"(%4588, %4589) ({
    ^bb0(%_r627a: tensor<f32>, %_r627b: tensor<f32>):
      %_r627c = stablehlo.add %_r627a, %_r627b : tensor<f32>
      "stablehlo.return"(%_r627c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4591 = stablehlo.add %4587, %4590 : tensor<f32>
    %4592 = stablehlo.multiply %3929, %3929 : tensor<576xf32>
    %4593 = stablehlo.constant dense<0.0> : tensor<f32>
    %4594 = "stablehlo.reduce"(%4592, %4593) ({
    ^bb0(%_r628a: tensor<f32>, %_r628b: tensor<f32>):
      %_r628c = stablehlo.add %_r628a, %_r628b : tensor<f32>
      "stablehlo.return"(%_r628c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4595 = stablehlo.add %4591, %4594 : tensor<f32>
    %4596 = stablehlo.multiply %3932, %3932 : tensor<1x1x576x96xf32>
    %4597 = stablehlo.constant dense<0.0> : tensor<f32>
    %4598 = "stablehlo.reduce"(%4596, %4597) ({
    ^bb0(%_r629a: tensor<f32>, %_r629b: tensor<f32>):
      %_r629c = stablehlo.add %_r629a, %_r629b : tensor<f32>
      "stablehlo.return"(%_r629c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x96xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %4599 = stablehlo.constant dense<0.0> : tensor<f32>
    %4600 = "stablehlo.reduce"(%4598, %4599) ({
    ^bb0(%_r630a: tensor<f32>, %_r630b: tensor<f32>):
      %_r630c = stablehlo.add %_r630a, %_r630b : tensor<f32>
      "stablehlo.return"(%_r630c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %4601 = stablehlo.add %4595, %4600 : tensor<f32>
    %4602 = stablehlo.multiply %3935, %3935 : tensor<96xf32>
    %4603 = stablehlo.constant dense<0.0> : tensor<f32>
    %4604 = "stablehlo.reduce"(%4602, %4603) ({
    ^bb0(%_r631a: tensor<f32>, %_r631b: tensor<f32>):
      %_r631c = stablehlo.add %_r631a, %_r631b : tensor<f32>
      "stablehlo.return"(%_r631c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4605 = stablehlo.add %4601, %4604 : tensor<f32>
    %4606 = stablehlo.multiply %3938, %3938 : tensor<96xf32>
    %4607 = stablehlo.constant dense<0.0> : tensor<f32>
    %4608 = "stablehlo.reduce"(%4606, %4607) ({
    ^bb0(%_r632a: tensor<f32>, %_r632b: tensor<f32>):
      %_r632c = stablehlo.add %_r632a, %_r632b : tensor<f32>
      "stablehlo.return"(%_r632c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %4609 = stablehlo.add %4605, %4608 : tensor<f32>
    %4610 = stablehlo.multiply %3941, %3941 : tensor<1x1x96x576xf32>
    %4611 = stablehlo.constant dense<0.0> : tensor<f32>
    %4612 = "stablehlo.reduce"(%4610, %4611) ({
    ^bb0(%_r633a: tensor<f32>, %_r633b: tensor<f32>):
      %_r633c = stablehlo.add %_r633a, %_r633b : tensor<f32>
      "stablehlo.return"(%_r633c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x96x576xf32>, tensor<f32>) -> tensor<1x1x96xf32>
    %4613 = stablehlo.constant dense<0.0> : tensor<f32>
    %4614 = "stablehlo.reduce"(%4612, %4613) ({
    ^bb0(%_r634a: tensor<f32>, %_r634b: tensor<f32>):
      %_r634c = stablehlo.add %_r634a, %_r634b : tensor<f32>
      "stablehlo.return"(%_r634c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<f32>
    %4615 = stablehlo.add %4609, %4614 : tensor<f32>
    %4616 = stablehlo.multiply %3944, %3944 : tensor<576xf32>
    %4617 = stablehlo.constant dense<0.0> : tensor<f32>
    %4618 = "stablehlo.reduce"(%4616, %4617) ({
    ^bb0(%_r635a: tensor<f32>, %_r635b: tensor<f32>):
      %_r635c = stablehlo.add %_r635a, %_r635b : tensor<f32>
      "stablehlo.return"(%_r635c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4619 = stablehlo.add %4615, %4618 : tensor<f32>
    %4620 = stablehlo.multiply %3947, %3947 : tensor<576xf32>
    %4621 = stablehlo.constant dense<0.0> : tensor<f32>
    %4622 = "stablehlo.reduce"(%4620, %4621) ({
    ^bb0(%_r636a: tensor<f32>, %_r636b: tensor<f32>):
      %_r636c = stablehlo.add %_r636a, %_r636b : tensor<f32>
      "stablehlo.return"(%_r636c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4623 = stablehlo.add %4619, %4622 : tensor<f32>
    %4624 = stablehlo.multiply %3950, %3950 : tensor<3x3x1x576xf32>
    %4625 = stablehlo.constant dense<0.0> : tensor<f32>
    %4626 = "stablehlo.reduce"(%4624, %4625) ({
    ^bb0(%_r637a: tensor<f32>, %_r637b: tensor<f32>):
      %_r637c = stablehlo.add %_r637a, %_r637b : tensor<f32>
      "stablehlo.return"(%_r637c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x576xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4627 = stablehlo.constant dense<0.0> : tensor<f32>
    %4628 = "stablehlo.reduce"(%4626, %4627) ({
    ^bb0(%_r638a: tensor<f32>, %_r638b: tensor<f32>):
      %_r638c = stablehlo.add %_r638a, %_r638b : tensor<f32>
      "stablehlo.return"(%_r638c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4629 = stablehlo.add %4623, %4628 : tensor<f32>
    %4630 = stablehlo.multiply %3953, %3953 : tensor<576xf32>
    %4631 = stablehlo.constant dense<0.0> : tensor<f32>
    %4632 = "stablehlo.reduce"(%4630, %4631) ({
    ^bb0(%_r639a: tensor<f32>, %_r639b: tensor<f32>):
      %_r639c = stablehlo.add %_r639a, %_r639b : tensor<f32>
      "stablehlo.return"(%_r639c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4633 = stablehlo.add %4629, %4632 : tensor<f32>
    %4634 = stablehlo.multiply %3956, %3956 : tensor<576xf32>
    %4635 = stablehlo.constant dense<0.0> : tensor<f32>
    %4636 = "stablehlo.reduce"(%4634, %4635) ({
    ^bb0(%_r640a: tensor<f32>, %_r640b: tensor<f32>):
      %_r640c = stablehlo.add %_r640a, %_r640b : tensor<f32>
      "stablehlo.return"(%_r640c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %4637 = stablehlo.add %4633, %4636 : tensor<f32>
    %4638 = stablehlo.multiply %3959, %3959 : tensor<1x1x576x160xf32>
    %4639 = stablehlo.constant dense<0.0> : tensor<f32>
    %4640 = "stablehlo.reduce"(%4638, %4639) ({
    ^bb0(%_r641a: tensor<f32>, %_r641b: tensor<f32>):
      %_r641c = stablehlo.add %_r641a, %_r641b : tensor<f32>
      "stablehlo.return"(%_r641c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x576x160xf32>, tensor<f32>) -> tensor<1x1x576xf32>
    %4641 = stablehlo.constant dense<0.0> : tensor<f32>
    %4642 = "stablehlo.reduce"(%4640, %4641) ({
    ^bb0(%_r642a: tensor<f32>, %_r642b: tensor<f32>):
      %_r642c = stablehlo.add %_r642a, %_r642b : tensor<f32>
      "stablehlo.return"(%_r642c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<f32>
    %4643 = stablehlo.add %4637, %4642 : tensor<f32>
    %4644 = stablehlo.multiply %3962, %3962 : tensor<160xf32>
    %4645 = stablehlo.constant dense<0.0> : tensor<f32>
    %4646 = "stablehlo.reduce"(%4644, %4645) ({
    ^bb0(%_r643a: tensor<f32>, %_r643b: tensor<f32>):
      %_r643c = stablehlo.add %_r643a, %_r643b : tensor<f32>
      "stablehlo.return"(%_r643c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4647 = stablehlo.add %4643, %4646 : tensor<f32>
    %4648 = stablehlo.multiply %3965, %3965 : tensor<160xf32>
    %4649 = stablehlo.constant dense<0.0> : tensor<f32>
    %4650 = "stablehlo.reduce"(%4648, %4649) ({
    ^bb0(%_r644a: tensor<f32>, %_r644b: tensor<f32>):
      %_r644c = stablehlo.add %_r644a, %_r644b : tensor<f32>
      "stablehlo.return"(%_r644c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4651 = stablehlo.add %4647, %4650 : tensor<f32>
    %4652 = stablehlo.multiply %3968, %3968 : tensor<1x1x160x960xf32>
    %4653 = stablehlo.constant dense<0.0> : tensor<f32>
    %4654 = "stablehlo.reduce"(%4652, %4653) ({
    ^bb0(%_r645a: tensor<f32>, %_r645b: tensor<f32>):
      %_r645c = stablehlo.add %_r645a, %_r645b : tensor<f32>
      "stablehlo.return"(%_r645c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %4655 = stablehlo.constant dense<0.0> : tensor<f32>
    %4656 = "stablehlo.reduce"(%4654, %4655) ({
    ^bb0(%_r646a: tensor<f32>, %_r646b: tensor<f32>):
      %_r646c = stablehlo.add %_r646a, %_r646b : tensor<f32>
      "stablehlo.return"(%_r646c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %4657 = stablehlo.add %4651, %4656 : tensor<f32>
    %4658 = stablehlo.multiply %3971, %3971 : tensor<960xf32>
    %4659 = stablehlo.constant dense<0.0> : tensor<f32>
    %4660 = "stablehlo.reduce"(%4658, %4659) ({
    ^bb0(%_r647a: tensor<f32>, %_r647b: tensor<f32>):
      %_r647c = stablehlo.add %_r647a, %_r647b : tensor<f32>
      "stablehlo.return"(%_r647c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4661 = stablehlo.add %4657, %4660 : tensor<f32>
    %4662 = stablehlo.multiply %3974, %3974 : tensor<960xf32>
    %4663 = stablehlo.constant dense<0.0> : tensor<f32>
    %4664 = "stablehlo.reduce"(%4662, %4663) ({
    ^bb0(%_r648a: tensor<f32>, %_r648b: tensor<f32>):
      %_r648c = stablehlo.add %_r648a, %_r648b : tensor<f32>
      "stablehlo.return"(%_r648c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4665 = stablehlo.add %4661, %4664 : tensor<f32>
    %4666 = stablehlo.multiply %3977, %3977 : tensor<3x3x1x960xf32>
    %4667 = stablehlo.constant dense<0.0> : tensor<f32>
    %4668 = "stablehlo.reduce"(%4666, %4667) ({
    ^bb0(%_r649a: tensor<f32>, %_r649b: tensor<f32>):
      %_r649c = stablehlo.add %_r649a, %_r649b : tensor<f32>
      "stablehlo.return"(%_r649c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4669 = stablehlo.constant dense<0.0> : tensor<f32>
    %4670 = "stablehlo.reduce"(%4668, %4669) ({
    ^bb0(%_r650a: tensor<f32>, %_r650b: tensor<f32>):
      %_r650c = stablehlo.add %_r650a, %_r650b : tensor<f32>
      "stablehlo.return"(%_r650c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4671 = stablehlo.add %4665, %4670 : tensor<f32>
    %4672 = stablehlo.multiply %3980, %3980 : tensor<960xf32>
    %4673 = stablehlo.constant dense<0.0> : tensor<f32>
    %4674 = "stablehlo.reduce"(%4672, %4673) ({
    ^bb0(%_r651a: tensor<f32>, %_r651b: tensor<f32>):
      %_r651c = stablehlo.add %_r651a, %_r651b : tensor<f32>
      "stablehlo.return"(%_r651c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4675 = stablehlo.add %4671, %4674 : tensor<f32>
    %4676 = stablehlo.multiply %3983, %3983 : tensor<960xf32>
    %4677 = stablehlo.constant dense<0.0> : tensor<f32>
    %4678 = "stablehlo.reduce"(%4676, %4677) ({
    ^bb0(%_r652a: tensor<f32>, %_r652b: tensor<f32>):
      %_r652c = stablehlo.add %_r652a, %_r652b : tensor<f32>
      "stablehlo.return"(%_r652c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4679 = stablehlo.add %4675, %4678 : tensor<f32>
    %4680 = stablehlo.multiply %3986, %3986 : tensor<1x1x960x160xf32>
    %4681 = stablehlo.constant dense<0.0> : tensor<f32>
    %4682 = "stablehlo.reduce"(%4680, %4681) ({
    ^bb0(%_r653a: tensor<f32>, %_r653b: tensor<f32>):
      %_r653c = stablehlo.add %_r653a, %_r653b : tensor<f32>
      "stablehlo.return"(%_r653c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x160xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %4683 = stablehlo.constant dense<0.0> : tensor<f32>
    %4684 = "stablehlo.reduce"(%4682, %4683) ({
    ^bb0(%_r654a: tensor<f32>, %_r654b: tensor<f32>):
      %_r654c = stablehlo.add %_r654a, %_r654b : tensor<f32>
      "stablehlo.return"(%_r654c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %4685 = stablehlo.add %4679, %4684 : tensor<f32>
    %4686 = stablehlo.multiply %3989, %3989 : tensor<160xf32>
    %4687 = stablehlo.constant dense<0.0> : tensor<f32>
    %4688 = "stablehlo.reduce"(%4686, %4687) ({
    ^bb0(%_r655a: tensor<f32>, %_r655b: tensor<f32>):
      %_r655c = stablehlo.add %_r655a, %_r655b : tensor<f32>
      "stablehlo.return"(%_r655c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4689 = stablehlo.add %4685, %4688 : tensor<f32>
    %4690 = stablehlo.multiply %3992, %3992 : tensor<160xf32>
    %4691 = stablehlo.constant dense<0.0> : tensor<f32>
    %4692 = "stablehlo.reduce"(%4690, %4691) ({
    ^bb0(%_r656a: tensor<f32>, %_r656b: tensor<f32>):
      %_r656c = stablehlo.add %_r656a, %_r656b : tensor<f32>
      "stablehlo.return"(%_r656c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4693 = stablehlo.add %4689, %4692 : tensor<f32>
    %4694 = stablehlo.multiply %3995, %3995 : tensor<1x1x160x960xf32>
    %4695 = stablehlo.constant dense<0.0> : tensor<f32>
    %4696 = "stablehlo.reduce"(%4694, %4695) ({
    ^bb0(%_r657a: tensor<f32>, %_r657b: tensor<f32>):
      %_r657c = stablehlo.add %_r657a, %_r657b : tensor<f32>
      "stablehlo.return"(%_r657c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %4697 = stablehlo.constant dense<0.0> : tensor<f32>
    %4698 = "stablehlo.reduce"(%4696, %4697) ({
    ^bb0(%_r658a: tensor<f32>, %_r658b: tensor<f32>):
      %_r658c = stablehlo.add %_r658a, %_r658b : tensor<f32>
      "stablehlo.return"(%_r658c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %4699 = stablehlo.add %4693, %4698 : tensor<f32>
    %4700 = stablehlo.multiply %3998, %3998 : tensor<960xf32>
    %4701 = stablehlo.constant dense<0.0> : tensor<f32>
    %4702 = "stablehlo.reduce"(%4700, %4701) ({
    ^bb0(%_r659a: tensor<f32>, %_r659b: tensor<f32>):
      %_r659c = stablehlo.add %_r659a, %_r659b : tensor<f32>
      "stablehlo.return"(%_r659c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4703 = stablehlo.add %4699, %4702 : tensor<f32>
    %4704 = stablehlo.multiply %4001, %4001 : tensor<960xf32>
    %4705 = stablehlo.constant dense<0.0> : tensor<f32>
    %4706 = "stablehlo.reduce"(%4704, %4705) ({
    ^bb0(%_r660a: tensor<f32>, %_r660b: tensor<f32>):
      %_r660c = stablehlo.add %_r660a, %_r660b : tensor<f32>
      "stablehlo.return"(%_r660c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4707 = stablehlo.add %4703, %4706 : tensor<f32>
    %4708 = stablehlo.multiply %4004, %4004 : tensor<3x3x1x960xf32>
    %4709 = stablehlo.constant dense<0.0> : tensor<f32>
    %4710 = "stablehlo.reduce"(%4708, %4709) ({
    ^bb0(%_r661a: tensor<f32>, %_r661b: tensor<f32>):
      %_r661c = stablehlo.add %_r661a, %_r661b : tensor<f32>
      "stablehlo.return"(%_r661c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4711 = stablehlo.constant dense<0.0> : tensor<f32>
    %4712 = "stablehlo.reduce"(%4710, %4711) ({
    ^bb0(%_r662a: tensor<f32>, %_r662b: tensor<f32>):
      %_r662c = stablehlo.add %_r662a, %_r662b : tensor<f32>
      "stablehlo.return"(%_r662c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4713 = stablehlo.add %4707, %4712 : tensor<f32>
    %4714 = stablehlo.multiply %4007, %4007 : tensor<960xf32>
    %4715 = stablehlo.constant dense<0.0> : tensor<f32>
    %4716 = "stablehlo.reduce"(%4714, %4715) ({
    ^bb0(%_r663a: tensor<f32>, %_r663b: tensor<f32>):
      %_r663c = stablehlo.add %_r663a, %_r663b : tensor<f32>
      "stablehlo.return"(%_r663c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4717 = stablehlo.add %4713, %4716 : tensor<f32>
    %4718 = stablehlo.multiply %4010, %4010 : tensor<960xf32>
    %4719 = stablehlo.constant dense<0.0> : tensor<f32>
    %4720 = "stablehlo.reduce"(%4718, %4719) ({
    ^bb0(%_r664a: tensor<f32>, %_r664b: tensor<f32>):
      %_r664c = stablehlo.add %_r664a, %_r664b : tensor<f32>
      "stablehlo.return"(%_r664c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4721 = stablehlo.add %4717, %4720 : tensor<f32>
    %4722 = stablehlo.multiply %4013, %4013 : tensor<1x1x960x160xf32>
    %4723 = stablehlo.constant dense<0.0> : tensor<f32>
    %4724 = "stablehlo.reduce"(%4722, %4723) ({
    ^bb0(%_r665a: tensor<f32>, %_r665b: tensor<f32>):
      %_r665c = stablehlo.add %_r665a, %_r665b : tensor<f32>
      "stablehlo.return"(%_r665c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x160xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %4725 = stablehlo.constant dense<0.0> : tensor<f32>
    %4726 = "stablehlo.reduce"(%4724, %4725) ({
    ^bb0(%_r666a: tensor<f32>, %_r666b: tensor<f32>):
      %_r666c = stablehlo.add %_r666a, %_r666b : tensor<f32>
      "stablehlo.return"(%_r666c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %4727 = stablehlo.add %4721, %4726 : tensor<f32>
    %4728 = stablehlo.multiply %4016, %4016 : tensor<160xf32>
    %4729 = stablehlo.constant dense<0.0> : tensor<f32>
    %4730 = "stablehlo.reduce"(%4728, %4729) ({
    ^bb0(%_r667a: tensor<f32>, %_r667b: tensor<f32>):
      %_r667c = stablehlo.add %_r667a, %_r667b : tensor<f32>
      "stablehlo.return"(%_r667c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4731 = stablehlo.add %4727, %4730 : tensor<f32>
    %4732 = stablehlo.multiply %4019, %4019 : tensor<160xf32>
    %4733 = stablehlo.constant dense<0.0> : tensor<f32>
    %4734 = "stablehlo.reduce"(%4732, %4733) ({
    ^bb0(%_r668a: tensor<f32>, %_r668b: tensor<f32>):
      %_r668c = stablehlo.add %_r668a, %_r668b : tensor<f32>
      "stablehlo.return"(%_r668c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %4735 = stablehlo.add %4731, %4734 : tensor<f32>
    %4736 = stablehlo.multiply %4022, %4022 : tensor<1x1x160x960xf32>
    %4737 = stablehlo.constant dense<0.0> : tensor<f32>
    %4738 = "stablehlo.reduce"(%4736, %4737) ({
    ^bb0(%_r669a: tensor<f32>, %_r669b: tensor<f32>):
      %_r669c = stablehlo.add %_r669a, %_r669b : tensor<f32>
      "stablehlo.return"(%_r669c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x160x960xf32>, tensor<f32>) -> tensor<1x1x160xf32>
    %4739 = stablehlo.constant dense<0.0> : tensor<f32>
    %4740 = "stablehlo.reduce"(%4738, %4739) ({
    ^bb0(%_r670a: tensor<f32>, %_r670b: tensor<f32>):
      %_r670c = stablehlo.add %_r670a, %_r670b : tensor<f32>
      "stablehlo.return"(%_r670c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<f32>
    %4741 = stablehlo.add %4735, %4740 : tensor<f32>
    %4742 = stablehlo.multiply %4025, %4025 : tensor<960xf32>
    %4743 = stablehlo.constant dense<0.0> : tensor<f32>
    %4744 = "stablehlo.reduce"(%4742, %4743) ({
    ^bb0(%_r671a: tensor<f32>, %_r671b: tensor<f32>):
      %_r671c = stablehlo.add %_r671a, %_r671b : tensor<f32>
      "stablehlo.return"(%_r671c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4745 = stablehlo.add %4741, %4744 : tensor<f32>
    %4746 = stablehlo.multiply %4028, %4028 : tensor<960xf32>
    %4747 = stablehlo.constant dense<0.0> : tensor<f32>
    %4748 = "stablehlo.reduce"(%4746, %4747) ({
    ^bb0(%_r672a: tensor<f32>, %_r672b: tensor<f32>):
      %_r672c = stablehlo.add %_r672a, %_r672b : tensor<f32>
      "stablehlo.return"(%_r672c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4749 = stablehlo.add %4745, %4748 : tensor<f32>
    %4750 = stablehlo.multiply %4031, %4031 : tensor<3x3x1x960xf32>
    %4751 = stablehlo.constant dense<0.0> : tensor<f32>
    %4752 = "stablehlo.reduce"(%4750, %4751) ({
    ^bb0(%_r673a: tensor<f32>, %_r673b: tensor<f32>):
      %_r673c = stablehlo.add %_r673a, %_r673b : tensor<f32>
      "stablehlo.return"(%_r673c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x1x960xf32>, tensor<f32>) -> tensor<3x3x1xf32>
    %4753 = stablehlo.constant dense<0.0> : tensor<f32>
    %4754 = "stablehlo.reduce"(%4752, %4753) ({
    ^bb0(%_r674a: tensor<f32>, %_r674b: tensor<f32>):
      %_r674c = stablehlo.add %_r674a, %_r674b : tensor<f32>
      "stablehlo.return"(%_r674c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x1xf32>, tensor<f32>) -> tensor<f32>
    %4755 = stablehlo.add %4749, %4754 : tensor<f32>
    %4756 = stablehlo.multiply %4034, %4034 : tensor<960xf32>
    %4757 = stablehlo.constant dense<0.0> : tensor<f32>
    %4758 = "stablehlo.reduce"(%4756, %4757) ({
    ^bb0(%_r675a: tensor<f32>, %_r675b: tensor<f32>):
      %_r675c = stablehlo.add %_r675a, %_r675b : tensor<f32>
      "stablehlo.return"(%_r675c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4759 = stablehlo.add %4755, %4758 : tensor<f32>
    %4760 = stablehlo.multiply %4037, %4037 : tensor<960xf32>
    %4761 = stablehlo.constant dense<0.0> : tensor<f32>
    %4762 = "stablehlo.reduce"(%4760, %4761) ({
    ^bb0(%_r676a: tensor<f32>, %_r676b: tensor<f32>):
      %_r676c = stablehlo.add %_r676a, %_r676b : tensor<f32>
      "stablehlo.return"(%_r676c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<960xf32>, tensor<f32>) -> tensor<f32>
    %4763 = stablehlo.add %4759, %4762 : tensor<f32>
    %4764 = stablehlo.multiply %4040, %4040 : tensor<1x1x960x320xf32>
    %4765 = stablehlo.constant dense<0.0> : tensor<f32>
    %4766 = "stablehlo.reduce"(%4764, %4765) ({
    ^bb0(%_r677a: tensor<f32>, %_r677b: tensor<f32>):
      %_r677c = stablehlo.add %_r677a, %_r677b : tensor<f32>
      "stablehlo.return"(%_r677c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x960x320xf32>, tensor<f32>) -> tensor<1x1x960xf32>
    %4767 = stablehlo.constant dense<0.0> : tensor<f32>
    %4768 = "stablehlo.reduce"(%4766, %4767) ({
    ^bb0(%_r678a: tensor<f32>, %_r678b: tensor<f32>):
      %_r678c = stablehlo.add %_r678a, %_r678b : tensor<f32>
      "stablehlo.return"(%_r678c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x960xf32>, tensor<f32>) -> tensor<f32>
    %4769 = stablehlo.add %4763, %4768 : tensor<f32>
    %4770 = stablehlo.multiply %4043, %4043 : tensor<320xf32>
    %4771 = stablehlo.constant dense<0.0> : tensor<f32>
    %4772 = "stablehlo.reduce"(%4770, %4771) ({
    ^bb0(%_r679a: tensor<f32>, %_r679b: tensor<f32>):
      %_r679c = stablehlo.add %_r679a, %_r679b : tensor<f32>
      "stablehlo.return"(%_r679c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %4773 = stablehlo.add %4769, %4772 : tensor<f32>
    %4774 = stablehlo.multiply %4046, %4046 : tensor<320xf32>
    %4775 = stablehlo.constant dense<0.0> : tensor<f32>
    %4776 = "stablehlo.reduce"(%4774, %4775) ({
    ^bb0(%_r680a: tensor<f32>, %_r680b: tensor<f32>):
      %_r680c = stablehlo.add %_r680a, %_r680b : tensor<f32>
      "stablehlo.return"(%_r680c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %4777 = stablehlo.add %4773, %4776 : tensor<f32>
    %4778 = stablehlo.multiply %4049, %4049 : tensor<1x1x320x1280xf32>
    %4779 = stablehlo.constant dense<0.0> : tensor<f32>
    %4780 = "stablehlo.reduce"(%4778, %4779) ({
    ^bb0(%_r681a: tensor<f32>, %_r681b: tensor<f32>):
      %_r681c = stablehlo.add %_r681a, %_r681b : tensor<f32>
      "stablehlo.return"(%_r681c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x320x1280xf32>, tensor<f32>) -> tensor<1x1x320xf32>
    %4781 = stablehlo.constant dense<0.0> : tensor<f32>
    %4782 = "stablehlo.reduce"(%4780, %4781) ({
    ^bb0(%_r682a: tensor<f32>, %_r682b: tensor<f32>):
      %_r682c = stablehlo.add %_r682a, %_r682b : tensor<f32>
      "stablehlo.return"(%_r682c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x320xf32>, tensor<f32>) -> tensor<f32>
    %4783 = stablehlo.add %4777, %4782 : tensor<f32>
    %4784 = stablehlo.multiply %4052, %4052 : tensor<1280xf32>
    %4785 = stablehlo.constant dense<0.0> : tensor<f32>
    %4786 = "stablehlo.reduce"(%4784, %4785) ({
    ^bb0(%_r683a: tensor<f32>, %_r683b: tensor<f32>):
      %_r683c = stablehlo.add %_r683a, %_r683b : tensor<f32>
      "stablehlo.return"(%_r683c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %4787 = stablehlo.add %4783, %4786 : tensor<f32>
    %4788 = stablehlo.multiply %4055, %4055 : tensor<1280xf32>
    %4789 = stablehlo.constant dense<0.0> : tensor<f32>
    %4790 = "stablehlo.reduce"(%4788, %4789) ({
    ^bb0(%_r684a: tensor<f32>, %_r684b: tensor<f32>):
      %_r684c = stablehlo.add %_r684a, %_r684b : tensor<f32>
      "stablehlo.return"(%_r684c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %4791 = stablehlo.add %4787, %4790 : tensor<f32>
    %4792 = stablehlo.multiply %4058, %4058 : tensor<1280x1000xf32>
    %4793 = stablehlo.constant dense<0.0> : tensor<f32>
    %4794 = "stablehlo.reduce"(%4792, %4793) ({
    ^bb0(%_r685a: tensor<f32>, %_r685b: tensor<f32>):
      %_r685c = stablehlo.add %_r685a, %_r685b : tensor<f32>
      "stablehlo.return"(%_r685c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1280x1000xf32>, tensor<f32>) -> tensor<1280xf32>
    %4795 = stablehlo.constant dense<0.0> : tensor<f32>
    %4796 = "stablehlo.reduce"(%4794, %4795) ({
    ^bb0(%_r686a: tensor<f32>, %_r686b: tensor<f32>):
      %_r686c = stablehlo.add %_r686a, %_r686b : tensor<f32>
      "stablehlo.return"(%_r686c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %4797 = stablehlo.add %4791, %4796 : tensor<f32>
    %4798 = stablehlo.multiply %4061, %4061 : tensor<1000xf32>
    %4799 = stablehlo.constant dense<0.0> : tensor<f32>
    %4800 = "stablehlo.reduce"(%4798, %4799) ({
    ^bb0(%_r687a: tensor<f32>, %_r687b: tensor<f32>):
      %_r687c = stablehlo.add %_r687a, %_r687b : tensor<f32>
      "stablehlo.return"(%_r687c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %4801 = stablehlo.add %4797, %4800 : tensor<f32>
    %4802 = stablehlo.sqrt %4801 : tensor<f32>
    %4803 = stablehlo.constant dense<1.0e-05> : tensor<3x3x3x32xf32>
    %4804 = stablehlo.multiply %4803, %conv_stem.w : tensor<3x3x3x32xf32>
    %4805 = stablehlo.add %3590, %4804 : tensor<3x3x3x32xf32>
    %4806 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x32xf32>
    %4807 = stablehlo.multiply %4806, %blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %4808 = stablehlo.add %3599, %4807 : tensor<3x3x1x32xf32>
    %4809 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x16xf32>
    %4810 = stablehlo.multiply %4809, %blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %4811 = stablehlo.add %3608, %4810 : tensor<1x1x32x16xf32>
    %4812 = stablehlo.constant dense<1.0e-05> : tensor<1x1x16x96xf32>
    %4813 = stablehlo.multiply %4812, %blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %4814 = stablehlo.add %3617, %4813 : tensor<1x1x16x96xf32>
    %4815 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x96xf32>
    %4816 = stablehlo.multiply %4815, %blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %4817 = stablehlo.add %3626, %4816 : tensor<3x3x1x96xf32>
    %4818 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x24xf32>
    %4819 = stablehlo.multiply %4818, %blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %4820 = stablehlo.add %3635, %4819 : tensor<1x1x96x24xf32>
    %4821 = stablehlo.constant dense<1.0e-05> : tensor<1x1x24x144xf32>
    %4822 = stablehlo.multiply %4821, %blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %4823 = stablehlo.add %3644, %4822 : tensor<1x1x24x144xf32>
    %4824 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x144xf32>
    %4825 = stablehlo.multiply %4824, %blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %4826 = stablehlo.add %3653, %4825 : tensor<3x3x1x144xf32>
    %4827 = stablehlo.constant dense<1.0e-05> : tensor<1x1x144x24xf32>
    %4828 = stablehlo.multiply %4827, %blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %4829 = stablehlo.add %3662, %4828 : tensor<1x1x144x24xf32>
    %4830 = stablehlo.constant dense<1.0e-05> : tensor<1x1x24x144xf32>
    %4831 = stablehlo.multiply %4830, %blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %4832 = stablehlo.add %3671, %4831 : tensor<1x1x24x144xf32>
    %4833 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x144xf32>
    %4834 = stablehlo.multiply %4833, %blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %4835 = stablehlo.add %3680, %4834 : tensor<3x3x1x144xf32>
    %4836 = stablehlo.constant dense<1.0e-05> : tensor<1x1x144x32xf32>
    %4837 = stablehlo.multiply %4836, %blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %4838 = stablehlo.add %3689, %4837 : tensor<1x1x144x32xf32>
    %4839 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4840 = stablehlo.multiply %4839, %blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %4841 = stablehlo.add %3698, %4840 : tensor<1x1x32x192xf32>
    %4842 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4843 = stablehlo.multiply %4842, %blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %4844 = stablehlo.add %3707, %4843 : tensor<3x3x1x192xf32>
    %4845 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x32xf32>
    %4846 = stablehlo.multiply %4845, %blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %4847 = stablehlo.add %3716, %4846 : tensor<1x1x192x32xf32>
    %4848 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4849 = stablehlo.multiply %4848, %blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %4850 = stablehlo.add %3725, %4849 : tensor<1x1x32x192xf32>
    %4851 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4852 = stablehlo.multiply %4851, %blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %4853 = stablehlo.add %3734, %4852 : tensor<3x3x1x192xf32>
    %4854 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x32xf32>
    %4855 = stablehlo.multiply %4854, %blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %4856 = stablehlo.add %3743, %4855 : tensor<1x1x192x32xf32>
    %4857 = stablehlo.constant dense<1.0e-05> : tensor<1x1x32x192xf32>
    %4858 = stablehlo.multiply %4857, %blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %4859 = stablehlo.add %3752, %4858 : tensor<1x1x32x192xf32>
    %4860 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x192xf32>
    %4861 = stablehlo.multiply %4860, %blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %4862 = stablehlo.add %3761, %4861 : tensor<3x3x1x192xf32>
    %4863 = stablehlo.constant dense<1.0e-05> : tensor<1x1x192x64xf32>
    %4864 = stablehlo.multiply %4863, %blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %4865 = stablehlo.add %3770, %4864 : tensor<1x1x192x64xf32>
    %4866 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4867 = stablehlo.multiply %4866, %blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %4868 = stablehlo.add %3779, %4867 : tensor<1x1x64x384xf32>
    %4869 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4870 = stablehlo.multiply %4869, %blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %4871 = stablehlo.add %3788, %4870 : tensor<3x3x1x384xf32>
    %4872 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4873 = stablehlo.multiply %4872, %blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %4874 = stablehlo.add %3797, %4873 : tensor<1x1x384x64xf32>
    %4875 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4876 = stablehlo.multiply %4875, %blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %4877 = stablehlo.add %3806, %4876 : tensor<1x1x64x384xf32>
    %4878 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4879 = stablehlo.multiply %4878, %blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %4880 = stablehlo.add %3815, %4879 : tensor<3x3x1x384xf32>
    %4881 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4882 = stablehlo.multiply %4881, %blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %4883 = stablehlo.add %3824, %4882 : tensor<1x1x384x64xf32>
    %4884 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4885 = stablehlo.multiply %4884, %blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %4886 = stablehlo.add %3833, %4885 : tensor<1x1x64x384xf32>
    %4887 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4888 = stablehlo.multiply %4887, %blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %4889 = stablehlo.add %3842, %4888 : tensor<3x3x1x384xf32>
    %4890 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x64xf32>
    %4891 = stablehlo.multiply %4890, %blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %4892 = stablehlo.add %3851, %4891 : tensor<1x1x384x64xf32>
    %4893 = stablehlo.constant dense<1.0e-05> : tensor<1x1x64x384xf32>
    %4894 = stablehlo.multiply %4893, %blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %4895 = stablehlo.add %3860, %4894 : tensor<1x1x64x384xf32>
    %4896 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x384xf32>
    %4897 = stablehlo.multiply %4896, %blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %4898 = stablehlo.add %3869, %4897 : tensor<3x3x1x384xf32>
    %4899 = stablehlo.constant dense<1.0e-05> : tensor<1x1x384x96xf32>
    %4900 = stablehlo.multiply %4899, %blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %4901 = stablehlo.add %3878, %4900 : tensor<1x1x384x96xf32>
    %4902 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4903 = stablehlo.multiply %4902, %blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %4904 = stablehlo.add %3887, %4903 : tensor<1x1x96x576xf32>
    %4905 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4906 = stablehlo.multiply %4905, %blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %4907 = stablehlo.add %3896, %4906 : tensor<3x3x1x576xf32>
    %4908 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x96xf32>
    %4909 = stablehlo.multiply %4908, %blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %4910 = stablehlo.add %3905, %4909 : tensor<1x1x576x96xf32>
    %4911 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4912 = stablehlo.multiply %4911, %blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %4913 = stablehlo.add %3914, %4912 : tensor<1x1x96x576xf32>
    %4914 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4915 = stablehlo.multiply %4914, %blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %4916 = stablehlo.add %3923, %4915 : tensor<3x3x1x576xf32>
    %4917 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x96xf32>
    %4918 = stablehlo.multiply %4917, %blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %4919 = stablehlo.add %3932, %4918 : tensor<1x1x576x96xf32>
    %4920 = stablehlo.constant dense<1.0e-05> : tensor<1x1x96x576xf32>
    %4921 = stablehlo.multiply %4920, %blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %4922 = stablehlo.add %3941, %4921 : tensor<1x1x96x576xf32>
    %4923 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x576xf32>
    %4924 = stablehlo.multiply %4923, %blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %4925 = stablehlo.add %3950, %4924 : tensor<3x3x1x576xf32>
    %4926 = stablehlo.constant dense<1.0e-05> : tensor<1x1x576x160xf32>
    %4927 = stablehlo.multiply %4926, %blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %4928 = stablehlo.add %3959, %4927 : tensor<1x1x576x160xf32>
    %4929 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4930 = stablehlo.multiply %4929, %blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %4931 = stablehlo.add %3968, %4930 : tensor<1x1x160x960xf32>
    %4932 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4933 = stablehlo.multiply %4932, %blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %4934 = stablehlo.add %3977, %4933 : tensor<3x3x1x960xf32>
    %4935 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x160xf32>
    %4936 = stablehlo.multiply %4935, %blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %4937 = stablehlo.add %3986, %4936 : tensor<1x1x960x160xf32>
    %4938 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4939 = stablehlo.multiply %4938, %blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %4940 = stablehlo.add %3995, %4939 : tensor<1x1x160x960xf32>
    %4941 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4942 = stablehlo.multiply %4941, %blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %4943 = stablehlo.add %4004, %4942 : tensor<3x3x1x960xf32>
    %4944 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x160xf32>
    %4945 = stablehlo.multiply %4944, %blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %4946 = stablehlo.add %4013, %4945 : tensor<1x1x960x160xf32>
    %4947 = stablehlo.constant dense<1.0e-05> : tensor<1x1x160x960xf32>
    %4948 = stablehlo.multiply %4947, %blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %4949 = stablehlo.add %4022, %4948 : tensor<1x1x160x960xf32>
    %4950 = stablehlo.constant dense<1.0e-05> : tensor<3x3x1x960xf32>
    %4951 = stablehlo.multiply %4950, %blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %4952 = stablehlo.add %4031, %4951 : tensor<3x3x1x960xf32>
    %4953 = stablehlo.constant dense<1.0e-05> : tensor<1x1x960x320xf32>
    %4954 = stablehlo.multiply %4953, %blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %4955 = stablehlo.add %4040, %4954 : tensor<1x1x960x320xf32>
    %4956 = stablehlo.constant dense<1.0e-05> : tensor<1x1x320x1280xf32>
    %4957 = stablehlo.multiply %4956, %conv_head.w : tensor<1x1x320x1280xf32>
    %4958 = stablehlo.add %4049, %4957 : tensor<1x1x320x1280xf32>
    %4959 = stablehlo.constant dense<1.0e-05> : tensor<1280x1000xf32>
    %4960 = stablehlo.multiply %4959, %classifier.w : tensor<1280x1000xf32>
    %4961 = stablehlo.add %4058, %4960 : tensor<1280x1000xf32>
    %4962 = stablehlo.constant dense<0.1> : tensor<3x3x3x32xf32>
    %4963 = stablehlo.multiply %4805, %4805 : tensor<3x3x3x32xf32>
    %4964 = stablehlo.multiply %4962, %4963 : tensor<3x3x3x32xf32>
    %4965 = stablehlo.constant dense<0.9> : tensor<3x3x3x32xf32>
    %4966 = stablehlo.multiply %4965, %nu.conv_stem.w : tensor<3x3x3x32xf32>
    %4967 = stablehlo.add %4964, %4966 : tensor<3x3x3x32xf32>
    %4968 = stablehlo.constant dense<0.001> : tensor<3x3x3x32xf32>
    %4969 = stablehlo.add %4967, %4968 : tensor<3x3x3x32xf32>
    %4970 = stablehlo.rsqrt %4969 : tensor<3x3x3x32xf32>
    %4971 = stablehlo.multiply %4970, %4805 : tensor<3x3x3x32xf32>
    %4972 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4973 = stablehlo.multiply %3593, %3593 : tensor<32xf32>
    %4974 = stablehlo.multiply %4972, %4973 : tensor<32xf32>
    %4975 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4976 = stablehlo.multiply %4975, %nu.bn1.g : tensor<32xf32>
    %4977 = stablehlo.add %4974, %4976 : tensor<32xf32>
    %4978 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4979 = stablehlo.add %4977, %4978 : tensor<32xf32>
    %4980 = stablehlo.rsqrt %4979 : tensor<32xf32>
    %4981 = stablehlo.multiply %4980, %3593 : tensor<32xf32>
    %4982 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %4983 = stablehlo.multiply %3596, %3596 : tensor<32xf32>
    %4984 = stablehlo.multiply %4982, %4983 : tensor<32xf32>
    %4985 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %4986 = stablehlo.multiply %4985, %nu.bn1.b : tensor<32xf32>
    %4987 = stablehlo.add %4984, %4986 : tensor<32xf32>
    %4988 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %4989 = stablehlo.add %4987, %4988 : tensor<32xf32>
    %4990 = stablehlo.rsqrt %4989 : tensor<32xf32>
    %4991 = stablehlo.multiply %4990, %3596 : tensor<32xf32>
    %4992 = stablehlo.constant dense<0.1> : tensor<3x3x1x32xf32>
    %4993 = stablehlo.multiply %4808, %4808 : tensor<3x3x1x32xf32>
    %4994 = stablehlo.multiply %4992, %4993 : tensor<3x3x1x32xf32>
    %4995 = stablehlo.constant dense<0.9> : tensor<3x3x1x32xf32>
    %4996 = stablehlo.multiply %4995, %nu.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %4997 = stablehlo.add %4994, %4996 : tensor<3x3x1x32xf32>
    %4998 = stablehlo.constant dense<0.001> : tensor<3x3x1x32xf32>
    %4999 = stablehlo.add %4997, %4998 : tensor<3x3x1x32xf32>
    %5000 = stablehlo.rsqrt %4999 : tensor<3x3x1x32xf32>
    %5001 = stablehlo.multiply %5000, %4808 : tensor<3x3x1x32xf32>
    %5002 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5003 = stablehlo.multiply %3602, %3602 : tensor<32xf32>
    %5004 = stablehlo.multiply %5002, %5003 : tensor<32xf32>
    %5005 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5006 = stablehlo.multiply %5005, %nu.blocks.0.0.bn1.g : tensor<32xf32>
    %5007 = stablehlo.add %5004, %5006 : tensor<32xf32>
    %5008 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5009 = stablehlo.add %5007, %5008 : tensor<32xf32>
    %5010 = stablehlo.rsqrt %5009 : tensor<32xf32>
    %5011 = stablehlo.multiply %5010, %3602 : tensor<32xf32>
    %5012 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5013 = stablehlo.multiply %3605, %3605 : tensor<32xf32>
    %5014 = stablehlo.multiply %5012, %5013 : tensor<32xf32>
    %5015 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5016 = stablehlo.multiply %5015, %nu.blocks.0.0.bn1.b : tensor<32xf32>
    %5017 = stablehlo.add %5014, %5016 : tensor<32xf32>
    %5018 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5019 = stablehlo.add %5017, %5018 : tensor<32xf32>
    %5020 = stablehlo.rsqrt %5019 : tensor<32xf32>
    %5021 = stablehlo.multiply %5020, %3605 : tensor<32xf32>
    %5022 = stablehlo.constant dense<0.1> : tensor<1x1x32x16xf32>
    %5023 = stablehlo.multiply %4811, %4811 : tensor<1x1x32x16xf32>
    %5024 = stablehlo.multiply %5022, %5023 : tensor<1x1x32x16xf32>
    %5025 = stablehlo.constant dense<0.9> : tensor<1x1x32x16xf32>
    %5026 = stablehlo.multiply %5025, %nu.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %5027 = stablehlo.add %5024, %5026 : tensor<1x1x32x16xf32>
    %5028 = stablehlo.constant dense<0.001> : tensor<1x1x32x16xf32>
    %5029 = stablehlo.add %5027, %5028 : tensor<1x1x32x16xf32>
    %5030 = stablehlo.rsqrt %5029 : tensor<1x1x32x16xf32>
    %5031 = stablehlo.multiply %5030, %4811 : tensor<1x1x32x16xf32>
    %5032 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5033 = stablehlo.multiply %3611, %3611 : tensor<16xf32>
    %5034 = stablehlo.multiply %5032, %5033 : tensor<16xf32>
    %5035 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5036 = stablehlo.multiply %5035, %nu.blocks.0.0.bn2.g : tensor<16xf32>
    %5037 = stablehlo.add %5034, %5036 : tensor<16xf32>
    %5038 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5039 = stablehlo.add %5037, %5038 : tensor<16xf32>
    %5040 = stablehlo.rsqrt %5039 : tensor<16xf32>
    %5041 = stablehlo.multiply %5040, %3611 : tensor<16xf32>
    %5042 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %5043 = stablehlo.multiply %3614, %3614 : tensor<16xf32>
    %5044 = stablehlo.multiply %5042, %5043 : tensor<16xf32>
    %5045 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %5046 = stablehlo.multiply %5045, %nu.blocks.0.0.bn2.b : tensor<16xf32>
    %5047 = stablehlo.add %5044, %5046 : tensor<16xf32>
    %5048 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %5049 = stablehlo.add %5047, %5048 : tensor<16xf32>
    %5050 = stablehlo.rsqrt %5049 : tensor<16xf32>
    %5051 = stablehlo.multiply %5050, %3614 : tensor<16xf32>
    %5052 = stablehlo.constant dense<0.1> : tensor<1x1x16x96xf32>
    %5053 = stablehlo.multiply %4814, %4814 : tensor<1x1x16x96xf32>
    %5054 = stablehlo.multiply %5052, %5053 : tensor<1x1x16x96xf32>
    %5055 = stablehlo.constant dense<0.9> : tensor<1x1x16x96xf32>
    %5056 = stablehlo.multiply %5055, %nu.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %5057 = stablehlo.add %5054, %5056 : tensor<1x1x16x96xf32>
    %5058 = stablehlo.constant dense<0.001> : tensor<1x1x16x96xf32>
    %5059 = stablehlo.add %5057, %5058 : tensor<1x1x16x96xf32>
    %5060 = stablehlo.rsqrt %5059 : tensor<1x1x16x96xf32>
    %5061 = stablehlo.multiply %5060, %4814 : tensor<1x1x16x96xf32>
    %5062 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5063 = stablehlo.multiply %3620, %3620 : tensor<96xf32>
    %5064 = stablehlo.multiply %5062, %5063 : tensor<96xf32>
    %5065 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5066 = stablehlo.multiply %5065, %nu.blocks.1.0.bn1.g : tensor<96xf32>
    %5067 = stablehlo.add %5064, %5066 : tensor<96xf32>
    %5068 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5069 = stablehlo.add %5067, %5068 : tensor<96xf32>
    %5070 = stablehlo.rsqrt %5069 : tensor<96xf32>
    %5071 = stablehlo.multiply %5070, %3620 : tensor<96xf32>
    %5072 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5073 = stablehlo.multiply %3623, %3623 : tensor<96xf32>
    %5074 = stablehlo.multiply %5072, %5073 : tensor<96xf32>
    %5075 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5076 = stablehlo.multiply %5075, %nu.blocks.1.0.bn1.b : tensor<96xf32>
    %5077 = stablehlo.add %5074, %5076 : tensor<96xf32>
    %5078 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5079 = stablehlo.add %5077, %5078 : tensor<96xf32>
    %5080 = stablehlo.rsqrt %5079 : tensor<96xf32>
    %5081 = stablehlo.multiply %5080, %3623 : tensor<96xf32>
    %5082 = stablehlo.constant dense<0.1> : tensor<3x3x1x96xf32>
    %5083 = stablehlo.multiply %4817, %4817 : tensor<3x3x1x96xf32>
    %5084 = stablehlo.multiply %5082, %5083 : tensor<3x3x1x96xf32>
    %5085 = stablehlo.constant dense<0.9> : tensor<3x3x1x96xf32>
    %5086 = stablehlo.multiply %5085, %nu.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %5087 = stablehlo.add %5084, %5086 : tensor<3x3x1x96xf32>
    %5088 = stablehlo.constant dense<0.001> : tensor<3x3x1x96xf32>
    %5089 = stablehlo.add %5087, %5088 : tensor<3x3x1x96xf32>
    %5090 = stablehlo.rsqrt %5089 : tensor<3x3x1x96xf32>
    %5091 = stablehlo.multiply %5090, %4817 : tensor<3x3x1x96xf32>
    %5092 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5093 = stablehlo.multiply %3629, %3629 : tensor<96xf32>
    %5094 = stablehlo.multiply %5092, %5093 : tensor<96xf32>
    %5095 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5096 = stablehlo.multiply %5095, %nu.blocks.1.0.bn2.g : tensor<96xf32>
    %5097 = stablehlo.add %5094, %5096 : tensor<96xf32>
    %5098 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5099 = stablehlo.add %5097, %5098 : tensor<96xf32>
    %5100 = stablehlo.rsqrt %5099 : tensor<96xf32>
    %5101 = stablehlo.multiply %5100, %3629 : tensor<96xf32>
    %5102 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5103 = stablehlo.multiply %3632, %3632 : tensor<96xf32>
    %5104 = stablehlo.multiply %5102, %5103 : tensor<96xf32>
    %5105 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5106 = stablehlo.multiply %5105, %nu.blocks.1.0.bn2.b : tensor<96xf32>
    %5107 = stablehlo.add %5104, %5106 : tensor<96xf32>
    %5108 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5109 = stablehlo.add %5107, %5108 : tensor<96xf32>
    %5110 = stablehlo.rsqrt %5109 : tensor<96xf32>
    %5111 = stablehlo.multiply %5110, %3632 : tensor<96xf32>
    %5112 = stablehlo.constant dense<0.1> : tensor<1x1x96x24xf32>
    %5113 = stablehlo.multiply %4820, %4820 : tensor<1x1x96x24xf32>
    %5114 = stablehlo.multiply %5112, %5113 : tensor<1x1x96x24xf32>
    %5115 = stablehlo.constant dense<0.9> : tensor<1x1x96x24xf32>
    %5116 = stablehlo.multiply %5115, %nu.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %5117 = stablehlo.add %5114, %5116 : tensor<1x1x96x24xf32>
    %5118 = stablehlo.constant dense<0.001> : tensor<1x1x96x24xf32>
    %5119 = stablehlo.add %5117, %5118 : tensor<1x1x96x24xf32>
    %5120 = stablehlo.rsqrt %5119 : tensor<1x1x96x24xf32>
    %5121 = stablehlo.multiply %5120, %4820 : tensor<1x1x96x24xf32>
    %5122 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %5123 = stablehlo.multiply %3638, %3638 : tensor<24xf32>
    %5124 = stablehlo.multiply %5122, %5123 : tensor<24xf32>
    %5125 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %5126 = stablehlo.multiply %5125, %nu.blocks.1.0.bn3.g : tensor<24xf32>
    %5127 = stablehlo.add %5124, %5126 : tensor<24xf32>
    %5128 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %5129 = stablehlo.add %5127, %5128 : tensor<24xf32>
    %5130 = stablehlo.rsqrt %5129 : tensor<24xf32>
    %5131 = stablehlo.multiply %5130, %3638 : tensor<24xf32>
    %5132 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %5133 = stablehlo.multiply %3641, %3641 : tensor<24xf32>
    %5134 = stablehlo.multiply %5132, %5133 : tensor<24xf32>
    %5135 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %5136 = stablehlo.multiply %5135, %nu.blocks.1.0.bn3.b : tensor<24xf32>
    %5137 = stablehlo.add %5134, %5136 : tensor<24xf32>
    %5138 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %5139 = stablehlo.add %5137, %5138 : tensor<24xf32>
    %5140 = stablehlo.rsqrt %5139 : tensor<24xf32>
    %5141 = stablehlo.multiply %5140, %3641 : tensor<24xf32>
    %5142 = stablehlo.constant dense<0.1> : tensor<1x1x24x144xf32>
    %5143 = stablehlo.multiply %4823, %4823 : tensor<1x1x24x144xf32>
    %5144 = stablehlo.multiply %5142, %5143 : tensor<1x1x24x144xf32>
    %5145 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %5146 = stablehlo.multiply %5145, %nu.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %5147 = stablehlo.add %5144, %5146 : tensor<1x1x24x144xf32>
    %5148 = stablehlo.constant dense<0.001> : tensor<1x1x24x144xf32>
    %5149 = stablehlo.add %5147, %5148 : tensor<1x1x24x144xf32>
    %5150 = stablehlo.rsqrt %5149 : tensor<1x1x24x144xf32>
    %5151 = stablehlo.multiply %5150, %4823 : tensor<1x1x24x144xf32>
    %5152 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5153 = stablehlo.multiply %3647, %3647 : tensor<144xf32>
    %5154 = stablehlo.multiply %5152, %5153 : tensor<144xf32>
    %5155 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5156 = stablehlo.multiply %5155, %nu.blocks.1.1.bn1.g : tensor<144xf32>
    %5157 = stablehlo.add %5154, %5156 : tensor<144xf32>
    %5158 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5159 = stablehlo.add %5157, %5158 : tensor<144xf32>
    %5160 = stablehlo.rsqrt %5159 : tensor<144xf32>
    %5161 = stablehlo.multiply %5160, %3647 : tensor<144xf32>
    %5162 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5163 = stablehlo.multiply %3650, %3650 : tensor<144xf32>
    %5164 = stablehlo.multiply %5162, %5163 : tensor<144xf32>
    %5165 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5166 = stablehlo.multiply %5165, %nu.blocks.1.1.bn1.b : tensor<144xf32>
    %5167 = stablehlo.add %5164, %5166 : tensor<144xf32>
    %5168 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5169 = stablehlo.add %5167, %5168 : tensor<144xf32>
    %5170 = stablehlo.rsqrt %5169 : tensor<144xf32>
    %5171 = stablehlo.multiply %5170, %3650 : tensor<144xf32>
    %5172 = stablehlo.constant dense<0.1> : tensor<3x3x1x144xf32>
    %5173 = stablehlo.multiply %4826, %4826 : tensor<3x3x1x144xf32>
    %5174 = stablehlo.multiply %5172, %5173 : tensor<3x3x1x144xf32>
    %5175 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %5176 = stablehlo.multiply %5175, %nu.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %5177 = stablehlo.add %5174, %5176 : tensor<3x3x1x144xf32>
    %5178 = stablehlo.constant dense<0.001> : tensor<3x3x1x144xf32>
    %5179 = stablehlo.add %5177, %5178 : tensor<3x3x1x144xf32>
    %5180 = stablehlo.rsqrt %5179 : tensor<3x3x1x144xf32>
    %5181 = stablehlo.multiply %5180, %4826 : tensor<3x3x1x144xf32>
    %5182 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5183 = stablehlo.multiply %3656, %3656 : tensor<144xf32>
    %5184 = stablehlo.multiply %5182, %5183 : tensor<144xf32>
    %5185 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5186 = stablehlo.multiply %5185, %nu.blocks.1.1.bn2.g : tensor<144xf32>
    %5187 = stablehlo.add %5184, %5186 : tensor<144xf32>
    %5188 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5189 = stablehlo.add %5187, %5188 : tensor<144xf32>
    %5190 = stablehlo.rsqrt %5189 : tensor<144xf32>
    %5191 = stablehlo.multiply %5190, %3656 : tensor<144xf32>
    %5192 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5193 = stablehlo.multiply %3659, %3659 : tensor<144xf32>
    %5194 = stablehlo.multiply %5192, %5193 : tensor<144xf32>
    %5195 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5196 = stablehlo.multiply %5195, %nu.blocks.1.1.bn2.b : tensor<144xf32>
    %5197 = stablehlo.add %5194, %5196 : tensor<144xf32>
    %5198 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5199 = stablehlo.add %5197, %5198 : tensor<144xf32>
    %5200 = stablehlo.rsqrt %5199 : tensor<144xf32>
    %5201 = stablehlo.multiply %5200, %3659 : tensor<144xf32>
    %5202 = stablehlo.constant dense<0.1> : tensor<1x1x144x24xf32>
    %5203 = stablehlo.multiply %4829, %4829 : tensor<1x1x144x24xf32>
    %5204 = stablehlo.multiply %5202, %5203 : tensor<1x1x144x24xf32>
    %5205 = stablehlo.constant dense<0.9> : tensor<1x1x144x24xf32>
    %5206 = stablehlo.multiply %5205, %nu.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %5207 = stablehlo.add %5204, %5206 : tensor<1x1x144x24xf32>
    %5208 = stablehlo.constant dense<0.001> : tensor<1x1x144x24xf32>
    %5209 = stablehlo.add %5207, %5208 : tensor<1x1x144x24xf32>
    %5210 = stablehlo.rsqrt %5209 : tensor<1x1x144x24xf32>
    %5211 = stablehlo.multiply %5210, %4829 : tensor<1x1x144x24xf32>
    %5212 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %5213 = stablehlo.multiply %3665, %3665 : tensor<24xf32>
    %5214 = stablehlo.multiply %5212, %5213 : tensor<24xf32>
    %5215 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %5216 = stablehlo.multiply %5215, %nu.blocks.1.1.bn3.g : tensor<24xf32>
    %5217 = stablehlo.add %5214, %5216 : tensor<24xf32>
    %5218 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %5219 = stablehlo.add %5217, %5218 : tensor<24xf32>
    %5220 = stablehlo.rsqrt %5219 : tensor<24xf32>
    %5221 = stablehlo.multiply %5220, %3665 : tensor<24xf32>
    %5222 = stablehlo.constant dense<0.1> : tensor<24xf32>
    %5223 = stablehlo.multiply %3668, %3668 : tensor<24xf32>
    %5224 = stablehlo.multiply %5222, %5223 : tensor<24xf32>
    %5225 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %5226 = stablehlo.multiply %5225, %nu.blocks.1.1.bn3.b : tensor<24xf32>
    %5227 = stablehlo.add %5224, %5226 : tensor<24xf32>
    %5228 = stablehlo.constant dense<0.001> : tensor<24xf32>
    %5229 = stablehlo.add %5227, %5228 : tensor<24xf32>
    %5230 = stablehlo.rsqrt %5229 : tensor<24xf32>
    %5231 = stablehlo.multiply %5230, %3668 : tensor<24xf32>
    %5232 = stablehlo.constant dense<0.1> : tensor<1x1x24x144xf32>
    %5233 = stablehlo.multiply %4832, %4832 : tensor<1x1x24x144xf32>
    %5234 = stablehlo.multiply %5232, %5233 : tensor<1x1x24x144xf32>
    %5235 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %5236 = stablehlo.multiply %5235, %nu.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %5237 = stablehlo.add %5234, %5236 : tensor<1x1x24x144xf32>
    %5238 = stablehlo.constant dense<0.001> : tensor<1x1x24x144xf32>
    %5239 = stablehlo.add %5237, %5238 : tensor<1x1x24x144xf32>
    %5240 = stablehlo.rsqrt %5239 : tensor<1x1x24x144xf32>
    %5241 = stablehlo.multiply %5240, %4832 : tensor<1x1x24x144xf32>
    %5242 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5243 = stablehlo.multiply %3674, %3674 : tensor<144xf32>
    %5244 = stablehlo.multiply %5242, %5243 : tensor<144xf32>
    %5245 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5246 = stablehlo.multiply %5245, %nu.blocks.2.0.bn1.g : tensor<144xf32>
    %5247 = stablehlo.add %5244, %5246 : tensor<144xf32>
    %5248 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5249 = stablehlo.add %5247, %5248 : tensor<144xf32>
    %5250 = stablehlo.rsqrt %5249 : tensor<144xf32>
    %5251 = stablehlo.multiply %5250, %3674 : tensor<144xf32>
    %5252 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5253 = stablehlo.multiply %3677, %3677 : tensor<144xf32>
    %5254 = stablehlo.multiply %5252, %5253 : tensor<144xf32>
    %5255 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5256 = stablehlo.multiply %5255, %nu.blocks.2.0.bn1.b : tensor<144xf32>
    %5257 = stablehlo.add %5254, %5256 : tensor<144xf32>
    %5258 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5259 = stablehlo.add %5257, %5258 : tensor<144xf32>
    %5260 = stablehlo.rsqrt %5259 : tensor<144xf32>
    %5261 = stablehlo.multiply %5260, %3677 : tensor<144xf32>
    %5262 = stablehlo.constant dense<0.1> : tensor<3x3x1x144xf32>
    %5263 = stablehlo.multiply %4835, %4835 : tensor<3x3x1x144xf32>
    %5264 = stablehlo.multiply %5262, %5263 : tensor<3x3x1x144xf32>
    %5265 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %5266 = stablehlo.multiply %5265, %nu.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %5267 = stablehlo.add %5264, %5266 : tensor<3x3x1x144xf32>
    %5268 = stablehlo.constant dense<0.001> : tensor<3x3x1x144xf32>
    %5269 = stablehlo.add %5267, %5268 : tensor<3x3x1x144xf32>
    %5270 = stablehlo.rsqrt %5269 : tensor<3x3x1x144xf32>
    %5271 = stablehlo.multiply %5270, %4835 : tensor<3x3x1x144xf32>
    %5272 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5273 = stablehlo.multiply %3683, %3683 : tensor<144xf32>
    %5274 = stablehlo.multiply %5272, %5273 : tensor<144xf32>
    %5275 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5276 = stablehlo.multiply %5275, %nu.blocks.2.0.bn2.g : tensor<144xf32>
    %5277 = stablehlo.add %5274, %5276 : tensor<144xf32>
    %5278 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5279 = stablehlo.add %5277, %5278 : tensor<144xf32>
    %5280 = stablehlo.rsqrt %5279 : tensor<144xf32>
    %5281 = stablehlo.multiply %5280, %3683 : tensor<144xf32>
    %5282 = stablehlo.constant dense<0.1> : tensor<144xf32>
    %5283 = stablehlo.multiply %3686, %3686 : tensor<144xf32>
    %5284 = stablehlo.multiply %5282, %5283 : tensor<144xf32>
    %5285 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %5286 = stablehlo.multiply %5285, %nu.blocks.2.0.bn2.b : tensor<144xf32>
    %5287 = stablehlo.add %5284, %5286 : tensor<144xf32>
    %5288 = stablehlo.constant dense<0.001> : tensor<144xf32>
    %5289 = stablehlo.add %5287, %5288 : tensor<144xf32>
    %5290 = stablehlo.rsqrt %5289 : tensor<144xf32>
    %5291 = stablehlo.multiply %5290, %3686 : tensor<144xf32>
    %5292 = stablehlo.constant dense<0.1> : tensor<1x1x144x32xf32>
    %5293 = stablehlo.multiply %4838, %4838 : tensor<1x1x144x32xf32>
    %5294 = stablehlo.multiply %5292, %5293 : tensor<1x1x144x32xf32>
    %5295 = stablehlo.constant dense<0.9> : tensor<1x1x144x32xf32>
    %5296 = stablehlo.multiply %5295, %nu.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %5297 = stablehlo.add %5294, %5296 : tensor<1x1x144x32xf32>
    %5298 = stablehlo.constant dense<0.001> : tensor<1x1x144x32xf32>
    %5299 = stablehlo.add %5297, %5298 : tensor<1x1x144x32xf32>
    %5300 = stablehlo.rsqrt %5299 : tensor<1x1x144x32xf32>
    %5301 = stablehlo.multiply %5300, %4838 : tensor<1x1x144x32xf32>
    %5302 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5303 = stablehlo.multiply %3692, %3692 : tensor<32xf32>
    %5304 = stablehlo.multiply %5302, %5303 : tensor<32xf32>
    %5305 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5306 = stablehlo.multiply %5305, %nu.blocks.2.0.bn3.g : tensor<32xf32>
    %5307 = stablehlo.add %5304, %5306 : tensor<32xf32>
    %5308 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5309 = stablehlo.add %5307, %5308 : tensor<32xf32>
    %5310 = stablehlo.rsqrt %5309 : tensor<32xf32>
    %5311 = stablehlo.multiply %5310, %3692 : tensor<32xf32>
    %5312 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5313 = stablehlo.multiply %3695, %3695 : tensor<32xf32>
    %5314 = stablehlo.multiply %5312, %5313 : tensor<32xf32>
    %5315 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5316 = stablehlo.multiply %5315, %nu.blocks.2.0.bn3.b : tensor<32xf32>
    %5317 = stablehlo.add %5314, %5316 : tensor<32xf32>
    %5318 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5319 = stablehlo.add %5317, %5318 : tensor<32xf32>
    %5320 = stablehlo.rsqrt %5319 : tensor<32xf32>
    %5321 = stablehlo.multiply %5320, %3695 : tensor<32xf32>
    %5322 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %5323 = stablehlo.multiply %4841, %4841 : tensor<1x1x32x192xf32>
    %5324 = stablehlo.multiply %5322, %5323 : tensor<1x1x32x192xf32>
    %5325 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %5326 = stablehlo.multiply %5325, %nu.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %5327 = stablehlo.add %5324, %5326 : tensor<1x1x32x192xf32>
    %5328 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %5329 = stablehlo.add %5327, %5328 : tensor<1x1x32x192xf32>
    %5330 = stablehlo.rsqrt %5329 : tensor<1x1x32x192xf32>
    %5331 = stablehlo.multiply %5330, %4841 : tensor<1x1x32x192xf32>
    %5332 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5333 = stablehlo.multiply %3701, %3701 : tensor<192xf32>
    %5334 = stablehlo.multiply %5332, %5333 : tensor<192xf32>
    %5335 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5336 = stablehlo.multiply %5335, %nu.blocks.2.1.bn1.g : tensor<192xf32>
    %5337 = stablehlo.add %5334, %5336 : tensor<192xf32>
    %5338 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5339 = stablehlo.add %5337, %5338 : tensor<192xf32>
    %5340 = stablehlo.rsqrt %5339 : tensor<192xf32>
    %5341 = stablehlo.multiply %5340, %3701 : tensor<192xf32>
    %5342 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5343 = stablehlo.multiply %3704, %3704 : tensor<192xf32>
    %5344 = stablehlo.multiply %5342, %5343 : tensor<192xf32>
    %5345 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5346 = stablehlo.multiply %5345, %nu.blocks.2.1.bn1.b : tensor<192xf32>
    %5347 = stablehlo.add %5344, %5346 : tensor<192xf32>
    %5348 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5349 = stablehlo.add %5347, %5348 : tensor<192xf32>
    %5350 = stablehlo.rsqrt %5349 : tensor<192xf32>
    %5351 = stablehlo.multiply %5350, %3704 : tensor<192xf32>
    %5352 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %5353 = stablehlo.multiply %4844, %4844 : tensor<3x3x1x192xf32>
    %5354 = stablehlo.multiply %5352, %5353 : tensor<3x3x1x192xf32>
    %5355 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %5356 = stablehlo.multiply %5355, %nu.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %5357 = stablehlo.add %5354, %5356 : tensor<3x3x1x192xf32>
    %5358 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %5359 = stablehlo.add %5357, %5358 : tensor<3x3x1x192xf32>
    %5360 = stablehlo.rsqrt %5359 : tensor<3x3x1x192xf32>
    %5361 = stablehlo.multiply %5360, %4844 : tensor<3x3x1x192xf32>
    %5362 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5363 = stablehlo.multiply %3710, %3710 : tensor<192xf32>
    %5364 = stablehlo.multiply %5362, %5363 : tensor<192xf32>
    %5365 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5366 = stablehlo.multiply %5365, %nu.blocks.2.1.bn2.g : tensor<192xf32>
    %5367 = stablehlo.add %5364, %5366 : tensor<192xf32>
    %5368 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5369 = stablehlo.add %5367, %5368 : tensor<192xf32>
    %5370 = stablehlo.rsqrt %5369 : tensor<192xf32>
    %5371 = stablehlo.multiply %5370, %3710 : tensor<192xf32>
    %5372 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5373 = stablehlo.multiply %3713, %3713 : tensor<192xf32>
    %5374 = stablehlo.multiply %5372, %5373 : tensor<192xf32>
    %5375 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5376 = stablehlo.multiply %5375, %nu.blocks.2.1.bn2.b : tensor<192xf32>
    %5377 = stablehlo.add %5374, %5376 : tensor<192xf32>
    %5378 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5379 = stablehlo.add %5377, %5378 : tensor<192xf32>
    %5380 = stablehlo.rsqrt %5379 : tensor<192xf32>
    %5381 = stablehlo.multiply %5380, %3713 : tensor<192xf32>
    %5382 = stablehlo.constant dense<0.1> : tensor<1x1x192x32xf32>
    %5383 = stablehlo.multiply %4847, %4847 : tensor<1x1x192x32xf32>
    %5384 = stablehlo.multiply %5382, %5383 : tensor<1x1x192x32xf32>
    %5385 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %5386 = stablehlo.multiply %5385, %nu.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %5387 = stablehlo.add %5384, %5386 : tensor<1x1x192x32xf32>
    %5388 = stablehlo.constant dense<0.001> : tensor<1x1x192x32xf32>
    %5389 = stablehlo.add %5387, %5388 : tensor<1x1x192x32xf32>
    %5390 = stablehlo.rsqrt %5389 : tensor<1x1x192x32xf32>
    %5391 = stablehlo.multiply %5390, %4847 : tensor<1x1x192x32xf32>
    %5392 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5393 = stablehlo.multiply %3719, %3719 : tensor<32xf32>
    %5394 = stablehlo.multiply %5392, %5393 : tensor<32xf32>
    %5395 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5396 = stablehlo.multiply %5395, %nu.blocks.2.1.bn3.g : tensor<32xf32>
    %5397 = stablehlo.add %5394, %5396 : tensor<32xf32>
    %5398 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5399 = stablehlo.add %5397, %5398 : tensor<32xf32>
    %5400 = stablehlo.rsqrt %5399 : tensor<32xf32>
    %5401 = stablehlo.multiply %5400, %3719 : tensor<32xf32>
    %5402 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5403 = stablehlo.multiply %3722, %3722 : tensor<32xf32>
    %5404 = stablehlo.multiply %5402, %5403 : tensor<32xf32>
    %5405 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5406 = stablehlo.multiply %5405, %nu.blocks.2.1.bn3.b : tensor<32xf32>
    %5407 = stablehlo.add %5404, %5406 : tensor<32xf32>
    %5408 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5409 = stablehlo.add %5407, %5408 : tensor<32xf32>
    %5410 = stablehlo.rsqrt %5409 : tensor<32xf32>
    %5411 = stablehlo.multiply %5410, %3722 : tensor<32xf32>
    %5412 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %5413 = stablehlo.multiply %4850, %4850 : tensor<1x1x32x192xf32>
    %5414 = stablehlo.multiply %5412, %5413 : tensor<1x1x32x192xf32>
    %5415 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %5416 = stablehlo.multiply %5415, %nu.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %5417 = stablehlo.add %5414, %5416 : tensor<1x1x32x192xf32>
    %5418 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %5419 = stablehlo.add %5417, %5418 : tensor<1x1x32x192xf32>
    %5420 = stablehlo.rsqrt %5419 : tensor<1x1x32x192xf32>
    %5421 = stablehlo.multiply %5420, %4850 : tensor<1x1x32x192xf32>
    %5422 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5423 = stablehlo.multiply %3728, %3728 : tensor<192xf32>
    %5424 = stablehlo.multiply %5422, %5423 : tensor<192xf32>
    %5425 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5426 = stablehlo.multiply %5425, %nu.blocks.2.2.bn1.g : tensor<192xf32>
    %5427 = stablehlo.add %5424, %5426 : tensor<192xf32>
    %5428 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5429 = stablehlo.add %5427, %5428 : tensor<192xf32>
    %5430 = stablehlo.rsqrt %5429 : tensor<192xf32>
    %5431 = stablehlo.multiply %5430, %3728 : tensor<192xf32>
    %5432 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5433 = stablehlo.multiply %3731, %3731 : tensor<192xf32>
    %5434 = stablehlo.multiply %5432, %5433 : tensor<192xf32>
    %5435 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5436 = stablehlo.multiply %5435, %nu.blocks.2.2.bn1.b : tensor<192xf32>
    %5437 = stablehlo.add %5434, %5436 : tensor<192xf32>
    %5438 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5439 = stablehlo.add %5437, %5438 : tensor<192xf32>
    %5440 = stablehlo.rsqrt %5439 : tensor<192xf32>
    %5441 = stablehlo.multiply %5440, %3731 : tensor<192xf32>
    %5442 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %5443 = stablehlo.multiply %4853, %4853 : tensor<3x3x1x192xf32>
    %5444 = stablehlo.multiply %5442, %5443 : tensor<3x3x1x192xf32>
    %5445 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %5446 = stablehlo.multiply %5445, %nu.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %5447 = stablehlo.add %5444, %5446 : tensor<3x3x1x192xf32>
    %5448 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %5449 = stablehlo.add %5447, %5448 : tensor<3x3x1x192xf32>
    %5450 = stablehlo.rsqrt %5449 : tensor<3x3x1x192xf32>
    %5451 = stablehlo.multiply %5450, %4853 : tensor<3x3x1x192xf32>
    %5452 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5453 = stablehlo.multiply %3737, %3737 : tensor<192xf32>
    %5454 = stablehlo.multiply %5452, %5453 : tensor<192xf32>
    %5455 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5456 = stablehlo.multiply %5455, %nu.blocks.2.2.bn2.g : tensor<192xf32>
    %5457 = stablehlo.add %5454, %5456 : tensor<192xf32>
    %5458 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5459 = stablehlo.add %5457, %5458 : tensor<192xf32>
    %5460 = stablehlo.rsqrt %5459 : tensor<192xf32>
    %5461 = stablehlo.multiply %5460, %3737 : tensor<192xf32>
    %5462 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5463 = stablehlo.multiply %3740, %3740 : tensor<192xf32>
    %5464 = stablehlo.multiply %5462, %5463 : tensor<192xf32>
    %5465 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5466 = stablehlo.multiply %5465, %nu.blocks.2.2.bn2.b : tensor<192xf32>
    %5467 = stablehlo.add %5464, %5466 : tensor<192xf32>
    %5468 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5469 = stablehlo.add %5467, %5468 : tensor<192xf32>
    %5470 = stablehlo.rsqrt %5469 : tensor<192xf32>
    %5471 = stablehlo.multiply %5470, %3740 : tensor<192xf32>
    %5472 = stablehlo.constant dense<0.1> : tensor<1x1x192x32xf32>
    %5473 = stablehlo.multiply %4856, %4856 : tensor<1x1x192x32xf32>
    %5474 = stablehlo.multiply %5472, %5473 : tensor<1x1x192x32xf32>
    %5475 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %5476 = stablehlo.multiply %5475, %nu.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %5477 = stablehlo.add %5474, %5476 : tensor<1x1x192x32xf32>
    %5478 = stablehlo.constant dense<0.001> : tensor<1x1x192x32xf32>
    %5479 = stablehlo.add %5477, %5478 : tensor<1x1x192x32xf32>
    %5480 = stablehlo.rsqrt %5479 : tensor<1x1x192x32xf32>
    %5481 = stablehlo.multiply %5480, %4856 : tensor<1x1x192x32xf32>
    %5482 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5483 = stablehlo.multiply %3746, %3746 : tensor<32xf32>
    %5484 = stablehlo.multiply %5482, %5483 : tensor<32xf32>
    %5485 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5486 = stablehlo.multiply %5485, %nu.blocks.2.2.bn3.g : tensor<32xf32>
    %5487 = stablehlo.add %5484, %5486 : tensor<32xf32>
    %5488 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5489 = stablehlo.add %5487, %5488 : tensor<32xf32>
    %5490 = stablehlo.rsqrt %5489 : tensor<32xf32>
    %5491 = stablehlo.multiply %5490, %3746 : tensor<32xf32>
    %5492 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %5493 = stablehlo.multiply %3749, %3749 : tensor<32xf32>
    %5494 = stablehlo.multiply %5492, %5493 : tensor<32xf32>
    %5495 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %5496 = stablehlo.multiply %5495, %nu.blocks.2.2.bn3.b : tensor<32xf32>
    %5497 = stablehlo.add %5494, %5496 : tensor<32xf32>
    %5498 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %5499 = stablehlo.add %5497, %5498 : tensor<32xf32>
    %5500 = stablehlo.rsqrt %5499 : tensor<32xf32>
    %5501 = stablehlo.multiply %5500, %3749 : tensor<32xf32>
    %5502 = stablehlo.constant dense<0.1> : tensor<1x1x32x192xf32>
    %5503 = stablehlo.multiply %4859, %4859 : tensor<1x1x32x192xf32>
    %5504 = stablehlo.multiply %5502, %5503 : tensor<1x1x32x192xf32>
    %5505 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %5506 = stablehlo.multiply %5505, %nu.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %5507 = stablehlo.add %5504, %5506 : tensor<1x1x32x192xf32>
    %5508 = stablehlo.constant dense<0.001> : tensor<1x1x32x192xf32>
    %5509 = stablehlo.add %5507, %5508 : tensor<1x1x32x192xf32>
    %5510 = stablehlo.rsqrt %5509 : tensor<1x1x32x192xf32>
    %5511 = stablehlo.multiply %5510, %4859 : tensor<1x1x32x192xf32>
    %5512 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5513 = stablehlo.multiply %3755, %3755 : tensor<192xf32>
    %5514 = stablehlo.multiply %5512, %5513 : tensor<192xf32>
    %5515 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5516 = stablehlo.multiply %5515, %nu.blocks.3.0.bn1.g : tensor<192xf32>
    %5517 = stablehlo.add %5514, %5516 : tensor<192xf32>
    %5518 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5519 = stablehlo.add %5517, %5518 : tensor<192xf32>
    %5520 = stablehlo.rsqrt %5519 : tensor<192xf32>
    %5521 = stablehlo.multiply %5520, %3755 : tensor<192xf32>
    %5522 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5523 = stablehlo.multiply %3758, %3758 : tensor<192xf32>
    %5524 = stablehlo.multiply %5522, %5523 : tensor<192xf32>
    %5525 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5526 = stablehlo.multiply %5525, %nu.blocks.3.0.bn1.b : tensor<192xf32>
    %5527 = stablehlo.add %5524, %5526 : tensor<192xf32>
    %5528 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5529 = stablehlo.add %5527, %5528 : tensor<192xf32>
    %5530 = stablehlo.rsqrt %5529 : tensor<192xf32>
    %5531 = stablehlo.multiply %5530, %3758 : tensor<192xf32>
    %5532 = stablehlo.constant dense<0.1> : tensor<3x3x1x192xf32>
    %5533 = stablehlo.multiply %4862, %4862 : tensor<3x3x1x192xf32>
    %5534 = stablehlo.multiply %5532, %5533 : tensor<3x3x1x192xf32>
    %5535 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %5536 = stablehlo.multiply %5535, %nu.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %5537 = stablehlo.add %5534, %5536 : tensor<3x3x1x192xf32>
    %5538 = stablehlo.constant dense<0.001> : tensor<3x3x1x192xf32>
    %5539 = stablehlo.add %5537, %5538 : tensor<3x3x1x192xf32>
    %5540 = stablehlo.rsqrt %5539 : tensor<3x3x1x192xf32>
    %5541 = stablehlo.multiply %5540, %4862 : tensor<3x3x1x192xf32>
    %5542 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5543 = stablehlo.multiply %3764, %3764 : tensor<192xf32>
    %5544 = stablehlo.multiply %5542, %5543 : tensor<192xf32>
    %5545 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5546 = stablehlo.multiply %5545, %nu.blocks.3.0.bn2.g : tensor<192xf32>
    %5547 = stablehlo.add %5544, %5546 : tensor<192xf32>
    %5548 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5549 = stablehlo.add %5547, %5548 : tensor<192xf32>
    %5550 = stablehlo.rsqrt %5549 : tensor<192xf32>
    %5551 = stablehlo.multiply %5550, %3764 : tensor<192xf32>
    %5552 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5553 = stablehlo.multiply %3767, %3767 : tensor<192xf32>
    %5554 = stablehlo.multiply %5552, %5553 : tensor<192xf32>
    %5555 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5556 = stablehlo.multiply %5555, %nu.blocks.3.0.bn2.b : tensor<192xf32>
    %5557 = stablehlo.add %5554, %5556 : tensor<192xf32>
    %5558 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5559 = stablehlo.add %5557, %5558 : tensor<192xf32>
    %5560 = stablehlo.rsqrt %5559 : tensor<192xf32>
    %5561 = stablehlo.multiply %5560, %3767 : tensor<192xf32>
    %5562 = stablehlo.constant dense<0.1> : tensor<1x1x192x64xf32>
    %5563 = stablehlo.multiply %4865, %4865 : tensor<1x1x192x64xf32>
    %5564 = stablehlo.multiply %5562, %5563 : tensor<1x1x192x64xf32>
    %5565 = stablehlo.constant dense<0.9> : tensor<1x1x192x64xf32>
    %5566 = stablehlo.multiply %5565, %nu.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %5567 = stablehlo.add %5564, %5566 : tensor<1x1x192x64xf32>
    %5568 = stablehlo.constant dense<0.001> : tensor<1x1x192x64xf32>
    %5569 = stablehlo.add %5567, %5568 : tensor<1x1x192x64xf32>
    %5570 = stablehlo.rsqrt %5569 : tensor<1x1x192x64xf32>
    %5571 = stablehlo.multiply %5570, %4865 : tensor<1x1x192x64xf32>
    %5572 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5573 = stablehlo.multiply %3773, %3773 : tensor<64xf32>
    %5574 = stablehlo.multiply %5572, %5573 : tensor<64xf32>
    %5575 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5576 = stablehlo.multiply %5575, %nu.blocks.3.0.bn3.g : tensor<64xf32>
    %5577 = stablehlo.add %5574, %5576 : tensor<64xf32>
    %5578 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5579 = stablehlo.add %5577, %5578 : tensor<64xf32>
    %5580 = stablehlo.rsqrt %5579 : tensor<64xf32>
    %5581 = stablehlo.multiply %5580, %3773 : tensor<64xf32>
    %5582 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5583 = stablehlo.multiply %3776, %3776 : tensor<64xf32>
    %5584 = stablehlo.multiply %5582, %5583 : tensor<64xf32>
    %5585 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5586 = stablehlo.multiply %5585, %nu.blocks.3.0.bn3.b : tensor<64xf32>
    %5587 = stablehlo.add %5584, %5586 : tensor<64xf32>
    %5588 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5589 = stablehlo.add %5587, %5588 : tensor<64xf32>
    %5590 = stablehlo.rsqrt %5589 : tensor<64xf32>
    %5591 = stablehlo.multiply %5590, %3776 : tensor<64xf32>
    %5592 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %5593 = stablehlo.multiply %4868, %4868 : tensor<1x1x64x384xf32>
    %5594 = stablehlo.multiply %5592, %5593 : tensor<1x1x64x384xf32>
    %5595 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %5596 = stablehlo.multiply %5595, %nu.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %5597 = stablehlo.add %5594, %5596 : tensor<1x1x64x384xf32>
    %5598 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %5599 = stablehlo.add %5597, %5598 : tensor<1x1x64x384xf32>
    %5600 = stablehlo.rsqrt %5599 : tensor<1x1x64x384xf32>
    %5601 = stablehlo.multiply %5600, %4868 : tensor<1x1x64x384xf32>
    %5602 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5603 = stablehlo.multiply %3782, %3782 : tensor<384xf32>
    %5604 = stablehlo.multiply %5602, %5603 : tensor<384xf32>
    %5605 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5606 = stablehlo.multiply %5605, %nu.blocks.3.1.bn1.g : tensor<384xf32>
    %5607 = stablehlo.add %5604, %5606 : tensor<384xf32>
    %5608 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5609 = stablehlo.add %5607, %5608 : tensor<384xf32>
    %5610 = stablehlo.rsqrt %5609 : tensor<384xf32>
    %5611 = stablehlo.multiply %5610, %3782 : tensor<384xf32>
    %5612 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5613 = stablehlo.multiply %3785, %3785 : tensor<384xf32>
    %5614 = stablehlo.multiply %5612, %5613 : tensor<384xf32>
    %5615 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5616 = stablehlo.multiply %5615, %nu.blocks.3.1.bn1.b : tensor<384xf32>
    %5617 = stablehlo.add %5614, %5616 : tensor<384xf32>
    %5618 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5619 = stablehlo.add %5617, %5618 : tensor<384xf32>
    %5620 = stablehlo.rsqrt %5619 : tensor<384xf32>
    %5621 = stablehlo.multiply %5620, %3785 : tensor<384xf32>
    %5622 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5623 = stablehlo.multiply %4871, %4871 : tensor<3x3x1x384xf32>
    %5624 = stablehlo.multiply %5622, %5623 : tensor<3x3x1x384xf32>
    %5625 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5626 = stablehlo.multiply %5625, %nu.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %5627 = stablehlo.add %5624, %5626 : tensor<3x3x1x384xf32>
    %5628 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5629 = stablehlo.add %5627, %5628 : tensor<3x3x1x384xf32>
    %5630 = stablehlo.rsqrt %5629 : tensor<3x3x1x384xf32>
    %5631 = stablehlo.multiply %5630, %4871 : tensor<3x3x1x384xf32>
    %5632 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5633 = stablehlo.multiply %3791, %3791 : tensor<384xf32>
    %5634 = stablehlo.multiply %5632, %5633 : tensor<384xf32>
    %5635 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5636 = stablehlo.multiply %5635, %nu.blocks.3.1.bn2.g : tensor<384xf32>
    %5637 = stablehlo.add %5634, %5636 : tensor<384xf32>
    %5638 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5639 = stablehlo.add %5637, %5638 : tensor<384xf32>
    %5640 = stablehlo.rsqrt %5639 : tensor<384xf32>
    %5641 = stablehlo.multiply %5640, %3791 : tensor<384xf32>
    %5642 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5643 = stablehlo.multiply %3794, %3794 : tensor<384xf32>
    %5644 = stablehlo.multiply %5642, %5643 : tensor<384xf32>
    %5645 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5646 = stablehlo.multiply %5645, %nu.blocks.3.1.bn2.b : tensor<384xf32>
    %5647 = stablehlo.add %5644, %5646 : tensor<384xf32>
    %5648 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5649 = stablehlo.add %5647, %5648 : tensor<384xf32>
    %5650 = stablehlo.rsqrt %5649 : tensor<384xf32>
    %5651 = stablehlo.multiply %5650, %3794 : tensor<384xf32>
    %5652 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %5653 = stablehlo.multiply %4874, %4874 : tensor<1x1x384x64xf32>
    %5654 = stablehlo.multiply %5652, %5653 : tensor<1x1x384x64xf32>
    %5655 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %5656 = stablehlo.multiply %5655, %nu.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %5657 = stablehlo.add %5654, %5656 : tensor<1x1x384x64xf32>
    %5658 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %5659 = stablehlo.add %5657, %5658 : tensor<1x1x384x64xf32>
    %5660 = stablehlo.rsqrt %5659 : tensor<1x1x384x64xf32>
    %5661 = stablehlo.multiply %5660, %4874 : tensor<1x1x384x64xf32>
    %5662 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5663 = stablehlo.multiply %3800, %3800 : tensor<64xf32>
    %5664 = stablehlo.multiply %5662, %5663 : tensor<64xf32>
    %5665 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5666 = stablehlo.multiply %5665, %nu.blocks.3.1.bn3.g : tensor<64xf32>
    %5667 = stablehlo.add %5664, %5666 : tensor<64xf32>
    %5668 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5669 = stablehlo.add %5667, %5668 : tensor<64xf32>
    %5670 = stablehlo.rsqrt %5669 : tensor<64xf32>
    %5671 = stablehlo.multiply %5670, %3800 : tensor<64xf32>
    %5672 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5673 = stablehlo.multiply %3803, %3803 : tensor<64xf32>
    %5674 = stablehlo.multiply %5672, %5673 : tensor<64xf32>
    %5675 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5676 = stablehlo.multiply %5675, %nu.blocks.3.1.bn3.b : tensor<64xf32>
    %5677 = stablehlo.add %5674, %5676 : tensor<64xf32>
    %5678 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5679 = stablehlo.add %5677, %5678 : tensor<64xf32>
    %5680 = stablehlo.rsqrt %5679 : tensor<64xf32>
    %5681 = stablehlo.multiply %5680, %3803 : tensor<64xf32>
    %5682 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %5683 = stablehlo.multiply %4877, %4877 : tensor<1x1x64x384xf32>
    %5684 = stablehlo.multiply %5682, %5683 : tensor<1x1x64x384xf32>
    %5685 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %5686 = stablehlo.multiply %5685, %nu.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %5687 = stablehlo.add %5684, %5686 : tensor<1x1x64x384xf32>
    %5688 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %5689 = stablehlo.add %5687, %5688 : tensor<1x1x64x384xf32>
    %5690 = stablehlo.rsqrt %5689 : tensor<1x1x64x384xf32>
    %5691 = stablehlo.multiply %5690, %4877 : tensor<1x1x64x384xf32>
    %5692 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5693 = stablehlo.multiply %3809, %3809 : tensor<384xf32>
    %5694 = stablehlo.multiply %5692, %5693 : tensor<384xf32>
    %5695 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5696 = stablehlo.multiply %5695, %nu.blocks.3.2.bn1.g : tensor<384xf32>
    %5697 = stablehlo.add %5694, %5696 : tensor<384xf32>
    %5698 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5699 = stablehlo.add %5697, %5698 : tensor<384xf32>
    %5700 = stablehlo.rsqrt %5699 : tensor<384xf32>
    %5701 = stablehlo.multiply %5700, %3809 : tensor<384xf32>
    %5702 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5703 = stablehlo.multiply %3812, %3812 : tensor<384xf32>
    %5704 = stablehlo.multiply %5702, %5703 : tensor<384xf32>
    %5705 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5706 = stablehlo.multiply %5705, %nu.blocks.3.2.bn1.b : tensor<384xf32>
    %5707 = stablehlo.add %5704, %5706 : tensor<384xf32>
    %5708 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5709 = stablehlo.add %5707, %5708 : tensor<384xf32>
    %5710 = stablehlo.rsqrt %5709 : tensor<384xf32>
    %5711 = stablehlo.multiply %5710, %3812 : tensor<384xf32>
    %5712 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5713 = stablehlo.multiply %4880, %4880 : tensor<3x3x1x384xf32>
    %5714 = stablehlo.multiply %5712, %5713 : tensor<3x3x1x384xf32>
    %5715 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5716 = stablehlo.multiply %5715, %nu.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %5717 = stablehlo.add %5714, %5716 : tensor<3x3x1x384xf32>
    %5718 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5719 = stablehlo.add %5717, %5718 : tensor<3x3x1x384xf32>
    %5720 = stablehlo.rsqrt %5719 : tensor<3x3x1x384xf32>
    %5721 = stablehlo.multiply %5720, %4880 : tensor<3x3x1x384xf32>
    %5722 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5723 = stablehlo.multiply %3818, %3818 : tensor<384xf32>
    %5724 = stablehlo.multiply %5722, %5723 : tensor<384xf32>
    %5725 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5726 = stablehlo.multiply %5725, %nu.blocks.3.2.bn2.g : tensor<384xf32>
    %5727 = stablehlo.add %5724, %5726 : tensor<384xf32>
    %5728 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5729 = stablehlo.add %5727, %5728 : tensor<384xf32>
    %5730 = stablehlo.rsqrt %5729 : tensor<384xf32>
    %5731 = stablehlo.multiply %5730, %3818 : tensor<384xf32>
    %5732 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5733 = stablehlo.multiply %3821, %3821 : tensor<384xf32>
    %5734 = stablehlo.multiply %5732, %5733 : tensor<384xf32>
    %5735 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5736 = stablehlo.multiply %5735, %nu.blocks.3.2.bn2.b : tensor<384xf32>
    %5737 = stablehlo.add %5734, %5736 : tensor<384xf32>
    %5738 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5739 = stablehlo.add %5737, %5738 : tensor<384xf32>
    %5740 = stablehlo.rsqrt %5739 : tensor<384xf32>
    %5741 = stablehlo.multiply %5740, %3821 : tensor<384xf32>
    %5742 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %5743 = stablehlo.multiply %4883, %4883 : tensor<1x1x384x64xf32>
    %5744 = stablehlo.multiply %5742, %5743 : tensor<1x1x384x64xf32>
    %5745 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %5746 = stablehlo.multiply %5745, %nu.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %5747 = stablehlo.add %5744, %5746 : tensor<1x1x384x64xf32>
    %5748 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %5749 = stablehlo.add %5747, %5748 : tensor<1x1x384x64xf32>
    %5750 = stablehlo.rsqrt %5749 : tensor<1x1x384x64xf32>
    %5751 = stablehlo.multiply %5750, %4883 : tensor<1x1x384x64xf32>
    %5752 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5753 = stablehlo.multiply %3827, %3827 : tensor<64xf32>
    %5754 = stablehlo.multiply %5752, %5753 : tensor<64xf32>
    %5755 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5756 = stablehlo.multiply %5755, %nu.blocks.3.2.bn3.g : tensor<64xf32>
    %5757 = stablehlo.add %5754, %5756 : tensor<64xf32>
    %5758 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5759 = stablehlo.add %5757, %5758 : tensor<64xf32>
    %5760 = stablehlo.rsqrt %5759 : tensor<64xf32>
    %5761 = stablehlo.multiply %5760, %3827 : tensor<64xf32>
    %5762 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5763 = stablehlo.multiply %3830, %3830 : tensor<64xf32>
    %5764 = stablehlo.multiply %5762, %5763 : tensor<64xf32>
    %5765 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5766 = stablehlo.multiply %5765, %nu.blocks.3.2.bn3.b : tensor<64xf32>
    %5767 = stablehlo.add %5764, %5766 : tensor<64xf32>
    %5768 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5769 = stablehlo.add %5767, %5768 : tensor<64xf32>
    %5770 = stablehlo.rsqrt %5769 : tensor<64xf32>
    %5771 = stablehlo.multiply %5770, %3830 : tensor<64xf32>
    %5772 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %5773 = stablehlo.multiply %4886, %4886 : tensor<1x1x64x384xf32>
    %5774 = stablehlo.multiply %5772, %5773 : tensor<1x1x64x384xf32>
    %5775 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %5776 = stablehlo.multiply %5775, %nu.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %5777 = stablehlo.add %5774, %5776 : tensor<1x1x64x384xf32>
    %5778 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %5779 = stablehlo.add %5777, %5778 : tensor<1x1x64x384xf32>
    %5780 = stablehlo.rsqrt %5779 : tensor<1x1x64x384xf32>
    %5781 = stablehlo.multiply %5780, %4886 : tensor<1x1x64x384xf32>
    %5782 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5783 = stablehlo.multiply %3836, %3836 : tensor<384xf32>
    %5784 = stablehlo.multiply %5782, %5783 : tensor<384xf32>
    %5785 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5786 = stablehlo.multiply %5785, %nu.blocks.3.3.bn1.g : tensor<384xf32>
    %5787 = stablehlo.add %5784, %5786 : tensor<384xf32>
    %5788 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5789 = stablehlo.add %5787, %5788 : tensor<384xf32>
    %5790 = stablehlo.rsqrt %5789 : tensor<384xf32>
    %5791 = stablehlo.multiply %5790, %3836 : tensor<384xf32>
    %5792 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5793 = stablehlo.multiply %3839, %3839 : tensor<384xf32>
    %5794 = stablehlo.multiply %5792, %5793 : tensor<384xf32>
    %5795 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5796 = stablehlo.multiply %5795, %nu.blocks.3.3.bn1.b : tensor<384xf32>
    %5797 = stablehlo.add %5794, %5796 : tensor<384xf32>
    %5798 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5799 = stablehlo.add %5797, %5798 : tensor<384xf32>
    %5800 = stablehlo.rsqrt %5799 : tensor<384xf32>
    %5801 = stablehlo.multiply %5800, %3839 : tensor<384xf32>
    %5802 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5803 = stablehlo.multiply %4889, %4889 : tensor<3x3x1x384xf32>
    %5804 = stablehlo.multiply %5802, %5803 : tensor<3x3x1x384xf32>
    %5805 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5806 = stablehlo.multiply %5805, %nu.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %5807 = stablehlo.add %5804, %5806 : tensor<3x3x1x384xf32>
    %5808 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5809 = stablehlo.add %5807, %5808 : tensor<3x3x1x384xf32>
    %5810 = stablehlo.rsqrt %5809 : tensor<3x3x1x384xf32>
    %5811 = stablehlo.multiply %5810, %4889 : tensor<3x3x1x384xf32>
    %5812 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5813 = stablehlo.multiply %3845, %3845 : tensor<384xf32>
    %5814 = stablehlo.multiply %5812, %5813 : tensor<384xf32>
    %5815 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5816 = stablehlo.multiply %5815, %nu.blocks.3.3.bn2.g : tensor<384xf32>
    %5817 = stablehlo.add %5814, %5816 : tensor<384xf32>
    %5818 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5819 = stablehlo.add %5817, %5818 : tensor<384xf32>
    %5820 = stablehlo.rsqrt %5819 : tensor<384xf32>
    %5821 = stablehlo.multiply %5820, %3845 : tensor<384xf32>
    %5822 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5823 = stablehlo.multiply %3848, %3848 : tensor<384xf32>
    %5824 = stablehlo.multiply %5822, %5823 : tensor<384xf32>
    %5825 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5826 = stablehlo.multiply %5825, %nu.blocks.3.3.bn2.b : tensor<384xf32>
    %5827 = stablehlo.add %5824, %5826 : tensor<384xf32>
    %5828 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5829 = stablehlo.add %5827, %5828 : tensor<384xf32>
    %5830 = stablehlo.rsqrt %5829 : tensor<384xf32>
    %5831 = stablehlo.multiply %5830, %3848 : tensor<384xf32>
    %5832 = stablehlo.constant dense<0.1> : tensor<1x1x384x64xf32>
    %5833 = stablehlo.multiply %4892, %4892 : tensor<1x1x384x64xf32>
    %5834 = stablehlo.multiply %5832, %5833 : tensor<1x1x384x64xf32>
    %5835 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %5836 = stablehlo.multiply %5835, %nu.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %5837 = stablehlo.add %5834, %5836 : tensor<1x1x384x64xf32>
    %5838 = stablehlo.constant dense<0.001> : tensor<1x1x384x64xf32>
    %5839 = stablehlo.add %5837, %5838 : tensor<1x1x384x64xf32>
    %5840 = stablehlo.rsqrt %5839 : tensor<1x1x384x64xf32>
    %5841 = stablehlo.multiply %5840, %4892 : tensor<1x1x384x64xf32>
    %5842 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5843 = stablehlo.multiply %3854, %3854 : tensor<64xf32>
    %5844 = stablehlo.multiply %5842, %5843 : tensor<64xf32>
    %5845 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5846 = stablehlo.multiply %5845, %nu.blocks.3.3.bn3.g : tensor<64xf32>
    %5847 = stablehlo.add %5844, %5846 : tensor<64xf32>
    %5848 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5849 = stablehlo.add %5847, %5848 : tensor<64xf32>
    %5850 = stablehlo.rsqrt %5849 : tensor<64xf32>
    %5851 = stablehlo.multiply %5850, %3854 : tensor<64xf32>
    %5852 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5853 = stablehlo.multiply %3857, %3857 : tensor<64xf32>
    %5854 = stablehlo.multiply %5852, %5853 : tensor<64xf32>
    %5855 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5856 = stablehlo.multiply %5855, %nu.blocks.3.3.bn3.b : tensor<64xf32>
    %5857 = stablehlo.add %5854, %5856 : tensor<64xf32>
    %5858 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5859 = stablehlo.add %5857, %5858 : tensor<64xf32>
    %5860 = stablehlo.rsqrt %5859 : tensor<64xf32>
    %5861 = stablehlo.multiply %5860, %3857 : tensor<64xf32>
    %5862 = stablehlo.constant dense<0.1> : tensor<1x1x64x384xf32>
    %5863 = stablehlo.multiply %4895, %4895 : tensor<1x1x64x384xf32>
    %5864 = stablehlo.multiply %5862, %5863 : tensor<1x1x64x384xf32>
    %5865 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %5866 = stablehlo.multiply %5865, %nu.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %5867 = stablehlo.add %5864, %5866 : tensor<1x1x64x384xf32>
    %5868 = stablehlo.constant dense<0.001> : tensor<1x1x64x384xf32>
    %5869 = stablehlo.add %5867, %5868 : tensor<1x1x64x384xf32>
    %5870 = stablehlo.rsqrt %5869 : tensor<1x1x64x384xf32>
    %5871 = stablehlo.multiply %5870, %4895 : tensor<1x1x64x384xf32>
    %5872 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5873 = stablehlo.multiply %3863, %3863 : tensor<384xf32>
    %5874 = stablehlo.multiply %5872, %5873 : tensor<384xf32>
    %5875 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5876 = stablehlo.multiply %5875, %nu.blocks.4.0.bn1.g : tensor<384xf32>
    %5877 = stablehlo.add %5874, %5876 : tensor<384xf32>
    %5878 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5879 = stablehlo.add %5877, %5878 : tensor<384xf32>
    %5880 = stablehlo.rsqrt %5879 : tensor<384xf32>
    %5881 = stablehlo.multiply %5880, %3863 : tensor<384xf32>
    %5882 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5883 = stablehlo.multiply %3866, %3866 : tensor<384xf32>
    %5884 = stablehlo.multiply %5882, %5883 : tensor<384xf32>
    %5885 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5886 = stablehlo.multiply %5885, %nu.blocks.4.0.bn1.b : tensor<384xf32>
    %5887 = stablehlo.add %5884, %5886 : tensor<384xf32>
    %5888 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5889 = stablehlo.add %5887, %5888 : tensor<384xf32>
    %5890 = stablehlo.rsqrt %5889 : tensor<384xf32>
    %5891 = stablehlo.multiply %5890, %3866 : tensor<384xf32>
    %5892 = stablehlo.constant dense<0.1> : tensor<3x3x1x384xf32>
    %5893 = stablehlo.multiply %4898, %4898 : tensor<3x3x1x384xf32>
    %5894 = stablehlo.multiply %5892, %5893 : tensor<3x3x1x384xf32>
    %5895 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %5896 = stablehlo.multiply %5895, %nu.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %5897 = stablehlo.add %5894, %5896 : tensor<3x3x1x384xf32>
    %5898 = stablehlo.constant dense<0.001> : tensor<3x3x1x384xf32>
    %5899 = stablehlo.add %5897, %5898 : tensor<3x3x1x384xf32>
    %5900 = stablehlo.rsqrt %5899 : tensor<3x3x1x384xf32>
    %5901 = stablehlo.multiply %5900, %4898 : tensor<3x3x1x384xf32>
    %5902 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5903 = stablehlo.multiply %3872, %3872 : tensor<384xf32>
    %5904 = stablehlo.multiply %5902, %5903 : tensor<384xf32>
    %5905 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5906 = stablehlo.multiply %5905, %nu.blocks.4.0.bn2.g : tensor<384xf32>
    %5907 = stablehlo.add %5904, %5906 : tensor<384xf32>
    %5908 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5909 = stablehlo.add %5907, %5908 : tensor<384xf32>
    %5910 = stablehlo.rsqrt %5909 : tensor<384xf32>
    %5911 = stablehlo.multiply %5910, %3872 : tensor<384xf32>
    %5912 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5913 = stablehlo.multiply %3875, %3875 : tensor<384xf32>
    %5914 = stablehlo.multiply %5912, %5913 : tensor<384xf32>
    %5915 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5916 = stablehlo.multiply %5915, %nu.blocks.4.0.bn2.b : tensor<384xf32>
    %5917 = stablehlo.add %5914, %5916 : tensor<384xf32>
    %5918 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5919 = stablehlo.add %5917, %5918 : tensor<384xf32>
    %5920 = stablehlo.rsqrt %5919 : tensor<384xf32>
    %5921 = stablehlo.multiply %5920, %3875 : tensor<384xf32>
    %5922 = stablehlo.constant dense<0.1> : tensor<1x1x384x96xf32>
    %5923 = stablehlo.multiply %4901, %4901 : tensor<1x1x384x96xf32>
    %5924 = stablehlo.multiply %5922, %5923 : tensor<1x1x384x96xf32>
    %5925 = stablehlo.constant dense<0.9> : tensor<1x1x384x96xf32>
    %5926 = stablehlo.multiply %5925, %nu.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %5927 = stablehlo.add %5924, %5926 : tensor<1x1x384x96xf32>
    %5928 = stablehlo.constant dense<0.001> : tensor<1x1x384x96xf32>
    %5929 = stablehlo.add %5927, %5928 : tensor<1x1x384x96xf32>
    %5930 = stablehlo.rsqrt %5929 : tensor<1x1x384x96xf32>
    %5931 = stablehlo.multiply %5930, %4901 : tensor<1x1x384x96xf32>
    %5932 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5933 = stablehlo.multiply %3881, %3881 : tensor<96xf32>
    %5934 = stablehlo.multiply %5932, %5933 : tensor<96xf32>
    %5935 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5936 = stablehlo.multiply %5935, %nu.blocks.4.0.bn3.g : tensor<96xf32>
    %5937 = stablehlo.add %5934, %5936 : tensor<96xf32>
    %5938 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5939 = stablehlo.add %5937, %5938 : tensor<96xf32>
    %5940 = stablehlo.rsqrt %5939 : tensor<96xf32>
    %5941 = stablehlo.multiply %5940, %3881 : tensor<96xf32>
    %5942 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %5943 = stablehlo.multiply %3884, %3884 : tensor<96xf32>
    %5944 = stablehlo.multiply %5942, %5943 : tensor<96xf32>
    %5945 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %5946 = stablehlo.multiply %5945, %nu.blocks.4.0.bn3.b : tensor<96xf32>
    %5947 = stablehlo.add %5944, %5946 : tensor<96xf32>
    %5948 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %5949 = stablehlo.add %5947, %5948 : tensor<96xf32>
    %5950 = stablehlo.rsqrt %5949 : tensor<96xf32>
    %5951 = stablehlo.multiply %5950, %3884 : tensor<96xf32>
    %5952 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %5953 = stablehlo.multiply %4904, %4904 : tensor<1x1x96x576xf32>
    %5954 = stablehlo.multiply %5952, %5953 : tensor<1x1x96x576xf32>
    %5955 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %5956 = stablehlo.multiply %5955, %nu.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %5957 = stablehlo.add %5954, %5956 : tensor<1x1x96x576xf32>
    %5958 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %5959 = stablehlo.add %5957, %5958 : tensor<1x1x96x576xf32>
    %5960 = stablehlo.rsqrt %5959 : tensor<1x1x96x576xf32>
    %5961 = stablehlo.multiply %5960, %4904 : tensor<1x1x96x576xf32>
    %5962 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5963 = stablehlo.multiply %3890, %3890 : tensor<576xf32>
    %5964 = stablehlo.multiply %5962, %5963 : tensor<576xf32>
    %5965 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5966 = stablehlo.multiply %5965, %nu.blocks.4.1.bn1.g : tensor<576xf32>
    %5967 = stablehlo.add %5964, %5966 : tensor<576xf32>
    %5968 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5969 = stablehlo.add %5967, %5968 : tensor<576xf32>
    %5970 = stablehlo.rsqrt %5969 : tensor<576xf32>
    %5971 = stablehlo.multiply %5970, %3890 : tensor<576xf32>
    %5972 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5973 = stablehlo.multiply %3893, %3893 : tensor<576xf32>
    %5974 = stablehlo.multiply %5972, %5973 : tensor<576xf32>
    %5975 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5976 = stablehlo.multiply %5975, %nu.blocks.4.1.bn1.b : tensor<576xf32>
    %5977 = stablehlo.add %5974, %5976 : tensor<576xf32>
    %5978 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5979 = stablehlo.add %5977, %5978 : tensor<576xf32>
    %5980 = stablehlo.rsqrt %5979 : tensor<576xf32>
    %5981 = stablehlo.multiply %5980, %3893 : tensor<576xf32>
    %5982 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %5983 = stablehlo.multiply %4907, %4907 : tensor<3x3x1x576xf32>
    %5984 = stablehlo.multiply %5982, %5983 : tensor<3x3x1x576xf32>
    %5985 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %5986 = stablehlo.multiply %5985, %nu.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %5987 = stablehlo.add %5984, %5986 : tensor<3x3x1x576xf32>
    %5988 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %5989 = stablehlo.add %5987, %5988 : tensor<3x3x1x576xf32>
    %5990 = stablehlo.rsqrt %5989 : tensor<3x3x1x576xf32>
    %5991 = stablehlo.multiply %5990, %4907 : tensor<3x3x1x576xf32>
    %5992 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5993 = stablehlo.multiply %3899, %3899 : tensor<576xf32>
    %5994 = stablehlo.multiply %5992, %5993 : tensor<576xf32>
    %5995 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5996 = stablehlo.multiply %5995, %nu.blocks.4.1.bn2.g : tensor<576xf32>
    %5997 = stablehlo.add %5994, %5996 : tensor<576xf32>
    %5998 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5999 = stablehlo.add %5997, %5998 : tensor<576xf32>
    %6000 = stablehlo.rsqrt %5999 : tensor<576xf32>
    %6001 = stablehlo.multiply %6000, %3899 : tensor<576xf32>
    %6002 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6003 = stablehlo.multiply %3902, %3902 : tensor<576xf32>
    %6004 = stablehlo.multiply %6002, %6003 : tensor<576xf32>
    %6005 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6006 = stablehlo.multiply %6005, %nu.blocks.4.1.bn2.b : tensor<576xf32>
    %6007 = stablehlo.add %6004, %6006 : tensor<576xf32>
    %6008 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6009 = stablehlo.add %6007, %6008 : tensor<576xf32>
    %6010 = stablehlo.rsqrt %6009 : tensor<576xf32>
    %6011 = stablehlo.multiply %6010, %3902 : tensor<576xf32>
    %6012 = stablehlo.constant dense<0.1> : tensor<1x1x576x96xf32>
    %6013 = stablehlo.multiply %4910, %4910 : tensor<1x1x576x96xf32>
    %6014 = stablehlo.multiply %6012, %6013 : tensor<1x1x576x96xf32>
    %6015 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %6016 = stablehlo.multiply %6015, %nu.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %6017 = stablehlo.add %6014, %6016 : tensor<1x1x576x96xf32>
    %6018 = stablehlo.constant dense<0.001> : tensor<1x1x576x96xf32>
    %6019 = stablehlo.add %6017, %6018 : tensor<1x1x576x96xf32>
    %6020 = stablehlo.rsqrt %6019 : tensor<1x1x576x96xf32>
    %6021 = stablehlo.multiply %6020, %4910 : tensor<1x1x576x96xf32>
    %6022 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %6023 = stablehlo.multiply %3908, %3908 : tensor<96xf32>
    %6024 = stablehlo.multiply %6022, %6023 : tensor<96xf32>
    %6025 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6026 = stablehlo.multiply %6025, %nu.blocks.4.1.bn3.g : tensor<96xf32>
    %6027 = stablehlo.add %6024, %6026 : tensor<96xf32>
    %6028 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %6029 = stablehlo.add %6027, %6028 : tensor<96xf32>
    %6030 = stablehlo.rsqrt %6029 : tensor<96xf32>
    %6031 = stablehlo.multiply %6030, %3908 : tensor<96xf32>
    %6032 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %6033 = stablehlo.multiply %3911, %3911 : tensor<96xf32>
    %6034 = stablehlo.multiply %6032, %6033 : tensor<96xf32>
    %6035 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6036 = stablehlo.multiply %6035, %nu.blocks.4.1.bn3.b : tensor<96xf32>
    %6037 = stablehlo.add %6034, %6036 : tensor<96xf32>
    %6038 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %6039 = stablehlo.add %6037, %6038 : tensor<96xf32>
    %6040 = stablehlo.rsqrt %6039 : tensor<96xf32>
    %6041 = stablehlo.multiply %6040, %3911 : tensor<96xf32>
    %6042 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %6043 = stablehlo.multiply %4913, %4913 : tensor<1x1x96x576xf32>
    %6044 = stablehlo.multiply %6042, %6043 : tensor<1x1x96x576xf32>
    %6045 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %6046 = stablehlo.multiply %6045, %nu.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %6047 = stablehlo.add %6044, %6046 : tensor<1x1x96x576xf32>
    %6048 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %6049 = stablehlo.add %6047, %6048 : tensor<1x1x96x576xf32>
    %6050 = stablehlo.rsqrt %6049 : tensor<1x1x96x576xf32>
    %6051 = stablehlo.multiply %6050, %4913 : tensor<1x1x96x576xf32>
    %6052 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6053 = stablehlo.multiply %3917, %3917 : tensor<576xf32>
    %6054 = stablehlo.multiply %6052, %6053 : tensor<576xf32>
    %6055 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6056 = stablehlo.multiply %6055, %nu.blocks.4.2.bn1.g : tensor<576xf32>
    %6057 = stablehlo.add %6054, %6056 : tensor<576xf32>
    %6058 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6059 = stablehlo.add %6057, %6058 : tensor<576xf32>
    %6060 = stablehlo.rsqrt %6059 : tensor<576xf32>
    %6061 = stablehlo.multiply %6060, %3917 : tensor<576xf32>
    %6062 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6063 = stablehlo.multiply %3920, %3920 : tensor<576xf32>
    %6064 = stablehlo.multiply %6062, %6063 : tensor<576xf32>
    %6065 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6066 = stablehlo.multiply %6065, %nu.blocks.4.2.bn1.b : tensor<576xf32>
    %6067 = stablehlo.add %6064, %6066 : tensor<576xf32>
    %6068 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6069 = stablehlo.add %6067, %6068 : tensor<576xf32>
    %6070 = stablehlo.rsqrt %6069 : tensor<576xf32>
    %6071 = stablehlo.multiply %6070, %3920 : tensor<576xf32>
    %6072 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %6073 = stablehlo.multiply %4916, %4916 : tensor<3x3x1x576xf32>
    %6074 = stablehlo.multiply %6072, %6073 : tensor<3x3x1x576xf32>
    %6075 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %6076 = stablehlo.multiply %6075, %nu.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %6077 = stablehlo.add %6074, %6076 : tensor<3x3x1x576xf32>
    %6078 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %6079 = stablehlo.add %6077, %6078 : tensor<3x3x1x576xf32>
    %6080 = stablehlo.rsqrt %6079 : tensor<3x3x1x576xf32>
    %6081 = stablehlo.multiply %6080, %4916 : tensor<3x3x1x576xf32>
    %6082 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6083 = stablehlo.multiply %3926, %3926 : tensor<576xf32>
    %6084 = stablehlo.multiply %6082, %6083 : tensor<576xf32>
    %6085 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6086 = stablehlo.multiply %6085, %nu.blocks.4.2.bn2.g : tensor<576xf32>
    %6087 = stablehlo.add %6084, %6086 : tensor<576xf32>
    %6088 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6089 = stablehlo.add %6087, %6088 : tensor<576xf32>
    %6090 = stablehlo.rsqrt %6089 : tensor<576xf32>
    %6091 = stablehlo.multiply %6090, %3926 : tensor<576xf32>
    %6092 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6093 = stablehlo.multiply %3929, %3929 : tensor<576xf32>
    %6094 = stablehlo.multiply %6092, %6093 : tensor<576xf32>
    %6095 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6096 = stablehlo.multiply %6095, %nu.blocks.4.2.bn2.b : tensor<576xf32>
    %6097 = stablehlo.add %6094, %6096 : tensor<576xf32>
    %6098 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6099 = stablehlo.add %6097, %6098 : tensor<576xf32>
    %6100 = stablehlo.rsqrt %6099 : tensor<576xf32>
    %6101 = stablehlo.multiply %6100, %3929 : tensor<576xf32>
    %6102 = stablehlo.constant dense<0.1> : tensor<1x1x576x96xf32>
    %6103 = stablehlo.multiply %4919, %4919 : tensor<1x1x576x96xf32>
    %6104 = stablehlo.multiply %6102, %6103 : tensor<1x1x576x96xf32>
    %6105 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %6106 = stablehlo.multiply %6105, %nu.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %6107 = stablehlo.add %6104, %6106 : tensor<1x1x576x96xf32>
    %6108 = stablehlo.constant dense<0.001> : tensor<1x1x576x96xf32>
    %6109 = stablehlo.add %6107, %6108 : tensor<1x1x576x96xf32>
    %6110 = stablehlo.rsqrt %6109 : tensor<1x1x576x96xf32>
    %6111 = stablehlo.multiply %6110, %4919 : tensor<1x1x576x96xf32>
    %6112 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %6113 = stablehlo.multiply %3935, %3935 : tensor<96xf32>
    %6114 = stablehlo.multiply %6112, %6113 : tensor<96xf32>
    %6115 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6116 = stablehlo.multiply %6115, %nu.blocks.4.2.bn3.g : tensor<96xf32>
    %6117 = stablehlo.add %6114, %6116 : tensor<96xf32>
    %6118 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %6119 = stablehlo.add %6117, %6118 : tensor<96xf32>
    %6120 = stablehlo.rsqrt %6119 : tensor<96xf32>
    %6121 = stablehlo.multiply %6120, %3935 : tensor<96xf32>
    %6122 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %6123 = stablehlo.multiply %3938, %3938 : tensor<96xf32>
    %6124 = stablehlo.multiply %6122, %6123 : tensor<96xf32>
    %6125 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6126 = stablehlo.multiply %6125, %nu.blocks.4.2.bn3.b : tensor<96xf32>
    %6127 = stablehlo.add %6124, %6126 : tensor<96xf32>
    %6128 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %6129 = stablehlo.add %6127, %6128 : tensor<96xf32>
    %6130 = stablehlo.rsqrt %6129 : tensor<96xf32>
    %6131 = stablehlo.multiply %6130, %3938 : tensor<96xf32>
    %6132 = stablehlo.constant dense<0.1> : tensor<1x1x96x576xf32>
    %6133 = stablehlo.multiply %4922, %4922 : tensor<1x1x96x576xf32>
    %6134 = stablehlo.multiply %6132, %6133 : tensor<1x1x96x576xf32>
    %6135 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %6136 = stablehlo.multiply %6135, %nu.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %6137 = stablehlo.add %6134, %6136 : tensor<1x1x96x576xf32>
    %6138 = stablehlo.constant dense<0.001> : tensor<1x1x96x576xf32>
    %6139 = stablehlo.add %6137, %6138 : tensor<1x1x96x576xf32>
    %6140 = stablehlo.rsqrt %6139 : tensor<1x1x96x576xf32>
    %6141 = stablehlo.multiply %6140, %4922 : tensor<1x1x96x576xf32>
    %6142 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6143 = stablehlo.multiply %3944, %3944 : tensor<576xf32>
    %6144 = stablehlo.multiply %6142, %6143 : tensor<576xf32>
    %6145 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6146 = stablehlo.multiply %6145, %nu.blocks.5.0.bn1.g : tensor<576xf32>
    %6147 = stablehlo.add %6144, %6146 : tensor<576xf32>
    %6148 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6149 = stablehlo.add %6147, %6148 : tensor<576xf32>
    %6150 = stablehlo.rsqrt %6149 : tensor<576xf32>
    %6151 = stablehlo.multiply %6150, %3944 : tensor<576xf32>
    %6152 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6153 = stablehlo.multiply %3947, %3947 : tensor<576xf32>
    %6154 = stablehlo.multiply %6152, %6153 : tensor<576xf32>
    %6155 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6156 = stablehlo.multiply %6155, %nu.blocks.5.0.bn1.b : tensor<576xf32>
    %6157 = stablehlo.add %6154, %6156 : tensor<576xf32>
    %6158 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6159 = stablehlo.add %6157, %6158 : tensor<576xf32>
    %6160 = stablehlo.rsqrt %6159 : tensor<576xf32>
    %6161 = stablehlo.multiply %6160, %3947 : tensor<576xf32>
    %6162 = stablehlo.constant dense<0.1> : tensor<3x3x1x576xf32>
    %6163 = stablehlo.multiply %4925, %4925 : tensor<3x3x1x576xf32>
    %6164 = stablehlo.multiply %6162, %6163 : tensor<3x3x1x576xf32>
    %6165 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %6166 = stablehlo.multiply %6165, %nu.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %6167 = stablehlo.add %6164, %6166 : tensor<3x3x1x576xf32>
    %6168 = stablehlo.constant dense<0.001> : tensor<3x3x1x576xf32>
    %6169 = stablehlo.add %6167, %6168 : tensor<3x3x1x576xf32>
    %6170 = stablehlo.rsqrt %6169 : tensor<3x3x1x576xf32>
    %6171 = stablehlo.multiply %6170, %4925 : tensor<3x3x1x576xf32>
    %6172 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6173 = stablehlo.multiply %3953, %3953 : tensor<576xf32>
    %6174 = stablehlo.multiply %6172, %6173 : tensor<576xf32>
    %6175 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6176 = stablehlo.multiply %6175, %nu.blocks.5.0.bn2.g : tensor<576xf32>
    %6177 = stablehlo.add %6174, %6176 : tensor<576xf32>
    %6178 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6179 = stablehlo.add %6177, %6178 : tensor<576xf32>
    %6180 = stablehlo.rsqrt %6179 : tensor<576xf32>
    %6181 = stablehlo.multiply %6180, %3953 : tensor<576xf32>
    %6182 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6183 = stablehlo.multiply %3956, %3956 : tensor<576xf32>
    %6184 = stablehlo.multiply %6182, %6183 : tensor<576xf32>
    %6185 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6186 = stablehlo.multiply %6185, %nu.blocks.5.0.bn2.b : tensor<576xf32>
    %6187 = stablehlo.add %6184, %6186 : tensor<576xf32>
    %6188 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6189 = stablehlo.add %6187, %6188 : tensor<576xf32>
    %6190 = stablehlo.rsqrt %6189 : tensor<576xf32>
    %6191 = stablehlo.multiply %6190, %3956 : tensor<576xf32>
    %6192 = stablehlo.constant dense<0.1> : tensor<1x1x576x160xf32>
    %6193 = stablehlo.multiply %4928, %4928 : tensor<1x1x576x160xf32>
    %6194 = stablehlo.multiply %6192, %6193 : tensor<1x1x576x160xf32>
    %6195 = stablehlo.constant dense<0.9> : tensor<1x1x576x160xf32>
    %6196 = stablehlo.multiply %6195, %nu.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %6197 = stablehlo.add %6194, %6196 : tensor<1x1x576x160xf32>
    %6198 = stablehlo.constant dense<0.001> : tensor<1x1x576x160xf32>
    %6199 = stablehlo.add %6197, %6198 : tensor<1x1x576x160xf32>
    %6200 = stablehlo.rsqrt %6199 : tensor<1x1x576x160xf32>
    %6201 = stablehlo.multiply %6200, %4928 : tensor<1x1x576x160xf32>
    %6202 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6203 = stablehlo.multiply %3962, %3962 : tensor<160xf32>
    %6204 = stablehlo.multiply %6202, %6203 : tensor<160xf32>
    %6205 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6206 = stablehlo.multiply %6205, %nu.blocks.5.0.bn3.g : tensor<160xf32>
    %6207 = stablehlo.add %6204, %6206 : tensor<160xf32>
    %6208 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6209 = stablehlo.add %6207, %6208 : tensor<160xf32>
    %6210 = stablehlo.rsqrt %6209 : tensor<160xf32>
    %6211 = stablehlo.multiply %6210, %3962 : tensor<160xf32>
    %6212 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6213 = stablehlo.multiply %3965, %3965 : tensor<160xf32>
    %6214 = stablehlo.multiply %6212, %6213 : tensor<160xf32>
    %6215 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6216 = stablehlo.multiply %6215, %nu.blocks.5.0.bn3.b : tensor<160xf32>
    %6217 = stablehlo.add %6214, %6216 : tensor<160xf32>
    %6218 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6219 = stablehlo.add %6217, %6218 : tensor<160xf32>
    %6220 = stablehlo.rsqrt %6219 : tensor<160xf32>
    %6221 = stablehlo.multiply %6220, %3965 : tensor<160xf32>
    %6222 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %6223 = stablehlo.multiply %4931, %4931 : tensor<1x1x160x960xf32>
    %6224 = stablehlo.multiply %6222, %6223 : tensor<1x1x160x960xf32>
    %6225 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6226 = stablehlo.multiply %6225, %nu.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %6227 = stablehlo.add %6224, %6226 : tensor<1x1x160x960xf32>
    %6228 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %6229 = stablehlo.add %6227, %6228 : tensor<1x1x160x960xf32>
    %6230 = stablehlo.rsqrt %6229 : tensor<1x1x160x960xf32>
    %6231 = stablehlo.multiply %6230, %4931 : tensor<1x1x160x960xf32>
    %6232 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6233 = stablehlo.multiply %3971, %3971 : tensor<960xf32>
    %6234 = stablehlo.multiply %6232, %6233 : tensor<960xf32>
    %6235 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6236 = stablehlo.multiply %6235, %nu.blocks.5.1.bn1.g : tensor<960xf32>
    %6237 = stablehlo.add %6234, %6236 : tensor<960xf32>
    %6238 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6239 = stablehlo.add %6237, %6238 : tensor<960xf32>
    %6240 = stablehlo.rsqrt %6239 : tensor<960xf32>
    %6241 = stablehlo.multiply %6240, %3971 : tensor<960xf32>
    %6242 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6243 = stablehlo.multiply %3974, %3974 : tensor<960xf32>
    %6244 = stablehlo.multiply %6242, %6243 : tensor<960xf32>
    %6245 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6246 = stablehlo.multiply %6245, %nu.blocks.5.1.bn1.b : tensor<960xf32>
    %6247 = stablehlo.add %6244, %6246 : tensor<960xf32>
    %6248 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6249 = stablehlo.add %6247, %6248 : tensor<960xf32>
    %6250 = stablehlo.rsqrt %6249 : tensor<960xf32>
    %6251 = stablehlo.multiply %6250, %3974 : tensor<960xf32>
    %6252 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %6253 = stablehlo.multiply %4934, %4934 : tensor<3x3x1x960xf32>
    %6254 = stablehlo.multiply %6252, %6253 : tensor<3x3x1x960xf32>
    %6255 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6256 = stablehlo.multiply %6255, %nu.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %6257 = stablehlo.add %6254, %6256 : tensor<3x3x1x960xf32>
    %6258 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %6259 = stablehlo.add %6257, %6258 : tensor<3x3x1x960xf32>
    %6260 = stablehlo.rsqrt %6259 : tensor<3x3x1x960xf32>
    %6261 = stablehlo.multiply %6260, %4934 : tensor<3x3x1x960xf32>
    %6262 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6263 = stablehlo.multiply %3980, %3980 : tensor<960xf32>
    %6264 = stablehlo.multiply %6262, %6263 : tensor<960xf32>
    %6265 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6266 = stablehlo.multiply %6265, %nu.blocks.5.1.bn2.g : tensor<960xf32>
    %6267 = stablehlo.add %6264, %6266 : tensor<960xf32>
    %6268 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6269 = stablehlo.add %6267, %6268 : tensor<960xf32>
    %6270 = stablehlo.rsqrt %6269 : tensor<960xf32>
    %6271 = stablehlo.multiply %6270, %3980 : tensor<960xf32>
    %6272 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6273 = stablehlo.multiply %3983, %3983 : tensor<960xf32>
    %6274 = stablehlo.multiply %6272, %6273 : tensor<960xf32>
    %6275 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6276 = stablehlo.multiply %6275, %nu.blocks.5.1.bn2.b : tensor<960xf32>
    %6277 = stablehlo.add %6274, %6276 : tensor<960xf32>
    %6278 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6279 = stablehlo.add %6277, %6278 : tensor<960xf32>
    %6280 = stablehlo.rsqrt %6279 : tensor<960xf32>
    %6281 = stablehlo.multiply %6280, %3983 : tensor<960xf32>
    %6282 = stablehlo.constant dense<0.1> : tensor<1x1x960x160xf32>
    %6283 = stablehlo.multiply %4937, %4937 : tensor<1x1x960x160xf32>
    %6284 = stablehlo.multiply %6282, %6283 : tensor<1x1x960x160xf32>
    %6285 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %6286 = stablehlo.multiply %6285, %nu.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %6287 = stablehlo.add %6284, %6286 : tensor<1x1x960x160xf32>
    %6288 = stablehlo.constant dense<0.001> : tensor<1x1x960x160xf32>
    %6289 = stablehlo.add %6287, %6288 : tensor<1x1x960x160xf32>
    %6290 = stablehlo.rsqrt %6289 : tensor<1x1x960x160xf32>
    %6291 = stablehlo.multiply %6290, %4937 : tensor<1x1x960x160xf32>
    %6292 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6293 = stablehlo.multiply %3989, %3989 : tensor<160xf32>
    %6294 = stablehlo.multiply %6292, %6293 : tensor<160xf32>
    %6295 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6296 = stablehlo.multiply %6295, %nu.blocks.5.1.bn3.g : tensor<160xf32>
    %6297 = stablehlo.add %6294, %6296 : tensor<160xf32>
    %6298 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6299 = stablehlo.add %6297, %6298 : tensor<160xf32>
    %6300 = stablehlo.rsqrt %6299 : tensor<160xf32>
    %6301 = stablehlo.multiply %6300, %3989 : tensor<160xf32>
    %6302 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6303 = stablehlo.multiply %3992, %3992 : tensor<160xf32>
    %6304 = stablehlo.multiply %6302, %6303 : tensor<160xf32>
    %6305 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6306 = stablehlo.multiply %6305, %nu.blocks.5.1.bn3.b : tensor<160xf32>
    %6307 = stablehlo.add %6304, %6306 : tensor<160xf32>
    %6308 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6309 = stablehlo.add %6307, %6308 : tensor<160xf32>
    %6310 = stablehlo.rsqrt %6309 : tensor<160xf32>
    %6311 = stablehlo.multiply %6310, %3992 : tensor<160xf32>
    %6312 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %6313 = stablehlo.multiply %4940, %4940 : tensor<1x1x160x960xf32>
    %6314 = stablehlo.multiply %6312, %6313 : tensor<1x1x160x960xf32>
    %6315 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6316 = stablehlo.multiply %6315, %nu.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %6317 = stablehlo.add %6314, %6316 : tensor<1x1x160x960xf32>
    %6318 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %6319 = stablehlo.add %6317, %6318 : tensor<1x1x160x960xf32>
    %6320 = stablehlo.rsqrt %6319 : tensor<1x1x160x960xf32>
    %6321 = stablehlo.multiply %6320, %4940 : tensor<1x1x160x960xf32>
    %6322 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6323 = stablehlo.multiply %3998, %3998 : tensor<960xf32>
    %6324 = stablehlo.multiply %6322, %6323 : tensor<960xf32>
    %6325 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6326 = stablehlo.multiply %6325, %nu.blocks.5.2.bn1.g : tensor<960xf32>
    %6327 = stablehlo.add %6324, %6326 : tensor<960xf32>
    %6328 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6329 = stablehlo.add %6327, %6328 : tensor<960xf32>
    %6330 = stablehlo.rsqrt %6329 : tensor<960xf32>
    %6331 = stablehlo.multiply %6330, %3998 : tensor<960xf32>
    %6332 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6333 = stablehlo.multiply %4001, %4001 : tensor<960xf32>
    %6334 = stablehlo.multiply %6332, %6333 : tensor<960xf32>
    %6335 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6336 = stablehlo.multiply %6335, %nu.blocks.5.2.bn1.b : tensor<960xf32>
    %6337 = stablehlo.add %6334, %6336 : tensor<960xf32>
    %6338 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6339 = stablehlo.add %6337, %6338 : tensor<960xf32>
    %6340 = stablehlo.rsqrt %6339 : tensor<960xf32>
    %6341 = stablehlo.multiply %6340, %4001 : tensor<960xf32>
    %6342 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %6343 = stablehlo.multiply %4943, %4943 : tensor<3x3x1x960xf32>
    %6344 = stablehlo.multiply %6342, %6343 : tensor<3x3x1x960xf32>
    %6345 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6346 = stablehlo.multiply %6345, %nu.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %6347 = stablehlo.add %6344, %6346 : tensor<3x3x1x960xf32>
    %6348 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %6349 = stablehlo.add %6347, %6348 : tensor<3x3x1x960xf32>
    %6350 = stablehlo.rsqrt %6349 : tensor<3x3x1x960xf32>
    %6351 = stablehlo.multiply %6350, %4943 : tensor<3x3x1x960xf32>
    %6352 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6353 = stablehlo.multiply %4007, %4007 : tensor<960xf32>
    %6354 = stablehlo.multiply %6352, %6353 : tensor<960xf32>
    %6355 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6356 = stablehlo.multiply %6355, %nu.blocks.5.2.bn2.g : tensor<960xf32>
    %6357 = stablehlo.add %6354, %6356 : tensor<960xf32>
    %6358 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6359 = stablehlo.add %6357, %6358 : tensor<960xf32>
    %6360 = stablehlo.rsqrt %6359 : tensor<960xf32>
    %6361 = stablehlo.multiply %6360, %4007 : tensor<960xf32>
    %6362 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6363 = stablehlo.multiply %4010, %4010 : tensor<960xf32>
    %6364 = stablehlo.multiply %6362, %6363 : tensor<960xf32>
    %6365 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6366 = stablehlo.multiply %6365, %nu.blocks.5.2.bn2.b : tensor<960xf32>
    %6367 = stablehlo.add %6364, %6366 : tensor<960xf32>
    %6368 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6369 = stablehlo.add %6367, %6368 : tensor<960xf32>
    %6370 = stablehlo.rsqrt %6369 : tensor<960xf32>
    %6371 = stablehlo.multiply %6370, %4010 : tensor<960xf32>
    %6372 = stablehlo.constant dense<0.1> : tensor<1x1x960x160xf32>
    %6373 = stablehlo.multiply %4946, %4946 : tensor<1x1x960x160xf32>
    %6374 = stablehlo.multiply %6372, %6373 : tensor<1x1x960x160xf32>
    %6375 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %6376 = stablehlo.multiply %6375, %nu.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %6377 = stablehlo.add %6374, %6376 : tensor<1x1x960x160xf32>
    %6378 = stablehlo.constant dense<0.001> : tensor<1x1x960x160xf32>
    %6379 = stablehlo.add %6377, %6378 : tensor<1x1x960x160xf32>
    %6380 = stablehlo.rsqrt %6379 : tensor<1x1x960x160xf32>
    %6381 = stablehlo.multiply %6380, %4946 : tensor<1x1x960x160xf32>
    %6382 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6383 = stablehlo.multiply %4016, %4016 : tensor<160xf32>
    %6384 = stablehlo.multiply %6382, %6383 : tensor<160xf32>
    %6385 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6386 = stablehlo.multiply %6385, %nu.blocks.5.2.bn3.g : tensor<160xf32>
    %6387 = stablehlo.add %6384, %6386 : tensor<160xf32>
    %6388 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6389 = stablehlo.add %6387, %6388 : tensor<160xf32>
    %6390 = stablehlo.rsqrt %6389 : tensor<160xf32>
    %6391 = stablehlo.multiply %6390, %4016 : tensor<160xf32>
    %6392 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %6393 = stablehlo.multiply %4019, %4019 : tensor<160xf32>
    %6394 = stablehlo.multiply %6392, %6393 : tensor<160xf32>
    %6395 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %6396 = stablehlo.multiply %6395, %nu.blocks.5.2.bn3.b : tensor<160xf32>
    %6397 = stablehlo.add %6394, %6396 : tensor<160xf32>
    %6398 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %6399 = stablehlo.add %6397, %6398 : tensor<160xf32>
    %6400 = stablehlo.rsqrt %6399 : tensor<160xf32>
    %6401 = stablehlo.multiply %6400, %4019 : tensor<160xf32>
    %6402 = stablehlo.constant dense<0.1> : tensor<1x1x160x960xf32>
    %6403 = stablehlo.multiply %4949, %4949 : tensor<1x1x160x960xf32>
    %6404 = stablehlo.multiply %6402, %6403 : tensor<1x1x160x960xf32>
    %6405 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %6406 = stablehlo.multiply %6405, %nu.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %6407 = stablehlo.add %6404, %6406 : tensor<1x1x160x960xf32>
    %6408 = stablehlo.constant dense<0.001> : tensor<1x1x160x960xf32>
    %6409 = stablehlo.add %6407, %6408 : tensor<1x1x160x960xf32>
    %6410 = stablehlo.rsqrt %6409 : tensor<1x1x160x960xf32>
    %6411 = stablehlo.multiply %6410, %4949 : tensor<1x1x160x960xf32>
    %6412 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6413 = stablehlo.multiply %4025, %4025 : tensor<960xf32>
    %6414 = stablehlo.multiply %6412, %6413 : tensor<960xf32>
    %6415 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6416 = stablehlo.multiply %6415, %nu.blocks.6.0.bn1.g : tensor<960xf32>
    %6417 = stablehlo.add %6414, %6416 : tensor<960xf32>
    %6418 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6419 = stablehlo.add %6417, %6418 : tensor<960xf32>
    %6420 = stablehlo.rsqrt %6419 : tensor<960xf32>
    %6421 = stablehlo.multiply %6420, %4025 : tensor<960xf32>
    %6422 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6423 = stablehlo.multiply %4028, %4028 : tensor<960xf32>
    %6424 = stablehlo.multiply %6422, %6423 : tensor<960xf32>
    %6425 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6426 = stablehlo.multiply %6425, %nu.blocks.6.0.bn1.b : tensor<960xf32>
    %6427 = stablehlo.add %6424, %6426 : tensor<960xf32>
    %6428 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6429 = stablehlo.add %6427, %6428 : tensor<960xf32>
    %6430 = stablehlo.rsqrt %6429 : tensor<960xf32>
    %6431 = stablehlo.multiply %6430, %4028 : tensor<960xf32>
    %6432 = stablehlo.constant dense<0.1> : tensor<3x3x1x960xf32>
    %6433 = stablehlo.multiply %4952, %4952 : tensor<3x3x1x960xf32>
    %6434 = stablehlo.multiply %6432, %6433 : tensor<3x3x1x960xf32>
    %6435 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %6436 = stablehlo.multiply %6435, %nu.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %6437 = stablehlo.add %6434, %6436 : tensor<3x3x1x960xf32>
    %6438 = stablehlo.constant dense<0.001> : tensor<3x3x1x960xf32>
    %6439 = stablehlo.add %6437, %6438 : tensor<3x3x1x960xf32>
    %6440 = stablehlo.rsqrt %6439 : tensor<3x3x1x960xf32>
    %6441 = stablehlo.multiply %6440, %4952 : tensor<3x3x1x960xf32>
    %6442 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6443 = stablehlo.multiply %4034, %4034 : tensor<960xf32>
    %6444 = stablehlo.multiply %6442, %6443 : tensor<960xf32>
    %6445 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6446 = stablehlo.multiply %6445, %nu.blocks.6.0.bn2.g : tensor<960xf32>
    %6447 = stablehlo.add %6444, %6446 : tensor<960xf32>
    %6448 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6449 = stablehlo.add %6447, %6448 : tensor<960xf32>
    %6450 = stablehlo.rsqrt %6449 : tensor<960xf32>
    %6451 = stablehlo.multiply %6450, %4034 : tensor<960xf32>
    %6452 = stablehlo.constant dense<0.1> : tensor<960xf32>
    %6453 = stablehlo.multiply %4037, %4037 : tensor<960xf32>
    %6454 = stablehlo.multiply %6452, %6453 : tensor<960xf32>
    %6455 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %6456 = stablehlo.multiply %6455, %nu.blocks.6.0.bn2.b : tensor<960xf32>
    %6457 = stablehlo.add %6454, %6456 : tensor<960xf32>
    %6458 = stablehlo.constant dense<0.001> : tensor<960xf32>
    %6459 = stablehlo.add %6457, %6458 : tensor<960xf32>
    %6460 = stablehlo.rsqrt %6459 : tensor<960xf32>
    %6461 = stablehlo.multiply %6460, %4037 : tensor<960xf32>
    %6462 = stablehlo.constant dense<0.1> : tensor<1x1x960x320xf32>
    %6463 = stablehlo.multiply %4955, %4955 : tensor<1x1x960x320xf32>
    %6464 = stablehlo.multiply %6462, %6463 : tensor<1x1x960x320xf32>
    %6465 = stablehlo.constant dense<0.9> : tensor<1x1x960x320xf32>
    %6466 = stablehlo.multiply %6465, %nu.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %6467 = stablehlo.add %6464, %6466 : tensor<1x1x960x320xf32>
    %6468 = stablehlo.constant dense<0.001> : tensor<1x1x960x320xf32>
    %6469 = stablehlo.add %6467, %6468 : tensor<1x1x960x320xf32>
    %6470 = stablehlo.rsqrt %6469 : tensor<1x1x960x320xf32>
    %6471 = stablehlo.multiply %6470, %4955 : tensor<1x1x960x320xf32>
    %6472 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %6473 = stablehlo.multiply %4043, %4043 : tensor<320xf32>
    %6474 = stablehlo.multiply %6472, %6473 : tensor<320xf32>
    %6475 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %6476 = stablehlo.multiply %6475, %nu.blocks.6.0.bn3.g : tensor<320xf32>
    %6477 = stablehlo.add %6474, %6476 : tensor<320xf32>
    %6478 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %6479 = stablehlo.add %6477, %6478 : tensor<320xf32>
    %6480 = stablehlo.rsqrt %6479 : tensor<320xf32>
    %6481 = stablehlo.multiply %6480, %4043 : tensor<320xf32>
    %6482 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %6483 = stablehlo.multiply %4046, %4046 : tensor<320xf32>
    %6484 = stablehlo.multiply %6482, %6483 : tensor<320xf32>
    %6485 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %6486 = stablehlo.multiply %6485, %nu.blocks.6.0.bn3.b : tensor<320xf32>
    %6487 = stablehlo.add %6484, %6486 : tensor<320xf32>
    %6488 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %6489 = stablehlo.add %6487, %6488 : tensor<320xf32>
    %6490 = stablehlo.rsqrt %6489 : tensor<320xf32>
    %6491 = stablehlo.multiply %6490, %4046 : tensor<320xf32>
    %6492 = stablehlo.constant dense<0.1> : tensor<1x1x320x1280xf32>
    %6493 = stablehlo.multiply %4958, %4958 : tensor<1x1x320x1280xf32>
    %6494 = stablehlo.multiply %6492, %6493 : tensor<1x1x320x1280xf32>
    %6495 = stablehlo.constant dense<0.9> : tensor<1x1x320x1280xf32>
    %6496 = stablehlo.multiply %6495, %nu.conv_head.w : tensor<1x1x320x1280xf32>
    %6497 = stablehlo.add %6494, %6496 : tensor<1x1x320x1280xf32>
    %6498 = stablehlo.constant dense<0.001> : tensor<1x1x320x1280xf32>
    %6499 = stablehlo.add %6497, %6498 : tensor<1x1x320x1280xf32>
    %6500 = stablehlo.rsqrt %6499 : tensor<1x1x320x1280xf32>
    %6501 = stablehlo.multiply %6500, %4958 : tensor<1x1x320x1280xf32>
    %6502 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %6503 = stablehlo.multiply %4052, %4052 : tensor<1280xf32>
    %6504 = stablehlo.multiply %6502, %6503 : tensor<1280xf32>
    %6505 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %6506 = stablehlo.multiply %6505, %nu.bn2.g : tensor<1280xf32>
    %6507 = stablehlo.add %6504, %6506 : tensor<1280xf32>
    %6508 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %6509 = stablehlo.add %6507, %6508 : tensor<1280xf32>
    %6510 = stablehlo.rsqrt %6509 : tensor<1280xf32>
    %6511 = stablehlo.multiply %6510, %4052 : tensor<1280xf32>
    %6512 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %6513 = stablehlo.multiply %4055, %4055 : tensor<1280xf32>
    %6514 = stablehlo.multiply %6512, %6513 : tensor<1280xf32>
    %6515 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %6516 = stablehlo.multiply %6515, %nu.bn2.b : tensor<1280xf32>
    %6517 = stablehlo.add %6514, %6516 : tensor<1280xf32>
    %6518 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %6519 = stablehlo.add %6517, %6518 : tensor<1280xf32>
    %6520 = stablehlo.rsqrt %6519 : tensor<1280xf32>
    %6521 = stablehlo.multiply %6520, %4055 : tensor<1280xf32>
    %6522 = stablehlo.constant dense<0.1> : tensor<1280x1000xf32>
    %6523 = stablehlo.multiply %4961, %4961 : tensor<1280x1000xf32>
    %6524 = stablehlo.multiply %6522, %6523 : tensor<1280x1000xf32>
    %6525 = stablehlo.constant dense<0.9> : tensor<1280x1000xf32>
    %6526 = stablehlo.multiply %6525, %nu.classifier.w : tensor<1280x1000xf32>
    %6527 = stablehlo.add %6524, %6526 : tensor<1280x1000xf32>
    %6528 = stablehlo.constant dense<0.001> : tensor<1280x1000xf32>
    %6529 = stablehlo.add %6527, %6528 : tensor<1280x1000xf32>
    %6530 = stablehlo.rsqrt %6529 : tensor<1280x1000xf32>
    %6531 = stablehlo.multiply %6530, %4961 : tensor<1280x1000xf32>
    %6532 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %6533 = stablehlo.multiply %4061, %4061 : tensor<1000xf32>
    %6534 = stablehlo.multiply %6532, %6533 : tensor<1000xf32>
    %6535 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %6536 = stablehlo.multiply %6535, %nu.classifier.b : tensor<1000xf32>
    %6537 = stablehlo.add %6534, %6536 : tensor<1000xf32>
    %6538 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %6539 = stablehlo.add %6537, %6538 : tensor<1000xf32>
    %6540 = stablehlo.rsqrt %6539 : tensor<1000xf32>
    %6541 = stablehlo.multiply %6540, %4061 : tensor<1000xf32>
    %6542 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %6543 = stablehlo.multiply %6542, %4971 : tensor<3x3x3x32xf32>
    %6544 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6545 = stablehlo.multiply %6544, %4981 : tensor<32xf32>
    %6546 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6547 = stablehlo.multiply %6546, %4991 : tensor<32xf32>
    %6548 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %6549 = stablehlo.multiply %6548, %5001 : tensor<3x3x1x32xf32>
    %6550 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6551 = stablehlo.multiply %6550, %5011 : tensor<32xf32>
    %6552 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6553 = stablehlo.multiply %6552, %5021 : tensor<32xf32>
    %6554 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %6555 = stablehlo.multiply %6554, %5031 : tensor<1x1x32x16xf32>
    %6556 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6557 = stablehlo.multiply %6556, %5041 : tensor<16xf32>
    %6558 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %6559 = stablehlo.multiply %6558, %5051 : tensor<16xf32>
    %6560 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x96xf32>
    %6561 = stablehlo.multiply %6560, %5061 : tensor<1x1x16x96xf32>
    %6562 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6563 = stablehlo.multiply %6562, %5071 : tensor<96xf32>
    %6564 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6565 = stablehlo.multiply %6564, %5081 : tensor<96xf32>
    %6566 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x96xf32>
    %6567 = stablehlo.multiply %6566, %5091 : tensor<3x3x1x96xf32>
    %6568 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6569 = stablehlo.multiply %6568, %5101 : tensor<96xf32>
    %6570 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6571 = stablehlo.multiply %6570, %5111 : tensor<96xf32>
    %6572 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x24xf32>
    %6573 = stablehlo.multiply %6572, %5121 : tensor<1x1x96x24xf32>
    %6574 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6575 = stablehlo.multiply %6574, %5131 : tensor<24xf32>
    %6576 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6577 = stablehlo.multiply %6576, %5141 : tensor<24xf32>
    %6578 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %6579 = stablehlo.multiply %6578, %5151 : tensor<1x1x24x144xf32>
    %6580 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6581 = stablehlo.multiply %6580, %5161 : tensor<144xf32>
    %6582 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6583 = stablehlo.multiply %6582, %5171 : tensor<144xf32>
    %6584 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %6585 = stablehlo.multiply %6584, %5181 : tensor<3x3x1x144xf32>
    %6586 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6587 = stablehlo.multiply %6586, %5191 : tensor<144xf32>
    %6588 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6589 = stablehlo.multiply %6588, %5201 : tensor<144xf32>
    %6590 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x24xf32>
    %6591 = stablehlo.multiply %6590, %5211 : tensor<1x1x144x24xf32>
    %6592 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6593 = stablehlo.multiply %6592, %5221 : tensor<24xf32>
    %6594 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %6595 = stablehlo.multiply %6594, %5231 : tensor<24xf32>
    %6596 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %6597 = stablehlo.multiply %6596, %5241 : tensor<1x1x24x144xf32>
    %6598 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6599 = stablehlo.multiply %6598, %5251 : tensor<144xf32>
    %6600 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6601 = stablehlo.multiply %6600, %5261 : tensor<144xf32>
    %6602 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %6603 = stablehlo.multiply %6602, %5271 : tensor<3x3x1x144xf32>
    %6604 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6605 = stablehlo.multiply %6604, %5281 : tensor<144xf32>
    %6606 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %6607 = stablehlo.multiply %6606, %5291 : tensor<144xf32>
    %6608 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x32xf32>
    %6609 = stablehlo.multiply %6608, %5301 : tensor<1x1x144x32xf32>
    %6610 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6611 = stablehlo.multiply %6610, %5311 : tensor<32xf32>
    %6612 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6613 = stablehlo.multiply %6612, %5321 : tensor<32xf32>
    %6614 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %6615 = stablehlo.multiply %6614, %5331 : tensor<1x1x32x192xf32>
    %6616 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6617 = stablehlo.multiply %6616, %5341 : tensor<192xf32>
    %6618 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6619 = stablehlo.multiply %6618, %5351 : tensor<192xf32>
    %6620 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %6621 = stablehlo.multiply %6620, %5361 : tensor<3x3x1x192xf32>
    %6622 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6623 = stablehlo.multiply %6622, %5371 : tensor<192xf32>
    %6624 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6625 = stablehlo.multiply %6624, %5381 : tensor<192xf32>
    %6626 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %6627 = stablehlo.multiply %6626, %5391 : tensor<1x1x192x32xf32>
    %6628 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6629 = stablehlo.multiply %6628, %5401 : tensor<32xf32>
    %6630 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6631 = stablehlo.multiply %6630, %5411 : tensor<32xf32>
    %6632 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %6633 = stablehlo.multiply %6632, %5421 : tensor<1x1x32x192xf32>
    %6634 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6635 = stablehlo.multiply %6634, %5431 : tensor<192xf32>
    %6636 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6637 = stablehlo.multiply %6636, %5441 : tensor<192xf32>
    %6638 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %6639 = stablehlo.multiply %6638, %5451 : tensor<3x3x1x192xf32>
    %6640 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6641 = stablehlo.multiply %6640, %5461 : tensor<192xf32>
    %6642 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6643 = stablehlo.multiply %6642, %5471 : tensor<192xf32>
    %6644 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %6645 = stablehlo.multiply %6644, %5481 : tensor<1x1x192x32xf32>
    %6646 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6647 = stablehlo.multiply %6646, %5491 : tensor<32xf32>
    %6648 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %6649 = stablehlo.multiply %6648, %5501 : tensor<32xf32>
    %6650 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %6651 = stablehlo.multiply %6650, %5511 : tensor<1x1x32x192xf32>
    %6652 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6653 = stablehlo.multiply %6652, %5521 : tensor<192xf32>
    %6654 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6655 = stablehlo.multiply %6654, %5531 : tensor<192xf32>
    %6656 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %6657 = stablehlo.multiply %6656, %5541 : tensor<3x3x1x192xf32>
    %6658 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6659 = stablehlo.multiply %6658, %5551 : tensor<192xf32>
    %6660 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6661 = stablehlo.multiply %6660, %5561 : tensor<192xf32>
    %6662 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x64xf32>
    %6663 = stablehlo.multiply %6662, %5571 : tensor<1x1x192x64xf32>
    %6664 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6665 = stablehlo.multiply %6664, %5581 : tensor<64xf32>
    %6666 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6667 = stablehlo.multiply %6666, %5591 : tensor<64xf32>
    %6668 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %6669 = stablehlo.multiply %6668, %5601 : tensor<1x1x64x384xf32>
    %6670 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6671 = stablehlo.multiply %6670, %5611 : tensor<384xf32>
    %6672 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6673 = stablehlo.multiply %6672, %5621 : tensor<384xf32>
    %6674 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %6675 = stablehlo.multiply %6674, %5631 : tensor<3x3x1x384xf32>
    %6676 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6677 = stablehlo.multiply %6676, %5641 : tensor<384xf32>
    %6678 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6679 = stablehlo.multiply %6678, %5651 : tensor<384xf32>
    %6680 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %6681 = stablehlo.multiply %6680, %5661 : tensor<1x1x384x64xf32>
    %6682 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6683 = stablehlo.multiply %6682, %5671 : tensor<64xf32>
    %6684 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6685 = stablehlo.multiply %6684, %5681 : tensor<64xf32>
    %6686 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %6687 = stablehlo.multiply %6686, %5691 : tensor<1x1x64x384xf32>
    %6688 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6689 = stablehlo.multiply %6688, %5701 : tensor<384xf32>
    %6690 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6691 = stablehlo.multiply %6690, %5711 : tensor<384xf32>
    %6692 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %6693 = stablehlo.multiply %6692, %5721 : tensor<3x3x1x384xf32>
    %6694 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6695 = stablehlo.multiply %6694, %5731 : tensor<384xf32>
    %6696 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6697 = stablehlo.multiply %6696, %5741 : tensor<384xf32>
    %6698 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %6699 = stablehlo.multiply %6698, %5751 : tensor<1x1x384x64xf32>
    %6700 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6701 = stablehlo.multiply %6700, %5761 : tensor<64xf32>
    %6702 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6703 = stablehlo.multiply %6702, %5771 : tensor<64xf32>
    %6704 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %6705 = stablehlo.multiply %6704, %5781 : tensor<1x1x64x384xf32>
    %6706 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6707 = stablehlo.multiply %6706, %5791 : tensor<384xf32>
    %6708 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6709 = stablehlo.multiply %6708, %5801 : tensor<384xf32>
    %6710 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %6711 = stablehlo.multiply %6710, %5811 : tensor<3x3x1x384xf32>
    %6712 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6713 = stablehlo.multiply %6712, %5821 : tensor<384xf32>
    %6714 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6715 = stablehlo.multiply %6714, %5831 : tensor<384xf32>
    %6716 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %6717 = stablehlo.multiply %6716, %5841 : tensor<1x1x384x64xf32>
    %6718 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6719 = stablehlo.multiply %6718, %5851 : tensor<64xf32>
    %6720 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6721 = stablehlo.multiply %6720, %5861 : tensor<64xf32>
    %6722 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %6723 = stablehlo.multiply %6722, %5871 : tensor<1x1x64x384xf32>
    %6724 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6725 = stablehlo.multiply %6724, %5881 : tensor<384xf32>
    %6726 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6727 = stablehlo.multiply %6726, %5891 : tensor<384xf32>
    %6728 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %6729 = stablehlo.multiply %6728, %5901 : tensor<3x3x1x384xf32>
    %6730 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6731 = stablehlo.multiply %6730, %5911 : tensor<384xf32>
    %6732 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6733 = stablehlo.multiply %6732, %5921 : tensor<384xf32>
    %6734 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x96xf32>
    %6735 = stablehlo.multiply %6734, %5931 : tensor<1x1x384x96xf32>
    %6736 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6737 = stablehlo.multiply %6736, %5941 : tensor<96xf32>
    %6738 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6739 = stablehlo.multiply %6738, %5951 : tensor<96xf32>
    %6740 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %6741 = stablehlo.multiply %6740, %5961 : tensor<1x1x96x576xf32>
    %6742 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6743 = stablehlo.multiply %6742, %5971 : tensor<576xf32>
    %6744 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6745 = stablehlo.multiply %6744, %5981 : tensor<576xf32>
    %6746 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %6747 = stablehlo.multiply %6746, %5991 : tensor<3x3x1x576xf32>
    %6748 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6749 = stablehlo.multiply %6748, %6001 : tensor<576xf32>
    %6750 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6751 = stablehlo.multiply %6750, %6011 : tensor<576xf32>
    %6752 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %6753 = stablehlo.multiply %6752, %6021 : tensor<1x1x576x96xf32>
    %6754 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6755 = stablehlo.multiply %6754, %6031 : tensor<96xf32>
    %6756 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6757 = stablehlo.multiply %6756, %6041 : tensor<96xf32>
    %6758 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %6759 = stablehlo.multiply %6758, %6051 : tensor<1x1x96x576xf32>
    %6760 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6761 = stablehlo.multiply %6760, %6061 : tensor<576xf32>
    %6762 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6763 = stablehlo.multiply %6762, %6071 : tensor<576xf32>
    %6764 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %6765 = stablehlo.multiply %6764, %6081 : tensor<3x3x1x576xf32>
    %6766 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6767 = stablehlo.multiply %6766, %6091 : tensor<576xf32>
    %6768 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6769 = stablehlo.multiply %6768, %6101 : tensor<576xf32>
    %6770 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %6771 = stablehlo.multiply %6770, %6111 : tensor<1x1x576x96xf32>
    %6772 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6773 = stablehlo.multiply %6772, %6121 : tensor<96xf32>
    %6774 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %6775 = stablehlo.multiply %6774, %6131 : tensor<96xf32>
    %6776 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %6777 = stablehlo.multiply %6776, %6141 : tensor<1x1x96x576xf32>
    %6778 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6779 = stablehlo.multiply %6778, %6151 : tensor<576xf32>
    %6780 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6781 = stablehlo.multiply %6780, %6161 : tensor<576xf32>
    %6782 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %6783 = stablehlo.multiply %6782, %6171 : tensor<3x3x1x576xf32>
    %6784 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6785 = stablehlo.multiply %6784, %6181 : tensor<576xf32>
    %6786 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6787 = stablehlo.multiply %6786, %6191 : tensor<576xf32>
    %6788 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x160xf32>
    %6789 = stablehlo.multiply %6788, %6201 : tensor<1x1x576x160xf32>
    %6790 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6791 = stablehlo.multiply %6790, %6211 : tensor<160xf32>
    %6792 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6793 = stablehlo.multiply %6792, %6221 : tensor<160xf32>
    %6794 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6795 = stablehlo.multiply %6794, %6231 : tensor<1x1x160x960xf32>
    %6796 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6797 = stablehlo.multiply %6796, %6241 : tensor<960xf32>
    %6798 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6799 = stablehlo.multiply %6798, %6251 : tensor<960xf32>
    %6800 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6801 = stablehlo.multiply %6800, %6261 : tensor<3x3x1x960xf32>
    %6802 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6803 = stablehlo.multiply %6802, %6271 : tensor<960xf32>
    %6804 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6805 = stablehlo.multiply %6804, %6281 : tensor<960xf32>
    %6806 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %6807 = stablehlo.multiply %6806, %6291 : tensor<1x1x960x160xf32>
    %6808 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6809 = stablehlo.multiply %6808, %6301 : tensor<160xf32>
    %6810 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6811 = stablehlo.multiply %6810, %6311 : tensor<160xf32>
    %6812 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6813 = stablehlo.multiply %6812, %6321 : tensor<1x1x160x960xf32>
    %6814 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6815 = stablehlo.multiply %6814, %6331 : tensor<960xf32>
    %6816 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6817 = stablehlo.multiply %6816, %6341 : tensor<960xf32>
    %6818 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6819 = stablehlo.multiply %6818, %6351 : tensor<3x3x1x960xf32>
    %6820 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6821 = stablehlo.multiply %6820, %6361 : tensor<960xf32>
    %6822 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6823 = stablehlo.multiply %6822, %6371 : tensor<960xf32>
    %6824 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %6825 = stablehlo.multiply %6824, %6381 : tensor<1x1x960x160xf32>
    %6826 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6827 = stablehlo.multiply %6826, %6391 : tensor<160xf32>
    %6828 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6829 = stablehlo.multiply %6828, %6401 : tensor<160xf32>
    %6830 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %6831 = stablehlo.multiply %6830, %6411 : tensor<1x1x160x960xf32>
    %6832 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6833 = stablehlo.multiply %6832, %6421 : tensor<960xf32>
    %6834 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6835 = stablehlo.multiply %6834, %6431 : tensor<960xf32>
    %6836 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %6837 = stablehlo.multiply %6836, %6441 : tensor<3x3x1x960xf32>
    %6838 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6839 = stablehlo.multiply %6838, %6451 : tensor<960xf32>
    %6840 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %6841 = stablehlo.multiply %6840, %6461 : tensor<960xf32>
    %6842 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x320xf32>
    %6843 = stablehlo.multiply %6842, %6471 : tensor<1x1x960x320xf32>
    %6844 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6845 = stablehlo.multiply %6844, %6481 : tensor<320xf32>
    %6846 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6847 = stablehlo.multiply %6846, %6491 : tensor<320xf32>
    %6848 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x320x1280xf32>
    %6849 = stablehlo.multiply %6848, %6501 : tensor<1x1x320x1280xf32>
    %6850 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6851 = stablehlo.multiply %6850, %6511 : tensor<1280xf32>
    %6852 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6853 = stablehlo.multiply %6852, %6521 : tensor<1280xf32>
    %6854 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x1000xf32>
    %6855 = stablehlo.multiply %6854, %6531 : tensor<1280x1000xf32>
    %6856 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %6857 = stablehlo.multiply %6856, %6541 : tensor<1000xf32>
    %6858 = stablehlo.constant dense<0.9> : tensor<3x3x3x32xf32>
    %6859 = stablehlo.multiply %6858, %trace.conv_stem.w : tensor<3x3x3x32xf32>
    %6860 = stablehlo.add %6543, %6859 : tensor<3x3x3x32xf32>
    %6861 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6862 = stablehlo.multiply %6861, %trace.bn1.g : tensor<32xf32>
    %6863 = stablehlo.add %6545, %6862 : tensor<32xf32>
    %6864 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6865 = stablehlo.multiply %6864, %trace.bn1.b : tensor<32xf32>
    %6866 = stablehlo.add %6547, %6865 : tensor<32xf32>
    %6867 = stablehlo.constant dense<0.9> : tensor<3x3x1x32xf32>
    %6868 = stablehlo.multiply %6867, %trace.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %6869 = stablehlo.add %6549, %6868 : tensor<3x3x1x32xf32>
    %6870 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6871 = stablehlo.multiply %6870, %trace.blocks.0.0.bn1.g : tensor<32xf32>
    %6872 = stablehlo.add %6551, %6871 : tensor<32xf32>
    %6873 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6874 = stablehlo.multiply %6873, %trace.blocks.0.0.bn1.b : tensor<32xf32>
    %6875 = stablehlo.add %6553, %6874 : tensor<32xf32>
    %6876 = stablehlo.constant dense<0.9> : tensor<1x1x32x16xf32>
    %6877 = stablehlo.multiply %6876, %trace.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %6878 = stablehlo.add %6555, %6877 : tensor<1x1x32x16xf32>
    %6879 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %6880 = stablehlo.multiply %6879, %trace.blocks.0.0.bn2.g : tensor<16xf32>
    %6881 = stablehlo.add %6557, %6880 : tensor<16xf32>
    %6882 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %6883 = stablehlo.multiply %6882, %trace.blocks.0.0.bn2.b : tensor<16xf32>
    %6884 = stablehlo.add %6559, %6883 : tensor<16xf32>
    %6885 = stablehlo.constant dense<0.9> : tensor<1x1x16x96xf32>
    %6886 = stablehlo.multiply %6885, %trace.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %6887 = stablehlo.add %6561, %6886 : tensor<1x1x16x96xf32>
    %6888 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6889 = stablehlo.multiply %6888, %trace.blocks.1.0.bn1.g : tensor<96xf32>
    %6890 = stablehlo.add %6563, %6889 : tensor<96xf32>
    %6891 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6892 = stablehlo.multiply %6891, %trace.blocks.1.0.bn1.b : tensor<96xf32>
    %6893 = stablehlo.add %6565, %6892 : tensor<96xf32>
    %6894 = stablehlo.constant dense<0.9> : tensor<3x3x1x96xf32>
    %6895 = stablehlo.multiply %6894, %trace.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %6896 = stablehlo.add %6567, %6895 : tensor<3x3x1x96xf32>
    %6897 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6898 = stablehlo.multiply %6897, %trace.blocks.1.0.bn2.g : tensor<96xf32>
    %6899 = stablehlo.add %6569, %6898 : tensor<96xf32>
    %6900 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %6901 = stablehlo.multiply %6900, %trace.blocks.1.0.bn2.b : tensor<96xf32>
    %6902 = stablehlo.add %6571, %6901 : tensor<96xf32>
    %6903 = stablehlo.constant dense<0.9> : tensor<1x1x96x24xf32>
    %6904 = stablehlo.multiply %6903, %trace.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %6905 = stablehlo.add %6573, %6904 : tensor<1x1x96x24xf32>
    %6906 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6907 = stablehlo.multiply %6906, %trace.blocks.1.0.bn3.g : tensor<24xf32>
    %6908 = stablehlo.add %6575, %6907 : tensor<24xf32>
    %6909 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6910 = stablehlo.multiply %6909, %trace.blocks.1.0.bn3.b : tensor<24xf32>
    %6911 = stablehlo.add %6577, %6910 : tensor<24xf32>
    %6912 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %6913 = stablehlo.multiply %6912, %trace.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %6914 = stablehlo.add %6579, %6913 : tensor<1x1x24x144xf32>
    %6915 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6916 = stablehlo.multiply %6915, %trace.blocks.1.1.bn1.g : tensor<144xf32>
    %6917 = stablehlo.add %6581, %6916 : tensor<144xf32>
    %6918 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6919 = stablehlo.multiply %6918, %trace.blocks.1.1.bn1.b : tensor<144xf32>
    %6920 = stablehlo.add %6583, %6919 : tensor<144xf32>
    %6921 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %6922 = stablehlo.multiply %6921, %trace.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %6923 = stablehlo.add %6585, %6922 : tensor<3x3x1x144xf32>
    %6924 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6925 = stablehlo.multiply %6924, %trace.blocks.1.1.bn2.g : tensor<144xf32>
    %6926 = stablehlo.add %6587, %6925 : tensor<144xf32>
    %6927 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6928 = stablehlo.multiply %6927, %trace.blocks.1.1.bn2.b : tensor<144xf32>
    %6929 = stablehlo.add %6589, %6928 : tensor<144xf32>
    %6930 = stablehlo.constant dense<0.9> : tensor<1x1x144x24xf32>
    %6931 = stablehlo.multiply %6930, %trace.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %6932 = stablehlo.add %6591, %6931 : tensor<1x1x144x24xf32>
    %6933 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6934 = stablehlo.multiply %6933, %trace.blocks.1.1.bn3.g : tensor<24xf32>
    %6935 = stablehlo.add %6593, %6934 : tensor<24xf32>
    %6936 = stablehlo.constant dense<0.9> : tensor<24xf32>
    %6937 = stablehlo.multiply %6936, %trace.blocks.1.1.bn3.b : tensor<24xf32>
    %6938 = stablehlo.add %6595, %6937 : tensor<24xf32>
    %6939 = stablehlo.constant dense<0.9> : tensor<1x1x24x144xf32>
    %6940 = stablehlo.multiply %6939, %trace.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %6941 = stablehlo.add %6597, %6940 : tensor<1x1x24x144xf32>
    %6942 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6943 = stablehlo.multiply %6942, %trace.blocks.2.0.bn1.g : tensor<144xf32>
    %6944 = stablehlo.add %6599, %6943 : tensor<144xf32>
    %6945 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6946 = stablehlo.multiply %6945, %trace.blocks.2.0.bn1.b : tensor<144xf32>
    %6947 = stablehlo.add %6601, %6946 : tensor<144xf32>
    %6948 = stablehlo.constant dense<0.9> : tensor<3x3x1x144xf32>
    %6949 = stablehlo.multiply %6948, %trace.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %6950 = stablehlo.add %6603, %6949 : tensor<3x3x1x144xf32>
    %6951 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6952 = stablehlo.multiply %6951, %trace.blocks.2.0.bn2.g : tensor<144xf32>
    %6953 = stablehlo.add %6605, %6952 : tensor<144xf32>
    %6954 = stablehlo.constant dense<0.9> : tensor<144xf32>
    %6955 = stablehlo.multiply %6954, %trace.blocks.2.0.bn2.b : tensor<144xf32>
    %6956 = stablehlo.add %6607, %6955 : tensor<144xf32>
    %6957 = stablehlo.constant dense<0.9> : tensor<1x1x144x32xf32>
    %6958 = stablehlo.multiply %6957, %trace.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %6959 = stablehlo.add %6609, %6958 : tensor<1x1x144x32xf32>
    %6960 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6961 = stablehlo.multiply %6960, %trace.blocks.2.0.bn3.g : tensor<32xf32>
    %6962 = stablehlo.add %6611, %6961 : tensor<32xf32>
    %6963 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6964 = stablehlo.multiply %6963, %trace.blocks.2.0.bn3.b : tensor<32xf32>
    %6965 = stablehlo.add %6613, %6964 : tensor<32xf32>
    %6966 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %6967 = stablehlo.multiply %6966, %trace.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %6968 = stablehlo.add %6615, %6967 : tensor<1x1x32x192xf32>
    %6969 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6970 = stablehlo.multiply %6969, %trace.blocks.2.1.bn1.g : tensor<192xf32>
    %6971 = stablehlo.add %6617, %6970 : tensor<192xf32>
    %6972 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6973 = stablehlo.multiply %6972, %trace.blocks.2.1.bn1.b : tensor<192xf32>
    %6974 = stablehlo.add %6619, %6973 : tensor<192xf32>
    %6975 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %6976 = stablehlo.multiply %6975, %trace.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %6977 = stablehlo.add %6621, %6976 : tensor<3x3x1x192xf32>
    %6978 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6979 = stablehlo.multiply %6978, %trace.blocks.2.1.bn2.g : tensor<192xf32>
    %6980 = stablehlo.add %6623, %6979 : tensor<192xf32>
    %6981 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6982 = stablehlo.multiply %6981, %trace.blocks.2.1.bn2.b : tensor<192xf32>
    %6983 = stablehlo.add %6625, %6982 : tensor<192xf32>
    %6984 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %6985 = stablehlo.multiply %6984, %trace.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %6986 = stablehlo.add %6627, %6985 : tensor<1x1x192x32xf32>
    %6987 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6988 = stablehlo.multiply %6987, %trace.blocks.2.1.bn3.g : tensor<32xf32>
    %6989 = stablehlo.add %6629, %6988 : tensor<32xf32>
    %6990 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %6991 = stablehlo.multiply %6990, %trace.blocks.2.1.bn3.b : tensor<32xf32>
    %6992 = stablehlo.add %6631, %6991 : tensor<32xf32>
    %6993 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %6994 = stablehlo.multiply %6993, %trace.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %6995 = stablehlo.add %6633, %6994 : tensor<1x1x32x192xf32>
    %6996 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6997 = stablehlo.multiply %6996, %trace.blocks.2.2.bn1.g : tensor<192xf32>
    %6998 = stablehlo.add %6635, %6997 : tensor<192xf32>
    %6999 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7000 = stablehlo.multiply %6999, %trace.blocks.2.2.bn1.b : tensor<192xf32>
    %7001 = stablehlo.add %6637, %7000 : tensor<192xf32>
    %7002 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %7003 = stablehlo.multiply %7002, %trace.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %7004 = stablehlo.add %6639, %7003 : tensor<3x3x1x192xf32>
    %7005 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7006 = stablehlo.multiply %7005, %trace.blocks.2.2.bn2.g : tensor<192xf32>
    %7007 = stablehlo.add %6641, %7006 : tensor<192xf32>
    %7008 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7009 = stablehlo.multiply %7008, %trace.blocks.2.2.bn2.b : tensor<192xf32>
    %7010 = stablehlo.add %6643, %7009 : tensor<192xf32>
    %7011 = stablehlo.constant dense<0.9> : tensor<1x1x192x32xf32>
    %7012 = stablehlo.multiply %7011, %trace.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %7013 = stablehlo.add %6645, %7012 : tensor<1x1x192x32xf32>
    %7014 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %7015 = stablehlo.multiply %7014, %trace.blocks.2.2.bn3.g : tensor<32xf32>
    %7016 = stablehlo.add %6647, %7015 : tensor<32xf32>
    %7017 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %7018 = stablehlo.multiply %7017, %trace.blocks.2.2.bn3.b : tensor<32xf32>
    %7019 = stablehlo.add %6649, %7018 : tensor<32xf32>
    %7020 = stablehlo.constant dense<0.9> : tensor<1x1x32x192xf32>
    %7021 = stablehlo.multiply %7020, %trace.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %7022 = stablehlo.add %6651, %7021 : tensor<1x1x32x192xf32>
    %7023 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7024 = stablehlo.multiply %7023, %trace.blocks.3.0.bn1.g : tensor<192xf32>
    %7025 = stablehlo.add %6653, %7024 : tensor<192xf32>
    %7026 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7027 = stablehlo.multiply %7026, %trace.blocks.3.0.bn1.b : tensor<192xf32>
    %7028 = stablehlo.add %6655, %7027 : tensor<192xf32>
    %7029 = stablehlo.constant dense<0.9> : tensor<3x3x1x192xf32>
    %7030 = stablehlo.multiply %7029, %trace.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %7031 = stablehlo.add %6657, %7030 : tensor<3x3x1x192xf32>
    %7032 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7033 = stablehlo.multiply %7032, %trace.blocks.3.0.bn2.g : tensor<192xf32>
    %7034 = stablehlo.add %6659, %7033 : tensor<192xf32>
    %7035 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7036 = stablehlo.multiply %7035, %trace.blocks.3.0.bn2.b : tensor<192xf32>
    %7037 = stablehlo.add %6661, %7036 : tensor<192xf32>
    %7038 = stablehlo.constant dense<0.9> : tensor<1x1x192x64xf32>
    %7039 = stablehlo.multiply %7038, %trace.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %7040 = stablehlo.add %6663, %7039 : tensor<1x1x192x64xf32>
    %7041 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7042 = stablehlo.multiply %7041, %trace.blocks.3.0.bn3.g : tensor<64xf32>
    %7043 = stablehlo.add %6665, %7042 : tensor<64xf32>
    %7044 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7045 = stablehlo.multiply %7044, %trace.blocks.3.0.bn3.b : tensor<64xf32>
    %7046 = stablehlo.add %6667, %7045 : tensor<64xf32>
    %7047 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %7048 = stablehlo.multiply %7047, %trace.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %7049 = stablehlo.add %6669, %7048 : tensor<1x1x64x384xf32>
    %7050 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7051 = stablehlo.multiply %7050, %trace.blocks.3.1.bn1.g : tensor<384xf32>
    %7052 = stablehlo.add %6671, %7051 : tensor<384xf32>
    %7053 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7054 = stablehlo.multiply %7053, %trace.blocks.3.1.bn1.b : tensor<384xf32>
    %7055 = stablehlo.add %6673, %7054 : tensor<384xf32>
    %7056 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %7057 = stablehlo.multiply %7056, %trace.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %7058 = stablehlo.add %6675, %7057 : tensor<3x3x1x384xf32>
    %7059 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7060 = stablehlo.multiply %7059, %trace.blocks.3.1.bn2.g : tensor<384xf32>
    %7061 = stablehlo.add %6677, %7060 : tensor<384xf32>
    %7062 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7063 = stablehlo.multiply %7062, %trace.blocks.3.1.bn2.b : tensor<384xf32>
    %7064 = stablehlo.add %6679, %7063 : tensor<384xf32>
    %7065 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %7066 = stablehlo.multiply %7065, %trace.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %7067 = stablehlo.add %6681, %7066 : tensor<1x1x384x64xf32>
    %7068 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7069 = stablehlo.multiply %7068, %trace.blocks.3.1.bn3.g : tensor<64xf32>
    %7070 = stablehlo.add %6683, %7069 : tensor<64xf32>
    %7071 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7072 = stablehlo.multiply %7071, %trace.blocks.3.1.bn3.b : tensor<64xf32>
    %7073 = stablehlo.add %6685, %7072 : tensor<64xf32>
    %7074 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %7075 = stablehlo.multiply %7074, %trace.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %7076 = stablehlo.add %6687, %7075 : tensor<1x1x64x384xf32>
    %7077 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7078 = stablehlo.multiply %7077, %trace.blocks.3.2.bn1.g : tensor<384xf32>
    %7079 = stablehlo.add %6689, %7078 : tensor<384xf32>
    %7080 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7081 = stablehlo.multiply %7080, %trace.blocks.3.2.bn1.b : tensor<384xf32>
    %7082 = stablehlo.add %6691, %7081 : tensor<384xf32>
    %7083 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %7084 = stablehlo.multiply %7083, %trace.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %7085 = stablehlo.add %6693, %7084 : tensor<3x3x1x384xf32>
    %7086 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7087 = stablehlo.multiply %7086, %trace.blocks.3.2.bn2.g : tensor<384xf32>
    %7088 = stablehlo.add %6695, %7087 : tensor<384xf32>
    %7089 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7090 = stablehlo.multiply %7089, %trace.blocks.3.2.bn2.b : tensor<384xf32>
    %7091 = stablehlo.add %6697, %7090 : tensor<384xf32>
    %7092 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %7093 = stablehlo.multiply %7092, %trace.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %7094 = stablehlo.add %6699, %7093 : tensor<1x1x384x64xf32>
    %7095 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7096 = stablehlo.multiply %7095, %trace.blocks.3.2.bn3.g : tensor<64xf32>
    %7097 = stablehlo.add %6701, %7096 : tensor<64xf32>
    %7098 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7099 = stablehlo.multiply %7098, %trace.blocks.3.2.bn3.b : tensor<64xf32>
    %7100 = stablehlo.add %6703, %7099 : tensor<64xf32>
    %7101 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %7102 = stablehlo.multiply %7101, %trace.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %7103 = stablehlo.add %6705, %7102 : tensor<1x1x64x384xf32>
    %7104 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7105 = stablehlo.multiply %7104, %trace.blocks.3.3.bn1.g : tensor<384xf32>
    %7106 = stablehlo.add %6707, %7105 : tensor<384xf32>
    %7107 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7108 = stablehlo.multiply %7107, %trace.blocks.3.3.bn1.b : tensor<384xf32>
    %7109 = stablehlo.add %6709, %7108 : tensor<384xf32>
    %7110 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %7111 = stablehlo.multiply %7110, %trace.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %7112 = stablehlo.add %6711, %7111 : tensor<3x3x1x384xf32>
    %7113 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7114 = stablehlo.multiply %7113, %trace.blocks.3.3.bn2.g : tensor<384xf32>
    %7115 = stablehlo.add %6713, %7114 : tensor<384xf32>
    %7116 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7117 = stablehlo.multiply %7116, %trace.blocks.3.3.bn2.b : tensor<384xf32>
    %7118 = stablehlo.add %6715, %7117 : tensor<384xf32>
    %7119 = stablehlo.constant dense<0.9> : tensor<1x1x384x64xf32>
    %7120 = stablehlo.multiply %7119, %trace.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %7121 = stablehlo.add %6717, %7120 : tensor<1x1x384x64xf32>
    %7122 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7123 = stablehlo.multiply %7122, %trace.blocks.3.3.bn3.g : tensor<64xf32>
    %7124 = stablehlo.add %6719, %7123 : tensor<64xf32>
    %7125 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %7126 = stablehlo.multiply %7125, %trace.blocks.3.3.bn3.b : tensor<64xf32>
    %7127 = stablehlo.add %6721, %7126 : tensor<64xf32>
    %7128 = stablehlo.constant dense<0.9> : tensor<1x1x64x384xf32>
    %7129 = stablehlo.multiply %7128, %trace.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %7130 = stablehlo.add %6723, %7129 : tensor<1x1x64x384xf32>
    %7131 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7132 = stablehlo.multiply %7131, %trace.blocks.4.0.bn1.g : tensor<384xf32>
    %7133 = stablehlo.add %6725, %7132 : tensor<384xf32>
    %7134 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7135 = stablehlo.multiply %7134, %trace.blocks.4.0.bn1.b : tensor<384xf32>
    %7136 = stablehlo.add %6727, %7135 : tensor<384xf32>
    %7137 = stablehlo.constant dense<0.9> : tensor<3x3x1x384xf32>
    %7138 = stablehlo.multiply %7137, %trace.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %7139 = stablehlo.add %6729, %7138 : tensor<3x3x1x384xf32>
    %7140 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7141 = stablehlo.multiply %7140, %trace.blocks.4.0.bn2.g : tensor<384xf32>
    %7142 = stablehlo.add %6731, %7141 : tensor<384xf32>
    %7143 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7144 = stablehlo.multiply %7143, %trace.blocks.4.0.bn2.b : tensor<384xf32>
    %7145 = stablehlo.add %6733, %7144 : tensor<384xf32>
    %7146 = stablehlo.constant dense<0.9> : tensor<1x1x384x96xf32>
    %7147 = stablehlo.multiply %7146, %trace.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %7148 = stablehlo.add %6735, %7147 : tensor<1x1x384x96xf32>
    %7149 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7150 = stablehlo.multiply %7149, %trace.blocks.4.0.bn3.g : tensor<96xf32>
    %7151 = stablehlo.add %6737, %7150 : tensor<96xf32>
    %7152 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7153 = stablehlo.multiply %7152, %trace.blocks.4.0.bn3.b : tensor<96xf32>
    %7154 = stablehlo.add %6739, %7153 : tensor<96xf32>
    %7155 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %7156 = stablehlo.multiply %7155, %trace.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %7157 = stablehlo.add %6741, %7156 : tensor<1x1x96x576xf32>
    %7158 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7159 = stablehlo.multiply %7158, %trace.blocks.4.1.bn1.g : tensor<576xf32>
    %7160 = stablehlo.add %6743, %7159 : tensor<576xf32>
    %7161 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7162 = stablehlo.multiply %7161, %trace.blocks.4.1.bn1.b : tensor<576xf32>
    %7163 = stablehlo.add %6745, %7162 : tensor<576xf32>
    %7164 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %7165 = stablehlo.multiply %7164, %trace.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %7166 = stablehlo.add %6747, %7165 : tensor<3x3x1x576xf32>
    %7167 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7168 = stablehlo.multiply %7167, %trace.blocks.4.1.bn2.g : tensor<576xf32>
    %7169 = stablehlo.add %6749, %7168 : tensor<576xf32>
    %7170 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7171 = stablehlo.multiply %7170, %trace.blocks.4.1.bn2.b : tensor<576xf32>
    %7172 = stablehlo.add %6751, %7171 : tensor<576xf32>
    %7173 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %7174 = stablehlo.multiply %7173, %trace.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %7175 = stablehlo.add %6753, %7174 : tensor<1x1x576x96xf32>
    %7176 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7177 = stablehlo.multiply %7176, %trace.blocks.4.1.bn3.g : tensor<96xf32>
    %7178 = stablehlo.add %6755, %7177 : tensor<96xf32>
    %7179 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7180 = stablehlo.multiply %7179, %trace.blocks.4.1.bn3.b : tensor<96xf32>
    %7181 = stablehlo.add %6757, %7180 : tensor<96xf32>
    %7182 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %7183 = stablehlo.multiply %7182, %trace.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %7184 = stablehlo.add %6759, %7183 : tensor<1x1x96x576xf32>
    %7185 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7186 = stablehlo.multiply %7185, %trace.blocks.4.2.bn1.g : tensor<576xf32>
    %7187 = stablehlo.add %6761, %7186 : tensor<576xf32>
    %7188 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7189 = stablehlo.multiply %7188, %trace.blocks.4.2.bn1.b : tensor<576xf32>
    %7190 = stablehlo.add %6763, %7189 : tensor<576xf32>
    %7191 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %7192 = stablehlo.multiply %7191, %trace.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %7193 = stablehlo.add %6765, %7192 : tensor<3x3x1x576xf32>
    %7194 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7195 = stablehlo.multiply %7194, %trace.blocks.4.2.bn2.g : tensor<576xf32>
    %7196 = stablehlo.add %6767, %7195 : tensor<576xf32>
    %7197 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7198 = stablehlo.multiply %7197, %trace.blocks.4.2.bn2.b : tensor<576xf32>
    %7199 = stablehlo.add %6769, %7198 : tensor<576xf32>
    %7200 = stablehlo.constant dense<0.9> : tensor<1x1x576x96xf32>
    %7201 = stablehlo.multiply %7200, %trace.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %7202 = stablehlo.add %6771, %7201 : tensor<1x1x576x96xf32>
    %7203 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7204 = stablehlo.multiply %7203, %trace.blocks.4.2.bn3.g : tensor<96xf32>
    %7205 = stablehlo.add %6773, %7204 : tensor<96xf32>
    %7206 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %7207 = stablehlo.multiply %7206, %trace.blocks.4.2.bn3.b : tensor<96xf32>
    %7208 = stablehlo.add %6775, %7207 : tensor<96xf32>
    %7209 = stablehlo.constant dense<0.9> : tensor<1x1x96x576xf32>
    %7210 = stablehlo.multiply %7209, %trace.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %7211 = stablehlo.add %6777, %7210 : tensor<1x1x96x576xf32>
    %7212 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7213 = stablehlo.multiply %7212, %trace.blocks.5.0.bn1.g : tensor<576xf32>
    %7214 = stablehlo.add %6779, %7213 : tensor<576xf32>
    %7215 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7216 = stablehlo.multiply %7215, %trace.blocks.5.0.bn1.b : tensor<576xf32>
    %7217 = stablehlo.add %6781, %7216 : tensor<576xf32>
    %7218 = stablehlo.constant dense<0.9> : tensor<3x3x1x576xf32>
    %7219 = stablehlo.multiply %7218, %trace.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %7220 = stablehlo.add %6783, %7219 : tensor<3x3x1x576xf32>
    %7221 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7222 = stablehlo.multiply %7221, %trace.blocks.5.0.bn2.g : tensor<576xf32>
    %7223 = stablehlo.add %6785, %7222 : tensor<576xf32>
    %7224 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %7225 = stablehlo.multiply %7224, %trace.blocks.5.0.bn2.b : tensor<576xf32>
    %7226 = stablehlo.add %6787, %7225 : tensor<576xf32>
    %7227 = stablehlo.constant dense<0.9> : tensor<1x1x576x160xf32>
    %7228 = stablehlo.multiply %7227, %trace.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %7229 = stablehlo.add %6789, %7228 : tensor<1x1x576x160xf32>
    %7230 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7231 = stablehlo.multiply %7230, %trace.blocks.5.0.bn3.g : tensor<160xf32>
    %7232 = stablehlo.add %6791, %7231 : tensor<160xf32>
    %7233 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7234 = stablehlo.multiply %7233, %trace.blocks.5.0.bn3.b : tensor<160xf32>
    %7235 = stablehlo.add %6793, %7234 : tensor<160xf32>
    %7236 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %7237 = stablehlo.multiply %7236, %trace.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %7238 = stablehlo.add %6795, %7237 : tensor<1x1x160x960xf32>
    %7239 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7240 = stablehlo.multiply %7239, %trace.blocks.5.1.bn1.g : tensor<960xf32>
    %7241 = stablehlo.add %6797, %7240 : tensor<960xf32>
    %7242 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7243 = stablehlo.multiply %7242, %trace.blocks.5.1.bn1.b : tensor<960xf32>
    %7244 = stablehlo.add %6799, %7243 : tensor<960xf32>
    %7245 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %7246 = stablehlo.multiply %7245, %trace.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %7247 = stablehlo.add %6801, %7246 : tensor<3x3x1x960xf32>
    %7248 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7249 = stablehlo.multiply %7248, %trace.blocks.5.1.bn2.g : tensor<960xf32>
    %7250 = stablehlo.add %6803, %7249 : tensor<960xf32>
    %7251 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7252 = stablehlo.multiply %7251, %trace.blocks.5.1.bn2.b : tensor<960xf32>
    %7253 = stablehlo.add %6805, %7252 : tensor<960xf32>
    %7254 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %7255 = stablehlo.multiply %7254, %trace.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %7256 = stablehlo.add %6807, %7255 : tensor<1x1x960x160xf32>
    %7257 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7258 = stablehlo.multiply %7257, %trace.blocks.5.1.bn3.g : tensor<160xf32>
    %7259 = stablehlo.add %6809, %7258 : tensor<160xf32>
    %7260 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7261 = stablehlo.multiply %7260, %trace.blocks.5.1.bn3.b : tensor<160xf32>
    %7262 = stablehlo.add %6811, %7261 : tensor<160xf32>
    %7263 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %7264 = stablehlo.multiply %7263, %trace.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %7265 = stablehlo.add %6813, %7264 : tensor<1x1x160x960xf32>
    %7266 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7267 = stablehlo.multiply %7266, %trace.blocks.5.2.bn1.g : tensor<960xf32>
    %7268 = stablehlo.add %6815, %7267 : tensor<960xf32>
    %7269 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7270 = stablehlo.multiply %7269, %trace.blocks.5.2.bn1.b : tensor<960xf32>
    %7271 = stablehlo.add %6817, %7270 : tensor<960xf32>
    %7272 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %7273 = stablehlo.multiply %7272, %trace.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %7274 = stablehlo.add %6819, %7273 : tensor<3x3x1x960xf32>
    %7275 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7276 = stablehlo.multiply %7275, %trace.blocks.5.2.bn2.g : tensor<960xf32>
    %7277 = stablehlo.add %6821, %7276 : tensor<960xf32>
    %7278 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7279 = stablehlo.multiply %7278, %trace.blocks.5.2.bn2.b : tensor<960xf32>
    %7280 = stablehlo.add %6823, %7279 : tensor<960xf32>
    %7281 = stablehlo.constant dense<0.9> : tensor<1x1x960x160xf32>
    %7282 = stablehlo.multiply %7281, %trace.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %7283 = stablehlo.add %6825, %7282 : tensor<1x1x960x160xf32>
    %7284 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7285 = stablehlo.multiply %7284, %trace.blocks.5.2.bn3.g : tensor<160xf32>
    %7286 = stablehlo.add %6827, %7285 : tensor<160xf32>
    %7287 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %7288 = stablehlo.multiply %7287, %trace.blocks.5.2.bn3.b : tensor<160xf32>
    %7289 = stablehlo.add %6829, %7288 : tensor<160xf32>
    %7290 = stablehlo.constant dense<0.9> : tensor<1x1x160x960xf32>
    %7291 = stablehlo.multiply %7290, %trace.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %7292 = stablehlo.add %6831, %7291 : tensor<1x1x160x960xf32>
    %7293 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7294 = stablehlo.multiply %7293, %trace.blocks.6.0.bn1.g : tensor<960xf32>
    %7295 = stablehlo.add %6833, %7294 : tensor<960xf32>
    %7296 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7297 = stablehlo.multiply %7296, %trace.blocks.6.0.bn1.b : tensor<960xf32>
    %7298 = stablehlo.add %6835, %7297 : tensor<960xf32>
    %7299 = stablehlo.constant dense<0.9> : tensor<3x3x1x960xf32>
    %7300 = stablehlo.multiply %7299, %trace.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %7301 = stablehlo.add %6837, %7300 : tensor<3x3x1x960xf32>
    %7302 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7303 = stablehlo.multiply %7302, %trace.blocks.6.0.bn2.g : tensor<960xf32>
    %7304 = stablehlo.add %6839, %7303 : tensor<960xf32>
    %7305 = stablehlo.constant dense<0.9> : tensor<960xf32>
    %7306 = stablehlo.multiply %7305, %trace.blocks.6.0.bn2.b : tensor<960xf32>
    %7307 = stablehlo.add %6841, %7306 : tensor<960xf32>
    %7308 = stablehlo.constant dense<0.9> : tensor<1x1x960x320xf32>
    %7309 = stablehlo.multiply %7308, %trace.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %7310 = stablehlo.add %6843, %7309 : tensor<1x1x960x320xf32>
    %7311 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %7312 = stablehlo.multiply %7311, %trace.blocks.6.0.bn3.g : tensor<320xf32>
    %7313 = stablehlo.add %6845, %7312 : tensor<320xf32>
    %7314 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %7315 = stablehlo.multiply %7314, %trace.blocks.6.0.bn3.b : tensor<320xf32>
    %7316 = stablehlo.add %6847, %7315 : tensor<320xf32>
    %7317 = stablehlo.constant dense<0.9> : tensor<1x1x320x1280xf32>
    %7318 = stablehlo.multiply %7317, %trace.conv_head.w : tensor<1x1x320x1280xf32>
    %7319 = stablehlo.add %6849, %7318 : tensor<1x1x320x1280xf32>
    %7320 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %7321 = stablehlo.multiply %7320, %trace.bn2.g : tensor<1280xf32>
    %7322 = stablehlo.add %6851, %7321 : tensor<1280xf32>
    %7323 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %7324 = stablehlo.multiply %7323, %trace.bn2.b : tensor<1280xf32>
    %7325 = stablehlo.add %6853, %7324 : tensor<1280xf32>
    %7326 = stablehlo.constant dense<0.9> : tensor<1280x1000xf32>
    %7327 = stablehlo.multiply %7326, %trace.classifier.w : tensor<1280x1000xf32>
    %7328 = stablehlo.add %6855, %7327 : tensor<1280x1000xf32>
    %7329 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7330 = stablehlo.multiply %7329, %trace.classifier.b : tensor<1000xf32>
    %7331 = stablehlo.add %6857, %7330 : tensor<1000xf32>
    %7332 = stablehlo.subtract %conv_stem.w, %6860 : tensor<3x3x3x32xf32>
    %7333 = stablehlo.subtract %bn1.g, %6863 : tensor<32xf32>
    %7334 = stablehlo.subtract %bn1.b, %6866 : tensor<32xf32>
    %7335 = stablehlo.subtract %blocks.0.0.conv_dw.w, %6869 : tensor<3x3x1x32xf32>
    %7336 = stablehlo.subtract %blocks.0.0.bn1.g, %6872 : tensor<32xf32>
    %7337 = stablehlo.subtract %blocks.0.0.bn1.b, %6875 : tensor<32xf32>
    %7338 = stablehlo.subtract %blocks.0.0.conv_pw.w, %6878 : tensor<1x1x32x16xf32>
    %7339 = stablehlo.subtract %blocks.0.0.bn2.g, %6881 : tensor<16xf32>
    %7340 = stablehlo.subtract %blocks.0.0.bn2.b, %6884 : tensor<16xf32>
    %7341 = stablehlo.subtract %blocks.1.0.conv_pw.w, %6887 : tensor<1x1x16x96xf32>
    %7342 = stablehlo.subtract %blocks.1.0.bn1.g, %6890 : tensor<96xf32>
    %7343 = stablehlo.subtract %blocks.1.0.bn1.b, %6893 : tensor<96xf32>
    %7344 = stablehlo.subtract %blocks.1.0.conv_dw.w, %6896 : tensor<3x3x1x96xf32>
    %7345 = stablehlo.subtract %blocks.1.0.bn2.g, %6899 : tensor<96xf32>
    %7346 = stablehlo.subtract %blocks.1.0.bn2.b, %6902 : tensor<96xf32>
    %7347 = stablehlo.subtract %blocks.1.0.conv_pwl.w, %6905 : tensor<1x1x96x24xf32>
    %7348 = stablehlo.subtract %blocks.1.0.bn3.g, %6908 : tensor<24xf32>
    %7349 = stablehlo.subtract %blocks.1.0.bn3.b, %6911 : tensor<24xf32>
    %7350 = stablehlo.subtract %blocks.1.1.conv_pw.w, %6914 : tensor<1x1x24x144xf32>
    %7351 = stablehlo.subtract %blocks.1.1.bn1.g, %6917 : tensor<144xf32>
    %7352 = stablehlo.subtract %blocks.1.1.bn1.b, %6920 : tensor<144xf32>
    %7353 = stablehlo.subtract %blocks.1.1.conv_dw.w, %6923 : tensor<3x3x1x144xf32>
    %7354 = stablehlo.subtract %blocks.1.1.bn2.g, %6926 : tensor<144xf32>
    %7355 = stablehlo.subtract %blocks.1.1.bn2.b, %6929 : tensor<144xf32>
    %7356 = stablehlo.subtract %blocks.1.1.conv_pwl.w, %6932 : tensor<1x1x144x24xf32>
    %7357 = stablehlo.subtract %blocks.1.1.bn3.g, %6935 : tensor<24xf32>
    %7358 = stablehlo.subtract %blocks.1.1.bn3.b, %6938 : tensor<24xf32>
    %7359 = stablehlo.subtract %blocks.2.0.conv_pw.w, %6941 : tensor<1x1x24x144xf32>
    %7360 = stablehlo.subtract %blocks.2.0.bn1.g, %6944 : tensor<144xf32>
    %7361 = stablehlo.subtract %blocks.2.0.bn1.b, %6947 : tensor<144xf32>
    %7362 = stablehlo.subtract %blocks.2.0.conv_dw.w, %6950 : tensor<3x3x1x144xf32>
    %7363 = stablehlo.subtract %blocks.2.0.bn2.g, %6953 : tensor<144xf32>
    %7364 = stablehlo.subtract %blocks.2.0.bn2.b, %6956 : tensor<144xf32>
    %7365 = stablehlo.subtract %blocks.2.0.conv_pwl.w, %6959 : tensor<1x1x144x32xf32>
    %7366 = stablehlo.subtract %blocks.2.0.bn3.g, %6962 : tensor<32xf32>
    %7367 = stablehlo.subtract %blocks.2.0.bn3.b, %6965 : tensor<32xf32>
    %7368 = stablehlo.subtract %blocks.2.1.conv_pw.w, %6968 : tensor<1x1x32x192xf32>
    %7369 = stablehlo.subtract %blocks.2.1.bn1.g, %6971 : tensor<192xf32>
    %7370 = stablehlo.subtract %blocks.2.1.bn1.b, %6974 : tensor<192xf32>
    %7371 = stablehlo.subtract %blocks.2.1.conv_dw.w, %6977 : tensor<3x3x1x192xf32>
    %7372 = stablehlo.subtract %blocks.2.1.bn2.g, %6980 : tensor<192xf32>
    %7373 = stablehlo.subtract %blocks.2.1.bn2.b, %6983 : tensor<192xf32>
    %7374 = stablehlo.subtract %blocks.2.1.conv_pwl.w, %6986 : tensor<1x1x192x32xf32>
    %7375 = stablehlo.subtract %blocks.2.1.bn3.g, %6989 : tensor<32xf32>
    %7376 = stablehlo.subtract %blocks.2.1.bn3.b, %6992 : tensor<32xf32>
    %7377 = stablehlo.subtract %blocks.2.2.conv_pw.w, %6995 : tensor<1x1x32x192xf32>
    %7378 = stablehlo.subtract %blocks.2.2.bn1.g, %6998 : tensor<192xf32>
    %7379 = stablehlo.subtract %blocks.2.2.bn1.b, %7001 : tensor<192xf32>
    %7380 = stablehlo.subtract %blocks.2.2.conv_dw.w, %7004 : tensor<3x3x1x192xf32>
    %7381 = stablehlo.subtract %blocks.2.2.bn2.g, %7007 : tensor<192xf32>
    %7382 = stablehlo.subtract %blocks.2.2.bn2.b, %7010 : tensor<192xf32>
    %7383 = stablehlo.subtract %blocks.2.2.conv_pwl.w, %7013 : tensor<1x1x192x32xf32>
    %7384 = stablehlo.subtract %blocks.2.2.bn3.g, %7016 : tensor<32xf32>
    %7385 = stablehlo.subtract %blocks.2.2.bn3.b, %7019 : tensor<32xf32>
    %7386 = stablehlo.subtract %blocks.3.0.conv_pw.w, %7022 : tensor<1x1x32x192xf32>
    %7387 = stablehlo.subtract %blocks.3.0.bn1.g, %7025 : tensor<192xf32>
    %7388 = stablehlo.subtract %blocks.3.0.bn1.b, %7028 : tensor<192xf32>
    %7389 = stablehlo.subtract %blocks.3.0.conv_dw.w, %7031 : tensor<3x3x1x192xf32>
    %7390 = stablehlo.subtract %blocks.3.0.bn2.g, %7034 : tensor<192xf32>
    %7391 = stablehlo.subtract %blocks.3.0.bn2.b, %7037 : tensor<192xf32>
    %7392 = stablehlo.subtract %blocks.3.0.conv_pwl.w, %7040 : tensor<1x1x192x64xf32>
    %7393 = stablehlo.subtract %blocks.3.0.bn3.g, %7043 : tensor<64xf32>
    %7394 = stablehlo.subtract %blocks.3.0.bn3.b, %7046 : tensor<64xf32>
    %7395 = stablehlo.subtract %blocks.3.1.conv_pw.w, %7049 : tensor<1x1x64x384xf32>
    %7396 = stablehlo.subtract %blocks.3.1.bn1.g, %7052 : tensor<384xf32>
    %7397 = stablehlo.subtract %blocks.3.1.bn1.b, %7055 : tensor<384xf32>
    %7398 = stablehlo.subtract %blocks.3.1.conv_dw.w, %7058 : tensor<3x3x1x384xf32>
    %7399 = stablehlo.subtract %blocks.3.1.bn2.g, %7061 : tensor<384xf32>
    %7400 = stablehlo.subtract %blocks.3.1.bn2.b, %7064 : tensor<384xf32>
    %7401 = stablehlo.subtract %blocks.3.1.conv_pwl.w, %7067 : tensor<1x1x384x64xf32>
    %7402 = stablehlo.subtract %blocks.3.1.bn3.g, %7070 : tensor<64xf32>
    %7403 = stablehlo.subtract %blocks.3.1.bn3.b, %7073 : tensor<64xf32>
    %7404 = stablehlo.subtract %blocks.3.2.conv_pw.w, %7076 : tensor<1x1x64x384xf32>
    %7405 = stablehlo.subtract %blocks.3.2.bn1.g, %7079 : tensor<384xf32>
    %7406 = stablehlo.subtract %blocks.3.2.bn1.b, %7082 : tensor<384xf32>
    %7407 = stablehlo.subtract %blocks.3.2.conv_dw.w, %7085 : tensor<3x3x1x384xf32>
    %7408 = stablehlo.subtract %blocks.3.2.bn2.g, %7088 : tensor<384xf32>
    %7409 = stablehlo.subtract %blocks.3.2.bn2.b, %7091 : tensor<384xf32>
    %7410 = stablehlo.subtract %blocks.3.2.conv_pwl.w, %7094 : tensor<1x1x384x64xf32>
    %7411 = stablehlo.subtract %blocks.3.2.bn3.g, %7097 : tensor<64xf32>
    %7412 = stablehlo.subtract %blocks.3.2.bn3.b, %7100 : tensor<64xf32>
    %7413 = stablehlo.subtract %blocks.3.3.conv_pw.w, %7103 : tensor<1x1x64x384xf32>
    %7414 = stablehlo.subtract %blocks.3.3.bn1.g, %7106 : tensor<384xf32>
    %7415 = stablehlo.subtract %blocks.3.3.bn1.b, %7109 : tensor<384xf32>
    %7416 = stablehlo.subtract %blocks.3.3.conv_dw.w, %7112 : tensor<3x3x1x384xf32>
    %7417 = stablehlo.subtract %blocks.3.3.bn2.g, %7115 : tensor<384xf32>
    %7418 = stablehlo.subtract %blocks.3.3.bn2.b, %7118 : tensor<384xf32>
    %7419 = stablehlo.subtract %blocks.3.3.conv_pwl.w, %7121 : tensor<1x1x384x64xf32>
    %7420 = stablehlo.subtract %blocks.3.3.bn3.g, %7124 : tensor<64xf32>
    %7421 = stablehlo.subtract %blocks.3.3.bn3.b, %7127 : tensor<64xf32>
    %7422 = stablehlo.subtract %blocks.4.0.conv_pw.w, %7130 : tensor<1x1x64x384xf32>
    %7423 = stablehlo.subtract %blocks.4.0.bn1.g, %7133 : tensor<384xf32>
    %7424 = stablehlo.subtract %blocks.4.0.bn1.b, %7136 : tensor<384xf32>
    %7425 = stablehlo.subtract %blocks.4.0.conv_dw.w, %7139 : tensor<3x3x1x384xf32>
    %7426 = stablehlo.subtract %blocks.4.0.bn2.g, %7142 : tensor<384xf32>
    %7427 = stablehlo.subtract %blocks.4.0.bn2.b, %7145 : tensor<384xf32>
    %7428 = stablehlo.subtract %blocks.4.0.conv_pwl.w, %7148 : tensor<1x1x384x96xf32>
    %7429 = stablehlo.subtract %blocks.4.0.bn3.g, %7151 : tensor<96xf32>
    %7430 = stablehlo.subtract %blocks.4.0.bn3.b, %7154 : tensor<96xf32>
    %7431 = stablehlo.subtract %blocks.4.1.conv_pw.w, %7157 : tensor<1x1x96x576xf32>
    %7432 = stablehlo.subtract %blocks.4.1.bn1.g, %7160 : tensor<576xf32>
    %7433 = stablehlo.subtract %blocks.4.1.bn1.b, %7163 : tensor<576xf32>
    %7434 = stablehlo.subtract %blocks.4.1.conv_dw.w, %7166 : tensor<3x3x1x576xf32>
    %7435 = stablehlo.subtract %blocks.4.1.bn2.g, %7169 : tensor<576xf32>
    %7436 = stablehlo.subtract %blocks.4.1.bn2.b, %7172 : tensor<576xf32>
    %7437 = stablehlo.subtract %blocks.4.1.conv_pwl.w, %7175 : tensor<1x1x576x96xf32>
    %7438 = stablehlo.subtract %blocks.4.1.bn3.g, %7178 : tensor<96xf32>
    %7439 = stablehlo.subtract %blocks.4.1.bn3.b, %7181 : tensor<96xf32>
    %7440 = stablehlo.subtract %blocks.4.2.conv_pw.w, %7184 : tensor<1x1x96x576xf32>
    %7441 = stablehlo.subtract %blocks.4.2.bn1.g, %7187 : tensor<576xf32>
    %7442 = stablehlo.subtract %blocks.4.2.bn1.b, %7190 : tensor<576xf32>
    %7443 = stablehlo.subtract %blocks.4.2.conv_dw.w, %7193 : tensor<3x3x1x576xf32>
    %7444 = stablehlo.subtract %blocks.4.2.bn2.g, %7196 : tensor<576xf32>
    %7445 = stablehlo.subtract %blocks.4.2.bn2.b, %7199 : tensor<576xf32>
    %7446 = stablehlo.subtract %blocks.4.2.conv_pwl.w, %7202 : tensor<1x1x576x96xf32>
    %7447 = stablehlo.subtract %blocks.4.2.bn3.g, %7205 : tensor<96xf32>
    %7448 = stablehlo.subtract %blocks.4.2.bn3.b, %7208 : tensor<96xf32>
    %7449 = stablehlo.subtract %blocks.5.0.conv_pw.w, %7211 : tensor<1x1x96x576xf32>
    %7450 = stablehlo.subtract %blocks.5.0.bn1.g, %7214 : tensor<576xf32>
    %7451 = stablehlo.subtract %blocks.5.0.bn1.b, %7217 : tensor<576xf32>
    %7452 = stablehlo.subtract %blocks.5.0.conv_dw.w, %7220 : tensor<3x3x1x576xf32>
    %7453 = stablehlo.subtract %blocks.5.0.bn2.g, %7223 : tensor<576xf32>
    %7454 = stablehlo.subtract %blocks.5.0.bn2.b, %7226 : tensor<576xf32>
    %7455 = stablehlo.subtract %blocks.5.0.conv_pwl.w, %7229 : tensor<1x1x576x160xf32>
    %7456 = stablehlo.subtract %blocks.5.0.bn3.g, %7232 : tensor<160xf32>
    %7457 = stablehlo.subtract %blocks.5.0.bn3.b, %7235 : tensor<160xf32>
    %7458 = stablehlo.subtract %blocks.5.1.conv_pw.w, %7238 : tensor<1x1x160x960xf32>
    %7459 = stablehlo.subtract %blocks.5.1.bn1.g, %7241 : tensor<960xf32>
    %7460 = stablehlo.subtract %blocks.5.1.bn1.b, %7244 : tensor<960xf32>
    %7461 = stablehlo.subtract %blocks.5.1.conv_dw.w, %7247 : tensor<3x3x1x960xf32>
    %7462 = stablehlo.subtract %blocks.5.1.bn2.g, %7250 : tensor<960xf32>
    %7463 = stablehlo.subtract %blocks.5.1.bn2.b, %7253 : tensor<960xf32>
    %7464 = stablehlo.subtract %blocks.5.1.conv_pwl.w, %7256 : tensor<1x1x960x160xf32>
    %7465 = stablehlo.subtract %blocks.5.1.bn3.g, %7259 : tensor<160xf32>
    %7466 = stablehlo.subtract %blocks.5.1.bn3.b, %7262 : tensor<160xf32>
    %7467 = stablehlo.subtract %blocks.5.2.conv_pw.w, %7265 : tensor<1x1x160x960xf32>
    %7468 = stablehlo.subtract %blocks.5.2.bn1.g, %7268 : tensor<960xf32>
    %7469 = stablehlo.subtract %blocks.5.2.bn1.b, %7271 : tensor<960xf32>
    %7470 = stablehlo.subtract %blocks.5.2.conv_dw.w, %7274 : tensor<3x3x1x960xf32>
    %7471 = stablehlo.subtract %blocks.5.2.bn2.g, %7277 : tensor<960xf32>
    %7472 = stablehlo.subtract %blocks.5.2.bn2.b, %7280 : tensor<960xf32>
    %7473 = stablehlo.subtract %blocks.5.2.conv_pwl.w, %7283 : tensor<1x1x960x160xf32>
    %7474 = stablehlo.subtract %blocks.5.2.bn3.g, %7286 : tensor<160xf32>
    %7475 = stablehlo.subtract %blocks.5.2.bn3.b, %7289 : tensor<160xf32>
    %7476 = stablehlo.subtract %blocks.6.0.conv_pw.w, %7292 : tensor<1x1x160x960xf32>
    %7477 = stablehlo.subtract %blocks.6.0.bn1.g, %7295 : tensor<960xf32>
    %7478 = stablehlo.subtract %blocks.6.0.bn1.b, %7298 : tensor<960xf32>
    %7479 = stablehlo.subtract %blocks.6.0.conv_dw.w, %7301 : tensor<3x3x1x960xf32>
    %7480 = stablehlo.subtract %blocks.6.0.bn2.g, %7304 : tensor<960xf32>
    %7481 = stablehlo.subtract %blocks.6.0.bn2.b, %7307 : tensor<960xf32>
    %7482 = stablehlo.subtract %blocks.6.0.conv_pwl.w, %7310 : tensor<1x1x960x320xf32>
    %7483 = stablehlo.subtract %blocks.6.0.bn3.g, %7313 : tensor<320xf32>
    %7484 = stablehlo.subtract %blocks.6.0.bn3.b, %7316 : tensor<320xf32>
    %7485 = stablehlo.subtract %conv_head.w, %7319 : tensor<1x1x320x1280xf32>
    %7486 = stablehlo.subtract %bn2.g, %7322 : tensor<1280xf32>
    %7487 = stablehlo.subtract %bn2.b, %7325 : tensor<1280xf32>
    %7488 = stablehlo.subtract %classifier.w, %7328 : tensor<1280x1000xf32>
    %7489 = stablehlo.subtract %classifier.b, %7331 : tensor<1000xf32>
    %7490 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %7491 = stablehlo.constant dense<1.0> : tensor<3x3x3x32xf32>
    %7492 = stablehlo.subtract %7491, %7490 : tensor<3x3x3x32xf32>
    %7493 = stablehlo.multiply %7490, %ema.conv_stem.w : tensor<3x3x3x32xf32>
    %7494 = stablehlo.multiply %7492, %7332 : tensor<3x3x3x32xf32>
    %7495 = stablehlo.add %7493, %7494 : tensor<3x3x3x32xf32>
    %7496 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7497 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7498 = stablehlo.subtract %7497, %7496 : tensor<32xf32>
    %7499 = stablehlo.multiply %7496, %ema.bn1.g : tensor<32xf32>
    %7500 = stablehlo.multiply %7498, %7333 : tensor<32xf32>
    %7501 = stablehlo.add %7499, %7500 : tensor<32xf32>
    %7502 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7503 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7504 = stablehlo.subtract %7503, %7502 : tensor<32xf32>
    %7505 = stablehlo.multiply %7502, %ema.bn1.b : tensor<32xf32>
    %7506 = stablehlo.multiply %7504, %7334 : tensor<32xf32>
    %7507 = stablehlo.add %7505, %7506 : tensor<32xf32>
    %7508 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %7509 = stablehlo.constant dense<1.0> : tensor<3x3x1x32xf32>
    %7510 = stablehlo.subtract %7509, %7508 : tensor<3x3x1x32xf32>
    %7511 = stablehlo.multiply %7508, %ema.blocks.0.0.conv_dw.w : tensor<3x3x1x32xf32>
    %7512 = stablehlo.multiply %7510, %7335 : tensor<3x3x1x32xf32>
    %7513 = stablehlo.add %7511, %7512 : tensor<3x3x1x32xf32>
    %7514 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7515 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7516 = stablehlo.subtract %7515, %7514 : tensor<32xf32>
    %7517 = stablehlo.multiply %7514, %ema.blocks.0.0.bn1.g : tensor<32xf32>
    %7518 = stablehlo.multiply %7516, %7336 : tensor<32xf32>
    %7519 = stablehlo.add %7517, %7518 : tensor<32xf32>
    %7520 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7521 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7522 = stablehlo.subtract %7521, %7520 : tensor<32xf32>
    %7523 = stablehlo.multiply %7520, %ema.blocks.0.0.bn1.b : tensor<32xf32>
    %7524 = stablehlo.multiply %7522, %7337 : tensor<32xf32>
    %7525 = stablehlo.add %7523, %7524 : tensor<32xf32>
    %7526 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %7527 = stablehlo.constant dense<1.0> : tensor<1x1x32x16xf32>
    %7528 = stablehlo.subtract %7527, %7526 : tensor<1x1x32x16xf32>
    %7529 = stablehlo.multiply %7526, %ema.blocks.0.0.conv_pw.w : tensor<1x1x32x16xf32>
    %7530 = stablehlo.multiply %7528, %7338 : tensor<1x1x32x16xf32>
    %7531 = stablehlo.add %7529, %7530 : tensor<1x1x32x16xf32>
    %7532 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %7533 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %7534 = stablehlo.subtract %7533, %7532 : tensor<16xf32>
    %7535 = stablehlo.multiply %7532, %ema.blocks.0.0.bn2.g : tensor<16xf32>
    %7536 = stablehlo.multiply %7534, %7339 : tensor<16xf32>
    %7537 = stablehlo.add %7535, %7536 : tensor<16xf32>
    %7538 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %7539 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %7540 = stablehlo.subtract %7539, %7538 : tensor<16xf32>
    %7541 = stablehlo.multiply %7538, %ema.blocks.0.0.bn2.b : tensor<16xf32>
    %7542 = stablehlo.multiply %7540, %7340 : tensor<16xf32>
    %7543 = stablehlo.add %7541, %7542 : tensor<16xf32>
    %7544 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x96xf32>
    %7545 = stablehlo.constant dense<1.0> : tensor<1x1x16x96xf32>
    %7546 = stablehlo.subtract %7545, %7544 : tensor<1x1x16x96xf32>
    %7547 = stablehlo.multiply %7544, %ema.blocks.1.0.conv_pw.w : tensor<1x1x16x96xf32>
    %7548 = stablehlo.multiply %7546, %7341 : tensor<1x1x16x96xf32>
    %7549 = stablehlo.add %7547, %7548 : tensor<1x1x16x96xf32>
    %7550 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7551 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7552 = stablehlo.subtract %7551, %7550 : tensor<96xf32>
    %7553 = stablehlo.multiply %7550, %ema.blocks.1.0.bn1.g : tensor<96xf32>
    %7554 = stablehlo.multiply %7552, %7342 : tensor<96xf32>
    %7555 = stablehlo.add %7553, %7554 : tensor<96xf32>
    %7556 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7557 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7558 = stablehlo.subtract %7557, %7556 : tensor<96xf32>
    %7559 = stablehlo.multiply %7556, %ema.blocks.1.0.bn1.b : tensor<96xf32>
    %7560 = stablehlo.multiply %7558, %7343 : tensor<96xf32>
    %7561 = stablehlo.add %7559, %7560 : tensor<96xf32>
    %7562 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x96xf32>
    %7563 = stablehlo.constant dense<1.0> : tensor<3x3x1x96xf32>
    %7564 = stablehlo.subtract %7563, %7562 : tensor<3x3x1x96xf32>
    %7565 = stablehlo.multiply %7562, %ema.blocks.1.0.conv_dw.w : tensor<3x3x1x96xf32>
    %7566 = stablehlo.multiply %7564, %7344 : tensor<3x3x1x96xf32>
    %7567 = stablehlo.add %7565, %7566 : tensor<3x3x1x96xf32>
    %7568 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7569 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7570 = stablehlo.subtract %7569, %7568 : tensor<96xf32>
    %7571 = stablehlo.multiply %7568, %ema.blocks.1.0.bn2.g : tensor<96xf32>
    %7572 = stablehlo.multiply %7570, %7345 : tensor<96xf32>
    %7573 = stablehlo.add %7571, %7572 : tensor<96xf32>
    %7574 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7575 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %7576 = stablehlo.subtract %7575, %7574 : tensor<96xf32>
    %7577 = stablehlo.multiply %7574, %ema.blocks.1.0.bn2.b : tensor<96xf32>
    %7578 = stablehlo.multiply %7576, %7346 : tensor<96xf32>
    %7579 = stablehlo.add %7577, %7578 : tensor<96xf32>
    %7580 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x24xf32>
    %7581 = stablehlo.constant dense<1.0> : tensor<1x1x96x24xf32>
    %7582 = stablehlo.subtract %7581, %7580 : tensor<1x1x96x24xf32>
    %7583 = stablehlo.multiply %7580, %ema.blocks.1.0.conv_pwl.w : tensor<1x1x96x24xf32>
    %7584 = stablehlo.multiply %7582, %7347 : tensor<1x1x96x24xf32>
    %7585 = stablehlo.add %7583, %7584 : tensor<1x1x96x24xf32>
    %7586 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7587 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7588 = stablehlo.subtract %7587, %7586 : tensor<24xf32>
    %7589 = stablehlo.multiply %7586, %ema.blocks.1.0.bn3.g : tensor<24xf32>
    %7590 = stablehlo.multiply %7588, %7348 : tensor<24xf32>
    %7591 = stablehlo.add %7589, %7590 : tensor<24xf32>
    %7592 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7593 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7594 = stablehlo.subtract %7593, %7592 : tensor<24xf32>
    %7595 = stablehlo.multiply %7592, %ema.blocks.1.0.bn3.b : tensor<24xf32>
    %7596 = stablehlo.multiply %7594, %7349 : tensor<24xf32>
    %7597 = stablehlo.add %7595, %7596 : tensor<24xf32>
    %7598 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %7599 = stablehlo.constant dense<1.0> : tensor<1x1x24x144xf32>
    %7600 = stablehlo.subtract %7599, %7598 : tensor<1x1x24x144xf32>
    %7601 = stablehlo.multiply %7598, %ema.blocks.1.1.conv_pw.w : tensor<1x1x24x144xf32>
    %7602 = stablehlo.multiply %7600, %7350 : tensor<1x1x24x144xf32>
    %7603 = stablehlo.add %7601, %7602 : tensor<1x1x24x144xf32>
    %7604 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7605 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7606 = stablehlo.subtract %7605, %7604 : tensor<144xf32>
    %7607 = stablehlo.multiply %7604, %ema.blocks.1.1.bn1.g : tensor<144xf32>
    %7608 = stablehlo.multiply %7606, %7351 : tensor<144xf32>
    %7609 = stablehlo.add %7607, %7608 : tensor<144xf32>
    %7610 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7611 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7612 = stablehlo.subtract %7611, %7610 : tensor<144xf32>
    %7613 = stablehlo.multiply %7610, %ema.blocks.1.1.bn1.b : tensor<144xf32>
    %7614 = stablehlo.multiply %7612, %7352 : tensor<144xf32>
    %7615 = stablehlo.add %7613, %7614 : tensor<144xf32>
    %7616 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %7617 = stablehlo.constant dense<1.0> : tensor<3x3x1x144xf32>
    %7618 = stablehlo.subtract %7617, %7616 : tensor<3x3x1x144xf32>
    %7619 = stablehlo.multiply %7616, %ema.blocks.1.1.conv_dw.w : tensor<3x3x1x144xf32>
    %7620 = stablehlo.multiply %7618, %7353 : tensor<3x3x1x144xf32>
    %7621 = stablehlo.add %7619, %7620 : tensor<3x3x1x144xf32>
    %7622 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7623 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7624 = stablehlo.subtract %7623, %7622 : tensor<144xf32>
    %7625 = stablehlo.multiply %7622, %ema.blocks.1.1.bn2.g : tensor<144xf32>
    %7626 = stablehlo.multiply %7624, %7354 : tensor<144xf32>
    %7627 = stablehlo.add %7625, %7626 : tensor<144xf32>
    %7628 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7629 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7630 = stablehlo.subtract %7629, %7628 : tensor<144xf32>
    %7631 = stablehlo.multiply %7628, %ema.blocks.1.1.bn2.b : tensor<144xf32>
    %7632 = stablehlo.multiply %7630, %7355 : tensor<144xf32>
    %7633 = stablehlo.add %7631, %7632 : tensor<144xf32>
    %7634 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x24xf32>
    %7635 = stablehlo.constant dense<1.0> : tensor<1x1x144x24xf32>
    %7636 = stablehlo.subtract %7635, %7634 : tensor<1x1x144x24xf32>
    %7637 = stablehlo.multiply %7634, %ema.blocks.1.1.conv_pwl.w : tensor<1x1x144x24xf32>
    %7638 = stablehlo.multiply %7636, %7356 : tensor<1x1x144x24xf32>
    %7639 = stablehlo.add %7637, %7638 : tensor<1x1x144x24xf32>
    %7640 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7641 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7642 = stablehlo.subtract %7641, %7640 : tensor<24xf32>
    %7643 = stablehlo.multiply %7640, %ema.blocks.1.1.bn3.g : tensor<24xf32>
    %7644 = stablehlo.multiply %7642, %7357 : tensor<24xf32>
    %7645 = stablehlo.add %7643, %7644 : tensor<24xf32>
    %7646 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %7647 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %7648 = stablehlo.subtract %7647, %7646 : tensor<24xf32>
    %7649 = stablehlo.multiply %7646, %ema.blocks.1.1.bn3.b : tensor<24xf32>
    %7650 = stablehlo.multiply %7648, %7358 : tensor<24xf32>
    %7651 = stablehlo.add %7649, %7650 : tensor<24xf32>
    %7652 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x24x144xf32>
    %7653 = stablehlo.constant dense<1.0> : tensor<1x1x24x144xf32>
    %7654 = stablehlo.subtract %7653, %7652 : tensor<1x1x24x144xf32>
    %7655 = stablehlo.multiply %7652, %ema.blocks.2.0.conv_pw.w : tensor<1x1x24x144xf32>
    %7656 = stablehlo.multiply %7654, %7359 : tensor<1x1x24x144xf32>
    %7657 = stablehlo.add %7655, %7656 : tensor<1x1x24x144xf32>
    %7658 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7659 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7660 = stablehlo.subtract %7659, %7658 : tensor<144xf32>
    %7661 = stablehlo.multiply %7658, %ema.blocks.2.0.bn1.g : tensor<144xf32>
    %7662 = stablehlo.multiply %7660, %7360 : tensor<144xf32>
    %7663 = stablehlo.add %7661, %7662 : tensor<144xf32>
    %7664 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7665 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7666 = stablehlo.subtract %7665, %7664 : tensor<144xf32>
    %7667 = stablehlo.multiply %7664, %ema.blocks.2.0.bn1.b : tensor<144xf32>
    %7668 = stablehlo.multiply %7666, %7361 : tensor<144xf32>
    %7669 = stablehlo.add %7667, %7668 : tensor<144xf32>
    %7670 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x144xf32>
    %7671 = stablehlo.constant dense<1.0> : tensor<3x3x1x144xf32>
    %7672 = stablehlo.subtract %7671, %7670 : tensor<3x3x1x144xf32>
    %7673 = stablehlo.multiply %7670, %ema.blocks.2.0.conv_dw.w : tensor<3x3x1x144xf32>
    %7674 = stablehlo.multiply %7672, %7362 : tensor<3x3x1x144xf32>
    %7675 = stablehlo.add %7673, %7674 : tensor<3x3x1x144xf32>
    %7676 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7677 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7678 = stablehlo.subtract %7677, %7676 : tensor<144xf32>
    %7679 = stablehlo.multiply %7676, %ema.blocks.2.0.bn2.g : tensor<144xf32>
    %7680 = stablehlo.multiply %7678, %7363 : tensor<144xf32>
    %7681 = stablehlo.add %7679, %7680 : tensor<144xf32>
    %7682 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %7683 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %7684 = stablehlo.subtract %7683, %7682 : tensor<144xf32>
    %7685 = stablehlo.multiply %7682, %ema.blocks.2.0.bn2.b : tensor<144xf32>
    %7686 = stablehlo.multiply %7684, %7364 : tensor<144xf32>
    %7687 = stablehlo.add %7685, %7686 : tensor<144xf32>
    %7688 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x144x32xf32>
    %7689 = stablehlo.constant dense<1.0> : tensor<1x1x144x32xf32>
    %7690 = stablehlo.subtract %7689, %7688 : tensor<1x1x144x32xf32>
    %7691 = stablehlo.multiply %7688, %ema.blocks.2.0.conv_pwl.w : tensor<1x1x144x32xf32>
    %7692 = stablehlo.multiply %7690, %7365 : tensor<1x1x144x32xf32>
    %7693 = stablehlo.add %7691, %7692 : tensor<1x1x144x32xf32>
    %7694 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7695 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7696 = stablehlo.subtract %7695, %7694 : tensor<32xf32>
    %7697 = stablehlo.multiply %7694, %ema.blocks.2.0.bn3.g : tensor<32xf32>
    %7698 = stablehlo.multiply %7696, %7366 : tensor<32xf32>
    %7699 = stablehlo.add %7697, %7698 : tensor<32xf32>
    %7700 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7701 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7702 = stablehlo.subtract %7701, %7700 : tensor<32xf32>
    %7703 = stablehlo.multiply %7700, %ema.blocks.2.0.bn3.b : tensor<32xf32>
    %7704 = stablehlo.multiply %7702, %7367 : tensor<32xf32>
    %7705 = stablehlo.add %7703, %7704 : tensor<32xf32>
    %7706 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %7707 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %7708 = stablehlo.subtract %7707, %7706 : tensor<1x1x32x192xf32>
    %7709 = stablehlo.multiply %7706, %ema.blocks.2.1.conv_pw.w : tensor<1x1x32x192xf32>
    %7710 = stablehlo.multiply %7708, %7368 : tensor<1x1x32x192xf32>
    %7711 = stablehlo.add %7709, %7710 : tensor<1x1x32x192xf32>
    %7712 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7713 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7714 = stablehlo.subtract %7713, %7712 : tensor<192xf32>
    %7715 = stablehlo.multiply %7712, %ema.blocks.2.1.bn1.g : tensor<192xf32>
    %7716 = stablehlo.multiply %7714, %7369 : tensor<192xf32>
    %7717 = stablehlo.add %7715, %7716 : tensor<192xf32>
    %7718 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7719 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7720 = stablehlo.subtract %7719, %7718 : tensor<192xf32>
    %7721 = stablehlo.multiply %7718, %ema.blocks.2.1.bn1.b : tensor<192xf32>
    %7722 = stablehlo.multiply %7720, %7370 : tensor<192xf32>
    %7723 = stablehlo.add %7721, %7722 : tensor<192xf32>
    %7724 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %7725 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %7726 = stablehlo.subtract %7725, %7724 : tensor<3x3x1x192xf32>
    %7727 = stablehlo.multiply %7724, %ema.blocks.2.1.conv_dw.w : tensor<3x3x1x192xf32>
    %7728 = stablehlo.multiply %7726, %7371 : tensor<3x3x1x192xf32>
    %7729 = stablehlo.add %7727, %7728 : tensor<3x3x1x192xf32>
    %7730 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7731 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7732 = stablehlo.subtract %7731, %7730 : tensor<192xf32>
    %7733 = stablehlo.multiply %7730, %ema.blocks.2.1.bn2.g : tensor<192xf32>
    %7734 = stablehlo.multiply %7732, %7372 : tensor<192xf32>
    %7735 = stablehlo.add %7733, %7734 : tensor<192xf32>
    %7736 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7737 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7738 = stablehlo.subtract %7737, %7736 : tensor<192xf32>
    %7739 = stablehlo.multiply %7736, %ema.blocks.2.1.bn2.b : tensor<192xf32>
    %7740 = stablehlo.multiply %7738, %7373 : tensor<192xf32>
    %7741 = stablehlo.add %7739, %7740 : tensor<192xf32>
    %7742 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %7743 = stablehlo.constant dense<1.0> : tensor<1x1x192x32xf32>
    %7744 = stablehlo.subtract %7743, %7742 : tensor<1x1x192x32xf32>
    %7745 = stablehlo.multiply %7742, %ema.blocks.2.1.conv_pwl.w : tensor<1x1x192x32xf32>
    %7746 = stablehlo.multiply %7744, %7374 : tensor<1x1x192x32xf32>
    %7747 = stablehlo.add %7745, %7746 : tensor<1x1x192x32xf32>
    %7748 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7749 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7750 = stablehlo.subtract %7749, %7748 : tensor<32xf32>
    %7751 = stablehlo.multiply %7748, %ema.blocks.2.1.bn3.g : tensor<32xf32>
    %7752 = stablehlo.multiply %7750, %7375 : tensor<32xf32>
    %7753 = stablehlo.add %7751, %7752 : tensor<32xf32>
    %7754 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7755 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7756 = stablehlo.subtract %7755, %7754 : tensor<32xf32>
    %7757 = stablehlo.multiply %7754, %ema.blocks.2.1.bn3.b : tensor<32xf32>
    %7758 = stablehlo.multiply %7756, %7376 : tensor<32xf32>
    %7759 = stablehlo.add %7757, %7758 : tensor<32xf32>
    %7760 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %7761 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %7762 = stablehlo.subtract %7761, %7760 : tensor<1x1x32x192xf32>
    %7763 = stablehlo.multiply %7760, %ema.blocks.2.2.conv_pw.w : tensor<1x1x32x192xf32>
    %7764 = stablehlo.multiply %7762, %7377 : tensor<1x1x32x192xf32>
    %7765 = stablehlo.add %7763, %7764 : tensor<1x1x32x192xf32>
    %7766 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7767 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7768 = stablehlo.subtract %7767, %7766 : tensor<192xf32>
    %7769 = stablehlo.multiply %7766, %ema.blocks.2.2.bn1.g : tensor<192xf32>
    %7770 = stablehlo.multiply %7768, %7378 : tensor<192xf32>
    %7771 = stablehlo.add %7769, %7770 : tensor<192xf32>
    %7772 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7773 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7774 = stablehlo.subtract %7773, %7772 : tensor<192xf32>
    %7775 = stablehlo.multiply %7772, %ema.blocks.2.2.bn1.b : tensor<192xf32>
    %7776 = stablehlo.multiply %7774, %7379 : tensor<192xf32>
    %7777 = stablehlo.add %7775, %7776 : tensor<192xf32>
    %7778 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %7779 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %7780 = stablehlo.subtract %7779, %7778 : tensor<3x3x1x192xf32>
    %7781 = stablehlo.multiply %7778, %ema.blocks.2.2.conv_dw.w : tensor<3x3x1x192xf32>
    %7782 = stablehlo.multiply %7780, %7380 : tensor<3x3x1x192xf32>
    %7783 = stablehlo.add %7781, %7782 : tensor<3x3x1x192xf32>
    %7784 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7785 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7786 = stablehlo.subtract %7785, %7784 : tensor<192xf32>
    %7787 = stablehlo.multiply %7784, %ema.blocks.2.2.bn2.g : tensor<192xf32>
    %7788 = stablehlo.multiply %7786, %7381 : tensor<192xf32>
    %7789 = stablehlo.add %7787, %7788 : tensor<192xf32>
    %7790 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7791 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7792 = stablehlo.subtract %7791, %7790 : tensor<192xf32>
    %7793 = stablehlo.multiply %7790, %ema.blocks.2.2.bn2.b : tensor<192xf32>
    %7794 = stablehlo.multiply %7792, %7382 : tensor<192xf32>
    %7795 = stablehlo.add %7793, %7794 : tensor<192xf32>
    %7796 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x32xf32>
    %7797 = stablehlo.constant dense<1.0> : tensor<1x1x192x32xf32>
    %7798 = stablehlo.subtract %7797, %7796 : tensor<1x1x192x32xf32>
    %7799 = stablehlo.multiply %7796, %ema.blocks.2.2.conv_pwl.w : tensor<1x1x192x32xf32>
    %7800 = stablehlo.multiply %7798, %7383 : tensor<1x1x192x32xf32>
    %7801 = stablehlo.add %7799, %7800 : tensor<1x1x192x32xf32>
    %7802 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7803 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7804 = stablehlo.subtract %7803, %7802 : tensor<32xf32>
    %7805 = stablehlo.multiply %7802, %ema.blocks.2.2.bn3.g : tensor<32xf32>
    %7806 = stablehlo.multiply %7804, %7384 : tensor<32xf32>
    %7807 = stablehlo.add %7805, %7806 : tensor<32xf32>
    %7808 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %7809 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %7810 = stablehlo.subtract %7809, %7808 : tensor<32xf32>
    %7811 = stablehlo.multiply %7808, %ema.blocks.2.2.bn3.b : tensor<32xf32>
    %7812 = stablehlo.multiply %7810, %7385 : tensor<32xf32>
    %7813 = stablehlo.add %7811, %7812 : tensor<32xf32>
    %7814 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x192xf32>
    %7815 = stablehlo.constant dense<1.0> : tensor<1x1x32x192xf32>
    %7816 = stablehlo.subtract %7815, %7814 : tensor<1x1x32x192xf32>
    %7817 = stablehlo.multiply %7814, %ema.blocks.3.0.conv_pw.w : tensor<1x1x32x192xf32>
    %7818 = stablehlo.multiply %7816, %7386 : tensor<1x1x32x192xf32>
    %7819 = stablehlo.add %7817, %7818 : tensor<1x1x32x192xf32>
    %7820 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7821 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7822 = stablehlo.subtract %7821, %7820 : tensor<192xf32>
    %7823 = stablehlo.multiply %7820, %ema.blocks.3.0.bn1.g : tensor<192xf32>
    %7824 = stablehlo.multiply %7822, %7387 : tensor<192xf32>
    %7825 = stablehlo.add %7823, %7824 : tensor<192xf32>
    %7826 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7827 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7828 = stablehlo.subtract %7827, %7826 : tensor<192xf32>
    %7829 = stablehlo.multiply %7826, %ema.blocks.3.0.bn1.b : tensor<192xf32>
    %7830 = stablehlo.multiply %7828, %7388 : tensor<192xf32>
    %7831 = stablehlo.add %7829, %7830 : tensor<192xf32>
    %7832 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x192xf32>
    %7833 = stablehlo.constant dense<1.0> : tensor<3x3x1x192xf32>
    %7834 = stablehlo.subtract %7833, %7832 : tensor<3x3x1x192xf32>
    %7835 = stablehlo.multiply %7832, %ema.blocks.3.0.conv_dw.w : tensor<3x3x1x192xf32>
    %7836 = stablehlo.multiply %7834, %7389 : tensor<3x3x1x192xf32>
    %7837 = stablehlo.add %7835, %7836 : tensor<3x3x1x192xf32>
    %7838 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7839 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7840 = stablehlo.subtract %7839, %7838 : tensor<192xf32>
    %7841 = stablehlo.multiply %7838, %ema.blocks.3.0.bn2.g : tensor<192xf32>
    %7842 = stablehlo.multiply %7840, %7390 : tensor<192xf32>
    %7843 = stablehlo.add %7841, %7842 : tensor<192xf32>
    %7844 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7845 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %7846 = stablehlo.subtract %7845, %7844 : tensor<192xf32>
    %7847 = stablehlo.multiply %7844, %ema.blocks.3.0.bn2.b : tensor<192xf32>
    %7848 = stablehlo.multiply %7846, %7391 : tensor<192xf32>
    %7849 = stablehlo.add %7847, %7848 : tensor<192xf32>
    %7850 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192x64xf32>
    %7851 = stablehlo.constant dense<1.0> : tensor<1x1x192x64xf32>
    %7852 = stablehlo.subtract %7851, %7850 : tensor<1x1x192x64xf32>
    %7853 = stablehlo.multiply %7850, %ema.blocks.3.0.conv_pwl.w : tensor<1x1x192x64xf32>
    %7854 = stablehlo.multiply %7852, %7392 : tensor<1x1x192x64xf32>
    %7855 = stablehlo.add %7853, %7854 : tensor<1x1x192x64xf32>
    %7856 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7857 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7858 = stablehlo.subtract %7857, %7856 : tensor<64xf32>
    %7859 = stablehlo.multiply %7856, %ema.blocks.3.0.bn3.g : tensor<64xf32>
    %7860 = stablehlo.multiply %7858, %7393 : tensor<64xf32>
    %7861 = stablehlo.add %7859, %7860 : tensor<64xf32>
    %7862 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7863 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7864 = stablehlo.subtract %7863, %7862 : tensor<64xf32>
    %7865 = stablehlo.multiply %7862, %ema.blocks.3.0.bn3.b : tensor<64xf32>
    %7866 = stablehlo.multiply %7864, %7394 : tensor<64xf32>
    %7867 = stablehlo.add %7865, %7866 : tensor<64xf32>
    %7868 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7869 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7870 = stablehlo.subtract %7869, %7868 : tensor<1x1x64x384xf32>
    %7871 = stablehlo.multiply %7868, %ema.blocks.3.1.conv_pw.w : tensor<1x1x64x384xf32>
    %7872 = stablehlo.multiply %7870, %7395 : tensor<1x1x64x384xf32>
    %7873 = stablehlo.add %7871, %7872 : tensor<1x1x64x384xf32>
    %7874 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7875 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7876 = stablehlo.subtract %7875, %7874 : tensor<384xf32>
    %7877 = stablehlo.multiply %7874, %ema.blocks.3.1.bn1.g : tensor<384xf32>
    %7878 = stablehlo.multiply %7876, %7396 : tensor<384xf32>
    %7879 = stablehlo.add %7877, %7878 : tensor<384xf32>
    %7880 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7881 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7882 = stablehlo.subtract %7881, %7880 : tensor<384xf32>
    %7883 = stablehlo.multiply %7880, %ema.blocks.3.1.bn1.b : tensor<384xf32>
    %7884 = stablehlo.multiply %7882, %7397 : tensor<384xf32>
    %7885 = stablehlo.add %7883, %7884 : tensor<384xf32>
    %7886 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7887 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7888 = stablehlo.subtract %7887, %7886 : tensor<3x3x1x384xf32>
    %7889 = stablehlo.multiply %7886, %ema.blocks.3.1.conv_dw.w : tensor<3x3x1x384xf32>
    %7890 = stablehlo.multiply %7888, %7398 : tensor<3x3x1x384xf32>
    %7891 = stablehlo.add %7889, %7890 : tensor<3x3x1x384xf32>
    %7892 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7893 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7894 = stablehlo.subtract %7893, %7892 : tensor<384xf32>
    %7895 = stablehlo.multiply %7892, %ema.blocks.3.1.bn2.g : tensor<384xf32>
    %7896 = stablehlo.multiply %7894, %7399 : tensor<384xf32>
    %7897 = stablehlo.add %7895, %7896 : tensor<384xf32>
    %7898 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7899 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7900 = stablehlo.subtract %7899, %7898 : tensor<384xf32>
    %7901 = stablehlo.multiply %7898, %ema.blocks.3.1.bn2.b : tensor<384xf32>
    %7902 = stablehlo.multiply %7900, %7400 : tensor<384xf32>
    %7903 = stablehlo.add %7901, %7902 : tensor<384xf32>
    %7904 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %7905 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %7906 = stablehlo.subtract %7905, %7904 : tensor<1x1x384x64xf32>
    %7907 = stablehlo.multiply %7904, %ema.blocks.3.1.conv_pwl.w : tensor<1x1x384x64xf32>
    %7908 = stablehlo.multiply %7906, %7401 : tensor<1x1x384x64xf32>
    %7909 = stablehlo.add %7907, %7908 : tensor<1x1x384x64xf32>
    %7910 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7911 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7912 = stablehlo.subtract %7911, %7910 : tensor<64xf32>
    %7913 = stablehlo.multiply %7910, %ema.blocks.3.1.bn3.g : tensor<64xf32>
    %7914 = stablehlo.multiply %7912, %7402 : tensor<64xf32>
    %7915 = stablehlo.add %7913, %7914 : tensor<64xf32>
    %7916 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7917 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7918 = stablehlo.subtract %7917, %7916 : tensor<64xf32>
    %7919 = stablehlo.multiply %7916, %ema.blocks.3.1.bn3.b : tensor<64xf32>
    %7920 = stablehlo.multiply %7918, %7403 : tensor<64xf32>
    %7921 = stablehlo.add %7919, %7920 : tensor<64xf32>
    %7922 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7923 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7924 = stablehlo.subtract %7923, %7922 : tensor<1x1x64x384xf32>
    %7925 = stablehlo.multiply %7922, %ema.blocks.3.2.conv_pw.w : tensor<1x1x64x384xf32>
    %7926 = stablehlo.multiply %7924, %7404 : tensor<1x1x64x384xf32>
    %7927 = stablehlo.add %7925, %7926 : tensor<1x1x64x384xf32>
    %7928 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7929 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7930 = stablehlo.subtract %7929, %7928 : tensor<384xf32>
    %7931 = stablehlo.multiply %7928, %ema.blocks.3.2.bn1.g : tensor<384xf32>
    %7932 = stablehlo.multiply %7930, %7405 : tensor<384xf32>
    %7933 = stablehlo.add %7931, %7932 : tensor<384xf32>
    %7934 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7935 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7936 = stablehlo.subtract %7935, %7934 : tensor<384xf32>
    %7937 = stablehlo.multiply %7934, %ema.blocks.3.2.bn1.b : tensor<384xf32>
    %7938 = stablehlo.multiply %7936, %7406 : tensor<384xf32>
    %7939 = stablehlo.add %7937, %7938 : tensor<384xf32>
    %7940 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7941 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7942 = stablehlo.subtract %7941, %7940 : tensor<3x3x1x384xf32>
    %7943 = stablehlo.multiply %7940, %ema.blocks.3.2.conv_dw.w : tensor<3x3x1x384xf32>
    %7944 = stablehlo.multiply %7942, %7407 : tensor<3x3x1x384xf32>
    %7945 = stablehlo.add %7943, %7944 : tensor<3x3x1x384xf32>
    %7946 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7947 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7948 = stablehlo.subtract %7947, %7946 : tensor<384xf32>
    %7949 = stablehlo.multiply %7946, %ema.blocks.3.2.bn2.g : tensor<384xf32>
    %7950 = stablehlo.multiply %7948, %7408 : tensor<384xf32>
    %7951 = stablehlo.add %7949, %7950 : tensor<384xf32>
    %7952 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7953 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7954 = stablehlo.subtract %7953, %7952 : tensor<384xf32>
    %7955 = stablehlo.multiply %7952, %ema.blocks.3.2.bn2.b : tensor<384xf32>
    %7956 = stablehlo.multiply %7954, %7409 : tensor<384xf32>
    %7957 = stablehlo.add %7955, %7956 : tensor<384xf32>
    %7958 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %7959 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %7960 = stablehlo.subtract %7959, %7958 : tensor<1x1x384x64xf32>
    %7961 = stablehlo.multiply %7958, %ema.blocks.3.2.conv_pwl.w : tensor<1x1x384x64xf32>
    %7962 = stablehlo.multiply %7960, %7410 : tensor<1x1x384x64xf32>
    %7963 = stablehlo.add %7961, %7962 : tensor<1x1x384x64xf32>
    %7964 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7965 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7966 = stablehlo.subtract %7965, %7964 : tensor<64xf32>
    %7967 = stablehlo.multiply %7964, %ema.blocks.3.2.bn3.g : tensor<64xf32>
    %7968 = stablehlo.multiply %7966, %7411 : tensor<64xf32>
    %7969 = stablehlo.add %7967, %7968 : tensor<64xf32>
    %7970 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %7971 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %7972 = stablehlo.subtract %7971, %7970 : tensor<64xf32>
    %7973 = stablehlo.multiply %7970, %ema.blocks.3.2.bn3.b : tensor<64xf32>
    %7974 = stablehlo.multiply %7972, %7412 : tensor<64xf32>
    %7975 = stablehlo.add %7973, %7974 : tensor<64xf32>
    %7976 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %7977 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %7978 = stablehlo.subtract %7977, %7976 : tensor<1x1x64x384xf32>
    %7979 = stablehlo.multiply %7976, %ema.blocks.3.3.conv_pw.w : tensor<1x1x64x384xf32>
    %7980 = stablehlo.multiply %7978, %7413 : tensor<1x1x64x384xf32>
    %7981 = stablehlo.add %7979, %7980 : tensor<1x1x64x384xf32>
    %7982 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7983 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7984 = stablehlo.subtract %7983, %7982 : tensor<384xf32>
    %7985 = stablehlo.multiply %7982, %ema.blocks.3.3.bn1.g : tensor<384xf32>
    %7986 = stablehlo.multiply %7984, %7414 : tensor<384xf32>
    %7987 = stablehlo.add %7985, %7986 : tensor<384xf32>
    %7988 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7989 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %7990 = stablehlo.subtract %7989, %7988 : tensor<384xf32>
    %7991 = stablehlo.multiply %7988, %ema.blocks.3.3.bn1.b : tensor<384xf32>
    %7992 = stablehlo.multiply %7990, %7415 : tensor<384xf32>
    %7993 = stablehlo.add %7991, %7992 : tensor<384xf32>
    %7994 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %7995 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %7996 = stablehlo.subtract %7995, %7994 : tensor<3x3x1x384xf32>
    %7997 = stablehlo.multiply %7994, %ema.blocks.3.3.conv_dw.w : tensor<3x3x1x384xf32>
    %7998 = stablehlo.multiply %7996, %7416 : tensor<3x3x1x384xf32>
    %7999 = stablehlo.add %7997, %7998 : tensor<3x3x1x384xf32>
    %8000 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8001 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8002 = stablehlo.subtract %8001, %8000 : tensor<384xf32>
    %8003 = stablehlo.multiply %8000, %ema.blocks.3.3.bn2.g : tensor<384xf32>
    %8004 = stablehlo.multiply %8002, %7417 : tensor<384xf32>
    %8005 = stablehlo.add %8003, %8004 : tensor<384xf32>
    %8006 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8007 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8008 = stablehlo.subtract %8007, %8006 : tensor<384xf32>
    %8009 = stablehlo.multiply %8006, %ema.blocks.3.3.bn2.b : tensor<384xf32>
    %8010 = stablehlo.multiply %8008, %7418 : tensor<384xf32>
    %8011 = stablehlo.add %8009, %8010 : tensor<384xf32>
    %8012 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x64xf32>
    %8013 = stablehlo.constant dense<1.0> : tensor<1x1x384x64xf32>
    %8014 = stablehlo.subtract %8013, %8012 : tensor<1x1x384x64xf32>
    %8015 = stablehlo.multiply %8012, %ema.blocks.3.3.conv_pwl.w : tensor<1x1x384x64xf32>
    %8016 = stablehlo.multiply %8014, %7419 : tensor<1x1x384x64xf32>
    %8017 = stablehlo.add %8015, %8016 : tensor<1x1x384x64xf32>
    %8018 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8019 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8020 = stablehlo.subtract %8019, %8018 : tensor<64xf32>
    %8021 = stablehlo.multiply %8018, %ema.blocks.3.3.bn3.g : tensor<64xf32>
    %8022 = stablehlo.multiply %8020, %7420 : tensor<64xf32>
    %8023 = stablehlo.add %8021, %8022 : tensor<64xf32>
    %8024 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8025 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8026 = stablehlo.subtract %8025, %8024 : tensor<64xf32>
    %8027 = stablehlo.multiply %8024, %ema.blocks.3.3.bn3.b : tensor<64xf32>
    %8028 = stablehlo.multiply %8026, %7421 : tensor<64xf32>
    %8029 = stablehlo.add %8027, %8028 : tensor<64xf32>
    %8030 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x384xf32>
    %8031 = stablehlo.constant dense<1.0> : tensor<1x1x64x384xf32>
    %8032 = stablehlo.subtract %8031, %8030 : tensor<1x1x64x384xf32>
    %8033 = stablehlo.multiply %8030, %ema.blocks.4.0.conv_pw.w : tensor<1x1x64x384xf32>
    %8034 = stablehlo.multiply %8032, %7422 : tensor<1x1x64x384xf32>
    %8035 = stablehlo.add %8033, %8034 : tensor<1x1x64x384xf32>
    %8036 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8037 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8038 = stablehlo.subtract %8037, %8036 : tensor<384xf32>
    %8039 = stablehlo.multiply %8036, %ema.blocks.4.0.bn1.g : tensor<384xf32>
    %8040 = stablehlo.multiply %8038, %7423 : tensor<384xf32>
    %8041 = stablehlo.add %8039, %8040 : tensor<384xf32>
    %8042 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8043 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8044 = stablehlo.subtract %8043, %8042 : tensor<384xf32>
    %8045 = stablehlo.multiply %8042, %ema.blocks.4.0.bn1.b : tensor<384xf32>
    %8046 = stablehlo.multiply %8044, %7424 : tensor<384xf32>
    %8047 = stablehlo.add %8045, %8046 : tensor<384xf32>
    %8048 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x384xf32>
    %8049 = stablehlo.constant dense<1.0> : tensor<3x3x1x384xf32>
    %8050 = stablehlo.subtract %8049, %8048 : tensor<3x3x1x384xf32>
    %8051 = stablehlo.multiply %8048, %ema.blocks.4.0.conv_dw.w : tensor<3x3x1x384xf32>
    %8052 = stablehlo.multiply %8050, %7425 : tensor<3x3x1x384xf32>
    %8053 = stablehlo.add %8051, %8052 : tensor<3x3x1x384xf32>
    %8054 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8055 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8056 = stablehlo.subtract %8055, %8054 : tensor<384xf32>
    %8057 = stablehlo.multiply %8054, %ema.blocks.4.0.bn2.g : tensor<384xf32>
    %8058 = stablehlo.multiply %8056, %7426 : tensor<384xf32>
    %8059 = stablehlo.add %8057, %8058 : tensor<384xf32>
    %8060 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8061 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8062 = stablehlo.subtract %8061, %8060 : tensor<384xf32>
    %8063 = stablehlo.multiply %8060, %ema.blocks.4.0.bn2.b : tensor<384xf32>
    %8064 = stablehlo.multiply %8062, %7427 : tensor<384xf32>
    %8065 = stablehlo.add %8063, %8064 : tensor<384xf32>
    %8066 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384x96xf32>
    %8067 = stablehlo.constant dense<1.0> : tensor<1x1x384x96xf32>
    %8068 = stablehlo.subtract %8067, %8066 : tensor<1x1x384x96xf32>
    %8069 = stablehlo.multiply %8066, %ema.blocks.4.0.conv_pwl.w : tensor<1x1x384x96xf32>
    %8070 = stablehlo.multiply %8068, %7428 : tensor<1x1x384x96xf32>
    %8071 = stablehlo.add %8069, %8070 : tensor<1x1x384x96xf32>
    %8072 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8073 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8074 = stablehlo.subtract %8073, %8072 : tensor<96xf32>
    %8075 = stablehlo.multiply %8072, %ema.blocks.4.0.bn3.g : tensor<96xf32>
    %8076 = stablehlo.multiply %8074, %7429 : tensor<96xf32>
    %8077 = stablehlo.add %8075, %8076 : tensor<96xf32>
    %8078 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8079 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8080 = stablehlo.subtract %8079, %8078 : tensor<96xf32>
    %8081 = stablehlo.multiply %8078, %ema.blocks.4.0.bn3.b : tensor<96xf32>
    %8082 = stablehlo.multiply %8080, %7430 : tensor<96xf32>
    %8083 = stablehlo.add %8081, %8082 : tensor<96xf32>
    %8084 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %8085 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %8086 = stablehlo.subtract %8085, %8084 : tensor<1x1x96x576xf32>
    %8087 = stablehlo.multiply %8084, %ema.blocks.4.1.conv_pw.w : tensor<1x1x96x576xf32>
    %8088 = stablehlo.multiply %8086, %7431 : tensor<1x1x96x576xf32>
    %8089 = stablehlo.add %8087, %8088 : tensor<1x1x96x576xf32>
    %8090 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8091 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8092 = stablehlo.subtract %8091, %8090 : tensor<576xf32>
    %8093 = stablehlo.multiply %8090, %ema.blocks.4.1.bn1.g : tensor<576xf32>
    %8094 = stablehlo.multiply %8092, %7432 : tensor<576xf32>
    %8095 = stablehlo.add %8093, %8094 : tensor<576xf32>
    %8096 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8097 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8098 = stablehlo.subtract %8097, %8096 : tensor<576xf32>
    %8099 = stablehlo.multiply %8096, %ema.blocks.4.1.bn1.b : tensor<576xf32>
    %8100 = stablehlo.multiply %8098, %7433 : tensor<576xf32>
    %8101 = stablehlo.add %8099, %8100 : tensor<576xf32>
    %8102 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %8103 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %8104 = stablehlo.subtract %8103, %8102 : tensor<3x3x1x576xf32>
    %8105 = stablehlo.multiply %8102, %ema.blocks.4.1.conv_dw.w : tensor<3x3x1x576xf32>
    %8106 = stablehlo.multiply %8104, %7434 : tensor<3x3x1x576xf32>
    %8107 = stablehlo.add %8105, %8106 : tensor<3x3x1x576xf32>
    %8108 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8109 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8110 = stablehlo.subtract %8109, %8108 : tensor<576xf32>
    %8111 = stablehlo.multiply %8108, %ema.blocks.4.1.bn2.g : tensor<576xf32>
    %8112 = stablehlo.multiply %8110, %7435 : tensor<576xf32>
    %8113 = stablehlo.add %8111, %8112 : tensor<576xf32>
    %8114 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8115 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8116 = stablehlo.subtract %8115, %8114 : tensor<576xf32>
    %8117 = stablehlo.multiply %8114, %ema.blocks.4.1.bn2.b : tensor<576xf32>
    %8118 = stablehlo.multiply %8116, %7436 : tensor<576xf32>
    %8119 = stablehlo.add %8117, %8118 : tensor<576xf32>
    %8120 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %8121 = stablehlo.constant dense<1.0> : tensor<1x1x576x96xf32>
    %8122 = stablehlo.subtract %8121, %8120 : tensor<1x1x576x96xf32>
    %8123 = stablehlo.multiply %8120, %ema.blocks.4.1.conv_pwl.w : tensor<1x1x576x96xf32>
    %8124 = stablehlo.multiply %8122, %7437 : tensor<1x1x576x96xf32>
    %8125 = stablehlo.add %8123, %8124 : tensor<1x1x576x96xf32>
    %8126 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8127 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8128 = stablehlo.subtract %8127, %8126 : tensor<96xf32>
    %8129 = stablehlo.multiply %8126, %ema.blocks.4.1.bn3.g : tensor<96xf32>
    %8130 = stablehlo.multiply %8128, %7438 : tensor<96xf32>
    %8131 = stablehlo.add %8129, %8130 : tensor<96xf32>
    %8132 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8133 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8134 = stablehlo.subtract %8133, %8132 : tensor<96xf32>
    %8135 = stablehlo.multiply %8132, %ema.blocks.4.1.bn3.b : tensor<96xf32>
    %8136 = stablehlo.multiply %8134, %7439 : tensor<96xf32>
    %8137 = stablehlo.add %8135, %8136 : tensor<96xf32>
    %8138 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %8139 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %8140 = stablehlo.subtract %8139, %8138 : tensor<1x1x96x576xf32>
    %8141 = stablehlo.multiply %8138, %ema.blocks.4.2.conv_pw.w : tensor<1x1x96x576xf32>
    %8142 = stablehlo.multiply %8140, %7440 : tensor<1x1x96x576xf32>
    %8143 = stablehlo.add %8141, %8142 : tensor<1x1x96x576xf32>
    %8144 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8145 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8146 = stablehlo.subtract %8145, %8144 : tensor<576xf32>
    %8147 = stablehlo.multiply %8144, %ema.blocks.4.2.bn1.g : tensor<576xf32>
    %8148 = stablehlo.multiply %8146, %7441 : tensor<576xf32>
    %8149 = stablehlo.add %8147, %8148 : tensor<576xf32>
    %8150 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8151 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8152 = stablehlo.subtract %8151, %8150 : tensor<576xf32>
    %8153 = stablehlo.multiply %8150, %ema.blocks.4.2.bn1.b : tensor<576xf32>
    %8154 = stablehlo.multiply %8152, %7442 : tensor<576xf32>
    %8155 = stablehlo.add %8153, %8154 : tensor<576xf32>
    %8156 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %8157 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %8158 = stablehlo.subtract %8157, %8156 : tensor<3x3x1x576xf32>
    %8159 = stablehlo.multiply %8156, %ema.blocks.4.2.conv_dw.w : tensor<3x3x1x576xf32>
    %8160 = stablehlo.multiply %8158, %7443 : tensor<3x3x1x576xf32>
    %8161 = stablehlo.add %8159, %8160 : tensor<3x3x1x576xf32>
    %8162 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8163 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8164 = stablehlo.subtract %8163, %8162 : tensor<576xf32>
    %8165 = stablehlo.multiply %8162, %ema.blocks.4.2.bn2.g : tensor<576xf32>
    %8166 = stablehlo.multiply %8164, %7444 : tensor<576xf32>
    %8167 = stablehlo.add %8165, %8166 : tensor<576xf32>
    %8168 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8169 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8170 = stablehlo.subtract %8169, %8168 : tensor<576xf32>
    %8171 = stablehlo.multiply %8168, %ema.blocks.4.2.bn2.b : tensor<576xf32>
    %8172 = stablehlo.multiply %8170, %7445 : tensor<576xf32>
    %8173 = stablehlo.add %8171, %8172 : tensor<576xf32>
    %8174 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x96xf32>
    %8175 = stablehlo.constant dense<1.0> : tensor<1x1x576x96xf32>
    %8176 = stablehlo.subtract %8175, %8174 : tensor<1x1x576x96xf32>
    %8177 = stablehlo.multiply %8174, %ema.blocks.4.2.conv_pwl.w : tensor<1x1x576x96xf32>
    %8178 = stablehlo.multiply %8176, %7446 : tensor<1x1x576x96xf32>
    %8179 = stablehlo.add %8177, %8178 : tensor<1x1x576x96xf32>
    %8180 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8181 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8182 = stablehlo.subtract %8181, %8180 : tensor<96xf32>
    %8183 = stablehlo.multiply %8180, %ema.blocks.4.2.bn3.g : tensor<96xf32>
    %8184 = stablehlo.multiply %8182, %7447 : tensor<96xf32>
    %8185 = stablehlo.add %8183, %8184 : tensor<96xf32>
    %8186 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8187 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8188 = stablehlo.subtract %8187, %8186 : tensor<96xf32>
    %8189 = stablehlo.multiply %8186, %ema.blocks.4.2.bn3.b : tensor<96xf32>
    %8190 = stablehlo.multiply %8188, %7448 : tensor<96xf32>
    %8191 = stablehlo.add %8189, %8190 : tensor<96xf32>
    %8192 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x96x576xf32>
    %8193 = stablehlo.constant dense<1.0> : tensor<1x1x96x576xf32>
    %8194 = stablehlo.subtract %8193, %8192 : tensor<1x1x96x576xf32>
    %8195 = stablehlo.multiply %8192, %ema.blocks.5.0.conv_pw.w : tensor<1x1x96x576xf32>
    %8196 = stablehlo.multiply %8194, %7449 : tensor<1x1x96x576xf32>
    %8197 = stablehlo.add %8195, %8196 : tensor<1x1x96x576xf32>
    %8198 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8199 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8200 = stablehlo.subtract %8199, %8198 : tensor<576xf32>
    %8201 = stablehlo.multiply %8198, %ema.blocks.5.0.bn1.g : tensor<576xf32>
    %8202 = stablehlo.multiply %8200, %7450 : tensor<576xf32>
    %8203 = stablehlo.add %8201, %8202 : tensor<576xf32>
    %8204 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8205 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8206 = stablehlo.subtract %8205, %8204 : tensor<576xf32>
    %8207 = stablehlo.multiply %8204, %ema.blocks.5.0.bn1.b : tensor<576xf32>
    %8208 = stablehlo.multiply %8206, %7451 : tensor<576xf32>
    %8209 = stablehlo.add %8207, %8208 : tensor<576xf32>
    %8210 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x576xf32>
    %8211 = stablehlo.constant dense<1.0> : tensor<3x3x1x576xf32>
    %8212 = stablehlo.subtract %8211, %8210 : tensor<3x3x1x576xf32>
    %8213 = stablehlo.multiply %8210, %ema.blocks.5.0.conv_dw.w : tensor<3x3x1x576xf32>
    %8214 = stablehlo.multiply %8212, %7452 : tensor<3x3x1x576xf32>
    %8215 = stablehlo.add %8213, %8214 : tensor<3x3x1x576xf32>
    %8216 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8217 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8218 = stablehlo.subtract %8217, %8216 : tensor<576xf32>
    %8219 = stablehlo.multiply %8216, %ema.blocks.5.0.bn2.g : tensor<576xf32>
    %8220 = stablehlo.multiply %8218, %7453 : tensor<576xf32>
    %8221 = stablehlo.add %8219, %8220 : tensor<576xf32>
    %8222 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8223 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8224 = stablehlo.subtract %8223, %8222 : tensor<576xf32>
    %8225 = stablehlo.multiply %8222, %ema.blocks.5.0.bn2.b : tensor<576xf32>
    %8226 = stablehlo.multiply %8224, %7454 : tensor<576xf32>
    %8227 = stablehlo.add %8225, %8226 : tensor<576xf32>
    %8228 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x576x160xf32>
    %8229 = stablehlo.constant dense<1.0> : tensor<1x1x576x160xf32>
    %8230 = stablehlo.subtract %8229, %8228 : tensor<1x1x576x160xf32>
    %8231 = stablehlo.multiply %8228, %ema.blocks.5.0.conv_pwl.w : tensor<1x1x576x160xf32>
    %8232 = stablehlo.multiply %8230, %7455 : tensor<1x1x576x160xf32>
    %8233 = stablehlo.add %8231, %8232 : tensor<1x1x576x160xf32>
    %8234 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8235 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8236 = stablehlo.subtract %8235, %8234 : tensor<160xf32>
    %8237 = stablehlo.multiply %8234, %ema.blocks.5.0.bn3.g : tensor<160xf32>
    %8238 = stablehlo.multiply %8236, %7456 : tensor<160xf32>
    %8239 = stablehlo.add %8237, %8238 : tensor<160xf32>
    %8240 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8241 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8242 = stablehlo.subtract %8241, %8240 : tensor<160xf32>
    %8243 = stablehlo.multiply %8240, %ema.blocks.5.0.bn3.b : tensor<160xf32>
    %8244 = stablehlo.multiply %8242, %7457 : tensor<160xf32>
    %8245 = stablehlo.add %8243, %8244 : tensor<160xf32>
    %8246 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %8247 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %8248 = stablehlo.subtract %8247, %8246 : tensor<1x1x160x960xf32>
    %8249 = stablehlo.multiply %8246, %ema.blocks.5.1.conv_pw.w : tensor<1x1x160x960xf32>
    %8250 = stablehlo.multiply %8248, %7458 : tensor<1x1x160x960xf32>
    %8251 = stablehlo.add %8249, %8250 : tensor<1x1x160x960xf32>
    %8252 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8253 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8254 = stablehlo.subtract %8253, %8252 : tensor<960xf32>
    %8255 = stablehlo.multiply %8252, %ema.blocks.5.1.bn1.g : tensor<960xf32>
    %8256 = stablehlo.multiply %8254, %7459 : tensor<960xf32>
    %8257 = stablehlo.add %8255, %8256 : tensor<960xf32>
    %8258 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8259 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8260 = stablehlo.subtract %8259, %8258 : tensor<960xf32>
    %8261 = stablehlo.multiply %8258, %ema.blocks.5.1.bn1.b : tensor<960xf32>
    %8262 = stablehlo.multiply %8260, %7460 : tensor<960xf32>
    %8263 = stablehlo.add %8261, %8262 : tensor<960xf32>
    %8264 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %8265 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %8266 = stablehlo.subtract %8265, %8264 : tensor<3x3x1x960xf32>
    %8267 = stablehlo.multiply %8264, %ema.blocks.5.1.conv_dw.w : tensor<3x3x1x960xf32>
    %8268 = stablehlo.multiply %8266, %7461 : tensor<3x3x1x960xf32>
    %8269 = stablehlo.add %8267, %8268 : tensor<3x3x1x960xf32>
    %8270 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8271 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8272 = stablehlo.subtract %8271, %8270 : tensor<960xf32>
    %8273 = stablehlo.multiply %8270, %ema.blocks.5.1.bn2.g : tensor<960xf32>
    %8274 = stablehlo.multiply %8272, %7462 : tensor<960xf32>
    %8275 = stablehlo.add %8273, %8274 : tensor<960xf32>
    %8276 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8277 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8278 = stablehlo.subtract %8277, %8276 : tensor<960xf32>
    %8279 = stablehlo.multiply %8276, %ema.blocks.5.1.bn2.b : tensor<960xf32>
    %8280 = stablehlo.multiply %8278, %7463 : tensor<960xf32>
    %8281 = stablehlo.add %8279, %8280 : tensor<960xf32>
    %8282 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %8283 = stablehlo.constant dense<1.0> : tensor<1x1x960x160xf32>
    %8284 = stablehlo.subtract %8283, %8282 : tensor<1x1x960x160xf32>
    %8285 = stablehlo.multiply %8282, %ema.blocks.5.1.conv_pwl.w : tensor<1x1x960x160xf32>
    %8286 = stablehlo.multiply %8284, %7464 : tensor<1x1x960x160xf32>
    %8287 = stablehlo.add %8285, %8286 : tensor<1x1x960x160xf32>
    %8288 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8289 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8290 = stablehlo.subtract %8289, %8288 : tensor<160xf32>
    %8291 = stablehlo.multiply %8288, %ema.blocks.5.1.bn3.g : tensor<160xf32>
    %8292 = stablehlo.multiply %8290, %7465 : tensor<160xf32>
    %8293 = stablehlo.add %8291, %8292 : tensor<160xf32>
    %8294 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8295 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8296 = stablehlo.subtract %8295, %8294 : tensor<160xf32>
    %8297 = stablehlo.multiply %8294, %ema.blocks.5.1.bn3.b : tensor<160xf32>
    %8298 = stablehlo.multiply %8296, %7466 : tensor<160xf32>
    %8299 = stablehlo.add %8297, %8298 : tensor<160xf32>
    %8300 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %8301 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %8302 = stablehlo.subtract %8301, %8300 : tensor<1x1x160x960xf32>
    %8303 = stablehlo.multiply %8300, %ema.blocks.5.2.conv_pw.w : tensor<1x1x160x960xf32>
    %8304 = stablehlo.multiply %8302, %7467 : tensor<1x1x160x960xf32>
    %8305 = stablehlo.add %8303, %8304 : tensor<1x1x160x960xf32>
    %8306 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8307 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8308 = stablehlo.subtract %8307, %8306 : tensor<960xf32>
    %8309 = stablehlo.multiply %8306, %ema.blocks.5.2.bn1.g : tensor<960xf32>
    %8310 = stablehlo.multiply %8308, %7468 : tensor<960xf32>
    %8311 = stablehlo.add %8309, %8310 : tensor<960xf32>
    %8312 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8313 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8314 = stablehlo.subtract %8313, %8312 : tensor<960xf32>
    %8315 = stablehlo.multiply %8312, %ema.blocks.5.2.bn1.b : tensor<960xf32>
    %8316 = stablehlo.multiply %8314, %7469 : tensor<960xf32>
    %8317 = stablehlo.add %8315, %8316 : tensor<960xf32>
    %8318 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %8319 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %8320 = stablehlo.subtract %8319, %8318 : tensor<3x3x1x960xf32>
    %8321 = stablehlo.multiply %8318, %ema.blocks.5.2.conv_dw.w : tensor<3x3x1x960xf32>
    %8322 = stablehlo.multiply %8320, %7470 : tensor<3x3x1x960xf32>
    %8323 = stablehlo.add %8321, %8322 : tensor<3x3x1x960xf32>
    %8324 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8325 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8326 = stablehlo.subtract %8325, %8324 : tensor<960xf32>
    %8327 = stablehlo.multiply %8324, %ema.blocks.5.2.bn2.g : tensor<960xf32>
    %8328 = stablehlo.multiply %8326, %7471 : tensor<960xf32>
    %8329 = stablehlo.add %8327, %8328 : tensor<960xf32>
    %8330 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8331 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8332 = stablehlo.subtract %8331, %8330 : tensor<960xf32>
    %8333 = stablehlo.multiply %8330, %ema.blocks.5.2.bn2.b : tensor<960xf32>
    %8334 = stablehlo.multiply %8332, %7472 : tensor<960xf32>
    %8335 = stablehlo.add %8333, %8334 : tensor<960xf32>
    %8336 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x160xf32>
    %8337 = stablehlo.constant dense<1.0> : tensor<1x1x960x160xf32>
    %8338 = stablehlo.subtract %8337, %8336 : tensor<1x1x960x160xf32>
    %8339 = stablehlo.multiply %8336, %ema.blocks.5.2.conv_pwl.w : tensor<1x1x960x160xf32>
    %8340 = stablehlo.multiply %8338, %7473 : tensor<1x1x960x160xf32>
    %8341 = stablehlo.add %8339, %8340 : tensor<1x1x960x160xf32>
    %8342 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8343 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8344 = stablehlo.subtract %8343, %8342 : tensor<160xf32>
    %8345 = stablehlo.multiply %8342, %ema.blocks.5.2.bn3.g : tensor<160xf32>
    %8346 = stablehlo.multiply %8344, %7474 : tensor<160xf32>
    %8347 = stablehlo.add %8345, %8346 : tensor<160xf32>
    %8348 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8349 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8350 = stablehlo.subtract %8349, %8348 : tensor<160xf32>
    %8351 = stablehlo.multiply %8348, %ema.blocks.5.2.bn3.b : tensor<160xf32>
    %8352 = stablehlo.multiply %8350, %7475 : tensor<160xf32>
    %8353 = stablehlo.add %8351, %8352 : tensor<160xf32>
    %8354 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x160x960xf32>
    %8355 = stablehlo.constant dense<1.0> : tensor<1x1x160x960xf32>
    %8356 = stablehlo.subtract %8355, %8354 : tensor<1x1x160x960xf32>
    %8357 = stablehlo.multiply %8354, %ema.blocks.6.0.conv_pw.w : tensor<1x1x160x960xf32>
    %8358 = stablehlo.multiply %8356, %7476 : tensor<1x1x160x960xf32>
    %8359 = stablehlo.add %8357, %8358 : tensor<1x1x160x960xf32>
    %8360 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8361 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8362 = stablehlo.subtract %8361, %8360 : tensor<960xf32>
    %8363 = stablehlo.multiply %8360, %ema.blocks.6.0.bn1.g : tensor<960xf32>
    %8364 = stablehlo.multiply %8362, %7477 : tensor<960xf32>
    %8365 = stablehlo.add %8363, %8364 : tensor<960xf32>
    %8366 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8367 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8368 = stablehlo.subtract %8367, %8366 : tensor<960xf32>
    %8369 = stablehlo.multiply %8366, %ema.blocks.6.0.bn1.b : tensor<960xf32>
    %8370 = stablehlo.multiply %8368, %7478 : tensor<960xf32>
    %8371 = stablehlo.add %8369, %8370 : tensor<960xf32>
    %8372 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x1x960xf32>
    %8373 = stablehlo.constant dense<1.0> : tensor<3x3x1x960xf32>
    %8374 = stablehlo.subtract %8373, %8372 : tensor<3x3x1x960xf32>
    %8375 = stablehlo.multiply %8372, %ema.blocks.6.0.conv_dw.w : tensor<3x3x1x960xf32>
    %8376 = stablehlo.multiply %8374, %7479 : tensor<3x3x1x960xf32>
    %8377 = stablehlo.add %8375, %8376 : tensor<3x3x1x960xf32>
    %8378 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8379 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8380 = stablehlo.subtract %8379, %8378 : tensor<960xf32>
    %8381 = stablehlo.multiply %8378, %ema.blocks.6.0.bn2.g : tensor<960xf32>
    %8382 = stablehlo.multiply %8380, %7480 : tensor<960xf32>
    %8383 = stablehlo.add %8381, %8382 : tensor<960xf32>
    %8384 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8385 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8386 = stablehlo.subtract %8385, %8384 : tensor<960xf32>
    %8387 = stablehlo.multiply %8384, %ema.blocks.6.0.bn2.b : tensor<960xf32>
    %8388 = stablehlo.multiply %8386, %7481 : tensor<960xf32>
    %8389 = stablehlo.add %8387, %8388 : tensor<960xf32>
    %8390 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x960x320xf32>
    %8391 = stablehlo.constant dense<1.0> : tensor<1x1x960x320xf32>
    %8392 = stablehlo.subtract %8391, %8390 : tensor<1x1x960x320xf32>
    %8393 = stablehlo.multiply %8390, %ema.blocks.6.0.conv_pwl.w : tensor<1x1x960x320xf32>
    %8394 = stablehlo.multiply %8392, %7482 : tensor<1x1x960x320xf32>
    %8395 = stablehlo.add %8393, %8394 : tensor<1x1x960x320xf32>
    %8396 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %8397 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %8398 = stablehlo.subtract %8397, %8396 : tensor<320xf32>
    %8399 = stablehlo.multiply %8396, %ema.blocks.6.0.bn3.g : tensor<320xf32>
    %8400 = stablehlo.multiply %8398, %7483 : tensor<320xf32>
    %8401 = stablehlo.add %8399, %8400 : tensor<320xf32>
    %8402 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %8403 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %8404 = stablehlo.subtract %8403, %8402 : tensor<320xf32>
    %8405 = stablehlo.multiply %8402, %ema.blocks.6.0.bn3.b : tensor<320xf32>
    %8406 = stablehlo.multiply %8404, %7484 : tensor<320xf32>
    %8407 = stablehlo.add %8405, %8406 : tensor<320xf32>
    %8408 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x320x1280xf32>
    %8409 = stablehlo.constant dense<1.0> : tensor<1x1x320x1280xf32>
    %8410 = stablehlo.subtract %8409, %8408 : tensor<1x1x320x1280xf32>
    %8411 = stablehlo.multiply %8408, %ema.conv_head.w : tensor<1x1x320x1280xf32>
    %8412 = stablehlo.multiply %8410, %7485 : tensor<1x1x320x1280xf32>
    %8413 = stablehlo.add %8411, %8412 : tensor<1x1x320x1280xf32>
    %8414 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %8415 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %8416 = stablehlo.subtract %8415, %8414 : tensor<1280xf32>
    %8417 = stablehlo.multiply %8414, %ema.bn2.g : tensor<1280xf32>
    %8418 = stablehlo.multiply %8416, %7486 : tensor<1280xf32>
    %8419 = stablehlo.add %8417, %8418 : tensor<1280xf32>
    %8420 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %8421 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %8422 = stablehlo.subtract %8421, %8420 : tensor<1280xf32>
    %8423 = stablehlo.multiply %8420, %ema.bn2.b : tensor<1280xf32>
    %8424 = stablehlo.multiply %8422, %7487 : tensor<1280xf32>
    %8425 = stablehlo.add %8423, %8424 : tensor<1280xf32>
    %8426 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x1000xf32>
    %8427 = stablehlo.constant dense<1.0> : tensor<1280x1000xf32>
    %8428 = stablehlo.subtract %8427, %8426 : tensor<1280x1000xf32>
    %8429 = stablehlo.multiply %8426, %ema.classifier.w : tensor<1280x1000xf32>
    %8430 = stablehlo.multiply %8428, %7488 : tensor<1280x1000xf32>
    %8431 = stablehlo.add %8429, %8430 : tensor<1280x1000xf32>
    %8432 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %8433 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %8434 = stablehlo.subtract %8433, %8432 : tensor<1000xf32>
    %8435 = stablehlo.multiply %8432, %ema.classifier.b : tensor<1000xf32>
    %8436 = stablehlo.multiply %8434, %7489 : tensor<1000xf32>
    %8437 = stablehlo.add %8435, %8436 : tensor<1000xf32>
    %8438 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %8439 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %8440 = stablehlo.subtract %8439, %8438 : tensor<32xf32>
    %8441 = stablehlo.multiply %8438, %ema.bn1.running_mean : tensor<32xf32>
    %8442 = stablehlo.multiply %8440, %3278 : tensor<32xf32>
    %8443 = stablehlo.add %8441, %8442 : tensor<32xf32>
    %8444 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %8445 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %8446 = stablehlo.subtract %8445, %8444 : tensor<32xf32>
    %8447 = stablehlo.multiply %8444, %ema.bn1.running_var : tensor<32xf32>
    %8448 = stablehlo.multiply %8446, %3281 : tensor<32xf32>
    %8449 = stablehlo.add %8447, %8448 : tensor<32xf32>
    %8450 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %8451 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %8452 = stablehlo.subtract %8451, %8450 : tensor<32xf32>
    %8453 = stablehlo.multiply %8450, %ema.blocks.0.0.bn1.running_mean : tensor<32xf32>
    %8454 = stablehlo.multiply %8452, %3284 : tensor<32xf32>
    %8455 = stablehlo.add %8453, %8454 : tensor<32xf32>
    %8456 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %8457 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %8458 = stablehlo.subtract %8457, %8456 : tensor<32xf32>
    %8459 = stablehlo.multiply %8456, %ema.blocks.0.0.bn1.running_var : tensor<32xf32>
    %8460 = stablehlo.multiply %8458, %3287 : tensor<32xf32>
    %8461 = stablehlo.add %8459, %8460 : tensor<32xf32>
    %8462 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %8463 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %8464 = stablehlo.subtract %8463, %8462 : tensor<16xf32>
    %8465 = stablehlo.multiply %8462, %ema.blocks.0.0.bn2.running_mean : tensor<16xf32>
    %8466 = stablehlo.multiply %8464, %3290 : tensor<16xf32>
    %8467 = stablehlo.add %8465, %8466 : tensor<16xf32>
    %8468 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %8469 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %8470 = stablehlo.subtract %8469, %8468 : tensor<16xf32>
    %8471 = stablehlo.multiply %8468, %ema.blocks.0.0.bn2.running_var : tensor<16xf32>
    %8472 = stablehlo.multiply %8470, %3293 : tensor<16xf32>
    %8473 = stablehlo.add %8471, %8472 : tensor<16xf32>
    %8474 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8475 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8476 = stablehlo.subtract %8475, %8474 : tensor<96xf32>
    %8477 = stablehlo.multiply %8474, %ema.blocks.1.0.bn1.running_mean : tensor<96xf32>
    %8478 = stablehlo.multiply %8476, %3296 : tensor<96xf32>
    %8479 = stablehlo.add %8477, %8478 : tensor<96xf32>
    %8480 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8481 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8482 = stablehlo.subtract %8481, %8480 : tensor<96xf32>
    %8483 = stablehlo.multiply %8480, %ema.blocks.1.0.bn1.running_var : tensor<96xf32>
    %8484 = stablehlo.multiply %8482, %3299 : tensor<96xf32>
    %8485 = stablehlo.add %8483, %8484 : tensor<96xf32>
    %8486 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8487 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8488 = stablehlo.subtract %8487, %8486 : tensor<96xf32>
    %8489 = stablehlo.multiply %8486, %ema.blocks.1.0.bn2.running_mean : tensor<96xf32>
    %8490 = stablehlo.multiply %8488, %3302 : tensor<96xf32>
    %8491 = stablehlo.add %8489, %8490 : tensor<96xf32>
    %8492 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8493 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8494 = stablehlo.subtract %8493, %8492 : tensor<96xf32>
    %8495 = stablehlo.multiply %8492, %ema.blocks.1.0.bn2.running_var : tensor<96xf32>
    %8496 = stablehlo.multiply %8494, %3305 : tensor<96xf32>
    %8497 = stablehlo.add %8495, %8496 : tensor<96xf32>
    %8498 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %8499 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %8500 = stablehlo.subtract %8499, %8498 : tensor<24xf32>
    %8501 = stablehlo.multiply %8498, %ema.blocks.1.0.bn3.running_mean : tensor<24xf32>
    %8502 = stablehlo.multiply %8500, %3308 : tensor<24xf32>
    %8503 = stablehlo.add %8501, %8502 : tensor<24xf32>
    %8504 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %8505 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %8506 = stablehlo.subtract %8505, %8504 : tensor<24xf32>
    %8507 = stablehlo.multiply %8504, %ema.blocks.1.0.bn3.running_var : tensor<24xf32>
    %8508 = stablehlo.multiply %8506, %3311 : tensor<24xf32>
    %8509 = stablehlo.add %8507, %8508 : tensor<24xf32>
    %8510 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %8511 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %8512 = stablehlo.subtract %8511, %8510 : tensor<144xf32>
    %8513 = stablehlo.multiply %8510, %ema.blocks.1.1.bn1.running_mean : tensor<144xf32>
    %8514 = stablehlo.multiply %8512, %3314 : tensor<144xf32>
    %8515 = stablehlo.add %8513, %8514 : tensor<144xf32>
    %8516 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %8517 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %8518 = stablehlo.subtract %8517, %8516 : tensor<144xf32>
    %8519 = stablehlo.multiply %8516, %ema.blocks.1.1.bn1.running_var : tensor<144xf32>
    %8520 = stablehlo.multiply %8518, %3317 : tensor<144xf32>
    %8521 = stablehlo.add %8519, %8520 : tensor<144xf32>
    %8522 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %8523 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %8524 = stablehlo.subtract %8523, %8522 : tensor<144xf32>
    %8525 = stablehlo.multiply %8522, %ema.blocks.1.1.bn2.running_mean : tensor<144xf32>
    %8526 = stablehlo.multiply %8524, %3320 : tensor<144xf32>
    %8527 = stablehlo.add %8525, %8526 : tensor<144xf32>
    %8528 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %8529 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %8530 = stablehlo.subtract %8529, %8528 : tensor<144xf32>
    %8531 = stablehlo.multiply %8528, %ema.blocks.1.1.bn2.running_var : tensor<144xf32>
    %8532 = stablehlo.multiply %8530, %3323 : tensor<144xf32>
    %8533 = stablehlo.add %8531, %8532 : tensor<144xf32>
    %8534 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %8535 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %8536 = stablehlo.subtract %8535, %8534 : tensor<24xf32>
    %8537 = stablehlo.multiply %8534, %ema.blocks.1.1.bn3.running_mean : tensor<24xf32>
    %8538 = stablehlo.multiply %8536, %3326 : tensor<24xf32>
    %8539 = stablehlo.add %8537, %8538 : tensor<24xf32>
    %8540 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<24xf32>
    %8541 = stablehlo.constant dense<1.0> : tensor<24xf32>
    %8542 = stablehlo.subtract %8541, %8540 : tensor<24xf32>
    %8543 = stablehlo.multiply %8540, %ema.blocks.1.1.bn3.running_var : tensor<24xf32>
    %8544 = stablehlo.multiply %8542, %3329 : tensor<24xf32>
    %8545 = stablehlo.add %8543, %8544 : tensor<24xf32>
    %8546 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %8547 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %8548 = stablehlo.subtract %8547, %8546 : tensor<144xf32>
    %8549 = stablehlo.multiply %8546, %ema.blocks.2.0.bn1.running_mean : tensor<144xf32>
    %8550 = stablehlo.multiply %8548, %3332 : tensor<144xf32>
    %8551 = stablehlo.add %8549, %8550 : tensor<144xf32>
    %8552 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %8553 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %8554 = stablehlo.subtract %8553, %8552 : tensor<144xf32>
    %8555 = stablehlo.multiply %8552, %ema.blocks.2.0.bn1.running_var : tensor<144xf32>
    %8556 = stablehlo.multiply %8554, %3335 : tensor<144xf32>
    %8557 = stablehlo.add %8555, %8556 : tensor<144xf32>
    %8558 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %8559 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %8560 = stablehlo.subtract %8559, %8558 : tensor<144xf32>
    %8561 = stablehlo.multiply %8558, %ema.blocks.2.0.bn2.running_mean : tensor<144xf32>
    %8562 = stablehlo.multiply %8560, %3338 : tensor<144xf32>
    %8563 = stablehlo.add %8561, %8562 : tensor<144xf32>
    %8564 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<144xf32>
    %8565 = stablehlo.constant dense<1.0> : tensor<144xf32>
    %8566 = stablehlo.subtract %8565, %8564 : tensor<144xf32>
    %8567 = stablehlo.multiply %8564, %ema.blocks.2.0.bn2.running_var : tensor<144xf32>
    %8568 = stablehlo.multiply %8566, %3341 : tensor<144xf32>
    %8569 = stablehlo.add %8567, %8568 : tensor<144xf32>
    %8570 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %8571 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %8572 = stablehlo.subtract %8571, %8570 : tensor<32xf32>
    %8573 = stablehlo.multiply %8570, %ema.blocks.2.0.bn3.running_mean : tensor<32xf32>
    %8574 = stablehlo.multiply %8572, %3344 : tensor<32xf32>
    %8575 = stablehlo.add %8573, %8574 : tensor<32xf32>
    %8576 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %8577 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %8578 = stablehlo.subtract %8577, %8576 : tensor<32xf32>
    %8579 = stablehlo.multiply %8576, %ema.blocks.2.0.bn3.running_var : tensor<32xf32>
    %8580 = stablehlo.multiply %8578, %3347 : tensor<32xf32>
    %8581 = stablehlo.add %8579, %8580 : tensor<32xf32>
    %8582 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8583 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8584 = stablehlo.subtract %8583, %8582 : tensor<192xf32>
    %8585 = stablehlo.multiply %8582, %ema.blocks.2.1.bn1.running_mean : tensor<192xf32>
    %8586 = stablehlo.multiply %8584, %3350 : tensor<192xf32>
    %8587 = stablehlo.add %8585, %8586 : tensor<192xf32>
    %8588 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8589 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8590 = stablehlo.subtract %8589, %8588 : tensor<192xf32>
    %8591 = stablehlo.multiply %8588, %ema.blocks.2.1.bn1.running_var : tensor<192xf32>
    %8592 = stablehlo.multiply %8590, %3353 : tensor<192xf32>
    %8593 = stablehlo.add %8591, %8592 : tensor<192xf32>
    %8594 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8595 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8596 = stablehlo.subtract %8595, %8594 : tensor<192xf32>
    %8597 = stablehlo.multiply %8594, %ema.blocks.2.1.bn2.running_mean : tensor<192xf32>
    %8598 = stablehlo.multiply %8596, %3356 : tensor<192xf32>
    %8599 = stablehlo.add %8597, %8598 : tensor<192xf32>
    %8600 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8601 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8602 = stablehlo.subtract %8601, %8600 : tensor<192xf32>
    %8603 = stablehlo.multiply %8600, %ema.blocks.2.1.bn2.running_var : tensor<192xf32>
    %8604 = stablehlo.multiply %8602, %3359 : tensor<192xf32>
    %8605 = stablehlo.add %8603, %8604 : tensor<192xf32>
    %8606 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %8607 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %8608 = stablehlo.subtract %8607, %8606 : tensor<32xf32>
    %8609 = stablehlo.multiply %8606, %ema.blocks.2.1.bn3.running_mean : tensor<32xf32>
    %8610 = stablehlo.multiply %8608, %3362 : tensor<32xf32>
    %8611 = stablehlo.add %8609, %8610 : tensor<32xf32>
    %8612 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %8613 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %8614 = stablehlo.subtract %8613, %8612 : tensor<32xf32>
    %8615 = stablehlo.multiply %8612, %ema.blocks.2.1.bn3.running_var : tensor<32xf32>
    %8616 = stablehlo.multiply %8614, %3365 : tensor<32xf32>
    %8617 = stablehlo.add %8615, %8616 : tensor<32xf32>
    %8618 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8619 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8620 = stablehlo.subtract %8619, %8618 : tensor<192xf32>
    %8621 = stablehlo.multiply %8618, %ema.blocks.2.2.bn1.running_mean : tensor<192xf32>
    %8622 = stablehlo.multiply %8620, %3368 : tensor<192xf32>
    %8623 = stablehlo.add %8621, %8622 : tensor<192xf32>
    %8624 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8625 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8626 = stablehlo.subtract %8625, %8624 : tensor<192xf32>
    %8627 = stablehlo.multiply %8624, %ema.blocks.2.2.bn1.running_var : tensor<192xf32>
    %8628 = stablehlo.multiply %8626, %3371 : tensor<192xf32>
    %8629 = stablehlo.add %8627, %8628 : tensor<192xf32>
    %8630 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8631 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8632 = stablehlo.subtract %8631, %8630 : tensor<192xf32>
    %8633 = stablehlo.multiply %8630, %ema.blocks.2.2.bn2.running_mean : tensor<192xf32>
    %8634 = stablehlo.multiply %8632, %3374 : tensor<192xf32>
    %8635 = stablehlo.add %8633, %8634 : tensor<192xf32>
    %8636 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8637 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8638 = stablehlo.subtract %8637, %8636 : tensor<192xf32>
    %8639 = stablehlo.multiply %8636, %ema.blocks.2.2.bn2.running_var : tensor<192xf32>
    %8640 = stablehlo.multiply %8638, %3377 : tensor<192xf32>
    %8641 = stablehlo.add %8639, %8640 : tensor<192xf32>
    %8642 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %8643 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %8644 = stablehlo.subtract %8643, %8642 : tensor<32xf32>
    %8645 = stablehlo.multiply %8642, %ema.blocks.2.2.bn3.running_mean : tensor<32xf32>
    %8646 = stablehlo.multiply %8644, %3380 : tensor<32xf32>
    %8647 = stablehlo.add %8645, %8646 : tensor<32xf32>
    %8648 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %8649 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %8650 = stablehlo.subtract %8649, %8648 : tensor<32xf32>
    %8651 = stablehlo.multiply %8648, %ema.blocks.2.2.bn3.running_var : tensor<32xf32>
    %8652 = stablehlo.multiply %8650, %3383 : tensor<32xf32>
    %8653 = stablehlo.add %8651, %8652 : tensor<32xf32>
    %8654 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8655 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8656 = stablehlo.subtract %8655, %8654 : tensor<192xf32>
    %8657 = stablehlo.multiply %8654, %ema.blocks.3.0.bn1.running_mean : tensor<192xf32>
    %8658 = stablehlo.multiply %8656, %3386 : tensor<192xf32>
    %8659 = stablehlo.add %8657, %8658 : tensor<192xf32>
    %8660 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8661 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8662 = stablehlo.subtract %8661, %8660 : tensor<192xf32>
    %8663 = stablehlo.multiply %8660, %ema.blocks.3.0.bn1.running_var : tensor<192xf32>
    %8664 = stablehlo.multiply %8662, %3389 : tensor<192xf32>
    %8665 = stablehlo.add %8663, %8664 : tensor<192xf32>
    %8666 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8667 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8668 = stablehlo.subtract %8667, %8666 : tensor<192xf32>
    %8669 = stablehlo.multiply %8666, %ema.blocks.3.0.bn2.running_mean : tensor<192xf32>
    %8670 = stablehlo.multiply %8668, %3392 : tensor<192xf32>
    %8671 = stablehlo.add %8669, %8670 : tensor<192xf32>
    %8672 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8673 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %8674 = stablehlo.subtract %8673, %8672 : tensor<192xf32>
    %8675 = stablehlo.multiply %8672, %ema.blocks.3.0.bn2.running_var : tensor<192xf32>
    %8676 = stablehlo.multiply %8674, %3395 : tensor<192xf32>
    %8677 = stablehlo.add %8675, %8676 : tensor<192xf32>
    %8678 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8679 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8680 = stablehlo.subtract %8679, %8678 : tensor<64xf32>
    %8681 = stablehlo.multiply %8678, %ema.blocks.3.0.bn3.running_mean : tensor<64xf32>
    %8682 = stablehlo.multiply %8680, %3398 : tensor<64xf32>
    %8683 = stablehlo.add %8681, %8682 : tensor<64xf32>
    %8684 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8685 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8686 = stablehlo.subtract %8685, %8684 : tensor<64xf32>
    %8687 = stablehlo.multiply %8684, %ema.blocks.3.0.bn3.running_var : tensor<64xf32>
    %8688 = stablehlo.multiply %8686, %3401 : tensor<64xf32>
    %8689 = stablehlo.add %8687, %8688 : tensor<64xf32>
    %8690 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8691 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8692 = stablehlo.subtract %8691, %8690 : tensor<384xf32>
    %8693 = stablehlo.multiply %8690, %ema.blocks.3.1.bn1.running_mean : tensor<384xf32>
    %8694 = stablehlo.multiply %8692, %3404 : tensor<384xf32>
    %8695 = stablehlo.add %8693, %8694 : tensor<384xf32>
    %8696 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8697 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8698 = stablehlo.subtract %8697, %8696 : tensor<384xf32>
    %8699 = stablehlo.multiply %8696, %ema.blocks.3.1.bn1.running_var : tensor<384xf32>
    %8700 = stablehlo.multiply %8698, %3407 : tensor<384xf32>
    %8701 = stablehlo.add %8699, %8700 : tensor<384xf32>
    %8702 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8703 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8704 = stablehlo.subtract %8703, %8702 : tensor<384xf32>
    %8705 = stablehlo.multiply %8702, %ema.blocks.3.1.bn2.running_mean : tensor<384xf32>
    %8706 = stablehlo.multiply %8704, %3410 : tensor<384xf32>
    %8707 = stablehlo.add %8705, %8706 : tensor<384xf32>
    %8708 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8709 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8710 = stablehlo.subtract %8709, %8708 : tensor<384xf32>
    %8711 = stablehlo.multiply %8708, %ema.blocks.3.1.bn2.running_var : tensor<384xf32>
    %8712 = stablehlo.multiply %8710, %3413 : tensor<384xf32>
    %8713 = stablehlo.add %8711, %8712 : tensor<384xf32>
    %8714 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8715 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8716 = stablehlo.subtract %8715, %8714 : tensor<64xf32>
    %8717 = stablehlo.multiply %8714, %ema.blocks.3.1.bn3.running_mean : tensor<64xf32>
    %8718 = stablehlo.multiply %8716, %3416 : tensor<64xf32>
    %8719 = stablehlo.add %8717, %8718 : tensor<64xf32>
    %8720 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8721 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8722 = stablehlo.subtract %8721, %8720 : tensor<64xf32>
    %8723 = stablehlo.multiply %8720, %ema.blocks.3.1.bn3.running_var : tensor<64xf32>
    %8724 = stablehlo.multiply %8722, %3419 : tensor<64xf32>
    %8725 = stablehlo.add %8723, %8724 : tensor<64xf32>
    %8726 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8727 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8728 = stablehlo.subtract %8727, %8726 : tensor<384xf32>
    %8729 = stablehlo.multiply %8726, %ema.blocks.3.2.bn1.running_mean : tensor<384xf32>
    %8730 = stablehlo.multiply %8728, %3422 : tensor<384xf32>
    %8731 = stablehlo.add %8729, %8730 : tensor<384xf32>
    %8732 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8733 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8734 = stablehlo.subtract %8733, %8732 : tensor<384xf32>
    %8735 = stablehlo.multiply %8732, %ema.blocks.3.2.bn1.running_var : tensor<384xf32>
    %8736 = stablehlo.multiply %8734, %3425 : tensor<384xf32>
    %8737 = stablehlo.add %8735, %8736 : tensor<384xf32>
    %8738 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8739 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8740 = stablehlo.subtract %8739, %8738 : tensor<384xf32>
    %8741 = stablehlo.multiply %8738, %ema.blocks.3.2.bn2.running_mean : tensor<384xf32>
    %8742 = stablehlo.multiply %8740, %3428 : tensor<384xf32>
    %8743 = stablehlo.add %8741, %8742 : tensor<384xf32>
    %8744 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8745 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8746 = stablehlo.subtract %8745, %8744 : tensor<384xf32>
    %8747 = stablehlo.multiply %8744, %ema.blocks.3.2.bn2.running_var : tensor<384xf32>
    %8748 = stablehlo.multiply %8746, %3431 : tensor<384xf32>
    %8749 = stablehlo.add %8747, %8748 : tensor<384xf32>
    %8750 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8751 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8752 = stablehlo.subtract %8751, %8750 : tensor<64xf32>
    %8753 = stablehlo.multiply %8750, %ema.blocks.3.2.bn3.running_mean : tensor<64xf32>
    %8754 = stablehlo.multiply %8752, %3434 : tensor<64xf32>
    %8755 = stablehlo.add %8753, %8754 : tensor<64xf32>
    %8756 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8757 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8758 = stablehlo.subtract %8757, %8756 : tensor<64xf32>
    %8759 = stablehlo.multiply %8756, %ema.blocks.3.2.bn3.running_var : tensor<64xf32>
    %8760 = stablehlo.multiply %8758, %3437 : tensor<64xf32>
    %8761 = stablehlo.add %8759, %8760 : tensor<64xf32>
    %8762 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8763 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8764 = stablehlo.subtract %8763, %8762 : tensor<384xf32>
    %8765 = stablehlo.multiply %8762, %ema.blocks.3.3.bn1.running_mean : tensor<384xf32>
    %8766 = stablehlo.multiply %8764, %3440 : tensor<384xf32>
    %8767 = stablehlo.add %8765, %8766 : tensor<384xf32>
    %8768 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8769 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8770 = stablehlo.subtract %8769, %8768 : tensor<384xf32>
    %8771 = stablehlo.multiply %8768, %ema.blocks.3.3.bn1.running_var : tensor<384xf32>
    %8772 = stablehlo.multiply %8770, %3443 : tensor<384xf32>
    %8773 = stablehlo.add %8771, %8772 : tensor<384xf32>
    %8774 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8775 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8776 = stablehlo.subtract %8775, %8774 : tensor<384xf32>
    %8777 = stablehlo.multiply %8774, %ema.blocks.3.3.bn2.running_mean : tensor<384xf32>
    %8778 = stablehlo.multiply %8776, %3446 : tensor<384xf32>
    %8779 = stablehlo.add %8777, %8778 : tensor<384xf32>
    %8780 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8781 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8782 = stablehlo.subtract %8781, %8780 : tensor<384xf32>
    %8783 = stablehlo.multiply %8780, %ema.blocks.3.3.bn2.running_var : tensor<384xf32>
    %8784 = stablehlo.multiply %8782, %3449 : tensor<384xf32>
    %8785 = stablehlo.add %8783, %8784 : tensor<384xf32>
    %8786 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8787 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8788 = stablehlo.subtract %8787, %8786 : tensor<64xf32>
    %8789 = stablehlo.multiply %8786, %ema.blocks.3.3.bn3.running_mean : tensor<64xf32>
    %8790 = stablehlo.multiply %8788, %3452 : tensor<64xf32>
    %8791 = stablehlo.add %8789, %8790 : tensor<64xf32>
    %8792 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8793 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %8794 = stablehlo.subtract %8793, %8792 : tensor<64xf32>
    %8795 = stablehlo.multiply %8792, %ema.blocks.3.3.bn3.running_var : tensor<64xf32>
    %8796 = stablehlo.multiply %8794, %3455 : tensor<64xf32>
    %8797 = stablehlo.add %8795, %8796 : tensor<64xf32>
    %8798 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8799 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8800 = stablehlo.subtract %8799, %8798 : tensor<384xf32>
    %8801 = stablehlo.multiply %8798, %ema.blocks.4.0.bn1.running_mean : tensor<384xf32>
    %8802 = stablehlo.multiply %8800, %3458 : tensor<384xf32>
    %8803 = stablehlo.add %8801, %8802 : tensor<384xf32>
    %8804 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8805 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8806 = stablehlo.subtract %8805, %8804 : tensor<384xf32>
    %8807 = stablehlo.multiply %8804, %ema.blocks.4.0.bn1.running_var : tensor<384xf32>
    %8808 = stablehlo.multiply %8806, %3461 : tensor<384xf32>
    %8809 = stablehlo.add %8807, %8808 : tensor<384xf32>
    %8810 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8811 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8812 = stablehlo.subtract %8811, %8810 : tensor<384xf32>
    %8813 = stablehlo.multiply %8810, %ema.blocks.4.0.bn2.running_mean : tensor<384xf32>
    %8814 = stablehlo.multiply %8812, %3464 : tensor<384xf32>
    %8815 = stablehlo.add %8813, %8814 : tensor<384xf32>
    %8816 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8817 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %8818 = stablehlo.subtract %8817, %8816 : tensor<384xf32>
    %8819 = stablehlo.multiply %8816, %ema.blocks.4.0.bn2.running_var : tensor<384xf32>
    %8820 = stablehlo.multiply %8818, %3467 : tensor<384xf32>
    %8821 = stablehlo.add %8819, %8820 : tensor<384xf32>
    %8822 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8823 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8824 = stablehlo.subtract %8823, %8822 : tensor<96xf32>
    %8825 = stablehlo.multiply %8822, %ema.blocks.4.0.bn3.running_mean : tensor<96xf32>
    %8826 = stablehlo.multiply %8824, %3470 : tensor<96xf32>
    %8827 = stablehlo.add %8825, %8826 : tensor<96xf32>
    %8828 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8829 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8830 = stablehlo.subtract %8829, %8828 : tensor<96xf32>
    %8831 = stablehlo.multiply %8828, %ema.blocks.4.0.bn3.running_var : tensor<96xf32>
    %8832 = stablehlo.multiply %8830, %3473 : tensor<96xf32>
    %8833 = stablehlo.add %8831, %8832 : tensor<96xf32>
    %8834 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8835 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8836 = stablehlo.subtract %8835, %8834 : tensor<576xf32>
    %8837 = stablehlo.multiply %8834, %ema.blocks.4.1.bn1.running_mean : tensor<576xf32>
    %8838 = stablehlo.multiply %8836, %3476 : tensor<576xf32>
    %8839 = stablehlo.add %8837, %8838 : tensor<576xf32>
    %8840 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8841 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8842 = stablehlo.subtract %8841, %8840 : tensor<576xf32>
    %8843 = stablehlo.multiply %8840, %ema.blocks.4.1.bn1.running_var : tensor<576xf32>
    %8844 = stablehlo.multiply %8842, %3479 : tensor<576xf32>
    %8845 = stablehlo.add %8843, %8844 : tensor<576xf32>
    %8846 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8847 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8848 = stablehlo.subtract %8847, %8846 : tensor<576xf32>
    %8849 = stablehlo.multiply %8846, %ema.blocks.4.1.bn2.running_mean : tensor<576xf32>
    %8850 = stablehlo.multiply %8848, %3482 : tensor<576xf32>
    %8851 = stablehlo.add %8849, %8850 : tensor<576xf32>
    %8852 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8853 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8854 = stablehlo.subtract %8853, %8852 : tensor<576xf32>
    %8855 = stablehlo.multiply %8852, %ema.blocks.4.1.bn2.running_var : tensor<576xf32>
    %8856 = stablehlo.multiply %8854, %3485 : tensor<576xf32>
    %8857 = stablehlo.add %8855, %8856 : tensor<576xf32>
    %8858 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8859 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8860 = stablehlo.subtract %8859, %8858 : tensor<96xf32>
    %8861 = stablehlo.multiply %8858, %ema.blocks.4.1.bn3.running_mean : tensor<96xf32>
    %8862 = stablehlo.multiply %8860, %3488 : tensor<96xf32>
    %8863 = stablehlo.add %8861, %8862 : tensor<96xf32>
    %8864 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8865 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8866 = stablehlo.subtract %8865, %8864 : tensor<96xf32>
    %8867 = stablehlo.multiply %8864, %ema.blocks.4.1.bn3.running_var : tensor<96xf32>
    %8868 = stablehlo.multiply %8866, %3491 : tensor<96xf32>
    %8869 = stablehlo.add %8867, %8868 : tensor<96xf32>
    %8870 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8871 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8872 = stablehlo.subtract %8871, %8870 : tensor<576xf32>
    %8873 = stablehlo.multiply %8870, %ema.blocks.4.2.bn1.running_mean : tensor<576xf32>
    %8874 = stablehlo.multiply %8872, %3494 : tensor<576xf32>
    %8875 = stablehlo.add %8873, %8874 : tensor<576xf32>
    %8876 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8877 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8878 = stablehlo.subtract %8877, %8876 : tensor<576xf32>
    %8879 = stablehlo.multiply %8876, %ema.blocks.4.2.bn1.running_var : tensor<576xf32>
    %8880 = stablehlo.multiply %8878, %3497 : tensor<576xf32>
    %8881 = stablehlo.add %8879, %8880 : tensor<576xf32>
    %8882 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8883 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8884 = stablehlo.subtract %8883, %8882 : tensor<576xf32>
    %8885 = stablehlo.multiply %8882, %ema.blocks.4.2.bn2.running_mean : tensor<576xf32>
    %8886 = stablehlo.multiply %8884, %3500 : tensor<576xf32>
    %8887 = stablehlo.add %8885, %8886 : tensor<576xf32>
    %8888 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8889 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8890 = stablehlo.subtract %8889, %8888 : tensor<576xf32>
    %8891 = stablehlo.multiply %8888, %ema.blocks.4.2.bn2.running_var : tensor<576xf32>
    %8892 = stablehlo.multiply %8890, %3503 : tensor<576xf32>
    %8893 = stablehlo.add %8891, %8892 : tensor<576xf32>
    %8894 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8895 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8896 = stablehlo.subtract %8895, %8894 : tensor<96xf32>
    %8897 = stablehlo.multiply %8894, %ema.blocks.4.2.bn3.running_mean : tensor<96xf32>
    %8898 = stablehlo.multiply %8896, %3506 : tensor<96xf32>
    %8899 = stablehlo.add %8897, %8898 : tensor<96xf32>
    %8900 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8901 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %8902 = stablehlo.subtract %8901, %8900 : tensor<96xf32>
    %8903 = stablehlo.multiply %8900, %ema.blocks.4.2.bn3.running_var : tensor<96xf32>
    %8904 = stablehlo.multiply %8902, %3509 : tensor<96xf32>
    %8905 = stablehlo.add %8903, %8904 : tensor<96xf32>
    %8906 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8907 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8908 = stablehlo.subtract %8907, %8906 : tensor<576xf32>
    %8909 = stablehlo.multiply %8906, %ema.blocks.5.0.bn1.running_mean : tensor<576xf32>
    %8910 = stablehlo.multiply %8908, %3512 : tensor<576xf32>
    %8911 = stablehlo.add %8909, %8910 : tensor<576xf32>
    %8912 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8913 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8914 = stablehlo.subtract %8913, %8912 : tensor<576xf32>
    %8915 = stablehlo.multiply %8912, %ema.blocks.5.0.bn1.running_var : tensor<576xf32>
    %8916 = stablehlo.multiply %8914, %3515 : tensor<576xf32>
    %8917 = stablehlo.add %8915, %8916 : tensor<576xf32>
    %8918 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8919 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8920 = stablehlo.subtract %8919, %8918 : tensor<576xf32>
    %8921 = stablehlo.multiply %8918, %ema.blocks.5.0.bn2.running_mean : tensor<576xf32>
    %8922 = stablehlo.multiply %8920, %3518 : tensor<576xf32>
    %8923 = stablehlo.add %8921, %8922 : tensor<576xf32>
    %8924 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %8925 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %8926 = stablehlo.subtract %8925, %8924 : tensor<576xf32>
    %8927 = stablehlo.multiply %8924, %ema.blocks.5.0.bn2.running_var : tensor<576xf32>
    %8928 = stablehlo.multiply %8926, %3521 : tensor<576xf32>
    %8929 = stablehlo.add %8927, %8928 : tensor<576xf32>
    %8930 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8931 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8932 = stablehlo.subtract %8931, %8930 : tensor<160xf32>
    %8933 = stablehlo.multiply %8930, %ema.blocks.5.0.bn3.running_mean : tensor<160xf32>
    %8934 = stablehlo.multiply %8932, %3524 : tensor<160xf32>
    %8935 = stablehlo.add %8933, %8934 : tensor<160xf32>
    %8936 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8937 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8938 = stablehlo.subtract %8937, %8936 : tensor<160xf32>
    %8939 = stablehlo.multiply %8936, %ema.blocks.5.0.bn3.running_var : tensor<160xf32>
    %8940 = stablehlo.multiply %8938, %3527 : tensor<160xf32>
    %8941 = stablehlo.add %8939, %8940 : tensor<160xf32>
    %8942 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8943 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8944 = stablehlo.subtract %8943, %8942 : tensor<960xf32>
    %8945 = stablehlo.multiply %8942, %ema.blocks.5.1.bn1.running_mean : tensor<960xf32>
    %8946 = stablehlo.multiply %8944, %3530 : tensor<960xf32>
    %8947 = stablehlo.add %8945, %8946 : tensor<960xf32>
    %8948 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8949 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8950 = stablehlo.subtract %8949, %8948 : tensor<960xf32>
    %8951 = stablehlo.multiply %8948, %ema.blocks.5.1.bn1.running_var : tensor<960xf32>
    %8952 = stablehlo.multiply %8950, %3533 : tensor<960xf32>
    %8953 = stablehlo.add %8951, %8952 : tensor<960xf32>
    %8954 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8955 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8956 = stablehlo.subtract %8955, %8954 : tensor<960xf32>
    %8957 = stablehlo.multiply %8954, %ema.blocks.5.1.bn2.running_mean : tensor<960xf32>
    %8958 = stablehlo.multiply %8956, %3536 : tensor<960xf32>
    %8959 = stablehlo.add %8957, %8958 : tensor<960xf32>
    %8960 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8961 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8962 = stablehlo.subtract %8961, %8960 : tensor<960xf32>
    %8963 = stablehlo.multiply %8960, %ema.blocks.5.1.bn2.running_var : tensor<960xf32>
    %8964 = stablehlo.multiply %8962, %3539 : tensor<960xf32>
    %8965 = stablehlo.add %8963, %8964 : tensor<960xf32>
    %8966 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8967 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8968 = stablehlo.subtract %8967, %8966 : tensor<160xf32>
    %8969 = stablehlo.multiply %8966, %ema.blocks.5.1.bn3.running_mean : tensor<160xf32>
    %8970 = stablehlo.multiply %8968, %3542 : tensor<160xf32>
    %8971 = stablehlo.add %8969, %8970 : tensor<160xf32>
    %8972 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %8973 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %8974 = stablehlo.subtract %8973, %8972 : tensor<160xf32>
    %8975 = stablehlo.multiply %8972, %ema.blocks.5.1.bn3.running_var : tensor<160xf32>
    %8976 = stablehlo.multiply %8974, %3545 : tensor<160xf32>
    %8977 = stablehlo.add %8975, %8976 : tensor<160xf32>
    %8978 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8979 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8980 = stablehlo.subtract %8979, %8978 : tensor<960xf32>
    %8981 = stablehlo.multiply %8978, %ema.blocks.5.2.bn1.running_mean : tensor<960xf32>
    %8982 = stablehlo.multiply %8980, %3548 : tensor<960xf32>
    %8983 = stablehlo.add %8981, %8982 : tensor<960xf32>
    %8984 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8985 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8986 = stablehlo.subtract %8985, %8984 : tensor<960xf32>
    %8987 = stablehlo.multiply %8984, %ema.blocks.5.2.bn1.running_var : tensor<960xf32>
    %8988 = stablehlo.multiply %8986, %3551 : tensor<960xf32>
    %8989 = stablehlo.add %8987, %8988 : tensor<960xf32>
    %8990 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8991 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8992 = stablehlo.subtract %8991, %8990 : tensor<960xf32>
    %8993 = stablehlo.multiply %8990, %ema.blocks.5.2.bn2.running_mean : tensor<960xf32>
    %8994 = stablehlo.multiply %8992, %3554 : tensor<960xf32>
    %8995 = stablehlo.add %8993, %8994 : tensor<960xf32>
    %8996 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %8997 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %8998 = stablehlo.subtract %8997, %8996 : tensor<960xf32>
    %8999 = stablehlo.multiply %8996, %ema.blocks.5.2.bn2.running_var : tensor<960xf32>
    %9000 = stablehlo.multiply %8998, %3557 : tensor<960xf32>
    %9001 = stablehlo.add %8999, %9000 : tensor<960xf32>
    %9002 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %9003 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %9004 = stablehlo.subtract %9003, %9002 : tensor<160xf32>
    %9005 = stablehlo.multiply %9002, %ema.blocks.5.2.bn3.running_mean : tensor<160xf32>
    %9006 = stablehlo.multiply %9004, %3560 : tensor<160xf32>
    %9007 = stablehlo.add %9005, %9006 : tensor<160xf32>
    %9008 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %9009 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %9010 = stablehlo.subtract %9009, %9008 : tensor<160xf32>
    %9011 = stablehlo.multiply %9008, %ema.blocks.5.2.bn3.running_var : tensor<160xf32>
    %9012 = stablehlo.multiply %9010, %3563 : tensor<160xf32>
    %9013 = stablehlo.add %9011, %9012 : tensor<160xf32>
    %9014 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %9015 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %9016 = stablehlo.subtract %9015, %9014 : tensor<960xf32>
    %9017 = stablehlo.multiply %9014, %ema.blocks.6.0.bn1.running_mean : tensor<960xf32>
    %9018 = stablehlo.multiply %9016, %3566 : tensor<960xf32>
    %9019 = stablehlo.add %9017, %9018 : tensor<960xf32>
    %9020 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %9021 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %9022 = stablehlo.subtract %9021, %9020 : tensor<960xf32>
    %9023 = stablehlo.multiply %9020, %ema.blocks.6.0.bn1.running_var : tensor<960xf32>
    %9024 = stablehlo.multiply %9022, %3569 : tensor<960xf32>
    %9025 = stablehlo.add %9023, %9024 : tensor<960xf32>
    %9026 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %9027 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %9028 = stablehlo.subtract %9027, %9026 : tensor<960xf32>
    %9029 = stablehlo.multiply %9026, %ema.blocks.6.0.bn2.running_mean : tensor<960xf32>
    %9030 = stablehlo.multiply %9028, %3572 : tensor<960xf32>
    %9031 = stablehlo.add %9029, %9030 : tensor<960xf32>
    %9032 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<960xf32>
    %9033 = stablehlo.constant dense<1.0> : tensor<960xf32>
    %9034 = stablehlo.subtract %9033, %9032 : tensor<960xf32>
    %9035 = stablehlo.multiply %9032, %ema.blocks.6.0.bn2.running_var : tensor<960xf32>
    %9036 = stablehlo.multiply %9034, %3575 : tensor<960xf32>
    %9037 = stablehlo.add %9035, %9036 : tensor<960xf32>
    %9038 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %9039 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %9040 = stablehlo.subtract %9039, %9038 : tensor<320xf32>
    %9041 = stablehlo.multiply %9038, %ema.blocks.6.0.bn3.running_mean : tensor<320xf32>
    %9042 = stablehlo.multiply %9040, %3578 : tensor<320xf32>
    %9043 = stablehlo.add %9041, %9042 : tensor<320xf32>
    %9044 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %9045 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %9046 = stablehlo.subtract %9045, %9044 : tensor<320xf32>
    %9047 = stablehlo.multiply %9044, %ema.blocks.6.0.bn3.running_var : tensor<320xf32>
    %9048 = stablehlo.multiply %9046, %3581 : tensor<320xf32>
    %9049 = stablehlo.add %9047, %9048 : tensor<320xf32>
    %9050 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %9051 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %9052 = stablehlo.subtract %9051, %9050 : tensor<1280xf32>
    %9053 = stablehlo.multiply %9050, %ema.bn2.running_mean : tensor<1280xf32>
    %9054 = stablehlo.multiply %9052, %3584 : tensor<1280xf32>
    %9055 = stablehlo.add %9053, %9054 : tensor<1280xf32>
    %9056 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %9057 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %9058 = stablehlo.subtract %9057, %9056 : tensor<1280xf32>
    %9059 = stablehlo.multiply %9056, %ema.bn2.running_var : tensor<1280xf32>
    %9060 = stablehlo.multiply %9058, %3587 : tensor<1280xf32>
    %9061 = stablehlo.add %9059, %9060 : tensor<1280xf32>
    "func.return"(%7332, %7333, %7334, %7335, %7336, %7337, %7338, %7339, %7340, %7341, %7342, %7343, %7344, %7345, %7346, %7347, %7348, %7349, %7350, %7351, %7352, %7353, %7354, %7355, %7356, %7357, %7358, %7359, %7360, %7361, %7362, %7363, %7364, %7365, %7366, %7367, %7368, %7369, %7370, %7371, %7372, %7373, %7374, %7375, %7376, %7377, %7378, %7379, %7380, %7381, %7382, %7383, %7384, %7385, %7386, %7387, %7388, %7389, %7390, %7391, %7392, %7393, %7394, %7395, %7396, %7397, %7398, %7399, %7400, %7401, %7402, %7403, %7404, %7405, %7406, %7407, %7408, %7409, %7410, %7411, %7412, %7413, %7414, %7415, %7416, %7417, %7418, %7419, %7420, %7421, %7422, %7423, %7424, %7425, %7426, %7427, %7428, %7429, %7430, %7431, %7432, %7433, %7434, %7435, %7436, %7437, %7438, %7439, %7440, %7441, %7442, %7443, %7444, %7445, %7446, %7447, %7448, %7449, %7450, %7451, %7452, %7453, %7454, %7455, %7456, %7457, %7458, %7459, %7460, %7461, %7462, %7463, %7464, %7465, %7466, %7467, %7468, %7469, %7470, %7471, %7472, %7473, %7474, %7475, %7476, %7477, %7478, %7479, %7480, %7481, %7482, %7483, %7484, %7485, %7486, %7487, %7488, %7489, %3278, %3281, %3284, %3287, %3290, %3293, %3296, %3299, %3302, %3305, %3308, %3311, %3314, %3317, %3320, %3323, %3326, %3329, %3332, %3335, %3338, %3341, %3344, %3347, %3350, %3353, %3356, %3359, %3362, %3365, %3368, %3371, %3374, %3377, %3380, %3383, %3386, %3389, %3392, %3395, %3398, %3401, %3404, %3407, %3410, %3413, %3416, %3419, %3422, %3425, %3428, %3431, %3434, %3437, %3440, %3443, %3446, %3449, %3452, %3455, %3458, %3461, %3464, %3467, %3470, %3473, %3476, %3479, %3482, %3485, %3488, %3491, %3494, %3497, %3500, %3503, %3506, %3509, %3512, %3515, %3518, %3521, %3524, %3527, %3530, %3533, %3536, %3539, %3542, %3545, %3548, %3551, %3554, %3557, %3560, %3563, %3566, %3569, %3572, %3575, %3578, %3581, %3584, %3587, %4967, %4977, %4987, %4997, %5007, %5017, %5027, %5037, %5047, %5057, %5067, %5077, %5087, %5097, %5107, %5117, %5127, %5137, %5147, %5157, %5167, %5177, %5187, %5197, %5207, %5217, %5227, %5237, %5247, %5257, %5267, %5277, %5287, %5297, %5307, %5317, %5327, %5337, %5347, %5357, %5367, %5377, %5387, %5397, %5407, %5417, %5427, %5437, %5447, %5457, %5467, %5477, %5487, %5497, %5507, %5517, %5527, %5537, %5547, %5557, %5567, %5577, %5587, %5597, %5607, %5617, %5627, %5637, %5647, %5657, %5667, %5677, %5687, %5697, %5707, %5717, %5727, %5737, %5747, %5757, %5767, %5777, %5787, %5797, %5807, %5817, %5827, %5837, %5847, %5857, %5867, %5877, %5887, %5897, %5907, %5917, %5927, %5937, %5947, %5957, %5967, %5977, %5987, %5997, %6007, %6017, %6027, %6037, %6047, %6057, %6067, %6077, %6087, %6097, %6107, %6117, %6127, %6137, %6147, %6157, %6167, %6177, %6187, %6197, %6207, %6217, %6227, %6237, %6247, %6257, %6267, %6277, %6287, %6297, %6307, %6317, %6327, %6337, %6347, %6357, %6367, %6377, %6387, %6397, %6407, %6417, %6427, %6437, %6447, %6457, %6467, %6477, %6487, %6497, %6507, %6517, %6527, %6537, %6860, %6863, %6866, %6869, %6872, %6875, %6878, %6881, %6884, %6887, %6890, %6893, %6896, %6899, %6902, %6905, %6908, %6911, %6914, %6917, %6920, %6923, %6926, %6929, %6932, %6935, %6938, %6941, %6944, %6947, %6950, %6953, %6956, %6959, %6962, %6965, %6968, %6971, %6974, %6977, %6980, %6983, %6986, %6989, %6992, %6995, %6998, %7001, %7004, %7007, %7010, %7013, %7016, %7019, %7022, %7025, %7028, %7031, %7034, %7037, %7040, %7043, %7046, %7049, %7052, %7055, %7058, %7061, %7064, %7067, %7070, %7073, %7076, %7079, %7082, %7085, %7088, %7091, %7094, %7097, %7100, %7103, %7106, %7109, %7112, %7115, %7118, %7121, %7124, %7127, %7130, %7133, %7136, %7139, %7142, %7145, %7148, %7151, %7154, %7157, %7160, %7163, %7166, %7169, %7172, %7175, %7178, %7181, %7184, %7187, %7190, %7193, %7196, %7199, %7202, %7205, %7208, %7211, %7214, %7217, %7220, %7223, %7226, %7229, %7232, %7235, %7238, %7241, %7244, %7247, %7250, %7253, %7256, %7259, %7262, %7265, %7268, %7271, %7274, %7277, %7280, %7283, %7286, %7289, %7292, %7295, %7298, %7301, %7304, %7307, %7310, %7313, %7316, %7319, %7322, %7325, %7328, %7331, %7495, %7501, %7507, %7513, %7519, %7525, %7531, %7537, %7543, %7549, %7555, %7561, %7567, %7573, %7579, %7585, %7591, %7597, %7603, %7609, %7615, %7621, %7627, %7633, %7639, %7645, %7651, %7657, %7663, %7669, %7675, %7681, %7687, %7693, %7699, %7705, %7711, %7717, %7723, %7729, %7735, %7741, %7747, %7753, %7759, %7765, %7771, %7777, %7783, %7789, %7795, %7801, %7807, %7813, %7819, %7825, %7831, %7837, %7843, %7849, %7855, %7861, %7867, %7873, %7879, %7885, %7891, %7897, %7903, %7909, %7915, %7921, %7927, %7933, %7939, %7945, %7951, %7957, %7963, %7969, %7975, %7981, %7987, %7993, %7999, %8005, %8011, %8017, %8023, %8029, %8035, %8041, %8047, %8053, %8059, %8065, %8071, %8077, %8083, %8089, %8095, %8101, %8107, %8113, %8119, %8125, %8131, %8137, %8143, %8149, %8155, %8161, %8167, %8173, %8179, %8185, %8191, %8197, %8203, %8209, %8215, %8221, %8227, %8233, %8239, %8245, %8251, %8257, %8263, %8269, %8275, %8281, %8287, %8293, %8299, %8305, %8311, %8317, %8323, %8329, %8335, %8341, %8347, %8353, %8359, %8365, %8371, %8377, %8383, %8389, %8395, %8401, %8407, %8413, %8419, %8425, %8431, %8437, %8443, %8449, %8455, %8461, %8467, %8473, %8479, %8485, %8491, %8497, %8503, %8509, %8515, %8521, %8527, %8533, %8539, %8545, %8551, %8557, %8563, %8569, %8575, %8581, %8587, %8593, %8599, %8605, %8611, %8617, %8623, %8629, %8635, %8641, %8647, %8653, %8659, %8665, %8671, %8677, %8683, %8689, %8695, %8701, %8707, %8713, %8719, %8725, %8731, %8737, %8743, %8749, %8755, %8761, %8767, %8773, %8779, %8785, %8791, %8797, %8803, %8809, %8815, %8821, %8827, %8833, %8839, %8845, %8851, %8857, %8863, %8869, %8875, %8881, %8887, %8893, %8899, %8905, %8911, %8917, %8923, %8929, %8935, %8941, %8947, %8953, %8959, %8965, %8971, %8977, %8983, %8989, %8995, %9001, %9007, %9013, %9019, %9025, %9031, %9037, %9043, %9049, %9055, %9061, %4064, %4802) : (tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<3x3x1x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<1x1x144x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x192x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<3x3x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<1x1x384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<1x1x96x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<3x3x1x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<1x1x576x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<1x1x160x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<3x3x1x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<1x1x960x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1x1x320x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280x1000xf32>, tensor<1000xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<24xf32>, tensor<24xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<32xf32>, tensor<32xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<64xf32>, tensor<64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<96xf32>, tensor<96xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<160xf32>, tensor<160xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<320xf32>, tensor<320xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

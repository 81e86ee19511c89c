// hlocert 0.1.0 render: resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema
// model: ResNet-nano  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0+ema  zero-init last BN gamma: yes
// lowerings: pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-gpu, iree-gpu); small convolution (the default on iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// update: θ' = θ − lr·u
// ema: e' = d·e + (1−d)·θ' of the updated weights, e starts at θ₀
// ema of the running statistics: each new running mean and variance averaged with the same d (timm's ModelEmaV3), so the EMA weights are evaluated with their own statistics
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// host scalar ema_decay: min(cap, (1 + t)/(10 + t)), the EMA decay of step t
// arguments: x 32x32x32x3; params (62 tensors, 703,386 scalars); state (40 tensors, 2,400 scalars); m (62 tensors, 703,386 scalars); v (62 tensors, 703,386 scalars); ema (102 tensors, 705,786 scalars); scalars (lr, bc1, bc2, ema_decay); targets 32x10
// results: params' (62 tensors, 703,386 scalars); state' (40 tensors, 2,400 scalars); m' (62 tensors, 703,386 scalars); v' (62 tensors, 703,386 scalars); ema' (102 tensors, 705,786 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, state, m, v, ema is updated in place into its primed result
// content sha256: a30ba3d57f671b3939ed74f93147efd4d7d0d4280fecb9bc9fa7023685c82b19
module @resnet_nano_c10_i32_b32x1_adamw_wx_clip1_0_ema {
  func.func public @main(%x: tensor<32x32x32x3xf32>, %conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 0 : i32}, %bn1.g: tensor<16xf32> {tf.aliasing_output = 1 : i32}, %bn1.b: tensor<16xf32> {tf.aliasing_output = 2 : i32}, %layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 3 : i32}, %layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 4 : i32}, %layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 5 : i32}, %layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 6 : i32}, %layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 8 : i32}, %layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 9 : i32}, %layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 10 : i32}, %layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 11 : i32}, %layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 12 : i32}, %layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 13 : i32}, %layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 14 : i32}, %layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 15 : i32}, %layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 18 : i32}, %layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 21 : i32}, %layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 24 : i32}, %layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 27 : i32}, %layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 30 : i32}, %layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 31 : i32}, %layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 32 : i32}, %layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 33 : i32}, %layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 34 : i32}, %layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 36 : i32}, %layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 37 : i32}, %layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 38 : i32}, %layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 39 : i32}, %layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 40 : i32}, %layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 41 : i32}, %layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 42 : i32}, %layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 43 : i32}, %layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 44 : i32}, %layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 45 : i32}, %layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 46 : i32}, %layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 47 : i32}, %layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 48 : i32}, %layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 49 : i32}, %layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 50 : i32}, %layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 51 : i32}, %layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 52 : i32}, %layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 53 : i32}, %layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 54 : i32}, %layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 55 : i32}, %layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 56 : i32}, %layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 57 : i32}, %layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 58 : i32}, %layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 59 : i32}, %fc.w: tensor<128x10xf32> {tf.aliasing_output = 60 : i32}, %fc.b: tensor<10xf32> {tf.aliasing_output = 61 : i32}, %bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 62 : i32}, %bn1.running_var: tensor<16xf32> {tf.aliasing_output = 63 : i32}, %layer1.0.bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 64 : i32}, %layer1.0.bn1.running_var: tensor<16xf32> {tf.aliasing_output = 65 : i32}, %layer1.0.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 66 : i32}, %layer1.0.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 67 : i32}, %layer1.1.bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 68 : i32}, %layer1.1.bn1.running_var: tensor<16xf32> {tf.aliasing_output = 69 : i32}, %layer1.1.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 70 : i32}, %layer1.1.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 71 : i32}, %layer2.0.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %layer2.0.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %layer2.0.bn2.running_mean: tensor<32xf32> {tf.aliasing_output = 74 : i32}, %layer2.0.bn2.running_var: tensor<32xf32> {tf.aliasing_output = 75 : i32}, %layer2.0.downsample.1.running_mean: tensor<32xf32> {tf.aliasing_output = 76 : i32}, %layer2.0.downsample.1.running_var: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %layer2.1.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %layer2.1.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 79 : i32}, %layer2.1.bn2.running_mean: tensor<32xf32> {tf.aliasing_output = 80 : i32}, %layer2.1.bn2.running_var: tensor<32xf32> {tf.aliasing_output = 81 : i32}, %layer3.0.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %layer3.0.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 83 : i32}, %layer3.0.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 84 : i32}, %layer3.0.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 85 : i32}, %layer3.0.downsample.1.running_mean: tensor<64xf32> {tf.aliasing_output = 86 : i32}, %layer3.0.downsample.1.running_var: tensor<64xf32> {tf.aliasing_output = 87 : i32}, %layer3.1.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 88 : i32}, %layer3.1.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 89 : i32}, %layer3.1.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 90 : i32}, %layer3.1.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 91 : i32}, %layer4.0.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 92 : i32}, %layer4.0.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 93 : i32}, %layer4.0.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 94 : i32}, %layer4.0.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 95 : i32}, %layer4.0.downsample.1.running_mean: tensor<128xf32> {tf.aliasing_output = 96 : i32}, %layer4.0.downsample.1.running_var: tensor<128xf32> {tf.aliasing_output = 97 : i32}, %layer4.1.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 98 : i32}, %layer4.1.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 99 : i32}, %layer4.1.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 100 : i32}, %layer4.1.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 101 : i32}, %m.conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 102 : i32}, %m.bn1.g: tensor<16xf32> {tf.aliasing_output = 103 : i32}, %m.bn1.b: tensor<16xf32> {tf.aliasing_output = 104 : i32}, %m.layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 105 : i32}, %m.layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 106 : i32}, %m.layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 107 : i32}, %m.layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 108 : i32}, %m.layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 109 : i32}, %m.layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 110 : i32}, %m.layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 111 : i32}, %m.layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 112 : i32}, %m.layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 113 : i32}, %m.layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 114 : i32}, %m.layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 115 : i32}, %m.layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 116 : i32}, %m.layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 117 : i32}, %m.layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 118 : i32}, %m.layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 119 : i32}, %m.layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 120 : i32}, %m.layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 121 : i32}, %m.layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 122 : i32}, %m.layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 123 : i32}, %m.layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 124 : i32}, %m.layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 125 : i32}, %m.layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 126 : i32}, %m.layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 127 : i32}, %m.layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 128 : i32}, %m.layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 129 : i32}, %m.layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 130 : i32}, %m.layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 131 : i32}, %m.layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 132 : i32}, %m.layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 133 : i32}, %m.layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 134 : i32}, %m.layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 135 : i32}, %m.layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 136 : i32}, %m.layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 137 : i32}, %m.layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 138 : i32}, %m.layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 139 : i32}, %m.layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 140 : i32}, %m.layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 141 : i32}, %m.layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 142 : i32}, %m.layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 143 : i32}, %m.layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 144 : i32}, %m.layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 145 : i32}, %m.layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 146 : i32}, %m.layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 147 : i32}, %m.layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 148 : i32}, %m.layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 149 : i32}, %m.layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 150 : i32}, %m.layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 151 : i32}, %m.layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 152 : i32}, %m.layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 153 : i32}, %m.layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 154 : i32}, %m.layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 155 : i32}, %m.layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 156 : i32}, %m.layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 157 : i32}, %m.layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 158 : i32}, %m.layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 159 : i32}, %m.layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 160 : i32}, %m.layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 161 : i32}, %m.fc.w: tensor<128x10xf32> {tf.aliasing_output = 162 : i32}, %m.fc.b: tensor<10xf32> {tf.aliasing_output = 163 : i32}, %v.conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 164 : i32}, %v.bn1.g: tensor<16xf32> {tf.aliasing_output = 165 : i32}, %v.bn1.b: tensor<16xf32> {tf.aliasing_output = 166 : i32}, %v.layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 167 : i32}, %v.layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 168 : i32}, %v.layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 169 : i32}, %v.layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 170 : i32}, %v.layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 171 : i32}, %v.layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 172 : i32}, %v.layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 173 : i32}, %v.layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 174 : i32}, %v.layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 175 : i32}, %v.layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 176 : i32}, %v.layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 177 : i32}, %v.layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 178 : i32}, %v.layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 179 : i32}, %v.layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 180 : i32}, %v.layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 181 : i32}, %v.layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 182 : i32}, %v.layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 183 : i32}, %v.layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 184 : i32}, %v.layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 185 : i32}, %v.layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 186 : i32}, %v.layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 187 : i32}, %v.layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 188 : i32}, %v.layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 189 : i32}, %v.layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 190 : i32}, %v.layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 191 : i32}, %v.layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 192 : i32}, %v.layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 193 : i32}, %v.layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 194 : i32}, %v.layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 195 : i32}, %v.layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 196 : i32}, %v.layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 197 : i32}, %v.layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 198 : i32}, %v.layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 199 : i32}, %v.layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 200 : i32}, %v.layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 201 : i32}, %v.layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 202 : i32}, %v.layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 203 : i32}, %v.layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 204 : i32}, %v.layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 205 : i32}, %v.layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 206 : i32}, %v.layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 207 : i32}, %v.layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 208 : i32}, %v.layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 209 : i32}, %v.layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 210 : i32}, %v.layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 211 : i32}, %v.layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 212 : i32}, %v.layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 213 : i32}, %v.layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 214 : i32}, %v.layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 215 : i32}, %v.layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 216 : i32}, %v.layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 217 : i32}, %v.layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 218 : i32}, %v.layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 219 : i32}, %v.layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 220 : i32}, %v.layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 221 : i32}, %v.layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 222 : i32}, %v.layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 223 : i32}, %v.fc.w: tensor<128x10xf32> {tf.aliasing_output = 224 : i32}, %v.fc.b: tensor<10xf32> {tf.aliasing_output = 225 : i32}, %ema.conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 226 : i32}, %ema.bn1.g: tensor<16xf32> {tf.aliasing_output = 227 : i32}, %ema.bn1.b: tensor<16xf32> {tf.aliasing_output = 228 : i32}, %ema.layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 229 : i32}, %ema.layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 230 : i32}, %ema.layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 231 : i32}, %ema.layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 232 : i32}, %ema.layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 233 : i32}, %ema.layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 234 : i32}, %ema.layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 235 : i32}, %ema.layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 236 : i32}, %ema.layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 237 : i32}, %ema.layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 238 : i32}, %ema.layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 239 : i32}, %ema.layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 240 : i32}, %ema.layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 241 : i32}, %ema.layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 242 : i32}, %ema.layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 243 : i32}, %ema.layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 244 : i32}, %ema.layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 245 : i32}, %ema.layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 246 : i32}, %ema.layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 247 : i32}, %ema.layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 248 : i32}, %ema.layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 249 : i32}, %ema.layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 250 : i32}, %ema.layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 251 : i32}, %ema.layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 252 : i32}, %ema.layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 253 : i32}, %ema.layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 254 : i32}, %ema.layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 255 : i32}, %ema.layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 256 : i32}, %ema.layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 257 : i32}, %ema.layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 258 : i32}, %ema.layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 259 : i32}, %ema.layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 260 : i32}, %ema.layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 261 : i32}, %ema.layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 262 : i32}, %ema.layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 263 : i32}, %ema.layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 264 : i32}, %ema.layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 265 : i32}, %ema.layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 266 : i32}, %ema.layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 267 : i32}, %ema.layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 268 : i32}, %ema.layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 269 : i32}, %ema.layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 270 : i32}, %ema.layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 271 : i32}, %ema.layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 272 : i32}, %ema.layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 273 : i32}, %ema.layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 274 : i32}, %ema.layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 275 : i32}, %ema.layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 276 : i32}, %ema.layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 277 : i32}, %ema.layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 278 : i32}, %ema.layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 279 : i32}, %ema.layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 280 : i32}, %ema.layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 281 : i32}, %ema.layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 282 : i32}, %ema.layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 283 : i32}, %ema.layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 284 : i32}, %ema.layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 285 : i32}, %ema.fc.w: tensor<128x10xf32> {tf.aliasing_output = 286 : i32}, %ema.fc.b: tensor<10xf32> {tf.aliasing_output = 287 : i32}, %ema.bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 288 : i32}, %ema.bn1.running_var: tensor<16xf32> {tf.aliasing_output = 289 : i32}, %ema.layer1.0.bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 290 : i32}, %ema.layer1.0.bn1.running_var: tensor<16xf32> {tf.aliasing_output = 291 : i32}, %ema.layer1.0.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 292 : i32}, %ema.layer1.0.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 293 : i32}, %ema.layer1.1.bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 294 : i32}, %ema.layer1.1.bn1.running_var: tensor<16xf32> {tf.aliasing_output = 295 : i32}, %ema.layer1.1.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 296 : i32}, %ema.layer1.1.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 297 : i32}, %ema.layer2.0.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 298 : i32}, %ema.layer2.0.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 299 : i32}, %ema.layer2.0.bn2.running_mean: tensor<32xf32> {tf.aliasing_output = 300 : i32}, %ema.layer2.0.bn2.running_var: tensor<32xf32> {tf.aliasing_output = 301 : i32}, %ema.layer2.0.downsample.1.running_mean: tensor<32xf32> {tf.aliasing_output = 302 : i32}, %ema.layer2.0.downsample.1.running_var: tensor<32xf32> {tf.aliasing_output = 303 : i32}, %ema.layer2.1.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 304 : i32}, %ema.layer2.1.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 305 : i32}, %ema.layer2.1.bn2.running_mean: tensor<32xf32> {tf.aliasing_output = 306 : i32}, %ema.layer2.1.bn2.running_var: tensor<32xf32> {tf.aliasing_output = 307 : i32}, %ema.layer3.0.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 308 : i32}, %ema.layer3.0.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 309 : i32}, %ema.layer3.0.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 310 : i32}, %ema.layer3.0.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 311 : i32}, %ema.layer3.0.downsample.1.running_mean: tensor<64xf32> {tf.aliasing_output = 312 : i32}, %ema.layer3.0.downsample.1.running_var: tensor<64xf32> {tf.aliasing_output = 313 : i32}, %ema.layer3.1.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 314 : i32}, %ema.layer3.1.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 315 : i32}, %ema.layer3.1.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 316 : i32}, %ema.layer3.1.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 317 : i32}, %ema.layer4.0.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 318 : i32}, %ema.layer4.0.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 319 : i32}, %ema.layer4.0.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 320 : i32}, %ema.layer4.0.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 321 : i32}, %ema.layer4.0.downsample.1.running_mean: tensor<128xf32> {tf.aliasing_output = 322 : i32}, %ema.layer4.0.downsample.1.running_var: tensor<128xf32> {tf.aliasing_output = 323 : i32}, %ema.layer4.1.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 324 : i32}, %ema.layer4.1.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 325 : i32}, %ema.layer4.1.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 326 : i32}, %ema.layer4.1.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 327 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %ema_decay: tensor<f32>, %targets: tensor<32x10xf32>) -> (tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x32x32x3xf32>, tensor<7x7x3x16xf32>) -> tensor<32x16x16x16xf32>
    %1 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.constant dense<8192.0> : tensor<16xf32>
    %4 = stablehlo.divide %2, %3 : tensor<16xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<32x16x16x16xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<32x16x16x16xf32>
    %8 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.constant dense<8192.0> : tensor<16xf32>
    %11 = stablehlo.divide %9, %10 : tensor<16xf32>
    %12 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %13 = stablehlo.add %11, %12 : tensor<16xf32>
    %14 = stablehlo.rsqrt %13 : tensor<16xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<32x16x16x16xf32>
    %17 = "stablehlo.broadcast_in_dim"(%bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<32x16x16x16xf32>
    %19 = "stablehlo.broadcast_in_dim"(%bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %20 = stablehlo.add %18, %19 : tensor<32x16x16x16xf32>
    %21 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %22 = stablehlo.multiply %bn1.running_mean, %21 : tensor<16xf32>
    %23 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %24 = stablehlo.multiply %4, %23 : tensor<16xf32>
    %25 = stablehlo.add %22, %24 : tensor<16xf32>
    %26 = stablehlo.constant dense<8191.0> : tensor<16xf32>
    %27 = stablehlo.divide %9, %26 : tensor<16xf32>
    %28 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %29 = stablehlo.multiply %bn1.running_var, %28 : tensor<16xf32>
    %30 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<16xf32>
    %32 = stablehlo.add %29, %31 : tensor<16xf32>
    %33 = stablehlo.constant dense<0.0> : tensor<32x16x16x16xf32>
    %34 = stablehlo.maximum %20, %33 : tensor<32x16x16x16xf32>
    %35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = "stablehlo.reduce_window"(%34, %35) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.maximum %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<32x8x8x16xf32>
    %37 = "stablehlo.convolution"(%36, %layer1.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %38 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %39 = "stablehlo.reduce"(%37, %38) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %40 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<16xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %43 = stablehlo.subtract %37, %42 : tensor<32x8x8x16xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<32x8x8x16xf32>
    %45 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %46 = "stablehlo.reduce"(%44, %45) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %47 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %48 = stablehlo.divide %46, %47 : tensor<16xf32>
    %49 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %50 = stablehlo.add %48, %49 : tensor<16xf32>
    %51 = stablehlo.rsqrt %50 : tensor<16xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<32x8x8x16xf32>
    %54 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<32x8x8x16xf32>
    %56 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %57 = stablehlo.add %55, %56 : tensor<32x8x8x16xf32>
    %58 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %59 = stablehlo.multiply %layer1.0.bn1.running_mean, %58 : tensor<16xf32>
    %60 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %61 = stablehlo.multiply %41, %60 : tensor<16xf32>
    %62 = stablehlo.add %59, %61 : tensor<16xf32>
    %63 = stablehlo.constant dense<2047.0> : tensor<16xf32>
    %64 = stablehlo.divide %46, %63 : tensor<16xf32>
    %65 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %66 = stablehlo.multiply %layer1.0.bn1.running_var, %65 : tensor<16xf32>
    %67 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<16xf32>
    %69 = stablehlo.add %66, %68 : tensor<16xf32>
    %70 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %71 = stablehlo.maximum %57, %70 : tensor<32x8x8x16xf32>
    %72 = "stablehlo.convolution"(%71, %layer1.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %73 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %74 = "stablehlo.reduce"(%72, %73) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %76 = stablehlo.divide %74, %75 : tensor<16xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %78 = stablehlo.subtract %72, %77 : tensor<32x8x8x16xf32>
    %79 = stablehlo.multiply %78, %78 : tensor<32x8x8x16xf32>
    %80 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %81 = "stablehlo.reduce"(%79, %80) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %82 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %83 = stablehlo.divide %81, %82 : tensor<16xf32>
    %84 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %85 = stablehlo.add %83, %84 : tensor<16xf32>
    %86 = stablehlo.rsqrt %85 : tensor<16xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %88 = stablehlo.multiply %78, %87 : tensor<32x8x8x16xf32>
    %89 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<32x8x8x16xf32>
    %91 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %92 = stablehlo.add %90, %91 : tensor<32x8x8x16xf32>
    %93 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %94 = stablehlo.multiply %layer1.0.bn2.running_mean, %93 : tensor<16xf32>
    %95 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %96 = stablehlo.multiply %76, %95 : tensor<16xf32>
    %97 = stablehlo.add %94, %96 : tensor<16xf32>
    %98 = stablehlo.constant dense<2047.0> : tensor<16xf32>
    %99 = stablehlo.divide %81, %98 : tensor<16xf32>
    %100 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %101 = stablehlo.multiply %layer1.0.bn2.running_var, %100 : tensor<16xf32>
    %102 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %103 = stablehlo.multiply %99, %102 : tensor<16xf32>
    %104 = stablehlo.add %101, %103 : tensor<16xf32>
    %105 = stablehlo.add %92, %36 : tensor<32x8x8x16xf32>
    %106 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %107 = stablehlo.maximum %105, %106 : tensor<32x8x8x16xf32>
    %108 = "stablehlo.convolution"(%107, %layer1.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %109 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %110 = "stablehlo.reduce"(%108, %109) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %111 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %112 = stablehlo.divide %110, %111 : tensor<16xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %114 = stablehlo.subtract %108, %113 : tensor<32x8x8x16xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<32x8x8x16xf32>
    %116 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %117 = "stablehlo.reduce"(%115, %116) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %118 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %119 = stablehlo.divide %117, %118 : tensor<16xf32>
    %120 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %121 = stablehlo.add %119, %120 : tensor<16xf32>
    %122 = stablehlo.rsqrt %121 : tensor<16xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<32x8x8x16xf32>
    %125 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<32x8x8x16xf32>
    %127 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %128 = stablehlo.add %126, %127 : tensor<32x8x8x16xf32>
    %129 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %130 = stablehlo.multiply %layer1.1.bn1.running_mean, %129 : tensor<16xf32>
    %131 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %132 = stablehlo.multiply %112, %131 : tensor<16xf32>
    %133 = stablehlo.add %130, %132 : tensor<16xf32>
    %134 = stablehlo.constant dense<2047.0> : tensor<16xf32>
    %135 = stablehlo.divide %117, %134 : tensor<16xf32>
    %136 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %137 = stablehlo.multiply %layer1.1.bn1.running_var, %136 : tensor<16xf32>
    %138 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %139 = stablehlo.multiply %135, %138 : tensor<16xf32>
    %140 = stablehlo.add %137, %139 : tensor<16xf32>
    %141 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %142 = stablehlo.maximum %128, %141 : tensor<32x8x8x16xf32>
    %143 = "stablehlo.convolution"(%142, %layer1.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %144 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %145 = "stablehlo.reduce"(%143, %144) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %146 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %147 = stablehlo.divide %145, %146 : tensor<16xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %149 = stablehlo.subtract %143, %148 : tensor<32x8x8x16xf32>
    %150 = stablehlo.multiply %149, %149 : tensor<32x8x8x16xf32>
    %151 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %152 = "stablehlo.reduce"(%150, %151) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %153 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %154 = stablehlo.divide %152, %153 : tensor<16xf32>
    %155 = stablehlo.constant dense<1.0e-05> : tensor<16xf32>
    %156 = stablehlo.add %154, %155 : tensor<16xf32>
    %157 = stablehlo.rsqrt %156 : tensor<16xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %159 = stablehlo.multiply %149, %158 : tensor<32x8x8x16xf32>
    %160 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %161 = stablehlo.multiply %159, %160 : tensor<32x8x8x16xf32>
    %162 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %163 = stablehlo.add %161, %162 : tensor<32x8x8x16xf32>
    %164 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %165 = stablehlo.multiply %layer1.1.bn2.running_mean, %164 : tensor<16xf32>
    %166 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %167 = stablehlo.multiply %147, %166 : tensor<16xf32>
    %168 = stablehlo.add %165, %167 : tensor<16xf32>
    %169 = stablehlo.constant dense<2047.0> : tensor<16xf32>
    %170 = stablehlo.divide %152, %169 : tensor<16xf32>
    %171 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %172 = stablehlo.multiply %layer1.1.bn2.running_var, %171 : tensor<16xf32>
    %173 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %174 = stablehlo.multiply %170, %173 : tensor<16xf32>
    %175 = stablehlo.add %172, %174 : tensor<16xf32>
    %176 = stablehlo.add %163, %107 : tensor<32x8x8x16xf32>
    %177 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %178 = stablehlo.maximum %176, %177 : tensor<32x8x8x16xf32>
    %179 = "stablehlo.convolution"(%178, %layer2.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x32xf32>) -> tensor<32x4x4x32xf32>
    %180 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %181 = "stablehlo.reduce"(%179, %180) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %182 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %183 = stablehlo.divide %181, %182 : tensor<32xf32>
    %184 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %185 = stablehlo.subtract %179, %184 : tensor<32x4x4x32xf32>
    %186 = stablehlo.multiply %185, %185 : tensor<32x4x4x32xf32>
    %187 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %188 = "stablehlo.reduce"(%186, %187) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %189 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %190 = stablehlo.divide %188, %189 : tensor<32xf32>
    %191 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %192 = stablehlo.add %190, %191 : tensor<32xf32>
    %193 = stablehlo.rsqrt %192 : tensor<32xf32>
    %194 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %195 = stablehlo.multiply %185, %194 : tensor<32x4x4x32xf32>
    %196 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<32x4x4x32xf32>
    %198 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %199 = stablehlo.add %197, %198 : tensor<32x4x4x32xf32>
    %200 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %201 = stablehlo.multiply %layer2.0.bn1.running_mean, %200 : tensor<32xf32>
    %202 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %203 = stablehlo.multiply %183, %202 : tensor<32xf32>
    %204 = stablehlo.add %201, %203 : tensor<32xf32>
    %205 = stablehlo.constant dense<511.0> : tensor<32xf32>
    %206 = stablehlo.divide %188, %205 : tensor<32xf32>
    %207 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %208 = stablehlo.multiply %layer2.0.bn1.running_var, %207 : tensor<32xf32>
    %209 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %210 = stablehlo.multiply %206, %209 : tensor<32xf32>
    %211 = stablehlo.add %208, %210 : tensor<32xf32>
    %212 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %213 = stablehlo.maximum %199, %212 : tensor<32x4x4x32xf32>
    %214 = "stablehlo.convolution"(%213, %layer2.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %215 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %216 = "stablehlo.reduce"(%214, %215) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %217 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %218 = stablehlo.divide %216, %217 : tensor<32xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %220 = stablehlo.subtract %214, %219 : tensor<32x4x4x32xf32>
    %221 = stablehlo.multiply %220, %220 : tensor<32x4x4x32xf32>
    %222 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %223 = "stablehlo.reduce"(%221, %222) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %224 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %225 = stablehlo.divide %223, %224 : tensor<32xf32>
    %226 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %227 = stablehlo.add %225, %226 : tensor<32xf32>
    %228 = stablehlo.rsqrt %227 : tensor<32xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %230 = stablehlo.multiply %220, %229 : tensor<32x4x4x32xf32>
    %231 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<32x4x4x32xf32>
    %233 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %234 = stablehlo.add %232, %233 : tensor<32x4x4x32xf32>
    %235 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %236 = stablehlo.multiply %layer2.0.bn2.running_mean, %235 : tensor<32xf32>
    %237 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %238 = stablehlo.multiply %218, %237 : tensor<32xf32>
    %239 = stablehlo.add %236, %238 : tensor<32xf32>
    %240 = stablehlo.constant dense<511.0> : tensor<32xf32>
    %241 = stablehlo.divide %223, %240 : tensor<32xf32>
    %242 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %243 = stablehlo.multiply %layer2.0.bn2.running_var, %242 : tensor<32xf32>
    %244 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %245 = stablehlo.multiply %241, %244 : tensor<32xf32>
    %246 = stablehlo.add %243, %245 : tensor<32xf32>
    %247 = "stablehlo.convolution"(%178, %layer2.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x8x8x16xf32>, tensor<1x1x16x32xf32>) -> tensor<32x4x4x32xf32>
    %248 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %249 = "stablehlo.reduce"(%247, %248) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %250 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %251 = stablehlo.divide %249, %250 : tensor<32xf32>
    %252 = "stablehlo.broadcast_in_dim"(%251) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %253 = stablehlo.subtract %247, %252 : tensor<32x4x4x32xf32>
    %254 = stablehlo.multiply %253, %253 : tensor<32x4x4x32xf32>
    %255 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %256 = "stablehlo.reduce"(%254, %255) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %257 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %258 = stablehlo.divide %256, %257 : tensor<32xf32>
    %259 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %260 = stablehlo.add %258, %259 : tensor<32xf32>
    %261 = stablehlo.rsqrt %260 : tensor<32xf32>
    %262 = "stablehlo.broadcast_in_dim"(%261) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %263 = stablehlo.multiply %253, %262 : tensor<32x4x4x32xf32>
    %264 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %265 = stablehlo.multiply %263, %264 : tensor<32x4x4x32xf32>
    %266 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %267 = stablehlo.add %265, %266 : tensor<32x4x4x32xf32>
    %268 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %269 = stablehlo.multiply %layer2.0.downsample.1.running_mean, %268 : tensor<32xf32>
    %270 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %271 = stablehlo.multiply %251, %270 : tensor<32xf32>
    %272 = stablehlo.add %269, %271 : tensor<32xf32>
    %273 = stablehlo.constant dense<511.0> : tensor<32xf32>
    %274 = stablehlo.divide %256, %273 : tensor<32xf32>
    %275 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %276 = stablehlo.multiply %layer2.0.downsample.1.running_var, %275 : tensor<32xf32>
    %277 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %278 = stablehlo.multiply %274, %277 : tensor<32xf32>
    %279 = stablehlo.add %276, %278 : tensor<32xf32>
    %280 = stablehlo.add %234, %267 : tensor<32x4x4x32xf32>
    %281 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %282 = stablehlo.maximum %280, %281 : tensor<32x4x4x32xf32>
    %283 = "stablehlo.convolution"(%282, %layer2.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %284 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %285 = "stablehlo.reduce"(%283, %284) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %286 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %287 = stablehlo.divide %285, %286 : tensor<32xf32>
    %288 = "stablehlo.broadcast_in_dim"(%287) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %289 = stablehlo.subtract %283, %288 : tensor<32x4x4x32xf32>
    %290 = stablehlo.multiply %289, %289 : tensor<32x4x4x32xf32>
    %291 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %292 = "stablehlo.reduce"(%290, %291) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %293 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %294 = stablehlo.divide %292, %293 : tensor<32xf32>
    %295 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %296 = stablehlo.add %294, %295 : tensor<32xf32>
    %297 = stablehlo.rsqrt %296 : tensor<32xf32>
    %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %299 = stablehlo.multiply %289, %298 : tensor<32x4x4x32xf32>
    %300 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<32x4x4x32xf32>
    %302 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %303 = stablehlo.add %301, %302 : tensor<32x4x4x32xf32>
    %304 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %305 = stablehlo.multiply %layer2.1.bn1.running_mean, %304 : tensor<32xf32>
    %306 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %307 = stablehlo.multiply %287, %306 : tensor<32xf32>
    %308 = stablehlo.add %305, %307 : tensor<32xf32>
    %309 = stablehlo.constant dense<511.0> : tensor<32xf32>
    %310 = stablehlo.divide %292, %309 : tensor<32xf32>
    %311 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %312 = stablehlo.multiply %layer2.1.bn1.running_var, %311 : tensor<32xf32>
    %313 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %314 = stablehlo.multiply %310, %313 : tensor<32xf32>
    %315 = stablehlo.add %312, %314 : tensor<32xf32>
    %316 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %317 = stablehlo.maximum %303, %316 : tensor<32x4x4x32xf32>
    %318 = "stablehlo.convolution"(%317, %layer2.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %319 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %320 = "stablehlo.reduce"(%318, %319) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %321 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %322 = stablehlo.divide %320, %321 : tensor<32xf32>
    %323 = "stablehlo.broadcast_in_dim"(%322) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %324 = stablehlo.subtract %318, %323 : tensor<32x4x4x32xf32>
    %325 = stablehlo.multiply %324, %324 : tensor<32x4x4x32xf32>
    %326 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %327 = "stablehlo.reduce"(%325, %326) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %328 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %329 = stablehlo.divide %327, %328 : tensor<32xf32>
    %330 = stablehlo.constant dense<1.0e-05> : tensor<32xf32>
    %331 = stablehlo.add %329, %330 : tensor<32xf32>
    %332 = stablehlo.rsqrt %331 : tensor<32xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %334 = stablehlo.multiply %324, %333 : tensor<32x4x4x32xf32>
    %335 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<32x4x4x32xf32>
    %337 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %338 = stablehlo.add %336, %337 : tensor<32x4x4x32xf32>
    %339 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %340 = stablehlo.multiply %layer2.1.bn2.running_mean, %339 : tensor<32xf32>
    %341 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %342 = stablehlo.multiply %322, %341 : tensor<32xf32>
    %343 = stablehlo.add %340, %342 : tensor<32xf32>
    %344 = stablehlo.constant dense<511.0> : tensor<32xf32>
    %345 = stablehlo.divide %327, %344 : tensor<32xf32>
    %346 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %347 = stablehlo.multiply %layer2.1.bn2.running_var, %346 : tensor<32xf32>
    %348 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %349 = stablehlo.multiply %345, %348 : tensor<32xf32>
    %350 = stablehlo.add %347, %349 : tensor<32xf32>
    %351 = stablehlo.add %338, %282 : tensor<32x4x4x32xf32>
    %352 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %353 = stablehlo.maximum %351, %352 : tensor<32x4x4x32xf32>
    %354 = "stablehlo.convolution"(%353, %layer3.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x64xf32>) -> tensor<32x2x2x64xf32>
    %355 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %356 = "stablehlo.reduce"(%354, %355) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %357 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %358 = stablehlo.divide %356, %357 : tensor<64xf32>
    %359 = "stablehlo.broadcast_in_dim"(%358) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %360 = stablehlo.subtract %354, %359 : tensor<32x2x2x64xf32>
    %361 = stablehlo.multiply %360, %360 : tensor<32x2x2x64xf32>
    %362 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %363 = "stablehlo.reduce"(%361, %362) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %364 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %365 = stablehlo.divide %363, %364 : tensor<64xf32>
    %366 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %367 = stablehlo.add %365, %366 : tensor<64xf32>
    %368 = stablehlo.rsqrt %367 : tensor<64xf32>
    %369 = "stablehlo.broadcast_in_dim"(%368) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %370 = stablehlo.multiply %360, %369 : tensor<32x2x2x64xf32>
    %371 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %372 = stablehlo.multiply %370, %371 : tensor<32x2x2x64xf32>
    %373 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %374 = stablehlo.add %372, %373 : tensor<32x2x2x64xf32>
    %375 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %376 = stablehlo.multiply %layer3.0.bn1.running_mean, %375 : tensor<64xf32>
    %377 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %378 = stablehlo.multiply %358, %377 : tensor<64xf32>
    %379 = stablehlo.add %376, %378 : tensor<64xf32>
    %380 = stablehlo.constant dense<127.0> : tensor<64xf32>
    %381 = stablehlo.divide %363, %380 : tensor<64xf32>
    %382 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %383 = stablehlo.multiply %layer3.0.bn1.running_var, %382 : tensor<64xf32>
    %384 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %385 = stablehlo.multiply %381, %384 : tensor<64xf32>
    %386 = stablehlo.add %383, %385 : tensor<64xf32>
    %387 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %388 = stablehlo.maximum %374, %387 : tensor<32x2x2x64xf32>
    %389 = "stablehlo.convolution"(%388, %layer3.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %390 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %391 = "stablehlo.reduce"(%389, %390) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %392 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %393 = stablehlo.divide %391, %392 : tensor<64xf32>
    %394 = "stablehlo.broadcast_in_dim"(%393) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %395 = stablehlo.subtract %389, %394 : tensor<32x2x2x64xf32>
    %396 = stablehlo.multiply %395, %395 : tensor<32x2x2x64xf32>
    %397 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %398 = "stablehlo.reduce"(%396, %397) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %399 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %400 = stablehlo.divide %398, %399 : tensor<64xf32>
    %401 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %402 = stablehlo.add %400, %401 : tensor<64xf32>
    %403 = stablehlo.rsqrt %402 : tensor<64xf32>
    %404 = "stablehlo.broadcast_in_dim"(%403) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %405 = stablehlo.multiply %395, %404 : tensor<32x2x2x64xf32>
    %406 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %407 = stablehlo.multiply %405, %406 : tensor<32x2x2x64xf32>
    %408 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %409 = stablehlo.add %407, %408 : tensor<32x2x2x64xf32>
    %410 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %411 = stablehlo.multiply %layer3.0.bn2.running_mean, %410 : tensor<64xf32>
    %412 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %413 = stablehlo.multiply %393, %412 : tensor<64xf32>
    %414 = stablehlo.add %411, %413 : tensor<64xf32>
    %415 = stablehlo.constant dense<127.0> : tensor<64xf32>
    %416 = stablehlo.divide %398, %415 : tensor<64xf32>
    %417 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %418 = stablehlo.multiply %layer3.0.bn2.running_var, %417 : tensor<64xf32>
    %419 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %420 = stablehlo.multiply %416, %419 : tensor<64xf32>
    %421 = stablehlo.add %418, %420 : tensor<64xf32>
    %422 = "stablehlo.convolution"(%353, %layer3.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x4x4x32xf32>, tensor<1x1x32x64xf32>) -> tensor<32x2x2x64xf32>
    %423 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %424 = "stablehlo.reduce"(%422, %423) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %425 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %426 = stablehlo.divide %424, %425 : tensor<64xf32>
    %427 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %428 = stablehlo.subtract %422, %427 : tensor<32x2x2x64xf32>
    %429 = stablehlo.multiply %428, %428 : tensor<32x2x2x64xf32>
    %430 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %431 = "stablehlo.reduce"(%429, %430) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %432 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %433 = stablehlo.divide %431, %432 : tensor<64xf32>
    %434 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %435 = stablehlo.add %433, %434 : tensor<64xf32>
    %436 = stablehlo.rsqrt %435 : tensor<64xf32>
    %437 = "stablehlo.broadcast_in_dim"(%436) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %438 = stablehlo.multiply %428, %437 : tensor<32x2x2x64xf32>
    %439 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<32x2x2x64xf32>
    %441 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %442 = stablehlo.add %440, %441 : tensor<32x2x2x64xf32>
    %443 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %444 = stablehlo.multiply %layer3.0.downsample.1.running_mean, %443 : tensor<64xf32>
    %445 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %446 = stablehlo.multiply %426, %445 : tensor<64xf32>
    %447 = stablehlo.add %444, %446 : tensor<64xf32>
    %448 = stablehlo.constant dense<127.0> : tensor<64xf32>
    %449 = stablehlo.divide %431, %448 : tensor<64xf32>
    %450 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %451 = stablehlo.multiply %layer3.0.downsample.1.running_var, %450 : tensor<64xf32>
    %452 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %453 = stablehlo.multiply %449, %452 : tensor<64xf32>
    %454 = stablehlo.add %451, %453 : tensor<64xf32>
    %455 = stablehlo.add %409, %442 : tensor<32x2x2x64xf32>
    %456 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %457 = stablehlo.maximum %455, %456 : tensor<32x2x2x64xf32>
    %458 = "stablehlo.convolution"(%457, %layer3.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %459 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %460 = "stablehlo.reduce"(%458, %459) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %461 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %462 = stablehlo.divide %460, %461 : tensor<64xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %464 = stablehlo.subtract %458, %463 : tensor<32x2x2x64xf32>
    %465 = stablehlo.multiply %464, %464 : tensor<32x2x2x64xf32>
    %466 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %467 = "stablehlo.reduce"(%465, %466) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %468 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %469 = stablehlo.divide %467, %468 : tensor<64xf32>
    %470 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %471 = stablehlo.add %469, %470 : tensor<64xf32>
    %472 = stablehlo.rsqrt %471 : tensor<64xf32>
    %473 = "stablehlo.broadcast_in_dim"(%472) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %474 = stablehlo.multiply %464, %473 : tensor<32x2x2x64xf32>
    %475 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<32x2x2x64xf32>
    %477 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %478 = stablehlo.add %476, %477 : tensor<32x2x2x64xf32>
    %479 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %480 = stablehlo.multiply %layer3.1.bn1.running_mean, %479 : tensor<64xf32>
    %481 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %482 = stablehlo.multiply %462, %481 : tensor<64xf32>
    %483 = stablehlo.add %480, %482 : tensor<64xf32>
    %484 = stablehlo.constant dense<127.0> : tensor<64xf32>
    %485 = stablehlo.divide %467, %484 : tensor<64xf32>
    %486 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %487 = stablehlo.multiply %layer3.1.bn1.running_var, %486 : tensor<64xf32>
    %488 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %489 = stablehlo.multiply %485, %488 : tensor<64xf32>
    %490 = stablehlo.add %487, %489 : tensor<64xf32>
    %491 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %492 = stablehlo.maximum %478, %491 : tensor<32x2x2x64xf32>
    %493 = "stablehlo.convolution"(%492, %layer3.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %494 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %495 = "stablehlo.reduce"(%493, %494) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %496 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %497 = stablehlo.divide %495, %496 : tensor<64xf32>
    %498 = "stablehlo.broadcast_in_dim"(%497) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %499 = stablehlo.subtract %493, %498 : tensor<32x2x2x64xf32>
    %500 = stablehlo.multiply %499, %499 : tensor<32x2x2x64xf32>
    %501 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %502 = "stablehlo.reduce"(%500, %501) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %503 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %504 = stablehlo.divide %502, %503 : tensor<64xf32>
    %505 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %506 = stablehlo.add %504, %505 : tensor<64xf32>
    %507 = stablehlo.rsqrt %506 : tensor<64xf32>
    %508 = "stablehlo.broadcast_in_dim"(%507) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %509 = stablehlo.multiply %499, %508 : tensor<32x2x2x64xf32>
    %510 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %511 = stablehlo.multiply %509, %510 : tensor<32x2x2x64xf32>
    %512 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %513 = stablehlo.add %511, %512 : tensor<32x2x2x64xf32>
    %514 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %515 = stablehlo.multiply %layer3.1.bn2.running_mean, %514 : tensor<64xf32>
    %516 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %517 = stablehlo.multiply %497, %516 : tensor<64xf32>
    %518 = stablehlo.add %515, %517 : tensor<64xf32>
    %519 = stablehlo.constant dense<127.0> : tensor<64xf32>
    %520 = stablehlo.divide %502, %519 : tensor<64xf32>
    %521 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %522 = stablehlo.multiply %layer3.1.bn2.running_var, %521 : tensor<64xf32>
    %523 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %524 = stablehlo.multiply %520, %523 : tensor<64xf32>
    %525 = stablehlo.add %522, %524 : tensor<64xf32>
    %526 = stablehlo.add %513, %457 : tensor<32x2x2x64xf32>
    %527 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %528 = stablehlo.maximum %526, %527 : tensor<32x2x2x64xf32>
    %529 = "stablehlo.convolution"(%528, %layer4.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x1x1x128xf32>
    %530 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %531 = "stablehlo.reduce"(%529, %530) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %532 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %533 = stablehlo.divide %531, %532 : tensor<128xf32>
    %534 = "stablehlo.broadcast_in_dim"(%533) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %535 = stablehlo.subtract %529, %534 : tensor<32x1x1x128xf32>
    %536 = stablehlo.multiply %535, %535 : tensor<32x1x1x128xf32>
    %537 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %538 = "stablehlo.reduce"(%536, %537) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %539 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %540 = stablehlo.divide %538, %539 : tensor<128xf32>
    %541 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %542 = stablehlo.add %540, %541 : tensor<128xf32>
    %543 = stablehlo.rsqrt %542 : tensor<128xf32>
    %544 = "stablehlo.broadcast_in_dim"(%543) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %545 = stablehlo.multiply %535, %544 : tensor<32x1x1x128xf32>
    %546 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %547 = stablehlo.multiply %545, %546 : tensor<32x1x1x128xf32>
    %548 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %549 = stablehlo.add %547, %548 : tensor<32x1x1x128xf32>
    %550 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %551 = stablehlo.multiply %layer4.0.bn1.running_mean, %550 : tensor<128xf32>
    %552 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %553 = stablehlo.multiply %533, %552 : tensor<128xf32>
    %554 = stablehlo.add %551, %553 : tensor<128xf32>
    %555 = stablehlo.constant dense<31.0> : tensor<128xf32>
    %556 = stablehlo.divide %538, %555 : tensor<128xf32>
    %557 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %558 = stablehlo.multiply %layer4.0.bn1.running_var, %557 : tensor<128xf32>
    %559 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %560 = stablehlo.multiply %556, %559 : tensor<128xf32>
    %561 = stablehlo.add %558, %560 : tensor<128xf32>
    %562 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %563 = stablehlo.maximum %549, %562 : tensor<32x1x1x128xf32>
    %564 = "stablehlo.convolution"(%563, %layer4.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %565 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %566 = "stablehlo.reduce"(%564, %565) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %567 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %568 = stablehlo.divide %566, %567 : tensor<128xf32>
    %569 = "stablehlo.broadcast_in_dim"(%568) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %570 = stablehlo.subtract %564, %569 : tensor<32x1x1x128xf32>
    %571 = stablehlo.multiply %570, %570 : tensor<32x1x1x128xf32>
    %572 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %573 = "stablehlo.reduce"(%571, %572) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %574 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %575 = stablehlo.divide %573, %574 : tensor<128xf32>
    %576 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %577 = stablehlo.add %575, %576 : tensor<128xf32>
    %578 = stablehlo.rsqrt %577 : tensor<128xf32>
    %579 = "stablehlo.broadcast_in_dim"(%578) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %580 = stablehlo.multiply %570, %579 : tensor<32x1x1x128xf32>
    %581 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %582 = stablehlo.multiply %580, %581 : tensor<32x1x1x128xf32>
    %583 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %584 = stablehlo.add %582, %583 : tensor<32x1x1x128xf32>
    %585 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %586 = stablehlo.multiply %layer4.0.bn2.running_mean, %585 : tensor<128xf32>
    %587 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %588 = stablehlo.multiply %568, %587 : tensor<128xf32>
    %589 = stablehlo.add %586, %588 : tensor<128xf32>
    %590 = stablehlo.constant dense<31.0> : tensor<128xf32>
    %591 = stablehlo.divide %573, %590 : tensor<128xf32>
    %592 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %593 = stablehlo.multiply %layer4.0.bn2.running_var, %592 : tensor<128xf32>
    %594 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %595 = stablehlo.multiply %591, %594 : tensor<128xf32>
    %596 = stablehlo.add %593, %595 : tensor<128xf32>
    %597 = "stablehlo.convolution"(%528, %layer4.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x2x2x64xf32>, tensor<1x1x64x128xf32>) -> tensor<32x1x1x128xf32>
    %598 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %599 = "stablehlo.reduce"(%597, %598) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %600 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %601 = stablehlo.divide %599, %600 : tensor<128xf32>
    %602 = "stablehlo.broadcast_in_dim"(%601) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %603 = stablehlo.subtract %597, %602 : tensor<32x1x1x128xf32>
    %604 = stablehlo.multiply %603, %603 : tensor<32x1x1x128xf32>
    %605 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %606 = "stablehlo.reduce"(%604, %605) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %607 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %608 = stablehlo.divide %606, %607 : tensor<128xf32>
    %609 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %610 = stablehlo.add %608, %609 : tensor<128xf32>
    %611 = stablehlo.rsqrt %610 : tensor<128xf32>
    %612 = "stablehlo.broadcast_in_dim"(%611) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %613 = stablehlo.multiply %603, %612 : tensor<32x1x1x128xf32>
    %614 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %615 = stablehlo.multiply %613, %614 : tensor<32x1x1x128xf32>
    %616 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %617 = stablehlo.add %615, %616 : tensor<32x1x1x128xf32>
    %618 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %619 = stablehlo.multiply %layer4.0.downsample.1.running_mean, %618 : tensor<128xf32>
    %620 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %621 = stablehlo.multiply %601, %620 : tensor<128xf32>
    %622 = stablehlo.add %619, %621 : tensor<128xf32>
    %623 = stablehlo.constant dense<31.0> : tensor<128xf32>
    %624 = stablehlo.divide %606, %623 : tensor<128xf32>
    %625 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %626 = stablehlo.multiply %layer4.0.downsample.1.running_var, %625 : tensor<128xf32>
    %627 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %628 = stablehlo.multiply %624, %627 : tensor<128xf32>
    %629 = stablehlo.add %626, %628 : tensor<128xf32>
    %630 = stablehlo.add %584, %617 : tensor<32x1x1x128xf32>
    %631 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %632 = stablehlo.maximum %630, %631 : tensor<32x1x1x128xf32>
    %633 = "stablehlo.convolution"(%632, %layer4.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %634 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %635 = "stablehlo.reduce"(%633, %634) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %636 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %637 = stablehlo.divide %635, %636 : tensor<128xf32>
    %638 = "stablehlo.broadcast_in_dim"(%637) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %639 = stablehlo.subtract %633, %638 : tensor<32x1x1x128xf32>
    %640 = stablehlo.multiply %639, %639 : tensor<32x1x1x128xf32>
    %641 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %642 = "stablehlo.reduce"(%640, %641) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %643 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %644 = stablehlo.divide %642, %643 : tensor<128xf32>
    %645 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %646 = stablehlo.add %644, %645 : tensor<128xf32>
    %647 = stablehlo.rsqrt %646 : tensor<128xf32>
    %648 = "stablehlo.broadcast_in_dim"(%647) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %649 = stablehlo.multiply %639, %648 : tensor<32x1x1x128xf32>
    %650 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %651 = stablehlo.multiply %649, %650 : tensor<32x1x1x128xf32>
    %652 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %653 = stablehlo.add %651, %652 : tensor<32x1x1x128xf32>
    %654 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %655 = stablehlo.multiply %layer4.1.bn1.running_mean, %654 : tensor<128xf32>
    %656 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %657 = stablehlo.multiply %637, %656 : tensor<128xf32>
    %658 = stablehlo.add %655, %657 : tensor<128xf32>
    %659 = stablehlo.constant dense<31.0> : tensor<128xf32>
    %660 = stablehlo.divide %642, %659 : tensor<128xf32>
    %661 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %662 = stablehlo.multiply %layer4.1.bn1.running_var, %661 : tensor<128xf32>
    %663 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %664 = stablehlo.multiply %660, %663 : tensor<128xf32>
    %665 = stablehlo.add %662, %664 : tensor<128xf32>
    %666 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %667 = stablehlo.maximum %653, %666 : tensor<32x1x1x128xf32>
    %668 = "stablehlo.convolution"(%667, %layer4.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %669 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %670 = "stablehlo.reduce"(%668, %669) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %671 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %672 = stablehlo.divide %670, %671 : tensor<128xf32>
    %673 = "stablehlo.broadcast_in_dim"(%672) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %674 = stablehlo.subtract %668, %673 : tensor<32x1x1x128xf32>
    %675 = stablehlo.multiply %674, %674 : tensor<32x1x1x128xf32>
    %676 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %677 = "stablehlo.reduce"(%675, %676) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %678 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %679 = stablehlo.divide %677, %678 : tensor<128xf32>
    %680 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %681 = stablehlo.add %679, %680 : tensor<128xf32>
    %682 = stablehlo.rsqrt %681 : tensor<128xf32>
    %683 = "stablehlo.broadcast_in_dim"(%682) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %684 = stablehlo.multiply %674, %683 : tensor<32x1x1x128xf32>
    %685 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %686 = stablehlo.multiply %684, %685 : tensor<32x1x1x128xf32>
    %687 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %688 = stablehlo.add %686, %687 : tensor<32x1x1x128xf32>
    %689 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %690 = stablehlo.multiply %layer4.1.bn2.running_mean, %689 : tensor<128xf32>
    %691 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %692 = stablehlo.multiply %672, %691 : tensor<128xf32>
    %693 = stablehlo.add %690, %692 : tensor<128xf32>
    %694 = stablehlo.constant dense<31.0> : tensor<128xf32>
    %695 = stablehlo.divide %677, %694 : tensor<128xf32>
    %696 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %697 = stablehlo.multiply %layer4.1.bn2.running_var, %696 : tensor<128xf32>
    %698 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %699 = stablehlo.multiply %695, %698 : tensor<128xf32>
    %700 = stablehlo.add %697, %699 : tensor<128xf32>
    %701 = stablehlo.add %688, %632 : tensor<32x1x1x128xf32>
    %702 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %703 = stablehlo.maximum %701, %702 : tensor<32x1x1x128xf32>
    %704 = stablehlo.constant dense<0.0> : tensor<f32>
    %705 = "stablehlo.reduce"(%703, %704) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %706 = stablehlo.constant dense<1.0> : tensor<32x128xf32>
    %707 = stablehlo.divide %705, %706 : tensor<32x128xf32>
    %708 = "stablehlo.dot_general"(%707, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x128xf32>, tensor<128x10xf32>) -> tensor<32x10xf32>
    %709 = "stablehlo.broadcast_in_dim"(%fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<32x10xf32>
    %710 = stablehlo.add %708, %709 : tensor<32x10xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %711 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %712 = "stablehlo.reduce"(%710, %711) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.maximum %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %713 = "stablehlo.broadcast_in_dim"(%712) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x10xf32>
    %714 = stablehlo.subtract %710, %713 : tensor<32x10xf32>
    %715 = stablehlo.exponential %714 : tensor<32x10xf32>
    %716 = stablehlo.constant dense<0.0> : tensor<f32>
    %717 = "stablehlo.reduce"(%715, %716) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %718 = "stablehlo.broadcast_in_dim"(%717) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x10xf32>
    %719 = stablehlo.log %718 : tensor<32x10xf32>
    %720 = stablehlo.subtract %714, %719 : tensor<32x10xf32>
    %721 = stablehlo.multiply %targets, %720 : tensor<32x10xf32>
    %722 = stablehlo.constant dense<0.0> : tensor<f32>
    %723 = "stablehlo.reduce"(%721, %722) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<f32>
    %724 = stablehlo.negate %723 : tensor<f32>
    %725 = stablehlo.constant dense<32.0> : tensor<f32>
    %726 = stablehlo.divide %724, %725 : tensor<f32>
    // ── backward ──
    %727 = stablehlo.constant dense<0.0> : tensor<f32>
    %728 = "stablehlo.reduce"(%targets, %727) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %729 = "stablehlo.broadcast_in_dim"(%728) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x10xf32>
    %730 = stablehlo.divide %715, %718 : tensor<32x10xf32>
    %731 = stablehlo.multiply %730, %729 : tensor<32x10xf32>
    %732 = stablehlo.subtract %731, %targets : tensor<32x10xf32>
    %733 = stablehlo.constant dense<32.0> : tensor<32x10xf32>
    %734 = stablehlo.divide %732, %733 : tensor<32x10xf32>
    %735 = "stablehlo.dot_general"(%734, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x10xf32>, tensor<128x10xf32>) -> tensor<32x128xf32>
    %736 = "stablehlo.dot_general"(%734, %707) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x10xf32>, tensor<32x128xf32>) -> tensor<10x128xf32>
    %737 = "stablehlo.transpose"(%736) {permutation = array<i64: 1, 0>} : (tensor<10x128xf32>) -> tensor<128x10xf32>
    %738 = stablehlo.constant dense<0.0> : tensor<f32>
    %739 = "stablehlo.reduce"(%734, %738) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %740 = stablehlo.constant dense<1.0> : tensor<32x128xf32>
    %741 = stablehlo.divide %735, %740 : tensor<32x128xf32>
    %742 = "stablehlo.broadcast_in_dim"(%741) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x128xf32>) -> tensor<32x1x1x128xf32>
    %743 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %744 = "stablehlo.compare"(%701, %743) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xi1>
    %745 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %746 = "stablehlo.select"(%744, %742, %745) : (tensor<32x1x1x128xi1>, tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xf32>
    %747 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %748 = "stablehlo.reduce"(%746, %747) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %749 = stablehlo.multiply %746, %684 : tensor<32x1x1x128xf32>
    %750 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %751 = "stablehlo.reduce"(%749, %750) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %752 = stablehlo.multiply %layer4.1.bn2.g, %682 : tensor<128xf32>
    %753 = "stablehlo.broadcast_in_dim"(%752) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %754 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %755 = stablehlo.divide %748, %754 : tensor<128xf32>
    %756 = "stablehlo.broadcast_in_dim"(%755) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %757 = stablehlo.subtract %746, %756 : tensor<32x1x1x128xf32>
    %758 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %759 = stablehlo.divide %751, %758 : tensor<128xf32>
    %760 = "stablehlo.broadcast_in_dim"(%759) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %761 = stablehlo.multiply %684, %760 : tensor<32x1x1x128xf32>
    %762 = stablehlo.subtract %757, %761 : tensor<32x1x1x128xf32>
    %763 = stablehlo.multiply %753, %762 : tensor<32x1x1x128xf32>
    %764 = "stablehlo.reverse"(%layer4.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %765 = "stablehlo.convolution"(%763, %764) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %766 = "stablehlo.convolution"(%667, %763) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<3x3x128x128xf32>
    %767 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %768 = "stablehlo.compare"(%653, %767) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xi1>
    %769 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %770 = "stablehlo.select"(%768, %765, %769) : (tensor<32x1x1x128xi1>, tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xf32>
    %771 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %772 = "stablehlo.reduce"(%770, %771) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %773 = stablehlo.multiply %770, %649 : tensor<32x1x1x128xf32>
    %774 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %775 = "stablehlo.reduce"(%773, %774) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %776 = stablehlo.multiply %layer4.1.bn1.g, %647 : tensor<128xf32>
    %777 = "stablehlo.broadcast_in_dim"(%776) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %778 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %779 = stablehlo.divide %772, %778 : tensor<128xf32>
    %780 = "stablehlo.broadcast_in_dim"(%779) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %781 = stablehlo.subtract %770, %780 : tensor<32x1x1x128xf32>
    %782 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %783 = stablehlo.divide %775, %782 : tensor<128xf32>
    %784 = "stablehlo.broadcast_in_dim"(%783) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %785 = stablehlo.multiply %649, %784 : tensor<32x1x1x128xf32>
    %786 = stablehlo.subtract %781, %785 : tensor<32x1x1x128xf32>
    %787 = stablehlo.multiply %777, %786 : tensor<32x1x1x128xf32>
    %788 = "stablehlo.reverse"(%layer4.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %789 = "stablehlo.convolution"(%787, %788) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %790 = "stablehlo.convolution"(%632, %787) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<3x3x128x128xf32>
    %791 = stablehlo.add %789, %746 : tensor<32x1x1x128xf32>
    %792 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %793 = "stablehlo.compare"(%630, %792) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xi1>
    %794 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %795 = "stablehlo.select"(%793, %791, %794) : (tensor<32x1x1x128xi1>, tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xf32>
    %796 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %797 = "stablehlo.reduce"(%795, %796) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %798 = stablehlo.multiply %795, %580 : tensor<32x1x1x128xf32>
    %799 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %800 = "stablehlo.reduce"(%798, %799) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %801 = stablehlo.multiply %layer4.0.bn2.g, %578 : tensor<128xf32>
    %802 = "stablehlo.broadcast_in_dim"(%801) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %803 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %804 = stablehlo.divide %797, %803 : tensor<128xf32>
    %805 = "stablehlo.broadcast_in_dim"(%804) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %806 = stablehlo.subtract %795, %805 : tensor<32x1x1x128xf32>
    %807 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %808 = stablehlo.divide %800, %807 : tensor<128xf32>
    %809 = "stablehlo.broadcast_in_dim"(%808) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %810 = stablehlo.multiply %580, %809 : tensor<32x1x1x128xf32>
    %811 = stablehlo.subtract %806, %810 : tensor<32x1x1x128xf32>
    %812 = stablehlo.multiply %802, %811 : tensor<32x1x1x128xf32>
    %813 = "stablehlo.reverse"(%layer4.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %814 = "stablehlo.convolution"(%812, %813) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %815 = "stablehlo.convolution"(%563, %812) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<3x3x128x128xf32>
    %816 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %817 = "stablehlo.compare"(%549, %816) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xi1>
    %818 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %819 = "stablehlo.select"(%817, %814, %818) : (tensor<32x1x1x128xi1>, tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xf32>
    %820 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %821 = "stablehlo.reduce"(%819, %820) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %822 = stablehlo.multiply %819, %545 : tensor<32x1x1x128xf32>
    %823 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %824 = "stablehlo.reduce"(%822, %823) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %825 = stablehlo.multiply %layer4.0.bn1.g, %543 : tensor<128xf32>
    %826 = "stablehlo.broadcast_in_dim"(%825) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %827 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %828 = stablehlo.divide %821, %827 : tensor<128xf32>
    %829 = "stablehlo.broadcast_in_dim"(%828) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %830 = stablehlo.subtract %819, %829 : tensor<32x1x1x128xf32>
    %831 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %832 = stablehlo.divide %824, %831 : tensor<128xf32>
    %833 = "stablehlo.broadcast_in_dim"(%832) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %834 = stablehlo.multiply %545, %833 : tensor<32x1x1x128xf32>
    %835 = stablehlo.subtract %830, %834 : tensor<32x1x1x128xf32>
    %836 = stablehlo.multiply %826, %835 : tensor<32x1x1x128xf32>
    %837 = "stablehlo.reverse"(%layer4.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %838 = "stablehlo.convolution"(%836, %837) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x64x128xf32>) -> tensor<32x2x2x64xf32>
    %839 = "stablehlo.convolution"(%528, %836) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<32x1x1x128xf32>) -> tensor<3x3x64x128xf32>
    %840 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %841 = "stablehlo.reduce"(%795, %840) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %842 = stablehlo.multiply %795, %613 : tensor<32x1x1x128xf32>
    %843 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %844 = "stablehlo.reduce"(%842, %843) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %845 = stablehlo.multiply %layer4.0.downsample.1.g, %611 : tensor<128xf32>
    %846 = "stablehlo.broadcast_in_dim"(%845) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %847 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %848 = stablehlo.divide %841, %847 : tensor<128xf32>
    %849 = "stablehlo.broadcast_in_dim"(%848) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %850 = stablehlo.subtract %795, %849 : tensor<32x1x1x128xf32>
    %851 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %852 = stablehlo.divide %844, %851 : tensor<128xf32>
    %853 = "stablehlo.broadcast_in_dim"(%852) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %854 = stablehlo.multiply %613, %853 : tensor<32x1x1x128xf32>
    %855 = stablehlo.subtract %850, %854 : tensor<32x1x1x128xf32>
    %856 = stablehlo.multiply %846, %855 : tensor<32x1x1x128xf32>
    %857 = "stablehlo.reverse"(%layer4.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %858 = "stablehlo.convolution"(%856, %857) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<1x1x64x128xf32>) -> tensor<32x2x2x64xf32>
    %859 = "stablehlo.convolution"(%528, %856) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<32x1x1x128xf32>) -> tensor<1x1x64x128xf32>
    %860 = stablehlo.add %838, %858 : tensor<32x2x2x64xf32>
    %861 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %862 = "stablehlo.compare"(%526, %861) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xi1>
    %863 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %864 = "stablehlo.select"(%862, %860, %863) : (tensor<32x2x2x64xi1>, tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xf32>
    %865 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %866 = "stablehlo.reduce"(%864, %865) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %867 = stablehlo.multiply %864, %509 : tensor<32x2x2x64xf32>
    %868 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %869 = "stablehlo.reduce"(%867, %868) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %870 = stablehlo.multiply %layer3.1.bn2.g, %507 : tensor<64xf32>
    %871 = "stablehlo.broadcast_in_dim"(%870) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %872 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %873 = stablehlo.divide %866, %872 : tensor<64xf32>
    %874 = "stablehlo.broadcast_in_dim"(%873) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %875 = stablehlo.subtract %864, %874 : tensor<32x2x2x64xf32>
    %876 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %877 = stablehlo.divide %869, %876 : tensor<64xf32>
    %878 = "stablehlo.broadcast_in_dim"(%877) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %879 = stablehlo.multiply %509, %878 : tensor<32x2x2x64xf32>
    %880 = stablehlo.subtract %875, %879 : tensor<32x2x2x64xf32>
    %881 = stablehlo.multiply %871, %880 : tensor<32x2x2x64xf32>
    %882 = "stablehlo.reverse"(%layer3.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %883 = "stablehlo.convolution"(%881, %882) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %884 = "stablehlo.convolution"(%492, %881) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<3x3x64x64xf32>
    %885 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %886 = "stablehlo.compare"(%478, %885) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xi1>
    %887 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %888 = "stablehlo.select"(%886, %883, %887) : (tensor<32x2x2x64xi1>, tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %890 = "stablehlo.reduce"(%888, %889) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %891 = stablehlo.multiply %888, %474 : tensor<32x2x2x64xf32>
    %892 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %893 = "stablehlo.reduce"(%891, %892) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %894 = stablehlo.multiply %layer3.1.bn1.g, %472 : tensor<64xf32>
    %895 = "stablehlo.broadcast_in_dim"(%894) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %896 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %897 = stablehlo.divide %890, %896 : tensor<64xf32>
    %898 = "stablehlo.broadcast_in_dim"(%897) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %899 = stablehlo.subtract %888, %898 : tensor<32x2x2x64xf32>
    %900 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %901 = stablehlo.divide %893, %900 : tensor<64xf32>
    %902 = "stablehlo.broadcast_in_dim"(%901) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %903 = stablehlo.multiply %474, %902 : tensor<32x2x2x64xf32>
    %904 = stablehlo.subtract %899, %903 : tensor<32x2x2x64xf32>
    %905 = stablehlo.multiply %895, %904 : tensor<32x2x2x64xf32>
    %906 = "stablehlo.reverse"(%layer3.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %907 = "stablehlo.convolution"(%905, %906) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %908 = "stablehlo.convolution"(%457, %905) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<3x3x64x64xf32>
    %909 = stablehlo.add %907, %864 : tensor<32x2x2x64xf32>
    %910 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %911 = "stablehlo.compare"(%455, %910) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xi1>
    %912 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %913 = "stablehlo.select"(%911, %909, %912) : (tensor<32x2x2x64xi1>, tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xf32>
    %914 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %915 = "stablehlo.reduce"(%913, %914) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %916 = stablehlo.multiply %913, %405 : tensor<32x2x2x64xf32>
    %917 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %918 = "stablehlo.reduce"(%916, %917) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %919 = stablehlo.multiply %layer3.0.bn2.g, %403 : tensor<64xf32>
    %920 = "stablehlo.broadcast_in_dim"(%919) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %921 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %922 = stablehlo.divide %915, %921 : tensor<64xf32>
    %923 = "stablehlo.broadcast_in_dim"(%922) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %924 = stablehlo.subtract %913, %923 : tensor<32x2x2x64xf32>
    %925 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %926 = stablehlo.divide %918, %925 : tensor<64xf32>
    %927 = "stablehlo.broadcast_in_dim"(%926) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %928 = stablehlo.multiply %405, %927 : tensor<32x2x2x64xf32>
    %929 = stablehlo.subtract %924, %928 : tensor<32x2x2x64xf32>
    %930 = stablehlo.multiply %920, %929 : tensor<32x2x2x64xf32>
    %931 = "stablehlo.reverse"(%layer3.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %932 = "stablehlo.convolution"(%930, %931) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %933 = "stablehlo.convolution"(%388, %930) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<3x3x64x64xf32>
    %934 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %935 = "stablehlo.compare"(%374, %934) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xi1>
    %936 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %937 = "stablehlo.select"(%935, %932, %936) : (tensor<32x2x2x64xi1>, tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xf32>
    %938 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %939 = "stablehlo.reduce"(%937, %938) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %940 = stablehlo.multiply %937, %370 : tensor<32x2x2x64xf32>
    %941 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %942 = "stablehlo.reduce"(%940, %941) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %943 = stablehlo.multiply %layer3.0.bn1.g, %368 : tensor<64xf32>
    %944 = "stablehlo.broadcast_in_dim"(%943) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %945 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %946 = stablehlo.divide %939, %945 : tensor<64xf32>
    %947 = "stablehlo.broadcast_in_dim"(%946) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %948 = stablehlo.subtract %937, %947 : tensor<32x2x2x64xf32>
    %949 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %950 = stablehlo.divide %942, %949 : tensor<64xf32>
    %951 = "stablehlo.broadcast_in_dim"(%950) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %952 = stablehlo.multiply %370, %951 : tensor<32x2x2x64xf32>
    %953 = stablehlo.subtract %948, %952 : tensor<32x2x2x64xf32>
    %954 = stablehlo.multiply %944, %953 : tensor<32x2x2x64xf32>
    %955 = "stablehlo.reverse"(%layer3.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x32x64xf32>) -> tensor<3x3x32x64xf32>
    %956 = "stablehlo.convolution"(%954, %955) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x32x64xf32>) -> tensor<32x4x4x32xf32>
    %957 = "stablehlo.convolution"(%353, %954) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<32x2x2x64xf32>) -> tensor<3x3x32x64xf32>
    %958 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %959 = "stablehlo.reduce"(%913, %958) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %960 = stablehlo.multiply %913, %438 : tensor<32x2x2x64xf32>
    %961 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %962 = "stablehlo.reduce"(%960, %961) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %963 = stablehlo.multiply %layer3.0.downsample.1.g, %436 : tensor<64xf32>
    %964 = "stablehlo.broadcast_in_dim"(%963) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %965 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %966 = stablehlo.divide %959, %965 : tensor<64xf32>
    %967 = "stablehlo.broadcast_in_dim"(%966) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %968 = stablehlo.subtract %913, %967 : tensor<32x2x2x64xf32>
    %969 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %970 = stablehlo.divide %962, %969 : tensor<64xf32>
    %971 = "stablehlo.broadcast_in_dim"(%970) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %972 = stablehlo.multiply %438, %971 : tensor<32x2x2x64xf32>
    %973 = stablehlo.subtract %968, %972 : tensor<32x2x2x64xf32>
    %974 = stablehlo.multiply %964, %973 : tensor<32x2x2x64xf32>
    %975 = "stablehlo.reverse"(%layer3.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x32x64xf32>) -> tensor<1x1x32x64xf32>
    %976 = "stablehlo.convolution"(%974, %975) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<1x1x32x64xf32>) -> tensor<32x4x4x32xf32>
    %977 = "stablehlo.convolution"(%353, %974) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<32x2x2x64xf32>) -> tensor<1x1x32x64xf32>
    %978 = stablehlo.add %956, %976 : tensor<32x4x4x32xf32>
    %979 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %980 = "stablehlo.compare"(%351, %979) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xi1>
    %981 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %982 = "stablehlo.select"(%980, %978, %981) : (tensor<32x4x4x32xi1>, tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %983 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %984 = "stablehlo.reduce"(%982, %983) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %985 = stablehlo.multiply %982, %334 : tensor<32x4x4x32xf32>
    %986 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %987 = "stablehlo.reduce"(%985, %986) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %988 = stablehlo.multiply %layer2.1.bn2.g, %332 : tensor<32xf32>
    %989 = "stablehlo.broadcast_in_dim"(%988) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %990 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %991 = stablehlo.divide %984, %990 : tensor<32xf32>
    %992 = "stablehlo.broadcast_in_dim"(%991) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %993 = stablehlo.subtract %982, %992 : tensor<32x4x4x32xf32>
    %994 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %995 = stablehlo.divide %987, %994 : tensor<32xf32>
    %996 = "stablehlo.broadcast_in_dim"(%995) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %997 = stablehlo.multiply %334, %996 : tensor<32x4x4x32xf32>
    %998 = stablehlo.subtract %993, %997 : tensor<32x4x4x32xf32>
    %999 = stablehlo.multiply %989, %998 : tensor<32x4x4x32xf32>
    %1000 = "stablehlo.reverse"(%layer2.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1001 = "stablehlo.convolution"(%999, %1000) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %1002 = "stablehlo.convolution"(%317, %999) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<3x3x32x32xf32>
    %1003 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1004 = "stablehlo.compare"(%303, %1003) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xi1>
    %1005 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1006 = "stablehlo.select"(%1004, %1001, %1005) : (tensor<32x4x4x32xi1>, tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %1007 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1008 = "stablehlo.reduce"(%1006, %1007) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1009 = stablehlo.multiply %1006, %299 : tensor<32x4x4x32xf32>
    %1010 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1011 = "stablehlo.reduce"(%1009, %1010) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1012 = stablehlo.multiply %layer2.1.bn1.g, %297 : tensor<32xf32>
    %1013 = "stablehlo.broadcast_in_dim"(%1012) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1014 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1015 = stablehlo.divide %1008, %1014 : tensor<32xf32>
    %1016 = "stablehlo.broadcast_in_dim"(%1015) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1017 = stablehlo.subtract %1006, %1016 : tensor<32x4x4x32xf32>
    %1018 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1019 = stablehlo.divide %1011, %1018 : tensor<32xf32>
    %1020 = "stablehlo.broadcast_in_dim"(%1019) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1021 = stablehlo.multiply %299, %1020 : tensor<32x4x4x32xf32>
    %1022 = stablehlo.subtract %1017, %1021 : tensor<32x4x4x32xf32>
    %1023 = stablehlo.multiply %1013, %1022 : tensor<32x4x4x32xf32>
    %1024 = "stablehlo.reverse"(%layer2.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1025 = "stablehlo.convolution"(%1023, %1024) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %1026 = "stablehlo.convolution"(%282, %1023) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<3x3x32x32xf32>
    %1027 = stablehlo.add %1025, %982 : tensor<32x4x4x32xf32>
    %1028 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1029 = "stablehlo.compare"(%280, %1028) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xi1>
    %1030 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1031 = "stablehlo.select"(%1029, %1027, %1030) : (tensor<32x4x4x32xi1>, tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %1032 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1033 = "stablehlo.reduce"(%1031, %1032) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1034 = stablehlo.multiply %1031, %230 : tensor<32x4x4x32xf32>
    %1035 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1036 = "stablehlo.reduce"(%1034, %1035) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1037 = stablehlo.multiply %layer2.0.bn2.g, %228 : tensor<32xf32>
    %1038 = "stablehlo.broadcast_in_dim"(%1037) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1039 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1040 = stablehlo.divide %1033, %1039 : tensor<32xf32>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1042 = stablehlo.subtract %1031, %1041 : tensor<32x4x4x32xf32>
    %1043 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1044 = stablehlo.divide %1036, %1043 : tensor<32xf32>
    %1045 = "stablehlo.broadcast_in_dim"(%1044) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1046 = stablehlo.multiply %230, %1045 : tensor<32x4x4x32xf32>
    %1047 = stablehlo.subtract %1042, %1046 : tensor<32x4x4x32xf32>
    %1048 = stablehlo.multiply %1038, %1047 : tensor<32x4x4x32xf32>
    %1049 = "stablehlo.reverse"(%layer2.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1050 = "stablehlo.convolution"(%1048, %1049) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %1051 = "stablehlo.convolution"(%213, %1048) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<3x3x32x32xf32>
    %1052 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1053 = "stablehlo.compare"(%199, %1052) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xi1>
    %1054 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1055 = "stablehlo.select"(%1053, %1050, %1054) : (tensor<32x4x4x32xi1>, tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %1056 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1057 = "stablehlo.reduce"(%1055, %1056) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1058 = stablehlo.multiply %1055, %195 : tensor<32x4x4x32xf32>
    %1059 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1060 = "stablehlo.reduce"(%1058, %1059) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1061 = stablehlo.multiply %layer2.0.bn1.g, %193 : tensor<32xf32>
    %1062 = "stablehlo.broadcast_in_dim"(%1061) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1063 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1064 = stablehlo.divide %1057, %1063 : tensor<32xf32>
    %1065 = "stablehlo.broadcast_in_dim"(%1064) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1066 = stablehlo.subtract %1055, %1065 : tensor<32x4x4x32xf32>
    %1067 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1068 = stablehlo.divide %1060, %1067 : tensor<32xf32>
    %1069 = "stablehlo.broadcast_in_dim"(%1068) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1070 = stablehlo.multiply %195, %1069 : tensor<32x4x4x32xf32>
    %1071 = stablehlo.subtract %1066, %1070 : tensor<32x4x4x32xf32>
    %1072 = stablehlo.multiply %1062, %1071 : tensor<32x4x4x32xf32>
    %1073 = "stablehlo.reverse"(%layer2.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x16x32xf32>) -> tensor<3x3x16x32xf32>
    %1074 = "stablehlo.convolution"(%1072, %1073) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x16x32xf32>) -> tensor<32x8x8x16xf32>
    %1075 = "stablehlo.convolution"(%178, %1072) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x4x4x32xf32>) -> tensor<3x3x16x32xf32>
    %1076 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1077 = "stablehlo.reduce"(%1031, %1076) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1078 = stablehlo.multiply %1031, %263 : tensor<32x4x4x32xf32>
    %1079 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1080 = "stablehlo.reduce"(%1078, %1079) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1081 = stablehlo.multiply %layer2.0.downsample.1.g, %261 : tensor<32xf32>
    %1082 = "stablehlo.broadcast_in_dim"(%1081) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1083 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1084 = stablehlo.divide %1077, %1083 : tensor<32xf32>
    %1085 = "stablehlo.broadcast_in_dim"(%1084) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1086 = stablehlo.subtract %1031, %1085 : tensor<32x4x4x32xf32>
    %1087 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1088 = stablehlo.divide %1080, %1087 : tensor<32xf32>
    %1089 = "stablehlo.broadcast_in_dim"(%1088) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1090 = stablehlo.multiply %263, %1089 : tensor<32x4x4x32xf32>
    %1091 = stablehlo.subtract %1086, %1090 : tensor<32x4x4x32xf32>
    %1092 = stablehlo.multiply %1082, %1091 : tensor<32x4x4x32xf32>
    %1093 = "stablehlo.reverse"(%layer2.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x16x32xf32>) -> tensor<1x1x16x32xf32>
    %1094 = "stablehlo.convolution"(%1092, %1093) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<1x1x16x32xf32>) -> tensor<32x8x8x16xf32>
    %1095 = "stablehlo.convolution"(%178, %1092) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x4x4x32xf32>) -> tensor<1x1x16x32xf32>
    %1096 = stablehlo.add %1074, %1094 : tensor<32x8x8x16xf32>
    %1097 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1098 = "stablehlo.compare"(%176, %1097) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1099 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1100 = "stablehlo.select"(%1098, %1096, %1099) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1101 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1102 = "stablehlo.reduce"(%1100, %1101) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1103 = stablehlo.multiply %1100, %159 : tensor<32x8x8x16xf32>
    %1104 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1105 = "stablehlo.reduce"(%1103, %1104) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1106 = stablehlo.multiply %layer1.1.bn2.g, %157 : tensor<16xf32>
    %1107 = "stablehlo.broadcast_in_dim"(%1106) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1108 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1109 = stablehlo.divide %1102, %1108 : tensor<16xf32>
    %1110 = "stablehlo.broadcast_in_dim"(%1109) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1111 = stablehlo.subtract %1100, %1110 : tensor<32x8x8x16xf32>
    %1112 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1113 = stablehlo.divide %1105, %1112 : tensor<16xf32>
    %1114 = "stablehlo.broadcast_in_dim"(%1113) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1115 = stablehlo.multiply %159, %1114 : tensor<32x8x8x16xf32>
    %1116 = stablehlo.subtract %1111, %1115 : tensor<32x8x8x16xf32>
    %1117 = stablehlo.multiply %1107, %1116 : tensor<32x8x8x16xf32>
    %1118 = "stablehlo.reverse"(%layer1.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1119 = "stablehlo.convolution"(%1117, %1118) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %1120 = "stablehlo.convolution"(%142, %1117) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %1121 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1122 = "stablehlo.compare"(%128, %1121) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1123 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1124 = "stablehlo.select"(%1122, %1119, %1123) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1125 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1126 = "stablehlo.reduce"(%1124, %1125) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1127 = stablehlo.multiply %1124, %124 : tensor<32x8x8x16xf32>
    %1128 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1129 = "stablehlo.reduce"(%1127, %1128) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1130 = stablehlo.multiply %layer1.1.bn1.g, %122 : tensor<16xf32>
    %1131 = "stablehlo.broadcast_in_dim"(%1130) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1132 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1133 = stablehlo.divide %1126, %1132 : tensor<16xf32>
    %1134 = "stablehlo.broadcast_in_dim"(%1133) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1135 = stablehlo.subtract %1124, %1134 : tensor<32x8x8x16xf32>
    %1136 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1137 = stablehlo.divide %1129, %1136 : tensor<16xf32>
    %1138 = "stablehlo.broadcast_in_dim"(%1137) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1139 = stablehlo.multiply %124, %1138 : tensor<32x8x8x16xf32>
    %1140 = stablehlo.subtract %1135, %1139 : tensor<32x8x8x16xf32>
    %1141 = stablehlo.multiply %1131, %1140 : tensor<32x8x8x16xf32>
    %1142 = "stablehlo.reverse"(%layer1.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1143 = "stablehlo.convolution"(%1141, %1142) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %1144 = "stablehlo.convolution"(%107, %1141) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %1145 = stablehlo.add %1143, %1100 : tensor<32x8x8x16xf32>
    %1146 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1147 = "stablehlo.compare"(%105, %1146) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1148 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1149 = "stablehlo.select"(%1147, %1145, %1148) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1150 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1151 = "stablehlo.reduce"(%1149, %1150) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1152 = stablehlo.multiply %1149, %88 : tensor<32x8x8x16xf32>
    %1153 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1154 = "stablehlo.reduce"(%1152, %1153) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1155 = stablehlo.multiply %layer1.0.bn2.g, %86 : tensor<16xf32>
    %1156 = "stablehlo.broadcast_in_dim"(%1155) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1157 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1158 = stablehlo.divide %1151, %1157 : tensor<16xf32>
    %1159 = "stablehlo.broadcast_in_dim"(%1158) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1160 = stablehlo.subtract %1149, %1159 : tensor<32x8x8x16xf32>
    %1161 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1162 = stablehlo.divide %1154, %1161 : tensor<16xf32>
    %1163 = "stablehlo.broadcast_in_dim"(%1162) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1164 = stablehlo.multiply %88, %1163 : tensor<32x8x8x16xf32>
    %1165 = stablehlo.subtract %1160, %1164 : tensor<32x8x8x16xf32>
    %1166 = stablehlo.multiply %1156, %1165 : tensor<32x8x8x16xf32>
    %1167 = "stablehlo.reverse"(%layer1.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1168 = "stablehlo.convolution"(%1166, %1167) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %1169 = "stablehlo.convolution"(%71, %1166) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %1170 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1171 = "stablehlo.compare"(%57, %1170) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1172 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1173 = "stablehlo.select"(%1171, %1168, %1172) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1174 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1175 = "stablehlo.reduce"(%1173, %1174) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1176 = stablehlo.multiply %1173, %53 : tensor<32x8x8x16xf32>
    %1177 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1178 = "stablehlo.reduce"(%1176, %1177) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1179 = stablehlo.multiply %layer1.0.bn1.g, %51 : tensor<16xf32>
    %1180 = "stablehlo.broadcast_in_dim"(%1179) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1181 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1182 = stablehlo.divide %1175, %1181 : tensor<16xf32>
    %1183 = "stablehlo.broadcast_in_dim"(%1182) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1184 = stablehlo.subtract %1173, %1183 : tensor<32x8x8x16xf32>
    %1185 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1186 = stablehlo.divide %1178, %1185 : tensor<16xf32>
    %1187 = "stablehlo.broadcast_in_dim"(%1186) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1188 = stablehlo.multiply %53, %1187 : tensor<32x8x8x16xf32>
    %1189 = stablehlo.subtract %1184, %1188 : tensor<32x8x8x16xf32>
    %1190 = stablehlo.multiply %1180, %1189 : tensor<32x8x8x16xf32>
    %1191 = "stablehlo.reverse"(%layer1.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1192 = "stablehlo.convolution"(%1190, %1191) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %1193 = "stablehlo.convolution"(%36, %1190) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %1194 = stablehlo.add %1192, %1149 : tensor<32x8x8x16xf32>
    %1195 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1196 = "stablehlo.pad"(%34, %1195) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1197 = "stablehlo.slice"(%1196) {limit_indices = array<i64: 32, 15, 15, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1198 = "stablehlo.slice"(%1196) {limit_indices = array<i64: 32, 15, 16, 16>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1199 = "stablehlo.compare"(%1198, %1197) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1200 = stablehlo.maximum %1197, %1198 : tensor<32x8x8x16xf32>
    %1201 = "stablehlo.slice"(%1196) {limit_indices = array<i64: 32, 15, 17, 16>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1202 = "stablehlo.compare"(%1201, %1200) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1203 = stablehlo.maximum %1200, %1201 : tensor<32x8x8x16xf32>
    %1204 = "stablehlo.slice"(%1196) {limit_indices = array<i64: 32, 16, 15, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1205 = "stablehlo.compare"(%1204, %1203) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1206 = stablehlo.maximum %1203, %1204 : tensor<32x8x8x16xf32>
    %1207 = "stablehlo.slice"(%1196) {limit_indices = array<i64: 32, 16, 16, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1208 = "stablehlo.compare"(%1207, %1206) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1209 = stablehlo.maximum %1206, %1207 : tensor<32x8x8x16xf32>
    %1210 = "stablehlo.slice"(%1196) {limit_indices = array<i64: 32, 16, 17, 16>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1211 = "stablehlo.compare"(%1210, %1209) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1212 = stablehlo.maximum %1209, %1210 : tensor<32x8x8x16xf32>
    %1213 = "stablehlo.slice"(%1196) {limit_indices = array<i64: 32, 17, 15, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1214 = "stablehlo.compare"(%1213, %1212) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1215 = stablehlo.maximum %1212, %1213 : tensor<32x8x8x16xf32>
    %1216 = "stablehlo.slice"(%1196) {limit_indices = array<i64: 32, 17, 16, 16>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1217 = "stablehlo.compare"(%1216, %1215) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1218 = stablehlo.maximum %1215, %1216 : tensor<32x8x8x16xf32>
    %1219 = "stablehlo.slice"(%1196) {limit_indices = array<i64: 32, 17, 17, 16>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1220 = "stablehlo.compare"(%1219, %1218) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1221 = stablehlo.constant dense<0.0> : tensor<f32>
    %1222 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1223 = "stablehlo.select"(%1220, %1194, %1222) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1224 = "stablehlo.select"(%1220, %1222, %1194) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1225 = "stablehlo.pad"(%1223, %1221) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 2, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1226 = "stablehlo.select"(%1217, %1224, %1222) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1227 = "stablehlo.select"(%1217, %1222, %1224) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1228 = "stablehlo.pad"(%1226, %1221) {edge_padding_high = array<i64: 0, 1, 2, 0>, edge_padding_low = array<i64: 0, 2, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1229 = stablehlo.add %1225, %1228 : tensor<32x18x18x16xf32>
    %1230 = "stablehlo.select"(%1214, %1227, %1222) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1231 = "stablehlo.select"(%1214, %1222, %1227) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1232 = "stablehlo.pad"(%1230, %1221) {edge_padding_high = array<i64: 0, 1, 3, 0>, edge_padding_low = array<i64: 0, 2, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1233 = stablehlo.add %1229, %1232 : tensor<32x18x18x16xf32>
    %1234 = "stablehlo.select"(%1211, %1231, %1222) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1235 = "stablehlo.select"(%1211, %1222, %1231) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1236 = "stablehlo.pad"(%1234, %1221) {edge_padding_high = array<i64: 0, 2, 1, 0>, edge_padding_low = array<i64: 0, 1, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1237 = stablehlo.add %1233, %1236 : tensor<32x18x18x16xf32>
    %1238 = "stablehlo.select"(%1208, %1235, %1222) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1239 = "stablehlo.select"(%1208, %1222, %1235) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1240 = "stablehlo.pad"(%1238, %1221) {edge_padding_high = array<i64: 0, 2, 2, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1241 = stablehlo.add %1237, %1240 : tensor<32x18x18x16xf32>
    %1242 = "stablehlo.select"(%1205, %1239, %1222) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1243 = "stablehlo.select"(%1205, %1222, %1239) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1244 = "stablehlo.pad"(%1242, %1221) {edge_padding_high = array<i64: 0, 2, 3, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1245 = stablehlo.add %1241, %1244 : tensor<32x18x18x16xf32>
    %1246 = "stablehlo.select"(%1202, %1243, %1222) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1247 = "stablehlo.select"(%1202, %1222, %1243) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1248 = "stablehlo.pad"(%1246, %1221) {edge_padding_high = array<i64: 0, 3, 1, 0>, edge_padding_low = array<i64: 0, 0, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1249 = stablehlo.add %1245, %1248 : tensor<32x18x18x16xf32>
    %1250 = "stablehlo.select"(%1199, %1247, %1222) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1251 = "stablehlo.select"(%1199, %1222, %1247) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1252 = "stablehlo.pad"(%1250, %1221) {edge_padding_high = array<i64: 0, 3, 2, 0>, edge_padding_low = array<i64: 0, 0, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1253 = stablehlo.add %1249, %1252 : tensor<32x18x18x16xf32>
    %1254 = "stablehlo.pad"(%1251, %1221) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1255 = stablehlo.add %1253, %1254 : tensor<32x18x18x16xf32>
    %1256 = "stablehlo.slice"(%1255) {limit_indices = array<i64: 32, 17, 17, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x16x16x16xf32>
    %1257 = stablehlo.constant dense<0.0> : tensor<32x16x16x16xf32>
    %1258 = "stablehlo.compare"(%20, %1257) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x16x16x16xf32>, tensor<32x16x16x16xf32>) -> tensor<32x16x16x16xi1>
    %1259 = stablehlo.constant dense<0.0> : tensor<32x16x16x16xf32>
    %1260 = "stablehlo.select"(%1258, %1256, %1259) : (tensor<32x16x16x16xi1>, tensor<32x16x16x16xf32>, tensor<32x16x16x16xf32>) -> tensor<32x16x16x16xf32>
    %1261 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1262 = "stablehlo.reduce"(%1260, %1261) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1263 = stablehlo.multiply %1260, %16 : tensor<32x16x16x16xf32>
    %1264 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1265 = "stablehlo.reduce"(%1263, %1264) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1266 = stablehlo.multiply %bn1.g, %14 : tensor<16xf32>
    %1267 = "stablehlo.broadcast_in_dim"(%1266) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %1268 = stablehlo.constant dense<8192.0> : tensor<16xf32>
    %1269 = stablehlo.divide %1262, %1268 : tensor<16xf32>
    %1270 = "stablehlo.broadcast_in_dim"(%1269) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %1271 = stablehlo.subtract %1260, %1270 : tensor<32x16x16x16xf32>
    %1272 = stablehlo.constant dense<8192.0> : tensor<16xf32>
    %1273 = stablehlo.divide %1265, %1272 : tensor<16xf32>
    %1274 = "stablehlo.broadcast_in_dim"(%1273) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %1275 = stablehlo.multiply %16, %1274 : tensor<32x16x16x16xf32>
    %1276 = stablehlo.subtract %1271, %1275 : tensor<32x16x16x16xf32>
    %1277 = stablehlo.multiply %1267, %1276 : tensor<32x16x16x16xf32>
    %1278 = "stablehlo.convolution"(%x, %1277) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x32x32x3xf32>, tensor<32x16x16x16xf32>) -> tensor<7x7x3x16xf32>
    // ── optimizer ──
    %1279 = stablehlo.multiply %1278, %1278 : tensor<7x7x3x16xf32>
    %1280 = stablehlo.constant dense<0.0> : tensor<f32>
    %1281 = "stablehlo.reduce"(%1279, %1280) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x16xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %1282 = stablehlo.constant dense<0.0> : tensor<f32>
    %1283 = "stablehlo.reduce"(%1281, %1282) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %1284 = stablehlo.multiply %1265, %1265 : tensor<16xf32>
    %1285 = stablehlo.constant dense<0.0> : tensor<f32>
    %1286 = "stablehlo.reduce"(%1284, %1285) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1287 = stablehlo.add %1283, %1286 : tensor<f32>
    %1288 = stablehlo.multiply %1262, %1262 : tensor<16xf32>
    %1289 = stablehlo.constant dense<0.0> : tensor<f32>
    %1290 = "stablehlo.reduce"(%1288, %1289) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1291 = stablehlo.add %1287, %1290 : tensor<f32>
    %1292 = stablehlo.multiply %1193, %1193 : tensor<3x3x16x16xf32>
    %1293 = stablehlo.constant dense<0.0> : tensor<f32>
    %1294 = "stablehlo.reduce"(%1292, %1293) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1295 = stablehlo.constant dense<0.0> : tensor<f32>
    %1296 = "stablehlo.reduce"(%1294, %1295) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1297 = stablehlo.add %1291, %1296 : tensor<f32>
    %1298 = stablehlo.multiply %1178, %1178 : tensor<16xf32>
    %1299 = stablehlo.constant dense<0.0> : tensor<f32>
    %1300 = "stablehlo.reduce"(%1298, %1299) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1301 = stablehlo.add %1297, %1300 : tensor<f32>
    %1302 = stablehlo.multiply %1175, %1175 : tensor<16xf32>
    %1303 = stablehlo.constant dense<0.0> : tensor<f32>
    %1304 = "stablehlo.reduce"(%1302, %1303) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1305 = stablehlo.add %1301, %1304 : tensor<f32>
    %1306 = stablehlo.multiply %1169, %1169 : tensor<3x3x16x16xf32>
    %1307 = stablehlo.constant dense<0.0> : tensor<f32>
    %1308 = "stablehlo.reduce"(%1306, %1307) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1309 = stablehlo.constant dense<0.0> : tensor<f32>
    %1310 = "stablehlo.reduce"(%1308, %1309) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1311 = stablehlo.add %1305, %1310 : tensor<f32>
    %1312 = stablehlo.multiply %1154, %1154 : tensor<16xf32>
    %1313 = stablehlo.constant dense<0.0> : tensor<f32>
    %1314 = "stablehlo.reduce"(%1312, %1313) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1315 = stablehlo.add %1311, %1314 : tensor<f32>
    %1316 = stablehlo.multiply %1151, %1151 : tensor<16xf32>
    %1317 = stablehlo.constant dense<0.0> : tensor<f32>
    %1318 = "stablehlo.reduce"(%1316, %1317) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1319 = stablehlo.add %1315, %1318 : tensor<f32>
    %1320 = stablehlo.multiply %1144, %1144 : tensor<3x3x16x16xf32>
    %1321 = stablehlo.constant dense<0.0> : tensor<f32>
    %1322 = "stablehlo.reduce"(%1320, %1321) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1323 = stablehlo.constant dense<0.0> : tensor<f32>
    %1324 = "stablehlo.reduce"(%1322, %1323) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1325 = stablehlo.add %1319, %1324 : tensor<f32>
    %1326 = stablehlo.multiply %1129, %1129 : tensor<16xf32>
    %1327 = stablehlo.constant dense<0.0> : tensor<f32>
    %1328 = "stablehlo.reduce"(%1326, %1327) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1329 = stablehlo.add %1325, %1328 : tensor<f32>
    %1330 = stablehlo.multiply %1126, %1126 : tensor<16xf32>
    %1331 = stablehlo.constant dense<0.0> : tensor<f32>
    %1332 = "stablehlo.reduce"(%1330, %1331) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1333 = stablehlo.add %1329, %1332 : tensor<f32>
    %1334 = stablehlo.multiply %1120, %1120 : tensor<3x3x16x16xf32>
    %1335 = stablehlo.constant dense<0.0> : tensor<f32>
    %1336 = "stablehlo.reduce"(%1334, %1335) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1337 = stablehlo.constant dense<0.0> : tensor<f32>
    %1338 = "stablehlo.reduce"(%1336, %1337) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1339 = stablehlo.add %1333, %1338 : tensor<f32>
    %1340 = stablehlo.multiply %1105, %1105 : tensor<16xf32>
    %1341 = stablehlo.constant dense<0.0> : tensor<f32>
    %1342 = "stablehlo.reduce"(%1340, %1341) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1343 = stablehlo.add %1339, %1342 : tensor<f32>
    %1344 = stablehlo.multiply %1102, %1102 : tensor<16xf32>
    %1345 = stablehlo.constant dense<0.0> : tensor<f32>
    %1346 = "stablehlo.reduce"(%1344, %1345) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1347 = stablehlo.add %1343, %1346 : tensor<f32>
    %1348 = stablehlo.multiply %1075, %1075 : tensor<3x3x16x32xf32>
    %1349 = stablehlo.constant dense<0.0> : tensor<f32>
    %1350 = "stablehlo.reduce"(%1348, %1349) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x32xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1351 = stablehlo.constant dense<0.0> : tensor<f32>
    %1352 = "stablehlo.reduce"(%1350, %1351) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1353 = stablehlo.add %1347, %1352 : tensor<f32>
    %1354 = stablehlo.multiply %1060, %1060 : tensor<32xf32>
    %1355 = stablehlo.constant dense<0.0> : tensor<f32>
    %1356 = "stablehlo.reduce"(%1354, %1355) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1357 = stablehlo.add %1353, %1356 : tensor<f32>
    %1358 = stablehlo.multiply %1057, %1057 : tensor<32xf32>
    %1359 = stablehlo.constant dense<0.0> : tensor<f32>
    %1360 = "stablehlo.reduce"(%1358, %1359) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1361 = stablehlo.add %1357, %1360 : tensor<f32>
    %1362 = stablehlo.multiply %1051, %1051 : tensor<3x3x32x32xf32>
    %1363 = stablehlo.constant dense<0.0> : tensor<f32>
    %1364 = "stablehlo.reduce"(%1362, %1363) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x32xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1365 = stablehlo.constant dense<0.0> : tensor<f32>
    %1366 = "stablehlo.reduce"(%1364, %1365) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1367 = stablehlo.add %1361, %1366 : tensor<f32>
    %1368 = stablehlo.multiply %1036, %1036 : tensor<32xf32>
    %1369 = stablehlo.constant dense<0.0> : tensor<f32>
    %1370 = "stablehlo.reduce"(%1368, %1369) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1371 = stablehlo.add %1367, %1370 : tensor<f32>
    %1372 = stablehlo.multiply %1033, %1033 : tensor<32xf32>
    %1373 = stablehlo.constant dense<0.0> : tensor<f32>
    %1374 = "stablehlo.reduce"(%1372, %1373) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1375 = stablehlo.add %1371, %1374 : tensor<f32>
    %1376 = stablehlo.multiply %1095, %1095 : tensor<1x1x16x32xf32>
    %1377 = stablehlo.constant dense<0.0> : tensor<f32>
    %1378 = "stablehlo.reduce"(%1376, %1377) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x16x32xf32>, tensor<f32>) -> tensor<1x1x16xf32>
    %1379 = stablehlo.constant dense<0.0> : tensor<f32>
    %1380 = "stablehlo.reduce"(%1378, %1379) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<f32>
    %1381 = stablehlo.add %1375, %1380 : tensor<f32>
    %1382 = stablehlo.multiply %1080, %1080 : tensor<32xf32>
    %1383 = stablehlo.constant dense<0.0> : tensor<f32>
    %1384 = "stablehlo.reduce"(%1382, %1383) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1385 = stablehlo.add %1381, %1384 : tensor<f32>
    %1386 = stablehlo.multiply %1077, %1077 : tensor<32xf32>
    %1387 = stablehlo.constant dense<0.0> : tensor<f32>
    %1388 = "stablehlo.reduce"(%1386, %1387) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1389 = stablehlo.add %1385, %1388 : tensor<f32>
    %1390 = stablehlo.multiply %1026, %1026 : tensor<3x3x32x32xf32>
    %1391 = stablehlo.constant dense<0.0> : tensor<f32>
    %1392 = "stablehlo.reduce"(%1390, %1391) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x32xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1393 = stablehlo.constant dense<0.0> : tensor<f32>
    %1394 = "stablehlo.reduce"(%1392, %1393) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1395 = stablehlo.add %1389, %1394 : tensor<f32>
    %1396 = stablehlo.multiply %1011, %1011 : tensor<32xf32>
    %1397 = stablehlo.constant dense<0.0> : tensor<f32>
    %1398 = "stablehlo.reduce"(%1396, %1397) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1399 = stablehlo.add %1395, %1398 : tensor<f32>
    %1400 = stablehlo.multiply %1008, %1008 : tensor<32xf32>
    %1401 = stablehlo.constant dense<0.0> : tensor<f32>
    %1402 = "stablehlo.reduce"(%1400, %1401) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1403 = stablehlo.add %1399, %1402 : tensor<f32>
    %1404 = stablehlo.multiply %1002, %1002 : tensor<3x3x32x32xf32>
    %1405 = stablehlo.constant dense<0.0> : tensor<f32>
    %1406 = "stablehlo.reduce"(%1404, %1405) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x32xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1407 = stablehlo.constant dense<0.0> : tensor<f32>
    %1408 = "stablehlo.reduce"(%1406, %1407) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1409 = stablehlo.add %1403, %1408 : tensor<f32>
    %1410 = stablehlo.multiply %987, %987 : tensor<32xf32>
    %1411 = stablehlo.constant dense<0.0> : tensor<f32>
    %1412 = "stablehlo.reduce"(%1410, %1411) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1413 = stablehlo.add %1409, %1412 : tensor<f32>
    %1414 = stablehlo.multiply %984, %984 : tensor<32xf32>
    %1415 = stablehlo.constant dense<0.0> : tensor<f32>
    %1416 = "stablehlo.reduce"(%1414, %1415) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1417 = stablehlo.add %1413, %1416 : tensor<f32>
    %1418 = stablehlo.multiply %957, %957 : tensor<3x3x32x64xf32>
    %1419 = stablehlo.constant dense<0.0> : tensor<f32>
    %1420 = "stablehlo.reduce"(%1418, %1419) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x64xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1421 = stablehlo.constant dense<0.0> : tensor<f32>
    %1422 = "stablehlo.reduce"(%1420, %1421) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1423 = stablehlo.add %1417, %1422 : tensor<f32>
    %1424 = stablehlo.multiply %942, %942 : tensor<64xf32>
    %1425 = stablehlo.constant dense<0.0> : tensor<f32>
    %1426 = "stablehlo.reduce"(%1424, %1425) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1427 = stablehlo.add %1423, %1426 : tensor<f32>
    %1428 = stablehlo.multiply %939, %939 : tensor<64xf32>
    %1429 = stablehlo.constant dense<0.0> : tensor<f32>
    %1430 = "stablehlo.reduce"(%1428, %1429) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1431 = stablehlo.add %1427, %1430 : tensor<f32>
    %1432 = stablehlo.multiply %933, %933 : tensor<3x3x64x64xf32>
    %1433 = stablehlo.constant dense<0.0> : tensor<f32>
    %1434 = "stablehlo.reduce"(%1432, %1433) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1435 = stablehlo.constant dense<0.0> : tensor<f32>
    %1436 = "stablehlo.reduce"(%1434, %1435) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1437 = stablehlo.add %1431, %1436 : tensor<f32>
    %1438 = stablehlo.multiply %918, %918 : tensor<64xf32>
    %1439 = stablehlo.constant dense<0.0> : tensor<f32>
    %1440 = "stablehlo.reduce"(%1438, %1439) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1441 = stablehlo.add %1437, %1440 : tensor<f32>
    %1442 = stablehlo.multiply %915, %915 : tensor<64xf32>
    %1443 = stablehlo.constant dense<0.0> : tensor<f32>
    %1444 = "stablehlo.reduce"(%1442, %1443) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1445 = stablehlo.add %1441, %1444 : tensor<f32>
    %1446 = stablehlo.multiply %977, %977 : tensor<1x1x32x64xf32>
    %1447 = stablehlo.constant dense<0.0> : tensor<f32>
    %1448 = "stablehlo.reduce"(%1446, %1447) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x64xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %1449 = stablehlo.constant dense<0.0> : tensor<f32>
    %1450 = "stablehlo.reduce"(%1448, %1449) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %1451 = stablehlo.add %1445, %1450 : tensor<f32>
    %1452 = stablehlo.multiply %962, %962 : tensor<64xf32>
    %1453 = stablehlo.constant dense<0.0> : tensor<f32>
    %1454 = "stablehlo.reduce"(%1452, %1453) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1455 = stablehlo.add %1451, %1454 : tensor<f32>
    %1456 = stablehlo.multiply %959, %959 : tensor<64xf32>
    %1457 = stablehlo.constant dense<0.0> : tensor<f32>
    %1458 = "stablehlo.reduce"(%1456, %1457) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1459 = stablehlo.add %1455, %1458 : tensor<f32>
    %1460 = stablehlo.multiply %908, %908 : tensor<3x3x64x64xf32>
    %1461 = stablehlo.constant dense<0.0> : tensor<f32>
    %1462 = "stablehlo.reduce"(%1460, %1461) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1463 = stablehlo.constant dense<0.0> : tensor<f32>
    %1464 = "stablehlo.reduce"(%1462, %1463) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1465 = stablehlo.add %1459, %1464 : tensor<f32>
    %1466 = stablehlo.multiply %893, %893 : tensor<64xf32>
    %1467 = stablehlo.constant dense<0.0> : tensor<f32>
    %1468 = "stablehlo.reduce"(%1466, %1467) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1469 = stablehlo.add %1465, %1468 : tensor<f32>
    %1470 = stablehlo.multiply %890, %890 : tensor<64xf32>
    %1471 = stablehlo.constant dense<0.0> : tensor<f32>
    %1472 = "stablehlo.reduce"(%1470, %1471) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1473 = stablehlo.add %1469, %1472 : tensor<f32>
    %1474 = stablehlo.multiply %884, %884 : tensor<3x3x64x64xf32>
    %1475 = stablehlo.constant dense<0.0> : tensor<f32>
    %1476 = "stablehlo.reduce"(%1474, %1475) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1477 = stablehlo.constant dense<0.0> : tensor<f32>
    %1478 = "stablehlo.reduce"(%1476, %1477) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1479 = stablehlo.add %1473, %1478 : tensor<f32>
    %1480 = stablehlo.multiply %869, %869 : tensor<64xf32>
    %1481 = stablehlo.constant dense<0.0> : tensor<f32>
    %1482 = "stablehlo.reduce"(%1480, %1481) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1483 = stablehlo.add %1479, %1482 : tensor<f32>
    %1484 = stablehlo.multiply %866, %866 : tensor<64xf32>
    %1485 = stablehlo.constant dense<0.0> : tensor<f32>
    %1486 = "stablehlo.reduce"(%1484, %1485) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1487 = stablehlo.add %1483, %1486 : tensor<f32>
    %1488 = stablehlo.multiply %839, %839 : tensor<3x3x64x128xf32>
    %1489 = stablehlo.constant dense<0.0> : tensor<f32>
    %1490 = "stablehlo.reduce"(%1488, %1489) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x128xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1491 = stablehlo.constant dense<0.0> : tensor<f32>
    %1492 = "stablehlo.reduce"(%1490, %1491) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1493 = stablehlo.add %1487, %1492 : tensor<f32>
    %1494 = stablehlo.multiply %824, %824 : tensor<128xf32>
    %1495 = stablehlo.constant dense<0.0> : tensor<f32>
    %1496 = "stablehlo.reduce"(%1494, %1495) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1497 = stablehlo.add %1493, %1496 : tensor<f32>
    %1498 = stablehlo.multiply %821, %821 : tensor<128xf32>
    %1499 = stablehlo.constant dense<0.0> : tensor<f32>
    %1500 = "stablehlo.reduce"(%1498, %1499) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1501 = stablehlo.add %1497, %1500 : tensor<f32>
    %1502 = stablehlo.multiply %815, %815 : tensor<3x3x128x128xf32>
    %1503 = stablehlo.constant dense<0.0> : tensor<f32>
    %1504 = "stablehlo.reduce"(%1502, %1503) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %1505 = stablehlo.constant dense<0.0> : tensor<f32>
    %1506 = "stablehlo.reduce"(%1504, %1505) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %1507 = stablehlo.add %1501, %1506 : tensor<f32>
    %1508 = stablehlo.multiply %800, %800 : tensor<128xf32>
    %1509 = stablehlo.constant dense<0.0> : tensor<f32>
    %1510 = "stablehlo.reduce"(%1508, %1509) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1511 = stablehlo.add %1507, %1510 : tensor<f32>
    %1512 = stablehlo.multiply %797, %797 : tensor<128xf32>
    %1513 = stablehlo.constant dense<0.0> : tensor<f32>
    %1514 = "stablehlo.reduce"(%1512, %1513) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1515 = stablehlo.add %1511, %1514 : tensor<f32>
    %1516 = stablehlo.multiply %859, %859 : tensor<1x1x64x128xf32>
    %1517 = stablehlo.constant dense<0.0> : tensor<f32>
    %1518 = "stablehlo.reduce"(%1516, %1517) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x128xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %1519 = stablehlo.constant dense<0.0> : tensor<f32>
    %1520 = "stablehlo.reduce"(%1518, %1519) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %1521 = stablehlo.add %1515, %1520 : tensor<f32>
    %1522 = stablehlo.multiply %844, %844 : tensor<128xf32>
    %1523 = stablehlo.constant dense<0.0> : tensor<f32>
    %1524 = "stablehlo.reduce"(%1522, %1523) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1525 = stablehlo.add %1521, %1524 : tensor<f32>
    %1526 = stablehlo.multiply %841, %841 : tensor<128xf32>
    %1527 = stablehlo.constant dense<0.0> : tensor<f32>
    %1528 = "stablehlo.reduce"(%1526, %1527) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1529 = stablehlo.add %1525, %1528 : tensor<f32>
    %1530 = stablehlo.multiply %790, %790 : tensor<3x3x128x128xf32>
    %1531 = stablehlo.constant dense<0.0> : tensor<f32>
    %1532 = "stablehlo.reduce"(%1530, %1531) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %1533 = stablehlo.constant dense<0.0> : tensor<f32>
    %1534 = "stablehlo.reduce"(%1532, %1533) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %1535 = stablehlo.add %1529, %1534 : tensor<f32>
    %1536 = stablehlo.multiply %775, %775 : tensor<128xf32>
    %1537 = stablehlo.constant dense<0.0> : tensor<f32>
    %1538 = "stablehlo.reduce"(%1536, %1537) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1539 = stablehlo.add %1535, %1538 : tensor<f32>
    %1540 = stablehlo.multiply %772, %772 : tensor<128xf32>
    %1541 = stablehlo.constant dense<0.0> : tensor<f32>
    %1542 = "stablehlo.reduce"(%1540, %1541) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1543 = stablehlo.add %1539, %1542 : tensor<f32>
    %1544 = stablehlo.multiply %766, %766 : tensor<3x3x128x128xf32>
    %1545 = stablehlo.constant dense<0.0> : tensor<f32>
    %1546 = "stablehlo.reduce"(%1544, %1545) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %1547 = stablehlo.constant dense<0.0> : tensor<f32>
    %1548 = "stablehlo.reduce"(%1546, %1547) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %1549 = stablehlo.add %1543, %1548 : tensor<f32>
    %1550 = stablehlo.multiply %751, %751 : tensor<128xf32>
    %1551 = stablehlo.constant dense<0.0> : tensor<f32>
    %1552 = "stablehlo.reduce"(%1550, %1551) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1553 = stablehlo.add %1549, %1552 : tensor<f32>
    %1554 = stablehlo.multiply %748, %748 : tensor<128xf32>
    %1555 = stablehlo.constant dense<0.0> : tensor<f32>
    %1556 = "stablehlo.reduce"(%1554, %1555) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1557 = stablehlo.add %1553, %1556 : tensor<f32>
    %1558 = stablehlo.multiply %737, %737 : tensor<128x10xf32>
    %1559 = stablehlo.constant dense<0.0> : tensor<f32>
    %1560 = "stablehlo.reduce"(%1558, %1559) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x10xf32>, tensor<f32>) -> tensor<128xf32>
    %1561 = stablehlo.constant dense<0.0> : tensor<f32>
    %1562 = "stablehlo.reduce"(%1560, %1561) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1563 = stablehlo.add %1557, %1562 : tensor<f32>
    %1564 = stablehlo.multiply %739, %739 : tensor<10xf32>
    %1565 = stablehlo.constant dense<0.0> : tensor<f32>
    %1566 = "stablehlo.reduce"(%1564, %1565) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %1567 = stablehlo.add %1563, %1566 : tensor<f32>
    %1568 = stablehlo.sqrt %1567 : tensor<f32>
    %1569 = stablehlo.constant dense<1.0> : tensor<f32>
    %1570 = "stablehlo.compare"(%1568, %1569) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1571 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1572 = stablehlo.divide %1278, %1571 : tensor<7x7x3x16xf32>
    %1573 = stablehlo.constant dense<1.0> : tensor<7x7x3x16xf32>
    %1574 = stablehlo.multiply %1572, %1573 : tensor<7x7x3x16xf32>
    %1575 = "stablehlo.select"(%1570, %1278, %1574) : (tensor<i1>, tensor<7x7x3x16xf32>, tensor<7x7x3x16xf32>) -> tensor<7x7x3x16xf32>
    %1576 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1577 = stablehlo.divide %1265, %1576 : tensor<16xf32>
    %1578 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1579 = stablehlo.multiply %1577, %1578 : tensor<16xf32>
    %1580 = "stablehlo.select"(%1570, %1265, %1579) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1581 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1582 = stablehlo.divide %1262, %1581 : tensor<16xf32>
    %1583 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1584 = stablehlo.multiply %1582, %1583 : tensor<16xf32>
    %1585 = "stablehlo.select"(%1570, %1262, %1584) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1586 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1587 = stablehlo.divide %1193, %1586 : tensor<3x3x16x16xf32>
    %1588 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1589 = stablehlo.multiply %1587, %1588 : tensor<3x3x16x16xf32>
    %1590 = "stablehlo.select"(%1570, %1193, %1589) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1591 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1592 = stablehlo.divide %1178, %1591 : tensor<16xf32>
    %1593 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1594 = stablehlo.multiply %1592, %1593 : tensor<16xf32>
    %1595 = "stablehlo.select"(%1570, %1178, %1594) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1596 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1597 = stablehlo.divide %1175, %1596 : tensor<16xf32>
    %1598 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1599 = stablehlo.multiply %1597, %1598 : tensor<16xf32>
    %1600 = "stablehlo.select"(%1570, %1175, %1599) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1601 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1602 = stablehlo.divide %1169, %1601 : tensor<3x3x16x16xf32>
    %1603 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1604 = stablehlo.multiply %1602, %1603 : tensor<3x3x16x16xf32>
    %1605 = "stablehlo.select"(%1570, %1169, %1604) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1606 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1607 = stablehlo.divide %1154, %1606 : tensor<16xf32>
    %1608 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1609 = stablehlo.multiply %1607, %1608 : tensor<16xf32>
    %1610 = "stablehlo.select"(%1570, %1154, %1609) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1611 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1612 = stablehlo.divide %1151, %1611 : tensor<16xf32>
    %1613 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1614 = stablehlo.multiply %1612, %1613 : tensor<16xf32>
    %1615 = "stablehlo.select"(%1570, %1151, %1614) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1616 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1617 = stablehlo.divide %1144, %1616 : tensor<3x3x16x16xf32>
    %1618 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1619 = stablehlo.multiply %1617, %1618 : tensor<3x3x16x16xf32>
    %1620 = "stablehlo.select"(%1570, %1144, %1619) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1621 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1622 = stablehlo.divide %1129, %1621 : tensor<16xf32>
    %1623 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1624 = stablehlo.multiply %1622, %1623 : tensor<16xf32>
    %1625 = "stablehlo.select"(%1570, %1129, %1624) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1626 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1627 = stablehlo.divide %1126, %1626 : tensor<16xf32>
    %1628 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1629 = stablehlo.multiply %1627, %1628 : tensor<16xf32>
    %1630 = "stablehlo.select"(%1570, %1126, %1629) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1631 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1632 = stablehlo.divide %1120, %1631 : tensor<3x3x16x16xf32>
    %1633 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1634 = stablehlo.multiply %1632, %1633 : tensor<3x3x16x16xf32>
    %1635 = "stablehlo.select"(%1570, %1120, %1634) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1636 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1637 = stablehlo.divide %1105, %1636 : tensor<16xf32>
    %1638 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1639 = stablehlo.multiply %1637, %1638 : tensor<16xf32>
    %1640 = "stablehlo.select"(%1570, %1105, %1639) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1641 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1642 = stablehlo.divide %1102, %1641 : tensor<16xf32>
    %1643 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1644 = stablehlo.multiply %1642, %1643 : tensor<16xf32>
    %1645 = "stablehlo.select"(%1570, %1102, %1644) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1646 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %1647 = stablehlo.divide %1075, %1646 : tensor<3x3x16x32xf32>
    %1648 = stablehlo.constant dense<1.0> : tensor<3x3x16x32xf32>
    %1649 = stablehlo.multiply %1647, %1648 : tensor<3x3x16x32xf32>
    %1650 = "stablehlo.select"(%1570, %1075, %1649) : (tensor<i1>, tensor<3x3x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<3x3x16x32xf32>
    %1651 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1652 = stablehlo.divide %1060, %1651 : tensor<32xf32>
    %1653 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1654 = stablehlo.multiply %1652, %1653 : tensor<32xf32>
    %1655 = "stablehlo.select"(%1570, %1060, %1654) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1656 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1657 = stablehlo.divide %1057, %1656 : tensor<32xf32>
    %1658 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1659 = stablehlo.multiply %1657, %1658 : tensor<32xf32>
    %1660 = "stablehlo.select"(%1570, %1057, %1659) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1661 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1662 = stablehlo.divide %1051, %1661 : tensor<3x3x32x32xf32>
    %1663 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %1664 = stablehlo.multiply %1662, %1663 : tensor<3x3x32x32xf32>
    %1665 = "stablehlo.select"(%1570, %1051, %1664) : (tensor<i1>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1666 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1667 = stablehlo.divide %1036, %1666 : tensor<32xf32>
    %1668 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1669 = stablehlo.multiply %1667, %1668 : tensor<32xf32>
    %1670 = "stablehlo.select"(%1570, %1036, %1669) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1671 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1672 = stablehlo.divide %1033, %1671 : tensor<32xf32>
    %1673 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1674 = stablehlo.multiply %1672, %1673 : tensor<32xf32>
    %1675 = "stablehlo.select"(%1570, %1033, %1674) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1676 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1677 = stablehlo.divide %1095, %1676 : tensor<1x1x16x32xf32>
    %1678 = stablehlo.constant dense<1.0> : tensor<1x1x16x32xf32>
    %1679 = stablehlo.multiply %1677, %1678 : tensor<1x1x16x32xf32>
    %1680 = "stablehlo.select"(%1570, %1095, %1679) : (tensor<i1>, tensor<1x1x16x32xf32>, tensor<1x1x16x32xf32>) -> tensor<1x1x16x32xf32>
    %1681 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1682 = stablehlo.divide %1080, %1681 : tensor<32xf32>
    %1683 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1684 = stablehlo.multiply %1682, %1683 : tensor<32xf32>
    %1685 = "stablehlo.select"(%1570, %1080, %1684) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1686 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1687 = stablehlo.divide %1077, %1686 : tensor<32xf32>
    %1688 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1689 = stablehlo.multiply %1687, %1688 : tensor<32xf32>
    %1690 = "stablehlo.select"(%1570, %1077, %1689) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1691 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1692 = stablehlo.divide %1026, %1691 : tensor<3x3x32x32xf32>
    %1693 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %1694 = stablehlo.multiply %1692, %1693 : tensor<3x3x32x32xf32>
    %1695 = "stablehlo.select"(%1570, %1026, %1694) : (tensor<i1>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1696 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1697 = stablehlo.divide %1011, %1696 : tensor<32xf32>
    %1698 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1699 = stablehlo.multiply %1697, %1698 : tensor<32xf32>
    %1700 = "stablehlo.select"(%1570, %1011, %1699) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1701 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1702 = stablehlo.divide %1008, %1701 : tensor<32xf32>
    %1703 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1704 = stablehlo.multiply %1702, %1703 : tensor<32xf32>
    %1705 = "stablehlo.select"(%1570, %1008, %1704) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1706 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1707 = stablehlo.divide %1002, %1706 : tensor<3x3x32x32xf32>
    %1708 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %1709 = stablehlo.multiply %1707, %1708 : tensor<3x3x32x32xf32>
    %1710 = "stablehlo.select"(%1570, %1002, %1709) : (tensor<i1>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1711 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1712 = stablehlo.divide %987, %1711 : tensor<32xf32>
    %1713 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1714 = stablehlo.multiply %1712, %1713 : tensor<32xf32>
    %1715 = "stablehlo.select"(%1570, %987, %1714) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1716 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1717 = stablehlo.divide %984, %1716 : tensor<32xf32>
    %1718 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1719 = stablehlo.multiply %1717, %1718 : tensor<32xf32>
    %1720 = "stablehlo.select"(%1570, %984, %1719) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1721 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %1722 = stablehlo.divide %957, %1721 : tensor<3x3x32x64xf32>
    %1723 = stablehlo.constant dense<1.0> : tensor<3x3x32x64xf32>
    %1724 = stablehlo.multiply %1722, %1723 : tensor<3x3x32x64xf32>
    %1725 = "stablehlo.select"(%1570, %957, %1724) : (tensor<i1>, tensor<3x3x32x64xf32>, tensor<3x3x32x64xf32>) -> tensor<3x3x32x64xf32>
    %1726 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1727 = stablehlo.divide %942, %1726 : tensor<64xf32>
    %1728 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1729 = stablehlo.multiply %1727, %1728 : tensor<64xf32>
    %1730 = "stablehlo.select"(%1570, %942, %1729) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1731 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1732 = stablehlo.divide %939, %1731 : tensor<64xf32>
    %1733 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1734 = stablehlo.multiply %1732, %1733 : tensor<64xf32>
    %1735 = "stablehlo.select"(%1570, %939, %1734) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1736 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1737 = stablehlo.divide %933, %1736 : tensor<3x3x64x64xf32>
    %1738 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %1739 = stablehlo.multiply %1737, %1738 : tensor<3x3x64x64xf32>
    %1740 = "stablehlo.select"(%1570, %933, %1739) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1741 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1742 = stablehlo.divide %918, %1741 : tensor<64xf32>
    %1743 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1744 = stablehlo.multiply %1742, %1743 : tensor<64xf32>
    %1745 = "stablehlo.select"(%1570, %918, %1744) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1746 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1747 = stablehlo.divide %915, %1746 : tensor<64xf32>
    %1748 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1749 = stablehlo.multiply %1747, %1748 : tensor<64xf32>
    %1750 = "stablehlo.select"(%1570, %915, %1749) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1751 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %1752 = stablehlo.divide %977, %1751 : tensor<1x1x32x64xf32>
    %1753 = stablehlo.constant dense<1.0> : tensor<1x1x32x64xf32>
    %1754 = stablehlo.multiply %1752, %1753 : tensor<1x1x32x64xf32>
    %1755 = "stablehlo.select"(%1570, %977, %1754) : (tensor<i1>, tensor<1x1x32x64xf32>, tensor<1x1x32x64xf32>) -> tensor<1x1x32x64xf32>
    %1756 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1757 = stablehlo.divide %962, %1756 : tensor<64xf32>
    %1758 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1759 = stablehlo.multiply %1757, %1758 : tensor<64xf32>
    %1760 = "stablehlo.select"(%1570, %962, %1759) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1761 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1762 = stablehlo.divide %959, %1761 : tensor<64xf32>
    %1763 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1764 = stablehlo.multiply %1762, %1763 : tensor<64xf32>
    %1765 = "stablehlo.select"(%1570, %959, %1764) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1766 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1767 = stablehlo.divide %908, %1766 : tensor<3x3x64x64xf32>
    %1768 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %1769 = stablehlo.multiply %1767, %1768 : tensor<3x3x64x64xf32>
    %1770 = "stablehlo.select"(%1570, %908, %1769) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1771 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1772 = stablehlo.divide %893, %1771 : tensor<64xf32>
    %1773 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1774 = stablehlo.multiply %1772, %1773 : tensor<64xf32>
    %1775 = "stablehlo.select"(%1570, %893, %1774) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1776 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1777 = stablehlo.divide %890, %1776 : tensor<64xf32>
    %1778 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1779 = stablehlo.multiply %1777, %1778 : tensor<64xf32>
    %1780 = "stablehlo.select"(%1570, %890, %1779) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1781 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1782 = stablehlo.divide %884, %1781 : tensor<3x3x64x64xf32>
    %1783 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %1784 = stablehlo.multiply %1782, %1783 : tensor<3x3x64x64xf32>
    %1785 = "stablehlo.select"(%1570, %884, %1784) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1786 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1787 = stablehlo.divide %869, %1786 : tensor<64xf32>
    %1788 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1789 = stablehlo.multiply %1787, %1788 : tensor<64xf32>
    %1790 = "stablehlo.select"(%1570, %869, %1789) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1791 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1792 = stablehlo.divide %866, %1791 : tensor<64xf32>
    %1793 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1794 = stablehlo.multiply %1792, %1793 : tensor<64xf32>
    %1795 = "stablehlo.select"(%1570, %866, %1794) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1796 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %1797 = stablehlo.divide %839, %1796 : tensor<3x3x64x128xf32>
    %1798 = stablehlo.constant dense<1.0> : tensor<3x3x64x128xf32>
    %1799 = stablehlo.multiply %1797, %1798 : tensor<3x3x64x128xf32>
    %1800 = "stablehlo.select"(%1570, %839, %1799) : (tensor<i1>, tensor<3x3x64x128xf32>, tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %1801 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1802 = stablehlo.divide %824, %1801 : tensor<128xf32>
    %1803 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1804 = stablehlo.multiply %1802, %1803 : tensor<128xf32>
    %1805 = "stablehlo.select"(%1570, %824, %1804) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1806 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1807 = stablehlo.divide %821, %1806 : tensor<128xf32>
    %1808 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1809 = stablehlo.multiply %1807, %1808 : tensor<128xf32>
    %1810 = "stablehlo.select"(%1570, %821, %1809) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1811 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %1812 = stablehlo.divide %815, %1811 : tensor<3x3x128x128xf32>
    %1813 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %1814 = stablehlo.multiply %1812, %1813 : tensor<3x3x128x128xf32>
    %1815 = "stablehlo.select"(%1570, %815, %1814) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1816 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1817 = stablehlo.divide %800, %1816 : tensor<128xf32>
    %1818 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1819 = stablehlo.multiply %1817, %1818 : tensor<128xf32>
    %1820 = "stablehlo.select"(%1570, %800, %1819) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1821 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1822 = stablehlo.divide %797, %1821 : tensor<128xf32>
    %1823 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1824 = stablehlo.multiply %1822, %1823 : tensor<128xf32>
    %1825 = "stablehlo.select"(%1570, %797, %1824) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1826 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %1827 = stablehlo.divide %859, %1826 : tensor<1x1x64x128xf32>
    %1828 = stablehlo.constant dense<1.0> : tensor<1x1x64x128xf32>
    %1829 = stablehlo.multiply %1827, %1828 : tensor<1x1x64x128xf32>
    %1830 = "stablehlo.select"(%1570, %859, %1829) : (tensor<i1>, tensor<1x1x64x128xf32>, tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %1831 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1832 = stablehlo.divide %844, %1831 : tensor<128xf32>
    %1833 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1834 = stablehlo.multiply %1832, %1833 : tensor<128xf32>
    %1835 = "stablehlo.select"(%1570, %844, %1834) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1836 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1837 = stablehlo.divide %841, %1836 : tensor<128xf32>
    %1838 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1839 = stablehlo.multiply %1837, %1838 : tensor<128xf32>
    %1840 = "stablehlo.select"(%1570, %841, %1839) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1841 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %1842 = stablehlo.divide %790, %1841 : tensor<3x3x128x128xf32>
    %1843 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %1844 = stablehlo.multiply %1842, %1843 : tensor<3x3x128x128xf32>
    %1845 = "stablehlo.select"(%1570, %790, %1844) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1846 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1847 = stablehlo.divide %775, %1846 : tensor<128xf32>
    %1848 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1849 = stablehlo.multiply %1847, %1848 : tensor<128xf32>
    %1850 = "stablehlo.select"(%1570, %775, %1849) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1851 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1852 = stablehlo.divide %772, %1851 : tensor<128xf32>
    %1853 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1854 = stablehlo.multiply %1852, %1853 : tensor<128xf32>
    %1855 = "stablehlo.select"(%1570, %772, %1854) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1856 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %1857 = stablehlo.divide %766, %1856 : tensor<3x3x128x128xf32>
    %1858 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %1859 = stablehlo.multiply %1857, %1858 : tensor<3x3x128x128xf32>
    %1860 = "stablehlo.select"(%1570, %766, %1859) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1861 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1862 = stablehlo.divide %751, %1861 : tensor<128xf32>
    %1863 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1864 = stablehlo.multiply %1862, %1863 : tensor<128xf32>
    %1865 = "stablehlo.select"(%1570, %751, %1864) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1866 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1867 = stablehlo.divide %748, %1866 : tensor<128xf32>
    %1868 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1869 = stablehlo.multiply %1867, %1868 : tensor<128xf32>
    %1870 = "stablehlo.select"(%1570, %748, %1869) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1871 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %1872 = stablehlo.divide %737, %1871 : tensor<128x10xf32>
    %1873 = stablehlo.constant dense<1.0> : tensor<128x10xf32>
    %1874 = stablehlo.multiply %1872, %1873 : tensor<128x10xf32>
    %1875 = "stablehlo.select"(%1570, %737, %1874) : (tensor<i1>, tensor<128x10xf32>, tensor<128x10xf32>) -> tensor<128x10xf32>
    %1876 = "stablehlo.broadcast_in_dim"(%1568) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1877 = stablehlo.divide %739, %1876 : tensor<10xf32>
    %1878 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1879 = stablehlo.multiply %1877, %1878 : tensor<10xf32>
    %1880 = "stablehlo.select"(%1570, %739, %1879) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1881 = stablehlo.constant dense<0.9> : tensor<7x7x3x16xf32>
    %1882 = stablehlo.multiply %1881, %m.conv1.w : tensor<7x7x3x16xf32>
    %1883 = stablehlo.constant dense<0.1> : tensor<7x7x3x16xf32>
    %1884 = stablehlo.multiply %1883, %1575 : tensor<7x7x3x16xf32>
    %1885 = stablehlo.add %1882, %1884 : tensor<7x7x3x16xf32>
    %1886 = stablehlo.constant dense<0.999> : tensor<7x7x3x16xf32>
    %1887 = stablehlo.multiply %1886, %v.conv1.w : tensor<7x7x3x16xf32>
    %1888 = stablehlo.constant dense<0.001> : tensor<7x7x3x16xf32>
    %1889 = stablehlo.multiply %1575, %1575 : tensor<7x7x3x16xf32>
    %1890 = stablehlo.multiply %1888, %1889 : tensor<7x7x3x16xf32>
    %1891 = stablehlo.add %1887, %1890 : tensor<7x7x3x16xf32>
    %1892 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1893 = stablehlo.divide %1885, %1892 : tensor<7x7x3x16xf32>
    %1894 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1895 = stablehlo.divide %1891, %1894 : tensor<7x7x3x16xf32>
    %1896 = stablehlo.sqrt %1895 : tensor<7x7x3x16xf32>
    %1897 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x16xf32>
    %1898 = stablehlo.add %1896, %1897 : tensor<7x7x3x16xf32>
    %1899 = stablehlo.divide %1893, %1898 : tensor<7x7x3x16xf32>
    %1900 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1901 = stablehlo.multiply %1900, %m.bn1.g : tensor<16xf32>
    %1902 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1903 = stablehlo.multiply %1902, %1580 : tensor<16xf32>
    %1904 = stablehlo.add %1901, %1903 : tensor<16xf32>
    %1905 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1906 = stablehlo.multiply %1905, %v.bn1.g : tensor<16xf32>
    %1907 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1908 = stablehlo.multiply %1580, %1580 : tensor<16xf32>
    %1909 = stablehlo.multiply %1907, %1908 : tensor<16xf32>
    %1910 = stablehlo.add %1906, %1909 : tensor<16xf32>
    %1911 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1912 = stablehlo.divide %1904, %1911 : tensor<16xf32>
    %1913 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1914 = stablehlo.divide %1910, %1913 : tensor<16xf32>
    %1915 = stablehlo.sqrt %1914 : tensor<16xf32>
    %1916 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1917 = stablehlo.add %1915, %1916 : tensor<16xf32>
    %1918 = stablehlo.divide %1912, %1917 : tensor<16xf32>
    %1919 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1920 = stablehlo.multiply %1919, %m.bn1.b : tensor<16xf32>
    %1921 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1922 = stablehlo.multiply %1921, %1585 : tensor<16xf32>
    %1923 = stablehlo.add %1920, %1922 : tensor<16xf32>
    %1924 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1925 = stablehlo.multiply %1924, %v.bn1.b : tensor<16xf32>
    %1926 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1927 = stablehlo.multiply %1585, %1585 : tensor<16xf32>
    %1928 = stablehlo.multiply %1926, %1927 : tensor<16xf32>
    %1929 = stablehlo.add %1925, %1928 : tensor<16xf32>
    %1930 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1931 = stablehlo.divide %1923, %1930 : tensor<16xf32>
    %1932 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1933 = stablehlo.divide %1929, %1932 : tensor<16xf32>
    %1934 = stablehlo.sqrt %1933 : tensor<16xf32>
    %1935 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1936 = stablehlo.add %1934, %1935 : tensor<16xf32>
    %1937 = stablehlo.divide %1931, %1936 : tensor<16xf32>
    %1938 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %1939 = stablehlo.multiply %1938, %m.layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %1940 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %1941 = stablehlo.multiply %1940, %1590 : tensor<3x3x16x16xf32>
    %1942 = stablehlo.add %1939, %1941 : tensor<3x3x16x16xf32>
    %1943 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %1944 = stablehlo.multiply %1943, %v.layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %1945 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %1946 = stablehlo.multiply %1590, %1590 : tensor<3x3x16x16xf32>
    %1947 = stablehlo.multiply %1945, %1946 : tensor<3x3x16x16xf32>
    %1948 = stablehlo.add %1944, %1947 : tensor<3x3x16x16xf32>
    %1949 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1950 = stablehlo.divide %1942, %1949 : tensor<3x3x16x16xf32>
    %1951 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1952 = stablehlo.divide %1948, %1951 : tensor<3x3x16x16xf32>
    %1953 = stablehlo.sqrt %1952 : tensor<3x3x16x16xf32>
    %1954 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %1955 = stablehlo.add %1953, %1954 : tensor<3x3x16x16xf32>
    %1956 = stablehlo.divide %1950, %1955 : tensor<3x3x16x16xf32>
    %1957 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1958 = stablehlo.multiply %1957, %m.layer1.0.bn1.g : tensor<16xf32>
    %1959 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1960 = stablehlo.multiply %1959, %1595 : tensor<16xf32>
    %1961 = stablehlo.add %1958, %1960 : tensor<16xf32>
    %1962 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1963 = stablehlo.multiply %1962, %v.layer1.0.bn1.g : tensor<16xf32>
    %1964 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1965 = stablehlo.multiply %1595, %1595 : tensor<16xf32>
    %1966 = stablehlo.multiply %1964, %1965 : tensor<16xf32>
    %1967 = stablehlo.add %1963, %1966 : tensor<16xf32>
    %1968 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1969 = stablehlo.divide %1961, %1968 : tensor<16xf32>
    %1970 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1971 = stablehlo.divide %1967, %1970 : tensor<16xf32>
    %1972 = stablehlo.sqrt %1971 : tensor<16xf32>
    %1973 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1974 = stablehlo.add %1972, %1973 : tensor<16xf32>
    %1975 = stablehlo.divide %1969, %1974 : tensor<16xf32>
    %1976 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1977 = stablehlo.multiply %1976, %m.layer1.0.bn1.b : tensor<16xf32>
    %1978 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1979 = stablehlo.multiply %1978, %1600 : tensor<16xf32>
    %1980 = stablehlo.add %1977, %1979 : tensor<16xf32>
    %1981 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1982 = stablehlo.multiply %1981, %v.layer1.0.bn1.b : tensor<16xf32>
    %1983 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1984 = stablehlo.multiply %1600, %1600 : tensor<16xf32>
    %1985 = stablehlo.multiply %1983, %1984 : tensor<16xf32>
    %1986 = stablehlo.add %1982, %1985 : tensor<16xf32>
    %1987 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1988 = stablehlo.divide %1980, %1987 : tensor<16xf32>
    %1989 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1990 = stablehlo.divide %1986, %1989 : tensor<16xf32>
    %1991 = stablehlo.sqrt %1990 : tensor<16xf32>
    %1992 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1993 = stablehlo.add %1991, %1992 : tensor<16xf32>
    %1994 = stablehlo.divide %1988, %1993 : tensor<16xf32>
    %1995 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %1996 = stablehlo.multiply %1995, %m.layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %1997 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %1998 = stablehlo.multiply %1997, %1605 : tensor<3x3x16x16xf32>
    %1999 = stablehlo.add %1996, %1998 : tensor<3x3x16x16xf32>
    %2000 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %2001 = stablehlo.multiply %2000, %v.layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %2002 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %2003 = stablehlo.multiply %1605, %1605 : tensor<3x3x16x16xf32>
    %2004 = stablehlo.multiply %2002, %2003 : tensor<3x3x16x16xf32>
    %2005 = stablehlo.add %2001, %2004 : tensor<3x3x16x16xf32>
    %2006 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2007 = stablehlo.divide %1999, %2006 : tensor<3x3x16x16xf32>
    %2008 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2009 = stablehlo.divide %2005, %2008 : tensor<3x3x16x16xf32>
    %2010 = stablehlo.sqrt %2009 : tensor<3x3x16x16xf32>
    %2011 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %2012 = stablehlo.add %2010, %2011 : tensor<3x3x16x16xf32>
    %2013 = stablehlo.divide %2007, %2012 : tensor<3x3x16x16xf32>
    %2014 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2015 = stablehlo.multiply %2014, %m.layer1.0.bn2.g : tensor<16xf32>
    %2016 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2017 = stablehlo.multiply %2016, %1610 : tensor<16xf32>
    %2018 = stablehlo.add %2015, %2017 : tensor<16xf32>
    %2019 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2020 = stablehlo.multiply %2019, %v.layer1.0.bn2.g : tensor<16xf32>
    %2021 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2022 = stablehlo.multiply %1610, %1610 : tensor<16xf32>
    %2023 = stablehlo.multiply %2021, %2022 : tensor<16xf32>
    %2024 = stablehlo.add %2020, %2023 : tensor<16xf32>
    %2025 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2026 = stablehlo.divide %2018, %2025 : tensor<16xf32>
    %2027 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2028 = stablehlo.divide %2024, %2027 : tensor<16xf32>
    %2029 = stablehlo.sqrt %2028 : tensor<16xf32>
    %2030 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2031 = stablehlo.add %2029, %2030 : tensor<16xf32>
    %2032 = stablehlo.divide %2026, %2031 : tensor<16xf32>
    %2033 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2034 = stablehlo.multiply %2033, %m.layer1.0.bn2.b : tensor<16xf32>
    %2035 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2036 = stablehlo.multiply %2035, %1615 : tensor<16xf32>
    %2037 = stablehlo.add %2034, %2036 : tensor<16xf32>
    %2038 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2039 = stablehlo.multiply %2038, %v.layer1.0.bn2.b : tensor<16xf32>
    %2040 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2041 = stablehlo.multiply %1615, %1615 : tensor<16xf32>
    %2042 = stablehlo.multiply %2040, %2041 : tensor<16xf32>
    %2043 = stablehlo.add %2039, %2042 : tensor<16xf32>
    %2044 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2045 = stablehlo.divide %2037, %2044 : tensor<16xf32>
    %2046 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2047 = stablehlo.divide %2043, %2046 : tensor<16xf32>
    %2048 = stablehlo.sqrt %2047 : tensor<16xf32>
    %2049 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2050 = stablehlo.add %2048, %2049 : tensor<16xf32>
    %2051 = stablehlo.divide %2045, %2050 : tensor<16xf32>
    %2052 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %2053 = stablehlo.multiply %2052, %m.layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %2054 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %2055 = stablehlo.multiply %2054, %1620 : tensor<3x3x16x16xf32>
    %2056 = stablehlo.add %2053, %2055 : tensor<3x3x16x16xf32>
    %2057 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %2058 = stablehlo.multiply %2057, %v.layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %2059 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %2060 = stablehlo.multiply %1620, %1620 : tensor<3x3x16x16xf32>
    %2061 = stablehlo.multiply %2059, %2060 : tensor<3x3x16x16xf32>
    %2062 = stablehlo.add %2058, %2061 : tensor<3x3x16x16xf32>
    %2063 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2064 = stablehlo.divide %2056, %2063 : tensor<3x3x16x16xf32>
    %2065 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2066 = stablehlo.divide %2062, %2065 : tensor<3x3x16x16xf32>
    %2067 = stablehlo.sqrt %2066 : tensor<3x3x16x16xf32>
    %2068 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %2069 = stablehlo.add %2067, %2068 : tensor<3x3x16x16xf32>
    %2070 = stablehlo.divide %2064, %2069 : tensor<3x3x16x16xf32>
    %2071 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2072 = stablehlo.multiply %2071, %m.layer1.1.bn1.g : tensor<16xf32>
    %2073 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2074 = stablehlo.multiply %2073, %1625 : tensor<16xf32>
    %2075 = stablehlo.add %2072, %2074 : tensor<16xf32>
    %2076 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2077 = stablehlo.multiply %2076, %v.layer1.1.bn1.g : tensor<16xf32>
    %2078 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2079 = stablehlo.multiply %1625, %1625 : tensor<16xf32>
    %2080 = stablehlo.multiply %2078, %2079 : tensor<16xf32>
    %2081 = stablehlo.add %2077, %2080 : tensor<16xf32>
    %2082 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2083 = stablehlo.divide %2075, %2082 : tensor<16xf32>
    %2084 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2085 = stablehlo.divide %2081, %2084 : tensor<16xf32>
    %2086 = stablehlo.sqrt %2085 : tensor<16xf32>
    %2087 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2088 = stablehlo.add %2086, %2087 : tensor<16xf32>
    %2089 = stablehlo.divide %2083, %2088 : tensor<16xf32>
    %2090 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2091 = stablehlo.multiply %2090, %m.layer1.1.bn1.b : tensor<16xf32>
    %2092 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2093 = stablehlo.multiply %2092, %1630 : tensor<16xf32>
    %2094 = stablehlo.add %2091, %2093 : tensor<16xf32>
    %2095 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2096 = stablehlo.multiply %2095, %v.layer1.1.bn1.b : tensor<16xf32>
    %2097 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2098 = stablehlo.multiply %1630, %1630 : tensor<16xf32>
    %2099 = stablehlo.multiply %2097, %2098 : tensor<16xf32>
    %2100 = stablehlo.add %2096, %2099 : tensor<16xf32>
    %2101 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2102 = stablehlo.divide %2094, %2101 : tensor<16xf32>
    %2103 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2104 = stablehlo.divide %2100, %2103 : tensor<16xf32>
    %2105 = stablehlo.sqrt %2104 : tensor<16xf32>
    %2106 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2107 = stablehlo.add %2105, %2106 : tensor<16xf32>
    %2108 = stablehlo.divide %2102, %2107 : tensor<16xf32>
    %2109 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %2110 = stablehlo.multiply %2109, %m.layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %2111 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %2112 = stablehlo.multiply %2111, %1635 : tensor<3x3x16x16xf32>
    %2113 = stablehlo.add %2110, %2112 : tensor<3x3x16x16xf32>
    %2114 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %2115 = stablehlo.multiply %2114, %v.layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %2116 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %2117 = stablehlo.multiply %1635, %1635 : tensor<3x3x16x16xf32>
    %2118 = stablehlo.multiply %2116, %2117 : tensor<3x3x16x16xf32>
    %2119 = stablehlo.add %2115, %2118 : tensor<3x3x16x16xf32>
    %2120 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2121 = stablehlo.divide %2113, %2120 : tensor<3x3x16x16xf32>
    %2122 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2123 = stablehlo.divide %2119, %2122 : tensor<3x3x16x16xf32>
    %2124 = stablehlo.sqrt %2123 : tensor<3x3x16x16xf32>
    %2125 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %2126 = stablehlo.add %2124, %2125 : tensor<3x3x16x16xf32>
    %2127 = stablehlo.divide %2121, %2126 : tensor<3x3x16x16xf32>
    %2128 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2129 = stablehlo.multiply %2128, %m.layer1.1.bn2.g : tensor<16xf32>
    %2130 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2131 = stablehlo.multiply %2130, %1640 : tensor<16xf32>
    %2132 = stablehlo.add %2129, %2131 : tensor<16xf32>
    %2133 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2134 = stablehlo.multiply %2133, %v.layer1.1.bn2.g : tensor<16xf32>
    %2135 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2136 = stablehlo.multiply %1640, %1640 : tensor<16xf32>
    %2137 = stablehlo.multiply %2135, %2136 : tensor<16xf32>
    %2138 = stablehlo.add %2134, %2137 : tensor<16xf32>
    %2139 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2140 = stablehlo.divide %2132, %2139 : tensor<16xf32>
    %2141 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2142 = stablehlo.divide %2138, %2141 : tensor<16xf32>
    %2143 = stablehlo.sqrt %2142 : tensor<16xf32>
    %2144 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2145 = stablehlo.add %2143, %2144 : tensor<16xf32>
    %2146 = stablehlo.divide %2140, %2145 : tensor<16xf32>
    %2147 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2148 = stablehlo.multiply %2147, %m.layer1.1.bn2.b : tensor<16xf32>
    %2149 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2150 = stablehlo.multiply %2149, %1645 : tensor<16xf32>
    %2151 = stablehlo.add %2148, %2150 : tensor<16xf32>
    %2152 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2153 = stablehlo.multiply %2152, %v.layer1.1.bn2.b : tensor<16xf32>
    %2154 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2155 = stablehlo.multiply %1645, %1645 : tensor<16xf32>
    %2156 = stablehlo.multiply %2154, %2155 : tensor<16xf32>
    %2157 = stablehlo.add %2153, %2156 : tensor<16xf32>
    %2158 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2159 = stablehlo.divide %2151, %2158 : tensor<16xf32>
    %2160 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2161 = stablehlo.divide %2157, %2160 : tensor<16xf32>
    %2162 = stablehlo.sqrt %2161 : tensor<16xf32>
    %2163 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2164 = stablehlo.add %2162, %2163 : tensor<16xf32>
    %2165 = stablehlo.divide %2159, %2164 : tensor<16xf32>
    %2166 = stablehlo.constant dense<0.9> : tensor<3x3x16x32xf32>
    %2167 = stablehlo.multiply %2166, %m.layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %2168 = stablehlo.constant dense<0.1> : tensor<3x3x16x32xf32>
    %2169 = stablehlo.multiply %2168, %1650 : tensor<3x3x16x32xf32>
    %2170 = stablehlo.add %2167, %2169 : tensor<3x3x16x32xf32>
    %2171 = stablehlo.constant dense<0.999> : tensor<3x3x16x32xf32>
    %2172 = stablehlo.multiply %2171, %v.layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %2173 = stablehlo.constant dense<0.001> : tensor<3x3x16x32xf32>
    %2174 = stablehlo.multiply %1650, %1650 : tensor<3x3x16x32xf32>
    %2175 = stablehlo.multiply %2173, %2174 : tensor<3x3x16x32xf32>
    %2176 = stablehlo.add %2172, %2175 : tensor<3x3x16x32xf32>
    %2177 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %2178 = stablehlo.divide %2170, %2177 : tensor<3x3x16x32xf32>
    %2179 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %2180 = stablehlo.divide %2176, %2179 : tensor<3x3x16x32xf32>
    %2181 = stablehlo.sqrt %2180 : tensor<3x3x16x32xf32>
    %2182 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x32xf32>
    %2183 = stablehlo.add %2181, %2182 : tensor<3x3x16x32xf32>
    %2184 = stablehlo.divide %2178, %2183 : tensor<3x3x16x32xf32>
    %2185 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2186 = stablehlo.multiply %2185, %m.layer2.0.bn1.g : tensor<32xf32>
    %2187 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2188 = stablehlo.multiply %2187, %1655 : tensor<32xf32>
    %2189 = stablehlo.add %2186, %2188 : tensor<32xf32>
    %2190 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2191 = stablehlo.multiply %2190, %v.layer2.0.bn1.g : tensor<32xf32>
    %2192 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2193 = stablehlo.multiply %1655, %1655 : tensor<32xf32>
    %2194 = stablehlo.multiply %2192, %2193 : tensor<32xf32>
    %2195 = stablehlo.add %2191, %2194 : tensor<32xf32>
    %2196 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2197 = stablehlo.divide %2189, %2196 : tensor<32xf32>
    %2198 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2199 = stablehlo.divide %2195, %2198 : tensor<32xf32>
    %2200 = stablehlo.sqrt %2199 : tensor<32xf32>
    %2201 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2202 = stablehlo.add %2200, %2201 : tensor<32xf32>
    %2203 = stablehlo.divide %2197, %2202 : tensor<32xf32>
    %2204 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2205 = stablehlo.multiply %2204, %m.layer2.0.bn1.b : tensor<32xf32>
    %2206 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2207 = stablehlo.multiply %2206, %1660 : tensor<32xf32>
    %2208 = stablehlo.add %2205, %2207 : tensor<32xf32>
    %2209 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2210 = stablehlo.multiply %2209, %v.layer2.0.bn1.b : tensor<32xf32>
    %2211 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2212 = stablehlo.multiply %1660, %1660 : tensor<32xf32>
    %2213 = stablehlo.multiply %2211, %2212 : tensor<32xf32>
    %2214 = stablehlo.add %2210, %2213 : tensor<32xf32>
    %2215 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2216 = stablehlo.divide %2208, %2215 : tensor<32xf32>
    %2217 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2218 = stablehlo.divide %2214, %2217 : tensor<32xf32>
    %2219 = stablehlo.sqrt %2218 : tensor<32xf32>
    %2220 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2221 = stablehlo.add %2219, %2220 : tensor<32xf32>
    %2222 = stablehlo.divide %2216, %2221 : tensor<32xf32>
    %2223 = stablehlo.constant dense<0.9> : tensor<3x3x32x32xf32>
    %2224 = stablehlo.multiply %2223, %m.layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %2225 = stablehlo.constant dense<0.1> : tensor<3x3x32x32xf32>
    %2226 = stablehlo.multiply %2225, %1665 : tensor<3x3x32x32xf32>
    %2227 = stablehlo.add %2224, %2226 : tensor<3x3x32x32xf32>
    %2228 = stablehlo.constant dense<0.999> : tensor<3x3x32x32xf32>
    %2229 = stablehlo.multiply %2228, %v.layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %2230 = stablehlo.constant dense<0.001> : tensor<3x3x32x32xf32>
    %2231 = stablehlo.multiply %1665, %1665 : tensor<3x3x32x32xf32>
    %2232 = stablehlo.multiply %2230, %2231 : tensor<3x3x32x32xf32>
    %2233 = stablehlo.add %2229, %2232 : tensor<3x3x32x32xf32>
    %2234 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2235 = stablehlo.divide %2227, %2234 : tensor<3x3x32x32xf32>
    %2236 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2237 = stablehlo.divide %2233, %2236 : tensor<3x3x32x32xf32>
    %2238 = stablehlo.sqrt %2237 : tensor<3x3x32x32xf32>
    %2239 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x32xf32>
    %2240 = stablehlo.add %2238, %2239 : tensor<3x3x32x32xf32>
    %2241 = stablehlo.divide %2235, %2240 : tensor<3x3x32x32xf32>
    %2242 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2243 = stablehlo.multiply %2242, %m.layer2.0.bn2.g : tensor<32xf32>
    %2244 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2245 = stablehlo.multiply %2244, %1670 : tensor<32xf32>
    %2246 = stablehlo.add %2243, %2245 : tensor<32xf32>
    %2247 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2248 = stablehlo.multiply %2247, %v.layer2.0.bn2.g : tensor<32xf32>
    %2249 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2250 = stablehlo.multiply %1670, %1670 : tensor<32xf32>
    %2251 = stablehlo.multiply %2249, %2250 : tensor<32xf32>
    %2252 = stablehlo.add %2248, %2251 : tensor<32xf32>
    %2253 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2254 = stablehlo.divide %2246, %2253 : tensor<32xf32>
    %2255 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2256 = stablehlo.divide %2252, %2255 : tensor<32xf32>
    %2257 = stablehlo.sqrt %2256 : tensor<32xf32>
    %2258 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2259 = stablehlo.add %2257, %2258 : tensor<32xf32>
    %2260 = stablehlo.divide %2254, %2259 : tensor<32xf32>
    %2261 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2262 = stablehlo.multiply %2261, %m.layer2.0.bn2.b : tensor<32xf32>
    %2263 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2264 = stablehlo.multiply %2263, %1675 : tensor<32xf32>
    %2265 = stablehlo.add %2262, %2264 : tensor<32xf32>
    %2266 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2267 = stablehlo.multiply %2266, %v.layer2.0.bn2.b : tensor<32xf32>
    %2268 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2269 = stablehlo.multiply %1675, %1675 : tensor<32xf32>
    %2270 = stablehlo.multiply %2268, %2269 : tensor<32xf32>
    %2271 = stablehlo.add %2267, %2270 : tensor<32xf32>
    %2272 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2273 = stablehlo.divide %2265, %2272 : tensor<32xf32>
    %2274 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2275 = stablehlo.divide %2271, %2274 : tensor<32xf32>
    %2276 = stablehlo.sqrt %2275 : tensor<32xf32>
    %2277 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2278 = stablehlo.add %2276, %2277 : tensor<32xf32>
    %2279 = stablehlo.divide %2273, %2278 : tensor<32xf32>
    %2280 = stablehlo.constant dense<0.9> : tensor<1x1x16x32xf32>
    %2281 = stablehlo.multiply %2280, %m.layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %2282 = stablehlo.constant dense<0.1> : tensor<1x1x16x32xf32>
    %2283 = stablehlo.multiply %2282, %1680 : tensor<1x1x16x32xf32>
    %2284 = stablehlo.add %2281, %2283 : tensor<1x1x16x32xf32>
    %2285 = stablehlo.constant dense<0.999> : tensor<1x1x16x32xf32>
    %2286 = stablehlo.multiply %2285, %v.layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %2287 = stablehlo.constant dense<0.001> : tensor<1x1x16x32xf32>
    %2288 = stablehlo.multiply %1680, %1680 : tensor<1x1x16x32xf32>
    %2289 = stablehlo.multiply %2287, %2288 : tensor<1x1x16x32xf32>
    %2290 = stablehlo.add %2286, %2289 : tensor<1x1x16x32xf32>
    %2291 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %2292 = stablehlo.divide %2284, %2291 : tensor<1x1x16x32xf32>
    %2293 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %2294 = stablehlo.divide %2290, %2293 : tensor<1x1x16x32xf32>
    %2295 = stablehlo.sqrt %2294 : tensor<1x1x16x32xf32>
    %2296 = stablehlo.constant dense<1.0e-08> : tensor<1x1x16x32xf32>
    %2297 = stablehlo.add %2295, %2296 : tensor<1x1x16x32xf32>
    %2298 = stablehlo.divide %2292, %2297 : tensor<1x1x16x32xf32>
    %2299 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2300 = stablehlo.multiply %2299, %m.layer2.0.downsample.1.g : tensor<32xf32>
    %2301 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2302 = stablehlo.multiply %2301, %1685 : tensor<32xf32>
    %2303 = stablehlo.add %2300, %2302 : tensor<32xf32>
    %2304 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2305 = stablehlo.multiply %2304, %v.layer2.0.downsample.1.g : tensor<32xf32>
    %2306 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2307 = stablehlo.multiply %1685, %1685 : tensor<32xf32>
    %2308 = stablehlo.multiply %2306, %2307 : tensor<32xf32>
    %2309 = stablehlo.add %2305, %2308 : tensor<32xf32>
    %2310 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2311 = stablehlo.divide %2303, %2310 : tensor<32xf32>
    %2312 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2313 = stablehlo.divide %2309, %2312 : tensor<32xf32>
    %2314 = stablehlo.sqrt %2313 : tensor<32xf32>
    %2315 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2316 = stablehlo.add %2314, %2315 : tensor<32xf32>
    %2317 = stablehlo.divide %2311, %2316 : tensor<32xf32>
    %2318 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2319 = stablehlo.multiply %2318, %m.layer2.0.downsample.1.b : tensor<32xf32>
    %2320 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2321 = stablehlo.multiply %2320, %1690 : tensor<32xf32>
    %2322 = stablehlo.add %2319, %2321 : tensor<32xf32>
    %2323 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2324 = stablehlo.multiply %2323, %v.layer2.0.downsample.1.b : tensor<32xf32>
    %2325 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2326 = stablehlo.multiply %1690, %1690 : tensor<32xf32>
    %2327 = stablehlo.multiply %2325, %2326 : tensor<32xf32>
    %2328 = stablehlo.add %2324, %2327 : tensor<32xf32>
    %2329 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2330 = stablehlo.divide %2322, %2329 : tensor<32xf32>
    %2331 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2332 = stablehlo.divide %2328, %2331 : tensor<32xf32>
    %2333 = stablehlo.sqrt %2332 : tensor<32xf32>
    %2334 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2335 = stablehlo.add %2333, %2334 : tensor<32xf32>
    %2336 = stablehlo.divide %2330, %2335 : tensor<32xf32>
    %2337 = stablehlo.constant dense<0.9> : tensor<3x3x32x32xf32>
    %2338 = stablehlo.multiply %2337, %m.layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %2339 = stablehlo.constant dense<0.1> : tensor<3x3x32x32xf32>
    %2340 = stablehlo.multiply %2339, %1695 : tensor<3x3x32x32xf32>
    %2341 = stablehlo.add %2338, %2340 : tensor<3x3x32x32xf32>
    %2342 = stablehlo.constant dense<0.999> : tensor<3x3x32x32xf32>
    %2343 = stablehlo.multiply %2342, %v.layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %2344 = stablehlo.constant dense<0.001> : tensor<3x3x32x32xf32>
    %2345 = stablehlo.multiply %1695, %1695 : tensor<3x3x32x32xf32>
    %2346 = stablehlo.multiply %2344, %2345 : tensor<3x3x32x32xf32>
    %2347 = stablehlo.add %2343, %2346 : tensor<3x3x32x32xf32>
    %2348 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2349 = stablehlo.divide %2341, %2348 : tensor<3x3x32x32xf32>
    %2350 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2351 = stablehlo.divide %2347, %2350 : tensor<3x3x32x32xf32>
    %2352 = stablehlo.sqrt %2351 : tensor<3x3x32x32xf32>
    %2353 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x32xf32>
    %2354 = stablehlo.add %2352, %2353 : tensor<3x3x32x32xf32>
    %2355 = stablehlo.divide %2349, %2354 : tensor<3x3x32x32xf32>
    %2356 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2357 = stablehlo.multiply %2356, %m.layer2.1.bn1.g : tensor<32xf32>
    %2358 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2359 = stablehlo.multiply %2358, %1700 : tensor<32xf32>
    %2360 = stablehlo.add %2357, %2359 : tensor<32xf32>
    %2361 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2362 = stablehlo.multiply %2361, %v.layer2.1.bn1.g : tensor<32xf32>
    %2363 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2364 = stablehlo.multiply %1700, %1700 : tensor<32xf32>
    %2365 = stablehlo.multiply %2363, %2364 : tensor<32xf32>
    %2366 = stablehlo.add %2362, %2365 : tensor<32xf32>
    %2367 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2368 = stablehlo.divide %2360, %2367 : tensor<32xf32>
    %2369 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2370 = stablehlo.divide %2366, %2369 : tensor<32xf32>
    %2371 = stablehlo.sqrt %2370 : tensor<32xf32>
    %2372 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2373 = stablehlo.add %2371, %2372 : tensor<32xf32>
    %2374 = stablehlo.divide %2368, %2373 : tensor<32xf32>
    %2375 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2376 = stablehlo.multiply %2375, %m.layer2.1.bn1.b : tensor<32xf32>
    %2377 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2378 = stablehlo.multiply %2377, %1705 : tensor<32xf32>
    %2379 = stablehlo.add %2376, %2378 : tensor<32xf32>
    %2380 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2381 = stablehlo.multiply %2380, %v.layer2.1.bn1.b : tensor<32xf32>
    %2382 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2383 = stablehlo.multiply %1705, %1705 : tensor<32xf32>
    %2384 = stablehlo.multiply %2382, %2383 : tensor<32xf32>
    %2385 = stablehlo.add %2381, %2384 : tensor<32xf32>
    %2386 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2387 = stablehlo.divide %2379, %2386 : tensor<32xf32>
    %2388 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2389 = stablehlo.divide %2385, %2388 : tensor<32xf32>
    %2390 = stablehlo.sqrt %2389 : tensor<32xf32>
    %2391 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2392 = stablehlo.add %2390, %2391 : tensor<32xf32>
    %2393 = stablehlo.divide %2387, %2392 : tensor<32xf32>
    %2394 = stablehlo.constant dense<0.9> : tensor<3x3x32x32xf32>
    %2395 = stablehlo.multiply %2394, %m.layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %2396 = stablehlo.constant dense<0.1> : tensor<3x3x32x32xf32>
    %2397 = stablehlo.multiply %2396, %1710 : tensor<3x3x32x32xf32>
    %2398 = stablehlo.add %2395, %2397 : tensor<3x3x32x32xf32>
    %2399 = stablehlo.constant dense<0.999> : tensor<3x3x32x32xf32>
    %2400 = stablehlo.multiply %2399, %v.layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %2401 = stablehlo.constant dense<0.001> : tensor<3x3x32x32xf32>
    %2402 = stablehlo.multiply %1710, %1710 : tensor<3x3x32x32xf32>
    %2403 = stablehlo.multiply %2401, %2402 : tensor<3x3x32x32xf32>
    %2404 = stablehlo.add %2400, %2403 : tensor<3x3x32x32xf32>
    %2405 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2406 = stablehlo.divide %2398, %2405 : tensor<3x3x32x32xf32>
    %2407 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2408 = stablehlo.divide %2404, %2407 : tensor<3x3x32x32xf32>
    %2409 = stablehlo.sqrt %2408 : tensor<3x3x32x32xf32>
    %2410 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x32xf32>
    %2411 = stablehlo.add %2409, %2410 : tensor<3x3x32x32xf32>
    %2412 = stablehlo.divide %2406, %2411 : tensor<3x3x32x32xf32>
    %2413 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2414 = stablehlo.multiply %2413, %m.layer2.1.bn2.g : tensor<32xf32>
    %2415 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2416 = stablehlo.multiply %2415, %1715 : tensor<32xf32>
    %2417 = stablehlo.add %2414, %2416 : tensor<32xf32>
    %2418 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2419 = stablehlo.multiply %2418, %v.layer2.1.bn2.g : tensor<32xf32>
    %2420 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2421 = stablehlo.multiply %1715, %1715 : tensor<32xf32>
    %2422 = stablehlo.multiply %2420, %2421 : tensor<32xf32>
    %2423 = stablehlo.add %2419, %2422 : tensor<32xf32>
    %2424 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2425 = stablehlo.divide %2417, %2424 : tensor<32xf32>
    %2426 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2427 = stablehlo.divide %2423, %2426 : tensor<32xf32>
    %2428 = stablehlo.sqrt %2427 : tensor<32xf32>
    %2429 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2430 = stablehlo.add %2428, %2429 : tensor<32xf32>
    %2431 = stablehlo.divide %2425, %2430 : tensor<32xf32>
    %2432 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2433 = stablehlo.multiply %2432, %m.layer2.1.bn2.b : tensor<32xf32>
    %2434 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2435 = stablehlo.multiply %2434, %1720 : tensor<32xf32>
    %2436 = stablehlo.add %2433, %2435 : tensor<32xf32>
    %2437 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2438 = stablehlo.multiply %2437, %v.layer2.1.bn2.b : tensor<32xf32>
    %2439 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2440 = stablehlo.multiply %1720, %1720 : tensor<32xf32>
    %2441 = stablehlo.multiply %2439, %2440 : tensor<32xf32>
    %2442 = stablehlo.add %2438, %2441 : tensor<32xf32>
    %2443 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2444 = stablehlo.divide %2436, %2443 : tensor<32xf32>
    %2445 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2446 = stablehlo.divide %2442, %2445 : tensor<32xf32>
    %2447 = stablehlo.sqrt %2446 : tensor<32xf32>
    %2448 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2449 = stablehlo.add %2447, %2448 : tensor<32xf32>
    %2450 = stablehlo.divide %2444, %2449 : tensor<32xf32>
    %2451 = stablehlo.constant dense<0.9> : tensor<3x3x32x64xf32>
    %2452 = stablehlo.multiply %2451, %m.layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %2453 = stablehlo.constant dense<0.1> : tensor<3x3x32x64xf32>
    %2454 = stablehlo.multiply %2453, %1725 : tensor<3x3x32x64xf32>
    %2455 = stablehlo.add %2452, %2454 : tensor<3x3x32x64xf32>
    %2456 = stablehlo.constant dense<0.999> : tensor<3x3x32x64xf32>
    %2457 = stablehlo.multiply %2456, %v.layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %2458 = stablehlo.constant dense<0.001> : tensor<3x3x32x64xf32>
    %2459 = stablehlo.multiply %1725, %1725 : tensor<3x3x32x64xf32>
    %2460 = stablehlo.multiply %2458, %2459 : tensor<3x3x32x64xf32>
    %2461 = stablehlo.add %2457, %2460 : tensor<3x3x32x64xf32>
    %2462 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %2463 = stablehlo.divide %2455, %2462 : tensor<3x3x32x64xf32>
    %2464 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %2465 = stablehlo.divide %2461, %2464 : tensor<3x3x32x64xf32>
    %2466 = stablehlo.sqrt %2465 : tensor<3x3x32x64xf32>
    %2467 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x64xf32>
    %2468 = stablehlo.add %2466, %2467 : tensor<3x3x32x64xf32>
    %2469 = stablehlo.divide %2463, %2468 : tensor<3x3x32x64xf32>
    %2470 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2471 = stablehlo.multiply %2470, %m.layer3.0.bn1.g : tensor<64xf32>
    %2472 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2473 = stablehlo.multiply %2472, %1730 : tensor<64xf32>
    %2474 = stablehlo.add %2471, %2473 : tensor<64xf32>
    %2475 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2476 = stablehlo.multiply %2475, %v.layer3.0.bn1.g : tensor<64xf32>
    %2477 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2478 = stablehlo.multiply %1730, %1730 : tensor<64xf32>
    %2479 = stablehlo.multiply %2477, %2478 : tensor<64xf32>
    %2480 = stablehlo.add %2476, %2479 : tensor<64xf32>
    %2481 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2482 = stablehlo.divide %2474, %2481 : tensor<64xf32>
    %2483 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2484 = stablehlo.divide %2480, %2483 : tensor<64xf32>
    %2485 = stablehlo.sqrt %2484 : tensor<64xf32>
    %2486 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2487 = stablehlo.add %2485, %2486 : tensor<64xf32>
    %2488 = stablehlo.divide %2482, %2487 : tensor<64xf32>
    %2489 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2490 = stablehlo.multiply %2489, %m.layer3.0.bn1.b : tensor<64xf32>
    %2491 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2492 = stablehlo.multiply %2491, %1735 : tensor<64xf32>
    %2493 = stablehlo.add %2490, %2492 : tensor<64xf32>
    %2494 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2495 = stablehlo.multiply %2494, %v.layer3.0.bn1.b : tensor<64xf32>
    %2496 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2497 = stablehlo.multiply %1735, %1735 : tensor<64xf32>
    %2498 = stablehlo.multiply %2496, %2497 : tensor<64xf32>
    %2499 = stablehlo.add %2495, %2498 : tensor<64xf32>
    %2500 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2501 = stablehlo.divide %2493, %2500 : tensor<64xf32>
    %2502 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2503 = stablehlo.divide %2499, %2502 : tensor<64xf32>
    %2504 = stablehlo.sqrt %2503 : tensor<64xf32>
    %2505 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2506 = stablehlo.add %2504, %2505 : tensor<64xf32>
    %2507 = stablehlo.divide %2501, %2506 : tensor<64xf32>
    %2508 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %2509 = stablehlo.multiply %2508, %m.layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %2510 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %2511 = stablehlo.multiply %2510, %1740 : tensor<3x3x64x64xf32>
    %2512 = stablehlo.add %2509, %2511 : tensor<3x3x64x64xf32>
    %2513 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %2514 = stablehlo.multiply %2513, %v.layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %2515 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %2516 = stablehlo.multiply %1740, %1740 : tensor<3x3x64x64xf32>
    %2517 = stablehlo.multiply %2515, %2516 : tensor<3x3x64x64xf32>
    %2518 = stablehlo.add %2514, %2517 : tensor<3x3x64x64xf32>
    %2519 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2520 = stablehlo.divide %2512, %2519 : tensor<3x3x64x64xf32>
    %2521 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2522 = stablehlo.divide %2518, %2521 : tensor<3x3x64x64xf32>
    %2523 = stablehlo.sqrt %2522 : tensor<3x3x64x64xf32>
    %2524 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %2525 = stablehlo.add %2523, %2524 : tensor<3x3x64x64xf32>
    %2526 = stablehlo.divide %2520, %2525 : tensor<3x3x64x64xf32>
    %2527 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2528 = stablehlo.multiply %2527, %m.layer3.0.bn2.g : tensor<64xf32>
    %2529 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2530 = stablehlo.multiply %2529, %1745 : tensor<64xf32>
    %2531 = stablehlo.add %2528, %2530 : tensor<64xf32>
    %2532 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2533 = stablehlo.multiply %2532, %v.layer3.0.bn2.g : tensor<64xf32>
    %2534 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2535 = stablehlo.multiply %1745, %1745 : tensor<64xf32>
    %2536 = stablehlo.multiply %2534, %2535 : tensor<64xf32>
    %2537 = stablehlo.add %2533, %2536 : tensor<64xf32>
    %2538 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2539 = stablehlo.divide %2531, %2538 : tensor<64xf32>
    %2540 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2541 = stablehlo.divide %2537, %2540 : tensor<64xf32>
    %2542 = stablehlo.sqrt %2541 : tensor<64xf32>
    %2543 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2544 = stablehlo.add %2542, %2543 : tensor<64xf32>
    %2545 = stablehlo.divide %2539, %2544 : tensor<64xf32>
    %2546 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2547 = stablehlo.multiply %2546, %m.layer3.0.bn2.b : tensor<64xf32>
    %2548 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2549 = stablehlo.multiply %2548, %1750 : tensor<64xf32>
    %2550 = stablehlo.add %2547, %2549 : tensor<64xf32>
    %2551 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2552 = stablehlo.multiply %2551, %v.layer3.0.bn2.b : tensor<64xf32>
    %2553 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2554 = stablehlo.multiply %1750, %1750 : tensor<64xf32>
    %2555 = stablehlo.multiply %2553, %2554 : tensor<64xf32>
    %2556 = stablehlo.add %2552, %2555 : tensor<64xf32>
    %2557 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2558 = stablehlo.divide %2550, %2557 : tensor<64xf32>
    %2559 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2560 = stablehlo.divide %2556, %2559 : tensor<64xf32>
    %2561 = stablehlo.sqrt %2560 : tensor<64xf32>
    %2562 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2563 = stablehlo.add %2561, %2562 : tensor<64xf32>
    %2564 = stablehlo.divide %2558, %2563 : tensor<64xf32>
    %2565 = stablehlo.constant dense<0.9> : tensor<1x1x32x64xf32>
    %2566 = stablehlo.multiply %2565, %m.layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %2567 = stablehlo.constant dense<0.1> : tensor<1x1x32x64xf32>
    %2568 = stablehlo.multiply %2567, %1755 : tensor<1x1x32x64xf32>
    %2569 = stablehlo.add %2566, %2568 : tensor<1x1x32x64xf32>
    %2570 = stablehlo.constant dense<0.999> : tensor<1x1x32x64xf32>
    %2571 = stablehlo.multiply %2570, %v.layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %2572 = stablehlo.constant dense<0.001> : tensor<1x1x32x64xf32>
    %2573 = stablehlo.multiply %1755, %1755 : tensor<1x1x32x64xf32>
    %2574 = stablehlo.multiply %2572, %2573 : tensor<1x1x32x64xf32>
    %2575 = stablehlo.add %2571, %2574 : tensor<1x1x32x64xf32>
    %2576 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %2577 = stablehlo.divide %2569, %2576 : tensor<1x1x32x64xf32>
    %2578 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %2579 = stablehlo.divide %2575, %2578 : tensor<1x1x32x64xf32>
    %2580 = stablehlo.sqrt %2579 : tensor<1x1x32x64xf32>
    %2581 = stablehlo.constant dense<1.0e-08> : tensor<1x1x32x64xf32>
    %2582 = stablehlo.add %2580, %2581 : tensor<1x1x32x64xf32>
    %2583 = stablehlo.divide %2577, %2582 : tensor<1x1x32x64xf32>
    %2584 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2585 = stablehlo.multiply %2584, %m.layer3.0.downsample.1.g : tensor<64xf32>
    %2586 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2587 = stablehlo.multiply %2586, %1760 : tensor<64xf32>
    %2588 = stablehlo.add %2585, %2587 : tensor<64xf32>
    %2589 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2590 = stablehlo.multiply %2589, %v.layer3.0.downsample.1.g : tensor<64xf32>
    %2591 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2592 = stablehlo.multiply %1760, %1760 : tensor<64xf32>
    %2593 = stablehlo.multiply %2591, %2592 : tensor<64xf32>
    %2594 = stablehlo.add %2590, %2593 : tensor<64xf32>
    %2595 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2596 = stablehlo.divide %2588, %2595 : tensor<64xf32>
    %2597 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2598 = stablehlo.divide %2594, %2597 : tensor<64xf32>
    %2599 = stablehlo.sqrt %2598 : tensor<64xf32>
    %2600 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2601 = stablehlo.add %2599, %2600 : tensor<64xf32>
    %2602 = stablehlo.divide %2596, %2601 : tensor<64xf32>
    %2603 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2604 = stablehlo.multiply %2603, %m.layer3.0.downsample.1.b : tensor<64xf32>
    %2605 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2606 = stablehlo.multiply %2605, %1765 : tensor<64xf32>
    %2607 = stablehlo.add %2604, %2606 : tensor<64xf32>
    %2608 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2609 = stablehlo.multiply %2608, %v.layer3.0.downsample.1.b : tensor<64xf32>
    %2610 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2611 = stablehlo.multiply %1765, %1765 : tensor<64xf32>
    %2612 = stablehlo.multiply %2610, %2611 : tensor<64xf32>
    %2613 = stablehlo.add %2609, %2612 : tensor<64xf32>
    %2614 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2615 = stablehlo.divide %2607, %2614 : tensor<64xf32>
    %2616 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2617 = stablehlo.divide %2613, %2616 : tensor<64xf32>
    %2618 = stablehlo.sqrt %2617 : tensor<64xf32>
    %2619 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2620 = stablehlo.add %2618, %2619 : tensor<64xf32>
    %2621 = stablehlo.divide %2615, %2620 : tensor<64xf32>
    %2622 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %2623 = stablehlo.multiply %2622, %m.layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %2624 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %2625 = stablehlo.multiply %2624, %1770 : tensor<3x3x64x64xf32>
    %2626 = stablehlo.add %2623, %2625 : tensor<3x3x64x64xf32>
    %2627 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %2628 = stablehlo.multiply %2627, %v.layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %2629 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %2630 = stablehlo.multiply %1770, %1770 : tensor<3x3x64x64xf32>
    %2631 = stablehlo.multiply %2629, %2630 : tensor<3x3x64x64xf32>
    %2632 = stablehlo.add %2628, %2631 : tensor<3x3x64x64xf32>
    %2633 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2634 = stablehlo.divide %2626, %2633 : tensor<3x3x64x64xf32>
    %2635 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2636 = stablehlo.divide %2632, %2635 : tensor<3x3x64x64xf32>
    %2637 = stablehlo.sqrt %2636 : tensor<3x3x64x64xf32>
    %2638 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %2639 = stablehlo.add %2637, %2638 : tensor<3x3x64x64xf32>
    %2640 = stablehlo.divide %2634, %2639 : tensor<3x3x64x64xf32>
    %2641 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2642 = stablehlo.multiply %2641, %m.layer3.1.bn1.g : tensor<64xf32>
    %2643 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2644 = stablehlo.multiply %2643, %1775 : tensor<64xf32>
    %2645 = stablehlo.add %2642, %2644 : tensor<64xf32>
    %2646 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2647 = stablehlo.multiply %2646, %v.layer3.1.bn1.g : tensor<64xf32>
    %2648 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2649 = stablehlo.multiply %1775, %1775 : tensor<64xf32>
    %2650 = stablehlo.multiply %2648, %2649 : tensor<64xf32>
    %2651 = stablehlo.add %2647, %2650 : tensor<64xf32>
    %2652 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2653 = stablehlo.divide %2645, %2652 : tensor<64xf32>
    %2654 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2655 = stablehlo.divide %2651, %2654 : tensor<64xf32>
    %2656 = stablehlo.sqrt %2655 : tensor<64xf32>
    %2657 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2658 = stablehlo.add %2656, %2657 : tensor<64xf32>
    %2659 = stablehlo.divide %2653, %2658 : tensor<64xf32>
    %2660 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2661 = stablehlo.multiply %2660, %m.layer3.1.bn1.b : tensor<64xf32>
    %2662 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2663 = stablehlo.multiply %2662, %1780 : tensor<64xf32>
    %2664 = stablehlo.add %2661, %2663 : tensor<64xf32>
    %2665 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2666 = stablehlo.multiply %2665, %v.layer3.1.bn1.b : tensor<64xf32>
    %2667 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2668 = stablehlo.multiply %1780, %1780 : tensor<64xf32>
    %2669 = stablehlo.multiply %2667, %2668 : tensor<64xf32>
    %2670 = stablehlo.add %2666, %2669 : tensor<64xf32>
    %2671 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2672 = stablehlo.divide %2664, %2671 : tensor<64xf32>
    %2673 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2674 = stablehlo.divide %2670, %2673 : tensor<64xf32>
    %2675 = stablehlo.sqrt %2674 : tensor<64xf32>
    %2676 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2677 = stablehlo.add %2675, %2676 : tensor<64xf32>
    %2678 = stablehlo.divide %2672, %2677 : tensor<64xf32>
    %2679 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %2680 = stablehlo.multiply %2679, %m.layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %2681 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %2682 = stablehlo.multiply %2681, %1785 : tensor<3x3x64x64xf32>
    %2683 = stablehlo.add %2680, %2682 : tensor<3x3x64x64xf32>
    %2684 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %2685 = stablehlo.multiply %2684, %v.layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %2686 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %2687 = stablehlo.multiply %1785, %1785 : tensor<3x3x64x64xf32>
    %2688 = stablehlo.multiply %2686, %2687 : tensor<3x3x64x64xf32>
    %2689 = stablehlo.add %2685, %2688 : tensor<3x3x64x64xf32>
    %2690 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2691 = stablehlo.divide %2683, %2690 : tensor<3x3x64x64xf32>
    %2692 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2693 = stablehlo.divide %2689, %2692 : tensor<3x3x64x64xf32>
    %2694 = stablehlo.sqrt %2693 : tensor<3x3x64x64xf32>
    %2695 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %2696 = stablehlo.add %2694, %2695 : tensor<3x3x64x64xf32>
    %2697 = stablehlo.divide %2691, %2696 : tensor<3x3x64x64xf32>
    %2698 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2699 = stablehlo.multiply %2698, %m.layer3.1.bn2.g : tensor<64xf32>
    %2700 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2701 = stablehlo.multiply %2700, %1790 : tensor<64xf32>
    %2702 = stablehlo.add %2699, %2701 : tensor<64xf32>
    %2703 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2704 = stablehlo.multiply %2703, %v.layer3.1.bn2.g : tensor<64xf32>
    %2705 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2706 = stablehlo.multiply %1790, %1790 : tensor<64xf32>
    %2707 = stablehlo.multiply %2705, %2706 : tensor<64xf32>
    %2708 = stablehlo.add %2704, %2707 : tensor<64xf32>
    %2709 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2710 = stablehlo.divide %2702, %2709 : tensor<64xf32>
    %2711 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2712 = stablehlo.divide %2708, %2711 : tensor<64xf32>
    %2713 = stablehlo.sqrt %2712 : tensor<64xf32>
    %2714 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2715 = stablehlo.add %2713, %2714 : tensor<64xf32>
    %2716 = stablehlo.divide %2710, %2715 : tensor<64xf32>
    %2717 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2718 = stablehlo.multiply %2717, %m.layer3.1.bn2.b : tensor<64xf32>
    %2719 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2720 = stablehlo.multiply %2719, %1795 : tensor<64xf32>
    %2721 = stablehlo.add %2718, %2720 : tensor<64xf32>
    %2722 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2723 = stablehlo.multiply %2722, %v.layer3.1.bn2.b : tensor<64xf32>
    %2724 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2725 = stablehlo.multiply %1795, %1795 : tensor<64xf32>
    %2726 = stablehlo.multiply %2724, %2725 : tensor<64xf32>
    %2727 = stablehlo.add %2723, %2726 : tensor<64xf32>
    %2728 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2729 = stablehlo.divide %2721, %2728 : tensor<64xf32>
    %2730 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2731 = stablehlo.divide %2727, %2730 : tensor<64xf32>
    %2732 = stablehlo.sqrt %2731 : tensor<64xf32>
    %2733 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2734 = stablehlo.add %2732, %2733 : tensor<64xf32>
    %2735 = stablehlo.divide %2729, %2734 : tensor<64xf32>
    %2736 = stablehlo.constant dense<0.9> : tensor<3x3x64x128xf32>
    %2737 = stablehlo.multiply %2736, %m.layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %2738 = stablehlo.constant dense<0.1> : tensor<3x3x64x128xf32>
    %2739 = stablehlo.multiply %2738, %1800 : tensor<3x3x64x128xf32>
    %2740 = stablehlo.add %2737, %2739 : tensor<3x3x64x128xf32>
    %2741 = stablehlo.constant dense<0.999> : tensor<3x3x64x128xf32>
    %2742 = stablehlo.multiply %2741, %v.layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %2743 = stablehlo.constant dense<0.001> : tensor<3x3x64x128xf32>
    %2744 = stablehlo.multiply %1800, %1800 : tensor<3x3x64x128xf32>
    %2745 = stablehlo.multiply %2743, %2744 : tensor<3x3x64x128xf32>
    %2746 = stablehlo.add %2742, %2745 : tensor<3x3x64x128xf32>
    %2747 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %2748 = stablehlo.divide %2740, %2747 : tensor<3x3x64x128xf32>
    %2749 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %2750 = stablehlo.divide %2746, %2749 : tensor<3x3x64x128xf32>
    %2751 = stablehlo.sqrt %2750 : tensor<3x3x64x128xf32>
    %2752 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x128xf32>
    %2753 = stablehlo.add %2751, %2752 : tensor<3x3x64x128xf32>
    %2754 = stablehlo.divide %2748, %2753 : tensor<3x3x64x128xf32>
    %2755 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2756 = stablehlo.multiply %2755, %m.layer4.0.bn1.g : tensor<128xf32>
    %2757 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2758 = stablehlo.multiply %2757, %1805 : tensor<128xf32>
    %2759 = stablehlo.add %2756, %2758 : tensor<128xf32>
    %2760 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2761 = stablehlo.multiply %2760, %v.layer4.0.bn1.g : tensor<128xf32>
    %2762 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2763 = stablehlo.multiply %1805, %1805 : tensor<128xf32>
    %2764 = stablehlo.multiply %2762, %2763 : tensor<128xf32>
    %2765 = stablehlo.add %2761, %2764 : tensor<128xf32>
    %2766 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2767 = stablehlo.divide %2759, %2766 : tensor<128xf32>
    %2768 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2769 = stablehlo.divide %2765, %2768 : tensor<128xf32>
    %2770 = stablehlo.sqrt %2769 : tensor<128xf32>
    %2771 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2772 = stablehlo.add %2770, %2771 : tensor<128xf32>
    %2773 = stablehlo.divide %2767, %2772 : tensor<128xf32>
    %2774 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2775 = stablehlo.multiply %2774, %m.layer4.0.bn1.b : tensor<128xf32>
    %2776 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2777 = stablehlo.multiply %2776, %1810 : tensor<128xf32>
    %2778 = stablehlo.add %2775, %2777 : tensor<128xf32>
    %2779 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2780 = stablehlo.multiply %2779, %v.layer4.0.bn1.b : tensor<128xf32>
    %2781 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2782 = stablehlo.multiply %1810, %1810 : tensor<128xf32>
    %2783 = stablehlo.multiply %2781, %2782 : tensor<128xf32>
    %2784 = stablehlo.add %2780, %2783 : tensor<128xf32>
    %2785 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2786 = stablehlo.divide %2778, %2785 : tensor<128xf32>
    %2787 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2788 = stablehlo.divide %2784, %2787 : tensor<128xf32>
    %2789 = stablehlo.sqrt %2788 : tensor<128xf32>
    %2790 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2791 = stablehlo.add %2789, %2790 : tensor<128xf32>
    %2792 = stablehlo.divide %2786, %2791 : tensor<128xf32>
    %2793 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %2794 = stablehlo.multiply %2793, %m.layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %2795 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %2796 = stablehlo.multiply %2795, %1815 : tensor<3x3x128x128xf32>
    %2797 = stablehlo.add %2794, %2796 : tensor<3x3x128x128xf32>
    %2798 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %2799 = stablehlo.multiply %2798, %v.layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %2800 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %2801 = stablehlo.multiply %1815, %1815 : tensor<3x3x128x128xf32>
    %2802 = stablehlo.multiply %2800, %2801 : tensor<3x3x128x128xf32>
    %2803 = stablehlo.add %2799, %2802 : tensor<3x3x128x128xf32>
    %2804 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2805 = stablehlo.divide %2797, %2804 : tensor<3x3x128x128xf32>
    %2806 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2807 = stablehlo.divide %2803, %2806 : tensor<3x3x128x128xf32>
    %2808 = stablehlo.sqrt %2807 : tensor<3x3x128x128xf32>
    %2809 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %2810 = stablehlo.add %2808, %2809 : tensor<3x3x128x128xf32>
    %2811 = stablehlo.divide %2805, %2810 : tensor<3x3x128x128xf32>
    %2812 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2813 = stablehlo.multiply %2812, %m.layer4.0.bn2.g : tensor<128xf32>
    %2814 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2815 = stablehlo.multiply %2814, %1820 : tensor<128xf32>
    %2816 = stablehlo.add %2813, %2815 : tensor<128xf32>
    %2817 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2818 = stablehlo.multiply %2817, %v.layer4.0.bn2.g : tensor<128xf32>
    %2819 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2820 = stablehlo.multiply %1820, %1820 : tensor<128xf32>
    %2821 = stablehlo.multiply %2819, %2820 : tensor<128xf32>
    %2822 = stablehlo.add %2818, %2821 : tensor<128xf32>
    %2823 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2824 = stablehlo.divide %2816, %2823 : tensor<128xf32>
    %2825 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2826 = stablehlo.divide %2822, %2825 : tensor<128xf32>
    %2827 = stablehlo.sqrt %2826 : tensor<128xf32>
    %2828 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2829 = stablehlo.add %2827, %2828 : tensor<128xf32>
    %2830 = stablehlo.divide %2824, %2829 : tensor<128xf32>
    %2831 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2832 = stablehlo.multiply %2831, %m.layer4.0.bn2.b : tensor<128xf32>
    %2833 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2834 = stablehlo.multiply %2833, %1825 : tensor<128xf32>
    %2835 = stablehlo.add %2832, %2834 : tensor<128xf32>
    %2836 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2837 = stablehlo.multiply %2836, %v.layer4.0.bn2.b : tensor<128xf32>
    %2838 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2839 = stablehlo.multiply %1825, %1825 : tensor<128xf32>
    %2840 = stablehlo.multiply %2838, %2839 : tensor<128xf32>
    %2841 = stablehlo.add %2837, %2840 : tensor<128xf32>
    %2842 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2843 = stablehlo.divide %2835, %2842 : tensor<128xf32>
    %2844 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2845 = stablehlo.divide %2841, %2844 : tensor<128xf32>
    %2846 = stablehlo.sqrt %2845 : tensor<128xf32>
    %2847 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2848 = stablehlo.add %2846, %2847 : tensor<128xf32>
    %2849 = stablehlo.divide %2843, %2848 : tensor<128xf32>
    %2850 = stablehlo.constant dense<0.9> : tensor<1x1x64x128xf32>
    %2851 = stablehlo.multiply %2850, %m.layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %2852 = stablehlo.constant dense<0.1> : tensor<1x1x64x128xf32>
    %2853 = stablehlo.multiply %2852, %1830 : tensor<1x1x64x128xf32>
    %2854 = stablehlo.add %2851, %2853 : tensor<1x1x64x128xf32>
    %2855 = stablehlo.constant dense<0.999> : tensor<1x1x64x128xf32>
    %2856 = stablehlo.multiply %2855, %v.layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %2857 = stablehlo.constant dense<0.001> : tensor<1x1x64x128xf32>
    %2858 = stablehlo.multiply %1830, %1830 : tensor<1x1x64x128xf32>
    %2859 = stablehlo.multiply %2857, %2858 : tensor<1x1x64x128xf32>
    %2860 = stablehlo.add %2856, %2859 : tensor<1x1x64x128xf32>
    %2861 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %2862 = stablehlo.divide %2854, %2861 : tensor<1x1x64x128xf32>
    %2863 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %2864 = stablehlo.divide %2860, %2863 : tensor<1x1x64x128xf32>
    %2865 = stablehlo.sqrt %2864 : tensor<1x1x64x128xf32>
    %2866 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x128xf32>
    %2867 = stablehlo.add %2865, %2866 : tensor<1x1x64x128xf32>
    %2868 = stablehlo.divide %2862, %2867 : tensor<1x1x64x128xf32>
    %2869 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2870 = stablehlo.multiply %2869, %m.layer4.0.downsample.1.g : tensor<128xf32>
    %2871 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2872 = stablehlo.multiply %2871, %1835 : tensor<128xf32>
    %2873 = stablehlo.add %2870, %2872 : tensor<128xf32>
    %2874 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2875 = stablehlo.multiply %2874, %v.layer4.0.downsample.1.g : tensor<128xf32>
    %2876 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2877 = stablehlo.multiply %1835, %1835 : tensor<128xf32>
    %2878 = stablehlo.multiply %2876, %2877 : tensor<128xf32>
    %2879 = stablehlo.add %2875, %2878 : tensor<128xf32>
    %2880 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2881 = stablehlo.divide %2873, %2880 : tensor<128xf32>
    %2882 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2883 = stablehlo.divide %2879, %2882 : tensor<128xf32>
    %2884 = stablehlo.sqrt %2883 : tensor<128xf32>
    %2885 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2886 = stablehlo.add %2884, %2885 : tensor<128xf32>
    %2887 = stablehlo.divide %2881, %2886 : tensor<128xf32>
    %2888 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2889 = stablehlo.multiply %2888, %m.layer4.0.downsample.1.b : tensor<128xf32>
    %2890 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2891 = stablehlo.multiply %2890, %1840 : tensor<128xf32>
    %2892 = stablehlo.add %2889, %2891 : tensor<128xf32>
    %2893 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2894 = stablehlo.multiply %2893, %v.layer4.0.downsample.1.b : tensor<128xf32>
    %2895 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2896 = stablehlo.multiply %1840, %1840 : tensor<128xf32>
    %2897 = stablehlo.multiply %2895, %2896 : tensor<128xf32>
    %2898 = stablehlo.add %2894, %2897 : tensor<128xf32>
    %2899 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2900 = stablehlo.divide %2892, %2899 : tensor<128xf32>
    %2901 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2902 = stablehlo.divide %2898, %2901 : tensor<128xf32>
    %2903 = stablehlo.sqrt %2902 : tensor<128xf32>
    %2904 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2905 = stablehlo.add %2903, %2904 : tensor<128xf32>
    %2906 = stablehlo.divide %2900, %2905 : tensor<128xf32>
    %2907 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %2908 = stablehlo.multiply %2907, %m.layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %2909 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %2910 = stablehlo.multiply %2909, %1845 : tensor<3x3x128x128xf32>
    %2911 = stablehlo.add %2908, %2910 : tensor<3x3x128x128xf32>
    %2912 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %2913 = stablehlo.multiply %2912, %v.layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %2914 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %2915 = stablehlo.multiply %1845, %1845 : tensor<3x3x128x128xf32>
    %2916 = stablehlo.multiply %2914, %2915 : tensor<3x3x128x128xf32>
    %2917 = stablehlo.add %2913, %2916 : tensor<3x3x128x128xf32>
    %2918 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2919 = stablehlo.divide %2911, %2918 : tensor<3x3x128x128xf32>
    %2920 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2921 = stablehlo.divide %2917, %2920 : tensor<3x3x128x128xf32>
    %2922 = stablehlo.sqrt %2921 : tensor<3x3x128x128xf32>
    %2923 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %2924 = stablehlo.add %2922, %2923 : tensor<3x3x128x128xf32>
    %2925 = stablehlo.divide %2919, %2924 : tensor<3x3x128x128xf32>
    %2926 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2927 = stablehlo.multiply %2926, %m.layer4.1.bn1.g : tensor<128xf32>
    %2928 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2929 = stablehlo.multiply %2928, %1850 : tensor<128xf32>
    %2930 = stablehlo.add %2927, %2929 : tensor<128xf32>
    %2931 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2932 = stablehlo.multiply %2931, %v.layer4.1.bn1.g : tensor<128xf32>
    %2933 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2934 = stablehlo.multiply %1850, %1850 : tensor<128xf32>
    %2935 = stablehlo.multiply %2933, %2934 : tensor<128xf32>
    %2936 = stablehlo.add %2932, %2935 : tensor<128xf32>
    %2937 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2938 = stablehlo.divide %2930, %2937 : tensor<128xf32>
    %2939 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2940 = stablehlo.divide %2936, %2939 : tensor<128xf32>
    %2941 = stablehlo.sqrt %2940 : tensor<128xf32>
    %2942 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2943 = stablehlo.add %2941, %2942 : tensor<128xf32>
    %2944 = stablehlo.divide %2938, %2943 : tensor<128xf32>
    %2945 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2946 = stablehlo.multiply %2945, %m.layer4.1.bn1.b : tensor<128xf32>
    %2947 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2948 = stablehlo.multiply %2947, %1855 : tensor<128xf32>
    %2949 = stablehlo.add %2946, %2948 : tensor<128xf32>
    %2950 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2951 = stablehlo.multiply %2950, %v.layer4.1.bn1.b : tensor<128xf32>
    %2952 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2953 = stablehlo.multiply %1855, %1855 : tensor<128xf32>
    %2954 = stablehlo.multiply %2952, %2953 : tensor<128xf32>
    %2955 = stablehlo.add %2951, %2954 : tensor<128xf32>
    %2956 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2957 = stablehlo.divide %2949, %2956 : tensor<128xf32>
    %2958 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2959 = stablehlo.divide %2955, %2958 : tensor<128xf32>
    %2960 = stablehlo.sqrt %2959 : tensor<128xf32>
    %2961 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2962 = stablehlo.add %2960, %2961 : tensor<128xf32>
    %2963 = stablehlo.divide %2957, %2962 : tensor<128xf32>
    %2964 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %2965 = stablehlo.multiply %2964, %m.layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %2966 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %2967 = stablehlo.multiply %2966, %1860 : tensor<3x3x128x128xf32>
    %2968 = stablehlo.add %2965, %2967 : tensor<3x3x128x128xf32>
    %2969 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %2970 = stablehlo.multiply %2969, %v.layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %2971 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %2972 = stablehlo.multiply %1860, %1860 : tensor<3x3x128x128xf32>
    %2973 = stablehlo.multiply %2971, %2972 : tensor<3x3x128x128xf32>
    %2974 = stablehlo.add %2970, %2973 : tensor<3x3x128x128xf32>
    %2975 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2976 = stablehlo.divide %2968, %2975 : tensor<3x3x128x128xf32>
    %2977 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2978 = stablehlo.divide %2974, %2977 : tensor<3x3x128x128xf32>
    %2979 = stablehlo.sqrt %2978 : tensor<3x3x128x128xf32>
    %2980 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %2981 = stablehlo.add %2979, %2980 : tensor<3x3x128x128xf32>
    %2982 = stablehlo.divide %2976, %2981 : tensor<3x3x128x128xf32>
    %2983 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2984 = stablehlo.multiply %2983, %m.layer4.1.bn2.g : tensor<128xf32>
    %2985 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2986 = stablehlo.multiply %2985, %1865 : tensor<128xf32>
    %2987 = stablehlo.add %2984, %2986 : tensor<128xf32>
    %2988 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2989 = stablehlo.multiply %2988, %v.layer4.1.bn2.g : tensor<128xf32>
    %2990 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2991 = stablehlo.multiply %1865, %1865 : tensor<128xf32>
    %2992 = stablehlo.multiply %2990, %2991 : tensor<128xf32>
    %2993 = stablehlo.add %2989, %2992 : tensor<128xf32>
    %2994 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2995 = stablehlo.divide %2987, %2994 : tensor<128xf32>
    %2996 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2997 = stablehlo.divide %2993, %2996 : tensor<128xf32>
    %2998 = stablehlo.sqrt %2997 : tensor<128xf32>
    %2999 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3000 = stablehlo.add %2998, %2999 : tensor<128xf32>
    %3001 = stablehlo.divide %2995, %3000 : tensor<128xf32>
    %3002 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3003 = stablehlo.multiply %3002, %m.layer4.1.bn2.b : tensor<128xf32>
    %3004 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3005 = stablehlo.multiply %3004, %1870 : tensor<128xf32>
    %3006 = stablehlo.add %3003, %3005 : tensor<128xf32>
    %3007 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3008 = stablehlo.multiply %3007, %v.layer4.1.bn2.b : tensor<128xf32>
    %3009 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3010 = stablehlo.multiply %1870, %1870 : tensor<128xf32>
    %3011 = stablehlo.multiply %3009, %3010 : tensor<128xf32>
    %3012 = stablehlo.add %3008, %3011 : tensor<128xf32>
    %3013 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3014 = stablehlo.divide %3006, %3013 : tensor<128xf32>
    %3015 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3016 = stablehlo.divide %3012, %3015 : tensor<128xf32>
    %3017 = stablehlo.sqrt %3016 : tensor<128xf32>
    %3018 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3019 = stablehlo.add %3017, %3018 : tensor<128xf32>
    %3020 = stablehlo.divide %3014, %3019 : tensor<128xf32>
    %3021 = stablehlo.constant dense<0.9> : tensor<128x10xf32>
    %3022 = stablehlo.multiply %3021, %m.fc.w : tensor<128x10xf32>
    %3023 = stablehlo.constant dense<0.1> : tensor<128x10xf32>
    %3024 = stablehlo.multiply %3023, %1875 : tensor<128x10xf32>
    %3025 = stablehlo.add %3022, %3024 : tensor<128x10xf32>
    %3026 = stablehlo.constant dense<0.999> : tensor<128x10xf32>
    %3027 = stablehlo.multiply %3026, %v.fc.w : tensor<128x10xf32>
    %3028 = stablehlo.constant dense<0.001> : tensor<128x10xf32>
    %3029 = stablehlo.multiply %1875, %1875 : tensor<128x10xf32>
    %3030 = stablehlo.multiply %3028, %3029 : tensor<128x10xf32>
    %3031 = stablehlo.add %3027, %3030 : tensor<128x10xf32>
    %3032 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3033 = stablehlo.divide %3025, %3032 : tensor<128x10xf32>
    %3034 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3035 = stablehlo.divide %3031, %3034 : tensor<128x10xf32>
    %3036 = stablehlo.sqrt %3035 : tensor<128x10xf32>
    %3037 = stablehlo.constant dense<1.0e-08> : tensor<128x10xf32>
    %3038 = stablehlo.add %3036, %3037 : tensor<128x10xf32>
    %3039 = stablehlo.divide %3033, %3038 : tensor<128x10xf32>
    %3040 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %3041 = stablehlo.multiply %3040, %m.fc.b : tensor<10xf32>
    %3042 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %3043 = stablehlo.multiply %3042, %1880 : tensor<10xf32>
    %3044 = stablehlo.add %3041, %3043 : tensor<10xf32>
    %3045 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %3046 = stablehlo.multiply %3045, %v.fc.b : tensor<10xf32>
    %3047 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %3048 = stablehlo.multiply %1880, %1880 : tensor<10xf32>
    %3049 = stablehlo.multiply %3047, %3048 : tensor<10xf32>
    %3050 = stablehlo.add %3046, %3049 : tensor<10xf32>
    %3051 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3052 = stablehlo.divide %3044, %3051 : tensor<10xf32>
    %3053 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3054 = stablehlo.divide %3050, %3053 : tensor<10xf32>
    %3055 = stablehlo.sqrt %3054 : tensor<10xf32>
    %3056 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %3057 = stablehlo.add %3055, %3056 : tensor<10xf32>
    %3058 = stablehlo.divide %3052, %3057 : tensor<10xf32>
    %3059 = stablehlo.constant dense<0.05> : tensor<7x7x3x16xf32>
    %3060 = stablehlo.multiply %3059, %conv1.w : tensor<7x7x3x16xf32>
    %3061 = stablehlo.add %1899, %3060 : tensor<7x7x3x16xf32>
    %3062 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3063 = stablehlo.multiply %3062, %layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %3064 = stablehlo.add %1956, %3063 : tensor<3x3x16x16xf32>
    %3065 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3066 = stablehlo.multiply %3065, %layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %3067 = stablehlo.add %2013, %3066 : tensor<3x3x16x16xf32>
    %3068 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3069 = stablehlo.multiply %3068, %layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %3070 = stablehlo.add %2070, %3069 : tensor<3x3x16x16xf32>
    %3071 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3072 = stablehlo.multiply %3071, %layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %3073 = stablehlo.add %2127, %3072 : tensor<3x3x16x16xf32>
    %3074 = stablehlo.constant dense<0.05> : tensor<3x3x16x32xf32>
    %3075 = stablehlo.multiply %3074, %layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %3076 = stablehlo.add %2184, %3075 : tensor<3x3x16x32xf32>
    %3077 = stablehlo.constant dense<0.05> : tensor<3x3x32x32xf32>
    %3078 = stablehlo.multiply %3077, %layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %3079 = stablehlo.add %2241, %3078 : tensor<3x3x32x32xf32>
    %3080 = stablehlo.constant dense<0.05> : tensor<1x1x16x32xf32>
    %3081 = stablehlo.multiply %3080, %layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %3082 = stablehlo.add %2298, %3081 : tensor<1x1x16x32xf32>
    %3083 = stablehlo.constant dense<0.05> : tensor<3x3x32x32xf32>
    %3084 = stablehlo.multiply %3083, %layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %3085 = stablehlo.add %2355, %3084 : tensor<3x3x32x32xf32>
    %3086 = stablehlo.constant dense<0.05> : tensor<3x3x32x32xf32>
    %3087 = stablehlo.multiply %3086, %layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %3088 = stablehlo.add %2412, %3087 : tensor<3x3x32x32xf32>
    %3089 = stablehlo.constant dense<0.05> : tensor<3x3x32x64xf32>
    %3090 = stablehlo.multiply %3089, %layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %3091 = stablehlo.add %2469, %3090 : tensor<3x3x32x64xf32>
    %3092 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %3093 = stablehlo.multiply %3092, %layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %3094 = stablehlo.add %2526, %3093 : tensor<3x3x64x64xf32>
    %3095 = stablehlo.constant dense<0.05> : tensor<1x1x32x64xf32>
    %3096 = stablehlo.multiply %3095, %layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %3097 = stablehlo.add %2583, %3096 : tensor<1x1x32x64xf32>
    %3098 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %3099 = stablehlo.multiply %3098, %layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %3100 = stablehlo.add %2640, %3099 : tensor<3x3x64x64xf32>
    %3101 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %3102 = stablehlo.multiply %3101, %layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %3103 = stablehlo.add %2697, %3102 : tensor<3x3x64x64xf32>
    %3104 = stablehlo.constant dense<0.05> : tensor<3x3x64x128xf32>
    %3105 = stablehlo.multiply %3104, %layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %3106 = stablehlo.add %2754, %3105 : tensor<3x3x64x128xf32>
    %3107 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %3108 = stablehlo.multiply %3107, %layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %3109 = stablehlo.add %2811, %3108 : tensor<3x3x128x128xf32>
    %3110 = stablehlo.constant dense<0.05> : tensor<1x1x64x128xf32>
    %3111 = stablehlo.multiply %3110, %layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %3112 = stablehlo.add %2868, %3111 : tensor<1x1x64x128xf32>
    %3113 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %3114 = stablehlo.multiply %3113, %layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %3115 = stablehlo.add %2925, %3114 : tensor<3x3x128x128xf32>
    %3116 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %3117 = stablehlo.multiply %3116, %layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %3118 = stablehlo.add %2982, %3117 : tensor<3x3x128x128xf32>
    %3119 = stablehlo.constant dense<0.05> : tensor<128x10xf32>
    %3120 = stablehlo.multiply %3119, %fc.w : tensor<128x10xf32>
    %3121 = stablehlo.add %3039, %3120 : tensor<128x10xf32>
    %3122 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %3123 = stablehlo.multiply %3122, %3061 : tensor<7x7x3x16xf32>
    %3124 = stablehlo.subtract %conv1.w, %3123 : tensor<7x7x3x16xf32>
    %3125 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3126 = stablehlo.multiply %3125, %1918 : tensor<16xf32>
    %3127 = stablehlo.subtract %bn1.g, %3126 : tensor<16xf32>
    %3128 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3129 = stablehlo.multiply %3128, %1937 : tensor<16xf32>
    %3130 = stablehlo.subtract %bn1.b, %3129 : tensor<16xf32>
    %3131 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3132 = stablehlo.multiply %3131, %3064 : tensor<3x3x16x16xf32>
    %3133 = stablehlo.subtract %layer1.0.conv1.w, %3132 : tensor<3x3x16x16xf32>
    %3134 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3135 = stablehlo.multiply %3134, %1975 : tensor<16xf32>
    %3136 = stablehlo.subtract %layer1.0.bn1.g, %3135 : tensor<16xf32>
    %3137 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3138 = stablehlo.multiply %3137, %1994 : tensor<16xf32>
    %3139 = stablehlo.subtract %layer1.0.bn1.b, %3138 : tensor<16xf32>
    %3140 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3141 = stablehlo.multiply %3140, %3067 : tensor<3x3x16x16xf32>
    %3142 = stablehlo.subtract %layer1.0.conv2.w, %3141 : tensor<3x3x16x16xf32>
    %3143 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3144 = stablehlo.multiply %3143, %2032 : tensor<16xf32>
    %3145 = stablehlo.subtract %layer1.0.bn2.g, %3144 : tensor<16xf32>
    %3146 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3147 = stablehlo.multiply %3146, %2051 : tensor<16xf32>
    %3148 = stablehlo.subtract %layer1.0.bn2.b, %3147 : tensor<16xf32>
    %3149 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3150 = stablehlo.multiply %3149, %3070 : tensor<3x3x16x16xf32>
    %3151 = stablehlo.subtract %layer1.1.conv1.w, %3150 : tensor<3x3x16x16xf32>
    %3152 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3153 = stablehlo.multiply %3152, %2089 : tensor<16xf32>
    %3154 = stablehlo.subtract %layer1.1.bn1.g, %3153 : tensor<16xf32>
    %3155 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3156 = stablehlo.multiply %3155, %2108 : tensor<16xf32>
    %3157 = stablehlo.subtract %layer1.1.bn1.b, %3156 : tensor<16xf32>
    %3158 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3159 = stablehlo.multiply %3158, %3073 : tensor<3x3x16x16xf32>
    %3160 = stablehlo.subtract %layer1.1.conv2.w, %3159 : tensor<3x3x16x16xf32>
    %3161 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3162 = stablehlo.multiply %3161, %2146 : tensor<16xf32>
    %3163 = stablehlo.subtract %layer1.1.bn2.g, %3162 : tensor<16xf32>
    %3164 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3165 = stablehlo.multiply %3164, %2165 : tensor<16xf32>
    %3166 = stablehlo.subtract %layer1.1.bn2.b, %3165 : tensor<16xf32>
    %3167 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %3168 = stablehlo.multiply %3167, %3076 : tensor<3x3x16x32xf32>
    %3169 = stablehlo.subtract %layer2.0.conv1.w, %3168 : tensor<3x3x16x32xf32>
    %3170 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3171 = stablehlo.multiply %3170, %2203 : tensor<32xf32>
    %3172 = stablehlo.subtract %layer2.0.bn1.g, %3171 : tensor<32xf32>
    %3173 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3174 = stablehlo.multiply %3173, %2222 : tensor<32xf32>
    %3175 = stablehlo.subtract %layer2.0.bn1.b, %3174 : tensor<32xf32>
    %3176 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3177 = stablehlo.multiply %3176, %3079 : tensor<3x3x32x32xf32>
    %3178 = stablehlo.subtract %layer2.0.conv2.w, %3177 : tensor<3x3x32x32xf32>
    %3179 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3180 = stablehlo.multiply %3179, %2260 : tensor<32xf32>
    %3181 = stablehlo.subtract %layer2.0.bn2.g, %3180 : tensor<32xf32>
    %3182 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3183 = stablehlo.multiply %3182, %2279 : tensor<32xf32>
    %3184 = stablehlo.subtract %layer2.0.bn2.b, %3183 : tensor<32xf32>
    %3185 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %3186 = stablehlo.multiply %3185, %3082 : tensor<1x1x16x32xf32>
    %3187 = stablehlo.subtract %layer2.0.downsample.0.w, %3186 : tensor<1x1x16x32xf32>
    %3188 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3189 = stablehlo.multiply %3188, %2317 : tensor<32xf32>
    %3190 = stablehlo.subtract %layer2.0.downsample.1.g, %3189 : tensor<32xf32>
    %3191 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3192 = stablehlo.multiply %3191, %2336 : tensor<32xf32>
    %3193 = stablehlo.subtract %layer2.0.downsample.1.b, %3192 : tensor<32xf32>
    %3194 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3195 = stablehlo.multiply %3194, %3085 : tensor<3x3x32x32xf32>
    %3196 = stablehlo.subtract %layer2.1.conv1.w, %3195 : tensor<3x3x32x32xf32>
    %3197 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3198 = stablehlo.multiply %3197, %2374 : tensor<32xf32>
    %3199 = stablehlo.subtract %layer2.1.bn1.g, %3198 : tensor<32xf32>
    %3200 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3201 = stablehlo.multiply %3200, %2393 : tensor<32xf32>
    %3202 = stablehlo.subtract %layer2.1.bn1.b, %3201 : tensor<32xf32>
    %3203 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3204 = stablehlo.multiply %3203, %3088 : tensor<3x3x32x32xf32>
    %3205 = stablehlo.subtract %layer2.1.conv2.w, %3204 : tensor<3x3x32x32xf32>
    %3206 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3207 = stablehlo.multiply %3206, %2431 : tensor<32xf32>
    %3208 = stablehlo.subtract %layer2.1.bn2.g, %3207 : tensor<32xf32>
    %3209 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3210 = stablehlo.multiply %3209, %2450 : tensor<32xf32>
    %3211 = stablehlo.subtract %layer2.1.bn2.b, %3210 : tensor<32xf32>
    %3212 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %3213 = stablehlo.multiply %3212, %3091 : tensor<3x3x32x64xf32>
    %3214 = stablehlo.subtract %layer3.0.conv1.w, %3213 : tensor<3x3x32x64xf32>
    %3215 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3216 = stablehlo.multiply %3215, %2488 : tensor<64xf32>
    %3217 = stablehlo.subtract %layer3.0.bn1.g, %3216 : tensor<64xf32>
    %3218 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3219 = stablehlo.multiply %3218, %2507 : tensor<64xf32>
    %3220 = stablehlo.subtract %layer3.0.bn1.b, %3219 : tensor<64xf32>
    %3221 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3222 = stablehlo.multiply %3221, %3094 : tensor<3x3x64x64xf32>
    %3223 = stablehlo.subtract %layer3.0.conv2.w, %3222 : tensor<3x3x64x64xf32>
    %3224 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3225 = stablehlo.multiply %3224, %2545 : tensor<64xf32>
    %3226 = stablehlo.subtract %layer3.0.bn2.g, %3225 : tensor<64xf32>
    %3227 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3228 = stablehlo.multiply %3227, %2564 : tensor<64xf32>
    %3229 = stablehlo.subtract %layer3.0.bn2.b, %3228 : tensor<64xf32>
    %3230 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %3231 = stablehlo.multiply %3230, %3097 : tensor<1x1x32x64xf32>
    %3232 = stablehlo.subtract %layer3.0.downsample.0.w, %3231 : tensor<1x1x32x64xf32>
    %3233 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3234 = stablehlo.multiply %3233, %2602 : tensor<64xf32>
    %3235 = stablehlo.subtract %layer3.0.downsample.1.g, %3234 : tensor<64xf32>
    %3236 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3237 = stablehlo.multiply %3236, %2621 : tensor<64xf32>
    %3238 = stablehlo.subtract %layer3.0.downsample.1.b, %3237 : tensor<64xf32>
    %3239 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3240 = stablehlo.multiply %3239, %3100 : tensor<3x3x64x64xf32>
    %3241 = stablehlo.subtract %layer3.1.conv1.w, %3240 : tensor<3x3x64x64xf32>
    %3242 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3243 = stablehlo.multiply %3242, %2659 : tensor<64xf32>
    %3244 = stablehlo.subtract %layer3.1.bn1.g, %3243 : tensor<64xf32>
    %3245 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3246 = stablehlo.multiply %3245, %2678 : tensor<64xf32>
    %3247 = stablehlo.subtract %layer3.1.bn1.b, %3246 : tensor<64xf32>
    %3248 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3249 = stablehlo.multiply %3248, %3103 : tensor<3x3x64x64xf32>
    %3250 = stablehlo.subtract %layer3.1.conv2.w, %3249 : tensor<3x3x64x64xf32>
    %3251 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3252 = stablehlo.multiply %3251, %2716 : tensor<64xf32>
    %3253 = stablehlo.subtract %layer3.1.bn2.g, %3252 : tensor<64xf32>
    %3254 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3255 = stablehlo.multiply %3254, %2735 : tensor<64xf32>
    %3256 = stablehlo.subtract %layer3.1.bn2.b, %3255 : tensor<64xf32>
    %3257 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3258 = stablehlo.multiply %3257, %3106 : tensor<3x3x64x128xf32>
    %3259 = stablehlo.subtract %layer4.0.conv1.w, %3258 : tensor<3x3x64x128xf32>
    %3260 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3261 = stablehlo.multiply %3260, %2773 : tensor<128xf32>
    %3262 = stablehlo.subtract %layer4.0.bn1.g, %3261 : tensor<128xf32>
    %3263 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3264 = stablehlo.multiply %3263, %2792 : tensor<128xf32>
    %3265 = stablehlo.subtract %layer4.0.bn1.b, %3264 : tensor<128xf32>
    %3266 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3267 = stablehlo.multiply %3266, %3109 : tensor<3x3x128x128xf32>
    %3268 = stablehlo.subtract %layer4.0.conv2.w, %3267 : tensor<3x3x128x128xf32>
    %3269 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3270 = stablehlo.multiply %3269, %2830 : tensor<128xf32>
    %3271 = stablehlo.subtract %layer4.0.bn2.g, %3270 : tensor<128xf32>
    %3272 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3273 = stablehlo.multiply %3272, %2849 : tensor<128xf32>
    %3274 = stablehlo.subtract %layer4.0.bn2.b, %3273 : tensor<128xf32>
    %3275 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3276 = stablehlo.multiply %3275, %3112 : tensor<1x1x64x128xf32>
    %3277 = stablehlo.subtract %layer4.0.downsample.0.w, %3276 : tensor<1x1x64x128xf32>
    %3278 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3279 = stablehlo.multiply %3278, %2887 : tensor<128xf32>
    %3280 = stablehlo.subtract %layer4.0.downsample.1.g, %3279 : tensor<128xf32>
    %3281 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3282 = stablehlo.multiply %3281, %2906 : tensor<128xf32>
    %3283 = stablehlo.subtract %layer4.0.downsample.1.b, %3282 : tensor<128xf32>
    %3284 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3285 = stablehlo.multiply %3284, %3115 : tensor<3x3x128x128xf32>
    %3286 = stablehlo.subtract %layer4.1.conv1.w, %3285 : tensor<3x3x128x128xf32>
    %3287 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3288 = stablehlo.multiply %3287, %2944 : tensor<128xf32>
    %3289 = stablehlo.subtract %layer4.1.bn1.g, %3288 : tensor<128xf32>
    %3290 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3291 = stablehlo.multiply %3290, %2963 : tensor<128xf32>
    %3292 = stablehlo.subtract %layer4.1.bn1.b, %3291 : tensor<128xf32>
    %3293 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3294 = stablehlo.multiply %3293, %3118 : tensor<3x3x128x128xf32>
    %3295 = stablehlo.subtract %layer4.1.conv2.w, %3294 : tensor<3x3x128x128xf32>
    %3296 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3297 = stablehlo.multiply %3296, %3001 : tensor<128xf32>
    %3298 = stablehlo.subtract %layer4.1.bn2.g, %3297 : tensor<128xf32>
    %3299 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3300 = stablehlo.multiply %3299, %3020 : tensor<128xf32>
    %3301 = stablehlo.subtract %layer4.1.bn2.b, %3300 : tensor<128xf32>
    %3302 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3303 = stablehlo.multiply %3302, %3121 : tensor<128x10xf32>
    %3304 = stablehlo.subtract %fc.w, %3303 : tensor<128x10xf32>
    %3305 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3306 = stablehlo.multiply %3305, %3058 : tensor<10xf32>
    %3307 = stablehlo.subtract %fc.b, %3306 : tensor<10xf32>
    %3308 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %3309 = stablehlo.constant dense<1.0> : tensor<7x7x3x16xf32>
    %3310 = stablehlo.subtract %3309, %3308 : tensor<7x7x3x16xf32>
    %3311 = stablehlo.multiply %3308, %ema.conv1.w : tensor<7x7x3x16xf32>
    %3312 = stablehlo.multiply %3310, %3124 : tensor<7x7x3x16xf32>
    %3313 = stablehlo.add %3311, %3312 : tensor<7x7x3x16xf32>
    %3314 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3315 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3316 = stablehlo.subtract %3315, %3314 : tensor<16xf32>
    %3317 = stablehlo.multiply %3314, %ema.bn1.g : tensor<16xf32>
    %3318 = stablehlo.multiply %3316, %3127 : tensor<16xf32>
    %3319 = stablehlo.add %3317, %3318 : tensor<16xf32>
    %3320 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3321 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3322 = stablehlo.subtract %3321, %3320 : tensor<16xf32>
    %3323 = stablehlo.multiply %3320, %ema.bn1.b : tensor<16xf32>
    %3324 = stablehlo.multiply %3322, %3130 : tensor<16xf32>
    %3325 = stablehlo.add %3323, %3324 : tensor<16xf32>
    %3326 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3327 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3328 = stablehlo.subtract %3327, %3326 : tensor<3x3x16x16xf32>
    %3329 = stablehlo.multiply %3326, %ema.layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %3330 = stablehlo.multiply %3328, %3133 : tensor<3x3x16x16xf32>
    %3331 = stablehlo.add %3329, %3330 : tensor<3x3x16x16xf32>
    %3332 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3333 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3334 = stablehlo.subtract %3333, %3332 : tensor<16xf32>
    %3335 = stablehlo.multiply %3332, %ema.layer1.0.bn1.g : tensor<16xf32>
    %3336 = stablehlo.multiply %3334, %3136 : tensor<16xf32>
    %3337 = stablehlo.add %3335, %3336 : tensor<16xf32>
    %3338 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3339 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3340 = stablehlo.subtract %3339, %3338 : tensor<16xf32>
    %3341 = stablehlo.multiply %3338, %ema.layer1.0.bn1.b : tensor<16xf32>
    %3342 = stablehlo.multiply %3340, %3139 : tensor<16xf32>
    %3343 = stablehlo.add %3341, %3342 : tensor<16xf32>
    %3344 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3345 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3346 = stablehlo.subtract %3345, %3344 : tensor<3x3x16x16xf32>
    %3347 = stablehlo.multiply %3344, %ema.layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %3348 = stablehlo.multiply %3346, %3142 : tensor<3x3x16x16xf32>
    %3349 = stablehlo.add %3347, %3348 : tensor<3x3x16x16xf32>
    %3350 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3351 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3352 = stablehlo.subtract %3351, %3350 : tensor<16xf32>
    %3353 = stablehlo.multiply %3350, %ema.layer1.0.bn2.g : tensor<16xf32>
    %3354 = stablehlo.multiply %3352, %3145 : tensor<16xf32>
    %3355 = stablehlo.add %3353, %3354 : tensor<16xf32>
    %3356 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3357 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3358 = stablehlo.subtract %3357, %3356 : tensor<16xf32>
    %3359 = stablehlo.multiply %3356, %ema.layer1.0.bn2.b : tensor<16xf32>
    %3360 = stablehlo.multiply %3358, %3148 : tensor<16xf32>
    %3361 = stablehlo.add %3359, %3360 : tensor<16xf32>
    %3362 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3363 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3364 = stablehlo.subtract %3363, %3362 : tensor<3x3x16x16xf32>
    %3365 = stablehlo.multiply %3362, %ema.layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %3366 = stablehlo.multiply %3364, %3151 : tensor<3x3x16x16xf32>
    %3367 = stablehlo.add %3365, %3366 : tensor<3x3x16x16xf32>
    %3368 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3369 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3370 = stablehlo.subtract %3369, %3368 : tensor<16xf32>
    %3371 = stablehlo.multiply %3368, %ema.layer1.1.bn1.g : tensor<16xf32>
    %3372 = stablehlo.multiply %3370, %3154 : tensor<16xf32>
    %3373 = stablehlo.add %3371, %3372 : tensor<16xf32>
    %3374 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3375 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3376 = stablehlo.subtract %3375, %3374 : tensor<16xf32>
    %3377 = stablehlo.multiply %3374, %ema.layer1.1.bn1.b : tensor<16xf32>
    %3378 = stablehlo.multiply %3376, %3157 : tensor<16xf32>
    %3379 = stablehlo.add %3377, %3378 : tensor<16xf32>
    %3380 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3381 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3382 = stablehlo.subtract %3381, %3380 : tensor<3x3x16x16xf32>
    %3383 = stablehlo.multiply %3380, %ema.layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %3384 = stablehlo.multiply %3382, %3160 : tensor<3x3x16x16xf32>
    %3385 = stablehlo.add %3383, %3384 : tensor<3x3x16x16xf32>
    %3386 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3387 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3388 = stablehlo.subtract %3387, %3386 : tensor<16xf32>
    %3389 = stablehlo.multiply %3386, %ema.layer1.1.bn2.g : tensor<16xf32>
    %3390 = stablehlo.multiply %3388, %3163 : tensor<16xf32>
    %3391 = stablehlo.add %3389, %3390 : tensor<16xf32>
    %3392 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3393 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3394 = stablehlo.subtract %3393, %3392 : tensor<16xf32>
    %3395 = stablehlo.multiply %3392, %ema.layer1.1.bn2.b : tensor<16xf32>
    %3396 = stablehlo.multiply %3394, %3166 : tensor<16xf32>
    %3397 = stablehlo.add %3395, %3396 : tensor<16xf32>
    %3398 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %3399 = stablehlo.constant dense<1.0> : tensor<3x3x16x32xf32>
    %3400 = stablehlo.subtract %3399, %3398 : tensor<3x3x16x32xf32>
    %3401 = stablehlo.multiply %3398, %ema.layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %3402 = stablehlo.multiply %3400, %3169 : tensor<3x3x16x32xf32>
    %3403 = stablehlo.add %3401, %3402 : tensor<3x3x16x32xf32>
    %3404 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3405 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3406 = stablehlo.subtract %3405, %3404 : tensor<32xf32>
    %3407 = stablehlo.multiply %3404, %ema.layer2.0.bn1.g : tensor<32xf32>
    %3408 = stablehlo.multiply %3406, %3172 : tensor<32xf32>
    %3409 = stablehlo.add %3407, %3408 : tensor<32xf32>
    %3410 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3411 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3412 = stablehlo.subtract %3411, %3410 : tensor<32xf32>
    %3413 = stablehlo.multiply %3410, %ema.layer2.0.bn1.b : tensor<32xf32>
    %3414 = stablehlo.multiply %3412, %3175 : tensor<32xf32>
    %3415 = stablehlo.add %3413, %3414 : tensor<32xf32>
    %3416 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3417 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %3418 = stablehlo.subtract %3417, %3416 : tensor<3x3x32x32xf32>
    %3419 = stablehlo.multiply %3416, %ema.layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %3420 = stablehlo.multiply %3418, %3178 : tensor<3x3x32x32xf32>
    %3421 = stablehlo.add %3419, %3420 : tensor<3x3x32x32xf32>
    %3422 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3423 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3424 = stablehlo.subtract %3423, %3422 : tensor<32xf32>
    %3425 = stablehlo.multiply %3422, %ema.layer2.0.bn2.g : tensor<32xf32>
    %3426 = stablehlo.multiply %3424, %3181 : tensor<32xf32>
    %3427 = stablehlo.add %3425, %3426 : tensor<32xf32>
    %3428 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3429 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3430 = stablehlo.subtract %3429, %3428 : tensor<32xf32>
    %3431 = stablehlo.multiply %3428, %ema.layer2.0.bn2.b : tensor<32xf32>
    %3432 = stablehlo.multiply %3430, %3184 : tensor<32xf32>
    %3433 = stablehlo.add %3431, %3432 : tensor<32xf32>
    %3434 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %3435 = stablehlo.constant dense<1.0> : tensor<1x1x16x32xf32>
    %3436 = stablehlo.subtract %3435, %3434 : tensor<1x1x16x32xf32>
    %3437 = stablehlo.multiply %3434, %ema.layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %3438 = stablehlo.multiply %3436, %3187 : tensor<1x1x16x32xf32>
    %3439 = stablehlo.add %3437, %3438 : tensor<1x1x16x32xf32>
    %3440 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3441 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3442 = stablehlo.subtract %3441, %3440 : tensor<32xf32>
    %3443 = stablehlo.multiply %3440, %ema.layer2.0.downsample.1.g : tensor<32xf32>
    %3444 = stablehlo.multiply %3442, %3190 : tensor<32xf32>
    %3445 = stablehlo.add %3443, %3444 : tensor<32xf32>
    %3446 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3447 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3448 = stablehlo.subtract %3447, %3446 : tensor<32xf32>
    %3449 = stablehlo.multiply %3446, %ema.layer2.0.downsample.1.b : tensor<32xf32>
    %3450 = stablehlo.multiply %3448, %3193 : tensor<32xf32>
    %3451 = stablehlo.add %3449, %3450 : tensor<32xf32>
    %3452 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3453 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %3454 = stablehlo.subtract %3453, %3452 : tensor<3x3x32x32xf32>
    %3455 = stablehlo.multiply %3452, %ema.layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %3456 = stablehlo.multiply %3454, %3196 : tensor<3x3x32x32xf32>
    %3457 = stablehlo.add %3455, %3456 : tensor<3x3x32x32xf32>
    %3458 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3459 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3460 = stablehlo.subtract %3459, %3458 : tensor<32xf32>
    %3461 = stablehlo.multiply %3458, %ema.layer2.1.bn1.g : tensor<32xf32>
    %3462 = stablehlo.multiply %3460, %3199 : tensor<32xf32>
    %3463 = stablehlo.add %3461, %3462 : tensor<32xf32>
    %3464 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3465 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3466 = stablehlo.subtract %3465, %3464 : tensor<32xf32>
    %3467 = stablehlo.multiply %3464, %ema.layer2.1.bn1.b : tensor<32xf32>
    %3468 = stablehlo.multiply %3466, %3202 : tensor<32xf32>
    %3469 = stablehlo.add %3467, %3468 : tensor<32xf32>
    %3470 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3471 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %3472 = stablehlo.subtract %3471, %3470 : tensor<3x3x32x32xf32>
    %3473 = stablehlo.multiply %3470, %ema.layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %3474 = stablehlo.multiply %3472, %3205 : tensor<3x3x32x32xf32>
    %3475 = stablehlo.add %3473, %3474 : tensor<3x3x32x32xf32>
    %3476 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3477 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3478 = stablehlo.subtract %3477, %3476 : tensor<32xf32>
    %3479 = stablehlo.multiply %3476, %ema.layer2.1.bn2.g : tensor<32xf32>
    %3480 = stablehlo.multiply %3478, %3208 : tensor<32xf32>
    %3481 = stablehlo.add %3479, %3480 : tensor<32xf32>
    %3482 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3483 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3484 = stablehlo.subtract %3483, %3482 : tensor<32xf32>
    %3485 = stablehlo.multiply %3482, %ema.layer2.1.bn2.b : tensor<32xf32>
    %3486 = stablehlo.multiply %3484, %3211 : tensor<32xf32>
    %3487 = stablehlo.add %3485, %3486 : tensor<32xf32>
    %3488 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %3489 = stablehlo.constant dense<1.0> : tensor<3x3x32x64xf32>
    %3490 = stablehlo.subtract %3489, %3488 : tensor<3x3x32x64xf32>
    %3491 = stablehlo.multiply %3488, %ema.layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %3492 = stablehlo.multiply %3490, %3214 : tensor<3x3x32x64xf32>
    %3493 = stablehlo.add %3491, %3492 : tensor<3x3x32x64xf32>
    %3494 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3495 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3496 = stablehlo.subtract %3495, %3494 : tensor<64xf32>
    %3497 = stablehlo.multiply %3494, %ema.layer3.0.bn1.g : tensor<64xf32>
    %3498 = stablehlo.multiply %3496, %3217 : tensor<64xf32>
    %3499 = stablehlo.add %3497, %3498 : tensor<64xf32>
    %3500 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3501 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3502 = stablehlo.subtract %3501, %3500 : tensor<64xf32>
    %3503 = stablehlo.multiply %3500, %ema.layer3.0.bn1.b : tensor<64xf32>
    %3504 = stablehlo.multiply %3502, %3220 : tensor<64xf32>
    %3505 = stablehlo.add %3503, %3504 : tensor<64xf32>
    %3506 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3507 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3508 = stablehlo.subtract %3507, %3506 : tensor<3x3x64x64xf32>
    %3509 = stablehlo.multiply %3506, %ema.layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %3510 = stablehlo.multiply %3508, %3223 : tensor<3x3x64x64xf32>
    %3511 = stablehlo.add %3509, %3510 : tensor<3x3x64x64xf32>
    %3512 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3513 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3514 = stablehlo.subtract %3513, %3512 : tensor<64xf32>
    %3515 = stablehlo.multiply %3512, %ema.layer3.0.bn2.g : tensor<64xf32>
    %3516 = stablehlo.multiply %3514, %3226 : tensor<64xf32>
    %3517 = stablehlo.add %3515, %3516 : tensor<64xf32>
    %3518 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3519 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3520 = stablehlo.subtract %3519, %3518 : tensor<64xf32>
    %3521 = stablehlo.multiply %3518, %ema.layer3.0.bn2.b : tensor<64xf32>
    %3522 = stablehlo.multiply %3520, %3229 : tensor<64xf32>
    %3523 = stablehlo.add %3521, %3522 : tensor<64xf32>
    %3524 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %3525 = stablehlo.constant dense<1.0> : tensor<1x1x32x64xf32>
    %3526 = stablehlo.subtract %3525, %3524 : tensor<1x1x32x64xf32>
    %3527 = stablehlo.multiply %3524, %ema.layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %3528 = stablehlo.multiply %3526, %3232 : tensor<1x1x32x64xf32>
    %3529 = stablehlo.add %3527, %3528 : tensor<1x1x32x64xf32>
    %3530 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3531 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3532 = stablehlo.subtract %3531, %3530 : tensor<64xf32>
    %3533 = stablehlo.multiply %3530, %ema.layer3.0.downsample.1.g : tensor<64xf32>
    %3534 = stablehlo.multiply %3532, %3235 : tensor<64xf32>
    %3535 = stablehlo.add %3533, %3534 : tensor<64xf32>
    %3536 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3537 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3538 = stablehlo.subtract %3537, %3536 : tensor<64xf32>
    %3539 = stablehlo.multiply %3536, %ema.layer3.0.downsample.1.b : tensor<64xf32>
    %3540 = stablehlo.multiply %3538, %3238 : tensor<64xf32>
    %3541 = stablehlo.add %3539, %3540 : tensor<64xf32>
    %3542 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3543 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3544 = stablehlo.subtract %3543, %3542 : tensor<3x3x64x64xf32>
    %3545 = stablehlo.multiply %3542, %ema.layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %3546 = stablehlo.multiply %3544, %3241 : tensor<3x3x64x64xf32>
    %3547 = stablehlo.add %3545, %3546 : tensor<3x3x64x64xf32>
    %3548 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3549 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3550 = stablehlo.subtract %3549, %3548 : tensor<64xf32>
    %3551 = stablehlo.multiply %3548, %ema.layer3.1.bn1.g : tensor<64xf32>
    %3552 = stablehlo.multiply %3550, %3244 : tensor<64xf32>
    %3553 = stablehlo.add %3551, %3552 : tensor<64xf32>
    %3554 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3555 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3556 = stablehlo.subtract %3555, %3554 : tensor<64xf32>
    %3557 = stablehlo.multiply %3554, %ema.layer3.1.bn1.b : tensor<64xf32>
    %3558 = stablehlo.multiply %3556, %3247 : tensor<64xf32>
    %3559 = stablehlo.add %3557, %3558 : tensor<64xf32>
    %3560 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3561 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3562 = stablehlo.subtract %3561, %3560 : tensor<3x3x64x64xf32>
    %3563 = stablehlo.multiply %3560, %ema.layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %3564 = stablehlo.multiply %3562, %3250 : tensor<3x3x64x64xf32>
    %3565 = stablehlo.add %3563, %3564 : tensor<3x3x64x64xf32>
    %3566 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3567 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3568 = stablehlo.subtract %3567, %3566 : tensor<64xf32>
    %3569 = stablehlo.multiply %3566, %ema.layer3.1.bn2.g : tensor<64xf32>
    %3570 = stablehlo.multiply %3568, %3253 : tensor<64xf32>
    %3571 = stablehlo.add %3569, %3570 : tensor<64xf32>
    %3572 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3573 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3574 = stablehlo.subtract %3573, %3572 : tensor<64xf32>
    %3575 = stablehlo.multiply %3572, %ema.layer3.1.bn2.b : tensor<64xf32>
    %3576 = stablehlo.multiply %3574, %3256 : tensor<64xf32>
    %3577 = stablehlo.add %3575, %3576 : tensor<64xf32>
    %3578 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3579 = stablehlo.constant dense<1.0> : tensor<3x3x64x128xf32>
    %3580 = stablehlo.subtract %3579, %3578 : tensor<3x3x64x128xf32>
    %3581 = stablehlo.multiply %3578, %ema.layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %3582 = stablehlo.multiply %3580, %3259 : tensor<3x3x64x128xf32>
    %3583 = stablehlo.add %3581, %3582 : tensor<3x3x64x128xf32>
    %3584 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3585 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3586 = stablehlo.subtract %3585, %3584 : tensor<128xf32>
    %3587 = stablehlo.multiply %3584, %ema.layer4.0.bn1.g : tensor<128xf32>
    %3588 = stablehlo.multiply %3586, %3262 : tensor<128xf32>
    %3589 = stablehlo.add %3587, %3588 : tensor<128xf32>
    %3590 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3591 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3592 = stablehlo.subtract %3591, %3590 : tensor<128xf32>
    %3593 = stablehlo.multiply %3590, %ema.layer4.0.bn1.b : tensor<128xf32>
    %3594 = stablehlo.multiply %3592, %3265 : tensor<128xf32>
    %3595 = stablehlo.add %3593, %3594 : tensor<128xf32>
    %3596 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3597 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3598 = stablehlo.subtract %3597, %3596 : tensor<3x3x128x128xf32>
    %3599 = stablehlo.multiply %3596, %ema.layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %3600 = stablehlo.multiply %3598, %3268 : tensor<3x3x128x128xf32>
    %3601 = stablehlo.add %3599, %3600 : tensor<3x3x128x128xf32>
    %3602 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3603 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3604 = stablehlo.subtract %3603, %3602 : tensor<128xf32>
    %3605 = stablehlo.multiply %3602, %ema.layer4.0.bn2.g : tensor<128xf32>
    %3606 = stablehlo.multiply %3604, %3271 : tensor<128xf32>
    %3607 = stablehlo.add %3605, %3606 : tensor<128xf32>
    %3608 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3609 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3610 = stablehlo.subtract %3609, %3608 : tensor<128xf32>
    %3611 = stablehlo.multiply %3608, %ema.layer4.0.bn2.b : tensor<128xf32>
    %3612 = stablehlo.multiply %3610, %3274 : tensor<128xf32>
    %3613 = stablehlo.add %3611, %3612 : tensor<128xf32>
    %3614 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3615 = stablehlo.constant dense<1.0> : tensor<1x1x64x128xf32>
    %3616 = stablehlo.subtract %3615, %3614 : tensor<1x1x64x128xf32>
    %3617 = stablehlo.multiply %3614, %ema.layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %3618 = stablehlo.multiply %3616, %3277 : tensor<1x1x64x128xf32>
    %3619 = stablehlo.add %3617, %3618 : tensor<1x1x64x128xf32>
    %3620 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3621 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3622 = stablehlo.subtract %3621, %3620 : tensor<128xf32>
    %3623 = stablehlo.multiply %3620, %ema.layer4.0.downsample.1.g : tensor<128xf32>
    %3624 = stablehlo.multiply %3622, %3280 : tensor<128xf32>
    %3625 = stablehlo.add %3623, %3624 : tensor<128xf32>
    %3626 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3627 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3628 = stablehlo.subtract %3627, %3626 : tensor<128xf32>
    %3629 = stablehlo.multiply %3626, %ema.layer4.0.downsample.1.b : tensor<128xf32>
    %3630 = stablehlo.multiply %3628, %3283 : tensor<128xf32>
    %3631 = stablehlo.add %3629, %3630 : tensor<128xf32>
    %3632 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3633 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3634 = stablehlo.subtract %3633, %3632 : tensor<3x3x128x128xf32>
    %3635 = stablehlo.multiply %3632, %ema.layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %3636 = stablehlo.multiply %3634, %3286 : tensor<3x3x128x128xf32>
    %3637 = stablehlo.add %3635, %3636 : tensor<3x3x128x128xf32>
    %3638 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3639 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3640 = stablehlo.subtract %3639, %3638 : tensor<128xf32>
    %3641 = stablehlo.multiply %3638, %ema.layer4.1.bn1.g : tensor<128xf32>
    %3642 = stablehlo.multiply %3640, %3289 : tensor<128xf32>
    %3643 = stablehlo.add %3641, %3642 : tensor<128xf32>
    %3644 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3645 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3646 = stablehlo.subtract %3645, %3644 : tensor<128xf32>
    %3647 = stablehlo.multiply %3644, %ema.layer4.1.bn1.b : tensor<128xf32>
    %3648 = stablehlo.multiply %3646, %3292 : tensor<128xf32>
    %3649 = stablehlo.add %3647, %3648 : tensor<128xf32>
    %3650 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3651 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3652 = stablehlo.subtract %3651, %3650 : tensor<3x3x128x128xf32>
    %3653 = stablehlo.multiply %3650, %ema.layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %3654 = stablehlo.multiply %3652, %3295 : tensor<3x3x128x128xf32>
    %3655 = stablehlo.add %3653, %3654 : tensor<3x3x128x128xf32>
    %3656 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3657 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3658 = stablehlo.subtract %3657, %3656 : tensor<128xf32>
    %3659 = stablehlo.multiply %3656, %ema.layer4.1.bn2.g : tensor<128xf32>
    %3660 = stablehlo.multiply %3658, %3298 : tensor<128xf32>
    %3661 = stablehlo.add %3659, %3660 : tensor<128xf32>
    %3662 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3663 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3664 = stablehlo.subtract %3663, %3662 : tensor<128xf32>
    %3665 = stablehlo.multiply %3662, %ema.layer4.1.bn2.b : tensor<128xf32>
    %3666 = stablehlo.multiply %3664, %3301 : tensor<128xf32>
    %3667 = stablehlo.add %3665, %3666 : tensor<128xf32>
    %3668 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3669 = stablehlo.constant dense<1.0> : tensor<128x10xf32>
    %3670 = stablehlo.subtract %3669, %3668 : tensor<128x10xf32>
    %3671 = stablehlo.multiply %3668, %ema.fc.w : tensor<128x10xf32>
    %3672 = stablehlo.multiply %3670, %3304 : tensor<128x10xf32>
    %3673 = stablehlo.add %3671, %3672 : tensor<128x10xf32>
    %3674 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3675 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %3676 = stablehlo.subtract %3675, %3674 : tensor<10xf32>
    %3677 = stablehlo.multiply %3674, %ema.fc.b : tensor<10xf32>
    %3678 = stablehlo.multiply %3676, %3307 : tensor<10xf32>
    %3679 = stablehlo.add %3677, %3678 : tensor<10xf32>
    %3680 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3681 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3682 = stablehlo.subtract %3681, %3680 : tensor<16xf32>
    %3683 = stablehlo.multiply %3680, %ema.bn1.running_mean : tensor<16xf32>
    %3684 = stablehlo.multiply %3682, %25 : tensor<16xf32>
    %3685 = stablehlo.add %3683, %3684 : tensor<16xf32>
    %3686 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3687 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3688 = stablehlo.subtract %3687, %3686 : tensor<16xf32>
    %3689 = stablehlo.multiply %3686, %ema.bn1.running_var : tensor<16xf32>
    %3690 = stablehlo.multiply %3688, %32 : tensor<16xf32>
    %3691 = stablehlo.add %3689, %3690 : tensor<16xf32>
    %3692 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3693 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3694 = stablehlo.subtract %3693, %3692 : tensor<16xf32>
    %3695 = stablehlo.multiply %3692, %ema.layer1.0.bn1.running_mean : tensor<16xf32>
    %3696 = stablehlo.multiply %3694, %62 : tensor<16xf32>
    %3697 = stablehlo.add %3695, %3696 : tensor<16xf32>
    %3698 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3699 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3700 = stablehlo.subtract %3699, %3698 : tensor<16xf32>
    %3701 = stablehlo.multiply %3698, %ema.layer1.0.bn1.running_var : tensor<16xf32>
    %3702 = stablehlo.multiply %3700, %69 : tensor<16xf32>
    %3703 = stablehlo.add %3701, %3702 : tensor<16xf32>
    %3704 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3705 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3706 = stablehlo.subtract %3705, %3704 : tensor<16xf32>
    %3707 = stablehlo.multiply %3704, %ema.layer1.0.bn2.running_mean : tensor<16xf32>
    %3708 = stablehlo.multiply %3706, %97 : tensor<16xf32>
    %3709 = stablehlo.add %3707, %3708 : tensor<16xf32>
    %3710 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3711 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3712 = stablehlo.subtract %3711, %3710 : tensor<16xf32>
    %3713 = stablehlo.multiply %3710, %ema.layer1.0.bn2.running_var : tensor<16xf32>
    %3714 = stablehlo.multiply %3712, %104 : tensor<16xf32>
    %3715 = stablehlo.add %3713, %3714 : tensor<16xf32>
    %3716 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3717 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3718 = stablehlo.subtract %3717, %3716 : tensor<16xf32>
    %3719 = stablehlo.multiply %3716, %ema.layer1.1.bn1.running_mean : tensor<16xf32>
    %3720 = stablehlo.multiply %3718, %133 : tensor<16xf32>
    %3721 = stablehlo.add %3719, %3720 : tensor<16xf32>
    %3722 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3723 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3724 = stablehlo.subtract %3723, %3722 : tensor<16xf32>
    %3725 = stablehlo.multiply %3722, %ema.layer1.1.bn1.running_var : tensor<16xf32>
    %3726 = stablehlo.multiply %3724, %140 : tensor<16xf32>
    %3727 = stablehlo.add %3725, %3726 : tensor<16xf32>
    %3728 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3729 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3730 = stablehlo.subtract %3729, %3728 : tensor<16xf32>
    %3731 = stablehlo.multiply %3728, %ema.layer1.1.bn2.running_mean : tensor<16xf32>
    %3732 = stablehlo.multiply %3730, %168 : tensor<16xf32>
    %3733 = stablehlo.add %3731, %3732 : tensor<16xf32>
    %3734 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3735 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3736 = stablehlo.subtract %3735, %3734 : tensor<16xf32>
    %3737 = stablehlo.multiply %3734, %ema.layer1.1.bn2.running_var : tensor<16xf32>
    %3738 = stablehlo.multiply %3736, %175 : tensor<16xf32>
    %3739 = stablehlo.add %3737, %3738 : tensor<16xf32>
    %3740 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3741 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3742 = stablehlo.subtract %3741, %3740 : tensor<32xf32>
    %3743 = stablehlo.multiply %3740, %ema.layer2.0.bn1.running_mean : tensor<32xf32>
    %3744 = stablehlo.multiply %3742, %204 : tensor<32xf32>
    %3745 = stablehlo.add %3743, %3744 : tensor<32xf32>
    %3746 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3747 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3748 = stablehlo.subtract %3747, %3746 : tensor<32xf32>
    %3749 = stablehlo.multiply %3746, %ema.layer2.0.bn1.running_var : tensor<32xf32>
    %3750 = stablehlo.multiply %3748, %211 : tensor<32xf32>
    %3751 = stablehlo.add %3749, %3750 : tensor<32xf32>
    %3752 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3753 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3754 = stablehlo.subtract %3753, %3752 : tensor<32xf32>
    %3755 = stablehlo.multiply %3752, %ema.layer2.0.bn2.running_mean : tensor<32xf32>
    %3756 = stablehlo.multiply %3754, %239 : tensor<32xf32>
    %3757 = stablehlo.add %3755, %3756 : tensor<32xf32>
    %3758 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3759 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3760 = stablehlo.subtract %3759, %3758 : tensor<32xf32>
    %3761 = stablehlo.multiply %3758, %ema.layer2.0.bn2.running_var : tensor<32xf32>
    %3762 = stablehlo.multiply %3760, %246 : tensor<32xf32>
    %3763 = stablehlo.add %3761, %3762 : tensor<32xf32>
    %3764 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3765 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3766 = stablehlo.subtract %3765, %3764 : tensor<32xf32>
    %3767 = stablehlo.multiply %3764, %ema.layer2.0.downsample.1.running_mean : tensor<32xf32>
    %3768 = stablehlo.multiply %3766, %272 : tensor<32xf32>
    %3769 = stablehlo.add %3767, %3768 : tensor<32xf32>
    %3770 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3771 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3772 = stablehlo.subtract %3771, %3770 : tensor<32xf32>
    %3773 = stablehlo.multiply %3770, %ema.layer2.0.downsample.1.running_var : tensor<32xf32>
    %3774 = stablehlo.multiply %3772, %279 : tensor<32xf32>
    %3775 = stablehlo.add %3773, %3774 : tensor<32xf32>
    %3776 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3777 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3778 = stablehlo.subtract %3777, %3776 : tensor<32xf32>
    %3779 = stablehlo.multiply %3776, %ema.layer2.1.bn1.running_mean : tensor<32xf32>
    %3780 = stablehlo.multiply %3778, %308 : tensor<32xf32>
    %3781 = stablehlo.add %3779, %3780 : tensor<32xf32>
    %3782 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3783 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3784 = stablehlo.subtract %3783, %3782 : tensor<32xf32>
    %3785 = stablehlo.multiply %3782, %ema.layer2.1.bn1.running_var : tensor<32xf32>
    %3786 = stablehlo.multiply %3784, %315 : tensor<32xf32>
    %3787 = stablehlo.add %3785, %3786 : tensor<32xf32>
    %3788 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3789 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3790 = stablehlo.subtract %3789, %3788 : tensor<32xf32>
    %3791 = stablehlo.multiply %3788, %ema.layer2.1.bn2.running_mean : tensor<32xf32>
    %3792 = stablehlo.multiply %3790, %343 : tensor<32xf32>
    %3793 = stablehlo.add %3791, %3792 : tensor<32xf32>
    %3794 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3795 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3796 = stablehlo.subtract %3795, %3794 : tensor<32xf32>
    %3797 = stablehlo.multiply %3794, %ema.layer2.1.bn2.running_var : tensor<32xf32>
    %3798 = stablehlo.multiply %3796, %350 : tensor<32xf32>
    %3799 = stablehlo.add %3797, %3798 : tensor<32xf32>
    %3800 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3801 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3802 = stablehlo.subtract %3801, %3800 : tensor<64xf32>
    %3803 = stablehlo.multiply %3800, %ema.layer3.0.bn1.running_mean : tensor<64xf32>
    %3804 = stablehlo.multiply %3802, %379 : tensor<64xf32>
    %3805 = stablehlo.add %3803, %3804 : tensor<64xf32>
    %3806 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3807 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3808 = stablehlo.subtract %3807, %3806 : tensor<64xf32>
    %3809 = stablehlo.multiply %3806, %ema.layer3.0.bn1.running_var : tensor<64xf32>
    %3810 = stablehlo.multiply %3808, %386 : tensor<64xf32>
    %3811 = stablehlo.add %3809, %3810 : tensor<64xf32>
    %3812 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3813 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3814 = stablehlo.subtract %3813, %3812 : tensor<64xf32>
    %3815 = stablehlo.multiply %3812, %ema.layer3.0.bn2.running_mean : tensor<64xf32>
    %3816 = stablehlo.multiply %3814, %414 : tensor<64xf32>
    %3817 = stablehlo.add %3815, %3816 : tensor<64xf32>
    %3818 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3819 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3820 = stablehlo.subtract %3819, %3818 : tensor<64xf32>
    %3821 = stablehlo.multiply %3818, %ema.layer3.0.bn2.running_var : tensor<64xf32>
    %3822 = stablehlo.multiply %3820, %421 : tensor<64xf32>
    %3823 = stablehlo.add %3821, %3822 : tensor<64xf32>
    %3824 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3825 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3826 = stablehlo.subtract %3825, %3824 : tensor<64xf32>
    %3827 = stablehlo.multiply %3824, %ema.layer3.0.downsample.1.running_mean : tensor<64xf32>
    %3828 = stablehlo.multiply %3826, %447 : tensor<64xf32>
    %3829 = stablehlo.add %3827, %3828 : tensor<64xf32>
    %3830 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3831 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3832 = stablehlo.subtract %3831, %3830 : tensor<64xf32>
    %3833 = stablehlo.multiply %3830, %ema.layer3.0.downsample.1.running_var : tensor<64xf32>
    %3834 = stablehlo.multiply %3832, %454 : tensor<64xf32>
    %3835 = stablehlo.add %3833, %3834 : tensor<64xf32>
    %3836 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3837 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3838 = stablehlo.subtract %3837, %3836 : tensor<64xf32>
    %3839 = stablehlo.multiply %3836, %ema.layer3.1.bn1.running_mean : tensor<64xf32>
    %3840 = stablehlo.multiply %3838, %483 : tensor<64xf32>
    %3841 = stablehlo.add %3839, %3840 : tensor<64xf32>
    %3842 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3843 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3844 = stablehlo.subtract %3843, %3842 : tensor<64xf32>
    %3845 = stablehlo.multiply %3842, %ema.layer3.1.bn1.running_var : tensor<64xf32>
    %3846 = stablehlo.multiply %3844, %490 : tensor<64xf32>
    %3847 = stablehlo.add %3845, %3846 : tensor<64xf32>
    %3848 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3849 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3850 = stablehlo.subtract %3849, %3848 : tensor<64xf32>
    %3851 = stablehlo.multiply %3848, %ema.layer3.1.bn2.running_mean : tensor<64xf32>
    %3852 = stablehlo.multiply %3850, %518 : tensor<64xf32>
    %3853 = stablehlo.add %3851, %3852 : tensor<64xf32>
    %3854 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3855 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3856 = stablehlo.subtract %3855, %3854 : tensor<64xf32>
    %3857 = stablehlo.multiply %3854, %ema.layer3.1.bn2.running_var : tensor<64xf32>
    %3858 = stablehlo.multiply %3856, %525 : tensor<64xf32>
    %3859 = stablehlo.add %3857, %3858 : tensor<64xf32>
    %3860 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3861 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3862 = stablehlo.subtract %3861, %3860 : tensor<128xf32>
    %3863 = stablehlo.multiply %3860, %ema.layer4.0.bn1.running_mean : tensor<128xf32>
    %3864 = stablehlo.multiply %3862, %554 : tensor<128xf32>
    %3865 = stablehlo.add %3863, %3864 : tensor<128xf32>
    %3866 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3867 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3868 = stablehlo.subtract %3867, %3866 : tensor<128xf32>
    %3869 = stablehlo.multiply %3866, %ema.layer4.0.bn1.running_var : tensor<128xf32>
    %3870 = stablehlo.multiply %3868, %561 : tensor<128xf32>
    %3871 = stablehlo.add %3869, %3870 : tensor<128xf32>
    %3872 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3873 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3874 = stablehlo.subtract %3873, %3872 : tensor<128xf32>
    %3875 = stablehlo.multiply %3872, %ema.layer4.0.bn2.running_mean : tensor<128xf32>
    %3876 = stablehlo.multiply %3874, %589 : tensor<128xf32>
    %3877 = stablehlo.add %3875, %3876 : tensor<128xf32>
    %3878 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3879 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3880 = stablehlo.subtract %3879, %3878 : tensor<128xf32>
    %3881 = stablehlo.multiply %3878, %ema.layer4.0.bn2.running_var : tensor<128xf32>
    %3882 = stablehlo.multiply %3880, %596 : tensor<128xf32>
    %3883 = stablehlo.add %3881, %3882 : tensor<128xf32>
    %3884 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3885 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3886 = stablehlo.subtract %3885, %3884 : tensor<128xf32>
    %3887 = stablehlo.multiply %3884, %ema.layer4.0.downsample.1.running_mean : tensor<128xf32>
    %3888 = stablehlo.multiply %3886, %622 : tensor<128xf32>
    %3889 = stablehlo.add %3887, %3888 : tensor<128xf32>
    %3890 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3891 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3892 = stablehlo.subtract %3891, %3890 : tensor<128xf32>
    %3893 = stablehlo.multiply %3890, %ema.layer4.0.downsample.1.running_var : tensor<128xf32>
    %3894 = stablehlo.multiply %3892, %629 : tensor<128xf32>
    %3895 = stablehlo.add %3893, %3894 : tensor<128xf32>
    %3896 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3897 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3898 = stablehlo.subtract %3897, %3896 : tensor<128xf32>
    %3899 = stablehlo.multiply %3896, %ema.layer4.1.bn1.running_mean : tensor<128xf32>
    %3900 = stablehlo.multiply %3898, %658 : tensor<128xf32>
    %3901 = stablehlo.add %3899, %3900 : tensor<128xf32>
    %3902 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3903 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3904 = stablehlo.subtract %3903, %3902 : tensor<128xf32>
    %3905 = stablehlo.multiply %3902, %ema.layer4.1.bn1.running_var : tensor<128xf32>
    %3906 = stablehlo.multiply %3904, %665 : tensor<128xf32>
    %3907 = stablehlo.add %3905, %3906 : tensor<128xf32>
    %3908 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3909 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3910 = stablehlo.subtract %3909, %3908 : tensor<128xf32>
    %3911 = stablehlo.multiply %3908, %ema.layer4.1.bn2.running_mean : tensor<128xf32>
    %3912 = stablehlo.multiply %3910, %693 : tensor<128xf32>
    %3913 = stablehlo.add %3911, %3912 : tensor<128xf32>
    %3914 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3915 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3916 = stablehlo.subtract %3915, %3914 : tensor<128xf32>
    %3917 = stablehlo.multiply %3914, %ema.layer4.1.bn2.running_var : tensor<128xf32>
    %3918 = stablehlo.multiply %3916, %700 : tensor<128xf32>
    %3919 = stablehlo.add %3917, %3918 : tensor<128xf32>
    "func.return"(%3124, %3127, %3130, %3133, %3136, %3139, %3142, %3145, %3148, %3151, %3154, %3157, %3160, %3163, %3166, %3169, %3172, %3175, %3178, %3181, %3184, %3187, %3190, %3193, %3196, %3199, %3202, %3205, %3208, %3211, %3214, %3217, %3220, %3223, %3226, %3229, %3232, %3235, %3238, %3241, %3244, %3247, %3250, %3253, %3256, %3259, %3262, %3265, %3268, %3271, %3274, %3277, %3280, %3283, %3286, %3289, %3292, %3295, %3298, %3301, %3304, %3307, %25, %32, %62, %69, %97, %104, %133, %140, %168, %175, %204, %211, %239, %246, %272, %279, %308, %315, %343, %350, %379, %386, %414, %421, %447, %454, %483, %490, %518, %525, %554, %561, %589, %596, %622, %629, %658, %665, %693, %700, %1885, %1904, %1923, %1942, %1961, %1980, %1999, %2018, %2037, %2056, %2075, %2094, %2113, %2132, %2151, %2170, %2189, %2208, %2227, %2246, %2265, %2284, %2303, %2322, %2341, %2360, %2379, %2398, %2417, %2436, %2455, %2474, %2493, %2512, %2531, %2550, %2569, %2588, %2607, %2626, %2645, %2664, %2683, %2702, %2721, %2740, %2759, %2778, %2797, %2816, %2835, %2854, %2873, %2892, %2911, %2930, %2949, %2968, %2987, %3006, %3025, %3044, %1891, %1910, %1929, %1948, %1967, %1986, %2005, %2024, %2043, %2062, %2081, %2100, %2119, %2138, %2157, %2176, %2195, %2214, %2233, %2252, %2271, %2290, %2309, %2328, %2347, %2366, %2385, %2404, %2423, %2442, %2461, %2480, %2499, %2518, %2537, %2556, %2575, %2594, %2613, %2632, %2651, %2670, %2689, %2708, %2727, %2746, %2765, %2784, %2803, %2822, %2841, %2860, %2879, %2898, %2917, %2936, %2955, %2974, %2993, %3012, %3031, %3050, %3313, %3319, %3325, %3331, %3337, %3343, %3349, %3355, %3361, %3367, %3373, %3379, %3385, %3391, %3397, %3403, %3409, %3415, %3421, %3427, %3433, %3439, %3445, %3451, %3457, %3463, %3469, %3475, %3481, %3487, %3493, %3499, %3505, %3511, %3517, %3523, %3529, %3535, %3541, %3547, %3553, %3559, %3565, %3571, %3577, %3583, %3589, %3595, %3601, %3607, %3613, %3619, %3625, %3631, %3637, %3643, %3649, %3655, %3661, %3667, %3673, %3679, %3685, %3691, %3697, %3703, %3709, %3715, %3721, %3727, %3733, %3739, %3745, %3751, %3757, %3763, %3769, %3775, %3781, %3787, %3793, %3799, %3805, %3811, %3817, %3823, %3829, %3835, %3841, %3847, %3853, %3859, %3865, %3871, %3877, %3883, %3889, %3895, %3901, %3907, %3913, %3919, %726, %1568) : (tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

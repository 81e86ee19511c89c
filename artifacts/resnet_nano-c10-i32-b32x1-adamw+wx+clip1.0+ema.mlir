// hlocert 0.1.0 render: resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema
// model: ResNet-nano  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0+ema  zero-init last BN gamma: yes
// lowerings: pointwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); wgrad convolution (the default on iree-cpu, xla-gpu, iree-gpu)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// update: θ' = θ − lr·u
// ema: e' = d·e + (1−d)·θ' of the updated weights, e starts at θ₀
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// host scalar ema_decay: min(cap, (1 + t)/(10 + t)), the EMA decay of step t
// arguments: x 32x32x32x3; params (62 tensors, 703,386 scalars); state (40 tensors, 2,400 scalars); m (62 tensors, 703,386 scalars); v (62 tensors, 703,386 scalars); ema (62 tensors, 703,386 scalars); scalars (lr, bc1, bc2, ema_decay); targets 32x10
// results: params' (62 tensors, 703,386 scalars); state' (40 tensors, 2,400 scalars); m' (62 tensors, 703,386 scalars); v' (62 tensors, 703,386 scalars); ema' (62 tensors, 703,386 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, state, m, v, ema is updated in place into its primed result
// content sha256: 727e5dba9418e098d96e2e733c1560da97f43693ef75f45ff1208d56e20c6598
module @resnet_nano_c10_i32_b32x1_adamw_wx_clip1_0_ema {
  func.func public @main(%x: tensor<32x32x32x3xf32>, %conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 0 : i32}, %bn1.g: tensor<16xf32> {tf.aliasing_output = 1 : i32}, %bn1.b: tensor<16xf32> {tf.aliasing_output = 2 : i32}, %layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 3 : i32}, %layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 4 : i32}, %layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 5 : i32}, %layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 6 : i32}, %layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 8 : i32}, %layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 9 : i32}, %layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 10 : i32}, %layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 11 : i32}, %layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 12 : i32}, %layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 13 : i32}, %layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 14 : i32}, %layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 15 : i32}, %layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 18 : i32}, %layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 21 : i32}, %layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 24 : i32}, %layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 27 : i32}, %layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 30 : i32}, %layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 31 : i32}, %layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 32 : i32}, %layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 33 : i32}, %layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 34 : i32}, %layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 36 : i32}, %layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 37 : i32}, %layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 38 : i32}, %layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 39 : i32}, %layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 40 : i32}, %layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 41 : i32}, %layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 42 : i32}, %layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 43 : i32}, %layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 44 : i32}, %layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 45 : i32}, %layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 46 : i32}, %layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 47 : i32}, %layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 48 : i32}, %layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 49 : i32}, %layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 50 : i32}, %layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 51 : i32}, %layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 52 : i32}, %layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 53 : i32}, %layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 54 : i32}, %layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 55 : i32}, %layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 56 : i32}, %layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 57 : i32}, %layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 58 : i32}, %layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 59 : i32}, %fc.w: tensor<128x10xf32> {tf.aliasing_output = 60 : i32}, %fc.b: tensor<10xf32> {tf.aliasing_output = 61 : i32}, %bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 62 : i32}, %bn1.running_var: tensor<16xf32> {tf.aliasing_output = 63 : i32}, %layer1.0.bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 64 : i32}, %layer1.0.bn1.running_var: tensor<16xf32> {tf.aliasing_output = 65 : i32}, %layer1.0.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 66 : i32}, %layer1.0.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 67 : i32}, %layer1.1.bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 68 : i32}, %layer1.1.bn1.running_var: tensor<16xf32> {tf.aliasing_output = 69 : i32}, %layer1.1.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 70 : i32}, %layer1.1.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 71 : i32}, %layer2.0.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %layer2.0.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %layer2.0.bn2.running_mean: tensor<32xf32> {tf.aliasing_output = 74 : i32}, %layer2.0.bn2.running_var: tensor<32xf32> {tf.aliasing_output = 75 : i32}, %layer2.0.downsample.1.running_mean: tensor<32xf32> {tf.aliasing_output = 76 : i32}, %layer2.0.downsample.1.running_var: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %layer2.1.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %layer2.1.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 79 : i32}, %layer2.1.bn2.running_mean: tensor<32xf32> {tf.aliasing_output = 80 : i32}, %layer2.1.bn2.running_var: tensor<32xf32> {tf.aliasing_output = 81 : i32}, %layer3.0.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %layer3.0.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 83 : i32}, %layer3.0.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 84 : i32}, %layer3.0.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 85 : i32}, %layer3.0.downsample.1.running_mean: tensor<64xf32> {tf.aliasing_output = 86 : i32}, %layer3.0.downsample.1.running_var: tensor<64xf32> {tf.aliasing_output = 87 : i32}, %layer3.1.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 88 : i32}, %layer3.1.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 89 : i32}, %layer3.1.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 90 : i32}, %layer3.1.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 91 : i32}, %layer4.0.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 92 : i32}, %layer4.0.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 93 : i32}, %layer4.0.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 94 : i32}, %layer4.0.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 95 : i32}, %layer4.0.downsample.1.running_mean: tensor<128xf32> {tf.aliasing_output = 96 : i32}, %layer4.0.downsample.1.running_var: tensor<128xf32> {tf.aliasing_output = 97 : i32}, %layer4.1.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 98 : i32}, %layer4.1.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 99 : i32}, %layer4.1.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 100 : i32}, %layer4.1.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 101 : i32}, %m.conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 102 : i32}, %m.bn1.g: tensor<16xf32> {tf.aliasing_output = 103 : i32}, %m.bn1.b: tensor<16xf32> {tf.aliasing_output = 104 : i32}, %m.layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 105 : i32}, %m.layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 106 : i32}, %m.layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 107 : i32}, %m.layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 108 : i32}, %m.layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 109 : i32}, %m.layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 110 : i32}, %m.layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 111 : i32}, %m.layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 112 : i32}, %m.layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 113 : i32}, %m.layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 114 : i32}, %m.layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 115 : i32}, %m.layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 116 : i32}, %m.layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 117 : i32}, %m.layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 118 : i32}, %m.layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 119 : i32}, %m.layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 120 : i32}, %m.layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 121 : i32}, %m.layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 122 : i32}, %m.layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 123 : i32}, %m.layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 124 : i32}, %m.layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 125 : i32}, %m.layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 126 : i32}, %m.layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 127 : i32}, %m.layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 128 : i32}, %m.layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 129 : i32}, %m.layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 130 : i32}, %m.layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 131 : i32}, %m.layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 132 : i32}, %m.layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 133 : i32}, %m.layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 134 : i32}, %m.layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 135 : i32}, %m.layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 136 : i32}, %m.layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 137 : i32}, %m.layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 138 : i32}, %m.layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 139 : i32}, %m.layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 140 : i32}, %m.layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 141 : i32}, %m.layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 142 : i32}, %m.layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 143 : i32}, %m.layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 144 : i32}, %m.layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 145 : i32}, %m.layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 146 : i32}, %m.layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 147 : i32}, %m.layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 148 : i32}, %m.layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 149 : i32}, %m.layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 150 : i32}, %m.layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 151 : i32}, %m.layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 152 : i32}, %m.layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 153 : i32}, %m.layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 154 : i32}, %m.layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 155 : i32}, %m.layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 156 : i32}, %m.layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 157 : i32}, %m.layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 158 : i32}, %m.layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 159 : i32}, %m.layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 160 : i32}, %m.layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 161 : i32}, %m.fc.w: tensor<128x10xf32> {tf.aliasing_output = 162 : i32}, %m.fc.b: tensor<10xf32> {tf.aliasing_output = 163 : i32}, %v.conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 164 : i32}, %v.bn1.g: tensor<16xf32> {tf.aliasing_output = 165 : i32}, %v.bn1.b: tensor<16xf32> {tf.aliasing_output = 166 : i32}, %v.layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 167 : i32}, %v.layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 168 : i32}, %v.layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 169 : i32}, %v.layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 170 : i32}, %v.layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 171 : i32}, %v.layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 172 : i32}, %v.layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 173 : i32}, %v.layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 174 : i32}, %v.layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 175 : i32}, %v.layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 176 : i32}, %v.layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 177 : i32}, %v.layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 178 : i32}, %v.layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 179 : i32}, %v.layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 180 : i32}, %v.layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 181 : i32}, %v.layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 182 : i32}, %v.layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 183 : i32}, %v.layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 184 : i32}, %v.layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 185 : i32}, %v.layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 186 : i32}, %v.layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 187 : i32}, %v.layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 188 : i32}, %v.layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 189 : i32}, %v.layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 190 : i32}, %v.layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 191 : i32}, %v.layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 192 : i32}, %v.layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 193 : i32}, %v.layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 194 : i32}, %v.layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 195 : i32}, %v.layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 196 : i32}, %v.layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 197 : i32}, %v.layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 198 : i32}, %v.layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 199 : i32}, %v.layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 200 : i32}, %v.layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 201 : i32}, %v.layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 202 : i32}, %v.layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 203 : i32}, %v.layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 204 : i32}, %v.layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 205 : i32}, %v.layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 206 : i32}, %v.layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 207 : i32}, %v.layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 208 : i32}, %v.layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 209 : i32}, %v.layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 210 : i32}, %v.layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 211 : i32}, %v.layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 212 : i32}, %v.layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 213 : i32}, %v.layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 214 : i32}, %v.layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 215 : i32}, %v.layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 216 : i32}, %v.layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 217 : i32}, %v.layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 218 : i32}, %v.layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 219 : i32}, %v.layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 220 : i32}, %v.layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 221 : i32}, %v.layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 222 : i32}, %v.layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 223 : i32}, %v.fc.w: tensor<128x10xf32> {tf.aliasing_output = 224 : i32}, %v.fc.b: tensor<10xf32> {tf.aliasing_output = 225 : i32}, %ema.conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 226 : i32}, %ema.bn1.g: tensor<16xf32> {tf.aliasing_output = 227 : i32}, %ema.bn1.b: tensor<16xf32> {tf.aliasing_output = 228 : i32}, %ema.layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 229 : i32}, %ema.layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 230 : i32}, %ema.layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 231 : i32}, %ema.layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 232 : i32}, %ema.layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 233 : i32}, %ema.layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 234 : i32}, %ema.layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 235 : i32}, %ema.layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 236 : i32}, %ema.layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 237 : i32}, %ema.layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 238 : i32}, %ema.layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 239 : i32}, %ema.layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 240 : i32}, %ema.layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 241 : i32}, %ema.layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 242 : i32}, %ema.layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 243 : i32}, %ema.layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 244 : i32}, %ema.layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 245 : i32}, %ema.layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 246 : i32}, %ema.layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 247 : i32}, %ema.layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 248 : i32}, %ema.layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 249 : i32}, %ema.layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 250 : i32}, %ema.layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 251 : i32}, %ema.layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 252 : i32}, %ema.layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 253 : i32}, %ema.layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 254 : i32}, %ema.layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 255 : i32}, %ema.layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 256 : i32}, %ema.layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 257 : i32}, %ema.layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 258 : i32}, %ema.layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 259 : i32}, %ema.layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 260 : i32}, %ema.layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 261 : i32}, %ema.layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 262 : i32}, %ema.layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 263 : i32}, %ema.layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 264 : i32}, %ema.layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 265 : i32}, %ema.layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 266 : i32}, %ema.layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 267 : i32}, %ema.layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 268 : i32}, %ema.layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 269 : i32}, %ema.layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 270 : i32}, %ema.layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 271 : i32}, %ema.layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 272 : i32}, %ema.layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 273 : i32}, %ema.layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 274 : i32}, %ema.layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 275 : i32}, %ema.layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 276 : i32}, %ema.layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 277 : i32}, %ema.layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 278 : i32}, %ema.layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 279 : i32}, %ema.layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 280 : i32}, %ema.layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 281 : i32}, %ema.layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 282 : i32}, %ema.layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 283 : i32}, %ema.layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 284 : i32}, %ema.layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 285 : i32}, %ema.fc.w: tensor<128x10xf32> {tf.aliasing_output = 286 : i32}, %ema.fc.b: tensor<10xf32> {tf.aliasing_output = 287 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %ema_decay: tensor<f32>, %targets: tensor<32x10xf32>) -> (tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) {
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
    %736 = "stablehlo.dot_general"(%707, %734) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x128xf32>, tensor<32x10xf32>) -> tensor<128x10xf32>
    %737 = stablehlo.constant dense<0.0> : tensor<f32>
    %738 = "stablehlo.reduce"(%734, %737) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %739 = stablehlo.constant dense<1.0> : tensor<32x128xf32>
    %740 = stablehlo.divide %735, %739 : tensor<32x128xf32>
    %741 = "stablehlo.broadcast_in_dim"(%740) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x128xf32>) -> tensor<32x1x1x128xf32>
    %742 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %743 = "stablehlo.compare"(%701, %742) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xi1>
    %744 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %745 = "stablehlo.select"(%743, %741, %744) : (tensor<32x1x1x128xi1>, tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xf32>
    %746 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %747 = "stablehlo.reduce"(%745, %746) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %748 = stablehlo.multiply %745, %684 : tensor<32x1x1x128xf32>
    %749 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %750 = "stablehlo.reduce"(%748, %749) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %751 = stablehlo.multiply %layer4.1.bn2.g, %682 : tensor<128xf32>
    %752 = "stablehlo.broadcast_in_dim"(%751) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %753 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %754 = stablehlo.divide %747, %753 : tensor<128xf32>
    %755 = "stablehlo.broadcast_in_dim"(%754) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %756 = stablehlo.subtract %745, %755 : tensor<32x1x1x128xf32>
    %757 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %758 = stablehlo.divide %750, %757 : tensor<128xf32>
    %759 = "stablehlo.broadcast_in_dim"(%758) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %760 = stablehlo.multiply %684, %759 : tensor<32x1x1x128xf32>
    %761 = stablehlo.subtract %756, %760 : tensor<32x1x1x128xf32>
    %762 = stablehlo.multiply %752, %761 : tensor<32x1x1x128xf32>
    %763 = "stablehlo.reverse"(%layer4.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %764 = "stablehlo.convolution"(%762, %763) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %765 = "stablehlo.convolution"(%667, %762) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<3x3x128x128xf32>
    %766 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %767 = "stablehlo.compare"(%653, %766) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xi1>
    %768 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %769 = "stablehlo.select"(%767, %764, %768) : (tensor<32x1x1x128xi1>, tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xf32>
    %770 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %771 = "stablehlo.reduce"(%769, %770) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %772 = stablehlo.multiply %769, %649 : tensor<32x1x1x128xf32>
    %773 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %774 = "stablehlo.reduce"(%772, %773) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %775 = stablehlo.multiply %layer4.1.bn1.g, %647 : tensor<128xf32>
    %776 = "stablehlo.broadcast_in_dim"(%775) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %777 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %778 = stablehlo.divide %771, %777 : tensor<128xf32>
    %779 = "stablehlo.broadcast_in_dim"(%778) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %780 = stablehlo.subtract %769, %779 : tensor<32x1x1x128xf32>
    %781 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %782 = stablehlo.divide %774, %781 : tensor<128xf32>
    %783 = "stablehlo.broadcast_in_dim"(%782) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %784 = stablehlo.multiply %649, %783 : tensor<32x1x1x128xf32>
    %785 = stablehlo.subtract %780, %784 : tensor<32x1x1x128xf32>
    %786 = stablehlo.multiply %776, %785 : tensor<32x1x1x128xf32>
    %787 = "stablehlo.reverse"(%layer4.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %788 = "stablehlo.convolution"(%786, %787) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %789 = "stablehlo.convolution"(%632, %786) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<3x3x128x128xf32>
    %790 = stablehlo.add %788, %745 : tensor<32x1x1x128xf32>
    %791 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %792 = "stablehlo.compare"(%630, %791) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xi1>
    %793 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %794 = "stablehlo.select"(%792, %790, %793) : (tensor<32x1x1x128xi1>, tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xf32>
    %795 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %796 = "stablehlo.reduce"(%794, %795) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %797 = stablehlo.multiply %794, %580 : tensor<32x1x1x128xf32>
    %798 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %799 = "stablehlo.reduce"(%797, %798) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %800 = stablehlo.multiply %layer4.0.bn2.g, %578 : tensor<128xf32>
    %801 = "stablehlo.broadcast_in_dim"(%800) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %802 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %803 = stablehlo.divide %796, %802 : tensor<128xf32>
    %804 = "stablehlo.broadcast_in_dim"(%803) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %805 = stablehlo.subtract %794, %804 : tensor<32x1x1x128xf32>
    %806 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %807 = stablehlo.divide %799, %806 : tensor<128xf32>
    %808 = "stablehlo.broadcast_in_dim"(%807) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %809 = stablehlo.multiply %580, %808 : tensor<32x1x1x128xf32>
    %810 = stablehlo.subtract %805, %809 : tensor<32x1x1x128xf32>
    %811 = stablehlo.multiply %801, %810 : tensor<32x1x1x128xf32>
    %812 = "stablehlo.reverse"(%layer4.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %813 = "stablehlo.convolution"(%811, %812) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x1x1x128xf32>
    %814 = "stablehlo.convolution"(%563, %811) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<3x3x128x128xf32>
    %815 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %816 = "stablehlo.compare"(%549, %815) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xi1>
    %817 = stablehlo.constant dense<0.0> : tensor<32x1x1x128xf32>
    %818 = "stablehlo.select"(%816, %813, %817) : (tensor<32x1x1x128xi1>, tensor<32x1x1x128xf32>, tensor<32x1x1x128xf32>) -> tensor<32x1x1x128xf32>
    %819 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %820 = "stablehlo.reduce"(%818, %819) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %821 = stablehlo.multiply %818, %545 : tensor<32x1x1x128xf32>
    %822 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %823 = "stablehlo.reduce"(%821, %822) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %824 = stablehlo.multiply %layer4.0.bn1.g, %543 : tensor<128xf32>
    %825 = "stablehlo.broadcast_in_dim"(%824) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %826 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %827 = stablehlo.divide %820, %826 : tensor<128xf32>
    %828 = "stablehlo.broadcast_in_dim"(%827) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %829 = stablehlo.subtract %818, %828 : tensor<32x1x1x128xf32>
    %830 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %831 = stablehlo.divide %823, %830 : tensor<128xf32>
    %832 = "stablehlo.broadcast_in_dim"(%831) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %833 = stablehlo.multiply %545, %832 : tensor<32x1x1x128xf32>
    %834 = stablehlo.subtract %829, %833 : tensor<32x1x1x128xf32>
    %835 = stablehlo.multiply %825, %834 : tensor<32x1x1x128xf32>
    %836 = "stablehlo.reverse"(%layer4.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %837 = "stablehlo.convolution"(%835, %836) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<3x3x64x128xf32>) -> tensor<32x2x2x64xf32>
    %838 = "stablehlo.convolution"(%528, %835) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<32x1x1x128xf32>) -> tensor<3x3x64x128xf32>
    %839 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %840 = "stablehlo.reduce"(%794, %839) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %841 = stablehlo.multiply %794, %613 : tensor<32x1x1x128xf32>
    %842 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %843 = "stablehlo.reduce"(%841, %842) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %844 = stablehlo.multiply %layer4.0.downsample.1.g, %611 : tensor<128xf32>
    %845 = "stablehlo.broadcast_in_dim"(%844) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %846 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %847 = stablehlo.divide %840, %846 : tensor<128xf32>
    %848 = "stablehlo.broadcast_in_dim"(%847) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %849 = stablehlo.subtract %794, %848 : tensor<32x1x1x128xf32>
    %850 = stablehlo.constant dense<32.0> : tensor<128xf32>
    %851 = stablehlo.divide %843, %850 : tensor<128xf32>
    %852 = "stablehlo.broadcast_in_dim"(%851) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x1x1x128xf32>
    %853 = stablehlo.multiply %613, %852 : tensor<32x1x1x128xf32>
    %854 = stablehlo.subtract %849, %853 : tensor<32x1x1x128xf32>
    %855 = stablehlo.multiply %845, %854 : tensor<32x1x1x128xf32>
    %856 = "stablehlo.reverse"(%layer4.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %857 = "stablehlo.convolution"(%855, %856) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x128xf32>, tensor<1x1x64x128xf32>) -> tensor<32x2x2x64xf32>
    %858 = "stablehlo.convolution"(%528, %855) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<32x1x1x128xf32>) -> tensor<1x1x64x128xf32>
    %859 = stablehlo.add %837, %857 : tensor<32x2x2x64xf32>
    %860 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %861 = "stablehlo.compare"(%526, %860) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xi1>
    %862 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %863 = "stablehlo.select"(%861, %859, %862) : (tensor<32x2x2x64xi1>, tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xf32>
    %864 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %865 = "stablehlo.reduce"(%863, %864) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %866 = stablehlo.multiply %863, %509 : tensor<32x2x2x64xf32>
    %867 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %868 = "stablehlo.reduce"(%866, %867) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %869 = stablehlo.multiply %layer3.1.bn2.g, %507 : tensor<64xf32>
    %870 = "stablehlo.broadcast_in_dim"(%869) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %871 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %872 = stablehlo.divide %865, %871 : tensor<64xf32>
    %873 = "stablehlo.broadcast_in_dim"(%872) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %874 = stablehlo.subtract %863, %873 : tensor<32x2x2x64xf32>
    %875 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %876 = stablehlo.divide %868, %875 : tensor<64xf32>
    %877 = "stablehlo.broadcast_in_dim"(%876) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %878 = stablehlo.multiply %509, %877 : tensor<32x2x2x64xf32>
    %879 = stablehlo.subtract %874, %878 : tensor<32x2x2x64xf32>
    %880 = stablehlo.multiply %870, %879 : tensor<32x2x2x64xf32>
    %881 = "stablehlo.reverse"(%layer3.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %882 = "stablehlo.convolution"(%880, %881) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %883 = "stablehlo.convolution"(%492, %880) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<3x3x64x64xf32>
    %884 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %885 = "stablehlo.compare"(%478, %884) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xi1>
    %886 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %887 = "stablehlo.select"(%885, %882, %886) : (tensor<32x2x2x64xi1>, tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xf32>
    %888 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %889 = "stablehlo.reduce"(%887, %888) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %890 = stablehlo.multiply %887, %474 : tensor<32x2x2x64xf32>
    %891 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %892 = "stablehlo.reduce"(%890, %891) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %893 = stablehlo.multiply %layer3.1.bn1.g, %472 : tensor<64xf32>
    %894 = "stablehlo.broadcast_in_dim"(%893) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %895 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %896 = stablehlo.divide %889, %895 : tensor<64xf32>
    %897 = "stablehlo.broadcast_in_dim"(%896) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %898 = stablehlo.subtract %887, %897 : tensor<32x2x2x64xf32>
    %899 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %900 = stablehlo.divide %892, %899 : tensor<64xf32>
    %901 = "stablehlo.broadcast_in_dim"(%900) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %902 = stablehlo.multiply %474, %901 : tensor<32x2x2x64xf32>
    %903 = stablehlo.subtract %898, %902 : tensor<32x2x2x64xf32>
    %904 = stablehlo.multiply %894, %903 : tensor<32x2x2x64xf32>
    %905 = "stablehlo.reverse"(%layer3.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %906 = "stablehlo.convolution"(%904, %905) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %907 = "stablehlo.convolution"(%457, %904) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<3x3x64x64xf32>
    %908 = stablehlo.add %906, %863 : tensor<32x2x2x64xf32>
    %909 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %910 = "stablehlo.compare"(%455, %909) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xi1>
    %911 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %912 = "stablehlo.select"(%910, %908, %911) : (tensor<32x2x2x64xi1>, tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xf32>
    %913 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %914 = "stablehlo.reduce"(%912, %913) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %915 = stablehlo.multiply %912, %405 : tensor<32x2x2x64xf32>
    %916 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %917 = "stablehlo.reduce"(%915, %916) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %918 = stablehlo.multiply %layer3.0.bn2.g, %403 : tensor<64xf32>
    %919 = "stablehlo.broadcast_in_dim"(%918) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %920 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %921 = stablehlo.divide %914, %920 : tensor<64xf32>
    %922 = "stablehlo.broadcast_in_dim"(%921) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %923 = stablehlo.subtract %912, %922 : tensor<32x2x2x64xf32>
    %924 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %925 = stablehlo.divide %917, %924 : tensor<64xf32>
    %926 = "stablehlo.broadcast_in_dim"(%925) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %927 = stablehlo.multiply %405, %926 : tensor<32x2x2x64xf32>
    %928 = stablehlo.subtract %923, %927 : tensor<32x2x2x64xf32>
    %929 = stablehlo.multiply %919, %928 : tensor<32x2x2x64xf32>
    %930 = "stablehlo.reverse"(%layer3.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %931 = "stablehlo.convolution"(%929, %930) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x2x2x64xf32>
    %932 = "stablehlo.convolution"(%388, %929) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<3x3x64x64xf32>
    %933 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %934 = "stablehlo.compare"(%374, %933) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xi1>
    %935 = stablehlo.constant dense<0.0> : tensor<32x2x2x64xf32>
    %936 = "stablehlo.select"(%934, %931, %935) : (tensor<32x2x2x64xi1>, tensor<32x2x2x64xf32>, tensor<32x2x2x64xf32>) -> tensor<32x2x2x64xf32>
    %937 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %938 = "stablehlo.reduce"(%936, %937) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %939 = stablehlo.multiply %936, %370 : tensor<32x2x2x64xf32>
    %940 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %941 = "stablehlo.reduce"(%939, %940) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %942 = stablehlo.multiply %layer3.0.bn1.g, %368 : tensor<64xf32>
    %943 = "stablehlo.broadcast_in_dim"(%942) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %944 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %945 = stablehlo.divide %938, %944 : tensor<64xf32>
    %946 = "stablehlo.broadcast_in_dim"(%945) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %947 = stablehlo.subtract %936, %946 : tensor<32x2x2x64xf32>
    %948 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %949 = stablehlo.divide %941, %948 : tensor<64xf32>
    %950 = "stablehlo.broadcast_in_dim"(%949) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %951 = stablehlo.multiply %370, %950 : tensor<32x2x2x64xf32>
    %952 = stablehlo.subtract %947, %951 : tensor<32x2x2x64xf32>
    %953 = stablehlo.multiply %943, %952 : tensor<32x2x2x64xf32>
    %954 = "stablehlo.reverse"(%layer3.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x32x64xf32>) -> tensor<3x3x32x64xf32>
    %955 = "stablehlo.convolution"(%953, %954) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<3x3x32x64xf32>) -> tensor<32x4x4x32xf32>
    %956 = "stablehlo.convolution"(%353, %953) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<32x2x2x64xf32>) -> tensor<3x3x32x64xf32>
    %957 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %958 = "stablehlo.reduce"(%912, %957) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %959 = stablehlo.multiply %912, %438 : tensor<32x2x2x64xf32>
    %960 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %961 = "stablehlo.reduce"(%959, %960) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %962 = stablehlo.multiply %layer3.0.downsample.1.g, %436 : tensor<64xf32>
    %963 = "stablehlo.broadcast_in_dim"(%962) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %964 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %965 = stablehlo.divide %958, %964 : tensor<64xf32>
    %966 = "stablehlo.broadcast_in_dim"(%965) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %967 = stablehlo.subtract %912, %966 : tensor<32x2x2x64xf32>
    %968 = stablehlo.constant dense<128.0> : tensor<64xf32>
    %969 = stablehlo.divide %961, %968 : tensor<64xf32>
    %970 = "stablehlo.broadcast_in_dim"(%969) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x2x2x64xf32>
    %971 = stablehlo.multiply %438, %970 : tensor<32x2x2x64xf32>
    %972 = stablehlo.subtract %967, %971 : tensor<32x2x2x64xf32>
    %973 = stablehlo.multiply %963, %972 : tensor<32x2x2x64xf32>
    %974 = "stablehlo.reverse"(%layer3.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x32x64xf32>) -> tensor<1x1x32x64xf32>
    %975 = "stablehlo.convolution"(%973, %974) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x64xf32>, tensor<1x1x32x64xf32>) -> tensor<32x4x4x32xf32>
    %976 = "stablehlo.convolution"(%353, %973) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<32x2x2x64xf32>) -> tensor<1x1x32x64xf32>
    %977 = stablehlo.add %955, %975 : tensor<32x4x4x32xf32>
    %978 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %979 = "stablehlo.compare"(%351, %978) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xi1>
    %980 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %981 = "stablehlo.select"(%979, %977, %980) : (tensor<32x4x4x32xi1>, tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %982 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %983 = "stablehlo.reduce"(%981, %982) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %984 = stablehlo.multiply %981, %334 : tensor<32x4x4x32xf32>
    %985 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %986 = "stablehlo.reduce"(%984, %985) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %987 = stablehlo.multiply %layer2.1.bn2.g, %332 : tensor<32xf32>
    %988 = "stablehlo.broadcast_in_dim"(%987) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %989 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %990 = stablehlo.divide %983, %989 : tensor<32xf32>
    %991 = "stablehlo.broadcast_in_dim"(%990) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %992 = stablehlo.subtract %981, %991 : tensor<32x4x4x32xf32>
    %993 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %994 = stablehlo.divide %986, %993 : tensor<32xf32>
    %995 = "stablehlo.broadcast_in_dim"(%994) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %996 = stablehlo.multiply %334, %995 : tensor<32x4x4x32xf32>
    %997 = stablehlo.subtract %992, %996 : tensor<32x4x4x32xf32>
    %998 = stablehlo.multiply %988, %997 : tensor<32x4x4x32xf32>
    %999 = "stablehlo.reverse"(%layer2.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1000 = "stablehlo.convolution"(%998, %999) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %1001 = "stablehlo.convolution"(%317, %998) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<3x3x32x32xf32>
    %1002 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1003 = "stablehlo.compare"(%303, %1002) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xi1>
    %1004 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1005 = "stablehlo.select"(%1003, %1000, %1004) : (tensor<32x4x4x32xi1>, tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %1006 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1007 = "stablehlo.reduce"(%1005, %1006) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1008 = stablehlo.multiply %1005, %299 : tensor<32x4x4x32xf32>
    %1009 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1010 = "stablehlo.reduce"(%1008, %1009) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1011 = stablehlo.multiply %layer2.1.bn1.g, %297 : tensor<32xf32>
    %1012 = "stablehlo.broadcast_in_dim"(%1011) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1013 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1014 = stablehlo.divide %1007, %1013 : tensor<32xf32>
    %1015 = "stablehlo.broadcast_in_dim"(%1014) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1016 = stablehlo.subtract %1005, %1015 : tensor<32x4x4x32xf32>
    %1017 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1018 = stablehlo.divide %1010, %1017 : tensor<32xf32>
    %1019 = "stablehlo.broadcast_in_dim"(%1018) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1020 = stablehlo.multiply %299, %1019 : tensor<32x4x4x32xf32>
    %1021 = stablehlo.subtract %1016, %1020 : tensor<32x4x4x32xf32>
    %1022 = stablehlo.multiply %1012, %1021 : tensor<32x4x4x32xf32>
    %1023 = "stablehlo.reverse"(%layer2.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1024 = "stablehlo.convolution"(%1022, %1023) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %1025 = "stablehlo.convolution"(%282, %1022) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<3x3x32x32xf32>
    %1026 = stablehlo.add %1024, %981 : tensor<32x4x4x32xf32>
    %1027 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1028 = "stablehlo.compare"(%280, %1027) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xi1>
    %1029 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1030 = "stablehlo.select"(%1028, %1026, %1029) : (tensor<32x4x4x32xi1>, tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %1031 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1032 = "stablehlo.reduce"(%1030, %1031) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1033 = stablehlo.multiply %1030, %230 : tensor<32x4x4x32xf32>
    %1034 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1035 = "stablehlo.reduce"(%1033, %1034) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1036 = stablehlo.multiply %layer2.0.bn2.g, %228 : tensor<32xf32>
    %1037 = "stablehlo.broadcast_in_dim"(%1036) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1038 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1039 = stablehlo.divide %1032, %1038 : tensor<32xf32>
    %1040 = "stablehlo.broadcast_in_dim"(%1039) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1041 = stablehlo.subtract %1030, %1040 : tensor<32x4x4x32xf32>
    %1042 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1043 = stablehlo.divide %1035, %1042 : tensor<32xf32>
    %1044 = "stablehlo.broadcast_in_dim"(%1043) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1045 = stablehlo.multiply %230, %1044 : tensor<32x4x4x32xf32>
    %1046 = stablehlo.subtract %1041, %1045 : tensor<32x4x4x32xf32>
    %1047 = stablehlo.multiply %1037, %1046 : tensor<32x4x4x32xf32>
    %1048 = "stablehlo.reverse"(%layer2.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1049 = "stablehlo.convolution"(%1047, %1048) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x4x4x32xf32>
    %1050 = "stablehlo.convolution"(%213, %1047) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<3x3x32x32xf32>
    %1051 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1052 = "stablehlo.compare"(%199, %1051) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xi1>
    %1053 = stablehlo.constant dense<0.0> : tensor<32x4x4x32xf32>
    %1054 = "stablehlo.select"(%1052, %1049, %1053) : (tensor<32x4x4x32xi1>, tensor<32x4x4x32xf32>, tensor<32x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %1055 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1056 = "stablehlo.reduce"(%1054, %1055) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1057 = stablehlo.multiply %1054, %195 : tensor<32x4x4x32xf32>
    %1058 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1059 = "stablehlo.reduce"(%1057, %1058) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1060 = stablehlo.multiply %layer2.0.bn1.g, %193 : tensor<32xf32>
    %1061 = "stablehlo.broadcast_in_dim"(%1060) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1062 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1063 = stablehlo.divide %1056, %1062 : tensor<32xf32>
    %1064 = "stablehlo.broadcast_in_dim"(%1063) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1065 = stablehlo.subtract %1054, %1064 : tensor<32x4x4x32xf32>
    %1066 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1067 = stablehlo.divide %1059, %1066 : tensor<32xf32>
    %1068 = "stablehlo.broadcast_in_dim"(%1067) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1069 = stablehlo.multiply %195, %1068 : tensor<32x4x4x32xf32>
    %1070 = stablehlo.subtract %1065, %1069 : tensor<32x4x4x32xf32>
    %1071 = stablehlo.multiply %1061, %1070 : tensor<32x4x4x32xf32>
    %1072 = "stablehlo.reverse"(%layer2.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x16x32xf32>) -> tensor<3x3x16x32xf32>
    %1073 = "stablehlo.convolution"(%1071, %1072) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<3x3x16x32xf32>) -> tensor<32x8x8x16xf32>
    %1074 = "stablehlo.convolution"(%178, %1071) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x4x4x32xf32>) -> tensor<3x3x16x32xf32>
    %1075 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1076 = "stablehlo.reduce"(%1030, %1075) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1077 = stablehlo.multiply %1030, %263 : tensor<32x4x4x32xf32>
    %1078 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1079 = "stablehlo.reduce"(%1077, %1078) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1080 = stablehlo.multiply %layer2.0.downsample.1.g, %261 : tensor<32xf32>
    %1081 = "stablehlo.broadcast_in_dim"(%1080) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1082 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1083 = stablehlo.divide %1076, %1082 : tensor<32xf32>
    %1084 = "stablehlo.broadcast_in_dim"(%1083) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1085 = stablehlo.subtract %1030, %1084 : tensor<32x4x4x32xf32>
    %1086 = stablehlo.constant dense<512.0> : tensor<32xf32>
    %1087 = stablehlo.divide %1079, %1086 : tensor<32xf32>
    %1088 = "stablehlo.broadcast_in_dim"(%1087) {broadcast_dimensions = array<i64: 3>} : (tensor<32xf32>) -> tensor<32x4x4x32xf32>
    %1089 = stablehlo.multiply %263, %1088 : tensor<32x4x4x32xf32>
    %1090 = stablehlo.subtract %1085, %1089 : tensor<32x4x4x32xf32>
    %1091 = stablehlo.multiply %1081, %1090 : tensor<32x4x4x32xf32>
    %1092 = "stablehlo.reverse"(%layer2.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x16x32xf32>) -> tensor<1x1x16x32xf32>
    %1093 = "stablehlo.convolution"(%1091, %1092) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x32xf32>, tensor<1x1x16x32xf32>) -> tensor<32x8x8x16xf32>
    %1094 = "stablehlo.convolution"(%178, %1091) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x4x4x32xf32>) -> tensor<1x1x16x32xf32>
    %1095 = stablehlo.add %1073, %1093 : tensor<32x8x8x16xf32>
    %1096 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1097 = "stablehlo.compare"(%176, %1096) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1098 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1099 = "stablehlo.select"(%1097, %1095, %1098) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1100 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1101 = "stablehlo.reduce"(%1099, %1100) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1102 = stablehlo.multiply %1099, %159 : tensor<32x8x8x16xf32>
    %1103 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1104 = "stablehlo.reduce"(%1102, %1103) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1105 = stablehlo.multiply %layer1.1.bn2.g, %157 : tensor<16xf32>
    %1106 = "stablehlo.broadcast_in_dim"(%1105) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1107 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1108 = stablehlo.divide %1101, %1107 : tensor<16xf32>
    %1109 = "stablehlo.broadcast_in_dim"(%1108) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1110 = stablehlo.subtract %1099, %1109 : tensor<32x8x8x16xf32>
    %1111 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1112 = stablehlo.divide %1104, %1111 : tensor<16xf32>
    %1113 = "stablehlo.broadcast_in_dim"(%1112) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1114 = stablehlo.multiply %159, %1113 : tensor<32x8x8x16xf32>
    %1115 = stablehlo.subtract %1110, %1114 : tensor<32x8x8x16xf32>
    %1116 = stablehlo.multiply %1106, %1115 : tensor<32x8x8x16xf32>
    %1117 = "stablehlo.reverse"(%layer1.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1118 = "stablehlo.convolution"(%1116, %1117) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %1119 = "stablehlo.convolution"(%142, %1116) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %1120 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1121 = "stablehlo.compare"(%128, %1120) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1122 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1123 = "stablehlo.select"(%1121, %1118, %1122) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1124 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1125 = "stablehlo.reduce"(%1123, %1124) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1126 = stablehlo.multiply %1123, %124 : tensor<32x8x8x16xf32>
    %1127 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1128 = "stablehlo.reduce"(%1126, %1127) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1129 = stablehlo.multiply %layer1.1.bn1.g, %122 : tensor<16xf32>
    %1130 = "stablehlo.broadcast_in_dim"(%1129) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1131 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1132 = stablehlo.divide %1125, %1131 : tensor<16xf32>
    %1133 = "stablehlo.broadcast_in_dim"(%1132) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1134 = stablehlo.subtract %1123, %1133 : tensor<32x8x8x16xf32>
    %1135 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1136 = stablehlo.divide %1128, %1135 : tensor<16xf32>
    %1137 = "stablehlo.broadcast_in_dim"(%1136) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1138 = stablehlo.multiply %124, %1137 : tensor<32x8x8x16xf32>
    %1139 = stablehlo.subtract %1134, %1138 : tensor<32x8x8x16xf32>
    %1140 = stablehlo.multiply %1130, %1139 : tensor<32x8x8x16xf32>
    %1141 = "stablehlo.reverse"(%layer1.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1142 = "stablehlo.convolution"(%1140, %1141) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %1143 = "stablehlo.convolution"(%107, %1140) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %1144 = stablehlo.add %1142, %1099 : tensor<32x8x8x16xf32>
    %1145 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1146 = "stablehlo.compare"(%105, %1145) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1147 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1148 = "stablehlo.select"(%1146, %1144, %1147) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1149 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1150 = "stablehlo.reduce"(%1148, %1149) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1151 = stablehlo.multiply %1148, %88 : tensor<32x8x8x16xf32>
    %1152 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1153 = "stablehlo.reduce"(%1151, %1152) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1154 = stablehlo.multiply %layer1.0.bn2.g, %86 : tensor<16xf32>
    %1155 = "stablehlo.broadcast_in_dim"(%1154) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1156 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1157 = stablehlo.divide %1150, %1156 : tensor<16xf32>
    %1158 = "stablehlo.broadcast_in_dim"(%1157) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1159 = stablehlo.subtract %1148, %1158 : tensor<32x8x8x16xf32>
    %1160 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1161 = stablehlo.divide %1153, %1160 : tensor<16xf32>
    %1162 = "stablehlo.broadcast_in_dim"(%1161) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1163 = stablehlo.multiply %88, %1162 : tensor<32x8x8x16xf32>
    %1164 = stablehlo.subtract %1159, %1163 : tensor<32x8x8x16xf32>
    %1165 = stablehlo.multiply %1155, %1164 : tensor<32x8x8x16xf32>
    %1166 = "stablehlo.reverse"(%layer1.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1167 = "stablehlo.convolution"(%1165, %1166) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %1168 = "stablehlo.convolution"(%71, %1165) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %1169 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1170 = "stablehlo.compare"(%57, %1169) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1171 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1172 = "stablehlo.select"(%1170, %1167, %1171) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1173 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1174 = "stablehlo.reduce"(%1172, %1173) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1175 = stablehlo.multiply %1172, %53 : tensor<32x8x8x16xf32>
    %1176 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1177 = "stablehlo.reduce"(%1175, %1176) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1178 = stablehlo.multiply %layer1.0.bn1.g, %51 : tensor<16xf32>
    %1179 = "stablehlo.broadcast_in_dim"(%1178) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1180 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1181 = stablehlo.divide %1174, %1180 : tensor<16xf32>
    %1182 = "stablehlo.broadcast_in_dim"(%1181) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1183 = stablehlo.subtract %1172, %1182 : tensor<32x8x8x16xf32>
    %1184 = stablehlo.constant dense<2048.0> : tensor<16xf32>
    %1185 = stablehlo.divide %1177, %1184 : tensor<16xf32>
    %1186 = "stablehlo.broadcast_in_dim"(%1185) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x8x8x16xf32>
    %1187 = stablehlo.multiply %53, %1186 : tensor<32x8x8x16xf32>
    %1188 = stablehlo.subtract %1183, %1187 : tensor<32x8x8x16xf32>
    %1189 = stablehlo.multiply %1179, %1188 : tensor<32x8x8x16xf32>
    %1190 = "stablehlo.reverse"(%layer1.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1191 = "stablehlo.convolution"(%1189, %1190) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x8x8x16xf32>
    %1192 = "stablehlo.convolution"(%36, %1189) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %1193 = stablehlo.add %1191, %1148 : tensor<32x8x8x16xf32>
    %1194 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1195 = "stablehlo.pad"(%34, %1194) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1196 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 15, 15, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1197 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 15, 16, 16>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1198 = "stablehlo.compare"(%1197, %1196) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1199 = stablehlo.maximum %1196, %1197 : tensor<32x8x8x16xf32>
    %1200 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 15, 17, 16>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1201 = "stablehlo.compare"(%1200, %1199) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1202 = stablehlo.maximum %1199, %1200 : tensor<32x8x8x16xf32>
    %1203 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 16, 15, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1204 = "stablehlo.compare"(%1203, %1202) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1205 = stablehlo.maximum %1202, %1203 : tensor<32x8x8x16xf32>
    %1206 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 16, 16, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1207 = "stablehlo.compare"(%1206, %1205) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1208 = stablehlo.maximum %1205, %1206 : tensor<32x8x8x16xf32>
    %1209 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 16, 17, 16>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1210 = "stablehlo.compare"(%1209, %1208) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1211 = stablehlo.maximum %1208, %1209 : tensor<32x8x8x16xf32>
    %1212 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 17, 15, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1213 = "stablehlo.compare"(%1212, %1211) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1214 = stablehlo.maximum %1211, %1212 : tensor<32x8x8x16xf32>
    %1215 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 17, 16, 16>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1216 = "stablehlo.compare"(%1215, %1214) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1217 = stablehlo.maximum %1214, %1215 : tensor<32x8x8x16xf32>
    %1218 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 17, 17, 16>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1219 = "stablehlo.compare"(%1218, %1217) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1220 = stablehlo.constant dense<0.0> : tensor<f32>
    %1221 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1222 = "stablehlo.select"(%1219, %1193, %1221) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1223 = "stablehlo.select"(%1219, %1221, %1193) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1224 = "stablehlo.pad"(%1222, %1220) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 2, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1225 = "stablehlo.select"(%1216, %1223, %1221) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1226 = "stablehlo.select"(%1216, %1221, %1223) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1227 = "stablehlo.pad"(%1225, %1220) {edge_padding_high = array<i64: 0, 1, 2, 0>, edge_padding_low = array<i64: 0, 2, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1228 = stablehlo.add %1224, %1227 : tensor<32x18x18x16xf32>
    %1229 = "stablehlo.select"(%1213, %1226, %1221) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1230 = "stablehlo.select"(%1213, %1221, %1226) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1231 = "stablehlo.pad"(%1229, %1220) {edge_padding_high = array<i64: 0, 1, 3, 0>, edge_padding_low = array<i64: 0, 2, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1232 = stablehlo.add %1228, %1231 : tensor<32x18x18x16xf32>
    %1233 = "stablehlo.select"(%1210, %1230, %1221) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1234 = "stablehlo.select"(%1210, %1221, %1230) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1235 = "stablehlo.pad"(%1233, %1220) {edge_padding_high = array<i64: 0, 2, 1, 0>, edge_padding_low = array<i64: 0, 1, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1236 = stablehlo.add %1232, %1235 : tensor<32x18x18x16xf32>
    %1237 = "stablehlo.select"(%1207, %1234, %1221) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1238 = "stablehlo.select"(%1207, %1221, %1234) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1239 = "stablehlo.pad"(%1237, %1220) {edge_padding_high = array<i64: 0, 2, 2, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1240 = stablehlo.add %1236, %1239 : tensor<32x18x18x16xf32>
    %1241 = "stablehlo.select"(%1204, %1238, %1221) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1242 = "stablehlo.select"(%1204, %1221, %1238) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1243 = "stablehlo.pad"(%1241, %1220) {edge_padding_high = array<i64: 0, 2, 3, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1244 = stablehlo.add %1240, %1243 : tensor<32x18x18x16xf32>
    %1245 = "stablehlo.select"(%1201, %1242, %1221) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1246 = "stablehlo.select"(%1201, %1221, %1242) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1247 = "stablehlo.pad"(%1245, %1220) {edge_padding_high = array<i64: 0, 3, 1, 0>, edge_padding_low = array<i64: 0, 0, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1248 = stablehlo.add %1244, %1247 : tensor<32x18x18x16xf32>
    %1249 = "stablehlo.select"(%1198, %1246, %1221) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1250 = "stablehlo.select"(%1198, %1221, %1246) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1251 = "stablehlo.pad"(%1249, %1220) {edge_padding_high = array<i64: 0, 3, 2, 0>, edge_padding_low = array<i64: 0, 0, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1252 = stablehlo.add %1248, %1251 : tensor<32x18x18x16xf32>
    %1253 = "stablehlo.pad"(%1250, %1220) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1254 = stablehlo.add %1252, %1253 : tensor<32x18x18x16xf32>
    %1255 = "stablehlo.slice"(%1254) {limit_indices = array<i64: 32, 17, 17, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x16x16x16xf32>
    %1256 = stablehlo.constant dense<0.0> : tensor<32x16x16x16xf32>
    %1257 = "stablehlo.compare"(%20, %1256) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x16x16x16xf32>, tensor<32x16x16x16xf32>) -> tensor<32x16x16x16xi1>
    %1258 = stablehlo.constant dense<0.0> : tensor<32x16x16x16xf32>
    %1259 = "stablehlo.select"(%1257, %1255, %1258) : (tensor<32x16x16x16xi1>, tensor<32x16x16x16xf32>, tensor<32x16x16x16xf32>) -> tensor<32x16x16x16xf32>
    %1260 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1261 = "stablehlo.reduce"(%1259, %1260) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1262 = stablehlo.multiply %1259, %16 : tensor<32x16x16x16xf32>
    %1263 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1264 = "stablehlo.reduce"(%1262, %1263) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1265 = stablehlo.multiply %bn1.g, %14 : tensor<16xf32>
    %1266 = "stablehlo.broadcast_in_dim"(%1265) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %1267 = stablehlo.constant dense<8192.0> : tensor<16xf32>
    %1268 = stablehlo.divide %1261, %1267 : tensor<16xf32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %1270 = stablehlo.subtract %1259, %1269 : tensor<32x16x16x16xf32>
    %1271 = stablehlo.constant dense<8192.0> : tensor<16xf32>
    %1272 = stablehlo.divide %1264, %1271 : tensor<16xf32>
    %1273 = "stablehlo.broadcast_in_dim"(%1272) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %1274 = stablehlo.multiply %16, %1273 : tensor<32x16x16x16xf32>
    %1275 = stablehlo.subtract %1270, %1274 : tensor<32x16x16x16xf32>
    %1276 = stablehlo.multiply %1266, %1275 : tensor<32x16x16x16xf32>
    %1277 = "stablehlo.convolution"(%x, %1276) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x32x32x3xf32>, tensor<32x16x16x16xf32>) -> tensor<7x7x3x16xf32>
    // ── optimizer ──
    %1278 = stablehlo.multiply %1277, %1277 : tensor<7x7x3x16xf32>
    %1279 = stablehlo.constant dense<0.0> : tensor<f32>
    %1280 = "stablehlo.reduce"(%1278, %1279) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x16xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %1281 = stablehlo.constant dense<0.0> : tensor<f32>
    %1282 = "stablehlo.reduce"(%1280, %1281) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %1283 = stablehlo.multiply %1264, %1264 : tensor<16xf32>
    %1284 = stablehlo.constant dense<0.0> : tensor<f32>
    %1285 = "stablehlo.reduce"(%1283, %1284) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1286 = stablehlo.add %1282, %1285 : tensor<f32>
    %1287 = stablehlo.multiply %1261, %1261 : tensor<16xf32>
    %1288 = stablehlo.constant dense<0.0> : tensor<f32>
    %1289 = "stablehlo.reduce"(%1287, %1288) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1290 = stablehlo.add %1286, %1289 : tensor<f32>
    %1291 = stablehlo.multiply %1192, %1192 : tensor<3x3x16x16xf32>
    %1292 = stablehlo.constant dense<0.0> : tensor<f32>
    %1293 = "stablehlo.reduce"(%1291, %1292) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1294 = stablehlo.constant dense<0.0> : tensor<f32>
    %1295 = "stablehlo.reduce"(%1293, %1294) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1296 = stablehlo.add %1290, %1295 : tensor<f32>
    %1297 = stablehlo.multiply %1177, %1177 : tensor<16xf32>
    %1298 = stablehlo.constant dense<0.0> : tensor<f32>
    %1299 = "stablehlo.reduce"(%1297, %1298) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1300 = stablehlo.add %1296, %1299 : tensor<f32>
    %1301 = stablehlo.multiply %1174, %1174 : tensor<16xf32>
    %1302 = stablehlo.constant dense<0.0> : tensor<f32>
    %1303 = "stablehlo.reduce"(%1301, %1302) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1304 = stablehlo.add %1300, %1303 : tensor<f32>
    %1305 = stablehlo.multiply %1168, %1168 : tensor<3x3x16x16xf32>
    %1306 = stablehlo.constant dense<0.0> : tensor<f32>
    %1307 = "stablehlo.reduce"(%1305, %1306) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1308 = stablehlo.constant dense<0.0> : tensor<f32>
    %1309 = "stablehlo.reduce"(%1307, %1308) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1310 = stablehlo.add %1304, %1309 : tensor<f32>
    %1311 = stablehlo.multiply %1153, %1153 : tensor<16xf32>
    %1312 = stablehlo.constant dense<0.0> : tensor<f32>
    %1313 = "stablehlo.reduce"(%1311, %1312) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1314 = stablehlo.add %1310, %1313 : tensor<f32>
    %1315 = stablehlo.multiply %1150, %1150 : tensor<16xf32>
    %1316 = stablehlo.constant dense<0.0> : tensor<f32>
    %1317 = "stablehlo.reduce"(%1315, %1316) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1318 = stablehlo.add %1314, %1317 : tensor<f32>
    %1319 = stablehlo.multiply %1143, %1143 : tensor<3x3x16x16xf32>
    %1320 = stablehlo.constant dense<0.0> : tensor<f32>
    %1321 = "stablehlo.reduce"(%1319, %1320) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1322 = stablehlo.constant dense<0.0> : tensor<f32>
    %1323 = "stablehlo.reduce"(%1321, %1322) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1324 = stablehlo.add %1318, %1323 : tensor<f32>
    %1325 = stablehlo.multiply %1128, %1128 : tensor<16xf32>
    %1326 = stablehlo.constant dense<0.0> : tensor<f32>
    %1327 = "stablehlo.reduce"(%1325, %1326) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1328 = stablehlo.add %1324, %1327 : tensor<f32>
    %1329 = stablehlo.multiply %1125, %1125 : tensor<16xf32>
    %1330 = stablehlo.constant dense<0.0> : tensor<f32>
    %1331 = "stablehlo.reduce"(%1329, %1330) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1332 = stablehlo.add %1328, %1331 : tensor<f32>
    %1333 = stablehlo.multiply %1119, %1119 : tensor<3x3x16x16xf32>
    %1334 = stablehlo.constant dense<0.0> : tensor<f32>
    %1335 = "stablehlo.reduce"(%1333, %1334) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1336 = stablehlo.constant dense<0.0> : tensor<f32>
    %1337 = "stablehlo.reduce"(%1335, %1336) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1338 = stablehlo.add %1332, %1337 : tensor<f32>
    %1339 = stablehlo.multiply %1104, %1104 : tensor<16xf32>
    %1340 = stablehlo.constant dense<0.0> : tensor<f32>
    %1341 = "stablehlo.reduce"(%1339, %1340) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1342 = stablehlo.add %1338, %1341 : tensor<f32>
    %1343 = stablehlo.multiply %1101, %1101 : tensor<16xf32>
    %1344 = stablehlo.constant dense<0.0> : tensor<f32>
    %1345 = "stablehlo.reduce"(%1343, %1344) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1346 = stablehlo.add %1342, %1345 : tensor<f32>
    %1347 = stablehlo.multiply %1074, %1074 : tensor<3x3x16x32xf32>
    %1348 = stablehlo.constant dense<0.0> : tensor<f32>
    %1349 = "stablehlo.reduce"(%1347, %1348) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x32xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1350 = stablehlo.constant dense<0.0> : tensor<f32>
    %1351 = "stablehlo.reduce"(%1349, %1350) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1352 = stablehlo.add %1346, %1351 : tensor<f32>
    %1353 = stablehlo.multiply %1059, %1059 : tensor<32xf32>
    %1354 = stablehlo.constant dense<0.0> : tensor<f32>
    %1355 = "stablehlo.reduce"(%1353, %1354) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1356 = stablehlo.add %1352, %1355 : tensor<f32>
    %1357 = stablehlo.multiply %1056, %1056 : tensor<32xf32>
    %1358 = stablehlo.constant dense<0.0> : tensor<f32>
    %1359 = "stablehlo.reduce"(%1357, %1358) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1360 = stablehlo.add %1356, %1359 : tensor<f32>
    %1361 = stablehlo.multiply %1050, %1050 : tensor<3x3x32x32xf32>
    %1362 = stablehlo.constant dense<0.0> : tensor<f32>
    %1363 = "stablehlo.reduce"(%1361, %1362) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x32xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1364 = stablehlo.constant dense<0.0> : tensor<f32>
    %1365 = "stablehlo.reduce"(%1363, %1364) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1366 = stablehlo.add %1360, %1365 : tensor<f32>
    %1367 = stablehlo.multiply %1035, %1035 : tensor<32xf32>
    %1368 = stablehlo.constant dense<0.0> : tensor<f32>
    %1369 = "stablehlo.reduce"(%1367, %1368) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1370 = stablehlo.add %1366, %1369 : tensor<f32>
    %1371 = stablehlo.multiply %1032, %1032 : tensor<32xf32>
    %1372 = stablehlo.constant dense<0.0> : tensor<f32>
    %1373 = "stablehlo.reduce"(%1371, %1372) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1374 = stablehlo.add %1370, %1373 : tensor<f32>
    %1375 = stablehlo.multiply %1094, %1094 : tensor<1x1x16x32xf32>
    %1376 = stablehlo.constant dense<0.0> : tensor<f32>
    %1377 = "stablehlo.reduce"(%1375, %1376) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x16x32xf32>, tensor<f32>) -> tensor<1x1x16xf32>
    %1378 = stablehlo.constant dense<0.0> : tensor<f32>
    %1379 = "stablehlo.reduce"(%1377, %1378) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<f32>
    %1380 = stablehlo.add %1374, %1379 : tensor<f32>
    %1381 = stablehlo.multiply %1079, %1079 : tensor<32xf32>
    %1382 = stablehlo.constant dense<0.0> : tensor<f32>
    %1383 = "stablehlo.reduce"(%1381, %1382) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1384 = stablehlo.add %1380, %1383 : tensor<f32>
    %1385 = stablehlo.multiply %1076, %1076 : tensor<32xf32>
    %1386 = stablehlo.constant dense<0.0> : tensor<f32>
    %1387 = "stablehlo.reduce"(%1385, %1386) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1388 = stablehlo.add %1384, %1387 : tensor<f32>
    %1389 = stablehlo.multiply %1025, %1025 : tensor<3x3x32x32xf32>
    %1390 = stablehlo.constant dense<0.0> : tensor<f32>
    %1391 = "stablehlo.reduce"(%1389, %1390) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x32xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1392 = stablehlo.constant dense<0.0> : tensor<f32>
    %1393 = "stablehlo.reduce"(%1391, %1392) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1394 = stablehlo.add %1388, %1393 : tensor<f32>
    %1395 = stablehlo.multiply %1010, %1010 : tensor<32xf32>
    %1396 = stablehlo.constant dense<0.0> : tensor<f32>
    %1397 = "stablehlo.reduce"(%1395, %1396) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1398 = stablehlo.add %1394, %1397 : tensor<f32>
    %1399 = stablehlo.multiply %1007, %1007 : tensor<32xf32>
    %1400 = stablehlo.constant dense<0.0> : tensor<f32>
    %1401 = "stablehlo.reduce"(%1399, %1400) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1402 = stablehlo.add %1398, %1401 : tensor<f32>
    %1403 = stablehlo.multiply %1001, %1001 : tensor<3x3x32x32xf32>
    %1404 = stablehlo.constant dense<0.0> : tensor<f32>
    %1405 = "stablehlo.reduce"(%1403, %1404) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x32xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1406 = stablehlo.constant dense<0.0> : tensor<f32>
    %1407 = "stablehlo.reduce"(%1405, %1406) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1408 = stablehlo.add %1402, %1407 : tensor<f32>
    %1409 = stablehlo.multiply %986, %986 : tensor<32xf32>
    %1410 = stablehlo.constant dense<0.0> : tensor<f32>
    %1411 = "stablehlo.reduce"(%1409, %1410) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1412 = stablehlo.add %1408, %1411 : tensor<f32>
    %1413 = stablehlo.multiply %983, %983 : tensor<32xf32>
    %1414 = stablehlo.constant dense<0.0> : tensor<f32>
    %1415 = "stablehlo.reduce"(%1413, %1414) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1416 = stablehlo.add %1412, %1415 : tensor<f32>
    %1417 = stablehlo.multiply %956, %956 : tensor<3x3x32x64xf32>
    %1418 = stablehlo.constant dense<0.0> : tensor<f32>
    %1419 = "stablehlo.reduce"(%1417, %1418) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x64xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1420 = stablehlo.constant dense<0.0> : tensor<f32>
    %1421 = "stablehlo.reduce"(%1419, %1420) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1422 = stablehlo.add %1416, %1421 : tensor<f32>
    %1423 = stablehlo.multiply %941, %941 : tensor<64xf32>
    %1424 = stablehlo.constant dense<0.0> : tensor<f32>
    %1425 = "stablehlo.reduce"(%1423, %1424) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1426 = stablehlo.add %1422, %1425 : tensor<f32>
    %1427 = stablehlo.multiply %938, %938 : tensor<64xf32>
    %1428 = stablehlo.constant dense<0.0> : tensor<f32>
    %1429 = "stablehlo.reduce"(%1427, %1428) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1430 = stablehlo.add %1426, %1429 : tensor<f32>
    %1431 = stablehlo.multiply %932, %932 : tensor<3x3x64x64xf32>
    %1432 = stablehlo.constant dense<0.0> : tensor<f32>
    %1433 = "stablehlo.reduce"(%1431, %1432) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1434 = stablehlo.constant dense<0.0> : tensor<f32>
    %1435 = "stablehlo.reduce"(%1433, %1434) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1436 = stablehlo.add %1430, %1435 : tensor<f32>
    %1437 = stablehlo.multiply %917, %917 : tensor<64xf32>
    %1438 = stablehlo.constant dense<0.0> : tensor<f32>
    %1439 = "stablehlo.reduce"(%1437, %1438) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1440 = stablehlo.add %1436, %1439 : tensor<f32>
    %1441 = stablehlo.multiply %914, %914 : tensor<64xf32>
    %1442 = stablehlo.constant dense<0.0> : tensor<f32>
    %1443 = "stablehlo.reduce"(%1441, %1442) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1444 = stablehlo.add %1440, %1443 : tensor<f32>
    %1445 = stablehlo.multiply %976, %976 : tensor<1x1x32x64xf32>
    %1446 = stablehlo.constant dense<0.0> : tensor<f32>
    %1447 = "stablehlo.reduce"(%1445, %1446) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x64xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %1448 = stablehlo.constant dense<0.0> : tensor<f32>
    %1449 = "stablehlo.reduce"(%1447, %1448) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %1450 = stablehlo.add %1444, %1449 : tensor<f32>
    %1451 = stablehlo.multiply %961, %961 : tensor<64xf32>
    %1452 = stablehlo.constant dense<0.0> : tensor<f32>
    %1453 = "stablehlo.reduce"(%1451, %1452) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1454 = stablehlo.add %1450, %1453 : tensor<f32>
    %1455 = stablehlo.multiply %958, %958 : tensor<64xf32>
    %1456 = stablehlo.constant dense<0.0> : tensor<f32>
    %1457 = "stablehlo.reduce"(%1455, %1456) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1458 = stablehlo.add %1454, %1457 : tensor<f32>
    %1459 = stablehlo.multiply %907, %907 : tensor<3x3x64x64xf32>
    %1460 = stablehlo.constant dense<0.0> : tensor<f32>
    %1461 = "stablehlo.reduce"(%1459, %1460) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1462 = stablehlo.constant dense<0.0> : tensor<f32>
    %1463 = "stablehlo.reduce"(%1461, %1462) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1464 = stablehlo.add %1458, %1463 : tensor<f32>
    %1465 = stablehlo.multiply %892, %892 : tensor<64xf32>
    %1466 = stablehlo.constant dense<0.0> : tensor<f32>
    %1467 = "stablehlo.reduce"(%1465, %1466) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1468 = stablehlo.add %1464, %1467 : tensor<f32>
    %1469 = stablehlo.multiply %889, %889 : tensor<64xf32>
    %1470 = stablehlo.constant dense<0.0> : tensor<f32>
    %1471 = "stablehlo.reduce"(%1469, %1470) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1472 = stablehlo.add %1468, %1471 : tensor<f32>
    %1473 = stablehlo.multiply %883, %883 : tensor<3x3x64x64xf32>
    %1474 = stablehlo.constant dense<0.0> : tensor<f32>
    %1475 = "stablehlo.reduce"(%1473, %1474) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1476 = stablehlo.constant dense<0.0> : tensor<f32>
    %1477 = "stablehlo.reduce"(%1475, %1476) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1478 = stablehlo.add %1472, %1477 : tensor<f32>
    %1479 = stablehlo.multiply %868, %868 : tensor<64xf32>
    %1480 = stablehlo.constant dense<0.0> : tensor<f32>
    %1481 = "stablehlo.reduce"(%1479, %1480) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1482 = stablehlo.add %1478, %1481 : tensor<f32>
    %1483 = stablehlo.multiply %865, %865 : tensor<64xf32>
    %1484 = stablehlo.constant dense<0.0> : tensor<f32>
    %1485 = "stablehlo.reduce"(%1483, %1484) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1486 = stablehlo.add %1482, %1485 : tensor<f32>
    %1487 = stablehlo.multiply %838, %838 : tensor<3x3x64x128xf32>
    %1488 = stablehlo.constant dense<0.0> : tensor<f32>
    %1489 = "stablehlo.reduce"(%1487, %1488) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x128xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1490 = stablehlo.constant dense<0.0> : tensor<f32>
    %1491 = "stablehlo.reduce"(%1489, %1490) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1492 = stablehlo.add %1486, %1491 : tensor<f32>
    %1493 = stablehlo.multiply %823, %823 : tensor<128xf32>
    %1494 = stablehlo.constant dense<0.0> : tensor<f32>
    %1495 = "stablehlo.reduce"(%1493, %1494) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1496 = stablehlo.add %1492, %1495 : tensor<f32>
    %1497 = stablehlo.multiply %820, %820 : tensor<128xf32>
    %1498 = stablehlo.constant dense<0.0> : tensor<f32>
    %1499 = "stablehlo.reduce"(%1497, %1498) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1500 = stablehlo.add %1496, %1499 : tensor<f32>
    %1501 = stablehlo.multiply %814, %814 : tensor<3x3x128x128xf32>
    %1502 = stablehlo.constant dense<0.0> : tensor<f32>
    %1503 = "stablehlo.reduce"(%1501, %1502) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %1504 = stablehlo.constant dense<0.0> : tensor<f32>
    %1505 = "stablehlo.reduce"(%1503, %1504) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %1506 = stablehlo.add %1500, %1505 : tensor<f32>
    %1507 = stablehlo.multiply %799, %799 : tensor<128xf32>
    %1508 = stablehlo.constant dense<0.0> : tensor<f32>
    %1509 = "stablehlo.reduce"(%1507, %1508) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1510 = stablehlo.add %1506, %1509 : tensor<f32>
    %1511 = stablehlo.multiply %796, %796 : tensor<128xf32>
    %1512 = stablehlo.constant dense<0.0> : tensor<f32>
    %1513 = "stablehlo.reduce"(%1511, %1512) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1514 = stablehlo.add %1510, %1513 : tensor<f32>
    %1515 = stablehlo.multiply %858, %858 : tensor<1x1x64x128xf32>
    %1516 = stablehlo.constant dense<0.0> : tensor<f32>
    %1517 = "stablehlo.reduce"(%1515, %1516) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x128xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %1518 = stablehlo.constant dense<0.0> : tensor<f32>
    %1519 = "stablehlo.reduce"(%1517, %1518) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %1520 = stablehlo.add %1514, %1519 : tensor<f32>
    %1521 = stablehlo.multiply %843, %843 : tensor<128xf32>
    %1522 = stablehlo.constant dense<0.0> : tensor<f32>
    %1523 = "stablehlo.reduce"(%1521, %1522) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1524 = stablehlo.add %1520, %1523 : tensor<f32>
    %1525 = stablehlo.multiply %840, %840 : tensor<128xf32>
    %1526 = stablehlo.constant dense<0.0> : tensor<f32>
    %1527 = "stablehlo.reduce"(%1525, %1526) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1528 = stablehlo.add %1524, %1527 : tensor<f32>
    %1529 = stablehlo.multiply %789, %789 : tensor<3x3x128x128xf32>
    %1530 = stablehlo.constant dense<0.0> : tensor<f32>
    %1531 = "stablehlo.reduce"(%1529, %1530) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %1532 = stablehlo.constant dense<0.0> : tensor<f32>
    %1533 = "stablehlo.reduce"(%1531, %1532) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %1534 = stablehlo.add %1528, %1533 : tensor<f32>
    %1535 = stablehlo.multiply %774, %774 : tensor<128xf32>
    %1536 = stablehlo.constant dense<0.0> : tensor<f32>
    %1537 = "stablehlo.reduce"(%1535, %1536) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1538 = stablehlo.add %1534, %1537 : tensor<f32>
    %1539 = stablehlo.multiply %771, %771 : tensor<128xf32>
    %1540 = stablehlo.constant dense<0.0> : tensor<f32>
    %1541 = "stablehlo.reduce"(%1539, %1540) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1542 = stablehlo.add %1538, %1541 : tensor<f32>
    %1543 = stablehlo.multiply %765, %765 : tensor<3x3x128x128xf32>
    %1544 = stablehlo.constant dense<0.0> : tensor<f32>
    %1545 = "stablehlo.reduce"(%1543, %1544) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %1546 = stablehlo.constant dense<0.0> : tensor<f32>
    %1547 = "stablehlo.reduce"(%1545, %1546) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %1548 = stablehlo.add %1542, %1547 : tensor<f32>
    %1549 = stablehlo.multiply %750, %750 : tensor<128xf32>
    %1550 = stablehlo.constant dense<0.0> : tensor<f32>
    %1551 = "stablehlo.reduce"(%1549, %1550) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1552 = stablehlo.add %1548, %1551 : tensor<f32>
    %1553 = stablehlo.multiply %747, %747 : tensor<128xf32>
    %1554 = stablehlo.constant dense<0.0> : tensor<f32>
    %1555 = "stablehlo.reduce"(%1553, %1554) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1556 = stablehlo.add %1552, %1555 : tensor<f32>
    %1557 = stablehlo.multiply %736, %736 : tensor<128x10xf32>
    %1558 = stablehlo.constant dense<0.0> : tensor<f32>
    %1559 = "stablehlo.reduce"(%1557, %1558) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x10xf32>, tensor<f32>) -> tensor<128xf32>
    %1560 = stablehlo.constant dense<0.0> : tensor<f32>
    %1561 = "stablehlo.reduce"(%1559, %1560) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1562 = stablehlo.add %1556, %1561 : tensor<f32>
    %1563 = stablehlo.multiply %738, %738 : tensor<10xf32>
    %1564 = stablehlo.constant dense<0.0> : tensor<f32>
    %1565 = "stablehlo.reduce"(%1563, %1564) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %1566 = stablehlo.add %1562, %1565 : tensor<f32>
    %1567 = stablehlo.sqrt %1566 : tensor<f32>
    %1568 = stablehlo.constant dense<1.0> : tensor<f32>
    %1569 = "stablehlo.compare"(%1567, %1568) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1570 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1571 = stablehlo.divide %1277, %1570 : tensor<7x7x3x16xf32>
    %1572 = stablehlo.constant dense<1.0> : tensor<7x7x3x16xf32>
    %1573 = stablehlo.multiply %1571, %1572 : tensor<7x7x3x16xf32>
    %1574 = "stablehlo.select"(%1569, %1277, %1573) : (tensor<i1>, tensor<7x7x3x16xf32>, tensor<7x7x3x16xf32>) -> tensor<7x7x3x16xf32>
    %1575 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1576 = stablehlo.divide %1264, %1575 : tensor<16xf32>
    %1577 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1578 = stablehlo.multiply %1576, %1577 : tensor<16xf32>
    %1579 = "stablehlo.select"(%1569, %1264, %1578) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1580 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1581 = stablehlo.divide %1261, %1580 : tensor<16xf32>
    %1582 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1583 = stablehlo.multiply %1581, %1582 : tensor<16xf32>
    %1584 = "stablehlo.select"(%1569, %1261, %1583) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1585 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1586 = stablehlo.divide %1192, %1585 : tensor<3x3x16x16xf32>
    %1587 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1588 = stablehlo.multiply %1586, %1587 : tensor<3x3x16x16xf32>
    %1589 = "stablehlo.select"(%1569, %1192, %1588) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1590 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1591 = stablehlo.divide %1177, %1590 : tensor<16xf32>
    %1592 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1593 = stablehlo.multiply %1591, %1592 : tensor<16xf32>
    %1594 = "stablehlo.select"(%1569, %1177, %1593) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1595 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1596 = stablehlo.divide %1174, %1595 : tensor<16xf32>
    %1597 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1598 = stablehlo.multiply %1596, %1597 : tensor<16xf32>
    %1599 = "stablehlo.select"(%1569, %1174, %1598) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1600 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1601 = stablehlo.divide %1168, %1600 : tensor<3x3x16x16xf32>
    %1602 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1603 = stablehlo.multiply %1601, %1602 : tensor<3x3x16x16xf32>
    %1604 = "stablehlo.select"(%1569, %1168, %1603) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1605 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1606 = stablehlo.divide %1153, %1605 : tensor<16xf32>
    %1607 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1608 = stablehlo.multiply %1606, %1607 : tensor<16xf32>
    %1609 = "stablehlo.select"(%1569, %1153, %1608) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1610 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1611 = stablehlo.divide %1150, %1610 : tensor<16xf32>
    %1612 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1613 = stablehlo.multiply %1611, %1612 : tensor<16xf32>
    %1614 = "stablehlo.select"(%1569, %1150, %1613) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1615 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1616 = stablehlo.divide %1143, %1615 : tensor<3x3x16x16xf32>
    %1617 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1618 = stablehlo.multiply %1616, %1617 : tensor<3x3x16x16xf32>
    %1619 = "stablehlo.select"(%1569, %1143, %1618) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1620 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1621 = stablehlo.divide %1128, %1620 : tensor<16xf32>
    %1622 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1623 = stablehlo.multiply %1621, %1622 : tensor<16xf32>
    %1624 = "stablehlo.select"(%1569, %1128, %1623) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1625 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1626 = stablehlo.divide %1125, %1625 : tensor<16xf32>
    %1627 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1628 = stablehlo.multiply %1626, %1627 : tensor<16xf32>
    %1629 = "stablehlo.select"(%1569, %1125, %1628) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1630 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1631 = stablehlo.divide %1119, %1630 : tensor<3x3x16x16xf32>
    %1632 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1633 = stablehlo.multiply %1631, %1632 : tensor<3x3x16x16xf32>
    %1634 = "stablehlo.select"(%1569, %1119, %1633) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1635 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1636 = stablehlo.divide %1104, %1635 : tensor<16xf32>
    %1637 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1638 = stablehlo.multiply %1636, %1637 : tensor<16xf32>
    %1639 = "stablehlo.select"(%1569, %1104, %1638) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1640 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1641 = stablehlo.divide %1101, %1640 : tensor<16xf32>
    %1642 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1643 = stablehlo.multiply %1641, %1642 : tensor<16xf32>
    %1644 = "stablehlo.select"(%1569, %1101, %1643) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1645 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %1646 = stablehlo.divide %1074, %1645 : tensor<3x3x16x32xf32>
    %1647 = stablehlo.constant dense<1.0> : tensor<3x3x16x32xf32>
    %1648 = stablehlo.multiply %1646, %1647 : tensor<3x3x16x32xf32>
    %1649 = "stablehlo.select"(%1569, %1074, %1648) : (tensor<i1>, tensor<3x3x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<3x3x16x32xf32>
    %1650 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1651 = stablehlo.divide %1059, %1650 : tensor<32xf32>
    %1652 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1653 = stablehlo.multiply %1651, %1652 : tensor<32xf32>
    %1654 = "stablehlo.select"(%1569, %1059, %1653) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1655 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1656 = stablehlo.divide %1056, %1655 : tensor<32xf32>
    %1657 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1658 = stablehlo.multiply %1656, %1657 : tensor<32xf32>
    %1659 = "stablehlo.select"(%1569, %1056, %1658) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1660 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1661 = stablehlo.divide %1050, %1660 : tensor<3x3x32x32xf32>
    %1662 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %1663 = stablehlo.multiply %1661, %1662 : tensor<3x3x32x32xf32>
    %1664 = "stablehlo.select"(%1569, %1050, %1663) : (tensor<i1>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1665 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1666 = stablehlo.divide %1035, %1665 : tensor<32xf32>
    %1667 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1668 = stablehlo.multiply %1666, %1667 : tensor<32xf32>
    %1669 = "stablehlo.select"(%1569, %1035, %1668) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1670 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1671 = stablehlo.divide %1032, %1670 : tensor<32xf32>
    %1672 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1673 = stablehlo.multiply %1671, %1672 : tensor<32xf32>
    %1674 = "stablehlo.select"(%1569, %1032, %1673) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1675 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1676 = stablehlo.divide %1094, %1675 : tensor<1x1x16x32xf32>
    %1677 = stablehlo.constant dense<1.0> : tensor<1x1x16x32xf32>
    %1678 = stablehlo.multiply %1676, %1677 : tensor<1x1x16x32xf32>
    %1679 = "stablehlo.select"(%1569, %1094, %1678) : (tensor<i1>, tensor<1x1x16x32xf32>, tensor<1x1x16x32xf32>) -> tensor<1x1x16x32xf32>
    %1680 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1681 = stablehlo.divide %1079, %1680 : tensor<32xf32>
    %1682 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1683 = stablehlo.multiply %1681, %1682 : tensor<32xf32>
    %1684 = "stablehlo.select"(%1569, %1079, %1683) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1685 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1686 = stablehlo.divide %1076, %1685 : tensor<32xf32>
    %1687 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1688 = stablehlo.multiply %1686, %1687 : tensor<32xf32>
    %1689 = "stablehlo.select"(%1569, %1076, %1688) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1690 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1691 = stablehlo.divide %1025, %1690 : tensor<3x3x32x32xf32>
    %1692 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %1693 = stablehlo.multiply %1691, %1692 : tensor<3x3x32x32xf32>
    %1694 = "stablehlo.select"(%1569, %1025, %1693) : (tensor<i1>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1695 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1696 = stablehlo.divide %1010, %1695 : tensor<32xf32>
    %1697 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1698 = stablehlo.multiply %1696, %1697 : tensor<32xf32>
    %1699 = "stablehlo.select"(%1569, %1010, %1698) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1700 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1701 = stablehlo.divide %1007, %1700 : tensor<32xf32>
    %1702 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1703 = stablehlo.multiply %1701, %1702 : tensor<32xf32>
    %1704 = "stablehlo.select"(%1569, %1007, %1703) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1705 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1706 = stablehlo.divide %1001, %1705 : tensor<3x3x32x32xf32>
    %1707 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %1708 = stablehlo.multiply %1706, %1707 : tensor<3x3x32x32xf32>
    %1709 = "stablehlo.select"(%1569, %1001, %1708) : (tensor<i1>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1710 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1711 = stablehlo.divide %986, %1710 : tensor<32xf32>
    %1712 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1713 = stablehlo.multiply %1711, %1712 : tensor<32xf32>
    %1714 = "stablehlo.select"(%1569, %986, %1713) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1715 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1716 = stablehlo.divide %983, %1715 : tensor<32xf32>
    %1717 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1718 = stablehlo.multiply %1716, %1717 : tensor<32xf32>
    %1719 = "stablehlo.select"(%1569, %983, %1718) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1720 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %1721 = stablehlo.divide %956, %1720 : tensor<3x3x32x64xf32>
    %1722 = stablehlo.constant dense<1.0> : tensor<3x3x32x64xf32>
    %1723 = stablehlo.multiply %1721, %1722 : tensor<3x3x32x64xf32>
    %1724 = "stablehlo.select"(%1569, %956, %1723) : (tensor<i1>, tensor<3x3x32x64xf32>, tensor<3x3x32x64xf32>) -> tensor<3x3x32x64xf32>
    %1725 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1726 = stablehlo.divide %941, %1725 : tensor<64xf32>
    %1727 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1728 = stablehlo.multiply %1726, %1727 : tensor<64xf32>
    %1729 = "stablehlo.select"(%1569, %941, %1728) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1730 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1731 = stablehlo.divide %938, %1730 : tensor<64xf32>
    %1732 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1733 = stablehlo.multiply %1731, %1732 : tensor<64xf32>
    %1734 = "stablehlo.select"(%1569, %938, %1733) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1735 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1736 = stablehlo.divide %932, %1735 : tensor<3x3x64x64xf32>
    %1737 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %1738 = stablehlo.multiply %1736, %1737 : tensor<3x3x64x64xf32>
    %1739 = "stablehlo.select"(%1569, %932, %1738) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1740 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1741 = stablehlo.divide %917, %1740 : tensor<64xf32>
    %1742 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1743 = stablehlo.multiply %1741, %1742 : tensor<64xf32>
    %1744 = "stablehlo.select"(%1569, %917, %1743) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1745 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1746 = stablehlo.divide %914, %1745 : tensor<64xf32>
    %1747 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1748 = stablehlo.multiply %1746, %1747 : tensor<64xf32>
    %1749 = "stablehlo.select"(%1569, %914, %1748) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1750 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %1751 = stablehlo.divide %976, %1750 : tensor<1x1x32x64xf32>
    %1752 = stablehlo.constant dense<1.0> : tensor<1x1x32x64xf32>
    %1753 = stablehlo.multiply %1751, %1752 : tensor<1x1x32x64xf32>
    %1754 = "stablehlo.select"(%1569, %976, %1753) : (tensor<i1>, tensor<1x1x32x64xf32>, tensor<1x1x32x64xf32>) -> tensor<1x1x32x64xf32>
    %1755 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1756 = stablehlo.divide %961, %1755 : tensor<64xf32>
    %1757 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1758 = stablehlo.multiply %1756, %1757 : tensor<64xf32>
    %1759 = "stablehlo.select"(%1569, %961, %1758) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1760 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1761 = stablehlo.divide %958, %1760 : tensor<64xf32>
    %1762 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1763 = stablehlo.multiply %1761, %1762 : tensor<64xf32>
    %1764 = "stablehlo.select"(%1569, %958, %1763) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1765 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1766 = stablehlo.divide %907, %1765 : tensor<3x3x64x64xf32>
    %1767 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %1768 = stablehlo.multiply %1766, %1767 : tensor<3x3x64x64xf32>
    %1769 = "stablehlo.select"(%1569, %907, %1768) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1770 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1771 = stablehlo.divide %892, %1770 : tensor<64xf32>
    %1772 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1773 = stablehlo.multiply %1771, %1772 : tensor<64xf32>
    %1774 = "stablehlo.select"(%1569, %892, %1773) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1775 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1776 = stablehlo.divide %889, %1775 : tensor<64xf32>
    %1777 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1778 = stablehlo.multiply %1776, %1777 : tensor<64xf32>
    %1779 = "stablehlo.select"(%1569, %889, %1778) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1780 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1781 = stablehlo.divide %883, %1780 : tensor<3x3x64x64xf32>
    %1782 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %1783 = stablehlo.multiply %1781, %1782 : tensor<3x3x64x64xf32>
    %1784 = "stablehlo.select"(%1569, %883, %1783) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1785 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1786 = stablehlo.divide %868, %1785 : tensor<64xf32>
    %1787 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1788 = stablehlo.multiply %1786, %1787 : tensor<64xf32>
    %1789 = "stablehlo.select"(%1569, %868, %1788) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1790 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1791 = stablehlo.divide %865, %1790 : tensor<64xf32>
    %1792 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1793 = stablehlo.multiply %1791, %1792 : tensor<64xf32>
    %1794 = "stablehlo.select"(%1569, %865, %1793) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1795 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %1796 = stablehlo.divide %838, %1795 : tensor<3x3x64x128xf32>
    %1797 = stablehlo.constant dense<1.0> : tensor<3x3x64x128xf32>
    %1798 = stablehlo.multiply %1796, %1797 : tensor<3x3x64x128xf32>
    %1799 = "stablehlo.select"(%1569, %838, %1798) : (tensor<i1>, tensor<3x3x64x128xf32>, tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %1800 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1801 = stablehlo.divide %823, %1800 : tensor<128xf32>
    %1802 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1803 = stablehlo.multiply %1801, %1802 : tensor<128xf32>
    %1804 = "stablehlo.select"(%1569, %823, %1803) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1805 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1806 = stablehlo.divide %820, %1805 : tensor<128xf32>
    %1807 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1808 = stablehlo.multiply %1806, %1807 : tensor<128xf32>
    %1809 = "stablehlo.select"(%1569, %820, %1808) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1810 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %1811 = stablehlo.divide %814, %1810 : tensor<3x3x128x128xf32>
    %1812 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %1813 = stablehlo.multiply %1811, %1812 : tensor<3x3x128x128xf32>
    %1814 = "stablehlo.select"(%1569, %814, %1813) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1815 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1816 = stablehlo.divide %799, %1815 : tensor<128xf32>
    %1817 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1818 = stablehlo.multiply %1816, %1817 : tensor<128xf32>
    %1819 = "stablehlo.select"(%1569, %799, %1818) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1820 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1821 = stablehlo.divide %796, %1820 : tensor<128xf32>
    %1822 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1823 = stablehlo.multiply %1821, %1822 : tensor<128xf32>
    %1824 = "stablehlo.select"(%1569, %796, %1823) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1825 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %1826 = stablehlo.divide %858, %1825 : tensor<1x1x64x128xf32>
    %1827 = stablehlo.constant dense<1.0> : tensor<1x1x64x128xf32>
    %1828 = stablehlo.multiply %1826, %1827 : tensor<1x1x64x128xf32>
    %1829 = "stablehlo.select"(%1569, %858, %1828) : (tensor<i1>, tensor<1x1x64x128xf32>, tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %1830 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1831 = stablehlo.divide %843, %1830 : tensor<128xf32>
    %1832 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1833 = stablehlo.multiply %1831, %1832 : tensor<128xf32>
    %1834 = "stablehlo.select"(%1569, %843, %1833) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1835 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1836 = stablehlo.divide %840, %1835 : tensor<128xf32>
    %1837 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1838 = stablehlo.multiply %1836, %1837 : tensor<128xf32>
    %1839 = "stablehlo.select"(%1569, %840, %1838) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1840 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %1841 = stablehlo.divide %789, %1840 : tensor<3x3x128x128xf32>
    %1842 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %1843 = stablehlo.multiply %1841, %1842 : tensor<3x3x128x128xf32>
    %1844 = "stablehlo.select"(%1569, %789, %1843) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1845 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1846 = stablehlo.divide %774, %1845 : tensor<128xf32>
    %1847 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1848 = stablehlo.multiply %1846, %1847 : tensor<128xf32>
    %1849 = "stablehlo.select"(%1569, %774, %1848) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1850 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1851 = stablehlo.divide %771, %1850 : tensor<128xf32>
    %1852 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1853 = stablehlo.multiply %1851, %1852 : tensor<128xf32>
    %1854 = "stablehlo.select"(%1569, %771, %1853) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1855 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %1856 = stablehlo.divide %765, %1855 : tensor<3x3x128x128xf32>
    %1857 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %1858 = stablehlo.multiply %1856, %1857 : tensor<3x3x128x128xf32>
    %1859 = "stablehlo.select"(%1569, %765, %1858) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1860 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1861 = stablehlo.divide %750, %1860 : tensor<128xf32>
    %1862 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1863 = stablehlo.multiply %1861, %1862 : tensor<128xf32>
    %1864 = "stablehlo.select"(%1569, %750, %1863) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1865 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1866 = stablehlo.divide %747, %1865 : tensor<128xf32>
    %1867 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1868 = stablehlo.multiply %1866, %1867 : tensor<128xf32>
    %1869 = "stablehlo.select"(%1569, %747, %1868) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1870 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %1871 = stablehlo.divide %736, %1870 : tensor<128x10xf32>
    %1872 = stablehlo.constant dense<1.0> : tensor<128x10xf32>
    %1873 = stablehlo.multiply %1871, %1872 : tensor<128x10xf32>
    %1874 = "stablehlo.select"(%1569, %736, %1873) : (tensor<i1>, tensor<128x10xf32>, tensor<128x10xf32>) -> tensor<128x10xf32>
    %1875 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1876 = stablehlo.divide %738, %1875 : tensor<10xf32>
    %1877 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1878 = stablehlo.multiply %1876, %1877 : tensor<10xf32>
    %1879 = "stablehlo.select"(%1569, %738, %1878) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1880 = stablehlo.constant dense<0.9> : tensor<7x7x3x16xf32>
    %1881 = stablehlo.multiply %1880, %m.conv1.w : tensor<7x7x3x16xf32>
    %1882 = stablehlo.constant dense<0.1> : tensor<7x7x3x16xf32>
    %1883 = stablehlo.multiply %1882, %1574 : tensor<7x7x3x16xf32>
    %1884 = stablehlo.add %1881, %1883 : tensor<7x7x3x16xf32>
    %1885 = stablehlo.constant dense<0.999> : tensor<7x7x3x16xf32>
    %1886 = stablehlo.multiply %1885, %v.conv1.w : tensor<7x7x3x16xf32>
    %1887 = stablehlo.constant dense<0.001> : tensor<7x7x3x16xf32>
    %1888 = stablehlo.multiply %1574, %1574 : tensor<7x7x3x16xf32>
    %1889 = stablehlo.multiply %1887, %1888 : tensor<7x7x3x16xf32>
    %1890 = stablehlo.add %1886, %1889 : tensor<7x7x3x16xf32>
    %1891 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1892 = stablehlo.divide %1884, %1891 : tensor<7x7x3x16xf32>
    %1893 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1894 = stablehlo.divide %1890, %1893 : tensor<7x7x3x16xf32>
    %1895 = stablehlo.sqrt %1894 : tensor<7x7x3x16xf32>
    %1896 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x16xf32>
    %1897 = stablehlo.add %1895, %1896 : tensor<7x7x3x16xf32>
    %1898 = stablehlo.divide %1892, %1897 : tensor<7x7x3x16xf32>
    %1899 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1900 = stablehlo.multiply %1899, %m.bn1.g : tensor<16xf32>
    %1901 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1902 = stablehlo.multiply %1901, %1579 : tensor<16xf32>
    %1903 = stablehlo.add %1900, %1902 : tensor<16xf32>
    %1904 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1905 = stablehlo.multiply %1904, %v.bn1.g : tensor<16xf32>
    %1906 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1907 = stablehlo.multiply %1579, %1579 : tensor<16xf32>
    %1908 = stablehlo.multiply %1906, %1907 : tensor<16xf32>
    %1909 = stablehlo.add %1905, %1908 : tensor<16xf32>
    %1910 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1911 = stablehlo.divide %1903, %1910 : tensor<16xf32>
    %1912 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1913 = stablehlo.divide %1909, %1912 : tensor<16xf32>
    %1914 = stablehlo.sqrt %1913 : tensor<16xf32>
    %1915 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1916 = stablehlo.add %1914, %1915 : tensor<16xf32>
    %1917 = stablehlo.divide %1911, %1916 : tensor<16xf32>
    %1918 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1919 = stablehlo.multiply %1918, %m.bn1.b : tensor<16xf32>
    %1920 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1921 = stablehlo.multiply %1920, %1584 : tensor<16xf32>
    %1922 = stablehlo.add %1919, %1921 : tensor<16xf32>
    %1923 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1924 = stablehlo.multiply %1923, %v.bn1.b : tensor<16xf32>
    %1925 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1926 = stablehlo.multiply %1584, %1584 : tensor<16xf32>
    %1927 = stablehlo.multiply %1925, %1926 : tensor<16xf32>
    %1928 = stablehlo.add %1924, %1927 : tensor<16xf32>
    %1929 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1930 = stablehlo.divide %1922, %1929 : tensor<16xf32>
    %1931 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1932 = stablehlo.divide %1928, %1931 : tensor<16xf32>
    %1933 = stablehlo.sqrt %1932 : tensor<16xf32>
    %1934 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1935 = stablehlo.add %1933, %1934 : tensor<16xf32>
    %1936 = stablehlo.divide %1930, %1935 : tensor<16xf32>
    %1937 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %1938 = stablehlo.multiply %1937, %m.layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %1939 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %1940 = stablehlo.multiply %1939, %1589 : tensor<3x3x16x16xf32>
    %1941 = stablehlo.add %1938, %1940 : tensor<3x3x16x16xf32>
    %1942 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %1943 = stablehlo.multiply %1942, %v.layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %1944 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %1945 = stablehlo.multiply %1589, %1589 : tensor<3x3x16x16xf32>
    %1946 = stablehlo.multiply %1944, %1945 : tensor<3x3x16x16xf32>
    %1947 = stablehlo.add %1943, %1946 : tensor<3x3x16x16xf32>
    %1948 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1949 = stablehlo.divide %1941, %1948 : tensor<3x3x16x16xf32>
    %1950 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1951 = stablehlo.divide %1947, %1950 : tensor<3x3x16x16xf32>
    %1952 = stablehlo.sqrt %1951 : tensor<3x3x16x16xf32>
    %1953 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %1954 = stablehlo.add %1952, %1953 : tensor<3x3x16x16xf32>
    %1955 = stablehlo.divide %1949, %1954 : tensor<3x3x16x16xf32>
    %1956 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1957 = stablehlo.multiply %1956, %m.layer1.0.bn1.g : tensor<16xf32>
    %1958 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1959 = stablehlo.multiply %1958, %1594 : tensor<16xf32>
    %1960 = stablehlo.add %1957, %1959 : tensor<16xf32>
    %1961 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1962 = stablehlo.multiply %1961, %v.layer1.0.bn1.g : tensor<16xf32>
    %1963 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1964 = stablehlo.multiply %1594, %1594 : tensor<16xf32>
    %1965 = stablehlo.multiply %1963, %1964 : tensor<16xf32>
    %1966 = stablehlo.add %1962, %1965 : tensor<16xf32>
    %1967 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1968 = stablehlo.divide %1960, %1967 : tensor<16xf32>
    %1969 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1970 = stablehlo.divide %1966, %1969 : tensor<16xf32>
    %1971 = stablehlo.sqrt %1970 : tensor<16xf32>
    %1972 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1973 = stablehlo.add %1971, %1972 : tensor<16xf32>
    %1974 = stablehlo.divide %1968, %1973 : tensor<16xf32>
    %1975 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1976 = stablehlo.multiply %1975, %m.layer1.0.bn1.b : tensor<16xf32>
    %1977 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1978 = stablehlo.multiply %1977, %1599 : tensor<16xf32>
    %1979 = stablehlo.add %1976, %1978 : tensor<16xf32>
    %1980 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1981 = stablehlo.multiply %1980, %v.layer1.0.bn1.b : tensor<16xf32>
    %1982 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1983 = stablehlo.multiply %1599, %1599 : tensor<16xf32>
    %1984 = stablehlo.multiply %1982, %1983 : tensor<16xf32>
    %1985 = stablehlo.add %1981, %1984 : tensor<16xf32>
    %1986 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1987 = stablehlo.divide %1979, %1986 : tensor<16xf32>
    %1988 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1989 = stablehlo.divide %1985, %1988 : tensor<16xf32>
    %1990 = stablehlo.sqrt %1989 : tensor<16xf32>
    %1991 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1992 = stablehlo.add %1990, %1991 : tensor<16xf32>
    %1993 = stablehlo.divide %1987, %1992 : tensor<16xf32>
    %1994 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %1995 = stablehlo.multiply %1994, %m.layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %1996 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %1997 = stablehlo.multiply %1996, %1604 : tensor<3x3x16x16xf32>
    %1998 = stablehlo.add %1995, %1997 : tensor<3x3x16x16xf32>
    %1999 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %2000 = stablehlo.multiply %1999, %v.layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %2001 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %2002 = stablehlo.multiply %1604, %1604 : tensor<3x3x16x16xf32>
    %2003 = stablehlo.multiply %2001, %2002 : tensor<3x3x16x16xf32>
    %2004 = stablehlo.add %2000, %2003 : tensor<3x3x16x16xf32>
    %2005 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2006 = stablehlo.divide %1998, %2005 : tensor<3x3x16x16xf32>
    %2007 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2008 = stablehlo.divide %2004, %2007 : tensor<3x3x16x16xf32>
    %2009 = stablehlo.sqrt %2008 : tensor<3x3x16x16xf32>
    %2010 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %2011 = stablehlo.add %2009, %2010 : tensor<3x3x16x16xf32>
    %2012 = stablehlo.divide %2006, %2011 : tensor<3x3x16x16xf32>
    %2013 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2014 = stablehlo.multiply %2013, %m.layer1.0.bn2.g : tensor<16xf32>
    %2015 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2016 = stablehlo.multiply %2015, %1609 : tensor<16xf32>
    %2017 = stablehlo.add %2014, %2016 : tensor<16xf32>
    %2018 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2019 = stablehlo.multiply %2018, %v.layer1.0.bn2.g : tensor<16xf32>
    %2020 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2021 = stablehlo.multiply %1609, %1609 : tensor<16xf32>
    %2022 = stablehlo.multiply %2020, %2021 : tensor<16xf32>
    %2023 = stablehlo.add %2019, %2022 : tensor<16xf32>
    %2024 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2025 = stablehlo.divide %2017, %2024 : tensor<16xf32>
    %2026 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2027 = stablehlo.divide %2023, %2026 : tensor<16xf32>
    %2028 = stablehlo.sqrt %2027 : tensor<16xf32>
    %2029 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2030 = stablehlo.add %2028, %2029 : tensor<16xf32>
    %2031 = stablehlo.divide %2025, %2030 : tensor<16xf32>
    %2032 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2033 = stablehlo.multiply %2032, %m.layer1.0.bn2.b : tensor<16xf32>
    %2034 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2035 = stablehlo.multiply %2034, %1614 : tensor<16xf32>
    %2036 = stablehlo.add %2033, %2035 : tensor<16xf32>
    %2037 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2038 = stablehlo.multiply %2037, %v.layer1.0.bn2.b : tensor<16xf32>
    %2039 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2040 = stablehlo.multiply %1614, %1614 : tensor<16xf32>
    %2041 = stablehlo.multiply %2039, %2040 : tensor<16xf32>
    %2042 = stablehlo.add %2038, %2041 : tensor<16xf32>
    %2043 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2044 = stablehlo.divide %2036, %2043 : tensor<16xf32>
    %2045 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2046 = stablehlo.divide %2042, %2045 : tensor<16xf32>
    %2047 = stablehlo.sqrt %2046 : tensor<16xf32>
    %2048 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2049 = stablehlo.add %2047, %2048 : tensor<16xf32>
    %2050 = stablehlo.divide %2044, %2049 : tensor<16xf32>
    %2051 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %2052 = stablehlo.multiply %2051, %m.layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %2053 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %2054 = stablehlo.multiply %2053, %1619 : tensor<3x3x16x16xf32>
    %2055 = stablehlo.add %2052, %2054 : tensor<3x3x16x16xf32>
    %2056 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %2057 = stablehlo.multiply %2056, %v.layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %2058 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %2059 = stablehlo.multiply %1619, %1619 : tensor<3x3x16x16xf32>
    %2060 = stablehlo.multiply %2058, %2059 : tensor<3x3x16x16xf32>
    %2061 = stablehlo.add %2057, %2060 : tensor<3x3x16x16xf32>
    %2062 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2063 = stablehlo.divide %2055, %2062 : tensor<3x3x16x16xf32>
    %2064 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2065 = stablehlo.divide %2061, %2064 : tensor<3x3x16x16xf32>
    %2066 = stablehlo.sqrt %2065 : tensor<3x3x16x16xf32>
    %2067 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %2068 = stablehlo.add %2066, %2067 : tensor<3x3x16x16xf32>
    %2069 = stablehlo.divide %2063, %2068 : tensor<3x3x16x16xf32>
    %2070 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2071 = stablehlo.multiply %2070, %m.layer1.1.bn1.g : tensor<16xf32>
    %2072 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2073 = stablehlo.multiply %2072, %1624 : tensor<16xf32>
    %2074 = stablehlo.add %2071, %2073 : tensor<16xf32>
    %2075 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2076 = stablehlo.multiply %2075, %v.layer1.1.bn1.g : tensor<16xf32>
    %2077 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2078 = stablehlo.multiply %1624, %1624 : tensor<16xf32>
    %2079 = stablehlo.multiply %2077, %2078 : tensor<16xf32>
    %2080 = stablehlo.add %2076, %2079 : tensor<16xf32>
    %2081 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2082 = stablehlo.divide %2074, %2081 : tensor<16xf32>
    %2083 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2084 = stablehlo.divide %2080, %2083 : tensor<16xf32>
    %2085 = stablehlo.sqrt %2084 : tensor<16xf32>
    %2086 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2087 = stablehlo.add %2085, %2086 : tensor<16xf32>
    %2088 = stablehlo.divide %2082, %2087 : tensor<16xf32>
    %2089 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2090 = stablehlo.multiply %2089, %m.layer1.1.bn1.b : tensor<16xf32>
    %2091 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2092 = stablehlo.multiply %2091, %1629 : tensor<16xf32>
    %2093 = stablehlo.add %2090, %2092 : tensor<16xf32>
    %2094 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2095 = stablehlo.multiply %2094, %v.layer1.1.bn1.b : tensor<16xf32>
    %2096 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2097 = stablehlo.multiply %1629, %1629 : tensor<16xf32>
    %2098 = stablehlo.multiply %2096, %2097 : tensor<16xf32>
    %2099 = stablehlo.add %2095, %2098 : tensor<16xf32>
    %2100 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2101 = stablehlo.divide %2093, %2100 : tensor<16xf32>
    %2102 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2103 = stablehlo.divide %2099, %2102 : tensor<16xf32>
    %2104 = stablehlo.sqrt %2103 : tensor<16xf32>
    %2105 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2106 = stablehlo.add %2104, %2105 : tensor<16xf32>
    %2107 = stablehlo.divide %2101, %2106 : tensor<16xf32>
    %2108 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %2109 = stablehlo.multiply %2108, %m.layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %2110 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %2111 = stablehlo.multiply %2110, %1634 : tensor<3x3x16x16xf32>
    %2112 = stablehlo.add %2109, %2111 : tensor<3x3x16x16xf32>
    %2113 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %2114 = stablehlo.multiply %2113, %v.layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %2115 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %2116 = stablehlo.multiply %1634, %1634 : tensor<3x3x16x16xf32>
    %2117 = stablehlo.multiply %2115, %2116 : tensor<3x3x16x16xf32>
    %2118 = stablehlo.add %2114, %2117 : tensor<3x3x16x16xf32>
    %2119 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2120 = stablehlo.divide %2112, %2119 : tensor<3x3x16x16xf32>
    %2121 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2122 = stablehlo.divide %2118, %2121 : tensor<3x3x16x16xf32>
    %2123 = stablehlo.sqrt %2122 : tensor<3x3x16x16xf32>
    %2124 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %2125 = stablehlo.add %2123, %2124 : tensor<3x3x16x16xf32>
    %2126 = stablehlo.divide %2120, %2125 : tensor<3x3x16x16xf32>
    %2127 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2128 = stablehlo.multiply %2127, %m.layer1.1.bn2.g : tensor<16xf32>
    %2129 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2130 = stablehlo.multiply %2129, %1639 : tensor<16xf32>
    %2131 = stablehlo.add %2128, %2130 : tensor<16xf32>
    %2132 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2133 = stablehlo.multiply %2132, %v.layer1.1.bn2.g : tensor<16xf32>
    %2134 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2135 = stablehlo.multiply %1639, %1639 : tensor<16xf32>
    %2136 = stablehlo.multiply %2134, %2135 : tensor<16xf32>
    %2137 = stablehlo.add %2133, %2136 : tensor<16xf32>
    %2138 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2139 = stablehlo.divide %2131, %2138 : tensor<16xf32>
    %2140 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2141 = stablehlo.divide %2137, %2140 : tensor<16xf32>
    %2142 = stablehlo.sqrt %2141 : tensor<16xf32>
    %2143 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2144 = stablehlo.add %2142, %2143 : tensor<16xf32>
    %2145 = stablehlo.divide %2139, %2144 : tensor<16xf32>
    %2146 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2147 = stablehlo.multiply %2146, %m.layer1.1.bn2.b : tensor<16xf32>
    %2148 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2149 = stablehlo.multiply %2148, %1644 : tensor<16xf32>
    %2150 = stablehlo.add %2147, %2149 : tensor<16xf32>
    %2151 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2152 = stablehlo.multiply %2151, %v.layer1.1.bn2.b : tensor<16xf32>
    %2153 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2154 = stablehlo.multiply %1644, %1644 : tensor<16xf32>
    %2155 = stablehlo.multiply %2153, %2154 : tensor<16xf32>
    %2156 = stablehlo.add %2152, %2155 : tensor<16xf32>
    %2157 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2158 = stablehlo.divide %2150, %2157 : tensor<16xf32>
    %2159 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2160 = stablehlo.divide %2156, %2159 : tensor<16xf32>
    %2161 = stablehlo.sqrt %2160 : tensor<16xf32>
    %2162 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2163 = stablehlo.add %2161, %2162 : tensor<16xf32>
    %2164 = stablehlo.divide %2158, %2163 : tensor<16xf32>
    %2165 = stablehlo.constant dense<0.9> : tensor<3x3x16x32xf32>
    %2166 = stablehlo.multiply %2165, %m.layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %2167 = stablehlo.constant dense<0.1> : tensor<3x3x16x32xf32>
    %2168 = stablehlo.multiply %2167, %1649 : tensor<3x3x16x32xf32>
    %2169 = stablehlo.add %2166, %2168 : tensor<3x3x16x32xf32>
    %2170 = stablehlo.constant dense<0.999> : tensor<3x3x16x32xf32>
    %2171 = stablehlo.multiply %2170, %v.layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %2172 = stablehlo.constant dense<0.001> : tensor<3x3x16x32xf32>
    %2173 = stablehlo.multiply %1649, %1649 : tensor<3x3x16x32xf32>
    %2174 = stablehlo.multiply %2172, %2173 : tensor<3x3x16x32xf32>
    %2175 = stablehlo.add %2171, %2174 : tensor<3x3x16x32xf32>
    %2176 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %2177 = stablehlo.divide %2169, %2176 : tensor<3x3x16x32xf32>
    %2178 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %2179 = stablehlo.divide %2175, %2178 : tensor<3x3x16x32xf32>
    %2180 = stablehlo.sqrt %2179 : tensor<3x3x16x32xf32>
    %2181 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x32xf32>
    %2182 = stablehlo.add %2180, %2181 : tensor<3x3x16x32xf32>
    %2183 = stablehlo.divide %2177, %2182 : tensor<3x3x16x32xf32>
    %2184 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2185 = stablehlo.multiply %2184, %m.layer2.0.bn1.g : tensor<32xf32>
    %2186 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2187 = stablehlo.multiply %2186, %1654 : tensor<32xf32>
    %2188 = stablehlo.add %2185, %2187 : tensor<32xf32>
    %2189 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2190 = stablehlo.multiply %2189, %v.layer2.0.bn1.g : tensor<32xf32>
    %2191 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2192 = stablehlo.multiply %1654, %1654 : tensor<32xf32>
    %2193 = stablehlo.multiply %2191, %2192 : tensor<32xf32>
    %2194 = stablehlo.add %2190, %2193 : tensor<32xf32>
    %2195 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2196 = stablehlo.divide %2188, %2195 : tensor<32xf32>
    %2197 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2198 = stablehlo.divide %2194, %2197 : tensor<32xf32>
    %2199 = stablehlo.sqrt %2198 : tensor<32xf32>
    %2200 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2201 = stablehlo.add %2199, %2200 : tensor<32xf32>
    %2202 = stablehlo.divide %2196, %2201 : tensor<32xf32>
    %2203 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2204 = stablehlo.multiply %2203, %m.layer2.0.bn1.b : tensor<32xf32>
    %2205 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2206 = stablehlo.multiply %2205, %1659 : tensor<32xf32>
    %2207 = stablehlo.add %2204, %2206 : tensor<32xf32>
    %2208 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2209 = stablehlo.multiply %2208, %v.layer2.0.bn1.b : tensor<32xf32>
    %2210 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2211 = stablehlo.multiply %1659, %1659 : tensor<32xf32>
    %2212 = stablehlo.multiply %2210, %2211 : tensor<32xf32>
    %2213 = stablehlo.add %2209, %2212 : tensor<32xf32>
    %2214 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2215 = stablehlo.divide %2207, %2214 : tensor<32xf32>
    %2216 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2217 = stablehlo.divide %2213, %2216 : tensor<32xf32>
    %2218 = stablehlo.sqrt %2217 : tensor<32xf32>
    %2219 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2220 = stablehlo.add %2218, %2219 : tensor<32xf32>
    %2221 = stablehlo.divide %2215, %2220 : tensor<32xf32>
    %2222 = stablehlo.constant dense<0.9> : tensor<3x3x32x32xf32>
    %2223 = stablehlo.multiply %2222, %m.layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %2224 = stablehlo.constant dense<0.1> : tensor<3x3x32x32xf32>
    %2225 = stablehlo.multiply %2224, %1664 : tensor<3x3x32x32xf32>
    %2226 = stablehlo.add %2223, %2225 : tensor<3x3x32x32xf32>
    %2227 = stablehlo.constant dense<0.999> : tensor<3x3x32x32xf32>
    %2228 = stablehlo.multiply %2227, %v.layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %2229 = stablehlo.constant dense<0.001> : tensor<3x3x32x32xf32>
    %2230 = stablehlo.multiply %1664, %1664 : tensor<3x3x32x32xf32>
    %2231 = stablehlo.multiply %2229, %2230 : tensor<3x3x32x32xf32>
    %2232 = stablehlo.add %2228, %2231 : tensor<3x3x32x32xf32>
    %2233 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2234 = stablehlo.divide %2226, %2233 : tensor<3x3x32x32xf32>
    %2235 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2236 = stablehlo.divide %2232, %2235 : tensor<3x3x32x32xf32>
    %2237 = stablehlo.sqrt %2236 : tensor<3x3x32x32xf32>
    %2238 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x32xf32>
    %2239 = stablehlo.add %2237, %2238 : tensor<3x3x32x32xf32>
    %2240 = stablehlo.divide %2234, %2239 : tensor<3x3x32x32xf32>
    %2241 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2242 = stablehlo.multiply %2241, %m.layer2.0.bn2.g : tensor<32xf32>
    %2243 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2244 = stablehlo.multiply %2243, %1669 : tensor<32xf32>
    %2245 = stablehlo.add %2242, %2244 : tensor<32xf32>
    %2246 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2247 = stablehlo.multiply %2246, %v.layer2.0.bn2.g : tensor<32xf32>
    %2248 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2249 = stablehlo.multiply %1669, %1669 : tensor<32xf32>
    %2250 = stablehlo.multiply %2248, %2249 : tensor<32xf32>
    %2251 = stablehlo.add %2247, %2250 : tensor<32xf32>
    %2252 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2253 = stablehlo.divide %2245, %2252 : tensor<32xf32>
    %2254 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2255 = stablehlo.divide %2251, %2254 : tensor<32xf32>
    %2256 = stablehlo.sqrt %2255 : tensor<32xf32>
    %2257 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2258 = stablehlo.add %2256, %2257 : tensor<32xf32>
    %2259 = stablehlo.divide %2253, %2258 : tensor<32xf32>
    %2260 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2261 = stablehlo.multiply %2260, %m.layer2.0.bn2.b : tensor<32xf32>
    %2262 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2263 = stablehlo.multiply %2262, %1674 : tensor<32xf32>
    %2264 = stablehlo.add %2261, %2263 : tensor<32xf32>
    %2265 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2266 = stablehlo.multiply %2265, %v.layer2.0.bn2.b : tensor<32xf32>
    %2267 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2268 = stablehlo.multiply %1674, %1674 : tensor<32xf32>
    %2269 = stablehlo.multiply %2267, %2268 : tensor<32xf32>
    %2270 = stablehlo.add %2266, %2269 : tensor<32xf32>
    %2271 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2272 = stablehlo.divide %2264, %2271 : tensor<32xf32>
    %2273 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2274 = stablehlo.divide %2270, %2273 : tensor<32xf32>
    %2275 = stablehlo.sqrt %2274 : tensor<32xf32>
    %2276 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2277 = stablehlo.add %2275, %2276 : tensor<32xf32>
    %2278 = stablehlo.divide %2272, %2277 : tensor<32xf32>
    %2279 = stablehlo.constant dense<0.9> : tensor<1x1x16x32xf32>
    %2280 = stablehlo.multiply %2279, %m.layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %2281 = stablehlo.constant dense<0.1> : tensor<1x1x16x32xf32>
    %2282 = stablehlo.multiply %2281, %1679 : tensor<1x1x16x32xf32>
    %2283 = stablehlo.add %2280, %2282 : tensor<1x1x16x32xf32>
    %2284 = stablehlo.constant dense<0.999> : tensor<1x1x16x32xf32>
    %2285 = stablehlo.multiply %2284, %v.layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %2286 = stablehlo.constant dense<0.001> : tensor<1x1x16x32xf32>
    %2287 = stablehlo.multiply %1679, %1679 : tensor<1x1x16x32xf32>
    %2288 = stablehlo.multiply %2286, %2287 : tensor<1x1x16x32xf32>
    %2289 = stablehlo.add %2285, %2288 : tensor<1x1x16x32xf32>
    %2290 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %2291 = stablehlo.divide %2283, %2290 : tensor<1x1x16x32xf32>
    %2292 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %2293 = stablehlo.divide %2289, %2292 : tensor<1x1x16x32xf32>
    %2294 = stablehlo.sqrt %2293 : tensor<1x1x16x32xf32>
    %2295 = stablehlo.constant dense<1.0e-08> : tensor<1x1x16x32xf32>
    %2296 = stablehlo.add %2294, %2295 : tensor<1x1x16x32xf32>
    %2297 = stablehlo.divide %2291, %2296 : tensor<1x1x16x32xf32>
    %2298 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2299 = stablehlo.multiply %2298, %m.layer2.0.downsample.1.g : tensor<32xf32>
    %2300 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2301 = stablehlo.multiply %2300, %1684 : tensor<32xf32>
    %2302 = stablehlo.add %2299, %2301 : tensor<32xf32>
    %2303 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2304 = stablehlo.multiply %2303, %v.layer2.0.downsample.1.g : tensor<32xf32>
    %2305 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2306 = stablehlo.multiply %1684, %1684 : tensor<32xf32>
    %2307 = stablehlo.multiply %2305, %2306 : tensor<32xf32>
    %2308 = stablehlo.add %2304, %2307 : tensor<32xf32>
    %2309 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2310 = stablehlo.divide %2302, %2309 : tensor<32xf32>
    %2311 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2312 = stablehlo.divide %2308, %2311 : tensor<32xf32>
    %2313 = stablehlo.sqrt %2312 : tensor<32xf32>
    %2314 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2315 = stablehlo.add %2313, %2314 : tensor<32xf32>
    %2316 = stablehlo.divide %2310, %2315 : tensor<32xf32>
    %2317 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2318 = stablehlo.multiply %2317, %m.layer2.0.downsample.1.b : tensor<32xf32>
    %2319 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2320 = stablehlo.multiply %2319, %1689 : tensor<32xf32>
    %2321 = stablehlo.add %2318, %2320 : tensor<32xf32>
    %2322 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2323 = stablehlo.multiply %2322, %v.layer2.0.downsample.1.b : tensor<32xf32>
    %2324 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2325 = stablehlo.multiply %1689, %1689 : tensor<32xf32>
    %2326 = stablehlo.multiply %2324, %2325 : tensor<32xf32>
    %2327 = stablehlo.add %2323, %2326 : tensor<32xf32>
    %2328 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2329 = stablehlo.divide %2321, %2328 : tensor<32xf32>
    %2330 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2331 = stablehlo.divide %2327, %2330 : tensor<32xf32>
    %2332 = stablehlo.sqrt %2331 : tensor<32xf32>
    %2333 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2334 = stablehlo.add %2332, %2333 : tensor<32xf32>
    %2335 = stablehlo.divide %2329, %2334 : tensor<32xf32>
    %2336 = stablehlo.constant dense<0.9> : tensor<3x3x32x32xf32>
    %2337 = stablehlo.multiply %2336, %m.layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %2338 = stablehlo.constant dense<0.1> : tensor<3x3x32x32xf32>
    %2339 = stablehlo.multiply %2338, %1694 : tensor<3x3x32x32xf32>
    %2340 = stablehlo.add %2337, %2339 : tensor<3x3x32x32xf32>
    %2341 = stablehlo.constant dense<0.999> : tensor<3x3x32x32xf32>
    %2342 = stablehlo.multiply %2341, %v.layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %2343 = stablehlo.constant dense<0.001> : tensor<3x3x32x32xf32>
    %2344 = stablehlo.multiply %1694, %1694 : tensor<3x3x32x32xf32>
    %2345 = stablehlo.multiply %2343, %2344 : tensor<3x3x32x32xf32>
    %2346 = stablehlo.add %2342, %2345 : tensor<3x3x32x32xf32>
    %2347 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2348 = stablehlo.divide %2340, %2347 : tensor<3x3x32x32xf32>
    %2349 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2350 = stablehlo.divide %2346, %2349 : tensor<3x3x32x32xf32>
    %2351 = stablehlo.sqrt %2350 : tensor<3x3x32x32xf32>
    %2352 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x32xf32>
    %2353 = stablehlo.add %2351, %2352 : tensor<3x3x32x32xf32>
    %2354 = stablehlo.divide %2348, %2353 : tensor<3x3x32x32xf32>
    %2355 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2356 = stablehlo.multiply %2355, %m.layer2.1.bn1.g : tensor<32xf32>
    %2357 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2358 = stablehlo.multiply %2357, %1699 : tensor<32xf32>
    %2359 = stablehlo.add %2356, %2358 : tensor<32xf32>
    %2360 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2361 = stablehlo.multiply %2360, %v.layer2.1.bn1.g : tensor<32xf32>
    %2362 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2363 = stablehlo.multiply %1699, %1699 : tensor<32xf32>
    %2364 = stablehlo.multiply %2362, %2363 : tensor<32xf32>
    %2365 = stablehlo.add %2361, %2364 : tensor<32xf32>
    %2366 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2367 = stablehlo.divide %2359, %2366 : tensor<32xf32>
    %2368 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2369 = stablehlo.divide %2365, %2368 : tensor<32xf32>
    %2370 = stablehlo.sqrt %2369 : tensor<32xf32>
    %2371 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2372 = stablehlo.add %2370, %2371 : tensor<32xf32>
    %2373 = stablehlo.divide %2367, %2372 : tensor<32xf32>
    %2374 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2375 = stablehlo.multiply %2374, %m.layer2.1.bn1.b : tensor<32xf32>
    %2376 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2377 = stablehlo.multiply %2376, %1704 : tensor<32xf32>
    %2378 = stablehlo.add %2375, %2377 : tensor<32xf32>
    %2379 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2380 = stablehlo.multiply %2379, %v.layer2.1.bn1.b : tensor<32xf32>
    %2381 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2382 = stablehlo.multiply %1704, %1704 : tensor<32xf32>
    %2383 = stablehlo.multiply %2381, %2382 : tensor<32xf32>
    %2384 = stablehlo.add %2380, %2383 : tensor<32xf32>
    %2385 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2386 = stablehlo.divide %2378, %2385 : tensor<32xf32>
    %2387 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2388 = stablehlo.divide %2384, %2387 : tensor<32xf32>
    %2389 = stablehlo.sqrt %2388 : tensor<32xf32>
    %2390 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2391 = stablehlo.add %2389, %2390 : tensor<32xf32>
    %2392 = stablehlo.divide %2386, %2391 : tensor<32xf32>
    %2393 = stablehlo.constant dense<0.9> : tensor<3x3x32x32xf32>
    %2394 = stablehlo.multiply %2393, %m.layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %2395 = stablehlo.constant dense<0.1> : tensor<3x3x32x32xf32>
    %2396 = stablehlo.multiply %2395, %1709 : tensor<3x3x32x32xf32>
    %2397 = stablehlo.add %2394, %2396 : tensor<3x3x32x32xf32>
    %2398 = stablehlo.constant dense<0.999> : tensor<3x3x32x32xf32>
    %2399 = stablehlo.multiply %2398, %v.layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %2400 = stablehlo.constant dense<0.001> : tensor<3x3x32x32xf32>
    %2401 = stablehlo.multiply %1709, %1709 : tensor<3x3x32x32xf32>
    %2402 = stablehlo.multiply %2400, %2401 : tensor<3x3x32x32xf32>
    %2403 = stablehlo.add %2399, %2402 : tensor<3x3x32x32xf32>
    %2404 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2405 = stablehlo.divide %2397, %2404 : tensor<3x3x32x32xf32>
    %2406 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2407 = stablehlo.divide %2403, %2406 : tensor<3x3x32x32xf32>
    %2408 = stablehlo.sqrt %2407 : tensor<3x3x32x32xf32>
    %2409 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x32xf32>
    %2410 = stablehlo.add %2408, %2409 : tensor<3x3x32x32xf32>
    %2411 = stablehlo.divide %2405, %2410 : tensor<3x3x32x32xf32>
    %2412 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2413 = stablehlo.multiply %2412, %m.layer2.1.bn2.g : tensor<32xf32>
    %2414 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2415 = stablehlo.multiply %2414, %1714 : tensor<32xf32>
    %2416 = stablehlo.add %2413, %2415 : tensor<32xf32>
    %2417 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2418 = stablehlo.multiply %2417, %v.layer2.1.bn2.g : tensor<32xf32>
    %2419 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2420 = stablehlo.multiply %1714, %1714 : tensor<32xf32>
    %2421 = stablehlo.multiply %2419, %2420 : tensor<32xf32>
    %2422 = stablehlo.add %2418, %2421 : tensor<32xf32>
    %2423 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2424 = stablehlo.divide %2416, %2423 : tensor<32xf32>
    %2425 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2426 = stablehlo.divide %2422, %2425 : tensor<32xf32>
    %2427 = stablehlo.sqrt %2426 : tensor<32xf32>
    %2428 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2429 = stablehlo.add %2427, %2428 : tensor<32xf32>
    %2430 = stablehlo.divide %2424, %2429 : tensor<32xf32>
    %2431 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2432 = stablehlo.multiply %2431, %m.layer2.1.bn2.b : tensor<32xf32>
    %2433 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2434 = stablehlo.multiply %2433, %1719 : tensor<32xf32>
    %2435 = stablehlo.add %2432, %2434 : tensor<32xf32>
    %2436 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2437 = stablehlo.multiply %2436, %v.layer2.1.bn2.b : tensor<32xf32>
    %2438 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2439 = stablehlo.multiply %1719, %1719 : tensor<32xf32>
    %2440 = stablehlo.multiply %2438, %2439 : tensor<32xf32>
    %2441 = stablehlo.add %2437, %2440 : tensor<32xf32>
    %2442 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2443 = stablehlo.divide %2435, %2442 : tensor<32xf32>
    %2444 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2445 = stablehlo.divide %2441, %2444 : tensor<32xf32>
    %2446 = stablehlo.sqrt %2445 : tensor<32xf32>
    %2447 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2448 = stablehlo.add %2446, %2447 : tensor<32xf32>
    %2449 = stablehlo.divide %2443, %2448 : tensor<32xf32>
    %2450 = stablehlo.constant dense<0.9> : tensor<3x3x32x64xf32>
    %2451 = stablehlo.multiply %2450, %m.layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %2452 = stablehlo.constant dense<0.1> : tensor<3x3x32x64xf32>
    %2453 = stablehlo.multiply %2452, %1724 : tensor<3x3x32x64xf32>
    %2454 = stablehlo.add %2451, %2453 : tensor<3x3x32x64xf32>
    %2455 = stablehlo.constant dense<0.999> : tensor<3x3x32x64xf32>
    %2456 = stablehlo.multiply %2455, %v.layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %2457 = stablehlo.constant dense<0.001> : tensor<3x3x32x64xf32>
    %2458 = stablehlo.multiply %1724, %1724 : tensor<3x3x32x64xf32>
    %2459 = stablehlo.multiply %2457, %2458 : tensor<3x3x32x64xf32>
    %2460 = stablehlo.add %2456, %2459 : tensor<3x3x32x64xf32>
    %2461 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %2462 = stablehlo.divide %2454, %2461 : tensor<3x3x32x64xf32>
    %2463 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %2464 = stablehlo.divide %2460, %2463 : tensor<3x3x32x64xf32>
    %2465 = stablehlo.sqrt %2464 : tensor<3x3x32x64xf32>
    %2466 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x64xf32>
    %2467 = stablehlo.add %2465, %2466 : tensor<3x3x32x64xf32>
    %2468 = stablehlo.divide %2462, %2467 : tensor<3x3x32x64xf32>
    %2469 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2470 = stablehlo.multiply %2469, %m.layer3.0.bn1.g : tensor<64xf32>
    %2471 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2472 = stablehlo.multiply %2471, %1729 : tensor<64xf32>
    %2473 = stablehlo.add %2470, %2472 : tensor<64xf32>
    %2474 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2475 = stablehlo.multiply %2474, %v.layer3.0.bn1.g : tensor<64xf32>
    %2476 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2477 = stablehlo.multiply %1729, %1729 : tensor<64xf32>
    %2478 = stablehlo.multiply %2476, %2477 : tensor<64xf32>
    %2479 = stablehlo.add %2475, %2478 : tensor<64xf32>
    %2480 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2481 = stablehlo.divide %2473, %2480 : tensor<64xf32>
    %2482 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2483 = stablehlo.divide %2479, %2482 : tensor<64xf32>
    %2484 = stablehlo.sqrt %2483 : tensor<64xf32>
    %2485 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2486 = stablehlo.add %2484, %2485 : tensor<64xf32>
    %2487 = stablehlo.divide %2481, %2486 : tensor<64xf32>
    %2488 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2489 = stablehlo.multiply %2488, %m.layer3.0.bn1.b : tensor<64xf32>
    %2490 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2491 = stablehlo.multiply %2490, %1734 : tensor<64xf32>
    %2492 = stablehlo.add %2489, %2491 : tensor<64xf32>
    %2493 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2494 = stablehlo.multiply %2493, %v.layer3.0.bn1.b : tensor<64xf32>
    %2495 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2496 = stablehlo.multiply %1734, %1734 : tensor<64xf32>
    %2497 = stablehlo.multiply %2495, %2496 : tensor<64xf32>
    %2498 = stablehlo.add %2494, %2497 : tensor<64xf32>
    %2499 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2500 = stablehlo.divide %2492, %2499 : tensor<64xf32>
    %2501 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2502 = stablehlo.divide %2498, %2501 : tensor<64xf32>
    %2503 = stablehlo.sqrt %2502 : tensor<64xf32>
    %2504 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2505 = stablehlo.add %2503, %2504 : tensor<64xf32>
    %2506 = stablehlo.divide %2500, %2505 : tensor<64xf32>
    %2507 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %2508 = stablehlo.multiply %2507, %m.layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %2509 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %2510 = stablehlo.multiply %2509, %1739 : tensor<3x3x64x64xf32>
    %2511 = stablehlo.add %2508, %2510 : tensor<3x3x64x64xf32>
    %2512 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %2513 = stablehlo.multiply %2512, %v.layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %2514 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %2515 = stablehlo.multiply %1739, %1739 : tensor<3x3x64x64xf32>
    %2516 = stablehlo.multiply %2514, %2515 : tensor<3x3x64x64xf32>
    %2517 = stablehlo.add %2513, %2516 : tensor<3x3x64x64xf32>
    %2518 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2519 = stablehlo.divide %2511, %2518 : tensor<3x3x64x64xf32>
    %2520 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2521 = stablehlo.divide %2517, %2520 : tensor<3x3x64x64xf32>
    %2522 = stablehlo.sqrt %2521 : tensor<3x3x64x64xf32>
    %2523 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %2524 = stablehlo.add %2522, %2523 : tensor<3x3x64x64xf32>
    %2525 = stablehlo.divide %2519, %2524 : tensor<3x3x64x64xf32>
    %2526 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2527 = stablehlo.multiply %2526, %m.layer3.0.bn2.g : tensor<64xf32>
    %2528 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2529 = stablehlo.multiply %2528, %1744 : tensor<64xf32>
    %2530 = stablehlo.add %2527, %2529 : tensor<64xf32>
    %2531 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2532 = stablehlo.multiply %2531, %v.layer3.0.bn2.g : tensor<64xf32>
    %2533 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2534 = stablehlo.multiply %1744, %1744 : tensor<64xf32>
    %2535 = stablehlo.multiply %2533, %2534 : tensor<64xf32>
    %2536 = stablehlo.add %2532, %2535 : tensor<64xf32>
    %2537 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2538 = stablehlo.divide %2530, %2537 : tensor<64xf32>
    %2539 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2540 = stablehlo.divide %2536, %2539 : tensor<64xf32>
    %2541 = stablehlo.sqrt %2540 : tensor<64xf32>
    %2542 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2543 = stablehlo.add %2541, %2542 : tensor<64xf32>
    %2544 = stablehlo.divide %2538, %2543 : tensor<64xf32>
    %2545 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2546 = stablehlo.multiply %2545, %m.layer3.0.bn2.b : tensor<64xf32>
    %2547 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2548 = stablehlo.multiply %2547, %1749 : tensor<64xf32>
    %2549 = stablehlo.add %2546, %2548 : tensor<64xf32>
    %2550 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2551 = stablehlo.multiply %2550, %v.layer3.0.bn2.b : tensor<64xf32>
    %2552 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2553 = stablehlo.multiply %1749, %1749 : tensor<64xf32>
    %2554 = stablehlo.multiply %2552, %2553 : tensor<64xf32>
    %2555 = stablehlo.add %2551, %2554 : tensor<64xf32>
    %2556 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2557 = stablehlo.divide %2549, %2556 : tensor<64xf32>
    %2558 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2559 = stablehlo.divide %2555, %2558 : tensor<64xf32>
    %2560 = stablehlo.sqrt %2559 : tensor<64xf32>
    %2561 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2562 = stablehlo.add %2560, %2561 : tensor<64xf32>
    %2563 = stablehlo.divide %2557, %2562 : tensor<64xf32>
    %2564 = stablehlo.constant dense<0.9> : tensor<1x1x32x64xf32>
    %2565 = stablehlo.multiply %2564, %m.layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %2566 = stablehlo.constant dense<0.1> : tensor<1x1x32x64xf32>
    %2567 = stablehlo.multiply %2566, %1754 : tensor<1x1x32x64xf32>
    %2568 = stablehlo.add %2565, %2567 : tensor<1x1x32x64xf32>
    %2569 = stablehlo.constant dense<0.999> : tensor<1x1x32x64xf32>
    %2570 = stablehlo.multiply %2569, %v.layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %2571 = stablehlo.constant dense<0.001> : tensor<1x1x32x64xf32>
    %2572 = stablehlo.multiply %1754, %1754 : tensor<1x1x32x64xf32>
    %2573 = stablehlo.multiply %2571, %2572 : tensor<1x1x32x64xf32>
    %2574 = stablehlo.add %2570, %2573 : tensor<1x1x32x64xf32>
    %2575 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %2576 = stablehlo.divide %2568, %2575 : tensor<1x1x32x64xf32>
    %2577 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %2578 = stablehlo.divide %2574, %2577 : tensor<1x1x32x64xf32>
    %2579 = stablehlo.sqrt %2578 : tensor<1x1x32x64xf32>
    %2580 = stablehlo.constant dense<1.0e-08> : tensor<1x1x32x64xf32>
    %2581 = stablehlo.add %2579, %2580 : tensor<1x1x32x64xf32>
    %2582 = stablehlo.divide %2576, %2581 : tensor<1x1x32x64xf32>
    %2583 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2584 = stablehlo.multiply %2583, %m.layer3.0.downsample.1.g : tensor<64xf32>
    %2585 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2586 = stablehlo.multiply %2585, %1759 : tensor<64xf32>
    %2587 = stablehlo.add %2584, %2586 : tensor<64xf32>
    %2588 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2589 = stablehlo.multiply %2588, %v.layer3.0.downsample.1.g : tensor<64xf32>
    %2590 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2591 = stablehlo.multiply %1759, %1759 : tensor<64xf32>
    %2592 = stablehlo.multiply %2590, %2591 : tensor<64xf32>
    %2593 = stablehlo.add %2589, %2592 : tensor<64xf32>
    %2594 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2595 = stablehlo.divide %2587, %2594 : tensor<64xf32>
    %2596 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2597 = stablehlo.divide %2593, %2596 : tensor<64xf32>
    %2598 = stablehlo.sqrt %2597 : tensor<64xf32>
    %2599 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2600 = stablehlo.add %2598, %2599 : tensor<64xf32>
    %2601 = stablehlo.divide %2595, %2600 : tensor<64xf32>
    %2602 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2603 = stablehlo.multiply %2602, %m.layer3.0.downsample.1.b : tensor<64xf32>
    %2604 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2605 = stablehlo.multiply %2604, %1764 : tensor<64xf32>
    %2606 = stablehlo.add %2603, %2605 : tensor<64xf32>
    %2607 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2608 = stablehlo.multiply %2607, %v.layer3.0.downsample.1.b : tensor<64xf32>
    %2609 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2610 = stablehlo.multiply %1764, %1764 : tensor<64xf32>
    %2611 = stablehlo.multiply %2609, %2610 : tensor<64xf32>
    %2612 = stablehlo.add %2608, %2611 : tensor<64xf32>
    %2613 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2614 = stablehlo.divide %2606, %2613 : tensor<64xf32>
    %2615 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2616 = stablehlo.divide %2612, %2615 : tensor<64xf32>
    %2617 = stablehlo.sqrt %2616 : tensor<64xf32>
    %2618 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2619 = stablehlo.add %2617, %2618 : tensor<64xf32>
    %2620 = stablehlo.divide %2614, %2619 : tensor<64xf32>
    %2621 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %2622 = stablehlo.multiply %2621, %m.layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %2623 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %2624 = stablehlo.multiply %2623, %1769 : tensor<3x3x64x64xf32>
    %2625 = stablehlo.add %2622, %2624 : tensor<3x3x64x64xf32>
    %2626 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %2627 = stablehlo.multiply %2626, %v.layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %2628 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %2629 = stablehlo.multiply %1769, %1769 : tensor<3x3x64x64xf32>
    %2630 = stablehlo.multiply %2628, %2629 : tensor<3x3x64x64xf32>
    %2631 = stablehlo.add %2627, %2630 : tensor<3x3x64x64xf32>
    %2632 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2633 = stablehlo.divide %2625, %2632 : tensor<3x3x64x64xf32>
    %2634 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2635 = stablehlo.divide %2631, %2634 : tensor<3x3x64x64xf32>
    %2636 = stablehlo.sqrt %2635 : tensor<3x3x64x64xf32>
    %2637 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %2638 = stablehlo.add %2636, %2637 : tensor<3x3x64x64xf32>
    %2639 = stablehlo.divide %2633, %2638 : tensor<3x3x64x64xf32>
    %2640 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2641 = stablehlo.multiply %2640, %m.layer3.1.bn1.g : tensor<64xf32>
    %2642 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2643 = stablehlo.multiply %2642, %1774 : tensor<64xf32>
    %2644 = stablehlo.add %2641, %2643 : tensor<64xf32>
    %2645 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2646 = stablehlo.multiply %2645, %v.layer3.1.bn1.g : tensor<64xf32>
    %2647 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2648 = stablehlo.multiply %1774, %1774 : tensor<64xf32>
    %2649 = stablehlo.multiply %2647, %2648 : tensor<64xf32>
    %2650 = stablehlo.add %2646, %2649 : tensor<64xf32>
    %2651 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2652 = stablehlo.divide %2644, %2651 : tensor<64xf32>
    %2653 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2654 = stablehlo.divide %2650, %2653 : tensor<64xf32>
    %2655 = stablehlo.sqrt %2654 : tensor<64xf32>
    %2656 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2657 = stablehlo.add %2655, %2656 : tensor<64xf32>
    %2658 = stablehlo.divide %2652, %2657 : tensor<64xf32>
    %2659 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2660 = stablehlo.multiply %2659, %m.layer3.1.bn1.b : tensor<64xf32>
    %2661 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2662 = stablehlo.multiply %2661, %1779 : tensor<64xf32>
    %2663 = stablehlo.add %2660, %2662 : tensor<64xf32>
    %2664 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2665 = stablehlo.multiply %2664, %v.layer3.1.bn1.b : tensor<64xf32>
    %2666 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2667 = stablehlo.multiply %1779, %1779 : tensor<64xf32>
    %2668 = stablehlo.multiply %2666, %2667 : tensor<64xf32>
    %2669 = stablehlo.add %2665, %2668 : tensor<64xf32>
    %2670 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2671 = stablehlo.divide %2663, %2670 : tensor<64xf32>
    %2672 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2673 = stablehlo.divide %2669, %2672 : tensor<64xf32>
    %2674 = stablehlo.sqrt %2673 : tensor<64xf32>
    %2675 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2676 = stablehlo.add %2674, %2675 : tensor<64xf32>
    %2677 = stablehlo.divide %2671, %2676 : tensor<64xf32>
    %2678 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %2679 = stablehlo.multiply %2678, %m.layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %2680 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %2681 = stablehlo.multiply %2680, %1784 : tensor<3x3x64x64xf32>
    %2682 = stablehlo.add %2679, %2681 : tensor<3x3x64x64xf32>
    %2683 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %2684 = stablehlo.multiply %2683, %v.layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %2685 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %2686 = stablehlo.multiply %1784, %1784 : tensor<3x3x64x64xf32>
    %2687 = stablehlo.multiply %2685, %2686 : tensor<3x3x64x64xf32>
    %2688 = stablehlo.add %2684, %2687 : tensor<3x3x64x64xf32>
    %2689 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2690 = stablehlo.divide %2682, %2689 : tensor<3x3x64x64xf32>
    %2691 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2692 = stablehlo.divide %2688, %2691 : tensor<3x3x64x64xf32>
    %2693 = stablehlo.sqrt %2692 : tensor<3x3x64x64xf32>
    %2694 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %2695 = stablehlo.add %2693, %2694 : tensor<3x3x64x64xf32>
    %2696 = stablehlo.divide %2690, %2695 : tensor<3x3x64x64xf32>
    %2697 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2698 = stablehlo.multiply %2697, %m.layer3.1.bn2.g : tensor<64xf32>
    %2699 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2700 = stablehlo.multiply %2699, %1789 : tensor<64xf32>
    %2701 = stablehlo.add %2698, %2700 : tensor<64xf32>
    %2702 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2703 = stablehlo.multiply %2702, %v.layer3.1.bn2.g : tensor<64xf32>
    %2704 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2705 = stablehlo.multiply %1789, %1789 : tensor<64xf32>
    %2706 = stablehlo.multiply %2704, %2705 : tensor<64xf32>
    %2707 = stablehlo.add %2703, %2706 : tensor<64xf32>
    %2708 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2709 = stablehlo.divide %2701, %2708 : tensor<64xf32>
    %2710 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2711 = stablehlo.divide %2707, %2710 : tensor<64xf32>
    %2712 = stablehlo.sqrt %2711 : tensor<64xf32>
    %2713 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2714 = stablehlo.add %2712, %2713 : tensor<64xf32>
    %2715 = stablehlo.divide %2709, %2714 : tensor<64xf32>
    %2716 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2717 = stablehlo.multiply %2716, %m.layer3.1.bn2.b : tensor<64xf32>
    %2718 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2719 = stablehlo.multiply %2718, %1794 : tensor<64xf32>
    %2720 = stablehlo.add %2717, %2719 : tensor<64xf32>
    %2721 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2722 = stablehlo.multiply %2721, %v.layer3.1.bn2.b : tensor<64xf32>
    %2723 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2724 = stablehlo.multiply %1794, %1794 : tensor<64xf32>
    %2725 = stablehlo.multiply %2723, %2724 : tensor<64xf32>
    %2726 = stablehlo.add %2722, %2725 : tensor<64xf32>
    %2727 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2728 = stablehlo.divide %2720, %2727 : tensor<64xf32>
    %2729 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2730 = stablehlo.divide %2726, %2729 : tensor<64xf32>
    %2731 = stablehlo.sqrt %2730 : tensor<64xf32>
    %2732 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2733 = stablehlo.add %2731, %2732 : tensor<64xf32>
    %2734 = stablehlo.divide %2728, %2733 : tensor<64xf32>
    %2735 = stablehlo.constant dense<0.9> : tensor<3x3x64x128xf32>
    %2736 = stablehlo.multiply %2735, %m.layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %2737 = stablehlo.constant dense<0.1> : tensor<3x3x64x128xf32>
    %2738 = stablehlo.multiply %2737, %1799 : tensor<3x3x64x128xf32>
    %2739 = stablehlo.add %2736, %2738 : tensor<3x3x64x128xf32>
    %2740 = stablehlo.constant dense<0.999> : tensor<3x3x64x128xf32>
    %2741 = stablehlo.multiply %2740, %v.layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %2742 = stablehlo.constant dense<0.001> : tensor<3x3x64x128xf32>
    %2743 = stablehlo.multiply %1799, %1799 : tensor<3x3x64x128xf32>
    %2744 = stablehlo.multiply %2742, %2743 : tensor<3x3x64x128xf32>
    %2745 = stablehlo.add %2741, %2744 : tensor<3x3x64x128xf32>
    %2746 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %2747 = stablehlo.divide %2739, %2746 : tensor<3x3x64x128xf32>
    %2748 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %2749 = stablehlo.divide %2745, %2748 : tensor<3x3x64x128xf32>
    %2750 = stablehlo.sqrt %2749 : tensor<3x3x64x128xf32>
    %2751 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x128xf32>
    %2752 = stablehlo.add %2750, %2751 : tensor<3x3x64x128xf32>
    %2753 = stablehlo.divide %2747, %2752 : tensor<3x3x64x128xf32>
    %2754 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2755 = stablehlo.multiply %2754, %m.layer4.0.bn1.g : tensor<128xf32>
    %2756 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2757 = stablehlo.multiply %2756, %1804 : tensor<128xf32>
    %2758 = stablehlo.add %2755, %2757 : tensor<128xf32>
    %2759 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2760 = stablehlo.multiply %2759, %v.layer4.0.bn1.g : tensor<128xf32>
    %2761 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2762 = stablehlo.multiply %1804, %1804 : tensor<128xf32>
    %2763 = stablehlo.multiply %2761, %2762 : tensor<128xf32>
    %2764 = stablehlo.add %2760, %2763 : tensor<128xf32>
    %2765 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2766 = stablehlo.divide %2758, %2765 : tensor<128xf32>
    %2767 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2768 = stablehlo.divide %2764, %2767 : tensor<128xf32>
    %2769 = stablehlo.sqrt %2768 : tensor<128xf32>
    %2770 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2771 = stablehlo.add %2769, %2770 : tensor<128xf32>
    %2772 = stablehlo.divide %2766, %2771 : tensor<128xf32>
    %2773 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2774 = stablehlo.multiply %2773, %m.layer4.0.bn1.b : tensor<128xf32>
    %2775 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2776 = stablehlo.multiply %2775, %1809 : tensor<128xf32>
    %2777 = stablehlo.add %2774, %2776 : tensor<128xf32>
    %2778 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2779 = stablehlo.multiply %2778, %v.layer4.0.bn1.b : tensor<128xf32>
    %2780 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2781 = stablehlo.multiply %1809, %1809 : tensor<128xf32>
    %2782 = stablehlo.multiply %2780, %2781 : tensor<128xf32>
    %2783 = stablehlo.add %2779, %2782 : tensor<128xf32>
    %2784 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2785 = stablehlo.divide %2777, %2784 : tensor<128xf32>
    %2786 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2787 = stablehlo.divide %2783, %2786 : tensor<128xf32>
    %2788 = stablehlo.sqrt %2787 : tensor<128xf32>
    %2789 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2790 = stablehlo.add %2788, %2789 : tensor<128xf32>
    %2791 = stablehlo.divide %2785, %2790 : tensor<128xf32>
    %2792 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %2793 = stablehlo.multiply %2792, %m.layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %2794 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %2795 = stablehlo.multiply %2794, %1814 : tensor<3x3x128x128xf32>
    %2796 = stablehlo.add %2793, %2795 : tensor<3x3x128x128xf32>
    %2797 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %2798 = stablehlo.multiply %2797, %v.layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %2799 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %2800 = stablehlo.multiply %1814, %1814 : tensor<3x3x128x128xf32>
    %2801 = stablehlo.multiply %2799, %2800 : tensor<3x3x128x128xf32>
    %2802 = stablehlo.add %2798, %2801 : tensor<3x3x128x128xf32>
    %2803 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2804 = stablehlo.divide %2796, %2803 : tensor<3x3x128x128xf32>
    %2805 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2806 = stablehlo.divide %2802, %2805 : tensor<3x3x128x128xf32>
    %2807 = stablehlo.sqrt %2806 : tensor<3x3x128x128xf32>
    %2808 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %2809 = stablehlo.add %2807, %2808 : tensor<3x3x128x128xf32>
    %2810 = stablehlo.divide %2804, %2809 : tensor<3x3x128x128xf32>
    %2811 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2812 = stablehlo.multiply %2811, %m.layer4.0.bn2.g : tensor<128xf32>
    %2813 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2814 = stablehlo.multiply %2813, %1819 : tensor<128xf32>
    %2815 = stablehlo.add %2812, %2814 : tensor<128xf32>
    %2816 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2817 = stablehlo.multiply %2816, %v.layer4.0.bn2.g : tensor<128xf32>
    %2818 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2819 = stablehlo.multiply %1819, %1819 : tensor<128xf32>
    %2820 = stablehlo.multiply %2818, %2819 : tensor<128xf32>
    %2821 = stablehlo.add %2817, %2820 : tensor<128xf32>
    %2822 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2823 = stablehlo.divide %2815, %2822 : tensor<128xf32>
    %2824 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2825 = stablehlo.divide %2821, %2824 : tensor<128xf32>
    %2826 = stablehlo.sqrt %2825 : tensor<128xf32>
    %2827 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2828 = stablehlo.add %2826, %2827 : tensor<128xf32>
    %2829 = stablehlo.divide %2823, %2828 : tensor<128xf32>
    %2830 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2831 = stablehlo.multiply %2830, %m.layer4.0.bn2.b : tensor<128xf32>
    %2832 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2833 = stablehlo.multiply %2832, %1824 : tensor<128xf32>
    %2834 = stablehlo.add %2831, %2833 : tensor<128xf32>
    %2835 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2836 = stablehlo.multiply %2835, %v.layer4.0.bn2.b : tensor<128xf32>
    %2837 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2838 = stablehlo.multiply %1824, %1824 : tensor<128xf32>
    %2839 = stablehlo.multiply %2837, %2838 : tensor<128xf32>
    %2840 = stablehlo.add %2836, %2839 : tensor<128xf32>
    %2841 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2842 = stablehlo.divide %2834, %2841 : tensor<128xf32>
    %2843 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2844 = stablehlo.divide %2840, %2843 : tensor<128xf32>
    %2845 = stablehlo.sqrt %2844 : tensor<128xf32>
    %2846 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2847 = stablehlo.add %2845, %2846 : tensor<128xf32>
    %2848 = stablehlo.divide %2842, %2847 : tensor<128xf32>
    %2849 = stablehlo.constant dense<0.9> : tensor<1x1x64x128xf32>
    %2850 = stablehlo.multiply %2849, %m.layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %2851 = stablehlo.constant dense<0.1> : tensor<1x1x64x128xf32>
    %2852 = stablehlo.multiply %2851, %1829 : tensor<1x1x64x128xf32>
    %2853 = stablehlo.add %2850, %2852 : tensor<1x1x64x128xf32>
    %2854 = stablehlo.constant dense<0.999> : tensor<1x1x64x128xf32>
    %2855 = stablehlo.multiply %2854, %v.layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %2856 = stablehlo.constant dense<0.001> : tensor<1x1x64x128xf32>
    %2857 = stablehlo.multiply %1829, %1829 : tensor<1x1x64x128xf32>
    %2858 = stablehlo.multiply %2856, %2857 : tensor<1x1x64x128xf32>
    %2859 = stablehlo.add %2855, %2858 : tensor<1x1x64x128xf32>
    %2860 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %2861 = stablehlo.divide %2853, %2860 : tensor<1x1x64x128xf32>
    %2862 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %2863 = stablehlo.divide %2859, %2862 : tensor<1x1x64x128xf32>
    %2864 = stablehlo.sqrt %2863 : tensor<1x1x64x128xf32>
    %2865 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x128xf32>
    %2866 = stablehlo.add %2864, %2865 : tensor<1x1x64x128xf32>
    %2867 = stablehlo.divide %2861, %2866 : tensor<1x1x64x128xf32>
    %2868 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2869 = stablehlo.multiply %2868, %m.layer4.0.downsample.1.g : tensor<128xf32>
    %2870 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2871 = stablehlo.multiply %2870, %1834 : tensor<128xf32>
    %2872 = stablehlo.add %2869, %2871 : tensor<128xf32>
    %2873 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2874 = stablehlo.multiply %2873, %v.layer4.0.downsample.1.g : tensor<128xf32>
    %2875 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2876 = stablehlo.multiply %1834, %1834 : tensor<128xf32>
    %2877 = stablehlo.multiply %2875, %2876 : tensor<128xf32>
    %2878 = stablehlo.add %2874, %2877 : tensor<128xf32>
    %2879 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2880 = stablehlo.divide %2872, %2879 : tensor<128xf32>
    %2881 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2882 = stablehlo.divide %2878, %2881 : tensor<128xf32>
    %2883 = stablehlo.sqrt %2882 : tensor<128xf32>
    %2884 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2885 = stablehlo.add %2883, %2884 : tensor<128xf32>
    %2886 = stablehlo.divide %2880, %2885 : tensor<128xf32>
    %2887 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2888 = stablehlo.multiply %2887, %m.layer4.0.downsample.1.b : tensor<128xf32>
    %2889 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2890 = stablehlo.multiply %2889, %1839 : tensor<128xf32>
    %2891 = stablehlo.add %2888, %2890 : tensor<128xf32>
    %2892 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2893 = stablehlo.multiply %2892, %v.layer4.0.downsample.1.b : tensor<128xf32>
    %2894 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2895 = stablehlo.multiply %1839, %1839 : tensor<128xf32>
    %2896 = stablehlo.multiply %2894, %2895 : tensor<128xf32>
    %2897 = stablehlo.add %2893, %2896 : tensor<128xf32>
    %2898 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2899 = stablehlo.divide %2891, %2898 : tensor<128xf32>
    %2900 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2901 = stablehlo.divide %2897, %2900 : tensor<128xf32>
    %2902 = stablehlo.sqrt %2901 : tensor<128xf32>
    %2903 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2904 = stablehlo.add %2902, %2903 : tensor<128xf32>
    %2905 = stablehlo.divide %2899, %2904 : tensor<128xf32>
    %2906 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %2907 = stablehlo.multiply %2906, %m.layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %2908 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %2909 = stablehlo.multiply %2908, %1844 : tensor<3x3x128x128xf32>
    %2910 = stablehlo.add %2907, %2909 : tensor<3x3x128x128xf32>
    %2911 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %2912 = stablehlo.multiply %2911, %v.layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %2913 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %2914 = stablehlo.multiply %1844, %1844 : tensor<3x3x128x128xf32>
    %2915 = stablehlo.multiply %2913, %2914 : tensor<3x3x128x128xf32>
    %2916 = stablehlo.add %2912, %2915 : tensor<3x3x128x128xf32>
    %2917 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2918 = stablehlo.divide %2910, %2917 : tensor<3x3x128x128xf32>
    %2919 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2920 = stablehlo.divide %2916, %2919 : tensor<3x3x128x128xf32>
    %2921 = stablehlo.sqrt %2920 : tensor<3x3x128x128xf32>
    %2922 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %2923 = stablehlo.add %2921, %2922 : tensor<3x3x128x128xf32>
    %2924 = stablehlo.divide %2918, %2923 : tensor<3x3x128x128xf32>
    %2925 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2926 = stablehlo.multiply %2925, %m.layer4.1.bn1.g : tensor<128xf32>
    %2927 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2928 = stablehlo.multiply %2927, %1849 : tensor<128xf32>
    %2929 = stablehlo.add %2926, %2928 : tensor<128xf32>
    %2930 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2931 = stablehlo.multiply %2930, %v.layer4.1.bn1.g : tensor<128xf32>
    %2932 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2933 = stablehlo.multiply %1849, %1849 : tensor<128xf32>
    %2934 = stablehlo.multiply %2932, %2933 : tensor<128xf32>
    %2935 = stablehlo.add %2931, %2934 : tensor<128xf32>
    %2936 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2937 = stablehlo.divide %2929, %2936 : tensor<128xf32>
    %2938 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2939 = stablehlo.divide %2935, %2938 : tensor<128xf32>
    %2940 = stablehlo.sqrt %2939 : tensor<128xf32>
    %2941 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2942 = stablehlo.add %2940, %2941 : tensor<128xf32>
    %2943 = stablehlo.divide %2937, %2942 : tensor<128xf32>
    %2944 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2945 = stablehlo.multiply %2944, %m.layer4.1.bn1.b : tensor<128xf32>
    %2946 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2947 = stablehlo.multiply %2946, %1854 : tensor<128xf32>
    %2948 = stablehlo.add %2945, %2947 : tensor<128xf32>
    %2949 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2950 = stablehlo.multiply %2949, %v.layer4.1.bn1.b : tensor<128xf32>
    %2951 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2952 = stablehlo.multiply %1854, %1854 : tensor<128xf32>
    %2953 = stablehlo.multiply %2951, %2952 : tensor<128xf32>
    %2954 = stablehlo.add %2950, %2953 : tensor<128xf32>
    %2955 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2956 = stablehlo.divide %2948, %2955 : tensor<128xf32>
    %2957 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2958 = stablehlo.divide %2954, %2957 : tensor<128xf32>
    %2959 = stablehlo.sqrt %2958 : tensor<128xf32>
    %2960 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2961 = stablehlo.add %2959, %2960 : tensor<128xf32>
    %2962 = stablehlo.divide %2956, %2961 : tensor<128xf32>
    %2963 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %2964 = stablehlo.multiply %2963, %m.layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %2965 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %2966 = stablehlo.multiply %2965, %1859 : tensor<3x3x128x128xf32>
    %2967 = stablehlo.add %2964, %2966 : tensor<3x3x128x128xf32>
    %2968 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %2969 = stablehlo.multiply %2968, %v.layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %2970 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %2971 = stablehlo.multiply %1859, %1859 : tensor<3x3x128x128xf32>
    %2972 = stablehlo.multiply %2970, %2971 : tensor<3x3x128x128xf32>
    %2973 = stablehlo.add %2969, %2972 : tensor<3x3x128x128xf32>
    %2974 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2975 = stablehlo.divide %2967, %2974 : tensor<3x3x128x128xf32>
    %2976 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2977 = stablehlo.divide %2973, %2976 : tensor<3x3x128x128xf32>
    %2978 = stablehlo.sqrt %2977 : tensor<3x3x128x128xf32>
    %2979 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %2980 = stablehlo.add %2978, %2979 : tensor<3x3x128x128xf32>
    %2981 = stablehlo.divide %2975, %2980 : tensor<3x3x128x128xf32>
    %2982 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2983 = stablehlo.multiply %2982, %m.layer4.1.bn2.g : tensor<128xf32>
    %2984 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2985 = stablehlo.multiply %2984, %1864 : tensor<128xf32>
    %2986 = stablehlo.add %2983, %2985 : tensor<128xf32>
    %2987 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2988 = stablehlo.multiply %2987, %v.layer4.1.bn2.g : tensor<128xf32>
    %2989 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2990 = stablehlo.multiply %1864, %1864 : tensor<128xf32>
    %2991 = stablehlo.multiply %2989, %2990 : tensor<128xf32>
    %2992 = stablehlo.add %2988, %2991 : tensor<128xf32>
    %2993 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2994 = stablehlo.divide %2986, %2993 : tensor<128xf32>
    %2995 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2996 = stablehlo.divide %2992, %2995 : tensor<128xf32>
    %2997 = stablehlo.sqrt %2996 : tensor<128xf32>
    %2998 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2999 = stablehlo.add %2997, %2998 : tensor<128xf32>
    %3000 = stablehlo.divide %2994, %2999 : tensor<128xf32>
    %3001 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3002 = stablehlo.multiply %3001, %m.layer4.1.bn2.b : tensor<128xf32>
    %3003 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3004 = stablehlo.multiply %3003, %1869 : tensor<128xf32>
    %3005 = stablehlo.add %3002, %3004 : tensor<128xf32>
    %3006 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3007 = stablehlo.multiply %3006, %v.layer4.1.bn2.b : tensor<128xf32>
    %3008 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3009 = stablehlo.multiply %1869, %1869 : tensor<128xf32>
    %3010 = stablehlo.multiply %3008, %3009 : tensor<128xf32>
    %3011 = stablehlo.add %3007, %3010 : tensor<128xf32>
    %3012 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3013 = stablehlo.divide %3005, %3012 : tensor<128xf32>
    %3014 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3015 = stablehlo.divide %3011, %3014 : tensor<128xf32>
    %3016 = stablehlo.sqrt %3015 : tensor<128xf32>
    %3017 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3018 = stablehlo.add %3016, %3017 : tensor<128xf32>
    %3019 = stablehlo.divide %3013, %3018 : tensor<128xf32>
    %3020 = stablehlo.constant dense<0.9> : tensor<128x10xf32>
    %3021 = stablehlo.multiply %3020, %m.fc.w : tensor<128x10xf32>
    %3022 = stablehlo.constant dense<0.1> : tensor<128x10xf32>
    %3023 = stablehlo.multiply %3022, %1874 : tensor<128x10xf32>
    %3024 = stablehlo.add %3021, %3023 : tensor<128x10xf32>
    %3025 = stablehlo.constant dense<0.999> : tensor<128x10xf32>
    %3026 = stablehlo.multiply %3025, %v.fc.w : tensor<128x10xf32>
    %3027 = stablehlo.constant dense<0.001> : tensor<128x10xf32>
    %3028 = stablehlo.multiply %1874, %1874 : tensor<128x10xf32>
    %3029 = stablehlo.multiply %3027, %3028 : tensor<128x10xf32>
    %3030 = stablehlo.add %3026, %3029 : tensor<128x10xf32>
    %3031 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3032 = stablehlo.divide %3024, %3031 : tensor<128x10xf32>
    %3033 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3034 = stablehlo.divide %3030, %3033 : tensor<128x10xf32>
    %3035 = stablehlo.sqrt %3034 : tensor<128x10xf32>
    %3036 = stablehlo.constant dense<1.0e-08> : tensor<128x10xf32>
    %3037 = stablehlo.add %3035, %3036 : tensor<128x10xf32>
    %3038 = stablehlo.divide %3032, %3037 : tensor<128x10xf32>
    %3039 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %3040 = stablehlo.multiply %3039, %m.fc.b : tensor<10xf32>
    %3041 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %3042 = stablehlo.multiply %3041, %1879 : tensor<10xf32>
    %3043 = stablehlo.add %3040, %3042 : tensor<10xf32>
    %3044 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %3045 = stablehlo.multiply %3044, %v.fc.b : tensor<10xf32>
    %3046 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %3047 = stablehlo.multiply %1879, %1879 : tensor<10xf32>
    %3048 = stablehlo.multiply %3046, %3047 : tensor<10xf32>
    %3049 = stablehlo.add %3045, %3048 : tensor<10xf32>
    %3050 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3051 = stablehlo.divide %3043, %3050 : tensor<10xf32>
    %3052 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3053 = stablehlo.divide %3049, %3052 : tensor<10xf32>
    %3054 = stablehlo.sqrt %3053 : tensor<10xf32>
    %3055 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %3056 = stablehlo.add %3054, %3055 : tensor<10xf32>
    %3057 = stablehlo.divide %3051, %3056 : tensor<10xf32>
    %3058 = stablehlo.constant dense<0.05> : tensor<7x7x3x16xf32>
    %3059 = stablehlo.multiply %3058, %conv1.w : tensor<7x7x3x16xf32>
    %3060 = stablehlo.add %1898, %3059 : tensor<7x7x3x16xf32>
    %3061 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3062 = stablehlo.multiply %3061, %layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %3063 = stablehlo.add %1955, %3062 : tensor<3x3x16x16xf32>
    %3064 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3065 = stablehlo.multiply %3064, %layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %3066 = stablehlo.add %2012, %3065 : tensor<3x3x16x16xf32>
    %3067 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3068 = stablehlo.multiply %3067, %layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %3069 = stablehlo.add %2069, %3068 : tensor<3x3x16x16xf32>
    %3070 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3071 = stablehlo.multiply %3070, %layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %3072 = stablehlo.add %2126, %3071 : tensor<3x3x16x16xf32>
    %3073 = stablehlo.constant dense<0.05> : tensor<3x3x16x32xf32>
    %3074 = stablehlo.multiply %3073, %layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %3075 = stablehlo.add %2183, %3074 : tensor<3x3x16x32xf32>
    %3076 = stablehlo.constant dense<0.05> : tensor<3x3x32x32xf32>
    %3077 = stablehlo.multiply %3076, %layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %3078 = stablehlo.add %2240, %3077 : tensor<3x3x32x32xf32>
    %3079 = stablehlo.constant dense<0.05> : tensor<1x1x16x32xf32>
    %3080 = stablehlo.multiply %3079, %layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %3081 = stablehlo.add %2297, %3080 : tensor<1x1x16x32xf32>
    %3082 = stablehlo.constant dense<0.05> : tensor<3x3x32x32xf32>
    %3083 = stablehlo.multiply %3082, %layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %3084 = stablehlo.add %2354, %3083 : tensor<3x3x32x32xf32>
    %3085 = stablehlo.constant dense<0.05> : tensor<3x3x32x32xf32>
    %3086 = stablehlo.multiply %3085, %layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %3087 = stablehlo.add %2411, %3086 : tensor<3x3x32x32xf32>
    %3088 = stablehlo.constant dense<0.05> : tensor<3x3x32x64xf32>
    %3089 = stablehlo.multiply %3088, %layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %3090 = stablehlo.add %2468, %3089 : tensor<3x3x32x64xf32>
    %3091 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %3092 = stablehlo.multiply %3091, %layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %3093 = stablehlo.add %2525, %3092 : tensor<3x3x64x64xf32>
    %3094 = stablehlo.constant dense<0.05> : tensor<1x1x32x64xf32>
    %3095 = stablehlo.multiply %3094, %layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %3096 = stablehlo.add %2582, %3095 : tensor<1x1x32x64xf32>
    %3097 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %3098 = stablehlo.multiply %3097, %layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %3099 = stablehlo.add %2639, %3098 : tensor<3x3x64x64xf32>
    %3100 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %3101 = stablehlo.multiply %3100, %layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %3102 = stablehlo.add %2696, %3101 : tensor<3x3x64x64xf32>
    %3103 = stablehlo.constant dense<0.05> : tensor<3x3x64x128xf32>
    %3104 = stablehlo.multiply %3103, %layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %3105 = stablehlo.add %2753, %3104 : tensor<3x3x64x128xf32>
    %3106 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %3107 = stablehlo.multiply %3106, %layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %3108 = stablehlo.add %2810, %3107 : tensor<3x3x128x128xf32>
    %3109 = stablehlo.constant dense<0.05> : tensor<1x1x64x128xf32>
    %3110 = stablehlo.multiply %3109, %layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %3111 = stablehlo.add %2867, %3110 : tensor<1x1x64x128xf32>
    %3112 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %3113 = stablehlo.multiply %3112, %layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %3114 = stablehlo.add %2924, %3113 : tensor<3x3x128x128xf32>
    %3115 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %3116 = stablehlo.multiply %3115, %layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %3117 = stablehlo.add %2981, %3116 : tensor<3x3x128x128xf32>
    %3118 = stablehlo.constant dense<0.05> : tensor<128x10xf32>
    %3119 = stablehlo.multiply %3118, %fc.w : tensor<128x10xf32>
    %3120 = stablehlo.add %3038, %3119 : tensor<128x10xf32>
    %3121 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %3122 = stablehlo.multiply %3121, %3060 : tensor<7x7x3x16xf32>
    %3123 = stablehlo.subtract %conv1.w, %3122 : tensor<7x7x3x16xf32>
    %3124 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3125 = stablehlo.multiply %3124, %1917 : tensor<16xf32>
    %3126 = stablehlo.subtract %bn1.g, %3125 : tensor<16xf32>
    %3127 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3128 = stablehlo.multiply %3127, %1936 : tensor<16xf32>
    %3129 = stablehlo.subtract %bn1.b, %3128 : tensor<16xf32>
    %3130 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3131 = stablehlo.multiply %3130, %3063 : tensor<3x3x16x16xf32>
    %3132 = stablehlo.subtract %layer1.0.conv1.w, %3131 : tensor<3x3x16x16xf32>
    %3133 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3134 = stablehlo.multiply %3133, %1974 : tensor<16xf32>
    %3135 = stablehlo.subtract %layer1.0.bn1.g, %3134 : tensor<16xf32>
    %3136 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3137 = stablehlo.multiply %3136, %1993 : tensor<16xf32>
    %3138 = stablehlo.subtract %layer1.0.bn1.b, %3137 : tensor<16xf32>
    %3139 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3140 = stablehlo.multiply %3139, %3066 : tensor<3x3x16x16xf32>
    %3141 = stablehlo.subtract %layer1.0.conv2.w, %3140 : tensor<3x3x16x16xf32>
    %3142 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3143 = stablehlo.multiply %3142, %2031 : tensor<16xf32>
    %3144 = stablehlo.subtract %layer1.0.bn2.g, %3143 : tensor<16xf32>
    %3145 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3146 = stablehlo.multiply %3145, %2050 : tensor<16xf32>
    %3147 = stablehlo.subtract %layer1.0.bn2.b, %3146 : tensor<16xf32>
    %3148 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3149 = stablehlo.multiply %3148, %3069 : tensor<3x3x16x16xf32>
    %3150 = stablehlo.subtract %layer1.1.conv1.w, %3149 : tensor<3x3x16x16xf32>
    %3151 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3152 = stablehlo.multiply %3151, %2088 : tensor<16xf32>
    %3153 = stablehlo.subtract %layer1.1.bn1.g, %3152 : tensor<16xf32>
    %3154 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3155 = stablehlo.multiply %3154, %2107 : tensor<16xf32>
    %3156 = stablehlo.subtract %layer1.1.bn1.b, %3155 : tensor<16xf32>
    %3157 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3158 = stablehlo.multiply %3157, %3072 : tensor<3x3x16x16xf32>
    %3159 = stablehlo.subtract %layer1.1.conv2.w, %3158 : tensor<3x3x16x16xf32>
    %3160 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3161 = stablehlo.multiply %3160, %2145 : tensor<16xf32>
    %3162 = stablehlo.subtract %layer1.1.bn2.g, %3161 : tensor<16xf32>
    %3163 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3164 = stablehlo.multiply %3163, %2164 : tensor<16xf32>
    %3165 = stablehlo.subtract %layer1.1.bn2.b, %3164 : tensor<16xf32>
    %3166 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %3167 = stablehlo.multiply %3166, %3075 : tensor<3x3x16x32xf32>
    %3168 = stablehlo.subtract %layer2.0.conv1.w, %3167 : tensor<3x3x16x32xf32>
    %3169 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3170 = stablehlo.multiply %3169, %2202 : tensor<32xf32>
    %3171 = stablehlo.subtract %layer2.0.bn1.g, %3170 : tensor<32xf32>
    %3172 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3173 = stablehlo.multiply %3172, %2221 : tensor<32xf32>
    %3174 = stablehlo.subtract %layer2.0.bn1.b, %3173 : tensor<32xf32>
    %3175 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3176 = stablehlo.multiply %3175, %3078 : tensor<3x3x32x32xf32>
    %3177 = stablehlo.subtract %layer2.0.conv2.w, %3176 : tensor<3x3x32x32xf32>
    %3178 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3179 = stablehlo.multiply %3178, %2259 : tensor<32xf32>
    %3180 = stablehlo.subtract %layer2.0.bn2.g, %3179 : tensor<32xf32>
    %3181 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3182 = stablehlo.multiply %3181, %2278 : tensor<32xf32>
    %3183 = stablehlo.subtract %layer2.0.bn2.b, %3182 : tensor<32xf32>
    %3184 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %3185 = stablehlo.multiply %3184, %3081 : tensor<1x1x16x32xf32>
    %3186 = stablehlo.subtract %layer2.0.downsample.0.w, %3185 : tensor<1x1x16x32xf32>
    %3187 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3188 = stablehlo.multiply %3187, %2316 : tensor<32xf32>
    %3189 = stablehlo.subtract %layer2.0.downsample.1.g, %3188 : tensor<32xf32>
    %3190 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3191 = stablehlo.multiply %3190, %2335 : tensor<32xf32>
    %3192 = stablehlo.subtract %layer2.0.downsample.1.b, %3191 : tensor<32xf32>
    %3193 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3194 = stablehlo.multiply %3193, %3084 : tensor<3x3x32x32xf32>
    %3195 = stablehlo.subtract %layer2.1.conv1.w, %3194 : tensor<3x3x32x32xf32>
    %3196 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3197 = stablehlo.multiply %3196, %2373 : tensor<32xf32>
    %3198 = stablehlo.subtract %layer2.1.bn1.g, %3197 : tensor<32xf32>
    %3199 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3200 = stablehlo.multiply %3199, %2392 : tensor<32xf32>
    %3201 = stablehlo.subtract %layer2.1.bn1.b, %3200 : tensor<32xf32>
    %3202 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3203 = stablehlo.multiply %3202, %3087 : tensor<3x3x32x32xf32>
    %3204 = stablehlo.subtract %layer2.1.conv2.w, %3203 : tensor<3x3x32x32xf32>
    %3205 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3206 = stablehlo.multiply %3205, %2430 : tensor<32xf32>
    %3207 = stablehlo.subtract %layer2.1.bn2.g, %3206 : tensor<32xf32>
    %3208 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3209 = stablehlo.multiply %3208, %2449 : tensor<32xf32>
    %3210 = stablehlo.subtract %layer2.1.bn2.b, %3209 : tensor<32xf32>
    %3211 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %3212 = stablehlo.multiply %3211, %3090 : tensor<3x3x32x64xf32>
    %3213 = stablehlo.subtract %layer3.0.conv1.w, %3212 : tensor<3x3x32x64xf32>
    %3214 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3215 = stablehlo.multiply %3214, %2487 : tensor<64xf32>
    %3216 = stablehlo.subtract %layer3.0.bn1.g, %3215 : tensor<64xf32>
    %3217 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3218 = stablehlo.multiply %3217, %2506 : tensor<64xf32>
    %3219 = stablehlo.subtract %layer3.0.bn1.b, %3218 : tensor<64xf32>
    %3220 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3221 = stablehlo.multiply %3220, %3093 : tensor<3x3x64x64xf32>
    %3222 = stablehlo.subtract %layer3.0.conv2.w, %3221 : tensor<3x3x64x64xf32>
    %3223 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3224 = stablehlo.multiply %3223, %2544 : tensor<64xf32>
    %3225 = stablehlo.subtract %layer3.0.bn2.g, %3224 : tensor<64xf32>
    %3226 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3227 = stablehlo.multiply %3226, %2563 : tensor<64xf32>
    %3228 = stablehlo.subtract %layer3.0.bn2.b, %3227 : tensor<64xf32>
    %3229 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %3230 = stablehlo.multiply %3229, %3096 : tensor<1x1x32x64xf32>
    %3231 = stablehlo.subtract %layer3.0.downsample.0.w, %3230 : tensor<1x1x32x64xf32>
    %3232 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3233 = stablehlo.multiply %3232, %2601 : tensor<64xf32>
    %3234 = stablehlo.subtract %layer3.0.downsample.1.g, %3233 : tensor<64xf32>
    %3235 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3236 = stablehlo.multiply %3235, %2620 : tensor<64xf32>
    %3237 = stablehlo.subtract %layer3.0.downsample.1.b, %3236 : tensor<64xf32>
    %3238 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3239 = stablehlo.multiply %3238, %3099 : tensor<3x3x64x64xf32>
    %3240 = stablehlo.subtract %layer3.1.conv1.w, %3239 : tensor<3x3x64x64xf32>
    %3241 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3242 = stablehlo.multiply %3241, %2658 : tensor<64xf32>
    %3243 = stablehlo.subtract %layer3.1.bn1.g, %3242 : tensor<64xf32>
    %3244 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3245 = stablehlo.multiply %3244, %2677 : tensor<64xf32>
    %3246 = stablehlo.subtract %layer3.1.bn1.b, %3245 : tensor<64xf32>
    %3247 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3248 = stablehlo.multiply %3247, %3102 : tensor<3x3x64x64xf32>
    %3249 = stablehlo.subtract %layer3.1.conv2.w, %3248 : tensor<3x3x64x64xf32>
    %3250 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3251 = stablehlo.multiply %3250, %2715 : tensor<64xf32>
    %3252 = stablehlo.subtract %layer3.1.bn2.g, %3251 : tensor<64xf32>
    %3253 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3254 = stablehlo.multiply %3253, %2734 : tensor<64xf32>
    %3255 = stablehlo.subtract %layer3.1.bn2.b, %3254 : tensor<64xf32>
    %3256 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3257 = stablehlo.multiply %3256, %3105 : tensor<3x3x64x128xf32>
    %3258 = stablehlo.subtract %layer4.0.conv1.w, %3257 : tensor<3x3x64x128xf32>
    %3259 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3260 = stablehlo.multiply %3259, %2772 : tensor<128xf32>
    %3261 = stablehlo.subtract %layer4.0.bn1.g, %3260 : tensor<128xf32>
    %3262 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3263 = stablehlo.multiply %3262, %2791 : tensor<128xf32>
    %3264 = stablehlo.subtract %layer4.0.bn1.b, %3263 : tensor<128xf32>
    %3265 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3266 = stablehlo.multiply %3265, %3108 : tensor<3x3x128x128xf32>
    %3267 = stablehlo.subtract %layer4.0.conv2.w, %3266 : tensor<3x3x128x128xf32>
    %3268 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3269 = stablehlo.multiply %3268, %2829 : tensor<128xf32>
    %3270 = stablehlo.subtract %layer4.0.bn2.g, %3269 : tensor<128xf32>
    %3271 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3272 = stablehlo.multiply %3271, %2848 : tensor<128xf32>
    %3273 = stablehlo.subtract %layer4.0.bn2.b, %3272 : tensor<128xf32>
    %3274 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3275 = stablehlo.multiply %3274, %3111 : tensor<1x1x64x128xf32>
    %3276 = stablehlo.subtract %layer4.0.downsample.0.w, %3275 : tensor<1x1x64x128xf32>
    %3277 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3278 = stablehlo.multiply %3277, %2886 : tensor<128xf32>
    %3279 = stablehlo.subtract %layer4.0.downsample.1.g, %3278 : tensor<128xf32>
    %3280 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3281 = stablehlo.multiply %3280, %2905 : tensor<128xf32>
    %3282 = stablehlo.subtract %layer4.0.downsample.1.b, %3281 : tensor<128xf32>
    %3283 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3284 = stablehlo.multiply %3283, %3114 : tensor<3x3x128x128xf32>
    %3285 = stablehlo.subtract %layer4.1.conv1.w, %3284 : tensor<3x3x128x128xf32>
    %3286 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3287 = stablehlo.multiply %3286, %2943 : tensor<128xf32>
    %3288 = stablehlo.subtract %layer4.1.bn1.g, %3287 : tensor<128xf32>
    %3289 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3290 = stablehlo.multiply %3289, %2962 : tensor<128xf32>
    %3291 = stablehlo.subtract %layer4.1.bn1.b, %3290 : tensor<128xf32>
    %3292 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3293 = stablehlo.multiply %3292, %3117 : tensor<3x3x128x128xf32>
    %3294 = stablehlo.subtract %layer4.1.conv2.w, %3293 : tensor<3x3x128x128xf32>
    %3295 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3296 = stablehlo.multiply %3295, %3000 : tensor<128xf32>
    %3297 = stablehlo.subtract %layer4.1.bn2.g, %3296 : tensor<128xf32>
    %3298 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3299 = stablehlo.multiply %3298, %3019 : tensor<128xf32>
    %3300 = stablehlo.subtract %layer4.1.bn2.b, %3299 : tensor<128xf32>
    %3301 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3302 = stablehlo.multiply %3301, %3120 : tensor<128x10xf32>
    %3303 = stablehlo.subtract %fc.w, %3302 : tensor<128x10xf32>
    %3304 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3305 = stablehlo.multiply %3304, %3057 : tensor<10xf32>
    %3306 = stablehlo.subtract %fc.b, %3305 : tensor<10xf32>
    %3307 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %3308 = stablehlo.constant dense<1.0> : tensor<7x7x3x16xf32>
    %3309 = stablehlo.subtract %3308, %3307 : tensor<7x7x3x16xf32>
    %3310 = stablehlo.multiply %3307, %ema.conv1.w : tensor<7x7x3x16xf32>
    %3311 = stablehlo.multiply %3309, %3123 : tensor<7x7x3x16xf32>
    %3312 = stablehlo.add %3310, %3311 : tensor<7x7x3x16xf32>
    %3313 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3314 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3315 = stablehlo.subtract %3314, %3313 : tensor<16xf32>
    %3316 = stablehlo.multiply %3313, %ema.bn1.g : tensor<16xf32>
    %3317 = stablehlo.multiply %3315, %3126 : tensor<16xf32>
    %3318 = stablehlo.add %3316, %3317 : tensor<16xf32>
    %3319 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3320 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3321 = stablehlo.subtract %3320, %3319 : tensor<16xf32>
    %3322 = stablehlo.multiply %3319, %ema.bn1.b : tensor<16xf32>
    %3323 = stablehlo.multiply %3321, %3129 : tensor<16xf32>
    %3324 = stablehlo.add %3322, %3323 : tensor<16xf32>
    %3325 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3326 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3327 = stablehlo.subtract %3326, %3325 : tensor<3x3x16x16xf32>
    %3328 = stablehlo.multiply %3325, %ema.layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %3329 = stablehlo.multiply %3327, %3132 : tensor<3x3x16x16xf32>
    %3330 = stablehlo.add %3328, %3329 : tensor<3x3x16x16xf32>
    %3331 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3332 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3333 = stablehlo.subtract %3332, %3331 : tensor<16xf32>
    %3334 = stablehlo.multiply %3331, %ema.layer1.0.bn1.g : tensor<16xf32>
    %3335 = stablehlo.multiply %3333, %3135 : tensor<16xf32>
    %3336 = stablehlo.add %3334, %3335 : tensor<16xf32>
    %3337 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3338 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3339 = stablehlo.subtract %3338, %3337 : tensor<16xf32>
    %3340 = stablehlo.multiply %3337, %ema.layer1.0.bn1.b : tensor<16xf32>
    %3341 = stablehlo.multiply %3339, %3138 : tensor<16xf32>
    %3342 = stablehlo.add %3340, %3341 : tensor<16xf32>
    %3343 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3344 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3345 = stablehlo.subtract %3344, %3343 : tensor<3x3x16x16xf32>
    %3346 = stablehlo.multiply %3343, %ema.layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %3347 = stablehlo.multiply %3345, %3141 : tensor<3x3x16x16xf32>
    %3348 = stablehlo.add %3346, %3347 : tensor<3x3x16x16xf32>
    %3349 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3350 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3351 = stablehlo.subtract %3350, %3349 : tensor<16xf32>
    %3352 = stablehlo.multiply %3349, %ema.layer1.0.bn2.g : tensor<16xf32>
    %3353 = stablehlo.multiply %3351, %3144 : tensor<16xf32>
    %3354 = stablehlo.add %3352, %3353 : tensor<16xf32>
    %3355 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3356 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3357 = stablehlo.subtract %3356, %3355 : tensor<16xf32>
    %3358 = stablehlo.multiply %3355, %ema.layer1.0.bn2.b : tensor<16xf32>
    %3359 = stablehlo.multiply %3357, %3147 : tensor<16xf32>
    %3360 = stablehlo.add %3358, %3359 : tensor<16xf32>
    %3361 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3362 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3363 = stablehlo.subtract %3362, %3361 : tensor<3x3x16x16xf32>
    %3364 = stablehlo.multiply %3361, %ema.layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %3365 = stablehlo.multiply %3363, %3150 : tensor<3x3x16x16xf32>
    %3366 = stablehlo.add %3364, %3365 : tensor<3x3x16x16xf32>
    %3367 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3368 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3369 = stablehlo.subtract %3368, %3367 : tensor<16xf32>
    %3370 = stablehlo.multiply %3367, %ema.layer1.1.bn1.g : tensor<16xf32>
    %3371 = stablehlo.multiply %3369, %3153 : tensor<16xf32>
    %3372 = stablehlo.add %3370, %3371 : tensor<16xf32>
    %3373 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3374 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3375 = stablehlo.subtract %3374, %3373 : tensor<16xf32>
    %3376 = stablehlo.multiply %3373, %ema.layer1.1.bn1.b : tensor<16xf32>
    %3377 = stablehlo.multiply %3375, %3156 : tensor<16xf32>
    %3378 = stablehlo.add %3376, %3377 : tensor<16xf32>
    %3379 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3380 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3381 = stablehlo.subtract %3380, %3379 : tensor<3x3x16x16xf32>
    %3382 = stablehlo.multiply %3379, %ema.layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %3383 = stablehlo.multiply %3381, %3159 : tensor<3x3x16x16xf32>
    %3384 = stablehlo.add %3382, %3383 : tensor<3x3x16x16xf32>
    %3385 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3386 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3387 = stablehlo.subtract %3386, %3385 : tensor<16xf32>
    %3388 = stablehlo.multiply %3385, %ema.layer1.1.bn2.g : tensor<16xf32>
    %3389 = stablehlo.multiply %3387, %3162 : tensor<16xf32>
    %3390 = stablehlo.add %3388, %3389 : tensor<16xf32>
    %3391 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3392 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3393 = stablehlo.subtract %3392, %3391 : tensor<16xf32>
    %3394 = stablehlo.multiply %3391, %ema.layer1.1.bn2.b : tensor<16xf32>
    %3395 = stablehlo.multiply %3393, %3165 : tensor<16xf32>
    %3396 = stablehlo.add %3394, %3395 : tensor<16xf32>
    %3397 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %3398 = stablehlo.constant dense<1.0> : tensor<3x3x16x32xf32>
    %3399 = stablehlo.subtract %3398, %3397 : tensor<3x3x16x32xf32>
    %3400 = stablehlo.multiply %3397, %ema.layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %3401 = stablehlo.multiply %3399, %3168 : tensor<3x3x16x32xf32>
    %3402 = stablehlo.add %3400, %3401 : tensor<3x3x16x32xf32>
    %3403 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3404 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3405 = stablehlo.subtract %3404, %3403 : tensor<32xf32>
    %3406 = stablehlo.multiply %3403, %ema.layer2.0.bn1.g : tensor<32xf32>
    %3407 = stablehlo.multiply %3405, %3171 : tensor<32xf32>
    %3408 = stablehlo.add %3406, %3407 : tensor<32xf32>
    %3409 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3410 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3411 = stablehlo.subtract %3410, %3409 : tensor<32xf32>
    %3412 = stablehlo.multiply %3409, %ema.layer2.0.bn1.b : tensor<32xf32>
    %3413 = stablehlo.multiply %3411, %3174 : tensor<32xf32>
    %3414 = stablehlo.add %3412, %3413 : tensor<32xf32>
    %3415 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3416 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %3417 = stablehlo.subtract %3416, %3415 : tensor<3x3x32x32xf32>
    %3418 = stablehlo.multiply %3415, %ema.layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %3419 = stablehlo.multiply %3417, %3177 : tensor<3x3x32x32xf32>
    %3420 = stablehlo.add %3418, %3419 : tensor<3x3x32x32xf32>
    %3421 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3422 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3423 = stablehlo.subtract %3422, %3421 : tensor<32xf32>
    %3424 = stablehlo.multiply %3421, %ema.layer2.0.bn2.g : tensor<32xf32>
    %3425 = stablehlo.multiply %3423, %3180 : tensor<32xf32>
    %3426 = stablehlo.add %3424, %3425 : tensor<32xf32>
    %3427 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3428 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3429 = stablehlo.subtract %3428, %3427 : tensor<32xf32>
    %3430 = stablehlo.multiply %3427, %ema.layer2.0.bn2.b : tensor<32xf32>
    %3431 = stablehlo.multiply %3429, %3183 : tensor<32xf32>
    %3432 = stablehlo.add %3430, %3431 : tensor<32xf32>
    %3433 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %3434 = stablehlo.constant dense<1.0> : tensor<1x1x16x32xf32>
    %3435 = stablehlo.subtract %3434, %3433 : tensor<1x1x16x32xf32>
    %3436 = stablehlo.multiply %3433, %ema.layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %3437 = stablehlo.multiply %3435, %3186 : tensor<1x1x16x32xf32>
    %3438 = stablehlo.add %3436, %3437 : tensor<1x1x16x32xf32>
    %3439 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3440 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3441 = stablehlo.subtract %3440, %3439 : tensor<32xf32>
    %3442 = stablehlo.multiply %3439, %ema.layer2.0.downsample.1.g : tensor<32xf32>
    %3443 = stablehlo.multiply %3441, %3189 : tensor<32xf32>
    %3444 = stablehlo.add %3442, %3443 : tensor<32xf32>
    %3445 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3446 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3447 = stablehlo.subtract %3446, %3445 : tensor<32xf32>
    %3448 = stablehlo.multiply %3445, %ema.layer2.0.downsample.1.b : tensor<32xf32>
    %3449 = stablehlo.multiply %3447, %3192 : tensor<32xf32>
    %3450 = stablehlo.add %3448, %3449 : tensor<32xf32>
    %3451 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3452 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %3453 = stablehlo.subtract %3452, %3451 : tensor<3x3x32x32xf32>
    %3454 = stablehlo.multiply %3451, %ema.layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %3455 = stablehlo.multiply %3453, %3195 : tensor<3x3x32x32xf32>
    %3456 = stablehlo.add %3454, %3455 : tensor<3x3x32x32xf32>
    %3457 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3458 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3459 = stablehlo.subtract %3458, %3457 : tensor<32xf32>
    %3460 = stablehlo.multiply %3457, %ema.layer2.1.bn1.g : tensor<32xf32>
    %3461 = stablehlo.multiply %3459, %3198 : tensor<32xf32>
    %3462 = stablehlo.add %3460, %3461 : tensor<32xf32>
    %3463 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3464 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3465 = stablehlo.subtract %3464, %3463 : tensor<32xf32>
    %3466 = stablehlo.multiply %3463, %ema.layer2.1.bn1.b : tensor<32xf32>
    %3467 = stablehlo.multiply %3465, %3201 : tensor<32xf32>
    %3468 = stablehlo.add %3466, %3467 : tensor<32xf32>
    %3469 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3470 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %3471 = stablehlo.subtract %3470, %3469 : tensor<3x3x32x32xf32>
    %3472 = stablehlo.multiply %3469, %ema.layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %3473 = stablehlo.multiply %3471, %3204 : tensor<3x3x32x32xf32>
    %3474 = stablehlo.add %3472, %3473 : tensor<3x3x32x32xf32>
    %3475 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3476 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3477 = stablehlo.subtract %3476, %3475 : tensor<32xf32>
    %3478 = stablehlo.multiply %3475, %ema.layer2.1.bn2.g : tensor<32xf32>
    %3479 = stablehlo.multiply %3477, %3207 : tensor<32xf32>
    %3480 = stablehlo.add %3478, %3479 : tensor<32xf32>
    %3481 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3482 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3483 = stablehlo.subtract %3482, %3481 : tensor<32xf32>
    %3484 = stablehlo.multiply %3481, %ema.layer2.1.bn2.b : tensor<32xf32>
    %3485 = stablehlo.multiply %3483, %3210 : tensor<32xf32>
    %3486 = stablehlo.add %3484, %3485 : tensor<32xf32>
    %3487 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %3488 = stablehlo.constant dense<1.0> : tensor<3x3x32x64xf32>
    %3489 = stablehlo.subtract %3488, %3487 : tensor<3x3x32x64xf32>
    %3490 = stablehlo.multiply %3487, %ema.layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %3491 = stablehlo.multiply %3489, %3213 : tensor<3x3x32x64xf32>
    %3492 = stablehlo.add %3490, %3491 : tensor<3x3x32x64xf32>
    %3493 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3494 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3495 = stablehlo.subtract %3494, %3493 : tensor<64xf32>
    %3496 = stablehlo.multiply %3493, %ema.layer3.0.bn1.g : tensor<64xf32>
    %3497 = stablehlo.multiply %3495, %3216 : tensor<64xf32>
    %3498 = stablehlo.add %3496, %3497 : tensor<64xf32>
    %3499 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3500 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3501 = stablehlo.subtract %3500, %3499 : tensor<64xf32>
    %3502 = stablehlo.multiply %3499, %ema.layer3.0.bn1.b : tensor<64xf32>
    %3503 = stablehlo.multiply %3501, %3219 : tensor<64xf32>
    %3504 = stablehlo.add %3502, %3503 : tensor<64xf32>
    %3505 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3506 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3507 = stablehlo.subtract %3506, %3505 : tensor<3x3x64x64xf32>
    %3508 = stablehlo.multiply %3505, %ema.layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %3509 = stablehlo.multiply %3507, %3222 : tensor<3x3x64x64xf32>
    %3510 = stablehlo.add %3508, %3509 : tensor<3x3x64x64xf32>
    %3511 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3512 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3513 = stablehlo.subtract %3512, %3511 : tensor<64xf32>
    %3514 = stablehlo.multiply %3511, %ema.layer3.0.bn2.g : tensor<64xf32>
    %3515 = stablehlo.multiply %3513, %3225 : tensor<64xf32>
    %3516 = stablehlo.add %3514, %3515 : tensor<64xf32>
    %3517 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3518 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3519 = stablehlo.subtract %3518, %3517 : tensor<64xf32>
    %3520 = stablehlo.multiply %3517, %ema.layer3.0.bn2.b : tensor<64xf32>
    %3521 = stablehlo.multiply %3519, %3228 : tensor<64xf32>
    %3522 = stablehlo.add %3520, %3521 : tensor<64xf32>
    %3523 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %3524 = stablehlo.constant dense<1.0> : tensor<1x1x32x64xf32>
    %3525 = stablehlo.subtract %3524, %3523 : tensor<1x1x32x64xf32>
    %3526 = stablehlo.multiply %3523, %ema.layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %3527 = stablehlo.multiply %3525, %3231 : tensor<1x1x32x64xf32>
    %3528 = stablehlo.add %3526, %3527 : tensor<1x1x32x64xf32>
    %3529 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3530 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3531 = stablehlo.subtract %3530, %3529 : tensor<64xf32>
    %3532 = stablehlo.multiply %3529, %ema.layer3.0.downsample.1.g : tensor<64xf32>
    %3533 = stablehlo.multiply %3531, %3234 : tensor<64xf32>
    %3534 = stablehlo.add %3532, %3533 : tensor<64xf32>
    %3535 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3536 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3537 = stablehlo.subtract %3536, %3535 : tensor<64xf32>
    %3538 = stablehlo.multiply %3535, %ema.layer3.0.downsample.1.b : tensor<64xf32>
    %3539 = stablehlo.multiply %3537, %3237 : tensor<64xf32>
    %3540 = stablehlo.add %3538, %3539 : tensor<64xf32>
    %3541 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3542 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3543 = stablehlo.subtract %3542, %3541 : tensor<3x3x64x64xf32>
    %3544 = stablehlo.multiply %3541, %ema.layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %3545 = stablehlo.multiply %3543, %3240 : tensor<3x3x64x64xf32>
    %3546 = stablehlo.add %3544, %3545 : tensor<3x3x64x64xf32>
    %3547 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3548 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3549 = stablehlo.subtract %3548, %3547 : tensor<64xf32>
    %3550 = stablehlo.multiply %3547, %ema.layer3.1.bn1.g : tensor<64xf32>
    %3551 = stablehlo.multiply %3549, %3243 : tensor<64xf32>
    %3552 = stablehlo.add %3550, %3551 : tensor<64xf32>
    %3553 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3554 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3555 = stablehlo.subtract %3554, %3553 : tensor<64xf32>
    %3556 = stablehlo.multiply %3553, %ema.layer3.1.bn1.b : tensor<64xf32>
    %3557 = stablehlo.multiply %3555, %3246 : tensor<64xf32>
    %3558 = stablehlo.add %3556, %3557 : tensor<64xf32>
    %3559 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3560 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3561 = stablehlo.subtract %3560, %3559 : tensor<3x3x64x64xf32>
    %3562 = stablehlo.multiply %3559, %ema.layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %3563 = stablehlo.multiply %3561, %3249 : tensor<3x3x64x64xf32>
    %3564 = stablehlo.add %3562, %3563 : tensor<3x3x64x64xf32>
    %3565 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3566 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3567 = stablehlo.subtract %3566, %3565 : tensor<64xf32>
    %3568 = stablehlo.multiply %3565, %ema.layer3.1.bn2.g : tensor<64xf32>
    %3569 = stablehlo.multiply %3567, %3252 : tensor<64xf32>
    %3570 = stablehlo.add %3568, %3569 : tensor<64xf32>
    %3571 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3572 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3573 = stablehlo.subtract %3572, %3571 : tensor<64xf32>
    %3574 = stablehlo.multiply %3571, %ema.layer3.1.bn2.b : tensor<64xf32>
    %3575 = stablehlo.multiply %3573, %3255 : tensor<64xf32>
    %3576 = stablehlo.add %3574, %3575 : tensor<64xf32>
    %3577 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3578 = stablehlo.constant dense<1.0> : tensor<3x3x64x128xf32>
    %3579 = stablehlo.subtract %3578, %3577 : tensor<3x3x64x128xf32>
    %3580 = stablehlo.multiply %3577, %ema.layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %3581 = stablehlo.multiply %3579, %3258 : tensor<3x3x64x128xf32>
    %3582 = stablehlo.add %3580, %3581 : tensor<3x3x64x128xf32>
    %3583 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3584 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3585 = stablehlo.subtract %3584, %3583 : tensor<128xf32>
    %3586 = stablehlo.multiply %3583, %ema.layer4.0.bn1.g : tensor<128xf32>
    %3587 = stablehlo.multiply %3585, %3261 : tensor<128xf32>
    %3588 = stablehlo.add %3586, %3587 : tensor<128xf32>
    %3589 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3590 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3591 = stablehlo.subtract %3590, %3589 : tensor<128xf32>
    %3592 = stablehlo.multiply %3589, %ema.layer4.0.bn1.b : tensor<128xf32>
    %3593 = stablehlo.multiply %3591, %3264 : tensor<128xf32>
    %3594 = stablehlo.add %3592, %3593 : tensor<128xf32>
    %3595 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3596 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3597 = stablehlo.subtract %3596, %3595 : tensor<3x3x128x128xf32>
    %3598 = stablehlo.multiply %3595, %ema.layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %3599 = stablehlo.multiply %3597, %3267 : tensor<3x3x128x128xf32>
    %3600 = stablehlo.add %3598, %3599 : tensor<3x3x128x128xf32>
    %3601 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3602 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3603 = stablehlo.subtract %3602, %3601 : tensor<128xf32>
    %3604 = stablehlo.multiply %3601, %ema.layer4.0.bn2.g : tensor<128xf32>
    %3605 = stablehlo.multiply %3603, %3270 : tensor<128xf32>
    %3606 = stablehlo.add %3604, %3605 : tensor<128xf32>
    %3607 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3608 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3609 = stablehlo.subtract %3608, %3607 : tensor<128xf32>
    %3610 = stablehlo.multiply %3607, %ema.layer4.0.bn2.b : tensor<128xf32>
    %3611 = stablehlo.multiply %3609, %3273 : tensor<128xf32>
    %3612 = stablehlo.add %3610, %3611 : tensor<128xf32>
    %3613 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3614 = stablehlo.constant dense<1.0> : tensor<1x1x64x128xf32>
    %3615 = stablehlo.subtract %3614, %3613 : tensor<1x1x64x128xf32>
    %3616 = stablehlo.multiply %3613, %ema.layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %3617 = stablehlo.multiply %3615, %3276 : tensor<1x1x64x128xf32>
    %3618 = stablehlo.add %3616, %3617 : tensor<1x1x64x128xf32>
    %3619 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3620 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3621 = stablehlo.subtract %3620, %3619 : tensor<128xf32>
    %3622 = stablehlo.multiply %3619, %ema.layer4.0.downsample.1.g : tensor<128xf32>
    %3623 = stablehlo.multiply %3621, %3279 : tensor<128xf32>
    %3624 = stablehlo.add %3622, %3623 : tensor<128xf32>
    %3625 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3626 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3627 = stablehlo.subtract %3626, %3625 : tensor<128xf32>
    %3628 = stablehlo.multiply %3625, %ema.layer4.0.downsample.1.b : tensor<128xf32>
    %3629 = stablehlo.multiply %3627, %3282 : tensor<128xf32>
    %3630 = stablehlo.add %3628, %3629 : tensor<128xf32>
    %3631 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3632 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3633 = stablehlo.subtract %3632, %3631 : tensor<3x3x128x128xf32>
    %3634 = stablehlo.multiply %3631, %ema.layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %3635 = stablehlo.multiply %3633, %3285 : tensor<3x3x128x128xf32>
    %3636 = stablehlo.add %3634, %3635 : tensor<3x3x128x128xf32>
    %3637 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3638 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3639 = stablehlo.subtract %3638, %3637 : tensor<128xf32>
    %3640 = stablehlo.multiply %3637, %ema.layer4.1.bn1.g : tensor<128xf32>
    %3641 = stablehlo.multiply %3639, %3288 : tensor<128xf32>
    %3642 = stablehlo.add %3640, %3641 : tensor<128xf32>
    %3643 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3644 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3645 = stablehlo.subtract %3644, %3643 : tensor<128xf32>
    %3646 = stablehlo.multiply %3643, %ema.layer4.1.bn1.b : tensor<128xf32>
    %3647 = stablehlo.multiply %3645, %3291 : tensor<128xf32>
    %3648 = stablehlo.add %3646, %3647 : tensor<128xf32>
    %3649 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3650 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3651 = stablehlo.subtract %3650, %3649 : tensor<3x3x128x128xf32>
    %3652 = stablehlo.multiply %3649, %ema.layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %3653 = stablehlo.multiply %3651, %3294 : tensor<3x3x128x128xf32>
    %3654 = stablehlo.add %3652, %3653 : tensor<3x3x128x128xf32>
    %3655 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3656 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3657 = stablehlo.subtract %3656, %3655 : tensor<128xf32>
    %3658 = stablehlo.multiply %3655, %ema.layer4.1.bn2.g : tensor<128xf32>
    %3659 = stablehlo.multiply %3657, %3297 : tensor<128xf32>
    %3660 = stablehlo.add %3658, %3659 : tensor<128xf32>
    %3661 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3662 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3663 = stablehlo.subtract %3662, %3661 : tensor<128xf32>
    %3664 = stablehlo.multiply %3661, %ema.layer4.1.bn2.b : tensor<128xf32>
    %3665 = stablehlo.multiply %3663, %3300 : tensor<128xf32>
    %3666 = stablehlo.add %3664, %3665 : tensor<128xf32>
    %3667 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3668 = stablehlo.constant dense<1.0> : tensor<128x10xf32>
    %3669 = stablehlo.subtract %3668, %3667 : tensor<128x10xf32>
    %3670 = stablehlo.multiply %3667, %ema.fc.w : tensor<128x10xf32>
    %3671 = stablehlo.multiply %3669, %3303 : tensor<128x10xf32>
    %3672 = stablehlo.add %3670, %3671 : tensor<128x10xf32>
    %3673 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3674 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %3675 = stablehlo.subtract %3674, %3673 : tensor<10xf32>
    %3676 = stablehlo.multiply %3673, %ema.fc.b : tensor<10xf32>
    %3677 = stablehlo.multiply %3675, %3306 : tensor<10xf32>
    %3678 = stablehlo.add %3676, %3677 : tensor<10xf32>
    "func.return"(%3123, %3126, %3129, %3132, %3135, %3138, %3141, %3144, %3147, %3150, %3153, %3156, %3159, %3162, %3165, %3168, %3171, %3174, %3177, %3180, %3183, %3186, %3189, %3192, %3195, %3198, %3201, %3204, %3207, %3210, %3213, %3216, %3219, %3222, %3225, %3228, %3231, %3234, %3237, %3240, %3243, %3246, %3249, %3252, %3255, %3258, %3261, %3264, %3267, %3270, %3273, %3276, %3279, %3282, %3285, %3288, %3291, %3294, %3297, %3300, %3303, %3306, %25, %32, %62, %69, %97, %104, %133, %140, %168, %175, %204, %211, %239, %246, %272, %279, %308, %315, %343, %350, %379, %386, %414, %421, %447, %454, %483, %490, %518, %525, %554, %561, %589, %596, %622, %629, %658, %665, %693, %700, %1884, %1903, %1922, %1941, %1960, %1979, %1998, %2017, %2036, %2055, %2074, %2093, %2112, %2131, %2150, %2169, %2188, %2207, %2226, %2245, %2264, %2283, %2302, %2321, %2340, %2359, %2378, %2397, %2416, %2435, %2454, %2473, %2492, %2511, %2530, %2549, %2568, %2587, %2606, %2625, %2644, %2663, %2682, %2701, %2720, %2739, %2758, %2777, %2796, %2815, %2834, %2853, %2872, %2891, %2910, %2929, %2948, %2967, %2986, %3005, %3024, %3043, %1890, %1909, %1928, %1947, %1966, %1985, %2004, %2023, %2042, %2061, %2080, %2099, %2118, %2137, %2156, %2175, %2194, %2213, %2232, %2251, %2270, %2289, %2308, %2327, %2346, %2365, %2384, %2403, %2422, %2441, %2460, %2479, %2498, %2517, %2536, %2555, %2574, %2593, %2612, %2631, %2650, %2669, %2688, %2707, %2726, %2745, %2764, %2783, %2802, %2821, %2840, %2859, %2878, %2897, %2916, %2935, %2954, %2973, %2992, %3011, %3030, %3049, %3312, %3318, %3324, %3330, %3336, %3342, %3348, %3354, %3360, %3366, %3372, %3378, %3384, %3390, %3396, %3402, %3408, %3414, %3420, %3426, %3432, %3438, %3444, %3450, %3456, %3462, %3468, %3474, %3480, %3486, %3492, %3498, %3504, %3510, %3516, %3522, %3528, %3534, %3540, %3546, %3552, %3558, %3564, %3570, %3576, %3582, %3588, %3594, %3600, %3606, %3612, %3618, %3624, %3630, %3636, %3642, %3648, %3654, %3660, %3666, %3672, %3678, %726, %1567) : (tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

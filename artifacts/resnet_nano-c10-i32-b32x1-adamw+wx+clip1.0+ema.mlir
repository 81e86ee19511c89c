// hlocert 0.1.0 render: resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema
// model: ResNet-nano  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0+ema  zero-init last BN gamma: yes
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
// content sha256: 1d4f0260578a059a37d1d050f5cebe60ec760ae90b808978ef0dbbe5f1c52065
module @resnet_nano_c10_i32_b32x1_adamw_wx_clip1_0_ema {
  func.func public @main(%x: tensor<32x32x32x3xf32>, %conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 0 : i32}, %bn1.g: tensor<16xf32> {tf.aliasing_output = 1 : i32}, %bn1.b: tensor<16xf32> {tf.aliasing_output = 2 : i32}, %layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 3 : i32}, %layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 4 : i32}, %layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 5 : i32}, %layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 6 : i32}, %layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 8 : i32}, %layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 9 : i32}, %layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 10 : i32}, %layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 11 : i32}, %layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 12 : i32}, %layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 13 : i32}, %layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 14 : i32}, %layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 15 : i32}, %layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 18 : i32}, %layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 21 : i32}, %layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 24 : i32}, %layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 27 : i32}, %layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 30 : i32}, %layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 31 : i32}, %layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 32 : i32}, %layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 33 : i32}, %layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 34 : i32}, %layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 36 : i32}, %layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 37 : i32}, %layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 38 : i32}, %layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 39 : i32}, %layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 40 : i32}, %layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 41 : i32}, %layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 42 : i32}, %layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 43 : i32}, %layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 44 : i32}, %layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 45 : i32}, %layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 46 : i32}, %layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 47 : i32}, %layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 48 : i32}, %layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 49 : i32}, %layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 50 : i32}, %layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 51 : i32}, %layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 52 : i32}, %layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 53 : i32}, %layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 54 : i32}, %layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 55 : i32}, %layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 56 : i32}, %layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 57 : i32}, %layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 58 : i32}, %layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 59 : i32}, %fc.w: tensor<128x10xf32> {tf.aliasing_output = 60 : i32}, %fc.b: tensor<10xf32> {tf.aliasing_output = 61 : i32}, %bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 62 : i32}, %bn1.running_var: tensor<16xf32> {tf.aliasing_output = 63 : i32}, %layer1.0.bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 64 : i32}, %layer1.0.bn1.running_var: tensor<16xf32> {tf.aliasing_output = 65 : i32}, %layer1.0.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 66 : i32}, %layer1.0.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 67 : i32}, %layer1.1.bn1.running_mean: tensor<16xf32> {tf.aliasing_output = 68 : i32}, %layer1.1.bn1.running_var: tensor<16xf32> {tf.aliasing_output = 69 : i32}, %layer1.1.bn2.running_mean: tensor<16xf32> {tf.aliasing_output = 70 : i32}, %layer1.1.bn2.running_var: tensor<16xf32> {tf.aliasing_output = 71 : i32}, %layer2.0.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %layer2.0.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %layer2.0.bn2.running_mean: tensor<32xf32> {tf.aliasing_output = 74 : i32}, %layer2.0.bn2.running_var: tensor<32xf32> {tf.aliasing_output = 75 : i32}, %layer2.0.downsample.1.running_mean: tensor<32xf32> {tf.aliasing_output = 76 : i32}, %layer2.0.downsample.1.running_var: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %layer2.1.bn1.running_mean: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %layer2.1.bn1.running_var: tensor<32xf32> {tf.aliasing_output = 79 : i32}, %layer2.1.bn2.running_mean: tensor<32xf32> {tf.aliasing_output = 80 : i32}, %layer2.1.bn2.running_var: tensor<32xf32> {tf.aliasing_output = 81 : i32}, %layer3.0.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %layer3.0.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 83 : i32}, %layer3.0.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 84 : i32}, %layer3.0.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 85 : i32}, %layer3.0.downsample.1.running_mean: tensor<64xf32> {tf.aliasing_output = 86 : i32}, %layer3.0.downsample.1.running_var: tensor<64xf32> {tf.aliasing_output = 87 : i32}, %layer3.1.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 88 : i32}, %layer3.1.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 89 : i32}, %layer3.1.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 90 : i32}, %layer3.1.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 91 : i32}, %layer4.0.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 92 : i32}, %layer4.0.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 93 : i32}, %layer4.0.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 94 : i32}, %layer4.0.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 95 : i32}, %layer4.0.downsample.1.running_mean: tensor<128xf32> {tf.aliasing_output = 96 : i32}, %layer4.0.downsample.1.running_var: tensor<128xf32> {tf.aliasing_output = 97 : i32}, %layer4.1.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 98 : i32}, %layer4.1.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 99 : i32}, %layer4.1.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 100 : i32}, %layer4.1.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 101 : i32}, %m.conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 102 : i32}, %m.bn1.g: tensor<16xf32> {tf.aliasing_output = 103 : i32}, %m.bn1.b: tensor<16xf32> {tf.aliasing_output = 104 : i32}, %m.layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 105 : i32}, %m.layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 106 : i32}, %m.layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 107 : i32}, %m.layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 108 : i32}, %m.layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 109 : i32}, %m.layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 110 : i32}, %m.layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 111 : i32}, %m.layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 112 : i32}, %m.layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 113 : i32}, %m.layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 114 : i32}, %m.layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 115 : i32}, %m.layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 116 : i32}, %m.layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 117 : i32}, %m.layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 118 : i32}, %m.layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 119 : i32}, %m.layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 120 : i32}, %m.layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 121 : i32}, %m.layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 122 : i32}, %m.layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 123 : i32}, %m.layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 124 : i32}, %m.layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 125 : i32}, %m.layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 126 : i32}, %m.layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 127 : i32}, %m.layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 128 : i32}, %m.layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 129 : i32}, %m.layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 130 : i32}, %m.layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 131 : i32}, %m.layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 132 : i32}, %m.layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 133 : i32}, %m.layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 134 : i32}, %m.layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 135 : i32}, %m.layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 136 : i32}, %m.layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 137 : i32}, %m.layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 138 : i32}, %m.layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 139 : i32}, %m.layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 140 : i32}, %m.layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 141 : i32}, %m.layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 142 : i32}, %m.layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 143 : i32}, %m.layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 144 : i32}, %m.layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 145 : i32}, %m.layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 146 : i32}, %m.layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 147 : i32}, %m.layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 148 : i32}, %m.layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 149 : i32}, %m.layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 150 : i32}, %m.layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 151 : i32}, %m.layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 152 : i32}, %m.layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 153 : i32}, %m.layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 154 : i32}, %m.layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 155 : i32}, %m.layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 156 : i32}, %m.layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 157 : i32}, %m.layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 158 : i32}, %m.layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 159 : i32}, %m.layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 160 : i32}, %m.layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 161 : i32}, %m.fc.w: tensor<128x10xf32> {tf.aliasing_output = 162 : i32}, %m.fc.b: tensor<10xf32> {tf.aliasing_output = 163 : i32}, %v.conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 164 : i32}, %v.bn1.g: tensor<16xf32> {tf.aliasing_output = 165 : i32}, %v.bn1.b: tensor<16xf32> {tf.aliasing_output = 166 : i32}, %v.layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 167 : i32}, %v.layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 168 : i32}, %v.layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 169 : i32}, %v.layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 170 : i32}, %v.layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 171 : i32}, %v.layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 172 : i32}, %v.layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 173 : i32}, %v.layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 174 : i32}, %v.layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 175 : i32}, %v.layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 176 : i32}, %v.layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 177 : i32}, %v.layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 178 : i32}, %v.layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 179 : i32}, %v.layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 180 : i32}, %v.layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 181 : i32}, %v.layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 182 : i32}, %v.layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 183 : i32}, %v.layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 184 : i32}, %v.layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 185 : i32}, %v.layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 186 : i32}, %v.layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 187 : i32}, %v.layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 188 : i32}, %v.layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 189 : i32}, %v.layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 190 : i32}, %v.layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 191 : i32}, %v.layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 192 : i32}, %v.layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 193 : i32}, %v.layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 194 : i32}, %v.layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 195 : i32}, %v.layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 196 : i32}, %v.layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 197 : i32}, %v.layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 198 : i32}, %v.layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 199 : i32}, %v.layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 200 : i32}, %v.layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 201 : i32}, %v.layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 202 : i32}, %v.layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 203 : i32}, %v.layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 204 : i32}, %v.layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 205 : i32}, %v.layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 206 : i32}, %v.layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 207 : i32}, %v.layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 208 : i32}, %v.layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 209 : i32}, %v.layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 210 : i32}, %v.layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 211 : i32}, %v.layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 212 : i32}, %v.layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 213 : i32}, %v.layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 214 : i32}, %v.layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 215 : i32}, %v.layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 216 : i32}, %v.layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 217 : i32}, %v.layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 218 : i32}, %v.layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 219 : i32}, %v.layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 220 : i32}, %v.layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 221 : i32}, %v.layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 222 : i32}, %v.layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 223 : i32}, %v.fc.w: tensor<128x10xf32> {tf.aliasing_output = 224 : i32}, %v.fc.b: tensor<10xf32> {tf.aliasing_output = 225 : i32}, %ema.conv1.w: tensor<7x7x3x16xf32> {tf.aliasing_output = 226 : i32}, %ema.bn1.g: tensor<16xf32> {tf.aliasing_output = 227 : i32}, %ema.bn1.b: tensor<16xf32> {tf.aliasing_output = 228 : i32}, %ema.layer1.0.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 229 : i32}, %ema.layer1.0.bn1.g: tensor<16xf32> {tf.aliasing_output = 230 : i32}, %ema.layer1.0.bn1.b: tensor<16xf32> {tf.aliasing_output = 231 : i32}, %ema.layer1.0.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 232 : i32}, %ema.layer1.0.bn2.g: tensor<16xf32> {tf.aliasing_output = 233 : i32}, %ema.layer1.0.bn2.b: tensor<16xf32> {tf.aliasing_output = 234 : i32}, %ema.layer1.1.conv1.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 235 : i32}, %ema.layer1.1.bn1.g: tensor<16xf32> {tf.aliasing_output = 236 : i32}, %ema.layer1.1.bn1.b: tensor<16xf32> {tf.aliasing_output = 237 : i32}, %ema.layer1.1.conv2.w: tensor<3x3x16x16xf32> {tf.aliasing_output = 238 : i32}, %ema.layer1.1.bn2.g: tensor<16xf32> {tf.aliasing_output = 239 : i32}, %ema.layer1.1.bn2.b: tensor<16xf32> {tf.aliasing_output = 240 : i32}, %ema.layer2.0.conv1.w: tensor<3x3x16x32xf32> {tf.aliasing_output = 241 : i32}, %ema.layer2.0.bn1.g: tensor<32xf32> {tf.aliasing_output = 242 : i32}, %ema.layer2.0.bn1.b: tensor<32xf32> {tf.aliasing_output = 243 : i32}, %ema.layer2.0.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 244 : i32}, %ema.layer2.0.bn2.g: tensor<32xf32> {tf.aliasing_output = 245 : i32}, %ema.layer2.0.bn2.b: tensor<32xf32> {tf.aliasing_output = 246 : i32}, %ema.layer2.0.downsample.0.w: tensor<1x1x16x32xf32> {tf.aliasing_output = 247 : i32}, %ema.layer2.0.downsample.1.g: tensor<32xf32> {tf.aliasing_output = 248 : i32}, %ema.layer2.0.downsample.1.b: tensor<32xf32> {tf.aliasing_output = 249 : i32}, %ema.layer2.1.conv1.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 250 : i32}, %ema.layer2.1.bn1.g: tensor<32xf32> {tf.aliasing_output = 251 : i32}, %ema.layer2.1.bn1.b: tensor<32xf32> {tf.aliasing_output = 252 : i32}, %ema.layer2.1.conv2.w: tensor<3x3x32x32xf32> {tf.aliasing_output = 253 : i32}, %ema.layer2.1.bn2.g: tensor<32xf32> {tf.aliasing_output = 254 : i32}, %ema.layer2.1.bn2.b: tensor<32xf32> {tf.aliasing_output = 255 : i32}, %ema.layer3.0.conv1.w: tensor<3x3x32x64xf32> {tf.aliasing_output = 256 : i32}, %ema.layer3.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 257 : i32}, %ema.layer3.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 258 : i32}, %ema.layer3.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 259 : i32}, %ema.layer3.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 260 : i32}, %ema.layer3.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 261 : i32}, %ema.layer3.0.downsample.0.w: tensor<1x1x32x64xf32> {tf.aliasing_output = 262 : i32}, %ema.layer3.0.downsample.1.g: tensor<64xf32> {tf.aliasing_output = 263 : i32}, %ema.layer3.0.downsample.1.b: tensor<64xf32> {tf.aliasing_output = 264 : i32}, %ema.layer3.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 265 : i32}, %ema.layer3.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 266 : i32}, %ema.layer3.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 267 : i32}, %ema.layer3.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 268 : i32}, %ema.layer3.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 269 : i32}, %ema.layer3.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 270 : i32}, %ema.layer4.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 271 : i32}, %ema.layer4.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 272 : i32}, %ema.layer4.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 273 : i32}, %ema.layer4.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 274 : i32}, %ema.layer4.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 275 : i32}, %ema.layer4.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 276 : i32}, %ema.layer4.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 277 : i32}, %ema.layer4.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 278 : i32}, %ema.layer4.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 279 : i32}, %ema.layer4.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 280 : i32}, %ema.layer4.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 281 : i32}, %ema.layer4.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 282 : i32}, %ema.layer4.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 283 : i32}, %ema.layer4.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 284 : i32}, %ema.layer4.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 285 : i32}, %ema.fc.w: tensor<128x10xf32> {tf.aliasing_output = 286 : i32}, %ema.fc.b: tensor<10xf32> {tf.aliasing_output = 287 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %ema_decay: tensor<f32>, %targets: tensor<32x10xf32>) -> (tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x32x32x3xf32>, tensor<7x7x3x16xf32>) -> tensor<32x16x16x16xf32>
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
    %179 = "stablehlo.convolution"(%178, %layer2.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x8x8x16xf32>, tensor<3x3x16x32xf32>) -> tensor<32x4x4x32xf32>
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
    %354 = "stablehlo.convolution"(%353, %layer3.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x4x4x32xf32>, tensor<3x3x32x64xf32>) -> tensor<32x2x2x64xf32>
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
    %529 = "stablehlo.convolution"(%528, %layer4.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x2x2x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x1x1x128xf32>
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
    %1196 = stablehlo.constant dense<0.0> : tensor<f32>
    %1197 = stablehlo.constant dense<0.0> : tensor<32x8x8x16xf32>
    %1198 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 15, 15, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1199 = "stablehlo.compare"(%1198, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1200 = "stablehlo.select"(%1199, %1193, %1197) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1201 = "stablehlo.select"(%1199, %1197, %1193) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1202 = "stablehlo.pad"(%1200, %1196) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1203 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 15, 16, 16>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1204 = "stablehlo.compare"(%1203, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1205 = "stablehlo.select"(%1204, %1201, %1197) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1206 = "stablehlo.select"(%1204, %1197, %1201) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1207 = "stablehlo.pad"(%1205, %1196) {edge_padding_high = array<i64: 0, 3, 2, 0>, edge_padding_low = array<i64: 0, 0, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1208 = stablehlo.add %1202, %1207 : tensor<32x18x18x16xf32>
    %1209 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 15, 17, 16>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1210 = "stablehlo.compare"(%1209, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1211 = "stablehlo.select"(%1210, %1206, %1197) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1212 = "stablehlo.select"(%1210, %1197, %1206) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1213 = "stablehlo.pad"(%1211, %1196) {edge_padding_high = array<i64: 0, 3, 1, 0>, edge_padding_low = array<i64: 0, 0, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1214 = stablehlo.add %1208, %1213 : tensor<32x18x18x16xf32>
    %1215 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 16, 15, 16>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1216 = "stablehlo.compare"(%1215, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1217 = "stablehlo.select"(%1216, %1212, %1197) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1218 = "stablehlo.select"(%1216, %1197, %1212) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1219 = "stablehlo.pad"(%1217, %1196) {edge_padding_high = array<i64: 0, 2, 3, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1220 = stablehlo.add %1214, %1219 : tensor<32x18x18x16xf32>
    %1221 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 16, 16, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1222 = "stablehlo.compare"(%1221, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1223 = "stablehlo.select"(%1222, %1218, %1197) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1224 = "stablehlo.select"(%1222, %1197, %1218) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1225 = "stablehlo.pad"(%1223, %1196) {edge_padding_high = array<i64: 0, 2, 2, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1226 = stablehlo.add %1220, %1225 : tensor<32x18x18x16xf32>
    %1227 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 16, 17, 16>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1228 = "stablehlo.compare"(%1227, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1229 = "stablehlo.select"(%1228, %1224, %1197) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1230 = "stablehlo.select"(%1228, %1197, %1224) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1231 = "stablehlo.pad"(%1229, %1196) {edge_padding_high = array<i64: 0, 2, 1, 0>, edge_padding_low = array<i64: 0, 1, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1232 = stablehlo.add %1226, %1231 : tensor<32x18x18x16xf32>
    %1233 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 17, 15, 16>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1234 = "stablehlo.compare"(%1233, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1235 = "stablehlo.select"(%1234, %1230, %1197) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1236 = "stablehlo.select"(%1234, %1197, %1230) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1237 = "stablehlo.pad"(%1235, %1196) {edge_padding_high = array<i64: 0, 1, 3, 0>, edge_padding_low = array<i64: 0, 2, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1238 = stablehlo.add %1232, %1237 : tensor<32x18x18x16xf32>
    %1239 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 17, 16, 16>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1240 = "stablehlo.compare"(%1239, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1241 = "stablehlo.select"(%1240, %1236, %1197) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1242 = "stablehlo.select"(%1240, %1197, %1236) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1243 = "stablehlo.pad"(%1241, %1196) {edge_padding_high = array<i64: 0, 1, 2, 0>, edge_padding_low = array<i64: 0, 2, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1244 = stablehlo.add %1238, %1243 : tensor<32x18x18x16xf32>
    %1245 = "stablehlo.slice"(%1195) {limit_indices = array<i64: 32, 17, 17, 16>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x8x8x16xf32>
    %1246 = "stablehlo.compare"(%1245, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xi1>
    %1247 = "stablehlo.select"(%1246, %1242, %1197) : (tensor<32x8x8x16xi1>, tensor<32x8x8x16xf32>, tensor<32x8x8x16xf32>) -> tensor<32x8x8x16xf32>
    %1248 = "stablehlo.pad"(%1247, %1196) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 2, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x8x8x16xf32>, tensor<f32>) -> tensor<32x18x18x16xf32>
    %1249 = stablehlo.add %1244, %1248 : tensor<32x18x18x16xf32>
    %1250 = "stablehlo.slice"(%1249) {limit_indices = array<i64: 32, 17, 17, 16>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x18x18x16xf32>) -> tensor<32x16x16x16xf32>
    %1251 = stablehlo.constant dense<0.0> : tensor<32x16x16x16xf32>
    %1252 = "stablehlo.compare"(%20, %1251) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x16x16x16xf32>, tensor<32x16x16x16xf32>) -> tensor<32x16x16x16xi1>
    %1253 = stablehlo.constant dense<0.0> : tensor<32x16x16x16xf32>
    %1254 = "stablehlo.select"(%1252, %1250, %1253) : (tensor<32x16x16x16xi1>, tensor<32x16x16x16xf32>, tensor<32x16x16x16xf32>) -> tensor<32x16x16x16xf32>
    %1255 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1256 = "stablehlo.reduce"(%1254, %1255) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1257 = stablehlo.multiply %1254, %16 : tensor<32x16x16x16xf32>
    %1258 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1259 = "stablehlo.reduce"(%1257, %1258) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1260 = stablehlo.multiply %bn1.g, %14 : tensor<16xf32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %1262 = stablehlo.constant dense<8192.0> : tensor<16xf32>
    %1263 = stablehlo.divide %1256, %1262 : tensor<16xf32>
    %1264 = "stablehlo.broadcast_in_dim"(%1263) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %1265 = stablehlo.subtract %1254, %1264 : tensor<32x16x16x16xf32>
    %1266 = stablehlo.constant dense<8192.0> : tensor<16xf32>
    %1267 = stablehlo.divide %1259, %1266 : tensor<16xf32>
    %1268 = "stablehlo.broadcast_in_dim"(%1267) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<32x16x16x16xf32>
    %1269 = stablehlo.multiply %16, %1268 : tensor<32x16x16x16xf32>
    %1270 = stablehlo.subtract %1265, %1269 : tensor<32x16x16x16xf32>
    %1271 = stablehlo.multiply %1261, %1270 : tensor<32x16x16x16xf32>
    %1272 = "stablehlo.convolution"(%x, %1271) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x32x32x3xf32>, tensor<32x16x16x16xf32>) -> tensor<7x7x3x16xf32>
    // ── optimizer ──
    %1273 = stablehlo.multiply %1272, %1272 : tensor<7x7x3x16xf32>
    %1274 = stablehlo.constant dense<0.0> : tensor<f32>
    %1275 = "stablehlo.reduce"(%1273, %1274) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x16xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %1276 = stablehlo.constant dense<0.0> : tensor<f32>
    %1277 = "stablehlo.reduce"(%1275, %1276) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %1278 = stablehlo.multiply %1259, %1259 : tensor<16xf32>
    %1279 = stablehlo.constant dense<0.0> : tensor<f32>
    %1280 = "stablehlo.reduce"(%1278, %1279) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1281 = stablehlo.add %1277, %1280 : tensor<f32>
    %1282 = stablehlo.multiply %1256, %1256 : tensor<16xf32>
    %1283 = stablehlo.constant dense<0.0> : tensor<f32>
    %1284 = "stablehlo.reduce"(%1282, %1283) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1285 = stablehlo.add %1281, %1284 : tensor<f32>
    %1286 = stablehlo.multiply %1192, %1192 : tensor<3x3x16x16xf32>
    %1287 = stablehlo.constant dense<0.0> : tensor<f32>
    %1288 = "stablehlo.reduce"(%1286, %1287) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1289 = stablehlo.constant dense<0.0> : tensor<f32>
    %1290 = "stablehlo.reduce"(%1288, %1289) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1291 = stablehlo.add %1285, %1290 : tensor<f32>
    %1292 = stablehlo.multiply %1177, %1177 : tensor<16xf32>
    %1293 = stablehlo.constant dense<0.0> : tensor<f32>
    %1294 = "stablehlo.reduce"(%1292, %1293) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1295 = stablehlo.add %1291, %1294 : tensor<f32>
    %1296 = stablehlo.multiply %1174, %1174 : tensor<16xf32>
    %1297 = stablehlo.constant dense<0.0> : tensor<f32>
    %1298 = "stablehlo.reduce"(%1296, %1297) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1299 = stablehlo.add %1295, %1298 : tensor<f32>
    %1300 = stablehlo.multiply %1168, %1168 : tensor<3x3x16x16xf32>
    %1301 = stablehlo.constant dense<0.0> : tensor<f32>
    %1302 = "stablehlo.reduce"(%1300, %1301) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1303 = stablehlo.constant dense<0.0> : tensor<f32>
    %1304 = "stablehlo.reduce"(%1302, %1303) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1305 = stablehlo.add %1299, %1304 : tensor<f32>
    %1306 = stablehlo.multiply %1153, %1153 : tensor<16xf32>
    %1307 = stablehlo.constant dense<0.0> : tensor<f32>
    %1308 = "stablehlo.reduce"(%1306, %1307) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1309 = stablehlo.add %1305, %1308 : tensor<f32>
    %1310 = stablehlo.multiply %1150, %1150 : tensor<16xf32>
    %1311 = stablehlo.constant dense<0.0> : tensor<f32>
    %1312 = "stablehlo.reduce"(%1310, %1311) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1313 = stablehlo.add %1309, %1312 : tensor<f32>
    %1314 = stablehlo.multiply %1143, %1143 : tensor<3x3x16x16xf32>
    %1315 = stablehlo.constant dense<0.0> : tensor<f32>
    %1316 = "stablehlo.reduce"(%1314, %1315) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1317 = stablehlo.constant dense<0.0> : tensor<f32>
    %1318 = "stablehlo.reduce"(%1316, %1317) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1319 = stablehlo.add %1313, %1318 : tensor<f32>
    %1320 = stablehlo.multiply %1128, %1128 : tensor<16xf32>
    %1321 = stablehlo.constant dense<0.0> : tensor<f32>
    %1322 = "stablehlo.reduce"(%1320, %1321) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1323 = stablehlo.add %1319, %1322 : tensor<f32>
    %1324 = stablehlo.multiply %1125, %1125 : tensor<16xf32>
    %1325 = stablehlo.constant dense<0.0> : tensor<f32>
    %1326 = "stablehlo.reduce"(%1324, %1325) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1327 = stablehlo.add %1323, %1326 : tensor<f32>
    %1328 = stablehlo.multiply %1119, %1119 : tensor<3x3x16x16xf32>
    %1329 = stablehlo.constant dense<0.0> : tensor<f32>
    %1330 = "stablehlo.reduce"(%1328, %1329) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1331 = stablehlo.constant dense<0.0> : tensor<f32>
    %1332 = "stablehlo.reduce"(%1330, %1331) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1333 = stablehlo.add %1327, %1332 : tensor<f32>
    %1334 = stablehlo.multiply %1104, %1104 : tensor<16xf32>
    %1335 = stablehlo.constant dense<0.0> : tensor<f32>
    %1336 = "stablehlo.reduce"(%1334, %1335) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1337 = stablehlo.add %1333, %1336 : tensor<f32>
    %1338 = stablehlo.multiply %1101, %1101 : tensor<16xf32>
    %1339 = stablehlo.constant dense<0.0> : tensor<f32>
    %1340 = "stablehlo.reduce"(%1338, %1339) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %1341 = stablehlo.add %1337, %1340 : tensor<f32>
    %1342 = stablehlo.multiply %1074, %1074 : tensor<3x3x16x32xf32>
    %1343 = stablehlo.constant dense<0.0> : tensor<f32>
    %1344 = "stablehlo.reduce"(%1342, %1343) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x16x32xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %1345 = stablehlo.constant dense<0.0> : tensor<f32>
    %1346 = "stablehlo.reduce"(%1344, %1345) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x16xf32>, tensor<f32>) -> tensor<f32>
    %1347 = stablehlo.add %1341, %1346 : tensor<f32>
    %1348 = stablehlo.multiply %1059, %1059 : tensor<32xf32>
    %1349 = stablehlo.constant dense<0.0> : tensor<f32>
    %1350 = "stablehlo.reduce"(%1348, %1349) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1351 = stablehlo.add %1347, %1350 : tensor<f32>
    %1352 = stablehlo.multiply %1056, %1056 : tensor<32xf32>
    %1353 = stablehlo.constant dense<0.0> : tensor<f32>
    %1354 = "stablehlo.reduce"(%1352, %1353) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1355 = stablehlo.add %1351, %1354 : tensor<f32>
    %1356 = stablehlo.multiply %1050, %1050 : tensor<3x3x32x32xf32>
    %1357 = stablehlo.constant dense<0.0> : tensor<f32>
    %1358 = "stablehlo.reduce"(%1356, %1357) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x32xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1359 = stablehlo.constant dense<0.0> : tensor<f32>
    %1360 = "stablehlo.reduce"(%1358, %1359) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1361 = stablehlo.add %1355, %1360 : tensor<f32>
    %1362 = stablehlo.multiply %1035, %1035 : tensor<32xf32>
    %1363 = stablehlo.constant dense<0.0> : tensor<f32>
    %1364 = "stablehlo.reduce"(%1362, %1363) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1365 = stablehlo.add %1361, %1364 : tensor<f32>
    %1366 = stablehlo.multiply %1032, %1032 : tensor<32xf32>
    %1367 = stablehlo.constant dense<0.0> : tensor<f32>
    %1368 = "stablehlo.reduce"(%1366, %1367) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1369 = stablehlo.add %1365, %1368 : tensor<f32>
    %1370 = stablehlo.multiply %1094, %1094 : tensor<1x1x16x32xf32>
    %1371 = stablehlo.constant dense<0.0> : tensor<f32>
    %1372 = "stablehlo.reduce"(%1370, %1371) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x16x32xf32>, tensor<f32>) -> tensor<1x1x16xf32>
    %1373 = stablehlo.constant dense<0.0> : tensor<f32>
    %1374 = "stablehlo.reduce"(%1372, %1373) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<f32>
    %1375 = stablehlo.add %1369, %1374 : tensor<f32>
    %1376 = stablehlo.multiply %1079, %1079 : tensor<32xf32>
    %1377 = stablehlo.constant dense<0.0> : tensor<f32>
    %1378 = "stablehlo.reduce"(%1376, %1377) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1379 = stablehlo.add %1375, %1378 : tensor<f32>
    %1380 = stablehlo.multiply %1076, %1076 : tensor<32xf32>
    %1381 = stablehlo.constant dense<0.0> : tensor<f32>
    %1382 = "stablehlo.reduce"(%1380, %1381) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1383 = stablehlo.add %1379, %1382 : tensor<f32>
    %1384 = stablehlo.multiply %1025, %1025 : tensor<3x3x32x32xf32>
    %1385 = stablehlo.constant dense<0.0> : tensor<f32>
    %1386 = "stablehlo.reduce"(%1384, %1385) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x32xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1387 = stablehlo.constant dense<0.0> : tensor<f32>
    %1388 = "stablehlo.reduce"(%1386, %1387) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1389 = stablehlo.add %1383, %1388 : tensor<f32>
    %1390 = stablehlo.multiply %1010, %1010 : tensor<32xf32>
    %1391 = stablehlo.constant dense<0.0> : tensor<f32>
    %1392 = "stablehlo.reduce"(%1390, %1391) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1393 = stablehlo.add %1389, %1392 : tensor<f32>
    %1394 = stablehlo.multiply %1007, %1007 : tensor<32xf32>
    %1395 = stablehlo.constant dense<0.0> : tensor<f32>
    %1396 = "stablehlo.reduce"(%1394, %1395) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1397 = stablehlo.add %1393, %1396 : tensor<f32>
    %1398 = stablehlo.multiply %1001, %1001 : tensor<3x3x32x32xf32>
    %1399 = stablehlo.constant dense<0.0> : tensor<f32>
    %1400 = "stablehlo.reduce"(%1398, %1399) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x32xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1401 = stablehlo.constant dense<0.0> : tensor<f32>
    %1402 = "stablehlo.reduce"(%1400, %1401) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1403 = stablehlo.add %1397, %1402 : tensor<f32>
    %1404 = stablehlo.multiply %986, %986 : tensor<32xf32>
    %1405 = stablehlo.constant dense<0.0> : tensor<f32>
    %1406 = "stablehlo.reduce"(%1404, %1405) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1407 = stablehlo.add %1403, %1406 : tensor<f32>
    %1408 = stablehlo.multiply %983, %983 : tensor<32xf32>
    %1409 = stablehlo.constant dense<0.0> : tensor<f32>
    %1410 = "stablehlo.reduce"(%1408, %1409) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %1411 = stablehlo.add %1407, %1410 : tensor<f32>
    %1412 = stablehlo.multiply %956, %956 : tensor<3x3x32x64xf32>
    %1413 = stablehlo.constant dense<0.0> : tensor<f32>
    %1414 = "stablehlo.reduce"(%1412, %1413) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x32x64xf32>, tensor<f32>) -> tensor<3x3x32xf32>
    %1415 = stablehlo.constant dense<0.0> : tensor<f32>
    %1416 = "stablehlo.reduce"(%1414, %1415) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x32xf32>, tensor<f32>) -> tensor<f32>
    %1417 = stablehlo.add %1411, %1416 : tensor<f32>
    %1418 = stablehlo.multiply %941, %941 : tensor<64xf32>
    %1419 = stablehlo.constant dense<0.0> : tensor<f32>
    %1420 = "stablehlo.reduce"(%1418, %1419) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1421 = stablehlo.add %1417, %1420 : tensor<f32>
    %1422 = stablehlo.multiply %938, %938 : tensor<64xf32>
    %1423 = stablehlo.constant dense<0.0> : tensor<f32>
    %1424 = "stablehlo.reduce"(%1422, %1423) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1425 = stablehlo.add %1421, %1424 : tensor<f32>
    %1426 = stablehlo.multiply %932, %932 : tensor<3x3x64x64xf32>
    %1427 = stablehlo.constant dense<0.0> : tensor<f32>
    %1428 = "stablehlo.reduce"(%1426, %1427) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1429 = stablehlo.constant dense<0.0> : tensor<f32>
    %1430 = "stablehlo.reduce"(%1428, %1429) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1431 = stablehlo.add %1425, %1430 : tensor<f32>
    %1432 = stablehlo.multiply %917, %917 : tensor<64xf32>
    %1433 = stablehlo.constant dense<0.0> : tensor<f32>
    %1434 = "stablehlo.reduce"(%1432, %1433) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1435 = stablehlo.add %1431, %1434 : tensor<f32>
    %1436 = stablehlo.multiply %914, %914 : tensor<64xf32>
    %1437 = stablehlo.constant dense<0.0> : tensor<f32>
    %1438 = "stablehlo.reduce"(%1436, %1437) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1439 = stablehlo.add %1435, %1438 : tensor<f32>
    %1440 = stablehlo.multiply %976, %976 : tensor<1x1x32x64xf32>
    %1441 = stablehlo.constant dense<0.0> : tensor<f32>
    %1442 = "stablehlo.reduce"(%1440, %1441) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x32x64xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %1443 = stablehlo.constant dense<0.0> : tensor<f32>
    %1444 = "stablehlo.reduce"(%1442, %1443) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>
    %1445 = stablehlo.add %1439, %1444 : tensor<f32>
    %1446 = stablehlo.multiply %961, %961 : tensor<64xf32>
    %1447 = stablehlo.constant dense<0.0> : tensor<f32>
    %1448 = "stablehlo.reduce"(%1446, %1447) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1449 = stablehlo.add %1445, %1448 : tensor<f32>
    %1450 = stablehlo.multiply %958, %958 : tensor<64xf32>
    %1451 = stablehlo.constant dense<0.0> : tensor<f32>
    %1452 = "stablehlo.reduce"(%1450, %1451) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1453 = stablehlo.add %1449, %1452 : tensor<f32>
    %1454 = stablehlo.multiply %907, %907 : tensor<3x3x64x64xf32>
    %1455 = stablehlo.constant dense<0.0> : tensor<f32>
    %1456 = "stablehlo.reduce"(%1454, %1455) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1457 = stablehlo.constant dense<0.0> : tensor<f32>
    %1458 = "stablehlo.reduce"(%1456, %1457) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1459 = stablehlo.add %1453, %1458 : tensor<f32>
    %1460 = stablehlo.multiply %892, %892 : tensor<64xf32>
    %1461 = stablehlo.constant dense<0.0> : tensor<f32>
    %1462 = "stablehlo.reduce"(%1460, %1461) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1463 = stablehlo.add %1459, %1462 : tensor<f32>
    %1464 = stablehlo.multiply %889, %889 : tensor<64xf32>
    %1465 = stablehlo.constant dense<0.0> : tensor<f32>
    %1466 = "stablehlo.reduce"(%1464, %1465) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1467 = stablehlo.add %1463, %1466 : tensor<f32>
    %1468 = stablehlo.multiply %883, %883 : tensor<3x3x64x64xf32>
    %1469 = stablehlo.constant dense<0.0> : tensor<f32>
    %1470 = "stablehlo.reduce"(%1468, %1469) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1471 = stablehlo.constant dense<0.0> : tensor<f32>
    %1472 = "stablehlo.reduce"(%1470, %1471) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1473 = stablehlo.add %1467, %1472 : tensor<f32>
    %1474 = stablehlo.multiply %868, %868 : tensor<64xf32>
    %1475 = stablehlo.constant dense<0.0> : tensor<f32>
    %1476 = "stablehlo.reduce"(%1474, %1475) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1477 = stablehlo.add %1473, %1476 : tensor<f32>
    %1478 = stablehlo.multiply %865, %865 : tensor<64xf32>
    %1479 = stablehlo.constant dense<0.0> : tensor<f32>
    %1480 = "stablehlo.reduce"(%1478, %1479) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %1481 = stablehlo.add %1477, %1480 : tensor<f32>
    %1482 = stablehlo.multiply %838, %838 : tensor<3x3x64x128xf32>
    %1483 = stablehlo.constant dense<0.0> : tensor<f32>
    %1484 = "stablehlo.reduce"(%1482, %1483) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x128xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %1485 = stablehlo.constant dense<0.0> : tensor<f32>
    %1486 = "stablehlo.reduce"(%1484, %1485) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %1487 = stablehlo.add %1481, %1486 : tensor<f32>
    %1488 = stablehlo.multiply %823, %823 : tensor<128xf32>
    %1489 = stablehlo.constant dense<0.0> : tensor<f32>
    %1490 = "stablehlo.reduce"(%1488, %1489) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1491 = stablehlo.add %1487, %1490 : tensor<f32>
    %1492 = stablehlo.multiply %820, %820 : tensor<128xf32>
    %1493 = stablehlo.constant dense<0.0> : tensor<f32>
    %1494 = "stablehlo.reduce"(%1492, %1493) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1495 = stablehlo.add %1491, %1494 : tensor<f32>
    %1496 = stablehlo.multiply %814, %814 : tensor<3x3x128x128xf32>
    %1497 = stablehlo.constant dense<0.0> : tensor<f32>
    %1498 = "stablehlo.reduce"(%1496, %1497) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %1499 = stablehlo.constant dense<0.0> : tensor<f32>
    %1500 = "stablehlo.reduce"(%1498, %1499) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %1501 = stablehlo.add %1495, %1500 : tensor<f32>
    %1502 = stablehlo.multiply %799, %799 : tensor<128xf32>
    %1503 = stablehlo.constant dense<0.0> : tensor<f32>
    %1504 = "stablehlo.reduce"(%1502, %1503) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1505 = stablehlo.add %1501, %1504 : tensor<f32>
    %1506 = stablehlo.multiply %796, %796 : tensor<128xf32>
    %1507 = stablehlo.constant dense<0.0> : tensor<f32>
    %1508 = "stablehlo.reduce"(%1506, %1507) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1509 = stablehlo.add %1505, %1508 : tensor<f32>
    %1510 = stablehlo.multiply %858, %858 : tensor<1x1x64x128xf32>
    %1511 = stablehlo.constant dense<0.0> : tensor<f32>
    %1512 = "stablehlo.reduce"(%1510, %1511) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x128xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %1513 = stablehlo.constant dense<0.0> : tensor<f32>
    %1514 = "stablehlo.reduce"(%1512, %1513) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %1515 = stablehlo.add %1509, %1514 : tensor<f32>
    %1516 = stablehlo.multiply %843, %843 : tensor<128xf32>
    %1517 = stablehlo.constant dense<0.0> : tensor<f32>
    %1518 = "stablehlo.reduce"(%1516, %1517) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1519 = stablehlo.add %1515, %1518 : tensor<f32>
    %1520 = stablehlo.multiply %840, %840 : tensor<128xf32>
    %1521 = stablehlo.constant dense<0.0> : tensor<f32>
    %1522 = "stablehlo.reduce"(%1520, %1521) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1523 = stablehlo.add %1519, %1522 : tensor<f32>
    %1524 = stablehlo.multiply %789, %789 : tensor<3x3x128x128xf32>
    %1525 = stablehlo.constant dense<0.0> : tensor<f32>
    %1526 = "stablehlo.reduce"(%1524, %1525) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %1527 = stablehlo.constant dense<0.0> : tensor<f32>
    %1528 = "stablehlo.reduce"(%1526, %1527) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %1529 = stablehlo.add %1523, %1528 : tensor<f32>
    %1530 = stablehlo.multiply %774, %774 : tensor<128xf32>
    %1531 = stablehlo.constant dense<0.0> : tensor<f32>
    %1532 = "stablehlo.reduce"(%1530, %1531) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1533 = stablehlo.add %1529, %1532 : tensor<f32>
    %1534 = stablehlo.multiply %771, %771 : tensor<128xf32>
    %1535 = stablehlo.constant dense<0.0> : tensor<f32>
    %1536 = "stablehlo.reduce"(%1534, %1535) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1537 = stablehlo.add %1533, %1536 : tensor<f32>
    %1538 = stablehlo.multiply %765, %765 : tensor<3x3x128x128xf32>
    %1539 = stablehlo.constant dense<0.0> : tensor<f32>
    %1540 = "stablehlo.reduce"(%1538, %1539) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %1541 = stablehlo.constant dense<0.0> : tensor<f32>
    %1542 = "stablehlo.reduce"(%1540, %1541) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %1543 = stablehlo.add %1537, %1542 : tensor<f32>
    %1544 = stablehlo.multiply %750, %750 : tensor<128xf32>
    %1545 = stablehlo.constant dense<0.0> : tensor<f32>
    %1546 = "stablehlo.reduce"(%1544, %1545) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1547 = stablehlo.add %1543, %1546 : tensor<f32>
    %1548 = stablehlo.multiply %747, %747 : tensor<128xf32>
    %1549 = stablehlo.constant dense<0.0> : tensor<f32>
    %1550 = "stablehlo.reduce"(%1548, %1549) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1551 = stablehlo.add %1547, %1550 : tensor<f32>
    %1552 = stablehlo.multiply %736, %736 : tensor<128x10xf32>
    %1553 = stablehlo.constant dense<0.0> : tensor<f32>
    %1554 = "stablehlo.reduce"(%1552, %1553) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x10xf32>, tensor<f32>) -> tensor<128xf32>
    %1555 = stablehlo.constant dense<0.0> : tensor<f32>
    %1556 = "stablehlo.reduce"(%1554, %1555) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %1557 = stablehlo.add %1551, %1556 : tensor<f32>
    %1558 = stablehlo.multiply %738, %738 : tensor<10xf32>
    %1559 = stablehlo.constant dense<0.0> : tensor<f32>
    %1560 = "stablehlo.reduce"(%1558, %1559) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %1561 = stablehlo.add %1557, %1560 : tensor<f32>
    %1562 = stablehlo.sqrt %1561 : tensor<f32>
    %1563 = stablehlo.constant dense<1.0> : tensor<f32>
    %1564 = "stablehlo.compare"(%1562, %1563) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1565 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1566 = stablehlo.divide %1272, %1565 : tensor<7x7x3x16xf32>
    %1567 = stablehlo.constant dense<1.0> : tensor<7x7x3x16xf32>
    %1568 = stablehlo.multiply %1566, %1567 : tensor<7x7x3x16xf32>
    %1569 = "stablehlo.select"(%1564, %1272, %1568) : (tensor<i1>, tensor<7x7x3x16xf32>, tensor<7x7x3x16xf32>) -> tensor<7x7x3x16xf32>
    %1570 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1571 = stablehlo.divide %1259, %1570 : tensor<16xf32>
    %1572 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1573 = stablehlo.multiply %1571, %1572 : tensor<16xf32>
    %1574 = "stablehlo.select"(%1564, %1259, %1573) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1575 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1576 = stablehlo.divide %1256, %1575 : tensor<16xf32>
    %1577 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1578 = stablehlo.multiply %1576, %1577 : tensor<16xf32>
    %1579 = "stablehlo.select"(%1564, %1256, %1578) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1580 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1581 = stablehlo.divide %1192, %1580 : tensor<3x3x16x16xf32>
    %1582 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1583 = stablehlo.multiply %1581, %1582 : tensor<3x3x16x16xf32>
    %1584 = "stablehlo.select"(%1564, %1192, %1583) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1585 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1586 = stablehlo.divide %1177, %1585 : tensor<16xf32>
    %1587 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1588 = stablehlo.multiply %1586, %1587 : tensor<16xf32>
    %1589 = "stablehlo.select"(%1564, %1177, %1588) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1590 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1591 = stablehlo.divide %1174, %1590 : tensor<16xf32>
    %1592 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1593 = stablehlo.multiply %1591, %1592 : tensor<16xf32>
    %1594 = "stablehlo.select"(%1564, %1174, %1593) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1595 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1596 = stablehlo.divide %1168, %1595 : tensor<3x3x16x16xf32>
    %1597 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1598 = stablehlo.multiply %1596, %1597 : tensor<3x3x16x16xf32>
    %1599 = "stablehlo.select"(%1564, %1168, %1598) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1600 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1601 = stablehlo.divide %1153, %1600 : tensor<16xf32>
    %1602 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1603 = stablehlo.multiply %1601, %1602 : tensor<16xf32>
    %1604 = "stablehlo.select"(%1564, %1153, %1603) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1605 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1606 = stablehlo.divide %1150, %1605 : tensor<16xf32>
    %1607 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1608 = stablehlo.multiply %1606, %1607 : tensor<16xf32>
    %1609 = "stablehlo.select"(%1564, %1150, %1608) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1610 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1611 = stablehlo.divide %1143, %1610 : tensor<3x3x16x16xf32>
    %1612 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1613 = stablehlo.multiply %1611, %1612 : tensor<3x3x16x16xf32>
    %1614 = "stablehlo.select"(%1564, %1143, %1613) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1615 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1616 = stablehlo.divide %1128, %1615 : tensor<16xf32>
    %1617 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1618 = stablehlo.multiply %1616, %1617 : tensor<16xf32>
    %1619 = "stablehlo.select"(%1564, %1128, %1618) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1620 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1621 = stablehlo.divide %1125, %1620 : tensor<16xf32>
    %1622 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1623 = stablehlo.multiply %1621, %1622 : tensor<16xf32>
    %1624 = "stablehlo.select"(%1564, %1125, %1623) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1625 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1626 = stablehlo.divide %1119, %1625 : tensor<3x3x16x16xf32>
    %1627 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %1628 = stablehlo.multiply %1626, %1627 : tensor<3x3x16x16xf32>
    %1629 = "stablehlo.select"(%1564, %1119, %1628) : (tensor<i1>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %1630 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1631 = stablehlo.divide %1104, %1630 : tensor<16xf32>
    %1632 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1633 = stablehlo.multiply %1631, %1632 : tensor<16xf32>
    %1634 = "stablehlo.select"(%1564, %1104, %1633) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1635 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1636 = stablehlo.divide %1101, %1635 : tensor<16xf32>
    %1637 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %1638 = stablehlo.multiply %1636, %1637 : tensor<16xf32>
    %1639 = "stablehlo.select"(%1564, %1101, %1638) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1640 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %1641 = stablehlo.divide %1074, %1640 : tensor<3x3x16x32xf32>
    %1642 = stablehlo.constant dense<1.0> : tensor<3x3x16x32xf32>
    %1643 = stablehlo.multiply %1641, %1642 : tensor<3x3x16x32xf32>
    %1644 = "stablehlo.select"(%1564, %1074, %1643) : (tensor<i1>, tensor<3x3x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<3x3x16x32xf32>
    %1645 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1646 = stablehlo.divide %1059, %1645 : tensor<32xf32>
    %1647 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1648 = stablehlo.multiply %1646, %1647 : tensor<32xf32>
    %1649 = "stablehlo.select"(%1564, %1059, %1648) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1650 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1651 = stablehlo.divide %1056, %1650 : tensor<32xf32>
    %1652 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1653 = stablehlo.multiply %1651, %1652 : tensor<32xf32>
    %1654 = "stablehlo.select"(%1564, %1056, %1653) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1655 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1656 = stablehlo.divide %1050, %1655 : tensor<3x3x32x32xf32>
    %1657 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %1658 = stablehlo.multiply %1656, %1657 : tensor<3x3x32x32xf32>
    %1659 = "stablehlo.select"(%1564, %1050, %1658) : (tensor<i1>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1660 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1661 = stablehlo.divide %1035, %1660 : tensor<32xf32>
    %1662 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1663 = stablehlo.multiply %1661, %1662 : tensor<32xf32>
    %1664 = "stablehlo.select"(%1564, %1035, %1663) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1665 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1666 = stablehlo.divide %1032, %1665 : tensor<32xf32>
    %1667 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1668 = stablehlo.multiply %1666, %1667 : tensor<32xf32>
    %1669 = "stablehlo.select"(%1564, %1032, %1668) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1670 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1671 = stablehlo.divide %1094, %1670 : tensor<1x1x16x32xf32>
    %1672 = stablehlo.constant dense<1.0> : tensor<1x1x16x32xf32>
    %1673 = stablehlo.multiply %1671, %1672 : tensor<1x1x16x32xf32>
    %1674 = "stablehlo.select"(%1564, %1094, %1673) : (tensor<i1>, tensor<1x1x16x32xf32>, tensor<1x1x16x32xf32>) -> tensor<1x1x16x32xf32>
    %1675 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1676 = stablehlo.divide %1079, %1675 : tensor<32xf32>
    %1677 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1678 = stablehlo.multiply %1676, %1677 : tensor<32xf32>
    %1679 = "stablehlo.select"(%1564, %1079, %1678) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1680 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1681 = stablehlo.divide %1076, %1680 : tensor<32xf32>
    %1682 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1683 = stablehlo.multiply %1681, %1682 : tensor<32xf32>
    %1684 = "stablehlo.select"(%1564, %1076, %1683) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1685 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1686 = stablehlo.divide %1025, %1685 : tensor<3x3x32x32xf32>
    %1687 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %1688 = stablehlo.multiply %1686, %1687 : tensor<3x3x32x32xf32>
    %1689 = "stablehlo.select"(%1564, %1025, %1688) : (tensor<i1>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1690 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1691 = stablehlo.divide %1010, %1690 : tensor<32xf32>
    %1692 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1693 = stablehlo.multiply %1691, %1692 : tensor<32xf32>
    %1694 = "stablehlo.select"(%1564, %1010, %1693) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1695 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1696 = stablehlo.divide %1007, %1695 : tensor<32xf32>
    %1697 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1698 = stablehlo.multiply %1696, %1697 : tensor<32xf32>
    %1699 = "stablehlo.select"(%1564, %1007, %1698) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1700 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1701 = stablehlo.divide %1001, %1700 : tensor<3x3x32x32xf32>
    %1702 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %1703 = stablehlo.multiply %1701, %1702 : tensor<3x3x32x32xf32>
    %1704 = "stablehlo.select"(%1564, %1001, %1703) : (tensor<i1>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1705 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1706 = stablehlo.divide %986, %1705 : tensor<32xf32>
    %1707 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1708 = stablehlo.multiply %1706, %1707 : tensor<32xf32>
    %1709 = "stablehlo.select"(%1564, %986, %1708) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1710 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %1711 = stablehlo.divide %983, %1710 : tensor<32xf32>
    %1712 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %1713 = stablehlo.multiply %1711, %1712 : tensor<32xf32>
    %1714 = "stablehlo.select"(%1564, %983, %1713) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1715 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %1716 = stablehlo.divide %956, %1715 : tensor<3x3x32x64xf32>
    %1717 = stablehlo.constant dense<1.0> : tensor<3x3x32x64xf32>
    %1718 = stablehlo.multiply %1716, %1717 : tensor<3x3x32x64xf32>
    %1719 = "stablehlo.select"(%1564, %956, %1718) : (tensor<i1>, tensor<3x3x32x64xf32>, tensor<3x3x32x64xf32>) -> tensor<3x3x32x64xf32>
    %1720 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1721 = stablehlo.divide %941, %1720 : tensor<64xf32>
    %1722 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1723 = stablehlo.multiply %1721, %1722 : tensor<64xf32>
    %1724 = "stablehlo.select"(%1564, %941, %1723) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1725 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1726 = stablehlo.divide %938, %1725 : tensor<64xf32>
    %1727 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1728 = stablehlo.multiply %1726, %1727 : tensor<64xf32>
    %1729 = "stablehlo.select"(%1564, %938, %1728) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1730 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1731 = stablehlo.divide %932, %1730 : tensor<3x3x64x64xf32>
    %1732 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %1733 = stablehlo.multiply %1731, %1732 : tensor<3x3x64x64xf32>
    %1734 = "stablehlo.select"(%1564, %932, %1733) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1735 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1736 = stablehlo.divide %917, %1735 : tensor<64xf32>
    %1737 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1738 = stablehlo.multiply %1736, %1737 : tensor<64xf32>
    %1739 = "stablehlo.select"(%1564, %917, %1738) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1740 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1741 = stablehlo.divide %914, %1740 : tensor<64xf32>
    %1742 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1743 = stablehlo.multiply %1741, %1742 : tensor<64xf32>
    %1744 = "stablehlo.select"(%1564, %914, %1743) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1745 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %1746 = stablehlo.divide %976, %1745 : tensor<1x1x32x64xf32>
    %1747 = stablehlo.constant dense<1.0> : tensor<1x1x32x64xf32>
    %1748 = stablehlo.multiply %1746, %1747 : tensor<1x1x32x64xf32>
    %1749 = "stablehlo.select"(%1564, %976, %1748) : (tensor<i1>, tensor<1x1x32x64xf32>, tensor<1x1x32x64xf32>) -> tensor<1x1x32x64xf32>
    %1750 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1751 = stablehlo.divide %961, %1750 : tensor<64xf32>
    %1752 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1753 = stablehlo.multiply %1751, %1752 : tensor<64xf32>
    %1754 = "stablehlo.select"(%1564, %961, %1753) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1755 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1756 = stablehlo.divide %958, %1755 : tensor<64xf32>
    %1757 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1758 = stablehlo.multiply %1756, %1757 : tensor<64xf32>
    %1759 = "stablehlo.select"(%1564, %958, %1758) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1760 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1761 = stablehlo.divide %907, %1760 : tensor<3x3x64x64xf32>
    %1762 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %1763 = stablehlo.multiply %1761, %1762 : tensor<3x3x64x64xf32>
    %1764 = "stablehlo.select"(%1564, %907, %1763) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1765 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1766 = stablehlo.divide %892, %1765 : tensor<64xf32>
    %1767 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1768 = stablehlo.multiply %1766, %1767 : tensor<64xf32>
    %1769 = "stablehlo.select"(%1564, %892, %1768) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1770 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1771 = stablehlo.divide %889, %1770 : tensor<64xf32>
    %1772 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1773 = stablehlo.multiply %1771, %1772 : tensor<64xf32>
    %1774 = "stablehlo.select"(%1564, %889, %1773) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1775 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1776 = stablehlo.divide %883, %1775 : tensor<3x3x64x64xf32>
    %1777 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %1778 = stablehlo.multiply %1776, %1777 : tensor<3x3x64x64xf32>
    %1779 = "stablehlo.select"(%1564, %883, %1778) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1780 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1781 = stablehlo.divide %868, %1780 : tensor<64xf32>
    %1782 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1783 = stablehlo.multiply %1781, %1782 : tensor<64xf32>
    %1784 = "stablehlo.select"(%1564, %868, %1783) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1785 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %1786 = stablehlo.divide %865, %1785 : tensor<64xf32>
    %1787 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %1788 = stablehlo.multiply %1786, %1787 : tensor<64xf32>
    %1789 = "stablehlo.select"(%1564, %865, %1788) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1790 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %1791 = stablehlo.divide %838, %1790 : tensor<3x3x64x128xf32>
    %1792 = stablehlo.constant dense<1.0> : tensor<3x3x64x128xf32>
    %1793 = stablehlo.multiply %1791, %1792 : tensor<3x3x64x128xf32>
    %1794 = "stablehlo.select"(%1564, %838, %1793) : (tensor<i1>, tensor<3x3x64x128xf32>, tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %1795 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1796 = stablehlo.divide %823, %1795 : tensor<128xf32>
    %1797 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1798 = stablehlo.multiply %1796, %1797 : tensor<128xf32>
    %1799 = "stablehlo.select"(%1564, %823, %1798) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1800 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1801 = stablehlo.divide %820, %1800 : tensor<128xf32>
    %1802 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1803 = stablehlo.multiply %1801, %1802 : tensor<128xf32>
    %1804 = "stablehlo.select"(%1564, %820, %1803) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1805 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %1806 = stablehlo.divide %814, %1805 : tensor<3x3x128x128xf32>
    %1807 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %1808 = stablehlo.multiply %1806, %1807 : tensor<3x3x128x128xf32>
    %1809 = "stablehlo.select"(%1564, %814, %1808) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1810 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1811 = stablehlo.divide %799, %1810 : tensor<128xf32>
    %1812 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1813 = stablehlo.multiply %1811, %1812 : tensor<128xf32>
    %1814 = "stablehlo.select"(%1564, %799, %1813) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1815 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1816 = stablehlo.divide %796, %1815 : tensor<128xf32>
    %1817 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1818 = stablehlo.multiply %1816, %1817 : tensor<128xf32>
    %1819 = "stablehlo.select"(%1564, %796, %1818) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1820 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %1821 = stablehlo.divide %858, %1820 : tensor<1x1x64x128xf32>
    %1822 = stablehlo.constant dense<1.0> : tensor<1x1x64x128xf32>
    %1823 = stablehlo.multiply %1821, %1822 : tensor<1x1x64x128xf32>
    %1824 = "stablehlo.select"(%1564, %858, %1823) : (tensor<i1>, tensor<1x1x64x128xf32>, tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %1825 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1826 = stablehlo.divide %843, %1825 : tensor<128xf32>
    %1827 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1828 = stablehlo.multiply %1826, %1827 : tensor<128xf32>
    %1829 = "stablehlo.select"(%1564, %843, %1828) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1830 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1831 = stablehlo.divide %840, %1830 : tensor<128xf32>
    %1832 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1833 = stablehlo.multiply %1831, %1832 : tensor<128xf32>
    %1834 = "stablehlo.select"(%1564, %840, %1833) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1835 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %1836 = stablehlo.divide %789, %1835 : tensor<3x3x128x128xf32>
    %1837 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %1838 = stablehlo.multiply %1836, %1837 : tensor<3x3x128x128xf32>
    %1839 = "stablehlo.select"(%1564, %789, %1838) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1840 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1841 = stablehlo.divide %774, %1840 : tensor<128xf32>
    %1842 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1843 = stablehlo.multiply %1841, %1842 : tensor<128xf32>
    %1844 = "stablehlo.select"(%1564, %774, %1843) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1845 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1846 = stablehlo.divide %771, %1845 : tensor<128xf32>
    %1847 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1848 = stablehlo.multiply %1846, %1847 : tensor<128xf32>
    %1849 = "stablehlo.select"(%1564, %771, %1848) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1850 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %1851 = stablehlo.divide %765, %1850 : tensor<3x3x128x128xf32>
    %1852 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %1853 = stablehlo.multiply %1851, %1852 : tensor<3x3x128x128xf32>
    %1854 = "stablehlo.select"(%1564, %765, %1853) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1855 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1856 = stablehlo.divide %750, %1855 : tensor<128xf32>
    %1857 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1858 = stablehlo.multiply %1856, %1857 : tensor<128xf32>
    %1859 = "stablehlo.select"(%1564, %750, %1858) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1860 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %1861 = stablehlo.divide %747, %1860 : tensor<128xf32>
    %1862 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %1863 = stablehlo.multiply %1861, %1862 : tensor<128xf32>
    %1864 = "stablehlo.select"(%1564, %747, %1863) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1865 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %1866 = stablehlo.divide %736, %1865 : tensor<128x10xf32>
    %1867 = stablehlo.constant dense<1.0> : tensor<128x10xf32>
    %1868 = stablehlo.multiply %1866, %1867 : tensor<128x10xf32>
    %1869 = "stablehlo.select"(%1564, %736, %1868) : (tensor<i1>, tensor<128x10xf32>, tensor<128x10xf32>) -> tensor<128x10xf32>
    %1870 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %1871 = stablehlo.divide %738, %1870 : tensor<10xf32>
    %1872 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %1873 = stablehlo.multiply %1871, %1872 : tensor<10xf32>
    %1874 = "stablehlo.select"(%1564, %738, %1873) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1875 = stablehlo.constant dense<0.9> : tensor<7x7x3x16xf32>
    %1876 = stablehlo.multiply %1875, %m.conv1.w : tensor<7x7x3x16xf32>
    %1877 = stablehlo.constant dense<0.1> : tensor<7x7x3x16xf32>
    %1878 = stablehlo.multiply %1877, %1569 : tensor<7x7x3x16xf32>
    %1879 = stablehlo.add %1876, %1878 : tensor<7x7x3x16xf32>
    %1880 = stablehlo.constant dense<0.999> : tensor<7x7x3x16xf32>
    %1881 = stablehlo.multiply %1880, %v.conv1.w : tensor<7x7x3x16xf32>
    %1882 = stablehlo.constant dense<0.001> : tensor<7x7x3x16xf32>
    %1883 = stablehlo.multiply %1569, %1569 : tensor<7x7x3x16xf32>
    %1884 = stablehlo.multiply %1882, %1883 : tensor<7x7x3x16xf32>
    %1885 = stablehlo.add %1881, %1884 : tensor<7x7x3x16xf32>
    %1886 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1887 = stablehlo.divide %1879, %1886 : tensor<7x7x3x16xf32>
    %1888 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1889 = stablehlo.divide %1885, %1888 : tensor<7x7x3x16xf32>
    %1890 = stablehlo.sqrt %1889 : tensor<7x7x3x16xf32>
    %1891 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x16xf32>
    %1892 = stablehlo.add %1890, %1891 : tensor<7x7x3x16xf32>
    %1893 = stablehlo.divide %1887, %1892 : tensor<7x7x3x16xf32>
    %1894 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1895 = stablehlo.multiply %1894, %m.bn1.g : tensor<16xf32>
    %1896 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1897 = stablehlo.multiply %1896, %1574 : tensor<16xf32>
    %1898 = stablehlo.add %1895, %1897 : tensor<16xf32>
    %1899 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1900 = stablehlo.multiply %1899, %v.bn1.g : tensor<16xf32>
    %1901 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1902 = stablehlo.multiply %1574, %1574 : tensor<16xf32>
    %1903 = stablehlo.multiply %1901, %1902 : tensor<16xf32>
    %1904 = stablehlo.add %1900, %1903 : tensor<16xf32>
    %1905 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1906 = stablehlo.divide %1898, %1905 : tensor<16xf32>
    %1907 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1908 = stablehlo.divide %1904, %1907 : tensor<16xf32>
    %1909 = stablehlo.sqrt %1908 : tensor<16xf32>
    %1910 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1911 = stablehlo.add %1909, %1910 : tensor<16xf32>
    %1912 = stablehlo.divide %1906, %1911 : tensor<16xf32>
    %1913 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1914 = stablehlo.multiply %1913, %m.bn1.b : tensor<16xf32>
    %1915 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1916 = stablehlo.multiply %1915, %1579 : tensor<16xf32>
    %1917 = stablehlo.add %1914, %1916 : tensor<16xf32>
    %1918 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1919 = stablehlo.multiply %1918, %v.bn1.b : tensor<16xf32>
    %1920 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1921 = stablehlo.multiply %1579, %1579 : tensor<16xf32>
    %1922 = stablehlo.multiply %1920, %1921 : tensor<16xf32>
    %1923 = stablehlo.add %1919, %1922 : tensor<16xf32>
    %1924 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1925 = stablehlo.divide %1917, %1924 : tensor<16xf32>
    %1926 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1927 = stablehlo.divide %1923, %1926 : tensor<16xf32>
    %1928 = stablehlo.sqrt %1927 : tensor<16xf32>
    %1929 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1930 = stablehlo.add %1928, %1929 : tensor<16xf32>
    %1931 = stablehlo.divide %1925, %1930 : tensor<16xf32>
    %1932 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %1933 = stablehlo.multiply %1932, %m.layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %1934 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %1935 = stablehlo.multiply %1934, %1584 : tensor<3x3x16x16xf32>
    %1936 = stablehlo.add %1933, %1935 : tensor<3x3x16x16xf32>
    %1937 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %1938 = stablehlo.multiply %1937, %v.layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %1939 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %1940 = stablehlo.multiply %1584, %1584 : tensor<3x3x16x16xf32>
    %1941 = stablehlo.multiply %1939, %1940 : tensor<3x3x16x16xf32>
    %1942 = stablehlo.add %1938, %1941 : tensor<3x3x16x16xf32>
    %1943 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1944 = stablehlo.divide %1936, %1943 : tensor<3x3x16x16xf32>
    %1945 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1946 = stablehlo.divide %1942, %1945 : tensor<3x3x16x16xf32>
    %1947 = stablehlo.sqrt %1946 : tensor<3x3x16x16xf32>
    %1948 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %1949 = stablehlo.add %1947, %1948 : tensor<3x3x16x16xf32>
    %1950 = stablehlo.divide %1944, %1949 : tensor<3x3x16x16xf32>
    %1951 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1952 = stablehlo.multiply %1951, %m.layer1.0.bn1.g : tensor<16xf32>
    %1953 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1954 = stablehlo.multiply %1953, %1589 : tensor<16xf32>
    %1955 = stablehlo.add %1952, %1954 : tensor<16xf32>
    %1956 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1957 = stablehlo.multiply %1956, %v.layer1.0.bn1.g : tensor<16xf32>
    %1958 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1959 = stablehlo.multiply %1589, %1589 : tensor<16xf32>
    %1960 = stablehlo.multiply %1958, %1959 : tensor<16xf32>
    %1961 = stablehlo.add %1957, %1960 : tensor<16xf32>
    %1962 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1963 = stablehlo.divide %1955, %1962 : tensor<16xf32>
    %1964 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1965 = stablehlo.divide %1961, %1964 : tensor<16xf32>
    %1966 = stablehlo.sqrt %1965 : tensor<16xf32>
    %1967 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1968 = stablehlo.add %1966, %1967 : tensor<16xf32>
    %1969 = stablehlo.divide %1963, %1968 : tensor<16xf32>
    %1970 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %1971 = stablehlo.multiply %1970, %m.layer1.0.bn1.b : tensor<16xf32>
    %1972 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %1973 = stablehlo.multiply %1972, %1594 : tensor<16xf32>
    %1974 = stablehlo.add %1971, %1973 : tensor<16xf32>
    %1975 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %1976 = stablehlo.multiply %1975, %v.layer1.0.bn1.b : tensor<16xf32>
    %1977 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %1978 = stablehlo.multiply %1594, %1594 : tensor<16xf32>
    %1979 = stablehlo.multiply %1977, %1978 : tensor<16xf32>
    %1980 = stablehlo.add %1976, %1979 : tensor<16xf32>
    %1981 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1982 = stablehlo.divide %1974, %1981 : tensor<16xf32>
    %1983 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %1984 = stablehlo.divide %1980, %1983 : tensor<16xf32>
    %1985 = stablehlo.sqrt %1984 : tensor<16xf32>
    %1986 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %1987 = stablehlo.add %1985, %1986 : tensor<16xf32>
    %1988 = stablehlo.divide %1982, %1987 : tensor<16xf32>
    %1989 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %1990 = stablehlo.multiply %1989, %m.layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %1991 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %1992 = stablehlo.multiply %1991, %1599 : tensor<3x3x16x16xf32>
    %1993 = stablehlo.add %1990, %1992 : tensor<3x3x16x16xf32>
    %1994 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %1995 = stablehlo.multiply %1994, %v.layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %1996 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %1997 = stablehlo.multiply %1599, %1599 : tensor<3x3x16x16xf32>
    %1998 = stablehlo.multiply %1996, %1997 : tensor<3x3x16x16xf32>
    %1999 = stablehlo.add %1995, %1998 : tensor<3x3x16x16xf32>
    %2000 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2001 = stablehlo.divide %1993, %2000 : tensor<3x3x16x16xf32>
    %2002 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2003 = stablehlo.divide %1999, %2002 : tensor<3x3x16x16xf32>
    %2004 = stablehlo.sqrt %2003 : tensor<3x3x16x16xf32>
    %2005 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %2006 = stablehlo.add %2004, %2005 : tensor<3x3x16x16xf32>
    %2007 = stablehlo.divide %2001, %2006 : tensor<3x3x16x16xf32>
    %2008 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2009 = stablehlo.multiply %2008, %m.layer1.0.bn2.g : tensor<16xf32>
    %2010 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2011 = stablehlo.multiply %2010, %1604 : tensor<16xf32>
    %2012 = stablehlo.add %2009, %2011 : tensor<16xf32>
    %2013 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2014 = stablehlo.multiply %2013, %v.layer1.0.bn2.g : tensor<16xf32>
    %2015 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2016 = stablehlo.multiply %1604, %1604 : tensor<16xf32>
    %2017 = stablehlo.multiply %2015, %2016 : tensor<16xf32>
    %2018 = stablehlo.add %2014, %2017 : tensor<16xf32>
    %2019 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2020 = stablehlo.divide %2012, %2019 : tensor<16xf32>
    %2021 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2022 = stablehlo.divide %2018, %2021 : tensor<16xf32>
    %2023 = stablehlo.sqrt %2022 : tensor<16xf32>
    %2024 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2025 = stablehlo.add %2023, %2024 : tensor<16xf32>
    %2026 = stablehlo.divide %2020, %2025 : tensor<16xf32>
    %2027 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2028 = stablehlo.multiply %2027, %m.layer1.0.bn2.b : tensor<16xf32>
    %2029 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2030 = stablehlo.multiply %2029, %1609 : tensor<16xf32>
    %2031 = stablehlo.add %2028, %2030 : tensor<16xf32>
    %2032 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2033 = stablehlo.multiply %2032, %v.layer1.0.bn2.b : tensor<16xf32>
    %2034 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2035 = stablehlo.multiply %1609, %1609 : tensor<16xf32>
    %2036 = stablehlo.multiply %2034, %2035 : tensor<16xf32>
    %2037 = stablehlo.add %2033, %2036 : tensor<16xf32>
    %2038 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2039 = stablehlo.divide %2031, %2038 : tensor<16xf32>
    %2040 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2041 = stablehlo.divide %2037, %2040 : tensor<16xf32>
    %2042 = stablehlo.sqrt %2041 : tensor<16xf32>
    %2043 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2044 = stablehlo.add %2042, %2043 : tensor<16xf32>
    %2045 = stablehlo.divide %2039, %2044 : tensor<16xf32>
    %2046 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %2047 = stablehlo.multiply %2046, %m.layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %2048 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %2049 = stablehlo.multiply %2048, %1614 : tensor<3x3x16x16xf32>
    %2050 = stablehlo.add %2047, %2049 : tensor<3x3x16x16xf32>
    %2051 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %2052 = stablehlo.multiply %2051, %v.layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %2053 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %2054 = stablehlo.multiply %1614, %1614 : tensor<3x3x16x16xf32>
    %2055 = stablehlo.multiply %2053, %2054 : tensor<3x3x16x16xf32>
    %2056 = stablehlo.add %2052, %2055 : tensor<3x3x16x16xf32>
    %2057 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2058 = stablehlo.divide %2050, %2057 : tensor<3x3x16x16xf32>
    %2059 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2060 = stablehlo.divide %2056, %2059 : tensor<3x3x16x16xf32>
    %2061 = stablehlo.sqrt %2060 : tensor<3x3x16x16xf32>
    %2062 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %2063 = stablehlo.add %2061, %2062 : tensor<3x3x16x16xf32>
    %2064 = stablehlo.divide %2058, %2063 : tensor<3x3x16x16xf32>
    %2065 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2066 = stablehlo.multiply %2065, %m.layer1.1.bn1.g : tensor<16xf32>
    %2067 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2068 = stablehlo.multiply %2067, %1619 : tensor<16xf32>
    %2069 = stablehlo.add %2066, %2068 : tensor<16xf32>
    %2070 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2071 = stablehlo.multiply %2070, %v.layer1.1.bn1.g : tensor<16xf32>
    %2072 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2073 = stablehlo.multiply %1619, %1619 : tensor<16xf32>
    %2074 = stablehlo.multiply %2072, %2073 : tensor<16xf32>
    %2075 = stablehlo.add %2071, %2074 : tensor<16xf32>
    %2076 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2077 = stablehlo.divide %2069, %2076 : tensor<16xf32>
    %2078 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2079 = stablehlo.divide %2075, %2078 : tensor<16xf32>
    %2080 = stablehlo.sqrt %2079 : tensor<16xf32>
    %2081 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2082 = stablehlo.add %2080, %2081 : tensor<16xf32>
    %2083 = stablehlo.divide %2077, %2082 : tensor<16xf32>
    %2084 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2085 = stablehlo.multiply %2084, %m.layer1.1.bn1.b : tensor<16xf32>
    %2086 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2087 = stablehlo.multiply %2086, %1624 : tensor<16xf32>
    %2088 = stablehlo.add %2085, %2087 : tensor<16xf32>
    %2089 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2090 = stablehlo.multiply %2089, %v.layer1.1.bn1.b : tensor<16xf32>
    %2091 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2092 = stablehlo.multiply %1624, %1624 : tensor<16xf32>
    %2093 = stablehlo.multiply %2091, %2092 : tensor<16xf32>
    %2094 = stablehlo.add %2090, %2093 : tensor<16xf32>
    %2095 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2096 = stablehlo.divide %2088, %2095 : tensor<16xf32>
    %2097 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2098 = stablehlo.divide %2094, %2097 : tensor<16xf32>
    %2099 = stablehlo.sqrt %2098 : tensor<16xf32>
    %2100 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2101 = stablehlo.add %2099, %2100 : tensor<16xf32>
    %2102 = stablehlo.divide %2096, %2101 : tensor<16xf32>
    %2103 = stablehlo.constant dense<0.9> : tensor<3x3x16x16xf32>
    %2104 = stablehlo.multiply %2103, %m.layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %2105 = stablehlo.constant dense<0.1> : tensor<3x3x16x16xf32>
    %2106 = stablehlo.multiply %2105, %1629 : tensor<3x3x16x16xf32>
    %2107 = stablehlo.add %2104, %2106 : tensor<3x3x16x16xf32>
    %2108 = stablehlo.constant dense<0.999> : tensor<3x3x16x16xf32>
    %2109 = stablehlo.multiply %2108, %v.layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %2110 = stablehlo.constant dense<0.001> : tensor<3x3x16x16xf32>
    %2111 = stablehlo.multiply %1629, %1629 : tensor<3x3x16x16xf32>
    %2112 = stablehlo.multiply %2110, %2111 : tensor<3x3x16x16xf32>
    %2113 = stablehlo.add %2109, %2112 : tensor<3x3x16x16xf32>
    %2114 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2115 = stablehlo.divide %2107, %2114 : tensor<3x3x16x16xf32>
    %2116 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %2117 = stablehlo.divide %2113, %2116 : tensor<3x3x16x16xf32>
    %2118 = stablehlo.sqrt %2117 : tensor<3x3x16x16xf32>
    %2119 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x16xf32>
    %2120 = stablehlo.add %2118, %2119 : tensor<3x3x16x16xf32>
    %2121 = stablehlo.divide %2115, %2120 : tensor<3x3x16x16xf32>
    %2122 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2123 = stablehlo.multiply %2122, %m.layer1.1.bn2.g : tensor<16xf32>
    %2124 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2125 = stablehlo.multiply %2124, %1634 : tensor<16xf32>
    %2126 = stablehlo.add %2123, %2125 : tensor<16xf32>
    %2127 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2128 = stablehlo.multiply %2127, %v.layer1.1.bn2.g : tensor<16xf32>
    %2129 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2130 = stablehlo.multiply %1634, %1634 : tensor<16xf32>
    %2131 = stablehlo.multiply %2129, %2130 : tensor<16xf32>
    %2132 = stablehlo.add %2128, %2131 : tensor<16xf32>
    %2133 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2134 = stablehlo.divide %2126, %2133 : tensor<16xf32>
    %2135 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2136 = stablehlo.divide %2132, %2135 : tensor<16xf32>
    %2137 = stablehlo.sqrt %2136 : tensor<16xf32>
    %2138 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2139 = stablehlo.add %2137, %2138 : tensor<16xf32>
    %2140 = stablehlo.divide %2134, %2139 : tensor<16xf32>
    %2141 = stablehlo.constant dense<0.9> : tensor<16xf32>
    %2142 = stablehlo.multiply %2141, %m.layer1.1.bn2.b : tensor<16xf32>
    %2143 = stablehlo.constant dense<0.1> : tensor<16xf32>
    %2144 = stablehlo.multiply %2143, %1639 : tensor<16xf32>
    %2145 = stablehlo.add %2142, %2144 : tensor<16xf32>
    %2146 = stablehlo.constant dense<0.999> : tensor<16xf32>
    %2147 = stablehlo.multiply %2146, %v.layer1.1.bn2.b : tensor<16xf32>
    %2148 = stablehlo.constant dense<0.001> : tensor<16xf32>
    %2149 = stablehlo.multiply %1639, %1639 : tensor<16xf32>
    %2150 = stablehlo.multiply %2148, %2149 : tensor<16xf32>
    %2151 = stablehlo.add %2147, %2150 : tensor<16xf32>
    %2152 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2153 = stablehlo.divide %2145, %2152 : tensor<16xf32>
    %2154 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %2155 = stablehlo.divide %2151, %2154 : tensor<16xf32>
    %2156 = stablehlo.sqrt %2155 : tensor<16xf32>
    %2157 = stablehlo.constant dense<1.0e-08> : tensor<16xf32>
    %2158 = stablehlo.add %2156, %2157 : tensor<16xf32>
    %2159 = stablehlo.divide %2153, %2158 : tensor<16xf32>
    %2160 = stablehlo.constant dense<0.9> : tensor<3x3x16x32xf32>
    %2161 = stablehlo.multiply %2160, %m.layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %2162 = stablehlo.constant dense<0.1> : tensor<3x3x16x32xf32>
    %2163 = stablehlo.multiply %2162, %1644 : tensor<3x3x16x32xf32>
    %2164 = stablehlo.add %2161, %2163 : tensor<3x3x16x32xf32>
    %2165 = stablehlo.constant dense<0.999> : tensor<3x3x16x32xf32>
    %2166 = stablehlo.multiply %2165, %v.layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %2167 = stablehlo.constant dense<0.001> : tensor<3x3x16x32xf32>
    %2168 = stablehlo.multiply %1644, %1644 : tensor<3x3x16x32xf32>
    %2169 = stablehlo.multiply %2167, %2168 : tensor<3x3x16x32xf32>
    %2170 = stablehlo.add %2166, %2169 : tensor<3x3x16x32xf32>
    %2171 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %2172 = stablehlo.divide %2164, %2171 : tensor<3x3x16x32xf32>
    %2173 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %2174 = stablehlo.divide %2170, %2173 : tensor<3x3x16x32xf32>
    %2175 = stablehlo.sqrt %2174 : tensor<3x3x16x32xf32>
    %2176 = stablehlo.constant dense<1.0e-08> : tensor<3x3x16x32xf32>
    %2177 = stablehlo.add %2175, %2176 : tensor<3x3x16x32xf32>
    %2178 = stablehlo.divide %2172, %2177 : tensor<3x3x16x32xf32>
    %2179 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2180 = stablehlo.multiply %2179, %m.layer2.0.bn1.g : tensor<32xf32>
    %2181 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2182 = stablehlo.multiply %2181, %1649 : tensor<32xf32>
    %2183 = stablehlo.add %2180, %2182 : tensor<32xf32>
    %2184 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2185 = stablehlo.multiply %2184, %v.layer2.0.bn1.g : tensor<32xf32>
    %2186 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2187 = stablehlo.multiply %1649, %1649 : tensor<32xf32>
    %2188 = stablehlo.multiply %2186, %2187 : tensor<32xf32>
    %2189 = stablehlo.add %2185, %2188 : tensor<32xf32>
    %2190 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2191 = stablehlo.divide %2183, %2190 : tensor<32xf32>
    %2192 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2193 = stablehlo.divide %2189, %2192 : tensor<32xf32>
    %2194 = stablehlo.sqrt %2193 : tensor<32xf32>
    %2195 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2196 = stablehlo.add %2194, %2195 : tensor<32xf32>
    %2197 = stablehlo.divide %2191, %2196 : tensor<32xf32>
    %2198 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2199 = stablehlo.multiply %2198, %m.layer2.0.bn1.b : tensor<32xf32>
    %2200 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2201 = stablehlo.multiply %2200, %1654 : tensor<32xf32>
    %2202 = stablehlo.add %2199, %2201 : tensor<32xf32>
    %2203 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2204 = stablehlo.multiply %2203, %v.layer2.0.bn1.b : tensor<32xf32>
    %2205 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2206 = stablehlo.multiply %1654, %1654 : tensor<32xf32>
    %2207 = stablehlo.multiply %2205, %2206 : tensor<32xf32>
    %2208 = stablehlo.add %2204, %2207 : tensor<32xf32>
    %2209 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2210 = stablehlo.divide %2202, %2209 : tensor<32xf32>
    %2211 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2212 = stablehlo.divide %2208, %2211 : tensor<32xf32>
    %2213 = stablehlo.sqrt %2212 : tensor<32xf32>
    %2214 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2215 = stablehlo.add %2213, %2214 : tensor<32xf32>
    %2216 = stablehlo.divide %2210, %2215 : tensor<32xf32>
    %2217 = stablehlo.constant dense<0.9> : tensor<3x3x32x32xf32>
    %2218 = stablehlo.multiply %2217, %m.layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %2219 = stablehlo.constant dense<0.1> : tensor<3x3x32x32xf32>
    %2220 = stablehlo.multiply %2219, %1659 : tensor<3x3x32x32xf32>
    %2221 = stablehlo.add %2218, %2220 : tensor<3x3x32x32xf32>
    %2222 = stablehlo.constant dense<0.999> : tensor<3x3x32x32xf32>
    %2223 = stablehlo.multiply %2222, %v.layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %2224 = stablehlo.constant dense<0.001> : tensor<3x3x32x32xf32>
    %2225 = stablehlo.multiply %1659, %1659 : tensor<3x3x32x32xf32>
    %2226 = stablehlo.multiply %2224, %2225 : tensor<3x3x32x32xf32>
    %2227 = stablehlo.add %2223, %2226 : tensor<3x3x32x32xf32>
    %2228 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2229 = stablehlo.divide %2221, %2228 : tensor<3x3x32x32xf32>
    %2230 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2231 = stablehlo.divide %2227, %2230 : tensor<3x3x32x32xf32>
    %2232 = stablehlo.sqrt %2231 : tensor<3x3x32x32xf32>
    %2233 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x32xf32>
    %2234 = stablehlo.add %2232, %2233 : tensor<3x3x32x32xf32>
    %2235 = stablehlo.divide %2229, %2234 : tensor<3x3x32x32xf32>
    %2236 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2237 = stablehlo.multiply %2236, %m.layer2.0.bn2.g : tensor<32xf32>
    %2238 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2239 = stablehlo.multiply %2238, %1664 : tensor<32xf32>
    %2240 = stablehlo.add %2237, %2239 : tensor<32xf32>
    %2241 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2242 = stablehlo.multiply %2241, %v.layer2.0.bn2.g : tensor<32xf32>
    %2243 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2244 = stablehlo.multiply %1664, %1664 : tensor<32xf32>
    %2245 = stablehlo.multiply %2243, %2244 : tensor<32xf32>
    %2246 = stablehlo.add %2242, %2245 : tensor<32xf32>
    %2247 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2248 = stablehlo.divide %2240, %2247 : tensor<32xf32>
    %2249 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2250 = stablehlo.divide %2246, %2249 : tensor<32xf32>
    %2251 = stablehlo.sqrt %2250 : tensor<32xf32>
    %2252 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2253 = stablehlo.add %2251, %2252 : tensor<32xf32>
    %2254 = stablehlo.divide %2248, %2253 : tensor<32xf32>
    %2255 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2256 = stablehlo.multiply %2255, %m.layer2.0.bn2.b : tensor<32xf32>
    %2257 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2258 = stablehlo.multiply %2257, %1669 : tensor<32xf32>
    %2259 = stablehlo.add %2256, %2258 : tensor<32xf32>
    %2260 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2261 = stablehlo.multiply %2260, %v.layer2.0.bn2.b : tensor<32xf32>
    %2262 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2263 = stablehlo.multiply %1669, %1669 : tensor<32xf32>
    %2264 = stablehlo.multiply %2262, %2263 : tensor<32xf32>
    %2265 = stablehlo.add %2261, %2264 : tensor<32xf32>
    %2266 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2267 = stablehlo.divide %2259, %2266 : tensor<32xf32>
    %2268 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2269 = stablehlo.divide %2265, %2268 : tensor<32xf32>
    %2270 = stablehlo.sqrt %2269 : tensor<32xf32>
    %2271 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2272 = stablehlo.add %2270, %2271 : tensor<32xf32>
    %2273 = stablehlo.divide %2267, %2272 : tensor<32xf32>
    %2274 = stablehlo.constant dense<0.9> : tensor<1x1x16x32xf32>
    %2275 = stablehlo.multiply %2274, %m.layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %2276 = stablehlo.constant dense<0.1> : tensor<1x1x16x32xf32>
    %2277 = stablehlo.multiply %2276, %1674 : tensor<1x1x16x32xf32>
    %2278 = stablehlo.add %2275, %2277 : tensor<1x1x16x32xf32>
    %2279 = stablehlo.constant dense<0.999> : tensor<1x1x16x32xf32>
    %2280 = stablehlo.multiply %2279, %v.layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %2281 = stablehlo.constant dense<0.001> : tensor<1x1x16x32xf32>
    %2282 = stablehlo.multiply %1674, %1674 : tensor<1x1x16x32xf32>
    %2283 = stablehlo.multiply %2281, %2282 : tensor<1x1x16x32xf32>
    %2284 = stablehlo.add %2280, %2283 : tensor<1x1x16x32xf32>
    %2285 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %2286 = stablehlo.divide %2278, %2285 : tensor<1x1x16x32xf32>
    %2287 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %2288 = stablehlo.divide %2284, %2287 : tensor<1x1x16x32xf32>
    %2289 = stablehlo.sqrt %2288 : tensor<1x1x16x32xf32>
    %2290 = stablehlo.constant dense<1.0e-08> : tensor<1x1x16x32xf32>
    %2291 = stablehlo.add %2289, %2290 : tensor<1x1x16x32xf32>
    %2292 = stablehlo.divide %2286, %2291 : tensor<1x1x16x32xf32>
    %2293 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2294 = stablehlo.multiply %2293, %m.layer2.0.downsample.1.g : tensor<32xf32>
    %2295 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2296 = stablehlo.multiply %2295, %1679 : tensor<32xf32>
    %2297 = stablehlo.add %2294, %2296 : tensor<32xf32>
    %2298 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2299 = stablehlo.multiply %2298, %v.layer2.0.downsample.1.g : tensor<32xf32>
    %2300 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2301 = stablehlo.multiply %1679, %1679 : tensor<32xf32>
    %2302 = stablehlo.multiply %2300, %2301 : tensor<32xf32>
    %2303 = stablehlo.add %2299, %2302 : tensor<32xf32>
    %2304 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2305 = stablehlo.divide %2297, %2304 : tensor<32xf32>
    %2306 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2307 = stablehlo.divide %2303, %2306 : tensor<32xf32>
    %2308 = stablehlo.sqrt %2307 : tensor<32xf32>
    %2309 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2310 = stablehlo.add %2308, %2309 : tensor<32xf32>
    %2311 = stablehlo.divide %2305, %2310 : tensor<32xf32>
    %2312 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2313 = stablehlo.multiply %2312, %m.layer2.0.downsample.1.b : tensor<32xf32>
    %2314 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2315 = stablehlo.multiply %2314, %1684 : tensor<32xf32>
    %2316 = stablehlo.add %2313, %2315 : tensor<32xf32>
    %2317 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2318 = stablehlo.multiply %2317, %v.layer2.0.downsample.1.b : tensor<32xf32>
    %2319 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2320 = stablehlo.multiply %1684, %1684 : tensor<32xf32>
    %2321 = stablehlo.multiply %2319, %2320 : tensor<32xf32>
    %2322 = stablehlo.add %2318, %2321 : tensor<32xf32>
    %2323 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2324 = stablehlo.divide %2316, %2323 : tensor<32xf32>
    %2325 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2326 = stablehlo.divide %2322, %2325 : tensor<32xf32>
    %2327 = stablehlo.sqrt %2326 : tensor<32xf32>
    %2328 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2329 = stablehlo.add %2327, %2328 : tensor<32xf32>
    %2330 = stablehlo.divide %2324, %2329 : tensor<32xf32>
    %2331 = stablehlo.constant dense<0.9> : tensor<3x3x32x32xf32>
    %2332 = stablehlo.multiply %2331, %m.layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %2333 = stablehlo.constant dense<0.1> : tensor<3x3x32x32xf32>
    %2334 = stablehlo.multiply %2333, %1689 : tensor<3x3x32x32xf32>
    %2335 = stablehlo.add %2332, %2334 : tensor<3x3x32x32xf32>
    %2336 = stablehlo.constant dense<0.999> : tensor<3x3x32x32xf32>
    %2337 = stablehlo.multiply %2336, %v.layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %2338 = stablehlo.constant dense<0.001> : tensor<3x3x32x32xf32>
    %2339 = stablehlo.multiply %1689, %1689 : tensor<3x3x32x32xf32>
    %2340 = stablehlo.multiply %2338, %2339 : tensor<3x3x32x32xf32>
    %2341 = stablehlo.add %2337, %2340 : tensor<3x3x32x32xf32>
    %2342 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2343 = stablehlo.divide %2335, %2342 : tensor<3x3x32x32xf32>
    %2344 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2345 = stablehlo.divide %2341, %2344 : tensor<3x3x32x32xf32>
    %2346 = stablehlo.sqrt %2345 : tensor<3x3x32x32xf32>
    %2347 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x32xf32>
    %2348 = stablehlo.add %2346, %2347 : tensor<3x3x32x32xf32>
    %2349 = stablehlo.divide %2343, %2348 : tensor<3x3x32x32xf32>
    %2350 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2351 = stablehlo.multiply %2350, %m.layer2.1.bn1.g : tensor<32xf32>
    %2352 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2353 = stablehlo.multiply %2352, %1694 : tensor<32xf32>
    %2354 = stablehlo.add %2351, %2353 : tensor<32xf32>
    %2355 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2356 = stablehlo.multiply %2355, %v.layer2.1.bn1.g : tensor<32xf32>
    %2357 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2358 = stablehlo.multiply %1694, %1694 : tensor<32xf32>
    %2359 = stablehlo.multiply %2357, %2358 : tensor<32xf32>
    %2360 = stablehlo.add %2356, %2359 : tensor<32xf32>
    %2361 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2362 = stablehlo.divide %2354, %2361 : tensor<32xf32>
    %2363 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2364 = stablehlo.divide %2360, %2363 : tensor<32xf32>
    %2365 = stablehlo.sqrt %2364 : tensor<32xf32>
    %2366 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2367 = stablehlo.add %2365, %2366 : tensor<32xf32>
    %2368 = stablehlo.divide %2362, %2367 : tensor<32xf32>
    %2369 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2370 = stablehlo.multiply %2369, %m.layer2.1.bn1.b : tensor<32xf32>
    %2371 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2372 = stablehlo.multiply %2371, %1699 : tensor<32xf32>
    %2373 = stablehlo.add %2370, %2372 : tensor<32xf32>
    %2374 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2375 = stablehlo.multiply %2374, %v.layer2.1.bn1.b : tensor<32xf32>
    %2376 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2377 = stablehlo.multiply %1699, %1699 : tensor<32xf32>
    %2378 = stablehlo.multiply %2376, %2377 : tensor<32xf32>
    %2379 = stablehlo.add %2375, %2378 : tensor<32xf32>
    %2380 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2381 = stablehlo.divide %2373, %2380 : tensor<32xf32>
    %2382 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2383 = stablehlo.divide %2379, %2382 : tensor<32xf32>
    %2384 = stablehlo.sqrt %2383 : tensor<32xf32>
    %2385 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2386 = stablehlo.add %2384, %2385 : tensor<32xf32>
    %2387 = stablehlo.divide %2381, %2386 : tensor<32xf32>
    %2388 = stablehlo.constant dense<0.9> : tensor<3x3x32x32xf32>
    %2389 = stablehlo.multiply %2388, %m.layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %2390 = stablehlo.constant dense<0.1> : tensor<3x3x32x32xf32>
    %2391 = stablehlo.multiply %2390, %1704 : tensor<3x3x32x32xf32>
    %2392 = stablehlo.add %2389, %2391 : tensor<3x3x32x32xf32>
    %2393 = stablehlo.constant dense<0.999> : tensor<3x3x32x32xf32>
    %2394 = stablehlo.multiply %2393, %v.layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %2395 = stablehlo.constant dense<0.001> : tensor<3x3x32x32xf32>
    %2396 = stablehlo.multiply %1704, %1704 : tensor<3x3x32x32xf32>
    %2397 = stablehlo.multiply %2395, %2396 : tensor<3x3x32x32xf32>
    %2398 = stablehlo.add %2394, %2397 : tensor<3x3x32x32xf32>
    %2399 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2400 = stablehlo.divide %2392, %2399 : tensor<3x3x32x32xf32>
    %2401 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %2402 = stablehlo.divide %2398, %2401 : tensor<3x3x32x32xf32>
    %2403 = stablehlo.sqrt %2402 : tensor<3x3x32x32xf32>
    %2404 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x32xf32>
    %2405 = stablehlo.add %2403, %2404 : tensor<3x3x32x32xf32>
    %2406 = stablehlo.divide %2400, %2405 : tensor<3x3x32x32xf32>
    %2407 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2408 = stablehlo.multiply %2407, %m.layer2.1.bn2.g : tensor<32xf32>
    %2409 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2410 = stablehlo.multiply %2409, %1709 : tensor<32xf32>
    %2411 = stablehlo.add %2408, %2410 : tensor<32xf32>
    %2412 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2413 = stablehlo.multiply %2412, %v.layer2.1.bn2.g : tensor<32xf32>
    %2414 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2415 = stablehlo.multiply %1709, %1709 : tensor<32xf32>
    %2416 = stablehlo.multiply %2414, %2415 : tensor<32xf32>
    %2417 = stablehlo.add %2413, %2416 : tensor<32xf32>
    %2418 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2419 = stablehlo.divide %2411, %2418 : tensor<32xf32>
    %2420 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2421 = stablehlo.divide %2417, %2420 : tensor<32xf32>
    %2422 = stablehlo.sqrt %2421 : tensor<32xf32>
    %2423 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2424 = stablehlo.add %2422, %2423 : tensor<32xf32>
    %2425 = stablehlo.divide %2419, %2424 : tensor<32xf32>
    %2426 = stablehlo.constant dense<0.9> : tensor<32xf32>
    %2427 = stablehlo.multiply %2426, %m.layer2.1.bn2.b : tensor<32xf32>
    %2428 = stablehlo.constant dense<0.1> : tensor<32xf32>
    %2429 = stablehlo.multiply %2428, %1714 : tensor<32xf32>
    %2430 = stablehlo.add %2427, %2429 : tensor<32xf32>
    %2431 = stablehlo.constant dense<0.999> : tensor<32xf32>
    %2432 = stablehlo.multiply %2431, %v.layer2.1.bn2.b : tensor<32xf32>
    %2433 = stablehlo.constant dense<0.001> : tensor<32xf32>
    %2434 = stablehlo.multiply %1714, %1714 : tensor<32xf32>
    %2435 = stablehlo.multiply %2433, %2434 : tensor<32xf32>
    %2436 = stablehlo.add %2432, %2435 : tensor<32xf32>
    %2437 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2438 = stablehlo.divide %2430, %2437 : tensor<32xf32>
    %2439 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %2440 = stablehlo.divide %2436, %2439 : tensor<32xf32>
    %2441 = stablehlo.sqrt %2440 : tensor<32xf32>
    %2442 = stablehlo.constant dense<1.0e-08> : tensor<32xf32>
    %2443 = stablehlo.add %2441, %2442 : tensor<32xf32>
    %2444 = stablehlo.divide %2438, %2443 : tensor<32xf32>
    %2445 = stablehlo.constant dense<0.9> : tensor<3x3x32x64xf32>
    %2446 = stablehlo.multiply %2445, %m.layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %2447 = stablehlo.constant dense<0.1> : tensor<3x3x32x64xf32>
    %2448 = stablehlo.multiply %2447, %1719 : tensor<3x3x32x64xf32>
    %2449 = stablehlo.add %2446, %2448 : tensor<3x3x32x64xf32>
    %2450 = stablehlo.constant dense<0.999> : tensor<3x3x32x64xf32>
    %2451 = stablehlo.multiply %2450, %v.layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %2452 = stablehlo.constant dense<0.001> : tensor<3x3x32x64xf32>
    %2453 = stablehlo.multiply %1719, %1719 : tensor<3x3x32x64xf32>
    %2454 = stablehlo.multiply %2452, %2453 : tensor<3x3x32x64xf32>
    %2455 = stablehlo.add %2451, %2454 : tensor<3x3x32x64xf32>
    %2456 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %2457 = stablehlo.divide %2449, %2456 : tensor<3x3x32x64xf32>
    %2458 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %2459 = stablehlo.divide %2455, %2458 : tensor<3x3x32x64xf32>
    %2460 = stablehlo.sqrt %2459 : tensor<3x3x32x64xf32>
    %2461 = stablehlo.constant dense<1.0e-08> : tensor<3x3x32x64xf32>
    %2462 = stablehlo.add %2460, %2461 : tensor<3x3x32x64xf32>
    %2463 = stablehlo.divide %2457, %2462 : tensor<3x3x32x64xf32>
    %2464 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2465 = stablehlo.multiply %2464, %m.layer3.0.bn1.g : tensor<64xf32>
    %2466 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2467 = stablehlo.multiply %2466, %1724 : tensor<64xf32>
    %2468 = stablehlo.add %2465, %2467 : tensor<64xf32>
    %2469 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2470 = stablehlo.multiply %2469, %v.layer3.0.bn1.g : tensor<64xf32>
    %2471 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2472 = stablehlo.multiply %1724, %1724 : tensor<64xf32>
    %2473 = stablehlo.multiply %2471, %2472 : tensor<64xf32>
    %2474 = stablehlo.add %2470, %2473 : tensor<64xf32>
    %2475 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2476 = stablehlo.divide %2468, %2475 : tensor<64xf32>
    %2477 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2478 = stablehlo.divide %2474, %2477 : tensor<64xf32>
    %2479 = stablehlo.sqrt %2478 : tensor<64xf32>
    %2480 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2481 = stablehlo.add %2479, %2480 : tensor<64xf32>
    %2482 = stablehlo.divide %2476, %2481 : tensor<64xf32>
    %2483 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2484 = stablehlo.multiply %2483, %m.layer3.0.bn1.b : tensor<64xf32>
    %2485 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2486 = stablehlo.multiply %2485, %1729 : tensor<64xf32>
    %2487 = stablehlo.add %2484, %2486 : tensor<64xf32>
    %2488 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2489 = stablehlo.multiply %2488, %v.layer3.0.bn1.b : tensor<64xf32>
    %2490 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2491 = stablehlo.multiply %1729, %1729 : tensor<64xf32>
    %2492 = stablehlo.multiply %2490, %2491 : tensor<64xf32>
    %2493 = stablehlo.add %2489, %2492 : tensor<64xf32>
    %2494 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2495 = stablehlo.divide %2487, %2494 : tensor<64xf32>
    %2496 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2497 = stablehlo.divide %2493, %2496 : tensor<64xf32>
    %2498 = stablehlo.sqrt %2497 : tensor<64xf32>
    %2499 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2500 = stablehlo.add %2498, %2499 : tensor<64xf32>
    %2501 = stablehlo.divide %2495, %2500 : tensor<64xf32>
    %2502 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %2503 = stablehlo.multiply %2502, %m.layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %2504 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %2505 = stablehlo.multiply %2504, %1734 : tensor<3x3x64x64xf32>
    %2506 = stablehlo.add %2503, %2505 : tensor<3x3x64x64xf32>
    %2507 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %2508 = stablehlo.multiply %2507, %v.layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %2509 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %2510 = stablehlo.multiply %1734, %1734 : tensor<3x3x64x64xf32>
    %2511 = stablehlo.multiply %2509, %2510 : tensor<3x3x64x64xf32>
    %2512 = stablehlo.add %2508, %2511 : tensor<3x3x64x64xf32>
    %2513 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2514 = stablehlo.divide %2506, %2513 : tensor<3x3x64x64xf32>
    %2515 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2516 = stablehlo.divide %2512, %2515 : tensor<3x3x64x64xf32>
    %2517 = stablehlo.sqrt %2516 : tensor<3x3x64x64xf32>
    %2518 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %2519 = stablehlo.add %2517, %2518 : tensor<3x3x64x64xf32>
    %2520 = stablehlo.divide %2514, %2519 : tensor<3x3x64x64xf32>
    %2521 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2522 = stablehlo.multiply %2521, %m.layer3.0.bn2.g : tensor<64xf32>
    %2523 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2524 = stablehlo.multiply %2523, %1739 : tensor<64xf32>
    %2525 = stablehlo.add %2522, %2524 : tensor<64xf32>
    %2526 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2527 = stablehlo.multiply %2526, %v.layer3.0.bn2.g : tensor<64xf32>
    %2528 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2529 = stablehlo.multiply %1739, %1739 : tensor<64xf32>
    %2530 = stablehlo.multiply %2528, %2529 : tensor<64xf32>
    %2531 = stablehlo.add %2527, %2530 : tensor<64xf32>
    %2532 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2533 = stablehlo.divide %2525, %2532 : tensor<64xf32>
    %2534 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2535 = stablehlo.divide %2531, %2534 : tensor<64xf32>
    %2536 = stablehlo.sqrt %2535 : tensor<64xf32>
    %2537 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2538 = stablehlo.add %2536, %2537 : tensor<64xf32>
    %2539 = stablehlo.divide %2533, %2538 : tensor<64xf32>
    %2540 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2541 = stablehlo.multiply %2540, %m.layer3.0.bn2.b : tensor<64xf32>
    %2542 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2543 = stablehlo.multiply %2542, %1744 : tensor<64xf32>
    %2544 = stablehlo.add %2541, %2543 : tensor<64xf32>
    %2545 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2546 = stablehlo.multiply %2545, %v.layer3.0.bn2.b : tensor<64xf32>
    %2547 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2548 = stablehlo.multiply %1744, %1744 : tensor<64xf32>
    %2549 = stablehlo.multiply %2547, %2548 : tensor<64xf32>
    %2550 = stablehlo.add %2546, %2549 : tensor<64xf32>
    %2551 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2552 = stablehlo.divide %2544, %2551 : tensor<64xf32>
    %2553 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2554 = stablehlo.divide %2550, %2553 : tensor<64xf32>
    %2555 = stablehlo.sqrt %2554 : tensor<64xf32>
    %2556 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2557 = stablehlo.add %2555, %2556 : tensor<64xf32>
    %2558 = stablehlo.divide %2552, %2557 : tensor<64xf32>
    %2559 = stablehlo.constant dense<0.9> : tensor<1x1x32x64xf32>
    %2560 = stablehlo.multiply %2559, %m.layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %2561 = stablehlo.constant dense<0.1> : tensor<1x1x32x64xf32>
    %2562 = stablehlo.multiply %2561, %1749 : tensor<1x1x32x64xf32>
    %2563 = stablehlo.add %2560, %2562 : tensor<1x1x32x64xf32>
    %2564 = stablehlo.constant dense<0.999> : tensor<1x1x32x64xf32>
    %2565 = stablehlo.multiply %2564, %v.layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %2566 = stablehlo.constant dense<0.001> : tensor<1x1x32x64xf32>
    %2567 = stablehlo.multiply %1749, %1749 : tensor<1x1x32x64xf32>
    %2568 = stablehlo.multiply %2566, %2567 : tensor<1x1x32x64xf32>
    %2569 = stablehlo.add %2565, %2568 : tensor<1x1x32x64xf32>
    %2570 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %2571 = stablehlo.divide %2563, %2570 : tensor<1x1x32x64xf32>
    %2572 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %2573 = stablehlo.divide %2569, %2572 : tensor<1x1x32x64xf32>
    %2574 = stablehlo.sqrt %2573 : tensor<1x1x32x64xf32>
    %2575 = stablehlo.constant dense<1.0e-08> : tensor<1x1x32x64xf32>
    %2576 = stablehlo.add %2574, %2575 : tensor<1x1x32x64xf32>
    %2577 = stablehlo.divide %2571, %2576 : tensor<1x1x32x64xf32>
    %2578 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2579 = stablehlo.multiply %2578, %m.layer3.0.downsample.1.g : tensor<64xf32>
    %2580 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2581 = stablehlo.multiply %2580, %1754 : tensor<64xf32>
    %2582 = stablehlo.add %2579, %2581 : tensor<64xf32>
    %2583 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2584 = stablehlo.multiply %2583, %v.layer3.0.downsample.1.g : tensor<64xf32>
    %2585 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2586 = stablehlo.multiply %1754, %1754 : tensor<64xf32>
    %2587 = stablehlo.multiply %2585, %2586 : tensor<64xf32>
    %2588 = stablehlo.add %2584, %2587 : tensor<64xf32>
    %2589 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2590 = stablehlo.divide %2582, %2589 : tensor<64xf32>
    %2591 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2592 = stablehlo.divide %2588, %2591 : tensor<64xf32>
    %2593 = stablehlo.sqrt %2592 : tensor<64xf32>
    %2594 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2595 = stablehlo.add %2593, %2594 : tensor<64xf32>
    %2596 = stablehlo.divide %2590, %2595 : tensor<64xf32>
    %2597 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2598 = stablehlo.multiply %2597, %m.layer3.0.downsample.1.b : tensor<64xf32>
    %2599 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2600 = stablehlo.multiply %2599, %1759 : tensor<64xf32>
    %2601 = stablehlo.add %2598, %2600 : tensor<64xf32>
    %2602 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2603 = stablehlo.multiply %2602, %v.layer3.0.downsample.1.b : tensor<64xf32>
    %2604 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2605 = stablehlo.multiply %1759, %1759 : tensor<64xf32>
    %2606 = stablehlo.multiply %2604, %2605 : tensor<64xf32>
    %2607 = stablehlo.add %2603, %2606 : tensor<64xf32>
    %2608 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2609 = stablehlo.divide %2601, %2608 : tensor<64xf32>
    %2610 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2611 = stablehlo.divide %2607, %2610 : tensor<64xf32>
    %2612 = stablehlo.sqrt %2611 : tensor<64xf32>
    %2613 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2614 = stablehlo.add %2612, %2613 : tensor<64xf32>
    %2615 = stablehlo.divide %2609, %2614 : tensor<64xf32>
    %2616 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %2617 = stablehlo.multiply %2616, %m.layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %2618 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %2619 = stablehlo.multiply %2618, %1764 : tensor<3x3x64x64xf32>
    %2620 = stablehlo.add %2617, %2619 : tensor<3x3x64x64xf32>
    %2621 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %2622 = stablehlo.multiply %2621, %v.layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %2623 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %2624 = stablehlo.multiply %1764, %1764 : tensor<3x3x64x64xf32>
    %2625 = stablehlo.multiply %2623, %2624 : tensor<3x3x64x64xf32>
    %2626 = stablehlo.add %2622, %2625 : tensor<3x3x64x64xf32>
    %2627 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2628 = stablehlo.divide %2620, %2627 : tensor<3x3x64x64xf32>
    %2629 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2630 = stablehlo.divide %2626, %2629 : tensor<3x3x64x64xf32>
    %2631 = stablehlo.sqrt %2630 : tensor<3x3x64x64xf32>
    %2632 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %2633 = stablehlo.add %2631, %2632 : tensor<3x3x64x64xf32>
    %2634 = stablehlo.divide %2628, %2633 : tensor<3x3x64x64xf32>
    %2635 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2636 = stablehlo.multiply %2635, %m.layer3.1.bn1.g : tensor<64xf32>
    %2637 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2638 = stablehlo.multiply %2637, %1769 : tensor<64xf32>
    %2639 = stablehlo.add %2636, %2638 : tensor<64xf32>
    %2640 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2641 = stablehlo.multiply %2640, %v.layer3.1.bn1.g : tensor<64xf32>
    %2642 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2643 = stablehlo.multiply %1769, %1769 : tensor<64xf32>
    %2644 = stablehlo.multiply %2642, %2643 : tensor<64xf32>
    %2645 = stablehlo.add %2641, %2644 : tensor<64xf32>
    %2646 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2647 = stablehlo.divide %2639, %2646 : tensor<64xf32>
    %2648 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2649 = stablehlo.divide %2645, %2648 : tensor<64xf32>
    %2650 = stablehlo.sqrt %2649 : tensor<64xf32>
    %2651 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2652 = stablehlo.add %2650, %2651 : tensor<64xf32>
    %2653 = stablehlo.divide %2647, %2652 : tensor<64xf32>
    %2654 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2655 = stablehlo.multiply %2654, %m.layer3.1.bn1.b : tensor<64xf32>
    %2656 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2657 = stablehlo.multiply %2656, %1774 : tensor<64xf32>
    %2658 = stablehlo.add %2655, %2657 : tensor<64xf32>
    %2659 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2660 = stablehlo.multiply %2659, %v.layer3.1.bn1.b : tensor<64xf32>
    %2661 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2662 = stablehlo.multiply %1774, %1774 : tensor<64xf32>
    %2663 = stablehlo.multiply %2661, %2662 : tensor<64xf32>
    %2664 = stablehlo.add %2660, %2663 : tensor<64xf32>
    %2665 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2666 = stablehlo.divide %2658, %2665 : tensor<64xf32>
    %2667 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2668 = stablehlo.divide %2664, %2667 : tensor<64xf32>
    %2669 = stablehlo.sqrt %2668 : tensor<64xf32>
    %2670 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2671 = stablehlo.add %2669, %2670 : tensor<64xf32>
    %2672 = stablehlo.divide %2666, %2671 : tensor<64xf32>
    %2673 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %2674 = stablehlo.multiply %2673, %m.layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %2675 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %2676 = stablehlo.multiply %2675, %1779 : tensor<3x3x64x64xf32>
    %2677 = stablehlo.add %2674, %2676 : tensor<3x3x64x64xf32>
    %2678 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %2679 = stablehlo.multiply %2678, %v.layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %2680 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %2681 = stablehlo.multiply %1779, %1779 : tensor<3x3x64x64xf32>
    %2682 = stablehlo.multiply %2680, %2681 : tensor<3x3x64x64xf32>
    %2683 = stablehlo.add %2679, %2682 : tensor<3x3x64x64xf32>
    %2684 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2685 = stablehlo.divide %2677, %2684 : tensor<3x3x64x64xf32>
    %2686 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2687 = stablehlo.divide %2683, %2686 : tensor<3x3x64x64xf32>
    %2688 = stablehlo.sqrt %2687 : tensor<3x3x64x64xf32>
    %2689 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %2690 = stablehlo.add %2688, %2689 : tensor<3x3x64x64xf32>
    %2691 = stablehlo.divide %2685, %2690 : tensor<3x3x64x64xf32>
    %2692 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2693 = stablehlo.multiply %2692, %m.layer3.1.bn2.g : tensor<64xf32>
    %2694 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2695 = stablehlo.multiply %2694, %1784 : tensor<64xf32>
    %2696 = stablehlo.add %2693, %2695 : tensor<64xf32>
    %2697 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2698 = stablehlo.multiply %2697, %v.layer3.1.bn2.g : tensor<64xf32>
    %2699 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2700 = stablehlo.multiply %1784, %1784 : tensor<64xf32>
    %2701 = stablehlo.multiply %2699, %2700 : tensor<64xf32>
    %2702 = stablehlo.add %2698, %2701 : tensor<64xf32>
    %2703 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2704 = stablehlo.divide %2696, %2703 : tensor<64xf32>
    %2705 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2706 = stablehlo.divide %2702, %2705 : tensor<64xf32>
    %2707 = stablehlo.sqrt %2706 : tensor<64xf32>
    %2708 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2709 = stablehlo.add %2707, %2708 : tensor<64xf32>
    %2710 = stablehlo.divide %2704, %2709 : tensor<64xf32>
    %2711 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %2712 = stablehlo.multiply %2711, %m.layer3.1.bn2.b : tensor<64xf32>
    %2713 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %2714 = stablehlo.multiply %2713, %1789 : tensor<64xf32>
    %2715 = stablehlo.add %2712, %2714 : tensor<64xf32>
    %2716 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %2717 = stablehlo.multiply %2716, %v.layer3.1.bn2.b : tensor<64xf32>
    %2718 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %2719 = stablehlo.multiply %1789, %1789 : tensor<64xf32>
    %2720 = stablehlo.multiply %2718, %2719 : tensor<64xf32>
    %2721 = stablehlo.add %2717, %2720 : tensor<64xf32>
    %2722 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2723 = stablehlo.divide %2715, %2722 : tensor<64xf32>
    %2724 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2725 = stablehlo.divide %2721, %2724 : tensor<64xf32>
    %2726 = stablehlo.sqrt %2725 : tensor<64xf32>
    %2727 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %2728 = stablehlo.add %2726, %2727 : tensor<64xf32>
    %2729 = stablehlo.divide %2723, %2728 : tensor<64xf32>
    %2730 = stablehlo.constant dense<0.9> : tensor<3x3x64x128xf32>
    %2731 = stablehlo.multiply %2730, %m.layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %2732 = stablehlo.constant dense<0.1> : tensor<3x3x64x128xf32>
    %2733 = stablehlo.multiply %2732, %1794 : tensor<3x3x64x128xf32>
    %2734 = stablehlo.add %2731, %2733 : tensor<3x3x64x128xf32>
    %2735 = stablehlo.constant dense<0.999> : tensor<3x3x64x128xf32>
    %2736 = stablehlo.multiply %2735, %v.layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %2737 = stablehlo.constant dense<0.001> : tensor<3x3x64x128xf32>
    %2738 = stablehlo.multiply %1794, %1794 : tensor<3x3x64x128xf32>
    %2739 = stablehlo.multiply %2737, %2738 : tensor<3x3x64x128xf32>
    %2740 = stablehlo.add %2736, %2739 : tensor<3x3x64x128xf32>
    %2741 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %2742 = stablehlo.divide %2734, %2741 : tensor<3x3x64x128xf32>
    %2743 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %2744 = stablehlo.divide %2740, %2743 : tensor<3x3x64x128xf32>
    %2745 = stablehlo.sqrt %2744 : tensor<3x3x64x128xf32>
    %2746 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x128xf32>
    %2747 = stablehlo.add %2745, %2746 : tensor<3x3x64x128xf32>
    %2748 = stablehlo.divide %2742, %2747 : tensor<3x3x64x128xf32>
    %2749 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2750 = stablehlo.multiply %2749, %m.layer4.0.bn1.g : tensor<128xf32>
    %2751 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2752 = stablehlo.multiply %2751, %1799 : tensor<128xf32>
    %2753 = stablehlo.add %2750, %2752 : tensor<128xf32>
    %2754 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2755 = stablehlo.multiply %2754, %v.layer4.0.bn1.g : tensor<128xf32>
    %2756 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2757 = stablehlo.multiply %1799, %1799 : tensor<128xf32>
    %2758 = stablehlo.multiply %2756, %2757 : tensor<128xf32>
    %2759 = stablehlo.add %2755, %2758 : tensor<128xf32>
    %2760 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2761 = stablehlo.divide %2753, %2760 : tensor<128xf32>
    %2762 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2763 = stablehlo.divide %2759, %2762 : tensor<128xf32>
    %2764 = stablehlo.sqrt %2763 : tensor<128xf32>
    %2765 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2766 = stablehlo.add %2764, %2765 : tensor<128xf32>
    %2767 = stablehlo.divide %2761, %2766 : tensor<128xf32>
    %2768 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2769 = stablehlo.multiply %2768, %m.layer4.0.bn1.b : tensor<128xf32>
    %2770 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2771 = stablehlo.multiply %2770, %1804 : tensor<128xf32>
    %2772 = stablehlo.add %2769, %2771 : tensor<128xf32>
    %2773 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2774 = stablehlo.multiply %2773, %v.layer4.0.bn1.b : tensor<128xf32>
    %2775 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2776 = stablehlo.multiply %1804, %1804 : tensor<128xf32>
    %2777 = stablehlo.multiply %2775, %2776 : tensor<128xf32>
    %2778 = stablehlo.add %2774, %2777 : tensor<128xf32>
    %2779 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2780 = stablehlo.divide %2772, %2779 : tensor<128xf32>
    %2781 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2782 = stablehlo.divide %2778, %2781 : tensor<128xf32>
    %2783 = stablehlo.sqrt %2782 : tensor<128xf32>
    %2784 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2785 = stablehlo.add %2783, %2784 : tensor<128xf32>
    %2786 = stablehlo.divide %2780, %2785 : tensor<128xf32>
    %2787 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %2788 = stablehlo.multiply %2787, %m.layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %2789 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %2790 = stablehlo.multiply %2789, %1809 : tensor<3x3x128x128xf32>
    %2791 = stablehlo.add %2788, %2790 : tensor<3x3x128x128xf32>
    %2792 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %2793 = stablehlo.multiply %2792, %v.layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %2794 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %2795 = stablehlo.multiply %1809, %1809 : tensor<3x3x128x128xf32>
    %2796 = stablehlo.multiply %2794, %2795 : tensor<3x3x128x128xf32>
    %2797 = stablehlo.add %2793, %2796 : tensor<3x3x128x128xf32>
    %2798 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2799 = stablehlo.divide %2791, %2798 : tensor<3x3x128x128xf32>
    %2800 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2801 = stablehlo.divide %2797, %2800 : tensor<3x3x128x128xf32>
    %2802 = stablehlo.sqrt %2801 : tensor<3x3x128x128xf32>
    %2803 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %2804 = stablehlo.add %2802, %2803 : tensor<3x3x128x128xf32>
    %2805 = stablehlo.divide %2799, %2804 : tensor<3x3x128x128xf32>
    %2806 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2807 = stablehlo.multiply %2806, %m.layer4.0.bn2.g : tensor<128xf32>
    %2808 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2809 = stablehlo.multiply %2808, %1814 : tensor<128xf32>
    %2810 = stablehlo.add %2807, %2809 : tensor<128xf32>
    %2811 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2812 = stablehlo.multiply %2811, %v.layer4.0.bn2.g : tensor<128xf32>
    %2813 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2814 = stablehlo.multiply %1814, %1814 : tensor<128xf32>
    %2815 = stablehlo.multiply %2813, %2814 : tensor<128xf32>
    %2816 = stablehlo.add %2812, %2815 : tensor<128xf32>
    %2817 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2818 = stablehlo.divide %2810, %2817 : tensor<128xf32>
    %2819 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2820 = stablehlo.divide %2816, %2819 : tensor<128xf32>
    %2821 = stablehlo.sqrt %2820 : tensor<128xf32>
    %2822 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2823 = stablehlo.add %2821, %2822 : tensor<128xf32>
    %2824 = stablehlo.divide %2818, %2823 : tensor<128xf32>
    %2825 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2826 = stablehlo.multiply %2825, %m.layer4.0.bn2.b : tensor<128xf32>
    %2827 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2828 = stablehlo.multiply %2827, %1819 : tensor<128xf32>
    %2829 = stablehlo.add %2826, %2828 : tensor<128xf32>
    %2830 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2831 = stablehlo.multiply %2830, %v.layer4.0.bn2.b : tensor<128xf32>
    %2832 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2833 = stablehlo.multiply %1819, %1819 : tensor<128xf32>
    %2834 = stablehlo.multiply %2832, %2833 : tensor<128xf32>
    %2835 = stablehlo.add %2831, %2834 : tensor<128xf32>
    %2836 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2837 = stablehlo.divide %2829, %2836 : tensor<128xf32>
    %2838 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2839 = stablehlo.divide %2835, %2838 : tensor<128xf32>
    %2840 = stablehlo.sqrt %2839 : tensor<128xf32>
    %2841 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2842 = stablehlo.add %2840, %2841 : tensor<128xf32>
    %2843 = stablehlo.divide %2837, %2842 : tensor<128xf32>
    %2844 = stablehlo.constant dense<0.9> : tensor<1x1x64x128xf32>
    %2845 = stablehlo.multiply %2844, %m.layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %2846 = stablehlo.constant dense<0.1> : tensor<1x1x64x128xf32>
    %2847 = stablehlo.multiply %2846, %1824 : tensor<1x1x64x128xf32>
    %2848 = stablehlo.add %2845, %2847 : tensor<1x1x64x128xf32>
    %2849 = stablehlo.constant dense<0.999> : tensor<1x1x64x128xf32>
    %2850 = stablehlo.multiply %2849, %v.layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %2851 = stablehlo.constant dense<0.001> : tensor<1x1x64x128xf32>
    %2852 = stablehlo.multiply %1824, %1824 : tensor<1x1x64x128xf32>
    %2853 = stablehlo.multiply %2851, %2852 : tensor<1x1x64x128xf32>
    %2854 = stablehlo.add %2850, %2853 : tensor<1x1x64x128xf32>
    %2855 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %2856 = stablehlo.divide %2848, %2855 : tensor<1x1x64x128xf32>
    %2857 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %2858 = stablehlo.divide %2854, %2857 : tensor<1x1x64x128xf32>
    %2859 = stablehlo.sqrt %2858 : tensor<1x1x64x128xf32>
    %2860 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x128xf32>
    %2861 = stablehlo.add %2859, %2860 : tensor<1x1x64x128xf32>
    %2862 = stablehlo.divide %2856, %2861 : tensor<1x1x64x128xf32>
    %2863 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2864 = stablehlo.multiply %2863, %m.layer4.0.downsample.1.g : tensor<128xf32>
    %2865 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2866 = stablehlo.multiply %2865, %1829 : tensor<128xf32>
    %2867 = stablehlo.add %2864, %2866 : tensor<128xf32>
    %2868 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2869 = stablehlo.multiply %2868, %v.layer4.0.downsample.1.g : tensor<128xf32>
    %2870 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2871 = stablehlo.multiply %1829, %1829 : tensor<128xf32>
    %2872 = stablehlo.multiply %2870, %2871 : tensor<128xf32>
    %2873 = stablehlo.add %2869, %2872 : tensor<128xf32>
    %2874 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2875 = stablehlo.divide %2867, %2874 : tensor<128xf32>
    %2876 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2877 = stablehlo.divide %2873, %2876 : tensor<128xf32>
    %2878 = stablehlo.sqrt %2877 : tensor<128xf32>
    %2879 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2880 = stablehlo.add %2878, %2879 : tensor<128xf32>
    %2881 = stablehlo.divide %2875, %2880 : tensor<128xf32>
    %2882 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2883 = stablehlo.multiply %2882, %m.layer4.0.downsample.1.b : tensor<128xf32>
    %2884 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2885 = stablehlo.multiply %2884, %1834 : tensor<128xf32>
    %2886 = stablehlo.add %2883, %2885 : tensor<128xf32>
    %2887 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2888 = stablehlo.multiply %2887, %v.layer4.0.downsample.1.b : tensor<128xf32>
    %2889 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2890 = stablehlo.multiply %1834, %1834 : tensor<128xf32>
    %2891 = stablehlo.multiply %2889, %2890 : tensor<128xf32>
    %2892 = stablehlo.add %2888, %2891 : tensor<128xf32>
    %2893 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2894 = stablehlo.divide %2886, %2893 : tensor<128xf32>
    %2895 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2896 = stablehlo.divide %2892, %2895 : tensor<128xf32>
    %2897 = stablehlo.sqrt %2896 : tensor<128xf32>
    %2898 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2899 = stablehlo.add %2897, %2898 : tensor<128xf32>
    %2900 = stablehlo.divide %2894, %2899 : tensor<128xf32>
    %2901 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %2902 = stablehlo.multiply %2901, %m.layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %2903 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %2904 = stablehlo.multiply %2903, %1839 : tensor<3x3x128x128xf32>
    %2905 = stablehlo.add %2902, %2904 : tensor<3x3x128x128xf32>
    %2906 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %2907 = stablehlo.multiply %2906, %v.layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %2908 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %2909 = stablehlo.multiply %1839, %1839 : tensor<3x3x128x128xf32>
    %2910 = stablehlo.multiply %2908, %2909 : tensor<3x3x128x128xf32>
    %2911 = stablehlo.add %2907, %2910 : tensor<3x3x128x128xf32>
    %2912 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2913 = stablehlo.divide %2905, %2912 : tensor<3x3x128x128xf32>
    %2914 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2915 = stablehlo.divide %2911, %2914 : tensor<3x3x128x128xf32>
    %2916 = stablehlo.sqrt %2915 : tensor<3x3x128x128xf32>
    %2917 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %2918 = stablehlo.add %2916, %2917 : tensor<3x3x128x128xf32>
    %2919 = stablehlo.divide %2913, %2918 : tensor<3x3x128x128xf32>
    %2920 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2921 = stablehlo.multiply %2920, %m.layer4.1.bn1.g : tensor<128xf32>
    %2922 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2923 = stablehlo.multiply %2922, %1844 : tensor<128xf32>
    %2924 = stablehlo.add %2921, %2923 : tensor<128xf32>
    %2925 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2926 = stablehlo.multiply %2925, %v.layer4.1.bn1.g : tensor<128xf32>
    %2927 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2928 = stablehlo.multiply %1844, %1844 : tensor<128xf32>
    %2929 = stablehlo.multiply %2927, %2928 : tensor<128xf32>
    %2930 = stablehlo.add %2926, %2929 : tensor<128xf32>
    %2931 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2932 = stablehlo.divide %2924, %2931 : tensor<128xf32>
    %2933 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2934 = stablehlo.divide %2930, %2933 : tensor<128xf32>
    %2935 = stablehlo.sqrt %2934 : tensor<128xf32>
    %2936 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2937 = stablehlo.add %2935, %2936 : tensor<128xf32>
    %2938 = stablehlo.divide %2932, %2937 : tensor<128xf32>
    %2939 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2940 = stablehlo.multiply %2939, %m.layer4.1.bn1.b : tensor<128xf32>
    %2941 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2942 = stablehlo.multiply %2941, %1849 : tensor<128xf32>
    %2943 = stablehlo.add %2940, %2942 : tensor<128xf32>
    %2944 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2945 = stablehlo.multiply %2944, %v.layer4.1.bn1.b : tensor<128xf32>
    %2946 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2947 = stablehlo.multiply %1849, %1849 : tensor<128xf32>
    %2948 = stablehlo.multiply %2946, %2947 : tensor<128xf32>
    %2949 = stablehlo.add %2945, %2948 : tensor<128xf32>
    %2950 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2951 = stablehlo.divide %2943, %2950 : tensor<128xf32>
    %2952 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2953 = stablehlo.divide %2949, %2952 : tensor<128xf32>
    %2954 = stablehlo.sqrt %2953 : tensor<128xf32>
    %2955 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2956 = stablehlo.add %2954, %2955 : tensor<128xf32>
    %2957 = stablehlo.divide %2951, %2956 : tensor<128xf32>
    %2958 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %2959 = stablehlo.multiply %2958, %m.layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %2960 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %2961 = stablehlo.multiply %2960, %1854 : tensor<3x3x128x128xf32>
    %2962 = stablehlo.add %2959, %2961 : tensor<3x3x128x128xf32>
    %2963 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %2964 = stablehlo.multiply %2963, %v.layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %2965 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %2966 = stablehlo.multiply %1854, %1854 : tensor<3x3x128x128xf32>
    %2967 = stablehlo.multiply %2965, %2966 : tensor<3x3x128x128xf32>
    %2968 = stablehlo.add %2964, %2967 : tensor<3x3x128x128xf32>
    %2969 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2970 = stablehlo.divide %2962, %2969 : tensor<3x3x128x128xf32>
    %2971 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2972 = stablehlo.divide %2968, %2971 : tensor<3x3x128x128xf32>
    %2973 = stablehlo.sqrt %2972 : tensor<3x3x128x128xf32>
    %2974 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %2975 = stablehlo.add %2973, %2974 : tensor<3x3x128x128xf32>
    %2976 = stablehlo.divide %2970, %2975 : tensor<3x3x128x128xf32>
    %2977 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2978 = stablehlo.multiply %2977, %m.layer4.1.bn2.g : tensor<128xf32>
    %2979 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2980 = stablehlo.multiply %2979, %1859 : tensor<128xf32>
    %2981 = stablehlo.add %2978, %2980 : tensor<128xf32>
    %2982 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %2983 = stablehlo.multiply %2982, %v.layer4.1.bn2.g : tensor<128xf32>
    %2984 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %2985 = stablehlo.multiply %1859, %1859 : tensor<128xf32>
    %2986 = stablehlo.multiply %2984, %2985 : tensor<128xf32>
    %2987 = stablehlo.add %2983, %2986 : tensor<128xf32>
    %2988 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2989 = stablehlo.divide %2981, %2988 : tensor<128xf32>
    %2990 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2991 = stablehlo.divide %2987, %2990 : tensor<128xf32>
    %2992 = stablehlo.sqrt %2991 : tensor<128xf32>
    %2993 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %2994 = stablehlo.add %2992, %2993 : tensor<128xf32>
    %2995 = stablehlo.divide %2989, %2994 : tensor<128xf32>
    %2996 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %2997 = stablehlo.multiply %2996, %m.layer4.1.bn2.b : tensor<128xf32>
    %2998 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %2999 = stablehlo.multiply %2998, %1864 : tensor<128xf32>
    %3000 = stablehlo.add %2997, %2999 : tensor<128xf32>
    %3001 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3002 = stablehlo.multiply %3001, %v.layer4.1.bn2.b : tensor<128xf32>
    %3003 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3004 = stablehlo.multiply %1864, %1864 : tensor<128xf32>
    %3005 = stablehlo.multiply %3003, %3004 : tensor<128xf32>
    %3006 = stablehlo.add %3002, %3005 : tensor<128xf32>
    %3007 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3008 = stablehlo.divide %3000, %3007 : tensor<128xf32>
    %3009 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3010 = stablehlo.divide %3006, %3009 : tensor<128xf32>
    %3011 = stablehlo.sqrt %3010 : tensor<128xf32>
    %3012 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3013 = stablehlo.add %3011, %3012 : tensor<128xf32>
    %3014 = stablehlo.divide %3008, %3013 : tensor<128xf32>
    %3015 = stablehlo.constant dense<0.9> : tensor<128x10xf32>
    %3016 = stablehlo.multiply %3015, %m.fc.w : tensor<128x10xf32>
    %3017 = stablehlo.constant dense<0.1> : tensor<128x10xf32>
    %3018 = stablehlo.multiply %3017, %1869 : tensor<128x10xf32>
    %3019 = stablehlo.add %3016, %3018 : tensor<128x10xf32>
    %3020 = stablehlo.constant dense<0.999> : tensor<128x10xf32>
    %3021 = stablehlo.multiply %3020, %v.fc.w : tensor<128x10xf32>
    %3022 = stablehlo.constant dense<0.001> : tensor<128x10xf32>
    %3023 = stablehlo.multiply %1869, %1869 : tensor<128x10xf32>
    %3024 = stablehlo.multiply %3022, %3023 : tensor<128x10xf32>
    %3025 = stablehlo.add %3021, %3024 : tensor<128x10xf32>
    %3026 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3027 = stablehlo.divide %3019, %3026 : tensor<128x10xf32>
    %3028 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3029 = stablehlo.divide %3025, %3028 : tensor<128x10xf32>
    %3030 = stablehlo.sqrt %3029 : tensor<128x10xf32>
    %3031 = stablehlo.constant dense<1.0e-08> : tensor<128x10xf32>
    %3032 = stablehlo.add %3030, %3031 : tensor<128x10xf32>
    %3033 = stablehlo.divide %3027, %3032 : tensor<128x10xf32>
    %3034 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %3035 = stablehlo.multiply %3034, %m.fc.b : tensor<10xf32>
    %3036 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %3037 = stablehlo.multiply %3036, %1874 : tensor<10xf32>
    %3038 = stablehlo.add %3035, %3037 : tensor<10xf32>
    %3039 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %3040 = stablehlo.multiply %3039, %v.fc.b : tensor<10xf32>
    %3041 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %3042 = stablehlo.multiply %1874, %1874 : tensor<10xf32>
    %3043 = stablehlo.multiply %3041, %3042 : tensor<10xf32>
    %3044 = stablehlo.add %3040, %3043 : tensor<10xf32>
    %3045 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3046 = stablehlo.divide %3038, %3045 : tensor<10xf32>
    %3047 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3048 = stablehlo.divide %3044, %3047 : tensor<10xf32>
    %3049 = stablehlo.sqrt %3048 : tensor<10xf32>
    %3050 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %3051 = stablehlo.add %3049, %3050 : tensor<10xf32>
    %3052 = stablehlo.divide %3046, %3051 : tensor<10xf32>
    %3053 = stablehlo.constant dense<0.05> : tensor<7x7x3x16xf32>
    %3054 = stablehlo.multiply %3053, %conv1.w : tensor<7x7x3x16xf32>
    %3055 = stablehlo.add %1893, %3054 : tensor<7x7x3x16xf32>
    %3056 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3057 = stablehlo.multiply %3056, %layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %3058 = stablehlo.add %1950, %3057 : tensor<3x3x16x16xf32>
    %3059 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3060 = stablehlo.multiply %3059, %layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %3061 = stablehlo.add %2007, %3060 : tensor<3x3x16x16xf32>
    %3062 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3063 = stablehlo.multiply %3062, %layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %3064 = stablehlo.add %2064, %3063 : tensor<3x3x16x16xf32>
    %3065 = stablehlo.constant dense<0.05> : tensor<3x3x16x16xf32>
    %3066 = stablehlo.multiply %3065, %layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %3067 = stablehlo.add %2121, %3066 : tensor<3x3x16x16xf32>
    %3068 = stablehlo.constant dense<0.05> : tensor<3x3x16x32xf32>
    %3069 = stablehlo.multiply %3068, %layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %3070 = stablehlo.add %2178, %3069 : tensor<3x3x16x32xf32>
    %3071 = stablehlo.constant dense<0.05> : tensor<3x3x32x32xf32>
    %3072 = stablehlo.multiply %3071, %layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %3073 = stablehlo.add %2235, %3072 : tensor<3x3x32x32xf32>
    %3074 = stablehlo.constant dense<0.05> : tensor<1x1x16x32xf32>
    %3075 = stablehlo.multiply %3074, %layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %3076 = stablehlo.add %2292, %3075 : tensor<1x1x16x32xf32>
    %3077 = stablehlo.constant dense<0.05> : tensor<3x3x32x32xf32>
    %3078 = stablehlo.multiply %3077, %layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %3079 = stablehlo.add %2349, %3078 : tensor<3x3x32x32xf32>
    %3080 = stablehlo.constant dense<0.05> : tensor<3x3x32x32xf32>
    %3081 = stablehlo.multiply %3080, %layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %3082 = stablehlo.add %2406, %3081 : tensor<3x3x32x32xf32>
    %3083 = stablehlo.constant dense<0.05> : tensor<3x3x32x64xf32>
    %3084 = stablehlo.multiply %3083, %layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %3085 = stablehlo.add %2463, %3084 : tensor<3x3x32x64xf32>
    %3086 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %3087 = stablehlo.multiply %3086, %layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %3088 = stablehlo.add %2520, %3087 : tensor<3x3x64x64xf32>
    %3089 = stablehlo.constant dense<0.05> : tensor<1x1x32x64xf32>
    %3090 = stablehlo.multiply %3089, %layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %3091 = stablehlo.add %2577, %3090 : tensor<1x1x32x64xf32>
    %3092 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %3093 = stablehlo.multiply %3092, %layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %3094 = stablehlo.add %2634, %3093 : tensor<3x3x64x64xf32>
    %3095 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %3096 = stablehlo.multiply %3095, %layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %3097 = stablehlo.add %2691, %3096 : tensor<3x3x64x64xf32>
    %3098 = stablehlo.constant dense<0.05> : tensor<3x3x64x128xf32>
    %3099 = stablehlo.multiply %3098, %layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %3100 = stablehlo.add %2748, %3099 : tensor<3x3x64x128xf32>
    %3101 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %3102 = stablehlo.multiply %3101, %layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %3103 = stablehlo.add %2805, %3102 : tensor<3x3x128x128xf32>
    %3104 = stablehlo.constant dense<0.05> : tensor<1x1x64x128xf32>
    %3105 = stablehlo.multiply %3104, %layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %3106 = stablehlo.add %2862, %3105 : tensor<1x1x64x128xf32>
    %3107 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %3108 = stablehlo.multiply %3107, %layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %3109 = stablehlo.add %2919, %3108 : tensor<3x3x128x128xf32>
    %3110 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %3111 = stablehlo.multiply %3110, %layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %3112 = stablehlo.add %2976, %3111 : tensor<3x3x128x128xf32>
    %3113 = stablehlo.constant dense<0.05> : tensor<128x10xf32>
    %3114 = stablehlo.multiply %3113, %fc.w : tensor<128x10xf32>
    %3115 = stablehlo.add %3033, %3114 : tensor<128x10xf32>
    %3116 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %3117 = stablehlo.multiply %3116, %3055 : tensor<7x7x3x16xf32>
    %3118 = stablehlo.subtract %conv1.w, %3117 : tensor<7x7x3x16xf32>
    %3119 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3120 = stablehlo.multiply %3119, %1912 : tensor<16xf32>
    %3121 = stablehlo.subtract %bn1.g, %3120 : tensor<16xf32>
    %3122 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3123 = stablehlo.multiply %3122, %1931 : tensor<16xf32>
    %3124 = stablehlo.subtract %bn1.b, %3123 : tensor<16xf32>
    %3125 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3126 = stablehlo.multiply %3125, %3058 : tensor<3x3x16x16xf32>
    %3127 = stablehlo.subtract %layer1.0.conv1.w, %3126 : tensor<3x3x16x16xf32>
    %3128 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3129 = stablehlo.multiply %3128, %1969 : tensor<16xf32>
    %3130 = stablehlo.subtract %layer1.0.bn1.g, %3129 : tensor<16xf32>
    %3131 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3132 = stablehlo.multiply %3131, %1988 : tensor<16xf32>
    %3133 = stablehlo.subtract %layer1.0.bn1.b, %3132 : tensor<16xf32>
    %3134 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3135 = stablehlo.multiply %3134, %3061 : tensor<3x3x16x16xf32>
    %3136 = stablehlo.subtract %layer1.0.conv2.w, %3135 : tensor<3x3x16x16xf32>
    %3137 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3138 = stablehlo.multiply %3137, %2026 : tensor<16xf32>
    %3139 = stablehlo.subtract %layer1.0.bn2.g, %3138 : tensor<16xf32>
    %3140 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3141 = stablehlo.multiply %3140, %2045 : tensor<16xf32>
    %3142 = stablehlo.subtract %layer1.0.bn2.b, %3141 : tensor<16xf32>
    %3143 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3144 = stablehlo.multiply %3143, %3064 : tensor<3x3x16x16xf32>
    %3145 = stablehlo.subtract %layer1.1.conv1.w, %3144 : tensor<3x3x16x16xf32>
    %3146 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3147 = stablehlo.multiply %3146, %2083 : tensor<16xf32>
    %3148 = stablehlo.subtract %layer1.1.bn1.g, %3147 : tensor<16xf32>
    %3149 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3150 = stablehlo.multiply %3149, %2102 : tensor<16xf32>
    %3151 = stablehlo.subtract %layer1.1.bn1.b, %3150 : tensor<16xf32>
    %3152 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3153 = stablehlo.multiply %3152, %3067 : tensor<3x3x16x16xf32>
    %3154 = stablehlo.subtract %layer1.1.conv2.w, %3153 : tensor<3x3x16x16xf32>
    %3155 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3156 = stablehlo.multiply %3155, %2140 : tensor<16xf32>
    %3157 = stablehlo.subtract %layer1.1.bn2.g, %3156 : tensor<16xf32>
    %3158 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3159 = stablehlo.multiply %3158, %2159 : tensor<16xf32>
    %3160 = stablehlo.subtract %layer1.1.bn2.b, %3159 : tensor<16xf32>
    %3161 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %3162 = stablehlo.multiply %3161, %3070 : tensor<3x3x16x32xf32>
    %3163 = stablehlo.subtract %layer2.0.conv1.w, %3162 : tensor<3x3x16x32xf32>
    %3164 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3165 = stablehlo.multiply %3164, %2197 : tensor<32xf32>
    %3166 = stablehlo.subtract %layer2.0.bn1.g, %3165 : tensor<32xf32>
    %3167 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3168 = stablehlo.multiply %3167, %2216 : tensor<32xf32>
    %3169 = stablehlo.subtract %layer2.0.bn1.b, %3168 : tensor<32xf32>
    %3170 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3171 = stablehlo.multiply %3170, %3073 : tensor<3x3x32x32xf32>
    %3172 = stablehlo.subtract %layer2.0.conv2.w, %3171 : tensor<3x3x32x32xf32>
    %3173 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3174 = stablehlo.multiply %3173, %2254 : tensor<32xf32>
    %3175 = stablehlo.subtract %layer2.0.bn2.g, %3174 : tensor<32xf32>
    %3176 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3177 = stablehlo.multiply %3176, %2273 : tensor<32xf32>
    %3178 = stablehlo.subtract %layer2.0.bn2.b, %3177 : tensor<32xf32>
    %3179 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %3180 = stablehlo.multiply %3179, %3076 : tensor<1x1x16x32xf32>
    %3181 = stablehlo.subtract %layer2.0.downsample.0.w, %3180 : tensor<1x1x16x32xf32>
    %3182 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3183 = stablehlo.multiply %3182, %2311 : tensor<32xf32>
    %3184 = stablehlo.subtract %layer2.0.downsample.1.g, %3183 : tensor<32xf32>
    %3185 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3186 = stablehlo.multiply %3185, %2330 : tensor<32xf32>
    %3187 = stablehlo.subtract %layer2.0.downsample.1.b, %3186 : tensor<32xf32>
    %3188 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3189 = stablehlo.multiply %3188, %3079 : tensor<3x3x32x32xf32>
    %3190 = stablehlo.subtract %layer2.1.conv1.w, %3189 : tensor<3x3x32x32xf32>
    %3191 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3192 = stablehlo.multiply %3191, %2368 : tensor<32xf32>
    %3193 = stablehlo.subtract %layer2.1.bn1.g, %3192 : tensor<32xf32>
    %3194 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3195 = stablehlo.multiply %3194, %2387 : tensor<32xf32>
    %3196 = stablehlo.subtract %layer2.1.bn1.b, %3195 : tensor<32xf32>
    %3197 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3198 = stablehlo.multiply %3197, %3082 : tensor<3x3x32x32xf32>
    %3199 = stablehlo.subtract %layer2.1.conv2.w, %3198 : tensor<3x3x32x32xf32>
    %3200 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3201 = stablehlo.multiply %3200, %2425 : tensor<32xf32>
    %3202 = stablehlo.subtract %layer2.1.bn2.g, %3201 : tensor<32xf32>
    %3203 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3204 = stablehlo.multiply %3203, %2444 : tensor<32xf32>
    %3205 = stablehlo.subtract %layer2.1.bn2.b, %3204 : tensor<32xf32>
    %3206 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %3207 = stablehlo.multiply %3206, %3085 : tensor<3x3x32x64xf32>
    %3208 = stablehlo.subtract %layer3.0.conv1.w, %3207 : tensor<3x3x32x64xf32>
    %3209 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3210 = stablehlo.multiply %3209, %2482 : tensor<64xf32>
    %3211 = stablehlo.subtract %layer3.0.bn1.g, %3210 : tensor<64xf32>
    %3212 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3213 = stablehlo.multiply %3212, %2501 : tensor<64xf32>
    %3214 = stablehlo.subtract %layer3.0.bn1.b, %3213 : tensor<64xf32>
    %3215 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3216 = stablehlo.multiply %3215, %3088 : tensor<3x3x64x64xf32>
    %3217 = stablehlo.subtract %layer3.0.conv2.w, %3216 : tensor<3x3x64x64xf32>
    %3218 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3219 = stablehlo.multiply %3218, %2539 : tensor<64xf32>
    %3220 = stablehlo.subtract %layer3.0.bn2.g, %3219 : tensor<64xf32>
    %3221 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3222 = stablehlo.multiply %3221, %2558 : tensor<64xf32>
    %3223 = stablehlo.subtract %layer3.0.bn2.b, %3222 : tensor<64xf32>
    %3224 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %3225 = stablehlo.multiply %3224, %3091 : tensor<1x1x32x64xf32>
    %3226 = stablehlo.subtract %layer3.0.downsample.0.w, %3225 : tensor<1x1x32x64xf32>
    %3227 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3228 = stablehlo.multiply %3227, %2596 : tensor<64xf32>
    %3229 = stablehlo.subtract %layer3.0.downsample.1.g, %3228 : tensor<64xf32>
    %3230 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3231 = stablehlo.multiply %3230, %2615 : tensor<64xf32>
    %3232 = stablehlo.subtract %layer3.0.downsample.1.b, %3231 : tensor<64xf32>
    %3233 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3234 = stablehlo.multiply %3233, %3094 : tensor<3x3x64x64xf32>
    %3235 = stablehlo.subtract %layer3.1.conv1.w, %3234 : tensor<3x3x64x64xf32>
    %3236 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3237 = stablehlo.multiply %3236, %2653 : tensor<64xf32>
    %3238 = stablehlo.subtract %layer3.1.bn1.g, %3237 : tensor<64xf32>
    %3239 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3240 = stablehlo.multiply %3239, %2672 : tensor<64xf32>
    %3241 = stablehlo.subtract %layer3.1.bn1.b, %3240 : tensor<64xf32>
    %3242 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3243 = stablehlo.multiply %3242, %3097 : tensor<3x3x64x64xf32>
    %3244 = stablehlo.subtract %layer3.1.conv2.w, %3243 : tensor<3x3x64x64xf32>
    %3245 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3246 = stablehlo.multiply %3245, %2710 : tensor<64xf32>
    %3247 = stablehlo.subtract %layer3.1.bn2.g, %3246 : tensor<64xf32>
    %3248 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3249 = stablehlo.multiply %3248, %2729 : tensor<64xf32>
    %3250 = stablehlo.subtract %layer3.1.bn2.b, %3249 : tensor<64xf32>
    %3251 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3252 = stablehlo.multiply %3251, %3100 : tensor<3x3x64x128xf32>
    %3253 = stablehlo.subtract %layer4.0.conv1.w, %3252 : tensor<3x3x64x128xf32>
    %3254 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3255 = stablehlo.multiply %3254, %2767 : tensor<128xf32>
    %3256 = stablehlo.subtract %layer4.0.bn1.g, %3255 : tensor<128xf32>
    %3257 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3258 = stablehlo.multiply %3257, %2786 : tensor<128xf32>
    %3259 = stablehlo.subtract %layer4.0.bn1.b, %3258 : tensor<128xf32>
    %3260 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3261 = stablehlo.multiply %3260, %3103 : tensor<3x3x128x128xf32>
    %3262 = stablehlo.subtract %layer4.0.conv2.w, %3261 : tensor<3x3x128x128xf32>
    %3263 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3264 = stablehlo.multiply %3263, %2824 : tensor<128xf32>
    %3265 = stablehlo.subtract %layer4.0.bn2.g, %3264 : tensor<128xf32>
    %3266 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3267 = stablehlo.multiply %3266, %2843 : tensor<128xf32>
    %3268 = stablehlo.subtract %layer4.0.bn2.b, %3267 : tensor<128xf32>
    %3269 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3270 = stablehlo.multiply %3269, %3106 : tensor<1x1x64x128xf32>
    %3271 = stablehlo.subtract %layer4.0.downsample.0.w, %3270 : tensor<1x1x64x128xf32>
    %3272 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3273 = stablehlo.multiply %3272, %2881 : tensor<128xf32>
    %3274 = stablehlo.subtract %layer4.0.downsample.1.g, %3273 : tensor<128xf32>
    %3275 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3276 = stablehlo.multiply %3275, %2900 : tensor<128xf32>
    %3277 = stablehlo.subtract %layer4.0.downsample.1.b, %3276 : tensor<128xf32>
    %3278 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3279 = stablehlo.multiply %3278, %3109 : tensor<3x3x128x128xf32>
    %3280 = stablehlo.subtract %layer4.1.conv1.w, %3279 : tensor<3x3x128x128xf32>
    %3281 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3282 = stablehlo.multiply %3281, %2938 : tensor<128xf32>
    %3283 = stablehlo.subtract %layer4.1.bn1.g, %3282 : tensor<128xf32>
    %3284 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3285 = stablehlo.multiply %3284, %2957 : tensor<128xf32>
    %3286 = stablehlo.subtract %layer4.1.bn1.b, %3285 : tensor<128xf32>
    %3287 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3288 = stablehlo.multiply %3287, %3112 : tensor<3x3x128x128xf32>
    %3289 = stablehlo.subtract %layer4.1.conv2.w, %3288 : tensor<3x3x128x128xf32>
    %3290 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3291 = stablehlo.multiply %3290, %2995 : tensor<128xf32>
    %3292 = stablehlo.subtract %layer4.1.bn2.g, %3291 : tensor<128xf32>
    %3293 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3294 = stablehlo.multiply %3293, %3014 : tensor<128xf32>
    %3295 = stablehlo.subtract %layer4.1.bn2.b, %3294 : tensor<128xf32>
    %3296 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3297 = stablehlo.multiply %3296, %3115 : tensor<128x10xf32>
    %3298 = stablehlo.subtract %fc.w, %3297 : tensor<128x10xf32>
    %3299 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3300 = stablehlo.multiply %3299, %3052 : tensor<10xf32>
    %3301 = stablehlo.subtract %fc.b, %3300 : tensor<10xf32>
    %3302 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %3303 = stablehlo.constant dense<1.0> : tensor<7x7x3x16xf32>
    %3304 = stablehlo.subtract %3303, %3302 : tensor<7x7x3x16xf32>
    %3305 = stablehlo.multiply %3302, %ema.conv1.w : tensor<7x7x3x16xf32>
    %3306 = stablehlo.multiply %3304, %3118 : tensor<7x7x3x16xf32>
    %3307 = stablehlo.add %3305, %3306 : tensor<7x7x3x16xf32>
    %3308 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3309 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3310 = stablehlo.subtract %3309, %3308 : tensor<16xf32>
    %3311 = stablehlo.multiply %3308, %ema.bn1.g : tensor<16xf32>
    %3312 = stablehlo.multiply %3310, %3121 : tensor<16xf32>
    %3313 = stablehlo.add %3311, %3312 : tensor<16xf32>
    %3314 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3315 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3316 = stablehlo.subtract %3315, %3314 : tensor<16xf32>
    %3317 = stablehlo.multiply %3314, %ema.bn1.b : tensor<16xf32>
    %3318 = stablehlo.multiply %3316, %3124 : tensor<16xf32>
    %3319 = stablehlo.add %3317, %3318 : tensor<16xf32>
    %3320 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3321 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3322 = stablehlo.subtract %3321, %3320 : tensor<3x3x16x16xf32>
    %3323 = stablehlo.multiply %3320, %ema.layer1.0.conv1.w : tensor<3x3x16x16xf32>
    %3324 = stablehlo.multiply %3322, %3127 : tensor<3x3x16x16xf32>
    %3325 = stablehlo.add %3323, %3324 : tensor<3x3x16x16xf32>
    %3326 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3327 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3328 = stablehlo.subtract %3327, %3326 : tensor<16xf32>
    %3329 = stablehlo.multiply %3326, %ema.layer1.0.bn1.g : tensor<16xf32>
    %3330 = stablehlo.multiply %3328, %3130 : tensor<16xf32>
    %3331 = stablehlo.add %3329, %3330 : tensor<16xf32>
    %3332 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3333 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3334 = stablehlo.subtract %3333, %3332 : tensor<16xf32>
    %3335 = stablehlo.multiply %3332, %ema.layer1.0.bn1.b : tensor<16xf32>
    %3336 = stablehlo.multiply %3334, %3133 : tensor<16xf32>
    %3337 = stablehlo.add %3335, %3336 : tensor<16xf32>
    %3338 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3339 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3340 = stablehlo.subtract %3339, %3338 : tensor<3x3x16x16xf32>
    %3341 = stablehlo.multiply %3338, %ema.layer1.0.conv2.w : tensor<3x3x16x16xf32>
    %3342 = stablehlo.multiply %3340, %3136 : tensor<3x3x16x16xf32>
    %3343 = stablehlo.add %3341, %3342 : tensor<3x3x16x16xf32>
    %3344 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3345 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3346 = stablehlo.subtract %3345, %3344 : tensor<16xf32>
    %3347 = stablehlo.multiply %3344, %ema.layer1.0.bn2.g : tensor<16xf32>
    %3348 = stablehlo.multiply %3346, %3139 : tensor<16xf32>
    %3349 = stablehlo.add %3347, %3348 : tensor<16xf32>
    %3350 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3351 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3352 = stablehlo.subtract %3351, %3350 : tensor<16xf32>
    %3353 = stablehlo.multiply %3350, %ema.layer1.0.bn2.b : tensor<16xf32>
    %3354 = stablehlo.multiply %3352, %3142 : tensor<16xf32>
    %3355 = stablehlo.add %3353, %3354 : tensor<16xf32>
    %3356 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3357 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3358 = stablehlo.subtract %3357, %3356 : tensor<3x3x16x16xf32>
    %3359 = stablehlo.multiply %3356, %ema.layer1.1.conv1.w : tensor<3x3x16x16xf32>
    %3360 = stablehlo.multiply %3358, %3145 : tensor<3x3x16x16xf32>
    %3361 = stablehlo.add %3359, %3360 : tensor<3x3x16x16xf32>
    %3362 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3363 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3364 = stablehlo.subtract %3363, %3362 : tensor<16xf32>
    %3365 = stablehlo.multiply %3362, %ema.layer1.1.bn1.g : tensor<16xf32>
    %3366 = stablehlo.multiply %3364, %3148 : tensor<16xf32>
    %3367 = stablehlo.add %3365, %3366 : tensor<16xf32>
    %3368 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3369 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3370 = stablehlo.subtract %3369, %3368 : tensor<16xf32>
    %3371 = stablehlo.multiply %3368, %ema.layer1.1.bn1.b : tensor<16xf32>
    %3372 = stablehlo.multiply %3370, %3151 : tensor<16xf32>
    %3373 = stablehlo.add %3371, %3372 : tensor<16xf32>
    %3374 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %3375 = stablehlo.constant dense<1.0> : tensor<3x3x16x16xf32>
    %3376 = stablehlo.subtract %3375, %3374 : tensor<3x3x16x16xf32>
    %3377 = stablehlo.multiply %3374, %ema.layer1.1.conv2.w : tensor<3x3x16x16xf32>
    %3378 = stablehlo.multiply %3376, %3154 : tensor<3x3x16x16xf32>
    %3379 = stablehlo.add %3377, %3378 : tensor<3x3x16x16xf32>
    %3380 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3381 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3382 = stablehlo.subtract %3381, %3380 : tensor<16xf32>
    %3383 = stablehlo.multiply %3380, %ema.layer1.1.bn2.g : tensor<16xf32>
    %3384 = stablehlo.multiply %3382, %3157 : tensor<16xf32>
    %3385 = stablehlo.add %3383, %3384 : tensor<16xf32>
    %3386 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %3387 = stablehlo.constant dense<1.0> : tensor<16xf32>
    %3388 = stablehlo.subtract %3387, %3386 : tensor<16xf32>
    %3389 = stablehlo.multiply %3386, %ema.layer1.1.bn2.b : tensor<16xf32>
    %3390 = stablehlo.multiply %3388, %3160 : tensor<16xf32>
    %3391 = stablehlo.add %3389, %3390 : tensor<16xf32>
    %3392 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %3393 = stablehlo.constant dense<1.0> : tensor<3x3x16x32xf32>
    %3394 = stablehlo.subtract %3393, %3392 : tensor<3x3x16x32xf32>
    %3395 = stablehlo.multiply %3392, %ema.layer2.0.conv1.w : tensor<3x3x16x32xf32>
    %3396 = stablehlo.multiply %3394, %3163 : tensor<3x3x16x32xf32>
    %3397 = stablehlo.add %3395, %3396 : tensor<3x3x16x32xf32>
    %3398 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3399 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3400 = stablehlo.subtract %3399, %3398 : tensor<32xf32>
    %3401 = stablehlo.multiply %3398, %ema.layer2.0.bn1.g : tensor<32xf32>
    %3402 = stablehlo.multiply %3400, %3166 : tensor<32xf32>
    %3403 = stablehlo.add %3401, %3402 : tensor<32xf32>
    %3404 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3405 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3406 = stablehlo.subtract %3405, %3404 : tensor<32xf32>
    %3407 = stablehlo.multiply %3404, %ema.layer2.0.bn1.b : tensor<32xf32>
    %3408 = stablehlo.multiply %3406, %3169 : tensor<32xf32>
    %3409 = stablehlo.add %3407, %3408 : tensor<32xf32>
    %3410 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3411 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %3412 = stablehlo.subtract %3411, %3410 : tensor<3x3x32x32xf32>
    %3413 = stablehlo.multiply %3410, %ema.layer2.0.conv2.w : tensor<3x3x32x32xf32>
    %3414 = stablehlo.multiply %3412, %3172 : tensor<3x3x32x32xf32>
    %3415 = stablehlo.add %3413, %3414 : tensor<3x3x32x32xf32>
    %3416 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3417 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3418 = stablehlo.subtract %3417, %3416 : tensor<32xf32>
    %3419 = stablehlo.multiply %3416, %ema.layer2.0.bn2.g : tensor<32xf32>
    %3420 = stablehlo.multiply %3418, %3175 : tensor<32xf32>
    %3421 = stablehlo.add %3419, %3420 : tensor<32xf32>
    %3422 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3423 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3424 = stablehlo.subtract %3423, %3422 : tensor<32xf32>
    %3425 = stablehlo.multiply %3422, %ema.layer2.0.bn2.b : tensor<32xf32>
    %3426 = stablehlo.multiply %3424, %3178 : tensor<32xf32>
    %3427 = stablehlo.add %3425, %3426 : tensor<32xf32>
    %3428 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %3429 = stablehlo.constant dense<1.0> : tensor<1x1x16x32xf32>
    %3430 = stablehlo.subtract %3429, %3428 : tensor<1x1x16x32xf32>
    %3431 = stablehlo.multiply %3428, %ema.layer2.0.downsample.0.w : tensor<1x1x16x32xf32>
    %3432 = stablehlo.multiply %3430, %3181 : tensor<1x1x16x32xf32>
    %3433 = stablehlo.add %3431, %3432 : tensor<1x1x16x32xf32>
    %3434 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3435 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3436 = stablehlo.subtract %3435, %3434 : tensor<32xf32>
    %3437 = stablehlo.multiply %3434, %ema.layer2.0.downsample.1.g : tensor<32xf32>
    %3438 = stablehlo.multiply %3436, %3184 : tensor<32xf32>
    %3439 = stablehlo.add %3437, %3438 : tensor<32xf32>
    %3440 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3441 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3442 = stablehlo.subtract %3441, %3440 : tensor<32xf32>
    %3443 = stablehlo.multiply %3440, %ema.layer2.0.downsample.1.b : tensor<32xf32>
    %3444 = stablehlo.multiply %3442, %3187 : tensor<32xf32>
    %3445 = stablehlo.add %3443, %3444 : tensor<32xf32>
    %3446 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3447 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %3448 = stablehlo.subtract %3447, %3446 : tensor<3x3x32x32xf32>
    %3449 = stablehlo.multiply %3446, %ema.layer2.1.conv1.w : tensor<3x3x32x32xf32>
    %3450 = stablehlo.multiply %3448, %3190 : tensor<3x3x32x32xf32>
    %3451 = stablehlo.add %3449, %3450 : tensor<3x3x32x32xf32>
    %3452 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3453 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3454 = stablehlo.subtract %3453, %3452 : tensor<32xf32>
    %3455 = stablehlo.multiply %3452, %ema.layer2.1.bn1.g : tensor<32xf32>
    %3456 = stablehlo.multiply %3454, %3193 : tensor<32xf32>
    %3457 = stablehlo.add %3455, %3456 : tensor<32xf32>
    %3458 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3459 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3460 = stablehlo.subtract %3459, %3458 : tensor<32xf32>
    %3461 = stablehlo.multiply %3458, %ema.layer2.1.bn1.b : tensor<32xf32>
    %3462 = stablehlo.multiply %3460, %3196 : tensor<32xf32>
    %3463 = stablehlo.add %3461, %3462 : tensor<32xf32>
    %3464 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %3465 = stablehlo.constant dense<1.0> : tensor<3x3x32x32xf32>
    %3466 = stablehlo.subtract %3465, %3464 : tensor<3x3x32x32xf32>
    %3467 = stablehlo.multiply %3464, %ema.layer2.1.conv2.w : tensor<3x3x32x32xf32>
    %3468 = stablehlo.multiply %3466, %3199 : tensor<3x3x32x32xf32>
    %3469 = stablehlo.add %3467, %3468 : tensor<3x3x32x32xf32>
    %3470 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3471 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3472 = stablehlo.subtract %3471, %3470 : tensor<32xf32>
    %3473 = stablehlo.multiply %3470, %ema.layer2.1.bn2.g : tensor<32xf32>
    %3474 = stablehlo.multiply %3472, %3202 : tensor<32xf32>
    %3475 = stablehlo.add %3473, %3474 : tensor<32xf32>
    %3476 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<32xf32>
    %3477 = stablehlo.constant dense<1.0> : tensor<32xf32>
    %3478 = stablehlo.subtract %3477, %3476 : tensor<32xf32>
    %3479 = stablehlo.multiply %3476, %ema.layer2.1.bn2.b : tensor<32xf32>
    %3480 = stablehlo.multiply %3478, %3205 : tensor<32xf32>
    %3481 = stablehlo.add %3479, %3480 : tensor<32xf32>
    %3482 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %3483 = stablehlo.constant dense<1.0> : tensor<3x3x32x64xf32>
    %3484 = stablehlo.subtract %3483, %3482 : tensor<3x3x32x64xf32>
    %3485 = stablehlo.multiply %3482, %ema.layer3.0.conv1.w : tensor<3x3x32x64xf32>
    %3486 = stablehlo.multiply %3484, %3208 : tensor<3x3x32x64xf32>
    %3487 = stablehlo.add %3485, %3486 : tensor<3x3x32x64xf32>
    %3488 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3489 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3490 = stablehlo.subtract %3489, %3488 : tensor<64xf32>
    %3491 = stablehlo.multiply %3488, %ema.layer3.0.bn1.g : tensor<64xf32>
    %3492 = stablehlo.multiply %3490, %3211 : tensor<64xf32>
    %3493 = stablehlo.add %3491, %3492 : tensor<64xf32>
    %3494 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3495 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3496 = stablehlo.subtract %3495, %3494 : tensor<64xf32>
    %3497 = stablehlo.multiply %3494, %ema.layer3.0.bn1.b : tensor<64xf32>
    %3498 = stablehlo.multiply %3496, %3214 : tensor<64xf32>
    %3499 = stablehlo.add %3497, %3498 : tensor<64xf32>
    %3500 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3501 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3502 = stablehlo.subtract %3501, %3500 : tensor<3x3x64x64xf32>
    %3503 = stablehlo.multiply %3500, %ema.layer3.0.conv2.w : tensor<3x3x64x64xf32>
    %3504 = stablehlo.multiply %3502, %3217 : tensor<3x3x64x64xf32>
    %3505 = stablehlo.add %3503, %3504 : tensor<3x3x64x64xf32>
    %3506 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3507 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3508 = stablehlo.subtract %3507, %3506 : tensor<64xf32>
    %3509 = stablehlo.multiply %3506, %ema.layer3.0.bn2.g : tensor<64xf32>
    %3510 = stablehlo.multiply %3508, %3220 : tensor<64xf32>
    %3511 = stablehlo.add %3509, %3510 : tensor<64xf32>
    %3512 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3513 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3514 = stablehlo.subtract %3513, %3512 : tensor<64xf32>
    %3515 = stablehlo.multiply %3512, %ema.layer3.0.bn2.b : tensor<64xf32>
    %3516 = stablehlo.multiply %3514, %3223 : tensor<64xf32>
    %3517 = stablehlo.add %3515, %3516 : tensor<64xf32>
    %3518 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %3519 = stablehlo.constant dense<1.0> : tensor<1x1x32x64xf32>
    %3520 = stablehlo.subtract %3519, %3518 : tensor<1x1x32x64xf32>
    %3521 = stablehlo.multiply %3518, %ema.layer3.0.downsample.0.w : tensor<1x1x32x64xf32>
    %3522 = stablehlo.multiply %3520, %3226 : tensor<1x1x32x64xf32>
    %3523 = stablehlo.add %3521, %3522 : tensor<1x1x32x64xf32>
    %3524 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3525 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3526 = stablehlo.subtract %3525, %3524 : tensor<64xf32>
    %3527 = stablehlo.multiply %3524, %ema.layer3.0.downsample.1.g : tensor<64xf32>
    %3528 = stablehlo.multiply %3526, %3229 : tensor<64xf32>
    %3529 = stablehlo.add %3527, %3528 : tensor<64xf32>
    %3530 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3531 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3532 = stablehlo.subtract %3531, %3530 : tensor<64xf32>
    %3533 = stablehlo.multiply %3530, %ema.layer3.0.downsample.1.b : tensor<64xf32>
    %3534 = stablehlo.multiply %3532, %3232 : tensor<64xf32>
    %3535 = stablehlo.add %3533, %3534 : tensor<64xf32>
    %3536 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3537 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3538 = stablehlo.subtract %3537, %3536 : tensor<3x3x64x64xf32>
    %3539 = stablehlo.multiply %3536, %ema.layer3.1.conv1.w : tensor<3x3x64x64xf32>
    %3540 = stablehlo.multiply %3538, %3235 : tensor<3x3x64x64xf32>
    %3541 = stablehlo.add %3539, %3540 : tensor<3x3x64x64xf32>
    %3542 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3543 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3544 = stablehlo.subtract %3543, %3542 : tensor<64xf32>
    %3545 = stablehlo.multiply %3542, %ema.layer3.1.bn1.g : tensor<64xf32>
    %3546 = stablehlo.multiply %3544, %3238 : tensor<64xf32>
    %3547 = stablehlo.add %3545, %3546 : tensor<64xf32>
    %3548 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3549 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3550 = stablehlo.subtract %3549, %3548 : tensor<64xf32>
    %3551 = stablehlo.multiply %3548, %ema.layer3.1.bn1.b : tensor<64xf32>
    %3552 = stablehlo.multiply %3550, %3241 : tensor<64xf32>
    %3553 = stablehlo.add %3551, %3552 : tensor<64xf32>
    %3554 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3555 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3556 = stablehlo.subtract %3555, %3554 : tensor<3x3x64x64xf32>
    %3557 = stablehlo.multiply %3554, %ema.layer3.1.conv2.w : tensor<3x3x64x64xf32>
    %3558 = stablehlo.multiply %3556, %3244 : tensor<3x3x64x64xf32>
    %3559 = stablehlo.add %3557, %3558 : tensor<3x3x64x64xf32>
    %3560 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3561 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3562 = stablehlo.subtract %3561, %3560 : tensor<64xf32>
    %3563 = stablehlo.multiply %3560, %ema.layer3.1.bn2.g : tensor<64xf32>
    %3564 = stablehlo.multiply %3562, %3247 : tensor<64xf32>
    %3565 = stablehlo.add %3563, %3564 : tensor<64xf32>
    %3566 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3567 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3568 = stablehlo.subtract %3567, %3566 : tensor<64xf32>
    %3569 = stablehlo.multiply %3566, %ema.layer3.1.bn2.b : tensor<64xf32>
    %3570 = stablehlo.multiply %3568, %3250 : tensor<64xf32>
    %3571 = stablehlo.add %3569, %3570 : tensor<64xf32>
    %3572 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3573 = stablehlo.constant dense<1.0> : tensor<3x3x64x128xf32>
    %3574 = stablehlo.subtract %3573, %3572 : tensor<3x3x64x128xf32>
    %3575 = stablehlo.multiply %3572, %ema.layer4.0.conv1.w : tensor<3x3x64x128xf32>
    %3576 = stablehlo.multiply %3574, %3253 : tensor<3x3x64x128xf32>
    %3577 = stablehlo.add %3575, %3576 : tensor<3x3x64x128xf32>
    %3578 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3579 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3580 = stablehlo.subtract %3579, %3578 : tensor<128xf32>
    %3581 = stablehlo.multiply %3578, %ema.layer4.0.bn1.g : tensor<128xf32>
    %3582 = stablehlo.multiply %3580, %3256 : tensor<128xf32>
    %3583 = stablehlo.add %3581, %3582 : tensor<128xf32>
    %3584 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3585 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3586 = stablehlo.subtract %3585, %3584 : tensor<128xf32>
    %3587 = stablehlo.multiply %3584, %ema.layer4.0.bn1.b : tensor<128xf32>
    %3588 = stablehlo.multiply %3586, %3259 : tensor<128xf32>
    %3589 = stablehlo.add %3587, %3588 : tensor<128xf32>
    %3590 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3591 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3592 = stablehlo.subtract %3591, %3590 : tensor<3x3x128x128xf32>
    %3593 = stablehlo.multiply %3590, %ema.layer4.0.conv2.w : tensor<3x3x128x128xf32>
    %3594 = stablehlo.multiply %3592, %3262 : tensor<3x3x128x128xf32>
    %3595 = stablehlo.add %3593, %3594 : tensor<3x3x128x128xf32>
    %3596 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3597 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3598 = stablehlo.subtract %3597, %3596 : tensor<128xf32>
    %3599 = stablehlo.multiply %3596, %ema.layer4.0.bn2.g : tensor<128xf32>
    %3600 = stablehlo.multiply %3598, %3265 : tensor<128xf32>
    %3601 = stablehlo.add %3599, %3600 : tensor<128xf32>
    %3602 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3603 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3604 = stablehlo.subtract %3603, %3602 : tensor<128xf32>
    %3605 = stablehlo.multiply %3602, %ema.layer4.0.bn2.b : tensor<128xf32>
    %3606 = stablehlo.multiply %3604, %3268 : tensor<128xf32>
    %3607 = stablehlo.add %3605, %3606 : tensor<128xf32>
    %3608 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3609 = stablehlo.constant dense<1.0> : tensor<1x1x64x128xf32>
    %3610 = stablehlo.subtract %3609, %3608 : tensor<1x1x64x128xf32>
    %3611 = stablehlo.multiply %3608, %ema.layer4.0.downsample.0.w : tensor<1x1x64x128xf32>
    %3612 = stablehlo.multiply %3610, %3271 : tensor<1x1x64x128xf32>
    %3613 = stablehlo.add %3611, %3612 : tensor<1x1x64x128xf32>
    %3614 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3615 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3616 = stablehlo.subtract %3615, %3614 : tensor<128xf32>
    %3617 = stablehlo.multiply %3614, %ema.layer4.0.downsample.1.g : tensor<128xf32>
    %3618 = stablehlo.multiply %3616, %3274 : tensor<128xf32>
    %3619 = stablehlo.add %3617, %3618 : tensor<128xf32>
    %3620 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3621 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3622 = stablehlo.subtract %3621, %3620 : tensor<128xf32>
    %3623 = stablehlo.multiply %3620, %ema.layer4.0.downsample.1.b : tensor<128xf32>
    %3624 = stablehlo.multiply %3622, %3277 : tensor<128xf32>
    %3625 = stablehlo.add %3623, %3624 : tensor<128xf32>
    %3626 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3627 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3628 = stablehlo.subtract %3627, %3626 : tensor<3x3x128x128xf32>
    %3629 = stablehlo.multiply %3626, %ema.layer4.1.conv1.w : tensor<3x3x128x128xf32>
    %3630 = stablehlo.multiply %3628, %3280 : tensor<3x3x128x128xf32>
    %3631 = stablehlo.add %3629, %3630 : tensor<3x3x128x128xf32>
    %3632 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3633 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3634 = stablehlo.subtract %3633, %3632 : tensor<128xf32>
    %3635 = stablehlo.multiply %3632, %ema.layer4.1.bn1.g : tensor<128xf32>
    %3636 = stablehlo.multiply %3634, %3283 : tensor<128xf32>
    %3637 = stablehlo.add %3635, %3636 : tensor<128xf32>
    %3638 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3639 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3640 = stablehlo.subtract %3639, %3638 : tensor<128xf32>
    %3641 = stablehlo.multiply %3638, %ema.layer4.1.bn1.b : tensor<128xf32>
    %3642 = stablehlo.multiply %3640, %3286 : tensor<128xf32>
    %3643 = stablehlo.add %3641, %3642 : tensor<128xf32>
    %3644 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3645 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3646 = stablehlo.subtract %3645, %3644 : tensor<3x3x128x128xf32>
    %3647 = stablehlo.multiply %3644, %ema.layer4.1.conv2.w : tensor<3x3x128x128xf32>
    %3648 = stablehlo.multiply %3646, %3289 : tensor<3x3x128x128xf32>
    %3649 = stablehlo.add %3647, %3648 : tensor<3x3x128x128xf32>
    %3650 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3651 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3652 = stablehlo.subtract %3651, %3650 : tensor<128xf32>
    %3653 = stablehlo.multiply %3650, %ema.layer4.1.bn2.g : tensor<128xf32>
    %3654 = stablehlo.multiply %3652, %3292 : tensor<128xf32>
    %3655 = stablehlo.add %3653, %3654 : tensor<128xf32>
    %3656 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3657 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3658 = stablehlo.subtract %3657, %3656 : tensor<128xf32>
    %3659 = stablehlo.multiply %3656, %ema.layer4.1.bn2.b : tensor<128xf32>
    %3660 = stablehlo.multiply %3658, %3295 : tensor<128xf32>
    %3661 = stablehlo.add %3659, %3660 : tensor<128xf32>
    %3662 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128x10xf32>
    %3663 = stablehlo.constant dense<1.0> : tensor<128x10xf32>
    %3664 = stablehlo.subtract %3663, %3662 : tensor<128x10xf32>
    %3665 = stablehlo.multiply %3662, %ema.fc.w : tensor<128x10xf32>
    %3666 = stablehlo.multiply %3664, %3298 : tensor<128x10xf32>
    %3667 = stablehlo.add %3665, %3666 : tensor<128x10xf32>
    %3668 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %3669 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %3670 = stablehlo.subtract %3669, %3668 : tensor<10xf32>
    %3671 = stablehlo.multiply %3668, %ema.fc.b : tensor<10xf32>
    %3672 = stablehlo.multiply %3670, %3301 : tensor<10xf32>
    %3673 = stablehlo.add %3671, %3672 : tensor<10xf32>
    "func.return"(%3118, %3121, %3124, %3127, %3130, %3133, %3136, %3139, %3142, %3145, %3148, %3151, %3154, %3157, %3160, %3163, %3166, %3169, %3172, %3175, %3178, %3181, %3184, %3187, %3190, %3193, %3196, %3199, %3202, %3205, %3208, %3211, %3214, %3217, %3220, %3223, %3226, %3229, %3232, %3235, %3238, %3241, %3244, %3247, %3250, %3253, %3256, %3259, %3262, %3265, %3268, %3271, %3274, %3277, %3280, %3283, %3286, %3289, %3292, %3295, %3298, %3301, %25, %32, %62, %69, %97, %104, %133, %140, %168, %175, %204, %211, %239, %246, %272, %279, %308, %315, %343, %350, %379, %386, %414, %421, %447, %454, %483, %490, %518, %525, %554, %561, %589, %596, %622, %629, %658, %665, %693, %700, %1879, %1898, %1917, %1936, %1955, %1974, %1993, %2012, %2031, %2050, %2069, %2088, %2107, %2126, %2145, %2164, %2183, %2202, %2221, %2240, %2259, %2278, %2297, %2316, %2335, %2354, %2373, %2392, %2411, %2430, %2449, %2468, %2487, %2506, %2525, %2544, %2563, %2582, %2601, %2620, %2639, %2658, %2677, %2696, %2715, %2734, %2753, %2772, %2791, %2810, %2829, %2848, %2867, %2886, %2905, %2924, %2943, %2962, %2981, %3000, %3019, %3038, %1885, %1904, %1923, %1942, %1961, %1980, %1999, %2018, %2037, %2056, %2075, %2094, %2113, %2132, %2151, %2170, %2189, %2208, %2227, %2246, %2265, %2284, %2303, %2322, %2341, %2360, %2379, %2398, %2417, %2436, %2455, %2474, %2493, %2512, %2531, %2550, %2569, %2588, %2607, %2626, %2645, %2664, %2683, %2702, %2721, %2740, %2759, %2778, %2797, %2816, %2835, %2854, %2873, %2892, %2911, %2930, %2949, %2968, %2987, %3006, %3025, %3044, %3307, %3313, %3319, %3325, %3331, %3337, %3343, %3349, %3355, %3361, %3367, %3373, %3379, %3385, %3391, %3397, %3403, %3409, %3415, %3421, %3427, %3433, %3439, %3445, %3451, %3457, %3463, %3469, %3475, %3481, %3487, %3493, %3499, %3505, %3511, %3517, %3523, %3529, %3535, %3541, %3547, %3553, %3559, %3565, %3571, %3577, %3583, %3589, %3595, %3601, %3607, %3613, %3619, %3625, %3631, %3637, %3643, %3649, %3655, %3661, %3667, %3673, %726, %1562) : (tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

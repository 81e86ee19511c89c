// hlocert 0.1.0 render: resnet_34-c1000-i224-b32x1-adamw+wx+clip1.0
// model: ResNet-34  classes: 1000  image: 224  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0  zero-init last BN gamma: yes  recipe batch: 32 per replica (He et al.'s global 256 = 8 replicas x 32; BatchNorm statistics per replica)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// update: θ' = θ − lr·u
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// arguments: x 32x224x224x3; params (110 tensors, 21,797,672 scalars); state (72 tensors, 17,024 scalars); m (110 tensors, 21,797,672 scalars); v (110 tensors, 21,797,672 scalars); scalars (lr, bc1, bc2); targets 32x1000
// results: params' (110 tensors, 21,797,672 scalars); state' (72 tensors, 17,024 scalars); m' (110 tensors, 21,797,672 scalars); v' (110 tensors, 21,797,672 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, state, m, v is updated in place into its primed result
// content sha256: b12d2020beea4e6e9e2d3c0856925aafbfb2dfe462663f2c721022455dda3ed6
module @resnet_34_c1000_i224_b32x1_adamw_wx_clip1_0 {
  func.func public @main(%x: tensor<32x224x224x3xf32>, %conv1.w: tensor<7x7x3x64xf32> {tf.aliasing_output = 0 : i32}, %bn1.g: tensor<64xf32> {tf.aliasing_output = 1 : i32}, %bn1.b: tensor<64xf32> {tf.aliasing_output = 2 : i32}, %layer1.0.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 3 : i32}, %layer1.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 4 : i32}, %layer1.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %layer1.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 6 : i32}, %layer1.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 7 : i32}, %layer1.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 8 : i32}, %layer1.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 9 : i32}, %layer1.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %layer1.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %layer1.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 12 : i32}, %layer1.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 13 : i32}, %layer1.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 14 : i32}, %layer1.2.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 15 : i32}, %layer1.2.bn1.g: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %layer1.2.bn1.b: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %layer1.2.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 18 : i32}, %layer1.2.bn2.g: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %layer1.2.bn2.b: tensor<64xf32> {tf.aliasing_output = 20 : i32}, %layer2.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 21 : i32}, %layer2.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 22 : i32}, %layer2.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 23 : i32}, %layer2.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 24 : i32}, %layer2.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 25 : i32}, %layer2.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 26 : i32}, %layer2.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 27 : i32}, %layer2.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 28 : i32}, %layer2.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 29 : i32}, %layer2.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 30 : i32}, %layer2.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 31 : i32}, %layer2.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 32 : i32}, %layer2.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 33 : i32}, %layer2.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 34 : i32}, %layer2.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 35 : i32}, %layer2.2.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 36 : i32}, %layer2.2.bn1.g: tensor<128xf32> {tf.aliasing_output = 37 : i32}, %layer2.2.bn1.b: tensor<128xf32> {tf.aliasing_output = 38 : i32}, %layer2.2.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 39 : i32}, %layer2.2.bn2.g: tensor<128xf32> {tf.aliasing_output = 40 : i32}, %layer2.2.bn2.b: tensor<128xf32> {tf.aliasing_output = 41 : i32}, %layer2.3.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 42 : i32}, %layer2.3.bn1.g: tensor<128xf32> {tf.aliasing_output = 43 : i32}, %layer2.3.bn1.b: tensor<128xf32> {tf.aliasing_output = 44 : i32}, %layer2.3.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 45 : i32}, %layer2.3.bn2.g: tensor<128xf32> {tf.aliasing_output = 46 : i32}, %layer2.3.bn2.b: tensor<128xf32> {tf.aliasing_output = 47 : i32}, %layer3.0.conv1.w: tensor<3x3x128x256xf32> {tf.aliasing_output = 48 : i32}, %layer3.0.bn1.g: tensor<256xf32> {tf.aliasing_output = 49 : i32}, %layer3.0.bn1.b: tensor<256xf32> {tf.aliasing_output = 50 : i32}, %layer3.0.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 51 : i32}, %layer3.0.bn2.g: tensor<256xf32> {tf.aliasing_output = 52 : i32}, %layer3.0.bn2.b: tensor<256xf32> {tf.aliasing_output = 53 : i32}, %layer3.0.downsample.0.w: tensor<1x1x128x256xf32> {tf.aliasing_output = 54 : i32}, %layer3.0.downsample.1.g: tensor<256xf32> {tf.aliasing_output = 55 : i32}, %layer3.0.downsample.1.b: tensor<256xf32> {tf.aliasing_output = 56 : i32}, %layer3.1.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 57 : i32}, %layer3.1.bn1.g: tensor<256xf32> {tf.aliasing_output = 58 : i32}, %layer3.1.bn1.b: tensor<256xf32> {tf.aliasing_output = 59 : i32}, %layer3.1.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 60 : i32}, %layer3.1.bn2.g: tensor<256xf32> {tf.aliasing_output = 61 : i32}, %layer3.1.bn2.b: tensor<256xf32> {tf.aliasing_output = 62 : i32}, %layer3.2.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 63 : i32}, %layer3.2.bn1.g: tensor<256xf32> {tf.aliasing_output = 64 : i32}, %layer3.2.bn1.b: tensor<256xf32> {tf.aliasing_output = 65 : i32}, %layer3.2.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 66 : i32}, %layer3.2.bn2.g: tensor<256xf32> {tf.aliasing_output = 67 : i32}, %layer3.2.bn2.b: tensor<256xf32> {tf.aliasing_output = 68 : i32}, %layer3.3.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 69 : i32}, %layer3.3.bn1.g: tensor<256xf32> {tf.aliasing_output = 70 : i32}, %layer3.3.bn1.b: tensor<256xf32> {tf.aliasing_output = 71 : i32}, %layer3.3.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 72 : i32}, %layer3.3.bn2.g: tensor<256xf32> {tf.aliasing_output = 73 : i32}, %layer3.3.bn2.b: tensor<256xf32> {tf.aliasing_output = 74 : i32}, %layer3.4.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 75 : i32}, %layer3.4.bn1.g: tensor<256xf32> {tf.aliasing_output = 76 : i32}, %layer3.4.bn1.b: tensor<256xf32> {tf.aliasing_output = 77 : i32}, %layer3.4.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 78 : i32}, %layer3.4.bn2.g: tensor<256xf32> {tf.aliasing_output = 79 : i32}, %layer3.4.bn2.b: tensor<256xf32> {tf.aliasing_output = 80 : i32}, %layer3.5.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 81 : i32}, %layer3.5.bn1.g: tensor<256xf32> {tf.aliasing_output = 82 : i32}, %layer3.5.bn1.b: tensor<256xf32> {tf.aliasing_output = 83 : i32}, %layer3.5.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 84 : i32}, %layer3.5.bn2.g: tensor<256xf32> {tf.aliasing_output = 85 : i32}, %layer3.5.bn2.b: tensor<256xf32> {tf.aliasing_output = 86 : i32}, %layer4.0.conv1.w: tensor<3x3x256x512xf32> {tf.aliasing_output = 87 : i32}, %layer4.0.bn1.g: tensor<512xf32> {tf.aliasing_output = 88 : i32}, %layer4.0.bn1.b: tensor<512xf32> {tf.aliasing_output = 89 : i32}, %layer4.0.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 90 : i32}, %layer4.0.bn2.g: tensor<512xf32> {tf.aliasing_output = 91 : i32}, %layer4.0.bn2.b: tensor<512xf32> {tf.aliasing_output = 92 : i32}, %layer4.0.downsample.0.w: tensor<1x1x256x512xf32> {tf.aliasing_output = 93 : i32}, %layer4.0.downsample.1.g: tensor<512xf32> {tf.aliasing_output = 94 : i32}, %layer4.0.downsample.1.b: tensor<512xf32> {tf.aliasing_output = 95 : i32}, %layer4.1.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 96 : i32}, %layer4.1.bn1.g: tensor<512xf32> {tf.aliasing_output = 97 : i32}, %layer4.1.bn1.b: tensor<512xf32> {tf.aliasing_output = 98 : i32}, %layer4.1.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 99 : i32}, %layer4.1.bn2.g: tensor<512xf32> {tf.aliasing_output = 100 : i32}, %layer4.1.bn2.b: tensor<512xf32> {tf.aliasing_output = 101 : i32}, %layer4.2.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 102 : i32}, %layer4.2.bn1.g: tensor<512xf32> {tf.aliasing_output = 103 : i32}, %layer4.2.bn1.b: tensor<512xf32> {tf.aliasing_output = 104 : i32}, %layer4.2.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 105 : i32}, %layer4.2.bn2.g: tensor<512xf32> {tf.aliasing_output = 106 : i32}, %layer4.2.bn2.b: tensor<512xf32> {tf.aliasing_output = 107 : i32}, %fc.w: tensor<512x1000xf32> {tf.aliasing_output = 108 : i32}, %fc.b: tensor<1000xf32> {tf.aliasing_output = 109 : i32}, %bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 110 : i32}, %bn1.running_var: tensor<64xf32> {tf.aliasing_output = 111 : i32}, %layer1.0.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 112 : i32}, %layer1.0.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 113 : i32}, %layer1.0.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 114 : i32}, %layer1.0.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 115 : i32}, %layer1.1.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 116 : i32}, %layer1.1.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 117 : i32}, %layer1.1.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 118 : i32}, %layer1.1.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 119 : i32}, %layer1.2.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 120 : i32}, %layer1.2.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 121 : i32}, %layer1.2.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 122 : i32}, %layer1.2.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 123 : i32}, %layer2.0.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 124 : i32}, %layer2.0.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 125 : i32}, %layer2.0.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 126 : i32}, %layer2.0.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 127 : i32}, %layer2.0.downsample.1.running_mean: tensor<128xf32> {tf.aliasing_output = 128 : i32}, %layer2.0.downsample.1.running_var: tensor<128xf32> {tf.aliasing_output = 129 : i32}, %layer2.1.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 130 : i32}, %layer2.1.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 131 : i32}, %layer2.1.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 132 : i32}, %layer2.1.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 133 : i32}, %layer2.2.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 134 : i32}, %layer2.2.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 135 : i32}, %layer2.2.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 136 : i32}, %layer2.2.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 137 : i32}, %layer2.3.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 138 : i32}, %layer2.3.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 139 : i32}, %layer2.3.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 140 : i32}, %layer2.3.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 141 : i32}, %layer3.0.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 142 : i32}, %layer3.0.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 143 : i32}, %layer3.0.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 144 : i32}, %layer3.0.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 145 : i32}, %layer3.0.downsample.1.running_mean: tensor<256xf32> {tf.aliasing_output = 146 : i32}, %layer3.0.downsample.1.running_var: tensor<256xf32> {tf.aliasing_output = 147 : i32}, %layer3.1.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 148 : i32}, %layer3.1.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 149 : i32}, %layer3.1.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 150 : i32}, %layer3.1.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 151 : i32}, %layer3.2.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 152 : i32}, %layer3.2.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 153 : i32}, %layer3.2.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 154 : i32}, %layer3.2.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 155 : i32}, %layer3.3.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 156 : i32}, %layer3.3.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 157 : i32}, %layer3.3.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 158 : i32}, %layer3.3.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 159 : i32}, %layer3.4.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 160 : i32}, %layer3.4.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 161 : i32}, %layer3.4.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 162 : i32}, %layer3.4.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 163 : i32}, %layer3.5.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 164 : i32}, %layer3.5.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 165 : i32}, %layer3.5.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 166 : i32}, %layer3.5.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 167 : i32}, %layer4.0.bn1.running_mean: tensor<512xf32> {tf.aliasing_output = 168 : i32}, %layer4.0.bn1.running_var: tensor<512xf32> {tf.aliasing_output = 169 : i32}, %layer4.0.bn2.running_mean: tensor<512xf32> {tf.aliasing_output = 170 : i32}, %layer4.0.bn2.running_var: tensor<512xf32> {tf.aliasing_output = 171 : i32}, %layer4.0.downsample.1.running_mean: tensor<512xf32> {tf.aliasing_output = 172 : i32}, %layer4.0.downsample.1.running_var: tensor<512xf32> {tf.aliasing_output = 173 : i32}, %layer4.1.bn1.running_mean: tensor<512xf32> {tf.aliasing_output = 174 : i32}, %layer4.1.bn1.running_var: tensor<512xf32> {tf.aliasing_output = 175 : i32}, %layer4.1.bn2.running_mean: tensor<512xf32> {tf.aliasing_output = 176 : i32}, %layer4.1.bn2.running_var: tensor<512xf32> {tf.aliasing_output = 177 : i32}, %layer4.2.bn1.running_mean: tensor<512xf32> {tf.aliasing_output = 178 : i32}, %layer4.2.bn1.running_var: tensor<512xf32> {tf.aliasing_output = 179 : i32}, %layer4.2.bn2.running_mean: tensor<512xf32> {tf.aliasing_output = 180 : i32}, %layer4.2.bn2.running_var: tensor<512xf32> {tf.aliasing_output = 181 : i32}, %m.conv1.w: tensor<7x7x3x64xf32> {tf.aliasing_output = 182 : i32}, %m.bn1.g: tensor<64xf32> {tf.aliasing_output = 183 : i32}, %m.bn1.b: tensor<64xf32> {tf.aliasing_output = 184 : i32}, %m.layer1.0.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 185 : i32}, %m.layer1.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 186 : i32}, %m.layer1.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 187 : i32}, %m.layer1.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 188 : i32}, %m.layer1.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 189 : i32}, %m.layer1.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 190 : i32}, %m.layer1.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 191 : i32}, %m.layer1.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 192 : i32}, %m.layer1.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 193 : i32}, %m.layer1.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 194 : i32}, %m.layer1.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 195 : i32}, %m.layer1.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 196 : i32}, %m.layer1.2.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 197 : i32}, %m.layer1.2.bn1.g: tensor<64xf32> {tf.aliasing_output = 198 : i32}, %m.layer1.2.bn1.b: tensor<64xf32> {tf.aliasing_output = 199 : i32}, %m.layer1.2.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 200 : i32}, %m.layer1.2.bn2.g: tensor<64xf32> {tf.aliasing_output = 201 : i32}, %m.layer1.2.bn2.b: tensor<64xf32> {tf.aliasing_output = 202 : i32}, %m.layer2.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 203 : i32}, %m.layer2.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 204 : i32}, %m.layer2.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 205 : i32}, %m.layer2.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 206 : i32}, %m.layer2.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 207 : i32}, %m.layer2.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 208 : i32}, %m.layer2.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 209 : i32}, %m.layer2.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 210 : i32}, %m.layer2.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 211 : i32}, %m.layer2.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 212 : i32}, %m.layer2.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 213 : i32}, %m.layer2.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 214 : i32}, %m.layer2.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 215 : i32}, %m.layer2.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 216 : i32}, %m.layer2.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 217 : i32}, %m.layer2.2.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 218 : i32}, %m.layer2.2.bn1.g: tensor<128xf32> {tf.aliasing_output = 219 : i32}, %m.layer2.2.bn1.b: tensor<128xf32> {tf.aliasing_output = 220 : i32}, %m.layer2.2.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 221 : i32}, %m.layer2.2.bn2.g: tensor<128xf32> {tf.aliasing_output = 222 : i32}, %m.layer2.2.bn2.b: tensor<128xf32> {tf.aliasing_output = 223 : i32}, %m.layer2.3.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 224 : i32}, %m.layer2.3.bn1.g: tensor<128xf32> {tf.aliasing_output = 225 : i32}, %m.layer2.3.bn1.b: tensor<128xf32> {tf.aliasing_output = 226 : i32}, %m.layer2.3.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 227 : i32}, %m.layer2.3.bn2.g: tensor<128xf32> {tf.aliasing_output = 228 : i32}, %m.layer2.3.bn2.b: tensor<128xf32> {tf.aliasing_output = 229 : i32}, %m.layer3.0.conv1.w: tensor<3x3x128x256xf32> {tf.aliasing_output = 230 : i32}, %m.layer3.0.bn1.g: tensor<256xf32> {tf.aliasing_output = 231 : i32}, %m.layer3.0.bn1.b: tensor<256xf32> {tf.aliasing_output = 232 : i32}, %m.layer3.0.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 233 : i32}, %m.layer3.0.bn2.g: tensor<256xf32> {tf.aliasing_output = 234 : i32}, %m.layer3.0.bn2.b: tensor<256xf32> {tf.aliasing_output = 235 : i32}, %m.layer3.0.downsample.0.w: tensor<1x1x128x256xf32> {tf.aliasing_output = 236 : i32}, %m.layer3.0.downsample.1.g: tensor<256xf32> {tf.aliasing_output = 237 : i32}, %m.layer3.0.downsample.1.b: tensor<256xf32> {tf.aliasing_output = 238 : i32}, %m.layer3.1.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 239 : i32}, %m.layer3.1.bn1.g: tensor<256xf32> {tf.aliasing_output = 240 : i32}, %m.layer3.1.bn1.b: tensor<256xf32> {tf.aliasing_output = 241 : i32}, %m.layer3.1.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 242 : i32}, %m.layer3.1.bn2.g: tensor<256xf32> {tf.aliasing_output = 243 : i32}, %m.layer3.1.bn2.b: tensor<256xf32> {tf.aliasing_output = 244 : i32}, %m.layer3.2.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 245 : i32}, %m.layer3.2.bn1.g: tensor<256xf32> {tf.aliasing_output = 246 : i32}, %m.layer3.2.bn1.b: tensor<256xf32> {tf.aliasing_output = 247 : i32}, %m.layer3.2.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 248 : i32}, %m.layer3.2.bn2.g: tensor<256xf32> {tf.aliasing_output = 249 : i32}, %m.layer3.2.bn2.b: tensor<256xf32> {tf.aliasing_output = 250 : i32}, %m.layer3.3.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 251 : i32}, %m.layer3.3.bn1.g: tensor<256xf32> {tf.aliasing_output = 252 : i32}, %m.layer3.3.bn1.b: tensor<256xf32> {tf.aliasing_output = 253 : i32}, %m.layer3.3.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 254 : i32}, %m.layer3.3.bn2.g: tensor<256xf32> {tf.aliasing_output = 255 : i32}, %m.layer3.3.bn2.b: tensor<256xf32> {tf.aliasing_output = 256 : i32}, %m.layer3.4.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 257 : i32}, %m.layer3.4.bn1.g: tensor<256xf32> {tf.aliasing_output = 258 : i32}, %m.layer3.4.bn1.b: tensor<256xf32> {tf.aliasing_output = 259 : i32}, %m.layer3.4.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 260 : i32}, %m.layer3.4.bn2.g: tensor<256xf32> {tf.aliasing_output = 261 : i32}, %m.layer3.4.bn2.b: tensor<256xf32> {tf.aliasing_output = 262 : i32}, %m.layer3.5.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 263 : i32}, %m.layer3.5.bn1.g: tensor<256xf32> {tf.aliasing_output = 264 : i32}, %m.layer3.5.bn1.b: tensor<256xf32> {tf.aliasing_output = 265 : i32}, %m.layer3.5.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 266 : i32}, %m.layer3.5.bn2.g: tensor<256xf32> {tf.aliasing_output = 267 : i32}, %m.layer3.5.bn2.b: tensor<256xf32> {tf.aliasing_output = 268 : i32}, %m.layer4.0.conv1.w: tensor<3x3x256x512xf32> {tf.aliasing_output = 269 : i32}, %m.layer4.0.bn1.g: tensor<512xf32> {tf.aliasing_output = 270 : i32}, %m.layer4.0.bn1.b: tensor<512xf32> {tf.aliasing_output = 271 : i32}, %m.layer4.0.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 272 : i32}, %m.layer4.0.bn2.g: tensor<512xf32> {tf.aliasing_output = 273 : i32}, %m.layer4.0.bn2.b: tensor<512xf32> {tf.aliasing_output = 274 : i32}, %m.layer4.0.downsample.0.w: tensor<1x1x256x512xf32> {tf.aliasing_output = 275 : i32}, %m.layer4.0.downsample.1.g: tensor<512xf32> {tf.aliasing_output = 276 : i32}, %m.layer4.0.downsample.1.b: tensor<512xf32> {tf.aliasing_output = 277 : i32}, %m.layer4.1.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 278 : i32}, %m.layer4.1.bn1.g: tensor<512xf32> {tf.aliasing_output = 279 : i32}, %m.layer4.1.bn1.b: tensor<512xf32> {tf.aliasing_output = 280 : i32}, %m.layer4.1.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 281 : i32}, %m.layer4.1.bn2.g: tensor<512xf32> {tf.aliasing_output = 282 : i32}, %m.layer4.1.bn2.b: tensor<512xf32> {tf.aliasing_output = 283 : i32}, %m.layer4.2.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 284 : i32}, %m.layer4.2.bn1.g: tensor<512xf32> {tf.aliasing_output = 285 : i32}, %m.layer4.2.bn1.b: tensor<512xf32> {tf.aliasing_output = 286 : i32}, %m.layer4.2.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 287 : i32}, %m.layer4.2.bn2.g: tensor<512xf32> {tf.aliasing_output = 288 : i32}, %m.layer4.2.bn2.b: tensor<512xf32> {tf.aliasing_output = 289 : i32}, %m.fc.w: tensor<512x1000xf32> {tf.aliasing_output = 290 : i32}, %m.fc.b: tensor<1000xf32> {tf.aliasing_output = 291 : i32}, %v.conv1.w: tensor<7x7x3x64xf32> {tf.aliasing_output = 292 : i32}, %v.bn1.g: tensor<64xf32> {tf.aliasing_output = 293 : i32}, %v.bn1.b: tensor<64xf32> {tf.aliasing_output = 294 : i32}, %v.layer1.0.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 295 : i32}, %v.layer1.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 296 : i32}, %v.layer1.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 297 : i32}, %v.layer1.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 298 : i32}, %v.layer1.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 299 : i32}, %v.layer1.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 300 : i32}, %v.layer1.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 301 : i32}, %v.layer1.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 302 : i32}, %v.layer1.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 303 : i32}, %v.layer1.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 304 : i32}, %v.layer1.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 305 : i32}, %v.layer1.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 306 : i32}, %v.layer1.2.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 307 : i32}, %v.layer1.2.bn1.g: tensor<64xf32> {tf.aliasing_output = 308 : i32}, %v.layer1.2.bn1.b: tensor<64xf32> {tf.aliasing_output = 309 : i32}, %v.layer1.2.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 310 : i32}, %v.layer1.2.bn2.g: tensor<64xf32> {tf.aliasing_output = 311 : i32}, %v.layer1.2.bn2.b: tensor<64xf32> {tf.aliasing_output = 312 : i32}, %v.layer2.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 313 : i32}, %v.layer2.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 314 : i32}, %v.layer2.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 315 : i32}, %v.layer2.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 316 : i32}, %v.layer2.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 317 : i32}, %v.layer2.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 318 : i32}, %v.layer2.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 319 : i32}, %v.layer2.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 320 : i32}, %v.layer2.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 321 : i32}, %v.layer2.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 322 : i32}, %v.layer2.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 323 : i32}, %v.layer2.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 324 : i32}, %v.layer2.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 325 : i32}, %v.layer2.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 326 : i32}, %v.layer2.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 327 : i32}, %v.layer2.2.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 328 : i32}, %v.layer2.2.bn1.g: tensor<128xf32> {tf.aliasing_output = 329 : i32}, %v.layer2.2.bn1.b: tensor<128xf32> {tf.aliasing_output = 330 : i32}, %v.layer2.2.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 331 : i32}, %v.layer2.2.bn2.g: tensor<128xf32> {tf.aliasing_output = 332 : i32}, %v.layer2.2.bn2.b: tensor<128xf32> {tf.aliasing_output = 333 : i32}, %v.layer2.3.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 334 : i32}, %v.layer2.3.bn1.g: tensor<128xf32> {tf.aliasing_output = 335 : i32}, %v.layer2.3.bn1.b: tensor<128xf32> {tf.aliasing_output = 336 : i32}, %v.layer2.3.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 337 : i32}, %v.layer2.3.bn2.g: tensor<128xf32> {tf.aliasing_output = 338 : i32}, %v.layer2.3.bn2.b: tensor<128xf32> {tf.aliasing_output = 339 : i32}, %v.layer3.0.conv1.w: tensor<3x3x128x256xf32> {tf.aliasing_output = 340 : i32}, %v.layer3.0.bn1.g: tensor<256xf32> {tf.aliasing_output = 341 : i32}, %v.layer3.0.bn1.b: tensor<256xf32> {tf.aliasing_output = 342 : i32}, %v.layer3.0.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 343 : i32}, %v.layer3.0.bn2.g: tensor<256xf32> {tf.aliasing_output = 344 : i32}, %v.layer3.0.bn2.b: tensor<256xf32> {tf.aliasing_output = 345 : i32}, %v.layer3.0.downsample.0.w: tensor<1x1x128x256xf32> {tf.aliasing_output = 346 : i32}, %v.layer3.0.downsample.1.g: tensor<256xf32> {tf.aliasing_output = 347 : i32}, %v.layer3.0.downsample.1.b: tensor<256xf32> {tf.aliasing_output = 348 : i32}, %v.layer3.1.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 349 : i32}, %v.layer3.1.bn1.g: tensor<256xf32> {tf.aliasing_output = 350 : i32}, %v.layer3.1.bn1.b: tensor<256xf32> {tf.aliasing_output = 351 : i32}, %v.layer3.1.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 352 : i32}, %v.layer3.1.bn2.g: tensor<256xf32> {tf.aliasing_output = 353 : i32}, %v.layer3.1.bn2.b: tensor<256xf32> {tf.aliasing_output = 354 : i32}, %v.layer3.2.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 355 : i32}, %v.layer3.2.bn1.g: tensor<256xf32> {tf.aliasing_output = 356 : i32}, %v.layer3.2.bn1.b: tensor<256xf32> {tf.aliasing_output = 357 : i32}, %v.layer3.2.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 358 : i32}, %v.layer3.2.bn2.g: tensor<256xf32> {tf.aliasing_output = 359 : i32}, %v.layer3.2.bn2.b: tensor<256xf32> {tf.aliasing_output = 360 : i32}, %v.layer3.3.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 361 : i32}, %v.layer3.3.bn1.g: tensor<256xf32> {tf.aliasing_output = 362 : i32}, %v.layer3.3.bn1.b: tensor<256xf32> {tf.aliasing_output = 363 : i32}, %v.layer3.3.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 364 : i32}, %v.layer3.3.bn2.g: tensor<256xf32> {tf.aliasing_output = 365 : i32}, %v.layer3.3.bn2.b: tensor<256xf32> {tf.aliasing_output = 366 : i32}, %v.layer3.4.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 367 : i32}, %v.layer3.4.bn1.g: tensor<256xf32> {tf.aliasing_output = 368 : i32}, %v.layer3.4.bn1.b: tensor<256xf32> {tf.aliasing_output = 369 : i32}, %v.layer3.4.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 370 : i32}, %v.layer3.4.bn2.g: tensor<256xf32> {tf.aliasing_output = 371 : i32}, %v.layer3.4.bn2.b: tensor<256xf32> {tf.aliasing_output = 372 : i32}, %v.layer3.5.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 373 : i32}, %v.layer3.5.bn1.g: tensor<256xf32> {tf.aliasing_output = 374 : i32}, %v.layer3.5.bn1.b: tensor<256xf32> {tf.aliasing_output = 375 : i32}, %v.layer3.5.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 376 : i32}, %v.layer3.5.bn2.g: tensor<256xf32> {tf.aliasing_output = 377 : i32}, %v.layer3.5.bn2.b: tensor<256xf32> {tf.aliasing_output = 378 : i32}, %v.layer4.0.conv1.w: tensor<3x3x256x512xf32> {tf.aliasing_output = 379 : i32}, %v.layer4.0.bn1.g: tensor<512xf32> {tf.aliasing_output = 380 : i32}, %v.layer4.0.bn1.b: tensor<512xf32> {tf.aliasing_output = 381 : i32}, %v.layer4.0.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 382 : i32}, %v.layer4.0.bn2.g: tensor<512xf32> {tf.aliasing_output = 383 : i32}, %v.layer4.0.bn2.b: tensor<512xf32> {tf.aliasing_output = 384 : i32}, %v.layer4.0.downsample.0.w: tensor<1x1x256x512xf32> {tf.aliasing_output = 385 : i32}, %v.layer4.0.downsample.1.g: tensor<512xf32> {tf.aliasing_output = 386 : i32}, %v.layer4.0.downsample.1.b: tensor<512xf32> {tf.aliasing_output = 387 : i32}, %v.layer4.1.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 388 : i32}, %v.layer4.1.bn1.g: tensor<512xf32> {tf.aliasing_output = 389 : i32}, %v.layer4.1.bn1.b: tensor<512xf32> {tf.aliasing_output = 390 : i32}, %v.layer4.1.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 391 : i32}, %v.layer4.1.bn2.g: tensor<512xf32> {tf.aliasing_output = 392 : i32}, %v.layer4.1.bn2.b: tensor<512xf32> {tf.aliasing_output = 393 : i32}, %v.layer4.2.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 394 : i32}, %v.layer4.2.bn1.g: tensor<512xf32> {tf.aliasing_output = 395 : i32}, %v.layer4.2.bn1.b: tensor<512xf32> {tf.aliasing_output = 396 : i32}, %v.layer4.2.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 397 : i32}, %v.layer4.2.bn2.g: tensor<512xf32> {tf.aliasing_output = 398 : i32}, %v.layer4.2.bn2.b: tensor<512xf32> {tf.aliasing_output = 399 : i32}, %v.fc.w: tensor<512x1000xf32> {tf.aliasing_output = 400 : i32}, %v.fc.b: tensor<1000xf32> {tf.aliasing_output = 401 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %targets: tensor<32x1000xf32>) -> (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<32x112x112x64xf32>
    %1 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %4 = stablehlo.divide %2, %3 : tensor<64xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<32x112x112x64xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<32x112x112x64xf32>
    %8 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %10 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %11 = stablehlo.divide %9, %10 : tensor<64xf32>
    %12 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %13 = stablehlo.add %11, %12 : tensor<64xf32>
    %14 = stablehlo.rsqrt %13 : tensor<64xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<32x112x112x64xf32>
    %17 = "stablehlo.broadcast_in_dim"(%bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<32x112x112x64xf32>
    %19 = "stablehlo.broadcast_in_dim"(%bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %20 = stablehlo.add %18, %19 : tensor<32x112x112x64xf32>
    %21 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %22 = stablehlo.multiply %bn1.running_mean, %21 : tensor<64xf32>
    %23 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %24 = stablehlo.multiply %4, %23 : tensor<64xf32>
    %25 = stablehlo.add %22, %24 : tensor<64xf32>
    %26 = stablehlo.constant dense<401407.0> : tensor<64xf32>
    %27 = stablehlo.divide %9, %26 : tensor<64xf32>
    %28 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %29 = stablehlo.multiply %bn1.running_var, %28 : tensor<64xf32>
    %30 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<64xf32>
    %32 = stablehlo.add %29, %31 : tensor<64xf32>
    %33 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %34 = stablehlo.maximum %20, %33 : tensor<32x112x112x64xf32>
    %35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = "stablehlo.reduce_window"(%34, %35) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.maximum %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x56x56x64xf32>
    %37 = "stablehlo.convolution"(%36, %layer1.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %38 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %39 = "stablehlo.reduce"(%37, %38) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %40 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %41 = stablehlo.divide %39, %40 : tensor<64xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %43 = stablehlo.subtract %37, %42 : tensor<32x56x56x64xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<32x56x56x64xf32>
    %45 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %46 = "stablehlo.reduce"(%44, %45) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %47 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %48 = stablehlo.divide %46, %47 : tensor<64xf32>
    %49 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %50 = stablehlo.add %48, %49 : tensor<64xf32>
    %51 = stablehlo.rsqrt %50 : tensor<64xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<32x56x56x64xf32>
    %54 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<32x56x56x64xf32>
    %56 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %57 = stablehlo.add %55, %56 : tensor<32x56x56x64xf32>
    %58 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %59 = stablehlo.multiply %layer1.0.bn1.running_mean, %58 : tensor<64xf32>
    %60 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %61 = stablehlo.multiply %41, %60 : tensor<64xf32>
    %62 = stablehlo.add %59, %61 : tensor<64xf32>
    %63 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %64 = stablehlo.divide %46, %63 : tensor<64xf32>
    %65 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %66 = stablehlo.multiply %layer1.0.bn1.running_var, %65 : tensor<64xf32>
    %67 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<64xf32>
    %69 = stablehlo.add %66, %68 : tensor<64xf32>
    %70 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %71 = stablehlo.maximum %57, %70 : tensor<32x56x56x64xf32>
    %72 = "stablehlo.convolution"(%71, %layer1.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %73 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %74 = "stablehlo.reduce"(%72, %73) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %75 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %76 = stablehlo.divide %74, %75 : tensor<64xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %78 = stablehlo.subtract %72, %77 : tensor<32x56x56x64xf32>
    %79 = stablehlo.multiply %78, %78 : tensor<32x56x56x64xf32>
    %80 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %81 = "stablehlo.reduce"(%79, %80) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %82 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %83 = stablehlo.divide %81, %82 : tensor<64xf32>
    %84 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %85 = stablehlo.add %83, %84 : tensor<64xf32>
    %86 = stablehlo.rsqrt %85 : tensor<64xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %88 = stablehlo.multiply %78, %87 : tensor<32x56x56x64xf32>
    %89 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<32x56x56x64xf32>
    %91 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %92 = stablehlo.add %90, %91 : tensor<32x56x56x64xf32>
    %93 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %94 = stablehlo.multiply %layer1.0.bn2.running_mean, %93 : tensor<64xf32>
    %95 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %96 = stablehlo.multiply %76, %95 : tensor<64xf32>
    %97 = stablehlo.add %94, %96 : tensor<64xf32>
    %98 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %99 = stablehlo.divide %81, %98 : tensor<64xf32>
    %100 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %101 = stablehlo.multiply %layer1.0.bn2.running_var, %100 : tensor<64xf32>
    %102 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %103 = stablehlo.multiply %99, %102 : tensor<64xf32>
    %104 = stablehlo.add %101, %103 : tensor<64xf32>
    %105 = stablehlo.add %92, %36 : tensor<32x56x56x64xf32>
    %106 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %107 = stablehlo.maximum %105, %106 : tensor<32x56x56x64xf32>
    %108 = "stablehlo.convolution"(%107, %layer1.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %109 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %110 = "stablehlo.reduce"(%108, %109) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %111 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %112 = stablehlo.divide %110, %111 : tensor<64xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %114 = stablehlo.subtract %108, %113 : tensor<32x56x56x64xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<32x56x56x64xf32>
    %116 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %117 = "stablehlo.reduce"(%115, %116) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %118 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %119 = stablehlo.divide %117, %118 : tensor<64xf32>
    %120 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %121 = stablehlo.add %119, %120 : tensor<64xf32>
    %122 = stablehlo.rsqrt %121 : tensor<64xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<32x56x56x64xf32>
    %125 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<32x56x56x64xf32>
    %127 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %128 = stablehlo.add %126, %127 : tensor<32x56x56x64xf32>
    %129 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %130 = stablehlo.multiply %layer1.1.bn1.running_mean, %129 : tensor<64xf32>
    %131 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %132 = stablehlo.multiply %112, %131 : tensor<64xf32>
    %133 = stablehlo.add %130, %132 : tensor<64xf32>
    %134 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %135 = stablehlo.divide %117, %134 : tensor<64xf32>
    %136 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %137 = stablehlo.multiply %layer1.1.bn1.running_var, %136 : tensor<64xf32>
    %138 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %139 = stablehlo.multiply %135, %138 : tensor<64xf32>
    %140 = stablehlo.add %137, %139 : tensor<64xf32>
    %141 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %142 = stablehlo.maximum %128, %141 : tensor<32x56x56x64xf32>
    %143 = "stablehlo.convolution"(%142, %layer1.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %144 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %145 = "stablehlo.reduce"(%143, %144) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %146 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %147 = stablehlo.divide %145, %146 : tensor<64xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %149 = stablehlo.subtract %143, %148 : tensor<32x56x56x64xf32>
    %150 = stablehlo.multiply %149, %149 : tensor<32x56x56x64xf32>
    %151 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %152 = "stablehlo.reduce"(%150, %151) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %153 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %154 = stablehlo.divide %152, %153 : tensor<64xf32>
    %155 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %156 = stablehlo.add %154, %155 : tensor<64xf32>
    %157 = stablehlo.rsqrt %156 : tensor<64xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %159 = stablehlo.multiply %149, %158 : tensor<32x56x56x64xf32>
    %160 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %161 = stablehlo.multiply %159, %160 : tensor<32x56x56x64xf32>
    %162 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %163 = stablehlo.add %161, %162 : tensor<32x56x56x64xf32>
    %164 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %165 = stablehlo.multiply %layer1.1.bn2.running_mean, %164 : tensor<64xf32>
    %166 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %167 = stablehlo.multiply %147, %166 : tensor<64xf32>
    %168 = stablehlo.add %165, %167 : tensor<64xf32>
    %169 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %170 = stablehlo.divide %152, %169 : tensor<64xf32>
    %171 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %172 = stablehlo.multiply %layer1.1.bn2.running_var, %171 : tensor<64xf32>
    %173 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %174 = stablehlo.multiply %170, %173 : tensor<64xf32>
    %175 = stablehlo.add %172, %174 : tensor<64xf32>
    %176 = stablehlo.add %163, %107 : tensor<32x56x56x64xf32>
    %177 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %178 = stablehlo.maximum %176, %177 : tensor<32x56x56x64xf32>
    %179 = "stablehlo.convolution"(%178, %layer1.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %180 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %181 = "stablehlo.reduce"(%179, %180) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %182 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %183 = stablehlo.divide %181, %182 : tensor<64xf32>
    %184 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %185 = stablehlo.subtract %179, %184 : tensor<32x56x56x64xf32>
    %186 = stablehlo.multiply %185, %185 : tensor<32x56x56x64xf32>
    %187 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %188 = "stablehlo.reduce"(%186, %187) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %189 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %190 = stablehlo.divide %188, %189 : tensor<64xf32>
    %191 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %192 = stablehlo.add %190, %191 : tensor<64xf32>
    %193 = stablehlo.rsqrt %192 : tensor<64xf32>
    %194 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %195 = stablehlo.multiply %185, %194 : tensor<32x56x56x64xf32>
    %196 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<32x56x56x64xf32>
    %198 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %199 = stablehlo.add %197, %198 : tensor<32x56x56x64xf32>
    %200 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %201 = stablehlo.multiply %layer1.2.bn1.running_mean, %200 : tensor<64xf32>
    %202 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %203 = stablehlo.multiply %183, %202 : tensor<64xf32>
    %204 = stablehlo.add %201, %203 : tensor<64xf32>
    %205 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %206 = stablehlo.divide %188, %205 : tensor<64xf32>
    %207 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %208 = stablehlo.multiply %layer1.2.bn1.running_var, %207 : tensor<64xf32>
    %209 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %210 = stablehlo.multiply %206, %209 : tensor<64xf32>
    %211 = stablehlo.add %208, %210 : tensor<64xf32>
    %212 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %213 = stablehlo.maximum %199, %212 : tensor<32x56x56x64xf32>
    %214 = "stablehlo.convolution"(%213, %layer1.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %215 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %216 = "stablehlo.reduce"(%214, %215) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %217 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %218 = stablehlo.divide %216, %217 : tensor<64xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %220 = stablehlo.subtract %214, %219 : tensor<32x56x56x64xf32>
    %221 = stablehlo.multiply %220, %220 : tensor<32x56x56x64xf32>
    %222 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %223 = "stablehlo.reduce"(%221, %222) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %224 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %225 = stablehlo.divide %223, %224 : tensor<64xf32>
    %226 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %227 = stablehlo.add %225, %226 : tensor<64xf32>
    %228 = stablehlo.rsqrt %227 : tensor<64xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %230 = stablehlo.multiply %220, %229 : tensor<32x56x56x64xf32>
    %231 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<32x56x56x64xf32>
    %233 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %234 = stablehlo.add %232, %233 : tensor<32x56x56x64xf32>
    %235 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %236 = stablehlo.multiply %layer1.2.bn2.running_mean, %235 : tensor<64xf32>
    %237 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %238 = stablehlo.multiply %218, %237 : tensor<64xf32>
    %239 = stablehlo.add %236, %238 : tensor<64xf32>
    %240 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %241 = stablehlo.divide %223, %240 : tensor<64xf32>
    %242 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %243 = stablehlo.multiply %layer1.2.bn2.running_var, %242 : tensor<64xf32>
    %244 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %245 = stablehlo.multiply %241, %244 : tensor<64xf32>
    %246 = stablehlo.add %243, %245 : tensor<64xf32>
    %247 = stablehlo.add %234, %178 : tensor<32x56x56x64xf32>
    %248 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %249 = stablehlo.maximum %247, %248 : tensor<32x56x56x64xf32>
    %250 = "stablehlo.convolution"(%249, %layer2.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x28x28x128xf32>
    %251 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %252 = "stablehlo.reduce"(%250, %251) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %253 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %254 = stablehlo.divide %252, %253 : tensor<128xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %256 = stablehlo.subtract %250, %255 : tensor<32x28x28x128xf32>
    %257 = stablehlo.multiply %256, %256 : tensor<32x28x28x128xf32>
    %258 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %259 = "stablehlo.reduce"(%257, %258) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %260 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %261 = stablehlo.divide %259, %260 : tensor<128xf32>
    %262 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %263 = stablehlo.add %261, %262 : tensor<128xf32>
    %264 = stablehlo.rsqrt %263 : tensor<128xf32>
    %265 = "stablehlo.broadcast_in_dim"(%264) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %266 = stablehlo.multiply %256, %265 : tensor<32x28x28x128xf32>
    %267 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<32x28x28x128xf32>
    %269 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %270 = stablehlo.add %268, %269 : tensor<32x28x28x128xf32>
    %271 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %272 = stablehlo.multiply %layer2.0.bn1.running_mean, %271 : tensor<128xf32>
    %273 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %274 = stablehlo.multiply %254, %273 : tensor<128xf32>
    %275 = stablehlo.add %272, %274 : tensor<128xf32>
    %276 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %277 = stablehlo.divide %259, %276 : tensor<128xf32>
    %278 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %279 = stablehlo.multiply %layer2.0.bn1.running_var, %278 : tensor<128xf32>
    %280 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %281 = stablehlo.multiply %277, %280 : tensor<128xf32>
    %282 = stablehlo.add %279, %281 : tensor<128xf32>
    %283 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %284 = stablehlo.maximum %270, %283 : tensor<32x28x28x128xf32>
    %285 = "stablehlo.convolution"(%284, %layer2.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %286 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %287 = "stablehlo.reduce"(%285, %286) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %288 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %289 = stablehlo.divide %287, %288 : tensor<128xf32>
    %290 = "stablehlo.broadcast_in_dim"(%289) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %291 = stablehlo.subtract %285, %290 : tensor<32x28x28x128xf32>
    %292 = stablehlo.multiply %291, %291 : tensor<32x28x28x128xf32>
    %293 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %294 = "stablehlo.reduce"(%292, %293) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %295 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %296 = stablehlo.divide %294, %295 : tensor<128xf32>
    %297 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %298 = stablehlo.add %296, %297 : tensor<128xf32>
    %299 = stablehlo.rsqrt %298 : tensor<128xf32>
    %300 = "stablehlo.broadcast_in_dim"(%299) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %301 = stablehlo.multiply %291, %300 : tensor<32x28x28x128xf32>
    %302 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<32x28x28x128xf32>
    %304 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %305 = stablehlo.add %303, %304 : tensor<32x28x28x128xf32>
    %306 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %307 = stablehlo.multiply %layer2.0.bn2.running_mean, %306 : tensor<128xf32>
    %308 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %309 = stablehlo.multiply %289, %308 : tensor<128xf32>
    %310 = stablehlo.add %307, %309 : tensor<128xf32>
    %311 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %312 = stablehlo.divide %294, %311 : tensor<128xf32>
    %313 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %314 = stablehlo.multiply %layer2.0.bn2.running_var, %313 : tensor<128xf32>
    %315 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %316 = stablehlo.multiply %312, %315 : tensor<128xf32>
    %317 = stablehlo.add %314, %316 : tensor<128xf32>
    %318 = "stablehlo.convolution"(%249, %layer2.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x128xf32>) -> tensor<32x28x28x128xf32>
    %319 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %320 = "stablehlo.reduce"(%318, %319) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %321 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %322 = stablehlo.divide %320, %321 : tensor<128xf32>
    %323 = "stablehlo.broadcast_in_dim"(%322) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %324 = stablehlo.subtract %318, %323 : tensor<32x28x28x128xf32>
    %325 = stablehlo.multiply %324, %324 : tensor<32x28x28x128xf32>
    %326 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %327 = "stablehlo.reduce"(%325, %326) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %328 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %329 = stablehlo.divide %327, %328 : tensor<128xf32>
    %330 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %331 = stablehlo.add %329, %330 : tensor<128xf32>
    %332 = stablehlo.rsqrt %331 : tensor<128xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %334 = stablehlo.multiply %324, %333 : tensor<32x28x28x128xf32>
    %335 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<32x28x28x128xf32>
    %337 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %338 = stablehlo.add %336, %337 : tensor<32x28x28x128xf32>
    %339 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %340 = stablehlo.multiply %layer2.0.downsample.1.running_mean, %339 : tensor<128xf32>
    %341 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %342 = stablehlo.multiply %322, %341 : tensor<128xf32>
    %343 = stablehlo.add %340, %342 : tensor<128xf32>
    %344 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %345 = stablehlo.divide %327, %344 : tensor<128xf32>
    %346 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %347 = stablehlo.multiply %layer2.0.downsample.1.running_var, %346 : tensor<128xf32>
    %348 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %349 = stablehlo.multiply %345, %348 : tensor<128xf32>
    %350 = stablehlo.add %347, %349 : tensor<128xf32>
    %351 = stablehlo.add %305, %338 : tensor<32x28x28x128xf32>
    %352 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %353 = stablehlo.maximum %351, %352 : tensor<32x28x28x128xf32>
    %354 = "stablehlo.convolution"(%353, %layer2.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %355 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %356 = "stablehlo.reduce"(%354, %355) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %357 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %358 = stablehlo.divide %356, %357 : tensor<128xf32>
    %359 = "stablehlo.broadcast_in_dim"(%358) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %360 = stablehlo.subtract %354, %359 : tensor<32x28x28x128xf32>
    %361 = stablehlo.multiply %360, %360 : tensor<32x28x28x128xf32>
    %362 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %363 = "stablehlo.reduce"(%361, %362) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %364 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %365 = stablehlo.divide %363, %364 : tensor<128xf32>
    %366 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %367 = stablehlo.add %365, %366 : tensor<128xf32>
    %368 = stablehlo.rsqrt %367 : tensor<128xf32>
    %369 = "stablehlo.broadcast_in_dim"(%368) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %370 = stablehlo.multiply %360, %369 : tensor<32x28x28x128xf32>
    %371 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %372 = stablehlo.multiply %370, %371 : tensor<32x28x28x128xf32>
    %373 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %374 = stablehlo.add %372, %373 : tensor<32x28x28x128xf32>
    %375 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %376 = stablehlo.multiply %layer2.1.bn1.running_mean, %375 : tensor<128xf32>
    %377 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %378 = stablehlo.multiply %358, %377 : tensor<128xf32>
    %379 = stablehlo.add %376, %378 : tensor<128xf32>
    %380 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %381 = stablehlo.divide %363, %380 : tensor<128xf32>
    %382 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %383 = stablehlo.multiply %layer2.1.bn1.running_var, %382 : tensor<128xf32>
    %384 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %385 = stablehlo.multiply %381, %384 : tensor<128xf32>
    %386 = stablehlo.add %383, %385 : tensor<128xf32>
    %387 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %388 = stablehlo.maximum %374, %387 : tensor<32x28x28x128xf32>
    %389 = "stablehlo.convolution"(%388, %layer2.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %390 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %391 = "stablehlo.reduce"(%389, %390) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %392 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %393 = stablehlo.divide %391, %392 : tensor<128xf32>
    %394 = "stablehlo.broadcast_in_dim"(%393) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %395 = stablehlo.subtract %389, %394 : tensor<32x28x28x128xf32>
    %396 = stablehlo.multiply %395, %395 : tensor<32x28x28x128xf32>
    %397 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %398 = "stablehlo.reduce"(%396, %397) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %399 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %400 = stablehlo.divide %398, %399 : tensor<128xf32>
    %401 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %402 = stablehlo.add %400, %401 : tensor<128xf32>
    %403 = stablehlo.rsqrt %402 : tensor<128xf32>
    %404 = "stablehlo.broadcast_in_dim"(%403) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %405 = stablehlo.multiply %395, %404 : tensor<32x28x28x128xf32>
    %406 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %407 = stablehlo.multiply %405, %406 : tensor<32x28x28x128xf32>
    %408 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %409 = stablehlo.add %407, %408 : tensor<32x28x28x128xf32>
    %410 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %411 = stablehlo.multiply %layer2.1.bn2.running_mean, %410 : tensor<128xf32>
    %412 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %413 = stablehlo.multiply %393, %412 : tensor<128xf32>
    %414 = stablehlo.add %411, %413 : tensor<128xf32>
    %415 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %416 = stablehlo.divide %398, %415 : tensor<128xf32>
    %417 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %418 = stablehlo.multiply %layer2.1.bn2.running_var, %417 : tensor<128xf32>
    %419 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %420 = stablehlo.multiply %416, %419 : tensor<128xf32>
    %421 = stablehlo.add %418, %420 : tensor<128xf32>
    %422 = stablehlo.add %409, %353 : tensor<32x28x28x128xf32>
    %423 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %424 = stablehlo.maximum %422, %423 : tensor<32x28x28x128xf32>
    %425 = "stablehlo.convolution"(%424, %layer2.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %426 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %427 = "stablehlo.reduce"(%425, %426) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %428 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %429 = stablehlo.divide %427, %428 : tensor<128xf32>
    %430 = "stablehlo.broadcast_in_dim"(%429) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %431 = stablehlo.subtract %425, %430 : tensor<32x28x28x128xf32>
    %432 = stablehlo.multiply %431, %431 : tensor<32x28x28x128xf32>
    %433 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %434 = "stablehlo.reduce"(%432, %433) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %435 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %436 = stablehlo.divide %434, %435 : tensor<128xf32>
    %437 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %438 = stablehlo.add %436, %437 : tensor<128xf32>
    %439 = stablehlo.rsqrt %438 : tensor<128xf32>
    %440 = "stablehlo.broadcast_in_dim"(%439) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %441 = stablehlo.multiply %431, %440 : tensor<32x28x28x128xf32>
    %442 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %443 = stablehlo.multiply %441, %442 : tensor<32x28x28x128xf32>
    %444 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %445 = stablehlo.add %443, %444 : tensor<32x28x28x128xf32>
    %446 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %447 = stablehlo.multiply %layer2.2.bn1.running_mean, %446 : tensor<128xf32>
    %448 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %449 = stablehlo.multiply %429, %448 : tensor<128xf32>
    %450 = stablehlo.add %447, %449 : tensor<128xf32>
    %451 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %452 = stablehlo.divide %434, %451 : tensor<128xf32>
    %453 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %454 = stablehlo.multiply %layer2.2.bn1.running_var, %453 : tensor<128xf32>
    %455 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %456 = stablehlo.multiply %452, %455 : tensor<128xf32>
    %457 = stablehlo.add %454, %456 : tensor<128xf32>
    %458 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %459 = stablehlo.maximum %445, %458 : tensor<32x28x28x128xf32>
    %460 = "stablehlo.convolution"(%459, %layer2.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %461 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %462 = "stablehlo.reduce"(%460, %461) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %463 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %464 = stablehlo.divide %462, %463 : tensor<128xf32>
    %465 = "stablehlo.broadcast_in_dim"(%464) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %466 = stablehlo.subtract %460, %465 : tensor<32x28x28x128xf32>
    %467 = stablehlo.multiply %466, %466 : tensor<32x28x28x128xf32>
    %468 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %469 = "stablehlo.reduce"(%467, %468) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %470 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %471 = stablehlo.divide %469, %470 : tensor<128xf32>
    %472 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %473 = stablehlo.add %471, %472 : tensor<128xf32>
    %474 = stablehlo.rsqrt %473 : tensor<128xf32>
    %475 = "stablehlo.broadcast_in_dim"(%474) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %476 = stablehlo.multiply %466, %475 : tensor<32x28x28x128xf32>
    %477 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %478 = stablehlo.multiply %476, %477 : tensor<32x28x28x128xf32>
    %479 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %480 = stablehlo.add %478, %479 : tensor<32x28x28x128xf32>
    %481 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %482 = stablehlo.multiply %layer2.2.bn2.running_mean, %481 : tensor<128xf32>
    %483 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %484 = stablehlo.multiply %464, %483 : tensor<128xf32>
    %485 = stablehlo.add %482, %484 : tensor<128xf32>
    %486 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %487 = stablehlo.divide %469, %486 : tensor<128xf32>
    %488 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %489 = stablehlo.multiply %layer2.2.bn2.running_var, %488 : tensor<128xf32>
    %490 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %491 = stablehlo.multiply %487, %490 : tensor<128xf32>
    %492 = stablehlo.add %489, %491 : tensor<128xf32>
    %493 = stablehlo.add %480, %424 : tensor<32x28x28x128xf32>
    %494 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %495 = stablehlo.maximum %493, %494 : tensor<32x28x28x128xf32>
    %496 = "stablehlo.convolution"(%495, %layer2.3.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %497 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %498 = "stablehlo.reduce"(%496, %497) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %499 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %500 = stablehlo.divide %498, %499 : tensor<128xf32>
    %501 = "stablehlo.broadcast_in_dim"(%500) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %502 = stablehlo.subtract %496, %501 : tensor<32x28x28x128xf32>
    %503 = stablehlo.multiply %502, %502 : tensor<32x28x28x128xf32>
    %504 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %505 = "stablehlo.reduce"(%503, %504) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %506 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %507 = stablehlo.divide %505, %506 : tensor<128xf32>
    %508 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %509 = stablehlo.add %507, %508 : tensor<128xf32>
    %510 = stablehlo.rsqrt %509 : tensor<128xf32>
    %511 = "stablehlo.broadcast_in_dim"(%510) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %512 = stablehlo.multiply %502, %511 : tensor<32x28x28x128xf32>
    %513 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %514 = stablehlo.multiply %512, %513 : tensor<32x28x28x128xf32>
    %515 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %516 = stablehlo.add %514, %515 : tensor<32x28x28x128xf32>
    %517 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %518 = stablehlo.multiply %layer2.3.bn1.running_mean, %517 : tensor<128xf32>
    %519 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %520 = stablehlo.multiply %500, %519 : tensor<128xf32>
    %521 = stablehlo.add %518, %520 : tensor<128xf32>
    %522 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %523 = stablehlo.divide %505, %522 : tensor<128xf32>
    %524 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %525 = stablehlo.multiply %layer2.3.bn1.running_var, %524 : tensor<128xf32>
    %526 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %527 = stablehlo.multiply %523, %526 : tensor<128xf32>
    %528 = stablehlo.add %525, %527 : tensor<128xf32>
    %529 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %530 = stablehlo.maximum %516, %529 : tensor<32x28x28x128xf32>
    %531 = "stablehlo.convolution"(%530, %layer2.3.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %532 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %533 = "stablehlo.reduce"(%531, %532) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %534 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %535 = stablehlo.divide %533, %534 : tensor<128xf32>
    %536 = "stablehlo.broadcast_in_dim"(%535) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %537 = stablehlo.subtract %531, %536 : tensor<32x28x28x128xf32>
    %538 = stablehlo.multiply %537, %537 : tensor<32x28x28x128xf32>
    %539 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %540 = "stablehlo.reduce"(%538, %539) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %541 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %542 = stablehlo.divide %540, %541 : tensor<128xf32>
    %543 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %544 = stablehlo.add %542, %543 : tensor<128xf32>
    %545 = stablehlo.rsqrt %544 : tensor<128xf32>
    %546 = "stablehlo.broadcast_in_dim"(%545) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %547 = stablehlo.multiply %537, %546 : tensor<32x28x28x128xf32>
    %548 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %549 = stablehlo.multiply %547, %548 : tensor<32x28x28x128xf32>
    %550 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %551 = stablehlo.add %549, %550 : tensor<32x28x28x128xf32>
    %552 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %553 = stablehlo.multiply %layer2.3.bn2.running_mean, %552 : tensor<128xf32>
    %554 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %555 = stablehlo.multiply %535, %554 : tensor<128xf32>
    %556 = stablehlo.add %553, %555 : tensor<128xf32>
    %557 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %558 = stablehlo.divide %540, %557 : tensor<128xf32>
    %559 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %560 = stablehlo.multiply %layer2.3.bn2.running_var, %559 : tensor<128xf32>
    %561 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %562 = stablehlo.multiply %558, %561 : tensor<128xf32>
    %563 = stablehlo.add %560, %562 : tensor<128xf32>
    %564 = stablehlo.add %551, %495 : tensor<32x28x28x128xf32>
    %565 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %566 = stablehlo.maximum %564, %565 : tensor<32x28x28x128xf32>
    %567 = "stablehlo.convolution"(%566, %layer3.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x256xf32>) -> tensor<32x14x14x256xf32>
    %568 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %569 = "stablehlo.reduce"(%567, %568) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %570 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %571 = stablehlo.divide %569, %570 : tensor<256xf32>
    %572 = "stablehlo.broadcast_in_dim"(%571) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %573 = stablehlo.subtract %567, %572 : tensor<32x14x14x256xf32>
    %574 = stablehlo.multiply %573, %573 : tensor<32x14x14x256xf32>
    %575 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %576 = "stablehlo.reduce"(%574, %575) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %577 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %578 = stablehlo.divide %576, %577 : tensor<256xf32>
    %579 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %580 = stablehlo.add %578, %579 : tensor<256xf32>
    %581 = stablehlo.rsqrt %580 : tensor<256xf32>
    %582 = "stablehlo.broadcast_in_dim"(%581) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %583 = stablehlo.multiply %573, %582 : tensor<32x14x14x256xf32>
    %584 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<32x14x14x256xf32>
    %586 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %587 = stablehlo.add %585, %586 : tensor<32x14x14x256xf32>
    %588 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %589 = stablehlo.multiply %layer3.0.bn1.running_mean, %588 : tensor<256xf32>
    %590 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %591 = stablehlo.multiply %571, %590 : tensor<256xf32>
    %592 = stablehlo.add %589, %591 : tensor<256xf32>
    %593 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %594 = stablehlo.divide %576, %593 : tensor<256xf32>
    %595 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %596 = stablehlo.multiply %layer3.0.bn1.running_var, %595 : tensor<256xf32>
    %597 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %598 = stablehlo.multiply %594, %597 : tensor<256xf32>
    %599 = stablehlo.add %596, %598 : tensor<256xf32>
    %600 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %601 = stablehlo.maximum %587, %600 : tensor<32x14x14x256xf32>
    %602 = "stablehlo.convolution"(%601, %layer3.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %603 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %604 = "stablehlo.reduce"(%602, %603) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %605 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %606 = stablehlo.divide %604, %605 : tensor<256xf32>
    %607 = "stablehlo.broadcast_in_dim"(%606) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %608 = stablehlo.subtract %602, %607 : tensor<32x14x14x256xf32>
    %609 = stablehlo.multiply %608, %608 : tensor<32x14x14x256xf32>
    %610 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %611 = "stablehlo.reduce"(%609, %610) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %612 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %613 = stablehlo.divide %611, %612 : tensor<256xf32>
    %614 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %615 = stablehlo.add %613, %614 : tensor<256xf32>
    %616 = stablehlo.rsqrt %615 : tensor<256xf32>
    %617 = "stablehlo.broadcast_in_dim"(%616) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %618 = stablehlo.multiply %608, %617 : tensor<32x14x14x256xf32>
    %619 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %620 = stablehlo.multiply %618, %619 : tensor<32x14x14x256xf32>
    %621 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %622 = stablehlo.add %620, %621 : tensor<32x14x14x256xf32>
    %623 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %624 = stablehlo.multiply %layer3.0.bn2.running_mean, %623 : tensor<256xf32>
    %625 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %626 = stablehlo.multiply %606, %625 : tensor<256xf32>
    %627 = stablehlo.add %624, %626 : tensor<256xf32>
    %628 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %629 = stablehlo.divide %611, %628 : tensor<256xf32>
    %630 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %631 = stablehlo.multiply %layer3.0.bn2.running_var, %630 : tensor<256xf32>
    %632 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %633 = stablehlo.multiply %629, %632 : tensor<256xf32>
    %634 = stablehlo.add %631, %633 : tensor<256xf32>
    %635 = "stablehlo.convolution"(%566, %layer3.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x28x28x128xf32>, tensor<1x1x128x256xf32>) -> tensor<32x14x14x256xf32>
    %636 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %637 = "stablehlo.reduce"(%635, %636) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %638 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %639 = stablehlo.divide %637, %638 : tensor<256xf32>
    %640 = "stablehlo.broadcast_in_dim"(%639) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %641 = stablehlo.subtract %635, %640 : tensor<32x14x14x256xf32>
    %642 = stablehlo.multiply %641, %641 : tensor<32x14x14x256xf32>
    %643 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %644 = "stablehlo.reduce"(%642, %643) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %645 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %646 = stablehlo.divide %644, %645 : tensor<256xf32>
    %647 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %648 = stablehlo.add %646, %647 : tensor<256xf32>
    %649 = stablehlo.rsqrt %648 : tensor<256xf32>
    %650 = "stablehlo.broadcast_in_dim"(%649) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %651 = stablehlo.multiply %641, %650 : tensor<32x14x14x256xf32>
    %652 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %653 = stablehlo.multiply %651, %652 : tensor<32x14x14x256xf32>
    %654 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %655 = stablehlo.add %653, %654 : tensor<32x14x14x256xf32>
    %656 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %657 = stablehlo.multiply %layer3.0.downsample.1.running_mean, %656 : tensor<256xf32>
    %658 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %659 = stablehlo.multiply %639, %658 : tensor<256xf32>
    %660 = stablehlo.add %657, %659 : tensor<256xf32>
    %661 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %662 = stablehlo.divide %644, %661 : tensor<256xf32>
    %663 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %664 = stablehlo.multiply %layer3.0.downsample.1.running_var, %663 : tensor<256xf32>
    %665 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %666 = stablehlo.multiply %662, %665 : tensor<256xf32>
    %667 = stablehlo.add %664, %666 : tensor<256xf32>
    %668 = stablehlo.add %622, %655 : tensor<32x14x14x256xf32>
    %669 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %670 = stablehlo.maximum %668, %669 : tensor<32x14x14x256xf32>
    %671 = "stablehlo.convolution"(%670, %layer3.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %672 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %673 = "stablehlo.reduce"(%671, %672) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %674 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %675 = stablehlo.divide %673, %674 : tensor<256xf32>
    %676 = "stablehlo.broadcast_in_dim"(%675) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %677 = stablehlo.subtract %671, %676 : tensor<32x14x14x256xf32>
    %678 = stablehlo.multiply %677, %677 : tensor<32x14x14x256xf32>
    %679 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %680 = "stablehlo.reduce"(%678, %679) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %681 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %682 = stablehlo.divide %680, %681 : tensor<256xf32>
    %683 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %684 = stablehlo.add %682, %683 : tensor<256xf32>
    %685 = stablehlo.rsqrt %684 : tensor<256xf32>
    %686 = "stablehlo.broadcast_in_dim"(%685) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %687 = stablehlo.multiply %677, %686 : tensor<32x14x14x256xf32>
    %688 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %689 = stablehlo.multiply %687, %688 : tensor<32x14x14x256xf32>
    %690 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %691 = stablehlo.add %689, %690 : tensor<32x14x14x256xf32>
    %692 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %693 = stablehlo.multiply %layer3.1.bn1.running_mean, %692 : tensor<256xf32>
    %694 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %695 = stablehlo.multiply %675, %694 : tensor<256xf32>
    %696 = stablehlo.add %693, %695 : tensor<256xf32>
    %697 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %698 = stablehlo.divide %680, %697 : tensor<256xf32>
    %699 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %700 = stablehlo.multiply %layer3.1.bn1.running_var, %699 : tensor<256xf32>
    %701 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %702 = stablehlo.multiply %698, %701 : tensor<256xf32>
    %703 = stablehlo.add %700, %702 : tensor<256xf32>
    %704 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %705 = stablehlo.maximum %691, %704 : tensor<32x14x14x256xf32>
    %706 = "stablehlo.convolution"(%705, %layer3.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %707 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %708 = "stablehlo.reduce"(%706, %707) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %709 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %710 = stablehlo.divide %708, %709 : tensor<256xf32>
    %711 = "stablehlo.broadcast_in_dim"(%710) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %712 = stablehlo.subtract %706, %711 : tensor<32x14x14x256xf32>
    %713 = stablehlo.multiply %712, %712 : tensor<32x14x14x256xf32>
    %714 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %715 = "stablehlo.reduce"(%713, %714) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %716 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %717 = stablehlo.divide %715, %716 : tensor<256xf32>
    %718 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %719 = stablehlo.add %717, %718 : tensor<256xf32>
    %720 = stablehlo.rsqrt %719 : tensor<256xf32>
    %721 = "stablehlo.broadcast_in_dim"(%720) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %722 = stablehlo.multiply %712, %721 : tensor<32x14x14x256xf32>
    %723 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %724 = stablehlo.multiply %722, %723 : tensor<32x14x14x256xf32>
    %725 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %726 = stablehlo.add %724, %725 : tensor<32x14x14x256xf32>
    %727 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %728 = stablehlo.multiply %layer3.1.bn2.running_mean, %727 : tensor<256xf32>
    %729 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %730 = stablehlo.multiply %710, %729 : tensor<256xf32>
    %731 = stablehlo.add %728, %730 : tensor<256xf32>
    %732 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %733 = stablehlo.divide %715, %732 : tensor<256xf32>
    %734 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %735 = stablehlo.multiply %layer3.1.bn2.running_var, %734 : tensor<256xf32>
    %736 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %737 = stablehlo.multiply %733, %736 : tensor<256xf32>
    %738 = stablehlo.add %735, %737 : tensor<256xf32>
    %739 = stablehlo.add %726, %670 : tensor<32x14x14x256xf32>
    %740 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %741 = stablehlo.maximum %739, %740 : tensor<32x14x14x256xf32>
    %742 = "stablehlo.convolution"(%741, %layer3.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %743 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %744 = "stablehlo.reduce"(%742, %743) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %745 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %746 = stablehlo.divide %744, %745 : tensor<256xf32>
    %747 = "stablehlo.broadcast_in_dim"(%746) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %748 = stablehlo.subtract %742, %747 : tensor<32x14x14x256xf32>
    %749 = stablehlo.multiply %748, %748 : tensor<32x14x14x256xf32>
    %750 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %751 = "stablehlo.reduce"(%749, %750) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %752 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %753 = stablehlo.divide %751, %752 : tensor<256xf32>
    %754 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %755 = stablehlo.add %753, %754 : tensor<256xf32>
    %756 = stablehlo.rsqrt %755 : tensor<256xf32>
    %757 = "stablehlo.broadcast_in_dim"(%756) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %758 = stablehlo.multiply %748, %757 : tensor<32x14x14x256xf32>
    %759 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %760 = stablehlo.multiply %758, %759 : tensor<32x14x14x256xf32>
    %761 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %762 = stablehlo.add %760, %761 : tensor<32x14x14x256xf32>
    %763 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %764 = stablehlo.multiply %layer3.2.bn1.running_mean, %763 : tensor<256xf32>
    %765 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %766 = stablehlo.multiply %746, %765 : tensor<256xf32>
    %767 = stablehlo.add %764, %766 : tensor<256xf32>
    %768 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %769 = stablehlo.divide %751, %768 : tensor<256xf32>
    %770 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %771 = stablehlo.multiply %layer3.2.bn1.running_var, %770 : tensor<256xf32>
    %772 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %773 = stablehlo.multiply %769, %772 : tensor<256xf32>
    %774 = stablehlo.add %771, %773 : tensor<256xf32>
    %775 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %776 = stablehlo.maximum %762, %775 : tensor<32x14x14x256xf32>
    %777 = "stablehlo.convolution"(%776, %layer3.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %778 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %779 = "stablehlo.reduce"(%777, %778) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %780 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %781 = stablehlo.divide %779, %780 : tensor<256xf32>
    %782 = "stablehlo.broadcast_in_dim"(%781) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %783 = stablehlo.subtract %777, %782 : tensor<32x14x14x256xf32>
    %784 = stablehlo.multiply %783, %783 : tensor<32x14x14x256xf32>
    %785 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %786 = "stablehlo.reduce"(%784, %785) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %787 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %788 = stablehlo.divide %786, %787 : tensor<256xf32>
    %789 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %790 = stablehlo.add %788, %789 : tensor<256xf32>
    %791 = stablehlo.rsqrt %790 : tensor<256xf32>
    %792 = "stablehlo.broadcast_in_dim"(%791) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %793 = stablehlo.multiply %783, %792 : tensor<32x14x14x256xf32>
    %794 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %795 = stablehlo.multiply %793, %794 : tensor<32x14x14x256xf32>
    %796 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %797 = stablehlo.add %795, %796 : tensor<32x14x14x256xf32>
    %798 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %799 = stablehlo.multiply %layer3.2.bn2.running_mean, %798 : tensor<256xf32>
    %800 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %801 = stablehlo.multiply %781, %800 : tensor<256xf32>
    %802 = stablehlo.add %799, %801 : tensor<256xf32>
    %803 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %804 = stablehlo.divide %786, %803 : tensor<256xf32>
    %805 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %806 = stablehlo.multiply %layer3.2.bn2.running_var, %805 : tensor<256xf32>
    %807 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %808 = stablehlo.multiply %804, %807 : tensor<256xf32>
    %809 = stablehlo.add %806, %808 : tensor<256xf32>
    %810 = stablehlo.add %797, %741 : tensor<32x14x14x256xf32>
    %811 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %812 = stablehlo.maximum %810, %811 : tensor<32x14x14x256xf32>
    %813 = "stablehlo.convolution"(%812, %layer3.3.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %814 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %815 = "stablehlo.reduce"(%813, %814) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %816 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %817 = stablehlo.divide %815, %816 : tensor<256xf32>
    %818 = "stablehlo.broadcast_in_dim"(%817) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %819 = stablehlo.subtract %813, %818 : tensor<32x14x14x256xf32>
    %820 = stablehlo.multiply %819, %819 : tensor<32x14x14x256xf32>
    %821 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %822 = "stablehlo.reduce"(%820, %821) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %823 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %824 = stablehlo.divide %822, %823 : tensor<256xf32>
    %825 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %826 = stablehlo.add %824, %825 : tensor<256xf32>
    %827 = stablehlo.rsqrt %826 : tensor<256xf32>
    %828 = "stablehlo.broadcast_in_dim"(%827) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %829 = stablehlo.multiply %819, %828 : tensor<32x14x14x256xf32>
    %830 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %831 = stablehlo.multiply %829, %830 : tensor<32x14x14x256xf32>
    %832 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %833 = stablehlo.add %831, %832 : tensor<32x14x14x256xf32>
    %834 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %835 = stablehlo.multiply %layer3.3.bn1.running_mean, %834 : tensor<256xf32>
    %836 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %837 = stablehlo.multiply %817, %836 : tensor<256xf32>
    %838 = stablehlo.add %835, %837 : tensor<256xf32>
    %839 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %840 = stablehlo.divide %822, %839 : tensor<256xf32>
    %841 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %842 = stablehlo.multiply %layer3.3.bn1.running_var, %841 : tensor<256xf32>
    %843 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %844 = stablehlo.multiply %840, %843 : tensor<256xf32>
    %845 = stablehlo.add %842, %844 : tensor<256xf32>
    %846 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %847 = stablehlo.maximum %833, %846 : tensor<32x14x14x256xf32>
    %848 = "stablehlo.convolution"(%847, %layer3.3.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %849 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %850 = "stablehlo.reduce"(%848, %849) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %851 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %852 = stablehlo.divide %850, %851 : tensor<256xf32>
    %853 = "stablehlo.broadcast_in_dim"(%852) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %854 = stablehlo.subtract %848, %853 : tensor<32x14x14x256xf32>
    %855 = stablehlo.multiply %854, %854 : tensor<32x14x14x256xf32>
    %856 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %857 = "stablehlo.reduce"(%855, %856) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %858 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %859 = stablehlo.divide %857, %858 : tensor<256xf32>
    %860 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %861 = stablehlo.add %859, %860 : tensor<256xf32>
    %862 = stablehlo.rsqrt %861 : tensor<256xf32>
    %863 = "stablehlo.broadcast_in_dim"(%862) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %864 = stablehlo.multiply %854, %863 : tensor<32x14x14x256xf32>
    %865 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %866 = stablehlo.multiply %864, %865 : tensor<32x14x14x256xf32>
    %867 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %868 = stablehlo.add %866, %867 : tensor<32x14x14x256xf32>
    %869 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %870 = stablehlo.multiply %layer3.3.bn2.running_mean, %869 : tensor<256xf32>
    %871 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %872 = stablehlo.multiply %852, %871 : tensor<256xf32>
    %873 = stablehlo.add %870, %872 : tensor<256xf32>
    %874 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %875 = stablehlo.divide %857, %874 : tensor<256xf32>
    %876 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %877 = stablehlo.multiply %layer3.3.bn2.running_var, %876 : tensor<256xf32>
    %878 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %879 = stablehlo.multiply %875, %878 : tensor<256xf32>
    %880 = stablehlo.add %877, %879 : tensor<256xf32>
    %881 = stablehlo.add %868, %812 : tensor<32x14x14x256xf32>
    %882 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %883 = stablehlo.maximum %881, %882 : tensor<32x14x14x256xf32>
    %884 = "stablehlo.convolution"(%883, %layer3.4.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %885 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %886 = "stablehlo.reduce"(%884, %885) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %887 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %888 = stablehlo.divide %886, %887 : tensor<256xf32>
    %889 = "stablehlo.broadcast_in_dim"(%888) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %890 = stablehlo.subtract %884, %889 : tensor<32x14x14x256xf32>
    %891 = stablehlo.multiply %890, %890 : tensor<32x14x14x256xf32>
    %892 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %893 = "stablehlo.reduce"(%891, %892) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %894 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %895 = stablehlo.divide %893, %894 : tensor<256xf32>
    %896 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %897 = stablehlo.add %895, %896 : tensor<256xf32>
    %898 = stablehlo.rsqrt %897 : tensor<256xf32>
    %899 = "stablehlo.broadcast_in_dim"(%898) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %900 = stablehlo.multiply %890, %899 : tensor<32x14x14x256xf32>
    %901 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %902 = stablehlo.multiply %900, %901 : tensor<32x14x14x256xf32>
    %903 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %904 = stablehlo.add %902, %903 : tensor<32x14x14x256xf32>
    %905 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %906 = stablehlo.multiply %layer3.4.bn1.running_mean, %905 : tensor<256xf32>
    %907 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %908 = stablehlo.multiply %888, %907 : tensor<256xf32>
    %909 = stablehlo.add %906, %908 : tensor<256xf32>
    %910 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %911 = stablehlo.divide %893, %910 : tensor<256xf32>
    %912 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %913 = stablehlo.multiply %layer3.4.bn1.running_var, %912 : tensor<256xf32>
    %914 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %915 = stablehlo.multiply %911, %914 : tensor<256xf32>
    %916 = stablehlo.add %913, %915 : tensor<256xf32>
    %917 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %918 = stablehlo.maximum %904, %917 : tensor<32x14x14x256xf32>
    %919 = "stablehlo.convolution"(%918, %layer3.4.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %920 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %921 = "stablehlo.reduce"(%919, %920) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %922 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %923 = stablehlo.divide %921, %922 : tensor<256xf32>
    %924 = "stablehlo.broadcast_in_dim"(%923) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %925 = stablehlo.subtract %919, %924 : tensor<32x14x14x256xf32>
    %926 = stablehlo.multiply %925, %925 : tensor<32x14x14x256xf32>
    %927 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %928 = "stablehlo.reduce"(%926, %927) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %929 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %930 = stablehlo.divide %928, %929 : tensor<256xf32>
    %931 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %932 = stablehlo.add %930, %931 : tensor<256xf32>
    %933 = stablehlo.rsqrt %932 : tensor<256xf32>
    %934 = "stablehlo.broadcast_in_dim"(%933) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %935 = stablehlo.multiply %925, %934 : tensor<32x14x14x256xf32>
    %936 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %937 = stablehlo.multiply %935, %936 : tensor<32x14x14x256xf32>
    %938 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %939 = stablehlo.add %937, %938 : tensor<32x14x14x256xf32>
    %940 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %941 = stablehlo.multiply %layer3.4.bn2.running_mean, %940 : tensor<256xf32>
    %942 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %943 = stablehlo.multiply %923, %942 : tensor<256xf32>
    %944 = stablehlo.add %941, %943 : tensor<256xf32>
    %945 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %946 = stablehlo.divide %928, %945 : tensor<256xf32>
    %947 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %948 = stablehlo.multiply %layer3.4.bn2.running_var, %947 : tensor<256xf32>
    %949 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %950 = stablehlo.multiply %946, %949 : tensor<256xf32>
    %951 = stablehlo.add %948, %950 : tensor<256xf32>
    %952 = stablehlo.add %939, %883 : tensor<32x14x14x256xf32>
    %953 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %954 = stablehlo.maximum %952, %953 : tensor<32x14x14x256xf32>
    %955 = "stablehlo.convolution"(%954, %layer3.5.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %956 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %957 = "stablehlo.reduce"(%955, %956) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %958 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %959 = stablehlo.divide %957, %958 : tensor<256xf32>
    %960 = "stablehlo.broadcast_in_dim"(%959) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %961 = stablehlo.subtract %955, %960 : tensor<32x14x14x256xf32>
    %962 = stablehlo.multiply %961, %961 : tensor<32x14x14x256xf32>
    %963 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %964 = "stablehlo.reduce"(%962, %963) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %965 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %966 = stablehlo.divide %964, %965 : tensor<256xf32>
    %967 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %968 = stablehlo.add %966, %967 : tensor<256xf32>
    %969 = stablehlo.rsqrt %968 : tensor<256xf32>
    %970 = "stablehlo.broadcast_in_dim"(%969) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %971 = stablehlo.multiply %961, %970 : tensor<32x14x14x256xf32>
    %972 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %973 = stablehlo.multiply %971, %972 : tensor<32x14x14x256xf32>
    %974 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %975 = stablehlo.add %973, %974 : tensor<32x14x14x256xf32>
    %976 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %977 = stablehlo.multiply %layer3.5.bn1.running_mean, %976 : tensor<256xf32>
    %978 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %979 = stablehlo.multiply %959, %978 : tensor<256xf32>
    %980 = stablehlo.add %977, %979 : tensor<256xf32>
    %981 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %982 = stablehlo.divide %964, %981 : tensor<256xf32>
    %983 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %984 = stablehlo.multiply %layer3.5.bn1.running_var, %983 : tensor<256xf32>
    %985 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %986 = stablehlo.multiply %982, %985 : tensor<256xf32>
    %987 = stablehlo.add %984, %986 : tensor<256xf32>
    %988 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %989 = stablehlo.maximum %975, %988 : tensor<32x14x14x256xf32>
    %990 = "stablehlo.convolution"(%989, %layer3.5.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %991 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %992 = "stablehlo.reduce"(%990, %991) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %993 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %994 = stablehlo.divide %992, %993 : tensor<256xf32>
    %995 = "stablehlo.broadcast_in_dim"(%994) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %996 = stablehlo.subtract %990, %995 : tensor<32x14x14x256xf32>
    %997 = stablehlo.multiply %996, %996 : tensor<32x14x14x256xf32>
    %998 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %999 = "stablehlo.reduce"(%997, %998) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1000 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1001 = stablehlo.divide %999, %1000 : tensor<256xf32>
    %1002 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1003 = stablehlo.add %1001, %1002 : tensor<256xf32>
    %1004 = stablehlo.rsqrt %1003 : tensor<256xf32>
    %1005 = "stablehlo.broadcast_in_dim"(%1004) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1006 = stablehlo.multiply %996, %1005 : tensor<32x14x14x256xf32>
    %1007 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1008 = stablehlo.multiply %1006, %1007 : tensor<32x14x14x256xf32>
    %1009 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1010 = stablehlo.add %1008, %1009 : tensor<32x14x14x256xf32>
    %1011 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1012 = stablehlo.multiply %layer3.5.bn2.running_mean, %1011 : tensor<256xf32>
    %1013 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1014 = stablehlo.multiply %994, %1013 : tensor<256xf32>
    %1015 = stablehlo.add %1012, %1014 : tensor<256xf32>
    %1016 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1017 = stablehlo.divide %999, %1016 : tensor<256xf32>
    %1018 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1019 = stablehlo.multiply %layer3.5.bn2.running_var, %1018 : tensor<256xf32>
    %1020 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1021 = stablehlo.multiply %1017, %1020 : tensor<256xf32>
    %1022 = stablehlo.add %1019, %1021 : tensor<256xf32>
    %1023 = stablehlo.add %1010, %954 : tensor<32x14x14x256xf32>
    %1024 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1025 = stablehlo.maximum %1023, %1024 : tensor<32x14x14x256xf32>
    %1026 = "stablehlo.convolution"(%1025, %layer4.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x512xf32>) -> tensor<32x7x7x512xf32>
    %1027 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1028 = "stablehlo.reduce"(%1026, %1027) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1029 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1030 = stablehlo.divide %1028, %1029 : tensor<512xf32>
    %1031 = "stablehlo.broadcast_in_dim"(%1030) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1032 = stablehlo.subtract %1026, %1031 : tensor<32x7x7x512xf32>
    %1033 = stablehlo.multiply %1032, %1032 : tensor<32x7x7x512xf32>
    %1034 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1035 = "stablehlo.reduce"(%1033, %1034) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1036 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1037 = stablehlo.divide %1035, %1036 : tensor<512xf32>
    %1038 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<512xf32>
    %1040 = stablehlo.rsqrt %1039 : tensor<512xf32>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1042 = stablehlo.multiply %1032, %1041 : tensor<32x7x7x512xf32>
    %1043 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1044 = stablehlo.multiply %1042, %1043 : tensor<32x7x7x512xf32>
    %1045 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1046 = stablehlo.add %1044, %1045 : tensor<32x7x7x512xf32>
    %1047 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1048 = stablehlo.multiply %layer4.0.bn1.running_mean, %1047 : tensor<512xf32>
    %1049 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1050 = stablehlo.multiply %1030, %1049 : tensor<512xf32>
    %1051 = stablehlo.add %1048, %1050 : tensor<512xf32>
    %1052 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1053 = stablehlo.divide %1035, %1052 : tensor<512xf32>
    %1054 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1055 = stablehlo.multiply %layer4.0.bn1.running_var, %1054 : tensor<512xf32>
    %1056 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1057 = stablehlo.multiply %1053, %1056 : tensor<512xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<512xf32>
    %1059 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1060 = stablehlo.maximum %1046, %1059 : tensor<32x7x7x512xf32>
    %1061 = "stablehlo.convolution"(%1060, %layer4.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1062 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1063 = "stablehlo.reduce"(%1061, %1062) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1064 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1065 = stablehlo.divide %1063, %1064 : tensor<512xf32>
    %1066 = "stablehlo.broadcast_in_dim"(%1065) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1067 = stablehlo.subtract %1061, %1066 : tensor<32x7x7x512xf32>
    %1068 = stablehlo.multiply %1067, %1067 : tensor<32x7x7x512xf32>
    %1069 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1070 = "stablehlo.reduce"(%1068, %1069) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1071 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1072 = stablehlo.divide %1070, %1071 : tensor<512xf32>
    %1073 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1074 = stablehlo.add %1072, %1073 : tensor<512xf32>
    %1075 = stablehlo.rsqrt %1074 : tensor<512xf32>
    %1076 = "stablehlo.broadcast_in_dim"(%1075) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1077 = stablehlo.multiply %1067, %1076 : tensor<32x7x7x512xf32>
    %1078 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1079 = stablehlo.multiply %1077, %1078 : tensor<32x7x7x512xf32>
    %1080 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1081 = stablehlo.add %1079, %1080 : tensor<32x7x7x512xf32>
    %1082 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1083 = stablehlo.multiply %layer4.0.bn2.running_mean, %1082 : tensor<512xf32>
    %1084 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1085 = stablehlo.multiply %1065, %1084 : tensor<512xf32>
    %1086 = stablehlo.add %1083, %1085 : tensor<512xf32>
    %1087 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1088 = stablehlo.divide %1070, %1087 : tensor<512xf32>
    %1089 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1090 = stablehlo.multiply %layer4.0.bn2.running_var, %1089 : tensor<512xf32>
    %1091 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1092 = stablehlo.multiply %1088, %1091 : tensor<512xf32>
    %1093 = stablehlo.add %1090, %1092 : tensor<512xf32>
    %1094 = "stablehlo.convolution"(%1025, %layer4.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x512xf32>) -> tensor<32x7x7x512xf32>
    %1095 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1096 = "stablehlo.reduce"(%1094, %1095) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1097 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1098 = stablehlo.divide %1096, %1097 : tensor<512xf32>
    %1099 = "stablehlo.broadcast_in_dim"(%1098) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1100 = stablehlo.subtract %1094, %1099 : tensor<32x7x7x512xf32>
    %1101 = stablehlo.multiply %1100, %1100 : tensor<32x7x7x512xf32>
    %1102 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1103 = "stablehlo.reduce"(%1101, %1102) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1104 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1105 = stablehlo.divide %1103, %1104 : tensor<512xf32>
    %1106 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1107 = stablehlo.add %1105, %1106 : tensor<512xf32>
    %1108 = stablehlo.rsqrt %1107 : tensor<512xf32>
    %1109 = "stablehlo.broadcast_in_dim"(%1108) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1110 = stablehlo.multiply %1100, %1109 : tensor<32x7x7x512xf32>
    %1111 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1112 = stablehlo.multiply %1110, %1111 : tensor<32x7x7x512xf32>
    %1113 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1114 = stablehlo.add %1112, %1113 : tensor<32x7x7x512xf32>
    %1115 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1116 = stablehlo.multiply %layer4.0.downsample.1.running_mean, %1115 : tensor<512xf32>
    %1117 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1118 = stablehlo.multiply %1098, %1117 : tensor<512xf32>
    %1119 = stablehlo.add %1116, %1118 : tensor<512xf32>
    %1120 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1121 = stablehlo.divide %1103, %1120 : tensor<512xf32>
    %1122 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1123 = stablehlo.multiply %layer4.0.downsample.1.running_var, %1122 : tensor<512xf32>
    %1124 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1125 = stablehlo.multiply %1121, %1124 : tensor<512xf32>
    %1126 = stablehlo.add %1123, %1125 : tensor<512xf32>
    %1127 = stablehlo.add %1081, %1114 : tensor<32x7x7x512xf32>
    %1128 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1129 = stablehlo.maximum %1127, %1128 : tensor<32x7x7x512xf32>
    %1130 = "stablehlo.convolution"(%1129, %layer4.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1131 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1132 = "stablehlo.reduce"(%1130, %1131) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1133 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1134 = stablehlo.divide %1132, %1133 : tensor<512xf32>
    %1135 = "stablehlo.broadcast_in_dim"(%1134) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1136 = stablehlo.subtract %1130, %1135 : tensor<32x7x7x512xf32>
    %1137 = stablehlo.multiply %1136, %1136 : tensor<32x7x7x512xf32>
    %1138 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1139 = "stablehlo.reduce"(%1137, %1138) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1140 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1141 = stablehlo.divide %1139, %1140 : tensor<512xf32>
    %1142 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1143 = stablehlo.add %1141, %1142 : tensor<512xf32>
    %1144 = stablehlo.rsqrt %1143 : tensor<512xf32>
    %1145 = "stablehlo.broadcast_in_dim"(%1144) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1146 = stablehlo.multiply %1136, %1145 : tensor<32x7x7x512xf32>
    %1147 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1148 = stablehlo.multiply %1146, %1147 : tensor<32x7x7x512xf32>
    %1149 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1150 = stablehlo.add %1148, %1149 : tensor<32x7x7x512xf32>
    %1151 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1152 = stablehlo.multiply %layer4.1.bn1.running_mean, %1151 : tensor<512xf32>
    %1153 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1154 = stablehlo.multiply %1134, %1153 : tensor<512xf32>
    %1155 = stablehlo.add %1152, %1154 : tensor<512xf32>
    %1156 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1157 = stablehlo.divide %1139, %1156 : tensor<512xf32>
    %1158 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1159 = stablehlo.multiply %layer4.1.bn1.running_var, %1158 : tensor<512xf32>
    %1160 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1161 = stablehlo.multiply %1157, %1160 : tensor<512xf32>
    %1162 = stablehlo.add %1159, %1161 : tensor<512xf32>
    %1163 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1164 = stablehlo.maximum %1150, %1163 : tensor<32x7x7x512xf32>
    %1165 = "stablehlo.convolution"(%1164, %layer4.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1166 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1167 = "stablehlo.reduce"(%1165, %1166) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1168 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1169 = stablehlo.divide %1167, %1168 : tensor<512xf32>
    %1170 = "stablehlo.broadcast_in_dim"(%1169) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1171 = stablehlo.subtract %1165, %1170 : tensor<32x7x7x512xf32>
    %1172 = stablehlo.multiply %1171, %1171 : tensor<32x7x7x512xf32>
    %1173 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1174 = "stablehlo.reduce"(%1172, %1173) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1175 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1176 = stablehlo.divide %1174, %1175 : tensor<512xf32>
    %1177 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1178 = stablehlo.add %1176, %1177 : tensor<512xf32>
    %1179 = stablehlo.rsqrt %1178 : tensor<512xf32>
    %1180 = "stablehlo.broadcast_in_dim"(%1179) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1181 = stablehlo.multiply %1171, %1180 : tensor<32x7x7x512xf32>
    %1182 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1183 = stablehlo.multiply %1181, %1182 : tensor<32x7x7x512xf32>
    %1184 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1185 = stablehlo.add %1183, %1184 : tensor<32x7x7x512xf32>
    %1186 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1187 = stablehlo.multiply %layer4.1.bn2.running_mean, %1186 : tensor<512xf32>
    %1188 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1189 = stablehlo.multiply %1169, %1188 : tensor<512xf32>
    %1190 = stablehlo.add %1187, %1189 : tensor<512xf32>
    %1191 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1192 = stablehlo.divide %1174, %1191 : tensor<512xf32>
    %1193 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1194 = stablehlo.multiply %layer4.1.bn2.running_var, %1193 : tensor<512xf32>
    %1195 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1196 = stablehlo.multiply %1192, %1195 : tensor<512xf32>
    %1197 = stablehlo.add %1194, %1196 : tensor<512xf32>
    %1198 = stablehlo.add %1185, %1129 : tensor<32x7x7x512xf32>
    %1199 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1200 = stablehlo.maximum %1198, %1199 : tensor<32x7x7x512xf32>
    %1201 = "stablehlo.convolution"(%1200, %layer4.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1202 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1203 = "stablehlo.reduce"(%1201, %1202) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1204 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1205 = stablehlo.divide %1203, %1204 : tensor<512xf32>
    %1206 = "stablehlo.broadcast_in_dim"(%1205) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1207 = stablehlo.subtract %1201, %1206 : tensor<32x7x7x512xf32>
    %1208 = stablehlo.multiply %1207, %1207 : tensor<32x7x7x512xf32>
    %1209 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1210 = "stablehlo.reduce"(%1208, %1209) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1211 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1212 = stablehlo.divide %1210, %1211 : tensor<512xf32>
    %1213 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1214 = stablehlo.add %1212, %1213 : tensor<512xf32>
    %1215 = stablehlo.rsqrt %1214 : tensor<512xf32>
    %1216 = "stablehlo.broadcast_in_dim"(%1215) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1217 = stablehlo.multiply %1207, %1216 : tensor<32x7x7x512xf32>
    %1218 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1219 = stablehlo.multiply %1217, %1218 : tensor<32x7x7x512xf32>
    %1220 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1221 = stablehlo.add %1219, %1220 : tensor<32x7x7x512xf32>
    %1222 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1223 = stablehlo.multiply %layer4.2.bn1.running_mean, %1222 : tensor<512xf32>
    %1224 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1225 = stablehlo.multiply %1205, %1224 : tensor<512xf32>
    %1226 = stablehlo.add %1223, %1225 : tensor<512xf32>
    %1227 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1228 = stablehlo.divide %1210, %1227 : tensor<512xf32>
    %1229 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1230 = stablehlo.multiply %layer4.2.bn1.running_var, %1229 : tensor<512xf32>
    %1231 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1232 = stablehlo.multiply %1228, %1231 : tensor<512xf32>
    %1233 = stablehlo.add %1230, %1232 : tensor<512xf32>
    %1234 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1235 = stablehlo.maximum %1221, %1234 : tensor<32x7x7x512xf32>
    %1236 = "stablehlo.convolution"(%1235, %layer4.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1237 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1238 = "stablehlo.reduce"(%1236, %1237) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1239 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1240 = stablehlo.divide %1238, %1239 : tensor<512xf32>
    %1241 = "stablehlo.broadcast_in_dim"(%1240) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1242 = stablehlo.subtract %1236, %1241 : tensor<32x7x7x512xf32>
    %1243 = stablehlo.multiply %1242, %1242 : tensor<32x7x7x512xf32>
    %1244 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1245 = "stablehlo.reduce"(%1243, %1244) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1246 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1247 = stablehlo.divide %1245, %1246 : tensor<512xf32>
    %1248 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1249 = stablehlo.add %1247, %1248 : tensor<512xf32>
    %1250 = stablehlo.rsqrt %1249 : tensor<512xf32>
    %1251 = "stablehlo.broadcast_in_dim"(%1250) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1252 = stablehlo.multiply %1242, %1251 : tensor<32x7x7x512xf32>
    %1253 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1254 = stablehlo.multiply %1252, %1253 : tensor<32x7x7x512xf32>
    %1255 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1256 = stablehlo.add %1254, %1255 : tensor<32x7x7x512xf32>
    %1257 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1258 = stablehlo.multiply %layer4.2.bn2.running_mean, %1257 : tensor<512xf32>
    %1259 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1260 = stablehlo.multiply %1240, %1259 : tensor<512xf32>
    %1261 = stablehlo.add %1258, %1260 : tensor<512xf32>
    %1262 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1263 = stablehlo.divide %1245, %1262 : tensor<512xf32>
    %1264 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1265 = stablehlo.multiply %layer4.2.bn2.running_var, %1264 : tensor<512xf32>
    %1266 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1267 = stablehlo.multiply %1263, %1266 : tensor<512xf32>
    %1268 = stablehlo.add %1265, %1267 : tensor<512xf32>
    %1269 = stablehlo.add %1256, %1200 : tensor<32x7x7x512xf32>
    %1270 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1271 = stablehlo.maximum %1269, %1270 : tensor<32x7x7x512xf32>
    %1272 = stablehlo.constant dense<0.0> : tensor<f32>
    %1273 = "stablehlo.reduce"(%1271, %1272) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %1274 = stablehlo.constant dense<49.0> : tensor<32x512xf32>
    %1275 = stablehlo.divide %1273, %1274 : tensor<32x512xf32>
    %1276 = "stablehlo.dot_general"(%1275, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x512xf32>, tensor<512x1000xf32>) -> tensor<32x1000xf32>
    %1277 = "stablehlo.broadcast_in_dim"(%fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<32x1000xf32>
    %1278 = stablehlo.add %1276, %1277 : tensor<32x1000xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %1279 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1280 = "stablehlo.reduce"(%1278, %1279) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.maximum %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x1000xf32>
    %1282 = stablehlo.subtract %1278, %1281 : tensor<32x1000xf32>
    %1283 = stablehlo.exponential %1282 : tensor<32x1000xf32>
    %1284 = stablehlo.constant dense<0.0> : tensor<f32>
    %1285 = "stablehlo.reduce"(%1283, %1284) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %1286 = "stablehlo.broadcast_in_dim"(%1285) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x1000xf32>
    %1287 = stablehlo.log %1286 : tensor<32x1000xf32>
    %1288 = stablehlo.subtract %1282, %1287 : tensor<32x1000xf32>
    %1289 = stablehlo.multiply %targets, %1288 : tensor<32x1000xf32>
    %1290 = stablehlo.constant dense<0.0> : tensor<f32>
    %1291 = "stablehlo.reduce"(%1289, %1290) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<f32>
    %1292 = stablehlo.negate %1291 : tensor<f32>
    %1293 = stablehlo.constant dense<32.0> : tensor<f32>
    %1294 = stablehlo.divide %1292, %1293 : tensor<f32>
    // ── backward ──
    %1295 = stablehlo.constant dense<0.0> : tensor<f32>
    %1296 = "stablehlo.reduce"(%targets, %1295) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %1297 = "stablehlo.broadcast_in_dim"(%1296) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x1000xf32>
    %1298 = stablehlo.divide %1283, %1286 : tensor<32x1000xf32>
    %1299 = stablehlo.multiply %1298, %1297 : tensor<32x1000xf32>
    %1300 = stablehlo.subtract %1299, %targets : tensor<32x1000xf32>
    %1301 = stablehlo.constant dense<32.0> : tensor<32x1000xf32>
    %1302 = stablehlo.divide %1300, %1301 : tensor<32x1000xf32>
    %1303 = "stablehlo.dot_general"(%1302, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x1000xf32>, tensor<512x1000xf32>) -> tensor<32x512xf32>
    %1304 = "stablehlo.dot_general"(%1275, %1302) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x512xf32>, tensor<32x1000xf32>) -> tensor<512x1000xf32>
    %1305 = stablehlo.constant dense<0.0> : tensor<f32>
    %1306 = "stablehlo.reduce"(%1302, %1305) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %1307 = stablehlo.constant dense<49.0> : tensor<32x512xf32>
    %1308 = stablehlo.divide %1303, %1307 : tensor<32x512xf32>
    %1309 = "stablehlo.broadcast_in_dim"(%1308) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x512xf32>) -> tensor<32x7x7x512xf32>
    %1310 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1311 = "stablehlo.compare"(%1269, %1310) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1312 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1313 = "stablehlo.select"(%1311, %1309, %1312) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1314 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1315 = "stablehlo.reduce"(%1313, %1314) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1316 = stablehlo.multiply %1313, %1252 : tensor<32x7x7x512xf32>
    %1317 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1318 = "stablehlo.reduce"(%1316, %1317) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1319 = stablehlo.multiply %layer4.2.bn2.g, %1250 : tensor<512xf32>
    %1320 = "stablehlo.broadcast_in_dim"(%1319) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1321 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1322 = stablehlo.divide %1315, %1321 : tensor<512xf32>
    %1323 = "stablehlo.broadcast_in_dim"(%1322) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1324 = stablehlo.subtract %1313, %1323 : tensor<32x7x7x512xf32>
    %1325 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1326 = stablehlo.divide %1318, %1325 : tensor<512xf32>
    %1327 = "stablehlo.broadcast_in_dim"(%1326) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1328 = stablehlo.multiply %1252, %1327 : tensor<32x7x7x512xf32>
    %1329 = stablehlo.subtract %1324, %1328 : tensor<32x7x7x512xf32>
    %1330 = stablehlo.multiply %1320, %1329 : tensor<32x7x7x512xf32>
    %1331 = "stablehlo.reverse"(%layer4.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %1332 = "stablehlo.convolution"(%1330, %1331) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1333 = "stablehlo.convolution"(%1235, %1330) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %1334 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1335 = "stablehlo.compare"(%1221, %1334) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1336 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1337 = "stablehlo.select"(%1335, %1332, %1336) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1338 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1339 = "stablehlo.reduce"(%1337, %1338) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1340 = stablehlo.multiply %1337, %1217 : tensor<32x7x7x512xf32>
    %1341 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1342 = "stablehlo.reduce"(%1340, %1341) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1343 = stablehlo.multiply %layer4.2.bn1.g, %1215 : tensor<512xf32>
    %1344 = "stablehlo.broadcast_in_dim"(%1343) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1345 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1346 = stablehlo.divide %1339, %1345 : tensor<512xf32>
    %1347 = "stablehlo.broadcast_in_dim"(%1346) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1348 = stablehlo.subtract %1337, %1347 : tensor<32x7x7x512xf32>
    %1349 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1350 = stablehlo.divide %1342, %1349 : tensor<512xf32>
    %1351 = "stablehlo.broadcast_in_dim"(%1350) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1352 = stablehlo.multiply %1217, %1351 : tensor<32x7x7x512xf32>
    %1353 = stablehlo.subtract %1348, %1352 : tensor<32x7x7x512xf32>
    %1354 = stablehlo.multiply %1344, %1353 : tensor<32x7x7x512xf32>
    %1355 = "stablehlo.reverse"(%layer4.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %1356 = "stablehlo.convolution"(%1354, %1355) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1357 = "stablehlo.convolution"(%1200, %1354) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %1358 = stablehlo.add %1356, %1313 : tensor<32x7x7x512xf32>
    %1359 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1360 = "stablehlo.compare"(%1198, %1359) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1361 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1362 = "stablehlo.select"(%1360, %1358, %1361) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1363 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1364 = "stablehlo.reduce"(%1362, %1363) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1365 = stablehlo.multiply %1362, %1181 : tensor<32x7x7x512xf32>
    %1366 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1367 = "stablehlo.reduce"(%1365, %1366) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1368 = stablehlo.multiply %layer4.1.bn2.g, %1179 : tensor<512xf32>
    %1369 = "stablehlo.broadcast_in_dim"(%1368) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1370 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1371 = stablehlo.divide %1364, %1370 : tensor<512xf32>
    %1372 = "stablehlo.broadcast_in_dim"(%1371) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1373 = stablehlo.subtract %1362, %1372 : tensor<32x7x7x512xf32>
    %1374 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1375 = stablehlo.divide %1367, %1374 : tensor<512xf32>
    %1376 = "stablehlo.broadcast_in_dim"(%1375) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1377 = stablehlo.multiply %1181, %1376 : tensor<32x7x7x512xf32>
    %1378 = stablehlo.subtract %1373, %1377 : tensor<32x7x7x512xf32>
    %1379 = stablehlo.multiply %1369, %1378 : tensor<32x7x7x512xf32>
    %1380 = "stablehlo.reverse"(%layer4.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %1381 = "stablehlo.convolution"(%1379, %1380) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1382 = "stablehlo.convolution"(%1164, %1379) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %1383 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1384 = "stablehlo.compare"(%1150, %1383) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1385 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1386 = "stablehlo.select"(%1384, %1381, %1385) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1387 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1388 = "stablehlo.reduce"(%1386, %1387) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1389 = stablehlo.multiply %1386, %1146 : tensor<32x7x7x512xf32>
    %1390 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1391 = "stablehlo.reduce"(%1389, %1390) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1392 = stablehlo.multiply %layer4.1.bn1.g, %1144 : tensor<512xf32>
    %1393 = "stablehlo.broadcast_in_dim"(%1392) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1394 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1395 = stablehlo.divide %1388, %1394 : tensor<512xf32>
    %1396 = "stablehlo.broadcast_in_dim"(%1395) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1397 = stablehlo.subtract %1386, %1396 : tensor<32x7x7x512xf32>
    %1398 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1399 = stablehlo.divide %1391, %1398 : tensor<512xf32>
    %1400 = "stablehlo.broadcast_in_dim"(%1399) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1401 = stablehlo.multiply %1146, %1400 : tensor<32x7x7x512xf32>
    %1402 = stablehlo.subtract %1397, %1401 : tensor<32x7x7x512xf32>
    %1403 = stablehlo.multiply %1393, %1402 : tensor<32x7x7x512xf32>
    %1404 = "stablehlo.reverse"(%layer4.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %1405 = "stablehlo.convolution"(%1403, %1404) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1406 = "stablehlo.convolution"(%1129, %1403) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %1407 = stablehlo.add %1405, %1362 : tensor<32x7x7x512xf32>
    %1408 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1409 = "stablehlo.compare"(%1127, %1408) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1410 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1411 = "stablehlo.select"(%1409, %1407, %1410) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1412 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1413 = "stablehlo.reduce"(%1411, %1412) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1414 = stablehlo.multiply %1411, %1077 : tensor<32x7x7x512xf32>
    %1415 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1416 = "stablehlo.reduce"(%1414, %1415) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1417 = stablehlo.multiply %layer4.0.bn2.g, %1075 : tensor<512xf32>
    %1418 = "stablehlo.broadcast_in_dim"(%1417) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1419 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1420 = stablehlo.divide %1413, %1419 : tensor<512xf32>
    %1421 = "stablehlo.broadcast_in_dim"(%1420) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1422 = stablehlo.subtract %1411, %1421 : tensor<32x7x7x512xf32>
    %1423 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1424 = stablehlo.divide %1416, %1423 : tensor<512xf32>
    %1425 = "stablehlo.broadcast_in_dim"(%1424) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1426 = stablehlo.multiply %1077, %1425 : tensor<32x7x7x512xf32>
    %1427 = stablehlo.subtract %1422, %1426 : tensor<32x7x7x512xf32>
    %1428 = stablehlo.multiply %1418, %1427 : tensor<32x7x7x512xf32>
    %1429 = "stablehlo.reverse"(%layer4.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %1430 = "stablehlo.convolution"(%1428, %1429) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1431 = "stablehlo.convolution"(%1060, %1428) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %1432 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1433 = "stablehlo.compare"(%1046, %1432) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1434 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1435 = "stablehlo.select"(%1433, %1430, %1434) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1436 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1437 = "stablehlo.reduce"(%1435, %1436) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1438 = stablehlo.multiply %1435, %1042 : tensor<32x7x7x512xf32>
    %1439 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1440 = "stablehlo.reduce"(%1438, %1439) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1441 = stablehlo.multiply %layer4.0.bn1.g, %1040 : tensor<512xf32>
    %1442 = "stablehlo.broadcast_in_dim"(%1441) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1443 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1444 = stablehlo.divide %1437, %1443 : tensor<512xf32>
    %1445 = "stablehlo.broadcast_in_dim"(%1444) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1446 = stablehlo.subtract %1435, %1445 : tensor<32x7x7x512xf32>
    %1447 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1448 = stablehlo.divide %1440, %1447 : tensor<512xf32>
    %1449 = "stablehlo.broadcast_in_dim"(%1448) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1450 = stablehlo.multiply %1042, %1449 : tensor<32x7x7x512xf32>
    %1451 = stablehlo.subtract %1446, %1450 : tensor<32x7x7x512xf32>
    %1452 = stablehlo.multiply %1442, %1451 : tensor<32x7x7x512xf32>
    %1453 = "stablehlo.reverse"(%layer4.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x512xf32>) -> tensor<3x3x256x512xf32>
    %1454 = "stablehlo.convolution"(%1452, %1453) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x256x512xf32>) -> tensor<32x14x14x256xf32>
    %1455 = "stablehlo.convolution"(%1025, %1452) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x256x512xf32>
    %1456 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1457 = "stablehlo.reduce"(%1411, %1456) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1458 = stablehlo.multiply %1411, %1110 : tensor<32x7x7x512xf32>
    %1459 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1460 = "stablehlo.reduce"(%1458, %1459) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1461 = stablehlo.multiply %layer4.0.downsample.1.g, %1108 : tensor<512xf32>
    %1462 = "stablehlo.broadcast_in_dim"(%1461) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1463 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1464 = stablehlo.divide %1457, %1463 : tensor<512xf32>
    %1465 = "stablehlo.broadcast_in_dim"(%1464) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1466 = stablehlo.subtract %1411, %1465 : tensor<32x7x7x512xf32>
    %1467 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1468 = stablehlo.divide %1460, %1467 : tensor<512xf32>
    %1469 = "stablehlo.broadcast_in_dim"(%1468) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1470 = stablehlo.multiply %1110, %1469 : tensor<32x7x7x512xf32>
    %1471 = stablehlo.subtract %1466, %1470 : tensor<32x7x7x512xf32>
    %1472 = stablehlo.multiply %1462, %1471 : tensor<32x7x7x512xf32>
    %1473 = "stablehlo.reverse"(%layer4.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %1474 = "stablehlo.convolution"(%1472, %1473) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x256x512xf32>) -> tensor<32x14x14x256xf32>
    %1475 = "stablehlo.convolution"(%1025, %1472) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x7x7x512xf32>) -> tensor<1x1x256x512xf32>
    %1476 = stablehlo.add %1454, %1474 : tensor<32x14x14x256xf32>
    %1477 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1478 = "stablehlo.compare"(%1023, %1477) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1479 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1480 = "stablehlo.select"(%1478, %1476, %1479) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1481 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1482 = "stablehlo.reduce"(%1480, %1481) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1483 = stablehlo.multiply %1480, %1006 : tensor<32x14x14x256xf32>
    %1484 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1485 = "stablehlo.reduce"(%1483, %1484) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1486 = stablehlo.multiply %layer3.5.bn2.g, %1004 : tensor<256xf32>
    %1487 = "stablehlo.broadcast_in_dim"(%1486) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1488 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1489 = stablehlo.divide %1482, %1488 : tensor<256xf32>
    %1490 = "stablehlo.broadcast_in_dim"(%1489) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1491 = stablehlo.subtract %1480, %1490 : tensor<32x14x14x256xf32>
    %1492 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1493 = stablehlo.divide %1485, %1492 : tensor<256xf32>
    %1494 = "stablehlo.broadcast_in_dim"(%1493) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1495 = stablehlo.multiply %1006, %1494 : tensor<32x14x14x256xf32>
    %1496 = stablehlo.subtract %1491, %1495 : tensor<32x14x14x256xf32>
    %1497 = stablehlo.multiply %1487, %1496 : tensor<32x14x14x256xf32>
    %1498 = "stablehlo.reverse"(%layer3.5.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1499 = "stablehlo.convolution"(%1497, %1498) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1500 = "stablehlo.convolution"(%989, %1497) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1501 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1502 = "stablehlo.compare"(%975, %1501) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1503 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1504 = "stablehlo.select"(%1502, %1499, %1503) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1505 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1506 = "stablehlo.reduce"(%1504, %1505) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1507 = stablehlo.multiply %1504, %971 : tensor<32x14x14x256xf32>
    %1508 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1509 = "stablehlo.reduce"(%1507, %1508) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1510 = stablehlo.multiply %layer3.5.bn1.g, %969 : tensor<256xf32>
    %1511 = "stablehlo.broadcast_in_dim"(%1510) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1512 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1513 = stablehlo.divide %1506, %1512 : tensor<256xf32>
    %1514 = "stablehlo.broadcast_in_dim"(%1513) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1515 = stablehlo.subtract %1504, %1514 : tensor<32x14x14x256xf32>
    %1516 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1517 = stablehlo.divide %1509, %1516 : tensor<256xf32>
    %1518 = "stablehlo.broadcast_in_dim"(%1517) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1519 = stablehlo.multiply %971, %1518 : tensor<32x14x14x256xf32>
    %1520 = stablehlo.subtract %1515, %1519 : tensor<32x14x14x256xf32>
    %1521 = stablehlo.multiply %1511, %1520 : tensor<32x14x14x256xf32>
    %1522 = "stablehlo.reverse"(%layer3.5.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1523 = "stablehlo.convolution"(%1521, %1522) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1524 = "stablehlo.convolution"(%954, %1521) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1525 = stablehlo.add %1523, %1480 : tensor<32x14x14x256xf32>
    %1526 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1527 = "stablehlo.compare"(%952, %1526) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1528 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1529 = "stablehlo.select"(%1527, %1525, %1528) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1530 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1531 = "stablehlo.reduce"(%1529, %1530) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1532 = stablehlo.multiply %1529, %935 : tensor<32x14x14x256xf32>
    %1533 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1534 = "stablehlo.reduce"(%1532, %1533) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1535 = stablehlo.multiply %layer3.4.bn2.g, %933 : tensor<256xf32>
    %1536 = "stablehlo.broadcast_in_dim"(%1535) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1537 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1538 = stablehlo.divide %1531, %1537 : tensor<256xf32>
    %1539 = "stablehlo.broadcast_in_dim"(%1538) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1540 = stablehlo.subtract %1529, %1539 : tensor<32x14x14x256xf32>
    %1541 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1542 = stablehlo.divide %1534, %1541 : tensor<256xf32>
    %1543 = "stablehlo.broadcast_in_dim"(%1542) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1544 = stablehlo.multiply %935, %1543 : tensor<32x14x14x256xf32>
    %1545 = stablehlo.subtract %1540, %1544 : tensor<32x14x14x256xf32>
    %1546 = stablehlo.multiply %1536, %1545 : tensor<32x14x14x256xf32>
    %1547 = "stablehlo.reverse"(%layer3.4.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1548 = "stablehlo.convolution"(%1546, %1547) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1549 = "stablehlo.convolution"(%918, %1546) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1550 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1551 = "stablehlo.compare"(%904, %1550) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1552 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1553 = "stablehlo.select"(%1551, %1548, %1552) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1554 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1555 = "stablehlo.reduce"(%1553, %1554) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1556 = stablehlo.multiply %1553, %900 : tensor<32x14x14x256xf32>
    %1557 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1558 = "stablehlo.reduce"(%1556, %1557) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1559 = stablehlo.multiply %layer3.4.bn1.g, %898 : tensor<256xf32>
    %1560 = "stablehlo.broadcast_in_dim"(%1559) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1561 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1562 = stablehlo.divide %1555, %1561 : tensor<256xf32>
    %1563 = "stablehlo.broadcast_in_dim"(%1562) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1564 = stablehlo.subtract %1553, %1563 : tensor<32x14x14x256xf32>
    %1565 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1566 = stablehlo.divide %1558, %1565 : tensor<256xf32>
    %1567 = "stablehlo.broadcast_in_dim"(%1566) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1568 = stablehlo.multiply %900, %1567 : tensor<32x14x14x256xf32>
    %1569 = stablehlo.subtract %1564, %1568 : tensor<32x14x14x256xf32>
    %1570 = stablehlo.multiply %1560, %1569 : tensor<32x14x14x256xf32>
    %1571 = "stablehlo.reverse"(%layer3.4.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1572 = "stablehlo.convolution"(%1570, %1571) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1573 = "stablehlo.convolution"(%883, %1570) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1574 = stablehlo.add %1572, %1529 : tensor<32x14x14x256xf32>
    %1575 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1576 = "stablehlo.compare"(%881, %1575) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1577 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1578 = "stablehlo.select"(%1576, %1574, %1577) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1579 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1580 = "stablehlo.reduce"(%1578, %1579) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1581 = stablehlo.multiply %1578, %864 : tensor<32x14x14x256xf32>
    %1582 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1583 = "stablehlo.reduce"(%1581, %1582) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1584 = stablehlo.multiply %layer3.3.bn2.g, %862 : tensor<256xf32>
    %1585 = "stablehlo.broadcast_in_dim"(%1584) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1586 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1587 = stablehlo.divide %1580, %1586 : tensor<256xf32>
    %1588 = "stablehlo.broadcast_in_dim"(%1587) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1589 = stablehlo.subtract %1578, %1588 : tensor<32x14x14x256xf32>
    %1590 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1591 = stablehlo.divide %1583, %1590 : tensor<256xf32>
    %1592 = "stablehlo.broadcast_in_dim"(%1591) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1593 = stablehlo.multiply %864, %1592 : tensor<32x14x14x256xf32>
    %1594 = stablehlo.subtract %1589, %1593 : tensor<32x14x14x256xf32>
    %1595 = stablehlo.multiply %1585, %1594 : tensor<32x14x14x256xf32>
    %1596 = "stablehlo.reverse"(%layer3.3.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1597 = "stablehlo.convolution"(%1595, %1596) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1598 = "stablehlo.convolution"(%847, %1595) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1599 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1600 = "stablehlo.compare"(%833, %1599) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1601 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1602 = "stablehlo.select"(%1600, %1597, %1601) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1603 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1604 = "stablehlo.reduce"(%1602, %1603) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1605 = stablehlo.multiply %1602, %829 : tensor<32x14x14x256xf32>
    %1606 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1607 = "stablehlo.reduce"(%1605, %1606) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1608 = stablehlo.multiply %layer3.3.bn1.g, %827 : tensor<256xf32>
    %1609 = "stablehlo.broadcast_in_dim"(%1608) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1610 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1611 = stablehlo.divide %1604, %1610 : tensor<256xf32>
    %1612 = "stablehlo.broadcast_in_dim"(%1611) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1613 = stablehlo.subtract %1602, %1612 : tensor<32x14x14x256xf32>
    %1614 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1615 = stablehlo.divide %1607, %1614 : tensor<256xf32>
    %1616 = "stablehlo.broadcast_in_dim"(%1615) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1617 = stablehlo.multiply %829, %1616 : tensor<32x14x14x256xf32>
    %1618 = stablehlo.subtract %1613, %1617 : tensor<32x14x14x256xf32>
    %1619 = stablehlo.multiply %1609, %1618 : tensor<32x14x14x256xf32>
    %1620 = "stablehlo.reverse"(%layer3.3.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1621 = "stablehlo.convolution"(%1619, %1620) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1622 = "stablehlo.convolution"(%812, %1619) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1623 = stablehlo.add %1621, %1578 : tensor<32x14x14x256xf32>
    %1624 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1625 = "stablehlo.compare"(%810, %1624) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1626 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1627 = "stablehlo.select"(%1625, %1623, %1626) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1628 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1629 = "stablehlo.reduce"(%1627, %1628) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1630 = stablehlo.multiply %1627, %793 : tensor<32x14x14x256xf32>
    %1631 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1632 = "stablehlo.reduce"(%1630, %1631) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1633 = stablehlo.multiply %layer3.2.bn2.g, %791 : tensor<256xf32>
    %1634 = "stablehlo.broadcast_in_dim"(%1633) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1635 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1636 = stablehlo.divide %1629, %1635 : tensor<256xf32>
    %1637 = "stablehlo.broadcast_in_dim"(%1636) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1638 = stablehlo.subtract %1627, %1637 : tensor<32x14x14x256xf32>
    %1639 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1640 = stablehlo.divide %1632, %1639 : tensor<256xf32>
    %1641 = "stablehlo.broadcast_in_dim"(%1640) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1642 = stablehlo.multiply %793, %1641 : tensor<32x14x14x256xf32>
    %1643 = stablehlo.subtract %1638, %1642 : tensor<32x14x14x256xf32>
    %1644 = stablehlo.multiply %1634, %1643 : tensor<32x14x14x256xf32>
    %1645 = "stablehlo.reverse"(%layer3.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1646 = "stablehlo.convolution"(%1644, %1645) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1647 = "stablehlo.convolution"(%776, %1644) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1648 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1649 = "stablehlo.compare"(%762, %1648) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1650 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1651 = "stablehlo.select"(%1649, %1646, %1650) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1652 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1653 = "stablehlo.reduce"(%1651, %1652) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1654 = stablehlo.multiply %1651, %758 : tensor<32x14x14x256xf32>
    %1655 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1656 = "stablehlo.reduce"(%1654, %1655) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1657 = stablehlo.multiply %layer3.2.bn1.g, %756 : tensor<256xf32>
    %1658 = "stablehlo.broadcast_in_dim"(%1657) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1659 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1660 = stablehlo.divide %1653, %1659 : tensor<256xf32>
    %1661 = "stablehlo.broadcast_in_dim"(%1660) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1662 = stablehlo.subtract %1651, %1661 : tensor<32x14x14x256xf32>
    %1663 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1664 = stablehlo.divide %1656, %1663 : tensor<256xf32>
    %1665 = "stablehlo.broadcast_in_dim"(%1664) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1666 = stablehlo.multiply %758, %1665 : tensor<32x14x14x256xf32>
    %1667 = stablehlo.subtract %1662, %1666 : tensor<32x14x14x256xf32>
    %1668 = stablehlo.multiply %1658, %1667 : tensor<32x14x14x256xf32>
    %1669 = "stablehlo.reverse"(%layer3.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1670 = "stablehlo.convolution"(%1668, %1669) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1671 = "stablehlo.convolution"(%741, %1668) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1672 = stablehlo.add %1670, %1627 : tensor<32x14x14x256xf32>
    %1673 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1674 = "stablehlo.compare"(%739, %1673) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1675 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1676 = "stablehlo.select"(%1674, %1672, %1675) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1677 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1678 = "stablehlo.reduce"(%1676, %1677) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1679 = stablehlo.multiply %1676, %722 : tensor<32x14x14x256xf32>
    %1680 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1681 = "stablehlo.reduce"(%1679, %1680) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1682 = stablehlo.multiply %layer3.1.bn2.g, %720 : tensor<256xf32>
    %1683 = "stablehlo.broadcast_in_dim"(%1682) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1684 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1685 = stablehlo.divide %1678, %1684 : tensor<256xf32>
    %1686 = "stablehlo.broadcast_in_dim"(%1685) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1687 = stablehlo.subtract %1676, %1686 : tensor<32x14x14x256xf32>
    %1688 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1689 = stablehlo.divide %1681, %1688 : tensor<256xf32>
    %1690 = "stablehlo.broadcast_in_dim"(%1689) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1691 = stablehlo.multiply %722, %1690 : tensor<32x14x14x256xf32>
    %1692 = stablehlo.subtract %1687, %1691 : tensor<32x14x14x256xf32>
    %1693 = stablehlo.multiply %1683, %1692 : tensor<32x14x14x256xf32>
    %1694 = "stablehlo.reverse"(%layer3.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1695 = "stablehlo.convolution"(%1693, %1694) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1696 = "stablehlo.convolution"(%705, %1693) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1697 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1698 = "stablehlo.compare"(%691, %1697) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1699 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1700 = "stablehlo.select"(%1698, %1695, %1699) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1701 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1702 = "stablehlo.reduce"(%1700, %1701) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1703 = stablehlo.multiply %1700, %687 : tensor<32x14x14x256xf32>
    %1704 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1705 = "stablehlo.reduce"(%1703, %1704) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1706 = stablehlo.multiply %layer3.1.bn1.g, %685 : tensor<256xf32>
    %1707 = "stablehlo.broadcast_in_dim"(%1706) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1708 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1709 = stablehlo.divide %1702, %1708 : tensor<256xf32>
    %1710 = "stablehlo.broadcast_in_dim"(%1709) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1711 = stablehlo.subtract %1700, %1710 : tensor<32x14x14x256xf32>
    %1712 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1713 = stablehlo.divide %1705, %1712 : tensor<256xf32>
    %1714 = "stablehlo.broadcast_in_dim"(%1713) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1715 = stablehlo.multiply %687, %1714 : tensor<32x14x14x256xf32>
    %1716 = stablehlo.subtract %1711, %1715 : tensor<32x14x14x256xf32>
    %1717 = stablehlo.multiply %1707, %1716 : tensor<32x14x14x256xf32>
    %1718 = "stablehlo.reverse"(%layer3.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1719 = "stablehlo.convolution"(%1717, %1718) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1720 = "stablehlo.convolution"(%670, %1717) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1721 = stablehlo.add %1719, %1676 : tensor<32x14x14x256xf32>
    %1722 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1723 = "stablehlo.compare"(%668, %1722) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1724 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1725 = "stablehlo.select"(%1723, %1721, %1724) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1726 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1727 = "stablehlo.reduce"(%1725, %1726) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1728 = stablehlo.multiply %1725, %618 : tensor<32x14x14x256xf32>
    %1729 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1730 = "stablehlo.reduce"(%1728, %1729) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1731 = stablehlo.multiply %layer3.0.bn2.g, %616 : tensor<256xf32>
    %1732 = "stablehlo.broadcast_in_dim"(%1731) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1733 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1734 = stablehlo.divide %1727, %1733 : tensor<256xf32>
    %1735 = "stablehlo.broadcast_in_dim"(%1734) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1736 = stablehlo.subtract %1725, %1735 : tensor<32x14x14x256xf32>
    %1737 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1738 = stablehlo.divide %1730, %1737 : tensor<256xf32>
    %1739 = "stablehlo.broadcast_in_dim"(%1738) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1740 = stablehlo.multiply %618, %1739 : tensor<32x14x14x256xf32>
    %1741 = stablehlo.subtract %1736, %1740 : tensor<32x14x14x256xf32>
    %1742 = stablehlo.multiply %1732, %1741 : tensor<32x14x14x256xf32>
    %1743 = "stablehlo.reverse"(%layer3.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %1744 = "stablehlo.convolution"(%1742, %1743) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1745 = "stablehlo.convolution"(%601, %1742) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %1746 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1747 = "stablehlo.compare"(%587, %1746) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %1748 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1749 = "stablehlo.select"(%1747, %1744, %1748) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %1750 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1751 = "stablehlo.reduce"(%1749, %1750) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1752 = stablehlo.multiply %1749, %583 : tensor<32x14x14x256xf32>
    %1753 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1754 = "stablehlo.reduce"(%1752, %1753) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1755 = stablehlo.multiply %layer3.0.bn1.g, %581 : tensor<256xf32>
    %1756 = "stablehlo.broadcast_in_dim"(%1755) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1757 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1758 = stablehlo.divide %1751, %1757 : tensor<256xf32>
    %1759 = "stablehlo.broadcast_in_dim"(%1758) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1760 = stablehlo.subtract %1749, %1759 : tensor<32x14x14x256xf32>
    %1761 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1762 = stablehlo.divide %1754, %1761 : tensor<256xf32>
    %1763 = "stablehlo.broadcast_in_dim"(%1762) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1764 = stablehlo.multiply %583, %1763 : tensor<32x14x14x256xf32>
    %1765 = stablehlo.subtract %1760, %1764 : tensor<32x14x14x256xf32>
    %1766 = stablehlo.multiply %1756, %1765 : tensor<32x14x14x256xf32>
    %1767 = "stablehlo.reverse"(%layer3.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x256xf32>) -> tensor<3x3x128x256xf32>
    %1768 = "stablehlo.convolution"(%1766, %1767) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x128x256xf32>) -> tensor<32x28x28x128xf32>
    %1769 = "stablehlo.convolution"(%566, %1766) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x128x256xf32>
    %1770 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1771 = "stablehlo.reduce"(%1725, %1770) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1772 = stablehlo.multiply %1725, %651 : tensor<32x14x14x256xf32>
    %1773 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1774 = "stablehlo.reduce"(%1772, %1773) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1775 = stablehlo.multiply %layer3.0.downsample.1.g, %649 : tensor<256xf32>
    %1776 = "stablehlo.broadcast_in_dim"(%1775) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1777 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1778 = stablehlo.divide %1771, %1777 : tensor<256xf32>
    %1779 = "stablehlo.broadcast_in_dim"(%1778) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1780 = stablehlo.subtract %1725, %1779 : tensor<32x14x14x256xf32>
    %1781 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1782 = stablehlo.divide %1774, %1781 : tensor<256xf32>
    %1783 = "stablehlo.broadcast_in_dim"(%1782) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1784 = stablehlo.multiply %651, %1783 : tensor<32x14x14x256xf32>
    %1785 = stablehlo.subtract %1780, %1784 : tensor<32x14x14x256xf32>
    %1786 = stablehlo.multiply %1776, %1785 : tensor<32x14x14x256xf32>
    %1787 = "stablehlo.reverse"(%layer3.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x128x256xf32>) -> tensor<1x1x128x256xf32>
    %1788 = "stablehlo.convolution"(%1786, %1787) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x128x256xf32>) -> tensor<32x28x28x128xf32>
    %1789 = "stablehlo.convolution"(%566, %1786) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x128x256xf32>
    %1790 = stablehlo.add %1768, %1788 : tensor<32x28x28x128xf32>
    %1791 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1792 = "stablehlo.compare"(%564, %1791) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %1793 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1794 = "stablehlo.select"(%1792, %1790, %1793) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %1795 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1796 = "stablehlo.reduce"(%1794, %1795) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1797 = stablehlo.multiply %1794, %547 : tensor<32x28x28x128xf32>
    %1798 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1799 = "stablehlo.reduce"(%1797, %1798) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1800 = stablehlo.multiply %layer2.3.bn2.g, %545 : tensor<128xf32>
    %1801 = "stablehlo.broadcast_in_dim"(%1800) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1802 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1803 = stablehlo.divide %1796, %1802 : tensor<128xf32>
    %1804 = "stablehlo.broadcast_in_dim"(%1803) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1805 = stablehlo.subtract %1794, %1804 : tensor<32x28x28x128xf32>
    %1806 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1807 = stablehlo.divide %1799, %1806 : tensor<128xf32>
    %1808 = "stablehlo.broadcast_in_dim"(%1807) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1809 = stablehlo.multiply %547, %1808 : tensor<32x28x28x128xf32>
    %1810 = stablehlo.subtract %1805, %1809 : tensor<32x28x28x128xf32>
    %1811 = stablehlo.multiply %1801, %1810 : tensor<32x28x28x128xf32>
    %1812 = "stablehlo.reverse"(%layer2.3.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1813 = "stablehlo.convolution"(%1811, %1812) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %1814 = "stablehlo.convolution"(%530, %1811) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %1815 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1816 = "stablehlo.compare"(%516, %1815) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %1817 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1818 = "stablehlo.select"(%1816, %1813, %1817) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %1819 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1820 = "stablehlo.reduce"(%1818, %1819) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1821 = stablehlo.multiply %1818, %512 : tensor<32x28x28x128xf32>
    %1822 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1823 = "stablehlo.reduce"(%1821, %1822) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1824 = stablehlo.multiply %layer2.3.bn1.g, %510 : tensor<128xf32>
    %1825 = "stablehlo.broadcast_in_dim"(%1824) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1826 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1827 = stablehlo.divide %1820, %1826 : tensor<128xf32>
    %1828 = "stablehlo.broadcast_in_dim"(%1827) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1829 = stablehlo.subtract %1818, %1828 : tensor<32x28x28x128xf32>
    %1830 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1831 = stablehlo.divide %1823, %1830 : tensor<128xf32>
    %1832 = "stablehlo.broadcast_in_dim"(%1831) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1833 = stablehlo.multiply %512, %1832 : tensor<32x28x28x128xf32>
    %1834 = stablehlo.subtract %1829, %1833 : tensor<32x28x28x128xf32>
    %1835 = stablehlo.multiply %1825, %1834 : tensor<32x28x28x128xf32>
    %1836 = "stablehlo.reverse"(%layer2.3.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1837 = "stablehlo.convolution"(%1835, %1836) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %1838 = "stablehlo.convolution"(%495, %1835) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %1839 = stablehlo.add %1837, %1794 : tensor<32x28x28x128xf32>
    %1840 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1841 = "stablehlo.compare"(%493, %1840) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %1842 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1843 = "stablehlo.select"(%1841, %1839, %1842) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %1844 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1845 = "stablehlo.reduce"(%1843, %1844) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1846 = stablehlo.multiply %1843, %476 : tensor<32x28x28x128xf32>
    %1847 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1848 = "stablehlo.reduce"(%1846, %1847) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1849 = stablehlo.multiply %layer2.2.bn2.g, %474 : tensor<128xf32>
    %1850 = "stablehlo.broadcast_in_dim"(%1849) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1851 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1852 = stablehlo.divide %1845, %1851 : tensor<128xf32>
    %1853 = "stablehlo.broadcast_in_dim"(%1852) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1854 = stablehlo.subtract %1843, %1853 : tensor<32x28x28x128xf32>
    %1855 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1856 = stablehlo.divide %1848, %1855 : tensor<128xf32>
    %1857 = "stablehlo.broadcast_in_dim"(%1856) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1858 = stablehlo.multiply %476, %1857 : tensor<32x28x28x128xf32>
    %1859 = stablehlo.subtract %1854, %1858 : tensor<32x28x28x128xf32>
    %1860 = stablehlo.multiply %1850, %1859 : tensor<32x28x28x128xf32>
    %1861 = "stablehlo.reverse"(%layer2.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1862 = "stablehlo.convolution"(%1860, %1861) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %1863 = "stablehlo.convolution"(%459, %1860) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %1864 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1865 = "stablehlo.compare"(%445, %1864) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %1866 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1867 = "stablehlo.select"(%1865, %1862, %1866) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %1868 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1869 = "stablehlo.reduce"(%1867, %1868) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1870 = stablehlo.multiply %1867, %441 : tensor<32x28x28x128xf32>
    %1871 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1872 = "stablehlo.reduce"(%1870, %1871) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1873 = stablehlo.multiply %layer2.2.bn1.g, %439 : tensor<128xf32>
    %1874 = "stablehlo.broadcast_in_dim"(%1873) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1875 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1876 = stablehlo.divide %1869, %1875 : tensor<128xf32>
    %1877 = "stablehlo.broadcast_in_dim"(%1876) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1878 = stablehlo.subtract %1867, %1877 : tensor<32x28x28x128xf32>
    %1879 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1880 = stablehlo.divide %1872, %1879 : tensor<128xf32>
    %1881 = "stablehlo.broadcast_in_dim"(%1880) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1882 = stablehlo.multiply %441, %1881 : tensor<32x28x28x128xf32>
    %1883 = stablehlo.subtract %1878, %1882 : tensor<32x28x28x128xf32>
    %1884 = stablehlo.multiply %1874, %1883 : tensor<32x28x28x128xf32>
    %1885 = "stablehlo.reverse"(%layer2.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1886 = "stablehlo.convolution"(%1884, %1885) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %1887 = "stablehlo.convolution"(%424, %1884) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %1888 = stablehlo.add %1886, %1843 : tensor<32x28x28x128xf32>
    %1889 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1890 = "stablehlo.compare"(%422, %1889) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %1891 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1892 = "stablehlo.select"(%1890, %1888, %1891) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %1893 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1894 = "stablehlo.reduce"(%1892, %1893) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1895 = stablehlo.multiply %1892, %405 : tensor<32x28x28x128xf32>
    %1896 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1897 = "stablehlo.reduce"(%1895, %1896) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1898 = stablehlo.multiply %layer2.1.bn2.g, %403 : tensor<128xf32>
    %1899 = "stablehlo.broadcast_in_dim"(%1898) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1900 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1901 = stablehlo.divide %1894, %1900 : tensor<128xf32>
    %1902 = "stablehlo.broadcast_in_dim"(%1901) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1903 = stablehlo.subtract %1892, %1902 : tensor<32x28x28x128xf32>
    %1904 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1905 = stablehlo.divide %1897, %1904 : tensor<128xf32>
    %1906 = "stablehlo.broadcast_in_dim"(%1905) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1907 = stablehlo.multiply %405, %1906 : tensor<32x28x28x128xf32>
    %1908 = stablehlo.subtract %1903, %1907 : tensor<32x28x28x128xf32>
    %1909 = stablehlo.multiply %1899, %1908 : tensor<32x28x28x128xf32>
    %1910 = "stablehlo.reverse"(%layer2.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1911 = "stablehlo.convolution"(%1909, %1910) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %1912 = "stablehlo.convolution"(%388, %1909) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %1913 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1914 = "stablehlo.compare"(%374, %1913) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %1915 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1916 = "stablehlo.select"(%1914, %1911, %1915) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %1917 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1918 = "stablehlo.reduce"(%1916, %1917) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1919 = stablehlo.multiply %1916, %370 : tensor<32x28x28x128xf32>
    %1920 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1921 = "stablehlo.reduce"(%1919, %1920) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1922 = stablehlo.multiply %layer2.1.bn1.g, %368 : tensor<128xf32>
    %1923 = "stablehlo.broadcast_in_dim"(%1922) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1924 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1925 = stablehlo.divide %1918, %1924 : tensor<128xf32>
    %1926 = "stablehlo.broadcast_in_dim"(%1925) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1927 = stablehlo.subtract %1916, %1926 : tensor<32x28x28x128xf32>
    %1928 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1929 = stablehlo.divide %1921, %1928 : tensor<128xf32>
    %1930 = "stablehlo.broadcast_in_dim"(%1929) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1931 = stablehlo.multiply %370, %1930 : tensor<32x28x28x128xf32>
    %1932 = stablehlo.subtract %1927, %1931 : tensor<32x28x28x128xf32>
    %1933 = stablehlo.multiply %1923, %1932 : tensor<32x28x28x128xf32>
    %1934 = "stablehlo.reverse"(%layer2.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1935 = "stablehlo.convolution"(%1933, %1934) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %1936 = "stablehlo.convolution"(%353, %1933) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %1937 = stablehlo.add %1935, %1892 : tensor<32x28x28x128xf32>
    %1938 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1939 = "stablehlo.compare"(%351, %1938) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %1940 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1941 = "stablehlo.select"(%1939, %1937, %1940) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %1942 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1943 = "stablehlo.reduce"(%1941, %1942) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1944 = stablehlo.multiply %1941, %301 : tensor<32x28x28x128xf32>
    %1945 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1946 = "stablehlo.reduce"(%1944, %1945) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1947 = stablehlo.multiply %layer2.0.bn2.g, %299 : tensor<128xf32>
    %1948 = "stablehlo.broadcast_in_dim"(%1947) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1949 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1950 = stablehlo.divide %1943, %1949 : tensor<128xf32>
    %1951 = "stablehlo.broadcast_in_dim"(%1950) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1952 = stablehlo.subtract %1941, %1951 : tensor<32x28x28x128xf32>
    %1953 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1954 = stablehlo.divide %1946, %1953 : tensor<128xf32>
    %1955 = "stablehlo.broadcast_in_dim"(%1954) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1956 = stablehlo.multiply %301, %1955 : tensor<32x28x28x128xf32>
    %1957 = stablehlo.subtract %1952, %1956 : tensor<32x28x28x128xf32>
    %1958 = stablehlo.multiply %1948, %1957 : tensor<32x28x28x128xf32>
    %1959 = "stablehlo.reverse"(%layer2.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %1960 = "stablehlo.convolution"(%1958, %1959) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %1961 = "stablehlo.convolution"(%284, %1958) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %1962 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1963 = "stablehlo.compare"(%270, %1962) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %1964 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %1965 = "stablehlo.select"(%1963, %1960, %1964) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %1966 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1967 = "stablehlo.reduce"(%1965, %1966) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1968 = stablehlo.multiply %1965, %266 : tensor<32x28x28x128xf32>
    %1969 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1970 = "stablehlo.reduce"(%1968, %1969) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1971 = stablehlo.multiply %layer2.0.bn1.g, %264 : tensor<128xf32>
    %1972 = "stablehlo.broadcast_in_dim"(%1971) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1973 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1974 = stablehlo.divide %1967, %1973 : tensor<128xf32>
    %1975 = "stablehlo.broadcast_in_dim"(%1974) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1976 = stablehlo.subtract %1965, %1975 : tensor<32x28x28x128xf32>
    %1977 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1978 = stablehlo.divide %1970, %1977 : tensor<128xf32>
    %1979 = "stablehlo.broadcast_in_dim"(%1978) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1980 = stablehlo.multiply %266, %1979 : tensor<32x28x28x128xf32>
    %1981 = stablehlo.subtract %1976, %1980 : tensor<32x28x28x128xf32>
    %1982 = stablehlo.multiply %1972, %1981 : tensor<32x28x28x128xf32>
    %1983 = "stablehlo.reverse"(%layer2.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %1984 = "stablehlo.convolution"(%1982, %1983) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x64x128xf32>) -> tensor<32x56x56x64xf32>
    %1985 = "stablehlo.convolution"(%249, %1982) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x64x128xf32>
    %1986 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1987 = "stablehlo.reduce"(%1941, %1986) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1988 = stablehlo.multiply %1941, %334 : tensor<32x28x28x128xf32>
    %1989 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1990 = "stablehlo.reduce"(%1988, %1989) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1991 = stablehlo.multiply %layer2.0.downsample.1.g, %332 : tensor<128xf32>
    %1992 = "stablehlo.broadcast_in_dim"(%1991) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1993 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1994 = stablehlo.divide %1987, %1993 : tensor<128xf32>
    %1995 = "stablehlo.broadcast_in_dim"(%1994) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %1996 = stablehlo.subtract %1941, %1995 : tensor<32x28x28x128xf32>
    %1997 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %1998 = stablehlo.divide %1990, %1997 : tensor<128xf32>
    %1999 = "stablehlo.broadcast_in_dim"(%1998) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2000 = stablehlo.multiply %334, %1999 : tensor<32x28x28x128xf32>
    %2001 = stablehlo.subtract %1996, %2000 : tensor<32x28x28x128xf32>
    %2002 = stablehlo.multiply %1992, %2001 : tensor<32x28x28x128xf32>
    %2003 = "stablehlo.reverse"(%layer2.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %2004 = "stablehlo.convolution"(%2002, %2003) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x64x128xf32>) -> tensor<32x56x56x64xf32>
    %2005 = "stablehlo.convolution"(%249, %2002) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x28x28x128xf32>) -> tensor<1x1x64x128xf32>
    %2006 = stablehlo.add %1984, %2004 : tensor<32x56x56x64xf32>
    %2007 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2008 = "stablehlo.compare"(%247, %2007) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2009 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2010 = "stablehlo.select"(%2008, %2006, %2009) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2011 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2012 = "stablehlo.reduce"(%2010, %2011) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2013 = stablehlo.multiply %2010, %230 : tensor<32x56x56x64xf32>
    %2014 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2015 = "stablehlo.reduce"(%2013, %2014) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2016 = stablehlo.multiply %layer1.2.bn2.g, %228 : tensor<64xf32>
    %2017 = "stablehlo.broadcast_in_dim"(%2016) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2018 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2019 = stablehlo.divide %2012, %2018 : tensor<64xf32>
    %2020 = "stablehlo.broadcast_in_dim"(%2019) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2021 = stablehlo.subtract %2010, %2020 : tensor<32x56x56x64xf32>
    %2022 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2023 = stablehlo.divide %2015, %2022 : tensor<64xf32>
    %2024 = "stablehlo.broadcast_in_dim"(%2023) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2025 = stablehlo.multiply %230, %2024 : tensor<32x56x56x64xf32>
    %2026 = stablehlo.subtract %2021, %2025 : tensor<32x56x56x64xf32>
    %2027 = stablehlo.multiply %2017, %2026 : tensor<32x56x56x64xf32>
    %2028 = "stablehlo.reverse"(%layer1.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2029 = "stablehlo.convolution"(%2027, %2028) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %2030 = "stablehlo.convolution"(%213, %2027) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %2031 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2032 = "stablehlo.compare"(%199, %2031) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2033 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2034 = "stablehlo.select"(%2032, %2029, %2033) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2035 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2036 = "stablehlo.reduce"(%2034, %2035) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2037 = stablehlo.multiply %2034, %195 : tensor<32x56x56x64xf32>
    %2038 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2039 = "stablehlo.reduce"(%2037, %2038) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2040 = stablehlo.multiply %layer1.2.bn1.g, %193 : tensor<64xf32>
    %2041 = "stablehlo.broadcast_in_dim"(%2040) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2042 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2043 = stablehlo.divide %2036, %2042 : tensor<64xf32>
    %2044 = "stablehlo.broadcast_in_dim"(%2043) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2045 = stablehlo.subtract %2034, %2044 : tensor<32x56x56x64xf32>
    %2046 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2047 = stablehlo.divide %2039, %2046 : tensor<64xf32>
    %2048 = "stablehlo.broadcast_in_dim"(%2047) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2049 = stablehlo.multiply %195, %2048 : tensor<32x56x56x64xf32>
    %2050 = stablehlo.subtract %2045, %2049 : tensor<32x56x56x64xf32>
    %2051 = stablehlo.multiply %2041, %2050 : tensor<32x56x56x64xf32>
    %2052 = "stablehlo.reverse"(%layer1.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2053 = "stablehlo.convolution"(%2051, %2052) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %2054 = "stablehlo.convolution"(%178, %2051) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %2055 = stablehlo.add %2053, %2010 : tensor<32x56x56x64xf32>
    %2056 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2057 = "stablehlo.compare"(%176, %2056) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2058 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2059 = "stablehlo.select"(%2057, %2055, %2058) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2060 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2061 = "stablehlo.reduce"(%2059, %2060) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2062 = stablehlo.multiply %2059, %159 : tensor<32x56x56x64xf32>
    %2063 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2064 = "stablehlo.reduce"(%2062, %2063) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2065 = stablehlo.multiply %layer1.1.bn2.g, %157 : tensor<64xf32>
    %2066 = "stablehlo.broadcast_in_dim"(%2065) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2067 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2068 = stablehlo.divide %2061, %2067 : tensor<64xf32>
    %2069 = "stablehlo.broadcast_in_dim"(%2068) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2070 = stablehlo.subtract %2059, %2069 : tensor<32x56x56x64xf32>
    %2071 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2072 = stablehlo.divide %2064, %2071 : tensor<64xf32>
    %2073 = "stablehlo.broadcast_in_dim"(%2072) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2074 = stablehlo.multiply %159, %2073 : tensor<32x56x56x64xf32>
    %2075 = stablehlo.subtract %2070, %2074 : tensor<32x56x56x64xf32>
    %2076 = stablehlo.multiply %2066, %2075 : tensor<32x56x56x64xf32>
    %2077 = "stablehlo.reverse"(%layer1.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2078 = "stablehlo.convolution"(%2076, %2077) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %2079 = "stablehlo.convolution"(%142, %2076) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %2080 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2081 = "stablehlo.compare"(%128, %2080) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2082 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2083 = "stablehlo.select"(%2081, %2078, %2082) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2084 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2085 = "stablehlo.reduce"(%2083, %2084) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2086 = stablehlo.multiply %2083, %124 : tensor<32x56x56x64xf32>
    %2087 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2088 = "stablehlo.reduce"(%2086, %2087) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2089 = stablehlo.multiply %layer1.1.bn1.g, %122 : tensor<64xf32>
    %2090 = "stablehlo.broadcast_in_dim"(%2089) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2091 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2092 = stablehlo.divide %2085, %2091 : tensor<64xf32>
    %2093 = "stablehlo.broadcast_in_dim"(%2092) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2094 = stablehlo.subtract %2083, %2093 : tensor<32x56x56x64xf32>
    %2095 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2096 = stablehlo.divide %2088, %2095 : tensor<64xf32>
    %2097 = "stablehlo.broadcast_in_dim"(%2096) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2098 = stablehlo.multiply %124, %2097 : tensor<32x56x56x64xf32>
    %2099 = stablehlo.subtract %2094, %2098 : tensor<32x56x56x64xf32>
    %2100 = stablehlo.multiply %2090, %2099 : tensor<32x56x56x64xf32>
    %2101 = "stablehlo.reverse"(%layer1.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2102 = "stablehlo.convolution"(%2100, %2101) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %2103 = "stablehlo.convolution"(%107, %2100) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %2104 = stablehlo.add %2102, %2059 : tensor<32x56x56x64xf32>
    %2105 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2106 = "stablehlo.compare"(%105, %2105) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2107 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2108 = "stablehlo.select"(%2106, %2104, %2107) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2109 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2110 = "stablehlo.reduce"(%2108, %2109) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2111 = stablehlo.multiply %2108, %88 : tensor<32x56x56x64xf32>
    %2112 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2113 = "stablehlo.reduce"(%2111, %2112) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2114 = stablehlo.multiply %layer1.0.bn2.g, %86 : tensor<64xf32>
    %2115 = "stablehlo.broadcast_in_dim"(%2114) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2116 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2117 = stablehlo.divide %2110, %2116 : tensor<64xf32>
    %2118 = "stablehlo.broadcast_in_dim"(%2117) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2119 = stablehlo.subtract %2108, %2118 : tensor<32x56x56x64xf32>
    %2120 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2121 = stablehlo.divide %2113, %2120 : tensor<64xf32>
    %2122 = "stablehlo.broadcast_in_dim"(%2121) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2123 = stablehlo.multiply %88, %2122 : tensor<32x56x56x64xf32>
    %2124 = stablehlo.subtract %2119, %2123 : tensor<32x56x56x64xf32>
    %2125 = stablehlo.multiply %2115, %2124 : tensor<32x56x56x64xf32>
    %2126 = "stablehlo.reverse"(%layer1.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2127 = "stablehlo.convolution"(%2125, %2126) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %2128 = "stablehlo.convolution"(%71, %2125) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %2129 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2130 = "stablehlo.compare"(%57, %2129) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2131 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2132 = "stablehlo.select"(%2130, %2127, %2131) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2133 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2134 = "stablehlo.reduce"(%2132, %2133) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2135 = stablehlo.multiply %2132, %53 : tensor<32x56x56x64xf32>
    %2136 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2137 = "stablehlo.reduce"(%2135, %2136) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2138 = stablehlo.multiply %layer1.0.bn1.g, %51 : tensor<64xf32>
    %2139 = "stablehlo.broadcast_in_dim"(%2138) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2140 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2141 = stablehlo.divide %2134, %2140 : tensor<64xf32>
    %2142 = "stablehlo.broadcast_in_dim"(%2141) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2143 = stablehlo.subtract %2132, %2142 : tensor<32x56x56x64xf32>
    %2144 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2145 = stablehlo.divide %2137, %2144 : tensor<64xf32>
    %2146 = "stablehlo.broadcast_in_dim"(%2145) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2147 = stablehlo.multiply %53, %2146 : tensor<32x56x56x64xf32>
    %2148 = stablehlo.subtract %2143, %2147 : tensor<32x56x56x64xf32>
    %2149 = stablehlo.multiply %2139, %2148 : tensor<32x56x56x64xf32>
    %2150 = "stablehlo.reverse"(%layer1.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2151 = "stablehlo.convolution"(%2149, %2150) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %2152 = "stablehlo.convolution"(%36, %2149) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %2153 = stablehlo.add %2151, %2108 : tensor<32x56x56x64xf32>
    %2154 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2155 = "stablehlo.pad"(%34, %2154) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2156 = stablehlo.constant dense<0.0> : tensor<f32>
    %2157 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2158 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 111, 111, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2159 = "stablehlo.compare"(%2158, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2160 = "stablehlo.select"(%2159, %2153, %2157) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2161 = "stablehlo.select"(%2159, %2157, %2153) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2162 = "stablehlo.pad"(%2160, %2156) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2163 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 111, 112, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2164 = "stablehlo.compare"(%2163, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2165 = "stablehlo.select"(%2164, %2161, %2157) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2166 = "stablehlo.select"(%2164, %2157, %2161) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2167 = "stablehlo.pad"(%2165, %2156) {edge_padding_high = array<i64: 0, 3, 2, 0>, edge_padding_low = array<i64: 0, 0, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2168 = stablehlo.add %2162, %2167 : tensor<32x114x114x64xf32>
    %2169 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 111, 113, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2170 = "stablehlo.compare"(%2169, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2171 = "stablehlo.select"(%2170, %2166, %2157) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2172 = "stablehlo.select"(%2170, %2157, %2166) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2173 = "stablehlo.pad"(%2171, %2156) {edge_padding_high = array<i64: 0, 3, 1, 0>, edge_padding_low = array<i64: 0, 0, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2174 = stablehlo.add %2168, %2173 : tensor<32x114x114x64xf32>
    %2175 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 112, 111, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2176 = "stablehlo.compare"(%2175, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2177 = "stablehlo.select"(%2176, %2172, %2157) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2178 = "stablehlo.select"(%2176, %2157, %2172) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2179 = "stablehlo.pad"(%2177, %2156) {edge_padding_high = array<i64: 0, 2, 3, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2180 = stablehlo.add %2174, %2179 : tensor<32x114x114x64xf32>
    %2181 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 112, 112, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2182 = "stablehlo.compare"(%2181, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2183 = "stablehlo.select"(%2182, %2178, %2157) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2184 = "stablehlo.select"(%2182, %2157, %2178) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2185 = "stablehlo.pad"(%2183, %2156) {edge_padding_high = array<i64: 0, 2, 2, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2186 = stablehlo.add %2180, %2185 : tensor<32x114x114x64xf32>
    %2187 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 112, 113, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2188 = "stablehlo.compare"(%2187, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2189 = "stablehlo.select"(%2188, %2184, %2157) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2190 = "stablehlo.select"(%2188, %2157, %2184) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2191 = "stablehlo.pad"(%2189, %2156) {edge_padding_high = array<i64: 0, 2, 1, 0>, edge_padding_low = array<i64: 0, 1, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2192 = stablehlo.add %2186, %2191 : tensor<32x114x114x64xf32>
    %2193 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 113, 111, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2194 = "stablehlo.compare"(%2193, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2195 = "stablehlo.select"(%2194, %2190, %2157) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2196 = "stablehlo.select"(%2194, %2157, %2190) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2197 = "stablehlo.pad"(%2195, %2156) {edge_padding_high = array<i64: 0, 1, 3, 0>, edge_padding_low = array<i64: 0, 2, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2198 = stablehlo.add %2192, %2197 : tensor<32x114x114x64xf32>
    %2199 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 113, 112, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2200 = "stablehlo.compare"(%2199, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2201 = "stablehlo.select"(%2200, %2196, %2157) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2202 = "stablehlo.select"(%2200, %2157, %2196) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2203 = "stablehlo.pad"(%2201, %2156) {edge_padding_high = array<i64: 0, 1, 2, 0>, edge_padding_low = array<i64: 0, 2, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2204 = stablehlo.add %2198, %2203 : tensor<32x114x114x64xf32>
    %2205 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2206 = "stablehlo.compare"(%2205, %36) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2207 = "stablehlo.select"(%2206, %2202, %2157) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2208 = "stablehlo.pad"(%2207, %2156) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 2, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2209 = stablehlo.add %2204, %2208 : tensor<32x114x114x64xf32>
    %2210 = "stablehlo.slice"(%2209) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x112x112x64xf32>
    %2211 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %2212 = "stablehlo.compare"(%20, %2211) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xi1>
    %2213 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %2214 = "stablehlo.select"(%2212, %2210, %2213) : (tensor<32x112x112x64xi1>, tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xf32>
    %2215 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2216 = "stablehlo.reduce"(%2214, %2215) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2217 = stablehlo.multiply %2214, %16 : tensor<32x112x112x64xf32>
    %2218 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2219 = "stablehlo.reduce"(%2217, %2218) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2220 = stablehlo.multiply %bn1.g, %14 : tensor<64xf32>
    %2221 = "stablehlo.broadcast_in_dim"(%2220) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %2222 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %2223 = stablehlo.divide %2216, %2222 : tensor<64xf32>
    %2224 = "stablehlo.broadcast_in_dim"(%2223) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %2225 = stablehlo.subtract %2214, %2224 : tensor<32x112x112x64xf32>
    %2226 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %2227 = stablehlo.divide %2219, %2226 : tensor<64xf32>
    %2228 = "stablehlo.broadcast_in_dim"(%2227) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %2229 = stablehlo.multiply %16, %2228 : tensor<32x112x112x64xf32>
    %2230 = stablehlo.subtract %2225, %2229 : tensor<32x112x112x64xf32>
    %2231 = stablehlo.multiply %2221, %2230 : tensor<32x112x112x64xf32>
    %2232 = "stablehlo.convolution"(%x, %2231) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x224x224x3xf32>, tensor<32x112x112x64xf32>) -> tensor<7x7x3x64xf32>
    // ── optimizer ──
    %2233 = stablehlo.multiply %2232, %2232 : tensor<7x7x3x64xf32>
    %2234 = stablehlo.constant dense<0.0> : tensor<f32>
    %2235 = "stablehlo.reduce"(%2233, %2234) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x64xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %2236 = stablehlo.constant dense<0.0> : tensor<f32>
    %2237 = "stablehlo.reduce"(%2235, %2236) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %2238 = stablehlo.multiply %2219, %2219 : tensor<64xf32>
    %2239 = stablehlo.constant dense<0.0> : tensor<f32>
    %2240 = "stablehlo.reduce"(%2238, %2239) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2241 = stablehlo.add %2237, %2240 : tensor<f32>
    %2242 = stablehlo.multiply %2216, %2216 : tensor<64xf32>
    %2243 = stablehlo.constant dense<0.0> : tensor<f32>
    %2244 = "stablehlo.reduce"(%2242, %2243) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2245 = stablehlo.add %2241, %2244 : tensor<f32>
    %2246 = stablehlo.multiply %2152, %2152 : tensor<3x3x64x64xf32>
    %2247 = stablehlo.constant dense<0.0> : tensor<f32>
    %2248 = "stablehlo.reduce"(%2246, %2247) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2249 = stablehlo.constant dense<0.0> : tensor<f32>
    %2250 = "stablehlo.reduce"(%2248, %2249) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2251 = stablehlo.add %2245, %2250 : tensor<f32>
    %2252 = stablehlo.multiply %2137, %2137 : tensor<64xf32>
    %2253 = stablehlo.constant dense<0.0> : tensor<f32>
    %2254 = "stablehlo.reduce"(%2252, %2253) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2255 = stablehlo.add %2251, %2254 : tensor<f32>
    %2256 = stablehlo.multiply %2134, %2134 : tensor<64xf32>
    %2257 = stablehlo.constant dense<0.0> : tensor<f32>
    %2258 = "stablehlo.reduce"(%2256, %2257) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2259 = stablehlo.add %2255, %2258 : tensor<f32>
    %2260 = stablehlo.multiply %2128, %2128 : tensor<3x3x64x64xf32>
    %2261 = stablehlo.constant dense<0.0> : tensor<f32>
    %2262 = "stablehlo.reduce"(%2260, %2261) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2263 = stablehlo.constant dense<0.0> : tensor<f32>
    %2264 = "stablehlo.reduce"(%2262, %2263) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2265 = stablehlo.add %2259, %2264 : tensor<f32>
    %2266 = stablehlo.multiply %2113, %2113 : tensor<64xf32>
    %2267 = stablehlo.constant dense<0.0> : tensor<f32>
    %2268 = "stablehlo.reduce"(%2266, %2267) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2269 = stablehlo.add %2265, %2268 : tensor<f32>
    %2270 = stablehlo.multiply %2110, %2110 : tensor<64xf32>
    %2271 = stablehlo.constant dense<0.0> : tensor<f32>
    %2272 = "stablehlo.reduce"(%2270, %2271) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2273 = stablehlo.add %2269, %2272 : tensor<f32>
    %2274 = stablehlo.multiply %2103, %2103 : tensor<3x3x64x64xf32>
    %2275 = stablehlo.constant dense<0.0> : tensor<f32>
    %2276 = "stablehlo.reduce"(%2274, %2275) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2277 = stablehlo.constant dense<0.0> : tensor<f32>
    %2278 = "stablehlo.reduce"(%2276, %2277) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2279 = stablehlo.add %2273, %2278 : tensor<f32>
    %2280 = stablehlo.multiply %2088, %2088 : tensor<64xf32>
    %2281 = stablehlo.constant dense<0.0> : tensor<f32>
    %2282 = "stablehlo.reduce"(%2280, %2281) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2283 = stablehlo.add %2279, %2282 : tensor<f32>
    %2284 = stablehlo.multiply %2085, %2085 : tensor<64xf32>
    %2285 = stablehlo.constant dense<0.0> : tensor<f32>
    %2286 = "stablehlo.reduce"(%2284, %2285) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2287 = stablehlo.add %2283, %2286 : tensor<f32>
    %2288 = stablehlo.multiply %2079, %2079 : tensor<3x3x64x64xf32>
    %2289 = stablehlo.constant dense<0.0> : tensor<f32>
    %2290 = "stablehlo.reduce"(%2288, %2289) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2291 = stablehlo.constant dense<0.0> : tensor<f32>
    %2292 = "stablehlo.reduce"(%2290, %2291) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2293 = stablehlo.add %2287, %2292 : tensor<f32>
    %2294 = stablehlo.multiply %2064, %2064 : tensor<64xf32>
    %2295 = stablehlo.constant dense<0.0> : tensor<f32>
    %2296 = "stablehlo.reduce"(%2294, %2295) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2297 = stablehlo.add %2293, %2296 : tensor<f32>
    %2298 = stablehlo.multiply %2061, %2061 : tensor<64xf32>
    %2299 = stablehlo.constant dense<0.0> : tensor<f32>
    %2300 = "stablehlo.reduce"(%2298, %2299) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2301 = stablehlo.add %2297, %2300 : tensor<f32>
    %2302 = stablehlo.multiply %2054, %2054 : tensor<3x3x64x64xf32>
    %2303 = stablehlo.constant dense<0.0> : tensor<f32>
    %2304 = "stablehlo.reduce"(%2302, %2303) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2305 = stablehlo.constant dense<0.0> : tensor<f32>
    %2306 = "stablehlo.reduce"(%2304, %2305) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2307 = stablehlo.add %2301, %2306 : tensor<f32>
    %2308 = stablehlo.multiply %2039, %2039 : tensor<64xf32>
    %2309 = stablehlo.constant dense<0.0> : tensor<f32>
    %2310 = "stablehlo.reduce"(%2308, %2309) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2311 = stablehlo.add %2307, %2310 : tensor<f32>
    %2312 = stablehlo.multiply %2036, %2036 : tensor<64xf32>
    %2313 = stablehlo.constant dense<0.0> : tensor<f32>
    %2314 = "stablehlo.reduce"(%2312, %2313) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2315 = stablehlo.add %2311, %2314 : tensor<f32>
    %2316 = stablehlo.multiply %2030, %2030 : tensor<3x3x64x64xf32>
    %2317 = stablehlo.constant dense<0.0> : tensor<f32>
    %2318 = "stablehlo.reduce"(%2316, %2317) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2319 = stablehlo.constant dense<0.0> : tensor<f32>
    %2320 = "stablehlo.reduce"(%2318, %2319) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2321 = stablehlo.add %2315, %2320 : tensor<f32>
    %2322 = stablehlo.multiply %2015, %2015 : tensor<64xf32>
    %2323 = stablehlo.constant dense<0.0> : tensor<f32>
    %2324 = "stablehlo.reduce"(%2322, %2323) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2325 = stablehlo.add %2321, %2324 : tensor<f32>
    %2326 = stablehlo.multiply %2012, %2012 : tensor<64xf32>
    %2327 = stablehlo.constant dense<0.0> : tensor<f32>
    %2328 = "stablehlo.reduce"(%2326, %2327) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2329 = stablehlo.add %2325, %2328 : tensor<f32>
    %2330 = stablehlo.multiply %1985, %1985 : tensor<3x3x64x128xf32>
    %2331 = stablehlo.constant dense<0.0> : tensor<f32>
    %2332 = "stablehlo.reduce"(%2330, %2331) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x128xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2333 = stablehlo.constant dense<0.0> : tensor<f32>
    %2334 = "stablehlo.reduce"(%2332, %2333) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2335 = stablehlo.add %2329, %2334 : tensor<f32>
    %2336 = stablehlo.multiply %1970, %1970 : tensor<128xf32>
    %2337 = stablehlo.constant dense<0.0> : tensor<f32>
    %2338 = "stablehlo.reduce"(%2336, %2337) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2339 = stablehlo.add %2335, %2338 : tensor<f32>
    %2340 = stablehlo.multiply %1967, %1967 : tensor<128xf32>
    %2341 = stablehlo.constant dense<0.0> : tensor<f32>
    %2342 = "stablehlo.reduce"(%2340, %2341) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2343 = stablehlo.add %2339, %2342 : tensor<f32>
    %2344 = stablehlo.multiply %1961, %1961 : tensor<3x3x128x128xf32>
    %2345 = stablehlo.constant dense<0.0> : tensor<f32>
    %2346 = "stablehlo.reduce"(%2344, %2345) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2347 = stablehlo.constant dense<0.0> : tensor<f32>
    %2348 = "stablehlo.reduce"(%2346, %2347) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2349 = stablehlo.add %2343, %2348 : tensor<f32>
    %2350 = stablehlo.multiply %1946, %1946 : tensor<128xf32>
    %2351 = stablehlo.constant dense<0.0> : tensor<f32>
    %2352 = "stablehlo.reduce"(%2350, %2351) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2353 = stablehlo.add %2349, %2352 : tensor<f32>
    %2354 = stablehlo.multiply %1943, %1943 : tensor<128xf32>
    %2355 = stablehlo.constant dense<0.0> : tensor<f32>
    %2356 = "stablehlo.reduce"(%2354, %2355) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2357 = stablehlo.add %2353, %2356 : tensor<f32>
    %2358 = stablehlo.multiply %2005, %2005 : tensor<1x1x64x128xf32>
    %2359 = stablehlo.constant dense<0.0> : tensor<f32>
    %2360 = "stablehlo.reduce"(%2358, %2359) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x128xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %2361 = stablehlo.constant dense<0.0> : tensor<f32>
    %2362 = "stablehlo.reduce"(%2360, %2361) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %2363 = stablehlo.add %2357, %2362 : tensor<f32>
    %2364 = stablehlo.multiply %1990, %1990 : tensor<128xf32>
    %2365 = stablehlo.constant dense<0.0> : tensor<f32>
    %2366 = "stablehlo.reduce"(%2364, %2365) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2367 = stablehlo.add %2363, %2366 : tensor<f32>
    %2368 = stablehlo.multiply %1987, %1987 : tensor<128xf32>
    %2369 = stablehlo.constant dense<0.0> : tensor<f32>
    %2370 = "stablehlo.reduce"(%2368, %2369) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2371 = stablehlo.add %2367, %2370 : tensor<f32>
    %2372 = stablehlo.multiply %1936, %1936 : tensor<3x3x128x128xf32>
    %2373 = stablehlo.constant dense<0.0> : tensor<f32>
    %2374 = "stablehlo.reduce"(%2372, %2373) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2375 = stablehlo.constant dense<0.0> : tensor<f32>
    %2376 = "stablehlo.reduce"(%2374, %2375) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2377 = stablehlo.add %2371, %2376 : tensor<f32>
    %2378 = stablehlo.multiply %1921, %1921 : tensor<128xf32>
    %2379 = stablehlo.constant dense<0.0> : tensor<f32>
    %2380 = "stablehlo.reduce"(%2378, %2379) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2381 = stablehlo.add %2377, %2380 : tensor<f32>
    %2382 = stablehlo.multiply %1918, %1918 : tensor<128xf32>
    %2383 = stablehlo.constant dense<0.0> : tensor<f32>
    %2384 = "stablehlo.reduce"(%2382, %2383) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2385 = stablehlo.add %2381, %2384 : tensor<f32>
    %2386 = stablehlo.multiply %1912, %1912 : tensor<3x3x128x128xf32>
    %2387 = stablehlo.constant dense<0.0> : tensor<f32>
    %2388 = "stablehlo.reduce"(%2386, %2387) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2389 = stablehlo.constant dense<0.0> : tensor<f32>
    %2390 = "stablehlo.reduce"(%2388, %2389) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2391 = stablehlo.add %2385, %2390 : tensor<f32>
    %2392 = stablehlo.multiply %1897, %1897 : tensor<128xf32>
    %2393 = stablehlo.constant dense<0.0> : tensor<f32>
    %2394 = "stablehlo.reduce"(%2392, %2393) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2395 = stablehlo.add %2391, %2394 : tensor<f32>
    %2396 = stablehlo.multiply %1894, %1894 : tensor<128xf32>
    %2397 = stablehlo.constant dense<0.0> : tensor<f32>
    %2398 = "stablehlo.reduce"(%2396, %2397) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2399 = stablehlo.add %2395, %2398 : tensor<f32>
    %2400 = stablehlo.multiply %1887, %1887 : tensor<3x3x128x128xf32>
    %2401 = stablehlo.constant dense<0.0> : tensor<f32>
    %2402 = "stablehlo.reduce"(%2400, %2401) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2403 = stablehlo.constant dense<0.0> : tensor<f32>
    %2404 = "stablehlo.reduce"(%2402, %2403) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2405 = stablehlo.add %2399, %2404 : tensor<f32>
    %2406 = stablehlo.multiply %1872, %1872 : tensor<128xf32>
    %2407 = stablehlo.constant dense<0.0> : tensor<f32>
    %2408 = "stablehlo.reduce"(%2406, %2407) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2409 = stablehlo.add %2405, %2408 : tensor<f32>
    %2410 = stablehlo.multiply %1869, %1869 : tensor<128xf32>
    %2411 = stablehlo.constant dense<0.0> : tensor<f32>
    %2412 = "stablehlo.reduce"(%2410, %2411) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2413 = stablehlo.add %2409, %2412 : tensor<f32>
    %2414 = stablehlo.multiply %1863, %1863 : tensor<3x3x128x128xf32>
    %2415 = stablehlo.constant dense<0.0> : tensor<f32>
    %2416 = "stablehlo.reduce"(%2414, %2415) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2417 = stablehlo.constant dense<0.0> : tensor<f32>
    %2418 = "stablehlo.reduce"(%2416, %2417) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2419 = stablehlo.add %2413, %2418 : tensor<f32>
    %2420 = stablehlo.multiply %1848, %1848 : tensor<128xf32>
    %2421 = stablehlo.constant dense<0.0> : tensor<f32>
    %2422 = "stablehlo.reduce"(%2420, %2421) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2423 = stablehlo.add %2419, %2422 : tensor<f32>
    %2424 = stablehlo.multiply %1845, %1845 : tensor<128xf32>
    %2425 = stablehlo.constant dense<0.0> : tensor<f32>
    %2426 = "stablehlo.reduce"(%2424, %2425) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2427 = stablehlo.add %2423, %2426 : tensor<f32>
    %2428 = stablehlo.multiply %1838, %1838 : tensor<3x3x128x128xf32>
    %2429 = stablehlo.constant dense<0.0> : tensor<f32>
    %2430 = "stablehlo.reduce"(%2428, %2429) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2431 = stablehlo.constant dense<0.0> : tensor<f32>
    %2432 = "stablehlo.reduce"(%2430, %2431) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2433 = stablehlo.add %2427, %2432 : tensor<f32>
    %2434 = stablehlo.multiply %1823, %1823 : tensor<128xf32>
    %2435 = stablehlo.constant dense<0.0> : tensor<f32>
    %2436 = "stablehlo.reduce"(%2434, %2435) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2437 = stablehlo.add %2433, %2436 : tensor<f32>
    %2438 = stablehlo.multiply %1820, %1820 : tensor<128xf32>
    %2439 = stablehlo.constant dense<0.0> : tensor<f32>
    %2440 = "stablehlo.reduce"(%2438, %2439) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2441 = stablehlo.add %2437, %2440 : tensor<f32>
    %2442 = stablehlo.multiply %1814, %1814 : tensor<3x3x128x128xf32>
    %2443 = stablehlo.constant dense<0.0> : tensor<f32>
    %2444 = "stablehlo.reduce"(%2442, %2443) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2445 = stablehlo.constant dense<0.0> : tensor<f32>
    %2446 = "stablehlo.reduce"(%2444, %2445) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2447 = stablehlo.add %2441, %2446 : tensor<f32>
    %2448 = stablehlo.multiply %1799, %1799 : tensor<128xf32>
    %2449 = stablehlo.constant dense<0.0> : tensor<f32>
    %2450 = "stablehlo.reduce"(%2448, %2449) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2451 = stablehlo.add %2447, %2450 : tensor<f32>
    %2452 = stablehlo.multiply %1796, %1796 : tensor<128xf32>
    %2453 = stablehlo.constant dense<0.0> : tensor<f32>
    %2454 = "stablehlo.reduce"(%2452, %2453) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2455 = stablehlo.add %2451, %2454 : tensor<f32>
    %2456 = stablehlo.multiply %1769, %1769 : tensor<3x3x128x256xf32>
    %2457 = stablehlo.constant dense<0.0> : tensor<f32>
    %2458 = "stablehlo.reduce"(%2456, %2457) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x256xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2459 = stablehlo.constant dense<0.0> : tensor<f32>
    %2460 = "stablehlo.reduce"(%2458, %2459) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2461 = stablehlo.add %2455, %2460 : tensor<f32>
    %2462 = stablehlo.multiply %1754, %1754 : tensor<256xf32>
    %2463 = stablehlo.constant dense<0.0> : tensor<f32>
    %2464 = "stablehlo.reduce"(%2462, %2463) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2465 = stablehlo.add %2461, %2464 : tensor<f32>
    %2466 = stablehlo.multiply %1751, %1751 : tensor<256xf32>
    %2467 = stablehlo.constant dense<0.0> : tensor<f32>
    %2468 = "stablehlo.reduce"(%2466, %2467) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2469 = stablehlo.add %2465, %2468 : tensor<f32>
    %2470 = stablehlo.multiply %1745, %1745 : tensor<3x3x256x256xf32>
    %2471 = stablehlo.constant dense<0.0> : tensor<f32>
    %2472 = "stablehlo.reduce"(%2470, %2471) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2473 = stablehlo.constant dense<0.0> : tensor<f32>
    %2474 = "stablehlo.reduce"(%2472, %2473) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2475 = stablehlo.add %2469, %2474 : tensor<f32>
    %2476 = stablehlo.multiply %1730, %1730 : tensor<256xf32>
    %2477 = stablehlo.constant dense<0.0> : tensor<f32>
    %2478 = "stablehlo.reduce"(%2476, %2477) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2479 = stablehlo.add %2475, %2478 : tensor<f32>
    %2480 = stablehlo.multiply %1727, %1727 : tensor<256xf32>
    %2481 = stablehlo.constant dense<0.0> : tensor<f32>
    %2482 = "stablehlo.reduce"(%2480, %2481) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2483 = stablehlo.add %2479, %2482 : tensor<f32>
    %2484 = stablehlo.multiply %1789, %1789 : tensor<1x1x128x256xf32>
    %2485 = stablehlo.constant dense<0.0> : tensor<f32>
    %2486 = "stablehlo.reduce"(%2484, %2485) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x256xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %2487 = stablehlo.constant dense<0.0> : tensor<f32>
    %2488 = "stablehlo.reduce"(%2486, %2487) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %2489 = stablehlo.add %2483, %2488 : tensor<f32>
    %2490 = stablehlo.multiply %1774, %1774 : tensor<256xf32>
    %2491 = stablehlo.constant dense<0.0> : tensor<f32>
    %2492 = "stablehlo.reduce"(%2490, %2491) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2493 = stablehlo.add %2489, %2492 : tensor<f32>
    %2494 = stablehlo.multiply %1771, %1771 : tensor<256xf32>
    %2495 = stablehlo.constant dense<0.0> : tensor<f32>
    %2496 = "stablehlo.reduce"(%2494, %2495) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2497 = stablehlo.add %2493, %2496 : tensor<f32>
    %2498 = stablehlo.multiply %1720, %1720 : tensor<3x3x256x256xf32>
    %2499 = stablehlo.constant dense<0.0> : tensor<f32>
    %2500 = "stablehlo.reduce"(%2498, %2499) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2501 = stablehlo.constant dense<0.0> : tensor<f32>
    %2502 = "stablehlo.reduce"(%2500, %2501) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2503 = stablehlo.add %2497, %2502 : tensor<f32>
    %2504 = stablehlo.multiply %1705, %1705 : tensor<256xf32>
    %2505 = stablehlo.constant dense<0.0> : tensor<f32>
    %2506 = "stablehlo.reduce"(%2504, %2505) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2507 = stablehlo.add %2503, %2506 : tensor<f32>
    %2508 = stablehlo.multiply %1702, %1702 : tensor<256xf32>
    %2509 = stablehlo.constant dense<0.0> : tensor<f32>
    %2510 = "stablehlo.reduce"(%2508, %2509) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2511 = stablehlo.add %2507, %2510 : tensor<f32>
    %2512 = stablehlo.multiply %1696, %1696 : tensor<3x3x256x256xf32>
    %2513 = stablehlo.constant dense<0.0> : tensor<f32>
    %2514 = "stablehlo.reduce"(%2512, %2513) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2515 = stablehlo.constant dense<0.0> : tensor<f32>
    %2516 = "stablehlo.reduce"(%2514, %2515) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2517 = stablehlo.add %2511, %2516 : tensor<f32>
    %2518 = stablehlo.multiply %1681, %1681 : tensor<256xf32>
    %2519 = stablehlo.constant dense<0.0> : tensor<f32>
    %2520 = "stablehlo.reduce"(%2518, %2519) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2521 = stablehlo.add %2517, %2520 : tensor<f32>
    %2522 = stablehlo.multiply %1678, %1678 : tensor<256xf32>
    %2523 = stablehlo.constant dense<0.0> : tensor<f32>
    %2524 = "stablehlo.reduce"(%2522, %2523) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2525 = stablehlo.add %2521, %2524 : tensor<f32>
    %2526 = stablehlo.multiply %1671, %1671 : tensor<3x3x256x256xf32>
    %2527 = stablehlo.constant dense<0.0> : tensor<f32>
    %2528 = "stablehlo.reduce"(%2526, %2527) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2529 = stablehlo.constant dense<0.0> : tensor<f32>
    %2530 = "stablehlo.reduce"(%2528, %2529) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2531 = stablehlo.add %2525, %2530 : tensor<f32>
    %2532 = stablehlo.multiply %1656, %1656 : tensor<256xf32>
    %2533 = stablehlo.constant dense<0.0> : tensor<f32>
    %2534 = "stablehlo.reduce"(%2532, %2533) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2535 = stablehlo.add %2531, %2534 : tensor<f32>
    %2536 = stablehlo.multiply %1653, %1653 : tensor<256xf32>
    %2537 = stablehlo.constant dense<0.0> : tensor<f32>
    %2538 = "stablehlo.reduce"(%2536, %2537) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2539 = stablehlo.add %2535, %2538 : tensor<f32>
    %2540 = stablehlo.multiply %1647, %1647 : tensor<3x3x256x256xf32>
    %2541 = stablehlo.constant dense<0.0> : tensor<f32>
    %2542 = "stablehlo.reduce"(%2540, %2541) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2543 = stablehlo.constant dense<0.0> : tensor<f32>
    %2544 = "stablehlo.reduce"(%2542, %2543) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2545 = stablehlo.add %2539, %2544 : tensor<f32>
    %2546 = stablehlo.multiply %1632, %1632 : tensor<256xf32>
    %2547 = stablehlo.constant dense<0.0> : tensor<f32>
    %2548 = "stablehlo.reduce"(%2546, %2547) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2549 = stablehlo.add %2545, %2548 : tensor<f32>
    %2550 = stablehlo.multiply %1629, %1629 : tensor<256xf32>
    %2551 = stablehlo.constant dense<0.0> : tensor<f32>
    %2552 = "stablehlo.reduce"(%2550, %2551) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2553 = stablehlo.add %2549, %2552 : tensor<f32>
    %2554 = stablehlo.multiply %1622, %1622 : tensor<3x3x256x256xf32>
    %2555 = stablehlo.constant dense<0.0> : tensor<f32>
    %2556 = "stablehlo.reduce"(%2554, %2555) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2557 = stablehlo.constant dense<0.0> : tensor<f32>
    %2558 = "stablehlo.reduce"(%2556, %2557) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2559 = stablehlo.add %2553, %2558 : tensor<f32>
    %2560 = stablehlo.multiply %1607, %1607 : tensor<256xf32>
    %2561 = stablehlo.constant dense<0.0> : tensor<f32>
    %2562 = "stablehlo.reduce"(%2560, %2561) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2563 = stablehlo.add %2559, %2562 : tensor<f32>
    %2564 = stablehlo.multiply %1604, %1604 : tensor<256xf32>
    %2565 = stablehlo.constant dense<0.0> : tensor<f32>
    %2566 = "stablehlo.reduce"(%2564, %2565) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2567 = stablehlo.add %2563, %2566 : tensor<f32>
    %2568 = stablehlo.multiply %1598, %1598 : tensor<3x3x256x256xf32>
    %2569 = stablehlo.constant dense<0.0> : tensor<f32>
    %2570 = "stablehlo.reduce"(%2568, %2569) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2571 = stablehlo.constant dense<0.0> : tensor<f32>
    %2572 = "stablehlo.reduce"(%2570, %2571) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2573 = stablehlo.add %2567, %2572 : tensor<f32>
    %2574 = stablehlo.multiply %1583, %1583 : tensor<256xf32>
    %2575 = stablehlo.constant dense<0.0> : tensor<f32>
    %2576 = "stablehlo.reduce"(%2574, %2575) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2577 = stablehlo.add %2573, %2576 : tensor<f32>
    %2578 = stablehlo.multiply %1580, %1580 : tensor<256xf32>
    %2579 = stablehlo.constant dense<0.0> : tensor<f32>
    %2580 = "stablehlo.reduce"(%2578, %2579) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2581 = stablehlo.add %2577, %2580 : tensor<f32>
    %2582 = stablehlo.multiply %1573, %1573 : tensor<3x3x256x256xf32>
    %2583 = stablehlo.constant dense<0.0> : tensor<f32>
    %2584 = "stablehlo.reduce"(%2582, %2583) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2585 = stablehlo.constant dense<0.0> : tensor<f32>
    %2586 = "stablehlo.reduce"(%2584, %2585) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2587 = stablehlo.add %2581, %2586 : tensor<f32>
    %2588 = stablehlo.multiply %1558, %1558 : tensor<256xf32>
    %2589 = stablehlo.constant dense<0.0> : tensor<f32>
    %2590 = "stablehlo.reduce"(%2588, %2589) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2591 = stablehlo.add %2587, %2590 : tensor<f32>
    %2592 = stablehlo.multiply %1555, %1555 : tensor<256xf32>
    %2593 = stablehlo.constant dense<0.0> : tensor<f32>
    %2594 = "stablehlo.reduce"(%2592, %2593) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2595 = stablehlo.add %2591, %2594 : tensor<f32>
    %2596 = stablehlo.multiply %1549, %1549 : tensor<3x3x256x256xf32>
    %2597 = stablehlo.constant dense<0.0> : tensor<f32>
    %2598 = "stablehlo.reduce"(%2596, %2597) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2599 = stablehlo.constant dense<0.0> : tensor<f32>
    %2600 = "stablehlo.reduce"(%2598, %2599) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2601 = stablehlo.add %2595, %2600 : tensor<f32>
    %2602 = stablehlo.multiply %1534, %1534 : tensor<256xf32>
    %2603 = stablehlo.constant dense<0.0> : tensor<f32>
    %2604 = "stablehlo.reduce"(%2602, %2603) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2605 = stablehlo.add %2601, %2604 : tensor<f32>
    %2606 = stablehlo.multiply %1531, %1531 : tensor<256xf32>
    %2607 = stablehlo.constant dense<0.0> : tensor<f32>
    %2608 = "stablehlo.reduce"(%2606, %2607) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2609 = stablehlo.add %2605, %2608 : tensor<f32>
    %2610 = stablehlo.multiply %1524, %1524 : tensor<3x3x256x256xf32>
    %2611 = stablehlo.constant dense<0.0> : tensor<f32>
    %2612 = "stablehlo.reduce"(%2610, %2611) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2613 = stablehlo.constant dense<0.0> : tensor<f32>
    %2614 = "stablehlo.reduce"(%2612, %2613) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2615 = stablehlo.add %2609, %2614 : tensor<f32>
    %2616 = stablehlo.multiply %1509, %1509 : tensor<256xf32>
    %2617 = stablehlo.constant dense<0.0> : tensor<f32>
    %2618 = "stablehlo.reduce"(%2616, %2617) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2619 = stablehlo.add %2615, %2618 : tensor<f32>
    %2620 = stablehlo.multiply %1506, %1506 : tensor<256xf32>
    %2621 = stablehlo.constant dense<0.0> : tensor<f32>
    %2622 = "stablehlo.reduce"(%2620, %2621) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2623 = stablehlo.add %2619, %2622 : tensor<f32>
    %2624 = stablehlo.multiply %1500, %1500 : tensor<3x3x256x256xf32>
    %2625 = stablehlo.constant dense<0.0> : tensor<f32>
    %2626 = "stablehlo.reduce"(%2624, %2625) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2627 = stablehlo.constant dense<0.0> : tensor<f32>
    %2628 = "stablehlo.reduce"(%2626, %2627) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2629 = stablehlo.add %2623, %2628 : tensor<f32>
    %2630 = stablehlo.multiply %1485, %1485 : tensor<256xf32>
    %2631 = stablehlo.constant dense<0.0> : tensor<f32>
    %2632 = "stablehlo.reduce"(%2630, %2631) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2633 = stablehlo.add %2629, %2632 : tensor<f32>
    %2634 = stablehlo.multiply %1482, %1482 : tensor<256xf32>
    %2635 = stablehlo.constant dense<0.0> : tensor<f32>
    %2636 = "stablehlo.reduce"(%2634, %2635) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2637 = stablehlo.add %2633, %2636 : tensor<f32>
    %2638 = stablehlo.multiply %1455, %1455 : tensor<3x3x256x512xf32>
    %2639 = stablehlo.constant dense<0.0> : tensor<f32>
    %2640 = "stablehlo.reduce"(%2638, %2639) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x512xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2641 = stablehlo.constant dense<0.0> : tensor<f32>
    %2642 = "stablehlo.reduce"(%2640, %2641) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2643 = stablehlo.add %2637, %2642 : tensor<f32>
    %2644 = stablehlo.multiply %1440, %1440 : tensor<512xf32>
    %2645 = stablehlo.constant dense<0.0> : tensor<f32>
    %2646 = "stablehlo.reduce"(%2644, %2645) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2647 = stablehlo.add %2643, %2646 : tensor<f32>
    %2648 = stablehlo.multiply %1437, %1437 : tensor<512xf32>
    %2649 = stablehlo.constant dense<0.0> : tensor<f32>
    %2650 = "stablehlo.reduce"(%2648, %2649) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2651 = stablehlo.add %2647, %2650 : tensor<f32>
    %2652 = stablehlo.multiply %1431, %1431 : tensor<3x3x512x512xf32>
    %2653 = stablehlo.constant dense<0.0> : tensor<f32>
    %2654 = "stablehlo.reduce"(%2652, %2653) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %2655 = stablehlo.constant dense<0.0> : tensor<f32>
    %2656 = "stablehlo.reduce"(%2654, %2655) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %2657 = stablehlo.add %2651, %2656 : tensor<f32>
    %2658 = stablehlo.multiply %1416, %1416 : tensor<512xf32>
    %2659 = stablehlo.constant dense<0.0> : tensor<f32>
    %2660 = "stablehlo.reduce"(%2658, %2659) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2661 = stablehlo.add %2657, %2660 : tensor<f32>
    %2662 = stablehlo.multiply %1413, %1413 : tensor<512xf32>
    %2663 = stablehlo.constant dense<0.0> : tensor<f32>
    %2664 = "stablehlo.reduce"(%2662, %2663) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2665 = stablehlo.add %2661, %2664 : tensor<f32>
    %2666 = stablehlo.multiply %1475, %1475 : tensor<1x1x256x512xf32>
    %2667 = stablehlo.constant dense<0.0> : tensor<f32>
    %2668 = "stablehlo.reduce"(%2666, %2667) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x512xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %2669 = stablehlo.constant dense<0.0> : tensor<f32>
    %2670 = "stablehlo.reduce"(%2668, %2669) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %2671 = stablehlo.add %2665, %2670 : tensor<f32>
    %2672 = stablehlo.multiply %1460, %1460 : tensor<512xf32>
    %2673 = stablehlo.constant dense<0.0> : tensor<f32>
    %2674 = "stablehlo.reduce"(%2672, %2673) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2675 = stablehlo.add %2671, %2674 : tensor<f32>
    %2676 = stablehlo.multiply %1457, %1457 : tensor<512xf32>
    %2677 = stablehlo.constant dense<0.0> : tensor<f32>
    %2678 = "stablehlo.reduce"(%2676, %2677) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2679 = stablehlo.add %2675, %2678 : tensor<f32>
    %2680 = stablehlo.multiply %1406, %1406 : tensor<3x3x512x512xf32>
    %2681 = stablehlo.constant dense<0.0> : tensor<f32>
    %2682 = "stablehlo.reduce"(%2680, %2681) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %2683 = stablehlo.constant dense<0.0> : tensor<f32>
    %2684 = "stablehlo.reduce"(%2682, %2683) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %2685 = stablehlo.add %2679, %2684 : tensor<f32>
    %2686 = stablehlo.multiply %1391, %1391 : tensor<512xf32>
    %2687 = stablehlo.constant dense<0.0> : tensor<f32>
    %2688 = "stablehlo.reduce"(%2686, %2687) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2689 = stablehlo.add %2685, %2688 : tensor<f32>
    %2690 = stablehlo.multiply %1388, %1388 : tensor<512xf32>
    %2691 = stablehlo.constant dense<0.0> : tensor<f32>
    %2692 = "stablehlo.reduce"(%2690, %2691) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2693 = stablehlo.add %2689, %2692 : tensor<f32>
    %2694 = stablehlo.multiply %1382, %1382 : tensor<3x3x512x512xf32>
    %2695 = stablehlo.constant dense<0.0> : tensor<f32>
    %2696 = "stablehlo.reduce"(%2694, %2695) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %2697 = stablehlo.constant dense<0.0> : tensor<f32>
    %2698 = "stablehlo.reduce"(%2696, %2697) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %2699 = stablehlo.add %2693, %2698 : tensor<f32>
    %2700 = stablehlo.multiply %1367, %1367 : tensor<512xf32>
    %2701 = stablehlo.constant dense<0.0> : tensor<f32>
    %2702 = "stablehlo.reduce"(%2700, %2701) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2703 = stablehlo.add %2699, %2702 : tensor<f32>
    %2704 = stablehlo.multiply %1364, %1364 : tensor<512xf32>
    %2705 = stablehlo.constant dense<0.0> : tensor<f32>
    %2706 = "stablehlo.reduce"(%2704, %2705) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2707 = stablehlo.add %2703, %2706 : tensor<f32>
    %2708 = stablehlo.multiply %1357, %1357 : tensor<3x3x512x512xf32>
    %2709 = stablehlo.constant dense<0.0> : tensor<f32>
    %2710 = "stablehlo.reduce"(%2708, %2709) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %2711 = stablehlo.constant dense<0.0> : tensor<f32>
    %2712 = "stablehlo.reduce"(%2710, %2711) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %2713 = stablehlo.add %2707, %2712 : tensor<f32>
    %2714 = stablehlo.multiply %1342, %1342 : tensor<512xf32>
    %2715 = stablehlo.constant dense<0.0> : tensor<f32>
    %2716 = "stablehlo.reduce"(%2714, %2715) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2717 = stablehlo.add %2713, %2716 : tensor<f32>
    %2718 = stablehlo.multiply %1339, %1339 : tensor<512xf32>
    %2719 = stablehlo.constant dense<0.0> : tensor<f32>
    %2720 = "stablehlo.reduce"(%2718, %2719) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2721 = stablehlo.add %2717, %2720 : tensor<f32>
    %2722 = stablehlo.multiply %1333, %1333 : tensor<3x3x512x512xf32>
    %2723 = stablehlo.constant dense<0.0> : tensor<f32>
    %2724 = "stablehlo.reduce"(%2722, %2723) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %2725 = stablehlo.constant dense<0.0> : tensor<f32>
    %2726 = "stablehlo.reduce"(%2724, %2725) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %2727 = stablehlo.add %2721, %2726 : tensor<f32>
    %2728 = stablehlo.multiply %1318, %1318 : tensor<512xf32>
    %2729 = stablehlo.constant dense<0.0> : tensor<f32>
    %2730 = "stablehlo.reduce"(%2728, %2729) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2731 = stablehlo.add %2727, %2730 : tensor<f32>
    %2732 = stablehlo.multiply %1315, %1315 : tensor<512xf32>
    %2733 = stablehlo.constant dense<0.0> : tensor<f32>
    %2734 = "stablehlo.reduce"(%2732, %2733) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2735 = stablehlo.add %2731, %2734 : tensor<f32>
    %2736 = stablehlo.multiply %1304, %1304 : tensor<512x1000xf32>
    %2737 = stablehlo.constant dense<0.0> : tensor<f32>
    %2738 = "stablehlo.reduce"(%2736, %2737) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<512x1000xf32>, tensor<f32>) -> tensor<512xf32>
    %2739 = stablehlo.constant dense<0.0> : tensor<f32>
    %2740 = "stablehlo.reduce"(%2738, %2739) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2741 = stablehlo.add %2735, %2740 : tensor<f32>
    %2742 = stablehlo.multiply %1306, %1306 : tensor<1000xf32>
    %2743 = stablehlo.constant dense<0.0> : tensor<f32>
    %2744 = "stablehlo.reduce"(%2742, %2743) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %2745 = stablehlo.add %2741, %2744 : tensor<f32>
    %2746 = stablehlo.sqrt %2745 : tensor<f32>
    %2747 = stablehlo.constant dense<1.0> : tensor<f32>
    %2748 = "stablehlo.compare"(%2746, %2747) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2749 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %2750 = stablehlo.divide %2232, %2749 : tensor<7x7x3x64xf32>
    %2751 = stablehlo.constant dense<1.0> : tensor<7x7x3x64xf32>
    %2752 = stablehlo.multiply %2750, %2751 : tensor<7x7x3x64xf32>
    %2753 = "stablehlo.select"(%2748, %2232, %2752) : (tensor<i1>, tensor<7x7x3x64xf32>, tensor<7x7x3x64xf32>) -> tensor<7x7x3x64xf32>
    %2754 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2755 = stablehlo.divide %2219, %2754 : tensor<64xf32>
    %2756 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2757 = stablehlo.multiply %2755, %2756 : tensor<64xf32>
    %2758 = "stablehlo.select"(%2748, %2219, %2757) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2759 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2760 = stablehlo.divide %2216, %2759 : tensor<64xf32>
    %2761 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2762 = stablehlo.multiply %2760, %2761 : tensor<64xf32>
    %2763 = "stablehlo.select"(%2748, %2216, %2762) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2764 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2765 = stablehlo.divide %2152, %2764 : tensor<3x3x64x64xf32>
    %2766 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2767 = stablehlo.multiply %2765, %2766 : tensor<3x3x64x64xf32>
    %2768 = "stablehlo.select"(%2748, %2152, %2767) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2769 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2770 = stablehlo.divide %2137, %2769 : tensor<64xf32>
    %2771 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2772 = stablehlo.multiply %2770, %2771 : tensor<64xf32>
    %2773 = "stablehlo.select"(%2748, %2137, %2772) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2774 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2775 = stablehlo.divide %2134, %2774 : tensor<64xf32>
    %2776 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2777 = stablehlo.multiply %2775, %2776 : tensor<64xf32>
    %2778 = "stablehlo.select"(%2748, %2134, %2777) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2779 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2780 = stablehlo.divide %2128, %2779 : tensor<3x3x64x64xf32>
    %2781 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2782 = stablehlo.multiply %2780, %2781 : tensor<3x3x64x64xf32>
    %2783 = "stablehlo.select"(%2748, %2128, %2782) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2784 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2785 = stablehlo.divide %2113, %2784 : tensor<64xf32>
    %2786 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2787 = stablehlo.multiply %2785, %2786 : tensor<64xf32>
    %2788 = "stablehlo.select"(%2748, %2113, %2787) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2789 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2790 = stablehlo.divide %2110, %2789 : tensor<64xf32>
    %2791 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2792 = stablehlo.multiply %2790, %2791 : tensor<64xf32>
    %2793 = "stablehlo.select"(%2748, %2110, %2792) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2794 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2795 = stablehlo.divide %2103, %2794 : tensor<3x3x64x64xf32>
    %2796 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2797 = stablehlo.multiply %2795, %2796 : tensor<3x3x64x64xf32>
    %2798 = "stablehlo.select"(%2748, %2103, %2797) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2799 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2800 = stablehlo.divide %2088, %2799 : tensor<64xf32>
    %2801 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2802 = stablehlo.multiply %2800, %2801 : tensor<64xf32>
    %2803 = "stablehlo.select"(%2748, %2088, %2802) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2804 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2805 = stablehlo.divide %2085, %2804 : tensor<64xf32>
    %2806 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2807 = stablehlo.multiply %2805, %2806 : tensor<64xf32>
    %2808 = "stablehlo.select"(%2748, %2085, %2807) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2809 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2810 = stablehlo.divide %2079, %2809 : tensor<3x3x64x64xf32>
    %2811 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2812 = stablehlo.multiply %2810, %2811 : tensor<3x3x64x64xf32>
    %2813 = "stablehlo.select"(%2748, %2079, %2812) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2814 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2815 = stablehlo.divide %2064, %2814 : tensor<64xf32>
    %2816 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2817 = stablehlo.multiply %2815, %2816 : tensor<64xf32>
    %2818 = "stablehlo.select"(%2748, %2064, %2817) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2819 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2820 = stablehlo.divide %2061, %2819 : tensor<64xf32>
    %2821 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2822 = stablehlo.multiply %2820, %2821 : tensor<64xf32>
    %2823 = "stablehlo.select"(%2748, %2061, %2822) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2824 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2825 = stablehlo.divide %2054, %2824 : tensor<3x3x64x64xf32>
    %2826 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2827 = stablehlo.multiply %2825, %2826 : tensor<3x3x64x64xf32>
    %2828 = "stablehlo.select"(%2748, %2054, %2827) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2829 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2830 = stablehlo.divide %2039, %2829 : tensor<64xf32>
    %2831 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2832 = stablehlo.multiply %2830, %2831 : tensor<64xf32>
    %2833 = "stablehlo.select"(%2748, %2039, %2832) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2834 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2835 = stablehlo.divide %2036, %2834 : tensor<64xf32>
    %2836 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2837 = stablehlo.multiply %2835, %2836 : tensor<64xf32>
    %2838 = "stablehlo.select"(%2748, %2036, %2837) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2839 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2840 = stablehlo.divide %2030, %2839 : tensor<3x3x64x64xf32>
    %2841 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2842 = stablehlo.multiply %2840, %2841 : tensor<3x3x64x64xf32>
    %2843 = "stablehlo.select"(%2748, %2030, %2842) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2844 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2845 = stablehlo.divide %2015, %2844 : tensor<64xf32>
    %2846 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2847 = stablehlo.multiply %2845, %2846 : tensor<64xf32>
    %2848 = "stablehlo.select"(%2748, %2015, %2847) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2849 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2850 = stablehlo.divide %2012, %2849 : tensor<64xf32>
    %2851 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2852 = stablehlo.multiply %2850, %2851 : tensor<64xf32>
    %2853 = "stablehlo.select"(%2748, %2012, %2852) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2854 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %2855 = stablehlo.divide %1985, %2854 : tensor<3x3x64x128xf32>
    %2856 = stablehlo.constant dense<1.0> : tensor<3x3x64x128xf32>
    %2857 = stablehlo.multiply %2855, %2856 : tensor<3x3x64x128xf32>
    %2858 = "stablehlo.select"(%2748, %1985, %2857) : (tensor<i1>, tensor<3x3x64x128xf32>, tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %2859 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2860 = stablehlo.divide %1970, %2859 : tensor<128xf32>
    %2861 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2862 = stablehlo.multiply %2860, %2861 : tensor<128xf32>
    %2863 = "stablehlo.select"(%2748, %1970, %2862) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2864 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2865 = stablehlo.divide %1967, %2864 : tensor<128xf32>
    %2866 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2867 = stablehlo.multiply %2865, %2866 : tensor<128xf32>
    %2868 = "stablehlo.select"(%2748, %1967, %2867) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2869 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2870 = stablehlo.divide %1961, %2869 : tensor<3x3x128x128xf32>
    %2871 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2872 = stablehlo.multiply %2870, %2871 : tensor<3x3x128x128xf32>
    %2873 = "stablehlo.select"(%2748, %1961, %2872) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2874 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2875 = stablehlo.divide %1946, %2874 : tensor<128xf32>
    %2876 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2877 = stablehlo.multiply %2875, %2876 : tensor<128xf32>
    %2878 = "stablehlo.select"(%2748, %1946, %2877) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2879 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2880 = stablehlo.divide %1943, %2879 : tensor<128xf32>
    %2881 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2882 = stablehlo.multiply %2880, %2881 : tensor<128xf32>
    %2883 = "stablehlo.select"(%2748, %1943, %2882) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2884 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %2885 = stablehlo.divide %2005, %2884 : tensor<1x1x64x128xf32>
    %2886 = stablehlo.constant dense<1.0> : tensor<1x1x64x128xf32>
    %2887 = stablehlo.multiply %2885, %2886 : tensor<1x1x64x128xf32>
    %2888 = "stablehlo.select"(%2748, %2005, %2887) : (tensor<i1>, tensor<1x1x64x128xf32>, tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %2889 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2890 = stablehlo.divide %1990, %2889 : tensor<128xf32>
    %2891 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2892 = stablehlo.multiply %2890, %2891 : tensor<128xf32>
    %2893 = "stablehlo.select"(%2748, %1990, %2892) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2894 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2895 = stablehlo.divide %1987, %2894 : tensor<128xf32>
    %2896 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2897 = stablehlo.multiply %2895, %2896 : tensor<128xf32>
    %2898 = "stablehlo.select"(%2748, %1987, %2897) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2899 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2900 = stablehlo.divide %1936, %2899 : tensor<3x3x128x128xf32>
    %2901 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2902 = stablehlo.multiply %2900, %2901 : tensor<3x3x128x128xf32>
    %2903 = "stablehlo.select"(%2748, %1936, %2902) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2904 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2905 = stablehlo.divide %1921, %2904 : tensor<128xf32>
    %2906 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2907 = stablehlo.multiply %2905, %2906 : tensor<128xf32>
    %2908 = "stablehlo.select"(%2748, %1921, %2907) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2909 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2910 = stablehlo.divide %1918, %2909 : tensor<128xf32>
    %2911 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2912 = stablehlo.multiply %2910, %2911 : tensor<128xf32>
    %2913 = "stablehlo.select"(%2748, %1918, %2912) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2914 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2915 = stablehlo.divide %1912, %2914 : tensor<3x3x128x128xf32>
    %2916 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2917 = stablehlo.multiply %2915, %2916 : tensor<3x3x128x128xf32>
    %2918 = "stablehlo.select"(%2748, %1912, %2917) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2919 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2920 = stablehlo.divide %1897, %2919 : tensor<128xf32>
    %2921 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2922 = stablehlo.multiply %2920, %2921 : tensor<128xf32>
    %2923 = "stablehlo.select"(%2748, %1897, %2922) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2924 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2925 = stablehlo.divide %1894, %2924 : tensor<128xf32>
    %2926 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2927 = stablehlo.multiply %2925, %2926 : tensor<128xf32>
    %2928 = "stablehlo.select"(%2748, %1894, %2927) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2929 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2930 = stablehlo.divide %1887, %2929 : tensor<3x3x128x128xf32>
    %2931 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2932 = stablehlo.multiply %2930, %2931 : tensor<3x3x128x128xf32>
    %2933 = "stablehlo.select"(%2748, %1887, %2932) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2934 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2935 = stablehlo.divide %1872, %2934 : tensor<128xf32>
    %2936 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2937 = stablehlo.multiply %2935, %2936 : tensor<128xf32>
    %2938 = "stablehlo.select"(%2748, %1872, %2937) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2939 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2940 = stablehlo.divide %1869, %2939 : tensor<128xf32>
    %2941 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2942 = stablehlo.multiply %2940, %2941 : tensor<128xf32>
    %2943 = "stablehlo.select"(%2748, %1869, %2942) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2944 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2945 = stablehlo.divide %1863, %2944 : tensor<3x3x128x128xf32>
    %2946 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2947 = stablehlo.multiply %2945, %2946 : tensor<3x3x128x128xf32>
    %2948 = "stablehlo.select"(%2748, %1863, %2947) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2949 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2950 = stablehlo.divide %1848, %2949 : tensor<128xf32>
    %2951 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2952 = stablehlo.multiply %2950, %2951 : tensor<128xf32>
    %2953 = "stablehlo.select"(%2748, %1848, %2952) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2954 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2955 = stablehlo.divide %1845, %2954 : tensor<128xf32>
    %2956 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2957 = stablehlo.multiply %2955, %2956 : tensor<128xf32>
    %2958 = "stablehlo.select"(%2748, %1845, %2957) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2959 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2960 = stablehlo.divide %1838, %2959 : tensor<3x3x128x128xf32>
    %2961 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2962 = stablehlo.multiply %2960, %2961 : tensor<3x3x128x128xf32>
    %2963 = "stablehlo.select"(%2748, %1838, %2962) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2964 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2965 = stablehlo.divide %1823, %2964 : tensor<128xf32>
    %2966 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2967 = stablehlo.multiply %2965, %2966 : tensor<128xf32>
    %2968 = "stablehlo.select"(%2748, %1823, %2967) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2969 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2970 = stablehlo.divide %1820, %2969 : tensor<128xf32>
    %2971 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2972 = stablehlo.multiply %2970, %2971 : tensor<128xf32>
    %2973 = "stablehlo.select"(%2748, %1820, %2972) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2974 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2975 = stablehlo.divide %1814, %2974 : tensor<3x3x128x128xf32>
    %2976 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2977 = stablehlo.multiply %2975, %2976 : tensor<3x3x128x128xf32>
    %2978 = "stablehlo.select"(%2748, %1814, %2977) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2979 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2980 = stablehlo.divide %1799, %2979 : tensor<128xf32>
    %2981 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2982 = stablehlo.multiply %2980, %2981 : tensor<128xf32>
    %2983 = "stablehlo.select"(%2748, %1799, %2982) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2984 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2985 = stablehlo.divide %1796, %2984 : tensor<128xf32>
    %2986 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2987 = stablehlo.multiply %2985, %2986 : tensor<128xf32>
    %2988 = "stablehlo.select"(%2748, %1796, %2987) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2989 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %2990 = stablehlo.divide %1769, %2989 : tensor<3x3x128x256xf32>
    %2991 = stablehlo.constant dense<1.0> : tensor<3x3x128x256xf32>
    %2992 = stablehlo.multiply %2990, %2991 : tensor<3x3x128x256xf32>
    %2993 = "stablehlo.select"(%2748, %1769, %2992) : (tensor<i1>, tensor<3x3x128x256xf32>, tensor<3x3x128x256xf32>) -> tensor<3x3x128x256xf32>
    %2994 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %2995 = stablehlo.divide %1754, %2994 : tensor<256xf32>
    %2996 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %2997 = stablehlo.multiply %2995, %2996 : tensor<256xf32>
    %2998 = "stablehlo.select"(%2748, %1754, %2997) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2999 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3000 = stablehlo.divide %1751, %2999 : tensor<256xf32>
    %3001 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3002 = stablehlo.multiply %3000, %3001 : tensor<256xf32>
    %3003 = "stablehlo.select"(%2748, %1751, %3002) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3004 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3005 = stablehlo.divide %1745, %3004 : tensor<3x3x256x256xf32>
    %3006 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3007 = stablehlo.multiply %3005, %3006 : tensor<3x3x256x256xf32>
    %3008 = "stablehlo.select"(%2748, %1745, %3007) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3009 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3010 = stablehlo.divide %1730, %3009 : tensor<256xf32>
    %3011 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3012 = stablehlo.multiply %3010, %3011 : tensor<256xf32>
    %3013 = "stablehlo.select"(%2748, %1730, %3012) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3014 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3015 = stablehlo.divide %1727, %3014 : tensor<256xf32>
    %3016 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3017 = stablehlo.multiply %3015, %3016 : tensor<256xf32>
    %3018 = "stablehlo.select"(%2748, %1727, %3017) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3019 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %3020 = stablehlo.divide %1789, %3019 : tensor<1x1x128x256xf32>
    %3021 = stablehlo.constant dense<1.0> : tensor<1x1x128x256xf32>
    %3022 = stablehlo.multiply %3020, %3021 : tensor<1x1x128x256xf32>
    %3023 = "stablehlo.select"(%2748, %1789, %3022) : (tensor<i1>, tensor<1x1x128x256xf32>, tensor<1x1x128x256xf32>) -> tensor<1x1x128x256xf32>
    %3024 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3025 = stablehlo.divide %1774, %3024 : tensor<256xf32>
    %3026 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3027 = stablehlo.multiply %3025, %3026 : tensor<256xf32>
    %3028 = "stablehlo.select"(%2748, %1774, %3027) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3029 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3030 = stablehlo.divide %1771, %3029 : tensor<256xf32>
    %3031 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3032 = stablehlo.multiply %3030, %3031 : tensor<256xf32>
    %3033 = "stablehlo.select"(%2748, %1771, %3032) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3034 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3035 = stablehlo.divide %1720, %3034 : tensor<3x3x256x256xf32>
    %3036 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3037 = stablehlo.multiply %3035, %3036 : tensor<3x3x256x256xf32>
    %3038 = "stablehlo.select"(%2748, %1720, %3037) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3039 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3040 = stablehlo.divide %1705, %3039 : tensor<256xf32>
    %3041 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3042 = stablehlo.multiply %3040, %3041 : tensor<256xf32>
    %3043 = "stablehlo.select"(%2748, %1705, %3042) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3044 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3045 = stablehlo.divide %1702, %3044 : tensor<256xf32>
    %3046 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3047 = stablehlo.multiply %3045, %3046 : tensor<256xf32>
    %3048 = "stablehlo.select"(%2748, %1702, %3047) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3049 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3050 = stablehlo.divide %1696, %3049 : tensor<3x3x256x256xf32>
    %3051 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3052 = stablehlo.multiply %3050, %3051 : tensor<3x3x256x256xf32>
    %3053 = "stablehlo.select"(%2748, %1696, %3052) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3054 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3055 = stablehlo.divide %1681, %3054 : tensor<256xf32>
    %3056 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3057 = stablehlo.multiply %3055, %3056 : tensor<256xf32>
    %3058 = "stablehlo.select"(%2748, %1681, %3057) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3059 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3060 = stablehlo.divide %1678, %3059 : tensor<256xf32>
    %3061 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3062 = stablehlo.multiply %3060, %3061 : tensor<256xf32>
    %3063 = "stablehlo.select"(%2748, %1678, %3062) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3064 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3065 = stablehlo.divide %1671, %3064 : tensor<3x3x256x256xf32>
    %3066 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3067 = stablehlo.multiply %3065, %3066 : tensor<3x3x256x256xf32>
    %3068 = "stablehlo.select"(%2748, %1671, %3067) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3069 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3070 = stablehlo.divide %1656, %3069 : tensor<256xf32>
    %3071 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3072 = stablehlo.multiply %3070, %3071 : tensor<256xf32>
    %3073 = "stablehlo.select"(%2748, %1656, %3072) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3074 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3075 = stablehlo.divide %1653, %3074 : tensor<256xf32>
    %3076 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3077 = stablehlo.multiply %3075, %3076 : tensor<256xf32>
    %3078 = "stablehlo.select"(%2748, %1653, %3077) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3079 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3080 = stablehlo.divide %1647, %3079 : tensor<3x3x256x256xf32>
    %3081 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3082 = stablehlo.multiply %3080, %3081 : tensor<3x3x256x256xf32>
    %3083 = "stablehlo.select"(%2748, %1647, %3082) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3084 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3085 = stablehlo.divide %1632, %3084 : tensor<256xf32>
    %3086 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3087 = stablehlo.multiply %3085, %3086 : tensor<256xf32>
    %3088 = "stablehlo.select"(%2748, %1632, %3087) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3089 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3090 = stablehlo.divide %1629, %3089 : tensor<256xf32>
    %3091 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3092 = stablehlo.multiply %3090, %3091 : tensor<256xf32>
    %3093 = "stablehlo.select"(%2748, %1629, %3092) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3094 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3095 = stablehlo.divide %1622, %3094 : tensor<3x3x256x256xf32>
    %3096 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3097 = stablehlo.multiply %3095, %3096 : tensor<3x3x256x256xf32>
    %3098 = "stablehlo.select"(%2748, %1622, %3097) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3099 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3100 = stablehlo.divide %1607, %3099 : tensor<256xf32>
    %3101 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3102 = stablehlo.multiply %3100, %3101 : tensor<256xf32>
    %3103 = "stablehlo.select"(%2748, %1607, %3102) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3104 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3105 = stablehlo.divide %1604, %3104 : tensor<256xf32>
    %3106 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3107 = stablehlo.multiply %3105, %3106 : tensor<256xf32>
    %3108 = "stablehlo.select"(%2748, %1604, %3107) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3109 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3110 = stablehlo.divide %1598, %3109 : tensor<3x3x256x256xf32>
    %3111 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3112 = stablehlo.multiply %3110, %3111 : tensor<3x3x256x256xf32>
    %3113 = "stablehlo.select"(%2748, %1598, %3112) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3114 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3115 = stablehlo.divide %1583, %3114 : tensor<256xf32>
    %3116 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3117 = stablehlo.multiply %3115, %3116 : tensor<256xf32>
    %3118 = "stablehlo.select"(%2748, %1583, %3117) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3119 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3120 = stablehlo.divide %1580, %3119 : tensor<256xf32>
    %3121 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3122 = stablehlo.multiply %3120, %3121 : tensor<256xf32>
    %3123 = "stablehlo.select"(%2748, %1580, %3122) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3124 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3125 = stablehlo.divide %1573, %3124 : tensor<3x3x256x256xf32>
    %3126 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3127 = stablehlo.multiply %3125, %3126 : tensor<3x3x256x256xf32>
    %3128 = "stablehlo.select"(%2748, %1573, %3127) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3129 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3130 = stablehlo.divide %1558, %3129 : tensor<256xf32>
    %3131 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3132 = stablehlo.multiply %3130, %3131 : tensor<256xf32>
    %3133 = "stablehlo.select"(%2748, %1558, %3132) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3134 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3135 = stablehlo.divide %1555, %3134 : tensor<256xf32>
    %3136 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3137 = stablehlo.multiply %3135, %3136 : tensor<256xf32>
    %3138 = "stablehlo.select"(%2748, %1555, %3137) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3139 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3140 = stablehlo.divide %1549, %3139 : tensor<3x3x256x256xf32>
    %3141 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3142 = stablehlo.multiply %3140, %3141 : tensor<3x3x256x256xf32>
    %3143 = "stablehlo.select"(%2748, %1549, %3142) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3144 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3145 = stablehlo.divide %1534, %3144 : tensor<256xf32>
    %3146 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3147 = stablehlo.multiply %3145, %3146 : tensor<256xf32>
    %3148 = "stablehlo.select"(%2748, %1534, %3147) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3149 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3150 = stablehlo.divide %1531, %3149 : tensor<256xf32>
    %3151 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3152 = stablehlo.multiply %3150, %3151 : tensor<256xf32>
    %3153 = "stablehlo.select"(%2748, %1531, %3152) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3154 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3155 = stablehlo.divide %1524, %3154 : tensor<3x3x256x256xf32>
    %3156 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3157 = stablehlo.multiply %3155, %3156 : tensor<3x3x256x256xf32>
    %3158 = "stablehlo.select"(%2748, %1524, %3157) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3159 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3160 = stablehlo.divide %1509, %3159 : tensor<256xf32>
    %3161 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3162 = stablehlo.multiply %3160, %3161 : tensor<256xf32>
    %3163 = "stablehlo.select"(%2748, %1509, %3162) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3164 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3165 = stablehlo.divide %1506, %3164 : tensor<256xf32>
    %3166 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3167 = stablehlo.multiply %3165, %3166 : tensor<256xf32>
    %3168 = "stablehlo.select"(%2748, %1506, %3167) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3169 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3170 = stablehlo.divide %1500, %3169 : tensor<3x3x256x256xf32>
    %3171 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3172 = stablehlo.multiply %3170, %3171 : tensor<3x3x256x256xf32>
    %3173 = "stablehlo.select"(%2748, %1500, %3172) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3174 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3175 = stablehlo.divide %1485, %3174 : tensor<256xf32>
    %3176 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3177 = stablehlo.multiply %3175, %3176 : tensor<256xf32>
    %3178 = "stablehlo.select"(%2748, %1485, %3177) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3179 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3180 = stablehlo.divide %1482, %3179 : tensor<256xf32>
    %3181 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3182 = stablehlo.multiply %3180, %3181 : tensor<256xf32>
    %3183 = "stablehlo.select"(%2748, %1482, %3182) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3184 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %3185 = stablehlo.divide %1455, %3184 : tensor<3x3x256x512xf32>
    %3186 = stablehlo.constant dense<1.0> : tensor<3x3x256x512xf32>
    %3187 = stablehlo.multiply %3185, %3186 : tensor<3x3x256x512xf32>
    %3188 = "stablehlo.select"(%2748, %1455, %3187) : (tensor<i1>, tensor<3x3x256x512xf32>, tensor<3x3x256x512xf32>) -> tensor<3x3x256x512xf32>
    %3189 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3190 = stablehlo.divide %1440, %3189 : tensor<512xf32>
    %3191 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3192 = stablehlo.multiply %3190, %3191 : tensor<512xf32>
    %3193 = "stablehlo.select"(%2748, %1440, %3192) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3194 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3195 = stablehlo.divide %1437, %3194 : tensor<512xf32>
    %3196 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3197 = stablehlo.multiply %3195, %3196 : tensor<512xf32>
    %3198 = "stablehlo.select"(%2748, %1437, %3197) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3199 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3200 = stablehlo.divide %1431, %3199 : tensor<3x3x512x512xf32>
    %3201 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3202 = stablehlo.multiply %3200, %3201 : tensor<3x3x512x512xf32>
    %3203 = "stablehlo.select"(%2748, %1431, %3202) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3204 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3205 = stablehlo.divide %1416, %3204 : tensor<512xf32>
    %3206 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3207 = stablehlo.multiply %3205, %3206 : tensor<512xf32>
    %3208 = "stablehlo.select"(%2748, %1416, %3207) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3209 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3210 = stablehlo.divide %1413, %3209 : tensor<512xf32>
    %3211 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3212 = stablehlo.multiply %3210, %3211 : tensor<512xf32>
    %3213 = "stablehlo.select"(%2748, %1413, %3212) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3214 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %3215 = stablehlo.divide %1475, %3214 : tensor<1x1x256x512xf32>
    %3216 = stablehlo.constant dense<1.0> : tensor<1x1x256x512xf32>
    %3217 = stablehlo.multiply %3215, %3216 : tensor<1x1x256x512xf32>
    %3218 = "stablehlo.select"(%2748, %1475, %3217) : (tensor<i1>, tensor<1x1x256x512xf32>, tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %3219 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3220 = stablehlo.divide %1460, %3219 : tensor<512xf32>
    %3221 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3222 = stablehlo.multiply %3220, %3221 : tensor<512xf32>
    %3223 = "stablehlo.select"(%2748, %1460, %3222) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3224 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3225 = stablehlo.divide %1457, %3224 : tensor<512xf32>
    %3226 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3227 = stablehlo.multiply %3225, %3226 : tensor<512xf32>
    %3228 = "stablehlo.select"(%2748, %1457, %3227) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3229 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3230 = stablehlo.divide %1406, %3229 : tensor<3x3x512x512xf32>
    %3231 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3232 = stablehlo.multiply %3230, %3231 : tensor<3x3x512x512xf32>
    %3233 = "stablehlo.select"(%2748, %1406, %3232) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3234 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3235 = stablehlo.divide %1391, %3234 : tensor<512xf32>
    %3236 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3237 = stablehlo.multiply %3235, %3236 : tensor<512xf32>
    %3238 = "stablehlo.select"(%2748, %1391, %3237) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3239 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3240 = stablehlo.divide %1388, %3239 : tensor<512xf32>
    %3241 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3242 = stablehlo.multiply %3240, %3241 : tensor<512xf32>
    %3243 = "stablehlo.select"(%2748, %1388, %3242) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3244 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3245 = stablehlo.divide %1382, %3244 : tensor<3x3x512x512xf32>
    %3246 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3247 = stablehlo.multiply %3245, %3246 : tensor<3x3x512x512xf32>
    %3248 = "stablehlo.select"(%2748, %1382, %3247) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3249 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3250 = stablehlo.divide %1367, %3249 : tensor<512xf32>
    %3251 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3252 = stablehlo.multiply %3250, %3251 : tensor<512xf32>
    %3253 = "stablehlo.select"(%2748, %1367, %3252) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3254 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3255 = stablehlo.divide %1364, %3254 : tensor<512xf32>
    %3256 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3257 = stablehlo.multiply %3255, %3256 : tensor<512xf32>
    %3258 = "stablehlo.select"(%2748, %1364, %3257) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3259 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3260 = stablehlo.divide %1357, %3259 : tensor<3x3x512x512xf32>
    %3261 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3262 = stablehlo.multiply %3260, %3261 : tensor<3x3x512x512xf32>
    %3263 = "stablehlo.select"(%2748, %1357, %3262) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3264 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3265 = stablehlo.divide %1342, %3264 : tensor<512xf32>
    %3266 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3267 = stablehlo.multiply %3265, %3266 : tensor<512xf32>
    %3268 = "stablehlo.select"(%2748, %1342, %3267) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3269 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3270 = stablehlo.divide %1339, %3269 : tensor<512xf32>
    %3271 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3272 = stablehlo.multiply %3270, %3271 : tensor<512xf32>
    %3273 = "stablehlo.select"(%2748, %1339, %3272) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3274 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3275 = stablehlo.divide %1333, %3274 : tensor<3x3x512x512xf32>
    %3276 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3277 = stablehlo.multiply %3275, %3276 : tensor<3x3x512x512xf32>
    %3278 = "stablehlo.select"(%2748, %1333, %3277) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3279 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3280 = stablehlo.divide %1318, %3279 : tensor<512xf32>
    %3281 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3282 = stablehlo.multiply %3280, %3281 : tensor<512xf32>
    %3283 = "stablehlo.select"(%2748, %1318, %3282) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3284 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3285 = stablehlo.divide %1315, %3284 : tensor<512xf32>
    %3286 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3287 = stablehlo.multiply %3285, %3286 : tensor<512xf32>
    %3288 = "stablehlo.select"(%2748, %1315, %3287) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3289 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %3290 = stablehlo.divide %1304, %3289 : tensor<512x1000xf32>
    %3291 = stablehlo.constant dense<1.0> : tensor<512x1000xf32>
    %3292 = stablehlo.multiply %3290, %3291 : tensor<512x1000xf32>
    %3293 = "stablehlo.select"(%2748, %1304, %3292) : (tensor<i1>, tensor<512x1000xf32>, tensor<512x1000xf32>) -> tensor<512x1000xf32>
    %3294 = "stablehlo.broadcast_in_dim"(%2746) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3295 = stablehlo.divide %1306, %3294 : tensor<1000xf32>
    %3296 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3297 = stablehlo.multiply %3295, %3296 : tensor<1000xf32>
    %3298 = "stablehlo.select"(%2748, %1306, %3297) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3299 = stablehlo.constant dense<0.9> : tensor<7x7x3x64xf32>
    %3300 = stablehlo.multiply %3299, %m.conv1.w : tensor<7x7x3x64xf32>
    %3301 = stablehlo.constant dense<0.1> : tensor<7x7x3x64xf32>
    %3302 = stablehlo.multiply %3301, %2753 : tensor<7x7x3x64xf32>
    %3303 = stablehlo.add %3300, %3302 : tensor<7x7x3x64xf32>
    %3304 = stablehlo.constant dense<0.999> : tensor<7x7x3x64xf32>
    %3305 = stablehlo.multiply %3304, %v.conv1.w : tensor<7x7x3x64xf32>
    %3306 = stablehlo.constant dense<0.001> : tensor<7x7x3x64xf32>
    %3307 = stablehlo.multiply %2753, %2753 : tensor<7x7x3x64xf32>
    %3308 = stablehlo.multiply %3306, %3307 : tensor<7x7x3x64xf32>
    %3309 = stablehlo.add %3305, %3308 : tensor<7x7x3x64xf32>
    %3310 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3311 = stablehlo.divide %3303, %3310 : tensor<7x7x3x64xf32>
    %3312 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3313 = stablehlo.divide %3309, %3312 : tensor<7x7x3x64xf32>
    %3314 = stablehlo.sqrt %3313 : tensor<7x7x3x64xf32>
    %3315 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x64xf32>
    %3316 = stablehlo.add %3314, %3315 : tensor<7x7x3x64xf32>
    %3317 = stablehlo.divide %3311, %3316 : tensor<7x7x3x64xf32>
    %3318 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3319 = stablehlo.multiply %3318, %m.bn1.g : tensor<64xf32>
    %3320 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3321 = stablehlo.multiply %3320, %2758 : tensor<64xf32>
    %3322 = stablehlo.add %3319, %3321 : tensor<64xf32>
    %3323 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3324 = stablehlo.multiply %3323, %v.bn1.g : tensor<64xf32>
    %3325 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3326 = stablehlo.multiply %2758, %2758 : tensor<64xf32>
    %3327 = stablehlo.multiply %3325, %3326 : tensor<64xf32>
    %3328 = stablehlo.add %3324, %3327 : tensor<64xf32>
    %3329 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3330 = stablehlo.divide %3322, %3329 : tensor<64xf32>
    %3331 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3332 = stablehlo.divide %3328, %3331 : tensor<64xf32>
    %3333 = stablehlo.sqrt %3332 : tensor<64xf32>
    %3334 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3335 = stablehlo.add %3333, %3334 : tensor<64xf32>
    %3336 = stablehlo.divide %3330, %3335 : tensor<64xf32>
    %3337 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3338 = stablehlo.multiply %3337, %m.bn1.b : tensor<64xf32>
    %3339 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3340 = stablehlo.multiply %3339, %2763 : tensor<64xf32>
    %3341 = stablehlo.add %3338, %3340 : tensor<64xf32>
    %3342 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3343 = stablehlo.multiply %3342, %v.bn1.b : tensor<64xf32>
    %3344 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3345 = stablehlo.multiply %2763, %2763 : tensor<64xf32>
    %3346 = stablehlo.multiply %3344, %3345 : tensor<64xf32>
    %3347 = stablehlo.add %3343, %3346 : tensor<64xf32>
    %3348 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3349 = stablehlo.divide %3341, %3348 : tensor<64xf32>
    %3350 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3351 = stablehlo.divide %3347, %3350 : tensor<64xf32>
    %3352 = stablehlo.sqrt %3351 : tensor<64xf32>
    %3353 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3354 = stablehlo.add %3352, %3353 : tensor<64xf32>
    %3355 = stablehlo.divide %3349, %3354 : tensor<64xf32>
    %3356 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3357 = stablehlo.multiply %3356, %m.layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %3358 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3359 = stablehlo.multiply %3358, %2768 : tensor<3x3x64x64xf32>
    %3360 = stablehlo.add %3357, %3359 : tensor<3x3x64x64xf32>
    %3361 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3362 = stablehlo.multiply %3361, %v.layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %3363 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3364 = stablehlo.multiply %2768, %2768 : tensor<3x3x64x64xf32>
    %3365 = stablehlo.multiply %3363, %3364 : tensor<3x3x64x64xf32>
    %3366 = stablehlo.add %3362, %3365 : tensor<3x3x64x64xf32>
    %3367 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3368 = stablehlo.divide %3360, %3367 : tensor<3x3x64x64xf32>
    %3369 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3370 = stablehlo.divide %3366, %3369 : tensor<3x3x64x64xf32>
    %3371 = stablehlo.sqrt %3370 : tensor<3x3x64x64xf32>
    %3372 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3373 = stablehlo.add %3371, %3372 : tensor<3x3x64x64xf32>
    %3374 = stablehlo.divide %3368, %3373 : tensor<3x3x64x64xf32>
    %3375 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3376 = stablehlo.multiply %3375, %m.layer1.0.bn1.g : tensor<64xf32>
    %3377 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3378 = stablehlo.multiply %3377, %2773 : tensor<64xf32>
    %3379 = stablehlo.add %3376, %3378 : tensor<64xf32>
    %3380 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3381 = stablehlo.multiply %3380, %v.layer1.0.bn1.g : tensor<64xf32>
    %3382 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3383 = stablehlo.multiply %2773, %2773 : tensor<64xf32>
    %3384 = stablehlo.multiply %3382, %3383 : tensor<64xf32>
    %3385 = stablehlo.add %3381, %3384 : tensor<64xf32>
    %3386 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3387 = stablehlo.divide %3379, %3386 : tensor<64xf32>
    %3388 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3389 = stablehlo.divide %3385, %3388 : tensor<64xf32>
    %3390 = stablehlo.sqrt %3389 : tensor<64xf32>
    %3391 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3392 = stablehlo.add %3390, %3391 : tensor<64xf32>
    %3393 = stablehlo.divide %3387, %3392 : tensor<64xf32>
    %3394 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3395 = stablehlo.multiply %3394, %m.layer1.0.bn1.b : tensor<64xf32>
    %3396 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3397 = stablehlo.multiply %3396, %2778 : tensor<64xf32>
    %3398 = stablehlo.add %3395, %3397 : tensor<64xf32>
    %3399 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3400 = stablehlo.multiply %3399, %v.layer1.0.bn1.b : tensor<64xf32>
    %3401 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3402 = stablehlo.multiply %2778, %2778 : tensor<64xf32>
    %3403 = stablehlo.multiply %3401, %3402 : tensor<64xf32>
    %3404 = stablehlo.add %3400, %3403 : tensor<64xf32>
    %3405 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3406 = stablehlo.divide %3398, %3405 : tensor<64xf32>
    %3407 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3408 = stablehlo.divide %3404, %3407 : tensor<64xf32>
    %3409 = stablehlo.sqrt %3408 : tensor<64xf32>
    %3410 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3411 = stablehlo.add %3409, %3410 : tensor<64xf32>
    %3412 = stablehlo.divide %3406, %3411 : tensor<64xf32>
    %3413 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3414 = stablehlo.multiply %3413, %m.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %3415 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3416 = stablehlo.multiply %3415, %2783 : tensor<3x3x64x64xf32>
    %3417 = stablehlo.add %3414, %3416 : tensor<3x3x64x64xf32>
    %3418 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3419 = stablehlo.multiply %3418, %v.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %3420 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3421 = stablehlo.multiply %2783, %2783 : tensor<3x3x64x64xf32>
    %3422 = stablehlo.multiply %3420, %3421 : tensor<3x3x64x64xf32>
    %3423 = stablehlo.add %3419, %3422 : tensor<3x3x64x64xf32>
    %3424 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3425 = stablehlo.divide %3417, %3424 : tensor<3x3x64x64xf32>
    %3426 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3427 = stablehlo.divide %3423, %3426 : tensor<3x3x64x64xf32>
    %3428 = stablehlo.sqrt %3427 : tensor<3x3x64x64xf32>
    %3429 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3430 = stablehlo.add %3428, %3429 : tensor<3x3x64x64xf32>
    %3431 = stablehlo.divide %3425, %3430 : tensor<3x3x64x64xf32>
    %3432 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3433 = stablehlo.multiply %3432, %m.layer1.0.bn2.g : tensor<64xf32>
    %3434 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3435 = stablehlo.multiply %3434, %2788 : tensor<64xf32>
    %3436 = stablehlo.add %3433, %3435 : tensor<64xf32>
    %3437 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3438 = stablehlo.multiply %3437, %v.layer1.0.bn2.g : tensor<64xf32>
    %3439 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3440 = stablehlo.multiply %2788, %2788 : tensor<64xf32>
    %3441 = stablehlo.multiply %3439, %3440 : tensor<64xf32>
    %3442 = stablehlo.add %3438, %3441 : tensor<64xf32>
    %3443 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3444 = stablehlo.divide %3436, %3443 : tensor<64xf32>
    %3445 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3446 = stablehlo.divide %3442, %3445 : tensor<64xf32>
    %3447 = stablehlo.sqrt %3446 : tensor<64xf32>
    %3448 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3449 = stablehlo.add %3447, %3448 : tensor<64xf32>
    %3450 = stablehlo.divide %3444, %3449 : tensor<64xf32>
    %3451 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3452 = stablehlo.multiply %3451, %m.layer1.0.bn2.b : tensor<64xf32>
    %3453 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3454 = stablehlo.multiply %3453, %2793 : tensor<64xf32>
    %3455 = stablehlo.add %3452, %3454 : tensor<64xf32>
    %3456 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3457 = stablehlo.multiply %3456, %v.layer1.0.bn2.b : tensor<64xf32>
    %3458 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3459 = stablehlo.multiply %2793, %2793 : tensor<64xf32>
    %3460 = stablehlo.multiply %3458, %3459 : tensor<64xf32>
    %3461 = stablehlo.add %3457, %3460 : tensor<64xf32>
    %3462 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3463 = stablehlo.divide %3455, %3462 : tensor<64xf32>
    %3464 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3465 = stablehlo.divide %3461, %3464 : tensor<64xf32>
    %3466 = stablehlo.sqrt %3465 : tensor<64xf32>
    %3467 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3468 = stablehlo.add %3466, %3467 : tensor<64xf32>
    %3469 = stablehlo.divide %3463, %3468 : tensor<64xf32>
    %3470 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3471 = stablehlo.multiply %3470, %m.layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %3472 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3473 = stablehlo.multiply %3472, %2798 : tensor<3x3x64x64xf32>
    %3474 = stablehlo.add %3471, %3473 : tensor<3x3x64x64xf32>
    %3475 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3476 = stablehlo.multiply %3475, %v.layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %3477 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3478 = stablehlo.multiply %2798, %2798 : tensor<3x3x64x64xf32>
    %3479 = stablehlo.multiply %3477, %3478 : tensor<3x3x64x64xf32>
    %3480 = stablehlo.add %3476, %3479 : tensor<3x3x64x64xf32>
    %3481 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3482 = stablehlo.divide %3474, %3481 : tensor<3x3x64x64xf32>
    %3483 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3484 = stablehlo.divide %3480, %3483 : tensor<3x3x64x64xf32>
    %3485 = stablehlo.sqrt %3484 : tensor<3x3x64x64xf32>
    %3486 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3487 = stablehlo.add %3485, %3486 : tensor<3x3x64x64xf32>
    %3488 = stablehlo.divide %3482, %3487 : tensor<3x3x64x64xf32>
    %3489 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3490 = stablehlo.multiply %3489, %m.layer1.1.bn1.g : tensor<64xf32>
    %3491 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3492 = stablehlo.multiply %3491, %2803 : tensor<64xf32>
    %3493 = stablehlo.add %3490, %3492 : tensor<64xf32>
    %3494 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3495 = stablehlo.multiply %3494, %v.layer1.1.bn1.g : tensor<64xf32>
    %3496 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3497 = stablehlo.multiply %2803, %2803 : tensor<64xf32>
    %3498 = stablehlo.multiply %3496, %3497 : tensor<64xf32>
    %3499 = stablehlo.add %3495, %3498 : tensor<64xf32>
    %3500 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3501 = stablehlo.divide %3493, %3500 : tensor<64xf32>
    %3502 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3503 = stablehlo.divide %3499, %3502 : tensor<64xf32>
    %3504 = stablehlo.sqrt %3503 : tensor<64xf32>
    %3505 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3506 = stablehlo.add %3504, %3505 : tensor<64xf32>
    %3507 = stablehlo.divide %3501, %3506 : tensor<64xf32>
    %3508 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3509 = stablehlo.multiply %3508, %m.layer1.1.bn1.b : tensor<64xf32>
    %3510 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3511 = stablehlo.multiply %3510, %2808 : tensor<64xf32>
    %3512 = stablehlo.add %3509, %3511 : tensor<64xf32>
    %3513 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3514 = stablehlo.multiply %3513, %v.layer1.1.bn1.b : tensor<64xf32>
    %3515 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3516 = stablehlo.multiply %2808, %2808 : tensor<64xf32>
    %3517 = stablehlo.multiply %3515, %3516 : tensor<64xf32>
    %3518 = stablehlo.add %3514, %3517 : tensor<64xf32>
    %3519 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3520 = stablehlo.divide %3512, %3519 : tensor<64xf32>
    %3521 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3522 = stablehlo.divide %3518, %3521 : tensor<64xf32>
    %3523 = stablehlo.sqrt %3522 : tensor<64xf32>
    %3524 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3525 = stablehlo.add %3523, %3524 : tensor<64xf32>
    %3526 = stablehlo.divide %3520, %3525 : tensor<64xf32>
    %3527 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3528 = stablehlo.multiply %3527, %m.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %3529 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3530 = stablehlo.multiply %3529, %2813 : tensor<3x3x64x64xf32>
    %3531 = stablehlo.add %3528, %3530 : tensor<3x3x64x64xf32>
    %3532 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3533 = stablehlo.multiply %3532, %v.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %3534 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3535 = stablehlo.multiply %2813, %2813 : tensor<3x3x64x64xf32>
    %3536 = stablehlo.multiply %3534, %3535 : tensor<3x3x64x64xf32>
    %3537 = stablehlo.add %3533, %3536 : tensor<3x3x64x64xf32>
    %3538 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3539 = stablehlo.divide %3531, %3538 : tensor<3x3x64x64xf32>
    %3540 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3541 = stablehlo.divide %3537, %3540 : tensor<3x3x64x64xf32>
    %3542 = stablehlo.sqrt %3541 : tensor<3x3x64x64xf32>
    %3543 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3544 = stablehlo.add %3542, %3543 : tensor<3x3x64x64xf32>
    %3545 = stablehlo.divide %3539, %3544 : tensor<3x3x64x64xf32>
    %3546 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3547 = stablehlo.multiply %3546, %m.layer1.1.bn2.g : tensor<64xf32>
    %3548 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3549 = stablehlo.multiply %3548, %2818 : tensor<64xf32>
    %3550 = stablehlo.add %3547, %3549 : tensor<64xf32>
    %3551 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3552 = stablehlo.multiply %3551, %v.layer1.1.bn2.g : tensor<64xf32>
    %3553 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3554 = stablehlo.multiply %2818, %2818 : tensor<64xf32>
    %3555 = stablehlo.multiply %3553, %3554 : tensor<64xf32>
    %3556 = stablehlo.add %3552, %3555 : tensor<64xf32>
    %3557 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3558 = stablehlo.divide %3550, %3557 : tensor<64xf32>
    %3559 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3560 = stablehlo.divide %3556, %3559 : tensor<64xf32>
    %3561 = stablehlo.sqrt %3560 : tensor<64xf32>
    %3562 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3563 = stablehlo.add %3561, %3562 : tensor<64xf32>
    %3564 = stablehlo.divide %3558, %3563 : tensor<64xf32>
    %3565 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3566 = stablehlo.multiply %3565, %m.layer1.1.bn2.b : tensor<64xf32>
    %3567 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3568 = stablehlo.multiply %3567, %2823 : tensor<64xf32>
    %3569 = stablehlo.add %3566, %3568 : tensor<64xf32>
    %3570 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3571 = stablehlo.multiply %3570, %v.layer1.1.bn2.b : tensor<64xf32>
    %3572 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3573 = stablehlo.multiply %2823, %2823 : tensor<64xf32>
    %3574 = stablehlo.multiply %3572, %3573 : tensor<64xf32>
    %3575 = stablehlo.add %3571, %3574 : tensor<64xf32>
    %3576 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3577 = stablehlo.divide %3569, %3576 : tensor<64xf32>
    %3578 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3579 = stablehlo.divide %3575, %3578 : tensor<64xf32>
    %3580 = stablehlo.sqrt %3579 : tensor<64xf32>
    %3581 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3582 = stablehlo.add %3580, %3581 : tensor<64xf32>
    %3583 = stablehlo.divide %3577, %3582 : tensor<64xf32>
    %3584 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3585 = stablehlo.multiply %3584, %m.layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %3586 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3587 = stablehlo.multiply %3586, %2828 : tensor<3x3x64x64xf32>
    %3588 = stablehlo.add %3585, %3587 : tensor<3x3x64x64xf32>
    %3589 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3590 = stablehlo.multiply %3589, %v.layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %3591 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3592 = stablehlo.multiply %2828, %2828 : tensor<3x3x64x64xf32>
    %3593 = stablehlo.multiply %3591, %3592 : tensor<3x3x64x64xf32>
    %3594 = stablehlo.add %3590, %3593 : tensor<3x3x64x64xf32>
    %3595 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3596 = stablehlo.divide %3588, %3595 : tensor<3x3x64x64xf32>
    %3597 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3598 = stablehlo.divide %3594, %3597 : tensor<3x3x64x64xf32>
    %3599 = stablehlo.sqrt %3598 : tensor<3x3x64x64xf32>
    %3600 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3601 = stablehlo.add %3599, %3600 : tensor<3x3x64x64xf32>
    %3602 = stablehlo.divide %3596, %3601 : tensor<3x3x64x64xf32>
    %3603 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3604 = stablehlo.multiply %3603, %m.layer1.2.bn1.g : tensor<64xf32>
    %3605 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3606 = stablehlo.multiply %3605, %2833 : tensor<64xf32>
    %3607 = stablehlo.add %3604, %3606 : tensor<64xf32>
    %3608 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3609 = stablehlo.multiply %3608, %v.layer1.2.bn1.g : tensor<64xf32>
    %3610 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3611 = stablehlo.multiply %2833, %2833 : tensor<64xf32>
    %3612 = stablehlo.multiply %3610, %3611 : tensor<64xf32>
    %3613 = stablehlo.add %3609, %3612 : tensor<64xf32>
    %3614 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3615 = stablehlo.divide %3607, %3614 : tensor<64xf32>
    %3616 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3617 = stablehlo.divide %3613, %3616 : tensor<64xf32>
    %3618 = stablehlo.sqrt %3617 : tensor<64xf32>
    %3619 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3620 = stablehlo.add %3618, %3619 : tensor<64xf32>
    %3621 = stablehlo.divide %3615, %3620 : tensor<64xf32>
    %3622 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3623 = stablehlo.multiply %3622, %m.layer1.2.bn1.b : tensor<64xf32>
    %3624 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3625 = stablehlo.multiply %3624, %2838 : tensor<64xf32>
    %3626 = stablehlo.add %3623, %3625 : tensor<64xf32>
    %3627 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3628 = stablehlo.multiply %3627, %v.layer1.2.bn1.b : tensor<64xf32>
    %3629 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3630 = stablehlo.multiply %2838, %2838 : tensor<64xf32>
    %3631 = stablehlo.multiply %3629, %3630 : tensor<64xf32>
    %3632 = stablehlo.add %3628, %3631 : tensor<64xf32>
    %3633 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3634 = stablehlo.divide %3626, %3633 : tensor<64xf32>
    %3635 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3636 = stablehlo.divide %3632, %3635 : tensor<64xf32>
    %3637 = stablehlo.sqrt %3636 : tensor<64xf32>
    %3638 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3639 = stablehlo.add %3637, %3638 : tensor<64xf32>
    %3640 = stablehlo.divide %3634, %3639 : tensor<64xf32>
    %3641 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3642 = stablehlo.multiply %3641, %m.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %3643 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3644 = stablehlo.multiply %3643, %2843 : tensor<3x3x64x64xf32>
    %3645 = stablehlo.add %3642, %3644 : tensor<3x3x64x64xf32>
    %3646 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3647 = stablehlo.multiply %3646, %v.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %3648 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3649 = stablehlo.multiply %2843, %2843 : tensor<3x3x64x64xf32>
    %3650 = stablehlo.multiply %3648, %3649 : tensor<3x3x64x64xf32>
    %3651 = stablehlo.add %3647, %3650 : tensor<3x3x64x64xf32>
    %3652 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3653 = stablehlo.divide %3645, %3652 : tensor<3x3x64x64xf32>
    %3654 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3655 = stablehlo.divide %3651, %3654 : tensor<3x3x64x64xf32>
    %3656 = stablehlo.sqrt %3655 : tensor<3x3x64x64xf32>
    %3657 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3658 = stablehlo.add %3656, %3657 : tensor<3x3x64x64xf32>
    %3659 = stablehlo.divide %3653, %3658 : tensor<3x3x64x64xf32>
    %3660 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3661 = stablehlo.multiply %3660, %m.layer1.2.bn2.g : tensor<64xf32>
    %3662 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3663 = stablehlo.multiply %3662, %2848 : tensor<64xf32>
    %3664 = stablehlo.add %3661, %3663 : tensor<64xf32>
    %3665 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3666 = stablehlo.multiply %3665, %v.layer1.2.bn2.g : tensor<64xf32>
    %3667 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3668 = stablehlo.multiply %2848, %2848 : tensor<64xf32>
    %3669 = stablehlo.multiply %3667, %3668 : tensor<64xf32>
    %3670 = stablehlo.add %3666, %3669 : tensor<64xf32>
    %3671 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3672 = stablehlo.divide %3664, %3671 : tensor<64xf32>
    %3673 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3674 = stablehlo.divide %3670, %3673 : tensor<64xf32>
    %3675 = stablehlo.sqrt %3674 : tensor<64xf32>
    %3676 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3677 = stablehlo.add %3675, %3676 : tensor<64xf32>
    %3678 = stablehlo.divide %3672, %3677 : tensor<64xf32>
    %3679 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3680 = stablehlo.multiply %3679, %m.layer1.2.bn2.b : tensor<64xf32>
    %3681 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3682 = stablehlo.multiply %3681, %2853 : tensor<64xf32>
    %3683 = stablehlo.add %3680, %3682 : tensor<64xf32>
    %3684 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3685 = stablehlo.multiply %3684, %v.layer1.2.bn2.b : tensor<64xf32>
    %3686 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3687 = stablehlo.multiply %2853, %2853 : tensor<64xf32>
    %3688 = stablehlo.multiply %3686, %3687 : tensor<64xf32>
    %3689 = stablehlo.add %3685, %3688 : tensor<64xf32>
    %3690 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3691 = stablehlo.divide %3683, %3690 : tensor<64xf32>
    %3692 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3693 = stablehlo.divide %3689, %3692 : tensor<64xf32>
    %3694 = stablehlo.sqrt %3693 : tensor<64xf32>
    %3695 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3696 = stablehlo.add %3694, %3695 : tensor<64xf32>
    %3697 = stablehlo.divide %3691, %3696 : tensor<64xf32>
    %3698 = stablehlo.constant dense<0.9> : tensor<3x3x64x128xf32>
    %3699 = stablehlo.multiply %3698, %m.layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %3700 = stablehlo.constant dense<0.1> : tensor<3x3x64x128xf32>
    %3701 = stablehlo.multiply %3700, %2858 : tensor<3x3x64x128xf32>
    %3702 = stablehlo.add %3699, %3701 : tensor<3x3x64x128xf32>
    %3703 = stablehlo.constant dense<0.999> : tensor<3x3x64x128xf32>
    %3704 = stablehlo.multiply %3703, %v.layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %3705 = stablehlo.constant dense<0.001> : tensor<3x3x64x128xf32>
    %3706 = stablehlo.multiply %2858, %2858 : tensor<3x3x64x128xf32>
    %3707 = stablehlo.multiply %3705, %3706 : tensor<3x3x64x128xf32>
    %3708 = stablehlo.add %3704, %3707 : tensor<3x3x64x128xf32>
    %3709 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3710 = stablehlo.divide %3702, %3709 : tensor<3x3x64x128xf32>
    %3711 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3712 = stablehlo.divide %3708, %3711 : tensor<3x3x64x128xf32>
    %3713 = stablehlo.sqrt %3712 : tensor<3x3x64x128xf32>
    %3714 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x128xf32>
    %3715 = stablehlo.add %3713, %3714 : tensor<3x3x64x128xf32>
    %3716 = stablehlo.divide %3710, %3715 : tensor<3x3x64x128xf32>
    %3717 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3718 = stablehlo.multiply %3717, %m.layer2.0.bn1.g : tensor<128xf32>
    %3719 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3720 = stablehlo.multiply %3719, %2863 : tensor<128xf32>
    %3721 = stablehlo.add %3718, %3720 : tensor<128xf32>
    %3722 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3723 = stablehlo.multiply %3722, %v.layer2.0.bn1.g : tensor<128xf32>
    %3724 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3725 = stablehlo.multiply %2863, %2863 : tensor<128xf32>
    %3726 = stablehlo.multiply %3724, %3725 : tensor<128xf32>
    %3727 = stablehlo.add %3723, %3726 : tensor<128xf32>
    %3728 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3729 = stablehlo.divide %3721, %3728 : tensor<128xf32>
    %3730 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3731 = stablehlo.divide %3727, %3730 : tensor<128xf32>
    %3732 = stablehlo.sqrt %3731 : tensor<128xf32>
    %3733 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3734 = stablehlo.add %3732, %3733 : tensor<128xf32>
    %3735 = stablehlo.divide %3729, %3734 : tensor<128xf32>
    %3736 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3737 = stablehlo.multiply %3736, %m.layer2.0.bn1.b : tensor<128xf32>
    %3738 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3739 = stablehlo.multiply %3738, %2868 : tensor<128xf32>
    %3740 = stablehlo.add %3737, %3739 : tensor<128xf32>
    %3741 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3742 = stablehlo.multiply %3741, %v.layer2.0.bn1.b : tensor<128xf32>
    %3743 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3744 = stablehlo.multiply %2868, %2868 : tensor<128xf32>
    %3745 = stablehlo.multiply %3743, %3744 : tensor<128xf32>
    %3746 = stablehlo.add %3742, %3745 : tensor<128xf32>
    %3747 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3748 = stablehlo.divide %3740, %3747 : tensor<128xf32>
    %3749 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3750 = stablehlo.divide %3746, %3749 : tensor<128xf32>
    %3751 = stablehlo.sqrt %3750 : tensor<128xf32>
    %3752 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3753 = stablehlo.add %3751, %3752 : tensor<128xf32>
    %3754 = stablehlo.divide %3748, %3753 : tensor<128xf32>
    %3755 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %3756 = stablehlo.multiply %3755, %m.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %3757 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %3758 = stablehlo.multiply %3757, %2873 : tensor<3x3x128x128xf32>
    %3759 = stablehlo.add %3756, %3758 : tensor<3x3x128x128xf32>
    %3760 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %3761 = stablehlo.multiply %3760, %v.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %3762 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %3763 = stablehlo.multiply %2873, %2873 : tensor<3x3x128x128xf32>
    %3764 = stablehlo.multiply %3762, %3763 : tensor<3x3x128x128xf32>
    %3765 = stablehlo.add %3761, %3764 : tensor<3x3x128x128xf32>
    %3766 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3767 = stablehlo.divide %3759, %3766 : tensor<3x3x128x128xf32>
    %3768 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3769 = stablehlo.divide %3765, %3768 : tensor<3x3x128x128xf32>
    %3770 = stablehlo.sqrt %3769 : tensor<3x3x128x128xf32>
    %3771 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %3772 = stablehlo.add %3770, %3771 : tensor<3x3x128x128xf32>
    %3773 = stablehlo.divide %3767, %3772 : tensor<3x3x128x128xf32>
    %3774 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3775 = stablehlo.multiply %3774, %m.layer2.0.bn2.g : tensor<128xf32>
    %3776 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3777 = stablehlo.multiply %3776, %2878 : tensor<128xf32>
    %3778 = stablehlo.add %3775, %3777 : tensor<128xf32>
    %3779 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3780 = stablehlo.multiply %3779, %v.layer2.0.bn2.g : tensor<128xf32>
    %3781 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3782 = stablehlo.multiply %2878, %2878 : tensor<128xf32>
    %3783 = stablehlo.multiply %3781, %3782 : tensor<128xf32>
    %3784 = stablehlo.add %3780, %3783 : tensor<128xf32>
    %3785 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3786 = stablehlo.divide %3778, %3785 : tensor<128xf32>
    %3787 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3788 = stablehlo.divide %3784, %3787 : tensor<128xf32>
    %3789 = stablehlo.sqrt %3788 : tensor<128xf32>
    %3790 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3791 = stablehlo.add %3789, %3790 : tensor<128xf32>
    %3792 = stablehlo.divide %3786, %3791 : tensor<128xf32>
    %3793 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3794 = stablehlo.multiply %3793, %m.layer2.0.bn2.b : tensor<128xf32>
    %3795 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3796 = stablehlo.multiply %3795, %2883 : tensor<128xf32>
    %3797 = stablehlo.add %3794, %3796 : tensor<128xf32>
    %3798 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3799 = stablehlo.multiply %3798, %v.layer2.0.bn2.b : tensor<128xf32>
    %3800 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3801 = stablehlo.multiply %2883, %2883 : tensor<128xf32>
    %3802 = stablehlo.multiply %3800, %3801 : tensor<128xf32>
    %3803 = stablehlo.add %3799, %3802 : tensor<128xf32>
    %3804 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3805 = stablehlo.divide %3797, %3804 : tensor<128xf32>
    %3806 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3807 = stablehlo.divide %3803, %3806 : tensor<128xf32>
    %3808 = stablehlo.sqrt %3807 : tensor<128xf32>
    %3809 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3810 = stablehlo.add %3808, %3809 : tensor<128xf32>
    %3811 = stablehlo.divide %3805, %3810 : tensor<128xf32>
    %3812 = stablehlo.constant dense<0.9> : tensor<1x1x64x128xf32>
    %3813 = stablehlo.multiply %3812, %m.layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %3814 = stablehlo.constant dense<0.1> : tensor<1x1x64x128xf32>
    %3815 = stablehlo.multiply %3814, %2888 : tensor<1x1x64x128xf32>
    %3816 = stablehlo.add %3813, %3815 : tensor<1x1x64x128xf32>
    %3817 = stablehlo.constant dense<0.999> : tensor<1x1x64x128xf32>
    %3818 = stablehlo.multiply %3817, %v.layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %3819 = stablehlo.constant dense<0.001> : tensor<1x1x64x128xf32>
    %3820 = stablehlo.multiply %2888, %2888 : tensor<1x1x64x128xf32>
    %3821 = stablehlo.multiply %3819, %3820 : tensor<1x1x64x128xf32>
    %3822 = stablehlo.add %3818, %3821 : tensor<1x1x64x128xf32>
    %3823 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3824 = stablehlo.divide %3816, %3823 : tensor<1x1x64x128xf32>
    %3825 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3826 = stablehlo.divide %3822, %3825 : tensor<1x1x64x128xf32>
    %3827 = stablehlo.sqrt %3826 : tensor<1x1x64x128xf32>
    %3828 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x128xf32>
    %3829 = stablehlo.add %3827, %3828 : tensor<1x1x64x128xf32>
    %3830 = stablehlo.divide %3824, %3829 : tensor<1x1x64x128xf32>
    %3831 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3832 = stablehlo.multiply %3831, %m.layer2.0.downsample.1.g : tensor<128xf32>
    %3833 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3834 = stablehlo.multiply %3833, %2893 : tensor<128xf32>
    %3835 = stablehlo.add %3832, %3834 : tensor<128xf32>
    %3836 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3837 = stablehlo.multiply %3836, %v.layer2.0.downsample.1.g : tensor<128xf32>
    %3838 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3839 = stablehlo.multiply %2893, %2893 : tensor<128xf32>
    %3840 = stablehlo.multiply %3838, %3839 : tensor<128xf32>
    %3841 = stablehlo.add %3837, %3840 : tensor<128xf32>
    %3842 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3843 = stablehlo.divide %3835, %3842 : tensor<128xf32>
    %3844 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3845 = stablehlo.divide %3841, %3844 : tensor<128xf32>
    %3846 = stablehlo.sqrt %3845 : tensor<128xf32>
    %3847 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3848 = stablehlo.add %3846, %3847 : tensor<128xf32>
    %3849 = stablehlo.divide %3843, %3848 : tensor<128xf32>
    %3850 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3851 = stablehlo.multiply %3850, %m.layer2.0.downsample.1.b : tensor<128xf32>
    %3852 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3853 = stablehlo.multiply %3852, %2898 : tensor<128xf32>
    %3854 = stablehlo.add %3851, %3853 : tensor<128xf32>
    %3855 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3856 = stablehlo.multiply %3855, %v.layer2.0.downsample.1.b : tensor<128xf32>
    %3857 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3858 = stablehlo.multiply %2898, %2898 : tensor<128xf32>
    %3859 = stablehlo.multiply %3857, %3858 : tensor<128xf32>
    %3860 = stablehlo.add %3856, %3859 : tensor<128xf32>
    %3861 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3862 = stablehlo.divide %3854, %3861 : tensor<128xf32>
    %3863 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3864 = stablehlo.divide %3860, %3863 : tensor<128xf32>
    %3865 = stablehlo.sqrt %3864 : tensor<128xf32>
    %3866 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3867 = stablehlo.add %3865, %3866 : tensor<128xf32>
    %3868 = stablehlo.divide %3862, %3867 : tensor<128xf32>
    %3869 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %3870 = stablehlo.multiply %3869, %m.layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %3871 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %3872 = stablehlo.multiply %3871, %2903 : tensor<3x3x128x128xf32>
    %3873 = stablehlo.add %3870, %3872 : tensor<3x3x128x128xf32>
    %3874 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %3875 = stablehlo.multiply %3874, %v.layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %3876 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %3877 = stablehlo.multiply %2903, %2903 : tensor<3x3x128x128xf32>
    %3878 = stablehlo.multiply %3876, %3877 : tensor<3x3x128x128xf32>
    %3879 = stablehlo.add %3875, %3878 : tensor<3x3x128x128xf32>
    %3880 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3881 = stablehlo.divide %3873, %3880 : tensor<3x3x128x128xf32>
    %3882 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3883 = stablehlo.divide %3879, %3882 : tensor<3x3x128x128xf32>
    %3884 = stablehlo.sqrt %3883 : tensor<3x3x128x128xf32>
    %3885 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %3886 = stablehlo.add %3884, %3885 : tensor<3x3x128x128xf32>
    %3887 = stablehlo.divide %3881, %3886 : tensor<3x3x128x128xf32>
    %3888 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3889 = stablehlo.multiply %3888, %m.layer2.1.bn1.g : tensor<128xf32>
    %3890 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3891 = stablehlo.multiply %3890, %2908 : tensor<128xf32>
    %3892 = stablehlo.add %3889, %3891 : tensor<128xf32>
    %3893 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3894 = stablehlo.multiply %3893, %v.layer2.1.bn1.g : tensor<128xf32>
    %3895 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3896 = stablehlo.multiply %2908, %2908 : tensor<128xf32>
    %3897 = stablehlo.multiply %3895, %3896 : tensor<128xf32>
    %3898 = stablehlo.add %3894, %3897 : tensor<128xf32>
    %3899 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3900 = stablehlo.divide %3892, %3899 : tensor<128xf32>
    %3901 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3902 = stablehlo.divide %3898, %3901 : tensor<128xf32>
    %3903 = stablehlo.sqrt %3902 : tensor<128xf32>
    %3904 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3905 = stablehlo.add %3903, %3904 : tensor<128xf32>
    %3906 = stablehlo.divide %3900, %3905 : tensor<128xf32>
    %3907 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3908 = stablehlo.multiply %3907, %m.layer2.1.bn1.b : tensor<128xf32>
    %3909 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3910 = stablehlo.multiply %3909, %2913 : tensor<128xf32>
    %3911 = stablehlo.add %3908, %3910 : tensor<128xf32>
    %3912 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3913 = stablehlo.multiply %3912, %v.layer2.1.bn1.b : tensor<128xf32>
    %3914 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3915 = stablehlo.multiply %2913, %2913 : tensor<128xf32>
    %3916 = stablehlo.multiply %3914, %3915 : tensor<128xf32>
    %3917 = stablehlo.add %3913, %3916 : tensor<128xf32>
    %3918 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3919 = stablehlo.divide %3911, %3918 : tensor<128xf32>
    %3920 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3921 = stablehlo.divide %3917, %3920 : tensor<128xf32>
    %3922 = stablehlo.sqrt %3921 : tensor<128xf32>
    %3923 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3924 = stablehlo.add %3922, %3923 : tensor<128xf32>
    %3925 = stablehlo.divide %3919, %3924 : tensor<128xf32>
    %3926 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %3927 = stablehlo.multiply %3926, %m.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %3928 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %3929 = stablehlo.multiply %3928, %2918 : tensor<3x3x128x128xf32>
    %3930 = stablehlo.add %3927, %3929 : tensor<3x3x128x128xf32>
    %3931 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %3932 = stablehlo.multiply %3931, %v.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %3933 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %3934 = stablehlo.multiply %2918, %2918 : tensor<3x3x128x128xf32>
    %3935 = stablehlo.multiply %3933, %3934 : tensor<3x3x128x128xf32>
    %3936 = stablehlo.add %3932, %3935 : tensor<3x3x128x128xf32>
    %3937 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3938 = stablehlo.divide %3930, %3937 : tensor<3x3x128x128xf32>
    %3939 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3940 = stablehlo.divide %3936, %3939 : tensor<3x3x128x128xf32>
    %3941 = stablehlo.sqrt %3940 : tensor<3x3x128x128xf32>
    %3942 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %3943 = stablehlo.add %3941, %3942 : tensor<3x3x128x128xf32>
    %3944 = stablehlo.divide %3938, %3943 : tensor<3x3x128x128xf32>
    %3945 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3946 = stablehlo.multiply %3945, %m.layer2.1.bn2.g : tensor<128xf32>
    %3947 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3948 = stablehlo.multiply %3947, %2923 : tensor<128xf32>
    %3949 = stablehlo.add %3946, %3948 : tensor<128xf32>
    %3950 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3951 = stablehlo.multiply %3950, %v.layer2.1.bn2.g : tensor<128xf32>
    %3952 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3953 = stablehlo.multiply %2923, %2923 : tensor<128xf32>
    %3954 = stablehlo.multiply %3952, %3953 : tensor<128xf32>
    %3955 = stablehlo.add %3951, %3954 : tensor<128xf32>
    %3956 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3957 = stablehlo.divide %3949, %3956 : tensor<128xf32>
    %3958 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3959 = stablehlo.divide %3955, %3958 : tensor<128xf32>
    %3960 = stablehlo.sqrt %3959 : tensor<128xf32>
    %3961 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3962 = stablehlo.add %3960, %3961 : tensor<128xf32>
    %3963 = stablehlo.divide %3957, %3962 : tensor<128xf32>
    %3964 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3965 = stablehlo.multiply %3964, %m.layer2.1.bn2.b : tensor<128xf32>
    %3966 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3967 = stablehlo.multiply %3966, %2928 : tensor<128xf32>
    %3968 = stablehlo.add %3965, %3967 : tensor<128xf32>
    %3969 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3970 = stablehlo.multiply %3969, %v.layer2.1.bn2.b : tensor<128xf32>
    %3971 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3972 = stablehlo.multiply %2928, %2928 : tensor<128xf32>
    %3973 = stablehlo.multiply %3971, %3972 : tensor<128xf32>
    %3974 = stablehlo.add %3970, %3973 : tensor<128xf32>
    %3975 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3976 = stablehlo.divide %3968, %3975 : tensor<128xf32>
    %3977 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3978 = stablehlo.divide %3974, %3977 : tensor<128xf32>
    %3979 = stablehlo.sqrt %3978 : tensor<128xf32>
    %3980 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3981 = stablehlo.add %3979, %3980 : tensor<128xf32>
    %3982 = stablehlo.divide %3976, %3981 : tensor<128xf32>
    %3983 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %3984 = stablehlo.multiply %3983, %m.layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %3985 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %3986 = stablehlo.multiply %3985, %2933 : tensor<3x3x128x128xf32>
    %3987 = stablehlo.add %3984, %3986 : tensor<3x3x128x128xf32>
    %3988 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %3989 = stablehlo.multiply %3988, %v.layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %3990 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %3991 = stablehlo.multiply %2933, %2933 : tensor<3x3x128x128xf32>
    %3992 = stablehlo.multiply %3990, %3991 : tensor<3x3x128x128xf32>
    %3993 = stablehlo.add %3989, %3992 : tensor<3x3x128x128xf32>
    %3994 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3995 = stablehlo.divide %3987, %3994 : tensor<3x3x128x128xf32>
    %3996 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3997 = stablehlo.divide %3993, %3996 : tensor<3x3x128x128xf32>
    %3998 = stablehlo.sqrt %3997 : tensor<3x3x128x128xf32>
    %3999 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4000 = stablehlo.add %3998, %3999 : tensor<3x3x128x128xf32>
    %4001 = stablehlo.divide %3995, %4000 : tensor<3x3x128x128xf32>
    %4002 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4003 = stablehlo.multiply %4002, %m.layer2.2.bn1.g : tensor<128xf32>
    %4004 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4005 = stablehlo.multiply %4004, %2938 : tensor<128xf32>
    %4006 = stablehlo.add %4003, %4005 : tensor<128xf32>
    %4007 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4008 = stablehlo.multiply %4007, %v.layer2.2.bn1.g : tensor<128xf32>
    %4009 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4010 = stablehlo.multiply %2938, %2938 : tensor<128xf32>
    %4011 = stablehlo.multiply %4009, %4010 : tensor<128xf32>
    %4012 = stablehlo.add %4008, %4011 : tensor<128xf32>
    %4013 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4014 = stablehlo.divide %4006, %4013 : tensor<128xf32>
    %4015 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4016 = stablehlo.divide %4012, %4015 : tensor<128xf32>
    %4017 = stablehlo.sqrt %4016 : tensor<128xf32>
    %4018 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4019 = stablehlo.add %4017, %4018 : tensor<128xf32>
    %4020 = stablehlo.divide %4014, %4019 : tensor<128xf32>
    %4021 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4022 = stablehlo.multiply %4021, %m.layer2.2.bn1.b : tensor<128xf32>
    %4023 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4024 = stablehlo.multiply %4023, %2943 : tensor<128xf32>
    %4025 = stablehlo.add %4022, %4024 : tensor<128xf32>
    %4026 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4027 = stablehlo.multiply %4026, %v.layer2.2.bn1.b : tensor<128xf32>
    %4028 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4029 = stablehlo.multiply %2943, %2943 : tensor<128xf32>
    %4030 = stablehlo.multiply %4028, %4029 : tensor<128xf32>
    %4031 = stablehlo.add %4027, %4030 : tensor<128xf32>
    %4032 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4033 = stablehlo.divide %4025, %4032 : tensor<128xf32>
    %4034 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4035 = stablehlo.divide %4031, %4034 : tensor<128xf32>
    %4036 = stablehlo.sqrt %4035 : tensor<128xf32>
    %4037 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4038 = stablehlo.add %4036, %4037 : tensor<128xf32>
    %4039 = stablehlo.divide %4033, %4038 : tensor<128xf32>
    %4040 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4041 = stablehlo.multiply %4040, %m.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %4042 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4043 = stablehlo.multiply %4042, %2948 : tensor<3x3x128x128xf32>
    %4044 = stablehlo.add %4041, %4043 : tensor<3x3x128x128xf32>
    %4045 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4046 = stablehlo.multiply %4045, %v.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %4047 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4048 = stablehlo.multiply %2948, %2948 : tensor<3x3x128x128xf32>
    %4049 = stablehlo.multiply %4047, %4048 : tensor<3x3x128x128xf32>
    %4050 = stablehlo.add %4046, %4049 : tensor<3x3x128x128xf32>
    %4051 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4052 = stablehlo.divide %4044, %4051 : tensor<3x3x128x128xf32>
    %4053 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4054 = stablehlo.divide %4050, %4053 : tensor<3x3x128x128xf32>
    %4055 = stablehlo.sqrt %4054 : tensor<3x3x128x128xf32>
    %4056 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4057 = stablehlo.add %4055, %4056 : tensor<3x3x128x128xf32>
    %4058 = stablehlo.divide %4052, %4057 : tensor<3x3x128x128xf32>
    %4059 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4060 = stablehlo.multiply %4059, %m.layer2.2.bn2.g : tensor<128xf32>
    %4061 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4062 = stablehlo.multiply %4061, %2953 : tensor<128xf32>
    %4063 = stablehlo.add %4060, %4062 : tensor<128xf32>
    %4064 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4065 = stablehlo.multiply %4064, %v.layer2.2.bn2.g : tensor<128xf32>
    %4066 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4067 = stablehlo.multiply %2953, %2953 : tensor<128xf32>
    %4068 = stablehlo.multiply %4066, %4067 : tensor<128xf32>
    %4069 = stablehlo.add %4065, %4068 : tensor<128xf32>
    %4070 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4071 = stablehlo.divide %4063, %4070 : tensor<128xf32>
    %4072 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4073 = stablehlo.divide %4069, %4072 : tensor<128xf32>
    %4074 = stablehlo.sqrt %4073 : tensor<128xf32>
    %4075 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4076 = stablehlo.add %4074, %4075 : tensor<128xf32>
    %4077 = stablehlo.divide %4071, %4076 : tensor<128xf32>
    %4078 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4079 = stablehlo.multiply %4078, %m.layer2.2.bn2.b : tensor<128xf32>
    %4080 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4081 = stablehlo.multiply %4080, %2958 : tensor<128xf32>
    %4082 = stablehlo.add %4079, %4081 : tensor<128xf32>
    %4083 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4084 = stablehlo.multiply %4083, %v.layer2.2.bn2.b : tensor<128xf32>
    %4085 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4086 = stablehlo.multiply %2958, %2958 : tensor<128xf32>
    %4087 = stablehlo.multiply %4085, %4086 : tensor<128xf32>
    %4088 = stablehlo.add %4084, %4087 : tensor<128xf32>
    %4089 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4090 = stablehlo.divide %4082, %4089 : tensor<128xf32>
    %4091 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4092 = stablehlo.divide %4088, %4091 : tensor<128xf32>
    %4093 = stablehlo.sqrt %4092 : tensor<128xf32>
    %4094 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4095 = stablehlo.add %4093, %4094 : tensor<128xf32>
    %4096 = stablehlo.divide %4090, %4095 : tensor<128xf32>
    %4097 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4098 = stablehlo.multiply %4097, %m.layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %4099 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4100 = stablehlo.multiply %4099, %2963 : tensor<3x3x128x128xf32>
    %4101 = stablehlo.add %4098, %4100 : tensor<3x3x128x128xf32>
    %4102 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4103 = stablehlo.multiply %4102, %v.layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %4104 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4105 = stablehlo.multiply %2963, %2963 : tensor<3x3x128x128xf32>
    %4106 = stablehlo.multiply %4104, %4105 : tensor<3x3x128x128xf32>
    %4107 = stablehlo.add %4103, %4106 : tensor<3x3x128x128xf32>
    %4108 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4109 = stablehlo.divide %4101, %4108 : tensor<3x3x128x128xf32>
    %4110 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4111 = stablehlo.divide %4107, %4110 : tensor<3x3x128x128xf32>
    %4112 = stablehlo.sqrt %4111 : tensor<3x3x128x128xf32>
    %4113 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4114 = stablehlo.add %4112, %4113 : tensor<3x3x128x128xf32>
    %4115 = stablehlo.divide %4109, %4114 : tensor<3x3x128x128xf32>
    %4116 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4117 = stablehlo.multiply %4116, %m.layer2.3.bn1.g : tensor<128xf32>
    %4118 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4119 = stablehlo.multiply %4118, %2968 : tensor<128xf32>
    %4120 = stablehlo.add %4117, %4119 : tensor<128xf32>
    %4121 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4122 = stablehlo.multiply %4121, %v.layer2.3.bn1.g : tensor<128xf32>
    %4123 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4124 = stablehlo.multiply %2968, %2968 : tensor<128xf32>
    %4125 = stablehlo.multiply %4123, %4124 : tensor<128xf32>
    %4126 = stablehlo.add %4122, %4125 : tensor<128xf32>
    %4127 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4128 = stablehlo.divide %4120, %4127 : tensor<128xf32>
    %4129 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4130 = stablehlo.divide %4126, %4129 : tensor<128xf32>
    %4131 = stablehlo.sqrt %4130 : tensor<128xf32>
    %4132 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4133 = stablehlo.add %4131, %4132 : tensor<128xf32>
    %4134 = stablehlo.divide %4128, %4133 : tensor<128xf32>
    %4135 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4136 = stablehlo.multiply %4135, %m.layer2.3.bn1.b : tensor<128xf32>
    %4137 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4138 = stablehlo.multiply %4137, %2973 : tensor<128xf32>
    %4139 = stablehlo.add %4136, %4138 : tensor<128xf32>
    %4140 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4141 = stablehlo.multiply %4140, %v.layer2.3.bn1.b : tensor<128xf32>
    %4142 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4143 = stablehlo.multiply %2973, %2973 : tensor<128xf32>
    %4144 = stablehlo.multiply %4142, %4143 : tensor<128xf32>
    %4145 = stablehlo.add %4141, %4144 : tensor<128xf32>
    %4146 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4147 = stablehlo.divide %4139, %4146 : tensor<128xf32>
    %4148 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4149 = stablehlo.divide %4145, %4148 : tensor<128xf32>
    %4150 = stablehlo.sqrt %4149 : tensor<128xf32>
    %4151 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4152 = stablehlo.add %4150, %4151 : tensor<128xf32>
    %4153 = stablehlo.divide %4147, %4152 : tensor<128xf32>
    %4154 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4155 = stablehlo.multiply %4154, %m.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %4156 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4157 = stablehlo.multiply %4156, %2978 : tensor<3x3x128x128xf32>
    %4158 = stablehlo.add %4155, %4157 : tensor<3x3x128x128xf32>
    %4159 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4160 = stablehlo.multiply %4159, %v.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %4161 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4162 = stablehlo.multiply %2978, %2978 : tensor<3x3x128x128xf32>
    %4163 = stablehlo.multiply %4161, %4162 : tensor<3x3x128x128xf32>
    %4164 = stablehlo.add %4160, %4163 : tensor<3x3x128x128xf32>
    %4165 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4166 = stablehlo.divide %4158, %4165 : tensor<3x3x128x128xf32>
    %4167 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4168 = stablehlo.divide %4164, %4167 : tensor<3x3x128x128xf32>
    %4169 = stablehlo.sqrt %4168 : tensor<3x3x128x128xf32>
    %4170 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4171 = stablehlo.add %4169, %4170 : tensor<3x3x128x128xf32>
    %4172 = stablehlo.divide %4166, %4171 : tensor<3x3x128x128xf32>
    %4173 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4174 = stablehlo.multiply %4173, %m.layer2.3.bn2.g : tensor<128xf32>
    %4175 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4176 = stablehlo.multiply %4175, %2983 : tensor<128xf32>
    %4177 = stablehlo.add %4174, %4176 : tensor<128xf32>
    %4178 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4179 = stablehlo.multiply %4178, %v.layer2.3.bn2.g : tensor<128xf32>
    %4180 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4181 = stablehlo.multiply %2983, %2983 : tensor<128xf32>
    %4182 = stablehlo.multiply %4180, %4181 : tensor<128xf32>
    %4183 = stablehlo.add %4179, %4182 : tensor<128xf32>
    %4184 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4185 = stablehlo.divide %4177, %4184 : tensor<128xf32>
    %4186 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4187 = stablehlo.divide %4183, %4186 : tensor<128xf32>
    %4188 = stablehlo.sqrt %4187 : tensor<128xf32>
    %4189 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4190 = stablehlo.add %4188, %4189 : tensor<128xf32>
    %4191 = stablehlo.divide %4185, %4190 : tensor<128xf32>
    %4192 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4193 = stablehlo.multiply %4192, %m.layer2.3.bn2.b : tensor<128xf32>
    %4194 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4195 = stablehlo.multiply %4194, %2988 : tensor<128xf32>
    %4196 = stablehlo.add %4193, %4195 : tensor<128xf32>
    %4197 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4198 = stablehlo.multiply %4197, %v.layer2.3.bn2.b : tensor<128xf32>
    %4199 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4200 = stablehlo.multiply %2988, %2988 : tensor<128xf32>
    %4201 = stablehlo.multiply %4199, %4200 : tensor<128xf32>
    %4202 = stablehlo.add %4198, %4201 : tensor<128xf32>
    %4203 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4204 = stablehlo.divide %4196, %4203 : tensor<128xf32>
    %4205 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4206 = stablehlo.divide %4202, %4205 : tensor<128xf32>
    %4207 = stablehlo.sqrt %4206 : tensor<128xf32>
    %4208 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4209 = stablehlo.add %4207, %4208 : tensor<128xf32>
    %4210 = stablehlo.divide %4204, %4209 : tensor<128xf32>
    %4211 = stablehlo.constant dense<0.9> : tensor<3x3x128x256xf32>
    %4212 = stablehlo.multiply %4211, %m.layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %4213 = stablehlo.constant dense<0.1> : tensor<3x3x128x256xf32>
    %4214 = stablehlo.multiply %4213, %2993 : tensor<3x3x128x256xf32>
    %4215 = stablehlo.add %4212, %4214 : tensor<3x3x128x256xf32>
    %4216 = stablehlo.constant dense<0.999> : tensor<3x3x128x256xf32>
    %4217 = stablehlo.multiply %4216, %v.layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %4218 = stablehlo.constant dense<0.001> : tensor<3x3x128x256xf32>
    %4219 = stablehlo.multiply %2993, %2993 : tensor<3x3x128x256xf32>
    %4220 = stablehlo.multiply %4218, %4219 : tensor<3x3x128x256xf32>
    %4221 = stablehlo.add %4217, %4220 : tensor<3x3x128x256xf32>
    %4222 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %4223 = stablehlo.divide %4215, %4222 : tensor<3x3x128x256xf32>
    %4224 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %4225 = stablehlo.divide %4221, %4224 : tensor<3x3x128x256xf32>
    %4226 = stablehlo.sqrt %4225 : tensor<3x3x128x256xf32>
    %4227 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x256xf32>
    %4228 = stablehlo.add %4226, %4227 : tensor<3x3x128x256xf32>
    %4229 = stablehlo.divide %4223, %4228 : tensor<3x3x128x256xf32>
    %4230 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4231 = stablehlo.multiply %4230, %m.layer3.0.bn1.g : tensor<256xf32>
    %4232 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4233 = stablehlo.multiply %4232, %2998 : tensor<256xf32>
    %4234 = stablehlo.add %4231, %4233 : tensor<256xf32>
    %4235 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4236 = stablehlo.multiply %4235, %v.layer3.0.bn1.g : tensor<256xf32>
    %4237 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4238 = stablehlo.multiply %2998, %2998 : tensor<256xf32>
    %4239 = stablehlo.multiply %4237, %4238 : tensor<256xf32>
    %4240 = stablehlo.add %4236, %4239 : tensor<256xf32>
    %4241 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4242 = stablehlo.divide %4234, %4241 : tensor<256xf32>
    %4243 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4244 = stablehlo.divide %4240, %4243 : tensor<256xf32>
    %4245 = stablehlo.sqrt %4244 : tensor<256xf32>
    %4246 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4247 = stablehlo.add %4245, %4246 : tensor<256xf32>
    %4248 = stablehlo.divide %4242, %4247 : tensor<256xf32>
    %4249 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4250 = stablehlo.multiply %4249, %m.layer3.0.bn1.b : tensor<256xf32>
    %4251 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4252 = stablehlo.multiply %4251, %3003 : tensor<256xf32>
    %4253 = stablehlo.add %4250, %4252 : tensor<256xf32>
    %4254 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4255 = stablehlo.multiply %4254, %v.layer3.0.bn1.b : tensor<256xf32>
    %4256 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4257 = stablehlo.multiply %3003, %3003 : tensor<256xf32>
    %4258 = stablehlo.multiply %4256, %4257 : tensor<256xf32>
    %4259 = stablehlo.add %4255, %4258 : tensor<256xf32>
    %4260 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4261 = stablehlo.divide %4253, %4260 : tensor<256xf32>
    %4262 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4263 = stablehlo.divide %4259, %4262 : tensor<256xf32>
    %4264 = stablehlo.sqrt %4263 : tensor<256xf32>
    %4265 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4266 = stablehlo.add %4264, %4265 : tensor<256xf32>
    %4267 = stablehlo.divide %4261, %4266 : tensor<256xf32>
    %4268 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4269 = stablehlo.multiply %4268, %m.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %4270 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4271 = stablehlo.multiply %4270, %3008 : tensor<3x3x256x256xf32>
    %4272 = stablehlo.add %4269, %4271 : tensor<3x3x256x256xf32>
    %4273 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4274 = stablehlo.multiply %4273, %v.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %4275 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4276 = stablehlo.multiply %3008, %3008 : tensor<3x3x256x256xf32>
    %4277 = stablehlo.multiply %4275, %4276 : tensor<3x3x256x256xf32>
    %4278 = stablehlo.add %4274, %4277 : tensor<3x3x256x256xf32>
    %4279 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4280 = stablehlo.divide %4272, %4279 : tensor<3x3x256x256xf32>
    %4281 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4282 = stablehlo.divide %4278, %4281 : tensor<3x3x256x256xf32>
    %4283 = stablehlo.sqrt %4282 : tensor<3x3x256x256xf32>
    %4284 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4285 = stablehlo.add %4283, %4284 : tensor<3x3x256x256xf32>
    %4286 = stablehlo.divide %4280, %4285 : tensor<3x3x256x256xf32>
    %4287 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4288 = stablehlo.multiply %4287, %m.layer3.0.bn2.g : tensor<256xf32>
    %4289 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4290 = stablehlo.multiply %4289, %3013 : tensor<256xf32>
    %4291 = stablehlo.add %4288, %4290 : tensor<256xf32>
    %4292 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4293 = stablehlo.multiply %4292, %v.layer3.0.bn2.g : tensor<256xf32>
    %4294 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4295 = stablehlo.multiply %3013, %3013 : tensor<256xf32>
    %4296 = stablehlo.multiply %4294, %4295 : tensor<256xf32>
    %4297 = stablehlo.add %4293, %4296 : tensor<256xf32>
    %4298 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4299 = stablehlo.divide %4291, %4298 : tensor<256xf32>
    %4300 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4301 = stablehlo.divide %4297, %4300 : tensor<256xf32>
    %4302 = stablehlo.sqrt %4301 : tensor<256xf32>
    %4303 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4304 = stablehlo.add %4302, %4303 : tensor<256xf32>
    %4305 = stablehlo.divide %4299, %4304 : tensor<256xf32>
    %4306 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4307 = stablehlo.multiply %4306, %m.layer3.0.bn2.b : tensor<256xf32>
    %4308 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4309 = stablehlo.multiply %4308, %3018 : tensor<256xf32>
    %4310 = stablehlo.add %4307, %4309 : tensor<256xf32>
    %4311 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4312 = stablehlo.multiply %4311, %v.layer3.0.bn2.b : tensor<256xf32>
    %4313 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4314 = stablehlo.multiply %3018, %3018 : tensor<256xf32>
    %4315 = stablehlo.multiply %4313, %4314 : tensor<256xf32>
    %4316 = stablehlo.add %4312, %4315 : tensor<256xf32>
    %4317 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4318 = stablehlo.divide %4310, %4317 : tensor<256xf32>
    %4319 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4320 = stablehlo.divide %4316, %4319 : tensor<256xf32>
    %4321 = stablehlo.sqrt %4320 : tensor<256xf32>
    %4322 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4323 = stablehlo.add %4321, %4322 : tensor<256xf32>
    %4324 = stablehlo.divide %4318, %4323 : tensor<256xf32>
    %4325 = stablehlo.constant dense<0.9> : tensor<1x1x128x256xf32>
    %4326 = stablehlo.multiply %4325, %m.layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %4327 = stablehlo.constant dense<0.1> : tensor<1x1x128x256xf32>
    %4328 = stablehlo.multiply %4327, %3023 : tensor<1x1x128x256xf32>
    %4329 = stablehlo.add %4326, %4328 : tensor<1x1x128x256xf32>
    %4330 = stablehlo.constant dense<0.999> : tensor<1x1x128x256xf32>
    %4331 = stablehlo.multiply %4330, %v.layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %4332 = stablehlo.constant dense<0.001> : tensor<1x1x128x256xf32>
    %4333 = stablehlo.multiply %3023, %3023 : tensor<1x1x128x256xf32>
    %4334 = stablehlo.multiply %4332, %4333 : tensor<1x1x128x256xf32>
    %4335 = stablehlo.add %4331, %4334 : tensor<1x1x128x256xf32>
    %4336 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %4337 = stablehlo.divide %4329, %4336 : tensor<1x1x128x256xf32>
    %4338 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %4339 = stablehlo.divide %4335, %4338 : tensor<1x1x128x256xf32>
    %4340 = stablehlo.sqrt %4339 : tensor<1x1x128x256xf32>
    %4341 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x256xf32>
    %4342 = stablehlo.add %4340, %4341 : tensor<1x1x128x256xf32>
    %4343 = stablehlo.divide %4337, %4342 : tensor<1x1x128x256xf32>
    %4344 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4345 = stablehlo.multiply %4344, %m.layer3.0.downsample.1.g : tensor<256xf32>
    %4346 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4347 = stablehlo.multiply %4346, %3028 : tensor<256xf32>
    %4348 = stablehlo.add %4345, %4347 : tensor<256xf32>
    %4349 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4350 = stablehlo.multiply %4349, %v.layer3.0.downsample.1.g : tensor<256xf32>
    %4351 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4352 = stablehlo.multiply %3028, %3028 : tensor<256xf32>
    %4353 = stablehlo.multiply %4351, %4352 : tensor<256xf32>
    %4354 = stablehlo.add %4350, %4353 : tensor<256xf32>
    %4355 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4356 = stablehlo.divide %4348, %4355 : tensor<256xf32>
    %4357 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4358 = stablehlo.divide %4354, %4357 : tensor<256xf32>
    %4359 = stablehlo.sqrt %4358 : tensor<256xf32>
    %4360 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4361 = stablehlo.add %4359, %4360 : tensor<256xf32>
    %4362 = stablehlo.divide %4356, %4361 : tensor<256xf32>
    %4363 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4364 = stablehlo.multiply %4363, %m.layer3.0.downsample.1.b : tensor<256xf32>
    %4365 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4366 = stablehlo.multiply %4365, %3033 : tensor<256xf32>
    %4367 = stablehlo.add %4364, %4366 : tensor<256xf32>
    %4368 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4369 = stablehlo.multiply %4368, %v.layer3.0.downsample.1.b : tensor<256xf32>
    %4370 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4371 = stablehlo.multiply %3033, %3033 : tensor<256xf32>
    %4372 = stablehlo.multiply %4370, %4371 : tensor<256xf32>
    %4373 = stablehlo.add %4369, %4372 : tensor<256xf32>
    %4374 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4375 = stablehlo.divide %4367, %4374 : tensor<256xf32>
    %4376 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4377 = stablehlo.divide %4373, %4376 : tensor<256xf32>
    %4378 = stablehlo.sqrt %4377 : tensor<256xf32>
    %4379 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4380 = stablehlo.add %4378, %4379 : tensor<256xf32>
    %4381 = stablehlo.divide %4375, %4380 : tensor<256xf32>
    %4382 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4383 = stablehlo.multiply %4382, %m.layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %4384 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4385 = stablehlo.multiply %4384, %3038 : tensor<3x3x256x256xf32>
    %4386 = stablehlo.add %4383, %4385 : tensor<3x3x256x256xf32>
    %4387 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4388 = stablehlo.multiply %4387, %v.layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %4389 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4390 = stablehlo.multiply %3038, %3038 : tensor<3x3x256x256xf32>
    %4391 = stablehlo.multiply %4389, %4390 : tensor<3x3x256x256xf32>
    %4392 = stablehlo.add %4388, %4391 : tensor<3x3x256x256xf32>
    %4393 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4394 = stablehlo.divide %4386, %4393 : tensor<3x3x256x256xf32>
    %4395 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4396 = stablehlo.divide %4392, %4395 : tensor<3x3x256x256xf32>
    %4397 = stablehlo.sqrt %4396 : tensor<3x3x256x256xf32>
    %4398 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4399 = stablehlo.add %4397, %4398 : tensor<3x3x256x256xf32>
    %4400 = stablehlo.divide %4394, %4399 : tensor<3x3x256x256xf32>
    %4401 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4402 = stablehlo.multiply %4401, %m.layer3.1.bn1.g : tensor<256xf32>
    %4403 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4404 = stablehlo.multiply %4403, %3043 : tensor<256xf32>
    %4405 = stablehlo.add %4402, %4404 : tensor<256xf32>
    %4406 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4407 = stablehlo.multiply %4406, %v.layer3.1.bn1.g : tensor<256xf32>
    %4408 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4409 = stablehlo.multiply %3043, %3043 : tensor<256xf32>
    %4410 = stablehlo.multiply %4408, %4409 : tensor<256xf32>
    %4411 = stablehlo.add %4407, %4410 : tensor<256xf32>
    %4412 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4413 = stablehlo.divide %4405, %4412 : tensor<256xf32>
    %4414 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4415 = stablehlo.divide %4411, %4414 : tensor<256xf32>
    %4416 = stablehlo.sqrt %4415 : tensor<256xf32>
    %4417 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4418 = stablehlo.add %4416, %4417 : tensor<256xf32>
    %4419 = stablehlo.divide %4413, %4418 : tensor<256xf32>
    %4420 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4421 = stablehlo.multiply %4420, %m.layer3.1.bn1.b : tensor<256xf32>
    %4422 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4423 = stablehlo.multiply %4422, %3048 : tensor<256xf32>
    %4424 = stablehlo.add %4421, %4423 : tensor<256xf32>
    %4425 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4426 = stablehlo.multiply %4425, %v.layer3.1.bn1.b : tensor<256xf32>
    %4427 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4428 = stablehlo.multiply %3048, %3048 : tensor<256xf32>
    %4429 = stablehlo.multiply %4427, %4428 : tensor<256xf32>
    %4430 = stablehlo.add %4426, %4429 : tensor<256xf32>
    %4431 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4432 = stablehlo.divide %4424, %4431 : tensor<256xf32>
    %4433 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4434 = stablehlo.divide %4430, %4433 : tensor<256xf32>
    %4435 = stablehlo.sqrt %4434 : tensor<256xf32>
    %4436 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4437 = stablehlo.add %4435, %4436 : tensor<256xf32>
    %4438 = stablehlo.divide %4432, %4437 : tensor<256xf32>
    %4439 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4440 = stablehlo.multiply %4439, %m.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %4441 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4442 = stablehlo.multiply %4441, %3053 : tensor<3x3x256x256xf32>
    %4443 = stablehlo.add %4440, %4442 : tensor<3x3x256x256xf32>
    %4444 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4445 = stablehlo.multiply %4444, %v.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %4446 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4447 = stablehlo.multiply %3053, %3053 : tensor<3x3x256x256xf32>
    %4448 = stablehlo.multiply %4446, %4447 : tensor<3x3x256x256xf32>
    %4449 = stablehlo.add %4445, %4448 : tensor<3x3x256x256xf32>
    %4450 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4451 = stablehlo.divide %4443, %4450 : tensor<3x3x256x256xf32>
    %4452 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4453 = stablehlo.divide %4449, %4452 : tensor<3x3x256x256xf32>
    %4454 = stablehlo.sqrt %4453 : tensor<3x3x256x256xf32>
    %4455 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4456 = stablehlo.add %4454, %4455 : tensor<3x3x256x256xf32>
    %4457 = stablehlo.divide %4451, %4456 : tensor<3x3x256x256xf32>
    %4458 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4459 = stablehlo.multiply %4458, %m.layer3.1.bn2.g : tensor<256xf32>
    %4460 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4461 = stablehlo.multiply %4460, %3058 : tensor<256xf32>
    %4462 = stablehlo.add %4459, %4461 : tensor<256xf32>
    %4463 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4464 = stablehlo.multiply %4463, %v.layer3.1.bn2.g : tensor<256xf32>
    %4465 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4466 = stablehlo.multiply %3058, %3058 : tensor<256xf32>
    %4467 = stablehlo.multiply %4465, %4466 : tensor<256xf32>
    %4468 = stablehlo.add %4464, %4467 : tensor<256xf32>
    %4469 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4470 = stablehlo.divide %4462, %4469 : tensor<256xf32>
    %4471 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4472 = stablehlo.divide %4468, %4471 : tensor<256xf32>
    %4473 = stablehlo.sqrt %4472 : tensor<256xf32>
    %4474 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4475 = stablehlo.add %4473, %4474 : tensor<256xf32>
    %4476 = stablehlo.divide %4470, %4475 : tensor<256xf32>
    %4477 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4478 = stablehlo.multiply %4477, %m.layer3.1.bn2.b : tensor<256xf32>
    %4479 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4480 = stablehlo.multiply %4479, %3063 : tensor<256xf32>
    %4481 = stablehlo.add %4478, %4480 : tensor<256xf32>
    %4482 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4483 = stablehlo.multiply %4482, %v.layer3.1.bn2.b : tensor<256xf32>
    %4484 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4485 = stablehlo.multiply %3063, %3063 : tensor<256xf32>
    %4486 = stablehlo.multiply %4484, %4485 : tensor<256xf32>
    %4487 = stablehlo.add %4483, %4486 : tensor<256xf32>
    %4488 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4489 = stablehlo.divide %4481, %4488 : tensor<256xf32>
    %4490 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4491 = stablehlo.divide %4487, %4490 : tensor<256xf32>
    %4492 = stablehlo.sqrt %4491 : tensor<256xf32>
    %4493 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4494 = stablehlo.add %4492, %4493 : tensor<256xf32>
    %4495 = stablehlo.divide %4489, %4494 : tensor<256xf32>
    %4496 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4497 = stablehlo.multiply %4496, %m.layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %4498 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4499 = stablehlo.multiply %4498, %3068 : tensor<3x3x256x256xf32>
    %4500 = stablehlo.add %4497, %4499 : tensor<3x3x256x256xf32>
    %4501 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4502 = stablehlo.multiply %4501, %v.layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %4503 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4504 = stablehlo.multiply %3068, %3068 : tensor<3x3x256x256xf32>
    %4505 = stablehlo.multiply %4503, %4504 : tensor<3x3x256x256xf32>
    %4506 = stablehlo.add %4502, %4505 : tensor<3x3x256x256xf32>
    %4507 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4508 = stablehlo.divide %4500, %4507 : tensor<3x3x256x256xf32>
    %4509 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4510 = stablehlo.divide %4506, %4509 : tensor<3x3x256x256xf32>
    %4511 = stablehlo.sqrt %4510 : tensor<3x3x256x256xf32>
    %4512 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4513 = stablehlo.add %4511, %4512 : tensor<3x3x256x256xf32>
    %4514 = stablehlo.divide %4508, %4513 : tensor<3x3x256x256xf32>
    %4515 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4516 = stablehlo.multiply %4515, %m.layer3.2.bn1.g : tensor<256xf32>
    %4517 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4518 = stablehlo.multiply %4517, %3073 : tensor<256xf32>
    %4519 = stablehlo.add %4516, %4518 : tensor<256xf32>
    %4520 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4521 = stablehlo.multiply %4520, %v.layer3.2.bn1.g : tensor<256xf32>
    %4522 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4523 = stablehlo.multiply %3073, %3073 : tensor<256xf32>
    %4524 = stablehlo.multiply %4522, %4523 : tensor<256xf32>
    %4525 = stablehlo.add %4521, %4524 : tensor<256xf32>
    %4526 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4527 = stablehlo.divide %4519, %4526 : tensor<256xf32>
    %4528 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4529 = stablehlo.divide %4525, %4528 : tensor<256xf32>
    %4530 = stablehlo.sqrt %4529 : tensor<256xf32>
    %4531 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4532 = stablehlo.add %4530, %4531 : tensor<256xf32>
    %4533 = stablehlo.divide %4527, %4532 : tensor<256xf32>
    %4534 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4535 = stablehlo.multiply %4534, %m.layer3.2.bn1.b : tensor<256xf32>
    %4536 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4537 = stablehlo.multiply %4536, %3078 : tensor<256xf32>
    %4538 = stablehlo.add %4535, %4537 : tensor<256xf32>
    %4539 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4540 = stablehlo.multiply %4539, %v.layer3.2.bn1.b : tensor<256xf32>
    %4541 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4542 = stablehlo.multiply %3078, %3078 : tensor<256xf32>
    %4543 = stablehlo.multiply %4541, %4542 : tensor<256xf32>
    %4544 = stablehlo.add %4540, %4543 : tensor<256xf32>
    %4545 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4546 = stablehlo.divide %4538, %4545 : tensor<256xf32>
    %4547 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4548 = stablehlo.divide %4544, %4547 : tensor<256xf32>
    %4549 = stablehlo.sqrt %4548 : tensor<256xf32>
    %4550 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4551 = stablehlo.add %4549, %4550 : tensor<256xf32>
    %4552 = stablehlo.divide %4546, %4551 : tensor<256xf32>
    %4553 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4554 = stablehlo.multiply %4553, %m.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %4555 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4556 = stablehlo.multiply %4555, %3083 : tensor<3x3x256x256xf32>
    %4557 = stablehlo.add %4554, %4556 : tensor<3x3x256x256xf32>
    %4558 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4559 = stablehlo.multiply %4558, %v.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %4560 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4561 = stablehlo.multiply %3083, %3083 : tensor<3x3x256x256xf32>
    %4562 = stablehlo.multiply %4560, %4561 : tensor<3x3x256x256xf32>
    %4563 = stablehlo.add %4559, %4562 : tensor<3x3x256x256xf32>
    %4564 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4565 = stablehlo.divide %4557, %4564 : tensor<3x3x256x256xf32>
    %4566 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4567 = stablehlo.divide %4563, %4566 : tensor<3x3x256x256xf32>
    %4568 = stablehlo.sqrt %4567 : tensor<3x3x256x256xf32>
    %4569 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4570 = stablehlo.add %4568, %4569 : tensor<3x3x256x256xf32>
    %4571 = stablehlo.divide %4565, %4570 : tensor<3x3x256x256xf32>
    %4572 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4573 = stablehlo.multiply %4572, %m.layer3.2.bn2.g : tensor<256xf32>
    %4574 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4575 = stablehlo.multiply %4574, %3088 : tensor<256xf32>
    %4576 = stablehlo.add %4573, %4575 : tensor<256xf32>
    %4577 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4578 = stablehlo.multiply %4577, %v.layer3.2.bn2.g : tensor<256xf32>
    %4579 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4580 = stablehlo.multiply %3088, %3088 : tensor<256xf32>
    %4581 = stablehlo.multiply %4579, %4580 : tensor<256xf32>
    %4582 = stablehlo.add %4578, %4581 : tensor<256xf32>
    %4583 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4584 = stablehlo.divide %4576, %4583 : tensor<256xf32>
    %4585 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4586 = stablehlo.divide %4582, %4585 : tensor<256xf32>
    %4587 = stablehlo.sqrt %4586 : tensor<256xf32>
    %4588 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4589 = stablehlo.add %4587, %4588 : tensor<256xf32>
    %4590 = stablehlo.divide %4584, %4589 : tensor<256xf32>
    %4591 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4592 = stablehlo.multiply %4591, %m.layer3.2.bn2.b : tensor<256xf32>
    %4593 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4594 = stablehlo.multiply %4593, %3093 : tensor<256xf32>
    %4595 = stablehlo.add %4592, %4594 : tensor<256xf32>
    %4596 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4597 = stablehlo.multiply %4596, %v.layer3.2.bn2.b : tensor<256xf32>
    %4598 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4599 = stablehlo.multiply %3093, %3093 : tensor<256xf32>
    %4600 = stablehlo.multiply %4598, %4599 : tensor<256xf32>
    %4601 = stablehlo.add %4597, %4600 : tensor<256xf32>
    %4602 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4603 = stablehlo.divide %4595, %4602 : tensor<256xf32>
    %4604 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4605 = stablehlo.divide %4601, %4604 : tensor<256xf32>
    %4606 = stablehlo.sqrt %4605 : tensor<256xf32>
    %4607 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4608 = stablehlo.add %4606, %4607 : tensor<256xf32>
    %4609 = stablehlo.divide %4603, %4608 : tensor<256xf32>
    %4610 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4611 = stablehlo.multiply %4610, %m.layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %4612 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4613 = stablehlo.multiply %4612, %3098 : tensor<3x3x256x256xf32>
    %4614 = stablehlo.add %4611, %4613 : tensor<3x3x256x256xf32>
    %4615 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4616 = stablehlo.multiply %4615, %v.layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %4617 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4618 = stablehlo.multiply %3098, %3098 : tensor<3x3x256x256xf32>
    %4619 = stablehlo.multiply %4617, %4618 : tensor<3x3x256x256xf32>
    %4620 = stablehlo.add %4616, %4619 : tensor<3x3x256x256xf32>
    %4621 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4622 = stablehlo.divide %4614, %4621 : tensor<3x3x256x256xf32>
    %4623 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4624 = stablehlo.divide %4620, %4623 : tensor<3x3x256x256xf32>
    %4625 = stablehlo.sqrt %4624 : tensor<3x3x256x256xf32>
    %4626 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4627 = stablehlo.add %4625, %4626 : tensor<3x3x256x256xf32>
    %4628 = stablehlo.divide %4622, %4627 : tensor<3x3x256x256xf32>
    %4629 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4630 = stablehlo.multiply %4629, %m.layer3.3.bn1.g : tensor<256xf32>
    %4631 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4632 = stablehlo.multiply %4631, %3103 : tensor<256xf32>
    %4633 = stablehlo.add %4630, %4632 : tensor<256xf32>
    %4634 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4635 = stablehlo.multiply %4634, %v.layer3.3.bn1.g : tensor<256xf32>
    %4636 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4637 = stablehlo.multiply %3103, %3103 : tensor<256xf32>
    %4638 = stablehlo.multiply %4636, %4637 : tensor<256xf32>
    %4639 = stablehlo.add %4635, %4638 : tensor<256xf32>
    %4640 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4641 = stablehlo.divide %4633, %4640 : tensor<256xf32>
    %4642 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4643 = stablehlo.divide %4639, %4642 : tensor<256xf32>
    %4644 = stablehlo.sqrt %4643 : tensor<256xf32>
    %4645 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4646 = stablehlo.add %4644, %4645 : tensor<256xf32>
    %4647 = stablehlo.divide %4641, %4646 : tensor<256xf32>
    %4648 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4649 = stablehlo.multiply %4648, %m.layer3.3.bn1.b : tensor<256xf32>
    %4650 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4651 = stablehlo.multiply %4650, %3108 : tensor<256xf32>
    %4652 = stablehlo.add %4649, %4651 : tensor<256xf32>
    %4653 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4654 = stablehlo.multiply %4653, %v.layer3.3.bn1.b : tensor<256xf32>
    %4655 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4656 = stablehlo.multiply %3108, %3108 : tensor<256xf32>
    %4657 = stablehlo.multiply %4655, %4656 : tensor<256xf32>
    %4658 = stablehlo.add %4654, %4657 : tensor<256xf32>
    %4659 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4660 = stablehlo.divide %4652, %4659 : tensor<256xf32>
    %4661 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4662 = stablehlo.divide %4658, %4661 : tensor<256xf32>
    %4663 = stablehlo.sqrt %4662 : tensor<256xf32>
    %4664 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4665 = stablehlo.add %4663, %4664 : tensor<256xf32>
    %4666 = stablehlo.divide %4660, %4665 : tensor<256xf32>
    %4667 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4668 = stablehlo.multiply %4667, %m.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %4669 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4670 = stablehlo.multiply %4669, %3113 : tensor<3x3x256x256xf32>
    %4671 = stablehlo.add %4668, %4670 : tensor<3x3x256x256xf32>
    %4672 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4673 = stablehlo.multiply %4672, %v.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %4674 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4675 = stablehlo.multiply %3113, %3113 : tensor<3x3x256x256xf32>
    %4676 = stablehlo.multiply %4674, %4675 : tensor<3x3x256x256xf32>
    %4677 = stablehlo.add %4673, %4676 : tensor<3x3x256x256xf32>
    %4678 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4679 = stablehlo.divide %4671, %4678 : tensor<3x3x256x256xf32>
    %4680 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4681 = stablehlo.divide %4677, %4680 : tensor<3x3x256x256xf32>
    %4682 = stablehlo.sqrt %4681 : tensor<3x3x256x256xf32>
    %4683 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4684 = stablehlo.add %4682, %4683 : tensor<3x3x256x256xf32>
    %4685 = stablehlo.divide %4679, %4684 : tensor<3x3x256x256xf32>
    %4686 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4687 = stablehlo.multiply %4686, %m.layer3.3.bn2.g : tensor<256xf32>
    %4688 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4689 = stablehlo.multiply %4688, %3118 : tensor<256xf32>
    %4690 = stablehlo.add %4687, %4689 : tensor<256xf32>
    %4691 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4692 = stablehlo.multiply %4691, %v.layer3.3.bn2.g : tensor<256xf32>
    %4693 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4694 = stablehlo.multiply %3118, %3118 : tensor<256xf32>
    %4695 = stablehlo.multiply %4693, %4694 : tensor<256xf32>
    %4696 = stablehlo.add %4692, %4695 : tensor<256xf32>
    %4697 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4698 = stablehlo.divide %4690, %4697 : tensor<256xf32>
    %4699 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4700 = stablehlo.divide %4696, %4699 : tensor<256xf32>
    %4701 = stablehlo.sqrt %4700 : tensor<256xf32>
    %4702 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4703 = stablehlo.add %4701, %4702 : tensor<256xf32>
    %4704 = stablehlo.divide %4698, %4703 : tensor<256xf32>
    %4705 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4706 = stablehlo.multiply %4705, %m.layer3.3.bn2.b : tensor<256xf32>
    %4707 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4708 = stablehlo.multiply %4707, %3123 : tensor<256xf32>
    %4709 = stablehlo.add %4706, %4708 : tensor<256xf32>
    %4710 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4711 = stablehlo.multiply %4710, %v.layer3.3.bn2.b : tensor<256xf32>
    %4712 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4713 = stablehlo.multiply %3123, %3123 : tensor<256xf32>
    %4714 = stablehlo.multiply %4712, %4713 : tensor<256xf32>
    %4715 = stablehlo.add %4711, %4714 : tensor<256xf32>
    %4716 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4717 = stablehlo.divide %4709, %4716 : tensor<256xf32>
    %4718 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4719 = stablehlo.divide %4715, %4718 : tensor<256xf32>
    %4720 = stablehlo.sqrt %4719 : tensor<256xf32>
    %4721 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4722 = stablehlo.add %4720, %4721 : tensor<256xf32>
    %4723 = stablehlo.divide %4717, %4722 : tensor<256xf32>
    %4724 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4725 = stablehlo.multiply %4724, %m.layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %4726 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4727 = stablehlo.multiply %4726, %3128 : tensor<3x3x256x256xf32>
    %4728 = stablehlo.add %4725, %4727 : tensor<3x3x256x256xf32>
    %4729 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4730 = stablehlo.multiply %4729, %v.layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %4731 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4732 = stablehlo.multiply %3128, %3128 : tensor<3x3x256x256xf32>
    %4733 = stablehlo.multiply %4731, %4732 : tensor<3x3x256x256xf32>
    %4734 = stablehlo.add %4730, %4733 : tensor<3x3x256x256xf32>
    %4735 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4736 = stablehlo.divide %4728, %4735 : tensor<3x3x256x256xf32>
    %4737 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4738 = stablehlo.divide %4734, %4737 : tensor<3x3x256x256xf32>
    %4739 = stablehlo.sqrt %4738 : tensor<3x3x256x256xf32>
    %4740 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4741 = stablehlo.add %4739, %4740 : tensor<3x3x256x256xf32>
    %4742 = stablehlo.divide %4736, %4741 : tensor<3x3x256x256xf32>
    %4743 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4744 = stablehlo.multiply %4743, %m.layer3.4.bn1.g : tensor<256xf32>
    %4745 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4746 = stablehlo.multiply %4745, %3133 : tensor<256xf32>
    %4747 = stablehlo.add %4744, %4746 : tensor<256xf32>
    %4748 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4749 = stablehlo.multiply %4748, %v.layer3.4.bn1.g : tensor<256xf32>
    %4750 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4751 = stablehlo.multiply %3133, %3133 : tensor<256xf32>
    %4752 = stablehlo.multiply %4750, %4751 : tensor<256xf32>
    %4753 = stablehlo.add %4749, %4752 : tensor<256xf32>
    %4754 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4755 = stablehlo.divide %4747, %4754 : tensor<256xf32>
    %4756 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4757 = stablehlo.divide %4753, %4756 : tensor<256xf32>
    %4758 = stablehlo.sqrt %4757 : tensor<256xf32>
    %4759 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4760 = stablehlo.add %4758, %4759 : tensor<256xf32>
    %4761 = stablehlo.divide %4755, %4760 : tensor<256xf32>
    %4762 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4763 = stablehlo.multiply %4762, %m.layer3.4.bn1.b : tensor<256xf32>
    %4764 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4765 = stablehlo.multiply %4764, %3138 : tensor<256xf32>
    %4766 = stablehlo.add %4763, %4765 : tensor<256xf32>
    %4767 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4768 = stablehlo.multiply %4767, %v.layer3.4.bn1.b : tensor<256xf32>
    %4769 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4770 = stablehlo.multiply %3138, %3138 : tensor<256xf32>
    %4771 = stablehlo.multiply %4769, %4770 : tensor<256xf32>
    %4772 = stablehlo.add %4768, %4771 : tensor<256xf32>
    %4773 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4774 = stablehlo.divide %4766, %4773 : tensor<256xf32>
    %4775 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4776 = stablehlo.divide %4772, %4775 : tensor<256xf32>
    %4777 = stablehlo.sqrt %4776 : tensor<256xf32>
    %4778 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4779 = stablehlo.add %4777, %4778 : tensor<256xf32>
    %4780 = stablehlo.divide %4774, %4779 : tensor<256xf32>
    %4781 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4782 = stablehlo.multiply %4781, %m.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %4783 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4784 = stablehlo.multiply %4783, %3143 : tensor<3x3x256x256xf32>
    %4785 = stablehlo.add %4782, %4784 : tensor<3x3x256x256xf32>
    %4786 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4787 = stablehlo.multiply %4786, %v.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %4788 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4789 = stablehlo.multiply %3143, %3143 : tensor<3x3x256x256xf32>
    %4790 = stablehlo.multiply %4788, %4789 : tensor<3x3x256x256xf32>
    %4791 = stablehlo.add %4787, %4790 : tensor<3x3x256x256xf32>
    %4792 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4793 = stablehlo.divide %4785, %4792 : tensor<3x3x256x256xf32>
    %4794 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4795 = stablehlo.divide %4791, %4794 : tensor<3x3x256x256xf32>
    %4796 = stablehlo.sqrt %4795 : tensor<3x3x256x256xf32>
    %4797 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4798 = stablehlo.add %4796, %4797 : tensor<3x3x256x256xf32>
    %4799 = stablehlo.divide %4793, %4798 : tensor<3x3x256x256xf32>
    %4800 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4801 = stablehlo.multiply %4800, %m.layer3.4.bn2.g : tensor<256xf32>
    %4802 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4803 = stablehlo.multiply %4802, %3148 : tensor<256xf32>
    %4804 = stablehlo.add %4801, %4803 : tensor<256xf32>
    %4805 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4806 = stablehlo.multiply %4805, %v.layer3.4.bn2.g : tensor<256xf32>
    %4807 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4808 = stablehlo.multiply %3148, %3148 : tensor<256xf32>
    %4809 = stablehlo.multiply %4807, %4808 : tensor<256xf32>
    %4810 = stablehlo.add %4806, %4809 : tensor<256xf32>
    %4811 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4812 = stablehlo.divide %4804, %4811 : tensor<256xf32>
    %4813 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4814 = stablehlo.divide %4810, %4813 : tensor<256xf32>
    %4815 = stablehlo.sqrt %4814 : tensor<256xf32>
    %4816 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4817 = stablehlo.add %4815, %4816 : tensor<256xf32>
    %4818 = stablehlo.divide %4812, %4817 : tensor<256xf32>
    %4819 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4820 = stablehlo.multiply %4819, %m.layer3.4.bn2.b : tensor<256xf32>
    %4821 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4822 = stablehlo.multiply %4821, %3153 : tensor<256xf32>
    %4823 = stablehlo.add %4820, %4822 : tensor<256xf32>
    %4824 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4825 = stablehlo.multiply %4824, %v.layer3.4.bn2.b : tensor<256xf32>
    %4826 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4827 = stablehlo.multiply %3153, %3153 : tensor<256xf32>
    %4828 = stablehlo.multiply %4826, %4827 : tensor<256xf32>
    %4829 = stablehlo.add %4825, %4828 : tensor<256xf32>
    %4830 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4831 = stablehlo.divide %4823, %4830 : tensor<256xf32>
    %4832 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4833 = stablehlo.divide %4829, %4832 : tensor<256xf32>
    %4834 = stablehlo.sqrt %4833 : tensor<256xf32>
    %4835 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4836 = stablehlo.add %4834, %4835 : tensor<256xf32>
    %4837 = stablehlo.divide %4831, %4836 : tensor<256xf32>
    %4838 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4839 = stablehlo.multiply %4838, %m.layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %4840 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4841 = stablehlo.multiply %4840, %3158 : tensor<3x3x256x256xf32>
    %4842 = stablehlo.add %4839, %4841 : tensor<3x3x256x256xf32>
    %4843 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4844 = stablehlo.multiply %4843, %v.layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %4845 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4846 = stablehlo.multiply %3158, %3158 : tensor<3x3x256x256xf32>
    %4847 = stablehlo.multiply %4845, %4846 : tensor<3x3x256x256xf32>
    %4848 = stablehlo.add %4844, %4847 : tensor<3x3x256x256xf32>
    %4849 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4850 = stablehlo.divide %4842, %4849 : tensor<3x3x256x256xf32>
    %4851 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4852 = stablehlo.divide %4848, %4851 : tensor<3x3x256x256xf32>
    %4853 = stablehlo.sqrt %4852 : tensor<3x3x256x256xf32>
    %4854 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4855 = stablehlo.add %4853, %4854 : tensor<3x3x256x256xf32>
    %4856 = stablehlo.divide %4850, %4855 : tensor<3x3x256x256xf32>
    %4857 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4858 = stablehlo.multiply %4857, %m.layer3.5.bn1.g : tensor<256xf32>
    %4859 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4860 = stablehlo.multiply %4859, %3163 : tensor<256xf32>
    %4861 = stablehlo.add %4858, %4860 : tensor<256xf32>
    %4862 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4863 = stablehlo.multiply %4862, %v.layer3.5.bn1.g : tensor<256xf32>
    %4864 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4865 = stablehlo.multiply %3163, %3163 : tensor<256xf32>
    %4866 = stablehlo.multiply %4864, %4865 : tensor<256xf32>
    %4867 = stablehlo.add %4863, %4866 : tensor<256xf32>
    %4868 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4869 = stablehlo.divide %4861, %4868 : tensor<256xf32>
    %4870 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4871 = stablehlo.divide %4867, %4870 : tensor<256xf32>
    %4872 = stablehlo.sqrt %4871 : tensor<256xf32>
    %4873 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4874 = stablehlo.add %4872, %4873 : tensor<256xf32>
    %4875 = stablehlo.divide %4869, %4874 : tensor<256xf32>
    %4876 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4877 = stablehlo.multiply %4876, %m.layer3.5.bn1.b : tensor<256xf32>
    %4878 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4879 = stablehlo.multiply %4878, %3168 : tensor<256xf32>
    %4880 = stablehlo.add %4877, %4879 : tensor<256xf32>
    %4881 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4882 = stablehlo.multiply %4881, %v.layer3.5.bn1.b : tensor<256xf32>
    %4883 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4884 = stablehlo.multiply %3168, %3168 : tensor<256xf32>
    %4885 = stablehlo.multiply %4883, %4884 : tensor<256xf32>
    %4886 = stablehlo.add %4882, %4885 : tensor<256xf32>
    %4887 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4888 = stablehlo.divide %4880, %4887 : tensor<256xf32>
    %4889 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4890 = stablehlo.divide %4886, %4889 : tensor<256xf32>
    %4891 = stablehlo.sqrt %4890 : tensor<256xf32>
    %4892 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4893 = stablehlo.add %4891, %4892 : tensor<256xf32>
    %4894 = stablehlo.divide %4888, %4893 : tensor<256xf32>
    %4895 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4896 = stablehlo.multiply %4895, %m.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %4897 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4898 = stablehlo.multiply %4897, %3173 : tensor<3x3x256x256xf32>
    %4899 = stablehlo.add %4896, %4898 : tensor<3x3x256x256xf32>
    %4900 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4901 = stablehlo.multiply %4900, %v.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %4902 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4903 = stablehlo.multiply %3173, %3173 : tensor<3x3x256x256xf32>
    %4904 = stablehlo.multiply %4902, %4903 : tensor<3x3x256x256xf32>
    %4905 = stablehlo.add %4901, %4904 : tensor<3x3x256x256xf32>
    %4906 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4907 = stablehlo.divide %4899, %4906 : tensor<3x3x256x256xf32>
    %4908 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4909 = stablehlo.divide %4905, %4908 : tensor<3x3x256x256xf32>
    %4910 = stablehlo.sqrt %4909 : tensor<3x3x256x256xf32>
    %4911 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4912 = stablehlo.add %4910, %4911 : tensor<3x3x256x256xf32>
    %4913 = stablehlo.divide %4907, %4912 : tensor<3x3x256x256xf32>
    %4914 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4915 = stablehlo.multiply %4914, %m.layer3.5.bn2.g : tensor<256xf32>
    %4916 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4917 = stablehlo.multiply %4916, %3178 : tensor<256xf32>
    %4918 = stablehlo.add %4915, %4917 : tensor<256xf32>
    %4919 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4920 = stablehlo.multiply %4919, %v.layer3.5.bn2.g : tensor<256xf32>
    %4921 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4922 = stablehlo.multiply %3178, %3178 : tensor<256xf32>
    %4923 = stablehlo.multiply %4921, %4922 : tensor<256xf32>
    %4924 = stablehlo.add %4920, %4923 : tensor<256xf32>
    %4925 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4926 = stablehlo.divide %4918, %4925 : tensor<256xf32>
    %4927 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4928 = stablehlo.divide %4924, %4927 : tensor<256xf32>
    %4929 = stablehlo.sqrt %4928 : tensor<256xf32>
    %4930 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4931 = stablehlo.add %4929, %4930 : tensor<256xf32>
    %4932 = stablehlo.divide %4926, %4931 : tensor<256xf32>
    %4933 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4934 = stablehlo.multiply %4933, %m.layer3.5.bn2.b : tensor<256xf32>
    %4935 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4936 = stablehlo.multiply %4935, %3183 : tensor<256xf32>
    %4937 = stablehlo.add %4934, %4936 : tensor<256xf32>
    %4938 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4939 = stablehlo.multiply %4938, %v.layer3.5.bn2.b : tensor<256xf32>
    %4940 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4941 = stablehlo.multiply %3183, %3183 : tensor<256xf32>
    %4942 = stablehlo.multiply %4940, %4941 : tensor<256xf32>
    %4943 = stablehlo.add %4939, %4942 : tensor<256xf32>
    %4944 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4945 = stablehlo.divide %4937, %4944 : tensor<256xf32>
    %4946 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4947 = stablehlo.divide %4943, %4946 : tensor<256xf32>
    %4948 = stablehlo.sqrt %4947 : tensor<256xf32>
    %4949 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4950 = stablehlo.add %4948, %4949 : tensor<256xf32>
    %4951 = stablehlo.divide %4945, %4950 : tensor<256xf32>
    %4952 = stablehlo.constant dense<0.9> : tensor<3x3x256x512xf32>
    %4953 = stablehlo.multiply %4952, %m.layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %4954 = stablehlo.constant dense<0.1> : tensor<3x3x256x512xf32>
    %4955 = stablehlo.multiply %4954, %3188 : tensor<3x3x256x512xf32>
    %4956 = stablehlo.add %4953, %4955 : tensor<3x3x256x512xf32>
    %4957 = stablehlo.constant dense<0.999> : tensor<3x3x256x512xf32>
    %4958 = stablehlo.multiply %4957, %v.layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %4959 = stablehlo.constant dense<0.001> : tensor<3x3x256x512xf32>
    %4960 = stablehlo.multiply %3188, %3188 : tensor<3x3x256x512xf32>
    %4961 = stablehlo.multiply %4959, %4960 : tensor<3x3x256x512xf32>
    %4962 = stablehlo.add %4958, %4961 : tensor<3x3x256x512xf32>
    %4963 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %4964 = stablehlo.divide %4956, %4963 : tensor<3x3x256x512xf32>
    %4965 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %4966 = stablehlo.divide %4962, %4965 : tensor<3x3x256x512xf32>
    %4967 = stablehlo.sqrt %4966 : tensor<3x3x256x512xf32>
    %4968 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x512xf32>
    %4969 = stablehlo.add %4967, %4968 : tensor<3x3x256x512xf32>
    %4970 = stablehlo.divide %4964, %4969 : tensor<3x3x256x512xf32>
    %4971 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %4972 = stablehlo.multiply %4971, %m.layer4.0.bn1.g : tensor<512xf32>
    %4973 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %4974 = stablehlo.multiply %4973, %3193 : tensor<512xf32>
    %4975 = stablehlo.add %4972, %4974 : tensor<512xf32>
    %4976 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %4977 = stablehlo.multiply %4976, %v.layer4.0.bn1.g : tensor<512xf32>
    %4978 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %4979 = stablehlo.multiply %3193, %3193 : tensor<512xf32>
    %4980 = stablehlo.multiply %4978, %4979 : tensor<512xf32>
    %4981 = stablehlo.add %4977, %4980 : tensor<512xf32>
    %4982 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4983 = stablehlo.divide %4975, %4982 : tensor<512xf32>
    %4984 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4985 = stablehlo.divide %4981, %4984 : tensor<512xf32>
    %4986 = stablehlo.sqrt %4985 : tensor<512xf32>
    %4987 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %4988 = stablehlo.add %4986, %4987 : tensor<512xf32>
    %4989 = stablehlo.divide %4983, %4988 : tensor<512xf32>
    %4990 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %4991 = stablehlo.multiply %4990, %m.layer4.0.bn1.b : tensor<512xf32>
    %4992 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %4993 = stablehlo.multiply %4992, %3198 : tensor<512xf32>
    %4994 = stablehlo.add %4991, %4993 : tensor<512xf32>
    %4995 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %4996 = stablehlo.multiply %4995, %v.layer4.0.bn1.b : tensor<512xf32>
    %4997 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %4998 = stablehlo.multiply %3198, %3198 : tensor<512xf32>
    %4999 = stablehlo.multiply %4997, %4998 : tensor<512xf32>
    %5000 = stablehlo.add %4996, %4999 : tensor<512xf32>
    %5001 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5002 = stablehlo.divide %4994, %5001 : tensor<512xf32>
    %5003 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5004 = stablehlo.divide %5000, %5003 : tensor<512xf32>
    %5005 = stablehlo.sqrt %5004 : tensor<512xf32>
    %5006 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5007 = stablehlo.add %5005, %5006 : tensor<512xf32>
    %5008 = stablehlo.divide %5002, %5007 : tensor<512xf32>
    %5009 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5010 = stablehlo.multiply %5009, %m.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %5011 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5012 = stablehlo.multiply %5011, %3203 : tensor<3x3x512x512xf32>
    %5013 = stablehlo.add %5010, %5012 : tensor<3x3x512x512xf32>
    %5014 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5015 = stablehlo.multiply %5014, %v.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %5016 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5017 = stablehlo.multiply %3203, %3203 : tensor<3x3x512x512xf32>
    %5018 = stablehlo.multiply %5016, %5017 : tensor<3x3x512x512xf32>
    %5019 = stablehlo.add %5015, %5018 : tensor<3x3x512x512xf32>
    %5020 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5021 = stablehlo.divide %5013, %5020 : tensor<3x3x512x512xf32>
    %5022 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5023 = stablehlo.divide %5019, %5022 : tensor<3x3x512x512xf32>
    %5024 = stablehlo.sqrt %5023 : tensor<3x3x512x512xf32>
    %5025 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5026 = stablehlo.add %5024, %5025 : tensor<3x3x512x512xf32>
    %5027 = stablehlo.divide %5021, %5026 : tensor<3x3x512x512xf32>
    %5028 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5029 = stablehlo.multiply %5028, %m.layer4.0.bn2.g : tensor<512xf32>
    %5030 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5031 = stablehlo.multiply %5030, %3208 : tensor<512xf32>
    %5032 = stablehlo.add %5029, %5031 : tensor<512xf32>
    %5033 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5034 = stablehlo.multiply %5033, %v.layer4.0.bn2.g : tensor<512xf32>
    %5035 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5036 = stablehlo.multiply %3208, %3208 : tensor<512xf32>
    %5037 = stablehlo.multiply %5035, %5036 : tensor<512xf32>
    %5038 = stablehlo.add %5034, %5037 : tensor<512xf32>
    %5039 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5040 = stablehlo.divide %5032, %5039 : tensor<512xf32>
    %5041 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5042 = stablehlo.divide %5038, %5041 : tensor<512xf32>
    %5043 = stablehlo.sqrt %5042 : tensor<512xf32>
    %5044 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5045 = stablehlo.add %5043, %5044 : tensor<512xf32>
    %5046 = stablehlo.divide %5040, %5045 : tensor<512xf32>
    %5047 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5048 = stablehlo.multiply %5047, %m.layer4.0.bn2.b : tensor<512xf32>
    %5049 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5050 = stablehlo.multiply %5049, %3213 : tensor<512xf32>
    %5051 = stablehlo.add %5048, %5050 : tensor<512xf32>
    %5052 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5053 = stablehlo.multiply %5052, %v.layer4.0.bn2.b : tensor<512xf32>
    %5054 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5055 = stablehlo.multiply %3213, %3213 : tensor<512xf32>
    %5056 = stablehlo.multiply %5054, %5055 : tensor<512xf32>
    %5057 = stablehlo.add %5053, %5056 : tensor<512xf32>
    %5058 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5059 = stablehlo.divide %5051, %5058 : tensor<512xf32>
    %5060 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5061 = stablehlo.divide %5057, %5060 : tensor<512xf32>
    %5062 = stablehlo.sqrt %5061 : tensor<512xf32>
    %5063 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5064 = stablehlo.add %5062, %5063 : tensor<512xf32>
    %5065 = stablehlo.divide %5059, %5064 : tensor<512xf32>
    %5066 = stablehlo.constant dense<0.9> : tensor<1x1x256x512xf32>
    %5067 = stablehlo.multiply %5066, %m.layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5068 = stablehlo.constant dense<0.1> : tensor<1x1x256x512xf32>
    %5069 = stablehlo.multiply %5068, %3218 : tensor<1x1x256x512xf32>
    %5070 = stablehlo.add %5067, %5069 : tensor<1x1x256x512xf32>
    %5071 = stablehlo.constant dense<0.999> : tensor<1x1x256x512xf32>
    %5072 = stablehlo.multiply %5071, %v.layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5073 = stablehlo.constant dense<0.001> : tensor<1x1x256x512xf32>
    %5074 = stablehlo.multiply %3218, %3218 : tensor<1x1x256x512xf32>
    %5075 = stablehlo.multiply %5073, %5074 : tensor<1x1x256x512xf32>
    %5076 = stablehlo.add %5072, %5075 : tensor<1x1x256x512xf32>
    %5077 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5078 = stablehlo.divide %5070, %5077 : tensor<1x1x256x512xf32>
    %5079 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5080 = stablehlo.divide %5076, %5079 : tensor<1x1x256x512xf32>
    %5081 = stablehlo.sqrt %5080 : tensor<1x1x256x512xf32>
    %5082 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x512xf32>
    %5083 = stablehlo.add %5081, %5082 : tensor<1x1x256x512xf32>
    %5084 = stablehlo.divide %5078, %5083 : tensor<1x1x256x512xf32>
    %5085 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5086 = stablehlo.multiply %5085, %m.layer4.0.downsample.1.g : tensor<512xf32>
    %5087 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5088 = stablehlo.multiply %5087, %3223 : tensor<512xf32>
    %5089 = stablehlo.add %5086, %5088 : tensor<512xf32>
    %5090 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5091 = stablehlo.multiply %5090, %v.layer4.0.downsample.1.g : tensor<512xf32>
    %5092 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5093 = stablehlo.multiply %3223, %3223 : tensor<512xf32>
    %5094 = stablehlo.multiply %5092, %5093 : tensor<512xf32>
    %5095 = stablehlo.add %5091, %5094 : tensor<512xf32>
    %5096 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5097 = stablehlo.divide %5089, %5096 : tensor<512xf32>
    %5098 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5099 = stablehlo.divide %5095, %5098 : tensor<512xf32>
    %5100 = stablehlo.sqrt %5099 : tensor<512xf32>
    %5101 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5102 = stablehlo.add %5100, %5101 : tensor<512xf32>
    %5103 = stablehlo.divide %5097, %5102 : tensor<512xf32>
    %5104 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5105 = stablehlo.multiply %5104, %m.layer4.0.downsample.1.b : tensor<512xf32>
    %5106 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5107 = stablehlo.multiply %5106, %3228 : tensor<512xf32>
    %5108 = stablehlo.add %5105, %5107 : tensor<512xf32>
    %5109 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5110 = stablehlo.multiply %5109, %v.layer4.0.downsample.1.b : tensor<512xf32>
    %5111 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5112 = stablehlo.multiply %3228, %3228 : tensor<512xf32>
    %5113 = stablehlo.multiply %5111, %5112 : tensor<512xf32>
    %5114 = stablehlo.add %5110, %5113 : tensor<512xf32>
    %5115 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5116 = stablehlo.divide %5108, %5115 : tensor<512xf32>
    %5117 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5118 = stablehlo.divide %5114, %5117 : tensor<512xf32>
    %5119 = stablehlo.sqrt %5118 : tensor<512xf32>
    %5120 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5121 = stablehlo.add %5119, %5120 : tensor<512xf32>
    %5122 = stablehlo.divide %5116, %5121 : tensor<512xf32>
    %5123 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5124 = stablehlo.multiply %5123, %m.layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %5125 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5126 = stablehlo.multiply %5125, %3233 : tensor<3x3x512x512xf32>
    %5127 = stablehlo.add %5124, %5126 : tensor<3x3x512x512xf32>
    %5128 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5129 = stablehlo.multiply %5128, %v.layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %5130 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5131 = stablehlo.multiply %3233, %3233 : tensor<3x3x512x512xf32>
    %5132 = stablehlo.multiply %5130, %5131 : tensor<3x3x512x512xf32>
    %5133 = stablehlo.add %5129, %5132 : tensor<3x3x512x512xf32>
    %5134 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5135 = stablehlo.divide %5127, %5134 : tensor<3x3x512x512xf32>
    %5136 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5137 = stablehlo.divide %5133, %5136 : tensor<3x3x512x512xf32>
    %5138 = stablehlo.sqrt %5137 : tensor<3x3x512x512xf32>
    %5139 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5140 = stablehlo.add %5138, %5139 : tensor<3x3x512x512xf32>
    %5141 = stablehlo.divide %5135, %5140 : tensor<3x3x512x512xf32>
    %5142 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5143 = stablehlo.multiply %5142, %m.layer4.1.bn1.g : tensor<512xf32>
    %5144 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5145 = stablehlo.multiply %5144, %3238 : tensor<512xf32>
    %5146 = stablehlo.add %5143, %5145 : tensor<512xf32>
    %5147 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5148 = stablehlo.multiply %5147, %v.layer4.1.bn1.g : tensor<512xf32>
    %5149 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5150 = stablehlo.multiply %3238, %3238 : tensor<512xf32>
    %5151 = stablehlo.multiply %5149, %5150 : tensor<512xf32>
    %5152 = stablehlo.add %5148, %5151 : tensor<512xf32>
    %5153 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5154 = stablehlo.divide %5146, %5153 : tensor<512xf32>
    %5155 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5156 = stablehlo.divide %5152, %5155 : tensor<512xf32>
    %5157 = stablehlo.sqrt %5156 : tensor<512xf32>
    %5158 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5159 = stablehlo.add %5157, %5158 : tensor<512xf32>
    %5160 = stablehlo.divide %5154, %5159 : tensor<512xf32>
    %5161 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5162 = stablehlo.multiply %5161, %m.layer4.1.bn1.b : tensor<512xf32>
    %5163 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5164 = stablehlo.multiply %5163, %3243 : tensor<512xf32>
    %5165 = stablehlo.add %5162, %5164 : tensor<512xf32>
    %5166 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5167 = stablehlo.multiply %5166, %v.layer4.1.bn1.b : tensor<512xf32>
    %5168 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5169 = stablehlo.multiply %3243, %3243 : tensor<512xf32>
    %5170 = stablehlo.multiply %5168, %5169 : tensor<512xf32>
    %5171 = stablehlo.add %5167, %5170 : tensor<512xf32>
    %5172 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5173 = stablehlo.divide %5165, %5172 : tensor<512xf32>
    %5174 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5175 = stablehlo.divide %5171, %5174 : tensor<512xf32>
    %5176 = stablehlo.sqrt %5175 : tensor<512xf32>
    %5177 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5178 = stablehlo.add %5176, %5177 : tensor<512xf32>
    %5179 = stablehlo.divide %5173, %5178 : tensor<512xf32>
    %5180 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5181 = stablehlo.multiply %5180, %m.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %5182 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5183 = stablehlo.multiply %5182, %3248 : tensor<3x3x512x512xf32>
    %5184 = stablehlo.add %5181, %5183 : tensor<3x3x512x512xf32>
    %5185 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5186 = stablehlo.multiply %5185, %v.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %5187 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5188 = stablehlo.multiply %3248, %3248 : tensor<3x3x512x512xf32>
    %5189 = stablehlo.multiply %5187, %5188 : tensor<3x3x512x512xf32>
    %5190 = stablehlo.add %5186, %5189 : tensor<3x3x512x512xf32>
    %5191 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5192 = stablehlo.divide %5184, %5191 : tensor<3x3x512x512xf32>
    %5193 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5194 = stablehlo.divide %5190, %5193 : tensor<3x3x512x512xf32>
    %5195 = stablehlo.sqrt %5194 : tensor<3x3x512x512xf32>
    %5196 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5197 = stablehlo.add %5195, %5196 : tensor<3x3x512x512xf32>
    %5198 = stablehlo.divide %5192, %5197 : tensor<3x3x512x512xf32>
    %5199 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5200 = stablehlo.multiply %5199, %m.layer4.1.bn2.g : tensor<512xf32>
    %5201 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5202 = stablehlo.multiply %5201, %3253 : tensor<512xf32>
    %5203 = stablehlo.add %5200, %5202 : tensor<512xf32>
    %5204 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5205 = stablehlo.multiply %5204, %v.layer4.1.bn2.g : tensor<512xf32>
    %5206 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5207 = stablehlo.multiply %3253, %3253 : tensor<512xf32>
    %5208 = stablehlo.multiply %5206, %5207 : tensor<512xf32>
    %5209 = stablehlo.add %5205, %5208 : tensor<512xf32>
    %5210 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5211 = stablehlo.divide %5203, %5210 : tensor<512xf32>
    %5212 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5213 = stablehlo.divide %5209, %5212 : tensor<512xf32>
    %5214 = stablehlo.sqrt %5213 : tensor<512xf32>
    %5215 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5216 = stablehlo.add %5214, %5215 : tensor<512xf32>
    %5217 = stablehlo.divide %5211, %5216 : tensor<512xf32>
    %5218 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5219 = stablehlo.multiply %5218, %m.layer4.1.bn2.b : tensor<512xf32>
    %5220 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5221 = stablehlo.multiply %5220, %3258 : tensor<512xf32>
    %5222 = stablehlo.add %5219, %5221 : tensor<512xf32>
    %5223 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5224 = stablehlo.multiply %5223, %v.layer4.1.bn2.b : tensor<512xf32>
    %5225 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5226 = stablehlo.multiply %3258, %3258 : tensor<512xf32>
    %5227 = stablehlo.multiply %5225, %5226 : tensor<512xf32>
    %5228 = stablehlo.add %5224, %5227 : tensor<512xf32>
    %5229 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5230 = stablehlo.divide %5222, %5229 : tensor<512xf32>
    %5231 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5232 = stablehlo.divide %5228, %5231 : tensor<512xf32>
    %5233 = stablehlo.sqrt %5232 : tensor<512xf32>
    %5234 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5235 = stablehlo.add %5233, %5234 : tensor<512xf32>
    %5236 = stablehlo.divide %5230, %5235 : tensor<512xf32>
    %5237 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5238 = stablehlo.multiply %5237, %m.layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %5239 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5240 = stablehlo.multiply %5239, %3263 : tensor<3x3x512x512xf32>
    %5241 = stablehlo.add %5238, %5240 : tensor<3x3x512x512xf32>
    %5242 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5243 = stablehlo.multiply %5242, %v.layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %5244 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5245 = stablehlo.multiply %3263, %3263 : tensor<3x3x512x512xf32>
    %5246 = stablehlo.multiply %5244, %5245 : tensor<3x3x512x512xf32>
    %5247 = stablehlo.add %5243, %5246 : tensor<3x3x512x512xf32>
    %5248 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5249 = stablehlo.divide %5241, %5248 : tensor<3x3x512x512xf32>
    %5250 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5251 = stablehlo.divide %5247, %5250 : tensor<3x3x512x512xf32>
    %5252 = stablehlo.sqrt %5251 : tensor<3x3x512x512xf32>
    %5253 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5254 = stablehlo.add %5252, %5253 : tensor<3x3x512x512xf32>
    %5255 = stablehlo.divide %5249, %5254 : tensor<3x3x512x512xf32>
    %5256 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5257 = stablehlo.multiply %5256, %m.layer4.2.bn1.g : tensor<512xf32>
    %5258 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5259 = stablehlo.multiply %5258, %3268 : tensor<512xf32>
    %5260 = stablehlo.add %5257, %5259 : tensor<512xf32>
    %5261 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5262 = stablehlo.multiply %5261, %v.layer4.2.bn1.g : tensor<512xf32>
    %5263 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5264 = stablehlo.multiply %3268, %3268 : tensor<512xf32>
    %5265 = stablehlo.multiply %5263, %5264 : tensor<512xf32>
    %5266 = stablehlo.add %5262, %5265 : tensor<512xf32>
    %5267 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5268 = stablehlo.divide %5260, %5267 : tensor<512xf32>
    %5269 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5270 = stablehlo.divide %5266, %5269 : tensor<512xf32>
    %5271 = stablehlo.sqrt %5270 : tensor<512xf32>
    %5272 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5273 = stablehlo.add %5271, %5272 : tensor<512xf32>
    %5274 = stablehlo.divide %5268, %5273 : tensor<512xf32>
    %5275 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5276 = stablehlo.multiply %5275, %m.layer4.2.bn1.b : tensor<512xf32>
    %5277 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5278 = stablehlo.multiply %5277, %3273 : tensor<512xf32>
    %5279 = stablehlo.add %5276, %5278 : tensor<512xf32>
    %5280 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5281 = stablehlo.multiply %5280, %v.layer4.2.bn1.b : tensor<512xf32>
    %5282 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5283 = stablehlo.multiply %3273, %3273 : tensor<512xf32>
    %5284 = stablehlo.multiply %5282, %5283 : tensor<512xf32>
    %5285 = stablehlo.add %5281, %5284 : tensor<512xf32>
    %5286 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5287 = stablehlo.divide %5279, %5286 : tensor<512xf32>
    %5288 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5289 = stablehlo.divide %5285, %5288 : tensor<512xf32>
    %5290 = stablehlo.sqrt %5289 : tensor<512xf32>
    %5291 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5292 = stablehlo.add %5290, %5291 : tensor<512xf32>
    %5293 = stablehlo.divide %5287, %5292 : tensor<512xf32>
    %5294 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5295 = stablehlo.multiply %5294, %m.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %5296 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5297 = stablehlo.multiply %5296, %3278 : tensor<3x3x512x512xf32>
    %5298 = stablehlo.add %5295, %5297 : tensor<3x3x512x512xf32>
    %5299 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5300 = stablehlo.multiply %5299, %v.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %5301 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5302 = stablehlo.multiply %3278, %3278 : tensor<3x3x512x512xf32>
    %5303 = stablehlo.multiply %5301, %5302 : tensor<3x3x512x512xf32>
    %5304 = stablehlo.add %5300, %5303 : tensor<3x3x512x512xf32>
    %5305 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5306 = stablehlo.divide %5298, %5305 : tensor<3x3x512x512xf32>
    %5307 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5308 = stablehlo.divide %5304, %5307 : tensor<3x3x512x512xf32>
    %5309 = stablehlo.sqrt %5308 : tensor<3x3x512x512xf32>
    %5310 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5311 = stablehlo.add %5309, %5310 : tensor<3x3x512x512xf32>
    %5312 = stablehlo.divide %5306, %5311 : tensor<3x3x512x512xf32>
    %5313 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5314 = stablehlo.multiply %5313, %m.layer4.2.bn2.g : tensor<512xf32>
    %5315 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5316 = stablehlo.multiply %5315, %3283 : tensor<512xf32>
    %5317 = stablehlo.add %5314, %5316 : tensor<512xf32>
    %5318 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5319 = stablehlo.multiply %5318, %v.layer4.2.bn2.g : tensor<512xf32>
    %5320 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5321 = stablehlo.multiply %3283, %3283 : tensor<512xf32>
    %5322 = stablehlo.multiply %5320, %5321 : tensor<512xf32>
    %5323 = stablehlo.add %5319, %5322 : tensor<512xf32>
    %5324 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5325 = stablehlo.divide %5317, %5324 : tensor<512xf32>
    %5326 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5327 = stablehlo.divide %5323, %5326 : tensor<512xf32>
    %5328 = stablehlo.sqrt %5327 : tensor<512xf32>
    %5329 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5330 = stablehlo.add %5328, %5329 : tensor<512xf32>
    %5331 = stablehlo.divide %5325, %5330 : tensor<512xf32>
    %5332 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5333 = stablehlo.multiply %5332, %m.layer4.2.bn2.b : tensor<512xf32>
    %5334 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5335 = stablehlo.multiply %5334, %3288 : tensor<512xf32>
    %5336 = stablehlo.add %5333, %5335 : tensor<512xf32>
    %5337 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5338 = stablehlo.multiply %5337, %v.layer4.2.bn2.b : tensor<512xf32>
    %5339 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5340 = stablehlo.multiply %3288, %3288 : tensor<512xf32>
    %5341 = stablehlo.multiply %5339, %5340 : tensor<512xf32>
    %5342 = stablehlo.add %5338, %5341 : tensor<512xf32>
    %5343 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5344 = stablehlo.divide %5336, %5343 : tensor<512xf32>
    %5345 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5346 = stablehlo.divide %5342, %5345 : tensor<512xf32>
    %5347 = stablehlo.sqrt %5346 : tensor<512xf32>
    %5348 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5349 = stablehlo.add %5347, %5348 : tensor<512xf32>
    %5350 = stablehlo.divide %5344, %5349 : tensor<512xf32>
    %5351 = stablehlo.constant dense<0.9> : tensor<512x1000xf32>
    %5352 = stablehlo.multiply %5351, %m.fc.w : tensor<512x1000xf32>
    %5353 = stablehlo.constant dense<0.1> : tensor<512x1000xf32>
    %5354 = stablehlo.multiply %5353, %3293 : tensor<512x1000xf32>
    %5355 = stablehlo.add %5352, %5354 : tensor<512x1000xf32>
    %5356 = stablehlo.constant dense<0.999> : tensor<512x1000xf32>
    %5357 = stablehlo.multiply %5356, %v.fc.w : tensor<512x1000xf32>
    %5358 = stablehlo.constant dense<0.001> : tensor<512x1000xf32>
    %5359 = stablehlo.multiply %3293, %3293 : tensor<512x1000xf32>
    %5360 = stablehlo.multiply %5358, %5359 : tensor<512x1000xf32>
    %5361 = stablehlo.add %5357, %5360 : tensor<512x1000xf32>
    %5362 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %5363 = stablehlo.divide %5355, %5362 : tensor<512x1000xf32>
    %5364 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %5365 = stablehlo.divide %5361, %5364 : tensor<512x1000xf32>
    %5366 = stablehlo.sqrt %5365 : tensor<512x1000xf32>
    %5367 = stablehlo.constant dense<1.0e-08> : tensor<512x1000xf32>
    %5368 = stablehlo.add %5366, %5367 : tensor<512x1000xf32>
    %5369 = stablehlo.divide %5363, %5368 : tensor<512x1000xf32>
    %5370 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %5371 = stablehlo.multiply %5370, %m.fc.b : tensor<1000xf32>
    %5372 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %5373 = stablehlo.multiply %5372, %3298 : tensor<1000xf32>
    %5374 = stablehlo.add %5371, %5373 : tensor<1000xf32>
    %5375 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %5376 = stablehlo.multiply %5375, %v.fc.b : tensor<1000xf32>
    %5377 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %5378 = stablehlo.multiply %3298, %3298 : tensor<1000xf32>
    %5379 = stablehlo.multiply %5377, %5378 : tensor<1000xf32>
    %5380 = stablehlo.add %5376, %5379 : tensor<1000xf32>
    %5381 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5382 = stablehlo.divide %5374, %5381 : tensor<1000xf32>
    %5383 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5384 = stablehlo.divide %5380, %5383 : tensor<1000xf32>
    %5385 = stablehlo.sqrt %5384 : tensor<1000xf32>
    %5386 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %5387 = stablehlo.add %5385, %5386 : tensor<1000xf32>
    %5388 = stablehlo.divide %5382, %5387 : tensor<1000xf32>
    %5389 = stablehlo.constant dense<0.05> : tensor<7x7x3x64xf32>
    %5390 = stablehlo.multiply %5389, %conv1.w : tensor<7x7x3x64xf32>
    %5391 = stablehlo.add %3317, %5390 : tensor<7x7x3x64xf32>
    %5392 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5393 = stablehlo.multiply %5392, %layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %5394 = stablehlo.add %3374, %5393 : tensor<3x3x64x64xf32>
    %5395 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5396 = stablehlo.multiply %5395, %layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %5397 = stablehlo.add %3431, %5396 : tensor<3x3x64x64xf32>
    %5398 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5399 = stablehlo.multiply %5398, %layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %5400 = stablehlo.add %3488, %5399 : tensor<3x3x64x64xf32>
    %5401 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5402 = stablehlo.multiply %5401, %layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5403 = stablehlo.add %3545, %5402 : tensor<3x3x64x64xf32>
    %5404 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5405 = stablehlo.multiply %5404, %layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %5406 = stablehlo.add %3602, %5405 : tensor<3x3x64x64xf32>
    %5407 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5408 = stablehlo.multiply %5407, %layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5409 = stablehlo.add %3659, %5408 : tensor<3x3x64x64xf32>
    %5410 = stablehlo.constant dense<0.05> : tensor<3x3x64x128xf32>
    %5411 = stablehlo.multiply %5410, %layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %5412 = stablehlo.add %3716, %5411 : tensor<3x3x64x128xf32>
    %5413 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5414 = stablehlo.multiply %5413, %layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %5415 = stablehlo.add %3773, %5414 : tensor<3x3x128x128xf32>
    %5416 = stablehlo.constant dense<0.05> : tensor<1x1x64x128xf32>
    %5417 = stablehlo.multiply %5416, %layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %5418 = stablehlo.add %3830, %5417 : tensor<1x1x64x128xf32>
    %5419 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5420 = stablehlo.multiply %5419, %layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %5421 = stablehlo.add %3887, %5420 : tensor<3x3x128x128xf32>
    %5422 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5423 = stablehlo.multiply %5422, %layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %5424 = stablehlo.add %3944, %5423 : tensor<3x3x128x128xf32>
    %5425 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5426 = stablehlo.multiply %5425, %layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %5427 = stablehlo.add %4001, %5426 : tensor<3x3x128x128xf32>
    %5428 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5429 = stablehlo.multiply %5428, %layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %5430 = stablehlo.add %4058, %5429 : tensor<3x3x128x128xf32>
    %5431 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5432 = stablehlo.multiply %5431, %layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %5433 = stablehlo.add %4115, %5432 : tensor<3x3x128x128xf32>
    %5434 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5435 = stablehlo.multiply %5434, %layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %5436 = stablehlo.add %4172, %5435 : tensor<3x3x128x128xf32>
    %5437 = stablehlo.constant dense<0.05> : tensor<3x3x128x256xf32>
    %5438 = stablehlo.multiply %5437, %layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %5439 = stablehlo.add %4229, %5438 : tensor<3x3x128x256xf32>
    %5440 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5441 = stablehlo.multiply %5440, %layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %5442 = stablehlo.add %4286, %5441 : tensor<3x3x256x256xf32>
    %5443 = stablehlo.constant dense<0.05> : tensor<1x1x128x256xf32>
    %5444 = stablehlo.multiply %5443, %layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %5445 = stablehlo.add %4343, %5444 : tensor<1x1x128x256xf32>
    %5446 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5447 = stablehlo.multiply %5446, %layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %5448 = stablehlo.add %4400, %5447 : tensor<3x3x256x256xf32>
    %5449 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5450 = stablehlo.multiply %5449, %layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %5451 = stablehlo.add %4457, %5450 : tensor<3x3x256x256xf32>
    %5452 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5453 = stablehlo.multiply %5452, %layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %5454 = stablehlo.add %4514, %5453 : tensor<3x3x256x256xf32>
    %5455 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5456 = stablehlo.multiply %5455, %layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %5457 = stablehlo.add %4571, %5456 : tensor<3x3x256x256xf32>
    %5458 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5459 = stablehlo.multiply %5458, %layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %5460 = stablehlo.add %4628, %5459 : tensor<3x3x256x256xf32>
    %5461 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5462 = stablehlo.multiply %5461, %layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %5463 = stablehlo.add %4685, %5462 : tensor<3x3x256x256xf32>
    %5464 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5465 = stablehlo.multiply %5464, %layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %5466 = stablehlo.add %4742, %5465 : tensor<3x3x256x256xf32>
    %5467 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5468 = stablehlo.multiply %5467, %layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %5469 = stablehlo.add %4799, %5468 : tensor<3x3x256x256xf32>
    %5470 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5471 = stablehlo.multiply %5470, %layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %5472 = stablehlo.add %4856, %5471 : tensor<3x3x256x256xf32>
    %5473 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5474 = stablehlo.multiply %5473, %layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %5475 = stablehlo.add %4913, %5474 : tensor<3x3x256x256xf32>
    %5476 = stablehlo.constant dense<0.05> : tensor<3x3x256x512xf32>
    %5477 = stablehlo.multiply %5476, %layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %5478 = stablehlo.add %4970, %5477 : tensor<3x3x256x512xf32>
    %5479 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %5480 = stablehlo.multiply %5479, %layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %5481 = stablehlo.add %5027, %5480 : tensor<3x3x512x512xf32>
    %5482 = stablehlo.constant dense<0.05> : tensor<1x1x256x512xf32>
    %5483 = stablehlo.multiply %5482, %layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5484 = stablehlo.add %5084, %5483 : tensor<1x1x256x512xf32>
    %5485 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %5486 = stablehlo.multiply %5485, %layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %5487 = stablehlo.add %5141, %5486 : tensor<3x3x512x512xf32>
    %5488 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %5489 = stablehlo.multiply %5488, %layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %5490 = stablehlo.add %5198, %5489 : tensor<3x3x512x512xf32>
    %5491 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %5492 = stablehlo.multiply %5491, %layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %5493 = stablehlo.add %5255, %5492 : tensor<3x3x512x512xf32>
    %5494 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %5495 = stablehlo.multiply %5494, %layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %5496 = stablehlo.add %5312, %5495 : tensor<3x3x512x512xf32>
    %5497 = stablehlo.constant dense<0.05> : tensor<512x1000xf32>
    %5498 = stablehlo.multiply %5497, %fc.w : tensor<512x1000xf32>
    %5499 = stablehlo.add %5369, %5498 : tensor<512x1000xf32>
    %5500 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %5501 = stablehlo.multiply %5500, %5391 : tensor<7x7x3x64xf32>
    %5502 = stablehlo.subtract %conv1.w, %5501 : tensor<7x7x3x64xf32>
    %5503 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5504 = stablehlo.multiply %5503, %3336 : tensor<64xf32>
    %5505 = stablehlo.subtract %bn1.g, %5504 : tensor<64xf32>
    %5506 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5507 = stablehlo.multiply %5506, %3355 : tensor<64xf32>
    %5508 = stablehlo.subtract %bn1.b, %5507 : tensor<64xf32>
    %5509 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5510 = stablehlo.multiply %5509, %5394 : tensor<3x3x64x64xf32>
    %5511 = stablehlo.subtract %layer1.0.conv1.w, %5510 : tensor<3x3x64x64xf32>
    %5512 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5513 = stablehlo.multiply %5512, %3393 : tensor<64xf32>
    %5514 = stablehlo.subtract %layer1.0.bn1.g, %5513 : tensor<64xf32>
    %5515 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5516 = stablehlo.multiply %5515, %3412 : tensor<64xf32>
    %5517 = stablehlo.subtract %layer1.0.bn1.b, %5516 : tensor<64xf32>
    %5518 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5519 = stablehlo.multiply %5518, %5397 : tensor<3x3x64x64xf32>
    %5520 = stablehlo.subtract %layer1.0.conv2.w, %5519 : tensor<3x3x64x64xf32>
    %5521 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5522 = stablehlo.multiply %5521, %3450 : tensor<64xf32>
    %5523 = stablehlo.subtract %layer1.0.bn2.g, %5522 : tensor<64xf32>
    %5524 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5525 = stablehlo.multiply %5524, %3469 : tensor<64xf32>
    %5526 = stablehlo.subtract %layer1.0.bn2.b, %5525 : tensor<64xf32>
    %5527 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5528 = stablehlo.multiply %5527, %5400 : tensor<3x3x64x64xf32>
    %5529 = stablehlo.subtract %layer1.1.conv1.w, %5528 : tensor<3x3x64x64xf32>
    %5530 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5531 = stablehlo.multiply %5530, %3507 : tensor<64xf32>
    %5532 = stablehlo.subtract %layer1.1.bn1.g, %5531 : tensor<64xf32>
    %5533 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5534 = stablehlo.multiply %5533, %3526 : tensor<64xf32>
    %5535 = stablehlo.subtract %layer1.1.bn1.b, %5534 : tensor<64xf32>
    %5536 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5537 = stablehlo.multiply %5536, %5403 : tensor<3x3x64x64xf32>
    %5538 = stablehlo.subtract %layer1.1.conv2.w, %5537 : tensor<3x3x64x64xf32>
    %5539 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5540 = stablehlo.multiply %5539, %3564 : tensor<64xf32>
    %5541 = stablehlo.subtract %layer1.1.bn2.g, %5540 : tensor<64xf32>
    %5542 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5543 = stablehlo.multiply %5542, %3583 : tensor<64xf32>
    %5544 = stablehlo.subtract %layer1.1.bn2.b, %5543 : tensor<64xf32>
    %5545 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5546 = stablehlo.multiply %5545, %5406 : tensor<3x3x64x64xf32>
    %5547 = stablehlo.subtract %layer1.2.conv1.w, %5546 : tensor<3x3x64x64xf32>
    %5548 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5549 = stablehlo.multiply %5548, %3621 : tensor<64xf32>
    %5550 = stablehlo.subtract %layer1.2.bn1.g, %5549 : tensor<64xf32>
    %5551 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5552 = stablehlo.multiply %5551, %3640 : tensor<64xf32>
    %5553 = stablehlo.subtract %layer1.2.bn1.b, %5552 : tensor<64xf32>
    %5554 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5555 = stablehlo.multiply %5554, %5409 : tensor<3x3x64x64xf32>
    %5556 = stablehlo.subtract %layer1.2.conv2.w, %5555 : tensor<3x3x64x64xf32>
    %5557 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5558 = stablehlo.multiply %5557, %3678 : tensor<64xf32>
    %5559 = stablehlo.subtract %layer1.2.bn2.g, %5558 : tensor<64xf32>
    %5560 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5561 = stablehlo.multiply %5560, %3697 : tensor<64xf32>
    %5562 = stablehlo.subtract %layer1.2.bn2.b, %5561 : tensor<64xf32>
    %5563 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %5564 = stablehlo.multiply %5563, %5412 : tensor<3x3x64x128xf32>
    %5565 = stablehlo.subtract %layer2.0.conv1.w, %5564 : tensor<3x3x64x128xf32>
    %5566 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5567 = stablehlo.multiply %5566, %3735 : tensor<128xf32>
    %5568 = stablehlo.subtract %layer2.0.bn1.g, %5567 : tensor<128xf32>
    %5569 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5570 = stablehlo.multiply %5569, %3754 : tensor<128xf32>
    %5571 = stablehlo.subtract %layer2.0.bn1.b, %5570 : tensor<128xf32>
    %5572 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5573 = stablehlo.multiply %5572, %5415 : tensor<3x3x128x128xf32>
    %5574 = stablehlo.subtract %layer2.0.conv2.w, %5573 : tensor<3x3x128x128xf32>
    %5575 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5576 = stablehlo.multiply %5575, %3792 : tensor<128xf32>
    %5577 = stablehlo.subtract %layer2.0.bn2.g, %5576 : tensor<128xf32>
    %5578 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5579 = stablehlo.multiply %5578, %3811 : tensor<128xf32>
    %5580 = stablehlo.subtract %layer2.0.bn2.b, %5579 : tensor<128xf32>
    %5581 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %5582 = stablehlo.multiply %5581, %5418 : tensor<1x1x64x128xf32>
    %5583 = stablehlo.subtract %layer2.0.downsample.0.w, %5582 : tensor<1x1x64x128xf32>
    %5584 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5585 = stablehlo.multiply %5584, %3849 : tensor<128xf32>
    %5586 = stablehlo.subtract %layer2.0.downsample.1.g, %5585 : tensor<128xf32>
    %5587 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5588 = stablehlo.multiply %5587, %3868 : tensor<128xf32>
    %5589 = stablehlo.subtract %layer2.0.downsample.1.b, %5588 : tensor<128xf32>
    %5590 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5591 = stablehlo.multiply %5590, %5421 : tensor<3x3x128x128xf32>
    %5592 = stablehlo.subtract %layer2.1.conv1.w, %5591 : tensor<3x3x128x128xf32>
    %5593 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5594 = stablehlo.multiply %5593, %3906 : tensor<128xf32>
    %5595 = stablehlo.subtract %layer2.1.bn1.g, %5594 : tensor<128xf32>
    %5596 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5597 = stablehlo.multiply %5596, %3925 : tensor<128xf32>
    %5598 = stablehlo.subtract %layer2.1.bn1.b, %5597 : tensor<128xf32>
    %5599 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5600 = stablehlo.multiply %5599, %5424 : tensor<3x3x128x128xf32>
    %5601 = stablehlo.subtract %layer2.1.conv2.w, %5600 : tensor<3x3x128x128xf32>
    %5602 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5603 = stablehlo.multiply %5602, %3963 : tensor<128xf32>
    %5604 = stablehlo.subtract %layer2.1.bn2.g, %5603 : tensor<128xf32>
    %5605 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5606 = stablehlo.multiply %5605, %3982 : tensor<128xf32>
    %5607 = stablehlo.subtract %layer2.1.bn2.b, %5606 : tensor<128xf32>
    %5608 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5609 = stablehlo.multiply %5608, %5427 : tensor<3x3x128x128xf32>
    %5610 = stablehlo.subtract %layer2.2.conv1.w, %5609 : tensor<3x3x128x128xf32>
    %5611 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5612 = stablehlo.multiply %5611, %4020 : tensor<128xf32>
    %5613 = stablehlo.subtract %layer2.2.bn1.g, %5612 : tensor<128xf32>
    %5614 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5615 = stablehlo.multiply %5614, %4039 : tensor<128xf32>
    %5616 = stablehlo.subtract %layer2.2.bn1.b, %5615 : tensor<128xf32>
    %5617 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5618 = stablehlo.multiply %5617, %5430 : tensor<3x3x128x128xf32>
    %5619 = stablehlo.subtract %layer2.2.conv2.w, %5618 : tensor<3x3x128x128xf32>
    %5620 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5621 = stablehlo.multiply %5620, %4077 : tensor<128xf32>
    %5622 = stablehlo.subtract %layer2.2.bn2.g, %5621 : tensor<128xf32>
    %5623 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5624 = stablehlo.multiply %5623, %4096 : tensor<128xf32>
    %5625 = stablehlo.subtract %layer2.2.bn2.b, %5624 : tensor<128xf32>
    %5626 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5627 = stablehlo.multiply %5626, %5433 : tensor<3x3x128x128xf32>
    %5628 = stablehlo.subtract %layer2.3.conv1.w, %5627 : tensor<3x3x128x128xf32>
    %5629 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5630 = stablehlo.multiply %5629, %4134 : tensor<128xf32>
    %5631 = stablehlo.subtract %layer2.3.bn1.g, %5630 : tensor<128xf32>
    %5632 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5633 = stablehlo.multiply %5632, %4153 : tensor<128xf32>
    %5634 = stablehlo.subtract %layer2.3.bn1.b, %5633 : tensor<128xf32>
    %5635 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5636 = stablehlo.multiply %5635, %5436 : tensor<3x3x128x128xf32>
    %5637 = stablehlo.subtract %layer2.3.conv2.w, %5636 : tensor<3x3x128x128xf32>
    %5638 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5639 = stablehlo.multiply %5638, %4191 : tensor<128xf32>
    %5640 = stablehlo.subtract %layer2.3.bn2.g, %5639 : tensor<128xf32>
    %5641 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5642 = stablehlo.multiply %5641, %4210 : tensor<128xf32>
    %5643 = stablehlo.subtract %layer2.3.bn2.b, %5642 : tensor<128xf32>
    %5644 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %5645 = stablehlo.multiply %5644, %5439 : tensor<3x3x128x256xf32>
    %5646 = stablehlo.subtract %layer3.0.conv1.w, %5645 : tensor<3x3x128x256xf32>
    %5647 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5648 = stablehlo.multiply %5647, %4248 : tensor<256xf32>
    %5649 = stablehlo.subtract %layer3.0.bn1.g, %5648 : tensor<256xf32>
    %5650 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5651 = stablehlo.multiply %5650, %4267 : tensor<256xf32>
    %5652 = stablehlo.subtract %layer3.0.bn1.b, %5651 : tensor<256xf32>
    %5653 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5654 = stablehlo.multiply %5653, %5442 : tensor<3x3x256x256xf32>
    %5655 = stablehlo.subtract %layer3.0.conv2.w, %5654 : tensor<3x3x256x256xf32>
    %5656 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5657 = stablehlo.multiply %5656, %4305 : tensor<256xf32>
    %5658 = stablehlo.subtract %layer3.0.bn2.g, %5657 : tensor<256xf32>
    %5659 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5660 = stablehlo.multiply %5659, %4324 : tensor<256xf32>
    %5661 = stablehlo.subtract %layer3.0.bn2.b, %5660 : tensor<256xf32>
    %5662 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %5663 = stablehlo.multiply %5662, %5445 : tensor<1x1x128x256xf32>
    %5664 = stablehlo.subtract %layer3.0.downsample.0.w, %5663 : tensor<1x1x128x256xf32>
    %5665 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5666 = stablehlo.multiply %5665, %4362 : tensor<256xf32>
    %5667 = stablehlo.subtract %layer3.0.downsample.1.g, %5666 : tensor<256xf32>
    %5668 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5669 = stablehlo.multiply %5668, %4381 : tensor<256xf32>
    %5670 = stablehlo.subtract %layer3.0.downsample.1.b, %5669 : tensor<256xf32>
    %5671 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5672 = stablehlo.multiply %5671, %5448 : tensor<3x3x256x256xf32>
    %5673 = stablehlo.subtract %layer3.1.conv1.w, %5672 : tensor<3x3x256x256xf32>
    %5674 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5675 = stablehlo.multiply %5674, %4419 : tensor<256xf32>
    %5676 = stablehlo.subtract %layer3.1.bn1.g, %5675 : tensor<256xf32>
    %5677 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5678 = stablehlo.multiply %5677, %4438 : tensor<256xf32>
    %5679 = stablehlo.subtract %layer3.1.bn1.b, %5678 : tensor<256xf32>
    %5680 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5681 = stablehlo.multiply %5680, %5451 : tensor<3x3x256x256xf32>
    %5682 = stablehlo.subtract %layer3.1.conv2.w, %5681 : tensor<3x3x256x256xf32>
    %5683 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5684 = stablehlo.multiply %5683, %4476 : tensor<256xf32>
    %5685 = stablehlo.subtract %layer3.1.bn2.g, %5684 : tensor<256xf32>
    %5686 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5687 = stablehlo.multiply %5686, %4495 : tensor<256xf32>
    %5688 = stablehlo.subtract %layer3.1.bn2.b, %5687 : tensor<256xf32>
    %5689 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5690 = stablehlo.multiply %5689, %5454 : tensor<3x3x256x256xf32>
    %5691 = stablehlo.subtract %layer3.2.conv1.w, %5690 : tensor<3x3x256x256xf32>
    %5692 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5693 = stablehlo.multiply %5692, %4533 : tensor<256xf32>
    %5694 = stablehlo.subtract %layer3.2.bn1.g, %5693 : tensor<256xf32>
    %5695 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5696 = stablehlo.multiply %5695, %4552 : tensor<256xf32>
    %5697 = stablehlo.subtract %layer3.2.bn1.b, %5696 : tensor<256xf32>
    %5698 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5699 = stablehlo.multiply %5698, %5457 : tensor<3x3x256x256xf32>
    %5700 = stablehlo.subtract %layer3.2.conv2.w, %5699 : tensor<3x3x256x256xf32>
    %5701 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5702 = stablehlo.multiply %5701, %4590 : tensor<256xf32>
    %5703 = stablehlo.subtract %layer3.2.bn2.g, %5702 : tensor<256xf32>
    %5704 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5705 = stablehlo.multiply %5704, %4609 : tensor<256xf32>
    %5706 = stablehlo.subtract %layer3.2.bn2.b, %5705 : tensor<256xf32>
    %5707 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5708 = stablehlo.multiply %5707, %5460 : tensor<3x3x256x256xf32>
    %5709 = stablehlo.subtract %layer3.3.conv1.w, %5708 : tensor<3x3x256x256xf32>
    %5710 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5711 = stablehlo.multiply %5710, %4647 : tensor<256xf32>
    %5712 = stablehlo.subtract %layer3.3.bn1.g, %5711 : tensor<256xf32>
    %5713 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5714 = stablehlo.multiply %5713, %4666 : tensor<256xf32>
    %5715 = stablehlo.subtract %layer3.3.bn1.b, %5714 : tensor<256xf32>
    %5716 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5717 = stablehlo.multiply %5716, %5463 : tensor<3x3x256x256xf32>
    %5718 = stablehlo.subtract %layer3.3.conv2.w, %5717 : tensor<3x3x256x256xf32>
    %5719 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5720 = stablehlo.multiply %5719, %4704 : tensor<256xf32>
    %5721 = stablehlo.subtract %layer3.3.bn2.g, %5720 : tensor<256xf32>
    %5722 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5723 = stablehlo.multiply %5722, %4723 : tensor<256xf32>
    %5724 = stablehlo.subtract %layer3.3.bn2.b, %5723 : tensor<256xf32>
    %5725 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5726 = stablehlo.multiply %5725, %5466 : tensor<3x3x256x256xf32>
    %5727 = stablehlo.subtract %layer3.4.conv1.w, %5726 : tensor<3x3x256x256xf32>
    %5728 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5729 = stablehlo.multiply %5728, %4761 : tensor<256xf32>
    %5730 = stablehlo.subtract %layer3.4.bn1.g, %5729 : tensor<256xf32>
    %5731 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5732 = stablehlo.multiply %5731, %4780 : tensor<256xf32>
    %5733 = stablehlo.subtract %layer3.4.bn1.b, %5732 : tensor<256xf32>
    %5734 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5735 = stablehlo.multiply %5734, %5469 : tensor<3x3x256x256xf32>
    %5736 = stablehlo.subtract %layer3.4.conv2.w, %5735 : tensor<3x3x256x256xf32>
    %5737 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5738 = stablehlo.multiply %5737, %4818 : tensor<256xf32>
    %5739 = stablehlo.subtract %layer3.4.bn2.g, %5738 : tensor<256xf32>
    %5740 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5741 = stablehlo.multiply %5740, %4837 : tensor<256xf32>
    %5742 = stablehlo.subtract %layer3.4.bn2.b, %5741 : tensor<256xf32>
    %5743 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5744 = stablehlo.multiply %5743, %5472 : tensor<3x3x256x256xf32>
    %5745 = stablehlo.subtract %layer3.5.conv1.w, %5744 : tensor<3x3x256x256xf32>
    %5746 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5747 = stablehlo.multiply %5746, %4875 : tensor<256xf32>
    %5748 = stablehlo.subtract %layer3.5.bn1.g, %5747 : tensor<256xf32>
    %5749 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5750 = stablehlo.multiply %5749, %4894 : tensor<256xf32>
    %5751 = stablehlo.subtract %layer3.5.bn1.b, %5750 : tensor<256xf32>
    %5752 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5753 = stablehlo.multiply %5752, %5475 : tensor<3x3x256x256xf32>
    %5754 = stablehlo.subtract %layer3.5.conv2.w, %5753 : tensor<3x3x256x256xf32>
    %5755 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5756 = stablehlo.multiply %5755, %4932 : tensor<256xf32>
    %5757 = stablehlo.subtract %layer3.5.bn2.g, %5756 : tensor<256xf32>
    %5758 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5759 = stablehlo.multiply %5758, %4951 : tensor<256xf32>
    %5760 = stablehlo.subtract %layer3.5.bn2.b, %5759 : tensor<256xf32>
    %5761 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %5762 = stablehlo.multiply %5761, %5478 : tensor<3x3x256x512xf32>
    %5763 = stablehlo.subtract %layer4.0.conv1.w, %5762 : tensor<3x3x256x512xf32>
    %5764 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5765 = stablehlo.multiply %5764, %4989 : tensor<512xf32>
    %5766 = stablehlo.subtract %layer4.0.bn1.g, %5765 : tensor<512xf32>
    %5767 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5768 = stablehlo.multiply %5767, %5008 : tensor<512xf32>
    %5769 = stablehlo.subtract %layer4.0.bn1.b, %5768 : tensor<512xf32>
    %5770 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5771 = stablehlo.multiply %5770, %5481 : tensor<3x3x512x512xf32>
    %5772 = stablehlo.subtract %layer4.0.conv2.w, %5771 : tensor<3x3x512x512xf32>
    %5773 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5774 = stablehlo.multiply %5773, %5046 : tensor<512xf32>
    %5775 = stablehlo.subtract %layer4.0.bn2.g, %5774 : tensor<512xf32>
    %5776 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5777 = stablehlo.multiply %5776, %5065 : tensor<512xf32>
    %5778 = stablehlo.subtract %layer4.0.bn2.b, %5777 : tensor<512xf32>
    %5779 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5780 = stablehlo.multiply %5779, %5484 : tensor<1x1x256x512xf32>
    %5781 = stablehlo.subtract %layer4.0.downsample.0.w, %5780 : tensor<1x1x256x512xf32>
    %5782 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5783 = stablehlo.multiply %5782, %5103 : tensor<512xf32>
    %5784 = stablehlo.subtract %layer4.0.downsample.1.g, %5783 : tensor<512xf32>
    %5785 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5786 = stablehlo.multiply %5785, %5122 : tensor<512xf32>
    %5787 = stablehlo.subtract %layer4.0.downsample.1.b, %5786 : tensor<512xf32>
    %5788 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5789 = stablehlo.multiply %5788, %5487 : tensor<3x3x512x512xf32>
    %5790 = stablehlo.subtract %layer4.1.conv1.w, %5789 : tensor<3x3x512x512xf32>
    %5791 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5792 = stablehlo.multiply %5791, %5160 : tensor<512xf32>
    %5793 = stablehlo.subtract %layer4.1.bn1.g, %5792 : tensor<512xf32>
    %5794 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5795 = stablehlo.multiply %5794, %5179 : tensor<512xf32>
    %5796 = stablehlo.subtract %layer4.1.bn1.b, %5795 : tensor<512xf32>
    %5797 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5798 = stablehlo.multiply %5797, %5490 : tensor<3x3x512x512xf32>
    %5799 = stablehlo.subtract %layer4.1.conv2.w, %5798 : tensor<3x3x512x512xf32>
    %5800 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5801 = stablehlo.multiply %5800, %5217 : tensor<512xf32>
    %5802 = stablehlo.subtract %layer4.1.bn2.g, %5801 : tensor<512xf32>
    %5803 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5804 = stablehlo.multiply %5803, %5236 : tensor<512xf32>
    %5805 = stablehlo.subtract %layer4.1.bn2.b, %5804 : tensor<512xf32>
    %5806 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5807 = stablehlo.multiply %5806, %5493 : tensor<3x3x512x512xf32>
    %5808 = stablehlo.subtract %layer4.2.conv1.w, %5807 : tensor<3x3x512x512xf32>
    %5809 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5810 = stablehlo.multiply %5809, %5274 : tensor<512xf32>
    %5811 = stablehlo.subtract %layer4.2.bn1.g, %5810 : tensor<512xf32>
    %5812 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5813 = stablehlo.multiply %5812, %5293 : tensor<512xf32>
    %5814 = stablehlo.subtract %layer4.2.bn1.b, %5813 : tensor<512xf32>
    %5815 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5816 = stablehlo.multiply %5815, %5496 : tensor<3x3x512x512xf32>
    %5817 = stablehlo.subtract %layer4.2.conv2.w, %5816 : tensor<3x3x512x512xf32>
    %5818 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5819 = stablehlo.multiply %5818, %5331 : tensor<512xf32>
    %5820 = stablehlo.subtract %layer4.2.bn2.g, %5819 : tensor<512xf32>
    %5821 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5822 = stablehlo.multiply %5821, %5350 : tensor<512xf32>
    %5823 = stablehlo.subtract %layer4.2.bn2.b, %5822 : tensor<512xf32>
    %5824 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %5825 = stablehlo.multiply %5824, %5499 : tensor<512x1000xf32>
    %5826 = stablehlo.subtract %fc.w, %5825 : tensor<512x1000xf32>
    %5827 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5828 = stablehlo.multiply %5827, %5388 : tensor<1000xf32>
    %5829 = stablehlo.subtract %fc.b, %5828 : tensor<1000xf32>
    "func.return"(%5502, %5505, %5508, %5511, %5514, %5517, %5520, %5523, %5526, %5529, %5532, %5535, %5538, %5541, %5544, %5547, %5550, %5553, %5556, %5559, %5562, %5565, %5568, %5571, %5574, %5577, %5580, %5583, %5586, %5589, %5592, %5595, %5598, %5601, %5604, %5607, %5610, %5613, %5616, %5619, %5622, %5625, %5628, %5631, %5634, %5637, %5640, %5643, %5646, %5649, %5652, %5655, %5658, %5661, %5664, %5667, %5670, %5673, %5676, %5679, %5682, %5685, %5688, %5691, %5694, %5697, %5700, %5703, %5706, %5709, %5712, %5715, %5718, %5721, %5724, %5727, %5730, %5733, %5736, %5739, %5742, %5745, %5748, %5751, %5754, %5757, %5760, %5763, %5766, %5769, %5772, %5775, %5778, %5781, %5784, %5787, %5790, %5793, %5796, %5799, %5802, %5805, %5808, %5811, %5814, %5817, %5820, %5823, %5826, %5829, %25, %32, %62, %69, %97, %104, %133, %140, %168, %175, %204, %211, %239, %246, %275, %282, %310, %317, %343, %350, %379, %386, %414, %421, %450, %457, %485, %492, %521, %528, %556, %563, %592, %599, %627, %634, %660, %667, %696, %703, %731, %738, %767, %774, %802, %809, %838, %845, %873, %880, %909, %916, %944, %951, %980, %987, %1015, %1022, %1051, %1058, %1086, %1093, %1119, %1126, %1155, %1162, %1190, %1197, %1226, %1233, %1261, %1268, %3303, %3322, %3341, %3360, %3379, %3398, %3417, %3436, %3455, %3474, %3493, %3512, %3531, %3550, %3569, %3588, %3607, %3626, %3645, %3664, %3683, %3702, %3721, %3740, %3759, %3778, %3797, %3816, %3835, %3854, %3873, %3892, %3911, %3930, %3949, %3968, %3987, %4006, %4025, %4044, %4063, %4082, %4101, %4120, %4139, %4158, %4177, %4196, %4215, %4234, %4253, %4272, %4291, %4310, %4329, %4348, %4367, %4386, %4405, %4424, %4443, %4462, %4481, %4500, %4519, %4538, %4557, %4576, %4595, %4614, %4633, %4652, %4671, %4690, %4709, %4728, %4747, %4766, %4785, %4804, %4823, %4842, %4861, %4880, %4899, %4918, %4937, %4956, %4975, %4994, %5013, %5032, %5051, %5070, %5089, %5108, %5127, %5146, %5165, %5184, %5203, %5222, %5241, %5260, %5279, %5298, %5317, %5336, %5355, %5374, %3309, %3328, %3347, %3366, %3385, %3404, %3423, %3442, %3461, %3480, %3499, %3518, %3537, %3556, %3575, %3594, %3613, %3632, %3651, %3670, %3689, %3708, %3727, %3746, %3765, %3784, %3803, %3822, %3841, %3860, %3879, %3898, %3917, %3936, %3955, %3974, %3993, %4012, %4031, %4050, %4069, %4088, %4107, %4126, %4145, %4164, %4183, %4202, %4221, %4240, %4259, %4278, %4297, %4316, %4335, %4354, %4373, %4392, %4411, %4430, %4449, %4468, %4487, %4506, %4525, %4544, %4563, %4582, %4601, %4620, %4639, %4658, %4677, %4696, %4715, %4734, %4753, %4772, %4791, %4810, %4829, %4848, %4867, %4886, %4905, %4924, %4943, %4962, %4981, %5000, %5019, %5038, %5057, %5076, %5095, %5114, %5133, %5152, %5171, %5190, %5209, %5228, %5247, %5266, %5285, %5304, %5323, %5342, %5361, %5380, %1294, %2746) : (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

// hlocert 0.1.0 render: resnet_50-c1000-i224-b32x1-adamw+wx+clip1.0+pwmm+wgtaps
// model: ResNet-50  classes: 1000  image: 224  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0+pwmm+wgtaps  zero-init last BN gamma: yes  recipe batch: 32 per replica (He et al.'s global 256 = 8 replicas x 32; BatchNorm statistics per replica)
// lowerings: pointwise dot_general (the default on xla-cpu); wgrad one dot_general per tap (the default on xla-cpu)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// update: θ' = θ − lr·u
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// arguments: x 32x224x224x3; params (161 tensors, 25,557,032 scalars); state (106 tensors, 53,120 scalars); m (161 tensors, 25,557,032 scalars); v (161 tensors, 25,557,032 scalars); scalars (lr, bc1, bc2); targets 32x1000
// results: params' (161 tensors, 25,557,032 scalars); state' (106 tensors, 53,120 scalars); m' (161 tensors, 25,557,032 scalars); v' (161 tensors, 25,557,032 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, state, m, v is updated in place into its primed result
// content sha256: 5703da2e5a82a95b202c15a519a040085f79bb7f03cb0219d13d4e4a426d299b
module @resnet_50_c1000_i224_b32x1_adamw_wx_clip1_0_pwmm_wgtaps {
  func.func public @main(%x: tensor<32x224x224x3xf32>, %conv1.w: tensor<7x7x3x64xf32> {tf.aliasing_output = 0 : i32}, %bn1.g: tensor<64xf32> {tf.aliasing_output = 1 : i32}, %bn1.b: tensor<64xf32> {tf.aliasing_output = 2 : i32}, %layer1.0.conv1.w: tensor<1x1x64x64xf32> {tf.aliasing_output = 3 : i32}, %layer1.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 4 : i32}, %layer1.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %layer1.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 6 : i32}, %layer1.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 7 : i32}, %layer1.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 8 : i32}, %layer1.0.conv3.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 9 : i32}, %layer1.0.bn3.g: tensor<256xf32> {tf.aliasing_output = 10 : i32}, %layer1.0.bn3.b: tensor<256xf32> {tf.aliasing_output = 11 : i32}, %layer1.0.downsample.0.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 12 : i32}, %layer1.0.downsample.1.g: tensor<256xf32> {tf.aliasing_output = 13 : i32}, %layer1.0.downsample.1.b: tensor<256xf32> {tf.aliasing_output = 14 : i32}, %layer1.1.conv1.w: tensor<1x1x256x64xf32> {tf.aliasing_output = 15 : i32}, %layer1.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %layer1.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %layer1.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 18 : i32}, %layer1.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %layer1.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 20 : i32}, %layer1.1.conv3.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 21 : i32}, %layer1.1.bn3.g: tensor<256xf32> {tf.aliasing_output = 22 : i32}, %layer1.1.bn3.b: tensor<256xf32> {tf.aliasing_output = 23 : i32}, %layer1.2.conv1.w: tensor<1x1x256x64xf32> {tf.aliasing_output = 24 : i32}, %layer1.2.bn1.g: tensor<64xf32> {tf.aliasing_output = 25 : i32}, %layer1.2.bn1.b: tensor<64xf32> {tf.aliasing_output = 26 : i32}, %layer1.2.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 27 : i32}, %layer1.2.bn2.g: tensor<64xf32> {tf.aliasing_output = 28 : i32}, %layer1.2.bn2.b: tensor<64xf32> {tf.aliasing_output = 29 : i32}, %layer1.2.conv3.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 30 : i32}, %layer1.2.bn3.g: tensor<256xf32> {tf.aliasing_output = 31 : i32}, %layer1.2.bn3.b: tensor<256xf32> {tf.aliasing_output = 32 : i32}, %layer2.0.conv1.w: tensor<1x1x256x128xf32> {tf.aliasing_output = 33 : i32}, %layer2.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 34 : i32}, %layer2.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 35 : i32}, %layer2.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 36 : i32}, %layer2.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 37 : i32}, %layer2.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 38 : i32}, %layer2.0.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 39 : i32}, %layer2.0.bn3.g: tensor<512xf32> {tf.aliasing_output = 40 : i32}, %layer2.0.bn3.b: tensor<512xf32> {tf.aliasing_output = 41 : i32}, %layer2.0.downsample.0.w: tensor<1x1x256x512xf32> {tf.aliasing_output = 42 : i32}, %layer2.0.downsample.1.g: tensor<512xf32> {tf.aliasing_output = 43 : i32}, %layer2.0.downsample.1.b: tensor<512xf32> {tf.aliasing_output = 44 : i32}, %layer2.1.conv1.w: tensor<1x1x512x128xf32> {tf.aliasing_output = 45 : i32}, %layer2.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 46 : i32}, %layer2.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 47 : i32}, %layer2.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 48 : i32}, %layer2.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 49 : i32}, %layer2.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 50 : i32}, %layer2.1.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 51 : i32}, %layer2.1.bn3.g: tensor<512xf32> {tf.aliasing_output = 52 : i32}, %layer2.1.bn3.b: tensor<512xf32> {tf.aliasing_output = 53 : i32}, %layer2.2.conv1.w: tensor<1x1x512x128xf32> {tf.aliasing_output = 54 : i32}, %layer2.2.bn1.g: tensor<128xf32> {tf.aliasing_output = 55 : i32}, %layer2.2.bn1.b: tensor<128xf32> {tf.aliasing_output = 56 : i32}, %layer2.2.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 57 : i32}, %layer2.2.bn2.g: tensor<128xf32> {tf.aliasing_output = 58 : i32}, %layer2.2.bn2.b: tensor<128xf32> {tf.aliasing_output = 59 : i32}, %layer2.2.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 60 : i32}, %layer2.2.bn3.g: tensor<512xf32> {tf.aliasing_output = 61 : i32}, %layer2.2.bn3.b: tensor<512xf32> {tf.aliasing_output = 62 : i32}, %layer2.3.conv1.w: tensor<1x1x512x128xf32> {tf.aliasing_output = 63 : i32}, %layer2.3.bn1.g: tensor<128xf32> {tf.aliasing_output = 64 : i32}, %layer2.3.bn1.b: tensor<128xf32> {tf.aliasing_output = 65 : i32}, %layer2.3.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 66 : i32}, %layer2.3.bn2.g: tensor<128xf32> {tf.aliasing_output = 67 : i32}, %layer2.3.bn2.b: tensor<128xf32> {tf.aliasing_output = 68 : i32}, %layer2.3.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 69 : i32}, %layer2.3.bn3.g: tensor<512xf32> {tf.aliasing_output = 70 : i32}, %layer2.3.bn3.b: tensor<512xf32> {tf.aliasing_output = 71 : i32}, %layer3.0.conv1.w: tensor<1x1x512x256xf32> {tf.aliasing_output = 72 : i32}, %layer3.0.bn1.g: tensor<256xf32> {tf.aliasing_output = 73 : i32}, %layer3.0.bn1.b: tensor<256xf32> {tf.aliasing_output = 74 : i32}, %layer3.0.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 75 : i32}, %layer3.0.bn2.g: tensor<256xf32> {tf.aliasing_output = 76 : i32}, %layer3.0.bn2.b: tensor<256xf32> {tf.aliasing_output = 77 : i32}, %layer3.0.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 78 : i32}, %layer3.0.bn3.g: tensor<1024xf32> {tf.aliasing_output = 79 : i32}, %layer3.0.bn3.b: tensor<1024xf32> {tf.aliasing_output = 80 : i32}, %layer3.0.downsample.0.w: tensor<1x1x512x1024xf32> {tf.aliasing_output = 81 : i32}, %layer3.0.downsample.1.g: tensor<1024xf32> {tf.aliasing_output = 82 : i32}, %layer3.0.downsample.1.b: tensor<1024xf32> {tf.aliasing_output = 83 : i32}, %layer3.1.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 84 : i32}, %layer3.1.bn1.g: tensor<256xf32> {tf.aliasing_output = 85 : i32}, %layer3.1.bn1.b: tensor<256xf32> {tf.aliasing_output = 86 : i32}, %layer3.1.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 87 : i32}, %layer3.1.bn2.g: tensor<256xf32> {tf.aliasing_output = 88 : i32}, %layer3.1.bn2.b: tensor<256xf32> {tf.aliasing_output = 89 : i32}, %layer3.1.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 90 : i32}, %layer3.1.bn3.g: tensor<1024xf32> {tf.aliasing_output = 91 : i32}, %layer3.1.bn3.b: tensor<1024xf32> {tf.aliasing_output = 92 : i32}, %layer3.2.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 93 : i32}, %layer3.2.bn1.g: tensor<256xf32> {tf.aliasing_output = 94 : i32}, %layer3.2.bn1.b: tensor<256xf32> {tf.aliasing_output = 95 : i32}, %layer3.2.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 96 : i32}, %layer3.2.bn2.g: tensor<256xf32> {tf.aliasing_output = 97 : i32}, %layer3.2.bn2.b: tensor<256xf32> {tf.aliasing_output = 98 : i32}, %layer3.2.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 99 : i32}, %layer3.2.bn3.g: tensor<1024xf32> {tf.aliasing_output = 100 : i32}, %layer3.2.bn3.b: tensor<1024xf32> {tf.aliasing_output = 101 : i32}, %layer3.3.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 102 : i32}, %layer3.3.bn1.g: tensor<256xf32> {tf.aliasing_output = 103 : i32}, %layer3.3.bn1.b: tensor<256xf32> {tf.aliasing_output = 104 : i32}, %layer3.3.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 105 : i32}, %layer3.3.bn2.g: tensor<256xf32> {tf.aliasing_output = 106 : i32}, %layer3.3.bn2.b: tensor<256xf32> {tf.aliasing_output = 107 : i32}, %layer3.3.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 108 : i32}, %layer3.3.bn3.g: tensor<1024xf32> {tf.aliasing_output = 109 : i32}, %layer3.3.bn3.b: tensor<1024xf32> {tf.aliasing_output = 110 : i32}, %layer3.4.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 111 : i32}, %layer3.4.bn1.g: tensor<256xf32> {tf.aliasing_output = 112 : i32}, %layer3.4.bn1.b: tensor<256xf32> {tf.aliasing_output = 113 : i32}, %layer3.4.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 114 : i32}, %layer3.4.bn2.g: tensor<256xf32> {tf.aliasing_output = 115 : i32}, %layer3.4.bn2.b: tensor<256xf32> {tf.aliasing_output = 116 : i32}, %layer3.4.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 117 : i32}, %layer3.4.bn3.g: tensor<1024xf32> {tf.aliasing_output = 118 : i32}, %layer3.4.bn3.b: tensor<1024xf32> {tf.aliasing_output = 119 : i32}, %layer3.5.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 120 : i32}, %layer3.5.bn1.g: tensor<256xf32> {tf.aliasing_output = 121 : i32}, %layer3.5.bn1.b: tensor<256xf32> {tf.aliasing_output = 122 : i32}, %layer3.5.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 123 : i32}, %layer3.5.bn2.g: tensor<256xf32> {tf.aliasing_output = 124 : i32}, %layer3.5.bn2.b: tensor<256xf32> {tf.aliasing_output = 125 : i32}, %layer3.5.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 126 : i32}, %layer3.5.bn3.g: tensor<1024xf32> {tf.aliasing_output = 127 : i32}, %layer3.5.bn3.b: tensor<1024xf32> {tf.aliasing_output = 128 : i32}, %layer4.0.conv1.w: tensor<1x1x1024x512xf32> {tf.aliasing_output = 129 : i32}, %layer4.0.bn1.g: tensor<512xf32> {tf.aliasing_output = 130 : i32}, %layer4.0.bn1.b: tensor<512xf32> {tf.aliasing_output = 131 : i32}, %layer4.0.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 132 : i32}, %layer4.0.bn2.g: tensor<512xf32> {tf.aliasing_output = 133 : i32}, %layer4.0.bn2.b: tensor<512xf32> {tf.aliasing_output = 134 : i32}, %layer4.0.conv3.w: tensor<1x1x512x2048xf32> {tf.aliasing_output = 135 : i32}, %layer4.0.bn3.g: tensor<2048xf32> {tf.aliasing_output = 136 : i32}, %layer4.0.bn3.b: tensor<2048xf32> {tf.aliasing_output = 137 : i32}, %layer4.0.downsample.0.w: tensor<1x1x1024x2048xf32> {tf.aliasing_output = 138 : i32}, %layer4.0.downsample.1.g: tensor<2048xf32> {tf.aliasing_output = 139 : i32}, %layer4.0.downsample.1.b: tensor<2048xf32> {tf.aliasing_output = 140 : i32}, %layer4.1.conv1.w: tensor<1x1x2048x512xf32> {tf.aliasing_output = 141 : i32}, %layer4.1.bn1.g: tensor<512xf32> {tf.aliasing_output = 142 : i32}, %layer4.1.bn1.b: tensor<512xf32> {tf.aliasing_output = 143 : i32}, %layer4.1.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 144 : i32}, %layer4.1.bn2.g: tensor<512xf32> {tf.aliasing_output = 145 : i32}, %layer4.1.bn2.b: tensor<512xf32> {tf.aliasing_output = 146 : i32}, %layer4.1.conv3.w: tensor<1x1x512x2048xf32> {tf.aliasing_output = 147 : i32}, %layer4.1.bn3.g: tensor<2048xf32> {tf.aliasing_output = 148 : i32}, %layer4.1.bn3.b: tensor<2048xf32> {tf.aliasing_output = 149 : i32}, %layer4.2.conv1.w: tensor<1x1x2048x512xf32> {tf.aliasing_output = 150 : i32}, %layer4.2.bn1.g: tensor<512xf32> {tf.aliasing_output = 151 : i32}, %layer4.2.bn1.b: tensor<512xf32> {tf.aliasing_output = 152 : i32}, %layer4.2.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 153 : i32}, %layer4.2.bn2.g: tensor<512xf32> {tf.aliasing_output = 154 : i32}, %layer4.2.bn2.b: tensor<512xf32> {tf.aliasing_output = 155 : i32}, %layer4.2.conv3.w: tensor<1x1x512x2048xf32> {tf.aliasing_output = 156 : i32}, %layer4.2.bn3.g: tensor<2048xf32> {tf.aliasing_output = 157 : i32}, %layer4.2.bn3.b: tensor<2048xf32> {tf.aliasing_output = 158 : i32}, %fc.w: tensor<2048x1000xf32> {tf.aliasing_output = 159 : i32}, %fc.b: tensor<1000xf32> {tf.aliasing_output = 160 : i32}, %bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 161 : i32}, %bn1.running_var: tensor<64xf32> {tf.aliasing_output = 162 : i32}, %layer1.0.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 163 : i32}, %layer1.0.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 164 : i32}, %layer1.0.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 165 : i32}, %layer1.0.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 166 : i32}, %layer1.0.bn3.running_mean: tensor<256xf32> {tf.aliasing_output = 167 : i32}, %layer1.0.bn3.running_var: tensor<256xf32> {tf.aliasing_output = 168 : i32}, %layer1.0.downsample.1.running_mean: tensor<256xf32> {tf.aliasing_output = 169 : i32}, %layer1.0.downsample.1.running_var: tensor<256xf32> {tf.aliasing_output = 170 : i32}, %layer1.1.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 171 : i32}, %layer1.1.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 172 : i32}, %layer1.1.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 173 : i32}, %layer1.1.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 174 : i32}, %layer1.1.bn3.running_mean: tensor<256xf32> {tf.aliasing_output = 175 : i32}, %layer1.1.bn3.running_var: tensor<256xf32> {tf.aliasing_output = 176 : i32}, %layer1.2.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 177 : i32}, %layer1.2.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 178 : i32}, %layer1.2.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 179 : i32}, %layer1.2.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 180 : i32}, %layer1.2.bn3.running_mean: tensor<256xf32> {tf.aliasing_output = 181 : i32}, %layer1.2.bn3.running_var: tensor<256xf32> {tf.aliasing_output = 182 : i32}, %layer2.0.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 183 : i32}, %layer2.0.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 184 : i32}, %layer2.0.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 185 : i32}, %layer2.0.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 186 : i32}, %layer2.0.bn3.running_mean: tensor<512xf32> {tf.aliasing_output = 187 : i32}, %layer2.0.bn3.running_var: tensor<512xf32> {tf.aliasing_output = 188 : i32}, %layer2.0.downsample.1.running_mean: tensor<512xf32> {tf.aliasing_output = 189 : i32}, %layer2.0.downsample.1.running_var: tensor<512xf32> {tf.aliasing_output = 190 : i32}, %layer2.1.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 191 : i32}, %layer2.1.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 192 : i32}, %layer2.1.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 193 : i32}, %layer2.1.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 194 : i32}, %layer2.1.bn3.running_mean: tensor<512xf32> {tf.aliasing_output = 195 : i32}, %layer2.1.bn3.running_var: tensor<512xf32> {tf.aliasing_output = 196 : i32}, %layer2.2.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 197 : i32}, %layer2.2.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 198 : i32}, %layer2.2.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 199 : i32}, %layer2.2.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 200 : i32}, %layer2.2.bn3.running_mean: tensor<512xf32> {tf.aliasing_output = 201 : i32}, %layer2.2.bn3.running_var: tensor<512xf32> {tf.aliasing_output = 202 : i32}, %layer2.3.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 203 : i32}, %layer2.3.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 204 : i32}, %layer2.3.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 205 : i32}, %layer2.3.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 206 : i32}, %layer2.3.bn3.running_mean: tensor<512xf32> {tf.aliasing_output = 207 : i32}, %layer2.3.bn3.running_var: tensor<512xf32> {tf.aliasing_output = 208 : i32}, %layer3.0.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 209 : i32}, %layer3.0.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 210 : i32}, %layer3.0.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 211 : i32}, %layer3.0.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 212 : i32}, %layer3.0.bn3.running_mean: tensor<1024xf32> {tf.aliasing_output = 213 : i32}, %layer3.0.bn3.running_var: tensor<1024xf32> {tf.aliasing_output = 214 : i32}, %layer3.0.downsample.1.running_mean: tensor<1024xf32> {tf.aliasing_output = 215 : i32}, %layer3.0.downsample.1.running_var: tensor<1024xf32> {tf.aliasing_output = 216 : i32}, %layer3.1.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 217 : i32}, %layer3.1.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 218 : i32}, %layer3.1.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 219 : i32}, %layer3.1.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 220 : i32}, %layer3.1.bn3.running_mean: tensor<1024xf32> {tf.aliasing_output = 221 : i32}, %layer3.1.bn3.running_var: tensor<1024xf32> {tf.aliasing_output = 222 : i32}, %layer3.2.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 223 : i32}, %layer3.2.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 224 : i32}, %layer3.2.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 225 : i32}, %layer3.2.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 226 : i32}, %layer3.2.bn3.running_mean: tensor<1024xf32> {tf.aliasing_output = 227 : i32}, %layer3.2.bn3.running_var: tensor<1024xf32> {tf.aliasing_output = 228 : i32}, %layer3.3.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 229 : i32}, %layer3.3.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 230 : i32}, %layer3.3.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 231 : i32}, %layer3.3.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 232 : i32}, %layer3.3.bn3.running_mean: tensor<1024xf32> {tf.aliasing_output = 233 : i32}, %layer3.3.bn3.running_var: tensor<1024xf32> {tf.aliasing_output = 234 : i32}, %layer3.4.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 235 : i32}, %layer3.4.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 236 : i32}, %layer3.4.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 237 : i32}, %layer3.4.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 238 : i32}, %layer3.4.bn3.running_mean: tensor<1024xf32> {tf.aliasing_output = 239 : i32}, %layer3.4.bn3.running_var: tensor<1024xf32> {tf.aliasing_output = 240 : i32}, %layer3.5.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 241 : i32}, %layer3.5.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 242 : i32}, %layer3.5.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 243 : i32}, %layer3.5.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 244 : i32}, %layer3.5.bn3.running_mean: tensor<1024xf32> {tf.aliasing_output = 245 : i32}, %layer3.5.bn3.running_var: tensor<1024xf32> {tf.aliasing_output = 246 : i32}, %layer4.0.bn1.running_mean: tensor<512xf32> {tf.aliasing_output = 247 : i32}, %layer4.0.bn1.running_var: tensor<512xf32> {tf.aliasing_output = 248 : i32}, %layer4.0.bn2.running_mean: tensor<512xf32> {tf.aliasing_output = 249 : i32}, %layer4.0.bn2.running_var: tensor<512xf32> {tf.aliasing_output = 250 : i32}, %layer4.0.bn3.running_mean: tensor<2048xf32> {tf.aliasing_output = 251 : i32}, %layer4.0.bn3.running_var: tensor<2048xf32> {tf.aliasing_output = 252 : i32}, %layer4.0.downsample.1.running_mean: tensor<2048xf32> {tf.aliasing_output = 253 : i32}, %layer4.0.downsample.1.running_var: tensor<2048xf32> {tf.aliasing_output = 254 : i32}, %layer4.1.bn1.running_mean: tensor<512xf32> {tf.aliasing_output = 255 : i32}, %layer4.1.bn1.running_var: tensor<512xf32> {tf.aliasing_output = 256 : i32}, %layer4.1.bn2.running_mean: tensor<512xf32> {tf.aliasing_output = 257 : i32}, %layer4.1.bn2.running_var: tensor<512xf32> {tf.aliasing_output = 258 : i32}, %layer4.1.bn3.running_mean: tensor<2048xf32> {tf.aliasing_output = 259 : i32}, %layer4.1.bn3.running_var: tensor<2048xf32> {tf.aliasing_output = 260 : i32}, %layer4.2.bn1.running_mean: tensor<512xf32> {tf.aliasing_output = 261 : i32}, %layer4.2.bn1.running_var: tensor<512xf32> {tf.aliasing_output = 262 : i32}, %layer4.2.bn2.running_mean: tensor<512xf32> {tf.aliasing_output = 263 : i32}, %layer4.2.bn2.running_var: tensor<512xf32> {tf.aliasing_output = 264 : i32}, %layer4.2.bn3.running_mean: tensor<2048xf32> {tf.aliasing_output = 265 : i32}, %layer4.2.bn3.running_var: tensor<2048xf32> {tf.aliasing_output = 266 : i32}, %m.conv1.w: tensor<7x7x3x64xf32> {tf.aliasing_output = 267 : i32}, %m.bn1.g: tensor<64xf32> {tf.aliasing_output = 268 : i32}, %m.bn1.b: tensor<64xf32> {tf.aliasing_output = 269 : i32}, %m.layer1.0.conv1.w: tensor<1x1x64x64xf32> {tf.aliasing_output = 270 : i32}, %m.layer1.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 271 : i32}, %m.layer1.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 272 : i32}, %m.layer1.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 273 : i32}, %m.layer1.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 274 : i32}, %m.layer1.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 275 : i32}, %m.layer1.0.conv3.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 276 : i32}, %m.layer1.0.bn3.g: tensor<256xf32> {tf.aliasing_output = 277 : i32}, %m.layer1.0.bn3.b: tensor<256xf32> {tf.aliasing_output = 278 : i32}, %m.layer1.0.downsample.0.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 279 : i32}, %m.layer1.0.downsample.1.g: tensor<256xf32> {tf.aliasing_output = 280 : i32}, %m.layer1.0.downsample.1.b: tensor<256xf32> {tf.aliasing_output = 281 : i32}, %m.layer1.1.conv1.w: tensor<1x1x256x64xf32> {tf.aliasing_output = 282 : i32}, %m.layer1.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 283 : i32}, %m.layer1.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 284 : i32}, %m.layer1.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 285 : i32}, %m.layer1.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 286 : i32}, %m.layer1.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 287 : i32}, %m.layer1.1.conv3.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 288 : i32}, %m.layer1.1.bn3.g: tensor<256xf32> {tf.aliasing_output = 289 : i32}, %m.layer1.1.bn3.b: tensor<256xf32> {tf.aliasing_output = 290 : i32}, %m.layer1.2.conv1.w: tensor<1x1x256x64xf32> {tf.aliasing_output = 291 : i32}, %m.layer1.2.bn1.g: tensor<64xf32> {tf.aliasing_output = 292 : i32}, %m.layer1.2.bn1.b: tensor<64xf32> {tf.aliasing_output = 293 : i32}, %m.layer1.2.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 294 : i32}, %m.layer1.2.bn2.g: tensor<64xf32> {tf.aliasing_output = 295 : i32}, %m.layer1.2.bn2.b: tensor<64xf32> {tf.aliasing_output = 296 : i32}, %m.layer1.2.conv3.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 297 : i32}, %m.layer1.2.bn3.g: tensor<256xf32> {tf.aliasing_output = 298 : i32}, %m.layer1.2.bn3.b: tensor<256xf32> {tf.aliasing_output = 299 : i32}, %m.layer2.0.conv1.w: tensor<1x1x256x128xf32> {tf.aliasing_output = 300 : i32}, %m.layer2.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 301 : i32}, %m.layer2.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 302 : i32}, %m.layer2.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 303 : i32}, %m.layer2.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 304 : i32}, %m.layer2.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 305 : i32}, %m.layer2.0.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 306 : i32}, %m.layer2.0.bn3.g: tensor<512xf32> {tf.aliasing_output = 307 : i32}, %m.layer2.0.bn3.b: tensor<512xf32> {tf.aliasing_output = 308 : i32}, %m.layer2.0.downsample.0.w: tensor<1x1x256x512xf32> {tf.aliasing_output = 309 : i32}, %m.layer2.0.downsample.1.g: tensor<512xf32> {tf.aliasing_output = 310 : i32}, %m.layer2.0.downsample.1.b: tensor<512xf32> {tf.aliasing_output = 311 : i32}, %m.layer2.1.conv1.w: tensor<1x1x512x128xf32> {tf.aliasing_output = 312 : i32}, %m.layer2.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 313 : i32}, %m.layer2.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 314 : i32}, %m.layer2.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 315 : i32}, %m.layer2.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 316 : i32}, %m.layer2.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 317 : i32}, %m.layer2.1.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 318 : i32}, %m.layer2.1.bn3.g: tensor<512xf32> {tf.aliasing_output = 319 : i32}, %m.layer2.1.bn3.b: tensor<512xf32> {tf.aliasing_output = 320 : i32}, %m.layer2.2.conv1.w: tensor<1x1x512x128xf32> {tf.aliasing_output = 321 : i32}, %m.layer2.2.bn1.g: tensor<128xf32> {tf.aliasing_output = 322 : i32}, %m.layer2.2.bn1.b: tensor<128xf32> {tf.aliasing_output = 323 : i32}, %m.layer2.2.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 324 : i32}, %m.layer2.2.bn2.g: tensor<128xf32> {tf.aliasing_output = 325 : i32}, %m.layer2.2.bn2.b: tensor<128xf32> {tf.aliasing_output = 326 : i32}, %m.layer2.2.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 327 : i32}, %m.layer2.2.bn3.g: tensor<512xf32> {tf.aliasing_output = 328 : i32}, %m.layer2.2.bn3.b: tensor<512xf32> {tf.aliasing_output = 329 : i32}, %m.layer2.3.conv1.w: tensor<1x1x512x128xf32> {tf.aliasing_output = 330 : i32}, %m.layer2.3.bn1.g: tensor<128xf32> {tf.aliasing_output = 331 : i32}, %m.layer2.3.bn1.b: tensor<128xf32> {tf.aliasing_output = 332 : i32}, %m.layer2.3.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 333 : i32}, %m.layer2.3.bn2.g: tensor<128xf32> {tf.aliasing_output = 334 : i32}, %m.layer2.3.bn2.b: tensor<128xf32> {tf.aliasing_output = 335 : i32}, %m.layer2.3.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 336 : i32}, %m.layer2.3.bn3.g: tensor<512xf32> {tf.aliasing_output = 337 : i32}, %m.layer2.3.bn3.b: tensor<512xf32> {tf.aliasing_output = 338 : i32}, %m.layer3.0.conv1.w: tensor<1x1x512x256xf32> {tf.aliasing_output = 339 : i32}, %m.layer3.0.bn1.g: tensor<256xf32> {tf.aliasing_output = 340 : i32}, %m.layer3.0.bn1.b: tensor<256xf32> {tf.aliasing_output = 341 : i32}, %m.layer3.0.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 342 : i32}, %m.layer3.0.bn2.g: tensor<256xf32> {tf.aliasing_output = 343 : i32}, %m.layer3.0.bn2.b: tensor<256xf32> {tf.aliasing_output = 344 : i32}, %m.layer3.0.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 345 : i32}, %m.layer3.0.bn3.g: tensor<1024xf32> {tf.aliasing_output = 346 : i32}, %m.layer3.0.bn3.b: tensor<1024xf32> {tf.aliasing_output = 347 : i32}, %m.layer3.0.downsample.0.w: tensor<1x1x512x1024xf32> {tf.aliasing_output = 348 : i32}, %m.layer3.0.downsample.1.g: tensor<1024xf32> {tf.aliasing_output = 349 : i32}, %m.layer3.0.downsample.1.b: tensor<1024xf32> {tf.aliasing_output = 350 : i32}, %m.layer3.1.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 351 : i32}, %m.layer3.1.bn1.g: tensor<256xf32> {tf.aliasing_output = 352 : i32}, %m.layer3.1.bn1.b: tensor<256xf32> {tf.aliasing_output = 353 : i32}, %m.layer3.1.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 354 : i32}, %m.layer3.1.bn2.g: tensor<256xf32> {tf.aliasing_output = 355 : i32}, %m.layer3.1.bn2.b: tensor<256xf32> {tf.aliasing_output = 356 : i32}, %m.layer3.1.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 357 : i32}, %m.layer3.1.bn3.g: tensor<1024xf32> {tf.aliasing_output = 358 : i32}, %m.layer3.1.bn3.b: tensor<1024xf32> {tf.aliasing_output = 359 : i32}, %m.layer3.2.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 360 : i32}, %m.layer3.2.bn1.g: tensor<256xf32> {tf.aliasing_output = 361 : i32}, %m.layer3.2.bn1.b: tensor<256xf32> {tf.aliasing_output = 362 : i32}, %m.layer3.2.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 363 : i32}, %m.layer3.2.bn2.g: tensor<256xf32> {tf.aliasing_output = 364 : i32}, %m.layer3.2.bn2.b: tensor<256xf32> {tf.aliasing_output = 365 : i32}, %m.layer3.2.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 366 : i32}, %m.layer3.2.bn3.g: tensor<1024xf32> {tf.aliasing_output = 367 : i32}, %m.layer3.2.bn3.b: tensor<1024xf32> {tf.aliasing_output = 368 : i32}, %m.layer3.3.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 369 : i32}, %m.layer3.3.bn1.g: tensor<256xf32> {tf.aliasing_output = 370 : i32}, %m.layer3.3.bn1.b: tensor<256xf32> {tf.aliasing_output = 371 : i32}, %m.layer3.3.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 372 : i32}, %m.layer3.3.bn2.g: tensor<256xf32> {tf.aliasing_output = 373 : i32}, %m.layer3.3.bn2.b: tensor<256xf32> {tf.aliasing_output = 374 : i32}, %m.layer3.3.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 375 : i32}, %m.layer3.3.bn3.g: tensor<1024xf32> {tf.aliasing_output = 376 : i32}, %m.layer3.3.bn3.b: tensor<1024xf32> {tf.aliasing_output = 377 : i32}, %m.layer3.4.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 378 : i32}, %m.layer3.4.bn1.g: tensor<256xf32> {tf.aliasing_output = 379 : i32}, %m.layer3.4.bn1.b: tensor<256xf32> {tf.aliasing_output = 380 : i32}, %m.layer3.4.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 381 : i32}, %m.layer3.4.bn2.g: tensor<256xf32> {tf.aliasing_output = 382 : i32}, %m.layer3.4.bn2.b: tensor<256xf32> {tf.aliasing_output = 383 : i32}, %m.layer3.4.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 384 : i32}, %m.layer3.4.bn3.g: tensor<1024xf32> {tf.aliasing_output = 385 : i32}, %m.layer3.4.bn3.b: tensor<1024xf32> {tf.aliasing_output = 386 : i32}, %m.layer3.5.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 387 : i32}, %m.layer3.5.bn1.g: tensor<256xf32> {tf.aliasing_output = 388 : i32}, %m.layer3.5.bn1.b: tensor<256xf32> {tf.aliasing_output = 389 : i32}, %m.layer3.5.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 390 : i32}, %m.layer3.5.bn2.g: tensor<256xf32> {tf.aliasing_output = 391 : i32}, %m.layer3.5.bn2.b: tensor<256xf32> {tf.aliasing_output = 392 : i32}, %m.layer3.5.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 393 : i32}, %m.layer3.5.bn3.g: tensor<1024xf32> {tf.aliasing_output = 394 : i32}, %m.layer3.5.bn3.b: tensor<1024xf32> {tf.aliasing_output = 395 : i32}, %m.layer4.0.conv1.w: tensor<1x1x1024x512xf32> {tf.aliasing_output = 396 : i32}, %m.layer4.0.bn1.g: tensor<512xf32> {tf.aliasing_output = 397 : i32}, %m.layer4.0.bn1.b: tensor<512xf32> {tf.aliasing_output = 398 : i32}, %m.layer4.0.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 399 : i32}, %m.layer4.0.bn2.g: tensor<512xf32> {tf.aliasing_output = 400 : i32}, %m.layer4.0.bn2.b: tensor<512xf32> {tf.aliasing_output = 401 : i32}, %m.layer4.0.conv3.w: tensor<1x1x512x2048xf32> {tf.aliasing_output = 402 : i32}, %m.layer4.0.bn3.g: tensor<2048xf32> {tf.aliasing_output = 403 : i32}, %m.layer4.0.bn3.b: tensor<2048xf32> {tf.aliasing_output = 404 : i32}, %m.layer4.0.downsample.0.w: tensor<1x1x1024x2048xf32> {tf.aliasing_output = 405 : i32}, %m.layer4.0.downsample.1.g: tensor<2048xf32> {tf.aliasing_output = 406 : i32}, %m.layer4.0.downsample.1.b: tensor<2048xf32> {tf.aliasing_output = 407 : i32}, %m.layer4.1.conv1.w: tensor<1x1x2048x512xf32> {tf.aliasing_output = 408 : i32}, %m.layer4.1.bn1.g: tensor<512xf32> {tf.aliasing_output = 409 : i32}, %m.layer4.1.bn1.b: tensor<512xf32> {tf.aliasing_output = 410 : i32}, %m.layer4.1.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 411 : i32}, %m.layer4.1.bn2.g: tensor<512xf32> {tf.aliasing_output = 412 : i32}, %m.layer4.1.bn2.b: tensor<512xf32> {tf.aliasing_output = 413 : i32}, %m.layer4.1.conv3.w: tensor<1x1x512x2048xf32> {tf.aliasing_output = 414 : i32}, %m.layer4.1.bn3.g: tensor<2048xf32> {tf.aliasing_output = 415 : i32}, %m.layer4.1.bn3.b: tensor<2048xf32> {tf.aliasing_output = 416 : i32}, %m.layer4.2.conv1.w: tensor<1x1x2048x512xf32> {tf.aliasing_output = 417 : i32}, %m.layer4.2.bn1.g: tensor<512xf32> {tf.aliasing_output = 418 : i32}, %m.layer4.2.bn1.b: tensor<512xf32> {tf.aliasing_output = 419 : i32}, %m.layer4.2.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 420 : i32}, %m.layer4.2.bn2.g: tensor<512xf32> {tf.aliasing_output = 421 : i32}, %m.layer4.2.bn2.b: tensor<512xf32> {tf.aliasing_output = 422 : i32}, %m.layer4.2.conv3.w: tensor<1x1x512x2048xf32> {tf.aliasing_output = 423 : i32}, %m.layer4.2.bn3.g: tensor<2048xf32> {tf.aliasing_output = 424 : i32}, %m.layer4.2.bn3.b: tensor<2048xf32> {tf.aliasing_output = 425 : i32}, %m.fc.w: tensor<2048x1000xf32> {tf.aliasing_output = 426 : i32}, %m.fc.b: tensor<1000xf32> {tf.aliasing_output = 427 : i32}, %v.conv1.w: tensor<7x7x3x64xf32> {tf.aliasing_output = 428 : i32}, %v.bn1.g: tensor<64xf32> {tf.aliasing_output = 429 : i32}, %v.bn1.b: tensor<64xf32> {tf.aliasing_output = 430 : i32}, %v.layer1.0.conv1.w: tensor<1x1x64x64xf32> {tf.aliasing_output = 431 : i32}, %v.layer1.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 432 : i32}, %v.layer1.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 433 : i32}, %v.layer1.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 434 : i32}, %v.layer1.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 435 : i32}, %v.layer1.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 436 : i32}, %v.layer1.0.conv3.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 437 : i32}, %v.layer1.0.bn3.g: tensor<256xf32> {tf.aliasing_output = 438 : i32}, %v.layer1.0.bn3.b: tensor<256xf32> {tf.aliasing_output = 439 : i32}, %v.layer1.0.downsample.0.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 440 : i32}, %v.layer1.0.downsample.1.g: tensor<256xf32> {tf.aliasing_output = 441 : i32}, %v.layer1.0.downsample.1.b: tensor<256xf32> {tf.aliasing_output = 442 : i32}, %v.layer1.1.conv1.w: tensor<1x1x256x64xf32> {tf.aliasing_output = 443 : i32}, %v.layer1.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 444 : i32}, %v.layer1.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 445 : i32}, %v.layer1.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 446 : i32}, %v.layer1.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 447 : i32}, %v.layer1.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 448 : i32}, %v.layer1.1.conv3.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 449 : i32}, %v.layer1.1.bn3.g: tensor<256xf32> {tf.aliasing_output = 450 : i32}, %v.layer1.1.bn3.b: tensor<256xf32> {tf.aliasing_output = 451 : i32}, %v.layer1.2.conv1.w: tensor<1x1x256x64xf32> {tf.aliasing_output = 452 : i32}, %v.layer1.2.bn1.g: tensor<64xf32> {tf.aliasing_output = 453 : i32}, %v.layer1.2.bn1.b: tensor<64xf32> {tf.aliasing_output = 454 : i32}, %v.layer1.2.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 455 : i32}, %v.layer1.2.bn2.g: tensor<64xf32> {tf.aliasing_output = 456 : i32}, %v.layer1.2.bn2.b: tensor<64xf32> {tf.aliasing_output = 457 : i32}, %v.layer1.2.conv3.w: tensor<1x1x64x256xf32> {tf.aliasing_output = 458 : i32}, %v.layer1.2.bn3.g: tensor<256xf32> {tf.aliasing_output = 459 : i32}, %v.layer1.2.bn3.b: tensor<256xf32> {tf.aliasing_output = 460 : i32}, %v.layer2.0.conv1.w: tensor<1x1x256x128xf32> {tf.aliasing_output = 461 : i32}, %v.layer2.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 462 : i32}, %v.layer2.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 463 : i32}, %v.layer2.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 464 : i32}, %v.layer2.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 465 : i32}, %v.layer2.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 466 : i32}, %v.layer2.0.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 467 : i32}, %v.layer2.0.bn3.g: tensor<512xf32> {tf.aliasing_output = 468 : i32}, %v.layer2.0.bn3.b: tensor<512xf32> {tf.aliasing_output = 469 : i32}, %v.layer2.0.downsample.0.w: tensor<1x1x256x512xf32> {tf.aliasing_output = 470 : i32}, %v.layer2.0.downsample.1.g: tensor<512xf32> {tf.aliasing_output = 471 : i32}, %v.layer2.0.downsample.1.b: tensor<512xf32> {tf.aliasing_output = 472 : i32}, %v.layer2.1.conv1.w: tensor<1x1x512x128xf32> {tf.aliasing_output = 473 : i32}, %v.layer2.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 474 : i32}, %v.layer2.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 475 : i32}, %v.layer2.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 476 : i32}, %v.layer2.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 477 : i32}, %v.layer2.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 478 : i32}, %v.layer2.1.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 479 : i32}, %v.layer2.1.bn3.g: tensor<512xf32> {tf.aliasing_output = 480 : i32}, %v.layer2.1.bn3.b: tensor<512xf32> {tf.aliasing_output = 481 : i32}, %v.layer2.2.conv1.w: tensor<1x1x512x128xf32> {tf.aliasing_output = 482 : i32}, %v.layer2.2.bn1.g: tensor<128xf32> {tf.aliasing_output = 483 : i32}, %v.layer2.2.bn1.b: tensor<128xf32> {tf.aliasing_output = 484 : i32}, %v.layer2.2.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 485 : i32}, %v.layer2.2.bn2.g: tensor<128xf32> {tf.aliasing_output = 486 : i32}, %v.layer2.2.bn2.b: tensor<128xf32> {tf.aliasing_output = 487 : i32}, %v.layer2.2.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 488 : i32}, %v.layer2.2.bn3.g: tensor<512xf32> {tf.aliasing_output = 489 : i32}, %v.layer2.2.bn3.b: tensor<512xf32> {tf.aliasing_output = 490 : i32}, %v.layer2.3.conv1.w: tensor<1x1x512x128xf32> {tf.aliasing_output = 491 : i32}, %v.layer2.3.bn1.g: tensor<128xf32> {tf.aliasing_output = 492 : i32}, %v.layer2.3.bn1.b: tensor<128xf32> {tf.aliasing_output = 493 : i32}, %v.layer2.3.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 494 : i32}, %v.layer2.3.bn2.g: tensor<128xf32> {tf.aliasing_output = 495 : i32}, %v.layer2.3.bn2.b: tensor<128xf32> {tf.aliasing_output = 496 : i32}, %v.layer2.3.conv3.w: tensor<1x1x128x512xf32> {tf.aliasing_output = 497 : i32}, %v.layer2.3.bn3.g: tensor<512xf32> {tf.aliasing_output = 498 : i32}, %v.layer2.3.bn3.b: tensor<512xf32> {tf.aliasing_output = 499 : i32}, %v.layer3.0.conv1.w: tensor<1x1x512x256xf32> {tf.aliasing_output = 500 : i32}, %v.layer3.0.bn1.g: tensor<256xf32> {tf.aliasing_output = 501 : i32}, %v.layer3.0.bn1.b: tensor<256xf32> {tf.aliasing_output = 502 : i32}, %v.layer3.0.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 503 : i32}, %v.layer3.0.bn2.g: tensor<256xf32> {tf.aliasing_output = 504 : i32}, %v.layer3.0.bn2.b: tensor<256xf32> {tf.aliasing_output = 505 : i32}, %v.layer3.0.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 506 : i32}, %v.layer3.0.bn3.g: tensor<1024xf32> {tf.aliasing_output = 507 : i32}, %v.layer3.0.bn3.b: tensor<1024xf32> {tf.aliasing_output = 508 : i32}, %v.layer3.0.downsample.0.w: tensor<1x1x512x1024xf32> {tf.aliasing_output = 509 : i32}, %v.layer3.0.downsample.1.g: tensor<1024xf32> {tf.aliasing_output = 510 : i32}, %v.layer3.0.downsample.1.b: tensor<1024xf32> {tf.aliasing_output = 511 : i32}, %v.layer3.1.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 512 : i32}, %v.layer3.1.bn1.g: tensor<256xf32> {tf.aliasing_output = 513 : i32}, %v.layer3.1.bn1.b: tensor<256xf32> {tf.aliasing_output = 514 : i32}, %v.layer3.1.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 515 : i32}, %v.layer3.1.bn2.g: tensor<256xf32> {tf.aliasing_output = 516 : i32}, %v.layer3.1.bn2.b: tensor<256xf32> {tf.aliasing_output = 517 : i32}, %v.layer3.1.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 518 : i32}, %v.layer3.1.bn3.g: tensor<1024xf32> {tf.aliasing_output = 519 : i32}, %v.layer3.1.bn3.b: tensor<1024xf32> {tf.aliasing_output = 520 : i32}, %v.layer3.2.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 521 : i32}, %v.layer3.2.bn1.g: tensor<256xf32> {tf.aliasing_output = 522 : i32}, %v.layer3.2.bn1.b: tensor<256xf32> {tf.aliasing_output = 523 : i32}, %v.layer3.2.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 524 : i32}, %v.layer3.2.bn2.g: tensor<256xf32> {tf.aliasing_output = 525 : i32}, %v.layer3.2.bn2.b: tensor<256xf32> {tf.aliasing_output = 526 : i32}, %v.layer3.2.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 527 : i32}, %v.layer3.2.bn3.g: tensor<1024xf32> {tf.aliasing_output = 528 : i32}, %v.layer3.2.bn3.b: tensor<1024xf32> {tf.aliasing_output = 529 : i32}, %v.layer3.3.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 530 : i32}, %v.layer3.3.bn1.g: tensor<256xf32> {tf.aliasing_output = 531 : i32}, %v.layer3.3.bn1.b: tensor<256xf32> {tf.aliasing_output = 532 : i32}, %v.layer3.3.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 533 : i32}, %v.layer3.3.bn2.g: tensor<256xf32> {tf.aliasing_output = 534 : i32}, %v.layer3.3.bn2.b: tensor<256xf32> {tf.aliasing_output = 535 : i32}, %v.layer3.3.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 536 : i32}, %v.layer3.3.bn3.g: tensor<1024xf32> {tf.aliasing_output = 537 : i32}, %v.layer3.3.bn3.b: tensor<1024xf32> {tf.aliasing_output = 538 : i32}, %v.layer3.4.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 539 : i32}, %v.layer3.4.bn1.g: tensor<256xf32> {tf.aliasing_output = 540 : i32}, %v.layer3.4.bn1.b: tensor<256xf32> {tf.aliasing_output = 541 : i32}, %v.layer3.4.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 542 : i32}, %v.layer3.4.bn2.g: tensor<256xf32> {tf.aliasing_output = 543 : i32}, %v.layer3.4.bn2.b: tensor<256xf32> {tf.aliasing_output = 544 : i32}, %v.layer3.4.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 545 : i32}, %v.layer3.4.bn3.g: tensor<1024xf32> {tf.aliasing_output = 546 : i32}, %v.layer3.4.bn3.b: tensor<1024xf32> {tf.aliasing_output = 547 : i32}, %v.layer3.5.conv1.w: tensor<1x1x1024x256xf32> {tf.aliasing_output = 548 : i32}, %v.layer3.5.bn1.g: tensor<256xf32> {tf.aliasing_output = 549 : i32}, %v.layer3.5.bn1.b: tensor<256xf32> {tf.aliasing_output = 550 : i32}, %v.layer3.5.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 551 : i32}, %v.layer3.5.bn2.g: tensor<256xf32> {tf.aliasing_output = 552 : i32}, %v.layer3.5.bn2.b: tensor<256xf32> {tf.aliasing_output = 553 : i32}, %v.layer3.5.conv3.w: tensor<1x1x256x1024xf32> {tf.aliasing_output = 554 : i32}, %v.layer3.5.bn3.g: tensor<1024xf32> {tf.aliasing_output = 555 : i32}, %v.layer3.5.bn3.b: tensor<1024xf32> {tf.aliasing_output = 556 : i32}, %v.layer4.0.conv1.w: tensor<1x1x1024x512xf32> {tf.aliasing_output = 557 : i32}, %v.layer4.0.bn1.g: tensor<512xf32> {tf.aliasing_output = 558 : i32}, %v.layer4.0.bn1.b: tensor<512xf32> {tf.aliasing_output = 559 : i32}, %v.layer4.0.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 560 : i32}, %v.layer4.0.bn2.g: tensor<512xf32> {tf.aliasing_output = 561 : i32}, %v.layer4.0.bn2.b: tensor<512xf32> {tf.aliasing_output = 562 : i32}, %v.layer4.0.conv3.w: tensor<1x1x512x2048xf32> {tf.aliasing_output = 563 : i32}, %v.layer4.0.bn3.g: tensor<2048xf32> {tf.aliasing_output = 564 : i32}, %v.layer4.0.bn3.b: tensor<2048xf32> {tf.aliasing_output = 565 : i32}, %v.layer4.0.downsample.0.w: tensor<1x1x1024x2048xf32> {tf.aliasing_output = 566 : i32}, %v.layer4.0.downsample.1.g: tensor<2048xf32> {tf.aliasing_output = 567 : i32}, %v.layer4.0.downsample.1.b: tensor<2048xf32> {tf.aliasing_output = 568 : i32}, %v.layer4.1.conv1.w: tensor<1x1x2048x512xf32> {tf.aliasing_output = 569 : i32}, %v.layer4.1.bn1.g: tensor<512xf32> {tf.aliasing_output = 570 : i32}, %v.layer4.1.bn1.b: tensor<512xf32> {tf.aliasing_output = 571 : i32}, %v.layer4.1.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 572 : i32}, %v.layer4.1.bn2.g: tensor<512xf32> {tf.aliasing_output = 573 : i32}, %v.layer4.1.bn2.b: tensor<512xf32> {tf.aliasing_output = 574 : i32}, %v.layer4.1.conv3.w: tensor<1x1x512x2048xf32> {tf.aliasing_output = 575 : i32}, %v.layer4.1.bn3.g: tensor<2048xf32> {tf.aliasing_output = 576 : i32}, %v.layer4.1.bn3.b: tensor<2048xf32> {tf.aliasing_output = 577 : i32}, %v.layer4.2.conv1.w: tensor<1x1x2048x512xf32> {tf.aliasing_output = 578 : i32}, %v.layer4.2.bn1.g: tensor<512xf32> {tf.aliasing_output = 579 : i32}, %v.layer4.2.bn1.b: tensor<512xf32> {tf.aliasing_output = 580 : i32}, %v.layer4.2.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 581 : i32}, %v.layer4.2.bn2.g: tensor<512xf32> {tf.aliasing_output = 582 : i32}, %v.layer4.2.bn2.b: tensor<512xf32> {tf.aliasing_output = 583 : i32}, %v.layer4.2.conv3.w: tensor<1x1x512x2048xf32> {tf.aliasing_output = 584 : i32}, %v.layer4.2.bn3.g: tensor<2048xf32> {tf.aliasing_output = 585 : i32}, %v.layer4.2.bn3.b: tensor<2048xf32> {tf.aliasing_output = 586 : i32}, %v.fc.w: tensor<2048x1000xf32> {tf.aliasing_output = 587 : i32}, %v.fc.b: tensor<1000xf32> {tf.aliasing_output = 588 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %targets: tensor<32x1000xf32>) -> (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<32x112x112x64xf32>
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
    %37 = "stablehlo.reshape"(%layer1.0.conv1.w) : (tensor<1x1x64x64xf32>) -> tensor<64x64xf32>
    %38 = "stablehlo.dot_general"(%36, %37) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x56x56x64xf32>, tensor<64x64xf32>) -> tensor<32x56x56x64xf32>
    %39 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %40 = "stablehlo.reduce"(%38, %39) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %41 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %42 = stablehlo.divide %40, %41 : tensor<64xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<32x56x56x64xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<32x56x56x64xf32>
    %46 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %47 = "stablehlo.reduce"(%45, %46) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %48 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %49 = stablehlo.divide %47, %48 : tensor<64xf32>
    %50 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %51 = stablehlo.add %49, %50 : tensor<64xf32>
    %52 = stablehlo.rsqrt %51 : tensor<64xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %54 = stablehlo.multiply %44, %53 : tensor<32x56x56x64xf32>
    %55 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<32x56x56x64xf32>
    %57 = "stablehlo.broadcast_in_dim"(%layer1.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %58 = stablehlo.add %56, %57 : tensor<32x56x56x64xf32>
    %59 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %60 = stablehlo.multiply %layer1.0.bn1.running_mean, %59 : tensor<64xf32>
    %61 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %62 = stablehlo.multiply %42, %61 : tensor<64xf32>
    %63 = stablehlo.add %60, %62 : tensor<64xf32>
    %64 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %65 = stablehlo.divide %47, %64 : tensor<64xf32>
    %66 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %67 = stablehlo.multiply %layer1.0.bn1.running_var, %66 : tensor<64xf32>
    %68 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %69 = stablehlo.multiply %65, %68 : tensor<64xf32>
    %70 = stablehlo.add %67, %69 : tensor<64xf32>
    %71 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %72 = stablehlo.maximum %58, %71 : tensor<32x56x56x64xf32>
    %73 = "stablehlo.convolution"(%72, %layer1.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %74 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %75 = "stablehlo.reduce"(%73, %74) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %76 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %77 = stablehlo.divide %75, %76 : tensor<64xf32>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %79 = stablehlo.subtract %73, %78 : tensor<32x56x56x64xf32>
    %80 = stablehlo.multiply %79, %79 : tensor<32x56x56x64xf32>
    %81 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %82 = "stablehlo.reduce"(%80, %81) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %83 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %84 = stablehlo.divide %82, %83 : tensor<64xf32>
    %85 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %86 = stablehlo.add %84, %85 : tensor<64xf32>
    %87 = stablehlo.rsqrt %86 : tensor<64xf32>
    %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %89 = stablehlo.multiply %79, %88 : tensor<32x56x56x64xf32>
    %90 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<32x56x56x64xf32>
    %92 = "stablehlo.broadcast_in_dim"(%layer1.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %93 = stablehlo.add %91, %92 : tensor<32x56x56x64xf32>
    %94 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %95 = stablehlo.multiply %layer1.0.bn2.running_mean, %94 : tensor<64xf32>
    %96 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %97 = stablehlo.multiply %77, %96 : tensor<64xf32>
    %98 = stablehlo.add %95, %97 : tensor<64xf32>
    %99 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %100 = stablehlo.divide %82, %99 : tensor<64xf32>
    %101 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %102 = stablehlo.multiply %layer1.0.bn2.running_var, %101 : tensor<64xf32>
    %103 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %104 = stablehlo.multiply %100, %103 : tensor<64xf32>
    %105 = stablehlo.add %102, %104 : tensor<64xf32>
    %106 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %107 = stablehlo.maximum %93, %106 : tensor<32x56x56x64xf32>
    %108 = "stablehlo.reshape"(%layer1.0.conv3.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %109 = "stablehlo.dot_general"(%107, %108) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x56x56x64xf32>, tensor<64x256xf32>) -> tensor<32x56x56x256xf32>
    %110 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %111 = "stablehlo.reduce"(%109, %110) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %112 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %113 = stablehlo.divide %111, %112 : tensor<256xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %115 = stablehlo.subtract %109, %114 : tensor<32x56x56x256xf32>
    %116 = stablehlo.multiply %115, %115 : tensor<32x56x56x256xf32>
    %117 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %118 = "stablehlo.reduce"(%116, %117) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %119 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %120 = stablehlo.divide %118, %119 : tensor<256xf32>
    %121 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %122 = stablehlo.add %120, %121 : tensor<256xf32>
    %123 = stablehlo.rsqrt %122 : tensor<256xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %125 = stablehlo.multiply %115, %124 : tensor<32x56x56x256xf32>
    %126 = "stablehlo.broadcast_in_dim"(%layer1.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<32x56x56x256xf32>
    %128 = "stablehlo.broadcast_in_dim"(%layer1.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %129 = stablehlo.add %127, %128 : tensor<32x56x56x256xf32>
    %130 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %131 = stablehlo.multiply %layer1.0.bn3.running_mean, %130 : tensor<256xf32>
    %132 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %133 = stablehlo.multiply %113, %132 : tensor<256xf32>
    %134 = stablehlo.add %131, %133 : tensor<256xf32>
    %135 = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %136 = stablehlo.divide %118, %135 : tensor<256xf32>
    %137 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %138 = stablehlo.multiply %layer1.0.bn3.running_var, %137 : tensor<256xf32>
    %139 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %140 = stablehlo.multiply %136, %139 : tensor<256xf32>
    %141 = stablehlo.add %138, %140 : tensor<256xf32>
    %142 = "stablehlo.reshape"(%layer1.0.downsample.0.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %143 = "stablehlo.dot_general"(%36, %142) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x56x56x64xf32>, tensor<64x256xf32>) -> tensor<32x56x56x256xf32>
    %144 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %145 = "stablehlo.reduce"(%143, %144) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %146 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %147 = stablehlo.divide %145, %146 : tensor<256xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %149 = stablehlo.subtract %143, %148 : tensor<32x56x56x256xf32>
    %150 = stablehlo.multiply %149, %149 : tensor<32x56x56x256xf32>
    %151 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %152 = "stablehlo.reduce"(%150, %151) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %153 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %154 = stablehlo.divide %152, %153 : tensor<256xf32>
    %155 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %156 = stablehlo.add %154, %155 : tensor<256xf32>
    %157 = stablehlo.rsqrt %156 : tensor<256xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %159 = stablehlo.multiply %149, %158 : tensor<32x56x56x256xf32>
    %160 = "stablehlo.broadcast_in_dim"(%layer1.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %161 = stablehlo.multiply %159, %160 : tensor<32x56x56x256xf32>
    %162 = "stablehlo.broadcast_in_dim"(%layer1.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %163 = stablehlo.add %161, %162 : tensor<32x56x56x256xf32>
    %164 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %165 = stablehlo.multiply %layer1.0.downsample.1.running_mean, %164 : tensor<256xf32>
    %166 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %167 = stablehlo.multiply %147, %166 : tensor<256xf32>
    %168 = stablehlo.add %165, %167 : tensor<256xf32>
    %169 = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %170 = stablehlo.divide %152, %169 : tensor<256xf32>
    %171 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %172 = stablehlo.multiply %layer1.0.downsample.1.running_var, %171 : tensor<256xf32>
    %173 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %174 = stablehlo.multiply %170, %173 : tensor<256xf32>
    %175 = stablehlo.add %172, %174 : tensor<256xf32>
    %176 = stablehlo.add %129, %163 : tensor<32x56x56x256xf32>
    %177 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %178 = stablehlo.maximum %176, %177 : tensor<32x56x56x256xf32>
    %179 = "stablehlo.reshape"(%layer1.1.conv1.w) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
    %180 = "stablehlo.dot_general"(%178, %179) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x56x56x256xf32>, tensor<256x64xf32>) -> tensor<32x56x56x64xf32>
    %181 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %182 = "stablehlo.reduce"(%180, %181) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %183 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %184 = stablehlo.divide %182, %183 : tensor<64xf32>
    %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %186 = stablehlo.subtract %180, %185 : tensor<32x56x56x64xf32>
    %187 = stablehlo.multiply %186, %186 : tensor<32x56x56x64xf32>
    %188 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %189 = "stablehlo.reduce"(%187, %188) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %190 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %191 = stablehlo.divide %189, %190 : tensor<64xf32>
    %192 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %193 = stablehlo.add %191, %192 : tensor<64xf32>
    %194 = stablehlo.rsqrt %193 : tensor<64xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %196 = stablehlo.multiply %186, %195 : tensor<32x56x56x64xf32>
    %197 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<32x56x56x64xf32>
    %199 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %200 = stablehlo.add %198, %199 : tensor<32x56x56x64xf32>
    %201 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %202 = stablehlo.multiply %layer1.1.bn1.running_mean, %201 : tensor<64xf32>
    %203 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %204 = stablehlo.multiply %184, %203 : tensor<64xf32>
    %205 = stablehlo.add %202, %204 : tensor<64xf32>
    %206 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %207 = stablehlo.divide %189, %206 : tensor<64xf32>
    %208 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %209 = stablehlo.multiply %layer1.1.bn1.running_var, %208 : tensor<64xf32>
    %210 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %211 = stablehlo.multiply %207, %210 : tensor<64xf32>
    %212 = stablehlo.add %209, %211 : tensor<64xf32>
    %213 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %214 = stablehlo.maximum %200, %213 : tensor<32x56x56x64xf32>
    %215 = "stablehlo.convolution"(%214, %layer1.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %216 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %217 = "stablehlo.reduce"(%215, %216) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %218 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %219 = stablehlo.divide %217, %218 : tensor<64xf32>
    %220 = "stablehlo.broadcast_in_dim"(%219) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %221 = stablehlo.subtract %215, %220 : tensor<32x56x56x64xf32>
    %222 = stablehlo.multiply %221, %221 : tensor<32x56x56x64xf32>
    %223 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %224 = "stablehlo.reduce"(%222, %223) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %225 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %226 = stablehlo.divide %224, %225 : tensor<64xf32>
    %227 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %228 = stablehlo.add %226, %227 : tensor<64xf32>
    %229 = stablehlo.rsqrt %228 : tensor<64xf32>
    %230 = "stablehlo.broadcast_in_dim"(%229) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %231 = stablehlo.multiply %221, %230 : tensor<32x56x56x64xf32>
    %232 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<32x56x56x64xf32>
    %234 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %235 = stablehlo.add %233, %234 : tensor<32x56x56x64xf32>
    %236 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %237 = stablehlo.multiply %layer1.1.bn2.running_mean, %236 : tensor<64xf32>
    %238 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %239 = stablehlo.multiply %219, %238 : tensor<64xf32>
    %240 = stablehlo.add %237, %239 : tensor<64xf32>
    %241 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %242 = stablehlo.divide %224, %241 : tensor<64xf32>
    %243 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %244 = stablehlo.multiply %layer1.1.bn2.running_var, %243 : tensor<64xf32>
    %245 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %246 = stablehlo.multiply %242, %245 : tensor<64xf32>
    %247 = stablehlo.add %244, %246 : tensor<64xf32>
    %248 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %249 = stablehlo.maximum %235, %248 : tensor<32x56x56x64xf32>
    %250 = "stablehlo.reshape"(%layer1.1.conv3.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %251 = "stablehlo.dot_general"(%249, %250) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x56x56x64xf32>, tensor<64x256xf32>) -> tensor<32x56x56x256xf32>
    %252 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %253 = "stablehlo.reduce"(%251, %252) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %254 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %255 = stablehlo.divide %253, %254 : tensor<256xf32>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %257 = stablehlo.subtract %251, %256 : tensor<32x56x56x256xf32>
    %258 = stablehlo.multiply %257, %257 : tensor<32x56x56x256xf32>
    %259 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %260 = "stablehlo.reduce"(%258, %259) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %261 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %262 = stablehlo.divide %260, %261 : tensor<256xf32>
    %263 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %264 = stablehlo.add %262, %263 : tensor<256xf32>
    %265 = stablehlo.rsqrt %264 : tensor<256xf32>
    %266 = "stablehlo.broadcast_in_dim"(%265) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %267 = stablehlo.multiply %257, %266 : tensor<32x56x56x256xf32>
    %268 = "stablehlo.broadcast_in_dim"(%layer1.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<32x56x56x256xf32>
    %270 = "stablehlo.broadcast_in_dim"(%layer1.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %271 = stablehlo.add %269, %270 : tensor<32x56x56x256xf32>
    %272 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %273 = stablehlo.multiply %layer1.1.bn3.running_mean, %272 : tensor<256xf32>
    %274 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %275 = stablehlo.multiply %255, %274 : tensor<256xf32>
    %276 = stablehlo.add %273, %275 : tensor<256xf32>
    %277 = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %278 = stablehlo.divide %260, %277 : tensor<256xf32>
    %279 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %280 = stablehlo.multiply %layer1.1.bn3.running_var, %279 : tensor<256xf32>
    %281 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %282 = stablehlo.multiply %278, %281 : tensor<256xf32>
    %283 = stablehlo.add %280, %282 : tensor<256xf32>
    %284 = stablehlo.add %271, %178 : tensor<32x56x56x256xf32>
    %285 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %286 = stablehlo.maximum %284, %285 : tensor<32x56x56x256xf32>
    %287 = "stablehlo.reshape"(%layer1.2.conv1.w) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
    %288 = "stablehlo.dot_general"(%286, %287) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x56x56x256xf32>, tensor<256x64xf32>) -> tensor<32x56x56x64xf32>
    %289 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %290 = "stablehlo.reduce"(%288, %289) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %291 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %292 = stablehlo.divide %290, %291 : tensor<64xf32>
    %293 = "stablehlo.broadcast_in_dim"(%292) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %294 = stablehlo.subtract %288, %293 : tensor<32x56x56x64xf32>
    %295 = stablehlo.multiply %294, %294 : tensor<32x56x56x64xf32>
    %296 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %297 = "stablehlo.reduce"(%295, %296) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %298 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %299 = stablehlo.divide %297, %298 : tensor<64xf32>
    %300 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %301 = stablehlo.add %299, %300 : tensor<64xf32>
    %302 = stablehlo.rsqrt %301 : tensor<64xf32>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %304 = stablehlo.multiply %294, %303 : tensor<32x56x56x64xf32>
    %305 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<32x56x56x64xf32>
    %307 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %308 = stablehlo.add %306, %307 : tensor<32x56x56x64xf32>
    %309 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %310 = stablehlo.multiply %layer1.2.bn1.running_mean, %309 : tensor<64xf32>
    %311 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %312 = stablehlo.multiply %292, %311 : tensor<64xf32>
    %313 = stablehlo.add %310, %312 : tensor<64xf32>
    %314 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %315 = stablehlo.divide %297, %314 : tensor<64xf32>
    %316 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %317 = stablehlo.multiply %layer1.2.bn1.running_var, %316 : tensor<64xf32>
    %318 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %319 = stablehlo.multiply %315, %318 : tensor<64xf32>
    %320 = stablehlo.add %317, %319 : tensor<64xf32>
    %321 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %322 = stablehlo.maximum %308, %321 : tensor<32x56x56x64xf32>
    %323 = "stablehlo.convolution"(%322, %layer1.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %324 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %325 = "stablehlo.reduce"(%323, %324) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %326 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %327 = stablehlo.divide %325, %326 : tensor<64xf32>
    %328 = "stablehlo.broadcast_in_dim"(%327) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %329 = stablehlo.subtract %323, %328 : tensor<32x56x56x64xf32>
    %330 = stablehlo.multiply %329, %329 : tensor<32x56x56x64xf32>
    %331 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %332 = "stablehlo.reduce"(%330, %331) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %333 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %334 = stablehlo.divide %332, %333 : tensor<64xf32>
    %335 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %336 = stablehlo.add %334, %335 : tensor<64xf32>
    %337 = stablehlo.rsqrt %336 : tensor<64xf32>
    %338 = "stablehlo.broadcast_in_dim"(%337) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %339 = stablehlo.multiply %329, %338 : tensor<32x56x56x64xf32>
    %340 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %341 = stablehlo.multiply %339, %340 : tensor<32x56x56x64xf32>
    %342 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %343 = stablehlo.add %341, %342 : tensor<32x56x56x64xf32>
    %344 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %345 = stablehlo.multiply %layer1.2.bn2.running_mean, %344 : tensor<64xf32>
    %346 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %347 = stablehlo.multiply %327, %346 : tensor<64xf32>
    %348 = stablehlo.add %345, %347 : tensor<64xf32>
    %349 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %350 = stablehlo.divide %332, %349 : tensor<64xf32>
    %351 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %352 = stablehlo.multiply %layer1.2.bn2.running_var, %351 : tensor<64xf32>
    %353 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %354 = stablehlo.multiply %350, %353 : tensor<64xf32>
    %355 = stablehlo.add %352, %354 : tensor<64xf32>
    %356 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %357 = stablehlo.maximum %343, %356 : tensor<32x56x56x64xf32>
    %358 = "stablehlo.reshape"(%layer1.2.conv3.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %359 = "stablehlo.dot_general"(%357, %358) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x56x56x64xf32>, tensor<64x256xf32>) -> tensor<32x56x56x256xf32>
    %360 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %361 = "stablehlo.reduce"(%359, %360) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %362 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %363 = stablehlo.divide %361, %362 : tensor<256xf32>
    %364 = "stablehlo.broadcast_in_dim"(%363) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %365 = stablehlo.subtract %359, %364 : tensor<32x56x56x256xf32>
    %366 = stablehlo.multiply %365, %365 : tensor<32x56x56x256xf32>
    %367 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %368 = "stablehlo.reduce"(%366, %367) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %369 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %370 = stablehlo.divide %368, %369 : tensor<256xf32>
    %371 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %372 = stablehlo.add %370, %371 : tensor<256xf32>
    %373 = stablehlo.rsqrt %372 : tensor<256xf32>
    %374 = "stablehlo.broadcast_in_dim"(%373) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %375 = stablehlo.multiply %365, %374 : tensor<32x56x56x256xf32>
    %376 = "stablehlo.broadcast_in_dim"(%layer1.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %377 = stablehlo.multiply %375, %376 : tensor<32x56x56x256xf32>
    %378 = "stablehlo.broadcast_in_dim"(%layer1.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %379 = stablehlo.add %377, %378 : tensor<32x56x56x256xf32>
    %380 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %381 = stablehlo.multiply %layer1.2.bn3.running_mean, %380 : tensor<256xf32>
    %382 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %383 = stablehlo.multiply %363, %382 : tensor<256xf32>
    %384 = stablehlo.add %381, %383 : tensor<256xf32>
    %385 = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %386 = stablehlo.divide %368, %385 : tensor<256xf32>
    %387 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %388 = stablehlo.multiply %layer1.2.bn3.running_var, %387 : tensor<256xf32>
    %389 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %390 = stablehlo.multiply %386, %389 : tensor<256xf32>
    %391 = stablehlo.add %388, %390 : tensor<256xf32>
    %392 = stablehlo.add %379, %286 : tensor<32x56x56x256xf32>
    %393 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %394 = stablehlo.maximum %392, %393 : tensor<32x56x56x256xf32>
    %395 = "stablehlo.reshape"(%layer2.0.conv1.w) : (tensor<1x1x256x128xf32>) -> tensor<256x128xf32>
    %396 = "stablehlo.dot_general"(%394, %395) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x56x56x256xf32>, tensor<256x128xf32>) -> tensor<32x56x56x128xf32>
    %397 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %398 = "stablehlo.reduce"(%396, %397) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %399 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %400 = stablehlo.divide %398, %399 : tensor<128xf32>
    %401 = "stablehlo.broadcast_in_dim"(%400) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %402 = stablehlo.subtract %396, %401 : tensor<32x56x56x128xf32>
    %403 = stablehlo.multiply %402, %402 : tensor<32x56x56x128xf32>
    %404 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %405 = "stablehlo.reduce"(%403, %404) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %406 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %407 = stablehlo.divide %405, %406 : tensor<128xf32>
    %408 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %409 = stablehlo.add %407, %408 : tensor<128xf32>
    %410 = stablehlo.rsqrt %409 : tensor<128xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %412 = stablehlo.multiply %402, %411 : tensor<32x56x56x128xf32>
    %413 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %414 = stablehlo.multiply %412, %413 : tensor<32x56x56x128xf32>
    %415 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %416 = stablehlo.add %414, %415 : tensor<32x56x56x128xf32>
    %417 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %418 = stablehlo.multiply %layer2.0.bn1.running_mean, %417 : tensor<128xf32>
    %419 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %420 = stablehlo.multiply %400, %419 : tensor<128xf32>
    %421 = stablehlo.add %418, %420 : tensor<128xf32>
    %422 = stablehlo.constant dense<100351.0> : tensor<128xf32>
    %423 = stablehlo.divide %405, %422 : tensor<128xf32>
    %424 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %425 = stablehlo.multiply %layer2.0.bn1.running_var, %424 : tensor<128xf32>
    %426 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %427 = stablehlo.multiply %423, %426 : tensor<128xf32>
    %428 = stablehlo.add %425, %427 : tensor<128xf32>
    %429 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %430 = stablehlo.maximum %416, %429 : tensor<32x56x56x128xf32>
    %431 = "stablehlo.convolution"(%430, %layer2.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x56x56x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %432 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %433 = "stablehlo.reduce"(%431, %432) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %434 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %435 = stablehlo.divide %433, %434 : tensor<128xf32>
    %436 = "stablehlo.broadcast_in_dim"(%435) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %437 = stablehlo.subtract %431, %436 : tensor<32x28x28x128xf32>
    %438 = stablehlo.multiply %437, %437 : tensor<32x28x28x128xf32>
    %439 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %440 = "stablehlo.reduce"(%438, %439) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %441 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %442 = stablehlo.divide %440, %441 : tensor<128xf32>
    %443 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %444 = stablehlo.add %442, %443 : tensor<128xf32>
    %445 = stablehlo.rsqrt %444 : tensor<128xf32>
    %446 = "stablehlo.broadcast_in_dim"(%445) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %447 = stablehlo.multiply %437, %446 : tensor<32x28x28x128xf32>
    %448 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %449 = stablehlo.multiply %447, %448 : tensor<32x28x28x128xf32>
    %450 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %451 = stablehlo.add %449, %450 : tensor<32x28x28x128xf32>
    %452 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %453 = stablehlo.multiply %layer2.0.bn2.running_mean, %452 : tensor<128xf32>
    %454 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %455 = stablehlo.multiply %435, %454 : tensor<128xf32>
    %456 = stablehlo.add %453, %455 : tensor<128xf32>
    %457 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %458 = stablehlo.divide %440, %457 : tensor<128xf32>
    %459 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %460 = stablehlo.multiply %layer2.0.bn2.running_var, %459 : tensor<128xf32>
    %461 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %462 = stablehlo.multiply %458, %461 : tensor<128xf32>
    %463 = stablehlo.add %460, %462 : tensor<128xf32>
    %464 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %465 = stablehlo.maximum %451, %464 : tensor<32x28x28x128xf32>
    %466 = "stablehlo.reshape"(%layer2.0.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %467 = "stablehlo.dot_general"(%465, %466) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x28x28x128xf32>, tensor<128x512xf32>) -> tensor<32x28x28x512xf32>
    %468 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %469 = "stablehlo.reduce"(%467, %468) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %470 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %471 = stablehlo.divide %469, %470 : tensor<512xf32>
    %472 = "stablehlo.broadcast_in_dim"(%471) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %473 = stablehlo.subtract %467, %472 : tensor<32x28x28x512xf32>
    %474 = stablehlo.multiply %473, %473 : tensor<32x28x28x512xf32>
    %475 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %476 = "stablehlo.reduce"(%474, %475) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %477 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %478 = stablehlo.divide %476, %477 : tensor<512xf32>
    %479 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %480 = stablehlo.add %478, %479 : tensor<512xf32>
    %481 = stablehlo.rsqrt %480 : tensor<512xf32>
    %482 = "stablehlo.broadcast_in_dim"(%481) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %483 = stablehlo.multiply %473, %482 : tensor<32x28x28x512xf32>
    %484 = "stablehlo.broadcast_in_dim"(%layer2.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %485 = stablehlo.multiply %483, %484 : tensor<32x28x28x512xf32>
    %486 = "stablehlo.broadcast_in_dim"(%layer2.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %487 = stablehlo.add %485, %486 : tensor<32x28x28x512xf32>
    %488 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %489 = stablehlo.multiply %layer2.0.bn3.running_mean, %488 : tensor<512xf32>
    %490 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %491 = stablehlo.multiply %471, %490 : tensor<512xf32>
    %492 = stablehlo.add %489, %491 : tensor<512xf32>
    %493 = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %494 = stablehlo.divide %476, %493 : tensor<512xf32>
    %495 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %496 = stablehlo.multiply %layer2.0.bn3.running_var, %495 : tensor<512xf32>
    %497 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %498 = stablehlo.multiply %494, %497 : tensor<512xf32>
    %499 = stablehlo.add %496, %498 : tensor<512xf32>
    %500 = "stablehlo.slice"(%394) {limit_indices = array<i64: 32, 56, 56, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x56x56x256xf32>) -> tensor<32x28x28x256xf32>
    %501 = "stablehlo.reshape"(%layer2.0.downsample.0.w) : (tensor<1x1x256x512xf32>) -> tensor<256x512xf32>
    %502 = "stablehlo.dot_general"(%500, %501) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x28x28x256xf32>, tensor<256x512xf32>) -> tensor<32x28x28x512xf32>
    %503 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %504 = "stablehlo.reduce"(%502, %503) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %505 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %506 = stablehlo.divide %504, %505 : tensor<512xf32>
    %507 = "stablehlo.broadcast_in_dim"(%506) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %508 = stablehlo.subtract %502, %507 : tensor<32x28x28x512xf32>
    %509 = stablehlo.multiply %508, %508 : tensor<32x28x28x512xf32>
    %510 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %511 = "stablehlo.reduce"(%509, %510) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %512 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %513 = stablehlo.divide %511, %512 : tensor<512xf32>
    %514 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %515 = stablehlo.add %513, %514 : tensor<512xf32>
    %516 = stablehlo.rsqrt %515 : tensor<512xf32>
    %517 = "stablehlo.broadcast_in_dim"(%516) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %518 = stablehlo.multiply %508, %517 : tensor<32x28x28x512xf32>
    %519 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %520 = stablehlo.multiply %518, %519 : tensor<32x28x28x512xf32>
    %521 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %522 = stablehlo.add %520, %521 : tensor<32x28x28x512xf32>
    %523 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %524 = stablehlo.multiply %layer2.0.downsample.1.running_mean, %523 : tensor<512xf32>
    %525 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %526 = stablehlo.multiply %506, %525 : tensor<512xf32>
    %527 = stablehlo.add %524, %526 : tensor<512xf32>
    %528 = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %529 = stablehlo.divide %511, %528 : tensor<512xf32>
    %530 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %531 = stablehlo.multiply %layer2.0.downsample.1.running_var, %530 : tensor<512xf32>
    %532 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %533 = stablehlo.multiply %529, %532 : tensor<512xf32>
    %534 = stablehlo.add %531, %533 : tensor<512xf32>
    %535 = stablehlo.add %487, %522 : tensor<32x28x28x512xf32>
    %536 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %537 = stablehlo.maximum %535, %536 : tensor<32x28x28x512xf32>
    %538 = "stablehlo.reshape"(%layer2.1.conv1.w) : (tensor<1x1x512x128xf32>) -> tensor<512x128xf32>
    %539 = "stablehlo.dot_general"(%537, %538) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x28x28x512xf32>, tensor<512x128xf32>) -> tensor<32x28x28x128xf32>
    %540 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %541 = "stablehlo.reduce"(%539, %540) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %542 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %543 = stablehlo.divide %541, %542 : tensor<128xf32>
    %544 = "stablehlo.broadcast_in_dim"(%543) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %545 = stablehlo.subtract %539, %544 : tensor<32x28x28x128xf32>
    %546 = stablehlo.multiply %545, %545 : tensor<32x28x28x128xf32>
    %547 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %548 = "stablehlo.reduce"(%546, %547) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %549 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %550 = stablehlo.divide %548, %549 : tensor<128xf32>
    %551 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %552 = stablehlo.add %550, %551 : tensor<128xf32>
    %553 = stablehlo.rsqrt %552 : tensor<128xf32>
    %554 = "stablehlo.broadcast_in_dim"(%553) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %555 = stablehlo.multiply %545, %554 : tensor<32x28x28x128xf32>
    %556 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %557 = stablehlo.multiply %555, %556 : tensor<32x28x28x128xf32>
    %558 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %559 = stablehlo.add %557, %558 : tensor<32x28x28x128xf32>
    %560 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %561 = stablehlo.multiply %layer2.1.bn1.running_mean, %560 : tensor<128xf32>
    %562 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %563 = stablehlo.multiply %543, %562 : tensor<128xf32>
    %564 = stablehlo.add %561, %563 : tensor<128xf32>
    %565 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %566 = stablehlo.divide %548, %565 : tensor<128xf32>
    %567 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %568 = stablehlo.multiply %layer2.1.bn1.running_var, %567 : tensor<128xf32>
    %569 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %570 = stablehlo.multiply %566, %569 : tensor<128xf32>
    %571 = stablehlo.add %568, %570 : tensor<128xf32>
    %572 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %573 = stablehlo.maximum %559, %572 : tensor<32x28x28x128xf32>
    %574 = "stablehlo.convolution"(%573, %layer2.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %575 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %576 = "stablehlo.reduce"(%574, %575) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %577 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %578 = stablehlo.divide %576, %577 : tensor<128xf32>
    %579 = "stablehlo.broadcast_in_dim"(%578) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %580 = stablehlo.subtract %574, %579 : tensor<32x28x28x128xf32>
    %581 = stablehlo.multiply %580, %580 : tensor<32x28x28x128xf32>
    %582 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %583 = "stablehlo.reduce"(%581, %582) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %584 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %585 = stablehlo.divide %583, %584 : tensor<128xf32>
    %586 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %587 = stablehlo.add %585, %586 : tensor<128xf32>
    %588 = stablehlo.rsqrt %587 : tensor<128xf32>
    %589 = "stablehlo.broadcast_in_dim"(%588) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %590 = stablehlo.multiply %580, %589 : tensor<32x28x28x128xf32>
    %591 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %592 = stablehlo.multiply %590, %591 : tensor<32x28x28x128xf32>
    %593 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %594 = stablehlo.add %592, %593 : tensor<32x28x28x128xf32>
    %595 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %596 = stablehlo.multiply %layer2.1.bn2.running_mean, %595 : tensor<128xf32>
    %597 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %598 = stablehlo.multiply %578, %597 : tensor<128xf32>
    %599 = stablehlo.add %596, %598 : tensor<128xf32>
    %600 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %601 = stablehlo.divide %583, %600 : tensor<128xf32>
    %602 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %603 = stablehlo.multiply %layer2.1.bn2.running_var, %602 : tensor<128xf32>
    %604 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %605 = stablehlo.multiply %601, %604 : tensor<128xf32>
    %606 = stablehlo.add %603, %605 : tensor<128xf32>
    %607 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %608 = stablehlo.maximum %594, %607 : tensor<32x28x28x128xf32>
    %609 = "stablehlo.reshape"(%layer2.1.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %610 = "stablehlo.dot_general"(%608, %609) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x28x28x128xf32>, tensor<128x512xf32>) -> tensor<32x28x28x512xf32>
    %611 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %612 = "stablehlo.reduce"(%610, %611) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %613 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %614 = stablehlo.divide %612, %613 : tensor<512xf32>
    %615 = "stablehlo.broadcast_in_dim"(%614) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %616 = stablehlo.subtract %610, %615 : tensor<32x28x28x512xf32>
    %617 = stablehlo.multiply %616, %616 : tensor<32x28x28x512xf32>
    %618 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %619 = "stablehlo.reduce"(%617, %618) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %620 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %621 = stablehlo.divide %619, %620 : tensor<512xf32>
    %622 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %623 = stablehlo.add %621, %622 : tensor<512xf32>
    %624 = stablehlo.rsqrt %623 : tensor<512xf32>
    %625 = "stablehlo.broadcast_in_dim"(%624) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %626 = stablehlo.multiply %616, %625 : tensor<32x28x28x512xf32>
    %627 = "stablehlo.broadcast_in_dim"(%layer2.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %628 = stablehlo.multiply %626, %627 : tensor<32x28x28x512xf32>
    %629 = "stablehlo.broadcast_in_dim"(%layer2.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %630 = stablehlo.add %628, %629 : tensor<32x28x28x512xf32>
    %631 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %632 = stablehlo.multiply %layer2.1.bn3.running_mean, %631 : tensor<512xf32>
    %633 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %634 = stablehlo.multiply %614, %633 : tensor<512xf32>
    %635 = stablehlo.add %632, %634 : tensor<512xf32>
    %636 = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %637 = stablehlo.divide %619, %636 : tensor<512xf32>
    %638 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %639 = stablehlo.multiply %layer2.1.bn3.running_var, %638 : tensor<512xf32>
    %640 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %641 = stablehlo.multiply %637, %640 : tensor<512xf32>
    %642 = stablehlo.add %639, %641 : tensor<512xf32>
    %643 = stablehlo.add %630, %537 : tensor<32x28x28x512xf32>
    %644 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %645 = stablehlo.maximum %643, %644 : tensor<32x28x28x512xf32>
    %646 = "stablehlo.reshape"(%layer2.2.conv1.w) : (tensor<1x1x512x128xf32>) -> tensor<512x128xf32>
    %647 = "stablehlo.dot_general"(%645, %646) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x28x28x512xf32>, tensor<512x128xf32>) -> tensor<32x28x28x128xf32>
    %648 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %649 = "stablehlo.reduce"(%647, %648) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %650 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %651 = stablehlo.divide %649, %650 : tensor<128xf32>
    %652 = "stablehlo.broadcast_in_dim"(%651) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %653 = stablehlo.subtract %647, %652 : tensor<32x28x28x128xf32>
    %654 = stablehlo.multiply %653, %653 : tensor<32x28x28x128xf32>
    %655 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %656 = "stablehlo.reduce"(%654, %655) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %657 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %658 = stablehlo.divide %656, %657 : tensor<128xf32>
    %659 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %660 = stablehlo.add %658, %659 : tensor<128xf32>
    %661 = stablehlo.rsqrt %660 : tensor<128xf32>
    %662 = "stablehlo.broadcast_in_dim"(%661) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %663 = stablehlo.multiply %653, %662 : tensor<32x28x28x128xf32>
    %664 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %665 = stablehlo.multiply %663, %664 : tensor<32x28x28x128xf32>
    %666 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %667 = stablehlo.add %665, %666 : tensor<32x28x28x128xf32>
    %668 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %669 = stablehlo.multiply %layer2.2.bn1.running_mean, %668 : tensor<128xf32>
    %670 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %671 = stablehlo.multiply %651, %670 : tensor<128xf32>
    %672 = stablehlo.add %669, %671 : tensor<128xf32>
    %673 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %674 = stablehlo.divide %656, %673 : tensor<128xf32>
    %675 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %676 = stablehlo.multiply %layer2.2.bn1.running_var, %675 : tensor<128xf32>
    %677 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %678 = stablehlo.multiply %674, %677 : tensor<128xf32>
    %679 = stablehlo.add %676, %678 : tensor<128xf32>
    %680 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %681 = stablehlo.maximum %667, %680 : tensor<32x28x28x128xf32>
    %682 = "stablehlo.convolution"(%681, %layer2.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %683 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %684 = "stablehlo.reduce"(%682, %683) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %685 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %686 = stablehlo.divide %684, %685 : tensor<128xf32>
    %687 = "stablehlo.broadcast_in_dim"(%686) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %688 = stablehlo.subtract %682, %687 : tensor<32x28x28x128xf32>
    %689 = stablehlo.multiply %688, %688 : tensor<32x28x28x128xf32>
    %690 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %691 = "stablehlo.reduce"(%689, %690) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %692 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %693 = stablehlo.divide %691, %692 : tensor<128xf32>
    %694 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %695 = stablehlo.add %693, %694 : tensor<128xf32>
    %696 = stablehlo.rsqrt %695 : tensor<128xf32>
    %697 = "stablehlo.broadcast_in_dim"(%696) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %698 = stablehlo.multiply %688, %697 : tensor<32x28x28x128xf32>
    %699 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %700 = stablehlo.multiply %698, %699 : tensor<32x28x28x128xf32>
    %701 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %702 = stablehlo.add %700, %701 : tensor<32x28x28x128xf32>
    %703 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %704 = stablehlo.multiply %layer2.2.bn2.running_mean, %703 : tensor<128xf32>
    %705 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %706 = stablehlo.multiply %686, %705 : tensor<128xf32>
    %707 = stablehlo.add %704, %706 : tensor<128xf32>
    %708 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %709 = stablehlo.divide %691, %708 : tensor<128xf32>
    %710 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %711 = stablehlo.multiply %layer2.2.bn2.running_var, %710 : tensor<128xf32>
    %712 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %713 = stablehlo.multiply %709, %712 : tensor<128xf32>
    %714 = stablehlo.add %711, %713 : tensor<128xf32>
    %715 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %716 = stablehlo.maximum %702, %715 : tensor<32x28x28x128xf32>
    %717 = "stablehlo.reshape"(%layer2.2.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %718 = "stablehlo.dot_general"(%716, %717) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x28x28x128xf32>, tensor<128x512xf32>) -> tensor<32x28x28x512xf32>
    %719 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %720 = "stablehlo.reduce"(%718, %719) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %721 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %722 = stablehlo.divide %720, %721 : tensor<512xf32>
    %723 = "stablehlo.broadcast_in_dim"(%722) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %724 = stablehlo.subtract %718, %723 : tensor<32x28x28x512xf32>
    %725 = stablehlo.multiply %724, %724 : tensor<32x28x28x512xf32>
    %726 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %727 = "stablehlo.reduce"(%725, %726) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %728 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %729 = stablehlo.divide %727, %728 : tensor<512xf32>
    %730 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %731 = stablehlo.add %729, %730 : tensor<512xf32>
    %732 = stablehlo.rsqrt %731 : tensor<512xf32>
    %733 = "stablehlo.broadcast_in_dim"(%732) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %734 = stablehlo.multiply %724, %733 : tensor<32x28x28x512xf32>
    %735 = "stablehlo.broadcast_in_dim"(%layer2.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %736 = stablehlo.multiply %734, %735 : tensor<32x28x28x512xf32>
    %737 = "stablehlo.broadcast_in_dim"(%layer2.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %738 = stablehlo.add %736, %737 : tensor<32x28x28x512xf32>
    %739 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %740 = stablehlo.multiply %layer2.2.bn3.running_mean, %739 : tensor<512xf32>
    %741 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %742 = stablehlo.multiply %722, %741 : tensor<512xf32>
    %743 = stablehlo.add %740, %742 : tensor<512xf32>
    %744 = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %745 = stablehlo.divide %727, %744 : tensor<512xf32>
    %746 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %747 = stablehlo.multiply %layer2.2.bn3.running_var, %746 : tensor<512xf32>
    %748 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %749 = stablehlo.multiply %745, %748 : tensor<512xf32>
    %750 = stablehlo.add %747, %749 : tensor<512xf32>
    %751 = stablehlo.add %738, %645 : tensor<32x28x28x512xf32>
    %752 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %753 = stablehlo.maximum %751, %752 : tensor<32x28x28x512xf32>
    %754 = "stablehlo.reshape"(%layer2.3.conv1.w) : (tensor<1x1x512x128xf32>) -> tensor<512x128xf32>
    %755 = "stablehlo.dot_general"(%753, %754) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x28x28x512xf32>, tensor<512x128xf32>) -> tensor<32x28x28x128xf32>
    %756 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %757 = "stablehlo.reduce"(%755, %756) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %758 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %759 = stablehlo.divide %757, %758 : tensor<128xf32>
    %760 = "stablehlo.broadcast_in_dim"(%759) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %761 = stablehlo.subtract %755, %760 : tensor<32x28x28x128xf32>
    %762 = stablehlo.multiply %761, %761 : tensor<32x28x28x128xf32>
    %763 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %764 = "stablehlo.reduce"(%762, %763) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %765 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %766 = stablehlo.divide %764, %765 : tensor<128xf32>
    %767 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %768 = stablehlo.add %766, %767 : tensor<128xf32>
    %769 = stablehlo.rsqrt %768 : tensor<128xf32>
    %770 = "stablehlo.broadcast_in_dim"(%769) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %771 = stablehlo.multiply %761, %770 : tensor<32x28x28x128xf32>
    %772 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %773 = stablehlo.multiply %771, %772 : tensor<32x28x28x128xf32>
    %774 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %775 = stablehlo.add %773, %774 : tensor<32x28x28x128xf32>
    %776 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %777 = stablehlo.multiply %layer2.3.bn1.running_mean, %776 : tensor<128xf32>
    %778 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %779 = stablehlo.multiply %759, %778 : tensor<128xf32>
    %780 = stablehlo.add %777, %779 : tensor<128xf32>
    %781 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %782 = stablehlo.divide %764, %781 : tensor<128xf32>
    %783 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %784 = stablehlo.multiply %layer2.3.bn1.running_var, %783 : tensor<128xf32>
    %785 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %786 = stablehlo.multiply %782, %785 : tensor<128xf32>
    %787 = stablehlo.add %784, %786 : tensor<128xf32>
    %788 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %789 = stablehlo.maximum %775, %788 : tensor<32x28x28x128xf32>
    %790 = "stablehlo.convolution"(%789, %layer2.3.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %791 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %792 = "stablehlo.reduce"(%790, %791) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %793 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %794 = stablehlo.divide %792, %793 : tensor<128xf32>
    %795 = "stablehlo.broadcast_in_dim"(%794) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %796 = stablehlo.subtract %790, %795 : tensor<32x28x28x128xf32>
    %797 = stablehlo.multiply %796, %796 : tensor<32x28x28x128xf32>
    %798 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %799 = "stablehlo.reduce"(%797, %798) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %800 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %801 = stablehlo.divide %799, %800 : tensor<128xf32>
    %802 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %803 = stablehlo.add %801, %802 : tensor<128xf32>
    %804 = stablehlo.rsqrt %803 : tensor<128xf32>
    %805 = "stablehlo.broadcast_in_dim"(%804) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %806 = stablehlo.multiply %796, %805 : tensor<32x28x28x128xf32>
    %807 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %808 = stablehlo.multiply %806, %807 : tensor<32x28x28x128xf32>
    %809 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %810 = stablehlo.add %808, %809 : tensor<32x28x28x128xf32>
    %811 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %812 = stablehlo.multiply %layer2.3.bn2.running_mean, %811 : tensor<128xf32>
    %813 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %814 = stablehlo.multiply %794, %813 : tensor<128xf32>
    %815 = stablehlo.add %812, %814 : tensor<128xf32>
    %816 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %817 = stablehlo.divide %799, %816 : tensor<128xf32>
    %818 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %819 = stablehlo.multiply %layer2.3.bn2.running_var, %818 : tensor<128xf32>
    %820 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %821 = stablehlo.multiply %817, %820 : tensor<128xf32>
    %822 = stablehlo.add %819, %821 : tensor<128xf32>
    %823 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %824 = stablehlo.maximum %810, %823 : tensor<32x28x28x128xf32>
    %825 = "stablehlo.reshape"(%layer2.3.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %826 = "stablehlo.dot_general"(%824, %825) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x28x28x128xf32>, tensor<128x512xf32>) -> tensor<32x28x28x512xf32>
    %827 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %828 = "stablehlo.reduce"(%826, %827) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %829 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %830 = stablehlo.divide %828, %829 : tensor<512xf32>
    %831 = "stablehlo.broadcast_in_dim"(%830) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %832 = stablehlo.subtract %826, %831 : tensor<32x28x28x512xf32>
    %833 = stablehlo.multiply %832, %832 : tensor<32x28x28x512xf32>
    %834 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %835 = "stablehlo.reduce"(%833, %834) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %836 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %837 = stablehlo.divide %835, %836 : tensor<512xf32>
    %838 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %839 = stablehlo.add %837, %838 : tensor<512xf32>
    %840 = stablehlo.rsqrt %839 : tensor<512xf32>
    %841 = "stablehlo.broadcast_in_dim"(%840) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %842 = stablehlo.multiply %832, %841 : tensor<32x28x28x512xf32>
    %843 = "stablehlo.broadcast_in_dim"(%layer2.3.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %844 = stablehlo.multiply %842, %843 : tensor<32x28x28x512xf32>
    %845 = "stablehlo.broadcast_in_dim"(%layer2.3.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %846 = stablehlo.add %844, %845 : tensor<32x28x28x512xf32>
    %847 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %848 = stablehlo.multiply %layer2.3.bn3.running_mean, %847 : tensor<512xf32>
    %849 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %850 = stablehlo.multiply %830, %849 : tensor<512xf32>
    %851 = stablehlo.add %848, %850 : tensor<512xf32>
    %852 = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %853 = stablehlo.divide %835, %852 : tensor<512xf32>
    %854 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %855 = stablehlo.multiply %layer2.3.bn3.running_var, %854 : tensor<512xf32>
    %856 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %857 = stablehlo.multiply %853, %856 : tensor<512xf32>
    %858 = stablehlo.add %855, %857 : tensor<512xf32>
    %859 = stablehlo.add %846, %753 : tensor<32x28x28x512xf32>
    %860 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %861 = stablehlo.maximum %859, %860 : tensor<32x28x28x512xf32>
    %862 = "stablehlo.reshape"(%layer3.0.conv1.w) : (tensor<1x1x512x256xf32>) -> tensor<512x256xf32>
    %863 = "stablehlo.dot_general"(%861, %862) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x28x28x512xf32>, tensor<512x256xf32>) -> tensor<32x28x28x256xf32>
    %864 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %865 = "stablehlo.reduce"(%863, %864) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %866 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %867 = stablehlo.divide %865, %866 : tensor<256xf32>
    %868 = "stablehlo.broadcast_in_dim"(%867) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %869 = stablehlo.subtract %863, %868 : tensor<32x28x28x256xf32>
    %870 = stablehlo.multiply %869, %869 : tensor<32x28x28x256xf32>
    %871 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %872 = "stablehlo.reduce"(%870, %871) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %873 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %874 = stablehlo.divide %872, %873 : tensor<256xf32>
    %875 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %876 = stablehlo.add %874, %875 : tensor<256xf32>
    %877 = stablehlo.rsqrt %876 : tensor<256xf32>
    %878 = "stablehlo.broadcast_in_dim"(%877) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %879 = stablehlo.multiply %869, %878 : tensor<32x28x28x256xf32>
    %880 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %881 = stablehlo.multiply %879, %880 : tensor<32x28x28x256xf32>
    %882 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %883 = stablehlo.add %881, %882 : tensor<32x28x28x256xf32>
    %884 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %885 = stablehlo.multiply %layer3.0.bn1.running_mean, %884 : tensor<256xf32>
    %886 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %887 = stablehlo.multiply %867, %886 : tensor<256xf32>
    %888 = stablehlo.add %885, %887 : tensor<256xf32>
    %889 = stablehlo.constant dense<25087.0> : tensor<256xf32>
    %890 = stablehlo.divide %872, %889 : tensor<256xf32>
    %891 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %892 = stablehlo.multiply %layer3.0.bn1.running_var, %891 : tensor<256xf32>
    %893 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %894 = stablehlo.multiply %890, %893 : tensor<256xf32>
    %895 = stablehlo.add %892, %894 : tensor<256xf32>
    %896 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %897 = stablehlo.maximum %883, %896 : tensor<32x28x28x256xf32>
    %898 = "stablehlo.convolution"(%897, %layer3.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x28x28x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %899 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %900 = "stablehlo.reduce"(%898, %899) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %901 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %902 = stablehlo.divide %900, %901 : tensor<256xf32>
    %903 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %904 = stablehlo.subtract %898, %903 : tensor<32x14x14x256xf32>
    %905 = stablehlo.multiply %904, %904 : tensor<32x14x14x256xf32>
    %906 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %907 = "stablehlo.reduce"(%905, %906) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %908 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %909 = stablehlo.divide %907, %908 : tensor<256xf32>
    %910 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %911 = stablehlo.add %909, %910 : tensor<256xf32>
    %912 = stablehlo.rsqrt %911 : tensor<256xf32>
    %913 = "stablehlo.broadcast_in_dim"(%912) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %914 = stablehlo.multiply %904, %913 : tensor<32x14x14x256xf32>
    %915 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %916 = stablehlo.multiply %914, %915 : tensor<32x14x14x256xf32>
    %917 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %918 = stablehlo.add %916, %917 : tensor<32x14x14x256xf32>
    %919 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %920 = stablehlo.multiply %layer3.0.bn2.running_mean, %919 : tensor<256xf32>
    %921 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %922 = stablehlo.multiply %902, %921 : tensor<256xf32>
    %923 = stablehlo.add %920, %922 : tensor<256xf32>
    %924 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %925 = stablehlo.divide %907, %924 : tensor<256xf32>
    %926 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %927 = stablehlo.multiply %layer3.0.bn2.running_var, %926 : tensor<256xf32>
    %928 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %929 = stablehlo.multiply %925, %928 : tensor<256xf32>
    %930 = stablehlo.add %927, %929 : tensor<256xf32>
    %931 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %932 = stablehlo.maximum %918, %931 : tensor<32x14x14x256xf32>
    %933 = "stablehlo.reshape"(%layer3.0.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %934 = "stablehlo.dot_general"(%932, %933) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %935 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %936 = "stablehlo.reduce"(%934, %935) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %937 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %938 = stablehlo.divide %936, %937 : tensor<1024xf32>
    %939 = "stablehlo.broadcast_in_dim"(%938) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %940 = stablehlo.subtract %934, %939 : tensor<32x14x14x1024xf32>
    %941 = stablehlo.multiply %940, %940 : tensor<32x14x14x1024xf32>
    %942 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %943 = "stablehlo.reduce"(%941, %942) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %944 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %945 = stablehlo.divide %943, %944 : tensor<1024xf32>
    %946 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %947 = stablehlo.add %945, %946 : tensor<1024xf32>
    %948 = stablehlo.rsqrt %947 : tensor<1024xf32>
    %949 = "stablehlo.broadcast_in_dim"(%948) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %950 = stablehlo.multiply %940, %949 : tensor<32x14x14x1024xf32>
    %951 = "stablehlo.broadcast_in_dim"(%layer3.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %952 = stablehlo.multiply %950, %951 : tensor<32x14x14x1024xf32>
    %953 = "stablehlo.broadcast_in_dim"(%layer3.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %954 = stablehlo.add %952, %953 : tensor<32x14x14x1024xf32>
    %955 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %956 = stablehlo.multiply %layer3.0.bn3.running_mean, %955 : tensor<1024xf32>
    %957 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %958 = stablehlo.multiply %938, %957 : tensor<1024xf32>
    %959 = stablehlo.add %956, %958 : tensor<1024xf32>
    %960 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %961 = stablehlo.divide %943, %960 : tensor<1024xf32>
    %962 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %963 = stablehlo.multiply %layer3.0.bn3.running_var, %962 : tensor<1024xf32>
    %964 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %965 = stablehlo.multiply %961, %964 : tensor<1024xf32>
    %966 = stablehlo.add %963, %965 : tensor<1024xf32>
    %967 = "stablehlo.slice"(%861) {limit_indices = array<i64: 32, 28, 28, 512>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x28x28x512xf32>) -> tensor<32x14x14x512xf32>
    %968 = "stablehlo.reshape"(%layer3.0.downsample.0.w) : (tensor<1x1x512x1024xf32>) -> tensor<512x1024xf32>
    %969 = "stablehlo.dot_general"(%967, %968) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x512xf32>, tensor<512x1024xf32>) -> tensor<32x14x14x1024xf32>
    %970 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %971 = "stablehlo.reduce"(%969, %970) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %972 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %973 = stablehlo.divide %971, %972 : tensor<1024xf32>
    %974 = "stablehlo.broadcast_in_dim"(%973) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %975 = stablehlo.subtract %969, %974 : tensor<32x14x14x1024xf32>
    %976 = stablehlo.multiply %975, %975 : tensor<32x14x14x1024xf32>
    %977 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %978 = "stablehlo.reduce"(%976, %977) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %979 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %980 = stablehlo.divide %978, %979 : tensor<1024xf32>
    %981 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %982 = stablehlo.add %980, %981 : tensor<1024xf32>
    %983 = stablehlo.rsqrt %982 : tensor<1024xf32>
    %984 = "stablehlo.broadcast_in_dim"(%983) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %985 = stablehlo.multiply %975, %984 : tensor<32x14x14x1024xf32>
    %986 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %987 = stablehlo.multiply %985, %986 : tensor<32x14x14x1024xf32>
    %988 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %989 = stablehlo.add %987, %988 : tensor<32x14x14x1024xf32>
    %990 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %991 = stablehlo.multiply %layer3.0.downsample.1.running_mean, %990 : tensor<1024xf32>
    %992 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %993 = stablehlo.multiply %973, %992 : tensor<1024xf32>
    %994 = stablehlo.add %991, %993 : tensor<1024xf32>
    %995 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %996 = stablehlo.divide %978, %995 : tensor<1024xf32>
    %997 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %998 = stablehlo.multiply %layer3.0.downsample.1.running_var, %997 : tensor<1024xf32>
    %999 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1000 = stablehlo.multiply %996, %999 : tensor<1024xf32>
    %1001 = stablehlo.add %998, %1000 : tensor<1024xf32>
    %1002 = stablehlo.add %954, %989 : tensor<32x14x14x1024xf32>
    %1003 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1004 = stablehlo.maximum %1002, %1003 : tensor<32x14x14x1024xf32>
    %1005 = "stablehlo.reshape"(%layer3.1.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %1006 = "stablehlo.dot_general"(%1004, %1005) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %1007 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1008 = "stablehlo.reduce"(%1006, %1007) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1009 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1010 = stablehlo.divide %1008, %1009 : tensor<256xf32>
    %1011 = "stablehlo.broadcast_in_dim"(%1010) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1012 = stablehlo.subtract %1006, %1011 : tensor<32x14x14x256xf32>
    %1013 = stablehlo.multiply %1012, %1012 : tensor<32x14x14x256xf32>
    %1014 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1015 = "stablehlo.reduce"(%1013, %1014) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1016 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1017 = stablehlo.divide %1015, %1016 : tensor<256xf32>
    %1018 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1019 = stablehlo.add %1017, %1018 : tensor<256xf32>
    %1020 = stablehlo.rsqrt %1019 : tensor<256xf32>
    %1021 = "stablehlo.broadcast_in_dim"(%1020) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1022 = stablehlo.multiply %1012, %1021 : tensor<32x14x14x256xf32>
    %1023 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1024 = stablehlo.multiply %1022, %1023 : tensor<32x14x14x256xf32>
    %1025 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1026 = stablehlo.add %1024, %1025 : tensor<32x14x14x256xf32>
    %1027 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1028 = stablehlo.multiply %layer3.1.bn1.running_mean, %1027 : tensor<256xf32>
    %1029 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1030 = stablehlo.multiply %1010, %1029 : tensor<256xf32>
    %1031 = stablehlo.add %1028, %1030 : tensor<256xf32>
    %1032 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1033 = stablehlo.divide %1015, %1032 : tensor<256xf32>
    %1034 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1035 = stablehlo.multiply %layer3.1.bn1.running_var, %1034 : tensor<256xf32>
    %1036 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1037 = stablehlo.multiply %1033, %1036 : tensor<256xf32>
    %1038 = stablehlo.add %1035, %1037 : tensor<256xf32>
    %1039 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1040 = stablehlo.maximum %1026, %1039 : tensor<32x14x14x256xf32>
    %1041 = "stablehlo.convolution"(%1040, %layer3.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1042 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1043 = "stablehlo.reduce"(%1041, %1042) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1044 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1045 = stablehlo.divide %1043, %1044 : tensor<256xf32>
    %1046 = "stablehlo.broadcast_in_dim"(%1045) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1047 = stablehlo.subtract %1041, %1046 : tensor<32x14x14x256xf32>
    %1048 = stablehlo.multiply %1047, %1047 : tensor<32x14x14x256xf32>
    %1049 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1050 = "stablehlo.reduce"(%1048, %1049) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1051 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1052 = stablehlo.divide %1050, %1051 : tensor<256xf32>
    %1053 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1054 = stablehlo.add %1052, %1053 : tensor<256xf32>
    %1055 = stablehlo.rsqrt %1054 : tensor<256xf32>
    %1056 = "stablehlo.broadcast_in_dim"(%1055) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1057 = stablehlo.multiply %1047, %1056 : tensor<32x14x14x256xf32>
    %1058 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1059 = stablehlo.multiply %1057, %1058 : tensor<32x14x14x256xf32>
    %1060 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1061 = stablehlo.add %1059, %1060 : tensor<32x14x14x256xf32>
    %1062 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1063 = stablehlo.multiply %layer3.1.bn2.running_mean, %1062 : tensor<256xf32>
    %1064 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1065 = stablehlo.multiply %1045, %1064 : tensor<256xf32>
    %1066 = stablehlo.add %1063, %1065 : tensor<256xf32>
    %1067 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1068 = stablehlo.divide %1050, %1067 : tensor<256xf32>
    %1069 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1070 = stablehlo.multiply %layer3.1.bn2.running_var, %1069 : tensor<256xf32>
    %1071 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1072 = stablehlo.multiply %1068, %1071 : tensor<256xf32>
    %1073 = stablehlo.add %1070, %1072 : tensor<256xf32>
    %1074 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1075 = stablehlo.maximum %1061, %1074 : tensor<32x14x14x256xf32>
    %1076 = "stablehlo.reshape"(%layer3.1.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %1077 = "stablehlo.dot_general"(%1075, %1076) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %1078 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1079 = "stablehlo.reduce"(%1077, %1078) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1080 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1081 = stablehlo.divide %1079, %1080 : tensor<1024xf32>
    %1082 = "stablehlo.broadcast_in_dim"(%1081) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1083 = stablehlo.subtract %1077, %1082 : tensor<32x14x14x1024xf32>
    %1084 = stablehlo.multiply %1083, %1083 : tensor<32x14x14x1024xf32>
    %1085 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1086 = "stablehlo.reduce"(%1084, %1085) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1087 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1088 = stablehlo.divide %1086, %1087 : tensor<1024xf32>
    %1089 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %1090 = stablehlo.add %1088, %1089 : tensor<1024xf32>
    %1091 = stablehlo.rsqrt %1090 : tensor<1024xf32>
    %1092 = "stablehlo.broadcast_in_dim"(%1091) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1093 = stablehlo.multiply %1083, %1092 : tensor<32x14x14x1024xf32>
    %1094 = "stablehlo.broadcast_in_dim"(%layer3.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1095 = stablehlo.multiply %1093, %1094 : tensor<32x14x14x1024xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%layer3.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<32x14x14x1024xf32>
    %1098 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1099 = stablehlo.multiply %layer3.1.bn3.running_mean, %1098 : tensor<1024xf32>
    %1100 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1101 = stablehlo.multiply %1081, %1100 : tensor<1024xf32>
    %1102 = stablehlo.add %1099, %1101 : tensor<1024xf32>
    %1103 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %1104 = stablehlo.divide %1086, %1103 : tensor<1024xf32>
    %1105 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1106 = stablehlo.multiply %layer3.1.bn3.running_var, %1105 : tensor<1024xf32>
    %1107 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1108 = stablehlo.multiply %1104, %1107 : tensor<1024xf32>
    %1109 = stablehlo.add %1106, %1108 : tensor<1024xf32>
    %1110 = stablehlo.add %1097, %1004 : tensor<32x14x14x1024xf32>
    %1111 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1112 = stablehlo.maximum %1110, %1111 : tensor<32x14x14x1024xf32>
    %1113 = "stablehlo.reshape"(%layer3.2.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %1114 = "stablehlo.dot_general"(%1112, %1113) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %1115 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1116 = "stablehlo.reduce"(%1114, %1115) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1117 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1118 = stablehlo.divide %1116, %1117 : tensor<256xf32>
    %1119 = "stablehlo.broadcast_in_dim"(%1118) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1120 = stablehlo.subtract %1114, %1119 : tensor<32x14x14x256xf32>
    %1121 = stablehlo.multiply %1120, %1120 : tensor<32x14x14x256xf32>
    %1122 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1123 = "stablehlo.reduce"(%1121, %1122) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1124 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1125 = stablehlo.divide %1123, %1124 : tensor<256xf32>
    %1126 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1127 = stablehlo.add %1125, %1126 : tensor<256xf32>
    %1128 = stablehlo.rsqrt %1127 : tensor<256xf32>
    %1129 = "stablehlo.broadcast_in_dim"(%1128) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1130 = stablehlo.multiply %1120, %1129 : tensor<32x14x14x256xf32>
    %1131 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1132 = stablehlo.multiply %1130, %1131 : tensor<32x14x14x256xf32>
    %1133 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1134 = stablehlo.add %1132, %1133 : tensor<32x14x14x256xf32>
    %1135 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1136 = stablehlo.multiply %layer3.2.bn1.running_mean, %1135 : tensor<256xf32>
    %1137 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1138 = stablehlo.multiply %1118, %1137 : tensor<256xf32>
    %1139 = stablehlo.add %1136, %1138 : tensor<256xf32>
    %1140 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1141 = stablehlo.divide %1123, %1140 : tensor<256xf32>
    %1142 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1143 = stablehlo.multiply %layer3.2.bn1.running_var, %1142 : tensor<256xf32>
    %1144 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1145 = stablehlo.multiply %1141, %1144 : tensor<256xf32>
    %1146 = stablehlo.add %1143, %1145 : tensor<256xf32>
    %1147 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1148 = stablehlo.maximum %1134, %1147 : tensor<32x14x14x256xf32>
    %1149 = "stablehlo.convolution"(%1148, %layer3.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1150 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1151 = "stablehlo.reduce"(%1149, %1150) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1152 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1153 = stablehlo.divide %1151, %1152 : tensor<256xf32>
    %1154 = "stablehlo.broadcast_in_dim"(%1153) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1155 = stablehlo.subtract %1149, %1154 : tensor<32x14x14x256xf32>
    %1156 = stablehlo.multiply %1155, %1155 : tensor<32x14x14x256xf32>
    %1157 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1158 = "stablehlo.reduce"(%1156, %1157) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1159 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1160 = stablehlo.divide %1158, %1159 : tensor<256xf32>
    %1161 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1162 = stablehlo.add %1160, %1161 : tensor<256xf32>
    %1163 = stablehlo.rsqrt %1162 : tensor<256xf32>
    %1164 = "stablehlo.broadcast_in_dim"(%1163) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1165 = stablehlo.multiply %1155, %1164 : tensor<32x14x14x256xf32>
    %1166 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1167 = stablehlo.multiply %1165, %1166 : tensor<32x14x14x256xf32>
    %1168 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1169 = stablehlo.add %1167, %1168 : tensor<32x14x14x256xf32>
    %1170 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1171 = stablehlo.multiply %layer3.2.bn2.running_mean, %1170 : tensor<256xf32>
    %1172 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1173 = stablehlo.multiply %1153, %1172 : tensor<256xf32>
    %1174 = stablehlo.add %1171, %1173 : tensor<256xf32>
    %1175 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1176 = stablehlo.divide %1158, %1175 : tensor<256xf32>
    %1177 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1178 = stablehlo.multiply %layer3.2.bn2.running_var, %1177 : tensor<256xf32>
    %1179 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1180 = stablehlo.multiply %1176, %1179 : tensor<256xf32>
    %1181 = stablehlo.add %1178, %1180 : tensor<256xf32>
    %1182 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1183 = stablehlo.maximum %1169, %1182 : tensor<32x14x14x256xf32>
    %1184 = "stablehlo.reshape"(%layer3.2.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %1185 = "stablehlo.dot_general"(%1183, %1184) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %1186 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1187 = "stablehlo.reduce"(%1185, %1186) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1188 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1189 = stablehlo.divide %1187, %1188 : tensor<1024xf32>
    %1190 = "stablehlo.broadcast_in_dim"(%1189) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1191 = stablehlo.subtract %1185, %1190 : tensor<32x14x14x1024xf32>
    %1192 = stablehlo.multiply %1191, %1191 : tensor<32x14x14x1024xf32>
    %1193 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1194 = "stablehlo.reduce"(%1192, %1193) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1195 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1196 = stablehlo.divide %1194, %1195 : tensor<1024xf32>
    %1197 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %1198 = stablehlo.add %1196, %1197 : tensor<1024xf32>
    %1199 = stablehlo.rsqrt %1198 : tensor<1024xf32>
    %1200 = "stablehlo.broadcast_in_dim"(%1199) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1201 = stablehlo.multiply %1191, %1200 : tensor<32x14x14x1024xf32>
    %1202 = "stablehlo.broadcast_in_dim"(%layer3.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1203 = stablehlo.multiply %1201, %1202 : tensor<32x14x14x1024xf32>
    %1204 = "stablehlo.broadcast_in_dim"(%layer3.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1205 = stablehlo.add %1203, %1204 : tensor<32x14x14x1024xf32>
    %1206 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1207 = stablehlo.multiply %layer3.2.bn3.running_mean, %1206 : tensor<1024xf32>
    %1208 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1209 = stablehlo.multiply %1189, %1208 : tensor<1024xf32>
    %1210 = stablehlo.add %1207, %1209 : tensor<1024xf32>
    %1211 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %1212 = stablehlo.divide %1194, %1211 : tensor<1024xf32>
    %1213 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1214 = stablehlo.multiply %layer3.2.bn3.running_var, %1213 : tensor<1024xf32>
    %1215 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1216 = stablehlo.multiply %1212, %1215 : tensor<1024xf32>
    %1217 = stablehlo.add %1214, %1216 : tensor<1024xf32>
    %1218 = stablehlo.add %1205, %1112 : tensor<32x14x14x1024xf32>
    %1219 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1220 = stablehlo.maximum %1218, %1219 : tensor<32x14x14x1024xf32>
    %1221 = "stablehlo.reshape"(%layer3.3.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %1222 = "stablehlo.dot_general"(%1220, %1221) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %1223 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1224 = "stablehlo.reduce"(%1222, %1223) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1225 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1226 = stablehlo.divide %1224, %1225 : tensor<256xf32>
    %1227 = "stablehlo.broadcast_in_dim"(%1226) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1228 = stablehlo.subtract %1222, %1227 : tensor<32x14x14x256xf32>
    %1229 = stablehlo.multiply %1228, %1228 : tensor<32x14x14x256xf32>
    %1230 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1231 = "stablehlo.reduce"(%1229, %1230) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1232 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1233 = stablehlo.divide %1231, %1232 : tensor<256xf32>
    %1234 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1235 = stablehlo.add %1233, %1234 : tensor<256xf32>
    %1236 = stablehlo.rsqrt %1235 : tensor<256xf32>
    %1237 = "stablehlo.broadcast_in_dim"(%1236) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1238 = stablehlo.multiply %1228, %1237 : tensor<32x14x14x256xf32>
    %1239 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1240 = stablehlo.multiply %1238, %1239 : tensor<32x14x14x256xf32>
    %1241 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1242 = stablehlo.add %1240, %1241 : tensor<32x14x14x256xf32>
    %1243 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1244 = stablehlo.multiply %layer3.3.bn1.running_mean, %1243 : tensor<256xf32>
    %1245 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1246 = stablehlo.multiply %1226, %1245 : tensor<256xf32>
    %1247 = stablehlo.add %1244, %1246 : tensor<256xf32>
    %1248 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1249 = stablehlo.divide %1231, %1248 : tensor<256xf32>
    %1250 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1251 = stablehlo.multiply %layer3.3.bn1.running_var, %1250 : tensor<256xf32>
    %1252 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1253 = stablehlo.multiply %1249, %1252 : tensor<256xf32>
    %1254 = stablehlo.add %1251, %1253 : tensor<256xf32>
    %1255 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1256 = stablehlo.maximum %1242, %1255 : tensor<32x14x14x256xf32>
    %1257 = "stablehlo.convolution"(%1256, %layer3.3.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1258 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1259 = "stablehlo.reduce"(%1257, %1258) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1260 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1261 = stablehlo.divide %1259, %1260 : tensor<256xf32>
    %1262 = "stablehlo.broadcast_in_dim"(%1261) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1263 = stablehlo.subtract %1257, %1262 : tensor<32x14x14x256xf32>
    %1264 = stablehlo.multiply %1263, %1263 : tensor<32x14x14x256xf32>
    %1265 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1266 = "stablehlo.reduce"(%1264, %1265) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1267 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1268 = stablehlo.divide %1266, %1267 : tensor<256xf32>
    %1269 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1270 = stablehlo.add %1268, %1269 : tensor<256xf32>
    %1271 = stablehlo.rsqrt %1270 : tensor<256xf32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1273 = stablehlo.multiply %1263, %1272 : tensor<32x14x14x256xf32>
    %1274 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1275 = stablehlo.multiply %1273, %1274 : tensor<32x14x14x256xf32>
    %1276 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1277 = stablehlo.add %1275, %1276 : tensor<32x14x14x256xf32>
    %1278 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1279 = stablehlo.multiply %layer3.3.bn2.running_mean, %1278 : tensor<256xf32>
    %1280 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1281 = stablehlo.multiply %1261, %1280 : tensor<256xf32>
    %1282 = stablehlo.add %1279, %1281 : tensor<256xf32>
    %1283 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1284 = stablehlo.divide %1266, %1283 : tensor<256xf32>
    %1285 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1286 = stablehlo.multiply %layer3.3.bn2.running_var, %1285 : tensor<256xf32>
    %1287 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1288 = stablehlo.multiply %1284, %1287 : tensor<256xf32>
    %1289 = stablehlo.add %1286, %1288 : tensor<256xf32>
    %1290 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1291 = stablehlo.maximum %1277, %1290 : tensor<32x14x14x256xf32>
    %1292 = "stablehlo.reshape"(%layer3.3.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %1293 = "stablehlo.dot_general"(%1291, %1292) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %1294 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1295 = "stablehlo.reduce"(%1293, %1294) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1296 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1297 = stablehlo.divide %1295, %1296 : tensor<1024xf32>
    %1298 = "stablehlo.broadcast_in_dim"(%1297) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1299 = stablehlo.subtract %1293, %1298 : tensor<32x14x14x1024xf32>
    %1300 = stablehlo.multiply %1299, %1299 : tensor<32x14x14x1024xf32>
    %1301 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1302 = "stablehlo.reduce"(%1300, %1301) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1303 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1304 = stablehlo.divide %1302, %1303 : tensor<1024xf32>
    %1305 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %1306 = stablehlo.add %1304, %1305 : tensor<1024xf32>
    %1307 = stablehlo.rsqrt %1306 : tensor<1024xf32>
    %1308 = "stablehlo.broadcast_in_dim"(%1307) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1309 = stablehlo.multiply %1299, %1308 : tensor<32x14x14x1024xf32>
    %1310 = "stablehlo.broadcast_in_dim"(%layer3.3.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1311 = stablehlo.multiply %1309, %1310 : tensor<32x14x14x1024xf32>
    %1312 = "stablehlo.broadcast_in_dim"(%layer3.3.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1313 = stablehlo.add %1311, %1312 : tensor<32x14x14x1024xf32>
    %1314 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1315 = stablehlo.multiply %layer3.3.bn3.running_mean, %1314 : tensor<1024xf32>
    %1316 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1317 = stablehlo.multiply %1297, %1316 : tensor<1024xf32>
    %1318 = stablehlo.add %1315, %1317 : tensor<1024xf32>
    %1319 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %1320 = stablehlo.divide %1302, %1319 : tensor<1024xf32>
    %1321 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1322 = stablehlo.multiply %layer3.3.bn3.running_var, %1321 : tensor<1024xf32>
    %1323 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1324 = stablehlo.multiply %1320, %1323 : tensor<1024xf32>
    %1325 = stablehlo.add %1322, %1324 : tensor<1024xf32>
    %1326 = stablehlo.add %1313, %1220 : tensor<32x14x14x1024xf32>
    %1327 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1328 = stablehlo.maximum %1326, %1327 : tensor<32x14x14x1024xf32>
    %1329 = "stablehlo.reshape"(%layer3.4.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %1330 = "stablehlo.dot_general"(%1328, %1329) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %1331 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1332 = "stablehlo.reduce"(%1330, %1331) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1333 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1334 = stablehlo.divide %1332, %1333 : tensor<256xf32>
    %1335 = "stablehlo.broadcast_in_dim"(%1334) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1336 = stablehlo.subtract %1330, %1335 : tensor<32x14x14x256xf32>
    %1337 = stablehlo.multiply %1336, %1336 : tensor<32x14x14x256xf32>
    %1338 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1339 = "stablehlo.reduce"(%1337, %1338) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1340 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1341 = stablehlo.divide %1339, %1340 : tensor<256xf32>
    %1342 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1343 = stablehlo.add %1341, %1342 : tensor<256xf32>
    %1344 = stablehlo.rsqrt %1343 : tensor<256xf32>
    %1345 = "stablehlo.broadcast_in_dim"(%1344) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1346 = stablehlo.multiply %1336, %1345 : tensor<32x14x14x256xf32>
    %1347 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1348 = stablehlo.multiply %1346, %1347 : tensor<32x14x14x256xf32>
    %1349 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1350 = stablehlo.add %1348, %1349 : tensor<32x14x14x256xf32>
    %1351 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1352 = stablehlo.multiply %layer3.4.bn1.running_mean, %1351 : tensor<256xf32>
    %1353 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1354 = stablehlo.multiply %1334, %1353 : tensor<256xf32>
    %1355 = stablehlo.add %1352, %1354 : tensor<256xf32>
    %1356 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1357 = stablehlo.divide %1339, %1356 : tensor<256xf32>
    %1358 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1359 = stablehlo.multiply %layer3.4.bn1.running_var, %1358 : tensor<256xf32>
    %1360 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1361 = stablehlo.multiply %1357, %1360 : tensor<256xf32>
    %1362 = stablehlo.add %1359, %1361 : tensor<256xf32>
    %1363 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1364 = stablehlo.maximum %1350, %1363 : tensor<32x14x14x256xf32>
    %1365 = "stablehlo.convolution"(%1364, %layer3.4.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1366 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1367 = "stablehlo.reduce"(%1365, %1366) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1368 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1369 = stablehlo.divide %1367, %1368 : tensor<256xf32>
    %1370 = "stablehlo.broadcast_in_dim"(%1369) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1371 = stablehlo.subtract %1365, %1370 : tensor<32x14x14x256xf32>
    %1372 = stablehlo.multiply %1371, %1371 : tensor<32x14x14x256xf32>
    %1373 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1374 = "stablehlo.reduce"(%1372, %1373) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1375 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1376 = stablehlo.divide %1374, %1375 : tensor<256xf32>
    %1377 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1378 = stablehlo.add %1376, %1377 : tensor<256xf32>
    %1379 = stablehlo.rsqrt %1378 : tensor<256xf32>
    %1380 = "stablehlo.broadcast_in_dim"(%1379) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1381 = stablehlo.multiply %1371, %1380 : tensor<32x14x14x256xf32>
    %1382 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1383 = stablehlo.multiply %1381, %1382 : tensor<32x14x14x256xf32>
    %1384 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1385 = stablehlo.add %1383, %1384 : tensor<32x14x14x256xf32>
    %1386 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1387 = stablehlo.multiply %layer3.4.bn2.running_mean, %1386 : tensor<256xf32>
    %1388 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1389 = stablehlo.multiply %1369, %1388 : tensor<256xf32>
    %1390 = stablehlo.add %1387, %1389 : tensor<256xf32>
    %1391 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1392 = stablehlo.divide %1374, %1391 : tensor<256xf32>
    %1393 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1394 = stablehlo.multiply %layer3.4.bn2.running_var, %1393 : tensor<256xf32>
    %1395 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1396 = stablehlo.multiply %1392, %1395 : tensor<256xf32>
    %1397 = stablehlo.add %1394, %1396 : tensor<256xf32>
    %1398 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1399 = stablehlo.maximum %1385, %1398 : tensor<32x14x14x256xf32>
    %1400 = "stablehlo.reshape"(%layer3.4.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %1401 = "stablehlo.dot_general"(%1399, %1400) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %1402 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1403 = "stablehlo.reduce"(%1401, %1402) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1404 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1405 = stablehlo.divide %1403, %1404 : tensor<1024xf32>
    %1406 = "stablehlo.broadcast_in_dim"(%1405) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1407 = stablehlo.subtract %1401, %1406 : tensor<32x14x14x1024xf32>
    %1408 = stablehlo.multiply %1407, %1407 : tensor<32x14x14x1024xf32>
    %1409 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1410 = "stablehlo.reduce"(%1408, %1409) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1411 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1412 = stablehlo.divide %1410, %1411 : tensor<1024xf32>
    %1413 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %1414 = stablehlo.add %1412, %1413 : tensor<1024xf32>
    %1415 = stablehlo.rsqrt %1414 : tensor<1024xf32>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1417 = stablehlo.multiply %1407, %1416 : tensor<32x14x14x1024xf32>
    %1418 = "stablehlo.broadcast_in_dim"(%layer3.4.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1419 = stablehlo.multiply %1417, %1418 : tensor<32x14x14x1024xf32>
    %1420 = "stablehlo.broadcast_in_dim"(%layer3.4.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1421 = stablehlo.add %1419, %1420 : tensor<32x14x14x1024xf32>
    %1422 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1423 = stablehlo.multiply %layer3.4.bn3.running_mean, %1422 : tensor<1024xf32>
    %1424 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1425 = stablehlo.multiply %1405, %1424 : tensor<1024xf32>
    %1426 = stablehlo.add %1423, %1425 : tensor<1024xf32>
    %1427 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %1428 = stablehlo.divide %1410, %1427 : tensor<1024xf32>
    %1429 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1430 = stablehlo.multiply %layer3.4.bn3.running_var, %1429 : tensor<1024xf32>
    %1431 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1432 = stablehlo.multiply %1428, %1431 : tensor<1024xf32>
    %1433 = stablehlo.add %1430, %1432 : tensor<1024xf32>
    %1434 = stablehlo.add %1421, %1328 : tensor<32x14x14x1024xf32>
    %1435 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1436 = stablehlo.maximum %1434, %1435 : tensor<32x14x14x1024xf32>
    %1437 = "stablehlo.reshape"(%layer3.5.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %1438 = "stablehlo.dot_general"(%1436, %1437) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x1024xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x256xf32>
    %1439 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1440 = "stablehlo.reduce"(%1438, %1439) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1441 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1442 = stablehlo.divide %1440, %1441 : tensor<256xf32>
    %1443 = "stablehlo.broadcast_in_dim"(%1442) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1444 = stablehlo.subtract %1438, %1443 : tensor<32x14x14x256xf32>
    %1445 = stablehlo.multiply %1444, %1444 : tensor<32x14x14x256xf32>
    %1446 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1447 = "stablehlo.reduce"(%1445, %1446) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1448 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1449 = stablehlo.divide %1447, %1448 : tensor<256xf32>
    %1450 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1451 = stablehlo.add %1449, %1450 : tensor<256xf32>
    %1452 = stablehlo.rsqrt %1451 : tensor<256xf32>
    %1453 = "stablehlo.broadcast_in_dim"(%1452) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1454 = stablehlo.multiply %1444, %1453 : tensor<32x14x14x256xf32>
    %1455 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1456 = stablehlo.multiply %1454, %1455 : tensor<32x14x14x256xf32>
    %1457 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1458 = stablehlo.add %1456, %1457 : tensor<32x14x14x256xf32>
    %1459 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1460 = stablehlo.multiply %layer3.5.bn1.running_mean, %1459 : tensor<256xf32>
    %1461 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1462 = stablehlo.multiply %1442, %1461 : tensor<256xf32>
    %1463 = stablehlo.add %1460, %1462 : tensor<256xf32>
    %1464 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1465 = stablehlo.divide %1447, %1464 : tensor<256xf32>
    %1466 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1467 = stablehlo.multiply %layer3.5.bn1.running_var, %1466 : tensor<256xf32>
    %1468 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1469 = stablehlo.multiply %1465, %1468 : tensor<256xf32>
    %1470 = stablehlo.add %1467, %1469 : tensor<256xf32>
    %1471 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1472 = stablehlo.maximum %1458, %1471 : tensor<32x14x14x256xf32>
    %1473 = "stablehlo.convolution"(%1472, %layer3.5.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1474 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1475 = "stablehlo.reduce"(%1473, %1474) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1476 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1477 = stablehlo.divide %1475, %1476 : tensor<256xf32>
    %1478 = "stablehlo.broadcast_in_dim"(%1477) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1479 = stablehlo.subtract %1473, %1478 : tensor<32x14x14x256xf32>
    %1480 = stablehlo.multiply %1479, %1479 : tensor<32x14x14x256xf32>
    %1481 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1482 = "stablehlo.reduce"(%1480, %1481) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1483 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1484 = stablehlo.divide %1482, %1483 : tensor<256xf32>
    %1485 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1486 = stablehlo.add %1484, %1485 : tensor<256xf32>
    %1487 = stablehlo.rsqrt %1486 : tensor<256xf32>
    %1488 = "stablehlo.broadcast_in_dim"(%1487) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1489 = stablehlo.multiply %1479, %1488 : tensor<32x14x14x256xf32>
    %1490 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1491 = stablehlo.multiply %1489, %1490 : tensor<32x14x14x256xf32>
    %1492 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1493 = stablehlo.add %1491, %1492 : tensor<32x14x14x256xf32>
    %1494 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1495 = stablehlo.multiply %layer3.5.bn2.running_mean, %1494 : tensor<256xf32>
    %1496 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1497 = stablehlo.multiply %1477, %1496 : tensor<256xf32>
    %1498 = stablehlo.add %1495, %1497 : tensor<256xf32>
    %1499 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1500 = stablehlo.divide %1482, %1499 : tensor<256xf32>
    %1501 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1502 = stablehlo.multiply %layer3.5.bn2.running_var, %1501 : tensor<256xf32>
    %1503 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1504 = stablehlo.multiply %1500, %1503 : tensor<256xf32>
    %1505 = stablehlo.add %1502, %1504 : tensor<256xf32>
    %1506 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1507 = stablehlo.maximum %1493, %1506 : tensor<32x14x14x256xf32>
    %1508 = "stablehlo.reshape"(%layer3.5.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %1509 = "stablehlo.dot_general"(%1507, %1508) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x256xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %1510 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1511 = "stablehlo.reduce"(%1509, %1510) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1512 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1513 = stablehlo.divide %1511, %1512 : tensor<1024xf32>
    %1514 = "stablehlo.broadcast_in_dim"(%1513) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1515 = stablehlo.subtract %1509, %1514 : tensor<32x14x14x1024xf32>
    %1516 = stablehlo.multiply %1515, %1515 : tensor<32x14x14x1024xf32>
    %1517 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1518 = "stablehlo.reduce"(%1516, %1517) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1519 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1520 = stablehlo.divide %1518, %1519 : tensor<1024xf32>
    %1521 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %1522 = stablehlo.add %1520, %1521 : tensor<1024xf32>
    %1523 = stablehlo.rsqrt %1522 : tensor<1024xf32>
    %1524 = "stablehlo.broadcast_in_dim"(%1523) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1525 = stablehlo.multiply %1515, %1524 : tensor<32x14x14x1024xf32>
    %1526 = "stablehlo.broadcast_in_dim"(%layer3.5.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1527 = stablehlo.multiply %1525, %1526 : tensor<32x14x14x1024xf32>
    %1528 = "stablehlo.broadcast_in_dim"(%layer3.5.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1529 = stablehlo.add %1527, %1528 : tensor<32x14x14x1024xf32>
    %1530 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1531 = stablehlo.multiply %layer3.5.bn3.running_mean, %1530 : tensor<1024xf32>
    %1532 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1533 = stablehlo.multiply %1513, %1532 : tensor<1024xf32>
    %1534 = stablehlo.add %1531, %1533 : tensor<1024xf32>
    %1535 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %1536 = stablehlo.divide %1518, %1535 : tensor<1024xf32>
    %1537 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1538 = stablehlo.multiply %layer3.5.bn3.running_var, %1537 : tensor<1024xf32>
    %1539 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1540 = stablehlo.multiply %1536, %1539 : tensor<1024xf32>
    %1541 = stablehlo.add %1538, %1540 : tensor<1024xf32>
    %1542 = stablehlo.add %1529, %1436 : tensor<32x14x14x1024xf32>
    %1543 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1544 = stablehlo.maximum %1542, %1543 : tensor<32x14x14x1024xf32>
    %1545 = "stablehlo.reshape"(%layer4.0.conv1.w) : (tensor<1x1x1024x512xf32>) -> tensor<1024x512xf32>
    %1546 = "stablehlo.dot_general"(%1544, %1545) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x14x14x1024xf32>, tensor<1024x512xf32>) -> tensor<32x14x14x512xf32>
    %1547 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1548 = "stablehlo.reduce"(%1546, %1547) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1549 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %1550 = stablehlo.divide %1548, %1549 : tensor<512xf32>
    %1551 = "stablehlo.broadcast_in_dim"(%1550) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %1552 = stablehlo.subtract %1546, %1551 : tensor<32x14x14x512xf32>
    %1553 = stablehlo.multiply %1552, %1552 : tensor<32x14x14x512xf32>
    %1554 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1555 = "stablehlo.reduce"(%1553, %1554) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1556 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %1557 = stablehlo.divide %1555, %1556 : tensor<512xf32>
    %1558 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1559 = stablehlo.add %1557, %1558 : tensor<512xf32>
    %1560 = stablehlo.rsqrt %1559 : tensor<512xf32>
    %1561 = "stablehlo.broadcast_in_dim"(%1560) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %1562 = stablehlo.multiply %1552, %1561 : tensor<32x14x14x512xf32>
    %1563 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %1564 = stablehlo.multiply %1562, %1563 : tensor<32x14x14x512xf32>
    %1565 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %1566 = stablehlo.add %1564, %1565 : tensor<32x14x14x512xf32>
    %1567 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1568 = stablehlo.multiply %layer4.0.bn1.running_mean, %1567 : tensor<512xf32>
    %1569 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1570 = stablehlo.multiply %1550, %1569 : tensor<512xf32>
    %1571 = stablehlo.add %1568, %1570 : tensor<512xf32>
    %1572 = stablehlo.constant dense<6271.0> : tensor<512xf32>
    %1573 = stablehlo.divide %1555, %1572 : tensor<512xf32>
    %1574 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1575 = stablehlo.multiply %layer4.0.bn1.running_var, %1574 : tensor<512xf32>
    %1576 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1577 = stablehlo.multiply %1573, %1576 : tensor<512xf32>
    %1578 = stablehlo.add %1575, %1577 : tensor<512xf32>
    %1579 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %1580 = stablehlo.maximum %1566, %1579 : tensor<32x14x14x512xf32>
    %1581 = "stablehlo.convolution"(%1580, %layer4.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x14x14x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1582 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1583 = "stablehlo.reduce"(%1581, %1582) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1584 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1585 = stablehlo.divide %1583, %1584 : tensor<512xf32>
    %1586 = "stablehlo.broadcast_in_dim"(%1585) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1587 = stablehlo.subtract %1581, %1586 : tensor<32x7x7x512xf32>
    %1588 = stablehlo.multiply %1587, %1587 : tensor<32x7x7x512xf32>
    %1589 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1590 = "stablehlo.reduce"(%1588, %1589) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1591 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1592 = stablehlo.divide %1590, %1591 : tensor<512xf32>
    %1593 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1594 = stablehlo.add %1592, %1593 : tensor<512xf32>
    %1595 = stablehlo.rsqrt %1594 : tensor<512xf32>
    %1596 = "stablehlo.broadcast_in_dim"(%1595) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1597 = stablehlo.multiply %1587, %1596 : tensor<32x7x7x512xf32>
    %1598 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1599 = stablehlo.multiply %1597, %1598 : tensor<32x7x7x512xf32>
    %1600 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1601 = stablehlo.add %1599, %1600 : tensor<32x7x7x512xf32>
    %1602 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1603 = stablehlo.multiply %layer4.0.bn2.running_mean, %1602 : tensor<512xf32>
    %1604 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1605 = stablehlo.multiply %1585, %1604 : tensor<512xf32>
    %1606 = stablehlo.add %1603, %1605 : tensor<512xf32>
    %1607 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1608 = stablehlo.divide %1590, %1607 : tensor<512xf32>
    %1609 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1610 = stablehlo.multiply %layer4.0.bn2.running_var, %1609 : tensor<512xf32>
    %1611 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1612 = stablehlo.multiply %1608, %1611 : tensor<512xf32>
    %1613 = stablehlo.add %1610, %1612 : tensor<512xf32>
    %1614 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1615 = stablehlo.maximum %1601, %1614 : tensor<32x7x7x512xf32>
    %1616 = "stablehlo.reshape"(%layer4.0.conv3.w) : (tensor<1x1x512x2048xf32>) -> tensor<512x2048xf32>
    %1617 = "stablehlo.dot_general"(%1615, %1616) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x7x7x512xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1618 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1619 = "stablehlo.reduce"(%1617, %1618) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1620 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1621 = stablehlo.divide %1619, %1620 : tensor<2048xf32>
    %1622 = "stablehlo.broadcast_in_dim"(%1621) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1623 = stablehlo.subtract %1617, %1622 : tensor<32x7x7x2048xf32>
    %1624 = stablehlo.multiply %1623, %1623 : tensor<32x7x7x2048xf32>
    %1625 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1626 = "stablehlo.reduce"(%1624, %1625) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1627 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1628 = stablehlo.divide %1626, %1627 : tensor<2048xf32>
    %1629 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %1630 = stablehlo.add %1628, %1629 : tensor<2048xf32>
    %1631 = stablehlo.rsqrt %1630 : tensor<2048xf32>
    %1632 = "stablehlo.broadcast_in_dim"(%1631) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1633 = stablehlo.multiply %1623, %1632 : tensor<32x7x7x2048xf32>
    %1634 = "stablehlo.broadcast_in_dim"(%layer4.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1635 = stablehlo.multiply %1633, %1634 : tensor<32x7x7x2048xf32>
    %1636 = "stablehlo.broadcast_in_dim"(%layer4.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1637 = stablehlo.add %1635, %1636 : tensor<32x7x7x2048xf32>
    %1638 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1639 = stablehlo.multiply %layer4.0.bn3.running_mean, %1638 : tensor<2048xf32>
    %1640 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1641 = stablehlo.multiply %1621, %1640 : tensor<2048xf32>
    %1642 = stablehlo.add %1639, %1641 : tensor<2048xf32>
    %1643 = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %1644 = stablehlo.divide %1626, %1643 : tensor<2048xf32>
    %1645 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1646 = stablehlo.multiply %layer4.0.bn3.running_var, %1645 : tensor<2048xf32>
    %1647 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1648 = stablehlo.multiply %1644, %1647 : tensor<2048xf32>
    %1649 = stablehlo.add %1646, %1648 : tensor<2048xf32>
    %1650 = "stablehlo.slice"(%1544) {limit_indices = array<i64: 32, 14, 14, 1024>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x14x14x1024xf32>) -> tensor<32x7x7x1024xf32>
    %1651 = "stablehlo.reshape"(%layer4.0.downsample.0.w) : (tensor<1x1x1024x2048xf32>) -> tensor<1024x2048xf32>
    %1652 = "stablehlo.dot_general"(%1650, %1651) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x7x7x1024xf32>, tensor<1024x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1653 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1654 = "stablehlo.reduce"(%1652, %1653) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1655 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1656 = stablehlo.divide %1654, %1655 : tensor<2048xf32>
    %1657 = "stablehlo.broadcast_in_dim"(%1656) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1658 = stablehlo.subtract %1652, %1657 : tensor<32x7x7x2048xf32>
    %1659 = stablehlo.multiply %1658, %1658 : tensor<32x7x7x2048xf32>
    %1660 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1661 = "stablehlo.reduce"(%1659, %1660) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1662 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1663 = stablehlo.divide %1661, %1662 : tensor<2048xf32>
    %1664 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %1665 = stablehlo.add %1663, %1664 : tensor<2048xf32>
    %1666 = stablehlo.rsqrt %1665 : tensor<2048xf32>
    %1667 = "stablehlo.broadcast_in_dim"(%1666) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1668 = stablehlo.multiply %1658, %1667 : tensor<32x7x7x2048xf32>
    %1669 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1670 = stablehlo.multiply %1668, %1669 : tensor<32x7x7x2048xf32>
    %1671 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1672 = stablehlo.add %1670, %1671 : tensor<32x7x7x2048xf32>
    %1673 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1674 = stablehlo.multiply %layer4.0.downsample.1.running_mean, %1673 : tensor<2048xf32>
    %1675 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1676 = stablehlo.multiply %1656, %1675 : tensor<2048xf32>
    %1677 = stablehlo.add %1674, %1676 : tensor<2048xf32>
    %1678 = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %1679 = stablehlo.divide %1661, %1678 : tensor<2048xf32>
    %1680 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1681 = stablehlo.multiply %layer4.0.downsample.1.running_var, %1680 : tensor<2048xf32>
    %1682 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1683 = stablehlo.multiply %1679, %1682 : tensor<2048xf32>
    %1684 = stablehlo.add %1681, %1683 : tensor<2048xf32>
    %1685 = stablehlo.add %1637, %1672 : tensor<32x7x7x2048xf32>
    %1686 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1687 = stablehlo.maximum %1685, %1686 : tensor<32x7x7x2048xf32>
    %1688 = "stablehlo.reshape"(%layer4.1.conv1.w) : (tensor<1x1x2048x512xf32>) -> tensor<2048x512xf32>
    %1689 = "stablehlo.dot_general"(%1687, %1688) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x7x7x2048xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x512xf32>
    %1690 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1691 = "stablehlo.reduce"(%1689, %1690) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1692 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1693 = stablehlo.divide %1691, %1692 : tensor<512xf32>
    %1694 = "stablehlo.broadcast_in_dim"(%1693) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1695 = stablehlo.subtract %1689, %1694 : tensor<32x7x7x512xf32>
    %1696 = stablehlo.multiply %1695, %1695 : tensor<32x7x7x512xf32>
    %1697 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1698 = "stablehlo.reduce"(%1696, %1697) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1699 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1700 = stablehlo.divide %1698, %1699 : tensor<512xf32>
    %1701 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1702 = stablehlo.add %1700, %1701 : tensor<512xf32>
    %1703 = stablehlo.rsqrt %1702 : tensor<512xf32>
    %1704 = "stablehlo.broadcast_in_dim"(%1703) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1705 = stablehlo.multiply %1695, %1704 : tensor<32x7x7x512xf32>
    %1706 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1707 = stablehlo.multiply %1705, %1706 : tensor<32x7x7x512xf32>
    %1708 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1709 = stablehlo.add %1707, %1708 : tensor<32x7x7x512xf32>
    %1710 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1711 = stablehlo.multiply %layer4.1.bn1.running_mean, %1710 : tensor<512xf32>
    %1712 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1713 = stablehlo.multiply %1693, %1712 : tensor<512xf32>
    %1714 = stablehlo.add %1711, %1713 : tensor<512xf32>
    %1715 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1716 = stablehlo.divide %1698, %1715 : tensor<512xf32>
    %1717 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1718 = stablehlo.multiply %layer4.1.bn1.running_var, %1717 : tensor<512xf32>
    %1719 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1720 = stablehlo.multiply %1716, %1719 : tensor<512xf32>
    %1721 = stablehlo.add %1718, %1720 : tensor<512xf32>
    %1722 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1723 = stablehlo.maximum %1709, %1722 : tensor<32x7x7x512xf32>
    %1724 = "stablehlo.convolution"(%1723, %layer4.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1725 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1726 = "stablehlo.reduce"(%1724, %1725) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1727 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1728 = stablehlo.divide %1726, %1727 : tensor<512xf32>
    %1729 = "stablehlo.broadcast_in_dim"(%1728) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1730 = stablehlo.subtract %1724, %1729 : tensor<32x7x7x512xf32>
    %1731 = stablehlo.multiply %1730, %1730 : tensor<32x7x7x512xf32>
    %1732 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1733 = "stablehlo.reduce"(%1731, %1732) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1734 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1735 = stablehlo.divide %1733, %1734 : tensor<512xf32>
    %1736 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1737 = stablehlo.add %1735, %1736 : tensor<512xf32>
    %1738 = stablehlo.rsqrt %1737 : tensor<512xf32>
    %1739 = "stablehlo.broadcast_in_dim"(%1738) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1740 = stablehlo.multiply %1730, %1739 : tensor<32x7x7x512xf32>
    %1741 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1742 = stablehlo.multiply %1740, %1741 : tensor<32x7x7x512xf32>
    %1743 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1744 = stablehlo.add %1742, %1743 : tensor<32x7x7x512xf32>
    %1745 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1746 = stablehlo.multiply %layer4.1.bn2.running_mean, %1745 : tensor<512xf32>
    %1747 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1748 = stablehlo.multiply %1728, %1747 : tensor<512xf32>
    %1749 = stablehlo.add %1746, %1748 : tensor<512xf32>
    %1750 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1751 = stablehlo.divide %1733, %1750 : tensor<512xf32>
    %1752 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1753 = stablehlo.multiply %layer4.1.bn2.running_var, %1752 : tensor<512xf32>
    %1754 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1755 = stablehlo.multiply %1751, %1754 : tensor<512xf32>
    %1756 = stablehlo.add %1753, %1755 : tensor<512xf32>
    %1757 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1758 = stablehlo.maximum %1744, %1757 : tensor<32x7x7x512xf32>
    %1759 = "stablehlo.reshape"(%layer4.1.conv3.w) : (tensor<1x1x512x2048xf32>) -> tensor<512x2048xf32>
    %1760 = "stablehlo.dot_general"(%1758, %1759) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x7x7x512xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1761 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1762 = "stablehlo.reduce"(%1760, %1761) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1763 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1764 = stablehlo.divide %1762, %1763 : tensor<2048xf32>
    %1765 = "stablehlo.broadcast_in_dim"(%1764) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1766 = stablehlo.subtract %1760, %1765 : tensor<32x7x7x2048xf32>
    %1767 = stablehlo.multiply %1766, %1766 : tensor<32x7x7x2048xf32>
    %1768 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1769 = "stablehlo.reduce"(%1767, %1768) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1770 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1771 = stablehlo.divide %1769, %1770 : tensor<2048xf32>
    %1772 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %1773 = stablehlo.add %1771, %1772 : tensor<2048xf32>
    %1774 = stablehlo.rsqrt %1773 : tensor<2048xf32>
    %1775 = "stablehlo.broadcast_in_dim"(%1774) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1776 = stablehlo.multiply %1766, %1775 : tensor<32x7x7x2048xf32>
    %1777 = "stablehlo.broadcast_in_dim"(%layer4.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1778 = stablehlo.multiply %1776, %1777 : tensor<32x7x7x2048xf32>
    %1779 = "stablehlo.broadcast_in_dim"(%layer4.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1780 = stablehlo.add %1778, %1779 : tensor<32x7x7x2048xf32>
    %1781 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1782 = stablehlo.multiply %layer4.1.bn3.running_mean, %1781 : tensor<2048xf32>
    %1783 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1784 = stablehlo.multiply %1764, %1783 : tensor<2048xf32>
    %1785 = stablehlo.add %1782, %1784 : tensor<2048xf32>
    %1786 = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %1787 = stablehlo.divide %1769, %1786 : tensor<2048xf32>
    %1788 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1789 = stablehlo.multiply %layer4.1.bn3.running_var, %1788 : tensor<2048xf32>
    %1790 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1791 = stablehlo.multiply %1787, %1790 : tensor<2048xf32>
    %1792 = stablehlo.add %1789, %1791 : tensor<2048xf32>
    %1793 = stablehlo.add %1780, %1687 : tensor<32x7x7x2048xf32>
    %1794 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1795 = stablehlo.maximum %1793, %1794 : tensor<32x7x7x2048xf32>
    %1796 = "stablehlo.reshape"(%layer4.2.conv1.w) : (tensor<1x1x2048x512xf32>) -> tensor<2048x512xf32>
    %1797 = "stablehlo.dot_general"(%1795, %1796) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x7x7x2048xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x512xf32>
    %1798 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1799 = "stablehlo.reduce"(%1797, %1798) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1800 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1801 = stablehlo.divide %1799, %1800 : tensor<512xf32>
    %1802 = "stablehlo.broadcast_in_dim"(%1801) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1803 = stablehlo.subtract %1797, %1802 : tensor<32x7x7x512xf32>
    %1804 = stablehlo.multiply %1803, %1803 : tensor<32x7x7x512xf32>
    %1805 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1806 = "stablehlo.reduce"(%1804, %1805) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1807 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1808 = stablehlo.divide %1806, %1807 : tensor<512xf32>
    %1809 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1810 = stablehlo.add %1808, %1809 : tensor<512xf32>
    %1811 = stablehlo.rsqrt %1810 : tensor<512xf32>
    %1812 = "stablehlo.broadcast_in_dim"(%1811) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1813 = stablehlo.multiply %1803, %1812 : tensor<32x7x7x512xf32>
    %1814 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1815 = stablehlo.multiply %1813, %1814 : tensor<32x7x7x512xf32>
    %1816 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1817 = stablehlo.add %1815, %1816 : tensor<32x7x7x512xf32>
    %1818 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1819 = stablehlo.multiply %layer4.2.bn1.running_mean, %1818 : tensor<512xf32>
    %1820 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1821 = stablehlo.multiply %1801, %1820 : tensor<512xf32>
    %1822 = stablehlo.add %1819, %1821 : tensor<512xf32>
    %1823 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1824 = stablehlo.divide %1806, %1823 : tensor<512xf32>
    %1825 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1826 = stablehlo.multiply %layer4.2.bn1.running_var, %1825 : tensor<512xf32>
    %1827 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1828 = stablehlo.multiply %1824, %1827 : tensor<512xf32>
    %1829 = stablehlo.add %1826, %1828 : tensor<512xf32>
    %1830 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1831 = stablehlo.maximum %1817, %1830 : tensor<32x7x7x512xf32>
    %1832 = "stablehlo.convolution"(%1831, %layer4.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1833 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1834 = "stablehlo.reduce"(%1832, %1833) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1835 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1836 = stablehlo.divide %1834, %1835 : tensor<512xf32>
    %1837 = "stablehlo.broadcast_in_dim"(%1836) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1838 = stablehlo.subtract %1832, %1837 : tensor<32x7x7x512xf32>
    %1839 = stablehlo.multiply %1838, %1838 : tensor<32x7x7x512xf32>
    %1840 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1841 = "stablehlo.reduce"(%1839, %1840) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1842 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1843 = stablehlo.divide %1841, %1842 : tensor<512xf32>
    %1844 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1845 = stablehlo.add %1843, %1844 : tensor<512xf32>
    %1846 = stablehlo.rsqrt %1845 : tensor<512xf32>
    %1847 = "stablehlo.broadcast_in_dim"(%1846) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1848 = stablehlo.multiply %1838, %1847 : tensor<32x7x7x512xf32>
    %1849 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1850 = stablehlo.multiply %1848, %1849 : tensor<32x7x7x512xf32>
    %1851 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1852 = stablehlo.add %1850, %1851 : tensor<32x7x7x512xf32>
    %1853 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1854 = stablehlo.multiply %layer4.2.bn2.running_mean, %1853 : tensor<512xf32>
    %1855 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1856 = stablehlo.multiply %1836, %1855 : tensor<512xf32>
    %1857 = stablehlo.add %1854, %1856 : tensor<512xf32>
    %1858 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1859 = stablehlo.divide %1841, %1858 : tensor<512xf32>
    %1860 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1861 = stablehlo.multiply %layer4.2.bn2.running_var, %1860 : tensor<512xf32>
    %1862 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1863 = stablehlo.multiply %1859, %1862 : tensor<512xf32>
    %1864 = stablehlo.add %1861, %1863 : tensor<512xf32>
    %1865 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1866 = stablehlo.maximum %1852, %1865 : tensor<32x7x7x512xf32>
    %1867 = "stablehlo.reshape"(%layer4.2.conv3.w) : (tensor<1x1x512x2048xf32>) -> tensor<512x2048xf32>
    %1868 = "stablehlo.dot_general"(%1866, %1867) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x7x7x512xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1869 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1870 = "stablehlo.reduce"(%1868, %1869) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1871 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1872 = stablehlo.divide %1870, %1871 : tensor<2048xf32>
    %1873 = "stablehlo.broadcast_in_dim"(%1872) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1874 = stablehlo.subtract %1868, %1873 : tensor<32x7x7x2048xf32>
    %1875 = stablehlo.multiply %1874, %1874 : tensor<32x7x7x2048xf32>
    %1876 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1877 = "stablehlo.reduce"(%1875, %1876) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1878 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1879 = stablehlo.divide %1877, %1878 : tensor<2048xf32>
    %1880 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %1881 = stablehlo.add %1879, %1880 : tensor<2048xf32>
    %1882 = stablehlo.rsqrt %1881 : tensor<2048xf32>
    %1883 = "stablehlo.broadcast_in_dim"(%1882) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1884 = stablehlo.multiply %1874, %1883 : tensor<32x7x7x2048xf32>
    %1885 = "stablehlo.broadcast_in_dim"(%layer4.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1886 = stablehlo.multiply %1884, %1885 : tensor<32x7x7x2048xf32>
    %1887 = "stablehlo.broadcast_in_dim"(%layer4.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1888 = stablehlo.add %1886, %1887 : tensor<32x7x7x2048xf32>
    %1889 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1890 = stablehlo.multiply %layer4.2.bn3.running_mean, %1889 : tensor<2048xf32>
    %1891 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1892 = stablehlo.multiply %1872, %1891 : tensor<2048xf32>
    %1893 = stablehlo.add %1890, %1892 : tensor<2048xf32>
    %1894 = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %1895 = stablehlo.divide %1877, %1894 : tensor<2048xf32>
    %1896 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1897 = stablehlo.multiply %layer4.2.bn3.running_var, %1896 : tensor<2048xf32>
    %1898 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1899 = stablehlo.multiply %1895, %1898 : tensor<2048xf32>
    %1900 = stablehlo.add %1897, %1899 : tensor<2048xf32>
    %1901 = stablehlo.add %1888, %1795 : tensor<32x7x7x2048xf32>
    %1902 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1903 = stablehlo.maximum %1901, %1902 : tensor<32x7x7x2048xf32>
    %1904 = stablehlo.constant dense<0.0> : tensor<f32>
    %1905 = "stablehlo.reduce"(%1903, %1904) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %1906 = stablehlo.constant dense<49.0> : tensor<32x2048xf32>
    %1907 = stablehlo.divide %1905, %1906 : tensor<32x2048xf32>
    %1908 = "stablehlo.dot_general"(%1907, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x2048xf32>, tensor<2048x1000xf32>) -> tensor<32x1000xf32>
    %1909 = "stablehlo.broadcast_in_dim"(%fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<32x1000xf32>
    %1910 = stablehlo.add %1908, %1909 : tensor<32x1000xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %1911 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1912 = "stablehlo.reduce"(%1910, %1911) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.maximum %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %1913 = "stablehlo.broadcast_in_dim"(%1912) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x1000xf32>
    %1914 = stablehlo.subtract %1910, %1913 : tensor<32x1000xf32>
    %1915 = stablehlo.exponential %1914 : tensor<32x1000xf32>
    %1916 = stablehlo.constant dense<0.0> : tensor<f32>
    %1917 = "stablehlo.reduce"(%1915, %1916) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %1918 = "stablehlo.broadcast_in_dim"(%1917) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x1000xf32>
    %1919 = stablehlo.log %1918 : tensor<32x1000xf32>
    %1920 = stablehlo.subtract %1914, %1919 : tensor<32x1000xf32>
    %1921 = stablehlo.multiply %targets, %1920 : tensor<32x1000xf32>
    %1922 = stablehlo.constant dense<0.0> : tensor<f32>
    %1923 = "stablehlo.reduce"(%1921, %1922) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<f32>
    %1924 = stablehlo.negate %1923 : tensor<f32>
    %1925 = stablehlo.constant dense<32.0> : tensor<f32>
    %1926 = stablehlo.divide %1924, %1925 : tensor<f32>
    // ── backward ──
    %1927 = stablehlo.constant dense<0.0> : tensor<f32>
    %1928 = "stablehlo.reduce"(%targets, %1927) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %1929 = "stablehlo.broadcast_in_dim"(%1928) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x1000xf32>
    %1930 = stablehlo.divide %1915, %1918 : tensor<32x1000xf32>
    %1931 = stablehlo.multiply %1930, %1929 : tensor<32x1000xf32>
    %1932 = stablehlo.subtract %1931, %targets : tensor<32x1000xf32>
    %1933 = stablehlo.constant dense<32.0> : tensor<32x1000xf32>
    %1934 = stablehlo.divide %1932, %1933 : tensor<32x1000xf32>
    %1935 = "stablehlo.dot_general"(%1934, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x1000xf32>, tensor<2048x1000xf32>) -> tensor<32x2048xf32>
    %1936 = "stablehlo.dot_general"(%1907, %1934) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x2048xf32>, tensor<32x1000xf32>) -> tensor<2048x1000xf32>
    %1937 = stablehlo.constant dense<0.0> : tensor<f32>
    %1938 = "stablehlo.reduce"(%1934, %1937) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %1939 = stablehlo.constant dense<49.0> : tensor<32x2048xf32>
    %1940 = stablehlo.divide %1935, %1939 : tensor<32x2048xf32>
    %1941 = "stablehlo.broadcast_in_dim"(%1940) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1942 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1943 = "stablehlo.compare"(%1901, %1942) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %1944 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1945 = "stablehlo.select"(%1943, %1941, %1944) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1946 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1947 = "stablehlo.reduce"(%1945, %1946) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1948 = stablehlo.multiply %1945, %1884 : tensor<32x7x7x2048xf32>
    %1949 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1950 = "stablehlo.reduce"(%1948, %1949) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1951 = stablehlo.multiply %layer4.2.bn3.g, %1882 : tensor<2048xf32>
    %1952 = "stablehlo.broadcast_in_dim"(%1951) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1953 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1954 = stablehlo.divide %1947, %1953 : tensor<2048xf32>
    %1955 = "stablehlo.broadcast_in_dim"(%1954) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1956 = stablehlo.subtract %1945, %1955 : tensor<32x7x7x2048xf32>
    %1957 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1958 = stablehlo.divide %1950, %1957 : tensor<2048xf32>
    %1959 = "stablehlo.broadcast_in_dim"(%1958) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1960 = stablehlo.multiply %1884, %1959 : tensor<32x7x7x2048xf32>
    %1961 = stablehlo.subtract %1956, %1960 : tensor<32x7x7x2048xf32>
    %1962 = stablehlo.multiply %1952, %1961 : tensor<32x7x7x2048xf32>
    %1963 = "stablehlo.reshape"(%layer4.2.conv3.w) : (tensor<1x1x512x2048xf32>) -> tensor<512x2048xf32>
    %1964 = "stablehlo.dot_general"(%1962, %1963) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x2048xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x512xf32>
    %1965 = "stablehlo.dot_general"(%1866, %1962) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %1966 = "stablehlo.reshape"(%1965) : (tensor<512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %1967 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1968 = "stablehlo.compare"(%1852, %1967) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1969 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1970 = "stablehlo.select"(%1968, %1964, %1969) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1971 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1972 = "stablehlo.reduce"(%1970, %1971) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1973 = stablehlo.multiply %1970, %1848 : tensor<32x7x7x512xf32>
    %1974 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1975 = "stablehlo.reduce"(%1973, %1974) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1976 = stablehlo.multiply %layer4.2.bn2.g, %1846 : tensor<512xf32>
    %1977 = "stablehlo.broadcast_in_dim"(%1976) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1978 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1979 = stablehlo.divide %1972, %1978 : tensor<512xf32>
    %1980 = "stablehlo.broadcast_in_dim"(%1979) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1981 = stablehlo.subtract %1970, %1980 : tensor<32x7x7x512xf32>
    %1982 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1983 = stablehlo.divide %1975, %1982 : tensor<512xf32>
    %1984 = "stablehlo.broadcast_in_dim"(%1983) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1985 = stablehlo.multiply %1848, %1984 : tensor<32x7x7x512xf32>
    %1986 = stablehlo.subtract %1981, %1985 : tensor<32x7x7x512xf32>
    %1987 = stablehlo.multiply %1977, %1986 : tensor<32x7x7x512xf32>
    %1988 = "stablehlo.reverse"(%layer4.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %1989 = "stablehlo.convolution"(%1987, %1988) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1990 = stablehlo.constant dense<0.0> : tensor<f32>
    %1991 = "stablehlo.pad"(%1831, %1990) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x9x9x512xf32>
    %1992 = "stablehlo.slice"(%1991) {limit_indices = array<i64: 32, 7, 7, 512>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %1993 = "stablehlo.dot_general"(%1987, %1992) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %1994 = "stablehlo.reshape"(%1993) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %1995 = "stablehlo.slice"(%1991) {limit_indices = array<i64: 32, 7, 8, 512>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %1996 = "stablehlo.dot_general"(%1987, %1995) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %1997 = "stablehlo.reshape"(%1996) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %1998 = "stablehlo.slice"(%1991) {limit_indices = array<i64: 32, 7, 9, 512>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %1999 = "stablehlo.dot_general"(%1987, %1998) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2000 = "stablehlo.reshape"(%1999) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2001 = "stablehlo.concatenate"(%1994, %1997, %2000) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2002 = "stablehlo.slice"(%1991) {limit_indices = array<i64: 32, 8, 7, 512>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2003 = "stablehlo.dot_general"(%1987, %2002) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2004 = "stablehlo.reshape"(%2003) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2005 = "stablehlo.slice"(%1991) {limit_indices = array<i64: 32, 8, 8, 512>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2006 = "stablehlo.dot_general"(%1987, %2005) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2007 = "stablehlo.reshape"(%2006) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2008 = "stablehlo.slice"(%1991) {limit_indices = array<i64: 32, 8, 9, 512>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2009 = "stablehlo.dot_general"(%1987, %2008) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2010 = "stablehlo.reshape"(%2009) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2011 = "stablehlo.concatenate"(%2004, %2007, %2010) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2012 = "stablehlo.slice"(%1991) {limit_indices = array<i64: 32, 9, 7, 512>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2013 = "stablehlo.dot_general"(%1987, %2012) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2014 = "stablehlo.reshape"(%2013) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2015 = "stablehlo.slice"(%1991) {limit_indices = array<i64: 32, 9, 8, 512>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2016 = "stablehlo.dot_general"(%1987, %2015) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2017 = "stablehlo.reshape"(%2016) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2018 = "stablehlo.slice"(%1991) {limit_indices = array<i64: 32, 9, 9, 512>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2019 = "stablehlo.dot_general"(%1987, %2018) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2020 = "stablehlo.reshape"(%2019) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2021 = "stablehlo.concatenate"(%2014, %2017, %2020) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2022 = "stablehlo.concatenate"(%2001, %2011, %2021) {dimension = 0 : i64} : (tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2023 = "stablehlo.transpose"(%2022) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2024 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2025 = "stablehlo.compare"(%1817, %2024) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2026 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2027 = "stablehlo.select"(%2025, %1989, %2026) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2028 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2029 = "stablehlo.reduce"(%2027, %2028) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2030 = stablehlo.multiply %2027, %1813 : tensor<32x7x7x512xf32>
    %2031 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2032 = "stablehlo.reduce"(%2030, %2031) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2033 = stablehlo.multiply %layer4.2.bn1.g, %1811 : tensor<512xf32>
    %2034 = "stablehlo.broadcast_in_dim"(%2033) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2035 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2036 = stablehlo.divide %2029, %2035 : tensor<512xf32>
    %2037 = "stablehlo.broadcast_in_dim"(%2036) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2038 = stablehlo.subtract %2027, %2037 : tensor<32x7x7x512xf32>
    %2039 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2040 = stablehlo.divide %2032, %2039 : tensor<512xf32>
    %2041 = "stablehlo.broadcast_in_dim"(%2040) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2042 = stablehlo.multiply %1813, %2041 : tensor<32x7x7x512xf32>
    %2043 = stablehlo.subtract %2038, %2042 : tensor<32x7x7x512xf32>
    %2044 = stablehlo.multiply %2034, %2043 : tensor<32x7x7x512xf32>
    %2045 = "stablehlo.reshape"(%layer4.2.conv1.w) : (tensor<1x1x2048x512xf32>) -> tensor<2048x512xf32>
    %2046 = "stablehlo.dot_general"(%2044, %2045) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x512xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %2047 = "stablehlo.dot_general"(%2044, %1795) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %2048 = "stablehlo.transpose"(%2047) {permutation = array<i64: 1, 0>} : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %2049 = "stablehlo.reshape"(%2048) : (tensor<2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %2050 = stablehlo.add %2046, %1945 : tensor<32x7x7x2048xf32>
    %2051 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2052 = "stablehlo.compare"(%1793, %2051) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %2053 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2054 = "stablehlo.select"(%2052, %2050, %2053) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %2055 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2056 = "stablehlo.reduce"(%2054, %2055) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2057 = stablehlo.multiply %2054, %1776 : tensor<32x7x7x2048xf32>
    %2058 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2059 = "stablehlo.reduce"(%2057, %2058) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2060 = stablehlo.multiply %layer4.1.bn3.g, %1774 : tensor<2048xf32>
    %2061 = "stablehlo.broadcast_in_dim"(%2060) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2062 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2063 = stablehlo.divide %2056, %2062 : tensor<2048xf32>
    %2064 = "stablehlo.broadcast_in_dim"(%2063) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2065 = stablehlo.subtract %2054, %2064 : tensor<32x7x7x2048xf32>
    %2066 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2067 = stablehlo.divide %2059, %2066 : tensor<2048xf32>
    %2068 = "stablehlo.broadcast_in_dim"(%2067) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2069 = stablehlo.multiply %1776, %2068 : tensor<32x7x7x2048xf32>
    %2070 = stablehlo.subtract %2065, %2069 : tensor<32x7x7x2048xf32>
    %2071 = stablehlo.multiply %2061, %2070 : tensor<32x7x7x2048xf32>
    %2072 = "stablehlo.reshape"(%layer4.1.conv3.w) : (tensor<1x1x512x2048xf32>) -> tensor<512x2048xf32>
    %2073 = "stablehlo.dot_general"(%2071, %2072) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x2048xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x512xf32>
    %2074 = "stablehlo.dot_general"(%1758, %2071) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %2075 = "stablehlo.reshape"(%2074) : (tensor<512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %2076 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2077 = "stablehlo.compare"(%1744, %2076) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2078 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2079 = "stablehlo.select"(%2077, %2073, %2078) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2080 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2081 = "stablehlo.reduce"(%2079, %2080) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2082 = stablehlo.multiply %2079, %1740 : tensor<32x7x7x512xf32>
    %2083 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2084 = "stablehlo.reduce"(%2082, %2083) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2085 = stablehlo.multiply %layer4.1.bn2.g, %1738 : tensor<512xf32>
    %2086 = "stablehlo.broadcast_in_dim"(%2085) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2087 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2088 = stablehlo.divide %2081, %2087 : tensor<512xf32>
    %2089 = "stablehlo.broadcast_in_dim"(%2088) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2090 = stablehlo.subtract %2079, %2089 : tensor<32x7x7x512xf32>
    %2091 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2092 = stablehlo.divide %2084, %2091 : tensor<512xf32>
    %2093 = "stablehlo.broadcast_in_dim"(%2092) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2094 = stablehlo.multiply %1740, %2093 : tensor<32x7x7x512xf32>
    %2095 = stablehlo.subtract %2090, %2094 : tensor<32x7x7x512xf32>
    %2096 = stablehlo.multiply %2086, %2095 : tensor<32x7x7x512xf32>
    %2097 = "stablehlo.reverse"(%layer4.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2098 = "stablehlo.convolution"(%2096, %2097) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %2099 = stablehlo.constant dense<0.0> : tensor<f32>
    %2100 = "stablehlo.pad"(%1723, %2099) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x9x9x512xf32>
    %2101 = "stablehlo.slice"(%2100) {limit_indices = array<i64: 32, 7, 7, 512>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2102 = "stablehlo.dot_general"(%2096, %2101) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2103 = "stablehlo.reshape"(%2102) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2104 = "stablehlo.slice"(%2100) {limit_indices = array<i64: 32, 7, 8, 512>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2105 = "stablehlo.dot_general"(%2096, %2104) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2106 = "stablehlo.reshape"(%2105) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2107 = "stablehlo.slice"(%2100) {limit_indices = array<i64: 32, 7, 9, 512>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2108 = "stablehlo.dot_general"(%2096, %2107) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2109 = "stablehlo.reshape"(%2108) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2110 = "stablehlo.concatenate"(%2103, %2106, %2109) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2111 = "stablehlo.slice"(%2100) {limit_indices = array<i64: 32, 8, 7, 512>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2112 = "stablehlo.dot_general"(%2096, %2111) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2113 = "stablehlo.reshape"(%2112) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2114 = "stablehlo.slice"(%2100) {limit_indices = array<i64: 32, 8, 8, 512>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2115 = "stablehlo.dot_general"(%2096, %2114) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2116 = "stablehlo.reshape"(%2115) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2117 = "stablehlo.slice"(%2100) {limit_indices = array<i64: 32, 8, 9, 512>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2118 = "stablehlo.dot_general"(%2096, %2117) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2119 = "stablehlo.reshape"(%2118) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2120 = "stablehlo.concatenate"(%2113, %2116, %2119) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2121 = "stablehlo.slice"(%2100) {limit_indices = array<i64: 32, 9, 7, 512>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2122 = "stablehlo.dot_general"(%2096, %2121) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2123 = "stablehlo.reshape"(%2122) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2124 = "stablehlo.slice"(%2100) {limit_indices = array<i64: 32, 9, 8, 512>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2125 = "stablehlo.dot_general"(%2096, %2124) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2126 = "stablehlo.reshape"(%2125) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2127 = "stablehlo.slice"(%2100) {limit_indices = array<i64: 32, 9, 9, 512>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2128 = "stablehlo.dot_general"(%2096, %2127) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2129 = "stablehlo.reshape"(%2128) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2130 = "stablehlo.concatenate"(%2123, %2126, %2129) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2131 = "stablehlo.concatenate"(%2110, %2120, %2130) {dimension = 0 : i64} : (tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2132 = "stablehlo.transpose"(%2131) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2133 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2134 = "stablehlo.compare"(%1709, %2133) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2135 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2136 = "stablehlo.select"(%2134, %2098, %2135) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2137 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2138 = "stablehlo.reduce"(%2136, %2137) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2139 = stablehlo.multiply %2136, %1705 : tensor<32x7x7x512xf32>
    %2140 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2141 = "stablehlo.reduce"(%2139, %2140) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2142 = stablehlo.multiply %layer4.1.bn1.g, %1703 : tensor<512xf32>
    %2143 = "stablehlo.broadcast_in_dim"(%2142) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2144 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2145 = stablehlo.divide %2138, %2144 : tensor<512xf32>
    %2146 = "stablehlo.broadcast_in_dim"(%2145) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2147 = stablehlo.subtract %2136, %2146 : tensor<32x7x7x512xf32>
    %2148 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2149 = stablehlo.divide %2141, %2148 : tensor<512xf32>
    %2150 = "stablehlo.broadcast_in_dim"(%2149) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2151 = stablehlo.multiply %1705, %2150 : tensor<32x7x7x512xf32>
    %2152 = stablehlo.subtract %2147, %2151 : tensor<32x7x7x512xf32>
    %2153 = stablehlo.multiply %2143, %2152 : tensor<32x7x7x512xf32>
    %2154 = "stablehlo.reshape"(%layer4.1.conv1.w) : (tensor<1x1x2048x512xf32>) -> tensor<2048x512xf32>
    %2155 = "stablehlo.dot_general"(%2153, %2154) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x512xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %2156 = "stablehlo.dot_general"(%2153, %1687) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %2157 = "stablehlo.transpose"(%2156) {permutation = array<i64: 1, 0>} : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %2158 = "stablehlo.reshape"(%2157) : (tensor<2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %2159 = stablehlo.add %2155, %2054 : tensor<32x7x7x2048xf32>
    %2160 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2161 = "stablehlo.compare"(%1685, %2160) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %2162 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2163 = "stablehlo.select"(%2161, %2159, %2162) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %2164 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2165 = "stablehlo.reduce"(%2163, %2164) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2166 = stablehlo.multiply %2163, %1633 : tensor<32x7x7x2048xf32>
    %2167 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2168 = "stablehlo.reduce"(%2166, %2167) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2169 = stablehlo.multiply %layer4.0.bn3.g, %1631 : tensor<2048xf32>
    %2170 = "stablehlo.broadcast_in_dim"(%2169) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2171 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2172 = stablehlo.divide %2165, %2171 : tensor<2048xf32>
    %2173 = "stablehlo.broadcast_in_dim"(%2172) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2174 = stablehlo.subtract %2163, %2173 : tensor<32x7x7x2048xf32>
    %2175 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2176 = stablehlo.divide %2168, %2175 : tensor<2048xf32>
    %2177 = "stablehlo.broadcast_in_dim"(%2176) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2178 = stablehlo.multiply %1633, %2177 : tensor<32x7x7x2048xf32>
    %2179 = stablehlo.subtract %2174, %2178 : tensor<32x7x7x2048xf32>
    %2180 = stablehlo.multiply %2170, %2179 : tensor<32x7x7x2048xf32>
    %2181 = "stablehlo.reshape"(%layer4.0.conv3.w) : (tensor<1x1x512x2048xf32>) -> tensor<512x2048xf32>
    %2182 = "stablehlo.dot_general"(%2180, %2181) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x2048xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x512xf32>
    %2183 = "stablehlo.dot_general"(%1615, %2180) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %2184 = "stablehlo.reshape"(%2183) : (tensor<512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %2185 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2186 = "stablehlo.compare"(%1601, %2185) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2187 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2188 = "stablehlo.select"(%2186, %2182, %2187) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2189 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2190 = "stablehlo.reduce"(%2188, %2189) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2191 = stablehlo.multiply %2188, %1597 : tensor<32x7x7x512xf32>
    %2192 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2193 = "stablehlo.reduce"(%2191, %2192) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2194 = stablehlo.multiply %layer4.0.bn2.g, %1595 : tensor<512xf32>
    %2195 = "stablehlo.broadcast_in_dim"(%2194) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2196 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2197 = stablehlo.divide %2190, %2196 : tensor<512xf32>
    %2198 = "stablehlo.broadcast_in_dim"(%2197) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2199 = stablehlo.subtract %2188, %2198 : tensor<32x7x7x512xf32>
    %2200 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2201 = stablehlo.divide %2193, %2200 : tensor<512xf32>
    %2202 = "stablehlo.broadcast_in_dim"(%2201) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2203 = stablehlo.multiply %1597, %2202 : tensor<32x7x7x512xf32>
    %2204 = stablehlo.subtract %2199, %2203 : tensor<32x7x7x512xf32>
    %2205 = stablehlo.multiply %2195, %2204 : tensor<32x7x7x512xf32>
    %2206 = "stablehlo.reverse"(%layer4.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2207 = "stablehlo.convolution"(%2205, %2206) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x14x14x512xf32>
    %2208 = stablehlo.constant dense<0.0> : tensor<f32>
    %2209 = "stablehlo.pad"(%1580, %2208) {edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<32x15x15x512xf32>
    %2210 = "stablehlo.slice"(%2209) {limit_indices = array<i64: 32, 13, 13, 512>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2211 = "stablehlo.dot_general"(%2205, %2210) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2212 = "stablehlo.reshape"(%2211) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2213 = "stablehlo.slice"(%2209) {limit_indices = array<i64: 32, 13, 14, 512>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2214 = "stablehlo.dot_general"(%2205, %2213) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2215 = "stablehlo.reshape"(%2214) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2216 = "stablehlo.slice"(%2209) {limit_indices = array<i64: 32, 13, 15, 512>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2217 = "stablehlo.dot_general"(%2205, %2216) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2218 = "stablehlo.reshape"(%2217) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2219 = "stablehlo.concatenate"(%2212, %2215, %2218) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2220 = "stablehlo.slice"(%2209) {limit_indices = array<i64: 32, 14, 13, 512>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2221 = "stablehlo.dot_general"(%2205, %2220) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2222 = "stablehlo.reshape"(%2221) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2223 = "stablehlo.slice"(%2209) {limit_indices = array<i64: 32, 14, 14, 512>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2224 = "stablehlo.dot_general"(%2205, %2223) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2225 = "stablehlo.reshape"(%2224) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2226 = "stablehlo.slice"(%2209) {limit_indices = array<i64: 32, 14, 15, 512>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2227 = "stablehlo.dot_general"(%2205, %2226) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2228 = "stablehlo.reshape"(%2227) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2229 = "stablehlo.concatenate"(%2222, %2225, %2228) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2230 = "stablehlo.slice"(%2209) {limit_indices = array<i64: 32, 15, 13, 512>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2231 = "stablehlo.dot_general"(%2205, %2230) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2232 = "stablehlo.reshape"(%2231) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2233 = "stablehlo.slice"(%2209) {limit_indices = array<i64: 32, 15, 14, 512>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2234 = "stablehlo.dot_general"(%2205, %2233) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2235 = "stablehlo.reshape"(%2234) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2236 = "stablehlo.slice"(%2209) {limit_indices = array<i64: 32, 15, 15, 512>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2237 = "stablehlo.dot_general"(%2205, %2236) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2238 = "stablehlo.reshape"(%2237) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2239 = "stablehlo.concatenate"(%2232, %2235, %2238) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2240 = "stablehlo.concatenate"(%2219, %2229, %2239) {dimension = 0 : i64} : (tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2241 = "stablehlo.transpose"(%2240) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2242 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %2243 = "stablehlo.compare"(%1566, %2242) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x512xf32>, tensor<32x14x14x512xf32>) -> tensor<32x14x14x512xi1>
    %2244 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %2245 = "stablehlo.select"(%2243, %2207, %2244) : (tensor<32x14x14x512xi1>, tensor<32x14x14x512xf32>, tensor<32x14x14x512xf32>) -> tensor<32x14x14x512xf32>
    %2246 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2247 = "stablehlo.reduce"(%2245, %2246) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2248 = stablehlo.multiply %2245, %1562 : tensor<32x14x14x512xf32>
    %2249 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2250 = "stablehlo.reduce"(%2248, %2249) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2251 = stablehlo.multiply %layer4.0.bn1.g, %1560 : tensor<512xf32>
    %2252 = "stablehlo.broadcast_in_dim"(%2251) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2253 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %2254 = stablehlo.divide %2247, %2253 : tensor<512xf32>
    %2255 = "stablehlo.broadcast_in_dim"(%2254) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2256 = stablehlo.subtract %2245, %2255 : tensor<32x14x14x512xf32>
    %2257 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %2258 = stablehlo.divide %2250, %2257 : tensor<512xf32>
    %2259 = "stablehlo.broadcast_in_dim"(%2258) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2260 = stablehlo.multiply %1562, %2259 : tensor<32x14x14x512xf32>
    %2261 = stablehlo.subtract %2256, %2260 : tensor<32x14x14x512xf32>
    %2262 = stablehlo.multiply %2252, %2261 : tensor<32x14x14x512xf32>
    %2263 = "stablehlo.reshape"(%layer4.0.conv1.w) : (tensor<1x1x1024x512xf32>) -> tensor<1024x512xf32>
    %2264 = "stablehlo.dot_general"(%2262, %2263) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x512xf32>, tensor<1024x512xf32>) -> tensor<32x14x14x1024xf32>
    %2265 = "stablehlo.dot_general"(%2262, %1544) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x512xf32>, tensor<32x14x14x1024xf32>) -> tensor<512x1024xf32>
    %2266 = "stablehlo.transpose"(%2265) {permutation = array<i64: 1, 0>} : (tensor<512x1024xf32>) -> tensor<1024x512xf32>
    %2267 = "stablehlo.reshape"(%2266) : (tensor<1024x512xf32>) -> tensor<1x1x1024x512xf32>
    %2268 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2269 = "stablehlo.reduce"(%2163, %2268) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2270 = stablehlo.multiply %2163, %1668 : tensor<32x7x7x2048xf32>
    %2271 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2272 = "stablehlo.reduce"(%2270, %2271) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2273 = stablehlo.multiply %layer4.0.downsample.1.g, %1666 : tensor<2048xf32>
    %2274 = "stablehlo.broadcast_in_dim"(%2273) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2275 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2276 = stablehlo.divide %2269, %2275 : tensor<2048xf32>
    %2277 = "stablehlo.broadcast_in_dim"(%2276) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2278 = stablehlo.subtract %2163, %2277 : tensor<32x7x7x2048xf32>
    %2279 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2280 = stablehlo.divide %2272, %2279 : tensor<2048xf32>
    %2281 = "stablehlo.broadcast_in_dim"(%2280) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2282 = stablehlo.multiply %1668, %2281 : tensor<32x7x7x2048xf32>
    %2283 = stablehlo.subtract %2278, %2282 : tensor<32x7x7x2048xf32>
    %2284 = stablehlo.multiply %2274, %2283 : tensor<32x7x7x2048xf32>
    %2285 = "stablehlo.reshape"(%layer4.0.downsample.0.w) : (tensor<1x1x1024x2048xf32>) -> tensor<1024x2048xf32>
    %2286 = "stablehlo.dot_general"(%2284, %2285) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x2048xf32>, tensor<1024x2048xf32>) -> tensor<32x7x7x1024xf32>
    %2287 = stablehlo.constant dense<0.0> : tensor<f32>
    %2288 = "stablehlo.pad"(%2286, %2287) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x7x7x1024xf32>, tensor<f32>) -> tensor<32x14x14x1024xf32>
    %2289 = "stablehlo.dot_general"(%1650, %2284) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x1024xf32>, tensor<32x7x7x2048xf32>) -> tensor<1024x2048xf32>
    %2290 = "stablehlo.reshape"(%2289) : (tensor<1024x2048xf32>) -> tensor<1x1x1024x2048xf32>
    %2291 = stablehlo.add %2264, %2288 : tensor<32x14x14x1024xf32>
    %2292 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2293 = "stablehlo.compare"(%1542, %2292) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2294 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2295 = "stablehlo.select"(%2293, %2291, %2294) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2296 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2297 = "stablehlo.reduce"(%2295, %2296) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2298 = stablehlo.multiply %2295, %1525 : tensor<32x14x14x1024xf32>
    %2299 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2300 = "stablehlo.reduce"(%2298, %2299) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2301 = stablehlo.multiply %layer3.5.bn3.g, %1523 : tensor<1024xf32>
    %2302 = "stablehlo.broadcast_in_dim"(%2301) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2303 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2304 = stablehlo.divide %2297, %2303 : tensor<1024xf32>
    %2305 = "stablehlo.broadcast_in_dim"(%2304) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2306 = stablehlo.subtract %2295, %2305 : tensor<32x14x14x1024xf32>
    %2307 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2308 = stablehlo.divide %2300, %2307 : tensor<1024xf32>
    %2309 = "stablehlo.broadcast_in_dim"(%2308) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2310 = stablehlo.multiply %1525, %2309 : tensor<32x14x14x1024xf32>
    %2311 = stablehlo.subtract %2306, %2310 : tensor<32x14x14x1024xf32>
    %2312 = stablehlo.multiply %2302, %2311 : tensor<32x14x14x1024xf32>
    %2313 = "stablehlo.reshape"(%layer3.5.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2314 = "stablehlo.dot_general"(%2312, %2313) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2315 = "stablehlo.dot_general"(%1507, %2312) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2316 = "stablehlo.reshape"(%2315) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2317 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2318 = "stablehlo.compare"(%1493, %2317) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2319 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2320 = "stablehlo.select"(%2318, %2314, %2319) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2321 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2322 = "stablehlo.reduce"(%2320, %2321) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2323 = stablehlo.multiply %2320, %1489 : tensor<32x14x14x256xf32>
    %2324 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2325 = "stablehlo.reduce"(%2323, %2324) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2326 = stablehlo.multiply %layer3.5.bn2.g, %1487 : tensor<256xf32>
    %2327 = "stablehlo.broadcast_in_dim"(%2326) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2328 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2329 = stablehlo.divide %2322, %2328 : tensor<256xf32>
    %2330 = "stablehlo.broadcast_in_dim"(%2329) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2331 = stablehlo.subtract %2320, %2330 : tensor<32x14x14x256xf32>
    %2332 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2333 = stablehlo.divide %2325, %2332 : tensor<256xf32>
    %2334 = "stablehlo.broadcast_in_dim"(%2333) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2335 = stablehlo.multiply %1489, %2334 : tensor<32x14x14x256xf32>
    %2336 = stablehlo.subtract %2331, %2335 : tensor<32x14x14x256xf32>
    %2337 = stablehlo.multiply %2327, %2336 : tensor<32x14x14x256xf32>
    %2338 = "stablehlo.reverse"(%layer3.5.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2339 = "stablehlo.convolution"(%2337, %2338) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2340 = stablehlo.constant dense<0.0> : tensor<f32>
    %2341 = "stablehlo.pad"(%1472, %2340) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x16x16x256xf32>
    %2342 = "stablehlo.slice"(%2341) {limit_indices = array<i64: 32, 14, 14, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2343 = "stablehlo.dot_general"(%2337, %2342) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2344 = "stablehlo.reshape"(%2343) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2345 = "stablehlo.slice"(%2341) {limit_indices = array<i64: 32, 14, 15, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2346 = "stablehlo.dot_general"(%2337, %2345) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2347 = "stablehlo.reshape"(%2346) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2348 = "stablehlo.slice"(%2341) {limit_indices = array<i64: 32, 14, 16, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2349 = "stablehlo.dot_general"(%2337, %2348) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2350 = "stablehlo.reshape"(%2349) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2351 = "stablehlo.concatenate"(%2344, %2347, %2350) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2352 = "stablehlo.slice"(%2341) {limit_indices = array<i64: 32, 15, 14, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2353 = "stablehlo.dot_general"(%2337, %2352) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2354 = "stablehlo.reshape"(%2353) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2355 = "stablehlo.slice"(%2341) {limit_indices = array<i64: 32, 15, 15, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2356 = "stablehlo.dot_general"(%2337, %2355) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2357 = "stablehlo.reshape"(%2356) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2358 = "stablehlo.slice"(%2341) {limit_indices = array<i64: 32, 15, 16, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2359 = "stablehlo.dot_general"(%2337, %2358) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2360 = "stablehlo.reshape"(%2359) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2361 = "stablehlo.concatenate"(%2354, %2357, %2360) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2362 = "stablehlo.slice"(%2341) {limit_indices = array<i64: 32, 16, 14, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2363 = "stablehlo.dot_general"(%2337, %2362) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2364 = "stablehlo.reshape"(%2363) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2365 = "stablehlo.slice"(%2341) {limit_indices = array<i64: 32, 16, 15, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2366 = "stablehlo.dot_general"(%2337, %2365) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2367 = "stablehlo.reshape"(%2366) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2368 = "stablehlo.slice"(%2341) {limit_indices = array<i64: 32, 16, 16, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2369 = "stablehlo.dot_general"(%2337, %2368) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2370 = "stablehlo.reshape"(%2369) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2371 = "stablehlo.concatenate"(%2364, %2367, %2370) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2372 = "stablehlo.concatenate"(%2351, %2361, %2371) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2373 = "stablehlo.transpose"(%2372) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2374 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2375 = "stablehlo.compare"(%1458, %2374) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2376 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2377 = "stablehlo.select"(%2375, %2339, %2376) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2378 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2379 = "stablehlo.reduce"(%2377, %2378) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2380 = stablehlo.multiply %2377, %1454 : tensor<32x14x14x256xf32>
    %2381 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2382 = "stablehlo.reduce"(%2380, %2381) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2383 = stablehlo.multiply %layer3.5.bn1.g, %1452 : tensor<256xf32>
    %2384 = "stablehlo.broadcast_in_dim"(%2383) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2385 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2386 = stablehlo.divide %2379, %2385 : tensor<256xf32>
    %2387 = "stablehlo.broadcast_in_dim"(%2386) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2388 = stablehlo.subtract %2377, %2387 : tensor<32x14x14x256xf32>
    %2389 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2390 = stablehlo.divide %2382, %2389 : tensor<256xf32>
    %2391 = "stablehlo.broadcast_in_dim"(%2390) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2392 = stablehlo.multiply %1454, %2391 : tensor<32x14x14x256xf32>
    %2393 = stablehlo.subtract %2388, %2392 : tensor<32x14x14x256xf32>
    %2394 = stablehlo.multiply %2384, %2393 : tensor<32x14x14x256xf32>
    %2395 = "stablehlo.reshape"(%layer3.5.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %2396 = "stablehlo.dot_general"(%2394, %2395) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2397 = "stablehlo.dot_general"(%2394, %1436) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2398 = "stablehlo.transpose"(%2397) {permutation = array<i64: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %2399 = "stablehlo.reshape"(%2398) : (tensor<1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2400 = stablehlo.add %2396, %2295 : tensor<32x14x14x1024xf32>
    %2401 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2402 = "stablehlo.compare"(%1434, %2401) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2403 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2404 = "stablehlo.select"(%2402, %2400, %2403) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2405 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2406 = "stablehlo.reduce"(%2404, %2405) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2407 = stablehlo.multiply %2404, %1417 : tensor<32x14x14x1024xf32>
    %2408 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2409 = "stablehlo.reduce"(%2407, %2408) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2410 = stablehlo.multiply %layer3.4.bn3.g, %1415 : tensor<1024xf32>
    %2411 = "stablehlo.broadcast_in_dim"(%2410) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2412 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2413 = stablehlo.divide %2406, %2412 : tensor<1024xf32>
    %2414 = "stablehlo.broadcast_in_dim"(%2413) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2415 = stablehlo.subtract %2404, %2414 : tensor<32x14x14x1024xf32>
    %2416 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2417 = stablehlo.divide %2409, %2416 : tensor<1024xf32>
    %2418 = "stablehlo.broadcast_in_dim"(%2417) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2419 = stablehlo.multiply %1417, %2418 : tensor<32x14x14x1024xf32>
    %2420 = stablehlo.subtract %2415, %2419 : tensor<32x14x14x1024xf32>
    %2421 = stablehlo.multiply %2411, %2420 : tensor<32x14x14x1024xf32>
    %2422 = "stablehlo.reshape"(%layer3.4.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2423 = "stablehlo.dot_general"(%2421, %2422) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2424 = "stablehlo.dot_general"(%1399, %2421) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2425 = "stablehlo.reshape"(%2424) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2426 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2427 = "stablehlo.compare"(%1385, %2426) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2428 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2429 = "stablehlo.select"(%2427, %2423, %2428) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2430 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2431 = "stablehlo.reduce"(%2429, %2430) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2432 = stablehlo.multiply %2429, %1381 : tensor<32x14x14x256xf32>
    %2433 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2434 = "stablehlo.reduce"(%2432, %2433) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2435 = stablehlo.multiply %layer3.4.bn2.g, %1379 : tensor<256xf32>
    %2436 = "stablehlo.broadcast_in_dim"(%2435) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2437 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2438 = stablehlo.divide %2431, %2437 : tensor<256xf32>
    %2439 = "stablehlo.broadcast_in_dim"(%2438) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2440 = stablehlo.subtract %2429, %2439 : tensor<32x14x14x256xf32>
    %2441 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2442 = stablehlo.divide %2434, %2441 : tensor<256xf32>
    %2443 = "stablehlo.broadcast_in_dim"(%2442) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2444 = stablehlo.multiply %1381, %2443 : tensor<32x14x14x256xf32>
    %2445 = stablehlo.subtract %2440, %2444 : tensor<32x14x14x256xf32>
    %2446 = stablehlo.multiply %2436, %2445 : tensor<32x14x14x256xf32>
    %2447 = "stablehlo.reverse"(%layer3.4.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2448 = "stablehlo.convolution"(%2446, %2447) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2449 = stablehlo.constant dense<0.0> : tensor<f32>
    %2450 = "stablehlo.pad"(%1364, %2449) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x16x16x256xf32>
    %2451 = "stablehlo.slice"(%2450) {limit_indices = array<i64: 32, 14, 14, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2452 = "stablehlo.dot_general"(%2446, %2451) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2453 = "stablehlo.reshape"(%2452) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2454 = "stablehlo.slice"(%2450) {limit_indices = array<i64: 32, 14, 15, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2455 = "stablehlo.dot_general"(%2446, %2454) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2456 = "stablehlo.reshape"(%2455) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2457 = "stablehlo.slice"(%2450) {limit_indices = array<i64: 32, 14, 16, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2458 = "stablehlo.dot_general"(%2446, %2457) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2459 = "stablehlo.reshape"(%2458) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2460 = "stablehlo.concatenate"(%2453, %2456, %2459) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2461 = "stablehlo.slice"(%2450) {limit_indices = array<i64: 32, 15, 14, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2462 = "stablehlo.dot_general"(%2446, %2461) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2463 = "stablehlo.reshape"(%2462) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2464 = "stablehlo.slice"(%2450) {limit_indices = array<i64: 32, 15, 15, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2465 = "stablehlo.dot_general"(%2446, %2464) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2466 = "stablehlo.reshape"(%2465) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2467 = "stablehlo.slice"(%2450) {limit_indices = array<i64: 32, 15, 16, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2468 = "stablehlo.dot_general"(%2446, %2467) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2469 = "stablehlo.reshape"(%2468) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2470 = "stablehlo.concatenate"(%2463, %2466, %2469) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2471 = "stablehlo.slice"(%2450) {limit_indices = array<i64: 32, 16, 14, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2472 = "stablehlo.dot_general"(%2446, %2471) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2473 = "stablehlo.reshape"(%2472) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2474 = "stablehlo.slice"(%2450) {limit_indices = array<i64: 32, 16, 15, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2475 = "stablehlo.dot_general"(%2446, %2474) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2476 = "stablehlo.reshape"(%2475) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2477 = "stablehlo.slice"(%2450) {limit_indices = array<i64: 32, 16, 16, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2478 = "stablehlo.dot_general"(%2446, %2477) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2479 = "stablehlo.reshape"(%2478) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2480 = "stablehlo.concatenate"(%2473, %2476, %2479) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2481 = "stablehlo.concatenate"(%2460, %2470, %2480) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2482 = "stablehlo.transpose"(%2481) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2483 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2484 = "stablehlo.compare"(%1350, %2483) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2485 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2486 = "stablehlo.select"(%2484, %2448, %2485) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2487 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2488 = "stablehlo.reduce"(%2486, %2487) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2489 = stablehlo.multiply %2486, %1346 : tensor<32x14x14x256xf32>
    %2490 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2491 = "stablehlo.reduce"(%2489, %2490) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2492 = stablehlo.multiply %layer3.4.bn1.g, %1344 : tensor<256xf32>
    %2493 = "stablehlo.broadcast_in_dim"(%2492) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2494 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2495 = stablehlo.divide %2488, %2494 : tensor<256xf32>
    %2496 = "stablehlo.broadcast_in_dim"(%2495) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2497 = stablehlo.subtract %2486, %2496 : tensor<32x14x14x256xf32>
    %2498 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2499 = stablehlo.divide %2491, %2498 : tensor<256xf32>
    %2500 = "stablehlo.broadcast_in_dim"(%2499) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2501 = stablehlo.multiply %1346, %2500 : tensor<32x14x14x256xf32>
    %2502 = stablehlo.subtract %2497, %2501 : tensor<32x14x14x256xf32>
    %2503 = stablehlo.multiply %2493, %2502 : tensor<32x14x14x256xf32>
    %2504 = "stablehlo.reshape"(%layer3.4.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %2505 = "stablehlo.dot_general"(%2503, %2504) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2506 = "stablehlo.dot_general"(%2503, %1328) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2507 = "stablehlo.transpose"(%2506) {permutation = array<i64: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %2508 = "stablehlo.reshape"(%2507) : (tensor<1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2509 = stablehlo.add %2505, %2404 : tensor<32x14x14x1024xf32>
    %2510 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2511 = "stablehlo.compare"(%1326, %2510) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2512 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2513 = "stablehlo.select"(%2511, %2509, %2512) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2514 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2515 = "stablehlo.reduce"(%2513, %2514) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2516 = stablehlo.multiply %2513, %1309 : tensor<32x14x14x1024xf32>
    %2517 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2518 = "stablehlo.reduce"(%2516, %2517) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2519 = stablehlo.multiply %layer3.3.bn3.g, %1307 : tensor<1024xf32>
    %2520 = "stablehlo.broadcast_in_dim"(%2519) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2521 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2522 = stablehlo.divide %2515, %2521 : tensor<1024xf32>
    %2523 = "stablehlo.broadcast_in_dim"(%2522) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2524 = stablehlo.subtract %2513, %2523 : tensor<32x14x14x1024xf32>
    %2525 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2526 = stablehlo.divide %2518, %2525 : tensor<1024xf32>
    %2527 = "stablehlo.broadcast_in_dim"(%2526) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2528 = stablehlo.multiply %1309, %2527 : tensor<32x14x14x1024xf32>
    %2529 = stablehlo.subtract %2524, %2528 : tensor<32x14x14x1024xf32>
    %2530 = stablehlo.multiply %2520, %2529 : tensor<32x14x14x1024xf32>
    %2531 = "stablehlo.reshape"(%layer3.3.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2532 = "stablehlo.dot_general"(%2530, %2531) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2533 = "stablehlo.dot_general"(%1291, %2530) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2534 = "stablehlo.reshape"(%2533) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2535 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2536 = "stablehlo.compare"(%1277, %2535) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2537 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2538 = "stablehlo.select"(%2536, %2532, %2537) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2539 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2540 = "stablehlo.reduce"(%2538, %2539) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2541 = stablehlo.multiply %2538, %1273 : tensor<32x14x14x256xf32>
    %2542 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2543 = "stablehlo.reduce"(%2541, %2542) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2544 = stablehlo.multiply %layer3.3.bn2.g, %1271 : tensor<256xf32>
    %2545 = "stablehlo.broadcast_in_dim"(%2544) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2546 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2547 = stablehlo.divide %2540, %2546 : tensor<256xf32>
    %2548 = "stablehlo.broadcast_in_dim"(%2547) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2549 = stablehlo.subtract %2538, %2548 : tensor<32x14x14x256xf32>
    %2550 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2551 = stablehlo.divide %2543, %2550 : tensor<256xf32>
    %2552 = "stablehlo.broadcast_in_dim"(%2551) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2553 = stablehlo.multiply %1273, %2552 : tensor<32x14x14x256xf32>
    %2554 = stablehlo.subtract %2549, %2553 : tensor<32x14x14x256xf32>
    %2555 = stablehlo.multiply %2545, %2554 : tensor<32x14x14x256xf32>
    %2556 = "stablehlo.reverse"(%layer3.3.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2557 = "stablehlo.convolution"(%2555, %2556) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2558 = stablehlo.constant dense<0.0> : tensor<f32>
    %2559 = "stablehlo.pad"(%1256, %2558) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x16x16x256xf32>
    %2560 = "stablehlo.slice"(%2559) {limit_indices = array<i64: 32, 14, 14, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2561 = "stablehlo.dot_general"(%2555, %2560) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2562 = "stablehlo.reshape"(%2561) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2563 = "stablehlo.slice"(%2559) {limit_indices = array<i64: 32, 14, 15, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2564 = "stablehlo.dot_general"(%2555, %2563) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2565 = "stablehlo.reshape"(%2564) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2566 = "stablehlo.slice"(%2559) {limit_indices = array<i64: 32, 14, 16, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2567 = "stablehlo.dot_general"(%2555, %2566) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2568 = "stablehlo.reshape"(%2567) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2569 = "stablehlo.concatenate"(%2562, %2565, %2568) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2570 = "stablehlo.slice"(%2559) {limit_indices = array<i64: 32, 15, 14, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2571 = "stablehlo.dot_general"(%2555, %2570) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2572 = "stablehlo.reshape"(%2571) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2573 = "stablehlo.slice"(%2559) {limit_indices = array<i64: 32, 15, 15, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2574 = "stablehlo.dot_general"(%2555, %2573) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2575 = "stablehlo.reshape"(%2574) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2576 = "stablehlo.slice"(%2559) {limit_indices = array<i64: 32, 15, 16, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2577 = "stablehlo.dot_general"(%2555, %2576) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2578 = "stablehlo.reshape"(%2577) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2579 = "stablehlo.concatenate"(%2572, %2575, %2578) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2580 = "stablehlo.slice"(%2559) {limit_indices = array<i64: 32, 16, 14, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2581 = "stablehlo.dot_general"(%2555, %2580) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2582 = "stablehlo.reshape"(%2581) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2583 = "stablehlo.slice"(%2559) {limit_indices = array<i64: 32, 16, 15, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2584 = "stablehlo.dot_general"(%2555, %2583) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2585 = "stablehlo.reshape"(%2584) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2586 = "stablehlo.slice"(%2559) {limit_indices = array<i64: 32, 16, 16, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2587 = "stablehlo.dot_general"(%2555, %2586) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2588 = "stablehlo.reshape"(%2587) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2589 = "stablehlo.concatenate"(%2582, %2585, %2588) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2590 = "stablehlo.concatenate"(%2569, %2579, %2589) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2591 = "stablehlo.transpose"(%2590) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2592 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2593 = "stablehlo.compare"(%1242, %2592) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2594 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2595 = "stablehlo.select"(%2593, %2557, %2594) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2596 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2597 = "stablehlo.reduce"(%2595, %2596) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2598 = stablehlo.multiply %2595, %1238 : tensor<32x14x14x256xf32>
    %2599 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2600 = "stablehlo.reduce"(%2598, %2599) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2601 = stablehlo.multiply %layer3.3.bn1.g, %1236 : tensor<256xf32>
    %2602 = "stablehlo.broadcast_in_dim"(%2601) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2603 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2604 = stablehlo.divide %2597, %2603 : tensor<256xf32>
    %2605 = "stablehlo.broadcast_in_dim"(%2604) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2606 = stablehlo.subtract %2595, %2605 : tensor<32x14x14x256xf32>
    %2607 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2608 = stablehlo.divide %2600, %2607 : tensor<256xf32>
    %2609 = "stablehlo.broadcast_in_dim"(%2608) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2610 = stablehlo.multiply %1238, %2609 : tensor<32x14x14x256xf32>
    %2611 = stablehlo.subtract %2606, %2610 : tensor<32x14x14x256xf32>
    %2612 = stablehlo.multiply %2602, %2611 : tensor<32x14x14x256xf32>
    %2613 = "stablehlo.reshape"(%layer3.3.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %2614 = "stablehlo.dot_general"(%2612, %2613) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2615 = "stablehlo.dot_general"(%2612, %1220) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2616 = "stablehlo.transpose"(%2615) {permutation = array<i64: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %2617 = "stablehlo.reshape"(%2616) : (tensor<1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2618 = stablehlo.add %2614, %2513 : tensor<32x14x14x1024xf32>
    %2619 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2620 = "stablehlo.compare"(%1218, %2619) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2621 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2622 = "stablehlo.select"(%2620, %2618, %2621) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2623 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2624 = "stablehlo.reduce"(%2622, %2623) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2625 = stablehlo.multiply %2622, %1201 : tensor<32x14x14x1024xf32>
    %2626 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2627 = "stablehlo.reduce"(%2625, %2626) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2628 = stablehlo.multiply %layer3.2.bn3.g, %1199 : tensor<1024xf32>
    %2629 = "stablehlo.broadcast_in_dim"(%2628) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2630 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2631 = stablehlo.divide %2624, %2630 : tensor<1024xf32>
    %2632 = "stablehlo.broadcast_in_dim"(%2631) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2633 = stablehlo.subtract %2622, %2632 : tensor<32x14x14x1024xf32>
    %2634 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2635 = stablehlo.divide %2627, %2634 : tensor<1024xf32>
    %2636 = "stablehlo.broadcast_in_dim"(%2635) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2637 = stablehlo.multiply %1201, %2636 : tensor<32x14x14x1024xf32>
    %2638 = stablehlo.subtract %2633, %2637 : tensor<32x14x14x1024xf32>
    %2639 = stablehlo.multiply %2629, %2638 : tensor<32x14x14x1024xf32>
    %2640 = "stablehlo.reshape"(%layer3.2.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2641 = "stablehlo.dot_general"(%2639, %2640) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2642 = "stablehlo.dot_general"(%1183, %2639) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2643 = "stablehlo.reshape"(%2642) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2644 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2645 = "stablehlo.compare"(%1169, %2644) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2646 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2647 = "stablehlo.select"(%2645, %2641, %2646) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2648 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2649 = "stablehlo.reduce"(%2647, %2648) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2650 = stablehlo.multiply %2647, %1165 : tensor<32x14x14x256xf32>
    %2651 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2652 = "stablehlo.reduce"(%2650, %2651) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2653 = stablehlo.multiply %layer3.2.bn2.g, %1163 : tensor<256xf32>
    %2654 = "stablehlo.broadcast_in_dim"(%2653) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2655 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2656 = stablehlo.divide %2649, %2655 : tensor<256xf32>
    %2657 = "stablehlo.broadcast_in_dim"(%2656) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2658 = stablehlo.subtract %2647, %2657 : tensor<32x14x14x256xf32>
    %2659 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2660 = stablehlo.divide %2652, %2659 : tensor<256xf32>
    %2661 = "stablehlo.broadcast_in_dim"(%2660) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2662 = stablehlo.multiply %1165, %2661 : tensor<32x14x14x256xf32>
    %2663 = stablehlo.subtract %2658, %2662 : tensor<32x14x14x256xf32>
    %2664 = stablehlo.multiply %2654, %2663 : tensor<32x14x14x256xf32>
    %2665 = "stablehlo.reverse"(%layer3.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2666 = "stablehlo.convolution"(%2664, %2665) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2667 = stablehlo.constant dense<0.0> : tensor<f32>
    %2668 = "stablehlo.pad"(%1148, %2667) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x16x16x256xf32>
    %2669 = "stablehlo.slice"(%2668) {limit_indices = array<i64: 32, 14, 14, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2670 = "stablehlo.dot_general"(%2664, %2669) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2671 = "stablehlo.reshape"(%2670) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2672 = "stablehlo.slice"(%2668) {limit_indices = array<i64: 32, 14, 15, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2673 = "stablehlo.dot_general"(%2664, %2672) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2674 = "stablehlo.reshape"(%2673) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2675 = "stablehlo.slice"(%2668) {limit_indices = array<i64: 32, 14, 16, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2676 = "stablehlo.dot_general"(%2664, %2675) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2677 = "stablehlo.reshape"(%2676) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2678 = "stablehlo.concatenate"(%2671, %2674, %2677) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2679 = "stablehlo.slice"(%2668) {limit_indices = array<i64: 32, 15, 14, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2680 = "stablehlo.dot_general"(%2664, %2679) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2681 = "stablehlo.reshape"(%2680) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2682 = "stablehlo.slice"(%2668) {limit_indices = array<i64: 32, 15, 15, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2683 = "stablehlo.dot_general"(%2664, %2682) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2684 = "stablehlo.reshape"(%2683) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2685 = "stablehlo.slice"(%2668) {limit_indices = array<i64: 32, 15, 16, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2686 = "stablehlo.dot_general"(%2664, %2685) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2687 = "stablehlo.reshape"(%2686) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2688 = "stablehlo.concatenate"(%2681, %2684, %2687) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2689 = "stablehlo.slice"(%2668) {limit_indices = array<i64: 32, 16, 14, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2690 = "stablehlo.dot_general"(%2664, %2689) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2691 = "stablehlo.reshape"(%2690) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2692 = "stablehlo.slice"(%2668) {limit_indices = array<i64: 32, 16, 15, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2693 = "stablehlo.dot_general"(%2664, %2692) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2694 = "stablehlo.reshape"(%2693) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2695 = "stablehlo.slice"(%2668) {limit_indices = array<i64: 32, 16, 16, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2696 = "stablehlo.dot_general"(%2664, %2695) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2697 = "stablehlo.reshape"(%2696) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2698 = "stablehlo.concatenate"(%2691, %2694, %2697) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2699 = "stablehlo.concatenate"(%2678, %2688, %2698) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2700 = "stablehlo.transpose"(%2699) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2701 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2702 = "stablehlo.compare"(%1134, %2701) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2703 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2704 = "stablehlo.select"(%2702, %2666, %2703) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2705 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2706 = "stablehlo.reduce"(%2704, %2705) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2707 = stablehlo.multiply %2704, %1130 : tensor<32x14x14x256xf32>
    %2708 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2709 = "stablehlo.reduce"(%2707, %2708) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2710 = stablehlo.multiply %layer3.2.bn1.g, %1128 : tensor<256xf32>
    %2711 = "stablehlo.broadcast_in_dim"(%2710) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2712 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2713 = stablehlo.divide %2706, %2712 : tensor<256xf32>
    %2714 = "stablehlo.broadcast_in_dim"(%2713) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2715 = stablehlo.subtract %2704, %2714 : tensor<32x14x14x256xf32>
    %2716 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2717 = stablehlo.divide %2709, %2716 : tensor<256xf32>
    %2718 = "stablehlo.broadcast_in_dim"(%2717) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2719 = stablehlo.multiply %1130, %2718 : tensor<32x14x14x256xf32>
    %2720 = stablehlo.subtract %2715, %2719 : tensor<32x14x14x256xf32>
    %2721 = stablehlo.multiply %2711, %2720 : tensor<32x14x14x256xf32>
    %2722 = "stablehlo.reshape"(%layer3.2.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %2723 = "stablehlo.dot_general"(%2721, %2722) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2724 = "stablehlo.dot_general"(%2721, %1112) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2725 = "stablehlo.transpose"(%2724) {permutation = array<i64: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %2726 = "stablehlo.reshape"(%2725) : (tensor<1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2727 = stablehlo.add %2723, %2622 : tensor<32x14x14x1024xf32>
    %2728 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2729 = "stablehlo.compare"(%1110, %2728) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2730 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2731 = "stablehlo.select"(%2729, %2727, %2730) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2732 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2733 = "stablehlo.reduce"(%2731, %2732) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2734 = stablehlo.multiply %2731, %1093 : tensor<32x14x14x1024xf32>
    %2735 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2736 = "stablehlo.reduce"(%2734, %2735) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2737 = stablehlo.multiply %layer3.1.bn3.g, %1091 : tensor<1024xf32>
    %2738 = "stablehlo.broadcast_in_dim"(%2737) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2739 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2740 = stablehlo.divide %2733, %2739 : tensor<1024xf32>
    %2741 = "stablehlo.broadcast_in_dim"(%2740) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2742 = stablehlo.subtract %2731, %2741 : tensor<32x14x14x1024xf32>
    %2743 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2744 = stablehlo.divide %2736, %2743 : tensor<1024xf32>
    %2745 = "stablehlo.broadcast_in_dim"(%2744) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2746 = stablehlo.multiply %1093, %2745 : tensor<32x14x14x1024xf32>
    %2747 = stablehlo.subtract %2742, %2746 : tensor<32x14x14x1024xf32>
    %2748 = stablehlo.multiply %2738, %2747 : tensor<32x14x14x1024xf32>
    %2749 = "stablehlo.reshape"(%layer3.1.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2750 = "stablehlo.dot_general"(%2748, %2749) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2751 = "stablehlo.dot_general"(%1075, %2748) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2752 = "stablehlo.reshape"(%2751) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2753 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2754 = "stablehlo.compare"(%1061, %2753) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2755 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2756 = "stablehlo.select"(%2754, %2750, %2755) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2757 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2758 = "stablehlo.reduce"(%2756, %2757) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2759 = stablehlo.multiply %2756, %1057 : tensor<32x14x14x256xf32>
    %2760 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2761 = "stablehlo.reduce"(%2759, %2760) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2762 = stablehlo.multiply %layer3.1.bn2.g, %1055 : tensor<256xf32>
    %2763 = "stablehlo.broadcast_in_dim"(%2762) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2764 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2765 = stablehlo.divide %2758, %2764 : tensor<256xf32>
    %2766 = "stablehlo.broadcast_in_dim"(%2765) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2767 = stablehlo.subtract %2756, %2766 : tensor<32x14x14x256xf32>
    %2768 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2769 = stablehlo.divide %2761, %2768 : tensor<256xf32>
    %2770 = "stablehlo.broadcast_in_dim"(%2769) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2771 = stablehlo.multiply %1057, %2770 : tensor<32x14x14x256xf32>
    %2772 = stablehlo.subtract %2767, %2771 : tensor<32x14x14x256xf32>
    %2773 = stablehlo.multiply %2763, %2772 : tensor<32x14x14x256xf32>
    %2774 = "stablehlo.reverse"(%layer3.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2775 = "stablehlo.convolution"(%2773, %2774) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2776 = stablehlo.constant dense<0.0> : tensor<f32>
    %2777 = "stablehlo.pad"(%1040, %2776) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x16x16x256xf32>
    %2778 = "stablehlo.slice"(%2777) {limit_indices = array<i64: 32, 14, 14, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2779 = "stablehlo.dot_general"(%2773, %2778) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2780 = "stablehlo.reshape"(%2779) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2781 = "stablehlo.slice"(%2777) {limit_indices = array<i64: 32, 14, 15, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2782 = "stablehlo.dot_general"(%2773, %2781) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2783 = "stablehlo.reshape"(%2782) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2784 = "stablehlo.slice"(%2777) {limit_indices = array<i64: 32, 14, 16, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2785 = "stablehlo.dot_general"(%2773, %2784) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2786 = "stablehlo.reshape"(%2785) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2787 = "stablehlo.concatenate"(%2780, %2783, %2786) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2788 = "stablehlo.slice"(%2777) {limit_indices = array<i64: 32, 15, 14, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2789 = "stablehlo.dot_general"(%2773, %2788) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2790 = "stablehlo.reshape"(%2789) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2791 = "stablehlo.slice"(%2777) {limit_indices = array<i64: 32, 15, 15, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2792 = "stablehlo.dot_general"(%2773, %2791) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2793 = "stablehlo.reshape"(%2792) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2794 = "stablehlo.slice"(%2777) {limit_indices = array<i64: 32, 15, 16, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2795 = "stablehlo.dot_general"(%2773, %2794) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2796 = "stablehlo.reshape"(%2795) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2797 = "stablehlo.concatenate"(%2790, %2793, %2796) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2798 = "stablehlo.slice"(%2777) {limit_indices = array<i64: 32, 16, 14, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2799 = "stablehlo.dot_general"(%2773, %2798) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2800 = "stablehlo.reshape"(%2799) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2801 = "stablehlo.slice"(%2777) {limit_indices = array<i64: 32, 16, 15, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2802 = "stablehlo.dot_general"(%2773, %2801) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2803 = "stablehlo.reshape"(%2802) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2804 = "stablehlo.slice"(%2777) {limit_indices = array<i64: 32, 16, 16, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2805 = "stablehlo.dot_general"(%2773, %2804) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2806 = "stablehlo.reshape"(%2805) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2807 = "stablehlo.concatenate"(%2800, %2803, %2806) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2808 = "stablehlo.concatenate"(%2787, %2797, %2807) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2809 = "stablehlo.transpose"(%2808) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2810 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2811 = "stablehlo.compare"(%1026, %2810) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2812 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2813 = "stablehlo.select"(%2811, %2775, %2812) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2814 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2815 = "stablehlo.reduce"(%2813, %2814) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2816 = stablehlo.multiply %2813, %1022 : tensor<32x14x14x256xf32>
    %2817 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2818 = "stablehlo.reduce"(%2816, %2817) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2819 = stablehlo.multiply %layer3.1.bn1.g, %1020 : tensor<256xf32>
    %2820 = "stablehlo.broadcast_in_dim"(%2819) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2821 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2822 = stablehlo.divide %2815, %2821 : tensor<256xf32>
    %2823 = "stablehlo.broadcast_in_dim"(%2822) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2824 = stablehlo.subtract %2813, %2823 : tensor<32x14x14x256xf32>
    %2825 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2826 = stablehlo.divide %2818, %2825 : tensor<256xf32>
    %2827 = "stablehlo.broadcast_in_dim"(%2826) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2828 = stablehlo.multiply %1022, %2827 : tensor<32x14x14x256xf32>
    %2829 = stablehlo.subtract %2824, %2828 : tensor<32x14x14x256xf32>
    %2830 = stablehlo.multiply %2820, %2829 : tensor<32x14x14x256xf32>
    %2831 = "stablehlo.reshape"(%layer3.1.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %2832 = "stablehlo.dot_general"(%2830, %2831) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2833 = "stablehlo.dot_general"(%2830, %1004) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2834 = "stablehlo.transpose"(%2833) {permutation = array<i64: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %2835 = "stablehlo.reshape"(%2834) : (tensor<1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2836 = stablehlo.add %2832, %2731 : tensor<32x14x14x1024xf32>
    %2837 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2838 = "stablehlo.compare"(%1002, %2837) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2839 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2840 = "stablehlo.select"(%2838, %2836, %2839) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2841 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2842 = "stablehlo.reduce"(%2840, %2841) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2843 = stablehlo.multiply %2840, %950 : tensor<32x14x14x1024xf32>
    %2844 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2845 = "stablehlo.reduce"(%2843, %2844) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2846 = stablehlo.multiply %layer3.0.bn3.g, %948 : tensor<1024xf32>
    %2847 = "stablehlo.broadcast_in_dim"(%2846) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2848 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2849 = stablehlo.divide %2842, %2848 : tensor<1024xf32>
    %2850 = "stablehlo.broadcast_in_dim"(%2849) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2851 = stablehlo.subtract %2840, %2850 : tensor<32x14x14x1024xf32>
    %2852 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2853 = stablehlo.divide %2845, %2852 : tensor<1024xf32>
    %2854 = "stablehlo.broadcast_in_dim"(%2853) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2855 = stablehlo.multiply %950, %2854 : tensor<32x14x14x1024xf32>
    %2856 = stablehlo.subtract %2851, %2855 : tensor<32x14x14x1024xf32>
    %2857 = stablehlo.multiply %2847, %2856 : tensor<32x14x14x1024xf32>
    %2858 = "stablehlo.reshape"(%layer3.0.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2859 = "stablehlo.dot_general"(%2857, %2858) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2860 = "stablehlo.dot_general"(%932, %2857) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2861 = "stablehlo.reshape"(%2860) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2862 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2863 = "stablehlo.compare"(%918, %2862) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2864 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2865 = "stablehlo.select"(%2863, %2859, %2864) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2866 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2867 = "stablehlo.reduce"(%2865, %2866) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2868 = stablehlo.multiply %2865, %914 : tensor<32x14x14x256xf32>
    %2869 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2870 = "stablehlo.reduce"(%2868, %2869) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2871 = stablehlo.multiply %layer3.0.bn2.g, %912 : tensor<256xf32>
    %2872 = "stablehlo.broadcast_in_dim"(%2871) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2873 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2874 = stablehlo.divide %2867, %2873 : tensor<256xf32>
    %2875 = "stablehlo.broadcast_in_dim"(%2874) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2876 = stablehlo.subtract %2865, %2875 : tensor<32x14x14x256xf32>
    %2877 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2878 = stablehlo.divide %2870, %2877 : tensor<256xf32>
    %2879 = "stablehlo.broadcast_in_dim"(%2878) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2880 = stablehlo.multiply %914, %2879 : tensor<32x14x14x256xf32>
    %2881 = stablehlo.subtract %2876, %2880 : tensor<32x14x14x256xf32>
    %2882 = stablehlo.multiply %2872, %2881 : tensor<32x14x14x256xf32>
    %2883 = "stablehlo.reverse"(%layer3.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2884 = "stablehlo.convolution"(%2882, %2883) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x28x28x256xf32>
    %2885 = stablehlo.constant dense<0.0> : tensor<f32>
    %2886 = "stablehlo.pad"(%897, %2885) {edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<32x29x29x256xf32>
    %2887 = "stablehlo.slice"(%2886) {limit_indices = array<i64: 32, 27, 27, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2888 = "stablehlo.dot_general"(%2882, %2887) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2889 = "stablehlo.reshape"(%2888) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2890 = "stablehlo.slice"(%2886) {limit_indices = array<i64: 32, 27, 28, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2891 = "stablehlo.dot_general"(%2882, %2890) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2892 = "stablehlo.reshape"(%2891) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2893 = "stablehlo.slice"(%2886) {limit_indices = array<i64: 32, 27, 29, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2894 = "stablehlo.dot_general"(%2882, %2893) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2895 = "stablehlo.reshape"(%2894) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2896 = "stablehlo.concatenate"(%2889, %2892, %2895) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2897 = "stablehlo.slice"(%2886) {limit_indices = array<i64: 32, 28, 27, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2898 = "stablehlo.dot_general"(%2882, %2897) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2899 = "stablehlo.reshape"(%2898) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2900 = "stablehlo.slice"(%2886) {limit_indices = array<i64: 32, 28, 28, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2901 = "stablehlo.dot_general"(%2882, %2900) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2902 = "stablehlo.reshape"(%2901) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2903 = "stablehlo.slice"(%2886) {limit_indices = array<i64: 32, 28, 29, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2904 = "stablehlo.dot_general"(%2882, %2903) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2905 = "stablehlo.reshape"(%2904) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2906 = "stablehlo.concatenate"(%2899, %2902, %2905) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2907 = "stablehlo.slice"(%2886) {limit_indices = array<i64: 32, 29, 27, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2908 = "stablehlo.dot_general"(%2882, %2907) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2909 = "stablehlo.reshape"(%2908) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2910 = "stablehlo.slice"(%2886) {limit_indices = array<i64: 32, 29, 28, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2911 = "stablehlo.dot_general"(%2882, %2910) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2912 = "stablehlo.reshape"(%2911) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2913 = "stablehlo.slice"(%2886) {limit_indices = array<i64: 32, 29, 29, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2914 = "stablehlo.dot_general"(%2882, %2913) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2915 = "stablehlo.reshape"(%2914) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2916 = "stablehlo.concatenate"(%2909, %2912, %2915) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2917 = "stablehlo.concatenate"(%2896, %2906, %2916) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2918 = "stablehlo.transpose"(%2917) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2919 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %2920 = "stablehlo.compare"(%883, %2919) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x256xf32>, tensor<32x28x28x256xf32>) -> tensor<32x28x28x256xi1>
    %2921 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %2922 = "stablehlo.select"(%2920, %2884, %2921) : (tensor<32x28x28x256xi1>, tensor<32x28x28x256xf32>, tensor<32x28x28x256xf32>) -> tensor<32x28x28x256xf32>
    %2923 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2924 = "stablehlo.reduce"(%2922, %2923) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2925 = stablehlo.multiply %2922, %879 : tensor<32x28x28x256xf32>
    %2926 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2927 = "stablehlo.reduce"(%2925, %2926) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2928 = stablehlo.multiply %layer3.0.bn1.g, %877 : tensor<256xf32>
    %2929 = "stablehlo.broadcast_in_dim"(%2928) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2930 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %2931 = stablehlo.divide %2924, %2930 : tensor<256xf32>
    %2932 = "stablehlo.broadcast_in_dim"(%2931) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2933 = stablehlo.subtract %2922, %2932 : tensor<32x28x28x256xf32>
    %2934 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %2935 = stablehlo.divide %2927, %2934 : tensor<256xf32>
    %2936 = "stablehlo.broadcast_in_dim"(%2935) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2937 = stablehlo.multiply %879, %2936 : tensor<32x28x28x256xf32>
    %2938 = stablehlo.subtract %2933, %2937 : tensor<32x28x28x256xf32>
    %2939 = stablehlo.multiply %2929, %2938 : tensor<32x28x28x256xf32>
    %2940 = "stablehlo.reshape"(%layer3.0.conv1.w) : (tensor<1x1x512x256xf32>) -> tensor<512x256xf32>
    %2941 = "stablehlo.dot_general"(%2939, %2940) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x256xf32>, tensor<512x256xf32>) -> tensor<32x28x28x512xf32>
    %2942 = "stablehlo.dot_general"(%2939, %861) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x256xf32>, tensor<32x28x28x512xf32>) -> tensor<256x512xf32>
    %2943 = "stablehlo.transpose"(%2942) {permutation = array<i64: 1, 0>} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %2944 = "stablehlo.reshape"(%2943) : (tensor<512x256xf32>) -> tensor<1x1x512x256xf32>
    %2945 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2946 = "stablehlo.reduce"(%2840, %2945) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2947 = stablehlo.multiply %2840, %985 : tensor<32x14x14x1024xf32>
    %2948 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2949 = "stablehlo.reduce"(%2947, %2948) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2950 = stablehlo.multiply %layer3.0.downsample.1.g, %983 : tensor<1024xf32>
    %2951 = "stablehlo.broadcast_in_dim"(%2950) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2952 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2953 = stablehlo.divide %2946, %2952 : tensor<1024xf32>
    %2954 = "stablehlo.broadcast_in_dim"(%2953) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2955 = stablehlo.subtract %2840, %2954 : tensor<32x14x14x1024xf32>
    %2956 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2957 = stablehlo.divide %2949, %2956 : tensor<1024xf32>
    %2958 = "stablehlo.broadcast_in_dim"(%2957) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2959 = stablehlo.multiply %985, %2958 : tensor<32x14x14x1024xf32>
    %2960 = stablehlo.subtract %2955, %2959 : tensor<32x14x14x1024xf32>
    %2961 = stablehlo.multiply %2951, %2960 : tensor<32x14x14x1024xf32>
    %2962 = "stablehlo.reshape"(%layer3.0.downsample.0.w) : (tensor<1x1x512x1024xf32>) -> tensor<512x1024xf32>
    %2963 = "stablehlo.dot_general"(%2961, %2962) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<512x1024xf32>) -> tensor<32x14x14x512xf32>
    %2964 = stablehlo.constant dense<0.0> : tensor<f32>
    %2965 = "stablehlo.pad"(%2963, %2964) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<32x28x28x512xf32>
    %2966 = "stablehlo.dot_general"(%967, %2961) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x512xf32>, tensor<32x14x14x1024xf32>) -> tensor<512x1024xf32>
    %2967 = "stablehlo.reshape"(%2966) : (tensor<512x1024xf32>) -> tensor<1x1x512x1024xf32>
    %2968 = stablehlo.add %2941, %2965 : tensor<32x28x28x512xf32>
    %2969 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2970 = "stablehlo.compare"(%859, %2969) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %2971 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2972 = "stablehlo.select"(%2970, %2968, %2971) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %2973 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2974 = "stablehlo.reduce"(%2972, %2973) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2975 = stablehlo.multiply %2972, %842 : tensor<32x28x28x512xf32>
    %2976 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2977 = "stablehlo.reduce"(%2975, %2976) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2978 = stablehlo.multiply %layer2.3.bn3.g, %840 : tensor<512xf32>
    %2979 = "stablehlo.broadcast_in_dim"(%2978) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2980 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2981 = stablehlo.divide %2974, %2980 : tensor<512xf32>
    %2982 = "stablehlo.broadcast_in_dim"(%2981) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2983 = stablehlo.subtract %2972, %2982 : tensor<32x28x28x512xf32>
    %2984 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2985 = stablehlo.divide %2977, %2984 : tensor<512xf32>
    %2986 = "stablehlo.broadcast_in_dim"(%2985) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2987 = stablehlo.multiply %842, %2986 : tensor<32x28x28x512xf32>
    %2988 = stablehlo.subtract %2983, %2987 : tensor<32x28x28x512xf32>
    %2989 = stablehlo.multiply %2979, %2988 : tensor<32x28x28x512xf32>
    %2990 = "stablehlo.reshape"(%layer2.3.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %2991 = "stablehlo.dot_general"(%2989, %2990) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %2992 = "stablehlo.dot_general"(%824, %2989) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %2993 = "stablehlo.reshape"(%2992) : (tensor<128x512xf32>) -> tensor<1x1x128x512xf32>
    %2994 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2995 = "stablehlo.compare"(%810, %2994) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2996 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2997 = "stablehlo.select"(%2995, %2991, %2996) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2998 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2999 = "stablehlo.reduce"(%2997, %2998) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3000 = stablehlo.multiply %2997, %806 : tensor<32x28x28x128xf32>
    %3001 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3002 = "stablehlo.reduce"(%3000, %3001) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3003 = stablehlo.multiply %layer2.3.bn2.g, %804 : tensor<128xf32>
    %3004 = "stablehlo.broadcast_in_dim"(%3003) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3005 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3006 = stablehlo.divide %2999, %3005 : tensor<128xf32>
    %3007 = "stablehlo.broadcast_in_dim"(%3006) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3008 = stablehlo.subtract %2997, %3007 : tensor<32x28x28x128xf32>
    %3009 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3010 = stablehlo.divide %3002, %3009 : tensor<128xf32>
    %3011 = "stablehlo.broadcast_in_dim"(%3010) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3012 = stablehlo.multiply %806, %3011 : tensor<32x28x28x128xf32>
    %3013 = stablehlo.subtract %3008, %3012 : tensor<32x28x28x128xf32>
    %3014 = stablehlo.multiply %3004, %3013 : tensor<32x28x28x128xf32>
    %3015 = "stablehlo.reverse"(%layer2.3.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3016 = "stablehlo.convolution"(%3014, %3015) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %3017 = stablehlo.constant dense<0.0> : tensor<f32>
    %3018 = "stablehlo.pad"(%789, %3017) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x30x30x128xf32>
    %3019 = "stablehlo.slice"(%3018) {limit_indices = array<i64: 32, 28, 28, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3020 = "stablehlo.dot_general"(%3014, %3019) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3021 = "stablehlo.reshape"(%3020) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3022 = "stablehlo.slice"(%3018) {limit_indices = array<i64: 32, 28, 29, 128>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3023 = "stablehlo.dot_general"(%3014, %3022) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3024 = "stablehlo.reshape"(%3023) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3025 = "stablehlo.slice"(%3018) {limit_indices = array<i64: 32, 28, 30, 128>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3026 = "stablehlo.dot_general"(%3014, %3025) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3027 = "stablehlo.reshape"(%3026) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3028 = "stablehlo.concatenate"(%3021, %3024, %3027) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3029 = "stablehlo.slice"(%3018) {limit_indices = array<i64: 32, 29, 28, 128>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3030 = "stablehlo.dot_general"(%3014, %3029) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3031 = "stablehlo.reshape"(%3030) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3032 = "stablehlo.slice"(%3018) {limit_indices = array<i64: 32, 29, 29, 128>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3033 = "stablehlo.dot_general"(%3014, %3032) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3034 = "stablehlo.reshape"(%3033) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3035 = "stablehlo.slice"(%3018) {limit_indices = array<i64: 32, 29, 30, 128>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3036 = "stablehlo.dot_general"(%3014, %3035) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3037 = "stablehlo.reshape"(%3036) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3038 = "stablehlo.concatenate"(%3031, %3034, %3037) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3039 = "stablehlo.slice"(%3018) {limit_indices = array<i64: 32, 30, 28, 128>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3040 = "stablehlo.dot_general"(%3014, %3039) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3041 = "stablehlo.reshape"(%3040) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3042 = "stablehlo.slice"(%3018) {limit_indices = array<i64: 32, 30, 29, 128>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3043 = "stablehlo.dot_general"(%3014, %3042) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3044 = "stablehlo.reshape"(%3043) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3045 = "stablehlo.slice"(%3018) {limit_indices = array<i64: 32, 30, 30, 128>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3046 = "stablehlo.dot_general"(%3014, %3045) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3047 = "stablehlo.reshape"(%3046) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3048 = "stablehlo.concatenate"(%3041, %3044, %3047) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3049 = "stablehlo.concatenate"(%3028, %3038, %3048) {dimension = 0 : i64} : (tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3050 = "stablehlo.transpose"(%3049) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3051 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3052 = "stablehlo.compare"(%775, %3051) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3053 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3054 = "stablehlo.select"(%3052, %3016, %3053) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3055 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3056 = "stablehlo.reduce"(%3054, %3055) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3057 = stablehlo.multiply %3054, %771 : tensor<32x28x28x128xf32>
    %3058 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3059 = "stablehlo.reduce"(%3057, %3058) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3060 = stablehlo.multiply %layer2.3.bn1.g, %769 : tensor<128xf32>
    %3061 = "stablehlo.broadcast_in_dim"(%3060) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3062 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3063 = stablehlo.divide %3056, %3062 : tensor<128xf32>
    %3064 = "stablehlo.broadcast_in_dim"(%3063) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3065 = stablehlo.subtract %3054, %3064 : tensor<32x28x28x128xf32>
    %3066 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3067 = stablehlo.divide %3059, %3066 : tensor<128xf32>
    %3068 = "stablehlo.broadcast_in_dim"(%3067) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3069 = stablehlo.multiply %771, %3068 : tensor<32x28x28x128xf32>
    %3070 = stablehlo.subtract %3065, %3069 : tensor<32x28x28x128xf32>
    %3071 = stablehlo.multiply %3061, %3070 : tensor<32x28x28x128xf32>
    %3072 = "stablehlo.reshape"(%layer2.3.conv1.w) : (tensor<1x1x512x128xf32>) -> tensor<512x128xf32>
    %3073 = "stablehlo.dot_general"(%3071, %3072) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x128xf32>, tensor<512x128xf32>) -> tensor<32x28x28x512xf32>
    %3074 = "stablehlo.dot_general"(%3071, %753) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3075 = "stablehlo.transpose"(%3074) {permutation = array<i64: 1, 0>} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %3076 = "stablehlo.reshape"(%3075) : (tensor<512x128xf32>) -> tensor<1x1x512x128xf32>
    %3077 = stablehlo.add %3073, %2972 : tensor<32x28x28x512xf32>
    %3078 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3079 = "stablehlo.compare"(%751, %3078) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %3080 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3081 = "stablehlo.select"(%3079, %3077, %3080) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %3082 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3083 = "stablehlo.reduce"(%3081, %3082) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3084 = stablehlo.multiply %3081, %734 : tensor<32x28x28x512xf32>
    %3085 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3086 = "stablehlo.reduce"(%3084, %3085) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3087 = stablehlo.multiply %layer2.2.bn3.g, %732 : tensor<512xf32>
    %3088 = "stablehlo.broadcast_in_dim"(%3087) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3089 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3090 = stablehlo.divide %3083, %3089 : tensor<512xf32>
    %3091 = "stablehlo.broadcast_in_dim"(%3090) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3092 = stablehlo.subtract %3081, %3091 : tensor<32x28x28x512xf32>
    %3093 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3094 = stablehlo.divide %3086, %3093 : tensor<512xf32>
    %3095 = "stablehlo.broadcast_in_dim"(%3094) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3096 = stablehlo.multiply %734, %3095 : tensor<32x28x28x512xf32>
    %3097 = stablehlo.subtract %3092, %3096 : tensor<32x28x28x512xf32>
    %3098 = stablehlo.multiply %3088, %3097 : tensor<32x28x28x512xf32>
    %3099 = "stablehlo.reshape"(%layer2.2.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %3100 = "stablehlo.dot_general"(%3098, %3099) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %3101 = "stablehlo.dot_general"(%716, %3098) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3102 = "stablehlo.reshape"(%3101) : (tensor<128x512xf32>) -> tensor<1x1x128x512xf32>
    %3103 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3104 = "stablehlo.compare"(%702, %3103) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3105 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3106 = "stablehlo.select"(%3104, %3100, %3105) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3107 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3108 = "stablehlo.reduce"(%3106, %3107) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3109 = stablehlo.multiply %3106, %698 : tensor<32x28x28x128xf32>
    %3110 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3111 = "stablehlo.reduce"(%3109, %3110) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3112 = stablehlo.multiply %layer2.2.bn2.g, %696 : tensor<128xf32>
    %3113 = "stablehlo.broadcast_in_dim"(%3112) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3114 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3115 = stablehlo.divide %3108, %3114 : tensor<128xf32>
    %3116 = "stablehlo.broadcast_in_dim"(%3115) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3117 = stablehlo.subtract %3106, %3116 : tensor<32x28x28x128xf32>
    %3118 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3119 = stablehlo.divide %3111, %3118 : tensor<128xf32>
    %3120 = "stablehlo.broadcast_in_dim"(%3119) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3121 = stablehlo.multiply %698, %3120 : tensor<32x28x28x128xf32>
    %3122 = stablehlo.subtract %3117, %3121 : tensor<32x28x28x128xf32>
    %3123 = stablehlo.multiply %3113, %3122 : tensor<32x28x28x128xf32>
    %3124 = "stablehlo.reverse"(%layer2.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3125 = "stablehlo.convolution"(%3123, %3124) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %3126 = stablehlo.constant dense<0.0> : tensor<f32>
    %3127 = "stablehlo.pad"(%681, %3126) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x30x30x128xf32>
    %3128 = "stablehlo.slice"(%3127) {limit_indices = array<i64: 32, 28, 28, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3129 = "stablehlo.dot_general"(%3123, %3128) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3130 = "stablehlo.reshape"(%3129) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3131 = "stablehlo.slice"(%3127) {limit_indices = array<i64: 32, 28, 29, 128>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3132 = "stablehlo.dot_general"(%3123, %3131) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3133 = "stablehlo.reshape"(%3132) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3134 = "stablehlo.slice"(%3127) {limit_indices = array<i64: 32, 28, 30, 128>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3135 = "stablehlo.dot_general"(%3123, %3134) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3136 = "stablehlo.reshape"(%3135) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3137 = "stablehlo.concatenate"(%3130, %3133, %3136) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3138 = "stablehlo.slice"(%3127) {limit_indices = array<i64: 32, 29, 28, 128>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3139 = "stablehlo.dot_general"(%3123, %3138) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3140 = "stablehlo.reshape"(%3139) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3141 = "stablehlo.slice"(%3127) {limit_indices = array<i64: 32, 29, 29, 128>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3142 = "stablehlo.dot_general"(%3123, %3141) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3143 = "stablehlo.reshape"(%3142) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3144 = "stablehlo.slice"(%3127) {limit_indices = array<i64: 32, 29, 30, 128>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3145 = "stablehlo.dot_general"(%3123, %3144) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3146 = "stablehlo.reshape"(%3145) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3147 = "stablehlo.concatenate"(%3140, %3143, %3146) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3148 = "stablehlo.slice"(%3127) {limit_indices = array<i64: 32, 30, 28, 128>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3149 = "stablehlo.dot_general"(%3123, %3148) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3150 = "stablehlo.reshape"(%3149) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3151 = "stablehlo.slice"(%3127) {limit_indices = array<i64: 32, 30, 29, 128>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3152 = "stablehlo.dot_general"(%3123, %3151) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3153 = "stablehlo.reshape"(%3152) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3154 = "stablehlo.slice"(%3127) {limit_indices = array<i64: 32, 30, 30, 128>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3155 = "stablehlo.dot_general"(%3123, %3154) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3156 = "stablehlo.reshape"(%3155) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3157 = "stablehlo.concatenate"(%3150, %3153, %3156) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3158 = "stablehlo.concatenate"(%3137, %3147, %3157) {dimension = 0 : i64} : (tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3159 = "stablehlo.transpose"(%3158) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3160 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3161 = "stablehlo.compare"(%667, %3160) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3162 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3163 = "stablehlo.select"(%3161, %3125, %3162) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3164 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3165 = "stablehlo.reduce"(%3163, %3164) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3166 = stablehlo.multiply %3163, %663 : tensor<32x28x28x128xf32>
    %3167 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3168 = "stablehlo.reduce"(%3166, %3167) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3169 = stablehlo.multiply %layer2.2.bn1.g, %661 : tensor<128xf32>
    %3170 = "stablehlo.broadcast_in_dim"(%3169) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3171 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3172 = stablehlo.divide %3165, %3171 : tensor<128xf32>
    %3173 = "stablehlo.broadcast_in_dim"(%3172) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3174 = stablehlo.subtract %3163, %3173 : tensor<32x28x28x128xf32>
    %3175 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3176 = stablehlo.divide %3168, %3175 : tensor<128xf32>
    %3177 = "stablehlo.broadcast_in_dim"(%3176) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3178 = stablehlo.multiply %663, %3177 : tensor<32x28x28x128xf32>
    %3179 = stablehlo.subtract %3174, %3178 : tensor<32x28x28x128xf32>
    %3180 = stablehlo.multiply %3170, %3179 : tensor<32x28x28x128xf32>
    %3181 = "stablehlo.reshape"(%layer2.2.conv1.w) : (tensor<1x1x512x128xf32>) -> tensor<512x128xf32>
    %3182 = "stablehlo.dot_general"(%3180, %3181) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x128xf32>, tensor<512x128xf32>) -> tensor<32x28x28x512xf32>
    %3183 = "stablehlo.dot_general"(%3180, %645) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3184 = "stablehlo.transpose"(%3183) {permutation = array<i64: 1, 0>} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %3185 = "stablehlo.reshape"(%3184) : (tensor<512x128xf32>) -> tensor<1x1x512x128xf32>
    %3186 = stablehlo.add %3182, %3081 : tensor<32x28x28x512xf32>
    %3187 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3188 = "stablehlo.compare"(%643, %3187) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %3189 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3190 = "stablehlo.select"(%3188, %3186, %3189) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %3191 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3192 = "stablehlo.reduce"(%3190, %3191) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3193 = stablehlo.multiply %3190, %626 : tensor<32x28x28x512xf32>
    %3194 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3195 = "stablehlo.reduce"(%3193, %3194) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3196 = stablehlo.multiply %layer2.1.bn3.g, %624 : tensor<512xf32>
    %3197 = "stablehlo.broadcast_in_dim"(%3196) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3198 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3199 = stablehlo.divide %3192, %3198 : tensor<512xf32>
    %3200 = "stablehlo.broadcast_in_dim"(%3199) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3201 = stablehlo.subtract %3190, %3200 : tensor<32x28x28x512xf32>
    %3202 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3203 = stablehlo.divide %3195, %3202 : tensor<512xf32>
    %3204 = "stablehlo.broadcast_in_dim"(%3203) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3205 = stablehlo.multiply %626, %3204 : tensor<32x28x28x512xf32>
    %3206 = stablehlo.subtract %3201, %3205 : tensor<32x28x28x512xf32>
    %3207 = stablehlo.multiply %3197, %3206 : tensor<32x28x28x512xf32>
    %3208 = "stablehlo.reshape"(%layer2.1.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %3209 = "stablehlo.dot_general"(%3207, %3208) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %3210 = "stablehlo.dot_general"(%608, %3207) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3211 = "stablehlo.reshape"(%3210) : (tensor<128x512xf32>) -> tensor<1x1x128x512xf32>
    %3212 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3213 = "stablehlo.compare"(%594, %3212) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3214 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3215 = "stablehlo.select"(%3213, %3209, %3214) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3216 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3217 = "stablehlo.reduce"(%3215, %3216) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3218 = stablehlo.multiply %3215, %590 : tensor<32x28x28x128xf32>
    %3219 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3220 = "stablehlo.reduce"(%3218, %3219) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3221 = stablehlo.multiply %layer2.1.bn2.g, %588 : tensor<128xf32>
    %3222 = "stablehlo.broadcast_in_dim"(%3221) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3223 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3224 = stablehlo.divide %3217, %3223 : tensor<128xf32>
    %3225 = "stablehlo.broadcast_in_dim"(%3224) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3226 = stablehlo.subtract %3215, %3225 : tensor<32x28x28x128xf32>
    %3227 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3228 = stablehlo.divide %3220, %3227 : tensor<128xf32>
    %3229 = "stablehlo.broadcast_in_dim"(%3228) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3230 = stablehlo.multiply %590, %3229 : tensor<32x28x28x128xf32>
    %3231 = stablehlo.subtract %3226, %3230 : tensor<32x28x28x128xf32>
    %3232 = stablehlo.multiply %3222, %3231 : tensor<32x28x28x128xf32>
    %3233 = "stablehlo.reverse"(%layer2.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3234 = "stablehlo.convolution"(%3232, %3233) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %3235 = stablehlo.constant dense<0.0> : tensor<f32>
    %3236 = "stablehlo.pad"(%573, %3235) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x30x30x128xf32>
    %3237 = "stablehlo.slice"(%3236) {limit_indices = array<i64: 32, 28, 28, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3238 = "stablehlo.dot_general"(%3232, %3237) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3239 = "stablehlo.reshape"(%3238) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3240 = "stablehlo.slice"(%3236) {limit_indices = array<i64: 32, 28, 29, 128>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3241 = "stablehlo.dot_general"(%3232, %3240) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3242 = "stablehlo.reshape"(%3241) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3243 = "stablehlo.slice"(%3236) {limit_indices = array<i64: 32, 28, 30, 128>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3244 = "stablehlo.dot_general"(%3232, %3243) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3245 = "stablehlo.reshape"(%3244) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3246 = "stablehlo.concatenate"(%3239, %3242, %3245) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3247 = "stablehlo.slice"(%3236) {limit_indices = array<i64: 32, 29, 28, 128>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3248 = "stablehlo.dot_general"(%3232, %3247) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3249 = "stablehlo.reshape"(%3248) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3250 = "stablehlo.slice"(%3236) {limit_indices = array<i64: 32, 29, 29, 128>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3251 = "stablehlo.dot_general"(%3232, %3250) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3252 = "stablehlo.reshape"(%3251) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3253 = "stablehlo.slice"(%3236) {limit_indices = array<i64: 32, 29, 30, 128>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3254 = "stablehlo.dot_general"(%3232, %3253) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3255 = "stablehlo.reshape"(%3254) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3256 = "stablehlo.concatenate"(%3249, %3252, %3255) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3257 = "stablehlo.slice"(%3236) {limit_indices = array<i64: 32, 30, 28, 128>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3258 = "stablehlo.dot_general"(%3232, %3257) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3259 = "stablehlo.reshape"(%3258) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3260 = "stablehlo.slice"(%3236) {limit_indices = array<i64: 32, 30, 29, 128>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3261 = "stablehlo.dot_general"(%3232, %3260) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3262 = "stablehlo.reshape"(%3261) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3263 = "stablehlo.slice"(%3236) {limit_indices = array<i64: 32, 30, 30, 128>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3264 = "stablehlo.dot_general"(%3232, %3263) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3265 = "stablehlo.reshape"(%3264) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3266 = "stablehlo.concatenate"(%3259, %3262, %3265) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3267 = "stablehlo.concatenate"(%3246, %3256, %3266) {dimension = 0 : i64} : (tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3268 = "stablehlo.transpose"(%3267) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3269 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3270 = "stablehlo.compare"(%559, %3269) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3271 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3272 = "stablehlo.select"(%3270, %3234, %3271) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3273 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3274 = "stablehlo.reduce"(%3272, %3273) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3275 = stablehlo.multiply %3272, %555 : tensor<32x28x28x128xf32>
    %3276 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3277 = "stablehlo.reduce"(%3275, %3276) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3278 = stablehlo.multiply %layer2.1.bn1.g, %553 : tensor<128xf32>
    %3279 = "stablehlo.broadcast_in_dim"(%3278) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3280 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3281 = stablehlo.divide %3274, %3280 : tensor<128xf32>
    %3282 = "stablehlo.broadcast_in_dim"(%3281) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3283 = stablehlo.subtract %3272, %3282 : tensor<32x28x28x128xf32>
    %3284 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3285 = stablehlo.divide %3277, %3284 : tensor<128xf32>
    %3286 = "stablehlo.broadcast_in_dim"(%3285) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3287 = stablehlo.multiply %555, %3286 : tensor<32x28x28x128xf32>
    %3288 = stablehlo.subtract %3283, %3287 : tensor<32x28x28x128xf32>
    %3289 = stablehlo.multiply %3279, %3288 : tensor<32x28x28x128xf32>
    %3290 = "stablehlo.reshape"(%layer2.1.conv1.w) : (tensor<1x1x512x128xf32>) -> tensor<512x128xf32>
    %3291 = "stablehlo.dot_general"(%3289, %3290) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x128xf32>, tensor<512x128xf32>) -> tensor<32x28x28x512xf32>
    %3292 = "stablehlo.dot_general"(%3289, %537) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3293 = "stablehlo.transpose"(%3292) {permutation = array<i64: 1, 0>} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %3294 = "stablehlo.reshape"(%3293) : (tensor<512x128xf32>) -> tensor<1x1x512x128xf32>
    %3295 = stablehlo.add %3291, %3190 : tensor<32x28x28x512xf32>
    %3296 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3297 = "stablehlo.compare"(%535, %3296) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %3298 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3299 = "stablehlo.select"(%3297, %3295, %3298) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %3300 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3301 = "stablehlo.reduce"(%3299, %3300) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3302 = stablehlo.multiply %3299, %483 : tensor<32x28x28x512xf32>
    %3303 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3304 = "stablehlo.reduce"(%3302, %3303) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3305 = stablehlo.multiply %layer2.0.bn3.g, %481 : tensor<512xf32>
    %3306 = "stablehlo.broadcast_in_dim"(%3305) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3307 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3308 = stablehlo.divide %3301, %3307 : tensor<512xf32>
    %3309 = "stablehlo.broadcast_in_dim"(%3308) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3310 = stablehlo.subtract %3299, %3309 : tensor<32x28x28x512xf32>
    %3311 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3312 = stablehlo.divide %3304, %3311 : tensor<512xf32>
    %3313 = "stablehlo.broadcast_in_dim"(%3312) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3314 = stablehlo.multiply %483, %3313 : tensor<32x28x28x512xf32>
    %3315 = stablehlo.subtract %3310, %3314 : tensor<32x28x28x512xf32>
    %3316 = stablehlo.multiply %3306, %3315 : tensor<32x28x28x512xf32>
    %3317 = "stablehlo.reshape"(%layer2.0.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %3318 = "stablehlo.dot_general"(%3316, %3317) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %3319 = "stablehlo.dot_general"(%465, %3316) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3320 = "stablehlo.reshape"(%3319) : (tensor<128x512xf32>) -> tensor<1x1x128x512xf32>
    %3321 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3322 = "stablehlo.compare"(%451, %3321) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3323 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3324 = "stablehlo.select"(%3322, %3318, %3323) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3325 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3326 = "stablehlo.reduce"(%3324, %3325) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3327 = stablehlo.multiply %3324, %447 : tensor<32x28x28x128xf32>
    %3328 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3329 = "stablehlo.reduce"(%3327, %3328) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3330 = stablehlo.multiply %layer2.0.bn2.g, %445 : tensor<128xf32>
    %3331 = "stablehlo.broadcast_in_dim"(%3330) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3332 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3333 = stablehlo.divide %3326, %3332 : tensor<128xf32>
    %3334 = "stablehlo.broadcast_in_dim"(%3333) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3335 = stablehlo.subtract %3324, %3334 : tensor<32x28x28x128xf32>
    %3336 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3337 = stablehlo.divide %3329, %3336 : tensor<128xf32>
    %3338 = "stablehlo.broadcast_in_dim"(%3337) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3339 = stablehlo.multiply %447, %3338 : tensor<32x28x28x128xf32>
    %3340 = stablehlo.subtract %3335, %3339 : tensor<32x28x28x128xf32>
    %3341 = stablehlo.multiply %3331, %3340 : tensor<32x28x28x128xf32>
    %3342 = "stablehlo.reverse"(%layer2.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3343 = "stablehlo.convolution"(%3341, %3342) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x56x56x128xf32>
    %3344 = stablehlo.constant dense<0.0> : tensor<f32>
    %3345 = "stablehlo.pad"(%430, %3344) {edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<32x57x57x128xf32>
    %3346 = "stablehlo.slice"(%3345) {limit_indices = array<i64: 32, 55, 55, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3347 = "stablehlo.dot_general"(%3341, %3346) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3348 = "stablehlo.reshape"(%3347) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3349 = "stablehlo.slice"(%3345) {limit_indices = array<i64: 32, 55, 56, 128>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3350 = "stablehlo.dot_general"(%3341, %3349) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3351 = "stablehlo.reshape"(%3350) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3352 = "stablehlo.slice"(%3345) {limit_indices = array<i64: 32, 55, 57, 128>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3353 = "stablehlo.dot_general"(%3341, %3352) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3354 = "stablehlo.reshape"(%3353) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3355 = "stablehlo.concatenate"(%3348, %3351, %3354) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3356 = "stablehlo.slice"(%3345) {limit_indices = array<i64: 32, 56, 55, 128>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3357 = "stablehlo.dot_general"(%3341, %3356) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3358 = "stablehlo.reshape"(%3357) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3359 = "stablehlo.slice"(%3345) {limit_indices = array<i64: 32, 56, 56, 128>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3360 = "stablehlo.dot_general"(%3341, %3359) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3361 = "stablehlo.reshape"(%3360) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3362 = "stablehlo.slice"(%3345) {limit_indices = array<i64: 32, 56, 57, 128>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3363 = "stablehlo.dot_general"(%3341, %3362) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3364 = "stablehlo.reshape"(%3363) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3365 = "stablehlo.concatenate"(%3358, %3361, %3364) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3366 = "stablehlo.slice"(%3345) {limit_indices = array<i64: 32, 57, 55, 128>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3367 = "stablehlo.dot_general"(%3341, %3366) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3368 = "stablehlo.reshape"(%3367) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3369 = "stablehlo.slice"(%3345) {limit_indices = array<i64: 32, 57, 56, 128>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3370 = "stablehlo.dot_general"(%3341, %3369) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3371 = "stablehlo.reshape"(%3370) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3372 = "stablehlo.slice"(%3345) {limit_indices = array<i64: 32, 57, 57, 128>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3373 = "stablehlo.dot_general"(%3341, %3372) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3374 = "stablehlo.reshape"(%3373) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3375 = "stablehlo.concatenate"(%3368, %3371, %3374) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3376 = "stablehlo.concatenate"(%3355, %3365, %3375) {dimension = 0 : i64} : (tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3377 = "stablehlo.transpose"(%3376) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3378 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %3379 = "stablehlo.compare"(%416, %3378) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x128xf32>, tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xi1>
    %3380 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %3381 = "stablehlo.select"(%3379, %3343, %3380) : (tensor<32x56x56x128xi1>, tensor<32x56x56x128xf32>, tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xf32>
    %3382 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3383 = "stablehlo.reduce"(%3381, %3382) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3384 = stablehlo.multiply %3381, %412 : tensor<32x56x56x128xf32>
    %3385 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3386 = "stablehlo.reduce"(%3384, %3385) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3387 = stablehlo.multiply %layer2.0.bn1.g, %410 : tensor<128xf32>
    %3388 = "stablehlo.broadcast_in_dim"(%3387) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %3389 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %3390 = stablehlo.divide %3383, %3389 : tensor<128xf32>
    %3391 = "stablehlo.broadcast_in_dim"(%3390) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %3392 = stablehlo.subtract %3381, %3391 : tensor<32x56x56x128xf32>
    %3393 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %3394 = stablehlo.divide %3386, %3393 : tensor<128xf32>
    %3395 = "stablehlo.broadcast_in_dim"(%3394) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %3396 = stablehlo.multiply %412, %3395 : tensor<32x56x56x128xf32>
    %3397 = stablehlo.subtract %3392, %3396 : tensor<32x56x56x128xf32>
    %3398 = stablehlo.multiply %3388, %3397 : tensor<32x56x56x128xf32>
    %3399 = "stablehlo.reshape"(%layer2.0.conv1.w) : (tensor<1x1x256x128xf32>) -> tensor<256x128xf32>
    %3400 = "stablehlo.dot_general"(%3398, %3399) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x128xf32>, tensor<256x128xf32>) -> tensor<32x56x56x256xf32>
    %3401 = "stablehlo.dot_general"(%3398, %394) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x128xf32>, tensor<32x56x56x256xf32>) -> tensor<128x256xf32>
    %3402 = "stablehlo.transpose"(%3401) {permutation = array<i64: 1, 0>} : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %3403 = "stablehlo.reshape"(%3402) : (tensor<256x128xf32>) -> tensor<1x1x256x128xf32>
    %3404 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3405 = "stablehlo.reduce"(%3299, %3404) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3406 = stablehlo.multiply %3299, %518 : tensor<32x28x28x512xf32>
    %3407 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3408 = "stablehlo.reduce"(%3406, %3407) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3409 = stablehlo.multiply %layer2.0.downsample.1.g, %516 : tensor<512xf32>
    %3410 = "stablehlo.broadcast_in_dim"(%3409) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3411 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3412 = stablehlo.divide %3405, %3411 : tensor<512xf32>
    %3413 = "stablehlo.broadcast_in_dim"(%3412) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3414 = stablehlo.subtract %3299, %3413 : tensor<32x28x28x512xf32>
    %3415 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3416 = stablehlo.divide %3408, %3415 : tensor<512xf32>
    %3417 = "stablehlo.broadcast_in_dim"(%3416) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3418 = stablehlo.multiply %518, %3417 : tensor<32x28x28x512xf32>
    %3419 = stablehlo.subtract %3414, %3418 : tensor<32x28x28x512xf32>
    %3420 = stablehlo.multiply %3410, %3419 : tensor<32x28x28x512xf32>
    %3421 = "stablehlo.reshape"(%layer2.0.downsample.0.w) : (tensor<1x1x256x512xf32>) -> tensor<256x512xf32>
    %3422 = "stablehlo.dot_general"(%3420, %3421) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x512xf32>, tensor<256x512xf32>) -> tensor<32x28x28x256xf32>
    %3423 = stablehlo.constant dense<0.0> : tensor<f32>
    %3424 = "stablehlo.pad"(%3422, %3423) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<32x56x56x256xf32>
    %3425 = "stablehlo.dot_general"(%500, %3420) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x256xf32>, tensor<32x28x28x512xf32>) -> tensor<256x512xf32>
    %3426 = "stablehlo.reshape"(%3425) : (tensor<256x512xf32>) -> tensor<1x1x256x512xf32>
    %3427 = stablehlo.add %3400, %3424 : tensor<32x56x56x256xf32>
    %3428 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3429 = "stablehlo.compare"(%392, %3428) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %3430 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3431 = "stablehlo.select"(%3429, %3427, %3430) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %3432 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3433 = "stablehlo.reduce"(%3431, %3432) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3434 = stablehlo.multiply %3431, %375 : tensor<32x56x56x256xf32>
    %3435 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3436 = "stablehlo.reduce"(%3434, %3435) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3437 = stablehlo.multiply %layer1.2.bn3.g, %373 : tensor<256xf32>
    %3438 = "stablehlo.broadcast_in_dim"(%3437) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3439 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3440 = stablehlo.divide %3433, %3439 : tensor<256xf32>
    %3441 = "stablehlo.broadcast_in_dim"(%3440) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3442 = stablehlo.subtract %3431, %3441 : tensor<32x56x56x256xf32>
    %3443 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3444 = stablehlo.divide %3436, %3443 : tensor<256xf32>
    %3445 = "stablehlo.broadcast_in_dim"(%3444) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3446 = stablehlo.multiply %375, %3445 : tensor<32x56x56x256xf32>
    %3447 = stablehlo.subtract %3442, %3446 : tensor<32x56x56x256xf32>
    %3448 = stablehlo.multiply %3438, %3447 : tensor<32x56x56x256xf32>
    %3449 = "stablehlo.reshape"(%layer1.2.conv3.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %3450 = "stablehlo.dot_general"(%3448, %3449) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x256xf32>, tensor<64x256xf32>) -> tensor<32x56x56x64xf32>
    %3451 = "stablehlo.dot_general"(%357, %3448) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3452 = "stablehlo.reshape"(%3451) : (tensor<64x256xf32>) -> tensor<1x1x64x256xf32>
    %3453 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3454 = "stablehlo.compare"(%343, %3453) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3455 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3456 = "stablehlo.select"(%3454, %3450, %3455) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3457 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3458 = "stablehlo.reduce"(%3456, %3457) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3459 = stablehlo.multiply %3456, %339 : tensor<32x56x56x64xf32>
    %3460 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3461 = "stablehlo.reduce"(%3459, %3460) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3462 = stablehlo.multiply %layer1.2.bn2.g, %337 : tensor<64xf32>
    %3463 = "stablehlo.broadcast_in_dim"(%3462) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3464 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3465 = stablehlo.divide %3458, %3464 : tensor<64xf32>
    %3466 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3467 = stablehlo.subtract %3456, %3466 : tensor<32x56x56x64xf32>
    %3468 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3469 = stablehlo.divide %3461, %3468 : tensor<64xf32>
    %3470 = "stablehlo.broadcast_in_dim"(%3469) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3471 = stablehlo.multiply %339, %3470 : tensor<32x56x56x64xf32>
    %3472 = stablehlo.subtract %3467, %3471 : tensor<32x56x56x64xf32>
    %3473 = stablehlo.multiply %3463, %3472 : tensor<32x56x56x64xf32>
    %3474 = "stablehlo.reverse"(%layer1.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3475 = "stablehlo.convolution"(%3473, %3474) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3476 = stablehlo.constant dense<0.0> : tensor<f32>
    %3477 = "stablehlo.pad"(%322, %3476) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x58x58x64xf32>
    %3478 = "stablehlo.slice"(%3477) {limit_indices = array<i64: 32, 56, 56, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3479 = "stablehlo.dot_general"(%3473, %3478) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3480 = "stablehlo.reshape"(%3479) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3481 = "stablehlo.slice"(%3477) {limit_indices = array<i64: 32, 56, 57, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3482 = "stablehlo.dot_general"(%3473, %3481) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3483 = "stablehlo.reshape"(%3482) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3484 = "stablehlo.slice"(%3477) {limit_indices = array<i64: 32, 56, 58, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3485 = "stablehlo.dot_general"(%3473, %3484) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3486 = "stablehlo.reshape"(%3485) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3487 = "stablehlo.concatenate"(%3480, %3483, %3486) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3488 = "stablehlo.slice"(%3477) {limit_indices = array<i64: 32, 57, 56, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3489 = "stablehlo.dot_general"(%3473, %3488) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3490 = "stablehlo.reshape"(%3489) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3491 = "stablehlo.slice"(%3477) {limit_indices = array<i64: 32, 57, 57, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3492 = "stablehlo.dot_general"(%3473, %3491) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3493 = "stablehlo.reshape"(%3492) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3494 = "stablehlo.slice"(%3477) {limit_indices = array<i64: 32, 57, 58, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3495 = "stablehlo.dot_general"(%3473, %3494) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3496 = "stablehlo.reshape"(%3495) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3497 = "stablehlo.concatenate"(%3490, %3493, %3496) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3498 = "stablehlo.slice"(%3477) {limit_indices = array<i64: 32, 58, 56, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3499 = "stablehlo.dot_general"(%3473, %3498) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3500 = "stablehlo.reshape"(%3499) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3501 = "stablehlo.slice"(%3477) {limit_indices = array<i64: 32, 58, 57, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3502 = "stablehlo.dot_general"(%3473, %3501) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3503 = "stablehlo.reshape"(%3502) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3504 = "stablehlo.slice"(%3477) {limit_indices = array<i64: 32, 58, 58, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3505 = "stablehlo.dot_general"(%3473, %3504) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3506 = "stablehlo.reshape"(%3505) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3507 = "stablehlo.concatenate"(%3500, %3503, %3506) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3508 = "stablehlo.concatenate"(%3487, %3497, %3507) {dimension = 0 : i64} : (tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3509 = "stablehlo.transpose"(%3508) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3510 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3511 = "stablehlo.compare"(%308, %3510) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3512 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3513 = "stablehlo.select"(%3511, %3475, %3512) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3514 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3515 = "stablehlo.reduce"(%3513, %3514) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3516 = stablehlo.multiply %3513, %304 : tensor<32x56x56x64xf32>
    %3517 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3518 = "stablehlo.reduce"(%3516, %3517) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3519 = stablehlo.multiply %layer1.2.bn1.g, %302 : tensor<64xf32>
    %3520 = "stablehlo.broadcast_in_dim"(%3519) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3521 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3522 = stablehlo.divide %3515, %3521 : tensor<64xf32>
    %3523 = "stablehlo.broadcast_in_dim"(%3522) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3524 = stablehlo.subtract %3513, %3523 : tensor<32x56x56x64xf32>
    %3525 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3526 = stablehlo.divide %3518, %3525 : tensor<64xf32>
    %3527 = "stablehlo.broadcast_in_dim"(%3526) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3528 = stablehlo.multiply %304, %3527 : tensor<32x56x56x64xf32>
    %3529 = stablehlo.subtract %3524, %3528 : tensor<32x56x56x64xf32>
    %3530 = stablehlo.multiply %3520, %3529 : tensor<32x56x56x64xf32>
    %3531 = "stablehlo.reshape"(%layer1.2.conv1.w) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
    %3532 = "stablehlo.dot_general"(%3530, %3531) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x64xf32>, tensor<256x64xf32>) -> tensor<32x56x56x256xf32>
    %3533 = "stablehlo.dot_general"(%3530, %286) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3534 = "stablehlo.transpose"(%3533) {permutation = array<i64: 1, 0>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3535 = "stablehlo.reshape"(%3534) : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
    %3536 = stablehlo.add %3532, %3431 : tensor<32x56x56x256xf32>
    %3537 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3538 = "stablehlo.compare"(%284, %3537) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %3539 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3540 = "stablehlo.select"(%3538, %3536, %3539) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %3541 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3542 = "stablehlo.reduce"(%3540, %3541) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3543 = stablehlo.multiply %3540, %267 : tensor<32x56x56x256xf32>
    %3544 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3545 = "stablehlo.reduce"(%3543, %3544) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3546 = stablehlo.multiply %layer1.1.bn3.g, %265 : tensor<256xf32>
    %3547 = "stablehlo.broadcast_in_dim"(%3546) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3548 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3549 = stablehlo.divide %3542, %3548 : tensor<256xf32>
    %3550 = "stablehlo.broadcast_in_dim"(%3549) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3551 = stablehlo.subtract %3540, %3550 : tensor<32x56x56x256xf32>
    %3552 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3553 = stablehlo.divide %3545, %3552 : tensor<256xf32>
    %3554 = "stablehlo.broadcast_in_dim"(%3553) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3555 = stablehlo.multiply %267, %3554 : tensor<32x56x56x256xf32>
    %3556 = stablehlo.subtract %3551, %3555 : tensor<32x56x56x256xf32>
    %3557 = stablehlo.multiply %3547, %3556 : tensor<32x56x56x256xf32>
    %3558 = "stablehlo.reshape"(%layer1.1.conv3.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %3559 = "stablehlo.dot_general"(%3557, %3558) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x256xf32>, tensor<64x256xf32>) -> tensor<32x56x56x64xf32>
    %3560 = "stablehlo.dot_general"(%249, %3557) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3561 = "stablehlo.reshape"(%3560) : (tensor<64x256xf32>) -> tensor<1x1x64x256xf32>
    %3562 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3563 = "stablehlo.compare"(%235, %3562) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3564 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3565 = "stablehlo.select"(%3563, %3559, %3564) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3566 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3567 = "stablehlo.reduce"(%3565, %3566) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3568 = stablehlo.multiply %3565, %231 : tensor<32x56x56x64xf32>
    %3569 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3570 = "stablehlo.reduce"(%3568, %3569) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3571 = stablehlo.multiply %layer1.1.bn2.g, %229 : tensor<64xf32>
    %3572 = "stablehlo.broadcast_in_dim"(%3571) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3573 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3574 = stablehlo.divide %3567, %3573 : tensor<64xf32>
    %3575 = "stablehlo.broadcast_in_dim"(%3574) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3576 = stablehlo.subtract %3565, %3575 : tensor<32x56x56x64xf32>
    %3577 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3578 = stablehlo.divide %3570, %3577 : tensor<64xf32>
    %3579 = "stablehlo.broadcast_in_dim"(%3578) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3580 = stablehlo.multiply %231, %3579 : tensor<32x56x56x64xf32>
    %3581 = stablehlo.subtract %3576, %3580 : tensor<32x56x56x64xf32>
    %3582 = stablehlo.multiply %3572, %3581 : tensor<32x56x56x64xf32>
    %3583 = "stablehlo.reverse"(%layer1.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3584 = "stablehlo.convolution"(%3582, %3583) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3585 = stablehlo.constant dense<0.0> : tensor<f32>
    %3586 = "stablehlo.pad"(%214, %3585) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x58x58x64xf32>
    %3587 = "stablehlo.slice"(%3586) {limit_indices = array<i64: 32, 56, 56, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3588 = "stablehlo.dot_general"(%3582, %3587) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3589 = "stablehlo.reshape"(%3588) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3590 = "stablehlo.slice"(%3586) {limit_indices = array<i64: 32, 56, 57, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3591 = "stablehlo.dot_general"(%3582, %3590) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3592 = "stablehlo.reshape"(%3591) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3593 = "stablehlo.slice"(%3586) {limit_indices = array<i64: 32, 56, 58, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3594 = "stablehlo.dot_general"(%3582, %3593) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3595 = "stablehlo.reshape"(%3594) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3596 = "stablehlo.concatenate"(%3589, %3592, %3595) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3597 = "stablehlo.slice"(%3586) {limit_indices = array<i64: 32, 57, 56, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3598 = "stablehlo.dot_general"(%3582, %3597) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3599 = "stablehlo.reshape"(%3598) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3600 = "stablehlo.slice"(%3586) {limit_indices = array<i64: 32, 57, 57, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3601 = "stablehlo.dot_general"(%3582, %3600) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3602 = "stablehlo.reshape"(%3601) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3603 = "stablehlo.slice"(%3586) {limit_indices = array<i64: 32, 57, 58, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3604 = "stablehlo.dot_general"(%3582, %3603) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3605 = "stablehlo.reshape"(%3604) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3606 = "stablehlo.concatenate"(%3599, %3602, %3605) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3607 = "stablehlo.slice"(%3586) {limit_indices = array<i64: 32, 58, 56, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3608 = "stablehlo.dot_general"(%3582, %3607) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3609 = "stablehlo.reshape"(%3608) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3610 = "stablehlo.slice"(%3586) {limit_indices = array<i64: 32, 58, 57, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3611 = "stablehlo.dot_general"(%3582, %3610) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3612 = "stablehlo.reshape"(%3611) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3613 = "stablehlo.slice"(%3586) {limit_indices = array<i64: 32, 58, 58, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3614 = "stablehlo.dot_general"(%3582, %3613) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3615 = "stablehlo.reshape"(%3614) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3616 = "stablehlo.concatenate"(%3609, %3612, %3615) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3617 = "stablehlo.concatenate"(%3596, %3606, %3616) {dimension = 0 : i64} : (tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3618 = "stablehlo.transpose"(%3617) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3619 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3620 = "stablehlo.compare"(%200, %3619) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3621 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3622 = "stablehlo.select"(%3620, %3584, %3621) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3623 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3624 = "stablehlo.reduce"(%3622, %3623) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3625 = stablehlo.multiply %3622, %196 : tensor<32x56x56x64xf32>
    %3626 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3627 = "stablehlo.reduce"(%3625, %3626) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3628 = stablehlo.multiply %layer1.1.bn1.g, %194 : tensor<64xf32>
    %3629 = "stablehlo.broadcast_in_dim"(%3628) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3630 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3631 = stablehlo.divide %3624, %3630 : tensor<64xf32>
    %3632 = "stablehlo.broadcast_in_dim"(%3631) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3633 = stablehlo.subtract %3622, %3632 : tensor<32x56x56x64xf32>
    %3634 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3635 = stablehlo.divide %3627, %3634 : tensor<64xf32>
    %3636 = "stablehlo.broadcast_in_dim"(%3635) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3637 = stablehlo.multiply %196, %3636 : tensor<32x56x56x64xf32>
    %3638 = stablehlo.subtract %3633, %3637 : tensor<32x56x56x64xf32>
    %3639 = stablehlo.multiply %3629, %3638 : tensor<32x56x56x64xf32>
    %3640 = "stablehlo.reshape"(%layer1.1.conv1.w) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
    %3641 = "stablehlo.dot_general"(%3639, %3640) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x64xf32>, tensor<256x64xf32>) -> tensor<32x56x56x256xf32>
    %3642 = "stablehlo.dot_general"(%3639, %178) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3643 = "stablehlo.transpose"(%3642) {permutation = array<i64: 1, 0>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3644 = "stablehlo.reshape"(%3643) : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
    %3645 = stablehlo.add %3641, %3540 : tensor<32x56x56x256xf32>
    %3646 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3647 = "stablehlo.compare"(%176, %3646) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %3648 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3649 = "stablehlo.select"(%3647, %3645, %3648) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %3650 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3651 = "stablehlo.reduce"(%3649, %3650) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3652 = stablehlo.multiply %3649, %125 : tensor<32x56x56x256xf32>
    %3653 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3654 = "stablehlo.reduce"(%3652, %3653) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3655 = stablehlo.multiply %layer1.0.bn3.g, %123 : tensor<256xf32>
    %3656 = "stablehlo.broadcast_in_dim"(%3655) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3657 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3658 = stablehlo.divide %3651, %3657 : tensor<256xf32>
    %3659 = "stablehlo.broadcast_in_dim"(%3658) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3660 = stablehlo.subtract %3649, %3659 : tensor<32x56x56x256xf32>
    %3661 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3662 = stablehlo.divide %3654, %3661 : tensor<256xf32>
    %3663 = "stablehlo.broadcast_in_dim"(%3662) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3664 = stablehlo.multiply %125, %3663 : tensor<32x56x56x256xf32>
    %3665 = stablehlo.subtract %3660, %3664 : tensor<32x56x56x256xf32>
    %3666 = stablehlo.multiply %3656, %3665 : tensor<32x56x56x256xf32>
    %3667 = "stablehlo.reshape"(%layer1.0.conv3.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %3668 = "stablehlo.dot_general"(%3666, %3667) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x256xf32>, tensor<64x256xf32>) -> tensor<32x56x56x64xf32>
    %3669 = "stablehlo.dot_general"(%107, %3666) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3670 = "stablehlo.reshape"(%3669) : (tensor<64x256xf32>) -> tensor<1x1x64x256xf32>
    %3671 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3672 = "stablehlo.compare"(%93, %3671) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3673 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3674 = "stablehlo.select"(%3672, %3668, %3673) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3675 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3676 = "stablehlo.reduce"(%3674, %3675) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3677 = stablehlo.multiply %3674, %89 : tensor<32x56x56x64xf32>
    %3678 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3679 = "stablehlo.reduce"(%3677, %3678) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3680 = stablehlo.multiply %layer1.0.bn2.g, %87 : tensor<64xf32>
    %3681 = "stablehlo.broadcast_in_dim"(%3680) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3682 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3683 = stablehlo.divide %3676, %3682 : tensor<64xf32>
    %3684 = "stablehlo.broadcast_in_dim"(%3683) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3685 = stablehlo.subtract %3674, %3684 : tensor<32x56x56x64xf32>
    %3686 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3687 = stablehlo.divide %3679, %3686 : tensor<64xf32>
    %3688 = "stablehlo.broadcast_in_dim"(%3687) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3689 = stablehlo.multiply %89, %3688 : tensor<32x56x56x64xf32>
    %3690 = stablehlo.subtract %3685, %3689 : tensor<32x56x56x64xf32>
    %3691 = stablehlo.multiply %3681, %3690 : tensor<32x56x56x64xf32>
    %3692 = "stablehlo.reverse"(%layer1.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3693 = "stablehlo.convolution"(%3691, %3692) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3694 = stablehlo.constant dense<0.0> : tensor<f32>
    %3695 = "stablehlo.pad"(%72, %3694) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x58x58x64xf32>
    %3696 = "stablehlo.slice"(%3695) {limit_indices = array<i64: 32, 56, 56, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3697 = "stablehlo.dot_general"(%3691, %3696) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3698 = "stablehlo.reshape"(%3697) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3699 = "stablehlo.slice"(%3695) {limit_indices = array<i64: 32, 56, 57, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3700 = "stablehlo.dot_general"(%3691, %3699) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3701 = "stablehlo.reshape"(%3700) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3702 = "stablehlo.slice"(%3695) {limit_indices = array<i64: 32, 56, 58, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3703 = "stablehlo.dot_general"(%3691, %3702) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3704 = "stablehlo.reshape"(%3703) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3705 = "stablehlo.concatenate"(%3698, %3701, %3704) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3706 = "stablehlo.slice"(%3695) {limit_indices = array<i64: 32, 57, 56, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3707 = "stablehlo.dot_general"(%3691, %3706) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3708 = "stablehlo.reshape"(%3707) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3709 = "stablehlo.slice"(%3695) {limit_indices = array<i64: 32, 57, 57, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3710 = "stablehlo.dot_general"(%3691, %3709) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3711 = "stablehlo.reshape"(%3710) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3712 = "stablehlo.slice"(%3695) {limit_indices = array<i64: 32, 57, 58, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3713 = "stablehlo.dot_general"(%3691, %3712) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3714 = "stablehlo.reshape"(%3713) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3715 = "stablehlo.concatenate"(%3708, %3711, %3714) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3716 = "stablehlo.slice"(%3695) {limit_indices = array<i64: 32, 58, 56, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3717 = "stablehlo.dot_general"(%3691, %3716) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3718 = "stablehlo.reshape"(%3717) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3719 = "stablehlo.slice"(%3695) {limit_indices = array<i64: 32, 58, 57, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3720 = "stablehlo.dot_general"(%3691, %3719) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3721 = "stablehlo.reshape"(%3720) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3722 = "stablehlo.slice"(%3695) {limit_indices = array<i64: 32, 58, 58, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3723 = "stablehlo.dot_general"(%3691, %3722) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3724 = "stablehlo.reshape"(%3723) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3725 = "stablehlo.concatenate"(%3718, %3721, %3724) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3726 = "stablehlo.concatenate"(%3705, %3715, %3725) {dimension = 0 : i64} : (tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3727 = "stablehlo.transpose"(%3726) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3728 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3729 = "stablehlo.compare"(%58, %3728) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3730 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3731 = "stablehlo.select"(%3729, %3693, %3730) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3732 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3733 = "stablehlo.reduce"(%3731, %3732) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3734 = stablehlo.multiply %3731, %54 : tensor<32x56x56x64xf32>
    %3735 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3736 = "stablehlo.reduce"(%3734, %3735) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3737 = stablehlo.multiply %layer1.0.bn1.g, %52 : tensor<64xf32>
    %3738 = "stablehlo.broadcast_in_dim"(%3737) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3739 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3740 = stablehlo.divide %3733, %3739 : tensor<64xf32>
    %3741 = "stablehlo.broadcast_in_dim"(%3740) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3742 = stablehlo.subtract %3731, %3741 : tensor<32x56x56x64xf32>
    %3743 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3744 = stablehlo.divide %3736, %3743 : tensor<64xf32>
    %3745 = "stablehlo.broadcast_in_dim"(%3744) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3746 = stablehlo.multiply %54, %3745 : tensor<32x56x56x64xf32>
    %3747 = stablehlo.subtract %3742, %3746 : tensor<32x56x56x64xf32>
    %3748 = stablehlo.multiply %3738, %3747 : tensor<32x56x56x64xf32>
    %3749 = "stablehlo.reshape"(%layer1.0.conv1.w) : (tensor<1x1x64x64xf32>) -> tensor<64x64xf32>
    %3750 = "stablehlo.dot_general"(%3748, %3749) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x64xf32>, tensor<64x64xf32>) -> tensor<32x56x56x64xf32>
    %3751 = "stablehlo.dot_general"(%36, %3748) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3752 = "stablehlo.reshape"(%3751) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3753 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3754 = "stablehlo.reduce"(%3649, %3753) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3755 = stablehlo.multiply %3649, %159 : tensor<32x56x56x256xf32>
    %3756 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3757 = "stablehlo.reduce"(%3755, %3756) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3758 = stablehlo.multiply %layer1.0.downsample.1.g, %157 : tensor<256xf32>
    %3759 = "stablehlo.broadcast_in_dim"(%3758) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3760 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3761 = stablehlo.divide %3754, %3760 : tensor<256xf32>
    %3762 = "stablehlo.broadcast_in_dim"(%3761) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3763 = stablehlo.subtract %3649, %3762 : tensor<32x56x56x256xf32>
    %3764 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3765 = stablehlo.divide %3757, %3764 : tensor<256xf32>
    %3766 = "stablehlo.broadcast_in_dim"(%3765) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3767 = stablehlo.multiply %159, %3766 : tensor<32x56x56x256xf32>
    %3768 = stablehlo.subtract %3763, %3767 : tensor<32x56x56x256xf32>
    %3769 = stablehlo.multiply %3759, %3768 : tensor<32x56x56x256xf32>
    %3770 = "stablehlo.reshape"(%layer1.0.downsample.0.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %3771 = "stablehlo.dot_general"(%3769, %3770) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x256xf32>, tensor<64x256xf32>) -> tensor<32x56x56x64xf32>
    %3772 = "stablehlo.dot_general"(%36, %3769) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3773 = "stablehlo.reshape"(%3772) : (tensor<64x256xf32>) -> tensor<1x1x64x256xf32>
    %3774 = stablehlo.add %3750, %3771 : tensor<32x56x56x64xf32>
    %3775 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3776 = "stablehlo.pad"(%34, %3775) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3777 = "stablehlo.slice"(%3776) {limit_indices = array<i64: 32, 111, 111, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3778 = "stablehlo.slice"(%3776) {limit_indices = array<i64: 32, 111, 112, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3779 = "stablehlo.compare"(%3778, %3777) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3780 = stablehlo.maximum %3777, %3778 : tensor<32x56x56x64xf32>
    %3781 = "stablehlo.slice"(%3776) {limit_indices = array<i64: 32, 111, 113, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3782 = "stablehlo.compare"(%3781, %3780) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3783 = stablehlo.maximum %3780, %3781 : tensor<32x56x56x64xf32>
    %3784 = "stablehlo.slice"(%3776) {limit_indices = array<i64: 32, 112, 111, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3785 = "stablehlo.compare"(%3784, %3783) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3786 = stablehlo.maximum %3783, %3784 : tensor<32x56x56x64xf32>
    %3787 = "stablehlo.slice"(%3776) {limit_indices = array<i64: 32, 112, 112, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3788 = "stablehlo.compare"(%3787, %3786) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3789 = stablehlo.maximum %3786, %3787 : tensor<32x56x56x64xf32>
    %3790 = "stablehlo.slice"(%3776) {limit_indices = array<i64: 32, 112, 113, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3791 = "stablehlo.compare"(%3790, %3789) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3792 = stablehlo.maximum %3789, %3790 : tensor<32x56x56x64xf32>
    %3793 = "stablehlo.slice"(%3776) {limit_indices = array<i64: 32, 113, 111, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3794 = "stablehlo.compare"(%3793, %3792) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3795 = stablehlo.maximum %3792, %3793 : tensor<32x56x56x64xf32>
    %3796 = "stablehlo.slice"(%3776) {limit_indices = array<i64: 32, 113, 112, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3797 = "stablehlo.compare"(%3796, %3795) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3798 = stablehlo.maximum %3795, %3796 : tensor<32x56x56x64xf32>
    %3799 = "stablehlo.slice"(%3776) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3800 = "stablehlo.compare"(%3799, %3798) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3801 = stablehlo.constant dense<0.0> : tensor<f32>
    %3802 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3803 = "stablehlo.select"(%3800, %3774, %3802) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3804 = "stablehlo.select"(%3800, %3802, %3774) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3805 = "stablehlo.pad"(%3803, %3801) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 2, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3806 = "stablehlo.select"(%3797, %3804, %3802) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3807 = "stablehlo.select"(%3797, %3802, %3804) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3808 = "stablehlo.pad"(%3806, %3801) {edge_padding_high = array<i64: 0, 1, 2, 0>, edge_padding_low = array<i64: 0, 2, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3809 = stablehlo.add %3805, %3808 : tensor<32x114x114x64xf32>
    %3810 = "stablehlo.select"(%3794, %3807, %3802) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3811 = "stablehlo.select"(%3794, %3802, %3807) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3812 = "stablehlo.pad"(%3810, %3801) {edge_padding_high = array<i64: 0, 1, 3, 0>, edge_padding_low = array<i64: 0, 2, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3813 = stablehlo.add %3809, %3812 : tensor<32x114x114x64xf32>
    %3814 = "stablehlo.select"(%3791, %3811, %3802) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3815 = "stablehlo.select"(%3791, %3802, %3811) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3816 = "stablehlo.pad"(%3814, %3801) {edge_padding_high = array<i64: 0, 2, 1, 0>, edge_padding_low = array<i64: 0, 1, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3817 = stablehlo.add %3813, %3816 : tensor<32x114x114x64xf32>
    %3818 = "stablehlo.select"(%3788, %3815, %3802) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3819 = "stablehlo.select"(%3788, %3802, %3815) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3820 = "stablehlo.pad"(%3818, %3801) {edge_padding_high = array<i64: 0, 2, 2, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3821 = stablehlo.add %3817, %3820 : tensor<32x114x114x64xf32>
    %3822 = "stablehlo.select"(%3785, %3819, %3802) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3823 = "stablehlo.select"(%3785, %3802, %3819) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3824 = "stablehlo.pad"(%3822, %3801) {edge_padding_high = array<i64: 0, 2, 3, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3825 = stablehlo.add %3821, %3824 : tensor<32x114x114x64xf32>
    %3826 = "stablehlo.select"(%3782, %3823, %3802) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3827 = "stablehlo.select"(%3782, %3802, %3823) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3828 = "stablehlo.pad"(%3826, %3801) {edge_padding_high = array<i64: 0, 3, 1, 0>, edge_padding_low = array<i64: 0, 0, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3829 = stablehlo.add %3825, %3828 : tensor<32x114x114x64xf32>
    %3830 = "stablehlo.select"(%3779, %3827, %3802) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3831 = "stablehlo.select"(%3779, %3802, %3827) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3832 = "stablehlo.pad"(%3830, %3801) {edge_padding_high = array<i64: 0, 3, 2, 0>, edge_padding_low = array<i64: 0, 0, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3833 = stablehlo.add %3829, %3832 : tensor<32x114x114x64xf32>
    %3834 = "stablehlo.pad"(%3831, %3801) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3835 = stablehlo.add %3833, %3834 : tensor<32x114x114x64xf32>
    %3836 = "stablehlo.slice"(%3835) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x112x112x64xf32>
    %3837 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %3838 = "stablehlo.compare"(%20, %3837) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xi1>
    %3839 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %3840 = "stablehlo.select"(%3838, %3836, %3839) : (tensor<32x112x112x64xi1>, tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xf32>
    %3841 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3842 = "stablehlo.reduce"(%3840, %3841) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3843 = stablehlo.multiply %3840, %16 : tensor<32x112x112x64xf32>
    %3844 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3845 = "stablehlo.reduce"(%3843, %3844) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3846 = stablehlo.multiply %bn1.g, %14 : tensor<64xf32>
    %3847 = "stablehlo.broadcast_in_dim"(%3846) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3848 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %3849 = stablehlo.divide %3842, %3848 : tensor<64xf32>
    %3850 = "stablehlo.broadcast_in_dim"(%3849) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3851 = stablehlo.subtract %3840, %3850 : tensor<32x112x112x64xf32>
    %3852 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %3853 = stablehlo.divide %3845, %3852 : tensor<64xf32>
    %3854 = "stablehlo.broadcast_in_dim"(%3853) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3855 = stablehlo.multiply %16, %3854 : tensor<32x112x112x64xf32>
    %3856 = stablehlo.subtract %3851, %3855 : tensor<32x112x112x64xf32>
    %3857 = stablehlo.multiply %3847, %3856 : tensor<32x112x112x64xf32>
    %3858 = "stablehlo.convolution"(%x, %3857) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x224x224x3xf32>, tensor<32x112x112x64xf32>) -> tensor<7x7x3x64xf32>
    // ── optimizer ──
    %3859 = stablehlo.multiply %3858, %3858 : tensor<7x7x3x64xf32>
    %3860 = stablehlo.constant dense<0.0> : tensor<f32>
    %3861 = "stablehlo.reduce"(%3859, %3860) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x64xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %3862 = stablehlo.constant dense<0.0> : tensor<f32>
    %3863 = "stablehlo.reduce"(%3861, %3862) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %3864 = stablehlo.multiply %3845, %3845 : tensor<64xf32>
    %3865 = stablehlo.constant dense<0.0> : tensor<f32>
    %3866 = "stablehlo.reduce"(%3864, %3865) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3867 = stablehlo.add %3863, %3866 : tensor<f32>
    %3868 = stablehlo.multiply %3842, %3842 : tensor<64xf32>
    %3869 = stablehlo.constant dense<0.0> : tensor<f32>
    %3870 = "stablehlo.reduce"(%3868, %3869) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3871 = stablehlo.add %3867, %3870 : tensor<f32>
    %3872 = stablehlo.multiply %3752, %3752 : tensor<1x1x64x64xf32>
    %3873 = stablehlo.constant dense<0.0> : tensor<f32>
    %3874 = "stablehlo.reduce"(%3872, %3873) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3875 = stablehlo.constant dense<0.0> : tensor<f32>
    %3876 = "stablehlo.reduce"(%3874, %3875) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3877 = stablehlo.add %3871, %3876 : tensor<f32>
    %3878 = stablehlo.multiply %3736, %3736 : tensor<64xf32>
    %3879 = stablehlo.constant dense<0.0> : tensor<f32>
    %3880 = "stablehlo.reduce"(%3878, %3879) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3881 = stablehlo.add %3877, %3880 : tensor<f32>
    %3882 = stablehlo.multiply %3733, %3733 : tensor<64xf32>
    %3883 = stablehlo.constant dense<0.0> : tensor<f32>
    %3884 = "stablehlo.reduce"(%3882, %3883) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3885 = stablehlo.add %3881, %3884 : tensor<f32>
    %3886 = stablehlo.multiply %3727, %3727 : tensor<3x3x64x64xf32>
    %3887 = stablehlo.constant dense<0.0> : tensor<f32>
    %3888 = "stablehlo.reduce"(%3886, %3887) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3889 = stablehlo.constant dense<0.0> : tensor<f32>
    %3890 = "stablehlo.reduce"(%3888, %3889) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3891 = stablehlo.add %3885, %3890 : tensor<f32>
    %3892 = stablehlo.multiply %3679, %3679 : tensor<64xf32>
    %3893 = stablehlo.constant dense<0.0> : tensor<f32>
    %3894 = "stablehlo.reduce"(%3892, %3893) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3895 = stablehlo.add %3891, %3894 : tensor<f32>
    %3896 = stablehlo.multiply %3676, %3676 : tensor<64xf32>
    %3897 = stablehlo.constant dense<0.0> : tensor<f32>
    %3898 = "stablehlo.reduce"(%3896, %3897) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3899 = stablehlo.add %3895, %3898 : tensor<f32>
    %3900 = stablehlo.multiply %3670, %3670 : tensor<1x1x64x256xf32>
    %3901 = stablehlo.constant dense<0.0> : tensor<f32>
    %3902 = "stablehlo.reduce"(%3900, %3901) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3903 = stablehlo.constant dense<0.0> : tensor<f32>
    %3904 = "stablehlo.reduce"(%3902, %3903) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3905 = stablehlo.add %3899, %3904 : tensor<f32>
    %3906 = stablehlo.multiply %3654, %3654 : tensor<256xf32>
    %3907 = stablehlo.constant dense<0.0> : tensor<f32>
    %3908 = "stablehlo.reduce"(%3906, %3907) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3909 = stablehlo.add %3905, %3908 : tensor<f32>
    %3910 = stablehlo.multiply %3651, %3651 : tensor<256xf32>
    %3911 = stablehlo.constant dense<0.0> : tensor<f32>
    %3912 = "stablehlo.reduce"(%3910, %3911) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3913 = stablehlo.add %3909, %3912 : tensor<f32>
    %3914 = stablehlo.multiply %3773, %3773 : tensor<1x1x64x256xf32>
    %3915 = stablehlo.constant dense<0.0> : tensor<f32>
    %3916 = "stablehlo.reduce"(%3914, %3915) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3917 = stablehlo.constant dense<0.0> : tensor<f32>
    %3918 = "stablehlo.reduce"(%3916, %3917) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3919 = stablehlo.add %3913, %3918 : tensor<f32>
    %3920 = stablehlo.multiply %3757, %3757 : tensor<256xf32>
    %3921 = stablehlo.constant dense<0.0> : tensor<f32>
    %3922 = "stablehlo.reduce"(%3920, %3921) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3923 = stablehlo.add %3919, %3922 : tensor<f32>
    %3924 = stablehlo.multiply %3754, %3754 : tensor<256xf32>
    %3925 = stablehlo.constant dense<0.0> : tensor<f32>
    %3926 = "stablehlo.reduce"(%3924, %3925) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3927 = stablehlo.add %3923, %3926 : tensor<f32>
    %3928 = stablehlo.multiply %3644, %3644 : tensor<1x1x256x64xf32>
    %3929 = stablehlo.constant dense<0.0> : tensor<f32>
    %3930 = "stablehlo.reduce"(%3928, %3929) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3931 = stablehlo.constant dense<0.0> : tensor<f32>
    %3932 = "stablehlo.reduce"(%3930, %3931) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3933 = stablehlo.add %3927, %3932 : tensor<f32>
    %3934 = stablehlo.multiply %3627, %3627 : tensor<64xf32>
    %3935 = stablehlo.constant dense<0.0> : tensor<f32>
    %3936 = "stablehlo.reduce"(%3934, %3935) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3937 = stablehlo.add %3933, %3936 : tensor<f32>
    %3938 = stablehlo.multiply %3624, %3624 : tensor<64xf32>
    %3939 = stablehlo.constant dense<0.0> : tensor<f32>
    %3940 = "stablehlo.reduce"(%3938, %3939) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3941 = stablehlo.add %3937, %3940 : tensor<f32>
    %3942 = stablehlo.multiply %3618, %3618 : tensor<3x3x64x64xf32>
    %3943 = stablehlo.constant dense<0.0> : tensor<f32>
    %3944 = "stablehlo.reduce"(%3942, %3943) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3945 = stablehlo.constant dense<0.0> : tensor<f32>
    %3946 = "stablehlo.reduce"(%3944, %3945) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3947 = stablehlo.add %3941, %3946 : tensor<f32>
    %3948 = stablehlo.multiply %3570, %3570 : tensor<64xf32>
    %3949 = stablehlo.constant dense<0.0> : tensor<f32>
    %3950 = "stablehlo.reduce"(%3948, %3949) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3951 = stablehlo.add %3947, %3950 : tensor<f32>
    %3952 = stablehlo.multiply %3567, %3567 : tensor<64xf32>
    %3953 = stablehlo.constant dense<0.0> : tensor<f32>
    %3954 = "stablehlo.reduce"(%3952, %3953) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3955 = stablehlo.add %3951, %3954 : tensor<f32>
    %3956 = stablehlo.multiply %3561, %3561 : tensor<1x1x64x256xf32>
    %3957 = stablehlo.constant dense<0.0> : tensor<f32>
    %3958 = "stablehlo.reduce"(%3956, %3957) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3959 = stablehlo.constant dense<0.0> : tensor<f32>
    %3960 = "stablehlo.reduce"(%3958, %3959) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3961 = stablehlo.add %3955, %3960 : tensor<f32>
    %3962 = stablehlo.multiply %3545, %3545 : tensor<256xf32>
    %3963 = stablehlo.constant dense<0.0> : tensor<f32>
    %3964 = "stablehlo.reduce"(%3962, %3963) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3965 = stablehlo.add %3961, %3964 : tensor<f32>
    %3966 = stablehlo.multiply %3542, %3542 : tensor<256xf32>
    %3967 = stablehlo.constant dense<0.0> : tensor<f32>
    %3968 = "stablehlo.reduce"(%3966, %3967) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3969 = stablehlo.add %3965, %3968 : tensor<f32>
    %3970 = stablehlo.multiply %3535, %3535 : tensor<1x1x256x64xf32>
    %3971 = stablehlo.constant dense<0.0> : tensor<f32>
    %3972 = "stablehlo.reduce"(%3970, %3971) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3973 = stablehlo.constant dense<0.0> : tensor<f32>
    %3974 = "stablehlo.reduce"(%3972, %3973) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3975 = stablehlo.add %3969, %3974 : tensor<f32>
    %3976 = stablehlo.multiply %3518, %3518 : tensor<64xf32>
    %3977 = stablehlo.constant dense<0.0> : tensor<f32>
    %3978 = "stablehlo.reduce"(%3976, %3977) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3979 = stablehlo.add %3975, %3978 : tensor<f32>
    %3980 = stablehlo.multiply %3515, %3515 : tensor<64xf32>
    %3981 = stablehlo.constant dense<0.0> : tensor<f32>
    %3982 = "stablehlo.reduce"(%3980, %3981) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3983 = stablehlo.add %3979, %3982 : tensor<f32>
    %3984 = stablehlo.multiply %3509, %3509 : tensor<3x3x64x64xf32>
    %3985 = stablehlo.constant dense<0.0> : tensor<f32>
    %3986 = "stablehlo.reduce"(%3984, %3985) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3987 = stablehlo.constant dense<0.0> : tensor<f32>
    %3988 = "stablehlo.reduce"(%3986, %3987) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3989 = stablehlo.add %3983, %3988 : tensor<f32>
    %3990 = stablehlo.multiply %3461, %3461 : tensor<64xf32>
    %3991 = stablehlo.constant dense<0.0> : tensor<f32>
    %3992 = "stablehlo.reduce"(%3990, %3991) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3993 = stablehlo.add %3989, %3992 : tensor<f32>
    %3994 = stablehlo.multiply %3458, %3458 : tensor<64xf32>
    %3995 = stablehlo.constant dense<0.0> : tensor<f32>
    %3996 = "stablehlo.reduce"(%3994, %3995) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3997 = stablehlo.add %3993, %3996 : tensor<f32>
    %3998 = stablehlo.multiply %3452, %3452 : tensor<1x1x64x256xf32>
    %3999 = stablehlo.constant dense<0.0> : tensor<f32>
    %4000 = "stablehlo.reduce"(%3998, %3999) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %4001 = stablehlo.constant dense<0.0> : tensor<f32>
    %4002 = "stablehlo.reduce"(%4000, %4001) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %4003 = stablehlo.add %3997, %4002 : tensor<f32>
    %4004 = stablehlo.multiply %3436, %3436 : tensor<256xf32>
    %4005 = stablehlo.constant dense<0.0> : tensor<f32>
    %4006 = "stablehlo.reduce"(%4004, %4005) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4007 = stablehlo.add %4003, %4006 : tensor<f32>
    %4008 = stablehlo.multiply %3433, %3433 : tensor<256xf32>
    %4009 = stablehlo.constant dense<0.0> : tensor<f32>
    %4010 = "stablehlo.reduce"(%4008, %4009) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4011 = stablehlo.add %4007, %4010 : tensor<f32>
    %4012 = stablehlo.multiply %3403, %3403 : tensor<1x1x256x128xf32>
    %4013 = stablehlo.constant dense<0.0> : tensor<f32>
    %4014 = "stablehlo.reduce"(%4012, %4013) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x128xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4015 = stablehlo.constant dense<0.0> : tensor<f32>
    %4016 = "stablehlo.reduce"(%4014, %4015) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4017 = stablehlo.add %4011, %4016 : tensor<f32>
    %4018 = stablehlo.multiply %3386, %3386 : tensor<128xf32>
    %4019 = stablehlo.constant dense<0.0> : tensor<f32>
    %4020 = "stablehlo.reduce"(%4018, %4019) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4021 = stablehlo.add %4017, %4020 : tensor<f32>
    %4022 = stablehlo.multiply %3383, %3383 : tensor<128xf32>
    %4023 = stablehlo.constant dense<0.0> : tensor<f32>
    %4024 = "stablehlo.reduce"(%4022, %4023) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4025 = stablehlo.add %4021, %4024 : tensor<f32>
    %4026 = stablehlo.multiply %3377, %3377 : tensor<3x3x128x128xf32>
    %4027 = stablehlo.constant dense<0.0> : tensor<f32>
    %4028 = "stablehlo.reduce"(%4026, %4027) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %4029 = stablehlo.constant dense<0.0> : tensor<f32>
    %4030 = "stablehlo.reduce"(%4028, %4029) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %4031 = stablehlo.add %4025, %4030 : tensor<f32>
    %4032 = stablehlo.multiply %3329, %3329 : tensor<128xf32>
    %4033 = stablehlo.constant dense<0.0> : tensor<f32>
    %4034 = "stablehlo.reduce"(%4032, %4033) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4035 = stablehlo.add %4031, %4034 : tensor<f32>
    %4036 = stablehlo.multiply %3326, %3326 : tensor<128xf32>
    %4037 = stablehlo.constant dense<0.0> : tensor<f32>
    %4038 = "stablehlo.reduce"(%4036, %4037) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4039 = stablehlo.add %4035, %4038 : tensor<f32>
    %4040 = stablehlo.multiply %3320, %3320 : tensor<1x1x128x512xf32>
    %4041 = stablehlo.constant dense<0.0> : tensor<f32>
    %4042 = "stablehlo.reduce"(%4040, %4041) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %4043 = stablehlo.constant dense<0.0> : tensor<f32>
    %4044 = "stablehlo.reduce"(%4042, %4043) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %4045 = stablehlo.add %4039, %4044 : tensor<f32>
    %4046 = stablehlo.multiply %3304, %3304 : tensor<512xf32>
    %4047 = stablehlo.constant dense<0.0> : tensor<f32>
    %4048 = "stablehlo.reduce"(%4046, %4047) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4049 = stablehlo.add %4045, %4048 : tensor<f32>
    %4050 = stablehlo.multiply %3301, %3301 : tensor<512xf32>
    %4051 = stablehlo.constant dense<0.0> : tensor<f32>
    %4052 = "stablehlo.reduce"(%4050, %4051) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4053 = stablehlo.add %4049, %4052 : tensor<f32>
    %4054 = stablehlo.multiply %3426, %3426 : tensor<1x1x256x512xf32>
    %4055 = stablehlo.constant dense<0.0> : tensor<f32>
    %4056 = "stablehlo.reduce"(%4054, %4055) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x512xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4057 = stablehlo.constant dense<0.0> : tensor<f32>
    %4058 = "stablehlo.reduce"(%4056, %4057) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4059 = stablehlo.add %4053, %4058 : tensor<f32>
    %4060 = stablehlo.multiply %3408, %3408 : tensor<512xf32>
    %4061 = stablehlo.constant dense<0.0> : tensor<f32>
    %4062 = "stablehlo.reduce"(%4060, %4061) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4063 = stablehlo.add %4059, %4062 : tensor<f32>
    %4064 = stablehlo.multiply %3405, %3405 : tensor<512xf32>
    %4065 = stablehlo.constant dense<0.0> : tensor<f32>
    %4066 = "stablehlo.reduce"(%4064, %4065) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4067 = stablehlo.add %4063, %4066 : tensor<f32>
    %4068 = stablehlo.multiply %3294, %3294 : tensor<1x1x512x128xf32>
    %4069 = stablehlo.constant dense<0.0> : tensor<f32>
    %4070 = "stablehlo.reduce"(%4068, %4069) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4071 = stablehlo.constant dense<0.0> : tensor<f32>
    %4072 = "stablehlo.reduce"(%4070, %4071) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4073 = stablehlo.add %4067, %4072 : tensor<f32>
    %4074 = stablehlo.multiply %3277, %3277 : tensor<128xf32>
    %4075 = stablehlo.constant dense<0.0> : tensor<f32>
    %4076 = "stablehlo.reduce"(%4074, %4075) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4077 = stablehlo.add %4073, %4076 : tensor<f32>
    %4078 = stablehlo.multiply %3274, %3274 : tensor<128xf32>
    %4079 = stablehlo.constant dense<0.0> : tensor<f32>
    %4080 = "stablehlo.reduce"(%4078, %4079) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4081 = stablehlo.add %4077, %4080 : tensor<f32>
    %4082 = stablehlo.multiply %3268, %3268 : tensor<3x3x128x128xf32>
    %4083 = stablehlo.constant dense<0.0> : tensor<f32>
    %4084 = "stablehlo.reduce"(%4082, %4083) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %4085 = stablehlo.constant dense<0.0> : tensor<f32>
    %4086 = "stablehlo.reduce"(%4084, %4085) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %4087 = stablehlo.add %4081, %4086 : tensor<f32>
    %4088 = stablehlo.multiply %3220, %3220 : tensor<128xf32>
    %4089 = stablehlo.constant dense<0.0> : tensor<f32>
    %4090 = "stablehlo.reduce"(%4088, %4089) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4091 = stablehlo.add %4087, %4090 : tensor<f32>
    %4092 = stablehlo.multiply %3217, %3217 : tensor<128xf32>
    %4093 = stablehlo.constant dense<0.0> : tensor<f32>
    %4094 = "stablehlo.reduce"(%4092, %4093) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4095 = stablehlo.add %4091, %4094 : tensor<f32>
    %4096 = stablehlo.multiply %3211, %3211 : tensor<1x1x128x512xf32>
    %4097 = stablehlo.constant dense<0.0> : tensor<f32>
    %4098 = "stablehlo.reduce"(%4096, %4097) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %4099 = stablehlo.constant dense<0.0> : tensor<f32>
    %4100 = "stablehlo.reduce"(%4098, %4099) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %4101 = stablehlo.add %4095, %4100 : tensor<f32>
    %4102 = stablehlo.multiply %3195, %3195 : tensor<512xf32>
    %4103 = stablehlo.constant dense<0.0> : tensor<f32>
    %4104 = "stablehlo.reduce"(%4102, %4103) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4105 = stablehlo.add %4101, %4104 : tensor<f32>
    %4106 = stablehlo.multiply %3192, %3192 : tensor<512xf32>
    %4107 = stablehlo.constant dense<0.0> : tensor<f32>
    %4108 = "stablehlo.reduce"(%4106, %4107) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4109 = stablehlo.add %4105, %4108 : tensor<f32>
    %4110 = stablehlo.multiply %3185, %3185 : tensor<1x1x512x128xf32>
    %4111 = stablehlo.constant dense<0.0> : tensor<f32>
    %4112 = "stablehlo.reduce"(%4110, %4111) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4113 = stablehlo.constant dense<0.0> : tensor<f32>
    %4114 = "stablehlo.reduce"(%4112, %4113) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4115 = stablehlo.add %4109, %4114 : tensor<f32>
    %4116 = stablehlo.multiply %3168, %3168 : tensor<128xf32>
    %4117 = stablehlo.constant dense<0.0> : tensor<f32>
    %4118 = "stablehlo.reduce"(%4116, %4117) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4119 = stablehlo.add %4115, %4118 : tensor<f32>
    %4120 = stablehlo.multiply %3165, %3165 : tensor<128xf32>
    %4121 = stablehlo.constant dense<0.0> : tensor<f32>
    %4122 = "stablehlo.reduce"(%4120, %4121) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4123 = stablehlo.add %4119, %4122 : tensor<f32>
    %4124 = stablehlo.multiply %3159, %3159 : tensor<3x3x128x128xf32>
    %4125 = stablehlo.constant dense<0.0> : tensor<f32>
    %4126 = "stablehlo.reduce"(%4124, %4125) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %4127 = stablehlo.constant dense<0.0> : tensor<f32>
    %4128 = "stablehlo.reduce"(%4126, %4127) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %4129 = stablehlo.add %4123, %4128 : tensor<f32>
    %4130 = stablehlo.multiply %3111, %3111 : tensor<128xf32>
    %4131 = stablehlo.constant dense<0.0> : tensor<f32>
    %4132 = "stablehlo.reduce"(%4130, %4131) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4133 = stablehlo.add %4129, %4132 : tensor<f32>
    %4134 = stablehlo.multiply %3108, %3108 : tensor<128xf32>
    %4135 = stablehlo.constant dense<0.0> : tensor<f32>
    %4136 = "stablehlo.reduce"(%4134, %4135) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4137 = stablehlo.add %4133, %4136 : tensor<f32>
    %4138 = stablehlo.multiply %3102, %3102 : tensor<1x1x128x512xf32>
    %4139 = stablehlo.constant dense<0.0> : tensor<f32>
    %4140 = "stablehlo.reduce"(%4138, %4139) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %4141 = stablehlo.constant dense<0.0> : tensor<f32>
    %4142 = "stablehlo.reduce"(%4140, %4141) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %4143 = stablehlo.add %4137, %4142 : tensor<f32>
    %4144 = stablehlo.multiply %3086, %3086 : tensor<512xf32>
    %4145 = stablehlo.constant dense<0.0> : tensor<f32>
    %4146 = "stablehlo.reduce"(%4144, %4145) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4147 = stablehlo.add %4143, %4146 : tensor<f32>
    %4148 = stablehlo.multiply %3083, %3083 : tensor<512xf32>
    %4149 = stablehlo.constant dense<0.0> : tensor<f32>
    %4150 = "stablehlo.reduce"(%4148, %4149) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4151 = stablehlo.add %4147, %4150 : tensor<f32>
    %4152 = stablehlo.multiply %3076, %3076 : tensor<1x1x512x128xf32>
    %4153 = stablehlo.constant dense<0.0> : tensor<f32>
    %4154 = "stablehlo.reduce"(%4152, %4153) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4155 = stablehlo.constant dense<0.0> : tensor<f32>
    %4156 = "stablehlo.reduce"(%4154, %4155) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4157 = stablehlo.add %4151, %4156 : tensor<f32>
    %4158 = stablehlo.multiply %3059, %3059 : tensor<128xf32>
    %4159 = stablehlo.constant dense<0.0> : tensor<f32>
    %4160 = "stablehlo.reduce"(%4158, %4159) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4161 = stablehlo.add %4157, %4160 : tensor<f32>
    %4162 = stablehlo.multiply %3056, %3056 : tensor<128xf32>
    %4163 = stablehlo.constant dense<0.0> : tensor<f32>
    %4164 = "stablehlo.reduce"(%4162, %4163) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4165 = stablehlo.add %4161, %4164 : tensor<f32>
    %4166 = stablehlo.multiply %3050, %3050 : tensor<3x3x128x128xf32>
    %4167 = stablehlo.constant dense<0.0> : tensor<f32>
    %4168 = "stablehlo.reduce"(%4166, %4167) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %4169 = stablehlo.constant dense<0.0> : tensor<f32>
    %4170 = "stablehlo.reduce"(%4168, %4169) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %4171 = stablehlo.add %4165, %4170 : tensor<f32>
    %4172 = stablehlo.multiply %3002, %3002 : tensor<128xf32>
    %4173 = stablehlo.constant dense<0.0> : tensor<f32>
    %4174 = "stablehlo.reduce"(%4172, %4173) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4175 = stablehlo.add %4171, %4174 : tensor<f32>
    %4176 = stablehlo.multiply %2999, %2999 : tensor<128xf32>
    %4177 = stablehlo.constant dense<0.0> : tensor<f32>
    %4178 = "stablehlo.reduce"(%4176, %4177) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4179 = stablehlo.add %4175, %4178 : tensor<f32>
    %4180 = stablehlo.multiply %2993, %2993 : tensor<1x1x128x512xf32>
    %4181 = stablehlo.constant dense<0.0> : tensor<f32>
    %4182 = "stablehlo.reduce"(%4180, %4181) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %4183 = stablehlo.constant dense<0.0> : tensor<f32>
    %4184 = "stablehlo.reduce"(%4182, %4183) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %4185 = stablehlo.add %4179, %4184 : tensor<f32>
    %4186 = stablehlo.multiply %2977, %2977 : tensor<512xf32>
    %4187 = stablehlo.constant dense<0.0> : tensor<f32>
    %4188 = "stablehlo.reduce"(%4186, %4187) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4189 = stablehlo.add %4185, %4188 : tensor<f32>
    %4190 = stablehlo.multiply %2974, %2974 : tensor<512xf32>
    %4191 = stablehlo.constant dense<0.0> : tensor<f32>
    %4192 = "stablehlo.reduce"(%4190, %4191) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4193 = stablehlo.add %4189, %4192 : tensor<f32>
    %4194 = stablehlo.multiply %2944, %2944 : tensor<1x1x512x256xf32>
    %4195 = stablehlo.constant dense<0.0> : tensor<f32>
    %4196 = "stablehlo.reduce"(%4194, %4195) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x256xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4197 = stablehlo.constant dense<0.0> : tensor<f32>
    %4198 = "stablehlo.reduce"(%4196, %4197) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4199 = stablehlo.add %4193, %4198 : tensor<f32>
    %4200 = stablehlo.multiply %2927, %2927 : tensor<256xf32>
    %4201 = stablehlo.constant dense<0.0> : tensor<f32>
    %4202 = "stablehlo.reduce"(%4200, %4201) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4203 = stablehlo.add %4199, %4202 : tensor<f32>
    %4204 = stablehlo.multiply %2924, %2924 : tensor<256xf32>
    %4205 = stablehlo.constant dense<0.0> : tensor<f32>
    %4206 = "stablehlo.reduce"(%4204, %4205) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4207 = stablehlo.add %4203, %4206 : tensor<f32>
    %4208 = stablehlo.multiply %2918, %2918 : tensor<3x3x256x256xf32>
    %4209 = stablehlo.constant dense<0.0> : tensor<f32>
    %4210 = "stablehlo.reduce"(%4208, %4209) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4211 = stablehlo.constant dense<0.0> : tensor<f32>
    %4212 = "stablehlo.reduce"(%4210, %4211) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4213 = stablehlo.add %4207, %4212 : tensor<f32>
    %4214 = stablehlo.multiply %2870, %2870 : tensor<256xf32>
    %4215 = stablehlo.constant dense<0.0> : tensor<f32>
    %4216 = "stablehlo.reduce"(%4214, %4215) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4217 = stablehlo.add %4213, %4216 : tensor<f32>
    %4218 = stablehlo.multiply %2867, %2867 : tensor<256xf32>
    %4219 = stablehlo.constant dense<0.0> : tensor<f32>
    %4220 = "stablehlo.reduce"(%4218, %4219) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4221 = stablehlo.add %4217, %4220 : tensor<f32>
    %4222 = stablehlo.multiply %2861, %2861 : tensor<1x1x256x1024xf32>
    %4223 = stablehlo.constant dense<0.0> : tensor<f32>
    %4224 = "stablehlo.reduce"(%4222, %4223) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4225 = stablehlo.constant dense<0.0> : tensor<f32>
    %4226 = "stablehlo.reduce"(%4224, %4225) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4227 = stablehlo.add %4221, %4226 : tensor<f32>
    %4228 = stablehlo.multiply %2845, %2845 : tensor<1024xf32>
    %4229 = stablehlo.constant dense<0.0> : tensor<f32>
    %4230 = "stablehlo.reduce"(%4228, %4229) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4231 = stablehlo.add %4227, %4230 : tensor<f32>
    %4232 = stablehlo.multiply %2842, %2842 : tensor<1024xf32>
    %4233 = stablehlo.constant dense<0.0> : tensor<f32>
    %4234 = "stablehlo.reduce"(%4232, %4233) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4235 = stablehlo.add %4231, %4234 : tensor<f32>
    %4236 = stablehlo.multiply %2967, %2967 : tensor<1x1x512x1024xf32>
    %4237 = stablehlo.constant dense<0.0> : tensor<f32>
    %4238 = "stablehlo.reduce"(%4236, %4237) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x1024xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4239 = stablehlo.constant dense<0.0> : tensor<f32>
    %4240 = "stablehlo.reduce"(%4238, %4239) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4241 = stablehlo.add %4235, %4240 : tensor<f32>
    %4242 = stablehlo.multiply %2949, %2949 : tensor<1024xf32>
    %4243 = stablehlo.constant dense<0.0> : tensor<f32>
    %4244 = "stablehlo.reduce"(%4242, %4243) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4245 = stablehlo.add %4241, %4244 : tensor<f32>
    %4246 = stablehlo.multiply %2946, %2946 : tensor<1024xf32>
    %4247 = stablehlo.constant dense<0.0> : tensor<f32>
    %4248 = "stablehlo.reduce"(%4246, %4247) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4249 = stablehlo.add %4245, %4248 : tensor<f32>
    %4250 = stablehlo.multiply %2835, %2835 : tensor<1x1x1024x256xf32>
    %4251 = stablehlo.constant dense<0.0> : tensor<f32>
    %4252 = "stablehlo.reduce"(%4250, %4251) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4253 = stablehlo.constant dense<0.0> : tensor<f32>
    %4254 = "stablehlo.reduce"(%4252, %4253) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4255 = stablehlo.add %4249, %4254 : tensor<f32>
    %4256 = stablehlo.multiply %2818, %2818 : tensor<256xf32>
    %4257 = stablehlo.constant dense<0.0> : tensor<f32>
    %4258 = "stablehlo.reduce"(%4256, %4257) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4259 = stablehlo.add %4255, %4258 : tensor<f32>
    %4260 = stablehlo.multiply %2815, %2815 : tensor<256xf32>
    %4261 = stablehlo.constant dense<0.0> : tensor<f32>
    %4262 = "stablehlo.reduce"(%4260, %4261) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4263 = stablehlo.add %4259, %4262 : tensor<f32>
    %4264 = stablehlo.multiply %2809, %2809 : tensor<3x3x256x256xf32>
    %4265 = stablehlo.constant dense<0.0> : tensor<f32>
    %4266 = "stablehlo.reduce"(%4264, %4265) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4267 = stablehlo.constant dense<0.0> : tensor<f32>
    %4268 = "stablehlo.reduce"(%4266, %4267) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4269 = stablehlo.add %4263, %4268 : tensor<f32>
    %4270 = stablehlo.multiply %2761, %2761 : tensor<256xf32>
    %4271 = stablehlo.constant dense<0.0> : tensor<f32>
    %4272 = "stablehlo.reduce"(%4270, %4271) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4273 = stablehlo.add %4269, %4272 : tensor<f32>
    %4274 = stablehlo.multiply %2758, %2758 : tensor<256xf32>
    %4275 = stablehlo.constant dense<0.0> : tensor<f32>
    %4276 = "stablehlo.reduce"(%4274, %4275) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4277 = stablehlo.add %4273, %4276 : tensor<f32>
    %4278 = stablehlo.multiply %2752, %2752 : tensor<1x1x256x1024xf32>
    %4279 = stablehlo.constant dense<0.0> : tensor<f32>
    %4280 = "stablehlo.reduce"(%4278, %4279) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4281 = stablehlo.constant dense<0.0> : tensor<f32>
    %4282 = "stablehlo.reduce"(%4280, %4281) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4283 = stablehlo.add %4277, %4282 : tensor<f32>
    %4284 = stablehlo.multiply %2736, %2736 : tensor<1024xf32>
    %4285 = stablehlo.constant dense<0.0> : tensor<f32>
    %4286 = "stablehlo.reduce"(%4284, %4285) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4287 = stablehlo.add %4283, %4286 : tensor<f32>
    %4288 = stablehlo.multiply %2733, %2733 : tensor<1024xf32>
    %4289 = stablehlo.constant dense<0.0> : tensor<f32>
    %4290 = "stablehlo.reduce"(%4288, %4289) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4291 = stablehlo.add %4287, %4290 : tensor<f32>
    %4292 = stablehlo.multiply %2726, %2726 : tensor<1x1x1024x256xf32>
    %4293 = stablehlo.constant dense<0.0> : tensor<f32>
    %4294 = "stablehlo.reduce"(%4292, %4293) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4295 = stablehlo.constant dense<0.0> : tensor<f32>
    %4296 = "stablehlo.reduce"(%4294, %4295) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4297 = stablehlo.add %4291, %4296 : tensor<f32>
    %4298 = stablehlo.multiply %2709, %2709 : tensor<256xf32>
    %4299 = stablehlo.constant dense<0.0> : tensor<f32>
    %4300 = "stablehlo.reduce"(%4298, %4299) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4301 = stablehlo.add %4297, %4300 : tensor<f32>
    %4302 = stablehlo.multiply %2706, %2706 : tensor<256xf32>
    %4303 = stablehlo.constant dense<0.0> : tensor<f32>
    %4304 = "stablehlo.reduce"(%4302, %4303) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4305 = stablehlo.add %4301, %4304 : tensor<f32>
    %4306 = stablehlo.multiply %2700, %2700 : tensor<3x3x256x256xf32>
    %4307 = stablehlo.constant dense<0.0> : tensor<f32>
    %4308 = "stablehlo.reduce"(%4306, %4307) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4309 = stablehlo.constant dense<0.0> : tensor<f32>
    %4310 = "stablehlo.reduce"(%4308, %4309) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4311 = stablehlo.add %4305, %4310 : tensor<f32>
    %4312 = stablehlo.multiply %2652, %2652 : tensor<256xf32>
    %4313 = stablehlo.constant dense<0.0> : tensor<f32>
    %4314 = "stablehlo.reduce"(%4312, %4313) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4315 = stablehlo.add %4311, %4314 : tensor<f32>
    %4316 = stablehlo.multiply %2649, %2649 : tensor<256xf32>
    %4317 = stablehlo.constant dense<0.0> : tensor<f32>
    %4318 = "stablehlo.reduce"(%4316, %4317) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4319 = stablehlo.add %4315, %4318 : tensor<f32>
    %4320 = stablehlo.multiply %2643, %2643 : tensor<1x1x256x1024xf32>
    %4321 = stablehlo.constant dense<0.0> : tensor<f32>
    %4322 = "stablehlo.reduce"(%4320, %4321) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4323 = stablehlo.constant dense<0.0> : tensor<f32>
    %4324 = "stablehlo.reduce"(%4322, %4323) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4325 = stablehlo.add %4319, %4324 : tensor<f32>
    %4326 = stablehlo.multiply %2627, %2627 : tensor<1024xf32>
    %4327 = stablehlo.constant dense<0.0> : tensor<f32>
    %4328 = "stablehlo.reduce"(%4326, %4327) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4329 = stablehlo.add %4325, %4328 : tensor<f32>
    %4330 = stablehlo.multiply %2624, %2624 : tensor<1024xf32>
    %4331 = stablehlo.constant dense<0.0> : tensor<f32>
    %4332 = "stablehlo.reduce"(%4330, %4331) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4333 = stablehlo.add %4329, %4332 : tensor<f32>
    %4334 = stablehlo.multiply %2617, %2617 : tensor<1x1x1024x256xf32>
    %4335 = stablehlo.constant dense<0.0> : tensor<f32>
    %4336 = "stablehlo.reduce"(%4334, %4335) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4337 = stablehlo.constant dense<0.0> : tensor<f32>
    %4338 = "stablehlo.reduce"(%4336, %4337) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4339 = stablehlo.add %4333, %4338 : tensor<f32>
    %4340 = stablehlo.multiply %2600, %2600 : tensor<256xf32>
    %4341 = stablehlo.constant dense<0.0> : tensor<f32>
    %4342 = "stablehlo.reduce"(%4340, %4341) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4343 = stablehlo.add %4339, %4342 : tensor<f32>
    %4344 = stablehlo.multiply %2597, %2597 : tensor<256xf32>
    %4345 = stablehlo.constant dense<0.0> : tensor<f32>
    %4346 = "stablehlo.reduce"(%4344, %4345) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4347 = stablehlo.add %4343, %4346 : tensor<f32>
    %4348 = stablehlo.multiply %2591, %2591 : tensor<3x3x256x256xf32>
    %4349 = stablehlo.constant dense<0.0> : tensor<f32>
    %4350 = "stablehlo.reduce"(%4348, %4349) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4351 = stablehlo.constant dense<0.0> : tensor<f32>
    %4352 = "stablehlo.reduce"(%4350, %4351) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4353 = stablehlo.add %4347, %4352 : tensor<f32>
    %4354 = stablehlo.multiply %2543, %2543 : tensor<256xf32>
    %4355 = stablehlo.constant dense<0.0> : tensor<f32>
    %4356 = "stablehlo.reduce"(%4354, %4355) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4357 = stablehlo.add %4353, %4356 : tensor<f32>
    %4358 = stablehlo.multiply %2540, %2540 : tensor<256xf32>
    %4359 = stablehlo.constant dense<0.0> : tensor<f32>
    %4360 = "stablehlo.reduce"(%4358, %4359) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4361 = stablehlo.add %4357, %4360 : tensor<f32>
    %4362 = stablehlo.multiply %2534, %2534 : tensor<1x1x256x1024xf32>
    %4363 = stablehlo.constant dense<0.0> : tensor<f32>
    %4364 = "stablehlo.reduce"(%4362, %4363) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4365 = stablehlo.constant dense<0.0> : tensor<f32>
    %4366 = "stablehlo.reduce"(%4364, %4365) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4367 = stablehlo.add %4361, %4366 : tensor<f32>
    %4368 = stablehlo.multiply %2518, %2518 : tensor<1024xf32>
    %4369 = stablehlo.constant dense<0.0> : tensor<f32>
    %4370 = "stablehlo.reduce"(%4368, %4369) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4371 = stablehlo.add %4367, %4370 : tensor<f32>
    %4372 = stablehlo.multiply %2515, %2515 : tensor<1024xf32>
    %4373 = stablehlo.constant dense<0.0> : tensor<f32>
    %4374 = "stablehlo.reduce"(%4372, %4373) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4375 = stablehlo.add %4371, %4374 : tensor<f32>
    %4376 = stablehlo.multiply %2508, %2508 : tensor<1x1x1024x256xf32>
    %4377 = stablehlo.constant dense<0.0> : tensor<f32>
    %4378 = "stablehlo.reduce"(%4376, %4377) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4379 = stablehlo.constant dense<0.0> : tensor<f32>
    %4380 = "stablehlo.reduce"(%4378, %4379) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4381 = stablehlo.add %4375, %4380 : tensor<f32>
    %4382 = stablehlo.multiply %2491, %2491 : tensor<256xf32>
    %4383 = stablehlo.constant dense<0.0> : tensor<f32>
    %4384 = "stablehlo.reduce"(%4382, %4383) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4385 = stablehlo.add %4381, %4384 : tensor<f32>
    %4386 = stablehlo.multiply %2488, %2488 : tensor<256xf32>
    %4387 = stablehlo.constant dense<0.0> : tensor<f32>
    %4388 = "stablehlo.reduce"(%4386, %4387) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4389 = stablehlo.add %4385, %4388 : tensor<f32>
    %4390 = stablehlo.multiply %2482, %2482 : tensor<3x3x256x256xf32>
    %4391 = stablehlo.constant dense<0.0> : tensor<f32>
    %4392 = "stablehlo.reduce"(%4390, %4391) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4393 = stablehlo.constant dense<0.0> : tensor<f32>
    %4394 = "stablehlo.reduce"(%4392, %4393) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4395 = stablehlo.add %4389, %4394 : tensor<f32>
    %4396 = stablehlo.multiply %2434, %2434 : tensor<256xf32>
    %4397 = stablehlo.constant dense<0.0> : tensor<f32>
    %4398 = "stablehlo.reduce"(%4396, %4397) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4399 = stablehlo.add %4395, %4398 : tensor<f32>
    %4400 = stablehlo.multiply %2431, %2431 : tensor<256xf32>
    %4401 = stablehlo.constant dense<0.0> : tensor<f32>
    %4402 = "stablehlo.reduce"(%4400, %4401) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4403 = stablehlo.add %4399, %4402 : tensor<f32>
    %4404 = stablehlo.multiply %2425, %2425 : tensor<1x1x256x1024xf32>
    %4405 = stablehlo.constant dense<0.0> : tensor<f32>
    %4406 = "stablehlo.reduce"(%4404, %4405) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4407 = stablehlo.constant dense<0.0> : tensor<f32>
    %4408 = "stablehlo.reduce"(%4406, %4407) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4409 = stablehlo.add %4403, %4408 : tensor<f32>
    %4410 = stablehlo.multiply %2409, %2409 : tensor<1024xf32>
    %4411 = stablehlo.constant dense<0.0> : tensor<f32>
    %4412 = "stablehlo.reduce"(%4410, %4411) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4413 = stablehlo.add %4409, %4412 : tensor<f32>
    %4414 = stablehlo.multiply %2406, %2406 : tensor<1024xf32>
    %4415 = stablehlo.constant dense<0.0> : tensor<f32>
    %4416 = "stablehlo.reduce"(%4414, %4415) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4417 = stablehlo.add %4413, %4416 : tensor<f32>
    %4418 = stablehlo.multiply %2399, %2399 : tensor<1x1x1024x256xf32>
    %4419 = stablehlo.constant dense<0.0> : tensor<f32>
    %4420 = "stablehlo.reduce"(%4418, %4419) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4421 = stablehlo.constant dense<0.0> : tensor<f32>
    %4422 = "stablehlo.reduce"(%4420, %4421) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4423 = stablehlo.add %4417, %4422 : tensor<f32>
    %4424 = stablehlo.multiply %2382, %2382 : tensor<256xf32>
    %4425 = stablehlo.constant dense<0.0> : tensor<f32>
    %4426 = "stablehlo.reduce"(%4424, %4425) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4427 = stablehlo.add %4423, %4426 : tensor<f32>
    %4428 = stablehlo.multiply %2379, %2379 : tensor<256xf32>
    %4429 = stablehlo.constant dense<0.0> : tensor<f32>
    %4430 = "stablehlo.reduce"(%4428, %4429) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4431 = stablehlo.add %4427, %4430 : tensor<f32>
    %4432 = stablehlo.multiply %2373, %2373 : tensor<3x3x256x256xf32>
    %4433 = stablehlo.constant dense<0.0> : tensor<f32>
    %4434 = "stablehlo.reduce"(%4432, %4433) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4435 = stablehlo.constant dense<0.0> : tensor<f32>
    %4436 = "stablehlo.reduce"(%4434, %4435) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4437 = stablehlo.add %4431, %4436 : tensor<f32>
    %4438 = stablehlo.multiply %2325, %2325 : tensor<256xf32>
    %4439 = stablehlo.constant dense<0.0> : tensor<f32>
    %4440 = "stablehlo.reduce"(%4438, %4439) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4441 = stablehlo.add %4437, %4440 : tensor<f32>
    %4442 = stablehlo.multiply %2322, %2322 : tensor<256xf32>
    %4443 = stablehlo.constant dense<0.0> : tensor<f32>
    %4444 = "stablehlo.reduce"(%4442, %4443) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4445 = stablehlo.add %4441, %4444 : tensor<f32>
    %4446 = stablehlo.multiply %2316, %2316 : tensor<1x1x256x1024xf32>
    %4447 = stablehlo.constant dense<0.0> : tensor<f32>
    %4448 = "stablehlo.reduce"(%4446, %4447) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4449 = stablehlo.constant dense<0.0> : tensor<f32>
    %4450 = "stablehlo.reduce"(%4448, %4449) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4451 = stablehlo.add %4445, %4450 : tensor<f32>
    %4452 = stablehlo.multiply %2300, %2300 : tensor<1024xf32>
    %4453 = stablehlo.constant dense<0.0> : tensor<f32>
    %4454 = "stablehlo.reduce"(%4452, %4453) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4455 = stablehlo.add %4451, %4454 : tensor<f32>
    %4456 = stablehlo.multiply %2297, %2297 : tensor<1024xf32>
    %4457 = stablehlo.constant dense<0.0> : tensor<f32>
    %4458 = "stablehlo.reduce"(%4456, %4457) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4459 = stablehlo.add %4455, %4458 : tensor<f32>
    %4460 = stablehlo.multiply %2267, %2267 : tensor<1x1x1024x512xf32>
    %4461 = stablehlo.constant dense<0.0> : tensor<f32>
    %4462 = "stablehlo.reduce"(%4460, %4461) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x512xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4463 = stablehlo.constant dense<0.0> : tensor<f32>
    %4464 = "stablehlo.reduce"(%4462, %4463) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4465 = stablehlo.add %4459, %4464 : tensor<f32>
    %4466 = stablehlo.multiply %2250, %2250 : tensor<512xf32>
    %4467 = stablehlo.constant dense<0.0> : tensor<f32>
    %4468 = "stablehlo.reduce"(%4466, %4467) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4469 = stablehlo.add %4465, %4468 : tensor<f32>
    %4470 = stablehlo.multiply %2247, %2247 : tensor<512xf32>
    %4471 = stablehlo.constant dense<0.0> : tensor<f32>
    %4472 = "stablehlo.reduce"(%4470, %4471) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4473 = stablehlo.add %4469, %4472 : tensor<f32>
    %4474 = stablehlo.multiply %2241, %2241 : tensor<3x3x512x512xf32>
    %4475 = stablehlo.constant dense<0.0> : tensor<f32>
    %4476 = "stablehlo.reduce"(%4474, %4475) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %4477 = stablehlo.constant dense<0.0> : tensor<f32>
    %4478 = "stablehlo.reduce"(%4476, %4477) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %4479 = stablehlo.add %4473, %4478 : tensor<f32>
    %4480 = stablehlo.multiply %2193, %2193 : tensor<512xf32>
    %4481 = stablehlo.constant dense<0.0> : tensor<f32>
    %4482 = "stablehlo.reduce"(%4480, %4481) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4483 = stablehlo.add %4479, %4482 : tensor<f32>
    %4484 = stablehlo.multiply %2190, %2190 : tensor<512xf32>
    %4485 = stablehlo.constant dense<0.0> : tensor<f32>
    %4486 = "stablehlo.reduce"(%4484, %4485) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4487 = stablehlo.add %4483, %4486 : tensor<f32>
    %4488 = stablehlo.multiply %2184, %2184 : tensor<1x1x512x2048xf32>
    %4489 = stablehlo.constant dense<0.0> : tensor<f32>
    %4490 = "stablehlo.reduce"(%4488, %4489) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4491 = stablehlo.constant dense<0.0> : tensor<f32>
    %4492 = "stablehlo.reduce"(%4490, %4491) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4493 = stablehlo.add %4487, %4492 : tensor<f32>
    %4494 = stablehlo.multiply %2168, %2168 : tensor<2048xf32>
    %4495 = stablehlo.constant dense<0.0> : tensor<f32>
    %4496 = "stablehlo.reduce"(%4494, %4495) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4497 = stablehlo.add %4493, %4496 : tensor<f32>
    %4498 = stablehlo.multiply %2165, %2165 : tensor<2048xf32>
    %4499 = stablehlo.constant dense<0.0> : tensor<f32>
    %4500 = "stablehlo.reduce"(%4498, %4499) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4501 = stablehlo.add %4497, %4500 : tensor<f32>
    %4502 = stablehlo.multiply %2290, %2290 : tensor<1x1x1024x2048xf32>
    %4503 = stablehlo.constant dense<0.0> : tensor<f32>
    %4504 = "stablehlo.reduce"(%4502, %4503) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x2048xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4505 = stablehlo.constant dense<0.0> : tensor<f32>
    %4506 = "stablehlo.reduce"(%4504, %4505) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4507 = stablehlo.add %4501, %4506 : tensor<f32>
    %4508 = stablehlo.multiply %2272, %2272 : tensor<2048xf32>
    %4509 = stablehlo.constant dense<0.0> : tensor<f32>
    %4510 = "stablehlo.reduce"(%4508, %4509) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4511 = stablehlo.add %4507, %4510 : tensor<f32>
    %4512 = stablehlo.multiply %2269, %2269 : tensor<2048xf32>
    %4513 = stablehlo.constant dense<0.0> : tensor<f32>
    %4514 = "stablehlo.reduce"(%4512, %4513) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4515 = stablehlo.add %4511, %4514 : tensor<f32>
    %4516 = stablehlo.multiply %2158, %2158 : tensor<1x1x2048x512xf32>
    %4517 = stablehlo.constant dense<0.0> : tensor<f32>
    %4518 = "stablehlo.reduce"(%4516, %4517) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2048x512xf32>, tensor<f32>) -> tensor<1x1x2048xf32>
    %4519 = stablehlo.constant dense<0.0> : tensor<f32>
    %4520 = "stablehlo.reduce"(%4518, %4519) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<f32>
    %4521 = stablehlo.add %4515, %4520 : tensor<f32>
    %4522 = stablehlo.multiply %2141, %2141 : tensor<512xf32>
    %4523 = stablehlo.constant dense<0.0> : tensor<f32>
    %4524 = "stablehlo.reduce"(%4522, %4523) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4525 = stablehlo.add %4521, %4524 : tensor<f32>
    %4526 = stablehlo.multiply %2138, %2138 : tensor<512xf32>
    %4527 = stablehlo.constant dense<0.0> : tensor<f32>
    %4528 = "stablehlo.reduce"(%4526, %4527) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4529 = stablehlo.add %4525, %4528 : tensor<f32>
    %4530 = stablehlo.multiply %2132, %2132 : tensor<3x3x512x512xf32>
    %4531 = stablehlo.constant dense<0.0> : tensor<f32>
    %4532 = "stablehlo.reduce"(%4530, %4531) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %4533 = stablehlo.constant dense<0.0> : tensor<f32>
    %4534 = "stablehlo.reduce"(%4532, %4533) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %4535 = stablehlo.add %4529, %4534 : tensor<f32>
    %4536 = stablehlo.multiply %2084, %2084 : tensor<512xf32>
    %4537 = stablehlo.constant dense<0.0> : tensor<f32>
    %4538 = "stablehlo.reduce"(%4536, %4537) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4539 = stablehlo.add %4535, %4538 : tensor<f32>
    %4540 = stablehlo.multiply %2081, %2081 : tensor<512xf32>
    %4541 = stablehlo.constant dense<0.0> : tensor<f32>
    %4542 = "stablehlo.reduce"(%4540, %4541) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4543 = stablehlo.add %4539, %4542 : tensor<f32>
    %4544 = stablehlo.multiply %2075, %2075 : tensor<1x1x512x2048xf32>
    %4545 = stablehlo.constant dense<0.0> : tensor<f32>
    %4546 = "stablehlo.reduce"(%4544, %4545) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4547 = stablehlo.constant dense<0.0> : tensor<f32>
    %4548 = "stablehlo.reduce"(%4546, %4547) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4549 = stablehlo.add %4543, %4548 : tensor<f32>
    %4550 = stablehlo.multiply %2059, %2059 : tensor<2048xf32>
    %4551 = stablehlo.constant dense<0.0> : tensor<f32>
    %4552 = "stablehlo.reduce"(%4550, %4551) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4553 = stablehlo.add %4549, %4552 : tensor<f32>
    %4554 = stablehlo.multiply %2056, %2056 : tensor<2048xf32>
    %4555 = stablehlo.constant dense<0.0> : tensor<f32>
    %4556 = "stablehlo.reduce"(%4554, %4555) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4557 = stablehlo.add %4553, %4556 : tensor<f32>
    %4558 = stablehlo.multiply %2049, %2049 : tensor<1x1x2048x512xf32>
    %4559 = stablehlo.constant dense<0.0> : tensor<f32>
    %4560 = "stablehlo.reduce"(%4558, %4559) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2048x512xf32>, tensor<f32>) -> tensor<1x1x2048xf32>
    %4561 = stablehlo.constant dense<0.0> : tensor<f32>
    %4562 = "stablehlo.reduce"(%4560, %4561) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<f32>
    %4563 = stablehlo.add %4557, %4562 : tensor<f32>
    %4564 = stablehlo.multiply %2032, %2032 : tensor<512xf32>
    %4565 = stablehlo.constant dense<0.0> : tensor<f32>
    %4566 = "stablehlo.reduce"(%4564, %4565) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4567 = stablehlo.add %4563, %4566 : tensor<f32>
    %4568 = stablehlo.multiply %2029, %2029 : tensor<512xf32>
    %4569 = stablehlo.constant dense<0.0> : tensor<f32>
    %4570 = "stablehlo.reduce"(%4568, %4569) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4571 = stablehlo.add %4567, %4570 : tensor<f32>
    %4572 = stablehlo.multiply %2023, %2023 : tensor<3x3x512x512xf32>
    %4573 = stablehlo.constant dense<0.0> : tensor<f32>
    %4574 = "stablehlo.reduce"(%4572, %4573) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %4575 = stablehlo.constant dense<0.0> : tensor<f32>
    %4576 = "stablehlo.reduce"(%4574, %4575) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %4577 = stablehlo.add %4571, %4576 : tensor<f32>
    %4578 = stablehlo.multiply %1975, %1975 : tensor<512xf32>
    %4579 = stablehlo.constant dense<0.0> : tensor<f32>
    %4580 = "stablehlo.reduce"(%4578, %4579) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4581 = stablehlo.add %4577, %4580 : tensor<f32>
    %4582 = stablehlo.multiply %1972, %1972 : tensor<512xf32>
    %4583 = stablehlo.constant dense<0.0> : tensor<f32>
    %4584 = "stablehlo.reduce"(%4582, %4583) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4585 = stablehlo.add %4581, %4584 : tensor<f32>
    %4586 = stablehlo.multiply %1966, %1966 : tensor<1x1x512x2048xf32>
    %4587 = stablehlo.constant dense<0.0> : tensor<f32>
    %4588 = "stablehlo.reduce"(%4586, %4587) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4589 = stablehlo.constant dense<0.0> : tensor<f32>
    %4590 = "stablehlo.reduce"(%4588, %4589) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4591 = stablehlo.add %4585, %4590 : tensor<f32>
    %4592 = stablehlo.multiply %1950, %1950 : tensor<2048xf32>
    %4593 = stablehlo.constant dense<0.0> : tensor<f32>
    %4594 = "stablehlo.reduce"(%4592, %4593) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4595 = stablehlo.add %4591, %4594 : tensor<f32>
    %4596 = stablehlo.multiply %1947, %1947 : tensor<2048xf32>
    %4597 = stablehlo.constant dense<0.0> : tensor<f32>
    %4598 = "stablehlo.reduce"(%4596, %4597) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4599 = stablehlo.add %4595, %4598 : tensor<f32>
    %4600 = stablehlo.multiply %1936, %1936 : tensor<2048x1000xf32>
    %4601 = stablehlo.constant dense<0.0> : tensor<f32>
    %4602 = "stablehlo.reduce"(%4600, %4601) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2048x1000xf32>, tensor<f32>) -> tensor<2048xf32>
    %4603 = stablehlo.constant dense<0.0> : tensor<f32>
    %4604 = "stablehlo.reduce"(%4602, %4603) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4605 = stablehlo.add %4599, %4604 : tensor<f32>
    %4606 = stablehlo.multiply %1938, %1938 : tensor<1000xf32>
    %4607 = stablehlo.constant dense<0.0> : tensor<f32>
    %4608 = "stablehlo.reduce"(%4606, %4607) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %4609 = stablehlo.add %4605, %4608 : tensor<f32>
    %4610 = stablehlo.sqrt %4609 : tensor<f32>
    %4611 = stablehlo.constant dense<1.0> : tensor<f32>
    %4612 = "stablehlo.compare"(%4610, %4611) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4613 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %4614 = stablehlo.divide %3858, %4613 : tensor<7x7x3x64xf32>
    %4615 = stablehlo.constant dense<1.0> : tensor<7x7x3x64xf32>
    %4616 = stablehlo.multiply %4614, %4615 : tensor<7x7x3x64xf32>
    %4617 = "stablehlo.select"(%4612, %3858, %4616) : (tensor<i1>, tensor<7x7x3x64xf32>, tensor<7x7x3x64xf32>) -> tensor<7x7x3x64xf32>
    %4618 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4619 = stablehlo.divide %3845, %4618 : tensor<64xf32>
    %4620 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4621 = stablehlo.multiply %4619, %4620 : tensor<64xf32>
    %4622 = "stablehlo.select"(%4612, %3845, %4621) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4623 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4624 = stablehlo.divide %3842, %4623 : tensor<64xf32>
    %4625 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4626 = stablehlo.multiply %4624, %4625 : tensor<64xf32>
    %4627 = "stablehlo.select"(%4612, %3842, %4626) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4628 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %4629 = stablehlo.divide %3752, %4628 : tensor<1x1x64x64xf32>
    %4630 = stablehlo.constant dense<1.0> : tensor<1x1x64x64xf32>
    %4631 = stablehlo.multiply %4629, %4630 : tensor<1x1x64x64xf32>
    %4632 = "stablehlo.select"(%4612, %3752, %4631) : (tensor<i1>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xf32>
    %4633 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4634 = stablehlo.divide %3736, %4633 : tensor<64xf32>
    %4635 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4636 = stablehlo.multiply %4634, %4635 : tensor<64xf32>
    %4637 = "stablehlo.select"(%4612, %3736, %4636) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4638 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4639 = stablehlo.divide %3733, %4638 : tensor<64xf32>
    %4640 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4641 = stablehlo.multiply %4639, %4640 : tensor<64xf32>
    %4642 = "stablehlo.select"(%4612, %3733, %4641) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4643 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4644 = stablehlo.divide %3727, %4643 : tensor<3x3x64x64xf32>
    %4645 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4646 = stablehlo.multiply %4644, %4645 : tensor<3x3x64x64xf32>
    %4647 = "stablehlo.select"(%4612, %3727, %4646) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4648 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4649 = stablehlo.divide %3679, %4648 : tensor<64xf32>
    %4650 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4651 = stablehlo.multiply %4649, %4650 : tensor<64xf32>
    %4652 = "stablehlo.select"(%4612, %3679, %4651) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4653 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4654 = stablehlo.divide %3676, %4653 : tensor<64xf32>
    %4655 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4656 = stablehlo.multiply %4654, %4655 : tensor<64xf32>
    %4657 = "stablehlo.select"(%4612, %3676, %4656) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4658 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4659 = stablehlo.divide %3670, %4658 : tensor<1x1x64x256xf32>
    %4660 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4661 = stablehlo.multiply %4659, %4660 : tensor<1x1x64x256xf32>
    %4662 = "stablehlo.select"(%4612, %3670, %4661) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4663 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4664 = stablehlo.divide %3654, %4663 : tensor<256xf32>
    %4665 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4666 = stablehlo.multiply %4664, %4665 : tensor<256xf32>
    %4667 = "stablehlo.select"(%4612, %3654, %4666) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4668 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4669 = stablehlo.divide %3651, %4668 : tensor<256xf32>
    %4670 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4671 = stablehlo.multiply %4669, %4670 : tensor<256xf32>
    %4672 = "stablehlo.select"(%4612, %3651, %4671) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4673 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4674 = stablehlo.divide %3773, %4673 : tensor<1x1x64x256xf32>
    %4675 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4676 = stablehlo.multiply %4674, %4675 : tensor<1x1x64x256xf32>
    %4677 = "stablehlo.select"(%4612, %3773, %4676) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4678 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4679 = stablehlo.divide %3757, %4678 : tensor<256xf32>
    %4680 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4681 = stablehlo.multiply %4679, %4680 : tensor<256xf32>
    %4682 = "stablehlo.select"(%4612, %3757, %4681) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4683 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4684 = stablehlo.divide %3754, %4683 : tensor<256xf32>
    %4685 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4686 = stablehlo.multiply %4684, %4685 : tensor<256xf32>
    %4687 = "stablehlo.select"(%4612, %3754, %4686) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4688 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %4689 = stablehlo.divide %3644, %4688 : tensor<1x1x256x64xf32>
    %4690 = stablehlo.constant dense<1.0> : tensor<1x1x256x64xf32>
    %4691 = stablehlo.multiply %4689, %4690 : tensor<1x1x256x64xf32>
    %4692 = "stablehlo.select"(%4612, %3644, %4691) : (tensor<i1>, tensor<1x1x256x64xf32>, tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %4693 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4694 = stablehlo.divide %3627, %4693 : tensor<64xf32>
    %4695 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4696 = stablehlo.multiply %4694, %4695 : tensor<64xf32>
    %4697 = "stablehlo.select"(%4612, %3627, %4696) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4698 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4699 = stablehlo.divide %3624, %4698 : tensor<64xf32>
    %4700 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4701 = stablehlo.multiply %4699, %4700 : tensor<64xf32>
    %4702 = "stablehlo.select"(%4612, %3624, %4701) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4703 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4704 = stablehlo.divide %3618, %4703 : tensor<3x3x64x64xf32>
    %4705 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4706 = stablehlo.multiply %4704, %4705 : tensor<3x3x64x64xf32>
    %4707 = "stablehlo.select"(%4612, %3618, %4706) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4708 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4709 = stablehlo.divide %3570, %4708 : tensor<64xf32>
    %4710 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4711 = stablehlo.multiply %4709, %4710 : tensor<64xf32>
    %4712 = "stablehlo.select"(%4612, %3570, %4711) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4713 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4714 = stablehlo.divide %3567, %4713 : tensor<64xf32>
    %4715 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4716 = stablehlo.multiply %4714, %4715 : tensor<64xf32>
    %4717 = "stablehlo.select"(%4612, %3567, %4716) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4718 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4719 = stablehlo.divide %3561, %4718 : tensor<1x1x64x256xf32>
    %4720 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4721 = stablehlo.multiply %4719, %4720 : tensor<1x1x64x256xf32>
    %4722 = "stablehlo.select"(%4612, %3561, %4721) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4723 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4724 = stablehlo.divide %3545, %4723 : tensor<256xf32>
    %4725 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4726 = stablehlo.multiply %4724, %4725 : tensor<256xf32>
    %4727 = "stablehlo.select"(%4612, %3545, %4726) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4728 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4729 = stablehlo.divide %3542, %4728 : tensor<256xf32>
    %4730 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4731 = stablehlo.multiply %4729, %4730 : tensor<256xf32>
    %4732 = "stablehlo.select"(%4612, %3542, %4731) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4733 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %4734 = stablehlo.divide %3535, %4733 : tensor<1x1x256x64xf32>
    %4735 = stablehlo.constant dense<1.0> : tensor<1x1x256x64xf32>
    %4736 = stablehlo.multiply %4734, %4735 : tensor<1x1x256x64xf32>
    %4737 = "stablehlo.select"(%4612, %3535, %4736) : (tensor<i1>, tensor<1x1x256x64xf32>, tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %4738 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4739 = stablehlo.divide %3518, %4738 : tensor<64xf32>
    %4740 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4741 = stablehlo.multiply %4739, %4740 : tensor<64xf32>
    %4742 = "stablehlo.select"(%4612, %3518, %4741) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4743 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4744 = stablehlo.divide %3515, %4743 : tensor<64xf32>
    %4745 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4746 = stablehlo.multiply %4744, %4745 : tensor<64xf32>
    %4747 = "stablehlo.select"(%4612, %3515, %4746) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4748 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4749 = stablehlo.divide %3509, %4748 : tensor<3x3x64x64xf32>
    %4750 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4751 = stablehlo.multiply %4749, %4750 : tensor<3x3x64x64xf32>
    %4752 = "stablehlo.select"(%4612, %3509, %4751) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4753 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4754 = stablehlo.divide %3461, %4753 : tensor<64xf32>
    %4755 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4756 = stablehlo.multiply %4754, %4755 : tensor<64xf32>
    %4757 = "stablehlo.select"(%4612, %3461, %4756) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4758 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4759 = stablehlo.divide %3458, %4758 : tensor<64xf32>
    %4760 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4761 = stablehlo.multiply %4759, %4760 : tensor<64xf32>
    %4762 = "stablehlo.select"(%4612, %3458, %4761) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4763 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4764 = stablehlo.divide %3452, %4763 : tensor<1x1x64x256xf32>
    %4765 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4766 = stablehlo.multiply %4764, %4765 : tensor<1x1x64x256xf32>
    %4767 = "stablehlo.select"(%4612, %3452, %4766) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4768 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4769 = stablehlo.divide %3436, %4768 : tensor<256xf32>
    %4770 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4771 = stablehlo.multiply %4769, %4770 : tensor<256xf32>
    %4772 = "stablehlo.select"(%4612, %3436, %4771) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4773 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4774 = stablehlo.divide %3433, %4773 : tensor<256xf32>
    %4775 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4776 = stablehlo.multiply %4774, %4775 : tensor<256xf32>
    %4777 = "stablehlo.select"(%4612, %3433, %4776) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4778 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %4779 = stablehlo.divide %3403, %4778 : tensor<1x1x256x128xf32>
    %4780 = stablehlo.constant dense<1.0> : tensor<1x1x256x128xf32>
    %4781 = stablehlo.multiply %4779, %4780 : tensor<1x1x256x128xf32>
    %4782 = "stablehlo.select"(%4612, %3403, %4781) : (tensor<i1>, tensor<1x1x256x128xf32>, tensor<1x1x256x128xf32>) -> tensor<1x1x256x128xf32>
    %4783 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4784 = stablehlo.divide %3386, %4783 : tensor<128xf32>
    %4785 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4786 = stablehlo.multiply %4784, %4785 : tensor<128xf32>
    %4787 = "stablehlo.select"(%4612, %3386, %4786) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4788 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4789 = stablehlo.divide %3383, %4788 : tensor<128xf32>
    %4790 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4791 = stablehlo.multiply %4789, %4790 : tensor<128xf32>
    %4792 = "stablehlo.select"(%4612, %3383, %4791) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4793 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4794 = stablehlo.divide %3377, %4793 : tensor<3x3x128x128xf32>
    %4795 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4796 = stablehlo.multiply %4794, %4795 : tensor<3x3x128x128xf32>
    %4797 = "stablehlo.select"(%4612, %3377, %4796) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4798 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4799 = stablehlo.divide %3329, %4798 : tensor<128xf32>
    %4800 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4801 = stablehlo.multiply %4799, %4800 : tensor<128xf32>
    %4802 = "stablehlo.select"(%4612, %3329, %4801) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4803 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4804 = stablehlo.divide %3326, %4803 : tensor<128xf32>
    %4805 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4806 = stablehlo.multiply %4804, %4805 : tensor<128xf32>
    %4807 = "stablehlo.select"(%4612, %3326, %4806) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4808 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4809 = stablehlo.divide %3320, %4808 : tensor<1x1x128x512xf32>
    %4810 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4811 = stablehlo.multiply %4809, %4810 : tensor<1x1x128x512xf32>
    %4812 = "stablehlo.select"(%4612, %3320, %4811) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4813 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4814 = stablehlo.divide %3304, %4813 : tensor<512xf32>
    %4815 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4816 = stablehlo.multiply %4814, %4815 : tensor<512xf32>
    %4817 = "stablehlo.select"(%4612, %3304, %4816) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4818 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4819 = stablehlo.divide %3301, %4818 : tensor<512xf32>
    %4820 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4821 = stablehlo.multiply %4819, %4820 : tensor<512xf32>
    %4822 = "stablehlo.select"(%4612, %3301, %4821) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4823 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %4824 = stablehlo.divide %3426, %4823 : tensor<1x1x256x512xf32>
    %4825 = stablehlo.constant dense<1.0> : tensor<1x1x256x512xf32>
    %4826 = stablehlo.multiply %4824, %4825 : tensor<1x1x256x512xf32>
    %4827 = "stablehlo.select"(%4612, %3426, %4826) : (tensor<i1>, tensor<1x1x256x512xf32>, tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %4828 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4829 = stablehlo.divide %3408, %4828 : tensor<512xf32>
    %4830 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4831 = stablehlo.multiply %4829, %4830 : tensor<512xf32>
    %4832 = "stablehlo.select"(%4612, %3408, %4831) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4833 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4834 = stablehlo.divide %3405, %4833 : tensor<512xf32>
    %4835 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4836 = stablehlo.multiply %4834, %4835 : tensor<512xf32>
    %4837 = "stablehlo.select"(%4612, %3405, %4836) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4838 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4839 = stablehlo.divide %3294, %4838 : tensor<1x1x512x128xf32>
    %4840 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4841 = stablehlo.multiply %4839, %4840 : tensor<1x1x512x128xf32>
    %4842 = "stablehlo.select"(%4612, %3294, %4841) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4843 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4844 = stablehlo.divide %3277, %4843 : tensor<128xf32>
    %4845 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4846 = stablehlo.multiply %4844, %4845 : tensor<128xf32>
    %4847 = "stablehlo.select"(%4612, %3277, %4846) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4848 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4849 = stablehlo.divide %3274, %4848 : tensor<128xf32>
    %4850 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4851 = stablehlo.multiply %4849, %4850 : tensor<128xf32>
    %4852 = "stablehlo.select"(%4612, %3274, %4851) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4853 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4854 = stablehlo.divide %3268, %4853 : tensor<3x3x128x128xf32>
    %4855 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4856 = stablehlo.multiply %4854, %4855 : tensor<3x3x128x128xf32>
    %4857 = "stablehlo.select"(%4612, %3268, %4856) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4858 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4859 = stablehlo.divide %3220, %4858 : tensor<128xf32>
    %4860 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4861 = stablehlo.multiply %4859, %4860 : tensor<128xf32>
    %4862 = "stablehlo.select"(%4612, %3220, %4861) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4863 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4864 = stablehlo.divide %3217, %4863 : tensor<128xf32>
    %4865 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4866 = stablehlo.multiply %4864, %4865 : tensor<128xf32>
    %4867 = "stablehlo.select"(%4612, %3217, %4866) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4868 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4869 = stablehlo.divide %3211, %4868 : tensor<1x1x128x512xf32>
    %4870 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4871 = stablehlo.multiply %4869, %4870 : tensor<1x1x128x512xf32>
    %4872 = "stablehlo.select"(%4612, %3211, %4871) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4873 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4874 = stablehlo.divide %3195, %4873 : tensor<512xf32>
    %4875 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4876 = stablehlo.multiply %4874, %4875 : tensor<512xf32>
    %4877 = "stablehlo.select"(%4612, %3195, %4876) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4878 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4879 = stablehlo.divide %3192, %4878 : tensor<512xf32>
    %4880 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4881 = stablehlo.multiply %4879, %4880 : tensor<512xf32>
    %4882 = "stablehlo.select"(%4612, %3192, %4881) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4883 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4884 = stablehlo.divide %3185, %4883 : tensor<1x1x512x128xf32>
    %4885 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4886 = stablehlo.multiply %4884, %4885 : tensor<1x1x512x128xf32>
    %4887 = "stablehlo.select"(%4612, %3185, %4886) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4888 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4889 = stablehlo.divide %3168, %4888 : tensor<128xf32>
    %4890 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4891 = stablehlo.multiply %4889, %4890 : tensor<128xf32>
    %4892 = "stablehlo.select"(%4612, %3168, %4891) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4893 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4894 = stablehlo.divide %3165, %4893 : tensor<128xf32>
    %4895 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4896 = stablehlo.multiply %4894, %4895 : tensor<128xf32>
    %4897 = "stablehlo.select"(%4612, %3165, %4896) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4898 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4899 = stablehlo.divide %3159, %4898 : tensor<3x3x128x128xf32>
    %4900 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4901 = stablehlo.multiply %4899, %4900 : tensor<3x3x128x128xf32>
    %4902 = "stablehlo.select"(%4612, %3159, %4901) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4903 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4904 = stablehlo.divide %3111, %4903 : tensor<128xf32>
    %4905 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4906 = stablehlo.multiply %4904, %4905 : tensor<128xf32>
    %4907 = "stablehlo.select"(%4612, %3111, %4906) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4908 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4909 = stablehlo.divide %3108, %4908 : tensor<128xf32>
    %4910 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4911 = stablehlo.multiply %4909, %4910 : tensor<128xf32>
    %4912 = "stablehlo.select"(%4612, %3108, %4911) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4913 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4914 = stablehlo.divide %3102, %4913 : tensor<1x1x128x512xf32>
    %4915 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4916 = stablehlo.multiply %4914, %4915 : tensor<1x1x128x512xf32>
    %4917 = "stablehlo.select"(%4612, %3102, %4916) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4918 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4919 = stablehlo.divide %3086, %4918 : tensor<512xf32>
    %4920 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4921 = stablehlo.multiply %4919, %4920 : tensor<512xf32>
    %4922 = "stablehlo.select"(%4612, %3086, %4921) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4923 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4924 = stablehlo.divide %3083, %4923 : tensor<512xf32>
    %4925 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4926 = stablehlo.multiply %4924, %4925 : tensor<512xf32>
    %4927 = "stablehlo.select"(%4612, %3083, %4926) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4928 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4929 = stablehlo.divide %3076, %4928 : tensor<1x1x512x128xf32>
    %4930 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4931 = stablehlo.multiply %4929, %4930 : tensor<1x1x512x128xf32>
    %4932 = "stablehlo.select"(%4612, %3076, %4931) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4933 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4934 = stablehlo.divide %3059, %4933 : tensor<128xf32>
    %4935 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4936 = stablehlo.multiply %4934, %4935 : tensor<128xf32>
    %4937 = "stablehlo.select"(%4612, %3059, %4936) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4938 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4939 = stablehlo.divide %3056, %4938 : tensor<128xf32>
    %4940 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4941 = stablehlo.multiply %4939, %4940 : tensor<128xf32>
    %4942 = "stablehlo.select"(%4612, %3056, %4941) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4943 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4944 = stablehlo.divide %3050, %4943 : tensor<3x3x128x128xf32>
    %4945 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4946 = stablehlo.multiply %4944, %4945 : tensor<3x3x128x128xf32>
    %4947 = "stablehlo.select"(%4612, %3050, %4946) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4948 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4949 = stablehlo.divide %3002, %4948 : tensor<128xf32>
    %4950 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4951 = stablehlo.multiply %4949, %4950 : tensor<128xf32>
    %4952 = "stablehlo.select"(%4612, %3002, %4951) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4953 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4954 = stablehlo.divide %2999, %4953 : tensor<128xf32>
    %4955 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4956 = stablehlo.multiply %4954, %4955 : tensor<128xf32>
    %4957 = "stablehlo.select"(%4612, %2999, %4956) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4958 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4959 = stablehlo.divide %2993, %4958 : tensor<1x1x128x512xf32>
    %4960 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4961 = stablehlo.multiply %4959, %4960 : tensor<1x1x128x512xf32>
    %4962 = "stablehlo.select"(%4612, %2993, %4961) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4963 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4964 = stablehlo.divide %2977, %4963 : tensor<512xf32>
    %4965 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4966 = stablehlo.multiply %4964, %4965 : tensor<512xf32>
    %4967 = "stablehlo.select"(%4612, %2977, %4966) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4968 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4969 = stablehlo.divide %2974, %4968 : tensor<512xf32>
    %4970 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4971 = stablehlo.multiply %4969, %4970 : tensor<512xf32>
    %4972 = "stablehlo.select"(%4612, %2974, %4971) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4973 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %4974 = stablehlo.divide %2944, %4973 : tensor<1x1x512x256xf32>
    %4975 = stablehlo.constant dense<1.0> : tensor<1x1x512x256xf32>
    %4976 = stablehlo.multiply %4974, %4975 : tensor<1x1x512x256xf32>
    %4977 = "stablehlo.select"(%4612, %2944, %4976) : (tensor<i1>, tensor<1x1x512x256xf32>, tensor<1x1x512x256xf32>) -> tensor<1x1x512x256xf32>
    %4978 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4979 = stablehlo.divide %2927, %4978 : tensor<256xf32>
    %4980 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4981 = stablehlo.multiply %4979, %4980 : tensor<256xf32>
    %4982 = "stablehlo.select"(%4612, %2927, %4981) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4983 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4984 = stablehlo.divide %2924, %4983 : tensor<256xf32>
    %4985 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4986 = stablehlo.multiply %4984, %4985 : tensor<256xf32>
    %4987 = "stablehlo.select"(%4612, %2924, %4986) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4988 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4989 = stablehlo.divide %2918, %4988 : tensor<3x3x256x256xf32>
    %4990 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4991 = stablehlo.multiply %4989, %4990 : tensor<3x3x256x256xf32>
    %4992 = "stablehlo.select"(%4612, %2918, %4991) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4993 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4994 = stablehlo.divide %2870, %4993 : tensor<256xf32>
    %4995 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4996 = stablehlo.multiply %4994, %4995 : tensor<256xf32>
    %4997 = "stablehlo.select"(%4612, %2870, %4996) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4998 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4999 = stablehlo.divide %2867, %4998 : tensor<256xf32>
    %5000 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5001 = stablehlo.multiply %4999, %5000 : tensor<256xf32>
    %5002 = "stablehlo.select"(%4612, %2867, %5001) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5003 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5004 = stablehlo.divide %2861, %5003 : tensor<1x1x256x1024xf32>
    %5005 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5006 = stablehlo.multiply %5004, %5005 : tensor<1x1x256x1024xf32>
    %5007 = "stablehlo.select"(%4612, %2861, %5006) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5008 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5009 = stablehlo.divide %2845, %5008 : tensor<1024xf32>
    %5010 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5011 = stablehlo.multiply %5009, %5010 : tensor<1024xf32>
    %5012 = "stablehlo.select"(%4612, %2845, %5011) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5013 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5014 = stablehlo.divide %2842, %5013 : tensor<1024xf32>
    %5015 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5016 = stablehlo.multiply %5014, %5015 : tensor<1024xf32>
    %5017 = "stablehlo.select"(%4612, %2842, %5016) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5018 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %5019 = stablehlo.divide %2967, %5018 : tensor<1x1x512x1024xf32>
    %5020 = stablehlo.constant dense<1.0> : tensor<1x1x512x1024xf32>
    %5021 = stablehlo.multiply %5019, %5020 : tensor<1x1x512x1024xf32>
    %5022 = "stablehlo.select"(%4612, %2967, %5021) : (tensor<i1>, tensor<1x1x512x1024xf32>, tensor<1x1x512x1024xf32>) -> tensor<1x1x512x1024xf32>
    %5023 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5024 = stablehlo.divide %2949, %5023 : tensor<1024xf32>
    %5025 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5026 = stablehlo.multiply %5024, %5025 : tensor<1024xf32>
    %5027 = "stablehlo.select"(%4612, %2949, %5026) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5028 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5029 = stablehlo.divide %2946, %5028 : tensor<1024xf32>
    %5030 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5031 = stablehlo.multiply %5029, %5030 : tensor<1024xf32>
    %5032 = "stablehlo.select"(%4612, %2946, %5031) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5033 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %5034 = stablehlo.divide %2835, %5033 : tensor<1x1x1024x256xf32>
    %5035 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %5036 = stablehlo.multiply %5034, %5035 : tensor<1x1x1024x256xf32>
    %5037 = "stablehlo.select"(%4612, %2835, %5036) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %5038 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5039 = stablehlo.divide %2818, %5038 : tensor<256xf32>
    %5040 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5041 = stablehlo.multiply %5039, %5040 : tensor<256xf32>
    %5042 = "stablehlo.select"(%4612, %2818, %5041) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5043 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5044 = stablehlo.divide %2815, %5043 : tensor<256xf32>
    %5045 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5046 = stablehlo.multiply %5044, %5045 : tensor<256xf32>
    %5047 = "stablehlo.select"(%4612, %2815, %5046) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5048 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5049 = stablehlo.divide %2809, %5048 : tensor<3x3x256x256xf32>
    %5050 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %5051 = stablehlo.multiply %5049, %5050 : tensor<3x3x256x256xf32>
    %5052 = "stablehlo.select"(%4612, %2809, %5051) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %5053 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5054 = stablehlo.divide %2761, %5053 : tensor<256xf32>
    %5055 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5056 = stablehlo.multiply %5054, %5055 : tensor<256xf32>
    %5057 = "stablehlo.select"(%4612, %2761, %5056) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5058 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5059 = stablehlo.divide %2758, %5058 : tensor<256xf32>
    %5060 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5061 = stablehlo.multiply %5059, %5060 : tensor<256xf32>
    %5062 = "stablehlo.select"(%4612, %2758, %5061) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5063 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5064 = stablehlo.divide %2752, %5063 : tensor<1x1x256x1024xf32>
    %5065 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5066 = stablehlo.multiply %5064, %5065 : tensor<1x1x256x1024xf32>
    %5067 = "stablehlo.select"(%4612, %2752, %5066) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5068 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5069 = stablehlo.divide %2736, %5068 : tensor<1024xf32>
    %5070 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5071 = stablehlo.multiply %5069, %5070 : tensor<1024xf32>
    %5072 = "stablehlo.select"(%4612, %2736, %5071) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5073 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5074 = stablehlo.divide %2733, %5073 : tensor<1024xf32>
    %5075 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5076 = stablehlo.multiply %5074, %5075 : tensor<1024xf32>
    %5077 = "stablehlo.select"(%4612, %2733, %5076) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5078 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %5079 = stablehlo.divide %2726, %5078 : tensor<1x1x1024x256xf32>
    %5080 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %5081 = stablehlo.multiply %5079, %5080 : tensor<1x1x1024x256xf32>
    %5082 = "stablehlo.select"(%4612, %2726, %5081) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %5083 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5084 = stablehlo.divide %2709, %5083 : tensor<256xf32>
    %5085 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5086 = stablehlo.multiply %5084, %5085 : tensor<256xf32>
    %5087 = "stablehlo.select"(%4612, %2709, %5086) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5088 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5089 = stablehlo.divide %2706, %5088 : tensor<256xf32>
    %5090 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5091 = stablehlo.multiply %5089, %5090 : tensor<256xf32>
    %5092 = "stablehlo.select"(%4612, %2706, %5091) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5093 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5094 = stablehlo.divide %2700, %5093 : tensor<3x3x256x256xf32>
    %5095 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %5096 = stablehlo.multiply %5094, %5095 : tensor<3x3x256x256xf32>
    %5097 = "stablehlo.select"(%4612, %2700, %5096) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %5098 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5099 = stablehlo.divide %2652, %5098 : tensor<256xf32>
    %5100 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5101 = stablehlo.multiply %5099, %5100 : tensor<256xf32>
    %5102 = "stablehlo.select"(%4612, %2652, %5101) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5103 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5104 = stablehlo.divide %2649, %5103 : tensor<256xf32>
    %5105 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5106 = stablehlo.multiply %5104, %5105 : tensor<256xf32>
    %5107 = "stablehlo.select"(%4612, %2649, %5106) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5108 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5109 = stablehlo.divide %2643, %5108 : tensor<1x1x256x1024xf32>
    %5110 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5111 = stablehlo.multiply %5109, %5110 : tensor<1x1x256x1024xf32>
    %5112 = "stablehlo.select"(%4612, %2643, %5111) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5113 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5114 = stablehlo.divide %2627, %5113 : tensor<1024xf32>
    %5115 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5116 = stablehlo.multiply %5114, %5115 : tensor<1024xf32>
    %5117 = "stablehlo.select"(%4612, %2627, %5116) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5118 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5119 = stablehlo.divide %2624, %5118 : tensor<1024xf32>
    %5120 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5121 = stablehlo.multiply %5119, %5120 : tensor<1024xf32>
    %5122 = "stablehlo.select"(%4612, %2624, %5121) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5123 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %5124 = stablehlo.divide %2617, %5123 : tensor<1x1x1024x256xf32>
    %5125 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %5126 = stablehlo.multiply %5124, %5125 : tensor<1x1x1024x256xf32>
    %5127 = "stablehlo.select"(%4612, %2617, %5126) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %5128 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5129 = stablehlo.divide %2600, %5128 : tensor<256xf32>
    %5130 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5131 = stablehlo.multiply %5129, %5130 : tensor<256xf32>
    %5132 = "stablehlo.select"(%4612, %2600, %5131) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5133 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5134 = stablehlo.divide %2597, %5133 : tensor<256xf32>
    %5135 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5136 = stablehlo.multiply %5134, %5135 : tensor<256xf32>
    %5137 = "stablehlo.select"(%4612, %2597, %5136) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5138 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5139 = stablehlo.divide %2591, %5138 : tensor<3x3x256x256xf32>
    %5140 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %5141 = stablehlo.multiply %5139, %5140 : tensor<3x3x256x256xf32>
    %5142 = "stablehlo.select"(%4612, %2591, %5141) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %5143 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5144 = stablehlo.divide %2543, %5143 : tensor<256xf32>
    %5145 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5146 = stablehlo.multiply %5144, %5145 : tensor<256xf32>
    %5147 = "stablehlo.select"(%4612, %2543, %5146) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5148 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5149 = stablehlo.divide %2540, %5148 : tensor<256xf32>
    %5150 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5151 = stablehlo.multiply %5149, %5150 : tensor<256xf32>
    %5152 = "stablehlo.select"(%4612, %2540, %5151) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5153 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5154 = stablehlo.divide %2534, %5153 : tensor<1x1x256x1024xf32>
    %5155 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5156 = stablehlo.multiply %5154, %5155 : tensor<1x1x256x1024xf32>
    %5157 = "stablehlo.select"(%4612, %2534, %5156) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5158 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5159 = stablehlo.divide %2518, %5158 : tensor<1024xf32>
    %5160 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5161 = stablehlo.multiply %5159, %5160 : tensor<1024xf32>
    %5162 = "stablehlo.select"(%4612, %2518, %5161) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5163 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5164 = stablehlo.divide %2515, %5163 : tensor<1024xf32>
    %5165 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5166 = stablehlo.multiply %5164, %5165 : tensor<1024xf32>
    %5167 = "stablehlo.select"(%4612, %2515, %5166) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5168 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %5169 = stablehlo.divide %2508, %5168 : tensor<1x1x1024x256xf32>
    %5170 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %5171 = stablehlo.multiply %5169, %5170 : tensor<1x1x1024x256xf32>
    %5172 = "stablehlo.select"(%4612, %2508, %5171) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %5173 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5174 = stablehlo.divide %2491, %5173 : tensor<256xf32>
    %5175 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5176 = stablehlo.multiply %5174, %5175 : tensor<256xf32>
    %5177 = "stablehlo.select"(%4612, %2491, %5176) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5178 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5179 = stablehlo.divide %2488, %5178 : tensor<256xf32>
    %5180 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5181 = stablehlo.multiply %5179, %5180 : tensor<256xf32>
    %5182 = "stablehlo.select"(%4612, %2488, %5181) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5183 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5184 = stablehlo.divide %2482, %5183 : tensor<3x3x256x256xf32>
    %5185 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %5186 = stablehlo.multiply %5184, %5185 : tensor<3x3x256x256xf32>
    %5187 = "stablehlo.select"(%4612, %2482, %5186) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %5188 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5189 = stablehlo.divide %2434, %5188 : tensor<256xf32>
    %5190 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5191 = stablehlo.multiply %5189, %5190 : tensor<256xf32>
    %5192 = "stablehlo.select"(%4612, %2434, %5191) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5193 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5194 = stablehlo.divide %2431, %5193 : tensor<256xf32>
    %5195 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5196 = stablehlo.multiply %5194, %5195 : tensor<256xf32>
    %5197 = "stablehlo.select"(%4612, %2431, %5196) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5198 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5199 = stablehlo.divide %2425, %5198 : tensor<1x1x256x1024xf32>
    %5200 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5201 = stablehlo.multiply %5199, %5200 : tensor<1x1x256x1024xf32>
    %5202 = "stablehlo.select"(%4612, %2425, %5201) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5203 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5204 = stablehlo.divide %2409, %5203 : tensor<1024xf32>
    %5205 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5206 = stablehlo.multiply %5204, %5205 : tensor<1024xf32>
    %5207 = "stablehlo.select"(%4612, %2409, %5206) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5208 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5209 = stablehlo.divide %2406, %5208 : tensor<1024xf32>
    %5210 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5211 = stablehlo.multiply %5209, %5210 : tensor<1024xf32>
    %5212 = "stablehlo.select"(%4612, %2406, %5211) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5213 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %5214 = stablehlo.divide %2399, %5213 : tensor<1x1x1024x256xf32>
    %5215 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %5216 = stablehlo.multiply %5214, %5215 : tensor<1x1x1024x256xf32>
    %5217 = "stablehlo.select"(%4612, %2399, %5216) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %5218 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5219 = stablehlo.divide %2382, %5218 : tensor<256xf32>
    %5220 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5221 = stablehlo.multiply %5219, %5220 : tensor<256xf32>
    %5222 = "stablehlo.select"(%4612, %2382, %5221) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5223 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5224 = stablehlo.divide %2379, %5223 : tensor<256xf32>
    %5225 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5226 = stablehlo.multiply %5224, %5225 : tensor<256xf32>
    %5227 = "stablehlo.select"(%4612, %2379, %5226) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5228 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5229 = stablehlo.divide %2373, %5228 : tensor<3x3x256x256xf32>
    %5230 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %5231 = stablehlo.multiply %5229, %5230 : tensor<3x3x256x256xf32>
    %5232 = "stablehlo.select"(%4612, %2373, %5231) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %5233 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5234 = stablehlo.divide %2325, %5233 : tensor<256xf32>
    %5235 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5236 = stablehlo.multiply %5234, %5235 : tensor<256xf32>
    %5237 = "stablehlo.select"(%4612, %2325, %5236) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5238 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5239 = stablehlo.divide %2322, %5238 : tensor<256xf32>
    %5240 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5241 = stablehlo.multiply %5239, %5240 : tensor<256xf32>
    %5242 = "stablehlo.select"(%4612, %2322, %5241) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5243 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5244 = stablehlo.divide %2316, %5243 : tensor<1x1x256x1024xf32>
    %5245 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5246 = stablehlo.multiply %5244, %5245 : tensor<1x1x256x1024xf32>
    %5247 = "stablehlo.select"(%4612, %2316, %5246) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5248 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5249 = stablehlo.divide %2300, %5248 : tensor<1024xf32>
    %5250 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5251 = stablehlo.multiply %5249, %5250 : tensor<1024xf32>
    %5252 = "stablehlo.select"(%4612, %2300, %5251) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5253 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5254 = stablehlo.divide %2297, %5253 : tensor<1024xf32>
    %5255 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5256 = stablehlo.multiply %5254, %5255 : tensor<1024xf32>
    %5257 = "stablehlo.select"(%4612, %2297, %5256) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5258 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %5259 = stablehlo.divide %2267, %5258 : tensor<1x1x1024x512xf32>
    %5260 = stablehlo.constant dense<1.0> : tensor<1x1x1024x512xf32>
    %5261 = stablehlo.multiply %5259, %5260 : tensor<1x1x1024x512xf32>
    %5262 = "stablehlo.select"(%4612, %2267, %5261) : (tensor<i1>, tensor<1x1x1024x512xf32>, tensor<1x1x1024x512xf32>) -> tensor<1x1x1024x512xf32>
    %5263 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5264 = stablehlo.divide %2250, %5263 : tensor<512xf32>
    %5265 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5266 = stablehlo.multiply %5264, %5265 : tensor<512xf32>
    %5267 = "stablehlo.select"(%4612, %2250, %5266) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5268 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5269 = stablehlo.divide %2247, %5268 : tensor<512xf32>
    %5270 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5271 = stablehlo.multiply %5269, %5270 : tensor<512xf32>
    %5272 = "stablehlo.select"(%4612, %2247, %5271) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5273 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5274 = stablehlo.divide %2241, %5273 : tensor<3x3x512x512xf32>
    %5275 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %5276 = stablehlo.multiply %5274, %5275 : tensor<3x3x512x512xf32>
    %5277 = "stablehlo.select"(%4612, %2241, %5276) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %5278 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5279 = stablehlo.divide %2193, %5278 : tensor<512xf32>
    %5280 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5281 = stablehlo.multiply %5279, %5280 : tensor<512xf32>
    %5282 = "stablehlo.select"(%4612, %2193, %5281) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5283 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5284 = stablehlo.divide %2190, %5283 : tensor<512xf32>
    %5285 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5286 = stablehlo.multiply %5284, %5285 : tensor<512xf32>
    %5287 = "stablehlo.select"(%4612, %2190, %5286) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5288 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %5289 = stablehlo.divide %2184, %5288 : tensor<1x1x512x2048xf32>
    %5290 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %5291 = stablehlo.multiply %5289, %5290 : tensor<1x1x512x2048xf32>
    %5292 = "stablehlo.select"(%4612, %2184, %5291) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %5293 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5294 = stablehlo.divide %2168, %5293 : tensor<2048xf32>
    %5295 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5296 = stablehlo.multiply %5294, %5295 : tensor<2048xf32>
    %5297 = "stablehlo.select"(%4612, %2168, %5296) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5298 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5299 = stablehlo.divide %2165, %5298 : tensor<2048xf32>
    %5300 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5301 = stablehlo.multiply %5299, %5300 : tensor<2048xf32>
    %5302 = "stablehlo.select"(%4612, %2165, %5301) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5303 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %5304 = stablehlo.divide %2290, %5303 : tensor<1x1x1024x2048xf32>
    %5305 = stablehlo.constant dense<1.0> : tensor<1x1x1024x2048xf32>
    %5306 = stablehlo.multiply %5304, %5305 : tensor<1x1x1024x2048xf32>
    %5307 = "stablehlo.select"(%4612, %2290, %5306) : (tensor<i1>, tensor<1x1x1024x2048xf32>, tensor<1x1x1024x2048xf32>) -> tensor<1x1x1024x2048xf32>
    %5308 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5309 = stablehlo.divide %2272, %5308 : tensor<2048xf32>
    %5310 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5311 = stablehlo.multiply %5309, %5310 : tensor<2048xf32>
    %5312 = "stablehlo.select"(%4612, %2272, %5311) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5313 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5314 = stablehlo.divide %2269, %5313 : tensor<2048xf32>
    %5315 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5316 = stablehlo.multiply %5314, %5315 : tensor<2048xf32>
    %5317 = "stablehlo.select"(%4612, %2269, %5316) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5318 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %5319 = stablehlo.divide %2158, %5318 : tensor<1x1x2048x512xf32>
    %5320 = stablehlo.constant dense<1.0> : tensor<1x1x2048x512xf32>
    %5321 = stablehlo.multiply %5319, %5320 : tensor<1x1x2048x512xf32>
    %5322 = "stablehlo.select"(%4612, %2158, %5321) : (tensor<i1>, tensor<1x1x2048x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %5323 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5324 = stablehlo.divide %2141, %5323 : tensor<512xf32>
    %5325 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5326 = stablehlo.multiply %5324, %5325 : tensor<512xf32>
    %5327 = "stablehlo.select"(%4612, %2141, %5326) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5328 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5329 = stablehlo.divide %2138, %5328 : tensor<512xf32>
    %5330 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5331 = stablehlo.multiply %5329, %5330 : tensor<512xf32>
    %5332 = "stablehlo.select"(%4612, %2138, %5331) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5333 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5334 = stablehlo.divide %2132, %5333 : tensor<3x3x512x512xf32>
    %5335 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %5336 = stablehlo.multiply %5334, %5335 : tensor<3x3x512x512xf32>
    %5337 = "stablehlo.select"(%4612, %2132, %5336) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %5338 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5339 = stablehlo.divide %2084, %5338 : tensor<512xf32>
    %5340 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5341 = stablehlo.multiply %5339, %5340 : tensor<512xf32>
    %5342 = "stablehlo.select"(%4612, %2084, %5341) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5343 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5344 = stablehlo.divide %2081, %5343 : tensor<512xf32>
    %5345 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5346 = stablehlo.multiply %5344, %5345 : tensor<512xf32>
    %5347 = "stablehlo.select"(%4612, %2081, %5346) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5348 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %5349 = stablehlo.divide %2075, %5348 : tensor<1x1x512x2048xf32>
    %5350 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %5351 = stablehlo.multiply %5349, %5350 : tensor<1x1x512x2048xf32>
    %5352 = "stablehlo.select"(%4612, %2075, %5351) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %5353 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5354 = stablehlo.divide %2059, %5353 : tensor<2048xf32>
    %5355 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5356 = stablehlo.multiply %5354, %5355 : tensor<2048xf32>
    %5357 = "stablehlo.select"(%4612, %2059, %5356) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5358 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5359 = stablehlo.divide %2056, %5358 : tensor<2048xf32>
    %5360 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5361 = stablehlo.multiply %5359, %5360 : tensor<2048xf32>
    %5362 = "stablehlo.select"(%4612, %2056, %5361) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5363 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %5364 = stablehlo.divide %2049, %5363 : tensor<1x1x2048x512xf32>
    %5365 = stablehlo.constant dense<1.0> : tensor<1x1x2048x512xf32>
    %5366 = stablehlo.multiply %5364, %5365 : tensor<1x1x2048x512xf32>
    %5367 = "stablehlo.select"(%4612, %2049, %5366) : (tensor<i1>, tensor<1x1x2048x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %5368 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5369 = stablehlo.divide %2032, %5368 : tensor<512xf32>
    %5370 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5371 = stablehlo.multiply %5369, %5370 : tensor<512xf32>
    %5372 = "stablehlo.select"(%4612, %2032, %5371) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5373 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5374 = stablehlo.divide %2029, %5373 : tensor<512xf32>
    %5375 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5376 = stablehlo.multiply %5374, %5375 : tensor<512xf32>
    %5377 = "stablehlo.select"(%4612, %2029, %5376) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5378 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5379 = stablehlo.divide %2023, %5378 : tensor<3x3x512x512xf32>
    %5380 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %5381 = stablehlo.multiply %5379, %5380 : tensor<3x3x512x512xf32>
    %5382 = "stablehlo.select"(%4612, %2023, %5381) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %5383 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5384 = stablehlo.divide %1975, %5383 : tensor<512xf32>
    %5385 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5386 = stablehlo.multiply %5384, %5385 : tensor<512xf32>
    %5387 = "stablehlo.select"(%4612, %1975, %5386) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5388 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5389 = stablehlo.divide %1972, %5388 : tensor<512xf32>
    %5390 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5391 = stablehlo.multiply %5389, %5390 : tensor<512xf32>
    %5392 = "stablehlo.select"(%4612, %1972, %5391) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5393 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %5394 = stablehlo.divide %1966, %5393 : tensor<1x1x512x2048xf32>
    %5395 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %5396 = stablehlo.multiply %5394, %5395 : tensor<1x1x512x2048xf32>
    %5397 = "stablehlo.select"(%4612, %1966, %5396) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %5398 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5399 = stablehlo.divide %1950, %5398 : tensor<2048xf32>
    %5400 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5401 = stablehlo.multiply %5399, %5400 : tensor<2048xf32>
    %5402 = "stablehlo.select"(%4612, %1950, %5401) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5403 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5404 = stablehlo.divide %1947, %5403 : tensor<2048xf32>
    %5405 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5406 = stablehlo.multiply %5404, %5405 : tensor<2048xf32>
    %5407 = "stablehlo.select"(%4612, %1947, %5406) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5408 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %5409 = stablehlo.divide %1936, %5408 : tensor<2048x1000xf32>
    %5410 = stablehlo.constant dense<1.0> : tensor<2048x1000xf32>
    %5411 = stablehlo.multiply %5409, %5410 : tensor<2048x1000xf32>
    %5412 = "stablehlo.select"(%4612, %1936, %5411) : (tensor<i1>, tensor<2048x1000xf32>, tensor<2048x1000xf32>) -> tensor<2048x1000xf32>
    %5413 = "stablehlo.broadcast_in_dim"(%4610) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5414 = stablehlo.divide %1938, %5413 : tensor<1000xf32>
    %5415 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %5416 = stablehlo.multiply %5414, %5415 : tensor<1000xf32>
    %5417 = "stablehlo.select"(%4612, %1938, %5416) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %5418 = stablehlo.constant dense<0.9> : tensor<7x7x3x64xf32>
    %5419 = stablehlo.multiply %5418, %m.conv1.w : tensor<7x7x3x64xf32>
    %5420 = stablehlo.constant dense<0.1> : tensor<7x7x3x64xf32>
    %5421 = stablehlo.multiply %5420, %4617 : tensor<7x7x3x64xf32>
    %5422 = stablehlo.add %5419, %5421 : tensor<7x7x3x64xf32>
    %5423 = stablehlo.constant dense<0.999> : tensor<7x7x3x64xf32>
    %5424 = stablehlo.multiply %5423, %v.conv1.w : tensor<7x7x3x64xf32>
    %5425 = stablehlo.constant dense<0.001> : tensor<7x7x3x64xf32>
    %5426 = stablehlo.multiply %4617, %4617 : tensor<7x7x3x64xf32>
    %5427 = stablehlo.multiply %5425, %5426 : tensor<7x7x3x64xf32>
    %5428 = stablehlo.add %5424, %5427 : tensor<7x7x3x64xf32>
    %5429 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %5430 = stablehlo.divide %5422, %5429 : tensor<7x7x3x64xf32>
    %5431 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %5432 = stablehlo.divide %5428, %5431 : tensor<7x7x3x64xf32>
    %5433 = stablehlo.sqrt %5432 : tensor<7x7x3x64xf32>
    %5434 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x64xf32>
    %5435 = stablehlo.add %5433, %5434 : tensor<7x7x3x64xf32>
    %5436 = stablehlo.divide %5430, %5435 : tensor<7x7x3x64xf32>
    %5437 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5438 = stablehlo.multiply %5437, %m.bn1.g : tensor<64xf32>
    %5439 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5440 = stablehlo.multiply %5439, %4622 : tensor<64xf32>
    %5441 = stablehlo.add %5438, %5440 : tensor<64xf32>
    %5442 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5443 = stablehlo.multiply %5442, %v.bn1.g : tensor<64xf32>
    %5444 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5445 = stablehlo.multiply %4622, %4622 : tensor<64xf32>
    %5446 = stablehlo.multiply %5444, %5445 : tensor<64xf32>
    %5447 = stablehlo.add %5443, %5446 : tensor<64xf32>
    %5448 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5449 = stablehlo.divide %5441, %5448 : tensor<64xf32>
    %5450 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5451 = stablehlo.divide %5447, %5450 : tensor<64xf32>
    %5452 = stablehlo.sqrt %5451 : tensor<64xf32>
    %5453 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5454 = stablehlo.add %5452, %5453 : tensor<64xf32>
    %5455 = stablehlo.divide %5449, %5454 : tensor<64xf32>
    %5456 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5457 = stablehlo.multiply %5456, %m.bn1.b : tensor<64xf32>
    %5458 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5459 = stablehlo.multiply %5458, %4627 : tensor<64xf32>
    %5460 = stablehlo.add %5457, %5459 : tensor<64xf32>
    %5461 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5462 = stablehlo.multiply %5461, %v.bn1.b : tensor<64xf32>
    %5463 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5464 = stablehlo.multiply %4627, %4627 : tensor<64xf32>
    %5465 = stablehlo.multiply %5463, %5464 : tensor<64xf32>
    %5466 = stablehlo.add %5462, %5465 : tensor<64xf32>
    %5467 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5468 = stablehlo.divide %5460, %5467 : tensor<64xf32>
    %5469 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5470 = stablehlo.divide %5466, %5469 : tensor<64xf32>
    %5471 = stablehlo.sqrt %5470 : tensor<64xf32>
    %5472 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5473 = stablehlo.add %5471, %5472 : tensor<64xf32>
    %5474 = stablehlo.divide %5468, %5473 : tensor<64xf32>
    %5475 = stablehlo.constant dense<0.9> : tensor<1x1x64x64xf32>
    %5476 = stablehlo.multiply %5475, %m.layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %5477 = stablehlo.constant dense<0.1> : tensor<1x1x64x64xf32>
    %5478 = stablehlo.multiply %5477, %4632 : tensor<1x1x64x64xf32>
    %5479 = stablehlo.add %5476, %5478 : tensor<1x1x64x64xf32>
    %5480 = stablehlo.constant dense<0.999> : tensor<1x1x64x64xf32>
    %5481 = stablehlo.multiply %5480, %v.layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %5482 = stablehlo.constant dense<0.001> : tensor<1x1x64x64xf32>
    %5483 = stablehlo.multiply %4632, %4632 : tensor<1x1x64x64xf32>
    %5484 = stablehlo.multiply %5482, %5483 : tensor<1x1x64x64xf32>
    %5485 = stablehlo.add %5481, %5484 : tensor<1x1x64x64xf32>
    %5486 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %5487 = stablehlo.divide %5479, %5486 : tensor<1x1x64x64xf32>
    %5488 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %5489 = stablehlo.divide %5485, %5488 : tensor<1x1x64x64xf32>
    %5490 = stablehlo.sqrt %5489 : tensor<1x1x64x64xf32>
    %5491 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x64xf32>
    %5492 = stablehlo.add %5490, %5491 : tensor<1x1x64x64xf32>
    %5493 = stablehlo.divide %5487, %5492 : tensor<1x1x64x64xf32>
    %5494 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5495 = stablehlo.multiply %5494, %m.layer1.0.bn1.g : tensor<64xf32>
    %5496 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5497 = stablehlo.multiply %5496, %4637 : tensor<64xf32>
    %5498 = stablehlo.add %5495, %5497 : tensor<64xf32>
    %5499 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5500 = stablehlo.multiply %5499, %v.layer1.0.bn1.g : tensor<64xf32>
    %5501 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5502 = stablehlo.multiply %4637, %4637 : tensor<64xf32>
    %5503 = stablehlo.multiply %5501, %5502 : tensor<64xf32>
    %5504 = stablehlo.add %5500, %5503 : tensor<64xf32>
    %5505 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5506 = stablehlo.divide %5498, %5505 : tensor<64xf32>
    %5507 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5508 = stablehlo.divide %5504, %5507 : tensor<64xf32>
    %5509 = stablehlo.sqrt %5508 : tensor<64xf32>
    %5510 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5511 = stablehlo.add %5509, %5510 : tensor<64xf32>
    %5512 = stablehlo.divide %5506, %5511 : tensor<64xf32>
    %5513 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5514 = stablehlo.multiply %5513, %m.layer1.0.bn1.b : tensor<64xf32>
    %5515 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5516 = stablehlo.multiply %5515, %4642 : tensor<64xf32>
    %5517 = stablehlo.add %5514, %5516 : tensor<64xf32>
    %5518 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5519 = stablehlo.multiply %5518, %v.layer1.0.bn1.b : tensor<64xf32>
    %5520 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5521 = stablehlo.multiply %4642, %4642 : tensor<64xf32>
    %5522 = stablehlo.multiply %5520, %5521 : tensor<64xf32>
    %5523 = stablehlo.add %5519, %5522 : tensor<64xf32>
    %5524 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5525 = stablehlo.divide %5517, %5524 : tensor<64xf32>
    %5526 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5527 = stablehlo.divide %5523, %5526 : tensor<64xf32>
    %5528 = stablehlo.sqrt %5527 : tensor<64xf32>
    %5529 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5530 = stablehlo.add %5528, %5529 : tensor<64xf32>
    %5531 = stablehlo.divide %5525, %5530 : tensor<64xf32>
    %5532 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %5533 = stablehlo.multiply %5532, %m.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %5534 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %5535 = stablehlo.multiply %5534, %4647 : tensor<3x3x64x64xf32>
    %5536 = stablehlo.add %5533, %5535 : tensor<3x3x64x64xf32>
    %5537 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %5538 = stablehlo.multiply %5537, %v.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %5539 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %5540 = stablehlo.multiply %4647, %4647 : tensor<3x3x64x64xf32>
    %5541 = stablehlo.multiply %5539, %5540 : tensor<3x3x64x64xf32>
    %5542 = stablehlo.add %5538, %5541 : tensor<3x3x64x64xf32>
    %5543 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5544 = stablehlo.divide %5536, %5543 : tensor<3x3x64x64xf32>
    %5545 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5546 = stablehlo.divide %5542, %5545 : tensor<3x3x64x64xf32>
    %5547 = stablehlo.sqrt %5546 : tensor<3x3x64x64xf32>
    %5548 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %5549 = stablehlo.add %5547, %5548 : tensor<3x3x64x64xf32>
    %5550 = stablehlo.divide %5544, %5549 : tensor<3x3x64x64xf32>
    %5551 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5552 = stablehlo.multiply %5551, %m.layer1.0.bn2.g : tensor<64xf32>
    %5553 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5554 = stablehlo.multiply %5553, %4652 : tensor<64xf32>
    %5555 = stablehlo.add %5552, %5554 : tensor<64xf32>
    %5556 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5557 = stablehlo.multiply %5556, %v.layer1.0.bn2.g : tensor<64xf32>
    %5558 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5559 = stablehlo.multiply %4652, %4652 : tensor<64xf32>
    %5560 = stablehlo.multiply %5558, %5559 : tensor<64xf32>
    %5561 = stablehlo.add %5557, %5560 : tensor<64xf32>
    %5562 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5563 = stablehlo.divide %5555, %5562 : tensor<64xf32>
    %5564 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5565 = stablehlo.divide %5561, %5564 : tensor<64xf32>
    %5566 = stablehlo.sqrt %5565 : tensor<64xf32>
    %5567 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5568 = stablehlo.add %5566, %5567 : tensor<64xf32>
    %5569 = stablehlo.divide %5563, %5568 : tensor<64xf32>
    %5570 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5571 = stablehlo.multiply %5570, %m.layer1.0.bn2.b : tensor<64xf32>
    %5572 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5573 = stablehlo.multiply %5572, %4657 : tensor<64xf32>
    %5574 = stablehlo.add %5571, %5573 : tensor<64xf32>
    %5575 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5576 = stablehlo.multiply %5575, %v.layer1.0.bn2.b : tensor<64xf32>
    %5577 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5578 = stablehlo.multiply %4657, %4657 : tensor<64xf32>
    %5579 = stablehlo.multiply %5577, %5578 : tensor<64xf32>
    %5580 = stablehlo.add %5576, %5579 : tensor<64xf32>
    %5581 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5582 = stablehlo.divide %5574, %5581 : tensor<64xf32>
    %5583 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5584 = stablehlo.divide %5580, %5583 : tensor<64xf32>
    %5585 = stablehlo.sqrt %5584 : tensor<64xf32>
    %5586 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5587 = stablehlo.add %5585, %5586 : tensor<64xf32>
    %5588 = stablehlo.divide %5582, %5587 : tensor<64xf32>
    %5589 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5590 = stablehlo.multiply %5589, %m.layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %5591 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5592 = stablehlo.multiply %5591, %4662 : tensor<1x1x64x256xf32>
    %5593 = stablehlo.add %5590, %5592 : tensor<1x1x64x256xf32>
    %5594 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5595 = stablehlo.multiply %5594, %v.layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %5596 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5597 = stablehlo.multiply %4662, %4662 : tensor<1x1x64x256xf32>
    %5598 = stablehlo.multiply %5596, %5597 : tensor<1x1x64x256xf32>
    %5599 = stablehlo.add %5595, %5598 : tensor<1x1x64x256xf32>
    %5600 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5601 = stablehlo.divide %5593, %5600 : tensor<1x1x64x256xf32>
    %5602 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5603 = stablehlo.divide %5599, %5602 : tensor<1x1x64x256xf32>
    %5604 = stablehlo.sqrt %5603 : tensor<1x1x64x256xf32>
    %5605 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5606 = stablehlo.add %5604, %5605 : tensor<1x1x64x256xf32>
    %5607 = stablehlo.divide %5601, %5606 : tensor<1x1x64x256xf32>
    %5608 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5609 = stablehlo.multiply %5608, %m.layer1.0.bn3.g : tensor<256xf32>
    %5610 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5611 = stablehlo.multiply %5610, %4667 : tensor<256xf32>
    %5612 = stablehlo.add %5609, %5611 : tensor<256xf32>
    %5613 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5614 = stablehlo.multiply %5613, %v.layer1.0.bn3.g : tensor<256xf32>
    %5615 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5616 = stablehlo.multiply %4667, %4667 : tensor<256xf32>
    %5617 = stablehlo.multiply %5615, %5616 : tensor<256xf32>
    %5618 = stablehlo.add %5614, %5617 : tensor<256xf32>
    %5619 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5620 = stablehlo.divide %5612, %5619 : tensor<256xf32>
    %5621 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5622 = stablehlo.divide %5618, %5621 : tensor<256xf32>
    %5623 = stablehlo.sqrt %5622 : tensor<256xf32>
    %5624 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5625 = stablehlo.add %5623, %5624 : tensor<256xf32>
    %5626 = stablehlo.divide %5620, %5625 : tensor<256xf32>
    %5627 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5628 = stablehlo.multiply %5627, %m.layer1.0.bn3.b : tensor<256xf32>
    %5629 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5630 = stablehlo.multiply %5629, %4672 : tensor<256xf32>
    %5631 = stablehlo.add %5628, %5630 : tensor<256xf32>
    %5632 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5633 = stablehlo.multiply %5632, %v.layer1.0.bn3.b : tensor<256xf32>
    %5634 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5635 = stablehlo.multiply %4672, %4672 : tensor<256xf32>
    %5636 = stablehlo.multiply %5634, %5635 : tensor<256xf32>
    %5637 = stablehlo.add %5633, %5636 : tensor<256xf32>
    %5638 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5639 = stablehlo.divide %5631, %5638 : tensor<256xf32>
    %5640 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5641 = stablehlo.divide %5637, %5640 : tensor<256xf32>
    %5642 = stablehlo.sqrt %5641 : tensor<256xf32>
    %5643 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5644 = stablehlo.add %5642, %5643 : tensor<256xf32>
    %5645 = stablehlo.divide %5639, %5644 : tensor<256xf32>
    %5646 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5647 = stablehlo.multiply %5646, %m.layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %5648 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5649 = stablehlo.multiply %5648, %4677 : tensor<1x1x64x256xf32>
    %5650 = stablehlo.add %5647, %5649 : tensor<1x1x64x256xf32>
    %5651 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5652 = stablehlo.multiply %5651, %v.layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %5653 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5654 = stablehlo.multiply %4677, %4677 : tensor<1x1x64x256xf32>
    %5655 = stablehlo.multiply %5653, %5654 : tensor<1x1x64x256xf32>
    %5656 = stablehlo.add %5652, %5655 : tensor<1x1x64x256xf32>
    %5657 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5658 = stablehlo.divide %5650, %5657 : tensor<1x1x64x256xf32>
    %5659 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5660 = stablehlo.divide %5656, %5659 : tensor<1x1x64x256xf32>
    %5661 = stablehlo.sqrt %5660 : tensor<1x1x64x256xf32>
    %5662 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5663 = stablehlo.add %5661, %5662 : tensor<1x1x64x256xf32>
    %5664 = stablehlo.divide %5658, %5663 : tensor<1x1x64x256xf32>
    %5665 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5666 = stablehlo.multiply %5665, %m.layer1.0.downsample.1.g : tensor<256xf32>
    %5667 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5668 = stablehlo.multiply %5667, %4682 : tensor<256xf32>
    %5669 = stablehlo.add %5666, %5668 : tensor<256xf32>
    %5670 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5671 = stablehlo.multiply %5670, %v.layer1.0.downsample.1.g : tensor<256xf32>
    %5672 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5673 = stablehlo.multiply %4682, %4682 : tensor<256xf32>
    %5674 = stablehlo.multiply %5672, %5673 : tensor<256xf32>
    %5675 = stablehlo.add %5671, %5674 : tensor<256xf32>
    %5676 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5677 = stablehlo.divide %5669, %5676 : tensor<256xf32>
    %5678 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5679 = stablehlo.divide %5675, %5678 : tensor<256xf32>
    %5680 = stablehlo.sqrt %5679 : tensor<256xf32>
    %5681 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5682 = stablehlo.add %5680, %5681 : tensor<256xf32>
    %5683 = stablehlo.divide %5677, %5682 : tensor<256xf32>
    %5684 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5685 = stablehlo.multiply %5684, %m.layer1.0.downsample.1.b : tensor<256xf32>
    %5686 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5687 = stablehlo.multiply %5686, %4687 : tensor<256xf32>
    %5688 = stablehlo.add %5685, %5687 : tensor<256xf32>
    %5689 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5690 = stablehlo.multiply %5689, %v.layer1.0.downsample.1.b : tensor<256xf32>
    %5691 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5692 = stablehlo.multiply %4687, %4687 : tensor<256xf32>
    %5693 = stablehlo.multiply %5691, %5692 : tensor<256xf32>
    %5694 = stablehlo.add %5690, %5693 : tensor<256xf32>
    %5695 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5696 = stablehlo.divide %5688, %5695 : tensor<256xf32>
    %5697 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5698 = stablehlo.divide %5694, %5697 : tensor<256xf32>
    %5699 = stablehlo.sqrt %5698 : tensor<256xf32>
    %5700 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5701 = stablehlo.add %5699, %5700 : tensor<256xf32>
    %5702 = stablehlo.divide %5696, %5701 : tensor<256xf32>
    %5703 = stablehlo.constant dense<0.9> : tensor<1x1x256x64xf32>
    %5704 = stablehlo.multiply %5703, %m.layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %5705 = stablehlo.constant dense<0.1> : tensor<1x1x256x64xf32>
    %5706 = stablehlo.multiply %5705, %4692 : tensor<1x1x256x64xf32>
    %5707 = stablehlo.add %5704, %5706 : tensor<1x1x256x64xf32>
    %5708 = stablehlo.constant dense<0.999> : tensor<1x1x256x64xf32>
    %5709 = stablehlo.multiply %5708, %v.layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %5710 = stablehlo.constant dense<0.001> : tensor<1x1x256x64xf32>
    %5711 = stablehlo.multiply %4692, %4692 : tensor<1x1x256x64xf32>
    %5712 = stablehlo.multiply %5710, %5711 : tensor<1x1x256x64xf32>
    %5713 = stablehlo.add %5709, %5712 : tensor<1x1x256x64xf32>
    %5714 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5715 = stablehlo.divide %5707, %5714 : tensor<1x1x256x64xf32>
    %5716 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5717 = stablehlo.divide %5713, %5716 : tensor<1x1x256x64xf32>
    %5718 = stablehlo.sqrt %5717 : tensor<1x1x256x64xf32>
    %5719 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x64xf32>
    %5720 = stablehlo.add %5718, %5719 : tensor<1x1x256x64xf32>
    %5721 = stablehlo.divide %5715, %5720 : tensor<1x1x256x64xf32>
    %5722 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5723 = stablehlo.multiply %5722, %m.layer1.1.bn1.g : tensor<64xf32>
    %5724 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5725 = stablehlo.multiply %5724, %4697 : tensor<64xf32>
    %5726 = stablehlo.add %5723, %5725 : tensor<64xf32>
    %5727 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5728 = stablehlo.multiply %5727, %v.layer1.1.bn1.g : tensor<64xf32>
    %5729 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5730 = stablehlo.multiply %4697, %4697 : tensor<64xf32>
    %5731 = stablehlo.multiply %5729, %5730 : tensor<64xf32>
    %5732 = stablehlo.add %5728, %5731 : tensor<64xf32>
    %5733 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5734 = stablehlo.divide %5726, %5733 : tensor<64xf32>
    %5735 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5736 = stablehlo.divide %5732, %5735 : tensor<64xf32>
    %5737 = stablehlo.sqrt %5736 : tensor<64xf32>
    %5738 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5739 = stablehlo.add %5737, %5738 : tensor<64xf32>
    %5740 = stablehlo.divide %5734, %5739 : tensor<64xf32>
    %5741 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5742 = stablehlo.multiply %5741, %m.layer1.1.bn1.b : tensor<64xf32>
    %5743 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5744 = stablehlo.multiply %5743, %4702 : tensor<64xf32>
    %5745 = stablehlo.add %5742, %5744 : tensor<64xf32>
    %5746 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5747 = stablehlo.multiply %5746, %v.layer1.1.bn1.b : tensor<64xf32>
    %5748 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5749 = stablehlo.multiply %4702, %4702 : tensor<64xf32>
    %5750 = stablehlo.multiply %5748, %5749 : tensor<64xf32>
    %5751 = stablehlo.add %5747, %5750 : tensor<64xf32>
    %5752 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5753 = stablehlo.divide %5745, %5752 : tensor<64xf32>
    %5754 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5755 = stablehlo.divide %5751, %5754 : tensor<64xf32>
    %5756 = stablehlo.sqrt %5755 : tensor<64xf32>
    %5757 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5758 = stablehlo.add %5756, %5757 : tensor<64xf32>
    %5759 = stablehlo.divide %5753, %5758 : tensor<64xf32>
    %5760 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %5761 = stablehlo.multiply %5760, %m.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5762 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %5763 = stablehlo.multiply %5762, %4707 : tensor<3x3x64x64xf32>
    %5764 = stablehlo.add %5761, %5763 : tensor<3x3x64x64xf32>
    %5765 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %5766 = stablehlo.multiply %5765, %v.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5767 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %5768 = stablehlo.multiply %4707, %4707 : tensor<3x3x64x64xf32>
    %5769 = stablehlo.multiply %5767, %5768 : tensor<3x3x64x64xf32>
    %5770 = stablehlo.add %5766, %5769 : tensor<3x3x64x64xf32>
    %5771 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5772 = stablehlo.divide %5764, %5771 : tensor<3x3x64x64xf32>
    %5773 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5774 = stablehlo.divide %5770, %5773 : tensor<3x3x64x64xf32>
    %5775 = stablehlo.sqrt %5774 : tensor<3x3x64x64xf32>
    %5776 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %5777 = stablehlo.add %5775, %5776 : tensor<3x3x64x64xf32>
    %5778 = stablehlo.divide %5772, %5777 : tensor<3x3x64x64xf32>
    %5779 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5780 = stablehlo.multiply %5779, %m.layer1.1.bn2.g : tensor<64xf32>
    %5781 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5782 = stablehlo.multiply %5781, %4712 : tensor<64xf32>
    %5783 = stablehlo.add %5780, %5782 : tensor<64xf32>
    %5784 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5785 = stablehlo.multiply %5784, %v.layer1.1.bn2.g : tensor<64xf32>
    %5786 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5787 = stablehlo.multiply %4712, %4712 : tensor<64xf32>
    %5788 = stablehlo.multiply %5786, %5787 : tensor<64xf32>
    %5789 = stablehlo.add %5785, %5788 : tensor<64xf32>
    %5790 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5791 = stablehlo.divide %5783, %5790 : tensor<64xf32>
    %5792 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5793 = stablehlo.divide %5789, %5792 : tensor<64xf32>
    %5794 = stablehlo.sqrt %5793 : tensor<64xf32>
    %5795 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5796 = stablehlo.add %5794, %5795 : tensor<64xf32>
    %5797 = stablehlo.divide %5791, %5796 : tensor<64xf32>
    %5798 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5799 = stablehlo.multiply %5798, %m.layer1.1.bn2.b : tensor<64xf32>
    %5800 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5801 = stablehlo.multiply %5800, %4717 : tensor<64xf32>
    %5802 = stablehlo.add %5799, %5801 : tensor<64xf32>
    %5803 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5804 = stablehlo.multiply %5803, %v.layer1.1.bn2.b : tensor<64xf32>
    %5805 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5806 = stablehlo.multiply %4717, %4717 : tensor<64xf32>
    %5807 = stablehlo.multiply %5805, %5806 : tensor<64xf32>
    %5808 = stablehlo.add %5804, %5807 : tensor<64xf32>
    %5809 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5810 = stablehlo.divide %5802, %5809 : tensor<64xf32>
    %5811 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5812 = stablehlo.divide %5808, %5811 : tensor<64xf32>
    %5813 = stablehlo.sqrt %5812 : tensor<64xf32>
    %5814 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5815 = stablehlo.add %5813, %5814 : tensor<64xf32>
    %5816 = stablehlo.divide %5810, %5815 : tensor<64xf32>
    %5817 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5818 = stablehlo.multiply %5817, %m.layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %5819 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5820 = stablehlo.multiply %5819, %4722 : tensor<1x1x64x256xf32>
    %5821 = stablehlo.add %5818, %5820 : tensor<1x1x64x256xf32>
    %5822 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5823 = stablehlo.multiply %5822, %v.layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %5824 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5825 = stablehlo.multiply %4722, %4722 : tensor<1x1x64x256xf32>
    %5826 = stablehlo.multiply %5824, %5825 : tensor<1x1x64x256xf32>
    %5827 = stablehlo.add %5823, %5826 : tensor<1x1x64x256xf32>
    %5828 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5829 = stablehlo.divide %5821, %5828 : tensor<1x1x64x256xf32>
    %5830 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5831 = stablehlo.divide %5827, %5830 : tensor<1x1x64x256xf32>
    %5832 = stablehlo.sqrt %5831 : tensor<1x1x64x256xf32>
    %5833 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5834 = stablehlo.add %5832, %5833 : tensor<1x1x64x256xf32>
    %5835 = stablehlo.divide %5829, %5834 : tensor<1x1x64x256xf32>
    %5836 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5837 = stablehlo.multiply %5836, %m.layer1.1.bn3.g : tensor<256xf32>
    %5838 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5839 = stablehlo.multiply %5838, %4727 : tensor<256xf32>
    %5840 = stablehlo.add %5837, %5839 : tensor<256xf32>
    %5841 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5842 = stablehlo.multiply %5841, %v.layer1.1.bn3.g : tensor<256xf32>
    %5843 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5844 = stablehlo.multiply %4727, %4727 : tensor<256xf32>
    %5845 = stablehlo.multiply %5843, %5844 : tensor<256xf32>
    %5846 = stablehlo.add %5842, %5845 : tensor<256xf32>
    %5847 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5848 = stablehlo.divide %5840, %5847 : tensor<256xf32>
    %5849 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5850 = stablehlo.divide %5846, %5849 : tensor<256xf32>
    %5851 = stablehlo.sqrt %5850 : tensor<256xf32>
    %5852 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5853 = stablehlo.add %5851, %5852 : tensor<256xf32>
    %5854 = stablehlo.divide %5848, %5853 : tensor<256xf32>
    %5855 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5856 = stablehlo.multiply %5855, %m.layer1.1.bn3.b : tensor<256xf32>
    %5857 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5858 = stablehlo.multiply %5857, %4732 : tensor<256xf32>
    %5859 = stablehlo.add %5856, %5858 : tensor<256xf32>
    %5860 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5861 = stablehlo.multiply %5860, %v.layer1.1.bn3.b : tensor<256xf32>
    %5862 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5863 = stablehlo.multiply %4732, %4732 : tensor<256xf32>
    %5864 = stablehlo.multiply %5862, %5863 : tensor<256xf32>
    %5865 = stablehlo.add %5861, %5864 : tensor<256xf32>
    %5866 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5867 = stablehlo.divide %5859, %5866 : tensor<256xf32>
    %5868 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5869 = stablehlo.divide %5865, %5868 : tensor<256xf32>
    %5870 = stablehlo.sqrt %5869 : tensor<256xf32>
    %5871 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5872 = stablehlo.add %5870, %5871 : tensor<256xf32>
    %5873 = stablehlo.divide %5867, %5872 : tensor<256xf32>
    %5874 = stablehlo.constant dense<0.9> : tensor<1x1x256x64xf32>
    %5875 = stablehlo.multiply %5874, %m.layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %5876 = stablehlo.constant dense<0.1> : tensor<1x1x256x64xf32>
    %5877 = stablehlo.multiply %5876, %4737 : tensor<1x1x256x64xf32>
    %5878 = stablehlo.add %5875, %5877 : tensor<1x1x256x64xf32>
    %5879 = stablehlo.constant dense<0.999> : tensor<1x1x256x64xf32>
    %5880 = stablehlo.multiply %5879, %v.layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %5881 = stablehlo.constant dense<0.001> : tensor<1x1x256x64xf32>
    %5882 = stablehlo.multiply %4737, %4737 : tensor<1x1x256x64xf32>
    %5883 = stablehlo.multiply %5881, %5882 : tensor<1x1x256x64xf32>
    %5884 = stablehlo.add %5880, %5883 : tensor<1x1x256x64xf32>
    %5885 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5886 = stablehlo.divide %5878, %5885 : tensor<1x1x256x64xf32>
    %5887 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5888 = stablehlo.divide %5884, %5887 : tensor<1x1x256x64xf32>
    %5889 = stablehlo.sqrt %5888 : tensor<1x1x256x64xf32>
    %5890 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x64xf32>
    %5891 = stablehlo.add %5889, %5890 : tensor<1x1x256x64xf32>
    %5892 = stablehlo.divide %5886, %5891 : tensor<1x1x256x64xf32>
    %5893 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5894 = stablehlo.multiply %5893, %m.layer1.2.bn1.g : tensor<64xf32>
    %5895 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5896 = stablehlo.multiply %5895, %4742 : tensor<64xf32>
    %5897 = stablehlo.add %5894, %5896 : tensor<64xf32>
    %5898 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5899 = stablehlo.multiply %5898, %v.layer1.2.bn1.g : tensor<64xf32>
    %5900 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5901 = stablehlo.multiply %4742, %4742 : tensor<64xf32>
    %5902 = stablehlo.multiply %5900, %5901 : tensor<64xf32>
    %5903 = stablehlo.add %5899, %5902 : tensor<64xf32>
    %5904 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5905 = stablehlo.divide %5897, %5904 : tensor<64xf32>
    %5906 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5907 = stablehlo.divide %5903, %5906 : tensor<64xf32>
    %5908 = stablehlo.sqrt %5907 : tensor<64xf32>
    %5909 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5910 = stablehlo.add %5908, %5909 : tensor<64xf32>
    %5911 = stablehlo.divide %5905, %5910 : tensor<64xf32>
    %5912 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5913 = stablehlo.multiply %5912, %m.layer1.2.bn1.b : tensor<64xf32>
    %5914 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5915 = stablehlo.multiply %5914, %4747 : tensor<64xf32>
    %5916 = stablehlo.add %5913, %5915 : tensor<64xf32>
    %5917 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5918 = stablehlo.multiply %5917, %v.layer1.2.bn1.b : tensor<64xf32>
    %5919 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5920 = stablehlo.multiply %4747, %4747 : tensor<64xf32>
    %5921 = stablehlo.multiply %5919, %5920 : tensor<64xf32>
    %5922 = stablehlo.add %5918, %5921 : tensor<64xf32>
    %5923 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5924 = stablehlo.divide %5916, %5923 : tensor<64xf32>
    %5925 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5926 = stablehlo.divide %5922, %5925 : tensor<64xf32>
    %5927 = stablehlo.sqrt %5926 : tensor<64xf32>
    %5928 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5929 = stablehlo.add %5927, %5928 : tensor<64xf32>
    %5930 = stablehlo.divide %5924, %5929 : tensor<64xf32>
    %5931 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %5932 = stablehlo.multiply %5931, %m.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5933 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %5934 = stablehlo.multiply %5933, %4752 : tensor<3x3x64x64xf32>
    %5935 = stablehlo.add %5932, %5934 : tensor<3x3x64x64xf32>
    %5936 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %5937 = stablehlo.multiply %5936, %v.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5938 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %5939 = stablehlo.multiply %4752, %4752 : tensor<3x3x64x64xf32>
    %5940 = stablehlo.multiply %5938, %5939 : tensor<3x3x64x64xf32>
    %5941 = stablehlo.add %5937, %5940 : tensor<3x3x64x64xf32>
    %5942 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5943 = stablehlo.divide %5935, %5942 : tensor<3x3x64x64xf32>
    %5944 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5945 = stablehlo.divide %5941, %5944 : tensor<3x3x64x64xf32>
    %5946 = stablehlo.sqrt %5945 : tensor<3x3x64x64xf32>
    %5947 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %5948 = stablehlo.add %5946, %5947 : tensor<3x3x64x64xf32>
    %5949 = stablehlo.divide %5943, %5948 : tensor<3x3x64x64xf32>
    %5950 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5951 = stablehlo.multiply %5950, %m.layer1.2.bn2.g : tensor<64xf32>
    %5952 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5953 = stablehlo.multiply %5952, %4757 : tensor<64xf32>
    %5954 = stablehlo.add %5951, %5953 : tensor<64xf32>
    %5955 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5956 = stablehlo.multiply %5955, %v.layer1.2.bn2.g : tensor<64xf32>
    %5957 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5958 = stablehlo.multiply %4757, %4757 : tensor<64xf32>
    %5959 = stablehlo.multiply %5957, %5958 : tensor<64xf32>
    %5960 = stablehlo.add %5956, %5959 : tensor<64xf32>
    %5961 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5962 = stablehlo.divide %5954, %5961 : tensor<64xf32>
    %5963 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5964 = stablehlo.divide %5960, %5963 : tensor<64xf32>
    %5965 = stablehlo.sqrt %5964 : tensor<64xf32>
    %5966 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5967 = stablehlo.add %5965, %5966 : tensor<64xf32>
    %5968 = stablehlo.divide %5962, %5967 : tensor<64xf32>
    %5969 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5970 = stablehlo.multiply %5969, %m.layer1.2.bn2.b : tensor<64xf32>
    %5971 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5972 = stablehlo.multiply %5971, %4762 : tensor<64xf32>
    %5973 = stablehlo.add %5970, %5972 : tensor<64xf32>
    %5974 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5975 = stablehlo.multiply %5974, %v.layer1.2.bn2.b : tensor<64xf32>
    %5976 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5977 = stablehlo.multiply %4762, %4762 : tensor<64xf32>
    %5978 = stablehlo.multiply %5976, %5977 : tensor<64xf32>
    %5979 = stablehlo.add %5975, %5978 : tensor<64xf32>
    %5980 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5981 = stablehlo.divide %5973, %5980 : tensor<64xf32>
    %5982 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5983 = stablehlo.divide %5979, %5982 : tensor<64xf32>
    %5984 = stablehlo.sqrt %5983 : tensor<64xf32>
    %5985 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5986 = stablehlo.add %5984, %5985 : tensor<64xf32>
    %5987 = stablehlo.divide %5981, %5986 : tensor<64xf32>
    %5988 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5989 = stablehlo.multiply %5988, %m.layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %5990 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5991 = stablehlo.multiply %5990, %4767 : tensor<1x1x64x256xf32>
    %5992 = stablehlo.add %5989, %5991 : tensor<1x1x64x256xf32>
    %5993 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5994 = stablehlo.multiply %5993, %v.layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %5995 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5996 = stablehlo.multiply %4767, %4767 : tensor<1x1x64x256xf32>
    %5997 = stablehlo.multiply %5995, %5996 : tensor<1x1x64x256xf32>
    %5998 = stablehlo.add %5994, %5997 : tensor<1x1x64x256xf32>
    %5999 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %6000 = stablehlo.divide %5992, %5999 : tensor<1x1x64x256xf32>
    %6001 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %6002 = stablehlo.divide %5998, %6001 : tensor<1x1x64x256xf32>
    %6003 = stablehlo.sqrt %6002 : tensor<1x1x64x256xf32>
    %6004 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %6005 = stablehlo.add %6003, %6004 : tensor<1x1x64x256xf32>
    %6006 = stablehlo.divide %6000, %6005 : tensor<1x1x64x256xf32>
    %6007 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6008 = stablehlo.multiply %6007, %m.layer1.2.bn3.g : tensor<256xf32>
    %6009 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6010 = stablehlo.multiply %6009, %4772 : tensor<256xf32>
    %6011 = stablehlo.add %6008, %6010 : tensor<256xf32>
    %6012 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6013 = stablehlo.multiply %6012, %v.layer1.2.bn3.g : tensor<256xf32>
    %6014 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6015 = stablehlo.multiply %4772, %4772 : tensor<256xf32>
    %6016 = stablehlo.multiply %6014, %6015 : tensor<256xf32>
    %6017 = stablehlo.add %6013, %6016 : tensor<256xf32>
    %6018 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6019 = stablehlo.divide %6011, %6018 : tensor<256xf32>
    %6020 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6021 = stablehlo.divide %6017, %6020 : tensor<256xf32>
    %6022 = stablehlo.sqrt %6021 : tensor<256xf32>
    %6023 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6024 = stablehlo.add %6022, %6023 : tensor<256xf32>
    %6025 = stablehlo.divide %6019, %6024 : tensor<256xf32>
    %6026 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6027 = stablehlo.multiply %6026, %m.layer1.2.bn3.b : tensor<256xf32>
    %6028 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6029 = stablehlo.multiply %6028, %4777 : tensor<256xf32>
    %6030 = stablehlo.add %6027, %6029 : tensor<256xf32>
    %6031 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6032 = stablehlo.multiply %6031, %v.layer1.2.bn3.b : tensor<256xf32>
    %6033 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6034 = stablehlo.multiply %4777, %4777 : tensor<256xf32>
    %6035 = stablehlo.multiply %6033, %6034 : tensor<256xf32>
    %6036 = stablehlo.add %6032, %6035 : tensor<256xf32>
    %6037 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6038 = stablehlo.divide %6030, %6037 : tensor<256xf32>
    %6039 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6040 = stablehlo.divide %6036, %6039 : tensor<256xf32>
    %6041 = stablehlo.sqrt %6040 : tensor<256xf32>
    %6042 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6043 = stablehlo.add %6041, %6042 : tensor<256xf32>
    %6044 = stablehlo.divide %6038, %6043 : tensor<256xf32>
    %6045 = stablehlo.constant dense<0.9> : tensor<1x1x256x128xf32>
    %6046 = stablehlo.multiply %6045, %m.layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %6047 = stablehlo.constant dense<0.1> : tensor<1x1x256x128xf32>
    %6048 = stablehlo.multiply %6047, %4782 : tensor<1x1x256x128xf32>
    %6049 = stablehlo.add %6046, %6048 : tensor<1x1x256x128xf32>
    %6050 = stablehlo.constant dense<0.999> : tensor<1x1x256x128xf32>
    %6051 = stablehlo.multiply %6050, %v.layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %6052 = stablehlo.constant dense<0.001> : tensor<1x1x256x128xf32>
    %6053 = stablehlo.multiply %4782, %4782 : tensor<1x1x256x128xf32>
    %6054 = stablehlo.multiply %6052, %6053 : tensor<1x1x256x128xf32>
    %6055 = stablehlo.add %6051, %6054 : tensor<1x1x256x128xf32>
    %6056 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %6057 = stablehlo.divide %6049, %6056 : tensor<1x1x256x128xf32>
    %6058 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %6059 = stablehlo.divide %6055, %6058 : tensor<1x1x256x128xf32>
    %6060 = stablehlo.sqrt %6059 : tensor<1x1x256x128xf32>
    %6061 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x128xf32>
    %6062 = stablehlo.add %6060, %6061 : tensor<1x1x256x128xf32>
    %6063 = stablehlo.divide %6057, %6062 : tensor<1x1x256x128xf32>
    %6064 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6065 = stablehlo.multiply %6064, %m.layer2.0.bn1.g : tensor<128xf32>
    %6066 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6067 = stablehlo.multiply %6066, %4787 : tensor<128xf32>
    %6068 = stablehlo.add %6065, %6067 : tensor<128xf32>
    %6069 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6070 = stablehlo.multiply %6069, %v.layer2.0.bn1.g : tensor<128xf32>
    %6071 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6072 = stablehlo.multiply %4787, %4787 : tensor<128xf32>
    %6073 = stablehlo.multiply %6071, %6072 : tensor<128xf32>
    %6074 = stablehlo.add %6070, %6073 : tensor<128xf32>
    %6075 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6076 = stablehlo.divide %6068, %6075 : tensor<128xf32>
    %6077 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6078 = stablehlo.divide %6074, %6077 : tensor<128xf32>
    %6079 = stablehlo.sqrt %6078 : tensor<128xf32>
    %6080 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6081 = stablehlo.add %6079, %6080 : tensor<128xf32>
    %6082 = stablehlo.divide %6076, %6081 : tensor<128xf32>
    %6083 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6084 = stablehlo.multiply %6083, %m.layer2.0.bn1.b : tensor<128xf32>
    %6085 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6086 = stablehlo.multiply %6085, %4792 : tensor<128xf32>
    %6087 = stablehlo.add %6084, %6086 : tensor<128xf32>
    %6088 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6089 = stablehlo.multiply %6088, %v.layer2.0.bn1.b : tensor<128xf32>
    %6090 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6091 = stablehlo.multiply %4792, %4792 : tensor<128xf32>
    %6092 = stablehlo.multiply %6090, %6091 : tensor<128xf32>
    %6093 = stablehlo.add %6089, %6092 : tensor<128xf32>
    %6094 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6095 = stablehlo.divide %6087, %6094 : tensor<128xf32>
    %6096 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6097 = stablehlo.divide %6093, %6096 : tensor<128xf32>
    %6098 = stablehlo.sqrt %6097 : tensor<128xf32>
    %6099 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6100 = stablehlo.add %6098, %6099 : tensor<128xf32>
    %6101 = stablehlo.divide %6095, %6100 : tensor<128xf32>
    %6102 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %6103 = stablehlo.multiply %6102, %m.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %6104 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %6105 = stablehlo.multiply %6104, %4797 : tensor<3x3x128x128xf32>
    %6106 = stablehlo.add %6103, %6105 : tensor<3x3x128x128xf32>
    %6107 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %6108 = stablehlo.multiply %6107, %v.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %6109 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %6110 = stablehlo.multiply %4797, %4797 : tensor<3x3x128x128xf32>
    %6111 = stablehlo.multiply %6109, %6110 : tensor<3x3x128x128xf32>
    %6112 = stablehlo.add %6108, %6111 : tensor<3x3x128x128xf32>
    %6113 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6114 = stablehlo.divide %6106, %6113 : tensor<3x3x128x128xf32>
    %6115 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6116 = stablehlo.divide %6112, %6115 : tensor<3x3x128x128xf32>
    %6117 = stablehlo.sqrt %6116 : tensor<3x3x128x128xf32>
    %6118 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %6119 = stablehlo.add %6117, %6118 : tensor<3x3x128x128xf32>
    %6120 = stablehlo.divide %6114, %6119 : tensor<3x3x128x128xf32>
    %6121 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6122 = stablehlo.multiply %6121, %m.layer2.0.bn2.g : tensor<128xf32>
    %6123 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6124 = stablehlo.multiply %6123, %4802 : tensor<128xf32>
    %6125 = stablehlo.add %6122, %6124 : tensor<128xf32>
    %6126 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6127 = stablehlo.multiply %6126, %v.layer2.0.bn2.g : tensor<128xf32>
    %6128 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6129 = stablehlo.multiply %4802, %4802 : tensor<128xf32>
    %6130 = stablehlo.multiply %6128, %6129 : tensor<128xf32>
    %6131 = stablehlo.add %6127, %6130 : tensor<128xf32>
    %6132 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6133 = stablehlo.divide %6125, %6132 : tensor<128xf32>
    %6134 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6135 = stablehlo.divide %6131, %6134 : tensor<128xf32>
    %6136 = stablehlo.sqrt %6135 : tensor<128xf32>
    %6137 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6138 = stablehlo.add %6136, %6137 : tensor<128xf32>
    %6139 = stablehlo.divide %6133, %6138 : tensor<128xf32>
    %6140 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6141 = stablehlo.multiply %6140, %m.layer2.0.bn2.b : tensor<128xf32>
    %6142 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6143 = stablehlo.multiply %6142, %4807 : tensor<128xf32>
    %6144 = stablehlo.add %6141, %6143 : tensor<128xf32>
    %6145 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6146 = stablehlo.multiply %6145, %v.layer2.0.bn2.b : tensor<128xf32>
    %6147 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6148 = stablehlo.multiply %4807, %4807 : tensor<128xf32>
    %6149 = stablehlo.multiply %6147, %6148 : tensor<128xf32>
    %6150 = stablehlo.add %6146, %6149 : tensor<128xf32>
    %6151 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6152 = stablehlo.divide %6144, %6151 : tensor<128xf32>
    %6153 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6154 = stablehlo.divide %6150, %6153 : tensor<128xf32>
    %6155 = stablehlo.sqrt %6154 : tensor<128xf32>
    %6156 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6157 = stablehlo.add %6155, %6156 : tensor<128xf32>
    %6158 = stablehlo.divide %6152, %6157 : tensor<128xf32>
    %6159 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %6160 = stablehlo.multiply %6159, %m.layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %6161 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %6162 = stablehlo.multiply %6161, %4812 : tensor<1x1x128x512xf32>
    %6163 = stablehlo.add %6160, %6162 : tensor<1x1x128x512xf32>
    %6164 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %6165 = stablehlo.multiply %6164, %v.layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %6166 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %6167 = stablehlo.multiply %4812, %4812 : tensor<1x1x128x512xf32>
    %6168 = stablehlo.multiply %6166, %6167 : tensor<1x1x128x512xf32>
    %6169 = stablehlo.add %6165, %6168 : tensor<1x1x128x512xf32>
    %6170 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6171 = stablehlo.divide %6163, %6170 : tensor<1x1x128x512xf32>
    %6172 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6173 = stablehlo.divide %6169, %6172 : tensor<1x1x128x512xf32>
    %6174 = stablehlo.sqrt %6173 : tensor<1x1x128x512xf32>
    %6175 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %6176 = stablehlo.add %6174, %6175 : tensor<1x1x128x512xf32>
    %6177 = stablehlo.divide %6171, %6176 : tensor<1x1x128x512xf32>
    %6178 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6179 = stablehlo.multiply %6178, %m.layer2.0.bn3.g : tensor<512xf32>
    %6180 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6181 = stablehlo.multiply %6180, %4817 : tensor<512xf32>
    %6182 = stablehlo.add %6179, %6181 : tensor<512xf32>
    %6183 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6184 = stablehlo.multiply %6183, %v.layer2.0.bn3.g : tensor<512xf32>
    %6185 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6186 = stablehlo.multiply %4817, %4817 : tensor<512xf32>
    %6187 = stablehlo.multiply %6185, %6186 : tensor<512xf32>
    %6188 = stablehlo.add %6184, %6187 : tensor<512xf32>
    %6189 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6190 = stablehlo.divide %6182, %6189 : tensor<512xf32>
    %6191 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6192 = stablehlo.divide %6188, %6191 : tensor<512xf32>
    %6193 = stablehlo.sqrt %6192 : tensor<512xf32>
    %6194 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6195 = stablehlo.add %6193, %6194 : tensor<512xf32>
    %6196 = stablehlo.divide %6190, %6195 : tensor<512xf32>
    %6197 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6198 = stablehlo.multiply %6197, %m.layer2.0.bn3.b : tensor<512xf32>
    %6199 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6200 = stablehlo.multiply %6199, %4822 : tensor<512xf32>
    %6201 = stablehlo.add %6198, %6200 : tensor<512xf32>
    %6202 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6203 = stablehlo.multiply %6202, %v.layer2.0.bn3.b : tensor<512xf32>
    %6204 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6205 = stablehlo.multiply %4822, %4822 : tensor<512xf32>
    %6206 = stablehlo.multiply %6204, %6205 : tensor<512xf32>
    %6207 = stablehlo.add %6203, %6206 : tensor<512xf32>
    %6208 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6209 = stablehlo.divide %6201, %6208 : tensor<512xf32>
    %6210 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6211 = stablehlo.divide %6207, %6210 : tensor<512xf32>
    %6212 = stablehlo.sqrt %6211 : tensor<512xf32>
    %6213 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6214 = stablehlo.add %6212, %6213 : tensor<512xf32>
    %6215 = stablehlo.divide %6209, %6214 : tensor<512xf32>
    %6216 = stablehlo.constant dense<0.9> : tensor<1x1x256x512xf32>
    %6217 = stablehlo.multiply %6216, %m.layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %6218 = stablehlo.constant dense<0.1> : tensor<1x1x256x512xf32>
    %6219 = stablehlo.multiply %6218, %4827 : tensor<1x1x256x512xf32>
    %6220 = stablehlo.add %6217, %6219 : tensor<1x1x256x512xf32>
    %6221 = stablehlo.constant dense<0.999> : tensor<1x1x256x512xf32>
    %6222 = stablehlo.multiply %6221, %v.layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %6223 = stablehlo.constant dense<0.001> : tensor<1x1x256x512xf32>
    %6224 = stablehlo.multiply %4827, %4827 : tensor<1x1x256x512xf32>
    %6225 = stablehlo.multiply %6223, %6224 : tensor<1x1x256x512xf32>
    %6226 = stablehlo.add %6222, %6225 : tensor<1x1x256x512xf32>
    %6227 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %6228 = stablehlo.divide %6220, %6227 : tensor<1x1x256x512xf32>
    %6229 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %6230 = stablehlo.divide %6226, %6229 : tensor<1x1x256x512xf32>
    %6231 = stablehlo.sqrt %6230 : tensor<1x1x256x512xf32>
    %6232 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x512xf32>
    %6233 = stablehlo.add %6231, %6232 : tensor<1x1x256x512xf32>
    %6234 = stablehlo.divide %6228, %6233 : tensor<1x1x256x512xf32>
    %6235 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6236 = stablehlo.multiply %6235, %m.layer2.0.downsample.1.g : tensor<512xf32>
    %6237 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6238 = stablehlo.multiply %6237, %4832 : tensor<512xf32>
    %6239 = stablehlo.add %6236, %6238 : tensor<512xf32>
    %6240 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6241 = stablehlo.multiply %6240, %v.layer2.0.downsample.1.g : tensor<512xf32>
    %6242 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6243 = stablehlo.multiply %4832, %4832 : tensor<512xf32>
    %6244 = stablehlo.multiply %6242, %6243 : tensor<512xf32>
    %6245 = stablehlo.add %6241, %6244 : tensor<512xf32>
    %6246 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6247 = stablehlo.divide %6239, %6246 : tensor<512xf32>
    %6248 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6249 = stablehlo.divide %6245, %6248 : tensor<512xf32>
    %6250 = stablehlo.sqrt %6249 : tensor<512xf32>
    %6251 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6252 = stablehlo.add %6250, %6251 : tensor<512xf32>
    %6253 = stablehlo.divide %6247, %6252 : tensor<512xf32>
    %6254 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6255 = stablehlo.multiply %6254, %m.layer2.0.downsample.1.b : tensor<512xf32>
    %6256 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6257 = stablehlo.multiply %6256, %4837 : tensor<512xf32>
    %6258 = stablehlo.add %6255, %6257 : tensor<512xf32>
    %6259 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6260 = stablehlo.multiply %6259, %v.layer2.0.downsample.1.b : tensor<512xf32>
    %6261 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6262 = stablehlo.multiply %4837, %4837 : tensor<512xf32>
    %6263 = stablehlo.multiply %6261, %6262 : tensor<512xf32>
    %6264 = stablehlo.add %6260, %6263 : tensor<512xf32>
    %6265 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6266 = stablehlo.divide %6258, %6265 : tensor<512xf32>
    %6267 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6268 = stablehlo.divide %6264, %6267 : tensor<512xf32>
    %6269 = stablehlo.sqrt %6268 : tensor<512xf32>
    %6270 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6271 = stablehlo.add %6269, %6270 : tensor<512xf32>
    %6272 = stablehlo.divide %6266, %6271 : tensor<512xf32>
    %6273 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %6274 = stablehlo.multiply %6273, %m.layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %6275 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %6276 = stablehlo.multiply %6275, %4842 : tensor<1x1x512x128xf32>
    %6277 = stablehlo.add %6274, %6276 : tensor<1x1x512x128xf32>
    %6278 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %6279 = stablehlo.multiply %6278, %v.layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %6280 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %6281 = stablehlo.multiply %4842, %4842 : tensor<1x1x512x128xf32>
    %6282 = stablehlo.multiply %6280, %6281 : tensor<1x1x512x128xf32>
    %6283 = stablehlo.add %6279, %6282 : tensor<1x1x512x128xf32>
    %6284 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6285 = stablehlo.divide %6277, %6284 : tensor<1x1x512x128xf32>
    %6286 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6287 = stablehlo.divide %6283, %6286 : tensor<1x1x512x128xf32>
    %6288 = stablehlo.sqrt %6287 : tensor<1x1x512x128xf32>
    %6289 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %6290 = stablehlo.add %6288, %6289 : tensor<1x1x512x128xf32>
    %6291 = stablehlo.divide %6285, %6290 : tensor<1x1x512x128xf32>
    %6292 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6293 = stablehlo.multiply %6292, %m.layer2.1.bn1.g : tensor<128xf32>
    %6294 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6295 = stablehlo.multiply %6294, %4847 : tensor<128xf32>
    %6296 = stablehlo.add %6293, %6295 : tensor<128xf32>
    %6297 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6298 = stablehlo.multiply %6297, %v.layer2.1.bn1.g : tensor<128xf32>
    %6299 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6300 = stablehlo.multiply %4847, %4847 : tensor<128xf32>
    %6301 = stablehlo.multiply %6299, %6300 : tensor<128xf32>
    %6302 = stablehlo.add %6298, %6301 : tensor<128xf32>
    %6303 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6304 = stablehlo.divide %6296, %6303 : tensor<128xf32>
    %6305 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6306 = stablehlo.divide %6302, %6305 : tensor<128xf32>
    %6307 = stablehlo.sqrt %6306 : tensor<128xf32>
    %6308 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6309 = stablehlo.add %6307, %6308 : tensor<128xf32>
    %6310 = stablehlo.divide %6304, %6309 : tensor<128xf32>
    %6311 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6312 = stablehlo.multiply %6311, %m.layer2.1.bn1.b : tensor<128xf32>
    %6313 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6314 = stablehlo.multiply %6313, %4852 : tensor<128xf32>
    %6315 = stablehlo.add %6312, %6314 : tensor<128xf32>
    %6316 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6317 = stablehlo.multiply %6316, %v.layer2.1.bn1.b : tensor<128xf32>
    %6318 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6319 = stablehlo.multiply %4852, %4852 : tensor<128xf32>
    %6320 = stablehlo.multiply %6318, %6319 : tensor<128xf32>
    %6321 = stablehlo.add %6317, %6320 : tensor<128xf32>
    %6322 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6323 = stablehlo.divide %6315, %6322 : tensor<128xf32>
    %6324 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6325 = stablehlo.divide %6321, %6324 : tensor<128xf32>
    %6326 = stablehlo.sqrt %6325 : tensor<128xf32>
    %6327 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6328 = stablehlo.add %6326, %6327 : tensor<128xf32>
    %6329 = stablehlo.divide %6323, %6328 : tensor<128xf32>
    %6330 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %6331 = stablehlo.multiply %6330, %m.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %6332 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %6333 = stablehlo.multiply %6332, %4857 : tensor<3x3x128x128xf32>
    %6334 = stablehlo.add %6331, %6333 : tensor<3x3x128x128xf32>
    %6335 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %6336 = stablehlo.multiply %6335, %v.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %6337 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %6338 = stablehlo.multiply %4857, %4857 : tensor<3x3x128x128xf32>
    %6339 = stablehlo.multiply %6337, %6338 : tensor<3x3x128x128xf32>
    %6340 = stablehlo.add %6336, %6339 : tensor<3x3x128x128xf32>
    %6341 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6342 = stablehlo.divide %6334, %6341 : tensor<3x3x128x128xf32>
    %6343 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6344 = stablehlo.divide %6340, %6343 : tensor<3x3x128x128xf32>
    %6345 = stablehlo.sqrt %6344 : tensor<3x3x128x128xf32>
    %6346 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %6347 = stablehlo.add %6345, %6346 : tensor<3x3x128x128xf32>
    %6348 = stablehlo.divide %6342, %6347 : tensor<3x3x128x128xf32>
    %6349 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6350 = stablehlo.multiply %6349, %m.layer2.1.bn2.g : tensor<128xf32>
    %6351 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6352 = stablehlo.multiply %6351, %4862 : tensor<128xf32>
    %6353 = stablehlo.add %6350, %6352 : tensor<128xf32>
    %6354 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6355 = stablehlo.multiply %6354, %v.layer2.1.bn2.g : tensor<128xf32>
    %6356 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6357 = stablehlo.multiply %4862, %4862 : tensor<128xf32>
    %6358 = stablehlo.multiply %6356, %6357 : tensor<128xf32>
    %6359 = stablehlo.add %6355, %6358 : tensor<128xf32>
    %6360 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6361 = stablehlo.divide %6353, %6360 : tensor<128xf32>
    %6362 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6363 = stablehlo.divide %6359, %6362 : tensor<128xf32>
    %6364 = stablehlo.sqrt %6363 : tensor<128xf32>
    %6365 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6366 = stablehlo.add %6364, %6365 : tensor<128xf32>
    %6367 = stablehlo.divide %6361, %6366 : tensor<128xf32>
    %6368 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6369 = stablehlo.multiply %6368, %m.layer2.1.bn2.b : tensor<128xf32>
    %6370 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6371 = stablehlo.multiply %6370, %4867 : tensor<128xf32>
    %6372 = stablehlo.add %6369, %6371 : tensor<128xf32>
    %6373 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6374 = stablehlo.multiply %6373, %v.layer2.1.bn2.b : tensor<128xf32>
    %6375 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6376 = stablehlo.multiply %4867, %4867 : tensor<128xf32>
    %6377 = stablehlo.multiply %6375, %6376 : tensor<128xf32>
    %6378 = stablehlo.add %6374, %6377 : tensor<128xf32>
    %6379 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6380 = stablehlo.divide %6372, %6379 : tensor<128xf32>
    %6381 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6382 = stablehlo.divide %6378, %6381 : tensor<128xf32>
    %6383 = stablehlo.sqrt %6382 : tensor<128xf32>
    %6384 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6385 = stablehlo.add %6383, %6384 : tensor<128xf32>
    %6386 = stablehlo.divide %6380, %6385 : tensor<128xf32>
    %6387 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %6388 = stablehlo.multiply %6387, %m.layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %6389 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %6390 = stablehlo.multiply %6389, %4872 : tensor<1x1x128x512xf32>
    %6391 = stablehlo.add %6388, %6390 : tensor<1x1x128x512xf32>
    %6392 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %6393 = stablehlo.multiply %6392, %v.layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %6394 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %6395 = stablehlo.multiply %4872, %4872 : tensor<1x1x128x512xf32>
    %6396 = stablehlo.multiply %6394, %6395 : tensor<1x1x128x512xf32>
    %6397 = stablehlo.add %6393, %6396 : tensor<1x1x128x512xf32>
    %6398 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6399 = stablehlo.divide %6391, %6398 : tensor<1x1x128x512xf32>
    %6400 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6401 = stablehlo.divide %6397, %6400 : tensor<1x1x128x512xf32>
    %6402 = stablehlo.sqrt %6401 : tensor<1x1x128x512xf32>
    %6403 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %6404 = stablehlo.add %6402, %6403 : tensor<1x1x128x512xf32>
    %6405 = stablehlo.divide %6399, %6404 : tensor<1x1x128x512xf32>
    %6406 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6407 = stablehlo.multiply %6406, %m.layer2.1.bn3.g : tensor<512xf32>
    %6408 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6409 = stablehlo.multiply %6408, %4877 : tensor<512xf32>
    %6410 = stablehlo.add %6407, %6409 : tensor<512xf32>
    %6411 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6412 = stablehlo.multiply %6411, %v.layer2.1.bn3.g : tensor<512xf32>
    %6413 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6414 = stablehlo.multiply %4877, %4877 : tensor<512xf32>
    %6415 = stablehlo.multiply %6413, %6414 : tensor<512xf32>
    %6416 = stablehlo.add %6412, %6415 : tensor<512xf32>
    %6417 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6418 = stablehlo.divide %6410, %6417 : tensor<512xf32>
    %6419 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6420 = stablehlo.divide %6416, %6419 : tensor<512xf32>
    %6421 = stablehlo.sqrt %6420 : tensor<512xf32>
    %6422 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6423 = stablehlo.add %6421, %6422 : tensor<512xf32>
    %6424 = stablehlo.divide %6418, %6423 : tensor<512xf32>
    %6425 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6426 = stablehlo.multiply %6425, %m.layer2.1.bn3.b : tensor<512xf32>
    %6427 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6428 = stablehlo.multiply %6427, %4882 : tensor<512xf32>
    %6429 = stablehlo.add %6426, %6428 : tensor<512xf32>
    %6430 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6431 = stablehlo.multiply %6430, %v.layer2.1.bn3.b : tensor<512xf32>
    %6432 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6433 = stablehlo.multiply %4882, %4882 : tensor<512xf32>
    %6434 = stablehlo.multiply %6432, %6433 : tensor<512xf32>
    %6435 = stablehlo.add %6431, %6434 : tensor<512xf32>
    %6436 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6437 = stablehlo.divide %6429, %6436 : tensor<512xf32>
    %6438 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6439 = stablehlo.divide %6435, %6438 : tensor<512xf32>
    %6440 = stablehlo.sqrt %6439 : tensor<512xf32>
    %6441 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6442 = stablehlo.add %6440, %6441 : tensor<512xf32>
    %6443 = stablehlo.divide %6437, %6442 : tensor<512xf32>
    %6444 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %6445 = stablehlo.multiply %6444, %m.layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %6446 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %6447 = stablehlo.multiply %6446, %4887 : tensor<1x1x512x128xf32>
    %6448 = stablehlo.add %6445, %6447 : tensor<1x1x512x128xf32>
    %6449 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %6450 = stablehlo.multiply %6449, %v.layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %6451 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %6452 = stablehlo.multiply %4887, %4887 : tensor<1x1x512x128xf32>
    %6453 = stablehlo.multiply %6451, %6452 : tensor<1x1x512x128xf32>
    %6454 = stablehlo.add %6450, %6453 : tensor<1x1x512x128xf32>
    %6455 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6456 = stablehlo.divide %6448, %6455 : tensor<1x1x512x128xf32>
    %6457 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6458 = stablehlo.divide %6454, %6457 : tensor<1x1x512x128xf32>
    %6459 = stablehlo.sqrt %6458 : tensor<1x1x512x128xf32>
    %6460 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %6461 = stablehlo.add %6459, %6460 : tensor<1x1x512x128xf32>
    %6462 = stablehlo.divide %6456, %6461 : tensor<1x1x512x128xf32>
    %6463 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6464 = stablehlo.multiply %6463, %m.layer2.2.bn1.g : tensor<128xf32>
    %6465 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6466 = stablehlo.multiply %6465, %4892 : tensor<128xf32>
    %6467 = stablehlo.add %6464, %6466 : tensor<128xf32>
    %6468 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6469 = stablehlo.multiply %6468, %v.layer2.2.bn1.g : tensor<128xf32>
    %6470 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6471 = stablehlo.multiply %4892, %4892 : tensor<128xf32>
    %6472 = stablehlo.multiply %6470, %6471 : tensor<128xf32>
    %6473 = stablehlo.add %6469, %6472 : tensor<128xf32>
    %6474 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6475 = stablehlo.divide %6467, %6474 : tensor<128xf32>
    %6476 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6477 = stablehlo.divide %6473, %6476 : tensor<128xf32>
    %6478 = stablehlo.sqrt %6477 : tensor<128xf32>
    %6479 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6480 = stablehlo.add %6478, %6479 : tensor<128xf32>
    %6481 = stablehlo.divide %6475, %6480 : tensor<128xf32>
    %6482 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6483 = stablehlo.multiply %6482, %m.layer2.2.bn1.b : tensor<128xf32>
    %6484 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6485 = stablehlo.multiply %6484, %4897 : tensor<128xf32>
    %6486 = stablehlo.add %6483, %6485 : tensor<128xf32>
    %6487 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6488 = stablehlo.multiply %6487, %v.layer2.2.bn1.b : tensor<128xf32>
    %6489 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6490 = stablehlo.multiply %4897, %4897 : tensor<128xf32>
    %6491 = stablehlo.multiply %6489, %6490 : tensor<128xf32>
    %6492 = stablehlo.add %6488, %6491 : tensor<128xf32>
    %6493 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6494 = stablehlo.divide %6486, %6493 : tensor<128xf32>
    %6495 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6496 = stablehlo.divide %6492, %6495 : tensor<128xf32>
    %6497 = stablehlo.sqrt %6496 : tensor<128xf32>
    %6498 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6499 = stablehlo.add %6497, %6498 : tensor<128xf32>
    %6500 = stablehlo.divide %6494, %6499 : tensor<128xf32>
    %6501 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %6502 = stablehlo.multiply %6501, %m.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %6503 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %6504 = stablehlo.multiply %6503, %4902 : tensor<3x3x128x128xf32>
    %6505 = stablehlo.add %6502, %6504 : tensor<3x3x128x128xf32>
    %6506 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %6507 = stablehlo.multiply %6506, %v.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %6508 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %6509 = stablehlo.multiply %4902, %4902 : tensor<3x3x128x128xf32>
    %6510 = stablehlo.multiply %6508, %6509 : tensor<3x3x128x128xf32>
    %6511 = stablehlo.add %6507, %6510 : tensor<3x3x128x128xf32>
    %6512 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6513 = stablehlo.divide %6505, %6512 : tensor<3x3x128x128xf32>
    %6514 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6515 = stablehlo.divide %6511, %6514 : tensor<3x3x128x128xf32>
    %6516 = stablehlo.sqrt %6515 : tensor<3x3x128x128xf32>
    %6517 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %6518 = stablehlo.add %6516, %6517 : tensor<3x3x128x128xf32>
    %6519 = stablehlo.divide %6513, %6518 : tensor<3x3x128x128xf32>
    %6520 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6521 = stablehlo.multiply %6520, %m.layer2.2.bn2.g : tensor<128xf32>
    %6522 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6523 = stablehlo.multiply %6522, %4907 : tensor<128xf32>
    %6524 = stablehlo.add %6521, %6523 : tensor<128xf32>
    %6525 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6526 = stablehlo.multiply %6525, %v.layer2.2.bn2.g : tensor<128xf32>
    %6527 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6528 = stablehlo.multiply %4907, %4907 : tensor<128xf32>
    %6529 = stablehlo.multiply %6527, %6528 : tensor<128xf32>
    %6530 = stablehlo.add %6526, %6529 : tensor<128xf32>
    %6531 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6532 = stablehlo.divide %6524, %6531 : tensor<128xf32>
    %6533 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6534 = stablehlo.divide %6530, %6533 : tensor<128xf32>
    %6535 = stablehlo.sqrt %6534 : tensor<128xf32>
    %6536 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6537 = stablehlo.add %6535, %6536 : tensor<128xf32>
    %6538 = stablehlo.divide %6532, %6537 : tensor<128xf32>
    %6539 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6540 = stablehlo.multiply %6539, %m.layer2.2.bn2.b : tensor<128xf32>
    %6541 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6542 = stablehlo.multiply %6541, %4912 : tensor<128xf32>
    %6543 = stablehlo.add %6540, %6542 : tensor<128xf32>
    %6544 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6545 = stablehlo.multiply %6544, %v.layer2.2.bn2.b : tensor<128xf32>
    %6546 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6547 = stablehlo.multiply %4912, %4912 : tensor<128xf32>
    %6548 = stablehlo.multiply %6546, %6547 : tensor<128xf32>
    %6549 = stablehlo.add %6545, %6548 : tensor<128xf32>
    %6550 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6551 = stablehlo.divide %6543, %6550 : tensor<128xf32>
    %6552 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6553 = stablehlo.divide %6549, %6552 : tensor<128xf32>
    %6554 = stablehlo.sqrt %6553 : tensor<128xf32>
    %6555 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6556 = stablehlo.add %6554, %6555 : tensor<128xf32>
    %6557 = stablehlo.divide %6551, %6556 : tensor<128xf32>
    %6558 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %6559 = stablehlo.multiply %6558, %m.layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %6560 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %6561 = stablehlo.multiply %6560, %4917 : tensor<1x1x128x512xf32>
    %6562 = stablehlo.add %6559, %6561 : tensor<1x1x128x512xf32>
    %6563 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %6564 = stablehlo.multiply %6563, %v.layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %6565 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %6566 = stablehlo.multiply %4917, %4917 : tensor<1x1x128x512xf32>
    %6567 = stablehlo.multiply %6565, %6566 : tensor<1x1x128x512xf32>
    %6568 = stablehlo.add %6564, %6567 : tensor<1x1x128x512xf32>
    %6569 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6570 = stablehlo.divide %6562, %6569 : tensor<1x1x128x512xf32>
    %6571 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6572 = stablehlo.divide %6568, %6571 : tensor<1x1x128x512xf32>
    %6573 = stablehlo.sqrt %6572 : tensor<1x1x128x512xf32>
    %6574 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %6575 = stablehlo.add %6573, %6574 : tensor<1x1x128x512xf32>
    %6576 = stablehlo.divide %6570, %6575 : tensor<1x1x128x512xf32>
    %6577 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6578 = stablehlo.multiply %6577, %m.layer2.2.bn3.g : tensor<512xf32>
    %6579 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6580 = stablehlo.multiply %6579, %4922 : tensor<512xf32>
    %6581 = stablehlo.add %6578, %6580 : tensor<512xf32>
    %6582 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6583 = stablehlo.multiply %6582, %v.layer2.2.bn3.g : tensor<512xf32>
    %6584 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6585 = stablehlo.multiply %4922, %4922 : tensor<512xf32>
    %6586 = stablehlo.multiply %6584, %6585 : tensor<512xf32>
    %6587 = stablehlo.add %6583, %6586 : tensor<512xf32>
    %6588 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6589 = stablehlo.divide %6581, %6588 : tensor<512xf32>
    %6590 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6591 = stablehlo.divide %6587, %6590 : tensor<512xf32>
    %6592 = stablehlo.sqrt %6591 : tensor<512xf32>
    %6593 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6594 = stablehlo.add %6592, %6593 : tensor<512xf32>
    %6595 = stablehlo.divide %6589, %6594 : tensor<512xf32>
    %6596 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6597 = stablehlo.multiply %6596, %m.layer2.2.bn3.b : tensor<512xf32>
    %6598 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6599 = stablehlo.multiply %6598, %4927 : tensor<512xf32>
    %6600 = stablehlo.add %6597, %6599 : tensor<512xf32>
    %6601 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6602 = stablehlo.multiply %6601, %v.layer2.2.bn3.b : tensor<512xf32>
    %6603 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6604 = stablehlo.multiply %4927, %4927 : tensor<512xf32>
    %6605 = stablehlo.multiply %6603, %6604 : tensor<512xf32>
    %6606 = stablehlo.add %6602, %6605 : tensor<512xf32>
    %6607 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6608 = stablehlo.divide %6600, %6607 : tensor<512xf32>
    %6609 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6610 = stablehlo.divide %6606, %6609 : tensor<512xf32>
    %6611 = stablehlo.sqrt %6610 : tensor<512xf32>
    %6612 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6613 = stablehlo.add %6611, %6612 : tensor<512xf32>
    %6614 = stablehlo.divide %6608, %6613 : tensor<512xf32>
    %6615 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %6616 = stablehlo.multiply %6615, %m.layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %6617 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %6618 = stablehlo.multiply %6617, %4932 : tensor<1x1x512x128xf32>
    %6619 = stablehlo.add %6616, %6618 : tensor<1x1x512x128xf32>
    %6620 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %6621 = stablehlo.multiply %6620, %v.layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %6622 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %6623 = stablehlo.multiply %4932, %4932 : tensor<1x1x512x128xf32>
    %6624 = stablehlo.multiply %6622, %6623 : tensor<1x1x512x128xf32>
    %6625 = stablehlo.add %6621, %6624 : tensor<1x1x512x128xf32>
    %6626 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6627 = stablehlo.divide %6619, %6626 : tensor<1x1x512x128xf32>
    %6628 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6629 = stablehlo.divide %6625, %6628 : tensor<1x1x512x128xf32>
    %6630 = stablehlo.sqrt %6629 : tensor<1x1x512x128xf32>
    %6631 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %6632 = stablehlo.add %6630, %6631 : tensor<1x1x512x128xf32>
    %6633 = stablehlo.divide %6627, %6632 : tensor<1x1x512x128xf32>
    %6634 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6635 = stablehlo.multiply %6634, %m.layer2.3.bn1.g : tensor<128xf32>
    %6636 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6637 = stablehlo.multiply %6636, %4937 : tensor<128xf32>
    %6638 = stablehlo.add %6635, %6637 : tensor<128xf32>
    %6639 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6640 = stablehlo.multiply %6639, %v.layer2.3.bn1.g : tensor<128xf32>
    %6641 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6642 = stablehlo.multiply %4937, %4937 : tensor<128xf32>
    %6643 = stablehlo.multiply %6641, %6642 : tensor<128xf32>
    %6644 = stablehlo.add %6640, %6643 : tensor<128xf32>
    %6645 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6646 = stablehlo.divide %6638, %6645 : tensor<128xf32>
    %6647 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6648 = stablehlo.divide %6644, %6647 : tensor<128xf32>
    %6649 = stablehlo.sqrt %6648 : tensor<128xf32>
    %6650 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6651 = stablehlo.add %6649, %6650 : tensor<128xf32>
    %6652 = stablehlo.divide %6646, %6651 : tensor<128xf32>
    %6653 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6654 = stablehlo.multiply %6653, %m.layer2.3.bn1.b : tensor<128xf32>
    %6655 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6656 = stablehlo.multiply %6655, %4942 : tensor<128xf32>
    %6657 = stablehlo.add %6654, %6656 : tensor<128xf32>
    %6658 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6659 = stablehlo.multiply %6658, %v.layer2.3.bn1.b : tensor<128xf32>
    %6660 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6661 = stablehlo.multiply %4942, %4942 : tensor<128xf32>
    %6662 = stablehlo.multiply %6660, %6661 : tensor<128xf32>
    %6663 = stablehlo.add %6659, %6662 : tensor<128xf32>
    %6664 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6665 = stablehlo.divide %6657, %6664 : tensor<128xf32>
    %6666 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6667 = stablehlo.divide %6663, %6666 : tensor<128xf32>
    %6668 = stablehlo.sqrt %6667 : tensor<128xf32>
    %6669 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6670 = stablehlo.add %6668, %6669 : tensor<128xf32>
    %6671 = stablehlo.divide %6665, %6670 : tensor<128xf32>
    %6672 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %6673 = stablehlo.multiply %6672, %m.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %6674 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %6675 = stablehlo.multiply %6674, %4947 : tensor<3x3x128x128xf32>
    %6676 = stablehlo.add %6673, %6675 : tensor<3x3x128x128xf32>
    %6677 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %6678 = stablehlo.multiply %6677, %v.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %6679 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %6680 = stablehlo.multiply %4947, %4947 : tensor<3x3x128x128xf32>
    %6681 = stablehlo.multiply %6679, %6680 : tensor<3x3x128x128xf32>
    %6682 = stablehlo.add %6678, %6681 : tensor<3x3x128x128xf32>
    %6683 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6684 = stablehlo.divide %6676, %6683 : tensor<3x3x128x128xf32>
    %6685 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6686 = stablehlo.divide %6682, %6685 : tensor<3x3x128x128xf32>
    %6687 = stablehlo.sqrt %6686 : tensor<3x3x128x128xf32>
    %6688 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %6689 = stablehlo.add %6687, %6688 : tensor<3x3x128x128xf32>
    %6690 = stablehlo.divide %6684, %6689 : tensor<3x3x128x128xf32>
    %6691 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6692 = stablehlo.multiply %6691, %m.layer2.3.bn2.g : tensor<128xf32>
    %6693 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6694 = stablehlo.multiply %6693, %4952 : tensor<128xf32>
    %6695 = stablehlo.add %6692, %6694 : tensor<128xf32>
    %6696 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6697 = stablehlo.multiply %6696, %v.layer2.3.bn2.g : tensor<128xf32>
    %6698 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6699 = stablehlo.multiply %4952, %4952 : tensor<128xf32>
    %6700 = stablehlo.multiply %6698, %6699 : tensor<128xf32>
    %6701 = stablehlo.add %6697, %6700 : tensor<128xf32>
    %6702 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6703 = stablehlo.divide %6695, %6702 : tensor<128xf32>
    %6704 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6705 = stablehlo.divide %6701, %6704 : tensor<128xf32>
    %6706 = stablehlo.sqrt %6705 : tensor<128xf32>
    %6707 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6708 = stablehlo.add %6706, %6707 : tensor<128xf32>
    %6709 = stablehlo.divide %6703, %6708 : tensor<128xf32>
    %6710 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6711 = stablehlo.multiply %6710, %m.layer2.3.bn2.b : tensor<128xf32>
    %6712 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6713 = stablehlo.multiply %6712, %4957 : tensor<128xf32>
    %6714 = stablehlo.add %6711, %6713 : tensor<128xf32>
    %6715 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6716 = stablehlo.multiply %6715, %v.layer2.3.bn2.b : tensor<128xf32>
    %6717 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6718 = stablehlo.multiply %4957, %4957 : tensor<128xf32>
    %6719 = stablehlo.multiply %6717, %6718 : tensor<128xf32>
    %6720 = stablehlo.add %6716, %6719 : tensor<128xf32>
    %6721 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6722 = stablehlo.divide %6714, %6721 : tensor<128xf32>
    %6723 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6724 = stablehlo.divide %6720, %6723 : tensor<128xf32>
    %6725 = stablehlo.sqrt %6724 : tensor<128xf32>
    %6726 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6727 = stablehlo.add %6725, %6726 : tensor<128xf32>
    %6728 = stablehlo.divide %6722, %6727 : tensor<128xf32>
    %6729 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %6730 = stablehlo.multiply %6729, %m.layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %6731 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %6732 = stablehlo.multiply %6731, %4962 : tensor<1x1x128x512xf32>
    %6733 = stablehlo.add %6730, %6732 : tensor<1x1x128x512xf32>
    %6734 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %6735 = stablehlo.multiply %6734, %v.layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %6736 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %6737 = stablehlo.multiply %4962, %4962 : tensor<1x1x128x512xf32>
    %6738 = stablehlo.multiply %6736, %6737 : tensor<1x1x128x512xf32>
    %6739 = stablehlo.add %6735, %6738 : tensor<1x1x128x512xf32>
    %6740 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6741 = stablehlo.divide %6733, %6740 : tensor<1x1x128x512xf32>
    %6742 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6743 = stablehlo.divide %6739, %6742 : tensor<1x1x128x512xf32>
    %6744 = stablehlo.sqrt %6743 : tensor<1x1x128x512xf32>
    %6745 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %6746 = stablehlo.add %6744, %6745 : tensor<1x1x128x512xf32>
    %6747 = stablehlo.divide %6741, %6746 : tensor<1x1x128x512xf32>
    %6748 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6749 = stablehlo.multiply %6748, %m.layer2.3.bn3.g : tensor<512xf32>
    %6750 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6751 = stablehlo.multiply %6750, %4967 : tensor<512xf32>
    %6752 = stablehlo.add %6749, %6751 : tensor<512xf32>
    %6753 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6754 = stablehlo.multiply %6753, %v.layer2.3.bn3.g : tensor<512xf32>
    %6755 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6756 = stablehlo.multiply %4967, %4967 : tensor<512xf32>
    %6757 = stablehlo.multiply %6755, %6756 : tensor<512xf32>
    %6758 = stablehlo.add %6754, %6757 : tensor<512xf32>
    %6759 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6760 = stablehlo.divide %6752, %6759 : tensor<512xf32>
    %6761 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6762 = stablehlo.divide %6758, %6761 : tensor<512xf32>
    %6763 = stablehlo.sqrt %6762 : tensor<512xf32>
    %6764 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6765 = stablehlo.add %6763, %6764 : tensor<512xf32>
    %6766 = stablehlo.divide %6760, %6765 : tensor<512xf32>
    %6767 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6768 = stablehlo.multiply %6767, %m.layer2.3.bn3.b : tensor<512xf32>
    %6769 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6770 = stablehlo.multiply %6769, %4972 : tensor<512xf32>
    %6771 = stablehlo.add %6768, %6770 : tensor<512xf32>
    %6772 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6773 = stablehlo.multiply %6772, %v.layer2.3.bn3.b : tensor<512xf32>
    %6774 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6775 = stablehlo.multiply %4972, %4972 : tensor<512xf32>
    %6776 = stablehlo.multiply %6774, %6775 : tensor<512xf32>
    %6777 = stablehlo.add %6773, %6776 : tensor<512xf32>
    %6778 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6779 = stablehlo.divide %6771, %6778 : tensor<512xf32>
    %6780 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6781 = stablehlo.divide %6777, %6780 : tensor<512xf32>
    %6782 = stablehlo.sqrt %6781 : tensor<512xf32>
    %6783 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6784 = stablehlo.add %6782, %6783 : tensor<512xf32>
    %6785 = stablehlo.divide %6779, %6784 : tensor<512xf32>
    %6786 = stablehlo.constant dense<0.9> : tensor<1x1x512x256xf32>
    %6787 = stablehlo.multiply %6786, %m.layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %6788 = stablehlo.constant dense<0.1> : tensor<1x1x512x256xf32>
    %6789 = stablehlo.multiply %6788, %4977 : tensor<1x1x512x256xf32>
    %6790 = stablehlo.add %6787, %6789 : tensor<1x1x512x256xf32>
    %6791 = stablehlo.constant dense<0.999> : tensor<1x1x512x256xf32>
    %6792 = stablehlo.multiply %6791, %v.layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %6793 = stablehlo.constant dense<0.001> : tensor<1x1x512x256xf32>
    %6794 = stablehlo.multiply %4977, %4977 : tensor<1x1x512x256xf32>
    %6795 = stablehlo.multiply %6793, %6794 : tensor<1x1x512x256xf32>
    %6796 = stablehlo.add %6792, %6795 : tensor<1x1x512x256xf32>
    %6797 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %6798 = stablehlo.divide %6790, %6797 : tensor<1x1x512x256xf32>
    %6799 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %6800 = stablehlo.divide %6796, %6799 : tensor<1x1x512x256xf32>
    %6801 = stablehlo.sqrt %6800 : tensor<1x1x512x256xf32>
    %6802 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x256xf32>
    %6803 = stablehlo.add %6801, %6802 : tensor<1x1x512x256xf32>
    %6804 = stablehlo.divide %6798, %6803 : tensor<1x1x512x256xf32>
    %6805 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6806 = stablehlo.multiply %6805, %m.layer3.0.bn1.g : tensor<256xf32>
    %6807 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6808 = stablehlo.multiply %6807, %4982 : tensor<256xf32>
    %6809 = stablehlo.add %6806, %6808 : tensor<256xf32>
    %6810 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6811 = stablehlo.multiply %6810, %v.layer3.0.bn1.g : tensor<256xf32>
    %6812 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6813 = stablehlo.multiply %4982, %4982 : tensor<256xf32>
    %6814 = stablehlo.multiply %6812, %6813 : tensor<256xf32>
    %6815 = stablehlo.add %6811, %6814 : tensor<256xf32>
    %6816 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6817 = stablehlo.divide %6809, %6816 : tensor<256xf32>
    %6818 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6819 = stablehlo.divide %6815, %6818 : tensor<256xf32>
    %6820 = stablehlo.sqrt %6819 : tensor<256xf32>
    %6821 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6822 = stablehlo.add %6820, %6821 : tensor<256xf32>
    %6823 = stablehlo.divide %6817, %6822 : tensor<256xf32>
    %6824 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6825 = stablehlo.multiply %6824, %m.layer3.0.bn1.b : tensor<256xf32>
    %6826 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6827 = stablehlo.multiply %6826, %4987 : tensor<256xf32>
    %6828 = stablehlo.add %6825, %6827 : tensor<256xf32>
    %6829 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6830 = stablehlo.multiply %6829, %v.layer3.0.bn1.b : tensor<256xf32>
    %6831 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6832 = stablehlo.multiply %4987, %4987 : tensor<256xf32>
    %6833 = stablehlo.multiply %6831, %6832 : tensor<256xf32>
    %6834 = stablehlo.add %6830, %6833 : tensor<256xf32>
    %6835 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6836 = stablehlo.divide %6828, %6835 : tensor<256xf32>
    %6837 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6838 = stablehlo.divide %6834, %6837 : tensor<256xf32>
    %6839 = stablehlo.sqrt %6838 : tensor<256xf32>
    %6840 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6841 = stablehlo.add %6839, %6840 : tensor<256xf32>
    %6842 = stablehlo.divide %6836, %6841 : tensor<256xf32>
    %6843 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6844 = stablehlo.multiply %6843, %m.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %6845 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6846 = stablehlo.multiply %6845, %4992 : tensor<3x3x256x256xf32>
    %6847 = stablehlo.add %6844, %6846 : tensor<3x3x256x256xf32>
    %6848 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6849 = stablehlo.multiply %6848, %v.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %6850 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6851 = stablehlo.multiply %4992, %4992 : tensor<3x3x256x256xf32>
    %6852 = stablehlo.multiply %6850, %6851 : tensor<3x3x256x256xf32>
    %6853 = stablehlo.add %6849, %6852 : tensor<3x3x256x256xf32>
    %6854 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6855 = stablehlo.divide %6847, %6854 : tensor<3x3x256x256xf32>
    %6856 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6857 = stablehlo.divide %6853, %6856 : tensor<3x3x256x256xf32>
    %6858 = stablehlo.sqrt %6857 : tensor<3x3x256x256xf32>
    %6859 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6860 = stablehlo.add %6858, %6859 : tensor<3x3x256x256xf32>
    %6861 = stablehlo.divide %6855, %6860 : tensor<3x3x256x256xf32>
    %6862 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6863 = stablehlo.multiply %6862, %m.layer3.0.bn2.g : tensor<256xf32>
    %6864 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6865 = stablehlo.multiply %6864, %4997 : tensor<256xf32>
    %6866 = stablehlo.add %6863, %6865 : tensor<256xf32>
    %6867 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6868 = stablehlo.multiply %6867, %v.layer3.0.bn2.g : tensor<256xf32>
    %6869 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6870 = stablehlo.multiply %4997, %4997 : tensor<256xf32>
    %6871 = stablehlo.multiply %6869, %6870 : tensor<256xf32>
    %6872 = stablehlo.add %6868, %6871 : tensor<256xf32>
    %6873 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6874 = stablehlo.divide %6866, %6873 : tensor<256xf32>
    %6875 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6876 = stablehlo.divide %6872, %6875 : tensor<256xf32>
    %6877 = stablehlo.sqrt %6876 : tensor<256xf32>
    %6878 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6879 = stablehlo.add %6877, %6878 : tensor<256xf32>
    %6880 = stablehlo.divide %6874, %6879 : tensor<256xf32>
    %6881 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6882 = stablehlo.multiply %6881, %m.layer3.0.bn2.b : tensor<256xf32>
    %6883 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6884 = stablehlo.multiply %6883, %5002 : tensor<256xf32>
    %6885 = stablehlo.add %6882, %6884 : tensor<256xf32>
    %6886 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6887 = stablehlo.multiply %6886, %v.layer3.0.bn2.b : tensor<256xf32>
    %6888 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6889 = stablehlo.multiply %5002, %5002 : tensor<256xf32>
    %6890 = stablehlo.multiply %6888, %6889 : tensor<256xf32>
    %6891 = stablehlo.add %6887, %6890 : tensor<256xf32>
    %6892 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6893 = stablehlo.divide %6885, %6892 : tensor<256xf32>
    %6894 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6895 = stablehlo.divide %6891, %6894 : tensor<256xf32>
    %6896 = stablehlo.sqrt %6895 : tensor<256xf32>
    %6897 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6898 = stablehlo.add %6896, %6897 : tensor<256xf32>
    %6899 = stablehlo.divide %6893, %6898 : tensor<256xf32>
    %6900 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %6901 = stablehlo.multiply %6900, %m.layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %6902 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %6903 = stablehlo.multiply %6902, %5007 : tensor<1x1x256x1024xf32>
    %6904 = stablehlo.add %6901, %6903 : tensor<1x1x256x1024xf32>
    %6905 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %6906 = stablehlo.multiply %6905, %v.layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %6907 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %6908 = stablehlo.multiply %5007, %5007 : tensor<1x1x256x1024xf32>
    %6909 = stablehlo.multiply %6907, %6908 : tensor<1x1x256x1024xf32>
    %6910 = stablehlo.add %6906, %6909 : tensor<1x1x256x1024xf32>
    %6911 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6912 = stablehlo.divide %6904, %6911 : tensor<1x1x256x1024xf32>
    %6913 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6914 = stablehlo.divide %6910, %6913 : tensor<1x1x256x1024xf32>
    %6915 = stablehlo.sqrt %6914 : tensor<1x1x256x1024xf32>
    %6916 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %6917 = stablehlo.add %6915, %6916 : tensor<1x1x256x1024xf32>
    %6918 = stablehlo.divide %6912, %6917 : tensor<1x1x256x1024xf32>
    %6919 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6920 = stablehlo.multiply %6919, %m.layer3.0.bn3.g : tensor<1024xf32>
    %6921 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6922 = stablehlo.multiply %6921, %5012 : tensor<1024xf32>
    %6923 = stablehlo.add %6920, %6922 : tensor<1024xf32>
    %6924 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6925 = stablehlo.multiply %6924, %v.layer3.0.bn3.g : tensor<1024xf32>
    %6926 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6927 = stablehlo.multiply %5012, %5012 : tensor<1024xf32>
    %6928 = stablehlo.multiply %6926, %6927 : tensor<1024xf32>
    %6929 = stablehlo.add %6925, %6928 : tensor<1024xf32>
    %6930 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6931 = stablehlo.divide %6923, %6930 : tensor<1024xf32>
    %6932 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6933 = stablehlo.divide %6929, %6932 : tensor<1024xf32>
    %6934 = stablehlo.sqrt %6933 : tensor<1024xf32>
    %6935 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6936 = stablehlo.add %6934, %6935 : tensor<1024xf32>
    %6937 = stablehlo.divide %6931, %6936 : tensor<1024xf32>
    %6938 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6939 = stablehlo.multiply %6938, %m.layer3.0.bn3.b : tensor<1024xf32>
    %6940 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6941 = stablehlo.multiply %6940, %5017 : tensor<1024xf32>
    %6942 = stablehlo.add %6939, %6941 : tensor<1024xf32>
    %6943 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6944 = stablehlo.multiply %6943, %v.layer3.0.bn3.b : tensor<1024xf32>
    %6945 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6946 = stablehlo.multiply %5017, %5017 : tensor<1024xf32>
    %6947 = stablehlo.multiply %6945, %6946 : tensor<1024xf32>
    %6948 = stablehlo.add %6944, %6947 : tensor<1024xf32>
    %6949 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6950 = stablehlo.divide %6942, %6949 : tensor<1024xf32>
    %6951 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6952 = stablehlo.divide %6948, %6951 : tensor<1024xf32>
    %6953 = stablehlo.sqrt %6952 : tensor<1024xf32>
    %6954 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6955 = stablehlo.add %6953, %6954 : tensor<1024xf32>
    %6956 = stablehlo.divide %6950, %6955 : tensor<1024xf32>
    %6957 = stablehlo.constant dense<0.9> : tensor<1x1x512x1024xf32>
    %6958 = stablehlo.multiply %6957, %m.layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %6959 = stablehlo.constant dense<0.1> : tensor<1x1x512x1024xf32>
    %6960 = stablehlo.multiply %6959, %5022 : tensor<1x1x512x1024xf32>
    %6961 = stablehlo.add %6958, %6960 : tensor<1x1x512x1024xf32>
    %6962 = stablehlo.constant dense<0.999> : tensor<1x1x512x1024xf32>
    %6963 = stablehlo.multiply %6962, %v.layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %6964 = stablehlo.constant dense<0.001> : tensor<1x1x512x1024xf32>
    %6965 = stablehlo.multiply %5022, %5022 : tensor<1x1x512x1024xf32>
    %6966 = stablehlo.multiply %6964, %6965 : tensor<1x1x512x1024xf32>
    %6967 = stablehlo.add %6963, %6966 : tensor<1x1x512x1024xf32>
    %6968 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %6969 = stablehlo.divide %6961, %6968 : tensor<1x1x512x1024xf32>
    %6970 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %6971 = stablehlo.divide %6967, %6970 : tensor<1x1x512x1024xf32>
    %6972 = stablehlo.sqrt %6971 : tensor<1x1x512x1024xf32>
    %6973 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x1024xf32>
    %6974 = stablehlo.add %6972, %6973 : tensor<1x1x512x1024xf32>
    %6975 = stablehlo.divide %6969, %6974 : tensor<1x1x512x1024xf32>
    %6976 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6977 = stablehlo.multiply %6976, %m.layer3.0.downsample.1.g : tensor<1024xf32>
    %6978 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6979 = stablehlo.multiply %6978, %5027 : tensor<1024xf32>
    %6980 = stablehlo.add %6977, %6979 : tensor<1024xf32>
    %6981 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6982 = stablehlo.multiply %6981, %v.layer3.0.downsample.1.g : tensor<1024xf32>
    %6983 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6984 = stablehlo.multiply %5027, %5027 : tensor<1024xf32>
    %6985 = stablehlo.multiply %6983, %6984 : tensor<1024xf32>
    %6986 = stablehlo.add %6982, %6985 : tensor<1024xf32>
    %6987 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6988 = stablehlo.divide %6980, %6987 : tensor<1024xf32>
    %6989 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6990 = stablehlo.divide %6986, %6989 : tensor<1024xf32>
    %6991 = stablehlo.sqrt %6990 : tensor<1024xf32>
    %6992 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6993 = stablehlo.add %6991, %6992 : tensor<1024xf32>
    %6994 = stablehlo.divide %6988, %6993 : tensor<1024xf32>
    %6995 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6996 = stablehlo.multiply %6995, %m.layer3.0.downsample.1.b : tensor<1024xf32>
    %6997 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6998 = stablehlo.multiply %6997, %5032 : tensor<1024xf32>
    %6999 = stablehlo.add %6996, %6998 : tensor<1024xf32>
    %7000 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7001 = stablehlo.multiply %7000, %v.layer3.0.downsample.1.b : tensor<1024xf32>
    %7002 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7003 = stablehlo.multiply %5032, %5032 : tensor<1024xf32>
    %7004 = stablehlo.multiply %7002, %7003 : tensor<1024xf32>
    %7005 = stablehlo.add %7001, %7004 : tensor<1024xf32>
    %7006 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7007 = stablehlo.divide %6999, %7006 : tensor<1024xf32>
    %7008 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7009 = stablehlo.divide %7005, %7008 : tensor<1024xf32>
    %7010 = stablehlo.sqrt %7009 : tensor<1024xf32>
    %7011 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7012 = stablehlo.add %7010, %7011 : tensor<1024xf32>
    %7013 = stablehlo.divide %7007, %7012 : tensor<1024xf32>
    %7014 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7015 = stablehlo.multiply %7014, %m.layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %7016 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7017 = stablehlo.multiply %7016, %5037 : tensor<1x1x1024x256xf32>
    %7018 = stablehlo.add %7015, %7017 : tensor<1x1x1024x256xf32>
    %7019 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7020 = stablehlo.multiply %7019, %v.layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %7021 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7022 = stablehlo.multiply %5037, %5037 : tensor<1x1x1024x256xf32>
    %7023 = stablehlo.multiply %7021, %7022 : tensor<1x1x1024x256xf32>
    %7024 = stablehlo.add %7020, %7023 : tensor<1x1x1024x256xf32>
    %7025 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7026 = stablehlo.divide %7018, %7025 : tensor<1x1x1024x256xf32>
    %7027 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7028 = stablehlo.divide %7024, %7027 : tensor<1x1x1024x256xf32>
    %7029 = stablehlo.sqrt %7028 : tensor<1x1x1024x256xf32>
    %7030 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7031 = stablehlo.add %7029, %7030 : tensor<1x1x1024x256xf32>
    %7032 = stablehlo.divide %7026, %7031 : tensor<1x1x1024x256xf32>
    %7033 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7034 = stablehlo.multiply %7033, %m.layer3.1.bn1.g : tensor<256xf32>
    %7035 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7036 = stablehlo.multiply %7035, %5042 : tensor<256xf32>
    %7037 = stablehlo.add %7034, %7036 : tensor<256xf32>
    %7038 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7039 = stablehlo.multiply %7038, %v.layer3.1.bn1.g : tensor<256xf32>
    %7040 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7041 = stablehlo.multiply %5042, %5042 : tensor<256xf32>
    %7042 = stablehlo.multiply %7040, %7041 : tensor<256xf32>
    %7043 = stablehlo.add %7039, %7042 : tensor<256xf32>
    %7044 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7045 = stablehlo.divide %7037, %7044 : tensor<256xf32>
    %7046 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7047 = stablehlo.divide %7043, %7046 : tensor<256xf32>
    %7048 = stablehlo.sqrt %7047 : tensor<256xf32>
    %7049 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7050 = stablehlo.add %7048, %7049 : tensor<256xf32>
    %7051 = stablehlo.divide %7045, %7050 : tensor<256xf32>
    %7052 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7053 = stablehlo.multiply %7052, %m.layer3.1.bn1.b : tensor<256xf32>
    %7054 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7055 = stablehlo.multiply %7054, %5047 : tensor<256xf32>
    %7056 = stablehlo.add %7053, %7055 : tensor<256xf32>
    %7057 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7058 = stablehlo.multiply %7057, %v.layer3.1.bn1.b : tensor<256xf32>
    %7059 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7060 = stablehlo.multiply %5047, %5047 : tensor<256xf32>
    %7061 = stablehlo.multiply %7059, %7060 : tensor<256xf32>
    %7062 = stablehlo.add %7058, %7061 : tensor<256xf32>
    %7063 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7064 = stablehlo.divide %7056, %7063 : tensor<256xf32>
    %7065 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7066 = stablehlo.divide %7062, %7065 : tensor<256xf32>
    %7067 = stablehlo.sqrt %7066 : tensor<256xf32>
    %7068 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7069 = stablehlo.add %7067, %7068 : tensor<256xf32>
    %7070 = stablehlo.divide %7064, %7069 : tensor<256xf32>
    %7071 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7072 = stablehlo.multiply %7071, %m.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %7073 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7074 = stablehlo.multiply %7073, %5052 : tensor<3x3x256x256xf32>
    %7075 = stablehlo.add %7072, %7074 : tensor<3x3x256x256xf32>
    %7076 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7077 = stablehlo.multiply %7076, %v.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %7078 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7079 = stablehlo.multiply %5052, %5052 : tensor<3x3x256x256xf32>
    %7080 = stablehlo.multiply %7078, %7079 : tensor<3x3x256x256xf32>
    %7081 = stablehlo.add %7077, %7080 : tensor<3x3x256x256xf32>
    %7082 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7083 = stablehlo.divide %7075, %7082 : tensor<3x3x256x256xf32>
    %7084 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7085 = stablehlo.divide %7081, %7084 : tensor<3x3x256x256xf32>
    %7086 = stablehlo.sqrt %7085 : tensor<3x3x256x256xf32>
    %7087 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7088 = stablehlo.add %7086, %7087 : tensor<3x3x256x256xf32>
    %7089 = stablehlo.divide %7083, %7088 : tensor<3x3x256x256xf32>
    %7090 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7091 = stablehlo.multiply %7090, %m.layer3.1.bn2.g : tensor<256xf32>
    %7092 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7093 = stablehlo.multiply %7092, %5057 : tensor<256xf32>
    %7094 = stablehlo.add %7091, %7093 : tensor<256xf32>
    %7095 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7096 = stablehlo.multiply %7095, %v.layer3.1.bn2.g : tensor<256xf32>
    %7097 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7098 = stablehlo.multiply %5057, %5057 : tensor<256xf32>
    %7099 = stablehlo.multiply %7097, %7098 : tensor<256xf32>
    %7100 = stablehlo.add %7096, %7099 : tensor<256xf32>
    %7101 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7102 = stablehlo.divide %7094, %7101 : tensor<256xf32>
    %7103 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7104 = stablehlo.divide %7100, %7103 : tensor<256xf32>
    %7105 = stablehlo.sqrt %7104 : tensor<256xf32>
    %7106 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7107 = stablehlo.add %7105, %7106 : tensor<256xf32>
    %7108 = stablehlo.divide %7102, %7107 : tensor<256xf32>
    %7109 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7110 = stablehlo.multiply %7109, %m.layer3.1.bn2.b : tensor<256xf32>
    %7111 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7112 = stablehlo.multiply %7111, %5062 : tensor<256xf32>
    %7113 = stablehlo.add %7110, %7112 : tensor<256xf32>
    %7114 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7115 = stablehlo.multiply %7114, %v.layer3.1.bn2.b : tensor<256xf32>
    %7116 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7117 = stablehlo.multiply %5062, %5062 : tensor<256xf32>
    %7118 = stablehlo.multiply %7116, %7117 : tensor<256xf32>
    %7119 = stablehlo.add %7115, %7118 : tensor<256xf32>
    %7120 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7121 = stablehlo.divide %7113, %7120 : tensor<256xf32>
    %7122 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7123 = stablehlo.divide %7119, %7122 : tensor<256xf32>
    %7124 = stablehlo.sqrt %7123 : tensor<256xf32>
    %7125 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7126 = stablehlo.add %7124, %7125 : tensor<256xf32>
    %7127 = stablehlo.divide %7121, %7126 : tensor<256xf32>
    %7128 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7129 = stablehlo.multiply %7128, %m.layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %7130 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7131 = stablehlo.multiply %7130, %5067 : tensor<1x1x256x1024xf32>
    %7132 = stablehlo.add %7129, %7131 : tensor<1x1x256x1024xf32>
    %7133 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7134 = stablehlo.multiply %7133, %v.layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %7135 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7136 = stablehlo.multiply %5067, %5067 : tensor<1x1x256x1024xf32>
    %7137 = stablehlo.multiply %7135, %7136 : tensor<1x1x256x1024xf32>
    %7138 = stablehlo.add %7134, %7137 : tensor<1x1x256x1024xf32>
    %7139 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7140 = stablehlo.divide %7132, %7139 : tensor<1x1x256x1024xf32>
    %7141 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7142 = stablehlo.divide %7138, %7141 : tensor<1x1x256x1024xf32>
    %7143 = stablehlo.sqrt %7142 : tensor<1x1x256x1024xf32>
    %7144 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7145 = stablehlo.add %7143, %7144 : tensor<1x1x256x1024xf32>
    %7146 = stablehlo.divide %7140, %7145 : tensor<1x1x256x1024xf32>
    %7147 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7148 = stablehlo.multiply %7147, %m.layer3.1.bn3.g : tensor<1024xf32>
    %7149 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7150 = stablehlo.multiply %7149, %5072 : tensor<1024xf32>
    %7151 = stablehlo.add %7148, %7150 : tensor<1024xf32>
    %7152 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7153 = stablehlo.multiply %7152, %v.layer3.1.bn3.g : tensor<1024xf32>
    %7154 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7155 = stablehlo.multiply %5072, %5072 : tensor<1024xf32>
    %7156 = stablehlo.multiply %7154, %7155 : tensor<1024xf32>
    %7157 = stablehlo.add %7153, %7156 : tensor<1024xf32>
    %7158 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7159 = stablehlo.divide %7151, %7158 : tensor<1024xf32>
    %7160 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7161 = stablehlo.divide %7157, %7160 : tensor<1024xf32>
    %7162 = stablehlo.sqrt %7161 : tensor<1024xf32>
    %7163 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7164 = stablehlo.add %7162, %7163 : tensor<1024xf32>
    %7165 = stablehlo.divide %7159, %7164 : tensor<1024xf32>
    %7166 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7167 = stablehlo.multiply %7166, %m.layer3.1.bn3.b : tensor<1024xf32>
    %7168 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7169 = stablehlo.multiply %7168, %5077 : tensor<1024xf32>
    %7170 = stablehlo.add %7167, %7169 : tensor<1024xf32>
    %7171 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7172 = stablehlo.multiply %7171, %v.layer3.1.bn3.b : tensor<1024xf32>
    %7173 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7174 = stablehlo.multiply %5077, %5077 : tensor<1024xf32>
    %7175 = stablehlo.multiply %7173, %7174 : tensor<1024xf32>
    %7176 = stablehlo.add %7172, %7175 : tensor<1024xf32>
    %7177 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7178 = stablehlo.divide %7170, %7177 : tensor<1024xf32>
    %7179 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7180 = stablehlo.divide %7176, %7179 : tensor<1024xf32>
    %7181 = stablehlo.sqrt %7180 : tensor<1024xf32>
    %7182 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7183 = stablehlo.add %7181, %7182 : tensor<1024xf32>
    %7184 = stablehlo.divide %7178, %7183 : tensor<1024xf32>
    %7185 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7186 = stablehlo.multiply %7185, %m.layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %7187 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7188 = stablehlo.multiply %7187, %5082 : tensor<1x1x1024x256xf32>
    %7189 = stablehlo.add %7186, %7188 : tensor<1x1x1024x256xf32>
    %7190 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7191 = stablehlo.multiply %7190, %v.layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %7192 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7193 = stablehlo.multiply %5082, %5082 : tensor<1x1x1024x256xf32>
    %7194 = stablehlo.multiply %7192, %7193 : tensor<1x1x1024x256xf32>
    %7195 = stablehlo.add %7191, %7194 : tensor<1x1x1024x256xf32>
    %7196 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7197 = stablehlo.divide %7189, %7196 : tensor<1x1x1024x256xf32>
    %7198 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7199 = stablehlo.divide %7195, %7198 : tensor<1x1x1024x256xf32>
    %7200 = stablehlo.sqrt %7199 : tensor<1x1x1024x256xf32>
    %7201 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7202 = stablehlo.add %7200, %7201 : tensor<1x1x1024x256xf32>
    %7203 = stablehlo.divide %7197, %7202 : tensor<1x1x1024x256xf32>
    %7204 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7205 = stablehlo.multiply %7204, %m.layer3.2.bn1.g : tensor<256xf32>
    %7206 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7207 = stablehlo.multiply %7206, %5087 : tensor<256xf32>
    %7208 = stablehlo.add %7205, %7207 : tensor<256xf32>
    %7209 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7210 = stablehlo.multiply %7209, %v.layer3.2.bn1.g : tensor<256xf32>
    %7211 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7212 = stablehlo.multiply %5087, %5087 : tensor<256xf32>
    %7213 = stablehlo.multiply %7211, %7212 : tensor<256xf32>
    %7214 = stablehlo.add %7210, %7213 : tensor<256xf32>
    %7215 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7216 = stablehlo.divide %7208, %7215 : tensor<256xf32>
    %7217 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7218 = stablehlo.divide %7214, %7217 : tensor<256xf32>
    %7219 = stablehlo.sqrt %7218 : tensor<256xf32>
    %7220 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7221 = stablehlo.add %7219, %7220 : tensor<256xf32>
    %7222 = stablehlo.divide %7216, %7221 : tensor<256xf32>
    %7223 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7224 = stablehlo.multiply %7223, %m.layer3.2.bn1.b : tensor<256xf32>
    %7225 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7226 = stablehlo.multiply %7225, %5092 : tensor<256xf32>
    %7227 = stablehlo.add %7224, %7226 : tensor<256xf32>
    %7228 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7229 = stablehlo.multiply %7228, %v.layer3.2.bn1.b : tensor<256xf32>
    %7230 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7231 = stablehlo.multiply %5092, %5092 : tensor<256xf32>
    %7232 = stablehlo.multiply %7230, %7231 : tensor<256xf32>
    %7233 = stablehlo.add %7229, %7232 : tensor<256xf32>
    %7234 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7235 = stablehlo.divide %7227, %7234 : tensor<256xf32>
    %7236 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7237 = stablehlo.divide %7233, %7236 : tensor<256xf32>
    %7238 = stablehlo.sqrt %7237 : tensor<256xf32>
    %7239 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7240 = stablehlo.add %7238, %7239 : tensor<256xf32>
    %7241 = stablehlo.divide %7235, %7240 : tensor<256xf32>
    %7242 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7243 = stablehlo.multiply %7242, %m.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %7244 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7245 = stablehlo.multiply %7244, %5097 : tensor<3x3x256x256xf32>
    %7246 = stablehlo.add %7243, %7245 : tensor<3x3x256x256xf32>
    %7247 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7248 = stablehlo.multiply %7247, %v.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %7249 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7250 = stablehlo.multiply %5097, %5097 : tensor<3x3x256x256xf32>
    %7251 = stablehlo.multiply %7249, %7250 : tensor<3x3x256x256xf32>
    %7252 = stablehlo.add %7248, %7251 : tensor<3x3x256x256xf32>
    %7253 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7254 = stablehlo.divide %7246, %7253 : tensor<3x3x256x256xf32>
    %7255 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7256 = stablehlo.divide %7252, %7255 : tensor<3x3x256x256xf32>
    %7257 = stablehlo.sqrt %7256 : tensor<3x3x256x256xf32>
    %7258 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7259 = stablehlo.add %7257, %7258 : tensor<3x3x256x256xf32>
    %7260 = stablehlo.divide %7254, %7259 : tensor<3x3x256x256xf32>
    %7261 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7262 = stablehlo.multiply %7261, %m.layer3.2.bn2.g : tensor<256xf32>
    %7263 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7264 = stablehlo.multiply %7263, %5102 : tensor<256xf32>
    %7265 = stablehlo.add %7262, %7264 : tensor<256xf32>
    %7266 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7267 = stablehlo.multiply %7266, %v.layer3.2.bn2.g : tensor<256xf32>
    %7268 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7269 = stablehlo.multiply %5102, %5102 : tensor<256xf32>
    %7270 = stablehlo.multiply %7268, %7269 : tensor<256xf32>
    %7271 = stablehlo.add %7267, %7270 : tensor<256xf32>
    %7272 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7273 = stablehlo.divide %7265, %7272 : tensor<256xf32>
    %7274 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7275 = stablehlo.divide %7271, %7274 : tensor<256xf32>
    %7276 = stablehlo.sqrt %7275 : tensor<256xf32>
    %7277 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7278 = stablehlo.add %7276, %7277 : tensor<256xf32>
    %7279 = stablehlo.divide %7273, %7278 : tensor<256xf32>
    %7280 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7281 = stablehlo.multiply %7280, %m.layer3.2.bn2.b : tensor<256xf32>
    %7282 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7283 = stablehlo.multiply %7282, %5107 : tensor<256xf32>
    %7284 = stablehlo.add %7281, %7283 : tensor<256xf32>
    %7285 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7286 = stablehlo.multiply %7285, %v.layer3.2.bn2.b : tensor<256xf32>
    %7287 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7288 = stablehlo.multiply %5107, %5107 : tensor<256xf32>
    %7289 = stablehlo.multiply %7287, %7288 : tensor<256xf32>
    %7290 = stablehlo.add %7286, %7289 : tensor<256xf32>
    %7291 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7292 = stablehlo.divide %7284, %7291 : tensor<256xf32>
    %7293 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7294 = stablehlo.divide %7290, %7293 : tensor<256xf32>
    %7295 = stablehlo.sqrt %7294 : tensor<256xf32>
    %7296 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7297 = stablehlo.add %7295, %7296 : tensor<256xf32>
    %7298 = stablehlo.divide %7292, %7297 : tensor<256xf32>
    %7299 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7300 = stablehlo.multiply %7299, %m.layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %7301 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7302 = stablehlo.multiply %7301, %5112 : tensor<1x1x256x1024xf32>
    %7303 = stablehlo.add %7300, %7302 : tensor<1x1x256x1024xf32>
    %7304 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7305 = stablehlo.multiply %7304, %v.layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %7306 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7307 = stablehlo.multiply %5112, %5112 : tensor<1x1x256x1024xf32>
    %7308 = stablehlo.multiply %7306, %7307 : tensor<1x1x256x1024xf32>
    %7309 = stablehlo.add %7305, %7308 : tensor<1x1x256x1024xf32>
    %7310 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7311 = stablehlo.divide %7303, %7310 : tensor<1x1x256x1024xf32>
    %7312 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7313 = stablehlo.divide %7309, %7312 : tensor<1x1x256x1024xf32>
    %7314 = stablehlo.sqrt %7313 : tensor<1x1x256x1024xf32>
    %7315 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7316 = stablehlo.add %7314, %7315 : tensor<1x1x256x1024xf32>
    %7317 = stablehlo.divide %7311, %7316 : tensor<1x1x256x1024xf32>
    %7318 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7319 = stablehlo.multiply %7318, %m.layer3.2.bn3.g : tensor<1024xf32>
    %7320 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7321 = stablehlo.multiply %7320, %5117 : tensor<1024xf32>
    %7322 = stablehlo.add %7319, %7321 : tensor<1024xf32>
    %7323 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7324 = stablehlo.multiply %7323, %v.layer3.2.bn3.g : tensor<1024xf32>
    %7325 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7326 = stablehlo.multiply %5117, %5117 : tensor<1024xf32>
    %7327 = stablehlo.multiply %7325, %7326 : tensor<1024xf32>
    %7328 = stablehlo.add %7324, %7327 : tensor<1024xf32>
    %7329 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7330 = stablehlo.divide %7322, %7329 : tensor<1024xf32>
    %7331 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7332 = stablehlo.divide %7328, %7331 : tensor<1024xf32>
    %7333 = stablehlo.sqrt %7332 : tensor<1024xf32>
    %7334 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7335 = stablehlo.add %7333, %7334 : tensor<1024xf32>
    %7336 = stablehlo.divide %7330, %7335 : tensor<1024xf32>
    %7337 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7338 = stablehlo.multiply %7337, %m.layer3.2.bn3.b : tensor<1024xf32>
    %7339 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7340 = stablehlo.multiply %7339, %5122 : tensor<1024xf32>
    %7341 = stablehlo.add %7338, %7340 : tensor<1024xf32>
    %7342 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7343 = stablehlo.multiply %7342, %v.layer3.2.bn3.b : tensor<1024xf32>
    %7344 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7345 = stablehlo.multiply %5122, %5122 : tensor<1024xf32>
    %7346 = stablehlo.multiply %7344, %7345 : tensor<1024xf32>
    %7347 = stablehlo.add %7343, %7346 : tensor<1024xf32>
    %7348 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7349 = stablehlo.divide %7341, %7348 : tensor<1024xf32>
    %7350 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7351 = stablehlo.divide %7347, %7350 : tensor<1024xf32>
    %7352 = stablehlo.sqrt %7351 : tensor<1024xf32>
    %7353 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7354 = stablehlo.add %7352, %7353 : tensor<1024xf32>
    %7355 = stablehlo.divide %7349, %7354 : tensor<1024xf32>
    %7356 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7357 = stablehlo.multiply %7356, %m.layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %7358 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7359 = stablehlo.multiply %7358, %5127 : tensor<1x1x1024x256xf32>
    %7360 = stablehlo.add %7357, %7359 : tensor<1x1x1024x256xf32>
    %7361 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7362 = stablehlo.multiply %7361, %v.layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %7363 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7364 = stablehlo.multiply %5127, %5127 : tensor<1x1x1024x256xf32>
    %7365 = stablehlo.multiply %7363, %7364 : tensor<1x1x1024x256xf32>
    %7366 = stablehlo.add %7362, %7365 : tensor<1x1x1024x256xf32>
    %7367 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7368 = stablehlo.divide %7360, %7367 : tensor<1x1x1024x256xf32>
    %7369 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7370 = stablehlo.divide %7366, %7369 : tensor<1x1x1024x256xf32>
    %7371 = stablehlo.sqrt %7370 : tensor<1x1x1024x256xf32>
    %7372 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7373 = stablehlo.add %7371, %7372 : tensor<1x1x1024x256xf32>
    %7374 = stablehlo.divide %7368, %7373 : tensor<1x1x1024x256xf32>
    %7375 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7376 = stablehlo.multiply %7375, %m.layer3.3.bn1.g : tensor<256xf32>
    %7377 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7378 = stablehlo.multiply %7377, %5132 : tensor<256xf32>
    %7379 = stablehlo.add %7376, %7378 : tensor<256xf32>
    %7380 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7381 = stablehlo.multiply %7380, %v.layer3.3.bn1.g : tensor<256xf32>
    %7382 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7383 = stablehlo.multiply %5132, %5132 : tensor<256xf32>
    %7384 = stablehlo.multiply %7382, %7383 : tensor<256xf32>
    %7385 = stablehlo.add %7381, %7384 : tensor<256xf32>
    %7386 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7387 = stablehlo.divide %7379, %7386 : tensor<256xf32>
    %7388 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7389 = stablehlo.divide %7385, %7388 : tensor<256xf32>
    %7390 = stablehlo.sqrt %7389 : tensor<256xf32>
    %7391 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7392 = stablehlo.add %7390, %7391 : tensor<256xf32>
    %7393 = stablehlo.divide %7387, %7392 : tensor<256xf32>
    %7394 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7395 = stablehlo.multiply %7394, %m.layer3.3.bn1.b : tensor<256xf32>
    %7396 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7397 = stablehlo.multiply %7396, %5137 : tensor<256xf32>
    %7398 = stablehlo.add %7395, %7397 : tensor<256xf32>
    %7399 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7400 = stablehlo.multiply %7399, %v.layer3.3.bn1.b : tensor<256xf32>
    %7401 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7402 = stablehlo.multiply %5137, %5137 : tensor<256xf32>
    %7403 = stablehlo.multiply %7401, %7402 : tensor<256xf32>
    %7404 = stablehlo.add %7400, %7403 : tensor<256xf32>
    %7405 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7406 = stablehlo.divide %7398, %7405 : tensor<256xf32>
    %7407 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7408 = stablehlo.divide %7404, %7407 : tensor<256xf32>
    %7409 = stablehlo.sqrt %7408 : tensor<256xf32>
    %7410 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7411 = stablehlo.add %7409, %7410 : tensor<256xf32>
    %7412 = stablehlo.divide %7406, %7411 : tensor<256xf32>
    %7413 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7414 = stablehlo.multiply %7413, %m.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %7415 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7416 = stablehlo.multiply %7415, %5142 : tensor<3x3x256x256xf32>
    %7417 = stablehlo.add %7414, %7416 : tensor<3x3x256x256xf32>
    %7418 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7419 = stablehlo.multiply %7418, %v.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %7420 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7421 = stablehlo.multiply %5142, %5142 : tensor<3x3x256x256xf32>
    %7422 = stablehlo.multiply %7420, %7421 : tensor<3x3x256x256xf32>
    %7423 = stablehlo.add %7419, %7422 : tensor<3x3x256x256xf32>
    %7424 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7425 = stablehlo.divide %7417, %7424 : tensor<3x3x256x256xf32>
    %7426 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7427 = stablehlo.divide %7423, %7426 : tensor<3x3x256x256xf32>
    %7428 = stablehlo.sqrt %7427 : tensor<3x3x256x256xf32>
    %7429 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7430 = stablehlo.add %7428, %7429 : tensor<3x3x256x256xf32>
    %7431 = stablehlo.divide %7425, %7430 : tensor<3x3x256x256xf32>
    %7432 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7433 = stablehlo.multiply %7432, %m.layer3.3.bn2.g : tensor<256xf32>
    %7434 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7435 = stablehlo.multiply %7434, %5147 : tensor<256xf32>
    %7436 = stablehlo.add %7433, %7435 : tensor<256xf32>
    %7437 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7438 = stablehlo.multiply %7437, %v.layer3.3.bn2.g : tensor<256xf32>
    %7439 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7440 = stablehlo.multiply %5147, %5147 : tensor<256xf32>
    %7441 = stablehlo.multiply %7439, %7440 : tensor<256xf32>
    %7442 = stablehlo.add %7438, %7441 : tensor<256xf32>
    %7443 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7444 = stablehlo.divide %7436, %7443 : tensor<256xf32>
    %7445 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7446 = stablehlo.divide %7442, %7445 : tensor<256xf32>
    %7447 = stablehlo.sqrt %7446 : tensor<256xf32>
    %7448 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7449 = stablehlo.add %7447, %7448 : tensor<256xf32>
    %7450 = stablehlo.divide %7444, %7449 : tensor<256xf32>
    %7451 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7452 = stablehlo.multiply %7451, %m.layer3.3.bn2.b : tensor<256xf32>
    %7453 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7454 = stablehlo.multiply %7453, %5152 : tensor<256xf32>
    %7455 = stablehlo.add %7452, %7454 : tensor<256xf32>
    %7456 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7457 = stablehlo.multiply %7456, %v.layer3.3.bn2.b : tensor<256xf32>
    %7458 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7459 = stablehlo.multiply %5152, %5152 : tensor<256xf32>
    %7460 = stablehlo.multiply %7458, %7459 : tensor<256xf32>
    %7461 = stablehlo.add %7457, %7460 : tensor<256xf32>
    %7462 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7463 = stablehlo.divide %7455, %7462 : tensor<256xf32>
    %7464 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7465 = stablehlo.divide %7461, %7464 : tensor<256xf32>
    %7466 = stablehlo.sqrt %7465 : tensor<256xf32>
    %7467 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7468 = stablehlo.add %7466, %7467 : tensor<256xf32>
    %7469 = stablehlo.divide %7463, %7468 : tensor<256xf32>
    %7470 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7471 = stablehlo.multiply %7470, %m.layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %7472 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7473 = stablehlo.multiply %7472, %5157 : tensor<1x1x256x1024xf32>
    %7474 = stablehlo.add %7471, %7473 : tensor<1x1x256x1024xf32>
    %7475 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7476 = stablehlo.multiply %7475, %v.layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %7477 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7478 = stablehlo.multiply %5157, %5157 : tensor<1x1x256x1024xf32>
    %7479 = stablehlo.multiply %7477, %7478 : tensor<1x1x256x1024xf32>
    %7480 = stablehlo.add %7476, %7479 : tensor<1x1x256x1024xf32>
    %7481 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7482 = stablehlo.divide %7474, %7481 : tensor<1x1x256x1024xf32>
    %7483 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7484 = stablehlo.divide %7480, %7483 : tensor<1x1x256x1024xf32>
    %7485 = stablehlo.sqrt %7484 : tensor<1x1x256x1024xf32>
    %7486 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7487 = stablehlo.add %7485, %7486 : tensor<1x1x256x1024xf32>
    %7488 = stablehlo.divide %7482, %7487 : tensor<1x1x256x1024xf32>
    %7489 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7490 = stablehlo.multiply %7489, %m.layer3.3.bn3.g : tensor<1024xf32>
    %7491 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7492 = stablehlo.multiply %7491, %5162 : tensor<1024xf32>
    %7493 = stablehlo.add %7490, %7492 : tensor<1024xf32>
    %7494 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7495 = stablehlo.multiply %7494, %v.layer3.3.bn3.g : tensor<1024xf32>
    %7496 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7497 = stablehlo.multiply %5162, %5162 : tensor<1024xf32>
    %7498 = stablehlo.multiply %7496, %7497 : tensor<1024xf32>
    %7499 = stablehlo.add %7495, %7498 : tensor<1024xf32>
    %7500 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7501 = stablehlo.divide %7493, %7500 : tensor<1024xf32>
    %7502 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7503 = stablehlo.divide %7499, %7502 : tensor<1024xf32>
    %7504 = stablehlo.sqrt %7503 : tensor<1024xf32>
    %7505 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7506 = stablehlo.add %7504, %7505 : tensor<1024xf32>
    %7507 = stablehlo.divide %7501, %7506 : tensor<1024xf32>
    %7508 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7509 = stablehlo.multiply %7508, %m.layer3.3.bn3.b : tensor<1024xf32>
    %7510 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7511 = stablehlo.multiply %7510, %5167 : tensor<1024xf32>
    %7512 = stablehlo.add %7509, %7511 : tensor<1024xf32>
    %7513 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7514 = stablehlo.multiply %7513, %v.layer3.3.bn3.b : tensor<1024xf32>
    %7515 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7516 = stablehlo.multiply %5167, %5167 : tensor<1024xf32>
    %7517 = stablehlo.multiply %7515, %7516 : tensor<1024xf32>
    %7518 = stablehlo.add %7514, %7517 : tensor<1024xf32>
    %7519 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7520 = stablehlo.divide %7512, %7519 : tensor<1024xf32>
    %7521 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7522 = stablehlo.divide %7518, %7521 : tensor<1024xf32>
    %7523 = stablehlo.sqrt %7522 : tensor<1024xf32>
    %7524 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7525 = stablehlo.add %7523, %7524 : tensor<1024xf32>
    %7526 = stablehlo.divide %7520, %7525 : tensor<1024xf32>
    %7527 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7528 = stablehlo.multiply %7527, %m.layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %7529 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7530 = stablehlo.multiply %7529, %5172 : tensor<1x1x1024x256xf32>
    %7531 = stablehlo.add %7528, %7530 : tensor<1x1x1024x256xf32>
    %7532 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7533 = stablehlo.multiply %7532, %v.layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %7534 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7535 = stablehlo.multiply %5172, %5172 : tensor<1x1x1024x256xf32>
    %7536 = stablehlo.multiply %7534, %7535 : tensor<1x1x1024x256xf32>
    %7537 = stablehlo.add %7533, %7536 : tensor<1x1x1024x256xf32>
    %7538 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7539 = stablehlo.divide %7531, %7538 : tensor<1x1x1024x256xf32>
    %7540 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7541 = stablehlo.divide %7537, %7540 : tensor<1x1x1024x256xf32>
    %7542 = stablehlo.sqrt %7541 : tensor<1x1x1024x256xf32>
    %7543 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7544 = stablehlo.add %7542, %7543 : tensor<1x1x1024x256xf32>
    %7545 = stablehlo.divide %7539, %7544 : tensor<1x1x1024x256xf32>
    %7546 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7547 = stablehlo.multiply %7546, %m.layer3.4.bn1.g : tensor<256xf32>
    %7548 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7549 = stablehlo.multiply %7548, %5177 : tensor<256xf32>
    %7550 = stablehlo.add %7547, %7549 : tensor<256xf32>
    %7551 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7552 = stablehlo.multiply %7551, %v.layer3.4.bn1.g : tensor<256xf32>
    %7553 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7554 = stablehlo.multiply %5177, %5177 : tensor<256xf32>
    %7555 = stablehlo.multiply %7553, %7554 : tensor<256xf32>
    %7556 = stablehlo.add %7552, %7555 : tensor<256xf32>
    %7557 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7558 = stablehlo.divide %7550, %7557 : tensor<256xf32>
    %7559 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7560 = stablehlo.divide %7556, %7559 : tensor<256xf32>
    %7561 = stablehlo.sqrt %7560 : tensor<256xf32>
    %7562 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7563 = stablehlo.add %7561, %7562 : tensor<256xf32>
    %7564 = stablehlo.divide %7558, %7563 : tensor<256xf32>
    %7565 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7566 = stablehlo.multiply %7565, %m.layer3.4.bn1.b : tensor<256xf32>
    %7567 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7568 = stablehlo.multiply %7567, %5182 : tensor<256xf32>
    %7569 = stablehlo.add %7566, %7568 : tensor<256xf32>
    %7570 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7571 = stablehlo.multiply %7570, %v.layer3.4.bn1.b : tensor<256xf32>
    %7572 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7573 = stablehlo.multiply %5182, %5182 : tensor<256xf32>
    %7574 = stablehlo.multiply %7572, %7573 : tensor<256xf32>
    %7575 = stablehlo.add %7571, %7574 : tensor<256xf32>
    %7576 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7577 = stablehlo.divide %7569, %7576 : tensor<256xf32>
    %7578 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7579 = stablehlo.divide %7575, %7578 : tensor<256xf32>
    %7580 = stablehlo.sqrt %7579 : tensor<256xf32>
    %7581 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7582 = stablehlo.add %7580, %7581 : tensor<256xf32>
    %7583 = stablehlo.divide %7577, %7582 : tensor<256xf32>
    %7584 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7585 = stablehlo.multiply %7584, %m.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %7586 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7587 = stablehlo.multiply %7586, %5187 : tensor<3x3x256x256xf32>
    %7588 = stablehlo.add %7585, %7587 : tensor<3x3x256x256xf32>
    %7589 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7590 = stablehlo.multiply %7589, %v.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %7591 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7592 = stablehlo.multiply %5187, %5187 : tensor<3x3x256x256xf32>
    %7593 = stablehlo.multiply %7591, %7592 : tensor<3x3x256x256xf32>
    %7594 = stablehlo.add %7590, %7593 : tensor<3x3x256x256xf32>
    %7595 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7596 = stablehlo.divide %7588, %7595 : tensor<3x3x256x256xf32>
    %7597 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7598 = stablehlo.divide %7594, %7597 : tensor<3x3x256x256xf32>
    %7599 = stablehlo.sqrt %7598 : tensor<3x3x256x256xf32>
    %7600 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7601 = stablehlo.add %7599, %7600 : tensor<3x3x256x256xf32>
    %7602 = stablehlo.divide %7596, %7601 : tensor<3x3x256x256xf32>
    %7603 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7604 = stablehlo.multiply %7603, %m.layer3.4.bn2.g : tensor<256xf32>
    %7605 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7606 = stablehlo.multiply %7605, %5192 : tensor<256xf32>
    %7607 = stablehlo.add %7604, %7606 : tensor<256xf32>
    %7608 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7609 = stablehlo.multiply %7608, %v.layer3.4.bn2.g : tensor<256xf32>
    %7610 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7611 = stablehlo.multiply %5192, %5192 : tensor<256xf32>
    %7612 = stablehlo.multiply %7610, %7611 : tensor<256xf32>
    %7613 = stablehlo.add %7609, %7612 : tensor<256xf32>
    %7614 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7615 = stablehlo.divide %7607, %7614 : tensor<256xf32>
    %7616 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7617 = stablehlo.divide %7613, %7616 : tensor<256xf32>
    %7618 = stablehlo.sqrt %7617 : tensor<256xf32>
    %7619 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7620 = stablehlo.add %7618, %7619 : tensor<256xf32>
    %7621 = stablehlo.divide %7615, %7620 : tensor<256xf32>
    %7622 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7623 = stablehlo.multiply %7622, %m.layer3.4.bn2.b : tensor<256xf32>
    %7624 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7625 = stablehlo.multiply %7624, %5197 : tensor<256xf32>
    %7626 = stablehlo.add %7623, %7625 : tensor<256xf32>
    %7627 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7628 = stablehlo.multiply %7627, %v.layer3.4.bn2.b : tensor<256xf32>
    %7629 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7630 = stablehlo.multiply %5197, %5197 : tensor<256xf32>
    %7631 = stablehlo.multiply %7629, %7630 : tensor<256xf32>
    %7632 = stablehlo.add %7628, %7631 : tensor<256xf32>
    %7633 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7634 = stablehlo.divide %7626, %7633 : tensor<256xf32>
    %7635 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7636 = stablehlo.divide %7632, %7635 : tensor<256xf32>
    %7637 = stablehlo.sqrt %7636 : tensor<256xf32>
    %7638 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7639 = stablehlo.add %7637, %7638 : tensor<256xf32>
    %7640 = stablehlo.divide %7634, %7639 : tensor<256xf32>
    %7641 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7642 = stablehlo.multiply %7641, %m.layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %7643 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7644 = stablehlo.multiply %7643, %5202 : tensor<1x1x256x1024xf32>
    %7645 = stablehlo.add %7642, %7644 : tensor<1x1x256x1024xf32>
    %7646 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7647 = stablehlo.multiply %7646, %v.layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %7648 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7649 = stablehlo.multiply %5202, %5202 : tensor<1x1x256x1024xf32>
    %7650 = stablehlo.multiply %7648, %7649 : tensor<1x1x256x1024xf32>
    %7651 = stablehlo.add %7647, %7650 : tensor<1x1x256x1024xf32>
    %7652 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7653 = stablehlo.divide %7645, %7652 : tensor<1x1x256x1024xf32>
    %7654 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7655 = stablehlo.divide %7651, %7654 : tensor<1x1x256x1024xf32>
    %7656 = stablehlo.sqrt %7655 : tensor<1x1x256x1024xf32>
    %7657 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7658 = stablehlo.add %7656, %7657 : tensor<1x1x256x1024xf32>
    %7659 = stablehlo.divide %7653, %7658 : tensor<1x1x256x1024xf32>
    %7660 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7661 = stablehlo.multiply %7660, %m.layer3.4.bn3.g : tensor<1024xf32>
    %7662 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7663 = stablehlo.multiply %7662, %5207 : tensor<1024xf32>
    %7664 = stablehlo.add %7661, %7663 : tensor<1024xf32>
    %7665 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7666 = stablehlo.multiply %7665, %v.layer3.4.bn3.g : tensor<1024xf32>
    %7667 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7668 = stablehlo.multiply %5207, %5207 : tensor<1024xf32>
    %7669 = stablehlo.multiply %7667, %7668 : tensor<1024xf32>
    %7670 = stablehlo.add %7666, %7669 : tensor<1024xf32>
    %7671 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7672 = stablehlo.divide %7664, %7671 : tensor<1024xf32>
    %7673 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7674 = stablehlo.divide %7670, %7673 : tensor<1024xf32>
    %7675 = stablehlo.sqrt %7674 : tensor<1024xf32>
    %7676 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7677 = stablehlo.add %7675, %7676 : tensor<1024xf32>
    %7678 = stablehlo.divide %7672, %7677 : tensor<1024xf32>
    %7679 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7680 = stablehlo.multiply %7679, %m.layer3.4.bn3.b : tensor<1024xf32>
    %7681 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7682 = stablehlo.multiply %7681, %5212 : tensor<1024xf32>
    %7683 = stablehlo.add %7680, %7682 : tensor<1024xf32>
    %7684 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7685 = stablehlo.multiply %7684, %v.layer3.4.bn3.b : tensor<1024xf32>
    %7686 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7687 = stablehlo.multiply %5212, %5212 : tensor<1024xf32>
    %7688 = stablehlo.multiply %7686, %7687 : tensor<1024xf32>
    %7689 = stablehlo.add %7685, %7688 : tensor<1024xf32>
    %7690 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7691 = stablehlo.divide %7683, %7690 : tensor<1024xf32>
    %7692 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7693 = stablehlo.divide %7689, %7692 : tensor<1024xf32>
    %7694 = stablehlo.sqrt %7693 : tensor<1024xf32>
    %7695 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7696 = stablehlo.add %7694, %7695 : tensor<1024xf32>
    %7697 = stablehlo.divide %7691, %7696 : tensor<1024xf32>
    %7698 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7699 = stablehlo.multiply %7698, %m.layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %7700 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7701 = stablehlo.multiply %7700, %5217 : tensor<1x1x1024x256xf32>
    %7702 = stablehlo.add %7699, %7701 : tensor<1x1x1024x256xf32>
    %7703 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7704 = stablehlo.multiply %7703, %v.layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %7705 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7706 = stablehlo.multiply %5217, %5217 : tensor<1x1x1024x256xf32>
    %7707 = stablehlo.multiply %7705, %7706 : tensor<1x1x1024x256xf32>
    %7708 = stablehlo.add %7704, %7707 : tensor<1x1x1024x256xf32>
    %7709 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7710 = stablehlo.divide %7702, %7709 : tensor<1x1x1024x256xf32>
    %7711 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7712 = stablehlo.divide %7708, %7711 : tensor<1x1x1024x256xf32>
    %7713 = stablehlo.sqrt %7712 : tensor<1x1x1024x256xf32>
    %7714 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7715 = stablehlo.add %7713, %7714 : tensor<1x1x1024x256xf32>
    %7716 = stablehlo.divide %7710, %7715 : tensor<1x1x1024x256xf32>
    %7717 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7718 = stablehlo.multiply %7717, %m.layer3.5.bn1.g : tensor<256xf32>
    %7719 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7720 = stablehlo.multiply %7719, %5222 : tensor<256xf32>
    %7721 = stablehlo.add %7718, %7720 : tensor<256xf32>
    %7722 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7723 = stablehlo.multiply %7722, %v.layer3.5.bn1.g : tensor<256xf32>
    %7724 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7725 = stablehlo.multiply %5222, %5222 : tensor<256xf32>
    %7726 = stablehlo.multiply %7724, %7725 : tensor<256xf32>
    %7727 = stablehlo.add %7723, %7726 : tensor<256xf32>
    %7728 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7729 = stablehlo.divide %7721, %7728 : tensor<256xf32>
    %7730 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7731 = stablehlo.divide %7727, %7730 : tensor<256xf32>
    %7732 = stablehlo.sqrt %7731 : tensor<256xf32>
    %7733 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7734 = stablehlo.add %7732, %7733 : tensor<256xf32>
    %7735 = stablehlo.divide %7729, %7734 : tensor<256xf32>
    %7736 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7737 = stablehlo.multiply %7736, %m.layer3.5.bn1.b : tensor<256xf32>
    %7738 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7739 = stablehlo.multiply %7738, %5227 : tensor<256xf32>
    %7740 = stablehlo.add %7737, %7739 : tensor<256xf32>
    %7741 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7742 = stablehlo.multiply %7741, %v.layer3.5.bn1.b : tensor<256xf32>
    %7743 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7744 = stablehlo.multiply %5227, %5227 : tensor<256xf32>
    %7745 = stablehlo.multiply %7743, %7744 : tensor<256xf32>
    %7746 = stablehlo.add %7742, %7745 : tensor<256xf32>
    %7747 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7748 = stablehlo.divide %7740, %7747 : tensor<256xf32>
    %7749 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7750 = stablehlo.divide %7746, %7749 : tensor<256xf32>
    %7751 = stablehlo.sqrt %7750 : tensor<256xf32>
    %7752 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7753 = stablehlo.add %7751, %7752 : tensor<256xf32>
    %7754 = stablehlo.divide %7748, %7753 : tensor<256xf32>
    %7755 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7756 = stablehlo.multiply %7755, %m.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %7757 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7758 = stablehlo.multiply %7757, %5232 : tensor<3x3x256x256xf32>
    %7759 = stablehlo.add %7756, %7758 : tensor<3x3x256x256xf32>
    %7760 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7761 = stablehlo.multiply %7760, %v.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %7762 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7763 = stablehlo.multiply %5232, %5232 : tensor<3x3x256x256xf32>
    %7764 = stablehlo.multiply %7762, %7763 : tensor<3x3x256x256xf32>
    %7765 = stablehlo.add %7761, %7764 : tensor<3x3x256x256xf32>
    %7766 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7767 = stablehlo.divide %7759, %7766 : tensor<3x3x256x256xf32>
    %7768 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7769 = stablehlo.divide %7765, %7768 : tensor<3x3x256x256xf32>
    %7770 = stablehlo.sqrt %7769 : tensor<3x3x256x256xf32>
    %7771 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7772 = stablehlo.add %7770, %7771 : tensor<3x3x256x256xf32>
    %7773 = stablehlo.divide %7767, %7772 : tensor<3x3x256x256xf32>
    %7774 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7775 = stablehlo.multiply %7774, %m.layer3.5.bn2.g : tensor<256xf32>
    %7776 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7777 = stablehlo.multiply %7776, %5237 : tensor<256xf32>
    %7778 = stablehlo.add %7775, %7777 : tensor<256xf32>
    %7779 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7780 = stablehlo.multiply %7779, %v.layer3.5.bn2.g : tensor<256xf32>
    %7781 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7782 = stablehlo.multiply %5237, %5237 : tensor<256xf32>
    %7783 = stablehlo.multiply %7781, %7782 : tensor<256xf32>
    %7784 = stablehlo.add %7780, %7783 : tensor<256xf32>
    %7785 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7786 = stablehlo.divide %7778, %7785 : tensor<256xf32>
    %7787 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7788 = stablehlo.divide %7784, %7787 : tensor<256xf32>
    %7789 = stablehlo.sqrt %7788 : tensor<256xf32>
    %7790 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7791 = stablehlo.add %7789, %7790 : tensor<256xf32>
    %7792 = stablehlo.divide %7786, %7791 : tensor<256xf32>
    %7793 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7794 = stablehlo.multiply %7793, %m.layer3.5.bn2.b : tensor<256xf32>
    %7795 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7796 = stablehlo.multiply %7795, %5242 : tensor<256xf32>
    %7797 = stablehlo.add %7794, %7796 : tensor<256xf32>
    %7798 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7799 = stablehlo.multiply %7798, %v.layer3.5.bn2.b : tensor<256xf32>
    %7800 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7801 = stablehlo.multiply %5242, %5242 : tensor<256xf32>
    %7802 = stablehlo.multiply %7800, %7801 : tensor<256xf32>
    %7803 = stablehlo.add %7799, %7802 : tensor<256xf32>
    %7804 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7805 = stablehlo.divide %7797, %7804 : tensor<256xf32>
    %7806 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7807 = stablehlo.divide %7803, %7806 : tensor<256xf32>
    %7808 = stablehlo.sqrt %7807 : tensor<256xf32>
    %7809 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7810 = stablehlo.add %7808, %7809 : tensor<256xf32>
    %7811 = stablehlo.divide %7805, %7810 : tensor<256xf32>
    %7812 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7813 = stablehlo.multiply %7812, %m.layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %7814 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7815 = stablehlo.multiply %7814, %5247 : tensor<1x1x256x1024xf32>
    %7816 = stablehlo.add %7813, %7815 : tensor<1x1x256x1024xf32>
    %7817 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7818 = stablehlo.multiply %7817, %v.layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %7819 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7820 = stablehlo.multiply %5247, %5247 : tensor<1x1x256x1024xf32>
    %7821 = stablehlo.multiply %7819, %7820 : tensor<1x1x256x1024xf32>
    %7822 = stablehlo.add %7818, %7821 : tensor<1x1x256x1024xf32>
    %7823 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7824 = stablehlo.divide %7816, %7823 : tensor<1x1x256x1024xf32>
    %7825 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7826 = stablehlo.divide %7822, %7825 : tensor<1x1x256x1024xf32>
    %7827 = stablehlo.sqrt %7826 : tensor<1x1x256x1024xf32>
    %7828 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7829 = stablehlo.add %7827, %7828 : tensor<1x1x256x1024xf32>
    %7830 = stablehlo.divide %7824, %7829 : tensor<1x1x256x1024xf32>
    %7831 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7832 = stablehlo.multiply %7831, %m.layer3.5.bn3.g : tensor<1024xf32>
    %7833 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7834 = stablehlo.multiply %7833, %5252 : tensor<1024xf32>
    %7835 = stablehlo.add %7832, %7834 : tensor<1024xf32>
    %7836 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7837 = stablehlo.multiply %7836, %v.layer3.5.bn3.g : tensor<1024xf32>
    %7838 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7839 = stablehlo.multiply %5252, %5252 : tensor<1024xf32>
    %7840 = stablehlo.multiply %7838, %7839 : tensor<1024xf32>
    %7841 = stablehlo.add %7837, %7840 : tensor<1024xf32>
    %7842 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7843 = stablehlo.divide %7835, %7842 : tensor<1024xf32>
    %7844 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7845 = stablehlo.divide %7841, %7844 : tensor<1024xf32>
    %7846 = stablehlo.sqrt %7845 : tensor<1024xf32>
    %7847 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7848 = stablehlo.add %7846, %7847 : tensor<1024xf32>
    %7849 = stablehlo.divide %7843, %7848 : tensor<1024xf32>
    %7850 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7851 = stablehlo.multiply %7850, %m.layer3.5.bn3.b : tensor<1024xf32>
    %7852 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7853 = stablehlo.multiply %7852, %5257 : tensor<1024xf32>
    %7854 = stablehlo.add %7851, %7853 : tensor<1024xf32>
    %7855 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7856 = stablehlo.multiply %7855, %v.layer3.5.bn3.b : tensor<1024xf32>
    %7857 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7858 = stablehlo.multiply %5257, %5257 : tensor<1024xf32>
    %7859 = stablehlo.multiply %7857, %7858 : tensor<1024xf32>
    %7860 = stablehlo.add %7856, %7859 : tensor<1024xf32>
    %7861 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7862 = stablehlo.divide %7854, %7861 : tensor<1024xf32>
    %7863 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7864 = stablehlo.divide %7860, %7863 : tensor<1024xf32>
    %7865 = stablehlo.sqrt %7864 : tensor<1024xf32>
    %7866 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7867 = stablehlo.add %7865, %7866 : tensor<1024xf32>
    %7868 = stablehlo.divide %7862, %7867 : tensor<1024xf32>
    %7869 = stablehlo.constant dense<0.9> : tensor<1x1x1024x512xf32>
    %7870 = stablehlo.multiply %7869, %m.layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %7871 = stablehlo.constant dense<0.1> : tensor<1x1x1024x512xf32>
    %7872 = stablehlo.multiply %7871, %5262 : tensor<1x1x1024x512xf32>
    %7873 = stablehlo.add %7870, %7872 : tensor<1x1x1024x512xf32>
    %7874 = stablehlo.constant dense<0.999> : tensor<1x1x1024x512xf32>
    %7875 = stablehlo.multiply %7874, %v.layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %7876 = stablehlo.constant dense<0.001> : tensor<1x1x1024x512xf32>
    %7877 = stablehlo.multiply %5262, %5262 : tensor<1x1x1024x512xf32>
    %7878 = stablehlo.multiply %7876, %7877 : tensor<1x1x1024x512xf32>
    %7879 = stablehlo.add %7875, %7878 : tensor<1x1x1024x512xf32>
    %7880 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %7881 = stablehlo.divide %7873, %7880 : tensor<1x1x1024x512xf32>
    %7882 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %7883 = stablehlo.divide %7879, %7882 : tensor<1x1x1024x512xf32>
    %7884 = stablehlo.sqrt %7883 : tensor<1x1x1024x512xf32>
    %7885 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x512xf32>
    %7886 = stablehlo.add %7884, %7885 : tensor<1x1x1024x512xf32>
    %7887 = stablehlo.divide %7881, %7886 : tensor<1x1x1024x512xf32>
    %7888 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7889 = stablehlo.multiply %7888, %m.layer4.0.bn1.g : tensor<512xf32>
    %7890 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7891 = stablehlo.multiply %7890, %5267 : tensor<512xf32>
    %7892 = stablehlo.add %7889, %7891 : tensor<512xf32>
    %7893 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7894 = stablehlo.multiply %7893, %v.layer4.0.bn1.g : tensor<512xf32>
    %7895 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7896 = stablehlo.multiply %5267, %5267 : tensor<512xf32>
    %7897 = stablehlo.multiply %7895, %7896 : tensor<512xf32>
    %7898 = stablehlo.add %7894, %7897 : tensor<512xf32>
    %7899 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7900 = stablehlo.divide %7892, %7899 : tensor<512xf32>
    %7901 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7902 = stablehlo.divide %7898, %7901 : tensor<512xf32>
    %7903 = stablehlo.sqrt %7902 : tensor<512xf32>
    %7904 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7905 = stablehlo.add %7903, %7904 : tensor<512xf32>
    %7906 = stablehlo.divide %7900, %7905 : tensor<512xf32>
    %7907 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7908 = stablehlo.multiply %7907, %m.layer4.0.bn1.b : tensor<512xf32>
    %7909 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7910 = stablehlo.multiply %7909, %5272 : tensor<512xf32>
    %7911 = stablehlo.add %7908, %7910 : tensor<512xf32>
    %7912 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7913 = stablehlo.multiply %7912, %v.layer4.0.bn1.b : tensor<512xf32>
    %7914 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7915 = stablehlo.multiply %5272, %5272 : tensor<512xf32>
    %7916 = stablehlo.multiply %7914, %7915 : tensor<512xf32>
    %7917 = stablehlo.add %7913, %7916 : tensor<512xf32>
    %7918 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7919 = stablehlo.divide %7911, %7918 : tensor<512xf32>
    %7920 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7921 = stablehlo.divide %7917, %7920 : tensor<512xf32>
    %7922 = stablehlo.sqrt %7921 : tensor<512xf32>
    %7923 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7924 = stablehlo.add %7922, %7923 : tensor<512xf32>
    %7925 = stablehlo.divide %7919, %7924 : tensor<512xf32>
    %7926 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %7927 = stablehlo.multiply %7926, %m.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %7928 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %7929 = stablehlo.multiply %7928, %5277 : tensor<3x3x512x512xf32>
    %7930 = stablehlo.add %7927, %7929 : tensor<3x3x512x512xf32>
    %7931 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %7932 = stablehlo.multiply %7931, %v.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %7933 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %7934 = stablehlo.multiply %5277, %5277 : tensor<3x3x512x512xf32>
    %7935 = stablehlo.multiply %7933, %7934 : tensor<3x3x512x512xf32>
    %7936 = stablehlo.add %7932, %7935 : tensor<3x3x512x512xf32>
    %7937 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7938 = stablehlo.divide %7930, %7937 : tensor<3x3x512x512xf32>
    %7939 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7940 = stablehlo.divide %7936, %7939 : tensor<3x3x512x512xf32>
    %7941 = stablehlo.sqrt %7940 : tensor<3x3x512x512xf32>
    %7942 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %7943 = stablehlo.add %7941, %7942 : tensor<3x3x512x512xf32>
    %7944 = stablehlo.divide %7938, %7943 : tensor<3x3x512x512xf32>
    %7945 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7946 = stablehlo.multiply %7945, %m.layer4.0.bn2.g : tensor<512xf32>
    %7947 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7948 = stablehlo.multiply %7947, %5282 : tensor<512xf32>
    %7949 = stablehlo.add %7946, %7948 : tensor<512xf32>
    %7950 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7951 = stablehlo.multiply %7950, %v.layer4.0.bn2.g : tensor<512xf32>
    %7952 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7953 = stablehlo.multiply %5282, %5282 : tensor<512xf32>
    %7954 = stablehlo.multiply %7952, %7953 : tensor<512xf32>
    %7955 = stablehlo.add %7951, %7954 : tensor<512xf32>
    %7956 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7957 = stablehlo.divide %7949, %7956 : tensor<512xf32>
    %7958 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7959 = stablehlo.divide %7955, %7958 : tensor<512xf32>
    %7960 = stablehlo.sqrt %7959 : tensor<512xf32>
    %7961 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7962 = stablehlo.add %7960, %7961 : tensor<512xf32>
    %7963 = stablehlo.divide %7957, %7962 : tensor<512xf32>
    %7964 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7965 = stablehlo.multiply %7964, %m.layer4.0.bn2.b : tensor<512xf32>
    %7966 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7967 = stablehlo.multiply %7966, %5287 : tensor<512xf32>
    %7968 = stablehlo.add %7965, %7967 : tensor<512xf32>
    %7969 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7970 = stablehlo.multiply %7969, %v.layer4.0.bn2.b : tensor<512xf32>
    %7971 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7972 = stablehlo.multiply %5287, %5287 : tensor<512xf32>
    %7973 = stablehlo.multiply %7971, %7972 : tensor<512xf32>
    %7974 = stablehlo.add %7970, %7973 : tensor<512xf32>
    %7975 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7976 = stablehlo.divide %7968, %7975 : tensor<512xf32>
    %7977 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7978 = stablehlo.divide %7974, %7977 : tensor<512xf32>
    %7979 = stablehlo.sqrt %7978 : tensor<512xf32>
    %7980 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7981 = stablehlo.add %7979, %7980 : tensor<512xf32>
    %7982 = stablehlo.divide %7976, %7981 : tensor<512xf32>
    %7983 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %7984 = stablehlo.multiply %7983, %m.layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %7985 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %7986 = stablehlo.multiply %7985, %5292 : tensor<1x1x512x2048xf32>
    %7987 = stablehlo.add %7984, %7986 : tensor<1x1x512x2048xf32>
    %7988 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %7989 = stablehlo.multiply %7988, %v.layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %7990 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %7991 = stablehlo.multiply %5292, %5292 : tensor<1x1x512x2048xf32>
    %7992 = stablehlo.multiply %7990, %7991 : tensor<1x1x512x2048xf32>
    %7993 = stablehlo.add %7989, %7992 : tensor<1x1x512x2048xf32>
    %7994 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7995 = stablehlo.divide %7987, %7994 : tensor<1x1x512x2048xf32>
    %7996 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7997 = stablehlo.divide %7993, %7996 : tensor<1x1x512x2048xf32>
    %7998 = stablehlo.sqrt %7997 : tensor<1x1x512x2048xf32>
    %7999 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %8000 = stablehlo.add %7998, %7999 : tensor<1x1x512x2048xf32>
    %8001 = stablehlo.divide %7995, %8000 : tensor<1x1x512x2048xf32>
    %8002 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8003 = stablehlo.multiply %8002, %m.layer4.0.bn3.g : tensor<2048xf32>
    %8004 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8005 = stablehlo.multiply %8004, %5297 : tensor<2048xf32>
    %8006 = stablehlo.add %8003, %8005 : tensor<2048xf32>
    %8007 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8008 = stablehlo.multiply %8007, %v.layer4.0.bn3.g : tensor<2048xf32>
    %8009 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8010 = stablehlo.multiply %5297, %5297 : tensor<2048xf32>
    %8011 = stablehlo.multiply %8009, %8010 : tensor<2048xf32>
    %8012 = stablehlo.add %8008, %8011 : tensor<2048xf32>
    %8013 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8014 = stablehlo.divide %8006, %8013 : tensor<2048xf32>
    %8015 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8016 = stablehlo.divide %8012, %8015 : tensor<2048xf32>
    %8017 = stablehlo.sqrt %8016 : tensor<2048xf32>
    %8018 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8019 = stablehlo.add %8017, %8018 : tensor<2048xf32>
    %8020 = stablehlo.divide %8014, %8019 : tensor<2048xf32>
    %8021 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8022 = stablehlo.multiply %8021, %m.layer4.0.bn3.b : tensor<2048xf32>
    %8023 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8024 = stablehlo.multiply %8023, %5302 : tensor<2048xf32>
    %8025 = stablehlo.add %8022, %8024 : tensor<2048xf32>
    %8026 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8027 = stablehlo.multiply %8026, %v.layer4.0.bn3.b : tensor<2048xf32>
    %8028 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8029 = stablehlo.multiply %5302, %5302 : tensor<2048xf32>
    %8030 = stablehlo.multiply %8028, %8029 : tensor<2048xf32>
    %8031 = stablehlo.add %8027, %8030 : tensor<2048xf32>
    %8032 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8033 = stablehlo.divide %8025, %8032 : tensor<2048xf32>
    %8034 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8035 = stablehlo.divide %8031, %8034 : tensor<2048xf32>
    %8036 = stablehlo.sqrt %8035 : tensor<2048xf32>
    %8037 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8038 = stablehlo.add %8036, %8037 : tensor<2048xf32>
    %8039 = stablehlo.divide %8033, %8038 : tensor<2048xf32>
    %8040 = stablehlo.constant dense<0.9> : tensor<1x1x1024x2048xf32>
    %8041 = stablehlo.multiply %8040, %m.layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %8042 = stablehlo.constant dense<0.1> : tensor<1x1x1024x2048xf32>
    %8043 = stablehlo.multiply %8042, %5307 : tensor<1x1x1024x2048xf32>
    %8044 = stablehlo.add %8041, %8043 : tensor<1x1x1024x2048xf32>
    %8045 = stablehlo.constant dense<0.999> : tensor<1x1x1024x2048xf32>
    %8046 = stablehlo.multiply %8045, %v.layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %8047 = stablehlo.constant dense<0.001> : tensor<1x1x1024x2048xf32>
    %8048 = stablehlo.multiply %5307, %5307 : tensor<1x1x1024x2048xf32>
    %8049 = stablehlo.multiply %8047, %8048 : tensor<1x1x1024x2048xf32>
    %8050 = stablehlo.add %8046, %8049 : tensor<1x1x1024x2048xf32>
    %8051 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %8052 = stablehlo.divide %8044, %8051 : tensor<1x1x1024x2048xf32>
    %8053 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %8054 = stablehlo.divide %8050, %8053 : tensor<1x1x1024x2048xf32>
    %8055 = stablehlo.sqrt %8054 : tensor<1x1x1024x2048xf32>
    %8056 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x2048xf32>
    %8057 = stablehlo.add %8055, %8056 : tensor<1x1x1024x2048xf32>
    %8058 = stablehlo.divide %8052, %8057 : tensor<1x1x1024x2048xf32>
    %8059 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8060 = stablehlo.multiply %8059, %m.layer4.0.downsample.1.g : tensor<2048xf32>
    %8061 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8062 = stablehlo.multiply %8061, %5312 : tensor<2048xf32>
    %8063 = stablehlo.add %8060, %8062 : tensor<2048xf32>
    %8064 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8065 = stablehlo.multiply %8064, %v.layer4.0.downsample.1.g : tensor<2048xf32>
    %8066 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8067 = stablehlo.multiply %5312, %5312 : tensor<2048xf32>
    %8068 = stablehlo.multiply %8066, %8067 : tensor<2048xf32>
    %8069 = stablehlo.add %8065, %8068 : tensor<2048xf32>
    %8070 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8071 = stablehlo.divide %8063, %8070 : tensor<2048xf32>
    %8072 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8073 = stablehlo.divide %8069, %8072 : tensor<2048xf32>
    %8074 = stablehlo.sqrt %8073 : tensor<2048xf32>
    %8075 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8076 = stablehlo.add %8074, %8075 : tensor<2048xf32>
    %8077 = stablehlo.divide %8071, %8076 : tensor<2048xf32>
    %8078 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8079 = stablehlo.multiply %8078, %m.layer4.0.downsample.1.b : tensor<2048xf32>
    %8080 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8081 = stablehlo.multiply %8080, %5317 : tensor<2048xf32>
    %8082 = stablehlo.add %8079, %8081 : tensor<2048xf32>
    %8083 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8084 = stablehlo.multiply %8083, %v.layer4.0.downsample.1.b : tensor<2048xf32>
    %8085 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8086 = stablehlo.multiply %5317, %5317 : tensor<2048xf32>
    %8087 = stablehlo.multiply %8085, %8086 : tensor<2048xf32>
    %8088 = stablehlo.add %8084, %8087 : tensor<2048xf32>
    %8089 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8090 = stablehlo.divide %8082, %8089 : tensor<2048xf32>
    %8091 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8092 = stablehlo.divide %8088, %8091 : tensor<2048xf32>
    %8093 = stablehlo.sqrt %8092 : tensor<2048xf32>
    %8094 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8095 = stablehlo.add %8093, %8094 : tensor<2048xf32>
    %8096 = stablehlo.divide %8090, %8095 : tensor<2048xf32>
    %8097 = stablehlo.constant dense<0.9> : tensor<1x1x2048x512xf32>
    %8098 = stablehlo.multiply %8097, %m.layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %8099 = stablehlo.constant dense<0.1> : tensor<1x1x2048x512xf32>
    %8100 = stablehlo.multiply %8099, %5322 : tensor<1x1x2048x512xf32>
    %8101 = stablehlo.add %8098, %8100 : tensor<1x1x2048x512xf32>
    %8102 = stablehlo.constant dense<0.999> : tensor<1x1x2048x512xf32>
    %8103 = stablehlo.multiply %8102, %v.layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %8104 = stablehlo.constant dense<0.001> : tensor<1x1x2048x512xf32>
    %8105 = stablehlo.multiply %5322, %5322 : tensor<1x1x2048x512xf32>
    %8106 = stablehlo.multiply %8104, %8105 : tensor<1x1x2048x512xf32>
    %8107 = stablehlo.add %8103, %8106 : tensor<1x1x2048x512xf32>
    %8108 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8109 = stablehlo.divide %8101, %8108 : tensor<1x1x2048x512xf32>
    %8110 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8111 = stablehlo.divide %8107, %8110 : tensor<1x1x2048x512xf32>
    %8112 = stablehlo.sqrt %8111 : tensor<1x1x2048x512xf32>
    %8113 = stablehlo.constant dense<1.0e-08> : tensor<1x1x2048x512xf32>
    %8114 = stablehlo.add %8112, %8113 : tensor<1x1x2048x512xf32>
    %8115 = stablehlo.divide %8109, %8114 : tensor<1x1x2048x512xf32>
    %8116 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8117 = stablehlo.multiply %8116, %m.layer4.1.bn1.g : tensor<512xf32>
    %8118 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8119 = stablehlo.multiply %8118, %5327 : tensor<512xf32>
    %8120 = stablehlo.add %8117, %8119 : tensor<512xf32>
    %8121 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8122 = stablehlo.multiply %8121, %v.layer4.1.bn1.g : tensor<512xf32>
    %8123 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8124 = stablehlo.multiply %5327, %5327 : tensor<512xf32>
    %8125 = stablehlo.multiply %8123, %8124 : tensor<512xf32>
    %8126 = stablehlo.add %8122, %8125 : tensor<512xf32>
    %8127 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8128 = stablehlo.divide %8120, %8127 : tensor<512xf32>
    %8129 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8130 = stablehlo.divide %8126, %8129 : tensor<512xf32>
    %8131 = stablehlo.sqrt %8130 : tensor<512xf32>
    %8132 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8133 = stablehlo.add %8131, %8132 : tensor<512xf32>
    %8134 = stablehlo.divide %8128, %8133 : tensor<512xf32>
    %8135 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8136 = stablehlo.multiply %8135, %m.layer4.1.bn1.b : tensor<512xf32>
    %8137 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8138 = stablehlo.multiply %8137, %5332 : tensor<512xf32>
    %8139 = stablehlo.add %8136, %8138 : tensor<512xf32>
    %8140 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8141 = stablehlo.multiply %8140, %v.layer4.1.bn1.b : tensor<512xf32>
    %8142 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8143 = stablehlo.multiply %5332, %5332 : tensor<512xf32>
    %8144 = stablehlo.multiply %8142, %8143 : tensor<512xf32>
    %8145 = stablehlo.add %8141, %8144 : tensor<512xf32>
    %8146 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8147 = stablehlo.divide %8139, %8146 : tensor<512xf32>
    %8148 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8149 = stablehlo.divide %8145, %8148 : tensor<512xf32>
    %8150 = stablehlo.sqrt %8149 : tensor<512xf32>
    %8151 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8152 = stablehlo.add %8150, %8151 : tensor<512xf32>
    %8153 = stablehlo.divide %8147, %8152 : tensor<512xf32>
    %8154 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %8155 = stablehlo.multiply %8154, %m.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %8156 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %8157 = stablehlo.multiply %8156, %5337 : tensor<3x3x512x512xf32>
    %8158 = stablehlo.add %8155, %8157 : tensor<3x3x512x512xf32>
    %8159 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %8160 = stablehlo.multiply %8159, %v.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %8161 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %8162 = stablehlo.multiply %5337, %5337 : tensor<3x3x512x512xf32>
    %8163 = stablehlo.multiply %8161, %8162 : tensor<3x3x512x512xf32>
    %8164 = stablehlo.add %8160, %8163 : tensor<3x3x512x512xf32>
    %8165 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8166 = stablehlo.divide %8158, %8165 : tensor<3x3x512x512xf32>
    %8167 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8168 = stablehlo.divide %8164, %8167 : tensor<3x3x512x512xf32>
    %8169 = stablehlo.sqrt %8168 : tensor<3x3x512x512xf32>
    %8170 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %8171 = stablehlo.add %8169, %8170 : tensor<3x3x512x512xf32>
    %8172 = stablehlo.divide %8166, %8171 : tensor<3x3x512x512xf32>
    %8173 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8174 = stablehlo.multiply %8173, %m.layer4.1.bn2.g : tensor<512xf32>
    %8175 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8176 = stablehlo.multiply %8175, %5342 : tensor<512xf32>
    %8177 = stablehlo.add %8174, %8176 : tensor<512xf32>
    %8178 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8179 = stablehlo.multiply %8178, %v.layer4.1.bn2.g : tensor<512xf32>
    %8180 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8181 = stablehlo.multiply %5342, %5342 : tensor<512xf32>
    %8182 = stablehlo.multiply %8180, %8181 : tensor<512xf32>
    %8183 = stablehlo.add %8179, %8182 : tensor<512xf32>
    %8184 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8185 = stablehlo.divide %8177, %8184 : tensor<512xf32>
    %8186 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8187 = stablehlo.divide %8183, %8186 : tensor<512xf32>
    %8188 = stablehlo.sqrt %8187 : tensor<512xf32>
    %8189 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8190 = stablehlo.add %8188, %8189 : tensor<512xf32>
    %8191 = stablehlo.divide %8185, %8190 : tensor<512xf32>
    %8192 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8193 = stablehlo.multiply %8192, %m.layer4.1.bn2.b : tensor<512xf32>
    %8194 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8195 = stablehlo.multiply %8194, %5347 : tensor<512xf32>
    %8196 = stablehlo.add %8193, %8195 : tensor<512xf32>
    %8197 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8198 = stablehlo.multiply %8197, %v.layer4.1.bn2.b : tensor<512xf32>
    %8199 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8200 = stablehlo.multiply %5347, %5347 : tensor<512xf32>
    %8201 = stablehlo.multiply %8199, %8200 : tensor<512xf32>
    %8202 = stablehlo.add %8198, %8201 : tensor<512xf32>
    %8203 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8204 = stablehlo.divide %8196, %8203 : tensor<512xf32>
    %8205 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8206 = stablehlo.divide %8202, %8205 : tensor<512xf32>
    %8207 = stablehlo.sqrt %8206 : tensor<512xf32>
    %8208 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8209 = stablehlo.add %8207, %8208 : tensor<512xf32>
    %8210 = stablehlo.divide %8204, %8209 : tensor<512xf32>
    %8211 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %8212 = stablehlo.multiply %8211, %m.layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %8213 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %8214 = stablehlo.multiply %8213, %5352 : tensor<1x1x512x2048xf32>
    %8215 = stablehlo.add %8212, %8214 : tensor<1x1x512x2048xf32>
    %8216 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %8217 = stablehlo.multiply %8216, %v.layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %8218 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %8219 = stablehlo.multiply %5352, %5352 : tensor<1x1x512x2048xf32>
    %8220 = stablehlo.multiply %8218, %8219 : tensor<1x1x512x2048xf32>
    %8221 = stablehlo.add %8217, %8220 : tensor<1x1x512x2048xf32>
    %8222 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8223 = stablehlo.divide %8215, %8222 : tensor<1x1x512x2048xf32>
    %8224 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8225 = stablehlo.divide %8221, %8224 : tensor<1x1x512x2048xf32>
    %8226 = stablehlo.sqrt %8225 : tensor<1x1x512x2048xf32>
    %8227 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %8228 = stablehlo.add %8226, %8227 : tensor<1x1x512x2048xf32>
    %8229 = stablehlo.divide %8223, %8228 : tensor<1x1x512x2048xf32>
    %8230 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8231 = stablehlo.multiply %8230, %m.layer4.1.bn3.g : tensor<2048xf32>
    %8232 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8233 = stablehlo.multiply %8232, %5357 : tensor<2048xf32>
    %8234 = stablehlo.add %8231, %8233 : tensor<2048xf32>
    %8235 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8236 = stablehlo.multiply %8235, %v.layer4.1.bn3.g : tensor<2048xf32>
    %8237 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8238 = stablehlo.multiply %5357, %5357 : tensor<2048xf32>
    %8239 = stablehlo.multiply %8237, %8238 : tensor<2048xf32>
    %8240 = stablehlo.add %8236, %8239 : tensor<2048xf32>
    %8241 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8242 = stablehlo.divide %8234, %8241 : tensor<2048xf32>
    %8243 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8244 = stablehlo.divide %8240, %8243 : tensor<2048xf32>
    %8245 = stablehlo.sqrt %8244 : tensor<2048xf32>
    %8246 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8247 = stablehlo.add %8245, %8246 : tensor<2048xf32>
    %8248 = stablehlo.divide %8242, %8247 : tensor<2048xf32>
    %8249 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8250 = stablehlo.multiply %8249, %m.layer4.1.bn3.b : tensor<2048xf32>
    %8251 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8252 = stablehlo.multiply %8251, %5362 : tensor<2048xf32>
    %8253 = stablehlo.add %8250, %8252 : tensor<2048xf32>
    %8254 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8255 = stablehlo.multiply %8254, %v.layer4.1.bn3.b : tensor<2048xf32>
    %8256 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8257 = stablehlo.multiply %5362, %5362 : tensor<2048xf32>
    %8258 = stablehlo.multiply %8256, %8257 : tensor<2048xf32>
    %8259 = stablehlo.add %8255, %8258 : tensor<2048xf32>
    %8260 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8261 = stablehlo.divide %8253, %8260 : tensor<2048xf32>
    %8262 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8263 = stablehlo.divide %8259, %8262 : tensor<2048xf32>
    %8264 = stablehlo.sqrt %8263 : tensor<2048xf32>
    %8265 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8266 = stablehlo.add %8264, %8265 : tensor<2048xf32>
    %8267 = stablehlo.divide %8261, %8266 : tensor<2048xf32>
    %8268 = stablehlo.constant dense<0.9> : tensor<1x1x2048x512xf32>
    %8269 = stablehlo.multiply %8268, %m.layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %8270 = stablehlo.constant dense<0.1> : tensor<1x1x2048x512xf32>
    %8271 = stablehlo.multiply %8270, %5367 : tensor<1x1x2048x512xf32>
    %8272 = stablehlo.add %8269, %8271 : tensor<1x1x2048x512xf32>
    %8273 = stablehlo.constant dense<0.999> : tensor<1x1x2048x512xf32>
    %8274 = stablehlo.multiply %8273, %v.layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %8275 = stablehlo.constant dense<0.001> : tensor<1x1x2048x512xf32>
    %8276 = stablehlo.multiply %5367, %5367 : tensor<1x1x2048x512xf32>
    %8277 = stablehlo.multiply %8275, %8276 : tensor<1x1x2048x512xf32>
    %8278 = stablehlo.add %8274, %8277 : tensor<1x1x2048x512xf32>
    %8279 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8280 = stablehlo.divide %8272, %8279 : tensor<1x1x2048x512xf32>
    %8281 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8282 = stablehlo.divide %8278, %8281 : tensor<1x1x2048x512xf32>
    %8283 = stablehlo.sqrt %8282 : tensor<1x1x2048x512xf32>
    %8284 = stablehlo.constant dense<1.0e-08> : tensor<1x1x2048x512xf32>
    %8285 = stablehlo.add %8283, %8284 : tensor<1x1x2048x512xf32>
    %8286 = stablehlo.divide %8280, %8285 : tensor<1x1x2048x512xf32>
    %8287 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8288 = stablehlo.multiply %8287, %m.layer4.2.bn1.g : tensor<512xf32>
    %8289 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8290 = stablehlo.multiply %8289, %5372 : tensor<512xf32>
    %8291 = stablehlo.add %8288, %8290 : tensor<512xf32>
    %8292 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8293 = stablehlo.multiply %8292, %v.layer4.2.bn1.g : tensor<512xf32>
    %8294 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8295 = stablehlo.multiply %5372, %5372 : tensor<512xf32>
    %8296 = stablehlo.multiply %8294, %8295 : tensor<512xf32>
    %8297 = stablehlo.add %8293, %8296 : tensor<512xf32>
    %8298 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8299 = stablehlo.divide %8291, %8298 : tensor<512xf32>
    %8300 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8301 = stablehlo.divide %8297, %8300 : tensor<512xf32>
    %8302 = stablehlo.sqrt %8301 : tensor<512xf32>
    %8303 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8304 = stablehlo.add %8302, %8303 : tensor<512xf32>
    %8305 = stablehlo.divide %8299, %8304 : tensor<512xf32>
    %8306 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8307 = stablehlo.multiply %8306, %m.layer4.2.bn1.b : tensor<512xf32>
    %8308 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8309 = stablehlo.multiply %8308, %5377 : tensor<512xf32>
    %8310 = stablehlo.add %8307, %8309 : tensor<512xf32>
    %8311 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8312 = stablehlo.multiply %8311, %v.layer4.2.bn1.b : tensor<512xf32>
    %8313 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8314 = stablehlo.multiply %5377, %5377 : tensor<512xf32>
    %8315 = stablehlo.multiply %8313, %8314 : tensor<512xf32>
    %8316 = stablehlo.add %8312, %8315 : tensor<512xf32>
    %8317 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8318 = stablehlo.divide %8310, %8317 : tensor<512xf32>
    %8319 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8320 = stablehlo.divide %8316, %8319 : tensor<512xf32>
    %8321 = stablehlo.sqrt %8320 : tensor<512xf32>
    %8322 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8323 = stablehlo.add %8321, %8322 : tensor<512xf32>
    %8324 = stablehlo.divide %8318, %8323 : tensor<512xf32>
    %8325 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %8326 = stablehlo.multiply %8325, %m.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %8327 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %8328 = stablehlo.multiply %8327, %5382 : tensor<3x3x512x512xf32>
    %8329 = stablehlo.add %8326, %8328 : tensor<3x3x512x512xf32>
    %8330 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %8331 = stablehlo.multiply %8330, %v.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %8332 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %8333 = stablehlo.multiply %5382, %5382 : tensor<3x3x512x512xf32>
    %8334 = stablehlo.multiply %8332, %8333 : tensor<3x3x512x512xf32>
    %8335 = stablehlo.add %8331, %8334 : tensor<3x3x512x512xf32>
    %8336 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8337 = stablehlo.divide %8329, %8336 : tensor<3x3x512x512xf32>
    %8338 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8339 = stablehlo.divide %8335, %8338 : tensor<3x3x512x512xf32>
    %8340 = stablehlo.sqrt %8339 : tensor<3x3x512x512xf32>
    %8341 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %8342 = stablehlo.add %8340, %8341 : tensor<3x3x512x512xf32>
    %8343 = stablehlo.divide %8337, %8342 : tensor<3x3x512x512xf32>
    %8344 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8345 = stablehlo.multiply %8344, %m.layer4.2.bn2.g : tensor<512xf32>
    %8346 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8347 = stablehlo.multiply %8346, %5387 : tensor<512xf32>
    %8348 = stablehlo.add %8345, %8347 : tensor<512xf32>
    %8349 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8350 = stablehlo.multiply %8349, %v.layer4.2.bn2.g : tensor<512xf32>
    %8351 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8352 = stablehlo.multiply %5387, %5387 : tensor<512xf32>
    %8353 = stablehlo.multiply %8351, %8352 : tensor<512xf32>
    %8354 = stablehlo.add %8350, %8353 : tensor<512xf32>
    %8355 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8356 = stablehlo.divide %8348, %8355 : tensor<512xf32>
    %8357 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8358 = stablehlo.divide %8354, %8357 : tensor<512xf32>
    %8359 = stablehlo.sqrt %8358 : tensor<512xf32>
    %8360 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8361 = stablehlo.add %8359, %8360 : tensor<512xf32>
    %8362 = stablehlo.divide %8356, %8361 : tensor<512xf32>
    %8363 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8364 = stablehlo.multiply %8363, %m.layer4.2.bn2.b : tensor<512xf32>
    %8365 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8366 = stablehlo.multiply %8365, %5392 : tensor<512xf32>
    %8367 = stablehlo.add %8364, %8366 : tensor<512xf32>
    %8368 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8369 = stablehlo.multiply %8368, %v.layer4.2.bn2.b : tensor<512xf32>
    %8370 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8371 = stablehlo.multiply %5392, %5392 : tensor<512xf32>
    %8372 = stablehlo.multiply %8370, %8371 : tensor<512xf32>
    %8373 = stablehlo.add %8369, %8372 : tensor<512xf32>
    %8374 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8375 = stablehlo.divide %8367, %8374 : tensor<512xf32>
    %8376 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8377 = stablehlo.divide %8373, %8376 : tensor<512xf32>
    %8378 = stablehlo.sqrt %8377 : tensor<512xf32>
    %8379 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8380 = stablehlo.add %8378, %8379 : tensor<512xf32>
    %8381 = stablehlo.divide %8375, %8380 : tensor<512xf32>
    %8382 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %8383 = stablehlo.multiply %8382, %m.layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %8384 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %8385 = stablehlo.multiply %8384, %5397 : tensor<1x1x512x2048xf32>
    %8386 = stablehlo.add %8383, %8385 : tensor<1x1x512x2048xf32>
    %8387 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %8388 = stablehlo.multiply %8387, %v.layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %8389 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %8390 = stablehlo.multiply %5397, %5397 : tensor<1x1x512x2048xf32>
    %8391 = stablehlo.multiply %8389, %8390 : tensor<1x1x512x2048xf32>
    %8392 = stablehlo.add %8388, %8391 : tensor<1x1x512x2048xf32>
    %8393 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8394 = stablehlo.divide %8386, %8393 : tensor<1x1x512x2048xf32>
    %8395 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8396 = stablehlo.divide %8392, %8395 : tensor<1x1x512x2048xf32>
    %8397 = stablehlo.sqrt %8396 : tensor<1x1x512x2048xf32>
    %8398 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %8399 = stablehlo.add %8397, %8398 : tensor<1x1x512x2048xf32>
    %8400 = stablehlo.divide %8394, %8399 : tensor<1x1x512x2048xf32>
    %8401 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8402 = stablehlo.multiply %8401, %m.layer4.2.bn3.g : tensor<2048xf32>
    %8403 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8404 = stablehlo.multiply %8403, %5402 : tensor<2048xf32>
    %8405 = stablehlo.add %8402, %8404 : tensor<2048xf32>
    %8406 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8407 = stablehlo.multiply %8406, %v.layer4.2.bn3.g : tensor<2048xf32>
    %8408 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8409 = stablehlo.multiply %5402, %5402 : tensor<2048xf32>
    %8410 = stablehlo.multiply %8408, %8409 : tensor<2048xf32>
    %8411 = stablehlo.add %8407, %8410 : tensor<2048xf32>
    %8412 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8413 = stablehlo.divide %8405, %8412 : tensor<2048xf32>
    %8414 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8415 = stablehlo.divide %8411, %8414 : tensor<2048xf32>
    %8416 = stablehlo.sqrt %8415 : tensor<2048xf32>
    %8417 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8418 = stablehlo.add %8416, %8417 : tensor<2048xf32>
    %8419 = stablehlo.divide %8413, %8418 : tensor<2048xf32>
    %8420 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8421 = stablehlo.multiply %8420, %m.layer4.2.bn3.b : tensor<2048xf32>
    %8422 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8423 = stablehlo.multiply %8422, %5407 : tensor<2048xf32>
    %8424 = stablehlo.add %8421, %8423 : tensor<2048xf32>
    %8425 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8426 = stablehlo.multiply %8425, %v.layer4.2.bn3.b : tensor<2048xf32>
    %8427 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8428 = stablehlo.multiply %5407, %5407 : tensor<2048xf32>
    %8429 = stablehlo.multiply %8427, %8428 : tensor<2048xf32>
    %8430 = stablehlo.add %8426, %8429 : tensor<2048xf32>
    %8431 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8432 = stablehlo.divide %8424, %8431 : tensor<2048xf32>
    %8433 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8434 = stablehlo.divide %8430, %8433 : tensor<2048xf32>
    %8435 = stablehlo.sqrt %8434 : tensor<2048xf32>
    %8436 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8437 = stablehlo.add %8435, %8436 : tensor<2048xf32>
    %8438 = stablehlo.divide %8432, %8437 : tensor<2048xf32>
    %8439 = stablehlo.constant dense<0.9> : tensor<2048x1000xf32>
    %8440 = stablehlo.multiply %8439, %m.fc.w : tensor<2048x1000xf32>
    %8441 = stablehlo.constant dense<0.1> : tensor<2048x1000xf32>
    %8442 = stablehlo.multiply %8441, %5412 : tensor<2048x1000xf32>
    %8443 = stablehlo.add %8440, %8442 : tensor<2048x1000xf32>
    %8444 = stablehlo.constant dense<0.999> : tensor<2048x1000xf32>
    %8445 = stablehlo.multiply %8444, %v.fc.w : tensor<2048x1000xf32>
    %8446 = stablehlo.constant dense<0.001> : tensor<2048x1000xf32>
    %8447 = stablehlo.multiply %5412, %5412 : tensor<2048x1000xf32>
    %8448 = stablehlo.multiply %8446, %8447 : tensor<2048x1000xf32>
    %8449 = stablehlo.add %8445, %8448 : tensor<2048x1000xf32>
    %8450 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %8451 = stablehlo.divide %8443, %8450 : tensor<2048x1000xf32>
    %8452 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %8453 = stablehlo.divide %8449, %8452 : tensor<2048x1000xf32>
    %8454 = stablehlo.sqrt %8453 : tensor<2048x1000xf32>
    %8455 = stablehlo.constant dense<1.0e-08> : tensor<2048x1000xf32>
    %8456 = stablehlo.add %8454, %8455 : tensor<2048x1000xf32>
    %8457 = stablehlo.divide %8451, %8456 : tensor<2048x1000xf32>
    %8458 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %8459 = stablehlo.multiply %8458, %m.fc.b : tensor<1000xf32>
    %8460 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %8461 = stablehlo.multiply %8460, %5417 : tensor<1000xf32>
    %8462 = stablehlo.add %8459, %8461 : tensor<1000xf32>
    %8463 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %8464 = stablehlo.multiply %8463, %v.fc.b : tensor<1000xf32>
    %8465 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %8466 = stablehlo.multiply %5417, %5417 : tensor<1000xf32>
    %8467 = stablehlo.multiply %8465, %8466 : tensor<1000xf32>
    %8468 = stablehlo.add %8464, %8467 : tensor<1000xf32>
    %8469 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %8470 = stablehlo.divide %8462, %8469 : tensor<1000xf32>
    %8471 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %8472 = stablehlo.divide %8468, %8471 : tensor<1000xf32>
    %8473 = stablehlo.sqrt %8472 : tensor<1000xf32>
    %8474 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %8475 = stablehlo.add %8473, %8474 : tensor<1000xf32>
    %8476 = stablehlo.divide %8470, %8475 : tensor<1000xf32>
    %8477 = stablehlo.constant dense<0.05> : tensor<7x7x3x64xf32>
    %8478 = stablehlo.multiply %8477, %conv1.w : tensor<7x7x3x64xf32>
    %8479 = stablehlo.add %5436, %8478 : tensor<7x7x3x64xf32>
    %8480 = stablehlo.constant dense<0.05> : tensor<1x1x64x64xf32>
    %8481 = stablehlo.multiply %8480, %layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %8482 = stablehlo.add %5493, %8481 : tensor<1x1x64x64xf32>
    %8483 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %8484 = stablehlo.multiply %8483, %layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %8485 = stablehlo.add %5550, %8484 : tensor<3x3x64x64xf32>
    %8486 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %8487 = stablehlo.multiply %8486, %layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %8488 = stablehlo.add %5607, %8487 : tensor<1x1x64x256xf32>
    %8489 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %8490 = stablehlo.multiply %8489, %layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %8491 = stablehlo.add %5664, %8490 : tensor<1x1x64x256xf32>
    %8492 = stablehlo.constant dense<0.05> : tensor<1x1x256x64xf32>
    %8493 = stablehlo.multiply %8492, %layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %8494 = stablehlo.add %5721, %8493 : tensor<1x1x256x64xf32>
    %8495 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %8496 = stablehlo.multiply %8495, %layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %8497 = stablehlo.add %5778, %8496 : tensor<3x3x64x64xf32>
    %8498 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %8499 = stablehlo.multiply %8498, %layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %8500 = stablehlo.add %5835, %8499 : tensor<1x1x64x256xf32>
    %8501 = stablehlo.constant dense<0.05> : tensor<1x1x256x64xf32>
    %8502 = stablehlo.multiply %8501, %layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %8503 = stablehlo.add %5892, %8502 : tensor<1x1x256x64xf32>
    %8504 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %8505 = stablehlo.multiply %8504, %layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %8506 = stablehlo.add %5949, %8505 : tensor<3x3x64x64xf32>
    %8507 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %8508 = stablehlo.multiply %8507, %layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %8509 = stablehlo.add %6006, %8508 : tensor<1x1x64x256xf32>
    %8510 = stablehlo.constant dense<0.05> : tensor<1x1x256x128xf32>
    %8511 = stablehlo.multiply %8510, %layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %8512 = stablehlo.add %6063, %8511 : tensor<1x1x256x128xf32>
    %8513 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %8514 = stablehlo.multiply %8513, %layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %8515 = stablehlo.add %6120, %8514 : tensor<3x3x128x128xf32>
    %8516 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %8517 = stablehlo.multiply %8516, %layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %8518 = stablehlo.add %6177, %8517 : tensor<1x1x128x512xf32>
    %8519 = stablehlo.constant dense<0.05> : tensor<1x1x256x512xf32>
    %8520 = stablehlo.multiply %8519, %layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %8521 = stablehlo.add %6234, %8520 : tensor<1x1x256x512xf32>
    %8522 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %8523 = stablehlo.multiply %8522, %layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %8524 = stablehlo.add %6291, %8523 : tensor<1x1x512x128xf32>
    %8525 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %8526 = stablehlo.multiply %8525, %layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %8527 = stablehlo.add %6348, %8526 : tensor<3x3x128x128xf32>
    %8528 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %8529 = stablehlo.multiply %8528, %layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %8530 = stablehlo.add %6405, %8529 : tensor<1x1x128x512xf32>
    %8531 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %8532 = stablehlo.multiply %8531, %layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %8533 = stablehlo.add %6462, %8532 : tensor<1x1x512x128xf32>
    %8534 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %8535 = stablehlo.multiply %8534, %layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %8536 = stablehlo.add %6519, %8535 : tensor<3x3x128x128xf32>
    %8537 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %8538 = stablehlo.multiply %8537, %layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %8539 = stablehlo.add %6576, %8538 : tensor<1x1x128x512xf32>
    %8540 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %8541 = stablehlo.multiply %8540, %layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %8542 = stablehlo.add %6633, %8541 : tensor<1x1x512x128xf32>
    %8543 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %8544 = stablehlo.multiply %8543, %layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %8545 = stablehlo.add %6690, %8544 : tensor<3x3x128x128xf32>
    %8546 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %8547 = stablehlo.multiply %8546, %layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %8548 = stablehlo.add %6747, %8547 : tensor<1x1x128x512xf32>
    %8549 = stablehlo.constant dense<0.05> : tensor<1x1x512x256xf32>
    %8550 = stablehlo.multiply %8549, %layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %8551 = stablehlo.add %6804, %8550 : tensor<1x1x512x256xf32>
    %8552 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8553 = stablehlo.multiply %8552, %layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %8554 = stablehlo.add %6861, %8553 : tensor<3x3x256x256xf32>
    %8555 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8556 = stablehlo.multiply %8555, %layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %8557 = stablehlo.add %6918, %8556 : tensor<1x1x256x1024xf32>
    %8558 = stablehlo.constant dense<0.05> : tensor<1x1x512x1024xf32>
    %8559 = stablehlo.multiply %8558, %layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %8560 = stablehlo.add %6975, %8559 : tensor<1x1x512x1024xf32>
    %8561 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %8562 = stablehlo.multiply %8561, %layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %8563 = stablehlo.add %7032, %8562 : tensor<1x1x1024x256xf32>
    %8564 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8565 = stablehlo.multiply %8564, %layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %8566 = stablehlo.add %7089, %8565 : tensor<3x3x256x256xf32>
    %8567 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8568 = stablehlo.multiply %8567, %layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %8569 = stablehlo.add %7146, %8568 : tensor<1x1x256x1024xf32>
    %8570 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %8571 = stablehlo.multiply %8570, %layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %8572 = stablehlo.add %7203, %8571 : tensor<1x1x1024x256xf32>
    %8573 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8574 = stablehlo.multiply %8573, %layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %8575 = stablehlo.add %7260, %8574 : tensor<3x3x256x256xf32>
    %8576 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8577 = stablehlo.multiply %8576, %layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %8578 = stablehlo.add %7317, %8577 : tensor<1x1x256x1024xf32>
    %8579 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %8580 = stablehlo.multiply %8579, %layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %8581 = stablehlo.add %7374, %8580 : tensor<1x1x1024x256xf32>
    %8582 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8583 = stablehlo.multiply %8582, %layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %8584 = stablehlo.add %7431, %8583 : tensor<3x3x256x256xf32>
    %8585 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8586 = stablehlo.multiply %8585, %layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %8587 = stablehlo.add %7488, %8586 : tensor<1x1x256x1024xf32>
    %8588 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %8589 = stablehlo.multiply %8588, %layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %8590 = stablehlo.add %7545, %8589 : tensor<1x1x1024x256xf32>
    %8591 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8592 = stablehlo.multiply %8591, %layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %8593 = stablehlo.add %7602, %8592 : tensor<3x3x256x256xf32>
    %8594 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8595 = stablehlo.multiply %8594, %layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %8596 = stablehlo.add %7659, %8595 : tensor<1x1x256x1024xf32>
    %8597 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %8598 = stablehlo.multiply %8597, %layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %8599 = stablehlo.add %7716, %8598 : tensor<1x1x1024x256xf32>
    %8600 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8601 = stablehlo.multiply %8600, %layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %8602 = stablehlo.add %7773, %8601 : tensor<3x3x256x256xf32>
    %8603 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8604 = stablehlo.multiply %8603, %layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %8605 = stablehlo.add %7830, %8604 : tensor<1x1x256x1024xf32>
    %8606 = stablehlo.constant dense<0.05> : tensor<1x1x1024x512xf32>
    %8607 = stablehlo.multiply %8606, %layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %8608 = stablehlo.add %7887, %8607 : tensor<1x1x1024x512xf32>
    %8609 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %8610 = stablehlo.multiply %8609, %layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %8611 = stablehlo.add %7944, %8610 : tensor<3x3x512x512xf32>
    %8612 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %8613 = stablehlo.multiply %8612, %layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %8614 = stablehlo.add %8001, %8613 : tensor<1x1x512x2048xf32>
    %8615 = stablehlo.constant dense<0.05> : tensor<1x1x1024x2048xf32>
    %8616 = stablehlo.multiply %8615, %layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %8617 = stablehlo.add %8058, %8616 : tensor<1x1x1024x2048xf32>
    %8618 = stablehlo.constant dense<0.05> : tensor<1x1x2048x512xf32>
    %8619 = stablehlo.multiply %8618, %layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %8620 = stablehlo.add %8115, %8619 : tensor<1x1x2048x512xf32>
    %8621 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %8622 = stablehlo.multiply %8621, %layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %8623 = stablehlo.add %8172, %8622 : tensor<3x3x512x512xf32>
    %8624 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %8625 = stablehlo.multiply %8624, %layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %8626 = stablehlo.add %8229, %8625 : tensor<1x1x512x2048xf32>
    %8627 = stablehlo.constant dense<0.05> : tensor<1x1x2048x512xf32>
    %8628 = stablehlo.multiply %8627, %layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %8629 = stablehlo.add %8286, %8628 : tensor<1x1x2048x512xf32>
    %8630 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %8631 = stablehlo.multiply %8630, %layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %8632 = stablehlo.add %8343, %8631 : tensor<3x3x512x512xf32>
    %8633 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %8634 = stablehlo.multiply %8633, %layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %8635 = stablehlo.add %8400, %8634 : tensor<1x1x512x2048xf32>
    %8636 = stablehlo.constant dense<0.05> : tensor<2048x1000xf32>
    %8637 = stablehlo.multiply %8636, %fc.w : tensor<2048x1000xf32>
    %8638 = stablehlo.add %8457, %8637 : tensor<2048x1000xf32>
    %8639 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %8640 = stablehlo.multiply %8639, %8479 : tensor<7x7x3x64xf32>
    %8641 = stablehlo.subtract %conv1.w, %8640 : tensor<7x7x3x64xf32>
    %8642 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8643 = stablehlo.multiply %8642, %5455 : tensor<64xf32>
    %8644 = stablehlo.subtract %bn1.g, %8643 : tensor<64xf32>
    %8645 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8646 = stablehlo.multiply %8645, %5474 : tensor<64xf32>
    %8647 = stablehlo.subtract %bn1.b, %8646 : tensor<64xf32>
    %8648 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %8649 = stablehlo.multiply %8648, %8482 : tensor<1x1x64x64xf32>
    %8650 = stablehlo.subtract %layer1.0.conv1.w, %8649 : tensor<1x1x64x64xf32>
    %8651 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8652 = stablehlo.multiply %8651, %5512 : tensor<64xf32>
    %8653 = stablehlo.subtract %layer1.0.bn1.g, %8652 : tensor<64xf32>
    %8654 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8655 = stablehlo.multiply %8654, %5531 : tensor<64xf32>
    %8656 = stablehlo.subtract %layer1.0.bn1.b, %8655 : tensor<64xf32>
    %8657 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8658 = stablehlo.multiply %8657, %8485 : tensor<3x3x64x64xf32>
    %8659 = stablehlo.subtract %layer1.0.conv2.w, %8658 : tensor<3x3x64x64xf32>
    %8660 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8661 = stablehlo.multiply %8660, %5569 : tensor<64xf32>
    %8662 = stablehlo.subtract %layer1.0.bn2.g, %8661 : tensor<64xf32>
    %8663 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8664 = stablehlo.multiply %8663, %5588 : tensor<64xf32>
    %8665 = stablehlo.subtract %layer1.0.bn2.b, %8664 : tensor<64xf32>
    %8666 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8667 = stablehlo.multiply %8666, %8488 : tensor<1x1x64x256xf32>
    %8668 = stablehlo.subtract %layer1.0.conv3.w, %8667 : tensor<1x1x64x256xf32>
    %8669 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8670 = stablehlo.multiply %8669, %5626 : tensor<256xf32>
    %8671 = stablehlo.subtract %layer1.0.bn3.g, %8670 : tensor<256xf32>
    %8672 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8673 = stablehlo.multiply %8672, %5645 : tensor<256xf32>
    %8674 = stablehlo.subtract %layer1.0.bn3.b, %8673 : tensor<256xf32>
    %8675 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8676 = stablehlo.multiply %8675, %8491 : tensor<1x1x64x256xf32>
    %8677 = stablehlo.subtract %layer1.0.downsample.0.w, %8676 : tensor<1x1x64x256xf32>
    %8678 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8679 = stablehlo.multiply %8678, %5683 : tensor<256xf32>
    %8680 = stablehlo.subtract %layer1.0.downsample.1.g, %8679 : tensor<256xf32>
    %8681 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8682 = stablehlo.multiply %8681, %5702 : tensor<256xf32>
    %8683 = stablehlo.subtract %layer1.0.downsample.1.b, %8682 : tensor<256xf32>
    %8684 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %8685 = stablehlo.multiply %8684, %8494 : tensor<1x1x256x64xf32>
    %8686 = stablehlo.subtract %layer1.1.conv1.w, %8685 : tensor<1x1x256x64xf32>
    %8687 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8688 = stablehlo.multiply %8687, %5740 : tensor<64xf32>
    %8689 = stablehlo.subtract %layer1.1.bn1.g, %8688 : tensor<64xf32>
    %8690 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8691 = stablehlo.multiply %8690, %5759 : tensor<64xf32>
    %8692 = stablehlo.subtract %layer1.1.bn1.b, %8691 : tensor<64xf32>
    %8693 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8694 = stablehlo.multiply %8693, %8497 : tensor<3x3x64x64xf32>
    %8695 = stablehlo.subtract %layer1.1.conv2.w, %8694 : tensor<3x3x64x64xf32>
    %8696 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8697 = stablehlo.multiply %8696, %5797 : tensor<64xf32>
    %8698 = stablehlo.subtract %layer1.1.bn2.g, %8697 : tensor<64xf32>
    %8699 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8700 = stablehlo.multiply %8699, %5816 : tensor<64xf32>
    %8701 = stablehlo.subtract %layer1.1.bn2.b, %8700 : tensor<64xf32>
    %8702 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8703 = stablehlo.multiply %8702, %8500 : tensor<1x1x64x256xf32>
    %8704 = stablehlo.subtract %layer1.1.conv3.w, %8703 : tensor<1x1x64x256xf32>
    %8705 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8706 = stablehlo.multiply %8705, %5854 : tensor<256xf32>
    %8707 = stablehlo.subtract %layer1.1.bn3.g, %8706 : tensor<256xf32>
    %8708 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8709 = stablehlo.multiply %8708, %5873 : tensor<256xf32>
    %8710 = stablehlo.subtract %layer1.1.bn3.b, %8709 : tensor<256xf32>
    %8711 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %8712 = stablehlo.multiply %8711, %8503 : tensor<1x1x256x64xf32>
    %8713 = stablehlo.subtract %layer1.2.conv1.w, %8712 : tensor<1x1x256x64xf32>
    %8714 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8715 = stablehlo.multiply %8714, %5911 : tensor<64xf32>
    %8716 = stablehlo.subtract %layer1.2.bn1.g, %8715 : tensor<64xf32>
    %8717 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8718 = stablehlo.multiply %8717, %5930 : tensor<64xf32>
    %8719 = stablehlo.subtract %layer1.2.bn1.b, %8718 : tensor<64xf32>
    %8720 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8721 = stablehlo.multiply %8720, %8506 : tensor<3x3x64x64xf32>
    %8722 = stablehlo.subtract %layer1.2.conv2.w, %8721 : tensor<3x3x64x64xf32>
    %8723 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8724 = stablehlo.multiply %8723, %5968 : tensor<64xf32>
    %8725 = stablehlo.subtract %layer1.2.bn2.g, %8724 : tensor<64xf32>
    %8726 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8727 = stablehlo.multiply %8726, %5987 : tensor<64xf32>
    %8728 = stablehlo.subtract %layer1.2.bn2.b, %8727 : tensor<64xf32>
    %8729 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8730 = stablehlo.multiply %8729, %8509 : tensor<1x1x64x256xf32>
    %8731 = stablehlo.subtract %layer1.2.conv3.w, %8730 : tensor<1x1x64x256xf32>
    %8732 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8733 = stablehlo.multiply %8732, %6025 : tensor<256xf32>
    %8734 = stablehlo.subtract %layer1.2.bn3.g, %8733 : tensor<256xf32>
    %8735 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8736 = stablehlo.multiply %8735, %6044 : tensor<256xf32>
    %8737 = stablehlo.subtract %layer1.2.bn3.b, %8736 : tensor<256xf32>
    %8738 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %8739 = stablehlo.multiply %8738, %8512 : tensor<1x1x256x128xf32>
    %8740 = stablehlo.subtract %layer2.0.conv1.w, %8739 : tensor<1x1x256x128xf32>
    %8741 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8742 = stablehlo.multiply %8741, %6082 : tensor<128xf32>
    %8743 = stablehlo.subtract %layer2.0.bn1.g, %8742 : tensor<128xf32>
    %8744 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8745 = stablehlo.multiply %8744, %6101 : tensor<128xf32>
    %8746 = stablehlo.subtract %layer2.0.bn1.b, %8745 : tensor<128xf32>
    %8747 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8748 = stablehlo.multiply %8747, %8515 : tensor<3x3x128x128xf32>
    %8749 = stablehlo.subtract %layer2.0.conv2.w, %8748 : tensor<3x3x128x128xf32>
    %8750 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8751 = stablehlo.multiply %8750, %6139 : tensor<128xf32>
    %8752 = stablehlo.subtract %layer2.0.bn2.g, %8751 : tensor<128xf32>
    %8753 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8754 = stablehlo.multiply %8753, %6158 : tensor<128xf32>
    %8755 = stablehlo.subtract %layer2.0.bn2.b, %8754 : tensor<128xf32>
    %8756 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8757 = stablehlo.multiply %8756, %8518 : tensor<1x1x128x512xf32>
    %8758 = stablehlo.subtract %layer2.0.conv3.w, %8757 : tensor<1x1x128x512xf32>
    %8759 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8760 = stablehlo.multiply %8759, %6196 : tensor<512xf32>
    %8761 = stablehlo.subtract %layer2.0.bn3.g, %8760 : tensor<512xf32>
    %8762 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8763 = stablehlo.multiply %8762, %6215 : tensor<512xf32>
    %8764 = stablehlo.subtract %layer2.0.bn3.b, %8763 : tensor<512xf32>
    %8765 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %8766 = stablehlo.multiply %8765, %8521 : tensor<1x1x256x512xf32>
    %8767 = stablehlo.subtract %layer2.0.downsample.0.w, %8766 : tensor<1x1x256x512xf32>
    %8768 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8769 = stablehlo.multiply %8768, %6253 : tensor<512xf32>
    %8770 = stablehlo.subtract %layer2.0.downsample.1.g, %8769 : tensor<512xf32>
    %8771 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8772 = stablehlo.multiply %8771, %6272 : tensor<512xf32>
    %8773 = stablehlo.subtract %layer2.0.downsample.1.b, %8772 : tensor<512xf32>
    %8774 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8775 = stablehlo.multiply %8774, %8524 : tensor<1x1x512x128xf32>
    %8776 = stablehlo.subtract %layer2.1.conv1.w, %8775 : tensor<1x1x512x128xf32>
    %8777 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8778 = stablehlo.multiply %8777, %6310 : tensor<128xf32>
    %8779 = stablehlo.subtract %layer2.1.bn1.g, %8778 : tensor<128xf32>
    %8780 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8781 = stablehlo.multiply %8780, %6329 : tensor<128xf32>
    %8782 = stablehlo.subtract %layer2.1.bn1.b, %8781 : tensor<128xf32>
    %8783 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8784 = stablehlo.multiply %8783, %8527 : tensor<3x3x128x128xf32>
    %8785 = stablehlo.subtract %layer2.1.conv2.w, %8784 : tensor<3x3x128x128xf32>
    %8786 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8787 = stablehlo.multiply %8786, %6367 : tensor<128xf32>
    %8788 = stablehlo.subtract %layer2.1.bn2.g, %8787 : tensor<128xf32>
    %8789 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8790 = stablehlo.multiply %8789, %6386 : tensor<128xf32>
    %8791 = stablehlo.subtract %layer2.1.bn2.b, %8790 : tensor<128xf32>
    %8792 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8793 = stablehlo.multiply %8792, %8530 : tensor<1x1x128x512xf32>
    %8794 = stablehlo.subtract %layer2.1.conv3.w, %8793 : tensor<1x1x128x512xf32>
    %8795 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8796 = stablehlo.multiply %8795, %6424 : tensor<512xf32>
    %8797 = stablehlo.subtract %layer2.1.bn3.g, %8796 : tensor<512xf32>
    %8798 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8799 = stablehlo.multiply %8798, %6443 : tensor<512xf32>
    %8800 = stablehlo.subtract %layer2.1.bn3.b, %8799 : tensor<512xf32>
    %8801 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8802 = stablehlo.multiply %8801, %8533 : tensor<1x1x512x128xf32>
    %8803 = stablehlo.subtract %layer2.2.conv1.w, %8802 : tensor<1x1x512x128xf32>
    %8804 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8805 = stablehlo.multiply %8804, %6481 : tensor<128xf32>
    %8806 = stablehlo.subtract %layer2.2.bn1.g, %8805 : tensor<128xf32>
    %8807 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8808 = stablehlo.multiply %8807, %6500 : tensor<128xf32>
    %8809 = stablehlo.subtract %layer2.2.bn1.b, %8808 : tensor<128xf32>
    %8810 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8811 = stablehlo.multiply %8810, %8536 : tensor<3x3x128x128xf32>
    %8812 = stablehlo.subtract %layer2.2.conv2.w, %8811 : tensor<3x3x128x128xf32>
    %8813 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8814 = stablehlo.multiply %8813, %6538 : tensor<128xf32>
    %8815 = stablehlo.subtract %layer2.2.bn2.g, %8814 : tensor<128xf32>
    %8816 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8817 = stablehlo.multiply %8816, %6557 : tensor<128xf32>
    %8818 = stablehlo.subtract %layer2.2.bn2.b, %8817 : tensor<128xf32>
    %8819 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8820 = stablehlo.multiply %8819, %8539 : tensor<1x1x128x512xf32>
    %8821 = stablehlo.subtract %layer2.2.conv3.w, %8820 : tensor<1x1x128x512xf32>
    %8822 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8823 = stablehlo.multiply %8822, %6595 : tensor<512xf32>
    %8824 = stablehlo.subtract %layer2.2.bn3.g, %8823 : tensor<512xf32>
    %8825 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8826 = stablehlo.multiply %8825, %6614 : tensor<512xf32>
    %8827 = stablehlo.subtract %layer2.2.bn3.b, %8826 : tensor<512xf32>
    %8828 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8829 = stablehlo.multiply %8828, %8542 : tensor<1x1x512x128xf32>
    %8830 = stablehlo.subtract %layer2.3.conv1.w, %8829 : tensor<1x1x512x128xf32>
    %8831 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8832 = stablehlo.multiply %8831, %6652 : tensor<128xf32>
    %8833 = stablehlo.subtract %layer2.3.bn1.g, %8832 : tensor<128xf32>
    %8834 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8835 = stablehlo.multiply %8834, %6671 : tensor<128xf32>
    %8836 = stablehlo.subtract %layer2.3.bn1.b, %8835 : tensor<128xf32>
    %8837 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8838 = stablehlo.multiply %8837, %8545 : tensor<3x3x128x128xf32>
    %8839 = stablehlo.subtract %layer2.3.conv2.w, %8838 : tensor<3x3x128x128xf32>
    %8840 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8841 = stablehlo.multiply %8840, %6709 : tensor<128xf32>
    %8842 = stablehlo.subtract %layer2.3.bn2.g, %8841 : tensor<128xf32>
    %8843 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8844 = stablehlo.multiply %8843, %6728 : tensor<128xf32>
    %8845 = stablehlo.subtract %layer2.3.bn2.b, %8844 : tensor<128xf32>
    %8846 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8847 = stablehlo.multiply %8846, %8548 : tensor<1x1x128x512xf32>
    %8848 = stablehlo.subtract %layer2.3.conv3.w, %8847 : tensor<1x1x128x512xf32>
    %8849 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8850 = stablehlo.multiply %8849, %6766 : tensor<512xf32>
    %8851 = stablehlo.subtract %layer2.3.bn3.g, %8850 : tensor<512xf32>
    %8852 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8853 = stablehlo.multiply %8852, %6785 : tensor<512xf32>
    %8854 = stablehlo.subtract %layer2.3.bn3.b, %8853 : tensor<512xf32>
    %8855 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %8856 = stablehlo.multiply %8855, %8551 : tensor<1x1x512x256xf32>
    %8857 = stablehlo.subtract %layer3.0.conv1.w, %8856 : tensor<1x1x512x256xf32>
    %8858 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8859 = stablehlo.multiply %8858, %6823 : tensor<256xf32>
    %8860 = stablehlo.subtract %layer3.0.bn1.g, %8859 : tensor<256xf32>
    %8861 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8862 = stablehlo.multiply %8861, %6842 : tensor<256xf32>
    %8863 = stablehlo.subtract %layer3.0.bn1.b, %8862 : tensor<256xf32>
    %8864 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8865 = stablehlo.multiply %8864, %8554 : tensor<3x3x256x256xf32>
    %8866 = stablehlo.subtract %layer3.0.conv2.w, %8865 : tensor<3x3x256x256xf32>
    %8867 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8868 = stablehlo.multiply %8867, %6880 : tensor<256xf32>
    %8869 = stablehlo.subtract %layer3.0.bn2.g, %8868 : tensor<256xf32>
    %8870 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8871 = stablehlo.multiply %8870, %6899 : tensor<256xf32>
    %8872 = stablehlo.subtract %layer3.0.bn2.b, %8871 : tensor<256xf32>
    %8873 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8874 = stablehlo.multiply %8873, %8557 : tensor<1x1x256x1024xf32>
    %8875 = stablehlo.subtract %layer3.0.conv3.w, %8874 : tensor<1x1x256x1024xf32>
    %8876 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8877 = stablehlo.multiply %8876, %6937 : tensor<1024xf32>
    %8878 = stablehlo.subtract %layer3.0.bn3.g, %8877 : tensor<1024xf32>
    %8879 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8880 = stablehlo.multiply %8879, %6956 : tensor<1024xf32>
    %8881 = stablehlo.subtract %layer3.0.bn3.b, %8880 : tensor<1024xf32>
    %8882 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %8883 = stablehlo.multiply %8882, %8560 : tensor<1x1x512x1024xf32>
    %8884 = stablehlo.subtract %layer3.0.downsample.0.w, %8883 : tensor<1x1x512x1024xf32>
    %8885 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8886 = stablehlo.multiply %8885, %6994 : tensor<1024xf32>
    %8887 = stablehlo.subtract %layer3.0.downsample.1.g, %8886 : tensor<1024xf32>
    %8888 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8889 = stablehlo.multiply %8888, %7013 : tensor<1024xf32>
    %8890 = stablehlo.subtract %layer3.0.downsample.1.b, %8889 : tensor<1024xf32>
    %8891 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8892 = stablehlo.multiply %8891, %8563 : tensor<1x1x1024x256xf32>
    %8893 = stablehlo.subtract %layer3.1.conv1.w, %8892 : tensor<1x1x1024x256xf32>
    %8894 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8895 = stablehlo.multiply %8894, %7051 : tensor<256xf32>
    %8896 = stablehlo.subtract %layer3.1.bn1.g, %8895 : tensor<256xf32>
    %8897 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8898 = stablehlo.multiply %8897, %7070 : tensor<256xf32>
    %8899 = stablehlo.subtract %layer3.1.bn1.b, %8898 : tensor<256xf32>
    %8900 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8901 = stablehlo.multiply %8900, %8566 : tensor<3x3x256x256xf32>
    %8902 = stablehlo.subtract %layer3.1.conv2.w, %8901 : tensor<3x3x256x256xf32>
    %8903 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8904 = stablehlo.multiply %8903, %7108 : tensor<256xf32>
    %8905 = stablehlo.subtract %layer3.1.bn2.g, %8904 : tensor<256xf32>
    %8906 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8907 = stablehlo.multiply %8906, %7127 : tensor<256xf32>
    %8908 = stablehlo.subtract %layer3.1.bn2.b, %8907 : tensor<256xf32>
    %8909 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8910 = stablehlo.multiply %8909, %8569 : tensor<1x1x256x1024xf32>
    %8911 = stablehlo.subtract %layer3.1.conv3.w, %8910 : tensor<1x1x256x1024xf32>
    %8912 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8913 = stablehlo.multiply %8912, %7165 : tensor<1024xf32>
    %8914 = stablehlo.subtract %layer3.1.bn3.g, %8913 : tensor<1024xf32>
    %8915 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8916 = stablehlo.multiply %8915, %7184 : tensor<1024xf32>
    %8917 = stablehlo.subtract %layer3.1.bn3.b, %8916 : tensor<1024xf32>
    %8918 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8919 = stablehlo.multiply %8918, %8572 : tensor<1x1x1024x256xf32>
    %8920 = stablehlo.subtract %layer3.2.conv1.w, %8919 : tensor<1x1x1024x256xf32>
    %8921 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8922 = stablehlo.multiply %8921, %7222 : tensor<256xf32>
    %8923 = stablehlo.subtract %layer3.2.bn1.g, %8922 : tensor<256xf32>
    %8924 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8925 = stablehlo.multiply %8924, %7241 : tensor<256xf32>
    %8926 = stablehlo.subtract %layer3.2.bn1.b, %8925 : tensor<256xf32>
    %8927 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8928 = stablehlo.multiply %8927, %8575 : tensor<3x3x256x256xf32>
    %8929 = stablehlo.subtract %layer3.2.conv2.w, %8928 : tensor<3x3x256x256xf32>
    %8930 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8931 = stablehlo.multiply %8930, %7279 : tensor<256xf32>
    %8932 = stablehlo.subtract %layer3.2.bn2.g, %8931 : tensor<256xf32>
    %8933 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8934 = stablehlo.multiply %8933, %7298 : tensor<256xf32>
    %8935 = stablehlo.subtract %layer3.2.bn2.b, %8934 : tensor<256xf32>
    %8936 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8937 = stablehlo.multiply %8936, %8578 : tensor<1x1x256x1024xf32>
    %8938 = stablehlo.subtract %layer3.2.conv3.w, %8937 : tensor<1x1x256x1024xf32>
    %8939 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8940 = stablehlo.multiply %8939, %7336 : tensor<1024xf32>
    %8941 = stablehlo.subtract %layer3.2.bn3.g, %8940 : tensor<1024xf32>
    %8942 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8943 = stablehlo.multiply %8942, %7355 : tensor<1024xf32>
    %8944 = stablehlo.subtract %layer3.2.bn3.b, %8943 : tensor<1024xf32>
    %8945 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8946 = stablehlo.multiply %8945, %8581 : tensor<1x1x1024x256xf32>
    %8947 = stablehlo.subtract %layer3.3.conv1.w, %8946 : tensor<1x1x1024x256xf32>
    %8948 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8949 = stablehlo.multiply %8948, %7393 : tensor<256xf32>
    %8950 = stablehlo.subtract %layer3.3.bn1.g, %8949 : tensor<256xf32>
    %8951 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8952 = stablehlo.multiply %8951, %7412 : tensor<256xf32>
    %8953 = stablehlo.subtract %layer3.3.bn1.b, %8952 : tensor<256xf32>
    %8954 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8955 = stablehlo.multiply %8954, %8584 : tensor<3x3x256x256xf32>
    %8956 = stablehlo.subtract %layer3.3.conv2.w, %8955 : tensor<3x3x256x256xf32>
    %8957 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8958 = stablehlo.multiply %8957, %7450 : tensor<256xf32>
    %8959 = stablehlo.subtract %layer3.3.bn2.g, %8958 : tensor<256xf32>
    %8960 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8961 = stablehlo.multiply %8960, %7469 : tensor<256xf32>
    %8962 = stablehlo.subtract %layer3.3.bn2.b, %8961 : tensor<256xf32>
    %8963 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8964 = stablehlo.multiply %8963, %8587 : tensor<1x1x256x1024xf32>
    %8965 = stablehlo.subtract %layer3.3.conv3.w, %8964 : tensor<1x1x256x1024xf32>
    %8966 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8967 = stablehlo.multiply %8966, %7507 : tensor<1024xf32>
    %8968 = stablehlo.subtract %layer3.3.bn3.g, %8967 : tensor<1024xf32>
    %8969 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8970 = stablehlo.multiply %8969, %7526 : tensor<1024xf32>
    %8971 = stablehlo.subtract %layer3.3.bn3.b, %8970 : tensor<1024xf32>
    %8972 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8973 = stablehlo.multiply %8972, %8590 : tensor<1x1x1024x256xf32>
    %8974 = stablehlo.subtract %layer3.4.conv1.w, %8973 : tensor<1x1x1024x256xf32>
    %8975 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8976 = stablehlo.multiply %8975, %7564 : tensor<256xf32>
    %8977 = stablehlo.subtract %layer3.4.bn1.g, %8976 : tensor<256xf32>
    %8978 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8979 = stablehlo.multiply %8978, %7583 : tensor<256xf32>
    %8980 = stablehlo.subtract %layer3.4.bn1.b, %8979 : tensor<256xf32>
    %8981 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8982 = stablehlo.multiply %8981, %8593 : tensor<3x3x256x256xf32>
    %8983 = stablehlo.subtract %layer3.4.conv2.w, %8982 : tensor<3x3x256x256xf32>
    %8984 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8985 = stablehlo.multiply %8984, %7621 : tensor<256xf32>
    %8986 = stablehlo.subtract %layer3.4.bn2.g, %8985 : tensor<256xf32>
    %8987 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8988 = stablehlo.multiply %8987, %7640 : tensor<256xf32>
    %8989 = stablehlo.subtract %layer3.4.bn2.b, %8988 : tensor<256xf32>
    %8990 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8991 = stablehlo.multiply %8990, %8596 : tensor<1x1x256x1024xf32>
    %8992 = stablehlo.subtract %layer3.4.conv3.w, %8991 : tensor<1x1x256x1024xf32>
    %8993 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8994 = stablehlo.multiply %8993, %7678 : tensor<1024xf32>
    %8995 = stablehlo.subtract %layer3.4.bn3.g, %8994 : tensor<1024xf32>
    %8996 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8997 = stablehlo.multiply %8996, %7697 : tensor<1024xf32>
    %8998 = stablehlo.subtract %layer3.4.bn3.b, %8997 : tensor<1024xf32>
    %8999 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %9000 = stablehlo.multiply %8999, %8599 : tensor<1x1x1024x256xf32>
    %9001 = stablehlo.subtract %layer3.5.conv1.w, %9000 : tensor<1x1x1024x256xf32>
    %9002 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %9003 = stablehlo.multiply %9002, %7735 : tensor<256xf32>
    %9004 = stablehlo.subtract %layer3.5.bn1.g, %9003 : tensor<256xf32>
    %9005 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %9006 = stablehlo.multiply %9005, %7754 : tensor<256xf32>
    %9007 = stablehlo.subtract %layer3.5.bn1.b, %9006 : tensor<256xf32>
    %9008 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %9009 = stablehlo.multiply %9008, %8602 : tensor<3x3x256x256xf32>
    %9010 = stablehlo.subtract %layer3.5.conv2.w, %9009 : tensor<3x3x256x256xf32>
    %9011 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %9012 = stablehlo.multiply %9011, %7792 : tensor<256xf32>
    %9013 = stablehlo.subtract %layer3.5.bn2.g, %9012 : tensor<256xf32>
    %9014 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %9015 = stablehlo.multiply %9014, %7811 : tensor<256xf32>
    %9016 = stablehlo.subtract %layer3.5.bn2.b, %9015 : tensor<256xf32>
    %9017 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %9018 = stablehlo.multiply %9017, %8605 : tensor<1x1x256x1024xf32>
    %9019 = stablehlo.subtract %layer3.5.conv3.w, %9018 : tensor<1x1x256x1024xf32>
    %9020 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %9021 = stablehlo.multiply %9020, %7849 : tensor<1024xf32>
    %9022 = stablehlo.subtract %layer3.5.bn3.g, %9021 : tensor<1024xf32>
    %9023 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %9024 = stablehlo.multiply %9023, %7868 : tensor<1024xf32>
    %9025 = stablehlo.subtract %layer3.5.bn3.b, %9024 : tensor<1024xf32>
    %9026 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %9027 = stablehlo.multiply %9026, %8608 : tensor<1x1x1024x512xf32>
    %9028 = stablehlo.subtract %layer4.0.conv1.w, %9027 : tensor<1x1x1024x512xf32>
    %9029 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9030 = stablehlo.multiply %9029, %7906 : tensor<512xf32>
    %9031 = stablehlo.subtract %layer4.0.bn1.g, %9030 : tensor<512xf32>
    %9032 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9033 = stablehlo.multiply %9032, %7925 : tensor<512xf32>
    %9034 = stablehlo.subtract %layer4.0.bn1.b, %9033 : tensor<512xf32>
    %9035 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %9036 = stablehlo.multiply %9035, %8611 : tensor<3x3x512x512xf32>
    %9037 = stablehlo.subtract %layer4.0.conv2.w, %9036 : tensor<3x3x512x512xf32>
    %9038 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9039 = stablehlo.multiply %9038, %7963 : tensor<512xf32>
    %9040 = stablehlo.subtract %layer4.0.bn2.g, %9039 : tensor<512xf32>
    %9041 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9042 = stablehlo.multiply %9041, %7982 : tensor<512xf32>
    %9043 = stablehlo.subtract %layer4.0.bn2.b, %9042 : tensor<512xf32>
    %9044 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %9045 = stablehlo.multiply %9044, %8614 : tensor<1x1x512x2048xf32>
    %9046 = stablehlo.subtract %layer4.0.conv3.w, %9045 : tensor<1x1x512x2048xf32>
    %9047 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9048 = stablehlo.multiply %9047, %8020 : tensor<2048xf32>
    %9049 = stablehlo.subtract %layer4.0.bn3.g, %9048 : tensor<2048xf32>
    %9050 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9051 = stablehlo.multiply %9050, %8039 : tensor<2048xf32>
    %9052 = stablehlo.subtract %layer4.0.bn3.b, %9051 : tensor<2048xf32>
    %9053 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %9054 = stablehlo.multiply %9053, %8617 : tensor<1x1x1024x2048xf32>
    %9055 = stablehlo.subtract %layer4.0.downsample.0.w, %9054 : tensor<1x1x1024x2048xf32>
    %9056 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9057 = stablehlo.multiply %9056, %8077 : tensor<2048xf32>
    %9058 = stablehlo.subtract %layer4.0.downsample.1.g, %9057 : tensor<2048xf32>
    %9059 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9060 = stablehlo.multiply %9059, %8096 : tensor<2048xf32>
    %9061 = stablehlo.subtract %layer4.0.downsample.1.b, %9060 : tensor<2048xf32>
    %9062 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %9063 = stablehlo.multiply %9062, %8620 : tensor<1x1x2048x512xf32>
    %9064 = stablehlo.subtract %layer4.1.conv1.w, %9063 : tensor<1x1x2048x512xf32>
    %9065 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9066 = stablehlo.multiply %9065, %8134 : tensor<512xf32>
    %9067 = stablehlo.subtract %layer4.1.bn1.g, %9066 : tensor<512xf32>
    %9068 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9069 = stablehlo.multiply %9068, %8153 : tensor<512xf32>
    %9070 = stablehlo.subtract %layer4.1.bn1.b, %9069 : tensor<512xf32>
    %9071 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %9072 = stablehlo.multiply %9071, %8623 : tensor<3x3x512x512xf32>
    %9073 = stablehlo.subtract %layer4.1.conv2.w, %9072 : tensor<3x3x512x512xf32>
    %9074 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9075 = stablehlo.multiply %9074, %8191 : tensor<512xf32>
    %9076 = stablehlo.subtract %layer4.1.bn2.g, %9075 : tensor<512xf32>
    %9077 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9078 = stablehlo.multiply %9077, %8210 : tensor<512xf32>
    %9079 = stablehlo.subtract %layer4.1.bn2.b, %9078 : tensor<512xf32>
    %9080 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %9081 = stablehlo.multiply %9080, %8626 : tensor<1x1x512x2048xf32>
    %9082 = stablehlo.subtract %layer4.1.conv3.w, %9081 : tensor<1x1x512x2048xf32>
    %9083 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9084 = stablehlo.multiply %9083, %8248 : tensor<2048xf32>
    %9085 = stablehlo.subtract %layer4.1.bn3.g, %9084 : tensor<2048xf32>
    %9086 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9087 = stablehlo.multiply %9086, %8267 : tensor<2048xf32>
    %9088 = stablehlo.subtract %layer4.1.bn3.b, %9087 : tensor<2048xf32>
    %9089 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %9090 = stablehlo.multiply %9089, %8629 : tensor<1x1x2048x512xf32>
    %9091 = stablehlo.subtract %layer4.2.conv1.w, %9090 : tensor<1x1x2048x512xf32>
    %9092 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9093 = stablehlo.multiply %9092, %8305 : tensor<512xf32>
    %9094 = stablehlo.subtract %layer4.2.bn1.g, %9093 : tensor<512xf32>
    %9095 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9096 = stablehlo.multiply %9095, %8324 : tensor<512xf32>
    %9097 = stablehlo.subtract %layer4.2.bn1.b, %9096 : tensor<512xf32>
    %9098 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %9099 = stablehlo.multiply %9098, %8632 : tensor<3x3x512x512xf32>
    %9100 = stablehlo.subtract %layer4.2.conv2.w, %9099 : tensor<3x3x512x512xf32>
    %9101 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9102 = stablehlo.multiply %9101, %8362 : tensor<512xf32>
    %9103 = stablehlo.subtract %layer4.2.bn2.g, %9102 : tensor<512xf32>
    %9104 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9105 = stablehlo.multiply %9104, %8381 : tensor<512xf32>
    %9106 = stablehlo.subtract %layer4.2.bn2.b, %9105 : tensor<512xf32>
    %9107 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %9108 = stablehlo.multiply %9107, %8635 : tensor<1x1x512x2048xf32>
    %9109 = stablehlo.subtract %layer4.2.conv3.w, %9108 : tensor<1x1x512x2048xf32>
    %9110 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9111 = stablehlo.multiply %9110, %8419 : tensor<2048xf32>
    %9112 = stablehlo.subtract %layer4.2.bn3.g, %9111 : tensor<2048xf32>
    %9113 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9114 = stablehlo.multiply %9113, %8438 : tensor<2048xf32>
    %9115 = stablehlo.subtract %layer4.2.bn3.b, %9114 : tensor<2048xf32>
    %9116 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %9117 = stablehlo.multiply %9116, %8638 : tensor<2048x1000xf32>
    %9118 = stablehlo.subtract %fc.w, %9117 : tensor<2048x1000xf32>
    %9119 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %9120 = stablehlo.multiply %9119, %8476 : tensor<1000xf32>
    %9121 = stablehlo.subtract %fc.b, %9120 : tensor<1000xf32>
    "func.return"(%8641, %8644, %8647, %8650, %8653, %8656, %8659, %8662, %8665, %8668, %8671, %8674, %8677, %8680, %8683, %8686, %8689, %8692, %8695, %8698, %8701, %8704, %8707, %8710, %8713, %8716, %8719, %8722, %8725, %8728, %8731, %8734, %8737, %8740, %8743, %8746, %8749, %8752, %8755, %8758, %8761, %8764, %8767, %8770, %8773, %8776, %8779, %8782, %8785, %8788, %8791, %8794, %8797, %8800, %8803, %8806, %8809, %8812, %8815, %8818, %8821, %8824, %8827, %8830, %8833, %8836, %8839, %8842, %8845, %8848, %8851, %8854, %8857, %8860, %8863, %8866, %8869, %8872, %8875, %8878, %8881, %8884, %8887, %8890, %8893, %8896, %8899, %8902, %8905, %8908, %8911, %8914, %8917, %8920, %8923, %8926, %8929, %8932, %8935, %8938, %8941, %8944, %8947, %8950, %8953, %8956, %8959, %8962, %8965, %8968, %8971, %8974, %8977, %8980, %8983, %8986, %8989, %8992, %8995, %8998, %9001, %9004, %9007, %9010, %9013, %9016, %9019, %9022, %9025, %9028, %9031, %9034, %9037, %9040, %9043, %9046, %9049, %9052, %9055, %9058, %9061, %9064, %9067, %9070, %9073, %9076, %9079, %9082, %9085, %9088, %9091, %9094, %9097, %9100, %9103, %9106, %9109, %9112, %9115, %9118, %9121, %25, %32, %63, %70, %98, %105, %134, %141, %168, %175, %205, %212, %240, %247, %276, %283, %313, %320, %348, %355, %384, %391, %421, %428, %456, %463, %492, %499, %527, %534, %564, %571, %599, %606, %635, %642, %672, %679, %707, %714, %743, %750, %780, %787, %815, %822, %851, %858, %888, %895, %923, %930, %959, %966, %994, %1001, %1031, %1038, %1066, %1073, %1102, %1109, %1139, %1146, %1174, %1181, %1210, %1217, %1247, %1254, %1282, %1289, %1318, %1325, %1355, %1362, %1390, %1397, %1426, %1433, %1463, %1470, %1498, %1505, %1534, %1541, %1571, %1578, %1606, %1613, %1642, %1649, %1677, %1684, %1714, %1721, %1749, %1756, %1785, %1792, %1822, %1829, %1857, %1864, %1893, %1900, %5422, %5441, %5460, %5479, %5498, %5517, %5536, %5555, %5574, %5593, %5612, %5631, %5650, %5669, %5688, %5707, %5726, %5745, %5764, %5783, %5802, %5821, %5840, %5859, %5878, %5897, %5916, %5935, %5954, %5973, %5992, %6011, %6030, %6049, %6068, %6087, %6106, %6125, %6144, %6163, %6182, %6201, %6220, %6239, %6258, %6277, %6296, %6315, %6334, %6353, %6372, %6391, %6410, %6429, %6448, %6467, %6486, %6505, %6524, %6543, %6562, %6581, %6600, %6619, %6638, %6657, %6676, %6695, %6714, %6733, %6752, %6771, %6790, %6809, %6828, %6847, %6866, %6885, %6904, %6923, %6942, %6961, %6980, %6999, %7018, %7037, %7056, %7075, %7094, %7113, %7132, %7151, %7170, %7189, %7208, %7227, %7246, %7265, %7284, %7303, %7322, %7341, %7360, %7379, %7398, %7417, %7436, %7455, %7474, %7493, %7512, %7531, %7550, %7569, %7588, %7607, %7626, %7645, %7664, %7683, %7702, %7721, %7740, %7759, %7778, %7797, %7816, %7835, %7854, %7873, %7892, %7911, %7930, %7949, %7968, %7987, %8006, %8025, %8044, %8063, %8082, %8101, %8120, %8139, %8158, %8177, %8196, %8215, %8234, %8253, %8272, %8291, %8310, %8329, %8348, %8367, %8386, %8405, %8424, %8443, %8462, %5428, %5447, %5466, %5485, %5504, %5523, %5542, %5561, %5580, %5599, %5618, %5637, %5656, %5675, %5694, %5713, %5732, %5751, %5770, %5789, %5808, %5827, %5846, %5865, %5884, %5903, %5922, %5941, %5960, %5979, %5998, %6017, %6036, %6055, %6074, %6093, %6112, %6131, %6150, %6169, %6188, %6207, %6226, %6245, %6264, %6283, %6302, %6321, %6340, %6359, %6378, %6397, %6416, %6435, %6454, %6473, %6492, %6511, %6530, %6549, %6568, %6587, %6606, %6625, %6644, %6663, %6682, %6701, %6720, %6739, %6758, %6777, %6796, %6815, %6834, %6853, %6872, %6891, %6910, %6929, %6948, %6967, %6986, %7005, %7024, %7043, %7062, %7081, %7100, %7119, %7138, %7157, %7176, %7195, %7214, %7233, %7252, %7271, %7290, %7309, %7328, %7347, %7366, %7385, %7404, %7423, %7442, %7461, %7480, %7499, %7518, %7537, %7556, %7575, %7594, %7613, %7632, %7651, %7670, %7689, %7708, %7727, %7746, %7765, %7784, %7803, %7822, %7841, %7860, %7879, %7898, %7917, %7936, %7955, %7974, %7993, %8012, %8031, %8050, %8069, %8088, %8107, %8126, %8145, %8164, %8183, %8202, %8221, %8240, %8259, %8278, %8297, %8316, %8335, %8354, %8373, %8392, %8411, %8430, %8449, %8468, %1926, %4610) : (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

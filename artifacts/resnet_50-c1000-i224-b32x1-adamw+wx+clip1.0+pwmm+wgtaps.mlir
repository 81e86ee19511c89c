// hlocert 0.1.0 render: resnet_50-c1000-i224-b32x1-adamw+wx+clip1.0+pwmm+wgtaps
// model: ResNet-50  classes: 1000  image: 224  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0+pwmm+wgtaps  zero-init last BN gamma: yes  recipe batch: 32 per replica (He et al.'s global 256 = 8 replicas x 32; BatchNorm statistics per replica)
// lowerings: pointwise dot_general (the default on xla-cpu, iree-cpu); wgrad one dot_general per tap (the default on xla-cpu, iree-cpu); small convolution (the default on iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
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
// content sha256: 2ba71273a5523f3ed2242b2f1e00a446b36b9ba1bb51ec1faa36a7e1b963d0d9
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
    %1936 = "stablehlo.dot_general"(%1934, %1907) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x1000xf32>, tensor<32x2048xf32>) -> tensor<1000x2048xf32>
    %1937 = "stablehlo.transpose"(%1936) {permutation = array<i64: 1, 0>} : (tensor<1000x2048xf32>) -> tensor<2048x1000xf32>
    %1938 = stablehlo.constant dense<0.0> : tensor<f32>
    %1939 = "stablehlo.reduce"(%1934, %1938) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %1940 = stablehlo.constant dense<49.0> : tensor<32x2048xf32>
    %1941 = stablehlo.divide %1935, %1940 : tensor<32x2048xf32>
    %1942 = "stablehlo.broadcast_in_dim"(%1941) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1943 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1944 = "stablehlo.compare"(%1901, %1943) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %1945 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1946 = "stablehlo.select"(%1944, %1942, %1945) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1947 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1948 = "stablehlo.reduce"(%1946, %1947) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1949 = stablehlo.multiply %1946, %1884 : tensor<32x7x7x2048xf32>
    %1950 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1951 = "stablehlo.reduce"(%1949, %1950) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1952 = stablehlo.multiply %layer4.2.bn3.g, %1882 : tensor<2048xf32>
    %1953 = "stablehlo.broadcast_in_dim"(%1952) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1954 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1955 = stablehlo.divide %1948, %1954 : tensor<2048xf32>
    %1956 = "stablehlo.broadcast_in_dim"(%1955) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1957 = stablehlo.subtract %1946, %1956 : tensor<32x7x7x2048xf32>
    %1958 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1959 = stablehlo.divide %1951, %1958 : tensor<2048xf32>
    %1960 = "stablehlo.broadcast_in_dim"(%1959) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1961 = stablehlo.multiply %1884, %1960 : tensor<32x7x7x2048xf32>
    %1962 = stablehlo.subtract %1957, %1961 : tensor<32x7x7x2048xf32>
    %1963 = stablehlo.multiply %1953, %1962 : tensor<32x7x7x2048xf32>
    %1964 = "stablehlo.reshape"(%layer4.2.conv3.w) : (tensor<1x1x512x2048xf32>) -> tensor<512x2048xf32>
    %1965 = "stablehlo.dot_general"(%1963, %1964) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x2048xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x512xf32>
    %1966 = "stablehlo.dot_general"(%1866, %1963) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %1967 = "stablehlo.reshape"(%1966) : (tensor<512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %1968 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1969 = "stablehlo.compare"(%1852, %1968) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1970 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1971 = "stablehlo.select"(%1969, %1965, %1970) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1972 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1973 = "stablehlo.reduce"(%1971, %1972) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1974 = stablehlo.multiply %1971, %1848 : tensor<32x7x7x512xf32>
    %1975 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1976 = "stablehlo.reduce"(%1974, %1975) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1977 = stablehlo.multiply %layer4.2.bn2.g, %1846 : tensor<512xf32>
    %1978 = "stablehlo.broadcast_in_dim"(%1977) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1979 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1980 = stablehlo.divide %1973, %1979 : tensor<512xf32>
    %1981 = "stablehlo.broadcast_in_dim"(%1980) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1982 = stablehlo.subtract %1971, %1981 : tensor<32x7x7x512xf32>
    %1983 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1984 = stablehlo.divide %1976, %1983 : tensor<512xf32>
    %1985 = "stablehlo.broadcast_in_dim"(%1984) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1986 = stablehlo.multiply %1848, %1985 : tensor<32x7x7x512xf32>
    %1987 = stablehlo.subtract %1982, %1986 : tensor<32x7x7x512xf32>
    %1988 = stablehlo.multiply %1978, %1987 : tensor<32x7x7x512xf32>
    %1989 = "stablehlo.reverse"(%layer4.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %1990 = "stablehlo.convolution"(%1988, %1989) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1991 = stablehlo.constant dense<0.0> : tensor<f32>
    %1992 = "stablehlo.pad"(%1831, %1991) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x9x9x512xf32>
    %1993 = "stablehlo.slice"(%1992) {limit_indices = array<i64: 32, 7, 7, 512>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %1994 = "stablehlo.dot_general"(%1988, %1993) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %1995 = "stablehlo.reshape"(%1994) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %1996 = "stablehlo.slice"(%1992) {limit_indices = array<i64: 32, 7, 8, 512>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %1997 = "stablehlo.dot_general"(%1988, %1996) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %1998 = "stablehlo.reshape"(%1997) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %1999 = "stablehlo.slice"(%1992) {limit_indices = array<i64: 32, 7, 9, 512>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2000 = "stablehlo.dot_general"(%1988, %1999) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2001 = "stablehlo.reshape"(%2000) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2002 = "stablehlo.concatenate"(%1995, %1998, %2001) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2003 = "stablehlo.slice"(%1992) {limit_indices = array<i64: 32, 8, 7, 512>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2004 = "stablehlo.dot_general"(%1988, %2003) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2005 = "stablehlo.reshape"(%2004) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2006 = "stablehlo.slice"(%1992) {limit_indices = array<i64: 32, 8, 8, 512>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2007 = "stablehlo.dot_general"(%1988, %2006) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2008 = "stablehlo.reshape"(%2007) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2009 = "stablehlo.slice"(%1992) {limit_indices = array<i64: 32, 8, 9, 512>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2010 = "stablehlo.dot_general"(%1988, %2009) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2011 = "stablehlo.reshape"(%2010) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2012 = "stablehlo.concatenate"(%2005, %2008, %2011) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2013 = "stablehlo.slice"(%1992) {limit_indices = array<i64: 32, 9, 7, 512>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2014 = "stablehlo.dot_general"(%1988, %2013) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2015 = "stablehlo.reshape"(%2014) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2016 = "stablehlo.slice"(%1992) {limit_indices = array<i64: 32, 9, 8, 512>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2017 = "stablehlo.dot_general"(%1988, %2016) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2018 = "stablehlo.reshape"(%2017) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2019 = "stablehlo.slice"(%1992) {limit_indices = array<i64: 32, 9, 9, 512>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2020 = "stablehlo.dot_general"(%1988, %2019) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2021 = "stablehlo.reshape"(%2020) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2022 = "stablehlo.concatenate"(%2015, %2018, %2021) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2023 = "stablehlo.concatenate"(%2002, %2012, %2022) {dimension = 0 : i64} : (tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2024 = "stablehlo.transpose"(%2023) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2025 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2026 = "stablehlo.compare"(%1817, %2025) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2027 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2028 = "stablehlo.select"(%2026, %1990, %2027) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2029 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2030 = "stablehlo.reduce"(%2028, %2029) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2031 = stablehlo.multiply %2028, %1813 : tensor<32x7x7x512xf32>
    %2032 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2033 = "stablehlo.reduce"(%2031, %2032) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2034 = stablehlo.multiply %layer4.2.bn1.g, %1811 : tensor<512xf32>
    %2035 = "stablehlo.broadcast_in_dim"(%2034) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2036 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2037 = stablehlo.divide %2030, %2036 : tensor<512xf32>
    %2038 = "stablehlo.broadcast_in_dim"(%2037) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2039 = stablehlo.subtract %2028, %2038 : tensor<32x7x7x512xf32>
    %2040 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2041 = stablehlo.divide %2033, %2040 : tensor<512xf32>
    %2042 = "stablehlo.broadcast_in_dim"(%2041) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2043 = stablehlo.multiply %1813, %2042 : tensor<32x7x7x512xf32>
    %2044 = stablehlo.subtract %2039, %2043 : tensor<32x7x7x512xf32>
    %2045 = stablehlo.multiply %2035, %2044 : tensor<32x7x7x512xf32>
    %2046 = "stablehlo.reshape"(%layer4.2.conv1.w) : (tensor<1x1x2048x512xf32>) -> tensor<2048x512xf32>
    %2047 = "stablehlo.dot_general"(%2045, %2046) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x512xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %2048 = "stablehlo.dot_general"(%2045, %1795) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %2049 = "stablehlo.transpose"(%2048) {permutation = array<i64: 1, 0>} : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %2050 = "stablehlo.reshape"(%2049) : (tensor<2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %2051 = stablehlo.add %2047, %1946 : tensor<32x7x7x2048xf32>
    %2052 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2053 = "stablehlo.compare"(%1793, %2052) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %2054 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2055 = "stablehlo.select"(%2053, %2051, %2054) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %2056 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2057 = "stablehlo.reduce"(%2055, %2056) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2058 = stablehlo.multiply %2055, %1776 : tensor<32x7x7x2048xf32>
    %2059 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2060 = "stablehlo.reduce"(%2058, %2059) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2061 = stablehlo.multiply %layer4.1.bn3.g, %1774 : tensor<2048xf32>
    %2062 = "stablehlo.broadcast_in_dim"(%2061) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2063 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2064 = stablehlo.divide %2057, %2063 : tensor<2048xf32>
    %2065 = "stablehlo.broadcast_in_dim"(%2064) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2066 = stablehlo.subtract %2055, %2065 : tensor<32x7x7x2048xf32>
    %2067 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2068 = stablehlo.divide %2060, %2067 : tensor<2048xf32>
    %2069 = "stablehlo.broadcast_in_dim"(%2068) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2070 = stablehlo.multiply %1776, %2069 : tensor<32x7x7x2048xf32>
    %2071 = stablehlo.subtract %2066, %2070 : tensor<32x7x7x2048xf32>
    %2072 = stablehlo.multiply %2062, %2071 : tensor<32x7x7x2048xf32>
    %2073 = "stablehlo.reshape"(%layer4.1.conv3.w) : (tensor<1x1x512x2048xf32>) -> tensor<512x2048xf32>
    %2074 = "stablehlo.dot_general"(%2072, %2073) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x2048xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x512xf32>
    %2075 = "stablehlo.dot_general"(%1758, %2072) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %2076 = "stablehlo.reshape"(%2075) : (tensor<512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %2077 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2078 = "stablehlo.compare"(%1744, %2077) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2079 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2080 = "stablehlo.select"(%2078, %2074, %2079) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2081 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2082 = "stablehlo.reduce"(%2080, %2081) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2083 = stablehlo.multiply %2080, %1740 : tensor<32x7x7x512xf32>
    %2084 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2085 = "stablehlo.reduce"(%2083, %2084) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2086 = stablehlo.multiply %layer4.1.bn2.g, %1738 : tensor<512xf32>
    %2087 = "stablehlo.broadcast_in_dim"(%2086) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2088 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2089 = stablehlo.divide %2082, %2088 : tensor<512xf32>
    %2090 = "stablehlo.broadcast_in_dim"(%2089) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2091 = stablehlo.subtract %2080, %2090 : tensor<32x7x7x512xf32>
    %2092 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2093 = stablehlo.divide %2085, %2092 : tensor<512xf32>
    %2094 = "stablehlo.broadcast_in_dim"(%2093) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2095 = stablehlo.multiply %1740, %2094 : tensor<32x7x7x512xf32>
    %2096 = stablehlo.subtract %2091, %2095 : tensor<32x7x7x512xf32>
    %2097 = stablehlo.multiply %2087, %2096 : tensor<32x7x7x512xf32>
    %2098 = "stablehlo.reverse"(%layer4.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2099 = "stablehlo.convolution"(%2097, %2098) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %2100 = stablehlo.constant dense<0.0> : tensor<f32>
    %2101 = "stablehlo.pad"(%1723, %2100) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<32x9x9x512xf32>
    %2102 = "stablehlo.slice"(%2101) {limit_indices = array<i64: 32, 7, 7, 512>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2103 = "stablehlo.dot_general"(%2097, %2102) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2104 = "stablehlo.reshape"(%2103) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2105 = "stablehlo.slice"(%2101) {limit_indices = array<i64: 32, 7, 8, 512>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2106 = "stablehlo.dot_general"(%2097, %2105) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2107 = "stablehlo.reshape"(%2106) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2108 = "stablehlo.slice"(%2101) {limit_indices = array<i64: 32, 7, 9, 512>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2109 = "stablehlo.dot_general"(%2097, %2108) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2110 = "stablehlo.reshape"(%2109) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2111 = "stablehlo.concatenate"(%2104, %2107, %2110) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2112 = "stablehlo.slice"(%2101) {limit_indices = array<i64: 32, 8, 7, 512>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2113 = "stablehlo.dot_general"(%2097, %2112) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2114 = "stablehlo.reshape"(%2113) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2115 = "stablehlo.slice"(%2101) {limit_indices = array<i64: 32, 8, 8, 512>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2116 = "stablehlo.dot_general"(%2097, %2115) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2117 = "stablehlo.reshape"(%2116) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2118 = "stablehlo.slice"(%2101) {limit_indices = array<i64: 32, 8, 9, 512>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2119 = "stablehlo.dot_general"(%2097, %2118) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2120 = "stablehlo.reshape"(%2119) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2121 = "stablehlo.concatenate"(%2114, %2117, %2120) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2122 = "stablehlo.slice"(%2101) {limit_indices = array<i64: 32, 9, 7, 512>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2123 = "stablehlo.dot_general"(%2097, %2122) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2124 = "stablehlo.reshape"(%2123) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2125 = "stablehlo.slice"(%2101) {limit_indices = array<i64: 32, 9, 8, 512>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2126 = "stablehlo.dot_general"(%2097, %2125) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2127 = "stablehlo.reshape"(%2126) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2128 = "stablehlo.slice"(%2101) {limit_indices = array<i64: 32, 9, 9, 512>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x9x9x512xf32>) -> tensor<32x7x7x512xf32>
    %2129 = "stablehlo.dot_general"(%2097, %2128) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2130 = "stablehlo.reshape"(%2129) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2131 = "stablehlo.concatenate"(%2124, %2127, %2130) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2132 = "stablehlo.concatenate"(%2111, %2121, %2131) {dimension = 0 : i64} : (tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2133 = "stablehlo.transpose"(%2132) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2134 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2135 = "stablehlo.compare"(%1709, %2134) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2136 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2137 = "stablehlo.select"(%2135, %2099, %2136) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2138 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2139 = "stablehlo.reduce"(%2137, %2138) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2140 = stablehlo.multiply %2137, %1705 : tensor<32x7x7x512xf32>
    %2141 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2142 = "stablehlo.reduce"(%2140, %2141) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2143 = stablehlo.multiply %layer4.1.bn1.g, %1703 : tensor<512xf32>
    %2144 = "stablehlo.broadcast_in_dim"(%2143) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2145 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2146 = stablehlo.divide %2139, %2145 : tensor<512xf32>
    %2147 = "stablehlo.broadcast_in_dim"(%2146) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2148 = stablehlo.subtract %2137, %2147 : tensor<32x7x7x512xf32>
    %2149 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2150 = stablehlo.divide %2142, %2149 : tensor<512xf32>
    %2151 = "stablehlo.broadcast_in_dim"(%2150) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2152 = stablehlo.multiply %1705, %2151 : tensor<32x7x7x512xf32>
    %2153 = stablehlo.subtract %2148, %2152 : tensor<32x7x7x512xf32>
    %2154 = stablehlo.multiply %2144, %2153 : tensor<32x7x7x512xf32>
    %2155 = "stablehlo.reshape"(%layer4.1.conv1.w) : (tensor<1x1x2048x512xf32>) -> tensor<2048x512xf32>
    %2156 = "stablehlo.dot_general"(%2154, %2155) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x512xf32>, tensor<2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %2157 = "stablehlo.dot_general"(%2154, %1687) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %2158 = "stablehlo.transpose"(%2157) {permutation = array<i64: 1, 0>} : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %2159 = "stablehlo.reshape"(%2158) : (tensor<2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %2160 = stablehlo.add %2156, %2055 : tensor<32x7x7x2048xf32>
    %2161 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2162 = "stablehlo.compare"(%1685, %2161) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %2163 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2164 = "stablehlo.select"(%2162, %2160, %2163) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %2165 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2166 = "stablehlo.reduce"(%2164, %2165) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2167 = stablehlo.multiply %2164, %1633 : tensor<32x7x7x2048xf32>
    %2168 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2169 = "stablehlo.reduce"(%2167, %2168) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2170 = stablehlo.multiply %layer4.0.bn3.g, %1631 : tensor<2048xf32>
    %2171 = "stablehlo.broadcast_in_dim"(%2170) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2172 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2173 = stablehlo.divide %2166, %2172 : tensor<2048xf32>
    %2174 = "stablehlo.broadcast_in_dim"(%2173) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2175 = stablehlo.subtract %2164, %2174 : tensor<32x7x7x2048xf32>
    %2176 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2177 = stablehlo.divide %2169, %2176 : tensor<2048xf32>
    %2178 = "stablehlo.broadcast_in_dim"(%2177) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2179 = stablehlo.multiply %1633, %2178 : tensor<32x7x7x2048xf32>
    %2180 = stablehlo.subtract %2175, %2179 : tensor<32x7x7x2048xf32>
    %2181 = stablehlo.multiply %2171, %2180 : tensor<32x7x7x2048xf32>
    %2182 = "stablehlo.reshape"(%layer4.0.conv3.w) : (tensor<1x1x512x2048xf32>) -> tensor<512x2048xf32>
    %2183 = "stablehlo.dot_general"(%2181, %2182) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x2048xf32>, tensor<512x2048xf32>) -> tensor<32x7x7x512xf32>
    %2184 = "stablehlo.dot_general"(%1615, %2181) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<512x2048xf32>
    %2185 = "stablehlo.reshape"(%2184) : (tensor<512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %2186 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2187 = "stablehlo.compare"(%1601, %2186) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2188 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2189 = "stablehlo.select"(%2187, %2183, %2188) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2190 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2191 = "stablehlo.reduce"(%2189, %2190) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2192 = stablehlo.multiply %2189, %1597 : tensor<32x7x7x512xf32>
    %2193 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2194 = "stablehlo.reduce"(%2192, %2193) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2195 = stablehlo.multiply %layer4.0.bn2.g, %1595 : tensor<512xf32>
    %2196 = "stablehlo.broadcast_in_dim"(%2195) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2197 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2198 = stablehlo.divide %2191, %2197 : tensor<512xf32>
    %2199 = "stablehlo.broadcast_in_dim"(%2198) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2200 = stablehlo.subtract %2189, %2199 : tensor<32x7x7x512xf32>
    %2201 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2202 = stablehlo.divide %2194, %2201 : tensor<512xf32>
    %2203 = "stablehlo.broadcast_in_dim"(%2202) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2204 = stablehlo.multiply %1597, %2203 : tensor<32x7x7x512xf32>
    %2205 = stablehlo.subtract %2200, %2204 : tensor<32x7x7x512xf32>
    %2206 = stablehlo.multiply %2196, %2205 : tensor<32x7x7x512xf32>
    %2207 = "stablehlo.reverse"(%layer4.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2208 = "stablehlo.convolution"(%2206, %2207) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x14x14x512xf32>
    %2209 = stablehlo.constant dense<0.0> : tensor<f32>
    %2210 = "stablehlo.pad"(%1580, %2209) {edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<32x15x15x512xf32>
    %2211 = "stablehlo.slice"(%2210) {limit_indices = array<i64: 32, 13, 13, 512>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2212 = "stablehlo.dot_general"(%2206, %2211) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2213 = "stablehlo.reshape"(%2212) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2214 = "stablehlo.slice"(%2210) {limit_indices = array<i64: 32, 13, 14, 512>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2215 = "stablehlo.dot_general"(%2206, %2214) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2216 = "stablehlo.reshape"(%2215) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2217 = "stablehlo.slice"(%2210) {limit_indices = array<i64: 32, 13, 15, 512>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2218 = "stablehlo.dot_general"(%2206, %2217) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2219 = "stablehlo.reshape"(%2218) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2220 = "stablehlo.concatenate"(%2213, %2216, %2219) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2221 = "stablehlo.slice"(%2210) {limit_indices = array<i64: 32, 14, 13, 512>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2222 = "stablehlo.dot_general"(%2206, %2221) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2223 = "stablehlo.reshape"(%2222) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2224 = "stablehlo.slice"(%2210) {limit_indices = array<i64: 32, 14, 14, 512>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2225 = "stablehlo.dot_general"(%2206, %2224) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2226 = "stablehlo.reshape"(%2225) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2227 = "stablehlo.slice"(%2210) {limit_indices = array<i64: 32, 14, 15, 512>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2228 = "stablehlo.dot_general"(%2206, %2227) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2229 = "stablehlo.reshape"(%2228) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2230 = "stablehlo.concatenate"(%2223, %2226, %2229) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2231 = "stablehlo.slice"(%2210) {limit_indices = array<i64: 32, 15, 13, 512>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2232 = "stablehlo.dot_general"(%2206, %2231) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2233 = "stablehlo.reshape"(%2232) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2234 = "stablehlo.slice"(%2210) {limit_indices = array<i64: 32, 15, 14, 512>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2235 = "stablehlo.dot_general"(%2206, %2234) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2236 = "stablehlo.reshape"(%2235) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2237 = "stablehlo.slice"(%2210) {limit_indices = array<i64: 32, 15, 15, 512>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x15x15x512xf32>) -> tensor<32x7x7x512xf32>
    %2238 = "stablehlo.dot_general"(%2206, %2237) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<512x512xf32>
    %2239 = "stablehlo.reshape"(%2238) : (tensor<512x512xf32>) -> tensor<1x1x512x512xf32>
    %2240 = "stablehlo.concatenate"(%2233, %2236, %2239) {dimension = 1 : i64} : (tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>, tensor<1x1x512x512xf32>) -> tensor<1x3x512x512xf32>
    %2241 = "stablehlo.concatenate"(%2220, %2230, %2240) {dimension = 0 : i64} : (tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>, tensor<1x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2242 = "stablehlo.transpose"(%2241) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2243 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %2244 = "stablehlo.compare"(%1566, %2243) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x512xf32>, tensor<32x14x14x512xf32>) -> tensor<32x14x14x512xi1>
    %2245 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %2246 = "stablehlo.select"(%2244, %2208, %2245) : (tensor<32x14x14x512xi1>, tensor<32x14x14x512xf32>, tensor<32x14x14x512xf32>) -> tensor<32x14x14x512xf32>
    %2247 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2248 = "stablehlo.reduce"(%2246, %2247) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2249 = stablehlo.multiply %2246, %1562 : tensor<32x14x14x512xf32>
    %2250 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2251 = "stablehlo.reduce"(%2249, %2250) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2252 = stablehlo.multiply %layer4.0.bn1.g, %1560 : tensor<512xf32>
    %2253 = "stablehlo.broadcast_in_dim"(%2252) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2254 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %2255 = stablehlo.divide %2248, %2254 : tensor<512xf32>
    %2256 = "stablehlo.broadcast_in_dim"(%2255) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2257 = stablehlo.subtract %2246, %2256 : tensor<32x14x14x512xf32>
    %2258 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %2259 = stablehlo.divide %2251, %2258 : tensor<512xf32>
    %2260 = "stablehlo.broadcast_in_dim"(%2259) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2261 = stablehlo.multiply %1562, %2260 : tensor<32x14x14x512xf32>
    %2262 = stablehlo.subtract %2257, %2261 : tensor<32x14x14x512xf32>
    %2263 = stablehlo.multiply %2253, %2262 : tensor<32x14x14x512xf32>
    %2264 = "stablehlo.reshape"(%layer4.0.conv1.w) : (tensor<1x1x1024x512xf32>) -> tensor<1024x512xf32>
    %2265 = "stablehlo.dot_general"(%2263, %2264) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x512xf32>, tensor<1024x512xf32>) -> tensor<32x14x14x1024xf32>
    %2266 = "stablehlo.dot_general"(%2263, %1544) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x512xf32>, tensor<32x14x14x1024xf32>) -> tensor<512x1024xf32>
    %2267 = "stablehlo.transpose"(%2266) {permutation = array<i64: 1, 0>} : (tensor<512x1024xf32>) -> tensor<1024x512xf32>
    %2268 = "stablehlo.reshape"(%2267) : (tensor<1024x512xf32>) -> tensor<1x1x1024x512xf32>
    %2269 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2270 = "stablehlo.reduce"(%2164, %2269) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2271 = stablehlo.multiply %2164, %1668 : tensor<32x7x7x2048xf32>
    %2272 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2273 = "stablehlo.reduce"(%2271, %2272) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2274 = stablehlo.multiply %layer4.0.downsample.1.g, %1666 : tensor<2048xf32>
    %2275 = "stablehlo.broadcast_in_dim"(%2274) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2276 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2277 = stablehlo.divide %2270, %2276 : tensor<2048xf32>
    %2278 = "stablehlo.broadcast_in_dim"(%2277) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2279 = stablehlo.subtract %2164, %2278 : tensor<32x7x7x2048xf32>
    %2280 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2281 = stablehlo.divide %2273, %2280 : tensor<2048xf32>
    %2282 = "stablehlo.broadcast_in_dim"(%2281) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2283 = stablehlo.multiply %1668, %2282 : tensor<32x7x7x2048xf32>
    %2284 = stablehlo.subtract %2279, %2283 : tensor<32x7x7x2048xf32>
    %2285 = stablehlo.multiply %2275, %2284 : tensor<32x7x7x2048xf32>
    %2286 = "stablehlo.reshape"(%layer4.0.downsample.0.w) : (tensor<1x1x1024x2048xf32>) -> tensor<1024x2048xf32>
    %2287 = "stablehlo.dot_general"(%2285, %2286) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x7x7x2048xf32>, tensor<1024x2048xf32>) -> tensor<32x7x7x1024xf32>
    %2288 = stablehlo.constant dense<0.0> : tensor<f32>
    %2289 = "stablehlo.pad"(%2287, %2288) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x7x7x1024xf32>, tensor<f32>) -> tensor<32x14x14x1024xf32>
    %2290 = "stablehlo.dot_general"(%1650, %2285) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x7x7x1024xf32>, tensor<32x7x7x2048xf32>) -> tensor<1024x2048xf32>
    %2291 = "stablehlo.reshape"(%2290) : (tensor<1024x2048xf32>) -> tensor<1x1x1024x2048xf32>
    %2292 = stablehlo.add %2265, %2289 : tensor<32x14x14x1024xf32>
    %2293 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2294 = "stablehlo.compare"(%1542, %2293) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2295 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2296 = "stablehlo.select"(%2294, %2292, %2295) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2297 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2298 = "stablehlo.reduce"(%2296, %2297) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2299 = stablehlo.multiply %2296, %1525 : tensor<32x14x14x1024xf32>
    %2300 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2301 = "stablehlo.reduce"(%2299, %2300) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2302 = stablehlo.multiply %layer3.5.bn3.g, %1523 : tensor<1024xf32>
    %2303 = "stablehlo.broadcast_in_dim"(%2302) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2304 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2305 = stablehlo.divide %2298, %2304 : tensor<1024xf32>
    %2306 = "stablehlo.broadcast_in_dim"(%2305) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2307 = stablehlo.subtract %2296, %2306 : tensor<32x14x14x1024xf32>
    %2308 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2309 = stablehlo.divide %2301, %2308 : tensor<1024xf32>
    %2310 = "stablehlo.broadcast_in_dim"(%2309) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2311 = stablehlo.multiply %1525, %2310 : tensor<32x14x14x1024xf32>
    %2312 = stablehlo.subtract %2307, %2311 : tensor<32x14x14x1024xf32>
    %2313 = stablehlo.multiply %2303, %2312 : tensor<32x14x14x1024xf32>
    %2314 = "stablehlo.reshape"(%layer3.5.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2315 = "stablehlo.dot_general"(%2313, %2314) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2316 = "stablehlo.dot_general"(%1507, %2313) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2317 = "stablehlo.reshape"(%2316) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2318 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2319 = "stablehlo.compare"(%1493, %2318) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2320 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2321 = "stablehlo.select"(%2319, %2315, %2320) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2322 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2323 = "stablehlo.reduce"(%2321, %2322) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2324 = stablehlo.multiply %2321, %1489 : tensor<32x14x14x256xf32>
    %2325 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2326 = "stablehlo.reduce"(%2324, %2325) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2327 = stablehlo.multiply %layer3.5.bn2.g, %1487 : tensor<256xf32>
    %2328 = "stablehlo.broadcast_in_dim"(%2327) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2329 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2330 = stablehlo.divide %2323, %2329 : tensor<256xf32>
    %2331 = "stablehlo.broadcast_in_dim"(%2330) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2332 = stablehlo.subtract %2321, %2331 : tensor<32x14x14x256xf32>
    %2333 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2334 = stablehlo.divide %2326, %2333 : tensor<256xf32>
    %2335 = "stablehlo.broadcast_in_dim"(%2334) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2336 = stablehlo.multiply %1489, %2335 : tensor<32x14x14x256xf32>
    %2337 = stablehlo.subtract %2332, %2336 : tensor<32x14x14x256xf32>
    %2338 = stablehlo.multiply %2328, %2337 : tensor<32x14x14x256xf32>
    %2339 = "stablehlo.reverse"(%layer3.5.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2340 = "stablehlo.convolution"(%2338, %2339) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2341 = stablehlo.constant dense<0.0> : tensor<f32>
    %2342 = "stablehlo.pad"(%1472, %2341) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x16x16x256xf32>
    %2343 = "stablehlo.slice"(%2342) {limit_indices = array<i64: 32, 14, 14, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2344 = "stablehlo.dot_general"(%2338, %2343) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2345 = "stablehlo.reshape"(%2344) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2346 = "stablehlo.slice"(%2342) {limit_indices = array<i64: 32, 14, 15, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2347 = "stablehlo.dot_general"(%2338, %2346) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2348 = "stablehlo.reshape"(%2347) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2349 = "stablehlo.slice"(%2342) {limit_indices = array<i64: 32, 14, 16, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2350 = "stablehlo.dot_general"(%2338, %2349) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2351 = "stablehlo.reshape"(%2350) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2352 = "stablehlo.concatenate"(%2345, %2348, %2351) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2353 = "stablehlo.slice"(%2342) {limit_indices = array<i64: 32, 15, 14, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2354 = "stablehlo.dot_general"(%2338, %2353) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2355 = "stablehlo.reshape"(%2354) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2356 = "stablehlo.slice"(%2342) {limit_indices = array<i64: 32, 15, 15, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2357 = "stablehlo.dot_general"(%2338, %2356) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2358 = "stablehlo.reshape"(%2357) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2359 = "stablehlo.slice"(%2342) {limit_indices = array<i64: 32, 15, 16, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2360 = "stablehlo.dot_general"(%2338, %2359) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2361 = "stablehlo.reshape"(%2360) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2362 = "stablehlo.concatenate"(%2355, %2358, %2361) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2363 = "stablehlo.slice"(%2342) {limit_indices = array<i64: 32, 16, 14, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2364 = "stablehlo.dot_general"(%2338, %2363) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2365 = "stablehlo.reshape"(%2364) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2366 = "stablehlo.slice"(%2342) {limit_indices = array<i64: 32, 16, 15, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2367 = "stablehlo.dot_general"(%2338, %2366) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2368 = "stablehlo.reshape"(%2367) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2369 = "stablehlo.slice"(%2342) {limit_indices = array<i64: 32, 16, 16, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2370 = "stablehlo.dot_general"(%2338, %2369) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2371 = "stablehlo.reshape"(%2370) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2372 = "stablehlo.concatenate"(%2365, %2368, %2371) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2373 = "stablehlo.concatenate"(%2352, %2362, %2372) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2374 = "stablehlo.transpose"(%2373) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2375 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2376 = "stablehlo.compare"(%1458, %2375) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2377 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2378 = "stablehlo.select"(%2376, %2340, %2377) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2379 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2380 = "stablehlo.reduce"(%2378, %2379) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2381 = stablehlo.multiply %2378, %1454 : tensor<32x14x14x256xf32>
    %2382 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2383 = "stablehlo.reduce"(%2381, %2382) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2384 = stablehlo.multiply %layer3.5.bn1.g, %1452 : tensor<256xf32>
    %2385 = "stablehlo.broadcast_in_dim"(%2384) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2386 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2387 = stablehlo.divide %2380, %2386 : tensor<256xf32>
    %2388 = "stablehlo.broadcast_in_dim"(%2387) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2389 = stablehlo.subtract %2378, %2388 : tensor<32x14x14x256xf32>
    %2390 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2391 = stablehlo.divide %2383, %2390 : tensor<256xf32>
    %2392 = "stablehlo.broadcast_in_dim"(%2391) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2393 = stablehlo.multiply %1454, %2392 : tensor<32x14x14x256xf32>
    %2394 = stablehlo.subtract %2389, %2393 : tensor<32x14x14x256xf32>
    %2395 = stablehlo.multiply %2385, %2394 : tensor<32x14x14x256xf32>
    %2396 = "stablehlo.reshape"(%layer3.5.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %2397 = "stablehlo.dot_general"(%2395, %2396) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2398 = "stablehlo.dot_general"(%2395, %1436) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2399 = "stablehlo.transpose"(%2398) {permutation = array<i64: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %2400 = "stablehlo.reshape"(%2399) : (tensor<1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2401 = stablehlo.add %2397, %2296 : tensor<32x14x14x1024xf32>
    %2402 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2403 = "stablehlo.compare"(%1434, %2402) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2404 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2405 = "stablehlo.select"(%2403, %2401, %2404) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2406 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2407 = "stablehlo.reduce"(%2405, %2406) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2408 = stablehlo.multiply %2405, %1417 : tensor<32x14x14x1024xf32>
    %2409 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2410 = "stablehlo.reduce"(%2408, %2409) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2411 = stablehlo.multiply %layer3.4.bn3.g, %1415 : tensor<1024xf32>
    %2412 = "stablehlo.broadcast_in_dim"(%2411) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2413 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2414 = stablehlo.divide %2407, %2413 : tensor<1024xf32>
    %2415 = "stablehlo.broadcast_in_dim"(%2414) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2416 = stablehlo.subtract %2405, %2415 : tensor<32x14x14x1024xf32>
    %2417 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2418 = stablehlo.divide %2410, %2417 : tensor<1024xf32>
    %2419 = "stablehlo.broadcast_in_dim"(%2418) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2420 = stablehlo.multiply %1417, %2419 : tensor<32x14x14x1024xf32>
    %2421 = stablehlo.subtract %2416, %2420 : tensor<32x14x14x1024xf32>
    %2422 = stablehlo.multiply %2412, %2421 : tensor<32x14x14x1024xf32>
    %2423 = "stablehlo.reshape"(%layer3.4.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2424 = "stablehlo.dot_general"(%2422, %2423) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2425 = "stablehlo.dot_general"(%1399, %2422) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2426 = "stablehlo.reshape"(%2425) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2427 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2428 = "stablehlo.compare"(%1385, %2427) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2429 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2430 = "stablehlo.select"(%2428, %2424, %2429) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2431 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2432 = "stablehlo.reduce"(%2430, %2431) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2433 = stablehlo.multiply %2430, %1381 : tensor<32x14x14x256xf32>
    %2434 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2435 = "stablehlo.reduce"(%2433, %2434) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2436 = stablehlo.multiply %layer3.4.bn2.g, %1379 : tensor<256xf32>
    %2437 = "stablehlo.broadcast_in_dim"(%2436) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2438 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2439 = stablehlo.divide %2432, %2438 : tensor<256xf32>
    %2440 = "stablehlo.broadcast_in_dim"(%2439) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2441 = stablehlo.subtract %2430, %2440 : tensor<32x14x14x256xf32>
    %2442 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2443 = stablehlo.divide %2435, %2442 : tensor<256xf32>
    %2444 = "stablehlo.broadcast_in_dim"(%2443) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2445 = stablehlo.multiply %1381, %2444 : tensor<32x14x14x256xf32>
    %2446 = stablehlo.subtract %2441, %2445 : tensor<32x14x14x256xf32>
    %2447 = stablehlo.multiply %2437, %2446 : tensor<32x14x14x256xf32>
    %2448 = "stablehlo.reverse"(%layer3.4.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2449 = "stablehlo.convolution"(%2447, %2448) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2450 = stablehlo.constant dense<0.0> : tensor<f32>
    %2451 = "stablehlo.pad"(%1364, %2450) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x16x16x256xf32>
    %2452 = "stablehlo.slice"(%2451) {limit_indices = array<i64: 32, 14, 14, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2453 = "stablehlo.dot_general"(%2447, %2452) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2454 = "stablehlo.reshape"(%2453) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2455 = "stablehlo.slice"(%2451) {limit_indices = array<i64: 32, 14, 15, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2456 = "stablehlo.dot_general"(%2447, %2455) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2457 = "stablehlo.reshape"(%2456) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2458 = "stablehlo.slice"(%2451) {limit_indices = array<i64: 32, 14, 16, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2459 = "stablehlo.dot_general"(%2447, %2458) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2460 = "stablehlo.reshape"(%2459) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2461 = "stablehlo.concatenate"(%2454, %2457, %2460) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2462 = "stablehlo.slice"(%2451) {limit_indices = array<i64: 32, 15, 14, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2463 = "stablehlo.dot_general"(%2447, %2462) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2464 = "stablehlo.reshape"(%2463) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2465 = "stablehlo.slice"(%2451) {limit_indices = array<i64: 32, 15, 15, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2466 = "stablehlo.dot_general"(%2447, %2465) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2467 = "stablehlo.reshape"(%2466) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2468 = "stablehlo.slice"(%2451) {limit_indices = array<i64: 32, 15, 16, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2469 = "stablehlo.dot_general"(%2447, %2468) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2470 = "stablehlo.reshape"(%2469) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2471 = "stablehlo.concatenate"(%2464, %2467, %2470) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2472 = "stablehlo.slice"(%2451) {limit_indices = array<i64: 32, 16, 14, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2473 = "stablehlo.dot_general"(%2447, %2472) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2474 = "stablehlo.reshape"(%2473) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2475 = "stablehlo.slice"(%2451) {limit_indices = array<i64: 32, 16, 15, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2476 = "stablehlo.dot_general"(%2447, %2475) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2477 = "stablehlo.reshape"(%2476) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2478 = "stablehlo.slice"(%2451) {limit_indices = array<i64: 32, 16, 16, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2479 = "stablehlo.dot_general"(%2447, %2478) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2480 = "stablehlo.reshape"(%2479) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2481 = "stablehlo.concatenate"(%2474, %2477, %2480) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2482 = "stablehlo.concatenate"(%2461, %2471, %2481) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2483 = "stablehlo.transpose"(%2482) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2484 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2485 = "stablehlo.compare"(%1350, %2484) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2486 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2487 = "stablehlo.select"(%2485, %2449, %2486) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2488 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2489 = "stablehlo.reduce"(%2487, %2488) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2490 = stablehlo.multiply %2487, %1346 : tensor<32x14x14x256xf32>
    %2491 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2492 = "stablehlo.reduce"(%2490, %2491) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2493 = stablehlo.multiply %layer3.4.bn1.g, %1344 : tensor<256xf32>
    %2494 = "stablehlo.broadcast_in_dim"(%2493) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2495 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2496 = stablehlo.divide %2489, %2495 : tensor<256xf32>
    %2497 = "stablehlo.broadcast_in_dim"(%2496) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2498 = stablehlo.subtract %2487, %2497 : tensor<32x14x14x256xf32>
    %2499 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2500 = stablehlo.divide %2492, %2499 : tensor<256xf32>
    %2501 = "stablehlo.broadcast_in_dim"(%2500) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2502 = stablehlo.multiply %1346, %2501 : tensor<32x14x14x256xf32>
    %2503 = stablehlo.subtract %2498, %2502 : tensor<32x14x14x256xf32>
    %2504 = stablehlo.multiply %2494, %2503 : tensor<32x14x14x256xf32>
    %2505 = "stablehlo.reshape"(%layer3.4.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %2506 = "stablehlo.dot_general"(%2504, %2505) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2507 = "stablehlo.dot_general"(%2504, %1328) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2508 = "stablehlo.transpose"(%2507) {permutation = array<i64: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %2509 = "stablehlo.reshape"(%2508) : (tensor<1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2510 = stablehlo.add %2506, %2405 : tensor<32x14x14x1024xf32>
    %2511 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2512 = "stablehlo.compare"(%1326, %2511) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2513 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2514 = "stablehlo.select"(%2512, %2510, %2513) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2515 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2516 = "stablehlo.reduce"(%2514, %2515) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2517 = stablehlo.multiply %2514, %1309 : tensor<32x14x14x1024xf32>
    %2518 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2519 = "stablehlo.reduce"(%2517, %2518) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2520 = stablehlo.multiply %layer3.3.bn3.g, %1307 : tensor<1024xf32>
    %2521 = "stablehlo.broadcast_in_dim"(%2520) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2522 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2523 = stablehlo.divide %2516, %2522 : tensor<1024xf32>
    %2524 = "stablehlo.broadcast_in_dim"(%2523) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2525 = stablehlo.subtract %2514, %2524 : tensor<32x14x14x1024xf32>
    %2526 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2527 = stablehlo.divide %2519, %2526 : tensor<1024xf32>
    %2528 = "stablehlo.broadcast_in_dim"(%2527) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2529 = stablehlo.multiply %1309, %2528 : tensor<32x14x14x1024xf32>
    %2530 = stablehlo.subtract %2525, %2529 : tensor<32x14x14x1024xf32>
    %2531 = stablehlo.multiply %2521, %2530 : tensor<32x14x14x1024xf32>
    %2532 = "stablehlo.reshape"(%layer3.3.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2533 = "stablehlo.dot_general"(%2531, %2532) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2534 = "stablehlo.dot_general"(%1291, %2531) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2535 = "stablehlo.reshape"(%2534) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2536 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2537 = "stablehlo.compare"(%1277, %2536) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2538 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2539 = "stablehlo.select"(%2537, %2533, %2538) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2540 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2541 = "stablehlo.reduce"(%2539, %2540) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2542 = stablehlo.multiply %2539, %1273 : tensor<32x14x14x256xf32>
    %2543 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2544 = "stablehlo.reduce"(%2542, %2543) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2545 = stablehlo.multiply %layer3.3.bn2.g, %1271 : tensor<256xf32>
    %2546 = "stablehlo.broadcast_in_dim"(%2545) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2547 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2548 = stablehlo.divide %2541, %2547 : tensor<256xf32>
    %2549 = "stablehlo.broadcast_in_dim"(%2548) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2550 = stablehlo.subtract %2539, %2549 : tensor<32x14x14x256xf32>
    %2551 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2552 = stablehlo.divide %2544, %2551 : tensor<256xf32>
    %2553 = "stablehlo.broadcast_in_dim"(%2552) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2554 = stablehlo.multiply %1273, %2553 : tensor<32x14x14x256xf32>
    %2555 = stablehlo.subtract %2550, %2554 : tensor<32x14x14x256xf32>
    %2556 = stablehlo.multiply %2546, %2555 : tensor<32x14x14x256xf32>
    %2557 = "stablehlo.reverse"(%layer3.3.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2558 = "stablehlo.convolution"(%2556, %2557) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2559 = stablehlo.constant dense<0.0> : tensor<f32>
    %2560 = "stablehlo.pad"(%1256, %2559) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x16x16x256xf32>
    %2561 = "stablehlo.slice"(%2560) {limit_indices = array<i64: 32, 14, 14, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2562 = "stablehlo.dot_general"(%2556, %2561) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2563 = "stablehlo.reshape"(%2562) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2564 = "stablehlo.slice"(%2560) {limit_indices = array<i64: 32, 14, 15, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2565 = "stablehlo.dot_general"(%2556, %2564) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2566 = "stablehlo.reshape"(%2565) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2567 = "stablehlo.slice"(%2560) {limit_indices = array<i64: 32, 14, 16, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2568 = "stablehlo.dot_general"(%2556, %2567) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2569 = "stablehlo.reshape"(%2568) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2570 = "stablehlo.concatenate"(%2563, %2566, %2569) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2571 = "stablehlo.slice"(%2560) {limit_indices = array<i64: 32, 15, 14, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2572 = "stablehlo.dot_general"(%2556, %2571) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2573 = "stablehlo.reshape"(%2572) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2574 = "stablehlo.slice"(%2560) {limit_indices = array<i64: 32, 15, 15, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2575 = "stablehlo.dot_general"(%2556, %2574) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2576 = "stablehlo.reshape"(%2575) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2577 = "stablehlo.slice"(%2560) {limit_indices = array<i64: 32, 15, 16, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2578 = "stablehlo.dot_general"(%2556, %2577) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2579 = "stablehlo.reshape"(%2578) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2580 = "stablehlo.concatenate"(%2573, %2576, %2579) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2581 = "stablehlo.slice"(%2560) {limit_indices = array<i64: 32, 16, 14, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2582 = "stablehlo.dot_general"(%2556, %2581) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2583 = "stablehlo.reshape"(%2582) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2584 = "stablehlo.slice"(%2560) {limit_indices = array<i64: 32, 16, 15, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2585 = "stablehlo.dot_general"(%2556, %2584) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2586 = "stablehlo.reshape"(%2585) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2587 = "stablehlo.slice"(%2560) {limit_indices = array<i64: 32, 16, 16, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2588 = "stablehlo.dot_general"(%2556, %2587) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2589 = "stablehlo.reshape"(%2588) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2590 = "stablehlo.concatenate"(%2583, %2586, %2589) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2591 = "stablehlo.concatenate"(%2570, %2580, %2590) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2592 = "stablehlo.transpose"(%2591) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2593 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2594 = "stablehlo.compare"(%1242, %2593) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2595 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2596 = "stablehlo.select"(%2594, %2558, %2595) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2597 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2598 = "stablehlo.reduce"(%2596, %2597) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2599 = stablehlo.multiply %2596, %1238 : tensor<32x14x14x256xf32>
    %2600 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2601 = "stablehlo.reduce"(%2599, %2600) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2602 = stablehlo.multiply %layer3.3.bn1.g, %1236 : tensor<256xf32>
    %2603 = "stablehlo.broadcast_in_dim"(%2602) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2604 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2605 = stablehlo.divide %2598, %2604 : tensor<256xf32>
    %2606 = "stablehlo.broadcast_in_dim"(%2605) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2607 = stablehlo.subtract %2596, %2606 : tensor<32x14x14x256xf32>
    %2608 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2609 = stablehlo.divide %2601, %2608 : tensor<256xf32>
    %2610 = "stablehlo.broadcast_in_dim"(%2609) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2611 = stablehlo.multiply %1238, %2610 : tensor<32x14x14x256xf32>
    %2612 = stablehlo.subtract %2607, %2611 : tensor<32x14x14x256xf32>
    %2613 = stablehlo.multiply %2603, %2612 : tensor<32x14x14x256xf32>
    %2614 = "stablehlo.reshape"(%layer3.3.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %2615 = "stablehlo.dot_general"(%2613, %2614) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2616 = "stablehlo.dot_general"(%2613, %1220) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2617 = "stablehlo.transpose"(%2616) {permutation = array<i64: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %2618 = "stablehlo.reshape"(%2617) : (tensor<1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2619 = stablehlo.add %2615, %2514 : tensor<32x14x14x1024xf32>
    %2620 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2621 = "stablehlo.compare"(%1218, %2620) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2622 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2623 = "stablehlo.select"(%2621, %2619, %2622) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2624 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2625 = "stablehlo.reduce"(%2623, %2624) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2626 = stablehlo.multiply %2623, %1201 : tensor<32x14x14x1024xf32>
    %2627 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2628 = "stablehlo.reduce"(%2626, %2627) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2629 = stablehlo.multiply %layer3.2.bn3.g, %1199 : tensor<1024xf32>
    %2630 = "stablehlo.broadcast_in_dim"(%2629) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2631 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2632 = stablehlo.divide %2625, %2631 : tensor<1024xf32>
    %2633 = "stablehlo.broadcast_in_dim"(%2632) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2634 = stablehlo.subtract %2623, %2633 : tensor<32x14x14x1024xf32>
    %2635 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2636 = stablehlo.divide %2628, %2635 : tensor<1024xf32>
    %2637 = "stablehlo.broadcast_in_dim"(%2636) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2638 = stablehlo.multiply %1201, %2637 : tensor<32x14x14x1024xf32>
    %2639 = stablehlo.subtract %2634, %2638 : tensor<32x14x14x1024xf32>
    %2640 = stablehlo.multiply %2630, %2639 : tensor<32x14x14x1024xf32>
    %2641 = "stablehlo.reshape"(%layer3.2.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2642 = "stablehlo.dot_general"(%2640, %2641) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2643 = "stablehlo.dot_general"(%1183, %2640) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2644 = "stablehlo.reshape"(%2643) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2645 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2646 = "stablehlo.compare"(%1169, %2645) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2647 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2648 = "stablehlo.select"(%2646, %2642, %2647) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2649 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2650 = "stablehlo.reduce"(%2648, %2649) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2651 = stablehlo.multiply %2648, %1165 : tensor<32x14x14x256xf32>
    %2652 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2653 = "stablehlo.reduce"(%2651, %2652) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2654 = stablehlo.multiply %layer3.2.bn2.g, %1163 : tensor<256xf32>
    %2655 = "stablehlo.broadcast_in_dim"(%2654) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2656 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2657 = stablehlo.divide %2650, %2656 : tensor<256xf32>
    %2658 = "stablehlo.broadcast_in_dim"(%2657) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2659 = stablehlo.subtract %2648, %2658 : tensor<32x14x14x256xf32>
    %2660 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2661 = stablehlo.divide %2653, %2660 : tensor<256xf32>
    %2662 = "stablehlo.broadcast_in_dim"(%2661) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2663 = stablehlo.multiply %1165, %2662 : tensor<32x14x14x256xf32>
    %2664 = stablehlo.subtract %2659, %2663 : tensor<32x14x14x256xf32>
    %2665 = stablehlo.multiply %2655, %2664 : tensor<32x14x14x256xf32>
    %2666 = "stablehlo.reverse"(%layer3.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2667 = "stablehlo.convolution"(%2665, %2666) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2668 = stablehlo.constant dense<0.0> : tensor<f32>
    %2669 = "stablehlo.pad"(%1148, %2668) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x16x16x256xf32>
    %2670 = "stablehlo.slice"(%2669) {limit_indices = array<i64: 32, 14, 14, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2671 = "stablehlo.dot_general"(%2665, %2670) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2672 = "stablehlo.reshape"(%2671) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2673 = "stablehlo.slice"(%2669) {limit_indices = array<i64: 32, 14, 15, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2674 = "stablehlo.dot_general"(%2665, %2673) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2675 = "stablehlo.reshape"(%2674) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2676 = "stablehlo.slice"(%2669) {limit_indices = array<i64: 32, 14, 16, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2677 = "stablehlo.dot_general"(%2665, %2676) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2678 = "stablehlo.reshape"(%2677) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2679 = "stablehlo.concatenate"(%2672, %2675, %2678) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2680 = "stablehlo.slice"(%2669) {limit_indices = array<i64: 32, 15, 14, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2681 = "stablehlo.dot_general"(%2665, %2680) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2682 = "stablehlo.reshape"(%2681) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2683 = "stablehlo.slice"(%2669) {limit_indices = array<i64: 32, 15, 15, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2684 = "stablehlo.dot_general"(%2665, %2683) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2685 = "stablehlo.reshape"(%2684) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2686 = "stablehlo.slice"(%2669) {limit_indices = array<i64: 32, 15, 16, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2687 = "stablehlo.dot_general"(%2665, %2686) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2688 = "stablehlo.reshape"(%2687) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2689 = "stablehlo.concatenate"(%2682, %2685, %2688) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2690 = "stablehlo.slice"(%2669) {limit_indices = array<i64: 32, 16, 14, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2691 = "stablehlo.dot_general"(%2665, %2690) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2692 = "stablehlo.reshape"(%2691) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2693 = "stablehlo.slice"(%2669) {limit_indices = array<i64: 32, 16, 15, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2694 = "stablehlo.dot_general"(%2665, %2693) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2695 = "stablehlo.reshape"(%2694) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2696 = "stablehlo.slice"(%2669) {limit_indices = array<i64: 32, 16, 16, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2697 = "stablehlo.dot_general"(%2665, %2696) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2698 = "stablehlo.reshape"(%2697) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2699 = "stablehlo.concatenate"(%2692, %2695, %2698) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2700 = "stablehlo.concatenate"(%2679, %2689, %2699) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2701 = "stablehlo.transpose"(%2700) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2702 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2703 = "stablehlo.compare"(%1134, %2702) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2704 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2705 = "stablehlo.select"(%2703, %2667, %2704) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2706 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2707 = "stablehlo.reduce"(%2705, %2706) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2708 = stablehlo.multiply %2705, %1130 : tensor<32x14x14x256xf32>
    %2709 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2710 = "stablehlo.reduce"(%2708, %2709) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2711 = stablehlo.multiply %layer3.2.bn1.g, %1128 : tensor<256xf32>
    %2712 = "stablehlo.broadcast_in_dim"(%2711) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2713 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2714 = stablehlo.divide %2707, %2713 : tensor<256xf32>
    %2715 = "stablehlo.broadcast_in_dim"(%2714) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2716 = stablehlo.subtract %2705, %2715 : tensor<32x14x14x256xf32>
    %2717 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2718 = stablehlo.divide %2710, %2717 : tensor<256xf32>
    %2719 = "stablehlo.broadcast_in_dim"(%2718) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2720 = stablehlo.multiply %1130, %2719 : tensor<32x14x14x256xf32>
    %2721 = stablehlo.subtract %2716, %2720 : tensor<32x14x14x256xf32>
    %2722 = stablehlo.multiply %2712, %2721 : tensor<32x14x14x256xf32>
    %2723 = "stablehlo.reshape"(%layer3.2.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %2724 = "stablehlo.dot_general"(%2722, %2723) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2725 = "stablehlo.dot_general"(%2722, %1112) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2726 = "stablehlo.transpose"(%2725) {permutation = array<i64: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %2727 = "stablehlo.reshape"(%2726) : (tensor<1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2728 = stablehlo.add %2724, %2623 : tensor<32x14x14x1024xf32>
    %2729 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2730 = "stablehlo.compare"(%1110, %2729) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2731 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2732 = "stablehlo.select"(%2730, %2728, %2731) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2733 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2734 = "stablehlo.reduce"(%2732, %2733) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2735 = stablehlo.multiply %2732, %1093 : tensor<32x14x14x1024xf32>
    %2736 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2737 = "stablehlo.reduce"(%2735, %2736) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2738 = stablehlo.multiply %layer3.1.bn3.g, %1091 : tensor<1024xf32>
    %2739 = "stablehlo.broadcast_in_dim"(%2738) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2740 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2741 = stablehlo.divide %2734, %2740 : tensor<1024xf32>
    %2742 = "stablehlo.broadcast_in_dim"(%2741) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2743 = stablehlo.subtract %2732, %2742 : tensor<32x14x14x1024xf32>
    %2744 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2745 = stablehlo.divide %2737, %2744 : tensor<1024xf32>
    %2746 = "stablehlo.broadcast_in_dim"(%2745) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2747 = stablehlo.multiply %1093, %2746 : tensor<32x14x14x1024xf32>
    %2748 = stablehlo.subtract %2743, %2747 : tensor<32x14x14x1024xf32>
    %2749 = stablehlo.multiply %2739, %2748 : tensor<32x14x14x1024xf32>
    %2750 = "stablehlo.reshape"(%layer3.1.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2751 = "stablehlo.dot_general"(%2749, %2750) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2752 = "stablehlo.dot_general"(%1075, %2749) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2753 = "stablehlo.reshape"(%2752) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2754 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2755 = "stablehlo.compare"(%1061, %2754) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2756 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2757 = "stablehlo.select"(%2755, %2751, %2756) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2758 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2759 = "stablehlo.reduce"(%2757, %2758) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2760 = stablehlo.multiply %2757, %1057 : tensor<32x14x14x256xf32>
    %2761 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2762 = "stablehlo.reduce"(%2760, %2761) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2763 = stablehlo.multiply %layer3.1.bn2.g, %1055 : tensor<256xf32>
    %2764 = "stablehlo.broadcast_in_dim"(%2763) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2765 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2766 = stablehlo.divide %2759, %2765 : tensor<256xf32>
    %2767 = "stablehlo.broadcast_in_dim"(%2766) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2768 = stablehlo.subtract %2757, %2767 : tensor<32x14x14x256xf32>
    %2769 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2770 = stablehlo.divide %2762, %2769 : tensor<256xf32>
    %2771 = "stablehlo.broadcast_in_dim"(%2770) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2772 = stablehlo.multiply %1057, %2771 : tensor<32x14x14x256xf32>
    %2773 = stablehlo.subtract %2768, %2772 : tensor<32x14x14x256xf32>
    %2774 = stablehlo.multiply %2764, %2773 : tensor<32x14x14x256xf32>
    %2775 = "stablehlo.reverse"(%layer3.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2776 = "stablehlo.convolution"(%2774, %2775) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2777 = stablehlo.constant dense<0.0> : tensor<f32>
    %2778 = "stablehlo.pad"(%1040, %2777) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<32x16x16x256xf32>
    %2779 = "stablehlo.slice"(%2778) {limit_indices = array<i64: 32, 14, 14, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2780 = "stablehlo.dot_general"(%2774, %2779) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2781 = "stablehlo.reshape"(%2780) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2782 = "stablehlo.slice"(%2778) {limit_indices = array<i64: 32, 14, 15, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2783 = "stablehlo.dot_general"(%2774, %2782) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2784 = "stablehlo.reshape"(%2783) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2785 = "stablehlo.slice"(%2778) {limit_indices = array<i64: 32, 14, 16, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2786 = "stablehlo.dot_general"(%2774, %2785) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2787 = "stablehlo.reshape"(%2786) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2788 = "stablehlo.concatenate"(%2781, %2784, %2787) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2789 = "stablehlo.slice"(%2778) {limit_indices = array<i64: 32, 15, 14, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2790 = "stablehlo.dot_general"(%2774, %2789) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2791 = "stablehlo.reshape"(%2790) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2792 = "stablehlo.slice"(%2778) {limit_indices = array<i64: 32, 15, 15, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2793 = "stablehlo.dot_general"(%2774, %2792) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2794 = "stablehlo.reshape"(%2793) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2795 = "stablehlo.slice"(%2778) {limit_indices = array<i64: 32, 15, 16, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2796 = "stablehlo.dot_general"(%2774, %2795) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2797 = "stablehlo.reshape"(%2796) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2798 = "stablehlo.concatenate"(%2791, %2794, %2797) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2799 = "stablehlo.slice"(%2778) {limit_indices = array<i64: 32, 16, 14, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2800 = "stablehlo.dot_general"(%2774, %2799) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2801 = "stablehlo.reshape"(%2800) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2802 = "stablehlo.slice"(%2778) {limit_indices = array<i64: 32, 16, 15, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2803 = "stablehlo.dot_general"(%2774, %2802) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2804 = "stablehlo.reshape"(%2803) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2805 = "stablehlo.slice"(%2778) {limit_indices = array<i64: 32, 16, 16, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x16x16x256xf32>) -> tensor<32x14x14x256xf32>
    %2806 = "stablehlo.dot_general"(%2774, %2805) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2807 = "stablehlo.reshape"(%2806) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2808 = "stablehlo.concatenate"(%2801, %2804, %2807) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2809 = "stablehlo.concatenate"(%2788, %2798, %2808) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2810 = "stablehlo.transpose"(%2809) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2811 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2812 = "stablehlo.compare"(%1026, %2811) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2813 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2814 = "stablehlo.select"(%2812, %2776, %2813) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2815 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2816 = "stablehlo.reduce"(%2814, %2815) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2817 = stablehlo.multiply %2814, %1022 : tensor<32x14x14x256xf32>
    %2818 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2819 = "stablehlo.reduce"(%2817, %2818) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2820 = stablehlo.multiply %layer3.1.bn1.g, %1020 : tensor<256xf32>
    %2821 = "stablehlo.broadcast_in_dim"(%2820) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2822 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2823 = stablehlo.divide %2816, %2822 : tensor<256xf32>
    %2824 = "stablehlo.broadcast_in_dim"(%2823) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2825 = stablehlo.subtract %2814, %2824 : tensor<32x14x14x256xf32>
    %2826 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2827 = stablehlo.divide %2819, %2826 : tensor<256xf32>
    %2828 = "stablehlo.broadcast_in_dim"(%2827) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2829 = stablehlo.multiply %1022, %2828 : tensor<32x14x14x256xf32>
    %2830 = stablehlo.subtract %2825, %2829 : tensor<32x14x14x256xf32>
    %2831 = stablehlo.multiply %2821, %2830 : tensor<32x14x14x256xf32>
    %2832 = "stablehlo.reshape"(%layer3.1.conv1.w) : (tensor<1x1x1024x256xf32>) -> tensor<1024x256xf32>
    %2833 = "stablehlo.dot_general"(%2831, %2832) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x256xf32>, tensor<1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2834 = "stablehlo.dot_general"(%2831, %1004) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2835 = "stablehlo.transpose"(%2834) {permutation = array<i64: 1, 0>} : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %2836 = "stablehlo.reshape"(%2835) : (tensor<1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2837 = stablehlo.add %2833, %2732 : tensor<32x14x14x1024xf32>
    %2838 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2839 = "stablehlo.compare"(%1002, %2838) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2840 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2841 = "stablehlo.select"(%2839, %2837, %2840) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2842 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2843 = "stablehlo.reduce"(%2841, %2842) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2844 = stablehlo.multiply %2841, %950 : tensor<32x14x14x1024xf32>
    %2845 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2846 = "stablehlo.reduce"(%2844, %2845) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2847 = stablehlo.multiply %layer3.0.bn3.g, %948 : tensor<1024xf32>
    %2848 = "stablehlo.broadcast_in_dim"(%2847) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2849 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2850 = stablehlo.divide %2843, %2849 : tensor<1024xf32>
    %2851 = "stablehlo.broadcast_in_dim"(%2850) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2852 = stablehlo.subtract %2841, %2851 : tensor<32x14x14x1024xf32>
    %2853 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2854 = stablehlo.divide %2846, %2853 : tensor<1024xf32>
    %2855 = "stablehlo.broadcast_in_dim"(%2854) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2856 = stablehlo.multiply %950, %2855 : tensor<32x14x14x1024xf32>
    %2857 = stablehlo.subtract %2852, %2856 : tensor<32x14x14x1024xf32>
    %2858 = stablehlo.multiply %2848, %2857 : tensor<32x14x14x1024xf32>
    %2859 = "stablehlo.reshape"(%layer3.0.conv3.w) : (tensor<1x1x256x1024xf32>) -> tensor<256x1024xf32>
    %2860 = "stablehlo.dot_general"(%2858, %2859) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2861 = "stablehlo.dot_general"(%932, %2858) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<256x1024xf32>
    %2862 = "stablehlo.reshape"(%2861) : (tensor<256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2863 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2864 = "stablehlo.compare"(%918, %2863) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2865 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2866 = "stablehlo.select"(%2864, %2860, %2865) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2867 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2868 = "stablehlo.reduce"(%2866, %2867) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2869 = stablehlo.multiply %2866, %914 : tensor<32x14x14x256xf32>
    %2870 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2871 = "stablehlo.reduce"(%2869, %2870) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2872 = stablehlo.multiply %layer3.0.bn2.g, %912 : tensor<256xf32>
    %2873 = "stablehlo.broadcast_in_dim"(%2872) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2874 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2875 = stablehlo.divide %2868, %2874 : tensor<256xf32>
    %2876 = "stablehlo.broadcast_in_dim"(%2875) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2877 = stablehlo.subtract %2866, %2876 : tensor<32x14x14x256xf32>
    %2878 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2879 = stablehlo.divide %2871, %2878 : tensor<256xf32>
    %2880 = "stablehlo.broadcast_in_dim"(%2879) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2881 = stablehlo.multiply %914, %2880 : tensor<32x14x14x256xf32>
    %2882 = stablehlo.subtract %2877, %2881 : tensor<32x14x14x256xf32>
    %2883 = stablehlo.multiply %2873, %2882 : tensor<32x14x14x256xf32>
    %2884 = "stablehlo.reverse"(%layer3.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2885 = "stablehlo.convolution"(%2883, %2884) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x28x28x256xf32>
    %2886 = stablehlo.constant dense<0.0> : tensor<f32>
    %2887 = "stablehlo.pad"(%897, %2886) {edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<32x29x29x256xf32>
    %2888 = "stablehlo.slice"(%2887) {limit_indices = array<i64: 32, 27, 27, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2889 = "stablehlo.dot_general"(%2883, %2888) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2890 = "stablehlo.reshape"(%2889) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2891 = "stablehlo.slice"(%2887) {limit_indices = array<i64: 32, 27, 28, 256>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2892 = "stablehlo.dot_general"(%2883, %2891) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2893 = "stablehlo.reshape"(%2892) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2894 = "stablehlo.slice"(%2887) {limit_indices = array<i64: 32, 27, 29, 256>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2895 = "stablehlo.dot_general"(%2883, %2894) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2896 = "stablehlo.reshape"(%2895) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2897 = "stablehlo.concatenate"(%2890, %2893, %2896) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2898 = "stablehlo.slice"(%2887) {limit_indices = array<i64: 32, 28, 27, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2899 = "stablehlo.dot_general"(%2883, %2898) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2900 = "stablehlo.reshape"(%2899) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2901 = "stablehlo.slice"(%2887) {limit_indices = array<i64: 32, 28, 28, 256>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2902 = "stablehlo.dot_general"(%2883, %2901) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2903 = "stablehlo.reshape"(%2902) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2904 = "stablehlo.slice"(%2887) {limit_indices = array<i64: 32, 28, 29, 256>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2905 = "stablehlo.dot_general"(%2883, %2904) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2906 = "stablehlo.reshape"(%2905) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2907 = "stablehlo.concatenate"(%2900, %2903, %2906) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2908 = "stablehlo.slice"(%2887) {limit_indices = array<i64: 32, 29, 27, 256>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2909 = "stablehlo.dot_general"(%2883, %2908) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2910 = "stablehlo.reshape"(%2909) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2911 = "stablehlo.slice"(%2887) {limit_indices = array<i64: 32, 29, 28, 256>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2912 = "stablehlo.dot_general"(%2883, %2911) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2913 = "stablehlo.reshape"(%2912) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2914 = "stablehlo.slice"(%2887) {limit_indices = array<i64: 32, 29, 29, 256>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x29x29x256xf32>) -> tensor<32x14x14x256xf32>
    %2915 = "stablehlo.dot_general"(%2883, %2914) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<256x256xf32>
    %2916 = "stablehlo.reshape"(%2915) : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %2917 = "stablehlo.concatenate"(%2910, %2913, %2916) {dimension = 1 : i64} : (tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x3x256x256xf32>
    %2918 = "stablehlo.concatenate"(%2897, %2907, %2917) {dimension = 0 : i64} : (tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>, tensor<1x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2919 = "stablehlo.transpose"(%2918) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2920 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %2921 = "stablehlo.compare"(%883, %2920) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x256xf32>, tensor<32x28x28x256xf32>) -> tensor<32x28x28x256xi1>
    %2922 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %2923 = "stablehlo.select"(%2921, %2885, %2922) : (tensor<32x28x28x256xi1>, tensor<32x28x28x256xf32>, tensor<32x28x28x256xf32>) -> tensor<32x28x28x256xf32>
    %2924 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2925 = "stablehlo.reduce"(%2923, %2924) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2926 = stablehlo.multiply %2923, %879 : tensor<32x28x28x256xf32>
    %2927 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2928 = "stablehlo.reduce"(%2926, %2927) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2929 = stablehlo.multiply %layer3.0.bn1.g, %877 : tensor<256xf32>
    %2930 = "stablehlo.broadcast_in_dim"(%2929) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2931 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %2932 = stablehlo.divide %2925, %2931 : tensor<256xf32>
    %2933 = "stablehlo.broadcast_in_dim"(%2932) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2934 = stablehlo.subtract %2923, %2933 : tensor<32x28x28x256xf32>
    %2935 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %2936 = stablehlo.divide %2928, %2935 : tensor<256xf32>
    %2937 = "stablehlo.broadcast_in_dim"(%2936) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2938 = stablehlo.multiply %879, %2937 : tensor<32x28x28x256xf32>
    %2939 = stablehlo.subtract %2934, %2938 : tensor<32x28x28x256xf32>
    %2940 = stablehlo.multiply %2930, %2939 : tensor<32x28x28x256xf32>
    %2941 = "stablehlo.reshape"(%layer3.0.conv1.w) : (tensor<1x1x512x256xf32>) -> tensor<512x256xf32>
    %2942 = "stablehlo.dot_general"(%2940, %2941) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x256xf32>, tensor<512x256xf32>) -> tensor<32x28x28x512xf32>
    %2943 = "stablehlo.dot_general"(%2940, %861) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x256xf32>, tensor<32x28x28x512xf32>) -> tensor<256x512xf32>
    %2944 = "stablehlo.transpose"(%2943) {permutation = array<i64: 1, 0>} : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %2945 = "stablehlo.reshape"(%2944) : (tensor<512x256xf32>) -> tensor<1x1x512x256xf32>
    %2946 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2947 = "stablehlo.reduce"(%2841, %2946) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2948 = stablehlo.multiply %2841, %985 : tensor<32x14x14x1024xf32>
    %2949 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2950 = "stablehlo.reduce"(%2948, %2949) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2951 = stablehlo.multiply %layer3.0.downsample.1.g, %983 : tensor<1024xf32>
    %2952 = "stablehlo.broadcast_in_dim"(%2951) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2953 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2954 = stablehlo.divide %2947, %2953 : tensor<1024xf32>
    %2955 = "stablehlo.broadcast_in_dim"(%2954) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2956 = stablehlo.subtract %2841, %2955 : tensor<32x14x14x1024xf32>
    %2957 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2958 = stablehlo.divide %2950, %2957 : tensor<1024xf32>
    %2959 = "stablehlo.broadcast_in_dim"(%2958) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2960 = stablehlo.multiply %985, %2959 : tensor<32x14x14x1024xf32>
    %2961 = stablehlo.subtract %2956, %2960 : tensor<32x14x14x1024xf32>
    %2962 = stablehlo.multiply %2952, %2961 : tensor<32x14x14x1024xf32>
    %2963 = "stablehlo.reshape"(%layer3.0.downsample.0.w) : (tensor<1x1x512x1024xf32>) -> tensor<512x1024xf32>
    %2964 = "stablehlo.dot_general"(%2962, %2963) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x14x14x1024xf32>, tensor<512x1024xf32>) -> tensor<32x14x14x512xf32>
    %2965 = stablehlo.constant dense<0.0> : tensor<f32>
    %2966 = "stablehlo.pad"(%2964, %2965) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<32x28x28x512xf32>
    %2967 = "stablehlo.dot_general"(%967, %2962) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x14x14x512xf32>, tensor<32x14x14x1024xf32>) -> tensor<512x1024xf32>
    %2968 = "stablehlo.reshape"(%2967) : (tensor<512x1024xf32>) -> tensor<1x1x512x1024xf32>
    %2969 = stablehlo.add %2942, %2966 : tensor<32x28x28x512xf32>
    %2970 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2971 = "stablehlo.compare"(%859, %2970) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %2972 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2973 = "stablehlo.select"(%2971, %2969, %2972) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %2974 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2975 = "stablehlo.reduce"(%2973, %2974) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2976 = stablehlo.multiply %2973, %842 : tensor<32x28x28x512xf32>
    %2977 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2978 = "stablehlo.reduce"(%2976, %2977) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2979 = stablehlo.multiply %layer2.3.bn3.g, %840 : tensor<512xf32>
    %2980 = "stablehlo.broadcast_in_dim"(%2979) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2981 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2982 = stablehlo.divide %2975, %2981 : tensor<512xf32>
    %2983 = "stablehlo.broadcast_in_dim"(%2982) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2984 = stablehlo.subtract %2973, %2983 : tensor<32x28x28x512xf32>
    %2985 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2986 = stablehlo.divide %2978, %2985 : tensor<512xf32>
    %2987 = "stablehlo.broadcast_in_dim"(%2986) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2988 = stablehlo.multiply %842, %2987 : tensor<32x28x28x512xf32>
    %2989 = stablehlo.subtract %2984, %2988 : tensor<32x28x28x512xf32>
    %2990 = stablehlo.multiply %2980, %2989 : tensor<32x28x28x512xf32>
    %2991 = "stablehlo.reshape"(%layer2.3.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %2992 = "stablehlo.dot_general"(%2990, %2991) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %2993 = "stablehlo.dot_general"(%824, %2990) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %2994 = "stablehlo.reshape"(%2993) : (tensor<128x512xf32>) -> tensor<1x1x128x512xf32>
    %2995 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2996 = "stablehlo.compare"(%810, %2995) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2997 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2998 = "stablehlo.select"(%2996, %2992, %2997) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2999 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3000 = "stablehlo.reduce"(%2998, %2999) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3001 = stablehlo.multiply %2998, %806 : tensor<32x28x28x128xf32>
    %3002 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3003 = "stablehlo.reduce"(%3001, %3002) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3004 = stablehlo.multiply %layer2.3.bn2.g, %804 : tensor<128xf32>
    %3005 = "stablehlo.broadcast_in_dim"(%3004) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3006 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3007 = stablehlo.divide %3000, %3006 : tensor<128xf32>
    %3008 = "stablehlo.broadcast_in_dim"(%3007) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3009 = stablehlo.subtract %2998, %3008 : tensor<32x28x28x128xf32>
    %3010 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3011 = stablehlo.divide %3003, %3010 : tensor<128xf32>
    %3012 = "stablehlo.broadcast_in_dim"(%3011) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3013 = stablehlo.multiply %806, %3012 : tensor<32x28x28x128xf32>
    %3014 = stablehlo.subtract %3009, %3013 : tensor<32x28x28x128xf32>
    %3015 = stablehlo.multiply %3005, %3014 : tensor<32x28x28x128xf32>
    %3016 = "stablehlo.reverse"(%layer2.3.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3017 = "stablehlo.convolution"(%3015, %3016) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %3018 = stablehlo.constant dense<0.0> : tensor<f32>
    %3019 = "stablehlo.pad"(%789, %3018) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x30x30x128xf32>
    %3020 = "stablehlo.slice"(%3019) {limit_indices = array<i64: 32, 28, 28, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3021 = "stablehlo.dot_general"(%3015, %3020) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3022 = "stablehlo.reshape"(%3021) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3023 = "stablehlo.slice"(%3019) {limit_indices = array<i64: 32, 28, 29, 128>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3024 = "stablehlo.dot_general"(%3015, %3023) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3025 = "stablehlo.reshape"(%3024) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3026 = "stablehlo.slice"(%3019) {limit_indices = array<i64: 32, 28, 30, 128>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3027 = "stablehlo.dot_general"(%3015, %3026) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3028 = "stablehlo.reshape"(%3027) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3029 = "stablehlo.concatenate"(%3022, %3025, %3028) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3030 = "stablehlo.slice"(%3019) {limit_indices = array<i64: 32, 29, 28, 128>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3031 = "stablehlo.dot_general"(%3015, %3030) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3032 = "stablehlo.reshape"(%3031) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3033 = "stablehlo.slice"(%3019) {limit_indices = array<i64: 32, 29, 29, 128>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3034 = "stablehlo.dot_general"(%3015, %3033) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3035 = "stablehlo.reshape"(%3034) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3036 = "stablehlo.slice"(%3019) {limit_indices = array<i64: 32, 29, 30, 128>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3037 = "stablehlo.dot_general"(%3015, %3036) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3038 = "stablehlo.reshape"(%3037) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3039 = "stablehlo.concatenate"(%3032, %3035, %3038) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3040 = "stablehlo.slice"(%3019) {limit_indices = array<i64: 32, 30, 28, 128>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3041 = "stablehlo.dot_general"(%3015, %3040) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3042 = "stablehlo.reshape"(%3041) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3043 = "stablehlo.slice"(%3019) {limit_indices = array<i64: 32, 30, 29, 128>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3044 = "stablehlo.dot_general"(%3015, %3043) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3045 = "stablehlo.reshape"(%3044) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3046 = "stablehlo.slice"(%3019) {limit_indices = array<i64: 32, 30, 30, 128>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3047 = "stablehlo.dot_general"(%3015, %3046) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3048 = "stablehlo.reshape"(%3047) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3049 = "stablehlo.concatenate"(%3042, %3045, %3048) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3050 = "stablehlo.concatenate"(%3029, %3039, %3049) {dimension = 0 : i64} : (tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3051 = "stablehlo.transpose"(%3050) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3052 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3053 = "stablehlo.compare"(%775, %3052) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3054 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3055 = "stablehlo.select"(%3053, %3017, %3054) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3056 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3057 = "stablehlo.reduce"(%3055, %3056) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3058 = stablehlo.multiply %3055, %771 : tensor<32x28x28x128xf32>
    %3059 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3060 = "stablehlo.reduce"(%3058, %3059) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3061 = stablehlo.multiply %layer2.3.bn1.g, %769 : tensor<128xf32>
    %3062 = "stablehlo.broadcast_in_dim"(%3061) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3063 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3064 = stablehlo.divide %3057, %3063 : tensor<128xf32>
    %3065 = "stablehlo.broadcast_in_dim"(%3064) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3066 = stablehlo.subtract %3055, %3065 : tensor<32x28x28x128xf32>
    %3067 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3068 = stablehlo.divide %3060, %3067 : tensor<128xf32>
    %3069 = "stablehlo.broadcast_in_dim"(%3068) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3070 = stablehlo.multiply %771, %3069 : tensor<32x28x28x128xf32>
    %3071 = stablehlo.subtract %3066, %3070 : tensor<32x28x28x128xf32>
    %3072 = stablehlo.multiply %3062, %3071 : tensor<32x28x28x128xf32>
    %3073 = "stablehlo.reshape"(%layer2.3.conv1.w) : (tensor<1x1x512x128xf32>) -> tensor<512x128xf32>
    %3074 = "stablehlo.dot_general"(%3072, %3073) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x128xf32>, tensor<512x128xf32>) -> tensor<32x28x28x512xf32>
    %3075 = "stablehlo.dot_general"(%3072, %753) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3076 = "stablehlo.transpose"(%3075) {permutation = array<i64: 1, 0>} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %3077 = "stablehlo.reshape"(%3076) : (tensor<512x128xf32>) -> tensor<1x1x512x128xf32>
    %3078 = stablehlo.add %3074, %2973 : tensor<32x28x28x512xf32>
    %3079 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3080 = "stablehlo.compare"(%751, %3079) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %3081 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3082 = "stablehlo.select"(%3080, %3078, %3081) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %3083 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3084 = "stablehlo.reduce"(%3082, %3083) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3085 = stablehlo.multiply %3082, %734 : tensor<32x28x28x512xf32>
    %3086 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3087 = "stablehlo.reduce"(%3085, %3086) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3088 = stablehlo.multiply %layer2.2.bn3.g, %732 : tensor<512xf32>
    %3089 = "stablehlo.broadcast_in_dim"(%3088) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3090 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3091 = stablehlo.divide %3084, %3090 : tensor<512xf32>
    %3092 = "stablehlo.broadcast_in_dim"(%3091) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3093 = stablehlo.subtract %3082, %3092 : tensor<32x28x28x512xf32>
    %3094 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3095 = stablehlo.divide %3087, %3094 : tensor<512xf32>
    %3096 = "stablehlo.broadcast_in_dim"(%3095) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3097 = stablehlo.multiply %734, %3096 : tensor<32x28x28x512xf32>
    %3098 = stablehlo.subtract %3093, %3097 : tensor<32x28x28x512xf32>
    %3099 = stablehlo.multiply %3089, %3098 : tensor<32x28x28x512xf32>
    %3100 = "stablehlo.reshape"(%layer2.2.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %3101 = "stablehlo.dot_general"(%3099, %3100) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %3102 = "stablehlo.dot_general"(%716, %3099) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3103 = "stablehlo.reshape"(%3102) : (tensor<128x512xf32>) -> tensor<1x1x128x512xf32>
    %3104 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3105 = "stablehlo.compare"(%702, %3104) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3106 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3107 = "stablehlo.select"(%3105, %3101, %3106) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3108 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3109 = "stablehlo.reduce"(%3107, %3108) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3110 = stablehlo.multiply %3107, %698 : tensor<32x28x28x128xf32>
    %3111 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3112 = "stablehlo.reduce"(%3110, %3111) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3113 = stablehlo.multiply %layer2.2.bn2.g, %696 : tensor<128xf32>
    %3114 = "stablehlo.broadcast_in_dim"(%3113) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3115 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3116 = stablehlo.divide %3109, %3115 : tensor<128xf32>
    %3117 = "stablehlo.broadcast_in_dim"(%3116) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3118 = stablehlo.subtract %3107, %3117 : tensor<32x28x28x128xf32>
    %3119 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3120 = stablehlo.divide %3112, %3119 : tensor<128xf32>
    %3121 = "stablehlo.broadcast_in_dim"(%3120) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3122 = stablehlo.multiply %698, %3121 : tensor<32x28x28x128xf32>
    %3123 = stablehlo.subtract %3118, %3122 : tensor<32x28x28x128xf32>
    %3124 = stablehlo.multiply %3114, %3123 : tensor<32x28x28x128xf32>
    %3125 = "stablehlo.reverse"(%layer2.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3126 = "stablehlo.convolution"(%3124, %3125) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %3127 = stablehlo.constant dense<0.0> : tensor<f32>
    %3128 = "stablehlo.pad"(%681, %3127) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x30x30x128xf32>
    %3129 = "stablehlo.slice"(%3128) {limit_indices = array<i64: 32, 28, 28, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3130 = "stablehlo.dot_general"(%3124, %3129) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3131 = "stablehlo.reshape"(%3130) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3132 = "stablehlo.slice"(%3128) {limit_indices = array<i64: 32, 28, 29, 128>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3133 = "stablehlo.dot_general"(%3124, %3132) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3134 = "stablehlo.reshape"(%3133) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3135 = "stablehlo.slice"(%3128) {limit_indices = array<i64: 32, 28, 30, 128>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3136 = "stablehlo.dot_general"(%3124, %3135) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3137 = "stablehlo.reshape"(%3136) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3138 = "stablehlo.concatenate"(%3131, %3134, %3137) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3139 = "stablehlo.slice"(%3128) {limit_indices = array<i64: 32, 29, 28, 128>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3140 = "stablehlo.dot_general"(%3124, %3139) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3141 = "stablehlo.reshape"(%3140) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3142 = "stablehlo.slice"(%3128) {limit_indices = array<i64: 32, 29, 29, 128>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3143 = "stablehlo.dot_general"(%3124, %3142) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3144 = "stablehlo.reshape"(%3143) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3145 = "stablehlo.slice"(%3128) {limit_indices = array<i64: 32, 29, 30, 128>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3146 = "stablehlo.dot_general"(%3124, %3145) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3147 = "stablehlo.reshape"(%3146) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3148 = "stablehlo.concatenate"(%3141, %3144, %3147) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3149 = "stablehlo.slice"(%3128) {limit_indices = array<i64: 32, 30, 28, 128>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3150 = "stablehlo.dot_general"(%3124, %3149) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3151 = "stablehlo.reshape"(%3150) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3152 = "stablehlo.slice"(%3128) {limit_indices = array<i64: 32, 30, 29, 128>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3153 = "stablehlo.dot_general"(%3124, %3152) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3154 = "stablehlo.reshape"(%3153) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3155 = "stablehlo.slice"(%3128) {limit_indices = array<i64: 32, 30, 30, 128>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3156 = "stablehlo.dot_general"(%3124, %3155) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3157 = "stablehlo.reshape"(%3156) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3158 = "stablehlo.concatenate"(%3151, %3154, %3157) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3159 = "stablehlo.concatenate"(%3138, %3148, %3158) {dimension = 0 : i64} : (tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3160 = "stablehlo.transpose"(%3159) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3161 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3162 = "stablehlo.compare"(%667, %3161) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3163 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3164 = "stablehlo.select"(%3162, %3126, %3163) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3165 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3166 = "stablehlo.reduce"(%3164, %3165) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3167 = stablehlo.multiply %3164, %663 : tensor<32x28x28x128xf32>
    %3168 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3169 = "stablehlo.reduce"(%3167, %3168) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3170 = stablehlo.multiply %layer2.2.bn1.g, %661 : tensor<128xf32>
    %3171 = "stablehlo.broadcast_in_dim"(%3170) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3172 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3173 = stablehlo.divide %3166, %3172 : tensor<128xf32>
    %3174 = "stablehlo.broadcast_in_dim"(%3173) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3175 = stablehlo.subtract %3164, %3174 : tensor<32x28x28x128xf32>
    %3176 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3177 = stablehlo.divide %3169, %3176 : tensor<128xf32>
    %3178 = "stablehlo.broadcast_in_dim"(%3177) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3179 = stablehlo.multiply %663, %3178 : tensor<32x28x28x128xf32>
    %3180 = stablehlo.subtract %3175, %3179 : tensor<32x28x28x128xf32>
    %3181 = stablehlo.multiply %3171, %3180 : tensor<32x28x28x128xf32>
    %3182 = "stablehlo.reshape"(%layer2.2.conv1.w) : (tensor<1x1x512x128xf32>) -> tensor<512x128xf32>
    %3183 = "stablehlo.dot_general"(%3181, %3182) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x128xf32>, tensor<512x128xf32>) -> tensor<32x28x28x512xf32>
    %3184 = "stablehlo.dot_general"(%3181, %645) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3185 = "stablehlo.transpose"(%3184) {permutation = array<i64: 1, 0>} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %3186 = "stablehlo.reshape"(%3185) : (tensor<512x128xf32>) -> tensor<1x1x512x128xf32>
    %3187 = stablehlo.add %3183, %3082 : tensor<32x28x28x512xf32>
    %3188 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3189 = "stablehlo.compare"(%643, %3188) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %3190 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3191 = "stablehlo.select"(%3189, %3187, %3190) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %3192 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3193 = "stablehlo.reduce"(%3191, %3192) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3194 = stablehlo.multiply %3191, %626 : tensor<32x28x28x512xf32>
    %3195 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3196 = "stablehlo.reduce"(%3194, %3195) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3197 = stablehlo.multiply %layer2.1.bn3.g, %624 : tensor<512xf32>
    %3198 = "stablehlo.broadcast_in_dim"(%3197) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3199 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3200 = stablehlo.divide %3193, %3199 : tensor<512xf32>
    %3201 = "stablehlo.broadcast_in_dim"(%3200) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3202 = stablehlo.subtract %3191, %3201 : tensor<32x28x28x512xf32>
    %3203 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3204 = stablehlo.divide %3196, %3203 : tensor<512xf32>
    %3205 = "stablehlo.broadcast_in_dim"(%3204) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3206 = stablehlo.multiply %626, %3205 : tensor<32x28x28x512xf32>
    %3207 = stablehlo.subtract %3202, %3206 : tensor<32x28x28x512xf32>
    %3208 = stablehlo.multiply %3198, %3207 : tensor<32x28x28x512xf32>
    %3209 = "stablehlo.reshape"(%layer2.1.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %3210 = "stablehlo.dot_general"(%3208, %3209) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %3211 = "stablehlo.dot_general"(%608, %3208) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3212 = "stablehlo.reshape"(%3211) : (tensor<128x512xf32>) -> tensor<1x1x128x512xf32>
    %3213 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3214 = "stablehlo.compare"(%594, %3213) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3215 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3216 = "stablehlo.select"(%3214, %3210, %3215) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3217 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3218 = "stablehlo.reduce"(%3216, %3217) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3219 = stablehlo.multiply %3216, %590 : tensor<32x28x28x128xf32>
    %3220 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3221 = "stablehlo.reduce"(%3219, %3220) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3222 = stablehlo.multiply %layer2.1.bn2.g, %588 : tensor<128xf32>
    %3223 = "stablehlo.broadcast_in_dim"(%3222) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3224 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3225 = stablehlo.divide %3218, %3224 : tensor<128xf32>
    %3226 = "stablehlo.broadcast_in_dim"(%3225) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3227 = stablehlo.subtract %3216, %3226 : tensor<32x28x28x128xf32>
    %3228 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3229 = stablehlo.divide %3221, %3228 : tensor<128xf32>
    %3230 = "stablehlo.broadcast_in_dim"(%3229) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3231 = stablehlo.multiply %590, %3230 : tensor<32x28x28x128xf32>
    %3232 = stablehlo.subtract %3227, %3231 : tensor<32x28x28x128xf32>
    %3233 = stablehlo.multiply %3223, %3232 : tensor<32x28x28x128xf32>
    %3234 = "stablehlo.reverse"(%layer2.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3235 = "stablehlo.convolution"(%3233, %3234) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %3236 = stablehlo.constant dense<0.0> : tensor<f32>
    %3237 = "stablehlo.pad"(%573, %3236) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<32x30x30x128xf32>
    %3238 = "stablehlo.slice"(%3237) {limit_indices = array<i64: 32, 28, 28, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3239 = "stablehlo.dot_general"(%3233, %3238) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3240 = "stablehlo.reshape"(%3239) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3241 = "stablehlo.slice"(%3237) {limit_indices = array<i64: 32, 28, 29, 128>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3242 = "stablehlo.dot_general"(%3233, %3241) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3243 = "stablehlo.reshape"(%3242) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3244 = "stablehlo.slice"(%3237) {limit_indices = array<i64: 32, 28, 30, 128>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3245 = "stablehlo.dot_general"(%3233, %3244) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3246 = "stablehlo.reshape"(%3245) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3247 = "stablehlo.concatenate"(%3240, %3243, %3246) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3248 = "stablehlo.slice"(%3237) {limit_indices = array<i64: 32, 29, 28, 128>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3249 = "stablehlo.dot_general"(%3233, %3248) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3250 = "stablehlo.reshape"(%3249) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3251 = "stablehlo.slice"(%3237) {limit_indices = array<i64: 32, 29, 29, 128>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3252 = "stablehlo.dot_general"(%3233, %3251) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3253 = "stablehlo.reshape"(%3252) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3254 = "stablehlo.slice"(%3237) {limit_indices = array<i64: 32, 29, 30, 128>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3255 = "stablehlo.dot_general"(%3233, %3254) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3256 = "stablehlo.reshape"(%3255) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3257 = "stablehlo.concatenate"(%3250, %3253, %3256) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3258 = "stablehlo.slice"(%3237) {limit_indices = array<i64: 32, 30, 28, 128>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3259 = "stablehlo.dot_general"(%3233, %3258) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3260 = "stablehlo.reshape"(%3259) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3261 = "stablehlo.slice"(%3237) {limit_indices = array<i64: 32, 30, 29, 128>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3262 = "stablehlo.dot_general"(%3233, %3261) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3263 = "stablehlo.reshape"(%3262) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3264 = "stablehlo.slice"(%3237) {limit_indices = array<i64: 32, 30, 30, 128>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x30x30x128xf32>) -> tensor<32x28x28x128xf32>
    %3265 = "stablehlo.dot_general"(%3233, %3264) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3266 = "stablehlo.reshape"(%3265) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3267 = "stablehlo.concatenate"(%3260, %3263, %3266) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3268 = "stablehlo.concatenate"(%3247, %3257, %3267) {dimension = 0 : i64} : (tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3269 = "stablehlo.transpose"(%3268) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3270 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3271 = "stablehlo.compare"(%559, %3270) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3272 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3273 = "stablehlo.select"(%3271, %3235, %3272) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3274 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3275 = "stablehlo.reduce"(%3273, %3274) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3276 = stablehlo.multiply %3273, %555 : tensor<32x28x28x128xf32>
    %3277 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3278 = "stablehlo.reduce"(%3276, %3277) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3279 = stablehlo.multiply %layer2.1.bn1.g, %553 : tensor<128xf32>
    %3280 = "stablehlo.broadcast_in_dim"(%3279) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3281 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3282 = stablehlo.divide %3275, %3281 : tensor<128xf32>
    %3283 = "stablehlo.broadcast_in_dim"(%3282) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3284 = stablehlo.subtract %3273, %3283 : tensor<32x28x28x128xf32>
    %3285 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3286 = stablehlo.divide %3278, %3285 : tensor<128xf32>
    %3287 = "stablehlo.broadcast_in_dim"(%3286) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3288 = stablehlo.multiply %555, %3287 : tensor<32x28x28x128xf32>
    %3289 = stablehlo.subtract %3284, %3288 : tensor<32x28x28x128xf32>
    %3290 = stablehlo.multiply %3280, %3289 : tensor<32x28x28x128xf32>
    %3291 = "stablehlo.reshape"(%layer2.1.conv1.w) : (tensor<1x1x512x128xf32>) -> tensor<512x128xf32>
    %3292 = "stablehlo.dot_general"(%3290, %3291) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x128xf32>, tensor<512x128xf32>) -> tensor<32x28x28x512xf32>
    %3293 = "stablehlo.dot_general"(%3290, %537) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3294 = "stablehlo.transpose"(%3293) {permutation = array<i64: 1, 0>} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %3295 = "stablehlo.reshape"(%3294) : (tensor<512x128xf32>) -> tensor<1x1x512x128xf32>
    %3296 = stablehlo.add %3292, %3191 : tensor<32x28x28x512xf32>
    %3297 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3298 = "stablehlo.compare"(%535, %3297) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %3299 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %3300 = "stablehlo.select"(%3298, %3296, %3299) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %3301 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3302 = "stablehlo.reduce"(%3300, %3301) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3303 = stablehlo.multiply %3300, %483 : tensor<32x28x28x512xf32>
    %3304 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3305 = "stablehlo.reduce"(%3303, %3304) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3306 = stablehlo.multiply %layer2.0.bn3.g, %481 : tensor<512xf32>
    %3307 = "stablehlo.broadcast_in_dim"(%3306) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3308 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3309 = stablehlo.divide %3302, %3308 : tensor<512xf32>
    %3310 = "stablehlo.broadcast_in_dim"(%3309) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3311 = stablehlo.subtract %3300, %3310 : tensor<32x28x28x512xf32>
    %3312 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3313 = stablehlo.divide %3305, %3312 : tensor<512xf32>
    %3314 = "stablehlo.broadcast_in_dim"(%3313) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3315 = stablehlo.multiply %483, %3314 : tensor<32x28x28x512xf32>
    %3316 = stablehlo.subtract %3311, %3315 : tensor<32x28x28x512xf32>
    %3317 = stablehlo.multiply %3307, %3316 : tensor<32x28x28x512xf32>
    %3318 = "stablehlo.reshape"(%layer2.0.conv3.w) : (tensor<1x1x128x512xf32>) -> tensor<128x512xf32>
    %3319 = "stablehlo.dot_general"(%3317, %3318) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x512xf32>, tensor<128x512xf32>) -> tensor<32x28x28x128xf32>
    %3320 = "stablehlo.dot_general"(%465, %3317) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<128x512xf32>
    %3321 = "stablehlo.reshape"(%3320) : (tensor<128x512xf32>) -> tensor<1x1x128x512xf32>
    %3322 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3323 = "stablehlo.compare"(%451, %3322) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %3324 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %3325 = "stablehlo.select"(%3323, %3319, %3324) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %3326 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3327 = "stablehlo.reduce"(%3325, %3326) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3328 = stablehlo.multiply %3325, %447 : tensor<32x28x28x128xf32>
    %3329 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3330 = "stablehlo.reduce"(%3328, %3329) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3331 = stablehlo.multiply %layer2.0.bn2.g, %445 : tensor<128xf32>
    %3332 = "stablehlo.broadcast_in_dim"(%3331) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3333 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3334 = stablehlo.divide %3327, %3333 : tensor<128xf32>
    %3335 = "stablehlo.broadcast_in_dim"(%3334) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3336 = stablehlo.subtract %3325, %3335 : tensor<32x28x28x128xf32>
    %3337 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %3338 = stablehlo.divide %3330, %3337 : tensor<128xf32>
    %3339 = "stablehlo.broadcast_in_dim"(%3338) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %3340 = stablehlo.multiply %447, %3339 : tensor<32x28x28x128xf32>
    %3341 = stablehlo.subtract %3336, %3340 : tensor<32x28x28x128xf32>
    %3342 = stablehlo.multiply %3332, %3341 : tensor<32x28x28x128xf32>
    %3343 = "stablehlo.reverse"(%layer2.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3344 = "stablehlo.convolution"(%3342, %3343) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x56x56x128xf32>
    %3345 = stablehlo.constant dense<0.0> : tensor<f32>
    %3346 = "stablehlo.pad"(%430, %3345) {edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<32x57x57x128xf32>
    %3347 = "stablehlo.slice"(%3346) {limit_indices = array<i64: 32, 55, 55, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3348 = "stablehlo.dot_general"(%3342, %3347) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3349 = "stablehlo.reshape"(%3348) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3350 = "stablehlo.slice"(%3346) {limit_indices = array<i64: 32, 55, 56, 128>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3351 = "stablehlo.dot_general"(%3342, %3350) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3352 = "stablehlo.reshape"(%3351) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3353 = "stablehlo.slice"(%3346) {limit_indices = array<i64: 32, 55, 57, 128>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3354 = "stablehlo.dot_general"(%3342, %3353) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3355 = "stablehlo.reshape"(%3354) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3356 = "stablehlo.concatenate"(%3349, %3352, %3355) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3357 = "stablehlo.slice"(%3346) {limit_indices = array<i64: 32, 56, 55, 128>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3358 = "stablehlo.dot_general"(%3342, %3357) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3359 = "stablehlo.reshape"(%3358) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3360 = "stablehlo.slice"(%3346) {limit_indices = array<i64: 32, 56, 56, 128>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3361 = "stablehlo.dot_general"(%3342, %3360) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3362 = "stablehlo.reshape"(%3361) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3363 = "stablehlo.slice"(%3346) {limit_indices = array<i64: 32, 56, 57, 128>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3364 = "stablehlo.dot_general"(%3342, %3363) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3365 = "stablehlo.reshape"(%3364) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3366 = "stablehlo.concatenate"(%3359, %3362, %3365) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3367 = "stablehlo.slice"(%3346) {limit_indices = array<i64: 32, 57, 55, 128>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3368 = "stablehlo.dot_general"(%3342, %3367) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3369 = "stablehlo.reshape"(%3368) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3370 = "stablehlo.slice"(%3346) {limit_indices = array<i64: 32, 57, 56, 128>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3371 = "stablehlo.dot_general"(%3342, %3370) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3372 = "stablehlo.reshape"(%3371) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3373 = "stablehlo.slice"(%3346) {limit_indices = array<i64: 32, 57, 57, 128>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x57x57x128xf32>) -> tensor<32x28x28x128xf32>
    %3374 = "stablehlo.dot_general"(%3342, %3373) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<128x128xf32>
    %3375 = "stablehlo.reshape"(%3374) : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %3376 = "stablehlo.concatenate"(%3369, %3372, %3375) {dimension = 1 : i64} : (tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x3x128x128xf32>
    %3377 = "stablehlo.concatenate"(%3356, %3366, %3376) {dimension = 0 : i64} : (tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>, tensor<1x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3378 = "stablehlo.transpose"(%3377) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3379 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %3380 = "stablehlo.compare"(%416, %3379) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x128xf32>, tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xi1>
    %3381 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %3382 = "stablehlo.select"(%3380, %3344, %3381) : (tensor<32x56x56x128xi1>, tensor<32x56x56x128xf32>, tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xf32>
    %3383 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3384 = "stablehlo.reduce"(%3382, %3383) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3385 = stablehlo.multiply %3382, %412 : tensor<32x56x56x128xf32>
    %3386 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3387 = "stablehlo.reduce"(%3385, %3386) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3388 = stablehlo.multiply %layer2.0.bn1.g, %410 : tensor<128xf32>
    %3389 = "stablehlo.broadcast_in_dim"(%3388) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %3390 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %3391 = stablehlo.divide %3384, %3390 : tensor<128xf32>
    %3392 = "stablehlo.broadcast_in_dim"(%3391) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %3393 = stablehlo.subtract %3382, %3392 : tensor<32x56x56x128xf32>
    %3394 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %3395 = stablehlo.divide %3387, %3394 : tensor<128xf32>
    %3396 = "stablehlo.broadcast_in_dim"(%3395) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %3397 = stablehlo.multiply %412, %3396 : tensor<32x56x56x128xf32>
    %3398 = stablehlo.subtract %3393, %3397 : tensor<32x56x56x128xf32>
    %3399 = stablehlo.multiply %3389, %3398 : tensor<32x56x56x128xf32>
    %3400 = "stablehlo.reshape"(%layer2.0.conv1.w) : (tensor<1x1x256x128xf32>) -> tensor<256x128xf32>
    %3401 = "stablehlo.dot_general"(%3399, %3400) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x128xf32>, tensor<256x128xf32>) -> tensor<32x56x56x256xf32>
    %3402 = "stablehlo.dot_general"(%3399, %394) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x128xf32>, tensor<32x56x56x256xf32>) -> tensor<128x256xf32>
    %3403 = "stablehlo.transpose"(%3402) {permutation = array<i64: 1, 0>} : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %3404 = "stablehlo.reshape"(%3403) : (tensor<256x128xf32>) -> tensor<1x1x256x128xf32>
    %3405 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3406 = "stablehlo.reduce"(%3300, %3405) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3407 = stablehlo.multiply %3300, %518 : tensor<32x28x28x512xf32>
    %3408 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3409 = "stablehlo.reduce"(%3407, %3408) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3410 = stablehlo.multiply %layer2.0.downsample.1.g, %516 : tensor<512xf32>
    %3411 = "stablehlo.broadcast_in_dim"(%3410) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3412 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3413 = stablehlo.divide %3406, %3412 : tensor<512xf32>
    %3414 = "stablehlo.broadcast_in_dim"(%3413) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3415 = stablehlo.subtract %3300, %3414 : tensor<32x28x28x512xf32>
    %3416 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %3417 = stablehlo.divide %3409, %3416 : tensor<512xf32>
    %3418 = "stablehlo.broadcast_in_dim"(%3417) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %3419 = stablehlo.multiply %518, %3418 : tensor<32x28x28x512xf32>
    %3420 = stablehlo.subtract %3415, %3419 : tensor<32x28x28x512xf32>
    %3421 = stablehlo.multiply %3411, %3420 : tensor<32x28x28x512xf32>
    %3422 = "stablehlo.reshape"(%layer2.0.downsample.0.w) : (tensor<1x1x256x512xf32>) -> tensor<256x512xf32>
    %3423 = "stablehlo.dot_general"(%3421, %3422) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x28x28x512xf32>, tensor<256x512xf32>) -> tensor<32x28x28x256xf32>
    %3424 = stablehlo.constant dense<0.0> : tensor<f32>
    %3425 = "stablehlo.pad"(%3423, %3424) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<32x56x56x256xf32>
    %3426 = "stablehlo.dot_general"(%500, %3421) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x28x28x256xf32>, tensor<32x28x28x512xf32>) -> tensor<256x512xf32>
    %3427 = "stablehlo.reshape"(%3426) : (tensor<256x512xf32>) -> tensor<1x1x256x512xf32>
    %3428 = stablehlo.add %3401, %3425 : tensor<32x56x56x256xf32>
    %3429 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3430 = "stablehlo.compare"(%392, %3429) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %3431 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3432 = "stablehlo.select"(%3430, %3428, %3431) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %3433 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3434 = "stablehlo.reduce"(%3432, %3433) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3435 = stablehlo.multiply %3432, %375 : tensor<32x56x56x256xf32>
    %3436 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3437 = "stablehlo.reduce"(%3435, %3436) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3438 = stablehlo.multiply %layer1.2.bn3.g, %373 : tensor<256xf32>
    %3439 = "stablehlo.broadcast_in_dim"(%3438) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3440 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3441 = stablehlo.divide %3434, %3440 : tensor<256xf32>
    %3442 = "stablehlo.broadcast_in_dim"(%3441) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3443 = stablehlo.subtract %3432, %3442 : tensor<32x56x56x256xf32>
    %3444 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3445 = stablehlo.divide %3437, %3444 : tensor<256xf32>
    %3446 = "stablehlo.broadcast_in_dim"(%3445) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3447 = stablehlo.multiply %375, %3446 : tensor<32x56x56x256xf32>
    %3448 = stablehlo.subtract %3443, %3447 : tensor<32x56x56x256xf32>
    %3449 = stablehlo.multiply %3439, %3448 : tensor<32x56x56x256xf32>
    %3450 = "stablehlo.reshape"(%layer1.2.conv3.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %3451 = "stablehlo.dot_general"(%3449, %3450) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x256xf32>, tensor<64x256xf32>) -> tensor<32x56x56x64xf32>
    %3452 = "stablehlo.dot_general"(%357, %3449) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3453 = "stablehlo.reshape"(%3452) : (tensor<64x256xf32>) -> tensor<1x1x64x256xf32>
    %3454 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3455 = "stablehlo.compare"(%343, %3454) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3456 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3457 = "stablehlo.select"(%3455, %3451, %3456) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3458 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3459 = "stablehlo.reduce"(%3457, %3458) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3460 = stablehlo.multiply %3457, %339 : tensor<32x56x56x64xf32>
    %3461 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3462 = "stablehlo.reduce"(%3460, %3461) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3463 = stablehlo.multiply %layer1.2.bn2.g, %337 : tensor<64xf32>
    %3464 = "stablehlo.broadcast_in_dim"(%3463) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3465 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3466 = stablehlo.divide %3459, %3465 : tensor<64xf32>
    %3467 = "stablehlo.broadcast_in_dim"(%3466) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3468 = stablehlo.subtract %3457, %3467 : tensor<32x56x56x64xf32>
    %3469 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3470 = stablehlo.divide %3462, %3469 : tensor<64xf32>
    %3471 = "stablehlo.broadcast_in_dim"(%3470) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3472 = stablehlo.multiply %339, %3471 : tensor<32x56x56x64xf32>
    %3473 = stablehlo.subtract %3468, %3472 : tensor<32x56x56x64xf32>
    %3474 = stablehlo.multiply %3464, %3473 : tensor<32x56x56x64xf32>
    %3475 = "stablehlo.reverse"(%layer1.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3476 = "stablehlo.convolution"(%3474, %3475) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3477 = stablehlo.constant dense<0.0> : tensor<f32>
    %3478 = "stablehlo.pad"(%322, %3477) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x58x58x64xf32>
    %3479 = "stablehlo.slice"(%3478) {limit_indices = array<i64: 32, 56, 56, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3480 = "stablehlo.dot_general"(%3474, %3479) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3481 = "stablehlo.reshape"(%3480) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3482 = "stablehlo.slice"(%3478) {limit_indices = array<i64: 32, 56, 57, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3483 = "stablehlo.dot_general"(%3474, %3482) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3484 = "stablehlo.reshape"(%3483) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3485 = "stablehlo.slice"(%3478) {limit_indices = array<i64: 32, 56, 58, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3486 = "stablehlo.dot_general"(%3474, %3485) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3487 = "stablehlo.reshape"(%3486) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3488 = "stablehlo.concatenate"(%3481, %3484, %3487) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3489 = "stablehlo.slice"(%3478) {limit_indices = array<i64: 32, 57, 56, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3490 = "stablehlo.dot_general"(%3474, %3489) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3491 = "stablehlo.reshape"(%3490) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3492 = "stablehlo.slice"(%3478) {limit_indices = array<i64: 32, 57, 57, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3493 = "stablehlo.dot_general"(%3474, %3492) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3494 = "stablehlo.reshape"(%3493) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3495 = "stablehlo.slice"(%3478) {limit_indices = array<i64: 32, 57, 58, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3496 = "stablehlo.dot_general"(%3474, %3495) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3497 = "stablehlo.reshape"(%3496) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3498 = "stablehlo.concatenate"(%3491, %3494, %3497) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3499 = "stablehlo.slice"(%3478) {limit_indices = array<i64: 32, 58, 56, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3500 = "stablehlo.dot_general"(%3474, %3499) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3501 = "stablehlo.reshape"(%3500) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3502 = "stablehlo.slice"(%3478) {limit_indices = array<i64: 32, 58, 57, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3503 = "stablehlo.dot_general"(%3474, %3502) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3504 = "stablehlo.reshape"(%3503) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3505 = "stablehlo.slice"(%3478) {limit_indices = array<i64: 32, 58, 58, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3506 = "stablehlo.dot_general"(%3474, %3505) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3507 = "stablehlo.reshape"(%3506) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3508 = "stablehlo.concatenate"(%3501, %3504, %3507) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3509 = "stablehlo.concatenate"(%3488, %3498, %3508) {dimension = 0 : i64} : (tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3510 = "stablehlo.transpose"(%3509) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3511 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3512 = "stablehlo.compare"(%308, %3511) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3513 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3514 = "stablehlo.select"(%3512, %3476, %3513) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3515 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3516 = "stablehlo.reduce"(%3514, %3515) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3517 = stablehlo.multiply %3514, %304 : tensor<32x56x56x64xf32>
    %3518 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3519 = "stablehlo.reduce"(%3517, %3518) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3520 = stablehlo.multiply %layer1.2.bn1.g, %302 : tensor<64xf32>
    %3521 = "stablehlo.broadcast_in_dim"(%3520) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3522 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3523 = stablehlo.divide %3516, %3522 : tensor<64xf32>
    %3524 = "stablehlo.broadcast_in_dim"(%3523) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3525 = stablehlo.subtract %3514, %3524 : tensor<32x56x56x64xf32>
    %3526 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3527 = stablehlo.divide %3519, %3526 : tensor<64xf32>
    %3528 = "stablehlo.broadcast_in_dim"(%3527) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3529 = stablehlo.multiply %304, %3528 : tensor<32x56x56x64xf32>
    %3530 = stablehlo.subtract %3525, %3529 : tensor<32x56x56x64xf32>
    %3531 = stablehlo.multiply %3521, %3530 : tensor<32x56x56x64xf32>
    %3532 = "stablehlo.reshape"(%layer1.2.conv1.w) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
    %3533 = "stablehlo.dot_general"(%3531, %3532) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x64xf32>, tensor<256x64xf32>) -> tensor<32x56x56x256xf32>
    %3534 = "stablehlo.dot_general"(%3531, %286) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3535 = "stablehlo.transpose"(%3534) {permutation = array<i64: 1, 0>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3536 = "stablehlo.reshape"(%3535) : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
    %3537 = stablehlo.add %3533, %3432 : tensor<32x56x56x256xf32>
    %3538 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3539 = "stablehlo.compare"(%284, %3538) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %3540 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3541 = "stablehlo.select"(%3539, %3537, %3540) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %3542 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3543 = "stablehlo.reduce"(%3541, %3542) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3544 = stablehlo.multiply %3541, %267 : tensor<32x56x56x256xf32>
    %3545 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3546 = "stablehlo.reduce"(%3544, %3545) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3547 = stablehlo.multiply %layer1.1.bn3.g, %265 : tensor<256xf32>
    %3548 = "stablehlo.broadcast_in_dim"(%3547) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3549 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3550 = stablehlo.divide %3543, %3549 : tensor<256xf32>
    %3551 = "stablehlo.broadcast_in_dim"(%3550) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3552 = stablehlo.subtract %3541, %3551 : tensor<32x56x56x256xf32>
    %3553 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3554 = stablehlo.divide %3546, %3553 : tensor<256xf32>
    %3555 = "stablehlo.broadcast_in_dim"(%3554) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3556 = stablehlo.multiply %267, %3555 : tensor<32x56x56x256xf32>
    %3557 = stablehlo.subtract %3552, %3556 : tensor<32x56x56x256xf32>
    %3558 = stablehlo.multiply %3548, %3557 : tensor<32x56x56x256xf32>
    %3559 = "stablehlo.reshape"(%layer1.1.conv3.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %3560 = "stablehlo.dot_general"(%3558, %3559) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x256xf32>, tensor<64x256xf32>) -> tensor<32x56x56x64xf32>
    %3561 = "stablehlo.dot_general"(%249, %3558) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3562 = "stablehlo.reshape"(%3561) : (tensor<64x256xf32>) -> tensor<1x1x64x256xf32>
    %3563 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3564 = "stablehlo.compare"(%235, %3563) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3565 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3566 = "stablehlo.select"(%3564, %3560, %3565) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3567 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3568 = "stablehlo.reduce"(%3566, %3567) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3569 = stablehlo.multiply %3566, %231 : tensor<32x56x56x64xf32>
    %3570 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3571 = "stablehlo.reduce"(%3569, %3570) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3572 = stablehlo.multiply %layer1.1.bn2.g, %229 : tensor<64xf32>
    %3573 = "stablehlo.broadcast_in_dim"(%3572) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3574 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3575 = stablehlo.divide %3568, %3574 : tensor<64xf32>
    %3576 = "stablehlo.broadcast_in_dim"(%3575) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3577 = stablehlo.subtract %3566, %3576 : tensor<32x56x56x64xf32>
    %3578 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3579 = stablehlo.divide %3571, %3578 : tensor<64xf32>
    %3580 = "stablehlo.broadcast_in_dim"(%3579) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3581 = stablehlo.multiply %231, %3580 : tensor<32x56x56x64xf32>
    %3582 = stablehlo.subtract %3577, %3581 : tensor<32x56x56x64xf32>
    %3583 = stablehlo.multiply %3573, %3582 : tensor<32x56x56x64xf32>
    %3584 = "stablehlo.reverse"(%layer1.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3585 = "stablehlo.convolution"(%3583, %3584) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3586 = stablehlo.constant dense<0.0> : tensor<f32>
    %3587 = "stablehlo.pad"(%214, %3586) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x58x58x64xf32>
    %3588 = "stablehlo.slice"(%3587) {limit_indices = array<i64: 32, 56, 56, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3589 = "stablehlo.dot_general"(%3583, %3588) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3590 = "stablehlo.reshape"(%3589) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3591 = "stablehlo.slice"(%3587) {limit_indices = array<i64: 32, 56, 57, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3592 = "stablehlo.dot_general"(%3583, %3591) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3593 = "stablehlo.reshape"(%3592) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3594 = "stablehlo.slice"(%3587) {limit_indices = array<i64: 32, 56, 58, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3595 = "stablehlo.dot_general"(%3583, %3594) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3596 = "stablehlo.reshape"(%3595) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3597 = "stablehlo.concatenate"(%3590, %3593, %3596) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3598 = "stablehlo.slice"(%3587) {limit_indices = array<i64: 32, 57, 56, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3599 = "stablehlo.dot_general"(%3583, %3598) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3600 = "stablehlo.reshape"(%3599) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3601 = "stablehlo.slice"(%3587) {limit_indices = array<i64: 32, 57, 57, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3602 = "stablehlo.dot_general"(%3583, %3601) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3603 = "stablehlo.reshape"(%3602) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3604 = "stablehlo.slice"(%3587) {limit_indices = array<i64: 32, 57, 58, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3605 = "stablehlo.dot_general"(%3583, %3604) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3606 = "stablehlo.reshape"(%3605) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3607 = "stablehlo.concatenate"(%3600, %3603, %3606) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3608 = "stablehlo.slice"(%3587) {limit_indices = array<i64: 32, 58, 56, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3609 = "stablehlo.dot_general"(%3583, %3608) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3610 = "stablehlo.reshape"(%3609) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3611 = "stablehlo.slice"(%3587) {limit_indices = array<i64: 32, 58, 57, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3612 = "stablehlo.dot_general"(%3583, %3611) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3613 = "stablehlo.reshape"(%3612) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3614 = "stablehlo.slice"(%3587) {limit_indices = array<i64: 32, 58, 58, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3615 = "stablehlo.dot_general"(%3583, %3614) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3616 = "stablehlo.reshape"(%3615) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3617 = "stablehlo.concatenate"(%3610, %3613, %3616) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3618 = "stablehlo.concatenate"(%3597, %3607, %3617) {dimension = 0 : i64} : (tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3619 = "stablehlo.transpose"(%3618) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3620 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3621 = "stablehlo.compare"(%200, %3620) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3622 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3623 = "stablehlo.select"(%3621, %3585, %3622) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3624 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3625 = "stablehlo.reduce"(%3623, %3624) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3626 = stablehlo.multiply %3623, %196 : tensor<32x56x56x64xf32>
    %3627 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3628 = "stablehlo.reduce"(%3626, %3627) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3629 = stablehlo.multiply %layer1.1.bn1.g, %194 : tensor<64xf32>
    %3630 = "stablehlo.broadcast_in_dim"(%3629) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3631 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3632 = stablehlo.divide %3625, %3631 : tensor<64xf32>
    %3633 = "stablehlo.broadcast_in_dim"(%3632) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3634 = stablehlo.subtract %3623, %3633 : tensor<32x56x56x64xf32>
    %3635 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3636 = stablehlo.divide %3628, %3635 : tensor<64xf32>
    %3637 = "stablehlo.broadcast_in_dim"(%3636) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3638 = stablehlo.multiply %196, %3637 : tensor<32x56x56x64xf32>
    %3639 = stablehlo.subtract %3634, %3638 : tensor<32x56x56x64xf32>
    %3640 = stablehlo.multiply %3630, %3639 : tensor<32x56x56x64xf32>
    %3641 = "stablehlo.reshape"(%layer1.1.conv1.w) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
    %3642 = "stablehlo.dot_general"(%3640, %3641) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x64xf32>, tensor<256x64xf32>) -> tensor<32x56x56x256xf32>
    %3643 = "stablehlo.dot_general"(%3640, %178) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3644 = "stablehlo.transpose"(%3643) {permutation = array<i64: 1, 0>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3645 = "stablehlo.reshape"(%3644) : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
    %3646 = stablehlo.add %3642, %3541 : tensor<32x56x56x256xf32>
    %3647 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3648 = "stablehlo.compare"(%176, %3647) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %3649 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3650 = "stablehlo.select"(%3648, %3646, %3649) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %3651 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3652 = "stablehlo.reduce"(%3650, %3651) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3653 = stablehlo.multiply %3650, %125 : tensor<32x56x56x256xf32>
    %3654 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3655 = "stablehlo.reduce"(%3653, %3654) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3656 = stablehlo.multiply %layer1.0.bn3.g, %123 : tensor<256xf32>
    %3657 = "stablehlo.broadcast_in_dim"(%3656) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3658 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3659 = stablehlo.divide %3652, %3658 : tensor<256xf32>
    %3660 = "stablehlo.broadcast_in_dim"(%3659) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3661 = stablehlo.subtract %3650, %3660 : tensor<32x56x56x256xf32>
    %3662 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3663 = stablehlo.divide %3655, %3662 : tensor<256xf32>
    %3664 = "stablehlo.broadcast_in_dim"(%3663) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3665 = stablehlo.multiply %125, %3664 : tensor<32x56x56x256xf32>
    %3666 = stablehlo.subtract %3661, %3665 : tensor<32x56x56x256xf32>
    %3667 = stablehlo.multiply %3657, %3666 : tensor<32x56x56x256xf32>
    %3668 = "stablehlo.reshape"(%layer1.0.conv3.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %3669 = "stablehlo.dot_general"(%3667, %3668) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x256xf32>, tensor<64x256xf32>) -> tensor<32x56x56x64xf32>
    %3670 = "stablehlo.dot_general"(%107, %3667) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3671 = "stablehlo.reshape"(%3670) : (tensor<64x256xf32>) -> tensor<1x1x64x256xf32>
    %3672 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3673 = "stablehlo.compare"(%93, %3672) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3674 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3675 = "stablehlo.select"(%3673, %3669, %3674) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3676 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3677 = "stablehlo.reduce"(%3675, %3676) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3678 = stablehlo.multiply %3675, %89 : tensor<32x56x56x64xf32>
    %3679 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3680 = "stablehlo.reduce"(%3678, %3679) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3681 = stablehlo.multiply %layer1.0.bn2.g, %87 : tensor<64xf32>
    %3682 = "stablehlo.broadcast_in_dim"(%3681) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3683 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3684 = stablehlo.divide %3677, %3683 : tensor<64xf32>
    %3685 = "stablehlo.broadcast_in_dim"(%3684) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3686 = stablehlo.subtract %3675, %3685 : tensor<32x56x56x64xf32>
    %3687 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3688 = stablehlo.divide %3680, %3687 : tensor<64xf32>
    %3689 = "stablehlo.broadcast_in_dim"(%3688) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3690 = stablehlo.multiply %89, %3689 : tensor<32x56x56x64xf32>
    %3691 = stablehlo.subtract %3686, %3690 : tensor<32x56x56x64xf32>
    %3692 = stablehlo.multiply %3682, %3691 : tensor<32x56x56x64xf32>
    %3693 = "stablehlo.reverse"(%layer1.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3694 = "stablehlo.convolution"(%3692, %3693) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3695 = stablehlo.constant dense<0.0> : tensor<f32>
    %3696 = "stablehlo.pad"(%72, %3695) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x58x58x64xf32>
    %3697 = "stablehlo.slice"(%3696) {limit_indices = array<i64: 32, 56, 56, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3698 = "stablehlo.dot_general"(%3692, %3697) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3699 = "stablehlo.reshape"(%3698) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3700 = "stablehlo.slice"(%3696) {limit_indices = array<i64: 32, 56, 57, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3701 = "stablehlo.dot_general"(%3692, %3700) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3702 = "stablehlo.reshape"(%3701) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3703 = "stablehlo.slice"(%3696) {limit_indices = array<i64: 32, 56, 58, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3704 = "stablehlo.dot_general"(%3692, %3703) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3705 = "stablehlo.reshape"(%3704) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3706 = "stablehlo.concatenate"(%3699, %3702, %3705) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3707 = "stablehlo.slice"(%3696) {limit_indices = array<i64: 32, 57, 56, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3708 = "stablehlo.dot_general"(%3692, %3707) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3709 = "stablehlo.reshape"(%3708) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3710 = "stablehlo.slice"(%3696) {limit_indices = array<i64: 32, 57, 57, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3711 = "stablehlo.dot_general"(%3692, %3710) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3712 = "stablehlo.reshape"(%3711) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3713 = "stablehlo.slice"(%3696) {limit_indices = array<i64: 32, 57, 58, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3714 = "stablehlo.dot_general"(%3692, %3713) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3715 = "stablehlo.reshape"(%3714) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3716 = "stablehlo.concatenate"(%3709, %3712, %3715) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3717 = "stablehlo.slice"(%3696) {limit_indices = array<i64: 32, 58, 56, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3718 = "stablehlo.dot_general"(%3692, %3717) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3719 = "stablehlo.reshape"(%3718) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3720 = "stablehlo.slice"(%3696) {limit_indices = array<i64: 32, 58, 57, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3721 = "stablehlo.dot_general"(%3692, %3720) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3722 = "stablehlo.reshape"(%3721) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3723 = "stablehlo.slice"(%3696) {limit_indices = array<i64: 32, 58, 58, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x58x58x64xf32>) -> tensor<32x56x56x64xf32>
    %3724 = "stablehlo.dot_general"(%3692, %3723) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3725 = "stablehlo.reshape"(%3724) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3726 = "stablehlo.concatenate"(%3719, %3722, %3725) {dimension = 1 : i64} : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x3x64x64xf32>
    %3727 = "stablehlo.concatenate"(%3706, %3716, %3726) {dimension = 0 : i64} : (tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>, tensor<1x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3728 = "stablehlo.transpose"(%3727) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3729 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3730 = "stablehlo.compare"(%58, %3729) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3731 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3732 = "stablehlo.select"(%3730, %3694, %3731) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3733 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3734 = "stablehlo.reduce"(%3732, %3733) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3735 = stablehlo.multiply %3732, %54 : tensor<32x56x56x64xf32>
    %3736 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3737 = "stablehlo.reduce"(%3735, %3736) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3738 = stablehlo.multiply %layer1.0.bn1.g, %52 : tensor<64xf32>
    %3739 = "stablehlo.broadcast_in_dim"(%3738) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3740 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3741 = stablehlo.divide %3734, %3740 : tensor<64xf32>
    %3742 = "stablehlo.broadcast_in_dim"(%3741) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3743 = stablehlo.subtract %3732, %3742 : tensor<32x56x56x64xf32>
    %3744 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3745 = stablehlo.divide %3737, %3744 : tensor<64xf32>
    %3746 = "stablehlo.broadcast_in_dim"(%3745) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3747 = stablehlo.multiply %54, %3746 : tensor<32x56x56x64xf32>
    %3748 = stablehlo.subtract %3743, %3747 : tensor<32x56x56x64xf32>
    %3749 = stablehlo.multiply %3739, %3748 : tensor<32x56x56x64xf32>
    %3750 = "stablehlo.reshape"(%layer1.0.conv1.w) : (tensor<1x1x64x64xf32>) -> tensor<64x64xf32>
    %3751 = "stablehlo.dot_general"(%3749, %3750) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x64xf32>, tensor<64x64xf32>) -> tensor<32x56x56x64xf32>
    %3752 = "stablehlo.dot_general"(%36, %3749) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<64x64xf32>
    %3753 = "stablehlo.reshape"(%3752) : (tensor<64x64xf32>) -> tensor<1x1x64x64xf32>
    %3754 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3755 = "stablehlo.reduce"(%3650, %3754) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3756 = stablehlo.multiply %3650, %159 : tensor<32x56x56x256xf32>
    %3757 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3758 = "stablehlo.reduce"(%3756, %3757) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3759 = stablehlo.multiply %layer1.0.downsample.1.g, %157 : tensor<256xf32>
    %3760 = "stablehlo.broadcast_in_dim"(%3759) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3761 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3762 = stablehlo.divide %3755, %3761 : tensor<256xf32>
    %3763 = "stablehlo.broadcast_in_dim"(%3762) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3764 = stablehlo.subtract %3650, %3763 : tensor<32x56x56x256xf32>
    %3765 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3766 = stablehlo.divide %3758, %3765 : tensor<256xf32>
    %3767 = "stablehlo.broadcast_in_dim"(%3766) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3768 = stablehlo.multiply %159, %3767 : tensor<32x56x56x256xf32>
    %3769 = stablehlo.subtract %3764, %3768 : tensor<32x56x56x256xf32>
    %3770 = stablehlo.multiply %3760, %3769 : tensor<32x56x56x256xf32>
    %3771 = "stablehlo.reshape"(%layer1.0.downsample.0.w) : (tensor<1x1x64x256xf32>) -> tensor<64x256xf32>
    %3772 = "stablehlo.dot_general"(%3770, %3771) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x56x56x256xf32>, tensor<64x256xf32>) -> tensor<32x56x56x64xf32>
    %3773 = "stablehlo.dot_general"(%36, %3770) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<64x256xf32>
    %3774 = "stablehlo.reshape"(%3773) : (tensor<64x256xf32>) -> tensor<1x1x64x256xf32>
    %3775 = stablehlo.add %3751, %3772 : tensor<32x56x56x64xf32>
    %3776 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3777 = "stablehlo.pad"(%34, %3776) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3778 = "stablehlo.slice"(%3777) {limit_indices = array<i64: 32, 111, 111, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3779 = "stablehlo.slice"(%3777) {limit_indices = array<i64: 32, 111, 112, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3780 = "stablehlo.compare"(%3779, %3778) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3781 = stablehlo.maximum %3778, %3779 : tensor<32x56x56x64xf32>
    %3782 = "stablehlo.slice"(%3777) {limit_indices = array<i64: 32, 111, 113, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3783 = "stablehlo.compare"(%3782, %3781) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3784 = stablehlo.maximum %3781, %3782 : tensor<32x56x56x64xf32>
    %3785 = "stablehlo.slice"(%3777) {limit_indices = array<i64: 32, 112, 111, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3786 = "stablehlo.compare"(%3785, %3784) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3787 = stablehlo.maximum %3784, %3785 : tensor<32x56x56x64xf32>
    %3788 = "stablehlo.slice"(%3777) {limit_indices = array<i64: 32, 112, 112, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3789 = "stablehlo.compare"(%3788, %3787) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3790 = stablehlo.maximum %3787, %3788 : tensor<32x56x56x64xf32>
    %3791 = "stablehlo.slice"(%3777) {limit_indices = array<i64: 32, 112, 113, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3792 = "stablehlo.compare"(%3791, %3790) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3793 = stablehlo.maximum %3790, %3791 : tensor<32x56x56x64xf32>
    %3794 = "stablehlo.slice"(%3777) {limit_indices = array<i64: 32, 113, 111, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3795 = "stablehlo.compare"(%3794, %3793) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3796 = stablehlo.maximum %3793, %3794 : tensor<32x56x56x64xf32>
    %3797 = "stablehlo.slice"(%3777) {limit_indices = array<i64: 32, 113, 112, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3798 = "stablehlo.compare"(%3797, %3796) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3799 = stablehlo.maximum %3796, %3797 : tensor<32x56x56x64xf32>
    %3800 = "stablehlo.slice"(%3777) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3801 = "stablehlo.compare"(%3800, %3799) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3802 = stablehlo.constant dense<0.0> : tensor<f32>
    %3803 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3804 = "stablehlo.select"(%3801, %3775, %3803) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3805 = "stablehlo.select"(%3801, %3803, %3775) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3806 = "stablehlo.pad"(%3804, %3802) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 2, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3807 = "stablehlo.select"(%3798, %3805, %3803) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3808 = "stablehlo.select"(%3798, %3803, %3805) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3809 = "stablehlo.pad"(%3807, %3802) {edge_padding_high = array<i64: 0, 1, 2, 0>, edge_padding_low = array<i64: 0, 2, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3810 = stablehlo.add %3806, %3809 : tensor<32x114x114x64xf32>
    %3811 = "stablehlo.select"(%3795, %3808, %3803) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3812 = "stablehlo.select"(%3795, %3803, %3808) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3813 = "stablehlo.pad"(%3811, %3802) {edge_padding_high = array<i64: 0, 1, 3, 0>, edge_padding_low = array<i64: 0, 2, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3814 = stablehlo.add %3810, %3813 : tensor<32x114x114x64xf32>
    %3815 = "stablehlo.select"(%3792, %3812, %3803) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3816 = "stablehlo.select"(%3792, %3803, %3812) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3817 = "stablehlo.pad"(%3815, %3802) {edge_padding_high = array<i64: 0, 2, 1, 0>, edge_padding_low = array<i64: 0, 1, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3818 = stablehlo.add %3814, %3817 : tensor<32x114x114x64xf32>
    %3819 = "stablehlo.select"(%3789, %3816, %3803) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3820 = "stablehlo.select"(%3789, %3803, %3816) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3821 = "stablehlo.pad"(%3819, %3802) {edge_padding_high = array<i64: 0, 2, 2, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3822 = stablehlo.add %3818, %3821 : tensor<32x114x114x64xf32>
    %3823 = "stablehlo.select"(%3786, %3820, %3803) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3824 = "stablehlo.select"(%3786, %3803, %3820) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3825 = "stablehlo.pad"(%3823, %3802) {edge_padding_high = array<i64: 0, 2, 3, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3826 = stablehlo.add %3822, %3825 : tensor<32x114x114x64xf32>
    %3827 = "stablehlo.select"(%3783, %3824, %3803) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3828 = "stablehlo.select"(%3783, %3803, %3824) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3829 = "stablehlo.pad"(%3827, %3802) {edge_padding_high = array<i64: 0, 3, 1, 0>, edge_padding_low = array<i64: 0, 0, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3830 = stablehlo.add %3826, %3829 : tensor<32x114x114x64xf32>
    %3831 = "stablehlo.select"(%3780, %3828, %3803) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3832 = "stablehlo.select"(%3780, %3803, %3828) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3833 = "stablehlo.pad"(%3831, %3802) {edge_padding_high = array<i64: 0, 3, 2, 0>, edge_padding_low = array<i64: 0, 0, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3834 = stablehlo.add %3830, %3833 : tensor<32x114x114x64xf32>
    %3835 = "stablehlo.pad"(%3832, %3802) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3836 = stablehlo.add %3834, %3835 : tensor<32x114x114x64xf32>
    %3837 = "stablehlo.slice"(%3836) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x112x112x64xf32>
    %3838 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %3839 = "stablehlo.compare"(%20, %3838) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xi1>
    %3840 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %3841 = "stablehlo.select"(%3839, %3837, %3840) : (tensor<32x112x112x64xi1>, tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xf32>
    %3842 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3843 = "stablehlo.reduce"(%3841, %3842) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3844 = stablehlo.multiply %3841, %16 : tensor<32x112x112x64xf32>
    %3845 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3846 = "stablehlo.reduce"(%3844, %3845) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3847 = stablehlo.multiply %bn1.g, %14 : tensor<64xf32>
    %3848 = "stablehlo.broadcast_in_dim"(%3847) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3849 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %3850 = stablehlo.divide %3843, %3849 : tensor<64xf32>
    %3851 = "stablehlo.broadcast_in_dim"(%3850) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3852 = stablehlo.subtract %3841, %3851 : tensor<32x112x112x64xf32>
    %3853 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %3854 = stablehlo.divide %3846, %3853 : tensor<64xf32>
    %3855 = "stablehlo.broadcast_in_dim"(%3854) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3856 = stablehlo.multiply %16, %3855 : tensor<32x112x112x64xf32>
    %3857 = stablehlo.subtract %3852, %3856 : tensor<32x112x112x64xf32>
    %3858 = stablehlo.multiply %3848, %3857 : tensor<32x112x112x64xf32>
    %3859 = "stablehlo.convolution"(%x, %3858) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x224x224x3xf32>, tensor<32x112x112x64xf32>) -> tensor<7x7x3x64xf32>
    // ── optimizer ──
    %3860 = stablehlo.multiply %3859, %3859 : tensor<7x7x3x64xf32>
    %3861 = stablehlo.constant dense<0.0> : tensor<f32>
    %3862 = "stablehlo.reduce"(%3860, %3861) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x64xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %3863 = stablehlo.constant dense<0.0> : tensor<f32>
    %3864 = "stablehlo.reduce"(%3862, %3863) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %3865 = stablehlo.multiply %3846, %3846 : tensor<64xf32>
    %3866 = stablehlo.constant dense<0.0> : tensor<f32>
    %3867 = "stablehlo.reduce"(%3865, %3866) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3868 = stablehlo.add %3864, %3867 : tensor<f32>
    %3869 = stablehlo.multiply %3843, %3843 : tensor<64xf32>
    %3870 = stablehlo.constant dense<0.0> : tensor<f32>
    %3871 = "stablehlo.reduce"(%3869, %3870) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3872 = stablehlo.add %3868, %3871 : tensor<f32>
    %3873 = stablehlo.multiply %3753, %3753 : tensor<1x1x64x64xf32>
    %3874 = stablehlo.constant dense<0.0> : tensor<f32>
    %3875 = "stablehlo.reduce"(%3873, %3874) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3876 = stablehlo.constant dense<0.0> : tensor<f32>
    %3877 = "stablehlo.reduce"(%3875, %3876) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3878 = stablehlo.add %3872, %3877 : tensor<f32>
    %3879 = stablehlo.multiply %3737, %3737 : tensor<64xf32>
    %3880 = stablehlo.constant dense<0.0> : tensor<f32>
    %3881 = "stablehlo.reduce"(%3879, %3880) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3882 = stablehlo.add %3878, %3881 : tensor<f32>
    %3883 = stablehlo.multiply %3734, %3734 : tensor<64xf32>
    %3884 = stablehlo.constant dense<0.0> : tensor<f32>
    %3885 = "stablehlo.reduce"(%3883, %3884) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3886 = stablehlo.add %3882, %3885 : tensor<f32>
    %3887 = stablehlo.multiply %3728, %3728 : tensor<3x3x64x64xf32>
    %3888 = stablehlo.constant dense<0.0> : tensor<f32>
    %3889 = "stablehlo.reduce"(%3887, %3888) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3890 = stablehlo.constant dense<0.0> : tensor<f32>
    %3891 = "stablehlo.reduce"(%3889, %3890) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3892 = stablehlo.add %3886, %3891 : tensor<f32>
    %3893 = stablehlo.multiply %3680, %3680 : tensor<64xf32>
    %3894 = stablehlo.constant dense<0.0> : tensor<f32>
    %3895 = "stablehlo.reduce"(%3893, %3894) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3896 = stablehlo.add %3892, %3895 : tensor<f32>
    %3897 = stablehlo.multiply %3677, %3677 : tensor<64xf32>
    %3898 = stablehlo.constant dense<0.0> : tensor<f32>
    %3899 = "stablehlo.reduce"(%3897, %3898) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3900 = stablehlo.add %3896, %3899 : tensor<f32>
    %3901 = stablehlo.multiply %3671, %3671 : tensor<1x1x64x256xf32>
    %3902 = stablehlo.constant dense<0.0> : tensor<f32>
    %3903 = "stablehlo.reduce"(%3901, %3902) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3904 = stablehlo.constant dense<0.0> : tensor<f32>
    %3905 = "stablehlo.reduce"(%3903, %3904) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3906 = stablehlo.add %3900, %3905 : tensor<f32>
    %3907 = stablehlo.multiply %3655, %3655 : tensor<256xf32>
    %3908 = stablehlo.constant dense<0.0> : tensor<f32>
    %3909 = "stablehlo.reduce"(%3907, %3908) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3910 = stablehlo.add %3906, %3909 : tensor<f32>
    %3911 = stablehlo.multiply %3652, %3652 : tensor<256xf32>
    %3912 = stablehlo.constant dense<0.0> : tensor<f32>
    %3913 = "stablehlo.reduce"(%3911, %3912) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3914 = stablehlo.add %3910, %3913 : tensor<f32>
    %3915 = stablehlo.multiply %3774, %3774 : tensor<1x1x64x256xf32>
    %3916 = stablehlo.constant dense<0.0> : tensor<f32>
    %3917 = "stablehlo.reduce"(%3915, %3916) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3918 = stablehlo.constant dense<0.0> : tensor<f32>
    %3919 = "stablehlo.reduce"(%3917, %3918) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3920 = stablehlo.add %3914, %3919 : tensor<f32>
    %3921 = stablehlo.multiply %3758, %3758 : tensor<256xf32>
    %3922 = stablehlo.constant dense<0.0> : tensor<f32>
    %3923 = "stablehlo.reduce"(%3921, %3922) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3924 = stablehlo.add %3920, %3923 : tensor<f32>
    %3925 = stablehlo.multiply %3755, %3755 : tensor<256xf32>
    %3926 = stablehlo.constant dense<0.0> : tensor<f32>
    %3927 = "stablehlo.reduce"(%3925, %3926) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3928 = stablehlo.add %3924, %3927 : tensor<f32>
    %3929 = stablehlo.multiply %3645, %3645 : tensor<1x1x256x64xf32>
    %3930 = stablehlo.constant dense<0.0> : tensor<f32>
    %3931 = "stablehlo.reduce"(%3929, %3930) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3932 = stablehlo.constant dense<0.0> : tensor<f32>
    %3933 = "stablehlo.reduce"(%3931, %3932) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3934 = stablehlo.add %3928, %3933 : tensor<f32>
    %3935 = stablehlo.multiply %3628, %3628 : tensor<64xf32>
    %3936 = stablehlo.constant dense<0.0> : tensor<f32>
    %3937 = "stablehlo.reduce"(%3935, %3936) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3938 = stablehlo.add %3934, %3937 : tensor<f32>
    %3939 = stablehlo.multiply %3625, %3625 : tensor<64xf32>
    %3940 = stablehlo.constant dense<0.0> : tensor<f32>
    %3941 = "stablehlo.reduce"(%3939, %3940) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3942 = stablehlo.add %3938, %3941 : tensor<f32>
    %3943 = stablehlo.multiply %3619, %3619 : tensor<3x3x64x64xf32>
    %3944 = stablehlo.constant dense<0.0> : tensor<f32>
    %3945 = "stablehlo.reduce"(%3943, %3944) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3946 = stablehlo.constant dense<0.0> : tensor<f32>
    %3947 = "stablehlo.reduce"(%3945, %3946) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3948 = stablehlo.add %3942, %3947 : tensor<f32>
    %3949 = stablehlo.multiply %3571, %3571 : tensor<64xf32>
    %3950 = stablehlo.constant dense<0.0> : tensor<f32>
    %3951 = "stablehlo.reduce"(%3949, %3950) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3952 = stablehlo.add %3948, %3951 : tensor<f32>
    %3953 = stablehlo.multiply %3568, %3568 : tensor<64xf32>
    %3954 = stablehlo.constant dense<0.0> : tensor<f32>
    %3955 = "stablehlo.reduce"(%3953, %3954) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3956 = stablehlo.add %3952, %3955 : tensor<f32>
    %3957 = stablehlo.multiply %3562, %3562 : tensor<1x1x64x256xf32>
    %3958 = stablehlo.constant dense<0.0> : tensor<f32>
    %3959 = "stablehlo.reduce"(%3957, %3958) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3960 = stablehlo.constant dense<0.0> : tensor<f32>
    %3961 = "stablehlo.reduce"(%3959, %3960) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3962 = stablehlo.add %3956, %3961 : tensor<f32>
    %3963 = stablehlo.multiply %3546, %3546 : tensor<256xf32>
    %3964 = stablehlo.constant dense<0.0> : tensor<f32>
    %3965 = "stablehlo.reduce"(%3963, %3964) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3966 = stablehlo.add %3962, %3965 : tensor<f32>
    %3967 = stablehlo.multiply %3543, %3543 : tensor<256xf32>
    %3968 = stablehlo.constant dense<0.0> : tensor<f32>
    %3969 = "stablehlo.reduce"(%3967, %3968) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3970 = stablehlo.add %3966, %3969 : tensor<f32>
    %3971 = stablehlo.multiply %3536, %3536 : tensor<1x1x256x64xf32>
    %3972 = stablehlo.constant dense<0.0> : tensor<f32>
    %3973 = "stablehlo.reduce"(%3971, %3972) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3974 = stablehlo.constant dense<0.0> : tensor<f32>
    %3975 = "stablehlo.reduce"(%3973, %3974) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3976 = stablehlo.add %3970, %3975 : tensor<f32>
    %3977 = stablehlo.multiply %3519, %3519 : tensor<64xf32>
    %3978 = stablehlo.constant dense<0.0> : tensor<f32>
    %3979 = "stablehlo.reduce"(%3977, %3978) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3980 = stablehlo.add %3976, %3979 : tensor<f32>
    %3981 = stablehlo.multiply %3516, %3516 : tensor<64xf32>
    %3982 = stablehlo.constant dense<0.0> : tensor<f32>
    %3983 = "stablehlo.reduce"(%3981, %3982) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3984 = stablehlo.add %3980, %3983 : tensor<f32>
    %3985 = stablehlo.multiply %3510, %3510 : tensor<3x3x64x64xf32>
    %3986 = stablehlo.constant dense<0.0> : tensor<f32>
    %3987 = "stablehlo.reduce"(%3985, %3986) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3988 = stablehlo.constant dense<0.0> : tensor<f32>
    %3989 = "stablehlo.reduce"(%3987, %3988) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3990 = stablehlo.add %3984, %3989 : tensor<f32>
    %3991 = stablehlo.multiply %3462, %3462 : tensor<64xf32>
    %3992 = stablehlo.constant dense<0.0> : tensor<f32>
    %3993 = "stablehlo.reduce"(%3991, %3992) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3994 = stablehlo.add %3990, %3993 : tensor<f32>
    %3995 = stablehlo.multiply %3459, %3459 : tensor<64xf32>
    %3996 = stablehlo.constant dense<0.0> : tensor<f32>
    %3997 = "stablehlo.reduce"(%3995, %3996) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3998 = stablehlo.add %3994, %3997 : tensor<f32>
    %3999 = stablehlo.multiply %3453, %3453 : tensor<1x1x64x256xf32>
    %4000 = stablehlo.constant dense<0.0> : tensor<f32>
    %4001 = "stablehlo.reduce"(%3999, %4000) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %4002 = stablehlo.constant dense<0.0> : tensor<f32>
    %4003 = "stablehlo.reduce"(%4001, %4002) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %4004 = stablehlo.add %3998, %4003 : tensor<f32>
    %4005 = stablehlo.multiply %3437, %3437 : tensor<256xf32>
    %4006 = stablehlo.constant dense<0.0> : tensor<f32>
    %4007 = "stablehlo.reduce"(%4005, %4006) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4008 = stablehlo.add %4004, %4007 : tensor<f32>
    %4009 = stablehlo.multiply %3434, %3434 : tensor<256xf32>
    %4010 = stablehlo.constant dense<0.0> : tensor<f32>
    %4011 = "stablehlo.reduce"(%4009, %4010) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4012 = stablehlo.add %4008, %4011 : tensor<f32>
    %4013 = stablehlo.multiply %3404, %3404 : tensor<1x1x256x128xf32>
    %4014 = stablehlo.constant dense<0.0> : tensor<f32>
    %4015 = "stablehlo.reduce"(%4013, %4014) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x128xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4016 = stablehlo.constant dense<0.0> : tensor<f32>
    %4017 = "stablehlo.reduce"(%4015, %4016) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4018 = stablehlo.add %4012, %4017 : tensor<f32>
    %4019 = stablehlo.multiply %3387, %3387 : tensor<128xf32>
    %4020 = stablehlo.constant dense<0.0> : tensor<f32>
    %4021 = "stablehlo.reduce"(%4019, %4020) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4022 = stablehlo.add %4018, %4021 : tensor<f32>
    %4023 = stablehlo.multiply %3384, %3384 : tensor<128xf32>
    %4024 = stablehlo.constant dense<0.0> : tensor<f32>
    %4025 = "stablehlo.reduce"(%4023, %4024) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4026 = stablehlo.add %4022, %4025 : tensor<f32>
    %4027 = stablehlo.multiply %3378, %3378 : tensor<3x3x128x128xf32>
    %4028 = stablehlo.constant dense<0.0> : tensor<f32>
    %4029 = "stablehlo.reduce"(%4027, %4028) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %4030 = stablehlo.constant dense<0.0> : tensor<f32>
    %4031 = "stablehlo.reduce"(%4029, %4030) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %4032 = stablehlo.add %4026, %4031 : tensor<f32>
    %4033 = stablehlo.multiply %3330, %3330 : tensor<128xf32>
    %4034 = stablehlo.constant dense<0.0> : tensor<f32>
    %4035 = "stablehlo.reduce"(%4033, %4034) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4036 = stablehlo.add %4032, %4035 : tensor<f32>
    %4037 = stablehlo.multiply %3327, %3327 : tensor<128xf32>
    %4038 = stablehlo.constant dense<0.0> : tensor<f32>
    %4039 = "stablehlo.reduce"(%4037, %4038) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4040 = stablehlo.add %4036, %4039 : tensor<f32>
    %4041 = stablehlo.multiply %3321, %3321 : tensor<1x1x128x512xf32>
    %4042 = stablehlo.constant dense<0.0> : tensor<f32>
    %4043 = "stablehlo.reduce"(%4041, %4042) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %4044 = stablehlo.constant dense<0.0> : tensor<f32>
    %4045 = "stablehlo.reduce"(%4043, %4044) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %4046 = stablehlo.add %4040, %4045 : tensor<f32>
    %4047 = stablehlo.multiply %3305, %3305 : tensor<512xf32>
    %4048 = stablehlo.constant dense<0.0> : tensor<f32>
    %4049 = "stablehlo.reduce"(%4047, %4048) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4050 = stablehlo.add %4046, %4049 : tensor<f32>
    %4051 = stablehlo.multiply %3302, %3302 : tensor<512xf32>
    %4052 = stablehlo.constant dense<0.0> : tensor<f32>
    %4053 = "stablehlo.reduce"(%4051, %4052) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4054 = stablehlo.add %4050, %4053 : tensor<f32>
    %4055 = stablehlo.multiply %3427, %3427 : tensor<1x1x256x512xf32>
    %4056 = stablehlo.constant dense<0.0> : tensor<f32>
    %4057 = "stablehlo.reduce"(%4055, %4056) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x512xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4058 = stablehlo.constant dense<0.0> : tensor<f32>
    %4059 = "stablehlo.reduce"(%4057, %4058) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4060 = stablehlo.add %4054, %4059 : tensor<f32>
    %4061 = stablehlo.multiply %3409, %3409 : tensor<512xf32>
    %4062 = stablehlo.constant dense<0.0> : tensor<f32>
    %4063 = "stablehlo.reduce"(%4061, %4062) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4064 = stablehlo.add %4060, %4063 : tensor<f32>
    %4065 = stablehlo.multiply %3406, %3406 : tensor<512xf32>
    %4066 = stablehlo.constant dense<0.0> : tensor<f32>
    %4067 = "stablehlo.reduce"(%4065, %4066) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4068 = stablehlo.add %4064, %4067 : tensor<f32>
    %4069 = stablehlo.multiply %3295, %3295 : tensor<1x1x512x128xf32>
    %4070 = stablehlo.constant dense<0.0> : tensor<f32>
    %4071 = "stablehlo.reduce"(%4069, %4070) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4072 = stablehlo.constant dense<0.0> : tensor<f32>
    %4073 = "stablehlo.reduce"(%4071, %4072) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4074 = stablehlo.add %4068, %4073 : tensor<f32>
    %4075 = stablehlo.multiply %3278, %3278 : tensor<128xf32>
    %4076 = stablehlo.constant dense<0.0> : tensor<f32>
    %4077 = "stablehlo.reduce"(%4075, %4076) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4078 = stablehlo.add %4074, %4077 : tensor<f32>
    %4079 = stablehlo.multiply %3275, %3275 : tensor<128xf32>
    %4080 = stablehlo.constant dense<0.0> : tensor<f32>
    %4081 = "stablehlo.reduce"(%4079, %4080) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4082 = stablehlo.add %4078, %4081 : tensor<f32>
    %4083 = stablehlo.multiply %3269, %3269 : tensor<3x3x128x128xf32>
    %4084 = stablehlo.constant dense<0.0> : tensor<f32>
    %4085 = "stablehlo.reduce"(%4083, %4084) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %4086 = stablehlo.constant dense<0.0> : tensor<f32>
    %4087 = "stablehlo.reduce"(%4085, %4086) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %4088 = stablehlo.add %4082, %4087 : tensor<f32>
    %4089 = stablehlo.multiply %3221, %3221 : tensor<128xf32>
    %4090 = stablehlo.constant dense<0.0> : tensor<f32>
    %4091 = "stablehlo.reduce"(%4089, %4090) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4092 = stablehlo.add %4088, %4091 : tensor<f32>
    %4093 = stablehlo.multiply %3218, %3218 : tensor<128xf32>
    %4094 = stablehlo.constant dense<0.0> : tensor<f32>
    %4095 = "stablehlo.reduce"(%4093, %4094) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4096 = stablehlo.add %4092, %4095 : tensor<f32>
    %4097 = stablehlo.multiply %3212, %3212 : tensor<1x1x128x512xf32>
    %4098 = stablehlo.constant dense<0.0> : tensor<f32>
    %4099 = "stablehlo.reduce"(%4097, %4098) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %4100 = stablehlo.constant dense<0.0> : tensor<f32>
    %4101 = "stablehlo.reduce"(%4099, %4100) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %4102 = stablehlo.add %4096, %4101 : tensor<f32>
    %4103 = stablehlo.multiply %3196, %3196 : tensor<512xf32>
    %4104 = stablehlo.constant dense<0.0> : tensor<f32>
    %4105 = "stablehlo.reduce"(%4103, %4104) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4106 = stablehlo.add %4102, %4105 : tensor<f32>
    %4107 = stablehlo.multiply %3193, %3193 : tensor<512xf32>
    %4108 = stablehlo.constant dense<0.0> : tensor<f32>
    %4109 = "stablehlo.reduce"(%4107, %4108) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4110 = stablehlo.add %4106, %4109 : tensor<f32>
    %4111 = stablehlo.multiply %3186, %3186 : tensor<1x1x512x128xf32>
    %4112 = stablehlo.constant dense<0.0> : tensor<f32>
    %4113 = "stablehlo.reduce"(%4111, %4112) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4114 = stablehlo.constant dense<0.0> : tensor<f32>
    %4115 = "stablehlo.reduce"(%4113, %4114) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4116 = stablehlo.add %4110, %4115 : tensor<f32>
    %4117 = stablehlo.multiply %3169, %3169 : tensor<128xf32>
    %4118 = stablehlo.constant dense<0.0> : tensor<f32>
    %4119 = "stablehlo.reduce"(%4117, %4118) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4120 = stablehlo.add %4116, %4119 : tensor<f32>
    %4121 = stablehlo.multiply %3166, %3166 : tensor<128xf32>
    %4122 = stablehlo.constant dense<0.0> : tensor<f32>
    %4123 = "stablehlo.reduce"(%4121, %4122) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4124 = stablehlo.add %4120, %4123 : tensor<f32>
    %4125 = stablehlo.multiply %3160, %3160 : tensor<3x3x128x128xf32>
    %4126 = stablehlo.constant dense<0.0> : tensor<f32>
    %4127 = "stablehlo.reduce"(%4125, %4126) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %4128 = stablehlo.constant dense<0.0> : tensor<f32>
    %4129 = "stablehlo.reduce"(%4127, %4128) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %4130 = stablehlo.add %4124, %4129 : tensor<f32>
    %4131 = stablehlo.multiply %3112, %3112 : tensor<128xf32>
    %4132 = stablehlo.constant dense<0.0> : tensor<f32>
    %4133 = "stablehlo.reduce"(%4131, %4132) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4134 = stablehlo.add %4130, %4133 : tensor<f32>
    %4135 = stablehlo.multiply %3109, %3109 : tensor<128xf32>
    %4136 = stablehlo.constant dense<0.0> : tensor<f32>
    %4137 = "stablehlo.reduce"(%4135, %4136) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4138 = stablehlo.add %4134, %4137 : tensor<f32>
    %4139 = stablehlo.multiply %3103, %3103 : tensor<1x1x128x512xf32>
    %4140 = stablehlo.constant dense<0.0> : tensor<f32>
    %4141 = "stablehlo.reduce"(%4139, %4140) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %4142 = stablehlo.constant dense<0.0> : tensor<f32>
    %4143 = "stablehlo.reduce"(%4141, %4142) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %4144 = stablehlo.add %4138, %4143 : tensor<f32>
    %4145 = stablehlo.multiply %3087, %3087 : tensor<512xf32>
    %4146 = stablehlo.constant dense<0.0> : tensor<f32>
    %4147 = "stablehlo.reduce"(%4145, %4146) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4148 = stablehlo.add %4144, %4147 : tensor<f32>
    %4149 = stablehlo.multiply %3084, %3084 : tensor<512xf32>
    %4150 = stablehlo.constant dense<0.0> : tensor<f32>
    %4151 = "stablehlo.reduce"(%4149, %4150) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4152 = stablehlo.add %4148, %4151 : tensor<f32>
    %4153 = stablehlo.multiply %3077, %3077 : tensor<1x1x512x128xf32>
    %4154 = stablehlo.constant dense<0.0> : tensor<f32>
    %4155 = "stablehlo.reduce"(%4153, %4154) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4156 = stablehlo.constant dense<0.0> : tensor<f32>
    %4157 = "stablehlo.reduce"(%4155, %4156) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4158 = stablehlo.add %4152, %4157 : tensor<f32>
    %4159 = stablehlo.multiply %3060, %3060 : tensor<128xf32>
    %4160 = stablehlo.constant dense<0.0> : tensor<f32>
    %4161 = "stablehlo.reduce"(%4159, %4160) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4162 = stablehlo.add %4158, %4161 : tensor<f32>
    %4163 = stablehlo.multiply %3057, %3057 : tensor<128xf32>
    %4164 = stablehlo.constant dense<0.0> : tensor<f32>
    %4165 = "stablehlo.reduce"(%4163, %4164) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4166 = stablehlo.add %4162, %4165 : tensor<f32>
    %4167 = stablehlo.multiply %3051, %3051 : tensor<3x3x128x128xf32>
    %4168 = stablehlo.constant dense<0.0> : tensor<f32>
    %4169 = "stablehlo.reduce"(%4167, %4168) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %4170 = stablehlo.constant dense<0.0> : tensor<f32>
    %4171 = "stablehlo.reduce"(%4169, %4170) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %4172 = stablehlo.add %4166, %4171 : tensor<f32>
    %4173 = stablehlo.multiply %3003, %3003 : tensor<128xf32>
    %4174 = stablehlo.constant dense<0.0> : tensor<f32>
    %4175 = "stablehlo.reduce"(%4173, %4174) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4176 = stablehlo.add %4172, %4175 : tensor<f32>
    %4177 = stablehlo.multiply %3000, %3000 : tensor<128xf32>
    %4178 = stablehlo.constant dense<0.0> : tensor<f32>
    %4179 = "stablehlo.reduce"(%4177, %4178) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %4180 = stablehlo.add %4176, %4179 : tensor<f32>
    %4181 = stablehlo.multiply %2994, %2994 : tensor<1x1x128x512xf32>
    %4182 = stablehlo.constant dense<0.0> : tensor<f32>
    %4183 = "stablehlo.reduce"(%4181, %4182) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %4184 = stablehlo.constant dense<0.0> : tensor<f32>
    %4185 = "stablehlo.reduce"(%4183, %4184) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %4186 = stablehlo.add %4180, %4185 : tensor<f32>
    %4187 = stablehlo.multiply %2978, %2978 : tensor<512xf32>
    %4188 = stablehlo.constant dense<0.0> : tensor<f32>
    %4189 = "stablehlo.reduce"(%4187, %4188) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4190 = stablehlo.add %4186, %4189 : tensor<f32>
    %4191 = stablehlo.multiply %2975, %2975 : tensor<512xf32>
    %4192 = stablehlo.constant dense<0.0> : tensor<f32>
    %4193 = "stablehlo.reduce"(%4191, %4192) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4194 = stablehlo.add %4190, %4193 : tensor<f32>
    %4195 = stablehlo.multiply %2945, %2945 : tensor<1x1x512x256xf32>
    %4196 = stablehlo.constant dense<0.0> : tensor<f32>
    %4197 = "stablehlo.reduce"(%4195, %4196) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x256xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4198 = stablehlo.constant dense<0.0> : tensor<f32>
    %4199 = "stablehlo.reduce"(%4197, %4198) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4200 = stablehlo.add %4194, %4199 : tensor<f32>
    %4201 = stablehlo.multiply %2928, %2928 : tensor<256xf32>
    %4202 = stablehlo.constant dense<0.0> : tensor<f32>
    %4203 = "stablehlo.reduce"(%4201, %4202) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4204 = stablehlo.add %4200, %4203 : tensor<f32>
    %4205 = stablehlo.multiply %2925, %2925 : tensor<256xf32>
    %4206 = stablehlo.constant dense<0.0> : tensor<f32>
    %4207 = "stablehlo.reduce"(%4205, %4206) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4208 = stablehlo.add %4204, %4207 : tensor<f32>
    %4209 = stablehlo.multiply %2919, %2919 : tensor<3x3x256x256xf32>
    %4210 = stablehlo.constant dense<0.0> : tensor<f32>
    %4211 = "stablehlo.reduce"(%4209, %4210) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4212 = stablehlo.constant dense<0.0> : tensor<f32>
    %4213 = "stablehlo.reduce"(%4211, %4212) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4214 = stablehlo.add %4208, %4213 : tensor<f32>
    %4215 = stablehlo.multiply %2871, %2871 : tensor<256xf32>
    %4216 = stablehlo.constant dense<0.0> : tensor<f32>
    %4217 = "stablehlo.reduce"(%4215, %4216) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4218 = stablehlo.add %4214, %4217 : tensor<f32>
    %4219 = stablehlo.multiply %2868, %2868 : tensor<256xf32>
    %4220 = stablehlo.constant dense<0.0> : tensor<f32>
    %4221 = "stablehlo.reduce"(%4219, %4220) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4222 = stablehlo.add %4218, %4221 : tensor<f32>
    %4223 = stablehlo.multiply %2862, %2862 : tensor<1x1x256x1024xf32>
    %4224 = stablehlo.constant dense<0.0> : tensor<f32>
    %4225 = "stablehlo.reduce"(%4223, %4224) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4226 = stablehlo.constant dense<0.0> : tensor<f32>
    %4227 = "stablehlo.reduce"(%4225, %4226) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4228 = stablehlo.add %4222, %4227 : tensor<f32>
    %4229 = stablehlo.multiply %2846, %2846 : tensor<1024xf32>
    %4230 = stablehlo.constant dense<0.0> : tensor<f32>
    %4231 = "stablehlo.reduce"(%4229, %4230) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4232 = stablehlo.add %4228, %4231 : tensor<f32>
    %4233 = stablehlo.multiply %2843, %2843 : tensor<1024xf32>
    %4234 = stablehlo.constant dense<0.0> : tensor<f32>
    %4235 = "stablehlo.reduce"(%4233, %4234) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4236 = stablehlo.add %4232, %4235 : tensor<f32>
    %4237 = stablehlo.multiply %2968, %2968 : tensor<1x1x512x1024xf32>
    %4238 = stablehlo.constant dense<0.0> : tensor<f32>
    %4239 = "stablehlo.reduce"(%4237, %4238) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x1024xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4240 = stablehlo.constant dense<0.0> : tensor<f32>
    %4241 = "stablehlo.reduce"(%4239, %4240) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4242 = stablehlo.add %4236, %4241 : tensor<f32>
    %4243 = stablehlo.multiply %2950, %2950 : tensor<1024xf32>
    %4244 = stablehlo.constant dense<0.0> : tensor<f32>
    %4245 = "stablehlo.reduce"(%4243, %4244) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4246 = stablehlo.add %4242, %4245 : tensor<f32>
    %4247 = stablehlo.multiply %2947, %2947 : tensor<1024xf32>
    %4248 = stablehlo.constant dense<0.0> : tensor<f32>
    %4249 = "stablehlo.reduce"(%4247, %4248) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4250 = stablehlo.add %4246, %4249 : tensor<f32>
    %4251 = stablehlo.multiply %2836, %2836 : tensor<1x1x1024x256xf32>
    %4252 = stablehlo.constant dense<0.0> : tensor<f32>
    %4253 = "stablehlo.reduce"(%4251, %4252) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4254 = stablehlo.constant dense<0.0> : tensor<f32>
    %4255 = "stablehlo.reduce"(%4253, %4254) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4256 = stablehlo.add %4250, %4255 : tensor<f32>
    %4257 = stablehlo.multiply %2819, %2819 : tensor<256xf32>
    %4258 = stablehlo.constant dense<0.0> : tensor<f32>
    %4259 = "stablehlo.reduce"(%4257, %4258) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4260 = stablehlo.add %4256, %4259 : tensor<f32>
    %4261 = stablehlo.multiply %2816, %2816 : tensor<256xf32>
    %4262 = stablehlo.constant dense<0.0> : tensor<f32>
    %4263 = "stablehlo.reduce"(%4261, %4262) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4264 = stablehlo.add %4260, %4263 : tensor<f32>
    %4265 = stablehlo.multiply %2810, %2810 : tensor<3x3x256x256xf32>
    %4266 = stablehlo.constant dense<0.0> : tensor<f32>
    %4267 = "stablehlo.reduce"(%4265, %4266) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4268 = stablehlo.constant dense<0.0> : tensor<f32>
    %4269 = "stablehlo.reduce"(%4267, %4268) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4270 = stablehlo.add %4264, %4269 : tensor<f32>
    %4271 = stablehlo.multiply %2762, %2762 : tensor<256xf32>
    %4272 = stablehlo.constant dense<0.0> : tensor<f32>
    %4273 = "stablehlo.reduce"(%4271, %4272) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4274 = stablehlo.add %4270, %4273 : tensor<f32>
    %4275 = stablehlo.multiply %2759, %2759 : tensor<256xf32>
    %4276 = stablehlo.constant dense<0.0> : tensor<f32>
    %4277 = "stablehlo.reduce"(%4275, %4276) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4278 = stablehlo.add %4274, %4277 : tensor<f32>
    %4279 = stablehlo.multiply %2753, %2753 : tensor<1x1x256x1024xf32>
    %4280 = stablehlo.constant dense<0.0> : tensor<f32>
    %4281 = "stablehlo.reduce"(%4279, %4280) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4282 = stablehlo.constant dense<0.0> : tensor<f32>
    %4283 = "stablehlo.reduce"(%4281, %4282) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4284 = stablehlo.add %4278, %4283 : tensor<f32>
    %4285 = stablehlo.multiply %2737, %2737 : tensor<1024xf32>
    %4286 = stablehlo.constant dense<0.0> : tensor<f32>
    %4287 = "stablehlo.reduce"(%4285, %4286) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4288 = stablehlo.add %4284, %4287 : tensor<f32>
    %4289 = stablehlo.multiply %2734, %2734 : tensor<1024xf32>
    %4290 = stablehlo.constant dense<0.0> : tensor<f32>
    %4291 = "stablehlo.reduce"(%4289, %4290) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4292 = stablehlo.add %4288, %4291 : tensor<f32>
    %4293 = stablehlo.multiply %2727, %2727 : tensor<1x1x1024x256xf32>
    %4294 = stablehlo.constant dense<0.0> : tensor<f32>
    %4295 = "stablehlo.reduce"(%4293, %4294) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4296 = stablehlo.constant dense<0.0> : tensor<f32>
    %4297 = "stablehlo.reduce"(%4295, %4296) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4298 = stablehlo.add %4292, %4297 : tensor<f32>
    %4299 = stablehlo.multiply %2710, %2710 : tensor<256xf32>
    %4300 = stablehlo.constant dense<0.0> : tensor<f32>
    %4301 = "stablehlo.reduce"(%4299, %4300) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4302 = stablehlo.add %4298, %4301 : tensor<f32>
    %4303 = stablehlo.multiply %2707, %2707 : tensor<256xf32>
    %4304 = stablehlo.constant dense<0.0> : tensor<f32>
    %4305 = "stablehlo.reduce"(%4303, %4304) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4306 = stablehlo.add %4302, %4305 : tensor<f32>
    %4307 = stablehlo.multiply %2701, %2701 : tensor<3x3x256x256xf32>
    %4308 = stablehlo.constant dense<0.0> : tensor<f32>
    %4309 = "stablehlo.reduce"(%4307, %4308) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4310 = stablehlo.constant dense<0.0> : tensor<f32>
    %4311 = "stablehlo.reduce"(%4309, %4310) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4312 = stablehlo.add %4306, %4311 : tensor<f32>
    %4313 = stablehlo.multiply %2653, %2653 : tensor<256xf32>
    %4314 = stablehlo.constant dense<0.0> : tensor<f32>
    %4315 = "stablehlo.reduce"(%4313, %4314) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4316 = stablehlo.add %4312, %4315 : tensor<f32>
    %4317 = stablehlo.multiply %2650, %2650 : tensor<256xf32>
    %4318 = stablehlo.constant dense<0.0> : tensor<f32>
    %4319 = "stablehlo.reduce"(%4317, %4318) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4320 = stablehlo.add %4316, %4319 : tensor<f32>
    %4321 = stablehlo.multiply %2644, %2644 : tensor<1x1x256x1024xf32>
    %4322 = stablehlo.constant dense<0.0> : tensor<f32>
    %4323 = "stablehlo.reduce"(%4321, %4322) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4324 = stablehlo.constant dense<0.0> : tensor<f32>
    %4325 = "stablehlo.reduce"(%4323, %4324) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4326 = stablehlo.add %4320, %4325 : tensor<f32>
    %4327 = stablehlo.multiply %2628, %2628 : tensor<1024xf32>
    %4328 = stablehlo.constant dense<0.0> : tensor<f32>
    %4329 = "stablehlo.reduce"(%4327, %4328) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4330 = stablehlo.add %4326, %4329 : tensor<f32>
    %4331 = stablehlo.multiply %2625, %2625 : tensor<1024xf32>
    %4332 = stablehlo.constant dense<0.0> : tensor<f32>
    %4333 = "stablehlo.reduce"(%4331, %4332) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4334 = stablehlo.add %4330, %4333 : tensor<f32>
    %4335 = stablehlo.multiply %2618, %2618 : tensor<1x1x1024x256xf32>
    %4336 = stablehlo.constant dense<0.0> : tensor<f32>
    %4337 = "stablehlo.reduce"(%4335, %4336) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4338 = stablehlo.constant dense<0.0> : tensor<f32>
    %4339 = "stablehlo.reduce"(%4337, %4338) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4340 = stablehlo.add %4334, %4339 : tensor<f32>
    %4341 = stablehlo.multiply %2601, %2601 : tensor<256xf32>
    %4342 = stablehlo.constant dense<0.0> : tensor<f32>
    %4343 = "stablehlo.reduce"(%4341, %4342) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4344 = stablehlo.add %4340, %4343 : tensor<f32>
    %4345 = stablehlo.multiply %2598, %2598 : tensor<256xf32>
    %4346 = stablehlo.constant dense<0.0> : tensor<f32>
    %4347 = "stablehlo.reduce"(%4345, %4346) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4348 = stablehlo.add %4344, %4347 : tensor<f32>
    %4349 = stablehlo.multiply %2592, %2592 : tensor<3x3x256x256xf32>
    %4350 = stablehlo.constant dense<0.0> : tensor<f32>
    %4351 = "stablehlo.reduce"(%4349, %4350) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4352 = stablehlo.constant dense<0.0> : tensor<f32>
    %4353 = "stablehlo.reduce"(%4351, %4352) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4354 = stablehlo.add %4348, %4353 : tensor<f32>
    %4355 = stablehlo.multiply %2544, %2544 : tensor<256xf32>
    %4356 = stablehlo.constant dense<0.0> : tensor<f32>
    %4357 = "stablehlo.reduce"(%4355, %4356) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4358 = stablehlo.add %4354, %4357 : tensor<f32>
    %4359 = stablehlo.multiply %2541, %2541 : tensor<256xf32>
    %4360 = stablehlo.constant dense<0.0> : tensor<f32>
    %4361 = "stablehlo.reduce"(%4359, %4360) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4362 = stablehlo.add %4358, %4361 : tensor<f32>
    %4363 = stablehlo.multiply %2535, %2535 : tensor<1x1x256x1024xf32>
    %4364 = stablehlo.constant dense<0.0> : tensor<f32>
    %4365 = "stablehlo.reduce"(%4363, %4364) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4366 = stablehlo.constant dense<0.0> : tensor<f32>
    %4367 = "stablehlo.reduce"(%4365, %4366) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4368 = stablehlo.add %4362, %4367 : tensor<f32>
    %4369 = stablehlo.multiply %2519, %2519 : tensor<1024xf32>
    %4370 = stablehlo.constant dense<0.0> : tensor<f32>
    %4371 = "stablehlo.reduce"(%4369, %4370) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4372 = stablehlo.add %4368, %4371 : tensor<f32>
    %4373 = stablehlo.multiply %2516, %2516 : tensor<1024xf32>
    %4374 = stablehlo.constant dense<0.0> : tensor<f32>
    %4375 = "stablehlo.reduce"(%4373, %4374) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4376 = stablehlo.add %4372, %4375 : tensor<f32>
    %4377 = stablehlo.multiply %2509, %2509 : tensor<1x1x1024x256xf32>
    %4378 = stablehlo.constant dense<0.0> : tensor<f32>
    %4379 = "stablehlo.reduce"(%4377, %4378) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4380 = stablehlo.constant dense<0.0> : tensor<f32>
    %4381 = "stablehlo.reduce"(%4379, %4380) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4382 = stablehlo.add %4376, %4381 : tensor<f32>
    %4383 = stablehlo.multiply %2492, %2492 : tensor<256xf32>
    %4384 = stablehlo.constant dense<0.0> : tensor<f32>
    %4385 = "stablehlo.reduce"(%4383, %4384) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4386 = stablehlo.add %4382, %4385 : tensor<f32>
    %4387 = stablehlo.multiply %2489, %2489 : tensor<256xf32>
    %4388 = stablehlo.constant dense<0.0> : tensor<f32>
    %4389 = "stablehlo.reduce"(%4387, %4388) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4390 = stablehlo.add %4386, %4389 : tensor<f32>
    %4391 = stablehlo.multiply %2483, %2483 : tensor<3x3x256x256xf32>
    %4392 = stablehlo.constant dense<0.0> : tensor<f32>
    %4393 = "stablehlo.reduce"(%4391, %4392) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4394 = stablehlo.constant dense<0.0> : tensor<f32>
    %4395 = "stablehlo.reduce"(%4393, %4394) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4396 = stablehlo.add %4390, %4395 : tensor<f32>
    %4397 = stablehlo.multiply %2435, %2435 : tensor<256xf32>
    %4398 = stablehlo.constant dense<0.0> : tensor<f32>
    %4399 = "stablehlo.reduce"(%4397, %4398) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4400 = stablehlo.add %4396, %4399 : tensor<f32>
    %4401 = stablehlo.multiply %2432, %2432 : tensor<256xf32>
    %4402 = stablehlo.constant dense<0.0> : tensor<f32>
    %4403 = "stablehlo.reduce"(%4401, %4402) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4404 = stablehlo.add %4400, %4403 : tensor<f32>
    %4405 = stablehlo.multiply %2426, %2426 : tensor<1x1x256x1024xf32>
    %4406 = stablehlo.constant dense<0.0> : tensor<f32>
    %4407 = "stablehlo.reduce"(%4405, %4406) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4408 = stablehlo.constant dense<0.0> : tensor<f32>
    %4409 = "stablehlo.reduce"(%4407, %4408) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4410 = stablehlo.add %4404, %4409 : tensor<f32>
    %4411 = stablehlo.multiply %2410, %2410 : tensor<1024xf32>
    %4412 = stablehlo.constant dense<0.0> : tensor<f32>
    %4413 = "stablehlo.reduce"(%4411, %4412) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4414 = stablehlo.add %4410, %4413 : tensor<f32>
    %4415 = stablehlo.multiply %2407, %2407 : tensor<1024xf32>
    %4416 = stablehlo.constant dense<0.0> : tensor<f32>
    %4417 = "stablehlo.reduce"(%4415, %4416) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4418 = stablehlo.add %4414, %4417 : tensor<f32>
    %4419 = stablehlo.multiply %2400, %2400 : tensor<1x1x1024x256xf32>
    %4420 = stablehlo.constant dense<0.0> : tensor<f32>
    %4421 = "stablehlo.reduce"(%4419, %4420) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4422 = stablehlo.constant dense<0.0> : tensor<f32>
    %4423 = "stablehlo.reduce"(%4421, %4422) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4424 = stablehlo.add %4418, %4423 : tensor<f32>
    %4425 = stablehlo.multiply %2383, %2383 : tensor<256xf32>
    %4426 = stablehlo.constant dense<0.0> : tensor<f32>
    %4427 = "stablehlo.reduce"(%4425, %4426) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4428 = stablehlo.add %4424, %4427 : tensor<f32>
    %4429 = stablehlo.multiply %2380, %2380 : tensor<256xf32>
    %4430 = stablehlo.constant dense<0.0> : tensor<f32>
    %4431 = "stablehlo.reduce"(%4429, %4430) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4432 = stablehlo.add %4428, %4431 : tensor<f32>
    %4433 = stablehlo.multiply %2374, %2374 : tensor<3x3x256x256xf32>
    %4434 = stablehlo.constant dense<0.0> : tensor<f32>
    %4435 = "stablehlo.reduce"(%4433, %4434) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %4436 = stablehlo.constant dense<0.0> : tensor<f32>
    %4437 = "stablehlo.reduce"(%4435, %4436) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %4438 = stablehlo.add %4432, %4437 : tensor<f32>
    %4439 = stablehlo.multiply %2326, %2326 : tensor<256xf32>
    %4440 = stablehlo.constant dense<0.0> : tensor<f32>
    %4441 = "stablehlo.reduce"(%4439, %4440) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4442 = stablehlo.add %4438, %4441 : tensor<f32>
    %4443 = stablehlo.multiply %2323, %2323 : tensor<256xf32>
    %4444 = stablehlo.constant dense<0.0> : tensor<f32>
    %4445 = "stablehlo.reduce"(%4443, %4444) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %4446 = stablehlo.add %4442, %4445 : tensor<f32>
    %4447 = stablehlo.multiply %2317, %2317 : tensor<1x1x256x1024xf32>
    %4448 = stablehlo.constant dense<0.0> : tensor<f32>
    %4449 = "stablehlo.reduce"(%4447, %4448) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %4450 = stablehlo.constant dense<0.0> : tensor<f32>
    %4451 = "stablehlo.reduce"(%4449, %4450) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %4452 = stablehlo.add %4446, %4451 : tensor<f32>
    %4453 = stablehlo.multiply %2301, %2301 : tensor<1024xf32>
    %4454 = stablehlo.constant dense<0.0> : tensor<f32>
    %4455 = "stablehlo.reduce"(%4453, %4454) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4456 = stablehlo.add %4452, %4455 : tensor<f32>
    %4457 = stablehlo.multiply %2298, %2298 : tensor<1024xf32>
    %4458 = stablehlo.constant dense<0.0> : tensor<f32>
    %4459 = "stablehlo.reduce"(%4457, %4458) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %4460 = stablehlo.add %4456, %4459 : tensor<f32>
    %4461 = stablehlo.multiply %2268, %2268 : tensor<1x1x1024x512xf32>
    %4462 = stablehlo.constant dense<0.0> : tensor<f32>
    %4463 = "stablehlo.reduce"(%4461, %4462) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x512xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4464 = stablehlo.constant dense<0.0> : tensor<f32>
    %4465 = "stablehlo.reduce"(%4463, %4464) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4466 = stablehlo.add %4460, %4465 : tensor<f32>
    %4467 = stablehlo.multiply %2251, %2251 : tensor<512xf32>
    %4468 = stablehlo.constant dense<0.0> : tensor<f32>
    %4469 = "stablehlo.reduce"(%4467, %4468) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4470 = stablehlo.add %4466, %4469 : tensor<f32>
    %4471 = stablehlo.multiply %2248, %2248 : tensor<512xf32>
    %4472 = stablehlo.constant dense<0.0> : tensor<f32>
    %4473 = "stablehlo.reduce"(%4471, %4472) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4474 = stablehlo.add %4470, %4473 : tensor<f32>
    %4475 = stablehlo.multiply %2242, %2242 : tensor<3x3x512x512xf32>
    %4476 = stablehlo.constant dense<0.0> : tensor<f32>
    %4477 = "stablehlo.reduce"(%4475, %4476) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %4478 = stablehlo.constant dense<0.0> : tensor<f32>
    %4479 = "stablehlo.reduce"(%4477, %4478) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %4480 = stablehlo.add %4474, %4479 : tensor<f32>
    %4481 = stablehlo.multiply %2194, %2194 : tensor<512xf32>
    %4482 = stablehlo.constant dense<0.0> : tensor<f32>
    %4483 = "stablehlo.reduce"(%4481, %4482) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4484 = stablehlo.add %4480, %4483 : tensor<f32>
    %4485 = stablehlo.multiply %2191, %2191 : tensor<512xf32>
    %4486 = stablehlo.constant dense<0.0> : tensor<f32>
    %4487 = "stablehlo.reduce"(%4485, %4486) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4488 = stablehlo.add %4484, %4487 : tensor<f32>
    %4489 = stablehlo.multiply %2185, %2185 : tensor<1x1x512x2048xf32>
    %4490 = stablehlo.constant dense<0.0> : tensor<f32>
    %4491 = "stablehlo.reduce"(%4489, %4490) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4492 = stablehlo.constant dense<0.0> : tensor<f32>
    %4493 = "stablehlo.reduce"(%4491, %4492) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4494 = stablehlo.add %4488, %4493 : tensor<f32>
    %4495 = stablehlo.multiply %2169, %2169 : tensor<2048xf32>
    %4496 = stablehlo.constant dense<0.0> : tensor<f32>
    %4497 = "stablehlo.reduce"(%4495, %4496) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4498 = stablehlo.add %4494, %4497 : tensor<f32>
    %4499 = stablehlo.multiply %2166, %2166 : tensor<2048xf32>
    %4500 = stablehlo.constant dense<0.0> : tensor<f32>
    %4501 = "stablehlo.reduce"(%4499, %4500) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4502 = stablehlo.add %4498, %4501 : tensor<f32>
    %4503 = stablehlo.multiply %2291, %2291 : tensor<1x1x1024x2048xf32>
    %4504 = stablehlo.constant dense<0.0> : tensor<f32>
    %4505 = "stablehlo.reduce"(%4503, %4504) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x2048xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %4506 = stablehlo.constant dense<0.0> : tensor<f32>
    %4507 = "stablehlo.reduce"(%4505, %4506) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %4508 = stablehlo.add %4502, %4507 : tensor<f32>
    %4509 = stablehlo.multiply %2273, %2273 : tensor<2048xf32>
    %4510 = stablehlo.constant dense<0.0> : tensor<f32>
    %4511 = "stablehlo.reduce"(%4509, %4510) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4512 = stablehlo.add %4508, %4511 : tensor<f32>
    %4513 = stablehlo.multiply %2270, %2270 : tensor<2048xf32>
    %4514 = stablehlo.constant dense<0.0> : tensor<f32>
    %4515 = "stablehlo.reduce"(%4513, %4514) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4516 = stablehlo.add %4512, %4515 : tensor<f32>
    %4517 = stablehlo.multiply %2159, %2159 : tensor<1x1x2048x512xf32>
    %4518 = stablehlo.constant dense<0.0> : tensor<f32>
    %4519 = "stablehlo.reduce"(%4517, %4518) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2048x512xf32>, tensor<f32>) -> tensor<1x1x2048xf32>
    %4520 = stablehlo.constant dense<0.0> : tensor<f32>
    %4521 = "stablehlo.reduce"(%4519, %4520) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<f32>
    %4522 = stablehlo.add %4516, %4521 : tensor<f32>
    %4523 = stablehlo.multiply %2142, %2142 : tensor<512xf32>
    %4524 = stablehlo.constant dense<0.0> : tensor<f32>
    %4525 = "stablehlo.reduce"(%4523, %4524) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4526 = stablehlo.add %4522, %4525 : tensor<f32>
    %4527 = stablehlo.multiply %2139, %2139 : tensor<512xf32>
    %4528 = stablehlo.constant dense<0.0> : tensor<f32>
    %4529 = "stablehlo.reduce"(%4527, %4528) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4530 = stablehlo.add %4526, %4529 : tensor<f32>
    %4531 = stablehlo.multiply %2133, %2133 : tensor<3x3x512x512xf32>
    %4532 = stablehlo.constant dense<0.0> : tensor<f32>
    %4533 = "stablehlo.reduce"(%4531, %4532) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %4534 = stablehlo.constant dense<0.0> : tensor<f32>
    %4535 = "stablehlo.reduce"(%4533, %4534) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %4536 = stablehlo.add %4530, %4535 : tensor<f32>
    %4537 = stablehlo.multiply %2085, %2085 : tensor<512xf32>
    %4538 = stablehlo.constant dense<0.0> : tensor<f32>
    %4539 = "stablehlo.reduce"(%4537, %4538) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4540 = stablehlo.add %4536, %4539 : tensor<f32>
    %4541 = stablehlo.multiply %2082, %2082 : tensor<512xf32>
    %4542 = stablehlo.constant dense<0.0> : tensor<f32>
    %4543 = "stablehlo.reduce"(%4541, %4542) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4544 = stablehlo.add %4540, %4543 : tensor<f32>
    %4545 = stablehlo.multiply %2076, %2076 : tensor<1x1x512x2048xf32>
    %4546 = stablehlo.constant dense<0.0> : tensor<f32>
    %4547 = "stablehlo.reduce"(%4545, %4546) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4548 = stablehlo.constant dense<0.0> : tensor<f32>
    %4549 = "stablehlo.reduce"(%4547, %4548) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4550 = stablehlo.add %4544, %4549 : tensor<f32>
    %4551 = stablehlo.multiply %2060, %2060 : tensor<2048xf32>
    %4552 = stablehlo.constant dense<0.0> : tensor<f32>
    %4553 = "stablehlo.reduce"(%4551, %4552) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4554 = stablehlo.add %4550, %4553 : tensor<f32>
    %4555 = stablehlo.multiply %2057, %2057 : tensor<2048xf32>
    %4556 = stablehlo.constant dense<0.0> : tensor<f32>
    %4557 = "stablehlo.reduce"(%4555, %4556) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4558 = stablehlo.add %4554, %4557 : tensor<f32>
    %4559 = stablehlo.multiply %2050, %2050 : tensor<1x1x2048x512xf32>
    %4560 = stablehlo.constant dense<0.0> : tensor<f32>
    %4561 = "stablehlo.reduce"(%4559, %4560) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2048x512xf32>, tensor<f32>) -> tensor<1x1x2048xf32>
    %4562 = stablehlo.constant dense<0.0> : tensor<f32>
    %4563 = "stablehlo.reduce"(%4561, %4562) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<f32>
    %4564 = stablehlo.add %4558, %4563 : tensor<f32>
    %4565 = stablehlo.multiply %2033, %2033 : tensor<512xf32>
    %4566 = stablehlo.constant dense<0.0> : tensor<f32>
    %4567 = "stablehlo.reduce"(%4565, %4566) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4568 = stablehlo.add %4564, %4567 : tensor<f32>
    %4569 = stablehlo.multiply %2030, %2030 : tensor<512xf32>
    %4570 = stablehlo.constant dense<0.0> : tensor<f32>
    %4571 = "stablehlo.reduce"(%4569, %4570) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4572 = stablehlo.add %4568, %4571 : tensor<f32>
    %4573 = stablehlo.multiply %2024, %2024 : tensor<3x3x512x512xf32>
    %4574 = stablehlo.constant dense<0.0> : tensor<f32>
    %4575 = "stablehlo.reduce"(%4573, %4574) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %4576 = stablehlo.constant dense<0.0> : tensor<f32>
    %4577 = "stablehlo.reduce"(%4575, %4576) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %4578 = stablehlo.add %4572, %4577 : tensor<f32>
    %4579 = stablehlo.multiply %1976, %1976 : tensor<512xf32>
    %4580 = stablehlo.constant dense<0.0> : tensor<f32>
    %4581 = "stablehlo.reduce"(%4579, %4580) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4582 = stablehlo.add %4578, %4581 : tensor<f32>
    %4583 = stablehlo.multiply %1973, %1973 : tensor<512xf32>
    %4584 = stablehlo.constant dense<0.0> : tensor<f32>
    %4585 = "stablehlo.reduce"(%4583, %4584) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %4586 = stablehlo.add %4582, %4585 : tensor<f32>
    %4587 = stablehlo.multiply %1967, %1967 : tensor<1x1x512x2048xf32>
    %4588 = stablehlo.constant dense<0.0> : tensor<f32>
    %4589 = "stablehlo.reduce"(%4587, %4588) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %4590 = stablehlo.constant dense<0.0> : tensor<f32>
    %4591 = "stablehlo.reduce"(%4589, %4590) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %4592 = stablehlo.add %4586, %4591 : tensor<f32>
    %4593 = stablehlo.multiply %1951, %1951 : tensor<2048xf32>
    %4594 = stablehlo.constant dense<0.0> : tensor<f32>
    %4595 = "stablehlo.reduce"(%4593, %4594) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4596 = stablehlo.add %4592, %4595 : tensor<f32>
    %4597 = stablehlo.multiply %1948, %1948 : tensor<2048xf32>
    %4598 = stablehlo.constant dense<0.0> : tensor<f32>
    %4599 = "stablehlo.reduce"(%4597, %4598) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4600 = stablehlo.add %4596, %4599 : tensor<f32>
    %4601 = stablehlo.multiply %1937, %1937 : tensor<2048x1000xf32>
    %4602 = stablehlo.constant dense<0.0> : tensor<f32>
    %4603 = "stablehlo.reduce"(%4601, %4602) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2048x1000xf32>, tensor<f32>) -> tensor<2048xf32>
    %4604 = stablehlo.constant dense<0.0> : tensor<f32>
    %4605 = "stablehlo.reduce"(%4603, %4604) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %4606 = stablehlo.add %4600, %4605 : tensor<f32>
    %4607 = stablehlo.multiply %1939, %1939 : tensor<1000xf32>
    %4608 = stablehlo.constant dense<0.0> : tensor<f32>
    %4609 = "stablehlo.reduce"(%4607, %4608) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %4610 = stablehlo.add %4606, %4609 : tensor<f32>
    %4611 = stablehlo.sqrt %4610 : tensor<f32>
    %4612 = stablehlo.constant dense<1.0> : tensor<f32>
    %4613 = "stablehlo.compare"(%4611, %4612) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4614 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %4615 = stablehlo.divide %3859, %4614 : tensor<7x7x3x64xf32>
    %4616 = stablehlo.constant dense<1.0> : tensor<7x7x3x64xf32>
    %4617 = stablehlo.multiply %4615, %4616 : tensor<7x7x3x64xf32>
    %4618 = "stablehlo.select"(%4613, %3859, %4617) : (tensor<i1>, tensor<7x7x3x64xf32>, tensor<7x7x3x64xf32>) -> tensor<7x7x3x64xf32>
    %4619 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4620 = stablehlo.divide %3846, %4619 : tensor<64xf32>
    %4621 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4622 = stablehlo.multiply %4620, %4621 : tensor<64xf32>
    %4623 = "stablehlo.select"(%4613, %3846, %4622) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4624 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4625 = stablehlo.divide %3843, %4624 : tensor<64xf32>
    %4626 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4627 = stablehlo.multiply %4625, %4626 : tensor<64xf32>
    %4628 = "stablehlo.select"(%4613, %3843, %4627) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4629 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %4630 = stablehlo.divide %3753, %4629 : tensor<1x1x64x64xf32>
    %4631 = stablehlo.constant dense<1.0> : tensor<1x1x64x64xf32>
    %4632 = stablehlo.multiply %4630, %4631 : tensor<1x1x64x64xf32>
    %4633 = "stablehlo.select"(%4613, %3753, %4632) : (tensor<i1>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xf32>
    %4634 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4635 = stablehlo.divide %3737, %4634 : tensor<64xf32>
    %4636 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4637 = stablehlo.multiply %4635, %4636 : tensor<64xf32>
    %4638 = "stablehlo.select"(%4613, %3737, %4637) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4639 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4640 = stablehlo.divide %3734, %4639 : tensor<64xf32>
    %4641 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4642 = stablehlo.multiply %4640, %4641 : tensor<64xf32>
    %4643 = "stablehlo.select"(%4613, %3734, %4642) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4644 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4645 = stablehlo.divide %3728, %4644 : tensor<3x3x64x64xf32>
    %4646 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4647 = stablehlo.multiply %4645, %4646 : tensor<3x3x64x64xf32>
    %4648 = "stablehlo.select"(%4613, %3728, %4647) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4649 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4650 = stablehlo.divide %3680, %4649 : tensor<64xf32>
    %4651 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4652 = stablehlo.multiply %4650, %4651 : tensor<64xf32>
    %4653 = "stablehlo.select"(%4613, %3680, %4652) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4654 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4655 = stablehlo.divide %3677, %4654 : tensor<64xf32>
    %4656 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4657 = stablehlo.multiply %4655, %4656 : tensor<64xf32>
    %4658 = "stablehlo.select"(%4613, %3677, %4657) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4659 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4660 = stablehlo.divide %3671, %4659 : tensor<1x1x64x256xf32>
    %4661 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4662 = stablehlo.multiply %4660, %4661 : tensor<1x1x64x256xf32>
    %4663 = "stablehlo.select"(%4613, %3671, %4662) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4664 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4665 = stablehlo.divide %3655, %4664 : tensor<256xf32>
    %4666 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4667 = stablehlo.multiply %4665, %4666 : tensor<256xf32>
    %4668 = "stablehlo.select"(%4613, %3655, %4667) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4669 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4670 = stablehlo.divide %3652, %4669 : tensor<256xf32>
    %4671 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4672 = stablehlo.multiply %4670, %4671 : tensor<256xf32>
    %4673 = "stablehlo.select"(%4613, %3652, %4672) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4674 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4675 = stablehlo.divide %3774, %4674 : tensor<1x1x64x256xf32>
    %4676 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4677 = stablehlo.multiply %4675, %4676 : tensor<1x1x64x256xf32>
    %4678 = "stablehlo.select"(%4613, %3774, %4677) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4679 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4680 = stablehlo.divide %3758, %4679 : tensor<256xf32>
    %4681 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4682 = stablehlo.multiply %4680, %4681 : tensor<256xf32>
    %4683 = "stablehlo.select"(%4613, %3758, %4682) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4684 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4685 = stablehlo.divide %3755, %4684 : tensor<256xf32>
    %4686 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4687 = stablehlo.multiply %4685, %4686 : tensor<256xf32>
    %4688 = "stablehlo.select"(%4613, %3755, %4687) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4689 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %4690 = stablehlo.divide %3645, %4689 : tensor<1x1x256x64xf32>
    %4691 = stablehlo.constant dense<1.0> : tensor<1x1x256x64xf32>
    %4692 = stablehlo.multiply %4690, %4691 : tensor<1x1x256x64xf32>
    %4693 = "stablehlo.select"(%4613, %3645, %4692) : (tensor<i1>, tensor<1x1x256x64xf32>, tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %4694 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4695 = stablehlo.divide %3628, %4694 : tensor<64xf32>
    %4696 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4697 = stablehlo.multiply %4695, %4696 : tensor<64xf32>
    %4698 = "stablehlo.select"(%4613, %3628, %4697) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4699 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4700 = stablehlo.divide %3625, %4699 : tensor<64xf32>
    %4701 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4702 = stablehlo.multiply %4700, %4701 : tensor<64xf32>
    %4703 = "stablehlo.select"(%4613, %3625, %4702) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4704 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4705 = stablehlo.divide %3619, %4704 : tensor<3x3x64x64xf32>
    %4706 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4707 = stablehlo.multiply %4705, %4706 : tensor<3x3x64x64xf32>
    %4708 = "stablehlo.select"(%4613, %3619, %4707) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4709 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4710 = stablehlo.divide %3571, %4709 : tensor<64xf32>
    %4711 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4712 = stablehlo.multiply %4710, %4711 : tensor<64xf32>
    %4713 = "stablehlo.select"(%4613, %3571, %4712) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4714 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4715 = stablehlo.divide %3568, %4714 : tensor<64xf32>
    %4716 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4717 = stablehlo.multiply %4715, %4716 : tensor<64xf32>
    %4718 = "stablehlo.select"(%4613, %3568, %4717) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4719 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4720 = stablehlo.divide %3562, %4719 : tensor<1x1x64x256xf32>
    %4721 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4722 = stablehlo.multiply %4720, %4721 : tensor<1x1x64x256xf32>
    %4723 = "stablehlo.select"(%4613, %3562, %4722) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4724 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4725 = stablehlo.divide %3546, %4724 : tensor<256xf32>
    %4726 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4727 = stablehlo.multiply %4725, %4726 : tensor<256xf32>
    %4728 = "stablehlo.select"(%4613, %3546, %4727) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4729 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4730 = stablehlo.divide %3543, %4729 : tensor<256xf32>
    %4731 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4732 = stablehlo.multiply %4730, %4731 : tensor<256xf32>
    %4733 = "stablehlo.select"(%4613, %3543, %4732) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4734 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %4735 = stablehlo.divide %3536, %4734 : tensor<1x1x256x64xf32>
    %4736 = stablehlo.constant dense<1.0> : tensor<1x1x256x64xf32>
    %4737 = stablehlo.multiply %4735, %4736 : tensor<1x1x256x64xf32>
    %4738 = "stablehlo.select"(%4613, %3536, %4737) : (tensor<i1>, tensor<1x1x256x64xf32>, tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %4739 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4740 = stablehlo.divide %3519, %4739 : tensor<64xf32>
    %4741 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4742 = stablehlo.multiply %4740, %4741 : tensor<64xf32>
    %4743 = "stablehlo.select"(%4613, %3519, %4742) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4744 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4745 = stablehlo.divide %3516, %4744 : tensor<64xf32>
    %4746 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4747 = stablehlo.multiply %4745, %4746 : tensor<64xf32>
    %4748 = "stablehlo.select"(%4613, %3516, %4747) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4749 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4750 = stablehlo.divide %3510, %4749 : tensor<3x3x64x64xf32>
    %4751 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4752 = stablehlo.multiply %4750, %4751 : tensor<3x3x64x64xf32>
    %4753 = "stablehlo.select"(%4613, %3510, %4752) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4754 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4755 = stablehlo.divide %3462, %4754 : tensor<64xf32>
    %4756 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4757 = stablehlo.multiply %4755, %4756 : tensor<64xf32>
    %4758 = "stablehlo.select"(%4613, %3462, %4757) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4759 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4760 = stablehlo.divide %3459, %4759 : tensor<64xf32>
    %4761 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4762 = stablehlo.multiply %4760, %4761 : tensor<64xf32>
    %4763 = "stablehlo.select"(%4613, %3459, %4762) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4764 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4765 = stablehlo.divide %3453, %4764 : tensor<1x1x64x256xf32>
    %4766 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4767 = stablehlo.multiply %4765, %4766 : tensor<1x1x64x256xf32>
    %4768 = "stablehlo.select"(%4613, %3453, %4767) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4769 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4770 = stablehlo.divide %3437, %4769 : tensor<256xf32>
    %4771 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4772 = stablehlo.multiply %4770, %4771 : tensor<256xf32>
    %4773 = "stablehlo.select"(%4613, %3437, %4772) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4774 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4775 = stablehlo.divide %3434, %4774 : tensor<256xf32>
    %4776 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4777 = stablehlo.multiply %4775, %4776 : tensor<256xf32>
    %4778 = "stablehlo.select"(%4613, %3434, %4777) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4779 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %4780 = stablehlo.divide %3404, %4779 : tensor<1x1x256x128xf32>
    %4781 = stablehlo.constant dense<1.0> : tensor<1x1x256x128xf32>
    %4782 = stablehlo.multiply %4780, %4781 : tensor<1x1x256x128xf32>
    %4783 = "stablehlo.select"(%4613, %3404, %4782) : (tensor<i1>, tensor<1x1x256x128xf32>, tensor<1x1x256x128xf32>) -> tensor<1x1x256x128xf32>
    %4784 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4785 = stablehlo.divide %3387, %4784 : tensor<128xf32>
    %4786 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4787 = stablehlo.multiply %4785, %4786 : tensor<128xf32>
    %4788 = "stablehlo.select"(%4613, %3387, %4787) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4789 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4790 = stablehlo.divide %3384, %4789 : tensor<128xf32>
    %4791 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4792 = stablehlo.multiply %4790, %4791 : tensor<128xf32>
    %4793 = "stablehlo.select"(%4613, %3384, %4792) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4794 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4795 = stablehlo.divide %3378, %4794 : tensor<3x3x128x128xf32>
    %4796 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4797 = stablehlo.multiply %4795, %4796 : tensor<3x3x128x128xf32>
    %4798 = "stablehlo.select"(%4613, %3378, %4797) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4799 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4800 = stablehlo.divide %3330, %4799 : tensor<128xf32>
    %4801 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4802 = stablehlo.multiply %4800, %4801 : tensor<128xf32>
    %4803 = "stablehlo.select"(%4613, %3330, %4802) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4804 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4805 = stablehlo.divide %3327, %4804 : tensor<128xf32>
    %4806 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4807 = stablehlo.multiply %4805, %4806 : tensor<128xf32>
    %4808 = "stablehlo.select"(%4613, %3327, %4807) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4809 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4810 = stablehlo.divide %3321, %4809 : tensor<1x1x128x512xf32>
    %4811 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4812 = stablehlo.multiply %4810, %4811 : tensor<1x1x128x512xf32>
    %4813 = "stablehlo.select"(%4613, %3321, %4812) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4814 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4815 = stablehlo.divide %3305, %4814 : tensor<512xf32>
    %4816 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4817 = stablehlo.multiply %4815, %4816 : tensor<512xf32>
    %4818 = "stablehlo.select"(%4613, %3305, %4817) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4819 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4820 = stablehlo.divide %3302, %4819 : tensor<512xf32>
    %4821 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4822 = stablehlo.multiply %4820, %4821 : tensor<512xf32>
    %4823 = "stablehlo.select"(%4613, %3302, %4822) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4824 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %4825 = stablehlo.divide %3427, %4824 : tensor<1x1x256x512xf32>
    %4826 = stablehlo.constant dense<1.0> : tensor<1x1x256x512xf32>
    %4827 = stablehlo.multiply %4825, %4826 : tensor<1x1x256x512xf32>
    %4828 = "stablehlo.select"(%4613, %3427, %4827) : (tensor<i1>, tensor<1x1x256x512xf32>, tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %4829 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4830 = stablehlo.divide %3409, %4829 : tensor<512xf32>
    %4831 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4832 = stablehlo.multiply %4830, %4831 : tensor<512xf32>
    %4833 = "stablehlo.select"(%4613, %3409, %4832) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4834 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4835 = stablehlo.divide %3406, %4834 : tensor<512xf32>
    %4836 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4837 = stablehlo.multiply %4835, %4836 : tensor<512xf32>
    %4838 = "stablehlo.select"(%4613, %3406, %4837) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4839 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4840 = stablehlo.divide %3295, %4839 : tensor<1x1x512x128xf32>
    %4841 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4842 = stablehlo.multiply %4840, %4841 : tensor<1x1x512x128xf32>
    %4843 = "stablehlo.select"(%4613, %3295, %4842) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4844 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4845 = stablehlo.divide %3278, %4844 : tensor<128xf32>
    %4846 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4847 = stablehlo.multiply %4845, %4846 : tensor<128xf32>
    %4848 = "stablehlo.select"(%4613, %3278, %4847) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4849 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4850 = stablehlo.divide %3275, %4849 : tensor<128xf32>
    %4851 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4852 = stablehlo.multiply %4850, %4851 : tensor<128xf32>
    %4853 = "stablehlo.select"(%4613, %3275, %4852) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4854 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4855 = stablehlo.divide %3269, %4854 : tensor<3x3x128x128xf32>
    %4856 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4857 = stablehlo.multiply %4855, %4856 : tensor<3x3x128x128xf32>
    %4858 = "stablehlo.select"(%4613, %3269, %4857) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4859 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4860 = stablehlo.divide %3221, %4859 : tensor<128xf32>
    %4861 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4862 = stablehlo.multiply %4860, %4861 : tensor<128xf32>
    %4863 = "stablehlo.select"(%4613, %3221, %4862) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4864 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4865 = stablehlo.divide %3218, %4864 : tensor<128xf32>
    %4866 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4867 = stablehlo.multiply %4865, %4866 : tensor<128xf32>
    %4868 = "stablehlo.select"(%4613, %3218, %4867) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4869 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4870 = stablehlo.divide %3212, %4869 : tensor<1x1x128x512xf32>
    %4871 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4872 = stablehlo.multiply %4870, %4871 : tensor<1x1x128x512xf32>
    %4873 = "stablehlo.select"(%4613, %3212, %4872) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4874 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4875 = stablehlo.divide %3196, %4874 : tensor<512xf32>
    %4876 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4877 = stablehlo.multiply %4875, %4876 : tensor<512xf32>
    %4878 = "stablehlo.select"(%4613, %3196, %4877) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4879 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4880 = stablehlo.divide %3193, %4879 : tensor<512xf32>
    %4881 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4882 = stablehlo.multiply %4880, %4881 : tensor<512xf32>
    %4883 = "stablehlo.select"(%4613, %3193, %4882) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4884 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4885 = stablehlo.divide %3186, %4884 : tensor<1x1x512x128xf32>
    %4886 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4887 = stablehlo.multiply %4885, %4886 : tensor<1x1x512x128xf32>
    %4888 = "stablehlo.select"(%4613, %3186, %4887) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4889 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4890 = stablehlo.divide %3169, %4889 : tensor<128xf32>
    %4891 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4892 = stablehlo.multiply %4890, %4891 : tensor<128xf32>
    %4893 = "stablehlo.select"(%4613, %3169, %4892) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4894 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4895 = stablehlo.divide %3166, %4894 : tensor<128xf32>
    %4896 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4897 = stablehlo.multiply %4895, %4896 : tensor<128xf32>
    %4898 = "stablehlo.select"(%4613, %3166, %4897) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4899 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4900 = stablehlo.divide %3160, %4899 : tensor<3x3x128x128xf32>
    %4901 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4902 = stablehlo.multiply %4900, %4901 : tensor<3x3x128x128xf32>
    %4903 = "stablehlo.select"(%4613, %3160, %4902) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4904 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4905 = stablehlo.divide %3112, %4904 : tensor<128xf32>
    %4906 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4907 = stablehlo.multiply %4905, %4906 : tensor<128xf32>
    %4908 = "stablehlo.select"(%4613, %3112, %4907) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4909 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4910 = stablehlo.divide %3109, %4909 : tensor<128xf32>
    %4911 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4912 = stablehlo.multiply %4910, %4911 : tensor<128xf32>
    %4913 = "stablehlo.select"(%4613, %3109, %4912) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4914 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4915 = stablehlo.divide %3103, %4914 : tensor<1x1x128x512xf32>
    %4916 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4917 = stablehlo.multiply %4915, %4916 : tensor<1x1x128x512xf32>
    %4918 = "stablehlo.select"(%4613, %3103, %4917) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4919 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4920 = stablehlo.divide %3087, %4919 : tensor<512xf32>
    %4921 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4922 = stablehlo.multiply %4920, %4921 : tensor<512xf32>
    %4923 = "stablehlo.select"(%4613, %3087, %4922) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4924 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4925 = stablehlo.divide %3084, %4924 : tensor<512xf32>
    %4926 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4927 = stablehlo.multiply %4925, %4926 : tensor<512xf32>
    %4928 = "stablehlo.select"(%4613, %3084, %4927) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4929 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4930 = stablehlo.divide %3077, %4929 : tensor<1x1x512x128xf32>
    %4931 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4932 = stablehlo.multiply %4930, %4931 : tensor<1x1x512x128xf32>
    %4933 = "stablehlo.select"(%4613, %3077, %4932) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4934 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4935 = stablehlo.divide %3060, %4934 : tensor<128xf32>
    %4936 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4937 = stablehlo.multiply %4935, %4936 : tensor<128xf32>
    %4938 = "stablehlo.select"(%4613, %3060, %4937) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4939 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4940 = stablehlo.divide %3057, %4939 : tensor<128xf32>
    %4941 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4942 = stablehlo.multiply %4940, %4941 : tensor<128xf32>
    %4943 = "stablehlo.select"(%4613, %3057, %4942) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4944 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4945 = stablehlo.divide %3051, %4944 : tensor<3x3x128x128xf32>
    %4946 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4947 = stablehlo.multiply %4945, %4946 : tensor<3x3x128x128xf32>
    %4948 = "stablehlo.select"(%4613, %3051, %4947) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4949 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4950 = stablehlo.divide %3003, %4949 : tensor<128xf32>
    %4951 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4952 = stablehlo.multiply %4950, %4951 : tensor<128xf32>
    %4953 = "stablehlo.select"(%4613, %3003, %4952) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4954 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4955 = stablehlo.divide %3000, %4954 : tensor<128xf32>
    %4956 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4957 = stablehlo.multiply %4955, %4956 : tensor<128xf32>
    %4958 = "stablehlo.select"(%4613, %3000, %4957) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4959 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4960 = stablehlo.divide %2994, %4959 : tensor<1x1x128x512xf32>
    %4961 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4962 = stablehlo.multiply %4960, %4961 : tensor<1x1x128x512xf32>
    %4963 = "stablehlo.select"(%4613, %2994, %4962) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4964 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4965 = stablehlo.divide %2978, %4964 : tensor<512xf32>
    %4966 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4967 = stablehlo.multiply %4965, %4966 : tensor<512xf32>
    %4968 = "stablehlo.select"(%4613, %2978, %4967) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4969 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4970 = stablehlo.divide %2975, %4969 : tensor<512xf32>
    %4971 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4972 = stablehlo.multiply %4970, %4971 : tensor<512xf32>
    %4973 = "stablehlo.select"(%4613, %2975, %4972) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4974 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %4975 = stablehlo.divide %2945, %4974 : tensor<1x1x512x256xf32>
    %4976 = stablehlo.constant dense<1.0> : tensor<1x1x512x256xf32>
    %4977 = stablehlo.multiply %4975, %4976 : tensor<1x1x512x256xf32>
    %4978 = "stablehlo.select"(%4613, %2945, %4977) : (tensor<i1>, tensor<1x1x512x256xf32>, tensor<1x1x512x256xf32>) -> tensor<1x1x512x256xf32>
    %4979 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4980 = stablehlo.divide %2928, %4979 : tensor<256xf32>
    %4981 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4982 = stablehlo.multiply %4980, %4981 : tensor<256xf32>
    %4983 = "stablehlo.select"(%4613, %2928, %4982) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4984 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4985 = stablehlo.divide %2925, %4984 : tensor<256xf32>
    %4986 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4987 = stablehlo.multiply %4985, %4986 : tensor<256xf32>
    %4988 = "stablehlo.select"(%4613, %2925, %4987) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4989 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4990 = stablehlo.divide %2919, %4989 : tensor<3x3x256x256xf32>
    %4991 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4992 = stablehlo.multiply %4990, %4991 : tensor<3x3x256x256xf32>
    %4993 = "stablehlo.select"(%4613, %2919, %4992) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4994 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4995 = stablehlo.divide %2871, %4994 : tensor<256xf32>
    %4996 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4997 = stablehlo.multiply %4995, %4996 : tensor<256xf32>
    %4998 = "stablehlo.select"(%4613, %2871, %4997) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4999 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5000 = stablehlo.divide %2868, %4999 : tensor<256xf32>
    %5001 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5002 = stablehlo.multiply %5000, %5001 : tensor<256xf32>
    %5003 = "stablehlo.select"(%4613, %2868, %5002) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5004 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5005 = stablehlo.divide %2862, %5004 : tensor<1x1x256x1024xf32>
    %5006 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5007 = stablehlo.multiply %5005, %5006 : tensor<1x1x256x1024xf32>
    %5008 = "stablehlo.select"(%4613, %2862, %5007) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5009 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5010 = stablehlo.divide %2846, %5009 : tensor<1024xf32>
    %5011 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5012 = stablehlo.multiply %5010, %5011 : tensor<1024xf32>
    %5013 = "stablehlo.select"(%4613, %2846, %5012) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5014 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5015 = stablehlo.divide %2843, %5014 : tensor<1024xf32>
    %5016 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5017 = stablehlo.multiply %5015, %5016 : tensor<1024xf32>
    %5018 = "stablehlo.select"(%4613, %2843, %5017) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5019 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %5020 = stablehlo.divide %2968, %5019 : tensor<1x1x512x1024xf32>
    %5021 = stablehlo.constant dense<1.0> : tensor<1x1x512x1024xf32>
    %5022 = stablehlo.multiply %5020, %5021 : tensor<1x1x512x1024xf32>
    %5023 = "stablehlo.select"(%4613, %2968, %5022) : (tensor<i1>, tensor<1x1x512x1024xf32>, tensor<1x1x512x1024xf32>) -> tensor<1x1x512x1024xf32>
    %5024 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5025 = stablehlo.divide %2950, %5024 : tensor<1024xf32>
    %5026 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5027 = stablehlo.multiply %5025, %5026 : tensor<1024xf32>
    %5028 = "stablehlo.select"(%4613, %2950, %5027) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5029 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5030 = stablehlo.divide %2947, %5029 : tensor<1024xf32>
    %5031 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5032 = stablehlo.multiply %5030, %5031 : tensor<1024xf32>
    %5033 = "stablehlo.select"(%4613, %2947, %5032) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5034 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %5035 = stablehlo.divide %2836, %5034 : tensor<1x1x1024x256xf32>
    %5036 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %5037 = stablehlo.multiply %5035, %5036 : tensor<1x1x1024x256xf32>
    %5038 = "stablehlo.select"(%4613, %2836, %5037) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %5039 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5040 = stablehlo.divide %2819, %5039 : tensor<256xf32>
    %5041 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5042 = stablehlo.multiply %5040, %5041 : tensor<256xf32>
    %5043 = "stablehlo.select"(%4613, %2819, %5042) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5044 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5045 = stablehlo.divide %2816, %5044 : tensor<256xf32>
    %5046 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5047 = stablehlo.multiply %5045, %5046 : tensor<256xf32>
    %5048 = "stablehlo.select"(%4613, %2816, %5047) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5049 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5050 = stablehlo.divide %2810, %5049 : tensor<3x3x256x256xf32>
    %5051 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %5052 = stablehlo.multiply %5050, %5051 : tensor<3x3x256x256xf32>
    %5053 = "stablehlo.select"(%4613, %2810, %5052) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %5054 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5055 = stablehlo.divide %2762, %5054 : tensor<256xf32>
    %5056 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5057 = stablehlo.multiply %5055, %5056 : tensor<256xf32>
    %5058 = "stablehlo.select"(%4613, %2762, %5057) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5059 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5060 = stablehlo.divide %2759, %5059 : tensor<256xf32>
    %5061 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5062 = stablehlo.multiply %5060, %5061 : tensor<256xf32>
    %5063 = "stablehlo.select"(%4613, %2759, %5062) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5064 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5065 = stablehlo.divide %2753, %5064 : tensor<1x1x256x1024xf32>
    %5066 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5067 = stablehlo.multiply %5065, %5066 : tensor<1x1x256x1024xf32>
    %5068 = "stablehlo.select"(%4613, %2753, %5067) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5069 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5070 = stablehlo.divide %2737, %5069 : tensor<1024xf32>
    %5071 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5072 = stablehlo.multiply %5070, %5071 : tensor<1024xf32>
    %5073 = "stablehlo.select"(%4613, %2737, %5072) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5074 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5075 = stablehlo.divide %2734, %5074 : tensor<1024xf32>
    %5076 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5077 = stablehlo.multiply %5075, %5076 : tensor<1024xf32>
    %5078 = "stablehlo.select"(%4613, %2734, %5077) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5079 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %5080 = stablehlo.divide %2727, %5079 : tensor<1x1x1024x256xf32>
    %5081 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %5082 = stablehlo.multiply %5080, %5081 : tensor<1x1x1024x256xf32>
    %5083 = "stablehlo.select"(%4613, %2727, %5082) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %5084 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5085 = stablehlo.divide %2710, %5084 : tensor<256xf32>
    %5086 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5087 = stablehlo.multiply %5085, %5086 : tensor<256xf32>
    %5088 = "stablehlo.select"(%4613, %2710, %5087) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5089 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5090 = stablehlo.divide %2707, %5089 : tensor<256xf32>
    %5091 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5092 = stablehlo.multiply %5090, %5091 : tensor<256xf32>
    %5093 = "stablehlo.select"(%4613, %2707, %5092) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5094 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5095 = stablehlo.divide %2701, %5094 : tensor<3x3x256x256xf32>
    %5096 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %5097 = stablehlo.multiply %5095, %5096 : tensor<3x3x256x256xf32>
    %5098 = "stablehlo.select"(%4613, %2701, %5097) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %5099 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5100 = stablehlo.divide %2653, %5099 : tensor<256xf32>
    %5101 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5102 = stablehlo.multiply %5100, %5101 : tensor<256xf32>
    %5103 = "stablehlo.select"(%4613, %2653, %5102) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5104 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5105 = stablehlo.divide %2650, %5104 : tensor<256xf32>
    %5106 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5107 = stablehlo.multiply %5105, %5106 : tensor<256xf32>
    %5108 = "stablehlo.select"(%4613, %2650, %5107) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5109 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5110 = stablehlo.divide %2644, %5109 : tensor<1x1x256x1024xf32>
    %5111 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5112 = stablehlo.multiply %5110, %5111 : tensor<1x1x256x1024xf32>
    %5113 = "stablehlo.select"(%4613, %2644, %5112) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5114 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5115 = stablehlo.divide %2628, %5114 : tensor<1024xf32>
    %5116 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5117 = stablehlo.multiply %5115, %5116 : tensor<1024xf32>
    %5118 = "stablehlo.select"(%4613, %2628, %5117) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5119 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5120 = stablehlo.divide %2625, %5119 : tensor<1024xf32>
    %5121 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5122 = stablehlo.multiply %5120, %5121 : tensor<1024xf32>
    %5123 = "stablehlo.select"(%4613, %2625, %5122) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5124 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %5125 = stablehlo.divide %2618, %5124 : tensor<1x1x1024x256xf32>
    %5126 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %5127 = stablehlo.multiply %5125, %5126 : tensor<1x1x1024x256xf32>
    %5128 = "stablehlo.select"(%4613, %2618, %5127) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %5129 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5130 = stablehlo.divide %2601, %5129 : tensor<256xf32>
    %5131 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5132 = stablehlo.multiply %5130, %5131 : tensor<256xf32>
    %5133 = "stablehlo.select"(%4613, %2601, %5132) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5134 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5135 = stablehlo.divide %2598, %5134 : tensor<256xf32>
    %5136 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5137 = stablehlo.multiply %5135, %5136 : tensor<256xf32>
    %5138 = "stablehlo.select"(%4613, %2598, %5137) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5139 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5140 = stablehlo.divide %2592, %5139 : tensor<3x3x256x256xf32>
    %5141 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %5142 = stablehlo.multiply %5140, %5141 : tensor<3x3x256x256xf32>
    %5143 = "stablehlo.select"(%4613, %2592, %5142) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %5144 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5145 = stablehlo.divide %2544, %5144 : tensor<256xf32>
    %5146 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5147 = stablehlo.multiply %5145, %5146 : tensor<256xf32>
    %5148 = "stablehlo.select"(%4613, %2544, %5147) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5149 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5150 = stablehlo.divide %2541, %5149 : tensor<256xf32>
    %5151 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5152 = stablehlo.multiply %5150, %5151 : tensor<256xf32>
    %5153 = "stablehlo.select"(%4613, %2541, %5152) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5154 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5155 = stablehlo.divide %2535, %5154 : tensor<1x1x256x1024xf32>
    %5156 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5157 = stablehlo.multiply %5155, %5156 : tensor<1x1x256x1024xf32>
    %5158 = "stablehlo.select"(%4613, %2535, %5157) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5159 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5160 = stablehlo.divide %2519, %5159 : tensor<1024xf32>
    %5161 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5162 = stablehlo.multiply %5160, %5161 : tensor<1024xf32>
    %5163 = "stablehlo.select"(%4613, %2519, %5162) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5164 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5165 = stablehlo.divide %2516, %5164 : tensor<1024xf32>
    %5166 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5167 = stablehlo.multiply %5165, %5166 : tensor<1024xf32>
    %5168 = "stablehlo.select"(%4613, %2516, %5167) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5169 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %5170 = stablehlo.divide %2509, %5169 : tensor<1x1x1024x256xf32>
    %5171 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %5172 = stablehlo.multiply %5170, %5171 : tensor<1x1x1024x256xf32>
    %5173 = "stablehlo.select"(%4613, %2509, %5172) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %5174 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5175 = stablehlo.divide %2492, %5174 : tensor<256xf32>
    %5176 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5177 = stablehlo.multiply %5175, %5176 : tensor<256xf32>
    %5178 = "stablehlo.select"(%4613, %2492, %5177) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5179 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5180 = stablehlo.divide %2489, %5179 : tensor<256xf32>
    %5181 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5182 = stablehlo.multiply %5180, %5181 : tensor<256xf32>
    %5183 = "stablehlo.select"(%4613, %2489, %5182) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5184 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5185 = stablehlo.divide %2483, %5184 : tensor<3x3x256x256xf32>
    %5186 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %5187 = stablehlo.multiply %5185, %5186 : tensor<3x3x256x256xf32>
    %5188 = "stablehlo.select"(%4613, %2483, %5187) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %5189 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5190 = stablehlo.divide %2435, %5189 : tensor<256xf32>
    %5191 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5192 = stablehlo.multiply %5190, %5191 : tensor<256xf32>
    %5193 = "stablehlo.select"(%4613, %2435, %5192) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5194 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5195 = stablehlo.divide %2432, %5194 : tensor<256xf32>
    %5196 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5197 = stablehlo.multiply %5195, %5196 : tensor<256xf32>
    %5198 = "stablehlo.select"(%4613, %2432, %5197) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5199 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5200 = stablehlo.divide %2426, %5199 : tensor<1x1x256x1024xf32>
    %5201 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5202 = stablehlo.multiply %5200, %5201 : tensor<1x1x256x1024xf32>
    %5203 = "stablehlo.select"(%4613, %2426, %5202) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5204 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5205 = stablehlo.divide %2410, %5204 : tensor<1024xf32>
    %5206 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5207 = stablehlo.multiply %5205, %5206 : tensor<1024xf32>
    %5208 = "stablehlo.select"(%4613, %2410, %5207) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5209 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5210 = stablehlo.divide %2407, %5209 : tensor<1024xf32>
    %5211 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5212 = stablehlo.multiply %5210, %5211 : tensor<1024xf32>
    %5213 = "stablehlo.select"(%4613, %2407, %5212) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5214 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %5215 = stablehlo.divide %2400, %5214 : tensor<1x1x1024x256xf32>
    %5216 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %5217 = stablehlo.multiply %5215, %5216 : tensor<1x1x1024x256xf32>
    %5218 = "stablehlo.select"(%4613, %2400, %5217) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %5219 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5220 = stablehlo.divide %2383, %5219 : tensor<256xf32>
    %5221 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5222 = stablehlo.multiply %5220, %5221 : tensor<256xf32>
    %5223 = "stablehlo.select"(%4613, %2383, %5222) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5224 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5225 = stablehlo.divide %2380, %5224 : tensor<256xf32>
    %5226 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5227 = stablehlo.multiply %5225, %5226 : tensor<256xf32>
    %5228 = "stablehlo.select"(%4613, %2380, %5227) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5229 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5230 = stablehlo.divide %2374, %5229 : tensor<3x3x256x256xf32>
    %5231 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %5232 = stablehlo.multiply %5230, %5231 : tensor<3x3x256x256xf32>
    %5233 = "stablehlo.select"(%4613, %2374, %5232) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %5234 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5235 = stablehlo.divide %2326, %5234 : tensor<256xf32>
    %5236 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5237 = stablehlo.multiply %5235, %5236 : tensor<256xf32>
    %5238 = "stablehlo.select"(%4613, %2326, %5237) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5239 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5240 = stablehlo.divide %2323, %5239 : tensor<256xf32>
    %5241 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %5242 = stablehlo.multiply %5240, %5241 : tensor<256xf32>
    %5243 = "stablehlo.select"(%4613, %2323, %5242) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5244 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %5245 = stablehlo.divide %2317, %5244 : tensor<1x1x256x1024xf32>
    %5246 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %5247 = stablehlo.multiply %5245, %5246 : tensor<1x1x256x1024xf32>
    %5248 = "stablehlo.select"(%4613, %2317, %5247) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %5249 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5250 = stablehlo.divide %2301, %5249 : tensor<1024xf32>
    %5251 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5252 = stablehlo.multiply %5250, %5251 : tensor<1024xf32>
    %5253 = "stablehlo.select"(%4613, %2301, %5252) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5254 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %5255 = stablehlo.divide %2298, %5254 : tensor<1024xf32>
    %5256 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %5257 = stablehlo.multiply %5255, %5256 : tensor<1024xf32>
    %5258 = "stablehlo.select"(%4613, %2298, %5257) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %5259 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %5260 = stablehlo.divide %2268, %5259 : tensor<1x1x1024x512xf32>
    %5261 = stablehlo.constant dense<1.0> : tensor<1x1x1024x512xf32>
    %5262 = stablehlo.multiply %5260, %5261 : tensor<1x1x1024x512xf32>
    %5263 = "stablehlo.select"(%4613, %2268, %5262) : (tensor<i1>, tensor<1x1x1024x512xf32>, tensor<1x1x1024x512xf32>) -> tensor<1x1x1024x512xf32>
    %5264 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5265 = stablehlo.divide %2251, %5264 : tensor<512xf32>
    %5266 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5267 = stablehlo.multiply %5265, %5266 : tensor<512xf32>
    %5268 = "stablehlo.select"(%4613, %2251, %5267) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5269 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5270 = stablehlo.divide %2248, %5269 : tensor<512xf32>
    %5271 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5272 = stablehlo.multiply %5270, %5271 : tensor<512xf32>
    %5273 = "stablehlo.select"(%4613, %2248, %5272) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5274 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5275 = stablehlo.divide %2242, %5274 : tensor<3x3x512x512xf32>
    %5276 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %5277 = stablehlo.multiply %5275, %5276 : tensor<3x3x512x512xf32>
    %5278 = "stablehlo.select"(%4613, %2242, %5277) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %5279 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5280 = stablehlo.divide %2194, %5279 : tensor<512xf32>
    %5281 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5282 = stablehlo.multiply %5280, %5281 : tensor<512xf32>
    %5283 = "stablehlo.select"(%4613, %2194, %5282) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5284 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5285 = stablehlo.divide %2191, %5284 : tensor<512xf32>
    %5286 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5287 = stablehlo.multiply %5285, %5286 : tensor<512xf32>
    %5288 = "stablehlo.select"(%4613, %2191, %5287) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5289 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %5290 = stablehlo.divide %2185, %5289 : tensor<1x1x512x2048xf32>
    %5291 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %5292 = stablehlo.multiply %5290, %5291 : tensor<1x1x512x2048xf32>
    %5293 = "stablehlo.select"(%4613, %2185, %5292) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %5294 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5295 = stablehlo.divide %2169, %5294 : tensor<2048xf32>
    %5296 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5297 = stablehlo.multiply %5295, %5296 : tensor<2048xf32>
    %5298 = "stablehlo.select"(%4613, %2169, %5297) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5299 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5300 = stablehlo.divide %2166, %5299 : tensor<2048xf32>
    %5301 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5302 = stablehlo.multiply %5300, %5301 : tensor<2048xf32>
    %5303 = "stablehlo.select"(%4613, %2166, %5302) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5304 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %5305 = stablehlo.divide %2291, %5304 : tensor<1x1x1024x2048xf32>
    %5306 = stablehlo.constant dense<1.0> : tensor<1x1x1024x2048xf32>
    %5307 = stablehlo.multiply %5305, %5306 : tensor<1x1x1024x2048xf32>
    %5308 = "stablehlo.select"(%4613, %2291, %5307) : (tensor<i1>, tensor<1x1x1024x2048xf32>, tensor<1x1x1024x2048xf32>) -> tensor<1x1x1024x2048xf32>
    %5309 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5310 = stablehlo.divide %2273, %5309 : tensor<2048xf32>
    %5311 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5312 = stablehlo.multiply %5310, %5311 : tensor<2048xf32>
    %5313 = "stablehlo.select"(%4613, %2273, %5312) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5314 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5315 = stablehlo.divide %2270, %5314 : tensor<2048xf32>
    %5316 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5317 = stablehlo.multiply %5315, %5316 : tensor<2048xf32>
    %5318 = "stablehlo.select"(%4613, %2270, %5317) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5319 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %5320 = stablehlo.divide %2159, %5319 : tensor<1x1x2048x512xf32>
    %5321 = stablehlo.constant dense<1.0> : tensor<1x1x2048x512xf32>
    %5322 = stablehlo.multiply %5320, %5321 : tensor<1x1x2048x512xf32>
    %5323 = "stablehlo.select"(%4613, %2159, %5322) : (tensor<i1>, tensor<1x1x2048x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %5324 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5325 = stablehlo.divide %2142, %5324 : tensor<512xf32>
    %5326 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5327 = stablehlo.multiply %5325, %5326 : tensor<512xf32>
    %5328 = "stablehlo.select"(%4613, %2142, %5327) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5329 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5330 = stablehlo.divide %2139, %5329 : tensor<512xf32>
    %5331 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5332 = stablehlo.multiply %5330, %5331 : tensor<512xf32>
    %5333 = "stablehlo.select"(%4613, %2139, %5332) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5334 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5335 = stablehlo.divide %2133, %5334 : tensor<3x3x512x512xf32>
    %5336 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %5337 = stablehlo.multiply %5335, %5336 : tensor<3x3x512x512xf32>
    %5338 = "stablehlo.select"(%4613, %2133, %5337) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %5339 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5340 = stablehlo.divide %2085, %5339 : tensor<512xf32>
    %5341 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5342 = stablehlo.multiply %5340, %5341 : tensor<512xf32>
    %5343 = "stablehlo.select"(%4613, %2085, %5342) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5344 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5345 = stablehlo.divide %2082, %5344 : tensor<512xf32>
    %5346 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5347 = stablehlo.multiply %5345, %5346 : tensor<512xf32>
    %5348 = "stablehlo.select"(%4613, %2082, %5347) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5349 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %5350 = stablehlo.divide %2076, %5349 : tensor<1x1x512x2048xf32>
    %5351 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %5352 = stablehlo.multiply %5350, %5351 : tensor<1x1x512x2048xf32>
    %5353 = "stablehlo.select"(%4613, %2076, %5352) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %5354 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5355 = stablehlo.divide %2060, %5354 : tensor<2048xf32>
    %5356 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5357 = stablehlo.multiply %5355, %5356 : tensor<2048xf32>
    %5358 = "stablehlo.select"(%4613, %2060, %5357) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5359 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5360 = stablehlo.divide %2057, %5359 : tensor<2048xf32>
    %5361 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5362 = stablehlo.multiply %5360, %5361 : tensor<2048xf32>
    %5363 = "stablehlo.select"(%4613, %2057, %5362) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5364 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %5365 = stablehlo.divide %2050, %5364 : tensor<1x1x2048x512xf32>
    %5366 = stablehlo.constant dense<1.0> : tensor<1x1x2048x512xf32>
    %5367 = stablehlo.multiply %5365, %5366 : tensor<1x1x2048x512xf32>
    %5368 = "stablehlo.select"(%4613, %2050, %5367) : (tensor<i1>, tensor<1x1x2048x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %5369 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5370 = stablehlo.divide %2033, %5369 : tensor<512xf32>
    %5371 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5372 = stablehlo.multiply %5370, %5371 : tensor<512xf32>
    %5373 = "stablehlo.select"(%4613, %2033, %5372) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5374 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5375 = stablehlo.divide %2030, %5374 : tensor<512xf32>
    %5376 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5377 = stablehlo.multiply %5375, %5376 : tensor<512xf32>
    %5378 = "stablehlo.select"(%4613, %2030, %5377) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5379 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5380 = stablehlo.divide %2024, %5379 : tensor<3x3x512x512xf32>
    %5381 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %5382 = stablehlo.multiply %5380, %5381 : tensor<3x3x512x512xf32>
    %5383 = "stablehlo.select"(%4613, %2024, %5382) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %5384 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5385 = stablehlo.divide %1976, %5384 : tensor<512xf32>
    %5386 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5387 = stablehlo.multiply %5385, %5386 : tensor<512xf32>
    %5388 = "stablehlo.select"(%4613, %1976, %5387) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5389 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5390 = stablehlo.divide %1973, %5389 : tensor<512xf32>
    %5391 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %5392 = stablehlo.multiply %5390, %5391 : tensor<512xf32>
    %5393 = "stablehlo.select"(%4613, %1973, %5392) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %5394 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %5395 = stablehlo.divide %1967, %5394 : tensor<1x1x512x2048xf32>
    %5396 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %5397 = stablehlo.multiply %5395, %5396 : tensor<1x1x512x2048xf32>
    %5398 = "stablehlo.select"(%4613, %1967, %5397) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %5399 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5400 = stablehlo.divide %1951, %5399 : tensor<2048xf32>
    %5401 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5402 = stablehlo.multiply %5400, %5401 : tensor<2048xf32>
    %5403 = "stablehlo.select"(%4613, %1951, %5402) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5404 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %5405 = stablehlo.divide %1948, %5404 : tensor<2048xf32>
    %5406 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %5407 = stablehlo.multiply %5405, %5406 : tensor<2048xf32>
    %5408 = "stablehlo.select"(%4613, %1948, %5407) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %5409 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %5410 = stablehlo.divide %1937, %5409 : tensor<2048x1000xf32>
    %5411 = stablehlo.constant dense<1.0> : tensor<2048x1000xf32>
    %5412 = stablehlo.multiply %5410, %5411 : tensor<2048x1000xf32>
    %5413 = "stablehlo.select"(%4613, %1937, %5412) : (tensor<i1>, tensor<2048x1000xf32>, tensor<2048x1000xf32>) -> tensor<2048x1000xf32>
    %5414 = "stablehlo.broadcast_in_dim"(%4611) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5415 = stablehlo.divide %1939, %5414 : tensor<1000xf32>
    %5416 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %5417 = stablehlo.multiply %5415, %5416 : tensor<1000xf32>
    %5418 = "stablehlo.select"(%4613, %1939, %5417) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %5419 = stablehlo.constant dense<0.9> : tensor<7x7x3x64xf32>
    %5420 = stablehlo.multiply %5419, %m.conv1.w : tensor<7x7x3x64xf32>
    %5421 = stablehlo.constant dense<0.1> : tensor<7x7x3x64xf32>
    %5422 = stablehlo.multiply %5421, %4618 : tensor<7x7x3x64xf32>
    %5423 = stablehlo.add %5420, %5422 : tensor<7x7x3x64xf32>
    %5424 = stablehlo.constant dense<0.999> : tensor<7x7x3x64xf32>
    %5425 = stablehlo.multiply %5424, %v.conv1.w : tensor<7x7x3x64xf32>
    %5426 = stablehlo.constant dense<0.001> : tensor<7x7x3x64xf32>
    %5427 = stablehlo.multiply %4618, %4618 : tensor<7x7x3x64xf32>
    %5428 = stablehlo.multiply %5426, %5427 : tensor<7x7x3x64xf32>
    %5429 = stablehlo.add %5425, %5428 : tensor<7x7x3x64xf32>
    %5430 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %5431 = stablehlo.divide %5423, %5430 : tensor<7x7x3x64xf32>
    %5432 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %5433 = stablehlo.divide %5429, %5432 : tensor<7x7x3x64xf32>
    %5434 = stablehlo.sqrt %5433 : tensor<7x7x3x64xf32>
    %5435 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x64xf32>
    %5436 = stablehlo.add %5434, %5435 : tensor<7x7x3x64xf32>
    %5437 = stablehlo.divide %5431, %5436 : tensor<7x7x3x64xf32>
    %5438 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5439 = stablehlo.multiply %5438, %m.bn1.g : tensor<64xf32>
    %5440 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5441 = stablehlo.multiply %5440, %4623 : tensor<64xf32>
    %5442 = stablehlo.add %5439, %5441 : tensor<64xf32>
    %5443 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5444 = stablehlo.multiply %5443, %v.bn1.g : tensor<64xf32>
    %5445 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5446 = stablehlo.multiply %4623, %4623 : tensor<64xf32>
    %5447 = stablehlo.multiply %5445, %5446 : tensor<64xf32>
    %5448 = stablehlo.add %5444, %5447 : tensor<64xf32>
    %5449 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5450 = stablehlo.divide %5442, %5449 : tensor<64xf32>
    %5451 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5452 = stablehlo.divide %5448, %5451 : tensor<64xf32>
    %5453 = stablehlo.sqrt %5452 : tensor<64xf32>
    %5454 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5455 = stablehlo.add %5453, %5454 : tensor<64xf32>
    %5456 = stablehlo.divide %5450, %5455 : tensor<64xf32>
    %5457 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5458 = stablehlo.multiply %5457, %m.bn1.b : tensor<64xf32>
    %5459 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5460 = stablehlo.multiply %5459, %4628 : tensor<64xf32>
    %5461 = stablehlo.add %5458, %5460 : tensor<64xf32>
    %5462 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5463 = stablehlo.multiply %5462, %v.bn1.b : tensor<64xf32>
    %5464 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5465 = stablehlo.multiply %4628, %4628 : tensor<64xf32>
    %5466 = stablehlo.multiply %5464, %5465 : tensor<64xf32>
    %5467 = stablehlo.add %5463, %5466 : tensor<64xf32>
    %5468 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5469 = stablehlo.divide %5461, %5468 : tensor<64xf32>
    %5470 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5471 = stablehlo.divide %5467, %5470 : tensor<64xf32>
    %5472 = stablehlo.sqrt %5471 : tensor<64xf32>
    %5473 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5474 = stablehlo.add %5472, %5473 : tensor<64xf32>
    %5475 = stablehlo.divide %5469, %5474 : tensor<64xf32>
    %5476 = stablehlo.constant dense<0.9> : tensor<1x1x64x64xf32>
    %5477 = stablehlo.multiply %5476, %m.layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %5478 = stablehlo.constant dense<0.1> : tensor<1x1x64x64xf32>
    %5479 = stablehlo.multiply %5478, %4633 : tensor<1x1x64x64xf32>
    %5480 = stablehlo.add %5477, %5479 : tensor<1x1x64x64xf32>
    %5481 = stablehlo.constant dense<0.999> : tensor<1x1x64x64xf32>
    %5482 = stablehlo.multiply %5481, %v.layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %5483 = stablehlo.constant dense<0.001> : tensor<1x1x64x64xf32>
    %5484 = stablehlo.multiply %4633, %4633 : tensor<1x1x64x64xf32>
    %5485 = stablehlo.multiply %5483, %5484 : tensor<1x1x64x64xf32>
    %5486 = stablehlo.add %5482, %5485 : tensor<1x1x64x64xf32>
    %5487 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %5488 = stablehlo.divide %5480, %5487 : tensor<1x1x64x64xf32>
    %5489 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %5490 = stablehlo.divide %5486, %5489 : tensor<1x1x64x64xf32>
    %5491 = stablehlo.sqrt %5490 : tensor<1x1x64x64xf32>
    %5492 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x64xf32>
    %5493 = stablehlo.add %5491, %5492 : tensor<1x1x64x64xf32>
    %5494 = stablehlo.divide %5488, %5493 : tensor<1x1x64x64xf32>
    %5495 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5496 = stablehlo.multiply %5495, %m.layer1.0.bn1.g : tensor<64xf32>
    %5497 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5498 = stablehlo.multiply %5497, %4638 : tensor<64xf32>
    %5499 = stablehlo.add %5496, %5498 : tensor<64xf32>
    %5500 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5501 = stablehlo.multiply %5500, %v.layer1.0.bn1.g : tensor<64xf32>
    %5502 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5503 = stablehlo.multiply %4638, %4638 : tensor<64xf32>
    %5504 = stablehlo.multiply %5502, %5503 : tensor<64xf32>
    %5505 = stablehlo.add %5501, %5504 : tensor<64xf32>
    %5506 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5507 = stablehlo.divide %5499, %5506 : tensor<64xf32>
    %5508 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5509 = stablehlo.divide %5505, %5508 : tensor<64xf32>
    %5510 = stablehlo.sqrt %5509 : tensor<64xf32>
    %5511 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5512 = stablehlo.add %5510, %5511 : tensor<64xf32>
    %5513 = stablehlo.divide %5507, %5512 : tensor<64xf32>
    %5514 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5515 = stablehlo.multiply %5514, %m.layer1.0.bn1.b : tensor<64xf32>
    %5516 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5517 = stablehlo.multiply %5516, %4643 : tensor<64xf32>
    %5518 = stablehlo.add %5515, %5517 : tensor<64xf32>
    %5519 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5520 = stablehlo.multiply %5519, %v.layer1.0.bn1.b : tensor<64xf32>
    %5521 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5522 = stablehlo.multiply %4643, %4643 : tensor<64xf32>
    %5523 = stablehlo.multiply %5521, %5522 : tensor<64xf32>
    %5524 = stablehlo.add %5520, %5523 : tensor<64xf32>
    %5525 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5526 = stablehlo.divide %5518, %5525 : tensor<64xf32>
    %5527 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5528 = stablehlo.divide %5524, %5527 : tensor<64xf32>
    %5529 = stablehlo.sqrt %5528 : tensor<64xf32>
    %5530 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5531 = stablehlo.add %5529, %5530 : tensor<64xf32>
    %5532 = stablehlo.divide %5526, %5531 : tensor<64xf32>
    %5533 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %5534 = stablehlo.multiply %5533, %m.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %5535 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %5536 = stablehlo.multiply %5535, %4648 : tensor<3x3x64x64xf32>
    %5537 = stablehlo.add %5534, %5536 : tensor<3x3x64x64xf32>
    %5538 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %5539 = stablehlo.multiply %5538, %v.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %5540 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %5541 = stablehlo.multiply %4648, %4648 : tensor<3x3x64x64xf32>
    %5542 = stablehlo.multiply %5540, %5541 : tensor<3x3x64x64xf32>
    %5543 = stablehlo.add %5539, %5542 : tensor<3x3x64x64xf32>
    %5544 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5545 = stablehlo.divide %5537, %5544 : tensor<3x3x64x64xf32>
    %5546 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5547 = stablehlo.divide %5543, %5546 : tensor<3x3x64x64xf32>
    %5548 = stablehlo.sqrt %5547 : tensor<3x3x64x64xf32>
    %5549 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %5550 = stablehlo.add %5548, %5549 : tensor<3x3x64x64xf32>
    %5551 = stablehlo.divide %5545, %5550 : tensor<3x3x64x64xf32>
    %5552 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5553 = stablehlo.multiply %5552, %m.layer1.0.bn2.g : tensor<64xf32>
    %5554 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5555 = stablehlo.multiply %5554, %4653 : tensor<64xf32>
    %5556 = stablehlo.add %5553, %5555 : tensor<64xf32>
    %5557 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5558 = stablehlo.multiply %5557, %v.layer1.0.bn2.g : tensor<64xf32>
    %5559 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5560 = stablehlo.multiply %4653, %4653 : tensor<64xf32>
    %5561 = stablehlo.multiply %5559, %5560 : tensor<64xf32>
    %5562 = stablehlo.add %5558, %5561 : tensor<64xf32>
    %5563 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5564 = stablehlo.divide %5556, %5563 : tensor<64xf32>
    %5565 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5566 = stablehlo.divide %5562, %5565 : tensor<64xf32>
    %5567 = stablehlo.sqrt %5566 : tensor<64xf32>
    %5568 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5569 = stablehlo.add %5567, %5568 : tensor<64xf32>
    %5570 = stablehlo.divide %5564, %5569 : tensor<64xf32>
    %5571 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5572 = stablehlo.multiply %5571, %m.layer1.0.bn2.b : tensor<64xf32>
    %5573 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5574 = stablehlo.multiply %5573, %4658 : tensor<64xf32>
    %5575 = stablehlo.add %5572, %5574 : tensor<64xf32>
    %5576 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5577 = stablehlo.multiply %5576, %v.layer1.0.bn2.b : tensor<64xf32>
    %5578 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5579 = stablehlo.multiply %4658, %4658 : tensor<64xf32>
    %5580 = stablehlo.multiply %5578, %5579 : tensor<64xf32>
    %5581 = stablehlo.add %5577, %5580 : tensor<64xf32>
    %5582 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5583 = stablehlo.divide %5575, %5582 : tensor<64xf32>
    %5584 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5585 = stablehlo.divide %5581, %5584 : tensor<64xf32>
    %5586 = stablehlo.sqrt %5585 : tensor<64xf32>
    %5587 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5588 = stablehlo.add %5586, %5587 : tensor<64xf32>
    %5589 = stablehlo.divide %5583, %5588 : tensor<64xf32>
    %5590 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5591 = stablehlo.multiply %5590, %m.layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %5592 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5593 = stablehlo.multiply %5592, %4663 : tensor<1x1x64x256xf32>
    %5594 = stablehlo.add %5591, %5593 : tensor<1x1x64x256xf32>
    %5595 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5596 = stablehlo.multiply %5595, %v.layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %5597 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5598 = stablehlo.multiply %4663, %4663 : tensor<1x1x64x256xf32>
    %5599 = stablehlo.multiply %5597, %5598 : tensor<1x1x64x256xf32>
    %5600 = stablehlo.add %5596, %5599 : tensor<1x1x64x256xf32>
    %5601 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5602 = stablehlo.divide %5594, %5601 : tensor<1x1x64x256xf32>
    %5603 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5604 = stablehlo.divide %5600, %5603 : tensor<1x1x64x256xf32>
    %5605 = stablehlo.sqrt %5604 : tensor<1x1x64x256xf32>
    %5606 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5607 = stablehlo.add %5605, %5606 : tensor<1x1x64x256xf32>
    %5608 = stablehlo.divide %5602, %5607 : tensor<1x1x64x256xf32>
    %5609 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5610 = stablehlo.multiply %5609, %m.layer1.0.bn3.g : tensor<256xf32>
    %5611 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5612 = stablehlo.multiply %5611, %4668 : tensor<256xf32>
    %5613 = stablehlo.add %5610, %5612 : tensor<256xf32>
    %5614 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5615 = stablehlo.multiply %5614, %v.layer1.0.bn3.g : tensor<256xf32>
    %5616 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5617 = stablehlo.multiply %4668, %4668 : tensor<256xf32>
    %5618 = stablehlo.multiply %5616, %5617 : tensor<256xf32>
    %5619 = stablehlo.add %5615, %5618 : tensor<256xf32>
    %5620 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5621 = stablehlo.divide %5613, %5620 : tensor<256xf32>
    %5622 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5623 = stablehlo.divide %5619, %5622 : tensor<256xf32>
    %5624 = stablehlo.sqrt %5623 : tensor<256xf32>
    %5625 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5626 = stablehlo.add %5624, %5625 : tensor<256xf32>
    %5627 = stablehlo.divide %5621, %5626 : tensor<256xf32>
    %5628 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5629 = stablehlo.multiply %5628, %m.layer1.0.bn3.b : tensor<256xf32>
    %5630 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5631 = stablehlo.multiply %5630, %4673 : tensor<256xf32>
    %5632 = stablehlo.add %5629, %5631 : tensor<256xf32>
    %5633 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5634 = stablehlo.multiply %5633, %v.layer1.0.bn3.b : tensor<256xf32>
    %5635 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5636 = stablehlo.multiply %4673, %4673 : tensor<256xf32>
    %5637 = stablehlo.multiply %5635, %5636 : tensor<256xf32>
    %5638 = stablehlo.add %5634, %5637 : tensor<256xf32>
    %5639 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5640 = stablehlo.divide %5632, %5639 : tensor<256xf32>
    %5641 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5642 = stablehlo.divide %5638, %5641 : tensor<256xf32>
    %5643 = stablehlo.sqrt %5642 : tensor<256xf32>
    %5644 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5645 = stablehlo.add %5643, %5644 : tensor<256xf32>
    %5646 = stablehlo.divide %5640, %5645 : tensor<256xf32>
    %5647 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5648 = stablehlo.multiply %5647, %m.layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %5649 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5650 = stablehlo.multiply %5649, %4678 : tensor<1x1x64x256xf32>
    %5651 = stablehlo.add %5648, %5650 : tensor<1x1x64x256xf32>
    %5652 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5653 = stablehlo.multiply %5652, %v.layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %5654 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5655 = stablehlo.multiply %4678, %4678 : tensor<1x1x64x256xf32>
    %5656 = stablehlo.multiply %5654, %5655 : tensor<1x1x64x256xf32>
    %5657 = stablehlo.add %5653, %5656 : tensor<1x1x64x256xf32>
    %5658 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5659 = stablehlo.divide %5651, %5658 : tensor<1x1x64x256xf32>
    %5660 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5661 = stablehlo.divide %5657, %5660 : tensor<1x1x64x256xf32>
    %5662 = stablehlo.sqrt %5661 : tensor<1x1x64x256xf32>
    %5663 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5664 = stablehlo.add %5662, %5663 : tensor<1x1x64x256xf32>
    %5665 = stablehlo.divide %5659, %5664 : tensor<1x1x64x256xf32>
    %5666 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5667 = stablehlo.multiply %5666, %m.layer1.0.downsample.1.g : tensor<256xf32>
    %5668 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5669 = stablehlo.multiply %5668, %4683 : tensor<256xf32>
    %5670 = stablehlo.add %5667, %5669 : tensor<256xf32>
    %5671 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5672 = stablehlo.multiply %5671, %v.layer1.0.downsample.1.g : tensor<256xf32>
    %5673 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5674 = stablehlo.multiply %4683, %4683 : tensor<256xf32>
    %5675 = stablehlo.multiply %5673, %5674 : tensor<256xf32>
    %5676 = stablehlo.add %5672, %5675 : tensor<256xf32>
    %5677 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5678 = stablehlo.divide %5670, %5677 : tensor<256xf32>
    %5679 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5680 = stablehlo.divide %5676, %5679 : tensor<256xf32>
    %5681 = stablehlo.sqrt %5680 : tensor<256xf32>
    %5682 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5683 = stablehlo.add %5681, %5682 : tensor<256xf32>
    %5684 = stablehlo.divide %5678, %5683 : tensor<256xf32>
    %5685 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5686 = stablehlo.multiply %5685, %m.layer1.0.downsample.1.b : tensor<256xf32>
    %5687 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5688 = stablehlo.multiply %5687, %4688 : tensor<256xf32>
    %5689 = stablehlo.add %5686, %5688 : tensor<256xf32>
    %5690 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5691 = stablehlo.multiply %5690, %v.layer1.0.downsample.1.b : tensor<256xf32>
    %5692 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5693 = stablehlo.multiply %4688, %4688 : tensor<256xf32>
    %5694 = stablehlo.multiply %5692, %5693 : tensor<256xf32>
    %5695 = stablehlo.add %5691, %5694 : tensor<256xf32>
    %5696 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5697 = stablehlo.divide %5689, %5696 : tensor<256xf32>
    %5698 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5699 = stablehlo.divide %5695, %5698 : tensor<256xf32>
    %5700 = stablehlo.sqrt %5699 : tensor<256xf32>
    %5701 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5702 = stablehlo.add %5700, %5701 : tensor<256xf32>
    %5703 = stablehlo.divide %5697, %5702 : tensor<256xf32>
    %5704 = stablehlo.constant dense<0.9> : tensor<1x1x256x64xf32>
    %5705 = stablehlo.multiply %5704, %m.layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %5706 = stablehlo.constant dense<0.1> : tensor<1x1x256x64xf32>
    %5707 = stablehlo.multiply %5706, %4693 : tensor<1x1x256x64xf32>
    %5708 = stablehlo.add %5705, %5707 : tensor<1x1x256x64xf32>
    %5709 = stablehlo.constant dense<0.999> : tensor<1x1x256x64xf32>
    %5710 = stablehlo.multiply %5709, %v.layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %5711 = stablehlo.constant dense<0.001> : tensor<1x1x256x64xf32>
    %5712 = stablehlo.multiply %4693, %4693 : tensor<1x1x256x64xf32>
    %5713 = stablehlo.multiply %5711, %5712 : tensor<1x1x256x64xf32>
    %5714 = stablehlo.add %5710, %5713 : tensor<1x1x256x64xf32>
    %5715 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5716 = stablehlo.divide %5708, %5715 : tensor<1x1x256x64xf32>
    %5717 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5718 = stablehlo.divide %5714, %5717 : tensor<1x1x256x64xf32>
    %5719 = stablehlo.sqrt %5718 : tensor<1x1x256x64xf32>
    %5720 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x64xf32>
    %5721 = stablehlo.add %5719, %5720 : tensor<1x1x256x64xf32>
    %5722 = stablehlo.divide %5716, %5721 : tensor<1x1x256x64xf32>
    %5723 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5724 = stablehlo.multiply %5723, %m.layer1.1.bn1.g : tensor<64xf32>
    %5725 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5726 = stablehlo.multiply %5725, %4698 : tensor<64xf32>
    %5727 = stablehlo.add %5724, %5726 : tensor<64xf32>
    %5728 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5729 = stablehlo.multiply %5728, %v.layer1.1.bn1.g : tensor<64xf32>
    %5730 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5731 = stablehlo.multiply %4698, %4698 : tensor<64xf32>
    %5732 = stablehlo.multiply %5730, %5731 : tensor<64xf32>
    %5733 = stablehlo.add %5729, %5732 : tensor<64xf32>
    %5734 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5735 = stablehlo.divide %5727, %5734 : tensor<64xf32>
    %5736 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5737 = stablehlo.divide %5733, %5736 : tensor<64xf32>
    %5738 = stablehlo.sqrt %5737 : tensor<64xf32>
    %5739 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5740 = stablehlo.add %5738, %5739 : tensor<64xf32>
    %5741 = stablehlo.divide %5735, %5740 : tensor<64xf32>
    %5742 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5743 = stablehlo.multiply %5742, %m.layer1.1.bn1.b : tensor<64xf32>
    %5744 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5745 = stablehlo.multiply %5744, %4703 : tensor<64xf32>
    %5746 = stablehlo.add %5743, %5745 : tensor<64xf32>
    %5747 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5748 = stablehlo.multiply %5747, %v.layer1.1.bn1.b : tensor<64xf32>
    %5749 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5750 = stablehlo.multiply %4703, %4703 : tensor<64xf32>
    %5751 = stablehlo.multiply %5749, %5750 : tensor<64xf32>
    %5752 = stablehlo.add %5748, %5751 : tensor<64xf32>
    %5753 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5754 = stablehlo.divide %5746, %5753 : tensor<64xf32>
    %5755 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5756 = stablehlo.divide %5752, %5755 : tensor<64xf32>
    %5757 = stablehlo.sqrt %5756 : tensor<64xf32>
    %5758 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5759 = stablehlo.add %5757, %5758 : tensor<64xf32>
    %5760 = stablehlo.divide %5754, %5759 : tensor<64xf32>
    %5761 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %5762 = stablehlo.multiply %5761, %m.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5763 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %5764 = stablehlo.multiply %5763, %4708 : tensor<3x3x64x64xf32>
    %5765 = stablehlo.add %5762, %5764 : tensor<3x3x64x64xf32>
    %5766 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %5767 = stablehlo.multiply %5766, %v.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5768 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %5769 = stablehlo.multiply %4708, %4708 : tensor<3x3x64x64xf32>
    %5770 = stablehlo.multiply %5768, %5769 : tensor<3x3x64x64xf32>
    %5771 = stablehlo.add %5767, %5770 : tensor<3x3x64x64xf32>
    %5772 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5773 = stablehlo.divide %5765, %5772 : tensor<3x3x64x64xf32>
    %5774 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5775 = stablehlo.divide %5771, %5774 : tensor<3x3x64x64xf32>
    %5776 = stablehlo.sqrt %5775 : tensor<3x3x64x64xf32>
    %5777 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %5778 = stablehlo.add %5776, %5777 : tensor<3x3x64x64xf32>
    %5779 = stablehlo.divide %5773, %5778 : tensor<3x3x64x64xf32>
    %5780 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5781 = stablehlo.multiply %5780, %m.layer1.1.bn2.g : tensor<64xf32>
    %5782 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5783 = stablehlo.multiply %5782, %4713 : tensor<64xf32>
    %5784 = stablehlo.add %5781, %5783 : tensor<64xf32>
    %5785 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5786 = stablehlo.multiply %5785, %v.layer1.1.bn2.g : tensor<64xf32>
    %5787 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5788 = stablehlo.multiply %4713, %4713 : tensor<64xf32>
    %5789 = stablehlo.multiply %5787, %5788 : tensor<64xf32>
    %5790 = stablehlo.add %5786, %5789 : tensor<64xf32>
    %5791 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5792 = stablehlo.divide %5784, %5791 : tensor<64xf32>
    %5793 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5794 = stablehlo.divide %5790, %5793 : tensor<64xf32>
    %5795 = stablehlo.sqrt %5794 : tensor<64xf32>
    %5796 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5797 = stablehlo.add %5795, %5796 : tensor<64xf32>
    %5798 = stablehlo.divide %5792, %5797 : tensor<64xf32>
    %5799 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5800 = stablehlo.multiply %5799, %m.layer1.1.bn2.b : tensor<64xf32>
    %5801 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5802 = stablehlo.multiply %5801, %4718 : tensor<64xf32>
    %5803 = stablehlo.add %5800, %5802 : tensor<64xf32>
    %5804 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5805 = stablehlo.multiply %5804, %v.layer1.1.bn2.b : tensor<64xf32>
    %5806 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5807 = stablehlo.multiply %4718, %4718 : tensor<64xf32>
    %5808 = stablehlo.multiply %5806, %5807 : tensor<64xf32>
    %5809 = stablehlo.add %5805, %5808 : tensor<64xf32>
    %5810 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5811 = stablehlo.divide %5803, %5810 : tensor<64xf32>
    %5812 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5813 = stablehlo.divide %5809, %5812 : tensor<64xf32>
    %5814 = stablehlo.sqrt %5813 : tensor<64xf32>
    %5815 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5816 = stablehlo.add %5814, %5815 : tensor<64xf32>
    %5817 = stablehlo.divide %5811, %5816 : tensor<64xf32>
    %5818 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5819 = stablehlo.multiply %5818, %m.layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %5820 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5821 = stablehlo.multiply %5820, %4723 : tensor<1x1x64x256xf32>
    %5822 = stablehlo.add %5819, %5821 : tensor<1x1x64x256xf32>
    %5823 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5824 = stablehlo.multiply %5823, %v.layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %5825 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5826 = stablehlo.multiply %4723, %4723 : tensor<1x1x64x256xf32>
    %5827 = stablehlo.multiply %5825, %5826 : tensor<1x1x64x256xf32>
    %5828 = stablehlo.add %5824, %5827 : tensor<1x1x64x256xf32>
    %5829 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5830 = stablehlo.divide %5822, %5829 : tensor<1x1x64x256xf32>
    %5831 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5832 = stablehlo.divide %5828, %5831 : tensor<1x1x64x256xf32>
    %5833 = stablehlo.sqrt %5832 : tensor<1x1x64x256xf32>
    %5834 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5835 = stablehlo.add %5833, %5834 : tensor<1x1x64x256xf32>
    %5836 = stablehlo.divide %5830, %5835 : tensor<1x1x64x256xf32>
    %5837 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5838 = stablehlo.multiply %5837, %m.layer1.1.bn3.g : tensor<256xf32>
    %5839 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5840 = stablehlo.multiply %5839, %4728 : tensor<256xf32>
    %5841 = stablehlo.add %5838, %5840 : tensor<256xf32>
    %5842 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5843 = stablehlo.multiply %5842, %v.layer1.1.bn3.g : tensor<256xf32>
    %5844 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5845 = stablehlo.multiply %4728, %4728 : tensor<256xf32>
    %5846 = stablehlo.multiply %5844, %5845 : tensor<256xf32>
    %5847 = stablehlo.add %5843, %5846 : tensor<256xf32>
    %5848 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5849 = stablehlo.divide %5841, %5848 : tensor<256xf32>
    %5850 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5851 = stablehlo.divide %5847, %5850 : tensor<256xf32>
    %5852 = stablehlo.sqrt %5851 : tensor<256xf32>
    %5853 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5854 = stablehlo.add %5852, %5853 : tensor<256xf32>
    %5855 = stablehlo.divide %5849, %5854 : tensor<256xf32>
    %5856 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5857 = stablehlo.multiply %5856, %m.layer1.1.bn3.b : tensor<256xf32>
    %5858 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5859 = stablehlo.multiply %5858, %4733 : tensor<256xf32>
    %5860 = stablehlo.add %5857, %5859 : tensor<256xf32>
    %5861 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5862 = stablehlo.multiply %5861, %v.layer1.1.bn3.b : tensor<256xf32>
    %5863 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5864 = stablehlo.multiply %4733, %4733 : tensor<256xf32>
    %5865 = stablehlo.multiply %5863, %5864 : tensor<256xf32>
    %5866 = stablehlo.add %5862, %5865 : tensor<256xf32>
    %5867 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5868 = stablehlo.divide %5860, %5867 : tensor<256xf32>
    %5869 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5870 = stablehlo.divide %5866, %5869 : tensor<256xf32>
    %5871 = stablehlo.sqrt %5870 : tensor<256xf32>
    %5872 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5873 = stablehlo.add %5871, %5872 : tensor<256xf32>
    %5874 = stablehlo.divide %5868, %5873 : tensor<256xf32>
    %5875 = stablehlo.constant dense<0.9> : tensor<1x1x256x64xf32>
    %5876 = stablehlo.multiply %5875, %m.layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %5877 = stablehlo.constant dense<0.1> : tensor<1x1x256x64xf32>
    %5878 = stablehlo.multiply %5877, %4738 : tensor<1x1x256x64xf32>
    %5879 = stablehlo.add %5876, %5878 : tensor<1x1x256x64xf32>
    %5880 = stablehlo.constant dense<0.999> : tensor<1x1x256x64xf32>
    %5881 = stablehlo.multiply %5880, %v.layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %5882 = stablehlo.constant dense<0.001> : tensor<1x1x256x64xf32>
    %5883 = stablehlo.multiply %4738, %4738 : tensor<1x1x256x64xf32>
    %5884 = stablehlo.multiply %5882, %5883 : tensor<1x1x256x64xf32>
    %5885 = stablehlo.add %5881, %5884 : tensor<1x1x256x64xf32>
    %5886 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5887 = stablehlo.divide %5879, %5886 : tensor<1x1x256x64xf32>
    %5888 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5889 = stablehlo.divide %5885, %5888 : tensor<1x1x256x64xf32>
    %5890 = stablehlo.sqrt %5889 : tensor<1x1x256x64xf32>
    %5891 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x64xf32>
    %5892 = stablehlo.add %5890, %5891 : tensor<1x1x256x64xf32>
    %5893 = stablehlo.divide %5887, %5892 : tensor<1x1x256x64xf32>
    %5894 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5895 = stablehlo.multiply %5894, %m.layer1.2.bn1.g : tensor<64xf32>
    %5896 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5897 = stablehlo.multiply %5896, %4743 : tensor<64xf32>
    %5898 = stablehlo.add %5895, %5897 : tensor<64xf32>
    %5899 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5900 = stablehlo.multiply %5899, %v.layer1.2.bn1.g : tensor<64xf32>
    %5901 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5902 = stablehlo.multiply %4743, %4743 : tensor<64xf32>
    %5903 = stablehlo.multiply %5901, %5902 : tensor<64xf32>
    %5904 = stablehlo.add %5900, %5903 : tensor<64xf32>
    %5905 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5906 = stablehlo.divide %5898, %5905 : tensor<64xf32>
    %5907 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5908 = stablehlo.divide %5904, %5907 : tensor<64xf32>
    %5909 = stablehlo.sqrt %5908 : tensor<64xf32>
    %5910 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5911 = stablehlo.add %5909, %5910 : tensor<64xf32>
    %5912 = stablehlo.divide %5906, %5911 : tensor<64xf32>
    %5913 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5914 = stablehlo.multiply %5913, %m.layer1.2.bn1.b : tensor<64xf32>
    %5915 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5916 = stablehlo.multiply %5915, %4748 : tensor<64xf32>
    %5917 = stablehlo.add %5914, %5916 : tensor<64xf32>
    %5918 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5919 = stablehlo.multiply %5918, %v.layer1.2.bn1.b : tensor<64xf32>
    %5920 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5921 = stablehlo.multiply %4748, %4748 : tensor<64xf32>
    %5922 = stablehlo.multiply %5920, %5921 : tensor<64xf32>
    %5923 = stablehlo.add %5919, %5922 : tensor<64xf32>
    %5924 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5925 = stablehlo.divide %5917, %5924 : tensor<64xf32>
    %5926 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5927 = stablehlo.divide %5923, %5926 : tensor<64xf32>
    %5928 = stablehlo.sqrt %5927 : tensor<64xf32>
    %5929 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5930 = stablehlo.add %5928, %5929 : tensor<64xf32>
    %5931 = stablehlo.divide %5925, %5930 : tensor<64xf32>
    %5932 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %5933 = stablehlo.multiply %5932, %m.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5934 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %5935 = stablehlo.multiply %5934, %4753 : tensor<3x3x64x64xf32>
    %5936 = stablehlo.add %5933, %5935 : tensor<3x3x64x64xf32>
    %5937 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %5938 = stablehlo.multiply %5937, %v.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5939 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %5940 = stablehlo.multiply %4753, %4753 : tensor<3x3x64x64xf32>
    %5941 = stablehlo.multiply %5939, %5940 : tensor<3x3x64x64xf32>
    %5942 = stablehlo.add %5938, %5941 : tensor<3x3x64x64xf32>
    %5943 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5944 = stablehlo.divide %5936, %5943 : tensor<3x3x64x64xf32>
    %5945 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5946 = stablehlo.divide %5942, %5945 : tensor<3x3x64x64xf32>
    %5947 = stablehlo.sqrt %5946 : tensor<3x3x64x64xf32>
    %5948 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %5949 = stablehlo.add %5947, %5948 : tensor<3x3x64x64xf32>
    %5950 = stablehlo.divide %5944, %5949 : tensor<3x3x64x64xf32>
    %5951 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5952 = stablehlo.multiply %5951, %m.layer1.2.bn2.g : tensor<64xf32>
    %5953 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5954 = stablehlo.multiply %5953, %4758 : tensor<64xf32>
    %5955 = stablehlo.add %5952, %5954 : tensor<64xf32>
    %5956 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5957 = stablehlo.multiply %5956, %v.layer1.2.bn2.g : tensor<64xf32>
    %5958 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5959 = stablehlo.multiply %4758, %4758 : tensor<64xf32>
    %5960 = stablehlo.multiply %5958, %5959 : tensor<64xf32>
    %5961 = stablehlo.add %5957, %5960 : tensor<64xf32>
    %5962 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5963 = stablehlo.divide %5955, %5962 : tensor<64xf32>
    %5964 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5965 = stablehlo.divide %5961, %5964 : tensor<64xf32>
    %5966 = stablehlo.sqrt %5965 : tensor<64xf32>
    %5967 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5968 = stablehlo.add %5966, %5967 : tensor<64xf32>
    %5969 = stablehlo.divide %5963, %5968 : tensor<64xf32>
    %5970 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5971 = stablehlo.multiply %5970, %m.layer1.2.bn2.b : tensor<64xf32>
    %5972 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5973 = stablehlo.multiply %5972, %4763 : tensor<64xf32>
    %5974 = stablehlo.add %5971, %5973 : tensor<64xf32>
    %5975 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5976 = stablehlo.multiply %5975, %v.layer1.2.bn2.b : tensor<64xf32>
    %5977 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5978 = stablehlo.multiply %4763, %4763 : tensor<64xf32>
    %5979 = stablehlo.multiply %5977, %5978 : tensor<64xf32>
    %5980 = stablehlo.add %5976, %5979 : tensor<64xf32>
    %5981 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5982 = stablehlo.divide %5974, %5981 : tensor<64xf32>
    %5983 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5984 = stablehlo.divide %5980, %5983 : tensor<64xf32>
    %5985 = stablehlo.sqrt %5984 : tensor<64xf32>
    %5986 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5987 = stablehlo.add %5985, %5986 : tensor<64xf32>
    %5988 = stablehlo.divide %5982, %5987 : tensor<64xf32>
    %5989 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5990 = stablehlo.multiply %5989, %m.layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %5991 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5992 = stablehlo.multiply %5991, %4768 : tensor<1x1x64x256xf32>
    %5993 = stablehlo.add %5990, %5992 : tensor<1x1x64x256xf32>
    %5994 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5995 = stablehlo.multiply %5994, %v.layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %5996 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5997 = stablehlo.multiply %4768, %4768 : tensor<1x1x64x256xf32>
    %5998 = stablehlo.multiply %5996, %5997 : tensor<1x1x64x256xf32>
    %5999 = stablehlo.add %5995, %5998 : tensor<1x1x64x256xf32>
    %6000 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %6001 = stablehlo.divide %5993, %6000 : tensor<1x1x64x256xf32>
    %6002 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %6003 = stablehlo.divide %5999, %6002 : tensor<1x1x64x256xf32>
    %6004 = stablehlo.sqrt %6003 : tensor<1x1x64x256xf32>
    %6005 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %6006 = stablehlo.add %6004, %6005 : tensor<1x1x64x256xf32>
    %6007 = stablehlo.divide %6001, %6006 : tensor<1x1x64x256xf32>
    %6008 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6009 = stablehlo.multiply %6008, %m.layer1.2.bn3.g : tensor<256xf32>
    %6010 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6011 = stablehlo.multiply %6010, %4773 : tensor<256xf32>
    %6012 = stablehlo.add %6009, %6011 : tensor<256xf32>
    %6013 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6014 = stablehlo.multiply %6013, %v.layer1.2.bn3.g : tensor<256xf32>
    %6015 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6016 = stablehlo.multiply %4773, %4773 : tensor<256xf32>
    %6017 = stablehlo.multiply %6015, %6016 : tensor<256xf32>
    %6018 = stablehlo.add %6014, %6017 : tensor<256xf32>
    %6019 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6020 = stablehlo.divide %6012, %6019 : tensor<256xf32>
    %6021 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6022 = stablehlo.divide %6018, %6021 : tensor<256xf32>
    %6023 = stablehlo.sqrt %6022 : tensor<256xf32>
    %6024 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6025 = stablehlo.add %6023, %6024 : tensor<256xf32>
    %6026 = stablehlo.divide %6020, %6025 : tensor<256xf32>
    %6027 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6028 = stablehlo.multiply %6027, %m.layer1.2.bn3.b : tensor<256xf32>
    %6029 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6030 = stablehlo.multiply %6029, %4778 : tensor<256xf32>
    %6031 = stablehlo.add %6028, %6030 : tensor<256xf32>
    %6032 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6033 = stablehlo.multiply %6032, %v.layer1.2.bn3.b : tensor<256xf32>
    %6034 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6035 = stablehlo.multiply %4778, %4778 : tensor<256xf32>
    %6036 = stablehlo.multiply %6034, %6035 : tensor<256xf32>
    %6037 = stablehlo.add %6033, %6036 : tensor<256xf32>
    %6038 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6039 = stablehlo.divide %6031, %6038 : tensor<256xf32>
    %6040 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6041 = stablehlo.divide %6037, %6040 : tensor<256xf32>
    %6042 = stablehlo.sqrt %6041 : tensor<256xf32>
    %6043 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6044 = stablehlo.add %6042, %6043 : tensor<256xf32>
    %6045 = stablehlo.divide %6039, %6044 : tensor<256xf32>
    %6046 = stablehlo.constant dense<0.9> : tensor<1x1x256x128xf32>
    %6047 = stablehlo.multiply %6046, %m.layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %6048 = stablehlo.constant dense<0.1> : tensor<1x1x256x128xf32>
    %6049 = stablehlo.multiply %6048, %4783 : tensor<1x1x256x128xf32>
    %6050 = stablehlo.add %6047, %6049 : tensor<1x1x256x128xf32>
    %6051 = stablehlo.constant dense<0.999> : tensor<1x1x256x128xf32>
    %6052 = stablehlo.multiply %6051, %v.layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %6053 = stablehlo.constant dense<0.001> : tensor<1x1x256x128xf32>
    %6054 = stablehlo.multiply %4783, %4783 : tensor<1x1x256x128xf32>
    %6055 = stablehlo.multiply %6053, %6054 : tensor<1x1x256x128xf32>
    %6056 = stablehlo.add %6052, %6055 : tensor<1x1x256x128xf32>
    %6057 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %6058 = stablehlo.divide %6050, %6057 : tensor<1x1x256x128xf32>
    %6059 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %6060 = stablehlo.divide %6056, %6059 : tensor<1x1x256x128xf32>
    %6061 = stablehlo.sqrt %6060 : tensor<1x1x256x128xf32>
    %6062 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x128xf32>
    %6063 = stablehlo.add %6061, %6062 : tensor<1x1x256x128xf32>
    %6064 = stablehlo.divide %6058, %6063 : tensor<1x1x256x128xf32>
    %6065 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6066 = stablehlo.multiply %6065, %m.layer2.0.bn1.g : tensor<128xf32>
    %6067 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6068 = stablehlo.multiply %6067, %4788 : tensor<128xf32>
    %6069 = stablehlo.add %6066, %6068 : tensor<128xf32>
    %6070 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6071 = stablehlo.multiply %6070, %v.layer2.0.bn1.g : tensor<128xf32>
    %6072 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6073 = stablehlo.multiply %4788, %4788 : tensor<128xf32>
    %6074 = stablehlo.multiply %6072, %6073 : tensor<128xf32>
    %6075 = stablehlo.add %6071, %6074 : tensor<128xf32>
    %6076 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6077 = stablehlo.divide %6069, %6076 : tensor<128xf32>
    %6078 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6079 = stablehlo.divide %6075, %6078 : tensor<128xf32>
    %6080 = stablehlo.sqrt %6079 : tensor<128xf32>
    %6081 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6082 = stablehlo.add %6080, %6081 : tensor<128xf32>
    %6083 = stablehlo.divide %6077, %6082 : tensor<128xf32>
    %6084 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6085 = stablehlo.multiply %6084, %m.layer2.0.bn1.b : tensor<128xf32>
    %6086 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6087 = stablehlo.multiply %6086, %4793 : tensor<128xf32>
    %6088 = stablehlo.add %6085, %6087 : tensor<128xf32>
    %6089 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6090 = stablehlo.multiply %6089, %v.layer2.0.bn1.b : tensor<128xf32>
    %6091 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6092 = stablehlo.multiply %4793, %4793 : tensor<128xf32>
    %6093 = stablehlo.multiply %6091, %6092 : tensor<128xf32>
    %6094 = stablehlo.add %6090, %6093 : tensor<128xf32>
    %6095 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6096 = stablehlo.divide %6088, %6095 : tensor<128xf32>
    %6097 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6098 = stablehlo.divide %6094, %6097 : tensor<128xf32>
    %6099 = stablehlo.sqrt %6098 : tensor<128xf32>
    %6100 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6101 = stablehlo.add %6099, %6100 : tensor<128xf32>
    %6102 = stablehlo.divide %6096, %6101 : tensor<128xf32>
    %6103 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %6104 = stablehlo.multiply %6103, %m.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %6105 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %6106 = stablehlo.multiply %6105, %4798 : tensor<3x3x128x128xf32>
    %6107 = stablehlo.add %6104, %6106 : tensor<3x3x128x128xf32>
    %6108 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %6109 = stablehlo.multiply %6108, %v.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %6110 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %6111 = stablehlo.multiply %4798, %4798 : tensor<3x3x128x128xf32>
    %6112 = stablehlo.multiply %6110, %6111 : tensor<3x3x128x128xf32>
    %6113 = stablehlo.add %6109, %6112 : tensor<3x3x128x128xf32>
    %6114 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6115 = stablehlo.divide %6107, %6114 : tensor<3x3x128x128xf32>
    %6116 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6117 = stablehlo.divide %6113, %6116 : tensor<3x3x128x128xf32>
    %6118 = stablehlo.sqrt %6117 : tensor<3x3x128x128xf32>
    %6119 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %6120 = stablehlo.add %6118, %6119 : tensor<3x3x128x128xf32>
    %6121 = stablehlo.divide %6115, %6120 : tensor<3x3x128x128xf32>
    %6122 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6123 = stablehlo.multiply %6122, %m.layer2.0.bn2.g : tensor<128xf32>
    %6124 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6125 = stablehlo.multiply %6124, %4803 : tensor<128xf32>
    %6126 = stablehlo.add %6123, %6125 : tensor<128xf32>
    %6127 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6128 = stablehlo.multiply %6127, %v.layer2.0.bn2.g : tensor<128xf32>
    %6129 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6130 = stablehlo.multiply %4803, %4803 : tensor<128xf32>
    %6131 = stablehlo.multiply %6129, %6130 : tensor<128xf32>
    %6132 = stablehlo.add %6128, %6131 : tensor<128xf32>
    %6133 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6134 = stablehlo.divide %6126, %6133 : tensor<128xf32>
    %6135 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6136 = stablehlo.divide %6132, %6135 : tensor<128xf32>
    %6137 = stablehlo.sqrt %6136 : tensor<128xf32>
    %6138 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6139 = stablehlo.add %6137, %6138 : tensor<128xf32>
    %6140 = stablehlo.divide %6134, %6139 : tensor<128xf32>
    %6141 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6142 = stablehlo.multiply %6141, %m.layer2.0.bn2.b : tensor<128xf32>
    %6143 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6144 = stablehlo.multiply %6143, %4808 : tensor<128xf32>
    %6145 = stablehlo.add %6142, %6144 : tensor<128xf32>
    %6146 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6147 = stablehlo.multiply %6146, %v.layer2.0.bn2.b : tensor<128xf32>
    %6148 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6149 = stablehlo.multiply %4808, %4808 : tensor<128xf32>
    %6150 = stablehlo.multiply %6148, %6149 : tensor<128xf32>
    %6151 = stablehlo.add %6147, %6150 : tensor<128xf32>
    %6152 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6153 = stablehlo.divide %6145, %6152 : tensor<128xf32>
    %6154 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6155 = stablehlo.divide %6151, %6154 : tensor<128xf32>
    %6156 = stablehlo.sqrt %6155 : tensor<128xf32>
    %6157 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6158 = stablehlo.add %6156, %6157 : tensor<128xf32>
    %6159 = stablehlo.divide %6153, %6158 : tensor<128xf32>
    %6160 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %6161 = stablehlo.multiply %6160, %m.layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %6162 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %6163 = stablehlo.multiply %6162, %4813 : tensor<1x1x128x512xf32>
    %6164 = stablehlo.add %6161, %6163 : tensor<1x1x128x512xf32>
    %6165 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %6166 = stablehlo.multiply %6165, %v.layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %6167 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %6168 = stablehlo.multiply %4813, %4813 : tensor<1x1x128x512xf32>
    %6169 = stablehlo.multiply %6167, %6168 : tensor<1x1x128x512xf32>
    %6170 = stablehlo.add %6166, %6169 : tensor<1x1x128x512xf32>
    %6171 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6172 = stablehlo.divide %6164, %6171 : tensor<1x1x128x512xf32>
    %6173 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6174 = stablehlo.divide %6170, %6173 : tensor<1x1x128x512xf32>
    %6175 = stablehlo.sqrt %6174 : tensor<1x1x128x512xf32>
    %6176 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %6177 = stablehlo.add %6175, %6176 : tensor<1x1x128x512xf32>
    %6178 = stablehlo.divide %6172, %6177 : tensor<1x1x128x512xf32>
    %6179 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6180 = stablehlo.multiply %6179, %m.layer2.0.bn3.g : tensor<512xf32>
    %6181 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6182 = stablehlo.multiply %6181, %4818 : tensor<512xf32>
    %6183 = stablehlo.add %6180, %6182 : tensor<512xf32>
    %6184 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6185 = stablehlo.multiply %6184, %v.layer2.0.bn3.g : tensor<512xf32>
    %6186 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6187 = stablehlo.multiply %4818, %4818 : tensor<512xf32>
    %6188 = stablehlo.multiply %6186, %6187 : tensor<512xf32>
    %6189 = stablehlo.add %6185, %6188 : tensor<512xf32>
    %6190 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6191 = stablehlo.divide %6183, %6190 : tensor<512xf32>
    %6192 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6193 = stablehlo.divide %6189, %6192 : tensor<512xf32>
    %6194 = stablehlo.sqrt %6193 : tensor<512xf32>
    %6195 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6196 = stablehlo.add %6194, %6195 : tensor<512xf32>
    %6197 = stablehlo.divide %6191, %6196 : tensor<512xf32>
    %6198 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6199 = stablehlo.multiply %6198, %m.layer2.0.bn3.b : tensor<512xf32>
    %6200 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6201 = stablehlo.multiply %6200, %4823 : tensor<512xf32>
    %6202 = stablehlo.add %6199, %6201 : tensor<512xf32>
    %6203 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6204 = stablehlo.multiply %6203, %v.layer2.0.bn3.b : tensor<512xf32>
    %6205 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6206 = stablehlo.multiply %4823, %4823 : tensor<512xf32>
    %6207 = stablehlo.multiply %6205, %6206 : tensor<512xf32>
    %6208 = stablehlo.add %6204, %6207 : tensor<512xf32>
    %6209 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6210 = stablehlo.divide %6202, %6209 : tensor<512xf32>
    %6211 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6212 = stablehlo.divide %6208, %6211 : tensor<512xf32>
    %6213 = stablehlo.sqrt %6212 : tensor<512xf32>
    %6214 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6215 = stablehlo.add %6213, %6214 : tensor<512xf32>
    %6216 = stablehlo.divide %6210, %6215 : tensor<512xf32>
    %6217 = stablehlo.constant dense<0.9> : tensor<1x1x256x512xf32>
    %6218 = stablehlo.multiply %6217, %m.layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %6219 = stablehlo.constant dense<0.1> : tensor<1x1x256x512xf32>
    %6220 = stablehlo.multiply %6219, %4828 : tensor<1x1x256x512xf32>
    %6221 = stablehlo.add %6218, %6220 : tensor<1x1x256x512xf32>
    %6222 = stablehlo.constant dense<0.999> : tensor<1x1x256x512xf32>
    %6223 = stablehlo.multiply %6222, %v.layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %6224 = stablehlo.constant dense<0.001> : tensor<1x1x256x512xf32>
    %6225 = stablehlo.multiply %4828, %4828 : tensor<1x1x256x512xf32>
    %6226 = stablehlo.multiply %6224, %6225 : tensor<1x1x256x512xf32>
    %6227 = stablehlo.add %6223, %6226 : tensor<1x1x256x512xf32>
    %6228 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %6229 = stablehlo.divide %6221, %6228 : tensor<1x1x256x512xf32>
    %6230 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %6231 = stablehlo.divide %6227, %6230 : tensor<1x1x256x512xf32>
    %6232 = stablehlo.sqrt %6231 : tensor<1x1x256x512xf32>
    %6233 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x512xf32>
    %6234 = stablehlo.add %6232, %6233 : tensor<1x1x256x512xf32>
    %6235 = stablehlo.divide %6229, %6234 : tensor<1x1x256x512xf32>
    %6236 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6237 = stablehlo.multiply %6236, %m.layer2.0.downsample.1.g : tensor<512xf32>
    %6238 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6239 = stablehlo.multiply %6238, %4833 : tensor<512xf32>
    %6240 = stablehlo.add %6237, %6239 : tensor<512xf32>
    %6241 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6242 = stablehlo.multiply %6241, %v.layer2.0.downsample.1.g : tensor<512xf32>
    %6243 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6244 = stablehlo.multiply %4833, %4833 : tensor<512xf32>
    %6245 = stablehlo.multiply %6243, %6244 : tensor<512xf32>
    %6246 = stablehlo.add %6242, %6245 : tensor<512xf32>
    %6247 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6248 = stablehlo.divide %6240, %6247 : tensor<512xf32>
    %6249 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6250 = stablehlo.divide %6246, %6249 : tensor<512xf32>
    %6251 = stablehlo.sqrt %6250 : tensor<512xf32>
    %6252 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6253 = stablehlo.add %6251, %6252 : tensor<512xf32>
    %6254 = stablehlo.divide %6248, %6253 : tensor<512xf32>
    %6255 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6256 = stablehlo.multiply %6255, %m.layer2.0.downsample.1.b : tensor<512xf32>
    %6257 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6258 = stablehlo.multiply %6257, %4838 : tensor<512xf32>
    %6259 = stablehlo.add %6256, %6258 : tensor<512xf32>
    %6260 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6261 = stablehlo.multiply %6260, %v.layer2.0.downsample.1.b : tensor<512xf32>
    %6262 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6263 = stablehlo.multiply %4838, %4838 : tensor<512xf32>
    %6264 = stablehlo.multiply %6262, %6263 : tensor<512xf32>
    %6265 = stablehlo.add %6261, %6264 : tensor<512xf32>
    %6266 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6267 = stablehlo.divide %6259, %6266 : tensor<512xf32>
    %6268 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6269 = stablehlo.divide %6265, %6268 : tensor<512xf32>
    %6270 = stablehlo.sqrt %6269 : tensor<512xf32>
    %6271 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6272 = stablehlo.add %6270, %6271 : tensor<512xf32>
    %6273 = stablehlo.divide %6267, %6272 : tensor<512xf32>
    %6274 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %6275 = stablehlo.multiply %6274, %m.layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %6276 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %6277 = stablehlo.multiply %6276, %4843 : tensor<1x1x512x128xf32>
    %6278 = stablehlo.add %6275, %6277 : tensor<1x1x512x128xf32>
    %6279 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %6280 = stablehlo.multiply %6279, %v.layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %6281 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %6282 = stablehlo.multiply %4843, %4843 : tensor<1x1x512x128xf32>
    %6283 = stablehlo.multiply %6281, %6282 : tensor<1x1x512x128xf32>
    %6284 = stablehlo.add %6280, %6283 : tensor<1x1x512x128xf32>
    %6285 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6286 = stablehlo.divide %6278, %6285 : tensor<1x1x512x128xf32>
    %6287 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6288 = stablehlo.divide %6284, %6287 : tensor<1x1x512x128xf32>
    %6289 = stablehlo.sqrt %6288 : tensor<1x1x512x128xf32>
    %6290 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %6291 = stablehlo.add %6289, %6290 : tensor<1x1x512x128xf32>
    %6292 = stablehlo.divide %6286, %6291 : tensor<1x1x512x128xf32>
    %6293 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6294 = stablehlo.multiply %6293, %m.layer2.1.bn1.g : tensor<128xf32>
    %6295 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6296 = stablehlo.multiply %6295, %4848 : tensor<128xf32>
    %6297 = stablehlo.add %6294, %6296 : tensor<128xf32>
    %6298 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6299 = stablehlo.multiply %6298, %v.layer2.1.bn1.g : tensor<128xf32>
    %6300 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6301 = stablehlo.multiply %4848, %4848 : tensor<128xf32>
    %6302 = stablehlo.multiply %6300, %6301 : tensor<128xf32>
    %6303 = stablehlo.add %6299, %6302 : tensor<128xf32>
    %6304 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6305 = stablehlo.divide %6297, %6304 : tensor<128xf32>
    %6306 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6307 = stablehlo.divide %6303, %6306 : tensor<128xf32>
    %6308 = stablehlo.sqrt %6307 : tensor<128xf32>
    %6309 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6310 = stablehlo.add %6308, %6309 : tensor<128xf32>
    %6311 = stablehlo.divide %6305, %6310 : tensor<128xf32>
    %6312 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6313 = stablehlo.multiply %6312, %m.layer2.1.bn1.b : tensor<128xf32>
    %6314 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6315 = stablehlo.multiply %6314, %4853 : tensor<128xf32>
    %6316 = stablehlo.add %6313, %6315 : tensor<128xf32>
    %6317 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6318 = stablehlo.multiply %6317, %v.layer2.1.bn1.b : tensor<128xf32>
    %6319 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6320 = stablehlo.multiply %4853, %4853 : tensor<128xf32>
    %6321 = stablehlo.multiply %6319, %6320 : tensor<128xf32>
    %6322 = stablehlo.add %6318, %6321 : tensor<128xf32>
    %6323 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6324 = stablehlo.divide %6316, %6323 : tensor<128xf32>
    %6325 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6326 = stablehlo.divide %6322, %6325 : tensor<128xf32>
    %6327 = stablehlo.sqrt %6326 : tensor<128xf32>
    %6328 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6329 = stablehlo.add %6327, %6328 : tensor<128xf32>
    %6330 = stablehlo.divide %6324, %6329 : tensor<128xf32>
    %6331 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %6332 = stablehlo.multiply %6331, %m.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %6333 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %6334 = stablehlo.multiply %6333, %4858 : tensor<3x3x128x128xf32>
    %6335 = stablehlo.add %6332, %6334 : tensor<3x3x128x128xf32>
    %6336 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %6337 = stablehlo.multiply %6336, %v.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %6338 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %6339 = stablehlo.multiply %4858, %4858 : tensor<3x3x128x128xf32>
    %6340 = stablehlo.multiply %6338, %6339 : tensor<3x3x128x128xf32>
    %6341 = stablehlo.add %6337, %6340 : tensor<3x3x128x128xf32>
    %6342 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6343 = stablehlo.divide %6335, %6342 : tensor<3x3x128x128xf32>
    %6344 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6345 = stablehlo.divide %6341, %6344 : tensor<3x3x128x128xf32>
    %6346 = stablehlo.sqrt %6345 : tensor<3x3x128x128xf32>
    %6347 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %6348 = stablehlo.add %6346, %6347 : tensor<3x3x128x128xf32>
    %6349 = stablehlo.divide %6343, %6348 : tensor<3x3x128x128xf32>
    %6350 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6351 = stablehlo.multiply %6350, %m.layer2.1.bn2.g : tensor<128xf32>
    %6352 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6353 = stablehlo.multiply %6352, %4863 : tensor<128xf32>
    %6354 = stablehlo.add %6351, %6353 : tensor<128xf32>
    %6355 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6356 = stablehlo.multiply %6355, %v.layer2.1.bn2.g : tensor<128xf32>
    %6357 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6358 = stablehlo.multiply %4863, %4863 : tensor<128xf32>
    %6359 = stablehlo.multiply %6357, %6358 : tensor<128xf32>
    %6360 = stablehlo.add %6356, %6359 : tensor<128xf32>
    %6361 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6362 = stablehlo.divide %6354, %6361 : tensor<128xf32>
    %6363 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6364 = stablehlo.divide %6360, %6363 : tensor<128xf32>
    %6365 = stablehlo.sqrt %6364 : tensor<128xf32>
    %6366 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6367 = stablehlo.add %6365, %6366 : tensor<128xf32>
    %6368 = stablehlo.divide %6362, %6367 : tensor<128xf32>
    %6369 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6370 = stablehlo.multiply %6369, %m.layer2.1.bn2.b : tensor<128xf32>
    %6371 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6372 = stablehlo.multiply %6371, %4868 : tensor<128xf32>
    %6373 = stablehlo.add %6370, %6372 : tensor<128xf32>
    %6374 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6375 = stablehlo.multiply %6374, %v.layer2.1.bn2.b : tensor<128xf32>
    %6376 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6377 = stablehlo.multiply %4868, %4868 : tensor<128xf32>
    %6378 = stablehlo.multiply %6376, %6377 : tensor<128xf32>
    %6379 = stablehlo.add %6375, %6378 : tensor<128xf32>
    %6380 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6381 = stablehlo.divide %6373, %6380 : tensor<128xf32>
    %6382 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6383 = stablehlo.divide %6379, %6382 : tensor<128xf32>
    %6384 = stablehlo.sqrt %6383 : tensor<128xf32>
    %6385 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6386 = stablehlo.add %6384, %6385 : tensor<128xf32>
    %6387 = stablehlo.divide %6381, %6386 : tensor<128xf32>
    %6388 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %6389 = stablehlo.multiply %6388, %m.layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %6390 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %6391 = stablehlo.multiply %6390, %4873 : tensor<1x1x128x512xf32>
    %6392 = stablehlo.add %6389, %6391 : tensor<1x1x128x512xf32>
    %6393 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %6394 = stablehlo.multiply %6393, %v.layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %6395 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %6396 = stablehlo.multiply %4873, %4873 : tensor<1x1x128x512xf32>
    %6397 = stablehlo.multiply %6395, %6396 : tensor<1x1x128x512xf32>
    %6398 = stablehlo.add %6394, %6397 : tensor<1x1x128x512xf32>
    %6399 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6400 = stablehlo.divide %6392, %6399 : tensor<1x1x128x512xf32>
    %6401 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6402 = stablehlo.divide %6398, %6401 : tensor<1x1x128x512xf32>
    %6403 = stablehlo.sqrt %6402 : tensor<1x1x128x512xf32>
    %6404 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %6405 = stablehlo.add %6403, %6404 : tensor<1x1x128x512xf32>
    %6406 = stablehlo.divide %6400, %6405 : tensor<1x1x128x512xf32>
    %6407 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6408 = stablehlo.multiply %6407, %m.layer2.1.bn3.g : tensor<512xf32>
    %6409 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6410 = stablehlo.multiply %6409, %4878 : tensor<512xf32>
    %6411 = stablehlo.add %6408, %6410 : tensor<512xf32>
    %6412 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6413 = stablehlo.multiply %6412, %v.layer2.1.bn3.g : tensor<512xf32>
    %6414 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6415 = stablehlo.multiply %4878, %4878 : tensor<512xf32>
    %6416 = stablehlo.multiply %6414, %6415 : tensor<512xf32>
    %6417 = stablehlo.add %6413, %6416 : tensor<512xf32>
    %6418 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6419 = stablehlo.divide %6411, %6418 : tensor<512xf32>
    %6420 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6421 = stablehlo.divide %6417, %6420 : tensor<512xf32>
    %6422 = stablehlo.sqrt %6421 : tensor<512xf32>
    %6423 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6424 = stablehlo.add %6422, %6423 : tensor<512xf32>
    %6425 = stablehlo.divide %6419, %6424 : tensor<512xf32>
    %6426 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6427 = stablehlo.multiply %6426, %m.layer2.1.bn3.b : tensor<512xf32>
    %6428 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6429 = stablehlo.multiply %6428, %4883 : tensor<512xf32>
    %6430 = stablehlo.add %6427, %6429 : tensor<512xf32>
    %6431 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6432 = stablehlo.multiply %6431, %v.layer2.1.bn3.b : tensor<512xf32>
    %6433 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6434 = stablehlo.multiply %4883, %4883 : tensor<512xf32>
    %6435 = stablehlo.multiply %6433, %6434 : tensor<512xf32>
    %6436 = stablehlo.add %6432, %6435 : tensor<512xf32>
    %6437 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6438 = stablehlo.divide %6430, %6437 : tensor<512xf32>
    %6439 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6440 = stablehlo.divide %6436, %6439 : tensor<512xf32>
    %6441 = stablehlo.sqrt %6440 : tensor<512xf32>
    %6442 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6443 = stablehlo.add %6441, %6442 : tensor<512xf32>
    %6444 = stablehlo.divide %6438, %6443 : tensor<512xf32>
    %6445 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %6446 = stablehlo.multiply %6445, %m.layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %6447 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %6448 = stablehlo.multiply %6447, %4888 : tensor<1x1x512x128xf32>
    %6449 = stablehlo.add %6446, %6448 : tensor<1x1x512x128xf32>
    %6450 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %6451 = stablehlo.multiply %6450, %v.layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %6452 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %6453 = stablehlo.multiply %4888, %4888 : tensor<1x1x512x128xf32>
    %6454 = stablehlo.multiply %6452, %6453 : tensor<1x1x512x128xf32>
    %6455 = stablehlo.add %6451, %6454 : tensor<1x1x512x128xf32>
    %6456 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6457 = stablehlo.divide %6449, %6456 : tensor<1x1x512x128xf32>
    %6458 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6459 = stablehlo.divide %6455, %6458 : tensor<1x1x512x128xf32>
    %6460 = stablehlo.sqrt %6459 : tensor<1x1x512x128xf32>
    %6461 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %6462 = stablehlo.add %6460, %6461 : tensor<1x1x512x128xf32>
    %6463 = stablehlo.divide %6457, %6462 : tensor<1x1x512x128xf32>
    %6464 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6465 = stablehlo.multiply %6464, %m.layer2.2.bn1.g : tensor<128xf32>
    %6466 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6467 = stablehlo.multiply %6466, %4893 : tensor<128xf32>
    %6468 = stablehlo.add %6465, %6467 : tensor<128xf32>
    %6469 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6470 = stablehlo.multiply %6469, %v.layer2.2.bn1.g : tensor<128xf32>
    %6471 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6472 = stablehlo.multiply %4893, %4893 : tensor<128xf32>
    %6473 = stablehlo.multiply %6471, %6472 : tensor<128xf32>
    %6474 = stablehlo.add %6470, %6473 : tensor<128xf32>
    %6475 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6476 = stablehlo.divide %6468, %6475 : tensor<128xf32>
    %6477 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6478 = stablehlo.divide %6474, %6477 : tensor<128xf32>
    %6479 = stablehlo.sqrt %6478 : tensor<128xf32>
    %6480 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6481 = stablehlo.add %6479, %6480 : tensor<128xf32>
    %6482 = stablehlo.divide %6476, %6481 : tensor<128xf32>
    %6483 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6484 = stablehlo.multiply %6483, %m.layer2.2.bn1.b : tensor<128xf32>
    %6485 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6486 = stablehlo.multiply %6485, %4898 : tensor<128xf32>
    %6487 = stablehlo.add %6484, %6486 : tensor<128xf32>
    %6488 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6489 = stablehlo.multiply %6488, %v.layer2.2.bn1.b : tensor<128xf32>
    %6490 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6491 = stablehlo.multiply %4898, %4898 : tensor<128xf32>
    %6492 = stablehlo.multiply %6490, %6491 : tensor<128xf32>
    %6493 = stablehlo.add %6489, %6492 : tensor<128xf32>
    %6494 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6495 = stablehlo.divide %6487, %6494 : tensor<128xf32>
    %6496 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6497 = stablehlo.divide %6493, %6496 : tensor<128xf32>
    %6498 = stablehlo.sqrt %6497 : tensor<128xf32>
    %6499 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6500 = stablehlo.add %6498, %6499 : tensor<128xf32>
    %6501 = stablehlo.divide %6495, %6500 : tensor<128xf32>
    %6502 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %6503 = stablehlo.multiply %6502, %m.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %6504 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %6505 = stablehlo.multiply %6504, %4903 : tensor<3x3x128x128xf32>
    %6506 = stablehlo.add %6503, %6505 : tensor<3x3x128x128xf32>
    %6507 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %6508 = stablehlo.multiply %6507, %v.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %6509 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %6510 = stablehlo.multiply %4903, %4903 : tensor<3x3x128x128xf32>
    %6511 = stablehlo.multiply %6509, %6510 : tensor<3x3x128x128xf32>
    %6512 = stablehlo.add %6508, %6511 : tensor<3x3x128x128xf32>
    %6513 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6514 = stablehlo.divide %6506, %6513 : tensor<3x3x128x128xf32>
    %6515 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6516 = stablehlo.divide %6512, %6515 : tensor<3x3x128x128xf32>
    %6517 = stablehlo.sqrt %6516 : tensor<3x3x128x128xf32>
    %6518 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %6519 = stablehlo.add %6517, %6518 : tensor<3x3x128x128xf32>
    %6520 = stablehlo.divide %6514, %6519 : tensor<3x3x128x128xf32>
    %6521 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6522 = stablehlo.multiply %6521, %m.layer2.2.bn2.g : tensor<128xf32>
    %6523 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6524 = stablehlo.multiply %6523, %4908 : tensor<128xf32>
    %6525 = stablehlo.add %6522, %6524 : tensor<128xf32>
    %6526 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6527 = stablehlo.multiply %6526, %v.layer2.2.bn2.g : tensor<128xf32>
    %6528 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6529 = stablehlo.multiply %4908, %4908 : tensor<128xf32>
    %6530 = stablehlo.multiply %6528, %6529 : tensor<128xf32>
    %6531 = stablehlo.add %6527, %6530 : tensor<128xf32>
    %6532 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6533 = stablehlo.divide %6525, %6532 : tensor<128xf32>
    %6534 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6535 = stablehlo.divide %6531, %6534 : tensor<128xf32>
    %6536 = stablehlo.sqrt %6535 : tensor<128xf32>
    %6537 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6538 = stablehlo.add %6536, %6537 : tensor<128xf32>
    %6539 = stablehlo.divide %6533, %6538 : tensor<128xf32>
    %6540 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6541 = stablehlo.multiply %6540, %m.layer2.2.bn2.b : tensor<128xf32>
    %6542 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6543 = stablehlo.multiply %6542, %4913 : tensor<128xf32>
    %6544 = stablehlo.add %6541, %6543 : tensor<128xf32>
    %6545 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6546 = stablehlo.multiply %6545, %v.layer2.2.bn2.b : tensor<128xf32>
    %6547 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6548 = stablehlo.multiply %4913, %4913 : tensor<128xf32>
    %6549 = stablehlo.multiply %6547, %6548 : tensor<128xf32>
    %6550 = stablehlo.add %6546, %6549 : tensor<128xf32>
    %6551 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6552 = stablehlo.divide %6544, %6551 : tensor<128xf32>
    %6553 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6554 = stablehlo.divide %6550, %6553 : tensor<128xf32>
    %6555 = stablehlo.sqrt %6554 : tensor<128xf32>
    %6556 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6557 = stablehlo.add %6555, %6556 : tensor<128xf32>
    %6558 = stablehlo.divide %6552, %6557 : tensor<128xf32>
    %6559 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %6560 = stablehlo.multiply %6559, %m.layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %6561 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %6562 = stablehlo.multiply %6561, %4918 : tensor<1x1x128x512xf32>
    %6563 = stablehlo.add %6560, %6562 : tensor<1x1x128x512xf32>
    %6564 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %6565 = stablehlo.multiply %6564, %v.layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %6566 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %6567 = stablehlo.multiply %4918, %4918 : tensor<1x1x128x512xf32>
    %6568 = stablehlo.multiply %6566, %6567 : tensor<1x1x128x512xf32>
    %6569 = stablehlo.add %6565, %6568 : tensor<1x1x128x512xf32>
    %6570 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6571 = stablehlo.divide %6563, %6570 : tensor<1x1x128x512xf32>
    %6572 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6573 = stablehlo.divide %6569, %6572 : tensor<1x1x128x512xf32>
    %6574 = stablehlo.sqrt %6573 : tensor<1x1x128x512xf32>
    %6575 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %6576 = stablehlo.add %6574, %6575 : tensor<1x1x128x512xf32>
    %6577 = stablehlo.divide %6571, %6576 : tensor<1x1x128x512xf32>
    %6578 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6579 = stablehlo.multiply %6578, %m.layer2.2.bn3.g : tensor<512xf32>
    %6580 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6581 = stablehlo.multiply %6580, %4923 : tensor<512xf32>
    %6582 = stablehlo.add %6579, %6581 : tensor<512xf32>
    %6583 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6584 = stablehlo.multiply %6583, %v.layer2.2.bn3.g : tensor<512xf32>
    %6585 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6586 = stablehlo.multiply %4923, %4923 : tensor<512xf32>
    %6587 = stablehlo.multiply %6585, %6586 : tensor<512xf32>
    %6588 = stablehlo.add %6584, %6587 : tensor<512xf32>
    %6589 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6590 = stablehlo.divide %6582, %6589 : tensor<512xf32>
    %6591 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6592 = stablehlo.divide %6588, %6591 : tensor<512xf32>
    %6593 = stablehlo.sqrt %6592 : tensor<512xf32>
    %6594 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6595 = stablehlo.add %6593, %6594 : tensor<512xf32>
    %6596 = stablehlo.divide %6590, %6595 : tensor<512xf32>
    %6597 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6598 = stablehlo.multiply %6597, %m.layer2.2.bn3.b : tensor<512xf32>
    %6599 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6600 = stablehlo.multiply %6599, %4928 : tensor<512xf32>
    %6601 = stablehlo.add %6598, %6600 : tensor<512xf32>
    %6602 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6603 = stablehlo.multiply %6602, %v.layer2.2.bn3.b : tensor<512xf32>
    %6604 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6605 = stablehlo.multiply %4928, %4928 : tensor<512xf32>
    %6606 = stablehlo.multiply %6604, %6605 : tensor<512xf32>
    %6607 = stablehlo.add %6603, %6606 : tensor<512xf32>
    %6608 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6609 = stablehlo.divide %6601, %6608 : tensor<512xf32>
    %6610 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6611 = stablehlo.divide %6607, %6610 : tensor<512xf32>
    %6612 = stablehlo.sqrt %6611 : tensor<512xf32>
    %6613 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6614 = stablehlo.add %6612, %6613 : tensor<512xf32>
    %6615 = stablehlo.divide %6609, %6614 : tensor<512xf32>
    %6616 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %6617 = stablehlo.multiply %6616, %m.layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %6618 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %6619 = stablehlo.multiply %6618, %4933 : tensor<1x1x512x128xf32>
    %6620 = stablehlo.add %6617, %6619 : tensor<1x1x512x128xf32>
    %6621 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %6622 = stablehlo.multiply %6621, %v.layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %6623 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %6624 = stablehlo.multiply %4933, %4933 : tensor<1x1x512x128xf32>
    %6625 = stablehlo.multiply %6623, %6624 : tensor<1x1x512x128xf32>
    %6626 = stablehlo.add %6622, %6625 : tensor<1x1x512x128xf32>
    %6627 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6628 = stablehlo.divide %6620, %6627 : tensor<1x1x512x128xf32>
    %6629 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6630 = stablehlo.divide %6626, %6629 : tensor<1x1x512x128xf32>
    %6631 = stablehlo.sqrt %6630 : tensor<1x1x512x128xf32>
    %6632 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %6633 = stablehlo.add %6631, %6632 : tensor<1x1x512x128xf32>
    %6634 = stablehlo.divide %6628, %6633 : tensor<1x1x512x128xf32>
    %6635 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6636 = stablehlo.multiply %6635, %m.layer2.3.bn1.g : tensor<128xf32>
    %6637 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6638 = stablehlo.multiply %6637, %4938 : tensor<128xf32>
    %6639 = stablehlo.add %6636, %6638 : tensor<128xf32>
    %6640 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6641 = stablehlo.multiply %6640, %v.layer2.3.bn1.g : tensor<128xf32>
    %6642 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6643 = stablehlo.multiply %4938, %4938 : tensor<128xf32>
    %6644 = stablehlo.multiply %6642, %6643 : tensor<128xf32>
    %6645 = stablehlo.add %6641, %6644 : tensor<128xf32>
    %6646 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6647 = stablehlo.divide %6639, %6646 : tensor<128xf32>
    %6648 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6649 = stablehlo.divide %6645, %6648 : tensor<128xf32>
    %6650 = stablehlo.sqrt %6649 : tensor<128xf32>
    %6651 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6652 = stablehlo.add %6650, %6651 : tensor<128xf32>
    %6653 = stablehlo.divide %6647, %6652 : tensor<128xf32>
    %6654 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6655 = stablehlo.multiply %6654, %m.layer2.3.bn1.b : tensor<128xf32>
    %6656 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6657 = stablehlo.multiply %6656, %4943 : tensor<128xf32>
    %6658 = stablehlo.add %6655, %6657 : tensor<128xf32>
    %6659 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6660 = stablehlo.multiply %6659, %v.layer2.3.bn1.b : tensor<128xf32>
    %6661 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6662 = stablehlo.multiply %4943, %4943 : tensor<128xf32>
    %6663 = stablehlo.multiply %6661, %6662 : tensor<128xf32>
    %6664 = stablehlo.add %6660, %6663 : tensor<128xf32>
    %6665 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6666 = stablehlo.divide %6658, %6665 : tensor<128xf32>
    %6667 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6668 = stablehlo.divide %6664, %6667 : tensor<128xf32>
    %6669 = stablehlo.sqrt %6668 : tensor<128xf32>
    %6670 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6671 = stablehlo.add %6669, %6670 : tensor<128xf32>
    %6672 = stablehlo.divide %6666, %6671 : tensor<128xf32>
    %6673 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %6674 = stablehlo.multiply %6673, %m.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %6675 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %6676 = stablehlo.multiply %6675, %4948 : tensor<3x3x128x128xf32>
    %6677 = stablehlo.add %6674, %6676 : tensor<3x3x128x128xf32>
    %6678 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %6679 = stablehlo.multiply %6678, %v.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %6680 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %6681 = stablehlo.multiply %4948, %4948 : tensor<3x3x128x128xf32>
    %6682 = stablehlo.multiply %6680, %6681 : tensor<3x3x128x128xf32>
    %6683 = stablehlo.add %6679, %6682 : tensor<3x3x128x128xf32>
    %6684 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6685 = stablehlo.divide %6677, %6684 : tensor<3x3x128x128xf32>
    %6686 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6687 = stablehlo.divide %6683, %6686 : tensor<3x3x128x128xf32>
    %6688 = stablehlo.sqrt %6687 : tensor<3x3x128x128xf32>
    %6689 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %6690 = stablehlo.add %6688, %6689 : tensor<3x3x128x128xf32>
    %6691 = stablehlo.divide %6685, %6690 : tensor<3x3x128x128xf32>
    %6692 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6693 = stablehlo.multiply %6692, %m.layer2.3.bn2.g : tensor<128xf32>
    %6694 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6695 = stablehlo.multiply %6694, %4953 : tensor<128xf32>
    %6696 = stablehlo.add %6693, %6695 : tensor<128xf32>
    %6697 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6698 = stablehlo.multiply %6697, %v.layer2.3.bn2.g : tensor<128xf32>
    %6699 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6700 = stablehlo.multiply %4953, %4953 : tensor<128xf32>
    %6701 = stablehlo.multiply %6699, %6700 : tensor<128xf32>
    %6702 = stablehlo.add %6698, %6701 : tensor<128xf32>
    %6703 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6704 = stablehlo.divide %6696, %6703 : tensor<128xf32>
    %6705 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6706 = stablehlo.divide %6702, %6705 : tensor<128xf32>
    %6707 = stablehlo.sqrt %6706 : tensor<128xf32>
    %6708 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6709 = stablehlo.add %6707, %6708 : tensor<128xf32>
    %6710 = stablehlo.divide %6704, %6709 : tensor<128xf32>
    %6711 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6712 = stablehlo.multiply %6711, %m.layer2.3.bn2.b : tensor<128xf32>
    %6713 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6714 = stablehlo.multiply %6713, %4958 : tensor<128xf32>
    %6715 = stablehlo.add %6712, %6714 : tensor<128xf32>
    %6716 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6717 = stablehlo.multiply %6716, %v.layer2.3.bn2.b : tensor<128xf32>
    %6718 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6719 = stablehlo.multiply %4958, %4958 : tensor<128xf32>
    %6720 = stablehlo.multiply %6718, %6719 : tensor<128xf32>
    %6721 = stablehlo.add %6717, %6720 : tensor<128xf32>
    %6722 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6723 = stablehlo.divide %6715, %6722 : tensor<128xf32>
    %6724 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6725 = stablehlo.divide %6721, %6724 : tensor<128xf32>
    %6726 = stablehlo.sqrt %6725 : tensor<128xf32>
    %6727 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6728 = stablehlo.add %6726, %6727 : tensor<128xf32>
    %6729 = stablehlo.divide %6723, %6728 : tensor<128xf32>
    %6730 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %6731 = stablehlo.multiply %6730, %m.layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %6732 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %6733 = stablehlo.multiply %6732, %4963 : tensor<1x1x128x512xf32>
    %6734 = stablehlo.add %6731, %6733 : tensor<1x1x128x512xf32>
    %6735 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %6736 = stablehlo.multiply %6735, %v.layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %6737 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %6738 = stablehlo.multiply %4963, %4963 : tensor<1x1x128x512xf32>
    %6739 = stablehlo.multiply %6737, %6738 : tensor<1x1x128x512xf32>
    %6740 = stablehlo.add %6736, %6739 : tensor<1x1x128x512xf32>
    %6741 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6742 = stablehlo.divide %6734, %6741 : tensor<1x1x128x512xf32>
    %6743 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6744 = stablehlo.divide %6740, %6743 : tensor<1x1x128x512xf32>
    %6745 = stablehlo.sqrt %6744 : tensor<1x1x128x512xf32>
    %6746 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %6747 = stablehlo.add %6745, %6746 : tensor<1x1x128x512xf32>
    %6748 = stablehlo.divide %6742, %6747 : tensor<1x1x128x512xf32>
    %6749 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6750 = stablehlo.multiply %6749, %m.layer2.3.bn3.g : tensor<512xf32>
    %6751 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6752 = stablehlo.multiply %6751, %4968 : tensor<512xf32>
    %6753 = stablehlo.add %6750, %6752 : tensor<512xf32>
    %6754 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6755 = stablehlo.multiply %6754, %v.layer2.3.bn3.g : tensor<512xf32>
    %6756 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6757 = stablehlo.multiply %4968, %4968 : tensor<512xf32>
    %6758 = stablehlo.multiply %6756, %6757 : tensor<512xf32>
    %6759 = stablehlo.add %6755, %6758 : tensor<512xf32>
    %6760 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6761 = stablehlo.divide %6753, %6760 : tensor<512xf32>
    %6762 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6763 = stablehlo.divide %6759, %6762 : tensor<512xf32>
    %6764 = stablehlo.sqrt %6763 : tensor<512xf32>
    %6765 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6766 = stablehlo.add %6764, %6765 : tensor<512xf32>
    %6767 = stablehlo.divide %6761, %6766 : tensor<512xf32>
    %6768 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6769 = stablehlo.multiply %6768, %m.layer2.3.bn3.b : tensor<512xf32>
    %6770 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6771 = stablehlo.multiply %6770, %4973 : tensor<512xf32>
    %6772 = stablehlo.add %6769, %6771 : tensor<512xf32>
    %6773 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6774 = stablehlo.multiply %6773, %v.layer2.3.bn3.b : tensor<512xf32>
    %6775 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6776 = stablehlo.multiply %4973, %4973 : tensor<512xf32>
    %6777 = stablehlo.multiply %6775, %6776 : tensor<512xf32>
    %6778 = stablehlo.add %6774, %6777 : tensor<512xf32>
    %6779 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6780 = stablehlo.divide %6772, %6779 : tensor<512xf32>
    %6781 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6782 = stablehlo.divide %6778, %6781 : tensor<512xf32>
    %6783 = stablehlo.sqrt %6782 : tensor<512xf32>
    %6784 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6785 = stablehlo.add %6783, %6784 : tensor<512xf32>
    %6786 = stablehlo.divide %6780, %6785 : tensor<512xf32>
    %6787 = stablehlo.constant dense<0.9> : tensor<1x1x512x256xf32>
    %6788 = stablehlo.multiply %6787, %m.layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %6789 = stablehlo.constant dense<0.1> : tensor<1x1x512x256xf32>
    %6790 = stablehlo.multiply %6789, %4978 : tensor<1x1x512x256xf32>
    %6791 = stablehlo.add %6788, %6790 : tensor<1x1x512x256xf32>
    %6792 = stablehlo.constant dense<0.999> : tensor<1x1x512x256xf32>
    %6793 = stablehlo.multiply %6792, %v.layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %6794 = stablehlo.constant dense<0.001> : tensor<1x1x512x256xf32>
    %6795 = stablehlo.multiply %4978, %4978 : tensor<1x1x512x256xf32>
    %6796 = stablehlo.multiply %6794, %6795 : tensor<1x1x512x256xf32>
    %6797 = stablehlo.add %6793, %6796 : tensor<1x1x512x256xf32>
    %6798 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %6799 = stablehlo.divide %6791, %6798 : tensor<1x1x512x256xf32>
    %6800 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %6801 = stablehlo.divide %6797, %6800 : tensor<1x1x512x256xf32>
    %6802 = stablehlo.sqrt %6801 : tensor<1x1x512x256xf32>
    %6803 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x256xf32>
    %6804 = stablehlo.add %6802, %6803 : tensor<1x1x512x256xf32>
    %6805 = stablehlo.divide %6799, %6804 : tensor<1x1x512x256xf32>
    %6806 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6807 = stablehlo.multiply %6806, %m.layer3.0.bn1.g : tensor<256xf32>
    %6808 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6809 = stablehlo.multiply %6808, %4983 : tensor<256xf32>
    %6810 = stablehlo.add %6807, %6809 : tensor<256xf32>
    %6811 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6812 = stablehlo.multiply %6811, %v.layer3.0.bn1.g : tensor<256xf32>
    %6813 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6814 = stablehlo.multiply %4983, %4983 : tensor<256xf32>
    %6815 = stablehlo.multiply %6813, %6814 : tensor<256xf32>
    %6816 = stablehlo.add %6812, %6815 : tensor<256xf32>
    %6817 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6818 = stablehlo.divide %6810, %6817 : tensor<256xf32>
    %6819 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6820 = stablehlo.divide %6816, %6819 : tensor<256xf32>
    %6821 = stablehlo.sqrt %6820 : tensor<256xf32>
    %6822 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6823 = stablehlo.add %6821, %6822 : tensor<256xf32>
    %6824 = stablehlo.divide %6818, %6823 : tensor<256xf32>
    %6825 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6826 = stablehlo.multiply %6825, %m.layer3.0.bn1.b : tensor<256xf32>
    %6827 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6828 = stablehlo.multiply %6827, %4988 : tensor<256xf32>
    %6829 = stablehlo.add %6826, %6828 : tensor<256xf32>
    %6830 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6831 = stablehlo.multiply %6830, %v.layer3.0.bn1.b : tensor<256xf32>
    %6832 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6833 = stablehlo.multiply %4988, %4988 : tensor<256xf32>
    %6834 = stablehlo.multiply %6832, %6833 : tensor<256xf32>
    %6835 = stablehlo.add %6831, %6834 : tensor<256xf32>
    %6836 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6837 = stablehlo.divide %6829, %6836 : tensor<256xf32>
    %6838 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6839 = stablehlo.divide %6835, %6838 : tensor<256xf32>
    %6840 = stablehlo.sqrt %6839 : tensor<256xf32>
    %6841 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6842 = stablehlo.add %6840, %6841 : tensor<256xf32>
    %6843 = stablehlo.divide %6837, %6842 : tensor<256xf32>
    %6844 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6845 = stablehlo.multiply %6844, %m.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %6846 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6847 = stablehlo.multiply %6846, %4993 : tensor<3x3x256x256xf32>
    %6848 = stablehlo.add %6845, %6847 : tensor<3x3x256x256xf32>
    %6849 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6850 = stablehlo.multiply %6849, %v.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %6851 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6852 = stablehlo.multiply %4993, %4993 : tensor<3x3x256x256xf32>
    %6853 = stablehlo.multiply %6851, %6852 : tensor<3x3x256x256xf32>
    %6854 = stablehlo.add %6850, %6853 : tensor<3x3x256x256xf32>
    %6855 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6856 = stablehlo.divide %6848, %6855 : tensor<3x3x256x256xf32>
    %6857 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6858 = stablehlo.divide %6854, %6857 : tensor<3x3x256x256xf32>
    %6859 = stablehlo.sqrt %6858 : tensor<3x3x256x256xf32>
    %6860 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6861 = stablehlo.add %6859, %6860 : tensor<3x3x256x256xf32>
    %6862 = stablehlo.divide %6856, %6861 : tensor<3x3x256x256xf32>
    %6863 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6864 = stablehlo.multiply %6863, %m.layer3.0.bn2.g : tensor<256xf32>
    %6865 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6866 = stablehlo.multiply %6865, %4998 : tensor<256xf32>
    %6867 = stablehlo.add %6864, %6866 : tensor<256xf32>
    %6868 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6869 = stablehlo.multiply %6868, %v.layer3.0.bn2.g : tensor<256xf32>
    %6870 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6871 = stablehlo.multiply %4998, %4998 : tensor<256xf32>
    %6872 = stablehlo.multiply %6870, %6871 : tensor<256xf32>
    %6873 = stablehlo.add %6869, %6872 : tensor<256xf32>
    %6874 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6875 = stablehlo.divide %6867, %6874 : tensor<256xf32>
    %6876 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6877 = stablehlo.divide %6873, %6876 : tensor<256xf32>
    %6878 = stablehlo.sqrt %6877 : tensor<256xf32>
    %6879 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6880 = stablehlo.add %6878, %6879 : tensor<256xf32>
    %6881 = stablehlo.divide %6875, %6880 : tensor<256xf32>
    %6882 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6883 = stablehlo.multiply %6882, %m.layer3.0.bn2.b : tensor<256xf32>
    %6884 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6885 = stablehlo.multiply %6884, %5003 : tensor<256xf32>
    %6886 = stablehlo.add %6883, %6885 : tensor<256xf32>
    %6887 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6888 = stablehlo.multiply %6887, %v.layer3.0.bn2.b : tensor<256xf32>
    %6889 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6890 = stablehlo.multiply %5003, %5003 : tensor<256xf32>
    %6891 = stablehlo.multiply %6889, %6890 : tensor<256xf32>
    %6892 = stablehlo.add %6888, %6891 : tensor<256xf32>
    %6893 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6894 = stablehlo.divide %6886, %6893 : tensor<256xf32>
    %6895 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6896 = stablehlo.divide %6892, %6895 : tensor<256xf32>
    %6897 = stablehlo.sqrt %6896 : tensor<256xf32>
    %6898 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6899 = stablehlo.add %6897, %6898 : tensor<256xf32>
    %6900 = stablehlo.divide %6894, %6899 : tensor<256xf32>
    %6901 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %6902 = stablehlo.multiply %6901, %m.layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %6903 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %6904 = stablehlo.multiply %6903, %5008 : tensor<1x1x256x1024xf32>
    %6905 = stablehlo.add %6902, %6904 : tensor<1x1x256x1024xf32>
    %6906 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %6907 = stablehlo.multiply %6906, %v.layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %6908 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %6909 = stablehlo.multiply %5008, %5008 : tensor<1x1x256x1024xf32>
    %6910 = stablehlo.multiply %6908, %6909 : tensor<1x1x256x1024xf32>
    %6911 = stablehlo.add %6907, %6910 : tensor<1x1x256x1024xf32>
    %6912 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6913 = stablehlo.divide %6905, %6912 : tensor<1x1x256x1024xf32>
    %6914 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6915 = stablehlo.divide %6911, %6914 : tensor<1x1x256x1024xf32>
    %6916 = stablehlo.sqrt %6915 : tensor<1x1x256x1024xf32>
    %6917 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %6918 = stablehlo.add %6916, %6917 : tensor<1x1x256x1024xf32>
    %6919 = stablehlo.divide %6913, %6918 : tensor<1x1x256x1024xf32>
    %6920 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6921 = stablehlo.multiply %6920, %m.layer3.0.bn3.g : tensor<1024xf32>
    %6922 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6923 = stablehlo.multiply %6922, %5013 : tensor<1024xf32>
    %6924 = stablehlo.add %6921, %6923 : tensor<1024xf32>
    %6925 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6926 = stablehlo.multiply %6925, %v.layer3.0.bn3.g : tensor<1024xf32>
    %6927 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6928 = stablehlo.multiply %5013, %5013 : tensor<1024xf32>
    %6929 = stablehlo.multiply %6927, %6928 : tensor<1024xf32>
    %6930 = stablehlo.add %6926, %6929 : tensor<1024xf32>
    %6931 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6932 = stablehlo.divide %6924, %6931 : tensor<1024xf32>
    %6933 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6934 = stablehlo.divide %6930, %6933 : tensor<1024xf32>
    %6935 = stablehlo.sqrt %6934 : tensor<1024xf32>
    %6936 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6937 = stablehlo.add %6935, %6936 : tensor<1024xf32>
    %6938 = stablehlo.divide %6932, %6937 : tensor<1024xf32>
    %6939 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6940 = stablehlo.multiply %6939, %m.layer3.0.bn3.b : tensor<1024xf32>
    %6941 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6942 = stablehlo.multiply %6941, %5018 : tensor<1024xf32>
    %6943 = stablehlo.add %6940, %6942 : tensor<1024xf32>
    %6944 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6945 = stablehlo.multiply %6944, %v.layer3.0.bn3.b : tensor<1024xf32>
    %6946 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6947 = stablehlo.multiply %5018, %5018 : tensor<1024xf32>
    %6948 = stablehlo.multiply %6946, %6947 : tensor<1024xf32>
    %6949 = stablehlo.add %6945, %6948 : tensor<1024xf32>
    %6950 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6951 = stablehlo.divide %6943, %6950 : tensor<1024xf32>
    %6952 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6953 = stablehlo.divide %6949, %6952 : tensor<1024xf32>
    %6954 = stablehlo.sqrt %6953 : tensor<1024xf32>
    %6955 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6956 = stablehlo.add %6954, %6955 : tensor<1024xf32>
    %6957 = stablehlo.divide %6951, %6956 : tensor<1024xf32>
    %6958 = stablehlo.constant dense<0.9> : tensor<1x1x512x1024xf32>
    %6959 = stablehlo.multiply %6958, %m.layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %6960 = stablehlo.constant dense<0.1> : tensor<1x1x512x1024xf32>
    %6961 = stablehlo.multiply %6960, %5023 : tensor<1x1x512x1024xf32>
    %6962 = stablehlo.add %6959, %6961 : tensor<1x1x512x1024xf32>
    %6963 = stablehlo.constant dense<0.999> : tensor<1x1x512x1024xf32>
    %6964 = stablehlo.multiply %6963, %v.layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %6965 = stablehlo.constant dense<0.001> : tensor<1x1x512x1024xf32>
    %6966 = stablehlo.multiply %5023, %5023 : tensor<1x1x512x1024xf32>
    %6967 = stablehlo.multiply %6965, %6966 : tensor<1x1x512x1024xf32>
    %6968 = stablehlo.add %6964, %6967 : tensor<1x1x512x1024xf32>
    %6969 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %6970 = stablehlo.divide %6962, %6969 : tensor<1x1x512x1024xf32>
    %6971 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %6972 = stablehlo.divide %6968, %6971 : tensor<1x1x512x1024xf32>
    %6973 = stablehlo.sqrt %6972 : tensor<1x1x512x1024xf32>
    %6974 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x1024xf32>
    %6975 = stablehlo.add %6973, %6974 : tensor<1x1x512x1024xf32>
    %6976 = stablehlo.divide %6970, %6975 : tensor<1x1x512x1024xf32>
    %6977 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6978 = stablehlo.multiply %6977, %m.layer3.0.downsample.1.g : tensor<1024xf32>
    %6979 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6980 = stablehlo.multiply %6979, %5028 : tensor<1024xf32>
    %6981 = stablehlo.add %6978, %6980 : tensor<1024xf32>
    %6982 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6983 = stablehlo.multiply %6982, %v.layer3.0.downsample.1.g : tensor<1024xf32>
    %6984 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6985 = stablehlo.multiply %5028, %5028 : tensor<1024xf32>
    %6986 = stablehlo.multiply %6984, %6985 : tensor<1024xf32>
    %6987 = stablehlo.add %6983, %6986 : tensor<1024xf32>
    %6988 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6989 = stablehlo.divide %6981, %6988 : tensor<1024xf32>
    %6990 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6991 = stablehlo.divide %6987, %6990 : tensor<1024xf32>
    %6992 = stablehlo.sqrt %6991 : tensor<1024xf32>
    %6993 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6994 = stablehlo.add %6992, %6993 : tensor<1024xf32>
    %6995 = stablehlo.divide %6989, %6994 : tensor<1024xf32>
    %6996 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6997 = stablehlo.multiply %6996, %m.layer3.0.downsample.1.b : tensor<1024xf32>
    %6998 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6999 = stablehlo.multiply %6998, %5033 : tensor<1024xf32>
    %7000 = stablehlo.add %6997, %6999 : tensor<1024xf32>
    %7001 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7002 = stablehlo.multiply %7001, %v.layer3.0.downsample.1.b : tensor<1024xf32>
    %7003 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7004 = stablehlo.multiply %5033, %5033 : tensor<1024xf32>
    %7005 = stablehlo.multiply %7003, %7004 : tensor<1024xf32>
    %7006 = stablehlo.add %7002, %7005 : tensor<1024xf32>
    %7007 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7008 = stablehlo.divide %7000, %7007 : tensor<1024xf32>
    %7009 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7010 = stablehlo.divide %7006, %7009 : tensor<1024xf32>
    %7011 = stablehlo.sqrt %7010 : tensor<1024xf32>
    %7012 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7013 = stablehlo.add %7011, %7012 : tensor<1024xf32>
    %7014 = stablehlo.divide %7008, %7013 : tensor<1024xf32>
    %7015 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7016 = stablehlo.multiply %7015, %m.layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %7017 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7018 = stablehlo.multiply %7017, %5038 : tensor<1x1x1024x256xf32>
    %7019 = stablehlo.add %7016, %7018 : tensor<1x1x1024x256xf32>
    %7020 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7021 = stablehlo.multiply %7020, %v.layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %7022 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7023 = stablehlo.multiply %5038, %5038 : tensor<1x1x1024x256xf32>
    %7024 = stablehlo.multiply %7022, %7023 : tensor<1x1x1024x256xf32>
    %7025 = stablehlo.add %7021, %7024 : tensor<1x1x1024x256xf32>
    %7026 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7027 = stablehlo.divide %7019, %7026 : tensor<1x1x1024x256xf32>
    %7028 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7029 = stablehlo.divide %7025, %7028 : tensor<1x1x1024x256xf32>
    %7030 = stablehlo.sqrt %7029 : tensor<1x1x1024x256xf32>
    %7031 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7032 = stablehlo.add %7030, %7031 : tensor<1x1x1024x256xf32>
    %7033 = stablehlo.divide %7027, %7032 : tensor<1x1x1024x256xf32>
    %7034 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7035 = stablehlo.multiply %7034, %m.layer3.1.bn1.g : tensor<256xf32>
    %7036 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7037 = stablehlo.multiply %7036, %5043 : tensor<256xf32>
    %7038 = stablehlo.add %7035, %7037 : tensor<256xf32>
    %7039 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7040 = stablehlo.multiply %7039, %v.layer3.1.bn1.g : tensor<256xf32>
    %7041 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7042 = stablehlo.multiply %5043, %5043 : tensor<256xf32>
    %7043 = stablehlo.multiply %7041, %7042 : tensor<256xf32>
    %7044 = stablehlo.add %7040, %7043 : tensor<256xf32>
    %7045 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7046 = stablehlo.divide %7038, %7045 : tensor<256xf32>
    %7047 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7048 = stablehlo.divide %7044, %7047 : tensor<256xf32>
    %7049 = stablehlo.sqrt %7048 : tensor<256xf32>
    %7050 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7051 = stablehlo.add %7049, %7050 : tensor<256xf32>
    %7052 = stablehlo.divide %7046, %7051 : tensor<256xf32>
    %7053 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7054 = stablehlo.multiply %7053, %m.layer3.1.bn1.b : tensor<256xf32>
    %7055 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7056 = stablehlo.multiply %7055, %5048 : tensor<256xf32>
    %7057 = stablehlo.add %7054, %7056 : tensor<256xf32>
    %7058 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7059 = stablehlo.multiply %7058, %v.layer3.1.bn1.b : tensor<256xf32>
    %7060 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7061 = stablehlo.multiply %5048, %5048 : tensor<256xf32>
    %7062 = stablehlo.multiply %7060, %7061 : tensor<256xf32>
    %7063 = stablehlo.add %7059, %7062 : tensor<256xf32>
    %7064 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7065 = stablehlo.divide %7057, %7064 : tensor<256xf32>
    %7066 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7067 = stablehlo.divide %7063, %7066 : tensor<256xf32>
    %7068 = stablehlo.sqrt %7067 : tensor<256xf32>
    %7069 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7070 = stablehlo.add %7068, %7069 : tensor<256xf32>
    %7071 = stablehlo.divide %7065, %7070 : tensor<256xf32>
    %7072 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7073 = stablehlo.multiply %7072, %m.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %7074 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7075 = stablehlo.multiply %7074, %5053 : tensor<3x3x256x256xf32>
    %7076 = stablehlo.add %7073, %7075 : tensor<3x3x256x256xf32>
    %7077 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7078 = stablehlo.multiply %7077, %v.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %7079 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7080 = stablehlo.multiply %5053, %5053 : tensor<3x3x256x256xf32>
    %7081 = stablehlo.multiply %7079, %7080 : tensor<3x3x256x256xf32>
    %7082 = stablehlo.add %7078, %7081 : tensor<3x3x256x256xf32>
    %7083 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7084 = stablehlo.divide %7076, %7083 : tensor<3x3x256x256xf32>
    %7085 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7086 = stablehlo.divide %7082, %7085 : tensor<3x3x256x256xf32>
    %7087 = stablehlo.sqrt %7086 : tensor<3x3x256x256xf32>
    %7088 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7089 = stablehlo.add %7087, %7088 : tensor<3x3x256x256xf32>
    %7090 = stablehlo.divide %7084, %7089 : tensor<3x3x256x256xf32>
    %7091 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7092 = stablehlo.multiply %7091, %m.layer3.1.bn2.g : tensor<256xf32>
    %7093 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7094 = stablehlo.multiply %7093, %5058 : tensor<256xf32>
    %7095 = stablehlo.add %7092, %7094 : tensor<256xf32>
    %7096 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7097 = stablehlo.multiply %7096, %v.layer3.1.bn2.g : tensor<256xf32>
    %7098 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7099 = stablehlo.multiply %5058, %5058 : tensor<256xf32>
    %7100 = stablehlo.multiply %7098, %7099 : tensor<256xf32>
    %7101 = stablehlo.add %7097, %7100 : tensor<256xf32>
    %7102 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7103 = stablehlo.divide %7095, %7102 : tensor<256xf32>
    %7104 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7105 = stablehlo.divide %7101, %7104 : tensor<256xf32>
    %7106 = stablehlo.sqrt %7105 : tensor<256xf32>
    %7107 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7108 = stablehlo.add %7106, %7107 : tensor<256xf32>
    %7109 = stablehlo.divide %7103, %7108 : tensor<256xf32>
    %7110 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7111 = stablehlo.multiply %7110, %m.layer3.1.bn2.b : tensor<256xf32>
    %7112 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7113 = stablehlo.multiply %7112, %5063 : tensor<256xf32>
    %7114 = stablehlo.add %7111, %7113 : tensor<256xf32>
    %7115 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7116 = stablehlo.multiply %7115, %v.layer3.1.bn2.b : tensor<256xf32>
    %7117 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7118 = stablehlo.multiply %5063, %5063 : tensor<256xf32>
    %7119 = stablehlo.multiply %7117, %7118 : tensor<256xf32>
    %7120 = stablehlo.add %7116, %7119 : tensor<256xf32>
    %7121 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7122 = stablehlo.divide %7114, %7121 : tensor<256xf32>
    %7123 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7124 = stablehlo.divide %7120, %7123 : tensor<256xf32>
    %7125 = stablehlo.sqrt %7124 : tensor<256xf32>
    %7126 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7127 = stablehlo.add %7125, %7126 : tensor<256xf32>
    %7128 = stablehlo.divide %7122, %7127 : tensor<256xf32>
    %7129 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7130 = stablehlo.multiply %7129, %m.layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %7131 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7132 = stablehlo.multiply %7131, %5068 : tensor<1x1x256x1024xf32>
    %7133 = stablehlo.add %7130, %7132 : tensor<1x1x256x1024xf32>
    %7134 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7135 = stablehlo.multiply %7134, %v.layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %7136 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7137 = stablehlo.multiply %5068, %5068 : tensor<1x1x256x1024xf32>
    %7138 = stablehlo.multiply %7136, %7137 : tensor<1x1x256x1024xf32>
    %7139 = stablehlo.add %7135, %7138 : tensor<1x1x256x1024xf32>
    %7140 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7141 = stablehlo.divide %7133, %7140 : tensor<1x1x256x1024xf32>
    %7142 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7143 = stablehlo.divide %7139, %7142 : tensor<1x1x256x1024xf32>
    %7144 = stablehlo.sqrt %7143 : tensor<1x1x256x1024xf32>
    %7145 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7146 = stablehlo.add %7144, %7145 : tensor<1x1x256x1024xf32>
    %7147 = stablehlo.divide %7141, %7146 : tensor<1x1x256x1024xf32>
    %7148 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7149 = stablehlo.multiply %7148, %m.layer3.1.bn3.g : tensor<1024xf32>
    %7150 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7151 = stablehlo.multiply %7150, %5073 : tensor<1024xf32>
    %7152 = stablehlo.add %7149, %7151 : tensor<1024xf32>
    %7153 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7154 = stablehlo.multiply %7153, %v.layer3.1.bn3.g : tensor<1024xf32>
    %7155 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7156 = stablehlo.multiply %5073, %5073 : tensor<1024xf32>
    %7157 = stablehlo.multiply %7155, %7156 : tensor<1024xf32>
    %7158 = stablehlo.add %7154, %7157 : tensor<1024xf32>
    %7159 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7160 = stablehlo.divide %7152, %7159 : tensor<1024xf32>
    %7161 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7162 = stablehlo.divide %7158, %7161 : tensor<1024xf32>
    %7163 = stablehlo.sqrt %7162 : tensor<1024xf32>
    %7164 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7165 = stablehlo.add %7163, %7164 : tensor<1024xf32>
    %7166 = stablehlo.divide %7160, %7165 : tensor<1024xf32>
    %7167 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7168 = stablehlo.multiply %7167, %m.layer3.1.bn3.b : tensor<1024xf32>
    %7169 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7170 = stablehlo.multiply %7169, %5078 : tensor<1024xf32>
    %7171 = stablehlo.add %7168, %7170 : tensor<1024xf32>
    %7172 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7173 = stablehlo.multiply %7172, %v.layer3.1.bn3.b : tensor<1024xf32>
    %7174 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7175 = stablehlo.multiply %5078, %5078 : tensor<1024xf32>
    %7176 = stablehlo.multiply %7174, %7175 : tensor<1024xf32>
    %7177 = stablehlo.add %7173, %7176 : tensor<1024xf32>
    %7178 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7179 = stablehlo.divide %7171, %7178 : tensor<1024xf32>
    %7180 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7181 = stablehlo.divide %7177, %7180 : tensor<1024xf32>
    %7182 = stablehlo.sqrt %7181 : tensor<1024xf32>
    %7183 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7184 = stablehlo.add %7182, %7183 : tensor<1024xf32>
    %7185 = stablehlo.divide %7179, %7184 : tensor<1024xf32>
    %7186 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7187 = stablehlo.multiply %7186, %m.layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %7188 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7189 = stablehlo.multiply %7188, %5083 : tensor<1x1x1024x256xf32>
    %7190 = stablehlo.add %7187, %7189 : tensor<1x1x1024x256xf32>
    %7191 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7192 = stablehlo.multiply %7191, %v.layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %7193 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7194 = stablehlo.multiply %5083, %5083 : tensor<1x1x1024x256xf32>
    %7195 = stablehlo.multiply %7193, %7194 : tensor<1x1x1024x256xf32>
    %7196 = stablehlo.add %7192, %7195 : tensor<1x1x1024x256xf32>
    %7197 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7198 = stablehlo.divide %7190, %7197 : tensor<1x1x1024x256xf32>
    %7199 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7200 = stablehlo.divide %7196, %7199 : tensor<1x1x1024x256xf32>
    %7201 = stablehlo.sqrt %7200 : tensor<1x1x1024x256xf32>
    %7202 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7203 = stablehlo.add %7201, %7202 : tensor<1x1x1024x256xf32>
    %7204 = stablehlo.divide %7198, %7203 : tensor<1x1x1024x256xf32>
    %7205 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7206 = stablehlo.multiply %7205, %m.layer3.2.bn1.g : tensor<256xf32>
    %7207 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7208 = stablehlo.multiply %7207, %5088 : tensor<256xf32>
    %7209 = stablehlo.add %7206, %7208 : tensor<256xf32>
    %7210 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7211 = stablehlo.multiply %7210, %v.layer3.2.bn1.g : tensor<256xf32>
    %7212 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7213 = stablehlo.multiply %5088, %5088 : tensor<256xf32>
    %7214 = stablehlo.multiply %7212, %7213 : tensor<256xf32>
    %7215 = stablehlo.add %7211, %7214 : tensor<256xf32>
    %7216 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7217 = stablehlo.divide %7209, %7216 : tensor<256xf32>
    %7218 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7219 = stablehlo.divide %7215, %7218 : tensor<256xf32>
    %7220 = stablehlo.sqrt %7219 : tensor<256xf32>
    %7221 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7222 = stablehlo.add %7220, %7221 : tensor<256xf32>
    %7223 = stablehlo.divide %7217, %7222 : tensor<256xf32>
    %7224 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7225 = stablehlo.multiply %7224, %m.layer3.2.bn1.b : tensor<256xf32>
    %7226 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7227 = stablehlo.multiply %7226, %5093 : tensor<256xf32>
    %7228 = stablehlo.add %7225, %7227 : tensor<256xf32>
    %7229 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7230 = stablehlo.multiply %7229, %v.layer3.2.bn1.b : tensor<256xf32>
    %7231 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7232 = stablehlo.multiply %5093, %5093 : tensor<256xf32>
    %7233 = stablehlo.multiply %7231, %7232 : tensor<256xf32>
    %7234 = stablehlo.add %7230, %7233 : tensor<256xf32>
    %7235 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7236 = stablehlo.divide %7228, %7235 : tensor<256xf32>
    %7237 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7238 = stablehlo.divide %7234, %7237 : tensor<256xf32>
    %7239 = stablehlo.sqrt %7238 : tensor<256xf32>
    %7240 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7241 = stablehlo.add %7239, %7240 : tensor<256xf32>
    %7242 = stablehlo.divide %7236, %7241 : tensor<256xf32>
    %7243 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7244 = stablehlo.multiply %7243, %m.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %7245 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7246 = stablehlo.multiply %7245, %5098 : tensor<3x3x256x256xf32>
    %7247 = stablehlo.add %7244, %7246 : tensor<3x3x256x256xf32>
    %7248 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7249 = stablehlo.multiply %7248, %v.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %7250 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7251 = stablehlo.multiply %5098, %5098 : tensor<3x3x256x256xf32>
    %7252 = stablehlo.multiply %7250, %7251 : tensor<3x3x256x256xf32>
    %7253 = stablehlo.add %7249, %7252 : tensor<3x3x256x256xf32>
    %7254 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7255 = stablehlo.divide %7247, %7254 : tensor<3x3x256x256xf32>
    %7256 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7257 = stablehlo.divide %7253, %7256 : tensor<3x3x256x256xf32>
    %7258 = stablehlo.sqrt %7257 : tensor<3x3x256x256xf32>
    %7259 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7260 = stablehlo.add %7258, %7259 : tensor<3x3x256x256xf32>
    %7261 = stablehlo.divide %7255, %7260 : tensor<3x3x256x256xf32>
    %7262 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7263 = stablehlo.multiply %7262, %m.layer3.2.bn2.g : tensor<256xf32>
    %7264 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7265 = stablehlo.multiply %7264, %5103 : tensor<256xf32>
    %7266 = stablehlo.add %7263, %7265 : tensor<256xf32>
    %7267 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7268 = stablehlo.multiply %7267, %v.layer3.2.bn2.g : tensor<256xf32>
    %7269 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7270 = stablehlo.multiply %5103, %5103 : tensor<256xf32>
    %7271 = stablehlo.multiply %7269, %7270 : tensor<256xf32>
    %7272 = stablehlo.add %7268, %7271 : tensor<256xf32>
    %7273 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7274 = stablehlo.divide %7266, %7273 : tensor<256xf32>
    %7275 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7276 = stablehlo.divide %7272, %7275 : tensor<256xf32>
    %7277 = stablehlo.sqrt %7276 : tensor<256xf32>
    %7278 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7279 = stablehlo.add %7277, %7278 : tensor<256xf32>
    %7280 = stablehlo.divide %7274, %7279 : tensor<256xf32>
    %7281 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7282 = stablehlo.multiply %7281, %m.layer3.2.bn2.b : tensor<256xf32>
    %7283 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7284 = stablehlo.multiply %7283, %5108 : tensor<256xf32>
    %7285 = stablehlo.add %7282, %7284 : tensor<256xf32>
    %7286 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7287 = stablehlo.multiply %7286, %v.layer3.2.bn2.b : tensor<256xf32>
    %7288 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7289 = stablehlo.multiply %5108, %5108 : tensor<256xf32>
    %7290 = stablehlo.multiply %7288, %7289 : tensor<256xf32>
    %7291 = stablehlo.add %7287, %7290 : tensor<256xf32>
    %7292 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7293 = stablehlo.divide %7285, %7292 : tensor<256xf32>
    %7294 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7295 = stablehlo.divide %7291, %7294 : tensor<256xf32>
    %7296 = stablehlo.sqrt %7295 : tensor<256xf32>
    %7297 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7298 = stablehlo.add %7296, %7297 : tensor<256xf32>
    %7299 = stablehlo.divide %7293, %7298 : tensor<256xf32>
    %7300 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7301 = stablehlo.multiply %7300, %m.layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %7302 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7303 = stablehlo.multiply %7302, %5113 : tensor<1x1x256x1024xf32>
    %7304 = stablehlo.add %7301, %7303 : tensor<1x1x256x1024xf32>
    %7305 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7306 = stablehlo.multiply %7305, %v.layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %7307 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7308 = stablehlo.multiply %5113, %5113 : tensor<1x1x256x1024xf32>
    %7309 = stablehlo.multiply %7307, %7308 : tensor<1x1x256x1024xf32>
    %7310 = stablehlo.add %7306, %7309 : tensor<1x1x256x1024xf32>
    %7311 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7312 = stablehlo.divide %7304, %7311 : tensor<1x1x256x1024xf32>
    %7313 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7314 = stablehlo.divide %7310, %7313 : tensor<1x1x256x1024xf32>
    %7315 = stablehlo.sqrt %7314 : tensor<1x1x256x1024xf32>
    %7316 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7317 = stablehlo.add %7315, %7316 : tensor<1x1x256x1024xf32>
    %7318 = stablehlo.divide %7312, %7317 : tensor<1x1x256x1024xf32>
    %7319 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7320 = stablehlo.multiply %7319, %m.layer3.2.bn3.g : tensor<1024xf32>
    %7321 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7322 = stablehlo.multiply %7321, %5118 : tensor<1024xf32>
    %7323 = stablehlo.add %7320, %7322 : tensor<1024xf32>
    %7324 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7325 = stablehlo.multiply %7324, %v.layer3.2.bn3.g : tensor<1024xf32>
    %7326 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7327 = stablehlo.multiply %5118, %5118 : tensor<1024xf32>
    %7328 = stablehlo.multiply %7326, %7327 : tensor<1024xf32>
    %7329 = stablehlo.add %7325, %7328 : tensor<1024xf32>
    %7330 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7331 = stablehlo.divide %7323, %7330 : tensor<1024xf32>
    %7332 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7333 = stablehlo.divide %7329, %7332 : tensor<1024xf32>
    %7334 = stablehlo.sqrt %7333 : tensor<1024xf32>
    %7335 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7336 = stablehlo.add %7334, %7335 : tensor<1024xf32>
    %7337 = stablehlo.divide %7331, %7336 : tensor<1024xf32>
    %7338 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7339 = stablehlo.multiply %7338, %m.layer3.2.bn3.b : tensor<1024xf32>
    %7340 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7341 = stablehlo.multiply %7340, %5123 : tensor<1024xf32>
    %7342 = stablehlo.add %7339, %7341 : tensor<1024xf32>
    %7343 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7344 = stablehlo.multiply %7343, %v.layer3.2.bn3.b : tensor<1024xf32>
    %7345 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7346 = stablehlo.multiply %5123, %5123 : tensor<1024xf32>
    %7347 = stablehlo.multiply %7345, %7346 : tensor<1024xf32>
    %7348 = stablehlo.add %7344, %7347 : tensor<1024xf32>
    %7349 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7350 = stablehlo.divide %7342, %7349 : tensor<1024xf32>
    %7351 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7352 = stablehlo.divide %7348, %7351 : tensor<1024xf32>
    %7353 = stablehlo.sqrt %7352 : tensor<1024xf32>
    %7354 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7355 = stablehlo.add %7353, %7354 : tensor<1024xf32>
    %7356 = stablehlo.divide %7350, %7355 : tensor<1024xf32>
    %7357 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7358 = stablehlo.multiply %7357, %m.layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %7359 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7360 = stablehlo.multiply %7359, %5128 : tensor<1x1x1024x256xf32>
    %7361 = stablehlo.add %7358, %7360 : tensor<1x1x1024x256xf32>
    %7362 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7363 = stablehlo.multiply %7362, %v.layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %7364 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7365 = stablehlo.multiply %5128, %5128 : tensor<1x1x1024x256xf32>
    %7366 = stablehlo.multiply %7364, %7365 : tensor<1x1x1024x256xf32>
    %7367 = stablehlo.add %7363, %7366 : tensor<1x1x1024x256xf32>
    %7368 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7369 = stablehlo.divide %7361, %7368 : tensor<1x1x1024x256xf32>
    %7370 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7371 = stablehlo.divide %7367, %7370 : tensor<1x1x1024x256xf32>
    %7372 = stablehlo.sqrt %7371 : tensor<1x1x1024x256xf32>
    %7373 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7374 = stablehlo.add %7372, %7373 : tensor<1x1x1024x256xf32>
    %7375 = stablehlo.divide %7369, %7374 : tensor<1x1x1024x256xf32>
    %7376 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7377 = stablehlo.multiply %7376, %m.layer3.3.bn1.g : tensor<256xf32>
    %7378 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7379 = stablehlo.multiply %7378, %5133 : tensor<256xf32>
    %7380 = stablehlo.add %7377, %7379 : tensor<256xf32>
    %7381 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7382 = stablehlo.multiply %7381, %v.layer3.3.bn1.g : tensor<256xf32>
    %7383 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7384 = stablehlo.multiply %5133, %5133 : tensor<256xf32>
    %7385 = stablehlo.multiply %7383, %7384 : tensor<256xf32>
    %7386 = stablehlo.add %7382, %7385 : tensor<256xf32>
    %7387 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7388 = stablehlo.divide %7380, %7387 : tensor<256xf32>
    %7389 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7390 = stablehlo.divide %7386, %7389 : tensor<256xf32>
    %7391 = stablehlo.sqrt %7390 : tensor<256xf32>
    %7392 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7393 = stablehlo.add %7391, %7392 : tensor<256xf32>
    %7394 = stablehlo.divide %7388, %7393 : tensor<256xf32>
    %7395 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7396 = stablehlo.multiply %7395, %m.layer3.3.bn1.b : tensor<256xf32>
    %7397 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7398 = stablehlo.multiply %7397, %5138 : tensor<256xf32>
    %7399 = stablehlo.add %7396, %7398 : tensor<256xf32>
    %7400 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7401 = stablehlo.multiply %7400, %v.layer3.3.bn1.b : tensor<256xf32>
    %7402 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7403 = stablehlo.multiply %5138, %5138 : tensor<256xf32>
    %7404 = stablehlo.multiply %7402, %7403 : tensor<256xf32>
    %7405 = stablehlo.add %7401, %7404 : tensor<256xf32>
    %7406 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7407 = stablehlo.divide %7399, %7406 : tensor<256xf32>
    %7408 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7409 = stablehlo.divide %7405, %7408 : tensor<256xf32>
    %7410 = stablehlo.sqrt %7409 : tensor<256xf32>
    %7411 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7412 = stablehlo.add %7410, %7411 : tensor<256xf32>
    %7413 = stablehlo.divide %7407, %7412 : tensor<256xf32>
    %7414 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7415 = stablehlo.multiply %7414, %m.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %7416 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7417 = stablehlo.multiply %7416, %5143 : tensor<3x3x256x256xf32>
    %7418 = stablehlo.add %7415, %7417 : tensor<3x3x256x256xf32>
    %7419 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7420 = stablehlo.multiply %7419, %v.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %7421 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7422 = stablehlo.multiply %5143, %5143 : tensor<3x3x256x256xf32>
    %7423 = stablehlo.multiply %7421, %7422 : tensor<3x3x256x256xf32>
    %7424 = stablehlo.add %7420, %7423 : tensor<3x3x256x256xf32>
    %7425 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7426 = stablehlo.divide %7418, %7425 : tensor<3x3x256x256xf32>
    %7427 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7428 = stablehlo.divide %7424, %7427 : tensor<3x3x256x256xf32>
    %7429 = stablehlo.sqrt %7428 : tensor<3x3x256x256xf32>
    %7430 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7431 = stablehlo.add %7429, %7430 : tensor<3x3x256x256xf32>
    %7432 = stablehlo.divide %7426, %7431 : tensor<3x3x256x256xf32>
    %7433 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7434 = stablehlo.multiply %7433, %m.layer3.3.bn2.g : tensor<256xf32>
    %7435 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7436 = stablehlo.multiply %7435, %5148 : tensor<256xf32>
    %7437 = stablehlo.add %7434, %7436 : tensor<256xf32>
    %7438 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7439 = stablehlo.multiply %7438, %v.layer3.3.bn2.g : tensor<256xf32>
    %7440 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7441 = stablehlo.multiply %5148, %5148 : tensor<256xf32>
    %7442 = stablehlo.multiply %7440, %7441 : tensor<256xf32>
    %7443 = stablehlo.add %7439, %7442 : tensor<256xf32>
    %7444 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7445 = stablehlo.divide %7437, %7444 : tensor<256xf32>
    %7446 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7447 = stablehlo.divide %7443, %7446 : tensor<256xf32>
    %7448 = stablehlo.sqrt %7447 : tensor<256xf32>
    %7449 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7450 = stablehlo.add %7448, %7449 : tensor<256xf32>
    %7451 = stablehlo.divide %7445, %7450 : tensor<256xf32>
    %7452 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7453 = stablehlo.multiply %7452, %m.layer3.3.bn2.b : tensor<256xf32>
    %7454 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7455 = stablehlo.multiply %7454, %5153 : tensor<256xf32>
    %7456 = stablehlo.add %7453, %7455 : tensor<256xf32>
    %7457 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7458 = stablehlo.multiply %7457, %v.layer3.3.bn2.b : tensor<256xf32>
    %7459 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7460 = stablehlo.multiply %5153, %5153 : tensor<256xf32>
    %7461 = stablehlo.multiply %7459, %7460 : tensor<256xf32>
    %7462 = stablehlo.add %7458, %7461 : tensor<256xf32>
    %7463 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7464 = stablehlo.divide %7456, %7463 : tensor<256xf32>
    %7465 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7466 = stablehlo.divide %7462, %7465 : tensor<256xf32>
    %7467 = stablehlo.sqrt %7466 : tensor<256xf32>
    %7468 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7469 = stablehlo.add %7467, %7468 : tensor<256xf32>
    %7470 = stablehlo.divide %7464, %7469 : tensor<256xf32>
    %7471 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7472 = stablehlo.multiply %7471, %m.layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %7473 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7474 = stablehlo.multiply %7473, %5158 : tensor<1x1x256x1024xf32>
    %7475 = stablehlo.add %7472, %7474 : tensor<1x1x256x1024xf32>
    %7476 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7477 = stablehlo.multiply %7476, %v.layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %7478 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7479 = stablehlo.multiply %5158, %5158 : tensor<1x1x256x1024xf32>
    %7480 = stablehlo.multiply %7478, %7479 : tensor<1x1x256x1024xf32>
    %7481 = stablehlo.add %7477, %7480 : tensor<1x1x256x1024xf32>
    %7482 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7483 = stablehlo.divide %7475, %7482 : tensor<1x1x256x1024xf32>
    %7484 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7485 = stablehlo.divide %7481, %7484 : tensor<1x1x256x1024xf32>
    %7486 = stablehlo.sqrt %7485 : tensor<1x1x256x1024xf32>
    %7487 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7488 = stablehlo.add %7486, %7487 : tensor<1x1x256x1024xf32>
    %7489 = stablehlo.divide %7483, %7488 : tensor<1x1x256x1024xf32>
    %7490 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7491 = stablehlo.multiply %7490, %m.layer3.3.bn3.g : tensor<1024xf32>
    %7492 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7493 = stablehlo.multiply %7492, %5163 : tensor<1024xf32>
    %7494 = stablehlo.add %7491, %7493 : tensor<1024xf32>
    %7495 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7496 = stablehlo.multiply %7495, %v.layer3.3.bn3.g : tensor<1024xf32>
    %7497 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7498 = stablehlo.multiply %5163, %5163 : tensor<1024xf32>
    %7499 = stablehlo.multiply %7497, %7498 : tensor<1024xf32>
    %7500 = stablehlo.add %7496, %7499 : tensor<1024xf32>
    %7501 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7502 = stablehlo.divide %7494, %7501 : tensor<1024xf32>
    %7503 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7504 = stablehlo.divide %7500, %7503 : tensor<1024xf32>
    %7505 = stablehlo.sqrt %7504 : tensor<1024xf32>
    %7506 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7507 = stablehlo.add %7505, %7506 : tensor<1024xf32>
    %7508 = stablehlo.divide %7502, %7507 : tensor<1024xf32>
    %7509 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7510 = stablehlo.multiply %7509, %m.layer3.3.bn3.b : tensor<1024xf32>
    %7511 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7512 = stablehlo.multiply %7511, %5168 : tensor<1024xf32>
    %7513 = stablehlo.add %7510, %7512 : tensor<1024xf32>
    %7514 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7515 = stablehlo.multiply %7514, %v.layer3.3.bn3.b : tensor<1024xf32>
    %7516 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7517 = stablehlo.multiply %5168, %5168 : tensor<1024xf32>
    %7518 = stablehlo.multiply %7516, %7517 : tensor<1024xf32>
    %7519 = stablehlo.add %7515, %7518 : tensor<1024xf32>
    %7520 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7521 = stablehlo.divide %7513, %7520 : tensor<1024xf32>
    %7522 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7523 = stablehlo.divide %7519, %7522 : tensor<1024xf32>
    %7524 = stablehlo.sqrt %7523 : tensor<1024xf32>
    %7525 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7526 = stablehlo.add %7524, %7525 : tensor<1024xf32>
    %7527 = stablehlo.divide %7521, %7526 : tensor<1024xf32>
    %7528 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7529 = stablehlo.multiply %7528, %m.layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %7530 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7531 = stablehlo.multiply %7530, %5173 : tensor<1x1x1024x256xf32>
    %7532 = stablehlo.add %7529, %7531 : tensor<1x1x1024x256xf32>
    %7533 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7534 = stablehlo.multiply %7533, %v.layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %7535 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7536 = stablehlo.multiply %5173, %5173 : tensor<1x1x1024x256xf32>
    %7537 = stablehlo.multiply %7535, %7536 : tensor<1x1x1024x256xf32>
    %7538 = stablehlo.add %7534, %7537 : tensor<1x1x1024x256xf32>
    %7539 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7540 = stablehlo.divide %7532, %7539 : tensor<1x1x1024x256xf32>
    %7541 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7542 = stablehlo.divide %7538, %7541 : tensor<1x1x1024x256xf32>
    %7543 = stablehlo.sqrt %7542 : tensor<1x1x1024x256xf32>
    %7544 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7545 = stablehlo.add %7543, %7544 : tensor<1x1x1024x256xf32>
    %7546 = stablehlo.divide %7540, %7545 : tensor<1x1x1024x256xf32>
    %7547 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7548 = stablehlo.multiply %7547, %m.layer3.4.bn1.g : tensor<256xf32>
    %7549 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7550 = stablehlo.multiply %7549, %5178 : tensor<256xf32>
    %7551 = stablehlo.add %7548, %7550 : tensor<256xf32>
    %7552 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7553 = stablehlo.multiply %7552, %v.layer3.4.bn1.g : tensor<256xf32>
    %7554 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7555 = stablehlo.multiply %5178, %5178 : tensor<256xf32>
    %7556 = stablehlo.multiply %7554, %7555 : tensor<256xf32>
    %7557 = stablehlo.add %7553, %7556 : tensor<256xf32>
    %7558 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7559 = stablehlo.divide %7551, %7558 : tensor<256xf32>
    %7560 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7561 = stablehlo.divide %7557, %7560 : tensor<256xf32>
    %7562 = stablehlo.sqrt %7561 : tensor<256xf32>
    %7563 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7564 = stablehlo.add %7562, %7563 : tensor<256xf32>
    %7565 = stablehlo.divide %7559, %7564 : tensor<256xf32>
    %7566 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7567 = stablehlo.multiply %7566, %m.layer3.4.bn1.b : tensor<256xf32>
    %7568 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7569 = stablehlo.multiply %7568, %5183 : tensor<256xf32>
    %7570 = stablehlo.add %7567, %7569 : tensor<256xf32>
    %7571 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7572 = stablehlo.multiply %7571, %v.layer3.4.bn1.b : tensor<256xf32>
    %7573 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7574 = stablehlo.multiply %5183, %5183 : tensor<256xf32>
    %7575 = stablehlo.multiply %7573, %7574 : tensor<256xf32>
    %7576 = stablehlo.add %7572, %7575 : tensor<256xf32>
    %7577 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7578 = stablehlo.divide %7570, %7577 : tensor<256xf32>
    %7579 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7580 = stablehlo.divide %7576, %7579 : tensor<256xf32>
    %7581 = stablehlo.sqrt %7580 : tensor<256xf32>
    %7582 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7583 = stablehlo.add %7581, %7582 : tensor<256xf32>
    %7584 = stablehlo.divide %7578, %7583 : tensor<256xf32>
    %7585 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7586 = stablehlo.multiply %7585, %m.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %7587 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7588 = stablehlo.multiply %7587, %5188 : tensor<3x3x256x256xf32>
    %7589 = stablehlo.add %7586, %7588 : tensor<3x3x256x256xf32>
    %7590 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7591 = stablehlo.multiply %7590, %v.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %7592 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7593 = stablehlo.multiply %5188, %5188 : tensor<3x3x256x256xf32>
    %7594 = stablehlo.multiply %7592, %7593 : tensor<3x3x256x256xf32>
    %7595 = stablehlo.add %7591, %7594 : tensor<3x3x256x256xf32>
    %7596 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7597 = stablehlo.divide %7589, %7596 : tensor<3x3x256x256xf32>
    %7598 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7599 = stablehlo.divide %7595, %7598 : tensor<3x3x256x256xf32>
    %7600 = stablehlo.sqrt %7599 : tensor<3x3x256x256xf32>
    %7601 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7602 = stablehlo.add %7600, %7601 : tensor<3x3x256x256xf32>
    %7603 = stablehlo.divide %7597, %7602 : tensor<3x3x256x256xf32>
    %7604 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7605 = stablehlo.multiply %7604, %m.layer3.4.bn2.g : tensor<256xf32>
    %7606 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7607 = stablehlo.multiply %7606, %5193 : tensor<256xf32>
    %7608 = stablehlo.add %7605, %7607 : tensor<256xf32>
    %7609 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7610 = stablehlo.multiply %7609, %v.layer3.4.bn2.g : tensor<256xf32>
    %7611 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7612 = stablehlo.multiply %5193, %5193 : tensor<256xf32>
    %7613 = stablehlo.multiply %7611, %7612 : tensor<256xf32>
    %7614 = stablehlo.add %7610, %7613 : tensor<256xf32>
    %7615 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7616 = stablehlo.divide %7608, %7615 : tensor<256xf32>
    %7617 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7618 = stablehlo.divide %7614, %7617 : tensor<256xf32>
    %7619 = stablehlo.sqrt %7618 : tensor<256xf32>
    %7620 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7621 = stablehlo.add %7619, %7620 : tensor<256xf32>
    %7622 = stablehlo.divide %7616, %7621 : tensor<256xf32>
    %7623 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7624 = stablehlo.multiply %7623, %m.layer3.4.bn2.b : tensor<256xf32>
    %7625 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7626 = stablehlo.multiply %7625, %5198 : tensor<256xf32>
    %7627 = stablehlo.add %7624, %7626 : tensor<256xf32>
    %7628 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7629 = stablehlo.multiply %7628, %v.layer3.4.bn2.b : tensor<256xf32>
    %7630 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7631 = stablehlo.multiply %5198, %5198 : tensor<256xf32>
    %7632 = stablehlo.multiply %7630, %7631 : tensor<256xf32>
    %7633 = stablehlo.add %7629, %7632 : tensor<256xf32>
    %7634 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7635 = stablehlo.divide %7627, %7634 : tensor<256xf32>
    %7636 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7637 = stablehlo.divide %7633, %7636 : tensor<256xf32>
    %7638 = stablehlo.sqrt %7637 : tensor<256xf32>
    %7639 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7640 = stablehlo.add %7638, %7639 : tensor<256xf32>
    %7641 = stablehlo.divide %7635, %7640 : tensor<256xf32>
    %7642 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7643 = stablehlo.multiply %7642, %m.layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %7644 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7645 = stablehlo.multiply %7644, %5203 : tensor<1x1x256x1024xf32>
    %7646 = stablehlo.add %7643, %7645 : tensor<1x1x256x1024xf32>
    %7647 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7648 = stablehlo.multiply %7647, %v.layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %7649 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7650 = stablehlo.multiply %5203, %5203 : tensor<1x1x256x1024xf32>
    %7651 = stablehlo.multiply %7649, %7650 : tensor<1x1x256x1024xf32>
    %7652 = stablehlo.add %7648, %7651 : tensor<1x1x256x1024xf32>
    %7653 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7654 = stablehlo.divide %7646, %7653 : tensor<1x1x256x1024xf32>
    %7655 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7656 = stablehlo.divide %7652, %7655 : tensor<1x1x256x1024xf32>
    %7657 = stablehlo.sqrt %7656 : tensor<1x1x256x1024xf32>
    %7658 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7659 = stablehlo.add %7657, %7658 : tensor<1x1x256x1024xf32>
    %7660 = stablehlo.divide %7654, %7659 : tensor<1x1x256x1024xf32>
    %7661 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7662 = stablehlo.multiply %7661, %m.layer3.4.bn3.g : tensor<1024xf32>
    %7663 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7664 = stablehlo.multiply %7663, %5208 : tensor<1024xf32>
    %7665 = stablehlo.add %7662, %7664 : tensor<1024xf32>
    %7666 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7667 = stablehlo.multiply %7666, %v.layer3.4.bn3.g : tensor<1024xf32>
    %7668 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7669 = stablehlo.multiply %5208, %5208 : tensor<1024xf32>
    %7670 = stablehlo.multiply %7668, %7669 : tensor<1024xf32>
    %7671 = stablehlo.add %7667, %7670 : tensor<1024xf32>
    %7672 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7673 = stablehlo.divide %7665, %7672 : tensor<1024xf32>
    %7674 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7675 = stablehlo.divide %7671, %7674 : tensor<1024xf32>
    %7676 = stablehlo.sqrt %7675 : tensor<1024xf32>
    %7677 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7678 = stablehlo.add %7676, %7677 : tensor<1024xf32>
    %7679 = stablehlo.divide %7673, %7678 : tensor<1024xf32>
    %7680 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7681 = stablehlo.multiply %7680, %m.layer3.4.bn3.b : tensor<1024xf32>
    %7682 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7683 = stablehlo.multiply %7682, %5213 : tensor<1024xf32>
    %7684 = stablehlo.add %7681, %7683 : tensor<1024xf32>
    %7685 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7686 = stablehlo.multiply %7685, %v.layer3.4.bn3.b : tensor<1024xf32>
    %7687 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7688 = stablehlo.multiply %5213, %5213 : tensor<1024xf32>
    %7689 = stablehlo.multiply %7687, %7688 : tensor<1024xf32>
    %7690 = stablehlo.add %7686, %7689 : tensor<1024xf32>
    %7691 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7692 = stablehlo.divide %7684, %7691 : tensor<1024xf32>
    %7693 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7694 = stablehlo.divide %7690, %7693 : tensor<1024xf32>
    %7695 = stablehlo.sqrt %7694 : tensor<1024xf32>
    %7696 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7697 = stablehlo.add %7695, %7696 : tensor<1024xf32>
    %7698 = stablehlo.divide %7692, %7697 : tensor<1024xf32>
    %7699 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7700 = stablehlo.multiply %7699, %m.layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %7701 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7702 = stablehlo.multiply %7701, %5218 : tensor<1x1x1024x256xf32>
    %7703 = stablehlo.add %7700, %7702 : tensor<1x1x1024x256xf32>
    %7704 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7705 = stablehlo.multiply %7704, %v.layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %7706 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7707 = stablehlo.multiply %5218, %5218 : tensor<1x1x1024x256xf32>
    %7708 = stablehlo.multiply %7706, %7707 : tensor<1x1x1024x256xf32>
    %7709 = stablehlo.add %7705, %7708 : tensor<1x1x1024x256xf32>
    %7710 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7711 = stablehlo.divide %7703, %7710 : tensor<1x1x1024x256xf32>
    %7712 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7713 = stablehlo.divide %7709, %7712 : tensor<1x1x1024x256xf32>
    %7714 = stablehlo.sqrt %7713 : tensor<1x1x1024x256xf32>
    %7715 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7716 = stablehlo.add %7714, %7715 : tensor<1x1x1024x256xf32>
    %7717 = stablehlo.divide %7711, %7716 : tensor<1x1x1024x256xf32>
    %7718 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7719 = stablehlo.multiply %7718, %m.layer3.5.bn1.g : tensor<256xf32>
    %7720 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7721 = stablehlo.multiply %7720, %5223 : tensor<256xf32>
    %7722 = stablehlo.add %7719, %7721 : tensor<256xf32>
    %7723 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7724 = stablehlo.multiply %7723, %v.layer3.5.bn1.g : tensor<256xf32>
    %7725 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7726 = stablehlo.multiply %5223, %5223 : tensor<256xf32>
    %7727 = stablehlo.multiply %7725, %7726 : tensor<256xf32>
    %7728 = stablehlo.add %7724, %7727 : tensor<256xf32>
    %7729 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7730 = stablehlo.divide %7722, %7729 : tensor<256xf32>
    %7731 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7732 = stablehlo.divide %7728, %7731 : tensor<256xf32>
    %7733 = stablehlo.sqrt %7732 : tensor<256xf32>
    %7734 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7735 = stablehlo.add %7733, %7734 : tensor<256xf32>
    %7736 = stablehlo.divide %7730, %7735 : tensor<256xf32>
    %7737 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7738 = stablehlo.multiply %7737, %m.layer3.5.bn1.b : tensor<256xf32>
    %7739 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7740 = stablehlo.multiply %7739, %5228 : tensor<256xf32>
    %7741 = stablehlo.add %7738, %7740 : tensor<256xf32>
    %7742 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7743 = stablehlo.multiply %7742, %v.layer3.5.bn1.b : tensor<256xf32>
    %7744 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7745 = stablehlo.multiply %5228, %5228 : tensor<256xf32>
    %7746 = stablehlo.multiply %7744, %7745 : tensor<256xf32>
    %7747 = stablehlo.add %7743, %7746 : tensor<256xf32>
    %7748 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7749 = stablehlo.divide %7741, %7748 : tensor<256xf32>
    %7750 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7751 = stablehlo.divide %7747, %7750 : tensor<256xf32>
    %7752 = stablehlo.sqrt %7751 : tensor<256xf32>
    %7753 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7754 = stablehlo.add %7752, %7753 : tensor<256xf32>
    %7755 = stablehlo.divide %7749, %7754 : tensor<256xf32>
    %7756 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7757 = stablehlo.multiply %7756, %m.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %7758 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7759 = stablehlo.multiply %7758, %5233 : tensor<3x3x256x256xf32>
    %7760 = stablehlo.add %7757, %7759 : tensor<3x3x256x256xf32>
    %7761 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7762 = stablehlo.multiply %7761, %v.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %7763 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7764 = stablehlo.multiply %5233, %5233 : tensor<3x3x256x256xf32>
    %7765 = stablehlo.multiply %7763, %7764 : tensor<3x3x256x256xf32>
    %7766 = stablehlo.add %7762, %7765 : tensor<3x3x256x256xf32>
    %7767 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7768 = stablehlo.divide %7760, %7767 : tensor<3x3x256x256xf32>
    %7769 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7770 = stablehlo.divide %7766, %7769 : tensor<3x3x256x256xf32>
    %7771 = stablehlo.sqrt %7770 : tensor<3x3x256x256xf32>
    %7772 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7773 = stablehlo.add %7771, %7772 : tensor<3x3x256x256xf32>
    %7774 = stablehlo.divide %7768, %7773 : tensor<3x3x256x256xf32>
    %7775 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7776 = stablehlo.multiply %7775, %m.layer3.5.bn2.g : tensor<256xf32>
    %7777 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7778 = stablehlo.multiply %7777, %5238 : tensor<256xf32>
    %7779 = stablehlo.add %7776, %7778 : tensor<256xf32>
    %7780 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7781 = stablehlo.multiply %7780, %v.layer3.5.bn2.g : tensor<256xf32>
    %7782 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7783 = stablehlo.multiply %5238, %5238 : tensor<256xf32>
    %7784 = stablehlo.multiply %7782, %7783 : tensor<256xf32>
    %7785 = stablehlo.add %7781, %7784 : tensor<256xf32>
    %7786 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7787 = stablehlo.divide %7779, %7786 : tensor<256xf32>
    %7788 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7789 = stablehlo.divide %7785, %7788 : tensor<256xf32>
    %7790 = stablehlo.sqrt %7789 : tensor<256xf32>
    %7791 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7792 = stablehlo.add %7790, %7791 : tensor<256xf32>
    %7793 = stablehlo.divide %7787, %7792 : tensor<256xf32>
    %7794 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7795 = stablehlo.multiply %7794, %m.layer3.5.bn2.b : tensor<256xf32>
    %7796 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7797 = stablehlo.multiply %7796, %5243 : tensor<256xf32>
    %7798 = stablehlo.add %7795, %7797 : tensor<256xf32>
    %7799 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7800 = stablehlo.multiply %7799, %v.layer3.5.bn2.b : tensor<256xf32>
    %7801 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7802 = stablehlo.multiply %5243, %5243 : tensor<256xf32>
    %7803 = stablehlo.multiply %7801, %7802 : tensor<256xf32>
    %7804 = stablehlo.add %7800, %7803 : tensor<256xf32>
    %7805 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7806 = stablehlo.divide %7798, %7805 : tensor<256xf32>
    %7807 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7808 = stablehlo.divide %7804, %7807 : tensor<256xf32>
    %7809 = stablehlo.sqrt %7808 : tensor<256xf32>
    %7810 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7811 = stablehlo.add %7809, %7810 : tensor<256xf32>
    %7812 = stablehlo.divide %7806, %7811 : tensor<256xf32>
    %7813 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7814 = stablehlo.multiply %7813, %m.layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %7815 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7816 = stablehlo.multiply %7815, %5248 : tensor<1x1x256x1024xf32>
    %7817 = stablehlo.add %7814, %7816 : tensor<1x1x256x1024xf32>
    %7818 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7819 = stablehlo.multiply %7818, %v.layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %7820 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7821 = stablehlo.multiply %5248, %5248 : tensor<1x1x256x1024xf32>
    %7822 = stablehlo.multiply %7820, %7821 : tensor<1x1x256x1024xf32>
    %7823 = stablehlo.add %7819, %7822 : tensor<1x1x256x1024xf32>
    %7824 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7825 = stablehlo.divide %7817, %7824 : tensor<1x1x256x1024xf32>
    %7826 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7827 = stablehlo.divide %7823, %7826 : tensor<1x1x256x1024xf32>
    %7828 = stablehlo.sqrt %7827 : tensor<1x1x256x1024xf32>
    %7829 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7830 = stablehlo.add %7828, %7829 : tensor<1x1x256x1024xf32>
    %7831 = stablehlo.divide %7825, %7830 : tensor<1x1x256x1024xf32>
    %7832 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7833 = stablehlo.multiply %7832, %m.layer3.5.bn3.g : tensor<1024xf32>
    %7834 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7835 = stablehlo.multiply %7834, %5253 : tensor<1024xf32>
    %7836 = stablehlo.add %7833, %7835 : tensor<1024xf32>
    %7837 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7838 = stablehlo.multiply %7837, %v.layer3.5.bn3.g : tensor<1024xf32>
    %7839 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7840 = stablehlo.multiply %5253, %5253 : tensor<1024xf32>
    %7841 = stablehlo.multiply %7839, %7840 : tensor<1024xf32>
    %7842 = stablehlo.add %7838, %7841 : tensor<1024xf32>
    %7843 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7844 = stablehlo.divide %7836, %7843 : tensor<1024xf32>
    %7845 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7846 = stablehlo.divide %7842, %7845 : tensor<1024xf32>
    %7847 = stablehlo.sqrt %7846 : tensor<1024xf32>
    %7848 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7849 = stablehlo.add %7847, %7848 : tensor<1024xf32>
    %7850 = stablehlo.divide %7844, %7849 : tensor<1024xf32>
    %7851 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7852 = stablehlo.multiply %7851, %m.layer3.5.bn3.b : tensor<1024xf32>
    %7853 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7854 = stablehlo.multiply %7853, %5258 : tensor<1024xf32>
    %7855 = stablehlo.add %7852, %7854 : tensor<1024xf32>
    %7856 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7857 = stablehlo.multiply %7856, %v.layer3.5.bn3.b : tensor<1024xf32>
    %7858 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7859 = stablehlo.multiply %5258, %5258 : tensor<1024xf32>
    %7860 = stablehlo.multiply %7858, %7859 : tensor<1024xf32>
    %7861 = stablehlo.add %7857, %7860 : tensor<1024xf32>
    %7862 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7863 = stablehlo.divide %7855, %7862 : tensor<1024xf32>
    %7864 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7865 = stablehlo.divide %7861, %7864 : tensor<1024xf32>
    %7866 = stablehlo.sqrt %7865 : tensor<1024xf32>
    %7867 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7868 = stablehlo.add %7866, %7867 : tensor<1024xf32>
    %7869 = stablehlo.divide %7863, %7868 : tensor<1024xf32>
    %7870 = stablehlo.constant dense<0.9> : tensor<1x1x1024x512xf32>
    %7871 = stablehlo.multiply %7870, %m.layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %7872 = stablehlo.constant dense<0.1> : tensor<1x1x1024x512xf32>
    %7873 = stablehlo.multiply %7872, %5263 : tensor<1x1x1024x512xf32>
    %7874 = stablehlo.add %7871, %7873 : tensor<1x1x1024x512xf32>
    %7875 = stablehlo.constant dense<0.999> : tensor<1x1x1024x512xf32>
    %7876 = stablehlo.multiply %7875, %v.layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %7877 = stablehlo.constant dense<0.001> : tensor<1x1x1024x512xf32>
    %7878 = stablehlo.multiply %5263, %5263 : tensor<1x1x1024x512xf32>
    %7879 = stablehlo.multiply %7877, %7878 : tensor<1x1x1024x512xf32>
    %7880 = stablehlo.add %7876, %7879 : tensor<1x1x1024x512xf32>
    %7881 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %7882 = stablehlo.divide %7874, %7881 : tensor<1x1x1024x512xf32>
    %7883 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %7884 = stablehlo.divide %7880, %7883 : tensor<1x1x1024x512xf32>
    %7885 = stablehlo.sqrt %7884 : tensor<1x1x1024x512xf32>
    %7886 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x512xf32>
    %7887 = stablehlo.add %7885, %7886 : tensor<1x1x1024x512xf32>
    %7888 = stablehlo.divide %7882, %7887 : tensor<1x1x1024x512xf32>
    %7889 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7890 = stablehlo.multiply %7889, %m.layer4.0.bn1.g : tensor<512xf32>
    %7891 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7892 = stablehlo.multiply %7891, %5268 : tensor<512xf32>
    %7893 = stablehlo.add %7890, %7892 : tensor<512xf32>
    %7894 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7895 = stablehlo.multiply %7894, %v.layer4.0.bn1.g : tensor<512xf32>
    %7896 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7897 = stablehlo.multiply %5268, %5268 : tensor<512xf32>
    %7898 = stablehlo.multiply %7896, %7897 : tensor<512xf32>
    %7899 = stablehlo.add %7895, %7898 : tensor<512xf32>
    %7900 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7901 = stablehlo.divide %7893, %7900 : tensor<512xf32>
    %7902 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7903 = stablehlo.divide %7899, %7902 : tensor<512xf32>
    %7904 = stablehlo.sqrt %7903 : tensor<512xf32>
    %7905 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7906 = stablehlo.add %7904, %7905 : tensor<512xf32>
    %7907 = stablehlo.divide %7901, %7906 : tensor<512xf32>
    %7908 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7909 = stablehlo.multiply %7908, %m.layer4.0.bn1.b : tensor<512xf32>
    %7910 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7911 = stablehlo.multiply %7910, %5273 : tensor<512xf32>
    %7912 = stablehlo.add %7909, %7911 : tensor<512xf32>
    %7913 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7914 = stablehlo.multiply %7913, %v.layer4.0.bn1.b : tensor<512xf32>
    %7915 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7916 = stablehlo.multiply %5273, %5273 : tensor<512xf32>
    %7917 = stablehlo.multiply %7915, %7916 : tensor<512xf32>
    %7918 = stablehlo.add %7914, %7917 : tensor<512xf32>
    %7919 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7920 = stablehlo.divide %7912, %7919 : tensor<512xf32>
    %7921 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7922 = stablehlo.divide %7918, %7921 : tensor<512xf32>
    %7923 = stablehlo.sqrt %7922 : tensor<512xf32>
    %7924 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7925 = stablehlo.add %7923, %7924 : tensor<512xf32>
    %7926 = stablehlo.divide %7920, %7925 : tensor<512xf32>
    %7927 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %7928 = stablehlo.multiply %7927, %m.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %7929 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %7930 = stablehlo.multiply %7929, %5278 : tensor<3x3x512x512xf32>
    %7931 = stablehlo.add %7928, %7930 : tensor<3x3x512x512xf32>
    %7932 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %7933 = stablehlo.multiply %7932, %v.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %7934 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %7935 = stablehlo.multiply %5278, %5278 : tensor<3x3x512x512xf32>
    %7936 = stablehlo.multiply %7934, %7935 : tensor<3x3x512x512xf32>
    %7937 = stablehlo.add %7933, %7936 : tensor<3x3x512x512xf32>
    %7938 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7939 = stablehlo.divide %7931, %7938 : tensor<3x3x512x512xf32>
    %7940 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7941 = stablehlo.divide %7937, %7940 : tensor<3x3x512x512xf32>
    %7942 = stablehlo.sqrt %7941 : tensor<3x3x512x512xf32>
    %7943 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %7944 = stablehlo.add %7942, %7943 : tensor<3x3x512x512xf32>
    %7945 = stablehlo.divide %7939, %7944 : tensor<3x3x512x512xf32>
    %7946 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7947 = stablehlo.multiply %7946, %m.layer4.0.bn2.g : tensor<512xf32>
    %7948 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7949 = stablehlo.multiply %7948, %5283 : tensor<512xf32>
    %7950 = stablehlo.add %7947, %7949 : tensor<512xf32>
    %7951 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7952 = stablehlo.multiply %7951, %v.layer4.0.bn2.g : tensor<512xf32>
    %7953 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7954 = stablehlo.multiply %5283, %5283 : tensor<512xf32>
    %7955 = stablehlo.multiply %7953, %7954 : tensor<512xf32>
    %7956 = stablehlo.add %7952, %7955 : tensor<512xf32>
    %7957 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7958 = stablehlo.divide %7950, %7957 : tensor<512xf32>
    %7959 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7960 = stablehlo.divide %7956, %7959 : tensor<512xf32>
    %7961 = stablehlo.sqrt %7960 : tensor<512xf32>
    %7962 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7963 = stablehlo.add %7961, %7962 : tensor<512xf32>
    %7964 = stablehlo.divide %7958, %7963 : tensor<512xf32>
    %7965 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7966 = stablehlo.multiply %7965, %m.layer4.0.bn2.b : tensor<512xf32>
    %7967 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7968 = stablehlo.multiply %7967, %5288 : tensor<512xf32>
    %7969 = stablehlo.add %7966, %7968 : tensor<512xf32>
    %7970 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7971 = stablehlo.multiply %7970, %v.layer4.0.bn2.b : tensor<512xf32>
    %7972 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7973 = stablehlo.multiply %5288, %5288 : tensor<512xf32>
    %7974 = stablehlo.multiply %7972, %7973 : tensor<512xf32>
    %7975 = stablehlo.add %7971, %7974 : tensor<512xf32>
    %7976 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7977 = stablehlo.divide %7969, %7976 : tensor<512xf32>
    %7978 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7979 = stablehlo.divide %7975, %7978 : tensor<512xf32>
    %7980 = stablehlo.sqrt %7979 : tensor<512xf32>
    %7981 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7982 = stablehlo.add %7980, %7981 : tensor<512xf32>
    %7983 = stablehlo.divide %7977, %7982 : tensor<512xf32>
    %7984 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %7985 = stablehlo.multiply %7984, %m.layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %7986 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %7987 = stablehlo.multiply %7986, %5293 : tensor<1x1x512x2048xf32>
    %7988 = stablehlo.add %7985, %7987 : tensor<1x1x512x2048xf32>
    %7989 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %7990 = stablehlo.multiply %7989, %v.layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %7991 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %7992 = stablehlo.multiply %5293, %5293 : tensor<1x1x512x2048xf32>
    %7993 = stablehlo.multiply %7991, %7992 : tensor<1x1x512x2048xf32>
    %7994 = stablehlo.add %7990, %7993 : tensor<1x1x512x2048xf32>
    %7995 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7996 = stablehlo.divide %7988, %7995 : tensor<1x1x512x2048xf32>
    %7997 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7998 = stablehlo.divide %7994, %7997 : tensor<1x1x512x2048xf32>
    %7999 = stablehlo.sqrt %7998 : tensor<1x1x512x2048xf32>
    %8000 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %8001 = stablehlo.add %7999, %8000 : tensor<1x1x512x2048xf32>
    %8002 = stablehlo.divide %7996, %8001 : tensor<1x1x512x2048xf32>
    %8003 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8004 = stablehlo.multiply %8003, %m.layer4.0.bn3.g : tensor<2048xf32>
    %8005 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8006 = stablehlo.multiply %8005, %5298 : tensor<2048xf32>
    %8007 = stablehlo.add %8004, %8006 : tensor<2048xf32>
    %8008 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8009 = stablehlo.multiply %8008, %v.layer4.0.bn3.g : tensor<2048xf32>
    %8010 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8011 = stablehlo.multiply %5298, %5298 : tensor<2048xf32>
    %8012 = stablehlo.multiply %8010, %8011 : tensor<2048xf32>
    %8013 = stablehlo.add %8009, %8012 : tensor<2048xf32>
    %8014 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8015 = stablehlo.divide %8007, %8014 : tensor<2048xf32>
    %8016 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8017 = stablehlo.divide %8013, %8016 : tensor<2048xf32>
    %8018 = stablehlo.sqrt %8017 : tensor<2048xf32>
    %8019 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8020 = stablehlo.add %8018, %8019 : tensor<2048xf32>
    %8021 = stablehlo.divide %8015, %8020 : tensor<2048xf32>
    %8022 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8023 = stablehlo.multiply %8022, %m.layer4.0.bn3.b : tensor<2048xf32>
    %8024 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8025 = stablehlo.multiply %8024, %5303 : tensor<2048xf32>
    %8026 = stablehlo.add %8023, %8025 : tensor<2048xf32>
    %8027 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8028 = stablehlo.multiply %8027, %v.layer4.0.bn3.b : tensor<2048xf32>
    %8029 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8030 = stablehlo.multiply %5303, %5303 : tensor<2048xf32>
    %8031 = stablehlo.multiply %8029, %8030 : tensor<2048xf32>
    %8032 = stablehlo.add %8028, %8031 : tensor<2048xf32>
    %8033 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8034 = stablehlo.divide %8026, %8033 : tensor<2048xf32>
    %8035 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8036 = stablehlo.divide %8032, %8035 : tensor<2048xf32>
    %8037 = stablehlo.sqrt %8036 : tensor<2048xf32>
    %8038 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8039 = stablehlo.add %8037, %8038 : tensor<2048xf32>
    %8040 = stablehlo.divide %8034, %8039 : tensor<2048xf32>
    %8041 = stablehlo.constant dense<0.9> : tensor<1x1x1024x2048xf32>
    %8042 = stablehlo.multiply %8041, %m.layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %8043 = stablehlo.constant dense<0.1> : tensor<1x1x1024x2048xf32>
    %8044 = stablehlo.multiply %8043, %5308 : tensor<1x1x1024x2048xf32>
    %8045 = stablehlo.add %8042, %8044 : tensor<1x1x1024x2048xf32>
    %8046 = stablehlo.constant dense<0.999> : tensor<1x1x1024x2048xf32>
    %8047 = stablehlo.multiply %8046, %v.layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %8048 = stablehlo.constant dense<0.001> : tensor<1x1x1024x2048xf32>
    %8049 = stablehlo.multiply %5308, %5308 : tensor<1x1x1024x2048xf32>
    %8050 = stablehlo.multiply %8048, %8049 : tensor<1x1x1024x2048xf32>
    %8051 = stablehlo.add %8047, %8050 : tensor<1x1x1024x2048xf32>
    %8052 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %8053 = stablehlo.divide %8045, %8052 : tensor<1x1x1024x2048xf32>
    %8054 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %8055 = stablehlo.divide %8051, %8054 : tensor<1x1x1024x2048xf32>
    %8056 = stablehlo.sqrt %8055 : tensor<1x1x1024x2048xf32>
    %8057 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x2048xf32>
    %8058 = stablehlo.add %8056, %8057 : tensor<1x1x1024x2048xf32>
    %8059 = stablehlo.divide %8053, %8058 : tensor<1x1x1024x2048xf32>
    %8060 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8061 = stablehlo.multiply %8060, %m.layer4.0.downsample.1.g : tensor<2048xf32>
    %8062 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8063 = stablehlo.multiply %8062, %5313 : tensor<2048xf32>
    %8064 = stablehlo.add %8061, %8063 : tensor<2048xf32>
    %8065 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8066 = stablehlo.multiply %8065, %v.layer4.0.downsample.1.g : tensor<2048xf32>
    %8067 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8068 = stablehlo.multiply %5313, %5313 : tensor<2048xf32>
    %8069 = stablehlo.multiply %8067, %8068 : tensor<2048xf32>
    %8070 = stablehlo.add %8066, %8069 : tensor<2048xf32>
    %8071 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8072 = stablehlo.divide %8064, %8071 : tensor<2048xf32>
    %8073 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8074 = stablehlo.divide %8070, %8073 : tensor<2048xf32>
    %8075 = stablehlo.sqrt %8074 : tensor<2048xf32>
    %8076 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8077 = stablehlo.add %8075, %8076 : tensor<2048xf32>
    %8078 = stablehlo.divide %8072, %8077 : tensor<2048xf32>
    %8079 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8080 = stablehlo.multiply %8079, %m.layer4.0.downsample.1.b : tensor<2048xf32>
    %8081 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8082 = stablehlo.multiply %8081, %5318 : tensor<2048xf32>
    %8083 = stablehlo.add %8080, %8082 : tensor<2048xf32>
    %8084 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8085 = stablehlo.multiply %8084, %v.layer4.0.downsample.1.b : tensor<2048xf32>
    %8086 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8087 = stablehlo.multiply %5318, %5318 : tensor<2048xf32>
    %8088 = stablehlo.multiply %8086, %8087 : tensor<2048xf32>
    %8089 = stablehlo.add %8085, %8088 : tensor<2048xf32>
    %8090 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8091 = stablehlo.divide %8083, %8090 : tensor<2048xf32>
    %8092 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8093 = stablehlo.divide %8089, %8092 : tensor<2048xf32>
    %8094 = stablehlo.sqrt %8093 : tensor<2048xf32>
    %8095 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8096 = stablehlo.add %8094, %8095 : tensor<2048xf32>
    %8097 = stablehlo.divide %8091, %8096 : tensor<2048xf32>
    %8098 = stablehlo.constant dense<0.9> : tensor<1x1x2048x512xf32>
    %8099 = stablehlo.multiply %8098, %m.layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %8100 = stablehlo.constant dense<0.1> : tensor<1x1x2048x512xf32>
    %8101 = stablehlo.multiply %8100, %5323 : tensor<1x1x2048x512xf32>
    %8102 = stablehlo.add %8099, %8101 : tensor<1x1x2048x512xf32>
    %8103 = stablehlo.constant dense<0.999> : tensor<1x1x2048x512xf32>
    %8104 = stablehlo.multiply %8103, %v.layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %8105 = stablehlo.constant dense<0.001> : tensor<1x1x2048x512xf32>
    %8106 = stablehlo.multiply %5323, %5323 : tensor<1x1x2048x512xf32>
    %8107 = stablehlo.multiply %8105, %8106 : tensor<1x1x2048x512xf32>
    %8108 = stablehlo.add %8104, %8107 : tensor<1x1x2048x512xf32>
    %8109 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8110 = stablehlo.divide %8102, %8109 : tensor<1x1x2048x512xf32>
    %8111 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8112 = stablehlo.divide %8108, %8111 : tensor<1x1x2048x512xf32>
    %8113 = stablehlo.sqrt %8112 : tensor<1x1x2048x512xf32>
    %8114 = stablehlo.constant dense<1.0e-08> : tensor<1x1x2048x512xf32>
    %8115 = stablehlo.add %8113, %8114 : tensor<1x1x2048x512xf32>
    %8116 = stablehlo.divide %8110, %8115 : tensor<1x1x2048x512xf32>
    %8117 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8118 = stablehlo.multiply %8117, %m.layer4.1.bn1.g : tensor<512xf32>
    %8119 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8120 = stablehlo.multiply %8119, %5328 : tensor<512xf32>
    %8121 = stablehlo.add %8118, %8120 : tensor<512xf32>
    %8122 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8123 = stablehlo.multiply %8122, %v.layer4.1.bn1.g : tensor<512xf32>
    %8124 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8125 = stablehlo.multiply %5328, %5328 : tensor<512xf32>
    %8126 = stablehlo.multiply %8124, %8125 : tensor<512xf32>
    %8127 = stablehlo.add %8123, %8126 : tensor<512xf32>
    %8128 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8129 = stablehlo.divide %8121, %8128 : tensor<512xf32>
    %8130 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8131 = stablehlo.divide %8127, %8130 : tensor<512xf32>
    %8132 = stablehlo.sqrt %8131 : tensor<512xf32>
    %8133 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8134 = stablehlo.add %8132, %8133 : tensor<512xf32>
    %8135 = stablehlo.divide %8129, %8134 : tensor<512xf32>
    %8136 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8137 = stablehlo.multiply %8136, %m.layer4.1.bn1.b : tensor<512xf32>
    %8138 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8139 = stablehlo.multiply %8138, %5333 : tensor<512xf32>
    %8140 = stablehlo.add %8137, %8139 : tensor<512xf32>
    %8141 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8142 = stablehlo.multiply %8141, %v.layer4.1.bn1.b : tensor<512xf32>
    %8143 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8144 = stablehlo.multiply %5333, %5333 : tensor<512xf32>
    %8145 = stablehlo.multiply %8143, %8144 : tensor<512xf32>
    %8146 = stablehlo.add %8142, %8145 : tensor<512xf32>
    %8147 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8148 = stablehlo.divide %8140, %8147 : tensor<512xf32>
    %8149 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8150 = stablehlo.divide %8146, %8149 : tensor<512xf32>
    %8151 = stablehlo.sqrt %8150 : tensor<512xf32>
    %8152 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8153 = stablehlo.add %8151, %8152 : tensor<512xf32>
    %8154 = stablehlo.divide %8148, %8153 : tensor<512xf32>
    %8155 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %8156 = stablehlo.multiply %8155, %m.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %8157 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %8158 = stablehlo.multiply %8157, %5338 : tensor<3x3x512x512xf32>
    %8159 = stablehlo.add %8156, %8158 : tensor<3x3x512x512xf32>
    %8160 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %8161 = stablehlo.multiply %8160, %v.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %8162 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %8163 = stablehlo.multiply %5338, %5338 : tensor<3x3x512x512xf32>
    %8164 = stablehlo.multiply %8162, %8163 : tensor<3x3x512x512xf32>
    %8165 = stablehlo.add %8161, %8164 : tensor<3x3x512x512xf32>
    %8166 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8167 = stablehlo.divide %8159, %8166 : tensor<3x3x512x512xf32>
    %8168 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8169 = stablehlo.divide %8165, %8168 : tensor<3x3x512x512xf32>
    %8170 = stablehlo.sqrt %8169 : tensor<3x3x512x512xf32>
    %8171 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %8172 = stablehlo.add %8170, %8171 : tensor<3x3x512x512xf32>
    %8173 = stablehlo.divide %8167, %8172 : tensor<3x3x512x512xf32>
    %8174 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8175 = stablehlo.multiply %8174, %m.layer4.1.bn2.g : tensor<512xf32>
    %8176 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8177 = stablehlo.multiply %8176, %5343 : tensor<512xf32>
    %8178 = stablehlo.add %8175, %8177 : tensor<512xf32>
    %8179 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8180 = stablehlo.multiply %8179, %v.layer4.1.bn2.g : tensor<512xf32>
    %8181 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8182 = stablehlo.multiply %5343, %5343 : tensor<512xf32>
    %8183 = stablehlo.multiply %8181, %8182 : tensor<512xf32>
    %8184 = stablehlo.add %8180, %8183 : tensor<512xf32>
    %8185 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8186 = stablehlo.divide %8178, %8185 : tensor<512xf32>
    %8187 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8188 = stablehlo.divide %8184, %8187 : tensor<512xf32>
    %8189 = stablehlo.sqrt %8188 : tensor<512xf32>
    %8190 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8191 = stablehlo.add %8189, %8190 : tensor<512xf32>
    %8192 = stablehlo.divide %8186, %8191 : tensor<512xf32>
    %8193 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8194 = stablehlo.multiply %8193, %m.layer4.1.bn2.b : tensor<512xf32>
    %8195 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8196 = stablehlo.multiply %8195, %5348 : tensor<512xf32>
    %8197 = stablehlo.add %8194, %8196 : tensor<512xf32>
    %8198 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8199 = stablehlo.multiply %8198, %v.layer4.1.bn2.b : tensor<512xf32>
    %8200 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8201 = stablehlo.multiply %5348, %5348 : tensor<512xf32>
    %8202 = stablehlo.multiply %8200, %8201 : tensor<512xf32>
    %8203 = stablehlo.add %8199, %8202 : tensor<512xf32>
    %8204 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8205 = stablehlo.divide %8197, %8204 : tensor<512xf32>
    %8206 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8207 = stablehlo.divide %8203, %8206 : tensor<512xf32>
    %8208 = stablehlo.sqrt %8207 : tensor<512xf32>
    %8209 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8210 = stablehlo.add %8208, %8209 : tensor<512xf32>
    %8211 = stablehlo.divide %8205, %8210 : tensor<512xf32>
    %8212 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %8213 = stablehlo.multiply %8212, %m.layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %8214 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %8215 = stablehlo.multiply %8214, %5353 : tensor<1x1x512x2048xf32>
    %8216 = stablehlo.add %8213, %8215 : tensor<1x1x512x2048xf32>
    %8217 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %8218 = stablehlo.multiply %8217, %v.layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %8219 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %8220 = stablehlo.multiply %5353, %5353 : tensor<1x1x512x2048xf32>
    %8221 = stablehlo.multiply %8219, %8220 : tensor<1x1x512x2048xf32>
    %8222 = stablehlo.add %8218, %8221 : tensor<1x1x512x2048xf32>
    %8223 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8224 = stablehlo.divide %8216, %8223 : tensor<1x1x512x2048xf32>
    %8225 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8226 = stablehlo.divide %8222, %8225 : tensor<1x1x512x2048xf32>
    %8227 = stablehlo.sqrt %8226 : tensor<1x1x512x2048xf32>
    %8228 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %8229 = stablehlo.add %8227, %8228 : tensor<1x1x512x2048xf32>
    %8230 = stablehlo.divide %8224, %8229 : tensor<1x1x512x2048xf32>
    %8231 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8232 = stablehlo.multiply %8231, %m.layer4.1.bn3.g : tensor<2048xf32>
    %8233 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8234 = stablehlo.multiply %8233, %5358 : tensor<2048xf32>
    %8235 = stablehlo.add %8232, %8234 : tensor<2048xf32>
    %8236 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8237 = stablehlo.multiply %8236, %v.layer4.1.bn3.g : tensor<2048xf32>
    %8238 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8239 = stablehlo.multiply %5358, %5358 : tensor<2048xf32>
    %8240 = stablehlo.multiply %8238, %8239 : tensor<2048xf32>
    %8241 = stablehlo.add %8237, %8240 : tensor<2048xf32>
    %8242 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8243 = stablehlo.divide %8235, %8242 : tensor<2048xf32>
    %8244 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8245 = stablehlo.divide %8241, %8244 : tensor<2048xf32>
    %8246 = stablehlo.sqrt %8245 : tensor<2048xf32>
    %8247 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8248 = stablehlo.add %8246, %8247 : tensor<2048xf32>
    %8249 = stablehlo.divide %8243, %8248 : tensor<2048xf32>
    %8250 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8251 = stablehlo.multiply %8250, %m.layer4.1.bn3.b : tensor<2048xf32>
    %8252 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8253 = stablehlo.multiply %8252, %5363 : tensor<2048xf32>
    %8254 = stablehlo.add %8251, %8253 : tensor<2048xf32>
    %8255 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8256 = stablehlo.multiply %8255, %v.layer4.1.bn3.b : tensor<2048xf32>
    %8257 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8258 = stablehlo.multiply %5363, %5363 : tensor<2048xf32>
    %8259 = stablehlo.multiply %8257, %8258 : tensor<2048xf32>
    %8260 = stablehlo.add %8256, %8259 : tensor<2048xf32>
    %8261 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8262 = stablehlo.divide %8254, %8261 : tensor<2048xf32>
    %8263 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8264 = stablehlo.divide %8260, %8263 : tensor<2048xf32>
    %8265 = stablehlo.sqrt %8264 : tensor<2048xf32>
    %8266 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8267 = stablehlo.add %8265, %8266 : tensor<2048xf32>
    %8268 = stablehlo.divide %8262, %8267 : tensor<2048xf32>
    %8269 = stablehlo.constant dense<0.9> : tensor<1x1x2048x512xf32>
    %8270 = stablehlo.multiply %8269, %m.layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %8271 = stablehlo.constant dense<0.1> : tensor<1x1x2048x512xf32>
    %8272 = stablehlo.multiply %8271, %5368 : tensor<1x1x2048x512xf32>
    %8273 = stablehlo.add %8270, %8272 : tensor<1x1x2048x512xf32>
    %8274 = stablehlo.constant dense<0.999> : tensor<1x1x2048x512xf32>
    %8275 = stablehlo.multiply %8274, %v.layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %8276 = stablehlo.constant dense<0.001> : tensor<1x1x2048x512xf32>
    %8277 = stablehlo.multiply %5368, %5368 : tensor<1x1x2048x512xf32>
    %8278 = stablehlo.multiply %8276, %8277 : tensor<1x1x2048x512xf32>
    %8279 = stablehlo.add %8275, %8278 : tensor<1x1x2048x512xf32>
    %8280 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8281 = stablehlo.divide %8273, %8280 : tensor<1x1x2048x512xf32>
    %8282 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8283 = stablehlo.divide %8279, %8282 : tensor<1x1x2048x512xf32>
    %8284 = stablehlo.sqrt %8283 : tensor<1x1x2048x512xf32>
    %8285 = stablehlo.constant dense<1.0e-08> : tensor<1x1x2048x512xf32>
    %8286 = stablehlo.add %8284, %8285 : tensor<1x1x2048x512xf32>
    %8287 = stablehlo.divide %8281, %8286 : tensor<1x1x2048x512xf32>
    %8288 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8289 = stablehlo.multiply %8288, %m.layer4.2.bn1.g : tensor<512xf32>
    %8290 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8291 = stablehlo.multiply %8290, %5373 : tensor<512xf32>
    %8292 = stablehlo.add %8289, %8291 : tensor<512xf32>
    %8293 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8294 = stablehlo.multiply %8293, %v.layer4.2.bn1.g : tensor<512xf32>
    %8295 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8296 = stablehlo.multiply %5373, %5373 : tensor<512xf32>
    %8297 = stablehlo.multiply %8295, %8296 : tensor<512xf32>
    %8298 = stablehlo.add %8294, %8297 : tensor<512xf32>
    %8299 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8300 = stablehlo.divide %8292, %8299 : tensor<512xf32>
    %8301 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8302 = stablehlo.divide %8298, %8301 : tensor<512xf32>
    %8303 = stablehlo.sqrt %8302 : tensor<512xf32>
    %8304 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8305 = stablehlo.add %8303, %8304 : tensor<512xf32>
    %8306 = stablehlo.divide %8300, %8305 : tensor<512xf32>
    %8307 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8308 = stablehlo.multiply %8307, %m.layer4.2.bn1.b : tensor<512xf32>
    %8309 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8310 = stablehlo.multiply %8309, %5378 : tensor<512xf32>
    %8311 = stablehlo.add %8308, %8310 : tensor<512xf32>
    %8312 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8313 = stablehlo.multiply %8312, %v.layer4.2.bn1.b : tensor<512xf32>
    %8314 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8315 = stablehlo.multiply %5378, %5378 : tensor<512xf32>
    %8316 = stablehlo.multiply %8314, %8315 : tensor<512xf32>
    %8317 = stablehlo.add %8313, %8316 : tensor<512xf32>
    %8318 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8319 = stablehlo.divide %8311, %8318 : tensor<512xf32>
    %8320 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8321 = stablehlo.divide %8317, %8320 : tensor<512xf32>
    %8322 = stablehlo.sqrt %8321 : tensor<512xf32>
    %8323 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8324 = stablehlo.add %8322, %8323 : tensor<512xf32>
    %8325 = stablehlo.divide %8319, %8324 : tensor<512xf32>
    %8326 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %8327 = stablehlo.multiply %8326, %m.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %8328 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %8329 = stablehlo.multiply %8328, %5383 : tensor<3x3x512x512xf32>
    %8330 = stablehlo.add %8327, %8329 : tensor<3x3x512x512xf32>
    %8331 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %8332 = stablehlo.multiply %8331, %v.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %8333 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %8334 = stablehlo.multiply %5383, %5383 : tensor<3x3x512x512xf32>
    %8335 = stablehlo.multiply %8333, %8334 : tensor<3x3x512x512xf32>
    %8336 = stablehlo.add %8332, %8335 : tensor<3x3x512x512xf32>
    %8337 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8338 = stablehlo.divide %8330, %8337 : tensor<3x3x512x512xf32>
    %8339 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8340 = stablehlo.divide %8336, %8339 : tensor<3x3x512x512xf32>
    %8341 = stablehlo.sqrt %8340 : tensor<3x3x512x512xf32>
    %8342 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %8343 = stablehlo.add %8341, %8342 : tensor<3x3x512x512xf32>
    %8344 = stablehlo.divide %8338, %8343 : tensor<3x3x512x512xf32>
    %8345 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8346 = stablehlo.multiply %8345, %m.layer4.2.bn2.g : tensor<512xf32>
    %8347 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8348 = stablehlo.multiply %8347, %5388 : tensor<512xf32>
    %8349 = stablehlo.add %8346, %8348 : tensor<512xf32>
    %8350 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8351 = stablehlo.multiply %8350, %v.layer4.2.bn2.g : tensor<512xf32>
    %8352 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8353 = stablehlo.multiply %5388, %5388 : tensor<512xf32>
    %8354 = stablehlo.multiply %8352, %8353 : tensor<512xf32>
    %8355 = stablehlo.add %8351, %8354 : tensor<512xf32>
    %8356 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8357 = stablehlo.divide %8349, %8356 : tensor<512xf32>
    %8358 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8359 = stablehlo.divide %8355, %8358 : tensor<512xf32>
    %8360 = stablehlo.sqrt %8359 : tensor<512xf32>
    %8361 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8362 = stablehlo.add %8360, %8361 : tensor<512xf32>
    %8363 = stablehlo.divide %8357, %8362 : tensor<512xf32>
    %8364 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %8365 = stablehlo.multiply %8364, %m.layer4.2.bn2.b : tensor<512xf32>
    %8366 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %8367 = stablehlo.multiply %8366, %5393 : tensor<512xf32>
    %8368 = stablehlo.add %8365, %8367 : tensor<512xf32>
    %8369 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %8370 = stablehlo.multiply %8369, %v.layer4.2.bn2.b : tensor<512xf32>
    %8371 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %8372 = stablehlo.multiply %5393, %5393 : tensor<512xf32>
    %8373 = stablehlo.multiply %8371, %8372 : tensor<512xf32>
    %8374 = stablehlo.add %8370, %8373 : tensor<512xf32>
    %8375 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8376 = stablehlo.divide %8368, %8375 : tensor<512xf32>
    %8377 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8378 = stablehlo.divide %8374, %8377 : tensor<512xf32>
    %8379 = stablehlo.sqrt %8378 : tensor<512xf32>
    %8380 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %8381 = stablehlo.add %8379, %8380 : tensor<512xf32>
    %8382 = stablehlo.divide %8376, %8381 : tensor<512xf32>
    %8383 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %8384 = stablehlo.multiply %8383, %m.layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %8385 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %8386 = stablehlo.multiply %8385, %5398 : tensor<1x1x512x2048xf32>
    %8387 = stablehlo.add %8384, %8386 : tensor<1x1x512x2048xf32>
    %8388 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %8389 = stablehlo.multiply %8388, %v.layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %8390 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %8391 = stablehlo.multiply %5398, %5398 : tensor<1x1x512x2048xf32>
    %8392 = stablehlo.multiply %8390, %8391 : tensor<1x1x512x2048xf32>
    %8393 = stablehlo.add %8389, %8392 : tensor<1x1x512x2048xf32>
    %8394 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8395 = stablehlo.divide %8387, %8394 : tensor<1x1x512x2048xf32>
    %8396 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8397 = stablehlo.divide %8393, %8396 : tensor<1x1x512x2048xf32>
    %8398 = stablehlo.sqrt %8397 : tensor<1x1x512x2048xf32>
    %8399 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %8400 = stablehlo.add %8398, %8399 : tensor<1x1x512x2048xf32>
    %8401 = stablehlo.divide %8395, %8400 : tensor<1x1x512x2048xf32>
    %8402 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8403 = stablehlo.multiply %8402, %m.layer4.2.bn3.g : tensor<2048xf32>
    %8404 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8405 = stablehlo.multiply %8404, %5403 : tensor<2048xf32>
    %8406 = stablehlo.add %8403, %8405 : tensor<2048xf32>
    %8407 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8408 = stablehlo.multiply %8407, %v.layer4.2.bn3.g : tensor<2048xf32>
    %8409 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8410 = stablehlo.multiply %5403, %5403 : tensor<2048xf32>
    %8411 = stablehlo.multiply %8409, %8410 : tensor<2048xf32>
    %8412 = stablehlo.add %8408, %8411 : tensor<2048xf32>
    %8413 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8414 = stablehlo.divide %8406, %8413 : tensor<2048xf32>
    %8415 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8416 = stablehlo.divide %8412, %8415 : tensor<2048xf32>
    %8417 = stablehlo.sqrt %8416 : tensor<2048xf32>
    %8418 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8419 = stablehlo.add %8417, %8418 : tensor<2048xf32>
    %8420 = stablehlo.divide %8414, %8419 : tensor<2048xf32>
    %8421 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %8422 = stablehlo.multiply %8421, %m.layer4.2.bn3.b : tensor<2048xf32>
    %8423 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %8424 = stablehlo.multiply %8423, %5408 : tensor<2048xf32>
    %8425 = stablehlo.add %8422, %8424 : tensor<2048xf32>
    %8426 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %8427 = stablehlo.multiply %8426, %v.layer4.2.bn3.b : tensor<2048xf32>
    %8428 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %8429 = stablehlo.multiply %5408, %5408 : tensor<2048xf32>
    %8430 = stablehlo.multiply %8428, %8429 : tensor<2048xf32>
    %8431 = stablehlo.add %8427, %8430 : tensor<2048xf32>
    %8432 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8433 = stablehlo.divide %8425, %8432 : tensor<2048xf32>
    %8434 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8435 = stablehlo.divide %8431, %8434 : tensor<2048xf32>
    %8436 = stablehlo.sqrt %8435 : tensor<2048xf32>
    %8437 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %8438 = stablehlo.add %8436, %8437 : tensor<2048xf32>
    %8439 = stablehlo.divide %8433, %8438 : tensor<2048xf32>
    %8440 = stablehlo.constant dense<0.9> : tensor<2048x1000xf32>
    %8441 = stablehlo.multiply %8440, %m.fc.w : tensor<2048x1000xf32>
    %8442 = stablehlo.constant dense<0.1> : tensor<2048x1000xf32>
    %8443 = stablehlo.multiply %8442, %5413 : tensor<2048x1000xf32>
    %8444 = stablehlo.add %8441, %8443 : tensor<2048x1000xf32>
    %8445 = stablehlo.constant dense<0.999> : tensor<2048x1000xf32>
    %8446 = stablehlo.multiply %8445, %v.fc.w : tensor<2048x1000xf32>
    %8447 = stablehlo.constant dense<0.001> : tensor<2048x1000xf32>
    %8448 = stablehlo.multiply %5413, %5413 : tensor<2048x1000xf32>
    %8449 = stablehlo.multiply %8447, %8448 : tensor<2048x1000xf32>
    %8450 = stablehlo.add %8446, %8449 : tensor<2048x1000xf32>
    %8451 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %8452 = stablehlo.divide %8444, %8451 : tensor<2048x1000xf32>
    %8453 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %8454 = stablehlo.divide %8450, %8453 : tensor<2048x1000xf32>
    %8455 = stablehlo.sqrt %8454 : tensor<2048x1000xf32>
    %8456 = stablehlo.constant dense<1.0e-08> : tensor<2048x1000xf32>
    %8457 = stablehlo.add %8455, %8456 : tensor<2048x1000xf32>
    %8458 = stablehlo.divide %8452, %8457 : tensor<2048x1000xf32>
    %8459 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %8460 = stablehlo.multiply %8459, %m.fc.b : tensor<1000xf32>
    %8461 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %8462 = stablehlo.multiply %8461, %5418 : tensor<1000xf32>
    %8463 = stablehlo.add %8460, %8462 : tensor<1000xf32>
    %8464 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %8465 = stablehlo.multiply %8464, %v.fc.b : tensor<1000xf32>
    %8466 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %8467 = stablehlo.multiply %5418, %5418 : tensor<1000xf32>
    %8468 = stablehlo.multiply %8466, %8467 : tensor<1000xf32>
    %8469 = stablehlo.add %8465, %8468 : tensor<1000xf32>
    %8470 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %8471 = stablehlo.divide %8463, %8470 : tensor<1000xf32>
    %8472 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %8473 = stablehlo.divide %8469, %8472 : tensor<1000xf32>
    %8474 = stablehlo.sqrt %8473 : tensor<1000xf32>
    %8475 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %8476 = stablehlo.add %8474, %8475 : tensor<1000xf32>
    %8477 = stablehlo.divide %8471, %8476 : tensor<1000xf32>
    %8478 = stablehlo.constant dense<0.05> : tensor<7x7x3x64xf32>
    %8479 = stablehlo.multiply %8478, %conv1.w : tensor<7x7x3x64xf32>
    %8480 = stablehlo.add %5437, %8479 : tensor<7x7x3x64xf32>
    %8481 = stablehlo.constant dense<0.05> : tensor<1x1x64x64xf32>
    %8482 = stablehlo.multiply %8481, %layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %8483 = stablehlo.add %5494, %8482 : tensor<1x1x64x64xf32>
    %8484 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %8485 = stablehlo.multiply %8484, %layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %8486 = stablehlo.add %5551, %8485 : tensor<3x3x64x64xf32>
    %8487 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %8488 = stablehlo.multiply %8487, %layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %8489 = stablehlo.add %5608, %8488 : tensor<1x1x64x256xf32>
    %8490 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %8491 = stablehlo.multiply %8490, %layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %8492 = stablehlo.add %5665, %8491 : tensor<1x1x64x256xf32>
    %8493 = stablehlo.constant dense<0.05> : tensor<1x1x256x64xf32>
    %8494 = stablehlo.multiply %8493, %layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %8495 = stablehlo.add %5722, %8494 : tensor<1x1x256x64xf32>
    %8496 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %8497 = stablehlo.multiply %8496, %layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %8498 = stablehlo.add %5779, %8497 : tensor<3x3x64x64xf32>
    %8499 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %8500 = stablehlo.multiply %8499, %layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %8501 = stablehlo.add %5836, %8500 : tensor<1x1x64x256xf32>
    %8502 = stablehlo.constant dense<0.05> : tensor<1x1x256x64xf32>
    %8503 = stablehlo.multiply %8502, %layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %8504 = stablehlo.add %5893, %8503 : tensor<1x1x256x64xf32>
    %8505 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %8506 = stablehlo.multiply %8505, %layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %8507 = stablehlo.add %5950, %8506 : tensor<3x3x64x64xf32>
    %8508 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %8509 = stablehlo.multiply %8508, %layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %8510 = stablehlo.add %6007, %8509 : tensor<1x1x64x256xf32>
    %8511 = stablehlo.constant dense<0.05> : tensor<1x1x256x128xf32>
    %8512 = stablehlo.multiply %8511, %layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %8513 = stablehlo.add %6064, %8512 : tensor<1x1x256x128xf32>
    %8514 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %8515 = stablehlo.multiply %8514, %layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %8516 = stablehlo.add %6121, %8515 : tensor<3x3x128x128xf32>
    %8517 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %8518 = stablehlo.multiply %8517, %layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %8519 = stablehlo.add %6178, %8518 : tensor<1x1x128x512xf32>
    %8520 = stablehlo.constant dense<0.05> : tensor<1x1x256x512xf32>
    %8521 = stablehlo.multiply %8520, %layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %8522 = stablehlo.add %6235, %8521 : tensor<1x1x256x512xf32>
    %8523 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %8524 = stablehlo.multiply %8523, %layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %8525 = stablehlo.add %6292, %8524 : tensor<1x1x512x128xf32>
    %8526 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %8527 = stablehlo.multiply %8526, %layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %8528 = stablehlo.add %6349, %8527 : tensor<3x3x128x128xf32>
    %8529 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %8530 = stablehlo.multiply %8529, %layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %8531 = stablehlo.add %6406, %8530 : tensor<1x1x128x512xf32>
    %8532 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %8533 = stablehlo.multiply %8532, %layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %8534 = stablehlo.add %6463, %8533 : tensor<1x1x512x128xf32>
    %8535 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %8536 = stablehlo.multiply %8535, %layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %8537 = stablehlo.add %6520, %8536 : tensor<3x3x128x128xf32>
    %8538 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %8539 = stablehlo.multiply %8538, %layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %8540 = stablehlo.add %6577, %8539 : tensor<1x1x128x512xf32>
    %8541 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %8542 = stablehlo.multiply %8541, %layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %8543 = stablehlo.add %6634, %8542 : tensor<1x1x512x128xf32>
    %8544 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %8545 = stablehlo.multiply %8544, %layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %8546 = stablehlo.add %6691, %8545 : tensor<3x3x128x128xf32>
    %8547 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %8548 = stablehlo.multiply %8547, %layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %8549 = stablehlo.add %6748, %8548 : tensor<1x1x128x512xf32>
    %8550 = stablehlo.constant dense<0.05> : tensor<1x1x512x256xf32>
    %8551 = stablehlo.multiply %8550, %layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %8552 = stablehlo.add %6805, %8551 : tensor<1x1x512x256xf32>
    %8553 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8554 = stablehlo.multiply %8553, %layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %8555 = stablehlo.add %6862, %8554 : tensor<3x3x256x256xf32>
    %8556 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8557 = stablehlo.multiply %8556, %layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %8558 = stablehlo.add %6919, %8557 : tensor<1x1x256x1024xf32>
    %8559 = stablehlo.constant dense<0.05> : tensor<1x1x512x1024xf32>
    %8560 = stablehlo.multiply %8559, %layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %8561 = stablehlo.add %6976, %8560 : tensor<1x1x512x1024xf32>
    %8562 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %8563 = stablehlo.multiply %8562, %layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %8564 = stablehlo.add %7033, %8563 : tensor<1x1x1024x256xf32>
    %8565 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8566 = stablehlo.multiply %8565, %layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %8567 = stablehlo.add %7090, %8566 : tensor<3x3x256x256xf32>
    %8568 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8569 = stablehlo.multiply %8568, %layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %8570 = stablehlo.add %7147, %8569 : tensor<1x1x256x1024xf32>
    %8571 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %8572 = stablehlo.multiply %8571, %layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %8573 = stablehlo.add %7204, %8572 : tensor<1x1x1024x256xf32>
    %8574 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8575 = stablehlo.multiply %8574, %layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %8576 = stablehlo.add %7261, %8575 : tensor<3x3x256x256xf32>
    %8577 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8578 = stablehlo.multiply %8577, %layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %8579 = stablehlo.add %7318, %8578 : tensor<1x1x256x1024xf32>
    %8580 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %8581 = stablehlo.multiply %8580, %layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %8582 = stablehlo.add %7375, %8581 : tensor<1x1x1024x256xf32>
    %8583 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8584 = stablehlo.multiply %8583, %layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %8585 = stablehlo.add %7432, %8584 : tensor<3x3x256x256xf32>
    %8586 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8587 = stablehlo.multiply %8586, %layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %8588 = stablehlo.add %7489, %8587 : tensor<1x1x256x1024xf32>
    %8589 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %8590 = stablehlo.multiply %8589, %layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %8591 = stablehlo.add %7546, %8590 : tensor<1x1x1024x256xf32>
    %8592 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8593 = stablehlo.multiply %8592, %layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %8594 = stablehlo.add %7603, %8593 : tensor<3x3x256x256xf32>
    %8595 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8596 = stablehlo.multiply %8595, %layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %8597 = stablehlo.add %7660, %8596 : tensor<1x1x256x1024xf32>
    %8598 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %8599 = stablehlo.multiply %8598, %layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %8600 = stablehlo.add %7717, %8599 : tensor<1x1x1024x256xf32>
    %8601 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %8602 = stablehlo.multiply %8601, %layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %8603 = stablehlo.add %7774, %8602 : tensor<3x3x256x256xf32>
    %8604 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %8605 = stablehlo.multiply %8604, %layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %8606 = stablehlo.add %7831, %8605 : tensor<1x1x256x1024xf32>
    %8607 = stablehlo.constant dense<0.05> : tensor<1x1x1024x512xf32>
    %8608 = stablehlo.multiply %8607, %layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %8609 = stablehlo.add %7888, %8608 : tensor<1x1x1024x512xf32>
    %8610 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %8611 = stablehlo.multiply %8610, %layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %8612 = stablehlo.add %7945, %8611 : tensor<3x3x512x512xf32>
    %8613 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %8614 = stablehlo.multiply %8613, %layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %8615 = stablehlo.add %8002, %8614 : tensor<1x1x512x2048xf32>
    %8616 = stablehlo.constant dense<0.05> : tensor<1x1x1024x2048xf32>
    %8617 = stablehlo.multiply %8616, %layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %8618 = stablehlo.add %8059, %8617 : tensor<1x1x1024x2048xf32>
    %8619 = stablehlo.constant dense<0.05> : tensor<1x1x2048x512xf32>
    %8620 = stablehlo.multiply %8619, %layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %8621 = stablehlo.add %8116, %8620 : tensor<1x1x2048x512xf32>
    %8622 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %8623 = stablehlo.multiply %8622, %layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %8624 = stablehlo.add %8173, %8623 : tensor<3x3x512x512xf32>
    %8625 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %8626 = stablehlo.multiply %8625, %layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %8627 = stablehlo.add %8230, %8626 : tensor<1x1x512x2048xf32>
    %8628 = stablehlo.constant dense<0.05> : tensor<1x1x2048x512xf32>
    %8629 = stablehlo.multiply %8628, %layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %8630 = stablehlo.add %8287, %8629 : tensor<1x1x2048x512xf32>
    %8631 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %8632 = stablehlo.multiply %8631, %layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %8633 = stablehlo.add %8344, %8632 : tensor<3x3x512x512xf32>
    %8634 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %8635 = stablehlo.multiply %8634, %layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %8636 = stablehlo.add %8401, %8635 : tensor<1x1x512x2048xf32>
    %8637 = stablehlo.constant dense<0.05> : tensor<2048x1000xf32>
    %8638 = stablehlo.multiply %8637, %fc.w : tensor<2048x1000xf32>
    %8639 = stablehlo.add %8458, %8638 : tensor<2048x1000xf32>
    %8640 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %8641 = stablehlo.multiply %8640, %8480 : tensor<7x7x3x64xf32>
    %8642 = stablehlo.subtract %conv1.w, %8641 : tensor<7x7x3x64xf32>
    %8643 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8644 = stablehlo.multiply %8643, %5456 : tensor<64xf32>
    %8645 = stablehlo.subtract %bn1.g, %8644 : tensor<64xf32>
    %8646 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8647 = stablehlo.multiply %8646, %5475 : tensor<64xf32>
    %8648 = stablehlo.subtract %bn1.b, %8647 : tensor<64xf32>
    %8649 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %8650 = stablehlo.multiply %8649, %8483 : tensor<1x1x64x64xf32>
    %8651 = stablehlo.subtract %layer1.0.conv1.w, %8650 : tensor<1x1x64x64xf32>
    %8652 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8653 = stablehlo.multiply %8652, %5513 : tensor<64xf32>
    %8654 = stablehlo.subtract %layer1.0.bn1.g, %8653 : tensor<64xf32>
    %8655 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8656 = stablehlo.multiply %8655, %5532 : tensor<64xf32>
    %8657 = stablehlo.subtract %layer1.0.bn1.b, %8656 : tensor<64xf32>
    %8658 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8659 = stablehlo.multiply %8658, %8486 : tensor<3x3x64x64xf32>
    %8660 = stablehlo.subtract %layer1.0.conv2.w, %8659 : tensor<3x3x64x64xf32>
    %8661 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8662 = stablehlo.multiply %8661, %5570 : tensor<64xf32>
    %8663 = stablehlo.subtract %layer1.0.bn2.g, %8662 : tensor<64xf32>
    %8664 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8665 = stablehlo.multiply %8664, %5589 : tensor<64xf32>
    %8666 = stablehlo.subtract %layer1.0.bn2.b, %8665 : tensor<64xf32>
    %8667 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8668 = stablehlo.multiply %8667, %8489 : tensor<1x1x64x256xf32>
    %8669 = stablehlo.subtract %layer1.0.conv3.w, %8668 : tensor<1x1x64x256xf32>
    %8670 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8671 = stablehlo.multiply %8670, %5627 : tensor<256xf32>
    %8672 = stablehlo.subtract %layer1.0.bn3.g, %8671 : tensor<256xf32>
    %8673 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8674 = stablehlo.multiply %8673, %5646 : tensor<256xf32>
    %8675 = stablehlo.subtract %layer1.0.bn3.b, %8674 : tensor<256xf32>
    %8676 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8677 = stablehlo.multiply %8676, %8492 : tensor<1x1x64x256xf32>
    %8678 = stablehlo.subtract %layer1.0.downsample.0.w, %8677 : tensor<1x1x64x256xf32>
    %8679 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8680 = stablehlo.multiply %8679, %5684 : tensor<256xf32>
    %8681 = stablehlo.subtract %layer1.0.downsample.1.g, %8680 : tensor<256xf32>
    %8682 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8683 = stablehlo.multiply %8682, %5703 : tensor<256xf32>
    %8684 = stablehlo.subtract %layer1.0.downsample.1.b, %8683 : tensor<256xf32>
    %8685 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %8686 = stablehlo.multiply %8685, %8495 : tensor<1x1x256x64xf32>
    %8687 = stablehlo.subtract %layer1.1.conv1.w, %8686 : tensor<1x1x256x64xf32>
    %8688 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8689 = stablehlo.multiply %8688, %5741 : tensor<64xf32>
    %8690 = stablehlo.subtract %layer1.1.bn1.g, %8689 : tensor<64xf32>
    %8691 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8692 = stablehlo.multiply %8691, %5760 : tensor<64xf32>
    %8693 = stablehlo.subtract %layer1.1.bn1.b, %8692 : tensor<64xf32>
    %8694 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8695 = stablehlo.multiply %8694, %8498 : tensor<3x3x64x64xf32>
    %8696 = stablehlo.subtract %layer1.1.conv2.w, %8695 : tensor<3x3x64x64xf32>
    %8697 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8698 = stablehlo.multiply %8697, %5798 : tensor<64xf32>
    %8699 = stablehlo.subtract %layer1.1.bn2.g, %8698 : tensor<64xf32>
    %8700 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8701 = stablehlo.multiply %8700, %5817 : tensor<64xf32>
    %8702 = stablehlo.subtract %layer1.1.bn2.b, %8701 : tensor<64xf32>
    %8703 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8704 = stablehlo.multiply %8703, %8501 : tensor<1x1x64x256xf32>
    %8705 = stablehlo.subtract %layer1.1.conv3.w, %8704 : tensor<1x1x64x256xf32>
    %8706 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8707 = stablehlo.multiply %8706, %5855 : tensor<256xf32>
    %8708 = stablehlo.subtract %layer1.1.bn3.g, %8707 : tensor<256xf32>
    %8709 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8710 = stablehlo.multiply %8709, %5874 : tensor<256xf32>
    %8711 = stablehlo.subtract %layer1.1.bn3.b, %8710 : tensor<256xf32>
    %8712 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %8713 = stablehlo.multiply %8712, %8504 : tensor<1x1x256x64xf32>
    %8714 = stablehlo.subtract %layer1.2.conv1.w, %8713 : tensor<1x1x256x64xf32>
    %8715 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8716 = stablehlo.multiply %8715, %5912 : tensor<64xf32>
    %8717 = stablehlo.subtract %layer1.2.bn1.g, %8716 : tensor<64xf32>
    %8718 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8719 = stablehlo.multiply %8718, %5931 : tensor<64xf32>
    %8720 = stablehlo.subtract %layer1.2.bn1.b, %8719 : tensor<64xf32>
    %8721 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8722 = stablehlo.multiply %8721, %8507 : tensor<3x3x64x64xf32>
    %8723 = stablehlo.subtract %layer1.2.conv2.w, %8722 : tensor<3x3x64x64xf32>
    %8724 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8725 = stablehlo.multiply %8724, %5969 : tensor<64xf32>
    %8726 = stablehlo.subtract %layer1.2.bn2.g, %8725 : tensor<64xf32>
    %8727 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8728 = stablehlo.multiply %8727, %5988 : tensor<64xf32>
    %8729 = stablehlo.subtract %layer1.2.bn2.b, %8728 : tensor<64xf32>
    %8730 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8731 = stablehlo.multiply %8730, %8510 : tensor<1x1x64x256xf32>
    %8732 = stablehlo.subtract %layer1.2.conv3.w, %8731 : tensor<1x1x64x256xf32>
    %8733 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8734 = stablehlo.multiply %8733, %6026 : tensor<256xf32>
    %8735 = stablehlo.subtract %layer1.2.bn3.g, %8734 : tensor<256xf32>
    %8736 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8737 = stablehlo.multiply %8736, %6045 : tensor<256xf32>
    %8738 = stablehlo.subtract %layer1.2.bn3.b, %8737 : tensor<256xf32>
    %8739 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %8740 = stablehlo.multiply %8739, %8513 : tensor<1x1x256x128xf32>
    %8741 = stablehlo.subtract %layer2.0.conv1.w, %8740 : tensor<1x1x256x128xf32>
    %8742 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8743 = stablehlo.multiply %8742, %6083 : tensor<128xf32>
    %8744 = stablehlo.subtract %layer2.0.bn1.g, %8743 : tensor<128xf32>
    %8745 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8746 = stablehlo.multiply %8745, %6102 : tensor<128xf32>
    %8747 = stablehlo.subtract %layer2.0.bn1.b, %8746 : tensor<128xf32>
    %8748 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8749 = stablehlo.multiply %8748, %8516 : tensor<3x3x128x128xf32>
    %8750 = stablehlo.subtract %layer2.0.conv2.w, %8749 : tensor<3x3x128x128xf32>
    %8751 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8752 = stablehlo.multiply %8751, %6140 : tensor<128xf32>
    %8753 = stablehlo.subtract %layer2.0.bn2.g, %8752 : tensor<128xf32>
    %8754 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8755 = stablehlo.multiply %8754, %6159 : tensor<128xf32>
    %8756 = stablehlo.subtract %layer2.0.bn2.b, %8755 : tensor<128xf32>
    %8757 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8758 = stablehlo.multiply %8757, %8519 : tensor<1x1x128x512xf32>
    %8759 = stablehlo.subtract %layer2.0.conv3.w, %8758 : tensor<1x1x128x512xf32>
    %8760 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8761 = stablehlo.multiply %8760, %6197 : tensor<512xf32>
    %8762 = stablehlo.subtract %layer2.0.bn3.g, %8761 : tensor<512xf32>
    %8763 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8764 = stablehlo.multiply %8763, %6216 : tensor<512xf32>
    %8765 = stablehlo.subtract %layer2.0.bn3.b, %8764 : tensor<512xf32>
    %8766 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %8767 = stablehlo.multiply %8766, %8522 : tensor<1x1x256x512xf32>
    %8768 = stablehlo.subtract %layer2.0.downsample.0.w, %8767 : tensor<1x1x256x512xf32>
    %8769 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8770 = stablehlo.multiply %8769, %6254 : tensor<512xf32>
    %8771 = stablehlo.subtract %layer2.0.downsample.1.g, %8770 : tensor<512xf32>
    %8772 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8773 = stablehlo.multiply %8772, %6273 : tensor<512xf32>
    %8774 = stablehlo.subtract %layer2.0.downsample.1.b, %8773 : tensor<512xf32>
    %8775 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8776 = stablehlo.multiply %8775, %8525 : tensor<1x1x512x128xf32>
    %8777 = stablehlo.subtract %layer2.1.conv1.w, %8776 : tensor<1x1x512x128xf32>
    %8778 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8779 = stablehlo.multiply %8778, %6311 : tensor<128xf32>
    %8780 = stablehlo.subtract %layer2.1.bn1.g, %8779 : tensor<128xf32>
    %8781 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8782 = stablehlo.multiply %8781, %6330 : tensor<128xf32>
    %8783 = stablehlo.subtract %layer2.1.bn1.b, %8782 : tensor<128xf32>
    %8784 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8785 = stablehlo.multiply %8784, %8528 : tensor<3x3x128x128xf32>
    %8786 = stablehlo.subtract %layer2.1.conv2.w, %8785 : tensor<3x3x128x128xf32>
    %8787 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8788 = stablehlo.multiply %8787, %6368 : tensor<128xf32>
    %8789 = stablehlo.subtract %layer2.1.bn2.g, %8788 : tensor<128xf32>
    %8790 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8791 = stablehlo.multiply %8790, %6387 : tensor<128xf32>
    %8792 = stablehlo.subtract %layer2.1.bn2.b, %8791 : tensor<128xf32>
    %8793 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8794 = stablehlo.multiply %8793, %8531 : tensor<1x1x128x512xf32>
    %8795 = stablehlo.subtract %layer2.1.conv3.w, %8794 : tensor<1x1x128x512xf32>
    %8796 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8797 = stablehlo.multiply %8796, %6425 : tensor<512xf32>
    %8798 = stablehlo.subtract %layer2.1.bn3.g, %8797 : tensor<512xf32>
    %8799 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8800 = stablehlo.multiply %8799, %6444 : tensor<512xf32>
    %8801 = stablehlo.subtract %layer2.1.bn3.b, %8800 : tensor<512xf32>
    %8802 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8803 = stablehlo.multiply %8802, %8534 : tensor<1x1x512x128xf32>
    %8804 = stablehlo.subtract %layer2.2.conv1.w, %8803 : tensor<1x1x512x128xf32>
    %8805 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8806 = stablehlo.multiply %8805, %6482 : tensor<128xf32>
    %8807 = stablehlo.subtract %layer2.2.bn1.g, %8806 : tensor<128xf32>
    %8808 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8809 = stablehlo.multiply %8808, %6501 : tensor<128xf32>
    %8810 = stablehlo.subtract %layer2.2.bn1.b, %8809 : tensor<128xf32>
    %8811 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8812 = stablehlo.multiply %8811, %8537 : tensor<3x3x128x128xf32>
    %8813 = stablehlo.subtract %layer2.2.conv2.w, %8812 : tensor<3x3x128x128xf32>
    %8814 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8815 = stablehlo.multiply %8814, %6539 : tensor<128xf32>
    %8816 = stablehlo.subtract %layer2.2.bn2.g, %8815 : tensor<128xf32>
    %8817 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8818 = stablehlo.multiply %8817, %6558 : tensor<128xf32>
    %8819 = stablehlo.subtract %layer2.2.bn2.b, %8818 : tensor<128xf32>
    %8820 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8821 = stablehlo.multiply %8820, %8540 : tensor<1x1x128x512xf32>
    %8822 = stablehlo.subtract %layer2.2.conv3.w, %8821 : tensor<1x1x128x512xf32>
    %8823 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8824 = stablehlo.multiply %8823, %6596 : tensor<512xf32>
    %8825 = stablehlo.subtract %layer2.2.bn3.g, %8824 : tensor<512xf32>
    %8826 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8827 = stablehlo.multiply %8826, %6615 : tensor<512xf32>
    %8828 = stablehlo.subtract %layer2.2.bn3.b, %8827 : tensor<512xf32>
    %8829 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8830 = stablehlo.multiply %8829, %8543 : tensor<1x1x512x128xf32>
    %8831 = stablehlo.subtract %layer2.3.conv1.w, %8830 : tensor<1x1x512x128xf32>
    %8832 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8833 = stablehlo.multiply %8832, %6653 : tensor<128xf32>
    %8834 = stablehlo.subtract %layer2.3.bn1.g, %8833 : tensor<128xf32>
    %8835 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8836 = stablehlo.multiply %8835, %6672 : tensor<128xf32>
    %8837 = stablehlo.subtract %layer2.3.bn1.b, %8836 : tensor<128xf32>
    %8838 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8839 = stablehlo.multiply %8838, %8546 : tensor<3x3x128x128xf32>
    %8840 = stablehlo.subtract %layer2.3.conv2.w, %8839 : tensor<3x3x128x128xf32>
    %8841 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8842 = stablehlo.multiply %8841, %6710 : tensor<128xf32>
    %8843 = stablehlo.subtract %layer2.3.bn2.g, %8842 : tensor<128xf32>
    %8844 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8845 = stablehlo.multiply %8844, %6729 : tensor<128xf32>
    %8846 = stablehlo.subtract %layer2.3.bn2.b, %8845 : tensor<128xf32>
    %8847 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8848 = stablehlo.multiply %8847, %8549 : tensor<1x1x128x512xf32>
    %8849 = stablehlo.subtract %layer2.3.conv3.w, %8848 : tensor<1x1x128x512xf32>
    %8850 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8851 = stablehlo.multiply %8850, %6767 : tensor<512xf32>
    %8852 = stablehlo.subtract %layer2.3.bn3.g, %8851 : tensor<512xf32>
    %8853 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8854 = stablehlo.multiply %8853, %6786 : tensor<512xf32>
    %8855 = stablehlo.subtract %layer2.3.bn3.b, %8854 : tensor<512xf32>
    %8856 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %8857 = stablehlo.multiply %8856, %8552 : tensor<1x1x512x256xf32>
    %8858 = stablehlo.subtract %layer3.0.conv1.w, %8857 : tensor<1x1x512x256xf32>
    %8859 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8860 = stablehlo.multiply %8859, %6824 : tensor<256xf32>
    %8861 = stablehlo.subtract %layer3.0.bn1.g, %8860 : tensor<256xf32>
    %8862 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8863 = stablehlo.multiply %8862, %6843 : tensor<256xf32>
    %8864 = stablehlo.subtract %layer3.0.bn1.b, %8863 : tensor<256xf32>
    %8865 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8866 = stablehlo.multiply %8865, %8555 : tensor<3x3x256x256xf32>
    %8867 = stablehlo.subtract %layer3.0.conv2.w, %8866 : tensor<3x3x256x256xf32>
    %8868 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8869 = stablehlo.multiply %8868, %6881 : tensor<256xf32>
    %8870 = stablehlo.subtract %layer3.0.bn2.g, %8869 : tensor<256xf32>
    %8871 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8872 = stablehlo.multiply %8871, %6900 : tensor<256xf32>
    %8873 = stablehlo.subtract %layer3.0.bn2.b, %8872 : tensor<256xf32>
    %8874 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8875 = stablehlo.multiply %8874, %8558 : tensor<1x1x256x1024xf32>
    %8876 = stablehlo.subtract %layer3.0.conv3.w, %8875 : tensor<1x1x256x1024xf32>
    %8877 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8878 = stablehlo.multiply %8877, %6938 : tensor<1024xf32>
    %8879 = stablehlo.subtract %layer3.0.bn3.g, %8878 : tensor<1024xf32>
    %8880 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8881 = stablehlo.multiply %8880, %6957 : tensor<1024xf32>
    %8882 = stablehlo.subtract %layer3.0.bn3.b, %8881 : tensor<1024xf32>
    %8883 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %8884 = stablehlo.multiply %8883, %8561 : tensor<1x1x512x1024xf32>
    %8885 = stablehlo.subtract %layer3.0.downsample.0.w, %8884 : tensor<1x1x512x1024xf32>
    %8886 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8887 = stablehlo.multiply %8886, %6995 : tensor<1024xf32>
    %8888 = stablehlo.subtract %layer3.0.downsample.1.g, %8887 : tensor<1024xf32>
    %8889 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8890 = stablehlo.multiply %8889, %7014 : tensor<1024xf32>
    %8891 = stablehlo.subtract %layer3.0.downsample.1.b, %8890 : tensor<1024xf32>
    %8892 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8893 = stablehlo.multiply %8892, %8564 : tensor<1x1x1024x256xf32>
    %8894 = stablehlo.subtract %layer3.1.conv1.w, %8893 : tensor<1x1x1024x256xf32>
    %8895 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8896 = stablehlo.multiply %8895, %7052 : tensor<256xf32>
    %8897 = stablehlo.subtract %layer3.1.bn1.g, %8896 : tensor<256xf32>
    %8898 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8899 = stablehlo.multiply %8898, %7071 : tensor<256xf32>
    %8900 = stablehlo.subtract %layer3.1.bn1.b, %8899 : tensor<256xf32>
    %8901 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8902 = stablehlo.multiply %8901, %8567 : tensor<3x3x256x256xf32>
    %8903 = stablehlo.subtract %layer3.1.conv2.w, %8902 : tensor<3x3x256x256xf32>
    %8904 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8905 = stablehlo.multiply %8904, %7109 : tensor<256xf32>
    %8906 = stablehlo.subtract %layer3.1.bn2.g, %8905 : tensor<256xf32>
    %8907 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8908 = stablehlo.multiply %8907, %7128 : tensor<256xf32>
    %8909 = stablehlo.subtract %layer3.1.bn2.b, %8908 : tensor<256xf32>
    %8910 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8911 = stablehlo.multiply %8910, %8570 : tensor<1x1x256x1024xf32>
    %8912 = stablehlo.subtract %layer3.1.conv3.w, %8911 : tensor<1x1x256x1024xf32>
    %8913 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8914 = stablehlo.multiply %8913, %7166 : tensor<1024xf32>
    %8915 = stablehlo.subtract %layer3.1.bn3.g, %8914 : tensor<1024xf32>
    %8916 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8917 = stablehlo.multiply %8916, %7185 : tensor<1024xf32>
    %8918 = stablehlo.subtract %layer3.1.bn3.b, %8917 : tensor<1024xf32>
    %8919 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8920 = stablehlo.multiply %8919, %8573 : tensor<1x1x1024x256xf32>
    %8921 = stablehlo.subtract %layer3.2.conv1.w, %8920 : tensor<1x1x1024x256xf32>
    %8922 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8923 = stablehlo.multiply %8922, %7223 : tensor<256xf32>
    %8924 = stablehlo.subtract %layer3.2.bn1.g, %8923 : tensor<256xf32>
    %8925 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8926 = stablehlo.multiply %8925, %7242 : tensor<256xf32>
    %8927 = stablehlo.subtract %layer3.2.bn1.b, %8926 : tensor<256xf32>
    %8928 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8929 = stablehlo.multiply %8928, %8576 : tensor<3x3x256x256xf32>
    %8930 = stablehlo.subtract %layer3.2.conv2.w, %8929 : tensor<3x3x256x256xf32>
    %8931 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8932 = stablehlo.multiply %8931, %7280 : tensor<256xf32>
    %8933 = stablehlo.subtract %layer3.2.bn2.g, %8932 : tensor<256xf32>
    %8934 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8935 = stablehlo.multiply %8934, %7299 : tensor<256xf32>
    %8936 = stablehlo.subtract %layer3.2.bn2.b, %8935 : tensor<256xf32>
    %8937 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8938 = stablehlo.multiply %8937, %8579 : tensor<1x1x256x1024xf32>
    %8939 = stablehlo.subtract %layer3.2.conv3.w, %8938 : tensor<1x1x256x1024xf32>
    %8940 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8941 = stablehlo.multiply %8940, %7337 : tensor<1024xf32>
    %8942 = stablehlo.subtract %layer3.2.bn3.g, %8941 : tensor<1024xf32>
    %8943 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8944 = stablehlo.multiply %8943, %7356 : tensor<1024xf32>
    %8945 = stablehlo.subtract %layer3.2.bn3.b, %8944 : tensor<1024xf32>
    %8946 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8947 = stablehlo.multiply %8946, %8582 : tensor<1x1x1024x256xf32>
    %8948 = stablehlo.subtract %layer3.3.conv1.w, %8947 : tensor<1x1x1024x256xf32>
    %8949 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8950 = stablehlo.multiply %8949, %7394 : tensor<256xf32>
    %8951 = stablehlo.subtract %layer3.3.bn1.g, %8950 : tensor<256xf32>
    %8952 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8953 = stablehlo.multiply %8952, %7413 : tensor<256xf32>
    %8954 = stablehlo.subtract %layer3.3.bn1.b, %8953 : tensor<256xf32>
    %8955 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8956 = stablehlo.multiply %8955, %8585 : tensor<3x3x256x256xf32>
    %8957 = stablehlo.subtract %layer3.3.conv2.w, %8956 : tensor<3x3x256x256xf32>
    %8958 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8959 = stablehlo.multiply %8958, %7451 : tensor<256xf32>
    %8960 = stablehlo.subtract %layer3.3.bn2.g, %8959 : tensor<256xf32>
    %8961 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8962 = stablehlo.multiply %8961, %7470 : tensor<256xf32>
    %8963 = stablehlo.subtract %layer3.3.bn2.b, %8962 : tensor<256xf32>
    %8964 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8965 = stablehlo.multiply %8964, %8588 : tensor<1x1x256x1024xf32>
    %8966 = stablehlo.subtract %layer3.3.conv3.w, %8965 : tensor<1x1x256x1024xf32>
    %8967 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8968 = stablehlo.multiply %8967, %7508 : tensor<1024xf32>
    %8969 = stablehlo.subtract %layer3.3.bn3.g, %8968 : tensor<1024xf32>
    %8970 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8971 = stablehlo.multiply %8970, %7527 : tensor<1024xf32>
    %8972 = stablehlo.subtract %layer3.3.bn3.b, %8971 : tensor<1024xf32>
    %8973 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8974 = stablehlo.multiply %8973, %8591 : tensor<1x1x1024x256xf32>
    %8975 = stablehlo.subtract %layer3.4.conv1.w, %8974 : tensor<1x1x1024x256xf32>
    %8976 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8977 = stablehlo.multiply %8976, %7565 : tensor<256xf32>
    %8978 = stablehlo.subtract %layer3.4.bn1.g, %8977 : tensor<256xf32>
    %8979 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8980 = stablehlo.multiply %8979, %7584 : tensor<256xf32>
    %8981 = stablehlo.subtract %layer3.4.bn1.b, %8980 : tensor<256xf32>
    %8982 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8983 = stablehlo.multiply %8982, %8594 : tensor<3x3x256x256xf32>
    %8984 = stablehlo.subtract %layer3.4.conv2.w, %8983 : tensor<3x3x256x256xf32>
    %8985 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8986 = stablehlo.multiply %8985, %7622 : tensor<256xf32>
    %8987 = stablehlo.subtract %layer3.4.bn2.g, %8986 : tensor<256xf32>
    %8988 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8989 = stablehlo.multiply %8988, %7641 : tensor<256xf32>
    %8990 = stablehlo.subtract %layer3.4.bn2.b, %8989 : tensor<256xf32>
    %8991 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8992 = stablehlo.multiply %8991, %8597 : tensor<1x1x256x1024xf32>
    %8993 = stablehlo.subtract %layer3.4.conv3.w, %8992 : tensor<1x1x256x1024xf32>
    %8994 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8995 = stablehlo.multiply %8994, %7679 : tensor<1024xf32>
    %8996 = stablehlo.subtract %layer3.4.bn3.g, %8995 : tensor<1024xf32>
    %8997 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8998 = stablehlo.multiply %8997, %7698 : tensor<1024xf32>
    %8999 = stablehlo.subtract %layer3.4.bn3.b, %8998 : tensor<1024xf32>
    %9000 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %9001 = stablehlo.multiply %9000, %8600 : tensor<1x1x1024x256xf32>
    %9002 = stablehlo.subtract %layer3.5.conv1.w, %9001 : tensor<1x1x1024x256xf32>
    %9003 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %9004 = stablehlo.multiply %9003, %7736 : tensor<256xf32>
    %9005 = stablehlo.subtract %layer3.5.bn1.g, %9004 : tensor<256xf32>
    %9006 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %9007 = stablehlo.multiply %9006, %7755 : tensor<256xf32>
    %9008 = stablehlo.subtract %layer3.5.bn1.b, %9007 : tensor<256xf32>
    %9009 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %9010 = stablehlo.multiply %9009, %8603 : tensor<3x3x256x256xf32>
    %9011 = stablehlo.subtract %layer3.5.conv2.w, %9010 : tensor<3x3x256x256xf32>
    %9012 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %9013 = stablehlo.multiply %9012, %7793 : tensor<256xf32>
    %9014 = stablehlo.subtract %layer3.5.bn2.g, %9013 : tensor<256xf32>
    %9015 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %9016 = stablehlo.multiply %9015, %7812 : tensor<256xf32>
    %9017 = stablehlo.subtract %layer3.5.bn2.b, %9016 : tensor<256xf32>
    %9018 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %9019 = stablehlo.multiply %9018, %8606 : tensor<1x1x256x1024xf32>
    %9020 = stablehlo.subtract %layer3.5.conv3.w, %9019 : tensor<1x1x256x1024xf32>
    %9021 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %9022 = stablehlo.multiply %9021, %7850 : tensor<1024xf32>
    %9023 = stablehlo.subtract %layer3.5.bn3.g, %9022 : tensor<1024xf32>
    %9024 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %9025 = stablehlo.multiply %9024, %7869 : tensor<1024xf32>
    %9026 = stablehlo.subtract %layer3.5.bn3.b, %9025 : tensor<1024xf32>
    %9027 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %9028 = stablehlo.multiply %9027, %8609 : tensor<1x1x1024x512xf32>
    %9029 = stablehlo.subtract %layer4.0.conv1.w, %9028 : tensor<1x1x1024x512xf32>
    %9030 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9031 = stablehlo.multiply %9030, %7907 : tensor<512xf32>
    %9032 = stablehlo.subtract %layer4.0.bn1.g, %9031 : tensor<512xf32>
    %9033 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9034 = stablehlo.multiply %9033, %7926 : tensor<512xf32>
    %9035 = stablehlo.subtract %layer4.0.bn1.b, %9034 : tensor<512xf32>
    %9036 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %9037 = stablehlo.multiply %9036, %8612 : tensor<3x3x512x512xf32>
    %9038 = stablehlo.subtract %layer4.0.conv2.w, %9037 : tensor<3x3x512x512xf32>
    %9039 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9040 = stablehlo.multiply %9039, %7964 : tensor<512xf32>
    %9041 = stablehlo.subtract %layer4.0.bn2.g, %9040 : tensor<512xf32>
    %9042 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9043 = stablehlo.multiply %9042, %7983 : tensor<512xf32>
    %9044 = stablehlo.subtract %layer4.0.bn2.b, %9043 : tensor<512xf32>
    %9045 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %9046 = stablehlo.multiply %9045, %8615 : tensor<1x1x512x2048xf32>
    %9047 = stablehlo.subtract %layer4.0.conv3.w, %9046 : tensor<1x1x512x2048xf32>
    %9048 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9049 = stablehlo.multiply %9048, %8021 : tensor<2048xf32>
    %9050 = stablehlo.subtract %layer4.0.bn3.g, %9049 : tensor<2048xf32>
    %9051 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9052 = stablehlo.multiply %9051, %8040 : tensor<2048xf32>
    %9053 = stablehlo.subtract %layer4.0.bn3.b, %9052 : tensor<2048xf32>
    %9054 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %9055 = stablehlo.multiply %9054, %8618 : tensor<1x1x1024x2048xf32>
    %9056 = stablehlo.subtract %layer4.0.downsample.0.w, %9055 : tensor<1x1x1024x2048xf32>
    %9057 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9058 = stablehlo.multiply %9057, %8078 : tensor<2048xf32>
    %9059 = stablehlo.subtract %layer4.0.downsample.1.g, %9058 : tensor<2048xf32>
    %9060 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9061 = stablehlo.multiply %9060, %8097 : tensor<2048xf32>
    %9062 = stablehlo.subtract %layer4.0.downsample.1.b, %9061 : tensor<2048xf32>
    %9063 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %9064 = stablehlo.multiply %9063, %8621 : tensor<1x1x2048x512xf32>
    %9065 = stablehlo.subtract %layer4.1.conv1.w, %9064 : tensor<1x1x2048x512xf32>
    %9066 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9067 = stablehlo.multiply %9066, %8135 : tensor<512xf32>
    %9068 = stablehlo.subtract %layer4.1.bn1.g, %9067 : tensor<512xf32>
    %9069 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9070 = stablehlo.multiply %9069, %8154 : tensor<512xf32>
    %9071 = stablehlo.subtract %layer4.1.bn1.b, %9070 : tensor<512xf32>
    %9072 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %9073 = stablehlo.multiply %9072, %8624 : tensor<3x3x512x512xf32>
    %9074 = stablehlo.subtract %layer4.1.conv2.w, %9073 : tensor<3x3x512x512xf32>
    %9075 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9076 = stablehlo.multiply %9075, %8192 : tensor<512xf32>
    %9077 = stablehlo.subtract %layer4.1.bn2.g, %9076 : tensor<512xf32>
    %9078 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9079 = stablehlo.multiply %9078, %8211 : tensor<512xf32>
    %9080 = stablehlo.subtract %layer4.1.bn2.b, %9079 : tensor<512xf32>
    %9081 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %9082 = stablehlo.multiply %9081, %8627 : tensor<1x1x512x2048xf32>
    %9083 = stablehlo.subtract %layer4.1.conv3.w, %9082 : tensor<1x1x512x2048xf32>
    %9084 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9085 = stablehlo.multiply %9084, %8249 : tensor<2048xf32>
    %9086 = stablehlo.subtract %layer4.1.bn3.g, %9085 : tensor<2048xf32>
    %9087 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9088 = stablehlo.multiply %9087, %8268 : tensor<2048xf32>
    %9089 = stablehlo.subtract %layer4.1.bn3.b, %9088 : tensor<2048xf32>
    %9090 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %9091 = stablehlo.multiply %9090, %8630 : tensor<1x1x2048x512xf32>
    %9092 = stablehlo.subtract %layer4.2.conv1.w, %9091 : tensor<1x1x2048x512xf32>
    %9093 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9094 = stablehlo.multiply %9093, %8306 : tensor<512xf32>
    %9095 = stablehlo.subtract %layer4.2.bn1.g, %9094 : tensor<512xf32>
    %9096 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9097 = stablehlo.multiply %9096, %8325 : tensor<512xf32>
    %9098 = stablehlo.subtract %layer4.2.bn1.b, %9097 : tensor<512xf32>
    %9099 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %9100 = stablehlo.multiply %9099, %8633 : tensor<3x3x512x512xf32>
    %9101 = stablehlo.subtract %layer4.2.conv2.w, %9100 : tensor<3x3x512x512xf32>
    %9102 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9103 = stablehlo.multiply %9102, %8363 : tensor<512xf32>
    %9104 = stablehlo.subtract %layer4.2.bn2.g, %9103 : tensor<512xf32>
    %9105 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %9106 = stablehlo.multiply %9105, %8382 : tensor<512xf32>
    %9107 = stablehlo.subtract %layer4.2.bn2.b, %9106 : tensor<512xf32>
    %9108 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %9109 = stablehlo.multiply %9108, %8636 : tensor<1x1x512x2048xf32>
    %9110 = stablehlo.subtract %layer4.2.conv3.w, %9109 : tensor<1x1x512x2048xf32>
    %9111 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9112 = stablehlo.multiply %9111, %8420 : tensor<2048xf32>
    %9113 = stablehlo.subtract %layer4.2.bn3.g, %9112 : tensor<2048xf32>
    %9114 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %9115 = stablehlo.multiply %9114, %8439 : tensor<2048xf32>
    %9116 = stablehlo.subtract %layer4.2.bn3.b, %9115 : tensor<2048xf32>
    %9117 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %9118 = stablehlo.multiply %9117, %8639 : tensor<2048x1000xf32>
    %9119 = stablehlo.subtract %fc.w, %9118 : tensor<2048x1000xf32>
    %9120 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %9121 = stablehlo.multiply %9120, %8477 : tensor<1000xf32>
    %9122 = stablehlo.subtract %fc.b, %9121 : tensor<1000xf32>
    "func.return"(%8642, %8645, %8648, %8651, %8654, %8657, %8660, %8663, %8666, %8669, %8672, %8675, %8678, %8681, %8684, %8687, %8690, %8693, %8696, %8699, %8702, %8705, %8708, %8711, %8714, %8717, %8720, %8723, %8726, %8729, %8732, %8735, %8738, %8741, %8744, %8747, %8750, %8753, %8756, %8759, %8762, %8765, %8768, %8771, %8774, %8777, %8780, %8783, %8786, %8789, %8792, %8795, %8798, %8801, %8804, %8807, %8810, %8813, %8816, %8819, %8822, %8825, %8828, %8831, %8834, %8837, %8840, %8843, %8846, %8849, %8852, %8855, %8858, %8861, %8864, %8867, %8870, %8873, %8876, %8879, %8882, %8885, %8888, %8891, %8894, %8897, %8900, %8903, %8906, %8909, %8912, %8915, %8918, %8921, %8924, %8927, %8930, %8933, %8936, %8939, %8942, %8945, %8948, %8951, %8954, %8957, %8960, %8963, %8966, %8969, %8972, %8975, %8978, %8981, %8984, %8987, %8990, %8993, %8996, %8999, %9002, %9005, %9008, %9011, %9014, %9017, %9020, %9023, %9026, %9029, %9032, %9035, %9038, %9041, %9044, %9047, %9050, %9053, %9056, %9059, %9062, %9065, %9068, %9071, %9074, %9077, %9080, %9083, %9086, %9089, %9092, %9095, %9098, %9101, %9104, %9107, %9110, %9113, %9116, %9119, %9122, %25, %32, %63, %70, %98, %105, %134, %141, %168, %175, %205, %212, %240, %247, %276, %283, %313, %320, %348, %355, %384, %391, %421, %428, %456, %463, %492, %499, %527, %534, %564, %571, %599, %606, %635, %642, %672, %679, %707, %714, %743, %750, %780, %787, %815, %822, %851, %858, %888, %895, %923, %930, %959, %966, %994, %1001, %1031, %1038, %1066, %1073, %1102, %1109, %1139, %1146, %1174, %1181, %1210, %1217, %1247, %1254, %1282, %1289, %1318, %1325, %1355, %1362, %1390, %1397, %1426, %1433, %1463, %1470, %1498, %1505, %1534, %1541, %1571, %1578, %1606, %1613, %1642, %1649, %1677, %1684, %1714, %1721, %1749, %1756, %1785, %1792, %1822, %1829, %1857, %1864, %1893, %1900, %5423, %5442, %5461, %5480, %5499, %5518, %5537, %5556, %5575, %5594, %5613, %5632, %5651, %5670, %5689, %5708, %5727, %5746, %5765, %5784, %5803, %5822, %5841, %5860, %5879, %5898, %5917, %5936, %5955, %5974, %5993, %6012, %6031, %6050, %6069, %6088, %6107, %6126, %6145, %6164, %6183, %6202, %6221, %6240, %6259, %6278, %6297, %6316, %6335, %6354, %6373, %6392, %6411, %6430, %6449, %6468, %6487, %6506, %6525, %6544, %6563, %6582, %6601, %6620, %6639, %6658, %6677, %6696, %6715, %6734, %6753, %6772, %6791, %6810, %6829, %6848, %6867, %6886, %6905, %6924, %6943, %6962, %6981, %7000, %7019, %7038, %7057, %7076, %7095, %7114, %7133, %7152, %7171, %7190, %7209, %7228, %7247, %7266, %7285, %7304, %7323, %7342, %7361, %7380, %7399, %7418, %7437, %7456, %7475, %7494, %7513, %7532, %7551, %7570, %7589, %7608, %7627, %7646, %7665, %7684, %7703, %7722, %7741, %7760, %7779, %7798, %7817, %7836, %7855, %7874, %7893, %7912, %7931, %7950, %7969, %7988, %8007, %8026, %8045, %8064, %8083, %8102, %8121, %8140, %8159, %8178, %8197, %8216, %8235, %8254, %8273, %8292, %8311, %8330, %8349, %8368, %8387, %8406, %8425, %8444, %8463, %5429, %5448, %5467, %5486, %5505, %5524, %5543, %5562, %5581, %5600, %5619, %5638, %5657, %5676, %5695, %5714, %5733, %5752, %5771, %5790, %5809, %5828, %5847, %5866, %5885, %5904, %5923, %5942, %5961, %5980, %5999, %6018, %6037, %6056, %6075, %6094, %6113, %6132, %6151, %6170, %6189, %6208, %6227, %6246, %6265, %6284, %6303, %6322, %6341, %6360, %6379, %6398, %6417, %6436, %6455, %6474, %6493, %6512, %6531, %6550, %6569, %6588, %6607, %6626, %6645, %6664, %6683, %6702, %6721, %6740, %6759, %6778, %6797, %6816, %6835, %6854, %6873, %6892, %6911, %6930, %6949, %6968, %6987, %7006, %7025, %7044, %7063, %7082, %7101, %7120, %7139, %7158, %7177, %7196, %7215, %7234, %7253, %7272, %7291, %7310, %7329, %7348, %7367, %7386, %7405, %7424, %7443, %7462, %7481, %7500, %7519, %7538, %7557, %7576, %7595, %7614, %7633, %7652, %7671, %7690, %7709, %7728, %7747, %7766, %7785, %7804, %7823, %7842, %7861, %7880, %7899, %7918, %7937, %7956, %7975, %7994, %8013, %8032, %8051, %8070, %8089, %8108, %8127, %8146, %8165, %8184, %8203, %8222, %8241, %8260, %8279, %8298, %8317, %8336, %8355, %8374, %8393, %8412, %8431, %8450, %8469, %1926, %4611) : (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

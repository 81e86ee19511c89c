// hlocert 0.1.0 render: resnet_50-c1000-i224-b32x1-adamw+wx+clip1.0
// model: ResNet-50  classes: 1000  image: 224  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0  zero-init last BN gamma: yes  recipe batch: 32 per replica (He et al.'s global 256 = 8 replicas x 32; BatchNorm statistics per replica)
// lowerings: pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-gpu, iree-gpu); small convolution (the default on iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
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
// content sha256: 770875b0f0ec60f68ffa3fd83b72a75e8ce439d15baa75274faed86caf6be74d
module @resnet_50_c1000_i224_b32x1_adamw_wx_clip1_0 {
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
    %37 = "stablehlo.convolution"(%36, %layer1.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x64xf32>) -> tensor<32x56x56x64xf32>
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
    %105 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %106 = stablehlo.maximum %92, %105 : tensor<32x56x56x64xf32>
    %107 = "stablehlo.convolution"(%106, %layer1.0.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %108 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %109 = "stablehlo.reduce"(%107, %108) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %110 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %111 = stablehlo.divide %109, %110 : tensor<256xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %113 = stablehlo.subtract %107, %112 : tensor<32x56x56x256xf32>
    %114 = stablehlo.multiply %113, %113 : tensor<32x56x56x256xf32>
    %115 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %116 = "stablehlo.reduce"(%114, %115) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %117 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %118 = stablehlo.divide %116, %117 : tensor<256xf32>
    %119 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %120 = stablehlo.add %118, %119 : tensor<256xf32>
    %121 = stablehlo.rsqrt %120 : tensor<256xf32>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %123 = stablehlo.multiply %113, %122 : tensor<32x56x56x256xf32>
    %124 = "stablehlo.broadcast_in_dim"(%layer1.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<32x56x56x256xf32>
    %126 = "stablehlo.broadcast_in_dim"(%layer1.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %127 = stablehlo.add %125, %126 : tensor<32x56x56x256xf32>
    %128 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %129 = stablehlo.multiply %layer1.0.bn3.running_mean, %128 : tensor<256xf32>
    %130 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %131 = stablehlo.multiply %111, %130 : tensor<256xf32>
    %132 = stablehlo.add %129, %131 : tensor<256xf32>
    %133 = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %134 = stablehlo.divide %116, %133 : tensor<256xf32>
    %135 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %136 = stablehlo.multiply %layer1.0.bn3.running_var, %135 : tensor<256xf32>
    %137 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %138 = stablehlo.multiply %134, %137 : tensor<256xf32>
    %139 = stablehlo.add %136, %138 : tensor<256xf32>
    %140 = "stablehlo.convolution"(%36, %layer1.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %141 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %142 = "stablehlo.reduce"(%140, %141) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %143 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %144 = stablehlo.divide %142, %143 : tensor<256xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %146 = stablehlo.subtract %140, %145 : tensor<32x56x56x256xf32>
    %147 = stablehlo.multiply %146, %146 : tensor<32x56x56x256xf32>
    %148 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %149 = "stablehlo.reduce"(%147, %148) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %150 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %151 = stablehlo.divide %149, %150 : tensor<256xf32>
    %152 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %153 = stablehlo.add %151, %152 : tensor<256xf32>
    %154 = stablehlo.rsqrt %153 : tensor<256xf32>
    %155 = "stablehlo.broadcast_in_dim"(%154) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %156 = stablehlo.multiply %146, %155 : tensor<32x56x56x256xf32>
    %157 = "stablehlo.broadcast_in_dim"(%layer1.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<32x56x56x256xf32>
    %159 = "stablehlo.broadcast_in_dim"(%layer1.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %160 = stablehlo.add %158, %159 : tensor<32x56x56x256xf32>
    %161 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %162 = stablehlo.multiply %layer1.0.downsample.1.running_mean, %161 : tensor<256xf32>
    %163 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %164 = stablehlo.multiply %144, %163 : tensor<256xf32>
    %165 = stablehlo.add %162, %164 : tensor<256xf32>
    %166 = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %167 = stablehlo.divide %149, %166 : tensor<256xf32>
    %168 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %169 = stablehlo.multiply %layer1.0.downsample.1.running_var, %168 : tensor<256xf32>
    %170 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %171 = stablehlo.multiply %167, %170 : tensor<256xf32>
    %172 = stablehlo.add %169, %171 : tensor<256xf32>
    %173 = stablehlo.add %127, %160 : tensor<32x56x56x256xf32>
    %174 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %175 = stablehlo.maximum %173, %174 : tensor<32x56x56x256xf32>
    %176 = "stablehlo.convolution"(%175, %layer1.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x64xf32>
    %177 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %178 = "stablehlo.reduce"(%176, %177) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %179 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %180 = stablehlo.divide %178, %179 : tensor<64xf32>
    %181 = "stablehlo.broadcast_in_dim"(%180) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %182 = stablehlo.subtract %176, %181 : tensor<32x56x56x64xf32>
    %183 = stablehlo.multiply %182, %182 : tensor<32x56x56x64xf32>
    %184 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %185 = "stablehlo.reduce"(%183, %184) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %186 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %187 = stablehlo.divide %185, %186 : tensor<64xf32>
    %188 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %189 = stablehlo.add %187, %188 : tensor<64xf32>
    %190 = stablehlo.rsqrt %189 : tensor<64xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %192 = stablehlo.multiply %182, %191 : tensor<32x56x56x64xf32>
    %193 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<32x56x56x64xf32>
    %195 = "stablehlo.broadcast_in_dim"(%layer1.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %196 = stablehlo.add %194, %195 : tensor<32x56x56x64xf32>
    %197 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %198 = stablehlo.multiply %layer1.1.bn1.running_mean, %197 : tensor<64xf32>
    %199 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %200 = stablehlo.multiply %180, %199 : tensor<64xf32>
    %201 = stablehlo.add %198, %200 : tensor<64xf32>
    %202 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %203 = stablehlo.divide %185, %202 : tensor<64xf32>
    %204 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %205 = stablehlo.multiply %layer1.1.bn1.running_var, %204 : tensor<64xf32>
    %206 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %207 = stablehlo.multiply %203, %206 : tensor<64xf32>
    %208 = stablehlo.add %205, %207 : tensor<64xf32>
    %209 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %210 = stablehlo.maximum %196, %209 : tensor<32x56x56x64xf32>
    %211 = "stablehlo.convolution"(%210, %layer1.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %212 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %213 = "stablehlo.reduce"(%211, %212) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %214 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %215 = stablehlo.divide %213, %214 : tensor<64xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %217 = stablehlo.subtract %211, %216 : tensor<32x56x56x64xf32>
    %218 = stablehlo.multiply %217, %217 : tensor<32x56x56x64xf32>
    %219 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %220 = "stablehlo.reduce"(%218, %219) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %221 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %222 = stablehlo.divide %220, %221 : tensor<64xf32>
    %223 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %224 = stablehlo.add %222, %223 : tensor<64xf32>
    %225 = stablehlo.rsqrt %224 : tensor<64xf32>
    %226 = "stablehlo.broadcast_in_dim"(%225) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %227 = stablehlo.multiply %217, %226 : tensor<32x56x56x64xf32>
    %228 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %229 = stablehlo.multiply %227, %228 : tensor<32x56x56x64xf32>
    %230 = "stablehlo.broadcast_in_dim"(%layer1.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %231 = stablehlo.add %229, %230 : tensor<32x56x56x64xf32>
    %232 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %233 = stablehlo.multiply %layer1.1.bn2.running_mean, %232 : tensor<64xf32>
    %234 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %235 = stablehlo.multiply %215, %234 : tensor<64xf32>
    %236 = stablehlo.add %233, %235 : tensor<64xf32>
    %237 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %238 = stablehlo.divide %220, %237 : tensor<64xf32>
    %239 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %240 = stablehlo.multiply %layer1.1.bn2.running_var, %239 : tensor<64xf32>
    %241 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %242 = stablehlo.multiply %238, %241 : tensor<64xf32>
    %243 = stablehlo.add %240, %242 : tensor<64xf32>
    %244 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %245 = stablehlo.maximum %231, %244 : tensor<32x56x56x64xf32>
    %246 = "stablehlo.convolution"(%245, %layer1.1.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %247 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %248 = "stablehlo.reduce"(%246, %247) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %249 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %250 = stablehlo.divide %248, %249 : tensor<256xf32>
    %251 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %252 = stablehlo.subtract %246, %251 : tensor<32x56x56x256xf32>
    %253 = stablehlo.multiply %252, %252 : tensor<32x56x56x256xf32>
    %254 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %255 = "stablehlo.reduce"(%253, %254) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %256 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %257 = stablehlo.divide %255, %256 : tensor<256xf32>
    %258 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %259 = stablehlo.add %257, %258 : tensor<256xf32>
    %260 = stablehlo.rsqrt %259 : tensor<256xf32>
    %261 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %262 = stablehlo.multiply %252, %261 : tensor<32x56x56x256xf32>
    %263 = "stablehlo.broadcast_in_dim"(%layer1.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %264 = stablehlo.multiply %262, %263 : tensor<32x56x56x256xf32>
    %265 = "stablehlo.broadcast_in_dim"(%layer1.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %266 = stablehlo.add %264, %265 : tensor<32x56x56x256xf32>
    %267 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %268 = stablehlo.multiply %layer1.1.bn3.running_mean, %267 : tensor<256xf32>
    %269 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %270 = stablehlo.multiply %250, %269 : tensor<256xf32>
    %271 = stablehlo.add %268, %270 : tensor<256xf32>
    %272 = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %273 = stablehlo.divide %255, %272 : tensor<256xf32>
    %274 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %275 = stablehlo.multiply %layer1.1.bn3.running_var, %274 : tensor<256xf32>
    %276 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %277 = stablehlo.multiply %273, %276 : tensor<256xf32>
    %278 = stablehlo.add %275, %277 : tensor<256xf32>
    %279 = stablehlo.add %266, %175 : tensor<32x56x56x256xf32>
    %280 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %281 = stablehlo.maximum %279, %280 : tensor<32x56x56x256xf32>
    %282 = "stablehlo.convolution"(%281, %layer1.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x64xf32>
    %283 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %284 = "stablehlo.reduce"(%282, %283) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %285 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %286 = stablehlo.divide %284, %285 : tensor<64xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<32x56x56x64xf32>
    %289 = stablehlo.multiply %288, %288 : tensor<32x56x56x64xf32>
    %290 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %291 = "stablehlo.reduce"(%289, %290) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %292 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %293 = stablehlo.divide %291, %292 : tensor<64xf32>
    %294 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %295 = stablehlo.add %293, %294 : tensor<64xf32>
    %296 = stablehlo.rsqrt %295 : tensor<64xf32>
    %297 = "stablehlo.broadcast_in_dim"(%296) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %298 = stablehlo.multiply %288, %297 : tensor<32x56x56x64xf32>
    %299 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<32x56x56x64xf32>
    %301 = "stablehlo.broadcast_in_dim"(%layer1.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %302 = stablehlo.add %300, %301 : tensor<32x56x56x64xf32>
    %303 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %304 = stablehlo.multiply %layer1.2.bn1.running_mean, %303 : tensor<64xf32>
    %305 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %306 = stablehlo.multiply %286, %305 : tensor<64xf32>
    %307 = stablehlo.add %304, %306 : tensor<64xf32>
    %308 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %309 = stablehlo.divide %291, %308 : tensor<64xf32>
    %310 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %311 = stablehlo.multiply %layer1.2.bn1.running_var, %310 : tensor<64xf32>
    %312 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %313 = stablehlo.multiply %309, %312 : tensor<64xf32>
    %314 = stablehlo.add %311, %313 : tensor<64xf32>
    %315 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %316 = stablehlo.maximum %302, %315 : tensor<32x56x56x64xf32>
    %317 = "stablehlo.convolution"(%316, %layer1.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %318 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %319 = "stablehlo.reduce"(%317, %318) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %320 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %321 = stablehlo.divide %319, %320 : tensor<64xf32>
    %322 = "stablehlo.broadcast_in_dim"(%321) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %323 = stablehlo.subtract %317, %322 : tensor<32x56x56x64xf32>
    %324 = stablehlo.multiply %323, %323 : tensor<32x56x56x64xf32>
    %325 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %326 = "stablehlo.reduce"(%324, %325) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %327 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %328 = stablehlo.divide %326, %327 : tensor<64xf32>
    %329 = stablehlo.constant dense<1.0e-05> : tensor<64xf32>
    %330 = stablehlo.add %328, %329 : tensor<64xf32>
    %331 = stablehlo.rsqrt %330 : tensor<64xf32>
    %332 = "stablehlo.broadcast_in_dim"(%331) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %333 = stablehlo.multiply %323, %332 : tensor<32x56x56x64xf32>
    %334 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %335 = stablehlo.multiply %333, %334 : tensor<32x56x56x64xf32>
    %336 = "stablehlo.broadcast_in_dim"(%layer1.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %337 = stablehlo.add %335, %336 : tensor<32x56x56x64xf32>
    %338 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %339 = stablehlo.multiply %layer1.2.bn2.running_mean, %338 : tensor<64xf32>
    %340 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %341 = stablehlo.multiply %321, %340 : tensor<64xf32>
    %342 = stablehlo.add %339, %341 : tensor<64xf32>
    %343 = stablehlo.constant dense<100351.0> : tensor<64xf32>
    %344 = stablehlo.divide %326, %343 : tensor<64xf32>
    %345 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %346 = stablehlo.multiply %layer1.2.bn2.running_var, %345 : tensor<64xf32>
    %347 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %348 = stablehlo.multiply %344, %347 : tensor<64xf32>
    %349 = stablehlo.add %346, %348 : tensor<64xf32>
    %350 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %351 = stablehlo.maximum %337, %350 : tensor<32x56x56x64xf32>
    %352 = "stablehlo.convolution"(%351, %layer1.2.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x256xf32>
    %353 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %354 = "stablehlo.reduce"(%352, %353) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %355 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %356 = stablehlo.divide %354, %355 : tensor<256xf32>
    %357 = "stablehlo.broadcast_in_dim"(%356) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %358 = stablehlo.subtract %352, %357 : tensor<32x56x56x256xf32>
    %359 = stablehlo.multiply %358, %358 : tensor<32x56x56x256xf32>
    %360 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %361 = "stablehlo.reduce"(%359, %360) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %362 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %363 = stablehlo.divide %361, %362 : tensor<256xf32>
    %364 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %365 = stablehlo.add %363, %364 : tensor<256xf32>
    %366 = stablehlo.rsqrt %365 : tensor<256xf32>
    %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %368 = stablehlo.multiply %358, %367 : tensor<32x56x56x256xf32>
    %369 = "stablehlo.broadcast_in_dim"(%layer1.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %370 = stablehlo.multiply %368, %369 : tensor<32x56x56x256xf32>
    %371 = "stablehlo.broadcast_in_dim"(%layer1.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %372 = stablehlo.add %370, %371 : tensor<32x56x56x256xf32>
    %373 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %374 = stablehlo.multiply %layer1.2.bn3.running_mean, %373 : tensor<256xf32>
    %375 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %376 = stablehlo.multiply %356, %375 : tensor<256xf32>
    %377 = stablehlo.add %374, %376 : tensor<256xf32>
    %378 = stablehlo.constant dense<100351.0> : tensor<256xf32>
    %379 = stablehlo.divide %361, %378 : tensor<256xf32>
    %380 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %381 = stablehlo.multiply %layer1.2.bn3.running_var, %380 : tensor<256xf32>
    %382 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %383 = stablehlo.multiply %379, %382 : tensor<256xf32>
    %384 = stablehlo.add %381, %383 : tensor<256xf32>
    %385 = stablehlo.add %372, %281 : tensor<32x56x56x256xf32>
    %386 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %387 = stablehlo.maximum %385, %386 : tensor<32x56x56x256xf32>
    %388 = "stablehlo.convolution"(%387, %layer2.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x256x128xf32>) -> tensor<32x56x56x128xf32>
    %389 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %390 = "stablehlo.reduce"(%388, %389) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %391 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %392 = stablehlo.divide %390, %391 : tensor<128xf32>
    %393 = "stablehlo.broadcast_in_dim"(%392) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %394 = stablehlo.subtract %388, %393 : tensor<32x56x56x128xf32>
    %395 = stablehlo.multiply %394, %394 : tensor<32x56x56x128xf32>
    %396 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %397 = "stablehlo.reduce"(%395, %396) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %398 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %399 = stablehlo.divide %397, %398 : tensor<128xf32>
    %400 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %401 = stablehlo.add %399, %400 : tensor<128xf32>
    %402 = stablehlo.rsqrt %401 : tensor<128xf32>
    %403 = "stablehlo.broadcast_in_dim"(%402) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %404 = stablehlo.multiply %394, %403 : tensor<32x56x56x128xf32>
    %405 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %406 = stablehlo.multiply %404, %405 : tensor<32x56x56x128xf32>
    %407 = "stablehlo.broadcast_in_dim"(%layer2.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %408 = stablehlo.add %406, %407 : tensor<32x56x56x128xf32>
    %409 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %410 = stablehlo.multiply %layer2.0.bn1.running_mean, %409 : tensor<128xf32>
    %411 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %412 = stablehlo.multiply %392, %411 : tensor<128xf32>
    %413 = stablehlo.add %410, %412 : tensor<128xf32>
    %414 = stablehlo.constant dense<100351.0> : tensor<128xf32>
    %415 = stablehlo.divide %397, %414 : tensor<128xf32>
    %416 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %417 = stablehlo.multiply %layer2.0.bn1.running_var, %416 : tensor<128xf32>
    %418 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %419 = stablehlo.multiply %415, %418 : tensor<128xf32>
    %420 = stablehlo.add %417, %419 : tensor<128xf32>
    %421 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %422 = stablehlo.maximum %408, %421 : tensor<32x56x56x128xf32>
    %423 = "stablehlo.convolution"(%422, %layer2.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x56x56x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %424 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %425 = "stablehlo.reduce"(%423, %424) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %426 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %427 = stablehlo.divide %425, %426 : tensor<128xf32>
    %428 = "stablehlo.broadcast_in_dim"(%427) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %429 = stablehlo.subtract %423, %428 : tensor<32x28x28x128xf32>
    %430 = stablehlo.multiply %429, %429 : tensor<32x28x28x128xf32>
    %431 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %432 = "stablehlo.reduce"(%430, %431) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %433 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %434 = stablehlo.divide %432, %433 : tensor<128xf32>
    %435 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %436 = stablehlo.add %434, %435 : tensor<128xf32>
    %437 = stablehlo.rsqrt %436 : tensor<128xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %439 = stablehlo.multiply %429, %438 : tensor<32x28x28x128xf32>
    %440 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<32x28x28x128xf32>
    %442 = "stablehlo.broadcast_in_dim"(%layer2.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %443 = stablehlo.add %441, %442 : tensor<32x28x28x128xf32>
    %444 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %445 = stablehlo.multiply %layer2.0.bn2.running_mean, %444 : tensor<128xf32>
    %446 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %447 = stablehlo.multiply %427, %446 : tensor<128xf32>
    %448 = stablehlo.add %445, %447 : tensor<128xf32>
    %449 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %450 = stablehlo.divide %432, %449 : tensor<128xf32>
    %451 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %452 = stablehlo.multiply %layer2.0.bn2.running_var, %451 : tensor<128xf32>
    %453 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %454 = stablehlo.multiply %450, %453 : tensor<128xf32>
    %455 = stablehlo.add %452, %454 : tensor<128xf32>
    %456 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %457 = stablehlo.maximum %443, %456 : tensor<32x28x28x128xf32>
    %458 = "stablehlo.convolution"(%457, %layer2.0.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x512xf32>
    %459 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %460 = "stablehlo.reduce"(%458, %459) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %461 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %462 = stablehlo.divide %460, %461 : tensor<512xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %464 = stablehlo.subtract %458, %463 : tensor<32x28x28x512xf32>
    %465 = stablehlo.multiply %464, %464 : tensor<32x28x28x512xf32>
    %466 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %467 = "stablehlo.reduce"(%465, %466) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %468 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %469 = stablehlo.divide %467, %468 : tensor<512xf32>
    %470 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %471 = stablehlo.add %469, %470 : tensor<512xf32>
    %472 = stablehlo.rsqrt %471 : tensor<512xf32>
    %473 = "stablehlo.broadcast_in_dim"(%472) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %474 = stablehlo.multiply %464, %473 : tensor<32x28x28x512xf32>
    %475 = "stablehlo.broadcast_in_dim"(%layer2.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<32x28x28x512xf32>
    %477 = "stablehlo.broadcast_in_dim"(%layer2.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %478 = stablehlo.add %476, %477 : tensor<32x28x28x512xf32>
    %479 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %480 = stablehlo.multiply %layer2.0.bn3.running_mean, %479 : tensor<512xf32>
    %481 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %482 = stablehlo.multiply %462, %481 : tensor<512xf32>
    %483 = stablehlo.add %480, %482 : tensor<512xf32>
    %484 = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %485 = stablehlo.divide %467, %484 : tensor<512xf32>
    %486 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %487 = stablehlo.multiply %layer2.0.bn3.running_var, %486 : tensor<512xf32>
    %488 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %489 = stablehlo.multiply %485, %488 : tensor<512xf32>
    %490 = stablehlo.add %487, %489 : tensor<512xf32>
    %491 = "stablehlo.convolution"(%387, %layer2.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x56x56x256xf32>, tensor<1x1x256x512xf32>) -> tensor<32x28x28x512xf32>
    %492 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %493 = "stablehlo.reduce"(%491, %492) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %494 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %495 = stablehlo.divide %493, %494 : tensor<512xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %497 = stablehlo.subtract %491, %496 : tensor<32x28x28x512xf32>
    %498 = stablehlo.multiply %497, %497 : tensor<32x28x28x512xf32>
    %499 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %500 = "stablehlo.reduce"(%498, %499) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %501 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %502 = stablehlo.divide %500, %501 : tensor<512xf32>
    %503 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %504 = stablehlo.add %502, %503 : tensor<512xf32>
    %505 = stablehlo.rsqrt %504 : tensor<512xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %507 = stablehlo.multiply %497, %506 : tensor<32x28x28x512xf32>
    %508 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %509 = stablehlo.multiply %507, %508 : tensor<32x28x28x512xf32>
    %510 = "stablehlo.broadcast_in_dim"(%layer2.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %511 = stablehlo.add %509, %510 : tensor<32x28x28x512xf32>
    %512 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %513 = stablehlo.multiply %layer2.0.downsample.1.running_mean, %512 : tensor<512xf32>
    %514 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %515 = stablehlo.multiply %495, %514 : tensor<512xf32>
    %516 = stablehlo.add %513, %515 : tensor<512xf32>
    %517 = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %518 = stablehlo.divide %500, %517 : tensor<512xf32>
    %519 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %520 = stablehlo.multiply %layer2.0.downsample.1.running_var, %519 : tensor<512xf32>
    %521 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %522 = stablehlo.multiply %518, %521 : tensor<512xf32>
    %523 = stablehlo.add %520, %522 : tensor<512xf32>
    %524 = stablehlo.add %478, %511 : tensor<32x28x28x512xf32>
    %525 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %526 = stablehlo.maximum %524, %525 : tensor<32x28x28x512xf32>
    %527 = "stablehlo.convolution"(%526, %layer2.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x128xf32>
    %528 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %529 = "stablehlo.reduce"(%527, %528) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %530 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %531 = stablehlo.divide %529, %530 : tensor<128xf32>
    %532 = "stablehlo.broadcast_in_dim"(%531) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %533 = stablehlo.subtract %527, %532 : tensor<32x28x28x128xf32>
    %534 = stablehlo.multiply %533, %533 : tensor<32x28x28x128xf32>
    %535 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %536 = "stablehlo.reduce"(%534, %535) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %537 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %538 = stablehlo.divide %536, %537 : tensor<128xf32>
    %539 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %540 = stablehlo.add %538, %539 : tensor<128xf32>
    %541 = stablehlo.rsqrt %540 : tensor<128xf32>
    %542 = "stablehlo.broadcast_in_dim"(%541) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %543 = stablehlo.multiply %533, %542 : tensor<32x28x28x128xf32>
    %544 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %545 = stablehlo.multiply %543, %544 : tensor<32x28x28x128xf32>
    %546 = "stablehlo.broadcast_in_dim"(%layer2.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %547 = stablehlo.add %545, %546 : tensor<32x28x28x128xf32>
    %548 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %549 = stablehlo.multiply %layer2.1.bn1.running_mean, %548 : tensor<128xf32>
    %550 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %551 = stablehlo.multiply %531, %550 : tensor<128xf32>
    %552 = stablehlo.add %549, %551 : tensor<128xf32>
    %553 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %554 = stablehlo.divide %536, %553 : tensor<128xf32>
    %555 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %556 = stablehlo.multiply %layer2.1.bn1.running_var, %555 : tensor<128xf32>
    %557 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %558 = stablehlo.multiply %554, %557 : tensor<128xf32>
    %559 = stablehlo.add %556, %558 : tensor<128xf32>
    %560 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %561 = stablehlo.maximum %547, %560 : tensor<32x28x28x128xf32>
    %562 = "stablehlo.convolution"(%561, %layer2.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %563 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %564 = "stablehlo.reduce"(%562, %563) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %565 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %566 = stablehlo.divide %564, %565 : tensor<128xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %568 = stablehlo.subtract %562, %567 : tensor<32x28x28x128xf32>
    %569 = stablehlo.multiply %568, %568 : tensor<32x28x28x128xf32>
    %570 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %571 = "stablehlo.reduce"(%569, %570) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %572 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %573 = stablehlo.divide %571, %572 : tensor<128xf32>
    %574 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %575 = stablehlo.add %573, %574 : tensor<128xf32>
    %576 = stablehlo.rsqrt %575 : tensor<128xf32>
    %577 = "stablehlo.broadcast_in_dim"(%576) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %578 = stablehlo.multiply %568, %577 : tensor<32x28x28x128xf32>
    %579 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %580 = stablehlo.multiply %578, %579 : tensor<32x28x28x128xf32>
    %581 = "stablehlo.broadcast_in_dim"(%layer2.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %582 = stablehlo.add %580, %581 : tensor<32x28x28x128xf32>
    %583 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %584 = stablehlo.multiply %layer2.1.bn2.running_mean, %583 : tensor<128xf32>
    %585 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %586 = stablehlo.multiply %566, %585 : tensor<128xf32>
    %587 = stablehlo.add %584, %586 : tensor<128xf32>
    %588 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %589 = stablehlo.divide %571, %588 : tensor<128xf32>
    %590 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %591 = stablehlo.multiply %layer2.1.bn2.running_var, %590 : tensor<128xf32>
    %592 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %593 = stablehlo.multiply %589, %592 : tensor<128xf32>
    %594 = stablehlo.add %591, %593 : tensor<128xf32>
    %595 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %596 = stablehlo.maximum %582, %595 : tensor<32x28x28x128xf32>
    %597 = "stablehlo.convolution"(%596, %layer2.1.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x512xf32>
    %598 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %599 = "stablehlo.reduce"(%597, %598) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %600 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %601 = stablehlo.divide %599, %600 : tensor<512xf32>
    %602 = "stablehlo.broadcast_in_dim"(%601) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %603 = stablehlo.subtract %597, %602 : tensor<32x28x28x512xf32>
    %604 = stablehlo.multiply %603, %603 : tensor<32x28x28x512xf32>
    %605 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %606 = "stablehlo.reduce"(%604, %605) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %607 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %608 = stablehlo.divide %606, %607 : tensor<512xf32>
    %609 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %610 = stablehlo.add %608, %609 : tensor<512xf32>
    %611 = stablehlo.rsqrt %610 : tensor<512xf32>
    %612 = "stablehlo.broadcast_in_dim"(%611) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %613 = stablehlo.multiply %603, %612 : tensor<32x28x28x512xf32>
    %614 = "stablehlo.broadcast_in_dim"(%layer2.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %615 = stablehlo.multiply %613, %614 : tensor<32x28x28x512xf32>
    %616 = "stablehlo.broadcast_in_dim"(%layer2.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %617 = stablehlo.add %615, %616 : tensor<32x28x28x512xf32>
    %618 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %619 = stablehlo.multiply %layer2.1.bn3.running_mean, %618 : tensor<512xf32>
    %620 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %621 = stablehlo.multiply %601, %620 : tensor<512xf32>
    %622 = stablehlo.add %619, %621 : tensor<512xf32>
    %623 = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %624 = stablehlo.divide %606, %623 : tensor<512xf32>
    %625 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %626 = stablehlo.multiply %layer2.1.bn3.running_var, %625 : tensor<512xf32>
    %627 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %628 = stablehlo.multiply %624, %627 : tensor<512xf32>
    %629 = stablehlo.add %626, %628 : tensor<512xf32>
    %630 = stablehlo.add %617, %526 : tensor<32x28x28x512xf32>
    %631 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %632 = stablehlo.maximum %630, %631 : tensor<32x28x28x512xf32>
    %633 = "stablehlo.convolution"(%632, %layer2.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x128xf32>
    %634 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %635 = "stablehlo.reduce"(%633, %634) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %636 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %637 = stablehlo.divide %635, %636 : tensor<128xf32>
    %638 = "stablehlo.broadcast_in_dim"(%637) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %639 = stablehlo.subtract %633, %638 : tensor<32x28x28x128xf32>
    %640 = stablehlo.multiply %639, %639 : tensor<32x28x28x128xf32>
    %641 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %642 = "stablehlo.reduce"(%640, %641) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %643 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %644 = stablehlo.divide %642, %643 : tensor<128xf32>
    %645 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %646 = stablehlo.add %644, %645 : tensor<128xf32>
    %647 = stablehlo.rsqrt %646 : tensor<128xf32>
    %648 = "stablehlo.broadcast_in_dim"(%647) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %649 = stablehlo.multiply %639, %648 : tensor<32x28x28x128xf32>
    %650 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %651 = stablehlo.multiply %649, %650 : tensor<32x28x28x128xf32>
    %652 = "stablehlo.broadcast_in_dim"(%layer2.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %653 = stablehlo.add %651, %652 : tensor<32x28x28x128xf32>
    %654 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %655 = stablehlo.multiply %layer2.2.bn1.running_mean, %654 : tensor<128xf32>
    %656 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %657 = stablehlo.multiply %637, %656 : tensor<128xf32>
    %658 = stablehlo.add %655, %657 : tensor<128xf32>
    %659 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %660 = stablehlo.divide %642, %659 : tensor<128xf32>
    %661 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %662 = stablehlo.multiply %layer2.2.bn1.running_var, %661 : tensor<128xf32>
    %663 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %664 = stablehlo.multiply %660, %663 : tensor<128xf32>
    %665 = stablehlo.add %662, %664 : tensor<128xf32>
    %666 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %667 = stablehlo.maximum %653, %666 : tensor<32x28x28x128xf32>
    %668 = "stablehlo.convolution"(%667, %layer2.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %669 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %670 = "stablehlo.reduce"(%668, %669) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %671 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %672 = stablehlo.divide %670, %671 : tensor<128xf32>
    %673 = "stablehlo.broadcast_in_dim"(%672) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %674 = stablehlo.subtract %668, %673 : tensor<32x28x28x128xf32>
    %675 = stablehlo.multiply %674, %674 : tensor<32x28x28x128xf32>
    %676 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %677 = "stablehlo.reduce"(%675, %676) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %678 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %679 = stablehlo.divide %677, %678 : tensor<128xf32>
    %680 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %681 = stablehlo.add %679, %680 : tensor<128xf32>
    %682 = stablehlo.rsqrt %681 : tensor<128xf32>
    %683 = "stablehlo.broadcast_in_dim"(%682) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %684 = stablehlo.multiply %674, %683 : tensor<32x28x28x128xf32>
    %685 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %686 = stablehlo.multiply %684, %685 : tensor<32x28x28x128xf32>
    %687 = "stablehlo.broadcast_in_dim"(%layer2.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %688 = stablehlo.add %686, %687 : tensor<32x28x28x128xf32>
    %689 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %690 = stablehlo.multiply %layer2.2.bn2.running_mean, %689 : tensor<128xf32>
    %691 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %692 = stablehlo.multiply %672, %691 : tensor<128xf32>
    %693 = stablehlo.add %690, %692 : tensor<128xf32>
    %694 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %695 = stablehlo.divide %677, %694 : tensor<128xf32>
    %696 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %697 = stablehlo.multiply %layer2.2.bn2.running_var, %696 : tensor<128xf32>
    %698 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %699 = stablehlo.multiply %695, %698 : tensor<128xf32>
    %700 = stablehlo.add %697, %699 : tensor<128xf32>
    %701 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %702 = stablehlo.maximum %688, %701 : tensor<32x28x28x128xf32>
    %703 = "stablehlo.convolution"(%702, %layer2.2.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x512xf32>
    %704 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %705 = "stablehlo.reduce"(%703, %704) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %706 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %707 = stablehlo.divide %705, %706 : tensor<512xf32>
    %708 = "stablehlo.broadcast_in_dim"(%707) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %709 = stablehlo.subtract %703, %708 : tensor<32x28x28x512xf32>
    %710 = stablehlo.multiply %709, %709 : tensor<32x28x28x512xf32>
    %711 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %712 = "stablehlo.reduce"(%710, %711) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %713 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %714 = stablehlo.divide %712, %713 : tensor<512xf32>
    %715 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %716 = stablehlo.add %714, %715 : tensor<512xf32>
    %717 = stablehlo.rsqrt %716 : tensor<512xf32>
    %718 = "stablehlo.broadcast_in_dim"(%717) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %719 = stablehlo.multiply %709, %718 : tensor<32x28x28x512xf32>
    %720 = "stablehlo.broadcast_in_dim"(%layer2.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %721 = stablehlo.multiply %719, %720 : tensor<32x28x28x512xf32>
    %722 = "stablehlo.broadcast_in_dim"(%layer2.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %723 = stablehlo.add %721, %722 : tensor<32x28x28x512xf32>
    %724 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %725 = stablehlo.multiply %layer2.2.bn3.running_mean, %724 : tensor<512xf32>
    %726 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %727 = stablehlo.multiply %707, %726 : tensor<512xf32>
    %728 = stablehlo.add %725, %727 : tensor<512xf32>
    %729 = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %730 = stablehlo.divide %712, %729 : tensor<512xf32>
    %731 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %732 = stablehlo.multiply %layer2.2.bn3.running_var, %731 : tensor<512xf32>
    %733 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %734 = stablehlo.multiply %730, %733 : tensor<512xf32>
    %735 = stablehlo.add %732, %734 : tensor<512xf32>
    %736 = stablehlo.add %723, %632 : tensor<32x28x28x512xf32>
    %737 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %738 = stablehlo.maximum %736, %737 : tensor<32x28x28x512xf32>
    %739 = "stablehlo.convolution"(%738, %layer2.3.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x128xf32>
    %740 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %741 = "stablehlo.reduce"(%739, %740) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %742 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %743 = stablehlo.divide %741, %742 : tensor<128xf32>
    %744 = "stablehlo.broadcast_in_dim"(%743) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %745 = stablehlo.subtract %739, %744 : tensor<32x28x28x128xf32>
    %746 = stablehlo.multiply %745, %745 : tensor<32x28x28x128xf32>
    %747 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %748 = "stablehlo.reduce"(%746, %747) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %749 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %750 = stablehlo.divide %748, %749 : tensor<128xf32>
    %751 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %752 = stablehlo.add %750, %751 : tensor<128xf32>
    %753 = stablehlo.rsqrt %752 : tensor<128xf32>
    %754 = "stablehlo.broadcast_in_dim"(%753) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %755 = stablehlo.multiply %745, %754 : tensor<32x28x28x128xf32>
    %756 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %757 = stablehlo.multiply %755, %756 : tensor<32x28x28x128xf32>
    %758 = "stablehlo.broadcast_in_dim"(%layer2.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %759 = stablehlo.add %757, %758 : tensor<32x28x28x128xf32>
    %760 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %761 = stablehlo.multiply %layer2.3.bn1.running_mean, %760 : tensor<128xf32>
    %762 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %763 = stablehlo.multiply %743, %762 : tensor<128xf32>
    %764 = stablehlo.add %761, %763 : tensor<128xf32>
    %765 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %766 = stablehlo.divide %748, %765 : tensor<128xf32>
    %767 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %768 = stablehlo.multiply %layer2.3.bn1.running_var, %767 : tensor<128xf32>
    %769 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %770 = stablehlo.multiply %766, %769 : tensor<128xf32>
    %771 = stablehlo.add %768, %770 : tensor<128xf32>
    %772 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %773 = stablehlo.maximum %759, %772 : tensor<32x28x28x128xf32>
    %774 = "stablehlo.convolution"(%773, %layer2.3.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %775 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %776 = "stablehlo.reduce"(%774, %775) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %777 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %778 = stablehlo.divide %776, %777 : tensor<128xf32>
    %779 = "stablehlo.broadcast_in_dim"(%778) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %780 = stablehlo.subtract %774, %779 : tensor<32x28x28x128xf32>
    %781 = stablehlo.multiply %780, %780 : tensor<32x28x28x128xf32>
    %782 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %783 = "stablehlo.reduce"(%781, %782) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %784 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %785 = stablehlo.divide %783, %784 : tensor<128xf32>
    %786 = stablehlo.constant dense<1.0e-05> : tensor<128xf32>
    %787 = stablehlo.add %785, %786 : tensor<128xf32>
    %788 = stablehlo.rsqrt %787 : tensor<128xf32>
    %789 = "stablehlo.broadcast_in_dim"(%788) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %790 = stablehlo.multiply %780, %789 : tensor<32x28x28x128xf32>
    %791 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %792 = stablehlo.multiply %790, %791 : tensor<32x28x28x128xf32>
    %793 = "stablehlo.broadcast_in_dim"(%layer2.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %794 = stablehlo.add %792, %793 : tensor<32x28x28x128xf32>
    %795 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %796 = stablehlo.multiply %layer2.3.bn2.running_mean, %795 : tensor<128xf32>
    %797 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %798 = stablehlo.multiply %778, %797 : tensor<128xf32>
    %799 = stablehlo.add %796, %798 : tensor<128xf32>
    %800 = stablehlo.constant dense<25087.0> : tensor<128xf32>
    %801 = stablehlo.divide %783, %800 : tensor<128xf32>
    %802 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %803 = stablehlo.multiply %layer2.3.bn2.running_var, %802 : tensor<128xf32>
    %804 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %805 = stablehlo.multiply %801, %804 : tensor<128xf32>
    %806 = stablehlo.add %803, %805 : tensor<128xf32>
    %807 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %808 = stablehlo.maximum %794, %807 : tensor<32x28x28x128xf32>
    %809 = "stablehlo.convolution"(%808, %layer2.3.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x512xf32>
    %810 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %811 = "stablehlo.reduce"(%809, %810) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %812 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %813 = stablehlo.divide %811, %812 : tensor<512xf32>
    %814 = "stablehlo.broadcast_in_dim"(%813) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %815 = stablehlo.subtract %809, %814 : tensor<32x28x28x512xf32>
    %816 = stablehlo.multiply %815, %815 : tensor<32x28x28x512xf32>
    %817 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %818 = "stablehlo.reduce"(%816, %817) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %819 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %820 = stablehlo.divide %818, %819 : tensor<512xf32>
    %821 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %822 = stablehlo.add %820, %821 : tensor<512xf32>
    %823 = stablehlo.rsqrt %822 : tensor<512xf32>
    %824 = "stablehlo.broadcast_in_dim"(%823) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %825 = stablehlo.multiply %815, %824 : tensor<32x28x28x512xf32>
    %826 = "stablehlo.broadcast_in_dim"(%layer2.3.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %827 = stablehlo.multiply %825, %826 : tensor<32x28x28x512xf32>
    %828 = "stablehlo.broadcast_in_dim"(%layer2.3.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %829 = stablehlo.add %827, %828 : tensor<32x28x28x512xf32>
    %830 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %831 = stablehlo.multiply %layer2.3.bn3.running_mean, %830 : tensor<512xf32>
    %832 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %833 = stablehlo.multiply %813, %832 : tensor<512xf32>
    %834 = stablehlo.add %831, %833 : tensor<512xf32>
    %835 = stablehlo.constant dense<25087.0> : tensor<512xf32>
    %836 = stablehlo.divide %818, %835 : tensor<512xf32>
    %837 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %838 = stablehlo.multiply %layer2.3.bn3.running_var, %837 : tensor<512xf32>
    %839 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %840 = stablehlo.multiply %836, %839 : tensor<512xf32>
    %841 = stablehlo.add %838, %840 : tensor<512xf32>
    %842 = stablehlo.add %829, %738 : tensor<32x28x28x512xf32>
    %843 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %844 = stablehlo.maximum %842, %843 : tensor<32x28x28x512xf32>
    %845 = "stablehlo.convolution"(%844, %layer3.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x512x256xf32>) -> tensor<32x28x28x256xf32>
    %846 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %847 = "stablehlo.reduce"(%845, %846) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %848 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %849 = stablehlo.divide %847, %848 : tensor<256xf32>
    %850 = "stablehlo.broadcast_in_dim"(%849) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %851 = stablehlo.subtract %845, %850 : tensor<32x28x28x256xf32>
    %852 = stablehlo.multiply %851, %851 : tensor<32x28x28x256xf32>
    %853 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %854 = "stablehlo.reduce"(%852, %853) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %855 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %856 = stablehlo.divide %854, %855 : tensor<256xf32>
    %857 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %858 = stablehlo.add %856, %857 : tensor<256xf32>
    %859 = stablehlo.rsqrt %858 : tensor<256xf32>
    %860 = "stablehlo.broadcast_in_dim"(%859) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %861 = stablehlo.multiply %851, %860 : tensor<32x28x28x256xf32>
    %862 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %863 = stablehlo.multiply %861, %862 : tensor<32x28x28x256xf32>
    %864 = "stablehlo.broadcast_in_dim"(%layer3.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %865 = stablehlo.add %863, %864 : tensor<32x28x28x256xf32>
    %866 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %867 = stablehlo.multiply %layer3.0.bn1.running_mean, %866 : tensor<256xf32>
    %868 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %869 = stablehlo.multiply %849, %868 : tensor<256xf32>
    %870 = stablehlo.add %867, %869 : tensor<256xf32>
    %871 = stablehlo.constant dense<25087.0> : tensor<256xf32>
    %872 = stablehlo.divide %854, %871 : tensor<256xf32>
    %873 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %874 = stablehlo.multiply %layer3.0.bn1.running_var, %873 : tensor<256xf32>
    %875 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %876 = stablehlo.multiply %872, %875 : tensor<256xf32>
    %877 = stablehlo.add %874, %876 : tensor<256xf32>
    %878 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %879 = stablehlo.maximum %865, %878 : tensor<32x28x28x256xf32>
    %880 = "stablehlo.convolution"(%879, %layer3.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x28x28x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %881 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %882 = "stablehlo.reduce"(%880, %881) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %883 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %884 = stablehlo.divide %882, %883 : tensor<256xf32>
    %885 = "stablehlo.broadcast_in_dim"(%884) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %886 = stablehlo.subtract %880, %885 : tensor<32x14x14x256xf32>
    %887 = stablehlo.multiply %886, %886 : tensor<32x14x14x256xf32>
    %888 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %889 = "stablehlo.reduce"(%887, %888) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %890 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %891 = stablehlo.divide %889, %890 : tensor<256xf32>
    %892 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %893 = stablehlo.add %891, %892 : tensor<256xf32>
    %894 = stablehlo.rsqrt %893 : tensor<256xf32>
    %895 = "stablehlo.broadcast_in_dim"(%894) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %896 = stablehlo.multiply %886, %895 : tensor<32x14x14x256xf32>
    %897 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %898 = stablehlo.multiply %896, %897 : tensor<32x14x14x256xf32>
    %899 = "stablehlo.broadcast_in_dim"(%layer3.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %900 = stablehlo.add %898, %899 : tensor<32x14x14x256xf32>
    %901 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %902 = stablehlo.multiply %layer3.0.bn2.running_mean, %901 : tensor<256xf32>
    %903 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %904 = stablehlo.multiply %884, %903 : tensor<256xf32>
    %905 = stablehlo.add %902, %904 : tensor<256xf32>
    %906 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %907 = stablehlo.divide %889, %906 : tensor<256xf32>
    %908 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %909 = stablehlo.multiply %layer3.0.bn2.running_var, %908 : tensor<256xf32>
    %910 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %911 = stablehlo.multiply %907, %910 : tensor<256xf32>
    %912 = stablehlo.add %909, %911 : tensor<256xf32>
    %913 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %914 = stablehlo.maximum %900, %913 : tensor<32x14x14x256xf32>
    %915 = "stablehlo.convolution"(%914, %layer3.0.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %916 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %917 = "stablehlo.reduce"(%915, %916) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %918 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %919 = stablehlo.divide %917, %918 : tensor<1024xf32>
    %920 = "stablehlo.broadcast_in_dim"(%919) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %921 = stablehlo.subtract %915, %920 : tensor<32x14x14x1024xf32>
    %922 = stablehlo.multiply %921, %921 : tensor<32x14x14x1024xf32>
    %923 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %924 = "stablehlo.reduce"(%922, %923) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %925 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %926 = stablehlo.divide %924, %925 : tensor<1024xf32>
    %927 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %928 = stablehlo.add %926, %927 : tensor<1024xf32>
    %929 = stablehlo.rsqrt %928 : tensor<1024xf32>
    %930 = "stablehlo.broadcast_in_dim"(%929) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %931 = stablehlo.multiply %921, %930 : tensor<32x14x14x1024xf32>
    %932 = "stablehlo.broadcast_in_dim"(%layer3.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %933 = stablehlo.multiply %931, %932 : tensor<32x14x14x1024xf32>
    %934 = "stablehlo.broadcast_in_dim"(%layer3.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %935 = stablehlo.add %933, %934 : tensor<32x14x14x1024xf32>
    %936 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %937 = stablehlo.multiply %layer3.0.bn3.running_mean, %936 : tensor<1024xf32>
    %938 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %939 = stablehlo.multiply %919, %938 : tensor<1024xf32>
    %940 = stablehlo.add %937, %939 : tensor<1024xf32>
    %941 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %942 = stablehlo.divide %924, %941 : tensor<1024xf32>
    %943 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %944 = stablehlo.multiply %layer3.0.bn3.running_var, %943 : tensor<1024xf32>
    %945 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %946 = stablehlo.multiply %942, %945 : tensor<1024xf32>
    %947 = stablehlo.add %944, %946 : tensor<1024xf32>
    %948 = "stablehlo.convolution"(%844, %layer3.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x28x28x512xf32>, tensor<1x1x512x1024xf32>) -> tensor<32x14x14x1024xf32>
    %949 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %950 = "stablehlo.reduce"(%948, %949) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %951 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %952 = stablehlo.divide %950, %951 : tensor<1024xf32>
    %953 = "stablehlo.broadcast_in_dim"(%952) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %954 = stablehlo.subtract %948, %953 : tensor<32x14x14x1024xf32>
    %955 = stablehlo.multiply %954, %954 : tensor<32x14x14x1024xf32>
    %956 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %957 = "stablehlo.reduce"(%955, %956) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %958 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %959 = stablehlo.divide %957, %958 : tensor<1024xf32>
    %960 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %961 = stablehlo.add %959, %960 : tensor<1024xf32>
    %962 = stablehlo.rsqrt %961 : tensor<1024xf32>
    %963 = "stablehlo.broadcast_in_dim"(%962) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %964 = stablehlo.multiply %954, %963 : tensor<32x14x14x1024xf32>
    %965 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %966 = stablehlo.multiply %964, %965 : tensor<32x14x14x1024xf32>
    %967 = "stablehlo.broadcast_in_dim"(%layer3.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %968 = stablehlo.add %966, %967 : tensor<32x14x14x1024xf32>
    %969 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %970 = stablehlo.multiply %layer3.0.downsample.1.running_mean, %969 : tensor<1024xf32>
    %971 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %972 = stablehlo.multiply %952, %971 : tensor<1024xf32>
    %973 = stablehlo.add %970, %972 : tensor<1024xf32>
    %974 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %975 = stablehlo.divide %957, %974 : tensor<1024xf32>
    %976 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %977 = stablehlo.multiply %layer3.0.downsample.1.running_var, %976 : tensor<1024xf32>
    %978 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %979 = stablehlo.multiply %975, %978 : tensor<1024xf32>
    %980 = stablehlo.add %977, %979 : tensor<1024xf32>
    %981 = stablehlo.add %935, %968 : tensor<32x14x14x1024xf32>
    %982 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %983 = stablehlo.maximum %981, %982 : tensor<32x14x14x1024xf32>
    %984 = "stablehlo.convolution"(%983, %layer3.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x256xf32>
    %985 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %986 = "stablehlo.reduce"(%984, %985) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %987 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %988 = stablehlo.divide %986, %987 : tensor<256xf32>
    %989 = "stablehlo.broadcast_in_dim"(%988) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %990 = stablehlo.subtract %984, %989 : tensor<32x14x14x256xf32>
    %991 = stablehlo.multiply %990, %990 : tensor<32x14x14x256xf32>
    %992 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %993 = "stablehlo.reduce"(%991, %992) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %994 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %995 = stablehlo.divide %993, %994 : tensor<256xf32>
    %996 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %997 = stablehlo.add %995, %996 : tensor<256xf32>
    %998 = stablehlo.rsqrt %997 : tensor<256xf32>
    %999 = "stablehlo.broadcast_in_dim"(%998) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1000 = stablehlo.multiply %990, %999 : tensor<32x14x14x256xf32>
    %1001 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1002 = stablehlo.multiply %1000, %1001 : tensor<32x14x14x256xf32>
    %1003 = "stablehlo.broadcast_in_dim"(%layer3.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1004 = stablehlo.add %1002, %1003 : tensor<32x14x14x256xf32>
    %1005 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1006 = stablehlo.multiply %layer3.1.bn1.running_mean, %1005 : tensor<256xf32>
    %1007 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1008 = stablehlo.multiply %988, %1007 : tensor<256xf32>
    %1009 = stablehlo.add %1006, %1008 : tensor<256xf32>
    %1010 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1011 = stablehlo.divide %993, %1010 : tensor<256xf32>
    %1012 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1013 = stablehlo.multiply %layer3.1.bn1.running_var, %1012 : tensor<256xf32>
    %1014 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1015 = stablehlo.multiply %1011, %1014 : tensor<256xf32>
    %1016 = stablehlo.add %1013, %1015 : tensor<256xf32>
    %1017 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1018 = stablehlo.maximum %1004, %1017 : tensor<32x14x14x256xf32>
    %1019 = "stablehlo.convolution"(%1018, %layer3.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1020 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1021 = "stablehlo.reduce"(%1019, %1020) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1022 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1023 = stablehlo.divide %1021, %1022 : tensor<256xf32>
    %1024 = "stablehlo.broadcast_in_dim"(%1023) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1025 = stablehlo.subtract %1019, %1024 : tensor<32x14x14x256xf32>
    %1026 = stablehlo.multiply %1025, %1025 : tensor<32x14x14x256xf32>
    %1027 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1028 = "stablehlo.reduce"(%1026, %1027) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1029 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1030 = stablehlo.divide %1028, %1029 : tensor<256xf32>
    %1031 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1032 = stablehlo.add %1030, %1031 : tensor<256xf32>
    %1033 = stablehlo.rsqrt %1032 : tensor<256xf32>
    %1034 = "stablehlo.broadcast_in_dim"(%1033) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1035 = stablehlo.multiply %1025, %1034 : tensor<32x14x14x256xf32>
    %1036 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1037 = stablehlo.multiply %1035, %1036 : tensor<32x14x14x256xf32>
    %1038 = "stablehlo.broadcast_in_dim"(%layer3.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<32x14x14x256xf32>
    %1040 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1041 = stablehlo.multiply %layer3.1.bn2.running_mean, %1040 : tensor<256xf32>
    %1042 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1043 = stablehlo.multiply %1023, %1042 : tensor<256xf32>
    %1044 = stablehlo.add %1041, %1043 : tensor<256xf32>
    %1045 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1046 = stablehlo.divide %1028, %1045 : tensor<256xf32>
    %1047 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1048 = stablehlo.multiply %layer3.1.bn2.running_var, %1047 : tensor<256xf32>
    %1049 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1050 = stablehlo.multiply %1046, %1049 : tensor<256xf32>
    %1051 = stablehlo.add %1048, %1050 : tensor<256xf32>
    %1052 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1053 = stablehlo.maximum %1039, %1052 : tensor<32x14x14x256xf32>
    %1054 = "stablehlo.convolution"(%1053, %layer3.1.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %1055 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1056 = "stablehlo.reduce"(%1054, %1055) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1057 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1058 = stablehlo.divide %1056, %1057 : tensor<1024xf32>
    %1059 = "stablehlo.broadcast_in_dim"(%1058) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1060 = stablehlo.subtract %1054, %1059 : tensor<32x14x14x1024xf32>
    %1061 = stablehlo.multiply %1060, %1060 : tensor<32x14x14x1024xf32>
    %1062 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1063 = "stablehlo.reduce"(%1061, %1062) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1064 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1065 = stablehlo.divide %1063, %1064 : tensor<1024xf32>
    %1066 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %1067 = stablehlo.add %1065, %1066 : tensor<1024xf32>
    %1068 = stablehlo.rsqrt %1067 : tensor<1024xf32>
    %1069 = "stablehlo.broadcast_in_dim"(%1068) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1070 = stablehlo.multiply %1060, %1069 : tensor<32x14x14x1024xf32>
    %1071 = "stablehlo.broadcast_in_dim"(%layer3.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1072 = stablehlo.multiply %1070, %1071 : tensor<32x14x14x1024xf32>
    %1073 = "stablehlo.broadcast_in_dim"(%layer3.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1074 = stablehlo.add %1072, %1073 : tensor<32x14x14x1024xf32>
    %1075 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1076 = stablehlo.multiply %layer3.1.bn3.running_mean, %1075 : tensor<1024xf32>
    %1077 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1078 = stablehlo.multiply %1058, %1077 : tensor<1024xf32>
    %1079 = stablehlo.add %1076, %1078 : tensor<1024xf32>
    %1080 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %1081 = stablehlo.divide %1063, %1080 : tensor<1024xf32>
    %1082 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1083 = stablehlo.multiply %layer3.1.bn3.running_var, %1082 : tensor<1024xf32>
    %1084 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1085 = stablehlo.multiply %1081, %1084 : tensor<1024xf32>
    %1086 = stablehlo.add %1083, %1085 : tensor<1024xf32>
    %1087 = stablehlo.add %1074, %983 : tensor<32x14x14x1024xf32>
    %1088 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1089 = stablehlo.maximum %1087, %1088 : tensor<32x14x14x1024xf32>
    %1090 = "stablehlo.convolution"(%1089, %layer3.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x256xf32>
    %1091 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1092 = "stablehlo.reduce"(%1090, %1091) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1093 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1094 = stablehlo.divide %1092, %1093 : tensor<256xf32>
    %1095 = "stablehlo.broadcast_in_dim"(%1094) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1096 = stablehlo.subtract %1090, %1095 : tensor<32x14x14x256xf32>
    %1097 = stablehlo.multiply %1096, %1096 : tensor<32x14x14x256xf32>
    %1098 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1099 = "stablehlo.reduce"(%1097, %1098) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1100 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1101 = stablehlo.divide %1099, %1100 : tensor<256xf32>
    %1102 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1103 = stablehlo.add %1101, %1102 : tensor<256xf32>
    %1104 = stablehlo.rsqrt %1103 : tensor<256xf32>
    %1105 = "stablehlo.broadcast_in_dim"(%1104) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1106 = stablehlo.multiply %1096, %1105 : tensor<32x14x14x256xf32>
    %1107 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1108 = stablehlo.multiply %1106, %1107 : tensor<32x14x14x256xf32>
    %1109 = "stablehlo.broadcast_in_dim"(%layer3.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1110 = stablehlo.add %1108, %1109 : tensor<32x14x14x256xf32>
    %1111 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1112 = stablehlo.multiply %layer3.2.bn1.running_mean, %1111 : tensor<256xf32>
    %1113 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1114 = stablehlo.multiply %1094, %1113 : tensor<256xf32>
    %1115 = stablehlo.add %1112, %1114 : tensor<256xf32>
    %1116 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1117 = stablehlo.divide %1099, %1116 : tensor<256xf32>
    %1118 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1119 = stablehlo.multiply %layer3.2.bn1.running_var, %1118 : tensor<256xf32>
    %1120 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1121 = stablehlo.multiply %1117, %1120 : tensor<256xf32>
    %1122 = stablehlo.add %1119, %1121 : tensor<256xf32>
    %1123 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1124 = stablehlo.maximum %1110, %1123 : tensor<32x14x14x256xf32>
    %1125 = "stablehlo.convolution"(%1124, %layer3.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1126 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1127 = "stablehlo.reduce"(%1125, %1126) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1128 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1129 = stablehlo.divide %1127, %1128 : tensor<256xf32>
    %1130 = "stablehlo.broadcast_in_dim"(%1129) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1131 = stablehlo.subtract %1125, %1130 : tensor<32x14x14x256xf32>
    %1132 = stablehlo.multiply %1131, %1131 : tensor<32x14x14x256xf32>
    %1133 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1134 = "stablehlo.reduce"(%1132, %1133) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1135 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1136 = stablehlo.divide %1134, %1135 : tensor<256xf32>
    %1137 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1138 = stablehlo.add %1136, %1137 : tensor<256xf32>
    %1139 = stablehlo.rsqrt %1138 : tensor<256xf32>
    %1140 = "stablehlo.broadcast_in_dim"(%1139) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1141 = stablehlo.multiply %1131, %1140 : tensor<32x14x14x256xf32>
    %1142 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1143 = stablehlo.multiply %1141, %1142 : tensor<32x14x14x256xf32>
    %1144 = "stablehlo.broadcast_in_dim"(%layer3.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1145 = stablehlo.add %1143, %1144 : tensor<32x14x14x256xf32>
    %1146 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1147 = stablehlo.multiply %layer3.2.bn2.running_mean, %1146 : tensor<256xf32>
    %1148 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1149 = stablehlo.multiply %1129, %1148 : tensor<256xf32>
    %1150 = stablehlo.add %1147, %1149 : tensor<256xf32>
    %1151 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1152 = stablehlo.divide %1134, %1151 : tensor<256xf32>
    %1153 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1154 = stablehlo.multiply %layer3.2.bn2.running_var, %1153 : tensor<256xf32>
    %1155 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1156 = stablehlo.multiply %1152, %1155 : tensor<256xf32>
    %1157 = stablehlo.add %1154, %1156 : tensor<256xf32>
    %1158 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1159 = stablehlo.maximum %1145, %1158 : tensor<32x14x14x256xf32>
    %1160 = "stablehlo.convolution"(%1159, %layer3.2.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %1161 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1162 = "stablehlo.reduce"(%1160, %1161) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1163 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1164 = stablehlo.divide %1162, %1163 : tensor<1024xf32>
    %1165 = "stablehlo.broadcast_in_dim"(%1164) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1166 = stablehlo.subtract %1160, %1165 : tensor<32x14x14x1024xf32>
    %1167 = stablehlo.multiply %1166, %1166 : tensor<32x14x14x1024xf32>
    %1168 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1169 = "stablehlo.reduce"(%1167, %1168) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1170 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1171 = stablehlo.divide %1169, %1170 : tensor<1024xf32>
    %1172 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %1173 = stablehlo.add %1171, %1172 : tensor<1024xf32>
    %1174 = stablehlo.rsqrt %1173 : tensor<1024xf32>
    %1175 = "stablehlo.broadcast_in_dim"(%1174) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1176 = stablehlo.multiply %1166, %1175 : tensor<32x14x14x1024xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%layer3.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1178 = stablehlo.multiply %1176, %1177 : tensor<32x14x14x1024xf32>
    %1179 = "stablehlo.broadcast_in_dim"(%layer3.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1180 = stablehlo.add %1178, %1179 : tensor<32x14x14x1024xf32>
    %1181 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1182 = stablehlo.multiply %layer3.2.bn3.running_mean, %1181 : tensor<1024xf32>
    %1183 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1184 = stablehlo.multiply %1164, %1183 : tensor<1024xf32>
    %1185 = stablehlo.add %1182, %1184 : tensor<1024xf32>
    %1186 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %1187 = stablehlo.divide %1169, %1186 : tensor<1024xf32>
    %1188 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1189 = stablehlo.multiply %layer3.2.bn3.running_var, %1188 : tensor<1024xf32>
    %1190 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1191 = stablehlo.multiply %1187, %1190 : tensor<1024xf32>
    %1192 = stablehlo.add %1189, %1191 : tensor<1024xf32>
    %1193 = stablehlo.add %1180, %1089 : tensor<32x14x14x1024xf32>
    %1194 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1195 = stablehlo.maximum %1193, %1194 : tensor<32x14x14x1024xf32>
    %1196 = "stablehlo.convolution"(%1195, %layer3.3.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x256xf32>
    %1197 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1198 = "stablehlo.reduce"(%1196, %1197) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1199 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1200 = stablehlo.divide %1198, %1199 : tensor<256xf32>
    %1201 = "stablehlo.broadcast_in_dim"(%1200) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1202 = stablehlo.subtract %1196, %1201 : tensor<32x14x14x256xf32>
    %1203 = stablehlo.multiply %1202, %1202 : tensor<32x14x14x256xf32>
    %1204 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1205 = "stablehlo.reduce"(%1203, %1204) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1206 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1207 = stablehlo.divide %1205, %1206 : tensor<256xf32>
    %1208 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1209 = stablehlo.add %1207, %1208 : tensor<256xf32>
    %1210 = stablehlo.rsqrt %1209 : tensor<256xf32>
    %1211 = "stablehlo.broadcast_in_dim"(%1210) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1212 = stablehlo.multiply %1202, %1211 : tensor<32x14x14x256xf32>
    %1213 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1214 = stablehlo.multiply %1212, %1213 : tensor<32x14x14x256xf32>
    %1215 = "stablehlo.broadcast_in_dim"(%layer3.3.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1216 = stablehlo.add %1214, %1215 : tensor<32x14x14x256xf32>
    %1217 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1218 = stablehlo.multiply %layer3.3.bn1.running_mean, %1217 : tensor<256xf32>
    %1219 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1220 = stablehlo.multiply %1200, %1219 : tensor<256xf32>
    %1221 = stablehlo.add %1218, %1220 : tensor<256xf32>
    %1222 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1223 = stablehlo.divide %1205, %1222 : tensor<256xf32>
    %1224 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1225 = stablehlo.multiply %layer3.3.bn1.running_var, %1224 : tensor<256xf32>
    %1226 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1227 = stablehlo.multiply %1223, %1226 : tensor<256xf32>
    %1228 = stablehlo.add %1225, %1227 : tensor<256xf32>
    %1229 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1230 = stablehlo.maximum %1216, %1229 : tensor<32x14x14x256xf32>
    %1231 = "stablehlo.convolution"(%1230, %layer3.3.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1232 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1233 = "stablehlo.reduce"(%1231, %1232) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1234 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1235 = stablehlo.divide %1233, %1234 : tensor<256xf32>
    %1236 = "stablehlo.broadcast_in_dim"(%1235) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1237 = stablehlo.subtract %1231, %1236 : tensor<32x14x14x256xf32>
    %1238 = stablehlo.multiply %1237, %1237 : tensor<32x14x14x256xf32>
    %1239 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1240 = "stablehlo.reduce"(%1238, %1239) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1241 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1242 = stablehlo.divide %1240, %1241 : tensor<256xf32>
    %1243 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1244 = stablehlo.add %1242, %1243 : tensor<256xf32>
    %1245 = stablehlo.rsqrt %1244 : tensor<256xf32>
    %1246 = "stablehlo.broadcast_in_dim"(%1245) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1247 = stablehlo.multiply %1237, %1246 : tensor<32x14x14x256xf32>
    %1248 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1249 = stablehlo.multiply %1247, %1248 : tensor<32x14x14x256xf32>
    %1250 = "stablehlo.broadcast_in_dim"(%layer3.3.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1251 = stablehlo.add %1249, %1250 : tensor<32x14x14x256xf32>
    %1252 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1253 = stablehlo.multiply %layer3.3.bn2.running_mean, %1252 : tensor<256xf32>
    %1254 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1255 = stablehlo.multiply %1235, %1254 : tensor<256xf32>
    %1256 = stablehlo.add %1253, %1255 : tensor<256xf32>
    %1257 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1258 = stablehlo.divide %1240, %1257 : tensor<256xf32>
    %1259 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1260 = stablehlo.multiply %layer3.3.bn2.running_var, %1259 : tensor<256xf32>
    %1261 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1262 = stablehlo.multiply %1258, %1261 : tensor<256xf32>
    %1263 = stablehlo.add %1260, %1262 : tensor<256xf32>
    %1264 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1265 = stablehlo.maximum %1251, %1264 : tensor<32x14x14x256xf32>
    %1266 = "stablehlo.convolution"(%1265, %layer3.3.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %1267 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1268 = "stablehlo.reduce"(%1266, %1267) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1269 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1270 = stablehlo.divide %1268, %1269 : tensor<1024xf32>
    %1271 = "stablehlo.broadcast_in_dim"(%1270) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1272 = stablehlo.subtract %1266, %1271 : tensor<32x14x14x1024xf32>
    %1273 = stablehlo.multiply %1272, %1272 : tensor<32x14x14x1024xf32>
    %1274 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1275 = "stablehlo.reduce"(%1273, %1274) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1276 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1277 = stablehlo.divide %1275, %1276 : tensor<1024xf32>
    %1278 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %1279 = stablehlo.add %1277, %1278 : tensor<1024xf32>
    %1280 = stablehlo.rsqrt %1279 : tensor<1024xf32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1282 = stablehlo.multiply %1272, %1281 : tensor<32x14x14x1024xf32>
    %1283 = "stablehlo.broadcast_in_dim"(%layer3.3.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1284 = stablehlo.multiply %1282, %1283 : tensor<32x14x14x1024xf32>
    %1285 = "stablehlo.broadcast_in_dim"(%layer3.3.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1286 = stablehlo.add %1284, %1285 : tensor<32x14x14x1024xf32>
    %1287 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1288 = stablehlo.multiply %layer3.3.bn3.running_mean, %1287 : tensor<1024xf32>
    %1289 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1290 = stablehlo.multiply %1270, %1289 : tensor<1024xf32>
    %1291 = stablehlo.add %1288, %1290 : tensor<1024xf32>
    %1292 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %1293 = stablehlo.divide %1275, %1292 : tensor<1024xf32>
    %1294 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1295 = stablehlo.multiply %layer3.3.bn3.running_var, %1294 : tensor<1024xf32>
    %1296 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1297 = stablehlo.multiply %1293, %1296 : tensor<1024xf32>
    %1298 = stablehlo.add %1295, %1297 : tensor<1024xf32>
    %1299 = stablehlo.add %1286, %1195 : tensor<32x14x14x1024xf32>
    %1300 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1301 = stablehlo.maximum %1299, %1300 : tensor<32x14x14x1024xf32>
    %1302 = "stablehlo.convolution"(%1301, %layer3.4.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x256xf32>
    %1303 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1304 = "stablehlo.reduce"(%1302, %1303) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1305 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1306 = stablehlo.divide %1304, %1305 : tensor<256xf32>
    %1307 = "stablehlo.broadcast_in_dim"(%1306) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1308 = stablehlo.subtract %1302, %1307 : tensor<32x14x14x256xf32>
    %1309 = stablehlo.multiply %1308, %1308 : tensor<32x14x14x256xf32>
    %1310 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1311 = "stablehlo.reduce"(%1309, %1310) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1312 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1313 = stablehlo.divide %1311, %1312 : tensor<256xf32>
    %1314 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1315 = stablehlo.add %1313, %1314 : tensor<256xf32>
    %1316 = stablehlo.rsqrt %1315 : tensor<256xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%1316) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1318 = stablehlo.multiply %1308, %1317 : tensor<32x14x14x256xf32>
    %1319 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1320 = stablehlo.multiply %1318, %1319 : tensor<32x14x14x256xf32>
    %1321 = "stablehlo.broadcast_in_dim"(%layer3.4.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1322 = stablehlo.add %1320, %1321 : tensor<32x14x14x256xf32>
    %1323 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1324 = stablehlo.multiply %layer3.4.bn1.running_mean, %1323 : tensor<256xf32>
    %1325 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1326 = stablehlo.multiply %1306, %1325 : tensor<256xf32>
    %1327 = stablehlo.add %1324, %1326 : tensor<256xf32>
    %1328 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1329 = stablehlo.divide %1311, %1328 : tensor<256xf32>
    %1330 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1331 = stablehlo.multiply %layer3.4.bn1.running_var, %1330 : tensor<256xf32>
    %1332 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1333 = stablehlo.multiply %1329, %1332 : tensor<256xf32>
    %1334 = stablehlo.add %1331, %1333 : tensor<256xf32>
    %1335 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1336 = stablehlo.maximum %1322, %1335 : tensor<32x14x14x256xf32>
    %1337 = "stablehlo.convolution"(%1336, %layer3.4.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1338 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1339 = "stablehlo.reduce"(%1337, %1338) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1340 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1341 = stablehlo.divide %1339, %1340 : tensor<256xf32>
    %1342 = "stablehlo.broadcast_in_dim"(%1341) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1343 = stablehlo.subtract %1337, %1342 : tensor<32x14x14x256xf32>
    %1344 = stablehlo.multiply %1343, %1343 : tensor<32x14x14x256xf32>
    %1345 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1346 = "stablehlo.reduce"(%1344, %1345) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1347 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1348 = stablehlo.divide %1346, %1347 : tensor<256xf32>
    %1349 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1350 = stablehlo.add %1348, %1349 : tensor<256xf32>
    %1351 = stablehlo.rsqrt %1350 : tensor<256xf32>
    %1352 = "stablehlo.broadcast_in_dim"(%1351) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1353 = stablehlo.multiply %1343, %1352 : tensor<32x14x14x256xf32>
    %1354 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1355 = stablehlo.multiply %1353, %1354 : tensor<32x14x14x256xf32>
    %1356 = "stablehlo.broadcast_in_dim"(%layer3.4.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1357 = stablehlo.add %1355, %1356 : tensor<32x14x14x256xf32>
    %1358 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1359 = stablehlo.multiply %layer3.4.bn2.running_mean, %1358 : tensor<256xf32>
    %1360 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1361 = stablehlo.multiply %1341, %1360 : tensor<256xf32>
    %1362 = stablehlo.add %1359, %1361 : tensor<256xf32>
    %1363 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1364 = stablehlo.divide %1346, %1363 : tensor<256xf32>
    %1365 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1366 = stablehlo.multiply %layer3.4.bn2.running_var, %1365 : tensor<256xf32>
    %1367 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1368 = stablehlo.multiply %1364, %1367 : tensor<256xf32>
    %1369 = stablehlo.add %1366, %1368 : tensor<256xf32>
    %1370 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1371 = stablehlo.maximum %1357, %1370 : tensor<32x14x14x256xf32>
    %1372 = "stablehlo.convolution"(%1371, %layer3.4.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %1373 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1374 = "stablehlo.reduce"(%1372, %1373) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1375 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1376 = stablehlo.divide %1374, %1375 : tensor<1024xf32>
    %1377 = "stablehlo.broadcast_in_dim"(%1376) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1378 = stablehlo.subtract %1372, %1377 : tensor<32x14x14x1024xf32>
    %1379 = stablehlo.multiply %1378, %1378 : tensor<32x14x14x1024xf32>
    %1380 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1381 = "stablehlo.reduce"(%1379, %1380) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1382 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1383 = stablehlo.divide %1381, %1382 : tensor<1024xf32>
    %1384 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %1385 = stablehlo.add %1383, %1384 : tensor<1024xf32>
    %1386 = stablehlo.rsqrt %1385 : tensor<1024xf32>
    %1387 = "stablehlo.broadcast_in_dim"(%1386) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1388 = stablehlo.multiply %1378, %1387 : tensor<32x14x14x1024xf32>
    %1389 = "stablehlo.broadcast_in_dim"(%layer3.4.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1390 = stablehlo.multiply %1388, %1389 : tensor<32x14x14x1024xf32>
    %1391 = "stablehlo.broadcast_in_dim"(%layer3.4.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1392 = stablehlo.add %1390, %1391 : tensor<32x14x14x1024xf32>
    %1393 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1394 = stablehlo.multiply %layer3.4.bn3.running_mean, %1393 : tensor<1024xf32>
    %1395 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1396 = stablehlo.multiply %1376, %1395 : tensor<1024xf32>
    %1397 = stablehlo.add %1394, %1396 : tensor<1024xf32>
    %1398 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %1399 = stablehlo.divide %1381, %1398 : tensor<1024xf32>
    %1400 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1401 = stablehlo.multiply %layer3.4.bn3.running_var, %1400 : tensor<1024xf32>
    %1402 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1403 = stablehlo.multiply %1399, %1402 : tensor<1024xf32>
    %1404 = stablehlo.add %1401, %1403 : tensor<1024xf32>
    %1405 = stablehlo.add %1392, %1301 : tensor<32x14x14x1024xf32>
    %1406 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1407 = stablehlo.maximum %1405, %1406 : tensor<32x14x14x1024xf32>
    %1408 = "stablehlo.convolution"(%1407, %layer3.5.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x256xf32>
    %1409 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1410 = "stablehlo.reduce"(%1408, %1409) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1411 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1412 = stablehlo.divide %1410, %1411 : tensor<256xf32>
    %1413 = "stablehlo.broadcast_in_dim"(%1412) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1414 = stablehlo.subtract %1408, %1413 : tensor<32x14x14x256xf32>
    %1415 = stablehlo.multiply %1414, %1414 : tensor<32x14x14x256xf32>
    %1416 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1417 = "stablehlo.reduce"(%1415, %1416) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1418 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1419 = stablehlo.divide %1417, %1418 : tensor<256xf32>
    %1420 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1421 = stablehlo.add %1419, %1420 : tensor<256xf32>
    %1422 = stablehlo.rsqrt %1421 : tensor<256xf32>
    %1423 = "stablehlo.broadcast_in_dim"(%1422) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1424 = stablehlo.multiply %1414, %1423 : tensor<32x14x14x256xf32>
    %1425 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1426 = stablehlo.multiply %1424, %1425 : tensor<32x14x14x256xf32>
    %1427 = "stablehlo.broadcast_in_dim"(%layer3.5.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1428 = stablehlo.add %1426, %1427 : tensor<32x14x14x256xf32>
    %1429 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1430 = stablehlo.multiply %layer3.5.bn1.running_mean, %1429 : tensor<256xf32>
    %1431 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1432 = stablehlo.multiply %1412, %1431 : tensor<256xf32>
    %1433 = stablehlo.add %1430, %1432 : tensor<256xf32>
    %1434 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1435 = stablehlo.divide %1417, %1434 : tensor<256xf32>
    %1436 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1437 = stablehlo.multiply %layer3.5.bn1.running_var, %1436 : tensor<256xf32>
    %1438 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1439 = stablehlo.multiply %1435, %1438 : tensor<256xf32>
    %1440 = stablehlo.add %1437, %1439 : tensor<256xf32>
    %1441 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1442 = stablehlo.maximum %1428, %1441 : tensor<32x14x14x256xf32>
    %1443 = "stablehlo.convolution"(%1442, %layer3.5.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %1444 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1445 = "stablehlo.reduce"(%1443, %1444) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1446 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1447 = stablehlo.divide %1445, %1446 : tensor<256xf32>
    %1448 = "stablehlo.broadcast_in_dim"(%1447) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1449 = stablehlo.subtract %1443, %1448 : tensor<32x14x14x256xf32>
    %1450 = stablehlo.multiply %1449, %1449 : tensor<32x14x14x256xf32>
    %1451 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1452 = "stablehlo.reduce"(%1450, %1451) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1453 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %1454 = stablehlo.divide %1452, %1453 : tensor<256xf32>
    %1455 = stablehlo.constant dense<1.0e-05> : tensor<256xf32>
    %1456 = stablehlo.add %1454, %1455 : tensor<256xf32>
    %1457 = stablehlo.rsqrt %1456 : tensor<256xf32>
    %1458 = "stablehlo.broadcast_in_dim"(%1457) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1459 = stablehlo.multiply %1449, %1458 : tensor<32x14x14x256xf32>
    %1460 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1461 = stablehlo.multiply %1459, %1460 : tensor<32x14x14x256xf32>
    %1462 = "stablehlo.broadcast_in_dim"(%layer3.5.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %1463 = stablehlo.add %1461, %1462 : tensor<32x14x14x256xf32>
    %1464 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1465 = stablehlo.multiply %layer3.5.bn2.running_mean, %1464 : tensor<256xf32>
    %1466 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1467 = stablehlo.multiply %1447, %1466 : tensor<256xf32>
    %1468 = stablehlo.add %1465, %1467 : tensor<256xf32>
    %1469 = stablehlo.constant dense<6271.0> : tensor<256xf32>
    %1470 = stablehlo.divide %1452, %1469 : tensor<256xf32>
    %1471 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %1472 = stablehlo.multiply %layer3.5.bn2.running_var, %1471 : tensor<256xf32>
    %1473 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %1474 = stablehlo.multiply %1470, %1473 : tensor<256xf32>
    %1475 = stablehlo.add %1472, %1474 : tensor<256xf32>
    %1476 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %1477 = stablehlo.maximum %1463, %1476 : tensor<32x14x14x256xf32>
    %1478 = "stablehlo.convolution"(%1477, %layer3.5.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x1024xf32>
    %1479 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1480 = "stablehlo.reduce"(%1478, %1479) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1481 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1482 = stablehlo.divide %1480, %1481 : tensor<1024xf32>
    %1483 = "stablehlo.broadcast_in_dim"(%1482) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1484 = stablehlo.subtract %1478, %1483 : tensor<32x14x14x1024xf32>
    %1485 = stablehlo.multiply %1484, %1484 : tensor<32x14x14x1024xf32>
    %1486 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1487 = "stablehlo.reduce"(%1485, %1486) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1488 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %1489 = stablehlo.divide %1487, %1488 : tensor<1024xf32>
    %1490 = stablehlo.constant dense<1.0e-05> : tensor<1024xf32>
    %1491 = stablehlo.add %1489, %1490 : tensor<1024xf32>
    %1492 = stablehlo.rsqrt %1491 : tensor<1024xf32>
    %1493 = "stablehlo.broadcast_in_dim"(%1492) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1494 = stablehlo.multiply %1484, %1493 : tensor<32x14x14x1024xf32>
    %1495 = "stablehlo.broadcast_in_dim"(%layer3.5.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1496 = stablehlo.multiply %1494, %1495 : tensor<32x14x14x1024xf32>
    %1497 = "stablehlo.broadcast_in_dim"(%layer3.5.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %1498 = stablehlo.add %1496, %1497 : tensor<32x14x14x1024xf32>
    %1499 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1500 = stablehlo.multiply %layer3.5.bn3.running_mean, %1499 : tensor<1024xf32>
    %1501 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1502 = stablehlo.multiply %1482, %1501 : tensor<1024xf32>
    %1503 = stablehlo.add %1500, %1502 : tensor<1024xf32>
    %1504 = stablehlo.constant dense<6271.0> : tensor<1024xf32>
    %1505 = stablehlo.divide %1487, %1504 : tensor<1024xf32>
    %1506 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %1507 = stablehlo.multiply %layer3.5.bn3.running_var, %1506 : tensor<1024xf32>
    %1508 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %1509 = stablehlo.multiply %1505, %1508 : tensor<1024xf32>
    %1510 = stablehlo.add %1507, %1509 : tensor<1024xf32>
    %1511 = stablehlo.add %1498, %1407 : tensor<32x14x14x1024xf32>
    %1512 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %1513 = stablehlo.maximum %1511, %1512 : tensor<32x14x14x1024xf32>
    %1514 = "stablehlo.convolution"(%1513, %layer4.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x512xf32>) -> tensor<32x14x14x512xf32>
    %1515 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1516 = "stablehlo.reduce"(%1514, %1515) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1517 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %1518 = stablehlo.divide %1516, %1517 : tensor<512xf32>
    %1519 = "stablehlo.broadcast_in_dim"(%1518) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %1520 = stablehlo.subtract %1514, %1519 : tensor<32x14x14x512xf32>
    %1521 = stablehlo.multiply %1520, %1520 : tensor<32x14x14x512xf32>
    %1522 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1523 = "stablehlo.reduce"(%1521, %1522) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1524 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %1525 = stablehlo.divide %1523, %1524 : tensor<512xf32>
    %1526 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1527 = stablehlo.add %1525, %1526 : tensor<512xf32>
    %1528 = stablehlo.rsqrt %1527 : tensor<512xf32>
    %1529 = "stablehlo.broadcast_in_dim"(%1528) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %1530 = stablehlo.multiply %1520, %1529 : tensor<32x14x14x512xf32>
    %1531 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %1532 = stablehlo.multiply %1530, %1531 : tensor<32x14x14x512xf32>
    %1533 = "stablehlo.broadcast_in_dim"(%layer4.0.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %1534 = stablehlo.add %1532, %1533 : tensor<32x14x14x512xf32>
    %1535 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1536 = stablehlo.multiply %layer4.0.bn1.running_mean, %1535 : tensor<512xf32>
    %1537 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1538 = stablehlo.multiply %1518, %1537 : tensor<512xf32>
    %1539 = stablehlo.add %1536, %1538 : tensor<512xf32>
    %1540 = stablehlo.constant dense<6271.0> : tensor<512xf32>
    %1541 = stablehlo.divide %1523, %1540 : tensor<512xf32>
    %1542 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1543 = stablehlo.multiply %layer4.0.bn1.running_var, %1542 : tensor<512xf32>
    %1544 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1545 = stablehlo.multiply %1541, %1544 : tensor<512xf32>
    %1546 = stablehlo.add %1543, %1545 : tensor<512xf32>
    %1547 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %1548 = stablehlo.maximum %1534, %1547 : tensor<32x14x14x512xf32>
    %1549 = "stablehlo.convolution"(%1548, %layer4.0.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x14x14x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1550 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1551 = "stablehlo.reduce"(%1549, %1550) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1552 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1553 = stablehlo.divide %1551, %1552 : tensor<512xf32>
    %1554 = "stablehlo.broadcast_in_dim"(%1553) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1555 = stablehlo.subtract %1549, %1554 : tensor<32x7x7x512xf32>
    %1556 = stablehlo.multiply %1555, %1555 : tensor<32x7x7x512xf32>
    %1557 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1558 = "stablehlo.reduce"(%1556, %1557) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1559 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1560 = stablehlo.divide %1558, %1559 : tensor<512xf32>
    %1561 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1562 = stablehlo.add %1560, %1561 : tensor<512xf32>
    %1563 = stablehlo.rsqrt %1562 : tensor<512xf32>
    %1564 = "stablehlo.broadcast_in_dim"(%1563) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1565 = stablehlo.multiply %1555, %1564 : tensor<32x7x7x512xf32>
    %1566 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1567 = stablehlo.multiply %1565, %1566 : tensor<32x7x7x512xf32>
    %1568 = "stablehlo.broadcast_in_dim"(%layer4.0.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1569 = stablehlo.add %1567, %1568 : tensor<32x7x7x512xf32>
    %1570 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1571 = stablehlo.multiply %layer4.0.bn2.running_mean, %1570 : tensor<512xf32>
    %1572 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1573 = stablehlo.multiply %1553, %1572 : tensor<512xf32>
    %1574 = stablehlo.add %1571, %1573 : tensor<512xf32>
    %1575 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1576 = stablehlo.divide %1558, %1575 : tensor<512xf32>
    %1577 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1578 = stablehlo.multiply %layer4.0.bn2.running_var, %1577 : tensor<512xf32>
    %1579 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1580 = stablehlo.multiply %1576, %1579 : tensor<512xf32>
    %1581 = stablehlo.add %1578, %1580 : tensor<512xf32>
    %1582 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1583 = stablehlo.maximum %1569, %1582 : tensor<32x7x7x512xf32>
    %1584 = "stablehlo.convolution"(%1583, %layer4.0.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1585 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1586 = "stablehlo.reduce"(%1584, %1585) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1587 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1588 = stablehlo.divide %1586, %1587 : tensor<2048xf32>
    %1589 = "stablehlo.broadcast_in_dim"(%1588) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1590 = stablehlo.subtract %1584, %1589 : tensor<32x7x7x2048xf32>
    %1591 = stablehlo.multiply %1590, %1590 : tensor<32x7x7x2048xf32>
    %1592 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1593 = "stablehlo.reduce"(%1591, %1592) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1594 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1595 = stablehlo.divide %1593, %1594 : tensor<2048xf32>
    %1596 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %1597 = stablehlo.add %1595, %1596 : tensor<2048xf32>
    %1598 = stablehlo.rsqrt %1597 : tensor<2048xf32>
    %1599 = "stablehlo.broadcast_in_dim"(%1598) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1600 = stablehlo.multiply %1590, %1599 : tensor<32x7x7x2048xf32>
    %1601 = "stablehlo.broadcast_in_dim"(%layer4.0.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1602 = stablehlo.multiply %1600, %1601 : tensor<32x7x7x2048xf32>
    %1603 = "stablehlo.broadcast_in_dim"(%layer4.0.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1604 = stablehlo.add %1602, %1603 : tensor<32x7x7x2048xf32>
    %1605 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1606 = stablehlo.multiply %layer4.0.bn3.running_mean, %1605 : tensor<2048xf32>
    %1607 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1608 = stablehlo.multiply %1588, %1607 : tensor<2048xf32>
    %1609 = stablehlo.add %1606, %1608 : tensor<2048xf32>
    %1610 = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %1611 = stablehlo.divide %1593, %1610 : tensor<2048xf32>
    %1612 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1613 = stablehlo.multiply %layer4.0.bn3.running_var, %1612 : tensor<2048xf32>
    %1614 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1615 = stablehlo.multiply %1611, %1614 : tensor<2048xf32>
    %1616 = stablehlo.add %1613, %1615 : tensor<2048xf32>
    %1617 = "stablehlo.convolution"(%1513, %layer4.0.downsample.0.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x14x14x1024xf32>, tensor<1x1x1024x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1618 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1619 = "stablehlo.reduce"(%1617, %1618) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1620 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1621 = stablehlo.divide %1619, %1620 : tensor<2048xf32>
    %1622 = "stablehlo.broadcast_in_dim"(%1621) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1623 = stablehlo.subtract %1617, %1622 : tensor<32x7x7x2048xf32>
    %1624 = stablehlo.multiply %1623, %1623 : tensor<32x7x7x2048xf32>
    %1625 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1626 = "stablehlo.reduce"(%1624, %1625) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1627 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1628 = stablehlo.divide %1626, %1627 : tensor<2048xf32>
    %1629 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %1630 = stablehlo.add %1628, %1629 : tensor<2048xf32>
    %1631 = stablehlo.rsqrt %1630 : tensor<2048xf32>
    %1632 = "stablehlo.broadcast_in_dim"(%1631) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1633 = stablehlo.multiply %1623, %1632 : tensor<32x7x7x2048xf32>
    %1634 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1635 = stablehlo.multiply %1633, %1634 : tensor<32x7x7x2048xf32>
    %1636 = "stablehlo.broadcast_in_dim"(%layer4.0.downsample.1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1637 = stablehlo.add %1635, %1636 : tensor<32x7x7x2048xf32>
    %1638 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1639 = stablehlo.multiply %layer4.0.downsample.1.running_mean, %1638 : tensor<2048xf32>
    %1640 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1641 = stablehlo.multiply %1621, %1640 : tensor<2048xf32>
    %1642 = stablehlo.add %1639, %1641 : tensor<2048xf32>
    %1643 = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %1644 = stablehlo.divide %1626, %1643 : tensor<2048xf32>
    %1645 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1646 = stablehlo.multiply %layer4.0.downsample.1.running_var, %1645 : tensor<2048xf32>
    %1647 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1648 = stablehlo.multiply %1644, %1647 : tensor<2048xf32>
    %1649 = stablehlo.add %1646, %1648 : tensor<2048xf32>
    %1650 = stablehlo.add %1604, %1637 : tensor<32x7x7x2048xf32>
    %1651 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1652 = stablehlo.maximum %1650, %1651 : tensor<32x7x7x2048xf32>
    %1653 = "stablehlo.convolution"(%1652, %layer4.1.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x2048x512xf32>) -> tensor<32x7x7x512xf32>
    %1654 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1655 = "stablehlo.reduce"(%1653, %1654) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1656 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1657 = stablehlo.divide %1655, %1656 : tensor<512xf32>
    %1658 = "stablehlo.broadcast_in_dim"(%1657) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1659 = stablehlo.subtract %1653, %1658 : tensor<32x7x7x512xf32>
    %1660 = stablehlo.multiply %1659, %1659 : tensor<32x7x7x512xf32>
    %1661 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1662 = "stablehlo.reduce"(%1660, %1661) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1663 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1664 = stablehlo.divide %1662, %1663 : tensor<512xf32>
    %1665 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1666 = stablehlo.add %1664, %1665 : tensor<512xf32>
    %1667 = stablehlo.rsqrt %1666 : tensor<512xf32>
    %1668 = "stablehlo.broadcast_in_dim"(%1667) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1669 = stablehlo.multiply %1659, %1668 : tensor<32x7x7x512xf32>
    %1670 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1671 = stablehlo.multiply %1669, %1670 : tensor<32x7x7x512xf32>
    %1672 = "stablehlo.broadcast_in_dim"(%layer4.1.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1673 = stablehlo.add %1671, %1672 : tensor<32x7x7x512xf32>
    %1674 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1675 = stablehlo.multiply %layer4.1.bn1.running_mean, %1674 : tensor<512xf32>
    %1676 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1677 = stablehlo.multiply %1657, %1676 : tensor<512xf32>
    %1678 = stablehlo.add %1675, %1677 : tensor<512xf32>
    %1679 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1680 = stablehlo.divide %1662, %1679 : tensor<512xf32>
    %1681 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1682 = stablehlo.multiply %layer4.1.bn1.running_var, %1681 : tensor<512xf32>
    %1683 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1684 = stablehlo.multiply %1680, %1683 : tensor<512xf32>
    %1685 = stablehlo.add %1682, %1684 : tensor<512xf32>
    %1686 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1687 = stablehlo.maximum %1673, %1686 : tensor<32x7x7x512xf32>
    %1688 = "stablehlo.convolution"(%1687, %layer4.1.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1689 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1690 = "stablehlo.reduce"(%1688, %1689) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1691 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1692 = stablehlo.divide %1690, %1691 : tensor<512xf32>
    %1693 = "stablehlo.broadcast_in_dim"(%1692) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1694 = stablehlo.subtract %1688, %1693 : tensor<32x7x7x512xf32>
    %1695 = stablehlo.multiply %1694, %1694 : tensor<32x7x7x512xf32>
    %1696 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1697 = "stablehlo.reduce"(%1695, %1696) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1698 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1699 = stablehlo.divide %1697, %1698 : tensor<512xf32>
    %1700 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1701 = stablehlo.add %1699, %1700 : tensor<512xf32>
    %1702 = stablehlo.rsqrt %1701 : tensor<512xf32>
    %1703 = "stablehlo.broadcast_in_dim"(%1702) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1704 = stablehlo.multiply %1694, %1703 : tensor<32x7x7x512xf32>
    %1705 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1706 = stablehlo.multiply %1704, %1705 : tensor<32x7x7x512xf32>
    %1707 = "stablehlo.broadcast_in_dim"(%layer4.1.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1708 = stablehlo.add %1706, %1707 : tensor<32x7x7x512xf32>
    %1709 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1710 = stablehlo.multiply %layer4.1.bn2.running_mean, %1709 : tensor<512xf32>
    %1711 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1712 = stablehlo.multiply %1692, %1711 : tensor<512xf32>
    %1713 = stablehlo.add %1710, %1712 : tensor<512xf32>
    %1714 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1715 = stablehlo.divide %1697, %1714 : tensor<512xf32>
    %1716 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1717 = stablehlo.multiply %layer4.1.bn2.running_var, %1716 : tensor<512xf32>
    %1718 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1719 = stablehlo.multiply %1715, %1718 : tensor<512xf32>
    %1720 = stablehlo.add %1717, %1719 : tensor<512xf32>
    %1721 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1722 = stablehlo.maximum %1708, %1721 : tensor<32x7x7x512xf32>
    %1723 = "stablehlo.convolution"(%1722, %layer4.1.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1724 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1725 = "stablehlo.reduce"(%1723, %1724) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1726 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1727 = stablehlo.divide %1725, %1726 : tensor<2048xf32>
    %1728 = "stablehlo.broadcast_in_dim"(%1727) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1729 = stablehlo.subtract %1723, %1728 : tensor<32x7x7x2048xf32>
    %1730 = stablehlo.multiply %1729, %1729 : tensor<32x7x7x2048xf32>
    %1731 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1732 = "stablehlo.reduce"(%1730, %1731) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1733 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1734 = stablehlo.divide %1732, %1733 : tensor<2048xf32>
    %1735 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %1736 = stablehlo.add %1734, %1735 : tensor<2048xf32>
    %1737 = stablehlo.rsqrt %1736 : tensor<2048xf32>
    %1738 = "stablehlo.broadcast_in_dim"(%1737) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1739 = stablehlo.multiply %1729, %1738 : tensor<32x7x7x2048xf32>
    %1740 = "stablehlo.broadcast_in_dim"(%layer4.1.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1741 = stablehlo.multiply %1739, %1740 : tensor<32x7x7x2048xf32>
    %1742 = "stablehlo.broadcast_in_dim"(%layer4.1.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1743 = stablehlo.add %1741, %1742 : tensor<32x7x7x2048xf32>
    %1744 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1745 = stablehlo.multiply %layer4.1.bn3.running_mean, %1744 : tensor<2048xf32>
    %1746 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1747 = stablehlo.multiply %1727, %1746 : tensor<2048xf32>
    %1748 = stablehlo.add %1745, %1747 : tensor<2048xf32>
    %1749 = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %1750 = stablehlo.divide %1732, %1749 : tensor<2048xf32>
    %1751 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1752 = stablehlo.multiply %layer4.1.bn3.running_var, %1751 : tensor<2048xf32>
    %1753 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1754 = stablehlo.multiply %1750, %1753 : tensor<2048xf32>
    %1755 = stablehlo.add %1752, %1754 : tensor<2048xf32>
    %1756 = stablehlo.add %1743, %1652 : tensor<32x7x7x2048xf32>
    %1757 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1758 = stablehlo.maximum %1756, %1757 : tensor<32x7x7x2048xf32>
    %1759 = "stablehlo.convolution"(%1758, %layer4.2.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x2048x512xf32>) -> tensor<32x7x7x512xf32>
    %1760 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1761 = "stablehlo.reduce"(%1759, %1760) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1762 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1763 = stablehlo.divide %1761, %1762 : tensor<512xf32>
    %1764 = "stablehlo.broadcast_in_dim"(%1763) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1765 = stablehlo.subtract %1759, %1764 : tensor<32x7x7x512xf32>
    %1766 = stablehlo.multiply %1765, %1765 : tensor<32x7x7x512xf32>
    %1767 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1768 = "stablehlo.reduce"(%1766, %1767) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1769 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1770 = stablehlo.divide %1768, %1769 : tensor<512xf32>
    %1771 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1772 = stablehlo.add %1770, %1771 : tensor<512xf32>
    %1773 = stablehlo.rsqrt %1772 : tensor<512xf32>
    %1774 = "stablehlo.broadcast_in_dim"(%1773) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1775 = stablehlo.multiply %1765, %1774 : tensor<32x7x7x512xf32>
    %1776 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1777 = stablehlo.multiply %1775, %1776 : tensor<32x7x7x512xf32>
    %1778 = "stablehlo.broadcast_in_dim"(%layer4.2.bn1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1779 = stablehlo.add %1777, %1778 : tensor<32x7x7x512xf32>
    %1780 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1781 = stablehlo.multiply %layer4.2.bn1.running_mean, %1780 : tensor<512xf32>
    %1782 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1783 = stablehlo.multiply %1763, %1782 : tensor<512xf32>
    %1784 = stablehlo.add %1781, %1783 : tensor<512xf32>
    %1785 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1786 = stablehlo.divide %1768, %1785 : tensor<512xf32>
    %1787 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1788 = stablehlo.multiply %layer4.2.bn1.running_var, %1787 : tensor<512xf32>
    %1789 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1790 = stablehlo.multiply %1786, %1789 : tensor<512xf32>
    %1791 = stablehlo.add %1788, %1790 : tensor<512xf32>
    %1792 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1793 = stablehlo.maximum %1779, %1792 : tensor<32x7x7x512xf32>
    %1794 = "stablehlo.convolution"(%1793, %layer4.2.conv2.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1795 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1796 = "stablehlo.reduce"(%1794, %1795) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1797 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1798 = stablehlo.divide %1796, %1797 : tensor<512xf32>
    %1799 = "stablehlo.broadcast_in_dim"(%1798) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1800 = stablehlo.subtract %1794, %1799 : tensor<32x7x7x512xf32>
    %1801 = stablehlo.multiply %1800, %1800 : tensor<32x7x7x512xf32>
    %1802 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1803 = "stablehlo.reduce"(%1801, %1802) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1804 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1805 = stablehlo.divide %1803, %1804 : tensor<512xf32>
    %1806 = stablehlo.constant dense<1.0e-05> : tensor<512xf32>
    %1807 = stablehlo.add %1805, %1806 : tensor<512xf32>
    %1808 = stablehlo.rsqrt %1807 : tensor<512xf32>
    %1809 = "stablehlo.broadcast_in_dim"(%1808) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1810 = stablehlo.multiply %1800, %1809 : tensor<32x7x7x512xf32>
    %1811 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.g) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1812 = stablehlo.multiply %1810, %1811 : tensor<32x7x7x512xf32>
    %1813 = "stablehlo.broadcast_in_dim"(%layer4.2.bn2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1814 = stablehlo.add %1812, %1813 : tensor<32x7x7x512xf32>
    %1815 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1816 = stablehlo.multiply %layer4.2.bn2.running_mean, %1815 : tensor<512xf32>
    %1817 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1818 = stablehlo.multiply %1798, %1817 : tensor<512xf32>
    %1819 = stablehlo.add %1816, %1818 : tensor<512xf32>
    %1820 = stablehlo.constant dense<1567.0> : tensor<512xf32>
    %1821 = stablehlo.divide %1803, %1820 : tensor<512xf32>
    %1822 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %1823 = stablehlo.multiply %layer4.2.bn2.running_var, %1822 : tensor<512xf32>
    %1824 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %1825 = stablehlo.multiply %1821, %1824 : tensor<512xf32>
    %1826 = stablehlo.add %1823, %1825 : tensor<512xf32>
    %1827 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1828 = stablehlo.maximum %1814, %1827 : tensor<32x7x7x512xf32>
    %1829 = "stablehlo.convolution"(%1828, %layer4.2.conv3.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1830 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1831 = "stablehlo.reduce"(%1829, %1830) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1832 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1833 = stablehlo.divide %1831, %1832 : tensor<2048xf32>
    %1834 = "stablehlo.broadcast_in_dim"(%1833) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1835 = stablehlo.subtract %1829, %1834 : tensor<32x7x7x2048xf32>
    %1836 = stablehlo.multiply %1835, %1835 : tensor<32x7x7x2048xf32>
    %1837 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1838 = "stablehlo.reduce"(%1836, %1837) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1839 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1840 = stablehlo.divide %1838, %1839 : tensor<2048xf32>
    %1841 = stablehlo.constant dense<1.0e-05> : tensor<2048xf32>
    %1842 = stablehlo.add %1840, %1841 : tensor<2048xf32>
    %1843 = stablehlo.rsqrt %1842 : tensor<2048xf32>
    %1844 = "stablehlo.broadcast_in_dim"(%1843) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1845 = stablehlo.multiply %1835, %1844 : tensor<32x7x7x2048xf32>
    %1846 = "stablehlo.broadcast_in_dim"(%layer4.2.bn3.g) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1847 = stablehlo.multiply %1845, %1846 : tensor<32x7x7x2048xf32>
    %1848 = "stablehlo.broadcast_in_dim"(%layer4.2.bn3.b) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1849 = stablehlo.add %1847, %1848 : tensor<32x7x7x2048xf32>
    %1850 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1851 = stablehlo.multiply %layer4.2.bn3.running_mean, %1850 : tensor<2048xf32>
    %1852 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1853 = stablehlo.multiply %1833, %1852 : tensor<2048xf32>
    %1854 = stablehlo.add %1851, %1853 : tensor<2048xf32>
    %1855 = stablehlo.constant dense<1567.0> : tensor<2048xf32>
    %1856 = stablehlo.divide %1838, %1855 : tensor<2048xf32>
    %1857 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %1858 = stablehlo.multiply %layer4.2.bn3.running_var, %1857 : tensor<2048xf32>
    %1859 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %1860 = stablehlo.multiply %1856, %1859 : tensor<2048xf32>
    %1861 = stablehlo.add %1858, %1860 : tensor<2048xf32>
    %1862 = stablehlo.add %1849, %1758 : tensor<32x7x7x2048xf32>
    %1863 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1864 = stablehlo.maximum %1862, %1863 : tensor<32x7x7x2048xf32>
    %1865 = stablehlo.constant dense<0.0> : tensor<f32>
    %1866 = "stablehlo.reduce"(%1864, %1865) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %1867 = stablehlo.constant dense<49.0> : tensor<32x2048xf32>
    %1868 = stablehlo.divide %1866, %1867 : tensor<32x2048xf32>
    %1869 = "stablehlo.dot_general"(%1868, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x2048xf32>, tensor<2048x1000xf32>) -> tensor<32x1000xf32>
    %1870 = "stablehlo.broadcast_in_dim"(%fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<32x1000xf32>
    %1871 = stablehlo.add %1869, %1870 : tensor<32x1000xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %1872 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1873 = "stablehlo.reduce"(%1871, %1872) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.maximum %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %1874 = "stablehlo.broadcast_in_dim"(%1873) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x1000xf32>
    %1875 = stablehlo.subtract %1871, %1874 : tensor<32x1000xf32>
    %1876 = stablehlo.exponential %1875 : tensor<32x1000xf32>
    %1877 = stablehlo.constant dense<0.0> : tensor<f32>
    %1878 = "stablehlo.reduce"(%1876, %1877) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %1879 = "stablehlo.broadcast_in_dim"(%1878) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x1000xf32>
    %1880 = stablehlo.log %1879 : tensor<32x1000xf32>
    %1881 = stablehlo.subtract %1875, %1880 : tensor<32x1000xf32>
    %1882 = stablehlo.multiply %targets, %1881 : tensor<32x1000xf32>
    %1883 = stablehlo.constant dense<0.0> : tensor<f32>
    %1884 = "stablehlo.reduce"(%1882, %1883) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<f32>
    %1885 = stablehlo.negate %1884 : tensor<f32>
    %1886 = stablehlo.constant dense<32.0> : tensor<f32>
    %1887 = stablehlo.divide %1885, %1886 : tensor<f32>
    // ── backward ──
    %1888 = stablehlo.constant dense<0.0> : tensor<f32>
    %1889 = "stablehlo.reduce"(%targets, %1888) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %1890 = "stablehlo.broadcast_in_dim"(%1889) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x1000xf32>
    %1891 = stablehlo.divide %1876, %1879 : tensor<32x1000xf32>
    %1892 = stablehlo.multiply %1891, %1890 : tensor<32x1000xf32>
    %1893 = stablehlo.subtract %1892, %targets : tensor<32x1000xf32>
    %1894 = stablehlo.constant dense<32.0> : tensor<32x1000xf32>
    %1895 = stablehlo.divide %1893, %1894 : tensor<32x1000xf32>
    %1896 = "stablehlo.dot_general"(%1895, %fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x1000xf32>, tensor<2048x1000xf32>) -> tensor<32x2048xf32>
    %1897 = "stablehlo.dot_general"(%1895, %1868) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x1000xf32>, tensor<32x2048xf32>) -> tensor<1000x2048xf32>
    %1898 = "stablehlo.transpose"(%1897) {permutation = array<i64: 1, 0>} : (tensor<1000x2048xf32>) -> tensor<2048x1000xf32>
    %1899 = stablehlo.constant dense<0.0> : tensor<f32>
    %1900 = "stablehlo.reduce"(%1895, %1899) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %1901 = stablehlo.constant dense<49.0> : tensor<32x2048xf32>
    %1902 = stablehlo.divide %1896, %1901 : tensor<32x2048xf32>
    %1903 = "stablehlo.broadcast_in_dim"(%1902) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1904 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1905 = "stablehlo.compare"(%1862, %1904) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %1906 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1907 = "stablehlo.select"(%1905, %1903, %1906) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1908 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1909 = "stablehlo.reduce"(%1907, %1908) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1910 = stablehlo.multiply %1907, %1845 : tensor<32x7x7x2048xf32>
    %1911 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1912 = "stablehlo.reduce"(%1910, %1911) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1913 = stablehlo.multiply %layer4.2.bn3.g, %1843 : tensor<2048xf32>
    %1914 = "stablehlo.broadcast_in_dim"(%1913) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1915 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1916 = stablehlo.divide %1909, %1915 : tensor<2048xf32>
    %1917 = "stablehlo.broadcast_in_dim"(%1916) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1918 = stablehlo.subtract %1907, %1917 : tensor<32x7x7x2048xf32>
    %1919 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1920 = stablehlo.divide %1912, %1919 : tensor<2048xf32>
    %1921 = "stablehlo.broadcast_in_dim"(%1920) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1922 = stablehlo.multiply %1845, %1921 : tensor<32x7x7x2048xf32>
    %1923 = stablehlo.subtract %1918, %1922 : tensor<32x7x7x2048xf32>
    %1924 = stablehlo.multiply %1914, %1923 : tensor<32x7x7x2048xf32>
    %1925 = "stablehlo.reverse"(%layer4.2.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %1926 = "stablehlo.convolution"(%1924, %1925) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x512xf32>
    %1927 = "stablehlo.convolution"(%1828, %1924) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<1x1x512x2048xf32>
    %1928 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1929 = "stablehlo.compare"(%1814, %1928) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1930 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1931 = "stablehlo.select"(%1929, %1926, %1930) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1932 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1933 = "stablehlo.reduce"(%1931, %1932) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1934 = stablehlo.multiply %1931, %1810 : tensor<32x7x7x512xf32>
    %1935 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1936 = "stablehlo.reduce"(%1934, %1935) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1937 = stablehlo.multiply %layer4.2.bn2.g, %1808 : tensor<512xf32>
    %1938 = "stablehlo.broadcast_in_dim"(%1937) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1939 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1940 = stablehlo.divide %1933, %1939 : tensor<512xf32>
    %1941 = "stablehlo.broadcast_in_dim"(%1940) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1942 = stablehlo.subtract %1931, %1941 : tensor<32x7x7x512xf32>
    %1943 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1944 = stablehlo.divide %1936, %1943 : tensor<512xf32>
    %1945 = "stablehlo.broadcast_in_dim"(%1944) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1946 = stablehlo.multiply %1810, %1945 : tensor<32x7x7x512xf32>
    %1947 = stablehlo.subtract %1942, %1946 : tensor<32x7x7x512xf32>
    %1948 = stablehlo.multiply %1938, %1947 : tensor<32x7x7x512xf32>
    %1949 = "stablehlo.reverse"(%layer4.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %1950 = "stablehlo.convolution"(%1948, %1949) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1951 = "stablehlo.convolution"(%1793, %1948) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %1952 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1953 = "stablehlo.compare"(%1779, %1952) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1954 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1955 = "stablehlo.select"(%1953, %1950, %1954) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1956 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1957 = "stablehlo.reduce"(%1955, %1956) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1958 = stablehlo.multiply %1955, %1775 : tensor<32x7x7x512xf32>
    %1959 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1960 = "stablehlo.reduce"(%1958, %1959) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1961 = stablehlo.multiply %layer4.2.bn1.g, %1773 : tensor<512xf32>
    %1962 = "stablehlo.broadcast_in_dim"(%1961) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1963 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1964 = stablehlo.divide %1957, %1963 : tensor<512xf32>
    %1965 = "stablehlo.broadcast_in_dim"(%1964) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1966 = stablehlo.subtract %1955, %1965 : tensor<32x7x7x512xf32>
    %1967 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1968 = stablehlo.divide %1960, %1967 : tensor<512xf32>
    %1969 = "stablehlo.broadcast_in_dim"(%1968) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1970 = stablehlo.multiply %1775, %1969 : tensor<32x7x7x512xf32>
    %1971 = stablehlo.subtract %1966, %1970 : tensor<32x7x7x512xf32>
    %1972 = stablehlo.multiply %1962, %1971 : tensor<32x7x7x512xf32>
    %1973 = "stablehlo.reverse"(%layer4.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %1974 = "stablehlo.convolution"(%1972, %1973) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %1975 = "stablehlo.convolution"(%1758, %1972) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x512xf32>) -> tensor<1x1x2048x512xf32>
    %1976 = stablehlo.add %1974, %1907 : tensor<32x7x7x2048xf32>
    %1977 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1978 = "stablehlo.compare"(%1756, %1977) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %1979 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1980 = "stablehlo.select"(%1978, %1976, %1979) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1981 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1982 = "stablehlo.reduce"(%1980, %1981) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1983 = stablehlo.multiply %1980, %1739 : tensor<32x7x7x2048xf32>
    %1984 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1985 = "stablehlo.reduce"(%1983, %1984) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1986 = stablehlo.multiply %layer4.1.bn3.g, %1737 : tensor<2048xf32>
    %1987 = "stablehlo.broadcast_in_dim"(%1986) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1988 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1989 = stablehlo.divide %1982, %1988 : tensor<2048xf32>
    %1990 = "stablehlo.broadcast_in_dim"(%1989) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1991 = stablehlo.subtract %1980, %1990 : tensor<32x7x7x2048xf32>
    %1992 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1993 = stablehlo.divide %1985, %1992 : tensor<2048xf32>
    %1994 = "stablehlo.broadcast_in_dim"(%1993) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1995 = stablehlo.multiply %1739, %1994 : tensor<32x7x7x2048xf32>
    %1996 = stablehlo.subtract %1991, %1995 : tensor<32x7x7x2048xf32>
    %1997 = stablehlo.multiply %1987, %1996 : tensor<32x7x7x2048xf32>
    %1998 = "stablehlo.reverse"(%layer4.1.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %1999 = "stablehlo.convolution"(%1997, %1998) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x512xf32>
    %2000 = "stablehlo.convolution"(%1722, %1997) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<1x1x512x2048xf32>
    %2001 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2002 = "stablehlo.compare"(%1708, %2001) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2003 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2004 = "stablehlo.select"(%2002, %1999, %2003) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2005 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2006 = "stablehlo.reduce"(%2004, %2005) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2007 = stablehlo.multiply %2004, %1704 : tensor<32x7x7x512xf32>
    %2008 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2009 = "stablehlo.reduce"(%2007, %2008) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2010 = stablehlo.multiply %layer4.1.bn2.g, %1702 : tensor<512xf32>
    %2011 = "stablehlo.broadcast_in_dim"(%2010) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2012 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2013 = stablehlo.divide %2006, %2012 : tensor<512xf32>
    %2014 = "stablehlo.broadcast_in_dim"(%2013) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2015 = stablehlo.subtract %2004, %2014 : tensor<32x7x7x512xf32>
    %2016 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2017 = stablehlo.divide %2009, %2016 : tensor<512xf32>
    %2018 = "stablehlo.broadcast_in_dim"(%2017) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2019 = stablehlo.multiply %1704, %2018 : tensor<32x7x7x512xf32>
    %2020 = stablehlo.subtract %2015, %2019 : tensor<32x7x7x512xf32>
    %2021 = stablehlo.multiply %2011, %2020 : tensor<32x7x7x512xf32>
    %2022 = "stablehlo.reverse"(%layer4.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2023 = "stablehlo.convolution"(%2021, %2022) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %2024 = "stablehlo.convolution"(%1687, %2021) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %2025 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2026 = "stablehlo.compare"(%1673, %2025) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2027 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2028 = "stablehlo.select"(%2026, %2023, %2027) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2029 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2030 = "stablehlo.reduce"(%2028, %2029) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2031 = stablehlo.multiply %2028, %1669 : tensor<32x7x7x512xf32>
    %2032 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2033 = "stablehlo.reduce"(%2031, %2032) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2034 = stablehlo.multiply %layer4.1.bn1.g, %1667 : tensor<512xf32>
    %2035 = "stablehlo.broadcast_in_dim"(%2034) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2036 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2037 = stablehlo.divide %2030, %2036 : tensor<512xf32>
    %2038 = "stablehlo.broadcast_in_dim"(%2037) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2039 = stablehlo.subtract %2028, %2038 : tensor<32x7x7x512xf32>
    %2040 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2041 = stablehlo.divide %2033, %2040 : tensor<512xf32>
    %2042 = "stablehlo.broadcast_in_dim"(%2041) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2043 = stablehlo.multiply %1669, %2042 : tensor<32x7x7x512xf32>
    %2044 = stablehlo.subtract %2039, %2043 : tensor<32x7x7x512xf32>
    %2045 = stablehlo.multiply %2035, %2044 : tensor<32x7x7x512xf32>
    %2046 = "stablehlo.reverse"(%layer4.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %2047 = "stablehlo.convolution"(%2045, %2046) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %2048 = "stablehlo.convolution"(%1652, %2045) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x512xf32>) -> tensor<1x1x2048x512xf32>
    %2049 = stablehlo.add %2047, %1980 : tensor<32x7x7x2048xf32>
    %2050 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2051 = "stablehlo.compare"(%1650, %2050) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %2052 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2053 = "stablehlo.select"(%2051, %2049, %2052) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %2054 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2055 = "stablehlo.reduce"(%2053, %2054) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2056 = stablehlo.multiply %2053, %1600 : tensor<32x7x7x2048xf32>
    %2057 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2058 = "stablehlo.reduce"(%2056, %2057) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2059 = stablehlo.multiply %layer4.0.bn3.g, %1598 : tensor<2048xf32>
    %2060 = "stablehlo.broadcast_in_dim"(%2059) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2061 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2062 = stablehlo.divide %2055, %2061 : tensor<2048xf32>
    %2063 = "stablehlo.broadcast_in_dim"(%2062) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2064 = stablehlo.subtract %2053, %2063 : tensor<32x7x7x2048xf32>
    %2065 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2066 = stablehlo.divide %2058, %2065 : tensor<2048xf32>
    %2067 = "stablehlo.broadcast_in_dim"(%2066) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2068 = stablehlo.multiply %1600, %2067 : tensor<32x7x7x2048xf32>
    %2069 = stablehlo.subtract %2064, %2068 : tensor<32x7x7x2048xf32>
    %2070 = stablehlo.multiply %2060, %2069 : tensor<32x7x7x2048xf32>
    %2071 = "stablehlo.reverse"(%layer4.0.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %2072 = "stablehlo.convolution"(%2070, %2071) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x512xf32>
    %2073 = "stablehlo.convolution"(%1583, %2070) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<1x1x512x2048xf32>
    %2074 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2075 = "stablehlo.compare"(%1569, %2074) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2076 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2077 = "stablehlo.select"(%2075, %2072, %2076) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2078 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2079 = "stablehlo.reduce"(%2077, %2078) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2080 = stablehlo.multiply %2077, %1565 : tensor<32x7x7x512xf32>
    %2081 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2082 = "stablehlo.reduce"(%2080, %2081) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2083 = stablehlo.multiply %layer4.0.bn2.g, %1563 : tensor<512xf32>
    %2084 = "stablehlo.broadcast_in_dim"(%2083) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2085 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2086 = stablehlo.divide %2079, %2085 : tensor<512xf32>
    %2087 = "stablehlo.broadcast_in_dim"(%2086) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2088 = stablehlo.subtract %2077, %2087 : tensor<32x7x7x512xf32>
    %2089 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2090 = stablehlo.divide %2082, %2089 : tensor<512xf32>
    %2091 = "stablehlo.broadcast_in_dim"(%2090) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2092 = stablehlo.multiply %1565, %2091 : tensor<32x7x7x512xf32>
    %2093 = stablehlo.subtract %2088, %2092 : tensor<32x7x7x512xf32>
    %2094 = stablehlo.multiply %2084, %2093 : tensor<32x7x7x512xf32>
    %2095 = "stablehlo.reverse"(%layer4.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2096 = "stablehlo.convolution"(%2094, %2095) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x14x14x512xf32>
    %2097 = "stablehlo.convolution"(%1548, %2094) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %2098 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %2099 = "stablehlo.compare"(%1534, %2098) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x512xf32>, tensor<32x14x14x512xf32>) -> tensor<32x14x14x512xi1>
    %2100 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %2101 = "stablehlo.select"(%2099, %2096, %2100) : (tensor<32x14x14x512xi1>, tensor<32x14x14x512xf32>, tensor<32x14x14x512xf32>) -> tensor<32x14x14x512xf32>
    %2102 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2103 = "stablehlo.reduce"(%2101, %2102) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2104 = stablehlo.multiply %2101, %1530 : tensor<32x14x14x512xf32>
    %2105 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2106 = "stablehlo.reduce"(%2104, %2105) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2107 = stablehlo.multiply %layer4.0.bn1.g, %1528 : tensor<512xf32>
    %2108 = "stablehlo.broadcast_in_dim"(%2107) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2109 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %2110 = stablehlo.divide %2103, %2109 : tensor<512xf32>
    %2111 = "stablehlo.broadcast_in_dim"(%2110) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2112 = stablehlo.subtract %2101, %2111 : tensor<32x14x14x512xf32>
    %2113 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %2114 = stablehlo.divide %2106, %2113 : tensor<512xf32>
    %2115 = "stablehlo.broadcast_in_dim"(%2114) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2116 = stablehlo.multiply %1530, %2115 : tensor<32x14x14x512xf32>
    %2117 = stablehlo.subtract %2112, %2116 : tensor<32x14x14x512xf32>
    %2118 = stablehlo.multiply %2108, %2117 : tensor<32x14x14x512xf32>
    %2119 = "stablehlo.reverse"(%layer4.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x512xf32>) -> tensor<1x1x1024x512xf32>
    %2120 = "stablehlo.convolution"(%2118, %2119) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x512xf32>, tensor<1x1x1024x512xf32>) -> tensor<32x14x14x1024xf32>
    %2121 = "stablehlo.convolution"(%1513, %2118) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x512xf32>) -> tensor<1x1x1024x512xf32>
    %2122 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2123 = "stablehlo.reduce"(%2053, %2122) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2124 = stablehlo.multiply %2053, %1633 : tensor<32x7x7x2048xf32>
    %2125 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2126 = "stablehlo.reduce"(%2124, %2125) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2127 = stablehlo.multiply %layer4.0.downsample.1.g, %1631 : tensor<2048xf32>
    %2128 = "stablehlo.broadcast_in_dim"(%2127) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2129 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2130 = stablehlo.divide %2123, %2129 : tensor<2048xf32>
    %2131 = "stablehlo.broadcast_in_dim"(%2130) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2132 = stablehlo.subtract %2053, %2131 : tensor<32x7x7x2048xf32>
    %2133 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2134 = stablehlo.divide %2126, %2133 : tensor<2048xf32>
    %2135 = "stablehlo.broadcast_in_dim"(%2134) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2136 = stablehlo.multiply %1633, %2135 : tensor<32x7x7x2048xf32>
    %2137 = stablehlo.subtract %2132, %2136 : tensor<32x7x7x2048xf32>
    %2138 = stablehlo.multiply %2128, %2137 : tensor<32x7x7x2048xf32>
    %2139 = "stablehlo.reverse"(%layer4.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x2048xf32>) -> tensor<1x1x1024x2048xf32>
    %2140 = "stablehlo.convolution"(%2138, %2139) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x1024x2048xf32>) -> tensor<32x14x14x1024xf32>
    %2141 = "stablehlo.convolution"(%1513, %2138) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x7x7x2048xf32>) -> tensor<1x1x1024x2048xf32>
    %2142 = stablehlo.add %2120, %2140 : tensor<32x14x14x1024xf32>
    %2143 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2144 = "stablehlo.compare"(%1511, %2143) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2145 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2146 = "stablehlo.select"(%2144, %2142, %2145) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2147 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2148 = "stablehlo.reduce"(%2146, %2147) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2149 = stablehlo.multiply %2146, %1494 : tensor<32x14x14x1024xf32>
    %2150 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2151 = "stablehlo.reduce"(%2149, %2150) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2152 = stablehlo.multiply %layer3.5.bn3.g, %1492 : tensor<1024xf32>
    %2153 = "stablehlo.broadcast_in_dim"(%2152) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2154 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2155 = stablehlo.divide %2148, %2154 : tensor<1024xf32>
    %2156 = "stablehlo.broadcast_in_dim"(%2155) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2157 = stablehlo.subtract %2146, %2156 : tensor<32x14x14x1024xf32>
    %2158 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2159 = stablehlo.divide %2151, %2158 : tensor<1024xf32>
    %2160 = "stablehlo.broadcast_in_dim"(%2159) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2161 = stablehlo.multiply %1494, %2160 : tensor<32x14x14x1024xf32>
    %2162 = stablehlo.subtract %2157, %2161 : tensor<32x14x14x1024xf32>
    %2163 = stablehlo.multiply %2153, %2162 : tensor<32x14x14x1024xf32>
    %2164 = "stablehlo.reverse"(%layer3.5.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2165 = "stablehlo.convolution"(%2163, %2164) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2166 = "stablehlo.convolution"(%1477, %2163) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2167 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2168 = "stablehlo.compare"(%1463, %2167) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2169 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2170 = "stablehlo.select"(%2168, %2165, %2169) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2171 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2172 = "stablehlo.reduce"(%2170, %2171) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2173 = stablehlo.multiply %2170, %1459 : tensor<32x14x14x256xf32>
    %2174 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2175 = "stablehlo.reduce"(%2173, %2174) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2176 = stablehlo.multiply %layer3.5.bn2.g, %1457 : tensor<256xf32>
    %2177 = "stablehlo.broadcast_in_dim"(%2176) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2178 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2179 = stablehlo.divide %2172, %2178 : tensor<256xf32>
    %2180 = "stablehlo.broadcast_in_dim"(%2179) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2181 = stablehlo.subtract %2170, %2180 : tensor<32x14x14x256xf32>
    %2182 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2183 = stablehlo.divide %2175, %2182 : tensor<256xf32>
    %2184 = "stablehlo.broadcast_in_dim"(%2183) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2185 = stablehlo.multiply %1459, %2184 : tensor<32x14x14x256xf32>
    %2186 = stablehlo.subtract %2181, %2185 : tensor<32x14x14x256xf32>
    %2187 = stablehlo.multiply %2177, %2186 : tensor<32x14x14x256xf32>
    %2188 = "stablehlo.reverse"(%layer3.5.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2189 = "stablehlo.convolution"(%2187, %2188) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2190 = "stablehlo.convolution"(%1442, %2187) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2191 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2192 = "stablehlo.compare"(%1428, %2191) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2193 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2194 = "stablehlo.select"(%2192, %2189, %2193) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2195 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2196 = "stablehlo.reduce"(%2194, %2195) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2197 = stablehlo.multiply %2194, %1424 : tensor<32x14x14x256xf32>
    %2198 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2199 = "stablehlo.reduce"(%2197, %2198) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2200 = stablehlo.multiply %layer3.5.bn1.g, %1422 : tensor<256xf32>
    %2201 = "stablehlo.broadcast_in_dim"(%2200) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2202 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2203 = stablehlo.divide %2196, %2202 : tensor<256xf32>
    %2204 = "stablehlo.broadcast_in_dim"(%2203) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2205 = stablehlo.subtract %2194, %2204 : tensor<32x14x14x256xf32>
    %2206 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2207 = stablehlo.divide %2199, %2206 : tensor<256xf32>
    %2208 = "stablehlo.broadcast_in_dim"(%2207) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2209 = stablehlo.multiply %1424, %2208 : tensor<32x14x14x256xf32>
    %2210 = stablehlo.subtract %2205, %2209 : tensor<32x14x14x256xf32>
    %2211 = stablehlo.multiply %2201, %2210 : tensor<32x14x14x256xf32>
    %2212 = "stablehlo.reverse"(%layer3.5.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2213 = "stablehlo.convolution"(%2211, %2212) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2214 = "stablehlo.convolution"(%1407, %2211) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x1024x256xf32>
    %2215 = stablehlo.add %2213, %2146 : tensor<32x14x14x1024xf32>
    %2216 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2217 = "stablehlo.compare"(%1405, %2216) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2218 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2219 = "stablehlo.select"(%2217, %2215, %2218) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2220 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2221 = "stablehlo.reduce"(%2219, %2220) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2222 = stablehlo.multiply %2219, %1388 : tensor<32x14x14x1024xf32>
    %2223 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2224 = "stablehlo.reduce"(%2222, %2223) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2225 = stablehlo.multiply %layer3.4.bn3.g, %1386 : tensor<1024xf32>
    %2226 = "stablehlo.broadcast_in_dim"(%2225) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2227 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2228 = stablehlo.divide %2221, %2227 : tensor<1024xf32>
    %2229 = "stablehlo.broadcast_in_dim"(%2228) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2230 = stablehlo.subtract %2219, %2229 : tensor<32x14x14x1024xf32>
    %2231 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2232 = stablehlo.divide %2224, %2231 : tensor<1024xf32>
    %2233 = "stablehlo.broadcast_in_dim"(%2232) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2234 = stablehlo.multiply %1388, %2233 : tensor<32x14x14x1024xf32>
    %2235 = stablehlo.subtract %2230, %2234 : tensor<32x14x14x1024xf32>
    %2236 = stablehlo.multiply %2226, %2235 : tensor<32x14x14x1024xf32>
    %2237 = "stablehlo.reverse"(%layer3.4.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2238 = "stablehlo.convolution"(%2236, %2237) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2239 = "stablehlo.convolution"(%1371, %2236) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2240 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2241 = "stablehlo.compare"(%1357, %2240) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2242 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2243 = "stablehlo.select"(%2241, %2238, %2242) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2244 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2245 = "stablehlo.reduce"(%2243, %2244) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2246 = stablehlo.multiply %2243, %1353 : tensor<32x14x14x256xf32>
    %2247 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2248 = "stablehlo.reduce"(%2246, %2247) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2249 = stablehlo.multiply %layer3.4.bn2.g, %1351 : tensor<256xf32>
    %2250 = "stablehlo.broadcast_in_dim"(%2249) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2251 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2252 = stablehlo.divide %2245, %2251 : tensor<256xf32>
    %2253 = "stablehlo.broadcast_in_dim"(%2252) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2254 = stablehlo.subtract %2243, %2253 : tensor<32x14x14x256xf32>
    %2255 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2256 = stablehlo.divide %2248, %2255 : tensor<256xf32>
    %2257 = "stablehlo.broadcast_in_dim"(%2256) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2258 = stablehlo.multiply %1353, %2257 : tensor<32x14x14x256xf32>
    %2259 = stablehlo.subtract %2254, %2258 : tensor<32x14x14x256xf32>
    %2260 = stablehlo.multiply %2250, %2259 : tensor<32x14x14x256xf32>
    %2261 = "stablehlo.reverse"(%layer3.4.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2262 = "stablehlo.convolution"(%2260, %2261) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2263 = "stablehlo.convolution"(%1336, %2260) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2264 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2265 = "stablehlo.compare"(%1322, %2264) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2266 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2267 = "stablehlo.select"(%2265, %2262, %2266) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2268 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2269 = "stablehlo.reduce"(%2267, %2268) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2270 = stablehlo.multiply %2267, %1318 : tensor<32x14x14x256xf32>
    %2271 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2272 = "stablehlo.reduce"(%2270, %2271) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2273 = stablehlo.multiply %layer3.4.bn1.g, %1316 : tensor<256xf32>
    %2274 = "stablehlo.broadcast_in_dim"(%2273) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2275 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2276 = stablehlo.divide %2269, %2275 : tensor<256xf32>
    %2277 = "stablehlo.broadcast_in_dim"(%2276) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2278 = stablehlo.subtract %2267, %2277 : tensor<32x14x14x256xf32>
    %2279 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2280 = stablehlo.divide %2272, %2279 : tensor<256xf32>
    %2281 = "stablehlo.broadcast_in_dim"(%2280) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2282 = stablehlo.multiply %1318, %2281 : tensor<32x14x14x256xf32>
    %2283 = stablehlo.subtract %2278, %2282 : tensor<32x14x14x256xf32>
    %2284 = stablehlo.multiply %2274, %2283 : tensor<32x14x14x256xf32>
    %2285 = "stablehlo.reverse"(%layer3.4.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2286 = "stablehlo.convolution"(%2284, %2285) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2287 = "stablehlo.convolution"(%1301, %2284) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x1024x256xf32>
    %2288 = stablehlo.add %2286, %2219 : tensor<32x14x14x1024xf32>
    %2289 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2290 = "stablehlo.compare"(%1299, %2289) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2291 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2292 = "stablehlo.select"(%2290, %2288, %2291) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2293 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2294 = "stablehlo.reduce"(%2292, %2293) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2295 = stablehlo.multiply %2292, %1282 : tensor<32x14x14x1024xf32>
    %2296 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2297 = "stablehlo.reduce"(%2295, %2296) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2298 = stablehlo.multiply %layer3.3.bn3.g, %1280 : tensor<1024xf32>
    %2299 = "stablehlo.broadcast_in_dim"(%2298) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2300 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2301 = stablehlo.divide %2294, %2300 : tensor<1024xf32>
    %2302 = "stablehlo.broadcast_in_dim"(%2301) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2303 = stablehlo.subtract %2292, %2302 : tensor<32x14x14x1024xf32>
    %2304 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2305 = stablehlo.divide %2297, %2304 : tensor<1024xf32>
    %2306 = "stablehlo.broadcast_in_dim"(%2305) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2307 = stablehlo.multiply %1282, %2306 : tensor<32x14x14x1024xf32>
    %2308 = stablehlo.subtract %2303, %2307 : tensor<32x14x14x1024xf32>
    %2309 = stablehlo.multiply %2299, %2308 : tensor<32x14x14x1024xf32>
    %2310 = "stablehlo.reverse"(%layer3.3.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2311 = "stablehlo.convolution"(%2309, %2310) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2312 = "stablehlo.convolution"(%1265, %2309) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2313 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2314 = "stablehlo.compare"(%1251, %2313) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2315 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2316 = "stablehlo.select"(%2314, %2311, %2315) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2317 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2318 = "stablehlo.reduce"(%2316, %2317) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2319 = stablehlo.multiply %2316, %1247 : tensor<32x14x14x256xf32>
    %2320 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2321 = "stablehlo.reduce"(%2319, %2320) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2322 = stablehlo.multiply %layer3.3.bn2.g, %1245 : tensor<256xf32>
    %2323 = "stablehlo.broadcast_in_dim"(%2322) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2324 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2325 = stablehlo.divide %2318, %2324 : tensor<256xf32>
    %2326 = "stablehlo.broadcast_in_dim"(%2325) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2327 = stablehlo.subtract %2316, %2326 : tensor<32x14x14x256xf32>
    %2328 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2329 = stablehlo.divide %2321, %2328 : tensor<256xf32>
    %2330 = "stablehlo.broadcast_in_dim"(%2329) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2331 = stablehlo.multiply %1247, %2330 : tensor<32x14x14x256xf32>
    %2332 = stablehlo.subtract %2327, %2331 : tensor<32x14x14x256xf32>
    %2333 = stablehlo.multiply %2323, %2332 : tensor<32x14x14x256xf32>
    %2334 = "stablehlo.reverse"(%layer3.3.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2335 = "stablehlo.convolution"(%2333, %2334) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2336 = "stablehlo.convolution"(%1230, %2333) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2337 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2338 = "stablehlo.compare"(%1216, %2337) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2339 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2340 = "stablehlo.select"(%2338, %2335, %2339) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2341 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2342 = "stablehlo.reduce"(%2340, %2341) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2343 = stablehlo.multiply %2340, %1212 : tensor<32x14x14x256xf32>
    %2344 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2345 = "stablehlo.reduce"(%2343, %2344) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2346 = stablehlo.multiply %layer3.3.bn1.g, %1210 : tensor<256xf32>
    %2347 = "stablehlo.broadcast_in_dim"(%2346) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2348 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2349 = stablehlo.divide %2342, %2348 : tensor<256xf32>
    %2350 = "stablehlo.broadcast_in_dim"(%2349) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2351 = stablehlo.subtract %2340, %2350 : tensor<32x14x14x256xf32>
    %2352 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2353 = stablehlo.divide %2345, %2352 : tensor<256xf32>
    %2354 = "stablehlo.broadcast_in_dim"(%2353) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2355 = stablehlo.multiply %1212, %2354 : tensor<32x14x14x256xf32>
    %2356 = stablehlo.subtract %2351, %2355 : tensor<32x14x14x256xf32>
    %2357 = stablehlo.multiply %2347, %2356 : tensor<32x14x14x256xf32>
    %2358 = "stablehlo.reverse"(%layer3.3.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2359 = "stablehlo.convolution"(%2357, %2358) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2360 = "stablehlo.convolution"(%1195, %2357) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x1024x256xf32>
    %2361 = stablehlo.add %2359, %2292 : tensor<32x14x14x1024xf32>
    %2362 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2363 = "stablehlo.compare"(%1193, %2362) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2364 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2365 = "stablehlo.select"(%2363, %2361, %2364) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2366 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2367 = "stablehlo.reduce"(%2365, %2366) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2368 = stablehlo.multiply %2365, %1176 : tensor<32x14x14x1024xf32>
    %2369 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2370 = "stablehlo.reduce"(%2368, %2369) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2371 = stablehlo.multiply %layer3.2.bn3.g, %1174 : tensor<1024xf32>
    %2372 = "stablehlo.broadcast_in_dim"(%2371) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2373 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2374 = stablehlo.divide %2367, %2373 : tensor<1024xf32>
    %2375 = "stablehlo.broadcast_in_dim"(%2374) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2376 = stablehlo.subtract %2365, %2375 : tensor<32x14x14x1024xf32>
    %2377 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2378 = stablehlo.divide %2370, %2377 : tensor<1024xf32>
    %2379 = "stablehlo.broadcast_in_dim"(%2378) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2380 = stablehlo.multiply %1176, %2379 : tensor<32x14x14x1024xf32>
    %2381 = stablehlo.subtract %2376, %2380 : tensor<32x14x14x1024xf32>
    %2382 = stablehlo.multiply %2372, %2381 : tensor<32x14x14x1024xf32>
    %2383 = "stablehlo.reverse"(%layer3.2.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2384 = "stablehlo.convolution"(%2382, %2383) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2385 = "stablehlo.convolution"(%1159, %2382) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2386 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2387 = "stablehlo.compare"(%1145, %2386) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2388 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2389 = "stablehlo.select"(%2387, %2384, %2388) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2390 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2391 = "stablehlo.reduce"(%2389, %2390) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2392 = stablehlo.multiply %2389, %1141 : tensor<32x14x14x256xf32>
    %2393 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2394 = "stablehlo.reduce"(%2392, %2393) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2395 = stablehlo.multiply %layer3.2.bn2.g, %1139 : tensor<256xf32>
    %2396 = "stablehlo.broadcast_in_dim"(%2395) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2397 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2398 = stablehlo.divide %2391, %2397 : tensor<256xf32>
    %2399 = "stablehlo.broadcast_in_dim"(%2398) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2400 = stablehlo.subtract %2389, %2399 : tensor<32x14x14x256xf32>
    %2401 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2402 = stablehlo.divide %2394, %2401 : tensor<256xf32>
    %2403 = "stablehlo.broadcast_in_dim"(%2402) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2404 = stablehlo.multiply %1141, %2403 : tensor<32x14x14x256xf32>
    %2405 = stablehlo.subtract %2400, %2404 : tensor<32x14x14x256xf32>
    %2406 = stablehlo.multiply %2396, %2405 : tensor<32x14x14x256xf32>
    %2407 = "stablehlo.reverse"(%layer3.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2408 = "stablehlo.convolution"(%2406, %2407) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2409 = "stablehlo.convolution"(%1124, %2406) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2410 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2411 = "stablehlo.compare"(%1110, %2410) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2412 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2413 = "stablehlo.select"(%2411, %2408, %2412) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2414 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2415 = "stablehlo.reduce"(%2413, %2414) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2416 = stablehlo.multiply %2413, %1106 : tensor<32x14x14x256xf32>
    %2417 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2418 = "stablehlo.reduce"(%2416, %2417) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2419 = stablehlo.multiply %layer3.2.bn1.g, %1104 : tensor<256xf32>
    %2420 = "stablehlo.broadcast_in_dim"(%2419) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2421 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2422 = stablehlo.divide %2415, %2421 : tensor<256xf32>
    %2423 = "stablehlo.broadcast_in_dim"(%2422) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2424 = stablehlo.subtract %2413, %2423 : tensor<32x14x14x256xf32>
    %2425 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2426 = stablehlo.divide %2418, %2425 : tensor<256xf32>
    %2427 = "stablehlo.broadcast_in_dim"(%2426) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2428 = stablehlo.multiply %1106, %2427 : tensor<32x14x14x256xf32>
    %2429 = stablehlo.subtract %2424, %2428 : tensor<32x14x14x256xf32>
    %2430 = stablehlo.multiply %2420, %2429 : tensor<32x14x14x256xf32>
    %2431 = "stablehlo.reverse"(%layer3.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2432 = "stablehlo.convolution"(%2430, %2431) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2433 = "stablehlo.convolution"(%1089, %2430) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x1024x256xf32>
    %2434 = stablehlo.add %2432, %2365 : tensor<32x14x14x1024xf32>
    %2435 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2436 = "stablehlo.compare"(%1087, %2435) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2437 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2438 = "stablehlo.select"(%2436, %2434, %2437) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2439 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2440 = "stablehlo.reduce"(%2438, %2439) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2441 = stablehlo.multiply %2438, %1070 : tensor<32x14x14x1024xf32>
    %2442 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2443 = "stablehlo.reduce"(%2441, %2442) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2444 = stablehlo.multiply %layer3.1.bn3.g, %1068 : tensor<1024xf32>
    %2445 = "stablehlo.broadcast_in_dim"(%2444) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2446 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2447 = stablehlo.divide %2440, %2446 : tensor<1024xf32>
    %2448 = "stablehlo.broadcast_in_dim"(%2447) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2449 = stablehlo.subtract %2438, %2448 : tensor<32x14x14x1024xf32>
    %2450 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2451 = stablehlo.divide %2443, %2450 : tensor<1024xf32>
    %2452 = "stablehlo.broadcast_in_dim"(%2451) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2453 = stablehlo.multiply %1070, %2452 : tensor<32x14x14x1024xf32>
    %2454 = stablehlo.subtract %2449, %2453 : tensor<32x14x14x1024xf32>
    %2455 = stablehlo.multiply %2445, %2454 : tensor<32x14x14x1024xf32>
    %2456 = "stablehlo.reverse"(%layer3.1.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2457 = "stablehlo.convolution"(%2455, %2456) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2458 = "stablehlo.convolution"(%1053, %2455) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2459 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2460 = "stablehlo.compare"(%1039, %2459) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2461 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2462 = "stablehlo.select"(%2460, %2457, %2461) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2463 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2464 = "stablehlo.reduce"(%2462, %2463) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2465 = stablehlo.multiply %2462, %1035 : tensor<32x14x14x256xf32>
    %2466 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2467 = "stablehlo.reduce"(%2465, %2466) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2468 = stablehlo.multiply %layer3.1.bn2.g, %1033 : tensor<256xf32>
    %2469 = "stablehlo.broadcast_in_dim"(%2468) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2470 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2471 = stablehlo.divide %2464, %2470 : tensor<256xf32>
    %2472 = "stablehlo.broadcast_in_dim"(%2471) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2473 = stablehlo.subtract %2462, %2472 : tensor<32x14x14x256xf32>
    %2474 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2475 = stablehlo.divide %2467, %2474 : tensor<256xf32>
    %2476 = "stablehlo.broadcast_in_dim"(%2475) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2477 = stablehlo.multiply %1035, %2476 : tensor<32x14x14x256xf32>
    %2478 = stablehlo.subtract %2473, %2477 : tensor<32x14x14x256xf32>
    %2479 = stablehlo.multiply %2469, %2478 : tensor<32x14x14x256xf32>
    %2480 = "stablehlo.reverse"(%layer3.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2481 = "stablehlo.convolution"(%2479, %2480) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2482 = "stablehlo.convolution"(%1018, %2479) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2483 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2484 = "stablehlo.compare"(%1004, %2483) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2485 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2486 = "stablehlo.select"(%2484, %2481, %2485) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2487 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2488 = "stablehlo.reduce"(%2486, %2487) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2489 = stablehlo.multiply %2486, %1000 : tensor<32x14x14x256xf32>
    %2490 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2491 = "stablehlo.reduce"(%2489, %2490) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2492 = stablehlo.multiply %layer3.1.bn1.g, %998 : tensor<256xf32>
    %2493 = "stablehlo.broadcast_in_dim"(%2492) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2494 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2495 = stablehlo.divide %2488, %2494 : tensor<256xf32>
    %2496 = "stablehlo.broadcast_in_dim"(%2495) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2497 = stablehlo.subtract %2486, %2496 : tensor<32x14x14x256xf32>
    %2498 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2499 = stablehlo.divide %2491, %2498 : tensor<256xf32>
    %2500 = "stablehlo.broadcast_in_dim"(%2499) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2501 = stablehlo.multiply %1000, %2500 : tensor<32x14x14x256xf32>
    %2502 = stablehlo.subtract %2497, %2501 : tensor<32x14x14x256xf32>
    %2503 = stablehlo.multiply %2493, %2502 : tensor<32x14x14x256xf32>
    %2504 = "stablehlo.reverse"(%layer3.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2505 = "stablehlo.convolution"(%2503, %2504) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2506 = "stablehlo.convolution"(%983, %2503) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x1024x256xf32>
    %2507 = stablehlo.add %2505, %2438 : tensor<32x14x14x1024xf32>
    %2508 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2509 = "stablehlo.compare"(%981, %2508) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2510 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2511 = "stablehlo.select"(%2509, %2507, %2510) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2512 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2513 = "stablehlo.reduce"(%2511, %2512) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2514 = stablehlo.multiply %2511, %931 : tensor<32x14x14x1024xf32>
    %2515 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2516 = "stablehlo.reduce"(%2514, %2515) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2517 = stablehlo.multiply %layer3.0.bn3.g, %929 : tensor<1024xf32>
    %2518 = "stablehlo.broadcast_in_dim"(%2517) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2519 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2520 = stablehlo.divide %2513, %2519 : tensor<1024xf32>
    %2521 = "stablehlo.broadcast_in_dim"(%2520) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2522 = stablehlo.subtract %2511, %2521 : tensor<32x14x14x1024xf32>
    %2523 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2524 = stablehlo.divide %2516, %2523 : tensor<1024xf32>
    %2525 = "stablehlo.broadcast_in_dim"(%2524) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2526 = stablehlo.multiply %931, %2525 : tensor<32x14x14x1024xf32>
    %2527 = stablehlo.subtract %2522, %2526 : tensor<32x14x14x1024xf32>
    %2528 = stablehlo.multiply %2518, %2527 : tensor<32x14x14x1024xf32>
    %2529 = "stablehlo.reverse"(%layer3.0.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2530 = "stablehlo.convolution"(%2528, %2529) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2531 = "stablehlo.convolution"(%914, %2528) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2532 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2533 = "stablehlo.compare"(%900, %2532) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2534 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2535 = "stablehlo.select"(%2533, %2530, %2534) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2536 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2537 = "stablehlo.reduce"(%2535, %2536) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2538 = stablehlo.multiply %2535, %896 : tensor<32x14x14x256xf32>
    %2539 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2540 = "stablehlo.reduce"(%2538, %2539) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2541 = stablehlo.multiply %layer3.0.bn2.g, %894 : tensor<256xf32>
    %2542 = "stablehlo.broadcast_in_dim"(%2541) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2543 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2544 = stablehlo.divide %2537, %2543 : tensor<256xf32>
    %2545 = "stablehlo.broadcast_in_dim"(%2544) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2546 = stablehlo.subtract %2535, %2545 : tensor<32x14x14x256xf32>
    %2547 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2548 = stablehlo.divide %2540, %2547 : tensor<256xf32>
    %2549 = "stablehlo.broadcast_in_dim"(%2548) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2550 = stablehlo.multiply %896, %2549 : tensor<32x14x14x256xf32>
    %2551 = stablehlo.subtract %2546, %2550 : tensor<32x14x14x256xf32>
    %2552 = stablehlo.multiply %2542, %2551 : tensor<32x14x14x256xf32>
    %2553 = "stablehlo.reverse"(%layer3.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2554 = "stablehlo.convolution"(%2552, %2553) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x28x28x256xf32>
    %2555 = "stablehlo.convolution"(%879, %2552) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2556 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %2557 = "stablehlo.compare"(%865, %2556) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x256xf32>, tensor<32x28x28x256xf32>) -> tensor<32x28x28x256xi1>
    %2558 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %2559 = "stablehlo.select"(%2557, %2554, %2558) : (tensor<32x28x28x256xi1>, tensor<32x28x28x256xf32>, tensor<32x28x28x256xf32>) -> tensor<32x28x28x256xf32>
    %2560 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2561 = "stablehlo.reduce"(%2559, %2560) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2562 = stablehlo.multiply %2559, %861 : tensor<32x28x28x256xf32>
    %2563 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2564 = "stablehlo.reduce"(%2562, %2563) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2565 = stablehlo.multiply %layer3.0.bn1.g, %859 : tensor<256xf32>
    %2566 = "stablehlo.broadcast_in_dim"(%2565) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2567 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %2568 = stablehlo.divide %2561, %2567 : tensor<256xf32>
    %2569 = "stablehlo.broadcast_in_dim"(%2568) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2570 = stablehlo.subtract %2559, %2569 : tensor<32x28x28x256xf32>
    %2571 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %2572 = stablehlo.divide %2564, %2571 : tensor<256xf32>
    %2573 = "stablehlo.broadcast_in_dim"(%2572) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2574 = stablehlo.multiply %861, %2573 : tensor<32x28x28x256xf32>
    %2575 = stablehlo.subtract %2570, %2574 : tensor<32x28x28x256xf32>
    %2576 = stablehlo.multiply %2566, %2575 : tensor<32x28x28x256xf32>
    %2577 = "stablehlo.reverse"(%layer3.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x256xf32>) -> tensor<1x1x512x256xf32>
    %2578 = "stablehlo.convolution"(%2576, %2577) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x256xf32>, tensor<1x1x512x256xf32>) -> tensor<32x28x28x512xf32>
    %2579 = "stablehlo.convolution"(%844, %2576) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x256xf32>) -> tensor<1x1x512x256xf32>
    %2580 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2581 = "stablehlo.reduce"(%2511, %2580) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2582 = stablehlo.multiply %2511, %964 : tensor<32x14x14x1024xf32>
    %2583 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2584 = "stablehlo.reduce"(%2582, %2583) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2585 = stablehlo.multiply %layer3.0.downsample.1.g, %962 : tensor<1024xf32>
    %2586 = "stablehlo.broadcast_in_dim"(%2585) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2587 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2588 = stablehlo.divide %2581, %2587 : tensor<1024xf32>
    %2589 = "stablehlo.broadcast_in_dim"(%2588) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2590 = stablehlo.subtract %2511, %2589 : tensor<32x14x14x1024xf32>
    %2591 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2592 = stablehlo.divide %2584, %2591 : tensor<1024xf32>
    %2593 = "stablehlo.broadcast_in_dim"(%2592) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2594 = stablehlo.multiply %964, %2593 : tensor<32x14x14x1024xf32>
    %2595 = stablehlo.subtract %2590, %2594 : tensor<32x14x14x1024xf32>
    %2596 = stablehlo.multiply %2586, %2595 : tensor<32x14x14x1024xf32>
    %2597 = "stablehlo.reverse"(%layer3.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x1024xf32>) -> tensor<1x1x512x1024xf32>
    %2598 = "stablehlo.convolution"(%2596, %2597) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x512x1024xf32>) -> tensor<32x28x28x512xf32>
    %2599 = "stablehlo.convolution"(%844, %2596) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x512x1024xf32>
    %2600 = stablehlo.add %2578, %2598 : tensor<32x28x28x512xf32>
    %2601 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2602 = "stablehlo.compare"(%842, %2601) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %2603 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2604 = "stablehlo.select"(%2602, %2600, %2603) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %2605 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2606 = "stablehlo.reduce"(%2604, %2605) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2607 = stablehlo.multiply %2604, %825 : tensor<32x28x28x512xf32>
    %2608 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2609 = "stablehlo.reduce"(%2607, %2608) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2610 = stablehlo.multiply %layer2.3.bn3.g, %823 : tensor<512xf32>
    %2611 = "stablehlo.broadcast_in_dim"(%2610) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2612 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2613 = stablehlo.divide %2606, %2612 : tensor<512xf32>
    %2614 = "stablehlo.broadcast_in_dim"(%2613) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2615 = stablehlo.subtract %2604, %2614 : tensor<32x28x28x512xf32>
    %2616 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2617 = stablehlo.divide %2609, %2616 : tensor<512xf32>
    %2618 = "stablehlo.broadcast_in_dim"(%2617) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2619 = stablehlo.multiply %825, %2618 : tensor<32x28x28x512xf32>
    %2620 = stablehlo.subtract %2615, %2619 : tensor<32x28x28x512xf32>
    %2621 = stablehlo.multiply %2611, %2620 : tensor<32x28x28x512xf32>
    %2622 = "stablehlo.reverse"(%layer2.3.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %2623 = "stablehlo.convolution"(%2621, %2622) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x128xf32>
    %2624 = "stablehlo.convolution"(%808, %2621) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<1x1x128x512xf32>
    %2625 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2626 = "stablehlo.compare"(%794, %2625) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2627 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2628 = "stablehlo.select"(%2626, %2623, %2627) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2629 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2630 = "stablehlo.reduce"(%2628, %2629) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2631 = stablehlo.multiply %2628, %790 : tensor<32x28x28x128xf32>
    %2632 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2633 = "stablehlo.reduce"(%2631, %2632) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2634 = stablehlo.multiply %layer2.3.bn2.g, %788 : tensor<128xf32>
    %2635 = "stablehlo.broadcast_in_dim"(%2634) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2636 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2637 = stablehlo.divide %2630, %2636 : tensor<128xf32>
    %2638 = "stablehlo.broadcast_in_dim"(%2637) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2639 = stablehlo.subtract %2628, %2638 : tensor<32x28x28x128xf32>
    %2640 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2641 = stablehlo.divide %2633, %2640 : tensor<128xf32>
    %2642 = "stablehlo.broadcast_in_dim"(%2641) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2643 = stablehlo.multiply %790, %2642 : tensor<32x28x28x128xf32>
    %2644 = stablehlo.subtract %2639, %2643 : tensor<32x28x28x128xf32>
    %2645 = stablehlo.multiply %2635, %2644 : tensor<32x28x28x128xf32>
    %2646 = "stablehlo.reverse"(%layer2.3.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2647 = "stablehlo.convolution"(%2645, %2646) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %2648 = "stablehlo.convolution"(%773, %2645) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %2649 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2650 = "stablehlo.compare"(%759, %2649) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2651 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2652 = "stablehlo.select"(%2650, %2647, %2651) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2653 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2654 = "stablehlo.reduce"(%2652, %2653) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2655 = stablehlo.multiply %2652, %755 : tensor<32x28x28x128xf32>
    %2656 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2657 = "stablehlo.reduce"(%2655, %2656) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2658 = stablehlo.multiply %layer2.3.bn1.g, %753 : tensor<128xf32>
    %2659 = "stablehlo.broadcast_in_dim"(%2658) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2660 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2661 = stablehlo.divide %2654, %2660 : tensor<128xf32>
    %2662 = "stablehlo.broadcast_in_dim"(%2661) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2663 = stablehlo.subtract %2652, %2662 : tensor<32x28x28x128xf32>
    %2664 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2665 = stablehlo.divide %2657, %2664 : tensor<128xf32>
    %2666 = "stablehlo.broadcast_in_dim"(%2665) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2667 = stablehlo.multiply %755, %2666 : tensor<32x28x28x128xf32>
    %2668 = stablehlo.subtract %2663, %2667 : tensor<32x28x28x128xf32>
    %2669 = stablehlo.multiply %2659, %2668 : tensor<32x28x28x128xf32>
    %2670 = "stablehlo.reverse"(%layer2.3.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %2671 = "stablehlo.convolution"(%2669, %2670) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x512xf32>
    %2672 = "stablehlo.convolution"(%738, %2669) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x128xf32>) -> tensor<1x1x512x128xf32>
    %2673 = stablehlo.add %2671, %2604 : tensor<32x28x28x512xf32>
    %2674 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2675 = "stablehlo.compare"(%736, %2674) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %2676 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2677 = "stablehlo.select"(%2675, %2673, %2676) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %2678 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2679 = "stablehlo.reduce"(%2677, %2678) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2680 = stablehlo.multiply %2677, %719 : tensor<32x28x28x512xf32>
    %2681 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2682 = "stablehlo.reduce"(%2680, %2681) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2683 = stablehlo.multiply %layer2.2.bn3.g, %717 : tensor<512xf32>
    %2684 = "stablehlo.broadcast_in_dim"(%2683) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2685 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2686 = stablehlo.divide %2679, %2685 : tensor<512xf32>
    %2687 = "stablehlo.broadcast_in_dim"(%2686) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2688 = stablehlo.subtract %2677, %2687 : tensor<32x28x28x512xf32>
    %2689 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2690 = stablehlo.divide %2682, %2689 : tensor<512xf32>
    %2691 = "stablehlo.broadcast_in_dim"(%2690) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2692 = stablehlo.multiply %719, %2691 : tensor<32x28x28x512xf32>
    %2693 = stablehlo.subtract %2688, %2692 : tensor<32x28x28x512xf32>
    %2694 = stablehlo.multiply %2684, %2693 : tensor<32x28x28x512xf32>
    %2695 = "stablehlo.reverse"(%layer2.2.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %2696 = "stablehlo.convolution"(%2694, %2695) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x128xf32>
    %2697 = "stablehlo.convolution"(%702, %2694) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<1x1x128x512xf32>
    %2698 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2699 = "stablehlo.compare"(%688, %2698) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2700 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2701 = "stablehlo.select"(%2699, %2696, %2700) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2702 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2703 = "stablehlo.reduce"(%2701, %2702) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2704 = stablehlo.multiply %2701, %684 : tensor<32x28x28x128xf32>
    %2705 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2706 = "stablehlo.reduce"(%2704, %2705) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2707 = stablehlo.multiply %layer2.2.bn2.g, %682 : tensor<128xf32>
    %2708 = "stablehlo.broadcast_in_dim"(%2707) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2709 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2710 = stablehlo.divide %2703, %2709 : tensor<128xf32>
    %2711 = "stablehlo.broadcast_in_dim"(%2710) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2712 = stablehlo.subtract %2701, %2711 : tensor<32x28x28x128xf32>
    %2713 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2714 = stablehlo.divide %2706, %2713 : tensor<128xf32>
    %2715 = "stablehlo.broadcast_in_dim"(%2714) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2716 = stablehlo.multiply %684, %2715 : tensor<32x28x28x128xf32>
    %2717 = stablehlo.subtract %2712, %2716 : tensor<32x28x28x128xf32>
    %2718 = stablehlo.multiply %2708, %2717 : tensor<32x28x28x128xf32>
    %2719 = "stablehlo.reverse"(%layer2.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2720 = "stablehlo.convolution"(%2718, %2719) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %2721 = "stablehlo.convolution"(%667, %2718) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %2722 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2723 = "stablehlo.compare"(%653, %2722) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2724 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2725 = "stablehlo.select"(%2723, %2720, %2724) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2726 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2727 = "stablehlo.reduce"(%2725, %2726) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2728 = stablehlo.multiply %2725, %649 : tensor<32x28x28x128xf32>
    %2729 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2730 = "stablehlo.reduce"(%2728, %2729) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2731 = stablehlo.multiply %layer2.2.bn1.g, %647 : tensor<128xf32>
    %2732 = "stablehlo.broadcast_in_dim"(%2731) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2733 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2734 = stablehlo.divide %2727, %2733 : tensor<128xf32>
    %2735 = "stablehlo.broadcast_in_dim"(%2734) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2736 = stablehlo.subtract %2725, %2735 : tensor<32x28x28x128xf32>
    %2737 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2738 = stablehlo.divide %2730, %2737 : tensor<128xf32>
    %2739 = "stablehlo.broadcast_in_dim"(%2738) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2740 = stablehlo.multiply %649, %2739 : tensor<32x28x28x128xf32>
    %2741 = stablehlo.subtract %2736, %2740 : tensor<32x28x28x128xf32>
    %2742 = stablehlo.multiply %2732, %2741 : tensor<32x28x28x128xf32>
    %2743 = "stablehlo.reverse"(%layer2.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %2744 = "stablehlo.convolution"(%2742, %2743) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x512xf32>
    %2745 = "stablehlo.convolution"(%632, %2742) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x128xf32>) -> tensor<1x1x512x128xf32>
    %2746 = stablehlo.add %2744, %2677 : tensor<32x28x28x512xf32>
    %2747 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2748 = "stablehlo.compare"(%630, %2747) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %2749 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2750 = "stablehlo.select"(%2748, %2746, %2749) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %2751 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2752 = "stablehlo.reduce"(%2750, %2751) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2753 = stablehlo.multiply %2750, %613 : tensor<32x28x28x512xf32>
    %2754 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2755 = "stablehlo.reduce"(%2753, %2754) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2756 = stablehlo.multiply %layer2.1.bn3.g, %611 : tensor<512xf32>
    %2757 = "stablehlo.broadcast_in_dim"(%2756) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2758 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2759 = stablehlo.divide %2752, %2758 : tensor<512xf32>
    %2760 = "stablehlo.broadcast_in_dim"(%2759) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2761 = stablehlo.subtract %2750, %2760 : tensor<32x28x28x512xf32>
    %2762 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2763 = stablehlo.divide %2755, %2762 : tensor<512xf32>
    %2764 = "stablehlo.broadcast_in_dim"(%2763) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2765 = stablehlo.multiply %613, %2764 : tensor<32x28x28x512xf32>
    %2766 = stablehlo.subtract %2761, %2765 : tensor<32x28x28x512xf32>
    %2767 = stablehlo.multiply %2757, %2766 : tensor<32x28x28x512xf32>
    %2768 = "stablehlo.reverse"(%layer2.1.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %2769 = "stablehlo.convolution"(%2767, %2768) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x128xf32>
    %2770 = "stablehlo.convolution"(%596, %2767) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<1x1x128x512xf32>
    %2771 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2772 = "stablehlo.compare"(%582, %2771) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2773 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2774 = "stablehlo.select"(%2772, %2769, %2773) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2775 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2776 = "stablehlo.reduce"(%2774, %2775) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2777 = stablehlo.multiply %2774, %578 : tensor<32x28x28x128xf32>
    %2778 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2779 = "stablehlo.reduce"(%2777, %2778) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2780 = stablehlo.multiply %layer2.1.bn2.g, %576 : tensor<128xf32>
    %2781 = "stablehlo.broadcast_in_dim"(%2780) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2782 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2783 = stablehlo.divide %2776, %2782 : tensor<128xf32>
    %2784 = "stablehlo.broadcast_in_dim"(%2783) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2785 = stablehlo.subtract %2774, %2784 : tensor<32x28x28x128xf32>
    %2786 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2787 = stablehlo.divide %2779, %2786 : tensor<128xf32>
    %2788 = "stablehlo.broadcast_in_dim"(%2787) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2789 = stablehlo.multiply %578, %2788 : tensor<32x28x28x128xf32>
    %2790 = stablehlo.subtract %2785, %2789 : tensor<32x28x28x128xf32>
    %2791 = stablehlo.multiply %2781, %2790 : tensor<32x28x28x128xf32>
    %2792 = "stablehlo.reverse"(%layer2.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2793 = "stablehlo.convolution"(%2791, %2792) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %2794 = "stablehlo.convolution"(%561, %2791) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %2795 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2796 = "stablehlo.compare"(%547, %2795) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2797 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2798 = "stablehlo.select"(%2796, %2793, %2797) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2799 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2800 = "stablehlo.reduce"(%2798, %2799) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2801 = stablehlo.multiply %2798, %543 : tensor<32x28x28x128xf32>
    %2802 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2803 = "stablehlo.reduce"(%2801, %2802) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2804 = stablehlo.multiply %layer2.1.bn1.g, %541 : tensor<128xf32>
    %2805 = "stablehlo.broadcast_in_dim"(%2804) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2806 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2807 = stablehlo.divide %2800, %2806 : tensor<128xf32>
    %2808 = "stablehlo.broadcast_in_dim"(%2807) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2809 = stablehlo.subtract %2798, %2808 : tensor<32x28x28x128xf32>
    %2810 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2811 = stablehlo.divide %2803, %2810 : tensor<128xf32>
    %2812 = "stablehlo.broadcast_in_dim"(%2811) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2813 = stablehlo.multiply %543, %2812 : tensor<32x28x28x128xf32>
    %2814 = stablehlo.subtract %2809, %2813 : tensor<32x28x28x128xf32>
    %2815 = stablehlo.multiply %2805, %2814 : tensor<32x28x28x128xf32>
    %2816 = "stablehlo.reverse"(%layer2.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %2817 = "stablehlo.convolution"(%2815, %2816) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x512xf32>
    %2818 = "stablehlo.convolution"(%526, %2815) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x128xf32>) -> tensor<1x1x512x128xf32>
    %2819 = stablehlo.add %2817, %2750 : tensor<32x28x28x512xf32>
    %2820 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2821 = "stablehlo.compare"(%524, %2820) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %2822 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2823 = "stablehlo.select"(%2821, %2819, %2822) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %2824 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2825 = "stablehlo.reduce"(%2823, %2824) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2826 = stablehlo.multiply %2823, %474 : tensor<32x28x28x512xf32>
    %2827 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2828 = "stablehlo.reduce"(%2826, %2827) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2829 = stablehlo.multiply %layer2.0.bn3.g, %472 : tensor<512xf32>
    %2830 = "stablehlo.broadcast_in_dim"(%2829) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2831 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2832 = stablehlo.divide %2825, %2831 : tensor<512xf32>
    %2833 = "stablehlo.broadcast_in_dim"(%2832) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2834 = stablehlo.subtract %2823, %2833 : tensor<32x28x28x512xf32>
    %2835 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2836 = stablehlo.divide %2828, %2835 : tensor<512xf32>
    %2837 = "stablehlo.broadcast_in_dim"(%2836) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2838 = stablehlo.multiply %474, %2837 : tensor<32x28x28x512xf32>
    %2839 = stablehlo.subtract %2834, %2838 : tensor<32x28x28x512xf32>
    %2840 = stablehlo.multiply %2830, %2839 : tensor<32x28x28x512xf32>
    %2841 = "stablehlo.reverse"(%layer2.0.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %2842 = "stablehlo.convolution"(%2840, %2841) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x128xf32>
    %2843 = "stablehlo.convolution"(%457, %2840) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<1x1x128x512xf32>
    %2844 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2845 = "stablehlo.compare"(%443, %2844) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2846 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2847 = "stablehlo.select"(%2845, %2842, %2846) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2848 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2849 = "stablehlo.reduce"(%2847, %2848) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2850 = stablehlo.multiply %2847, %439 : tensor<32x28x28x128xf32>
    %2851 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2852 = "stablehlo.reduce"(%2850, %2851) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2853 = stablehlo.multiply %layer2.0.bn2.g, %437 : tensor<128xf32>
    %2854 = "stablehlo.broadcast_in_dim"(%2853) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2855 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2856 = stablehlo.divide %2849, %2855 : tensor<128xf32>
    %2857 = "stablehlo.broadcast_in_dim"(%2856) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2858 = stablehlo.subtract %2847, %2857 : tensor<32x28x28x128xf32>
    %2859 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2860 = stablehlo.divide %2852, %2859 : tensor<128xf32>
    %2861 = "stablehlo.broadcast_in_dim"(%2860) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2862 = stablehlo.multiply %439, %2861 : tensor<32x28x28x128xf32>
    %2863 = stablehlo.subtract %2858, %2862 : tensor<32x28x28x128xf32>
    %2864 = stablehlo.multiply %2854, %2863 : tensor<32x28x28x128xf32>
    %2865 = "stablehlo.reverse"(%layer2.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2866 = "stablehlo.convolution"(%2864, %2865) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x56x56x128xf32>
    %2867 = "stablehlo.convolution"(%422, %2864) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %2868 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %2869 = "stablehlo.compare"(%408, %2868) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x128xf32>, tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xi1>
    %2870 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %2871 = "stablehlo.select"(%2869, %2866, %2870) : (tensor<32x56x56x128xi1>, tensor<32x56x56x128xf32>, tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xf32>
    %2872 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2873 = "stablehlo.reduce"(%2871, %2872) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2874 = stablehlo.multiply %2871, %404 : tensor<32x56x56x128xf32>
    %2875 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2876 = "stablehlo.reduce"(%2874, %2875) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2877 = stablehlo.multiply %layer2.0.bn1.g, %402 : tensor<128xf32>
    %2878 = "stablehlo.broadcast_in_dim"(%2877) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %2879 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %2880 = stablehlo.divide %2873, %2879 : tensor<128xf32>
    %2881 = "stablehlo.broadcast_in_dim"(%2880) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %2882 = stablehlo.subtract %2871, %2881 : tensor<32x56x56x128xf32>
    %2883 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %2884 = stablehlo.divide %2876, %2883 : tensor<128xf32>
    %2885 = "stablehlo.broadcast_in_dim"(%2884) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %2886 = stablehlo.multiply %404, %2885 : tensor<32x56x56x128xf32>
    %2887 = stablehlo.subtract %2882, %2886 : tensor<32x56x56x128xf32>
    %2888 = stablehlo.multiply %2878, %2887 : tensor<32x56x56x128xf32>
    %2889 = "stablehlo.reverse"(%layer2.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x128xf32>) -> tensor<1x1x256x128xf32>
    %2890 = "stablehlo.convolution"(%2888, %2889) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x128xf32>, tensor<1x1x256x128xf32>) -> tensor<32x56x56x256xf32>
    %2891 = "stablehlo.convolution"(%387, %2888) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x128xf32>) -> tensor<1x1x256x128xf32>
    %2892 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2893 = "stablehlo.reduce"(%2823, %2892) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2894 = stablehlo.multiply %2823, %507 : tensor<32x28x28x512xf32>
    %2895 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2896 = "stablehlo.reduce"(%2894, %2895) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2897 = stablehlo.multiply %layer2.0.downsample.1.g, %505 : tensor<512xf32>
    %2898 = "stablehlo.broadcast_in_dim"(%2897) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2899 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2900 = stablehlo.divide %2893, %2899 : tensor<512xf32>
    %2901 = "stablehlo.broadcast_in_dim"(%2900) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2902 = stablehlo.subtract %2823, %2901 : tensor<32x28x28x512xf32>
    %2903 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2904 = stablehlo.divide %2896, %2903 : tensor<512xf32>
    %2905 = "stablehlo.broadcast_in_dim"(%2904) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2906 = stablehlo.multiply %507, %2905 : tensor<32x28x28x512xf32>
    %2907 = stablehlo.subtract %2902, %2906 : tensor<32x28x28x512xf32>
    %2908 = stablehlo.multiply %2898, %2907 : tensor<32x28x28x512xf32>
    %2909 = "stablehlo.reverse"(%layer2.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %2910 = "stablehlo.convolution"(%2908, %2909) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x256x512xf32>) -> tensor<32x56x56x256xf32>
    %2911 = "stablehlo.convolution"(%387, %2908) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<32x28x28x512xf32>) -> tensor<1x1x256x512xf32>
    %2912 = stablehlo.add %2890, %2910 : tensor<32x56x56x256xf32>
    %2913 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %2914 = "stablehlo.compare"(%385, %2913) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %2915 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %2916 = "stablehlo.select"(%2914, %2912, %2915) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %2917 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2918 = "stablehlo.reduce"(%2916, %2917) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2919 = stablehlo.multiply %2916, %368 : tensor<32x56x56x256xf32>
    %2920 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2921 = "stablehlo.reduce"(%2919, %2920) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2922 = stablehlo.multiply %layer1.2.bn3.g, %366 : tensor<256xf32>
    %2923 = "stablehlo.broadcast_in_dim"(%2922) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %2924 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %2925 = stablehlo.divide %2918, %2924 : tensor<256xf32>
    %2926 = "stablehlo.broadcast_in_dim"(%2925) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %2927 = stablehlo.subtract %2916, %2926 : tensor<32x56x56x256xf32>
    %2928 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %2929 = stablehlo.divide %2921, %2928 : tensor<256xf32>
    %2930 = "stablehlo.broadcast_in_dim"(%2929) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %2931 = stablehlo.multiply %368, %2930 : tensor<32x56x56x256xf32>
    %2932 = stablehlo.subtract %2927, %2931 : tensor<32x56x56x256xf32>
    %2933 = stablehlo.multiply %2923, %2932 : tensor<32x56x56x256xf32>
    %2934 = "stablehlo.reverse"(%layer1.2.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %2935 = "stablehlo.convolution"(%2933, %2934) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x64xf32>
    %2936 = "stablehlo.convolution"(%351, %2933) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<1x1x64x256xf32>
    %2937 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2938 = "stablehlo.compare"(%337, %2937) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2939 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2940 = "stablehlo.select"(%2938, %2935, %2939) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2941 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2942 = "stablehlo.reduce"(%2940, %2941) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2943 = stablehlo.multiply %2940, %333 : tensor<32x56x56x64xf32>
    %2944 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2945 = "stablehlo.reduce"(%2943, %2944) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2946 = stablehlo.multiply %layer1.2.bn2.g, %331 : tensor<64xf32>
    %2947 = "stablehlo.broadcast_in_dim"(%2946) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2948 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2949 = stablehlo.divide %2942, %2948 : tensor<64xf32>
    %2950 = "stablehlo.broadcast_in_dim"(%2949) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2951 = stablehlo.subtract %2940, %2950 : tensor<32x56x56x64xf32>
    %2952 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2953 = stablehlo.divide %2945, %2952 : tensor<64xf32>
    %2954 = "stablehlo.broadcast_in_dim"(%2953) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2955 = stablehlo.multiply %333, %2954 : tensor<32x56x56x64xf32>
    %2956 = stablehlo.subtract %2951, %2955 : tensor<32x56x56x64xf32>
    %2957 = stablehlo.multiply %2947, %2956 : tensor<32x56x56x64xf32>
    %2958 = "stablehlo.reverse"(%layer1.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2959 = "stablehlo.convolution"(%2957, %2958) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %2960 = "stablehlo.convolution"(%316, %2957) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %2961 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2962 = "stablehlo.compare"(%302, %2961) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2963 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2964 = "stablehlo.select"(%2962, %2959, %2963) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2965 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2966 = "stablehlo.reduce"(%2964, %2965) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2967 = stablehlo.multiply %2964, %298 : tensor<32x56x56x64xf32>
    %2968 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2969 = "stablehlo.reduce"(%2967, %2968) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2970 = stablehlo.multiply %layer1.2.bn1.g, %296 : tensor<64xf32>
    %2971 = "stablehlo.broadcast_in_dim"(%2970) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2972 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2973 = stablehlo.divide %2966, %2972 : tensor<64xf32>
    %2974 = "stablehlo.broadcast_in_dim"(%2973) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2975 = stablehlo.subtract %2964, %2974 : tensor<32x56x56x64xf32>
    %2976 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2977 = stablehlo.divide %2969, %2976 : tensor<64xf32>
    %2978 = "stablehlo.broadcast_in_dim"(%2977) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2979 = stablehlo.multiply %298, %2978 : tensor<32x56x56x64xf32>
    %2980 = stablehlo.subtract %2975, %2979 : tensor<32x56x56x64xf32>
    %2981 = stablehlo.multiply %2971, %2980 : tensor<32x56x56x64xf32>
    %2982 = "stablehlo.reverse"(%layer1.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %2983 = "stablehlo.convolution"(%2981, %2982) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x256xf32>
    %2984 = "stablehlo.convolution"(%281, %2981) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x64xf32>) -> tensor<1x1x256x64xf32>
    %2985 = stablehlo.add %2983, %2916 : tensor<32x56x56x256xf32>
    %2986 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %2987 = "stablehlo.compare"(%279, %2986) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %2988 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %2989 = "stablehlo.select"(%2987, %2985, %2988) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %2990 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2991 = "stablehlo.reduce"(%2989, %2990) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2992 = stablehlo.multiply %2989, %262 : tensor<32x56x56x256xf32>
    %2993 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2994 = "stablehlo.reduce"(%2992, %2993) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2995 = stablehlo.multiply %layer1.1.bn3.g, %260 : tensor<256xf32>
    %2996 = "stablehlo.broadcast_in_dim"(%2995) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %2997 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %2998 = stablehlo.divide %2991, %2997 : tensor<256xf32>
    %2999 = "stablehlo.broadcast_in_dim"(%2998) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3000 = stablehlo.subtract %2989, %2999 : tensor<32x56x56x256xf32>
    %3001 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3002 = stablehlo.divide %2994, %3001 : tensor<256xf32>
    %3003 = "stablehlo.broadcast_in_dim"(%3002) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3004 = stablehlo.multiply %262, %3003 : tensor<32x56x56x256xf32>
    %3005 = stablehlo.subtract %3000, %3004 : tensor<32x56x56x256xf32>
    %3006 = stablehlo.multiply %2996, %3005 : tensor<32x56x56x256xf32>
    %3007 = "stablehlo.reverse"(%layer1.1.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %3008 = "stablehlo.convolution"(%3006, %3007) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x64xf32>
    %3009 = "stablehlo.convolution"(%245, %3006) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<1x1x64x256xf32>
    %3010 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3011 = "stablehlo.compare"(%231, %3010) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3012 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3013 = "stablehlo.select"(%3011, %3008, %3012) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3014 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3015 = "stablehlo.reduce"(%3013, %3014) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3016 = stablehlo.multiply %3013, %227 : tensor<32x56x56x64xf32>
    %3017 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3018 = "stablehlo.reduce"(%3016, %3017) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3019 = stablehlo.multiply %layer1.1.bn2.g, %225 : tensor<64xf32>
    %3020 = "stablehlo.broadcast_in_dim"(%3019) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3021 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3022 = stablehlo.divide %3015, %3021 : tensor<64xf32>
    %3023 = "stablehlo.broadcast_in_dim"(%3022) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3024 = stablehlo.subtract %3013, %3023 : tensor<32x56x56x64xf32>
    %3025 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3026 = stablehlo.divide %3018, %3025 : tensor<64xf32>
    %3027 = "stablehlo.broadcast_in_dim"(%3026) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3028 = stablehlo.multiply %227, %3027 : tensor<32x56x56x64xf32>
    %3029 = stablehlo.subtract %3024, %3028 : tensor<32x56x56x64xf32>
    %3030 = stablehlo.multiply %3020, %3029 : tensor<32x56x56x64xf32>
    %3031 = "stablehlo.reverse"(%layer1.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3032 = "stablehlo.convolution"(%3030, %3031) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3033 = "stablehlo.convolution"(%210, %3030) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %3034 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3035 = "stablehlo.compare"(%196, %3034) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3036 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3037 = "stablehlo.select"(%3035, %3032, %3036) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3038 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3039 = "stablehlo.reduce"(%3037, %3038) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3040 = stablehlo.multiply %3037, %192 : tensor<32x56x56x64xf32>
    %3041 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3042 = "stablehlo.reduce"(%3040, %3041) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3043 = stablehlo.multiply %layer1.1.bn1.g, %190 : tensor<64xf32>
    %3044 = "stablehlo.broadcast_in_dim"(%3043) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3045 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3046 = stablehlo.divide %3039, %3045 : tensor<64xf32>
    %3047 = "stablehlo.broadcast_in_dim"(%3046) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3048 = stablehlo.subtract %3037, %3047 : tensor<32x56x56x64xf32>
    %3049 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3050 = stablehlo.divide %3042, %3049 : tensor<64xf32>
    %3051 = "stablehlo.broadcast_in_dim"(%3050) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3052 = stablehlo.multiply %192, %3051 : tensor<32x56x56x64xf32>
    %3053 = stablehlo.subtract %3048, %3052 : tensor<32x56x56x64xf32>
    %3054 = stablehlo.multiply %3044, %3053 : tensor<32x56x56x64xf32>
    %3055 = "stablehlo.reverse"(%layer1.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %3056 = "stablehlo.convolution"(%3054, %3055) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x256xf32>
    %3057 = "stablehlo.convolution"(%175, %3054) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x64xf32>) -> tensor<1x1x256x64xf32>
    %3058 = stablehlo.add %3056, %2989 : tensor<32x56x56x256xf32>
    %3059 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3060 = "stablehlo.compare"(%173, %3059) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %3061 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3062 = "stablehlo.select"(%3060, %3058, %3061) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %3063 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3064 = "stablehlo.reduce"(%3062, %3063) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3065 = stablehlo.multiply %3062, %123 : tensor<32x56x56x256xf32>
    %3066 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3067 = "stablehlo.reduce"(%3065, %3066) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3068 = stablehlo.multiply %layer1.0.bn3.g, %121 : tensor<256xf32>
    %3069 = "stablehlo.broadcast_in_dim"(%3068) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3070 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3071 = stablehlo.divide %3064, %3070 : tensor<256xf32>
    %3072 = "stablehlo.broadcast_in_dim"(%3071) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3073 = stablehlo.subtract %3062, %3072 : tensor<32x56x56x256xf32>
    %3074 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3075 = stablehlo.divide %3067, %3074 : tensor<256xf32>
    %3076 = "stablehlo.broadcast_in_dim"(%3075) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3077 = stablehlo.multiply %123, %3076 : tensor<32x56x56x256xf32>
    %3078 = stablehlo.subtract %3073, %3077 : tensor<32x56x56x256xf32>
    %3079 = stablehlo.multiply %3069, %3078 : tensor<32x56x56x256xf32>
    %3080 = "stablehlo.reverse"(%layer1.0.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %3081 = "stablehlo.convolution"(%3079, %3080) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x64xf32>
    %3082 = "stablehlo.convolution"(%106, %3079) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<1x1x64x256xf32>
    %3083 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3084 = "stablehlo.compare"(%92, %3083) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3085 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3086 = "stablehlo.select"(%3084, %3081, %3085) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3087 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3088 = "stablehlo.reduce"(%3086, %3087) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3089 = stablehlo.multiply %3086, %88 : tensor<32x56x56x64xf32>
    %3090 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3091 = "stablehlo.reduce"(%3089, %3090) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3092 = stablehlo.multiply %layer1.0.bn2.g, %86 : tensor<64xf32>
    %3093 = "stablehlo.broadcast_in_dim"(%3092) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3094 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3095 = stablehlo.divide %3088, %3094 : tensor<64xf32>
    %3096 = "stablehlo.broadcast_in_dim"(%3095) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3097 = stablehlo.subtract %3086, %3096 : tensor<32x56x56x64xf32>
    %3098 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3099 = stablehlo.divide %3091, %3098 : tensor<64xf32>
    %3100 = "stablehlo.broadcast_in_dim"(%3099) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3101 = stablehlo.multiply %88, %3100 : tensor<32x56x56x64xf32>
    %3102 = stablehlo.subtract %3097, %3101 : tensor<32x56x56x64xf32>
    %3103 = stablehlo.multiply %3093, %3102 : tensor<32x56x56x64xf32>
    %3104 = "stablehlo.reverse"(%layer1.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3105 = "stablehlo.convolution"(%3103, %3104) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3106 = "stablehlo.convolution"(%71, %3103) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %3107 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3108 = "stablehlo.compare"(%57, %3107) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3109 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3110 = "stablehlo.select"(%3108, %3105, %3109) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3111 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3112 = "stablehlo.reduce"(%3110, %3111) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3113 = stablehlo.multiply %3110, %53 : tensor<32x56x56x64xf32>
    %3114 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3115 = "stablehlo.reduce"(%3113, %3114) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3116 = stablehlo.multiply %layer1.0.bn1.g, %51 : tensor<64xf32>
    %3117 = "stablehlo.broadcast_in_dim"(%3116) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3118 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3119 = stablehlo.divide %3112, %3118 : tensor<64xf32>
    %3120 = "stablehlo.broadcast_in_dim"(%3119) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3121 = stablehlo.subtract %3110, %3120 : tensor<32x56x56x64xf32>
    %3122 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3123 = stablehlo.divide %3115, %3122 : tensor<64xf32>
    %3124 = "stablehlo.broadcast_in_dim"(%3123) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3125 = stablehlo.multiply %53, %3124 : tensor<32x56x56x64xf32>
    %3126 = stablehlo.subtract %3121, %3125 : tensor<32x56x56x64xf32>
    %3127 = stablehlo.multiply %3117, %3126 : tensor<32x56x56x64xf32>
    %3128 = "stablehlo.reverse"(%layer1.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xf32>
    %3129 = "stablehlo.convolution"(%3127, %3128) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3130 = "stablehlo.convolution"(%36, %3127) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<1x1x64x64xf32>
    %3131 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3132 = "stablehlo.reduce"(%3062, %3131) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3133 = stablehlo.multiply %3062, %156 : tensor<32x56x56x256xf32>
    %3134 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3135 = "stablehlo.reduce"(%3133, %3134) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3136 = stablehlo.multiply %layer1.0.downsample.1.g, %154 : tensor<256xf32>
    %3137 = "stablehlo.broadcast_in_dim"(%3136) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3138 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3139 = stablehlo.divide %3132, %3138 : tensor<256xf32>
    %3140 = "stablehlo.broadcast_in_dim"(%3139) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3141 = stablehlo.subtract %3062, %3140 : tensor<32x56x56x256xf32>
    %3142 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3143 = stablehlo.divide %3135, %3142 : tensor<256xf32>
    %3144 = "stablehlo.broadcast_in_dim"(%3143) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3145 = stablehlo.multiply %156, %3144 : tensor<32x56x56x256xf32>
    %3146 = stablehlo.subtract %3141, %3145 : tensor<32x56x56x256xf32>
    %3147 = stablehlo.multiply %3137, %3146 : tensor<32x56x56x256xf32>
    %3148 = "stablehlo.reverse"(%layer1.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %3149 = "stablehlo.convolution"(%3147, %3148) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x64xf32>
    %3150 = "stablehlo.convolution"(%36, %3147) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<1x1x64x256xf32>
    %3151 = stablehlo.add %3129, %3149 : tensor<32x56x56x64xf32>
    %3152 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3153 = "stablehlo.pad"(%34, %3152) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3154 = "stablehlo.slice"(%3153) {limit_indices = array<i64: 32, 111, 111, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3155 = "stablehlo.slice"(%3153) {limit_indices = array<i64: 32, 111, 112, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3156 = "stablehlo.compare"(%3155, %3154) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3157 = stablehlo.maximum %3154, %3155 : tensor<32x56x56x64xf32>
    %3158 = "stablehlo.slice"(%3153) {limit_indices = array<i64: 32, 111, 113, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3159 = "stablehlo.compare"(%3158, %3157) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3160 = stablehlo.maximum %3157, %3158 : tensor<32x56x56x64xf32>
    %3161 = "stablehlo.slice"(%3153) {limit_indices = array<i64: 32, 112, 111, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3162 = "stablehlo.compare"(%3161, %3160) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3163 = stablehlo.maximum %3160, %3161 : tensor<32x56x56x64xf32>
    %3164 = "stablehlo.slice"(%3153) {limit_indices = array<i64: 32, 112, 112, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3165 = "stablehlo.compare"(%3164, %3163) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3166 = stablehlo.maximum %3163, %3164 : tensor<32x56x56x64xf32>
    %3167 = "stablehlo.slice"(%3153) {limit_indices = array<i64: 32, 112, 113, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3168 = "stablehlo.compare"(%3167, %3166) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3169 = stablehlo.maximum %3166, %3167 : tensor<32x56x56x64xf32>
    %3170 = "stablehlo.slice"(%3153) {limit_indices = array<i64: 32, 113, 111, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3171 = "stablehlo.compare"(%3170, %3169) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3172 = stablehlo.maximum %3169, %3170 : tensor<32x56x56x64xf32>
    %3173 = "stablehlo.slice"(%3153) {limit_indices = array<i64: 32, 113, 112, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3174 = "stablehlo.compare"(%3173, %3172) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3175 = stablehlo.maximum %3172, %3173 : tensor<32x56x56x64xf32>
    %3176 = "stablehlo.slice"(%3153) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3177 = "stablehlo.compare"(%3176, %3175) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3178 = stablehlo.constant dense<0.0> : tensor<f32>
    %3179 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3180 = "stablehlo.select"(%3177, %3151, %3179) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3181 = "stablehlo.select"(%3177, %3179, %3151) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3182 = "stablehlo.pad"(%3180, %3178) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 2, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3183 = "stablehlo.select"(%3174, %3181, %3179) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3184 = "stablehlo.select"(%3174, %3179, %3181) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3185 = "stablehlo.pad"(%3183, %3178) {edge_padding_high = array<i64: 0, 1, 2, 0>, edge_padding_low = array<i64: 0, 2, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3186 = stablehlo.add %3182, %3185 : tensor<32x114x114x64xf32>
    %3187 = "stablehlo.select"(%3171, %3184, %3179) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3188 = "stablehlo.select"(%3171, %3179, %3184) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3189 = "stablehlo.pad"(%3187, %3178) {edge_padding_high = array<i64: 0, 1, 3, 0>, edge_padding_low = array<i64: 0, 2, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3190 = stablehlo.add %3186, %3189 : tensor<32x114x114x64xf32>
    %3191 = "stablehlo.select"(%3168, %3188, %3179) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3192 = "stablehlo.select"(%3168, %3179, %3188) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3193 = "stablehlo.pad"(%3191, %3178) {edge_padding_high = array<i64: 0, 2, 1, 0>, edge_padding_low = array<i64: 0, 1, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3194 = stablehlo.add %3190, %3193 : tensor<32x114x114x64xf32>
    %3195 = "stablehlo.select"(%3165, %3192, %3179) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3196 = "stablehlo.select"(%3165, %3179, %3192) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3197 = "stablehlo.pad"(%3195, %3178) {edge_padding_high = array<i64: 0, 2, 2, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3198 = stablehlo.add %3194, %3197 : tensor<32x114x114x64xf32>
    %3199 = "stablehlo.select"(%3162, %3196, %3179) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3200 = "stablehlo.select"(%3162, %3179, %3196) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3201 = "stablehlo.pad"(%3199, %3178) {edge_padding_high = array<i64: 0, 2, 3, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3202 = stablehlo.add %3198, %3201 : tensor<32x114x114x64xf32>
    %3203 = "stablehlo.select"(%3159, %3200, %3179) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3204 = "stablehlo.select"(%3159, %3179, %3200) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3205 = "stablehlo.pad"(%3203, %3178) {edge_padding_high = array<i64: 0, 3, 1, 0>, edge_padding_low = array<i64: 0, 0, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3206 = stablehlo.add %3202, %3205 : tensor<32x114x114x64xf32>
    %3207 = "stablehlo.select"(%3156, %3204, %3179) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3208 = "stablehlo.select"(%3156, %3179, %3204) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3209 = "stablehlo.pad"(%3207, %3178) {edge_padding_high = array<i64: 0, 3, 2, 0>, edge_padding_low = array<i64: 0, 0, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3210 = stablehlo.add %3206, %3209 : tensor<32x114x114x64xf32>
    %3211 = "stablehlo.pad"(%3208, %3178) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3212 = stablehlo.add %3210, %3211 : tensor<32x114x114x64xf32>
    %3213 = "stablehlo.slice"(%3212) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x112x112x64xf32>
    %3214 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %3215 = "stablehlo.compare"(%20, %3214) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xi1>
    %3216 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %3217 = "stablehlo.select"(%3215, %3213, %3216) : (tensor<32x112x112x64xi1>, tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xf32>
    %3218 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3219 = "stablehlo.reduce"(%3217, %3218) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3220 = stablehlo.multiply %3217, %16 : tensor<32x112x112x64xf32>
    %3221 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3222 = "stablehlo.reduce"(%3220, %3221) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3223 = stablehlo.multiply %bn1.g, %14 : tensor<64xf32>
    %3224 = "stablehlo.broadcast_in_dim"(%3223) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3225 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %3226 = stablehlo.divide %3219, %3225 : tensor<64xf32>
    %3227 = "stablehlo.broadcast_in_dim"(%3226) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3228 = stablehlo.subtract %3217, %3227 : tensor<32x112x112x64xf32>
    %3229 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %3230 = stablehlo.divide %3222, %3229 : tensor<64xf32>
    %3231 = "stablehlo.broadcast_in_dim"(%3230) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3232 = stablehlo.multiply %16, %3231 : tensor<32x112x112x64xf32>
    %3233 = stablehlo.subtract %3228, %3232 : tensor<32x112x112x64xf32>
    %3234 = stablehlo.multiply %3224, %3233 : tensor<32x112x112x64xf32>
    %3235 = "stablehlo.convolution"(%x, %3234) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x224x224x3xf32>, tensor<32x112x112x64xf32>) -> tensor<7x7x3x64xf32>
    // ── optimizer ──
    %3236 = stablehlo.multiply %3235, %3235 : tensor<7x7x3x64xf32>
    %3237 = stablehlo.constant dense<0.0> : tensor<f32>
    %3238 = "stablehlo.reduce"(%3236, %3237) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x64xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %3239 = stablehlo.constant dense<0.0> : tensor<f32>
    %3240 = "stablehlo.reduce"(%3238, %3239) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %3241 = stablehlo.multiply %3222, %3222 : tensor<64xf32>
    %3242 = stablehlo.constant dense<0.0> : tensor<f32>
    %3243 = "stablehlo.reduce"(%3241, %3242) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3244 = stablehlo.add %3240, %3243 : tensor<f32>
    %3245 = stablehlo.multiply %3219, %3219 : tensor<64xf32>
    %3246 = stablehlo.constant dense<0.0> : tensor<f32>
    %3247 = "stablehlo.reduce"(%3245, %3246) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3248 = stablehlo.add %3244, %3247 : tensor<f32>
    %3249 = stablehlo.multiply %3130, %3130 : tensor<1x1x64x64xf32>
    %3250 = stablehlo.constant dense<0.0> : tensor<f32>
    %3251 = "stablehlo.reduce"(%3249, %3250) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3252 = stablehlo.constant dense<0.0> : tensor<f32>
    %3253 = "stablehlo.reduce"(%3251, %3252) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3254 = stablehlo.add %3248, %3253 : tensor<f32>
    %3255 = stablehlo.multiply %3115, %3115 : tensor<64xf32>
    %3256 = stablehlo.constant dense<0.0> : tensor<f32>
    %3257 = "stablehlo.reduce"(%3255, %3256) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3258 = stablehlo.add %3254, %3257 : tensor<f32>
    %3259 = stablehlo.multiply %3112, %3112 : tensor<64xf32>
    %3260 = stablehlo.constant dense<0.0> : tensor<f32>
    %3261 = "stablehlo.reduce"(%3259, %3260) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3262 = stablehlo.add %3258, %3261 : tensor<f32>
    %3263 = stablehlo.multiply %3106, %3106 : tensor<3x3x64x64xf32>
    %3264 = stablehlo.constant dense<0.0> : tensor<f32>
    %3265 = "stablehlo.reduce"(%3263, %3264) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3266 = stablehlo.constant dense<0.0> : tensor<f32>
    %3267 = "stablehlo.reduce"(%3265, %3266) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3268 = stablehlo.add %3262, %3267 : tensor<f32>
    %3269 = stablehlo.multiply %3091, %3091 : tensor<64xf32>
    %3270 = stablehlo.constant dense<0.0> : tensor<f32>
    %3271 = "stablehlo.reduce"(%3269, %3270) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3272 = stablehlo.add %3268, %3271 : tensor<f32>
    %3273 = stablehlo.multiply %3088, %3088 : tensor<64xf32>
    %3274 = stablehlo.constant dense<0.0> : tensor<f32>
    %3275 = "stablehlo.reduce"(%3273, %3274) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3276 = stablehlo.add %3272, %3275 : tensor<f32>
    %3277 = stablehlo.multiply %3082, %3082 : tensor<1x1x64x256xf32>
    %3278 = stablehlo.constant dense<0.0> : tensor<f32>
    %3279 = "stablehlo.reduce"(%3277, %3278) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3280 = stablehlo.constant dense<0.0> : tensor<f32>
    %3281 = "stablehlo.reduce"(%3279, %3280) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3282 = stablehlo.add %3276, %3281 : tensor<f32>
    %3283 = stablehlo.multiply %3067, %3067 : tensor<256xf32>
    %3284 = stablehlo.constant dense<0.0> : tensor<f32>
    %3285 = "stablehlo.reduce"(%3283, %3284) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3286 = stablehlo.add %3282, %3285 : tensor<f32>
    %3287 = stablehlo.multiply %3064, %3064 : tensor<256xf32>
    %3288 = stablehlo.constant dense<0.0> : tensor<f32>
    %3289 = "stablehlo.reduce"(%3287, %3288) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3290 = stablehlo.add %3286, %3289 : tensor<f32>
    %3291 = stablehlo.multiply %3150, %3150 : tensor<1x1x64x256xf32>
    %3292 = stablehlo.constant dense<0.0> : tensor<f32>
    %3293 = "stablehlo.reduce"(%3291, %3292) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3294 = stablehlo.constant dense<0.0> : tensor<f32>
    %3295 = "stablehlo.reduce"(%3293, %3294) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3296 = stablehlo.add %3290, %3295 : tensor<f32>
    %3297 = stablehlo.multiply %3135, %3135 : tensor<256xf32>
    %3298 = stablehlo.constant dense<0.0> : tensor<f32>
    %3299 = "stablehlo.reduce"(%3297, %3298) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3300 = stablehlo.add %3296, %3299 : tensor<f32>
    %3301 = stablehlo.multiply %3132, %3132 : tensor<256xf32>
    %3302 = stablehlo.constant dense<0.0> : tensor<f32>
    %3303 = "stablehlo.reduce"(%3301, %3302) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3304 = stablehlo.add %3300, %3303 : tensor<f32>
    %3305 = stablehlo.multiply %3057, %3057 : tensor<1x1x256x64xf32>
    %3306 = stablehlo.constant dense<0.0> : tensor<f32>
    %3307 = "stablehlo.reduce"(%3305, %3306) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3308 = stablehlo.constant dense<0.0> : tensor<f32>
    %3309 = "stablehlo.reduce"(%3307, %3308) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3310 = stablehlo.add %3304, %3309 : tensor<f32>
    %3311 = stablehlo.multiply %3042, %3042 : tensor<64xf32>
    %3312 = stablehlo.constant dense<0.0> : tensor<f32>
    %3313 = "stablehlo.reduce"(%3311, %3312) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3314 = stablehlo.add %3310, %3313 : tensor<f32>
    %3315 = stablehlo.multiply %3039, %3039 : tensor<64xf32>
    %3316 = stablehlo.constant dense<0.0> : tensor<f32>
    %3317 = "stablehlo.reduce"(%3315, %3316) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3318 = stablehlo.add %3314, %3317 : tensor<f32>
    %3319 = stablehlo.multiply %3033, %3033 : tensor<3x3x64x64xf32>
    %3320 = stablehlo.constant dense<0.0> : tensor<f32>
    %3321 = "stablehlo.reduce"(%3319, %3320) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3322 = stablehlo.constant dense<0.0> : tensor<f32>
    %3323 = "stablehlo.reduce"(%3321, %3322) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3324 = stablehlo.add %3318, %3323 : tensor<f32>
    %3325 = stablehlo.multiply %3018, %3018 : tensor<64xf32>
    %3326 = stablehlo.constant dense<0.0> : tensor<f32>
    %3327 = "stablehlo.reduce"(%3325, %3326) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3328 = stablehlo.add %3324, %3327 : tensor<f32>
    %3329 = stablehlo.multiply %3015, %3015 : tensor<64xf32>
    %3330 = stablehlo.constant dense<0.0> : tensor<f32>
    %3331 = "stablehlo.reduce"(%3329, %3330) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3332 = stablehlo.add %3328, %3331 : tensor<f32>
    %3333 = stablehlo.multiply %3009, %3009 : tensor<1x1x64x256xf32>
    %3334 = stablehlo.constant dense<0.0> : tensor<f32>
    %3335 = "stablehlo.reduce"(%3333, %3334) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3336 = stablehlo.constant dense<0.0> : tensor<f32>
    %3337 = "stablehlo.reduce"(%3335, %3336) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3338 = stablehlo.add %3332, %3337 : tensor<f32>
    %3339 = stablehlo.multiply %2994, %2994 : tensor<256xf32>
    %3340 = stablehlo.constant dense<0.0> : tensor<f32>
    %3341 = "stablehlo.reduce"(%3339, %3340) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3342 = stablehlo.add %3338, %3341 : tensor<f32>
    %3343 = stablehlo.multiply %2991, %2991 : tensor<256xf32>
    %3344 = stablehlo.constant dense<0.0> : tensor<f32>
    %3345 = "stablehlo.reduce"(%3343, %3344) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3346 = stablehlo.add %3342, %3345 : tensor<f32>
    %3347 = stablehlo.multiply %2984, %2984 : tensor<1x1x256x64xf32>
    %3348 = stablehlo.constant dense<0.0> : tensor<f32>
    %3349 = "stablehlo.reduce"(%3347, %3348) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3350 = stablehlo.constant dense<0.0> : tensor<f32>
    %3351 = "stablehlo.reduce"(%3349, %3350) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3352 = stablehlo.add %3346, %3351 : tensor<f32>
    %3353 = stablehlo.multiply %2969, %2969 : tensor<64xf32>
    %3354 = stablehlo.constant dense<0.0> : tensor<f32>
    %3355 = "stablehlo.reduce"(%3353, %3354) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3356 = stablehlo.add %3352, %3355 : tensor<f32>
    %3357 = stablehlo.multiply %2966, %2966 : tensor<64xf32>
    %3358 = stablehlo.constant dense<0.0> : tensor<f32>
    %3359 = "stablehlo.reduce"(%3357, %3358) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3360 = stablehlo.add %3356, %3359 : tensor<f32>
    %3361 = stablehlo.multiply %2960, %2960 : tensor<3x3x64x64xf32>
    %3362 = stablehlo.constant dense<0.0> : tensor<f32>
    %3363 = "stablehlo.reduce"(%3361, %3362) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3364 = stablehlo.constant dense<0.0> : tensor<f32>
    %3365 = "stablehlo.reduce"(%3363, %3364) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3366 = stablehlo.add %3360, %3365 : tensor<f32>
    %3367 = stablehlo.multiply %2945, %2945 : tensor<64xf32>
    %3368 = stablehlo.constant dense<0.0> : tensor<f32>
    %3369 = "stablehlo.reduce"(%3367, %3368) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3370 = stablehlo.add %3366, %3369 : tensor<f32>
    %3371 = stablehlo.multiply %2942, %2942 : tensor<64xf32>
    %3372 = stablehlo.constant dense<0.0> : tensor<f32>
    %3373 = "stablehlo.reduce"(%3371, %3372) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3374 = stablehlo.add %3370, %3373 : tensor<f32>
    %3375 = stablehlo.multiply %2936, %2936 : tensor<1x1x64x256xf32>
    %3376 = stablehlo.constant dense<0.0> : tensor<f32>
    %3377 = "stablehlo.reduce"(%3375, %3376) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3378 = stablehlo.constant dense<0.0> : tensor<f32>
    %3379 = "stablehlo.reduce"(%3377, %3378) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3380 = stablehlo.add %3374, %3379 : tensor<f32>
    %3381 = stablehlo.multiply %2921, %2921 : tensor<256xf32>
    %3382 = stablehlo.constant dense<0.0> : tensor<f32>
    %3383 = "stablehlo.reduce"(%3381, %3382) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3384 = stablehlo.add %3380, %3383 : tensor<f32>
    %3385 = stablehlo.multiply %2918, %2918 : tensor<256xf32>
    %3386 = stablehlo.constant dense<0.0> : tensor<f32>
    %3387 = "stablehlo.reduce"(%3385, %3386) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3388 = stablehlo.add %3384, %3387 : tensor<f32>
    %3389 = stablehlo.multiply %2891, %2891 : tensor<1x1x256x128xf32>
    %3390 = stablehlo.constant dense<0.0> : tensor<f32>
    %3391 = "stablehlo.reduce"(%3389, %3390) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x128xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3392 = stablehlo.constant dense<0.0> : tensor<f32>
    %3393 = "stablehlo.reduce"(%3391, %3392) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3394 = stablehlo.add %3388, %3393 : tensor<f32>
    %3395 = stablehlo.multiply %2876, %2876 : tensor<128xf32>
    %3396 = stablehlo.constant dense<0.0> : tensor<f32>
    %3397 = "stablehlo.reduce"(%3395, %3396) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3398 = stablehlo.add %3394, %3397 : tensor<f32>
    %3399 = stablehlo.multiply %2873, %2873 : tensor<128xf32>
    %3400 = stablehlo.constant dense<0.0> : tensor<f32>
    %3401 = "stablehlo.reduce"(%3399, %3400) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3402 = stablehlo.add %3398, %3401 : tensor<f32>
    %3403 = stablehlo.multiply %2867, %2867 : tensor<3x3x128x128xf32>
    %3404 = stablehlo.constant dense<0.0> : tensor<f32>
    %3405 = "stablehlo.reduce"(%3403, %3404) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %3406 = stablehlo.constant dense<0.0> : tensor<f32>
    %3407 = "stablehlo.reduce"(%3405, %3406) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3408 = stablehlo.add %3402, %3407 : tensor<f32>
    %3409 = stablehlo.multiply %2852, %2852 : tensor<128xf32>
    %3410 = stablehlo.constant dense<0.0> : tensor<f32>
    %3411 = "stablehlo.reduce"(%3409, %3410) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3412 = stablehlo.add %3408, %3411 : tensor<f32>
    %3413 = stablehlo.multiply %2849, %2849 : tensor<128xf32>
    %3414 = stablehlo.constant dense<0.0> : tensor<f32>
    %3415 = "stablehlo.reduce"(%3413, %3414) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3416 = stablehlo.add %3412, %3415 : tensor<f32>
    %3417 = stablehlo.multiply %2843, %2843 : tensor<1x1x128x512xf32>
    %3418 = stablehlo.constant dense<0.0> : tensor<f32>
    %3419 = "stablehlo.reduce"(%3417, %3418) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %3420 = stablehlo.constant dense<0.0> : tensor<f32>
    %3421 = "stablehlo.reduce"(%3419, %3420) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %3422 = stablehlo.add %3416, %3421 : tensor<f32>
    %3423 = stablehlo.multiply %2828, %2828 : tensor<512xf32>
    %3424 = stablehlo.constant dense<0.0> : tensor<f32>
    %3425 = "stablehlo.reduce"(%3423, %3424) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3426 = stablehlo.add %3422, %3425 : tensor<f32>
    %3427 = stablehlo.multiply %2825, %2825 : tensor<512xf32>
    %3428 = stablehlo.constant dense<0.0> : tensor<f32>
    %3429 = "stablehlo.reduce"(%3427, %3428) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3430 = stablehlo.add %3426, %3429 : tensor<f32>
    %3431 = stablehlo.multiply %2911, %2911 : tensor<1x1x256x512xf32>
    %3432 = stablehlo.constant dense<0.0> : tensor<f32>
    %3433 = "stablehlo.reduce"(%3431, %3432) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x512xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3434 = stablehlo.constant dense<0.0> : tensor<f32>
    %3435 = "stablehlo.reduce"(%3433, %3434) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3436 = stablehlo.add %3430, %3435 : tensor<f32>
    %3437 = stablehlo.multiply %2896, %2896 : tensor<512xf32>
    %3438 = stablehlo.constant dense<0.0> : tensor<f32>
    %3439 = "stablehlo.reduce"(%3437, %3438) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3440 = stablehlo.add %3436, %3439 : tensor<f32>
    %3441 = stablehlo.multiply %2893, %2893 : tensor<512xf32>
    %3442 = stablehlo.constant dense<0.0> : tensor<f32>
    %3443 = "stablehlo.reduce"(%3441, %3442) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3444 = stablehlo.add %3440, %3443 : tensor<f32>
    %3445 = stablehlo.multiply %2818, %2818 : tensor<1x1x512x128xf32>
    %3446 = stablehlo.constant dense<0.0> : tensor<f32>
    %3447 = "stablehlo.reduce"(%3445, %3446) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3448 = stablehlo.constant dense<0.0> : tensor<f32>
    %3449 = "stablehlo.reduce"(%3447, %3448) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3450 = stablehlo.add %3444, %3449 : tensor<f32>
    %3451 = stablehlo.multiply %2803, %2803 : tensor<128xf32>
    %3452 = stablehlo.constant dense<0.0> : tensor<f32>
    %3453 = "stablehlo.reduce"(%3451, %3452) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3454 = stablehlo.add %3450, %3453 : tensor<f32>
    %3455 = stablehlo.multiply %2800, %2800 : tensor<128xf32>
    %3456 = stablehlo.constant dense<0.0> : tensor<f32>
    %3457 = "stablehlo.reduce"(%3455, %3456) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3458 = stablehlo.add %3454, %3457 : tensor<f32>
    %3459 = stablehlo.multiply %2794, %2794 : tensor<3x3x128x128xf32>
    %3460 = stablehlo.constant dense<0.0> : tensor<f32>
    %3461 = "stablehlo.reduce"(%3459, %3460) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %3462 = stablehlo.constant dense<0.0> : tensor<f32>
    %3463 = "stablehlo.reduce"(%3461, %3462) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3464 = stablehlo.add %3458, %3463 : tensor<f32>
    %3465 = stablehlo.multiply %2779, %2779 : tensor<128xf32>
    %3466 = stablehlo.constant dense<0.0> : tensor<f32>
    %3467 = "stablehlo.reduce"(%3465, %3466) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3468 = stablehlo.add %3464, %3467 : tensor<f32>
    %3469 = stablehlo.multiply %2776, %2776 : tensor<128xf32>
    %3470 = stablehlo.constant dense<0.0> : tensor<f32>
    %3471 = "stablehlo.reduce"(%3469, %3470) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3472 = stablehlo.add %3468, %3471 : tensor<f32>
    %3473 = stablehlo.multiply %2770, %2770 : tensor<1x1x128x512xf32>
    %3474 = stablehlo.constant dense<0.0> : tensor<f32>
    %3475 = "stablehlo.reduce"(%3473, %3474) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %3476 = stablehlo.constant dense<0.0> : tensor<f32>
    %3477 = "stablehlo.reduce"(%3475, %3476) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %3478 = stablehlo.add %3472, %3477 : tensor<f32>
    %3479 = stablehlo.multiply %2755, %2755 : tensor<512xf32>
    %3480 = stablehlo.constant dense<0.0> : tensor<f32>
    %3481 = "stablehlo.reduce"(%3479, %3480) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3482 = stablehlo.add %3478, %3481 : tensor<f32>
    %3483 = stablehlo.multiply %2752, %2752 : tensor<512xf32>
    %3484 = stablehlo.constant dense<0.0> : tensor<f32>
    %3485 = "stablehlo.reduce"(%3483, %3484) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3486 = stablehlo.add %3482, %3485 : tensor<f32>
    %3487 = stablehlo.multiply %2745, %2745 : tensor<1x1x512x128xf32>
    %3488 = stablehlo.constant dense<0.0> : tensor<f32>
    %3489 = "stablehlo.reduce"(%3487, %3488) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3490 = stablehlo.constant dense<0.0> : tensor<f32>
    %3491 = "stablehlo.reduce"(%3489, %3490) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3492 = stablehlo.add %3486, %3491 : tensor<f32>
    %3493 = stablehlo.multiply %2730, %2730 : tensor<128xf32>
    %3494 = stablehlo.constant dense<0.0> : tensor<f32>
    %3495 = "stablehlo.reduce"(%3493, %3494) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3496 = stablehlo.add %3492, %3495 : tensor<f32>
    %3497 = stablehlo.multiply %2727, %2727 : tensor<128xf32>
    %3498 = stablehlo.constant dense<0.0> : tensor<f32>
    %3499 = "stablehlo.reduce"(%3497, %3498) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3500 = stablehlo.add %3496, %3499 : tensor<f32>
    %3501 = stablehlo.multiply %2721, %2721 : tensor<3x3x128x128xf32>
    %3502 = stablehlo.constant dense<0.0> : tensor<f32>
    %3503 = "stablehlo.reduce"(%3501, %3502) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %3504 = stablehlo.constant dense<0.0> : tensor<f32>
    %3505 = "stablehlo.reduce"(%3503, %3504) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3506 = stablehlo.add %3500, %3505 : tensor<f32>
    %3507 = stablehlo.multiply %2706, %2706 : tensor<128xf32>
    %3508 = stablehlo.constant dense<0.0> : tensor<f32>
    %3509 = "stablehlo.reduce"(%3507, %3508) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3510 = stablehlo.add %3506, %3509 : tensor<f32>
    %3511 = stablehlo.multiply %2703, %2703 : tensor<128xf32>
    %3512 = stablehlo.constant dense<0.0> : tensor<f32>
    %3513 = "stablehlo.reduce"(%3511, %3512) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3514 = stablehlo.add %3510, %3513 : tensor<f32>
    %3515 = stablehlo.multiply %2697, %2697 : tensor<1x1x128x512xf32>
    %3516 = stablehlo.constant dense<0.0> : tensor<f32>
    %3517 = "stablehlo.reduce"(%3515, %3516) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %3518 = stablehlo.constant dense<0.0> : tensor<f32>
    %3519 = "stablehlo.reduce"(%3517, %3518) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %3520 = stablehlo.add %3514, %3519 : tensor<f32>
    %3521 = stablehlo.multiply %2682, %2682 : tensor<512xf32>
    %3522 = stablehlo.constant dense<0.0> : tensor<f32>
    %3523 = "stablehlo.reduce"(%3521, %3522) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3524 = stablehlo.add %3520, %3523 : tensor<f32>
    %3525 = stablehlo.multiply %2679, %2679 : tensor<512xf32>
    %3526 = stablehlo.constant dense<0.0> : tensor<f32>
    %3527 = "stablehlo.reduce"(%3525, %3526) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3528 = stablehlo.add %3524, %3527 : tensor<f32>
    %3529 = stablehlo.multiply %2672, %2672 : tensor<1x1x512x128xf32>
    %3530 = stablehlo.constant dense<0.0> : tensor<f32>
    %3531 = "stablehlo.reduce"(%3529, %3530) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3532 = stablehlo.constant dense<0.0> : tensor<f32>
    %3533 = "stablehlo.reduce"(%3531, %3532) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3534 = stablehlo.add %3528, %3533 : tensor<f32>
    %3535 = stablehlo.multiply %2657, %2657 : tensor<128xf32>
    %3536 = stablehlo.constant dense<0.0> : tensor<f32>
    %3537 = "stablehlo.reduce"(%3535, %3536) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3538 = stablehlo.add %3534, %3537 : tensor<f32>
    %3539 = stablehlo.multiply %2654, %2654 : tensor<128xf32>
    %3540 = stablehlo.constant dense<0.0> : tensor<f32>
    %3541 = "stablehlo.reduce"(%3539, %3540) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3542 = stablehlo.add %3538, %3541 : tensor<f32>
    %3543 = stablehlo.multiply %2648, %2648 : tensor<3x3x128x128xf32>
    %3544 = stablehlo.constant dense<0.0> : tensor<f32>
    %3545 = "stablehlo.reduce"(%3543, %3544) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %3546 = stablehlo.constant dense<0.0> : tensor<f32>
    %3547 = "stablehlo.reduce"(%3545, %3546) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3548 = stablehlo.add %3542, %3547 : tensor<f32>
    %3549 = stablehlo.multiply %2633, %2633 : tensor<128xf32>
    %3550 = stablehlo.constant dense<0.0> : tensor<f32>
    %3551 = "stablehlo.reduce"(%3549, %3550) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3552 = stablehlo.add %3548, %3551 : tensor<f32>
    %3553 = stablehlo.multiply %2630, %2630 : tensor<128xf32>
    %3554 = stablehlo.constant dense<0.0> : tensor<f32>
    %3555 = "stablehlo.reduce"(%3553, %3554) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3556 = stablehlo.add %3552, %3555 : tensor<f32>
    %3557 = stablehlo.multiply %2624, %2624 : tensor<1x1x128x512xf32>
    %3558 = stablehlo.constant dense<0.0> : tensor<f32>
    %3559 = "stablehlo.reduce"(%3557, %3558) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %3560 = stablehlo.constant dense<0.0> : tensor<f32>
    %3561 = "stablehlo.reduce"(%3559, %3560) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %3562 = stablehlo.add %3556, %3561 : tensor<f32>
    %3563 = stablehlo.multiply %2609, %2609 : tensor<512xf32>
    %3564 = stablehlo.constant dense<0.0> : tensor<f32>
    %3565 = "stablehlo.reduce"(%3563, %3564) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3566 = stablehlo.add %3562, %3565 : tensor<f32>
    %3567 = stablehlo.multiply %2606, %2606 : tensor<512xf32>
    %3568 = stablehlo.constant dense<0.0> : tensor<f32>
    %3569 = "stablehlo.reduce"(%3567, %3568) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3570 = stablehlo.add %3566, %3569 : tensor<f32>
    %3571 = stablehlo.multiply %2579, %2579 : tensor<1x1x512x256xf32>
    %3572 = stablehlo.constant dense<0.0> : tensor<f32>
    %3573 = "stablehlo.reduce"(%3571, %3572) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x256xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3574 = stablehlo.constant dense<0.0> : tensor<f32>
    %3575 = "stablehlo.reduce"(%3573, %3574) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3576 = stablehlo.add %3570, %3575 : tensor<f32>
    %3577 = stablehlo.multiply %2564, %2564 : tensor<256xf32>
    %3578 = stablehlo.constant dense<0.0> : tensor<f32>
    %3579 = "stablehlo.reduce"(%3577, %3578) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3580 = stablehlo.add %3576, %3579 : tensor<f32>
    %3581 = stablehlo.multiply %2561, %2561 : tensor<256xf32>
    %3582 = stablehlo.constant dense<0.0> : tensor<f32>
    %3583 = "stablehlo.reduce"(%3581, %3582) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3584 = stablehlo.add %3580, %3583 : tensor<f32>
    %3585 = stablehlo.multiply %2555, %2555 : tensor<3x3x256x256xf32>
    %3586 = stablehlo.constant dense<0.0> : tensor<f32>
    %3587 = "stablehlo.reduce"(%3585, %3586) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3588 = stablehlo.constant dense<0.0> : tensor<f32>
    %3589 = "stablehlo.reduce"(%3587, %3588) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3590 = stablehlo.add %3584, %3589 : tensor<f32>
    %3591 = stablehlo.multiply %2540, %2540 : tensor<256xf32>
    %3592 = stablehlo.constant dense<0.0> : tensor<f32>
    %3593 = "stablehlo.reduce"(%3591, %3592) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3594 = stablehlo.add %3590, %3593 : tensor<f32>
    %3595 = stablehlo.multiply %2537, %2537 : tensor<256xf32>
    %3596 = stablehlo.constant dense<0.0> : tensor<f32>
    %3597 = "stablehlo.reduce"(%3595, %3596) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3598 = stablehlo.add %3594, %3597 : tensor<f32>
    %3599 = stablehlo.multiply %2531, %2531 : tensor<1x1x256x1024xf32>
    %3600 = stablehlo.constant dense<0.0> : tensor<f32>
    %3601 = "stablehlo.reduce"(%3599, %3600) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3602 = stablehlo.constant dense<0.0> : tensor<f32>
    %3603 = "stablehlo.reduce"(%3601, %3602) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3604 = stablehlo.add %3598, %3603 : tensor<f32>
    %3605 = stablehlo.multiply %2516, %2516 : tensor<1024xf32>
    %3606 = stablehlo.constant dense<0.0> : tensor<f32>
    %3607 = "stablehlo.reduce"(%3605, %3606) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3608 = stablehlo.add %3604, %3607 : tensor<f32>
    %3609 = stablehlo.multiply %2513, %2513 : tensor<1024xf32>
    %3610 = stablehlo.constant dense<0.0> : tensor<f32>
    %3611 = "stablehlo.reduce"(%3609, %3610) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3612 = stablehlo.add %3608, %3611 : tensor<f32>
    %3613 = stablehlo.multiply %2599, %2599 : tensor<1x1x512x1024xf32>
    %3614 = stablehlo.constant dense<0.0> : tensor<f32>
    %3615 = "stablehlo.reduce"(%3613, %3614) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x1024xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3616 = stablehlo.constant dense<0.0> : tensor<f32>
    %3617 = "stablehlo.reduce"(%3615, %3616) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3618 = stablehlo.add %3612, %3617 : tensor<f32>
    %3619 = stablehlo.multiply %2584, %2584 : tensor<1024xf32>
    %3620 = stablehlo.constant dense<0.0> : tensor<f32>
    %3621 = "stablehlo.reduce"(%3619, %3620) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3622 = stablehlo.add %3618, %3621 : tensor<f32>
    %3623 = stablehlo.multiply %2581, %2581 : tensor<1024xf32>
    %3624 = stablehlo.constant dense<0.0> : tensor<f32>
    %3625 = "stablehlo.reduce"(%3623, %3624) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3626 = stablehlo.add %3622, %3625 : tensor<f32>
    %3627 = stablehlo.multiply %2506, %2506 : tensor<1x1x1024x256xf32>
    %3628 = stablehlo.constant dense<0.0> : tensor<f32>
    %3629 = "stablehlo.reduce"(%3627, %3628) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3630 = stablehlo.constant dense<0.0> : tensor<f32>
    %3631 = "stablehlo.reduce"(%3629, %3630) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3632 = stablehlo.add %3626, %3631 : tensor<f32>
    %3633 = stablehlo.multiply %2491, %2491 : tensor<256xf32>
    %3634 = stablehlo.constant dense<0.0> : tensor<f32>
    %3635 = "stablehlo.reduce"(%3633, %3634) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3636 = stablehlo.add %3632, %3635 : tensor<f32>
    %3637 = stablehlo.multiply %2488, %2488 : tensor<256xf32>
    %3638 = stablehlo.constant dense<0.0> : tensor<f32>
    %3639 = "stablehlo.reduce"(%3637, %3638) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3640 = stablehlo.add %3636, %3639 : tensor<f32>
    %3641 = stablehlo.multiply %2482, %2482 : tensor<3x3x256x256xf32>
    %3642 = stablehlo.constant dense<0.0> : tensor<f32>
    %3643 = "stablehlo.reduce"(%3641, %3642) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3644 = stablehlo.constant dense<0.0> : tensor<f32>
    %3645 = "stablehlo.reduce"(%3643, %3644) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3646 = stablehlo.add %3640, %3645 : tensor<f32>
    %3647 = stablehlo.multiply %2467, %2467 : tensor<256xf32>
    %3648 = stablehlo.constant dense<0.0> : tensor<f32>
    %3649 = "stablehlo.reduce"(%3647, %3648) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3650 = stablehlo.add %3646, %3649 : tensor<f32>
    %3651 = stablehlo.multiply %2464, %2464 : tensor<256xf32>
    %3652 = stablehlo.constant dense<0.0> : tensor<f32>
    %3653 = "stablehlo.reduce"(%3651, %3652) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3654 = stablehlo.add %3650, %3653 : tensor<f32>
    %3655 = stablehlo.multiply %2458, %2458 : tensor<1x1x256x1024xf32>
    %3656 = stablehlo.constant dense<0.0> : tensor<f32>
    %3657 = "stablehlo.reduce"(%3655, %3656) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3658 = stablehlo.constant dense<0.0> : tensor<f32>
    %3659 = "stablehlo.reduce"(%3657, %3658) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3660 = stablehlo.add %3654, %3659 : tensor<f32>
    %3661 = stablehlo.multiply %2443, %2443 : tensor<1024xf32>
    %3662 = stablehlo.constant dense<0.0> : tensor<f32>
    %3663 = "stablehlo.reduce"(%3661, %3662) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3664 = stablehlo.add %3660, %3663 : tensor<f32>
    %3665 = stablehlo.multiply %2440, %2440 : tensor<1024xf32>
    %3666 = stablehlo.constant dense<0.0> : tensor<f32>
    %3667 = "stablehlo.reduce"(%3665, %3666) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3668 = stablehlo.add %3664, %3667 : tensor<f32>
    %3669 = stablehlo.multiply %2433, %2433 : tensor<1x1x1024x256xf32>
    %3670 = stablehlo.constant dense<0.0> : tensor<f32>
    %3671 = "stablehlo.reduce"(%3669, %3670) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3672 = stablehlo.constant dense<0.0> : tensor<f32>
    %3673 = "stablehlo.reduce"(%3671, %3672) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3674 = stablehlo.add %3668, %3673 : tensor<f32>
    %3675 = stablehlo.multiply %2418, %2418 : tensor<256xf32>
    %3676 = stablehlo.constant dense<0.0> : tensor<f32>
    %3677 = "stablehlo.reduce"(%3675, %3676) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3678 = stablehlo.add %3674, %3677 : tensor<f32>
    %3679 = stablehlo.multiply %2415, %2415 : tensor<256xf32>
    %3680 = stablehlo.constant dense<0.0> : tensor<f32>
    %3681 = "stablehlo.reduce"(%3679, %3680) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3682 = stablehlo.add %3678, %3681 : tensor<f32>
    %3683 = stablehlo.multiply %2409, %2409 : tensor<3x3x256x256xf32>
    %3684 = stablehlo.constant dense<0.0> : tensor<f32>
    %3685 = "stablehlo.reduce"(%3683, %3684) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3686 = stablehlo.constant dense<0.0> : tensor<f32>
    %3687 = "stablehlo.reduce"(%3685, %3686) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3688 = stablehlo.add %3682, %3687 : tensor<f32>
    %3689 = stablehlo.multiply %2394, %2394 : tensor<256xf32>
    %3690 = stablehlo.constant dense<0.0> : tensor<f32>
    %3691 = "stablehlo.reduce"(%3689, %3690) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3692 = stablehlo.add %3688, %3691 : tensor<f32>
    %3693 = stablehlo.multiply %2391, %2391 : tensor<256xf32>
    %3694 = stablehlo.constant dense<0.0> : tensor<f32>
    %3695 = "stablehlo.reduce"(%3693, %3694) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3696 = stablehlo.add %3692, %3695 : tensor<f32>
    %3697 = stablehlo.multiply %2385, %2385 : tensor<1x1x256x1024xf32>
    %3698 = stablehlo.constant dense<0.0> : tensor<f32>
    %3699 = "stablehlo.reduce"(%3697, %3698) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3700 = stablehlo.constant dense<0.0> : tensor<f32>
    %3701 = "stablehlo.reduce"(%3699, %3700) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3702 = stablehlo.add %3696, %3701 : tensor<f32>
    %3703 = stablehlo.multiply %2370, %2370 : tensor<1024xf32>
    %3704 = stablehlo.constant dense<0.0> : tensor<f32>
    %3705 = "stablehlo.reduce"(%3703, %3704) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3706 = stablehlo.add %3702, %3705 : tensor<f32>
    %3707 = stablehlo.multiply %2367, %2367 : tensor<1024xf32>
    %3708 = stablehlo.constant dense<0.0> : tensor<f32>
    %3709 = "stablehlo.reduce"(%3707, %3708) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3710 = stablehlo.add %3706, %3709 : tensor<f32>
    %3711 = stablehlo.multiply %2360, %2360 : tensor<1x1x1024x256xf32>
    %3712 = stablehlo.constant dense<0.0> : tensor<f32>
    %3713 = "stablehlo.reduce"(%3711, %3712) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3714 = stablehlo.constant dense<0.0> : tensor<f32>
    %3715 = "stablehlo.reduce"(%3713, %3714) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3716 = stablehlo.add %3710, %3715 : tensor<f32>
    %3717 = stablehlo.multiply %2345, %2345 : tensor<256xf32>
    %3718 = stablehlo.constant dense<0.0> : tensor<f32>
    %3719 = "stablehlo.reduce"(%3717, %3718) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3720 = stablehlo.add %3716, %3719 : tensor<f32>
    %3721 = stablehlo.multiply %2342, %2342 : tensor<256xf32>
    %3722 = stablehlo.constant dense<0.0> : tensor<f32>
    %3723 = "stablehlo.reduce"(%3721, %3722) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3724 = stablehlo.add %3720, %3723 : tensor<f32>
    %3725 = stablehlo.multiply %2336, %2336 : tensor<3x3x256x256xf32>
    %3726 = stablehlo.constant dense<0.0> : tensor<f32>
    %3727 = "stablehlo.reduce"(%3725, %3726) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3728 = stablehlo.constant dense<0.0> : tensor<f32>
    %3729 = "stablehlo.reduce"(%3727, %3728) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3730 = stablehlo.add %3724, %3729 : tensor<f32>
    %3731 = stablehlo.multiply %2321, %2321 : tensor<256xf32>
    %3732 = stablehlo.constant dense<0.0> : tensor<f32>
    %3733 = "stablehlo.reduce"(%3731, %3732) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3734 = stablehlo.add %3730, %3733 : tensor<f32>
    %3735 = stablehlo.multiply %2318, %2318 : tensor<256xf32>
    %3736 = stablehlo.constant dense<0.0> : tensor<f32>
    %3737 = "stablehlo.reduce"(%3735, %3736) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3738 = stablehlo.add %3734, %3737 : tensor<f32>
    %3739 = stablehlo.multiply %2312, %2312 : tensor<1x1x256x1024xf32>
    %3740 = stablehlo.constant dense<0.0> : tensor<f32>
    %3741 = "stablehlo.reduce"(%3739, %3740) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3742 = stablehlo.constant dense<0.0> : tensor<f32>
    %3743 = "stablehlo.reduce"(%3741, %3742) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3744 = stablehlo.add %3738, %3743 : tensor<f32>
    %3745 = stablehlo.multiply %2297, %2297 : tensor<1024xf32>
    %3746 = stablehlo.constant dense<0.0> : tensor<f32>
    %3747 = "stablehlo.reduce"(%3745, %3746) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3748 = stablehlo.add %3744, %3747 : tensor<f32>
    %3749 = stablehlo.multiply %2294, %2294 : tensor<1024xf32>
    %3750 = stablehlo.constant dense<0.0> : tensor<f32>
    %3751 = "stablehlo.reduce"(%3749, %3750) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3752 = stablehlo.add %3748, %3751 : tensor<f32>
    %3753 = stablehlo.multiply %2287, %2287 : tensor<1x1x1024x256xf32>
    %3754 = stablehlo.constant dense<0.0> : tensor<f32>
    %3755 = "stablehlo.reduce"(%3753, %3754) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3756 = stablehlo.constant dense<0.0> : tensor<f32>
    %3757 = "stablehlo.reduce"(%3755, %3756) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3758 = stablehlo.add %3752, %3757 : tensor<f32>
    %3759 = stablehlo.multiply %2272, %2272 : tensor<256xf32>
    %3760 = stablehlo.constant dense<0.0> : tensor<f32>
    %3761 = "stablehlo.reduce"(%3759, %3760) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3762 = stablehlo.add %3758, %3761 : tensor<f32>
    %3763 = stablehlo.multiply %2269, %2269 : tensor<256xf32>
    %3764 = stablehlo.constant dense<0.0> : tensor<f32>
    %3765 = "stablehlo.reduce"(%3763, %3764) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3766 = stablehlo.add %3762, %3765 : tensor<f32>
    %3767 = stablehlo.multiply %2263, %2263 : tensor<3x3x256x256xf32>
    %3768 = stablehlo.constant dense<0.0> : tensor<f32>
    %3769 = "stablehlo.reduce"(%3767, %3768) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3770 = stablehlo.constant dense<0.0> : tensor<f32>
    %3771 = "stablehlo.reduce"(%3769, %3770) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3772 = stablehlo.add %3766, %3771 : tensor<f32>
    %3773 = stablehlo.multiply %2248, %2248 : tensor<256xf32>
    %3774 = stablehlo.constant dense<0.0> : tensor<f32>
    %3775 = "stablehlo.reduce"(%3773, %3774) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3776 = stablehlo.add %3772, %3775 : tensor<f32>
    %3777 = stablehlo.multiply %2245, %2245 : tensor<256xf32>
    %3778 = stablehlo.constant dense<0.0> : tensor<f32>
    %3779 = "stablehlo.reduce"(%3777, %3778) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3780 = stablehlo.add %3776, %3779 : tensor<f32>
    %3781 = stablehlo.multiply %2239, %2239 : tensor<1x1x256x1024xf32>
    %3782 = stablehlo.constant dense<0.0> : tensor<f32>
    %3783 = "stablehlo.reduce"(%3781, %3782) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3784 = stablehlo.constant dense<0.0> : tensor<f32>
    %3785 = "stablehlo.reduce"(%3783, %3784) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3786 = stablehlo.add %3780, %3785 : tensor<f32>
    %3787 = stablehlo.multiply %2224, %2224 : tensor<1024xf32>
    %3788 = stablehlo.constant dense<0.0> : tensor<f32>
    %3789 = "stablehlo.reduce"(%3787, %3788) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3790 = stablehlo.add %3786, %3789 : tensor<f32>
    %3791 = stablehlo.multiply %2221, %2221 : tensor<1024xf32>
    %3792 = stablehlo.constant dense<0.0> : tensor<f32>
    %3793 = "stablehlo.reduce"(%3791, %3792) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3794 = stablehlo.add %3790, %3793 : tensor<f32>
    %3795 = stablehlo.multiply %2214, %2214 : tensor<1x1x1024x256xf32>
    %3796 = stablehlo.constant dense<0.0> : tensor<f32>
    %3797 = "stablehlo.reduce"(%3795, %3796) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3798 = stablehlo.constant dense<0.0> : tensor<f32>
    %3799 = "stablehlo.reduce"(%3797, %3798) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3800 = stablehlo.add %3794, %3799 : tensor<f32>
    %3801 = stablehlo.multiply %2199, %2199 : tensor<256xf32>
    %3802 = stablehlo.constant dense<0.0> : tensor<f32>
    %3803 = "stablehlo.reduce"(%3801, %3802) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3804 = stablehlo.add %3800, %3803 : tensor<f32>
    %3805 = stablehlo.multiply %2196, %2196 : tensor<256xf32>
    %3806 = stablehlo.constant dense<0.0> : tensor<f32>
    %3807 = "stablehlo.reduce"(%3805, %3806) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3808 = stablehlo.add %3804, %3807 : tensor<f32>
    %3809 = stablehlo.multiply %2190, %2190 : tensor<3x3x256x256xf32>
    %3810 = stablehlo.constant dense<0.0> : tensor<f32>
    %3811 = "stablehlo.reduce"(%3809, %3810) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3812 = stablehlo.constant dense<0.0> : tensor<f32>
    %3813 = "stablehlo.reduce"(%3811, %3812) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3814 = stablehlo.add %3808, %3813 : tensor<f32>
    %3815 = stablehlo.multiply %2175, %2175 : tensor<256xf32>
    %3816 = stablehlo.constant dense<0.0> : tensor<f32>
    %3817 = "stablehlo.reduce"(%3815, %3816) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3818 = stablehlo.add %3814, %3817 : tensor<f32>
    %3819 = stablehlo.multiply %2172, %2172 : tensor<256xf32>
    %3820 = stablehlo.constant dense<0.0> : tensor<f32>
    %3821 = "stablehlo.reduce"(%3819, %3820) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3822 = stablehlo.add %3818, %3821 : tensor<f32>
    %3823 = stablehlo.multiply %2166, %2166 : tensor<1x1x256x1024xf32>
    %3824 = stablehlo.constant dense<0.0> : tensor<f32>
    %3825 = "stablehlo.reduce"(%3823, %3824) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3826 = stablehlo.constant dense<0.0> : tensor<f32>
    %3827 = "stablehlo.reduce"(%3825, %3826) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3828 = stablehlo.add %3822, %3827 : tensor<f32>
    %3829 = stablehlo.multiply %2151, %2151 : tensor<1024xf32>
    %3830 = stablehlo.constant dense<0.0> : tensor<f32>
    %3831 = "stablehlo.reduce"(%3829, %3830) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3832 = stablehlo.add %3828, %3831 : tensor<f32>
    %3833 = stablehlo.multiply %2148, %2148 : tensor<1024xf32>
    %3834 = stablehlo.constant dense<0.0> : tensor<f32>
    %3835 = "stablehlo.reduce"(%3833, %3834) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3836 = stablehlo.add %3832, %3835 : tensor<f32>
    %3837 = stablehlo.multiply %2121, %2121 : tensor<1x1x1024x512xf32>
    %3838 = stablehlo.constant dense<0.0> : tensor<f32>
    %3839 = "stablehlo.reduce"(%3837, %3838) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x512xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3840 = stablehlo.constant dense<0.0> : tensor<f32>
    %3841 = "stablehlo.reduce"(%3839, %3840) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3842 = stablehlo.add %3836, %3841 : tensor<f32>
    %3843 = stablehlo.multiply %2106, %2106 : tensor<512xf32>
    %3844 = stablehlo.constant dense<0.0> : tensor<f32>
    %3845 = "stablehlo.reduce"(%3843, %3844) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3846 = stablehlo.add %3842, %3845 : tensor<f32>
    %3847 = stablehlo.multiply %2103, %2103 : tensor<512xf32>
    %3848 = stablehlo.constant dense<0.0> : tensor<f32>
    %3849 = "stablehlo.reduce"(%3847, %3848) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3850 = stablehlo.add %3846, %3849 : tensor<f32>
    %3851 = stablehlo.multiply %2097, %2097 : tensor<3x3x512x512xf32>
    %3852 = stablehlo.constant dense<0.0> : tensor<f32>
    %3853 = "stablehlo.reduce"(%3851, %3852) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3854 = stablehlo.constant dense<0.0> : tensor<f32>
    %3855 = "stablehlo.reduce"(%3853, %3854) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3856 = stablehlo.add %3850, %3855 : tensor<f32>
    %3857 = stablehlo.multiply %2082, %2082 : tensor<512xf32>
    %3858 = stablehlo.constant dense<0.0> : tensor<f32>
    %3859 = "stablehlo.reduce"(%3857, %3858) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3860 = stablehlo.add %3856, %3859 : tensor<f32>
    %3861 = stablehlo.multiply %2079, %2079 : tensor<512xf32>
    %3862 = stablehlo.constant dense<0.0> : tensor<f32>
    %3863 = "stablehlo.reduce"(%3861, %3862) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3864 = stablehlo.add %3860, %3863 : tensor<f32>
    %3865 = stablehlo.multiply %2073, %2073 : tensor<1x1x512x2048xf32>
    %3866 = stablehlo.constant dense<0.0> : tensor<f32>
    %3867 = "stablehlo.reduce"(%3865, %3866) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3868 = stablehlo.constant dense<0.0> : tensor<f32>
    %3869 = "stablehlo.reduce"(%3867, %3868) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3870 = stablehlo.add %3864, %3869 : tensor<f32>
    %3871 = stablehlo.multiply %2058, %2058 : tensor<2048xf32>
    %3872 = stablehlo.constant dense<0.0> : tensor<f32>
    %3873 = "stablehlo.reduce"(%3871, %3872) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3874 = stablehlo.add %3870, %3873 : tensor<f32>
    %3875 = stablehlo.multiply %2055, %2055 : tensor<2048xf32>
    %3876 = stablehlo.constant dense<0.0> : tensor<f32>
    %3877 = "stablehlo.reduce"(%3875, %3876) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3878 = stablehlo.add %3874, %3877 : tensor<f32>
    %3879 = stablehlo.multiply %2141, %2141 : tensor<1x1x1024x2048xf32>
    %3880 = stablehlo.constant dense<0.0> : tensor<f32>
    %3881 = "stablehlo.reduce"(%3879, %3880) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x2048xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3882 = stablehlo.constant dense<0.0> : tensor<f32>
    %3883 = "stablehlo.reduce"(%3881, %3882) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3884 = stablehlo.add %3878, %3883 : tensor<f32>
    %3885 = stablehlo.multiply %2126, %2126 : tensor<2048xf32>
    %3886 = stablehlo.constant dense<0.0> : tensor<f32>
    %3887 = "stablehlo.reduce"(%3885, %3886) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3888 = stablehlo.add %3884, %3887 : tensor<f32>
    %3889 = stablehlo.multiply %2123, %2123 : tensor<2048xf32>
    %3890 = stablehlo.constant dense<0.0> : tensor<f32>
    %3891 = "stablehlo.reduce"(%3889, %3890) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3892 = stablehlo.add %3888, %3891 : tensor<f32>
    %3893 = stablehlo.multiply %2048, %2048 : tensor<1x1x2048x512xf32>
    %3894 = stablehlo.constant dense<0.0> : tensor<f32>
    %3895 = "stablehlo.reduce"(%3893, %3894) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2048x512xf32>, tensor<f32>) -> tensor<1x1x2048xf32>
    %3896 = stablehlo.constant dense<0.0> : tensor<f32>
    %3897 = "stablehlo.reduce"(%3895, %3896) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<f32>
    %3898 = stablehlo.add %3892, %3897 : tensor<f32>
    %3899 = stablehlo.multiply %2033, %2033 : tensor<512xf32>
    %3900 = stablehlo.constant dense<0.0> : tensor<f32>
    %3901 = "stablehlo.reduce"(%3899, %3900) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3902 = stablehlo.add %3898, %3901 : tensor<f32>
    %3903 = stablehlo.multiply %2030, %2030 : tensor<512xf32>
    %3904 = stablehlo.constant dense<0.0> : tensor<f32>
    %3905 = "stablehlo.reduce"(%3903, %3904) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3906 = stablehlo.add %3902, %3905 : tensor<f32>
    %3907 = stablehlo.multiply %2024, %2024 : tensor<3x3x512x512xf32>
    %3908 = stablehlo.constant dense<0.0> : tensor<f32>
    %3909 = "stablehlo.reduce"(%3907, %3908) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3910 = stablehlo.constant dense<0.0> : tensor<f32>
    %3911 = "stablehlo.reduce"(%3909, %3910) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3912 = stablehlo.add %3906, %3911 : tensor<f32>
    %3913 = stablehlo.multiply %2009, %2009 : tensor<512xf32>
    %3914 = stablehlo.constant dense<0.0> : tensor<f32>
    %3915 = "stablehlo.reduce"(%3913, %3914) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3916 = stablehlo.add %3912, %3915 : tensor<f32>
    %3917 = stablehlo.multiply %2006, %2006 : tensor<512xf32>
    %3918 = stablehlo.constant dense<0.0> : tensor<f32>
    %3919 = "stablehlo.reduce"(%3917, %3918) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3920 = stablehlo.add %3916, %3919 : tensor<f32>
    %3921 = stablehlo.multiply %2000, %2000 : tensor<1x1x512x2048xf32>
    %3922 = stablehlo.constant dense<0.0> : tensor<f32>
    %3923 = "stablehlo.reduce"(%3921, %3922) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3924 = stablehlo.constant dense<0.0> : tensor<f32>
    %3925 = "stablehlo.reduce"(%3923, %3924) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3926 = stablehlo.add %3920, %3925 : tensor<f32>
    %3927 = stablehlo.multiply %1985, %1985 : tensor<2048xf32>
    %3928 = stablehlo.constant dense<0.0> : tensor<f32>
    %3929 = "stablehlo.reduce"(%3927, %3928) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3930 = stablehlo.add %3926, %3929 : tensor<f32>
    %3931 = stablehlo.multiply %1982, %1982 : tensor<2048xf32>
    %3932 = stablehlo.constant dense<0.0> : tensor<f32>
    %3933 = "stablehlo.reduce"(%3931, %3932) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3934 = stablehlo.add %3930, %3933 : tensor<f32>
    %3935 = stablehlo.multiply %1975, %1975 : tensor<1x1x2048x512xf32>
    %3936 = stablehlo.constant dense<0.0> : tensor<f32>
    %3937 = "stablehlo.reduce"(%3935, %3936) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2048x512xf32>, tensor<f32>) -> tensor<1x1x2048xf32>
    %3938 = stablehlo.constant dense<0.0> : tensor<f32>
    %3939 = "stablehlo.reduce"(%3937, %3938) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<f32>
    %3940 = stablehlo.add %3934, %3939 : tensor<f32>
    %3941 = stablehlo.multiply %1960, %1960 : tensor<512xf32>
    %3942 = stablehlo.constant dense<0.0> : tensor<f32>
    %3943 = "stablehlo.reduce"(%3941, %3942) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3944 = stablehlo.add %3940, %3943 : tensor<f32>
    %3945 = stablehlo.multiply %1957, %1957 : tensor<512xf32>
    %3946 = stablehlo.constant dense<0.0> : tensor<f32>
    %3947 = "stablehlo.reduce"(%3945, %3946) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3948 = stablehlo.add %3944, %3947 : tensor<f32>
    %3949 = stablehlo.multiply %1951, %1951 : tensor<3x3x512x512xf32>
    %3950 = stablehlo.constant dense<0.0> : tensor<f32>
    %3951 = "stablehlo.reduce"(%3949, %3950) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3952 = stablehlo.constant dense<0.0> : tensor<f32>
    %3953 = "stablehlo.reduce"(%3951, %3952) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3954 = stablehlo.add %3948, %3953 : tensor<f32>
    %3955 = stablehlo.multiply %1936, %1936 : tensor<512xf32>
    %3956 = stablehlo.constant dense<0.0> : tensor<f32>
    %3957 = "stablehlo.reduce"(%3955, %3956) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3958 = stablehlo.add %3954, %3957 : tensor<f32>
    %3959 = stablehlo.multiply %1933, %1933 : tensor<512xf32>
    %3960 = stablehlo.constant dense<0.0> : tensor<f32>
    %3961 = "stablehlo.reduce"(%3959, %3960) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3962 = stablehlo.add %3958, %3961 : tensor<f32>
    %3963 = stablehlo.multiply %1927, %1927 : tensor<1x1x512x2048xf32>
    %3964 = stablehlo.constant dense<0.0> : tensor<f32>
    %3965 = "stablehlo.reduce"(%3963, %3964) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3966 = stablehlo.constant dense<0.0> : tensor<f32>
    %3967 = "stablehlo.reduce"(%3965, %3966) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3968 = stablehlo.add %3962, %3967 : tensor<f32>
    %3969 = stablehlo.multiply %1912, %1912 : tensor<2048xf32>
    %3970 = stablehlo.constant dense<0.0> : tensor<f32>
    %3971 = "stablehlo.reduce"(%3969, %3970) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3972 = stablehlo.add %3968, %3971 : tensor<f32>
    %3973 = stablehlo.multiply %1909, %1909 : tensor<2048xf32>
    %3974 = stablehlo.constant dense<0.0> : tensor<f32>
    %3975 = "stablehlo.reduce"(%3973, %3974) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3976 = stablehlo.add %3972, %3975 : tensor<f32>
    %3977 = stablehlo.multiply %1898, %1898 : tensor<2048x1000xf32>
    %3978 = stablehlo.constant dense<0.0> : tensor<f32>
    %3979 = "stablehlo.reduce"(%3977, %3978) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2048x1000xf32>, tensor<f32>) -> tensor<2048xf32>
    %3980 = stablehlo.constant dense<0.0> : tensor<f32>
    %3981 = "stablehlo.reduce"(%3979, %3980) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3982 = stablehlo.add %3976, %3981 : tensor<f32>
    %3983 = stablehlo.multiply %1900, %1900 : tensor<1000xf32>
    %3984 = stablehlo.constant dense<0.0> : tensor<f32>
    %3985 = "stablehlo.reduce"(%3983, %3984) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %3986 = stablehlo.add %3982, %3985 : tensor<f32>
    %3987 = stablehlo.sqrt %3986 : tensor<f32>
    %3988 = stablehlo.constant dense<1.0> : tensor<f32>
    %3989 = "stablehlo.compare"(%3987, %3988) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3990 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3991 = stablehlo.divide %3235, %3990 : tensor<7x7x3x64xf32>
    %3992 = stablehlo.constant dense<1.0> : tensor<7x7x3x64xf32>
    %3993 = stablehlo.multiply %3991, %3992 : tensor<7x7x3x64xf32>
    %3994 = "stablehlo.select"(%3989, %3235, %3993) : (tensor<i1>, tensor<7x7x3x64xf32>, tensor<7x7x3x64xf32>) -> tensor<7x7x3x64xf32>
    %3995 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3996 = stablehlo.divide %3222, %3995 : tensor<64xf32>
    %3997 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3998 = stablehlo.multiply %3996, %3997 : tensor<64xf32>
    %3999 = "stablehlo.select"(%3989, %3222, %3998) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4000 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4001 = stablehlo.divide %3219, %4000 : tensor<64xf32>
    %4002 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4003 = stablehlo.multiply %4001, %4002 : tensor<64xf32>
    %4004 = "stablehlo.select"(%3989, %3219, %4003) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4005 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %4006 = stablehlo.divide %3130, %4005 : tensor<1x1x64x64xf32>
    %4007 = stablehlo.constant dense<1.0> : tensor<1x1x64x64xf32>
    %4008 = stablehlo.multiply %4006, %4007 : tensor<1x1x64x64xf32>
    %4009 = "stablehlo.select"(%3989, %3130, %4008) : (tensor<i1>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xf32>
    %4010 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4011 = stablehlo.divide %3115, %4010 : tensor<64xf32>
    %4012 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4013 = stablehlo.multiply %4011, %4012 : tensor<64xf32>
    %4014 = "stablehlo.select"(%3989, %3115, %4013) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4015 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4016 = stablehlo.divide %3112, %4015 : tensor<64xf32>
    %4017 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4018 = stablehlo.multiply %4016, %4017 : tensor<64xf32>
    %4019 = "stablehlo.select"(%3989, %3112, %4018) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4020 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4021 = stablehlo.divide %3106, %4020 : tensor<3x3x64x64xf32>
    %4022 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4023 = stablehlo.multiply %4021, %4022 : tensor<3x3x64x64xf32>
    %4024 = "stablehlo.select"(%3989, %3106, %4023) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4025 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4026 = stablehlo.divide %3091, %4025 : tensor<64xf32>
    %4027 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4028 = stablehlo.multiply %4026, %4027 : tensor<64xf32>
    %4029 = "stablehlo.select"(%3989, %3091, %4028) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4030 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4031 = stablehlo.divide %3088, %4030 : tensor<64xf32>
    %4032 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4033 = stablehlo.multiply %4031, %4032 : tensor<64xf32>
    %4034 = "stablehlo.select"(%3989, %3088, %4033) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4035 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4036 = stablehlo.divide %3082, %4035 : tensor<1x1x64x256xf32>
    %4037 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4038 = stablehlo.multiply %4036, %4037 : tensor<1x1x64x256xf32>
    %4039 = "stablehlo.select"(%3989, %3082, %4038) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4040 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4041 = stablehlo.divide %3067, %4040 : tensor<256xf32>
    %4042 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4043 = stablehlo.multiply %4041, %4042 : tensor<256xf32>
    %4044 = "stablehlo.select"(%3989, %3067, %4043) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4045 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4046 = stablehlo.divide %3064, %4045 : tensor<256xf32>
    %4047 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4048 = stablehlo.multiply %4046, %4047 : tensor<256xf32>
    %4049 = "stablehlo.select"(%3989, %3064, %4048) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4050 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4051 = stablehlo.divide %3150, %4050 : tensor<1x1x64x256xf32>
    %4052 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4053 = stablehlo.multiply %4051, %4052 : tensor<1x1x64x256xf32>
    %4054 = "stablehlo.select"(%3989, %3150, %4053) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4055 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4056 = stablehlo.divide %3135, %4055 : tensor<256xf32>
    %4057 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4058 = stablehlo.multiply %4056, %4057 : tensor<256xf32>
    %4059 = "stablehlo.select"(%3989, %3135, %4058) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4060 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4061 = stablehlo.divide %3132, %4060 : tensor<256xf32>
    %4062 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4063 = stablehlo.multiply %4061, %4062 : tensor<256xf32>
    %4064 = "stablehlo.select"(%3989, %3132, %4063) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4065 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %4066 = stablehlo.divide %3057, %4065 : tensor<1x1x256x64xf32>
    %4067 = stablehlo.constant dense<1.0> : tensor<1x1x256x64xf32>
    %4068 = stablehlo.multiply %4066, %4067 : tensor<1x1x256x64xf32>
    %4069 = "stablehlo.select"(%3989, %3057, %4068) : (tensor<i1>, tensor<1x1x256x64xf32>, tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %4070 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4071 = stablehlo.divide %3042, %4070 : tensor<64xf32>
    %4072 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4073 = stablehlo.multiply %4071, %4072 : tensor<64xf32>
    %4074 = "stablehlo.select"(%3989, %3042, %4073) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4075 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4076 = stablehlo.divide %3039, %4075 : tensor<64xf32>
    %4077 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4078 = stablehlo.multiply %4076, %4077 : tensor<64xf32>
    %4079 = "stablehlo.select"(%3989, %3039, %4078) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4080 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4081 = stablehlo.divide %3033, %4080 : tensor<3x3x64x64xf32>
    %4082 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4083 = stablehlo.multiply %4081, %4082 : tensor<3x3x64x64xf32>
    %4084 = "stablehlo.select"(%3989, %3033, %4083) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4085 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4086 = stablehlo.divide %3018, %4085 : tensor<64xf32>
    %4087 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4088 = stablehlo.multiply %4086, %4087 : tensor<64xf32>
    %4089 = "stablehlo.select"(%3989, %3018, %4088) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4090 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4091 = stablehlo.divide %3015, %4090 : tensor<64xf32>
    %4092 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4093 = stablehlo.multiply %4091, %4092 : tensor<64xf32>
    %4094 = "stablehlo.select"(%3989, %3015, %4093) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4095 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4096 = stablehlo.divide %3009, %4095 : tensor<1x1x64x256xf32>
    %4097 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4098 = stablehlo.multiply %4096, %4097 : tensor<1x1x64x256xf32>
    %4099 = "stablehlo.select"(%3989, %3009, %4098) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4100 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4101 = stablehlo.divide %2994, %4100 : tensor<256xf32>
    %4102 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4103 = stablehlo.multiply %4101, %4102 : tensor<256xf32>
    %4104 = "stablehlo.select"(%3989, %2994, %4103) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4105 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4106 = stablehlo.divide %2991, %4105 : tensor<256xf32>
    %4107 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4108 = stablehlo.multiply %4106, %4107 : tensor<256xf32>
    %4109 = "stablehlo.select"(%3989, %2991, %4108) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4110 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %4111 = stablehlo.divide %2984, %4110 : tensor<1x1x256x64xf32>
    %4112 = stablehlo.constant dense<1.0> : tensor<1x1x256x64xf32>
    %4113 = stablehlo.multiply %4111, %4112 : tensor<1x1x256x64xf32>
    %4114 = "stablehlo.select"(%3989, %2984, %4113) : (tensor<i1>, tensor<1x1x256x64xf32>, tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %4115 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4116 = stablehlo.divide %2969, %4115 : tensor<64xf32>
    %4117 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4118 = stablehlo.multiply %4116, %4117 : tensor<64xf32>
    %4119 = "stablehlo.select"(%3989, %2969, %4118) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4120 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4121 = stablehlo.divide %2966, %4120 : tensor<64xf32>
    %4122 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4123 = stablehlo.multiply %4121, %4122 : tensor<64xf32>
    %4124 = "stablehlo.select"(%3989, %2966, %4123) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4125 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4126 = stablehlo.divide %2960, %4125 : tensor<3x3x64x64xf32>
    %4127 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4128 = stablehlo.multiply %4126, %4127 : tensor<3x3x64x64xf32>
    %4129 = "stablehlo.select"(%3989, %2960, %4128) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4130 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4131 = stablehlo.divide %2945, %4130 : tensor<64xf32>
    %4132 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4133 = stablehlo.multiply %4131, %4132 : tensor<64xf32>
    %4134 = "stablehlo.select"(%3989, %2945, %4133) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4135 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4136 = stablehlo.divide %2942, %4135 : tensor<64xf32>
    %4137 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4138 = stablehlo.multiply %4136, %4137 : tensor<64xf32>
    %4139 = "stablehlo.select"(%3989, %2942, %4138) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4140 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4141 = stablehlo.divide %2936, %4140 : tensor<1x1x64x256xf32>
    %4142 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4143 = stablehlo.multiply %4141, %4142 : tensor<1x1x64x256xf32>
    %4144 = "stablehlo.select"(%3989, %2936, %4143) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4145 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4146 = stablehlo.divide %2921, %4145 : tensor<256xf32>
    %4147 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4148 = stablehlo.multiply %4146, %4147 : tensor<256xf32>
    %4149 = "stablehlo.select"(%3989, %2921, %4148) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4150 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4151 = stablehlo.divide %2918, %4150 : tensor<256xf32>
    %4152 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4153 = stablehlo.multiply %4151, %4152 : tensor<256xf32>
    %4154 = "stablehlo.select"(%3989, %2918, %4153) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4155 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %4156 = stablehlo.divide %2891, %4155 : tensor<1x1x256x128xf32>
    %4157 = stablehlo.constant dense<1.0> : tensor<1x1x256x128xf32>
    %4158 = stablehlo.multiply %4156, %4157 : tensor<1x1x256x128xf32>
    %4159 = "stablehlo.select"(%3989, %2891, %4158) : (tensor<i1>, tensor<1x1x256x128xf32>, tensor<1x1x256x128xf32>) -> tensor<1x1x256x128xf32>
    %4160 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4161 = stablehlo.divide %2876, %4160 : tensor<128xf32>
    %4162 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4163 = stablehlo.multiply %4161, %4162 : tensor<128xf32>
    %4164 = "stablehlo.select"(%3989, %2876, %4163) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4165 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4166 = stablehlo.divide %2873, %4165 : tensor<128xf32>
    %4167 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4168 = stablehlo.multiply %4166, %4167 : tensor<128xf32>
    %4169 = "stablehlo.select"(%3989, %2873, %4168) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4170 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4171 = stablehlo.divide %2867, %4170 : tensor<3x3x128x128xf32>
    %4172 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4173 = stablehlo.multiply %4171, %4172 : tensor<3x3x128x128xf32>
    %4174 = "stablehlo.select"(%3989, %2867, %4173) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4175 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4176 = stablehlo.divide %2852, %4175 : tensor<128xf32>
    %4177 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4178 = stablehlo.multiply %4176, %4177 : tensor<128xf32>
    %4179 = "stablehlo.select"(%3989, %2852, %4178) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4180 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4181 = stablehlo.divide %2849, %4180 : tensor<128xf32>
    %4182 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4183 = stablehlo.multiply %4181, %4182 : tensor<128xf32>
    %4184 = "stablehlo.select"(%3989, %2849, %4183) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4185 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4186 = stablehlo.divide %2843, %4185 : tensor<1x1x128x512xf32>
    %4187 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4188 = stablehlo.multiply %4186, %4187 : tensor<1x1x128x512xf32>
    %4189 = "stablehlo.select"(%3989, %2843, %4188) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4190 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4191 = stablehlo.divide %2828, %4190 : tensor<512xf32>
    %4192 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4193 = stablehlo.multiply %4191, %4192 : tensor<512xf32>
    %4194 = "stablehlo.select"(%3989, %2828, %4193) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4195 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4196 = stablehlo.divide %2825, %4195 : tensor<512xf32>
    %4197 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4198 = stablehlo.multiply %4196, %4197 : tensor<512xf32>
    %4199 = "stablehlo.select"(%3989, %2825, %4198) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4200 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %4201 = stablehlo.divide %2911, %4200 : tensor<1x1x256x512xf32>
    %4202 = stablehlo.constant dense<1.0> : tensor<1x1x256x512xf32>
    %4203 = stablehlo.multiply %4201, %4202 : tensor<1x1x256x512xf32>
    %4204 = "stablehlo.select"(%3989, %2911, %4203) : (tensor<i1>, tensor<1x1x256x512xf32>, tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %4205 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4206 = stablehlo.divide %2896, %4205 : tensor<512xf32>
    %4207 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4208 = stablehlo.multiply %4206, %4207 : tensor<512xf32>
    %4209 = "stablehlo.select"(%3989, %2896, %4208) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4210 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4211 = stablehlo.divide %2893, %4210 : tensor<512xf32>
    %4212 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4213 = stablehlo.multiply %4211, %4212 : tensor<512xf32>
    %4214 = "stablehlo.select"(%3989, %2893, %4213) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4215 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4216 = stablehlo.divide %2818, %4215 : tensor<1x1x512x128xf32>
    %4217 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4218 = stablehlo.multiply %4216, %4217 : tensor<1x1x512x128xf32>
    %4219 = "stablehlo.select"(%3989, %2818, %4218) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4220 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4221 = stablehlo.divide %2803, %4220 : tensor<128xf32>
    %4222 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4223 = stablehlo.multiply %4221, %4222 : tensor<128xf32>
    %4224 = "stablehlo.select"(%3989, %2803, %4223) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4225 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4226 = stablehlo.divide %2800, %4225 : tensor<128xf32>
    %4227 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4228 = stablehlo.multiply %4226, %4227 : tensor<128xf32>
    %4229 = "stablehlo.select"(%3989, %2800, %4228) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4230 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4231 = stablehlo.divide %2794, %4230 : tensor<3x3x128x128xf32>
    %4232 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4233 = stablehlo.multiply %4231, %4232 : tensor<3x3x128x128xf32>
    %4234 = "stablehlo.select"(%3989, %2794, %4233) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4235 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4236 = stablehlo.divide %2779, %4235 : tensor<128xf32>
    %4237 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4238 = stablehlo.multiply %4236, %4237 : tensor<128xf32>
    %4239 = "stablehlo.select"(%3989, %2779, %4238) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4240 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4241 = stablehlo.divide %2776, %4240 : tensor<128xf32>
    %4242 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4243 = stablehlo.multiply %4241, %4242 : tensor<128xf32>
    %4244 = "stablehlo.select"(%3989, %2776, %4243) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4245 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4246 = stablehlo.divide %2770, %4245 : tensor<1x1x128x512xf32>
    %4247 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4248 = stablehlo.multiply %4246, %4247 : tensor<1x1x128x512xf32>
    %4249 = "stablehlo.select"(%3989, %2770, %4248) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4250 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4251 = stablehlo.divide %2755, %4250 : tensor<512xf32>
    %4252 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4253 = stablehlo.multiply %4251, %4252 : tensor<512xf32>
    %4254 = "stablehlo.select"(%3989, %2755, %4253) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4255 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4256 = stablehlo.divide %2752, %4255 : tensor<512xf32>
    %4257 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4258 = stablehlo.multiply %4256, %4257 : tensor<512xf32>
    %4259 = "stablehlo.select"(%3989, %2752, %4258) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4260 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4261 = stablehlo.divide %2745, %4260 : tensor<1x1x512x128xf32>
    %4262 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4263 = stablehlo.multiply %4261, %4262 : tensor<1x1x512x128xf32>
    %4264 = "stablehlo.select"(%3989, %2745, %4263) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4265 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4266 = stablehlo.divide %2730, %4265 : tensor<128xf32>
    %4267 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4268 = stablehlo.multiply %4266, %4267 : tensor<128xf32>
    %4269 = "stablehlo.select"(%3989, %2730, %4268) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4270 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4271 = stablehlo.divide %2727, %4270 : tensor<128xf32>
    %4272 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4273 = stablehlo.multiply %4271, %4272 : tensor<128xf32>
    %4274 = "stablehlo.select"(%3989, %2727, %4273) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4275 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4276 = stablehlo.divide %2721, %4275 : tensor<3x3x128x128xf32>
    %4277 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4278 = stablehlo.multiply %4276, %4277 : tensor<3x3x128x128xf32>
    %4279 = "stablehlo.select"(%3989, %2721, %4278) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4280 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4281 = stablehlo.divide %2706, %4280 : tensor<128xf32>
    %4282 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4283 = stablehlo.multiply %4281, %4282 : tensor<128xf32>
    %4284 = "stablehlo.select"(%3989, %2706, %4283) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4285 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4286 = stablehlo.divide %2703, %4285 : tensor<128xf32>
    %4287 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4288 = stablehlo.multiply %4286, %4287 : tensor<128xf32>
    %4289 = "stablehlo.select"(%3989, %2703, %4288) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4290 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4291 = stablehlo.divide %2697, %4290 : tensor<1x1x128x512xf32>
    %4292 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4293 = stablehlo.multiply %4291, %4292 : tensor<1x1x128x512xf32>
    %4294 = "stablehlo.select"(%3989, %2697, %4293) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4295 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4296 = stablehlo.divide %2682, %4295 : tensor<512xf32>
    %4297 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4298 = stablehlo.multiply %4296, %4297 : tensor<512xf32>
    %4299 = "stablehlo.select"(%3989, %2682, %4298) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4300 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4301 = stablehlo.divide %2679, %4300 : tensor<512xf32>
    %4302 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4303 = stablehlo.multiply %4301, %4302 : tensor<512xf32>
    %4304 = "stablehlo.select"(%3989, %2679, %4303) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4305 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4306 = stablehlo.divide %2672, %4305 : tensor<1x1x512x128xf32>
    %4307 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4308 = stablehlo.multiply %4306, %4307 : tensor<1x1x512x128xf32>
    %4309 = "stablehlo.select"(%3989, %2672, %4308) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4310 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4311 = stablehlo.divide %2657, %4310 : tensor<128xf32>
    %4312 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4313 = stablehlo.multiply %4311, %4312 : tensor<128xf32>
    %4314 = "stablehlo.select"(%3989, %2657, %4313) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4315 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4316 = stablehlo.divide %2654, %4315 : tensor<128xf32>
    %4317 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4318 = stablehlo.multiply %4316, %4317 : tensor<128xf32>
    %4319 = "stablehlo.select"(%3989, %2654, %4318) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4320 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4321 = stablehlo.divide %2648, %4320 : tensor<3x3x128x128xf32>
    %4322 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4323 = stablehlo.multiply %4321, %4322 : tensor<3x3x128x128xf32>
    %4324 = "stablehlo.select"(%3989, %2648, %4323) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4325 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4326 = stablehlo.divide %2633, %4325 : tensor<128xf32>
    %4327 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4328 = stablehlo.multiply %4326, %4327 : tensor<128xf32>
    %4329 = "stablehlo.select"(%3989, %2633, %4328) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4330 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4331 = stablehlo.divide %2630, %4330 : tensor<128xf32>
    %4332 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4333 = stablehlo.multiply %4331, %4332 : tensor<128xf32>
    %4334 = "stablehlo.select"(%3989, %2630, %4333) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4335 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4336 = stablehlo.divide %2624, %4335 : tensor<1x1x128x512xf32>
    %4337 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4338 = stablehlo.multiply %4336, %4337 : tensor<1x1x128x512xf32>
    %4339 = "stablehlo.select"(%3989, %2624, %4338) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4340 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4341 = stablehlo.divide %2609, %4340 : tensor<512xf32>
    %4342 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4343 = stablehlo.multiply %4341, %4342 : tensor<512xf32>
    %4344 = "stablehlo.select"(%3989, %2609, %4343) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4345 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4346 = stablehlo.divide %2606, %4345 : tensor<512xf32>
    %4347 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4348 = stablehlo.multiply %4346, %4347 : tensor<512xf32>
    %4349 = "stablehlo.select"(%3989, %2606, %4348) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4350 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %4351 = stablehlo.divide %2579, %4350 : tensor<1x1x512x256xf32>
    %4352 = stablehlo.constant dense<1.0> : tensor<1x1x512x256xf32>
    %4353 = stablehlo.multiply %4351, %4352 : tensor<1x1x512x256xf32>
    %4354 = "stablehlo.select"(%3989, %2579, %4353) : (tensor<i1>, tensor<1x1x512x256xf32>, tensor<1x1x512x256xf32>) -> tensor<1x1x512x256xf32>
    %4355 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4356 = stablehlo.divide %2564, %4355 : tensor<256xf32>
    %4357 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4358 = stablehlo.multiply %4356, %4357 : tensor<256xf32>
    %4359 = "stablehlo.select"(%3989, %2564, %4358) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4360 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4361 = stablehlo.divide %2561, %4360 : tensor<256xf32>
    %4362 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4363 = stablehlo.multiply %4361, %4362 : tensor<256xf32>
    %4364 = "stablehlo.select"(%3989, %2561, %4363) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4365 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4366 = stablehlo.divide %2555, %4365 : tensor<3x3x256x256xf32>
    %4367 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4368 = stablehlo.multiply %4366, %4367 : tensor<3x3x256x256xf32>
    %4369 = "stablehlo.select"(%3989, %2555, %4368) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4370 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4371 = stablehlo.divide %2540, %4370 : tensor<256xf32>
    %4372 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4373 = stablehlo.multiply %4371, %4372 : tensor<256xf32>
    %4374 = "stablehlo.select"(%3989, %2540, %4373) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4375 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4376 = stablehlo.divide %2537, %4375 : tensor<256xf32>
    %4377 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4378 = stablehlo.multiply %4376, %4377 : tensor<256xf32>
    %4379 = "stablehlo.select"(%3989, %2537, %4378) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4380 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4381 = stablehlo.divide %2531, %4380 : tensor<1x1x256x1024xf32>
    %4382 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4383 = stablehlo.multiply %4381, %4382 : tensor<1x1x256x1024xf32>
    %4384 = "stablehlo.select"(%3989, %2531, %4383) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4385 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4386 = stablehlo.divide %2516, %4385 : tensor<1024xf32>
    %4387 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4388 = stablehlo.multiply %4386, %4387 : tensor<1024xf32>
    %4389 = "stablehlo.select"(%3989, %2516, %4388) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4390 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4391 = stablehlo.divide %2513, %4390 : tensor<1024xf32>
    %4392 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4393 = stablehlo.multiply %4391, %4392 : tensor<1024xf32>
    %4394 = "stablehlo.select"(%3989, %2513, %4393) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4395 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %4396 = stablehlo.divide %2599, %4395 : tensor<1x1x512x1024xf32>
    %4397 = stablehlo.constant dense<1.0> : tensor<1x1x512x1024xf32>
    %4398 = stablehlo.multiply %4396, %4397 : tensor<1x1x512x1024xf32>
    %4399 = "stablehlo.select"(%3989, %2599, %4398) : (tensor<i1>, tensor<1x1x512x1024xf32>, tensor<1x1x512x1024xf32>) -> tensor<1x1x512x1024xf32>
    %4400 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4401 = stablehlo.divide %2584, %4400 : tensor<1024xf32>
    %4402 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4403 = stablehlo.multiply %4401, %4402 : tensor<1024xf32>
    %4404 = "stablehlo.select"(%3989, %2584, %4403) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4405 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4406 = stablehlo.divide %2581, %4405 : tensor<1024xf32>
    %4407 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4408 = stablehlo.multiply %4406, %4407 : tensor<1024xf32>
    %4409 = "stablehlo.select"(%3989, %2581, %4408) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4410 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %4411 = stablehlo.divide %2506, %4410 : tensor<1x1x1024x256xf32>
    %4412 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %4413 = stablehlo.multiply %4411, %4412 : tensor<1x1x1024x256xf32>
    %4414 = "stablehlo.select"(%3989, %2506, %4413) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %4415 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4416 = stablehlo.divide %2491, %4415 : tensor<256xf32>
    %4417 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4418 = stablehlo.multiply %4416, %4417 : tensor<256xf32>
    %4419 = "stablehlo.select"(%3989, %2491, %4418) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4420 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4421 = stablehlo.divide %2488, %4420 : tensor<256xf32>
    %4422 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4423 = stablehlo.multiply %4421, %4422 : tensor<256xf32>
    %4424 = "stablehlo.select"(%3989, %2488, %4423) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4425 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4426 = stablehlo.divide %2482, %4425 : tensor<3x3x256x256xf32>
    %4427 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4428 = stablehlo.multiply %4426, %4427 : tensor<3x3x256x256xf32>
    %4429 = "stablehlo.select"(%3989, %2482, %4428) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4430 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4431 = stablehlo.divide %2467, %4430 : tensor<256xf32>
    %4432 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4433 = stablehlo.multiply %4431, %4432 : tensor<256xf32>
    %4434 = "stablehlo.select"(%3989, %2467, %4433) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4435 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4436 = stablehlo.divide %2464, %4435 : tensor<256xf32>
    %4437 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4438 = stablehlo.multiply %4436, %4437 : tensor<256xf32>
    %4439 = "stablehlo.select"(%3989, %2464, %4438) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4440 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4441 = stablehlo.divide %2458, %4440 : tensor<1x1x256x1024xf32>
    %4442 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4443 = stablehlo.multiply %4441, %4442 : tensor<1x1x256x1024xf32>
    %4444 = "stablehlo.select"(%3989, %2458, %4443) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4445 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4446 = stablehlo.divide %2443, %4445 : tensor<1024xf32>
    %4447 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4448 = stablehlo.multiply %4446, %4447 : tensor<1024xf32>
    %4449 = "stablehlo.select"(%3989, %2443, %4448) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4450 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4451 = stablehlo.divide %2440, %4450 : tensor<1024xf32>
    %4452 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4453 = stablehlo.multiply %4451, %4452 : tensor<1024xf32>
    %4454 = "stablehlo.select"(%3989, %2440, %4453) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4455 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %4456 = stablehlo.divide %2433, %4455 : tensor<1x1x1024x256xf32>
    %4457 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %4458 = stablehlo.multiply %4456, %4457 : tensor<1x1x1024x256xf32>
    %4459 = "stablehlo.select"(%3989, %2433, %4458) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %4460 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4461 = stablehlo.divide %2418, %4460 : tensor<256xf32>
    %4462 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4463 = stablehlo.multiply %4461, %4462 : tensor<256xf32>
    %4464 = "stablehlo.select"(%3989, %2418, %4463) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4465 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4466 = stablehlo.divide %2415, %4465 : tensor<256xf32>
    %4467 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4468 = stablehlo.multiply %4466, %4467 : tensor<256xf32>
    %4469 = "stablehlo.select"(%3989, %2415, %4468) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4470 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4471 = stablehlo.divide %2409, %4470 : tensor<3x3x256x256xf32>
    %4472 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4473 = stablehlo.multiply %4471, %4472 : tensor<3x3x256x256xf32>
    %4474 = "stablehlo.select"(%3989, %2409, %4473) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4475 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4476 = stablehlo.divide %2394, %4475 : tensor<256xf32>
    %4477 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4478 = stablehlo.multiply %4476, %4477 : tensor<256xf32>
    %4479 = "stablehlo.select"(%3989, %2394, %4478) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4480 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4481 = stablehlo.divide %2391, %4480 : tensor<256xf32>
    %4482 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4483 = stablehlo.multiply %4481, %4482 : tensor<256xf32>
    %4484 = "stablehlo.select"(%3989, %2391, %4483) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4485 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4486 = stablehlo.divide %2385, %4485 : tensor<1x1x256x1024xf32>
    %4487 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4488 = stablehlo.multiply %4486, %4487 : tensor<1x1x256x1024xf32>
    %4489 = "stablehlo.select"(%3989, %2385, %4488) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4490 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4491 = stablehlo.divide %2370, %4490 : tensor<1024xf32>
    %4492 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4493 = stablehlo.multiply %4491, %4492 : tensor<1024xf32>
    %4494 = "stablehlo.select"(%3989, %2370, %4493) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4495 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4496 = stablehlo.divide %2367, %4495 : tensor<1024xf32>
    %4497 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4498 = stablehlo.multiply %4496, %4497 : tensor<1024xf32>
    %4499 = "stablehlo.select"(%3989, %2367, %4498) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4500 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %4501 = stablehlo.divide %2360, %4500 : tensor<1x1x1024x256xf32>
    %4502 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %4503 = stablehlo.multiply %4501, %4502 : tensor<1x1x1024x256xf32>
    %4504 = "stablehlo.select"(%3989, %2360, %4503) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %4505 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4506 = stablehlo.divide %2345, %4505 : tensor<256xf32>
    %4507 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4508 = stablehlo.multiply %4506, %4507 : tensor<256xf32>
    %4509 = "stablehlo.select"(%3989, %2345, %4508) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4510 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4511 = stablehlo.divide %2342, %4510 : tensor<256xf32>
    %4512 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4513 = stablehlo.multiply %4511, %4512 : tensor<256xf32>
    %4514 = "stablehlo.select"(%3989, %2342, %4513) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4515 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4516 = stablehlo.divide %2336, %4515 : tensor<3x3x256x256xf32>
    %4517 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4518 = stablehlo.multiply %4516, %4517 : tensor<3x3x256x256xf32>
    %4519 = "stablehlo.select"(%3989, %2336, %4518) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4520 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4521 = stablehlo.divide %2321, %4520 : tensor<256xf32>
    %4522 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4523 = stablehlo.multiply %4521, %4522 : tensor<256xf32>
    %4524 = "stablehlo.select"(%3989, %2321, %4523) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4525 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4526 = stablehlo.divide %2318, %4525 : tensor<256xf32>
    %4527 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4528 = stablehlo.multiply %4526, %4527 : tensor<256xf32>
    %4529 = "stablehlo.select"(%3989, %2318, %4528) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4530 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4531 = stablehlo.divide %2312, %4530 : tensor<1x1x256x1024xf32>
    %4532 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4533 = stablehlo.multiply %4531, %4532 : tensor<1x1x256x1024xf32>
    %4534 = "stablehlo.select"(%3989, %2312, %4533) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4535 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4536 = stablehlo.divide %2297, %4535 : tensor<1024xf32>
    %4537 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4538 = stablehlo.multiply %4536, %4537 : tensor<1024xf32>
    %4539 = "stablehlo.select"(%3989, %2297, %4538) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4540 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4541 = stablehlo.divide %2294, %4540 : tensor<1024xf32>
    %4542 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4543 = stablehlo.multiply %4541, %4542 : tensor<1024xf32>
    %4544 = "stablehlo.select"(%3989, %2294, %4543) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4545 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %4546 = stablehlo.divide %2287, %4545 : tensor<1x1x1024x256xf32>
    %4547 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %4548 = stablehlo.multiply %4546, %4547 : tensor<1x1x1024x256xf32>
    %4549 = "stablehlo.select"(%3989, %2287, %4548) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %4550 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4551 = stablehlo.divide %2272, %4550 : tensor<256xf32>
    %4552 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4553 = stablehlo.multiply %4551, %4552 : tensor<256xf32>
    %4554 = "stablehlo.select"(%3989, %2272, %4553) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4555 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4556 = stablehlo.divide %2269, %4555 : tensor<256xf32>
    %4557 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4558 = stablehlo.multiply %4556, %4557 : tensor<256xf32>
    %4559 = "stablehlo.select"(%3989, %2269, %4558) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4560 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4561 = stablehlo.divide %2263, %4560 : tensor<3x3x256x256xf32>
    %4562 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4563 = stablehlo.multiply %4561, %4562 : tensor<3x3x256x256xf32>
    %4564 = "stablehlo.select"(%3989, %2263, %4563) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4565 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4566 = stablehlo.divide %2248, %4565 : tensor<256xf32>
    %4567 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4568 = stablehlo.multiply %4566, %4567 : tensor<256xf32>
    %4569 = "stablehlo.select"(%3989, %2248, %4568) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4570 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4571 = stablehlo.divide %2245, %4570 : tensor<256xf32>
    %4572 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4573 = stablehlo.multiply %4571, %4572 : tensor<256xf32>
    %4574 = "stablehlo.select"(%3989, %2245, %4573) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4575 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4576 = stablehlo.divide %2239, %4575 : tensor<1x1x256x1024xf32>
    %4577 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4578 = stablehlo.multiply %4576, %4577 : tensor<1x1x256x1024xf32>
    %4579 = "stablehlo.select"(%3989, %2239, %4578) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4580 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4581 = stablehlo.divide %2224, %4580 : tensor<1024xf32>
    %4582 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4583 = stablehlo.multiply %4581, %4582 : tensor<1024xf32>
    %4584 = "stablehlo.select"(%3989, %2224, %4583) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4585 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4586 = stablehlo.divide %2221, %4585 : tensor<1024xf32>
    %4587 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4588 = stablehlo.multiply %4586, %4587 : tensor<1024xf32>
    %4589 = "stablehlo.select"(%3989, %2221, %4588) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4590 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %4591 = stablehlo.divide %2214, %4590 : tensor<1x1x1024x256xf32>
    %4592 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %4593 = stablehlo.multiply %4591, %4592 : tensor<1x1x1024x256xf32>
    %4594 = "stablehlo.select"(%3989, %2214, %4593) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %4595 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4596 = stablehlo.divide %2199, %4595 : tensor<256xf32>
    %4597 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4598 = stablehlo.multiply %4596, %4597 : tensor<256xf32>
    %4599 = "stablehlo.select"(%3989, %2199, %4598) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4600 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4601 = stablehlo.divide %2196, %4600 : tensor<256xf32>
    %4602 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4603 = stablehlo.multiply %4601, %4602 : tensor<256xf32>
    %4604 = "stablehlo.select"(%3989, %2196, %4603) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4605 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4606 = stablehlo.divide %2190, %4605 : tensor<3x3x256x256xf32>
    %4607 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4608 = stablehlo.multiply %4606, %4607 : tensor<3x3x256x256xf32>
    %4609 = "stablehlo.select"(%3989, %2190, %4608) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4610 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4611 = stablehlo.divide %2175, %4610 : tensor<256xf32>
    %4612 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4613 = stablehlo.multiply %4611, %4612 : tensor<256xf32>
    %4614 = "stablehlo.select"(%3989, %2175, %4613) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4615 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4616 = stablehlo.divide %2172, %4615 : tensor<256xf32>
    %4617 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4618 = stablehlo.multiply %4616, %4617 : tensor<256xf32>
    %4619 = "stablehlo.select"(%3989, %2172, %4618) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4620 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4621 = stablehlo.divide %2166, %4620 : tensor<1x1x256x1024xf32>
    %4622 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4623 = stablehlo.multiply %4621, %4622 : tensor<1x1x256x1024xf32>
    %4624 = "stablehlo.select"(%3989, %2166, %4623) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4625 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4626 = stablehlo.divide %2151, %4625 : tensor<1024xf32>
    %4627 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4628 = stablehlo.multiply %4626, %4627 : tensor<1024xf32>
    %4629 = "stablehlo.select"(%3989, %2151, %4628) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4630 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4631 = stablehlo.divide %2148, %4630 : tensor<1024xf32>
    %4632 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4633 = stablehlo.multiply %4631, %4632 : tensor<1024xf32>
    %4634 = "stablehlo.select"(%3989, %2148, %4633) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4635 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %4636 = stablehlo.divide %2121, %4635 : tensor<1x1x1024x512xf32>
    %4637 = stablehlo.constant dense<1.0> : tensor<1x1x1024x512xf32>
    %4638 = stablehlo.multiply %4636, %4637 : tensor<1x1x1024x512xf32>
    %4639 = "stablehlo.select"(%3989, %2121, %4638) : (tensor<i1>, tensor<1x1x1024x512xf32>, tensor<1x1x1024x512xf32>) -> tensor<1x1x1024x512xf32>
    %4640 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4641 = stablehlo.divide %2106, %4640 : tensor<512xf32>
    %4642 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4643 = stablehlo.multiply %4641, %4642 : tensor<512xf32>
    %4644 = "stablehlo.select"(%3989, %2106, %4643) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4645 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4646 = stablehlo.divide %2103, %4645 : tensor<512xf32>
    %4647 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4648 = stablehlo.multiply %4646, %4647 : tensor<512xf32>
    %4649 = "stablehlo.select"(%3989, %2103, %4648) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4650 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %4651 = stablehlo.divide %2097, %4650 : tensor<3x3x512x512xf32>
    %4652 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %4653 = stablehlo.multiply %4651, %4652 : tensor<3x3x512x512xf32>
    %4654 = "stablehlo.select"(%3989, %2097, %4653) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %4655 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4656 = stablehlo.divide %2082, %4655 : tensor<512xf32>
    %4657 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4658 = stablehlo.multiply %4656, %4657 : tensor<512xf32>
    %4659 = "stablehlo.select"(%3989, %2082, %4658) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4660 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4661 = stablehlo.divide %2079, %4660 : tensor<512xf32>
    %4662 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4663 = stablehlo.multiply %4661, %4662 : tensor<512xf32>
    %4664 = "stablehlo.select"(%3989, %2079, %4663) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4665 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %4666 = stablehlo.divide %2073, %4665 : tensor<1x1x512x2048xf32>
    %4667 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %4668 = stablehlo.multiply %4666, %4667 : tensor<1x1x512x2048xf32>
    %4669 = "stablehlo.select"(%3989, %2073, %4668) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %4670 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4671 = stablehlo.divide %2058, %4670 : tensor<2048xf32>
    %4672 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4673 = stablehlo.multiply %4671, %4672 : tensor<2048xf32>
    %4674 = "stablehlo.select"(%3989, %2058, %4673) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4675 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4676 = stablehlo.divide %2055, %4675 : tensor<2048xf32>
    %4677 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4678 = stablehlo.multiply %4676, %4677 : tensor<2048xf32>
    %4679 = "stablehlo.select"(%3989, %2055, %4678) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4680 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %4681 = stablehlo.divide %2141, %4680 : tensor<1x1x1024x2048xf32>
    %4682 = stablehlo.constant dense<1.0> : tensor<1x1x1024x2048xf32>
    %4683 = stablehlo.multiply %4681, %4682 : tensor<1x1x1024x2048xf32>
    %4684 = "stablehlo.select"(%3989, %2141, %4683) : (tensor<i1>, tensor<1x1x1024x2048xf32>, tensor<1x1x1024x2048xf32>) -> tensor<1x1x1024x2048xf32>
    %4685 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4686 = stablehlo.divide %2126, %4685 : tensor<2048xf32>
    %4687 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4688 = stablehlo.multiply %4686, %4687 : tensor<2048xf32>
    %4689 = "stablehlo.select"(%3989, %2126, %4688) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4690 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4691 = stablehlo.divide %2123, %4690 : tensor<2048xf32>
    %4692 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4693 = stablehlo.multiply %4691, %4692 : tensor<2048xf32>
    %4694 = "stablehlo.select"(%3989, %2123, %4693) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4695 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %4696 = stablehlo.divide %2048, %4695 : tensor<1x1x2048x512xf32>
    %4697 = stablehlo.constant dense<1.0> : tensor<1x1x2048x512xf32>
    %4698 = stablehlo.multiply %4696, %4697 : tensor<1x1x2048x512xf32>
    %4699 = "stablehlo.select"(%3989, %2048, %4698) : (tensor<i1>, tensor<1x1x2048x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %4700 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4701 = stablehlo.divide %2033, %4700 : tensor<512xf32>
    %4702 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4703 = stablehlo.multiply %4701, %4702 : tensor<512xf32>
    %4704 = "stablehlo.select"(%3989, %2033, %4703) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4705 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4706 = stablehlo.divide %2030, %4705 : tensor<512xf32>
    %4707 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4708 = stablehlo.multiply %4706, %4707 : tensor<512xf32>
    %4709 = "stablehlo.select"(%3989, %2030, %4708) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4710 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %4711 = stablehlo.divide %2024, %4710 : tensor<3x3x512x512xf32>
    %4712 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %4713 = stablehlo.multiply %4711, %4712 : tensor<3x3x512x512xf32>
    %4714 = "stablehlo.select"(%3989, %2024, %4713) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %4715 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4716 = stablehlo.divide %2009, %4715 : tensor<512xf32>
    %4717 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4718 = stablehlo.multiply %4716, %4717 : tensor<512xf32>
    %4719 = "stablehlo.select"(%3989, %2009, %4718) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4720 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4721 = stablehlo.divide %2006, %4720 : tensor<512xf32>
    %4722 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4723 = stablehlo.multiply %4721, %4722 : tensor<512xf32>
    %4724 = "stablehlo.select"(%3989, %2006, %4723) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4725 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %4726 = stablehlo.divide %2000, %4725 : tensor<1x1x512x2048xf32>
    %4727 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %4728 = stablehlo.multiply %4726, %4727 : tensor<1x1x512x2048xf32>
    %4729 = "stablehlo.select"(%3989, %2000, %4728) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %4730 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4731 = stablehlo.divide %1985, %4730 : tensor<2048xf32>
    %4732 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4733 = stablehlo.multiply %4731, %4732 : tensor<2048xf32>
    %4734 = "stablehlo.select"(%3989, %1985, %4733) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4735 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4736 = stablehlo.divide %1982, %4735 : tensor<2048xf32>
    %4737 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4738 = stablehlo.multiply %4736, %4737 : tensor<2048xf32>
    %4739 = "stablehlo.select"(%3989, %1982, %4738) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4740 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %4741 = stablehlo.divide %1975, %4740 : tensor<1x1x2048x512xf32>
    %4742 = stablehlo.constant dense<1.0> : tensor<1x1x2048x512xf32>
    %4743 = stablehlo.multiply %4741, %4742 : tensor<1x1x2048x512xf32>
    %4744 = "stablehlo.select"(%3989, %1975, %4743) : (tensor<i1>, tensor<1x1x2048x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %4745 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4746 = stablehlo.divide %1960, %4745 : tensor<512xf32>
    %4747 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4748 = stablehlo.multiply %4746, %4747 : tensor<512xf32>
    %4749 = "stablehlo.select"(%3989, %1960, %4748) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4750 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4751 = stablehlo.divide %1957, %4750 : tensor<512xf32>
    %4752 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4753 = stablehlo.multiply %4751, %4752 : tensor<512xf32>
    %4754 = "stablehlo.select"(%3989, %1957, %4753) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4755 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %4756 = stablehlo.divide %1951, %4755 : tensor<3x3x512x512xf32>
    %4757 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %4758 = stablehlo.multiply %4756, %4757 : tensor<3x3x512x512xf32>
    %4759 = "stablehlo.select"(%3989, %1951, %4758) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %4760 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4761 = stablehlo.divide %1936, %4760 : tensor<512xf32>
    %4762 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4763 = stablehlo.multiply %4761, %4762 : tensor<512xf32>
    %4764 = "stablehlo.select"(%3989, %1936, %4763) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4765 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4766 = stablehlo.divide %1933, %4765 : tensor<512xf32>
    %4767 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4768 = stablehlo.multiply %4766, %4767 : tensor<512xf32>
    %4769 = "stablehlo.select"(%3989, %1933, %4768) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4770 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %4771 = stablehlo.divide %1927, %4770 : tensor<1x1x512x2048xf32>
    %4772 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %4773 = stablehlo.multiply %4771, %4772 : tensor<1x1x512x2048xf32>
    %4774 = "stablehlo.select"(%3989, %1927, %4773) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %4775 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4776 = stablehlo.divide %1912, %4775 : tensor<2048xf32>
    %4777 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4778 = stablehlo.multiply %4776, %4777 : tensor<2048xf32>
    %4779 = "stablehlo.select"(%3989, %1912, %4778) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4780 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4781 = stablehlo.divide %1909, %4780 : tensor<2048xf32>
    %4782 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4783 = stablehlo.multiply %4781, %4782 : tensor<2048xf32>
    %4784 = "stablehlo.select"(%3989, %1909, %4783) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4785 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %4786 = stablehlo.divide %1898, %4785 : tensor<2048x1000xf32>
    %4787 = stablehlo.constant dense<1.0> : tensor<2048x1000xf32>
    %4788 = stablehlo.multiply %4786, %4787 : tensor<2048x1000xf32>
    %4789 = "stablehlo.select"(%3989, %1898, %4788) : (tensor<i1>, tensor<2048x1000xf32>, tensor<2048x1000xf32>) -> tensor<2048x1000xf32>
    %4790 = "stablehlo.broadcast_in_dim"(%3987) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %4791 = stablehlo.divide %1900, %4790 : tensor<1000xf32>
    %4792 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %4793 = stablehlo.multiply %4791, %4792 : tensor<1000xf32>
    %4794 = "stablehlo.select"(%3989, %1900, %4793) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %4795 = stablehlo.constant dense<0.9> : tensor<7x7x3x64xf32>
    %4796 = stablehlo.multiply %4795, %m.conv1.w : tensor<7x7x3x64xf32>
    %4797 = stablehlo.constant dense<0.1> : tensor<7x7x3x64xf32>
    %4798 = stablehlo.multiply %4797, %3994 : tensor<7x7x3x64xf32>
    %4799 = stablehlo.add %4796, %4798 : tensor<7x7x3x64xf32>
    %4800 = stablehlo.constant dense<0.999> : tensor<7x7x3x64xf32>
    %4801 = stablehlo.multiply %4800, %v.conv1.w : tensor<7x7x3x64xf32>
    %4802 = stablehlo.constant dense<0.001> : tensor<7x7x3x64xf32>
    %4803 = stablehlo.multiply %3994, %3994 : tensor<7x7x3x64xf32>
    %4804 = stablehlo.multiply %4802, %4803 : tensor<7x7x3x64xf32>
    %4805 = stablehlo.add %4801, %4804 : tensor<7x7x3x64xf32>
    %4806 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %4807 = stablehlo.divide %4799, %4806 : tensor<7x7x3x64xf32>
    %4808 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %4809 = stablehlo.divide %4805, %4808 : tensor<7x7x3x64xf32>
    %4810 = stablehlo.sqrt %4809 : tensor<7x7x3x64xf32>
    %4811 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x64xf32>
    %4812 = stablehlo.add %4810, %4811 : tensor<7x7x3x64xf32>
    %4813 = stablehlo.divide %4807, %4812 : tensor<7x7x3x64xf32>
    %4814 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4815 = stablehlo.multiply %4814, %m.bn1.g : tensor<64xf32>
    %4816 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4817 = stablehlo.multiply %4816, %3999 : tensor<64xf32>
    %4818 = stablehlo.add %4815, %4817 : tensor<64xf32>
    %4819 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4820 = stablehlo.multiply %4819, %v.bn1.g : tensor<64xf32>
    %4821 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4822 = stablehlo.multiply %3999, %3999 : tensor<64xf32>
    %4823 = stablehlo.multiply %4821, %4822 : tensor<64xf32>
    %4824 = stablehlo.add %4820, %4823 : tensor<64xf32>
    %4825 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4826 = stablehlo.divide %4818, %4825 : tensor<64xf32>
    %4827 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4828 = stablehlo.divide %4824, %4827 : tensor<64xf32>
    %4829 = stablehlo.sqrt %4828 : tensor<64xf32>
    %4830 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4831 = stablehlo.add %4829, %4830 : tensor<64xf32>
    %4832 = stablehlo.divide %4826, %4831 : tensor<64xf32>
    %4833 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4834 = stablehlo.multiply %4833, %m.bn1.b : tensor<64xf32>
    %4835 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4836 = stablehlo.multiply %4835, %4004 : tensor<64xf32>
    %4837 = stablehlo.add %4834, %4836 : tensor<64xf32>
    %4838 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4839 = stablehlo.multiply %4838, %v.bn1.b : tensor<64xf32>
    %4840 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4841 = stablehlo.multiply %4004, %4004 : tensor<64xf32>
    %4842 = stablehlo.multiply %4840, %4841 : tensor<64xf32>
    %4843 = stablehlo.add %4839, %4842 : tensor<64xf32>
    %4844 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4845 = stablehlo.divide %4837, %4844 : tensor<64xf32>
    %4846 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4847 = stablehlo.divide %4843, %4846 : tensor<64xf32>
    %4848 = stablehlo.sqrt %4847 : tensor<64xf32>
    %4849 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4850 = stablehlo.add %4848, %4849 : tensor<64xf32>
    %4851 = stablehlo.divide %4845, %4850 : tensor<64xf32>
    %4852 = stablehlo.constant dense<0.9> : tensor<1x1x64x64xf32>
    %4853 = stablehlo.multiply %4852, %m.layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %4854 = stablehlo.constant dense<0.1> : tensor<1x1x64x64xf32>
    %4855 = stablehlo.multiply %4854, %4009 : tensor<1x1x64x64xf32>
    %4856 = stablehlo.add %4853, %4855 : tensor<1x1x64x64xf32>
    %4857 = stablehlo.constant dense<0.999> : tensor<1x1x64x64xf32>
    %4858 = stablehlo.multiply %4857, %v.layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %4859 = stablehlo.constant dense<0.001> : tensor<1x1x64x64xf32>
    %4860 = stablehlo.multiply %4009, %4009 : tensor<1x1x64x64xf32>
    %4861 = stablehlo.multiply %4859, %4860 : tensor<1x1x64x64xf32>
    %4862 = stablehlo.add %4858, %4861 : tensor<1x1x64x64xf32>
    %4863 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %4864 = stablehlo.divide %4856, %4863 : tensor<1x1x64x64xf32>
    %4865 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %4866 = stablehlo.divide %4862, %4865 : tensor<1x1x64x64xf32>
    %4867 = stablehlo.sqrt %4866 : tensor<1x1x64x64xf32>
    %4868 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x64xf32>
    %4869 = stablehlo.add %4867, %4868 : tensor<1x1x64x64xf32>
    %4870 = stablehlo.divide %4864, %4869 : tensor<1x1x64x64xf32>
    %4871 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4872 = stablehlo.multiply %4871, %m.layer1.0.bn1.g : tensor<64xf32>
    %4873 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4874 = stablehlo.multiply %4873, %4014 : tensor<64xf32>
    %4875 = stablehlo.add %4872, %4874 : tensor<64xf32>
    %4876 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4877 = stablehlo.multiply %4876, %v.layer1.0.bn1.g : tensor<64xf32>
    %4878 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4879 = stablehlo.multiply %4014, %4014 : tensor<64xf32>
    %4880 = stablehlo.multiply %4878, %4879 : tensor<64xf32>
    %4881 = stablehlo.add %4877, %4880 : tensor<64xf32>
    %4882 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4883 = stablehlo.divide %4875, %4882 : tensor<64xf32>
    %4884 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4885 = stablehlo.divide %4881, %4884 : tensor<64xf32>
    %4886 = stablehlo.sqrt %4885 : tensor<64xf32>
    %4887 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4888 = stablehlo.add %4886, %4887 : tensor<64xf32>
    %4889 = stablehlo.divide %4883, %4888 : tensor<64xf32>
    %4890 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4891 = stablehlo.multiply %4890, %m.layer1.0.bn1.b : tensor<64xf32>
    %4892 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4893 = stablehlo.multiply %4892, %4019 : tensor<64xf32>
    %4894 = stablehlo.add %4891, %4893 : tensor<64xf32>
    %4895 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4896 = stablehlo.multiply %4895, %v.layer1.0.bn1.b : tensor<64xf32>
    %4897 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4898 = stablehlo.multiply %4019, %4019 : tensor<64xf32>
    %4899 = stablehlo.multiply %4897, %4898 : tensor<64xf32>
    %4900 = stablehlo.add %4896, %4899 : tensor<64xf32>
    %4901 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4902 = stablehlo.divide %4894, %4901 : tensor<64xf32>
    %4903 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4904 = stablehlo.divide %4900, %4903 : tensor<64xf32>
    %4905 = stablehlo.sqrt %4904 : tensor<64xf32>
    %4906 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4907 = stablehlo.add %4905, %4906 : tensor<64xf32>
    %4908 = stablehlo.divide %4902, %4907 : tensor<64xf32>
    %4909 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %4910 = stablehlo.multiply %4909, %m.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %4911 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %4912 = stablehlo.multiply %4911, %4024 : tensor<3x3x64x64xf32>
    %4913 = stablehlo.add %4910, %4912 : tensor<3x3x64x64xf32>
    %4914 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %4915 = stablehlo.multiply %4914, %v.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %4916 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %4917 = stablehlo.multiply %4024, %4024 : tensor<3x3x64x64xf32>
    %4918 = stablehlo.multiply %4916, %4917 : tensor<3x3x64x64xf32>
    %4919 = stablehlo.add %4915, %4918 : tensor<3x3x64x64xf32>
    %4920 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4921 = stablehlo.divide %4913, %4920 : tensor<3x3x64x64xf32>
    %4922 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4923 = stablehlo.divide %4919, %4922 : tensor<3x3x64x64xf32>
    %4924 = stablehlo.sqrt %4923 : tensor<3x3x64x64xf32>
    %4925 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %4926 = stablehlo.add %4924, %4925 : tensor<3x3x64x64xf32>
    %4927 = stablehlo.divide %4921, %4926 : tensor<3x3x64x64xf32>
    %4928 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4929 = stablehlo.multiply %4928, %m.layer1.0.bn2.g : tensor<64xf32>
    %4930 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4931 = stablehlo.multiply %4930, %4029 : tensor<64xf32>
    %4932 = stablehlo.add %4929, %4931 : tensor<64xf32>
    %4933 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4934 = stablehlo.multiply %4933, %v.layer1.0.bn2.g : tensor<64xf32>
    %4935 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4936 = stablehlo.multiply %4029, %4029 : tensor<64xf32>
    %4937 = stablehlo.multiply %4935, %4936 : tensor<64xf32>
    %4938 = stablehlo.add %4934, %4937 : tensor<64xf32>
    %4939 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4940 = stablehlo.divide %4932, %4939 : tensor<64xf32>
    %4941 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4942 = stablehlo.divide %4938, %4941 : tensor<64xf32>
    %4943 = stablehlo.sqrt %4942 : tensor<64xf32>
    %4944 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4945 = stablehlo.add %4943, %4944 : tensor<64xf32>
    %4946 = stablehlo.divide %4940, %4945 : tensor<64xf32>
    %4947 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4948 = stablehlo.multiply %4947, %m.layer1.0.bn2.b : tensor<64xf32>
    %4949 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4950 = stablehlo.multiply %4949, %4034 : tensor<64xf32>
    %4951 = stablehlo.add %4948, %4950 : tensor<64xf32>
    %4952 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4953 = stablehlo.multiply %4952, %v.layer1.0.bn2.b : tensor<64xf32>
    %4954 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4955 = stablehlo.multiply %4034, %4034 : tensor<64xf32>
    %4956 = stablehlo.multiply %4954, %4955 : tensor<64xf32>
    %4957 = stablehlo.add %4953, %4956 : tensor<64xf32>
    %4958 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4959 = stablehlo.divide %4951, %4958 : tensor<64xf32>
    %4960 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4961 = stablehlo.divide %4957, %4960 : tensor<64xf32>
    %4962 = stablehlo.sqrt %4961 : tensor<64xf32>
    %4963 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4964 = stablehlo.add %4962, %4963 : tensor<64xf32>
    %4965 = stablehlo.divide %4959, %4964 : tensor<64xf32>
    %4966 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %4967 = stablehlo.multiply %4966, %m.layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %4968 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %4969 = stablehlo.multiply %4968, %4039 : tensor<1x1x64x256xf32>
    %4970 = stablehlo.add %4967, %4969 : tensor<1x1x64x256xf32>
    %4971 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %4972 = stablehlo.multiply %4971, %v.layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %4973 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %4974 = stablehlo.multiply %4039, %4039 : tensor<1x1x64x256xf32>
    %4975 = stablehlo.multiply %4973, %4974 : tensor<1x1x64x256xf32>
    %4976 = stablehlo.add %4972, %4975 : tensor<1x1x64x256xf32>
    %4977 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4978 = stablehlo.divide %4970, %4977 : tensor<1x1x64x256xf32>
    %4979 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4980 = stablehlo.divide %4976, %4979 : tensor<1x1x64x256xf32>
    %4981 = stablehlo.sqrt %4980 : tensor<1x1x64x256xf32>
    %4982 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %4983 = stablehlo.add %4981, %4982 : tensor<1x1x64x256xf32>
    %4984 = stablehlo.divide %4978, %4983 : tensor<1x1x64x256xf32>
    %4985 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4986 = stablehlo.multiply %4985, %m.layer1.0.bn3.g : tensor<256xf32>
    %4987 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4988 = stablehlo.multiply %4987, %4044 : tensor<256xf32>
    %4989 = stablehlo.add %4986, %4988 : tensor<256xf32>
    %4990 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4991 = stablehlo.multiply %4990, %v.layer1.0.bn3.g : tensor<256xf32>
    %4992 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4993 = stablehlo.multiply %4044, %4044 : tensor<256xf32>
    %4994 = stablehlo.multiply %4992, %4993 : tensor<256xf32>
    %4995 = stablehlo.add %4991, %4994 : tensor<256xf32>
    %4996 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4997 = stablehlo.divide %4989, %4996 : tensor<256xf32>
    %4998 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4999 = stablehlo.divide %4995, %4998 : tensor<256xf32>
    %5000 = stablehlo.sqrt %4999 : tensor<256xf32>
    %5001 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5002 = stablehlo.add %5000, %5001 : tensor<256xf32>
    %5003 = stablehlo.divide %4997, %5002 : tensor<256xf32>
    %5004 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5005 = stablehlo.multiply %5004, %m.layer1.0.bn3.b : tensor<256xf32>
    %5006 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5007 = stablehlo.multiply %5006, %4049 : tensor<256xf32>
    %5008 = stablehlo.add %5005, %5007 : tensor<256xf32>
    %5009 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5010 = stablehlo.multiply %5009, %v.layer1.0.bn3.b : tensor<256xf32>
    %5011 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5012 = stablehlo.multiply %4049, %4049 : tensor<256xf32>
    %5013 = stablehlo.multiply %5011, %5012 : tensor<256xf32>
    %5014 = stablehlo.add %5010, %5013 : tensor<256xf32>
    %5015 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5016 = stablehlo.divide %5008, %5015 : tensor<256xf32>
    %5017 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5018 = stablehlo.divide %5014, %5017 : tensor<256xf32>
    %5019 = stablehlo.sqrt %5018 : tensor<256xf32>
    %5020 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5021 = stablehlo.add %5019, %5020 : tensor<256xf32>
    %5022 = stablehlo.divide %5016, %5021 : tensor<256xf32>
    %5023 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5024 = stablehlo.multiply %5023, %m.layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %5025 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5026 = stablehlo.multiply %5025, %4054 : tensor<1x1x64x256xf32>
    %5027 = stablehlo.add %5024, %5026 : tensor<1x1x64x256xf32>
    %5028 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5029 = stablehlo.multiply %5028, %v.layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %5030 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5031 = stablehlo.multiply %4054, %4054 : tensor<1x1x64x256xf32>
    %5032 = stablehlo.multiply %5030, %5031 : tensor<1x1x64x256xf32>
    %5033 = stablehlo.add %5029, %5032 : tensor<1x1x64x256xf32>
    %5034 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5035 = stablehlo.divide %5027, %5034 : tensor<1x1x64x256xf32>
    %5036 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5037 = stablehlo.divide %5033, %5036 : tensor<1x1x64x256xf32>
    %5038 = stablehlo.sqrt %5037 : tensor<1x1x64x256xf32>
    %5039 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5040 = stablehlo.add %5038, %5039 : tensor<1x1x64x256xf32>
    %5041 = stablehlo.divide %5035, %5040 : tensor<1x1x64x256xf32>
    %5042 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5043 = stablehlo.multiply %5042, %m.layer1.0.downsample.1.g : tensor<256xf32>
    %5044 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5045 = stablehlo.multiply %5044, %4059 : tensor<256xf32>
    %5046 = stablehlo.add %5043, %5045 : tensor<256xf32>
    %5047 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5048 = stablehlo.multiply %5047, %v.layer1.0.downsample.1.g : tensor<256xf32>
    %5049 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5050 = stablehlo.multiply %4059, %4059 : tensor<256xf32>
    %5051 = stablehlo.multiply %5049, %5050 : tensor<256xf32>
    %5052 = stablehlo.add %5048, %5051 : tensor<256xf32>
    %5053 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5054 = stablehlo.divide %5046, %5053 : tensor<256xf32>
    %5055 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5056 = stablehlo.divide %5052, %5055 : tensor<256xf32>
    %5057 = stablehlo.sqrt %5056 : tensor<256xf32>
    %5058 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5059 = stablehlo.add %5057, %5058 : tensor<256xf32>
    %5060 = stablehlo.divide %5054, %5059 : tensor<256xf32>
    %5061 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5062 = stablehlo.multiply %5061, %m.layer1.0.downsample.1.b : tensor<256xf32>
    %5063 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5064 = stablehlo.multiply %5063, %4064 : tensor<256xf32>
    %5065 = stablehlo.add %5062, %5064 : tensor<256xf32>
    %5066 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5067 = stablehlo.multiply %5066, %v.layer1.0.downsample.1.b : tensor<256xf32>
    %5068 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5069 = stablehlo.multiply %4064, %4064 : tensor<256xf32>
    %5070 = stablehlo.multiply %5068, %5069 : tensor<256xf32>
    %5071 = stablehlo.add %5067, %5070 : tensor<256xf32>
    %5072 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5073 = stablehlo.divide %5065, %5072 : tensor<256xf32>
    %5074 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5075 = stablehlo.divide %5071, %5074 : tensor<256xf32>
    %5076 = stablehlo.sqrt %5075 : tensor<256xf32>
    %5077 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5078 = stablehlo.add %5076, %5077 : tensor<256xf32>
    %5079 = stablehlo.divide %5073, %5078 : tensor<256xf32>
    %5080 = stablehlo.constant dense<0.9> : tensor<1x1x256x64xf32>
    %5081 = stablehlo.multiply %5080, %m.layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %5082 = stablehlo.constant dense<0.1> : tensor<1x1x256x64xf32>
    %5083 = stablehlo.multiply %5082, %4069 : tensor<1x1x256x64xf32>
    %5084 = stablehlo.add %5081, %5083 : tensor<1x1x256x64xf32>
    %5085 = stablehlo.constant dense<0.999> : tensor<1x1x256x64xf32>
    %5086 = stablehlo.multiply %5085, %v.layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %5087 = stablehlo.constant dense<0.001> : tensor<1x1x256x64xf32>
    %5088 = stablehlo.multiply %4069, %4069 : tensor<1x1x256x64xf32>
    %5089 = stablehlo.multiply %5087, %5088 : tensor<1x1x256x64xf32>
    %5090 = stablehlo.add %5086, %5089 : tensor<1x1x256x64xf32>
    %5091 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5092 = stablehlo.divide %5084, %5091 : tensor<1x1x256x64xf32>
    %5093 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5094 = stablehlo.divide %5090, %5093 : tensor<1x1x256x64xf32>
    %5095 = stablehlo.sqrt %5094 : tensor<1x1x256x64xf32>
    %5096 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x64xf32>
    %5097 = stablehlo.add %5095, %5096 : tensor<1x1x256x64xf32>
    %5098 = stablehlo.divide %5092, %5097 : tensor<1x1x256x64xf32>
    %5099 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5100 = stablehlo.multiply %5099, %m.layer1.1.bn1.g : tensor<64xf32>
    %5101 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5102 = stablehlo.multiply %5101, %4074 : tensor<64xf32>
    %5103 = stablehlo.add %5100, %5102 : tensor<64xf32>
    %5104 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5105 = stablehlo.multiply %5104, %v.layer1.1.bn1.g : tensor<64xf32>
    %5106 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5107 = stablehlo.multiply %4074, %4074 : tensor<64xf32>
    %5108 = stablehlo.multiply %5106, %5107 : tensor<64xf32>
    %5109 = stablehlo.add %5105, %5108 : tensor<64xf32>
    %5110 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5111 = stablehlo.divide %5103, %5110 : tensor<64xf32>
    %5112 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5113 = stablehlo.divide %5109, %5112 : tensor<64xf32>
    %5114 = stablehlo.sqrt %5113 : tensor<64xf32>
    %5115 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5116 = stablehlo.add %5114, %5115 : tensor<64xf32>
    %5117 = stablehlo.divide %5111, %5116 : tensor<64xf32>
    %5118 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5119 = stablehlo.multiply %5118, %m.layer1.1.bn1.b : tensor<64xf32>
    %5120 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5121 = stablehlo.multiply %5120, %4079 : tensor<64xf32>
    %5122 = stablehlo.add %5119, %5121 : tensor<64xf32>
    %5123 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5124 = stablehlo.multiply %5123, %v.layer1.1.bn1.b : tensor<64xf32>
    %5125 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5126 = stablehlo.multiply %4079, %4079 : tensor<64xf32>
    %5127 = stablehlo.multiply %5125, %5126 : tensor<64xf32>
    %5128 = stablehlo.add %5124, %5127 : tensor<64xf32>
    %5129 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5130 = stablehlo.divide %5122, %5129 : tensor<64xf32>
    %5131 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5132 = stablehlo.divide %5128, %5131 : tensor<64xf32>
    %5133 = stablehlo.sqrt %5132 : tensor<64xf32>
    %5134 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5135 = stablehlo.add %5133, %5134 : tensor<64xf32>
    %5136 = stablehlo.divide %5130, %5135 : tensor<64xf32>
    %5137 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %5138 = stablehlo.multiply %5137, %m.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5139 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %5140 = stablehlo.multiply %5139, %4084 : tensor<3x3x64x64xf32>
    %5141 = stablehlo.add %5138, %5140 : tensor<3x3x64x64xf32>
    %5142 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %5143 = stablehlo.multiply %5142, %v.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5144 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %5145 = stablehlo.multiply %4084, %4084 : tensor<3x3x64x64xf32>
    %5146 = stablehlo.multiply %5144, %5145 : tensor<3x3x64x64xf32>
    %5147 = stablehlo.add %5143, %5146 : tensor<3x3x64x64xf32>
    %5148 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5149 = stablehlo.divide %5141, %5148 : tensor<3x3x64x64xf32>
    %5150 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5151 = stablehlo.divide %5147, %5150 : tensor<3x3x64x64xf32>
    %5152 = stablehlo.sqrt %5151 : tensor<3x3x64x64xf32>
    %5153 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %5154 = stablehlo.add %5152, %5153 : tensor<3x3x64x64xf32>
    %5155 = stablehlo.divide %5149, %5154 : tensor<3x3x64x64xf32>
    %5156 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5157 = stablehlo.multiply %5156, %m.layer1.1.bn2.g : tensor<64xf32>
    %5158 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5159 = stablehlo.multiply %5158, %4089 : tensor<64xf32>
    %5160 = stablehlo.add %5157, %5159 : tensor<64xf32>
    %5161 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5162 = stablehlo.multiply %5161, %v.layer1.1.bn2.g : tensor<64xf32>
    %5163 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5164 = stablehlo.multiply %4089, %4089 : tensor<64xf32>
    %5165 = stablehlo.multiply %5163, %5164 : tensor<64xf32>
    %5166 = stablehlo.add %5162, %5165 : tensor<64xf32>
    %5167 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5168 = stablehlo.divide %5160, %5167 : tensor<64xf32>
    %5169 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5170 = stablehlo.divide %5166, %5169 : tensor<64xf32>
    %5171 = stablehlo.sqrt %5170 : tensor<64xf32>
    %5172 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5173 = stablehlo.add %5171, %5172 : tensor<64xf32>
    %5174 = stablehlo.divide %5168, %5173 : tensor<64xf32>
    %5175 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5176 = stablehlo.multiply %5175, %m.layer1.1.bn2.b : tensor<64xf32>
    %5177 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5178 = stablehlo.multiply %5177, %4094 : tensor<64xf32>
    %5179 = stablehlo.add %5176, %5178 : tensor<64xf32>
    %5180 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5181 = stablehlo.multiply %5180, %v.layer1.1.bn2.b : tensor<64xf32>
    %5182 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5183 = stablehlo.multiply %4094, %4094 : tensor<64xf32>
    %5184 = stablehlo.multiply %5182, %5183 : tensor<64xf32>
    %5185 = stablehlo.add %5181, %5184 : tensor<64xf32>
    %5186 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5187 = stablehlo.divide %5179, %5186 : tensor<64xf32>
    %5188 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5189 = stablehlo.divide %5185, %5188 : tensor<64xf32>
    %5190 = stablehlo.sqrt %5189 : tensor<64xf32>
    %5191 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5192 = stablehlo.add %5190, %5191 : tensor<64xf32>
    %5193 = stablehlo.divide %5187, %5192 : tensor<64xf32>
    %5194 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5195 = stablehlo.multiply %5194, %m.layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %5196 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5197 = stablehlo.multiply %5196, %4099 : tensor<1x1x64x256xf32>
    %5198 = stablehlo.add %5195, %5197 : tensor<1x1x64x256xf32>
    %5199 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5200 = stablehlo.multiply %5199, %v.layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %5201 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5202 = stablehlo.multiply %4099, %4099 : tensor<1x1x64x256xf32>
    %5203 = stablehlo.multiply %5201, %5202 : tensor<1x1x64x256xf32>
    %5204 = stablehlo.add %5200, %5203 : tensor<1x1x64x256xf32>
    %5205 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5206 = stablehlo.divide %5198, %5205 : tensor<1x1x64x256xf32>
    %5207 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5208 = stablehlo.divide %5204, %5207 : tensor<1x1x64x256xf32>
    %5209 = stablehlo.sqrt %5208 : tensor<1x1x64x256xf32>
    %5210 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5211 = stablehlo.add %5209, %5210 : tensor<1x1x64x256xf32>
    %5212 = stablehlo.divide %5206, %5211 : tensor<1x1x64x256xf32>
    %5213 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5214 = stablehlo.multiply %5213, %m.layer1.1.bn3.g : tensor<256xf32>
    %5215 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5216 = stablehlo.multiply %5215, %4104 : tensor<256xf32>
    %5217 = stablehlo.add %5214, %5216 : tensor<256xf32>
    %5218 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5219 = stablehlo.multiply %5218, %v.layer1.1.bn3.g : tensor<256xf32>
    %5220 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5221 = stablehlo.multiply %4104, %4104 : tensor<256xf32>
    %5222 = stablehlo.multiply %5220, %5221 : tensor<256xf32>
    %5223 = stablehlo.add %5219, %5222 : tensor<256xf32>
    %5224 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5225 = stablehlo.divide %5217, %5224 : tensor<256xf32>
    %5226 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5227 = stablehlo.divide %5223, %5226 : tensor<256xf32>
    %5228 = stablehlo.sqrt %5227 : tensor<256xf32>
    %5229 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5230 = stablehlo.add %5228, %5229 : tensor<256xf32>
    %5231 = stablehlo.divide %5225, %5230 : tensor<256xf32>
    %5232 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5233 = stablehlo.multiply %5232, %m.layer1.1.bn3.b : tensor<256xf32>
    %5234 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5235 = stablehlo.multiply %5234, %4109 : tensor<256xf32>
    %5236 = stablehlo.add %5233, %5235 : tensor<256xf32>
    %5237 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5238 = stablehlo.multiply %5237, %v.layer1.1.bn3.b : tensor<256xf32>
    %5239 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5240 = stablehlo.multiply %4109, %4109 : tensor<256xf32>
    %5241 = stablehlo.multiply %5239, %5240 : tensor<256xf32>
    %5242 = stablehlo.add %5238, %5241 : tensor<256xf32>
    %5243 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5244 = stablehlo.divide %5236, %5243 : tensor<256xf32>
    %5245 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5246 = stablehlo.divide %5242, %5245 : tensor<256xf32>
    %5247 = stablehlo.sqrt %5246 : tensor<256xf32>
    %5248 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5249 = stablehlo.add %5247, %5248 : tensor<256xf32>
    %5250 = stablehlo.divide %5244, %5249 : tensor<256xf32>
    %5251 = stablehlo.constant dense<0.9> : tensor<1x1x256x64xf32>
    %5252 = stablehlo.multiply %5251, %m.layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %5253 = stablehlo.constant dense<0.1> : tensor<1x1x256x64xf32>
    %5254 = stablehlo.multiply %5253, %4114 : tensor<1x1x256x64xf32>
    %5255 = stablehlo.add %5252, %5254 : tensor<1x1x256x64xf32>
    %5256 = stablehlo.constant dense<0.999> : tensor<1x1x256x64xf32>
    %5257 = stablehlo.multiply %5256, %v.layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %5258 = stablehlo.constant dense<0.001> : tensor<1x1x256x64xf32>
    %5259 = stablehlo.multiply %4114, %4114 : tensor<1x1x256x64xf32>
    %5260 = stablehlo.multiply %5258, %5259 : tensor<1x1x256x64xf32>
    %5261 = stablehlo.add %5257, %5260 : tensor<1x1x256x64xf32>
    %5262 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5263 = stablehlo.divide %5255, %5262 : tensor<1x1x256x64xf32>
    %5264 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5265 = stablehlo.divide %5261, %5264 : tensor<1x1x256x64xf32>
    %5266 = stablehlo.sqrt %5265 : tensor<1x1x256x64xf32>
    %5267 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x64xf32>
    %5268 = stablehlo.add %5266, %5267 : tensor<1x1x256x64xf32>
    %5269 = stablehlo.divide %5263, %5268 : tensor<1x1x256x64xf32>
    %5270 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5271 = stablehlo.multiply %5270, %m.layer1.2.bn1.g : tensor<64xf32>
    %5272 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5273 = stablehlo.multiply %5272, %4119 : tensor<64xf32>
    %5274 = stablehlo.add %5271, %5273 : tensor<64xf32>
    %5275 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5276 = stablehlo.multiply %5275, %v.layer1.2.bn1.g : tensor<64xf32>
    %5277 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5278 = stablehlo.multiply %4119, %4119 : tensor<64xf32>
    %5279 = stablehlo.multiply %5277, %5278 : tensor<64xf32>
    %5280 = stablehlo.add %5276, %5279 : tensor<64xf32>
    %5281 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5282 = stablehlo.divide %5274, %5281 : tensor<64xf32>
    %5283 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5284 = stablehlo.divide %5280, %5283 : tensor<64xf32>
    %5285 = stablehlo.sqrt %5284 : tensor<64xf32>
    %5286 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5287 = stablehlo.add %5285, %5286 : tensor<64xf32>
    %5288 = stablehlo.divide %5282, %5287 : tensor<64xf32>
    %5289 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5290 = stablehlo.multiply %5289, %m.layer1.2.bn1.b : tensor<64xf32>
    %5291 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5292 = stablehlo.multiply %5291, %4124 : tensor<64xf32>
    %5293 = stablehlo.add %5290, %5292 : tensor<64xf32>
    %5294 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5295 = stablehlo.multiply %5294, %v.layer1.2.bn1.b : tensor<64xf32>
    %5296 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5297 = stablehlo.multiply %4124, %4124 : tensor<64xf32>
    %5298 = stablehlo.multiply %5296, %5297 : tensor<64xf32>
    %5299 = stablehlo.add %5295, %5298 : tensor<64xf32>
    %5300 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5301 = stablehlo.divide %5293, %5300 : tensor<64xf32>
    %5302 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5303 = stablehlo.divide %5299, %5302 : tensor<64xf32>
    %5304 = stablehlo.sqrt %5303 : tensor<64xf32>
    %5305 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5306 = stablehlo.add %5304, %5305 : tensor<64xf32>
    %5307 = stablehlo.divide %5301, %5306 : tensor<64xf32>
    %5308 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %5309 = stablehlo.multiply %5308, %m.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5310 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %5311 = stablehlo.multiply %5310, %4129 : tensor<3x3x64x64xf32>
    %5312 = stablehlo.add %5309, %5311 : tensor<3x3x64x64xf32>
    %5313 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %5314 = stablehlo.multiply %5313, %v.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5315 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %5316 = stablehlo.multiply %4129, %4129 : tensor<3x3x64x64xf32>
    %5317 = stablehlo.multiply %5315, %5316 : tensor<3x3x64x64xf32>
    %5318 = stablehlo.add %5314, %5317 : tensor<3x3x64x64xf32>
    %5319 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5320 = stablehlo.divide %5312, %5319 : tensor<3x3x64x64xf32>
    %5321 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5322 = stablehlo.divide %5318, %5321 : tensor<3x3x64x64xf32>
    %5323 = stablehlo.sqrt %5322 : tensor<3x3x64x64xf32>
    %5324 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %5325 = stablehlo.add %5323, %5324 : tensor<3x3x64x64xf32>
    %5326 = stablehlo.divide %5320, %5325 : tensor<3x3x64x64xf32>
    %5327 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5328 = stablehlo.multiply %5327, %m.layer1.2.bn2.g : tensor<64xf32>
    %5329 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5330 = stablehlo.multiply %5329, %4134 : tensor<64xf32>
    %5331 = stablehlo.add %5328, %5330 : tensor<64xf32>
    %5332 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5333 = stablehlo.multiply %5332, %v.layer1.2.bn2.g : tensor<64xf32>
    %5334 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5335 = stablehlo.multiply %4134, %4134 : tensor<64xf32>
    %5336 = stablehlo.multiply %5334, %5335 : tensor<64xf32>
    %5337 = stablehlo.add %5333, %5336 : tensor<64xf32>
    %5338 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5339 = stablehlo.divide %5331, %5338 : tensor<64xf32>
    %5340 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5341 = stablehlo.divide %5337, %5340 : tensor<64xf32>
    %5342 = stablehlo.sqrt %5341 : tensor<64xf32>
    %5343 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5344 = stablehlo.add %5342, %5343 : tensor<64xf32>
    %5345 = stablehlo.divide %5339, %5344 : tensor<64xf32>
    %5346 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5347 = stablehlo.multiply %5346, %m.layer1.2.bn2.b : tensor<64xf32>
    %5348 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5349 = stablehlo.multiply %5348, %4139 : tensor<64xf32>
    %5350 = stablehlo.add %5347, %5349 : tensor<64xf32>
    %5351 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5352 = stablehlo.multiply %5351, %v.layer1.2.bn2.b : tensor<64xf32>
    %5353 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5354 = stablehlo.multiply %4139, %4139 : tensor<64xf32>
    %5355 = stablehlo.multiply %5353, %5354 : tensor<64xf32>
    %5356 = stablehlo.add %5352, %5355 : tensor<64xf32>
    %5357 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5358 = stablehlo.divide %5350, %5357 : tensor<64xf32>
    %5359 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5360 = stablehlo.divide %5356, %5359 : tensor<64xf32>
    %5361 = stablehlo.sqrt %5360 : tensor<64xf32>
    %5362 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5363 = stablehlo.add %5361, %5362 : tensor<64xf32>
    %5364 = stablehlo.divide %5358, %5363 : tensor<64xf32>
    %5365 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5366 = stablehlo.multiply %5365, %m.layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %5367 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5368 = stablehlo.multiply %5367, %4144 : tensor<1x1x64x256xf32>
    %5369 = stablehlo.add %5366, %5368 : tensor<1x1x64x256xf32>
    %5370 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5371 = stablehlo.multiply %5370, %v.layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %5372 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5373 = stablehlo.multiply %4144, %4144 : tensor<1x1x64x256xf32>
    %5374 = stablehlo.multiply %5372, %5373 : tensor<1x1x64x256xf32>
    %5375 = stablehlo.add %5371, %5374 : tensor<1x1x64x256xf32>
    %5376 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5377 = stablehlo.divide %5369, %5376 : tensor<1x1x64x256xf32>
    %5378 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5379 = stablehlo.divide %5375, %5378 : tensor<1x1x64x256xf32>
    %5380 = stablehlo.sqrt %5379 : tensor<1x1x64x256xf32>
    %5381 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5382 = stablehlo.add %5380, %5381 : tensor<1x1x64x256xf32>
    %5383 = stablehlo.divide %5377, %5382 : tensor<1x1x64x256xf32>
    %5384 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5385 = stablehlo.multiply %5384, %m.layer1.2.bn3.g : tensor<256xf32>
    %5386 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5387 = stablehlo.multiply %5386, %4149 : tensor<256xf32>
    %5388 = stablehlo.add %5385, %5387 : tensor<256xf32>
    %5389 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5390 = stablehlo.multiply %5389, %v.layer1.2.bn3.g : tensor<256xf32>
    %5391 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5392 = stablehlo.multiply %4149, %4149 : tensor<256xf32>
    %5393 = stablehlo.multiply %5391, %5392 : tensor<256xf32>
    %5394 = stablehlo.add %5390, %5393 : tensor<256xf32>
    %5395 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5396 = stablehlo.divide %5388, %5395 : tensor<256xf32>
    %5397 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5398 = stablehlo.divide %5394, %5397 : tensor<256xf32>
    %5399 = stablehlo.sqrt %5398 : tensor<256xf32>
    %5400 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5401 = stablehlo.add %5399, %5400 : tensor<256xf32>
    %5402 = stablehlo.divide %5396, %5401 : tensor<256xf32>
    %5403 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5404 = stablehlo.multiply %5403, %m.layer1.2.bn3.b : tensor<256xf32>
    %5405 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5406 = stablehlo.multiply %5405, %4154 : tensor<256xf32>
    %5407 = stablehlo.add %5404, %5406 : tensor<256xf32>
    %5408 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5409 = stablehlo.multiply %5408, %v.layer1.2.bn3.b : tensor<256xf32>
    %5410 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5411 = stablehlo.multiply %4154, %4154 : tensor<256xf32>
    %5412 = stablehlo.multiply %5410, %5411 : tensor<256xf32>
    %5413 = stablehlo.add %5409, %5412 : tensor<256xf32>
    %5414 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5415 = stablehlo.divide %5407, %5414 : tensor<256xf32>
    %5416 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5417 = stablehlo.divide %5413, %5416 : tensor<256xf32>
    %5418 = stablehlo.sqrt %5417 : tensor<256xf32>
    %5419 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5420 = stablehlo.add %5418, %5419 : tensor<256xf32>
    %5421 = stablehlo.divide %5415, %5420 : tensor<256xf32>
    %5422 = stablehlo.constant dense<0.9> : tensor<1x1x256x128xf32>
    %5423 = stablehlo.multiply %5422, %m.layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %5424 = stablehlo.constant dense<0.1> : tensor<1x1x256x128xf32>
    %5425 = stablehlo.multiply %5424, %4159 : tensor<1x1x256x128xf32>
    %5426 = stablehlo.add %5423, %5425 : tensor<1x1x256x128xf32>
    %5427 = stablehlo.constant dense<0.999> : tensor<1x1x256x128xf32>
    %5428 = stablehlo.multiply %5427, %v.layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %5429 = stablehlo.constant dense<0.001> : tensor<1x1x256x128xf32>
    %5430 = stablehlo.multiply %4159, %4159 : tensor<1x1x256x128xf32>
    %5431 = stablehlo.multiply %5429, %5430 : tensor<1x1x256x128xf32>
    %5432 = stablehlo.add %5428, %5431 : tensor<1x1x256x128xf32>
    %5433 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %5434 = stablehlo.divide %5426, %5433 : tensor<1x1x256x128xf32>
    %5435 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %5436 = stablehlo.divide %5432, %5435 : tensor<1x1x256x128xf32>
    %5437 = stablehlo.sqrt %5436 : tensor<1x1x256x128xf32>
    %5438 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x128xf32>
    %5439 = stablehlo.add %5437, %5438 : tensor<1x1x256x128xf32>
    %5440 = stablehlo.divide %5434, %5439 : tensor<1x1x256x128xf32>
    %5441 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5442 = stablehlo.multiply %5441, %m.layer2.0.bn1.g : tensor<128xf32>
    %5443 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5444 = stablehlo.multiply %5443, %4164 : tensor<128xf32>
    %5445 = stablehlo.add %5442, %5444 : tensor<128xf32>
    %5446 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5447 = stablehlo.multiply %5446, %v.layer2.0.bn1.g : tensor<128xf32>
    %5448 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5449 = stablehlo.multiply %4164, %4164 : tensor<128xf32>
    %5450 = stablehlo.multiply %5448, %5449 : tensor<128xf32>
    %5451 = stablehlo.add %5447, %5450 : tensor<128xf32>
    %5452 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5453 = stablehlo.divide %5445, %5452 : tensor<128xf32>
    %5454 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5455 = stablehlo.divide %5451, %5454 : tensor<128xf32>
    %5456 = stablehlo.sqrt %5455 : tensor<128xf32>
    %5457 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5458 = stablehlo.add %5456, %5457 : tensor<128xf32>
    %5459 = stablehlo.divide %5453, %5458 : tensor<128xf32>
    %5460 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5461 = stablehlo.multiply %5460, %m.layer2.0.bn1.b : tensor<128xf32>
    %5462 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5463 = stablehlo.multiply %5462, %4169 : tensor<128xf32>
    %5464 = stablehlo.add %5461, %5463 : tensor<128xf32>
    %5465 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5466 = stablehlo.multiply %5465, %v.layer2.0.bn1.b : tensor<128xf32>
    %5467 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5468 = stablehlo.multiply %4169, %4169 : tensor<128xf32>
    %5469 = stablehlo.multiply %5467, %5468 : tensor<128xf32>
    %5470 = stablehlo.add %5466, %5469 : tensor<128xf32>
    %5471 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5472 = stablehlo.divide %5464, %5471 : tensor<128xf32>
    %5473 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5474 = stablehlo.divide %5470, %5473 : tensor<128xf32>
    %5475 = stablehlo.sqrt %5474 : tensor<128xf32>
    %5476 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5477 = stablehlo.add %5475, %5476 : tensor<128xf32>
    %5478 = stablehlo.divide %5472, %5477 : tensor<128xf32>
    %5479 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %5480 = stablehlo.multiply %5479, %m.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %5481 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %5482 = stablehlo.multiply %5481, %4174 : tensor<3x3x128x128xf32>
    %5483 = stablehlo.add %5480, %5482 : tensor<3x3x128x128xf32>
    %5484 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %5485 = stablehlo.multiply %5484, %v.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %5486 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %5487 = stablehlo.multiply %4174, %4174 : tensor<3x3x128x128xf32>
    %5488 = stablehlo.multiply %5486, %5487 : tensor<3x3x128x128xf32>
    %5489 = stablehlo.add %5485, %5488 : tensor<3x3x128x128xf32>
    %5490 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5491 = stablehlo.divide %5483, %5490 : tensor<3x3x128x128xf32>
    %5492 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5493 = stablehlo.divide %5489, %5492 : tensor<3x3x128x128xf32>
    %5494 = stablehlo.sqrt %5493 : tensor<3x3x128x128xf32>
    %5495 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %5496 = stablehlo.add %5494, %5495 : tensor<3x3x128x128xf32>
    %5497 = stablehlo.divide %5491, %5496 : tensor<3x3x128x128xf32>
    %5498 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5499 = stablehlo.multiply %5498, %m.layer2.0.bn2.g : tensor<128xf32>
    %5500 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5501 = stablehlo.multiply %5500, %4179 : tensor<128xf32>
    %5502 = stablehlo.add %5499, %5501 : tensor<128xf32>
    %5503 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5504 = stablehlo.multiply %5503, %v.layer2.0.bn2.g : tensor<128xf32>
    %5505 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5506 = stablehlo.multiply %4179, %4179 : tensor<128xf32>
    %5507 = stablehlo.multiply %5505, %5506 : tensor<128xf32>
    %5508 = stablehlo.add %5504, %5507 : tensor<128xf32>
    %5509 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5510 = stablehlo.divide %5502, %5509 : tensor<128xf32>
    %5511 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5512 = stablehlo.divide %5508, %5511 : tensor<128xf32>
    %5513 = stablehlo.sqrt %5512 : tensor<128xf32>
    %5514 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5515 = stablehlo.add %5513, %5514 : tensor<128xf32>
    %5516 = stablehlo.divide %5510, %5515 : tensor<128xf32>
    %5517 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5518 = stablehlo.multiply %5517, %m.layer2.0.bn2.b : tensor<128xf32>
    %5519 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5520 = stablehlo.multiply %5519, %4184 : tensor<128xf32>
    %5521 = stablehlo.add %5518, %5520 : tensor<128xf32>
    %5522 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5523 = stablehlo.multiply %5522, %v.layer2.0.bn2.b : tensor<128xf32>
    %5524 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5525 = stablehlo.multiply %4184, %4184 : tensor<128xf32>
    %5526 = stablehlo.multiply %5524, %5525 : tensor<128xf32>
    %5527 = stablehlo.add %5523, %5526 : tensor<128xf32>
    %5528 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5529 = stablehlo.divide %5521, %5528 : tensor<128xf32>
    %5530 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5531 = stablehlo.divide %5527, %5530 : tensor<128xf32>
    %5532 = stablehlo.sqrt %5531 : tensor<128xf32>
    %5533 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5534 = stablehlo.add %5532, %5533 : tensor<128xf32>
    %5535 = stablehlo.divide %5529, %5534 : tensor<128xf32>
    %5536 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %5537 = stablehlo.multiply %5536, %m.layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %5538 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %5539 = stablehlo.multiply %5538, %4189 : tensor<1x1x128x512xf32>
    %5540 = stablehlo.add %5537, %5539 : tensor<1x1x128x512xf32>
    %5541 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %5542 = stablehlo.multiply %5541, %v.layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %5543 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %5544 = stablehlo.multiply %4189, %4189 : tensor<1x1x128x512xf32>
    %5545 = stablehlo.multiply %5543, %5544 : tensor<1x1x128x512xf32>
    %5546 = stablehlo.add %5542, %5545 : tensor<1x1x128x512xf32>
    %5547 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5548 = stablehlo.divide %5540, %5547 : tensor<1x1x128x512xf32>
    %5549 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5550 = stablehlo.divide %5546, %5549 : tensor<1x1x128x512xf32>
    %5551 = stablehlo.sqrt %5550 : tensor<1x1x128x512xf32>
    %5552 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %5553 = stablehlo.add %5551, %5552 : tensor<1x1x128x512xf32>
    %5554 = stablehlo.divide %5548, %5553 : tensor<1x1x128x512xf32>
    %5555 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5556 = stablehlo.multiply %5555, %m.layer2.0.bn3.g : tensor<512xf32>
    %5557 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5558 = stablehlo.multiply %5557, %4194 : tensor<512xf32>
    %5559 = stablehlo.add %5556, %5558 : tensor<512xf32>
    %5560 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5561 = stablehlo.multiply %5560, %v.layer2.0.bn3.g : tensor<512xf32>
    %5562 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5563 = stablehlo.multiply %4194, %4194 : tensor<512xf32>
    %5564 = stablehlo.multiply %5562, %5563 : tensor<512xf32>
    %5565 = stablehlo.add %5561, %5564 : tensor<512xf32>
    %5566 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5567 = stablehlo.divide %5559, %5566 : tensor<512xf32>
    %5568 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5569 = stablehlo.divide %5565, %5568 : tensor<512xf32>
    %5570 = stablehlo.sqrt %5569 : tensor<512xf32>
    %5571 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5572 = stablehlo.add %5570, %5571 : tensor<512xf32>
    %5573 = stablehlo.divide %5567, %5572 : tensor<512xf32>
    %5574 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5575 = stablehlo.multiply %5574, %m.layer2.0.bn3.b : tensor<512xf32>
    %5576 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5577 = stablehlo.multiply %5576, %4199 : tensor<512xf32>
    %5578 = stablehlo.add %5575, %5577 : tensor<512xf32>
    %5579 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5580 = stablehlo.multiply %5579, %v.layer2.0.bn3.b : tensor<512xf32>
    %5581 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5582 = stablehlo.multiply %4199, %4199 : tensor<512xf32>
    %5583 = stablehlo.multiply %5581, %5582 : tensor<512xf32>
    %5584 = stablehlo.add %5580, %5583 : tensor<512xf32>
    %5585 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5586 = stablehlo.divide %5578, %5585 : tensor<512xf32>
    %5587 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5588 = stablehlo.divide %5584, %5587 : tensor<512xf32>
    %5589 = stablehlo.sqrt %5588 : tensor<512xf32>
    %5590 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5591 = stablehlo.add %5589, %5590 : tensor<512xf32>
    %5592 = stablehlo.divide %5586, %5591 : tensor<512xf32>
    %5593 = stablehlo.constant dense<0.9> : tensor<1x1x256x512xf32>
    %5594 = stablehlo.multiply %5593, %m.layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5595 = stablehlo.constant dense<0.1> : tensor<1x1x256x512xf32>
    %5596 = stablehlo.multiply %5595, %4204 : tensor<1x1x256x512xf32>
    %5597 = stablehlo.add %5594, %5596 : tensor<1x1x256x512xf32>
    %5598 = stablehlo.constant dense<0.999> : tensor<1x1x256x512xf32>
    %5599 = stablehlo.multiply %5598, %v.layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5600 = stablehlo.constant dense<0.001> : tensor<1x1x256x512xf32>
    %5601 = stablehlo.multiply %4204, %4204 : tensor<1x1x256x512xf32>
    %5602 = stablehlo.multiply %5600, %5601 : tensor<1x1x256x512xf32>
    %5603 = stablehlo.add %5599, %5602 : tensor<1x1x256x512xf32>
    %5604 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5605 = stablehlo.divide %5597, %5604 : tensor<1x1x256x512xf32>
    %5606 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5607 = stablehlo.divide %5603, %5606 : tensor<1x1x256x512xf32>
    %5608 = stablehlo.sqrt %5607 : tensor<1x1x256x512xf32>
    %5609 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x512xf32>
    %5610 = stablehlo.add %5608, %5609 : tensor<1x1x256x512xf32>
    %5611 = stablehlo.divide %5605, %5610 : tensor<1x1x256x512xf32>
    %5612 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5613 = stablehlo.multiply %5612, %m.layer2.0.downsample.1.g : tensor<512xf32>
    %5614 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5615 = stablehlo.multiply %5614, %4209 : tensor<512xf32>
    %5616 = stablehlo.add %5613, %5615 : tensor<512xf32>
    %5617 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5618 = stablehlo.multiply %5617, %v.layer2.0.downsample.1.g : tensor<512xf32>
    %5619 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5620 = stablehlo.multiply %4209, %4209 : tensor<512xf32>
    %5621 = stablehlo.multiply %5619, %5620 : tensor<512xf32>
    %5622 = stablehlo.add %5618, %5621 : tensor<512xf32>
    %5623 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5624 = stablehlo.divide %5616, %5623 : tensor<512xf32>
    %5625 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5626 = stablehlo.divide %5622, %5625 : tensor<512xf32>
    %5627 = stablehlo.sqrt %5626 : tensor<512xf32>
    %5628 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5629 = stablehlo.add %5627, %5628 : tensor<512xf32>
    %5630 = stablehlo.divide %5624, %5629 : tensor<512xf32>
    %5631 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5632 = stablehlo.multiply %5631, %m.layer2.0.downsample.1.b : tensor<512xf32>
    %5633 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5634 = stablehlo.multiply %5633, %4214 : tensor<512xf32>
    %5635 = stablehlo.add %5632, %5634 : tensor<512xf32>
    %5636 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5637 = stablehlo.multiply %5636, %v.layer2.0.downsample.1.b : tensor<512xf32>
    %5638 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5639 = stablehlo.multiply %4214, %4214 : tensor<512xf32>
    %5640 = stablehlo.multiply %5638, %5639 : tensor<512xf32>
    %5641 = stablehlo.add %5637, %5640 : tensor<512xf32>
    %5642 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5643 = stablehlo.divide %5635, %5642 : tensor<512xf32>
    %5644 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5645 = stablehlo.divide %5641, %5644 : tensor<512xf32>
    %5646 = stablehlo.sqrt %5645 : tensor<512xf32>
    %5647 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5648 = stablehlo.add %5646, %5647 : tensor<512xf32>
    %5649 = stablehlo.divide %5643, %5648 : tensor<512xf32>
    %5650 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %5651 = stablehlo.multiply %5650, %m.layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %5652 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %5653 = stablehlo.multiply %5652, %4219 : tensor<1x1x512x128xf32>
    %5654 = stablehlo.add %5651, %5653 : tensor<1x1x512x128xf32>
    %5655 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %5656 = stablehlo.multiply %5655, %v.layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %5657 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %5658 = stablehlo.multiply %4219, %4219 : tensor<1x1x512x128xf32>
    %5659 = stablehlo.multiply %5657, %5658 : tensor<1x1x512x128xf32>
    %5660 = stablehlo.add %5656, %5659 : tensor<1x1x512x128xf32>
    %5661 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %5662 = stablehlo.divide %5654, %5661 : tensor<1x1x512x128xf32>
    %5663 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %5664 = stablehlo.divide %5660, %5663 : tensor<1x1x512x128xf32>
    %5665 = stablehlo.sqrt %5664 : tensor<1x1x512x128xf32>
    %5666 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %5667 = stablehlo.add %5665, %5666 : tensor<1x1x512x128xf32>
    %5668 = stablehlo.divide %5662, %5667 : tensor<1x1x512x128xf32>
    %5669 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5670 = stablehlo.multiply %5669, %m.layer2.1.bn1.g : tensor<128xf32>
    %5671 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5672 = stablehlo.multiply %5671, %4224 : tensor<128xf32>
    %5673 = stablehlo.add %5670, %5672 : tensor<128xf32>
    %5674 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5675 = stablehlo.multiply %5674, %v.layer2.1.bn1.g : tensor<128xf32>
    %5676 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5677 = stablehlo.multiply %4224, %4224 : tensor<128xf32>
    %5678 = stablehlo.multiply %5676, %5677 : tensor<128xf32>
    %5679 = stablehlo.add %5675, %5678 : tensor<128xf32>
    %5680 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5681 = stablehlo.divide %5673, %5680 : tensor<128xf32>
    %5682 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5683 = stablehlo.divide %5679, %5682 : tensor<128xf32>
    %5684 = stablehlo.sqrt %5683 : tensor<128xf32>
    %5685 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5686 = stablehlo.add %5684, %5685 : tensor<128xf32>
    %5687 = stablehlo.divide %5681, %5686 : tensor<128xf32>
    %5688 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5689 = stablehlo.multiply %5688, %m.layer2.1.bn1.b : tensor<128xf32>
    %5690 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5691 = stablehlo.multiply %5690, %4229 : tensor<128xf32>
    %5692 = stablehlo.add %5689, %5691 : tensor<128xf32>
    %5693 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5694 = stablehlo.multiply %5693, %v.layer2.1.bn1.b : tensor<128xf32>
    %5695 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5696 = stablehlo.multiply %4229, %4229 : tensor<128xf32>
    %5697 = stablehlo.multiply %5695, %5696 : tensor<128xf32>
    %5698 = stablehlo.add %5694, %5697 : tensor<128xf32>
    %5699 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5700 = stablehlo.divide %5692, %5699 : tensor<128xf32>
    %5701 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5702 = stablehlo.divide %5698, %5701 : tensor<128xf32>
    %5703 = stablehlo.sqrt %5702 : tensor<128xf32>
    %5704 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5705 = stablehlo.add %5703, %5704 : tensor<128xf32>
    %5706 = stablehlo.divide %5700, %5705 : tensor<128xf32>
    %5707 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %5708 = stablehlo.multiply %5707, %m.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %5709 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %5710 = stablehlo.multiply %5709, %4234 : tensor<3x3x128x128xf32>
    %5711 = stablehlo.add %5708, %5710 : tensor<3x3x128x128xf32>
    %5712 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %5713 = stablehlo.multiply %5712, %v.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %5714 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %5715 = stablehlo.multiply %4234, %4234 : tensor<3x3x128x128xf32>
    %5716 = stablehlo.multiply %5714, %5715 : tensor<3x3x128x128xf32>
    %5717 = stablehlo.add %5713, %5716 : tensor<3x3x128x128xf32>
    %5718 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5719 = stablehlo.divide %5711, %5718 : tensor<3x3x128x128xf32>
    %5720 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5721 = stablehlo.divide %5717, %5720 : tensor<3x3x128x128xf32>
    %5722 = stablehlo.sqrt %5721 : tensor<3x3x128x128xf32>
    %5723 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %5724 = stablehlo.add %5722, %5723 : tensor<3x3x128x128xf32>
    %5725 = stablehlo.divide %5719, %5724 : tensor<3x3x128x128xf32>
    %5726 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5727 = stablehlo.multiply %5726, %m.layer2.1.bn2.g : tensor<128xf32>
    %5728 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5729 = stablehlo.multiply %5728, %4239 : tensor<128xf32>
    %5730 = stablehlo.add %5727, %5729 : tensor<128xf32>
    %5731 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5732 = stablehlo.multiply %5731, %v.layer2.1.bn2.g : tensor<128xf32>
    %5733 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5734 = stablehlo.multiply %4239, %4239 : tensor<128xf32>
    %5735 = stablehlo.multiply %5733, %5734 : tensor<128xf32>
    %5736 = stablehlo.add %5732, %5735 : tensor<128xf32>
    %5737 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5738 = stablehlo.divide %5730, %5737 : tensor<128xf32>
    %5739 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5740 = stablehlo.divide %5736, %5739 : tensor<128xf32>
    %5741 = stablehlo.sqrt %5740 : tensor<128xf32>
    %5742 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5743 = stablehlo.add %5741, %5742 : tensor<128xf32>
    %5744 = stablehlo.divide %5738, %5743 : tensor<128xf32>
    %5745 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5746 = stablehlo.multiply %5745, %m.layer2.1.bn2.b : tensor<128xf32>
    %5747 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5748 = stablehlo.multiply %5747, %4244 : tensor<128xf32>
    %5749 = stablehlo.add %5746, %5748 : tensor<128xf32>
    %5750 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5751 = stablehlo.multiply %5750, %v.layer2.1.bn2.b : tensor<128xf32>
    %5752 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5753 = stablehlo.multiply %4244, %4244 : tensor<128xf32>
    %5754 = stablehlo.multiply %5752, %5753 : tensor<128xf32>
    %5755 = stablehlo.add %5751, %5754 : tensor<128xf32>
    %5756 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5757 = stablehlo.divide %5749, %5756 : tensor<128xf32>
    %5758 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5759 = stablehlo.divide %5755, %5758 : tensor<128xf32>
    %5760 = stablehlo.sqrt %5759 : tensor<128xf32>
    %5761 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5762 = stablehlo.add %5760, %5761 : tensor<128xf32>
    %5763 = stablehlo.divide %5757, %5762 : tensor<128xf32>
    %5764 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %5765 = stablehlo.multiply %5764, %m.layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %5766 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %5767 = stablehlo.multiply %5766, %4249 : tensor<1x1x128x512xf32>
    %5768 = stablehlo.add %5765, %5767 : tensor<1x1x128x512xf32>
    %5769 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %5770 = stablehlo.multiply %5769, %v.layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %5771 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %5772 = stablehlo.multiply %4249, %4249 : tensor<1x1x128x512xf32>
    %5773 = stablehlo.multiply %5771, %5772 : tensor<1x1x128x512xf32>
    %5774 = stablehlo.add %5770, %5773 : tensor<1x1x128x512xf32>
    %5775 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5776 = stablehlo.divide %5768, %5775 : tensor<1x1x128x512xf32>
    %5777 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5778 = stablehlo.divide %5774, %5777 : tensor<1x1x128x512xf32>
    %5779 = stablehlo.sqrt %5778 : tensor<1x1x128x512xf32>
    %5780 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %5781 = stablehlo.add %5779, %5780 : tensor<1x1x128x512xf32>
    %5782 = stablehlo.divide %5776, %5781 : tensor<1x1x128x512xf32>
    %5783 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5784 = stablehlo.multiply %5783, %m.layer2.1.bn3.g : tensor<512xf32>
    %5785 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5786 = stablehlo.multiply %5785, %4254 : tensor<512xf32>
    %5787 = stablehlo.add %5784, %5786 : tensor<512xf32>
    %5788 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5789 = stablehlo.multiply %5788, %v.layer2.1.bn3.g : tensor<512xf32>
    %5790 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5791 = stablehlo.multiply %4254, %4254 : tensor<512xf32>
    %5792 = stablehlo.multiply %5790, %5791 : tensor<512xf32>
    %5793 = stablehlo.add %5789, %5792 : tensor<512xf32>
    %5794 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5795 = stablehlo.divide %5787, %5794 : tensor<512xf32>
    %5796 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5797 = stablehlo.divide %5793, %5796 : tensor<512xf32>
    %5798 = stablehlo.sqrt %5797 : tensor<512xf32>
    %5799 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5800 = stablehlo.add %5798, %5799 : tensor<512xf32>
    %5801 = stablehlo.divide %5795, %5800 : tensor<512xf32>
    %5802 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5803 = stablehlo.multiply %5802, %m.layer2.1.bn3.b : tensor<512xf32>
    %5804 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5805 = stablehlo.multiply %5804, %4259 : tensor<512xf32>
    %5806 = stablehlo.add %5803, %5805 : tensor<512xf32>
    %5807 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5808 = stablehlo.multiply %5807, %v.layer2.1.bn3.b : tensor<512xf32>
    %5809 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5810 = stablehlo.multiply %4259, %4259 : tensor<512xf32>
    %5811 = stablehlo.multiply %5809, %5810 : tensor<512xf32>
    %5812 = stablehlo.add %5808, %5811 : tensor<512xf32>
    %5813 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5814 = stablehlo.divide %5806, %5813 : tensor<512xf32>
    %5815 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5816 = stablehlo.divide %5812, %5815 : tensor<512xf32>
    %5817 = stablehlo.sqrt %5816 : tensor<512xf32>
    %5818 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5819 = stablehlo.add %5817, %5818 : tensor<512xf32>
    %5820 = stablehlo.divide %5814, %5819 : tensor<512xf32>
    %5821 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %5822 = stablehlo.multiply %5821, %m.layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %5823 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %5824 = stablehlo.multiply %5823, %4264 : tensor<1x1x512x128xf32>
    %5825 = stablehlo.add %5822, %5824 : tensor<1x1x512x128xf32>
    %5826 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %5827 = stablehlo.multiply %5826, %v.layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %5828 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %5829 = stablehlo.multiply %4264, %4264 : tensor<1x1x512x128xf32>
    %5830 = stablehlo.multiply %5828, %5829 : tensor<1x1x512x128xf32>
    %5831 = stablehlo.add %5827, %5830 : tensor<1x1x512x128xf32>
    %5832 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %5833 = stablehlo.divide %5825, %5832 : tensor<1x1x512x128xf32>
    %5834 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %5835 = stablehlo.divide %5831, %5834 : tensor<1x1x512x128xf32>
    %5836 = stablehlo.sqrt %5835 : tensor<1x1x512x128xf32>
    %5837 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %5838 = stablehlo.add %5836, %5837 : tensor<1x1x512x128xf32>
    %5839 = stablehlo.divide %5833, %5838 : tensor<1x1x512x128xf32>
    %5840 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5841 = stablehlo.multiply %5840, %m.layer2.2.bn1.g : tensor<128xf32>
    %5842 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5843 = stablehlo.multiply %5842, %4269 : tensor<128xf32>
    %5844 = stablehlo.add %5841, %5843 : tensor<128xf32>
    %5845 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5846 = stablehlo.multiply %5845, %v.layer2.2.bn1.g : tensor<128xf32>
    %5847 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5848 = stablehlo.multiply %4269, %4269 : tensor<128xf32>
    %5849 = stablehlo.multiply %5847, %5848 : tensor<128xf32>
    %5850 = stablehlo.add %5846, %5849 : tensor<128xf32>
    %5851 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5852 = stablehlo.divide %5844, %5851 : tensor<128xf32>
    %5853 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5854 = stablehlo.divide %5850, %5853 : tensor<128xf32>
    %5855 = stablehlo.sqrt %5854 : tensor<128xf32>
    %5856 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5857 = stablehlo.add %5855, %5856 : tensor<128xf32>
    %5858 = stablehlo.divide %5852, %5857 : tensor<128xf32>
    %5859 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5860 = stablehlo.multiply %5859, %m.layer2.2.bn1.b : tensor<128xf32>
    %5861 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5862 = stablehlo.multiply %5861, %4274 : tensor<128xf32>
    %5863 = stablehlo.add %5860, %5862 : tensor<128xf32>
    %5864 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5865 = stablehlo.multiply %5864, %v.layer2.2.bn1.b : tensor<128xf32>
    %5866 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5867 = stablehlo.multiply %4274, %4274 : tensor<128xf32>
    %5868 = stablehlo.multiply %5866, %5867 : tensor<128xf32>
    %5869 = stablehlo.add %5865, %5868 : tensor<128xf32>
    %5870 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5871 = stablehlo.divide %5863, %5870 : tensor<128xf32>
    %5872 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5873 = stablehlo.divide %5869, %5872 : tensor<128xf32>
    %5874 = stablehlo.sqrt %5873 : tensor<128xf32>
    %5875 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5876 = stablehlo.add %5874, %5875 : tensor<128xf32>
    %5877 = stablehlo.divide %5871, %5876 : tensor<128xf32>
    %5878 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %5879 = stablehlo.multiply %5878, %m.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %5880 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %5881 = stablehlo.multiply %5880, %4279 : tensor<3x3x128x128xf32>
    %5882 = stablehlo.add %5879, %5881 : tensor<3x3x128x128xf32>
    %5883 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %5884 = stablehlo.multiply %5883, %v.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %5885 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %5886 = stablehlo.multiply %4279, %4279 : tensor<3x3x128x128xf32>
    %5887 = stablehlo.multiply %5885, %5886 : tensor<3x3x128x128xf32>
    %5888 = stablehlo.add %5884, %5887 : tensor<3x3x128x128xf32>
    %5889 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5890 = stablehlo.divide %5882, %5889 : tensor<3x3x128x128xf32>
    %5891 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5892 = stablehlo.divide %5888, %5891 : tensor<3x3x128x128xf32>
    %5893 = stablehlo.sqrt %5892 : tensor<3x3x128x128xf32>
    %5894 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %5895 = stablehlo.add %5893, %5894 : tensor<3x3x128x128xf32>
    %5896 = stablehlo.divide %5890, %5895 : tensor<3x3x128x128xf32>
    %5897 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5898 = stablehlo.multiply %5897, %m.layer2.2.bn2.g : tensor<128xf32>
    %5899 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5900 = stablehlo.multiply %5899, %4284 : tensor<128xf32>
    %5901 = stablehlo.add %5898, %5900 : tensor<128xf32>
    %5902 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5903 = stablehlo.multiply %5902, %v.layer2.2.bn2.g : tensor<128xf32>
    %5904 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5905 = stablehlo.multiply %4284, %4284 : tensor<128xf32>
    %5906 = stablehlo.multiply %5904, %5905 : tensor<128xf32>
    %5907 = stablehlo.add %5903, %5906 : tensor<128xf32>
    %5908 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5909 = stablehlo.divide %5901, %5908 : tensor<128xf32>
    %5910 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5911 = stablehlo.divide %5907, %5910 : tensor<128xf32>
    %5912 = stablehlo.sqrt %5911 : tensor<128xf32>
    %5913 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5914 = stablehlo.add %5912, %5913 : tensor<128xf32>
    %5915 = stablehlo.divide %5909, %5914 : tensor<128xf32>
    %5916 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5917 = stablehlo.multiply %5916, %m.layer2.2.bn2.b : tensor<128xf32>
    %5918 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5919 = stablehlo.multiply %5918, %4289 : tensor<128xf32>
    %5920 = stablehlo.add %5917, %5919 : tensor<128xf32>
    %5921 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5922 = stablehlo.multiply %5921, %v.layer2.2.bn2.b : tensor<128xf32>
    %5923 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5924 = stablehlo.multiply %4289, %4289 : tensor<128xf32>
    %5925 = stablehlo.multiply %5923, %5924 : tensor<128xf32>
    %5926 = stablehlo.add %5922, %5925 : tensor<128xf32>
    %5927 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5928 = stablehlo.divide %5920, %5927 : tensor<128xf32>
    %5929 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5930 = stablehlo.divide %5926, %5929 : tensor<128xf32>
    %5931 = stablehlo.sqrt %5930 : tensor<128xf32>
    %5932 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5933 = stablehlo.add %5931, %5932 : tensor<128xf32>
    %5934 = stablehlo.divide %5928, %5933 : tensor<128xf32>
    %5935 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %5936 = stablehlo.multiply %5935, %m.layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %5937 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %5938 = stablehlo.multiply %5937, %4294 : tensor<1x1x128x512xf32>
    %5939 = stablehlo.add %5936, %5938 : tensor<1x1x128x512xf32>
    %5940 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %5941 = stablehlo.multiply %5940, %v.layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %5942 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %5943 = stablehlo.multiply %4294, %4294 : tensor<1x1x128x512xf32>
    %5944 = stablehlo.multiply %5942, %5943 : tensor<1x1x128x512xf32>
    %5945 = stablehlo.add %5941, %5944 : tensor<1x1x128x512xf32>
    %5946 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5947 = stablehlo.divide %5939, %5946 : tensor<1x1x128x512xf32>
    %5948 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5949 = stablehlo.divide %5945, %5948 : tensor<1x1x128x512xf32>
    %5950 = stablehlo.sqrt %5949 : tensor<1x1x128x512xf32>
    %5951 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %5952 = stablehlo.add %5950, %5951 : tensor<1x1x128x512xf32>
    %5953 = stablehlo.divide %5947, %5952 : tensor<1x1x128x512xf32>
    %5954 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5955 = stablehlo.multiply %5954, %m.layer2.2.bn3.g : tensor<512xf32>
    %5956 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5957 = stablehlo.multiply %5956, %4299 : tensor<512xf32>
    %5958 = stablehlo.add %5955, %5957 : tensor<512xf32>
    %5959 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5960 = stablehlo.multiply %5959, %v.layer2.2.bn3.g : tensor<512xf32>
    %5961 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5962 = stablehlo.multiply %4299, %4299 : tensor<512xf32>
    %5963 = stablehlo.multiply %5961, %5962 : tensor<512xf32>
    %5964 = stablehlo.add %5960, %5963 : tensor<512xf32>
    %5965 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5966 = stablehlo.divide %5958, %5965 : tensor<512xf32>
    %5967 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5968 = stablehlo.divide %5964, %5967 : tensor<512xf32>
    %5969 = stablehlo.sqrt %5968 : tensor<512xf32>
    %5970 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5971 = stablehlo.add %5969, %5970 : tensor<512xf32>
    %5972 = stablehlo.divide %5966, %5971 : tensor<512xf32>
    %5973 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5974 = stablehlo.multiply %5973, %m.layer2.2.bn3.b : tensor<512xf32>
    %5975 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5976 = stablehlo.multiply %5975, %4304 : tensor<512xf32>
    %5977 = stablehlo.add %5974, %5976 : tensor<512xf32>
    %5978 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5979 = stablehlo.multiply %5978, %v.layer2.2.bn3.b : tensor<512xf32>
    %5980 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5981 = stablehlo.multiply %4304, %4304 : tensor<512xf32>
    %5982 = stablehlo.multiply %5980, %5981 : tensor<512xf32>
    %5983 = stablehlo.add %5979, %5982 : tensor<512xf32>
    %5984 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5985 = stablehlo.divide %5977, %5984 : tensor<512xf32>
    %5986 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5987 = stablehlo.divide %5983, %5986 : tensor<512xf32>
    %5988 = stablehlo.sqrt %5987 : tensor<512xf32>
    %5989 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5990 = stablehlo.add %5988, %5989 : tensor<512xf32>
    %5991 = stablehlo.divide %5985, %5990 : tensor<512xf32>
    %5992 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %5993 = stablehlo.multiply %5992, %m.layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %5994 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %5995 = stablehlo.multiply %5994, %4309 : tensor<1x1x512x128xf32>
    %5996 = stablehlo.add %5993, %5995 : tensor<1x1x512x128xf32>
    %5997 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %5998 = stablehlo.multiply %5997, %v.layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %5999 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %6000 = stablehlo.multiply %4309, %4309 : tensor<1x1x512x128xf32>
    %6001 = stablehlo.multiply %5999, %6000 : tensor<1x1x512x128xf32>
    %6002 = stablehlo.add %5998, %6001 : tensor<1x1x512x128xf32>
    %6003 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6004 = stablehlo.divide %5996, %6003 : tensor<1x1x512x128xf32>
    %6005 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6006 = stablehlo.divide %6002, %6005 : tensor<1x1x512x128xf32>
    %6007 = stablehlo.sqrt %6006 : tensor<1x1x512x128xf32>
    %6008 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %6009 = stablehlo.add %6007, %6008 : tensor<1x1x512x128xf32>
    %6010 = stablehlo.divide %6004, %6009 : tensor<1x1x512x128xf32>
    %6011 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6012 = stablehlo.multiply %6011, %m.layer2.3.bn1.g : tensor<128xf32>
    %6013 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6014 = stablehlo.multiply %6013, %4314 : tensor<128xf32>
    %6015 = stablehlo.add %6012, %6014 : tensor<128xf32>
    %6016 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6017 = stablehlo.multiply %6016, %v.layer2.3.bn1.g : tensor<128xf32>
    %6018 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6019 = stablehlo.multiply %4314, %4314 : tensor<128xf32>
    %6020 = stablehlo.multiply %6018, %6019 : tensor<128xf32>
    %6021 = stablehlo.add %6017, %6020 : tensor<128xf32>
    %6022 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6023 = stablehlo.divide %6015, %6022 : tensor<128xf32>
    %6024 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6025 = stablehlo.divide %6021, %6024 : tensor<128xf32>
    %6026 = stablehlo.sqrt %6025 : tensor<128xf32>
    %6027 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6028 = stablehlo.add %6026, %6027 : tensor<128xf32>
    %6029 = stablehlo.divide %6023, %6028 : tensor<128xf32>
    %6030 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6031 = stablehlo.multiply %6030, %m.layer2.3.bn1.b : tensor<128xf32>
    %6032 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6033 = stablehlo.multiply %6032, %4319 : tensor<128xf32>
    %6034 = stablehlo.add %6031, %6033 : tensor<128xf32>
    %6035 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6036 = stablehlo.multiply %6035, %v.layer2.3.bn1.b : tensor<128xf32>
    %6037 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6038 = stablehlo.multiply %4319, %4319 : tensor<128xf32>
    %6039 = stablehlo.multiply %6037, %6038 : tensor<128xf32>
    %6040 = stablehlo.add %6036, %6039 : tensor<128xf32>
    %6041 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6042 = stablehlo.divide %6034, %6041 : tensor<128xf32>
    %6043 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6044 = stablehlo.divide %6040, %6043 : tensor<128xf32>
    %6045 = stablehlo.sqrt %6044 : tensor<128xf32>
    %6046 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6047 = stablehlo.add %6045, %6046 : tensor<128xf32>
    %6048 = stablehlo.divide %6042, %6047 : tensor<128xf32>
    %6049 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %6050 = stablehlo.multiply %6049, %m.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %6051 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %6052 = stablehlo.multiply %6051, %4324 : tensor<3x3x128x128xf32>
    %6053 = stablehlo.add %6050, %6052 : tensor<3x3x128x128xf32>
    %6054 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %6055 = stablehlo.multiply %6054, %v.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %6056 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %6057 = stablehlo.multiply %4324, %4324 : tensor<3x3x128x128xf32>
    %6058 = stablehlo.multiply %6056, %6057 : tensor<3x3x128x128xf32>
    %6059 = stablehlo.add %6055, %6058 : tensor<3x3x128x128xf32>
    %6060 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6061 = stablehlo.divide %6053, %6060 : tensor<3x3x128x128xf32>
    %6062 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6063 = stablehlo.divide %6059, %6062 : tensor<3x3x128x128xf32>
    %6064 = stablehlo.sqrt %6063 : tensor<3x3x128x128xf32>
    %6065 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %6066 = stablehlo.add %6064, %6065 : tensor<3x3x128x128xf32>
    %6067 = stablehlo.divide %6061, %6066 : tensor<3x3x128x128xf32>
    %6068 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6069 = stablehlo.multiply %6068, %m.layer2.3.bn2.g : tensor<128xf32>
    %6070 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6071 = stablehlo.multiply %6070, %4329 : tensor<128xf32>
    %6072 = stablehlo.add %6069, %6071 : tensor<128xf32>
    %6073 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6074 = stablehlo.multiply %6073, %v.layer2.3.bn2.g : tensor<128xf32>
    %6075 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6076 = stablehlo.multiply %4329, %4329 : tensor<128xf32>
    %6077 = stablehlo.multiply %6075, %6076 : tensor<128xf32>
    %6078 = stablehlo.add %6074, %6077 : tensor<128xf32>
    %6079 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6080 = stablehlo.divide %6072, %6079 : tensor<128xf32>
    %6081 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6082 = stablehlo.divide %6078, %6081 : tensor<128xf32>
    %6083 = stablehlo.sqrt %6082 : tensor<128xf32>
    %6084 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6085 = stablehlo.add %6083, %6084 : tensor<128xf32>
    %6086 = stablehlo.divide %6080, %6085 : tensor<128xf32>
    %6087 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6088 = stablehlo.multiply %6087, %m.layer2.3.bn2.b : tensor<128xf32>
    %6089 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6090 = stablehlo.multiply %6089, %4334 : tensor<128xf32>
    %6091 = stablehlo.add %6088, %6090 : tensor<128xf32>
    %6092 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6093 = stablehlo.multiply %6092, %v.layer2.3.bn2.b : tensor<128xf32>
    %6094 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6095 = stablehlo.multiply %4334, %4334 : tensor<128xf32>
    %6096 = stablehlo.multiply %6094, %6095 : tensor<128xf32>
    %6097 = stablehlo.add %6093, %6096 : tensor<128xf32>
    %6098 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6099 = stablehlo.divide %6091, %6098 : tensor<128xf32>
    %6100 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6101 = stablehlo.divide %6097, %6100 : tensor<128xf32>
    %6102 = stablehlo.sqrt %6101 : tensor<128xf32>
    %6103 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6104 = stablehlo.add %6102, %6103 : tensor<128xf32>
    %6105 = stablehlo.divide %6099, %6104 : tensor<128xf32>
    %6106 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %6107 = stablehlo.multiply %6106, %m.layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %6108 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %6109 = stablehlo.multiply %6108, %4339 : tensor<1x1x128x512xf32>
    %6110 = stablehlo.add %6107, %6109 : tensor<1x1x128x512xf32>
    %6111 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %6112 = stablehlo.multiply %6111, %v.layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %6113 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %6114 = stablehlo.multiply %4339, %4339 : tensor<1x1x128x512xf32>
    %6115 = stablehlo.multiply %6113, %6114 : tensor<1x1x128x512xf32>
    %6116 = stablehlo.add %6112, %6115 : tensor<1x1x128x512xf32>
    %6117 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6118 = stablehlo.divide %6110, %6117 : tensor<1x1x128x512xf32>
    %6119 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6120 = stablehlo.divide %6116, %6119 : tensor<1x1x128x512xf32>
    %6121 = stablehlo.sqrt %6120 : tensor<1x1x128x512xf32>
    %6122 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %6123 = stablehlo.add %6121, %6122 : tensor<1x1x128x512xf32>
    %6124 = stablehlo.divide %6118, %6123 : tensor<1x1x128x512xf32>
    %6125 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6126 = stablehlo.multiply %6125, %m.layer2.3.bn3.g : tensor<512xf32>
    %6127 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6128 = stablehlo.multiply %6127, %4344 : tensor<512xf32>
    %6129 = stablehlo.add %6126, %6128 : tensor<512xf32>
    %6130 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6131 = stablehlo.multiply %6130, %v.layer2.3.bn3.g : tensor<512xf32>
    %6132 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6133 = stablehlo.multiply %4344, %4344 : tensor<512xf32>
    %6134 = stablehlo.multiply %6132, %6133 : tensor<512xf32>
    %6135 = stablehlo.add %6131, %6134 : tensor<512xf32>
    %6136 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6137 = stablehlo.divide %6129, %6136 : tensor<512xf32>
    %6138 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6139 = stablehlo.divide %6135, %6138 : tensor<512xf32>
    %6140 = stablehlo.sqrt %6139 : tensor<512xf32>
    %6141 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6142 = stablehlo.add %6140, %6141 : tensor<512xf32>
    %6143 = stablehlo.divide %6137, %6142 : tensor<512xf32>
    %6144 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6145 = stablehlo.multiply %6144, %m.layer2.3.bn3.b : tensor<512xf32>
    %6146 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6147 = stablehlo.multiply %6146, %4349 : tensor<512xf32>
    %6148 = stablehlo.add %6145, %6147 : tensor<512xf32>
    %6149 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6150 = stablehlo.multiply %6149, %v.layer2.3.bn3.b : tensor<512xf32>
    %6151 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6152 = stablehlo.multiply %4349, %4349 : tensor<512xf32>
    %6153 = stablehlo.multiply %6151, %6152 : tensor<512xf32>
    %6154 = stablehlo.add %6150, %6153 : tensor<512xf32>
    %6155 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6156 = stablehlo.divide %6148, %6155 : tensor<512xf32>
    %6157 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6158 = stablehlo.divide %6154, %6157 : tensor<512xf32>
    %6159 = stablehlo.sqrt %6158 : tensor<512xf32>
    %6160 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6161 = stablehlo.add %6159, %6160 : tensor<512xf32>
    %6162 = stablehlo.divide %6156, %6161 : tensor<512xf32>
    %6163 = stablehlo.constant dense<0.9> : tensor<1x1x512x256xf32>
    %6164 = stablehlo.multiply %6163, %m.layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %6165 = stablehlo.constant dense<0.1> : tensor<1x1x512x256xf32>
    %6166 = stablehlo.multiply %6165, %4354 : tensor<1x1x512x256xf32>
    %6167 = stablehlo.add %6164, %6166 : tensor<1x1x512x256xf32>
    %6168 = stablehlo.constant dense<0.999> : tensor<1x1x512x256xf32>
    %6169 = stablehlo.multiply %6168, %v.layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %6170 = stablehlo.constant dense<0.001> : tensor<1x1x512x256xf32>
    %6171 = stablehlo.multiply %4354, %4354 : tensor<1x1x512x256xf32>
    %6172 = stablehlo.multiply %6170, %6171 : tensor<1x1x512x256xf32>
    %6173 = stablehlo.add %6169, %6172 : tensor<1x1x512x256xf32>
    %6174 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %6175 = stablehlo.divide %6167, %6174 : tensor<1x1x512x256xf32>
    %6176 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %6177 = stablehlo.divide %6173, %6176 : tensor<1x1x512x256xf32>
    %6178 = stablehlo.sqrt %6177 : tensor<1x1x512x256xf32>
    %6179 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x256xf32>
    %6180 = stablehlo.add %6178, %6179 : tensor<1x1x512x256xf32>
    %6181 = stablehlo.divide %6175, %6180 : tensor<1x1x512x256xf32>
    %6182 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6183 = stablehlo.multiply %6182, %m.layer3.0.bn1.g : tensor<256xf32>
    %6184 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6185 = stablehlo.multiply %6184, %4359 : tensor<256xf32>
    %6186 = stablehlo.add %6183, %6185 : tensor<256xf32>
    %6187 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6188 = stablehlo.multiply %6187, %v.layer3.0.bn1.g : tensor<256xf32>
    %6189 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6190 = stablehlo.multiply %4359, %4359 : tensor<256xf32>
    %6191 = stablehlo.multiply %6189, %6190 : tensor<256xf32>
    %6192 = stablehlo.add %6188, %6191 : tensor<256xf32>
    %6193 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6194 = stablehlo.divide %6186, %6193 : tensor<256xf32>
    %6195 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6196 = stablehlo.divide %6192, %6195 : tensor<256xf32>
    %6197 = stablehlo.sqrt %6196 : tensor<256xf32>
    %6198 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6199 = stablehlo.add %6197, %6198 : tensor<256xf32>
    %6200 = stablehlo.divide %6194, %6199 : tensor<256xf32>
    %6201 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6202 = stablehlo.multiply %6201, %m.layer3.0.bn1.b : tensor<256xf32>
    %6203 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6204 = stablehlo.multiply %6203, %4364 : tensor<256xf32>
    %6205 = stablehlo.add %6202, %6204 : tensor<256xf32>
    %6206 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6207 = stablehlo.multiply %6206, %v.layer3.0.bn1.b : tensor<256xf32>
    %6208 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6209 = stablehlo.multiply %4364, %4364 : tensor<256xf32>
    %6210 = stablehlo.multiply %6208, %6209 : tensor<256xf32>
    %6211 = stablehlo.add %6207, %6210 : tensor<256xf32>
    %6212 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6213 = stablehlo.divide %6205, %6212 : tensor<256xf32>
    %6214 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6215 = stablehlo.divide %6211, %6214 : tensor<256xf32>
    %6216 = stablehlo.sqrt %6215 : tensor<256xf32>
    %6217 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6218 = stablehlo.add %6216, %6217 : tensor<256xf32>
    %6219 = stablehlo.divide %6213, %6218 : tensor<256xf32>
    %6220 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6221 = stablehlo.multiply %6220, %m.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %6222 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6223 = stablehlo.multiply %6222, %4369 : tensor<3x3x256x256xf32>
    %6224 = stablehlo.add %6221, %6223 : tensor<3x3x256x256xf32>
    %6225 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6226 = stablehlo.multiply %6225, %v.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %6227 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6228 = stablehlo.multiply %4369, %4369 : tensor<3x3x256x256xf32>
    %6229 = stablehlo.multiply %6227, %6228 : tensor<3x3x256x256xf32>
    %6230 = stablehlo.add %6226, %6229 : tensor<3x3x256x256xf32>
    %6231 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6232 = stablehlo.divide %6224, %6231 : tensor<3x3x256x256xf32>
    %6233 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6234 = stablehlo.divide %6230, %6233 : tensor<3x3x256x256xf32>
    %6235 = stablehlo.sqrt %6234 : tensor<3x3x256x256xf32>
    %6236 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6237 = stablehlo.add %6235, %6236 : tensor<3x3x256x256xf32>
    %6238 = stablehlo.divide %6232, %6237 : tensor<3x3x256x256xf32>
    %6239 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6240 = stablehlo.multiply %6239, %m.layer3.0.bn2.g : tensor<256xf32>
    %6241 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6242 = stablehlo.multiply %6241, %4374 : tensor<256xf32>
    %6243 = stablehlo.add %6240, %6242 : tensor<256xf32>
    %6244 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6245 = stablehlo.multiply %6244, %v.layer3.0.bn2.g : tensor<256xf32>
    %6246 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6247 = stablehlo.multiply %4374, %4374 : tensor<256xf32>
    %6248 = stablehlo.multiply %6246, %6247 : tensor<256xf32>
    %6249 = stablehlo.add %6245, %6248 : tensor<256xf32>
    %6250 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6251 = stablehlo.divide %6243, %6250 : tensor<256xf32>
    %6252 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6253 = stablehlo.divide %6249, %6252 : tensor<256xf32>
    %6254 = stablehlo.sqrt %6253 : tensor<256xf32>
    %6255 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6256 = stablehlo.add %6254, %6255 : tensor<256xf32>
    %6257 = stablehlo.divide %6251, %6256 : tensor<256xf32>
    %6258 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6259 = stablehlo.multiply %6258, %m.layer3.0.bn2.b : tensor<256xf32>
    %6260 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6261 = stablehlo.multiply %6260, %4379 : tensor<256xf32>
    %6262 = stablehlo.add %6259, %6261 : tensor<256xf32>
    %6263 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6264 = stablehlo.multiply %6263, %v.layer3.0.bn2.b : tensor<256xf32>
    %6265 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6266 = stablehlo.multiply %4379, %4379 : tensor<256xf32>
    %6267 = stablehlo.multiply %6265, %6266 : tensor<256xf32>
    %6268 = stablehlo.add %6264, %6267 : tensor<256xf32>
    %6269 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6270 = stablehlo.divide %6262, %6269 : tensor<256xf32>
    %6271 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6272 = stablehlo.divide %6268, %6271 : tensor<256xf32>
    %6273 = stablehlo.sqrt %6272 : tensor<256xf32>
    %6274 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6275 = stablehlo.add %6273, %6274 : tensor<256xf32>
    %6276 = stablehlo.divide %6270, %6275 : tensor<256xf32>
    %6277 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %6278 = stablehlo.multiply %6277, %m.layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %6279 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %6280 = stablehlo.multiply %6279, %4384 : tensor<1x1x256x1024xf32>
    %6281 = stablehlo.add %6278, %6280 : tensor<1x1x256x1024xf32>
    %6282 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %6283 = stablehlo.multiply %6282, %v.layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %6284 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %6285 = stablehlo.multiply %4384, %4384 : tensor<1x1x256x1024xf32>
    %6286 = stablehlo.multiply %6284, %6285 : tensor<1x1x256x1024xf32>
    %6287 = stablehlo.add %6283, %6286 : tensor<1x1x256x1024xf32>
    %6288 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6289 = stablehlo.divide %6281, %6288 : tensor<1x1x256x1024xf32>
    %6290 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6291 = stablehlo.divide %6287, %6290 : tensor<1x1x256x1024xf32>
    %6292 = stablehlo.sqrt %6291 : tensor<1x1x256x1024xf32>
    %6293 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %6294 = stablehlo.add %6292, %6293 : tensor<1x1x256x1024xf32>
    %6295 = stablehlo.divide %6289, %6294 : tensor<1x1x256x1024xf32>
    %6296 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6297 = stablehlo.multiply %6296, %m.layer3.0.bn3.g : tensor<1024xf32>
    %6298 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6299 = stablehlo.multiply %6298, %4389 : tensor<1024xf32>
    %6300 = stablehlo.add %6297, %6299 : tensor<1024xf32>
    %6301 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6302 = stablehlo.multiply %6301, %v.layer3.0.bn3.g : tensor<1024xf32>
    %6303 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6304 = stablehlo.multiply %4389, %4389 : tensor<1024xf32>
    %6305 = stablehlo.multiply %6303, %6304 : tensor<1024xf32>
    %6306 = stablehlo.add %6302, %6305 : tensor<1024xf32>
    %6307 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6308 = stablehlo.divide %6300, %6307 : tensor<1024xf32>
    %6309 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6310 = stablehlo.divide %6306, %6309 : tensor<1024xf32>
    %6311 = stablehlo.sqrt %6310 : tensor<1024xf32>
    %6312 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6313 = stablehlo.add %6311, %6312 : tensor<1024xf32>
    %6314 = stablehlo.divide %6308, %6313 : tensor<1024xf32>
    %6315 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6316 = stablehlo.multiply %6315, %m.layer3.0.bn3.b : tensor<1024xf32>
    %6317 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6318 = stablehlo.multiply %6317, %4394 : tensor<1024xf32>
    %6319 = stablehlo.add %6316, %6318 : tensor<1024xf32>
    %6320 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6321 = stablehlo.multiply %6320, %v.layer3.0.bn3.b : tensor<1024xf32>
    %6322 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6323 = stablehlo.multiply %4394, %4394 : tensor<1024xf32>
    %6324 = stablehlo.multiply %6322, %6323 : tensor<1024xf32>
    %6325 = stablehlo.add %6321, %6324 : tensor<1024xf32>
    %6326 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6327 = stablehlo.divide %6319, %6326 : tensor<1024xf32>
    %6328 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6329 = stablehlo.divide %6325, %6328 : tensor<1024xf32>
    %6330 = stablehlo.sqrt %6329 : tensor<1024xf32>
    %6331 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6332 = stablehlo.add %6330, %6331 : tensor<1024xf32>
    %6333 = stablehlo.divide %6327, %6332 : tensor<1024xf32>
    %6334 = stablehlo.constant dense<0.9> : tensor<1x1x512x1024xf32>
    %6335 = stablehlo.multiply %6334, %m.layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %6336 = stablehlo.constant dense<0.1> : tensor<1x1x512x1024xf32>
    %6337 = stablehlo.multiply %6336, %4399 : tensor<1x1x512x1024xf32>
    %6338 = stablehlo.add %6335, %6337 : tensor<1x1x512x1024xf32>
    %6339 = stablehlo.constant dense<0.999> : tensor<1x1x512x1024xf32>
    %6340 = stablehlo.multiply %6339, %v.layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %6341 = stablehlo.constant dense<0.001> : tensor<1x1x512x1024xf32>
    %6342 = stablehlo.multiply %4399, %4399 : tensor<1x1x512x1024xf32>
    %6343 = stablehlo.multiply %6341, %6342 : tensor<1x1x512x1024xf32>
    %6344 = stablehlo.add %6340, %6343 : tensor<1x1x512x1024xf32>
    %6345 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %6346 = stablehlo.divide %6338, %6345 : tensor<1x1x512x1024xf32>
    %6347 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %6348 = stablehlo.divide %6344, %6347 : tensor<1x1x512x1024xf32>
    %6349 = stablehlo.sqrt %6348 : tensor<1x1x512x1024xf32>
    %6350 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x1024xf32>
    %6351 = stablehlo.add %6349, %6350 : tensor<1x1x512x1024xf32>
    %6352 = stablehlo.divide %6346, %6351 : tensor<1x1x512x1024xf32>
    %6353 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6354 = stablehlo.multiply %6353, %m.layer3.0.downsample.1.g : tensor<1024xf32>
    %6355 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6356 = stablehlo.multiply %6355, %4404 : tensor<1024xf32>
    %6357 = stablehlo.add %6354, %6356 : tensor<1024xf32>
    %6358 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6359 = stablehlo.multiply %6358, %v.layer3.0.downsample.1.g : tensor<1024xf32>
    %6360 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6361 = stablehlo.multiply %4404, %4404 : tensor<1024xf32>
    %6362 = stablehlo.multiply %6360, %6361 : tensor<1024xf32>
    %6363 = stablehlo.add %6359, %6362 : tensor<1024xf32>
    %6364 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6365 = stablehlo.divide %6357, %6364 : tensor<1024xf32>
    %6366 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6367 = stablehlo.divide %6363, %6366 : tensor<1024xf32>
    %6368 = stablehlo.sqrt %6367 : tensor<1024xf32>
    %6369 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6370 = stablehlo.add %6368, %6369 : tensor<1024xf32>
    %6371 = stablehlo.divide %6365, %6370 : tensor<1024xf32>
    %6372 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6373 = stablehlo.multiply %6372, %m.layer3.0.downsample.1.b : tensor<1024xf32>
    %6374 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6375 = stablehlo.multiply %6374, %4409 : tensor<1024xf32>
    %6376 = stablehlo.add %6373, %6375 : tensor<1024xf32>
    %6377 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6378 = stablehlo.multiply %6377, %v.layer3.0.downsample.1.b : tensor<1024xf32>
    %6379 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6380 = stablehlo.multiply %4409, %4409 : tensor<1024xf32>
    %6381 = stablehlo.multiply %6379, %6380 : tensor<1024xf32>
    %6382 = stablehlo.add %6378, %6381 : tensor<1024xf32>
    %6383 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6384 = stablehlo.divide %6376, %6383 : tensor<1024xf32>
    %6385 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6386 = stablehlo.divide %6382, %6385 : tensor<1024xf32>
    %6387 = stablehlo.sqrt %6386 : tensor<1024xf32>
    %6388 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6389 = stablehlo.add %6387, %6388 : tensor<1024xf32>
    %6390 = stablehlo.divide %6384, %6389 : tensor<1024xf32>
    %6391 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %6392 = stablehlo.multiply %6391, %m.layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %6393 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %6394 = stablehlo.multiply %6393, %4414 : tensor<1x1x1024x256xf32>
    %6395 = stablehlo.add %6392, %6394 : tensor<1x1x1024x256xf32>
    %6396 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %6397 = stablehlo.multiply %6396, %v.layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %6398 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %6399 = stablehlo.multiply %4414, %4414 : tensor<1x1x1024x256xf32>
    %6400 = stablehlo.multiply %6398, %6399 : tensor<1x1x1024x256xf32>
    %6401 = stablehlo.add %6397, %6400 : tensor<1x1x1024x256xf32>
    %6402 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6403 = stablehlo.divide %6395, %6402 : tensor<1x1x1024x256xf32>
    %6404 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6405 = stablehlo.divide %6401, %6404 : tensor<1x1x1024x256xf32>
    %6406 = stablehlo.sqrt %6405 : tensor<1x1x1024x256xf32>
    %6407 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %6408 = stablehlo.add %6406, %6407 : tensor<1x1x1024x256xf32>
    %6409 = stablehlo.divide %6403, %6408 : tensor<1x1x1024x256xf32>
    %6410 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6411 = stablehlo.multiply %6410, %m.layer3.1.bn1.g : tensor<256xf32>
    %6412 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6413 = stablehlo.multiply %6412, %4419 : tensor<256xf32>
    %6414 = stablehlo.add %6411, %6413 : tensor<256xf32>
    %6415 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6416 = stablehlo.multiply %6415, %v.layer3.1.bn1.g : tensor<256xf32>
    %6417 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6418 = stablehlo.multiply %4419, %4419 : tensor<256xf32>
    %6419 = stablehlo.multiply %6417, %6418 : tensor<256xf32>
    %6420 = stablehlo.add %6416, %6419 : tensor<256xf32>
    %6421 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6422 = stablehlo.divide %6414, %6421 : tensor<256xf32>
    %6423 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6424 = stablehlo.divide %6420, %6423 : tensor<256xf32>
    %6425 = stablehlo.sqrt %6424 : tensor<256xf32>
    %6426 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6427 = stablehlo.add %6425, %6426 : tensor<256xf32>
    %6428 = stablehlo.divide %6422, %6427 : tensor<256xf32>
    %6429 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6430 = stablehlo.multiply %6429, %m.layer3.1.bn1.b : tensor<256xf32>
    %6431 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6432 = stablehlo.multiply %6431, %4424 : tensor<256xf32>
    %6433 = stablehlo.add %6430, %6432 : tensor<256xf32>
    %6434 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6435 = stablehlo.multiply %6434, %v.layer3.1.bn1.b : tensor<256xf32>
    %6436 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6437 = stablehlo.multiply %4424, %4424 : tensor<256xf32>
    %6438 = stablehlo.multiply %6436, %6437 : tensor<256xf32>
    %6439 = stablehlo.add %6435, %6438 : tensor<256xf32>
    %6440 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6441 = stablehlo.divide %6433, %6440 : tensor<256xf32>
    %6442 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6443 = stablehlo.divide %6439, %6442 : tensor<256xf32>
    %6444 = stablehlo.sqrt %6443 : tensor<256xf32>
    %6445 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6446 = stablehlo.add %6444, %6445 : tensor<256xf32>
    %6447 = stablehlo.divide %6441, %6446 : tensor<256xf32>
    %6448 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6449 = stablehlo.multiply %6448, %m.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %6450 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6451 = stablehlo.multiply %6450, %4429 : tensor<3x3x256x256xf32>
    %6452 = stablehlo.add %6449, %6451 : tensor<3x3x256x256xf32>
    %6453 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6454 = stablehlo.multiply %6453, %v.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %6455 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6456 = stablehlo.multiply %4429, %4429 : tensor<3x3x256x256xf32>
    %6457 = stablehlo.multiply %6455, %6456 : tensor<3x3x256x256xf32>
    %6458 = stablehlo.add %6454, %6457 : tensor<3x3x256x256xf32>
    %6459 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6460 = stablehlo.divide %6452, %6459 : tensor<3x3x256x256xf32>
    %6461 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6462 = stablehlo.divide %6458, %6461 : tensor<3x3x256x256xf32>
    %6463 = stablehlo.sqrt %6462 : tensor<3x3x256x256xf32>
    %6464 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6465 = stablehlo.add %6463, %6464 : tensor<3x3x256x256xf32>
    %6466 = stablehlo.divide %6460, %6465 : tensor<3x3x256x256xf32>
    %6467 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6468 = stablehlo.multiply %6467, %m.layer3.1.bn2.g : tensor<256xf32>
    %6469 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6470 = stablehlo.multiply %6469, %4434 : tensor<256xf32>
    %6471 = stablehlo.add %6468, %6470 : tensor<256xf32>
    %6472 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6473 = stablehlo.multiply %6472, %v.layer3.1.bn2.g : tensor<256xf32>
    %6474 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6475 = stablehlo.multiply %4434, %4434 : tensor<256xf32>
    %6476 = stablehlo.multiply %6474, %6475 : tensor<256xf32>
    %6477 = stablehlo.add %6473, %6476 : tensor<256xf32>
    %6478 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6479 = stablehlo.divide %6471, %6478 : tensor<256xf32>
    %6480 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6481 = stablehlo.divide %6477, %6480 : tensor<256xf32>
    %6482 = stablehlo.sqrt %6481 : tensor<256xf32>
    %6483 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6484 = stablehlo.add %6482, %6483 : tensor<256xf32>
    %6485 = stablehlo.divide %6479, %6484 : tensor<256xf32>
    %6486 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6487 = stablehlo.multiply %6486, %m.layer3.1.bn2.b : tensor<256xf32>
    %6488 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6489 = stablehlo.multiply %6488, %4439 : tensor<256xf32>
    %6490 = stablehlo.add %6487, %6489 : tensor<256xf32>
    %6491 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6492 = stablehlo.multiply %6491, %v.layer3.1.bn2.b : tensor<256xf32>
    %6493 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6494 = stablehlo.multiply %4439, %4439 : tensor<256xf32>
    %6495 = stablehlo.multiply %6493, %6494 : tensor<256xf32>
    %6496 = stablehlo.add %6492, %6495 : tensor<256xf32>
    %6497 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6498 = stablehlo.divide %6490, %6497 : tensor<256xf32>
    %6499 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6500 = stablehlo.divide %6496, %6499 : tensor<256xf32>
    %6501 = stablehlo.sqrt %6500 : tensor<256xf32>
    %6502 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6503 = stablehlo.add %6501, %6502 : tensor<256xf32>
    %6504 = stablehlo.divide %6498, %6503 : tensor<256xf32>
    %6505 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %6506 = stablehlo.multiply %6505, %m.layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %6507 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %6508 = stablehlo.multiply %6507, %4444 : tensor<1x1x256x1024xf32>
    %6509 = stablehlo.add %6506, %6508 : tensor<1x1x256x1024xf32>
    %6510 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %6511 = stablehlo.multiply %6510, %v.layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %6512 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %6513 = stablehlo.multiply %4444, %4444 : tensor<1x1x256x1024xf32>
    %6514 = stablehlo.multiply %6512, %6513 : tensor<1x1x256x1024xf32>
    %6515 = stablehlo.add %6511, %6514 : tensor<1x1x256x1024xf32>
    %6516 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6517 = stablehlo.divide %6509, %6516 : tensor<1x1x256x1024xf32>
    %6518 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6519 = stablehlo.divide %6515, %6518 : tensor<1x1x256x1024xf32>
    %6520 = stablehlo.sqrt %6519 : tensor<1x1x256x1024xf32>
    %6521 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %6522 = stablehlo.add %6520, %6521 : tensor<1x1x256x1024xf32>
    %6523 = stablehlo.divide %6517, %6522 : tensor<1x1x256x1024xf32>
    %6524 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6525 = stablehlo.multiply %6524, %m.layer3.1.bn3.g : tensor<1024xf32>
    %6526 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6527 = stablehlo.multiply %6526, %4449 : tensor<1024xf32>
    %6528 = stablehlo.add %6525, %6527 : tensor<1024xf32>
    %6529 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6530 = stablehlo.multiply %6529, %v.layer3.1.bn3.g : tensor<1024xf32>
    %6531 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6532 = stablehlo.multiply %4449, %4449 : tensor<1024xf32>
    %6533 = stablehlo.multiply %6531, %6532 : tensor<1024xf32>
    %6534 = stablehlo.add %6530, %6533 : tensor<1024xf32>
    %6535 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6536 = stablehlo.divide %6528, %6535 : tensor<1024xf32>
    %6537 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6538 = stablehlo.divide %6534, %6537 : tensor<1024xf32>
    %6539 = stablehlo.sqrt %6538 : tensor<1024xf32>
    %6540 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6541 = stablehlo.add %6539, %6540 : tensor<1024xf32>
    %6542 = stablehlo.divide %6536, %6541 : tensor<1024xf32>
    %6543 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6544 = stablehlo.multiply %6543, %m.layer3.1.bn3.b : tensor<1024xf32>
    %6545 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6546 = stablehlo.multiply %6545, %4454 : tensor<1024xf32>
    %6547 = stablehlo.add %6544, %6546 : tensor<1024xf32>
    %6548 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6549 = stablehlo.multiply %6548, %v.layer3.1.bn3.b : tensor<1024xf32>
    %6550 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6551 = stablehlo.multiply %4454, %4454 : tensor<1024xf32>
    %6552 = stablehlo.multiply %6550, %6551 : tensor<1024xf32>
    %6553 = stablehlo.add %6549, %6552 : tensor<1024xf32>
    %6554 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6555 = stablehlo.divide %6547, %6554 : tensor<1024xf32>
    %6556 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6557 = stablehlo.divide %6553, %6556 : tensor<1024xf32>
    %6558 = stablehlo.sqrt %6557 : tensor<1024xf32>
    %6559 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6560 = stablehlo.add %6558, %6559 : tensor<1024xf32>
    %6561 = stablehlo.divide %6555, %6560 : tensor<1024xf32>
    %6562 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %6563 = stablehlo.multiply %6562, %m.layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %6564 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %6565 = stablehlo.multiply %6564, %4459 : tensor<1x1x1024x256xf32>
    %6566 = stablehlo.add %6563, %6565 : tensor<1x1x1024x256xf32>
    %6567 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %6568 = stablehlo.multiply %6567, %v.layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %6569 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %6570 = stablehlo.multiply %4459, %4459 : tensor<1x1x1024x256xf32>
    %6571 = stablehlo.multiply %6569, %6570 : tensor<1x1x1024x256xf32>
    %6572 = stablehlo.add %6568, %6571 : tensor<1x1x1024x256xf32>
    %6573 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6574 = stablehlo.divide %6566, %6573 : tensor<1x1x1024x256xf32>
    %6575 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6576 = stablehlo.divide %6572, %6575 : tensor<1x1x1024x256xf32>
    %6577 = stablehlo.sqrt %6576 : tensor<1x1x1024x256xf32>
    %6578 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %6579 = stablehlo.add %6577, %6578 : tensor<1x1x1024x256xf32>
    %6580 = stablehlo.divide %6574, %6579 : tensor<1x1x1024x256xf32>
    %6581 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6582 = stablehlo.multiply %6581, %m.layer3.2.bn1.g : tensor<256xf32>
    %6583 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6584 = stablehlo.multiply %6583, %4464 : tensor<256xf32>
    %6585 = stablehlo.add %6582, %6584 : tensor<256xf32>
    %6586 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6587 = stablehlo.multiply %6586, %v.layer3.2.bn1.g : tensor<256xf32>
    %6588 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6589 = stablehlo.multiply %4464, %4464 : tensor<256xf32>
    %6590 = stablehlo.multiply %6588, %6589 : tensor<256xf32>
    %6591 = stablehlo.add %6587, %6590 : tensor<256xf32>
    %6592 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6593 = stablehlo.divide %6585, %6592 : tensor<256xf32>
    %6594 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6595 = stablehlo.divide %6591, %6594 : tensor<256xf32>
    %6596 = stablehlo.sqrt %6595 : tensor<256xf32>
    %6597 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6598 = stablehlo.add %6596, %6597 : tensor<256xf32>
    %6599 = stablehlo.divide %6593, %6598 : tensor<256xf32>
    %6600 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6601 = stablehlo.multiply %6600, %m.layer3.2.bn1.b : tensor<256xf32>
    %6602 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6603 = stablehlo.multiply %6602, %4469 : tensor<256xf32>
    %6604 = stablehlo.add %6601, %6603 : tensor<256xf32>
    %6605 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6606 = stablehlo.multiply %6605, %v.layer3.2.bn1.b : tensor<256xf32>
    %6607 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6608 = stablehlo.multiply %4469, %4469 : tensor<256xf32>
    %6609 = stablehlo.multiply %6607, %6608 : tensor<256xf32>
    %6610 = stablehlo.add %6606, %6609 : tensor<256xf32>
    %6611 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6612 = stablehlo.divide %6604, %6611 : tensor<256xf32>
    %6613 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6614 = stablehlo.divide %6610, %6613 : tensor<256xf32>
    %6615 = stablehlo.sqrt %6614 : tensor<256xf32>
    %6616 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6617 = stablehlo.add %6615, %6616 : tensor<256xf32>
    %6618 = stablehlo.divide %6612, %6617 : tensor<256xf32>
    %6619 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6620 = stablehlo.multiply %6619, %m.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %6621 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6622 = stablehlo.multiply %6621, %4474 : tensor<3x3x256x256xf32>
    %6623 = stablehlo.add %6620, %6622 : tensor<3x3x256x256xf32>
    %6624 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6625 = stablehlo.multiply %6624, %v.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %6626 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6627 = stablehlo.multiply %4474, %4474 : tensor<3x3x256x256xf32>
    %6628 = stablehlo.multiply %6626, %6627 : tensor<3x3x256x256xf32>
    %6629 = stablehlo.add %6625, %6628 : tensor<3x3x256x256xf32>
    %6630 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6631 = stablehlo.divide %6623, %6630 : tensor<3x3x256x256xf32>
    %6632 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6633 = stablehlo.divide %6629, %6632 : tensor<3x3x256x256xf32>
    %6634 = stablehlo.sqrt %6633 : tensor<3x3x256x256xf32>
    %6635 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6636 = stablehlo.add %6634, %6635 : tensor<3x3x256x256xf32>
    %6637 = stablehlo.divide %6631, %6636 : tensor<3x3x256x256xf32>
    %6638 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6639 = stablehlo.multiply %6638, %m.layer3.2.bn2.g : tensor<256xf32>
    %6640 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6641 = stablehlo.multiply %6640, %4479 : tensor<256xf32>
    %6642 = stablehlo.add %6639, %6641 : tensor<256xf32>
    %6643 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6644 = stablehlo.multiply %6643, %v.layer3.2.bn2.g : tensor<256xf32>
    %6645 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6646 = stablehlo.multiply %4479, %4479 : tensor<256xf32>
    %6647 = stablehlo.multiply %6645, %6646 : tensor<256xf32>
    %6648 = stablehlo.add %6644, %6647 : tensor<256xf32>
    %6649 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6650 = stablehlo.divide %6642, %6649 : tensor<256xf32>
    %6651 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6652 = stablehlo.divide %6648, %6651 : tensor<256xf32>
    %6653 = stablehlo.sqrt %6652 : tensor<256xf32>
    %6654 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6655 = stablehlo.add %6653, %6654 : tensor<256xf32>
    %6656 = stablehlo.divide %6650, %6655 : tensor<256xf32>
    %6657 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6658 = stablehlo.multiply %6657, %m.layer3.2.bn2.b : tensor<256xf32>
    %6659 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6660 = stablehlo.multiply %6659, %4484 : tensor<256xf32>
    %6661 = stablehlo.add %6658, %6660 : tensor<256xf32>
    %6662 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6663 = stablehlo.multiply %6662, %v.layer3.2.bn2.b : tensor<256xf32>
    %6664 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6665 = stablehlo.multiply %4484, %4484 : tensor<256xf32>
    %6666 = stablehlo.multiply %6664, %6665 : tensor<256xf32>
    %6667 = stablehlo.add %6663, %6666 : tensor<256xf32>
    %6668 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6669 = stablehlo.divide %6661, %6668 : tensor<256xf32>
    %6670 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6671 = stablehlo.divide %6667, %6670 : tensor<256xf32>
    %6672 = stablehlo.sqrt %6671 : tensor<256xf32>
    %6673 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6674 = stablehlo.add %6672, %6673 : tensor<256xf32>
    %6675 = stablehlo.divide %6669, %6674 : tensor<256xf32>
    %6676 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %6677 = stablehlo.multiply %6676, %m.layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %6678 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %6679 = stablehlo.multiply %6678, %4489 : tensor<1x1x256x1024xf32>
    %6680 = stablehlo.add %6677, %6679 : tensor<1x1x256x1024xf32>
    %6681 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %6682 = stablehlo.multiply %6681, %v.layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %6683 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %6684 = stablehlo.multiply %4489, %4489 : tensor<1x1x256x1024xf32>
    %6685 = stablehlo.multiply %6683, %6684 : tensor<1x1x256x1024xf32>
    %6686 = stablehlo.add %6682, %6685 : tensor<1x1x256x1024xf32>
    %6687 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6688 = stablehlo.divide %6680, %6687 : tensor<1x1x256x1024xf32>
    %6689 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6690 = stablehlo.divide %6686, %6689 : tensor<1x1x256x1024xf32>
    %6691 = stablehlo.sqrt %6690 : tensor<1x1x256x1024xf32>
    %6692 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %6693 = stablehlo.add %6691, %6692 : tensor<1x1x256x1024xf32>
    %6694 = stablehlo.divide %6688, %6693 : tensor<1x1x256x1024xf32>
    %6695 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6696 = stablehlo.multiply %6695, %m.layer3.2.bn3.g : tensor<1024xf32>
    %6697 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6698 = stablehlo.multiply %6697, %4494 : tensor<1024xf32>
    %6699 = stablehlo.add %6696, %6698 : tensor<1024xf32>
    %6700 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6701 = stablehlo.multiply %6700, %v.layer3.2.bn3.g : tensor<1024xf32>
    %6702 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6703 = stablehlo.multiply %4494, %4494 : tensor<1024xf32>
    %6704 = stablehlo.multiply %6702, %6703 : tensor<1024xf32>
    %6705 = stablehlo.add %6701, %6704 : tensor<1024xf32>
    %6706 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6707 = stablehlo.divide %6699, %6706 : tensor<1024xf32>
    %6708 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6709 = stablehlo.divide %6705, %6708 : tensor<1024xf32>
    %6710 = stablehlo.sqrt %6709 : tensor<1024xf32>
    %6711 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6712 = stablehlo.add %6710, %6711 : tensor<1024xf32>
    %6713 = stablehlo.divide %6707, %6712 : tensor<1024xf32>
    %6714 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6715 = stablehlo.multiply %6714, %m.layer3.2.bn3.b : tensor<1024xf32>
    %6716 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6717 = stablehlo.multiply %6716, %4499 : tensor<1024xf32>
    %6718 = stablehlo.add %6715, %6717 : tensor<1024xf32>
    %6719 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6720 = stablehlo.multiply %6719, %v.layer3.2.bn3.b : tensor<1024xf32>
    %6721 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6722 = stablehlo.multiply %4499, %4499 : tensor<1024xf32>
    %6723 = stablehlo.multiply %6721, %6722 : tensor<1024xf32>
    %6724 = stablehlo.add %6720, %6723 : tensor<1024xf32>
    %6725 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6726 = stablehlo.divide %6718, %6725 : tensor<1024xf32>
    %6727 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6728 = stablehlo.divide %6724, %6727 : tensor<1024xf32>
    %6729 = stablehlo.sqrt %6728 : tensor<1024xf32>
    %6730 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6731 = stablehlo.add %6729, %6730 : tensor<1024xf32>
    %6732 = stablehlo.divide %6726, %6731 : tensor<1024xf32>
    %6733 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %6734 = stablehlo.multiply %6733, %m.layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %6735 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %6736 = stablehlo.multiply %6735, %4504 : tensor<1x1x1024x256xf32>
    %6737 = stablehlo.add %6734, %6736 : tensor<1x1x1024x256xf32>
    %6738 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %6739 = stablehlo.multiply %6738, %v.layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %6740 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %6741 = stablehlo.multiply %4504, %4504 : tensor<1x1x1024x256xf32>
    %6742 = stablehlo.multiply %6740, %6741 : tensor<1x1x1024x256xf32>
    %6743 = stablehlo.add %6739, %6742 : tensor<1x1x1024x256xf32>
    %6744 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6745 = stablehlo.divide %6737, %6744 : tensor<1x1x1024x256xf32>
    %6746 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6747 = stablehlo.divide %6743, %6746 : tensor<1x1x1024x256xf32>
    %6748 = stablehlo.sqrt %6747 : tensor<1x1x1024x256xf32>
    %6749 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %6750 = stablehlo.add %6748, %6749 : tensor<1x1x1024x256xf32>
    %6751 = stablehlo.divide %6745, %6750 : tensor<1x1x1024x256xf32>
    %6752 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6753 = stablehlo.multiply %6752, %m.layer3.3.bn1.g : tensor<256xf32>
    %6754 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6755 = stablehlo.multiply %6754, %4509 : tensor<256xf32>
    %6756 = stablehlo.add %6753, %6755 : tensor<256xf32>
    %6757 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6758 = stablehlo.multiply %6757, %v.layer3.3.bn1.g : tensor<256xf32>
    %6759 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6760 = stablehlo.multiply %4509, %4509 : tensor<256xf32>
    %6761 = stablehlo.multiply %6759, %6760 : tensor<256xf32>
    %6762 = stablehlo.add %6758, %6761 : tensor<256xf32>
    %6763 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6764 = stablehlo.divide %6756, %6763 : tensor<256xf32>
    %6765 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6766 = stablehlo.divide %6762, %6765 : tensor<256xf32>
    %6767 = stablehlo.sqrt %6766 : tensor<256xf32>
    %6768 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6769 = stablehlo.add %6767, %6768 : tensor<256xf32>
    %6770 = stablehlo.divide %6764, %6769 : tensor<256xf32>
    %6771 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6772 = stablehlo.multiply %6771, %m.layer3.3.bn1.b : tensor<256xf32>
    %6773 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6774 = stablehlo.multiply %6773, %4514 : tensor<256xf32>
    %6775 = stablehlo.add %6772, %6774 : tensor<256xf32>
    %6776 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6777 = stablehlo.multiply %6776, %v.layer3.3.bn1.b : tensor<256xf32>
    %6778 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6779 = stablehlo.multiply %4514, %4514 : tensor<256xf32>
    %6780 = stablehlo.multiply %6778, %6779 : tensor<256xf32>
    %6781 = stablehlo.add %6777, %6780 : tensor<256xf32>
    %6782 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6783 = stablehlo.divide %6775, %6782 : tensor<256xf32>
    %6784 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6785 = stablehlo.divide %6781, %6784 : tensor<256xf32>
    %6786 = stablehlo.sqrt %6785 : tensor<256xf32>
    %6787 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6788 = stablehlo.add %6786, %6787 : tensor<256xf32>
    %6789 = stablehlo.divide %6783, %6788 : tensor<256xf32>
    %6790 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6791 = stablehlo.multiply %6790, %m.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %6792 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6793 = stablehlo.multiply %6792, %4519 : tensor<3x3x256x256xf32>
    %6794 = stablehlo.add %6791, %6793 : tensor<3x3x256x256xf32>
    %6795 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6796 = stablehlo.multiply %6795, %v.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %6797 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6798 = stablehlo.multiply %4519, %4519 : tensor<3x3x256x256xf32>
    %6799 = stablehlo.multiply %6797, %6798 : tensor<3x3x256x256xf32>
    %6800 = stablehlo.add %6796, %6799 : tensor<3x3x256x256xf32>
    %6801 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6802 = stablehlo.divide %6794, %6801 : tensor<3x3x256x256xf32>
    %6803 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6804 = stablehlo.divide %6800, %6803 : tensor<3x3x256x256xf32>
    %6805 = stablehlo.sqrt %6804 : tensor<3x3x256x256xf32>
    %6806 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6807 = stablehlo.add %6805, %6806 : tensor<3x3x256x256xf32>
    %6808 = stablehlo.divide %6802, %6807 : tensor<3x3x256x256xf32>
    %6809 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6810 = stablehlo.multiply %6809, %m.layer3.3.bn2.g : tensor<256xf32>
    %6811 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6812 = stablehlo.multiply %6811, %4524 : tensor<256xf32>
    %6813 = stablehlo.add %6810, %6812 : tensor<256xf32>
    %6814 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6815 = stablehlo.multiply %6814, %v.layer3.3.bn2.g : tensor<256xf32>
    %6816 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6817 = stablehlo.multiply %4524, %4524 : tensor<256xf32>
    %6818 = stablehlo.multiply %6816, %6817 : tensor<256xf32>
    %6819 = stablehlo.add %6815, %6818 : tensor<256xf32>
    %6820 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6821 = stablehlo.divide %6813, %6820 : tensor<256xf32>
    %6822 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6823 = stablehlo.divide %6819, %6822 : tensor<256xf32>
    %6824 = stablehlo.sqrt %6823 : tensor<256xf32>
    %6825 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6826 = stablehlo.add %6824, %6825 : tensor<256xf32>
    %6827 = stablehlo.divide %6821, %6826 : tensor<256xf32>
    %6828 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6829 = stablehlo.multiply %6828, %m.layer3.3.bn2.b : tensor<256xf32>
    %6830 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6831 = stablehlo.multiply %6830, %4529 : tensor<256xf32>
    %6832 = stablehlo.add %6829, %6831 : tensor<256xf32>
    %6833 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6834 = stablehlo.multiply %6833, %v.layer3.3.bn2.b : tensor<256xf32>
    %6835 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6836 = stablehlo.multiply %4529, %4529 : tensor<256xf32>
    %6837 = stablehlo.multiply %6835, %6836 : tensor<256xf32>
    %6838 = stablehlo.add %6834, %6837 : tensor<256xf32>
    %6839 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6840 = stablehlo.divide %6832, %6839 : tensor<256xf32>
    %6841 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6842 = stablehlo.divide %6838, %6841 : tensor<256xf32>
    %6843 = stablehlo.sqrt %6842 : tensor<256xf32>
    %6844 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6845 = stablehlo.add %6843, %6844 : tensor<256xf32>
    %6846 = stablehlo.divide %6840, %6845 : tensor<256xf32>
    %6847 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %6848 = stablehlo.multiply %6847, %m.layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %6849 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %6850 = stablehlo.multiply %6849, %4534 : tensor<1x1x256x1024xf32>
    %6851 = stablehlo.add %6848, %6850 : tensor<1x1x256x1024xf32>
    %6852 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %6853 = stablehlo.multiply %6852, %v.layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %6854 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %6855 = stablehlo.multiply %4534, %4534 : tensor<1x1x256x1024xf32>
    %6856 = stablehlo.multiply %6854, %6855 : tensor<1x1x256x1024xf32>
    %6857 = stablehlo.add %6853, %6856 : tensor<1x1x256x1024xf32>
    %6858 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6859 = stablehlo.divide %6851, %6858 : tensor<1x1x256x1024xf32>
    %6860 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6861 = stablehlo.divide %6857, %6860 : tensor<1x1x256x1024xf32>
    %6862 = stablehlo.sqrt %6861 : tensor<1x1x256x1024xf32>
    %6863 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %6864 = stablehlo.add %6862, %6863 : tensor<1x1x256x1024xf32>
    %6865 = stablehlo.divide %6859, %6864 : tensor<1x1x256x1024xf32>
    %6866 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6867 = stablehlo.multiply %6866, %m.layer3.3.bn3.g : tensor<1024xf32>
    %6868 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6869 = stablehlo.multiply %6868, %4539 : tensor<1024xf32>
    %6870 = stablehlo.add %6867, %6869 : tensor<1024xf32>
    %6871 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6872 = stablehlo.multiply %6871, %v.layer3.3.bn3.g : tensor<1024xf32>
    %6873 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6874 = stablehlo.multiply %4539, %4539 : tensor<1024xf32>
    %6875 = stablehlo.multiply %6873, %6874 : tensor<1024xf32>
    %6876 = stablehlo.add %6872, %6875 : tensor<1024xf32>
    %6877 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6878 = stablehlo.divide %6870, %6877 : tensor<1024xf32>
    %6879 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6880 = stablehlo.divide %6876, %6879 : tensor<1024xf32>
    %6881 = stablehlo.sqrt %6880 : tensor<1024xf32>
    %6882 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6883 = stablehlo.add %6881, %6882 : tensor<1024xf32>
    %6884 = stablehlo.divide %6878, %6883 : tensor<1024xf32>
    %6885 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6886 = stablehlo.multiply %6885, %m.layer3.3.bn3.b : tensor<1024xf32>
    %6887 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6888 = stablehlo.multiply %6887, %4544 : tensor<1024xf32>
    %6889 = stablehlo.add %6886, %6888 : tensor<1024xf32>
    %6890 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6891 = stablehlo.multiply %6890, %v.layer3.3.bn3.b : tensor<1024xf32>
    %6892 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6893 = stablehlo.multiply %4544, %4544 : tensor<1024xf32>
    %6894 = stablehlo.multiply %6892, %6893 : tensor<1024xf32>
    %6895 = stablehlo.add %6891, %6894 : tensor<1024xf32>
    %6896 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6897 = stablehlo.divide %6889, %6896 : tensor<1024xf32>
    %6898 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6899 = stablehlo.divide %6895, %6898 : tensor<1024xf32>
    %6900 = stablehlo.sqrt %6899 : tensor<1024xf32>
    %6901 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6902 = stablehlo.add %6900, %6901 : tensor<1024xf32>
    %6903 = stablehlo.divide %6897, %6902 : tensor<1024xf32>
    %6904 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %6905 = stablehlo.multiply %6904, %m.layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %6906 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %6907 = stablehlo.multiply %6906, %4549 : tensor<1x1x1024x256xf32>
    %6908 = stablehlo.add %6905, %6907 : tensor<1x1x1024x256xf32>
    %6909 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %6910 = stablehlo.multiply %6909, %v.layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %6911 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %6912 = stablehlo.multiply %4549, %4549 : tensor<1x1x1024x256xf32>
    %6913 = stablehlo.multiply %6911, %6912 : tensor<1x1x1024x256xf32>
    %6914 = stablehlo.add %6910, %6913 : tensor<1x1x1024x256xf32>
    %6915 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6916 = stablehlo.divide %6908, %6915 : tensor<1x1x1024x256xf32>
    %6917 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6918 = stablehlo.divide %6914, %6917 : tensor<1x1x1024x256xf32>
    %6919 = stablehlo.sqrt %6918 : tensor<1x1x1024x256xf32>
    %6920 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %6921 = stablehlo.add %6919, %6920 : tensor<1x1x1024x256xf32>
    %6922 = stablehlo.divide %6916, %6921 : tensor<1x1x1024x256xf32>
    %6923 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6924 = stablehlo.multiply %6923, %m.layer3.4.bn1.g : tensor<256xf32>
    %6925 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6926 = stablehlo.multiply %6925, %4554 : tensor<256xf32>
    %6927 = stablehlo.add %6924, %6926 : tensor<256xf32>
    %6928 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6929 = stablehlo.multiply %6928, %v.layer3.4.bn1.g : tensor<256xf32>
    %6930 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6931 = stablehlo.multiply %4554, %4554 : tensor<256xf32>
    %6932 = stablehlo.multiply %6930, %6931 : tensor<256xf32>
    %6933 = stablehlo.add %6929, %6932 : tensor<256xf32>
    %6934 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6935 = stablehlo.divide %6927, %6934 : tensor<256xf32>
    %6936 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6937 = stablehlo.divide %6933, %6936 : tensor<256xf32>
    %6938 = stablehlo.sqrt %6937 : tensor<256xf32>
    %6939 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6940 = stablehlo.add %6938, %6939 : tensor<256xf32>
    %6941 = stablehlo.divide %6935, %6940 : tensor<256xf32>
    %6942 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6943 = stablehlo.multiply %6942, %m.layer3.4.bn1.b : tensor<256xf32>
    %6944 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6945 = stablehlo.multiply %6944, %4559 : tensor<256xf32>
    %6946 = stablehlo.add %6943, %6945 : tensor<256xf32>
    %6947 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6948 = stablehlo.multiply %6947, %v.layer3.4.bn1.b : tensor<256xf32>
    %6949 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6950 = stablehlo.multiply %4559, %4559 : tensor<256xf32>
    %6951 = stablehlo.multiply %6949, %6950 : tensor<256xf32>
    %6952 = stablehlo.add %6948, %6951 : tensor<256xf32>
    %6953 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6954 = stablehlo.divide %6946, %6953 : tensor<256xf32>
    %6955 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6956 = stablehlo.divide %6952, %6955 : tensor<256xf32>
    %6957 = stablehlo.sqrt %6956 : tensor<256xf32>
    %6958 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6959 = stablehlo.add %6957, %6958 : tensor<256xf32>
    %6960 = stablehlo.divide %6954, %6959 : tensor<256xf32>
    %6961 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6962 = stablehlo.multiply %6961, %m.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %6963 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6964 = stablehlo.multiply %6963, %4564 : tensor<3x3x256x256xf32>
    %6965 = stablehlo.add %6962, %6964 : tensor<3x3x256x256xf32>
    %6966 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6967 = stablehlo.multiply %6966, %v.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %6968 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6969 = stablehlo.multiply %4564, %4564 : tensor<3x3x256x256xf32>
    %6970 = stablehlo.multiply %6968, %6969 : tensor<3x3x256x256xf32>
    %6971 = stablehlo.add %6967, %6970 : tensor<3x3x256x256xf32>
    %6972 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6973 = stablehlo.divide %6965, %6972 : tensor<3x3x256x256xf32>
    %6974 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6975 = stablehlo.divide %6971, %6974 : tensor<3x3x256x256xf32>
    %6976 = stablehlo.sqrt %6975 : tensor<3x3x256x256xf32>
    %6977 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6978 = stablehlo.add %6976, %6977 : tensor<3x3x256x256xf32>
    %6979 = stablehlo.divide %6973, %6978 : tensor<3x3x256x256xf32>
    %6980 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6981 = stablehlo.multiply %6980, %m.layer3.4.bn2.g : tensor<256xf32>
    %6982 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6983 = stablehlo.multiply %6982, %4569 : tensor<256xf32>
    %6984 = stablehlo.add %6981, %6983 : tensor<256xf32>
    %6985 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6986 = stablehlo.multiply %6985, %v.layer3.4.bn2.g : tensor<256xf32>
    %6987 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6988 = stablehlo.multiply %4569, %4569 : tensor<256xf32>
    %6989 = stablehlo.multiply %6987, %6988 : tensor<256xf32>
    %6990 = stablehlo.add %6986, %6989 : tensor<256xf32>
    %6991 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6992 = stablehlo.divide %6984, %6991 : tensor<256xf32>
    %6993 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6994 = stablehlo.divide %6990, %6993 : tensor<256xf32>
    %6995 = stablehlo.sqrt %6994 : tensor<256xf32>
    %6996 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6997 = stablehlo.add %6995, %6996 : tensor<256xf32>
    %6998 = stablehlo.divide %6992, %6997 : tensor<256xf32>
    %6999 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7000 = stablehlo.multiply %6999, %m.layer3.4.bn2.b : tensor<256xf32>
    %7001 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7002 = stablehlo.multiply %7001, %4574 : tensor<256xf32>
    %7003 = stablehlo.add %7000, %7002 : tensor<256xf32>
    %7004 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7005 = stablehlo.multiply %7004, %v.layer3.4.bn2.b : tensor<256xf32>
    %7006 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7007 = stablehlo.multiply %4574, %4574 : tensor<256xf32>
    %7008 = stablehlo.multiply %7006, %7007 : tensor<256xf32>
    %7009 = stablehlo.add %7005, %7008 : tensor<256xf32>
    %7010 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7011 = stablehlo.divide %7003, %7010 : tensor<256xf32>
    %7012 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7013 = stablehlo.divide %7009, %7012 : tensor<256xf32>
    %7014 = stablehlo.sqrt %7013 : tensor<256xf32>
    %7015 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7016 = stablehlo.add %7014, %7015 : tensor<256xf32>
    %7017 = stablehlo.divide %7011, %7016 : tensor<256xf32>
    %7018 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7019 = stablehlo.multiply %7018, %m.layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %7020 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7021 = stablehlo.multiply %7020, %4579 : tensor<1x1x256x1024xf32>
    %7022 = stablehlo.add %7019, %7021 : tensor<1x1x256x1024xf32>
    %7023 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7024 = stablehlo.multiply %7023, %v.layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %7025 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7026 = stablehlo.multiply %4579, %4579 : tensor<1x1x256x1024xf32>
    %7027 = stablehlo.multiply %7025, %7026 : tensor<1x1x256x1024xf32>
    %7028 = stablehlo.add %7024, %7027 : tensor<1x1x256x1024xf32>
    %7029 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7030 = stablehlo.divide %7022, %7029 : tensor<1x1x256x1024xf32>
    %7031 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7032 = stablehlo.divide %7028, %7031 : tensor<1x1x256x1024xf32>
    %7033 = stablehlo.sqrt %7032 : tensor<1x1x256x1024xf32>
    %7034 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7035 = stablehlo.add %7033, %7034 : tensor<1x1x256x1024xf32>
    %7036 = stablehlo.divide %7030, %7035 : tensor<1x1x256x1024xf32>
    %7037 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7038 = stablehlo.multiply %7037, %m.layer3.4.bn3.g : tensor<1024xf32>
    %7039 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7040 = stablehlo.multiply %7039, %4584 : tensor<1024xf32>
    %7041 = stablehlo.add %7038, %7040 : tensor<1024xf32>
    %7042 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7043 = stablehlo.multiply %7042, %v.layer3.4.bn3.g : tensor<1024xf32>
    %7044 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7045 = stablehlo.multiply %4584, %4584 : tensor<1024xf32>
    %7046 = stablehlo.multiply %7044, %7045 : tensor<1024xf32>
    %7047 = stablehlo.add %7043, %7046 : tensor<1024xf32>
    %7048 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7049 = stablehlo.divide %7041, %7048 : tensor<1024xf32>
    %7050 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7051 = stablehlo.divide %7047, %7050 : tensor<1024xf32>
    %7052 = stablehlo.sqrt %7051 : tensor<1024xf32>
    %7053 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7054 = stablehlo.add %7052, %7053 : tensor<1024xf32>
    %7055 = stablehlo.divide %7049, %7054 : tensor<1024xf32>
    %7056 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7057 = stablehlo.multiply %7056, %m.layer3.4.bn3.b : tensor<1024xf32>
    %7058 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7059 = stablehlo.multiply %7058, %4589 : tensor<1024xf32>
    %7060 = stablehlo.add %7057, %7059 : tensor<1024xf32>
    %7061 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7062 = stablehlo.multiply %7061, %v.layer3.4.bn3.b : tensor<1024xf32>
    %7063 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7064 = stablehlo.multiply %4589, %4589 : tensor<1024xf32>
    %7065 = stablehlo.multiply %7063, %7064 : tensor<1024xf32>
    %7066 = stablehlo.add %7062, %7065 : tensor<1024xf32>
    %7067 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7068 = stablehlo.divide %7060, %7067 : tensor<1024xf32>
    %7069 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7070 = stablehlo.divide %7066, %7069 : tensor<1024xf32>
    %7071 = stablehlo.sqrt %7070 : tensor<1024xf32>
    %7072 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7073 = stablehlo.add %7071, %7072 : tensor<1024xf32>
    %7074 = stablehlo.divide %7068, %7073 : tensor<1024xf32>
    %7075 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7076 = stablehlo.multiply %7075, %m.layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %7077 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7078 = stablehlo.multiply %7077, %4594 : tensor<1x1x1024x256xf32>
    %7079 = stablehlo.add %7076, %7078 : tensor<1x1x1024x256xf32>
    %7080 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7081 = stablehlo.multiply %7080, %v.layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %7082 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7083 = stablehlo.multiply %4594, %4594 : tensor<1x1x1024x256xf32>
    %7084 = stablehlo.multiply %7082, %7083 : tensor<1x1x1024x256xf32>
    %7085 = stablehlo.add %7081, %7084 : tensor<1x1x1024x256xf32>
    %7086 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7087 = stablehlo.divide %7079, %7086 : tensor<1x1x1024x256xf32>
    %7088 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7089 = stablehlo.divide %7085, %7088 : tensor<1x1x1024x256xf32>
    %7090 = stablehlo.sqrt %7089 : tensor<1x1x1024x256xf32>
    %7091 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7092 = stablehlo.add %7090, %7091 : tensor<1x1x1024x256xf32>
    %7093 = stablehlo.divide %7087, %7092 : tensor<1x1x1024x256xf32>
    %7094 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7095 = stablehlo.multiply %7094, %m.layer3.5.bn1.g : tensor<256xf32>
    %7096 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7097 = stablehlo.multiply %7096, %4599 : tensor<256xf32>
    %7098 = stablehlo.add %7095, %7097 : tensor<256xf32>
    %7099 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7100 = stablehlo.multiply %7099, %v.layer3.5.bn1.g : tensor<256xf32>
    %7101 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7102 = stablehlo.multiply %4599, %4599 : tensor<256xf32>
    %7103 = stablehlo.multiply %7101, %7102 : tensor<256xf32>
    %7104 = stablehlo.add %7100, %7103 : tensor<256xf32>
    %7105 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7106 = stablehlo.divide %7098, %7105 : tensor<256xf32>
    %7107 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7108 = stablehlo.divide %7104, %7107 : tensor<256xf32>
    %7109 = stablehlo.sqrt %7108 : tensor<256xf32>
    %7110 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7111 = stablehlo.add %7109, %7110 : tensor<256xf32>
    %7112 = stablehlo.divide %7106, %7111 : tensor<256xf32>
    %7113 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7114 = stablehlo.multiply %7113, %m.layer3.5.bn1.b : tensor<256xf32>
    %7115 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7116 = stablehlo.multiply %7115, %4604 : tensor<256xf32>
    %7117 = stablehlo.add %7114, %7116 : tensor<256xf32>
    %7118 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7119 = stablehlo.multiply %7118, %v.layer3.5.bn1.b : tensor<256xf32>
    %7120 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7121 = stablehlo.multiply %4604, %4604 : tensor<256xf32>
    %7122 = stablehlo.multiply %7120, %7121 : tensor<256xf32>
    %7123 = stablehlo.add %7119, %7122 : tensor<256xf32>
    %7124 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7125 = stablehlo.divide %7117, %7124 : tensor<256xf32>
    %7126 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7127 = stablehlo.divide %7123, %7126 : tensor<256xf32>
    %7128 = stablehlo.sqrt %7127 : tensor<256xf32>
    %7129 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7130 = stablehlo.add %7128, %7129 : tensor<256xf32>
    %7131 = stablehlo.divide %7125, %7130 : tensor<256xf32>
    %7132 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7133 = stablehlo.multiply %7132, %m.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %7134 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7135 = stablehlo.multiply %7134, %4609 : tensor<3x3x256x256xf32>
    %7136 = stablehlo.add %7133, %7135 : tensor<3x3x256x256xf32>
    %7137 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7138 = stablehlo.multiply %7137, %v.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %7139 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7140 = stablehlo.multiply %4609, %4609 : tensor<3x3x256x256xf32>
    %7141 = stablehlo.multiply %7139, %7140 : tensor<3x3x256x256xf32>
    %7142 = stablehlo.add %7138, %7141 : tensor<3x3x256x256xf32>
    %7143 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7144 = stablehlo.divide %7136, %7143 : tensor<3x3x256x256xf32>
    %7145 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7146 = stablehlo.divide %7142, %7145 : tensor<3x3x256x256xf32>
    %7147 = stablehlo.sqrt %7146 : tensor<3x3x256x256xf32>
    %7148 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7149 = stablehlo.add %7147, %7148 : tensor<3x3x256x256xf32>
    %7150 = stablehlo.divide %7144, %7149 : tensor<3x3x256x256xf32>
    %7151 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7152 = stablehlo.multiply %7151, %m.layer3.5.bn2.g : tensor<256xf32>
    %7153 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7154 = stablehlo.multiply %7153, %4614 : tensor<256xf32>
    %7155 = stablehlo.add %7152, %7154 : tensor<256xf32>
    %7156 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7157 = stablehlo.multiply %7156, %v.layer3.5.bn2.g : tensor<256xf32>
    %7158 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7159 = stablehlo.multiply %4614, %4614 : tensor<256xf32>
    %7160 = stablehlo.multiply %7158, %7159 : tensor<256xf32>
    %7161 = stablehlo.add %7157, %7160 : tensor<256xf32>
    %7162 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7163 = stablehlo.divide %7155, %7162 : tensor<256xf32>
    %7164 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7165 = stablehlo.divide %7161, %7164 : tensor<256xf32>
    %7166 = stablehlo.sqrt %7165 : tensor<256xf32>
    %7167 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7168 = stablehlo.add %7166, %7167 : tensor<256xf32>
    %7169 = stablehlo.divide %7163, %7168 : tensor<256xf32>
    %7170 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7171 = stablehlo.multiply %7170, %m.layer3.5.bn2.b : tensor<256xf32>
    %7172 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7173 = stablehlo.multiply %7172, %4619 : tensor<256xf32>
    %7174 = stablehlo.add %7171, %7173 : tensor<256xf32>
    %7175 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7176 = stablehlo.multiply %7175, %v.layer3.5.bn2.b : tensor<256xf32>
    %7177 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7178 = stablehlo.multiply %4619, %4619 : tensor<256xf32>
    %7179 = stablehlo.multiply %7177, %7178 : tensor<256xf32>
    %7180 = stablehlo.add %7176, %7179 : tensor<256xf32>
    %7181 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7182 = stablehlo.divide %7174, %7181 : tensor<256xf32>
    %7183 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7184 = stablehlo.divide %7180, %7183 : tensor<256xf32>
    %7185 = stablehlo.sqrt %7184 : tensor<256xf32>
    %7186 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7187 = stablehlo.add %7185, %7186 : tensor<256xf32>
    %7188 = stablehlo.divide %7182, %7187 : tensor<256xf32>
    %7189 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7190 = stablehlo.multiply %7189, %m.layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %7191 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7192 = stablehlo.multiply %7191, %4624 : tensor<1x1x256x1024xf32>
    %7193 = stablehlo.add %7190, %7192 : tensor<1x1x256x1024xf32>
    %7194 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7195 = stablehlo.multiply %7194, %v.layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %7196 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7197 = stablehlo.multiply %4624, %4624 : tensor<1x1x256x1024xf32>
    %7198 = stablehlo.multiply %7196, %7197 : tensor<1x1x256x1024xf32>
    %7199 = stablehlo.add %7195, %7198 : tensor<1x1x256x1024xf32>
    %7200 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7201 = stablehlo.divide %7193, %7200 : tensor<1x1x256x1024xf32>
    %7202 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7203 = stablehlo.divide %7199, %7202 : tensor<1x1x256x1024xf32>
    %7204 = stablehlo.sqrt %7203 : tensor<1x1x256x1024xf32>
    %7205 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7206 = stablehlo.add %7204, %7205 : tensor<1x1x256x1024xf32>
    %7207 = stablehlo.divide %7201, %7206 : tensor<1x1x256x1024xf32>
    %7208 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7209 = stablehlo.multiply %7208, %m.layer3.5.bn3.g : tensor<1024xf32>
    %7210 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7211 = stablehlo.multiply %7210, %4629 : tensor<1024xf32>
    %7212 = stablehlo.add %7209, %7211 : tensor<1024xf32>
    %7213 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7214 = stablehlo.multiply %7213, %v.layer3.5.bn3.g : tensor<1024xf32>
    %7215 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7216 = stablehlo.multiply %4629, %4629 : tensor<1024xf32>
    %7217 = stablehlo.multiply %7215, %7216 : tensor<1024xf32>
    %7218 = stablehlo.add %7214, %7217 : tensor<1024xf32>
    %7219 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7220 = stablehlo.divide %7212, %7219 : tensor<1024xf32>
    %7221 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7222 = stablehlo.divide %7218, %7221 : tensor<1024xf32>
    %7223 = stablehlo.sqrt %7222 : tensor<1024xf32>
    %7224 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7225 = stablehlo.add %7223, %7224 : tensor<1024xf32>
    %7226 = stablehlo.divide %7220, %7225 : tensor<1024xf32>
    %7227 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7228 = stablehlo.multiply %7227, %m.layer3.5.bn3.b : tensor<1024xf32>
    %7229 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7230 = stablehlo.multiply %7229, %4634 : tensor<1024xf32>
    %7231 = stablehlo.add %7228, %7230 : tensor<1024xf32>
    %7232 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7233 = stablehlo.multiply %7232, %v.layer3.5.bn3.b : tensor<1024xf32>
    %7234 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7235 = stablehlo.multiply %4634, %4634 : tensor<1024xf32>
    %7236 = stablehlo.multiply %7234, %7235 : tensor<1024xf32>
    %7237 = stablehlo.add %7233, %7236 : tensor<1024xf32>
    %7238 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7239 = stablehlo.divide %7231, %7238 : tensor<1024xf32>
    %7240 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7241 = stablehlo.divide %7237, %7240 : tensor<1024xf32>
    %7242 = stablehlo.sqrt %7241 : tensor<1024xf32>
    %7243 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7244 = stablehlo.add %7242, %7243 : tensor<1024xf32>
    %7245 = stablehlo.divide %7239, %7244 : tensor<1024xf32>
    %7246 = stablehlo.constant dense<0.9> : tensor<1x1x1024x512xf32>
    %7247 = stablehlo.multiply %7246, %m.layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %7248 = stablehlo.constant dense<0.1> : tensor<1x1x1024x512xf32>
    %7249 = stablehlo.multiply %7248, %4639 : tensor<1x1x1024x512xf32>
    %7250 = stablehlo.add %7247, %7249 : tensor<1x1x1024x512xf32>
    %7251 = stablehlo.constant dense<0.999> : tensor<1x1x1024x512xf32>
    %7252 = stablehlo.multiply %7251, %v.layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %7253 = stablehlo.constant dense<0.001> : tensor<1x1x1024x512xf32>
    %7254 = stablehlo.multiply %4639, %4639 : tensor<1x1x1024x512xf32>
    %7255 = stablehlo.multiply %7253, %7254 : tensor<1x1x1024x512xf32>
    %7256 = stablehlo.add %7252, %7255 : tensor<1x1x1024x512xf32>
    %7257 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %7258 = stablehlo.divide %7250, %7257 : tensor<1x1x1024x512xf32>
    %7259 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %7260 = stablehlo.divide %7256, %7259 : tensor<1x1x1024x512xf32>
    %7261 = stablehlo.sqrt %7260 : tensor<1x1x1024x512xf32>
    %7262 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x512xf32>
    %7263 = stablehlo.add %7261, %7262 : tensor<1x1x1024x512xf32>
    %7264 = stablehlo.divide %7258, %7263 : tensor<1x1x1024x512xf32>
    %7265 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7266 = stablehlo.multiply %7265, %m.layer4.0.bn1.g : tensor<512xf32>
    %7267 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7268 = stablehlo.multiply %7267, %4644 : tensor<512xf32>
    %7269 = stablehlo.add %7266, %7268 : tensor<512xf32>
    %7270 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7271 = stablehlo.multiply %7270, %v.layer4.0.bn1.g : tensor<512xf32>
    %7272 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7273 = stablehlo.multiply %4644, %4644 : tensor<512xf32>
    %7274 = stablehlo.multiply %7272, %7273 : tensor<512xf32>
    %7275 = stablehlo.add %7271, %7274 : tensor<512xf32>
    %7276 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7277 = stablehlo.divide %7269, %7276 : tensor<512xf32>
    %7278 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7279 = stablehlo.divide %7275, %7278 : tensor<512xf32>
    %7280 = stablehlo.sqrt %7279 : tensor<512xf32>
    %7281 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7282 = stablehlo.add %7280, %7281 : tensor<512xf32>
    %7283 = stablehlo.divide %7277, %7282 : tensor<512xf32>
    %7284 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7285 = stablehlo.multiply %7284, %m.layer4.0.bn1.b : tensor<512xf32>
    %7286 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7287 = stablehlo.multiply %7286, %4649 : tensor<512xf32>
    %7288 = stablehlo.add %7285, %7287 : tensor<512xf32>
    %7289 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7290 = stablehlo.multiply %7289, %v.layer4.0.bn1.b : tensor<512xf32>
    %7291 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7292 = stablehlo.multiply %4649, %4649 : tensor<512xf32>
    %7293 = stablehlo.multiply %7291, %7292 : tensor<512xf32>
    %7294 = stablehlo.add %7290, %7293 : tensor<512xf32>
    %7295 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7296 = stablehlo.divide %7288, %7295 : tensor<512xf32>
    %7297 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7298 = stablehlo.divide %7294, %7297 : tensor<512xf32>
    %7299 = stablehlo.sqrt %7298 : tensor<512xf32>
    %7300 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7301 = stablehlo.add %7299, %7300 : tensor<512xf32>
    %7302 = stablehlo.divide %7296, %7301 : tensor<512xf32>
    %7303 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %7304 = stablehlo.multiply %7303, %m.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %7305 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %7306 = stablehlo.multiply %7305, %4654 : tensor<3x3x512x512xf32>
    %7307 = stablehlo.add %7304, %7306 : tensor<3x3x512x512xf32>
    %7308 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %7309 = stablehlo.multiply %7308, %v.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %7310 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %7311 = stablehlo.multiply %4654, %4654 : tensor<3x3x512x512xf32>
    %7312 = stablehlo.multiply %7310, %7311 : tensor<3x3x512x512xf32>
    %7313 = stablehlo.add %7309, %7312 : tensor<3x3x512x512xf32>
    %7314 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7315 = stablehlo.divide %7307, %7314 : tensor<3x3x512x512xf32>
    %7316 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7317 = stablehlo.divide %7313, %7316 : tensor<3x3x512x512xf32>
    %7318 = stablehlo.sqrt %7317 : tensor<3x3x512x512xf32>
    %7319 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %7320 = stablehlo.add %7318, %7319 : tensor<3x3x512x512xf32>
    %7321 = stablehlo.divide %7315, %7320 : tensor<3x3x512x512xf32>
    %7322 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7323 = stablehlo.multiply %7322, %m.layer4.0.bn2.g : tensor<512xf32>
    %7324 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7325 = stablehlo.multiply %7324, %4659 : tensor<512xf32>
    %7326 = stablehlo.add %7323, %7325 : tensor<512xf32>
    %7327 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7328 = stablehlo.multiply %7327, %v.layer4.0.bn2.g : tensor<512xf32>
    %7329 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7330 = stablehlo.multiply %4659, %4659 : tensor<512xf32>
    %7331 = stablehlo.multiply %7329, %7330 : tensor<512xf32>
    %7332 = stablehlo.add %7328, %7331 : tensor<512xf32>
    %7333 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7334 = stablehlo.divide %7326, %7333 : tensor<512xf32>
    %7335 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7336 = stablehlo.divide %7332, %7335 : tensor<512xf32>
    %7337 = stablehlo.sqrt %7336 : tensor<512xf32>
    %7338 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7339 = stablehlo.add %7337, %7338 : tensor<512xf32>
    %7340 = stablehlo.divide %7334, %7339 : tensor<512xf32>
    %7341 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7342 = stablehlo.multiply %7341, %m.layer4.0.bn2.b : tensor<512xf32>
    %7343 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7344 = stablehlo.multiply %7343, %4664 : tensor<512xf32>
    %7345 = stablehlo.add %7342, %7344 : tensor<512xf32>
    %7346 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7347 = stablehlo.multiply %7346, %v.layer4.0.bn2.b : tensor<512xf32>
    %7348 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7349 = stablehlo.multiply %4664, %4664 : tensor<512xf32>
    %7350 = stablehlo.multiply %7348, %7349 : tensor<512xf32>
    %7351 = stablehlo.add %7347, %7350 : tensor<512xf32>
    %7352 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7353 = stablehlo.divide %7345, %7352 : tensor<512xf32>
    %7354 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7355 = stablehlo.divide %7351, %7354 : tensor<512xf32>
    %7356 = stablehlo.sqrt %7355 : tensor<512xf32>
    %7357 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7358 = stablehlo.add %7356, %7357 : tensor<512xf32>
    %7359 = stablehlo.divide %7353, %7358 : tensor<512xf32>
    %7360 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %7361 = stablehlo.multiply %7360, %m.layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %7362 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %7363 = stablehlo.multiply %7362, %4669 : tensor<1x1x512x2048xf32>
    %7364 = stablehlo.add %7361, %7363 : tensor<1x1x512x2048xf32>
    %7365 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %7366 = stablehlo.multiply %7365, %v.layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %7367 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %7368 = stablehlo.multiply %4669, %4669 : tensor<1x1x512x2048xf32>
    %7369 = stablehlo.multiply %7367, %7368 : tensor<1x1x512x2048xf32>
    %7370 = stablehlo.add %7366, %7369 : tensor<1x1x512x2048xf32>
    %7371 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7372 = stablehlo.divide %7364, %7371 : tensor<1x1x512x2048xf32>
    %7373 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7374 = stablehlo.divide %7370, %7373 : tensor<1x1x512x2048xf32>
    %7375 = stablehlo.sqrt %7374 : tensor<1x1x512x2048xf32>
    %7376 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %7377 = stablehlo.add %7375, %7376 : tensor<1x1x512x2048xf32>
    %7378 = stablehlo.divide %7372, %7377 : tensor<1x1x512x2048xf32>
    %7379 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7380 = stablehlo.multiply %7379, %m.layer4.0.bn3.g : tensor<2048xf32>
    %7381 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7382 = stablehlo.multiply %7381, %4674 : tensor<2048xf32>
    %7383 = stablehlo.add %7380, %7382 : tensor<2048xf32>
    %7384 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7385 = stablehlo.multiply %7384, %v.layer4.0.bn3.g : tensor<2048xf32>
    %7386 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7387 = stablehlo.multiply %4674, %4674 : tensor<2048xf32>
    %7388 = stablehlo.multiply %7386, %7387 : tensor<2048xf32>
    %7389 = stablehlo.add %7385, %7388 : tensor<2048xf32>
    %7390 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7391 = stablehlo.divide %7383, %7390 : tensor<2048xf32>
    %7392 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7393 = stablehlo.divide %7389, %7392 : tensor<2048xf32>
    %7394 = stablehlo.sqrt %7393 : tensor<2048xf32>
    %7395 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7396 = stablehlo.add %7394, %7395 : tensor<2048xf32>
    %7397 = stablehlo.divide %7391, %7396 : tensor<2048xf32>
    %7398 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7399 = stablehlo.multiply %7398, %m.layer4.0.bn3.b : tensor<2048xf32>
    %7400 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7401 = stablehlo.multiply %7400, %4679 : tensor<2048xf32>
    %7402 = stablehlo.add %7399, %7401 : tensor<2048xf32>
    %7403 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7404 = stablehlo.multiply %7403, %v.layer4.0.bn3.b : tensor<2048xf32>
    %7405 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7406 = stablehlo.multiply %4679, %4679 : tensor<2048xf32>
    %7407 = stablehlo.multiply %7405, %7406 : tensor<2048xf32>
    %7408 = stablehlo.add %7404, %7407 : tensor<2048xf32>
    %7409 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7410 = stablehlo.divide %7402, %7409 : tensor<2048xf32>
    %7411 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7412 = stablehlo.divide %7408, %7411 : tensor<2048xf32>
    %7413 = stablehlo.sqrt %7412 : tensor<2048xf32>
    %7414 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7415 = stablehlo.add %7413, %7414 : tensor<2048xf32>
    %7416 = stablehlo.divide %7410, %7415 : tensor<2048xf32>
    %7417 = stablehlo.constant dense<0.9> : tensor<1x1x1024x2048xf32>
    %7418 = stablehlo.multiply %7417, %m.layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %7419 = stablehlo.constant dense<0.1> : tensor<1x1x1024x2048xf32>
    %7420 = stablehlo.multiply %7419, %4684 : tensor<1x1x1024x2048xf32>
    %7421 = stablehlo.add %7418, %7420 : tensor<1x1x1024x2048xf32>
    %7422 = stablehlo.constant dense<0.999> : tensor<1x1x1024x2048xf32>
    %7423 = stablehlo.multiply %7422, %v.layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %7424 = stablehlo.constant dense<0.001> : tensor<1x1x1024x2048xf32>
    %7425 = stablehlo.multiply %4684, %4684 : tensor<1x1x1024x2048xf32>
    %7426 = stablehlo.multiply %7424, %7425 : tensor<1x1x1024x2048xf32>
    %7427 = stablehlo.add %7423, %7426 : tensor<1x1x1024x2048xf32>
    %7428 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %7429 = stablehlo.divide %7421, %7428 : tensor<1x1x1024x2048xf32>
    %7430 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %7431 = stablehlo.divide %7427, %7430 : tensor<1x1x1024x2048xf32>
    %7432 = stablehlo.sqrt %7431 : tensor<1x1x1024x2048xf32>
    %7433 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x2048xf32>
    %7434 = stablehlo.add %7432, %7433 : tensor<1x1x1024x2048xf32>
    %7435 = stablehlo.divide %7429, %7434 : tensor<1x1x1024x2048xf32>
    %7436 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7437 = stablehlo.multiply %7436, %m.layer4.0.downsample.1.g : tensor<2048xf32>
    %7438 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7439 = stablehlo.multiply %7438, %4689 : tensor<2048xf32>
    %7440 = stablehlo.add %7437, %7439 : tensor<2048xf32>
    %7441 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7442 = stablehlo.multiply %7441, %v.layer4.0.downsample.1.g : tensor<2048xf32>
    %7443 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7444 = stablehlo.multiply %4689, %4689 : tensor<2048xf32>
    %7445 = stablehlo.multiply %7443, %7444 : tensor<2048xf32>
    %7446 = stablehlo.add %7442, %7445 : tensor<2048xf32>
    %7447 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7448 = stablehlo.divide %7440, %7447 : tensor<2048xf32>
    %7449 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7450 = stablehlo.divide %7446, %7449 : tensor<2048xf32>
    %7451 = stablehlo.sqrt %7450 : tensor<2048xf32>
    %7452 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7453 = stablehlo.add %7451, %7452 : tensor<2048xf32>
    %7454 = stablehlo.divide %7448, %7453 : tensor<2048xf32>
    %7455 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7456 = stablehlo.multiply %7455, %m.layer4.0.downsample.1.b : tensor<2048xf32>
    %7457 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7458 = stablehlo.multiply %7457, %4694 : tensor<2048xf32>
    %7459 = stablehlo.add %7456, %7458 : tensor<2048xf32>
    %7460 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7461 = stablehlo.multiply %7460, %v.layer4.0.downsample.1.b : tensor<2048xf32>
    %7462 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7463 = stablehlo.multiply %4694, %4694 : tensor<2048xf32>
    %7464 = stablehlo.multiply %7462, %7463 : tensor<2048xf32>
    %7465 = stablehlo.add %7461, %7464 : tensor<2048xf32>
    %7466 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7467 = stablehlo.divide %7459, %7466 : tensor<2048xf32>
    %7468 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7469 = stablehlo.divide %7465, %7468 : tensor<2048xf32>
    %7470 = stablehlo.sqrt %7469 : tensor<2048xf32>
    %7471 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7472 = stablehlo.add %7470, %7471 : tensor<2048xf32>
    %7473 = stablehlo.divide %7467, %7472 : tensor<2048xf32>
    %7474 = stablehlo.constant dense<0.9> : tensor<1x1x2048x512xf32>
    %7475 = stablehlo.multiply %7474, %m.layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %7476 = stablehlo.constant dense<0.1> : tensor<1x1x2048x512xf32>
    %7477 = stablehlo.multiply %7476, %4699 : tensor<1x1x2048x512xf32>
    %7478 = stablehlo.add %7475, %7477 : tensor<1x1x2048x512xf32>
    %7479 = stablehlo.constant dense<0.999> : tensor<1x1x2048x512xf32>
    %7480 = stablehlo.multiply %7479, %v.layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %7481 = stablehlo.constant dense<0.001> : tensor<1x1x2048x512xf32>
    %7482 = stablehlo.multiply %4699, %4699 : tensor<1x1x2048x512xf32>
    %7483 = stablehlo.multiply %7481, %7482 : tensor<1x1x2048x512xf32>
    %7484 = stablehlo.add %7480, %7483 : tensor<1x1x2048x512xf32>
    %7485 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %7486 = stablehlo.divide %7478, %7485 : tensor<1x1x2048x512xf32>
    %7487 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %7488 = stablehlo.divide %7484, %7487 : tensor<1x1x2048x512xf32>
    %7489 = stablehlo.sqrt %7488 : tensor<1x1x2048x512xf32>
    %7490 = stablehlo.constant dense<1.0e-08> : tensor<1x1x2048x512xf32>
    %7491 = stablehlo.add %7489, %7490 : tensor<1x1x2048x512xf32>
    %7492 = stablehlo.divide %7486, %7491 : tensor<1x1x2048x512xf32>
    %7493 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7494 = stablehlo.multiply %7493, %m.layer4.1.bn1.g : tensor<512xf32>
    %7495 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7496 = stablehlo.multiply %7495, %4704 : tensor<512xf32>
    %7497 = stablehlo.add %7494, %7496 : tensor<512xf32>
    %7498 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7499 = stablehlo.multiply %7498, %v.layer4.1.bn1.g : tensor<512xf32>
    %7500 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7501 = stablehlo.multiply %4704, %4704 : tensor<512xf32>
    %7502 = stablehlo.multiply %7500, %7501 : tensor<512xf32>
    %7503 = stablehlo.add %7499, %7502 : tensor<512xf32>
    %7504 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7505 = stablehlo.divide %7497, %7504 : tensor<512xf32>
    %7506 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7507 = stablehlo.divide %7503, %7506 : tensor<512xf32>
    %7508 = stablehlo.sqrt %7507 : tensor<512xf32>
    %7509 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7510 = stablehlo.add %7508, %7509 : tensor<512xf32>
    %7511 = stablehlo.divide %7505, %7510 : tensor<512xf32>
    %7512 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7513 = stablehlo.multiply %7512, %m.layer4.1.bn1.b : tensor<512xf32>
    %7514 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7515 = stablehlo.multiply %7514, %4709 : tensor<512xf32>
    %7516 = stablehlo.add %7513, %7515 : tensor<512xf32>
    %7517 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7518 = stablehlo.multiply %7517, %v.layer4.1.bn1.b : tensor<512xf32>
    %7519 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7520 = stablehlo.multiply %4709, %4709 : tensor<512xf32>
    %7521 = stablehlo.multiply %7519, %7520 : tensor<512xf32>
    %7522 = stablehlo.add %7518, %7521 : tensor<512xf32>
    %7523 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7524 = stablehlo.divide %7516, %7523 : tensor<512xf32>
    %7525 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7526 = stablehlo.divide %7522, %7525 : tensor<512xf32>
    %7527 = stablehlo.sqrt %7526 : tensor<512xf32>
    %7528 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7529 = stablehlo.add %7527, %7528 : tensor<512xf32>
    %7530 = stablehlo.divide %7524, %7529 : tensor<512xf32>
    %7531 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %7532 = stablehlo.multiply %7531, %m.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %7533 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %7534 = stablehlo.multiply %7533, %4714 : tensor<3x3x512x512xf32>
    %7535 = stablehlo.add %7532, %7534 : tensor<3x3x512x512xf32>
    %7536 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %7537 = stablehlo.multiply %7536, %v.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %7538 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %7539 = stablehlo.multiply %4714, %4714 : tensor<3x3x512x512xf32>
    %7540 = stablehlo.multiply %7538, %7539 : tensor<3x3x512x512xf32>
    %7541 = stablehlo.add %7537, %7540 : tensor<3x3x512x512xf32>
    %7542 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7543 = stablehlo.divide %7535, %7542 : tensor<3x3x512x512xf32>
    %7544 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7545 = stablehlo.divide %7541, %7544 : tensor<3x3x512x512xf32>
    %7546 = stablehlo.sqrt %7545 : tensor<3x3x512x512xf32>
    %7547 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %7548 = stablehlo.add %7546, %7547 : tensor<3x3x512x512xf32>
    %7549 = stablehlo.divide %7543, %7548 : tensor<3x3x512x512xf32>
    %7550 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7551 = stablehlo.multiply %7550, %m.layer4.1.bn2.g : tensor<512xf32>
    %7552 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7553 = stablehlo.multiply %7552, %4719 : tensor<512xf32>
    %7554 = stablehlo.add %7551, %7553 : tensor<512xf32>
    %7555 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7556 = stablehlo.multiply %7555, %v.layer4.1.bn2.g : tensor<512xf32>
    %7557 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7558 = stablehlo.multiply %4719, %4719 : tensor<512xf32>
    %7559 = stablehlo.multiply %7557, %7558 : tensor<512xf32>
    %7560 = stablehlo.add %7556, %7559 : tensor<512xf32>
    %7561 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7562 = stablehlo.divide %7554, %7561 : tensor<512xf32>
    %7563 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7564 = stablehlo.divide %7560, %7563 : tensor<512xf32>
    %7565 = stablehlo.sqrt %7564 : tensor<512xf32>
    %7566 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7567 = stablehlo.add %7565, %7566 : tensor<512xf32>
    %7568 = stablehlo.divide %7562, %7567 : tensor<512xf32>
    %7569 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7570 = stablehlo.multiply %7569, %m.layer4.1.bn2.b : tensor<512xf32>
    %7571 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7572 = stablehlo.multiply %7571, %4724 : tensor<512xf32>
    %7573 = stablehlo.add %7570, %7572 : tensor<512xf32>
    %7574 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7575 = stablehlo.multiply %7574, %v.layer4.1.bn2.b : tensor<512xf32>
    %7576 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7577 = stablehlo.multiply %4724, %4724 : tensor<512xf32>
    %7578 = stablehlo.multiply %7576, %7577 : tensor<512xf32>
    %7579 = stablehlo.add %7575, %7578 : tensor<512xf32>
    %7580 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7581 = stablehlo.divide %7573, %7580 : tensor<512xf32>
    %7582 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7583 = stablehlo.divide %7579, %7582 : tensor<512xf32>
    %7584 = stablehlo.sqrt %7583 : tensor<512xf32>
    %7585 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7586 = stablehlo.add %7584, %7585 : tensor<512xf32>
    %7587 = stablehlo.divide %7581, %7586 : tensor<512xf32>
    %7588 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %7589 = stablehlo.multiply %7588, %m.layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %7590 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %7591 = stablehlo.multiply %7590, %4729 : tensor<1x1x512x2048xf32>
    %7592 = stablehlo.add %7589, %7591 : tensor<1x1x512x2048xf32>
    %7593 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %7594 = stablehlo.multiply %7593, %v.layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %7595 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %7596 = stablehlo.multiply %4729, %4729 : tensor<1x1x512x2048xf32>
    %7597 = stablehlo.multiply %7595, %7596 : tensor<1x1x512x2048xf32>
    %7598 = stablehlo.add %7594, %7597 : tensor<1x1x512x2048xf32>
    %7599 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7600 = stablehlo.divide %7592, %7599 : tensor<1x1x512x2048xf32>
    %7601 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7602 = stablehlo.divide %7598, %7601 : tensor<1x1x512x2048xf32>
    %7603 = stablehlo.sqrt %7602 : tensor<1x1x512x2048xf32>
    %7604 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %7605 = stablehlo.add %7603, %7604 : tensor<1x1x512x2048xf32>
    %7606 = stablehlo.divide %7600, %7605 : tensor<1x1x512x2048xf32>
    %7607 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7608 = stablehlo.multiply %7607, %m.layer4.1.bn3.g : tensor<2048xf32>
    %7609 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7610 = stablehlo.multiply %7609, %4734 : tensor<2048xf32>
    %7611 = stablehlo.add %7608, %7610 : tensor<2048xf32>
    %7612 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7613 = stablehlo.multiply %7612, %v.layer4.1.bn3.g : tensor<2048xf32>
    %7614 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7615 = stablehlo.multiply %4734, %4734 : tensor<2048xf32>
    %7616 = stablehlo.multiply %7614, %7615 : tensor<2048xf32>
    %7617 = stablehlo.add %7613, %7616 : tensor<2048xf32>
    %7618 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7619 = stablehlo.divide %7611, %7618 : tensor<2048xf32>
    %7620 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7621 = stablehlo.divide %7617, %7620 : tensor<2048xf32>
    %7622 = stablehlo.sqrt %7621 : tensor<2048xf32>
    %7623 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7624 = stablehlo.add %7622, %7623 : tensor<2048xf32>
    %7625 = stablehlo.divide %7619, %7624 : tensor<2048xf32>
    %7626 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7627 = stablehlo.multiply %7626, %m.layer4.1.bn3.b : tensor<2048xf32>
    %7628 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7629 = stablehlo.multiply %7628, %4739 : tensor<2048xf32>
    %7630 = stablehlo.add %7627, %7629 : tensor<2048xf32>
    %7631 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7632 = stablehlo.multiply %7631, %v.layer4.1.bn3.b : tensor<2048xf32>
    %7633 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7634 = stablehlo.multiply %4739, %4739 : tensor<2048xf32>
    %7635 = stablehlo.multiply %7633, %7634 : tensor<2048xf32>
    %7636 = stablehlo.add %7632, %7635 : tensor<2048xf32>
    %7637 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7638 = stablehlo.divide %7630, %7637 : tensor<2048xf32>
    %7639 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7640 = stablehlo.divide %7636, %7639 : tensor<2048xf32>
    %7641 = stablehlo.sqrt %7640 : tensor<2048xf32>
    %7642 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7643 = stablehlo.add %7641, %7642 : tensor<2048xf32>
    %7644 = stablehlo.divide %7638, %7643 : tensor<2048xf32>
    %7645 = stablehlo.constant dense<0.9> : tensor<1x1x2048x512xf32>
    %7646 = stablehlo.multiply %7645, %m.layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %7647 = stablehlo.constant dense<0.1> : tensor<1x1x2048x512xf32>
    %7648 = stablehlo.multiply %7647, %4744 : tensor<1x1x2048x512xf32>
    %7649 = stablehlo.add %7646, %7648 : tensor<1x1x2048x512xf32>
    %7650 = stablehlo.constant dense<0.999> : tensor<1x1x2048x512xf32>
    %7651 = stablehlo.multiply %7650, %v.layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %7652 = stablehlo.constant dense<0.001> : tensor<1x1x2048x512xf32>
    %7653 = stablehlo.multiply %4744, %4744 : tensor<1x1x2048x512xf32>
    %7654 = stablehlo.multiply %7652, %7653 : tensor<1x1x2048x512xf32>
    %7655 = stablehlo.add %7651, %7654 : tensor<1x1x2048x512xf32>
    %7656 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %7657 = stablehlo.divide %7649, %7656 : tensor<1x1x2048x512xf32>
    %7658 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %7659 = stablehlo.divide %7655, %7658 : tensor<1x1x2048x512xf32>
    %7660 = stablehlo.sqrt %7659 : tensor<1x1x2048x512xf32>
    %7661 = stablehlo.constant dense<1.0e-08> : tensor<1x1x2048x512xf32>
    %7662 = stablehlo.add %7660, %7661 : tensor<1x1x2048x512xf32>
    %7663 = stablehlo.divide %7657, %7662 : tensor<1x1x2048x512xf32>
    %7664 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7665 = stablehlo.multiply %7664, %m.layer4.2.bn1.g : tensor<512xf32>
    %7666 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7667 = stablehlo.multiply %7666, %4749 : tensor<512xf32>
    %7668 = stablehlo.add %7665, %7667 : tensor<512xf32>
    %7669 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7670 = stablehlo.multiply %7669, %v.layer4.2.bn1.g : tensor<512xf32>
    %7671 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7672 = stablehlo.multiply %4749, %4749 : tensor<512xf32>
    %7673 = stablehlo.multiply %7671, %7672 : tensor<512xf32>
    %7674 = stablehlo.add %7670, %7673 : tensor<512xf32>
    %7675 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7676 = stablehlo.divide %7668, %7675 : tensor<512xf32>
    %7677 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7678 = stablehlo.divide %7674, %7677 : tensor<512xf32>
    %7679 = stablehlo.sqrt %7678 : tensor<512xf32>
    %7680 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7681 = stablehlo.add %7679, %7680 : tensor<512xf32>
    %7682 = stablehlo.divide %7676, %7681 : tensor<512xf32>
    %7683 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7684 = stablehlo.multiply %7683, %m.layer4.2.bn1.b : tensor<512xf32>
    %7685 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7686 = stablehlo.multiply %7685, %4754 : tensor<512xf32>
    %7687 = stablehlo.add %7684, %7686 : tensor<512xf32>
    %7688 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7689 = stablehlo.multiply %7688, %v.layer4.2.bn1.b : tensor<512xf32>
    %7690 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7691 = stablehlo.multiply %4754, %4754 : tensor<512xf32>
    %7692 = stablehlo.multiply %7690, %7691 : tensor<512xf32>
    %7693 = stablehlo.add %7689, %7692 : tensor<512xf32>
    %7694 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7695 = stablehlo.divide %7687, %7694 : tensor<512xf32>
    %7696 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7697 = stablehlo.divide %7693, %7696 : tensor<512xf32>
    %7698 = stablehlo.sqrt %7697 : tensor<512xf32>
    %7699 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7700 = stablehlo.add %7698, %7699 : tensor<512xf32>
    %7701 = stablehlo.divide %7695, %7700 : tensor<512xf32>
    %7702 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %7703 = stablehlo.multiply %7702, %m.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %7704 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %7705 = stablehlo.multiply %7704, %4759 : tensor<3x3x512x512xf32>
    %7706 = stablehlo.add %7703, %7705 : tensor<3x3x512x512xf32>
    %7707 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %7708 = stablehlo.multiply %7707, %v.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %7709 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %7710 = stablehlo.multiply %4759, %4759 : tensor<3x3x512x512xf32>
    %7711 = stablehlo.multiply %7709, %7710 : tensor<3x3x512x512xf32>
    %7712 = stablehlo.add %7708, %7711 : tensor<3x3x512x512xf32>
    %7713 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7714 = stablehlo.divide %7706, %7713 : tensor<3x3x512x512xf32>
    %7715 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7716 = stablehlo.divide %7712, %7715 : tensor<3x3x512x512xf32>
    %7717 = stablehlo.sqrt %7716 : tensor<3x3x512x512xf32>
    %7718 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %7719 = stablehlo.add %7717, %7718 : tensor<3x3x512x512xf32>
    %7720 = stablehlo.divide %7714, %7719 : tensor<3x3x512x512xf32>
    %7721 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7722 = stablehlo.multiply %7721, %m.layer4.2.bn2.g : tensor<512xf32>
    %7723 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7724 = stablehlo.multiply %7723, %4764 : tensor<512xf32>
    %7725 = stablehlo.add %7722, %7724 : tensor<512xf32>
    %7726 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7727 = stablehlo.multiply %7726, %v.layer4.2.bn2.g : tensor<512xf32>
    %7728 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7729 = stablehlo.multiply %4764, %4764 : tensor<512xf32>
    %7730 = stablehlo.multiply %7728, %7729 : tensor<512xf32>
    %7731 = stablehlo.add %7727, %7730 : tensor<512xf32>
    %7732 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7733 = stablehlo.divide %7725, %7732 : tensor<512xf32>
    %7734 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7735 = stablehlo.divide %7731, %7734 : tensor<512xf32>
    %7736 = stablehlo.sqrt %7735 : tensor<512xf32>
    %7737 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7738 = stablehlo.add %7736, %7737 : tensor<512xf32>
    %7739 = stablehlo.divide %7733, %7738 : tensor<512xf32>
    %7740 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7741 = stablehlo.multiply %7740, %m.layer4.2.bn2.b : tensor<512xf32>
    %7742 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7743 = stablehlo.multiply %7742, %4769 : tensor<512xf32>
    %7744 = stablehlo.add %7741, %7743 : tensor<512xf32>
    %7745 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7746 = stablehlo.multiply %7745, %v.layer4.2.bn2.b : tensor<512xf32>
    %7747 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7748 = stablehlo.multiply %4769, %4769 : tensor<512xf32>
    %7749 = stablehlo.multiply %7747, %7748 : tensor<512xf32>
    %7750 = stablehlo.add %7746, %7749 : tensor<512xf32>
    %7751 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7752 = stablehlo.divide %7744, %7751 : tensor<512xf32>
    %7753 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7754 = stablehlo.divide %7750, %7753 : tensor<512xf32>
    %7755 = stablehlo.sqrt %7754 : tensor<512xf32>
    %7756 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7757 = stablehlo.add %7755, %7756 : tensor<512xf32>
    %7758 = stablehlo.divide %7752, %7757 : tensor<512xf32>
    %7759 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %7760 = stablehlo.multiply %7759, %m.layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %7761 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %7762 = stablehlo.multiply %7761, %4774 : tensor<1x1x512x2048xf32>
    %7763 = stablehlo.add %7760, %7762 : tensor<1x1x512x2048xf32>
    %7764 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %7765 = stablehlo.multiply %7764, %v.layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %7766 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %7767 = stablehlo.multiply %4774, %4774 : tensor<1x1x512x2048xf32>
    %7768 = stablehlo.multiply %7766, %7767 : tensor<1x1x512x2048xf32>
    %7769 = stablehlo.add %7765, %7768 : tensor<1x1x512x2048xf32>
    %7770 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7771 = stablehlo.divide %7763, %7770 : tensor<1x1x512x2048xf32>
    %7772 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7773 = stablehlo.divide %7769, %7772 : tensor<1x1x512x2048xf32>
    %7774 = stablehlo.sqrt %7773 : tensor<1x1x512x2048xf32>
    %7775 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %7776 = stablehlo.add %7774, %7775 : tensor<1x1x512x2048xf32>
    %7777 = stablehlo.divide %7771, %7776 : tensor<1x1x512x2048xf32>
    %7778 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7779 = stablehlo.multiply %7778, %m.layer4.2.bn3.g : tensor<2048xf32>
    %7780 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7781 = stablehlo.multiply %7780, %4779 : tensor<2048xf32>
    %7782 = stablehlo.add %7779, %7781 : tensor<2048xf32>
    %7783 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7784 = stablehlo.multiply %7783, %v.layer4.2.bn3.g : tensor<2048xf32>
    %7785 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7786 = stablehlo.multiply %4779, %4779 : tensor<2048xf32>
    %7787 = stablehlo.multiply %7785, %7786 : tensor<2048xf32>
    %7788 = stablehlo.add %7784, %7787 : tensor<2048xf32>
    %7789 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7790 = stablehlo.divide %7782, %7789 : tensor<2048xf32>
    %7791 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7792 = stablehlo.divide %7788, %7791 : tensor<2048xf32>
    %7793 = stablehlo.sqrt %7792 : tensor<2048xf32>
    %7794 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7795 = stablehlo.add %7793, %7794 : tensor<2048xf32>
    %7796 = stablehlo.divide %7790, %7795 : tensor<2048xf32>
    %7797 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7798 = stablehlo.multiply %7797, %m.layer4.2.bn3.b : tensor<2048xf32>
    %7799 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7800 = stablehlo.multiply %7799, %4784 : tensor<2048xf32>
    %7801 = stablehlo.add %7798, %7800 : tensor<2048xf32>
    %7802 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7803 = stablehlo.multiply %7802, %v.layer4.2.bn3.b : tensor<2048xf32>
    %7804 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7805 = stablehlo.multiply %4784, %4784 : tensor<2048xf32>
    %7806 = stablehlo.multiply %7804, %7805 : tensor<2048xf32>
    %7807 = stablehlo.add %7803, %7806 : tensor<2048xf32>
    %7808 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7809 = stablehlo.divide %7801, %7808 : tensor<2048xf32>
    %7810 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7811 = stablehlo.divide %7807, %7810 : tensor<2048xf32>
    %7812 = stablehlo.sqrt %7811 : tensor<2048xf32>
    %7813 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7814 = stablehlo.add %7812, %7813 : tensor<2048xf32>
    %7815 = stablehlo.divide %7809, %7814 : tensor<2048xf32>
    %7816 = stablehlo.constant dense<0.9> : tensor<2048x1000xf32>
    %7817 = stablehlo.multiply %7816, %m.fc.w : tensor<2048x1000xf32>
    %7818 = stablehlo.constant dense<0.1> : tensor<2048x1000xf32>
    %7819 = stablehlo.multiply %7818, %4789 : tensor<2048x1000xf32>
    %7820 = stablehlo.add %7817, %7819 : tensor<2048x1000xf32>
    %7821 = stablehlo.constant dense<0.999> : tensor<2048x1000xf32>
    %7822 = stablehlo.multiply %7821, %v.fc.w : tensor<2048x1000xf32>
    %7823 = stablehlo.constant dense<0.001> : tensor<2048x1000xf32>
    %7824 = stablehlo.multiply %4789, %4789 : tensor<2048x1000xf32>
    %7825 = stablehlo.multiply %7823, %7824 : tensor<2048x1000xf32>
    %7826 = stablehlo.add %7822, %7825 : tensor<2048x1000xf32>
    %7827 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %7828 = stablehlo.divide %7820, %7827 : tensor<2048x1000xf32>
    %7829 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %7830 = stablehlo.divide %7826, %7829 : tensor<2048x1000xf32>
    %7831 = stablehlo.sqrt %7830 : tensor<2048x1000xf32>
    %7832 = stablehlo.constant dense<1.0e-08> : tensor<2048x1000xf32>
    %7833 = stablehlo.add %7831, %7832 : tensor<2048x1000xf32>
    %7834 = stablehlo.divide %7828, %7833 : tensor<2048x1000xf32>
    %7835 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7836 = stablehlo.multiply %7835, %m.fc.b : tensor<1000xf32>
    %7837 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %7838 = stablehlo.multiply %7837, %4794 : tensor<1000xf32>
    %7839 = stablehlo.add %7836, %7838 : tensor<1000xf32>
    %7840 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %7841 = stablehlo.multiply %7840, %v.fc.b : tensor<1000xf32>
    %7842 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %7843 = stablehlo.multiply %4794, %4794 : tensor<1000xf32>
    %7844 = stablehlo.multiply %7842, %7843 : tensor<1000xf32>
    %7845 = stablehlo.add %7841, %7844 : tensor<1000xf32>
    %7846 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7847 = stablehlo.divide %7839, %7846 : tensor<1000xf32>
    %7848 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7849 = stablehlo.divide %7845, %7848 : tensor<1000xf32>
    %7850 = stablehlo.sqrt %7849 : tensor<1000xf32>
    %7851 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %7852 = stablehlo.add %7850, %7851 : tensor<1000xf32>
    %7853 = stablehlo.divide %7847, %7852 : tensor<1000xf32>
    %7854 = stablehlo.constant dense<0.05> : tensor<7x7x3x64xf32>
    %7855 = stablehlo.multiply %7854, %conv1.w : tensor<7x7x3x64xf32>
    %7856 = stablehlo.add %4813, %7855 : tensor<7x7x3x64xf32>
    %7857 = stablehlo.constant dense<0.05> : tensor<1x1x64x64xf32>
    %7858 = stablehlo.multiply %7857, %layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %7859 = stablehlo.add %4870, %7858 : tensor<1x1x64x64xf32>
    %7860 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %7861 = stablehlo.multiply %7860, %layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %7862 = stablehlo.add %4927, %7861 : tensor<3x3x64x64xf32>
    %7863 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %7864 = stablehlo.multiply %7863, %layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %7865 = stablehlo.add %4984, %7864 : tensor<1x1x64x256xf32>
    %7866 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %7867 = stablehlo.multiply %7866, %layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %7868 = stablehlo.add %5041, %7867 : tensor<1x1x64x256xf32>
    %7869 = stablehlo.constant dense<0.05> : tensor<1x1x256x64xf32>
    %7870 = stablehlo.multiply %7869, %layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %7871 = stablehlo.add %5098, %7870 : tensor<1x1x256x64xf32>
    %7872 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %7873 = stablehlo.multiply %7872, %layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %7874 = stablehlo.add %5155, %7873 : tensor<3x3x64x64xf32>
    %7875 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %7876 = stablehlo.multiply %7875, %layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %7877 = stablehlo.add %5212, %7876 : tensor<1x1x64x256xf32>
    %7878 = stablehlo.constant dense<0.05> : tensor<1x1x256x64xf32>
    %7879 = stablehlo.multiply %7878, %layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %7880 = stablehlo.add %5269, %7879 : tensor<1x1x256x64xf32>
    %7881 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %7882 = stablehlo.multiply %7881, %layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %7883 = stablehlo.add %5326, %7882 : tensor<3x3x64x64xf32>
    %7884 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %7885 = stablehlo.multiply %7884, %layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %7886 = stablehlo.add %5383, %7885 : tensor<1x1x64x256xf32>
    %7887 = stablehlo.constant dense<0.05> : tensor<1x1x256x128xf32>
    %7888 = stablehlo.multiply %7887, %layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %7889 = stablehlo.add %5440, %7888 : tensor<1x1x256x128xf32>
    %7890 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %7891 = stablehlo.multiply %7890, %layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %7892 = stablehlo.add %5497, %7891 : tensor<3x3x128x128xf32>
    %7893 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %7894 = stablehlo.multiply %7893, %layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %7895 = stablehlo.add %5554, %7894 : tensor<1x1x128x512xf32>
    %7896 = stablehlo.constant dense<0.05> : tensor<1x1x256x512xf32>
    %7897 = stablehlo.multiply %7896, %layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %7898 = stablehlo.add %5611, %7897 : tensor<1x1x256x512xf32>
    %7899 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %7900 = stablehlo.multiply %7899, %layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %7901 = stablehlo.add %5668, %7900 : tensor<1x1x512x128xf32>
    %7902 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %7903 = stablehlo.multiply %7902, %layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %7904 = stablehlo.add %5725, %7903 : tensor<3x3x128x128xf32>
    %7905 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %7906 = stablehlo.multiply %7905, %layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %7907 = stablehlo.add %5782, %7906 : tensor<1x1x128x512xf32>
    %7908 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %7909 = stablehlo.multiply %7908, %layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %7910 = stablehlo.add %5839, %7909 : tensor<1x1x512x128xf32>
    %7911 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %7912 = stablehlo.multiply %7911, %layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %7913 = stablehlo.add %5896, %7912 : tensor<3x3x128x128xf32>
    %7914 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %7915 = stablehlo.multiply %7914, %layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %7916 = stablehlo.add %5953, %7915 : tensor<1x1x128x512xf32>
    %7917 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %7918 = stablehlo.multiply %7917, %layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %7919 = stablehlo.add %6010, %7918 : tensor<1x1x512x128xf32>
    %7920 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %7921 = stablehlo.multiply %7920, %layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %7922 = stablehlo.add %6067, %7921 : tensor<3x3x128x128xf32>
    %7923 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %7924 = stablehlo.multiply %7923, %layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %7925 = stablehlo.add %6124, %7924 : tensor<1x1x128x512xf32>
    %7926 = stablehlo.constant dense<0.05> : tensor<1x1x512x256xf32>
    %7927 = stablehlo.multiply %7926, %layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %7928 = stablehlo.add %6181, %7927 : tensor<1x1x512x256xf32>
    %7929 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7930 = stablehlo.multiply %7929, %layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %7931 = stablehlo.add %6238, %7930 : tensor<3x3x256x256xf32>
    %7932 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7933 = stablehlo.multiply %7932, %layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %7934 = stablehlo.add %6295, %7933 : tensor<1x1x256x1024xf32>
    %7935 = stablehlo.constant dense<0.05> : tensor<1x1x512x1024xf32>
    %7936 = stablehlo.multiply %7935, %layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %7937 = stablehlo.add %6352, %7936 : tensor<1x1x512x1024xf32>
    %7938 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %7939 = stablehlo.multiply %7938, %layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %7940 = stablehlo.add %6409, %7939 : tensor<1x1x1024x256xf32>
    %7941 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7942 = stablehlo.multiply %7941, %layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %7943 = stablehlo.add %6466, %7942 : tensor<3x3x256x256xf32>
    %7944 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7945 = stablehlo.multiply %7944, %layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %7946 = stablehlo.add %6523, %7945 : tensor<1x1x256x1024xf32>
    %7947 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %7948 = stablehlo.multiply %7947, %layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %7949 = stablehlo.add %6580, %7948 : tensor<1x1x1024x256xf32>
    %7950 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7951 = stablehlo.multiply %7950, %layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %7952 = stablehlo.add %6637, %7951 : tensor<3x3x256x256xf32>
    %7953 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7954 = stablehlo.multiply %7953, %layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %7955 = stablehlo.add %6694, %7954 : tensor<1x1x256x1024xf32>
    %7956 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %7957 = stablehlo.multiply %7956, %layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %7958 = stablehlo.add %6751, %7957 : tensor<1x1x1024x256xf32>
    %7959 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7960 = stablehlo.multiply %7959, %layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %7961 = stablehlo.add %6808, %7960 : tensor<3x3x256x256xf32>
    %7962 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7963 = stablehlo.multiply %7962, %layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %7964 = stablehlo.add %6865, %7963 : tensor<1x1x256x1024xf32>
    %7965 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %7966 = stablehlo.multiply %7965, %layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %7967 = stablehlo.add %6922, %7966 : tensor<1x1x1024x256xf32>
    %7968 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7969 = stablehlo.multiply %7968, %layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %7970 = stablehlo.add %6979, %7969 : tensor<3x3x256x256xf32>
    %7971 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7972 = stablehlo.multiply %7971, %layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %7973 = stablehlo.add %7036, %7972 : tensor<1x1x256x1024xf32>
    %7974 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %7975 = stablehlo.multiply %7974, %layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %7976 = stablehlo.add %7093, %7975 : tensor<1x1x1024x256xf32>
    %7977 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7978 = stablehlo.multiply %7977, %layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %7979 = stablehlo.add %7150, %7978 : tensor<3x3x256x256xf32>
    %7980 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7981 = stablehlo.multiply %7980, %layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %7982 = stablehlo.add %7207, %7981 : tensor<1x1x256x1024xf32>
    %7983 = stablehlo.constant dense<0.05> : tensor<1x1x1024x512xf32>
    %7984 = stablehlo.multiply %7983, %layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %7985 = stablehlo.add %7264, %7984 : tensor<1x1x1024x512xf32>
    %7986 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %7987 = stablehlo.multiply %7986, %layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %7988 = stablehlo.add %7321, %7987 : tensor<3x3x512x512xf32>
    %7989 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %7990 = stablehlo.multiply %7989, %layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %7991 = stablehlo.add %7378, %7990 : tensor<1x1x512x2048xf32>
    %7992 = stablehlo.constant dense<0.05> : tensor<1x1x1024x2048xf32>
    %7993 = stablehlo.multiply %7992, %layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %7994 = stablehlo.add %7435, %7993 : tensor<1x1x1024x2048xf32>
    %7995 = stablehlo.constant dense<0.05> : tensor<1x1x2048x512xf32>
    %7996 = stablehlo.multiply %7995, %layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %7997 = stablehlo.add %7492, %7996 : tensor<1x1x2048x512xf32>
    %7998 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %7999 = stablehlo.multiply %7998, %layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %8000 = stablehlo.add %7549, %7999 : tensor<3x3x512x512xf32>
    %8001 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %8002 = stablehlo.multiply %8001, %layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %8003 = stablehlo.add %7606, %8002 : tensor<1x1x512x2048xf32>
    %8004 = stablehlo.constant dense<0.05> : tensor<1x1x2048x512xf32>
    %8005 = stablehlo.multiply %8004, %layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %8006 = stablehlo.add %7663, %8005 : tensor<1x1x2048x512xf32>
    %8007 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %8008 = stablehlo.multiply %8007, %layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %8009 = stablehlo.add %7720, %8008 : tensor<3x3x512x512xf32>
    %8010 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %8011 = stablehlo.multiply %8010, %layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %8012 = stablehlo.add %7777, %8011 : tensor<1x1x512x2048xf32>
    %8013 = stablehlo.constant dense<0.05> : tensor<2048x1000xf32>
    %8014 = stablehlo.multiply %8013, %fc.w : tensor<2048x1000xf32>
    %8015 = stablehlo.add %7834, %8014 : tensor<2048x1000xf32>
    %8016 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %8017 = stablehlo.multiply %8016, %7856 : tensor<7x7x3x64xf32>
    %8018 = stablehlo.subtract %conv1.w, %8017 : tensor<7x7x3x64xf32>
    %8019 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8020 = stablehlo.multiply %8019, %4832 : tensor<64xf32>
    %8021 = stablehlo.subtract %bn1.g, %8020 : tensor<64xf32>
    %8022 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8023 = stablehlo.multiply %8022, %4851 : tensor<64xf32>
    %8024 = stablehlo.subtract %bn1.b, %8023 : tensor<64xf32>
    %8025 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %8026 = stablehlo.multiply %8025, %7859 : tensor<1x1x64x64xf32>
    %8027 = stablehlo.subtract %layer1.0.conv1.w, %8026 : tensor<1x1x64x64xf32>
    %8028 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8029 = stablehlo.multiply %8028, %4889 : tensor<64xf32>
    %8030 = stablehlo.subtract %layer1.0.bn1.g, %8029 : tensor<64xf32>
    %8031 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8032 = stablehlo.multiply %8031, %4908 : tensor<64xf32>
    %8033 = stablehlo.subtract %layer1.0.bn1.b, %8032 : tensor<64xf32>
    %8034 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8035 = stablehlo.multiply %8034, %7862 : tensor<3x3x64x64xf32>
    %8036 = stablehlo.subtract %layer1.0.conv2.w, %8035 : tensor<3x3x64x64xf32>
    %8037 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8038 = stablehlo.multiply %8037, %4946 : tensor<64xf32>
    %8039 = stablehlo.subtract %layer1.0.bn2.g, %8038 : tensor<64xf32>
    %8040 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8041 = stablehlo.multiply %8040, %4965 : tensor<64xf32>
    %8042 = stablehlo.subtract %layer1.0.bn2.b, %8041 : tensor<64xf32>
    %8043 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8044 = stablehlo.multiply %8043, %7865 : tensor<1x1x64x256xf32>
    %8045 = stablehlo.subtract %layer1.0.conv3.w, %8044 : tensor<1x1x64x256xf32>
    %8046 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8047 = stablehlo.multiply %8046, %5003 : tensor<256xf32>
    %8048 = stablehlo.subtract %layer1.0.bn3.g, %8047 : tensor<256xf32>
    %8049 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8050 = stablehlo.multiply %8049, %5022 : tensor<256xf32>
    %8051 = stablehlo.subtract %layer1.0.bn3.b, %8050 : tensor<256xf32>
    %8052 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8053 = stablehlo.multiply %8052, %7868 : tensor<1x1x64x256xf32>
    %8054 = stablehlo.subtract %layer1.0.downsample.0.w, %8053 : tensor<1x1x64x256xf32>
    %8055 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8056 = stablehlo.multiply %8055, %5060 : tensor<256xf32>
    %8057 = stablehlo.subtract %layer1.0.downsample.1.g, %8056 : tensor<256xf32>
    %8058 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8059 = stablehlo.multiply %8058, %5079 : tensor<256xf32>
    %8060 = stablehlo.subtract %layer1.0.downsample.1.b, %8059 : tensor<256xf32>
    %8061 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %8062 = stablehlo.multiply %8061, %7871 : tensor<1x1x256x64xf32>
    %8063 = stablehlo.subtract %layer1.1.conv1.w, %8062 : tensor<1x1x256x64xf32>
    %8064 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8065 = stablehlo.multiply %8064, %5117 : tensor<64xf32>
    %8066 = stablehlo.subtract %layer1.1.bn1.g, %8065 : tensor<64xf32>
    %8067 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8068 = stablehlo.multiply %8067, %5136 : tensor<64xf32>
    %8069 = stablehlo.subtract %layer1.1.bn1.b, %8068 : tensor<64xf32>
    %8070 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8071 = stablehlo.multiply %8070, %7874 : tensor<3x3x64x64xf32>
    %8072 = stablehlo.subtract %layer1.1.conv2.w, %8071 : tensor<3x3x64x64xf32>
    %8073 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8074 = stablehlo.multiply %8073, %5174 : tensor<64xf32>
    %8075 = stablehlo.subtract %layer1.1.bn2.g, %8074 : tensor<64xf32>
    %8076 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8077 = stablehlo.multiply %8076, %5193 : tensor<64xf32>
    %8078 = stablehlo.subtract %layer1.1.bn2.b, %8077 : tensor<64xf32>
    %8079 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8080 = stablehlo.multiply %8079, %7877 : tensor<1x1x64x256xf32>
    %8081 = stablehlo.subtract %layer1.1.conv3.w, %8080 : tensor<1x1x64x256xf32>
    %8082 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8083 = stablehlo.multiply %8082, %5231 : tensor<256xf32>
    %8084 = stablehlo.subtract %layer1.1.bn3.g, %8083 : tensor<256xf32>
    %8085 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8086 = stablehlo.multiply %8085, %5250 : tensor<256xf32>
    %8087 = stablehlo.subtract %layer1.1.bn3.b, %8086 : tensor<256xf32>
    %8088 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %8089 = stablehlo.multiply %8088, %7880 : tensor<1x1x256x64xf32>
    %8090 = stablehlo.subtract %layer1.2.conv1.w, %8089 : tensor<1x1x256x64xf32>
    %8091 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8092 = stablehlo.multiply %8091, %5288 : tensor<64xf32>
    %8093 = stablehlo.subtract %layer1.2.bn1.g, %8092 : tensor<64xf32>
    %8094 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8095 = stablehlo.multiply %8094, %5307 : tensor<64xf32>
    %8096 = stablehlo.subtract %layer1.2.bn1.b, %8095 : tensor<64xf32>
    %8097 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8098 = stablehlo.multiply %8097, %7883 : tensor<3x3x64x64xf32>
    %8099 = stablehlo.subtract %layer1.2.conv2.w, %8098 : tensor<3x3x64x64xf32>
    %8100 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8101 = stablehlo.multiply %8100, %5345 : tensor<64xf32>
    %8102 = stablehlo.subtract %layer1.2.bn2.g, %8101 : tensor<64xf32>
    %8103 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8104 = stablehlo.multiply %8103, %5364 : tensor<64xf32>
    %8105 = stablehlo.subtract %layer1.2.bn2.b, %8104 : tensor<64xf32>
    %8106 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8107 = stablehlo.multiply %8106, %7886 : tensor<1x1x64x256xf32>
    %8108 = stablehlo.subtract %layer1.2.conv3.w, %8107 : tensor<1x1x64x256xf32>
    %8109 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8110 = stablehlo.multiply %8109, %5402 : tensor<256xf32>
    %8111 = stablehlo.subtract %layer1.2.bn3.g, %8110 : tensor<256xf32>
    %8112 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8113 = stablehlo.multiply %8112, %5421 : tensor<256xf32>
    %8114 = stablehlo.subtract %layer1.2.bn3.b, %8113 : tensor<256xf32>
    %8115 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %8116 = stablehlo.multiply %8115, %7889 : tensor<1x1x256x128xf32>
    %8117 = stablehlo.subtract %layer2.0.conv1.w, %8116 : tensor<1x1x256x128xf32>
    %8118 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8119 = stablehlo.multiply %8118, %5459 : tensor<128xf32>
    %8120 = stablehlo.subtract %layer2.0.bn1.g, %8119 : tensor<128xf32>
    %8121 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8122 = stablehlo.multiply %8121, %5478 : tensor<128xf32>
    %8123 = stablehlo.subtract %layer2.0.bn1.b, %8122 : tensor<128xf32>
    %8124 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8125 = stablehlo.multiply %8124, %7892 : tensor<3x3x128x128xf32>
    %8126 = stablehlo.subtract %layer2.0.conv2.w, %8125 : tensor<3x3x128x128xf32>
    %8127 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8128 = stablehlo.multiply %8127, %5516 : tensor<128xf32>
    %8129 = stablehlo.subtract %layer2.0.bn2.g, %8128 : tensor<128xf32>
    %8130 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8131 = stablehlo.multiply %8130, %5535 : tensor<128xf32>
    %8132 = stablehlo.subtract %layer2.0.bn2.b, %8131 : tensor<128xf32>
    %8133 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8134 = stablehlo.multiply %8133, %7895 : tensor<1x1x128x512xf32>
    %8135 = stablehlo.subtract %layer2.0.conv3.w, %8134 : tensor<1x1x128x512xf32>
    %8136 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8137 = stablehlo.multiply %8136, %5573 : tensor<512xf32>
    %8138 = stablehlo.subtract %layer2.0.bn3.g, %8137 : tensor<512xf32>
    %8139 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8140 = stablehlo.multiply %8139, %5592 : tensor<512xf32>
    %8141 = stablehlo.subtract %layer2.0.bn3.b, %8140 : tensor<512xf32>
    %8142 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %8143 = stablehlo.multiply %8142, %7898 : tensor<1x1x256x512xf32>
    %8144 = stablehlo.subtract %layer2.0.downsample.0.w, %8143 : tensor<1x1x256x512xf32>
    %8145 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8146 = stablehlo.multiply %8145, %5630 : tensor<512xf32>
    %8147 = stablehlo.subtract %layer2.0.downsample.1.g, %8146 : tensor<512xf32>
    %8148 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8149 = stablehlo.multiply %8148, %5649 : tensor<512xf32>
    %8150 = stablehlo.subtract %layer2.0.downsample.1.b, %8149 : tensor<512xf32>
    %8151 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8152 = stablehlo.multiply %8151, %7901 : tensor<1x1x512x128xf32>
    %8153 = stablehlo.subtract %layer2.1.conv1.w, %8152 : tensor<1x1x512x128xf32>
    %8154 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8155 = stablehlo.multiply %8154, %5687 : tensor<128xf32>
    %8156 = stablehlo.subtract %layer2.1.bn1.g, %8155 : tensor<128xf32>
    %8157 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8158 = stablehlo.multiply %8157, %5706 : tensor<128xf32>
    %8159 = stablehlo.subtract %layer2.1.bn1.b, %8158 : tensor<128xf32>
    %8160 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8161 = stablehlo.multiply %8160, %7904 : tensor<3x3x128x128xf32>
    %8162 = stablehlo.subtract %layer2.1.conv2.w, %8161 : tensor<3x3x128x128xf32>
    %8163 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8164 = stablehlo.multiply %8163, %5744 : tensor<128xf32>
    %8165 = stablehlo.subtract %layer2.1.bn2.g, %8164 : tensor<128xf32>
    %8166 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8167 = stablehlo.multiply %8166, %5763 : tensor<128xf32>
    %8168 = stablehlo.subtract %layer2.1.bn2.b, %8167 : tensor<128xf32>
    %8169 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8170 = stablehlo.multiply %8169, %7907 : tensor<1x1x128x512xf32>
    %8171 = stablehlo.subtract %layer2.1.conv3.w, %8170 : tensor<1x1x128x512xf32>
    %8172 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8173 = stablehlo.multiply %8172, %5801 : tensor<512xf32>
    %8174 = stablehlo.subtract %layer2.1.bn3.g, %8173 : tensor<512xf32>
    %8175 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8176 = stablehlo.multiply %8175, %5820 : tensor<512xf32>
    %8177 = stablehlo.subtract %layer2.1.bn3.b, %8176 : tensor<512xf32>
    %8178 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8179 = stablehlo.multiply %8178, %7910 : tensor<1x1x512x128xf32>
    %8180 = stablehlo.subtract %layer2.2.conv1.w, %8179 : tensor<1x1x512x128xf32>
    %8181 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8182 = stablehlo.multiply %8181, %5858 : tensor<128xf32>
    %8183 = stablehlo.subtract %layer2.2.bn1.g, %8182 : tensor<128xf32>
    %8184 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8185 = stablehlo.multiply %8184, %5877 : tensor<128xf32>
    %8186 = stablehlo.subtract %layer2.2.bn1.b, %8185 : tensor<128xf32>
    %8187 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8188 = stablehlo.multiply %8187, %7913 : tensor<3x3x128x128xf32>
    %8189 = stablehlo.subtract %layer2.2.conv2.w, %8188 : tensor<3x3x128x128xf32>
    %8190 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8191 = stablehlo.multiply %8190, %5915 : tensor<128xf32>
    %8192 = stablehlo.subtract %layer2.2.bn2.g, %8191 : tensor<128xf32>
    %8193 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8194 = stablehlo.multiply %8193, %5934 : tensor<128xf32>
    %8195 = stablehlo.subtract %layer2.2.bn2.b, %8194 : tensor<128xf32>
    %8196 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8197 = stablehlo.multiply %8196, %7916 : tensor<1x1x128x512xf32>
    %8198 = stablehlo.subtract %layer2.2.conv3.w, %8197 : tensor<1x1x128x512xf32>
    %8199 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8200 = stablehlo.multiply %8199, %5972 : tensor<512xf32>
    %8201 = stablehlo.subtract %layer2.2.bn3.g, %8200 : tensor<512xf32>
    %8202 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8203 = stablehlo.multiply %8202, %5991 : tensor<512xf32>
    %8204 = stablehlo.subtract %layer2.2.bn3.b, %8203 : tensor<512xf32>
    %8205 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8206 = stablehlo.multiply %8205, %7919 : tensor<1x1x512x128xf32>
    %8207 = stablehlo.subtract %layer2.3.conv1.w, %8206 : tensor<1x1x512x128xf32>
    %8208 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8209 = stablehlo.multiply %8208, %6029 : tensor<128xf32>
    %8210 = stablehlo.subtract %layer2.3.bn1.g, %8209 : tensor<128xf32>
    %8211 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8212 = stablehlo.multiply %8211, %6048 : tensor<128xf32>
    %8213 = stablehlo.subtract %layer2.3.bn1.b, %8212 : tensor<128xf32>
    %8214 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8215 = stablehlo.multiply %8214, %7922 : tensor<3x3x128x128xf32>
    %8216 = stablehlo.subtract %layer2.3.conv2.w, %8215 : tensor<3x3x128x128xf32>
    %8217 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8218 = stablehlo.multiply %8217, %6086 : tensor<128xf32>
    %8219 = stablehlo.subtract %layer2.3.bn2.g, %8218 : tensor<128xf32>
    %8220 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8221 = stablehlo.multiply %8220, %6105 : tensor<128xf32>
    %8222 = stablehlo.subtract %layer2.3.bn2.b, %8221 : tensor<128xf32>
    %8223 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8224 = stablehlo.multiply %8223, %7925 : tensor<1x1x128x512xf32>
    %8225 = stablehlo.subtract %layer2.3.conv3.w, %8224 : tensor<1x1x128x512xf32>
    %8226 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8227 = stablehlo.multiply %8226, %6143 : tensor<512xf32>
    %8228 = stablehlo.subtract %layer2.3.bn3.g, %8227 : tensor<512xf32>
    %8229 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8230 = stablehlo.multiply %8229, %6162 : tensor<512xf32>
    %8231 = stablehlo.subtract %layer2.3.bn3.b, %8230 : tensor<512xf32>
    %8232 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %8233 = stablehlo.multiply %8232, %7928 : tensor<1x1x512x256xf32>
    %8234 = stablehlo.subtract %layer3.0.conv1.w, %8233 : tensor<1x1x512x256xf32>
    %8235 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8236 = stablehlo.multiply %8235, %6200 : tensor<256xf32>
    %8237 = stablehlo.subtract %layer3.0.bn1.g, %8236 : tensor<256xf32>
    %8238 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8239 = stablehlo.multiply %8238, %6219 : tensor<256xf32>
    %8240 = stablehlo.subtract %layer3.0.bn1.b, %8239 : tensor<256xf32>
    %8241 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8242 = stablehlo.multiply %8241, %7931 : tensor<3x3x256x256xf32>
    %8243 = stablehlo.subtract %layer3.0.conv2.w, %8242 : tensor<3x3x256x256xf32>
    %8244 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8245 = stablehlo.multiply %8244, %6257 : tensor<256xf32>
    %8246 = stablehlo.subtract %layer3.0.bn2.g, %8245 : tensor<256xf32>
    %8247 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8248 = stablehlo.multiply %8247, %6276 : tensor<256xf32>
    %8249 = stablehlo.subtract %layer3.0.bn2.b, %8248 : tensor<256xf32>
    %8250 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8251 = stablehlo.multiply %8250, %7934 : tensor<1x1x256x1024xf32>
    %8252 = stablehlo.subtract %layer3.0.conv3.w, %8251 : tensor<1x1x256x1024xf32>
    %8253 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8254 = stablehlo.multiply %8253, %6314 : tensor<1024xf32>
    %8255 = stablehlo.subtract %layer3.0.bn3.g, %8254 : tensor<1024xf32>
    %8256 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8257 = stablehlo.multiply %8256, %6333 : tensor<1024xf32>
    %8258 = stablehlo.subtract %layer3.0.bn3.b, %8257 : tensor<1024xf32>
    %8259 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %8260 = stablehlo.multiply %8259, %7937 : tensor<1x1x512x1024xf32>
    %8261 = stablehlo.subtract %layer3.0.downsample.0.w, %8260 : tensor<1x1x512x1024xf32>
    %8262 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8263 = stablehlo.multiply %8262, %6371 : tensor<1024xf32>
    %8264 = stablehlo.subtract %layer3.0.downsample.1.g, %8263 : tensor<1024xf32>
    %8265 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8266 = stablehlo.multiply %8265, %6390 : tensor<1024xf32>
    %8267 = stablehlo.subtract %layer3.0.downsample.1.b, %8266 : tensor<1024xf32>
    %8268 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8269 = stablehlo.multiply %8268, %7940 : tensor<1x1x1024x256xf32>
    %8270 = stablehlo.subtract %layer3.1.conv1.w, %8269 : tensor<1x1x1024x256xf32>
    %8271 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8272 = stablehlo.multiply %8271, %6428 : tensor<256xf32>
    %8273 = stablehlo.subtract %layer3.1.bn1.g, %8272 : tensor<256xf32>
    %8274 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8275 = stablehlo.multiply %8274, %6447 : tensor<256xf32>
    %8276 = stablehlo.subtract %layer3.1.bn1.b, %8275 : tensor<256xf32>
    %8277 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8278 = stablehlo.multiply %8277, %7943 : tensor<3x3x256x256xf32>
    %8279 = stablehlo.subtract %layer3.1.conv2.w, %8278 : tensor<3x3x256x256xf32>
    %8280 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8281 = stablehlo.multiply %8280, %6485 : tensor<256xf32>
    %8282 = stablehlo.subtract %layer3.1.bn2.g, %8281 : tensor<256xf32>
    %8283 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8284 = stablehlo.multiply %8283, %6504 : tensor<256xf32>
    %8285 = stablehlo.subtract %layer3.1.bn2.b, %8284 : tensor<256xf32>
    %8286 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8287 = stablehlo.multiply %8286, %7946 : tensor<1x1x256x1024xf32>
    %8288 = stablehlo.subtract %layer3.1.conv3.w, %8287 : tensor<1x1x256x1024xf32>
    %8289 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8290 = stablehlo.multiply %8289, %6542 : tensor<1024xf32>
    %8291 = stablehlo.subtract %layer3.1.bn3.g, %8290 : tensor<1024xf32>
    %8292 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8293 = stablehlo.multiply %8292, %6561 : tensor<1024xf32>
    %8294 = stablehlo.subtract %layer3.1.bn3.b, %8293 : tensor<1024xf32>
    %8295 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8296 = stablehlo.multiply %8295, %7949 : tensor<1x1x1024x256xf32>
    %8297 = stablehlo.subtract %layer3.2.conv1.w, %8296 : tensor<1x1x1024x256xf32>
    %8298 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8299 = stablehlo.multiply %8298, %6599 : tensor<256xf32>
    %8300 = stablehlo.subtract %layer3.2.bn1.g, %8299 : tensor<256xf32>
    %8301 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8302 = stablehlo.multiply %8301, %6618 : tensor<256xf32>
    %8303 = stablehlo.subtract %layer3.2.bn1.b, %8302 : tensor<256xf32>
    %8304 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8305 = stablehlo.multiply %8304, %7952 : tensor<3x3x256x256xf32>
    %8306 = stablehlo.subtract %layer3.2.conv2.w, %8305 : tensor<3x3x256x256xf32>
    %8307 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8308 = stablehlo.multiply %8307, %6656 : tensor<256xf32>
    %8309 = stablehlo.subtract %layer3.2.bn2.g, %8308 : tensor<256xf32>
    %8310 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8311 = stablehlo.multiply %8310, %6675 : tensor<256xf32>
    %8312 = stablehlo.subtract %layer3.2.bn2.b, %8311 : tensor<256xf32>
    %8313 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8314 = stablehlo.multiply %8313, %7955 : tensor<1x1x256x1024xf32>
    %8315 = stablehlo.subtract %layer3.2.conv3.w, %8314 : tensor<1x1x256x1024xf32>
    %8316 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8317 = stablehlo.multiply %8316, %6713 : tensor<1024xf32>
    %8318 = stablehlo.subtract %layer3.2.bn3.g, %8317 : tensor<1024xf32>
    %8319 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8320 = stablehlo.multiply %8319, %6732 : tensor<1024xf32>
    %8321 = stablehlo.subtract %layer3.2.bn3.b, %8320 : tensor<1024xf32>
    %8322 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8323 = stablehlo.multiply %8322, %7958 : tensor<1x1x1024x256xf32>
    %8324 = stablehlo.subtract %layer3.3.conv1.w, %8323 : tensor<1x1x1024x256xf32>
    %8325 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8326 = stablehlo.multiply %8325, %6770 : tensor<256xf32>
    %8327 = stablehlo.subtract %layer3.3.bn1.g, %8326 : tensor<256xf32>
    %8328 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8329 = stablehlo.multiply %8328, %6789 : tensor<256xf32>
    %8330 = stablehlo.subtract %layer3.3.bn1.b, %8329 : tensor<256xf32>
    %8331 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8332 = stablehlo.multiply %8331, %7961 : tensor<3x3x256x256xf32>
    %8333 = stablehlo.subtract %layer3.3.conv2.w, %8332 : tensor<3x3x256x256xf32>
    %8334 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8335 = stablehlo.multiply %8334, %6827 : tensor<256xf32>
    %8336 = stablehlo.subtract %layer3.3.bn2.g, %8335 : tensor<256xf32>
    %8337 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8338 = stablehlo.multiply %8337, %6846 : tensor<256xf32>
    %8339 = stablehlo.subtract %layer3.3.bn2.b, %8338 : tensor<256xf32>
    %8340 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8341 = stablehlo.multiply %8340, %7964 : tensor<1x1x256x1024xf32>
    %8342 = stablehlo.subtract %layer3.3.conv3.w, %8341 : tensor<1x1x256x1024xf32>
    %8343 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8344 = stablehlo.multiply %8343, %6884 : tensor<1024xf32>
    %8345 = stablehlo.subtract %layer3.3.bn3.g, %8344 : tensor<1024xf32>
    %8346 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8347 = stablehlo.multiply %8346, %6903 : tensor<1024xf32>
    %8348 = stablehlo.subtract %layer3.3.bn3.b, %8347 : tensor<1024xf32>
    %8349 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8350 = stablehlo.multiply %8349, %7967 : tensor<1x1x1024x256xf32>
    %8351 = stablehlo.subtract %layer3.4.conv1.w, %8350 : tensor<1x1x1024x256xf32>
    %8352 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8353 = stablehlo.multiply %8352, %6941 : tensor<256xf32>
    %8354 = stablehlo.subtract %layer3.4.bn1.g, %8353 : tensor<256xf32>
    %8355 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8356 = stablehlo.multiply %8355, %6960 : tensor<256xf32>
    %8357 = stablehlo.subtract %layer3.4.bn1.b, %8356 : tensor<256xf32>
    %8358 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8359 = stablehlo.multiply %8358, %7970 : tensor<3x3x256x256xf32>
    %8360 = stablehlo.subtract %layer3.4.conv2.w, %8359 : tensor<3x3x256x256xf32>
    %8361 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8362 = stablehlo.multiply %8361, %6998 : tensor<256xf32>
    %8363 = stablehlo.subtract %layer3.4.bn2.g, %8362 : tensor<256xf32>
    %8364 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8365 = stablehlo.multiply %8364, %7017 : tensor<256xf32>
    %8366 = stablehlo.subtract %layer3.4.bn2.b, %8365 : tensor<256xf32>
    %8367 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8368 = stablehlo.multiply %8367, %7973 : tensor<1x1x256x1024xf32>
    %8369 = stablehlo.subtract %layer3.4.conv3.w, %8368 : tensor<1x1x256x1024xf32>
    %8370 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8371 = stablehlo.multiply %8370, %7055 : tensor<1024xf32>
    %8372 = stablehlo.subtract %layer3.4.bn3.g, %8371 : tensor<1024xf32>
    %8373 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8374 = stablehlo.multiply %8373, %7074 : tensor<1024xf32>
    %8375 = stablehlo.subtract %layer3.4.bn3.b, %8374 : tensor<1024xf32>
    %8376 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8377 = stablehlo.multiply %8376, %7976 : tensor<1x1x1024x256xf32>
    %8378 = stablehlo.subtract %layer3.5.conv1.w, %8377 : tensor<1x1x1024x256xf32>
    %8379 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8380 = stablehlo.multiply %8379, %7112 : tensor<256xf32>
    %8381 = stablehlo.subtract %layer3.5.bn1.g, %8380 : tensor<256xf32>
    %8382 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8383 = stablehlo.multiply %8382, %7131 : tensor<256xf32>
    %8384 = stablehlo.subtract %layer3.5.bn1.b, %8383 : tensor<256xf32>
    %8385 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8386 = stablehlo.multiply %8385, %7979 : tensor<3x3x256x256xf32>
    %8387 = stablehlo.subtract %layer3.5.conv2.w, %8386 : tensor<3x3x256x256xf32>
    %8388 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8389 = stablehlo.multiply %8388, %7169 : tensor<256xf32>
    %8390 = stablehlo.subtract %layer3.5.bn2.g, %8389 : tensor<256xf32>
    %8391 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8392 = stablehlo.multiply %8391, %7188 : tensor<256xf32>
    %8393 = stablehlo.subtract %layer3.5.bn2.b, %8392 : tensor<256xf32>
    %8394 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8395 = stablehlo.multiply %8394, %7982 : tensor<1x1x256x1024xf32>
    %8396 = stablehlo.subtract %layer3.5.conv3.w, %8395 : tensor<1x1x256x1024xf32>
    %8397 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8398 = stablehlo.multiply %8397, %7226 : tensor<1024xf32>
    %8399 = stablehlo.subtract %layer3.5.bn3.g, %8398 : tensor<1024xf32>
    %8400 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8401 = stablehlo.multiply %8400, %7245 : tensor<1024xf32>
    %8402 = stablehlo.subtract %layer3.5.bn3.b, %8401 : tensor<1024xf32>
    %8403 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %8404 = stablehlo.multiply %8403, %7985 : tensor<1x1x1024x512xf32>
    %8405 = stablehlo.subtract %layer4.0.conv1.w, %8404 : tensor<1x1x1024x512xf32>
    %8406 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8407 = stablehlo.multiply %8406, %7283 : tensor<512xf32>
    %8408 = stablehlo.subtract %layer4.0.bn1.g, %8407 : tensor<512xf32>
    %8409 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8410 = stablehlo.multiply %8409, %7302 : tensor<512xf32>
    %8411 = stablehlo.subtract %layer4.0.bn1.b, %8410 : tensor<512xf32>
    %8412 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8413 = stablehlo.multiply %8412, %7988 : tensor<3x3x512x512xf32>
    %8414 = stablehlo.subtract %layer4.0.conv2.w, %8413 : tensor<3x3x512x512xf32>
    %8415 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8416 = stablehlo.multiply %8415, %7340 : tensor<512xf32>
    %8417 = stablehlo.subtract %layer4.0.bn2.g, %8416 : tensor<512xf32>
    %8418 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8419 = stablehlo.multiply %8418, %7359 : tensor<512xf32>
    %8420 = stablehlo.subtract %layer4.0.bn2.b, %8419 : tensor<512xf32>
    %8421 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8422 = stablehlo.multiply %8421, %7991 : tensor<1x1x512x2048xf32>
    %8423 = stablehlo.subtract %layer4.0.conv3.w, %8422 : tensor<1x1x512x2048xf32>
    %8424 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8425 = stablehlo.multiply %8424, %7397 : tensor<2048xf32>
    %8426 = stablehlo.subtract %layer4.0.bn3.g, %8425 : tensor<2048xf32>
    %8427 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8428 = stablehlo.multiply %8427, %7416 : tensor<2048xf32>
    %8429 = stablehlo.subtract %layer4.0.bn3.b, %8428 : tensor<2048xf32>
    %8430 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %8431 = stablehlo.multiply %8430, %7994 : tensor<1x1x1024x2048xf32>
    %8432 = stablehlo.subtract %layer4.0.downsample.0.w, %8431 : tensor<1x1x1024x2048xf32>
    %8433 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8434 = stablehlo.multiply %8433, %7454 : tensor<2048xf32>
    %8435 = stablehlo.subtract %layer4.0.downsample.1.g, %8434 : tensor<2048xf32>
    %8436 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8437 = stablehlo.multiply %8436, %7473 : tensor<2048xf32>
    %8438 = stablehlo.subtract %layer4.0.downsample.1.b, %8437 : tensor<2048xf32>
    %8439 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8440 = stablehlo.multiply %8439, %7997 : tensor<1x1x2048x512xf32>
    %8441 = stablehlo.subtract %layer4.1.conv1.w, %8440 : tensor<1x1x2048x512xf32>
    %8442 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8443 = stablehlo.multiply %8442, %7511 : tensor<512xf32>
    %8444 = stablehlo.subtract %layer4.1.bn1.g, %8443 : tensor<512xf32>
    %8445 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8446 = stablehlo.multiply %8445, %7530 : tensor<512xf32>
    %8447 = stablehlo.subtract %layer4.1.bn1.b, %8446 : tensor<512xf32>
    %8448 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8449 = stablehlo.multiply %8448, %8000 : tensor<3x3x512x512xf32>
    %8450 = stablehlo.subtract %layer4.1.conv2.w, %8449 : tensor<3x3x512x512xf32>
    %8451 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8452 = stablehlo.multiply %8451, %7568 : tensor<512xf32>
    %8453 = stablehlo.subtract %layer4.1.bn2.g, %8452 : tensor<512xf32>
    %8454 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8455 = stablehlo.multiply %8454, %7587 : tensor<512xf32>
    %8456 = stablehlo.subtract %layer4.1.bn2.b, %8455 : tensor<512xf32>
    %8457 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8458 = stablehlo.multiply %8457, %8003 : tensor<1x1x512x2048xf32>
    %8459 = stablehlo.subtract %layer4.1.conv3.w, %8458 : tensor<1x1x512x2048xf32>
    %8460 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8461 = stablehlo.multiply %8460, %7625 : tensor<2048xf32>
    %8462 = stablehlo.subtract %layer4.1.bn3.g, %8461 : tensor<2048xf32>
    %8463 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8464 = stablehlo.multiply %8463, %7644 : tensor<2048xf32>
    %8465 = stablehlo.subtract %layer4.1.bn3.b, %8464 : tensor<2048xf32>
    %8466 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8467 = stablehlo.multiply %8466, %8006 : tensor<1x1x2048x512xf32>
    %8468 = stablehlo.subtract %layer4.2.conv1.w, %8467 : tensor<1x1x2048x512xf32>
    %8469 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8470 = stablehlo.multiply %8469, %7682 : tensor<512xf32>
    %8471 = stablehlo.subtract %layer4.2.bn1.g, %8470 : tensor<512xf32>
    %8472 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8473 = stablehlo.multiply %8472, %7701 : tensor<512xf32>
    %8474 = stablehlo.subtract %layer4.2.bn1.b, %8473 : tensor<512xf32>
    %8475 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8476 = stablehlo.multiply %8475, %8009 : tensor<3x3x512x512xf32>
    %8477 = stablehlo.subtract %layer4.2.conv2.w, %8476 : tensor<3x3x512x512xf32>
    %8478 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8479 = stablehlo.multiply %8478, %7739 : tensor<512xf32>
    %8480 = stablehlo.subtract %layer4.2.bn2.g, %8479 : tensor<512xf32>
    %8481 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8482 = stablehlo.multiply %8481, %7758 : tensor<512xf32>
    %8483 = stablehlo.subtract %layer4.2.bn2.b, %8482 : tensor<512xf32>
    %8484 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8485 = stablehlo.multiply %8484, %8012 : tensor<1x1x512x2048xf32>
    %8486 = stablehlo.subtract %layer4.2.conv3.w, %8485 : tensor<1x1x512x2048xf32>
    %8487 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8488 = stablehlo.multiply %8487, %7796 : tensor<2048xf32>
    %8489 = stablehlo.subtract %layer4.2.bn3.g, %8488 : tensor<2048xf32>
    %8490 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8491 = stablehlo.multiply %8490, %7815 : tensor<2048xf32>
    %8492 = stablehlo.subtract %layer4.2.bn3.b, %8491 : tensor<2048xf32>
    %8493 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %8494 = stablehlo.multiply %8493, %8015 : tensor<2048x1000xf32>
    %8495 = stablehlo.subtract %fc.w, %8494 : tensor<2048x1000xf32>
    %8496 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %8497 = stablehlo.multiply %8496, %7853 : tensor<1000xf32>
    %8498 = stablehlo.subtract %fc.b, %8497 : tensor<1000xf32>
    "func.return"(%8018, %8021, %8024, %8027, %8030, %8033, %8036, %8039, %8042, %8045, %8048, %8051, %8054, %8057, %8060, %8063, %8066, %8069, %8072, %8075, %8078, %8081, %8084, %8087, %8090, %8093, %8096, %8099, %8102, %8105, %8108, %8111, %8114, %8117, %8120, %8123, %8126, %8129, %8132, %8135, %8138, %8141, %8144, %8147, %8150, %8153, %8156, %8159, %8162, %8165, %8168, %8171, %8174, %8177, %8180, %8183, %8186, %8189, %8192, %8195, %8198, %8201, %8204, %8207, %8210, %8213, %8216, %8219, %8222, %8225, %8228, %8231, %8234, %8237, %8240, %8243, %8246, %8249, %8252, %8255, %8258, %8261, %8264, %8267, %8270, %8273, %8276, %8279, %8282, %8285, %8288, %8291, %8294, %8297, %8300, %8303, %8306, %8309, %8312, %8315, %8318, %8321, %8324, %8327, %8330, %8333, %8336, %8339, %8342, %8345, %8348, %8351, %8354, %8357, %8360, %8363, %8366, %8369, %8372, %8375, %8378, %8381, %8384, %8387, %8390, %8393, %8396, %8399, %8402, %8405, %8408, %8411, %8414, %8417, %8420, %8423, %8426, %8429, %8432, %8435, %8438, %8441, %8444, %8447, %8450, %8453, %8456, %8459, %8462, %8465, %8468, %8471, %8474, %8477, %8480, %8483, %8486, %8489, %8492, %8495, %8498, %25, %32, %62, %69, %97, %104, %132, %139, %165, %172, %201, %208, %236, %243, %271, %278, %307, %314, %342, %349, %377, %384, %413, %420, %448, %455, %483, %490, %516, %523, %552, %559, %587, %594, %622, %629, %658, %665, %693, %700, %728, %735, %764, %771, %799, %806, %834, %841, %870, %877, %905, %912, %940, %947, %973, %980, %1009, %1016, %1044, %1051, %1079, %1086, %1115, %1122, %1150, %1157, %1185, %1192, %1221, %1228, %1256, %1263, %1291, %1298, %1327, %1334, %1362, %1369, %1397, %1404, %1433, %1440, %1468, %1475, %1503, %1510, %1539, %1546, %1574, %1581, %1609, %1616, %1642, %1649, %1678, %1685, %1713, %1720, %1748, %1755, %1784, %1791, %1819, %1826, %1854, %1861, %4799, %4818, %4837, %4856, %4875, %4894, %4913, %4932, %4951, %4970, %4989, %5008, %5027, %5046, %5065, %5084, %5103, %5122, %5141, %5160, %5179, %5198, %5217, %5236, %5255, %5274, %5293, %5312, %5331, %5350, %5369, %5388, %5407, %5426, %5445, %5464, %5483, %5502, %5521, %5540, %5559, %5578, %5597, %5616, %5635, %5654, %5673, %5692, %5711, %5730, %5749, %5768, %5787, %5806, %5825, %5844, %5863, %5882, %5901, %5920, %5939, %5958, %5977, %5996, %6015, %6034, %6053, %6072, %6091, %6110, %6129, %6148, %6167, %6186, %6205, %6224, %6243, %6262, %6281, %6300, %6319, %6338, %6357, %6376, %6395, %6414, %6433, %6452, %6471, %6490, %6509, %6528, %6547, %6566, %6585, %6604, %6623, %6642, %6661, %6680, %6699, %6718, %6737, %6756, %6775, %6794, %6813, %6832, %6851, %6870, %6889, %6908, %6927, %6946, %6965, %6984, %7003, %7022, %7041, %7060, %7079, %7098, %7117, %7136, %7155, %7174, %7193, %7212, %7231, %7250, %7269, %7288, %7307, %7326, %7345, %7364, %7383, %7402, %7421, %7440, %7459, %7478, %7497, %7516, %7535, %7554, %7573, %7592, %7611, %7630, %7649, %7668, %7687, %7706, %7725, %7744, %7763, %7782, %7801, %7820, %7839, %4805, %4824, %4843, %4862, %4881, %4900, %4919, %4938, %4957, %4976, %4995, %5014, %5033, %5052, %5071, %5090, %5109, %5128, %5147, %5166, %5185, %5204, %5223, %5242, %5261, %5280, %5299, %5318, %5337, %5356, %5375, %5394, %5413, %5432, %5451, %5470, %5489, %5508, %5527, %5546, %5565, %5584, %5603, %5622, %5641, %5660, %5679, %5698, %5717, %5736, %5755, %5774, %5793, %5812, %5831, %5850, %5869, %5888, %5907, %5926, %5945, %5964, %5983, %6002, %6021, %6040, %6059, %6078, %6097, %6116, %6135, %6154, %6173, %6192, %6211, %6230, %6249, %6268, %6287, %6306, %6325, %6344, %6363, %6382, %6401, %6420, %6439, %6458, %6477, %6496, %6515, %6534, %6553, %6572, %6591, %6610, %6629, %6648, %6667, %6686, %6705, %6724, %6743, %6762, %6781, %6800, %6819, %6838, %6857, %6876, %6895, %6914, %6933, %6952, %6971, %6990, %7009, %7028, %7047, %7066, %7085, %7104, %7123, %7142, %7161, %7180, %7199, %7218, %7237, %7256, %7275, %7294, %7313, %7332, %7351, %7370, %7389, %7408, %7427, %7446, %7465, %7484, %7503, %7522, %7541, %7560, %7579, %7598, %7617, %7636, %7655, %7674, %7693, %7712, %7731, %7750, %7769, %7788, %7807, %7826, %7845, %1887, %3987) : (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

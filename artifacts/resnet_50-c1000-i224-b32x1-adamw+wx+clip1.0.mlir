// hlocert 0.1.0 render: resnet_50-c1000-i224-b32x1-adamw+wx+clip1.0
// model: ResNet-50  classes: 1000  image: 224  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0  zero-init last BN gamma: yes  recipe batch: 32 per replica (He et al.'s global 256 = 8 replicas x 32; BatchNorm statistics per replica)
// lowerings: pointwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); wgrad convolution (the default on iree-cpu, xla-gpu, iree-gpu)
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
// content sha256: b436f7045926042fc5611988d56a776c31f41fd3eda5e1c1b6f0a7f4d3786048
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
    %1897 = "stablehlo.dot_general"(%1868, %1895) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x2048xf32>, tensor<32x1000xf32>) -> tensor<2048x1000xf32>
    %1898 = stablehlo.constant dense<0.0> : tensor<f32>
    %1899 = "stablehlo.reduce"(%1895, %1898) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %1900 = stablehlo.constant dense<49.0> : tensor<32x2048xf32>
    %1901 = stablehlo.divide %1896, %1900 : tensor<32x2048xf32>
    %1902 = "stablehlo.broadcast_in_dim"(%1901) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1903 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1904 = "stablehlo.compare"(%1862, %1903) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %1905 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1906 = "stablehlo.select"(%1904, %1902, %1905) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1907 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1908 = "stablehlo.reduce"(%1906, %1907) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1909 = stablehlo.multiply %1906, %1845 : tensor<32x7x7x2048xf32>
    %1910 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1911 = "stablehlo.reduce"(%1909, %1910) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1912 = stablehlo.multiply %layer4.2.bn3.g, %1843 : tensor<2048xf32>
    %1913 = "stablehlo.broadcast_in_dim"(%1912) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1914 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1915 = stablehlo.divide %1908, %1914 : tensor<2048xf32>
    %1916 = "stablehlo.broadcast_in_dim"(%1915) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1917 = stablehlo.subtract %1906, %1916 : tensor<32x7x7x2048xf32>
    %1918 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1919 = stablehlo.divide %1911, %1918 : tensor<2048xf32>
    %1920 = "stablehlo.broadcast_in_dim"(%1919) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1921 = stablehlo.multiply %1845, %1920 : tensor<32x7x7x2048xf32>
    %1922 = stablehlo.subtract %1917, %1921 : tensor<32x7x7x2048xf32>
    %1923 = stablehlo.multiply %1913, %1922 : tensor<32x7x7x2048xf32>
    %1924 = "stablehlo.reverse"(%layer4.2.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %1925 = "stablehlo.convolution"(%1923, %1924) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x512xf32>
    %1926 = "stablehlo.convolution"(%1828, %1923) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<1x1x512x2048xf32>
    %1927 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1928 = "stablehlo.compare"(%1814, %1927) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1929 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1930 = "stablehlo.select"(%1928, %1925, %1929) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1931 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1932 = "stablehlo.reduce"(%1930, %1931) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1933 = stablehlo.multiply %1930, %1810 : tensor<32x7x7x512xf32>
    %1934 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1935 = "stablehlo.reduce"(%1933, %1934) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1936 = stablehlo.multiply %layer4.2.bn2.g, %1808 : tensor<512xf32>
    %1937 = "stablehlo.broadcast_in_dim"(%1936) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1938 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1939 = stablehlo.divide %1932, %1938 : tensor<512xf32>
    %1940 = "stablehlo.broadcast_in_dim"(%1939) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1941 = stablehlo.subtract %1930, %1940 : tensor<32x7x7x512xf32>
    %1942 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1943 = stablehlo.divide %1935, %1942 : tensor<512xf32>
    %1944 = "stablehlo.broadcast_in_dim"(%1943) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1945 = stablehlo.multiply %1810, %1944 : tensor<32x7x7x512xf32>
    %1946 = stablehlo.subtract %1941, %1945 : tensor<32x7x7x512xf32>
    %1947 = stablehlo.multiply %1937, %1946 : tensor<32x7x7x512xf32>
    %1948 = "stablehlo.reverse"(%layer4.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %1949 = "stablehlo.convolution"(%1947, %1948) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %1950 = "stablehlo.convolution"(%1793, %1947) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %1951 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1952 = "stablehlo.compare"(%1779, %1951) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %1953 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %1954 = "stablehlo.select"(%1952, %1949, %1953) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %1955 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1956 = "stablehlo.reduce"(%1954, %1955) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1957 = stablehlo.multiply %1954, %1775 : tensor<32x7x7x512xf32>
    %1958 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1959 = "stablehlo.reduce"(%1957, %1958) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1960 = stablehlo.multiply %layer4.2.bn1.g, %1773 : tensor<512xf32>
    %1961 = "stablehlo.broadcast_in_dim"(%1960) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1962 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1963 = stablehlo.divide %1956, %1962 : tensor<512xf32>
    %1964 = "stablehlo.broadcast_in_dim"(%1963) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1965 = stablehlo.subtract %1954, %1964 : tensor<32x7x7x512xf32>
    %1966 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %1967 = stablehlo.divide %1959, %1966 : tensor<512xf32>
    %1968 = "stablehlo.broadcast_in_dim"(%1967) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %1969 = stablehlo.multiply %1775, %1968 : tensor<32x7x7x512xf32>
    %1970 = stablehlo.subtract %1965, %1969 : tensor<32x7x7x512xf32>
    %1971 = stablehlo.multiply %1961, %1970 : tensor<32x7x7x512xf32>
    %1972 = "stablehlo.reverse"(%layer4.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %1973 = "stablehlo.convolution"(%1971, %1972) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %1974 = "stablehlo.convolution"(%1758, %1971) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x512xf32>) -> tensor<1x1x2048x512xf32>
    %1975 = stablehlo.add %1973, %1906 : tensor<32x7x7x2048xf32>
    %1976 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1977 = "stablehlo.compare"(%1756, %1976) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %1978 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %1979 = "stablehlo.select"(%1977, %1975, %1978) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %1980 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1981 = "stablehlo.reduce"(%1979, %1980) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1982 = stablehlo.multiply %1979, %1739 : tensor<32x7x7x2048xf32>
    %1983 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %1984 = "stablehlo.reduce"(%1982, %1983) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1985 = stablehlo.multiply %layer4.1.bn3.g, %1737 : tensor<2048xf32>
    %1986 = "stablehlo.broadcast_in_dim"(%1985) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1987 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1988 = stablehlo.divide %1981, %1987 : tensor<2048xf32>
    %1989 = "stablehlo.broadcast_in_dim"(%1988) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1990 = stablehlo.subtract %1979, %1989 : tensor<32x7x7x2048xf32>
    %1991 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %1992 = stablehlo.divide %1984, %1991 : tensor<2048xf32>
    %1993 = "stablehlo.broadcast_in_dim"(%1992) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %1994 = stablehlo.multiply %1739, %1993 : tensor<32x7x7x2048xf32>
    %1995 = stablehlo.subtract %1990, %1994 : tensor<32x7x7x2048xf32>
    %1996 = stablehlo.multiply %1986, %1995 : tensor<32x7x7x2048xf32>
    %1997 = "stablehlo.reverse"(%layer4.1.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %1998 = "stablehlo.convolution"(%1996, %1997) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x512xf32>
    %1999 = "stablehlo.convolution"(%1722, %1996) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<1x1x512x2048xf32>
    %2000 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2001 = "stablehlo.compare"(%1708, %2000) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2002 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2003 = "stablehlo.select"(%2001, %1998, %2002) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2004 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2005 = "stablehlo.reduce"(%2003, %2004) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2006 = stablehlo.multiply %2003, %1704 : tensor<32x7x7x512xf32>
    %2007 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2008 = "stablehlo.reduce"(%2006, %2007) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2009 = stablehlo.multiply %layer4.1.bn2.g, %1702 : tensor<512xf32>
    %2010 = "stablehlo.broadcast_in_dim"(%2009) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2011 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2012 = stablehlo.divide %2005, %2011 : tensor<512xf32>
    %2013 = "stablehlo.broadcast_in_dim"(%2012) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2014 = stablehlo.subtract %2003, %2013 : tensor<32x7x7x512xf32>
    %2015 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2016 = stablehlo.divide %2008, %2015 : tensor<512xf32>
    %2017 = "stablehlo.broadcast_in_dim"(%2016) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2018 = stablehlo.multiply %1704, %2017 : tensor<32x7x7x512xf32>
    %2019 = stablehlo.subtract %2014, %2018 : tensor<32x7x7x512xf32>
    %2020 = stablehlo.multiply %2010, %2019 : tensor<32x7x7x512xf32>
    %2021 = "stablehlo.reverse"(%layer4.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2022 = "stablehlo.convolution"(%2020, %2021) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x7x7x512xf32>
    %2023 = "stablehlo.convolution"(%1687, %2020) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %2024 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2025 = "stablehlo.compare"(%1673, %2024) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2026 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2027 = "stablehlo.select"(%2025, %2022, %2026) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2028 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2029 = "stablehlo.reduce"(%2027, %2028) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2030 = stablehlo.multiply %2027, %1669 : tensor<32x7x7x512xf32>
    %2031 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2032 = "stablehlo.reduce"(%2030, %2031) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2033 = stablehlo.multiply %layer4.1.bn1.g, %1667 : tensor<512xf32>
    %2034 = "stablehlo.broadcast_in_dim"(%2033) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2035 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2036 = stablehlo.divide %2029, %2035 : tensor<512xf32>
    %2037 = "stablehlo.broadcast_in_dim"(%2036) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2038 = stablehlo.subtract %2027, %2037 : tensor<32x7x7x512xf32>
    %2039 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2040 = stablehlo.divide %2032, %2039 : tensor<512xf32>
    %2041 = "stablehlo.broadcast_in_dim"(%2040) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2042 = stablehlo.multiply %1669, %2041 : tensor<32x7x7x512xf32>
    %2043 = stablehlo.subtract %2038, %2042 : tensor<32x7x7x512xf32>
    %2044 = stablehlo.multiply %2034, %2043 : tensor<32x7x7x512xf32>
    %2045 = "stablehlo.reverse"(%layer4.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %2046 = "stablehlo.convolution"(%2044, %2045) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<32x7x7x2048xf32>
    %2047 = "stablehlo.convolution"(%1652, %2044) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x512xf32>) -> tensor<1x1x2048x512xf32>
    %2048 = stablehlo.add %2046, %1979 : tensor<32x7x7x2048xf32>
    %2049 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2050 = "stablehlo.compare"(%1650, %2049) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xi1>
    %2051 = stablehlo.constant dense<0.0> : tensor<32x7x7x2048xf32>
    %2052 = "stablehlo.select"(%2050, %2048, %2051) : (tensor<32x7x7x2048xi1>, tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32>) -> tensor<32x7x7x2048xf32>
    %2053 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2054 = "stablehlo.reduce"(%2052, %2053) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2055 = stablehlo.multiply %2052, %1600 : tensor<32x7x7x2048xf32>
    %2056 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2057 = "stablehlo.reduce"(%2055, %2056) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2058 = stablehlo.multiply %layer4.0.bn3.g, %1598 : tensor<2048xf32>
    %2059 = "stablehlo.broadcast_in_dim"(%2058) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2060 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2061 = stablehlo.divide %2054, %2060 : tensor<2048xf32>
    %2062 = "stablehlo.broadcast_in_dim"(%2061) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2063 = stablehlo.subtract %2052, %2062 : tensor<32x7x7x2048xf32>
    %2064 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2065 = stablehlo.divide %2057, %2064 : tensor<2048xf32>
    %2066 = "stablehlo.broadcast_in_dim"(%2065) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2067 = stablehlo.multiply %1600, %2066 : tensor<32x7x7x2048xf32>
    %2068 = stablehlo.subtract %2063, %2067 : tensor<32x7x7x2048xf32>
    %2069 = stablehlo.multiply %2059, %2068 : tensor<32x7x7x2048xf32>
    %2070 = "stablehlo.reverse"(%layer4.0.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %2071 = "stablehlo.convolution"(%2069, %2070) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<32x7x7x512xf32>
    %2072 = "stablehlo.convolution"(%1583, %2069) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x2048xf32>) -> tensor<1x1x512x2048xf32>
    %2073 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2074 = "stablehlo.compare"(%1569, %2073) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xi1>
    %2075 = stablehlo.constant dense<0.0> : tensor<32x7x7x512xf32>
    %2076 = "stablehlo.select"(%2074, %2071, %2075) : (tensor<32x7x7x512xi1>, tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32>) -> tensor<32x7x7x512xf32>
    %2077 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2078 = "stablehlo.reduce"(%2076, %2077) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2079 = stablehlo.multiply %2076, %1565 : tensor<32x7x7x512xf32>
    %2080 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2081 = "stablehlo.reduce"(%2079, %2080) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2082 = stablehlo.multiply %layer4.0.bn2.g, %1563 : tensor<512xf32>
    %2083 = "stablehlo.broadcast_in_dim"(%2082) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2084 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2085 = stablehlo.divide %2078, %2084 : tensor<512xf32>
    %2086 = "stablehlo.broadcast_in_dim"(%2085) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2087 = stablehlo.subtract %2076, %2086 : tensor<32x7x7x512xf32>
    %2088 = stablehlo.constant dense<1568.0> : tensor<512xf32>
    %2089 = stablehlo.divide %2081, %2088 : tensor<512xf32>
    %2090 = "stablehlo.broadcast_in_dim"(%2089) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x7x7x512xf32>
    %2091 = stablehlo.multiply %1565, %2090 : tensor<32x7x7x512xf32>
    %2092 = stablehlo.subtract %2087, %2091 : tensor<32x7x7x512xf32>
    %2093 = stablehlo.multiply %2083, %2092 : tensor<32x7x7x512xf32>
    %2094 = "stablehlo.reverse"(%layer4.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2095 = "stablehlo.convolution"(%2093, %2094) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x14x14x512xf32>
    %2096 = "stablehlo.convolution"(%1548, %2093) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x512xf32>, tensor<32x7x7x512xf32>) -> tensor<3x3x512x512xf32>
    %2097 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %2098 = "stablehlo.compare"(%1534, %2097) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x512xf32>, tensor<32x14x14x512xf32>) -> tensor<32x14x14x512xi1>
    %2099 = stablehlo.constant dense<0.0> : tensor<32x14x14x512xf32>
    %2100 = "stablehlo.select"(%2098, %2095, %2099) : (tensor<32x14x14x512xi1>, tensor<32x14x14x512xf32>, tensor<32x14x14x512xf32>) -> tensor<32x14x14x512xf32>
    %2101 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2102 = "stablehlo.reduce"(%2100, %2101) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2103 = stablehlo.multiply %2100, %1530 : tensor<32x14x14x512xf32>
    %2104 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2105 = "stablehlo.reduce"(%2103, %2104) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2106 = stablehlo.multiply %layer4.0.bn1.g, %1528 : tensor<512xf32>
    %2107 = "stablehlo.broadcast_in_dim"(%2106) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2108 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %2109 = stablehlo.divide %2102, %2108 : tensor<512xf32>
    %2110 = "stablehlo.broadcast_in_dim"(%2109) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2111 = stablehlo.subtract %2100, %2110 : tensor<32x14x14x512xf32>
    %2112 = stablehlo.constant dense<6272.0> : tensor<512xf32>
    %2113 = stablehlo.divide %2105, %2112 : tensor<512xf32>
    %2114 = "stablehlo.broadcast_in_dim"(%2113) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x14x14x512xf32>
    %2115 = stablehlo.multiply %1530, %2114 : tensor<32x14x14x512xf32>
    %2116 = stablehlo.subtract %2111, %2115 : tensor<32x14x14x512xf32>
    %2117 = stablehlo.multiply %2107, %2116 : tensor<32x14x14x512xf32>
    %2118 = "stablehlo.reverse"(%layer4.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x512xf32>) -> tensor<1x1x1024x512xf32>
    %2119 = "stablehlo.convolution"(%2117, %2118) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x512xf32>, tensor<1x1x1024x512xf32>) -> tensor<32x14x14x1024xf32>
    %2120 = "stablehlo.convolution"(%1513, %2117) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x512xf32>) -> tensor<1x1x1024x512xf32>
    %2121 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2122 = "stablehlo.reduce"(%2052, %2121) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2123 = stablehlo.multiply %2052, %1633 : tensor<32x7x7x2048xf32>
    %2124 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2125 = "stablehlo.reduce"(%2123, %2124) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x7x7x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2126 = stablehlo.multiply %layer4.0.downsample.1.g, %1631 : tensor<2048xf32>
    %2127 = "stablehlo.broadcast_in_dim"(%2126) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2128 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2129 = stablehlo.divide %2122, %2128 : tensor<2048xf32>
    %2130 = "stablehlo.broadcast_in_dim"(%2129) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2131 = stablehlo.subtract %2052, %2130 : tensor<32x7x7x2048xf32>
    %2132 = stablehlo.constant dense<1568.0> : tensor<2048xf32>
    %2133 = stablehlo.divide %2125, %2132 : tensor<2048xf32>
    %2134 = "stablehlo.broadcast_in_dim"(%2133) {broadcast_dimensions = array<i64: 3>} : (tensor<2048xf32>) -> tensor<32x7x7x2048xf32>
    %2135 = stablehlo.multiply %1633, %2134 : tensor<32x7x7x2048xf32>
    %2136 = stablehlo.subtract %2131, %2135 : tensor<32x7x7x2048xf32>
    %2137 = stablehlo.multiply %2127, %2136 : tensor<32x7x7x2048xf32>
    %2138 = "stablehlo.reverse"(%layer4.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x2048xf32>) -> tensor<1x1x1024x2048xf32>
    %2139 = "stablehlo.convolution"(%2137, %2138) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x7x7x2048xf32>, tensor<1x1x1024x2048xf32>) -> tensor<32x14x14x1024xf32>
    %2140 = "stablehlo.convolution"(%1513, %2137) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x7x7x2048xf32>) -> tensor<1x1x1024x2048xf32>
    %2141 = stablehlo.add %2119, %2139 : tensor<32x14x14x1024xf32>
    %2142 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2143 = "stablehlo.compare"(%1511, %2142) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2144 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2145 = "stablehlo.select"(%2143, %2141, %2144) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2146 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2147 = "stablehlo.reduce"(%2145, %2146) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2148 = stablehlo.multiply %2145, %1494 : tensor<32x14x14x1024xf32>
    %2149 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2150 = "stablehlo.reduce"(%2148, %2149) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2151 = stablehlo.multiply %layer3.5.bn3.g, %1492 : tensor<1024xf32>
    %2152 = "stablehlo.broadcast_in_dim"(%2151) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2153 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2154 = stablehlo.divide %2147, %2153 : tensor<1024xf32>
    %2155 = "stablehlo.broadcast_in_dim"(%2154) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2156 = stablehlo.subtract %2145, %2155 : tensor<32x14x14x1024xf32>
    %2157 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2158 = stablehlo.divide %2150, %2157 : tensor<1024xf32>
    %2159 = "stablehlo.broadcast_in_dim"(%2158) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2160 = stablehlo.multiply %1494, %2159 : tensor<32x14x14x1024xf32>
    %2161 = stablehlo.subtract %2156, %2160 : tensor<32x14x14x1024xf32>
    %2162 = stablehlo.multiply %2152, %2161 : tensor<32x14x14x1024xf32>
    %2163 = "stablehlo.reverse"(%layer3.5.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2164 = "stablehlo.convolution"(%2162, %2163) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2165 = "stablehlo.convolution"(%1477, %2162) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2166 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2167 = "stablehlo.compare"(%1463, %2166) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2168 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2169 = "stablehlo.select"(%2167, %2164, %2168) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2170 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2171 = "stablehlo.reduce"(%2169, %2170) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2172 = stablehlo.multiply %2169, %1459 : tensor<32x14x14x256xf32>
    %2173 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2174 = "stablehlo.reduce"(%2172, %2173) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2175 = stablehlo.multiply %layer3.5.bn2.g, %1457 : tensor<256xf32>
    %2176 = "stablehlo.broadcast_in_dim"(%2175) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2177 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2178 = stablehlo.divide %2171, %2177 : tensor<256xf32>
    %2179 = "stablehlo.broadcast_in_dim"(%2178) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2180 = stablehlo.subtract %2169, %2179 : tensor<32x14x14x256xf32>
    %2181 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2182 = stablehlo.divide %2174, %2181 : tensor<256xf32>
    %2183 = "stablehlo.broadcast_in_dim"(%2182) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2184 = stablehlo.multiply %1459, %2183 : tensor<32x14x14x256xf32>
    %2185 = stablehlo.subtract %2180, %2184 : tensor<32x14x14x256xf32>
    %2186 = stablehlo.multiply %2176, %2185 : tensor<32x14x14x256xf32>
    %2187 = "stablehlo.reverse"(%layer3.5.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2188 = "stablehlo.convolution"(%2186, %2187) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2189 = "stablehlo.convolution"(%1442, %2186) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2190 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2191 = "stablehlo.compare"(%1428, %2190) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2192 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2193 = "stablehlo.select"(%2191, %2188, %2192) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2194 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2195 = "stablehlo.reduce"(%2193, %2194) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2196 = stablehlo.multiply %2193, %1424 : tensor<32x14x14x256xf32>
    %2197 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2198 = "stablehlo.reduce"(%2196, %2197) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2199 = stablehlo.multiply %layer3.5.bn1.g, %1422 : tensor<256xf32>
    %2200 = "stablehlo.broadcast_in_dim"(%2199) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2201 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2202 = stablehlo.divide %2195, %2201 : tensor<256xf32>
    %2203 = "stablehlo.broadcast_in_dim"(%2202) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2204 = stablehlo.subtract %2193, %2203 : tensor<32x14x14x256xf32>
    %2205 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2206 = stablehlo.divide %2198, %2205 : tensor<256xf32>
    %2207 = "stablehlo.broadcast_in_dim"(%2206) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2208 = stablehlo.multiply %1424, %2207 : tensor<32x14x14x256xf32>
    %2209 = stablehlo.subtract %2204, %2208 : tensor<32x14x14x256xf32>
    %2210 = stablehlo.multiply %2200, %2209 : tensor<32x14x14x256xf32>
    %2211 = "stablehlo.reverse"(%layer3.5.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2212 = "stablehlo.convolution"(%2210, %2211) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2213 = "stablehlo.convolution"(%1407, %2210) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x1024x256xf32>
    %2214 = stablehlo.add %2212, %2145 : tensor<32x14x14x1024xf32>
    %2215 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2216 = "stablehlo.compare"(%1405, %2215) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2217 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2218 = "stablehlo.select"(%2216, %2214, %2217) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2219 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2220 = "stablehlo.reduce"(%2218, %2219) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2221 = stablehlo.multiply %2218, %1388 : tensor<32x14x14x1024xf32>
    %2222 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2223 = "stablehlo.reduce"(%2221, %2222) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2224 = stablehlo.multiply %layer3.4.bn3.g, %1386 : tensor<1024xf32>
    %2225 = "stablehlo.broadcast_in_dim"(%2224) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2226 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2227 = stablehlo.divide %2220, %2226 : tensor<1024xf32>
    %2228 = "stablehlo.broadcast_in_dim"(%2227) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2229 = stablehlo.subtract %2218, %2228 : tensor<32x14x14x1024xf32>
    %2230 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2231 = stablehlo.divide %2223, %2230 : tensor<1024xf32>
    %2232 = "stablehlo.broadcast_in_dim"(%2231) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2233 = stablehlo.multiply %1388, %2232 : tensor<32x14x14x1024xf32>
    %2234 = stablehlo.subtract %2229, %2233 : tensor<32x14x14x1024xf32>
    %2235 = stablehlo.multiply %2225, %2234 : tensor<32x14x14x1024xf32>
    %2236 = "stablehlo.reverse"(%layer3.4.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2237 = "stablehlo.convolution"(%2235, %2236) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2238 = "stablehlo.convolution"(%1371, %2235) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2239 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2240 = "stablehlo.compare"(%1357, %2239) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2241 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2242 = "stablehlo.select"(%2240, %2237, %2241) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2243 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2244 = "stablehlo.reduce"(%2242, %2243) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2245 = stablehlo.multiply %2242, %1353 : tensor<32x14x14x256xf32>
    %2246 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2247 = "stablehlo.reduce"(%2245, %2246) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2248 = stablehlo.multiply %layer3.4.bn2.g, %1351 : tensor<256xf32>
    %2249 = "stablehlo.broadcast_in_dim"(%2248) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2250 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2251 = stablehlo.divide %2244, %2250 : tensor<256xf32>
    %2252 = "stablehlo.broadcast_in_dim"(%2251) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2253 = stablehlo.subtract %2242, %2252 : tensor<32x14x14x256xf32>
    %2254 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2255 = stablehlo.divide %2247, %2254 : tensor<256xf32>
    %2256 = "stablehlo.broadcast_in_dim"(%2255) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2257 = stablehlo.multiply %1353, %2256 : tensor<32x14x14x256xf32>
    %2258 = stablehlo.subtract %2253, %2257 : tensor<32x14x14x256xf32>
    %2259 = stablehlo.multiply %2249, %2258 : tensor<32x14x14x256xf32>
    %2260 = "stablehlo.reverse"(%layer3.4.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2261 = "stablehlo.convolution"(%2259, %2260) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2262 = "stablehlo.convolution"(%1336, %2259) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2263 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2264 = "stablehlo.compare"(%1322, %2263) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2265 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2266 = "stablehlo.select"(%2264, %2261, %2265) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2267 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2268 = "stablehlo.reduce"(%2266, %2267) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2269 = stablehlo.multiply %2266, %1318 : tensor<32x14x14x256xf32>
    %2270 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2271 = "stablehlo.reduce"(%2269, %2270) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2272 = stablehlo.multiply %layer3.4.bn1.g, %1316 : tensor<256xf32>
    %2273 = "stablehlo.broadcast_in_dim"(%2272) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2274 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2275 = stablehlo.divide %2268, %2274 : tensor<256xf32>
    %2276 = "stablehlo.broadcast_in_dim"(%2275) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2277 = stablehlo.subtract %2266, %2276 : tensor<32x14x14x256xf32>
    %2278 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2279 = stablehlo.divide %2271, %2278 : tensor<256xf32>
    %2280 = "stablehlo.broadcast_in_dim"(%2279) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2281 = stablehlo.multiply %1318, %2280 : tensor<32x14x14x256xf32>
    %2282 = stablehlo.subtract %2277, %2281 : tensor<32x14x14x256xf32>
    %2283 = stablehlo.multiply %2273, %2282 : tensor<32x14x14x256xf32>
    %2284 = "stablehlo.reverse"(%layer3.4.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2285 = "stablehlo.convolution"(%2283, %2284) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2286 = "stablehlo.convolution"(%1301, %2283) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x1024x256xf32>
    %2287 = stablehlo.add %2285, %2218 : tensor<32x14x14x1024xf32>
    %2288 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2289 = "stablehlo.compare"(%1299, %2288) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2290 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2291 = "stablehlo.select"(%2289, %2287, %2290) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2292 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2293 = "stablehlo.reduce"(%2291, %2292) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2294 = stablehlo.multiply %2291, %1282 : tensor<32x14x14x1024xf32>
    %2295 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2296 = "stablehlo.reduce"(%2294, %2295) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2297 = stablehlo.multiply %layer3.3.bn3.g, %1280 : tensor<1024xf32>
    %2298 = "stablehlo.broadcast_in_dim"(%2297) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2299 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2300 = stablehlo.divide %2293, %2299 : tensor<1024xf32>
    %2301 = "stablehlo.broadcast_in_dim"(%2300) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2302 = stablehlo.subtract %2291, %2301 : tensor<32x14x14x1024xf32>
    %2303 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2304 = stablehlo.divide %2296, %2303 : tensor<1024xf32>
    %2305 = "stablehlo.broadcast_in_dim"(%2304) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2306 = stablehlo.multiply %1282, %2305 : tensor<32x14x14x1024xf32>
    %2307 = stablehlo.subtract %2302, %2306 : tensor<32x14x14x1024xf32>
    %2308 = stablehlo.multiply %2298, %2307 : tensor<32x14x14x1024xf32>
    %2309 = "stablehlo.reverse"(%layer3.3.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2310 = "stablehlo.convolution"(%2308, %2309) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2311 = "stablehlo.convolution"(%1265, %2308) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2312 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2313 = "stablehlo.compare"(%1251, %2312) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2314 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2315 = "stablehlo.select"(%2313, %2310, %2314) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2316 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2317 = "stablehlo.reduce"(%2315, %2316) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2318 = stablehlo.multiply %2315, %1247 : tensor<32x14x14x256xf32>
    %2319 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2320 = "stablehlo.reduce"(%2318, %2319) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2321 = stablehlo.multiply %layer3.3.bn2.g, %1245 : tensor<256xf32>
    %2322 = "stablehlo.broadcast_in_dim"(%2321) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2323 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2324 = stablehlo.divide %2317, %2323 : tensor<256xf32>
    %2325 = "stablehlo.broadcast_in_dim"(%2324) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2326 = stablehlo.subtract %2315, %2325 : tensor<32x14x14x256xf32>
    %2327 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2328 = stablehlo.divide %2320, %2327 : tensor<256xf32>
    %2329 = "stablehlo.broadcast_in_dim"(%2328) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2330 = stablehlo.multiply %1247, %2329 : tensor<32x14x14x256xf32>
    %2331 = stablehlo.subtract %2326, %2330 : tensor<32x14x14x256xf32>
    %2332 = stablehlo.multiply %2322, %2331 : tensor<32x14x14x256xf32>
    %2333 = "stablehlo.reverse"(%layer3.3.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2334 = "stablehlo.convolution"(%2332, %2333) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2335 = "stablehlo.convolution"(%1230, %2332) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2336 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2337 = "stablehlo.compare"(%1216, %2336) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2338 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2339 = "stablehlo.select"(%2337, %2334, %2338) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2340 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2341 = "stablehlo.reduce"(%2339, %2340) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2342 = stablehlo.multiply %2339, %1212 : tensor<32x14x14x256xf32>
    %2343 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2344 = "stablehlo.reduce"(%2342, %2343) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2345 = stablehlo.multiply %layer3.3.bn1.g, %1210 : tensor<256xf32>
    %2346 = "stablehlo.broadcast_in_dim"(%2345) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2347 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2348 = stablehlo.divide %2341, %2347 : tensor<256xf32>
    %2349 = "stablehlo.broadcast_in_dim"(%2348) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2350 = stablehlo.subtract %2339, %2349 : tensor<32x14x14x256xf32>
    %2351 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2352 = stablehlo.divide %2344, %2351 : tensor<256xf32>
    %2353 = "stablehlo.broadcast_in_dim"(%2352) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2354 = stablehlo.multiply %1212, %2353 : tensor<32x14x14x256xf32>
    %2355 = stablehlo.subtract %2350, %2354 : tensor<32x14x14x256xf32>
    %2356 = stablehlo.multiply %2346, %2355 : tensor<32x14x14x256xf32>
    %2357 = "stablehlo.reverse"(%layer3.3.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2358 = "stablehlo.convolution"(%2356, %2357) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2359 = "stablehlo.convolution"(%1195, %2356) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x1024x256xf32>
    %2360 = stablehlo.add %2358, %2291 : tensor<32x14x14x1024xf32>
    %2361 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2362 = "stablehlo.compare"(%1193, %2361) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2363 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2364 = "stablehlo.select"(%2362, %2360, %2363) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2365 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2366 = "stablehlo.reduce"(%2364, %2365) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2367 = stablehlo.multiply %2364, %1176 : tensor<32x14x14x1024xf32>
    %2368 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2369 = "stablehlo.reduce"(%2367, %2368) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2370 = stablehlo.multiply %layer3.2.bn3.g, %1174 : tensor<1024xf32>
    %2371 = "stablehlo.broadcast_in_dim"(%2370) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2372 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2373 = stablehlo.divide %2366, %2372 : tensor<1024xf32>
    %2374 = "stablehlo.broadcast_in_dim"(%2373) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2375 = stablehlo.subtract %2364, %2374 : tensor<32x14x14x1024xf32>
    %2376 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2377 = stablehlo.divide %2369, %2376 : tensor<1024xf32>
    %2378 = "stablehlo.broadcast_in_dim"(%2377) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2379 = stablehlo.multiply %1176, %2378 : tensor<32x14x14x1024xf32>
    %2380 = stablehlo.subtract %2375, %2379 : tensor<32x14x14x1024xf32>
    %2381 = stablehlo.multiply %2371, %2380 : tensor<32x14x14x1024xf32>
    %2382 = "stablehlo.reverse"(%layer3.2.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2383 = "stablehlo.convolution"(%2381, %2382) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2384 = "stablehlo.convolution"(%1159, %2381) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2385 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2386 = "stablehlo.compare"(%1145, %2385) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2387 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2388 = "stablehlo.select"(%2386, %2383, %2387) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2389 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2390 = "stablehlo.reduce"(%2388, %2389) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2391 = stablehlo.multiply %2388, %1141 : tensor<32x14x14x256xf32>
    %2392 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2393 = "stablehlo.reduce"(%2391, %2392) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2394 = stablehlo.multiply %layer3.2.bn2.g, %1139 : tensor<256xf32>
    %2395 = "stablehlo.broadcast_in_dim"(%2394) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2396 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2397 = stablehlo.divide %2390, %2396 : tensor<256xf32>
    %2398 = "stablehlo.broadcast_in_dim"(%2397) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2399 = stablehlo.subtract %2388, %2398 : tensor<32x14x14x256xf32>
    %2400 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2401 = stablehlo.divide %2393, %2400 : tensor<256xf32>
    %2402 = "stablehlo.broadcast_in_dim"(%2401) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2403 = stablehlo.multiply %1141, %2402 : tensor<32x14x14x256xf32>
    %2404 = stablehlo.subtract %2399, %2403 : tensor<32x14x14x256xf32>
    %2405 = stablehlo.multiply %2395, %2404 : tensor<32x14x14x256xf32>
    %2406 = "stablehlo.reverse"(%layer3.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2407 = "stablehlo.convolution"(%2405, %2406) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2408 = "stablehlo.convolution"(%1124, %2405) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2409 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2410 = "stablehlo.compare"(%1110, %2409) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2411 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2412 = "stablehlo.select"(%2410, %2407, %2411) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2413 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2414 = "stablehlo.reduce"(%2412, %2413) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2415 = stablehlo.multiply %2412, %1106 : tensor<32x14x14x256xf32>
    %2416 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2417 = "stablehlo.reduce"(%2415, %2416) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2418 = stablehlo.multiply %layer3.2.bn1.g, %1104 : tensor<256xf32>
    %2419 = "stablehlo.broadcast_in_dim"(%2418) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2420 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2421 = stablehlo.divide %2414, %2420 : tensor<256xf32>
    %2422 = "stablehlo.broadcast_in_dim"(%2421) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2423 = stablehlo.subtract %2412, %2422 : tensor<32x14x14x256xf32>
    %2424 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2425 = stablehlo.divide %2417, %2424 : tensor<256xf32>
    %2426 = "stablehlo.broadcast_in_dim"(%2425) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2427 = stablehlo.multiply %1106, %2426 : tensor<32x14x14x256xf32>
    %2428 = stablehlo.subtract %2423, %2427 : tensor<32x14x14x256xf32>
    %2429 = stablehlo.multiply %2419, %2428 : tensor<32x14x14x256xf32>
    %2430 = "stablehlo.reverse"(%layer3.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2431 = "stablehlo.convolution"(%2429, %2430) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2432 = "stablehlo.convolution"(%1089, %2429) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x1024x256xf32>
    %2433 = stablehlo.add %2431, %2364 : tensor<32x14x14x1024xf32>
    %2434 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2435 = "stablehlo.compare"(%1087, %2434) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2436 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2437 = "stablehlo.select"(%2435, %2433, %2436) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2438 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2439 = "stablehlo.reduce"(%2437, %2438) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2440 = stablehlo.multiply %2437, %1070 : tensor<32x14x14x1024xf32>
    %2441 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2442 = "stablehlo.reduce"(%2440, %2441) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2443 = stablehlo.multiply %layer3.1.bn3.g, %1068 : tensor<1024xf32>
    %2444 = "stablehlo.broadcast_in_dim"(%2443) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2445 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2446 = stablehlo.divide %2439, %2445 : tensor<1024xf32>
    %2447 = "stablehlo.broadcast_in_dim"(%2446) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2448 = stablehlo.subtract %2437, %2447 : tensor<32x14x14x1024xf32>
    %2449 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2450 = stablehlo.divide %2442, %2449 : tensor<1024xf32>
    %2451 = "stablehlo.broadcast_in_dim"(%2450) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2452 = stablehlo.multiply %1070, %2451 : tensor<32x14x14x1024xf32>
    %2453 = stablehlo.subtract %2448, %2452 : tensor<32x14x14x1024xf32>
    %2454 = stablehlo.multiply %2444, %2453 : tensor<32x14x14x1024xf32>
    %2455 = "stablehlo.reverse"(%layer3.1.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2456 = "stablehlo.convolution"(%2454, %2455) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2457 = "stablehlo.convolution"(%1053, %2454) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2458 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2459 = "stablehlo.compare"(%1039, %2458) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2460 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2461 = "stablehlo.select"(%2459, %2456, %2460) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2462 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2463 = "stablehlo.reduce"(%2461, %2462) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2464 = stablehlo.multiply %2461, %1035 : tensor<32x14x14x256xf32>
    %2465 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2466 = "stablehlo.reduce"(%2464, %2465) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2467 = stablehlo.multiply %layer3.1.bn2.g, %1033 : tensor<256xf32>
    %2468 = "stablehlo.broadcast_in_dim"(%2467) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2469 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2470 = stablehlo.divide %2463, %2469 : tensor<256xf32>
    %2471 = "stablehlo.broadcast_in_dim"(%2470) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2472 = stablehlo.subtract %2461, %2471 : tensor<32x14x14x256xf32>
    %2473 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2474 = stablehlo.divide %2466, %2473 : tensor<256xf32>
    %2475 = "stablehlo.broadcast_in_dim"(%2474) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2476 = stablehlo.multiply %1035, %2475 : tensor<32x14x14x256xf32>
    %2477 = stablehlo.subtract %2472, %2476 : tensor<32x14x14x256xf32>
    %2478 = stablehlo.multiply %2468, %2477 : tensor<32x14x14x256xf32>
    %2479 = "stablehlo.reverse"(%layer3.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2480 = "stablehlo.convolution"(%2478, %2479) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x14x14x256xf32>
    %2481 = "stablehlo.convolution"(%1018, %2478) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2482 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2483 = "stablehlo.compare"(%1004, %2482) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2484 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2485 = "stablehlo.select"(%2483, %2480, %2484) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2486 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2487 = "stablehlo.reduce"(%2485, %2486) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2488 = stablehlo.multiply %2485, %1000 : tensor<32x14x14x256xf32>
    %2489 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2490 = "stablehlo.reduce"(%2488, %2489) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2491 = stablehlo.multiply %layer3.1.bn1.g, %998 : tensor<256xf32>
    %2492 = "stablehlo.broadcast_in_dim"(%2491) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2493 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2494 = stablehlo.divide %2487, %2493 : tensor<256xf32>
    %2495 = "stablehlo.broadcast_in_dim"(%2494) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2496 = stablehlo.subtract %2485, %2495 : tensor<32x14x14x256xf32>
    %2497 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2498 = stablehlo.divide %2490, %2497 : tensor<256xf32>
    %2499 = "stablehlo.broadcast_in_dim"(%2498) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2500 = stablehlo.multiply %1000, %2499 : tensor<32x14x14x256xf32>
    %2501 = stablehlo.subtract %2496, %2500 : tensor<32x14x14x256xf32>
    %2502 = stablehlo.multiply %2492, %2501 : tensor<32x14x14x256xf32>
    %2503 = "stablehlo.reverse"(%layer3.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %2504 = "stablehlo.convolution"(%2502, %2503) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<32x14x14x1024xf32>
    %2505 = "stablehlo.convolution"(%983, %2502) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x256xf32>) -> tensor<1x1x1024x256xf32>
    %2506 = stablehlo.add %2504, %2437 : tensor<32x14x14x1024xf32>
    %2507 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2508 = "stablehlo.compare"(%981, %2507) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xi1>
    %2509 = stablehlo.constant dense<0.0> : tensor<32x14x14x1024xf32>
    %2510 = "stablehlo.select"(%2508, %2506, %2509) : (tensor<32x14x14x1024xi1>, tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32>) -> tensor<32x14x14x1024xf32>
    %2511 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2512 = "stablehlo.reduce"(%2510, %2511) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2513 = stablehlo.multiply %2510, %931 : tensor<32x14x14x1024xf32>
    %2514 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2515 = "stablehlo.reduce"(%2513, %2514) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2516 = stablehlo.multiply %layer3.0.bn3.g, %929 : tensor<1024xf32>
    %2517 = "stablehlo.broadcast_in_dim"(%2516) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2518 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2519 = stablehlo.divide %2512, %2518 : tensor<1024xf32>
    %2520 = "stablehlo.broadcast_in_dim"(%2519) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2521 = stablehlo.subtract %2510, %2520 : tensor<32x14x14x1024xf32>
    %2522 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2523 = stablehlo.divide %2515, %2522 : tensor<1024xf32>
    %2524 = "stablehlo.broadcast_in_dim"(%2523) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2525 = stablehlo.multiply %931, %2524 : tensor<32x14x14x1024xf32>
    %2526 = stablehlo.subtract %2521, %2525 : tensor<32x14x14x1024xf32>
    %2527 = stablehlo.multiply %2517, %2526 : tensor<32x14x14x1024xf32>
    %2528 = "stablehlo.reverse"(%layer3.0.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2529 = "stablehlo.convolution"(%2527, %2528) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<32x14x14x256xf32>
    %2530 = "stablehlo.convolution"(%914, %2527) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x256x1024xf32>
    %2531 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2532 = "stablehlo.compare"(%900, %2531) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xi1>
    %2533 = stablehlo.constant dense<0.0> : tensor<32x14x14x256xf32>
    %2534 = "stablehlo.select"(%2532, %2529, %2533) : (tensor<32x14x14x256xi1>, tensor<32x14x14x256xf32>, tensor<32x14x14x256xf32>) -> tensor<32x14x14x256xf32>
    %2535 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2536 = "stablehlo.reduce"(%2534, %2535) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2537 = stablehlo.multiply %2534, %896 : tensor<32x14x14x256xf32>
    %2538 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2539 = "stablehlo.reduce"(%2537, %2538) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2540 = stablehlo.multiply %layer3.0.bn2.g, %894 : tensor<256xf32>
    %2541 = "stablehlo.broadcast_in_dim"(%2540) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2542 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2543 = stablehlo.divide %2536, %2542 : tensor<256xf32>
    %2544 = "stablehlo.broadcast_in_dim"(%2543) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2545 = stablehlo.subtract %2534, %2544 : tensor<32x14x14x256xf32>
    %2546 = stablehlo.constant dense<6272.0> : tensor<256xf32>
    %2547 = stablehlo.divide %2539, %2546 : tensor<256xf32>
    %2548 = "stablehlo.broadcast_in_dim"(%2547) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x14x14x256xf32>
    %2549 = stablehlo.multiply %896, %2548 : tensor<32x14x14x256xf32>
    %2550 = stablehlo.subtract %2545, %2549 : tensor<32x14x14x256xf32>
    %2551 = stablehlo.multiply %2541, %2550 : tensor<32x14x14x256xf32>
    %2552 = "stablehlo.reverse"(%layer3.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2553 = "stablehlo.convolution"(%2551, %2552) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x28x28x256xf32>
    %2554 = "stablehlo.convolution"(%879, %2551) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x256xf32>, tensor<32x14x14x256xf32>) -> tensor<3x3x256x256xf32>
    %2555 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %2556 = "stablehlo.compare"(%865, %2555) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x256xf32>, tensor<32x28x28x256xf32>) -> tensor<32x28x28x256xi1>
    %2557 = stablehlo.constant dense<0.0> : tensor<32x28x28x256xf32>
    %2558 = "stablehlo.select"(%2556, %2553, %2557) : (tensor<32x28x28x256xi1>, tensor<32x28x28x256xf32>, tensor<32x28x28x256xf32>) -> tensor<32x28x28x256xf32>
    %2559 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2560 = "stablehlo.reduce"(%2558, %2559) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2561 = stablehlo.multiply %2558, %861 : tensor<32x28x28x256xf32>
    %2562 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2563 = "stablehlo.reduce"(%2561, %2562) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2564 = stablehlo.multiply %layer3.0.bn1.g, %859 : tensor<256xf32>
    %2565 = "stablehlo.broadcast_in_dim"(%2564) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2566 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %2567 = stablehlo.divide %2560, %2566 : tensor<256xf32>
    %2568 = "stablehlo.broadcast_in_dim"(%2567) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2569 = stablehlo.subtract %2558, %2568 : tensor<32x28x28x256xf32>
    %2570 = stablehlo.constant dense<25088.0> : tensor<256xf32>
    %2571 = stablehlo.divide %2563, %2570 : tensor<256xf32>
    %2572 = "stablehlo.broadcast_in_dim"(%2571) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x28x28x256xf32>
    %2573 = stablehlo.multiply %861, %2572 : tensor<32x28x28x256xf32>
    %2574 = stablehlo.subtract %2569, %2573 : tensor<32x28x28x256xf32>
    %2575 = stablehlo.multiply %2565, %2574 : tensor<32x28x28x256xf32>
    %2576 = "stablehlo.reverse"(%layer3.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x256xf32>) -> tensor<1x1x512x256xf32>
    %2577 = "stablehlo.convolution"(%2575, %2576) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x256xf32>, tensor<1x1x512x256xf32>) -> tensor<32x28x28x512xf32>
    %2578 = "stablehlo.convolution"(%844, %2575) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x256xf32>) -> tensor<1x1x512x256xf32>
    %2579 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2580 = "stablehlo.reduce"(%2510, %2579) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2581 = stablehlo.multiply %2510, %964 : tensor<32x14x14x1024xf32>
    %2582 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2583 = "stablehlo.reduce"(%2581, %2582) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x14x14x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2584 = stablehlo.multiply %layer3.0.downsample.1.g, %962 : tensor<1024xf32>
    %2585 = "stablehlo.broadcast_in_dim"(%2584) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2586 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2587 = stablehlo.divide %2580, %2586 : tensor<1024xf32>
    %2588 = "stablehlo.broadcast_in_dim"(%2587) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2589 = stablehlo.subtract %2510, %2588 : tensor<32x14x14x1024xf32>
    %2590 = stablehlo.constant dense<6272.0> : tensor<1024xf32>
    %2591 = stablehlo.divide %2583, %2590 : tensor<1024xf32>
    %2592 = "stablehlo.broadcast_in_dim"(%2591) {broadcast_dimensions = array<i64: 3>} : (tensor<1024xf32>) -> tensor<32x14x14x1024xf32>
    %2593 = stablehlo.multiply %964, %2592 : tensor<32x14x14x1024xf32>
    %2594 = stablehlo.subtract %2589, %2593 : tensor<32x14x14x1024xf32>
    %2595 = stablehlo.multiply %2585, %2594 : tensor<32x14x14x1024xf32>
    %2596 = "stablehlo.reverse"(%layer3.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x1024xf32>) -> tensor<1x1x512x1024xf32>
    %2597 = "stablehlo.convolution"(%2595, %2596) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x14x14x1024xf32>, tensor<1x1x512x1024xf32>) -> tensor<32x28x28x512xf32>
    %2598 = "stablehlo.convolution"(%844, %2595) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<32x14x14x1024xf32>) -> tensor<1x1x512x1024xf32>
    %2599 = stablehlo.add %2577, %2597 : tensor<32x28x28x512xf32>
    %2600 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2601 = "stablehlo.compare"(%842, %2600) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %2602 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2603 = "stablehlo.select"(%2601, %2599, %2602) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %2604 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2605 = "stablehlo.reduce"(%2603, %2604) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2606 = stablehlo.multiply %2603, %825 : tensor<32x28x28x512xf32>
    %2607 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2608 = "stablehlo.reduce"(%2606, %2607) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2609 = stablehlo.multiply %layer2.3.bn3.g, %823 : tensor<512xf32>
    %2610 = "stablehlo.broadcast_in_dim"(%2609) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2611 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2612 = stablehlo.divide %2605, %2611 : tensor<512xf32>
    %2613 = "stablehlo.broadcast_in_dim"(%2612) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2614 = stablehlo.subtract %2603, %2613 : tensor<32x28x28x512xf32>
    %2615 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2616 = stablehlo.divide %2608, %2615 : tensor<512xf32>
    %2617 = "stablehlo.broadcast_in_dim"(%2616) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2618 = stablehlo.multiply %825, %2617 : tensor<32x28x28x512xf32>
    %2619 = stablehlo.subtract %2614, %2618 : tensor<32x28x28x512xf32>
    %2620 = stablehlo.multiply %2610, %2619 : tensor<32x28x28x512xf32>
    %2621 = "stablehlo.reverse"(%layer2.3.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %2622 = "stablehlo.convolution"(%2620, %2621) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x128xf32>
    %2623 = "stablehlo.convolution"(%808, %2620) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<1x1x128x512xf32>
    %2624 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2625 = "stablehlo.compare"(%794, %2624) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2626 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2627 = "stablehlo.select"(%2625, %2622, %2626) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2628 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2629 = "stablehlo.reduce"(%2627, %2628) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2630 = stablehlo.multiply %2627, %790 : tensor<32x28x28x128xf32>
    %2631 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2632 = "stablehlo.reduce"(%2630, %2631) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2633 = stablehlo.multiply %layer2.3.bn2.g, %788 : tensor<128xf32>
    %2634 = "stablehlo.broadcast_in_dim"(%2633) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2635 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2636 = stablehlo.divide %2629, %2635 : tensor<128xf32>
    %2637 = "stablehlo.broadcast_in_dim"(%2636) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2638 = stablehlo.subtract %2627, %2637 : tensor<32x28x28x128xf32>
    %2639 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2640 = stablehlo.divide %2632, %2639 : tensor<128xf32>
    %2641 = "stablehlo.broadcast_in_dim"(%2640) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2642 = stablehlo.multiply %790, %2641 : tensor<32x28x28x128xf32>
    %2643 = stablehlo.subtract %2638, %2642 : tensor<32x28x28x128xf32>
    %2644 = stablehlo.multiply %2634, %2643 : tensor<32x28x28x128xf32>
    %2645 = "stablehlo.reverse"(%layer2.3.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2646 = "stablehlo.convolution"(%2644, %2645) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %2647 = "stablehlo.convolution"(%773, %2644) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %2648 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2649 = "stablehlo.compare"(%759, %2648) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2650 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2651 = "stablehlo.select"(%2649, %2646, %2650) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2652 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2653 = "stablehlo.reduce"(%2651, %2652) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2654 = stablehlo.multiply %2651, %755 : tensor<32x28x28x128xf32>
    %2655 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2656 = "stablehlo.reduce"(%2654, %2655) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2657 = stablehlo.multiply %layer2.3.bn1.g, %753 : tensor<128xf32>
    %2658 = "stablehlo.broadcast_in_dim"(%2657) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2659 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2660 = stablehlo.divide %2653, %2659 : tensor<128xf32>
    %2661 = "stablehlo.broadcast_in_dim"(%2660) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2662 = stablehlo.subtract %2651, %2661 : tensor<32x28x28x128xf32>
    %2663 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2664 = stablehlo.divide %2656, %2663 : tensor<128xf32>
    %2665 = "stablehlo.broadcast_in_dim"(%2664) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2666 = stablehlo.multiply %755, %2665 : tensor<32x28x28x128xf32>
    %2667 = stablehlo.subtract %2662, %2666 : tensor<32x28x28x128xf32>
    %2668 = stablehlo.multiply %2658, %2667 : tensor<32x28x28x128xf32>
    %2669 = "stablehlo.reverse"(%layer2.3.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %2670 = "stablehlo.convolution"(%2668, %2669) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x512xf32>
    %2671 = "stablehlo.convolution"(%738, %2668) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x128xf32>) -> tensor<1x1x512x128xf32>
    %2672 = stablehlo.add %2670, %2603 : tensor<32x28x28x512xf32>
    %2673 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2674 = "stablehlo.compare"(%736, %2673) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %2675 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2676 = "stablehlo.select"(%2674, %2672, %2675) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %2677 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2678 = "stablehlo.reduce"(%2676, %2677) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2679 = stablehlo.multiply %2676, %719 : tensor<32x28x28x512xf32>
    %2680 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2681 = "stablehlo.reduce"(%2679, %2680) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2682 = stablehlo.multiply %layer2.2.bn3.g, %717 : tensor<512xf32>
    %2683 = "stablehlo.broadcast_in_dim"(%2682) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2684 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2685 = stablehlo.divide %2678, %2684 : tensor<512xf32>
    %2686 = "stablehlo.broadcast_in_dim"(%2685) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2687 = stablehlo.subtract %2676, %2686 : tensor<32x28x28x512xf32>
    %2688 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2689 = stablehlo.divide %2681, %2688 : tensor<512xf32>
    %2690 = "stablehlo.broadcast_in_dim"(%2689) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2691 = stablehlo.multiply %719, %2690 : tensor<32x28x28x512xf32>
    %2692 = stablehlo.subtract %2687, %2691 : tensor<32x28x28x512xf32>
    %2693 = stablehlo.multiply %2683, %2692 : tensor<32x28x28x512xf32>
    %2694 = "stablehlo.reverse"(%layer2.2.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %2695 = "stablehlo.convolution"(%2693, %2694) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x128xf32>
    %2696 = "stablehlo.convolution"(%702, %2693) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<1x1x128x512xf32>
    %2697 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2698 = "stablehlo.compare"(%688, %2697) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2699 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2700 = "stablehlo.select"(%2698, %2695, %2699) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2701 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2702 = "stablehlo.reduce"(%2700, %2701) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2703 = stablehlo.multiply %2700, %684 : tensor<32x28x28x128xf32>
    %2704 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2705 = "stablehlo.reduce"(%2703, %2704) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2706 = stablehlo.multiply %layer2.2.bn2.g, %682 : tensor<128xf32>
    %2707 = "stablehlo.broadcast_in_dim"(%2706) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2708 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2709 = stablehlo.divide %2702, %2708 : tensor<128xf32>
    %2710 = "stablehlo.broadcast_in_dim"(%2709) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2711 = stablehlo.subtract %2700, %2710 : tensor<32x28x28x128xf32>
    %2712 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2713 = stablehlo.divide %2705, %2712 : tensor<128xf32>
    %2714 = "stablehlo.broadcast_in_dim"(%2713) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2715 = stablehlo.multiply %684, %2714 : tensor<32x28x28x128xf32>
    %2716 = stablehlo.subtract %2711, %2715 : tensor<32x28x28x128xf32>
    %2717 = stablehlo.multiply %2707, %2716 : tensor<32x28x28x128xf32>
    %2718 = "stablehlo.reverse"(%layer2.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2719 = "stablehlo.convolution"(%2717, %2718) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %2720 = "stablehlo.convolution"(%667, %2717) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %2721 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2722 = "stablehlo.compare"(%653, %2721) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2723 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2724 = "stablehlo.select"(%2722, %2719, %2723) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2725 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2726 = "stablehlo.reduce"(%2724, %2725) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2727 = stablehlo.multiply %2724, %649 : tensor<32x28x28x128xf32>
    %2728 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2729 = "stablehlo.reduce"(%2727, %2728) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2730 = stablehlo.multiply %layer2.2.bn1.g, %647 : tensor<128xf32>
    %2731 = "stablehlo.broadcast_in_dim"(%2730) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2732 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2733 = stablehlo.divide %2726, %2732 : tensor<128xf32>
    %2734 = "stablehlo.broadcast_in_dim"(%2733) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2735 = stablehlo.subtract %2724, %2734 : tensor<32x28x28x128xf32>
    %2736 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2737 = stablehlo.divide %2729, %2736 : tensor<128xf32>
    %2738 = "stablehlo.broadcast_in_dim"(%2737) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2739 = stablehlo.multiply %649, %2738 : tensor<32x28x28x128xf32>
    %2740 = stablehlo.subtract %2735, %2739 : tensor<32x28x28x128xf32>
    %2741 = stablehlo.multiply %2731, %2740 : tensor<32x28x28x128xf32>
    %2742 = "stablehlo.reverse"(%layer2.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %2743 = "stablehlo.convolution"(%2741, %2742) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x512xf32>
    %2744 = "stablehlo.convolution"(%632, %2741) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x128xf32>) -> tensor<1x1x512x128xf32>
    %2745 = stablehlo.add %2743, %2676 : tensor<32x28x28x512xf32>
    %2746 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2747 = "stablehlo.compare"(%630, %2746) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %2748 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2749 = "stablehlo.select"(%2747, %2745, %2748) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %2750 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2751 = "stablehlo.reduce"(%2749, %2750) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2752 = stablehlo.multiply %2749, %613 : tensor<32x28x28x512xf32>
    %2753 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2754 = "stablehlo.reduce"(%2752, %2753) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2755 = stablehlo.multiply %layer2.1.bn3.g, %611 : tensor<512xf32>
    %2756 = "stablehlo.broadcast_in_dim"(%2755) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2757 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2758 = stablehlo.divide %2751, %2757 : tensor<512xf32>
    %2759 = "stablehlo.broadcast_in_dim"(%2758) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2760 = stablehlo.subtract %2749, %2759 : tensor<32x28x28x512xf32>
    %2761 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2762 = stablehlo.divide %2754, %2761 : tensor<512xf32>
    %2763 = "stablehlo.broadcast_in_dim"(%2762) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2764 = stablehlo.multiply %613, %2763 : tensor<32x28x28x512xf32>
    %2765 = stablehlo.subtract %2760, %2764 : tensor<32x28x28x512xf32>
    %2766 = stablehlo.multiply %2756, %2765 : tensor<32x28x28x512xf32>
    %2767 = "stablehlo.reverse"(%layer2.1.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %2768 = "stablehlo.convolution"(%2766, %2767) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x128xf32>
    %2769 = "stablehlo.convolution"(%596, %2766) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<1x1x128x512xf32>
    %2770 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2771 = "stablehlo.compare"(%582, %2770) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2772 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2773 = "stablehlo.select"(%2771, %2768, %2772) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2774 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2775 = "stablehlo.reduce"(%2773, %2774) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2776 = stablehlo.multiply %2773, %578 : tensor<32x28x28x128xf32>
    %2777 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2778 = "stablehlo.reduce"(%2776, %2777) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2779 = stablehlo.multiply %layer2.1.bn2.g, %576 : tensor<128xf32>
    %2780 = "stablehlo.broadcast_in_dim"(%2779) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2781 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2782 = stablehlo.divide %2775, %2781 : tensor<128xf32>
    %2783 = "stablehlo.broadcast_in_dim"(%2782) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2784 = stablehlo.subtract %2773, %2783 : tensor<32x28x28x128xf32>
    %2785 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2786 = stablehlo.divide %2778, %2785 : tensor<128xf32>
    %2787 = "stablehlo.broadcast_in_dim"(%2786) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2788 = stablehlo.multiply %578, %2787 : tensor<32x28x28x128xf32>
    %2789 = stablehlo.subtract %2784, %2788 : tensor<32x28x28x128xf32>
    %2790 = stablehlo.multiply %2780, %2789 : tensor<32x28x28x128xf32>
    %2791 = "stablehlo.reverse"(%layer2.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2792 = "stablehlo.convolution"(%2790, %2791) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x28x28x128xf32>
    %2793 = "stablehlo.convolution"(%561, %2790) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %2794 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2795 = "stablehlo.compare"(%547, %2794) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2796 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2797 = "stablehlo.select"(%2795, %2792, %2796) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2798 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2799 = "stablehlo.reduce"(%2797, %2798) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2800 = stablehlo.multiply %2797, %543 : tensor<32x28x28x128xf32>
    %2801 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2802 = "stablehlo.reduce"(%2800, %2801) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2803 = stablehlo.multiply %layer2.1.bn1.g, %541 : tensor<128xf32>
    %2804 = "stablehlo.broadcast_in_dim"(%2803) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2805 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2806 = stablehlo.divide %2799, %2805 : tensor<128xf32>
    %2807 = "stablehlo.broadcast_in_dim"(%2806) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2808 = stablehlo.subtract %2797, %2807 : tensor<32x28x28x128xf32>
    %2809 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2810 = stablehlo.divide %2802, %2809 : tensor<128xf32>
    %2811 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2812 = stablehlo.multiply %543, %2811 : tensor<32x28x28x128xf32>
    %2813 = stablehlo.subtract %2808, %2812 : tensor<32x28x28x128xf32>
    %2814 = stablehlo.multiply %2804, %2813 : tensor<32x28x28x128xf32>
    %2815 = "stablehlo.reverse"(%layer2.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %2816 = "stablehlo.convolution"(%2814, %2815) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<1x1x512x128xf32>) -> tensor<32x28x28x512xf32>
    %2817 = "stablehlo.convolution"(%526, %2814) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x128xf32>) -> tensor<1x1x512x128xf32>
    %2818 = stablehlo.add %2816, %2749 : tensor<32x28x28x512xf32>
    %2819 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2820 = "stablehlo.compare"(%524, %2819) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xi1>
    %2821 = stablehlo.constant dense<0.0> : tensor<32x28x28x512xf32>
    %2822 = "stablehlo.select"(%2820, %2818, %2821) : (tensor<32x28x28x512xi1>, tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32>) -> tensor<32x28x28x512xf32>
    %2823 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2824 = "stablehlo.reduce"(%2822, %2823) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2825 = stablehlo.multiply %2822, %474 : tensor<32x28x28x512xf32>
    %2826 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2827 = "stablehlo.reduce"(%2825, %2826) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2828 = stablehlo.multiply %layer2.0.bn3.g, %472 : tensor<512xf32>
    %2829 = "stablehlo.broadcast_in_dim"(%2828) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2830 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2831 = stablehlo.divide %2824, %2830 : tensor<512xf32>
    %2832 = "stablehlo.broadcast_in_dim"(%2831) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2833 = stablehlo.subtract %2822, %2832 : tensor<32x28x28x512xf32>
    %2834 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2835 = stablehlo.divide %2827, %2834 : tensor<512xf32>
    %2836 = "stablehlo.broadcast_in_dim"(%2835) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2837 = stablehlo.multiply %474, %2836 : tensor<32x28x28x512xf32>
    %2838 = stablehlo.subtract %2833, %2837 : tensor<32x28x28x512xf32>
    %2839 = stablehlo.multiply %2829, %2838 : tensor<32x28x28x512xf32>
    %2840 = "stablehlo.reverse"(%layer2.0.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %2841 = "stablehlo.convolution"(%2839, %2840) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x128x512xf32>) -> tensor<32x28x28x128xf32>
    %2842 = "stablehlo.convolution"(%457, %2839) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x512xf32>) -> tensor<1x1x128x512xf32>
    %2843 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2844 = "stablehlo.compare"(%443, %2843) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xi1>
    %2845 = stablehlo.constant dense<0.0> : tensor<32x28x28x128xf32>
    %2846 = "stablehlo.select"(%2844, %2841, %2845) : (tensor<32x28x28x128xi1>, tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
    %2847 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2848 = "stablehlo.reduce"(%2846, %2847) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2849 = stablehlo.multiply %2846, %439 : tensor<32x28x28x128xf32>
    %2850 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2851 = "stablehlo.reduce"(%2849, %2850) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2852 = stablehlo.multiply %layer2.0.bn2.g, %437 : tensor<128xf32>
    %2853 = "stablehlo.broadcast_in_dim"(%2852) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2854 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2855 = stablehlo.divide %2848, %2854 : tensor<128xf32>
    %2856 = "stablehlo.broadcast_in_dim"(%2855) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2857 = stablehlo.subtract %2846, %2856 : tensor<32x28x28x128xf32>
    %2858 = stablehlo.constant dense<25088.0> : tensor<128xf32>
    %2859 = stablehlo.divide %2851, %2858 : tensor<128xf32>
    %2860 = "stablehlo.broadcast_in_dim"(%2859) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x28x28x128xf32>
    %2861 = stablehlo.multiply %439, %2860 : tensor<32x28x28x128xf32>
    %2862 = stablehlo.subtract %2857, %2861 : tensor<32x28x28x128xf32>
    %2863 = stablehlo.multiply %2853, %2862 : tensor<32x28x28x128xf32>
    %2864 = "stablehlo.reverse"(%layer2.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2865 = "stablehlo.convolution"(%2863, %2864) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 2], [1, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x56x56x128xf32>
    %2866 = "stablehlo.convolution"(%422, %2863) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x128xf32>, tensor<32x28x28x128xf32>) -> tensor<3x3x128x128xf32>
    %2867 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %2868 = "stablehlo.compare"(%408, %2867) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x128xf32>, tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xi1>
    %2869 = stablehlo.constant dense<0.0> : tensor<32x56x56x128xf32>
    %2870 = "stablehlo.select"(%2868, %2865, %2869) : (tensor<32x56x56x128xi1>, tensor<32x56x56x128xf32>, tensor<32x56x56x128xf32>) -> tensor<32x56x56x128xf32>
    %2871 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2872 = "stablehlo.reduce"(%2870, %2871) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2873 = stablehlo.multiply %2870, %404 : tensor<32x56x56x128xf32>
    %2874 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2875 = "stablehlo.reduce"(%2873, %2874) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2876 = stablehlo.multiply %layer2.0.bn1.g, %402 : tensor<128xf32>
    %2877 = "stablehlo.broadcast_in_dim"(%2876) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %2878 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %2879 = stablehlo.divide %2872, %2878 : tensor<128xf32>
    %2880 = "stablehlo.broadcast_in_dim"(%2879) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %2881 = stablehlo.subtract %2870, %2880 : tensor<32x56x56x128xf32>
    %2882 = stablehlo.constant dense<100352.0> : tensor<128xf32>
    %2883 = stablehlo.divide %2875, %2882 : tensor<128xf32>
    %2884 = "stablehlo.broadcast_in_dim"(%2883) {broadcast_dimensions = array<i64: 3>} : (tensor<128xf32>) -> tensor<32x56x56x128xf32>
    %2885 = stablehlo.multiply %404, %2884 : tensor<32x56x56x128xf32>
    %2886 = stablehlo.subtract %2881, %2885 : tensor<32x56x56x128xf32>
    %2887 = stablehlo.multiply %2877, %2886 : tensor<32x56x56x128xf32>
    %2888 = "stablehlo.reverse"(%layer2.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x128xf32>) -> tensor<1x1x256x128xf32>
    %2889 = "stablehlo.convolution"(%2887, %2888) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x128xf32>, tensor<1x1x256x128xf32>) -> tensor<32x56x56x256xf32>
    %2890 = "stablehlo.convolution"(%387, %2887) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x128xf32>) -> tensor<1x1x256x128xf32>
    %2891 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2892 = "stablehlo.reduce"(%2822, %2891) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2893 = stablehlo.multiply %2822, %507 : tensor<32x28x28x512xf32>
    %2894 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2895 = "stablehlo.reduce"(%2893, %2894) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x28x28x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2896 = stablehlo.multiply %layer2.0.downsample.1.g, %505 : tensor<512xf32>
    %2897 = "stablehlo.broadcast_in_dim"(%2896) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2898 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2899 = stablehlo.divide %2892, %2898 : tensor<512xf32>
    %2900 = "stablehlo.broadcast_in_dim"(%2899) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2901 = stablehlo.subtract %2822, %2900 : tensor<32x28x28x512xf32>
    %2902 = stablehlo.constant dense<25088.0> : tensor<512xf32>
    %2903 = stablehlo.divide %2895, %2902 : tensor<512xf32>
    %2904 = "stablehlo.broadcast_in_dim"(%2903) {broadcast_dimensions = array<i64: 3>} : (tensor<512xf32>) -> tensor<32x28x28x512xf32>
    %2905 = stablehlo.multiply %507, %2904 : tensor<32x28x28x512xf32>
    %2906 = stablehlo.subtract %2901, %2905 : tensor<32x28x28x512xf32>
    %2907 = stablehlo.multiply %2897, %2906 : tensor<32x28x28x512xf32>
    %2908 = "stablehlo.reverse"(%layer2.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %2909 = "stablehlo.convolution"(%2907, %2908) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x28x28x512xf32>, tensor<1x1x256x512xf32>) -> tensor<32x56x56x256xf32>
    %2910 = "stablehlo.convolution"(%387, %2907) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<32x28x28x512xf32>) -> tensor<1x1x256x512xf32>
    %2911 = stablehlo.add %2889, %2909 : tensor<32x56x56x256xf32>
    %2912 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %2913 = "stablehlo.compare"(%385, %2912) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %2914 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %2915 = "stablehlo.select"(%2913, %2911, %2914) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %2916 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2917 = "stablehlo.reduce"(%2915, %2916) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2918 = stablehlo.multiply %2915, %368 : tensor<32x56x56x256xf32>
    %2919 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2920 = "stablehlo.reduce"(%2918, %2919) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2921 = stablehlo.multiply %layer1.2.bn3.g, %366 : tensor<256xf32>
    %2922 = "stablehlo.broadcast_in_dim"(%2921) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %2923 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %2924 = stablehlo.divide %2917, %2923 : tensor<256xf32>
    %2925 = "stablehlo.broadcast_in_dim"(%2924) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %2926 = stablehlo.subtract %2915, %2925 : tensor<32x56x56x256xf32>
    %2927 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %2928 = stablehlo.divide %2920, %2927 : tensor<256xf32>
    %2929 = "stablehlo.broadcast_in_dim"(%2928) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %2930 = stablehlo.multiply %368, %2929 : tensor<32x56x56x256xf32>
    %2931 = stablehlo.subtract %2926, %2930 : tensor<32x56x56x256xf32>
    %2932 = stablehlo.multiply %2922, %2931 : tensor<32x56x56x256xf32>
    %2933 = "stablehlo.reverse"(%layer1.2.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %2934 = "stablehlo.convolution"(%2932, %2933) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x64xf32>
    %2935 = "stablehlo.convolution"(%351, %2932) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<1x1x64x256xf32>
    %2936 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2937 = "stablehlo.compare"(%337, %2936) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2938 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2939 = "stablehlo.select"(%2937, %2934, %2938) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2940 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2941 = "stablehlo.reduce"(%2939, %2940) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2942 = stablehlo.multiply %2939, %333 : tensor<32x56x56x64xf32>
    %2943 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2944 = "stablehlo.reduce"(%2942, %2943) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2945 = stablehlo.multiply %layer1.2.bn2.g, %331 : tensor<64xf32>
    %2946 = "stablehlo.broadcast_in_dim"(%2945) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2947 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2948 = stablehlo.divide %2941, %2947 : tensor<64xf32>
    %2949 = "stablehlo.broadcast_in_dim"(%2948) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2950 = stablehlo.subtract %2939, %2949 : tensor<32x56x56x64xf32>
    %2951 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2952 = stablehlo.divide %2944, %2951 : tensor<64xf32>
    %2953 = "stablehlo.broadcast_in_dim"(%2952) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2954 = stablehlo.multiply %333, %2953 : tensor<32x56x56x64xf32>
    %2955 = stablehlo.subtract %2950, %2954 : tensor<32x56x56x64xf32>
    %2956 = stablehlo.multiply %2946, %2955 : tensor<32x56x56x64xf32>
    %2957 = "stablehlo.reverse"(%layer1.2.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2958 = "stablehlo.convolution"(%2956, %2957) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %2959 = "stablehlo.convolution"(%316, %2956) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %2960 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2961 = "stablehlo.compare"(%302, %2960) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2962 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2963 = "stablehlo.select"(%2961, %2958, %2962) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2964 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2965 = "stablehlo.reduce"(%2963, %2964) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2966 = stablehlo.multiply %2963, %298 : tensor<32x56x56x64xf32>
    %2967 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2968 = "stablehlo.reduce"(%2966, %2967) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2969 = stablehlo.multiply %layer1.2.bn1.g, %296 : tensor<64xf32>
    %2970 = "stablehlo.broadcast_in_dim"(%2969) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2971 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2972 = stablehlo.divide %2965, %2971 : tensor<64xf32>
    %2973 = "stablehlo.broadcast_in_dim"(%2972) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2974 = stablehlo.subtract %2963, %2973 : tensor<32x56x56x64xf32>
    %2975 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %2976 = stablehlo.divide %2968, %2975 : tensor<64xf32>
    %2977 = "stablehlo.broadcast_in_dim"(%2976) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %2978 = stablehlo.multiply %298, %2977 : tensor<32x56x56x64xf32>
    %2979 = stablehlo.subtract %2974, %2978 : tensor<32x56x56x64xf32>
    %2980 = stablehlo.multiply %2970, %2979 : tensor<32x56x56x64xf32>
    %2981 = "stablehlo.reverse"(%layer1.2.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %2982 = "stablehlo.convolution"(%2980, %2981) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x256xf32>
    %2983 = "stablehlo.convolution"(%281, %2980) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x64xf32>) -> tensor<1x1x256x64xf32>
    %2984 = stablehlo.add %2982, %2915 : tensor<32x56x56x256xf32>
    %2985 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %2986 = "stablehlo.compare"(%279, %2985) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %2987 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %2988 = "stablehlo.select"(%2986, %2984, %2987) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %2989 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2990 = "stablehlo.reduce"(%2988, %2989) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2991 = stablehlo.multiply %2988, %262 : tensor<32x56x56x256xf32>
    %2992 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2993 = "stablehlo.reduce"(%2991, %2992) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2994 = stablehlo.multiply %layer1.1.bn3.g, %260 : tensor<256xf32>
    %2995 = "stablehlo.broadcast_in_dim"(%2994) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %2996 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %2997 = stablehlo.divide %2990, %2996 : tensor<256xf32>
    %2998 = "stablehlo.broadcast_in_dim"(%2997) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %2999 = stablehlo.subtract %2988, %2998 : tensor<32x56x56x256xf32>
    %3000 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3001 = stablehlo.divide %2993, %3000 : tensor<256xf32>
    %3002 = "stablehlo.broadcast_in_dim"(%3001) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3003 = stablehlo.multiply %262, %3002 : tensor<32x56x56x256xf32>
    %3004 = stablehlo.subtract %2999, %3003 : tensor<32x56x56x256xf32>
    %3005 = stablehlo.multiply %2995, %3004 : tensor<32x56x56x256xf32>
    %3006 = "stablehlo.reverse"(%layer1.1.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %3007 = "stablehlo.convolution"(%3005, %3006) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x64xf32>
    %3008 = "stablehlo.convolution"(%245, %3005) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<1x1x64x256xf32>
    %3009 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3010 = "stablehlo.compare"(%231, %3009) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3011 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3012 = "stablehlo.select"(%3010, %3007, %3011) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3013 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3014 = "stablehlo.reduce"(%3012, %3013) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3015 = stablehlo.multiply %3012, %227 : tensor<32x56x56x64xf32>
    %3016 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3017 = "stablehlo.reduce"(%3015, %3016) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3018 = stablehlo.multiply %layer1.1.bn2.g, %225 : tensor<64xf32>
    %3019 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3020 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3021 = stablehlo.divide %3014, %3020 : tensor<64xf32>
    %3022 = "stablehlo.broadcast_in_dim"(%3021) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3023 = stablehlo.subtract %3012, %3022 : tensor<32x56x56x64xf32>
    %3024 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3025 = stablehlo.divide %3017, %3024 : tensor<64xf32>
    %3026 = "stablehlo.broadcast_in_dim"(%3025) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3027 = stablehlo.multiply %227, %3026 : tensor<32x56x56x64xf32>
    %3028 = stablehlo.subtract %3023, %3027 : tensor<32x56x56x64xf32>
    %3029 = stablehlo.multiply %3019, %3028 : tensor<32x56x56x64xf32>
    %3030 = "stablehlo.reverse"(%layer1.1.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3031 = "stablehlo.convolution"(%3029, %3030) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3032 = "stablehlo.convolution"(%210, %3029) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %3033 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3034 = "stablehlo.compare"(%196, %3033) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3035 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3036 = "stablehlo.select"(%3034, %3031, %3035) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3037 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3038 = "stablehlo.reduce"(%3036, %3037) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3039 = stablehlo.multiply %3036, %192 : tensor<32x56x56x64xf32>
    %3040 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3041 = "stablehlo.reduce"(%3039, %3040) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3042 = stablehlo.multiply %layer1.1.bn1.g, %190 : tensor<64xf32>
    %3043 = "stablehlo.broadcast_in_dim"(%3042) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3044 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3045 = stablehlo.divide %3038, %3044 : tensor<64xf32>
    %3046 = "stablehlo.broadcast_in_dim"(%3045) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3047 = stablehlo.subtract %3036, %3046 : tensor<32x56x56x64xf32>
    %3048 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3049 = stablehlo.divide %3041, %3048 : tensor<64xf32>
    %3050 = "stablehlo.broadcast_in_dim"(%3049) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3051 = stablehlo.multiply %192, %3050 : tensor<32x56x56x64xf32>
    %3052 = stablehlo.subtract %3047, %3051 : tensor<32x56x56x64xf32>
    %3053 = stablehlo.multiply %3043, %3052 : tensor<32x56x56x64xf32>
    %3054 = "stablehlo.reverse"(%layer1.1.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %3055 = "stablehlo.convolution"(%3053, %3054) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x256x64xf32>) -> tensor<32x56x56x256xf32>
    %3056 = "stablehlo.convolution"(%175, %3053) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x64xf32>) -> tensor<1x1x256x64xf32>
    %3057 = stablehlo.add %3055, %2988 : tensor<32x56x56x256xf32>
    %3058 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3059 = "stablehlo.compare"(%173, %3058) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xi1>
    %3060 = stablehlo.constant dense<0.0> : tensor<32x56x56x256xf32>
    %3061 = "stablehlo.select"(%3059, %3057, %3060) : (tensor<32x56x56x256xi1>, tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
    %3062 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3063 = "stablehlo.reduce"(%3061, %3062) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3064 = stablehlo.multiply %3061, %123 : tensor<32x56x56x256xf32>
    %3065 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3066 = "stablehlo.reduce"(%3064, %3065) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3067 = stablehlo.multiply %layer1.0.bn3.g, %121 : tensor<256xf32>
    %3068 = "stablehlo.broadcast_in_dim"(%3067) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3069 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3070 = stablehlo.divide %3063, %3069 : tensor<256xf32>
    %3071 = "stablehlo.broadcast_in_dim"(%3070) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3072 = stablehlo.subtract %3061, %3071 : tensor<32x56x56x256xf32>
    %3073 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3074 = stablehlo.divide %3066, %3073 : tensor<256xf32>
    %3075 = "stablehlo.broadcast_in_dim"(%3074) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3076 = stablehlo.multiply %123, %3075 : tensor<32x56x56x256xf32>
    %3077 = stablehlo.subtract %3072, %3076 : tensor<32x56x56x256xf32>
    %3078 = stablehlo.multiply %3068, %3077 : tensor<32x56x56x256xf32>
    %3079 = "stablehlo.reverse"(%layer1.0.conv3.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %3080 = "stablehlo.convolution"(%3078, %3079) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x64xf32>
    %3081 = "stablehlo.convolution"(%106, %3078) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<1x1x64x256xf32>
    %3082 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3083 = "stablehlo.compare"(%92, %3082) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3084 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3085 = "stablehlo.select"(%3083, %3080, %3084) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3086 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3087 = "stablehlo.reduce"(%3085, %3086) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3088 = stablehlo.multiply %3085, %88 : tensor<32x56x56x64xf32>
    %3089 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3090 = "stablehlo.reduce"(%3088, %3089) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3091 = stablehlo.multiply %layer1.0.bn2.g, %86 : tensor<64xf32>
    %3092 = "stablehlo.broadcast_in_dim"(%3091) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3093 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3094 = stablehlo.divide %3087, %3093 : tensor<64xf32>
    %3095 = "stablehlo.broadcast_in_dim"(%3094) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3096 = stablehlo.subtract %3085, %3095 : tensor<32x56x56x64xf32>
    %3097 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3098 = stablehlo.divide %3090, %3097 : tensor<64xf32>
    %3099 = "stablehlo.broadcast_in_dim"(%3098) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3100 = stablehlo.multiply %88, %3099 : tensor<32x56x56x64xf32>
    %3101 = stablehlo.subtract %3096, %3100 : tensor<32x56x56x64xf32>
    %3102 = stablehlo.multiply %3092, %3101 : tensor<32x56x56x64xf32>
    %3103 = "stablehlo.reverse"(%layer1.0.conv2.w) {dimensions = array<i64: 0, 1>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3104 = "stablehlo.convolution"(%3102, %3103) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3105 = "stablehlo.convolution"(%71, %3102) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<3x3x64x64xf32>
    %3106 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3107 = "stablehlo.compare"(%57, %3106) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3108 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3109 = "stablehlo.select"(%3107, %3104, %3108) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3110 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3111 = "stablehlo.reduce"(%3109, %3110) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3112 = stablehlo.multiply %3109, %53 : tensor<32x56x56x64xf32>
    %3113 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3114 = "stablehlo.reduce"(%3112, %3113) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3115 = stablehlo.multiply %layer1.0.bn1.g, %51 : tensor<64xf32>
    %3116 = "stablehlo.broadcast_in_dim"(%3115) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3117 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3118 = stablehlo.divide %3111, %3117 : tensor<64xf32>
    %3119 = "stablehlo.broadcast_in_dim"(%3118) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3120 = stablehlo.subtract %3109, %3119 : tensor<32x56x56x64xf32>
    %3121 = stablehlo.constant dense<100352.0> : tensor<64xf32>
    %3122 = stablehlo.divide %3114, %3121 : tensor<64xf32>
    %3123 = "stablehlo.broadcast_in_dim"(%3122) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x56x56x64xf32>
    %3124 = stablehlo.multiply %53, %3123 : tensor<32x56x56x64xf32>
    %3125 = stablehlo.subtract %3120, %3124 : tensor<32x56x56x64xf32>
    %3126 = stablehlo.multiply %3116, %3125 : tensor<32x56x56x64xf32>
    %3127 = "stablehlo.reverse"(%layer1.0.conv1.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xf32>
    %3128 = "stablehlo.convolution"(%3126, %3127) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<1x1x64x64xf32>) -> tensor<32x56x56x64xf32>
    %3129 = "stablehlo.convolution"(%36, %3126) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<1x1x64x64xf32>
    %3130 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3131 = "stablehlo.reduce"(%3061, %3130) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3132 = stablehlo.multiply %3061, %156 : tensor<32x56x56x256xf32>
    %3133 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3134 = "stablehlo.reduce"(%3132, %3133) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x56x56x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3135 = stablehlo.multiply %layer1.0.downsample.1.g, %154 : tensor<256xf32>
    %3136 = "stablehlo.broadcast_in_dim"(%3135) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3137 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3138 = stablehlo.divide %3131, %3137 : tensor<256xf32>
    %3139 = "stablehlo.broadcast_in_dim"(%3138) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3140 = stablehlo.subtract %3061, %3139 : tensor<32x56x56x256xf32>
    %3141 = stablehlo.constant dense<100352.0> : tensor<256xf32>
    %3142 = stablehlo.divide %3134, %3141 : tensor<256xf32>
    %3143 = "stablehlo.broadcast_in_dim"(%3142) {broadcast_dimensions = array<i64: 3>} : (tensor<256xf32>) -> tensor<32x56x56x256xf32>
    %3144 = stablehlo.multiply %156, %3143 : tensor<32x56x56x256xf32>
    %3145 = stablehlo.subtract %3140, %3144 : tensor<32x56x56x256xf32>
    %3146 = stablehlo.multiply %3136, %3145 : tensor<32x56x56x256xf32>
    %3147 = "stablehlo.reverse"(%layer1.0.downsample.0.w) {dimensions = array<i64: 0, 1>} : (tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %3148 = "stablehlo.convolution"(%3146, %3147) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x256xf32>, tensor<1x1x64x256xf32>) -> tensor<32x56x56x64xf32>
    %3149 = "stablehlo.convolution"(%36, %3146) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x256xf32>) -> tensor<1x1x64x256xf32>
    %3150 = stablehlo.add %3128, %3148 : tensor<32x56x56x64xf32>
    %3151 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3152 = "stablehlo.pad"(%34, %3151) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3153 = "stablehlo.slice"(%3152) {limit_indices = array<i64: 32, 111, 111, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3154 = "stablehlo.slice"(%3152) {limit_indices = array<i64: 32, 111, 112, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3155 = "stablehlo.compare"(%3154, %3153) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3156 = stablehlo.maximum %3153, %3154 : tensor<32x56x56x64xf32>
    %3157 = "stablehlo.slice"(%3152) {limit_indices = array<i64: 32, 111, 113, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3158 = "stablehlo.compare"(%3157, %3156) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3159 = stablehlo.maximum %3156, %3157 : tensor<32x56x56x64xf32>
    %3160 = "stablehlo.slice"(%3152) {limit_indices = array<i64: 32, 112, 111, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3161 = "stablehlo.compare"(%3160, %3159) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3162 = stablehlo.maximum %3159, %3160 : tensor<32x56x56x64xf32>
    %3163 = "stablehlo.slice"(%3152) {limit_indices = array<i64: 32, 112, 112, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3164 = "stablehlo.compare"(%3163, %3162) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3165 = stablehlo.maximum %3162, %3163 : tensor<32x56x56x64xf32>
    %3166 = "stablehlo.slice"(%3152) {limit_indices = array<i64: 32, 112, 113, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3167 = "stablehlo.compare"(%3166, %3165) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3168 = stablehlo.maximum %3165, %3166 : tensor<32x56x56x64xf32>
    %3169 = "stablehlo.slice"(%3152) {limit_indices = array<i64: 32, 113, 111, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3170 = "stablehlo.compare"(%3169, %3168) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3171 = stablehlo.maximum %3168, %3169 : tensor<32x56x56x64xf32>
    %3172 = "stablehlo.slice"(%3152) {limit_indices = array<i64: 32, 113, 112, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3173 = "stablehlo.compare"(%3172, %3171) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3174 = stablehlo.maximum %3171, %3172 : tensor<32x56x56x64xf32>
    %3175 = "stablehlo.slice"(%3152) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %3176 = "stablehlo.compare"(%3175, %3174) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %3177 = stablehlo.constant dense<0.0> : tensor<f32>
    %3178 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %3179 = "stablehlo.select"(%3176, %3150, %3178) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3180 = "stablehlo.select"(%3176, %3178, %3150) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3181 = "stablehlo.pad"(%3179, %3177) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 2, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3182 = "stablehlo.select"(%3173, %3180, %3178) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3183 = "stablehlo.select"(%3173, %3178, %3180) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3184 = "stablehlo.pad"(%3182, %3177) {edge_padding_high = array<i64: 0, 1, 2, 0>, edge_padding_low = array<i64: 0, 2, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3185 = stablehlo.add %3181, %3184 : tensor<32x114x114x64xf32>
    %3186 = "stablehlo.select"(%3170, %3183, %3178) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3187 = "stablehlo.select"(%3170, %3178, %3183) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3188 = "stablehlo.pad"(%3186, %3177) {edge_padding_high = array<i64: 0, 1, 3, 0>, edge_padding_low = array<i64: 0, 2, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3189 = stablehlo.add %3185, %3188 : tensor<32x114x114x64xf32>
    %3190 = "stablehlo.select"(%3167, %3187, %3178) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3191 = "stablehlo.select"(%3167, %3178, %3187) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3192 = "stablehlo.pad"(%3190, %3177) {edge_padding_high = array<i64: 0, 2, 1, 0>, edge_padding_low = array<i64: 0, 1, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3193 = stablehlo.add %3189, %3192 : tensor<32x114x114x64xf32>
    %3194 = "stablehlo.select"(%3164, %3191, %3178) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3195 = "stablehlo.select"(%3164, %3178, %3191) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3196 = "stablehlo.pad"(%3194, %3177) {edge_padding_high = array<i64: 0, 2, 2, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3197 = stablehlo.add %3193, %3196 : tensor<32x114x114x64xf32>
    %3198 = "stablehlo.select"(%3161, %3195, %3178) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3199 = "stablehlo.select"(%3161, %3178, %3195) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3200 = "stablehlo.pad"(%3198, %3177) {edge_padding_high = array<i64: 0, 2, 3, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3201 = stablehlo.add %3197, %3200 : tensor<32x114x114x64xf32>
    %3202 = "stablehlo.select"(%3158, %3199, %3178) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3203 = "stablehlo.select"(%3158, %3178, %3199) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3204 = "stablehlo.pad"(%3202, %3177) {edge_padding_high = array<i64: 0, 3, 1, 0>, edge_padding_low = array<i64: 0, 0, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3205 = stablehlo.add %3201, %3204 : tensor<32x114x114x64xf32>
    %3206 = "stablehlo.select"(%3155, %3203, %3178) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3207 = "stablehlo.select"(%3155, %3178, %3203) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %3208 = "stablehlo.pad"(%3206, %3177) {edge_padding_high = array<i64: 0, 3, 2, 0>, edge_padding_low = array<i64: 0, 0, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3209 = stablehlo.add %3205, %3208 : tensor<32x114x114x64xf32>
    %3210 = "stablehlo.pad"(%3207, %3177) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %3211 = stablehlo.add %3209, %3210 : tensor<32x114x114x64xf32>
    %3212 = "stablehlo.slice"(%3211) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x112x112x64xf32>
    %3213 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %3214 = "stablehlo.compare"(%20, %3213) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xi1>
    %3215 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %3216 = "stablehlo.select"(%3214, %3212, %3215) : (tensor<32x112x112x64xi1>, tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xf32>
    %3217 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3218 = "stablehlo.reduce"(%3216, %3217) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3219 = stablehlo.multiply %3216, %16 : tensor<32x112x112x64xf32>
    %3220 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %3221 = "stablehlo.reduce"(%3219, %3220) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3222 = stablehlo.multiply %bn1.g, %14 : tensor<64xf32>
    %3223 = "stablehlo.broadcast_in_dim"(%3222) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3224 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %3225 = stablehlo.divide %3218, %3224 : tensor<64xf32>
    %3226 = "stablehlo.broadcast_in_dim"(%3225) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3227 = stablehlo.subtract %3216, %3226 : tensor<32x112x112x64xf32>
    %3228 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %3229 = stablehlo.divide %3221, %3228 : tensor<64xf32>
    %3230 = "stablehlo.broadcast_in_dim"(%3229) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %3231 = stablehlo.multiply %16, %3230 : tensor<32x112x112x64xf32>
    %3232 = stablehlo.subtract %3227, %3231 : tensor<32x112x112x64xf32>
    %3233 = stablehlo.multiply %3223, %3232 : tensor<32x112x112x64xf32>
    %3234 = "stablehlo.convolution"(%x, %3233) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x224x224x3xf32>, tensor<32x112x112x64xf32>) -> tensor<7x7x3x64xf32>
    // ── optimizer ──
    %3235 = stablehlo.multiply %3234, %3234 : tensor<7x7x3x64xf32>
    %3236 = stablehlo.constant dense<0.0> : tensor<f32>
    %3237 = "stablehlo.reduce"(%3235, %3236) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x64xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %3238 = stablehlo.constant dense<0.0> : tensor<f32>
    %3239 = "stablehlo.reduce"(%3237, %3238) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %3240 = stablehlo.multiply %3221, %3221 : tensor<64xf32>
    %3241 = stablehlo.constant dense<0.0> : tensor<f32>
    %3242 = "stablehlo.reduce"(%3240, %3241) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3243 = stablehlo.add %3239, %3242 : tensor<f32>
    %3244 = stablehlo.multiply %3218, %3218 : tensor<64xf32>
    %3245 = stablehlo.constant dense<0.0> : tensor<f32>
    %3246 = "stablehlo.reduce"(%3244, %3245) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3247 = stablehlo.add %3243, %3246 : tensor<f32>
    %3248 = stablehlo.multiply %3129, %3129 : tensor<1x1x64x64xf32>
    %3249 = stablehlo.constant dense<0.0> : tensor<f32>
    %3250 = "stablehlo.reduce"(%3248, %3249) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3251 = stablehlo.constant dense<0.0> : tensor<f32>
    %3252 = "stablehlo.reduce"(%3250, %3251) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3253 = stablehlo.add %3247, %3252 : tensor<f32>
    %3254 = stablehlo.multiply %3114, %3114 : tensor<64xf32>
    %3255 = stablehlo.constant dense<0.0> : tensor<f32>
    %3256 = "stablehlo.reduce"(%3254, %3255) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3257 = stablehlo.add %3253, %3256 : tensor<f32>
    %3258 = stablehlo.multiply %3111, %3111 : tensor<64xf32>
    %3259 = stablehlo.constant dense<0.0> : tensor<f32>
    %3260 = "stablehlo.reduce"(%3258, %3259) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3261 = stablehlo.add %3257, %3260 : tensor<f32>
    %3262 = stablehlo.multiply %3105, %3105 : tensor<3x3x64x64xf32>
    %3263 = stablehlo.constant dense<0.0> : tensor<f32>
    %3264 = "stablehlo.reduce"(%3262, %3263) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3265 = stablehlo.constant dense<0.0> : tensor<f32>
    %3266 = "stablehlo.reduce"(%3264, %3265) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3267 = stablehlo.add %3261, %3266 : tensor<f32>
    %3268 = stablehlo.multiply %3090, %3090 : tensor<64xf32>
    %3269 = stablehlo.constant dense<0.0> : tensor<f32>
    %3270 = "stablehlo.reduce"(%3268, %3269) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3271 = stablehlo.add %3267, %3270 : tensor<f32>
    %3272 = stablehlo.multiply %3087, %3087 : tensor<64xf32>
    %3273 = stablehlo.constant dense<0.0> : tensor<f32>
    %3274 = "stablehlo.reduce"(%3272, %3273) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3275 = stablehlo.add %3271, %3274 : tensor<f32>
    %3276 = stablehlo.multiply %3081, %3081 : tensor<1x1x64x256xf32>
    %3277 = stablehlo.constant dense<0.0> : tensor<f32>
    %3278 = "stablehlo.reduce"(%3276, %3277) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3279 = stablehlo.constant dense<0.0> : tensor<f32>
    %3280 = "stablehlo.reduce"(%3278, %3279) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3281 = stablehlo.add %3275, %3280 : tensor<f32>
    %3282 = stablehlo.multiply %3066, %3066 : tensor<256xf32>
    %3283 = stablehlo.constant dense<0.0> : tensor<f32>
    %3284 = "stablehlo.reduce"(%3282, %3283) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3285 = stablehlo.add %3281, %3284 : tensor<f32>
    %3286 = stablehlo.multiply %3063, %3063 : tensor<256xf32>
    %3287 = stablehlo.constant dense<0.0> : tensor<f32>
    %3288 = "stablehlo.reduce"(%3286, %3287) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3289 = stablehlo.add %3285, %3288 : tensor<f32>
    %3290 = stablehlo.multiply %3149, %3149 : tensor<1x1x64x256xf32>
    %3291 = stablehlo.constant dense<0.0> : tensor<f32>
    %3292 = "stablehlo.reduce"(%3290, %3291) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3293 = stablehlo.constant dense<0.0> : tensor<f32>
    %3294 = "stablehlo.reduce"(%3292, %3293) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3295 = stablehlo.add %3289, %3294 : tensor<f32>
    %3296 = stablehlo.multiply %3134, %3134 : tensor<256xf32>
    %3297 = stablehlo.constant dense<0.0> : tensor<f32>
    %3298 = "stablehlo.reduce"(%3296, %3297) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3299 = stablehlo.add %3295, %3298 : tensor<f32>
    %3300 = stablehlo.multiply %3131, %3131 : tensor<256xf32>
    %3301 = stablehlo.constant dense<0.0> : tensor<f32>
    %3302 = "stablehlo.reduce"(%3300, %3301) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3303 = stablehlo.add %3299, %3302 : tensor<f32>
    %3304 = stablehlo.multiply %3056, %3056 : tensor<1x1x256x64xf32>
    %3305 = stablehlo.constant dense<0.0> : tensor<f32>
    %3306 = "stablehlo.reduce"(%3304, %3305) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3307 = stablehlo.constant dense<0.0> : tensor<f32>
    %3308 = "stablehlo.reduce"(%3306, %3307) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3309 = stablehlo.add %3303, %3308 : tensor<f32>
    %3310 = stablehlo.multiply %3041, %3041 : tensor<64xf32>
    %3311 = stablehlo.constant dense<0.0> : tensor<f32>
    %3312 = "stablehlo.reduce"(%3310, %3311) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3313 = stablehlo.add %3309, %3312 : tensor<f32>
    %3314 = stablehlo.multiply %3038, %3038 : tensor<64xf32>
    %3315 = stablehlo.constant dense<0.0> : tensor<f32>
    %3316 = "stablehlo.reduce"(%3314, %3315) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3317 = stablehlo.add %3313, %3316 : tensor<f32>
    %3318 = stablehlo.multiply %3032, %3032 : tensor<3x3x64x64xf32>
    %3319 = stablehlo.constant dense<0.0> : tensor<f32>
    %3320 = "stablehlo.reduce"(%3318, %3319) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3321 = stablehlo.constant dense<0.0> : tensor<f32>
    %3322 = "stablehlo.reduce"(%3320, %3321) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3323 = stablehlo.add %3317, %3322 : tensor<f32>
    %3324 = stablehlo.multiply %3017, %3017 : tensor<64xf32>
    %3325 = stablehlo.constant dense<0.0> : tensor<f32>
    %3326 = "stablehlo.reduce"(%3324, %3325) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3327 = stablehlo.add %3323, %3326 : tensor<f32>
    %3328 = stablehlo.multiply %3014, %3014 : tensor<64xf32>
    %3329 = stablehlo.constant dense<0.0> : tensor<f32>
    %3330 = "stablehlo.reduce"(%3328, %3329) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3331 = stablehlo.add %3327, %3330 : tensor<f32>
    %3332 = stablehlo.multiply %3008, %3008 : tensor<1x1x64x256xf32>
    %3333 = stablehlo.constant dense<0.0> : tensor<f32>
    %3334 = "stablehlo.reduce"(%3332, %3333) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3335 = stablehlo.constant dense<0.0> : tensor<f32>
    %3336 = "stablehlo.reduce"(%3334, %3335) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3337 = stablehlo.add %3331, %3336 : tensor<f32>
    %3338 = stablehlo.multiply %2993, %2993 : tensor<256xf32>
    %3339 = stablehlo.constant dense<0.0> : tensor<f32>
    %3340 = "stablehlo.reduce"(%3338, %3339) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3341 = stablehlo.add %3337, %3340 : tensor<f32>
    %3342 = stablehlo.multiply %2990, %2990 : tensor<256xf32>
    %3343 = stablehlo.constant dense<0.0> : tensor<f32>
    %3344 = "stablehlo.reduce"(%3342, %3343) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3345 = stablehlo.add %3341, %3344 : tensor<f32>
    %3346 = stablehlo.multiply %2983, %2983 : tensor<1x1x256x64xf32>
    %3347 = stablehlo.constant dense<0.0> : tensor<f32>
    %3348 = "stablehlo.reduce"(%3346, %3347) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3349 = stablehlo.constant dense<0.0> : tensor<f32>
    %3350 = "stablehlo.reduce"(%3348, %3349) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3351 = stablehlo.add %3345, %3350 : tensor<f32>
    %3352 = stablehlo.multiply %2968, %2968 : tensor<64xf32>
    %3353 = stablehlo.constant dense<0.0> : tensor<f32>
    %3354 = "stablehlo.reduce"(%3352, %3353) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3355 = stablehlo.add %3351, %3354 : tensor<f32>
    %3356 = stablehlo.multiply %2965, %2965 : tensor<64xf32>
    %3357 = stablehlo.constant dense<0.0> : tensor<f32>
    %3358 = "stablehlo.reduce"(%3356, %3357) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3359 = stablehlo.add %3355, %3358 : tensor<f32>
    %3360 = stablehlo.multiply %2959, %2959 : tensor<3x3x64x64xf32>
    %3361 = stablehlo.constant dense<0.0> : tensor<f32>
    %3362 = "stablehlo.reduce"(%3360, %3361) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %3363 = stablehlo.constant dense<0.0> : tensor<f32>
    %3364 = "stablehlo.reduce"(%3362, %3363) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %3365 = stablehlo.add %3359, %3364 : tensor<f32>
    %3366 = stablehlo.multiply %2944, %2944 : tensor<64xf32>
    %3367 = stablehlo.constant dense<0.0> : tensor<f32>
    %3368 = "stablehlo.reduce"(%3366, %3367) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3369 = stablehlo.add %3365, %3368 : tensor<f32>
    %3370 = stablehlo.multiply %2941, %2941 : tensor<64xf32>
    %3371 = stablehlo.constant dense<0.0> : tensor<f32>
    %3372 = "stablehlo.reduce"(%3370, %3371) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %3373 = stablehlo.add %3369, %3372 : tensor<f32>
    %3374 = stablehlo.multiply %2935, %2935 : tensor<1x1x64x256xf32>
    %3375 = stablehlo.constant dense<0.0> : tensor<f32>
    %3376 = "stablehlo.reduce"(%3374, %3375) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x256xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %3377 = stablehlo.constant dense<0.0> : tensor<f32>
    %3378 = "stablehlo.reduce"(%3376, %3377) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %3379 = stablehlo.add %3373, %3378 : tensor<f32>
    %3380 = stablehlo.multiply %2920, %2920 : tensor<256xf32>
    %3381 = stablehlo.constant dense<0.0> : tensor<f32>
    %3382 = "stablehlo.reduce"(%3380, %3381) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3383 = stablehlo.add %3379, %3382 : tensor<f32>
    %3384 = stablehlo.multiply %2917, %2917 : tensor<256xf32>
    %3385 = stablehlo.constant dense<0.0> : tensor<f32>
    %3386 = "stablehlo.reduce"(%3384, %3385) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3387 = stablehlo.add %3383, %3386 : tensor<f32>
    %3388 = stablehlo.multiply %2890, %2890 : tensor<1x1x256x128xf32>
    %3389 = stablehlo.constant dense<0.0> : tensor<f32>
    %3390 = "stablehlo.reduce"(%3388, %3389) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x128xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3391 = stablehlo.constant dense<0.0> : tensor<f32>
    %3392 = "stablehlo.reduce"(%3390, %3391) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3393 = stablehlo.add %3387, %3392 : tensor<f32>
    %3394 = stablehlo.multiply %2875, %2875 : tensor<128xf32>
    %3395 = stablehlo.constant dense<0.0> : tensor<f32>
    %3396 = "stablehlo.reduce"(%3394, %3395) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3397 = stablehlo.add %3393, %3396 : tensor<f32>
    %3398 = stablehlo.multiply %2872, %2872 : tensor<128xf32>
    %3399 = stablehlo.constant dense<0.0> : tensor<f32>
    %3400 = "stablehlo.reduce"(%3398, %3399) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3401 = stablehlo.add %3397, %3400 : tensor<f32>
    %3402 = stablehlo.multiply %2866, %2866 : tensor<3x3x128x128xf32>
    %3403 = stablehlo.constant dense<0.0> : tensor<f32>
    %3404 = "stablehlo.reduce"(%3402, %3403) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %3405 = stablehlo.constant dense<0.0> : tensor<f32>
    %3406 = "stablehlo.reduce"(%3404, %3405) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3407 = stablehlo.add %3401, %3406 : tensor<f32>
    %3408 = stablehlo.multiply %2851, %2851 : tensor<128xf32>
    %3409 = stablehlo.constant dense<0.0> : tensor<f32>
    %3410 = "stablehlo.reduce"(%3408, %3409) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3411 = stablehlo.add %3407, %3410 : tensor<f32>
    %3412 = stablehlo.multiply %2848, %2848 : tensor<128xf32>
    %3413 = stablehlo.constant dense<0.0> : tensor<f32>
    %3414 = "stablehlo.reduce"(%3412, %3413) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3415 = stablehlo.add %3411, %3414 : tensor<f32>
    %3416 = stablehlo.multiply %2842, %2842 : tensor<1x1x128x512xf32>
    %3417 = stablehlo.constant dense<0.0> : tensor<f32>
    %3418 = "stablehlo.reduce"(%3416, %3417) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %3419 = stablehlo.constant dense<0.0> : tensor<f32>
    %3420 = "stablehlo.reduce"(%3418, %3419) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %3421 = stablehlo.add %3415, %3420 : tensor<f32>
    %3422 = stablehlo.multiply %2827, %2827 : tensor<512xf32>
    %3423 = stablehlo.constant dense<0.0> : tensor<f32>
    %3424 = "stablehlo.reduce"(%3422, %3423) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3425 = stablehlo.add %3421, %3424 : tensor<f32>
    %3426 = stablehlo.multiply %2824, %2824 : tensor<512xf32>
    %3427 = stablehlo.constant dense<0.0> : tensor<f32>
    %3428 = "stablehlo.reduce"(%3426, %3427) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3429 = stablehlo.add %3425, %3428 : tensor<f32>
    %3430 = stablehlo.multiply %2910, %2910 : tensor<1x1x256x512xf32>
    %3431 = stablehlo.constant dense<0.0> : tensor<f32>
    %3432 = "stablehlo.reduce"(%3430, %3431) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x512xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3433 = stablehlo.constant dense<0.0> : tensor<f32>
    %3434 = "stablehlo.reduce"(%3432, %3433) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3435 = stablehlo.add %3429, %3434 : tensor<f32>
    %3436 = stablehlo.multiply %2895, %2895 : tensor<512xf32>
    %3437 = stablehlo.constant dense<0.0> : tensor<f32>
    %3438 = "stablehlo.reduce"(%3436, %3437) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3439 = stablehlo.add %3435, %3438 : tensor<f32>
    %3440 = stablehlo.multiply %2892, %2892 : tensor<512xf32>
    %3441 = stablehlo.constant dense<0.0> : tensor<f32>
    %3442 = "stablehlo.reduce"(%3440, %3441) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3443 = stablehlo.add %3439, %3442 : tensor<f32>
    %3444 = stablehlo.multiply %2817, %2817 : tensor<1x1x512x128xf32>
    %3445 = stablehlo.constant dense<0.0> : tensor<f32>
    %3446 = "stablehlo.reduce"(%3444, %3445) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3447 = stablehlo.constant dense<0.0> : tensor<f32>
    %3448 = "stablehlo.reduce"(%3446, %3447) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3449 = stablehlo.add %3443, %3448 : tensor<f32>
    %3450 = stablehlo.multiply %2802, %2802 : tensor<128xf32>
    %3451 = stablehlo.constant dense<0.0> : tensor<f32>
    %3452 = "stablehlo.reduce"(%3450, %3451) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3453 = stablehlo.add %3449, %3452 : tensor<f32>
    %3454 = stablehlo.multiply %2799, %2799 : tensor<128xf32>
    %3455 = stablehlo.constant dense<0.0> : tensor<f32>
    %3456 = "stablehlo.reduce"(%3454, %3455) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3457 = stablehlo.add %3453, %3456 : tensor<f32>
    %3458 = stablehlo.multiply %2793, %2793 : tensor<3x3x128x128xf32>
    %3459 = stablehlo.constant dense<0.0> : tensor<f32>
    %3460 = "stablehlo.reduce"(%3458, %3459) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %3461 = stablehlo.constant dense<0.0> : tensor<f32>
    %3462 = "stablehlo.reduce"(%3460, %3461) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3463 = stablehlo.add %3457, %3462 : tensor<f32>
    %3464 = stablehlo.multiply %2778, %2778 : tensor<128xf32>
    %3465 = stablehlo.constant dense<0.0> : tensor<f32>
    %3466 = "stablehlo.reduce"(%3464, %3465) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3467 = stablehlo.add %3463, %3466 : tensor<f32>
    %3468 = stablehlo.multiply %2775, %2775 : tensor<128xf32>
    %3469 = stablehlo.constant dense<0.0> : tensor<f32>
    %3470 = "stablehlo.reduce"(%3468, %3469) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3471 = stablehlo.add %3467, %3470 : tensor<f32>
    %3472 = stablehlo.multiply %2769, %2769 : tensor<1x1x128x512xf32>
    %3473 = stablehlo.constant dense<0.0> : tensor<f32>
    %3474 = "stablehlo.reduce"(%3472, %3473) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %3475 = stablehlo.constant dense<0.0> : tensor<f32>
    %3476 = "stablehlo.reduce"(%3474, %3475) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %3477 = stablehlo.add %3471, %3476 : tensor<f32>
    %3478 = stablehlo.multiply %2754, %2754 : tensor<512xf32>
    %3479 = stablehlo.constant dense<0.0> : tensor<f32>
    %3480 = "stablehlo.reduce"(%3478, %3479) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3481 = stablehlo.add %3477, %3480 : tensor<f32>
    %3482 = stablehlo.multiply %2751, %2751 : tensor<512xf32>
    %3483 = stablehlo.constant dense<0.0> : tensor<f32>
    %3484 = "stablehlo.reduce"(%3482, %3483) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3485 = stablehlo.add %3481, %3484 : tensor<f32>
    %3486 = stablehlo.multiply %2744, %2744 : tensor<1x1x512x128xf32>
    %3487 = stablehlo.constant dense<0.0> : tensor<f32>
    %3488 = "stablehlo.reduce"(%3486, %3487) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3489 = stablehlo.constant dense<0.0> : tensor<f32>
    %3490 = "stablehlo.reduce"(%3488, %3489) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3491 = stablehlo.add %3485, %3490 : tensor<f32>
    %3492 = stablehlo.multiply %2729, %2729 : tensor<128xf32>
    %3493 = stablehlo.constant dense<0.0> : tensor<f32>
    %3494 = "stablehlo.reduce"(%3492, %3493) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3495 = stablehlo.add %3491, %3494 : tensor<f32>
    %3496 = stablehlo.multiply %2726, %2726 : tensor<128xf32>
    %3497 = stablehlo.constant dense<0.0> : tensor<f32>
    %3498 = "stablehlo.reduce"(%3496, %3497) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3499 = stablehlo.add %3495, %3498 : tensor<f32>
    %3500 = stablehlo.multiply %2720, %2720 : tensor<3x3x128x128xf32>
    %3501 = stablehlo.constant dense<0.0> : tensor<f32>
    %3502 = "stablehlo.reduce"(%3500, %3501) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %3503 = stablehlo.constant dense<0.0> : tensor<f32>
    %3504 = "stablehlo.reduce"(%3502, %3503) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3505 = stablehlo.add %3499, %3504 : tensor<f32>
    %3506 = stablehlo.multiply %2705, %2705 : tensor<128xf32>
    %3507 = stablehlo.constant dense<0.0> : tensor<f32>
    %3508 = "stablehlo.reduce"(%3506, %3507) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3509 = stablehlo.add %3505, %3508 : tensor<f32>
    %3510 = stablehlo.multiply %2702, %2702 : tensor<128xf32>
    %3511 = stablehlo.constant dense<0.0> : tensor<f32>
    %3512 = "stablehlo.reduce"(%3510, %3511) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3513 = stablehlo.add %3509, %3512 : tensor<f32>
    %3514 = stablehlo.multiply %2696, %2696 : tensor<1x1x128x512xf32>
    %3515 = stablehlo.constant dense<0.0> : tensor<f32>
    %3516 = "stablehlo.reduce"(%3514, %3515) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %3517 = stablehlo.constant dense<0.0> : tensor<f32>
    %3518 = "stablehlo.reduce"(%3516, %3517) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %3519 = stablehlo.add %3513, %3518 : tensor<f32>
    %3520 = stablehlo.multiply %2681, %2681 : tensor<512xf32>
    %3521 = stablehlo.constant dense<0.0> : tensor<f32>
    %3522 = "stablehlo.reduce"(%3520, %3521) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3523 = stablehlo.add %3519, %3522 : tensor<f32>
    %3524 = stablehlo.multiply %2678, %2678 : tensor<512xf32>
    %3525 = stablehlo.constant dense<0.0> : tensor<f32>
    %3526 = "stablehlo.reduce"(%3524, %3525) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3527 = stablehlo.add %3523, %3526 : tensor<f32>
    %3528 = stablehlo.multiply %2671, %2671 : tensor<1x1x512x128xf32>
    %3529 = stablehlo.constant dense<0.0> : tensor<f32>
    %3530 = "stablehlo.reduce"(%3528, %3529) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x128xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3531 = stablehlo.constant dense<0.0> : tensor<f32>
    %3532 = "stablehlo.reduce"(%3530, %3531) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3533 = stablehlo.add %3527, %3532 : tensor<f32>
    %3534 = stablehlo.multiply %2656, %2656 : tensor<128xf32>
    %3535 = stablehlo.constant dense<0.0> : tensor<f32>
    %3536 = "stablehlo.reduce"(%3534, %3535) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3537 = stablehlo.add %3533, %3536 : tensor<f32>
    %3538 = stablehlo.multiply %2653, %2653 : tensor<128xf32>
    %3539 = stablehlo.constant dense<0.0> : tensor<f32>
    %3540 = "stablehlo.reduce"(%3538, %3539) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3541 = stablehlo.add %3537, %3540 : tensor<f32>
    %3542 = stablehlo.multiply %2647, %2647 : tensor<3x3x128x128xf32>
    %3543 = stablehlo.constant dense<0.0> : tensor<f32>
    %3544 = "stablehlo.reduce"(%3542, %3543) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %3545 = stablehlo.constant dense<0.0> : tensor<f32>
    %3546 = "stablehlo.reduce"(%3544, %3545) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3547 = stablehlo.add %3541, %3546 : tensor<f32>
    %3548 = stablehlo.multiply %2632, %2632 : tensor<128xf32>
    %3549 = stablehlo.constant dense<0.0> : tensor<f32>
    %3550 = "stablehlo.reduce"(%3548, %3549) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3551 = stablehlo.add %3547, %3550 : tensor<f32>
    %3552 = stablehlo.multiply %2629, %2629 : tensor<128xf32>
    %3553 = stablehlo.constant dense<0.0> : tensor<f32>
    %3554 = "stablehlo.reduce"(%3552, %3553) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3555 = stablehlo.add %3551, %3554 : tensor<f32>
    %3556 = stablehlo.multiply %2623, %2623 : tensor<1x1x128x512xf32>
    %3557 = stablehlo.constant dense<0.0> : tensor<f32>
    %3558 = "stablehlo.reduce"(%3556, %3557) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x512xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %3559 = stablehlo.constant dense<0.0> : tensor<f32>
    %3560 = "stablehlo.reduce"(%3558, %3559) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %3561 = stablehlo.add %3555, %3560 : tensor<f32>
    %3562 = stablehlo.multiply %2608, %2608 : tensor<512xf32>
    %3563 = stablehlo.constant dense<0.0> : tensor<f32>
    %3564 = "stablehlo.reduce"(%3562, %3563) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3565 = stablehlo.add %3561, %3564 : tensor<f32>
    %3566 = stablehlo.multiply %2605, %2605 : tensor<512xf32>
    %3567 = stablehlo.constant dense<0.0> : tensor<f32>
    %3568 = "stablehlo.reduce"(%3566, %3567) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3569 = stablehlo.add %3565, %3568 : tensor<f32>
    %3570 = stablehlo.multiply %2578, %2578 : tensor<1x1x512x256xf32>
    %3571 = stablehlo.constant dense<0.0> : tensor<f32>
    %3572 = "stablehlo.reduce"(%3570, %3571) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x256xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3573 = stablehlo.constant dense<0.0> : tensor<f32>
    %3574 = "stablehlo.reduce"(%3572, %3573) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3575 = stablehlo.add %3569, %3574 : tensor<f32>
    %3576 = stablehlo.multiply %2563, %2563 : tensor<256xf32>
    %3577 = stablehlo.constant dense<0.0> : tensor<f32>
    %3578 = "stablehlo.reduce"(%3576, %3577) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3579 = stablehlo.add %3575, %3578 : tensor<f32>
    %3580 = stablehlo.multiply %2560, %2560 : tensor<256xf32>
    %3581 = stablehlo.constant dense<0.0> : tensor<f32>
    %3582 = "stablehlo.reduce"(%3580, %3581) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3583 = stablehlo.add %3579, %3582 : tensor<f32>
    %3584 = stablehlo.multiply %2554, %2554 : tensor<3x3x256x256xf32>
    %3585 = stablehlo.constant dense<0.0> : tensor<f32>
    %3586 = "stablehlo.reduce"(%3584, %3585) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3587 = stablehlo.constant dense<0.0> : tensor<f32>
    %3588 = "stablehlo.reduce"(%3586, %3587) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3589 = stablehlo.add %3583, %3588 : tensor<f32>
    %3590 = stablehlo.multiply %2539, %2539 : tensor<256xf32>
    %3591 = stablehlo.constant dense<0.0> : tensor<f32>
    %3592 = "stablehlo.reduce"(%3590, %3591) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3593 = stablehlo.add %3589, %3592 : tensor<f32>
    %3594 = stablehlo.multiply %2536, %2536 : tensor<256xf32>
    %3595 = stablehlo.constant dense<0.0> : tensor<f32>
    %3596 = "stablehlo.reduce"(%3594, %3595) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3597 = stablehlo.add %3593, %3596 : tensor<f32>
    %3598 = stablehlo.multiply %2530, %2530 : tensor<1x1x256x1024xf32>
    %3599 = stablehlo.constant dense<0.0> : tensor<f32>
    %3600 = "stablehlo.reduce"(%3598, %3599) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3601 = stablehlo.constant dense<0.0> : tensor<f32>
    %3602 = "stablehlo.reduce"(%3600, %3601) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3603 = stablehlo.add %3597, %3602 : tensor<f32>
    %3604 = stablehlo.multiply %2515, %2515 : tensor<1024xf32>
    %3605 = stablehlo.constant dense<0.0> : tensor<f32>
    %3606 = "stablehlo.reduce"(%3604, %3605) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3607 = stablehlo.add %3603, %3606 : tensor<f32>
    %3608 = stablehlo.multiply %2512, %2512 : tensor<1024xf32>
    %3609 = stablehlo.constant dense<0.0> : tensor<f32>
    %3610 = "stablehlo.reduce"(%3608, %3609) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3611 = stablehlo.add %3607, %3610 : tensor<f32>
    %3612 = stablehlo.multiply %2598, %2598 : tensor<1x1x512x1024xf32>
    %3613 = stablehlo.constant dense<0.0> : tensor<f32>
    %3614 = "stablehlo.reduce"(%3612, %3613) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x1024xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3615 = stablehlo.constant dense<0.0> : tensor<f32>
    %3616 = "stablehlo.reduce"(%3614, %3615) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3617 = stablehlo.add %3611, %3616 : tensor<f32>
    %3618 = stablehlo.multiply %2583, %2583 : tensor<1024xf32>
    %3619 = stablehlo.constant dense<0.0> : tensor<f32>
    %3620 = "stablehlo.reduce"(%3618, %3619) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3621 = stablehlo.add %3617, %3620 : tensor<f32>
    %3622 = stablehlo.multiply %2580, %2580 : tensor<1024xf32>
    %3623 = stablehlo.constant dense<0.0> : tensor<f32>
    %3624 = "stablehlo.reduce"(%3622, %3623) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3625 = stablehlo.add %3621, %3624 : tensor<f32>
    %3626 = stablehlo.multiply %2505, %2505 : tensor<1x1x1024x256xf32>
    %3627 = stablehlo.constant dense<0.0> : tensor<f32>
    %3628 = "stablehlo.reduce"(%3626, %3627) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3629 = stablehlo.constant dense<0.0> : tensor<f32>
    %3630 = "stablehlo.reduce"(%3628, %3629) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3631 = stablehlo.add %3625, %3630 : tensor<f32>
    %3632 = stablehlo.multiply %2490, %2490 : tensor<256xf32>
    %3633 = stablehlo.constant dense<0.0> : tensor<f32>
    %3634 = "stablehlo.reduce"(%3632, %3633) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3635 = stablehlo.add %3631, %3634 : tensor<f32>
    %3636 = stablehlo.multiply %2487, %2487 : tensor<256xf32>
    %3637 = stablehlo.constant dense<0.0> : tensor<f32>
    %3638 = "stablehlo.reduce"(%3636, %3637) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3639 = stablehlo.add %3635, %3638 : tensor<f32>
    %3640 = stablehlo.multiply %2481, %2481 : tensor<3x3x256x256xf32>
    %3641 = stablehlo.constant dense<0.0> : tensor<f32>
    %3642 = "stablehlo.reduce"(%3640, %3641) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3643 = stablehlo.constant dense<0.0> : tensor<f32>
    %3644 = "stablehlo.reduce"(%3642, %3643) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3645 = stablehlo.add %3639, %3644 : tensor<f32>
    %3646 = stablehlo.multiply %2466, %2466 : tensor<256xf32>
    %3647 = stablehlo.constant dense<0.0> : tensor<f32>
    %3648 = "stablehlo.reduce"(%3646, %3647) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3649 = stablehlo.add %3645, %3648 : tensor<f32>
    %3650 = stablehlo.multiply %2463, %2463 : tensor<256xf32>
    %3651 = stablehlo.constant dense<0.0> : tensor<f32>
    %3652 = "stablehlo.reduce"(%3650, %3651) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3653 = stablehlo.add %3649, %3652 : tensor<f32>
    %3654 = stablehlo.multiply %2457, %2457 : tensor<1x1x256x1024xf32>
    %3655 = stablehlo.constant dense<0.0> : tensor<f32>
    %3656 = "stablehlo.reduce"(%3654, %3655) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3657 = stablehlo.constant dense<0.0> : tensor<f32>
    %3658 = "stablehlo.reduce"(%3656, %3657) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3659 = stablehlo.add %3653, %3658 : tensor<f32>
    %3660 = stablehlo.multiply %2442, %2442 : tensor<1024xf32>
    %3661 = stablehlo.constant dense<0.0> : tensor<f32>
    %3662 = "stablehlo.reduce"(%3660, %3661) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3663 = stablehlo.add %3659, %3662 : tensor<f32>
    %3664 = stablehlo.multiply %2439, %2439 : tensor<1024xf32>
    %3665 = stablehlo.constant dense<0.0> : tensor<f32>
    %3666 = "stablehlo.reduce"(%3664, %3665) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3667 = stablehlo.add %3663, %3666 : tensor<f32>
    %3668 = stablehlo.multiply %2432, %2432 : tensor<1x1x1024x256xf32>
    %3669 = stablehlo.constant dense<0.0> : tensor<f32>
    %3670 = "stablehlo.reduce"(%3668, %3669) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3671 = stablehlo.constant dense<0.0> : tensor<f32>
    %3672 = "stablehlo.reduce"(%3670, %3671) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3673 = stablehlo.add %3667, %3672 : tensor<f32>
    %3674 = stablehlo.multiply %2417, %2417 : tensor<256xf32>
    %3675 = stablehlo.constant dense<0.0> : tensor<f32>
    %3676 = "stablehlo.reduce"(%3674, %3675) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3677 = stablehlo.add %3673, %3676 : tensor<f32>
    %3678 = stablehlo.multiply %2414, %2414 : tensor<256xf32>
    %3679 = stablehlo.constant dense<0.0> : tensor<f32>
    %3680 = "stablehlo.reduce"(%3678, %3679) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3681 = stablehlo.add %3677, %3680 : tensor<f32>
    %3682 = stablehlo.multiply %2408, %2408 : tensor<3x3x256x256xf32>
    %3683 = stablehlo.constant dense<0.0> : tensor<f32>
    %3684 = "stablehlo.reduce"(%3682, %3683) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3685 = stablehlo.constant dense<0.0> : tensor<f32>
    %3686 = "stablehlo.reduce"(%3684, %3685) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3687 = stablehlo.add %3681, %3686 : tensor<f32>
    %3688 = stablehlo.multiply %2393, %2393 : tensor<256xf32>
    %3689 = stablehlo.constant dense<0.0> : tensor<f32>
    %3690 = "stablehlo.reduce"(%3688, %3689) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3691 = stablehlo.add %3687, %3690 : tensor<f32>
    %3692 = stablehlo.multiply %2390, %2390 : tensor<256xf32>
    %3693 = stablehlo.constant dense<0.0> : tensor<f32>
    %3694 = "stablehlo.reduce"(%3692, %3693) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3695 = stablehlo.add %3691, %3694 : tensor<f32>
    %3696 = stablehlo.multiply %2384, %2384 : tensor<1x1x256x1024xf32>
    %3697 = stablehlo.constant dense<0.0> : tensor<f32>
    %3698 = "stablehlo.reduce"(%3696, %3697) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3699 = stablehlo.constant dense<0.0> : tensor<f32>
    %3700 = "stablehlo.reduce"(%3698, %3699) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3701 = stablehlo.add %3695, %3700 : tensor<f32>
    %3702 = stablehlo.multiply %2369, %2369 : tensor<1024xf32>
    %3703 = stablehlo.constant dense<0.0> : tensor<f32>
    %3704 = "stablehlo.reduce"(%3702, %3703) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3705 = stablehlo.add %3701, %3704 : tensor<f32>
    %3706 = stablehlo.multiply %2366, %2366 : tensor<1024xf32>
    %3707 = stablehlo.constant dense<0.0> : tensor<f32>
    %3708 = "stablehlo.reduce"(%3706, %3707) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3709 = stablehlo.add %3705, %3708 : tensor<f32>
    %3710 = stablehlo.multiply %2359, %2359 : tensor<1x1x1024x256xf32>
    %3711 = stablehlo.constant dense<0.0> : tensor<f32>
    %3712 = "stablehlo.reduce"(%3710, %3711) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3713 = stablehlo.constant dense<0.0> : tensor<f32>
    %3714 = "stablehlo.reduce"(%3712, %3713) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3715 = stablehlo.add %3709, %3714 : tensor<f32>
    %3716 = stablehlo.multiply %2344, %2344 : tensor<256xf32>
    %3717 = stablehlo.constant dense<0.0> : tensor<f32>
    %3718 = "stablehlo.reduce"(%3716, %3717) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3719 = stablehlo.add %3715, %3718 : tensor<f32>
    %3720 = stablehlo.multiply %2341, %2341 : tensor<256xf32>
    %3721 = stablehlo.constant dense<0.0> : tensor<f32>
    %3722 = "stablehlo.reduce"(%3720, %3721) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3723 = stablehlo.add %3719, %3722 : tensor<f32>
    %3724 = stablehlo.multiply %2335, %2335 : tensor<3x3x256x256xf32>
    %3725 = stablehlo.constant dense<0.0> : tensor<f32>
    %3726 = "stablehlo.reduce"(%3724, %3725) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3727 = stablehlo.constant dense<0.0> : tensor<f32>
    %3728 = "stablehlo.reduce"(%3726, %3727) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3729 = stablehlo.add %3723, %3728 : tensor<f32>
    %3730 = stablehlo.multiply %2320, %2320 : tensor<256xf32>
    %3731 = stablehlo.constant dense<0.0> : tensor<f32>
    %3732 = "stablehlo.reduce"(%3730, %3731) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3733 = stablehlo.add %3729, %3732 : tensor<f32>
    %3734 = stablehlo.multiply %2317, %2317 : tensor<256xf32>
    %3735 = stablehlo.constant dense<0.0> : tensor<f32>
    %3736 = "stablehlo.reduce"(%3734, %3735) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3737 = stablehlo.add %3733, %3736 : tensor<f32>
    %3738 = stablehlo.multiply %2311, %2311 : tensor<1x1x256x1024xf32>
    %3739 = stablehlo.constant dense<0.0> : tensor<f32>
    %3740 = "stablehlo.reduce"(%3738, %3739) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3741 = stablehlo.constant dense<0.0> : tensor<f32>
    %3742 = "stablehlo.reduce"(%3740, %3741) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3743 = stablehlo.add %3737, %3742 : tensor<f32>
    %3744 = stablehlo.multiply %2296, %2296 : tensor<1024xf32>
    %3745 = stablehlo.constant dense<0.0> : tensor<f32>
    %3746 = "stablehlo.reduce"(%3744, %3745) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3747 = stablehlo.add %3743, %3746 : tensor<f32>
    %3748 = stablehlo.multiply %2293, %2293 : tensor<1024xf32>
    %3749 = stablehlo.constant dense<0.0> : tensor<f32>
    %3750 = "stablehlo.reduce"(%3748, %3749) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3751 = stablehlo.add %3747, %3750 : tensor<f32>
    %3752 = stablehlo.multiply %2286, %2286 : tensor<1x1x1024x256xf32>
    %3753 = stablehlo.constant dense<0.0> : tensor<f32>
    %3754 = "stablehlo.reduce"(%3752, %3753) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3755 = stablehlo.constant dense<0.0> : tensor<f32>
    %3756 = "stablehlo.reduce"(%3754, %3755) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3757 = stablehlo.add %3751, %3756 : tensor<f32>
    %3758 = stablehlo.multiply %2271, %2271 : tensor<256xf32>
    %3759 = stablehlo.constant dense<0.0> : tensor<f32>
    %3760 = "stablehlo.reduce"(%3758, %3759) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3761 = stablehlo.add %3757, %3760 : tensor<f32>
    %3762 = stablehlo.multiply %2268, %2268 : tensor<256xf32>
    %3763 = stablehlo.constant dense<0.0> : tensor<f32>
    %3764 = "stablehlo.reduce"(%3762, %3763) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3765 = stablehlo.add %3761, %3764 : tensor<f32>
    %3766 = stablehlo.multiply %2262, %2262 : tensor<3x3x256x256xf32>
    %3767 = stablehlo.constant dense<0.0> : tensor<f32>
    %3768 = "stablehlo.reduce"(%3766, %3767) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3769 = stablehlo.constant dense<0.0> : tensor<f32>
    %3770 = "stablehlo.reduce"(%3768, %3769) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3771 = stablehlo.add %3765, %3770 : tensor<f32>
    %3772 = stablehlo.multiply %2247, %2247 : tensor<256xf32>
    %3773 = stablehlo.constant dense<0.0> : tensor<f32>
    %3774 = "stablehlo.reduce"(%3772, %3773) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3775 = stablehlo.add %3771, %3774 : tensor<f32>
    %3776 = stablehlo.multiply %2244, %2244 : tensor<256xf32>
    %3777 = stablehlo.constant dense<0.0> : tensor<f32>
    %3778 = "stablehlo.reduce"(%3776, %3777) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3779 = stablehlo.add %3775, %3778 : tensor<f32>
    %3780 = stablehlo.multiply %2238, %2238 : tensor<1x1x256x1024xf32>
    %3781 = stablehlo.constant dense<0.0> : tensor<f32>
    %3782 = "stablehlo.reduce"(%3780, %3781) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3783 = stablehlo.constant dense<0.0> : tensor<f32>
    %3784 = "stablehlo.reduce"(%3782, %3783) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3785 = stablehlo.add %3779, %3784 : tensor<f32>
    %3786 = stablehlo.multiply %2223, %2223 : tensor<1024xf32>
    %3787 = stablehlo.constant dense<0.0> : tensor<f32>
    %3788 = "stablehlo.reduce"(%3786, %3787) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3789 = stablehlo.add %3785, %3788 : tensor<f32>
    %3790 = stablehlo.multiply %2220, %2220 : tensor<1024xf32>
    %3791 = stablehlo.constant dense<0.0> : tensor<f32>
    %3792 = "stablehlo.reduce"(%3790, %3791) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3793 = stablehlo.add %3789, %3792 : tensor<f32>
    %3794 = stablehlo.multiply %2213, %2213 : tensor<1x1x1024x256xf32>
    %3795 = stablehlo.constant dense<0.0> : tensor<f32>
    %3796 = "stablehlo.reduce"(%3794, %3795) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x256xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3797 = stablehlo.constant dense<0.0> : tensor<f32>
    %3798 = "stablehlo.reduce"(%3796, %3797) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3799 = stablehlo.add %3793, %3798 : tensor<f32>
    %3800 = stablehlo.multiply %2198, %2198 : tensor<256xf32>
    %3801 = stablehlo.constant dense<0.0> : tensor<f32>
    %3802 = "stablehlo.reduce"(%3800, %3801) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3803 = stablehlo.add %3799, %3802 : tensor<f32>
    %3804 = stablehlo.multiply %2195, %2195 : tensor<256xf32>
    %3805 = stablehlo.constant dense<0.0> : tensor<f32>
    %3806 = "stablehlo.reduce"(%3804, %3805) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3807 = stablehlo.add %3803, %3806 : tensor<f32>
    %3808 = stablehlo.multiply %2189, %2189 : tensor<3x3x256x256xf32>
    %3809 = stablehlo.constant dense<0.0> : tensor<f32>
    %3810 = "stablehlo.reduce"(%3808, %3809) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3811 = stablehlo.constant dense<0.0> : tensor<f32>
    %3812 = "stablehlo.reduce"(%3810, %3811) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3813 = stablehlo.add %3807, %3812 : tensor<f32>
    %3814 = stablehlo.multiply %2174, %2174 : tensor<256xf32>
    %3815 = stablehlo.constant dense<0.0> : tensor<f32>
    %3816 = "stablehlo.reduce"(%3814, %3815) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3817 = stablehlo.add %3813, %3816 : tensor<f32>
    %3818 = stablehlo.multiply %2171, %2171 : tensor<256xf32>
    %3819 = stablehlo.constant dense<0.0> : tensor<f32>
    %3820 = "stablehlo.reduce"(%3818, %3819) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3821 = stablehlo.add %3817, %3820 : tensor<f32>
    %3822 = stablehlo.multiply %2165, %2165 : tensor<1x1x256x1024xf32>
    %3823 = stablehlo.constant dense<0.0> : tensor<f32>
    %3824 = "stablehlo.reduce"(%3822, %3823) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x1024xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3825 = stablehlo.constant dense<0.0> : tensor<f32>
    %3826 = "stablehlo.reduce"(%3824, %3825) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3827 = stablehlo.add %3821, %3826 : tensor<f32>
    %3828 = stablehlo.multiply %2150, %2150 : tensor<1024xf32>
    %3829 = stablehlo.constant dense<0.0> : tensor<f32>
    %3830 = "stablehlo.reduce"(%3828, %3829) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3831 = stablehlo.add %3827, %3830 : tensor<f32>
    %3832 = stablehlo.multiply %2147, %2147 : tensor<1024xf32>
    %3833 = stablehlo.constant dense<0.0> : tensor<f32>
    %3834 = "stablehlo.reduce"(%3832, %3833) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %3835 = stablehlo.add %3831, %3834 : tensor<f32>
    %3836 = stablehlo.multiply %2120, %2120 : tensor<1x1x1024x512xf32>
    %3837 = stablehlo.constant dense<0.0> : tensor<f32>
    %3838 = "stablehlo.reduce"(%3836, %3837) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x512xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3839 = stablehlo.constant dense<0.0> : tensor<f32>
    %3840 = "stablehlo.reduce"(%3838, %3839) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3841 = stablehlo.add %3835, %3840 : tensor<f32>
    %3842 = stablehlo.multiply %2105, %2105 : tensor<512xf32>
    %3843 = stablehlo.constant dense<0.0> : tensor<f32>
    %3844 = "stablehlo.reduce"(%3842, %3843) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3845 = stablehlo.add %3841, %3844 : tensor<f32>
    %3846 = stablehlo.multiply %2102, %2102 : tensor<512xf32>
    %3847 = stablehlo.constant dense<0.0> : tensor<f32>
    %3848 = "stablehlo.reduce"(%3846, %3847) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3849 = stablehlo.add %3845, %3848 : tensor<f32>
    %3850 = stablehlo.multiply %2096, %2096 : tensor<3x3x512x512xf32>
    %3851 = stablehlo.constant dense<0.0> : tensor<f32>
    %3852 = "stablehlo.reduce"(%3850, %3851) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3853 = stablehlo.constant dense<0.0> : tensor<f32>
    %3854 = "stablehlo.reduce"(%3852, %3853) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3855 = stablehlo.add %3849, %3854 : tensor<f32>
    %3856 = stablehlo.multiply %2081, %2081 : tensor<512xf32>
    %3857 = stablehlo.constant dense<0.0> : tensor<f32>
    %3858 = "stablehlo.reduce"(%3856, %3857) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3859 = stablehlo.add %3855, %3858 : tensor<f32>
    %3860 = stablehlo.multiply %2078, %2078 : tensor<512xf32>
    %3861 = stablehlo.constant dense<0.0> : tensor<f32>
    %3862 = "stablehlo.reduce"(%3860, %3861) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3863 = stablehlo.add %3859, %3862 : tensor<f32>
    %3864 = stablehlo.multiply %2072, %2072 : tensor<1x1x512x2048xf32>
    %3865 = stablehlo.constant dense<0.0> : tensor<f32>
    %3866 = "stablehlo.reduce"(%3864, %3865) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3867 = stablehlo.constant dense<0.0> : tensor<f32>
    %3868 = "stablehlo.reduce"(%3866, %3867) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3869 = stablehlo.add %3863, %3868 : tensor<f32>
    %3870 = stablehlo.multiply %2057, %2057 : tensor<2048xf32>
    %3871 = stablehlo.constant dense<0.0> : tensor<f32>
    %3872 = "stablehlo.reduce"(%3870, %3871) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3873 = stablehlo.add %3869, %3872 : tensor<f32>
    %3874 = stablehlo.multiply %2054, %2054 : tensor<2048xf32>
    %3875 = stablehlo.constant dense<0.0> : tensor<f32>
    %3876 = "stablehlo.reduce"(%3874, %3875) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3877 = stablehlo.add %3873, %3876 : tensor<f32>
    %3878 = stablehlo.multiply %2140, %2140 : tensor<1x1x1024x2048xf32>
    %3879 = stablehlo.constant dense<0.0> : tensor<f32>
    %3880 = "stablehlo.reduce"(%3878, %3879) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x1024x2048xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
    %3881 = stablehlo.constant dense<0.0> : tensor<f32>
    %3882 = "stablehlo.reduce"(%3880, %3881) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<f32>
    %3883 = stablehlo.add %3877, %3882 : tensor<f32>
    %3884 = stablehlo.multiply %2125, %2125 : tensor<2048xf32>
    %3885 = stablehlo.constant dense<0.0> : tensor<f32>
    %3886 = "stablehlo.reduce"(%3884, %3885) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3887 = stablehlo.add %3883, %3886 : tensor<f32>
    %3888 = stablehlo.multiply %2122, %2122 : tensor<2048xf32>
    %3889 = stablehlo.constant dense<0.0> : tensor<f32>
    %3890 = "stablehlo.reduce"(%3888, %3889) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3891 = stablehlo.add %3887, %3890 : tensor<f32>
    %3892 = stablehlo.multiply %2047, %2047 : tensor<1x1x2048x512xf32>
    %3893 = stablehlo.constant dense<0.0> : tensor<f32>
    %3894 = "stablehlo.reduce"(%3892, %3893) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2048x512xf32>, tensor<f32>) -> tensor<1x1x2048xf32>
    %3895 = stablehlo.constant dense<0.0> : tensor<f32>
    %3896 = "stablehlo.reduce"(%3894, %3895) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<f32>
    %3897 = stablehlo.add %3891, %3896 : tensor<f32>
    %3898 = stablehlo.multiply %2032, %2032 : tensor<512xf32>
    %3899 = stablehlo.constant dense<0.0> : tensor<f32>
    %3900 = "stablehlo.reduce"(%3898, %3899) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3901 = stablehlo.add %3897, %3900 : tensor<f32>
    %3902 = stablehlo.multiply %2029, %2029 : tensor<512xf32>
    %3903 = stablehlo.constant dense<0.0> : tensor<f32>
    %3904 = "stablehlo.reduce"(%3902, %3903) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3905 = stablehlo.add %3901, %3904 : tensor<f32>
    %3906 = stablehlo.multiply %2023, %2023 : tensor<3x3x512x512xf32>
    %3907 = stablehlo.constant dense<0.0> : tensor<f32>
    %3908 = "stablehlo.reduce"(%3906, %3907) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3909 = stablehlo.constant dense<0.0> : tensor<f32>
    %3910 = "stablehlo.reduce"(%3908, %3909) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3911 = stablehlo.add %3905, %3910 : tensor<f32>
    %3912 = stablehlo.multiply %2008, %2008 : tensor<512xf32>
    %3913 = stablehlo.constant dense<0.0> : tensor<f32>
    %3914 = "stablehlo.reduce"(%3912, %3913) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3915 = stablehlo.add %3911, %3914 : tensor<f32>
    %3916 = stablehlo.multiply %2005, %2005 : tensor<512xf32>
    %3917 = stablehlo.constant dense<0.0> : tensor<f32>
    %3918 = "stablehlo.reduce"(%3916, %3917) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3919 = stablehlo.add %3915, %3918 : tensor<f32>
    %3920 = stablehlo.multiply %1999, %1999 : tensor<1x1x512x2048xf32>
    %3921 = stablehlo.constant dense<0.0> : tensor<f32>
    %3922 = "stablehlo.reduce"(%3920, %3921) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3923 = stablehlo.constant dense<0.0> : tensor<f32>
    %3924 = "stablehlo.reduce"(%3922, %3923) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3925 = stablehlo.add %3919, %3924 : tensor<f32>
    %3926 = stablehlo.multiply %1984, %1984 : tensor<2048xf32>
    %3927 = stablehlo.constant dense<0.0> : tensor<f32>
    %3928 = "stablehlo.reduce"(%3926, %3927) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3929 = stablehlo.add %3925, %3928 : tensor<f32>
    %3930 = stablehlo.multiply %1981, %1981 : tensor<2048xf32>
    %3931 = stablehlo.constant dense<0.0> : tensor<f32>
    %3932 = "stablehlo.reduce"(%3930, %3931) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3933 = stablehlo.add %3929, %3932 : tensor<f32>
    %3934 = stablehlo.multiply %1974, %1974 : tensor<1x1x2048x512xf32>
    %3935 = stablehlo.constant dense<0.0> : tensor<f32>
    %3936 = "stablehlo.reduce"(%3934, %3935) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2048x512xf32>, tensor<f32>) -> tensor<1x1x2048xf32>
    %3937 = stablehlo.constant dense<0.0> : tensor<f32>
    %3938 = "stablehlo.reduce"(%3936, %3937) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<f32>
    %3939 = stablehlo.add %3933, %3938 : tensor<f32>
    %3940 = stablehlo.multiply %1959, %1959 : tensor<512xf32>
    %3941 = stablehlo.constant dense<0.0> : tensor<f32>
    %3942 = "stablehlo.reduce"(%3940, %3941) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3943 = stablehlo.add %3939, %3942 : tensor<f32>
    %3944 = stablehlo.multiply %1956, %1956 : tensor<512xf32>
    %3945 = stablehlo.constant dense<0.0> : tensor<f32>
    %3946 = "stablehlo.reduce"(%3944, %3945) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3947 = stablehlo.add %3943, %3946 : tensor<f32>
    %3948 = stablehlo.multiply %1950, %1950 : tensor<3x3x512x512xf32>
    %3949 = stablehlo.constant dense<0.0> : tensor<f32>
    %3950 = "stablehlo.reduce"(%3948, %3949) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3951 = stablehlo.constant dense<0.0> : tensor<f32>
    %3952 = "stablehlo.reduce"(%3950, %3951) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3953 = stablehlo.add %3947, %3952 : tensor<f32>
    %3954 = stablehlo.multiply %1935, %1935 : tensor<512xf32>
    %3955 = stablehlo.constant dense<0.0> : tensor<f32>
    %3956 = "stablehlo.reduce"(%3954, %3955) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3957 = stablehlo.add %3953, %3956 : tensor<f32>
    %3958 = stablehlo.multiply %1932, %1932 : tensor<512xf32>
    %3959 = stablehlo.constant dense<0.0> : tensor<f32>
    %3960 = "stablehlo.reduce"(%3958, %3959) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3961 = stablehlo.add %3957, %3960 : tensor<f32>
    %3962 = stablehlo.multiply %1926, %1926 : tensor<1x1x512x2048xf32>
    %3963 = stablehlo.constant dense<0.0> : tensor<f32>
    %3964 = "stablehlo.reduce"(%3962, %3963) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x512x2048xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %3965 = stablehlo.constant dense<0.0> : tensor<f32>
    %3966 = "stablehlo.reduce"(%3964, %3965) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<f32>
    %3967 = stablehlo.add %3961, %3966 : tensor<f32>
    %3968 = stablehlo.multiply %1911, %1911 : tensor<2048xf32>
    %3969 = stablehlo.constant dense<0.0> : tensor<f32>
    %3970 = "stablehlo.reduce"(%3968, %3969) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3971 = stablehlo.add %3967, %3970 : tensor<f32>
    %3972 = stablehlo.multiply %1908, %1908 : tensor<2048xf32>
    %3973 = stablehlo.constant dense<0.0> : tensor<f32>
    %3974 = "stablehlo.reduce"(%3972, %3973) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3975 = stablehlo.add %3971, %3974 : tensor<f32>
    %3976 = stablehlo.multiply %1897, %1897 : tensor<2048x1000xf32>
    %3977 = stablehlo.constant dense<0.0> : tensor<f32>
    %3978 = "stablehlo.reduce"(%3976, %3977) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2048x1000xf32>, tensor<f32>) -> tensor<2048xf32>
    %3979 = stablehlo.constant dense<0.0> : tensor<f32>
    %3980 = "stablehlo.reduce"(%3978, %3979) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %3981 = stablehlo.add %3975, %3980 : tensor<f32>
    %3982 = stablehlo.multiply %1899, %1899 : tensor<1000xf32>
    %3983 = stablehlo.constant dense<0.0> : tensor<f32>
    %3984 = "stablehlo.reduce"(%3982, %3983) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %3985 = stablehlo.add %3981, %3984 : tensor<f32>
    %3986 = stablehlo.sqrt %3985 : tensor<f32>
    %3987 = stablehlo.constant dense<1.0> : tensor<f32>
    %3988 = "stablehlo.compare"(%3986, %3987) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3989 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3990 = stablehlo.divide %3234, %3989 : tensor<7x7x3x64xf32>
    %3991 = stablehlo.constant dense<1.0> : tensor<7x7x3x64xf32>
    %3992 = stablehlo.multiply %3990, %3991 : tensor<7x7x3x64xf32>
    %3993 = "stablehlo.select"(%3988, %3234, %3992) : (tensor<i1>, tensor<7x7x3x64xf32>, tensor<7x7x3x64xf32>) -> tensor<7x7x3x64xf32>
    %3994 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3995 = stablehlo.divide %3221, %3994 : tensor<64xf32>
    %3996 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3997 = stablehlo.multiply %3995, %3996 : tensor<64xf32>
    %3998 = "stablehlo.select"(%3988, %3221, %3997) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3999 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4000 = stablehlo.divide %3218, %3999 : tensor<64xf32>
    %4001 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4002 = stablehlo.multiply %4000, %4001 : tensor<64xf32>
    %4003 = "stablehlo.select"(%3988, %3218, %4002) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4004 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %4005 = stablehlo.divide %3129, %4004 : tensor<1x1x64x64xf32>
    %4006 = stablehlo.constant dense<1.0> : tensor<1x1x64x64xf32>
    %4007 = stablehlo.multiply %4005, %4006 : tensor<1x1x64x64xf32>
    %4008 = "stablehlo.select"(%3988, %3129, %4007) : (tensor<i1>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xf32>
    %4009 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4010 = stablehlo.divide %3114, %4009 : tensor<64xf32>
    %4011 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4012 = stablehlo.multiply %4010, %4011 : tensor<64xf32>
    %4013 = "stablehlo.select"(%3988, %3114, %4012) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4014 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4015 = stablehlo.divide %3111, %4014 : tensor<64xf32>
    %4016 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4017 = stablehlo.multiply %4015, %4016 : tensor<64xf32>
    %4018 = "stablehlo.select"(%3988, %3111, %4017) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4019 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4020 = stablehlo.divide %3105, %4019 : tensor<3x3x64x64xf32>
    %4021 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4022 = stablehlo.multiply %4020, %4021 : tensor<3x3x64x64xf32>
    %4023 = "stablehlo.select"(%3988, %3105, %4022) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4024 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4025 = stablehlo.divide %3090, %4024 : tensor<64xf32>
    %4026 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4027 = stablehlo.multiply %4025, %4026 : tensor<64xf32>
    %4028 = "stablehlo.select"(%3988, %3090, %4027) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4029 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4030 = stablehlo.divide %3087, %4029 : tensor<64xf32>
    %4031 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4032 = stablehlo.multiply %4030, %4031 : tensor<64xf32>
    %4033 = "stablehlo.select"(%3988, %3087, %4032) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4034 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4035 = stablehlo.divide %3081, %4034 : tensor<1x1x64x256xf32>
    %4036 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4037 = stablehlo.multiply %4035, %4036 : tensor<1x1x64x256xf32>
    %4038 = "stablehlo.select"(%3988, %3081, %4037) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4039 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4040 = stablehlo.divide %3066, %4039 : tensor<256xf32>
    %4041 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4042 = stablehlo.multiply %4040, %4041 : tensor<256xf32>
    %4043 = "stablehlo.select"(%3988, %3066, %4042) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4044 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4045 = stablehlo.divide %3063, %4044 : tensor<256xf32>
    %4046 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4047 = stablehlo.multiply %4045, %4046 : tensor<256xf32>
    %4048 = "stablehlo.select"(%3988, %3063, %4047) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4049 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4050 = stablehlo.divide %3149, %4049 : tensor<1x1x64x256xf32>
    %4051 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4052 = stablehlo.multiply %4050, %4051 : tensor<1x1x64x256xf32>
    %4053 = "stablehlo.select"(%3988, %3149, %4052) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4054 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4055 = stablehlo.divide %3134, %4054 : tensor<256xf32>
    %4056 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4057 = stablehlo.multiply %4055, %4056 : tensor<256xf32>
    %4058 = "stablehlo.select"(%3988, %3134, %4057) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4059 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4060 = stablehlo.divide %3131, %4059 : tensor<256xf32>
    %4061 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4062 = stablehlo.multiply %4060, %4061 : tensor<256xf32>
    %4063 = "stablehlo.select"(%3988, %3131, %4062) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4064 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %4065 = stablehlo.divide %3056, %4064 : tensor<1x1x256x64xf32>
    %4066 = stablehlo.constant dense<1.0> : tensor<1x1x256x64xf32>
    %4067 = stablehlo.multiply %4065, %4066 : tensor<1x1x256x64xf32>
    %4068 = "stablehlo.select"(%3988, %3056, %4067) : (tensor<i1>, tensor<1x1x256x64xf32>, tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %4069 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4070 = stablehlo.divide %3041, %4069 : tensor<64xf32>
    %4071 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4072 = stablehlo.multiply %4070, %4071 : tensor<64xf32>
    %4073 = "stablehlo.select"(%3988, %3041, %4072) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4074 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4075 = stablehlo.divide %3038, %4074 : tensor<64xf32>
    %4076 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4077 = stablehlo.multiply %4075, %4076 : tensor<64xf32>
    %4078 = "stablehlo.select"(%3988, %3038, %4077) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4079 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4080 = stablehlo.divide %3032, %4079 : tensor<3x3x64x64xf32>
    %4081 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4082 = stablehlo.multiply %4080, %4081 : tensor<3x3x64x64xf32>
    %4083 = "stablehlo.select"(%3988, %3032, %4082) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4084 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4085 = stablehlo.divide %3017, %4084 : tensor<64xf32>
    %4086 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4087 = stablehlo.multiply %4085, %4086 : tensor<64xf32>
    %4088 = "stablehlo.select"(%3988, %3017, %4087) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4089 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4090 = stablehlo.divide %3014, %4089 : tensor<64xf32>
    %4091 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4092 = stablehlo.multiply %4090, %4091 : tensor<64xf32>
    %4093 = "stablehlo.select"(%3988, %3014, %4092) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4094 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4095 = stablehlo.divide %3008, %4094 : tensor<1x1x64x256xf32>
    %4096 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4097 = stablehlo.multiply %4095, %4096 : tensor<1x1x64x256xf32>
    %4098 = "stablehlo.select"(%3988, %3008, %4097) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4099 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4100 = stablehlo.divide %2993, %4099 : tensor<256xf32>
    %4101 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4102 = stablehlo.multiply %4100, %4101 : tensor<256xf32>
    %4103 = "stablehlo.select"(%3988, %2993, %4102) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4104 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4105 = stablehlo.divide %2990, %4104 : tensor<256xf32>
    %4106 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4107 = stablehlo.multiply %4105, %4106 : tensor<256xf32>
    %4108 = "stablehlo.select"(%3988, %2990, %4107) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4109 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %4110 = stablehlo.divide %2983, %4109 : tensor<1x1x256x64xf32>
    %4111 = stablehlo.constant dense<1.0> : tensor<1x1x256x64xf32>
    %4112 = stablehlo.multiply %4110, %4111 : tensor<1x1x256x64xf32>
    %4113 = "stablehlo.select"(%3988, %2983, %4112) : (tensor<i1>, tensor<1x1x256x64xf32>, tensor<1x1x256x64xf32>) -> tensor<1x1x256x64xf32>
    %4114 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4115 = stablehlo.divide %2968, %4114 : tensor<64xf32>
    %4116 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4117 = stablehlo.multiply %4115, %4116 : tensor<64xf32>
    %4118 = "stablehlo.select"(%3988, %2968, %4117) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4119 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4120 = stablehlo.divide %2965, %4119 : tensor<64xf32>
    %4121 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4122 = stablehlo.multiply %4120, %4121 : tensor<64xf32>
    %4123 = "stablehlo.select"(%3988, %2965, %4122) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4124 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4125 = stablehlo.divide %2959, %4124 : tensor<3x3x64x64xf32>
    %4126 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %4127 = stablehlo.multiply %4125, %4126 : tensor<3x3x64x64xf32>
    %4128 = "stablehlo.select"(%3988, %2959, %4127) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %4129 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4130 = stablehlo.divide %2944, %4129 : tensor<64xf32>
    %4131 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4132 = stablehlo.multiply %4130, %4131 : tensor<64xf32>
    %4133 = "stablehlo.select"(%3988, %2944, %4132) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4134 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4135 = stablehlo.divide %2941, %4134 : tensor<64xf32>
    %4136 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %4137 = stablehlo.multiply %4135, %4136 : tensor<64xf32>
    %4138 = "stablehlo.select"(%3988, %2941, %4137) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4139 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4140 = stablehlo.divide %2935, %4139 : tensor<1x1x64x256xf32>
    %4141 = stablehlo.constant dense<1.0> : tensor<1x1x64x256xf32>
    %4142 = stablehlo.multiply %4140, %4141 : tensor<1x1x64x256xf32>
    %4143 = "stablehlo.select"(%3988, %2935, %4142) : (tensor<i1>, tensor<1x1x64x256xf32>, tensor<1x1x64x256xf32>) -> tensor<1x1x64x256xf32>
    %4144 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4145 = stablehlo.divide %2920, %4144 : tensor<256xf32>
    %4146 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4147 = stablehlo.multiply %4145, %4146 : tensor<256xf32>
    %4148 = "stablehlo.select"(%3988, %2920, %4147) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4149 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4150 = stablehlo.divide %2917, %4149 : tensor<256xf32>
    %4151 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4152 = stablehlo.multiply %4150, %4151 : tensor<256xf32>
    %4153 = "stablehlo.select"(%3988, %2917, %4152) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4154 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %4155 = stablehlo.divide %2890, %4154 : tensor<1x1x256x128xf32>
    %4156 = stablehlo.constant dense<1.0> : tensor<1x1x256x128xf32>
    %4157 = stablehlo.multiply %4155, %4156 : tensor<1x1x256x128xf32>
    %4158 = "stablehlo.select"(%3988, %2890, %4157) : (tensor<i1>, tensor<1x1x256x128xf32>, tensor<1x1x256x128xf32>) -> tensor<1x1x256x128xf32>
    %4159 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4160 = stablehlo.divide %2875, %4159 : tensor<128xf32>
    %4161 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4162 = stablehlo.multiply %4160, %4161 : tensor<128xf32>
    %4163 = "stablehlo.select"(%3988, %2875, %4162) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4164 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4165 = stablehlo.divide %2872, %4164 : tensor<128xf32>
    %4166 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4167 = stablehlo.multiply %4165, %4166 : tensor<128xf32>
    %4168 = "stablehlo.select"(%3988, %2872, %4167) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4169 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4170 = stablehlo.divide %2866, %4169 : tensor<3x3x128x128xf32>
    %4171 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4172 = stablehlo.multiply %4170, %4171 : tensor<3x3x128x128xf32>
    %4173 = "stablehlo.select"(%3988, %2866, %4172) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4174 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4175 = stablehlo.divide %2851, %4174 : tensor<128xf32>
    %4176 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4177 = stablehlo.multiply %4175, %4176 : tensor<128xf32>
    %4178 = "stablehlo.select"(%3988, %2851, %4177) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4179 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4180 = stablehlo.divide %2848, %4179 : tensor<128xf32>
    %4181 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4182 = stablehlo.multiply %4180, %4181 : tensor<128xf32>
    %4183 = "stablehlo.select"(%3988, %2848, %4182) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4184 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4185 = stablehlo.divide %2842, %4184 : tensor<1x1x128x512xf32>
    %4186 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4187 = stablehlo.multiply %4185, %4186 : tensor<1x1x128x512xf32>
    %4188 = "stablehlo.select"(%3988, %2842, %4187) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4189 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4190 = stablehlo.divide %2827, %4189 : tensor<512xf32>
    %4191 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4192 = stablehlo.multiply %4190, %4191 : tensor<512xf32>
    %4193 = "stablehlo.select"(%3988, %2827, %4192) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4194 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4195 = stablehlo.divide %2824, %4194 : tensor<512xf32>
    %4196 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4197 = stablehlo.multiply %4195, %4196 : tensor<512xf32>
    %4198 = "stablehlo.select"(%3988, %2824, %4197) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4199 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %4200 = stablehlo.divide %2910, %4199 : tensor<1x1x256x512xf32>
    %4201 = stablehlo.constant dense<1.0> : tensor<1x1x256x512xf32>
    %4202 = stablehlo.multiply %4200, %4201 : tensor<1x1x256x512xf32>
    %4203 = "stablehlo.select"(%3988, %2910, %4202) : (tensor<i1>, tensor<1x1x256x512xf32>, tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %4204 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4205 = stablehlo.divide %2895, %4204 : tensor<512xf32>
    %4206 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4207 = stablehlo.multiply %4205, %4206 : tensor<512xf32>
    %4208 = "stablehlo.select"(%3988, %2895, %4207) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4209 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4210 = stablehlo.divide %2892, %4209 : tensor<512xf32>
    %4211 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4212 = stablehlo.multiply %4210, %4211 : tensor<512xf32>
    %4213 = "stablehlo.select"(%3988, %2892, %4212) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4214 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4215 = stablehlo.divide %2817, %4214 : tensor<1x1x512x128xf32>
    %4216 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4217 = stablehlo.multiply %4215, %4216 : tensor<1x1x512x128xf32>
    %4218 = "stablehlo.select"(%3988, %2817, %4217) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4219 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4220 = stablehlo.divide %2802, %4219 : tensor<128xf32>
    %4221 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4222 = stablehlo.multiply %4220, %4221 : tensor<128xf32>
    %4223 = "stablehlo.select"(%3988, %2802, %4222) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4224 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4225 = stablehlo.divide %2799, %4224 : tensor<128xf32>
    %4226 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4227 = stablehlo.multiply %4225, %4226 : tensor<128xf32>
    %4228 = "stablehlo.select"(%3988, %2799, %4227) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4229 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4230 = stablehlo.divide %2793, %4229 : tensor<3x3x128x128xf32>
    %4231 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4232 = stablehlo.multiply %4230, %4231 : tensor<3x3x128x128xf32>
    %4233 = "stablehlo.select"(%3988, %2793, %4232) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4234 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4235 = stablehlo.divide %2778, %4234 : tensor<128xf32>
    %4236 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4237 = stablehlo.multiply %4235, %4236 : tensor<128xf32>
    %4238 = "stablehlo.select"(%3988, %2778, %4237) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4239 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4240 = stablehlo.divide %2775, %4239 : tensor<128xf32>
    %4241 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4242 = stablehlo.multiply %4240, %4241 : tensor<128xf32>
    %4243 = "stablehlo.select"(%3988, %2775, %4242) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4244 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4245 = stablehlo.divide %2769, %4244 : tensor<1x1x128x512xf32>
    %4246 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4247 = stablehlo.multiply %4245, %4246 : tensor<1x1x128x512xf32>
    %4248 = "stablehlo.select"(%3988, %2769, %4247) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4249 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4250 = stablehlo.divide %2754, %4249 : tensor<512xf32>
    %4251 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4252 = stablehlo.multiply %4250, %4251 : tensor<512xf32>
    %4253 = "stablehlo.select"(%3988, %2754, %4252) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4254 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4255 = stablehlo.divide %2751, %4254 : tensor<512xf32>
    %4256 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4257 = stablehlo.multiply %4255, %4256 : tensor<512xf32>
    %4258 = "stablehlo.select"(%3988, %2751, %4257) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4259 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4260 = stablehlo.divide %2744, %4259 : tensor<1x1x512x128xf32>
    %4261 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4262 = stablehlo.multiply %4260, %4261 : tensor<1x1x512x128xf32>
    %4263 = "stablehlo.select"(%3988, %2744, %4262) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4264 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4265 = stablehlo.divide %2729, %4264 : tensor<128xf32>
    %4266 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4267 = stablehlo.multiply %4265, %4266 : tensor<128xf32>
    %4268 = "stablehlo.select"(%3988, %2729, %4267) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4269 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4270 = stablehlo.divide %2726, %4269 : tensor<128xf32>
    %4271 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4272 = stablehlo.multiply %4270, %4271 : tensor<128xf32>
    %4273 = "stablehlo.select"(%3988, %2726, %4272) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4274 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4275 = stablehlo.divide %2720, %4274 : tensor<3x3x128x128xf32>
    %4276 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4277 = stablehlo.multiply %4275, %4276 : tensor<3x3x128x128xf32>
    %4278 = "stablehlo.select"(%3988, %2720, %4277) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4279 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4280 = stablehlo.divide %2705, %4279 : tensor<128xf32>
    %4281 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4282 = stablehlo.multiply %4280, %4281 : tensor<128xf32>
    %4283 = "stablehlo.select"(%3988, %2705, %4282) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4284 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4285 = stablehlo.divide %2702, %4284 : tensor<128xf32>
    %4286 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4287 = stablehlo.multiply %4285, %4286 : tensor<128xf32>
    %4288 = "stablehlo.select"(%3988, %2702, %4287) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4289 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4290 = stablehlo.divide %2696, %4289 : tensor<1x1x128x512xf32>
    %4291 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4292 = stablehlo.multiply %4290, %4291 : tensor<1x1x128x512xf32>
    %4293 = "stablehlo.select"(%3988, %2696, %4292) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4294 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4295 = stablehlo.divide %2681, %4294 : tensor<512xf32>
    %4296 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4297 = stablehlo.multiply %4295, %4296 : tensor<512xf32>
    %4298 = "stablehlo.select"(%3988, %2681, %4297) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4299 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4300 = stablehlo.divide %2678, %4299 : tensor<512xf32>
    %4301 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4302 = stablehlo.multiply %4300, %4301 : tensor<512xf32>
    %4303 = "stablehlo.select"(%3988, %2678, %4302) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4304 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %4305 = stablehlo.divide %2671, %4304 : tensor<1x1x512x128xf32>
    %4306 = stablehlo.constant dense<1.0> : tensor<1x1x512x128xf32>
    %4307 = stablehlo.multiply %4305, %4306 : tensor<1x1x512x128xf32>
    %4308 = "stablehlo.select"(%3988, %2671, %4307) : (tensor<i1>, tensor<1x1x512x128xf32>, tensor<1x1x512x128xf32>) -> tensor<1x1x512x128xf32>
    %4309 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4310 = stablehlo.divide %2656, %4309 : tensor<128xf32>
    %4311 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4312 = stablehlo.multiply %4310, %4311 : tensor<128xf32>
    %4313 = "stablehlo.select"(%3988, %2656, %4312) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4314 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4315 = stablehlo.divide %2653, %4314 : tensor<128xf32>
    %4316 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4317 = stablehlo.multiply %4315, %4316 : tensor<128xf32>
    %4318 = "stablehlo.select"(%3988, %2653, %4317) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4319 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4320 = stablehlo.divide %2647, %4319 : tensor<3x3x128x128xf32>
    %4321 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %4322 = stablehlo.multiply %4320, %4321 : tensor<3x3x128x128xf32>
    %4323 = "stablehlo.select"(%3988, %2647, %4322) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %4324 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4325 = stablehlo.divide %2632, %4324 : tensor<128xf32>
    %4326 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4327 = stablehlo.multiply %4325, %4326 : tensor<128xf32>
    %4328 = "stablehlo.select"(%3988, %2632, %4327) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4329 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4330 = stablehlo.divide %2629, %4329 : tensor<128xf32>
    %4331 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %4332 = stablehlo.multiply %4330, %4331 : tensor<128xf32>
    %4333 = "stablehlo.select"(%3988, %2629, %4332) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %4334 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %4335 = stablehlo.divide %2623, %4334 : tensor<1x1x128x512xf32>
    %4336 = stablehlo.constant dense<1.0> : tensor<1x1x128x512xf32>
    %4337 = stablehlo.multiply %4335, %4336 : tensor<1x1x128x512xf32>
    %4338 = "stablehlo.select"(%3988, %2623, %4337) : (tensor<i1>, tensor<1x1x128x512xf32>, tensor<1x1x128x512xf32>) -> tensor<1x1x128x512xf32>
    %4339 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4340 = stablehlo.divide %2608, %4339 : tensor<512xf32>
    %4341 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4342 = stablehlo.multiply %4340, %4341 : tensor<512xf32>
    %4343 = "stablehlo.select"(%3988, %2608, %4342) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4344 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4345 = stablehlo.divide %2605, %4344 : tensor<512xf32>
    %4346 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4347 = stablehlo.multiply %4345, %4346 : tensor<512xf32>
    %4348 = "stablehlo.select"(%3988, %2605, %4347) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4349 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %4350 = stablehlo.divide %2578, %4349 : tensor<1x1x512x256xf32>
    %4351 = stablehlo.constant dense<1.0> : tensor<1x1x512x256xf32>
    %4352 = stablehlo.multiply %4350, %4351 : tensor<1x1x512x256xf32>
    %4353 = "stablehlo.select"(%3988, %2578, %4352) : (tensor<i1>, tensor<1x1x512x256xf32>, tensor<1x1x512x256xf32>) -> tensor<1x1x512x256xf32>
    %4354 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4355 = stablehlo.divide %2563, %4354 : tensor<256xf32>
    %4356 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4357 = stablehlo.multiply %4355, %4356 : tensor<256xf32>
    %4358 = "stablehlo.select"(%3988, %2563, %4357) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4359 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4360 = stablehlo.divide %2560, %4359 : tensor<256xf32>
    %4361 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4362 = stablehlo.multiply %4360, %4361 : tensor<256xf32>
    %4363 = "stablehlo.select"(%3988, %2560, %4362) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4364 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4365 = stablehlo.divide %2554, %4364 : tensor<3x3x256x256xf32>
    %4366 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4367 = stablehlo.multiply %4365, %4366 : tensor<3x3x256x256xf32>
    %4368 = "stablehlo.select"(%3988, %2554, %4367) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4369 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4370 = stablehlo.divide %2539, %4369 : tensor<256xf32>
    %4371 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4372 = stablehlo.multiply %4370, %4371 : tensor<256xf32>
    %4373 = "stablehlo.select"(%3988, %2539, %4372) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4374 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4375 = stablehlo.divide %2536, %4374 : tensor<256xf32>
    %4376 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4377 = stablehlo.multiply %4375, %4376 : tensor<256xf32>
    %4378 = "stablehlo.select"(%3988, %2536, %4377) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4379 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4380 = stablehlo.divide %2530, %4379 : tensor<1x1x256x1024xf32>
    %4381 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4382 = stablehlo.multiply %4380, %4381 : tensor<1x1x256x1024xf32>
    %4383 = "stablehlo.select"(%3988, %2530, %4382) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4384 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4385 = stablehlo.divide %2515, %4384 : tensor<1024xf32>
    %4386 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4387 = stablehlo.multiply %4385, %4386 : tensor<1024xf32>
    %4388 = "stablehlo.select"(%3988, %2515, %4387) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4389 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4390 = stablehlo.divide %2512, %4389 : tensor<1024xf32>
    %4391 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4392 = stablehlo.multiply %4390, %4391 : tensor<1024xf32>
    %4393 = "stablehlo.select"(%3988, %2512, %4392) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4394 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %4395 = stablehlo.divide %2598, %4394 : tensor<1x1x512x1024xf32>
    %4396 = stablehlo.constant dense<1.0> : tensor<1x1x512x1024xf32>
    %4397 = stablehlo.multiply %4395, %4396 : tensor<1x1x512x1024xf32>
    %4398 = "stablehlo.select"(%3988, %2598, %4397) : (tensor<i1>, tensor<1x1x512x1024xf32>, tensor<1x1x512x1024xf32>) -> tensor<1x1x512x1024xf32>
    %4399 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4400 = stablehlo.divide %2583, %4399 : tensor<1024xf32>
    %4401 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4402 = stablehlo.multiply %4400, %4401 : tensor<1024xf32>
    %4403 = "stablehlo.select"(%3988, %2583, %4402) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4404 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4405 = stablehlo.divide %2580, %4404 : tensor<1024xf32>
    %4406 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4407 = stablehlo.multiply %4405, %4406 : tensor<1024xf32>
    %4408 = "stablehlo.select"(%3988, %2580, %4407) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4409 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %4410 = stablehlo.divide %2505, %4409 : tensor<1x1x1024x256xf32>
    %4411 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %4412 = stablehlo.multiply %4410, %4411 : tensor<1x1x1024x256xf32>
    %4413 = "stablehlo.select"(%3988, %2505, %4412) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %4414 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4415 = stablehlo.divide %2490, %4414 : tensor<256xf32>
    %4416 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4417 = stablehlo.multiply %4415, %4416 : tensor<256xf32>
    %4418 = "stablehlo.select"(%3988, %2490, %4417) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4419 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4420 = stablehlo.divide %2487, %4419 : tensor<256xf32>
    %4421 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4422 = stablehlo.multiply %4420, %4421 : tensor<256xf32>
    %4423 = "stablehlo.select"(%3988, %2487, %4422) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4424 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4425 = stablehlo.divide %2481, %4424 : tensor<3x3x256x256xf32>
    %4426 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4427 = stablehlo.multiply %4425, %4426 : tensor<3x3x256x256xf32>
    %4428 = "stablehlo.select"(%3988, %2481, %4427) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4429 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4430 = stablehlo.divide %2466, %4429 : tensor<256xf32>
    %4431 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4432 = stablehlo.multiply %4430, %4431 : tensor<256xf32>
    %4433 = "stablehlo.select"(%3988, %2466, %4432) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4434 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4435 = stablehlo.divide %2463, %4434 : tensor<256xf32>
    %4436 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4437 = stablehlo.multiply %4435, %4436 : tensor<256xf32>
    %4438 = "stablehlo.select"(%3988, %2463, %4437) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4439 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4440 = stablehlo.divide %2457, %4439 : tensor<1x1x256x1024xf32>
    %4441 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4442 = stablehlo.multiply %4440, %4441 : tensor<1x1x256x1024xf32>
    %4443 = "stablehlo.select"(%3988, %2457, %4442) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4444 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4445 = stablehlo.divide %2442, %4444 : tensor<1024xf32>
    %4446 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4447 = stablehlo.multiply %4445, %4446 : tensor<1024xf32>
    %4448 = "stablehlo.select"(%3988, %2442, %4447) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4449 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4450 = stablehlo.divide %2439, %4449 : tensor<1024xf32>
    %4451 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4452 = stablehlo.multiply %4450, %4451 : tensor<1024xf32>
    %4453 = "stablehlo.select"(%3988, %2439, %4452) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4454 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %4455 = stablehlo.divide %2432, %4454 : tensor<1x1x1024x256xf32>
    %4456 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %4457 = stablehlo.multiply %4455, %4456 : tensor<1x1x1024x256xf32>
    %4458 = "stablehlo.select"(%3988, %2432, %4457) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %4459 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4460 = stablehlo.divide %2417, %4459 : tensor<256xf32>
    %4461 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4462 = stablehlo.multiply %4460, %4461 : tensor<256xf32>
    %4463 = "stablehlo.select"(%3988, %2417, %4462) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4464 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4465 = stablehlo.divide %2414, %4464 : tensor<256xf32>
    %4466 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4467 = stablehlo.multiply %4465, %4466 : tensor<256xf32>
    %4468 = "stablehlo.select"(%3988, %2414, %4467) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4469 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4470 = stablehlo.divide %2408, %4469 : tensor<3x3x256x256xf32>
    %4471 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4472 = stablehlo.multiply %4470, %4471 : tensor<3x3x256x256xf32>
    %4473 = "stablehlo.select"(%3988, %2408, %4472) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4474 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4475 = stablehlo.divide %2393, %4474 : tensor<256xf32>
    %4476 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4477 = stablehlo.multiply %4475, %4476 : tensor<256xf32>
    %4478 = "stablehlo.select"(%3988, %2393, %4477) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4479 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4480 = stablehlo.divide %2390, %4479 : tensor<256xf32>
    %4481 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4482 = stablehlo.multiply %4480, %4481 : tensor<256xf32>
    %4483 = "stablehlo.select"(%3988, %2390, %4482) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4484 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4485 = stablehlo.divide %2384, %4484 : tensor<1x1x256x1024xf32>
    %4486 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4487 = stablehlo.multiply %4485, %4486 : tensor<1x1x256x1024xf32>
    %4488 = "stablehlo.select"(%3988, %2384, %4487) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4489 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4490 = stablehlo.divide %2369, %4489 : tensor<1024xf32>
    %4491 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4492 = stablehlo.multiply %4490, %4491 : tensor<1024xf32>
    %4493 = "stablehlo.select"(%3988, %2369, %4492) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4494 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4495 = stablehlo.divide %2366, %4494 : tensor<1024xf32>
    %4496 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4497 = stablehlo.multiply %4495, %4496 : tensor<1024xf32>
    %4498 = "stablehlo.select"(%3988, %2366, %4497) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4499 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %4500 = stablehlo.divide %2359, %4499 : tensor<1x1x1024x256xf32>
    %4501 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %4502 = stablehlo.multiply %4500, %4501 : tensor<1x1x1024x256xf32>
    %4503 = "stablehlo.select"(%3988, %2359, %4502) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %4504 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4505 = stablehlo.divide %2344, %4504 : tensor<256xf32>
    %4506 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4507 = stablehlo.multiply %4505, %4506 : tensor<256xf32>
    %4508 = "stablehlo.select"(%3988, %2344, %4507) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4509 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4510 = stablehlo.divide %2341, %4509 : tensor<256xf32>
    %4511 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4512 = stablehlo.multiply %4510, %4511 : tensor<256xf32>
    %4513 = "stablehlo.select"(%3988, %2341, %4512) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4514 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4515 = stablehlo.divide %2335, %4514 : tensor<3x3x256x256xf32>
    %4516 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4517 = stablehlo.multiply %4515, %4516 : tensor<3x3x256x256xf32>
    %4518 = "stablehlo.select"(%3988, %2335, %4517) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4519 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4520 = stablehlo.divide %2320, %4519 : tensor<256xf32>
    %4521 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4522 = stablehlo.multiply %4520, %4521 : tensor<256xf32>
    %4523 = "stablehlo.select"(%3988, %2320, %4522) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4524 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4525 = stablehlo.divide %2317, %4524 : tensor<256xf32>
    %4526 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4527 = stablehlo.multiply %4525, %4526 : tensor<256xf32>
    %4528 = "stablehlo.select"(%3988, %2317, %4527) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4529 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4530 = stablehlo.divide %2311, %4529 : tensor<1x1x256x1024xf32>
    %4531 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4532 = stablehlo.multiply %4530, %4531 : tensor<1x1x256x1024xf32>
    %4533 = "stablehlo.select"(%3988, %2311, %4532) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4534 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4535 = stablehlo.divide %2296, %4534 : tensor<1024xf32>
    %4536 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4537 = stablehlo.multiply %4535, %4536 : tensor<1024xf32>
    %4538 = "stablehlo.select"(%3988, %2296, %4537) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4539 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4540 = stablehlo.divide %2293, %4539 : tensor<1024xf32>
    %4541 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4542 = stablehlo.multiply %4540, %4541 : tensor<1024xf32>
    %4543 = "stablehlo.select"(%3988, %2293, %4542) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4544 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %4545 = stablehlo.divide %2286, %4544 : tensor<1x1x1024x256xf32>
    %4546 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %4547 = stablehlo.multiply %4545, %4546 : tensor<1x1x1024x256xf32>
    %4548 = "stablehlo.select"(%3988, %2286, %4547) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %4549 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4550 = stablehlo.divide %2271, %4549 : tensor<256xf32>
    %4551 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4552 = stablehlo.multiply %4550, %4551 : tensor<256xf32>
    %4553 = "stablehlo.select"(%3988, %2271, %4552) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4554 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4555 = stablehlo.divide %2268, %4554 : tensor<256xf32>
    %4556 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4557 = stablehlo.multiply %4555, %4556 : tensor<256xf32>
    %4558 = "stablehlo.select"(%3988, %2268, %4557) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4559 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4560 = stablehlo.divide %2262, %4559 : tensor<3x3x256x256xf32>
    %4561 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4562 = stablehlo.multiply %4560, %4561 : tensor<3x3x256x256xf32>
    %4563 = "stablehlo.select"(%3988, %2262, %4562) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4564 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4565 = stablehlo.divide %2247, %4564 : tensor<256xf32>
    %4566 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4567 = stablehlo.multiply %4565, %4566 : tensor<256xf32>
    %4568 = "stablehlo.select"(%3988, %2247, %4567) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4569 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4570 = stablehlo.divide %2244, %4569 : tensor<256xf32>
    %4571 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4572 = stablehlo.multiply %4570, %4571 : tensor<256xf32>
    %4573 = "stablehlo.select"(%3988, %2244, %4572) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4574 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4575 = stablehlo.divide %2238, %4574 : tensor<1x1x256x1024xf32>
    %4576 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4577 = stablehlo.multiply %4575, %4576 : tensor<1x1x256x1024xf32>
    %4578 = "stablehlo.select"(%3988, %2238, %4577) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4579 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4580 = stablehlo.divide %2223, %4579 : tensor<1024xf32>
    %4581 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4582 = stablehlo.multiply %4580, %4581 : tensor<1024xf32>
    %4583 = "stablehlo.select"(%3988, %2223, %4582) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4584 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4585 = stablehlo.divide %2220, %4584 : tensor<1024xf32>
    %4586 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4587 = stablehlo.multiply %4585, %4586 : tensor<1024xf32>
    %4588 = "stablehlo.select"(%3988, %2220, %4587) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4589 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %4590 = stablehlo.divide %2213, %4589 : tensor<1x1x1024x256xf32>
    %4591 = stablehlo.constant dense<1.0> : tensor<1x1x1024x256xf32>
    %4592 = stablehlo.multiply %4590, %4591 : tensor<1x1x1024x256xf32>
    %4593 = "stablehlo.select"(%3988, %2213, %4592) : (tensor<i1>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>) -> tensor<1x1x1024x256xf32>
    %4594 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4595 = stablehlo.divide %2198, %4594 : tensor<256xf32>
    %4596 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4597 = stablehlo.multiply %4595, %4596 : tensor<256xf32>
    %4598 = "stablehlo.select"(%3988, %2198, %4597) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4599 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4600 = stablehlo.divide %2195, %4599 : tensor<256xf32>
    %4601 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4602 = stablehlo.multiply %4600, %4601 : tensor<256xf32>
    %4603 = "stablehlo.select"(%3988, %2195, %4602) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4604 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4605 = stablehlo.divide %2189, %4604 : tensor<3x3x256x256xf32>
    %4606 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %4607 = stablehlo.multiply %4605, %4606 : tensor<3x3x256x256xf32>
    %4608 = "stablehlo.select"(%3988, %2189, %4607) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %4609 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4610 = stablehlo.divide %2174, %4609 : tensor<256xf32>
    %4611 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4612 = stablehlo.multiply %4610, %4611 : tensor<256xf32>
    %4613 = "stablehlo.select"(%3988, %2174, %4612) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4614 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4615 = stablehlo.divide %2171, %4614 : tensor<256xf32>
    %4616 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %4617 = stablehlo.multiply %4615, %4616 : tensor<256xf32>
    %4618 = "stablehlo.select"(%3988, %2171, %4617) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %4619 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %4620 = stablehlo.divide %2165, %4619 : tensor<1x1x256x1024xf32>
    %4621 = stablehlo.constant dense<1.0> : tensor<1x1x256x1024xf32>
    %4622 = stablehlo.multiply %4620, %4621 : tensor<1x1x256x1024xf32>
    %4623 = "stablehlo.select"(%3988, %2165, %4622) : (tensor<i1>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>) -> tensor<1x1x256x1024xf32>
    %4624 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4625 = stablehlo.divide %2150, %4624 : tensor<1024xf32>
    %4626 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4627 = stablehlo.multiply %4625, %4626 : tensor<1024xf32>
    %4628 = "stablehlo.select"(%3988, %2150, %4627) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4629 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %4630 = stablehlo.divide %2147, %4629 : tensor<1024xf32>
    %4631 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %4632 = stablehlo.multiply %4630, %4631 : tensor<1024xf32>
    %4633 = "stablehlo.select"(%3988, %2147, %4632) : (tensor<i1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %4634 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %4635 = stablehlo.divide %2120, %4634 : tensor<1x1x1024x512xf32>
    %4636 = stablehlo.constant dense<1.0> : tensor<1x1x1024x512xf32>
    %4637 = stablehlo.multiply %4635, %4636 : tensor<1x1x1024x512xf32>
    %4638 = "stablehlo.select"(%3988, %2120, %4637) : (tensor<i1>, tensor<1x1x1024x512xf32>, tensor<1x1x1024x512xf32>) -> tensor<1x1x1024x512xf32>
    %4639 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4640 = stablehlo.divide %2105, %4639 : tensor<512xf32>
    %4641 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4642 = stablehlo.multiply %4640, %4641 : tensor<512xf32>
    %4643 = "stablehlo.select"(%3988, %2105, %4642) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4644 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4645 = stablehlo.divide %2102, %4644 : tensor<512xf32>
    %4646 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4647 = stablehlo.multiply %4645, %4646 : tensor<512xf32>
    %4648 = "stablehlo.select"(%3988, %2102, %4647) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4649 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %4650 = stablehlo.divide %2096, %4649 : tensor<3x3x512x512xf32>
    %4651 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %4652 = stablehlo.multiply %4650, %4651 : tensor<3x3x512x512xf32>
    %4653 = "stablehlo.select"(%3988, %2096, %4652) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %4654 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4655 = stablehlo.divide %2081, %4654 : tensor<512xf32>
    %4656 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4657 = stablehlo.multiply %4655, %4656 : tensor<512xf32>
    %4658 = "stablehlo.select"(%3988, %2081, %4657) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4659 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4660 = stablehlo.divide %2078, %4659 : tensor<512xf32>
    %4661 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4662 = stablehlo.multiply %4660, %4661 : tensor<512xf32>
    %4663 = "stablehlo.select"(%3988, %2078, %4662) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4664 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %4665 = stablehlo.divide %2072, %4664 : tensor<1x1x512x2048xf32>
    %4666 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %4667 = stablehlo.multiply %4665, %4666 : tensor<1x1x512x2048xf32>
    %4668 = "stablehlo.select"(%3988, %2072, %4667) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %4669 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4670 = stablehlo.divide %2057, %4669 : tensor<2048xf32>
    %4671 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4672 = stablehlo.multiply %4670, %4671 : tensor<2048xf32>
    %4673 = "stablehlo.select"(%3988, %2057, %4672) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4674 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4675 = stablehlo.divide %2054, %4674 : tensor<2048xf32>
    %4676 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4677 = stablehlo.multiply %4675, %4676 : tensor<2048xf32>
    %4678 = "stablehlo.select"(%3988, %2054, %4677) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4679 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %4680 = stablehlo.divide %2140, %4679 : tensor<1x1x1024x2048xf32>
    %4681 = stablehlo.constant dense<1.0> : tensor<1x1x1024x2048xf32>
    %4682 = stablehlo.multiply %4680, %4681 : tensor<1x1x1024x2048xf32>
    %4683 = "stablehlo.select"(%3988, %2140, %4682) : (tensor<i1>, tensor<1x1x1024x2048xf32>, tensor<1x1x1024x2048xf32>) -> tensor<1x1x1024x2048xf32>
    %4684 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4685 = stablehlo.divide %2125, %4684 : tensor<2048xf32>
    %4686 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4687 = stablehlo.multiply %4685, %4686 : tensor<2048xf32>
    %4688 = "stablehlo.select"(%3988, %2125, %4687) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4689 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4690 = stablehlo.divide %2122, %4689 : tensor<2048xf32>
    %4691 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4692 = stablehlo.multiply %4690, %4691 : tensor<2048xf32>
    %4693 = "stablehlo.select"(%3988, %2122, %4692) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4694 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %4695 = stablehlo.divide %2047, %4694 : tensor<1x1x2048x512xf32>
    %4696 = stablehlo.constant dense<1.0> : tensor<1x1x2048x512xf32>
    %4697 = stablehlo.multiply %4695, %4696 : tensor<1x1x2048x512xf32>
    %4698 = "stablehlo.select"(%3988, %2047, %4697) : (tensor<i1>, tensor<1x1x2048x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %4699 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4700 = stablehlo.divide %2032, %4699 : tensor<512xf32>
    %4701 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4702 = stablehlo.multiply %4700, %4701 : tensor<512xf32>
    %4703 = "stablehlo.select"(%3988, %2032, %4702) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4704 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4705 = stablehlo.divide %2029, %4704 : tensor<512xf32>
    %4706 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4707 = stablehlo.multiply %4705, %4706 : tensor<512xf32>
    %4708 = "stablehlo.select"(%3988, %2029, %4707) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4709 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %4710 = stablehlo.divide %2023, %4709 : tensor<3x3x512x512xf32>
    %4711 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %4712 = stablehlo.multiply %4710, %4711 : tensor<3x3x512x512xf32>
    %4713 = "stablehlo.select"(%3988, %2023, %4712) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %4714 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4715 = stablehlo.divide %2008, %4714 : tensor<512xf32>
    %4716 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4717 = stablehlo.multiply %4715, %4716 : tensor<512xf32>
    %4718 = "stablehlo.select"(%3988, %2008, %4717) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4719 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4720 = stablehlo.divide %2005, %4719 : tensor<512xf32>
    %4721 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4722 = stablehlo.multiply %4720, %4721 : tensor<512xf32>
    %4723 = "stablehlo.select"(%3988, %2005, %4722) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4724 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %4725 = stablehlo.divide %1999, %4724 : tensor<1x1x512x2048xf32>
    %4726 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %4727 = stablehlo.multiply %4725, %4726 : tensor<1x1x512x2048xf32>
    %4728 = "stablehlo.select"(%3988, %1999, %4727) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %4729 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4730 = stablehlo.divide %1984, %4729 : tensor<2048xf32>
    %4731 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4732 = stablehlo.multiply %4730, %4731 : tensor<2048xf32>
    %4733 = "stablehlo.select"(%3988, %1984, %4732) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4734 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4735 = stablehlo.divide %1981, %4734 : tensor<2048xf32>
    %4736 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4737 = stablehlo.multiply %4735, %4736 : tensor<2048xf32>
    %4738 = "stablehlo.select"(%3988, %1981, %4737) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4739 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %4740 = stablehlo.divide %1974, %4739 : tensor<1x1x2048x512xf32>
    %4741 = stablehlo.constant dense<1.0> : tensor<1x1x2048x512xf32>
    %4742 = stablehlo.multiply %4740, %4741 : tensor<1x1x2048x512xf32>
    %4743 = "stablehlo.select"(%3988, %1974, %4742) : (tensor<i1>, tensor<1x1x2048x512xf32>, tensor<1x1x2048x512xf32>) -> tensor<1x1x2048x512xf32>
    %4744 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4745 = stablehlo.divide %1959, %4744 : tensor<512xf32>
    %4746 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4747 = stablehlo.multiply %4745, %4746 : tensor<512xf32>
    %4748 = "stablehlo.select"(%3988, %1959, %4747) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4749 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4750 = stablehlo.divide %1956, %4749 : tensor<512xf32>
    %4751 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4752 = stablehlo.multiply %4750, %4751 : tensor<512xf32>
    %4753 = "stablehlo.select"(%3988, %1956, %4752) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4754 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %4755 = stablehlo.divide %1950, %4754 : tensor<3x3x512x512xf32>
    %4756 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %4757 = stablehlo.multiply %4755, %4756 : tensor<3x3x512x512xf32>
    %4758 = "stablehlo.select"(%3988, %1950, %4757) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %4759 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4760 = stablehlo.divide %1935, %4759 : tensor<512xf32>
    %4761 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4762 = stablehlo.multiply %4760, %4761 : tensor<512xf32>
    %4763 = "stablehlo.select"(%3988, %1935, %4762) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4764 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4765 = stablehlo.divide %1932, %4764 : tensor<512xf32>
    %4766 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %4767 = stablehlo.multiply %4765, %4766 : tensor<512xf32>
    %4768 = "stablehlo.select"(%3988, %1932, %4767) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %4769 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %4770 = stablehlo.divide %1926, %4769 : tensor<1x1x512x2048xf32>
    %4771 = stablehlo.constant dense<1.0> : tensor<1x1x512x2048xf32>
    %4772 = stablehlo.multiply %4770, %4771 : tensor<1x1x512x2048xf32>
    %4773 = "stablehlo.select"(%3988, %1926, %4772) : (tensor<i1>, tensor<1x1x512x2048xf32>, tensor<1x1x512x2048xf32>) -> tensor<1x1x512x2048xf32>
    %4774 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4775 = stablehlo.divide %1911, %4774 : tensor<2048xf32>
    %4776 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4777 = stablehlo.multiply %4775, %4776 : tensor<2048xf32>
    %4778 = "stablehlo.select"(%3988, %1911, %4777) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4779 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %4780 = stablehlo.divide %1908, %4779 : tensor<2048xf32>
    %4781 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %4782 = stablehlo.multiply %4780, %4781 : tensor<2048xf32>
    %4783 = "stablehlo.select"(%3988, %1908, %4782) : (tensor<i1>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %4784 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %4785 = stablehlo.divide %1897, %4784 : tensor<2048x1000xf32>
    %4786 = stablehlo.constant dense<1.0> : tensor<2048x1000xf32>
    %4787 = stablehlo.multiply %4785, %4786 : tensor<2048x1000xf32>
    %4788 = "stablehlo.select"(%3988, %1897, %4787) : (tensor<i1>, tensor<2048x1000xf32>, tensor<2048x1000xf32>) -> tensor<2048x1000xf32>
    %4789 = "stablehlo.broadcast_in_dim"(%3986) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %4790 = stablehlo.divide %1899, %4789 : tensor<1000xf32>
    %4791 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %4792 = stablehlo.multiply %4790, %4791 : tensor<1000xf32>
    %4793 = "stablehlo.select"(%3988, %1899, %4792) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %4794 = stablehlo.constant dense<0.9> : tensor<7x7x3x64xf32>
    %4795 = stablehlo.multiply %4794, %m.conv1.w : tensor<7x7x3x64xf32>
    %4796 = stablehlo.constant dense<0.1> : tensor<7x7x3x64xf32>
    %4797 = stablehlo.multiply %4796, %3993 : tensor<7x7x3x64xf32>
    %4798 = stablehlo.add %4795, %4797 : tensor<7x7x3x64xf32>
    %4799 = stablehlo.constant dense<0.999> : tensor<7x7x3x64xf32>
    %4800 = stablehlo.multiply %4799, %v.conv1.w : tensor<7x7x3x64xf32>
    %4801 = stablehlo.constant dense<0.001> : tensor<7x7x3x64xf32>
    %4802 = stablehlo.multiply %3993, %3993 : tensor<7x7x3x64xf32>
    %4803 = stablehlo.multiply %4801, %4802 : tensor<7x7x3x64xf32>
    %4804 = stablehlo.add %4800, %4803 : tensor<7x7x3x64xf32>
    %4805 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %4806 = stablehlo.divide %4798, %4805 : tensor<7x7x3x64xf32>
    %4807 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %4808 = stablehlo.divide %4804, %4807 : tensor<7x7x3x64xf32>
    %4809 = stablehlo.sqrt %4808 : tensor<7x7x3x64xf32>
    %4810 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x64xf32>
    %4811 = stablehlo.add %4809, %4810 : tensor<7x7x3x64xf32>
    %4812 = stablehlo.divide %4806, %4811 : tensor<7x7x3x64xf32>
    %4813 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4814 = stablehlo.multiply %4813, %m.bn1.g : tensor<64xf32>
    %4815 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4816 = stablehlo.multiply %4815, %3998 : tensor<64xf32>
    %4817 = stablehlo.add %4814, %4816 : tensor<64xf32>
    %4818 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4819 = stablehlo.multiply %4818, %v.bn1.g : tensor<64xf32>
    %4820 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4821 = stablehlo.multiply %3998, %3998 : tensor<64xf32>
    %4822 = stablehlo.multiply %4820, %4821 : tensor<64xf32>
    %4823 = stablehlo.add %4819, %4822 : tensor<64xf32>
    %4824 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4825 = stablehlo.divide %4817, %4824 : tensor<64xf32>
    %4826 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4827 = stablehlo.divide %4823, %4826 : tensor<64xf32>
    %4828 = stablehlo.sqrt %4827 : tensor<64xf32>
    %4829 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4830 = stablehlo.add %4828, %4829 : tensor<64xf32>
    %4831 = stablehlo.divide %4825, %4830 : tensor<64xf32>
    %4832 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4833 = stablehlo.multiply %4832, %m.bn1.b : tensor<64xf32>
    %4834 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4835 = stablehlo.multiply %4834, %4003 : tensor<64xf32>
    %4836 = stablehlo.add %4833, %4835 : tensor<64xf32>
    %4837 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4838 = stablehlo.multiply %4837, %v.bn1.b : tensor<64xf32>
    %4839 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4840 = stablehlo.multiply %4003, %4003 : tensor<64xf32>
    %4841 = stablehlo.multiply %4839, %4840 : tensor<64xf32>
    %4842 = stablehlo.add %4838, %4841 : tensor<64xf32>
    %4843 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4844 = stablehlo.divide %4836, %4843 : tensor<64xf32>
    %4845 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4846 = stablehlo.divide %4842, %4845 : tensor<64xf32>
    %4847 = stablehlo.sqrt %4846 : tensor<64xf32>
    %4848 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4849 = stablehlo.add %4847, %4848 : tensor<64xf32>
    %4850 = stablehlo.divide %4844, %4849 : tensor<64xf32>
    %4851 = stablehlo.constant dense<0.9> : tensor<1x1x64x64xf32>
    %4852 = stablehlo.multiply %4851, %m.layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %4853 = stablehlo.constant dense<0.1> : tensor<1x1x64x64xf32>
    %4854 = stablehlo.multiply %4853, %4008 : tensor<1x1x64x64xf32>
    %4855 = stablehlo.add %4852, %4854 : tensor<1x1x64x64xf32>
    %4856 = stablehlo.constant dense<0.999> : tensor<1x1x64x64xf32>
    %4857 = stablehlo.multiply %4856, %v.layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %4858 = stablehlo.constant dense<0.001> : tensor<1x1x64x64xf32>
    %4859 = stablehlo.multiply %4008, %4008 : tensor<1x1x64x64xf32>
    %4860 = stablehlo.multiply %4858, %4859 : tensor<1x1x64x64xf32>
    %4861 = stablehlo.add %4857, %4860 : tensor<1x1x64x64xf32>
    %4862 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %4863 = stablehlo.divide %4855, %4862 : tensor<1x1x64x64xf32>
    %4864 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %4865 = stablehlo.divide %4861, %4864 : tensor<1x1x64x64xf32>
    %4866 = stablehlo.sqrt %4865 : tensor<1x1x64x64xf32>
    %4867 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x64xf32>
    %4868 = stablehlo.add %4866, %4867 : tensor<1x1x64x64xf32>
    %4869 = stablehlo.divide %4863, %4868 : tensor<1x1x64x64xf32>
    %4870 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4871 = stablehlo.multiply %4870, %m.layer1.0.bn1.g : tensor<64xf32>
    %4872 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4873 = stablehlo.multiply %4872, %4013 : tensor<64xf32>
    %4874 = stablehlo.add %4871, %4873 : tensor<64xf32>
    %4875 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4876 = stablehlo.multiply %4875, %v.layer1.0.bn1.g : tensor<64xf32>
    %4877 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4878 = stablehlo.multiply %4013, %4013 : tensor<64xf32>
    %4879 = stablehlo.multiply %4877, %4878 : tensor<64xf32>
    %4880 = stablehlo.add %4876, %4879 : tensor<64xf32>
    %4881 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4882 = stablehlo.divide %4874, %4881 : tensor<64xf32>
    %4883 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4884 = stablehlo.divide %4880, %4883 : tensor<64xf32>
    %4885 = stablehlo.sqrt %4884 : tensor<64xf32>
    %4886 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4887 = stablehlo.add %4885, %4886 : tensor<64xf32>
    %4888 = stablehlo.divide %4882, %4887 : tensor<64xf32>
    %4889 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4890 = stablehlo.multiply %4889, %m.layer1.0.bn1.b : tensor<64xf32>
    %4891 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4892 = stablehlo.multiply %4891, %4018 : tensor<64xf32>
    %4893 = stablehlo.add %4890, %4892 : tensor<64xf32>
    %4894 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4895 = stablehlo.multiply %4894, %v.layer1.0.bn1.b : tensor<64xf32>
    %4896 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4897 = stablehlo.multiply %4018, %4018 : tensor<64xf32>
    %4898 = stablehlo.multiply %4896, %4897 : tensor<64xf32>
    %4899 = stablehlo.add %4895, %4898 : tensor<64xf32>
    %4900 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4901 = stablehlo.divide %4893, %4900 : tensor<64xf32>
    %4902 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4903 = stablehlo.divide %4899, %4902 : tensor<64xf32>
    %4904 = stablehlo.sqrt %4903 : tensor<64xf32>
    %4905 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4906 = stablehlo.add %4904, %4905 : tensor<64xf32>
    %4907 = stablehlo.divide %4901, %4906 : tensor<64xf32>
    %4908 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %4909 = stablehlo.multiply %4908, %m.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %4910 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %4911 = stablehlo.multiply %4910, %4023 : tensor<3x3x64x64xf32>
    %4912 = stablehlo.add %4909, %4911 : tensor<3x3x64x64xf32>
    %4913 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %4914 = stablehlo.multiply %4913, %v.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %4915 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %4916 = stablehlo.multiply %4023, %4023 : tensor<3x3x64x64xf32>
    %4917 = stablehlo.multiply %4915, %4916 : tensor<3x3x64x64xf32>
    %4918 = stablehlo.add %4914, %4917 : tensor<3x3x64x64xf32>
    %4919 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4920 = stablehlo.divide %4912, %4919 : tensor<3x3x64x64xf32>
    %4921 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4922 = stablehlo.divide %4918, %4921 : tensor<3x3x64x64xf32>
    %4923 = stablehlo.sqrt %4922 : tensor<3x3x64x64xf32>
    %4924 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %4925 = stablehlo.add %4923, %4924 : tensor<3x3x64x64xf32>
    %4926 = stablehlo.divide %4920, %4925 : tensor<3x3x64x64xf32>
    %4927 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4928 = stablehlo.multiply %4927, %m.layer1.0.bn2.g : tensor<64xf32>
    %4929 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4930 = stablehlo.multiply %4929, %4028 : tensor<64xf32>
    %4931 = stablehlo.add %4928, %4930 : tensor<64xf32>
    %4932 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4933 = stablehlo.multiply %4932, %v.layer1.0.bn2.g : tensor<64xf32>
    %4934 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4935 = stablehlo.multiply %4028, %4028 : tensor<64xf32>
    %4936 = stablehlo.multiply %4934, %4935 : tensor<64xf32>
    %4937 = stablehlo.add %4933, %4936 : tensor<64xf32>
    %4938 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4939 = stablehlo.divide %4931, %4938 : tensor<64xf32>
    %4940 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4941 = stablehlo.divide %4937, %4940 : tensor<64xf32>
    %4942 = stablehlo.sqrt %4941 : tensor<64xf32>
    %4943 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4944 = stablehlo.add %4942, %4943 : tensor<64xf32>
    %4945 = stablehlo.divide %4939, %4944 : tensor<64xf32>
    %4946 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4947 = stablehlo.multiply %4946, %m.layer1.0.bn2.b : tensor<64xf32>
    %4948 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4949 = stablehlo.multiply %4948, %4033 : tensor<64xf32>
    %4950 = stablehlo.add %4947, %4949 : tensor<64xf32>
    %4951 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4952 = stablehlo.multiply %4951, %v.layer1.0.bn2.b : tensor<64xf32>
    %4953 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4954 = stablehlo.multiply %4033, %4033 : tensor<64xf32>
    %4955 = stablehlo.multiply %4953, %4954 : tensor<64xf32>
    %4956 = stablehlo.add %4952, %4955 : tensor<64xf32>
    %4957 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4958 = stablehlo.divide %4950, %4957 : tensor<64xf32>
    %4959 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4960 = stablehlo.divide %4956, %4959 : tensor<64xf32>
    %4961 = stablehlo.sqrt %4960 : tensor<64xf32>
    %4962 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4963 = stablehlo.add %4961, %4962 : tensor<64xf32>
    %4964 = stablehlo.divide %4958, %4963 : tensor<64xf32>
    %4965 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %4966 = stablehlo.multiply %4965, %m.layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %4967 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %4968 = stablehlo.multiply %4967, %4038 : tensor<1x1x64x256xf32>
    %4969 = stablehlo.add %4966, %4968 : tensor<1x1x64x256xf32>
    %4970 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %4971 = stablehlo.multiply %4970, %v.layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %4972 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %4973 = stablehlo.multiply %4038, %4038 : tensor<1x1x64x256xf32>
    %4974 = stablehlo.multiply %4972, %4973 : tensor<1x1x64x256xf32>
    %4975 = stablehlo.add %4971, %4974 : tensor<1x1x64x256xf32>
    %4976 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4977 = stablehlo.divide %4969, %4976 : tensor<1x1x64x256xf32>
    %4978 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %4979 = stablehlo.divide %4975, %4978 : tensor<1x1x64x256xf32>
    %4980 = stablehlo.sqrt %4979 : tensor<1x1x64x256xf32>
    %4981 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %4982 = stablehlo.add %4980, %4981 : tensor<1x1x64x256xf32>
    %4983 = stablehlo.divide %4977, %4982 : tensor<1x1x64x256xf32>
    %4984 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4985 = stablehlo.multiply %4984, %m.layer1.0.bn3.g : tensor<256xf32>
    %4986 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4987 = stablehlo.multiply %4986, %4043 : tensor<256xf32>
    %4988 = stablehlo.add %4985, %4987 : tensor<256xf32>
    %4989 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4990 = stablehlo.multiply %4989, %v.layer1.0.bn3.g : tensor<256xf32>
    %4991 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4992 = stablehlo.multiply %4043, %4043 : tensor<256xf32>
    %4993 = stablehlo.multiply %4991, %4992 : tensor<256xf32>
    %4994 = stablehlo.add %4990, %4993 : tensor<256xf32>
    %4995 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4996 = stablehlo.divide %4988, %4995 : tensor<256xf32>
    %4997 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4998 = stablehlo.divide %4994, %4997 : tensor<256xf32>
    %4999 = stablehlo.sqrt %4998 : tensor<256xf32>
    %5000 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5001 = stablehlo.add %4999, %5000 : tensor<256xf32>
    %5002 = stablehlo.divide %4996, %5001 : tensor<256xf32>
    %5003 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5004 = stablehlo.multiply %5003, %m.layer1.0.bn3.b : tensor<256xf32>
    %5005 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5006 = stablehlo.multiply %5005, %4048 : tensor<256xf32>
    %5007 = stablehlo.add %5004, %5006 : tensor<256xf32>
    %5008 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5009 = stablehlo.multiply %5008, %v.layer1.0.bn3.b : tensor<256xf32>
    %5010 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5011 = stablehlo.multiply %4048, %4048 : tensor<256xf32>
    %5012 = stablehlo.multiply %5010, %5011 : tensor<256xf32>
    %5013 = stablehlo.add %5009, %5012 : tensor<256xf32>
    %5014 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5015 = stablehlo.divide %5007, %5014 : tensor<256xf32>
    %5016 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5017 = stablehlo.divide %5013, %5016 : tensor<256xf32>
    %5018 = stablehlo.sqrt %5017 : tensor<256xf32>
    %5019 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5020 = stablehlo.add %5018, %5019 : tensor<256xf32>
    %5021 = stablehlo.divide %5015, %5020 : tensor<256xf32>
    %5022 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5023 = stablehlo.multiply %5022, %m.layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %5024 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5025 = stablehlo.multiply %5024, %4053 : tensor<1x1x64x256xf32>
    %5026 = stablehlo.add %5023, %5025 : tensor<1x1x64x256xf32>
    %5027 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5028 = stablehlo.multiply %5027, %v.layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %5029 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5030 = stablehlo.multiply %4053, %4053 : tensor<1x1x64x256xf32>
    %5031 = stablehlo.multiply %5029, %5030 : tensor<1x1x64x256xf32>
    %5032 = stablehlo.add %5028, %5031 : tensor<1x1x64x256xf32>
    %5033 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5034 = stablehlo.divide %5026, %5033 : tensor<1x1x64x256xf32>
    %5035 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5036 = stablehlo.divide %5032, %5035 : tensor<1x1x64x256xf32>
    %5037 = stablehlo.sqrt %5036 : tensor<1x1x64x256xf32>
    %5038 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5039 = stablehlo.add %5037, %5038 : tensor<1x1x64x256xf32>
    %5040 = stablehlo.divide %5034, %5039 : tensor<1x1x64x256xf32>
    %5041 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5042 = stablehlo.multiply %5041, %m.layer1.0.downsample.1.g : tensor<256xf32>
    %5043 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5044 = stablehlo.multiply %5043, %4058 : tensor<256xf32>
    %5045 = stablehlo.add %5042, %5044 : tensor<256xf32>
    %5046 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5047 = stablehlo.multiply %5046, %v.layer1.0.downsample.1.g : tensor<256xf32>
    %5048 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5049 = stablehlo.multiply %4058, %4058 : tensor<256xf32>
    %5050 = stablehlo.multiply %5048, %5049 : tensor<256xf32>
    %5051 = stablehlo.add %5047, %5050 : tensor<256xf32>
    %5052 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5053 = stablehlo.divide %5045, %5052 : tensor<256xf32>
    %5054 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5055 = stablehlo.divide %5051, %5054 : tensor<256xf32>
    %5056 = stablehlo.sqrt %5055 : tensor<256xf32>
    %5057 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5058 = stablehlo.add %5056, %5057 : tensor<256xf32>
    %5059 = stablehlo.divide %5053, %5058 : tensor<256xf32>
    %5060 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5061 = stablehlo.multiply %5060, %m.layer1.0.downsample.1.b : tensor<256xf32>
    %5062 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5063 = stablehlo.multiply %5062, %4063 : tensor<256xf32>
    %5064 = stablehlo.add %5061, %5063 : tensor<256xf32>
    %5065 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5066 = stablehlo.multiply %5065, %v.layer1.0.downsample.1.b : tensor<256xf32>
    %5067 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5068 = stablehlo.multiply %4063, %4063 : tensor<256xf32>
    %5069 = stablehlo.multiply %5067, %5068 : tensor<256xf32>
    %5070 = stablehlo.add %5066, %5069 : tensor<256xf32>
    %5071 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5072 = stablehlo.divide %5064, %5071 : tensor<256xf32>
    %5073 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5074 = stablehlo.divide %5070, %5073 : tensor<256xf32>
    %5075 = stablehlo.sqrt %5074 : tensor<256xf32>
    %5076 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5077 = stablehlo.add %5075, %5076 : tensor<256xf32>
    %5078 = stablehlo.divide %5072, %5077 : tensor<256xf32>
    %5079 = stablehlo.constant dense<0.9> : tensor<1x1x256x64xf32>
    %5080 = stablehlo.multiply %5079, %m.layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %5081 = stablehlo.constant dense<0.1> : tensor<1x1x256x64xf32>
    %5082 = stablehlo.multiply %5081, %4068 : tensor<1x1x256x64xf32>
    %5083 = stablehlo.add %5080, %5082 : tensor<1x1x256x64xf32>
    %5084 = stablehlo.constant dense<0.999> : tensor<1x1x256x64xf32>
    %5085 = stablehlo.multiply %5084, %v.layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %5086 = stablehlo.constant dense<0.001> : tensor<1x1x256x64xf32>
    %5087 = stablehlo.multiply %4068, %4068 : tensor<1x1x256x64xf32>
    %5088 = stablehlo.multiply %5086, %5087 : tensor<1x1x256x64xf32>
    %5089 = stablehlo.add %5085, %5088 : tensor<1x1x256x64xf32>
    %5090 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5091 = stablehlo.divide %5083, %5090 : tensor<1x1x256x64xf32>
    %5092 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5093 = stablehlo.divide %5089, %5092 : tensor<1x1x256x64xf32>
    %5094 = stablehlo.sqrt %5093 : tensor<1x1x256x64xf32>
    %5095 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x64xf32>
    %5096 = stablehlo.add %5094, %5095 : tensor<1x1x256x64xf32>
    %5097 = stablehlo.divide %5091, %5096 : tensor<1x1x256x64xf32>
    %5098 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5099 = stablehlo.multiply %5098, %m.layer1.1.bn1.g : tensor<64xf32>
    %5100 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5101 = stablehlo.multiply %5100, %4073 : tensor<64xf32>
    %5102 = stablehlo.add %5099, %5101 : tensor<64xf32>
    %5103 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5104 = stablehlo.multiply %5103, %v.layer1.1.bn1.g : tensor<64xf32>
    %5105 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5106 = stablehlo.multiply %4073, %4073 : tensor<64xf32>
    %5107 = stablehlo.multiply %5105, %5106 : tensor<64xf32>
    %5108 = stablehlo.add %5104, %5107 : tensor<64xf32>
    %5109 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5110 = stablehlo.divide %5102, %5109 : tensor<64xf32>
    %5111 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5112 = stablehlo.divide %5108, %5111 : tensor<64xf32>
    %5113 = stablehlo.sqrt %5112 : tensor<64xf32>
    %5114 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5115 = stablehlo.add %5113, %5114 : tensor<64xf32>
    %5116 = stablehlo.divide %5110, %5115 : tensor<64xf32>
    %5117 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5118 = stablehlo.multiply %5117, %m.layer1.1.bn1.b : tensor<64xf32>
    %5119 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5120 = stablehlo.multiply %5119, %4078 : tensor<64xf32>
    %5121 = stablehlo.add %5118, %5120 : tensor<64xf32>
    %5122 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5123 = stablehlo.multiply %5122, %v.layer1.1.bn1.b : tensor<64xf32>
    %5124 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5125 = stablehlo.multiply %4078, %4078 : tensor<64xf32>
    %5126 = stablehlo.multiply %5124, %5125 : tensor<64xf32>
    %5127 = stablehlo.add %5123, %5126 : tensor<64xf32>
    %5128 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5129 = stablehlo.divide %5121, %5128 : tensor<64xf32>
    %5130 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5131 = stablehlo.divide %5127, %5130 : tensor<64xf32>
    %5132 = stablehlo.sqrt %5131 : tensor<64xf32>
    %5133 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5134 = stablehlo.add %5132, %5133 : tensor<64xf32>
    %5135 = stablehlo.divide %5129, %5134 : tensor<64xf32>
    %5136 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %5137 = stablehlo.multiply %5136, %m.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5138 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %5139 = stablehlo.multiply %5138, %4083 : tensor<3x3x64x64xf32>
    %5140 = stablehlo.add %5137, %5139 : tensor<3x3x64x64xf32>
    %5141 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %5142 = stablehlo.multiply %5141, %v.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5143 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %5144 = stablehlo.multiply %4083, %4083 : tensor<3x3x64x64xf32>
    %5145 = stablehlo.multiply %5143, %5144 : tensor<3x3x64x64xf32>
    %5146 = stablehlo.add %5142, %5145 : tensor<3x3x64x64xf32>
    %5147 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5148 = stablehlo.divide %5140, %5147 : tensor<3x3x64x64xf32>
    %5149 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5150 = stablehlo.divide %5146, %5149 : tensor<3x3x64x64xf32>
    %5151 = stablehlo.sqrt %5150 : tensor<3x3x64x64xf32>
    %5152 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %5153 = stablehlo.add %5151, %5152 : tensor<3x3x64x64xf32>
    %5154 = stablehlo.divide %5148, %5153 : tensor<3x3x64x64xf32>
    %5155 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5156 = stablehlo.multiply %5155, %m.layer1.1.bn2.g : tensor<64xf32>
    %5157 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5158 = stablehlo.multiply %5157, %4088 : tensor<64xf32>
    %5159 = stablehlo.add %5156, %5158 : tensor<64xf32>
    %5160 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5161 = stablehlo.multiply %5160, %v.layer1.1.bn2.g : tensor<64xf32>
    %5162 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5163 = stablehlo.multiply %4088, %4088 : tensor<64xf32>
    %5164 = stablehlo.multiply %5162, %5163 : tensor<64xf32>
    %5165 = stablehlo.add %5161, %5164 : tensor<64xf32>
    %5166 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5167 = stablehlo.divide %5159, %5166 : tensor<64xf32>
    %5168 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5169 = stablehlo.divide %5165, %5168 : tensor<64xf32>
    %5170 = stablehlo.sqrt %5169 : tensor<64xf32>
    %5171 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5172 = stablehlo.add %5170, %5171 : tensor<64xf32>
    %5173 = stablehlo.divide %5167, %5172 : tensor<64xf32>
    %5174 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5175 = stablehlo.multiply %5174, %m.layer1.1.bn2.b : tensor<64xf32>
    %5176 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5177 = stablehlo.multiply %5176, %4093 : tensor<64xf32>
    %5178 = stablehlo.add %5175, %5177 : tensor<64xf32>
    %5179 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5180 = stablehlo.multiply %5179, %v.layer1.1.bn2.b : tensor<64xf32>
    %5181 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5182 = stablehlo.multiply %4093, %4093 : tensor<64xf32>
    %5183 = stablehlo.multiply %5181, %5182 : tensor<64xf32>
    %5184 = stablehlo.add %5180, %5183 : tensor<64xf32>
    %5185 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5186 = stablehlo.divide %5178, %5185 : tensor<64xf32>
    %5187 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5188 = stablehlo.divide %5184, %5187 : tensor<64xf32>
    %5189 = stablehlo.sqrt %5188 : tensor<64xf32>
    %5190 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5191 = stablehlo.add %5189, %5190 : tensor<64xf32>
    %5192 = stablehlo.divide %5186, %5191 : tensor<64xf32>
    %5193 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5194 = stablehlo.multiply %5193, %m.layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %5195 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5196 = stablehlo.multiply %5195, %4098 : tensor<1x1x64x256xf32>
    %5197 = stablehlo.add %5194, %5196 : tensor<1x1x64x256xf32>
    %5198 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5199 = stablehlo.multiply %5198, %v.layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %5200 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5201 = stablehlo.multiply %4098, %4098 : tensor<1x1x64x256xf32>
    %5202 = stablehlo.multiply %5200, %5201 : tensor<1x1x64x256xf32>
    %5203 = stablehlo.add %5199, %5202 : tensor<1x1x64x256xf32>
    %5204 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5205 = stablehlo.divide %5197, %5204 : tensor<1x1x64x256xf32>
    %5206 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5207 = stablehlo.divide %5203, %5206 : tensor<1x1x64x256xf32>
    %5208 = stablehlo.sqrt %5207 : tensor<1x1x64x256xf32>
    %5209 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5210 = stablehlo.add %5208, %5209 : tensor<1x1x64x256xf32>
    %5211 = stablehlo.divide %5205, %5210 : tensor<1x1x64x256xf32>
    %5212 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5213 = stablehlo.multiply %5212, %m.layer1.1.bn3.g : tensor<256xf32>
    %5214 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5215 = stablehlo.multiply %5214, %4103 : tensor<256xf32>
    %5216 = stablehlo.add %5213, %5215 : tensor<256xf32>
    %5217 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5218 = stablehlo.multiply %5217, %v.layer1.1.bn3.g : tensor<256xf32>
    %5219 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5220 = stablehlo.multiply %4103, %4103 : tensor<256xf32>
    %5221 = stablehlo.multiply %5219, %5220 : tensor<256xf32>
    %5222 = stablehlo.add %5218, %5221 : tensor<256xf32>
    %5223 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5224 = stablehlo.divide %5216, %5223 : tensor<256xf32>
    %5225 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5226 = stablehlo.divide %5222, %5225 : tensor<256xf32>
    %5227 = stablehlo.sqrt %5226 : tensor<256xf32>
    %5228 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5229 = stablehlo.add %5227, %5228 : tensor<256xf32>
    %5230 = stablehlo.divide %5224, %5229 : tensor<256xf32>
    %5231 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5232 = stablehlo.multiply %5231, %m.layer1.1.bn3.b : tensor<256xf32>
    %5233 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5234 = stablehlo.multiply %5233, %4108 : tensor<256xf32>
    %5235 = stablehlo.add %5232, %5234 : tensor<256xf32>
    %5236 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5237 = stablehlo.multiply %5236, %v.layer1.1.bn3.b : tensor<256xf32>
    %5238 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5239 = stablehlo.multiply %4108, %4108 : tensor<256xf32>
    %5240 = stablehlo.multiply %5238, %5239 : tensor<256xf32>
    %5241 = stablehlo.add %5237, %5240 : tensor<256xf32>
    %5242 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5243 = stablehlo.divide %5235, %5242 : tensor<256xf32>
    %5244 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5245 = stablehlo.divide %5241, %5244 : tensor<256xf32>
    %5246 = stablehlo.sqrt %5245 : tensor<256xf32>
    %5247 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5248 = stablehlo.add %5246, %5247 : tensor<256xf32>
    %5249 = stablehlo.divide %5243, %5248 : tensor<256xf32>
    %5250 = stablehlo.constant dense<0.9> : tensor<1x1x256x64xf32>
    %5251 = stablehlo.multiply %5250, %m.layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %5252 = stablehlo.constant dense<0.1> : tensor<1x1x256x64xf32>
    %5253 = stablehlo.multiply %5252, %4113 : tensor<1x1x256x64xf32>
    %5254 = stablehlo.add %5251, %5253 : tensor<1x1x256x64xf32>
    %5255 = stablehlo.constant dense<0.999> : tensor<1x1x256x64xf32>
    %5256 = stablehlo.multiply %5255, %v.layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %5257 = stablehlo.constant dense<0.001> : tensor<1x1x256x64xf32>
    %5258 = stablehlo.multiply %4113, %4113 : tensor<1x1x256x64xf32>
    %5259 = stablehlo.multiply %5257, %5258 : tensor<1x1x256x64xf32>
    %5260 = stablehlo.add %5256, %5259 : tensor<1x1x256x64xf32>
    %5261 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5262 = stablehlo.divide %5254, %5261 : tensor<1x1x256x64xf32>
    %5263 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %5264 = stablehlo.divide %5260, %5263 : tensor<1x1x256x64xf32>
    %5265 = stablehlo.sqrt %5264 : tensor<1x1x256x64xf32>
    %5266 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x64xf32>
    %5267 = stablehlo.add %5265, %5266 : tensor<1x1x256x64xf32>
    %5268 = stablehlo.divide %5262, %5267 : tensor<1x1x256x64xf32>
    %5269 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5270 = stablehlo.multiply %5269, %m.layer1.2.bn1.g : tensor<64xf32>
    %5271 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5272 = stablehlo.multiply %5271, %4118 : tensor<64xf32>
    %5273 = stablehlo.add %5270, %5272 : tensor<64xf32>
    %5274 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5275 = stablehlo.multiply %5274, %v.layer1.2.bn1.g : tensor<64xf32>
    %5276 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5277 = stablehlo.multiply %4118, %4118 : tensor<64xf32>
    %5278 = stablehlo.multiply %5276, %5277 : tensor<64xf32>
    %5279 = stablehlo.add %5275, %5278 : tensor<64xf32>
    %5280 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5281 = stablehlo.divide %5273, %5280 : tensor<64xf32>
    %5282 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5283 = stablehlo.divide %5279, %5282 : tensor<64xf32>
    %5284 = stablehlo.sqrt %5283 : tensor<64xf32>
    %5285 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5286 = stablehlo.add %5284, %5285 : tensor<64xf32>
    %5287 = stablehlo.divide %5281, %5286 : tensor<64xf32>
    %5288 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5289 = stablehlo.multiply %5288, %m.layer1.2.bn1.b : tensor<64xf32>
    %5290 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5291 = stablehlo.multiply %5290, %4123 : tensor<64xf32>
    %5292 = stablehlo.add %5289, %5291 : tensor<64xf32>
    %5293 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5294 = stablehlo.multiply %5293, %v.layer1.2.bn1.b : tensor<64xf32>
    %5295 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5296 = stablehlo.multiply %4123, %4123 : tensor<64xf32>
    %5297 = stablehlo.multiply %5295, %5296 : tensor<64xf32>
    %5298 = stablehlo.add %5294, %5297 : tensor<64xf32>
    %5299 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5300 = stablehlo.divide %5292, %5299 : tensor<64xf32>
    %5301 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5302 = stablehlo.divide %5298, %5301 : tensor<64xf32>
    %5303 = stablehlo.sqrt %5302 : tensor<64xf32>
    %5304 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5305 = stablehlo.add %5303, %5304 : tensor<64xf32>
    %5306 = stablehlo.divide %5300, %5305 : tensor<64xf32>
    %5307 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %5308 = stablehlo.multiply %5307, %m.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5309 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %5310 = stablehlo.multiply %5309, %4128 : tensor<3x3x64x64xf32>
    %5311 = stablehlo.add %5308, %5310 : tensor<3x3x64x64xf32>
    %5312 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %5313 = stablehlo.multiply %5312, %v.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5314 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %5315 = stablehlo.multiply %4128, %4128 : tensor<3x3x64x64xf32>
    %5316 = stablehlo.multiply %5314, %5315 : tensor<3x3x64x64xf32>
    %5317 = stablehlo.add %5313, %5316 : tensor<3x3x64x64xf32>
    %5318 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5319 = stablehlo.divide %5311, %5318 : tensor<3x3x64x64xf32>
    %5320 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5321 = stablehlo.divide %5317, %5320 : tensor<3x3x64x64xf32>
    %5322 = stablehlo.sqrt %5321 : tensor<3x3x64x64xf32>
    %5323 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %5324 = stablehlo.add %5322, %5323 : tensor<3x3x64x64xf32>
    %5325 = stablehlo.divide %5319, %5324 : tensor<3x3x64x64xf32>
    %5326 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5327 = stablehlo.multiply %5326, %m.layer1.2.bn2.g : tensor<64xf32>
    %5328 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5329 = stablehlo.multiply %5328, %4133 : tensor<64xf32>
    %5330 = stablehlo.add %5327, %5329 : tensor<64xf32>
    %5331 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5332 = stablehlo.multiply %5331, %v.layer1.2.bn2.g : tensor<64xf32>
    %5333 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5334 = stablehlo.multiply %4133, %4133 : tensor<64xf32>
    %5335 = stablehlo.multiply %5333, %5334 : tensor<64xf32>
    %5336 = stablehlo.add %5332, %5335 : tensor<64xf32>
    %5337 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5338 = stablehlo.divide %5330, %5337 : tensor<64xf32>
    %5339 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5340 = stablehlo.divide %5336, %5339 : tensor<64xf32>
    %5341 = stablehlo.sqrt %5340 : tensor<64xf32>
    %5342 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5343 = stablehlo.add %5341, %5342 : tensor<64xf32>
    %5344 = stablehlo.divide %5338, %5343 : tensor<64xf32>
    %5345 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %5346 = stablehlo.multiply %5345, %m.layer1.2.bn2.b : tensor<64xf32>
    %5347 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %5348 = stablehlo.multiply %5347, %4138 : tensor<64xf32>
    %5349 = stablehlo.add %5346, %5348 : tensor<64xf32>
    %5350 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %5351 = stablehlo.multiply %5350, %v.layer1.2.bn2.b : tensor<64xf32>
    %5352 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %5353 = stablehlo.multiply %4138, %4138 : tensor<64xf32>
    %5354 = stablehlo.multiply %5352, %5353 : tensor<64xf32>
    %5355 = stablehlo.add %5351, %5354 : tensor<64xf32>
    %5356 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5357 = stablehlo.divide %5349, %5356 : tensor<64xf32>
    %5358 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5359 = stablehlo.divide %5355, %5358 : tensor<64xf32>
    %5360 = stablehlo.sqrt %5359 : tensor<64xf32>
    %5361 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %5362 = stablehlo.add %5360, %5361 : tensor<64xf32>
    %5363 = stablehlo.divide %5357, %5362 : tensor<64xf32>
    %5364 = stablehlo.constant dense<0.9> : tensor<1x1x64x256xf32>
    %5365 = stablehlo.multiply %5364, %m.layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %5366 = stablehlo.constant dense<0.1> : tensor<1x1x64x256xf32>
    %5367 = stablehlo.multiply %5366, %4143 : tensor<1x1x64x256xf32>
    %5368 = stablehlo.add %5365, %5367 : tensor<1x1x64x256xf32>
    %5369 = stablehlo.constant dense<0.999> : tensor<1x1x64x256xf32>
    %5370 = stablehlo.multiply %5369, %v.layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %5371 = stablehlo.constant dense<0.001> : tensor<1x1x64x256xf32>
    %5372 = stablehlo.multiply %4143, %4143 : tensor<1x1x64x256xf32>
    %5373 = stablehlo.multiply %5371, %5372 : tensor<1x1x64x256xf32>
    %5374 = stablehlo.add %5370, %5373 : tensor<1x1x64x256xf32>
    %5375 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5376 = stablehlo.divide %5368, %5375 : tensor<1x1x64x256xf32>
    %5377 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %5378 = stablehlo.divide %5374, %5377 : tensor<1x1x64x256xf32>
    %5379 = stablehlo.sqrt %5378 : tensor<1x1x64x256xf32>
    %5380 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x256xf32>
    %5381 = stablehlo.add %5379, %5380 : tensor<1x1x64x256xf32>
    %5382 = stablehlo.divide %5376, %5381 : tensor<1x1x64x256xf32>
    %5383 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5384 = stablehlo.multiply %5383, %m.layer1.2.bn3.g : tensor<256xf32>
    %5385 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5386 = stablehlo.multiply %5385, %4148 : tensor<256xf32>
    %5387 = stablehlo.add %5384, %5386 : tensor<256xf32>
    %5388 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5389 = stablehlo.multiply %5388, %v.layer1.2.bn3.g : tensor<256xf32>
    %5390 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5391 = stablehlo.multiply %4148, %4148 : tensor<256xf32>
    %5392 = stablehlo.multiply %5390, %5391 : tensor<256xf32>
    %5393 = stablehlo.add %5389, %5392 : tensor<256xf32>
    %5394 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5395 = stablehlo.divide %5387, %5394 : tensor<256xf32>
    %5396 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5397 = stablehlo.divide %5393, %5396 : tensor<256xf32>
    %5398 = stablehlo.sqrt %5397 : tensor<256xf32>
    %5399 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5400 = stablehlo.add %5398, %5399 : tensor<256xf32>
    %5401 = stablehlo.divide %5395, %5400 : tensor<256xf32>
    %5402 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5403 = stablehlo.multiply %5402, %m.layer1.2.bn3.b : tensor<256xf32>
    %5404 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5405 = stablehlo.multiply %5404, %4153 : tensor<256xf32>
    %5406 = stablehlo.add %5403, %5405 : tensor<256xf32>
    %5407 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5408 = stablehlo.multiply %5407, %v.layer1.2.bn3.b : tensor<256xf32>
    %5409 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5410 = stablehlo.multiply %4153, %4153 : tensor<256xf32>
    %5411 = stablehlo.multiply %5409, %5410 : tensor<256xf32>
    %5412 = stablehlo.add %5408, %5411 : tensor<256xf32>
    %5413 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5414 = stablehlo.divide %5406, %5413 : tensor<256xf32>
    %5415 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5416 = stablehlo.divide %5412, %5415 : tensor<256xf32>
    %5417 = stablehlo.sqrt %5416 : tensor<256xf32>
    %5418 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5419 = stablehlo.add %5417, %5418 : tensor<256xf32>
    %5420 = stablehlo.divide %5414, %5419 : tensor<256xf32>
    %5421 = stablehlo.constant dense<0.9> : tensor<1x1x256x128xf32>
    %5422 = stablehlo.multiply %5421, %m.layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %5423 = stablehlo.constant dense<0.1> : tensor<1x1x256x128xf32>
    %5424 = stablehlo.multiply %5423, %4158 : tensor<1x1x256x128xf32>
    %5425 = stablehlo.add %5422, %5424 : tensor<1x1x256x128xf32>
    %5426 = stablehlo.constant dense<0.999> : tensor<1x1x256x128xf32>
    %5427 = stablehlo.multiply %5426, %v.layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %5428 = stablehlo.constant dense<0.001> : tensor<1x1x256x128xf32>
    %5429 = stablehlo.multiply %4158, %4158 : tensor<1x1x256x128xf32>
    %5430 = stablehlo.multiply %5428, %5429 : tensor<1x1x256x128xf32>
    %5431 = stablehlo.add %5427, %5430 : tensor<1x1x256x128xf32>
    %5432 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %5433 = stablehlo.divide %5425, %5432 : tensor<1x1x256x128xf32>
    %5434 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %5435 = stablehlo.divide %5431, %5434 : tensor<1x1x256x128xf32>
    %5436 = stablehlo.sqrt %5435 : tensor<1x1x256x128xf32>
    %5437 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x128xf32>
    %5438 = stablehlo.add %5436, %5437 : tensor<1x1x256x128xf32>
    %5439 = stablehlo.divide %5433, %5438 : tensor<1x1x256x128xf32>
    %5440 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5441 = stablehlo.multiply %5440, %m.layer2.0.bn1.g : tensor<128xf32>
    %5442 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5443 = stablehlo.multiply %5442, %4163 : tensor<128xf32>
    %5444 = stablehlo.add %5441, %5443 : tensor<128xf32>
    %5445 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5446 = stablehlo.multiply %5445, %v.layer2.0.bn1.g : tensor<128xf32>
    %5447 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5448 = stablehlo.multiply %4163, %4163 : tensor<128xf32>
    %5449 = stablehlo.multiply %5447, %5448 : tensor<128xf32>
    %5450 = stablehlo.add %5446, %5449 : tensor<128xf32>
    %5451 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5452 = stablehlo.divide %5444, %5451 : tensor<128xf32>
    %5453 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5454 = stablehlo.divide %5450, %5453 : tensor<128xf32>
    %5455 = stablehlo.sqrt %5454 : tensor<128xf32>
    %5456 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5457 = stablehlo.add %5455, %5456 : tensor<128xf32>
    %5458 = stablehlo.divide %5452, %5457 : tensor<128xf32>
    %5459 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5460 = stablehlo.multiply %5459, %m.layer2.0.bn1.b : tensor<128xf32>
    %5461 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5462 = stablehlo.multiply %5461, %4168 : tensor<128xf32>
    %5463 = stablehlo.add %5460, %5462 : tensor<128xf32>
    %5464 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5465 = stablehlo.multiply %5464, %v.layer2.0.bn1.b : tensor<128xf32>
    %5466 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5467 = stablehlo.multiply %4168, %4168 : tensor<128xf32>
    %5468 = stablehlo.multiply %5466, %5467 : tensor<128xf32>
    %5469 = stablehlo.add %5465, %5468 : tensor<128xf32>
    %5470 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5471 = stablehlo.divide %5463, %5470 : tensor<128xf32>
    %5472 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5473 = stablehlo.divide %5469, %5472 : tensor<128xf32>
    %5474 = stablehlo.sqrt %5473 : tensor<128xf32>
    %5475 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5476 = stablehlo.add %5474, %5475 : tensor<128xf32>
    %5477 = stablehlo.divide %5471, %5476 : tensor<128xf32>
    %5478 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %5479 = stablehlo.multiply %5478, %m.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %5480 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %5481 = stablehlo.multiply %5480, %4173 : tensor<3x3x128x128xf32>
    %5482 = stablehlo.add %5479, %5481 : tensor<3x3x128x128xf32>
    %5483 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %5484 = stablehlo.multiply %5483, %v.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %5485 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %5486 = stablehlo.multiply %4173, %4173 : tensor<3x3x128x128xf32>
    %5487 = stablehlo.multiply %5485, %5486 : tensor<3x3x128x128xf32>
    %5488 = stablehlo.add %5484, %5487 : tensor<3x3x128x128xf32>
    %5489 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5490 = stablehlo.divide %5482, %5489 : tensor<3x3x128x128xf32>
    %5491 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5492 = stablehlo.divide %5488, %5491 : tensor<3x3x128x128xf32>
    %5493 = stablehlo.sqrt %5492 : tensor<3x3x128x128xf32>
    %5494 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %5495 = stablehlo.add %5493, %5494 : tensor<3x3x128x128xf32>
    %5496 = stablehlo.divide %5490, %5495 : tensor<3x3x128x128xf32>
    %5497 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5498 = stablehlo.multiply %5497, %m.layer2.0.bn2.g : tensor<128xf32>
    %5499 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5500 = stablehlo.multiply %5499, %4178 : tensor<128xf32>
    %5501 = stablehlo.add %5498, %5500 : tensor<128xf32>
    %5502 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5503 = stablehlo.multiply %5502, %v.layer2.0.bn2.g : tensor<128xf32>
    %5504 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5505 = stablehlo.multiply %4178, %4178 : tensor<128xf32>
    %5506 = stablehlo.multiply %5504, %5505 : tensor<128xf32>
    %5507 = stablehlo.add %5503, %5506 : tensor<128xf32>
    %5508 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5509 = stablehlo.divide %5501, %5508 : tensor<128xf32>
    %5510 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5511 = stablehlo.divide %5507, %5510 : tensor<128xf32>
    %5512 = stablehlo.sqrt %5511 : tensor<128xf32>
    %5513 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5514 = stablehlo.add %5512, %5513 : tensor<128xf32>
    %5515 = stablehlo.divide %5509, %5514 : tensor<128xf32>
    %5516 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5517 = stablehlo.multiply %5516, %m.layer2.0.bn2.b : tensor<128xf32>
    %5518 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5519 = stablehlo.multiply %5518, %4183 : tensor<128xf32>
    %5520 = stablehlo.add %5517, %5519 : tensor<128xf32>
    %5521 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5522 = stablehlo.multiply %5521, %v.layer2.0.bn2.b : tensor<128xf32>
    %5523 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5524 = stablehlo.multiply %4183, %4183 : tensor<128xf32>
    %5525 = stablehlo.multiply %5523, %5524 : tensor<128xf32>
    %5526 = stablehlo.add %5522, %5525 : tensor<128xf32>
    %5527 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5528 = stablehlo.divide %5520, %5527 : tensor<128xf32>
    %5529 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5530 = stablehlo.divide %5526, %5529 : tensor<128xf32>
    %5531 = stablehlo.sqrt %5530 : tensor<128xf32>
    %5532 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5533 = stablehlo.add %5531, %5532 : tensor<128xf32>
    %5534 = stablehlo.divide %5528, %5533 : tensor<128xf32>
    %5535 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %5536 = stablehlo.multiply %5535, %m.layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %5537 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %5538 = stablehlo.multiply %5537, %4188 : tensor<1x1x128x512xf32>
    %5539 = stablehlo.add %5536, %5538 : tensor<1x1x128x512xf32>
    %5540 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %5541 = stablehlo.multiply %5540, %v.layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %5542 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %5543 = stablehlo.multiply %4188, %4188 : tensor<1x1x128x512xf32>
    %5544 = stablehlo.multiply %5542, %5543 : tensor<1x1x128x512xf32>
    %5545 = stablehlo.add %5541, %5544 : tensor<1x1x128x512xf32>
    %5546 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5547 = stablehlo.divide %5539, %5546 : tensor<1x1x128x512xf32>
    %5548 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5549 = stablehlo.divide %5545, %5548 : tensor<1x1x128x512xf32>
    %5550 = stablehlo.sqrt %5549 : tensor<1x1x128x512xf32>
    %5551 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %5552 = stablehlo.add %5550, %5551 : tensor<1x1x128x512xf32>
    %5553 = stablehlo.divide %5547, %5552 : tensor<1x1x128x512xf32>
    %5554 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5555 = stablehlo.multiply %5554, %m.layer2.0.bn3.g : tensor<512xf32>
    %5556 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5557 = stablehlo.multiply %5556, %4193 : tensor<512xf32>
    %5558 = stablehlo.add %5555, %5557 : tensor<512xf32>
    %5559 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5560 = stablehlo.multiply %5559, %v.layer2.0.bn3.g : tensor<512xf32>
    %5561 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5562 = stablehlo.multiply %4193, %4193 : tensor<512xf32>
    %5563 = stablehlo.multiply %5561, %5562 : tensor<512xf32>
    %5564 = stablehlo.add %5560, %5563 : tensor<512xf32>
    %5565 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5566 = stablehlo.divide %5558, %5565 : tensor<512xf32>
    %5567 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5568 = stablehlo.divide %5564, %5567 : tensor<512xf32>
    %5569 = stablehlo.sqrt %5568 : tensor<512xf32>
    %5570 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5571 = stablehlo.add %5569, %5570 : tensor<512xf32>
    %5572 = stablehlo.divide %5566, %5571 : tensor<512xf32>
    %5573 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5574 = stablehlo.multiply %5573, %m.layer2.0.bn3.b : tensor<512xf32>
    %5575 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5576 = stablehlo.multiply %5575, %4198 : tensor<512xf32>
    %5577 = stablehlo.add %5574, %5576 : tensor<512xf32>
    %5578 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5579 = stablehlo.multiply %5578, %v.layer2.0.bn3.b : tensor<512xf32>
    %5580 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5581 = stablehlo.multiply %4198, %4198 : tensor<512xf32>
    %5582 = stablehlo.multiply %5580, %5581 : tensor<512xf32>
    %5583 = stablehlo.add %5579, %5582 : tensor<512xf32>
    %5584 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5585 = stablehlo.divide %5577, %5584 : tensor<512xf32>
    %5586 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5587 = stablehlo.divide %5583, %5586 : tensor<512xf32>
    %5588 = stablehlo.sqrt %5587 : tensor<512xf32>
    %5589 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5590 = stablehlo.add %5588, %5589 : tensor<512xf32>
    %5591 = stablehlo.divide %5585, %5590 : tensor<512xf32>
    %5592 = stablehlo.constant dense<0.9> : tensor<1x1x256x512xf32>
    %5593 = stablehlo.multiply %5592, %m.layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5594 = stablehlo.constant dense<0.1> : tensor<1x1x256x512xf32>
    %5595 = stablehlo.multiply %5594, %4203 : tensor<1x1x256x512xf32>
    %5596 = stablehlo.add %5593, %5595 : tensor<1x1x256x512xf32>
    %5597 = stablehlo.constant dense<0.999> : tensor<1x1x256x512xf32>
    %5598 = stablehlo.multiply %5597, %v.layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5599 = stablehlo.constant dense<0.001> : tensor<1x1x256x512xf32>
    %5600 = stablehlo.multiply %4203, %4203 : tensor<1x1x256x512xf32>
    %5601 = stablehlo.multiply %5599, %5600 : tensor<1x1x256x512xf32>
    %5602 = stablehlo.add %5598, %5601 : tensor<1x1x256x512xf32>
    %5603 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5604 = stablehlo.divide %5596, %5603 : tensor<1x1x256x512xf32>
    %5605 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5606 = stablehlo.divide %5602, %5605 : tensor<1x1x256x512xf32>
    %5607 = stablehlo.sqrt %5606 : tensor<1x1x256x512xf32>
    %5608 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x512xf32>
    %5609 = stablehlo.add %5607, %5608 : tensor<1x1x256x512xf32>
    %5610 = stablehlo.divide %5604, %5609 : tensor<1x1x256x512xf32>
    %5611 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5612 = stablehlo.multiply %5611, %m.layer2.0.downsample.1.g : tensor<512xf32>
    %5613 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5614 = stablehlo.multiply %5613, %4208 : tensor<512xf32>
    %5615 = stablehlo.add %5612, %5614 : tensor<512xf32>
    %5616 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5617 = stablehlo.multiply %5616, %v.layer2.0.downsample.1.g : tensor<512xf32>
    %5618 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5619 = stablehlo.multiply %4208, %4208 : tensor<512xf32>
    %5620 = stablehlo.multiply %5618, %5619 : tensor<512xf32>
    %5621 = stablehlo.add %5617, %5620 : tensor<512xf32>
    %5622 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5623 = stablehlo.divide %5615, %5622 : tensor<512xf32>
    %5624 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5625 = stablehlo.divide %5621, %5624 : tensor<512xf32>
    %5626 = stablehlo.sqrt %5625 : tensor<512xf32>
    %5627 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5628 = stablehlo.add %5626, %5627 : tensor<512xf32>
    %5629 = stablehlo.divide %5623, %5628 : tensor<512xf32>
    %5630 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5631 = stablehlo.multiply %5630, %m.layer2.0.downsample.1.b : tensor<512xf32>
    %5632 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5633 = stablehlo.multiply %5632, %4213 : tensor<512xf32>
    %5634 = stablehlo.add %5631, %5633 : tensor<512xf32>
    %5635 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5636 = stablehlo.multiply %5635, %v.layer2.0.downsample.1.b : tensor<512xf32>
    %5637 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5638 = stablehlo.multiply %4213, %4213 : tensor<512xf32>
    %5639 = stablehlo.multiply %5637, %5638 : tensor<512xf32>
    %5640 = stablehlo.add %5636, %5639 : tensor<512xf32>
    %5641 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5642 = stablehlo.divide %5634, %5641 : tensor<512xf32>
    %5643 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5644 = stablehlo.divide %5640, %5643 : tensor<512xf32>
    %5645 = stablehlo.sqrt %5644 : tensor<512xf32>
    %5646 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5647 = stablehlo.add %5645, %5646 : tensor<512xf32>
    %5648 = stablehlo.divide %5642, %5647 : tensor<512xf32>
    %5649 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %5650 = stablehlo.multiply %5649, %m.layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %5651 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %5652 = stablehlo.multiply %5651, %4218 : tensor<1x1x512x128xf32>
    %5653 = stablehlo.add %5650, %5652 : tensor<1x1x512x128xf32>
    %5654 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %5655 = stablehlo.multiply %5654, %v.layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %5656 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %5657 = stablehlo.multiply %4218, %4218 : tensor<1x1x512x128xf32>
    %5658 = stablehlo.multiply %5656, %5657 : tensor<1x1x512x128xf32>
    %5659 = stablehlo.add %5655, %5658 : tensor<1x1x512x128xf32>
    %5660 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %5661 = stablehlo.divide %5653, %5660 : tensor<1x1x512x128xf32>
    %5662 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %5663 = stablehlo.divide %5659, %5662 : tensor<1x1x512x128xf32>
    %5664 = stablehlo.sqrt %5663 : tensor<1x1x512x128xf32>
    %5665 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %5666 = stablehlo.add %5664, %5665 : tensor<1x1x512x128xf32>
    %5667 = stablehlo.divide %5661, %5666 : tensor<1x1x512x128xf32>
    %5668 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5669 = stablehlo.multiply %5668, %m.layer2.1.bn1.g : tensor<128xf32>
    %5670 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5671 = stablehlo.multiply %5670, %4223 : tensor<128xf32>
    %5672 = stablehlo.add %5669, %5671 : tensor<128xf32>
    %5673 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5674 = stablehlo.multiply %5673, %v.layer2.1.bn1.g : tensor<128xf32>
    %5675 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5676 = stablehlo.multiply %4223, %4223 : tensor<128xf32>
    %5677 = stablehlo.multiply %5675, %5676 : tensor<128xf32>
    %5678 = stablehlo.add %5674, %5677 : tensor<128xf32>
    %5679 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5680 = stablehlo.divide %5672, %5679 : tensor<128xf32>
    %5681 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5682 = stablehlo.divide %5678, %5681 : tensor<128xf32>
    %5683 = stablehlo.sqrt %5682 : tensor<128xf32>
    %5684 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5685 = stablehlo.add %5683, %5684 : tensor<128xf32>
    %5686 = stablehlo.divide %5680, %5685 : tensor<128xf32>
    %5687 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5688 = stablehlo.multiply %5687, %m.layer2.1.bn1.b : tensor<128xf32>
    %5689 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5690 = stablehlo.multiply %5689, %4228 : tensor<128xf32>
    %5691 = stablehlo.add %5688, %5690 : tensor<128xf32>
    %5692 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5693 = stablehlo.multiply %5692, %v.layer2.1.bn1.b : tensor<128xf32>
    %5694 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5695 = stablehlo.multiply %4228, %4228 : tensor<128xf32>
    %5696 = stablehlo.multiply %5694, %5695 : tensor<128xf32>
    %5697 = stablehlo.add %5693, %5696 : tensor<128xf32>
    %5698 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5699 = stablehlo.divide %5691, %5698 : tensor<128xf32>
    %5700 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5701 = stablehlo.divide %5697, %5700 : tensor<128xf32>
    %5702 = stablehlo.sqrt %5701 : tensor<128xf32>
    %5703 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5704 = stablehlo.add %5702, %5703 : tensor<128xf32>
    %5705 = stablehlo.divide %5699, %5704 : tensor<128xf32>
    %5706 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %5707 = stablehlo.multiply %5706, %m.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %5708 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %5709 = stablehlo.multiply %5708, %4233 : tensor<3x3x128x128xf32>
    %5710 = stablehlo.add %5707, %5709 : tensor<3x3x128x128xf32>
    %5711 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %5712 = stablehlo.multiply %5711, %v.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %5713 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %5714 = stablehlo.multiply %4233, %4233 : tensor<3x3x128x128xf32>
    %5715 = stablehlo.multiply %5713, %5714 : tensor<3x3x128x128xf32>
    %5716 = stablehlo.add %5712, %5715 : tensor<3x3x128x128xf32>
    %5717 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5718 = stablehlo.divide %5710, %5717 : tensor<3x3x128x128xf32>
    %5719 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5720 = stablehlo.divide %5716, %5719 : tensor<3x3x128x128xf32>
    %5721 = stablehlo.sqrt %5720 : tensor<3x3x128x128xf32>
    %5722 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %5723 = stablehlo.add %5721, %5722 : tensor<3x3x128x128xf32>
    %5724 = stablehlo.divide %5718, %5723 : tensor<3x3x128x128xf32>
    %5725 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5726 = stablehlo.multiply %5725, %m.layer2.1.bn2.g : tensor<128xf32>
    %5727 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5728 = stablehlo.multiply %5727, %4238 : tensor<128xf32>
    %5729 = stablehlo.add %5726, %5728 : tensor<128xf32>
    %5730 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5731 = stablehlo.multiply %5730, %v.layer2.1.bn2.g : tensor<128xf32>
    %5732 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5733 = stablehlo.multiply %4238, %4238 : tensor<128xf32>
    %5734 = stablehlo.multiply %5732, %5733 : tensor<128xf32>
    %5735 = stablehlo.add %5731, %5734 : tensor<128xf32>
    %5736 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5737 = stablehlo.divide %5729, %5736 : tensor<128xf32>
    %5738 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5739 = stablehlo.divide %5735, %5738 : tensor<128xf32>
    %5740 = stablehlo.sqrt %5739 : tensor<128xf32>
    %5741 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5742 = stablehlo.add %5740, %5741 : tensor<128xf32>
    %5743 = stablehlo.divide %5737, %5742 : tensor<128xf32>
    %5744 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5745 = stablehlo.multiply %5744, %m.layer2.1.bn2.b : tensor<128xf32>
    %5746 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5747 = stablehlo.multiply %5746, %4243 : tensor<128xf32>
    %5748 = stablehlo.add %5745, %5747 : tensor<128xf32>
    %5749 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5750 = stablehlo.multiply %5749, %v.layer2.1.bn2.b : tensor<128xf32>
    %5751 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5752 = stablehlo.multiply %4243, %4243 : tensor<128xf32>
    %5753 = stablehlo.multiply %5751, %5752 : tensor<128xf32>
    %5754 = stablehlo.add %5750, %5753 : tensor<128xf32>
    %5755 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5756 = stablehlo.divide %5748, %5755 : tensor<128xf32>
    %5757 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5758 = stablehlo.divide %5754, %5757 : tensor<128xf32>
    %5759 = stablehlo.sqrt %5758 : tensor<128xf32>
    %5760 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5761 = stablehlo.add %5759, %5760 : tensor<128xf32>
    %5762 = stablehlo.divide %5756, %5761 : tensor<128xf32>
    %5763 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %5764 = stablehlo.multiply %5763, %m.layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %5765 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %5766 = stablehlo.multiply %5765, %4248 : tensor<1x1x128x512xf32>
    %5767 = stablehlo.add %5764, %5766 : tensor<1x1x128x512xf32>
    %5768 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %5769 = stablehlo.multiply %5768, %v.layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %5770 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %5771 = stablehlo.multiply %4248, %4248 : tensor<1x1x128x512xf32>
    %5772 = stablehlo.multiply %5770, %5771 : tensor<1x1x128x512xf32>
    %5773 = stablehlo.add %5769, %5772 : tensor<1x1x128x512xf32>
    %5774 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5775 = stablehlo.divide %5767, %5774 : tensor<1x1x128x512xf32>
    %5776 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5777 = stablehlo.divide %5773, %5776 : tensor<1x1x128x512xf32>
    %5778 = stablehlo.sqrt %5777 : tensor<1x1x128x512xf32>
    %5779 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %5780 = stablehlo.add %5778, %5779 : tensor<1x1x128x512xf32>
    %5781 = stablehlo.divide %5775, %5780 : tensor<1x1x128x512xf32>
    %5782 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5783 = stablehlo.multiply %5782, %m.layer2.1.bn3.g : tensor<512xf32>
    %5784 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5785 = stablehlo.multiply %5784, %4253 : tensor<512xf32>
    %5786 = stablehlo.add %5783, %5785 : tensor<512xf32>
    %5787 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5788 = stablehlo.multiply %5787, %v.layer2.1.bn3.g : tensor<512xf32>
    %5789 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5790 = stablehlo.multiply %4253, %4253 : tensor<512xf32>
    %5791 = stablehlo.multiply %5789, %5790 : tensor<512xf32>
    %5792 = stablehlo.add %5788, %5791 : tensor<512xf32>
    %5793 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5794 = stablehlo.divide %5786, %5793 : tensor<512xf32>
    %5795 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5796 = stablehlo.divide %5792, %5795 : tensor<512xf32>
    %5797 = stablehlo.sqrt %5796 : tensor<512xf32>
    %5798 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5799 = stablehlo.add %5797, %5798 : tensor<512xf32>
    %5800 = stablehlo.divide %5794, %5799 : tensor<512xf32>
    %5801 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5802 = stablehlo.multiply %5801, %m.layer2.1.bn3.b : tensor<512xf32>
    %5803 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5804 = stablehlo.multiply %5803, %4258 : tensor<512xf32>
    %5805 = stablehlo.add %5802, %5804 : tensor<512xf32>
    %5806 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5807 = stablehlo.multiply %5806, %v.layer2.1.bn3.b : tensor<512xf32>
    %5808 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5809 = stablehlo.multiply %4258, %4258 : tensor<512xf32>
    %5810 = stablehlo.multiply %5808, %5809 : tensor<512xf32>
    %5811 = stablehlo.add %5807, %5810 : tensor<512xf32>
    %5812 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5813 = stablehlo.divide %5805, %5812 : tensor<512xf32>
    %5814 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5815 = stablehlo.divide %5811, %5814 : tensor<512xf32>
    %5816 = stablehlo.sqrt %5815 : tensor<512xf32>
    %5817 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5818 = stablehlo.add %5816, %5817 : tensor<512xf32>
    %5819 = stablehlo.divide %5813, %5818 : tensor<512xf32>
    %5820 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %5821 = stablehlo.multiply %5820, %m.layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %5822 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %5823 = stablehlo.multiply %5822, %4263 : tensor<1x1x512x128xf32>
    %5824 = stablehlo.add %5821, %5823 : tensor<1x1x512x128xf32>
    %5825 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %5826 = stablehlo.multiply %5825, %v.layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %5827 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %5828 = stablehlo.multiply %4263, %4263 : tensor<1x1x512x128xf32>
    %5829 = stablehlo.multiply %5827, %5828 : tensor<1x1x512x128xf32>
    %5830 = stablehlo.add %5826, %5829 : tensor<1x1x512x128xf32>
    %5831 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %5832 = stablehlo.divide %5824, %5831 : tensor<1x1x512x128xf32>
    %5833 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %5834 = stablehlo.divide %5830, %5833 : tensor<1x1x512x128xf32>
    %5835 = stablehlo.sqrt %5834 : tensor<1x1x512x128xf32>
    %5836 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %5837 = stablehlo.add %5835, %5836 : tensor<1x1x512x128xf32>
    %5838 = stablehlo.divide %5832, %5837 : tensor<1x1x512x128xf32>
    %5839 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5840 = stablehlo.multiply %5839, %m.layer2.2.bn1.g : tensor<128xf32>
    %5841 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5842 = stablehlo.multiply %5841, %4268 : tensor<128xf32>
    %5843 = stablehlo.add %5840, %5842 : tensor<128xf32>
    %5844 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5845 = stablehlo.multiply %5844, %v.layer2.2.bn1.g : tensor<128xf32>
    %5846 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5847 = stablehlo.multiply %4268, %4268 : tensor<128xf32>
    %5848 = stablehlo.multiply %5846, %5847 : tensor<128xf32>
    %5849 = stablehlo.add %5845, %5848 : tensor<128xf32>
    %5850 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5851 = stablehlo.divide %5843, %5850 : tensor<128xf32>
    %5852 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5853 = stablehlo.divide %5849, %5852 : tensor<128xf32>
    %5854 = stablehlo.sqrt %5853 : tensor<128xf32>
    %5855 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5856 = stablehlo.add %5854, %5855 : tensor<128xf32>
    %5857 = stablehlo.divide %5851, %5856 : tensor<128xf32>
    %5858 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5859 = stablehlo.multiply %5858, %m.layer2.2.bn1.b : tensor<128xf32>
    %5860 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5861 = stablehlo.multiply %5860, %4273 : tensor<128xf32>
    %5862 = stablehlo.add %5859, %5861 : tensor<128xf32>
    %5863 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5864 = stablehlo.multiply %5863, %v.layer2.2.bn1.b : tensor<128xf32>
    %5865 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5866 = stablehlo.multiply %4273, %4273 : tensor<128xf32>
    %5867 = stablehlo.multiply %5865, %5866 : tensor<128xf32>
    %5868 = stablehlo.add %5864, %5867 : tensor<128xf32>
    %5869 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5870 = stablehlo.divide %5862, %5869 : tensor<128xf32>
    %5871 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5872 = stablehlo.divide %5868, %5871 : tensor<128xf32>
    %5873 = stablehlo.sqrt %5872 : tensor<128xf32>
    %5874 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5875 = stablehlo.add %5873, %5874 : tensor<128xf32>
    %5876 = stablehlo.divide %5870, %5875 : tensor<128xf32>
    %5877 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %5878 = stablehlo.multiply %5877, %m.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %5879 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %5880 = stablehlo.multiply %5879, %4278 : tensor<3x3x128x128xf32>
    %5881 = stablehlo.add %5878, %5880 : tensor<3x3x128x128xf32>
    %5882 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %5883 = stablehlo.multiply %5882, %v.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %5884 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %5885 = stablehlo.multiply %4278, %4278 : tensor<3x3x128x128xf32>
    %5886 = stablehlo.multiply %5884, %5885 : tensor<3x3x128x128xf32>
    %5887 = stablehlo.add %5883, %5886 : tensor<3x3x128x128xf32>
    %5888 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5889 = stablehlo.divide %5881, %5888 : tensor<3x3x128x128xf32>
    %5890 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5891 = stablehlo.divide %5887, %5890 : tensor<3x3x128x128xf32>
    %5892 = stablehlo.sqrt %5891 : tensor<3x3x128x128xf32>
    %5893 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %5894 = stablehlo.add %5892, %5893 : tensor<3x3x128x128xf32>
    %5895 = stablehlo.divide %5889, %5894 : tensor<3x3x128x128xf32>
    %5896 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5897 = stablehlo.multiply %5896, %m.layer2.2.bn2.g : tensor<128xf32>
    %5898 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5899 = stablehlo.multiply %5898, %4283 : tensor<128xf32>
    %5900 = stablehlo.add %5897, %5899 : tensor<128xf32>
    %5901 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5902 = stablehlo.multiply %5901, %v.layer2.2.bn2.g : tensor<128xf32>
    %5903 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5904 = stablehlo.multiply %4283, %4283 : tensor<128xf32>
    %5905 = stablehlo.multiply %5903, %5904 : tensor<128xf32>
    %5906 = stablehlo.add %5902, %5905 : tensor<128xf32>
    %5907 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5908 = stablehlo.divide %5900, %5907 : tensor<128xf32>
    %5909 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5910 = stablehlo.divide %5906, %5909 : tensor<128xf32>
    %5911 = stablehlo.sqrt %5910 : tensor<128xf32>
    %5912 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5913 = stablehlo.add %5911, %5912 : tensor<128xf32>
    %5914 = stablehlo.divide %5908, %5913 : tensor<128xf32>
    %5915 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %5916 = stablehlo.multiply %5915, %m.layer2.2.bn2.b : tensor<128xf32>
    %5917 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %5918 = stablehlo.multiply %5917, %4288 : tensor<128xf32>
    %5919 = stablehlo.add %5916, %5918 : tensor<128xf32>
    %5920 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %5921 = stablehlo.multiply %5920, %v.layer2.2.bn2.b : tensor<128xf32>
    %5922 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %5923 = stablehlo.multiply %4288, %4288 : tensor<128xf32>
    %5924 = stablehlo.multiply %5922, %5923 : tensor<128xf32>
    %5925 = stablehlo.add %5921, %5924 : tensor<128xf32>
    %5926 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5927 = stablehlo.divide %5919, %5926 : tensor<128xf32>
    %5928 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5929 = stablehlo.divide %5925, %5928 : tensor<128xf32>
    %5930 = stablehlo.sqrt %5929 : tensor<128xf32>
    %5931 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %5932 = stablehlo.add %5930, %5931 : tensor<128xf32>
    %5933 = stablehlo.divide %5927, %5932 : tensor<128xf32>
    %5934 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %5935 = stablehlo.multiply %5934, %m.layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %5936 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %5937 = stablehlo.multiply %5936, %4293 : tensor<1x1x128x512xf32>
    %5938 = stablehlo.add %5935, %5937 : tensor<1x1x128x512xf32>
    %5939 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %5940 = stablehlo.multiply %5939, %v.layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %5941 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %5942 = stablehlo.multiply %4293, %4293 : tensor<1x1x128x512xf32>
    %5943 = stablehlo.multiply %5941, %5942 : tensor<1x1x128x512xf32>
    %5944 = stablehlo.add %5940, %5943 : tensor<1x1x128x512xf32>
    %5945 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5946 = stablehlo.divide %5938, %5945 : tensor<1x1x128x512xf32>
    %5947 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %5948 = stablehlo.divide %5944, %5947 : tensor<1x1x128x512xf32>
    %5949 = stablehlo.sqrt %5948 : tensor<1x1x128x512xf32>
    %5950 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %5951 = stablehlo.add %5949, %5950 : tensor<1x1x128x512xf32>
    %5952 = stablehlo.divide %5946, %5951 : tensor<1x1x128x512xf32>
    %5953 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5954 = stablehlo.multiply %5953, %m.layer2.2.bn3.g : tensor<512xf32>
    %5955 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5956 = stablehlo.multiply %5955, %4298 : tensor<512xf32>
    %5957 = stablehlo.add %5954, %5956 : tensor<512xf32>
    %5958 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5959 = stablehlo.multiply %5958, %v.layer2.2.bn3.g : tensor<512xf32>
    %5960 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5961 = stablehlo.multiply %4298, %4298 : tensor<512xf32>
    %5962 = stablehlo.multiply %5960, %5961 : tensor<512xf32>
    %5963 = stablehlo.add %5959, %5962 : tensor<512xf32>
    %5964 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5965 = stablehlo.divide %5957, %5964 : tensor<512xf32>
    %5966 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5967 = stablehlo.divide %5963, %5966 : tensor<512xf32>
    %5968 = stablehlo.sqrt %5967 : tensor<512xf32>
    %5969 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5970 = stablehlo.add %5968, %5969 : tensor<512xf32>
    %5971 = stablehlo.divide %5965, %5970 : tensor<512xf32>
    %5972 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5973 = stablehlo.multiply %5972, %m.layer2.2.bn3.b : tensor<512xf32>
    %5974 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5975 = stablehlo.multiply %5974, %4303 : tensor<512xf32>
    %5976 = stablehlo.add %5973, %5975 : tensor<512xf32>
    %5977 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5978 = stablehlo.multiply %5977, %v.layer2.2.bn3.b : tensor<512xf32>
    %5979 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5980 = stablehlo.multiply %4303, %4303 : tensor<512xf32>
    %5981 = stablehlo.multiply %5979, %5980 : tensor<512xf32>
    %5982 = stablehlo.add %5978, %5981 : tensor<512xf32>
    %5983 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5984 = stablehlo.divide %5976, %5983 : tensor<512xf32>
    %5985 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5986 = stablehlo.divide %5982, %5985 : tensor<512xf32>
    %5987 = stablehlo.sqrt %5986 : tensor<512xf32>
    %5988 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5989 = stablehlo.add %5987, %5988 : tensor<512xf32>
    %5990 = stablehlo.divide %5984, %5989 : tensor<512xf32>
    %5991 = stablehlo.constant dense<0.9> : tensor<1x1x512x128xf32>
    %5992 = stablehlo.multiply %5991, %m.layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %5993 = stablehlo.constant dense<0.1> : tensor<1x1x512x128xf32>
    %5994 = stablehlo.multiply %5993, %4308 : tensor<1x1x512x128xf32>
    %5995 = stablehlo.add %5992, %5994 : tensor<1x1x512x128xf32>
    %5996 = stablehlo.constant dense<0.999> : tensor<1x1x512x128xf32>
    %5997 = stablehlo.multiply %5996, %v.layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %5998 = stablehlo.constant dense<0.001> : tensor<1x1x512x128xf32>
    %5999 = stablehlo.multiply %4308, %4308 : tensor<1x1x512x128xf32>
    %6000 = stablehlo.multiply %5998, %5999 : tensor<1x1x512x128xf32>
    %6001 = stablehlo.add %5997, %6000 : tensor<1x1x512x128xf32>
    %6002 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6003 = stablehlo.divide %5995, %6002 : tensor<1x1x512x128xf32>
    %6004 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %6005 = stablehlo.divide %6001, %6004 : tensor<1x1x512x128xf32>
    %6006 = stablehlo.sqrt %6005 : tensor<1x1x512x128xf32>
    %6007 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x128xf32>
    %6008 = stablehlo.add %6006, %6007 : tensor<1x1x512x128xf32>
    %6009 = stablehlo.divide %6003, %6008 : tensor<1x1x512x128xf32>
    %6010 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6011 = stablehlo.multiply %6010, %m.layer2.3.bn1.g : tensor<128xf32>
    %6012 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6013 = stablehlo.multiply %6012, %4313 : tensor<128xf32>
    %6014 = stablehlo.add %6011, %6013 : tensor<128xf32>
    %6015 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6016 = stablehlo.multiply %6015, %v.layer2.3.bn1.g : tensor<128xf32>
    %6017 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6018 = stablehlo.multiply %4313, %4313 : tensor<128xf32>
    %6019 = stablehlo.multiply %6017, %6018 : tensor<128xf32>
    %6020 = stablehlo.add %6016, %6019 : tensor<128xf32>
    %6021 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6022 = stablehlo.divide %6014, %6021 : tensor<128xf32>
    %6023 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6024 = stablehlo.divide %6020, %6023 : tensor<128xf32>
    %6025 = stablehlo.sqrt %6024 : tensor<128xf32>
    %6026 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6027 = stablehlo.add %6025, %6026 : tensor<128xf32>
    %6028 = stablehlo.divide %6022, %6027 : tensor<128xf32>
    %6029 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6030 = stablehlo.multiply %6029, %m.layer2.3.bn1.b : tensor<128xf32>
    %6031 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6032 = stablehlo.multiply %6031, %4318 : tensor<128xf32>
    %6033 = stablehlo.add %6030, %6032 : tensor<128xf32>
    %6034 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6035 = stablehlo.multiply %6034, %v.layer2.3.bn1.b : tensor<128xf32>
    %6036 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6037 = stablehlo.multiply %4318, %4318 : tensor<128xf32>
    %6038 = stablehlo.multiply %6036, %6037 : tensor<128xf32>
    %6039 = stablehlo.add %6035, %6038 : tensor<128xf32>
    %6040 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6041 = stablehlo.divide %6033, %6040 : tensor<128xf32>
    %6042 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6043 = stablehlo.divide %6039, %6042 : tensor<128xf32>
    %6044 = stablehlo.sqrt %6043 : tensor<128xf32>
    %6045 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6046 = stablehlo.add %6044, %6045 : tensor<128xf32>
    %6047 = stablehlo.divide %6041, %6046 : tensor<128xf32>
    %6048 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %6049 = stablehlo.multiply %6048, %m.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %6050 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %6051 = stablehlo.multiply %6050, %4323 : tensor<3x3x128x128xf32>
    %6052 = stablehlo.add %6049, %6051 : tensor<3x3x128x128xf32>
    %6053 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %6054 = stablehlo.multiply %6053, %v.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %6055 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %6056 = stablehlo.multiply %4323, %4323 : tensor<3x3x128x128xf32>
    %6057 = stablehlo.multiply %6055, %6056 : tensor<3x3x128x128xf32>
    %6058 = stablehlo.add %6054, %6057 : tensor<3x3x128x128xf32>
    %6059 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6060 = stablehlo.divide %6052, %6059 : tensor<3x3x128x128xf32>
    %6061 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6062 = stablehlo.divide %6058, %6061 : tensor<3x3x128x128xf32>
    %6063 = stablehlo.sqrt %6062 : tensor<3x3x128x128xf32>
    %6064 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %6065 = stablehlo.add %6063, %6064 : tensor<3x3x128x128xf32>
    %6066 = stablehlo.divide %6060, %6065 : tensor<3x3x128x128xf32>
    %6067 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6068 = stablehlo.multiply %6067, %m.layer2.3.bn2.g : tensor<128xf32>
    %6069 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6070 = stablehlo.multiply %6069, %4328 : tensor<128xf32>
    %6071 = stablehlo.add %6068, %6070 : tensor<128xf32>
    %6072 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6073 = stablehlo.multiply %6072, %v.layer2.3.bn2.g : tensor<128xf32>
    %6074 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6075 = stablehlo.multiply %4328, %4328 : tensor<128xf32>
    %6076 = stablehlo.multiply %6074, %6075 : tensor<128xf32>
    %6077 = stablehlo.add %6073, %6076 : tensor<128xf32>
    %6078 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6079 = stablehlo.divide %6071, %6078 : tensor<128xf32>
    %6080 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6081 = stablehlo.divide %6077, %6080 : tensor<128xf32>
    %6082 = stablehlo.sqrt %6081 : tensor<128xf32>
    %6083 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6084 = stablehlo.add %6082, %6083 : tensor<128xf32>
    %6085 = stablehlo.divide %6079, %6084 : tensor<128xf32>
    %6086 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %6087 = stablehlo.multiply %6086, %m.layer2.3.bn2.b : tensor<128xf32>
    %6088 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %6089 = stablehlo.multiply %6088, %4333 : tensor<128xf32>
    %6090 = stablehlo.add %6087, %6089 : tensor<128xf32>
    %6091 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %6092 = stablehlo.multiply %6091, %v.layer2.3.bn2.b : tensor<128xf32>
    %6093 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %6094 = stablehlo.multiply %4333, %4333 : tensor<128xf32>
    %6095 = stablehlo.multiply %6093, %6094 : tensor<128xf32>
    %6096 = stablehlo.add %6092, %6095 : tensor<128xf32>
    %6097 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6098 = stablehlo.divide %6090, %6097 : tensor<128xf32>
    %6099 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6100 = stablehlo.divide %6096, %6099 : tensor<128xf32>
    %6101 = stablehlo.sqrt %6100 : tensor<128xf32>
    %6102 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %6103 = stablehlo.add %6101, %6102 : tensor<128xf32>
    %6104 = stablehlo.divide %6098, %6103 : tensor<128xf32>
    %6105 = stablehlo.constant dense<0.9> : tensor<1x1x128x512xf32>
    %6106 = stablehlo.multiply %6105, %m.layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %6107 = stablehlo.constant dense<0.1> : tensor<1x1x128x512xf32>
    %6108 = stablehlo.multiply %6107, %4338 : tensor<1x1x128x512xf32>
    %6109 = stablehlo.add %6106, %6108 : tensor<1x1x128x512xf32>
    %6110 = stablehlo.constant dense<0.999> : tensor<1x1x128x512xf32>
    %6111 = stablehlo.multiply %6110, %v.layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %6112 = stablehlo.constant dense<0.001> : tensor<1x1x128x512xf32>
    %6113 = stablehlo.multiply %4338, %4338 : tensor<1x1x128x512xf32>
    %6114 = stablehlo.multiply %6112, %6113 : tensor<1x1x128x512xf32>
    %6115 = stablehlo.add %6111, %6114 : tensor<1x1x128x512xf32>
    %6116 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6117 = stablehlo.divide %6109, %6116 : tensor<1x1x128x512xf32>
    %6118 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %6119 = stablehlo.divide %6115, %6118 : tensor<1x1x128x512xf32>
    %6120 = stablehlo.sqrt %6119 : tensor<1x1x128x512xf32>
    %6121 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x512xf32>
    %6122 = stablehlo.add %6120, %6121 : tensor<1x1x128x512xf32>
    %6123 = stablehlo.divide %6117, %6122 : tensor<1x1x128x512xf32>
    %6124 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6125 = stablehlo.multiply %6124, %m.layer2.3.bn3.g : tensor<512xf32>
    %6126 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6127 = stablehlo.multiply %6126, %4343 : tensor<512xf32>
    %6128 = stablehlo.add %6125, %6127 : tensor<512xf32>
    %6129 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6130 = stablehlo.multiply %6129, %v.layer2.3.bn3.g : tensor<512xf32>
    %6131 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6132 = stablehlo.multiply %4343, %4343 : tensor<512xf32>
    %6133 = stablehlo.multiply %6131, %6132 : tensor<512xf32>
    %6134 = stablehlo.add %6130, %6133 : tensor<512xf32>
    %6135 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6136 = stablehlo.divide %6128, %6135 : tensor<512xf32>
    %6137 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6138 = stablehlo.divide %6134, %6137 : tensor<512xf32>
    %6139 = stablehlo.sqrt %6138 : tensor<512xf32>
    %6140 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6141 = stablehlo.add %6139, %6140 : tensor<512xf32>
    %6142 = stablehlo.divide %6136, %6141 : tensor<512xf32>
    %6143 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %6144 = stablehlo.multiply %6143, %m.layer2.3.bn3.b : tensor<512xf32>
    %6145 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %6146 = stablehlo.multiply %6145, %4348 : tensor<512xf32>
    %6147 = stablehlo.add %6144, %6146 : tensor<512xf32>
    %6148 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %6149 = stablehlo.multiply %6148, %v.layer2.3.bn3.b : tensor<512xf32>
    %6150 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %6151 = stablehlo.multiply %4348, %4348 : tensor<512xf32>
    %6152 = stablehlo.multiply %6150, %6151 : tensor<512xf32>
    %6153 = stablehlo.add %6149, %6152 : tensor<512xf32>
    %6154 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6155 = stablehlo.divide %6147, %6154 : tensor<512xf32>
    %6156 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6157 = stablehlo.divide %6153, %6156 : tensor<512xf32>
    %6158 = stablehlo.sqrt %6157 : tensor<512xf32>
    %6159 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %6160 = stablehlo.add %6158, %6159 : tensor<512xf32>
    %6161 = stablehlo.divide %6155, %6160 : tensor<512xf32>
    %6162 = stablehlo.constant dense<0.9> : tensor<1x1x512x256xf32>
    %6163 = stablehlo.multiply %6162, %m.layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %6164 = stablehlo.constant dense<0.1> : tensor<1x1x512x256xf32>
    %6165 = stablehlo.multiply %6164, %4353 : tensor<1x1x512x256xf32>
    %6166 = stablehlo.add %6163, %6165 : tensor<1x1x512x256xf32>
    %6167 = stablehlo.constant dense<0.999> : tensor<1x1x512x256xf32>
    %6168 = stablehlo.multiply %6167, %v.layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %6169 = stablehlo.constant dense<0.001> : tensor<1x1x512x256xf32>
    %6170 = stablehlo.multiply %4353, %4353 : tensor<1x1x512x256xf32>
    %6171 = stablehlo.multiply %6169, %6170 : tensor<1x1x512x256xf32>
    %6172 = stablehlo.add %6168, %6171 : tensor<1x1x512x256xf32>
    %6173 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %6174 = stablehlo.divide %6166, %6173 : tensor<1x1x512x256xf32>
    %6175 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %6176 = stablehlo.divide %6172, %6175 : tensor<1x1x512x256xf32>
    %6177 = stablehlo.sqrt %6176 : tensor<1x1x512x256xf32>
    %6178 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x256xf32>
    %6179 = stablehlo.add %6177, %6178 : tensor<1x1x512x256xf32>
    %6180 = stablehlo.divide %6174, %6179 : tensor<1x1x512x256xf32>
    %6181 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6182 = stablehlo.multiply %6181, %m.layer3.0.bn1.g : tensor<256xf32>
    %6183 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6184 = stablehlo.multiply %6183, %4358 : tensor<256xf32>
    %6185 = stablehlo.add %6182, %6184 : tensor<256xf32>
    %6186 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6187 = stablehlo.multiply %6186, %v.layer3.0.bn1.g : tensor<256xf32>
    %6188 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6189 = stablehlo.multiply %4358, %4358 : tensor<256xf32>
    %6190 = stablehlo.multiply %6188, %6189 : tensor<256xf32>
    %6191 = stablehlo.add %6187, %6190 : tensor<256xf32>
    %6192 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6193 = stablehlo.divide %6185, %6192 : tensor<256xf32>
    %6194 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6195 = stablehlo.divide %6191, %6194 : tensor<256xf32>
    %6196 = stablehlo.sqrt %6195 : tensor<256xf32>
    %6197 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6198 = stablehlo.add %6196, %6197 : tensor<256xf32>
    %6199 = stablehlo.divide %6193, %6198 : tensor<256xf32>
    %6200 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6201 = stablehlo.multiply %6200, %m.layer3.0.bn1.b : tensor<256xf32>
    %6202 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6203 = stablehlo.multiply %6202, %4363 : tensor<256xf32>
    %6204 = stablehlo.add %6201, %6203 : tensor<256xf32>
    %6205 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6206 = stablehlo.multiply %6205, %v.layer3.0.bn1.b : tensor<256xf32>
    %6207 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6208 = stablehlo.multiply %4363, %4363 : tensor<256xf32>
    %6209 = stablehlo.multiply %6207, %6208 : tensor<256xf32>
    %6210 = stablehlo.add %6206, %6209 : tensor<256xf32>
    %6211 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6212 = stablehlo.divide %6204, %6211 : tensor<256xf32>
    %6213 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6214 = stablehlo.divide %6210, %6213 : tensor<256xf32>
    %6215 = stablehlo.sqrt %6214 : tensor<256xf32>
    %6216 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6217 = stablehlo.add %6215, %6216 : tensor<256xf32>
    %6218 = stablehlo.divide %6212, %6217 : tensor<256xf32>
    %6219 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6220 = stablehlo.multiply %6219, %m.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %6221 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6222 = stablehlo.multiply %6221, %4368 : tensor<3x3x256x256xf32>
    %6223 = stablehlo.add %6220, %6222 : tensor<3x3x256x256xf32>
    %6224 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6225 = stablehlo.multiply %6224, %v.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %6226 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6227 = stablehlo.multiply %4368, %4368 : tensor<3x3x256x256xf32>
    %6228 = stablehlo.multiply %6226, %6227 : tensor<3x3x256x256xf32>
    %6229 = stablehlo.add %6225, %6228 : tensor<3x3x256x256xf32>
    %6230 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6231 = stablehlo.divide %6223, %6230 : tensor<3x3x256x256xf32>
    %6232 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6233 = stablehlo.divide %6229, %6232 : tensor<3x3x256x256xf32>
    %6234 = stablehlo.sqrt %6233 : tensor<3x3x256x256xf32>
    %6235 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6236 = stablehlo.add %6234, %6235 : tensor<3x3x256x256xf32>
    %6237 = stablehlo.divide %6231, %6236 : tensor<3x3x256x256xf32>
    %6238 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6239 = stablehlo.multiply %6238, %m.layer3.0.bn2.g : tensor<256xf32>
    %6240 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6241 = stablehlo.multiply %6240, %4373 : tensor<256xf32>
    %6242 = stablehlo.add %6239, %6241 : tensor<256xf32>
    %6243 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6244 = stablehlo.multiply %6243, %v.layer3.0.bn2.g : tensor<256xf32>
    %6245 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6246 = stablehlo.multiply %4373, %4373 : tensor<256xf32>
    %6247 = stablehlo.multiply %6245, %6246 : tensor<256xf32>
    %6248 = stablehlo.add %6244, %6247 : tensor<256xf32>
    %6249 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6250 = stablehlo.divide %6242, %6249 : tensor<256xf32>
    %6251 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6252 = stablehlo.divide %6248, %6251 : tensor<256xf32>
    %6253 = stablehlo.sqrt %6252 : tensor<256xf32>
    %6254 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6255 = stablehlo.add %6253, %6254 : tensor<256xf32>
    %6256 = stablehlo.divide %6250, %6255 : tensor<256xf32>
    %6257 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6258 = stablehlo.multiply %6257, %m.layer3.0.bn2.b : tensor<256xf32>
    %6259 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6260 = stablehlo.multiply %6259, %4378 : tensor<256xf32>
    %6261 = stablehlo.add %6258, %6260 : tensor<256xf32>
    %6262 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6263 = stablehlo.multiply %6262, %v.layer3.0.bn2.b : tensor<256xf32>
    %6264 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6265 = stablehlo.multiply %4378, %4378 : tensor<256xf32>
    %6266 = stablehlo.multiply %6264, %6265 : tensor<256xf32>
    %6267 = stablehlo.add %6263, %6266 : tensor<256xf32>
    %6268 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6269 = stablehlo.divide %6261, %6268 : tensor<256xf32>
    %6270 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6271 = stablehlo.divide %6267, %6270 : tensor<256xf32>
    %6272 = stablehlo.sqrt %6271 : tensor<256xf32>
    %6273 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6274 = stablehlo.add %6272, %6273 : tensor<256xf32>
    %6275 = stablehlo.divide %6269, %6274 : tensor<256xf32>
    %6276 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %6277 = stablehlo.multiply %6276, %m.layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %6278 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %6279 = stablehlo.multiply %6278, %4383 : tensor<1x1x256x1024xf32>
    %6280 = stablehlo.add %6277, %6279 : tensor<1x1x256x1024xf32>
    %6281 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %6282 = stablehlo.multiply %6281, %v.layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %6283 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %6284 = stablehlo.multiply %4383, %4383 : tensor<1x1x256x1024xf32>
    %6285 = stablehlo.multiply %6283, %6284 : tensor<1x1x256x1024xf32>
    %6286 = stablehlo.add %6282, %6285 : tensor<1x1x256x1024xf32>
    %6287 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6288 = stablehlo.divide %6280, %6287 : tensor<1x1x256x1024xf32>
    %6289 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6290 = stablehlo.divide %6286, %6289 : tensor<1x1x256x1024xf32>
    %6291 = stablehlo.sqrt %6290 : tensor<1x1x256x1024xf32>
    %6292 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %6293 = stablehlo.add %6291, %6292 : tensor<1x1x256x1024xf32>
    %6294 = stablehlo.divide %6288, %6293 : tensor<1x1x256x1024xf32>
    %6295 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6296 = stablehlo.multiply %6295, %m.layer3.0.bn3.g : tensor<1024xf32>
    %6297 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6298 = stablehlo.multiply %6297, %4388 : tensor<1024xf32>
    %6299 = stablehlo.add %6296, %6298 : tensor<1024xf32>
    %6300 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6301 = stablehlo.multiply %6300, %v.layer3.0.bn3.g : tensor<1024xf32>
    %6302 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6303 = stablehlo.multiply %4388, %4388 : tensor<1024xf32>
    %6304 = stablehlo.multiply %6302, %6303 : tensor<1024xf32>
    %6305 = stablehlo.add %6301, %6304 : tensor<1024xf32>
    %6306 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6307 = stablehlo.divide %6299, %6306 : tensor<1024xf32>
    %6308 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6309 = stablehlo.divide %6305, %6308 : tensor<1024xf32>
    %6310 = stablehlo.sqrt %6309 : tensor<1024xf32>
    %6311 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6312 = stablehlo.add %6310, %6311 : tensor<1024xf32>
    %6313 = stablehlo.divide %6307, %6312 : tensor<1024xf32>
    %6314 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6315 = stablehlo.multiply %6314, %m.layer3.0.bn3.b : tensor<1024xf32>
    %6316 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6317 = stablehlo.multiply %6316, %4393 : tensor<1024xf32>
    %6318 = stablehlo.add %6315, %6317 : tensor<1024xf32>
    %6319 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6320 = stablehlo.multiply %6319, %v.layer3.0.bn3.b : tensor<1024xf32>
    %6321 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6322 = stablehlo.multiply %4393, %4393 : tensor<1024xf32>
    %6323 = stablehlo.multiply %6321, %6322 : tensor<1024xf32>
    %6324 = stablehlo.add %6320, %6323 : tensor<1024xf32>
    %6325 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6326 = stablehlo.divide %6318, %6325 : tensor<1024xf32>
    %6327 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6328 = stablehlo.divide %6324, %6327 : tensor<1024xf32>
    %6329 = stablehlo.sqrt %6328 : tensor<1024xf32>
    %6330 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6331 = stablehlo.add %6329, %6330 : tensor<1024xf32>
    %6332 = stablehlo.divide %6326, %6331 : tensor<1024xf32>
    %6333 = stablehlo.constant dense<0.9> : tensor<1x1x512x1024xf32>
    %6334 = stablehlo.multiply %6333, %m.layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %6335 = stablehlo.constant dense<0.1> : tensor<1x1x512x1024xf32>
    %6336 = stablehlo.multiply %6335, %4398 : tensor<1x1x512x1024xf32>
    %6337 = stablehlo.add %6334, %6336 : tensor<1x1x512x1024xf32>
    %6338 = stablehlo.constant dense<0.999> : tensor<1x1x512x1024xf32>
    %6339 = stablehlo.multiply %6338, %v.layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %6340 = stablehlo.constant dense<0.001> : tensor<1x1x512x1024xf32>
    %6341 = stablehlo.multiply %4398, %4398 : tensor<1x1x512x1024xf32>
    %6342 = stablehlo.multiply %6340, %6341 : tensor<1x1x512x1024xf32>
    %6343 = stablehlo.add %6339, %6342 : tensor<1x1x512x1024xf32>
    %6344 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %6345 = stablehlo.divide %6337, %6344 : tensor<1x1x512x1024xf32>
    %6346 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %6347 = stablehlo.divide %6343, %6346 : tensor<1x1x512x1024xf32>
    %6348 = stablehlo.sqrt %6347 : tensor<1x1x512x1024xf32>
    %6349 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x1024xf32>
    %6350 = stablehlo.add %6348, %6349 : tensor<1x1x512x1024xf32>
    %6351 = stablehlo.divide %6345, %6350 : tensor<1x1x512x1024xf32>
    %6352 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6353 = stablehlo.multiply %6352, %m.layer3.0.downsample.1.g : tensor<1024xf32>
    %6354 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6355 = stablehlo.multiply %6354, %4403 : tensor<1024xf32>
    %6356 = stablehlo.add %6353, %6355 : tensor<1024xf32>
    %6357 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6358 = stablehlo.multiply %6357, %v.layer3.0.downsample.1.g : tensor<1024xf32>
    %6359 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6360 = stablehlo.multiply %4403, %4403 : tensor<1024xf32>
    %6361 = stablehlo.multiply %6359, %6360 : tensor<1024xf32>
    %6362 = stablehlo.add %6358, %6361 : tensor<1024xf32>
    %6363 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6364 = stablehlo.divide %6356, %6363 : tensor<1024xf32>
    %6365 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6366 = stablehlo.divide %6362, %6365 : tensor<1024xf32>
    %6367 = stablehlo.sqrt %6366 : tensor<1024xf32>
    %6368 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6369 = stablehlo.add %6367, %6368 : tensor<1024xf32>
    %6370 = stablehlo.divide %6364, %6369 : tensor<1024xf32>
    %6371 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6372 = stablehlo.multiply %6371, %m.layer3.0.downsample.1.b : tensor<1024xf32>
    %6373 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6374 = stablehlo.multiply %6373, %4408 : tensor<1024xf32>
    %6375 = stablehlo.add %6372, %6374 : tensor<1024xf32>
    %6376 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6377 = stablehlo.multiply %6376, %v.layer3.0.downsample.1.b : tensor<1024xf32>
    %6378 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6379 = stablehlo.multiply %4408, %4408 : tensor<1024xf32>
    %6380 = stablehlo.multiply %6378, %6379 : tensor<1024xf32>
    %6381 = stablehlo.add %6377, %6380 : tensor<1024xf32>
    %6382 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6383 = stablehlo.divide %6375, %6382 : tensor<1024xf32>
    %6384 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6385 = stablehlo.divide %6381, %6384 : tensor<1024xf32>
    %6386 = stablehlo.sqrt %6385 : tensor<1024xf32>
    %6387 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6388 = stablehlo.add %6386, %6387 : tensor<1024xf32>
    %6389 = stablehlo.divide %6383, %6388 : tensor<1024xf32>
    %6390 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %6391 = stablehlo.multiply %6390, %m.layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %6392 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %6393 = stablehlo.multiply %6392, %4413 : tensor<1x1x1024x256xf32>
    %6394 = stablehlo.add %6391, %6393 : tensor<1x1x1024x256xf32>
    %6395 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %6396 = stablehlo.multiply %6395, %v.layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %6397 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %6398 = stablehlo.multiply %4413, %4413 : tensor<1x1x1024x256xf32>
    %6399 = stablehlo.multiply %6397, %6398 : tensor<1x1x1024x256xf32>
    %6400 = stablehlo.add %6396, %6399 : tensor<1x1x1024x256xf32>
    %6401 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6402 = stablehlo.divide %6394, %6401 : tensor<1x1x1024x256xf32>
    %6403 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6404 = stablehlo.divide %6400, %6403 : tensor<1x1x1024x256xf32>
    %6405 = stablehlo.sqrt %6404 : tensor<1x1x1024x256xf32>
    %6406 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %6407 = stablehlo.add %6405, %6406 : tensor<1x1x1024x256xf32>
    %6408 = stablehlo.divide %6402, %6407 : tensor<1x1x1024x256xf32>
    %6409 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6410 = stablehlo.multiply %6409, %m.layer3.1.bn1.g : tensor<256xf32>
    %6411 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6412 = stablehlo.multiply %6411, %4418 : tensor<256xf32>
    %6413 = stablehlo.add %6410, %6412 : tensor<256xf32>
    %6414 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6415 = stablehlo.multiply %6414, %v.layer3.1.bn1.g : tensor<256xf32>
    %6416 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6417 = stablehlo.multiply %4418, %4418 : tensor<256xf32>
    %6418 = stablehlo.multiply %6416, %6417 : tensor<256xf32>
    %6419 = stablehlo.add %6415, %6418 : tensor<256xf32>
    %6420 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6421 = stablehlo.divide %6413, %6420 : tensor<256xf32>
    %6422 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6423 = stablehlo.divide %6419, %6422 : tensor<256xf32>
    %6424 = stablehlo.sqrt %6423 : tensor<256xf32>
    %6425 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6426 = stablehlo.add %6424, %6425 : tensor<256xf32>
    %6427 = stablehlo.divide %6421, %6426 : tensor<256xf32>
    %6428 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6429 = stablehlo.multiply %6428, %m.layer3.1.bn1.b : tensor<256xf32>
    %6430 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6431 = stablehlo.multiply %6430, %4423 : tensor<256xf32>
    %6432 = stablehlo.add %6429, %6431 : tensor<256xf32>
    %6433 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6434 = stablehlo.multiply %6433, %v.layer3.1.bn1.b : tensor<256xf32>
    %6435 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6436 = stablehlo.multiply %4423, %4423 : tensor<256xf32>
    %6437 = stablehlo.multiply %6435, %6436 : tensor<256xf32>
    %6438 = stablehlo.add %6434, %6437 : tensor<256xf32>
    %6439 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6440 = stablehlo.divide %6432, %6439 : tensor<256xf32>
    %6441 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6442 = stablehlo.divide %6438, %6441 : tensor<256xf32>
    %6443 = stablehlo.sqrt %6442 : tensor<256xf32>
    %6444 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6445 = stablehlo.add %6443, %6444 : tensor<256xf32>
    %6446 = stablehlo.divide %6440, %6445 : tensor<256xf32>
    %6447 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6448 = stablehlo.multiply %6447, %m.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %6449 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6450 = stablehlo.multiply %6449, %4428 : tensor<3x3x256x256xf32>
    %6451 = stablehlo.add %6448, %6450 : tensor<3x3x256x256xf32>
    %6452 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6453 = stablehlo.multiply %6452, %v.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %6454 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6455 = stablehlo.multiply %4428, %4428 : tensor<3x3x256x256xf32>
    %6456 = stablehlo.multiply %6454, %6455 : tensor<3x3x256x256xf32>
    %6457 = stablehlo.add %6453, %6456 : tensor<3x3x256x256xf32>
    %6458 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6459 = stablehlo.divide %6451, %6458 : tensor<3x3x256x256xf32>
    %6460 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6461 = stablehlo.divide %6457, %6460 : tensor<3x3x256x256xf32>
    %6462 = stablehlo.sqrt %6461 : tensor<3x3x256x256xf32>
    %6463 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6464 = stablehlo.add %6462, %6463 : tensor<3x3x256x256xf32>
    %6465 = stablehlo.divide %6459, %6464 : tensor<3x3x256x256xf32>
    %6466 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6467 = stablehlo.multiply %6466, %m.layer3.1.bn2.g : tensor<256xf32>
    %6468 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6469 = stablehlo.multiply %6468, %4433 : tensor<256xf32>
    %6470 = stablehlo.add %6467, %6469 : tensor<256xf32>
    %6471 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6472 = stablehlo.multiply %6471, %v.layer3.1.bn2.g : tensor<256xf32>
    %6473 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6474 = stablehlo.multiply %4433, %4433 : tensor<256xf32>
    %6475 = stablehlo.multiply %6473, %6474 : tensor<256xf32>
    %6476 = stablehlo.add %6472, %6475 : tensor<256xf32>
    %6477 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6478 = stablehlo.divide %6470, %6477 : tensor<256xf32>
    %6479 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6480 = stablehlo.divide %6476, %6479 : tensor<256xf32>
    %6481 = stablehlo.sqrt %6480 : tensor<256xf32>
    %6482 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6483 = stablehlo.add %6481, %6482 : tensor<256xf32>
    %6484 = stablehlo.divide %6478, %6483 : tensor<256xf32>
    %6485 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6486 = stablehlo.multiply %6485, %m.layer3.1.bn2.b : tensor<256xf32>
    %6487 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6488 = stablehlo.multiply %6487, %4438 : tensor<256xf32>
    %6489 = stablehlo.add %6486, %6488 : tensor<256xf32>
    %6490 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6491 = stablehlo.multiply %6490, %v.layer3.1.bn2.b : tensor<256xf32>
    %6492 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6493 = stablehlo.multiply %4438, %4438 : tensor<256xf32>
    %6494 = stablehlo.multiply %6492, %6493 : tensor<256xf32>
    %6495 = stablehlo.add %6491, %6494 : tensor<256xf32>
    %6496 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6497 = stablehlo.divide %6489, %6496 : tensor<256xf32>
    %6498 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6499 = stablehlo.divide %6495, %6498 : tensor<256xf32>
    %6500 = stablehlo.sqrt %6499 : tensor<256xf32>
    %6501 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6502 = stablehlo.add %6500, %6501 : tensor<256xf32>
    %6503 = stablehlo.divide %6497, %6502 : tensor<256xf32>
    %6504 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %6505 = stablehlo.multiply %6504, %m.layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %6506 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %6507 = stablehlo.multiply %6506, %4443 : tensor<1x1x256x1024xf32>
    %6508 = stablehlo.add %6505, %6507 : tensor<1x1x256x1024xf32>
    %6509 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %6510 = stablehlo.multiply %6509, %v.layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %6511 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %6512 = stablehlo.multiply %4443, %4443 : tensor<1x1x256x1024xf32>
    %6513 = stablehlo.multiply %6511, %6512 : tensor<1x1x256x1024xf32>
    %6514 = stablehlo.add %6510, %6513 : tensor<1x1x256x1024xf32>
    %6515 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6516 = stablehlo.divide %6508, %6515 : tensor<1x1x256x1024xf32>
    %6517 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6518 = stablehlo.divide %6514, %6517 : tensor<1x1x256x1024xf32>
    %6519 = stablehlo.sqrt %6518 : tensor<1x1x256x1024xf32>
    %6520 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %6521 = stablehlo.add %6519, %6520 : tensor<1x1x256x1024xf32>
    %6522 = stablehlo.divide %6516, %6521 : tensor<1x1x256x1024xf32>
    %6523 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6524 = stablehlo.multiply %6523, %m.layer3.1.bn3.g : tensor<1024xf32>
    %6525 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6526 = stablehlo.multiply %6525, %4448 : tensor<1024xf32>
    %6527 = stablehlo.add %6524, %6526 : tensor<1024xf32>
    %6528 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6529 = stablehlo.multiply %6528, %v.layer3.1.bn3.g : tensor<1024xf32>
    %6530 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6531 = stablehlo.multiply %4448, %4448 : tensor<1024xf32>
    %6532 = stablehlo.multiply %6530, %6531 : tensor<1024xf32>
    %6533 = stablehlo.add %6529, %6532 : tensor<1024xf32>
    %6534 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6535 = stablehlo.divide %6527, %6534 : tensor<1024xf32>
    %6536 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6537 = stablehlo.divide %6533, %6536 : tensor<1024xf32>
    %6538 = stablehlo.sqrt %6537 : tensor<1024xf32>
    %6539 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6540 = stablehlo.add %6538, %6539 : tensor<1024xf32>
    %6541 = stablehlo.divide %6535, %6540 : tensor<1024xf32>
    %6542 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6543 = stablehlo.multiply %6542, %m.layer3.1.bn3.b : tensor<1024xf32>
    %6544 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6545 = stablehlo.multiply %6544, %4453 : tensor<1024xf32>
    %6546 = stablehlo.add %6543, %6545 : tensor<1024xf32>
    %6547 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6548 = stablehlo.multiply %6547, %v.layer3.1.bn3.b : tensor<1024xf32>
    %6549 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6550 = stablehlo.multiply %4453, %4453 : tensor<1024xf32>
    %6551 = stablehlo.multiply %6549, %6550 : tensor<1024xf32>
    %6552 = stablehlo.add %6548, %6551 : tensor<1024xf32>
    %6553 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6554 = stablehlo.divide %6546, %6553 : tensor<1024xf32>
    %6555 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6556 = stablehlo.divide %6552, %6555 : tensor<1024xf32>
    %6557 = stablehlo.sqrt %6556 : tensor<1024xf32>
    %6558 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6559 = stablehlo.add %6557, %6558 : tensor<1024xf32>
    %6560 = stablehlo.divide %6554, %6559 : tensor<1024xf32>
    %6561 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %6562 = stablehlo.multiply %6561, %m.layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %6563 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %6564 = stablehlo.multiply %6563, %4458 : tensor<1x1x1024x256xf32>
    %6565 = stablehlo.add %6562, %6564 : tensor<1x1x1024x256xf32>
    %6566 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %6567 = stablehlo.multiply %6566, %v.layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %6568 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %6569 = stablehlo.multiply %4458, %4458 : tensor<1x1x1024x256xf32>
    %6570 = stablehlo.multiply %6568, %6569 : tensor<1x1x1024x256xf32>
    %6571 = stablehlo.add %6567, %6570 : tensor<1x1x1024x256xf32>
    %6572 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6573 = stablehlo.divide %6565, %6572 : tensor<1x1x1024x256xf32>
    %6574 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6575 = stablehlo.divide %6571, %6574 : tensor<1x1x1024x256xf32>
    %6576 = stablehlo.sqrt %6575 : tensor<1x1x1024x256xf32>
    %6577 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %6578 = stablehlo.add %6576, %6577 : tensor<1x1x1024x256xf32>
    %6579 = stablehlo.divide %6573, %6578 : tensor<1x1x1024x256xf32>
    %6580 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6581 = stablehlo.multiply %6580, %m.layer3.2.bn1.g : tensor<256xf32>
    %6582 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6583 = stablehlo.multiply %6582, %4463 : tensor<256xf32>
    %6584 = stablehlo.add %6581, %6583 : tensor<256xf32>
    %6585 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6586 = stablehlo.multiply %6585, %v.layer3.2.bn1.g : tensor<256xf32>
    %6587 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6588 = stablehlo.multiply %4463, %4463 : tensor<256xf32>
    %6589 = stablehlo.multiply %6587, %6588 : tensor<256xf32>
    %6590 = stablehlo.add %6586, %6589 : tensor<256xf32>
    %6591 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6592 = stablehlo.divide %6584, %6591 : tensor<256xf32>
    %6593 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6594 = stablehlo.divide %6590, %6593 : tensor<256xf32>
    %6595 = stablehlo.sqrt %6594 : tensor<256xf32>
    %6596 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6597 = stablehlo.add %6595, %6596 : tensor<256xf32>
    %6598 = stablehlo.divide %6592, %6597 : tensor<256xf32>
    %6599 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6600 = stablehlo.multiply %6599, %m.layer3.2.bn1.b : tensor<256xf32>
    %6601 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6602 = stablehlo.multiply %6601, %4468 : tensor<256xf32>
    %6603 = stablehlo.add %6600, %6602 : tensor<256xf32>
    %6604 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6605 = stablehlo.multiply %6604, %v.layer3.2.bn1.b : tensor<256xf32>
    %6606 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6607 = stablehlo.multiply %4468, %4468 : tensor<256xf32>
    %6608 = stablehlo.multiply %6606, %6607 : tensor<256xf32>
    %6609 = stablehlo.add %6605, %6608 : tensor<256xf32>
    %6610 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6611 = stablehlo.divide %6603, %6610 : tensor<256xf32>
    %6612 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6613 = stablehlo.divide %6609, %6612 : tensor<256xf32>
    %6614 = stablehlo.sqrt %6613 : tensor<256xf32>
    %6615 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6616 = stablehlo.add %6614, %6615 : tensor<256xf32>
    %6617 = stablehlo.divide %6611, %6616 : tensor<256xf32>
    %6618 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6619 = stablehlo.multiply %6618, %m.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %6620 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6621 = stablehlo.multiply %6620, %4473 : tensor<3x3x256x256xf32>
    %6622 = stablehlo.add %6619, %6621 : tensor<3x3x256x256xf32>
    %6623 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6624 = stablehlo.multiply %6623, %v.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %6625 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6626 = stablehlo.multiply %4473, %4473 : tensor<3x3x256x256xf32>
    %6627 = stablehlo.multiply %6625, %6626 : tensor<3x3x256x256xf32>
    %6628 = stablehlo.add %6624, %6627 : tensor<3x3x256x256xf32>
    %6629 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6630 = stablehlo.divide %6622, %6629 : tensor<3x3x256x256xf32>
    %6631 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6632 = stablehlo.divide %6628, %6631 : tensor<3x3x256x256xf32>
    %6633 = stablehlo.sqrt %6632 : tensor<3x3x256x256xf32>
    %6634 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6635 = stablehlo.add %6633, %6634 : tensor<3x3x256x256xf32>
    %6636 = stablehlo.divide %6630, %6635 : tensor<3x3x256x256xf32>
    %6637 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6638 = stablehlo.multiply %6637, %m.layer3.2.bn2.g : tensor<256xf32>
    %6639 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6640 = stablehlo.multiply %6639, %4478 : tensor<256xf32>
    %6641 = stablehlo.add %6638, %6640 : tensor<256xf32>
    %6642 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6643 = stablehlo.multiply %6642, %v.layer3.2.bn2.g : tensor<256xf32>
    %6644 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6645 = stablehlo.multiply %4478, %4478 : tensor<256xf32>
    %6646 = stablehlo.multiply %6644, %6645 : tensor<256xf32>
    %6647 = stablehlo.add %6643, %6646 : tensor<256xf32>
    %6648 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6649 = stablehlo.divide %6641, %6648 : tensor<256xf32>
    %6650 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6651 = stablehlo.divide %6647, %6650 : tensor<256xf32>
    %6652 = stablehlo.sqrt %6651 : tensor<256xf32>
    %6653 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6654 = stablehlo.add %6652, %6653 : tensor<256xf32>
    %6655 = stablehlo.divide %6649, %6654 : tensor<256xf32>
    %6656 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6657 = stablehlo.multiply %6656, %m.layer3.2.bn2.b : tensor<256xf32>
    %6658 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6659 = stablehlo.multiply %6658, %4483 : tensor<256xf32>
    %6660 = stablehlo.add %6657, %6659 : tensor<256xf32>
    %6661 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6662 = stablehlo.multiply %6661, %v.layer3.2.bn2.b : tensor<256xf32>
    %6663 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6664 = stablehlo.multiply %4483, %4483 : tensor<256xf32>
    %6665 = stablehlo.multiply %6663, %6664 : tensor<256xf32>
    %6666 = stablehlo.add %6662, %6665 : tensor<256xf32>
    %6667 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6668 = stablehlo.divide %6660, %6667 : tensor<256xf32>
    %6669 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6670 = stablehlo.divide %6666, %6669 : tensor<256xf32>
    %6671 = stablehlo.sqrt %6670 : tensor<256xf32>
    %6672 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6673 = stablehlo.add %6671, %6672 : tensor<256xf32>
    %6674 = stablehlo.divide %6668, %6673 : tensor<256xf32>
    %6675 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %6676 = stablehlo.multiply %6675, %m.layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %6677 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %6678 = stablehlo.multiply %6677, %4488 : tensor<1x1x256x1024xf32>
    %6679 = stablehlo.add %6676, %6678 : tensor<1x1x256x1024xf32>
    %6680 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %6681 = stablehlo.multiply %6680, %v.layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %6682 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %6683 = stablehlo.multiply %4488, %4488 : tensor<1x1x256x1024xf32>
    %6684 = stablehlo.multiply %6682, %6683 : tensor<1x1x256x1024xf32>
    %6685 = stablehlo.add %6681, %6684 : tensor<1x1x256x1024xf32>
    %6686 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6687 = stablehlo.divide %6679, %6686 : tensor<1x1x256x1024xf32>
    %6688 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6689 = stablehlo.divide %6685, %6688 : tensor<1x1x256x1024xf32>
    %6690 = stablehlo.sqrt %6689 : tensor<1x1x256x1024xf32>
    %6691 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %6692 = stablehlo.add %6690, %6691 : tensor<1x1x256x1024xf32>
    %6693 = stablehlo.divide %6687, %6692 : tensor<1x1x256x1024xf32>
    %6694 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6695 = stablehlo.multiply %6694, %m.layer3.2.bn3.g : tensor<1024xf32>
    %6696 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6697 = stablehlo.multiply %6696, %4493 : tensor<1024xf32>
    %6698 = stablehlo.add %6695, %6697 : tensor<1024xf32>
    %6699 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6700 = stablehlo.multiply %6699, %v.layer3.2.bn3.g : tensor<1024xf32>
    %6701 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6702 = stablehlo.multiply %4493, %4493 : tensor<1024xf32>
    %6703 = stablehlo.multiply %6701, %6702 : tensor<1024xf32>
    %6704 = stablehlo.add %6700, %6703 : tensor<1024xf32>
    %6705 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6706 = stablehlo.divide %6698, %6705 : tensor<1024xf32>
    %6707 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6708 = stablehlo.divide %6704, %6707 : tensor<1024xf32>
    %6709 = stablehlo.sqrt %6708 : tensor<1024xf32>
    %6710 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6711 = stablehlo.add %6709, %6710 : tensor<1024xf32>
    %6712 = stablehlo.divide %6706, %6711 : tensor<1024xf32>
    %6713 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6714 = stablehlo.multiply %6713, %m.layer3.2.bn3.b : tensor<1024xf32>
    %6715 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6716 = stablehlo.multiply %6715, %4498 : tensor<1024xf32>
    %6717 = stablehlo.add %6714, %6716 : tensor<1024xf32>
    %6718 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6719 = stablehlo.multiply %6718, %v.layer3.2.bn3.b : tensor<1024xf32>
    %6720 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6721 = stablehlo.multiply %4498, %4498 : tensor<1024xf32>
    %6722 = stablehlo.multiply %6720, %6721 : tensor<1024xf32>
    %6723 = stablehlo.add %6719, %6722 : tensor<1024xf32>
    %6724 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6725 = stablehlo.divide %6717, %6724 : tensor<1024xf32>
    %6726 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6727 = stablehlo.divide %6723, %6726 : tensor<1024xf32>
    %6728 = stablehlo.sqrt %6727 : tensor<1024xf32>
    %6729 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6730 = stablehlo.add %6728, %6729 : tensor<1024xf32>
    %6731 = stablehlo.divide %6725, %6730 : tensor<1024xf32>
    %6732 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %6733 = stablehlo.multiply %6732, %m.layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %6734 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %6735 = stablehlo.multiply %6734, %4503 : tensor<1x1x1024x256xf32>
    %6736 = stablehlo.add %6733, %6735 : tensor<1x1x1024x256xf32>
    %6737 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %6738 = stablehlo.multiply %6737, %v.layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %6739 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %6740 = stablehlo.multiply %4503, %4503 : tensor<1x1x1024x256xf32>
    %6741 = stablehlo.multiply %6739, %6740 : tensor<1x1x1024x256xf32>
    %6742 = stablehlo.add %6738, %6741 : tensor<1x1x1024x256xf32>
    %6743 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6744 = stablehlo.divide %6736, %6743 : tensor<1x1x1024x256xf32>
    %6745 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6746 = stablehlo.divide %6742, %6745 : tensor<1x1x1024x256xf32>
    %6747 = stablehlo.sqrt %6746 : tensor<1x1x1024x256xf32>
    %6748 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %6749 = stablehlo.add %6747, %6748 : tensor<1x1x1024x256xf32>
    %6750 = stablehlo.divide %6744, %6749 : tensor<1x1x1024x256xf32>
    %6751 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6752 = stablehlo.multiply %6751, %m.layer3.3.bn1.g : tensor<256xf32>
    %6753 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6754 = stablehlo.multiply %6753, %4508 : tensor<256xf32>
    %6755 = stablehlo.add %6752, %6754 : tensor<256xf32>
    %6756 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6757 = stablehlo.multiply %6756, %v.layer3.3.bn1.g : tensor<256xf32>
    %6758 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6759 = stablehlo.multiply %4508, %4508 : tensor<256xf32>
    %6760 = stablehlo.multiply %6758, %6759 : tensor<256xf32>
    %6761 = stablehlo.add %6757, %6760 : tensor<256xf32>
    %6762 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6763 = stablehlo.divide %6755, %6762 : tensor<256xf32>
    %6764 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6765 = stablehlo.divide %6761, %6764 : tensor<256xf32>
    %6766 = stablehlo.sqrt %6765 : tensor<256xf32>
    %6767 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6768 = stablehlo.add %6766, %6767 : tensor<256xf32>
    %6769 = stablehlo.divide %6763, %6768 : tensor<256xf32>
    %6770 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6771 = stablehlo.multiply %6770, %m.layer3.3.bn1.b : tensor<256xf32>
    %6772 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6773 = stablehlo.multiply %6772, %4513 : tensor<256xf32>
    %6774 = stablehlo.add %6771, %6773 : tensor<256xf32>
    %6775 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6776 = stablehlo.multiply %6775, %v.layer3.3.bn1.b : tensor<256xf32>
    %6777 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6778 = stablehlo.multiply %4513, %4513 : tensor<256xf32>
    %6779 = stablehlo.multiply %6777, %6778 : tensor<256xf32>
    %6780 = stablehlo.add %6776, %6779 : tensor<256xf32>
    %6781 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6782 = stablehlo.divide %6774, %6781 : tensor<256xf32>
    %6783 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6784 = stablehlo.divide %6780, %6783 : tensor<256xf32>
    %6785 = stablehlo.sqrt %6784 : tensor<256xf32>
    %6786 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6787 = stablehlo.add %6785, %6786 : tensor<256xf32>
    %6788 = stablehlo.divide %6782, %6787 : tensor<256xf32>
    %6789 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6790 = stablehlo.multiply %6789, %m.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %6791 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6792 = stablehlo.multiply %6791, %4518 : tensor<3x3x256x256xf32>
    %6793 = stablehlo.add %6790, %6792 : tensor<3x3x256x256xf32>
    %6794 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6795 = stablehlo.multiply %6794, %v.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %6796 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6797 = stablehlo.multiply %4518, %4518 : tensor<3x3x256x256xf32>
    %6798 = stablehlo.multiply %6796, %6797 : tensor<3x3x256x256xf32>
    %6799 = stablehlo.add %6795, %6798 : tensor<3x3x256x256xf32>
    %6800 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6801 = stablehlo.divide %6793, %6800 : tensor<3x3x256x256xf32>
    %6802 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6803 = stablehlo.divide %6799, %6802 : tensor<3x3x256x256xf32>
    %6804 = stablehlo.sqrt %6803 : tensor<3x3x256x256xf32>
    %6805 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6806 = stablehlo.add %6804, %6805 : tensor<3x3x256x256xf32>
    %6807 = stablehlo.divide %6801, %6806 : tensor<3x3x256x256xf32>
    %6808 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6809 = stablehlo.multiply %6808, %m.layer3.3.bn2.g : tensor<256xf32>
    %6810 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6811 = stablehlo.multiply %6810, %4523 : tensor<256xf32>
    %6812 = stablehlo.add %6809, %6811 : tensor<256xf32>
    %6813 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6814 = stablehlo.multiply %6813, %v.layer3.3.bn2.g : tensor<256xf32>
    %6815 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6816 = stablehlo.multiply %4523, %4523 : tensor<256xf32>
    %6817 = stablehlo.multiply %6815, %6816 : tensor<256xf32>
    %6818 = stablehlo.add %6814, %6817 : tensor<256xf32>
    %6819 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6820 = stablehlo.divide %6812, %6819 : tensor<256xf32>
    %6821 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6822 = stablehlo.divide %6818, %6821 : tensor<256xf32>
    %6823 = stablehlo.sqrt %6822 : tensor<256xf32>
    %6824 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6825 = stablehlo.add %6823, %6824 : tensor<256xf32>
    %6826 = stablehlo.divide %6820, %6825 : tensor<256xf32>
    %6827 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6828 = stablehlo.multiply %6827, %m.layer3.3.bn2.b : tensor<256xf32>
    %6829 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6830 = stablehlo.multiply %6829, %4528 : tensor<256xf32>
    %6831 = stablehlo.add %6828, %6830 : tensor<256xf32>
    %6832 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6833 = stablehlo.multiply %6832, %v.layer3.3.bn2.b : tensor<256xf32>
    %6834 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6835 = stablehlo.multiply %4528, %4528 : tensor<256xf32>
    %6836 = stablehlo.multiply %6834, %6835 : tensor<256xf32>
    %6837 = stablehlo.add %6833, %6836 : tensor<256xf32>
    %6838 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6839 = stablehlo.divide %6831, %6838 : tensor<256xf32>
    %6840 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6841 = stablehlo.divide %6837, %6840 : tensor<256xf32>
    %6842 = stablehlo.sqrt %6841 : tensor<256xf32>
    %6843 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6844 = stablehlo.add %6842, %6843 : tensor<256xf32>
    %6845 = stablehlo.divide %6839, %6844 : tensor<256xf32>
    %6846 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %6847 = stablehlo.multiply %6846, %m.layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %6848 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %6849 = stablehlo.multiply %6848, %4533 : tensor<1x1x256x1024xf32>
    %6850 = stablehlo.add %6847, %6849 : tensor<1x1x256x1024xf32>
    %6851 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %6852 = stablehlo.multiply %6851, %v.layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %6853 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %6854 = stablehlo.multiply %4533, %4533 : tensor<1x1x256x1024xf32>
    %6855 = stablehlo.multiply %6853, %6854 : tensor<1x1x256x1024xf32>
    %6856 = stablehlo.add %6852, %6855 : tensor<1x1x256x1024xf32>
    %6857 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6858 = stablehlo.divide %6850, %6857 : tensor<1x1x256x1024xf32>
    %6859 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %6860 = stablehlo.divide %6856, %6859 : tensor<1x1x256x1024xf32>
    %6861 = stablehlo.sqrt %6860 : tensor<1x1x256x1024xf32>
    %6862 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %6863 = stablehlo.add %6861, %6862 : tensor<1x1x256x1024xf32>
    %6864 = stablehlo.divide %6858, %6863 : tensor<1x1x256x1024xf32>
    %6865 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6866 = stablehlo.multiply %6865, %m.layer3.3.bn3.g : tensor<1024xf32>
    %6867 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6868 = stablehlo.multiply %6867, %4538 : tensor<1024xf32>
    %6869 = stablehlo.add %6866, %6868 : tensor<1024xf32>
    %6870 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6871 = stablehlo.multiply %6870, %v.layer3.3.bn3.g : tensor<1024xf32>
    %6872 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6873 = stablehlo.multiply %4538, %4538 : tensor<1024xf32>
    %6874 = stablehlo.multiply %6872, %6873 : tensor<1024xf32>
    %6875 = stablehlo.add %6871, %6874 : tensor<1024xf32>
    %6876 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6877 = stablehlo.divide %6869, %6876 : tensor<1024xf32>
    %6878 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6879 = stablehlo.divide %6875, %6878 : tensor<1024xf32>
    %6880 = stablehlo.sqrt %6879 : tensor<1024xf32>
    %6881 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6882 = stablehlo.add %6880, %6881 : tensor<1024xf32>
    %6883 = stablehlo.divide %6877, %6882 : tensor<1024xf32>
    %6884 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %6885 = stablehlo.multiply %6884, %m.layer3.3.bn3.b : tensor<1024xf32>
    %6886 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %6887 = stablehlo.multiply %6886, %4543 : tensor<1024xf32>
    %6888 = stablehlo.add %6885, %6887 : tensor<1024xf32>
    %6889 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %6890 = stablehlo.multiply %6889, %v.layer3.3.bn3.b : tensor<1024xf32>
    %6891 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %6892 = stablehlo.multiply %4543, %4543 : tensor<1024xf32>
    %6893 = stablehlo.multiply %6891, %6892 : tensor<1024xf32>
    %6894 = stablehlo.add %6890, %6893 : tensor<1024xf32>
    %6895 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6896 = stablehlo.divide %6888, %6895 : tensor<1024xf32>
    %6897 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %6898 = stablehlo.divide %6894, %6897 : tensor<1024xf32>
    %6899 = stablehlo.sqrt %6898 : tensor<1024xf32>
    %6900 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %6901 = stablehlo.add %6899, %6900 : tensor<1024xf32>
    %6902 = stablehlo.divide %6896, %6901 : tensor<1024xf32>
    %6903 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %6904 = stablehlo.multiply %6903, %m.layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %6905 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %6906 = stablehlo.multiply %6905, %4548 : tensor<1x1x1024x256xf32>
    %6907 = stablehlo.add %6904, %6906 : tensor<1x1x1024x256xf32>
    %6908 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %6909 = stablehlo.multiply %6908, %v.layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %6910 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %6911 = stablehlo.multiply %4548, %4548 : tensor<1x1x1024x256xf32>
    %6912 = stablehlo.multiply %6910, %6911 : tensor<1x1x1024x256xf32>
    %6913 = stablehlo.add %6909, %6912 : tensor<1x1x1024x256xf32>
    %6914 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6915 = stablehlo.divide %6907, %6914 : tensor<1x1x1024x256xf32>
    %6916 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %6917 = stablehlo.divide %6913, %6916 : tensor<1x1x1024x256xf32>
    %6918 = stablehlo.sqrt %6917 : tensor<1x1x1024x256xf32>
    %6919 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %6920 = stablehlo.add %6918, %6919 : tensor<1x1x1024x256xf32>
    %6921 = stablehlo.divide %6915, %6920 : tensor<1x1x1024x256xf32>
    %6922 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6923 = stablehlo.multiply %6922, %m.layer3.4.bn1.g : tensor<256xf32>
    %6924 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6925 = stablehlo.multiply %6924, %4553 : tensor<256xf32>
    %6926 = stablehlo.add %6923, %6925 : tensor<256xf32>
    %6927 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6928 = stablehlo.multiply %6927, %v.layer3.4.bn1.g : tensor<256xf32>
    %6929 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6930 = stablehlo.multiply %4553, %4553 : tensor<256xf32>
    %6931 = stablehlo.multiply %6929, %6930 : tensor<256xf32>
    %6932 = stablehlo.add %6928, %6931 : tensor<256xf32>
    %6933 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6934 = stablehlo.divide %6926, %6933 : tensor<256xf32>
    %6935 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6936 = stablehlo.divide %6932, %6935 : tensor<256xf32>
    %6937 = stablehlo.sqrt %6936 : tensor<256xf32>
    %6938 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6939 = stablehlo.add %6937, %6938 : tensor<256xf32>
    %6940 = stablehlo.divide %6934, %6939 : tensor<256xf32>
    %6941 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6942 = stablehlo.multiply %6941, %m.layer3.4.bn1.b : tensor<256xf32>
    %6943 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6944 = stablehlo.multiply %6943, %4558 : tensor<256xf32>
    %6945 = stablehlo.add %6942, %6944 : tensor<256xf32>
    %6946 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6947 = stablehlo.multiply %6946, %v.layer3.4.bn1.b : tensor<256xf32>
    %6948 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6949 = stablehlo.multiply %4558, %4558 : tensor<256xf32>
    %6950 = stablehlo.multiply %6948, %6949 : tensor<256xf32>
    %6951 = stablehlo.add %6947, %6950 : tensor<256xf32>
    %6952 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6953 = stablehlo.divide %6945, %6952 : tensor<256xf32>
    %6954 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6955 = stablehlo.divide %6951, %6954 : tensor<256xf32>
    %6956 = stablehlo.sqrt %6955 : tensor<256xf32>
    %6957 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6958 = stablehlo.add %6956, %6957 : tensor<256xf32>
    %6959 = stablehlo.divide %6953, %6958 : tensor<256xf32>
    %6960 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %6961 = stablehlo.multiply %6960, %m.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %6962 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %6963 = stablehlo.multiply %6962, %4563 : tensor<3x3x256x256xf32>
    %6964 = stablehlo.add %6961, %6963 : tensor<3x3x256x256xf32>
    %6965 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %6966 = stablehlo.multiply %6965, %v.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %6967 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %6968 = stablehlo.multiply %4563, %4563 : tensor<3x3x256x256xf32>
    %6969 = stablehlo.multiply %6967, %6968 : tensor<3x3x256x256xf32>
    %6970 = stablehlo.add %6966, %6969 : tensor<3x3x256x256xf32>
    %6971 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6972 = stablehlo.divide %6964, %6971 : tensor<3x3x256x256xf32>
    %6973 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6974 = stablehlo.divide %6970, %6973 : tensor<3x3x256x256xf32>
    %6975 = stablehlo.sqrt %6974 : tensor<3x3x256x256xf32>
    %6976 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %6977 = stablehlo.add %6975, %6976 : tensor<3x3x256x256xf32>
    %6978 = stablehlo.divide %6972, %6977 : tensor<3x3x256x256xf32>
    %6979 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6980 = stablehlo.multiply %6979, %m.layer3.4.bn2.g : tensor<256xf32>
    %6981 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %6982 = stablehlo.multiply %6981, %4568 : tensor<256xf32>
    %6983 = stablehlo.add %6980, %6982 : tensor<256xf32>
    %6984 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %6985 = stablehlo.multiply %6984, %v.layer3.4.bn2.g : tensor<256xf32>
    %6986 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %6987 = stablehlo.multiply %4568, %4568 : tensor<256xf32>
    %6988 = stablehlo.multiply %6986, %6987 : tensor<256xf32>
    %6989 = stablehlo.add %6985, %6988 : tensor<256xf32>
    %6990 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6991 = stablehlo.divide %6983, %6990 : tensor<256xf32>
    %6992 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6993 = stablehlo.divide %6989, %6992 : tensor<256xf32>
    %6994 = stablehlo.sqrt %6993 : tensor<256xf32>
    %6995 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %6996 = stablehlo.add %6994, %6995 : tensor<256xf32>
    %6997 = stablehlo.divide %6991, %6996 : tensor<256xf32>
    %6998 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %6999 = stablehlo.multiply %6998, %m.layer3.4.bn2.b : tensor<256xf32>
    %7000 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7001 = stablehlo.multiply %7000, %4573 : tensor<256xf32>
    %7002 = stablehlo.add %6999, %7001 : tensor<256xf32>
    %7003 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7004 = stablehlo.multiply %7003, %v.layer3.4.bn2.b : tensor<256xf32>
    %7005 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7006 = stablehlo.multiply %4573, %4573 : tensor<256xf32>
    %7007 = stablehlo.multiply %7005, %7006 : tensor<256xf32>
    %7008 = stablehlo.add %7004, %7007 : tensor<256xf32>
    %7009 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7010 = stablehlo.divide %7002, %7009 : tensor<256xf32>
    %7011 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7012 = stablehlo.divide %7008, %7011 : tensor<256xf32>
    %7013 = stablehlo.sqrt %7012 : tensor<256xf32>
    %7014 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7015 = stablehlo.add %7013, %7014 : tensor<256xf32>
    %7016 = stablehlo.divide %7010, %7015 : tensor<256xf32>
    %7017 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7018 = stablehlo.multiply %7017, %m.layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %7019 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7020 = stablehlo.multiply %7019, %4578 : tensor<1x1x256x1024xf32>
    %7021 = stablehlo.add %7018, %7020 : tensor<1x1x256x1024xf32>
    %7022 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7023 = stablehlo.multiply %7022, %v.layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %7024 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7025 = stablehlo.multiply %4578, %4578 : tensor<1x1x256x1024xf32>
    %7026 = stablehlo.multiply %7024, %7025 : tensor<1x1x256x1024xf32>
    %7027 = stablehlo.add %7023, %7026 : tensor<1x1x256x1024xf32>
    %7028 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7029 = stablehlo.divide %7021, %7028 : tensor<1x1x256x1024xf32>
    %7030 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7031 = stablehlo.divide %7027, %7030 : tensor<1x1x256x1024xf32>
    %7032 = stablehlo.sqrt %7031 : tensor<1x1x256x1024xf32>
    %7033 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7034 = stablehlo.add %7032, %7033 : tensor<1x1x256x1024xf32>
    %7035 = stablehlo.divide %7029, %7034 : tensor<1x1x256x1024xf32>
    %7036 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7037 = stablehlo.multiply %7036, %m.layer3.4.bn3.g : tensor<1024xf32>
    %7038 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7039 = stablehlo.multiply %7038, %4583 : tensor<1024xf32>
    %7040 = stablehlo.add %7037, %7039 : tensor<1024xf32>
    %7041 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7042 = stablehlo.multiply %7041, %v.layer3.4.bn3.g : tensor<1024xf32>
    %7043 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7044 = stablehlo.multiply %4583, %4583 : tensor<1024xf32>
    %7045 = stablehlo.multiply %7043, %7044 : tensor<1024xf32>
    %7046 = stablehlo.add %7042, %7045 : tensor<1024xf32>
    %7047 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7048 = stablehlo.divide %7040, %7047 : tensor<1024xf32>
    %7049 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7050 = stablehlo.divide %7046, %7049 : tensor<1024xf32>
    %7051 = stablehlo.sqrt %7050 : tensor<1024xf32>
    %7052 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7053 = stablehlo.add %7051, %7052 : tensor<1024xf32>
    %7054 = stablehlo.divide %7048, %7053 : tensor<1024xf32>
    %7055 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7056 = stablehlo.multiply %7055, %m.layer3.4.bn3.b : tensor<1024xf32>
    %7057 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7058 = stablehlo.multiply %7057, %4588 : tensor<1024xf32>
    %7059 = stablehlo.add %7056, %7058 : tensor<1024xf32>
    %7060 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7061 = stablehlo.multiply %7060, %v.layer3.4.bn3.b : tensor<1024xf32>
    %7062 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7063 = stablehlo.multiply %4588, %4588 : tensor<1024xf32>
    %7064 = stablehlo.multiply %7062, %7063 : tensor<1024xf32>
    %7065 = stablehlo.add %7061, %7064 : tensor<1024xf32>
    %7066 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7067 = stablehlo.divide %7059, %7066 : tensor<1024xf32>
    %7068 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7069 = stablehlo.divide %7065, %7068 : tensor<1024xf32>
    %7070 = stablehlo.sqrt %7069 : tensor<1024xf32>
    %7071 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7072 = stablehlo.add %7070, %7071 : tensor<1024xf32>
    %7073 = stablehlo.divide %7067, %7072 : tensor<1024xf32>
    %7074 = stablehlo.constant dense<0.9> : tensor<1x1x1024x256xf32>
    %7075 = stablehlo.multiply %7074, %m.layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %7076 = stablehlo.constant dense<0.1> : tensor<1x1x1024x256xf32>
    %7077 = stablehlo.multiply %7076, %4593 : tensor<1x1x1024x256xf32>
    %7078 = stablehlo.add %7075, %7077 : tensor<1x1x1024x256xf32>
    %7079 = stablehlo.constant dense<0.999> : tensor<1x1x1024x256xf32>
    %7080 = stablehlo.multiply %7079, %v.layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %7081 = stablehlo.constant dense<0.001> : tensor<1x1x1024x256xf32>
    %7082 = stablehlo.multiply %4593, %4593 : tensor<1x1x1024x256xf32>
    %7083 = stablehlo.multiply %7081, %7082 : tensor<1x1x1024x256xf32>
    %7084 = stablehlo.add %7080, %7083 : tensor<1x1x1024x256xf32>
    %7085 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7086 = stablehlo.divide %7078, %7085 : tensor<1x1x1024x256xf32>
    %7087 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %7088 = stablehlo.divide %7084, %7087 : tensor<1x1x1024x256xf32>
    %7089 = stablehlo.sqrt %7088 : tensor<1x1x1024x256xf32>
    %7090 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x256xf32>
    %7091 = stablehlo.add %7089, %7090 : tensor<1x1x1024x256xf32>
    %7092 = stablehlo.divide %7086, %7091 : tensor<1x1x1024x256xf32>
    %7093 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7094 = stablehlo.multiply %7093, %m.layer3.5.bn1.g : tensor<256xf32>
    %7095 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7096 = stablehlo.multiply %7095, %4598 : tensor<256xf32>
    %7097 = stablehlo.add %7094, %7096 : tensor<256xf32>
    %7098 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7099 = stablehlo.multiply %7098, %v.layer3.5.bn1.g : tensor<256xf32>
    %7100 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7101 = stablehlo.multiply %4598, %4598 : tensor<256xf32>
    %7102 = stablehlo.multiply %7100, %7101 : tensor<256xf32>
    %7103 = stablehlo.add %7099, %7102 : tensor<256xf32>
    %7104 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7105 = stablehlo.divide %7097, %7104 : tensor<256xf32>
    %7106 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7107 = stablehlo.divide %7103, %7106 : tensor<256xf32>
    %7108 = stablehlo.sqrt %7107 : tensor<256xf32>
    %7109 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7110 = stablehlo.add %7108, %7109 : tensor<256xf32>
    %7111 = stablehlo.divide %7105, %7110 : tensor<256xf32>
    %7112 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7113 = stablehlo.multiply %7112, %m.layer3.5.bn1.b : tensor<256xf32>
    %7114 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7115 = stablehlo.multiply %7114, %4603 : tensor<256xf32>
    %7116 = stablehlo.add %7113, %7115 : tensor<256xf32>
    %7117 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7118 = stablehlo.multiply %7117, %v.layer3.5.bn1.b : tensor<256xf32>
    %7119 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7120 = stablehlo.multiply %4603, %4603 : tensor<256xf32>
    %7121 = stablehlo.multiply %7119, %7120 : tensor<256xf32>
    %7122 = stablehlo.add %7118, %7121 : tensor<256xf32>
    %7123 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7124 = stablehlo.divide %7116, %7123 : tensor<256xf32>
    %7125 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7126 = stablehlo.divide %7122, %7125 : tensor<256xf32>
    %7127 = stablehlo.sqrt %7126 : tensor<256xf32>
    %7128 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7129 = stablehlo.add %7127, %7128 : tensor<256xf32>
    %7130 = stablehlo.divide %7124, %7129 : tensor<256xf32>
    %7131 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %7132 = stablehlo.multiply %7131, %m.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %7133 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %7134 = stablehlo.multiply %7133, %4608 : tensor<3x3x256x256xf32>
    %7135 = stablehlo.add %7132, %7134 : tensor<3x3x256x256xf32>
    %7136 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %7137 = stablehlo.multiply %7136, %v.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %7138 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %7139 = stablehlo.multiply %4608, %4608 : tensor<3x3x256x256xf32>
    %7140 = stablehlo.multiply %7138, %7139 : tensor<3x3x256x256xf32>
    %7141 = stablehlo.add %7137, %7140 : tensor<3x3x256x256xf32>
    %7142 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7143 = stablehlo.divide %7135, %7142 : tensor<3x3x256x256xf32>
    %7144 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %7145 = stablehlo.divide %7141, %7144 : tensor<3x3x256x256xf32>
    %7146 = stablehlo.sqrt %7145 : tensor<3x3x256x256xf32>
    %7147 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %7148 = stablehlo.add %7146, %7147 : tensor<3x3x256x256xf32>
    %7149 = stablehlo.divide %7143, %7148 : tensor<3x3x256x256xf32>
    %7150 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7151 = stablehlo.multiply %7150, %m.layer3.5.bn2.g : tensor<256xf32>
    %7152 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7153 = stablehlo.multiply %7152, %4613 : tensor<256xf32>
    %7154 = stablehlo.add %7151, %7153 : tensor<256xf32>
    %7155 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7156 = stablehlo.multiply %7155, %v.layer3.5.bn2.g : tensor<256xf32>
    %7157 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7158 = stablehlo.multiply %4613, %4613 : tensor<256xf32>
    %7159 = stablehlo.multiply %7157, %7158 : tensor<256xf32>
    %7160 = stablehlo.add %7156, %7159 : tensor<256xf32>
    %7161 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7162 = stablehlo.divide %7154, %7161 : tensor<256xf32>
    %7163 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7164 = stablehlo.divide %7160, %7163 : tensor<256xf32>
    %7165 = stablehlo.sqrt %7164 : tensor<256xf32>
    %7166 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7167 = stablehlo.add %7165, %7166 : tensor<256xf32>
    %7168 = stablehlo.divide %7162, %7167 : tensor<256xf32>
    %7169 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %7170 = stablehlo.multiply %7169, %m.layer3.5.bn2.b : tensor<256xf32>
    %7171 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %7172 = stablehlo.multiply %7171, %4618 : tensor<256xf32>
    %7173 = stablehlo.add %7170, %7172 : tensor<256xf32>
    %7174 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %7175 = stablehlo.multiply %7174, %v.layer3.5.bn2.b : tensor<256xf32>
    %7176 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %7177 = stablehlo.multiply %4618, %4618 : tensor<256xf32>
    %7178 = stablehlo.multiply %7176, %7177 : tensor<256xf32>
    %7179 = stablehlo.add %7175, %7178 : tensor<256xf32>
    %7180 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7181 = stablehlo.divide %7173, %7180 : tensor<256xf32>
    %7182 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %7183 = stablehlo.divide %7179, %7182 : tensor<256xf32>
    %7184 = stablehlo.sqrt %7183 : tensor<256xf32>
    %7185 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %7186 = stablehlo.add %7184, %7185 : tensor<256xf32>
    %7187 = stablehlo.divide %7181, %7186 : tensor<256xf32>
    %7188 = stablehlo.constant dense<0.9> : tensor<1x1x256x1024xf32>
    %7189 = stablehlo.multiply %7188, %m.layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %7190 = stablehlo.constant dense<0.1> : tensor<1x1x256x1024xf32>
    %7191 = stablehlo.multiply %7190, %4623 : tensor<1x1x256x1024xf32>
    %7192 = stablehlo.add %7189, %7191 : tensor<1x1x256x1024xf32>
    %7193 = stablehlo.constant dense<0.999> : tensor<1x1x256x1024xf32>
    %7194 = stablehlo.multiply %7193, %v.layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %7195 = stablehlo.constant dense<0.001> : tensor<1x1x256x1024xf32>
    %7196 = stablehlo.multiply %4623, %4623 : tensor<1x1x256x1024xf32>
    %7197 = stablehlo.multiply %7195, %7196 : tensor<1x1x256x1024xf32>
    %7198 = stablehlo.add %7194, %7197 : tensor<1x1x256x1024xf32>
    %7199 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7200 = stablehlo.divide %7192, %7199 : tensor<1x1x256x1024xf32>
    %7201 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %7202 = stablehlo.divide %7198, %7201 : tensor<1x1x256x1024xf32>
    %7203 = stablehlo.sqrt %7202 : tensor<1x1x256x1024xf32>
    %7204 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x1024xf32>
    %7205 = stablehlo.add %7203, %7204 : tensor<1x1x256x1024xf32>
    %7206 = stablehlo.divide %7200, %7205 : tensor<1x1x256x1024xf32>
    %7207 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7208 = stablehlo.multiply %7207, %m.layer3.5.bn3.g : tensor<1024xf32>
    %7209 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7210 = stablehlo.multiply %7209, %4628 : tensor<1024xf32>
    %7211 = stablehlo.add %7208, %7210 : tensor<1024xf32>
    %7212 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7213 = stablehlo.multiply %7212, %v.layer3.5.bn3.g : tensor<1024xf32>
    %7214 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7215 = stablehlo.multiply %4628, %4628 : tensor<1024xf32>
    %7216 = stablehlo.multiply %7214, %7215 : tensor<1024xf32>
    %7217 = stablehlo.add %7213, %7216 : tensor<1024xf32>
    %7218 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7219 = stablehlo.divide %7211, %7218 : tensor<1024xf32>
    %7220 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7221 = stablehlo.divide %7217, %7220 : tensor<1024xf32>
    %7222 = stablehlo.sqrt %7221 : tensor<1024xf32>
    %7223 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7224 = stablehlo.add %7222, %7223 : tensor<1024xf32>
    %7225 = stablehlo.divide %7219, %7224 : tensor<1024xf32>
    %7226 = stablehlo.constant dense<0.9> : tensor<1024xf32>
    %7227 = stablehlo.multiply %7226, %m.layer3.5.bn3.b : tensor<1024xf32>
    %7228 = stablehlo.constant dense<0.1> : tensor<1024xf32>
    %7229 = stablehlo.multiply %7228, %4633 : tensor<1024xf32>
    %7230 = stablehlo.add %7227, %7229 : tensor<1024xf32>
    %7231 = stablehlo.constant dense<0.999> : tensor<1024xf32>
    %7232 = stablehlo.multiply %7231, %v.layer3.5.bn3.b : tensor<1024xf32>
    %7233 = stablehlo.constant dense<0.001> : tensor<1024xf32>
    %7234 = stablehlo.multiply %4633, %4633 : tensor<1024xf32>
    %7235 = stablehlo.multiply %7233, %7234 : tensor<1024xf32>
    %7236 = stablehlo.add %7232, %7235 : tensor<1024xf32>
    %7237 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7238 = stablehlo.divide %7230, %7237 : tensor<1024xf32>
    %7239 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %7240 = stablehlo.divide %7236, %7239 : tensor<1024xf32>
    %7241 = stablehlo.sqrt %7240 : tensor<1024xf32>
    %7242 = stablehlo.constant dense<1.0e-08> : tensor<1024xf32>
    %7243 = stablehlo.add %7241, %7242 : tensor<1024xf32>
    %7244 = stablehlo.divide %7238, %7243 : tensor<1024xf32>
    %7245 = stablehlo.constant dense<0.9> : tensor<1x1x1024x512xf32>
    %7246 = stablehlo.multiply %7245, %m.layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %7247 = stablehlo.constant dense<0.1> : tensor<1x1x1024x512xf32>
    %7248 = stablehlo.multiply %7247, %4638 : tensor<1x1x1024x512xf32>
    %7249 = stablehlo.add %7246, %7248 : tensor<1x1x1024x512xf32>
    %7250 = stablehlo.constant dense<0.999> : tensor<1x1x1024x512xf32>
    %7251 = stablehlo.multiply %7250, %v.layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %7252 = stablehlo.constant dense<0.001> : tensor<1x1x1024x512xf32>
    %7253 = stablehlo.multiply %4638, %4638 : tensor<1x1x1024x512xf32>
    %7254 = stablehlo.multiply %7252, %7253 : tensor<1x1x1024x512xf32>
    %7255 = stablehlo.add %7251, %7254 : tensor<1x1x1024x512xf32>
    %7256 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %7257 = stablehlo.divide %7249, %7256 : tensor<1x1x1024x512xf32>
    %7258 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %7259 = stablehlo.divide %7255, %7258 : tensor<1x1x1024x512xf32>
    %7260 = stablehlo.sqrt %7259 : tensor<1x1x1024x512xf32>
    %7261 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x512xf32>
    %7262 = stablehlo.add %7260, %7261 : tensor<1x1x1024x512xf32>
    %7263 = stablehlo.divide %7257, %7262 : tensor<1x1x1024x512xf32>
    %7264 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7265 = stablehlo.multiply %7264, %m.layer4.0.bn1.g : tensor<512xf32>
    %7266 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7267 = stablehlo.multiply %7266, %4643 : tensor<512xf32>
    %7268 = stablehlo.add %7265, %7267 : tensor<512xf32>
    %7269 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7270 = stablehlo.multiply %7269, %v.layer4.0.bn1.g : tensor<512xf32>
    %7271 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7272 = stablehlo.multiply %4643, %4643 : tensor<512xf32>
    %7273 = stablehlo.multiply %7271, %7272 : tensor<512xf32>
    %7274 = stablehlo.add %7270, %7273 : tensor<512xf32>
    %7275 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7276 = stablehlo.divide %7268, %7275 : tensor<512xf32>
    %7277 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7278 = stablehlo.divide %7274, %7277 : tensor<512xf32>
    %7279 = stablehlo.sqrt %7278 : tensor<512xf32>
    %7280 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7281 = stablehlo.add %7279, %7280 : tensor<512xf32>
    %7282 = stablehlo.divide %7276, %7281 : tensor<512xf32>
    %7283 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7284 = stablehlo.multiply %7283, %m.layer4.0.bn1.b : tensor<512xf32>
    %7285 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7286 = stablehlo.multiply %7285, %4648 : tensor<512xf32>
    %7287 = stablehlo.add %7284, %7286 : tensor<512xf32>
    %7288 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7289 = stablehlo.multiply %7288, %v.layer4.0.bn1.b : tensor<512xf32>
    %7290 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7291 = stablehlo.multiply %4648, %4648 : tensor<512xf32>
    %7292 = stablehlo.multiply %7290, %7291 : tensor<512xf32>
    %7293 = stablehlo.add %7289, %7292 : tensor<512xf32>
    %7294 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7295 = stablehlo.divide %7287, %7294 : tensor<512xf32>
    %7296 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7297 = stablehlo.divide %7293, %7296 : tensor<512xf32>
    %7298 = stablehlo.sqrt %7297 : tensor<512xf32>
    %7299 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7300 = stablehlo.add %7298, %7299 : tensor<512xf32>
    %7301 = stablehlo.divide %7295, %7300 : tensor<512xf32>
    %7302 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %7303 = stablehlo.multiply %7302, %m.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %7304 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %7305 = stablehlo.multiply %7304, %4653 : tensor<3x3x512x512xf32>
    %7306 = stablehlo.add %7303, %7305 : tensor<3x3x512x512xf32>
    %7307 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %7308 = stablehlo.multiply %7307, %v.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %7309 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %7310 = stablehlo.multiply %4653, %4653 : tensor<3x3x512x512xf32>
    %7311 = stablehlo.multiply %7309, %7310 : tensor<3x3x512x512xf32>
    %7312 = stablehlo.add %7308, %7311 : tensor<3x3x512x512xf32>
    %7313 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7314 = stablehlo.divide %7306, %7313 : tensor<3x3x512x512xf32>
    %7315 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7316 = stablehlo.divide %7312, %7315 : tensor<3x3x512x512xf32>
    %7317 = stablehlo.sqrt %7316 : tensor<3x3x512x512xf32>
    %7318 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %7319 = stablehlo.add %7317, %7318 : tensor<3x3x512x512xf32>
    %7320 = stablehlo.divide %7314, %7319 : tensor<3x3x512x512xf32>
    %7321 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7322 = stablehlo.multiply %7321, %m.layer4.0.bn2.g : tensor<512xf32>
    %7323 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7324 = stablehlo.multiply %7323, %4658 : tensor<512xf32>
    %7325 = stablehlo.add %7322, %7324 : tensor<512xf32>
    %7326 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7327 = stablehlo.multiply %7326, %v.layer4.0.bn2.g : tensor<512xf32>
    %7328 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7329 = stablehlo.multiply %4658, %4658 : tensor<512xf32>
    %7330 = stablehlo.multiply %7328, %7329 : tensor<512xf32>
    %7331 = stablehlo.add %7327, %7330 : tensor<512xf32>
    %7332 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7333 = stablehlo.divide %7325, %7332 : tensor<512xf32>
    %7334 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7335 = stablehlo.divide %7331, %7334 : tensor<512xf32>
    %7336 = stablehlo.sqrt %7335 : tensor<512xf32>
    %7337 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7338 = stablehlo.add %7336, %7337 : tensor<512xf32>
    %7339 = stablehlo.divide %7333, %7338 : tensor<512xf32>
    %7340 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7341 = stablehlo.multiply %7340, %m.layer4.0.bn2.b : tensor<512xf32>
    %7342 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7343 = stablehlo.multiply %7342, %4663 : tensor<512xf32>
    %7344 = stablehlo.add %7341, %7343 : tensor<512xf32>
    %7345 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7346 = stablehlo.multiply %7345, %v.layer4.0.bn2.b : tensor<512xf32>
    %7347 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7348 = stablehlo.multiply %4663, %4663 : tensor<512xf32>
    %7349 = stablehlo.multiply %7347, %7348 : tensor<512xf32>
    %7350 = stablehlo.add %7346, %7349 : tensor<512xf32>
    %7351 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7352 = stablehlo.divide %7344, %7351 : tensor<512xf32>
    %7353 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7354 = stablehlo.divide %7350, %7353 : tensor<512xf32>
    %7355 = stablehlo.sqrt %7354 : tensor<512xf32>
    %7356 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7357 = stablehlo.add %7355, %7356 : tensor<512xf32>
    %7358 = stablehlo.divide %7352, %7357 : tensor<512xf32>
    %7359 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %7360 = stablehlo.multiply %7359, %m.layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %7361 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %7362 = stablehlo.multiply %7361, %4668 : tensor<1x1x512x2048xf32>
    %7363 = stablehlo.add %7360, %7362 : tensor<1x1x512x2048xf32>
    %7364 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %7365 = stablehlo.multiply %7364, %v.layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %7366 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %7367 = stablehlo.multiply %4668, %4668 : tensor<1x1x512x2048xf32>
    %7368 = stablehlo.multiply %7366, %7367 : tensor<1x1x512x2048xf32>
    %7369 = stablehlo.add %7365, %7368 : tensor<1x1x512x2048xf32>
    %7370 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7371 = stablehlo.divide %7363, %7370 : tensor<1x1x512x2048xf32>
    %7372 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7373 = stablehlo.divide %7369, %7372 : tensor<1x1x512x2048xf32>
    %7374 = stablehlo.sqrt %7373 : tensor<1x1x512x2048xf32>
    %7375 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %7376 = stablehlo.add %7374, %7375 : tensor<1x1x512x2048xf32>
    %7377 = stablehlo.divide %7371, %7376 : tensor<1x1x512x2048xf32>
    %7378 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7379 = stablehlo.multiply %7378, %m.layer4.0.bn3.g : tensor<2048xf32>
    %7380 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7381 = stablehlo.multiply %7380, %4673 : tensor<2048xf32>
    %7382 = stablehlo.add %7379, %7381 : tensor<2048xf32>
    %7383 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7384 = stablehlo.multiply %7383, %v.layer4.0.bn3.g : tensor<2048xf32>
    %7385 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7386 = stablehlo.multiply %4673, %4673 : tensor<2048xf32>
    %7387 = stablehlo.multiply %7385, %7386 : tensor<2048xf32>
    %7388 = stablehlo.add %7384, %7387 : tensor<2048xf32>
    %7389 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7390 = stablehlo.divide %7382, %7389 : tensor<2048xf32>
    %7391 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7392 = stablehlo.divide %7388, %7391 : tensor<2048xf32>
    %7393 = stablehlo.sqrt %7392 : tensor<2048xf32>
    %7394 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7395 = stablehlo.add %7393, %7394 : tensor<2048xf32>
    %7396 = stablehlo.divide %7390, %7395 : tensor<2048xf32>
    %7397 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7398 = stablehlo.multiply %7397, %m.layer4.0.bn3.b : tensor<2048xf32>
    %7399 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7400 = stablehlo.multiply %7399, %4678 : tensor<2048xf32>
    %7401 = stablehlo.add %7398, %7400 : tensor<2048xf32>
    %7402 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7403 = stablehlo.multiply %7402, %v.layer4.0.bn3.b : tensor<2048xf32>
    %7404 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7405 = stablehlo.multiply %4678, %4678 : tensor<2048xf32>
    %7406 = stablehlo.multiply %7404, %7405 : tensor<2048xf32>
    %7407 = stablehlo.add %7403, %7406 : tensor<2048xf32>
    %7408 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7409 = stablehlo.divide %7401, %7408 : tensor<2048xf32>
    %7410 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7411 = stablehlo.divide %7407, %7410 : tensor<2048xf32>
    %7412 = stablehlo.sqrt %7411 : tensor<2048xf32>
    %7413 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7414 = stablehlo.add %7412, %7413 : tensor<2048xf32>
    %7415 = stablehlo.divide %7409, %7414 : tensor<2048xf32>
    %7416 = stablehlo.constant dense<0.9> : tensor<1x1x1024x2048xf32>
    %7417 = stablehlo.multiply %7416, %m.layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %7418 = stablehlo.constant dense<0.1> : tensor<1x1x1024x2048xf32>
    %7419 = stablehlo.multiply %7418, %4683 : tensor<1x1x1024x2048xf32>
    %7420 = stablehlo.add %7417, %7419 : tensor<1x1x1024x2048xf32>
    %7421 = stablehlo.constant dense<0.999> : tensor<1x1x1024x2048xf32>
    %7422 = stablehlo.multiply %7421, %v.layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %7423 = stablehlo.constant dense<0.001> : tensor<1x1x1024x2048xf32>
    %7424 = stablehlo.multiply %4683, %4683 : tensor<1x1x1024x2048xf32>
    %7425 = stablehlo.multiply %7423, %7424 : tensor<1x1x1024x2048xf32>
    %7426 = stablehlo.add %7422, %7425 : tensor<1x1x1024x2048xf32>
    %7427 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %7428 = stablehlo.divide %7420, %7427 : tensor<1x1x1024x2048xf32>
    %7429 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %7430 = stablehlo.divide %7426, %7429 : tensor<1x1x1024x2048xf32>
    %7431 = stablehlo.sqrt %7430 : tensor<1x1x1024x2048xf32>
    %7432 = stablehlo.constant dense<1.0e-08> : tensor<1x1x1024x2048xf32>
    %7433 = stablehlo.add %7431, %7432 : tensor<1x1x1024x2048xf32>
    %7434 = stablehlo.divide %7428, %7433 : tensor<1x1x1024x2048xf32>
    %7435 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7436 = stablehlo.multiply %7435, %m.layer4.0.downsample.1.g : tensor<2048xf32>
    %7437 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7438 = stablehlo.multiply %7437, %4688 : tensor<2048xf32>
    %7439 = stablehlo.add %7436, %7438 : tensor<2048xf32>
    %7440 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7441 = stablehlo.multiply %7440, %v.layer4.0.downsample.1.g : tensor<2048xf32>
    %7442 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7443 = stablehlo.multiply %4688, %4688 : tensor<2048xf32>
    %7444 = stablehlo.multiply %7442, %7443 : tensor<2048xf32>
    %7445 = stablehlo.add %7441, %7444 : tensor<2048xf32>
    %7446 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7447 = stablehlo.divide %7439, %7446 : tensor<2048xf32>
    %7448 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7449 = stablehlo.divide %7445, %7448 : tensor<2048xf32>
    %7450 = stablehlo.sqrt %7449 : tensor<2048xf32>
    %7451 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7452 = stablehlo.add %7450, %7451 : tensor<2048xf32>
    %7453 = stablehlo.divide %7447, %7452 : tensor<2048xf32>
    %7454 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7455 = stablehlo.multiply %7454, %m.layer4.0.downsample.1.b : tensor<2048xf32>
    %7456 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7457 = stablehlo.multiply %7456, %4693 : tensor<2048xf32>
    %7458 = stablehlo.add %7455, %7457 : tensor<2048xf32>
    %7459 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7460 = stablehlo.multiply %7459, %v.layer4.0.downsample.1.b : tensor<2048xf32>
    %7461 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7462 = stablehlo.multiply %4693, %4693 : tensor<2048xf32>
    %7463 = stablehlo.multiply %7461, %7462 : tensor<2048xf32>
    %7464 = stablehlo.add %7460, %7463 : tensor<2048xf32>
    %7465 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7466 = stablehlo.divide %7458, %7465 : tensor<2048xf32>
    %7467 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7468 = stablehlo.divide %7464, %7467 : tensor<2048xf32>
    %7469 = stablehlo.sqrt %7468 : tensor<2048xf32>
    %7470 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7471 = stablehlo.add %7469, %7470 : tensor<2048xf32>
    %7472 = stablehlo.divide %7466, %7471 : tensor<2048xf32>
    %7473 = stablehlo.constant dense<0.9> : tensor<1x1x2048x512xf32>
    %7474 = stablehlo.multiply %7473, %m.layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %7475 = stablehlo.constant dense<0.1> : tensor<1x1x2048x512xf32>
    %7476 = stablehlo.multiply %7475, %4698 : tensor<1x1x2048x512xf32>
    %7477 = stablehlo.add %7474, %7476 : tensor<1x1x2048x512xf32>
    %7478 = stablehlo.constant dense<0.999> : tensor<1x1x2048x512xf32>
    %7479 = stablehlo.multiply %7478, %v.layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %7480 = stablehlo.constant dense<0.001> : tensor<1x1x2048x512xf32>
    %7481 = stablehlo.multiply %4698, %4698 : tensor<1x1x2048x512xf32>
    %7482 = stablehlo.multiply %7480, %7481 : tensor<1x1x2048x512xf32>
    %7483 = stablehlo.add %7479, %7482 : tensor<1x1x2048x512xf32>
    %7484 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %7485 = stablehlo.divide %7477, %7484 : tensor<1x1x2048x512xf32>
    %7486 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %7487 = stablehlo.divide %7483, %7486 : tensor<1x1x2048x512xf32>
    %7488 = stablehlo.sqrt %7487 : tensor<1x1x2048x512xf32>
    %7489 = stablehlo.constant dense<1.0e-08> : tensor<1x1x2048x512xf32>
    %7490 = stablehlo.add %7488, %7489 : tensor<1x1x2048x512xf32>
    %7491 = stablehlo.divide %7485, %7490 : tensor<1x1x2048x512xf32>
    %7492 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7493 = stablehlo.multiply %7492, %m.layer4.1.bn1.g : tensor<512xf32>
    %7494 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7495 = stablehlo.multiply %7494, %4703 : tensor<512xf32>
    %7496 = stablehlo.add %7493, %7495 : tensor<512xf32>
    %7497 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7498 = stablehlo.multiply %7497, %v.layer4.1.bn1.g : tensor<512xf32>
    %7499 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7500 = stablehlo.multiply %4703, %4703 : tensor<512xf32>
    %7501 = stablehlo.multiply %7499, %7500 : tensor<512xf32>
    %7502 = stablehlo.add %7498, %7501 : tensor<512xf32>
    %7503 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7504 = stablehlo.divide %7496, %7503 : tensor<512xf32>
    %7505 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7506 = stablehlo.divide %7502, %7505 : tensor<512xf32>
    %7507 = stablehlo.sqrt %7506 : tensor<512xf32>
    %7508 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7509 = stablehlo.add %7507, %7508 : tensor<512xf32>
    %7510 = stablehlo.divide %7504, %7509 : tensor<512xf32>
    %7511 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7512 = stablehlo.multiply %7511, %m.layer4.1.bn1.b : tensor<512xf32>
    %7513 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7514 = stablehlo.multiply %7513, %4708 : tensor<512xf32>
    %7515 = stablehlo.add %7512, %7514 : tensor<512xf32>
    %7516 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7517 = stablehlo.multiply %7516, %v.layer4.1.bn1.b : tensor<512xf32>
    %7518 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7519 = stablehlo.multiply %4708, %4708 : tensor<512xf32>
    %7520 = stablehlo.multiply %7518, %7519 : tensor<512xf32>
    %7521 = stablehlo.add %7517, %7520 : tensor<512xf32>
    %7522 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7523 = stablehlo.divide %7515, %7522 : tensor<512xf32>
    %7524 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7525 = stablehlo.divide %7521, %7524 : tensor<512xf32>
    %7526 = stablehlo.sqrt %7525 : tensor<512xf32>
    %7527 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7528 = stablehlo.add %7526, %7527 : tensor<512xf32>
    %7529 = stablehlo.divide %7523, %7528 : tensor<512xf32>
    %7530 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %7531 = stablehlo.multiply %7530, %m.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %7532 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %7533 = stablehlo.multiply %7532, %4713 : tensor<3x3x512x512xf32>
    %7534 = stablehlo.add %7531, %7533 : tensor<3x3x512x512xf32>
    %7535 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %7536 = stablehlo.multiply %7535, %v.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %7537 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %7538 = stablehlo.multiply %4713, %4713 : tensor<3x3x512x512xf32>
    %7539 = stablehlo.multiply %7537, %7538 : tensor<3x3x512x512xf32>
    %7540 = stablehlo.add %7536, %7539 : tensor<3x3x512x512xf32>
    %7541 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7542 = stablehlo.divide %7534, %7541 : tensor<3x3x512x512xf32>
    %7543 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7544 = stablehlo.divide %7540, %7543 : tensor<3x3x512x512xf32>
    %7545 = stablehlo.sqrt %7544 : tensor<3x3x512x512xf32>
    %7546 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %7547 = stablehlo.add %7545, %7546 : tensor<3x3x512x512xf32>
    %7548 = stablehlo.divide %7542, %7547 : tensor<3x3x512x512xf32>
    %7549 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7550 = stablehlo.multiply %7549, %m.layer4.1.bn2.g : tensor<512xf32>
    %7551 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7552 = stablehlo.multiply %7551, %4718 : tensor<512xf32>
    %7553 = stablehlo.add %7550, %7552 : tensor<512xf32>
    %7554 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7555 = stablehlo.multiply %7554, %v.layer4.1.bn2.g : tensor<512xf32>
    %7556 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7557 = stablehlo.multiply %4718, %4718 : tensor<512xf32>
    %7558 = stablehlo.multiply %7556, %7557 : tensor<512xf32>
    %7559 = stablehlo.add %7555, %7558 : tensor<512xf32>
    %7560 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7561 = stablehlo.divide %7553, %7560 : tensor<512xf32>
    %7562 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7563 = stablehlo.divide %7559, %7562 : tensor<512xf32>
    %7564 = stablehlo.sqrt %7563 : tensor<512xf32>
    %7565 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7566 = stablehlo.add %7564, %7565 : tensor<512xf32>
    %7567 = stablehlo.divide %7561, %7566 : tensor<512xf32>
    %7568 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7569 = stablehlo.multiply %7568, %m.layer4.1.bn2.b : tensor<512xf32>
    %7570 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7571 = stablehlo.multiply %7570, %4723 : tensor<512xf32>
    %7572 = stablehlo.add %7569, %7571 : tensor<512xf32>
    %7573 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7574 = stablehlo.multiply %7573, %v.layer4.1.bn2.b : tensor<512xf32>
    %7575 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7576 = stablehlo.multiply %4723, %4723 : tensor<512xf32>
    %7577 = stablehlo.multiply %7575, %7576 : tensor<512xf32>
    %7578 = stablehlo.add %7574, %7577 : tensor<512xf32>
    %7579 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7580 = stablehlo.divide %7572, %7579 : tensor<512xf32>
    %7581 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7582 = stablehlo.divide %7578, %7581 : tensor<512xf32>
    %7583 = stablehlo.sqrt %7582 : tensor<512xf32>
    %7584 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7585 = stablehlo.add %7583, %7584 : tensor<512xf32>
    %7586 = stablehlo.divide %7580, %7585 : tensor<512xf32>
    %7587 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %7588 = stablehlo.multiply %7587, %m.layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %7589 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %7590 = stablehlo.multiply %7589, %4728 : tensor<1x1x512x2048xf32>
    %7591 = stablehlo.add %7588, %7590 : tensor<1x1x512x2048xf32>
    %7592 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %7593 = stablehlo.multiply %7592, %v.layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %7594 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %7595 = stablehlo.multiply %4728, %4728 : tensor<1x1x512x2048xf32>
    %7596 = stablehlo.multiply %7594, %7595 : tensor<1x1x512x2048xf32>
    %7597 = stablehlo.add %7593, %7596 : tensor<1x1x512x2048xf32>
    %7598 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7599 = stablehlo.divide %7591, %7598 : tensor<1x1x512x2048xf32>
    %7600 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7601 = stablehlo.divide %7597, %7600 : tensor<1x1x512x2048xf32>
    %7602 = stablehlo.sqrt %7601 : tensor<1x1x512x2048xf32>
    %7603 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %7604 = stablehlo.add %7602, %7603 : tensor<1x1x512x2048xf32>
    %7605 = stablehlo.divide %7599, %7604 : tensor<1x1x512x2048xf32>
    %7606 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7607 = stablehlo.multiply %7606, %m.layer4.1.bn3.g : tensor<2048xf32>
    %7608 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7609 = stablehlo.multiply %7608, %4733 : tensor<2048xf32>
    %7610 = stablehlo.add %7607, %7609 : tensor<2048xf32>
    %7611 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7612 = stablehlo.multiply %7611, %v.layer4.1.bn3.g : tensor<2048xf32>
    %7613 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7614 = stablehlo.multiply %4733, %4733 : tensor<2048xf32>
    %7615 = stablehlo.multiply %7613, %7614 : tensor<2048xf32>
    %7616 = stablehlo.add %7612, %7615 : tensor<2048xf32>
    %7617 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7618 = stablehlo.divide %7610, %7617 : tensor<2048xf32>
    %7619 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7620 = stablehlo.divide %7616, %7619 : tensor<2048xf32>
    %7621 = stablehlo.sqrt %7620 : tensor<2048xf32>
    %7622 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7623 = stablehlo.add %7621, %7622 : tensor<2048xf32>
    %7624 = stablehlo.divide %7618, %7623 : tensor<2048xf32>
    %7625 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7626 = stablehlo.multiply %7625, %m.layer4.1.bn3.b : tensor<2048xf32>
    %7627 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7628 = stablehlo.multiply %7627, %4738 : tensor<2048xf32>
    %7629 = stablehlo.add %7626, %7628 : tensor<2048xf32>
    %7630 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7631 = stablehlo.multiply %7630, %v.layer4.1.bn3.b : tensor<2048xf32>
    %7632 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7633 = stablehlo.multiply %4738, %4738 : tensor<2048xf32>
    %7634 = stablehlo.multiply %7632, %7633 : tensor<2048xf32>
    %7635 = stablehlo.add %7631, %7634 : tensor<2048xf32>
    %7636 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7637 = stablehlo.divide %7629, %7636 : tensor<2048xf32>
    %7638 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7639 = stablehlo.divide %7635, %7638 : tensor<2048xf32>
    %7640 = stablehlo.sqrt %7639 : tensor<2048xf32>
    %7641 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7642 = stablehlo.add %7640, %7641 : tensor<2048xf32>
    %7643 = stablehlo.divide %7637, %7642 : tensor<2048xf32>
    %7644 = stablehlo.constant dense<0.9> : tensor<1x1x2048x512xf32>
    %7645 = stablehlo.multiply %7644, %m.layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %7646 = stablehlo.constant dense<0.1> : tensor<1x1x2048x512xf32>
    %7647 = stablehlo.multiply %7646, %4743 : tensor<1x1x2048x512xf32>
    %7648 = stablehlo.add %7645, %7647 : tensor<1x1x2048x512xf32>
    %7649 = stablehlo.constant dense<0.999> : tensor<1x1x2048x512xf32>
    %7650 = stablehlo.multiply %7649, %v.layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %7651 = stablehlo.constant dense<0.001> : tensor<1x1x2048x512xf32>
    %7652 = stablehlo.multiply %4743, %4743 : tensor<1x1x2048x512xf32>
    %7653 = stablehlo.multiply %7651, %7652 : tensor<1x1x2048x512xf32>
    %7654 = stablehlo.add %7650, %7653 : tensor<1x1x2048x512xf32>
    %7655 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %7656 = stablehlo.divide %7648, %7655 : tensor<1x1x2048x512xf32>
    %7657 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %7658 = stablehlo.divide %7654, %7657 : tensor<1x1x2048x512xf32>
    %7659 = stablehlo.sqrt %7658 : tensor<1x1x2048x512xf32>
    %7660 = stablehlo.constant dense<1.0e-08> : tensor<1x1x2048x512xf32>
    %7661 = stablehlo.add %7659, %7660 : tensor<1x1x2048x512xf32>
    %7662 = stablehlo.divide %7656, %7661 : tensor<1x1x2048x512xf32>
    %7663 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7664 = stablehlo.multiply %7663, %m.layer4.2.bn1.g : tensor<512xf32>
    %7665 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7666 = stablehlo.multiply %7665, %4748 : tensor<512xf32>
    %7667 = stablehlo.add %7664, %7666 : tensor<512xf32>
    %7668 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7669 = stablehlo.multiply %7668, %v.layer4.2.bn1.g : tensor<512xf32>
    %7670 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7671 = stablehlo.multiply %4748, %4748 : tensor<512xf32>
    %7672 = stablehlo.multiply %7670, %7671 : tensor<512xf32>
    %7673 = stablehlo.add %7669, %7672 : tensor<512xf32>
    %7674 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7675 = stablehlo.divide %7667, %7674 : tensor<512xf32>
    %7676 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7677 = stablehlo.divide %7673, %7676 : tensor<512xf32>
    %7678 = stablehlo.sqrt %7677 : tensor<512xf32>
    %7679 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7680 = stablehlo.add %7678, %7679 : tensor<512xf32>
    %7681 = stablehlo.divide %7675, %7680 : tensor<512xf32>
    %7682 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7683 = stablehlo.multiply %7682, %m.layer4.2.bn1.b : tensor<512xf32>
    %7684 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7685 = stablehlo.multiply %7684, %4753 : tensor<512xf32>
    %7686 = stablehlo.add %7683, %7685 : tensor<512xf32>
    %7687 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7688 = stablehlo.multiply %7687, %v.layer4.2.bn1.b : tensor<512xf32>
    %7689 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7690 = stablehlo.multiply %4753, %4753 : tensor<512xf32>
    %7691 = stablehlo.multiply %7689, %7690 : tensor<512xf32>
    %7692 = stablehlo.add %7688, %7691 : tensor<512xf32>
    %7693 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7694 = stablehlo.divide %7686, %7693 : tensor<512xf32>
    %7695 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7696 = stablehlo.divide %7692, %7695 : tensor<512xf32>
    %7697 = stablehlo.sqrt %7696 : tensor<512xf32>
    %7698 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7699 = stablehlo.add %7697, %7698 : tensor<512xf32>
    %7700 = stablehlo.divide %7694, %7699 : tensor<512xf32>
    %7701 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %7702 = stablehlo.multiply %7701, %m.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %7703 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %7704 = stablehlo.multiply %7703, %4758 : tensor<3x3x512x512xf32>
    %7705 = stablehlo.add %7702, %7704 : tensor<3x3x512x512xf32>
    %7706 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %7707 = stablehlo.multiply %7706, %v.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %7708 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %7709 = stablehlo.multiply %4758, %4758 : tensor<3x3x512x512xf32>
    %7710 = stablehlo.multiply %7708, %7709 : tensor<3x3x512x512xf32>
    %7711 = stablehlo.add %7707, %7710 : tensor<3x3x512x512xf32>
    %7712 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7713 = stablehlo.divide %7705, %7712 : tensor<3x3x512x512xf32>
    %7714 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %7715 = stablehlo.divide %7711, %7714 : tensor<3x3x512x512xf32>
    %7716 = stablehlo.sqrt %7715 : tensor<3x3x512x512xf32>
    %7717 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %7718 = stablehlo.add %7716, %7717 : tensor<3x3x512x512xf32>
    %7719 = stablehlo.divide %7713, %7718 : tensor<3x3x512x512xf32>
    %7720 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7721 = stablehlo.multiply %7720, %m.layer4.2.bn2.g : tensor<512xf32>
    %7722 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7723 = stablehlo.multiply %7722, %4763 : tensor<512xf32>
    %7724 = stablehlo.add %7721, %7723 : tensor<512xf32>
    %7725 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7726 = stablehlo.multiply %7725, %v.layer4.2.bn2.g : tensor<512xf32>
    %7727 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7728 = stablehlo.multiply %4763, %4763 : tensor<512xf32>
    %7729 = stablehlo.multiply %7727, %7728 : tensor<512xf32>
    %7730 = stablehlo.add %7726, %7729 : tensor<512xf32>
    %7731 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7732 = stablehlo.divide %7724, %7731 : tensor<512xf32>
    %7733 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7734 = stablehlo.divide %7730, %7733 : tensor<512xf32>
    %7735 = stablehlo.sqrt %7734 : tensor<512xf32>
    %7736 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7737 = stablehlo.add %7735, %7736 : tensor<512xf32>
    %7738 = stablehlo.divide %7732, %7737 : tensor<512xf32>
    %7739 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %7740 = stablehlo.multiply %7739, %m.layer4.2.bn2.b : tensor<512xf32>
    %7741 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %7742 = stablehlo.multiply %7741, %4768 : tensor<512xf32>
    %7743 = stablehlo.add %7740, %7742 : tensor<512xf32>
    %7744 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %7745 = stablehlo.multiply %7744, %v.layer4.2.bn2.b : tensor<512xf32>
    %7746 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %7747 = stablehlo.multiply %4768, %4768 : tensor<512xf32>
    %7748 = stablehlo.multiply %7746, %7747 : tensor<512xf32>
    %7749 = stablehlo.add %7745, %7748 : tensor<512xf32>
    %7750 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7751 = stablehlo.divide %7743, %7750 : tensor<512xf32>
    %7752 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %7753 = stablehlo.divide %7749, %7752 : tensor<512xf32>
    %7754 = stablehlo.sqrt %7753 : tensor<512xf32>
    %7755 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %7756 = stablehlo.add %7754, %7755 : tensor<512xf32>
    %7757 = stablehlo.divide %7751, %7756 : tensor<512xf32>
    %7758 = stablehlo.constant dense<0.9> : tensor<1x1x512x2048xf32>
    %7759 = stablehlo.multiply %7758, %m.layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %7760 = stablehlo.constant dense<0.1> : tensor<1x1x512x2048xf32>
    %7761 = stablehlo.multiply %7760, %4773 : tensor<1x1x512x2048xf32>
    %7762 = stablehlo.add %7759, %7761 : tensor<1x1x512x2048xf32>
    %7763 = stablehlo.constant dense<0.999> : tensor<1x1x512x2048xf32>
    %7764 = stablehlo.multiply %7763, %v.layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %7765 = stablehlo.constant dense<0.001> : tensor<1x1x512x2048xf32>
    %7766 = stablehlo.multiply %4773, %4773 : tensor<1x1x512x2048xf32>
    %7767 = stablehlo.multiply %7765, %7766 : tensor<1x1x512x2048xf32>
    %7768 = stablehlo.add %7764, %7767 : tensor<1x1x512x2048xf32>
    %7769 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7770 = stablehlo.divide %7762, %7769 : tensor<1x1x512x2048xf32>
    %7771 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %7772 = stablehlo.divide %7768, %7771 : tensor<1x1x512x2048xf32>
    %7773 = stablehlo.sqrt %7772 : tensor<1x1x512x2048xf32>
    %7774 = stablehlo.constant dense<1.0e-08> : tensor<1x1x512x2048xf32>
    %7775 = stablehlo.add %7773, %7774 : tensor<1x1x512x2048xf32>
    %7776 = stablehlo.divide %7770, %7775 : tensor<1x1x512x2048xf32>
    %7777 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7778 = stablehlo.multiply %7777, %m.layer4.2.bn3.g : tensor<2048xf32>
    %7779 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7780 = stablehlo.multiply %7779, %4778 : tensor<2048xf32>
    %7781 = stablehlo.add %7778, %7780 : tensor<2048xf32>
    %7782 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7783 = stablehlo.multiply %7782, %v.layer4.2.bn3.g : tensor<2048xf32>
    %7784 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7785 = stablehlo.multiply %4778, %4778 : tensor<2048xf32>
    %7786 = stablehlo.multiply %7784, %7785 : tensor<2048xf32>
    %7787 = stablehlo.add %7783, %7786 : tensor<2048xf32>
    %7788 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7789 = stablehlo.divide %7781, %7788 : tensor<2048xf32>
    %7790 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7791 = stablehlo.divide %7787, %7790 : tensor<2048xf32>
    %7792 = stablehlo.sqrt %7791 : tensor<2048xf32>
    %7793 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7794 = stablehlo.add %7792, %7793 : tensor<2048xf32>
    %7795 = stablehlo.divide %7789, %7794 : tensor<2048xf32>
    %7796 = stablehlo.constant dense<0.9> : tensor<2048xf32>
    %7797 = stablehlo.multiply %7796, %m.layer4.2.bn3.b : tensor<2048xf32>
    %7798 = stablehlo.constant dense<0.1> : tensor<2048xf32>
    %7799 = stablehlo.multiply %7798, %4783 : tensor<2048xf32>
    %7800 = stablehlo.add %7797, %7799 : tensor<2048xf32>
    %7801 = stablehlo.constant dense<0.999> : tensor<2048xf32>
    %7802 = stablehlo.multiply %7801, %v.layer4.2.bn3.b : tensor<2048xf32>
    %7803 = stablehlo.constant dense<0.001> : tensor<2048xf32>
    %7804 = stablehlo.multiply %4783, %4783 : tensor<2048xf32>
    %7805 = stablehlo.multiply %7803, %7804 : tensor<2048xf32>
    %7806 = stablehlo.add %7802, %7805 : tensor<2048xf32>
    %7807 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7808 = stablehlo.divide %7800, %7807 : tensor<2048xf32>
    %7809 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %7810 = stablehlo.divide %7806, %7809 : tensor<2048xf32>
    %7811 = stablehlo.sqrt %7810 : tensor<2048xf32>
    %7812 = stablehlo.constant dense<1.0e-08> : tensor<2048xf32>
    %7813 = stablehlo.add %7811, %7812 : tensor<2048xf32>
    %7814 = stablehlo.divide %7808, %7813 : tensor<2048xf32>
    %7815 = stablehlo.constant dense<0.9> : tensor<2048x1000xf32>
    %7816 = stablehlo.multiply %7815, %m.fc.w : tensor<2048x1000xf32>
    %7817 = stablehlo.constant dense<0.1> : tensor<2048x1000xf32>
    %7818 = stablehlo.multiply %7817, %4788 : tensor<2048x1000xf32>
    %7819 = stablehlo.add %7816, %7818 : tensor<2048x1000xf32>
    %7820 = stablehlo.constant dense<0.999> : tensor<2048x1000xf32>
    %7821 = stablehlo.multiply %7820, %v.fc.w : tensor<2048x1000xf32>
    %7822 = stablehlo.constant dense<0.001> : tensor<2048x1000xf32>
    %7823 = stablehlo.multiply %4788, %4788 : tensor<2048x1000xf32>
    %7824 = stablehlo.multiply %7822, %7823 : tensor<2048x1000xf32>
    %7825 = stablehlo.add %7821, %7824 : tensor<2048x1000xf32>
    %7826 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %7827 = stablehlo.divide %7819, %7826 : tensor<2048x1000xf32>
    %7828 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %7829 = stablehlo.divide %7825, %7828 : tensor<2048x1000xf32>
    %7830 = stablehlo.sqrt %7829 : tensor<2048x1000xf32>
    %7831 = stablehlo.constant dense<1.0e-08> : tensor<2048x1000xf32>
    %7832 = stablehlo.add %7830, %7831 : tensor<2048x1000xf32>
    %7833 = stablehlo.divide %7827, %7832 : tensor<2048x1000xf32>
    %7834 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7835 = stablehlo.multiply %7834, %m.fc.b : tensor<1000xf32>
    %7836 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %7837 = stablehlo.multiply %7836, %4793 : tensor<1000xf32>
    %7838 = stablehlo.add %7835, %7837 : tensor<1000xf32>
    %7839 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %7840 = stablehlo.multiply %7839, %v.fc.b : tensor<1000xf32>
    %7841 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %7842 = stablehlo.multiply %4793, %4793 : tensor<1000xf32>
    %7843 = stablehlo.multiply %7841, %7842 : tensor<1000xf32>
    %7844 = stablehlo.add %7840, %7843 : tensor<1000xf32>
    %7845 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7846 = stablehlo.divide %7838, %7845 : tensor<1000xf32>
    %7847 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7848 = stablehlo.divide %7844, %7847 : tensor<1000xf32>
    %7849 = stablehlo.sqrt %7848 : tensor<1000xf32>
    %7850 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %7851 = stablehlo.add %7849, %7850 : tensor<1000xf32>
    %7852 = stablehlo.divide %7846, %7851 : tensor<1000xf32>
    %7853 = stablehlo.constant dense<0.05> : tensor<7x7x3x64xf32>
    %7854 = stablehlo.multiply %7853, %conv1.w : tensor<7x7x3x64xf32>
    %7855 = stablehlo.add %4812, %7854 : tensor<7x7x3x64xf32>
    %7856 = stablehlo.constant dense<0.05> : tensor<1x1x64x64xf32>
    %7857 = stablehlo.multiply %7856, %layer1.0.conv1.w : tensor<1x1x64x64xf32>
    %7858 = stablehlo.add %4869, %7857 : tensor<1x1x64x64xf32>
    %7859 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %7860 = stablehlo.multiply %7859, %layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %7861 = stablehlo.add %4926, %7860 : tensor<3x3x64x64xf32>
    %7862 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %7863 = stablehlo.multiply %7862, %layer1.0.conv3.w : tensor<1x1x64x256xf32>
    %7864 = stablehlo.add %4983, %7863 : tensor<1x1x64x256xf32>
    %7865 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %7866 = stablehlo.multiply %7865, %layer1.0.downsample.0.w : tensor<1x1x64x256xf32>
    %7867 = stablehlo.add %5040, %7866 : tensor<1x1x64x256xf32>
    %7868 = stablehlo.constant dense<0.05> : tensor<1x1x256x64xf32>
    %7869 = stablehlo.multiply %7868, %layer1.1.conv1.w : tensor<1x1x256x64xf32>
    %7870 = stablehlo.add %5097, %7869 : tensor<1x1x256x64xf32>
    %7871 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %7872 = stablehlo.multiply %7871, %layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %7873 = stablehlo.add %5154, %7872 : tensor<3x3x64x64xf32>
    %7874 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %7875 = stablehlo.multiply %7874, %layer1.1.conv3.w : tensor<1x1x64x256xf32>
    %7876 = stablehlo.add %5211, %7875 : tensor<1x1x64x256xf32>
    %7877 = stablehlo.constant dense<0.05> : tensor<1x1x256x64xf32>
    %7878 = stablehlo.multiply %7877, %layer1.2.conv1.w : tensor<1x1x256x64xf32>
    %7879 = stablehlo.add %5268, %7878 : tensor<1x1x256x64xf32>
    %7880 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %7881 = stablehlo.multiply %7880, %layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %7882 = stablehlo.add %5325, %7881 : tensor<3x3x64x64xf32>
    %7883 = stablehlo.constant dense<0.05> : tensor<1x1x64x256xf32>
    %7884 = stablehlo.multiply %7883, %layer1.2.conv3.w : tensor<1x1x64x256xf32>
    %7885 = stablehlo.add %5382, %7884 : tensor<1x1x64x256xf32>
    %7886 = stablehlo.constant dense<0.05> : tensor<1x1x256x128xf32>
    %7887 = stablehlo.multiply %7886, %layer2.0.conv1.w : tensor<1x1x256x128xf32>
    %7888 = stablehlo.add %5439, %7887 : tensor<1x1x256x128xf32>
    %7889 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %7890 = stablehlo.multiply %7889, %layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %7891 = stablehlo.add %5496, %7890 : tensor<3x3x128x128xf32>
    %7892 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %7893 = stablehlo.multiply %7892, %layer2.0.conv3.w : tensor<1x1x128x512xf32>
    %7894 = stablehlo.add %5553, %7893 : tensor<1x1x128x512xf32>
    %7895 = stablehlo.constant dense<0.05> : tensor<1x1x256x512xf32>
    %7896 = stablehlo.multiply %7895, %layer2.0.downsample.0.w : tensor<1x1x256x512xf32>
    %7897 = stablehlo.add %5610, %7896 : tensor<1x1x256x512xf32>
    %7898 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %7899 = stablehlo.multiply %7898, %layer2.1.conv1.w : tensor<1x1x512x128xf32>
    %7900 = stablehlo.add %5667, %7899 : tensor<1x1x512x128xf32>
    %7901 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %7902 = stablehlo.multiply %7901, %layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %7903 = stablehlo.add %5724, %7902 : tensor<3x3x128x128xf32>
    %7904 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %7905 = stablehlo.multiply %7904, %layer2.1.conv3.w : tensor<1x1x128x512xf32>
    %7906 = stablehlo.add %5781, %7905 : tensor<1x1x128x512xf32>
    %7907 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %7908 = stablehlo.multiply %7907, %layer2.2.conv1.w : tensor<1x1x512x128xf32>
    %7909 = stablehlo.add %5838, %7908 : tensor<1x1x512x128xf32>
    %7910 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %7911 = stablehlo.multiply %7910, %layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %7912 = stablehlo.add %5895, %7911 : tensor<3x3x128x128xf32>
    %7913 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %7914 = stablehlo.multiply %7913, %layer2.2.conv3.w : tensor<1x1x128x512xf32>
    %7915 = stablehlo.add %5952, %7914 : tensor<1x1x128x512xf32>
    %7916 = stablehlo.constant dense<0.05> : tensor<1x1x512x128xf32>
    %7917 = stablehlo.multiply %7916, %layer2.3.conv1.w : tensor<1x1x512x128xf32>
    %7918 = stablehlo.add %6009, %7917 : tensor<1x1x512x128xf32>
    %7919 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %7920 = stablehlo.multiply %7919, %layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %7921 = stablehlo.add %6066, %7920 : tensor<3x3x128x128xf32>
    %7922 = stablehlo.constant dense<0.05> : tensor<1x1x128x512xf32>
    %7923 = stablehlo.multiply %7922, %layer2.3.conv3.w : tensor<1x1x128x512xf32>
    %7924 = stablehlo.add %6123, %7923 : tensor<1x1x128x512xf32>
    %7925 = stablehlo.constant dense<0.05> : tensor<1x1x512x256xf32>
    %7926 = stablehlo.multiply %7925, %layer3.0.conv1.w : tensor<1x1x512x256xf32>
    %7927 = stablehlo.add %6180, %7926 : tensor<1x1x512x256xf32>
    %7928 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7929 = stablehlo.multiply %7928, %layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %7930 = stablehlo.add %6237, %7929 : tensor<3x3x256x256xf32>
    %7931 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7932 = stablehlo.multiply %7931, %layer3.0.conv3.w : tensor<1x1x256x1024xf32>
    %7933 = stablehlo.add %6294, %7932 : tensor<1x1x256x1024xf32>
    %7934 = stablehlo.constant dense<0.05> : tensor<1x1x512x1024xf32>
    %7935 = stablehlo.multiply %7934, %layer3.0.downsample.0.w : tensor<1x1x512x1024xf32>
    %7936 = stablehlo.add %6351, %7935 : tensor<1x1x512x1024xf32>
    %7937 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %7938 = stablehlo.multiply %7937, %layer3.1.conv1.w : tensor<1x1x1024x256xf32>
    %7939 = stablehlo.add %6408, %7938 : tensor<1x1x1024x256xf32>
    %7940 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7941 = stablehlo.multiply %7940, %layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %7942 = stablehlo.add %6465, %7941 : tensor<3x3x256x256xf32>
    %7943 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7944 = stablehlo.multiply %7943, %layer3.1.conv3.w : tensor<1x1x256x1024xf32>
    %7945 = stablehlo.add %6522, %7944 : tensor<1x1x256x1024xf32>
    %7946 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %7947 = stablehlo.multiply %7946, %layer3.2.conv1.w : tensor<1x1x1024x256xf32>
    %7948 = stablehlo.add %6579, %7947 : tensor<1x1x1024x256xf32>
    %7949 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7950 = stablehlo.multiply %7949, %layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %7951 = stablehlo.add %6636, %7950 : tensor<3x3x256x256xf32>
    %7952 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7953 = stablehlo.multiply %7952, %layer3.2.conv3.w : tensor<1x1x256x1024xf32>
    %7954 = stablehlo.add %6693, %7953 : tensor<1x1x256x1024xf32>
    %7955 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %7956 = stablehlo.multiply %7955, %layer3.3.conv1.w : tensor<1x1x1024x256xf32>
    %7957 = stablehlo.add %6750, %7956 : tensor<1x1x1024x256xf32>
    %7958 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7959 = stablehlo.multiply %7958, %layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %7960 = stablehlo.add %6807, %7959 : tensor<3x3x256x256xf32>
    %7961 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7962 = stablehlo.multiply %7961, %layer3.3.conv3.w : tensor<1x1x256x1024xf32>
    %7963 = stablehlo.add %6864, %7962 : tensor<1x1x256x1024xf32>
    %7964 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %7965 = stablehlo.multiply %7964, %layer3.4.conv1.w : tensor<1x1x1024x256xf32>
    %7966 = stablehlo.add %6921, %7965 : tensor<1x1x1024x256xf32>
    %7967 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7968 = stablehlo.multiply %7967, %layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %7969 = stablehlo.add %6978, %7968 : tensor<3x3x256x256xf32>
    %7970 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7971 = stablehlo.multiply %7970, %layer3.4.conv3.w : tensor<1x1x256x1024xf32>
    %7972 = stablehlo.add %7035, %7971 : tensor<1x1x256x1024xf32>
    %7973 = stablehlo.constant dense<0.05> : tensor<1x1x1024x256xf32>
    %7974 = stablehlo.multiply %7973, %layer3.5.conv1.w : tensor<1x1x1024x256xf32>
    %7975 = stablehlo.add %7092, %7974 : tensor<1x1x1024x256xf32>
    %7976 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %7977 = stablehlo.multiply %7976, %layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %7978 = stablehlo.add %7149, %7977 : tensor<3x3x256x256xf32>
    %7979 = stablehlo.constant dense<0.05> : tensor<1x1x256x1024xf32>
    %7980 = stablehlo.multiply %7979, %layer3.5.conv3.w : tensor<1x1x256x1024xf32>
    %7981 = stablehlo.add %7206, %7980 : tensor<1x1x256x1024xf32>
    %7982 = stablehlo.constant dense<0.05> : tensor<1x1x1024x512xf32>
    %7983 = stablehlo.multiply %7982, %layer4.0.conv1.w : tensor<1x1x1024x512xf32>
    %7984 = stablehlo.add %7263, %7983 : tensor<1x1x1024x512xf32>
    %7985 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %7986 = stablehlo.multiply %7985, %layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %7987 = stablehlo.add %7320, %7986 : tensor<3x3x512x512xf32>
    %7988 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %7989 = stablehlo.multiply %7988, %layer4.0.conv3.w : tensor<1x1x512x2048xf32>
    %7990 = stablehlo.add %7377, %7989 : tensor<1x1x512x2048xf32>
    %7991 = stablehlo.constant dense<0.05> : tensor<1x1x1024x2048xf32>
    %7992 = stablehlo.multiply %7991, %layer4.0.downsample.0.w : tensor<1x1x1024x2048xf32>
    %7993 = stablehlo.add %7434, %7992 : tensor<1x1x1024x2048xf32>
    %7994 = stablehlo.constant dense<0.05> : tensor<1x1x2048x512xf32>
    %7995 = stablehlo.multiply %7994, %layer4.1.conv1.w : tensor<1x1x2048x512xf32>
    %7996 = stablehlo.add %7491, %7995 : tensor<1x1x2048x512xf32>
    %7997 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %7998 = stablehlo.multiply %7997, %layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %7999 = stablehlo.add %7548, %7998 : tensor<3x3x512x512xf32>
    %8000 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %8001 = stablehlo.multiply %8000, %layer4.1.conv3.w : tensor<1x1x512x2048xf32>
    %8002 = stablehlo.add %7605, %8001 : tensor<1x1x512x2048xf32>
    %8003 = stablehlo.constant dense<0.05> : tensor<1x1x2048x512xf32>
    %8004 = stablehlo.multiply %8003, %layer4.2.conv1.w : tensor<1x1x2048x512xf32>
    %8005 = stablehlo.add %7662, %8004 : tensor<1x1x2048x512xf32>
    %8006 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %8007 = stablehlo.multiply %8006, %layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %8008 = stablehlo.add %7719, %8007 : tensor<3x3x512x512xf32>
    %8009 = stablehlo.constant dense<0.05> : tensor<1x1x512x2048xf32>
    %8010 = stablehlo.multiply %8009, %layer4.2.conv3.w : tensor<1x1x512x2048xf32>
    %8011 = stablehlo.add %7776, %8010 : tensor<1x1x512x2048xf32>
    %8012 = stablehlo.constant dense<0.05> : tensor<2048x1000xf32>
    %8013 = stablehlo.multiply %8012, %fc.w : tensor<2048x1000xf32>
    %8014 = stablehlo.add %7833, %8013 : tensor<2048x1000xf32>
    %8015 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %8016 = stablehlo.multiply %8015, %7855 : tensor<7x7x3x64xf32>
    %8017 = stablehlo.subtract %conv1.w, %8016 : tensor<7x7x3x64xf32>
    %8018 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8019 = stablehlo.multiply %8018, %4831 : tensor<64xf32>
    %8020 = stablehlo.subtract %bn1.g, %8019 : tensor<64xf32>
    %8021 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8022 = stablehlo.multiply %8021, %4850 : tensor<64xf32>
    %8023 = stablehlo.subtract %bn1.b, %8022 : tensor<64xf32>
    %8024 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %8025 = stablehlo.multiply %8024, %7858 : tensor<1x1x64x64xf32>
    %8026 = stablehlo.subtract %layer1.0.conv1.w, %8025 : tensor<1x1x64x64xf32>
    %8027 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8028 = stablehlo.multiply %8027, %4888 : tensor<64xf32>
    %8029 = stablehlo.subtract %layer1.0.bn1.g, %8028 : tensor<64xf32>
    %8030 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8031 = stablehlo.multiply %8030, %4907 : tensor<64xf32>
    %8032 = stablehlo.subtract %layer1.0.bn1.b, %8031 : tensor<64xf32>
    %8033 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8034 = stablehlo.multiply %8033, %7861 : tensor<3x3x64x64xf32>
    %8035 = stablehlo.subtract %layer1.0.conv2.w, %8034 : tensor<3x3x64x64xf32>
    %8036 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8037 = stablehlo.multiply %8036, %4945 : tensor<64xf32>
    %8038 = stablehlo.subtract %layer1.0.bn2.g, %8037 : tensor<64xf32>
    %8039 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8040 = stablehlo.multiply %8039, %4964 : tensor<64xf32>
    %8041 = stablehlo.subtract %layer1.0.bn2.b, %8040 : tensor<64xf32>
    %8042 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8043 = stablehlo.multiply %8042, %7864 : tensor<1x1x64x256xf32>
    %8044 = stablehlo.subtract %layer1.0.conv3.w, %8043 : tensor<1x1x64x256xf32>
    %8045 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8046 = stablehlo.multiply %8045, %5002 : tensor<256xf32>
    %8047 = stablehlo.subtract %layer1.0.bn3.g, %8046 : tensor<256xf32>
    %8048 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8049 = stablehlo.multiply %8048, %5021 : tensor<256xf32>
    %8050 = stablehlo.subtract %layer1.0.bn3.b, %8049 : tensor<256xf32>
    %8051 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8052 = stablehlo.multiply %8051, %7867 : tensor<1x1x64x256xf32>
    %8053 = stablehlo.subtract %layer1.0.downsample.0.w, %8052 : tensor<1x1x64x256xf32>
    %8054 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8055 = stablehlo.multiply %8054, %5059 : tensor<256xf32>
    %8056 = stablehlo.subtract %layer1.0.downsample.1.g, %8055 : tensor<256xf32>
    %8057 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8058 = stablehlo.multiply %8057, %5078 : tensor<256xf32>
    %8059 = stablehlo.subtract %layer1.0.downsample.1.b, %8058 : tensor<256xf32>
    %8060 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %8061 = stablehlo.multiply %8060, %7870 : tensor<1x1x256x64xf32>
    %8062 = stablehlo.subtract %layer1.1.conv1.w, %8061 : tensor<1x1x256x64xf32>
    %8063 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8064 = stablehlo.multiply %8063, %5116 : tensor<64xf32>
    %8065 = stablehlo.subtract %layer1.1.bn1.g, %8064 : tensor<64xf32>
    %8066 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8067 = stablehlo.multiply %8066, %5135 : tensor<64xf32>
    %8068 = stablehlo.subtract %layer1.1.bn1.b, %8067 : tensor<64xf32>
    %8069 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8070 = stablehlo.multiply %8069, %7873 : tensor<3x3x64x64xf32>
    %8071 = stablehlo.subtract %layer1.1.conv2.w, %8070 : tensor<3x3x64x64xf32>
    %8072 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8073 = stablehlo.multiply %8072, %5173 : tensor<64xf32>
    %8074 = stablehlo.subtract %layer1.1.bn2.g, %8073 : tensor<64xf32>
    %8075 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8076 = stablehlo.multiply %8075, %5192 : tensor<64xf32>
    %8077 = stablehlo.subtract %layer1.1.bn2.b, %8076 : tensor<64xf32>
    %8078 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8079 = stablehlo.multiply %8078, %7876 : tensor<1x1x64x256xf32>
    %8080 = stablehlo.subtract %layer1.1.conv3.w, %8079 : tensor<1x1x64x256xf32>
    %8081 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8082 = stablehlo.multiply %8081, %5230 : tensor<256xf32>
    %8083 = stablehlo.subtract %layer1.1.bn3.g, %8082 : tensor<256xf32>
    %8084 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8085 = stablehlo.multiply %8084, %5249 : tensor<256xf32>
    %8086 = stablehlo.subtract %layer1.1.bn3.b, %8085 : tensor<256xf32>
    %8087 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x64xf32>
    %8088 = stablehlo.multiply %8087, %7879 : tensor<1x1x256x64xf32>
    %8089 = stablehlo.subtract %layer1.2.conv1.w, %8088 : tensor<1x1x256x64xf32>
    %8090 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8091 = stablehlo.multiply %8090, %5287 : tensor<64xf32>
    %8092 = stablehlo.subtract %layer1.2.bn1.g, %8091 : tensor<64xf32>
    %8093 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8094 = stablehlo.multiply %8093, %5306 : tensor<64xf32>
    %8095 = stablehlo.subtract %layer1.2.bn1.b, %8094 : tensor<64xf32>
    %8096 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %8097 = stablehlo.multiply %8096, %7882 : tensor<3x3x64x64xf32>
    %8098 = stablehlo.subtract %layer1.2.conv2.w, %8097 : tensor<3x3x64x64xf32>
    %8099 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8100 = stablehlo.multiply %8099, %5344 : tensor<64xf32>
    %8101 = stablehlo.subtract %layer1.2.bn2.g, %8100 : tensor<64xf32>
    %8102 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %8103 = stablehlo.multiply %8102, %5363 : tensor<64xf32>
    %8104 = stablehlo.subtract %layer1.2.bn2.b, %8103 : tensor<64xf32>
    %8105 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %8106 = stablehlo.multiply %8105, %7885 : tensor<1x1x64x256xf32>
    %8107 = stablehlo.subtract %layer1.2.conv3.w, %8106 : tensor<1x1x64x256xf32>
    %8108 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8109 = stablehlo.multiply %8108, %5401 : tensor<256xf32>
    %8110 = stablehlo.subtract %layer1.2.bn3.g, %8109 : tensor<256xf32>
    %8111 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8112 = stablehlo.multiply %8111, %5420 : tensor<256xf32>
    %8113 = stablehlo.subtract %layer1.2.bn3.b, %8112 : tensor<256xf32>
    %8114 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %8115 = stablehlo.multiply %8114, %7888 : tensor<1x1x256x128xf32>
    %8116 = stablehlo.subtract %layer2.0.conv1.w, %8115 : tensor<1x1x256x128xf32>
    %8117 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8118 = stablehlo.multiply %8117, %5458 : tensor<128xf32>
    %8119 = stablehlo.subtract %layer2.0.bn1.g, %8118 : tensor<128xf32>
    %8120 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8121 = stablehlo.multiply %8120, %5477 : tensor<128xf32>
    %8122 = stablehlo.subtract %layer2.0.bn1.b, %8121 : tensor<128xf32>
    %8123 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8124 = stablehlo.multiply %8123, %7891 : tensor<3x3x128x128xf32>
    %8125 = stablehlo.subtract %layer2.0.conv2.w, %8124 : tensor<3x3x128x128xf32>
    %8126 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8127 = stablehlo.multiply %8126, %5515 : tensor<128xf32>
    %8128 = stablehlo.subtract %layer2.0.bn2.g, %8127 : tensor<128xf32>
    %8129 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8130 = stablehlo.multiply %8129, %5534 : tensor<128xf32>
    %8131 = stablehlo.subtract %layer2.0.bn2.b, %8130 : tensor<128xf32>
    %8132 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8133 = stablehlo.multiply %8132, %7894 : tensor<1x1x128x512xf32>
    %8134 = stablehlo.subtract %layer2.0.conv3.w, %8133 : tensor<1x1x128x512xf32>
    %8135 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8136 = stablehlo.multiply %8135, %5572 : tensor<512xf32>
    %8137 = stablehlo.subtract %layer2.0.bn3.g, %8136 : tensor<512xf32>
    %8138 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8139 = stablehlo.multiply %8138, %5591 : tensor<512xf32>
    %8140 = stablehlo.subtract %layer2.0.bn3.b, %8139 : tensor<512xf32>
    %8141 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %8142 = stablehlo.multiply %8141, %7897 : tensor<1x1x256x512xf32>
    %8143 = stablehlo.subtract %layer2.0.downsample.0.w, %8142 : tensor<1x1x256x512xf32>
    %8144 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8145 = stablehlo.multiply %8144, %5629 : tensor<512xf32>
    %8146 = stablehlo.subtract %layer2.0.downsample.1.g, %8145 : tensor<512xf32>
    %8147 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8148 = stablehlo.multiply %8147, %5648 : tensor<512xf32>
    %8149 = stablehlo.subtract %layer2.0.downsample.1.b, %8148 : tensor<512xf32>
    %8150 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8151 = stablehlo.multiply %8150, %7900 : tensor<1x1x512x128xf32>
    %8152 = stablehlo.subtract %layer2.1.conv1.w, %8151 : tensor<1x1x512x128xf32>
    %8153 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8154 = stablehlo.multiply %8153, %5686 : tensor<128xf32>
    %8155 = stablehlo.subtract %layer2.1.bn1.g, %8154 : tensor<128xf32>
    %8156 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8157 = stablehlo.multiply %8156, %5705 : tensor<128xf32>
    %8158 = stablehlo.subtract %layer2.1.bn1.b, %8157 : tensor<128xf32>
    %8159 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8160 = stablehlo.multiply %8159, %7903 : tensor<3x3x128x128xf32>
    %8161 = stablehlo.subtract %layer2.1.conv2.w, %8160 : tensor<3x3x128x128xf32>
    %8162 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8163 = stablehlo.multiply %8162, %5743 : tensor<128xf32>
    %8164 = stablehlo.subtract %layer2.1.bn2.g, %8163 : tensor<128xf32>
    %8165 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8166 = stablehlo.multiply %8165, %5762 : tensor<128xf32>
    %8167 = stablehlo.subtract %layer2.1.bn2.b, %8166 : tensor<128xf32>
    %8168 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8169 = stablehlo.multiply %8168, %7906 : tensor<1x1x128x512xf32>
    %8170 = stablehlo.subtract %layer2.1.conv3.w, %8169 : tensor<1x1x128x512xf32>
    %8171 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8172 = stablehlo.multiply %8171, %5800 : tensor<512xf32>
    %8173 = stablehlo.subtract %layer2.1.bn3.g, %8172 : tensor<512xf32>
    %8174 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8175 = stablehlo.multiply %8174, %5819 : tensor<512xf32>
    %8176 = stablehlo.subtract %layer2.1.bn3.b, %8175 : tensor<512xf32>
    %8177 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8178 = stablehlo.multiply %8177, %7909 : tensor<1x1x512x128xf32>
    %8179 = stablehlo.subtract %layer2.2.conv1.w, %8178 : tensor<1x1x512x128xf32>
    %8180 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8181 = stablehlo.multiply %8180, %5857 : tensor<128xf32>
    %8182 = stablehlo.subtract %layer2.2.bn1.g, %8181 : tensor<128xf32>
    %8183 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8184 = stablehlo.multiply %8183, %5876 : tensor<128xf32>
    %8185 = stablehlo.subtract %layer2.2.bn1.b, %8184 : tensor<128xf32>
    %8186 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8187 = stablehlo.multiply %8186, %7912 : tensor<3x3x128x128xf32>
    %8188 = stablehlo.subtract %layer2.2.conv2.w, %8187 : tensor<3x3x128x128xf32>
    %8189 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8190 = stablehlo.multiply %8189, %5914 : tensor<128xf32>
    %8191 = stablehlo.subtract %layer2.2.bn2.g, %8190 : tensor<128xf32>
    %8192 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8193 = stablehlo.multiply %8192, %5933 : tensor<128xf32>
    %8194 = stablehlo.subtract %layer2.2.bn2.b, %8193 : tensor<128xf32>
    %8195 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8196 = stablehlo.multiply %8195, %7915 : tensor<1x1x128x512xf32>
    %8197 = stablehlo.subtract %layer2.2.conv3.w, %8196 : tensor<1x1x128x512xf32>
    %8198 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8199 = stablehlo.multiply %8198, %5971 : tensor<512xf32>
    %8200 = stablehlo.subtract %layer2.2.bn3.g, %8199 : tensor<512xf32>
    %8201 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8202 = stablehlo.multiply %8201, %5990 : tensor<512xf32>
    %8203 = stablehlo.subtract %layer2.2.bn3.b, %8202 : tensor<512xf32>
    %8204 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x128xf32>
    %8205 = stablehlo.multiply %8204, %7918 : tensor<1x1x512x128xf32>
    %8206 = stablehlo.subtract %layer2.3.conv1.w, %8205 : tensor<1x1x512x128xf32>
    %8207 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8208 = stablehlo.multiply %8207, %6028 : tensor<128xf32>
    %8209 = stablehlo.subtract %layer2.3.bn1.g, %8208 : tensor<128xf32>
    %8210 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8211 = stablehlo.multiply %8210, %6047 : tensor<128xf32>
    %8212 = stablehlo.subtract %layer2.3.bn1.b, %8211 : tensor<128xf32>
    %8213 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %8214 = stablehlo.multiply %8213, %7921 : tensor<3x3x128x128xf32>
    %8215 = stablehlo.subtract %layer2.3.conv2.w, %8214 : tensor<3x3x128x128xf32>
    %8216 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8217 = stablehlo.multiply %8216, %6085 : tensor<128xf32>
    %8218 = stablehlo.subtract %layer2.3.bn2.g, %8217 : tensor<128xf32>
    %8219 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %8220 = stablehlo.multiply %8219, %6104 : tensor<128xf32>
    %8221 = stablehlo.subtract %layer2.3.bn2.b, %8220 : tensor<128xf32>
    %8222 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %8223 = stablehlo.multiply %8222, %7924 : tensor<1x1x128x512xf32>
    %8224 = stablehlo.subtract %layer2.3.conv3.w, %8223 : tensor<1x1x128x512xf32>
    %8225 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8226 = stablehlo.multiply %8225, %6142 : tensor<512xf32>
    %8227 = stablehlo.subtract %layer2.3.bn3.g, %8226 : tensor<512xf32>
    %8228 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8229 = stablehlo.multiply %8228, %6161 : tensor<512xf32>
    %8230 = stablehlo.subtract %layer2.3.bn3.b, %8229 : tensor<512xf32>
    %8231 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x256xf32>
    %8232 = stablehlo.multiply %8231, %7927 : tensor<1x1x512x256xf32>
    %8233 = stablehlo.subtract %layer3.0.conv1.w, %8232 : tensor<1x1x512x256xf32>
    %8234 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8235 = stablehlo.multiply %8234, %6199 : tensor<256xf32>
    %8236 = stablehlo.subtract %layer3.0.bn1.g, %8235 : tensor<256xf32>
    %8237 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8238 = stablehlo.multiply %8237, %6218 : tensor<256xf32>
    %8239 = stablehlo.subtract %layer3.0.bn1.b, %8238 : tensor<256xf32>
    %8240 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8241 = stablehlo.multiply %8240, %7930 : tensor<3x3x256x256xf32>
    %8242 = stablehlo.subtract %layer3.0.conv2.w, %8241 : tensor<3x3x256x256xf32>
    %8243 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8244 = stablehlo.multiply %8243, %6256 : tensor<256xf32>
    %8245 = stablehlo.subtract %layer3.0.bn2.g, %8244 : tensor<256xf32>
    %8246 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8247 = stablehlo.multiply %8246, %6275 : tensor<256xf32>
    %8248 = stablehlo.subtract %layer3.0.bn2.b, %8247 : tensor<256xf32>
    %8249 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8250 = stablehlo.multiply %8249, %7933 : tensor<1x1x256x1024xf32>
    %8251 = stablehlo.subtract %layer3.0.conv3.w, %8250 : tensor<1x1x256x1024xf32>
    %8252 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8253 = stablehlo.multiply %8252, %6313 : tensor<1024xf32>
    %8254 = stablehlo.subtract %layer3.0.bn3.g, %8253 : tensor<1024xf32>
    %8255 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8256 = stablehlo.multiply %8255, %6332 : tensor<1024xf32>
    %8257 = stablehlo.subtract %layer3.0.bn3.b, %8256 : tensor<1024xf32>
    %8258 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x1024xf32>
    %8259 = stablehlo.multiply %8258, %7936 : tensor<1x1x512x1024xf32>
    %8260 = stablehlo.subtract %layer3.0.downsample.0.w, %8259 : tensor<1x1x512x1024xf32>
    %8261 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8262 = stablehlo.multiply %8261, %6370 : tensor<1024xf32>
    %8263 = stablehlo.subtract %layer3.0.downsample.1.g, %8262 : tensor<1024xf32>
    %8264 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8265 = stablehlo.multiply %8264, %6389 : tensor<1024xf32>
    %8266 = stablehlo.subtract %layer3.0.downsample.1.b, %8265 : tensor<1024xf32>
    %8267 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8268 = stablehlo.multiply %8267, %7939 : tensor<1x1x1024x256xf32>
    %8269 = stablehlo.subtract %layer3.1.conv1.w, %8268 : tensor<1x1x1024x256xf32>
    %8270 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8271 = stablehlo.multiply %8270, %6427 : tensor<256xf32>
    %8272 = stablehlo.subtract %layer3.1.bn1.g, %8271 : tensor<256xf32>
    %8273 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8274 = stablehlo.multiply %8273, %6446 : tensor<256xf32>
    %8275 = stablehlo.subtract %layer3.1.bn1.b, %8274 : tensor<256xf32>
    %8276 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8277 = stablehlo.multiply %8276, %7942 : tensor<3x3x256x256xf32>
    %8278 = stablehlo.subtract %layer3.1.conv2.w, %8277 : tensor<3x3x256x256xf32>
    %8279 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8280 = stablehlo.multiply %8279, %6484 : tensor<256xf32>
    %8281 = stablehlo.subtract %layer3.1.bn2.g, %8280 : tensor<256xf32>
    %8282 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8283 = stablehlo.multiply %8282, %6503 : tensor<256xf32>
    %8284 = stablehlo.subtract %layer3.1.bn2.b, %8283 : tensor<256xf32>
    %8285 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8286 = stablehlo.multiply %8285, %7945 : tensor<1x1x256x1024xf32>
    %8287 = stablehlo.subtract %layer3.1.conv3.w, %8286 : tensor<1x1x256x1024xf32>
    %8288 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8289 = stablehlo.multiply %8288, %6541 : tensor<1024xf32>
    %8290 = stablehlo.subtract %layer3.1.bn3.g, %8289 : tensor<1024xf32>
    %8291 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8292 = stablehlo.multiply %8291, %6560 : tensor<1024xf32>
    %8293 = stablehlo.subtract %layer3.1.bn3.b, %8292 : tensor<1024xf32>
    %8294 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8295 = stablehlo.multiply %8294, %7948 : tensor<1x1x1024x256xf32>
    %8296 = stablehlo.subtract %layer3.2.conv1.w, %8295 : tensor<1x1x1024x256xf32>
    %8297 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8298 = stablehlo.multiply %8297, %6598 : tensor<256xf32>
    %8299 = stablehlo.subtract %layer3.2.bn1.g, %8298 : tensor<256xf32>
    %8300 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8301 = stablehlo.multiply %8300, %6617 : tensor<256xf32>
    %8302 = stablehlo.subtract %layer3.2.bn1.b, %8301 : tensor<256xf32>
    %8303 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8304 = stablehlo.multiply %8303, %7951 : tensor<3x3x256x256xf32>
    %8305 = stablehlo.subtract %layer3.2.conv2.w, %8304 : tensor<3x3x256x256xf32>
    %8306 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8307 = stablehlo.multiply %8306, %6655 : tensor<256xf32>
    %8308 = stablehlo.subtract %layer3.2.bn2.g, %8307 : tensor<256xf32>
    %8309 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8310 = stablehlo.multiply %8309, %6674 : tensor<256xf32>
    %8311 = stablehlo.subtract %layer3.2.bn2.b, %8310 : tensor<256xf32>
    %8312 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8313 = stablehlo.multiply %8312, %7954 : tensor<1x1x256x1024xf32>
    %8314 = stablehlo.subtract %layer3.2.conv3.w, %8313 : tensor<1x1x256x1024xf32>
    %8315 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8316 = stablehlo.multiply %8315, %6712 : tensor<1024xf32>
    %8317 = stablehlo.subtract %layer3.2.bn3.g, %8316 : tensor<1024xf32>
    %8318 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8319 = stablehlo.multiply %8318, %6731 : tensor<1024xf32>
    %8320 = stablehlo.subtract %layer3.2.bn3.b, %8319 : tensor<1024xf32>
    %8321 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8322 = stablehlo.multiply %8321, %7957 : tensor<1x1x1024x256xf32>
    %8323 = stablehlo.subtract %layer3.3.conv1.w, %8322 : tensor<1x1x1024x256xf32>
    %8324 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8325 = stablehlo.multiply %8324, %6769 : tensor<256xf32>
    %8326 = stablehlo.subtract %layer3.3.bn1.g, %8325 : tensor<256xf32>
    %8327 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8328 = stablehlo.multiply %8327, %6788 : tensor<256xf32>
    %8329 = stablehlo.subtract %layer3.3.bn1.b, %8328 : tensor<256xf32>
    %8330 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8331 = stablehlo.multiply %8330, %7960 : tensor<3x3x256x256xf32>
    %8332 = stablehlo.subtract %layer3.3.conv2.w, %8331 : tensor<3x3x256x256xf32>
    %8333 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8334 = stablehlo.multiply %8333, %6826 : tensor<256xf32>
    %8335 = stablehlo.subtract %layer3.3.bn2.g, %8334 : tensor<256xf32>
    %8336 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8337 = stablehlo.multiply %8336, %6845 : tensor<256xf32>
    %8338 = stablehlo.subtract %layer3.3.bn2.b, %8337 : tensor<256xf32>
    %8339 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8340 = stablehlo.multiply %8339, %7963 : tensor<1x1x256x1024xf32>
    %8341 = stablehlo.subtract %layer3.3.conv3.w, %8340 : tensor<1x1x256x1024xf32>
    %8342 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8343 = stablehlo.multiply %8342, %6883 : tensor<1024xf32>
    %8344 = stablehlo.subtract %layer3.3.bn3.g, %8343 : tensor<1024xf32>
    %8345 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8346 = stablehlo.multiply %8345, %6902 : tensor<1024xf32>
    %8347 = stablehlo.subtract %layer3.3.bn3.b, %8346 : tensor<1024xf32>
    %8348 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8349 = stablehlo.multiply %8348, %7966 : tensor<1x1x1024x256xf32>
    %8350 = stablehlo.subtract %layer3.4.conv1.w, %8349 : tensor<1x1x1024x256xf32>
    %8351 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8352 = stablehlo.multiply %8351, %6940 : tensor<256xf32>
    %8353 = stablehlo.subtract %layer3.4.bn1.g, %8352 : tensor<256xf32>
    %8354 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8355 = stablehlo.multiply %8354, %6959 : tensor<256xf32>
    %8356 = stablehlo.subtract %layer3.4.bn1.b, %8355 : tensor<256xf32>
    %8357 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8358 = stablehlo.multiply %8357, %7969 : tensor<3x3x256x256xf32>
    %8359 = stablehlo.subtract %layer3.4.conv2.w, %8358 : tensor<3x3x256x256xf32>
    %8360 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8361 = stablehlo.multiply %8360, %6997 : tensor<256xf32>
    %8362 = stablehlo.subtract %layer3.4.bn2.g, %8361 : tensor<256xf32>
    %8363 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8364 = stablehlo.multiply %8363, %7016 : tensor<256xf32>
    %8365 = stablehlo.subtract %layer3.4.bn2.b, %8364 : tensor<256xf32>
    %8366 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8367 = stablehlo.multiply %8366, %7972 : tensor<1x1x256x1024xf32>
    %8368 = stablehlo.subtract %layer3.4.conv3.w, %8367 : tensor<1x1x256x1024xf32>
    %8369 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8370 = stablehlo.multiply %8369, %7054 : tensor<1024xf32>
    %8371 = stablehlo.subtract %layer3.4.bn3.g, %8370 : tensor<1024xf32>
    %8372 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8373 = stablehlo.multiply %8372, %7073 : tensor<1024xf32>
    %8374 = stablehlo.subtract %layer3.4.bn3.b, %8373 : tensor<1024xf32>
    %8375 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x256xf32>
    %8376 = stablehlo.multiply %8375, %7975 : tensor<1x1x1024x256xf32>
    %8377 = stablehlo.subtract %layer3.5.conv1.w, %8376 : tensor<1x1x1024x256xf32>
    %8378 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8379 = stablehlo.multiply %8378, %7111 : tensor<256xf32>
    %8380 = stablehlo.subtract %layer3.5.bn1.g, %8379 : tensor<256xf32>
    %8381 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8382 = stablehlo.multiply %8381, %7130 : tensor<256xf32>
    %8383 = stablehlo.subtract %layer3.5.bn1.b, %8382 : tensor<256xf32>
    %8384 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %8385 = stablehlo.multiply %8384, %7978 : tensor<3x3x256x256xf32>
    %8386 = stablehlo.subtract %layer3.5.conv2.w, %8385 : tensor<3x3x256x256xf32>
    %8387 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8388 = stablehlo.multiply %8387, %7168 : tensor<256xf32>
    %8389 = stablehlo.subtract %layer3.5.bn2.g, %8388 : tensor<256xf32>
    %8390 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %8391 = stablehlo.multiply %8390, %7187 : tensor<256xf32>
    %8392 = stablehlo.subtract %layer3.5.bn2.b, %8391 : tensor<256xf32>
    %8393 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x1024xf32>
    %8394 = stablehlo.multiply %8393, %7981 : tensor<1x1x256x1024xf32>
    %8395 = stablehlo.subtract %layer3.5.conv3.w, %8394 : tensor<1x1x256x1024xf32>
    %8396 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8397 = stablehlo.multiply %8396, %7225 : tensor<1024xf32>
    %8398 = stablehlo.subtract %layer3.5.bn3.g, %8397 : tensor<1024xf32>
    %8399 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1024xf32>
    %8400 = stablehlo.multiply %8399, %7244 : tensor<1024xf32>
    %8401 = stablehlo.subtract %layer3.5.bn3.b, %8400 : tensor<1024xf32>
    %8402 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x512xf32>
    %8403 = stablehlo.multiply %8402, %7984 : tensor<1x1x1024x512xf32>
    %8404 = stablehlo.subtract %layer4.0.conv1.w, %8403 : tensor<1x1x1024x512xf32>
    %8405 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8406 = stablehlo.multiply %8405, %7282 : tensor<512xf32>
    %8407 = stablehlo.subtract %layer4.0.bn1.g, %8406 : tensor<512xf32>
    %8408 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8409 = stablehlo.multiply %8408, %7301 : tensor<512xf32>
    %8410 = stablehlo.subtract %layer4.0.bn1.b, %8409 : tensor<512xf32>
    %8411 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8412 = stablehlo.multiply %8411, %7987 : tensor<3x3x512x512xf32>
    %8413 = stablehlo.subtract %layer4.0.conv2.w, %8412 : tensor<3x3x512x512xf32>
    %8414 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8415 = stablehlo.multiply %8414, %7339 : tensor<512xf32>
    %8416 = stablehlo.subtract %layer4.0.bn2.g, %8415 : tensor<512xf32>
    %8417 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8418 = stablehlo.multiply %8417, %7358 : tensor<512xf32>
    %8419 = stablehlo.subtract %layer4.0.bn2.b, %8418 : tensor<512xf32>
    %8420 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8421 = stablehlo.multiply %8420, %7990 : tensor<1x1x512x2048xf32>
    %8422 = stablehlo.subtract %layer4.0.conv3.w, %8421 : tensor<1x1x512x2048xf32>
    %8423 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8424 = stablehlo.multiply %8423, %7396 : tensor<2048xf32>
    %8425 = stablehlo.subtract %layer4.0.bn3.g, %8424 : tensor<2048xf32>
    %8426 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8427 = stablehlo.multiply %8426, %7415 : tensor<2048xf32>
    %8428 = stablehlo.subtract %layer4.0.bn3.b, %8427 : tensor<2048xf32>
    %8429 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x1024x2048xf32>
    %8430 = stablehlo.multiply %8429, %7993 : tensor<1x1x1024x2048xf32>
    %8431 = stablehlo.subtract %layer4.0.downsample.0.w, %8430 : tensor<1x1x1024x2048xf32>
    %8432 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8433 = stablehlo.multiply %8432, %7453 : tensor<2048xf32>
    %8434 = stablehlo.subtract %layer4.0.downsample.1.g, %8433 : tensor<2048xf32>
    %8435 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8436 = stablehlo.multiply %8435, %7472 : tensor<2048xf32>
    %8437 = stablehlo.subtract %layer4.0.downsample.1.b, %8436 : tensor<2048xf32>
    %8438 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8439 = stablehlo.multiply %8438, %7996 : tensor<1x1x2048x512xf32>
    %8440 = stablehlo.subtract %layer4.1.conv1.w, %8439 : tensor<1x1x2048x512xf32>
    %8441 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8442 = stablehlo.multiply %8441, %7510 : tensor<512xf32>
    %8443 = stablehlo.subtract %layer4.1.bn1.g, %8442 : tensor<512xf32>
    %8444 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8445 = stablehlo.multiply %8444, %7529 : tensor<512xf32>
    %8446 = stablehlo.subtract %layer4.1.bn1.b, %8445 : tensor<512xf32>
    %8447 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8448 = stablehlo.multiply %8447, %7999 : tensor<3x3x512x512xf32>
    %8449 = stablehlo.subtract %layer4.1.conv2.w, %8448 : tensor<3x3x512x512xf32>
    %8450 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8451 = stablehlo.multiply %8450, %7567 : tensor<512xf32>
    %8452 = stablehlo.subtract %layer4.1.bn2.g, %8451 : tensor<512xf32>
    %8453 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8454 = stablehlo.multiply %8453, %7586 : tensor<512xf32>
    %8455 = stablehlo.subtract %layer4.1.bn2.b, %8454 : tensor<512xf32>
    %8456 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8457 = stablehlo.multiply %8456, %8002 : tensor<1x1x512x2048xf32>
    %8458 = stablehlo.subtract %layer4.1.conv3.w, %8457 : tensor<1x1x512x2048xf32>
    %8459 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8460 = stablehlo.multiply %8459, %7624 : tensor<2048xf32>
    %8461 = stablehlo.subtract %layer4.1.bn3.g, %8460 : tensor<2048xf32>
    %8462 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8463 = stablehlo.multiply %8462, %7643 : tensor<2048xf32>
    %8464 = stablehlo.subtract %layer4.1.bn3.b, %8463 : tensor<2048xf32>
    %8465 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x2048x512xf32>
    %8466 = stablehlo.multiply %8465, %8005 : tensor<1x1x2048x512xf32>
    %8467 = stablehlo.subtract %layer4.2.conv1.w, %8466 : tensor<1x1x2048x512xf32>
    %8468 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8469 = stablehlo.multiply %8468, %7681 : tensor<512xf32>
    %8470 = stablehlo.subtract %layer4.2.bn1.g, %8469 : tensor<512xf32>
    %8471 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8472 = stablehlo.multiply %8471, %7700 : tensor<512xf32>
    %8473 = stablehlo.subtract %layer4.2.bn1.b, %8472 : tensor<512xf32>
    %8474 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %8475 = stablehlo.multiply %8474, %8008 : tensor<3x3x512x512xf32>
    %8476 = stablehlo.subtract %layer4.2.conv2.w, %8475 : tensor<3x3x512x512xf32>
    %8477 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8478 = stablehlo.multiply %8477, %7738 : tensor<512xf32>
    %8479 = stablehlo.subtract %layer4.2.bn2.g, %8478 : tensor<512xf32>
    %8480 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %8481 = stablehlo.multiply %8480, %7757 : tensor<512xf32>
    %8482 = stablehlo.subtract %layer4.2.bn2.b, %8481 : tensor<512xf32>
    %8483 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x512x2048xf32>
    %8484 = stablehlo.multiply %8483, %8011 : tensor<1x1x512x2048xf32>
    %8485 = stablehlo.subtract %layer4.2.conv3.w, %8484 : tensor<1x1x512x2048xf32>
    %8486 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8487 = stablehlo.multiply %8486, %7795 : tensor<2048xf32>
    %8488 = stablehlo.subtract %layer4.2.bn3.g, %8487 : tensor<2048xf32>
    %8489 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048xf32>
    %8490 = stablehlo.multiply %8489, %7814 : tensor<2048xf32>
    %8491 = stablehlo.subtract %layer4.2.bn3.b, %8490 : tensor<2048xf32>
    %8492 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2048x1000xf32>
    %8493 = stablehlo.multiply %8492, %8014 : tensor<2048x1000xf32>
    %8494 = stablehlo.subtract %fc.w, %8493 : tensor<2048x1000xf32>
    %8495 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %8496 = stablehlo.multiply %8495, %7852 : tensor<1000xf32>
    %8497 = stablehlo.subtract %fc.b, %8496 : tensor<1000xf32>
    "func.return"(%8017, %8020, %8023, %8026, %8029, %8032, %8035, %8038, %8041, %8044, %8047, %8050, %8053, %8056, %8059, %8062, %8065, %8068, %8071, %8074, %8077, %8080, %8083, %8086, %8089, %8092, %8095, %8098, %8101, %8104, %8107, %8110, %8113, %8116, %8119, %8122, %8125, %8128, %8131, %8134, %8137, %8140, %8143, %8146, %8149, %8152, %8155, %8158, %8161, %8164, %8167, %8170, %8173, %8176, %8179, %8182, %8185, %8188, %8191, %8194, %8197, %8200, %8203, %8206, %8209, %8212, %8215, %8218, %8221, %8224, %8227, %8230, %8233, %8236, %8239, %8242, %8245, %8248, %8251, %8254, %8257, %8260, %8263, %8266, %8269, %8272, %8275, %8278, %8281, %8284, %8287, %8290, %8293, %8296, %8299, %8302, %8305, %8308, %8311, %8314, %8317, %8320, %8323, %8326, %8329, %8332, %8335, %8338, %8341, %8344, %8347, %8350, %8353, %8356, %8359, %8362, %8365, %8368, %8371, %8374, %8377, %8380, %8383, %8386, %8389, %8392, %8395, %8398, %8401, %8404, %8407, %8410, %8413, %8416, %8419, %8422, %8425, %8428, %8431, %8434, %8437, %8440, %8443, %8446, %8449, %8452, %8455, %8458, %8461, %8464, %8467, %8470, %8473, %8476, %8479, %8482, %8485, %8488, %8491, %8494, %8497, %25, %32, %62, %69, %97, %104, %132, %139, %165, %172, %201, %208, %236, %243, %271, %278, %307, %314, %342, %349, %377, %384, %413, %420, %448, %455, %483, %490, %516, %523, %552, %559, %587, %594, %622, %629, %658, %665, %693, %700, %728, %735, %764, %771, %799, %806, %834, %841, %870, %877, %905, %912, %940, %947, %973, %980, %1009, %1016, %1044, %1051, %1079, %1086, %1115, %1122, %1150, %1157, %1185, %1192, %1221, %1228, %1256, %1263, %1291, %1298, %1327, %1334, %1362, %1369, %1397, %1404, %1433, %1440, %1468, %1475, %1503, %1510, %1539, %1546, %1574, %1581, %1609, %1616, %1642, %1649, %1678, %1685, %1713, %1720, %1748, %1755, %1784, %1791, %1819, %1826, %1854, %1861, %4798, %4817, %4836, %4855, %4874, %4893, %4912, %4931, %4950, %4969, %4988, %5007, %5026, %5045, %5064, %5083, %5102, %5121, %5140, %5159, %5178, %5197, %5216, %5235, %5254, %5273, %5292, %5311, %5330, %5349, %5368, %5387, %5406, %5425, %5444, %5463, %5482, %5501, %5520, %5539, %5558, %5577, %5596, %5615, %5634, %5653, %5672, %5691, %5710, %5729, %5748, %5767, %5786, %5805, %5824, %5843, %5862, %5881, %5900, %5919, %5938, %5957, %5976, %5995, %6014, %6033, %6052, %6071, %6090, %6109, %6128, %6147, %6166, %6185, %6204, %6223, %6242, %6261, %6280, %6299, %6318, %6337, %6356, %6375, %6394, %6413, %6432, %6451, %6470, %6489, %6508, %6527, %6546, %6565, %6584, %6603, %6622, %6641, %6660, %6679, %6698, %6717, %6736, %6755, %6774, %6793, %6812, %6831, %6850, %6869, %6888, %6907, %6926, %6945, %6964, %6983, %7002, %7021, %7040, %7059, %7078, %7097, %7116, %7135, %7154, %7173, %7192, %7211, %7230, %7249, %7268, %7287, %7306, %7325, %7344, %7363, %7382, %7401, %7420, %7439, %7458, %7477, %7496, %7515, %7534, %7553, %7572, %7591, %7610, %7629, %7648, %7667, %7686, %7705, %7724, %7743, %7762, %7781, %7800, %7819, %7838, %4804, %4823, %4842, %4861, %4880, %4899, %4918, %4937, %4956, %4975, %4994, %5013, %5032, %5051, %5070, %5089, %5108, %5127, %5146, %5165, %5184, %5203, %5222, %5241, %5260, %5279, %5298, %5317, %5336, %5355, %5374, %5393, %5412, %5431, %5450, %5469, %5488, %5507, %5526, %5545, %5564, %5583, %5602, %5621, %5640, %5659, %5678, %5697, %5716, %5735, %5754, %5773, %5792, %5811, %5830, %5849, %5868, %5887, %5906, %5925, %5944, %5963, %5982, %6001, %6020, %6039, %6058, %6077, %6096, %6115, %6134, %6153, %6172, %6191, %6210, %6229, %6248, %6267, %6286, %6305, %6324, %6343, %6362, %6381, %6400, %6419, %6438, %6457, %6476, %6495, %6514, %6533, %6552, %6571, %6590, %6609, %6628, %6647, %6666, %6685, %6704, %6723, %6742, %6761, %6780, %6799, %6818, %6837, %6856, %6875, %6894, %6913, %6932, %6951, %6970, %6989, %7008, %7027, %7046, %7065, %7084, %7103, %7122, %7141, %7160, %7179, %7198, %7217, %7236, %7255, %7274, %7293, %7312, %7331, %7350, %7369, %7388, %7407, %7426, %7445, %7464, %7483, %7502, %7521, %7540, %7559, %7578, %7597, %7616, %7635, %7654, %7673, %7692, %7711, %7730, %7749, %7768, %7787, %7806, %7825, %7844, %1887, %3986) : (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x512x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1x1x1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x1024x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<1x1x2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x512x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

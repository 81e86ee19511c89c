// hlocert 0.1.0 render: resnet_34-c1000-i224-b32x1-adamw+wx+clip1.0
// model: ResNet-34  classes: 1000  image: 224  batch per replica: 32  replicas: 1
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
// arguments: x 32x224x224x3; params (110 tensors, 21,797,672 scalars); state (72 tensors, 17,024 scalars); m (110 tensors, 21,797,672 scalars); v (110 tensors, 21,797,672 scalars); scalars (lr, bc1, bc2); targets 32x1000
// results: params' (110 tensors, 21,797,672 scalars); state' (72 tensors, 17,024 scalars); m' (110 tensors, 21,797,672 scalars); v' (110 tensors, 21,797,672 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, state, m, v is updated in place into its primed result
// content sha256: fd13afbe3c5a78c43d78f09b7842f90cb952899f50cba586de25557ee910a5f1
module @resnet_34_c1000_i224_b32x1_adamw_wx_clip1_0 {
  func.func public @main(%x: tensor<32x224x224x3xf32>, %conv1.w: tensor<7x7x3x64xf32> {tf.aliasing_output = 0 : i32}, %bn1.g: tensor<64xf32> {tf.aliasing_output = 1 : i32}, %bn1.b: tensor<64xf32> {tf.aliasing_output = 2 : i32}, %layer1.0.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 3 : i32}, %layer1.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 4 : i32}, %layer1.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %layer1.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 6 : i32}, %layer1.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 7 : i32}, %layer1.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 8 : i32}, %layer1.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 9 : i32}, %layer1.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %layer1.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %layer1.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 12 : i32}, %layer1.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 13 : i32}, %layer1.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 14 : i32}, %layer1.2.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 15 : i32}, %layer1.2.bn1.g: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %layer1.2.bn1.b: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %layer1.2.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 18 : i32}, %layer1.2.bn2.g: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %layer1.2.bn2.b: tensor<64xf32> {tf.aliasing_output = 20 : i32}, %layer2.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 21 : i32}, %layer2.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 22 : i32}, %layer2.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 23 : i32}, %layer2.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 24 : i32}, %layer2.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 25 : i32}, %layer2.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 26 : i32}, %layer2.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 27 : i32}, %layer2.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 28 : i32}, %layer2.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 29 : i32}, %layer2.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 30 : i32}, %layer2.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 31 : i32}, %layer2.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 32 : i32}, %layer2.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 33 : i32}, %layer2.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 34 : i32}, %layer2.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 35 : i32}, %layer2.2.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 36 : i32}, %layer2.2.bn1.g: tensor<128xf32> {tf.aliasing_output = 37 : i32}, %layer2.2.bn1.b: tensor<128xf32> {tf.aliasing_output = 38 : i32}, %layer2.2.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 39 : i32}, %layer2.2.bn2.g: tensor<128xf32> {tf.aliasing_output = 40 : i32}, %layer2.2.bn2.b: tensor<128xf32> {tf.aliasing_output = 41 : i32}, %layer2.3.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 42 : i32}, %layer2.3.bn1.g: tensor<128xf32> {tf.aliasing_output = 43 : i32}, %layer2.3.bn1.b: tensor<128xf32> {tf.aliasing_output = 44 : i32}, %layer2.3.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 45 : i32}, %layer2.3.bn2.g: tensor<128xf32> {tf.aliasing_output = 46 : i32}, %layer2.3.bn2.b: tensor<128xf32> {tf.aliasing_output = 47 : i32}, %layer3.0.conv1.w: tensor<3x3x128x256xf32> {tf.aliasing_output = 48 : i32}, %layer3.0.bn1.g: tensor<256xf32> {tf.aliasing_output = 49 : i32}, %layer3.0.bn1.b: tensor<256xf32> {tf.aliasing_output = 50 : i32}, %layer3.0.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 51 : i32}, %layer3.0.bn2.g: tensor<256xf32> {tf.aliasing_output = 52 : i32}, %layer3.0.bn2.b: tensor<256xf32> {tf.aliasing_output = 53 : i32}, %layer3.0.downsample.0.w: tensor<1x1x128x256xf32> {tf.aliasing_output = 54 : i32}, %layer3.0.downsample.1.g: tensor<256xf32> {tf.aliasing_output = 55 : i32}, %layer3.0.downsample.1.b: tensor<256xf32> {tf.aliasing_output = 56 : i32}, %layer3.1.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 57 : i32}, %layer3.1.bn1.g: tensor<256xf32> {tf.aliasing_output = 58 : i32}, %layer3.1.bn1.b: tensor<256xf32> {tf.aliasing_output = 59 : i32}, %layer3.1.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 60 : i32}, %layer3.1.bn2.g: tensor<256xf32> {tf.aliasing_output = 61 : i32}, %layer3.1.bn2.b: tensor<256xf32> {tf.aliasing_output = 62 : i32}, %layer3.2.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 63 : i32}, %layer3.2.bn1.g: tensor<256xf32> {tf.aliasing_output = 64 : i32}, %layer3.2.bn1.b: tensor<256xf32> {tf.aliasing_output = 65 : i32}, %layer3.2.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 66 : i32}, %layer3.2.bn2.g: tensor<256xf32> {tf.aliasing_output = 67 : i32}, %layer3.2.bn2.b: tensor<256xf32> {tf.aliasing_output = 68 : i32}, %layer3.3.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 69 : i32}, %layer3.3.bn1.g: tensor<256xf32> {tf.aliasing_output = 70 : i32}, %layer3.3.bn1.b: tensor<256xf32> {tf.aliasing_output = 71 : i32}, %layer3.3.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 72 : i32}, %layer3.3.bn2.g: tensor<256xf32> {tf.aliasing_output = 73 : i32}, %layer3.3.bn2.b: tensor<256xf32> {tf.aliasing_output = 74 : i32}, %layer3.4.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 75 : i32}, %layer3.4.bn1.g: tensor<256xf32> {tf.aliasing_output = 76 : i32}, %layer3.4.bn1.b: tensor<256xf32> {tf.aliasing_output = 77 : i32}, %layer3.4.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 78 : i32}, %layer3.4.bn2.g: tensor<256xf32> {tf.aliasing_output = 79 : i32}, %layer3.4.bn2.b: tensor<256xf32> {tf.aliasing_output = 80 : i32}, %layer3.5.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 81 : i32}, %layer3.5.bn1.g: tensor<256xf32> {tf.aliasing_output = 82 : i32}, %layer3.5.bn1.b: tensor<256xf32> {tf.aliasing_output = 83 : i32}, %layer3.5.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 84 : i32}, %layer3.5.bn2.g: tensor<256xf32> {tf.aliasing_output = 85 : i32}, %layer3.5.bn2.b: tensor<256xf32> {tf.aliasing_output = 86 : i32}, %layer4.0.conv1.w: tensor<3x3x256x512xf32> {tf.aliasing_output = 87 : i32}, %layer4.0.bn1.g: tensor<512xf32> {tf.aliasing_output = 88 : i32}, %layer4.0.bn1.b: tensor<512xf32> {tf.aliasing_output = 89 : i32}, %layer4.0.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 90 : i32}, %layer4.0.bn2.g: tensor<512xf32> {tf.aliasing_output = 91 : i32}, %layer4.0.bn2.b: tensor<512xf32> {tf.aliasing_output = 92 : i32}, %layer4.0.downsample.0.w: tensor<1x1x256x512xf32> {tf.aliasing_output = 93 : i32}, %layer4.0.downsample.1.g: tensor<512xf32> {tf.aliasing_output = 94 : i32}, %layer4.0.downsample.1.b: tensor<512xf32> {tf.aliasing_output = 95 : i32}, %layer4.1.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 96 : i32}, %layer4.1.bn1.g: tensor<512xf32> {tf.aliasing_output = 97 : i32}, %layer4.1.bn1.b: tensor<512xf32> {tf.aliasing_output = 98 : i32}, %layer4.1.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 99 : i32}, %layer4.1.bn2.g: tensor<512xf32> {tf.aliasing_output = 100 : i32}, %layer4.1.bn2.b: tensor<512xf32> {tf.aliasing_output = 101 : i32}, %layer4.2.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 102 : i32}, %layer4.2.bn1.g: tensor<512xf32> {tf.aliasing_output = 103 : i32}, %layer4.2.bn1.b: tensor<512xf32> {tf.aliasing_output = 104 : i32}, %layer4.2.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 105 : i32}, %layer4.2.bn2.g: tensor<512xf32> {tf.aliasing_output = 106 : i32}, %layer4.2.bn2.b: tensor<512xf32> {tf.aliasing_output = 107 : i32}, %fc.w: tensor<512x1000xf32> {tf.aliasing_output = 108 : i32}, %fc.b: tensor<1000xf32> {tf.aliasing_output = 109 : i32}, %bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 110 : i32}, %bn1.running_var: tensor<64xf32> {tf.aliasing_output = 111 : i32}, %layer1.0.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 112 : i32}, %layer1.0.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 113 : i32}, %layer1.0.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 114 : i32}, %layer1.0.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 115 : i32}, %layer1.1.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 116 : i32}, %layer1.1.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 117 : i32}, %layer1.1.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 118 : i32}, %layer1.1.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 119 : i32}, %layer1.2.bn1.running_mean: tensor<64xf32> {tf.aliasing_output = 120 : i32}, %layer1.2.bn1.running_var: tensor<64xf32> {tf.aliasing_output = 121 : i32}, %layer1.2.bn2.running_mean: tensor<64xf32> {tf.aliasing_output = 122 : i32}, %layer1.2.bn2.running_var: tensor<64xf32> {tf.aliasing_output = 123 : i32}, %layer2.0.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 124 : i32}, %layer2.0.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 125 : i32}, %layer2.0.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 126 : i32}, %layer2.0.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 127 : i32}, %layer2.0.downsample.1.running_mean: tensor<128xf32> {tf.aliasing_output = 128 : i32}, %layer2.0.downsample.1.running_var: tensor<128xf32> {tf.aliasing_output = 129 : i32}, %layer2.1.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 130 : i32}, %layer2.1.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 131 : i32}, %layer2.1.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 132 : i32}, %layer2.1.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 133 : i32}, %layer2.2.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 134 : i32}, %layer2.2.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 135 : i32}, %layer2.2.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 136 : i32}, %layer2.2.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 137 : i32}, %layer2.3.bn1.running_mean: tensor<128xf32> {tf.aliasing_output = 138 : i32}, %layer2.3.bn1.running_var: tensor<128xf32> {tf.aliasing_output = 139 : i32}, %layer2.3.bn2.running_mean: tensor<128xf32> {tf.aliasing_output = 140 : i32}, %layer2.3.bn2.running_var: tensor<128xf32> {tf.aliasing_output = 141 : i32}, %layer3.0.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 142 : i32}, %layer3.0.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 143 : i32}, %layer3.0.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 144 : i32}, %layer3.0.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 145 : i32}, %layer3.0.downsample.1.running_mean: tensor<256xf32> {tf.aliasing_output = 146 : i32}, %layer3.0.downsample.1.running_var: tensor<256xf32> {tf.aliasing_output = 147 : i32}, %layer3.1.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 148 : i32}, %layer3.1.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 149 : i32}, %layer3.1.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 150 : i32}, %layer3.1.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 151 : i32}, %layer3.2.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 152 : i32}, %layer3.2.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 153 : i32}, %layer3.2.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 154 : i32}, %layer3.2.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 155 : i32}, %layer3.3.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 156 : i32}, %layer3.3.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 157 : i32}, %layer3.3.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 158 : i32}, %layer3.3.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 159 : i32}, %layer3.4.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 160 : i32}, %layer3.4.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 161 : i32}, %layer3.4.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 162 : i32}, %layer3.4.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 163 : i32}, %layer3.5.bn1.running_mean: tensor<256xf32> {tf.aliasing_output = 164 : i32}, %layer3.5.bn1.running_var: tensor<256xf32> {tf.aliasing_output = 165 : i32}, %layer3.5.bn2.running_mean: tensor<256xf32> {tf.aliasing_output = 166 : i32}, %layer3.5.bn2.running_var: tensor<256xf32> {tf.aliasing_output = 167 : i32}, %layer4.0.bn1.running_mean: tensor<512xf32> {tf.aliasing_output = 168 : i32}, %layer4.0.bn1.running_var: tensor<512xf32> {tf.aliasing_output = 169 : i32}, %layer4.0.bn2.running_mean: tensor<512xf32> {tf.aliasing_output = 170 : i32}, %layer4.0.bn2.running_var: tensor<512xf32> {tf.aliasing_output = 171 : i32}, %layer4.0.downsample.1.running_mean: tensor<512xf32> {tf.aliasing_output = 172 : i32}, %layer4.0.downsample.1.running_var: tensor<512xf32> {tf.aliasing_output = 173 : i32}, %layer4.1.bn1.running_mean: tensor<512xf32> {tf.aliasing_output = 174 : i32}, %layer4.1.bn1.running_var: tensor<512xf32> {tf.aliasing_output = 175 : i32}, %layer4.1.bn2.running_mean: tensor<512xf32> {tf.aliasing_output = 176 : i32}, %layer4.1.bn2.running_var: tensor<512xf32> {tf.aliasing_output = 177 : i32}, %layer4.2.bn1.running_mean: tensor<512xf32> {tf.aliasing_output = 178 : i32}, %layer4.2.bn1.running_var: tensor<512xf32> {tf.aliasing_output = 179 : i32}, %layer4.2.bn2.running_mean: tensor<512xf32> {tf.aliasing_output = 180 : i32}, %layer4.2.bn2.running_var: tensor<512xf32> {tf.aliasing_output = 181 : i32}, %m.conv1.w: tensor<7x7x3x64xf32> {tf.aliasing_output = 182 : i32}, %m.bn1.g: tensor<64xf32> {tf.aliasing_output = 183 : i32}, %m.bn1.b: tensor<64xf32> {tf.aliasing_output = 184 : i32}, %m.layer1.0.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 185 : i32}, %m.layer1.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 186 : i32}, %m.layer1.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 187 : i32}, %m.layer1.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 188 : i32}, %m.layer1.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 189 : i32}, %m.layer1.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 190 : i32}, %m.layer1.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 191 : i32}, %m.layer1.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 192 : i32}, %m.layer1.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 193 : i32}, %m.layer1.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 194 : i32}, %m.layer1.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 195 : i32}, %m.layer1.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 196 : i32}, %m.layer1.2.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 197 : i32}, %m.layer1.2.bn1.g: tensor<64xf32> {tf.aliasing_output = 198 : i32}, %m.layer1.2.bn1.b: tensor<64xf32> {tf.aliasing_output = 199 : i32}, %m.layer1.2.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 200 : i32}, %m.layer1.2.bn2.g: tensor<64xf32> {tf.aliasing_output = 201 : i32}, %m.layer1.2.bn2.b: tensor<64xf32> {tf.aliasing_output = 202 : i32}, %m.layer2.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 203 : i32}, %m.layer2.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 204 : i32}, %m.layer2.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 205 : i32}, %m.layer2.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 206 : i32}, %m.layer2.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 207 : i32}, %m.layer2.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 208 : i32}, %m.layer2.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 209 : i32}, %m.layer2.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 210 : i32}, %m.layer2.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 211 : i32}, %m.layer2.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 212 : i32}, %m.layer2.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 213 : i32}, %m.layer2.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 214 : i32}, %m.layer2.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 215 : i32}, %m.layer2.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 216 : i32}, %m.layer2.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 217 : i32}, %m.layer2.2.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 218 : i32}, %m.layer2.2.bn1.g: tensor<128xf32> {tf.aliasing_output = 219 : i32}, %m.layer2.2.bn1.b: tensor<128xf32> {tf.aliasing_output = 220 : i32}, %m.layer2.2.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 221 : i32}, %m.layer2.2.bn2.g: tensor<128xf32> {tf.aliasing_output = 222 : i32}, %m.layer2.2.bn2.b: tensor<128xf32> {tf.aliasing_output = 223 : i32}, %m.layer2.3.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 224 : i32}, %m.layer2.3.bn1.g: tensor<128xf32> {tf.aliasing_output = 225 : i32}, %m.layer2.3.bn1.b: tensor<128xf32> {tf.aliasing_output = 226 : i32}, %m.layer2.3.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 227 : i32}, %m.layer2.3.bn2.g: tensor<128xf32> {tf.aliasing_output = 228 : i32}, %m.layer2.3.bn2.b: tensor<128xf32> {tf.aliasing_output = 229 : i32}, %m.layer3.0.conv1.w: tensor<3x3x128x256xf32> {tf.aliasing_output = 230 : i32}, %m.layer3.0.bn1.g: tensor<256xf32> {tf.aliasing_output = 231 : i32}, %m.layer3.0.bn1.b: tensor<256xf32> {tf.aliasing_output = 232 : i32}, %m.layer3.0.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 233 : i32}, %m.layer3.0.bn2.g: tensor<256xf32> {tf.aliasing_output = 234 : i32}, %m.layer3.0.bn2.b: tensor<256xf32> {tf.aliasing_output = 235 : i32}, %m.layer3.0.downsample.0.w: tensor<1x1x128x256xf32> {tf.aliasing_output = 236 : i32}, %m.layer3.0.downsample.1.g: tensor<256xf32> {tf.aliasing_output = 237 : i32}, %m.layer3.0.downsample.1.b: tensor<256xf32> {tf.aliasing_output = 238 : i32}, %m.layer3.1.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 239 : i32}, %m.layer3.1.bn1.g: tensor<256xf32> {tf.aliasing_output = 240 : i32}, %m.layer3.1.bn1.b: tensor<256xf32> {tf.aliasing_output = 241 : i32}, %m.layer3.1.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 242 : i32}, %m.layer3.1.bn2.g: tensor<256xf32> {tf.aliasing_output = 243 : i32}, %m.layer3.1.bn2.b: tensor<256xf32> {tf.aliasing_output = 244 : i32}, %m.layer3.2.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 245 : i32}, %m.layer3.2.bn1.g: tensor<256xf32> {tf.aliasing_output = 246 : i32}, %m.layer3.2.bn1.b: tensor<256xf32> {tf.aliasing_output = 247 : i32}, %m.layer3.2.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 248 : i32}, %m.layer3.2.bn2.g: tensor<256xf32> {tf.aliasing_output = 249 : i32}, %m.layer3.2.bn2.b: tensor<256xf32> {tf.aliasing_output = 250 : i32}, %m.layer3.3.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 251 : i32}, %m.layer3.3.bn1.g: tensor<256xf32> {tf.aliasing_output = 252 : i32}, %m.layer3.3.bn1.b: tensor<256xf32> {tf.aliasing_output = 253 : i32}, %m.layer3.3.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 254 : i32}, %m.layer3.3.bn2.g: tensor<256xf32> {tf.aliasing_output = 255 : i32}, %m.layer3.3.bn2.b: tensor<256xf32> {tf.aliasing_output = 256 : i32}, %m.layer3.4.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 257 : i32}, %m.layer3.4.bn1.g: tensor<256xf32> {tf.aliasing_output = 258 : i32}, %m.layer3.4.bn1.b: tensor<256xf32> {tf.aliasing_output = 259 : i32}, %m.layer3.4.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 260 : i32}, %m.layer3.4.bn2.g: tensor<256xf32> {tf.aliasing_output = 261 : i32}, %m.layer3.4.bn2.b: tensor<256xf32> {tf.aliasing_output = 262 : i32}, %m.layer3.5.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 263 : i32}, %m.layer3.5.bn1.g: tensor<256xf32> {tf.aliasing_output = 264 : i32}, %m.layer3.5.bn1.b: tensor<256xf32> {tf.aliasing_output = 265 : i32}, %m.layer3.5.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 266 : i32}, %m.layer3.5.bn2.g: tensor<256xf32> {tf.aliasing_output = 267 : i32}, %m.layer3.5.bn2.b: tensor<256xf32> {tf.aliasing_output = 268 : i32}, %m.layer4.0.conv1.w: tensor<3x3x256x512xf32> {tf.aliasing_output = 269 : i32}, %m.layer4.0.bn1.g: tensor<512xf32> {tf.aliasing_output = 270 : i32}, %m.layer4.0.bn1.b: tensor<512xf32> {tf.aliasing_output = 271 : i32}, %m.layer4.0.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 272 : i32}, %m.layer4.0.bn2.g: tensor<512xf32> {tf.aliasing_output = 273 : i32}, %m.layer4.0.bn2.b: tensor<512xf32> {tf.aliasing_output = 274 : i32}, %m.layer4.0.downsample.0.w: tensor<1x1x256x512xf32> {tf.aliasing_output = 275 : i32}, %m.layer4.0.downsample.1.g: tensor<512xf32> {tf.aliasing_output = 276 : i32}, %m.layer4.0.downsample.1.b: tensor<512xf32> {tf.aliasing_output = 277 : i32}, %m.layer4.1.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 278 : i32}, %m.layer4.1.bn1.g: tensor<512xf32> {tf.aliasing_output = 279 : i32}, %m.layer4.1.bn1.b: tensor<512xf32> {tf.aliasing_output = 280 : i32}, %m.layer4.1.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 281 : i32}, %m.layer4.1.bn2.g: tensor<512xf32> {tf.aliasing_output = 282 : i32}, %m.layer4.1.bn2.b: tensor<512xf32> {tf.aliasing_output = 283 : i32}, %m.layer4.2.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 284 : i32}, %m.layer4.2.bn1.g: tensor<512xf32> {tf.aliasing_output = 285 : i32}, %m.layer4.2.bn1.b: tensor<512xf32> {tf.aliasing_output = 286 : i32}, %m.layer4.2.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 287 : i32}, %m.layer4.2.bn2.g: tensor<512xf32> {tf.aliasing_output = 288 : i32}, %m.layer4.2.bn2.b: tensor<512xf32> {tf.aliasing_output = 289 : i32}, %m.fc.w: tensor<512x1000xf32> {tf.aliasing_output = 290 : i32}, %m.fc.b: tensor<1000xf32> {tf.aliasing_output = 291 : i32}, %v.conv1.w: tensor<7x7x3x64xf32> {tf.aliasing_output = 292 : i32}, %v.bn1.g: tensor<64xf32> {tf.aliasing_output = 293 : i32}, %v.bn1.b: tensor<64xf32> {tf.aliasing_output = 294 : i32}, %v.layer1.0.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 295 : i32}, %v.layer1.0.bn1.g: tensor<64xf32> {tf.aliasing_output = 296 : i32}, %v.layer1.0.bn1.b: tensor<64xf32> {tf.aliasing_output = 297 : i32}, %v.layer1.0.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 298 : i32}, %v.layer1.0.bn2.g: tensor<64xf32> {tf.aliasing_output = 299 : i32}, %v.layer1.0.bn2.b: tensor<64xf32> {tf.aliasing_output = 300 : i32}, %v.layer1.1.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 301 : i32}, %v.layer1.1.bn1.g: tensor<64xf32> {tf.aliasing_output = 302 : i32}, %v.layer1.1.bn1.b: tensor<64xf32> {tf.aliasing_output = 303 : i32}, %v.layer1.1.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 304 : i32}, %v.layer1.1.bn2.g: tensor<64xf32> {tf.aliasing_output = 305 : i32}, %v.layer1.1.bn2.b: tensor<64xf32> {tf.aliasing_output = 306 : i32}, %v.layer1.2.conv1.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 307 : i32}, %v.layer1.2.bn1.g: tensor<64xf32> {tf.aliasing_output = 308 : i32}, %v.layer1.2.bn1.b: tensor<64xf32> {tf.aliasing_output = 309 : i32}, %v.layer1.2.conv2.w: tensor<3x3x64x64xf32> {tf.aliasing_output = 310 : i32}, %v.layer1.2.bn2.g: tensor<64xf32> {tf.aliasing_output = 311 : i32}, %v.layer1.2.bn2.b: tensor<64xf32> {tf.aliasing_output = 312 : i32}, %v.layer2.0.conv1.w: tensor<3x3x64x128xf32> {tf.aliasing_output = 313 : i32}, %v.layer2.0.bn1.g: tensor<128xf32> {tf.aliasing_output = 314 : i32}, %v.layer2.0.bn1.b: tensor<128xf32> {tf.aliasing_output = 315 : i32}, %v.layer2.0.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 316 : i32}, %v.layer2.0.bn2.g: tensor<128xf32> {tf.aliasing_output = 317 : i32}, %v.layer2.0.bn2.b: tensor<128xf32> {tf.aliasing_output = 318 : i32}, %v.layer2.0.downsample.0.w: tensor<1x1x64x128xf32> {tf.aliasing_output = 319 : i32}, %v.layer2.0.downsample.1.g: tensor<128xf32> {tf.aliasing_output = 320 : i32}, %v.layer2.0.downsample.1.b: tensor<128xf32> {tf.aliasing_output = 321 : i32}, %v.layer2.1.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 322 : i32}, %v.layer2.1.bn1.g: tensor<128xf32> {tf.aliasing_output = 323 : i32}, %v.layer2.1.bn1.b: tensor<128xf32> {tf.aliasing_output = 324 : i32}, %v.layer2.1.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 325 : i32}, %v.layer2.1.bn2.g: tensor<128xf32> {tf.aliasing_output = 326 : i32}, %v.layer2.1.bn2.b: tensor<128xf32> {tf.aliasing_output = 327 : i32}, %v.layer2.2.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 328 : i32}, %v.layer2.2.bn1.g: tensor<128xf32> {tf.aliasing_output = 329 : i32}, %v.layer2.2.bn1.b: tensor<128xf32> {tf.aliasing_output = 330 : i32}, %v.layer2.2.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 331 : i32}, %v.layer2.2.bn2.g: tensor<128xf32> {tf.aliasing_output = 332 : i32}, %v.layer2.2.bn2.b: tensor<128xf32> {tf.aliasing_output = 333 : i32}, %v.layer2.3.conv1.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 334 : i32}, %v.layer2.3.bn1.g: tensor<128xf32> {tf.aliasing_output = 335 : i32}, %v.layer2.3.bn1.b: tensor<128xf32> {tf.aliasing_output = 336 : i32}, %v.layer2.3.conv2.w: tensor<3x3x128x128xf32> {tf.aliasing_output = 337 : i32}, %v.layer2.3.bn2.g: tensor<128xf32> {tf.aliasing_output = 338 : i32}, %v.layer2.3.bn2.b: tensor<128xf32> {tf.aliasing_output = 339 : i32}, %v.layer3.0.conv1.w: tensor<3x3x128x256xf32> {tf.aliasing_output = 340 : i32}, %v.layer3.0.bn1.g: tensor<256xf32> {tf.aliasing_output = 341 : i32}, %v.layer3.0.bn1.b: tensor<256xf32> {tf.aliasing_output = 342 : i32}, %v.layer3.0.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 343 : i32}, %v.layer3.0.bn2.g: tensor<256xf32> {tf.aliasing_output = 344 : i32}, %v.layer3.0.bn2.b: tensor<256xf32> {tf.aliasing_output = 345 : i32}, %v.layer3.0.downsample.0.w: tensor<1x1x128x256xf32> {tf.aliasing_output = 346 : i32}, %v.layer3.0.downsample.1.g: tensor<256xf32> {tf.aliasing_output = 347 : i32}, %v.layer3.0.downsample.1.b: tensor<256xf32> {tf.aliasing_output = 348 : i32}, %v.layer3.1.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 349 : i32}, %v.layer3.1.bn1.g: tensor<256xf32> {tf.aliasing_output = 350 : i32}, %v.layer3.1.bn1.b: tensor<256xf32> {tf.aliasing_output = 351 : i32}, %v.layer3.1.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 352 : i32}, %v.layer3.1.bn2.g: tensor<256xf32> {tf.aliasing_output = 353 : i32}, %v.layer3.1.bn2.b: tensor<256xf32> {tf.aliasing_output = 354 : i32}, %v.layer3.2.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 355 : i32}, %v.layer3.2.bn1.g: tensor<256xf32> {tf.aliasing_output = 356 : i32}, %v.layer3.2.bn1.b: tensor<256xf32> {tf.aliasing_output = 357 : i32}, %v.layer3.2.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 358 : i32}, %v.layer3.2.bn2.g: tensor<256xf32> {tf.aliasing_output = 359 : i32}, %v.layer3.2.bn2.b: tensor<256xf32> {tf.aliasing_output = 360 : i32}, %v.layer3.3.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 361 : i32}, %v.layer3.3.bn1.g: tensor<256xf32> {tf.aliasing_output = 362 : i32}, %v.layer3.3.bn1.b: tensor<256xf32> {tf.aliasing_output = 363 : i32}, %v.layer3.3.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 364 : i32}, %v.layer3.3.bn2.g: tensor<256xf32> {tf.aliasing_output = 365 : i32}, %v.layer3.3.bn2.b: tensor<256xf32> {tf.aliasing_output = 366 : i32}, %v.layer3.4.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 367 : i32}, %v.layer3.4.bn1.g: tensor<256xf32> {tf.aliasing_output = 368 : i32}, %v.layer3.4.bn1.b: tensor<256xf32> {tf.aliasing_output = 369 : i32}, %v.layer3.4.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 370 : i32}, %v.layer3.4.bn2.g: tensor<256xf32> {tf.aliasing_output = 371 : i32}, %v.layer3.4.bn2.b: tensor<256xf32> {tf.aliasing_output = 372 : i32}, %v.layer3.5.conv1.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 373 : i32}, %v.layer3.5.bn1.g: tensor<256xf32> {tf.aliasing_output = 374 : i32}, %v.layer3.5.bn1.b: tensor<256xf32> {tf.aliasing_output = 375 : i32}, %v.layer3.5.conv2.w: tensor<3x3x256x256xf32> {tf.aliasing_output = 376 : i32}, %v.layer3.5.bn2.g: tensor<256xf32> {tf.aliasing_output = 377 : i32}, %v.layer3.5.bn2.b: tensor<256xf32> {tf.aliasing_output = 378 : i32}, %v.layer4.0.conv1.w: tensor<3x3x256x512xf32> {tf.aliasing_output = 379 : i32}, %v.layer4.0.bn1.g: tensor<512xf32> {tf.aliasing_output = 380 : i32}, %v.layer4.0.bn1.b: tensor<512xf32> {tf.aliasing_output = 381 : i32}, %v.layer4.0.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 382 : i32}, %v.layer4.0.bn2.g: tensor<512xf32> {tf.aliasing_output = 383 : i32}, %v.layer4.0.bn2.b: tensor<512xf32> {tf.aliasing_output = 384 : i32}, %v.layer4.0.downsample.0.w: tensor<1x1x256x512xf32> {tf.aliasing_output = 385 : i32}, %v.layer4.0.downsample.1.g: tensor<512xf32> {tf.aliasing_output = 386 : i32}, %v.layer4.0.downsample.1.b: tensor<512xf32> {tf.aliasing_output = 387 : i32}, %v.layer4.1.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 388 : i32}, %v.layer4.1.bn1.g: tensor<512xf32> {tf.aliasing_output = 389 : i32}, %v.layer4.1.bn1.b: tensor<512xf32> {tf.aliasing_output = 390 : i32}, %v.layer4.1.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 391 : i32}, %v.layer4.1.bn2.g: tensor<512xf32> {tf.aliasing_output = 392 : i32}, %v.layer4.1.bn2.b: tensor<512xf32> {tf.aliasing_output = 393 : i32}, %v.layer4.2.conv1.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 394 : i32}, %v.layer4.2.bn1.g: tensor<512xf32> {tf.aliasing_output = 395 : i32}, %v.layer4.2.bn1.b: tensor<512xf32> {tf.aliasing_output = 396 : i32}, %v.layer4.2.conv2.w: tensor<3x3x512x512xf32> {tf.aliasing_output = 397 : i32}, %v.layer4.2.bn2.g: tensor<512xf32> {tf.aliasing_output = 398 : i32}, %v.layer4.2.bn2.b: tensor<512xf32> {tf.aliasing_output = 399 : i32}, %v.fc.w: tensor<512x1000xf32> {tf.aliasing_output = 400 : i32}, %v.fc.b: tensor<1000xf32> {tf.aliasing_output = 401 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %targets: tensor<32x1000xf32>) -> (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) {
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
    %250 = "stablehlo.convolution"(%249, %layer2.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x56x56x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x28x28x128xf32>
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
    %567 = "stablehlo.convolution"(%566, %layer3.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x28x28x128xf32>, tensor<3x3x128x256xf32>) -> tensor<32x14x14x256xf32>
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
    %1026 = "stablehlo.convolution"(%1025, %layer4.0.conv1.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x14x14x256xf32>, tensor<3x3x256x512xf32>) -> tensor<32x7x7x512xf32>
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
    %2156 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 111, 111, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2157 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 111, 112, 64>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2158 = "stablehlo.compare"(%2157, %2156) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2159 = stablehlo.maximum %2156, %2157 : tensor<32x56x56x64xf32>
    %2160 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 111, 113, 64>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2161 = "stablehlo.compare"(%2160, %2159) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2162 = stablehlo.maximum %2159, %2160 : tensor<32x56x56x64xf32>
    %2163 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 112, 111, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2164 = "stablehlo.compare"(%2163, %2162) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2165 = stablehlo.maximum %2162, %2163 : tensor<32x56x56x64xf32>
    %2166 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 112, 112, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2167 = "stablehlo.compare"(%2166, %2165) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2168 = stablehlo.maximum %2165, %2166 : tensor<32x56x56x64xf32>
    %2169 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 112, 113, 64>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2170 = "stablehlo.compare"(%2169, %2168) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2171 = stablehlo.maximum %2168, %2169 : tensor<32x56x56x64xf32>
    %2172 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 113, 111, 64>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2173 = "stablehlo.compare"(%2172, %2171) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2174 = stablehlo.maximum %2171, %2172 : tensor<32x56x56x64xf32>
    %2175 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 113, 112, 64>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2176 = "stablehlo.compare"(%2175, %2174) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2177 = stablehlo.maximum %2174, %2175 : tensor<32x56x56x64xf32>
    %2178 = "stablehlo.slice"(%2155) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 2, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x56x56x64xf32>
    %2179 = "stablehlo.compare"(%2178, %2177) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xi1>
    %2180 = stablehlo.constant dense<0.0> : tensor<f32>
    %2181 = stablehlo.constant dense<0.0> : tensor<32x56x56x64xf32>
    %2182 = "stablehlo.select"(%2179, %2153, %2181) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2183 = "stablehlo.select"(%2179, %2181, %2153) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2184 = "stablehlo.pad"(%2182, %2180) {edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 2, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2185 = "stablehlo.select"(%2176, %2183, %2181) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2186 = "stablehlo.select"(%2176, %2181, %2183) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2187 = "stablehlo.pad"(%2185, %2180) {edge_padding_high = array<i64: 0, 1, 2, 0>, edge_padding_low = array<i64: 0, 2, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2188 = stablehlo.add %2184, %2187 : tensor<32x114x114x64xf32>
    %2189 = "stablehlo.select"(%2173, %2186, %2181) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2190 = "stablehlo.select"(%2173, %2181, %2186) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2191 = "stablehlo.pad"(%2189, %2180) {edge_padding_high = array<i64: 0, 1, 3, 0>, edge_padding_low = array<i64: 0, 2, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2192 = stablehlo.add %2188, %2191 : tensor<32x114x114x64xf32>
    %2193 = "stablehlo.select"(%2170, %2190, %2181) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2194 = "stablehlo.select"(%2170, %2181, %2190) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2195 = "stablehlo.pad"(%2193, %2180) {edge_padding_high = array<i64: 0, 2, 1, 0>, edge_padding_low = array<i64: 0, 1, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2196 = stablehlo.add %2192, %2195 : tensor<32x114x114x64xf32>
    %2197 = "stablehlo.select"(%2167, %2194, %2181) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2198 = "stablehlo.select"(%2167, %2181, %2194) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2199 = "stablehlo.pad"(%2197, %2180) {edge_padding_high = array<i64: 0, 2, 2, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2200 = stablehlo.add %2196, %2199 : tensor<32x114x114x64xf32>
    %2201 = "stablehlo.select"(%2164, %2198, %2181) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2202 = "stablehlo.select"(%2164, %2181, %2198) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2203 = "stablehlo.pad"(%2201, %2180) {edge_padding_high = array<i64: 0, 2, 3, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2204 = stablehlo.add %2200, %2203 : tensor<32x114x114x64xf32>
    %2205 = "stablehlo.select"(%2161, %2202, %2181) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2206 = "stablehlo.select"(%2161, %2181, %2202) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2207 = "stablehlo.pad"(%2205, %2180) {edge_padding_high = array<i64: 0, 3, 1, 0>, edge_padding_low = array<i64: 0, 0, 2, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2208 = stablehlo.add %2204, %2207 : tensor<32x114x114x64xf32>
    %2209 = "stablehlo.select"(%2158, %2206, %2181) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2210 = "stablehlo.select"(%2158, %2181, %2206) : (tensor<32x56x56x64xi1>, tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
    %2211 = "stablehlo.pad"(%2209, %2180) {edge_padding_high = array<i64: 0, 3, 2, 0>, edge_padding_low = array<i64: 0, 0, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2212 = stablehlo.add %2208, %2211 : tensor<32x114x114x64xf32>
    %2213 = "stablehlo.pad"(%2210, %2180) {edge_padding_high = array<i64: 0, 3, 3, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 1, 1, 0>} : (tensor<32x56x56x64xf32>, tensor<f32>) -> tensor<32x114x114x64xf32>
    %2214 = stablehlo.add %2212, %2213 : tensor<32x114x114x64xf32>
    %2215 = "stablehlo.slice"(%2214) {limit_indices = array<i64: 32, 113, 113, 64>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<32x114x114x64xf32>) -> tensor<32x112x112x64xf32>
    %2216 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %2217 = "stablehlo.compare"(%20, %2216) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xi1>
    %2218 = stablehlo.constant dense<0.0> : tensor<32x112x112x64xf32>
    %2219 = "stablehlo.select"(%2217, %2215, %2218) : (tensor<32x112x112x64xi1>, tensor<32x112x112x64xf32>, tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xf32>
    %2220 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2221 = "stablehlo.reduce"(%2219, %2220) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2222 = stablehlo.multiply %2219, %16 : tensor<32x112x112x64xf32>
    %2223 = stablehlo.constant dense<0.0> : tensor<f32>
    // coupling carve-out: batch statistic
    %2224 = "stablehlo.reduce"(%2222, %2223) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x112x112x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2225 = stablehlo.multiply %bn1.g, %14 : tensor<64xf32>
    %2226 = "stablehlo.broadcast_in_dim"(%2225) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %2227 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %2228 = stablehlo.divide %2221, %2227 : tensor<64xf32>
    %2229 = "stablehlo.broadcast_in_dim"(%2228) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %2230 = stablehlo.subtract %2219, %2229 : tensor<32x112x112x64xf32>
    %2231 = stablehlo.constant dense<401408.0> : tensor<64xf32>
    %2232 = stablehlo.divide %2224, %2231 : tensor<64xf32>
    %2233 = "stablehlo.broadcast_in_dim"(%2232) {broadcast_dimensions = array<i64: 3>} : (tensor<64xf32>) -> tensor<32x112x112x64xf32>
    %2234 = stablehlo.multiply %16, %2233 : tensor<32x112x112x64xf32>
    %2235 = stablehlo.subtract %2230, %2234 : tensor<32x112x112x64xf32>
    %2236 = stablehlo.multiply %2226, %2235 : tensor<32x112x112x64xf32>
    %2237 = "stablehlo.convolution"(%x, %2236) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 2], [3, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x224x224x3xf32>, tensor<32x112x112x64xf32>) -> tensor<7x7x3x64xf32>
    // ── optimizer ──
    %2238 = stablehlo.multiply %2237, %2237 : tensor<7x7x3x64xf32>
    %2239 = stablehlo.constant dense<0.0> : tensor<f32>
    %2240 = "stablehlo.reduce"(%2238, %2239) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x64xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %2241 = stablehlo.constant dense<0.0> : tensor<f32>
    %2242 = "stablehlo.reduce"(%2240, %2241) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %2243 = stablehlo.multiply %2224, %2224 : tensor<64xf32>
    %2244 = stablehlo.constant dense<0.0> : tensor<f32>
    %2245 = "stablehlo.reduce"(%2243, %2244) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2246 = stablehlo.add %2242, %2245 : tensor<f32>
    %2247 = stablehlo.multiply %2221, %2221 : tensor<64xf32>
    %2248 = stablehlo.constant dense<0.0> : tensor<f32>
    %2249 = "stablehlo.reduce"(%2247, %2248) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2250 = stablehlo.add %2246, %2249 : tensor<f32>
    %2251 = stablehlo.multiply %2152, %2152 : tensor<3x3x64x64xf32>
    %2252 = stablehlo.constant dense<0.0> : tensor<f32>
    %2253 = "stablehlo.reduce"(%2251, %2252) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2254 = stablehlo.constant dense<0.0> : tensor<f32>
    %2255 = "stablehlo.reduce"(%2253, %2254) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2256 = stablehlo.add %2250, %2255 : tensor<f32>
    %2257 = stablehlo.multiply %2137, %2137 : tensor<64xf32>
    %2258 = stablehlo.constant dense<0.0> : tensor<f32>
    %2259 = "stablehlo.reduce"(%2257, %2258) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2260 = stablehlo.add %2256, %2259 : tensor<f32>
    %2261 = stablehlo.multiply %2134, %2134 : tensor<64xf32>
    %2262 = stablehlo.constant dense<0.0> : tensor<f32>
    %2263 = "stablehlo.reduce"(%2261, %2262) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2264 = stablehlo.add %2260, %2263 : tensor<f32>
    %2265 = stablehlo.multiply %2128, %2128 : tensor<3x3x64x64xf32>
    %2266 = stablehlo.constant dense<0.0> : tensor<f32>
    %2267 = "stablehlo.reduce"(%2265, %2266) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2268 = stablehlo.constant dense<0.0> : tensor<f32>
    %2269 = "stablehlo.reduce"(%2267, %2268) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2270 = stablehlo.add %2264, %2269 : tensor<f32>
    %2271 = stablehlo.multiply %2113, %2113 : tensor<64xf32>
    %2272 = stablehlo.constant dense<0.0> : tensor<f32>
    %2273 = "stablehlo.reduce"(%2271, %2272) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2274 = stablehlo.add %2270, %2273 : tensor<f32>
    %2275 = stablehlo.multiply %2110, %2110 : tensor<64xf32>
    %2276 = stablehlo.constant dense<0.0> : tensor<f32>
    %2277 = "stablehlo.reduce"(%2275, %2276) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2278 = stablehlo.add %2274, %2277 : tensor<f32>
    %2279 = stablehlo.multiply %2103, %2103 : tensor<3x3x64x64xf32>
    %2280 = stablehlo.constant dense<0.0> : tensor<f32>
    %2281 = "stablehlo.reduce"(%2279, %2280) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2282 = stablehlo.constant dense<0.0> : tensor<f32>
    %2283 = "stablehlo.reduce"(%2281, %2282) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2284 = stablehlo.add %2278, %2283 : tensor<f32>
    %2285 = stablehlo.multiply %2088, %2088 : tensor<64xf32>
    %2286 = stablehlo.constant dense<0.0> : tensor<f32>
    %2287 = "stablehlo.reduce"(%2285, %2286) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2288 = stablehlo.add %2284, %2287 : tensor<f32>
    %2289 = stablehlo.multiply %2085, %2085 : tensor<64xf32>
    %2290 = stablehlo.constant dense<0.0> : tensor<f32>
    %2291 = "stablehlo.reduce"(%2289, %2290) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2292 = stablehlo.add %2288, %2291 : tensor<f32>
    %2293 = stablehlo.multiply %2079, %2079 : tensor<3x3x64x64xf32>
    %2294 = stablehlo.constant dense<0.0> : tensor<f32>
    %2295 = "stablehlo.reduce"(%2293, %2294) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2296 = stablehlo.constant dense<0.0> : tensor<f32>
    %2297 = "stablehlo.reduce"(%2295, %2296) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2298 = stablehlo.add %2292, %2297 : tensor<f32>
    %2299 = stablehlo.multiply %2064, %2064 : tensor<64xf32>
    %2300 = stablehlo.constant dense<0.0> : tensor<f32>
    %2301 = "stablehlo.reduce"(%2299, %2300) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2302 = stablehlo.add %2298, %2301 : tensor<f32>
    %2303 = stablehlo.multiply %2061, %2061 : tensor<64xf32>
    %2304 = stablehlo.constant dense<0.0> : tensor<f32>
    %2305 = "stablehlo.reduce"(%2303, %2304) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2306 = stablehlo.add %2302, %2305 : tensor<f32>
    %2307 = stablehlo.multiply %2054, %2054 : tensor<3x3x64x64xf32>
    %2308 = stablehlo.constant dense<0.0> : tensor<f32>
    %2309 = "stablehlo.reduce"(%2307, %2308) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2310 = stablehlo.constant dense<0.0> : tensor<f32>
    %2311 = "stablehlo.reduce"(%2309, %2310) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2312 = stablehlo.add %2306, %2311 : tensor<f32>
    %2313 = stablehlo.multiply %2039, %2039 : tensor<64xf32>
    %2314 = stablehlo.constant dense<0.0> : tensor<f32>
    %2315 = "stablehlo.reduce"(%2313, %2314) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2316 = stablehlo.add %2312, %2315 : tensor<f32>
    %2317 = stablehlo.multiply %2036, %2036 : tensor<64xf32>
    %2318 = stablehlo.constant dense<0.0> : tensor<f32>
    %2319 = "stablehlo.reduce"(%2317, %2318) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2320 = stablehlo.add %2316, %2319 : tensor<f32>
    %2321 = stablehlo.multiply %2030, %2030 : tensor<3x3x64x64xf32>
    %2322 = stablehlo.constant dense<0.0> : tensor<f32>
    %2323 = "stablehlo.reduce"(%2321, %2322) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2324 = stablehlo.constant dense<0.0> : tensor<f32>
    %2325 = "stablehlo.reduce"(%2323, %2324) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2326 = stablehlo.add %2320, %2325 : tensor<f32>
    %2327 = stablehlo.multiply %2015, %2015 : tensor<64xf32>
    %2328 = stablehlo.constant dense<0.0> : tensor<f32>
    %2329 = "stablehlo.reduce"(%2327, %2328) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2330 = stablehlo.add %2326, %2329 : tensor<f32>
    %2331 = stablehlo.multiply %2012, %2012 : tensor<64xf32>
    %2332 = stablehlo.constant dense<0.0> : tensor<f32>
    %2333 = "stablehlo.reduce"(%2331, %2332) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2334 = stablehlo.add %2330, %2333 : tensor<f32>
    %2335 = stablehlo.multiply %1985, %1985 : tensor<3x3x64x128xf32>
    %2336 = stablehlo.constant dense<0.0> : tensor<f32>
    %2337 = "stablehlo.reduce"(%2335, %2336) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x128xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2338 = stablehlo.constant dense<0.0> : tensor<f32>
    %2339 = "stablehlo.reduce"(%2337, %2338) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2340 = stablehlo.add %2334, %2339 : tensor<f32>
    %2341 = stablehlo.multiply %1970, %1970 : tensor<128xf32>
    %2342 = stablehlo.constant dense<0.0> : tensor<f32>
    %2343 = "stablehlo.reduce"(%2341, %2342) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2344 = stablehlo.add %2340, %2343 : tensor<f32>
    %2345 = stablehlo.multiply %1967, %1967 : tensor<128xf32>
    %2346 = stablehlo.constant dense<0.0> : tensor<f32>
    %2347 = "stablehlo.reduce"(%2345, %2346) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2348 = stablehlo.add %2344, %2347 : tensor<f32>
    %2349 = stablehlo.multiply %1961, %1961 : tensor<3x3x128x128xf32>
    %2350 = stablehlo.constant dense<0.0> : tensor<f32>
    %2351 = "stablehlo.reduce"(%2349, %2350) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2352 = stablehlo.constant dense<0.0> : tensor<f32>
    %2353 = "stablehlo.reduce"(%2351, %2352) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2354 = stablehlo.add %2348, %2353 : tensor<f32>
    %2355 = stablehlo.multiply %1946, %1946 : tensor<128xf32>
    %2356 = stablehlo.constant dense<0.0> : tensor<f32>
    %2357 = "stablehlo.reduce"(%2355, %2356) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2358 = stablehlo.add %2354, %2357 : tensor<f32>
    %2359 = stablehlo.multiply %1943, %1943 : tensor<128xf32>
    %2360 = stablehlo.constant dense<0.0> : tensor<f32>
    %2361 = "stablehlo.reduce"(%2359, %2360) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2362 = stablehlo.add %2358, %2361 : tensor<f32>
    %2363 = stablehlo.multiply %2005, %2005 : tensor<1x1x64x128xf32>
    %2364 = stablehlo.constant dense<0.0> : tensor<f32>
    %2365 = "stablehlo.reduce"(%2363, %2364) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x128xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %2366 = stablehlo.constant dense<0.0> : tensor<f32>
    %2367 = "stablehlo.reduce"(%2365, %2366) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %2368 = stablehlo.add %2362, %2367 : tensor<f32>
    %2369 = stablehlo.multiply %1990, %1990 : tensor<128xf32>
    %2370 = stablehlo.constant dense<0.0> : tensor<f32>
    %2371 = "stablehlo.reduce"(%2369, %2370) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2372 = stablehlo.add %2368, %2371 : tensor<f32>
    %2373 = stablehlo.multiply %1987, %1987 : tensor<128xf32>
    %2374 = stablehlo.constant dense<0.0> : tensor<f32>
    %2375 = "stablehlo.reduce"(%2373, %2374) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2376 = stablehlo.add %2372, %2375 : tensor<f32>
    %2377 = stablehlo.multiply %1936, %1936 : tensor<3x3x128x128xf32>
    %2378 = stablehlo.constant dense<0.0> : tensor<f32>
    %2379 = "stablehlo.reduce"(%2377, %2378) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2380 = stablehlo.constant dense<0.0> : tensor<f32>
    %2381 = "stablehlo.reduce"(%2379, %2380) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2382 = stablehlo.add %2376, %2381 : tensor<f32>
    %2383 = stablehlo.multiply %1921, %1921 : tensor<128xf32>
    %2384 = stablehlo.constant dense<0.0> : tensor<f32>
    %2385 = "stablehlo.reduce"(%2383, %2384) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2386 = stablehlo.add %2382, %2385 : tensor<f32>
    %2387 = stablehlo.multiply %1918, %1918 : tensor<128xf32>
    %2388 = stablehlo.constant dense<0.0> : tensor<f32>
    %2389 = "stablehlo.reduce"(%2387, %2388) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2390 = stablehlo.add %2386, %2389 : tensor<f32>
    %2391 = stablehlo.multiply %1912, %1912 : tensor<3x3x128x128xf32>
    %2392 = stablehlo.constant dense<0.0> : tensor<f32>
    %2393 = "stablehlo.reduce"(%2391, %2392) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2394 = stablehlo.constant dense<0.0> : tensor<f32>
    %2395 = "stablehlo.reduce"(%2393, %2394) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2396 = stablehlo.add %2390, %2395 : tensor<f32>
    %2397 = stablehlo.multiply %1897, %1897 : tensor<128xf32>
    %2398 = stablehlo.constant dense<0.0> : tensor<f32>
    %2399 = "stablehlo.reduce"(%2397, %2398) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2400 = stablehlo.add %2396, %2399 : tensor<f32>
    %2401 = stablehlo.multiply %1894, %1894 : tensor<128xf32>
    %2402 = stablehlo.constant dense<0.0> : tensor<f32>
    %2403 = "stablehlo.reduce"(%2401, %2402) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2404 = stablehlo.add %2400, %2403 : tensor<f32>
    %2405 = stablehlo.multiply %1887, %1887 : tensor<3x3x128x128xf32>
    %2406 = stablehlo.constant dense<0.0> : tensor<f32>
    %2407 = "stablehlo.reduce"(%2405, %2406) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2408 = stablehlo.constant dense<0.0> : tensor<f32>
    %2409 = "stablehlo.reduce"(%2407, %2408) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2410 = stablehlo.add %2404, %2409 : tensor<f32>
    %2411 = stablehlo.multiply %1872, %1872 : tensor<128xf32>
    %2412 = stablehlo.constant dense<0.0> : tensor<f32>
    %2413 = "stablehlo.reduce"(%2411, %2412) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2414 = stablehlo.add %2410, %2413 : tensor<f32>
    %2415 = stablehlo.multiply %1869, %1869 : tensor<128xf32>
    %2416 = stablehlo.constant dense<0.0> : tensor<f32>
    %2417 = "stablehlo.reduce"(%2415, %2416) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2418 = stablehlo.add %2414, %2417 : tensor<f32>
    %2419 = stablehlo.multiply %1863, %1863 : tensor<3x3x128x128xf32>
    %2420 = stablehlo.constant dense<0.0> : tensor<f32>
    %2421 = "stablehlo.reduce"(%2419, %2420) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2422 = stablehlo.constant dense<0.0> : tensor<f32>
    %2423 = "stablehlo.reduce"(%2421, %2422) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2424 = stablehlo.add %2418, %2423 : tensor<f32>
    %2425 = stablehlo.multiply %1848, %1848 : tensor<128xf32>
    %2426 = stablehlo.constant dense<0.0> : tensor<f32>
    %2427 = "stablehlo.reduce"(%2425, %2426) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2428 = stablehlo.add %2424, %2427 : tensor<f32>
    %2429 = stablehlo.multiply %1845, %1845 : tensor<128xf32>
    %2430 = stablehlo.constant dense<0.0> : tensor<f32>
    %2431 = "stablehlo.reduce"(%2429, %2430) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2432 = stablehlo.add %2428, %2431 : tensor<f32>
    %2433 = stablehlo.multiply %1838, %1838 : tensor<3x3x128x128xf32>
    %2434 = stablehlo.constant dense<0.0> : tensor<f32>
    %2435 = "stablehlo.reduce"(%2433, %2434) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2436 = stablehlo.constant dense<0.0> : tensor<f32>
    %2437 = "stablehlo.reduce"(%2435, %2436) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2438 = stablehlo.add %2432, %2437 : tensor<f32>
    %2439 = stablehlo.multiply %1823, %1823 : tensor<128xf32>
    %2440 = stablehlo.constant dense<0.0> : tensor<f32>
    %2441 = "stablehlo.reduce"(%2439, %2440) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2442 = stablehlo.add %2438, %2441 : tensor<f32>
    %2443 = stablehlo.multiply %1820, %1820 : tensor<128xf32>
    %2444 = stablehlo.constant dense<0.0> : tensor<f32>
    %2445 = "stablehlo.reduce"(%2443, %2444) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2446 = stablehlo.add %2442, %2445 : tensor<f32>
    %2447 = stablehlo.multiply %1814, %1814 : tensor<3x3x128x128xf32>
    %2448 = stablehlo.constant dense<0.0> : tensor<f32>
    %2449 = "stablehlo.reduce"(%2447, %2448) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2450 = stablehlo.constant dense<0.0> : tensor<f32>
    %2451 = "stablehlo.reduce"(%2449, %2450) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2452 = stablehlo.add %2446, %2451 : tensor<f32>
    %2453 = stablehlo.multiply %1799, %1799 : tensor<128xf32>
    %2454 = stablehlo.constant dense<0.0> : tensor<f32>
    %2455 = "stablehlo.reduce"(%2453, %2454) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2456 = stablehlo.add %2452, %2455 : tensor<f32>
    %2457 = stablehlo.multiply %1796, %1796 : tensor<128xf32>
    %2458 = stablehlo.constant dense<0.0> : tensor<f32>
    %2459 = "stablehlo.reduce"(%2457, %2458) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2460 = stablehlo.add %2456, %2459 : tensor<f32>
    %2461 = stablehlo.multiply %1769, %1769 : tensor<3x3x128x256xf32>
    %2462 = stablehlo.constant dense<0.0> : tensor<f32>
    %2463 = "stablehlo.reduce"(%2461, %2462) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x256xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2464 = stablehlo.constant dense<0.0> : tensor<f32>
    %2465 = "stablehlo.reduce"(%2463, %2464) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2466 = stablehlo.add %2460, %2465 : tensor<f32>
    %2467 = stablehlo.multiply %1754, %1754 : tensor<256xf32>
    %2468 = stablehlo.constant dense<0.0> : tensor<f32>
    %2469 = "stablehlo.reduce"(%2467, %2468) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2470 = stablehlo.add %2466, %2469 : tensor<f32>
    %2471 = stablehlo.multiply %1751, %1751 : tensor<256xf32>
    %2472 = stablehlo.constant dense<0.0> : tensor<f32>
    %2473 = "stablehlo.reduce"(%2471, %2472) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2474 = stablehlo.add %2470, %2473 : tensor<f32>
    %2475 = stablehlo.multiply %1745, %1745 : tensor<3x3x256x256xf32>
    %2476 = stablehlo.constant dense<0.0> : tensor<f32>
    %2477 = "stablehlo.reduce"(%2475, %2476) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2478 = stablehlo.constant dense<0.0> : tensor<f32>
    %2479 = "stablehlo.reduce"(%2477, %2478) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2480 = stablehlo.add %2474, %2479 : tensor<f32>
    %2481 = stablehlo.multiply %1730, %1730 : tensor<256xf32>
    %2482 = stablehlo.constant dense<0.0> : tensor<f32>
    %2483 = "stablehlo.reduce"(%2481, %2482) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2484 = stablehlo.add %2480, %2483 : tensor<f32>
    %2485 = stablehlo.multiply %1727, %1727 : tensor<256xf32>
    %2486 = stablehlo.constant dense<0.0> : tensor<f32>
    %2487 = "stablehlo.reduce"(%2485, %2486) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2488 = stablehlo.add %2484, %2487 : tensor<f32>
    %2489 = stablehlo.multiply %1789, %1789 : tensor<1x1x128x256xf32>
    %2490 = stablehlo.constant dense<0.0> : tensor<f32>
    %2491 = "stablehlo.reduce"(%2489, %2490) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x256xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %2492 = stablehlo.constant dense<0.0> : tensor<f32>
    %2493 = "stablehlo.reduce"(%2491, %2492) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %2494 = stablehlo.add %2488, %2493 : tensor<f32>
    %2495 = stablehlo.multiply %1774, %1774 : tensor<256xf32>
    %2496 = stablehlo.constant dense<0.0> : tensor<f32>
    %2497 = "stablehlo.reduce"(%2495, %2496) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2498 = stablehlo.add %2494, %2497 : tensor<f32>
    %2499 = stablehlo.multiply %1771, %1771 : tensor<256xf32>
    %2500 = stablehlo.constant dense<0.0> : tensor<f32>
    %2501 = "stablehlo.reduce"(%2499, %2500) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2502 = stablehlo.add %2498, %2501 : tensor<f32>
    %2503 = stablehlo.multiply %1720, %1720 : tensor<3x3x256x256xf32>
    %2504 = stablehlo.constant dense<0.0> : tensor<f32>
    %2505 = "stablehlo.reduce"(%2503, %2504) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2506 = stablehlo.constant dense<0.0> : tensor<f32>
    %2507 = "stablehlo.reduce"(%2505, %2506) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2508 = stablehlo.add %2502, %2507 : tensor<f32>
    %2509 = stablehlo.multiply %1705, %1705 : tensor<256xf32>
    %2510 = stablehlo.constant dense<0.0> : tensor<f32>
    %2511 = "stablehlo.reduce"(%2509, %2510) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2512 = stablehlo.add %2508, %2511 : tensor<f32>
    %2513 = stablehlo.multiply %1702, %1702 : tensor<256xf32>
    %2514 = stablehlo.constant dense<0.0> : tensor<f32>
    %2515 = "stablehlo.reduce"(%2513, %2514) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2516 = stablehlo.add %2512, %2515 : tensor<f32>
    %2517 = stablehlo.multiply %1696, %1696 : tensor<3x3x256x256xf32>
    %2518 = stablehlo.constant dense<0.0> : tensor<f32>
    %2519 = "stablehlo.reduce"(%2517, %2518) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2520 = stablehlo.constant dense<0.0> : tensor<f32>
    %2521 = "stablehlo.reduce"(%2519, %2520) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2522 = stablehlo.add %2516, %2521 : tensor<f32>
    %2523 = stablehlo.multiply %1681, %1681 : tensor<256xf32>
    %2524 = stablehlo.constant dense<0.0> : tensor<f32>
    %2525 = "stablehlo.reduce"(%2523, %2524) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2526 = stablehlo.add %2522, %2525 : tensor<f32>
    %2527 = stablehlo.multiply %1678, %1678 : tensor<256xf32>
    %2528 = stablehlo.constant dense<0.0> : tensor<f32>
    %2529 = "stablehlo.reduce"(%2527, %2528) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2530 = stablehlo.add %2526, %2529 : tensor<f32>
    %2531 = stablehlo.multiply %1671, %1671 : tensor<3x3x256x256xf32>
    %2532 = stablehlo.constant dense<0.0> : tensor<f32>
    %2533 = "stablehlo.reduce"(%2531, %2532) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2534 = stablehlo.constant dense<0.0> : tensor<f32>
    %2535 = "stablehlo.reduce"(%2533, %2534) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2536 = stablehlo.add %2530, %2535 : tensor<f32>
    %2537 = stablehlo.multiply %1656, %1656 : tensor<256xf32>
    %2538 = stablehlo.constant dense<0.0> : tensor<f32>
    %2539 = "stablehlo.reduce"(%2537, %2538) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2540 = stablehlo.add %2536, %2539 : tensor<f32>
    %2541 = stablehlo.multiply %1653, %1653 : tensor<256xf32>
    %2542 = stablehlo.constant dense<0.0> : tensor<f32>
    %2543 = "stablehlo.reduce"(%2541, %2542) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2544 = stablehlo.add %2540, %2543 : tensor<f32>
    %2545 = stablehlo.multiply %1647, %1647 : tensor<3x3x256x256xf32>
    %2546 = stablehlo.constant dense<0.0> : tensor<f32>
    %2547 = "stablehlo.reduce"(%2545, %2546) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2548 = stablehlo.constant dense<0.0> : tensor<f32>
    %2549 = "stablehlo.reduce"(%2547, %2548) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2550 = stablehlo.add %2544, %2549 : tensor<f32>
    %2551 = stablehlo.multiply %1632, %1632 : tensor<256xf32>
    %2552 = stablehlo.constant dense<0.0> : tensor<f32>
    %2553 = "stablehlo.reduce"(%2551, %2552) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2554 = stablehlo.add %2550, %2553 : tensor<f32>
    %2555 = stablehlo.multiply %1629, %1629 : tensor<256xf32>
    %2556 = stablehlo.constant dense<0.0> : tensor<f32>
    %2557 = "stablehlo.reduce"(%2555, %2556) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2558 = stablehlo.add %2554, %2557 : tensor<f32>
    %2559 = stablehlo.multiply %1622, %1622 : tensor<3x3x256x256xf32>
    %2560 = stablehlo.constant dense<0.0> : tensor<f32>
    %2561 = "stablehlo.reduce"(%2559, %2560) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2562 = stablehlo.constant dense<0.0> : tensor<f32>
    %2563 = "stablehlo.reduce"(%2561, %2562) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2564 = stablehlo.add %2558, %2563 : tensor<f32>
    %2565 = stablehlo.multiply %1607, %1607 : tensor<256xf32>
    %2566 = stablehlo.constant dense<0.0> : tensor<f32>
    %2567 = "stablehlo.reduce"(%2565, %2566) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2568 = stablehlo.add %2564, %2567 : tensor<f32>
    %2569 = stablehlo.multiply %1604, %1604 : tensor<256xf32>
    %2570 = stablehlo.constant dense<0.0> : tensor<f32>
    %2571 = "stablehlo.reduce"(%2569, %2570) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2572 = stablehlo.add %2568, %2571 : tensor<f32>
    %2573 = stablehlo.multiply %1598, %1598 : tensor<3x3x256x256xf32>
    %2574 = stablehlo.constant dense<0.0> : tensor<f32>
    %2575 = "stablehlo.reduce"(%2573, %2574) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2576 = stablehlo.constant dense<0.0> : tensor<f32>
    %2577 = "stablehlo.reduce"(%2575, %2576) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2578 = stablehlo.add %2572, %2577 : tensor<f32>
    %2579 = stablehlo.multiply %1583, %1583 : tensor<256xf32>
    %2580 = stablehlo.constant dense<0.0> : tensor<f32>
    %2581 = "stablehlo.reduce"(%2579, %2580) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2582 = stablehlo.add %2578, %2581 : tensor<f32>
    %2583 = stablehlo.multiply %1580, %1580 : tensor<256xf32>
    %2584 = stablehlo.constant dense<0.0> : tensor<f32>
    %2585 = "stablehlo.reduce"(%2583, %2584) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2586 = stablehlo.add %2582, %2585 : tensor<f32>
    %2587 = stablehlo.multiply %1573, %1573 : tensor<3x3x256x256xf32>
    %2588 = stablehlo.constant dense<0.0> : tensor<f32>
    %2589 = "stablehlo.reduce"(%2587, %2588) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2590 = stablehlo.constant dense<0.0> : tensor<f32>
    %2591 = "stablehlo.reduce"(%2589, %2590) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2592 = stablehlo.add %2586, %2591 : tensor<f32>
    %2593 = stablehlo.multiply %1558, %1558 : tensor<256xf32>
    %2594 = stablehlo.constant dense<0.0> : tensor<f32>
    %2595 = "stablehlo.reduce"(%2593, %2594) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2596 = stablehlo.add %2592, %2595 : tensor<f32>
    %2597 = stablehlo.multiply %1555, %1555 : tensor<256xf32>
    %2598 = stablehlo.constant dense<0.0> : tensor<f32>
    %2599 = "stablehlo.reduce"(%2597, %2598) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2600 = stablehlo.add %2596, %2599 : tensor<f32>
    %2601 = stablehlo.multiply %1549, %1549 : tensor<3x3x256x256xf32>
    %2602 = stablehlo.constant dense<0.0> : tensor<f32>
    %2603 = "stablehlo.reduce"(%2601, %2602) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2604 = stablehlo.constant dense<0.0> : tensor<f32>
    %2605 = "stablehlo.reduce"(%2603, %2604) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2606 = stablehlo.add %2600, %2605 : tensor<f32>
    %2607 = stablehlo.multiply %1534, %1534 : tensor<256xf32>
    %2608 = stablehlo.constant dense<0.0> : tensor<f32>
    %2609 = "stablehlo.reduce"(%2607, %2608) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2610 = stablehlo.add %2606, %2609 : tensor<f32>
    %2611 = stablehlo.multiply %1531, %1531 : tensor<256xf32>
    %2612 = stablehlo.constant dense<0.0> : tensor<f32>
    %2613 = "stablehlo.reduce"(%2611, %2612) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2614 = stablehlo.add %2610, %2613 : tensor<f32>
    %2615 = stablehlo.multiply %1524, %1524 : tensor<3x3x256x256xf32>
    %2616 = stablehlo.constant dense<0.0> : tensor<f32>
    %2617 = "stablehlo.reduce"(%2615, %2616) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2618 = stablehlo.constant dense<0.0> : tensor<f32>
    %2619 = "stablehlo.reduce"(%2617, %2618) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2620 = stablehlo.add %2614, %2619 : tensor<f32>
    %2621 = stablehlo.multiply %1509, %1509 : tensor<256xf32>
    %2622 = stablehlo.constant dense<0.0> : tensor<f32>
    %2623 = "stablehlo.reduce"(%2621, %2622) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2624 = stablehlo.add %2620, %2623 : tensor<f32>
    %2625 = stablehlo.multiply %1506, %1506 : tensor<256xf32>
    %2626 = stablehlo.constant dense<0.0> : tensor<f32>
    %2627 = "stablehlo.reduce"(%2625, %2626) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2628 = stablehlo.add %2624, %2627 : tensor<f32>
    %2629 = stablehlo.multiply %1500, %1500 : tensor<3x3x256x256xf32>
    %2630 = stablehlo.constant dense<0.0> : tensor<f32>
    %2631 = "stablehlo.reduce"(%2629, %2630) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2632 = stablehlo.constant dense<0.0> : tensor<f32>
    %2633 = "stablehlo.reduce"(%2631, %2632) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2634 = stablehlo.add %2628, %2633 : tensor<f32>
    %2635 = stablehlo.multiply %1485, %1485 : tensor<256xf32>
    %2636 = stablehlo.constant dense<0.0> : tensor<f32>
    %2637 = "stablehlo.reduce"(%2635, %2636) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2638 = stablehlo.add %2634, %2637 : tensor<f32>
    %2639 = stablehlo.multiply %1482, %1482 : tensor<256xf32>
    %2640 = stablehlo.constant dense<0.0> : tensor<f32>
    %2641 = "stablehlo.reduce"(%2639, %2640) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2642 = stablehlo.add %2638, %2641 : tensor<f32>
    %2643 = stablehlo.multiply %1455, %1455 : tensor<3x3x256x512xf32>
    %2644 = stablehlo.constant dense<0.0> : tensor<f32>
    %2645 = "stablehlo.reduce"(%2643, %2644) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x512xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %2646 = stablehlo.constant dense<0.0> : tensor<f32>
    %2647 = "stablehlo.reduce"(%2645, %2646) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %2648 = stablehlo.add %2642, %2647 : tensor<f32>
    %2649 = stablehlo.multiply %1440, %1440 : tensor<512xf32>
    %2650 = stablehlo.constant dense<0.0> : tensor<f32>
    %2651 = "stablehlo.reduce"(%2649, %2650) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2652 = stablehlo.add %2648, %2651 : tensor<f32>
    %2653 = stablehlo.multiply %1437, %1437 : tensor<512xf32>
    %2654 = stablehlo.constant dense<0.0> : tensor<f32>
    %2655 = "stablehlo.reduce"(%2653, %2654) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2656 = stablehlo.add %2652, %2655 : tensor<f32>
    %2657 = stablehlo.multiply %1431, %1431 : tensor<3x3x512x512xf32>
    %2658 = stablehlo.constant dense<0.0> : tensor<f32>
    %2659 = "stablehlo.reduce"(%2657, %2658) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %2660 = stablehlo.constant dense<0.0> : tensor<f32>
    %2661 = "stablehlo.reduce"(%2659, %2660) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %2662 = stablehlo.add %2656, %2661 : tensor<f32>
    %2663 = stablehlo.multiply %1416, %1416 : tensor<512xf32>
    %2664 = stablehlo.constant dense<0.0> : tensor<f32>
    %2665 = "stablehlo.reduce"(%2663, %2664) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2666 = stablehlo.add %2662, %2665 : tensor<f32>
    %2667 = stablehlo.multiply %1413, %1413 : tensor<512xf32>
    %2668 = stablehlo.constant dense<0.0> : tensor<f32>
    %2669 = "stablehlo.reduce"(%2667, %2668) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2670 = stablehlo.add %2666, %2669 : tensor<f32>
    %2671 = stablehlo.multiply %1475, %1475 : tensor<1x1x256x512xf32>
    %2672 = stablehlo.constant dense<0.0> : tensor<f32>
    %2673 = "stablehlo.reduce"(%2671, %2672) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x512xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %2674 = stablehlo.constant dense<0.0> : tensor<f32>
    %2675 = "stablehlo.reduce"(%2673, %2674) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %2676 = stablehlo.add %2670, %2675 : tensor<f32>
    %2677 = stablehlo.multiply %1460, %1460 : tensor<512xf32>
    %2678 = stablehlo.constant dense<0.0> : tensor<f32>
    %2679 = "stablehlo.reduce"(%2677, %2678) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2680 = stablehlo.add %2676, %2679 : tensor<f32>
    %2681 = stablehlo.multiply %1457, %1457 : tensor<512xf32>
    %2682 = stablehlo.constant dense<0.0> : tensor<f32>
    %2683 = "stablehlo.reduce"(%2681, %2682) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2684 = stablehlo.add %2680, %2683 : tensor<f32>
    %2685 = stablehlo.multiply %1406, %1406 : tensor<3x3x512x512xf32>
    %2686 = stablehlo.constant dense<0.0> : tensor<f32>
    %2687 = "stablehlo.reduce"(%2685, %2686) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %2688 = stablehlo.constant dense<0.0> : tensor<f32>
    %2689 = "stablehlo.reduce"(%2687, %2688) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %2690 = stablehlo.add %2684, %2689 : tensor<f32>
    %2691 = stablehlo.multiply %1391, %1391 : tensor<512xf32>
    %2692 = stablehlo.constant dense<0.0> : tensor<f32>
    %2693 = "stablehlo.reduce"(%2691, %2692) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2694 = stablehlo.add %2690, %2693 : tensor<f32>
    %2695 = stablehlo.multiply %1388, %1388 : tensor<512xf32>
    %2696 = stablehlo.constant dense<0.0> : tensor<f32>
    %2697 = "stablehlo.reduce"(%2695, %2696) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2698 = stablehlo.add %2694, %2697 : tensor<f32>
    %2699 = stablehlo.multiply %1382, %1382 : tensor<3x3x512x512xf32>
    %2700 = stablehlo.constant dense<0.0> : tensor<f32>
    %2701 = "stablehlo.reduce"(%2699, %2700) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %2702 = stablehlo.constant dense<0.0> : tensor<f32>
    %2703 = "stablehlo.reduce"(%2701, %2702) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %2704 = stablehlo.add %2698, %2703 : tensor<f32>
    %2705 = stablehlo.multiply %1367, %1367 : tensor<512xf32>
    %2706 = stablehlo.constant dense<0.0> : tensor<f32>
    %2707 = "stablehlo.reduce"(%2705, %2706) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2708 = stablehlo.add %2704, %2707 : tensor<f32>
    %2709 = stablehlo.multiply %1364, %1364 : tensor<512xf32>
    %2710 = stablehlo.constant dense<0.0> : tensor<f32>
    %2711 = "stablehlo.reduce"(%2709, %2710) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2712 = stablehlo.add %2708, %2711 : tensor<f32>
    %2713 = stablehlo.multiply %1357, %1357 : tensor<3x3x512x512xf32>
    %2714 = stablehlo.constant dense<0.0> : tensor<f32>
    %2715 = "stablehlo.reduce"(%2713, %2714) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %2716 = stablehlo.constant dense<0.0> : tensor<f32>
    %2717 = "stablehlo.reduce"(%2715, %2716) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %2718 = stablehlo.add %2712, %2717 : tensor<f32>
    %2719 = stablehlo.multiply %1342, %1342 : tensor<512xf32>
    %2720 = stablehlo.constant dense<0.0> : tensor<f32>
    %2721 = "stablehlo.reduce"(%2719, %2720) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2722 = stablehlo.add %2718, %2721 : tensor<f32>
    %2723 = stablehlo.multiply %1339, %1339 : tensor<512xf32>
    %2724 = stablehlo.constant dense<0.0> : tensor<f32>
    %2725 = "stablehlo.reduce"(%2723, %2724) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2726 = stablehlo.add %2722, %2725 : tensor<f32>
    %2727 = stablehlo.multiply %1333, %1333 : tensor<3x3x512x512xf32>
    %2728 = stablehlo.constant dense<0.0> : tensor<f32>
    %2729 = "stablehlo.reduce"(%2727, %2728) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %2730 = stablehlo.constant dense<0.0> : tensor<f32>
    %2731 = "stablehlo.reduce"(%2729, %2730) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %2732 = stablehlo.add %2726, %2731 : tensor<f32>
    %2733 = stablehlo.multiply %1318, %1318 : tensor<512xf32>
    %2734 = stablehlo.constant dense<0.0> : tensor<f32>
    %2735 = "stablehlo.reduce"(%2733, %2734) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2736 = stablehlo.add %2732, %2735 : tensor<f32>
    %2737 = stablehlo.multiply %1315, %1315 : tensor<512xf32>
    %2738 = stablehlo.constant dense<0.0> : tensor<f32>
    %2739 = "stablehlo.reduce"(%2737, %2738) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2740 = stablehlo.add %2736, %2739 : tensor<f32>
    %2741 = stablehlo.multiply %1304, %1304 : tensor<512x1000xf32>
    %2742 = stablehlo.constant dense<0.0> : tensor<f32>
    %2743 = "stablehlo.reduce"(%2741, %2742) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<512x1000xf32>, tensor<f32>) -> tensor<512xf32>
    %2744 = stablehlo.constant dense<0.0> : tensor<f32>
    %2745 = "stablehlo.reduce"(%2743, %2744) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %2746 = stablehlo.add %2740, %2745 : tensor<f32>
    %2747 = stablehlo.multiply %1306, %1306 : tensor<1000xf32>
    %2748 = stablehlo.constant dense<0.0> : tensor<f32>
    %2749 = "stablehlo.reduce"(%2747, %2748) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %2750 = stablehlo.add %2746, %2749 : tensor<f32>
    %2751 = stablehlo.sqrt %2750 : tensor<f32>
    %2752 = stablehlo.constant dense<1.0> : tensor<f32>
    %2753 = "stablehlo.compare"(%2751, %2752) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2754 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %2755 = stablehlo.divide %2237, %2754 : tensor<7x7x3x64xf32>
    %2756 = stablehlo.constant dense<1.0> : tensor<7x7x3x64xf32>
    %2757 = stablehlo.multiply %2755, %2756 : tensor<7x7x3x64xf32>
    %2758 = "stablehlo.select"(%2753, %2237, %2757) : (tensor<i1>, tensor<7x7x3x64xf32>, tensor<7x7x3x64xf32>) -> tensor<7x7x3x64xf32>
    %2759 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2760 = stablehlo.divide %2224, %2759 : tensor<64xf32>
    %2761 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2762 = stablehlo.multiply %2760, %2761 : tensor<64xf32>
    %2763 = "stablehlo.select"(%2753, %2224, %2762) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2764 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2765 = stablehlo.divide %2221, %2764 : tensor<64xf32>
    %2766 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2767 = stablehlo.multiply %2765, %2766 : tensor<64xf32>
    %2768 = "stablehlo.select"(%2753, %2221, %2767) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2769 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2770 = stablehlo.divide %2152, %2769 : tensor<3x3x64x64xf32>
    %2771 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2772 = stablehlo.multiply %2770, %2771 : tensor<3x3x64x64xf32>
    %2773 = "stablehlo.select"(%2753, %2152, %2772) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2774 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2775 = stablehlo.divide %2137, %2774 : tensor<64xf32>
    %2776 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2777 = stablehlo.multiply %2775, %2776 : tensor<64xf32>
    %2778 = "stablehlo.select"(%2753, %2137, %2777) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2779 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2780 = stablehlo.divide %2134, %2779 : tensor<64xf32>
    %2781 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2782 = stablehlo.multiply %2780, %2781 : tensor<64xf32>
    %2783 = "stablehlo.select"(%2753, %2134, %2782) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2784 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2785 = stablehlo.divide %2128, %2784 : tensor<3x3x64x64xf32>
    %2786 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2787 = stablehlo.multiply %2785, %2786 : tensor<3x3x64x64xf32>
    %2788 = "stablehlo.select"(%2753, %2128, %2787) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2789 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2790 = stablehlo.divide %2113, %2789 : tensor<64xf32>
    %2791 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2792 = stablehlo.multiply %2790, %2791 : tensor<64xf32>
    %2793 = "stablehlo.select"(%2753, %2113, %2792) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2794 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2795 = stablehlo.divide %2110, %2794 : tensor<64xf32>
    %2796 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2797 = stablehlo.multiply %2795, %2796 : tensor<64xf32>
    %2798 = "stablehlo.select"(%2753, %2110, %2797) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2799 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2800 = stablehlo.divide %2103, %2799 : tensor<3x3x64x64xf32>
    %2801 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2802 = stablehlo.multiply %2800, %2801 : tensor<3x3x64x64xf32>
    %2803 = "stablehlo.select"(%2753, %2103, %2802) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2804 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2805 = stablehlo.divide %2088, %2804 : tensor<64xf32>
    %2806 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2807 = stablehlo.multiply %2805, %2806 : tensor<64xf32>
    %2808 = "stablehlo.select"(%2753, %2088, %2807) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2809 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2810 = stablehlo.divide %2085, %2809 : tensor<64xf32>
    %2811 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2812 = stablehlo.multiply %2810, %2811 : tensor<64xf32>
    %2813 = "stablehlo.select"(%2753, %2085, %2812) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2814 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2815 = stablehlo.divide %2079, %2814 : tensor<3x3x64x64xf32>
    %2816 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2817 = stablehlo.multiply %2815, %2816 : tensor<3x3x64x64xf32>
    %2818 = "stablehlo.select"(%2753, %2079, %2817) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2819 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2820 = stablehlo.divide %2064, %2819 : tensor<64xf32>
    %2821 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2822 = stablehlo.multiply %2820, %2821 : tensor<64xf32>
    %2823 = "stablehlo.select"(%2753, %2064, %2822) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2824 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2825 = stablehlo.divide %2061, %2824 : tensor<64xf32>
    %2826 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2827 = stablehlo.multiply %2825, %2826 : tensor<64xf32>
    %2828 = "stablehlo.select"(%2753, %2061, %2827) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2829 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2830 = stablehlo.divide %2054, %2829 : tensor<3x3x64x64xf32>
    %2831 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2832 = stablehlo.multiply %2830, %2831 : tensor<3x3x64x64xf32>
    %2833 = "stablehlo.select"(%2753, %2054, %2832) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2834 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2835 = stablehlo.divide %2039, %2834 : tensor<64xf32>
    %2836 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2837 = stablehlo.multiply %2835, %2836 : tensor<64xf32>
    %2838 = "stablehlo.select"(%2753, %2039, %2837) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2839 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2840 = stablehlo.divide %2036, %2839 : tensor<64xf32>
    %2841 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2842 = stablehlo.multiply %2840, %2841 : tensor<64xf32>
    %2843 = "stablehlo.select"(%2753, %2036, %2842) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2844 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %2845 = stablehlo.divide %2030, %2844 : tensor<3x3x64x64xf32>
    %2846 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %2847 = stablehlo.multiply %2845, %2846 : tensor<3x3x64x64xf32>
    %2848 = "stablehlo.select"(%2753, %2030, %2847) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2849 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2850 = stablehlo.divide %2015, %2849 : tensor<64xf32>
    %2851 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2852 = stablehlo.multiply %2850, %2851 : tensor<64xf32>
    %2853 = "stablehlo.select"(%2753, %2015, %2852) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2854 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %2855 = stablehlo.divide %2012, %2854 : tensor<64xf32>
    %2856 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %2857 = stablehlo.multiply %2855, %2856 : tensor<64xf32>
    %2858 = "stablehlo.select"(%2753, %2012, %2857) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2859 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %2860 = stablehlo.divide %1985, %2859 : tensor<3x3x64x128xf32>
    %2861 = stablehlo.constant dense<1.0> : tensor<3x3x64x128xf32>
    %2862 = stablehlo.multiply %2860, %2861 : tensor<3x3x64x128xf32>
    %2863 = "stablehlo.select"(%2753, %1985, %2862) : (tensor<i1>, tensor<3x3x64x128xf32>, tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %2864 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2865 = stablehlo.divide %1970, %2864 : tensor<128xf32>
    %2866 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2867 = stablehlo.multiply %2865, %2866 : tensor<128xf32>
    %2868 = "stablehlo.select"(%2753, %1970, %2867) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2869 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2870 = stablehlo.divide %1967, %2869 : tensor<128xf32>
    %2871 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2872 = stablehlo.multiply %2870, %2871 : tensor<128xf32>
    %2873 = "stablehlo.select"(%2753, %1967, %2872) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2874 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2875 = stablehlo.divide %1961, %2874 : tensor<3x3x128x128xf32>
    %2876 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2877 = stablehlo.multiply %2875, %2876 : tensor<3x3x128x128xf32>
    %2878 = "stablehlo.select"(%2753, %1961, %2877) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2879 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2880 = stablehlo.divide %1946, %2879 : tensor<128xf32>
    %2881 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2882 = stablehlo.multiply %2880, %2881 : tensor<128xf32>
    %2883 = "stablehlo.select"(%2753, %1946, %2882) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2884 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2885 = stablehlo.divide %1943, %2884 : tensor<128xf32>
    %2886 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2887 = stablehlo.multiply %2885, %2886 : tensor<128xf32>
    %2888 = "stablehlo.select"(%2753, %1943, %2887) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2889 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %2890 = stablehlo.divide %2005, %2889 : tensor<1x1x64x128xf32>
    %2891 = stablehlo.constant dense<1.0> : tensor<1x1x64x128xf32>
    %2892 = stablehlo.multiply %2890, %2891 : tensor<1x1x64x128xf32>
    %2893 = "stablehlo.select"(%2753, %2005, %2892) : (tensor<i1>, tensor<1x1x64x128xf32>, tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %2894 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2895 = stablehlo.divide %1990, %2894 : tensor<128xf32>
    %2896 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2897 = stablehlo.multiply %2895, %2896 : tensor<128xf32>
    %2898 = "stablehlo.select"(%2753, %1990, %2897) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2899 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2900 = stablehlo.divide %1987, %2899 : tensor<128xf32>
    %2901 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2902 = stablehlo.multiply %2900, %2901 : tensor<128xf32>
    %2903 = "stablehlo.select"(%2753, %1987, %2902) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2904 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2905 = stablehlo.divide %1936, %2904 : tensor<3x3x128x128xf32>
    %2906 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2907 = stablehlo.multiply %2905, %2906 : tensor<3x3x128x128xf32>
    %2908 = "stablehlo.select"(%2753, %1936, %2907) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2909 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2910 = stablehlo.divide %1921, %2909 : tensor<128xf32>
    %2911 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2912 = stablehlo.multiply %2910, %2911 : tensor<128xf32>
    %2913 = "stablehlo.select"(%2753, %1921, %2912) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2914 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2915 = stablehlo.divide %1918, %2914 : tensor<128xf32>
    %2916 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2917 = stablehlo.multiply %2915, %2916 : tensor<128xf32>
    %2918 = "stablehlo.select"(%2753, %1918, %2917) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2919 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2920 = stablehlo.divide %1912, %2919 : tensor<3x3x128x128xf32>
    %2921 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2922 = stablehlo.multiply %2920, %2921 : tensor<3x3x128x128xf32>
    %2923 = "stablehlo.select"(%2753, %1912, %2922) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2924 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2925 = stablehlo.divide %1897, %2924 : tensor<128xf32>
    %2926 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2927 = stablehlo.multiply %2925, %2926 : tensor<128xf32>
    %2928 = "stablehlo.select"(%2753, %1897, %2927) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2929 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2930 = stablehlo.divide %1894, %2929 : tensor<128xf32>
    %2931 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2932 = stablehlo.multiply %2930, %2931 : tensor<128xf32>
    %2933 = "stablehlo.select"(%2753, %1894, %2932) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2934 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2935 = stablehlo.divide %1887, %2934 : tensor<3x3x128x128xf32>
    %2936 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2937 = stablehlo.multiply %2935, %2936 : tensor<3x3x128x128xf32>
    %2938 = "stablehlo.select"(%2753, %1887, %2937) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2939 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2940 = stablehlo.divide %1872, %2939 : tensor<128xf32>
    %2941 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2942 = stablehlo.multiply %2940, %2941 : tensor<128xf32>
    %2943 = "stablehlo.select"(%2753, %1872, %2942) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2944 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2945 = stablehlo.divide %1869, %2944 : tensor<128xf32>
    %2946 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2947 = stablehlo.multiply %2945, %2946 : tensor<128xf32>
    %2948 = "stablehlo.select"(%2753, %1869, %2947) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2949 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2950 = stablehlo.divide %1863, %2949 : tensor<3x3x128x128xf32>
    %2951 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2952 = stablehlo.multiply %2950, %2951 : tensor<3x3x128x128xf32>
    %2953 = "stablehlo.select"(%2753, %1863, %2952) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2954 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2955 = stablehlo.divide %1848, %2954 : tensor<128xf32>
    %2956 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2957 = stablehlo.multiply %2955, %2956 : tensor<128xf32>
    %2958 = "stablehlo.select"(%2753, %1848, %2957) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2959 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2960 = stablehlo.divide %1845, %2959 : tensor<128xf32>
    %2961 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2962 = stablehlo.multiply %2960, %2961 : tensor<128xf32>
    %2963 = "stablehlo.select"(%2753, %1845, %2962) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2964 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2965 = stablehlo.divide %1838, %2964 : tensor<3x3x128x128xf32>
    %2966 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2967 = stablehlo.multiply %2965, %2966 : tensor<3x3x128x128xf32>
    %2968 = "stablehlo.select"(%2753, %1838, %2967) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2969 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2970 = stablehlo.divide %1823, %2969 : tensor<128xf32>
    %2971 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2972 = stablehlo.multiply %2970, %2971 : tensor<128xf32>
    %2973 = "stablehlo.select"(%2753, %1823, %2972) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2974 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2975 = stablehlo.divide %1820, %2974 : tensor<128xf32>
    %2976 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2977 = stablehlo.multiply %2975, %2976 : tensor<128xf32>
    %2978 = "stablehlo.select"(%2753, %1820, %2977) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2979 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %2980 = stablehlo.divide %1814, %2979 : tensor<3x3x128x128xf32>
    %2981 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %2982 = stablehlo.multiply %2980, %2981 : tensor<3x3x128x128xf32>
    %2983 = "stablehlo.select"(%2753, %1814, %2982) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2984 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2985 = stablehlo.divide %1799, %2984 : tensor<128xf32>
    %2986 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2987 = stablehlo.multiply %2985, %2986 : tensor<128xf32>
    %2988 = "stablehlo.select"(%2753, %1799, %2987) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2989 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %2990 = stablehlo.divide %1796, %2989 : tensor<128xf32>
    %2991 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %2992 = stablehlo.multiply %2990, %2991 : tensor<128xf32>
    %2993 = "stablehlo.select"(%2753, %1796, %2992) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2994 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %2995 = stablehlo.divide %1769, %2994 : tensor<3x3x128x256xf32>
    %2996 = stablehlo.constant dense<1.0> : tensor<3x3x128x256xf32>
    %2997 = stablehlo.multiply %2995, %2996 : tensor<3x3x128x256xf32>
    %2998 = "stablehlo.select"(%2753, %1769, %2997) : (tensor<i1>, tensor<3x3x128x256xf32>, tensor<3x3x128x256xf32>) -> tensor<3x3x128x256xf32>
    %2999 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3000 = stablehlo.divide %1754, %2999 : tensor<256xf32>
    %3001 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3002 = stablehlo.multiply %3000, %3001 : tensor<256xf32>
    %3003 = "stablehlo.select"(%2753, %1754, %3002) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3004 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3005 = stablehlo.divide %1751, %3004 : tensor<256xf32>
    %3006 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3007 = stablehlo.multiply %3005, %3006 : tensor<256xf32>
    %3008 = "stablehlo.select"(%2753, %1751, %3007) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3009 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3010 = stablehlo.divide %1745, %3009 : tensor<3x3x256x256xf32>
    %3011 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3012 = stablehlo.multiply %3010, %3011 : tensor<3x3x256x256xf32>
    %3013 = "stablehlo.select"(%2753, %1745, %3012) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3014 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3015 = stablehlo.divide %1730, %3014 : tensor<256xf32>
    %3016 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3017 = stablehlo.multiply %3015, %3016 : tensor<256xf32>
    %3018 = "stablehlo.select"(%2753, %1730, %3017) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3019 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3020 = stablehlo.divide %1727, %3019 : tensor<256xf32>
    %3021 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3022 = stablehlo.multiply %3020, %3021 : tensor<256xf32>
    %3023 = "stablehlo.select"(%2753, %1727, %3022) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3024 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %3025 = stablehlo.divide %1789, %3024 : tensor<1x1x128x256xf32>
    %3026 = stablehlo.constant dense<1.0> : tensor<1x1x128x256xf32>
    %3027 = stablehlo.multiply %3025, %3026 : tensor<1x1x128x256xf32>
    %3028 = "stablehlo.select"(%2753, %1789, %3027) : (tensor<i1>, tensor<1x1x128x256xf32>, tensor<1x1x128x256xf32>) -> tensor<1x1x128x256xf32>
    %3029 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3030 = stablehlo.divide %1774, %3029 : tensor<256xf32>
    %3031 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3032 = stablehlo.multiply %3030, %3031 : tensor<256xf32>
    %3033 = "stablehlo.select"(%2753, %1774, %3032) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3034 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3035 = stablehlo.divide %1771, %3034 : tensor<256xf32>
    %3036 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3037 = stablehlo.multiply %3035, %3036 : tensor<256xf32>
    %3038 = "stablehlo.select"(%2753, %1771, %3037) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3039 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3040 = stablehlo.divide %1720, %3039 : tensor<3x3x256x256xf32>
    %3041 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3042 = stablehlo.multiply %3040, %3041 : tensor<3x3x256x256xf32>
    %3043 = "stablehlo.select"(%2753, %1720, %3042) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3044 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3045 = stablehlo.divide %1705, %3044 : tensor<256xf32>
    %3046 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3047 = stablehlo.multiply %3045, %3046 : tensor<256xf32>
    %3048 = "stablehlo.select"(%2753, %1705, %3047) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3049 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3050 = stablehlo.divide %1702, %3049 : tensor<256xf32>
    %3051 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3052 = stablehlo.multiply %3050, %3051 : tensor<256xf32>
    %3053 = "stablehlo.select"(%2753, %1702, %3052) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3054 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3055 = stablehlo.divide %1696, %3054 : tensor<3x3x256x256xf32>
    %3056 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3057 = stablehlo.multiply %3055, %3056 : tensor<3x3x256x256xf32>
    %3058 = "stablehlo.select"(%2753, %1696, %3057) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3059 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3060 = stablehlo.divide %1681, %3059 : tensor<256xf32>
    %3061 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3062 = stablehlo.multiply %3060, %3061 : tensor<256xf32>
    %3063 = "stablehlo.select"(%2753, %1681, %3062) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3064 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3065 = stablehlo.divide %1678, %3064 : tensor<256xf32>
    %3066 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3067 = stablehlo.multiply %3065, %3066 : tensor<256xf32>
    %3068 = "stablehlo.select"(%2753, %1678, %3067) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3069 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3070 = stablehlo.divide %1671, %3069 : tensor<3x3x256x256xf32>
    %3071 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3072 = stablehlo.multiply %3070, %3071 : tensor<3x3x256x256xf32>
    %3073 = "stablehlo.select"(%2753, %1671, %3072) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3074 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3075 = stablehlo.divide %1656, %3074 : tensor<256xf32>
    %3076 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3077 = stablehlo.multiply %3075, %3076 : tensor<256xf32>
    %3078 = "stablehlo.select"(%2753, %1656, %3077) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3079 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3080 = stablehlo.divide %1653, %3079 : tensor<256xf32>
    %3081 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3082 = stablehlo.multiply %3080, %3081 : tensor<256xf32>
    %3083 = "stablehlo.select"(%2753, %1653, %3082) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3084 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3085 = stablehlo.divide %1647, %3084 : tensor<3x3x256x256xf32>
    %3086 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3087 = stablehlo.multiply %3085, %3086 : tensor<3x3x256x256xf32>
    %3088 = "stablehlo.select"(%2753, %1647, %3087) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3089 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3090 = stablehlo.divide %1632, %3089 : tensor<256xf32>
    %3091 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3092 = stablehlo.multiply %3090, %3091 : tensor<256xf32>
    %3093 = "stablehlo.select"(%2753, %1632, %3092) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3094 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3095 = stablehlo.divide %1629, %3094 : tensor<256xf32>
    %3096 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3097 = stablehlo.multiply %3095, %3096 : tensor<256xf32>
    %3098 = "stablehlo.select"(%2753, %1629, %3097) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3099 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3100 = stablehlo.divide %1622, %3099 : tensor<3x3x256x256xf32>
    %3101 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3102 = stablehlo.multiply %3100, %3101 : tensor<3x3x256x256xf32>
    %3103 = "stablehlo.select"(%2753, %1622, %3102) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3104 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3105 = stablehlo.divide %1607, %3104 : tensor<256xf32>
    %3106 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3107 = stablehlo.multiply %3105, %3106 : tensor<256xf32>
    %3108 = "stablehlo.select"(%2753, %1607, %3107) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3109 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3110 = stablehlo.divide %1604, %3109 : tensor<256xf32>
    %3111 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3112 = stablehlo.multiply %3110, %3111 : tensor<256xf32>
    %3113 = "stablehlo.select"(%2753, %1604, %3112) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3114 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3115 = stablehlo.divide %1598, %3114 : tensor<3x3x256x256xf32>
    %3116 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3117 = stablehlo.multiply %3115, %3116 : tensor<3x3x256x256xf32>
    %3118 = "stablehlo.select"(%2753, %1598, %3117) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3119 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3120 = stablehlo.divide %1583, %3119 : tensor<256xf32>
    %3121 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3122 = stablehlo.multiply %3120, %3121 : tensor<256xf32>
    %3123 = "stablehlo.select"(%2753, %1583, %3122) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3124 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3125 = stablehlo.divide %1580, %3124 : tensor<256xf32>
    %3126 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3127 = stablehlo.multiply %3125, %3126 : tensor<256xf32>
    %3128 = "stablehlo.select"(%2753, %1580, %3127) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3129 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3130 = stablehlo.divide %1573, %3129 : tensor<3x3x256x256xf32>
    %3131 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3132 = stablehlo.multiply %3130, %3131 : tensor<3x3x256x256xf32>
    %3133 = "stablehlo.select"(%2753, %1573, %3132) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3134 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3135 = stablehlo.divide %1558, %3134 : tensor<256xf32>
    %3136 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3137 = stablehlo.multiply %3135, %3136 : tensor<256xf32>
    %3138 = "stablehlo.select"(%2753, %1558, %3137) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3139 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3140 = stablehlo.divide %1555, %3139 : tensor<256xf32>
    %3141 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3142 = stablehlo.multiply %3140, %3141 : tensor<256xf32>
    %3143 = "stablehlo.select"(%2753, %1555, %3142) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3144 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3145 = stablehlo.divide %1549, %3144 : tensor<3x3x256x256xf32>
    %3146 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3147 = stablehlo.multiply %3145, %3146 : tensor<3x3x256x256xf32>
    %3148 = "stablehlo.select"(%2753, %1549, %3147) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3149 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3150 = stablehlo.divide %1534, %3149 : tensor<256xf32>
    %3151 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3152 = stablehlo.multiply %3150, %3151 : tensor<256xf32>
    %3153 = "stablehlo.select"(%2753, %1534, %3152) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3154 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3155 = stablehlo.divide %1531, %3154 : tensor<256xf32>
    %3156 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3157 = stablehlo.multiply %3155, %3156 : tensor<256xf32>
    %3158 = "stablehlo.select"(%2753, %1531, %3157) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3159 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3160 = stablehlo.divide %1524, %3159 : tensor<3x3x256x256xf32>
    %3161 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3162 = stablehlo.multiply %3160, %3161 : tensor<3x3x256x256xf32>
    %3163 = "stablehlo.select"(%2753, %1524, %3162) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3164 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3165 = stablehlo.divide %1509, %3164 : tensor<256xf32>
    %3166 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3167 = stablehlo.multiply %3165, %3166 : tensor<256xf32>
    %3168 = "stablehlo.select"(%2753, %1509, %3167) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3169 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3170 = stablehlo.divide %1506, %3169 : tensor<256xf32>
    %3171 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3172 = stablehlo.multiply %3170, %3171 : tensor<256xf32>
    %3173 = "stablehlo.select"(%2753, %1506, %3172) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3174 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3175 = stablehlo.divide %1500, %3174 : tensor<3x3x256x256xf32>
    %3176 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3177 = stablehlo.multiply %3175, %3176 : tensor<3x3x256x256xf32>
    %3178 = "stablehlo.select"(%2753, %1500, %3177) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3179 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3180 = stablehlo.divide %1485, %3179 : tensor<256xf32>
    %3181 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3182 = stablehlo.multiply %3180, %3181 : tensor<256xf32>
    %3183 = "stablehlo.select"(%2753, %1485, %3182) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3184 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3185 = stablehlo.divide %1482, %3184 : tensor<256xf32>
    %3186 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3187 = stablehlo.multiply %3185, %3186 : tensor<256xf32>
    %3188 = "stablehlo.select"(%2753, %1482, %3187) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3189 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %3190 = stablehlo.divide %1455, %3189 : tensor<3x3x256x512xf32>
    %3191 = stablehlo.constant dense<1.0> : tensor<3x3x256x512xf32>
    %3192 = stablehlo.multiply %3190, %3191 : tensor<3x3x256x512xf32>
    %3193 = "stablehlo.select"(%2753, %1455, %3192) : (tensor<i1>, tensor<3x3x256x512xf32>, tensor<3x3x256x512xf32>) -> tensor<3x3x256x512xf32>
    %3194 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3195 = stablehlo.divide %1440, %3194 : tensor<512xf32>
    %3196 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3197 = stablehlo.multiply %3195, %3196 : tensor<512xf32>
    %3198 = "stablehlo.select"(%2753, %1440, %3197) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3199 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3200 = stablehlo.divide %1437, %3199 : tensor<512xf32>
    %3201 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3202 = stablehlo.multiply %3200, %3201 : tensor<512xf32>
    %3203 = "stablehlo.select"(%2753, %1437, %3202) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3204 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3205 = stablehlo.divide %1431, %3204 : tensor<3x3x512x512xf32>
    %3206 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3207 = stablehlo.multiply %3205, %3206 : tensor<3x3x512x512xf32>
    %3208 = "stablehlo.select"(%2753, %1431, %3207) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3209 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3210 = stablehlo.divide %1416, %3209 : tensor<512xf32>
    %3211 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3212 = stablehlo.multiply %3210, %3211 : tensor<512xf32>
    %3213 = "stablehlo.select"(%2753, %1416, %3212) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3214 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3215 = stablehlo.divide %1413, %3214 : tensor<512xf32>
    %3216 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3217 = stablehlo.multiply %3215, %3216 : tensor<512xf32>
    %3218 = "stablehlo.select"(%2753, %1413, %3217) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3219 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %3220 = stablehlo.divide %1475, %3219 : tensor<1x1x256x512xf32>
    %3221 = stablehlo.constant dense<1.0> : tensor<1x1x256x512xf32>
    %3222 = stablehlo.multiply %3220, %3221 : tensor<1x1x256x512xf32>
    %3223 = "stablehlo.select"(%2753, %1475, %3222) : (tensor<i1>, tensor<1x1x256x512xf32>, tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %3224 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3225 = stablehlo.divide %1460, %3224 : tensor<512xf32>
    %3226 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3227 = stablehlo.multiply %3225, %3226 : tensor<512xf32>
    %3228 = "stablehlo.select"(%2753, %1460, %3227) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3229 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3230 = stablehlo.divide %1457, %3229 : tensor<512xf32>
    %3231 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3232 = stablehlo.multiply %3230, %3231 : tensor<512xf32>
    %3233 = "stablehlo.select"(%2753, %1457, %3232) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3234 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3235 = stablehlo.divide %1406, %3234 : tensor<3x3x512x512xf32>
    %3236 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3237 = stablehlo.multiply %3235, %3236 : tensor<3x3x512x512xf32>
    %3238 = "stablehlo.select"(%2753, %1406, %3237) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3239 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3240 = stablehlo.divide %1391, %3239 : tensor<512xf32>
    %3241 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3242 = stablehlo.multiply %3240, %3241 : tensor<512xf32>
    %3243 = "stablehlo.select"(%2753, %1391, %3242) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3244 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3245 = stablehlo.divide %1388, %3244 : tensor<512xf32>
    %3246 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3247 = stablehlo.multiply %3245, %3246 : tensor<512xf32>
    %3248 = "stablehlo.select"(%2753, %1388, %3247) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3249 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3250 = stablehlo.divide %1382, %3249 : tensor<3x3x512x512xf32>
    %3251 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3252 = stablehlo.multiply %3250, %3251 : tensor<3x3x512x512xf32>
    %3253 = "stablehlo.select"(%2753, %1382, %3252) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3254 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3255 = stablehlo.divide %1367, %3254 : tensor<512xf32>
    %3256 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3257 = stablehlo.multiply %3255, %3256 : tensor<512xf32>
    %3258 = "stablehlo.select"(%2753, %1367, %3257) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3259 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3260 = stablehlo.divide %1364, %3259 : tensor<512xf32>
    %3261 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3262 = stablehlo.multiply %3260, %3261 : tensor<512xf32>
    %3263 = "stablehlo.select"(%2753, %1364, %3262) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3264 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3265 = stablehlo.divide %1357, %3264 : tensor<3x3x512x512xf32>
    %3266 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3267 = stablehlo.multiply %3265, %3266 : tensor<3x3x512x512xf32>
    %3268 = "stablehlo.select"(%2753, %1357, %3267) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3269 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3270 = stablehlo.divide %1342, %3269 : tensor<512xf32>
    %3271 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3272 = stablehlo.multiply %3270, %3271 : tensor<512xf32>
    %3273 = "stablehlo.select"(%2753, %1342, %3272) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3274 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3275 = stablehlo.divide %1339, %3274 : tensor<512xf32>
    %3276 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3277 = stablehlo.multiply %3275, %3276 : tensor<512xf32>
    %3278 = "stablehlo.select"(%2753, %1339, %3277) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3279 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3280 = stablehlo.divide %1333, %3279 : tensor<3x3x512x512xf32>
    %3281 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3282 = stablehlo.multiply %3280, %3281 : tensor<3x3x512x512xf32>
    %3283 = "stablehlo.select"(%2753, %1333, %3282) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3284 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3285 = stablehlo.divide %1318, %3284 : tensor<512xf32>
    %3286 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3287 = stablehlo.multiply %3285, %3286 : tensor<512xf32>
    %3288 = "stablehlo.select"(%2753, %1318, %3287) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3289 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3290 = stablehlo.divide %1315, %3289 : tensor<512xf32>
    %3291 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3292 = stablehlo.multiply %3290, %3291 : tensor<512xf32>
    %3293 = "stablehlo.select"(%2753, %1315, %3292) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3294 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %3295 = stablehlo.divide %1304, %3294 : tensor<512x1000xf32>
    %3296 = stablehlo.constant dense<1.0> : tensor<512x1000xf32>
    %3297 = stablehlo.multiply %3295, %3296 : tensor<512x1000xf32>
    %3298 = "stablehlo.select"(%2753, %1304, %3297) : (tensor<i1>, tensor<512x1000xf32>, tensor<512x1000xf32>) -> tensor<512x1000xf32>
    %3299 = "stablehlo.broadcast_in_dim"(%2751) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3300 = stablehlo.divide %1306, %3299 : tensor<1000xf32>
    %3301 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3302 = stablehlo.multiply %3300, %3301 : tensor<1000xf32>
    %3303 = "stablehlo.select"(%2753, %1306, %3302) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3304 = stablehlo.constant dense<0.9> : tensor<7x7x3x64xf32>
    %3305 = stablehlo.multiply %3304, %m.conv1.w : tensor<7x7x3x64xf32>
    %3306 = stablehlo.constant dense<0.1> : tensor<7x7x3x64xf32>
    %3307 = stablehlo.multiply %3306, %2758 : tensor<7x7x3x64xf32>
    %3308 = stablehlo.add %3305, %3307 : tensor<7x7x3x64xf32>
    %3309 = stablehlo.constant dense<0.999> : tensor<7x7x3x64xf32>
    %3310 = stablehlo.multiply %3309, %v.conv1.w : tensor<7x7x3x64xf32>
    %3311 = stablehlo.constant dense<0.001> : tensor<7x7x3x64xf32>
    %3312 = stablehlo.multiply %2758, %2758 : tensor<7x7x3x64xf32>
    %3313 = stablehlo.multiply %3311, %3312 : tensor<7x7x3x64xf32>
    %3314 = stablehlo.add %3310, %3313 : tensor<7x7x3x64xf32>
    %3315 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3316 = stablehlo.divide %3308, %3315 : tensor<7x7x3x64xf32>
    %3317 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3318 = stablehlo.divide %3314, %3317 : tensor<7x7x3x64xf32>
    %3319 = stablehlo.sqrt %3318 : tensor<7x7x3x64xf32>
    %3320 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x64xf32>
    %3321 = stablehlo.add %3319, %3320 : tensor<7x7x3x64xf32>
    %3322 = stablehlo.divide %3316, %3321 : tensor<7x7x3x64xf32>
    %3323 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3324 = stablehlo.multiply %3323, %m.bn1.g : tensor<64xf32>
    %3325 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3326 = stablehlo.multiply %3325, %2763 : tensor<64xf32>
    %3327 = stablehlo.add %3324, %3326 : tensor<64xf32>
    %3328 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3329 = stablehlo.multiply %3328, %v.bn1.g : tensor<64xf32>
    %3330 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3331 = stablehlo.multiply %2763, %2763 : tensor<64xf32>
    %3332 = stablehlo.multiply %3330, %3331 : tensor<64xf32>
    %3333 = stablehlo.add %3329, %3332 : tensor<64xf32>
    %3334 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3335 = stablehlo.divide %3327, %3334 : tensor<64xf32>
    %3336 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3337 = stablehlo.divide %3333, %3336 : tensor<64xf32>
    %3338 = stablehlo.sqrt %3337 : tensor<64xf32>
    %3339 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3340 = stablehlo.add %3338, %3339 : tensor<64xf32>
    %3341 = stablehlo.divide %3335, %3340 : tensor<64xf32>
    %3342 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3343 = stablehlo.multiply %3342, %m.bn1.b : tensor<64xf32>
    %3344 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3345 = stablehlo.multiply %3344, %2768 : tensor<64xf32>
    %3346 = stablehlo.add %3343, %3345 : tensor<64xf32>
    %3347 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3348 = stablehlo.multiply %3347, %v.bn1.b : tensor<64xf32>
    %3349 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3350 = stablehlo.multiply %2768, %2768 : tensor<64xf32>
    %3351 = stablehlo.multiply %3349, %3350 : tensor<64xf32>
    %3352 = stablehlo.add %3348, %3351 : tensor<64xf32>
    %3353 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3354 = stablehlo.divide %3346, %3353 : tensor<64xf32>
    %3355 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3356 = stablehlo.divide %3352, %3355 : tensor<64xf32>
    %3357 = stablehlo.sqrt %3356 : tensor<64xf32>
    %3358 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3359 = stablehlo.add %3357, %3358 : tensor<64xf32>
    %3360 = stablehlo.divide %3354, %3359 : tensor<64xf32>
    %3361 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3362 = stablehlo.multiply %3361, %m.layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %3363 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3364 = stablehlo.multiply %3363, %2773 : tensor<3x3x64x64xf32>
    %3365 = stablehlo.add %3362, %3364 : tensor<3x3x64x64xf32>
    %3366 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3367 = stablehlo.multiply %3366, %v.layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %3368 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3369 = stablehlo.multiply %2773, %2773 : tensor<3x3x64x64xf32>
    %3370 = stablehlo.multiply %3368, %3369 : tensor<3x3x64x64xf32>
    %3371 = stablehlo.add %3367, %3370 : tensor<3x3x64x64xf32>
    %3372 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3373 = stablehlo.divide %3365, %3372 : tensor<3x3x64x64xf32>
    %3374 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3375 = stablehlo.divide %3371, %3374 : tensor<3x3x64x64xf32>
    %3376 = stablehlo.sqrt %3375 : tensor<3x3x64x64xf32>
    %3377 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3378 = stablehlo.add %3376, %3377 : tensor<3x3x64x64xf32>
    %3379 = stablehlo.divide %3373, %3378 : tensor<3x3x64x64xf32>
    %3380 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3381 = stablehlo.multiply %3380, %m.layer1.0.bn1.g : tensor<64xf32>
    %3382 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3383 = stablehlo.multiply %3382, %2778 : tensor<64xf32>
    %3384 = stablehlo.add %3381, %3383 : tensor<64xf32>
    %3385 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3386 = stablehlo.multiply %3385, %v.layer1.0.bn1.g : tensor<64xf32>
    %3387 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3388 = stablehlo.multiply %2778, %2778 : tensor<64xf32>
    %3389 = stablehlo.multiply %3387, %3388 : tensor<64xf32>
    %3390 = stablehlo.add %3386, %3389 : tensor<64xf32>
    %3391 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3392 = stablehlo.divide %3384, %3391 : tensor<64xf32>
    %3393 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3394 = stablehlo.divide %3390, %3393 : tensor<64xf32>
    %3395 = stablehlo.sqrt %3394 : tensor<64xf32>
    %3396 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3397 = stablehlo.add %3395, %3396 : tensor<64xf32>
    %3398 = stablehlo.divide %3392, %3397 : tensor<64xf32>
    %3399 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3400 = stablehlo.multiply %3399, %m.layer1.0.bn1.b : tensor<64xf32>
    %3401 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3402 = stablehlo.multiply %3401, %2783 : tensor<64xf32>
    %3403 = stablehlo.add %3400, %3402 : tensor<64xf32>
    %3404 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3405 = stablehlo.multiply %3404, %v.layer1.0.bn1.b : tensor<64xf32>
    %3406 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3407 = stablehlo.multiply %2783, %2783 : tensor<64xf32>
    %3408 = stablehlo.multiply %3406, %3407 : tensor<64xf32>
    %3409 = stablehlo.add %3405, %3408 : tensor<64xf32>
    %3410 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3411 = stablehlo.divide %3403, %3410 : tensor<64xf32>
    %3412 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3413 = stablehlo.divide %3409, %3412 : tensor<64xf32>
    %3414 = stablehlo.sqrt %3413 : tensor<64xf32>
    %3415 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3416 = stablehlo.add %3414, %3415 : tensor<64xf32>
    %3417 = stablehlo.divide %3411, %3416 : tensor<64xf32>
    %3418 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3419 = stablehlo.multiply %3418, %m.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %3420 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3421 = stablehlo.multiply %3420, %2788 : tensor<3x3x64x64xf32>
    %3422 = stablehlo.add %3419, %3421 : tensor<3x3x64x64xf32>
    %3423 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3424 = stablehlo.multiply %3423, %v.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %3425 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3426 = stablehlo.multiply %2788, %2788 : tensor<3x3x64x64xf32>
    %3427 = stablehlo.multiply %3425, %3426 : tensor<3x3x64x64xf32>
    %3428 = stablehlo.add %3424, %3427 : tensor<3x3x64x64xf32>
    %3429 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3430 = stablehlo.divide %3422, %3429 : tensor<3x3x64x64xf32>
    %3431 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3432 = stablehlo.divide %3428, %3431 : tensor<3x3x64x64xf32>
    %3433 = stablehlo.sqrt %3432 : tensor<3x3x64x64xf32>
    %3434 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3435 = stablehlo.add %3433, %3434 : tensor<3x3x64x64xf32>
    %3436 = stablehlo.divide %3430, %3435 : tensor<3x3x64x64xf32>
    %3437 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3438 = stablehlo.multiply %3437, %m.layer1.0.bn2.g : tensor<64xf32>
    %3439 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3440 = stablehlo.multiply %3439, %2793 : tensor<64xf32>
    %3441 = stablehlo.add %3438, %3440 : tensor<64xf32>
    %3442 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3443 = stablehlo.multiply %3442, %v.layer1.0.bn2.g : tensor<64xf32>
    %3444 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3445 = stablehlo.multiply %2793, %2793 : tensor<64xf32>
    %3446 = stablehlo.multiply %3444, %3445 : tensor<64xf32>
    %3447 = stablehlo.add %3443, %3446 : tensor<64xf32>
    %3448 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3449 = stablehlo.divide %3441, %3448 : tensor<64xf32>
    %3450 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3451 = stablehlo.divide %3447, %3450 : tensor<64xf32>
    %3452 = stablehlo.sqrt %3451 : tensor<64xf32>
    %3453 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3454 = stablehlo.add %3452, %3453 : tensor<64xf32>
    %3455 = stablehlo.divide %3449, %3454 : tensor<64xf32>
    %3456 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3457 = stablehlo.multiply %3456, %m.layer1.0.bn2.b : tensor<64xf32>
    %3458 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3459 = stablehlo.multiply %3458, %2798 : tensor<64xf32>
    %3460 = stablehlo.add %3457, %3459 : tensor<64xf32>
    %3461 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3462 = stablehlo.multiply %3461, %v.layer1.0.bn2.b : tensor<64xf32>
    %3463 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3464 = stablehlo.multiply %2798, %2798 : tensor<64xf32>
    %3465 = stablehlo.multiply %3463, %3464 : tensor<64xf32>
    %3466 = stablehlo.add %3462, %3465 : tensor<64xf32>
    %3467 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3468 = stablehlo.divide %3460, %3467 : tensor<64xf32>
    %3469 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3470 = stablehlo.divide %3466, %3469 : tensor<64xf32>
    %3471 = stablehlo.sqrt %3470 : tensor<64xf32>
    %3472 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3473 = stablehlo.add %3471, %3472 : tensor<64xf32>
    %3474 = stablehlo.divide %3468, %3473 : tensor<64xf32>
    %3475 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3476 = stablehlo.multiply %3475, %m.layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %3477 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3478 = stablehlo.multiply %3477, %2803 : tensor<3x3x64x64xf32>
    %3479 = stablehlo.add %3476, %3478 : tensor<3x3x64x64xf32>
    %3480 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3481 = stablehlo.multiply %3480, %v.layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %3482 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3483 = stablehlo.multiply %2803, %2803 : tensor<3x3x64x64xf32>
    %3484 = stablehlo.multiply %3482, %3483 : tensor<3x3x64x64xf32>
    %3485 = stablehlo.add %3481, %3484 : tensor<3x3x64x64xf32>
    %3486 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3487 = stablehlo.divide %3479, %3486 : tensor<3x3x64x64xf32>
    %3488 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3489 = stablehlo.divide %3485, %3488 : tensor<3x3x64x64xf32>
    %3490 = stablehlo.sqrt %3489 : tensor<3x3x64x64xf32>
    %3491 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3492 = stablehlo.add %3490, %3491 : tensor<3x3x64x64xf32>
    %3493 = stablehlo.divide %3487, %3492 : tensor<3x3x64x64xf32>
    %3494 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3495 = stablehlo.multiply %3494, %m.layer1.1.bn1.g : tensor<64xf32>
    %3496 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3497 = stablehlo.multiply %3496, %2808 : tensor<64xf32>
    %3498 = stablehlo.add %3495, %3497 : tensor<64xf32>
    %3499 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3500 = stablehlo.multiply %3499, %v.layer1.1.bn1.g : tensor<64xf32>
    %3501 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3502 = stablehlo.multiply %2808, %2808 : tensor<64xf32>
    %3503 = stablehlo.multiply %3501, %3502 : tensor<64xf32>
    %3504 = stablehlo.add %3500, %3503 : tensor<64xf32>
    %3505 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3506 = stablehlo.divide %3498, %3505 : tensor<64xf32>
    %3507 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3508 = stablehlo.divide %3504, %3507 : tensor<64xf32>
    %3509 = stablehlo.sqrt %3508 : tensor<64xf32>
    %3510 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3511 = stablehlo.add %3509, %3510 : tensor<64xf32>
    %3512 = stablehlo.divide %3506, %3511 : tensor<64xf32>
    %3513 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3514 = stablehlo.multiply %3513, %m.layer1.1.bn1.b : tensor<64xf32>
    %3515 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3516 = stablehlo.multiply %3515, %2813 : tensor<64xf32>
    %3517 = stablehlo.add %3514, %3516 : tensor<64xf32>
    %3518 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3519 = stablehlo.multiply %3518, %v.layer1.1.bn1.b : tensor<64xf32>
    %3520 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3521 = stablehlo.multiply %2813, %2813 : tensor<64xf32>
    %3522 = stablehlo.multiply %3520, %3521 : tensor<64xf32>
    %3523 = stablehlo.add %3519, %3522 : tensor<64xf32>
    %3524 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3525 = stablehlo.divide %3517, %3524 : tensor<64xf32>
    %3526 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3527 = stablehlo.divide %3523, %3526 : tensor<64xf32>
    %3528 = stablehlo.sqrt %3527 : tensor<64xf32>
    %3529 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3530 = stablehlo.add %3528, %3529 : tensor<64xf32>
    %3531 = stablehlo.divide %3525, %3530 : tensor<64xf32>
    %3532 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3533 = stablehlo.multiply %3532, %m.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %3534 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3535 = stablehlo.multiply %3534, %2818 : tensor<3x3x64x64xf32>
    %3536 = stablehlo.add %3533, %3535 : tensor<3x3x64x64xf32>
    %3537 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3538 = stablehlo.multiply %3537, %v.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %3539 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3540 = stablehlo.multiply %2818, %2818 : tensor<3x3x64x64xf32>
    %3541 = stablehlo.multiply %3539, %3540 : tensor<3x3x64x64xf32>
    %3542 = stablehlo.add %3538, %3541 : tensor<3x3x64x64xf32>
    %3543 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3544 = stablehlo.divide %3536, %3543 : tensor<3x3x64x64xf32>
    %3545 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3546 = stablehlo.divide %3542, %3545 : tensor<3x3x64x64xf32>
    %3547 = stablehlo.sqrt %3546 : tensor<3x3x64x64xf32>
    %3548 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3549 = stablehlo.add %3547, %3548 : tensor<3x3x64x64xf32>
    %3550 = stablehlo.divide %3544, %3549 : tensor<3x3x64x64xf32>
    %3551 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3552 = stablehlo.multiply %3551, %m.layer1.1.bn2.g : tensor<64xf32>
    %3553 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3554 = stablehlo.multiply %3553, %2823 : tensor<64xf32>
    %3555 = stablehlo.add %3552, %3554 : tensor<64xf32>
    %3556 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3557 = stablehlo.multiply %3556, %v.layer1.1.bn2.g : tensor<64xf32>
    %3558 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3559 = stablehlo.multiply %2823, %2823 : tensor<64xf32>
    %3560 = stablehlo.multiply %3558, %3559 : tensor<64xf32>
    %3561 = stablehlo.add %3557, %3560 : tensor<64xf32>
    %3562 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3563 = stablehlo.divide %3555, %3562 : tensor<64xf32>
    %3564 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3565 = stablehlo.divide %3561, %3564 : tensor<64xf32>
    %3566 = stablehlo.sqrt %3565 : tensor<64xf32>
    %3567 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3568 = stablehlo.add %3566, %3567 : tensor<64xf32>
    %3569 = stablehlo.divide %3563, %3568 : tensor<64xf32>
    %3570 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3571 = stablehlo.multiply %3570, %m.layer1.1.bn2.b : tensor<64xf32>
    %3572 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3573 = stablehlo.multiply %3572, %2828 : tensor<64xf32>
    %3574 = stablehlo.add %3571, %3573 : tensor<64xf32>
    %3575 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3576 = stablehlo.multiply %3575, %v.layer1.1.bn2.b : tensor<64xf32>
    %3577 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3578 = stablehlo.multiply %2828, %2828 : tensor<64xf32>
    %3579 = stablehlo.multiply %3577, %3578 : tensor<64xf32>
    %3580 = stablehlo.add %3576, %3579 : tensor<64xf32>
    %3581 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3582 = stablehlo.divide %3574, %3581 : tensor<64xf32>
    %3583 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3584 = stablehlo.divide %3580, %3583 : tensor<64xf32>
    %3585 = stablehlo.sqrt %3584 : tensor<64xf32>
    %3586 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3587 = stablehlo.add %3585, %3586 : tensor<64xf32>
    %3588 = stablehlo.divide %3582, %3587 : tensor<64xf32>
    %3589 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3590 = stablehlo.multiply %3589, %m.layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %3591 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3592 = stablehlo.multiply %3591, %2833 : tensor<3x3x64x64xf32>
    %3593 = stablehlo.add %3590, %3592 : tensor<3x3x64x64xf32>
    %3594 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3595 = stablehlo.multiply %3594, %v.layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %3596 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3597 = stablehlo.multiply %2833, %2833 : tensor<3x3x64x64xf32>
    %3598 = stablehlo.multiply %3596, %3597 : tensor<3x3x64x64xf32>
    %3599 = stablehlo.add %3595, %3598 : tensor<3x3x64x64xf32>
    %3600 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3601 = stablehlo.divide %3593, %3600 : tensor<3x3x64x64xf32>
    %3602 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3603 = stablehlo.divide %3599, %3602 : tensor<3x3x64x64xf32>
    %3604 = stablehlo.sqrt %3603 : tensor<3x3x64x64xf32>
    %3605 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3606 = stablehlo.add %3604, %3605 : tensor<3x3x64x64xf32>
    %3607 = stablehlo.divide %3601, %3606 : tensor<3x3x64x64xf32>
    %3608 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3609 = stablehlo.multiply %3608, %m.layer1.2.bn1.g : tensor<64xf32>
    %3610 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3611 = stablehlo.multiply %3610, %2838 : tensor<64xf32>
    %3612 = stablehlo.add %3609, %3611 : tensor<64xf32>
    %3613 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3614 = stablehlo.multiply %3613, %v.layer1.2.bn1.g : tensor<64xf32>
    %3615 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3616 = stablehlo.multiply %2838, %2838 : tensor<64xf32>
    %3617 = stablehlo.multiply %3615, %3616 : tensor<64xf32>
    %3618 = stablehlo.add %3614, %3617 : tensor<64xf32>
    %3619 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3620 = stablehlo.divide %3612, %3619 : tensor<64xf32>
    %3621 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3622 = stablehlo.divide %3618, %3621 : tensor<64xf32>
    %3623 = stablehlo.sqrt %3622 : tensor<64xf32>
    %3624 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3625 = stablehlo.add %3623, %3624 : tensor<64xf32>
    %3626 = stablehlo.divide %3620, %3625 : tensor<64xf32>
    %3627 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3628 = stablehlo.multiply %3627, %m.layer1.2.bn1.b : tensor<64xf32>
    %3629 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3630 = stablehlo.multiply %3629, %2843 : tensor<64xf32>
    %3631 = stablehlo.add %3628, %3630 : tensor<64xf32>
    %3632 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3633 = stablehlo.multiply %3632, %v.layer1.2.bn1.b : tensor<64xf32>
    %3634 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3635 = stablehlo.multiply %2843, %2843 : tensor<64xf32>
    %3636 = stablehlo.multiply %3634, %3635 : tensor<64xf32>
    %3637 = stablehlo.add %3633, %3636 : tensor<64xf32>
    %3638 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3639 = stablehlo.divide %3631, %3638 : tensor<64xf32>
    %3640 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3641 = stablehlo.divide %3637, %3640 : tensor<64xf32>
    %3642 = stablehlo.sqrt %3641 : tensor<64xf32>
    %3643 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3644 = stablehlo.add %3642, %3643 : tensor<64xf32>
    %3645 = stablehlo.divide %3639, %3644 : tensor<64xf32>
    %3646 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3647 = stablehlo.multiply %3646, %m.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %3648 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3649 = stablehlo.multiply %3648, %2848 : tensor<3x3x64x64xf32>
    %3650 = stablehlo.add %3647, %3649 : tensor<3x3x64x64xf32>
    %3651 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3652 = stablehlo.multiply %3651, %v.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %3653 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3654 = stablehlo.multiply %2848, %2848 : tensor<3x3x64x64xf32>
    %3655 = stablehlo.multiply %3653, %3654 : tensor<3x3x64x64xf32>
    %3656 = stablehlo.add %3652, %3655 : tensor<3x3x64x64xf32>
    %3657 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3658 = stablehlo.divide %3650, %3657 : tensor<3x3x64x64xf32>
    %3659 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3660 = stablehlo.divide %3656, %3659 : tensor<3x3x64x64xf32>
    %3661 = stablehlo.sqrt %3660 : tensor<3x3x64x64xf32>
    %3662 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3663 = stablehlo.add %3661, %3662 : tensor<3x3x64x64xf32>
    %3664 = stablehlo.divide %3658, %3663 : tensor<3x3x64x64xf32>
    %3665 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3666 = stablehlo.multiply %3665, %m.layer1.2.bn2.g : tensor<64xf32>
    %3667 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3668 = stablehlo.multiply %3667, %2853 : tensor<64xf32>
    %3669 = stablehlo.add %3666, %3668 : tensor<64xf32>
    %3670 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3671 = stablehlo.multiply %3670, %v.layer1.2.bn2.g : tensor<64xf32>
    %3672 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3673 = stablehlo.multiply %2853, %2853 : tensor<64xf32>
    %3674 = stablehlo.multiply %3672, %3673 : tensor<64xf32>
    %3675 = stablehlo.add %3671, %3674 : tensor<64xf32>
    %3676 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3677 = stablehlo.divide %3669, %3676 : tensor<64xf32>
    %3678 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3679 = stablehlo.divide %3675, %3678 : tensor<64xf32>
    %3680 = stablehlo.sqrt %3679 : tensor<64xf32>
    %3681 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3682 = stablehlo.add %3680, %3681 : tensor<64xf32>
    %3683 = stablehlo.divide %3677, %3682 : tensor<64xf32>
    %3684 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3685 = stablehlo.multiply %3684, %m.layer1.2.bn2.b : tensor<64xf32>
    %3686 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3687 = stablehlo.multiply %3686, %2858 : tensor<64xf32>
    %3688 = stablehlo.add %3685, %3687 : tensor<64xf32>
    %3689 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3690 = stablehlo.multiply %3689, %v.layer1.2.bn2.b : tensor<64xf32>
    %3691 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3692 = stablehlo.multiply %2858, %2858 : tensor<64xf32>
    %3693 = stablehlo.multiply %3691, %3692 : tensor<64xf32>
    %3694 = stablehlo.add %3690, %3693 : tensor<64xf32>
    %3695 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3696 = stablehlo.divide %3688, %3695 : tensor<64xf32>
    %3697 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3698 = stablehlo.divide %3694, %3697 : tensor<64xf32>
    %3699 = stablehlo.sqrt %3698 : tensor<64xf32>
    %3700 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3701 = stablehlo.add %3699, %3700 : tensor<64xf32>
    %3702 = stablehlo.divide %3696, %3701 : tensor<64xf32>
    %3703 = stablehlo.constant dense<0.9> : tensor<3x3x64x128xf32>
    %3704 = stablehlo.multiply %3703, %m.layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %3705 = stablehlo.constant dense<0.1> : tensor<3x3x64x128xf32>
    %3706 = stablehlo.multiply %3705, %2863 : tensor<3x3x64x128xf32>
    %3707 = stablehlo.add %3704, %3706 : tensor<3x3x64x128xf32>
    %3708 = stablehlo.constant dense<0.999> : tensor<3x3x64x128xf32>
    %3709 = stablehlo.multiply %3708, %v.layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %3710 = stablehlo.constant dense<0.001> : tensor<3x3x64x128xf32>
    %3711 = stablehlo.multiply %2863, %2863 : tensor<3x3x64x128xf32>
    %3712 = stablehlo.multiply %3710, %3711 : tensor<3x3x64x128xf32>
    %3713 = stablehlo.add %3709, %3712 : tensor<3x3x64x128xf32>
    %3714 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3715 = stablehlo.divide %3707, %3714 : tensor<3x3x64x128xf32>
    %3716 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3717 = stablehlo.divide %3713, %3716 : tensor<3x3x64x128xf32>
    %3718 = stablehlo.sqrt %3717 : tensor<3x3x64x128xf32>
    %3719 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x128xf32>
    %3720 = stablehlo.add %3718, %3719 : tensor<3x3x64x128xf32>
    %3721 = stablehlo.divide %3715, %3720 : tensor<3x3x64x128xf32>
    %3722 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3723 = stablehlo.multiply %3722, %m.layer2.0.bn1.g : tensor<128xf32>
    %3724 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3725 = stablehlo.multiply %3724, %2868 : tensor<128xf32>
    %3726 = stablehlo.add %3723, %3725 : tensor<128xf32>
    %3727 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3728 = stablehlo.multiply %3727, %v.layer2.0.bn1.g : tensor<128xf32>
    %3729 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3730 = stablehlo.multiply %2868, %2868 : tensor<128xf32>
    %3731 = stablehlo.multiply %3729, %3730 : tensor<128xf32>
    %3732 = stablehlo.add %3728, %3731 : tensor<128xf32>
    %3733 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3734 = stablehlo.divide %3726, %3733 : tensor<128xf32>
    %3735 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3736 = stablehlo.divide %3732, %3735 : tensor<128xf32>
    %3737 = stablehlo.sqrt %3736 : tensor<128xf32>
    %3738 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3739 = stablehlo.add %3737, %3738 : tensor<128xf32>
    %3740 = stablehlo.divide %3734, %3739 : tensor<128xf32>
    %3741 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3742 = stablehlo.multiply %3741, %m.layer2.0.bn1.b : tensor<128xf32>
    %3743 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3744 = stablehlo.multiply %3743, %2873 : tensor<128xf32>
    %3745 = stablehlo.add %3742, %3744 : tensor<128xf32>
    %3746 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3747 = stablehlo.multiply %3746, %v.layer2.0.bn1.b : tensor<128xf32>
    %3748 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3749 = stablehlo.multiply %2873, %2873 : tensor<128xf32>
    %3750 = stablehlo.multiply %3748, %3749 : tensor<128xf32>
    %3751 = stablehlo.add %3747, %3750 : tensor<128xf32>
    %3752 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3753 = stablehlo.divide %3745, %3752 : tensor<128xf32>
    %3754 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3755 = stablehlo.divide %3751, %3754 : tensor<128xf32>
    %3756 = stablehlo.sqrt %3755 : tensor<128xf32>
    %3757 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3758 = stablehlo.add %3756, %3757 : tensor<128xf32>
    %3759 = stablehlo.divide %3753, %3758 : tensor<128xf32>
    %3760 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %3761 = stablehlo.multiply %3760, %m.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %3762 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %3763 = stablehlo.multiply %3762, %2878 : tensor<3x3x128x128xf32>
    %3764 = stablehlo.add %3761, %3763 : tensor<3x3x128x128xf32>
    %3765 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %3766 = stablehlo.multiply %3765, %v.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %3767 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %3768 = stablehlo.multiply %2878, %2878 : tensor<3x3x128x128xf32>
    %3769 = stablehlo.multiply %3767, %3768 : tensor<3x3x128x128xf32>
    %3770 = stablehlo.add %3766, %3769 : tensor<3x3x128x128xf32>
    %3771 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3772 = stablehlo.divide %3764, %3771 : tensor<3x3x128x128xf32>
    %3773 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3774 = stablehlo.divide %3770, %3773 : tensor<3x3x128x128xf32>
    %3775 = stablehlo.sqrt %3774 : tensor<3x3x128x128xf32>
    %3776 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %3777 = stablehlo.add %3775, %3776 : tensor<3x3x128x128xf32>
    %3778 = stablehlo.divide %3772, %3777 : tensor<3x3x128x128xf32>
    %3779 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3780 = stablehlo.multiply %3779, %m.layer2.0.bn2.g : tensor<128xf32>
    %3781 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3782 = stablehlo.multiply %3781, %2883 : tensor<128xf32>
    %3783 = stablehlo.add %3780, %3782 : tensor<128xf32>
    %3784 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3785 = stablehlo.multiply %3784, %v.layer2.0.bn2.g : tensor<128xf32>
    %3786 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3787 = stablehlo.multiply %2883, %2883 : tensor<128xf32>
    %3788 = stablehlo.multiply %3786, %3787 : tensor<128xf32>
    %3789 = stablehlo.add %3785, %3788 : tensor<128xf32>
    %3790 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3791 = stablehlo.divide %3783, %3790 : tensor<128xf32>
    %3792 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3793 = stablehlo.divide %3789, %3792 : tensor<128xf32>
    %3794 = stablehlo.sqrt %3793 : tensor<128xf32>
    %3795 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3796 = stablehlo.add %3794, %3795 : tensor<128xf32>
    %3797 = stablehlo.divide %3791, %3796 : tensor<128xf32>
    %3798 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3799 = stablehlo.multiply %3798, %m.layer2.0.bn2.b : tensor<128xf32>
    %3800 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3801 = stablehlo.multiply %3800, %2888 : tensor<128xf32>
    %3802 = stablehlo.add %3799, %3801 : tensor<128xf32>
    %3803 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3804 = stablehlo.multiply %3803, %v.layer2.0.bn2.b : tensor<128xf32>
    %3805 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3806 = stablehlo.multiply %2888, %2888 : tensor<128xf32>
    %3807 = stablehlo.multiply %3805, %3806 : tensor<128xf32>
    %3808 = stablehlo.add %3804, %3807 : tensor<128xf32>
    %3809 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3810 = stablehlo.divide %3802, %3809 : tensor<128xf32>
    %3811 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3812 = stablehlo.divide %3808, %3811 : tensor<128xf32>
    %3813 = stablehlo.sqrt %3812 : tensor<128xf32>
    %3814 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3815 = stablehlo.add %3813, %3814 : tensor<128xf32>
    %3816 = stablehlo.divide %3810, %3815 : tensor<128xf32>
    %3817 = stablehlo.constant dense<0.9> : tensor<1x1x64x128xf32>
    %3818 = stablehlo.multiply %3817, %m.layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %3819 = stablehlo.constant dense<0.1> : tensor<1x1x64x128xf32>
    %3820 = stablehlo.multiply %3819, %2893 : tensor<1x1x64x128xf32>
    %3821 = stablehlo.add %3818, %3820 : tensor<1x1x64x128xf32>
    %3822 = stablehlo.constant dense<0.999> : tensor<1x1x64x128xf32>
    %3823 = stablehlo.multiply %3822, %v.layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %3824 = stablehlo.constant dense<0.001> : tensor<1x1x64x128xf32>
    %3825 = stablehlo.multiply %2893, %2893 : tensor<1x1x64x128xf32>
    %3826 = stablehlo.multiply %3824, %3825 : tensor<1x1x64x128xf32>
    %3827 = stablehlo.add %3823, %3826 : tensor<1x1x64x128xf32>
    %3828 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3829 = stablehlo.divide %3821, %3828 : tensor<1x1x64x128xf32>
    %3830 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3831 = stablehlo.divide %3827, %3830 : tensor<1x1x64x128xf32>
    %3832 = stablehlo.sqrt %3831 : tensor<1x1x64x128xf32>
    %3833 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x128xf32>
    %3834 = stablehlo.add %3832, %3833 : tensor<1x1x64x128xf32>
    %3835 = stablehlo.divide %3829, %3834 : tensor<1x1x64x128xf32>
    %3836 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3837 = stablehlo.multiply %3836, %m.layer2.0.downsample.1.g : tensor<128xf32>
    %3838 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3839 = stablehlo.multiply %3838, %2898 : tensor<128xf32>
    %3840 = stablehlo.add %3837, %3839 : tensor<128xf32>
    %3841 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3842 = stablehlo.multiply %3841, %v.layer2.0.downsample.1.g : tensor<128xf32>
    %3843 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3844 = stablehlo.multiply %2898, %2898 : tensor<128xf32>
    %3845 = stablehlo.multiply %3843, %3844 : tensor<128xf32>
    %3846 = stablehlo.add %3842, %3845 : tensor<128xf32>
    %3847 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3848 = stablehlo.divide %3840, %3847 : tensor<128xf32>
    %3849 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3850 = stablehlo.divide %3846, %3849 : tensor<128xf32>
    %3851 = stablehlo.sqrt %3850 : tensor<128xf32>
    %3852 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3853 = stablehlo.add %3851, %3852 : tensor<128xf32>
    %3854 = stablehlo.divide %3848, %3853 : tensor<128xf32>
    %3855 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3856 = stablehlo.multiply %3855, %m.layer2.0.downsample.1.b : tensor<128xf32>
    %3857 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3858 = stablehlo.multiply %3857, %2903 : tensor<128xf32>
    %3859 = stablehlo.add %3856, %3858 : tensor<128xf32>
    %3860 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3861 = stablehlo.multiply %3860, %v.layer2.0.downsample.1.b : tensor<128xf32>
    %3862 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3863 = stablehlo.multiply %2903, %2903 : tensor<128xf32>
    %3864 = stablehlo.multiply %3862, %3863 : tensor<128xf32>
    %3865 = stablehlo.add %3861, %3864 : tensor<128xf32>
    %3866 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3867 = stablehlo.divide %3859, %3866 : tensor<128xf32>
    %3868 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3869 = stablehlo.divide %3865, %3868 : tensor<128xf32>
    %3870 = stablehlo.sqrt %3869 : tensor<128xf32>
    %3871 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3872 = stablehlo.add %3870, %3871 : tensor<128xf32>
    %3873 = stablehlo.divide %3867, %3872 : tensor<128xf32>
    %3874 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %3875 = stablehlo.multiply %3874, %m.layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %3876 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %3877 = stablehlo.multiply %3876, %2908 : tensor<3x3x128x128xf32>
    %3878 = stablehlo.add %3875, %3877 : tensor<3x3x128x128xf32>
    %3879 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %3880 = stablehlo.multiply %3879, %v.layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %3881 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %3882 = stablehlo.multiply %2908, %2908 : tensor<3x3x128x128xf32>
    %3883 = stablehlo.multiply %3881, %3882 : tensor<3x3x128x128xf32>
    %3884 = stablehlo.add %3880, %3883 : tensor<3x3x128x128xf32>
    %3885 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3886 = stablehlo.divide %3878, %3885 : tensor<3x3x128x128xf32>
    %3887 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3888 = stablehlo.divide %3884, %3887 : tensor<3x3x128x128xf32>
    %3889 = stablehlo.sqrt %3888 : tensor<3x3x128x128xf32>
    %3890 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %3891 = stablehlo.add %3889, %3890 : tensor<3x3x128x128xf32>
    %3892 = stablehlo.divide %3886, %3891 : tensor<3x3x128x128xf32>
    %3893 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3894 = stablehlo.multiply %3893, %m.layer2.1.bn1.g : tensor<128xf32>
    %3895 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3896 = stablehlo.multiply %3895, %2913 : tensor<128xf32>
    %3897 = stablehlo.add %3894, %3896 : tensor<128xf32>
    %3898 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3899 = stablehlo.multiply %3898, %v.layer2.1.bn1.g : tensor<128xf32>
    %3900 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3901 = stablehlo.multiply %2913, %2913 : tensor<128xf32>
    %3902 = stablehlo.multiply %3900, %3901 : tensor<128xf32>
    %3903 = stablehlo.add %3899, %3902 : tensor<128xf32>
    %3904 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3905 = stablehlo.divide %3897, %3904 : tensor<128xf32>
    %3906 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3907 = stablehlo.divide %3903, %3906 : tensor<128xf32>
    %3908 = stablehlo.sqrt %3907 : tensor<128xf32>
    %3909 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3910 = stablehlo.add %3908, %3909 : tensor<128xf32>
    %3911 = stablehlo.divide %3905, %3910 : tensor<128xf32>
    %3912 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3913 = stablehlo.multiply %3912, %m.layer2.1.bn1.b : tensor<128xf32>
    %3914 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3915 = stablehlo.multiply %3914, %2918 : tensor<128xf32>
    %3916 = stablehlo.add %3913, %3915 : tensor<128xf32>
    %3917 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3918 = stablehlo.multiply %3917, %v.layer2.1.bn1.b : tensor<128xf32>
    %3919 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3920 = stablehlo.multiply %2918, %2918 : tensor<128xf32>
    %3921 = stablehlo.multiply %3919, %3920 : tensor<128xf32>
    %3922 = stablehlo.add %3918, %3921 : tensor<128xf32>
    %3923 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3924 = stablehlo.divide %3916, %3923 : tensor<128xf32>
    %3925 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3926 = stablehlo.divide %3922, %3925 : tensor<128xf32>
    %3927 = stablehlo.sqrt %3926 : tensor<128xf32>
    %3928 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3929 = stablehlo.add %3927, %3928 : tensor<128xf32>
    %3930 = stablehlo.divide %3924, %3929 : tensor<128xf32>
    %3931 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %3932 = stablehlo.multiply %3931, %m.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %3933 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %3934 = stablehlo.multiply %3933, %2923 : tensor<3x3x128x128xf32>
    %3935 = stablehlo.add %3932, %3934 : tensor<3x3x128x128xf32>
    %3936 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %3937 = stablehlo.multiply %3936, %v.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %3938 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %3939 = stablehlo.multiply %2923, %2923 : tensor<3x3x128x128xf32>
    %3940 = stablehlo.multiply %3938, %3939 : tensor<3x3x128x128xf32>
    %3941 = stablehlo.add %3937, %3940 : tensor<3x3x128x128xf32>
    %3942 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3943 = stablehlo.divide %3935, %3942 : tensor<3x3x128x128xf32>
    %3944 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3945 = stablehlo.divide %3941, %3944 : tensor<3x3x128x128xf32>
    %3946 = stablehlo.sqrt %3945 : tensor<3x3x128x128xf32>
    %3947 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %3948 = stablehlo.add %3946, %3947 : tensor<3x3x128x128xf32>
    %3949 = stablehlo.divide %3943, %3948 : tensor<3x3x128x128xf32>
    %3950 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3951 = stablehlo.multiply %3950, %m.layer2.1.bn2.g : tensor<128xf32>
    %3952 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3953 = stablehlo.multiply %3952, %2928 : tensor<128xf32>
    %3954 = stablehlo.add %3951, %3953 : tensor<128xf32>
    %3955 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3956 = stablehlo.multiply %3955, %v.layer2.1.bn2.g : tensor<128xf32>
    %3957 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3958 = stablehlo.multiply %2928, %2928 : tensor<128xf32>
    %3959 = stablehlo.multiply %3957, %3958 : tensor<128xf32>
    %3960 = stablehlo.add %3956, %3959 : tensor<128xf32>
    %3961 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3962 = stablehlo.divide %3954, %3961 : tensor<128xf32>
    %3963 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3964 = stablehlo.divide %3960, %3963 : tensor<128xf32>
    %3965 = stablehlo.sqrt %3964 : tensor<128xf32>
    %3966 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3967 = stablehlo.add %3965, %3966 : tensor<128xf32>
    %3968 = stablehlo.divide %3962, %3967 : tensor<128xf32>
    %3969 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %3970 = stablehlo.multiply %3969, %m.layer2.1.bn2.b : tensor<128xf32>
    %3971 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %3972 = stablehlo.multiply %3971, %2933 : tensor<128xf32>
    %3973 = stablehlo.add %3970, %3972 : tensor<128xf32>
    %3974 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %3975 = stablehlo.multiply %3974, %v.layer2.1.bn2.b : tensor<128xf32>
    %3976 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %3977 = stablehlo.multiply %2933, %2933 : tensor<128xf32>
    %3978 = stablehlo.multiply %3976, %3977 : tensor<128xf32>
    %3979 = stablehlo.add %3975, %3978 : tensor<128xf32>
    %3980 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3981 = stablehlo.divide %3973, %3980 : tensor<128xf32>
    %3982 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3983 = stablehlo.divide %3979, %3982 : tensor<128xf32>
    %3984 = stablehlo.sqrt %3983 : tensor<128xf32>
    %3985 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %3986 = stablehlo.add %3984, %3985 : tensor<128xf32>
    %3987 = stablehlo.divide %3981, %3986 : tensor<128xf32>
    %3988 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %3989 = stablehlo.multiply %3988, %m.layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %3990 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %3991 = stablehlo.multiply %3990, %2938 : tensor<3x3x128x128xf32>
    %3992 = stablehlo.add %3989, %3991 : tensor<3x3x128x128xf32>
    %3993 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %3994 = stablehlo.multiply %3993, %v.layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %3995 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %3996 = stablehlo.multiply %2938, %2938 : tensor<3x3x128x128xf32>
    %3997 = stablehlo.multiply %3995, %3996 : tensor<3x3x128x128xf32>
    %3998 = stablehlo.add %3994, %3997 : tensor<3x3x128x128xf32>
    %3999 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4000 = stablehlo.divide %3992, %3999 : tensor<3x3x128x128xf32>
    %4001 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4002 = stablehlo.divide %3998, %4001 : tensor<3x3x128x128xf32>
    %4003 = stablehlo.sqrt %4002 : tensor<3x3x128x128xf32>
    %4004 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4005 = stablehlo.add %4003, %4004 : tensor<3x3x128x128xf32>
    %4006 = stablehlo.divide %4000, %4005 : tensor<3x3x128x128xf32>
    %4007 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4008 = stablehlo.multiply %4007, %m.layer2.2.bn1.g : tensor<128xf32>
    %4009 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4010 = stablehlo.multiply %4009, %2943 : tensor<128xf32>
    %4011 = stablehlo.add %4008, %4010 : tensor<128xf32>
    %4012 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4013 = stablehlo.multiply %4012, %v.layer2.2.bn1.g : tensor<128xf32>
    %4014 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4015 = stablehlo.multiply %2943, %2943 : tensor<128xf32>
    %4016 = stablehlo.multiply %4014, %4015 : tensor<128xf32>
    %4017 = stablehlo.add %4013, %4016 : tensor<128xf32>
    %4018 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4019 = stablehlo.divide %4011, %4018 : tensor<128xf32>
    %4020 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4021 = stablehlo.divide %4017, %4020 : tensor<128xf32>
    %4022 = stablehlo.sqrt %4021 : tensor<128xf32>
    %4023 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4024 = stablehlo.add %4022, %4023 : tensor<128xf32>
    %4025 = stablehlo.divide %4019, %4024 : tensor<128xf32>
    %4026 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4027 = stablehlo.multiply %4026, %m.layer2.2.bn1.b : tensor<128xf32>
    %4028 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4029 = stablehlo.multiply %4028, %2948 : tensor<128xf32>
    %4030 = stablehlo.add %4027, %4029 : tensor<128xf32>
    %4031 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4032 = stablehlo.multiply %4031, %v.layer2.2.bn1.b : tensor<128xf32>
    %4033 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4034 = stablehlo.multiply %2948, %2948 : tensor<128xf32>
    %4035 = stablehlo.multiply %4033, %4034 : tensor<128xf32>
    %4036 = stablehlo.add %4032, %4035 : tensor<128xf32>
    %4037 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4038 = stablehlo.divide %4030, %4037 : tensor<128xf32>
    %4039 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4040 = stablehlo.divide %4036, %4039 : tensor<128xf32>
    %4041 = stablehlo.sqrt %4040 : tensor<128xf32>
    %4042 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4043 = stablehlo.add %4041, %4042 : tensor<128xf32>
    %4044 = stablehlo.divide %4038, %4043 : tensor<128xf32>
    %4045 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4046 = stablehlo.multiply %4045, %m.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %4047 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4048 = stablehlo.multiply %4047, %2953 : tensor<3x3x128x128xf32>
    %4049 = stablehlo.add %4046, %4048 : tensor<3x3x128x128xf32>
    %4050 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4051 = stablehlo.multiply %4050, %v.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %4052 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4053 = stablehlo.multiply %2953, %2953 : tensor<3x3x128x128xf32>
    %4054 = stablehlo.multiply %4052, %4053 : tensor<3x3x128x128xf32>
    %4055 = stablehlo.add %4051, %4054 : tensor<3x3x128x128xf32>
    %4056 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4057 = stablehlo.divide %4049, %4056 : tensor<3x3x128x128xf32>
    %4058 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4059 = stablehlo.divide %4055, %4058 : tensor<3x3x128x128xf32>
    %4060 = stablehlo.sqrt %4059 : tensor<3x3x128x128xf32>
    %4061 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4062 = stablehlo.add %4060, %4061 : tensor<3x3x128x128xf32>
    %4063 = stablehlo.divide %4057, %4062 : tensor<3x3x128x128xf32>
    %4064 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4065 = stablehlo.multiply %4064, %m.layer2.2.bn2.g : tensor<128xf32>
    %4066 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4067 = stablehlo.multiply %4066, %2958 : tensor<128xf32>
    %4068 = stablehlo.add %4065, %4067 : tensor<128xf32>
    %4069 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4070 = stablehlo.multiply %4069, %v.layer2.2.bn2.g : tensor<128xf32>
    %4071 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4072 = stablehlo.multiply %2958, %2958 : tensor<128xf32>
    %4073 = stablehlo.multiply %4071, %4072 : tensor<128xf32>
    %4074 = stablehlo.add %4070, %4073 : tensor<128xf32>
    %4075 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4076 = stablehlo.divide %4068, %4075 : tensor<128xf32>
    %4077 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4078 = stablehlo.divide %4074, %4077 : tensor<128xf32>
    %4079 = stablehlo.sqrt %4078 : tensor<128xf32>
    %4080 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4081 = stablehlo.add %4079, %4080 : tensor<128xf32>
    %4082 = stablehlo.divide %4076, %4081 : tensor<128xf32>
    %4083 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4084 = stablehlo.multiply %4083, %m.layer2.2.bn2.b : tensor<128xf32>
    %4085 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4086 = stablehlo.multiply %4085, %2963 : tensor<128xf32>
    %4087 = stablehlo.add %4084, %4086 : tensor<128xf32>
    %4088 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4089 = stablehlo.multiply %4088, %v.layer2.2.bn2.b : tensor<128xf32>
    %4090 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4091 = stablehlo.multiply %2963, %2963 : tensor<128xf32>
    %4092 = stablehlo.multiply %4090, %4091 : tensor<128xf32>
    %4093 = stablehlo.add %4089, %4092 : tensor<128xf32>
    %4094 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4095 = stablehlo.divide %4087, %4094 : tensor<128xf32>
    %4096 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4097 = stablehlo.divide %4093, %4096 : tensor<128xf32>
    %4098 = stablehlo.sqrt %4097 : tensor<128xf32>
    %4099 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4100 = stablehlo.add %4098, %4099 : tensor<128xf32>
    %4101 = stablehlo.divide %4095, %4100 : tensor<128xf32>
    %4102 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4103 = stablehlo.multiply %4102, %m.layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %4104 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4105 = stablehlo.multiply %4104, %2968 : tensor<3x3x128x128xf32>
    %4106 = stablehlo.add %4103, %4105 : tensor<3x3x128x128xf32>
    %4107 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4108 = stablehlo.multiply %4107, %v.layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %4109 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4110 = stablehlo.multiply %2968, %2968 : tensor<3x3x128x128xf32>
    %4111 = stablehlo.multiply %4109, %4110 : tensor<3x3x128x128xf32>
    %4112 = stablehlo.add %4108, %4111 : tensor<3x3x128x128xf32>
    %4113 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4114 = stablehlo.divide %4106, %4113 : tensor<3x3x128x128xf32>
    %4115 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4116 = stablehlo.divide %4112, %4115 : tensor<3x3x128x128xf32>
    %4117 = stablehlo.sqrt %4116 : tensor<3x3x128x128xf32>
    %4118 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4119 = stablehlo.add %4117, %4118 : tensor<3x3x128x128xf32>
    %4120 = stablehlo.divide %4114, %4119 : tensor<3x3x128x128xf32>
    %4121 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4122 = stablehlo.multiply %4121, %m.layer2.3.bn1.g : tensor<128xf32>
    %4123 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4124 = stablehlo.multiply %4123, %2973 : tensor<128xf32>
    %4125 = stablehlo.add %4122, %4124 : tensor<128xf32>
    %4126 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4127 = stablehlo.multiply %4126, %v.layer2.3.bn1.g : tensor<128xf32>
    %4128 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4129 = stablehlo.multiply %2973, %2973 : tensor<128xf32>
    %4130 = stablehlo.multiply %4128, %4129 : tensor<128xf32>
    %4131 = stablehlo.add %4127, %4130 : tensor<128xf32>
    %4132 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4133 = stablehlo.divide %4125, %4132 : tensor<128xf32>
    %4134 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4135 = stablehlo.divide %4131, %4134 : tensor<128xf32>
    %4136 = stablehlo.sqrt %4135 : tensor<128xf32>
    %4137 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4138 = stablehlo.add %4136, %4137 : tensor<128xf32>
    %4139 = stablehlo.divide %4133, %4138 : tensor<128xf32>
    %4140 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4141 = stablehlo.multiply %4140, %m.layer2.3.bn1.b : tensor<128xf32>
    %4142 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4143 = stablehlo.multiply %4142, %2978 : tensor<128xf32>
    %4144 = stablehlo.add %4141, %4143 : tensor<128xf32>
    %4145 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4146 = stablehlo.multiply %4145, %v.layer2.3.bn1.b : tensor<128xf32>
    %4147 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4148 = stablehlo.multiply %2978, %2978 : tensor<128xf32>
    %4149 = stablehlo.multiply %4147, %4148 : tensor<128xf32>
    %4150 = stablehlo.add %4146, %4149 : tensor<128xf32>
    %4151 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4152 = stablehlo.divide %4144, %4151 : tensor<128xf32>
    %4153 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4154 = stablehlo.divide %4150, %4153 : tensor<128xf32>
    %4155 = stablehlo.sqrt %4154 : tensor<128xf32>
    %4156 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4157 = stablehlo.add %4155, %4156 : tensor<128xf32>
    %4158 = stablehlo.divide %4152, %4157 : tensor<128xf32>
    %4159 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4160 = stablehlo.multiply %4159, %m.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %4161 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4162 = stablehlo.multiply %4161, %2983 : tensor<3x3x128x128xf32>
    %4163 = stablehlo.add %4160, %4162 : tensor<3x3x128x128xf32>
    %4164 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4165 = stablehlo.multiply %4164, %v.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %4166 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4167 = stablehlo.multiply %2983, %2983 : tensor<3x3x128x128xf32>
    %4168 = stablehlo.multiply %4166, %4167 : tensor<3x3x128x128xf32>
    %4169 = stablehlo.add %4165, %4168 : tensor<3x3x128x128xf32>
    %4170 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4171 = stablehlo.divide %4163, %4170 : tensor<3x3x128x128xf32>
    %4172 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4173 = stablehlo.divide %4169, %4172 : tensor<3x3x128x128xf32>
    %4174 = stablehlo.sqrt %4173 : tensor<3x3x128x128xf32>
    %4175 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4176 = stablehlo.add %4174, %4175 : tensor<3x3x128x128xf32>
    %4177 = stablehlo.divide %4171, %4176 : tensor<3x3x128x128xf32>
    %4178 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4179 = stablehlo.multiply %4178, %m.layer2.3.bn2.g : tensor<128xf32>
    %4180 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4181 = stablehlo.multiply %4180, %2988 : tensor<128xf32>
    %4182 = stablehlo.add %4179, %4181 : tensor<128xf32>
    %4183 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4184 = stablehlo.multiply %4183, %v.layer2.3.bn2.g : tensor<128xf32>
    %4185 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4186 = stablehlo.multiply %2988, %2988 : tensor<128xf32>
    %4187 = stablehlo.multiply %4185, %4186 : tensor<128xf32>
    %4188 = stablehlo.add %4184, %4187 : tensor<128xf32>
    %4189 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4190 = stablehlo.divide %4182, %4189 : tensor<128xf32>
    %4191 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4192 = stablehlo.divide %4188, %4191 : tensor<128xf32>
    %4193 = stablehlo.sqrt %4192 : tensor<128xf32>
    %4194 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4195 = stablehlo.add %4193, %4194 : tensor<128xf32>
    %4196 = stablehlo.divide %4190, %4195 : tensor<128xf32>
    %4197 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4198 = stablehlo.multiply %4197, %m.layer2.3.bn2.b : tensor<128xf32>
    %4199 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4200 = stablehlo.multiply %4199, %2993 : tensor<128xf32>
    %4201 = stablehlo.add %4198, %4200 : tensor<128xf32>
    %4202 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4203 = stablehlo.multiply %4202, %v.layer2.3.bn2.b : tensor<128xf32>
    %4204 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4205 = stablehlo.multiply %2993, %2993 : tensor<128xf32>
    %4206 = stablehlo.multiply %4204, %4205 : tensor<128xf32>
    %4207 = stablehlo.add %4203, %4206 : tensor<128xf32>
    %4208 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4209 = stablehlo.divide %4201, %4208 : tensor<128xf32>
    %4210 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4211 = stablehlo.divide %4207, %4210 : tensor<128xf32>
    %4212 = stablehlo.sqrt %4211 : tensor<128xf32>
    %4213 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4214 = stablehlo.add %4212, %4213 : tensor<128xf32>
    %4215 = stablehlo.divide %4209, %4214 : tensor<128xf32>
    %4216 = stablehlo.constant dense<0.9> : tensor<3x3x128x256xf32>
    %4217 = stablehlo.multiply %4216, %m.layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %4218 = stablehlo.constant dense<0.1> : tensor<3x3x128x256xf32>
    %4219 = stablehlo.multiply %4218, %2998 : tensor<3x3x128x256xf32>
    %4220 = stablehlo.add %4217, %4219 : tensor<3x3x128x256xf32>
    %4221 = stablehlo.constant dense<0.999> : tensor<3x3x128x256xf32>
    %4222 = stablehlo.multiply %4221, %v.layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %4223 = stablehlo.constant dense<0.001> : tensor<3x3x128x256xf32>
    %4224 = stablehlo.multiply %2998, %2998 : tensor<3x3x128x256xf32>
    %4225 = stablehlo.multiply %4223, %4224 : tensor<3x3x128x256xf32>
    %4226 = stablehlo.add %4222, %4225 : tensor<3x3x128x256xf32>
    %4227 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %4228 = stablehlo.divide %4220, %4227 : tensor<3x3x128x256xf32>
    %4229 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %4230 = stablehlo.divide %4226, %4229 : tensor<3x3x128x256xf32>
    %4231 = stablehlo.sqrt %4230 : tensor<3x3x128x256xf32>
    %4232 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x256xf32>
    %4233 = stablehlo.add %4231, %4232 : tensor<3x3x128x256xf32>
    %4234 = stablehlo.divide %4228, %4233 : tensor<3x3x128x256xf32>
    %4235 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4236 = stablehlo.multiply %4235, %m.layer3.0.bn1.g : tensor<256xf32>
    %4237 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4238 = stablehlo.multiply %4237, %3003 : tensor<256xf32>
    %4239 = stablehlo.add %4236, %4238 : tensor<256xf32>
    %4240 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4241 = stablehlo.multiply %4240, %v.layer3.0.bn1.g : tensor<256xf32>
    %4242 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4243 = stablehlo.multiply %3003, %3003 : tensor<256xf32>
    %4244 = stablehlo.multiply %4242, %4243 : tensor<256xf32>
    %4245 = stablehlo.add %4241, %4244 : tensor<256xf32>
    %4246 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4247 = stablehlo.divide %4239, %4246 : tensor<256xf32>
    %4248 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4249 = stablehlo.divide %4245, %4248 : tensor<256xf32>
    %4250 = stablehlo.sqrt %4249 : tensor<256xf32>
    %4251 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4252 = stablehlo.add %4250, %4251 : tensor<256xf32>
    %4253 = stablehlo.divide %4247, %4252 : tensor<256xf32>
    %4254 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4255 = stablehlo.multiply %4254, %m.layer3.0.bn1.b : tensor<256xf32>
    %4256 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4257 = stablehlo.multiply %4256, %3008 : tensor<256xf32>
    %4258 = stablehlo.add %4255, %4257 : tensor<256xf32>
    %4259 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4260 = stablehlo.multiply %4259, %v.layer3.0.bn1.b : tensor<256xf32>
    %4261 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4262 = stablehlo.multiply %3008, %3008 : tensor<256xf32>
    %4263 = stablehlo.multiply %4261, %4262 : tensor<256xf32>
    %4264 = stablehlo.add %4260, %4263 : tensor<256xf32>
    %4265 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4266 = stablehlo.divide %4258, %4265 : tensor<256xf32>
    %4267 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4268 = stablehlo.divide %4264, %4267 : tensor<256xf32>
    %4269 = stablehlo.sqrt %4268 : tensor<256xf32>
    %4270 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4271 = stablehlo.add %4269, %4270 : tensor<256xf32>
    %4272 = stablehlo.divide %4266, %4271 : tensor<256xf32>
    %4273 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4274 = stablehlo.multiply %4273, %m.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %4275 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4276 = stablehlo.multiply %4275, %3013 : tensor<3x3x256x256xf32>
    %4277 = stablehlo.add %4274, %4276 : tensor<3x3x256x256xf32>
    %4278 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4279 = stablehlo.multiply %4278, %v.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %4280 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4281 = stablehlo.multiply %3013, %3013 : tensor<3x3x256x256xf32>
    %4282 = stablehlo.multiply %4280, %4281 : tensor<3x3x256x256xf32>
    %4283 = stablehlo.add %4279, %4282 : tensor<3x3x256x256xf32>
    %4284 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4285 = stablehlo.divide %4277, %4284 : tensor<3x3x256x256xf32>
    %4286 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4287 = stablehlo.divide %4283, %4286 : tensor<3x3x256x256xf32>
    %4288 = stablehlo.sqrt %4287 : tensor<3x3x256x256xf32>
    %4289 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4290 = stablehlo.add %4288, %4289 : tensor<3x3x256x256xf32>
    %4291 = stablehlo.divide %4285, %4290 : tensor<3x3x256x256xf32>
    %4292 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4293 = stablehlo.multiply %4292, %m.layer3.0.bn2.g : tensor<256xf32>
    %4294 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4295 = stablehlo.multiply %4294, %3018 : tensor<256xf32>
    %4296 = stablehlo.add %4293, %4295 : tensor<256xf32>
    %4297 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4298 = stablehlo.multiply %4297, %v.layer3.0.bn2.g : tensor<256xf32>
    %4299 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4300 = stablehlo.multiply %3018, %3018 : tensor<256xf32>
    %4301 = stablehlo.multiply %4299, %4300 : tensor<256xf32>
    %4302 = stablehlo.add %4298, %4301 : tensor<256xf32>
    %4303 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4304 = stablehlo.divide %4296, %4303 : tensor<256xf32>
    %4305 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4306 = stablehlo.divide %4302, %4305 : tensor<256xf32>
    %4307 = stablehlo.sqrt %4306 : tensor<256xf32>
    %4308 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4309 = stablehlo.add %4307, %4308 : tensor<256xf32>
    %4310 = stablehlo.divide %4304, %4309 : tensor<256xf32>
    %4311 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4312 = stablehlo.multiply %4311, %m.layer3.0.bn2.b : tensor<256xf32>
    %4313 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4314 = stablehlo.multiply %4313, %3023 : tensor<256xf32>
    %4315 = stablehlo.add %4312, %4314 : tensor<256xf32>
    %4316 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4317 = stablehlo.multiply %4316, %v.layer3.0.bn2.b : tensor<256xf32>
    %4318 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4319 = stablehlo.multiply %3023, %3023 : tensor<256xf32>
    %4320 = stablehlo.multiply %4318, %4319 : tensor<256xf32>
    %4321 = stablehlo.add %4317, %4320 : tensor<256xf32>
    %4322 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4323 = stablehlo.divide %4315, %4322 : tensor<256xf32>
    %4324 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4325 = stablehlo.divide %4321, %4324 : tensor<256xf32>
    %4326 = stablehlo.sqrt %4325 : tensor<256xf32>
    %4327 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4328 = stablehlo.add %4326, %4327 : tensor<256xf32>
    %4329 = stablehlo.divide %4323, %4328 : tensor<256xf32>
    %4330 = stablehlo.constant dense<0.9> : tensor<1x1x128x256xf32>
    %4331 = stablehlo.multiply %4330, %m.layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %4332 = stablehlo.constant dense<0.1> : tensor<1x1x128x256xf32>
    %4333 = stablehlo.multiply %4332, %3028 : tensor<1x1x128x256xf32>
    %4334 = stablehlo.add %4331, %4333 : tensor<1x1x128x256xf32>
    %4335 = stablehlo.constant dense<0.999> : tensor<1x1x128x256xf32>
    %4336 = stablehlo.multiply %4335, %v.layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %4337 = stablehlo.constant dense<0.001> : tensor<1x1x128x256xf32>
    %4338 = stablehlo.multiply %3028, %3028 : tensor<1x1x128x256xf32>
    %4339 = stablehlo.multiply %4337, %4338 : tensor<1x1x128x256xf32>
    %4340 = stablehlo.add %4336, %4339 : tensor<1x1x128x256xf32>
    %4341 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %4342 = stablehlo.divide %4334, %4341 : tensor<1x1x128x256xf32>
    %4343 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %4344 = stablehlo.divide %4340, %4343 : tensor<1x1x128x256xf32>
    %4345 = stablehlo.sqrt %4344 : tensor<1x1x128x256xf32>
    %4346 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x256xf32>
    %4347 = stablehlo.add %4345, %4346 : tensor<1x1x128x256xf32>
    %4348 = stablehlo.divide %4342, %4347 : tensor<1x1x128x256xf32>
    %4349 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4350 = stablehlo.multiply %4349, %m.layer3.0.downsample.1.g : tensor<256xf32>
    %4351 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4352 = stablehlo.multiply %4351, %3033 : tensor<256xf32>
    %4353 = stablehlo.add %4350, %4352 : tensor<256xf32>
    %4354 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4355 = stablehlo.multiply %4354, %v.layer3.0.downsample.1.g : tensor<256xf32>
    %4356 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4357 = stablehlo.multiply %3033, %3033 : tensor<256xf32>
    %4358 = stablehlo.multiply %4356, %4357 : tensor<256xf32>
    %4359 = stablehlo.add %4355, %4358 : tensor<256xf32>
    %4360 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4361 = stablehlo.divide %4353, %4360 : tensor<256xf32>
    %4362 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4363 = stablehlo.divide %4359, %4362 : tensor<256xf32>
    %4364 = stablehlo.sqrt %4363 : tensor<256xf32>
    %4365 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4366 = stablehlo.add %4364, %4365 : tensor<256xf32>
    %4367 = stablehlo.divide %4361, %4366 : tensor<256xf32>
    %4368 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4369 = stablehlo.multiply %4368, %m.layer3.0.downsample.1.b : tensor<256xf32>
    %4370 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4371 = stablehlo.multiply %4370, %3038 : tensor<256xf32>
    %4372 = stablehlo.add %4369, %4371 : tensor<256xf32>
    %4373 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4374 = stablehlo.multiply %4373, %v.layer3.0.downsample.1.b : tensor<256xf32>
    %4375 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4376 = stablehlo.multiply %3038, %3038 : tensor<256xf32>
    %4377 = stablehlo.multiply %4375, %4376 : tensor<256xf32>
    %4378 = stablehlo.add %4374, %4377 : tensor<256xf32>
    %4379 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4380 = stablehlo.divide %4372, %4379 : tensor<256xf32>
    %4381 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4382 = stablehlo.divide %4378, %4381 : tensor<256xf32>
    %4383 = stablehlo.sqrt %4382 : tensor<256xf32>
    %4384 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4385 = stablehlo.add %4383, %4384 : tensor<256xf32>
    %4386 = stablehlo.divide %4380, %4385 : tensor<256xf32>
    %4387 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4388 = stablehlo.multiply %4387, %m.layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %4389 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4390 = stablehlo.multiply %4389, %3043 : tensor<3x3x256x256xf32>
    %4391 = stablehlo.add %4388, %4390 : tensor<3x3x256x256xf32>
    %4392 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4393 = stablehlo.multiply %4392, %v.layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %4394 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4395 = stablehlo.multiply %3043, %3043 : tensor<3x3x256x256xf32>
    %4396 = stablehlo.multiply %4394, %4395 : tensor<3x3x256x256xf32>
    %4397 = stablehlo.add %4393, %4396 : tensor<3x3x256x256xf32>
    %4398 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4399 = stablehlo.divide %4391, %4398 : tensor<3x3x256x256xf32>
    %4400 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4401 = stablehlo.divide %4397, %4400 : tensor<3x3x256x256xf32>
    %4402 = stablehlo.sqrt %4401 : tensor<3x3x256x256xf32>
    %4403 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4404 = stablehlo.add %4402, %4403 : tensor<3x3x256x256xf32>
    %4405 = stablehlo.divide %4399, %4404 : tensor<3x3x256x256xf32>
    %4406 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4407 = stablehlo.multiply %4406, %m.layer3.1.bn1.g : tensor<256xf32>
    %4408 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4409 = stablehlo.multiply %4408, %3048 : tensor<256xf32>
    %4410 = stablehlo.add %4407, %4409 : tensor<256xf32>
    %4411 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4412 = stablehlo.multiply %4411, %v.layer3.1.bn1.g : tensor<256xf32>
    %4413 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4414 = stablehlo.multiply %3048, %3048 : tensor<256xf32>
    %4415 = stablehlo.multiply %4413, %4414 : tensor<256xf32>
    %4416 = stablehlo.add %4412, %4415 : tensor<256xf32>
    %4417 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4418 = stablehlo.divide %4410, %4417 : tensor<256xf32>
    %4419 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4420 = stablehlo.divide %4416, %4419 : tensor<256xf32>
    %4421 = stablehlo.sqrt %4420 : tensor<256xf32>
    %4422 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4423 = stablehlo.add %4421, %4422 : tensor<256xf32>
    %4424 = stablehlo.divide %4418, %4423 : tensor<256xf32>
    %4425 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4426 = stablehlo.multiply %4425, %m.layer3.1.bn1.b : tensor<256xf32>
    %4427 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4428 = stablehlo.multiply %4427, %3053 : tensor<256xf32>
    %4429 = stablehlo.add %4426, %4428 : tensor<256xf32>
    %4430 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4431 = stablehlo.multiply %4430, %v.layer3.1.bn1.b : tensor<256xf32>
    %4432 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4433 = stablehlo.multiply %3053, %3053 : tensor<256xf32>
    %4434 = stablehlo.multiply %4432, %4433 : tensor<256xf32>
    %4435 = stablehlo.add %4431, %4434 : tensor<256xf32>
    %4436 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4437 = stablehlo.divide %4429, %4436 : tensor<256xf32>
    %4438 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4439 = stablehlo.divide %4435, %4438 : tensor<256xf32>
    %4440 = stablehlo.sqrt %4439 : tensor<256xf32>
    %4441 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4442 = stablehlo.add %4440, %4441 : tensor<256xf32>
    %4443 = stablehlo.divide %4437, %4442 : tensor<256xf32>
    %4444 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4445 = stablehlo.multiply %4444, %m.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %4446 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4447 = stablehlo.multiply %4446, %3058 : tensor<3x3x256x256xf32>
    %4448 = stablehlo.add %4445, %4447 : tensor<3x3x256x256xf32>
    %4449 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4450 = stablehlo.multiply %4449, %v.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %4451 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4452 = stablehlo.multiply %3058, %3058 : tensor<3x3x256x256xf32>
    %4453 = stablehlo.multiply %4451, %4452 : tensor<3x3x256x256xf32>
    %4454 = stablehlo.add %4450, %4453 : tensor<3x3x256x256xf32>
    %4455 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4456 = stablehlo.divide %4448, %4455 : tensor<3x3x256x256xf32>
    %4457 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4458 = stablehlo.divide %4454, %4457 : tensor<3x3x256x256xf32>
    %4459 = stablehlo.sqrt %4458 : tensor<3x3x256x256xf32>
    %4460 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4461 = stablehlo.add %4459, %4460 : tensor<3x3x256x256xf32>
    %4462 = stablehlo.divide %4456, %4461 : tensor<3x3x256x256xf32>
    %4463 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4464 = stablehlo.multiply %4463, %m.layer3.1.bn2.g : tensor<256xf32>
    %4465 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4466 = stablehlo.multiply %4465, %3063 : tensor<256xf32>
    %4467 = stablehlo.add %4464, %4466 : tensor<256xf32>
    %4468 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4469 = stablehlo.multiply %4468, %v.layer3.1.bn2.g : tensor<256xf32>
    %4470 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4471 = stablehlo.multiply %3063, %3063 : tensor<256xf32>
    %4472 = stablehlo.multiply %4470, %4471 : tensor<256xf32>
    %4473 = stablehlo.add %4469, %4472 : tensor<256xf32>
    %4474 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4475 = stablehlo.divide %4467, %4474 : tensor<256xf32>
    %4476 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4477 = stablehlo.divide %4473, %4476 : tensor<256xf32>
    %4478 = stablehlo.sqrt %4477 : tensor<256xf32>
    %4479 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4480 = stablehlo.add %4478, %4479 : tensor<256xf32>
    %4481 = stablehlo.divide %4475, %4480 : tensor<256xf32>
    %4482 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4483 = stablehlo.multiply %4482, %m.layer3.1.bn2.b : tensor<256xf32>
    %4484 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4485 = stablehlo.multiply %4484, %3068 : tensor<256xf32>
    %4486 = stablehlo.add %4483, %4485 : tensor<256xf32>
    %4487 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4488 = stablehlo.multiply %4487, %v.layer3.1.bn2.b : tensor<256xf32>
    %4489 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4490 = stablehlo.multiply %3068, %3068 : tensor<256xf32>
    %4491 = stablehlo.multiply %4489, %4490 : tensor<256xf32>
    %4492 = stablehlo.add %4488, %4491 : tensor<256xf32>
    %4493 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4494 = stablehlo.divide %4486, %4493 : tensor<256xf32>
    %4495 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4496 = stablehlo.divide %4492, %4495 : tensor<256xf32>
    %4497 = stablehlo.sqrt %4496 : tensor<256xf32>
    %4498 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4499 = stablehlo.add %4497, %4498 : tensor<256xf32>
    %4500 = stablehlo.divide %4494, %4499 : tensor<256xf32>
    %4501 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4502 = stablehlo.multiply %4501, %m.layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %4503 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4504 = stablehlo.multiply %4503, %3073 : tensor<3x3x256x256xf32>
    %4505 = stablehlo.add %4502, %4504 : tensor<3x3x256x256xf32>
    %4506 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4507 = stablehlo.multiply %4506, %v.layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %4508 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4509 = stablehlo.multiply %3073, %3073 : tensor<3x3x256x256xf32>
    %4510 = stablehlo.multiply %4508, %4509 : tensor<3x3x256x256xf32>
    %4511 = stablehlo.add %4507, %4510 : tensor<3x3x256x256xf32>
    %4512 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4513 = stablehlo.divide %4505, %4512 : tensor<3x3x256x256xf32>
    %4514 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4515 = stablehlo.divide %4511, %4514 : tensor<3x3x256x256xf32>
    %4516 = stablehlo.sqrt %4515 : tensor<3x3x256x256xf32>
    %4517 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4518 = stablehlo.add %4516, %4517 : tensor<3x3x256x256xf32>
    %4519 = stablehlo.divide %4513, %4518 : tensor<3x3x256x256xf32>
    %4520 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4521 = stablehlo.multiply %4520, %m.layer3.2.bn1.g : tensor<256xf32>
    %4522 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4523 = stablehlo.multiply %4522, %3078 : tensor<256xf32>
    %4524 = stablehlo.add %4521, %4523 : tensor<256xf32>
    %4525 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4526 = stablehlo.multiply %4525, %v.layer3.2.bn1.g : tensor<256xf32>
    %4527 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4528 = stablehlo.multiply %3078, %3078 : tensor<256xf32>
    %4529 = stablehlo.multiply %4527, %4528 : tensor<256xf32>
    %4530 = stablehlo.add %4526, %4529 : tensor<256xf32>
    %4531 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4532 = stablehlo.divide %4524, %4531 : tensor<256xf32>
    %4533 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4534 = stablehlo.divide %4530, %4533 : tensor<256xf32>
    %4535 = stablehlo.sqrt %4534 : tensor<256xf32>
    %4536 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4537 = stablehlo.add %4535, %4536 : tensor<256xf32>
    %4538 = stablehlo.divide %4532, %4537 : tensor<256xf32>
    %4539 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4540 = stablehlo.multiply %4539, %m.layer3.2.bn1.b : tensor<256xf32>
    %4541 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4542 = stablehlo.multiply %4541, %3083 : tensor<256xf32>
    %4543 = stablehlo.add %4540, %4542 : tensor<256xf32>
    %4544 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4545 = stablehlo.multiply %4544, %v.layer3.2.bn1.b : tensor<256xf32>
    %4546 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4547 = stablehlo.multiply %3083, %3083 : tensor<256xf32>
    %4548 = stablehlo.multiply %4546, %4547 : tensor<256xf32>
    %4549 = stablehlo.add %4545, %4548 : tensor<256xf32>
    %4550 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4551 = stablehlo.divide %4543, %4550 : tensor<256xf32>
    %4552 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4553 = stablehlo.divide %4549, %4552 : tensor<256xf32>
    %4554 = stablehlo.sqrt %4553 : tensor<256xf32>
    %4555 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4556 = stablehlo.add %4554, %4555 : tensor<256xf32>
    %4557 = stablehlo.divide %4551, %4556 : tensor<256xf32>
    %4558 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4559 = stablehlo.multiply %4558, %m.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %4560 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4561 = stablehlo.multiply %4560, %3088 : tensor<3x3x256x256xf32>
    %4562 = stablehlo.add %4559, %4561 : tensor<3x3x256x256xf32>
    %4563 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4564 = stablehlo.multiply %4563, %v.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %4565 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4566 = stablehlo.multiply %3088, %3088 : tensor<3x3x256x256xf32>
    %4567 = stablehlo.multiply %4565, %4566 : tensor<3x3x256x256xf32>
    %4568 = stablehlo.add %4564, %4567 : tensor<3x3x256x256xf32>
    %4569 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4570 = stablehlo.divide %4562, %4569 : tensor<3x3x256x256xf32>
    %4571 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4572 = stablehlo.divide %4568, %4571 : tensor<3x3x256x256xf32>
    %4573 = stablehlo.sqrt %4572 : tensor<3x3x256x256xf32>
    %4574 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4575 = stablehlo.add %4573, %4574 : tensor<3x3x256x256xf32>
    %4576 = stablehlo.divide %4570, %4575 : tensor<3x3x256x256xf32>
    %4577 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4578 = stablehlo.multiply %4577, %m.layer3.2.bn2.g : tensor<256xf32>
    %4579 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4580 = stablehlo.multiply %4579, %3093 : tensor<256xf32>
    %4581 = stablehlo.add %4578, %4580 : tensor<256xf32>
    %4582 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4583 = stablehlo.multiply %4582, %v.layer3.2.bn2.g : tensor<256xf32>
    %4584 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4585 = stablehlo.multiply %3093, %3093 : tensor<256xf32>
    %4586 = stablehlo.multiply %4584, %4585 : tensor<256xf32>
    %4587 = stablehlo.add %4583, %4586 : tensor<256xf32>
    %4588 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4589 = stablehlo.divide %4581, %4588 : tensor<256xf32>
    %4590 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4591 = stablehlo.divide %4587, %4590 : tensor<256xf32>
    %4592 = stablehlo.sqrt %4591 : tensor<256xf32>
    %4593 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4594 = stablehlo.add %4592, %4593 : tensor<256xf32>
    %4595 = stablehlo.divide %4589, %4594 : tensor<256xf32>
    %4596 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4597 = stablehlo.multiply %4596, %m.layer3.2.bn2.b : tensor<256xf32>
    %4598 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4599 = stablehlo.multiply %4598, %3098 : tensor<256xf32>
    %4600 = stablehlo.add %4597, %4599 : tensor<256xf32>
    %4601 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4602 = stablehlo.multiply %4601, %v.layer3.2.bn2.b : tensor<256xf32>
    %4603 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4604 = stablehlo.multiply %3098, %3098 : tensor<256xf32>
    %4605 = stablehlo.multiply %4603, %4604 : tensor<256xf32>
    %4606 = stablehlo.add %4602, %4605 : tensor<256xf32>
    %4607 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4608 = stablehlo.divide %4600, %4607 : tensor<256xf32>
    %4609 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4610 = stablehlo.divide %4606, %4609 : tensor<256xf32>
    %4611 = stablehlo.sqrt %4610 : tensor<256xf32>
    %4612 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4613 = stablehlo.add %4611, %4612 : tensor<256xf32>
    %4614 = stablehlo.divide %4608, %4613 : tensor<256xf32>
    %4615 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4616 = stablehlo.multiply %4615, %m.layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %4617 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4618 = stablehlo.multiply %4617, %3103 : tensor<3x3x256x256xf32>
    %4619 = stablehlo.add %4616, %4618 : tensor<3x3x256x256xf32>
    %4620 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4621 = stablehlo.multiply %4620, %v.layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %4622 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4623 = stablehlo.multiply %3103, %3103 : tensor<3x3x256x256xf32>
    %4624 = stablehlo.multiply %4622, %4623 : tensor<3x3x256x256xf32>
    %4625 = stablehlo.add %4621, %4624 : tensor<3x3x256x256xf32>
    %4626 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4627 = stablehlo.divide %4619, %4626 : tensor<3x3x256x256xf32>
    %4628 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4629 = stablehlo.divide %4625, %4628 : tensor<3x3x256x256xf32>
    %4630 = stablehlo.sqrt %4629 : tensor<3x3x256x256xf32>
    %4631 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4632 = stablehlo.add %4630, %4631 : tensor<3x3x256x256xf32>
    %4633 = stablehlo.divide %4627, %4632 : tensor<3x3x256x256xf32>
    %4634 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4635 = stablehlo.multiply %4634, %m.layer3.3.bn1.g : tensor<256xf32>
    %4636 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4637 = stablehlo.multiply %4636, %3108 : tensor<256xf32>
    %4638 = stablehlo.add %4635, %4637 : tensor<256xf32>
    %4639 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4640 = stablehlo.multiply %4639, %v.layer3.3.bn1.g : tensor<256xf32>
    %4641 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4642 = stablehlo.multiply %3108, %3108 : tensor<256xf32>
    %4643 = stablehlo.multiply %4641, %4642 : tensor<256xf32>
    %4644 = stablehlo.add %4640, %4643 : tensor<256xf32>
    %4645 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4646 = stablehlo.divide %4638, %4645 : tensor<256xf32>
    %4647 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4648 = stablehlo.divide %4644, %4647 : tensor<256xf32>
    %4649 = stablehlo.sqrt %4648 : tensor<256xf32>
    %4650 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4651 = stablehlo.add %4649, %4650 : tensor<256xf32>
    %4652 = stablehlo.divide %4646, %4651 : tensor<256xf32>
    %4653 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4654 = stablehlo.multiply %4653, %m.layer3.3.bn1.b : tensor<256xf32>
    %4655 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4656 = stablehlo.multiply %4655, %3113 : tensor<256xf32>
    %4657 = stablehlo.add %4654, %4656 : tensor<256xf32>
    %4658 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4659 = stablehlo.multiply %4658, %v.layer3.3.bn1.b : tensor<256xf32>
    %4660 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4661 = stablehlo.multiply %3113, %3113 : tensor<256xf32>
    %4662 = stablehlo.multiply %4660, %4661 : tensor<256xf32>
    %4663 = stablehlo.add %4659, %4662 : tensor<256xf32>
    %4664 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4665 = stablehlo.divide %4657, %4664 : tensor<256xf32>
    %4666 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4667 = stablehlo.divide %4663, %4666 : tensor<256xf32>
    %4668 = stablehlo.sqrt %4667 : tensor<256xf32>
    %4669 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4670 = stablehlo.add %4668, %4669 : tensor<256xf32>
    %4671 = stablehlo.divide %4665, %4670 : tensor<256xf32>
    %4672 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4673 = stablehlo.multiply %4672, %m.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %4674 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4675 = stablehlo.multiply %4674, %3118 : tensor<3x3x256x256xf32>
    %4676 = stablehlo.add %4673, %4675 : tensor<3x3x256x256xf32>
    %4677 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4678 = stablehlo.multiply %4677, %v.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %4679 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4680 = stablehlo.multiply %3118, %3118 : tensor<3x3x256x256xf32>
    %4681 = stablehlo.multiply %4679, %4680 : tensor<3x3x256x256xf32>
    %4682 = stablehlo.add %4678, %4681 : tensor<3x3x256x256xf32>
    %4683 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4684 = stablehlo.divide %4676, %4683 : tensor<3x3x256x256xf32>
    %4685 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4686 = stablehlo.divide %4682, %4685 : tensor<3x3x256x256xf32>
    %4687 = stablehlo.sqrt %4686 : tensor<3x3x256x256xf32>
    %4688 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4689 = stablehlo.add %4687, %4688 : tensor<3x3x256x256xf32>
    %4690 = stablehlo.divide %4684, %4689 : tensor<3x3x256x256xf32>
    %4691 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4692 = stablehlo.multiply %4691, %m.layer3.3.bn2.g : tensor<256xf32>
    %4693 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4694 = stablehlo.multiply %4693, %3123 : tensor<256xf32>
    %4695 = stablehlo.add %4692, %4694 : tensor<256xf32>
    %4696 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4697 = stablehlo.multiply %4696, %v.layer3.3.bn2.g : tensor<256xf32>
    %4698 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4699 = stablehlo.multiply %3123, %3123 : tensor<256xf32>
    %4700 = stablehlo.multiply %4698, %4699 : tensor<256xf32>
    %4701 = stablehlo.add %4697, %4700 : tensor<256xf32>
    %4702 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4703 = stablehlo.divide %4695, %4702 : tensor<256xf32>
    %4704 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4705 = stablehlo.divide %4701, %4704 : tensor<256xf32>
    %4706 = stablehlo.sqrt %4705 : tensor<256xf32>
    %4707 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4708 = stablehlo.add %4706, %4707 : tensor<256xf32>
    %4709 = stablehlo.divide %4703, %4708 : tensor<256xf32>
    %4710 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4711 = stablehlo.multiply %4710, %m.layer3.3.bn2.b : tensor<256xf32>
    %4712 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4713 = stablehlo.multiply %4712, %3128 : tensor<256xf32>
    %4714 = stablehlo.add %4711, %4713 : tensor<256xf32>
    %4715 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4716 = stablehlo.multiply %4715, %v.layer3.3.bn2.b : tensor<256xf32>
    %4717 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4718 = stablehlo.multiply %3128, %3128 : tensor<256xf32>
    %4719 = stablehlo.multiply %4717, %4718 : tensor<256xf32>
    %4720 = stablehlo.add %4716, %4719 : tensor<256xf32>
    %4721 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4722 = stablehlo.divide %4714, %4721 : tensor<256xf32>
    %4723 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4724 = stablehlo.divide %4720, %4723 : tensor<256xf32>
    %4725 = stablehlo.sqrt %4724 : tensor<256xf32>
    %4726 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4727 = stablehlo.add %4725, %4726 : tensor<256xf32>
    %4728 = stablehlo.divide %4722, %4727 : tensor<256xf32>
    %4729 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4730 = stablehlo.multiply %4729, %m.layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %4731 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4732 = stablehlo.multiply %4731, %3133 : tensor<3x3x256x256xf32>
    %4733 = stablehlo.add %4730, %4732 : tensor<3x3x256x256xf32>
    %4734 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4735 = stablehlo.multiply %4734, %v.layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %4736 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4737 = stablehlo.multiply %3133, %3133 : tensor<3x3x256x256xf32>
    %4738 = stablehlo.multiply %4736, %4737 : tensor<3x3x256x256xf32>
    %4739 = stablehlo.add %4735, %4738 : tensor<3x3x256x256xf32>
    %4740 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4741 = stablehlo.divide %4733, %4740 : tensor<3x3x256x256xf32>
    %4742 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4743 = stablehlo.divide %4739, %4742 : tensor<3x3x256x256xf32>
    %4744 = stablehlo.sqrt %4743 : tensor<3x3x256x256xf32>
    %4745 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4746 = stablehlo.add %4744, %4745 : tensor<3x3x256x256xf32>
    %4747 = stablehlo.divide %4741, %4746 : tensor<3x3x256x256xf32>
    %4748 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4749 = stablehlo.multiply %4748, %m.layer3.4.bn1.g : tensor<256xf32>
    %4750 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4751 = stablehlo.multiply %4750, %3138 : tensor<256xf32>
    %4752 = stablehlo.add %4749, %4751 : tensor<256xf32>
    %4753 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4754 = stablehlo.multiply %4753, %v.layer3.4.bn1.g : tensor<256xf32>
    %4755 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4756 = stablehlo.multiply %3138, %3138 : tensor<256xf32>
    %4757 = stablehlo.multiply %4755, %4756 : tensor<256xf32>
    %4758 = stablehlo.add %4754, %4757 : tensor<256xf32>
    %4759 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4760 = stablehlo.divide %4752, %4759 : tensor<256xf32>
    %4761 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4762 = stablehlo.divide %4758, %4761 : tensor<256xf32>
    %4763 = stablehlo.sqrt %4762 : tensor<256xf32>
    %4764 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4765 = stablehlo.add %4763, %4764 : tensor<256xf32>
    %4766 = stablehlo.divide %4760, %4765 : tensor<256xf32>
    %4767 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4768 = stablehlo.multiply %4767, %m.layer3.4.bn1.b : tensor<256xf32>
    %4769 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4770 = stablehlo.multiply %4769, %3143 : tensor<256xf32>
    %4771 = stablehlo.add %4768, %4770 : tensor<256xf32>
    %4772 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4773 = stablehlo.multiply %4772, %v.layer3.4.bn1.b : tensor<256xf32>
    %4774 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4775 = stablehlo.multiply %3143, %3143 : tensor<256xf32>
    %4776 = stablehlo.multiply %4774, %4775 : tensor<256xf32>
    %4777 = stablehlo.add %4773, %4776 : tensor<256xf32>
    %4778 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4779 = stablehlo.divide %4771, %4778 : tensor<256xf32>
    %4780 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4781 = stablehlo.divide %4777, %4780 : tensor<256xf32>
    %4782 = stablehlo.sqrt %4781 : tensor<256xf32>
    %4783 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4784 = stablehlo.add %4782, %4783 : tensor<256xf32>
    %4785 = stablehlo.divide %4779, %4784 : tensor<256xf32>
    %4786 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4787 = stablehlo.multiply %4786, %m.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %4788 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4789 = stablehlo.multiply %4788, %3148 : tensor<3x3x256x256xf32>
    %4790 = stablehlo.add %4787, %4789 : tensor<3x3x256x256xf32>
    %4791 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4792 = stablehlo.multiply %4791, %v.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %4793 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4794 = stablehlo.multiply %3148, %3148 : tensor<3x3x256x256xf32>
    %4795 = stablehlo.multiply %4793, %4794 : tensor<3x3x256x256xf32>
    %4796 = stablehlo.add %4792, %4795 : tensor<3x3x256x256xf32>
    %4797 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4798 = stablehlo.divide %4790, %4797 : tensor<3x3x256x256xf32>
    %4799 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4800 = stablehlo.divide %4796, %4799 : tensor<3x3x256x256xf32>
    %4801 = stablehlo.sqrt %4800 : tensor<3x3x256x256xf32>
    %4802 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4803 = stablehlo.add %4801, %4802 : tensor<3x3x256x256xf32>
    %4804 = stablehlo.divide %4798, %4803 : tensor<3x3x256x256xf32>
    %4805 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4806 = stablehlo.multiply %4805, %m.layer3.4.bn2.g : tensor<256xf32>
    %4807 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4808 = stablehlo.multiply %4807, %3153 : tensor<256xf32>
    %4809 = stablehlo.add %4806, %4808 : tensor<256xf32>
    %4810 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4811 = stablehlo.multiply %4810, %v.layer3.4.bn2.g : tensor<256xf32>
    %4812 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4813 = stablehlo.multiply %3153, %3153 : tensor<256xf32>
    %4814 = stablehlo.multiply %4812, %4813 : tensor<256xf32>
    %4815 = stablehlo.add %4811, %4814 : tensor<256xf32>
    %4816 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4817 = stablehlo.divide %4809, %4816 : tensor<256xf32>
    %4818 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4819 = stablehlo.divide %4815, %4818 : tensor<256xf32>
    %4820 = stablehlo.sqrt %4819 : tensor<256xf32>
    %4821 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4822 = stablehlo.add %4820, %4821 : tensor<256xf32>
    %4823 = stablehlo.divide %4817, %4822 : tensor<256xf32>
    %4824 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4825 = stablehlo.multiply %4824, %m.layer3.4.bn2.b : tensor<256xf32>
    %4826 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4827 = stablehlo.multiply %4826, %3158 : tensor<256xf32>
    %4828 = stablehlo.add %4825, %4827 : tensor<256xf32>
    %4829 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4830 = stablehlo.multiply %4829, %v.layer3.4.bn2.b : tensor<256xf32>
    %4831 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4832 = stablehlo.multiply %3158, %3158 : tensor<256xf32>
    %4833 = stablehlo.multiply %4831, %4832 : tensor<256xf32>
    %4834 = stablehlo.add %4830, %4833 : tensor<256xf32>
    %4835 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4836 = stablehlo.divide %4828, %4835 : tensor<256xf32>
    %4837 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4838 = stablehlo.divide %4834, %4837 : tensor<256xf32>
    %4839 = stablehlo.sqrt %4838 : tensor<256xf32>
    %4840 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4841 = stablehlo.add %4839, %4840 : tensor<256xf32>
    %4842 = stablehlo.divide %4836, %4841 : tensor<256xf32>
    %4843 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4844 = stablehlo.multiply %4843, %m.layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %4845 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4846 = stablehlo.multiply %4845, %3163 : tensor<3x3x256x256xf32>
    %4847 = stablehlo.add %4844, %4846 : tensor<3x3x256x256xf32>
    %4848 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4849 = stablehlo.multiply %4848, %v.layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %4850 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4851 = stablehlo.multiply %3163, %3163 : tensor<3x3x256x256xf32>
    %4852 = stablehlo.multiply %4850, %4851 : tensor<3x3x256x256xf32>
    %4853 = stablehlo.add %4849, %4852 : tensor<3x3x256x256xf32>
    %4854 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4855 = stablehlo.divide %4847, %4854 : tensor<3x3x256x256xf32>
    %4856 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4857 = stablehlo.divide %4853, %4856 : tensor<3x3x256x256xf32>
    %4858 = stablehlo.sqrt %4857 : tensor<3x3x256x256xf32>
    %4859 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4860 = stablehlo.add %4858, %4859 : tensor<3x3x256x256xf32>
    %4861 = stablehlo.divide %4855, %4860 : tensor<3x3x256x256xf32>
    %4862 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4863 = stablehlo.multiply %4862, %m.layer3.5.bn1.g : tensor<256xf32>
    %4864 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4865 = stablehlo.multiply %4864, %3168 : tensor<256xf32>
    %4866 = stablehlo.add %4863, %4865 : tensor<256xf32>
    %4867 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4868 = stablehlo.multiply %4867, %v.layer3.5.bn1.g : tensor<256xf32>
    %4869 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4870 = stablehlo.multiply %3168, %3168 : tensor<256xf32>
    %4871 = stablehlo.multiply %4869, %4870 : tensor<256xf32>
    %4872 = stablehlo.add %4868, %4871 : tensor<256xf32>
    %4873 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4874 = stablehlo.divide %4866, %4873 : tensor<256xf32>
    %4875 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4876 = stablehlo.divide %4872, %4875 : tensor<256xf32>
    %4877 = stablehlo.sqrt %4876 : tensor<256xf32>
    %4878 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4879 = stablehlo.add %4877, %4878 : tensor<256xf32>
    %4880 = stablehlo.divide %4874, %4879 : tensor<256xf32>
    %4881 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4882 = stablehlo.multiply %4881, %m.layer3.5.bn1.b : tensor<256xf32>
    %4883 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4884 = stablehlo.multiply %4883, %3173 : tensor<256xf32>
    %4885 = stablehlo.add %4882, %4884 : tensor<256xf32>
    %4886 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4887 = stablehlo.multiply %4886, %v.layer3.5.bn1.b : tensor<256xf32>
    %4888 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4889 = stablehlo.multiply %3173, %3173 : tensor<256xf32>
    %4890 = stablehlo.multiply %4888, %4889 : tensor<256xf32>
    %4891 = stablehlo.add %4887, %4890 : tensor<256xf32>
    %4892 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4893 = stablehlo.divide %4885, %4892 : tensor<256xf32>
    %4894 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4895 = stablehlo.divide %4891, %4894 : tensor<256xf32>
    %4896 = stablehlo.sqrt %4895 : tensor<256xf32>
    %4897 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4898 = stablehlo.add %4896, %4897 : tensor<256xf32>
    %4899 = stablehlo.divide %4893, %4898 : tensor<256xf32>
    %4900 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4901 = stablehlo.multiply %4900, %m.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %4902 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4903 = stablehlo.multiply %4902, %3178 : tensor<3x3x256x256xf32>
    %4904 = stablehlo.add %4901, %4903 : tensor<3x3x256x256xf32>
    %4905 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4906 = stablehlo.multiply %4905, %v.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %4907 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4908 = stablehlo.multiply %3178, %3178 : tensor<3x3x256x256xf32>
    %4909 = stablehlo.multiply %4907, %4908 : tensor<3x3x256x256xf32>
    %4910 = stablehlo.add %4906, %4909 : tensor<3x3x256x256xf32>
    %4911 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4912 = stablehlo.divide %4904, %4911 : tensor<3x3x256x256xf32>
    %4913 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4914 = stablehlo.divide %4910, %4913 : tensor<3x3x256x256xf32>
    %4915 = stablehlo.sqrt %4914 : tensor<3x3x256x256xf32>
    %4916 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4917 = stablehlo.add %4915, %4916 : tensor<3x3x256x256xf32>
    %4918 = stablehlo.divide %4912, %4917 : tensor<3x3x256x256xf32>
    %4919 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4920 = stablehlo.multiply %4919, %m.layer3.5.bn2.g : tensor<256xf32>
    %4921 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4922 = stablehlo.multiply %4921, %3183 : tensor<256xf32>
    %4923 = stablehlo.add %4920, %4922 : tensor<256xf32>
    %4924 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4925 = stablehlo.multiply %4924, %v.layer3.5.bn2.g : tensor<256xf32>
    %4926 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4927 = stablehlo.multiply %3183, %3183 : tensor<256xf32>
    %4928 = stablehlo.multiply %4926, %4927 : tensor<256xf32>
    %4929 = stablehlo.add %4925, %4928 : tensor<256xf32>
    %4930 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4931 = stablehlo.divide %4923, %4930 : tensor<256xf32>
    %4932 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4933 = stablehlo.divide %4929, %4932 : tensor<256xf32>
    %4934 = stablehlo.sqrt %4933 : tensor<256xf32>
    %4935 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4936 = stablehlo.add %4934, %4935 : tensor<256xf32>
    %4937 = stablehlo.divide %4931, %4936 : tensor<256xf32>
    %4938 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4939 = stablehlo.multiply %4938, %m.layer3.5.bn2.b : tensor<256xf32>
    %4940 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4941 = stablehlo.multiply %4940, %3188 : tensor<256xf32>
    %4942 = stablehlo.add %4939, %4941 : tensor<256xf32>
    %4943 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4944 = stablehlo.multiply %4943, %v.layer3.5.bn2.b : tensor<256xf32>
    %4945 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4946 = stablehlo.multiply %3188, %3188 : tensor<256xf32>
    %4947 = stablehlo.multiply %4945, %4946 : tensor<256xf32>
    %4948 = stablehlo.add %4944, %4947 : tensor<256xf32>
    %4949 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4950 = stablehlo.divide %4942, %4949 : tensor<256xf32>
    %4951 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4952 = stablehlo.divide %4948, %4951 : tensor<256xf32>
    %4953 = stablehlo.sqrt %4952 : tensor<256xf32>
    %4954 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4955 = stablehlo.add %4953, %4954 : tensor<256xf32>
    %4956 = stablehlo.divide %4950, %4955 : tensor<256xf32>
    %4957 = stablehlo.constant dense<0.9> : tensor<3x3x256x512xf32>
    %4958 = stablehlo.multiply %4957, %m.layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %4959 = stablehlo.constant dense<0.1> : tensor<3x3x256x512xf32>
    %4960 = stablehlo.multiply %4959, %3193 : tensor<3x3x256x512xf32>
    %4961 = stablehlo.add %4958, %4960 : tensor<3x3x256x512xf32>
    %4962 = stablehlo.constant dense<0.999> : tensor<3x3x256x512xf32>
    %4963 = stablehlo.multiply %4962, %v.layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %4964 = stablehlo.constant dense<0.001> : tensor<3x3x256x512xf32>
    %4965 = stablehlo.multiply %3193, %3193 : tensor<3x3x256x512xf32>
    %4966 = stablehlo.multiply %4964, %4965 : tensor<3x3x256x512xf32>
    %4967 = stablehlo.add %4963, %4966 : tensor<3x3x256x512xf32>
    %4968 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %4969 = stablehlo.divide %4961, %4968 : tensor<3x3x256x512xf32>
    %4970 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %4971 = stablehlo.divide %4967, %4970 : tensor<3x3x256x512xf32>
    %4972 = stablehlo.sqrt %4971 : tensor<3x3x256x512xf32>
    %4973 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x512xf32>
    %4974 = stablehlo.add %4972, %4973 : tensor<3x3x256x512xf32>
    %4975 = stablehlo.divide %4969, %4974 : tensor<3x3x256x512xf32>
    %4976 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %4977 = stablehlo.multiply %4976, %m.layer4.0.bn1.g : tensor<512xf32>
    %4978 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %4979 = stablehlo.multiply %4978, %3198 : tensor<512xf32>
    %4980 = stablehlo.add %4977, %4979 : tensor<512xf32>
    %4981 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %4982 = stablehlo.multiply %4981, %v.layer4.0.bn1.g : tensor<512xf32>
    %4983 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %4984 = stablehlo.multiply %3198, %3198 : tensor<512xf32>
    %4985 = stablehlo.multiply %4983, %4984 : tensor<512xf32>
    %4986 = stablehlo.add %4982, %4985 : tensor<512xf32>
    %4987 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4988 = stablehlo.divide %4980, %4987 : tensor<512xf32>
    %4989 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %4990 = stablehlo.divide %4986, %4989 : tensor<512xf32>
    %4991 = stablehlo.sqrt %4990 : tensor<512xf32>
    %4992 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %4993 = stablehlo.add %4991, %4992 : tensor<512xf32>
    %4994 = stablehlo.divide %4988, %4993 : tensor<512xf32>
    %4995 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %4996 = stablehlo.multiply %4995, %m.layer4.0.bn1.b : tensor<512xf32>
    %4997 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %4998 = stablehlo.multiply %4997, %3203 : tensor<512xf32>
    %4999 = stablehlo.add %4996, %4998 : tensor<512xf32>
    %5000 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5001 = stablehlo.multiply %5000, %v.layer4.0.bn1.b : tensor<512xf32>
    %5002 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5003 = stablehlo.multiply %3203, %3203 : tensor<512xf32>
    %5004 = stablehlo.multiply %5002, %5003 : tensor<512xf32>
    %5005 = stablehlo.add %5001, %5004 : tensor<512xf32>
    %5006 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5007 = stablehlo.divide %4999, %5006 : tensor<512xf32>
    %5008 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5009 = stablehlo.divide %5005, %5008 : tensor<512xf32>
    %5010 = stablehlo.sqrt %5009 : tensor<512xf32>
    %5011 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5012 = stablehlo.add %5010, %5011 : tensor<512xf32>
    %5013 = stablehlo.divide %5007, %5012 : tensor<512xf32>
    %5014 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5015 = stablehlo.multiply %5014, %m.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %5016 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5017 = stablehlo.multiply %5016, %3208 : tensor<3x3x512x512xf32>
    %5018 = stablehlo.add %5015, %5017 : tensor<3x3x512x512xf32>
    %5019 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5020 = stablehlo.multiply %5019, %v.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %5021 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5022 = stablehlo.multiply %3208, %3208 : tensor<3x3x512x512xf32>
    %5023 = stablehlo.multiply %5021, %5022 : tensor<3x3x512x512xf32>
    %5024 = stablehlo.add %5020, %5023 : tensor<3x3x512x512xf32>
    %5025 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5026 = stablehlo.divide %5018, %5025 : tensor<3x3x512x512xf32>
    %5027 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5028 = stablehlo.divide %5024, %5027 : tensor<3x3x512x512xf32>
    %5029 = stablehlo.sqrt %5028 : tensor<3x3x512x512xf32>
    %5030 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5031 = stablehlo.add %5029, %5030 : tensor<3x3x512x512xf32>
    %5032 = stablehlo.divide %5026, %5031 : tensor<3x3x512x512xf32>
    %5033 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5034 = stablehlo.multiply %5033, %m.layer4.0.bn2.g : tensor<512xf32>
    %5035 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5036 = stablehlo.multiply %5035, %3213 : tensor<512xf32>
    %5037 = stablehlo.add %5034, %5036 : tensor<512xf32>
    %5038 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5039 = stablehlo.multiply %5038, %v.layer4.0.bn2.g : tensor<512xf32>
    %5040 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5041 = stablehlo.multiply %3213, %3213 : tensor<512xf32>
    %5042 = stablehlo.multiply %5040, %5041 : tensor<512xf32>
    %5043 = stablehlo.add %5039, %5042 : tensor<512xf32>
    %5044 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5045 = stablehlo.divide %5037, %5044 : tensor<512xf32>
    %5046 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5047 = stablehlo.divide %5043, %5046 : tensor<512xf32>
    %5048 = stablehlo.sqrt %5047 : tensor<512xf32>
    %5049 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5050 = stablehlo.add %5048, %5049 : tensor<512xf32>
    %5051 = stablehlo.divide %5045, %5050 : tensor<512xf32>
    %5052 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5053 = stablehlo.multiply %5052, %m.layer4.0.bn2.b : tensor<512xf32>
    %5054 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5055 = stablehlo.multiply %5054, %3218 : tensor<512xf32>
    %5056 = stablehlo.add %5053, %5055 : tensor<512xf32>
    %5057 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5058 = stablehlo.multiply %5057, %v.layer4.0.bn2.b : tensor<512xf32>
    %5059 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5060 = stablehlo.multiply %3218, %3218 : tensor<512xf32>
    %5061 = stablehlo.multiply %5059, %5060 : tensor<512xf32>
    %5062 = stablehlo.add %5058, %5061 : tensor<512xf32>
    %5063 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5064 = stablehlo.divide %5056, %5063 : tensor<512xf32>
    %5065 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5066 = stablehlo.divide %5062, %5065 : tensor<512xf32>
    %5067 = stablehlo.sqrt %5066 : tensor<512xf32>
    %5068 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5069 = stablehlo.add %5067, %5068 : tensor<512xf32>
    %5070 = stablehlo.divide %5064, %5069 : tensor<512xf32>
    %5071 = stablehlo.constant dense<0.9> : tensor<1x1x256x512xf32>
    %5072 = stablehlo.multiply %5071, %m.layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5073 = stablehlo.constant dense<0.1> : tensor<1x1x256x512xf32>
    %5074 = stablehlo.multiply %5073, %3223 : tensor<1x1x256x512xf32>
    %5075 = stablehlo.add %5072, %5074 : tensor<1x1x256x512xf32>
    %5076 = stablehlo.constant dense<0.999> : tensor<1x1x256x512xf32>
    %5077 = stablehlo.multiply %5076, %v.layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5078 = stablehlo.constant dense<0.001> : tensor<1x1x256x512xf32>
    %5079 = stablehlo.multiply %3223, %3223 : tensor<1x1x256x512xf32>
    %5080 = stablehlo.multiply %5078, %5079 : tensor<1x1x256x512xf32>
    %5081 = stablehlo.add %5077, %5080 : tensor<1x1x256x512xf32>
    %5082 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5083 = stablehlo.divide %5075, %5082 : tensor<1x1x256x512xf32>
    %5084 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5085 = stablehlo.divide %5081, %5084 : tensor<1x1x256x512xf32>
    %5086 = stablehlo.sqrt %5085 : tensor<1x1x256x512xf32>
    %5087 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x512xf32>
    %5088 = stablehlo.add %5086, %5087 : tensor<1x1x256x512xf32>
    %5089 = stablehlo.divide %5083, %5088 : tensor<1x1x256x512xf32>
    %5090 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5091 = stablehlo.multiply %5090, %m.layer4.0.downsample.1.g : tensor<512xf32>
    %5092 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5093 = stablehlo.multiply %5092, %3228 : tensor<512xf32>
    %5094 = stablehlo.add %5091, %5093 : tensor<512xf32>
    %5095 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5096 = stablehlo.multiply %5095, %v.layer4.0.downsample.1.g : tensor<512xf32>
    %5097 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5098 = stablehlo.multiply %3228, %3228 : tensor<512xf32>
    %5099 = stablehlo.multiply %5097, %5098 : tensor<512xf32>
    %5100 = stablehlo.add %5096, %5099 : tensor<512xf32>
    %5101 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5102 = stablehlo.divide %5094, %5101 : tensor<512xf32>
    %5103 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5104 = stablehlo.divide %5100, %5103 : tensor<512xf32>
    %5105 = stablehlo.sqrt %5104 : tensor<512xf32>
    %5106 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5107 = stablehlo.add %5105, %5106 : tensor<512xf32>
    %5108 = stablehlo.divide %5102, %5107 : tensor<512xf32>
    %5109 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5110 = stablehlo.multiply %5109, %m.layer4.0.downsample.1.b : tensor<512xf32>
    %5111 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5112 = stablehlo.multiply %5111, %3233 : tensor<512xf32>
    %5113 = stablehlo.add %5110, %5112 : tensor<512xf32>
    %5114 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5115 = stablehlo.multiply %5114, %v.layer4.0.downsample.1.b : tensor<512xf32>
    %5116 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5117 = stablehlo.multiply %3233, %3233 : tensor<512xf32>
    %5118 = stablehlo.multiply %5116, %5117 : tensor<512xf32>
    %5119 = stablehlo.add %5115, %5118 : tensor<512xf32>
    %5120 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5121 = stablehlo.divide %5113, %5120 : tensor<512xf32>
    %5122 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5123 = stablehlo.divide %5119, %5122 : tensor<512xf32>
    %5124 = stablehlo.sqrt %5123 : tensor<512xf32>
    %5125 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5126 = stablehlo.add %5124, %5125 : tensor<512xf32>
    %5127 = stablehlo.divide %5121, %5126 : tensor<512xf32>
    %5128 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5129 = stablehlo.multiply %5128, %m.layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %5130 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5131 = stablehlo.multiply %5130, %3238 : tensor<3x3x512x512xf32>
    %5132 = stablehlo.add %5129, %5131 : tensor<3x3x512x512xf32>
    %5133 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5134 = stablehlo.multiply %5133, %v.layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %5135 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5136 = stablehlo.multiply %3238, %3238 : tensor<3x3x512x512xf32>
    %5137 = stablehlo.multiply %5135, %5136 : tensor<3x3x512x512xf32>
    %5138 = stablehlo.add %5134, %5137 : tensor<3x3x512x512xf32>
    %5139 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5140 = stablehlo.divide %5132, %5139 : tensor<3x3x512x512xf32>
    %5141 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5142 = stablehlo.divide %5138, %5141 : tensor<3x3x512x512xf32>
    %5143 = stablehlo.sqrt %5142 : tensor<3x3x512x512xf32>
    %5144 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5145 = stablehlo.add %5143, %5144 : tensor<3x3x512x512xf32>
    %5146 = stablehlo.divide %5140, %5145 : tensor<3x3x512x512xf32>
    %5147 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5148 = stablehlo.multiply %5147, %m.layer4.1.bn1.g : tensor<512xf32>
    %5149 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5150 = stablehlo.multiply %5149, %3243 : tensor<512xf32>
    %5151 = stablehlo.add %5148, %5150 : tensor<512xf32>
    %5152 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5153 = stablehlo.multiply %5152, %v.layer4.1.bn1.g : tensor<512xf32>
    %5154 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5155 = stablehlo.multiply %3243, %3243 : tensor<512xf32>
    %5156 = stablehlo.multiply %5154, %5155 : tensor<512xf32>
    %5157 = stablehlo.add %5153, %5156 : tensor<512xf32>
    %5158 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5159 = stablehlo.divide %5151, %5158 : tensor<512xf32>
    %5160 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5161 = stablehlo.divide %5157, %5160 : tensor<512xf32>
    %5162 = stablehlo.sqrt %5161 : tensor<512xf32>
    %5163 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5164 = stablehlo.add %5162, %5163 : tensor<512xf32>
    %5165 = stablehlo.divide %5159, %5164 : tensor<512xf32>
    %5166 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5167 = stablehlo.multiply %5166, %m.layer4.1.bn1.b : tensor<512xf32>
    %5168 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5169 = stablehlo.multiply %5168, %3248 : tensor<512xf32>
    %5170 = stablehlo.add %5167, %5169 : tensor<512xf32>
    %5171 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5172 = stablehlo.multiply %5171, %v.layer4.1.bn1.b : tensor<512xf32>
    %5173 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5174 = stablehlo.multiply %3248, %3248 : tensor<512xf32>
    %5175 = stablehlo.multiply %5173, %5174 : tensor<512xf32>
    %5176 = stablehlo.add %5172, %5175 : tensor<512xf32>
    %5177 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5178 = stablehlo.divide %5170, %5177 : tensor<512xf32>
    %5179 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5180 = stablehlo.divide %5176, %5179 : tensor<512xf32>
    %5181 = stablehlo.sqrt %5180 : tensor<512xf32>
    %5182 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5183 = stablehlo.add %5181, %5182 : tensor<512xf32>
    %5184 = stablehlo.divide %5178, %5183 : tensor<512xf32>
    %5185 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5186 = stablehlo.multiply %5185, %m.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %5187 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5188 = stablehlo.multiply %5187, %3253 : tensor<3x3x512x512xf32>
    %5189 = stablehlo.add %5186, %5188 : tensor<3x3x512x512xf32>
    %5190 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5191 = stablehlo.multiply %5190, %v.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %5192 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5193 = stablehlo.multiply %3253, %3253 : tensor<3x3x512x512xf32>
    %5194 = stablehlo.multiply %5192, %5193 : tensor<3x3x512x512xf32>
    %5195 = stablehlo.add %5191, %5194 : tensor<3x3x512x512xf32>
    %5196 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5197 = stablehlo.divide %5189, %5196 : tensor<3x3x512x512xf32>
    %5198 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5199 = stablehlo.divide %5195, %5198 : tensor<3x3x512x512xf32>
    %5200 = stablehlo.sqrt %5199 : tensor<3x3x512x512xf32>
    %5201 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5202 = stablehlo.add %5200, %5201 : tensor<3x3x512x512xf32>
    %5203 = stablehlo.divide %5197, %5202 : tensor<3x3x512x512xf32>
    %5204 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5205 = stablehlo.multiply %5204, %m.layer4.1.bn2.g : tensor<512xf32>
    %5206 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5207 = stablehlo.multiply %5206, %3258 : tensor<512xf32>
    %5208 = stablehlo.add %5205, %5207 : tensor<512xf32>
    %5209 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5210 = stablehlo.multiply %5209, %v.layer4.1.bn2.g : tensor<512xf32>
    %5211 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5212 = stablehlo.multiply %3258, %3258 : tensor<512xf32>
    %5213 = stablehlo.multiply %5211, %5212 : tensor<512xf32>
    %5214 = stablehlo.add %5210, %5213 : tensor<512xf32>
    %5215 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5216 = stablehlo.divide %5208, %5215 : tensor<512xf32>
    %5217 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5218 = stablehlo.divide %5214, %5217 : tensor<512xf32>
    %5219 = stablehlo.sqrt %5218 : tensor<512xf32>
    %5220 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5221 = stablehlo.add %5219, %5220 : tensor<512xf32>
    %5222 = stablehlo.divide %5216, %5221 : tensor<512xf32>
    %5223 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5224 = stablehlo.multiply %5223, %m.layer4.1.bn2.b : tensor<512xf32>
    %5225 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5226 = stablehlo.multiply %5225, %3263 : tensor<512xf32>
    %5227 = stablehlo.add %5224, %5226 : tensor<512xf32>
    %5228 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5229 = stablehlo.multiply %5228, %v.layer4.1.bn2.b : tensor<512xf32>
    %5230 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5231 = stablehlo.multiply %3263, %3263 : tensor<512xf32>
    %5232 = stablehlo.multiply %5230, %5231 : tensor<512xf32>
    %5233 = stablehlo.add %5229, %5232 : tensor<512xf32>
    %5234 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5235 = stablehlo.divide %5227, %5234 : tensor<512xf32>
    %5236 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5237 = stablehlo.divide %5233, %5236 : tensor<512xf32>
    %5238 = stablehlo.sqrt %5237 : tensor<512xf32>
    %5239 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5240 = stablehlo.add %5238, %5239 : tensor<512xf32>
    %5241 = stablehlo.divide %5235, %5240 : tensor<512xf32>
    %5242 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5243 = stablehlo.multiply %5242, %m.layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %5244 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5245 = stablehlo.multiply %5244, %3268 : tensor<3x3x512x512xf32>
    %5246 = stablehlo.add %5243, %5245 : tensor<3x3x512x512xf32>
    %5247 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5248 = stablehlo.multiply %5247, %v.layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %5249 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5250 = stablehlo.multiply %3268, %3268 : tensor<3x3x512x512xf32>
    %5251 = stablehlo.multiply %5249, %5250 : tensor<3x3x512x512xf32>
    %5252 = stablehlo.add %5248, %5251 : tensor<3x3x512x512xf32>
    %5253 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5254 = stablehlo.divide %5246, %5253 : tensor<3x3x512x512xf32>
    %5255 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5256 = stablehlo.divide %5252, %5255 : tensor<3x3x512x512xf32>
    %5257 = stablehlo.sqrt %5256 : tensor<3x3x512x512xf32>
    %5258 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5259 = stablehlo.add %5257, %5258 : tensor<3x3x512x512xf32>
    %5260 = stablehlo.divide %5254, %5259 : tensor<3x3x512x512xf32>
    %5261 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5262 = stablehlo.multiply %5261, %m.layer4.2.bn1.g : tensor<512xf32>
    %5263 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5264 = stablehlo.multiply %5263, %3273 : tensor<512xf32>
    %5265 = stablehlo.add %5262, %5264 : tensor<512xf32>
    %5266 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5267 = stablehlo.multiply %5266, %v.layer4.2.bn1.g : tensor<512xf32>
    %5268 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5269 = stablehlo.multiply %3273, %3273 : tensor<512xf32>
    %5270 = stablehlo.multiply %5268, %5269 : tensor<512xf32>
    %5271 = stablehlo.add %5267, %5270 : tensor<512xf32>
    %5272 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5273 = stablehlo.divide %5265, %5272 : tensor<512xf32>
    %5274 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5275 = stablehlo.divide %5271, %5274 : tensor<512xf32>
    %5276 = stablehlo.sqrt %5275 : tensor<512xf32>
    %5277 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5278 = stablehlo.add %5276, %5277 : tensor<512xf32>
    %5279 = stablehlo.divide %5273, %5278 : tensor<512xf32>
    %5280 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5281 = stablehlo.multiply %5280, %m.layer4.2.bn1.b : tensor<512xf32>
    %5282 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5283 = stablehlo.multiply %5282, %3278 : tensor<512xf32>
    %5284 = stablehlo.add %5281, %5283 : tensor<512xf32>
    %5285 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5286 = stablehlo.multiply %5285, %v.layer4.2.bn1.b : tensor<512xf32>
    %5287 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5288 = stablehlo.multiply %3278, %3278 : tensor<512xf32>
    %5289 = stablehlo.multiply %5287, %5288 : tensor<512xf32>
    %5290 = stablehlo.add %5286, %5289 : tensor<512xf32>
    %5291 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5292 = stablehlo.divide %5284, %5291 : tensor<512xf32>
    %5293 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5294 = stablehlo.divide %5290, %5293 : tensor<512xf32>
    %5295 = stablehlo.sqrt %5294 : tensor<512xf32>
    %5296 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5297 = stablehlo.add %5295, %5296 : tensor<512xf32>
    %5298 = stablehlo.divide %5292, %5297 : tensor<512xf32>
    %5299 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5300 = stablehlo.multiply %5299, %m.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %5301 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5302 = stablehlo.multiply %5301, %3283 : tensor<3x3x512x512xf32>
    %5303 = stablehlo.add %5300, %5302 : tensor<3x3x512x512xf32>
    %5304 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5305 = stablehlo.multiply %5304, %v.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %5306 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5307 = stablehlo.multiply %3283, %3283 : tensor<3x3x512x512xf32>
    %5308 = stablehlo.multiply %5306, %5307 : tensor<3x3x512x512xf32>
    %5309 = stablehlo.add %5305, %5308 : tensor<3x3x512x512xf32>
    %5310 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5311 = stablehlo.divide %5303, %5310 : tensor<3x3x512x512xf32>
    %5312 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5313 = stablehlo.divide %5309, %5312 : tensor<3x3x512x512xf32>
    %5314 = stablehlo.sqrt %5313 : tensor<3x3x512x512xf32>
    %5315 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5316 = stablehlo.add %5314, %5315 : tensor<3x3x512x512xf32>
    %5317 = stablehlo.divide %5311, %5316 : tensor<3x3x512x512xf32>
    %5318 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5319 = stablehlo.multiply %5318, %m.layer4.2.bn2.g : tensor<512xf32>
    %5320 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5321 = stablehlo.multiply %5320, %3288 : tensor<512xf32>
    %5322 = stablehlo.add %5319, %5321 : tensor<512xf32>
    %5323 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5324 = stablehlo.multiply %5323, %v.layer4.2.bn2.g : tensor<512xf32>
    %5325 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5326 = stablehlo.multiply %3288, %3288 : tensor<512xf32>
    %5327 = stablehlo.multiply %5325, %5326 : tensor<512xf32>
    %5328 = stablehlo.add %5324, %5327 : tensor<512xf32>
    %5329 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5330 = stablehlo.divide %5322, %5329 : tensor<512xf32>
    %5331 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5332 = stablehlo.divide %5328, %5331 : tensor<512xf32>
    %5333 = stablehlo.sqrt %5332 : tensor<512xf32>
    %5334 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5335 = stablehlo.add %5333, %5334 : tensor<512xf32>
    %5336 = stablehlo.divide %5330, %5335 : tensor<512xf32>
    %5337 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5338 = stablehlo.multiply %5337, %m.layer4.2.bn2.b : tensor<512xf32>
    %5339 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5340 = stablehlo.multiply %5339, %3293 : tensor<512xf32>
    %5341 = stablehlo.add %5338, %5340 : tensor<512xf32>
    %5342 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5343 = stablehlo.multiply %5342, %v.layer4.2.bn2.b : tensor<512xf32>
    %5344 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5345 = stablehlo.multiply %3293, %3293 : tensor<512xf32>
    %5346 = stablehlo.multiply %5344, %5345 : tensor<512xf32>
    %5347 = stablehlo.add %5343, %5346 : tensor<512xf32>
    %5348 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5349 = stablehlo.divide %5341, %5348 : tensor<512xf32>
    %5350 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5351 = stablehlo.divide %5347, %5350 : tensor<512xf32>
    %5352 = stablehlo.sqrt %5351 : tensor<512xf32>
    %5353 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5354 = stablehlo.add %5352, %5353 : tensor<512xf32>
    %5355 = stablehlo.divide %5349, %5354 : tensor<512xf32>
    %5356 = stablehlo.constant dense<0.9> : tensor<512x1000xf32>
    %5357 = stablehlo.multiply %5356, %m.fc.w : tensor<512x1000xf32>
    %5358 = stablehlo.constant dense<0.1> : tensor<512x1000xf32>
    %5359 = stablehlo.multiply %5358, %3298 : tensor<512x1000xf32>
    %5360 = stablehlo.add %5357, %5359 : tensor<512x1000xf32>
    %5361 = stablehlo.constant dense<0.999> : tensor<512x1000xf32>
    %5362 = stablehlo.multiply %5361, %v.fc.w : tensor<512x1000xf32>
    %5363 = stablehlo.constant dense<0.001> : tensor<512x1000xf32>
    %5364 = stablehlo.multiply %3298, %3298 : tensor<512x1000xf32>
    %5365 = stablehlo.multiply %5363, %5364 : tensor<512x1000xf32>
    %5366 = stablehlo.add %5362, %5365 : tensor<512x1000xf32>
    %5367 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %5368 = stablehlo.divide %5360, %5367 : tensor<512x1000xf32>
    %5369 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %5370 = stablehlo.divide %5366, %5369 : tensor<512x1000xf32>
    %5371 = stablehlo.sqrt %5370 : tensor<512x1000xf32>
    %5372 = stablehlo.constant dense<1.0e-08> : tensor<512x1000xf32>
    %5373 = stablehlo.add %5371, %5372 : tensor<512x1000xf32>
    %5374 = stablehlo.divide %5368, %5373 : tensor<512x1000xf32>
    %5375 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %5376 = stablehlo.multiply %5375, %m.fc.b : tensor<1000xf32>
    %5377 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %5378 = stablehlo.multiply %5377, %3303 : tensor<1000xf32>
    %5379 = stablehlo.add %5376, %5378 : tensor<1000xf32>
    %5380 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %5381 = stablehlo.multiply %5380, %v.fc.b : tensor<1000xf32>
    %5382 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %5383 = stablehlo.multiply %3303, %3303 : tensor<1000xf32>
    %5384 = stablehlo.multiply %5382, %5383 : tensor<1000xf32>
    %5385 = stablehlo.add %5381, %5384 : tensor<1000xf32>
    %5386 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5387 = stablehlo.divide %5379, %5386 : tensor<1000xf32>
    %5388 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5389 = stablehlo.divide %5385, %5388 : tensor<1000xf32>
    %5390 = stablehlo.sqrt %5389 : tensor<1000xf32>
    %5391 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %5392 = stablehlo.add %5390, %5391 : tensor<1000xf32>
    %5393 = stablehlo.divide %5387, %5392 : tensor<1000xf32>
    %5394 = stablehlo.constant dense<0.05> : tensor<7x7x3x64xf32>
    %5395 = stablehlo.multiply %5394, %conv1.w : tensor<7x7x3x64xf32>
    %5396 = stablehlo.add %3322, %5395 : tensor<7x7x3x64xf32>
    %5397 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5398 = stablehlo.multiply %5397, %layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %5399 = stablehlo.add %3379, %5398 : tensor<3x3x64x64xf32>
    %5400 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5401 = stablehlo.multiply %5400, %layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %5402 = stablehlo.add %3436, %5401 : tensor<3x3x64x64xf32>
    %5403 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5404 = stablehlo.multiply %5403, %layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %5405 = stablehlo.add %3493, %5404 : tensor<3x3x64x64xf32>
    %5406 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5407 = stablehlo.multiply %5406, %layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5408 = stablehlo.add %3550, %5407 : tensor<3x3x64x64xf32>
    %5409 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5410 = stablehlo.multiply %5409, %layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %5411 = stablehlo.add %3607, %5410 : tensor<3x3x64x64xf32>
    %5412 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5413 = stablehlo.multiply %5412, %layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5414 = stablehlo.add %3664, %5413 : tensor<3x3x64x64xf32>
    %5415 = stablehlo.constant dense<0.05> : tensor<3x3x64x128xf32>
    %5416 = stablehlo.multiply %5415, %layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %5417 = stablehlo.add %3721, %5416 : tensor<3x3x64x128xf32>
    %5418 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5419 = stablehlo.multiply %5418, %layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %5420 = stablehlo.add %3778, %5419 : tensor<3x3x128x128xf32>
    %5421 = stablehlo.constant dense<0.05> : tensor<1x1x64x128xf32>
    %5422 = stablehlo.multiply %5421, %layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %5423 = stablehlo.add %3835, %5422 : tensor<1x1x64x128xf32>
    %5424 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5425 = stablehlo.multiply %5424, %layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %5426 = stablehlo.add %3892, %5425 : tensor<3x3x128x128xf32>
    %5427 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5428 = stablehlo.multiply %5427, %layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %5429 = stablehlo.add %3949, %5428 : tensor<3x3x128x128xf32>
    %5430 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5431 = stablehlo.multiply %5430, %layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %5432 = stablehlo.add %4006, %5431 : tensor<3x3x128x128xf32>
    %5433 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5434 = stablehlo.multiply %5433, %layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %5435 = stablehlo.add %4063, %5434 : tensor<3x3x128x128xf32>
    %5436 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5437 = stablehlo.multiply %5436, %layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %5438 = stablehlo.add %4120, %5437 : tensor<3x3x128x128xf32>
    %5439 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5440 = stablehlo.multiply %5439, %layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %5441 = stablehlo.add %4177, %5440 : tensor<3x3x128x128xf32>
    %5442 = stablehlo.constant dense<0.05> : tensor<3x3x128x256xf32>
    %5443 = stablehlo.multiply %5442, %layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %5444 = stablehlo.add %4234, %5443 : tensor<3x3x128x256xf32>
    %5445 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5446 = stablehlo.multiply %5445, %layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %5447 = stablehlo.add %4291, %5446 : tensor<3x3x256x256xf32>
    %5448 = stablehlo.constant dense<0.05> : tensor<1x1x128x256xf32>
    %5449 = stablehlo.multiply %5448, %layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %5450 = stablehlo.add %4348, %5449 : tensor<1x1x128x256xf32>
    %5451 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5452 = stablehlo.multiply %5451, %layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %5453 = stablehlo.add %4405, %5452 : tensor<3x3x256x256xf32>
    %5454 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5455 = stablehlo.multiply %5454, %layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %5456 = stablehlo.add %4462, %5455 : tensor<3x3x256x256xf32>
    %5457 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5458 = stablehlo.multiply %5457, %layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %5459 = stablehlo.add %4519, %5458 : tensor<3x3x256x256xf32>
    %5460 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5461 = stablehlo.multiply %5460, %layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %5462 = stablehlo.add %4576, %5461 : tensor<3x3x256x256xf32>
    %5463 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5464 = stablehlo.multiply %5463, %layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %5465 = stablehlo.add %4633, %5464 : tensor<3x3x256x256xf32>
    %5466 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5467 = stablehlo.multiply %5466, %layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %5468 = stablehlo.add %4690, %5467 : tensor<3x3x256x256xf32>
    %5469 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5470 = stablehlo.multiply %5469, %layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %5471 = stablehlo.add %4747, %5470 : tensor<3x3x256x256xf32>
    %5472 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5473 = stablehlo.multiply %5472, %layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %5474 = stablehlo.add %4804, %5473 : tensor<3x3x256x256xf32>
    %5475 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5476 = stablehlo.multiply %5475, %layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %5477 = stablehlo.add %4861, %5476 : tensor<3x3x256x256xf32>
    %5478 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5479 = stablehlo.multiply %5478, %layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %5480 = stablehlo.add %4918, %5479 : tensor<3x3x256x256xf32>
    %5481 = stablehlo.constant dense<0.05> : tensor<3x3x256x512xf32>
    %5482 = stablehlo.multiply %5481, %layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %5483 = stablehlo.add %4975, %5482 : tensor<3x3x256x512xf32>
    %5484 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %5485 = stablehlo.multiply %5484, %layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %5486 = stablehlo.add %5032, %5485 : tensor<3x3x512x512xf32>
    %5487 = stablehlo.constant dense<0.05> : tensor<1x1x256x512xf32>
    %5488 = stablehlo.multiply %5487, %layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5489 = stablehlo.add %5089, %5488 : tensor<1x1x256x512xf32>
    %5490 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %5491 = stablehlo.multiply %5490, %layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %5492 = stablehlo.add %5146, %5491 : tensor<3x3x512x512xf32>
    %5493 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %5494 = stablehlo.multiply %5493, %layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %5495 = stablehlo.add %5203, %5494 : tensor<3x3x512x512xf32>
    %5496 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %5497 = stablehlo.multiply %5496, %layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %5498 = stablehlo.add %5260, %5497 : tensor<3x3x512x512xf32>
    %5499 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %5500 = stablehlo.multiply %5499, %layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %5501 = stablehlo.add %5317, %5500 : tensor<3x3x512x512xf32>
    %5502 = stablehlo.constant dense<0.05> : tensor<512x1000xf32>
    %5503 = stablehlo.multiply %5502, %fc.w : tensor<512x1000xf32>
    %5504 = stablehlo.add %5374, %5503 : tensor<512x1000xf32>
    %5505 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %5506 = stablehlo.multiply %5505, %5396 : tensor<7x7x3x64xf32>
    %5507 = stablehlo.subtract %conv1.w, %5506 : tensor<7x7x3x64xf32>
    %5508 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5509 = stablehlo.multiply %5508, %3341 : tensor<64xf32>
    %5510 = stablehlo.subtract %bn1.g, %5509 : tensor<64xf32>
    %5511 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5512 = stablehlo.multiply %5511, %3360 : tensor<64xf32>
    %5513 = stablehlo.subtract %bn1.b, %5512 : tensor<64xf32>
    %5514 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5515 = stablehlo.multiply %5514, %5399 : tensor<3x3x64x64xf32>
    %5516 = stablehlo.subtract %layer1.0.conv1.w, %5515 : tensor<3x3x64x64xf32>
    %5517 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5518 = stablehlo.multiply %5517, %3398 : tensor<64xf32>
    %5519 = stablehlo.subtract %layer1.0.bn1.g, %5518 : tensor<64xf32>
    %5520 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5521 = stablehlo.multiply %5520, %3417 : tensor<64xf32>
    %5522 = stablehlo.subtract %layer1.0.bn1.b, %5521 : tensor<64xf32>
    %5523 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5524 = stablehlo.multiply %5523, %5402 : tensor<3x3x64x64xf32>
    %5525 = stablehlo.subtract %layer1.0.conv2.w, %5524 : tensor<3x3x64x64xf32>
    %5526 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5527 = stablehlo.multiply %5526, %3455 : tensor<64xf32>
    %5528 = stablehlo.subtract %layer1.0.bn2.g, %5527 : tensor<64xf32>
    %5529 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5530 = stablehlo.multiply %5529, %3474 : tensor<64xf32>
    %5531 = stablehlo.subtract %layer1.0.bn2.b, %5530 : tensor<64xf32>
    %5532 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5533 = stablehlo.multiply %5532, %5405 : tensor<3x3x64x64xf32>
    %5534 = stablehlo.subtract %layer1.1.conv1.w, %5533 : tensor<3x3x64x64xf32>
    %5535 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5536 = stablehlo.multiply %5535, %3512 : tensor<64xf32>
    %5537 = stablehlo.subtract %layer1.1.bn1.g, %5536 : tensor<64xf32>
    %5538 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5539 = stablehlo.multiply %5538, %3531 : tensor<64xf32>
    %5540 = stablehlo.subtract %layer1.1.bn1.b, %5539 : tensor<64xf32>
    %5541 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5542 = stablehlo.multiply %5541, %5408 : tensor<3x3x64x64xf32>
    %5543 = stablehlo.subtract %layer1.1.conv2.w, %5542 : tensor<3x3x64x64xf32>
    %5544 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5545 = stablehlo.multiply %5544, %3569 : tensor<64xf32>
    %5546 = stablehlo.subtract %layer1.1.bn2.g, %5545 : tensor<64xf32>
    %5547 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5548 = stablehlo.multiply %5547, %3588 : tensor<64xf32>
    %5549 = stablehlo.subtract %layer1.1.bn2.b, %5548 : tensor<64xf32>
    %5550 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5551 = stablehlo.multiply %5550, %5411 : tensor<3x3x64x64xf32>
    %5552 = stablehlo.subtract %layer1.2.conv1.w, %5551 : tensor<3x3x64x64xf32>
    %5553 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5554 = stablehlo.multiply %5553, %3626 : tensor<64xf32>
    %5555 = stablehlo.subtract %layer1.2.bn1.g, %5554 : tensor<64xf32>
    %5556 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5557 = stablehlo.multiply %5556, %3645 : tensor<64xf32>
    %5558 = stablehlo.subtract %layer1.2.bn1.b, %5557 : tensor<64xf32>
    %5559 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %5560 = stablehlo.multiply %5559, %5414 : tensor<3x3x64x64xf32>
    %5561 = stablehlo.subtract %layer1.2.conv2.w, %5560 : tensor<3x3x64x64xf32>
    %5562 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5563 = stablehlo.multiply %5562, %3683 : tensor<64xf32>
    %5564 = stablehlo.subtract %layer1.2.bn2.g, %5563 : tensor<64xf32>
    %5565 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %5566 = stablehlo.multiply %5565, %3702 : tensor<64xf32>
    %5567 = stablehlo.subtract %layer1.2.bn2.b, %5566 : tensor<64xf32>
    %5568 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %5569 = stablehlo.multiply %5568, %5417 : tensor<3x3x64x128xf32>
    %5570 = stablehlo.subtract %layer2.0.conv1.w, %5569 : tensor<3x3x64x128xf32>
    %5571 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5572 = stablehlo.multiply %5571, %3740 : tensor<128xf32>
    %5573 = stablehlo.subtract %layer2.0.bn1.g, %5572 : tensor<128xf32>
    %5574 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5575 = stablehlo.multiply %5574, %3759 : tensor<128xf32>
    %5576 = stablehlo.subtract %layer2.0.bn1.b, %5575 : tensor<128xf32>
    %5577 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5578 = stablehlo.multiply %5577, %5420 : tensor<3x3x128x128xf32>
    %5579 = stablehlo.subtract %layer2.0.conv2.w, %5578 : tensor<3x3x128x128xf32>
    %5580 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5581 = stablehlo.multiply %5580, %3797 : tensor<128xf32>
    %5582 = stablehlo.subtract %layer2.0.bn2.g, %5581 : tensor<128xf32>
    %5583 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5584 = stablehlo.multiply %5583, %3816 : tensor<128xf32>
    %5585 = stablehlo.subtract %layer2.0.bn2.b, %5584 : tensor<128xf32>
    %5586 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %5587 = stablehlo.multiply %5586, %5423 : tensor<1x1x64x128xf32>
    %5588 = stablehlo.subtract %layer2.0.downsample.0.w, %5587 : tensor<1x1x64x128xf32>
    %5589 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5590 = stablehlo.multiply %5589, %3854 : tensor<128xf32>
    %5591 = stablehlo.subtract %layer2.0.downsample.1.g, %5590 : tensor<128xf32>
    %5592 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5593 = stablehlo.multiply %5592, %3873 : tensor<128xf32>
    %5594 = stablehlo.subtract %layer2.0.downsample.1.b, %5593 : tensor<128xf32>
    %5595 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5596 = stablehlo.multiply %5595, %5426 : tensor<3x3x128x128xf32>
    %5597 = stablehlo.subtract %layer2.1.conv1.w, %5596 : tensor<3x3x128x128xf32>
    %5598 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5599 = stablehlo.multiply %5598, %3911 : tensor<128xf32>
    %5600 = stablehlo.subtract %layer2.1.bn1.g, %5599 : tensor<128xf32>
    %5601 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5602 = stablehlo.multiply %5601, %3930 : tensor<128xf32>
    %5603 = stablehlo.subtract %layer2.1.bn1.b, %5602 : tensor<128xf32>
    %5604 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5605 = stablehlo.multiply %5604, %5429 : tensor<3x3x128x128xf32>
    %5606 = stablehlo.subtract %layer2.1.conv2.w, %5605 : tensor<3x3x128x128xf32>
    %5607 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5608 = stablehlo.multiply %5607, %3968 : tensor<128xf32>
    %5609 = stablehlo.subtract %layer2.1.bn2.g, %5608 : tensor<128xf32>
    %5610 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5611 = stablehlo.multiply %5610, %3987 : tensor<128xf32>
    %5612 = stablehlo.subtract %layer2.1.bn2.b, %5611 : tensor<128xf32>
    %5613 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5614 = stablehlo.multiply %5613, %5432 : tensor<3x3x128x128xf32>
    %5615 = stablehlo.subtract %layer2.2.conv1.w, %5614 : tensor<3x3x128x128xf32>
    %5616 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5617 = stablehlo.multiply %5616, %4025 : tensor<128xf32>
    %5618 = stablehlo.subtract %layer2.2.bn1.g, %5617 : tensor<128xf32>
    %5619 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5620 = stablehlo.multiply %5619, %4044 : tensor<128xf32>
    %5621 = stablehlo.subtract %layer2.2.bn1.b, %5620 : tensor<128xf32>
    %5622 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5623 = stablehlo.multiply %5622, %5435 : tensor<3x3x128x128xf32>
    %5624 = stablehlo.subtract %layer2.2.conv2.w, %5623 : tensor<3x3x128x128xf32>
    %5625 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5626 = stablehlo.multiply %5625, %4082 : tensor<128xf32>
    %5627 = stablehlo.subtract %layer2.2.bn2.g, %5626 : tensor<128xf32>
    %5628 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5629 = stablehlo.multiply %5628, %4101 : tensor<128xf32>
    %5630 = stablehlo.subtract %layer2.2.bn2.b, %5629 : tensor<128xf32>
    %5631 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5632 = stablehlo.multiply %5631, %5438 : tensor<3x3x128x128xf32>
    %5633 = stablehlo.subtract %layer2.3.conv1.w, %5632 : tensor<3x3x128x128xf32>
    %5634 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5635 = stablehlo.multiply %5634, %4139 : tensor<128xf32>
    %5636 = stablehlo.subtract %layer2.3.bn1.g, %5635 : tensor<128xf32>
    %5637 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5638 = stablehlo.multiply %5637, %4158 : tensor<128xf32>
    %5639 = stablehlo.subtract %layer2.3.bn1.b, %5638 : tensor<128xf32>
    %5640 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %5641 = stablehlo.multiply %5640, %5441 : tensor<3x3x128x128xf32>
    %5642 = stablehlo.subtract %layer2.3.conv2.w, %5641 : tensor<3x3x128x128xf32>
    %5643 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5644 = stablehlo.multiply %5643, %4196 : tensor<128xf32>
    %5645 = stablehlo.subtract %layer2.3.bn2.g, %5644 : tensor<128xf32>
    %5646 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %5647 = stablehlo.multiply %5646, %4215 : tensor<128xf32>
    %5648 = stablehlo.subtract %layer2.3.bn2.b, %5647 : tensor<128xf32>
    %5649 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %5650 = stablehlo.multiply %5649, %5444 : tensor<3x3x128x256xf32>
    %5651 = stablehlo.subtract %layer3.0.conv1.w, %5650 : tensor<3x3x128x256xf32>
    %5652 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5653 = stablehlo.multiply %5652, %4253 : tensor<256xf32>
    %5654 = stablehlo.subtract %layer3.0.bn1.g, %5653 : tensor<256xf32>
    %5655 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5656 = stablehlo.multiply %5655, %4272 : tensor<256xf32>
    %5657 = stablehlo.subtract %layer3.0.bn1.b, %5656 : tensor<256xf32>
    %5658 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5659 = stablehlo.multiply %5658, %5447 : tensor<3x3x256x256xf32>
    %5660 = stablehlo.subtract %layer3.0.conv2.w, %5659 : tensor<3x3x256x256xf32>
    %5661 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5662 = stablehlo.multiply %5661, %4310 : tensor<256xf32>
    %5663 = stablehlo.subtract %layer3.0.bn2.g, %5662 : tensor<256xf32>
    %5664 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5665 = stablehlo.multiply %5664, %4329 : tensor<256xf32>
    %5666 = stablehlo.subtract %layer3.0.bn2.b, %5665 : tensor<256xf32>
    %5667 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %5668 = stablehlo.multiply %5667, %5450 : tensor<1x1x128x256xf32>
    %5669 = stablehlo.subtract %layer3.0.downsample.0.w, %5668 : tensor<1x1x128x256xf32>
    %5670 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5671 = stablehlo.multiply %5670, %4367 : tensor<256xf32>
    %5672 = stablehlo.subtract %layer3.0.downsample.1.g, %5671 : tensor<256xf32>
    %5673 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5674 = stablehlo.multiply %5673, %4386 : tensor<256xf32>
    %5675 = stablehlo.subtract %layer3.0.downsample.1.b, %5674 : tensor<256xf32>
    %5676 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5677 = stablehlo.multiply %5676, %5453 : tensor<3x3x256x256xf32>
    %5678 = stablehlo.subtract %layer3.1.conv1.w, %5677 : tensor<3x3x256x256xf32>
    %5679 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5680 = stablehlo.multiply %5679, %4424 : tensor<256xf32>
    %5681 = stablehlo.subtract %layer3.1.bn1.g, %5680 : tensor<256xf32>
    %5682 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5683 = stablehlo.multiply %5682, %4443 : tensor<256xf32>
    %5684 = stablehlo.subtract %layer3.1.bn1.b, %5683 : tensor<256xf32>
    %5685 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5686 = stablehlo.multiply %5685, %5456 : tensor<3x3x256x256xf32>
    %5687 = stablehlo.subtract %layer3.1.conv2.w, %5686 : tensor<3x3x256x256xf32>
    %5688 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5689 = stablehlo.multiply %5688, %4481 : tensor<256xf32>
    %5690 = stablehlo.subtract %layer3.1.bn2.g, %5689 : tensor<256xf32>
    %5691 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5692 = stablehlo.multiply %5691, %4500 : tensor<256xf32>
    %5693 = stablehlo.subtract %layer3.1.bn2.b, %5692 : tensor<256xf32>
    %5694 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5695 = stablehlo.multiply %5694, %5459 : tensor<3x3x256x256xf32>
    %5696 = stablehlo.subtract %layer3.2.conv1.w, %5695 : tensor<3x3x256x256xf32>
    %5697 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5698 = stablehlo.multiply %5697, %4538 : tensor<256xf32>
    %5699 = stablehlo.subtract %layer3.2.bn1.g, %5698 : tensor<256xf32>
    %5700 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5701 = stablehlo.multiply %5700, %4557 : tensor<256xf32>
    %5702 = stablehlo.subtract %layer3.2.bn1.b, %5701 : tensor<256xf32>
    %5703 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5704 = stablehlo.multiply %5703, %5462 : tensor<3x3x256x256xf32>
    %5705 = stablehlo.subtract %layer3.2.conv2.w, %5704 : tensor<3x3x256x256xf32>
    %5706 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5707 = stablehlo.multiply %5706, %4595 : tensor<256xf32>
    %5708 = stablehlo.subtract %layer3.2.bn2.g, %5707 : tensor<256xf32>
    %5709 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5710 = stablehlo.multiply %5709, %4614 : tensor<256xf32>
    %5711 = stablehlo.subtract %layer3.2.bn2.b, %5710 : tensor<256xf32>
    %5712 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5713 = stablehlo.multiply %5712, %5465 : tensor<3x3x256x256xf32>
    %5714 = stablehlo.subtract %layer3.3.conv1.w, %5713 : tensor<3x3x256x256xf32>
    %5715 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5716 = stablehlo.multiply %5715, %4652 : tensor<256xf32>
    %5717 = stablehlo.subtract %layer3.3.bn1.g, %5716 : tensor<256xf32>
    %5718 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5719 = stablehlo.multiply %5718, %4671 : tensor<256xf32>
    %5720 = stablehlo.subtract %layer3.3.bn1.b, %5719 : tensor<256xf32>
    %5721 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5722 = stablehlo.multiply %5721, %5468 : tensor<3x3x256x256xf32>
    %5723 = stablehlo.subtract %layer3.3.conv2.w, %5722 : tensor<3x3x256x256xf32>
    %5724 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5725 = stablehlo.multiply %5724, %4709 : tensor<256xf32>
    %5726 = stablehlo.subtract %layer3.3.bn2.g, %5725 : tensor<256xf32>
    %5727 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5728 = stablehlo.multiply %5727, %4728 : tensor<256xf32>
    %5729 = stablehlo.subtract %layer3.3.bn2.b, %5728 : tensor<256xf32>
    %5730 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5731 = stablehlo.multiply %5730, %5471 : tensor<3x3x256x256xf32>
    %5732 = stablehlo.subtract %layer3.4.conv1.w, %5731 : tensor<3x3x256x256xf32>
    %5733 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5734 = stablehlo.multiply %5733, %4766 : tensor<256xf32>
    %5735 = stablehlo.subtract %layer3.4.bn1.g, %5734 : tensor<256xf32>
    %5736 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5737 = stablehlo.multiply %5736, %4785 : tensor<256xf32>
    %5738 = stablehlo.subtract %layer3.4.bn1.b, %5737 : tensor<256xf32>
    %5739 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5740 = stablehlo.multiply %5739, %5474 : tensor<3x3x256x256xf32>
    %5741 = stablehlo.subtract %layer3.4.conv2.w, %5740 : tensor<3x3x256x256xf32>
    %5742 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5743 = stablehlo.multiply %5742, %4823 : tensor<256xf32>
    %5744 = stablehlo.subtract %layer3.4.bn2.g, %5743 : tensor<256xf32>
    %5745 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5746 = stablehlo.multiply %5745, %4842 : tensor<256xf32>
    %5747 = stablehlo.subtract %layer3.4.bn2.b, %5746 : tensor<256xf32>
    %5748 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5749 = stablehlo.multiply %5748, %5477 : tensor<3x3x256x256xf32>
    %5750 = stablehlo.subtract %layer3.5.conv1.w, %5749 : tensor<3x3x256x256xf32>
    %5751 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5752 = stablehlo.multiply %5751, %4880 : tensor<256xf32>
    %5753 = stablehlo.subtract %layer3.5.bn1.g, %5752 : tensor<256xf32>
    %5754 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5755 = stablehlo.multiply %5754, %4899 : tensor<256xf32>
    %5756 = stablehlo.subtract %layer3.5.bn1.b, %5755 : tensor<256xf32>
    %5757 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5758 = stablehlo.multiply %5757, %5480 : tensor<3x3x256x256xf32>
    %5759 = stablehlo.subtract %layer3.5.conv2.w, %5758 : tensor<3x3x256x256xf32>
    %5760 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5761 = stablehlo.multiply %5760, %4937 : tensor<256xf32>
    %5762 = stablehlo.subtract %layer3.5.bn2.g, %5761 : tensor<256xf32>
    %5763 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5764 = stablehlo.multiply %5763, %4956 : tensor<256xf32>
    %5765 = stablehlo.subtract %layer3.5.bn2.b, %5764 : tensor<256xf32>
    %5766 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %5767 = stablehlo.multiply %5766, %5483 : tensor<3x3x256x512xf32>
    %5768 = stablehlo.subtract %layer4.0.conv1.w, %5767 : tensor<3x3x256x512xf32>
    %5769 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5770 = stablehlo.multiply %5769, %4994 : tensor<512xf32>
    %5771 = stablehlo.subtract %layer4.0.bn1.g, %5770 : tensor<512xf32>
    %5772 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5773 = stablehlo.multiply %5772, %5013 : tensor<512xf32>
    %5774 = stablehlo.subtract %layer4.0.bn1.b, %5773 : tensor<512xf32>
    %5775 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5776 = stablehlo.multiply %5775, %5486 : tensor<3x3x512x512xf32>
    %5777 = stablehlo.subtract %layer4.0.conv2.w, %5776 : tensor<3x3x512x512xf32>
    %5778 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5779 = stablehlo.multiply %5778, %5051 : tensor<512xf32>
    %5780 = stablehlo.subtract %layer4.0.bn2.g, %5779 : tensor<512xf32>
    %5781 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5782 = stablehlo.multiply %5781, %5070 : tensor<512xf32>
    %5783 = stablehlo.subtract %layer4.0.bn2.b, %5782 : tensor<512xf32>
    %5784 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5785 = stablehlo.multiply %5784, %5489 : tensor<1x1x256x512xf32>
    %5786 = stablehlo.subtract %layer4.0.downsample.0.w, %5785 : tensor<1x1x256x512xf32>
    %5787 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5788 = stablehlo.multiply %5787, %5108 : tensor<512xf32>
    %5789 = stablehlo.subtract %layer4.0.downsample.1.g, %5788 : tensor<512xf32>
    %5790 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5791 = stablehlo.multiply %5790, %5127 : tensor<512xf32>
    %5792 = stablehlo.subtract %layer4.0.downsample.1.b, %5791 : tensor<512xf32>
    %5793 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5794 = stablehlo.multiply %5793, %5492 : tensor<3x3x512x512xf32>
    %5795 = stablehlo.subtract %layer4.1.conv1.w, %5794 : tensor<3x3x512x512xf32>
    %5796 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5797 = stablehlo.multiply %5796, %5165 : tensor<512xf32>
    %5798 = stablehlo.subtract %layer4.1.bn1.g, %5797 : tensor<512xf32>
    %5799 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5800 = stablehlo.multiply %5799, %5184 : tensor<512xf32>
    %5801 = stablehlo.subtract %layer4.1.bn1.b, %5800 : tensor<512xf32>
    %5802 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5803 = stablehlo.multiply %5802, %5495 : tensor<3x3x512x512xf32>
    %5804 = stablehlo.subtract %layer4.1.conv2.w, %5803 : tensor<3x3x512x512xf32>
    %5805 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5806 = stablehlo.multiply %5805, %5222 : tensor<512xf32>
    %5807 = stablehlo.subtract %layer4.1.bn2.g, %5806 : tensor<512xf32>
    %5808 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5809 = stablehlo.multiply %5808, %5241 : tensor<512xf32>
    %5810 = stablehlo.subtract %layer4.1.bn2.b, %5809 : tensor<512xf32>
    %5811 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5812 = stablehlo.multiply %5811, %5498 : tensor<3x3x512x512xf32>
    %5813 = stablehlo.subtract %layer4.2.conv1.w, %5812 : tensor<3x3x512x512xf32>
    %5814 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5815 = stablehlo.multiply %5814, %5279 : tensor<512xf32>
    %5816 = stablehlo.subtract %layer4.2.bn1.g, %5815 : tensor<512xf32>
    %5817 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5818 = stablehlo.multiply %5817, %5298 : tensor<512xf32>
    %5819 = stablehlo.subtract %layer4.2.bn1.b, %5818 : tensor<512xf32>
    %5820 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5821 = stablehlo.multiply %5820, %5501 : tensor<3x3x512x512xf32>
    %5822 = stablehlo.subtract %layer4.2.conv2.w, %5821 : tensor<3x3x512x512xf32>
    %5823 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5824 = stablehlo.multiply %5823, %5336 : tensor<512xf32>
    %5825 = stablehlo.subtract %layer4.2.bn2.g, %5824 : tensor<512xf32>
    %5826 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5827 = stablehlo.multiply %5826, %5355 : tensor<512xf32>
    %5828 = stablehlo.subtract %layer4.2.bn2.b, %5827 : tensor<512xf32>
    %5829 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %5830 = stablehlo.multiply %5829, %5504 : tensor<512x1000xf32>
    %5831 = stablehlo.subtract %fc.w, %5830 : tensor<512x1000xf32>
    %5832 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5833 = stablehlo.multiply %5832, %5393 : tensor<1000xf32>
    %5834 = stablehlo.subtract %fc.b, %5833 : tensor<1000xf32>
    "func.return"(%5507, %5510, %5513, %5516, %5519, %5522, %5525, %5528, %5531, %5534, %5537, %5540, %5543, %5546, %5549, %5552, %5555, %5558, %5561, %5564, %5567, %5570, %5573, %5576, %5579, %5582, %5585, %5588, %5591, %5594, %5597, %5600, %5603, %5606, %5609, %5612, %5615, %5618, %5621, %5624, %5627, %5630, %5633, %5636, %5639, %5642, %5645, %5648, %5651, %5654, %5657, %5660, %5663, %5666, %5669, %5672, %5675, %5678, %5681, %5684, %5687, %5690, %5693, %5696, %5699, %5702, %5705, %5708, %5711, %5714, %5717, %5720, %5723, %5726, %5729, %5732, %5735, %5738, %5741, %5744, %5747, %5750, %5753, %5756, %5759, %5762, %5765, %5768, %5771, %5774, %5777, %5780, %5783, %5786, %5789, %5792, %5795, %5798, %5801, %5804, %5807, %5810, %5813, %5816, %5819, %5822, %5825, %5828, %5831, %5834, %25, %32, %62, %69, %97, %104, %133, %140, %168, %175, %204, %211, %239, %246, %275, %282, %310, %317, %343, %350, %379, %386, %414, %421, %450, %457, %485, %492, %521, %528, %556, %563, %592, %599, %627, %634, %660, %667, %696, %703, %731, %738, %767, %774, %802, %809, %838, %845, %873, %880, %909, %916, %944, %951, %980, %987, %1015, %1022, %1051, %1058, %1086, %1093, %1119, %1126, %1155, %1162, %1190, %1197, %1226, %1233, %1261, %1268, %3308, %3327, %3346, %3365, %3384, %3403, %3422, %3441, %3460, %3479, %3498, %3517, %3536, %3555, %3574, %3593, %3612, %3631, %3650, %3669, %3688, %3707, %3726, %3745, %3764, %3783, %3802, %3821, %3840, %3859, %3878, %3897, %3916, %3935, %3954, %3973, %3992, %4011, %4030, %4049, %4068, %4087, %4106, %4125, %4144, %4163, %4182, %4201, %4220, %4239, %4258, %4277, %4296, %4315, %4334, %4353, %4372, %4391, %4410, %4429, %4448, %4467, %4486, %4505, %4524, %4543, %4562, %4581, %4600, %4619, %4638, %4657, %4676, %4695, %4714, %4733, %4752, %4771, %4790, %4809, %4828, %4847, %4866, %4885, %4904, %4923, %4942, %4961, %4980, %4999, %5018, %5037, %5056, %5075, %5094, %5113, %5132, %5151, %5170, %5189, %5208, %5227, %5246, %5265, %5284, %5303, %5322, %5341, %5360, %5379, %3314, %3333, %3352, %3371, %3390, %3409, %3428, %3447, %3466, %3485, %3504, %3523, %3542, %3561, %3580, %3599, %3618, %3637, %3656, %3675, %3694, %3713, %3732, %3751, %3770, %3789, %3808, %3827, %3846, %3865, %3884, %3903, %3922, %3941, %3960, %3979, %3998, %4017, %4036, %4055, %4074, %4093, %4112, %4131, %4150, %4169, %4188, %4207, %4226, %4245, %4264, %4283, %4302, %4321, %4340, %4359, %4378, %4397, %4416, %4435, %4454, %4473, %4492, %4511, %4530, %4549, %4568, %4587, %4606, %4625, %4644, %4663, %4682, %4701, %4720, %4739, %4758, %4777, %4796, %4815, %4834, %4853, %4872, %4891, %4910, %4929, %4948, %4967, %4986, %5005, %5024, %5043, %5062, %5081, %5100, %5119, %5138, %5157, %5176, %5195, %5214, %5233, %5252, %5271, %5290, %5309, %5328, %5347, %5366, %5385, %1294, %2751) : (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

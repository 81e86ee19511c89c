// hlocert 0.1.0 render: resnet_34-c1000-i224-b32x8-adamw+wx+clip1.0
// model: ResNet-34  classes: 1000  image: 224  batch per replica: 32  replicas: 8
// variant: adamw+wx+clip1.0  zero-init last BN gamma: yes  recipe batch: 32 per replica (He et al.'s global 256 = 8 replicas x 32; BatchNorm statistics per replica)
// lowerings: pointwise convolution (the default on xla-gpu, iree-gpu); wgrad convolution (the default on xla-gpu, iree-gpu); small convolution (the default on iree-cpu, xla-gpu, iree-gpu); bnstat one reduce over N, H, W (the default on xla-cpu, xla-gpu, iree-gpu)
// batch statistics: each replica's own batch of 32 (PyTorch DDP); the new running statistics are their mean over the replicas
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// data parallel: gradients and loss are the mean over 8 replicas (all-reduce sum ÷ N) before the optimizer
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
// content sha256: 6243cdd093ad4acc49a3978e7b902c84e22694c110e90b3cc88ffa16cacbfcec
module @resnet_34_c1000_i224_b32x8_adamw_wx_clip1_0 attributes {mhlo.num_replicas = 8 : i32} {
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
    // ── data parallel: the new running statistics are their mean over the replicas (8) ──
    %2238 = "stablehlo.all_reduce"(%25) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2239 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2240 = stablehlo.divide %2238, %2239 : tensor<64xf32>
    %2241 = "stablehlo.all_reduce"(%32) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2242 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2243 = stablehlo.divide %2241, %2242 : tensor<64xf32>
    %2244 = "stablehlo.all_reduce"(%62) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2245 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2246 = stablehlo.divide %2244, %2245 : tensor<64xf32>
    %2247 = "stablehlo.all_reduce"(%69) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2248 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2249 = stablehlo.divide %2247, %2248 : tensor<64xf32>
    %2250 = "stablehlo.all_reduce"(%97) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2251 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2252 = stablehlo.divide %2250, %2251 : tensor<64xf32>
    %2253 = "stablehlo.all_reduce"(%104) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2254 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2255 = stablehlo.divide %2253, %2254 : tensor<64xf32>
    %2256 = "stablehlo.all_reduce"(%133) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2257 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2258 = stablehlo.divide %2256, %2257 : tensor<64xf32>
    %2259 = "stablehlo.all_reduce"(%140) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2260 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2261 = stablehlo.divide %2259, %2260 : tensor<64xf32>
    %2262 = "stablehlo.all_reduce"(%168) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2263 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2264 = stablehlo.divide %2262, %2263 : tensor<64xf32>
    %2265 = "stablehlo.all_reduce"(%175) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2266 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2267 = stablehlo.divide %2265, %2266 : tensor<64xf32>
    %2268 = "stablehlo.all_reduce"(%204) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2269 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2270 = stablehlo.divide %2268, %2269 : tensor<64xf32>
    %2271 = "stablehlo.all_reduce"(%211) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2272 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2273 = stablehlo.divide %2271, %2272 : tensor<64xf32>
    %2274 = "stablehlo.all_reduce"(%239) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2275 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2276 = stablehlo.divide %2274, %2275 : tensor<64xf32>
    %2277 = "stablehlo.all_reduce"(%246) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2278 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2279 = stablehlo.divide %2277, %2278 : tensor<64xf32>
    %2280 = "stablehlo.all_reduce"(%275) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2281 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2282 = stablehlo.divide %2280, %2281 : tensor<128xf32>
    %2283 = "stablehlo.all_reduce"(%282) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2284 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2285 = stablehlo.divide %2283, %2284 : tensor<128xf32>
    %2286 = "stablehlo.all_reduce"(%310) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2287 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2288 = stablehlo.divide %2286, %2287 : tensor<128xf32>
    %2289 = "stablehlo.all_reduce"(%317) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2290 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2291 = stablehlo.divide %2289, %2290 : tensor<128xf32>
    %2292 = "stablehlo.all_reduce"(%343) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2293 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2294 = stablehlo.divide %2292, %2293 : tensor<128xf32>
    %2295 = "stablehlo.all_reduce"(%350) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2296 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2297 = stablehlo.divide %2295, %2296 : tensor<128xf32>
    %2298 = "stablehlo.all_reduce"(%379) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2299 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2300 = stablehlo.divide %2298, %2299 : tensor<128xf32>
    %2301 = "stablehlo.all_reduce"(%386) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2302 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2303 = stablehlo.divide %2301, %2302 : tensor<128xf32>
    %2304 = "stablehlo.all_reduce"(%414) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2305 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2306 = stablehlo.divide %2304, %2305 : tensor<128xf32>
    %2307 = "stablehlo.all_reduce"(%421) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2308 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2309 = stablehlo.divide %2307, %2308 : tensor<128xf32>
    %2310 = "stablehlo.all_reduce"(%450) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2311 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2312 = stablehlo.divide %2310, %2311 : tensor<128xf32>
    %2313 = "stablehlo.all_reduce"(%457) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2314 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2315 = stablehlo.divide %2313, %2314 : tensor<128xf32>
    %2316 = "stablehlo.all_reduce"(%485) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2317 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2318 = stablehlo.divide %2316, %2317 : tensor<128xf32>
    %2319 = "stablehlo.all_reduce"(%492) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2320 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2321 = stablehlo.divide %2319, %2320 : tensor<128xf32>
    %2322 = "stablehlo.all_reduce"(%521) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2323 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2324 = stablehlo.divide %2322, %2323 : tensor<128xf32>
    %2325 = "stablehlo.all_reduce"(%528) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2326 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2327 = stablehlo.divide %2325, %2326 : tensor<128xf32>
    %2328 = "stablehlo.all_reduce"(%556) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2329 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2330 = stablehlo.divide %2328, %2329 : tensor<128xf32>
    %2331 = "stablehlo.all_reduce"(%563) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2332 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2333 = stablehlo.divide %2331, %2332 : tensor<128xf32>
    %2334 = "stablehlo.all_reduce"(%592) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2335 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2336 = stablehlo.divide %2334, %2335 : tensor<256xf32>
    %2337 = "stablehlo.all_reduce"(%599) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2338 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2339 = stablehlo.divide %2337, %2338 : tensor<256xf32>
    %2340 = "stablehlo.all_reduce"(%627) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2341 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2342 = stablehlo.divide %2340, %2341 : tensor<256xf32>
    %2343 = "stablehlo.all_reduce"(%634) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2344 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2345 = stablehlo.divide %2343, %2344 : tensor<256xf32>
    %2346 = "stablehlo.all_reduce"(%660) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2347 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2348 = stablehlo.divide %2346, %2347 : tensor<256xf32>
    %2349 = "stablehlo.all_reduce"(%667) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2350 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2351 = stablehlo.divide %2349, %2350 : tensor<256xf32>
    %2352 = "stablehlo.all_reduce"(%696) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2353 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2354 = stablehlo.divide %2352, %2353 : tensor<256xf32>
    %2355 = "stablehlo.all_reduce"(%703) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2356 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2357 = stablehlo.divide %2355, %2356 : tensor<256xf32>
    %2358 = "stablehlo.all_reduce"(%731) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2359 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2360 = stablehlo.divide %2358, %2359 : tensor<256xf32>
    %2361 = "stablehlo.all_reduce"(%738) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2362 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2363 = stablehlo.divide %2361, %2362 : tensor<256xf32>
    %2364 = "stablehlo.all_reduce"(%767) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2365 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2366 = stablehlo.divide %2364, %2365 : tensor<256xf32>
    %2367 = "stablehlo.all_reduce"(%774) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2368 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2369 = stablehlo.divide %2367, %2368 : tensor<256xf32>
    %2370 = "stablehlo.all_reduce"(%802) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2371 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2372 = stablehlo.divide %2370, %2371 : tensor<256xf32>
    %2373 = "stablehlo.all_reduce"(%809) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2374 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2375 = stablehlo.divide %2373, %2374 : tensor<256xf32>
    %2376 = "stablehlo.all_reduce"(%838) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2377 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2378 = stablehlo.divide %2376, %2377 : tensor<256xf32>
    %2379 = "stablehlo.all_reduce"(%845) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2380 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2381 = stablehlo.divide %2379, %2380 : tensor<256xf32>
    %2382 = "stablehlo.all_reduce"(%873) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2383 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2384 = stablehlo.divide %2382, %2383 : tensor<256xf32>
    %2385 = "stablehlo.all_reduce"(%880) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2386 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2387 = stablehlo.divide %2385, %2386 : tensor<256xf32>
    %2388 = "stablehlo.all_reduce"(%909) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2389 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2390 = stablehlo.divide %2388, %2389 : tensor<256xf32>
    %2391 = "stablehlo.all_reduce"(%916) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2392 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2393 = stablehlo.divide %2391, %2392 : tensor<256xf32>
    %2394 = "stablehlo.all_reduce"(%944) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2395 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2396 = stablehlo.divide %2394, %2395 : tensor<256xf32>
    %2397 = "stablehlo.all_reduce"(%951) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2398 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2399 = stablehlo.divide %2397, %2398 : tensor<256xf32>
    %2400 = "stablehlo.all_reduce"(%980) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2401 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2402 = stablehlo.divide %2400, %2401 : tensor<256xf32>
    %2403 = "stablehlo.all_reduce"(%987) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2404 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2405 = stablehlo.divide %2403, %2404 : tensor<256xf32>
    %2406 = "stablehlo.all_reduce"(%1015) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2407 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2408 = stablehlo.divide %2406, %2407 : tensor<256xf32>
    %2409 = "stablehlo.all_reduce"(%1022) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2410 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2411 = stablehlo.divide %2409, %2410 : tensor<256xf32>
    %2412 = "stablehlo.all_reduce"(%1051) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2413 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2414 = stablehlo.divide %2412, %2413 : tensor<512xf32>
    %2415 = "stablehlo.all_reduce"(%1058) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2416 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2417 = stablehlo.divide %2415, %2416 : tensor<512xf32>
    %2418 = "stablehlo.all_reduce"(%1086) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2419 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2420 = stablehlo.divide %2418, %2419 : tensor<512xf32>
    %2421 = "stablehlo.all_reduce"(%1093) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2422 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2423 = stablehlo.divide %2421, %2422 : tensor<512xf32>
    %2424 = "stablehlo.all_reduce"(%1119) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2425 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2426 = stablehlo.divide %2424, %2425 : tensor<512xf32>
    %2427 = "stablehlo.all_reduce"(%1126) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2428 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2429 = stablehlo.divide %2427, %2428 : tensor<512xf32>
    %2430 = "stablehlo.all_reduce"(%1155) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2431 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2432 = stablehlo.divide %2430, %2431 : tensor<512xf32>
    %2433 = "stablehlo.all_reduce"(%1162) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2434 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2435 = stablehlo.divide %2433, %2434 : tensor<512xf32>
    %2436 = "stablehlo.all_reduce"(%1190) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2437 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2438 = stablehlo.divide %2436, %2437 : tensor<512xf32>
    %2439 = "stablehlo.all_reduce"(%1197) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2440 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2441 = stablehlo.divide %2439, %2440 : tensor<512xf32>
    %2442 = "stablehlo.all_reduce"(%1226) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2443 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2444 = stablehlo.divide %2442, %2443 : tensor<512xf32>
    %2445 = "stablehlo.all_reduce"(%1233) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2446 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2447 = stablehlo.divide %2445, %2446 : tensor<512xf32>
    %2448 = "stablehlo.all_reduce"(%1261) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2449 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2450 = stablehlo.divide %2448, %2449 : tensor<512xf32>
    %2451 = "stablehlo.all_reduce"(%1268) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2452 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2453 = stablehlo.divide %2451, %2452 : tensor<512xf32>
    // ── data parallel: mean of the gradients and the loss over 8 replicas ──
    %2454 = "stablehlo.all_reduce"(%2237) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<7x7x3x64xf32>) -> tensor<7x7x3x64xf32>
    %2455 = stablehlo.constant dense<8.0> : tensor<7x7x3x64xf32>
    %2456 = stablehlo.divide %2454, %2455 : tensor<7x7x3x64xf32>
    %2457 = "stablehlo.all_reduce"(%2224) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2458 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2459 = stablehlo.divide %2457, %2458 : tensor<64xf32>
    %2460 = "stablehlo.all_reduce"(%2221) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2461 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2462 = stablehlo.divide %2460, %2461 : tensor<64xf32>
    %2463 = "stablehlo.all_reduce"(%2152) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2464 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2465 = stablehlo.divide %2463, %2464 : tensor<3x3x64x64xf32>
    %2466 = "stablehlo.all_reduce"(%2137) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2467 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2468 = stablehlo.divide %2466, %2467 : tensor<64xf32>
    %2469 = "stablehlo.all_reduce"(%2134) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2470 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2471 = stablehlo.divide %2469, %2470 : tensor<64xf32>
    %2472 = "stablehlo.all_reduce"(%2128) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2473 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2474 = stablehlo.divide %2472, %2473 : tensor<3x3x64x64xf32>
    %2475 = "stablehlo.all_reduce"(%2113) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2476 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2477 = stablehlo.divide %2475, %2476 : tensor<64xf32>
    %2478 = "stablehlo.all_reduce"(%2110) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2479 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2480 = stablehlo.divide %2478, %2479 : tensor<64xf32>
    %2481 = "stablehlo.all_reduce"(%2103) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2482 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2483 = stablehlo.divide %2481, %2482 : tensor<3x3x64x64xf32>
    %2484 = "stablehlo.all_reduce"(%2088) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2485 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2486 = stablehlo.divide %2484, %2485 : tensor<64xf32>
    %2487 = "stablehlo.all_reduce"(%2085) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2488 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2489 = stablehlo.divide %2487, %2488 : tensor<64xf32>
    %2490 = "stablehlo.all_reduce"(%2079) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2491 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2492 = stablehlo.divide %2490, %2491 : tensor<3x3x64x64xf32>
    %2493 = "stablehlo.all_reduce"(%2064) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2494 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2495 = stablehlo.divide %2493, %2494 : tensor<64xf32>
    %2496 = "stablehlo.all_reduce"(%2061) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2497 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2498 = stablehlo.divide %2496, %2497 : tensor<64xf32>
    %2499 = "stablehlo.all_reduce"(%2054) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2500 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2501 = stablehlo.divide %2499, %2500 : tensor<3x3x64x64xf32>
    %2502 = "stablehlo.all_reduce"(%2039) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2503 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2504 = stablehlo.divide %2502, %2503 : tensor<64xf32>
    %2505 = "stablehlo.all_reduce"(%2036) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2506 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2507 = stablehlo.divide %2505, %2506 : tensor<64xf32>
    %2508 = "stablehlo.all_reduce"(%2030) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2509 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2510 = stablehlo.divide %2508, %2509 : tensor<3x3x64x64xf32>
    %2511 = "stablehlo.all_reduce"(%2015) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2512 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2513 = stablehlo.divide %2511, %2512 : tensor<64xf32>
    %2514 = "stablehlo.all_reduce"(%2012) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2515 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2516 = stablehlo.divide %2514, %2515 : tensor<64xf32>
    %2517 = "stablehlo.all_reduce"(%1985) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %2518 = stablehlo.constant dense<8.0> : tensor<3x3x64x128xf32>
    %2519 = stablehlo.divide %2517, %2518 : tensor<3x3x64x128xf32>
    %2520 = "stablehlo.all_reduce"(%1970) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2521 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2522 = stablehlo.divide %2520, %2521 : tensor<128xf32>
    %2523 = "stablehlo.all_reduce"(%1967) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2524 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2525 = stablehlo.divide %2523, %2524 : tensor<128xf32>
    %2526 = "stablehlo.all_reduce"(%1961) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2527 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2528 = stablehlo.divide %2526, %2527 : tensor<3x3x128x128xf32>
    %2529 = "stablehlo.all_reduce"(%1946) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2530 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2531 = stablehlo.divide %2529, %2530 : tensor<128xf32>
    %2532 = "stablehlo.all_reduce"(%1943) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2533 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2534 = stablehlo.divide %2532, %2533 : tensor<128xf32>
    %2535 = "stablehlo.all_reduce"(%2005) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %2536 = stablehlo.constant dense<8.0> : tensor<1x1x64x128xf32>
    %2537 = stablehlo.divide %2535, %2536 : tensor<1x1x64x128xf32>
    %2538 = "stablehlo.all_reduce"(%1990) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2539 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2540 = stablehlo.divide %2538, %2539 : tensor<128xf32>
    %2541 = "stablehlo.all_reduce"(%1987) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2542 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2543 = stablehlo.divide %2541, %2542 : tensor<128xf32>
    %2544 = "stablehlo.all_reduce"(%1936) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2545 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2546 = stablehlo.divide %2544, %2545 : tensor<3x3x128x128xf32>
    %2547 = "stablehlo.all_reduce"(%1921) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2548 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2549 = stablehlo.divide %2547, %2548 : tensor<128xf32>
    %2550 = "stablehlo.all_reduce"(%1918) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2551 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2552 = stablehlo.divide %2550, %2551 : tensor<128xf32>
    %2553 = "stablehlo.all_reduce"(%1912) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2554 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2555 = stablehlo.divide %2553, %2554 : tensor<3x3x128x128xf32>
    %2556 = "stablehlo.all_reduce"(%1897) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2557 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2558 = stablehlo.divide %2556, %2557 : tensor<128xf32>
    %2559 = "stablehlo.all_reduce"(%1894) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2560 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2561 = stablehlo.divide %2559, %2560 : tensor<128xf32>
    %2562 = "stablehlo.all_reduce"(%1887) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2563 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2564 = stablehlo.divide %2562, %2563 : tensor<3x3x128x128xf32>
    %2565 = "stablehlo.all_reduce"(%1872) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2566 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2567 = stablehlo.divide %2565, %2566 : tensor<128xf32>
    %2568 = "stablehlo.all_reduce"(%1869) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2569 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2570 = stablehlo.divide %2568, %2569 : tensor<128xf32>
    %2571 = "stablehlo.all_reduce"(%1863) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2572 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2573 = stablehlo.divide %2571, %2572 : tensor<3x3x128x128xf32>
    %2574 = "stablehlo.all_reduce"(%1848) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2575 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2576 = stablehlo.divide %2574, %2575 : tensor<128xf32>
    %2577 = "stablehlo.all_reduce"(%1845) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2578 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2579 = stablehlo.divide %2577, %2578 : tensor<128xf32>
    %2580 = "stablehlo.all_reduce"(%1838) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2581 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2582 = stablehlo.divide %2580, %2581 : tensor<3x3x128x128xf32>
    %2583 = "stablehlo.all_reduce"(%1823) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2584 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2585 = stablehlo.divide %2583, %2584 : tensor<128xf32>
    %2586 = "stablehlo.all_reduce"(%1820) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2587 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2588 = stablehlo.divide %2586, %2587 : tensor<128xf32>
    %2589 = "stablehlo.all_reduce"(%1814) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2590 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2591 = stablehlo.divide %2589, %2590 : tensor<3x3x128x128xf32>
    %2592 = "stablehlo.all_reduce"(%1799) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2593 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2594 = stablehlo.divide %2592, %2593 : tensor<128xf32>
    %2595 = "stablehlo.all_reduce"(%1796) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2596 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2597 = stablehlo.divide %2595, %2596 : tensor<128xf32>
    %2598 = "stablehlo.all_reduce"(%1769) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x256xf32>) -> tensor<3x3x128x256xf32>
    %2599 = stablehlo.constant dense<8.0> : tensor<3x3x128x256xf32>
    %2600 = stablehlo.divide %2598, %2599 : tensor<3x3x128x256xf32>
    %2601 = "stablehlo.all_reduce"(%1754) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2602 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2603 = stablehlo.divide %2601, %2602 : tensor<256xf32>
    %2604 = "stablehlo.all_reduce"(%1751) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2605 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2606 = stablehlo.divide %2604, %2605 : tensor<256xf32>
    %2607 = "stablehlo.all_reduce"(%1745) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2608 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2609 = stablehlo.divide %2607, %2608 : tensor<3x3x256x256xf32>
    %2610 = "stablehlo.all_reduce"(%1730) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2611 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2612 = stablehlo.divide %2610, %2611 : tensor<256xf32>
    %2613 = "stablehlo.all_reduce"(%1727) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2614 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2615 = stablehlo.divide %2613, %2614 : tensor<256xf32>
    %2616 = "stablehlo.all_reduce"(%1789) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1x1x128x256xf32>) -> tensor<1x1x128x256xf32>
    %2617 = stablehlo.constant dense<8.0> : tensor<1x1x128x256xf32>
    %2618 = stablehlo.divide %2616, %2617 : tensor<1x1x128x256xf32>
    %2619 = "stablehlo.all_reduce"(%1774) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2620 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2621 = stablehlo.divide %2619, %2620 : tensor<256xf32>
    %2622 = "stablehlo.all_reduce"(%1771) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2623 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2624 = stablehlo.divide %2622, %2623 : tensor<256xf32>
    %2625 = "stablehlo.all_reduce"(%1720) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2626 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2627 = stablehlo.divide %2625, %2626 : tensor<3x3x256x256xf32>
    %2628 = "stablehlo.all_reduce"(%1705) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2629 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2630 = stablehlo.divide %2628, %2629 : tensor<256xf32>
    %2631 = "stablehlo.all_reduce"(%1702) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2632 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2633 = stablehlo.divide %2631, %2632 : tensor<256xf32>
    %2634 = "stablehlo.all_reduce"(%1696) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2635 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2636 = stablehlo.divide %2634, %2635 : tensor<3x3x256x256xf32>
    %2637 = "stablehlo.all_reduce"(%1681) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2638 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2639 = stablehlo.divide %2637, %2638 : tensor<256xf32>
    %2640 = "stablehlo.all_reduce"(%1678) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2641 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2642 = stablehlo.divide %2640, %2641 : tensor<256xf32>
    %2643 = "stablehlo.all_reduce"(%1671) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2644 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2645 = stablehlo.divide %2643, %2644 : tensor<3x3x256x256xf32>
    %2646 = "stablehlo.all_reduce"(%1656) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2647 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2648 = stablehlo.divide %2646, %2647 : tensor<256xf32>
    %2649 = "stablehlo.all_reduce"(%1653) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2650 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2651 = stablehlo.divide %2649, %2650 : tensor<256xf32>
    %2652 = "stablehlo.all_reduce"(%1647) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2653 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2654 = stablehlo.divide %2652, %2653 : tensor<3x3x256x256xf32>
    %2655 = "stablehlo.all_reduce"(%1632) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2656 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2657 = stablehlo.divide %2655, %2656 : tensor<256xf32>
    %2658 = "stablehlo.all_reduce"(%1629) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2659 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2660 = stablehlo.divide %2658, %2659 : tensor<256xf32>
    %2661 = "stablehlo.all_reduce"(%1622) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2662 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2663 = stablehlo.divide %2661, %2662 : tensor<3x3x256x256xf32>
    %2664 = "stablehlo.all_reduce"(%1607) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2665 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2666 = stablehlo.divide %2664, %2665 : tensor<256xf32>
    %2667 = "stablehlo.all_reduce"(%1604) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2668 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2669 = stablehlo.divide %2667, %2668 : tensor<256xf32>
    %2670 = "stablehlo.all_reduce"(%1598) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2671 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2672 = stablehlo.divide %2670, %2671 : tensor<3x3x256x256xf32>
    %2673 = "stablehlo.all_reduce"(%1583) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2674 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2675 = stablehlo.divide %2673, %2674 : tensor<256xf32>
    %2676 = "stablehlo.all_reduce"(%1580) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2677 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2678 = stablehlo.divide %2676, %2677 : tensor<256xf32>
    %2679 = "stablehlo.all_reduce"(%1573) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2680 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2681 = stablehlo.divide %2679, %2680 : tensor<3x3x256x256xf32>
    %2682 = "stablehlo.all_reduce"(%1558) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2683 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2684 = stablehlo.divide %2682, %2683 : tensor<256xf32>
    %2685 = "stablehlo.all_reduce"(%1555) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2686 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2687 = stablehlo.divide %2685, %2686 : tensor<256xf32>
    %2688 = "stablehlo.all_reduce"(%1549) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2689 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2690 = stablehlo.divide %2688, %2689 : tensor<3x3x256x256xf32>
    %2691 = "stablehlo.all_reduce"(%1534) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2692 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2693 = stablehlo.divide %2691, %2692 : tensor<256xf32>
    %2694 = "stablehlo.all_reduce"(%1531) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2695 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2696 = stablehlo.divide %2694, %2695 : tensor<256xf32>
    %2697 = "stablehlo.all_reduce"(%1524) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2698 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2699 = stablehlo.divide %2697, %2698 : tensor<3x3x256x256xf32>
    %2700 = "stablehlo.all_reduce"(%1509) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2701 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2702 = stablehlo.divide %2700, %2701 : tensor<256xf32>
    %2703 = "stablehlo.all_reduce"(%1506) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2704 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2705 = stablehlo.divide %2703, %2704 : tensor<256xf32>
    %2706 = "stablehlo.all_reduce"(%1500) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2707 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2708 = stablehlo.divide %2706, %2707 : tensor<3x3x256x256xf32>
    %2709 = "stablehlo.all_reduce"(%1485) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2710 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2711 = stablehlo.divide %2709, %2710 : tensor<256xf32>
    %2712 = "stablehlo.all_reduce"(%1482) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2713 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2714 = stablehlo.divide %2712, %2713 : tensor<256xf32>
    %2715 = "stablehlo.all_reduce"(%1455) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x512xf32>) -> tensor<3x3x256x512xf32>
    %2716 = stablehlo.constant dense<8.0> : tensor<3x3x256x512xf32>
    %2717 = stablehlo.divide %2715, %2716 : tensor<3x3x256x512xf32>
    %2718 = "stablehlo.all_reduce"(%1440) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2719 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2720 = stablehlo.divide %2718, %2719 : tensor<512xf32>
    %2721 = "stablehlo.all_reduce"(%1437) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2722 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2723 = stablehlo.divide %2721, %2722 : tensor<512xf32>
    %2724 = "stablehlo.all_reduce"(%1431) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2725 = stablehlo.constant dense<8.0> : tensor<3x3x512x512xf32>
    %2726 = stablehlo.divide %2724, %2725 : tensor<3x3x512x512xf32>
    %2727 = "stablehlo.all_reduce"(%1416) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2728 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2729 = stablehlo.divide %2727, %2728 : tensor<512xf32>
    %2730 = "stablehlo.all_reduce"(%1413) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2731 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2732 = stablehlo.divide %2730, %2731 : tensor<512xf32>
    %2733 = "stablehlo.all_reduce"(%1475) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %2734 = stablehlo.constant dense<8.0> : tensor<1x1x256x512xf32>
    %2735 = stablehlo.divide %2733, %2734 : tensor<1x1x256x512xf32>
    %2736 = "stablehlo.all_reduce"(%1460) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2737 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2738 = stablehlo.divide %2736, %2737 : tensor<512xf32>
    %2739 = "stablehlo.all_reduce"(%1457) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2740 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2741 = stablehlo.divide %2739, %2740 : tensor<512xf32>
    %2742 = "stablehlo.all_reduce"(%1406) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2743 = stablehlo.constant dense<8.0> : tensor<3x3x512x512xf32>
    %2744 = stablehlo.divide %2742, %2743 : tensor<3x3x512x512xf32>
    %2745 = "stablehlo.all_reduce"(%1391) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2746 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2747 = stablehlo.divide %2745, %2746 : tensor<512xf32>
    %2748 = "stablehlo.all_reduce"(%1388) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2749 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2750 = stablehlo.divide %2748, %2749 : tensor<512xf32>
    %2751 = "stablehlo.all_reduce"(%1382) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2752 = stablehlo.constant dense<8.0> : tensor<3x3x512x512xf32>
    %2753 = stablehlo.divide %2751, %2752 : tensor<3x3x512x512xf32>
    %2754 = "stablehlo.all_reduce"(%1367) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2755 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2756 = stablehlo.divide %2754, %2755 : tensor<512xf32>
    %2757 = "stablehlo.all_reduce"(%1364) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2758 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2759 = stablehlo.divide %2757, %2758 : tensor<512xf32>
    %2760 = "stablehlo.all_reduce"(%1357) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2761 = stablehlo.constant dense<8.0> : tensor<3x3x512x512xf32>
    %2762 = stablehlo.divide %2760, %2761 : tensor<3x3x512x512xf32>
    %2763 = "stablehlo.all_reduce"(%1342) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2764 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2765 = stablehlo.divide %2763, %2764 : tensor<512xf32>
    %2766 = "stablehlo.all_reduce"(%1339) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2767 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2768 = stablehlo.divide %2766, %2767 : tensor<512xf32>
    %2769 = "stablehlo.all_reduce"(%1333) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2770 = stablehlo.constant dense<8.0> : tensor<3x3x512x512xf32>
    %2771 = stablehlo.divide %2769, %2770 : tensor<3x3x512x512xf32>
    %2772 = "stablehlo.all_reduce"(%1318) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2773 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2774 = stablehlo.divide %2772, %2773 : tensor<512xf32>
    %2775 = "stablehlo.all_reduce"(%1315) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2776 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2777 = stablehlo.divide %2775, %2776 : tensor<512xf32>
    %2778 = "stablehlo.all_reduce"(%1304) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512x1000xf32>) -> tensor<512x1000xf32>
    %2779 = stablehlo.constant dense<8.0> : tensor<512x1000xf32>
    %2780 = stablehlo.divide %2778, %2779 : tensor<512x1000xf32>
    %2781 = "stablehlo.all_reduce"(%1306) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1000xf32>) -> tensor<1000xf32>
    %2782 = stablehlo.constant dense<8.0> : tensor<1000xf32>
    %2783 = stablehlo.divide %2781, %2782 : tensor<1000xf32>
    %2784 = "stablehlo.all_reduce"(%1294) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<f32>) -> tensor<f32>
    %2785 = stablehlo.constant dense<8.0> : tensor<f32>
    %2786 = stablehlo.divide %2784, %2785 : tensor<f32>
    // ── optimizer ──
    %2787 = stablehlo.multiply %2456, %2456 : tensor<7x7x3x64xf32>
    %2788 = stablehlo.constant dense<0.0> : tensor<f32>
    %2789 = "stablehlo.reduce"(%2787, %2788) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x64xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %2790 = stablehlo.constant dense<0.0> : tensor<f32>
    %2791 = "stablehlo.reduce"(%2789, %2790) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %2792 = stablehlo.multiply %2459, %2459 : tensor<64xf32>
    %2793 = stablehlo.constant dense<0.0> : tensor<f32>
    %2794 = "stablehlo.reduce"(%2792, %2793) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2795 = stablehlo.add %2791, %2794 : tensor<f32>
    %2796 = stablehlo.multiply %2462, %2462 : tensor<64xf32>
    %2797 = stablehlo.constant dense<0.0> : tensor<f32>
    %2798 = "stablehlo.reduce"(%2796, %2797) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2799 = stablehlo.add %2795, %2798 : tensor<f32>
    %2800 = stablehlo.multiply %2465, %2465 : tensor<3x3x64x64xf32>
    %2801 = stablehlo.constant dense<0.0> : tensor<f32>
    %2802 = "stablehlo.reduce"(%2800, %2801) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2803 = stablehlo.constant dense<0.0> : tensor<f32>
    %2804 = "stablehlo.reduce"(%2802, %2803) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2805 = stablehlo.add %2799, %2804 : tensor<f32>
    %2806 = stablehlo.multiply %2468, %2468 : tensor<64xf32>
    %2807 = stablehlo.constant dense<0.0> : tensor<f32>
    %2808 = "stablehlo.reduce"(%2806, %2807) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2809 = stablehlo.add %2805, %2808 : tensor<f32>
    %2810 = stablehlo.multiply %2471, %2471 : tensor<64xf32>
    %2811 = stablehlo.constant dense<0.0> : tensor<f32>
    %2812 = "stablehlo.reduce"(%2810, %2811) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2813 = stablehlo.add %2809, %2812 : tensor<f32>
    %2814 = stablehlo.multiply %2474, %2474 : tensor<3x3x64x64xf32>
    %2815 = stablehlo.constant dense<0.0> : tensor<f32>
    %2816 = "stablehlo.reduce"(%2814, %2815) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2817 = stablehlo.constant dense<0.0> : tensor<f32>
    %2818 = "stablehlo.reduce"(%2816, %2817) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2819 = stablehlo.add %2813, %2818 : tensor<f32>
    %2820 = stablehlo.multiply %2477, %2477 : tensor<64xf32>
    %2821 = stablehlo.constant dense<0.0> : tensor<f32>
    %2822 = "stablehlo.reduce"(%2820, %2821) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2823 = stablehlo.add %2819, %2822 : tensor<f32>
    %2824 = stablehlo.multiply %2480, %2480 : tensor<64xf32>
    %2825 = stablehlo.constant dense<0.0> : tensor<f32>
    %2826 = "stablehlo.reduce"(%2824, %2825) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2827 = stablehlo.add %2823, %2826 : tensor<f32>
    %2828 = stablehlo.multiply %2483, %2483 : tensor<3x3x64x64xf32>
    %2829 = stablehlo.constant dense<0.0> : tensor<f32>
    %2830 = "stablehlo.reduce"(%2828, %2829) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2831 = stablehlo.constant dense<0.0> : tensor<f32>
    %2832 = "stablehlo.reduce"(%2830, %2831) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2833 = stablehlo.add %2827, %2832 : tensor<f32>
    %2834 = stablehlo.multiply %2486, %2486 : tensor<64xf32>
    %2835 = stablehlo.constant dense<0.0> : tensor<f32>
    %2836 = "stablehlo.reduce"(%2834, %2835) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2837 = stablehlo.add %2833, %2836 : tensor<f32>
    %2838 = stablehlo.multiply %2489, %2489 : tensor<64xf32>
    %2839 = stablehlo.constant dense<0.0> : tensor<f32>
    %2840 = "stablehlo.reduce"(%2838, %2839) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2841 = stablehlo.add %2837, %2840 : tensor<f32>
    %2842 = stablehlo.multiply %2492, %2492 : tensor<3x3x64x64xf32>
    %2843 = stablehlo.constant dense<0.0> : tensor<f32>
    %2844 = "stablehlo.reduce"(%2842, %2843) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2845 = stablehlo.constant dense<0.0> : tensor<f32>
    %2846 = "stablehlo.reduce"(%2844, %2845) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2847 = stablehlo.add %2841, %2846 : tensor<f32>
    %2848 = stablehlo.multiply %2495, %2495 : tensor<64xf32>
    %2849 = stablehlo.constant dense<0.0> : tensor<f32>
    %2850 = "stablehlo.reduce"(%2848, %2849) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2851 = stablehlo.add %2847, %2850 : tensor<f32>
    %2852 = stablehlo.multiply %2498, %2498 : tensor<64xf32>
    %2853 = stablehlo.constant dense<0.0> : tensor<f32>
    %2854 = "stablehlo.reduce"(%2852, %2853) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2855 = stablehlo.add %2851, %2854 : tensor<f32>
    %2856 = stablehlo.multiply %2501, %2501 : tensor<3x3x64x64xf32>
    %2857 = stablehlo.constant dense<0.0> : tensor<f32>
    %2858 = "stablehlo.reduce"(%2856, %2857) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2859 = stablehlo.constant dense<0.0> : tensor<f32>
    %2860 = "stablehlo.reduce"(%2858, %2859) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2861 = stablehlo.add %2855, %2860 : tensor<f32>
    %2862 = stablehlo.multiply %2504, %2504 : tensor<64xf32>
    %2863 = stablehlo.constant dense<0.0> : tensor<f32>
    %2864 = "stablehlo.reduce"(%2862, %2863) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2865 = stablehlo.add %2861, %2864 : tensor<f32>
    %2866 = stablehlo.multiply %2507, %2507 : tensor<64xf32>
    %2867 = stablehlo.constant dense<0.0> : tensor<f32>
    %2868 = "stablehlo.reduce"(%2866, %2867) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2869 = stablehlo.add %2865, %2868 : tensor<f32>
    %2870 = stablehlo.multiply %2510, %2510 : tensor<3x3x64x64xf32>
    %2871 = stablehlo.constant dense<0.0> : tensor<f32>
    %2872 = "stablehlo.reduce"(%2870, %2871) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2873 = stablehlo.constant dense<0.0> : tensor<f32>
    %2874 = "stablehlo.reduce"(%2872, %2873) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2875 = stablehlo.add %2869, %2874 : tensor<f32>
    %2876 = stablehlo.multiply %2513, %2513 : tensor<64xf32>
    %2877 = stablehlo.constant dense<0.0> : tensor<f32>
    %2878 = "stablehlo.reduce"(%2876, %2877) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2879 = stablehlo.add %2875, %2878 : tensor<f32>
    %2880 = stablehlo.multiply %2516, %2516 : tensor<64xf32>
    %2881 = stablehlo.constant dense<0.0> : tensor<f32>
    %2882 = "stablehlo.reduce"(%2880, %2881) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2883 = stablehlo.add %2879, %2882 : tensor<f32>
    %2884 = stablehlo.multiply %2519, %2519 : tensor<3x3x64x128xf32>
    %2885 = stablehlo.constant dense<0.0> : tensor<f32>
    %2886 = "stablehlo.reduce"(%2884, %2885) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x128xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2887 = stablehlo.constant dense<0.0> : tensor<f32>
    %2888 = "stablehlo.reduce"(%2886, %2887) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2889 = stablehlo.add %2883, %2888 : tensor<f32>
    %2890 = stablehlo.multiply %2522, %2522 : tensor<128xf32>
    %2891 = stablehlo.constant dense<0.0> : tensor<f32>
    %2892 = "stablehlo.reduce"(%2890, %2891) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2893 = stablehlo.add %2889, %2892 : tensor<f32>
    %2894 = stablehlo.multiply %2525, %2525 : tensor<128xf32>
    %2895 = stablehlo.constant dense<0.0> : tensor<f32>
    %2896 = "stablehlo.reduce"(%2894, %2895) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2897 = stablehlo.add %2893, %2896 : tensor<f32>
    %2898 = stablehlo.multiply %2528, %2528 : tensor<3x3x128x128xf32>
    %2899 = stablehlo.constant dense<0.0> : tensor<f32>
    %2900 = "stablehlo.reduce"(%2898, %2899) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2901 = stablehlo.constant dense<0.0> : tensor<f32>
    %2902 = "stablehlo.reduce"(%2900, %2901) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2903 = stablehlo.add %2897, %2902 : tensor<f32>
    %2904 = stablehlo.multiply %2531, %2531 : tensor<128xf32>
    %2905 = stablehlo.constant dense<0.0> : tensor<f32>
    %2906 = "stablehlo.reduce"(%2904, %2905) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2907 = stablehlo.add %2903, %2906 : tensor<f32>
    %2908 = stablehlo.multiply %2534, %2534 : tensor<128xf32>
    %2909 = stablehlo.constant dense<0.0> : tensor<f32>
    %2910 = "stablehlo.reduce"(%2908, %2909) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2911 = stablehlo.add %2907, %2910 : tensor<f32>
    %2912 = stablehlo.multiply %2537, %2537 : tensor<1x1x64x128xf32>
    %2913 = stablehlo.constant dense<0.0> : tensor<f32>
    %2914 = "stablehlo.reduce"(%2912, %2913) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x128xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %2915 = stablehlo.constant dense<0.0> : tensor<f32>
    %2916 = "stablehlo.reduce"(%2914, %2915) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %2917 = stablehlo.add %2911, %2916 : tensor<f32>
    %2918 = stablehlo.multiply %2540, %2540 : tensor<128xf32>
    %2919 = stablehlo.constant dense<0.0> : tensor<f32>
    %2920 = "stablehlo.reduce"(%2918, %2919) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2921 = stablehlo.add %2917, %2920 : tensor<f32>
    %2922 = stablehlo.multiply %2543, %2543 : tensor<128xf32>
    %2923 = stablehlo.constant dense<0.0> : tensor<f32>
    %2924 = "stablehlo.reduce"(%2922, %2923) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2925 = stablehlo.add %2921, %2924 : tensor<f32>
    %2926 = stablehlo.multiply %2546, %2546 : tensor<3x3x128x128xf32>
    %2927 = stablehlo.constant dense<0.0> : tensor<f32>
    %2928 = "stablehlo.reduce"(%2926, %2927) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2929 = stablehlo.constant dense<0.0> : tensor<f32>
    %2930 = "stablehlo.reduce"(%2928, %2929) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2931 = stablehlo.add %2925, %2930 : tensor<f32>
    %2932 = stablehlo.multiply %2549, %2549 : tensor<128xf32>
    %2933 = stablehlo.constant dense<0.0> : tensor<f32>
    %2934 = "stablehlo.reduce"(%2932, %2933) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2935 = stablehlo.add %2931, %2934 : tensor<f32>
    %2936 = stablehlo.multiply %2552, %2552 : tensor<128xf32>
    %2937 = stablehlo.constant dense<0.0> : tensor<f32>
    %2938 = "stablehlo.reduce"(%2936, %2937) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2939 = stablehlo.add %2935, %2938 : tensor<f32>
    %2940 = stablehlo.multiply %2555, %2555 : tensor<3x3x128x128xf32>
    %2941 = stablehlo.constant dense<0.0> : tensor<f32>
    %2942 = "stablehlo.reduce"(%2940, %2941) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2943 = stablehlo.constant dense<0.0> : tensor<f32>
    %2944 = "stablehlo.reduce"(%2942, %2943) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2945 = stablehlo.add %2939, %2944 : tensor<f32>
    %2946 = stablehlo.multiply %2558, %2558 : tensor<128xf32>
    %2947 = stablehlo.constant dense<0.0> : tensor<f32>
    %2948 = "stablehlo.reduce"(%2946, %2947) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2949 = stablehlo.add %2945, %2948 : tensor<f32>
    %2950 = stablehlo.multiply %2561, %2561 : tensor<128xf32>
    %2951 = stablehlo.constant dense<0.0> : tensor<f32>
    %2952 = "stablehlo.reduce"(%2950, %2951) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2953 = stablehlo.add %2949, %2952 : tensor<f32>
    %2954 = stablehlo.multiply %2564, %2564 : tensor<3x3x128x128xf32>
    %2955 = stablehlo.constant dense<0.0> : tensor<f32>
    %2956 = "stablehlo.reduce"(%2954, %2955) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2957 = stablehlo.constant dense<0.0> : tensor<f32>
    %2958 = "stablehlo.reduce"(%2956, %2957) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2959 = stablehlo.add %2953, %2958 : tensor<f32>
    %2960 = stablehlo.multiply %2567, %2567 : tensor<128xf32>
    %2961 = stablehlo.constant dense<0.0> : tensor<f32>
    %2962 = "stablehlo.reduce"(%2960, %2961) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2963 = stablehlo.add %2959, %2962 : tensor<f32>
    %2964 = stablehlo.multiply %2570, %2570 : tensor<128xf32>
    %2965 = stablehlo.constant dense<0.0> : tensor<f32>
    %2966 = "stablehlo.reduce"(%2964, %2965) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2967 = stablehlo.add %2963, %2966 : tensor<f32>
    %2968 = stablehlo.multiply %2573, %2573 : tensor<3x3x128x128xf32>
    %2969 = stablehlo.constant dense<0.0> : tensor<f32>
    %2970 = "stablehlo.reduce"(%2968, %2969) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2971 = stablehlo.constant dense<0.0> : tensor<f32>
    %2972 = "stablehlo.reduce"(%2970, %2971) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2973 = stablehlo.add %2967, %2972 : tensor<f32>
    %2974 = stablehlo.multiply %2576, %2576 : tensor<128xf32>
    %2975 = stablehlo.constant dense<0.0> : tensor<f32>
    %2976 = "stablehlo.reduce"(%2974, %2975) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2977 = stablehlo.add %2973, %2976 : tensor<f32>
    %2978 = stablehlo.multiply %2579, %2579 : tensor<128xf32>
    %2979 = stablehlo.constant dense<0.0> : tensor<f32>
    %2980 = "stablehlo.reduce"(%2978, %2979) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2981 = stablehlo.add %2977, %2980 : tensor<f32>
    %2982 = stablehlo.multiply %2582, %2582 : tensor<3x3x128x128xf32>
    %2983 = stablehlo.constant dense<0.0> : tensor<f32>
    %2984 = "stablehlo.reduce"(%2982, %2983) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2985 = stablehlo.constant dense<0.0> : tensor<f32>
    %2986 = "stablehlo.reduce"(%2984, %2985) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2987 = stablehlo.add %2981, %2986 : tensor<f32>
    %2988 = stablehlo.multiply %2585, %2585 : tensor<128xf32>
    %2989 = stablehlo.constant dense<0.0> : tensor<f32>
    %2990 = "stablehlo.reduce"(%2988, %2989) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2991 = stablehlo.add %2987, %2990 : tensor<f32>
    %2992 = stablehlo.multiply %2588, %2588 : tensor<128xf32>
    %2993 = stablehlo.constant dense<0.0> : tensor<f32>
    %2994 = "stablehlo.reduce"(%2992, %2993) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2995 = stablehlo.add %2991, %2994 : tensor<f32>
    %2996 = stablehlo.multiply %2591, %2591 : tensor<3x3x128x128xf32>
    %2997 = stablehlo.constant dense<0.0> : tensor<f32>
    %2998 = "stablehlo.reduce"(%2996, %2997) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2999 = stablehlo.constant dense<0.0> : tensor<f32>
    %3000 = "stablehlo.reduce"(%2998, %2999) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3001 = stablehlo.add %2995, %3000 : tensor<f32>
    %3002 = stablehlo.multiply %2594, %2594 : tensor<128xf32>
    %3003 = stablehlo.constant dense<0.0> : tensor<f32>
    %3004 = "stablehlo.reduce"(%3002, %3003) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3005 = stablehlo.add %3001, %3004 : tensor<f32>
    %3006 = stablehlo.multiply %2597, %2597 : tensor<128xf32>
    %3007 = stablehlo.constant dense<0.0> : tensor<f32>
    %3008 = "stablehlo.reduce"(%3006, %3007) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3009 = stablehlo.add %3005, %3008 : tensor<f32>
    %3010 = stablehlo.multiply %2600, %2600 : tensor<3x3x128x256xf32>
    %3011 = stablehlo.constant dense<0.0> : tensor<f32>
    %3012 = "stablehlo.reduce"(%3010, %3011) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x256xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %3013 = stablehlo.constant dense<0.0> : tensor<f32>
    %3014 = "stablehlo.reduce"(%3012, %3013) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3015 = stablehlo.add %3009, %3014 : tensor<f32>
    %3016 = stablehlo.multiply %2603, %2603 : tensor<256xf32>
    %3017 = stablehlo.constant dense<0.0> : tensor<f32>
    %3018 = "stablehlo.reduce"(%3016, %3017) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3019 = stablehlo.add %3015, %3018 : tensor<f32>
    %3020 = stablehlo.multiply %2606, %2606 : tensor<256xf32>
    %3021 = stablehlo.constant dense<0.0> : tensor<f32>
    %3022 = "stablehlo.reduce"(%3020, %3021) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3023 = stablehlo.add %3019, %3022 : tensor<f32>
    %3024 = stablehlo.multiply %2609, %2609 : tensor<3x3x256x256xf32>
    %3025 = stablehlo.constant dense<0.0> : tensor<f32>
    %3026 = "stablehlo.reduce"(%3024, %3025) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3027 = stablehlo.constant dense<0.0> : tensor<f32>
    %3028 = "stablehlo.reduce"(%3026, %3027) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3029 = stablehlo.add %3023, %3028 : tensor<f32>
    %3030 = stablehlo.multiply %2612, %2612 : tensor<256xf32>
    %3031 = stablehlo.constant dense<0.0> : tensor<f32>
    %3032 = "stablehlo.reduce"(%3030, %3031) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3033 = stablehlo.add %3029, %3032 : tensor<f32>
    %3034 = stablehlo.multiply %2615, %2615 : tensor<256xf32>
    %3035 = stablehlo.constant dense<0.0> : tensor<f32>
    %3036 = "stablehlo.reduce"(%3034, %3035) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3037 = stablehlo.add %3033, %3036 : tensor<f32>
    %3038 = stablehlo.multiply %2618, %2618 : tensor<1x1x128x256xf32>
    %3039 = stablehlo.constant dense<0.0> : tensor<f32>
    %3040 = "stablehlo.reduce"(%3038, %3039) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x256xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %3041 = stablehlo.constant dense<0.0> : tensor<f32>
    %3042 = "stablehlo.reduce"(%3040, %3041) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %3043 = stablehlo.add %3037, %3042 : tensor<f32>
    %3044 = stablehlo.multiply %2621, %2621 : tensor<256xf32>
    %3045 = stablehlo.constant dense<0.0> : tensor<f32>
    %3046 = "stablehlo.reduce"(%3044, %3045) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3047 = stablehlo.add %3043, %3046 : tensor<f32>
    %3048 = stablehlo.multiply %2624, %2624 : tensor<256xf32>
    %3049 = stablehlo.constant dense<0.0> : tensor<f32>
    %3050 = "stablehlo.reduce"(%3048, %3049) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3051 = stablehlo.add %3047, %3050 : tensor<f32>
    %3052 = stablehlo.multiply %2627, %2627 : tensor<3x3x256x256xf32>
    %3053 = stablehlo.constant dense<0.0> : tensor<f32>
    %3054 = "stablehlo.reduce"(%3052, %3053) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3055 = stablehlo.constant dense<0.0> : tensor<f32>
    %3056 = "stablehlo.reduce"(%3054, %3055) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3057 = stablehlo.add %3051, %3056 : tensor<f32>
    %3058 = stablehlo.multiply %2630, %2630 : tensor<256xf32>
    %3059 = stablehlo.constant dense<0.0> : tensor<f32>
    %3060 = "stablehlo.reduce"(%3058, %3059) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3061 = stablehlo.add %3057, %3060 : tensor<f32>
    %3062 = stablehlo.multiply %2633, %2633 : tensor<256xf32>
    %3063 = stablehlo.constant dense<0.0> : tensor<f32>
    %3064 = "stablehlo.reduce"(%3062, %3063) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3065 = stablehlo.add %3061, %3064 : tensor<f32>
    %3066 = stablehlo.multiply %2636, %2636 : tensor<3x3x256x256xf32>
    %3067 = stablehlo.constant dense<0.0> : tensor<f32>
    %3068 = "stablehlo.reduce"(%3066, %3067) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3069 = stablehlo.constant dense<0.0> : tensor<f32>
    %3070 = "stablehlo.reduce"(%3068, %3069) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3071 = stablehlo.add %3065, %3070 : tensor<f32>
    %3072 = stablehlo.multiply %2639, %2639 : tensor<256xf32>
    %3073 = stablehlo.constant dense<0.0> : tensor<f32>
    %3074 = "stablehlo.reduce"(%3072, %3073) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3075 = stablehlo.add %3071, %3074 : tensor<f32>
    %3076 = stablehlo.multiply %2642, %2642 : tensor<256xf32>
    %3077 = stablehlo.constant dense<0.0> : tensor<f32>
    %3078 = "stablehlo.reduce"(%3076, %3077) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3079 = stablehlo.add %3075, %3078 : tensor<f32>
    %3080 = stablehlo.multiply %2645, %2645 : tensor<3x3x256x256xf32>
    %3081 = stablehlo.constant dense<0.0> : tensor<f32>
    %3082 = "stablehlo.reduce"(%3080, %3081) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3083 = stablehlo.constant dense<0.0> : tensor<f32>
    %3084 = "stablehlo.reduce"(%3082, %3083) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3085 = stablehlo.add %3079, %3084 : tensor<f32>
    %3086 = stablehlo.multiply %2648, %2648 : tensor<256xf32>
    %3087 = stablehlo.constant dense<0.0> : tensor<f32>
    %3088 = "stablehlo.reduce"(%3086, %3087) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3089 = stablehlo.add %3085, %3088 : tensor<f32>
    %3090 = stablehlo.multiply %2651, %2651 : tensor<256xf32>
    %3091 = stablehlo.constant dense<0.0> : tensor<f32>
    %3092 = "stablehlo.reduce"(%3090, %3091) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3093 = stablehlo.add %3089, %3092 : tensor<f32>
    %3094 = stablehlo.multiply %2654, %2654 : tensor<3x3x256x256xf32>
    %3095 = stablehlo.constant dense<0.0> : tensor<f32>
    %3096 = "stablehlo.reduce"(%3094, %3095) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3097 = stablehlo.constant dense<0.0> : tensor<f32>
    %3098 = "stablehlo.reduce"(%3096, %3097) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3099 = stablehlo.add %3093, %3098 : tensor<f32>
    %3100 = stablehlo.multiply %2657, %2657 : tensor<256xf32>
    %3101 = stablehlo.constant dense<0.0> : tensor<f32>
    %3102 = "stablehlo.reduce"(%3100, %3101) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3103 = stablehlo.add %3099, %3102 : tensor<f32>
    %3104 = stablehlo.multiply %2660, %2660 : tensor<256xf32>
    %3105 = stablehlo.constant dense<0.0> : tensor<f32>
    %3106 = "stablehlo.reduce"(%3104, %3105) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3107 = stablehlo.add %3103, %3106 : tensor<f32>
    %3108 = stablehlo.multiply %2663, %2663 : tensor<3x3x256x256xf32>
    %3109 = stablehlo.constant dense<0.0> : tensor<f32>
    %3110 = "stablehlo.reduce"(%3108, %3109) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3111 = stablehlo.constant dense<0.0> : tensor<f32>
    %3112 = "stablehlo.reduce"(%3110, %3111) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3113 = stablehlo.add %3107, %3112 : tensor<f32>
    %3114 = stablehlo.multiply %2666, %2666 : tensor<256xf32>
    %3115 = stablehlo.constant dense<0.0> : tensor<f32>
    %3116 = "stablehlo.reduce"(%3114, %3115) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3117 = stablehlo.add %3113, %3116 : tensor<f32>
    %3118 = stablehlo.multiply %2669, %2669 : tensor<256xf32>
    %3119 = stablehlo.constant dense<0.0> : tensor<f32>
    %3120 = "stablehlo.reduce"(%3118, %3119) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3121 = stablehlo.add %3117, %3120 : tensor<f32>
    %3122 = stablehlo.multiply %2672, %2672 : tensor<3x3x256x256xf32>
    %3123 = stablehlo.constant dense<0.0> : tensor<f32>
    %3124 = "stablehlo.reduce"(%3122, %3123) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3125 = stablehlo.constant dense<0.0> : tensor<f32>
    %3126 = "stablehlo.reduce"(%3124, %3125) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3127 = stablehlo.add %3121, %3126 : tensor<f32>
    %3128 = stablehlo.multiply %2675, %2675 : tensor<256xf32>
    %3129 = stablehlo.constant dense<0.0> : tensor<f32>
    %3130 = "stablehlo.reduce"(%3128, %3129) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3131 = stablehlo.add %3127, %3130 : tensor<f32>
    %3132 = stablehlo.multiply %2678, %2678 : tensor<256xf32>
    %3133 = stablehlo.constant dense<0.0> : tensor<f32>
    %3134 = "stablehlo.reduce"(%3132, %3133) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3135 = stablehlo.add %3131, %3134 : tensor<f32>
    %3136 = stablehlo.multiply %2681, %2681 : tensor<3x3x256x256xf32>
    %3137 = stablehlo.constant dense<0.0> : tensor<f32>
    %3138 = "stablehlo.reduce"(%3136, %3137) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3139 = stablehlo.constant dense<0.0> : tensor<f32>
    %3140 = "stablehlo.reduce"(%3138, %3139) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3141 = stablehlo.add %3135, %3140 : tensor<f32>
    %3142 = stablehlo.multiply %2684, %2684 : tensor<256xf32>
    %3143 = stablehlo.constant dense<0.0> : tensor<f32>
    %3144 = "stablehlo.reduce"(%3142, %3143) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3145 = stablehlo.add %3141, %3144 : tensor<f32>
    %3146 = stablehlo.multiply %2687, %2687 : tensor<256xf32>
    %3147 = stablehlo.constant dense<0.0> : tensor<f32>
    %3148 = "stablehlo.reduce"(%3146, %3147) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3149 = stablehlo.add %3145, %3148 : tensor<f32>
    %3150 = stablehlo.multiply %2690, %2690 : tensor<3x3x256x256xf32>
    %3151 = stablehlo.constant dense<0.0> : tensor<f32>
    %3152 = "stablehlo.reduce"(%3150, %3151) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3153 = stablehlo.constant dense<0.0> : tensor<f32>
    %3154 = "stablehlo.reduce"(%3152, %3153) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3155 = stablehlo.add %3149, %3154 : tensor<f32>
    %3156 = stablehlo.multiply %2693, %2693 : tensor<256xf32>
    %3157 = stablehlo.constant dense<0.0> : tensor<f32>
    %3158 = "stablehlo.reduce"(%3156, %3157) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3159 = stablehlo.add %3155, %3158 : tensor<f32>
    %3160 = stablehlo.multiply %2696, %2696 : tensor<256xf32>
    %3161 = stablehlo.constant dense<0.0> : tensor<f32>
    %3162 = "stablehlo.reduce"(%3160, %3161) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3163 = stablehlo.add %3159, %3162 : tensor<f32>
    %3164 = stablehlo.multiply %2699, %2699 : tensor<3x3x256x256xf32>
    %3165 = stablehlo.constant dense<0.0> : tensor<f32>
    %3166 = "stablehlo.reduce"(%3164, %3165) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3167 = stablehlo.constant dense<0.0> : tensor<f32>
    %3168 = "stablehlo.reduce"(%3166, %3167) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3169 = stablehlo.add %3163, %3168 : tensor<f32>
    %3170 = stablehlo.multiply %2702, %2702 : tensor<256xf32>
    %3171 = stablehlo.constant dense<0.0> : tensor<f32>
    %3172 = "stablehlo.reduce"(%3170, %3171) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3173 = stablehlo.add %3169, %3172 : tensor<f32>
    %3174 = stablehlo.multiply %2705, %2705 : tensor<256xf32>
    %3175 = stablehlo.constant dense<0.0> : tensor<f32>
    %3176 = "stablehlo.reduce"(%3174, %3175) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3177 = stablehlo.add %3173, %3176 : tensor<f32>
    %3178 = stablehlo.multiply %2708, %2708 : tensor<3x3x256x256xf32>
    %3179 = stablehlo.constant dense<0.0> : tensor<f32>
    %3180 = "stablehlo.reduce"(%3178, %3179) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3181 = stablehlo.constant dense<0.0> : tensor<f32>
    %3182 = "stablehlo.reduce"(%3180, %3181) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3183 = stablehlo.add %3177, %3182 : tensor<f32>
    %3184 = stablehlo.multiply %2711, %2711 : tensor<256xf32>
    %3185 = stablehlo.constant dense<0.0> : tensor<f32>
    %3186 = "stablehlo.reduce"(%3184, %3185) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3187 = stablehlo.add %3183, %3186 : tensor<f32>
    %3188 = stablehlo.multiply %2714, %2714 : tensor<256xf32>
    %3189 = stablehlo.constant dense<0.0> : tensor<f32>
    %3190 = "stablehlo.reduce"(%3188, %3189) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3191 = stablehlo.add %3187, %3190 : tensor<f32>
    %3192 = stablehlo.multiply %2717, %2717 : tensor<3x3x256x512xf32>
    %3193 = stablehlo.constant dense<0.0> : tensor<f32>
    %3194 = "stablehlo.reduce"(%3192, %3193) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x512xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3195 = stablehlo.constant dense<0.0> : tensor<f32>
    %3196 = "stablehlo.reduce"(%3194, %3195) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3197 = stablehlo.add %3191, %3196 : tensor<f32>
    %3198 = stablehlo.multiply %2720, %2720 : tensor<512xf32>
    %3199 = stablehlo.constant dense<0.0> : tensor<f32>
    %3200 = "stablehlo.reduce"(%3198, %3199) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3201 = stablehlo.add %3197, %3200 : tensor<f32>
    %3202 = stablehlo.multiply %2723, %2723 : tensor<512xf32>
    %3203 = stablehlo.constant dense<0.0> : tensor<f32>
    %3204 = "stablehlo.reduce"(%3202, %3203) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3205 = stablehlo.add %3201, %3204 : tensor<f32>
    %3206 = stablehlo.multiply %2726, %2726 : tensor<3x3x512x512xf32>
    %3207 = stablehlo.constant dense<0.0> : tensor<f32>
    %3208 = "stablehlo.reduce"(%3206, %3207) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3209 = stablehlo.constant dense<0.0> : tensor<f32>
    %3210 = "stablehlo.reduce"(%3208, %3209) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3211 = stablehlo.add %3205, %3210 : tensor<f32>
    %3212 = stablehlo.multiply %2729, %2729 : tensor<512xf32>
    %3213 = stablehlo.constant dense<0.0> : tensor<f32>
    %3214 = "stablehlo.reduce"(%3212, %3213) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3215 = stablehlo.add %3211, %3214 : tensor<f32>
    %3216 = stablehlo.multiply %2732, %2732 : tensor<512xf32>
    %3217 = stablehlo.constant dense<0.0> : tensor<f32>
    %3218 = "stablehlo.reduce"(%3216, %3217) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3219 = stablehlo.add %3215, %3218 : tensor<f32>
    %3220 = stablehlo.multiply %2735, %2735 : tensor<1x1x256x512xf32>
    %3221 = stablehlo.constant dense<0.0> : tensor<f32>
    %3222 = "stablehlo.reduce"(%3220, %3221) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x512xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3223 = stablehlo.constant dense<0.0> : tensor<f32>
    %3224 = "stablehlo.reduce"(%3222, %3223) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3225 = stablehlo.add %3219, %3224 : tensor<f32>
    %3226 = stablehlo.multiply %2738, %2738 : tensor<512xf32>
    %3227 = stablehlo.constant dense<0.0> : tensor<f32>
    %3228 = "stablehlo.reduce"(%3226, %3227) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3229 = stablehlo.add %3225, %3228 : tensor<f32>
    %3230 = stablehlo.multiply %2741, %2741 : tensor<512xf32>
    %3231 = stablehlo.constant dense<0.0> : tensor<f32>
    %3232 = "stablehlo.reduce"(%3230, %3231) ({
    ^bb0(%_r461a: tensor<f32>, %_r461b: tensor<f32>):
      %_r461c = stablehlo.add %_r461a, %_r461b : tensor<f32>
      "stablehlo.return"(%_r461c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3233 = stablehlo.add %3229, %3232 : tensor<f32>
    %3234 = stablehlo.multiply %2744, %2744 : tensor<3x3x512x512xf32>
    %3235 = stablehlo.constant dense<0.0> : tensor<f32>
    %3236 = "stablehlo.reduce"(%3234, %3235) ({
    ^bb0(%_r462a: tensor<f32>, %_r462b: tensor<f32>):
      %_r462c = stablehlo.add %_r462a, %_r462b : tensor<f32>
      "stablehlo.return"(%_r462c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3237 = stablehlo.constant dense<0.0> : tensor<f32>
    %3238 = "stablehlo.reduce"(%3236, %3237) ({
    ^bb0(%_r463a: tensor<f32>, %_r463b: tensor<f32>):
      %_r463c = stablehlo.add %_r463a, %_r463b : tensor<f32>
      "stablehlo.return"(%_r463c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3239 = stablehlo.add %3233, %3238 : tensor<f32>
    %3240 = stablehlo.multiply %2747, %2747 : tensor<512xf32>
    %3241 = stablehlo.constant dense<0.0> : tensor<f32>
    %3242 = "stablehlo.reduce"(%3240, %3241) ({
    ^bb0(%_r464a: tensor<f32>, %_r464b: tensor<f32>):
      %_r464c = stablehlo.add %_r464a, %_r464b : tensor<f32>
      "stablehlo.return"(%_r464c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3243 = stablehlo.add %3239, %3242 : tensor<f32>
    %3244 = stablehlo.multiply %2750, %2750 : tensor<512xf32>
    %3245 = stablehlo.constant dense<0.0> : tensor<f32>
    %3246 = "stablehlo.reduce"(%3244, %3245) ({
    ^bb0(%_r465a: tensor<f32>, %_r465b: tensor<f32>):
      %_r465c = stablehlo.add %_r465a, %_r465b : tensor<f32>
      "stablehlo.return"(%_r465c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3247 = stablehlo.add %3243, %3246 : tensor<f32>
    %3248 = stablehlo.multiply %2753, %2753 : tensor<3x3x512x512xf32>
    %3249 = stablehlo.constant dense<0.0> : tensor<f32>
    %3250 = "stablehlo.reduce"(%3248, %3249) ({
    ^bb0(%_r466a: tensor<f32>, %_r466b: tensor<f32>):
      %_r466c = stablehlo.add %_r466a, %_r466b : tensor<f32>
      "stablehlo.return"(%_r466c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3251 = stablehlo.constant dense<0.0> : tensor<f32>
    %3252 = "stablehlo.reduce"(%3250, %3251) ({
    ^bb0(%_r467a: tensor<f32>, %_r467b: tensor<f32>):
      %_r467c = stablehlo.add %_r467a, %_r467b : tensor<f32>
      "stablehlo.return"(%_r467c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3253 = stablehlo.add %3247, %3252 : tensor<f32>
    %3254 = stablehlo.multiply %2756, %2756 : tensor<512xf32>
    %3255 = stablehlo.constant dense<0.0> : tensor<f32>
    %3256 = "stablehlo.reduce"(%3254, %3255) ({
    ^bb0(%_r468a: tensor<f32>, %_r468b: tensor<f32>):
      %_r468c = stablehlo.add %_r468a, %_r468b : tensor<f32>
      "stablehlo.return"(%_r468c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3257 = stablehlo.add %3253, %3256 : tensor<f32>
    %3258 = stablehlo.multiply %2759, %2759 : tensor<512xf32>
    %3259 = stablehlo.constant dense<0.0> : tensor<f32>
    %3260 = "stablehlo.reduce"(%3258, %3259) ({
    ^bb0(%_r469a: tensor<f32>, %_r469b: tensor<f32>):
      %_r469c = stablehlo.add %_r469a, %_r469b : tensor<f32>
      "stablehlo.return"(%_r469c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3261 = stablehlo.add %3257, %3260 : tensor<f32>
    %3262 = stablehlo.multiply %2762, %2762 : tensor<3x3x512x512xf32>
    %3263 = stablehlo.constant dense<0.0> : tensor<f32>
    %3264 = "stablehlo.reduce"(%3262, %3263) ({
    ^bb0(%_r470a: tensor<f32>, %_r470b: tensor<f32>):
      %_r470c = stablehlo.add %_r470a, %_r470b : tensor<f32>
      "stablehlo.return"(%_r470c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3265 = stablehlo.constant dense<0.0> : tensor<f32>
    %3266 = "stablehlo.reduce"(%3264, %3265) ({
    ^bb0(%_r471a: tensor<f32>, %_r471b: tensor<f32>):
      %_r471c = stablehlo.add %_r471a, %_r471b : tensor<f32>
      "stablehlo.return"(%_r471c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3267 = stablehlo.add %3261, %3266 : tensor<f32>
    %3268 = stablehlo.multiply %2765, %2765 : tensor<512xf32>
    %3269 = stablehlo.constant dense<0.0> : tensor<f32>
    %3270 = "stablehlo.reduce"(%3268, %3269) ({
    ^bb0(%_r472a: tensor<f32>, %_r472b: tensor<f32>):
      %_r472c = stablehlo.add %_r472a, %_r472b : tensor<f32>
      "stablehlo.return"(%_r472c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3271 = stablehlo.add %3267, %3270 : tensor<f32>
    %3272 = stablehlo.multiply %2768, %2768 : tensor<512xf32>
    %3273 = stablehlo.constant dense<0.0> : tensor<f32>
    %3274 = "stablehlo.reduce"(%3272, %3273) ({
    ^bb0(%_r473a: tensor<f32>, %_r473b: tensor<f32>):
      %_r473c = stablehlo.add %_r473a, %_r473b : tensor<f32>
      "stablehlo.return"(%_r473c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3275 = stablehlo.add %3271, %3274 : tensor<f32>
    %3276 = stablehlo.multiply %2771, %2771 : tensor<3x3x512x512xf32>
    %3277 = stablehlo.constant dense<0.0> : tensor<f32>
    %3278 = "stablehlo.reduce"(%3276, %3277) ({
    ^bb0(%_r474a: tensor<f32>, %_r474b: tensor<f32>):
      %_r474c = stablehlo.add %_r474a, %_r474b : tensor<f32>
      "stablehlo.return"(%_r474c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3279 = stablehlo.constant dense<0.0> : tensor<f32>
    %3280 = "stablehlo.reduce"(%3278, %3279) ({
    ^bb0(%_r475a: tensor<f32>, %_r475b: tensor<f32>):
      %_r475c = stablehlo.add %_r475a, %_r475b : tensor<f32>
      "stablehlo.return"(%_r475c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3281 = stablehlo.add %3275, %3280 : tensor<f32>
    %3282 = stablehlo.multiply %2774, %2774 : tensor<512xf32>
    %3283 = stablehlo.constant dense<0.0> : tensor<f32>
    %3284 = "stablehlo.reduce"(%3282, %3283) ({
    ^bb0(%_r476a: tensor<f32>, %_r476b: tensor<f32>):
      %_r476c = stablehlo.add %_r476a, %_r476b : tensor<f32>
      "stablehlo.return"(%_r476c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3285 = stablehlo.add %3281, %3284 : tensor<f32>
    %3286 = stablehlo.multiply %2777, %2777 : tensor<512xf32>
    %3287 = stablehlo.constant dense<0.0> : tensor<f32>
    %3288 = "stablehlo.reduce"(%3286, %3287) ({
    ^bb0(%_r477a: tensor<f32>, %_r477b: tensor<f32>):
      %_r477c = stablehlo.add %_r477a, %_r477b : tensor<f32>
      "stablehlo.return"(%_r477c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3289 = stablehlo.add %3285, %3288 : tensor<f32>
    %3290 = stablehlo.multiply %2780, %2780 : tensor<512x1000xf32>
    %3291 = stablehlo.constant dense<0.0> : tensor<f32>
    %3292 = "stablehlo.reduce"(%3290, %3291) ({
    ^bb0(%_r478a: tensor<f32>, %_r478b: tensor<f32>):
      %_r478c = stablehlo.add %_r478a, %_r478b : tensor<f32>
      "stablehlo.return"(%_r478c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<512x1000xf32>, tensor<f32>) -> tensor<512xf32>
    %3293 = stablehlo.constant dense<0.0> : tensor<f32>
    %3294 = "stablehlo.reduce"(%3292, %3293) ({
    ^bb0(%_r479a: tensor<f32>, %_r479b: tensor<f32>):
      %_r479c = stablehlo.add %_r479a, %_r479b : tensor<f32>
      "stablehlo.return"(%_r479c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3295 = stablehlo.add %3289, %3294 : tensor<f32>
    %3296 = stablehlo.multiply %2783, %2783 : tensor<1000xf32>
    %3297 = stablehlo.constant dense<0.0> : tensor<f32>
    %3298 = "stablehlo.reduce"(%3296, %3297) ({
    ^bb0(%_r480a: tensor<f32>, %_r480b: tensor<f32>):
      %_r480c = stablehlo.add %_r480a, %_r480b : tensor<f32>
      "stablehlo.return"(%_r480c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %3299 = stablehlo.add %3295, %3298 : tensor<f32>
    %3300 = stablehlo.sqrt %3299 : tensor<f32>
    %3301 = stablehlo.constant dense<1.0> : tensor<f32>
    %3302 = "stablehlo.compare"(%3300, %3301) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3303 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3304 = stablehlo.divide %2456, %3303 : tensor<7x7x3x64xf32>
    %3305 = stablehlo.constant dense<1.0> : tensor<7x7x3x64xf32>
    %3306 = stablehlo.multiply %3304, %3305 : tensor<7x7x3x64xf32>
    %3307 = "stablehlo.select"(%3302, %2456, %3306) : (tensor<i1>, tensor<7x7x3x64xf32>, tensor<7x7x3x64xf32>) -> tensor<7x7x3x64xf32>
    %3308 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3309 = stablehlo.divide %2459, %3308 : tensor<64xf32>
    %3310 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3311 = stablehlo.multiply %3309, %3310 : tensor<64xf32>
    %3312 = "stablehlo.select"(%3302, %2459, %3311) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3313 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3314 = stablehlo.divide %2462, %3313 : tensor<64xf32>
    %3315 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3316 = stablehlo.multiply %3314, %3315 : tensor<64xf32>
    %3317 = "stablehlo.select"(%3302, %2462, %3316) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3318 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3319 = stablehlo.divide %2465, %3318 : tensor<3x3x64x64xf32>
    %3320 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3321 = stablehlo.multiply %3319, %3320 : tensor<3x3x64x64xf32>
    %3322 = "stablehlo.select"(%3302, %2465, %3321) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3323 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3324 = stablehlo.divide %2468, %3323 : tensor<64xf32>
    %3325 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3326 = stablehlo.multiply %3324, %3325 : tensor<64xf32>
    %3327 = "stablehlo.select"(%3302, %2468, %3326) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3328 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3329 = stablehlo.divide %2471, %3328 : tensor<64xf32>
    %3330 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3331 = stablehlo.multiply %3329, %3330 : tensor<64xf32>
    %3332 = "stablehlo.select"(%3302, %2471, %3331) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3333 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3334 = stablehlo.divide %2474, %3333 : tensor<3x3x64x64xf32>
    %3335 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3336 = stablehlo.multiply %3334, %3335 : tensor<3x3x64x64xf32>
    %3337 = "stablehlo.select"(%3302, %2474, %3336) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3338 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3339 = stablehlo.divide %2477, %3338 : tensor<64xf32>
    %3340 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3341 = stablehlo.multiply %3339, %3340 : tensor<64xf32>
    %3342 = "stablehlo.select"(%3302, %2477, %3341) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3343 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3344 = stablehlo.divide %2480, %3343 : tensor<64xf32>
    %3345 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3346 = stablehlo.multiply %3344, %3345 : tensor<64xf32>
    %3347 = "stablehlo.select"(%3302, %2480, %3346) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3348 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3349 = stablehlo.divide %2483, %3348 : tensor<3x3x64x64xf32>
    %3350 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3351 = stablehlo.multiply %3349, %3350 : tensor<3x3x64x64xf32>
    %3352 = "stablehlo.select"(%3302, %2483, %3351) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3353 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3354 = stablehlo.divide %2486, %3353 : tensor<64xf32>
    %3355 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3356 = stablehlo.multiply %3354, %3355 : tensor<64xf32>
    %3357 = "stablehlo.select"(%3302, %2486, %3356) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3358 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3359 = stablehlo.divide %2489, %3358 : tensor<64xf32>
    %3360 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3361 = stablehlo.multiply %3359, %3360 : tensor<64xf32>
    %3362 = "stablehlo.select"(%3302, %2489, %3361) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3363 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3364 = stablehlo.divide %2492, %3363 : tensor<3x3x64x64xf32>
    %3365 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3366 = stablehlo.multiply %3364, %3365 : tensor<3x3x64x64xf32>
    %3367 = "stablehlo.select"(%3302, %2492, %3366) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3368 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3369 = stablehlo.divide %2495, %3368 : tensor<64xf32>
    %3370 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3371 = stablehlo.multiply %3369, %3370 : tensor<64xf32>
    %3372 = "stablehlo.select"(%3302, %2495, %3371) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3373 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3374 = stablehlo.divide %2498, %3373 : tensor<64xf32>
    %3375 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3376 = stablehlo.multiply %3374, %3375 : tensor<64xf32>
    %3377 = "stablehlo.select"(%3302, %2498, %3376) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3378 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3379 = stablehlo.divide %2501, %3378 : tensor<3x3x64x64xf32>
    %3380 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3381 = stablehlo.multiply %3379, %3380 : tensor<3x3x64x64xf32>
    %3382 = "stablehlo.select"(%3302, %2501, %3381) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3383 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3384 = stablehlo.divide %2504, %3383 : tensor<64xf32>
    %3385 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3386 = stablehlo.multiply %3384, %3385 : tensor<64xf32>
    %3387 = "stablehlo.select"(%3302, %2504, %3386) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3388 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3389 = stablehlo.divide %2507, %3388 : tensor<64xf32>
    %3390 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3391 = stablehlo.multiply %3389, %3390 : tensor<64xf32>
    %3392 = "stablehlo.select"(%3302, %2507, %3391) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3393 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3394 = stablehlo.divide %2510, %3393 : tensor<3x3x64x64xf32>
    %3395 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3396 = stablehlo.multiply %3394, %3395 : tensor<3x3x64x64xf32>
    %3397 = "stablehlo.select"(%3302, %2510, %3396) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3398 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3399 = stablehlo.divide %2513, %3398 : tensor<64xf32>
    %3400 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3401 = stablehlo.multiply %3399, %3400 : tensor<64xf32>
    %3402 = "stablehlo.select"(%3302, %2513, %3401) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3403 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3404 = stablehlo.divide %2516, %3403 : tensor<64xf32>
    %3405 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3406 = stablehlo.multiply %3404, %3405 : tensor<64xf32>
    %3407 = "stablehlo.select"(%3302, %2516, %3406) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3408 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3409 = stablehlo.divide %2519, %3408 : tensor<3x3x64x128xf32>
    %3410 = stablehlo.constant dense<1.0> : tensor<3x3x64x128xf32>
    %3411 = stablehlo.multiply %3409, %3410 : tensor<3x3x64x128xf32>
    %3412 = "stablehlo.select"(%3302, %2519, %3411) : (tensor<i1>, tensor<3x3x64x128xf32>, tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %3413 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3414 = stablehlo.divide %2522, %3413 : tensor<128xf32>
    %3415 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3416 = stablehlo.multiply %3414, %3415 : tensor<128xf32>
    %3417 = "stablehlo.select"(%3302, %2522, %3416) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3418 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3419 = stablehlo.divide %2525, %3418 : tensor<128xf32>
    %3420 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3421 = stablehlo.multiply %3419, %3420 : tensor<128xf32>
    %3422 = "stablehlo.select"(%3302, %2525, %3421) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3423 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3424 = stablehlo.divide %2528, %3423 : tensor<3x3x128x128xf32>
    %3425 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3426 = stablehlo.multiply %3424, %3425 : tensor<3x3x128x128xf32>
    %3427 = "stablehlo.select"(%3302, %2528, %3426) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3428 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3429 = stablehlo.divide %2531, %3428 : tensor<128xf32>
    %3430 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3431 = stablehlo.multiply %3429, %3430 : tensor<128xf32>
    %3432 = "stablehlo.select"(%3302, %2531, %3431) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3433 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3434 = stablehlo.divide %2534, %3433 : tensor<128xf32>
    %3435 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3436 = stablehlo.multiply %3434, %3435 : tensor<128xf32>
    %3437 = "stablehlo.select"(%3302, %2534, %3436) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3438 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3439 = stablehlo.divide %2537, %3438 : tensor<1x1x64x128xf32>
    %3440 = stablehlo.constant dense<1.0> : tensor<1x1x64x128xf32>
    %3441 = stablehlo.multiply %3439, %3440 : tensor<1x1x64x128xf32>
    %3442 = "stablehlo.select"(%3302, %2537, %3441) : (tensor<i1>, tensor<1x1x64x128xf32>, tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %3443 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3444 = stablehlo.divide %2540, %3443 : tensor<128xf32>
    %3445 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3446 = stablehlo.multiply %3444, %3445 : tensor<128xf32>
    %3447 = "stablehlo.select"(%3302, %2540, %3446) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3448 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3449 = stablehlo.divide %2543, %3448 : tensor<128xf32>
    %3450 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3451 = stablehlo.multiply %3449, %3450 : tensor<128xf32>
    %3452 = "stablehlo.select"(%3302, %2543, %3451) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3453 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3454 = stablehlo.divide %2546, %3453 : tensor<3x3x128x128xf32>
    %3455 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3456 = stablehlo.multiply %3454, %3455 : tensor<3x3x128x128xf32>
    %3457 = "stablehlo.select"(%3302, %2546, %3456) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3458 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3459 = stablehlo.divide %2549, %3458 : tensor<128xf32>
    %3460 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3461 = stablehlo.multiply %3459, %3460 : tensor<128xf32>
    %3462 = "stablehlo.select"(%3302, %2549, %3461) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3463 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3464 = stablehlo.divide %2552, %3463 : tensor<128xf32>
    %3465 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3466 = stablehlo.multiply %3464, %3465 : tensor<128xf32>
    %3467 = "stablehlo.select"(%3302, %2552, %3466) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3468 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3469 = stablehlo.divide %2555, %3468 : tensor<3x3x128x128xf32>
    %3470 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3471 = stablehlo.multiply %3469, %3470 : tensor<3x3x128x128xf32>
    %3472 = "stablehlo.select"(%3302, %2555, %3471) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3473 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3474 = stablehlo.divide %2558, %3473 : tensor<128xf32>
    %3475 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3476 = stablehlo.multiply %3474, %3475 : tensor<128xf32>
    %3477 = "stablehlo.select"(%3302, %2558, %3476) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3478 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3479 = stablehlo.divide %2561, %3478 : tensor<128xf32>
    %3480 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3481 = stablehlo.multiply %3479, %3480 : tensor<128xf32>
    %3482 = "stablehlo.select"(%3302, %2561, %3481) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3483 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3484 = stablehlo.divide %2564, %3483 : tensor<3x3x128x128xf32>
    %3485 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3486 = stablehlo.multiply %3484, %3485 : tensor<3x3x128x128xf32>
    %3487 = "stablehlo.select"(%3302, %2564, %3486) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3488 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3489 = stablehlo.divide %2567, %3488 : tensor<128xf32>
    %3490 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3491 = stablehlo.multiply %3489, %3490 : tensor<128xf32>
    %3492 = "stablehlo.select"(%3302, %2567, %3491) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3493 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3494 = stablehlo.divide %2570, %3493 : tensor<128xf32>
    %3495 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3496 = stablehlo.multiply %3494, %3495 : tensor<128xf32>
    %3497 = "stablehlo.select"(%3302, %2570, %3496) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3498 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3499 = stablehlo.divide %2573, %3498 : tensor<3x3x128x128xf32>
    %3500 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3501 = stablehlo.multiply %3499, %3500 : tensor<3x3x128x128xf32>
    %3502 = "stablehlo.select"(%3302, %2573, %3501) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3503 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3504 = stablehlo.divide %2576, %3503 : tensor<128xf32>
    %3505 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3506 = stablehlo.multiply %3504, %3505 : tensor<128xf32>
    %3507 = "stablehlo.select"(%3302, %2576, %3506) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3508 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3509 = stablehlo.divide %2579, %3508 : tensor<128xf32>
    %3510 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3511 = stablehlo.multiply %3509, %3510 : tensor<128xf32>
    %3512 = "stablehlo.select"(%3302, %2579, %3511) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3513 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3514 = stablehlo.divide %2582, %3513 : tensor<3x3x128x128xf32>
    %3515 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3516 = stablehlo.multiply %3514, %3515 : tensor<3x3x128x128xf32>
    %3517 = "stablehlo.select"(%3302, %2582, %3516) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3518 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3519 = stablehlo.divide %2585, %3518 : tensor<128xf32>
    %3520 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3521 = stablehlo.multiply %3519, %3520 : tensor<128xf32>
    %3522 = "stablehlo.select"(%3302, %2585, %3521) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3523 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3524 = stablehlo.divide %2588, %3523 : tensor<128xf32>
    %3525 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3526 = stablehlo.multiply %3524, %3525 : tensor<128xf32>
    %3527 = "stablehlo.select"(%3302, %2588, %3526) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3528 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3529 = stablehlo.divide %2591, %3528 : tensor<3x3x128x128xf32>
    %3530 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3531 = stablehlo.multiply %3529, %3530 : tensor<3x3x128x128xf32>
    %3532 = "stablehlo.select"(%3302, %2591, %3531) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3533 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3534 = stablehlo.divide %2594, %3533 : tensor<128xf32>
    %3535 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3536 = stablehlo.multiply %3534, %3535 : tensor<128xf32>
    %3537 = "stablehlo.select"(%3302, %2594, %3536) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3538 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3539 = stablehlo.divide %2597, %3538 : tensor<128xf32>
    %3540 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3541 = stablehlo.multiply %3539, %3540 : tensor<128xf32>
    %3542 = "stablehlo.select"(%3302, %2597, %3541) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3543 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %3544 = stablehlo.divide %2600, %3543 : tensor<3x3x128x256xf32>
    %3545 = stablehlo.constant dense<1.0> : tensor<3x3x128x256xf32>
    %3546 = stablehlo.multiply %3544, %3545 : tensor<3x3x128x256xf32>
    %3547 = "stablehlo.select"(%3302, %2600, %3546) : (tensor<i1>, tensor<3x3x128x256xf32>, tensor<3x3x128x256xf32>) -> tensor<3x3x128x256xf32>
    %3548 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3549 = stablehlo.divide %2603, %3548 : tensor<256xf32>
    %3550 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3551 = stablehlo.multiply %3549, %3550 : tensor<256xf32>
    %3552 = "stablehlo.select"(%3302, %2603, %3551) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3553 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3554 = stablehlo.divide %2606, %3553 : tensor<256xf32>
    %3555 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3556 = stablehlo.multiply %3554, %3555 : tensor<256xf32>
    %3557 = "stablehlo.select"(%3302, %2606, %3556) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3558 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3559 = stablehlo.divide %2609, %3558 : tensor<3x3x256x256xf32>
    %3560 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3561 = stablehlo.multiply %3559, %3560 : tensor<3x3x256x256xf32>
    %3562 = "stablehlo.select"(%3302, %2609, %3561) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3563 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3564 = stablehlo.divide %2612, %3563 : tensor<256xf32>
    %3565 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3566 = stablehlo.multiply %3564, %3565 : tensor<256xf32>
    %3567 = "stablehlo.select"(%3302, %2612, %3566) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3568 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3569 = stablehlo.divide %2615, %3568 : tensor<256xf32>
    %3570 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3571 = stablehlo.multiply %3569, %3570 : tensor<256xf32>
    %3572 = "stablehlo.select"(%3302, %2615, %3571) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3573 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %3574 = stablehlo.divide %2618, %3573 : tensor<1x1x128x256xf32>
    %3575 = stablehlo.constant dense<1.0> : tensor<1x1x128x256xf32>
    %3576 = stablehlo.multiply %3574, %3575 : tensor<1x1x128x256xf32>
    %3577 = "stablehlo.select"(%3302, %2618, %3576) : (tensor<i1>, tensor<1x1x128x256xf32>, tensor<1x1x128x256xf32>) -> tensor<1x1x128x256xf32>
    %3578 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3579 = stablehlo.divide %2621, %3578 : tensor<256xf32>
    %3580 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3581 = stablehlo.multiply %3579, %3580 : tensor<256xf32>
    %3582 = "stablehlo.select"(%3302, %2621, %3581) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3583 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3584 = stablehlo.divide %2624, %3583 : tensor<256xf32>
    %3585 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3586 = stablehlo.multiply %3584, %3585 : tensor<256xf32>
    %3587 = "stablehlo.select"(%3302, %2624, %3586) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3588 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3589 = stablehlo.divide %2627, %3588 : tensor<3x3x256x256xf32>
    %3590 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3591 = stablehlo.multiply %3589, %3590 : tensor<3x3x256x256xf32>
    %3592 = "stablehlo.select"(%3302, %2627, %3591) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3593 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3594 = stablehlo.divide %2630, %3593 : tensor<256xf32>
    %3595 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3596 = stablehlo.multiply %3594, %3595 : tensor<256xf32>
    %3597 = "stablehlo.select"(%3302, %2630, %3596) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3598 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3599 = stablehlo.divide %2633, %3598 : tensor<256xf32>
    %3600 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3601 = stablehlo.multiply %3599, %3600 : tensor<256xf32>
    %3602 = "stablehlo.select"(%3302, %2633, %3601) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3603 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3604 = stablehlo.divide %2636, %3603 : tensor<3x3x256x256xf32>
    %3605 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3606 = stablehlo.multiply %3604, %3605 : tensor<3x3x256x256xf32>
    %3607 = "stablehlo.select"(%3302, %2636, %3606) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3608 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3609 = stablehlo.divide %2639, %3608 : tensor<256xf32>
    %3610 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3611 = stablehlo.multiply %3609, %3610 : tensor<256xf32>
    %3612 = "stablehlo.select"(%3302, %2639, %3611) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3613 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3614 = stablehlo.divide %2642, %3613 : tensor<256xf32>
    %3615 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3616 = stablehlo.multiply %3614, %3615 : tensor<256xf32>
    %3617 = "stablehlo.select"(%3302, %2642, %3616) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3618 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3619 = stablehlo.divide %2645, %3618 : tensor<3x3x256x256xf32>
    %3620 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3621 = stablehlo.multiply %3619, %3620 : tensor<3x3x256x256xf32>
    %3622 = "stablehlo.select"(%3302, %2645, %3621) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3623 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3624 = stablehlo.divide %2648, %3623 : tensor<256xf32>
    %3625 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3626 = stablehlo.multiply %3624, %3625 : tensor<256xf32>
    %3627 = "stablehlo.select"(%3302, %2648, %3626) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3628 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3629 = stablehlo.divide %2651, %3628 : tensor<256xf32>
    %3630 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3631 = stablehlo.multiply %3629, %3630 : tensor<256xf32>
    %3632 = "stablehlo.select"(%3302, %2651, %3631) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3633 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3634 = stablehlo.divide %2654, %3633 : tensor<3x3x256x256xf32>
    %3635 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3636 = stablehlo.multiply %3634, %3635 : tensor<3x3x256x256xf32>
    %3637 = "stablehlo.select"(%3302, %2654, %3636) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3638 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3639 = stablehlo.divide %2657, %3638 : tensor<256xf32>
    %3640 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3641 = stablehlo.multiply %3639, %3640 : tensor<256xf32>
    %3642 = "stablehlo.select"(%3302, %2657, %3641) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3643 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3644 = stablehlo.divide %2660, %3643 : tensor<256xf32>
    %3645 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3646 = stablehlo.multiply %3644, %3645 : tensor<256xf32>
    %3647 = "stablehlo.select"(%3302, %2660, %3646) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3648 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3649 = stablehlo.divide %2663, %3648 : tensor<3x3x256x256xf32>
    %3650 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3651 = stablehlo.multiply %3649, %3650 : tensor<3x3x256x256xf32>
    %3652 = "stablehlo.select"(%3302, %2663, %3651) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3653 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3654 = stablehlo.divide %2666, %3653 : tensor<256xf32>
    %3655 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3656 = stablehlo.multiply %3654, %3655 : tensor<256xf32>
    %3657 = "stablehlo.select"(%3302, %2666, %3656) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3658 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3659 = stablehlo.divide %2669, %3658 : tensor<256xf32>
    %3660 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3661 = stablehlo.multiply %3659, %3660 : tensor<256xf32>
    %3662 = "stablehlo.select"(%3302, %2669, %3661) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3663 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3664 = stablehlo.divide %2672, %3663 : tensor<3x3x256x256xf32>
    %3665 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3666 = stablehlo.multiply %3664, %3665 : tensor<3x3x256x256xf32>
    %3667 = "stablehlo.select"(%3302, %2672, %3666) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3668 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3669 = stablehlo.divide %2675, %3668 : tensor<256xf32>
    %3670 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3671 = stablehlo.multiply %3669, %3670 : tensor<256xf32>
    %3672 = "stablehlo.select"(%3302, %2675, %3671) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3673 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3674 = stablehlo.divide %2678, %3673 : tensor<256xf32>
    %3675 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3676 = stablehlo.multiply %3674, %3675 : tensor<256xf32>
    %3677 = "stablehlo.select"(%3302, %2678, %3676) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3678 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3679 = stablehlo.divide %2681, %3678 : tensor<3x3x256x256xf32>
    %3680 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3681 = stablehlo.multiply %3679, %3680 : tensor<3x3x256x256xf32>
    %3682 = "stablehlo.select"(%3302, %2681, %3681) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3683 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3684 = stablehlo.divide %2684, %3683 : tensor<256xf32>
    %3685 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3686 = stablehlo.multiply %3684, %3685 : tensor<256xf32>
    %3687 = "stablehlo.select"(%3302, %2684, %3686) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3688 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3689 = stablehlo.divide %2687, %3688 : tensor<256xf32>
    %3690 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3691 = stablehlo.multiply %3689, %3690 : tensor<256xf32>
    %3692 = "stablehlo.select"(%3302, %2687, %3691) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3693 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3694 = stablehlo.divide %2690, %3693 : tensor<3x3x256x256xf32>
    %3695 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3696 = stablehlo.multiply %3694, %3695 : tensor<3x3x256x256xf32>
    %3697 = "stablehlo.select"(%3302, %2690, %3696) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3698 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3699 = stablehlo.divide %2693, %3698 : tensor<256xf32>
    %3700 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3701 = stablehlo.multiply %3699, %3700 : tensor<256xf32>
    %3702 = "stablehlo.select"(%3302, %2693, %3701) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3703 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3704 = stablehlo.divide %2696, %3703 : tensor<256xf32>
    %3705 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3706 = stablehlo.multiply %3704, %3705 : tensor<256xf32>
    %3707 = "stablehlo.select"(%3302, %2696, %3706) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3708 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3709 = stablehlo.divide %2699, %3708 : tensor<3x3x256x256xf32>
    %3710 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3711 = stablehlo.multiply %3709, %3710 : tensor<3x3x256x256xf32>
    %3712 = "stablehlo.select"(%3302, %2699, %3711) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3713 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3714 = stablehlo.divide %2702, %3713 : tensor<256xf32>
    %3715 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3716 = stablehlo.multiply %3714, %3715 : tensor<256xf32>
    %3717 = "stablehlo.select"(%3302, %2702, %3716) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3718 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3719 = stablehlo.divide %2705, %3718 : tensor<256xf32>
    %3720 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3721 = stablehlo.multiply %3719, %3720 : tensor<256xf32>
    %3722 = "stablehlo.select"(%3302, %2705, %3721) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3723 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3724 = stablehlo.divide %2708, %3723 : tensor<3x3x256x256xf32>
    %3725 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3726 = stablehlo.multiply %3724, %3725 : tensor<3x3x256x256xf32>
    %3727 = "stablehlo.select"(%3302, %2708, %3726) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3728 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3729 = stablehlo.divide %2711, %3728 : tensor<256xf32>
    %3730 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3731 = stablehlo.multiply %3729, %3730 : tensor<256xf32>
    %3732 = "stablehlo.select"(%3302, %2711, %3731) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3733 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3734 = stablehlo.divide %2714, %3733 : tensor<256xf32>
    %3735 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3736 = stablehlo.multiply %3734, %3735 : tensor<256xf32>
    %3737 = "stablehlo.select"(%3302, %2714, %3736) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3738 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %3739 = stablehlo.divide %2717, %3738 : tensor<3x3x256x512xf32>
    %3740 = stablehlo.constant dense<1.0> : tensor<3x3x256x512xf32>
    %3741 = stablehlo.multiply %3739, %3740 : tensor<3x3x256x512xf32>
    %3742 = "stablehlo.select"(%3302, %2717, %3741) : (tensor<i1>, tensor<3x3x256x512xf32>, tensor<3x3x256x512xf32>) -> tensor<3x3x256x512xf32>
    %3743 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3744 = stablehlo.divide %2720, %3743 : tensor<512xf32>
    %3745 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3746 = stablehlo.multiply %3744, %3745 : tensor<512xf32>
    %3747 = "stablehlo.select"(%3302, %2720, %3746) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3748 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3749 = stablehlo.divide %2723, %3748 : tensor<512xf32>
    %3750 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3751 = stablehlo.multiply %3749, %3750 : tensor<512xf32>
    %3752 = "stablehlo.select"(%3302, %2723, %3751) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3753 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3754 = stablehlo.divide %2726, %3753 : tensor<3x3x512x512xf32>
    %3755 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3756 = stablehlo.multiply %3754, %3755 : tensor<3x3x512x512xf32>
    %3757 = "stablehlo.select"(%3302, %2726, %3756) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3758 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3759 = stablehlo.divide %2729, %3758 : tensor<512xf32>
    %3760 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3761 = stablehlo.multiply %3759, %3760 : tensor<512xf32>
    %3762 = "stablehlo.select"(%3302, %2729, %3761) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3763 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3764 = stablehlo.divide %2732, %3763 : tensor<512xf32>
    %3765 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3766 = stablehlo.multiply %3764, %3765 : tensor<512xf32>
    %3767 = "stablehlo.select"(%3302, %2732, %3766) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3768 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %3769 = stablehlo.divide %2735, %3768 : tensor<1x1x256x512xf32>
    %3770 = stablehlo.constant dense<1.0> : tensor<1x1x256x512xf32>
    %3771 = stablehlo.multiply %3769, %3770 : tensor<1x1x256x512xf32>
    %3772 = "stablehlo.select"(%3302, %2735, %3771) : (tensor<i1>, tensor<1x1x256x512xf32>, tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %3773 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3774 = stablehlo.divide %2738, %3773 : tensor<512xf32>
    %3775 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3776 = stablehlo.multiply %3774, %3775 : tensor<512xf32>
    %3777 = "stablehlo.select"(%3302, %2738, %3776) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3778 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3779 = stablehlo.divide %2741, %3778 : tensor<512xf32>
    %3780 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3781 = stablehlo.multiply %3779, %3780 : tensor<512xf32>
    %3782 = "stablehlo.select"(%3302, %2741, %3781) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3783 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3784 = stablehlo.divide %2744, %3783 : tensor<3x3x512x512xf32>
    %3785 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3786 = stablehlo.multiply %3784, %3785 : tensor<3x3x512x512xf32>
    %3787 = "stablehlo.select"(%3302, %2744, %3786) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3788 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3789 = stablehlo.divide %2747, %3788 : tensor<512xf32>
    %3790 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3791 = stablehlo.multiply %3789, %3790 : tensor<512xf32>
    %3792 = "stablehlo.select"(%3302, %2747, %3791) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3793 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3794 = stablehlo.divide %2750, %3793 : tensor<512xf32>
    %3795 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3796 = stablehlo.multiply %3794, %3795 : tensor<512xf32>
    %3797 = "stablehlo.select"(%3302, %2750, %3796) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3798 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3799 = stablehlo.divide %2753, %3798 : tensor<3x3x512x512xf32>
    %3800 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3801 = stablehlo.multiply %3799, %3800 : tensor<3x3x512x512xf32>
    %3802 = "stablehlo.select"(%3302, %2753, %3801) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3803 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3804 = stablehlo.divide %2756, %3803 : tensor<512xf32>
    %3805 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3806 = stablehlo.multiply %3804, %3805 : tensor<512xf32>
    %3807 = "stablehlo.select"(%3302, %2756, %3806) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3808 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3809 = stablehlo.divide %2759, %3808 : tensor<512xf32>
    %3810 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3811 = stablehlo.multiply %3809, %3810 : tensor<512xf32>
    %3812 = "stablehlo.select"(%3302, %2759, %3811) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3813 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3814 = stablehlo.divide %2762, %3813 : tensor<3x3x512x512xf32>
    %3815 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3816 = stablehlo.multiply %3814, %3815 : tensor<3x3x512x512xf32>
    %3817 = "stablehlo.select"(%3302, %2762, %3816) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3818 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3819 = stablehlo.divide %2765, %3818 : tensor<512xf32>
    %3820 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3821 = stablehlo.multiply %3819, %3820 : tensor<512xf32>
    %3822 = "stablehlo.select"(%3302, %2765, %3821) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3823 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3824 = stablehlo.divide %2768, %3823 : tensor<512xf32>
    %3825 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3826 = stablehlo.multiply %3824, %3825 : tensor<512xf32>
    %3827 = "stablehlo.select"(%3302, %2768, %3826) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3828 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3829 = stablehlo.divide %2771, %3828 : tensor<3x3x512x512xf32>
    %3830 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3831 = stablehlo.multiply %3829, %3830 : tensor<3x3x512x512xf32>
    %3832 = "stablehlo.select"(%3302, %2771, %3831) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3833 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3834 = stablehlo.divide %2774, %3833 : tensor<512xf32>
    %3835 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3836 = stablehlo.multiply %3834, %3835 : tensor<512xf32>
    %3837 = "stablehlo.select"(%3302, %2774, %3836) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3838 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3839 = stablehlo.divide %2777, %3838 : tensor<512xf32>
    %3840 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3841 = stablehlo.multiply %3839, %3840 : tensor<512xf32>
    %3842 = "stablehlo.select"(%3302, %2777, %3841) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3843 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %3844 = stablehlo.divide %2780, %3843 : tensor<512x1000xf32>
    %3845 = stablehlo.constant dense<1.0> : tensor<512x1000xf32>
    %3846 = stablehlo.multiply %3844, %3845 : tensor<512x1000xf32>
    %3847 = "stablehlo.select"(%3302, %2780, %3846) : (tensor<i1>, tensor<512x1000xf32>, tensor<512x1000xf32>) -> tensor<512x1000xf32>
    %3848 = "stablehlo.broadcast_in_dim"(%3300) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3849 = stablehlo.divide %2783, %3848 : tensor<1000xf32>
    %3850 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3851 = stablehlo.multiply %3849, %3850 : tensor<1000xf32>
    %3852 = "stablehlo.select"(%3302, %2783, %3851) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3853 = stablehlo.constant dense<0.9> : tensor<7x7x3x64xf32>
    %3854 = stablehlo.multiply %3853, %m.conv1.w : tensor<7x7x3x64xf32>
    %3855 = stablehlo.constant dense<0.1> : tensor<7x7x3x64xf32>
    %3856 = stablehlo.multiply %3855, %3307 : tensor<7x7x3x64xf32>
    %3857 = stablehlo.add %3854, %3856 : tensor<7x7x3x64xf32>
    %3858 = stablehlo.constant dense<0.999> : tensor<7x7x3x64xf32>
    %3859 = stablehlo.multiply %3858, %v.conv1.w : tensor<7x7x3x64xf32>
    %3860 = stablehlo.constant dense<0.001> : tensor<7x7x3x64xf32>
    %3861 = stablehlo.multiply %3307, %3307 : tensor<7x7x3x64xf32>
    %3862 = stablehlo.multiply %3860, %3861 : tensor<7x7x3x64xf32>
    %3863 = stablehlo.add %3859, %3862 : tensor<7x7x3x64xf32>
    %3864 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3865 = stablehlo.divide %3857, %3864 : tensor<7x7x3x64xf32>
    %3866 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3867 = stablehlo.divide %3863, %3866 : tensor<7x7x3x64xf32>
    %3868 = stablehlo.sqrt %3867 : tensor<7x7x3x64xf32>
    %3869 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x64xf32>
    %3870 = stablehlo.add %3868, %3869 : tensor<7x7x3x64xf32>
    %3871 = stablehlo.divide %3865, %3870 : tensor<7x7x3x64xf32>
    %3872 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3873 = stablehlo.multiply %3872, %m.bn1.g : tensor<64xf32>
    %3874 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3875 = stablehlo.multiply %3874, %3312 : tensor<64xf32>
    %3876 = stablehlo.add %3873, %3875 : tensor<64xf32>
    %3877 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3878 = stablehlo.multiply %3877, %v.bn1.g : tensor<64xf32>
    %3879 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3880 = stablehlo.multiply %3312, %3312 : tensor<64xf32>
    %3881 = stablehlo.multiply %3879, %3880 : tensor<64xf32>
    %3882 = stablehlo.add %3878, %3881 : tensor<64xf32>
    %3883 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3884 = stablehlo.divide %3876, %3883 : tensor<64xf32>
    %3885 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3886 = stablehlo.divide %3882, %3885 : tensor<64xf32>
    %3887 = stablehlo.sqrt %3886 : tensor<64xf32>
    %3888 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3889 = stablehlo.add %3887, %3888 : tensor<64xf32>
    %3890 = stablehlo.divide %3884, %3889 : tensor<64xf32>
    %3891 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3892 = stablehlo.multiply %3891, %m.bn1.b : tensor<64xf32>
    %3893 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3894 = stablehlo.multiply %3893, %3317 : tensor<64xf32>
    %3895 = stablehlo.add %3892, %3894 : tensor<64xf32>
    %3896 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3897 = stablehlo.multiply %3896, %v.bn1.b : tensor<64xf32>
    %3898 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3899 = stablehlo.multiply %3317, %3317 : tensor<64xf32>
    %3900 = stablehlo.multiply %3898, %3899 : tensor<64xf32>
    %3901 = stablehlo.add %3897, %3900 : tensor<64xf32>
    %3902 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3903 = stablehlo.divide %3895, %3902 : tensor<64xf32>
    %3904 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3905 = stablehlo.divide %3901, %3904 : tensor<64xf32>
    %3906 = stablehlo.sqrt %3905 : tensor<64xf32>
    %3907 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3908 = stablehlo.add %3906, %3907 : tensor<64xf32>
    %3909 = stablehlo.divide %3903, %3908 : tensor<64xf32>
    %3910 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3911 = stablehlo.multiply %3910, %m.layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %3912 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3913 = stablehlo.multiply %3912, %3322 : tensor<3x3x64x64xf32>
    %3914 = stablehlo.add %3911, %3913 : tensor<3x3x64x64xf32>
    %3915 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3916 = stablehlo.multiply %3915, %v.layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %3917 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3918 = stablehlo.multiply %3322, %3322 : tensor<3x3x64x64xf32>
    %3919 = stablehlo.multiply %3917, %3918 : tensor<3x3x64x64xf32>
    %3920 = stablehlo.add %3916, %3919 : tensor<3x3x64x64xf32>
    %3921 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3922 = stablehlo.divide %3914, %3921 : tensor<3x3x64x64xf32>
    %3923 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3924 = stablehlo.divide %3920, %3923 : tensor<3x3x64x64xf32>
    %3925 = stablehlo.sqrt %3924 : tensor<3x3x64x64xf32>
    %3926 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3927 = stablehlo.add %3925, %3926 : tensor<3x3x64x64xf32>
    %3928 = stablehlo.divide %3922, %3927 : tensor<3x3x64x64xf32>
    %3929 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3930 = stablehlo.multiply %3929, %m.layer1.0.bn1.g : tensor<64xf32>
    %3931 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3932 = stablehlo.multiply %3931, %3327 : tensor<64xf32>
    %3933 = stablehlo.add %3930, %3932 : tensor<64xf32>
    %3934 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3935 = stablehlo.multiply %3934, %v.layer1.0.bn1.g : tensor<64xf32>
    %3936 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3937 = stablehlo.multiply %3327, %3327 : tensor<64xf32>
    %3938 = stablehlo.multiply %3936, %3937 : tensor<64xf32>
    %3939 = stablehlo.add %3935, %3938 : tensor<64xf32>
    %3940 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3941 = stablehlo.divide %3933, %3940 : tensor<64xf32>
    %3942 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3943 = stablehlo.divide %3939, %3942 : tensor<64xf32>
    %3944 = stablehlo.sqrt %3943 : tensor<64xf32>
    %3945 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3946 = stablehlo.add %3944, %3945 : tensor<64xf32>
    %3947 = stablehlo.divide %3941, %3946 : tensor<64xf32>
    %3948 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3949 = stablehlo.multiply %3948, %m.layer1.0.bn1.b : tensor<64xf32>
    %3950 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3951 = stablehlo.multiply %3950, %3332 : tensor<64xf32>
    %3952 = stablehlo.add %3949, %3951 : tensor<64xf32>
    %3953 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3954 = stablehlo.multiply %3953, %v.layer1.0.bn1.b : tensor<64xf32>
    %3955 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3956 = stablehlo.multiply %3332, %3332 : tensor<64xf32>
    %3957 = stablehlo.multiply %3955, %3956 : tensor<64xf32>
    %3958 = stablehlo.add %3954, %3957 : tensor<64xf32>
    %3959 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3960 = stablehlo.divide %3952, %3959 : tensor<64xf32>
    %3961 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3962 = stablehlo.divide %3958, %3961 : tensor<64xf32>
    %3963 = stablehlo.sqrt %3962 : tensor<64xf32>
    %3964 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3965 = stablehlo.add %3963, %3964 : tensor<64xf32>
    %3966 = stablehlo.divide %3960, %3965 : tensor<64xf32>
    %3967 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3968 = stablehlo.multiply %3967, %m.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %3969 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3970 = stablehlo.multiply %3969, %3337 : tensor<3x3x64x64xf32>
    %3971 = stablehlo.add %3968, %3970 : tensor<3x3x64x64xf32>
    %3972 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3973 = stablehlo.multiply %3972, %v.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %3974 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3975 = stablehlo.multiply %3337, %3337 : tensor<3x3x64x64xf32>
    %3976 = stablehlo.multiply %3974, %3975 : tensor<3x3x64x64xf32>
    %3977 = stablehlo.add %3973, %3976 : tensor<3x3x64x64xf32>
    %3978 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3979 = stablehlo.divide %3971, %3978 : tensor<3x3x64x64xf32>
    %3980 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3981 = stablehlo.divide %3977, %3980 : tensor<3x3x64x64xf32>
    %3982 = stablehlo.sqrt %3981 : tensor<3x3x64x64xf32>
    %3983 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3984 = stablehlo.add %3982, %3983 : tensor<3x3x64x64xf32>
    %3985 = stablehlo.divide %3979, %3984 : tensor<3x3x64x64xf32>
    %3986 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3987 = stablehlo.multiply %3986, %m.layer1.0.bn2.g : tensor<64xf32>
    %3988 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3989 = stablehlo.multiply %3988, %3342 : tensor<64xf32>
    %3990 = stablehlo.add %3987, %3989 : tensor<64xf32>
    %3991 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3992 = stablehlo.multiply %3991, %v.layer1.0.bn2.g : tensor<64xf32>
    %3993 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3994 = stablehlo.multiply %3342, %3342 : tensor<64xf32>
    %3995 = stablehlo.multiply %3993, %3994 : tensor<64xf32>
    %3996 = stablehlo.add %3992, %3995 : tensor<64xf32>
    %3997 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3998 = stablehlo.divide %3990, %3997 : tensor<64xf32>
    %3999 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4000 = stablehlo.divide %3996, %3999 : tensor<64xf32>
    %4001 = stablehlo.sqrt %4000 : tensor<64xf32>
    %4002 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4003 = stablehlo.add %4001, %4002 : tensor<64xf32>
    %4004 = stablehlo.divide %3998, %4003 : tensor<64xf32>
    %4005 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4006 = stablehlo.multiply %4005, %m.layer1.0.bn2.b : tensor<64xf32>
    %4007 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4008 = stablehlo.multiply %4007, %3347 : tensor<64xf32>
    %4009 = stablehlo.add %4006, %4008 : tensor<64xf32>
    %4010 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4011 = stablehlo.multiply %4010, %v.layer1.0.bn2.b : tensor<64xf32>
    %4012 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4013 = stablehlo.multiply %3347, %3347 : tensor<64xf32>
    %4014 = stablehlo.multiply %4012, %4013 : tensor<64xf32>
    %4015 = stablehlo.add %4011, %4014 : tensor<64xf32>
    %4016 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4017 = stablehlo.divide %4009, %4016 : tensor<64xf32>
    %4018 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4019 = stablehlo.divide %4015, %4018 : tensor<64xf32>
    %4020 = stablehlo.sqrt %4019 : tensor<64xf32>
    %4021 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4022 = stablehlo.add %4020, %4021 : tensor<64xf32>
    %4023 = stablehlo.divide %4017, %4022 : tensor<64xf32>
    %4024 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %4025 = stablehlo.multiply %4024, %m.layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %4026 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %4027 = stablehlo.multiply %4026, %3352 : tensor<3x3x64x64xf32>
    %4028 = stablehlo.add %4025, %4027 : tensor<3x3x64x64xf32>
    %4029 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %4030 = stablehlo.multiply %4029, %v.layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %4031 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %4032 = stablehlo.multiply %3352, %3352 : tensor<3x3x64x64xf32>
    %4033 = stablehlo.multiply %4031, %4032 : tensor<3x3x64x64xf32>
    %4034 = stablehlo.add %4030, %4033 : tensor<3x3x64x64xf32>
    %4035 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4036 = stablehlo.divide %4028, %4035 : tensor<3x3x64x64xf32>
    %4037 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4038 = stablehlo.divide %4034, %4037 : tensor<3x3x64x64xf32>
    %4039 = stablehlo.sqrt %4038 : tensor<3x3x64x64xf32>
    %4040 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %4041 = stablehlo.add %4039, %4040 : tensor<3x3x64x64xf32>
    %4042 = stablehlo.divide %4036, %4041 : tensor<3x3x64x64xf32>
    %4043 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4044 = stablehlo.multiply %4043, %m.layer1.1.bn1.g : tensor<64xf32>
    %4045 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4046 = stablehlo.multiply %4045, %3357 : tensor<64xf32>
    %4047 = stablehlo.add %4044, %4046 : tensor<64xf32>
    %4048 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4049 = stablehlo.multiply %4048, %v.layer1.1.bn1.g : tensor<64xf32>
    %4050 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4051 = stablehlo.multiply %3357, %3357 : tensor<64xf32>
    %4052 = stablehlo.multiply %4050, %4051 : tensor<64xf32>
    %4053 = stablehlo.add %4049, %4052 : tensor<64xf32>
    %4054 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4055 = stablehlo.divide %4047, %4054 : tensor<64xf32>
    %4056 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4057 = stablehlo.divide %4053, %4056 : tensor<64xf32>
    %4058 = stablehlo.sqrt %4057 : tensor<64xf32>
    %4059 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4060 = stablehlo.add %4058, %4059 : tensor<64xf32>
    %4061 = stablehlo.divide %4055, %4060 : tensor<64xf32>
    %4062 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4063 = stablehlo.multiply %4062, %m.layer1.1.bn1.b : tensor<64xf32>
    %4064 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4065 = stablehlo.multiply %4064, %3362 : tensor<64xf32>
    %4066 = stablehlo.add %4063, %4065 : tensor<64xf32>
    %4067 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4068 = stablehlo.multiply %4067, %v.layer1.1.bn1.b : tensor<64xf32>
    %4069 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4070 = stablehlo.multiply %3362, %3362 : tensor<64xf32>
    %4071 = stablehlo.multiply %4069, %4070 : tensor<64xf32>
    %4072 = stablehlo.add %4068, %4071 : tensor<64xf32>
    %4073 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4074 = stablehlo.divide %4066, %4073 : tensor<64xf32>
    %4075 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4076 = stablehlo.divide %4072, %4075 : tensor<64xf32>
    %4077 = stablehlo.sqrt %4076 : tensor<64xf32>
    %4078 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4079 = stablehlo.add %4077, %4078 : tensor<64xf32>
    %4080 = stablehlo.divide %4074, %4079 : tensor<64xf32>
    %4081 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %4082 = stablehlo.multiply %4081, %m.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %4083 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %4084 = stablehlo.multiply %4083, %3367 : tensor<3x3x64x64xf32>
    %4085 = stablehlo.add %4082, %4084 : tensor<3x3x64x64xf32>
    %4086 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %4087 = stablehlo.multiply %4086, %v.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %4088 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %4089 = stablehlo.multiply %3367, %3367 : tensor<3x3x64x64xf32>
    %4090 = stablehlo.multiply %4088, %4089 : tensor<3x3x64x64xf32>
    %4091 = stablehlo.add %4087, %4090 : tensor<3x3x64x64xf32>
    %4092 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4093 = stablehlo.divide %4085, %4092 : tensor<3x3x64x64xf32>
    %4094 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4095 = stablehlo.divide %4091, %4094 : tensor<3x3x64x64xf32>
    %4096 = stablehlo.sqrt %4095 : tensor<3x3x64x64xf32>
    %4097 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %4098 = stablehlo.add %4096, %4097 : tensor<3x3x64x64xf32>
    %4099 = stablehlo.divide %4093, %4098 : tensor<3x3x64x64xf32>
    %4100 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4101 = stablehlo.multiply %4100, %m.layer1.1.bn2.g : tensor<64xf32>
    %4102 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4103 = stablehlo.multiply %4102, %3372 : tensor<64xf32>
    %4104 = stablehlo.add %4101, %4103 : tensor<64xf32>
    %4105 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4106 = stablehlo.multiply %4105, %v.layer1.1.bn2.g : tensor<64xf32>
    %4107 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4108 = stablehlo.multiply %3372, %3372 : tensor<64xf32>
    %4109 = stablehlo.multiply %4107, %4108 : tensor<64xf32>
    %4110 = stablehlo.add %4106, %4109 : tensor<64xf32>
    %4111 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4112 = stablehlo.divide %4104, %4111 : tensor<64xf32>
    %4113 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4114 = stablehlo.divide %4110, %4113 : tensor<64xf32>
    %4115 = stablehlo.sqrt %4114 : tensor<64xf32>
    %4116 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4117 = stablehlo.add %4115, %4116 : tensor<64xf32>
    %4118 = stablehlo.divide %4112, %4117 : tensor<64xf32>
    %4119 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4120 = stablehlo.multiply %4119, %m.layer1.1.bn2.b : tensor<64xf32>
    %4121 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4122 = stablehlo.multiply %4121, %3377 : tensor<64xf32>
    %4123 = stablehlo.add %4120, %4122 : tensor<64xf32>
    %4124 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4125 = stablehlo.multiply %4124, %v.layer1.1.bn2.b : tensor<64xf32>
    %4126 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4127 = stablehlo.multiply %3377, %3377 : tensor<64xf32>
    %4128 = stablehlo.multiply %4126, %4127 : tensor<64xf32>
    %4129 = stablehlo.add %4125, %4128 : tensor<64xf32>
    %4130 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4131 = stablehlo.divide %4123, %4130 : tensor<64xf32>
    %4132 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4133 = stablehlo.divide %4129, %4132 : tensor<64xf32>
    %4134 = stablehlo.sqrt %4133 : tensor<64xf32>
    %4135 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4136 = stablehlo.add %4134, %4135 : tensor<64xf32>
    %4137 = stablehlo.divide %4131, %4136 : tensor<64xf32>
    %4138 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %4139 = stablehlo.multiply %4138, %m.layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %4140 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %4141 = stablehlo.multiply %4140, %3382 : tensor<3x3x64x64xf32>
    %4142 = stablehlo.add %4139, %4141 : tensor<3x3x64x64xf32>
    %4143 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %4144 = stablehlo.multiply %4143, %v.layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %4145 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %4146 = stablehlo.multiply %3382, %3382 : tensor<3x3x64x64xf32>
    %4147 = stablehlo.multiply %4145, %4146 : tensor<3x3x64x64xf32>
    %4148 = stablehlo.add %4144, %4147 : tensor<3x3x64x64xf32>
    %4149 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4150 = stablehlo.divide %4142, %4149 : tensor<3x3x64x64xf32>
    %4151 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4152 = stablehlo.divide %4148, %4151 : tensor<3x3x64x64xf32>
    %4153 = stablehlo.sqrt %4152 : tensor<3x3x64x64xf32>
    %4154 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %4155 = stablehlo.add %4153, %4154 : tensor<3x3x64x64xf32>
    %4156 = stablehlo.divide %4150, %4155 : tensor<3x3x64x64xf32>
    %4157 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4158 = stablehlo.multiply %4157, %m.layer1.2.bn1.g : tensor<64xf32>
    %4159 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4160 = stablehlo.multiply %4159, %3387 : tensor<64xf32>
    %4161 = stablehlo.add %4158, %4160 : tensor<64xf32>
    %4162 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4163 = stablehlo.multiply %4162, %v.layer1.2.bn1.g : tensor<64xf32>
    %4164 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4165 = stablehlo.multiply %3387, %3387 : tensor<64xf32>
    %4166 = stablehlo.multiply %4164, %4165 : tensor<64xf32>
    %4167 = stablehlo.add %4163, %4166 : tensor<64xf32>
    %4168 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4169 = stablehlo.divide %4161, %4168 : tensor<64xf32>
    %4170 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4171 = stablehlo.divide %4167, %4170 : tensor<64xf32>
    %4172 = stablehlo.sqrt %4171 : tensor<64xf32>
    %4173 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4174 = stablehlo.add %4172, %4173 : tensor<64xf32>
    %4175 = stablehlo.divide %4169, %4174 : tensor<64xf32>
    %4176 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4177 = stablehlo.multiply %4176, %m.layer1.2.bn1.b : tensor<64xf32>
    %4178 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4179 = stablehlo.multiply %4178, %3392 : tensor<64xf32>
    %4180 = stablehlo.add %4177, %4179 : tensor<64xf32>
    %4181 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4182 = stablehlo.multiply %4181, %v.layer1.2.bn1.b : tensor<64xf32>
    %4183 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4184 = stablehlo.multiply %3392, %3392 : tensor<64xf32>
    %4185 = stablehlo.multiply %4183, %4184 : tensor<64xf32>
    %4186 = stablehlo.add %4182, %4185 : tensor<64xf32>
    %4187 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4188 = stablehlo.divide %4180, %4187 : tensor<64xf32>
    %4189 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4190 = stablehlo.divide %4186, %4189 : tensor<64xf32>
    %4191 = stablehlo.sqrt %4190 : tensor<64xf32>
    %4192 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4193 = stablehlo.add %4191, %4192 : tensor<64xf32>
    %4194 = stablehlo.divide %4188, %4193 : tensor<64xf32>
    %4195 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %4196 = stablehlo.multiply %4195, %m.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %4197 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %4198 = stablehlo.multiply %4197, %3397 : tensor<3x3x64x64xf32>
    %4199 = stablehlo.add %4196, %4198 : tensor<3x3x64x64xf32>
    %4200 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %4201 = stablehlo.multiply %4200, %v.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %4202 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %4203 = stablehlo.multiply %3397, %3397 : tensor<3x3x64x64xf32>
    %4204 = stablehlo.multiply %4202, %4203 : tensor<3x3x64x64xf32>
    %4205 = stablehlo.add %4201, %4204 : tensor<3x3x64x64xf32>
    %4206 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4207 = stablehlo.divide %4199, %4206 : tensor<3x3x64x64xf32>
    %4208 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4209 = stablehlo.divide %4205, %4208 : tensor<3x3x64x64xf32>
    %4210 = stablehlo.sqrt %4209 : tensor<3x3x64x64xf32>
    %4211 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %4212 = stablehlo.add %4210, %4211 : tensor<3x3x64x64xf32>
    %4213 = stablehlo.divide %4207, %4212 : tensor<3x3x64x64xf32>
    %4214 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4215 = stablehlo.multiply %4214, %m.layer1.2.bn2.g : tensor<64xf32>
    %4216 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4217 = stablehlo.multiply %4216, %3402 : tensor<64xf32>
    %4218 = stablehlo.add %4215, %4217 : tensor<64xf32>
    %4219 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4220 = stablehlo.multiply %4219, %v.layer1.2.bn2.g : tensor<64xf32>
    %4221 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4222 = stablehlo.multiply %3402, %3402 : tensor<64xf32>
    %4223 = stablehlo.multiply %4221, %4222 : tensor<64xf32>
    %4224 = stablehlo.add %4220, %4223 : tensor<64xf32>
    %4225 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4226 = stablehlo.divide %4218, %4225 : tensor<64xf32>
    %4227 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4228 = stablehlo.divide %4224, %4227 : tensor<64xf32>
    %4229 = stablehlo.sqrt %4228 : tensor<64xf32>
    %4230 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4231 = stablehlo.add %4229, %4230 : tensor<64xf32>
    %4232 = stablehlo.divide %4226, %4231 : tensor<64xf32>
    %4233 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4234 = stablehlo.multiply %4233, %m.layer1.2.bn2.b : tensor<64xf32>
    %4235 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4236 = stablehlo.multiply %4235, %3407 : tensor<64xf32>
    %4237 = stablehlo.add %4234, %4236 : tensor<64xf32>
    %4238 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4239 = stablehlo.multiply %4238, %v.layer1.2.bn2.b : tensor<64xf32>
    %4240 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4241 = stablehlo.multiply %3407, %3407 : tensor<64xf32>
    %4242 = stablehlo.multiply %4240, %4241 : tensor<64xf32>
    %4243 = stablehlo.add %4239, %4242 : tensor<64xf32>
    %4244 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4245 = stablehlo.divide %4237, %4244 : tensor<64xf32>
    %4246 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4247 = stablehlo.divide %4243, %4246 : tensor<64xf32>
    %4248 = stablehlo.sqrt %4247 : tensor<64xf32>
    %4249 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4250 = stablehlo.add %4248, %4249 : tensor<64xf32>
    %4251 = stablehlo.divide %4245, %4250 : tensor<64xf32>
    %4252 = stablehlo.constant dense<0.9> : tensor<3x3x64x128xf32>
    %4253 = stablehlo.multiply %4252, %m.layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %4254 = stablehlo.constant dense<0.1> : tensor<3x3x64x128xf32>
    %4255 = stablehlo.multiply %4254, %3412 : tensor<3x3x64x128xf32>
    %4256 = stablehlo.add %4253, %4255 : tensor<3x3x64x128xf32>
    %4257 = stablehlo.constant dense<0.999> : tensor<3x3x64x128xf32>
    %4258 = stablehlo.multiply %4257, %v.layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %4259 = stablehlo.constant dense<0.001> : tensor<3x3x64x128xf32>
    %4260 = stablehlo.multiply %3412, %3412 : tensor<3x3x64x128xf32>
    %4261 = stablehlo.multiply %4259, %4260 : tensor<3x3x64x128xf32>
    %4262 = stablehlo.add %4258, %4261 : tensor<3x3x64x128xf32>
    %4263 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %4264 = stablehlo.divide %4256, %4263 : tensor<3x3x64x128xf32>
    %4265 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %4266 = stablehlo.divide %4262, %4265 : tensor<3x3x64x128xf32>
    %4267 = stablehlo.sqrt %4266 : tensor<3x3x64x128xf32>
    %4268 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x128xf32>
    %4269 = stablehlo.add %4267, %4268 : tensor<3x3x64x128xf32>
    %4270 = stablehlo.divide %4264, %4269 : tensor<3x3x64x128xf32>
    %4271 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4272 = stablehlo.multiply %4271, %m.layer2.0.bn1.g : tensor<128xf32>
    %4273 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4274 = stablehlo.multiply %4273, %3417 : tensor<128xf32>
    %4275 = stablehlo.add %4272, %4274 : tensor<128xf32>
    %4276 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4277 = stablehlo.multiply %4276, %v.layer2.0.bn1.g : tensor<128xf32>
    %4278 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4279 = stablehlo.multiply %3417, %3417 : tensor<128xf32>
    %4280 = stablehlo.multiply %4278, %4279 : tensor<128xf32>
    %4281 = stablehlo.add %4277, %4280 : tensor<128xf32>
    %4282 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4283 = stablehlo.divide %4275, %4282 : tensor<128xf32>
    %4284 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4285 = stablehlo.divide %4281, %4284 : tensor<128xf32>
    %4286 = stablehlo.sqrt %4285 : tensor<128xf32>
    %4287 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4288 = stablehlo.add %4286, %4287 : tensor<128xf32>
    %4289 = stablehlo.divide %4283, %4288 : tensor<128xf32>
    %4290 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4291 = stablehlo.multiply %4290, %m.layer2.0.bn1.b : tensor<128xf32>
    %4292 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4293 = stablehlo.multiply %4292, %3422 : tensor<128xf32>
    %4294 = stablehlo.add %4291, %4293 : tensor<128xf32>
    %4295 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4296 = stablehlo.multiply %4295, %v.layer2.0.bn1.b : tensor<128xf32>
    %4297 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4298 = stablehlo.multiply %3422, %3422 : tensor<128xf32>
    %4299 = stablehlo.multiply %4297, %4298 : tensor<128xf32>
    %4300 = stablehlo.add %4296, %4299 : tensor<128xf32>
    %4301 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4302 = stablehlo.divide %4294, %4301 : tensor<128xf32>
    %4303 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4304 = stablehlo.divide %4300, %4303 : tensor<128xf32>
    %4305 = stablehlo.sqrt %4304 : tensor<128xf32>
    %4306 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4307 = stablehlo.add %4305, %4306 : tensor<128xf32>
    %4308 = stablehlo.divide %4302, %4307 : tensor<128xf32>
    %4309 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4310 = stablehlo.multiply %4309, %m.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %4311 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4312 = stablehlo.multiply %4311, %3427 : tensor<3x3x128x128xf32>
    %4313 = stablehlo.add %4310, %4312 : tensor<3x3x128x128xf32>
    %4314 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4315 = stablehlo.multiply %4314, %v.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %4316 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4317 = stablehlo.multiply %3427, %3427 : tensor<3x3x128x128xf32>
    %4318 = stablehlo.multiply %4316, %4317 : tensor<3x3x128x128xf32>
    %4319 = stablehlo.add %4315, %4318 : tensor<3x3x128x128xf32>
    %4320 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4321 = stablehlo.divide %4313, %4320 : tensor<3x3x128x128xf32>
    %4322 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4323 = stablehlo.divide %4319, %4322 : tensor<3x3x128x128xf32>
    %4324 = stablehlo.sqrt %4323 : tensor<3x3x128x128xf32>
    %4325 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4326 = stablehlo.add %4324, %4325 : tensor<3x3x128x128xf32>
    %4327 = stablehlo.divide %4321, %4326 : tensor<3x3x128x128xf32>
    %4328 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4329 = stablehlo.multiply %4328, %m.layer2.0.bn2.g : tensor<128xf32>
    %4330 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4331 = stablehlo.multiply %4330, %3432 : tensor<128xf32>
    %4332 = stablehlo.add %4329, %4331 : tensor<128xf32>
    %4333 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4334 = stablehlo.multiply %4333, %v.layer2.0.bn2.g : tensor<128xf32>
    %4335 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4336 = stablehlo.multiply %3432, %3432 : tensor<128xf32>
    %4337 = stablehlo.multiply %4335, %4336 : tensor<128xf32>
    %4338 = stablehlo.add %4334, %4337 : tensor<128xf32>
    %4339 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4340 = stablehlo.divide %4332, %4339 : tensor<128xf32>
    %4341 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4342 = stablehlo.divide %4338, %4341 : tensor<128xf32>
    %4343 = stablehlo.sqrt %4342 : tensor<128xf32>
    %4344 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4345 = stablehlo.add %4343, %4344 : tensor<128xf32>
    %4346 = stablehlo.divide %4340, %4345 : tensor<128xf32>
    %4347 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4348 = stablehlo.multiply %4347, %m.layer2.0.bn2.b : tensor<128xf32>
    %4349 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4350 = stablehlo.multiply %4349, %3437 : tensor<128xf32>
    %4351 = stablehlo.add %4348, %4350 : tensor<128xf32>
    %4352 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4353 = stablehlo.multiply %4352, %v.layer2.0.bn2.b : tensor<128xf32>
    %4354 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4355 = stablehlo.multiply %3437, %3437 : tensor<128xf32>
    %4356 = stablehlo.multiply %4354, %4355 : tensor<128xf32>
    %4357 = stablehlo.add %4353, %4356 : tensor<128xf32>
    %4358 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4359 = stablehlo.divide %4351, %4358 : tensor<128xf32>
    %4360 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4361 = stablehlo.divide %4357, %4360 : tensor<128xf32>
    %4362 = stablehlo.sqrt %4361 : tensor<128xf32>
    %4363 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4364 = stablehlo.add %4362, %4363 : tensor<128xf32>
    %4365 = stablehlo.divide %4359, %4364 : tensor<128xf32>
    %4366 = stablehlo.constant dense<0.9> : tensor<1x1x64x128xf32>
    %4367 = stablehlo.multiply %4366, %m.layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %4368 = stablehlo.constant dense<0.1> : tensor<1x1x64x128xf32>
    %4369 = stablehlo.multiply %4368, %3442 : tensor<1x1x64x128xf32>
    %4370 = stablehlo.add %4367, %4369 : tensor<1x1x64x128xf32>
    %4371 = stablehlo.constant dense<0.999> : tensor<1x1x64x128xf32>
    %4372 = stablehlo.multiply %4371, %v.layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %4373 = stablehlo.constant dense<0.001> : tensor<1x1x64x128xf32>
    %4374 = stablehlo.multiply %3442, %3442 : tensor<1x1x64x128xf32>
    %4375 = stablehlo.multiply %4373, %4374 : tensor<1x1x64x128xf32>
    %4376 = stablehlo.add %4372, %4375 : tensor<1x1x64x128xf32>
    %4377 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %4378 = stablehlo.divide %4370, %4377 : tensor<1x1x64x128xf32>
    %4379 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %4380 = stablehlo.divide %4376, %4379 : tensor<1x1x64x128xf32>
    %4381 = stablehlo.sqrt %4380 : tensor<1x1x64x128xf32>
    %4382 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x128xf32>
    %4383 = stablehlo.add %4381, %4382 : tensor<1x1x64x128xf32>
    %4384 = stablehlo.divide %4378, %4383 : tensor<1x1x64x128xf32>
    %4385 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4386 = stablehlo.multiply %4385, %m.layer2.0.downsample.1.g : tensor<128xf32>
    %4387 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4388 = stablehlo.multiply %4387, %3447 : tensor<128xf32>
    %4389 = stablehlo.add %4386, %4388 : tensor<128xf32>
    %4390 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4391 = stablehlo.multiply %4390, %v.layer2.0.downsample.1.g : tensor<128xf32>
    %4392 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4393 = stablehlo.multiply %3447, %3447 : tensor<128xf32>
    %4394 = stablehlo.multiply %4392, %4393 : tensor<128xf32>
    %4395 = stablehlo.add %4391, %4394 : tensor<128xf32>
    %4396 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4397 = stablehlo.divide %4389, %4396 : tensor<128xf32>
    %4398 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4399 = stablehlo.divide %4395, %4398 : tensor<128xf32>
    %4400 = stablehlo.sqrt %4399 : tensor<128xf32>
    %4401 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4402 = stablehlo.add %4400, %4401 : tensor<128xf32>
    %4403 = stablehlo.divide %4397, %4402 : tensor<128xf32>
    %4404 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4405 = stablehlo.multiply %4404, %m.layer2.0.downsample.1.b : tensor<128xf32>
    %4406 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4407 = stablehlo.multiply %4406, %3452 : tensor<128xf32>
    %4408 = stablehlo.add %4405, %4407 : tensor<128xf32>
    %4409 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4410 = stablehlo.multiply %4409, %v.layer2.0.downsample.1.b : tensor<128xf32>
    %4411 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4412 = stablehlo.multiply %3452, %3452 : tensor<128xf32>
    %4413 = stablehlo.multiply %4411, %4412 : tensor<128xf32>
    %4414 = stablehlo.add %4410, %4413 : tensor<128xf32>
    %4415 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4416 = stablehlo.divide %4408, %4415 : tensor<128xf32>
    %4417 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4418 = stablehlo.divide %4414, %4417 : tensor<128xf32>
    %4419 = stablehlo.sqrt %4418 : tensor<128xf32>
    %4420 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4421 = stablehlo.add %4419, %4420 : tensor<128xf32>
    %4422 = stablehlo.divide %4416, %4421 : tensor<128xf32>
    %4423 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4424 = stablehlo.multiply %4423, %m.layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %4425 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4426 = stablehlo.multiply %4425, %3457 : tensor<3x3x128x128xf32>
    %4427 = stablehlo.add %4424, %4426 : tensor<3x3x128x128xf32>
    %4428 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4429 = stablehlo.multiply %4428, %v.layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %4430 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4431 = stablehlo.multiply %3457, %3457 : tensor<3x3x128x128xf32>
    %4432 = stablehlo.multiply %4430, %4431 : tensor<3x3x128x128xf32>
    %4433 = stablehlo.add %4429, %4432 : tensor<3x3x128x128xf32>
    %4434 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4435 = stablehlo.divide %4427, %4434 : tensor<3x3x128x128xf32>
    %4436 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4437 = stablehlo.divide %4433, %4436 : tensor<3x3x128x128xf32>
    %4438 = stablehlo.sqrt %4437 : tensor<3x3x128x128xf32>
    %4439 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4440 = stablehlo.add %4438, %4439 : tensor<3x3x128x128xf32>
    %4441 = stablehlo.divide %4435, %4440 : tensor<3x3x128x128xf32>
    %4442 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4443 = stablehlo.multiply %4442, %m.layer2.1.bn1.g : tensor<128xf32>
    %4444 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4445 = stablehlo.multiply %4444, %3462 : tensor<128xf32>
    %4446 = stablehlo.add %4443, %4445 : tensor<128xf32>
    %4447 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4448 = stablehlo.multiply %4447, %v.layer2.1.bn1.g : tensor<128xf32>
    %4449 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4450 = stablehlo.multiply %3462, %3462 : tensor<128xf32>
    %4451 = stablehlo.multiply %4449, %4450 : tensor<128xf32>
    %4452 = stablehlo.add %4448, %4451 : tensor<128xf32>
    %4453 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4454 = stablehlo.divide %4446, %4453 : tensor<128xf32>
    %4455 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4456 = stablehlo.divide %4452, %4455 : tensor<128xf32>
    %4457 = stablehlo.sqrt %4456 : tensor<128xf32>
    %4458 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4459 = stablehlo.add %4457, %4458 : tensor<128xf32>
    %4460 = stablehlo.divide %4454, %4459 : tensor<128xf32>
    %4461 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4462 = stablehlo.multiply %4461, %m.layer2.1.bn1.b : tensor<128xf32>
    %4463 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4464 = stablehlo.multiply %4463, %3467 : tensor<128xf32>
    %4465 = stablehlo.add %4462, %4464 : tensor<128xf32>
    %4466 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4467 = stablehlo.multiply %4466, %v.layer2.1.bn1.b : tensor<128xf32>
    %4468 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4469 = stablehlo.multiply %3467, %3467 : tensor<128xf32>
    %4470 = stablehlo.multiply %4468, %4469 : tensor<128xf32>
    %4471 = stablehlo.add %4467, %4470 : tensor<128xf32>
    %4472 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4473 = stablehlo.divide %4465, %4472 : tensor<128xf32>
    %4474 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4475 = stablehlo.divide %4471, %4474 : tensor<128xf32>
    %4476 = stablehlo.sqrt %4475 : tensor<128xf32>
    %4477 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4478 = stablehlo.add %4476, %4477 : tensor<128xf32>
    %4479 = stablehlo.divide %4473, %4478 : tensor<128xf32>
    %4480 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4481 = stablehlo.multiply %4480, %m.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %4482 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4483 = stablehlo.multiply %4482, %3472 : tensor<3x3x128x128xf32>
    %4484 = stablehlo.add %4481, %4483 : tensor<3x3x128x128xf32>
    %4485 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4486 = stablehlo.multiply %4485, %v.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %4487 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4488 = stablehlo.multiply %3472, %3472 : tensor<3x3x128x128xf32>
    %4489 = stablehlo.multiply %4487, %4488 : tensor<3x3x128x128xf32>
    %4490 = stablehlo.add %4486, %4489 : tensor<3x3x128x128xf32>
    %4491 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4492 = stablehlo.divide %4484, %4491 : tensor<3x3x128x128xf32>
    %4493 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4494 = stablehlo.divide %4490, %4493 : tensor<3x3x128x128xf32>
    %4495 = stablehlo.sqrt %4494 : tensor<3x3x128x128xf32>
    %4496 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4497 = stablehlo.add %4495, %4496 : tensor<3x3x128x128xf32>
    %4498 = stablehlo.divide %4492, %4497 : tensor<3x3x128x128xf32>
    %4499 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4500 = stablehlo.multiply %4499, %m.layer2.1.bn2.g : tensor<128xf32>
    %4501 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4502 = stablehlo.multiply %4501, %3477 : tensor<128xf32>
    %4503 = stablehlo.add %4500, %4502 : tensor<128xf32>
    %4504 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4505 = stablehlo.multiply %4504, %v.layer2.1.bn2.g : tensor<128xf32>
    %4506 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4507 = stablehlo.multiply %3477, %3477 : tensor<128xf32>
    %4508 = stablehlo.multiply %4506, %4507 : tensor<128xf32>
    %4509 = stablehlo.add %4505, %4508 : tensor<128xf32>
    %4510 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4511 = stablehlo.divide %4503, %4510 : tensor<128xf32>
    %4512 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4513 = stablehlo.divide %4509, %4512 : tensor<128xf32>
    %4514 = stablehlo.sqrt %4513 : tensor<128xf32>
    %4515 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4516 = stablehlo.add %4514, %4515 : tensor<128xf32>
    %4517 = stablehlo.divide %4511, %4516 : tensor<128xf32>
    %4518 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4519 = stablehlo.multiply %4518, %m.layer2.1.bn2.b : tensor<128xf32>
    %4520 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4521 = stablehlo.multiply %4520, %3482 : tensor<128xf32>
    %4522 = stablehlo.add %4519, %4521 : tensor<128xf32>
    %4523 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4524 = stablehlo.multiply %4523, %v.layer2.1.bn2.b : tensor<128xf32>
    %4525 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4526 = stablehlo.multiply %3482, %3482 : tensor<128xf32>
    %4527 = stablehlo.multiply %4525, %4526 : tensor<128xf32>
    %4528 = stablehlo.add %4524, %4527 : tensor<128xf32>
    %4529 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4530 = stablehlo.divide %4522, %4529 : tensor<128xf32>
    %4531 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4532 = stablehlo.divide %4528, %4531 : tensor<128xf32>
    %4533 = stablehlo.sqrt %4532 : tensor<128xf32>
    %4534 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4535 = stablehlo.add %4533, %4534 : tensor<128xf32>
    %4536 = stablehlo.divide %4530, %4535 : tensor<128xf32>
    %4537 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4538 = stablehlo.multiply %4537, %m.layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %4539 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4540 = stablehlo.multiply %4539, %3487 : tensor<3x3x128x128xf32>
    %4541 = stablehlo.add %4538, %4540 : tensor<3x3x128x128xf32>
    %4542 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4543 = stablehlo.multiply %4542, %v.layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %4544 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4545 = stablehlo.multiply %3487, %3487 : tensor<3x3x128x128xf32>
    %4546 = stablehlo.multiply %4544, %4545 : tensor<3x3x128x128xf32>
    %4547 = stablehlo.add %4543, %4546 : tensor<3x3x128x128xf32>
    %4548 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4549 = stablehlo.divide %4541, %4548 : tensor<3x3x128x128xf32>
    %4550 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4551 = stablehlo.divide %4547, %4550 : tensor<3x3x128x128xf32>
    %4552 = stablehlo.sqrt %4551 : tensor<3x3x128x128xf32>
    %4553 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4554 = stablehlo.add %4552, %4553 : tensor<3x3x128x128xf32>
    %4555 = stablehlo.divide %4549, %4554 : tensor<3x3x128x128xf32>
    %4556 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4557 = stablehlo.multiply %4556, %m.layer2.2.bn1.g : tensor<128xf32>
    %4558 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4559 = stablehlo.multiply %4558, %3492 : tensor<128xf32>
    %4560 = stablehlo.add %4557, %4559 : tensor<128xf32>
    %4561 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4562 = stablehlo.multiply %4561, %v.layer2.2.bn1.g : tensor<128xf32>
    %4563 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4564 = stablehlo.multiply %3492, %3492 : tensor<128xf32>
    %4565 = stablehlo.multiply %4563, %4564 : tensor<128xf32>
    %4566 = stablehlo.add %4562, %4565 : tensor<128xf32>
    %4567 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4568 = stablehlo.divide %4560, %4567 : tensor<128xf32>
    %4569 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4570 = stablehlo.divide %4566, %4569 : tensor<128xf32>
    %4571 = stablehlo.sqrt %4570 : tensor<128xf32>
    %4572 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4573 = stablehlo.add %4571, %4572 : tensor<128xf32>
    %4574 = stablehlo.divide %4568, %4573 : tensor<128xf32>
    %4575 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4576 = stablehlo.multiply %4575, %m.layer2.2.bn1.b : tensor<128xf32>
    %4577 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4578 = stablehlo.multiply %4577, %3497 : tensor<128xf32>
    %4579 = stablehlo.add %4576, %4578 : tensor<128xf32>
    %4580 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4581 = stablehlo.multiply %4580, %v.layer2.2.bn1.b : tensor<128xf32>
    %4582 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4583 = stablehlo.multiply %3497, %3497 : tensor<128xf32>
    %4584 = stablehlo.multiply %4582, %4583 : tensor<128xf32>
    %4585 = stablehlo.add %4581, %4584 : tensor<128xf32>
    %4586 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4587 = stablehlo.divide %4579, %4586 : tensor<128xf32>
    %4588 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4589 = stablehlo.divide %4585, %4588 : tensor<128xf32>
    %4590 = stablehlo.sqrt %4589 : tensor<128xf32>
    %4591 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4592 = stablehlo.add %4590, %4591 : tensor<128xf32>
    %4593 = stablehlo.divide %4587, %4592 : tensor<128xf32>
    %4594 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4595 = stablehlo.multiply %4594, %m.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %4596 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4597 = stablehlo.multiply %4596, %3502 : tensor<3x3x128x128xf32>
    %4598 = stablehlo.add %4595, %4597 : tensor<3x3x128x128xf32>
    %4599 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4600 = stablehlo.multiply %4599, %v.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %4601 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4602 = stablehlo.multiply %3502, %3502 : tensor<3x3x128x128xf32>
    %4603 = stablehlo.multiply %4601, %4602 : tensor<3x3x128x128xf32>
    %4604 = stablehlo.add %4600, %4603 : tensor<3x3x128x128xf32>
    %4605 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4606 = stablehlo.divide %4598, %4605 : tensor<3x3x128x128xf32>
    %4607 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4608 = stablehlo.divide %4604, %4607 : tensor<3x3x128x128xf32>
    %4609 = stablehlo.sqrt %4608 : tensor<3x3x128x128xf32>
    %4610 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4611 = stablehlo.add %4609, %4610 : tensor<3x3x128x128xf32>
    %4612 = stablehlo.divide %4606, %4611 : tensor<3x3x128x128xf32>
    %4613 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4614 = stablehlo.multiply %4613, %m.layer2.2.bn2.g : tensor<128xf32>
    %4615 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4616 = stablehlo.multiply %4615, %3507 : tensor<128xf32>
    %4617 = stablehlo.add %4614, %4616 : tensor<128xf32>
    %4618 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4619 = stablehlo.multiply %4618, %v.layer2.2.bn2.g : tensor<128xf32>
    %4620 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4621 = stablehlo.multiply %3507, %3507 : tensor<128xf32>
    %4622 = stablehlo.multiply %4620, %4621 : tensor<128xf32>
    %4623 = stablehlo.add %4619, %4622 : tensor<128xf32>
    %4624 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4625 = stablehlo.divide %4617, %4624 : tensor<128xf32>
    %4626 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4627 = stablehlo.divide %4623, %4626 : tensor<128xf32>
    %4628 = stablehlo.sqrt %4627 : tensor<128xf32>
    %4629 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4630 = stablehlo.add %4628, %4629 : tensor<128xf32>
    %4631 = stablehlo.divide %4625, %4630 : tensor<128xf32>
    %4632 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4633 = stablehlo.multiply %4632, %m.layer2.2.bn2.b : tensor<128xf32>
    %4634 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4635 = stablehlo.multiply %4634, %3512 : tensor<128xf32>
    %4636 = stablehlo.add %4633, %4635 : tensor<128xf32>
    %4637 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4638 = stablehlo.multiply %4637, %v.layer2.2.bn2.b : tensor<128xf32>
    %4639 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4640 = stablehlo.multiply %3512, %3512 : tensor<128xf32>
    %4641 = stablehlo.multiply %4639, %4640 : tensor<128xf32>
    %4642 = stablehlo.add %4638, %4641 : tensor<128xf32>
    %4643 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4644 = stablehlo.divide %4636, %4643 : tensor<128xf32>
    %4645 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4646 = stablehlo.divide %4642, %4645 : tensor<128xf32>
    %4647 = stablehlo.sqrt %4646 : tensor<128xf32>
    %4648 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4649 = stablehlo.add %4647, %4648 : tensor<128xf32>
    %4650 = stablehlo.divide %4644, %4649 : tensor<128xf32>
    %4651 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4652 = stablehlo.multiply %4651, %m.layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %4653 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4654 = stablehlo.multiply %4653, %3517 : tensor<3x3x128x128xf32>
    %4655 = stablehlo.add %4652, %4654 : tensor<3x3x128x128xf32>
    %4656 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4657 = stablehlo.multiply %4656, %v.layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %4658 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4659 = stablehlo.multiply %3517, %3517 : tensor<3x3x128x128xf32>
    %4660 = stablehlo.multiply %4658, %4659 : tensor<3x3x128x128xf32>
    %4661 = stablehlo.add %4657, %4660 : tensor<3x3x128x128xf32>
    %4662 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4663 = stablehlo.divide %4655, %4662 : tensor<3x3x128x128xf32>
    %4664 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4665 = stablehlo.divide %4661, %4664 : tensor<3x3x128x128xf32>
    %4666 = stablehlo.sqrt %4665 : tensor<3x3x128x128xf32>
    %4667 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4668 = stablehlo.add %4666, %4667 : tensor<3x3x128x128xf32>
    %4669 = stablehlo.divide %4663, %4668 : tensor<3x3x128x128xf32>
    %4670 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4671 = stablehlo.multiply %4670, %m.layer2.3.bn1.g : tensor<128xf32>
    %4672 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4673 = stablehlo.multiply %4672, %3522 : tensor<128xf32>
    %4674 = stablehlo.add %4671, %4673 : tensor<128xf32>
    %4675 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4676 = stablehlo.multiply %4675, %v.layer2.3.bn1.g : tensor<128xf32>
    %4677 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4678 = stablehlo.multiply %3522, %3522 : tensor<128xf32>
    %4679 = stablehlo.multiply %4677, %4678 : tensor<128xf32>
    %4680 = stablehlo.add %4676, %4679 : tensor<128xf32>
    %4681 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4682 = stablehlo.divide %4674, %4681 : tensor<128xf32>
    %4683 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4684 = stablehlo.divide %4680, %4683 : tensor<128xf32>
    %4685 = stablehlo.sqrt %4684 : tensor<128xf32>
    %4686 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4687 = stablehlo.add %4685, %4686 : tensor<128xf32>
    %4688 = stablehlo.divide %4682, %4687 : tensor<128xf32>
    %4689 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4690 = stablehlo.multiply %4689, %m.layer2.3.bn1.b : tensor<128xf32>
    %4691 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4692 = stablehlo.multiply %4691, %3527 : tensor<128xf32>
    %4693 = stablehlo.add %4690, %4692 : tensor<128xf32>
    %4694 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4695 = stablehlo.multiply %4694, %v.layer2.3.bn1.b : tensor<128xf32>
    %4696 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4697 = stablehlo.multiply %3527, %3527 : tensor<128xf32>
    %4698 = stablehlo.multiply %4696, %4697 : tensor<128xf32>
    %4699 = stablehlo.add %4695, %4698 : tensor<128xf32>
    %4700 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4701 = stablehlo.divide %4693, %4700 : tensor<128xf32>
    %4702 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4703 = stablehlo.divide %4699, %4702 : tensor<128xf32>
    %4704 = stablehlo.sqrt %4703 : tensor<128xf32>
    %4705 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4706 = stablehlo.add %4704, %4705 : tensor<128xf32>
    %4707 = stablehlo.divide %4701, %4706 : tensor<128xf32>
    %4708 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4709 = stablehlo.multiply %4708, %m.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %4710 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4711 = stablehlo.multiply %4710, %3532 : tensor<3x3x128x128xf32>
    %4712 = stablehlo.add %4709, %4711 : tensor<3x3x128x128xf32>
    %4713 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4714 = stablehlo.multiply %4713, %v.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %4715 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4716 = stablehlo.multiply %3532, %3532 : tensor<3x3x128x128xf32>
    %4717 = stablehlo.multiply %4715, %4716 : tensor<3x3x128x128xf32>
    %4718 = stablehlo.add %4714, %4717 : tensor<3x3x128x128xf32>
    %4719 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4720 = stablehlo.divide %4712, %4719 : tensor<3x3x128x128xf32>
    %4721 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4722 = stablehlo.divide %4718, %4721 : tensor<3x3x128x128xf32>
    %4723 = stablehlo.sqrt %4722 : tensor<3x3x128x128xf32>
    %4724 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4725 = stablehlo.add %4723, %4724 : tensor<3x3x128x128xf32>
    %4726 = stablehlo.divide %4720, %4725 : tensor<3x3x128x128xf32>
    %4727 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4728 = stablehlo.multiply %4727, %m.layer2.3.bn2.g : tensor<128xf32>
    %4729 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4730 = stablehlo.multiply %4729, %3537 : tensor<128xf32>
    %4731 = stablehlo.add %4728, %4730 : tensor<128xf32>
    %4732 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4733 = stablehlo.multiply %4732, %v.layer2.3.bn2.g : tensor<128xf32>
    %4734 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4735 = stablehlo.multiply %3537, %3537 : tensor<128xf32>
    %4736 = stablehlo.multiply %4734, %4735 : tensor<128xf32>
    %4737 = stablehlo.add %4733, %4736 : tensor<128xf32>
    %4738 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4739 = stablehlo.divide %4731, %4738 : tensor<128xf32>
    %4740 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4741 = stablehlo.divide %4737, %4740 : tensor<128xf32>
    %4742 = stablehlo.sqrt %4741 : tensor<128xf32>
    %4743 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4744 = stablehlo.add %4742, %4743 : tensor<128xf32>
    %4745 = stablehlo.divide %4739, %4744 : tensor<128xf32>
    %4746 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4747 = stablehlo.multiply %4746, %m.layer2.3.bn2.b : tensor<128xf32>
    %4748 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4749 = stablehlo.multiply %4748, %3542 : tensor<128xf32>
    %4750 = stablehlo.add %4747, %4749 : tensor<128xf32>
    %4751 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4752 = stablehlo.multiply %4751, %v.layer2.3.bn2.b : tensor<128xf32>
    %4753 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4754 = stablehlo.multiply %3542, %3542 : tensor<128xf32>
    %4755 = stablehlo.multiply %4753, %4754 : tensor<128xf32>
    %4756 = stablehlo.add %4752, %4755 : tensor<128xf32>
    %4757 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4758 = stablehlo.divide %4750, %4757 : tensor<128xf32>
    %4759 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4760 = stablehlo.divide %4756, %4759 : tensor<128xf32>
    %4761 = stablehlo.sqrt %4760 : tensor<128xf32>
    %4762 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4763 = stablehlo.add %4761, %4762 : tensor<128xf32>
    %4764 = stablehlo.divide %4758, %4763 : tensor<128xf32>
    %4765 = stablehlo.constant dense<0.9> : tensor<3x3x128x256xf32>
    %4766 = stablehlo.multiply %4765, %m.layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %4767 = stablehlo.constant dense<0.1> : tensor<3x3x128x256xf32>
    %4768 = stablehlo.multiply %4767, %3547 : tensor<3x3x128x256xf32>
    %4769 = stablehlo.add %4766, %4768 : tensor<3x3x128x256xf32>
    %4770 = stablehlo.constant dense<0.999> : tensor<3x3x128x256xf32>
    %4771 = stablehlo.multiply %4770, %v.layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %4772 = stablehlo.constant dense<0.001> : tensor<3x3x128x256xf32>
    %4773 = stablehlo.multiply %3547, %3547 : tensor<3x3x128x256xf32>
    %4774 = stablehlo.multiply %4772, %4773 : tensor<3x3x128x256xf32>
    %4775 = stablehlo.add %4771, %4774 : tensor<3x3x128x256xf32>
    %4776 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %4777 = stablehlo.divide %4769, %4776 : tensor<3x3x128x256xf32>
    %4778 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %4779 = stablehlo.divide %4775, %4778 : tensor<3x3x128x256xf32>
    %4780 = stablehlo.sqrt %4779 : tensor<3x3x128x256xf32>
    %4781 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x256xf32>
    %4782 = stablehlo.add %4780, %4781 : tensor<3x3x128x256xf32>
    %4783 = stablehlo.divide %4777, %4782 : tensor<3x3x128x256xf32>
    %4784 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4785 = stablehlo.multiply %4784, %m.layer3.0.bn1.g : tensor<256xf32>
    %4786 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4787 = stablehlo.multiply %4786, %3552 : tensor<256xf32>
    %4788 = stablehlo.add %4785, %4787 : tensor<256xf32>
    %4789 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4790 = stablehlo.multiply %4789, %v.layer3.0.bn1.g : tensor<256xf32>
    %4791 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4792 = stablehlo.multiply %3552, %3552 : tensor<256xf32>
    %4793 = stablehlo.multiply %4791, %4792 : tensor<256xf32>
    %4794 = stablehlo.add %4790, %4793 : tensor<256xf32>
    %4795 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4796 = stablehlo.divide %4788, %4795 : tensor<256xf32>
    %4797 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4798 = stablehlo.divide %4794, %4797 : tensor<256xf32>
    %4799 = stablehlo.sqrt %4798 : tensor<256xf32>
    %4800 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4801 = stablehlo.add %4799, %4800 : tensor<256xf32>
    %4802 = stablehlo.divide %4796, %4801 : tensor<256xf32>
    %4803 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4804 = stablehlo.multiply %4803, %m.layer3.0.bn1.b : tensor<256xf32>
    %4805 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4806 = stablehlo.multiply %4805, %3557 : tensor<256xf32>
    %4807 = stablehlo.add %4804, %4806 : tensor<256xf32>
    %4808 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4809 = stablehlo.multiply %4808, %v.layer3.0.bn1.b : tensor<256xf32>
    %4810 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4811 = stablehlo.multiply %3557, %3557 : tensor<256xf32>
    %4812 = stablehlo.multiply %4810, %4811 : tensor<256xf32>
    %4813 = stablehlo.add %4809, %4812 : tensor<256xf32>
    %4814 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4815 = stablehlo.divide %4807, %4814 : tensor<256xf32>
    %4816 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4817 = stablehlo.divide %4813, %4816 : tensor<256xf32>
    %4818 = stablehlo.sqrt %4817 : tensor<256xf32>
    %4819 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4820 = stablehlo.add %4818, %4819 : tensor<256xf32>
    %4821 = stablehlo.divide %4815, %4820 : tensor<256xf32>
    %4822 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4823 = stablehlo.multiply %4822, %m.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %4824 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4825 = stablehlo.multiply %4824, %3562 : tensor<3x3x256x256xf32>
    %4826 = stablehlo.add %4823, %4825 : tensor<3x3x256x256xf32>
    %4827 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4828 = stablehlo.multiply %4827, %v.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %4829 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4830 = stablehlo.multiply %3562, %3562 : tensor<3x3x256x256xf32>
    %4831 = stablehlo.multiply %4829, %4830 : tensor<3x3x256x256xf32>
    %4832 = stablehlo.add %4828, %4831 : tensor<3x3x256x256xf32>
    %4833 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4834 = stablehlo.divide %4826, %4833 : tensor<3x3x256x256xf32>
    %4835 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4836 = stablehlo.divide %4832, %4835 : tensor<3x3x256x256xf32>
    %4837 = stablehlo.sqrt %4836 : tensor<3x3x256x256xf32>
    %4838 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4839 = stablehlo.add %4837, %4838 : tensor<3x3x256x256xf32>
    %4840 = stablehlo.divide %4834, %4839 : tensor<3x3x256x256xf32>
    %4841 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4842 = stablehlo.multiply %4841, %m.layer3.0.bn2.g : tensor<256xf32>
    %4843 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4844 = stablehlo.multiply %4843, %3567 : tensor<256xf32>
    %4845 = stablehlo.add %4842, %4844 : tensor<256xf32>
    %4846 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4847 = stablehlo.multiply %4846, %v.layer3.0.bn2.g : tensor<256xf32>
    %4848 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4849 = stablehlo.multiply %3567, %3567 : tensor<256xf32>
    %4850 = stablehlo.multiply %4848, %4849 : tensor<256xf32>
    %4851 = stablehlo.add %4847, %4850 : tensor<256xf32>
    %4852 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4853 = stablehlo.divide %4845, %4852 : tensor<256xf32>
    %4854 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4855 = stablehlo.divide %4851, %4854 : tensor<256xf32>
    %4856 = stablehlo.sqrt %4855 : tensor<256xf32>
    %4857 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4858 = stablehlo.add %4856, %4857 : tensor<256xf32>
    %4859 = stablehlo.divide %4853, %4858 : tensor<256xf32>
    %4860 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4861 = stablehlo.multiply %4860, %m.layer3.0.bn2.b : tensor<256xf32>
    %4862 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4863 = stablehlo.multiply %4862, %3572 : tensor<256xf32>
    %4864 = stablehlo.add %4861, %4863 : tensor<256xf32>
    %4865 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4866 = stablehlo.multiply %4865, %v.layer3.0.bn2.b : tensor<256xf32>
    %4867 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4868 = stablehlo.multiply %3572, %3572 : tensor<256xf32>
    %4869 = stablehlo.multiply %4867, %4868 : tensor<256xf32>
    %4870 = stablehlo.add %4866, %4869 : tensor<256xf32>
    %4871 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4872 = stablehlo.divide %4864, %4871 : tensor<256xf32>
    %4873 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4874 = stablehlo.divide %4870, %4873 : tensor<256xf32>
    %4875 = stablehlo.sqrt %4874 : tensor<256xf32>
    %4876 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4877 = stablehlo.add %4875, %4876 : tensor<256xf32>
    %4878 = stablehlo.divide %4872, %4877 : tensor<256xf32>
    %4879 = stablehlo.constant dense<0.9> : tensor<1x1x128x256xf32>
    %4880 = stablehlo.multiply %4879, %m.layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %4881 = stablehlo.constant dense<0.1> : tensor<1x1x128x256xf32>
    %4882 = stablehlo.multiply %4881, %3577 : tensor<1x1x128x256xf32>
    %4883 = stablehlo.add %4880, %4882 : tensor<1x1x128x256xf32>
    %4884 = stablehlo.constant dense<0.999> : tensor<1x1x128x256xf32>
    %4885 = stablehlo.multiply %4884, %v.layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %4886 = stablehlo.constant dense<0.001> : tensor<1x1x128x256xf32>
    %4887 = stablehlo.multiply %3577, %3577 : tensor<1x1x128x256xf32>
    %4888 = stablehlo.multiply %4886, %4887 : tensor<1x1x128x256xf32>
    %4889 = stablehlo.add %4885, %4888 : tensor<1x1x128x256xf32>
    %4890 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %4891 = stablehlo.divide %4883, %4890 : tensor<1x1x128x256xf32>
    %4892 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %4893 = stablehlo.divide %4889, %4892 : tensor<1x1x128x256xf32>
    %4894 = stablehlo.sqrt %4893 : tensor<1x1x128x256xf32>
    %4895 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x256xf32>
    %4896 = stablehlo.add %4894, %4895 : tensor<1x1x128x256xf32>
    %4897 = stablehlo.divide %4891, %4896 : tensor<1x1x128x256xf32>
    %4898 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4899 = stablehlo.multiply %4898, %m.layer3.0.downsample.1.g : tensor<256xf32>
    %4900 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4901 = stablehlo.multiply %4900, %3582 : tensor<256xf32>
    %4902 = stablehlo.add %4899, %4901 : tensor<256xf32>
    %4903 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4904 = stablehlo.multiply %4903, %v.layer3.0.downsample.1.g : tensor<256xf32>
    %4905 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4906 = stablehlo.multiply %3582, %3582 : tensor<256xf32>
    %4907 = stablehlo.multiply %4905, %4906 : tensor<256xf32>
    %4908 = stablehlo.add %4904, %4907 : tensor<256xf32>
    %4909 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4910 = stablehlo.divide %4902, %4909 : tensor<256xf32>
    %4911 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4912 = stablehlo.divide %4908, %4911 : tensor<256xf32>
    %4913 = stablehlo.sqrt %4912 : tensor<256xf32>
    %4914 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4915 = stablehlo.add %4913, %4914 : tensor<256xf32>
    %4916 = stablehlo.divide %4910, %4915 : tensor<256xf32>
    %4917 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4918 = stablehlo.multiply %4917, %m.layer3.0.downsample.1.b : tensor<256xf32>
    %4919 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4920 = stablehlo.multiply %4919, %3587 : tensor<256xf32>
    %4921 = stablehlo.add %4918, %4920 : tensor<256xf32>
    %4922 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4923 = stablehlo.multiply %4922, %v.layer3.0.downsample.1.b : tensor<256xf32>
    %4924 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4925 = stablehlo.multiply %3587, %3587 : tensor<256xf32>
    %4926 = stablehlo.multiply %4924, %4925 : tensor<256xf32>
    %4927 = stablehlo.add %4923, %4926 : tensor<256xf32>
    %4928 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4929 = stablehlo.divide %4921, %4928 : tensor<256xf32>
    %4930 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4931 = stablehlo.divide %4927, %4930 : tensor<256xf32>
    %4932 = stablehlo.sqrt %4931 : tensor<256xf32>
    %4933 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4934 = stablehlo.add %4932, %4933 : tensor<256xf32>
    %4935 = stablehlo.divide %4929, %4934 : tensor<256xf32>
    %4936 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4937 = stablehlo.multiply %4936, %m.layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %4938 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4939 = stablehlo.multiply %4938, %3592 : tensor<3x3x256x256xf32>
    %4940 = stablehlo.add %4937, %4939 : tensor<3x3x256x256xf32>
    %4941 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4942 = stablehlo.multiply %4941, %v.layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %4943 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4944 = stablehlo.multiply %3592, %3592 : tensor<3x3x256x256xf32>
    %4945 = stablehlo.multiply %4943, %4944 : tensor<3x3x256x256xf32>
    %4946 = stablehlo.add %4942, %4945 : tensor<3x3x256x256xf32>
    %4947 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4948 = stablehlo.divide %4940, %4947 : tensor<3x3x256x256xf32>
    %4949 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4950 = stablehlo.divide %4946, %4949 : tensor<3x3x256x256xf32>
    %4951 = stablehlo.sqrt %4950 : tensor<3x3x256x256xf32>
    %4952 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4953 = stablehlo.add %4951, %4952 : tensor<3x3x256x256xf32>
    %4954 = stablehlo.divide %4948, %4953 : tensor<3x3x256x256xf32>
    %4955 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4956 = stablehlo.multiply %4955, %m.layer3.1.bn1.g : tensor<256xf32>
    %4957 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4958 = stablehlo.multiply %4957, %3597 : tensor<256xf32>
    %4959 = stablehlo.add %4956, %4958 : tensor<256xf32>
    %4960 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4961 = stablehlo.multiply %4960, %v.layer3.1.bn1.g : tensor<256xf32>
    %4962 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4963 = stablehlo.multiply %3597, %3597 : tensor<256xf32>
    %4964 = stablehlo.multiply %4962, %4963 : tensor<256xf32>
    %4965 = stablehlo.add %4961, %4964 : tensor<256xf32>
    %4966 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4967 = stablehlo.divide %4959, %4966 : tensor<256xf32>
    %4968 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4969 = stablehlo.divide %4965, %4968 : tensor<256xf32>
    %4970 = stablehlo.sqrt %4969 : tensor<256xf32>
    %4971 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4972 = stablehlo.add %4970, %4971 : tensor<256xf32>
    %4973 = stablehlo.divide %4967, %4972 : tensor<256xf32>
    %4974 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4975 = stablehlo.multiply %4974, %m.layer3.1.bn1.b : tensor<256xf32>
    %4976 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4977 = stablehlo.multiply %4976, %3602 : tensor<256xf32>
    %4978 = stablehlo.add %4975, %4977 : tensor<256xf32>
    %4979 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4980 = stablehlo.multiply %4979, %v.layer3.1.bn1.b : tensor<256xf32>
    %4981 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4982 = stablehlo.multiply %3602, %3602 : tensor<256xf32>
    %4983 = stablehlo.multiply %4981, %4982 : tensor<256xf32>
    %4984 = stablehlo.add %4980, %4983 : tensor<256xf32>
    %4985 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4986 = stablehlo.divide %4978, %4985 : tensor<256xf32>
    %4987 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4988 = stablehlo.divide %4984, %4987 : tensor<256xf32>
    %4989 = stablehlo.sqrt %4988 : tensor<256xf32>
    %4990 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4991 = stablehlo.add %4989, %4990 : tensor<256xf32>
    %4992 = stablehlo.divide %4986, %4991 : tensor<256xf32>
    %4993 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4994 = stablehlo.multiply %4993, %m.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %4995 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4996 = stablehlo.multiply %4995, %3607 : tensor<3x3x256x256xf32>
    %4997 = stablehlo.add %4994, %4996 : tensor<3x3x256x256xf32>
    %4998 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4999 = stablehlo.multiply %4998, %v.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %5000 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5001 = stablehlo.multiply %3607, %3607 : tensor<3x3x256x256xf32>
    %5002 = stablehlo.multiply %5000, %5001 : tensor<3x3x256x256xf32>
    %5003 = stablehlo.add %4999, %5002 : tensor<3x3x256x256xf32>
    %5004 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5005 = stablehlo.divide %4997, %5004 : tensor<3x3x256x256xf32>
    %5006 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5007 = stablehlo.divide %5003, %5006 : tensor<3x3x256x256xf32>
    %5008 = stablehlo.sqrt %5007 : tensor<3x3x256x256xf32>
    %5009 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5010 = stablehlo.add %5008, %5009 : tensor<3x3x256x256xf32>
    %5011 = stablehlo.divide %5005, %5010 : tensor<3x3x256x256xf32>
    %5012 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5013 = stablehlo.multiply %5012, %m.layer3.1.bn2.g : tensor<256xf32>
    %5014 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5015 = stablehlo.multiply %5014, %3612 : tensor<256xf32>
    %5016 = stablehlo.add %5013, %5015 : tensor<256xf32>
    %5017 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5018 = stablehlo.multiply %5017, %v.layer3.1.bn2.g : tensor<256xf32>
    %5019 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5020 = stablehlo.multiply %3612, %3612 : tensor<256xf32>
    %5021 = stablehlo.multiply %5019, %5020 : tensor<256xf32>
    %5022 = stablehlo.add %5018, %5021 : tensor<256xf32>
    %5023 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5024 = stablehlo.divide %5016, %5023 : tensor<256xf32>
    %5025 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5026 = stablehlo.divide %5022, %5025 : tensor<256xf32>
    %5027 = stablehlo.sqrt %5026 : tensor<256xf32>
    %5028 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5029 = stablehlo.add %5027, %5028 : tensor<256xf32>
    %5030 = stablehlo.divide %5024, %5029 : tensor<256xf32>
    %5031 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5032 = stablehlo.multiply %5031, %m.layer3.1.bn2.b : tensor<256xf32>
    %5033 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5034 = stablehlo.multiply %5033, %3617 : tensor<256xf32>
    %5035 = stablehlo.add %5032, %5034 : tensor<256xf32>
    %5036 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5037 = stablehlo.multiply %5036, %v.layer3.1.bn2.b : tensor<256xf32>
    %5038 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5039 = stablehlo.multiply %3617, %3617 : tensor<256xf32>
    %5040 = stablehlo.multiply %5038, %5039 : tensor<256xf32>
    %5041 = stablehlo.add %5037, %5040 : tensor<256xf32>
    %5042 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5043 = stablehlo.divide %5035, %5042 : tensor<256xf32>
    %5044 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5045 = stablehlo.divide %5041, %5044 : tensor<256xf32>
    %5046 = stablehlo.sqrt %5045 : tensor<256xf32>
    %5047 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5048 = stablehlo.add %5046, %5047 : tensor<256xf32>
    %5049 = stablehlo.divide %5043, %5048 : tensor<256xf32>
    %5050 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5051 = stablehlo.multiply %5050, %m.layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %5052 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5053 = stablehlo.multiply %5052, %3622 : tensor<3x3x256x256xf32>
    %5054 = stablehlo.add %5051, %5053 : tensor<3x3x256x256xf32>
    %5055 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5056 = stablehlo.multiply %5055, %v.layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %5057 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5058 = stablehlo.multiply %3622, %3622 : tensor<3x3x256x256xf32>
    %5059 = stablehlo.multiply %5057, %5058 : tensor<3x3x256x256xf32>
    %5060 = stablehlo.add %5056, %5059 : tensor<3x3x256x256xf32>
    %5061 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5062 = stablehlo.divide %5054, %5061 : tensor<3x3x256x256xf32>
    %5063 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5064 = stablehlo.divide %5060, %5063 : tensor<3x3x256x256xf32>
    %5065 = stablehlo.sqrt %5064 : tensor<3x3x256x256xf32>
    %5066 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5067 = stablehlo.add %5065, %5066 : tensor<3x3x256x256xf32>
    %5068 = stablehlo.divide %5062, %5067 : tensor<3x3x256x256xf32>
    %5069 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5070 = stablehlo.multiply %5069, %m.layer3.2.bn1.g : tensor<256xf32>
    %5071 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5072 = stablehlo.multiply %5071, %3627 : tensor<256xf32>
    %5073 = stablehlo.add %5070, %5072 : tensor<256xf32>
    %5074 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5075 = stablehlo.multiply %5074, %v.layer3.2.bn1.g : tensor<256xf32>
    %5076 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5077 = stablehlo.multiply %3627, %3627 : tensor<256xf32>
    %5078 = stablehlo.multiply %5076, %5077 : tensor<256xf32>
    %5079 = stablehlo.add %5075, %5078 : tensor<256xf32>
    %5080 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5081 = stablehlo.divide %5073, %5080 : tensor<256xf32>
    %5082 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5083 = stablehlo.divide %5079, %5082 : tensor<256xf32>
    %5084 = stablehlo.sqrt %5083 : tensor<256xf32>
    %5085 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5086 = stablehlo.add %5084, %5085 : tensor<256xf32>
    %5087 = stablehlo.divide %5081, %5086 : tensor<256xf32>
    %5088 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5089 = stablehlo.multiply %5088, %m.layer3.2.bn1.b : tensor<256xf32>
    %5090 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5091 = stablehlo.multiply %5090, %3632 : tensor<256xf32>
    %5092 = stablehlo.add %5089, %5091 : tensor<256xf32>
    %5093 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5094 = stablehlo.multiply %5093, %v.layer3.2.bn1.b : tensor<256xf32>
    %5095 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5096 = stablehlo.multiply %3632, %3632 : tensor<256xf32>
    %5097 = stablehlo.multiply %5095, %5096 : tensor<256xf32>
    %5098 = stablehlo.add %5094, %5097 : tensor<256xf32>
    %5099 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5100 = stablehlo.divide %5092, %5099 : tensor<256xf32>
    %5101 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5102 = stablehlo.divide %5098, %5101 : tensor<256xf32>
    %5103 = stablehlo.sqrt %5102 : tensor<256xf32>
    %5104 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5105 = stablehlo.add %5103, %5104 : tensor<256xf32>
    %5106 = stablehlo.divide %5100, %5105 : tensor<256xf32>
    %5107 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5108 = stablehlo.multiply %5107, %m.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %5109 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5110 = stablehlo.multiply %5109, %3637 : tensor<3x3x256x256xf32>
    %5111 = stablehlo.add %5108, %5110 : tensor<3x3x256x256xf32>
    %5112 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5113 = stablehlo.multiply %5112, %v.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %5114 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5115 = stablehlo.multiply %3637, %3637 : tensor<3x3x256x256xf32>
    %5116 = stablehlo.multiply %5114, %5115 : tensor<3x3x256x256xf32>
    %5117 = stablehlo.add %5113, %5116 : tensor<3x3x256x256xf32>
    %5118 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5119 = stablehlo.divide %5111, %5118 : tensor<3x3x256x256xf32>
    %5120 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5121 = stablehlo.divide %5117, %5120 : tensor<3x3x256x256xf32>
    %5122 = stablehlo.sqrt %5121 : tensor<3x3x256x256xf32>
    %5123 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5124 = stablehlo.add %5122, %5123 : tensor<3x3x256x256xf32>
    %5125 = stablehlo.divide %5119, %5124 : tensor<3x3x256x256xf32>
    %5126 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5127 = stablehlo.multiply %5126, %m.layer3.2.bn2.g : tensor<256xf32>
    %5128 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5129 = stablehlo.multiply %5128, %3642 : tensor<256xf32>
    %5130 = stablehlo.add %5127, %5129 : tensor<256xf32>
    %5131 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5132 = stablehlo.multiply %5131, %v.layer3.2.bn2.g : tensor<256xf32>
    %5133 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5134 = stablehlo.multiply %3642, %3642 : tensor<256xf32>
    %5135 = stablehlo.multiply %5133, %5134 : tensor<256xf32>
    %5136 = stablehlo.add %5132, %5135 : tensor<256xf32>
    %5137 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5138 = stablehlo.divide %5130, %5137 : tensor<256xf32>
    %5139 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5140 = stablehlo.divide %5136, %5139 : tensor<256xf32>
    %5141 = stablehlo.sqrt %5140 : tensor<256xf32>
    %5142 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5143 = stablehlo.add %5141, %5142 : tensor<256xf32>
    %5144 = stablehlo.divide %5138, %5143 : tensor<256xf32>
    %5145 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5146 = stablehlo.multiply %5145, %m.layer3.2.bn2.b : tensor<256xf32>
    %5147 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5148 = stablehlo.multiply %5147, %3647 : tensor<256xf32>
    %5149 = stablehlo.add %5146, %5148 : tensor<256xf32>
    %5150 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5151 = stablehlo.multiply %5150, %v.layer3.2.bn2.b : tensor<256xf32>
    %5152 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5153 = stablehlo.multiply %3647, %3647 : tensor<256xf32>
    %5154 = stablehlo.multiply %5152, %5153 : tensor<256xf32>
    %5155 = stablehlo.add %5151, %5154 : tensor<256xf32>
    %5156 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5157 = stablehlo.divide %5149, %5156 : tensor<256xf32>
    %5158 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5159 = stablehlo.divide %5155, %5158 : tensor<256xf32>
    %5160 = stablehlo.sqrt %5159 : tensor<256xf32>
    %5161 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5162 = stablehlo.add %5160, %5161 : tensor<256xf32>
    %5163 = stablehlo.divide %5157, %5162 : tensor<256xf32>
    %5164 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5165 = stablehlo.multiply %5164, %m.layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %5166 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5167 = stablehlo.multiply %5166, %3652 : tensor<3x3x256x256xf32>
    %5168 = stablehlo.add %5165, %5167 : tensor<3x3x256x256xf32>
    %5169 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5170 = stablehlo.multiply %5169, %v.layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %5171 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5172 = stablehlo.multiply %3652, %3652 : tensor<3x3x256x256xf32>
    %5173 = stablehlo.multiply %5171, %5172 : tensor<3x3x256x256xf32>
    %5174 = stablehlo.add %5170, %5173 : tensor<3x3x256x256xf32>
    %5175 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5176 = stablehlo.divide %5168, %5175 : tensor<3x3x256x256xf32>
    %5177 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5178 = stablehlo.divide %5174, %5177 : tensor<3x3x256x256xf32>
    %5179 = stablehlo.sqrt %5178 : tensor<3x3x256x256xf32>
    %5180 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5181 = stablehlo.add %5179, %5180 : tensor<3x3x256x256xf32>
    %5182 = stablehlo.divide %5176, %5181 : tensor<3x3x256x256xf32>
    %5183 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5184 = stablehlo.multiply %5183, %m.layer3.3.bn1.g : tensor<256xf32>
    %5185 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5186 = stablehlo.multiply %5185, %3657 : tensor<256xf32>
    %5187 = stablehlo.add %5184, %5186 : tensor<256xf32>
    %5188 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5189 = stablehlo.multiply %5188, %v.layer3.3.bn1.g : tensor<256xf32>
    %5190 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5191 = stablehlo.multiply %3657, %3657 : tensor<256xf32>
    %5192 = stablehlo.multiply %5190, %5191 : tensor<256xf32>
    %5193 = stablehlo.add %5189, %5192 : tensor<256xf32>
    %5194 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5195 = stablehlo.divide %5187, %5194 : tensor<256xf32>
    %5196 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5197 = stablehlo.divide %5193, %5196 : tensor<256xf32>
    %5198 = stablehlo.sqrt %5197 : tensor<256xf32>
    %5199 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5200 = stablehlo.add %5198, %5199 : tensor<256xf32>
    %5201 = stablehlo.divide %5195, %5200 : tensor<256xf32>
    %5202 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5203 = stablehlo.multiply %5202, %m.layer3.3.bn1.b : tensor<256xf32>
    %5204 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5205 = stablehlo.multiply %5204, %3662 : tensor<256xf32>
    %5206 = stablehlo.add %5203, %5205 : tensor<256xf32>
    %5207 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5208 = stablehlo.multiply %5207, %v.layer3.3.bn1.b : tensor<256xf32>
    %5209 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5210 = stablehlo.multiply %3662, %3662 : tensor<256xf32>
    %5211 = stablehlo.multiply %5209, %5210 : tensor<256xf32>
    %5212 = stablehlo.add %5208, %5211 : tensor<256xf32>
    %5213 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5214 = stablehlo.divide %5206, %5213 : tensor<256xf32>
    %5215 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5216 = stablehlo.divide %5212, %5215 : tensor<256xf32>
    %5217 = stablehlo.sqrt %5216 : tensor<256xf32>
    %5218 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5219 = stablehlo.add %5217, %5218 : tensor<256xf32>
    %5220 = stablehlo.divide %5214, %5219 : tensor<256xf32>
    %5221 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5222 = stablehlo.multiply %5221, %m.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %5223 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5224 = stablehlo.multiply %5223, %3667 : tensor<3x3x256x256xf32>
    %5225 = stablehlo.add %5222, %5224 : tensor<3x3x256x256xf32>
    %5226 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5227 = stablehlo.multiply %5226, %v.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %5228 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5229 = stablehlo.multiply %3667, %3667 : tensor<3x3x256x256xf32>
    %5230 = stablehlo.multiply %5228, %5229 : tensor<3x3x256x256xf32>
    %5231 = stablehlo.add %5227, %5230 : tensor<3x3x256x256xf32>
    %5232 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5233 = stablehlo.divide %5225, %5232 : tensor<3x3x256x256xf32>
    %5234 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5235 = stablehlo.divide %5231, %5234 : tensor<3x3x256x256xf32>
    %5236 = stablehlo.sqrt %5235 : tensor<3x3x256x256xf32>
    %5237 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5238 = stablehlo.add %5236, %5237 : tensor<3x3x256x256xf32>
    %5239 = stablehlo.divide %5233, %5238 : tensor<3x3x256x256xf32>
    %5240 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5241 = stablehlo.multiply %5240, %m.layer3.3.bn2.g : tensor<256xf32>
    %5242 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5243 = stablehlo.multiply %5242, %3672 : tensor<256xf32>
    %5244 = stablehlo.add %5241, %5243 : tensor<256xf32>
    %5245 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5246 = stablehlo.multiply %5245, %v.layer3.3.bn2.g : tensor<256xf32>
    %5247 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5248 = stablehlo.multiply %3672, %3672 : tensor<256xf32>
    %5249 = stablehlo.multiply %5247, %5248 : tensor<256xf32>
    %5250 = stablehlo.add %5246, %5249 : tensor<256xf32>
    %5251 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5252 = stablehlo.divide %5244, %5251 : tensor<256xf32>
    %5253 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5254 = stablehlo.divide %5250, %5253 : tensor<256xf32>
    %5255 = stablehlo.sqrt %5254 : tensor<256xf32>
    %5256 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5257 = stablehlo.add %5255, %5256 : tensor<256xf32>
    %5258 = stablehlo.divide %5252, %5257 : tensor<256xf32>
    %5259 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5260 = stablehlo.multiply %5259, %m.layer3.3.bn2.b : tensor<256xf32>
    %5261 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5262 = stablehlo.multiply %5261, %3677 : tensor<256xf32>
    %5263 = stablehlo.add %5260, %5262 : tensor<256xf32>
    %5264 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5265 = stablehlo.multiply %5264, %v.layer3.3.bn2.b : tensor<256xf32>
    %5266 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5267 = stablehlo.multiply %3677, %3677 : tensor<256xf32>
    %5268 = stablehlo.multiply %5266, %5267 : tensor<256xf32>
    %5269 = stablehlo.add %5265, %5268 : tensor<256xf32>
    %5270 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5271 = stablehlo.divide %5263, %5270 : tensor<256xf32>
    %5272 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5273 = stablehlo.divide %5269, %5272 : tensor<256xf32>
    %5274 = stablehlo.sqrt %5273 : tensor<256xf32>
    %5275 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5276 = stablehlo.add %5274, %5275 : tensor<256xf32>
    %5277 = stablehlo.divide %5271, %5276 : tensor<256xf32>
    %5278 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5279 = stablehlo.multiply %5278, %m.layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %5280 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5281 = stablehlo.multiply %5280, %3682 : tensor<3x3x256x256xf32>
    %5282 = stablehlo.add %5279, %5281 : tensor<3x3x256x256xf32>
    %5283 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5284 = stablehlo.multiply %5283, %v.layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %5285 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5286 = stablehlo.multiply %3682, %3682 : tensor<3x3x256x256xf32>
    %5287 = stablehlo.multiply %5285, %5286 : tensor<3x3x256x256xf32>
    %5288 = stablehlo.add %5284, %5287 : tensor<3x3x256x256xf32>
    %5289 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5290 = stablehlo.divide %5282, %5289 : tensor<3x3x256x256xf32>
    %5291 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5292 = stablehlo.divide %5288, %5291 : tensor<3x3x256x256xf32>
    %5293 = stablehlo.sqrt %5292 : tensor<3x3x256x256xf32>
    %5294 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5295 = stablehlo.add %5293, %5294 : tensor<3x3x256x256xf32>
    %5296 = stablehlo.divide %5290, %5295 : tensor<3x3x256x256xf32>
    %5297 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5298 = stablehlo.multiply %5297, %m.layer3.4.bn1.g : tensor<256xf32>
    %5299 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5300 = stablehlo.multiply %5299, %3687 : tensor<256xf32>
    %5301 = stablehlo.add %5298, %5300 : tensor<256xf32>
    %5302 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5303 = stablehlo.multiply %5302, %v.layer3.4.bn1.g : tensor<256xf32>
    %5304 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5305 = stablehlo.multiply %3687, %3687 : tensor<256xf32>
    %5306 = stablehlo.multiply %5304, %5305 : tensor<256xf32>
    %5307 = stablehlo.add %5303, %5306 : tensor<256xf32>
    %5308 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5309 = stablehlo.divide %5301, %5308 : tensor<256xf32>
    %5310 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5311 = stablehlo.divide %5307, %5310 : tensor<256xf32>
    %5312 = stablehlo.sqrt %5311 : tensor<256xf32>
    %5313 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5314 = stablehlo.add %5312, %5313 : tensor<256xf32>
    %5315 = stablehlo.divide %5309, %5314 : tensor<256xf32>
    %5316 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5317 = stablehlo.multiply %5316, %m.layer3.4.bn1.b : tensor<256xf32>
    %5318 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5319 = stablehlo.multiply %5318, %3692 : tensor<256xf32>
    %5320 = stablehlo.add %5317, %5319 : tensor<256xf32>
    %5321 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5322 = stablehlo.multiply %5321, %v.layer3.4.bn1.b : tensor<256xf32>
    %5323 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5324 = stablehlo.multiply %3692, %3692 : tensor<256xf32>
    %5325 = stablehlo.multiply %5323, %5324 : tensor<256xf32>
    %5326 = stablehlo.add %5322, %5325 : tensor<256xf32>
    %5327 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5328 = stablehlo.divide %5320, %5327 : tensor<256xf32>
    %5329 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5330 = stablehlo.divide %5326, %5329 : tensor<256xf32>
    %5331 = stablehlo.sqrt %5330 : tensor<256xf32>
    %5332 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5333 = stablehlo.add %5331, %5332 : tensor<256xf32>
    %5334 = stablehlo.divide %5328, %5333 : tensor<256xf32>
    %5335 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5336 = stablehlo.multiply %5335, %m.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %5337 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5338 = stablehlo.multiply %5337, %3697 : tensor<3x3x256x256xf32>
    %5339 = stablehlo.add %5336, %5338 : tensor<3x3x256x256xf32>
    %5340 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5341 = stablehlo.multiply %5340, %v.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %5342 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5343 = stablehlo.multiply %3697, %3697 : tensor<3x3x256x256xf32>
    %5344 = stablehlo.multiply %5342, %5343 : tensor<3x3x256x256xf32>
    %5345 = stablehlo.add %5341, %5344 : tensor<3x3x256x256xf32>
    %5346 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5347 = stablehlo.divide %5339, %5346 : tensor<3x3x256x256xf32>
    %5348 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5349 = stablehlo.divide %5345, %5348 : tensor<3x3x256x256xf32>
    %5350 = stablehlo.sqrt %5349 : tensor<3x3x256x256xf32>
    %5351 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5352 = stablehlo.add %5350, %5351 : tensor<3x3x256x256xf32>
    %5353 = stablehlo.divide %5347, %5352 : tensor<3x3x256x256xf32>
    %5354 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5355 = stablehlo.multiply %5354, %m.layer3.4.bn2.g : tensor<256xf32>
    %5356 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5357 = stablehlo.multiply %5356, %3702 : tensor<256xf32>
    %5358 = stablehlo.add %5355, %5357 : tensor<256xf32>
    %5359 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5360 = stablehlo.multiply %5359, %v.layer3.4.bn2.g : tensor<256xf32>
    %5361 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5362 = stablehlo.multiply %3702, %3702 : tensor<256xf32>
    %5363 = stablehlo.multiply %5361, %5362 : tensor<256xf32>
    %5364 = stablehlo.add %5360, %5363 : tensor<256xf32>
    %5365 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5366 = stablehlo.divide %5358, %5365 : tensor<256xf32>
    %5367 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5368 = stablehlo.divide %5364, %5367 : tensor<256xf32>
    %5369 = stablehlo.sqrt %5368 : tensor<256xf32>
    %5370 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5371 = stablehlo.add %5369, %5370 : tensor<256xf32>
    %5372 = stablehlo.divide %5366, %5371 : tensor<256xf32>
    %5373 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5374 = stablehlo.multiply %5373, %m.layer3.4.bn2.b : tensor<256xf32>
    %5375 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5376 = stablehlo.multiply %5375, %3707 : tensor<256xf32>
    %5377 = stablehlo.add %5374, %5376 : tensor<256xf32>
    %5378 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5379 = stablehlo.multiply %5378, %v.layer3.4.bn2.b : tensor<256xf32>
    %5380 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5381 = stablehlo.multiply %3707, %3707 : tensor<256xf32>
    %5382 = stablehlo.multiply %5380, %5381 : tensor<256xf32>
    %5383 = stablehlo.add %5379, %5382 : tensor<256xf32>
    %5384 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5385 = stablehlo.divide %5377, %5384 : tensor<256xf32>
    %5386 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5387 = stablehlo.divide %5383, %5386 : tensor<256xf32>
    %5388 = stablehlo.sqrt %5387 : tensor<256xf32>
    %5389 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5390 = stablehlo.add %5388, %5389 : tensor<256xf32>
    %5391 = stablehlo.divide %5385, %5390 : tensor<256xf32>
    %5392 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5393 = stablehlo.multiply %5392, %m.layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %5394 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5395 = stablehlo.multiply %5394, %3712 : tensor<3x3x256x256xf32>
    %5396 = stablehlo.add %5393, %5395 : tensor<3x3x256x256xf32>
    %5397 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5398 = stablehlo.multiply %5397, %v.layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %5399 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5400 = stablehlo.multiply %3712, %3712 : tensor<3x3x256x256xf32>
    %5401 = stablehlo.multiply %5399, %5400 : tensor<3x3x256x256xf32>
    %5402 = stablehlo.add %5398, %5401 : tensor<3x3x256x256xf32>
    %5403 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5404 = stablehlo.divide %5396, %5403 : tensor<3x3x256x256xf32>
    %5405 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5406 = stablehlo.divide %5402, %5405 : tensor<3x3x256x256xf32>
    %5407 = stablehlo.sqrt %5406 : tensor<3x3x256x256xf32>
    %5408 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5409 = stablehlo.add %5407, %5408 : tensor<3x3x256x256xf32>
    %5410 = stablehlo.divide %5404, %5409 : tensor<3x3x256x256xf32>
    %5411 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5412 = stablehlo.multiply %5411, %m.layer3.5.bn1.g : tensor<256xf32>
    %5413 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5414 = stablehlo.multiply %5413, %3717 : tensor<256xf32>
    %5415 = stablehlo.add %5412, %5414 : tensor<256xf32>
    %5416 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5417 = stablehlo.multiply %5416, %v.layer3.5.bn1.g : tensor<256xf32>
    %5418 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5419 = stablehlo.multiply %3717, %3717 : tensor<256xf32>
    %5420 = stablehlo.multiply %5418, %5419 : tensor<256xf32>
    %5421 = stablehlo.add %5417, %5420 : tensor<256xf32>
    %5422 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5423 = stablehlo.divide %5415, %5422 : tensor<256xf32>
    %5424 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5425 = stablehlo.divide %5421, %5424 : tensor<256xf32>
    %5426 = stablehlo.sqrt %5425 : tensor<256xf32>
    %5427 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5428 = stablehlo.add %5426, %5427 : tensor<256xf32>
    %5429 = stablehlo.divide %5423, %5428 : tensor<256xf32>
    %5430 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5431 = stablehlo.multiply %5430, %m.layer3.5.bn1.b : tensor<256xf32>
    %5432 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5433 = stablehlo.multiply %5432, %3722 : tensor<256xf32>
    %5434 = stablehlo.add %5431, %5433 : tensor<256xf32>
    %5435 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5436 = stablehlo.multiply %5435, %v.layer3.5.bn1.b : tensor<256xf32>
    %5437 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5438 = stablehlo.multiply %3722, %3722 : tensor<256xf32>
    %5439 = stablehlo.multiply %5437, %5438 : tensor<256xf32>
    %5440 = stablehlo.add %5436, %5439 : tensor<256xf32>
    %5441 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5442 = stablehlo.divide %5434, %5441 : tensor<256xf32>
    %5443 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5444 = stablehlo.divide %5440, %5443 : tensor<256xf32>
    %5445 = stablehlo.sqrt %5444 : tensor<256xf32>
    %5446 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5447 = stablehlo.add %5445, %5446 : tensor<256xf32>
    %5448 = stablehlo.divide %5442, %5447 : tensor<256xf32>
    %5449 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5450 = stablehlo.multiply %5449, %m.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %5451 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5452 = stablehlo.multiply %5451, %3727 : tensor<3x3x256x256xf32>
    %5453 = stablehlo.add %5450, %5452 : tensor<3x3x256x256xf32>
    %5454 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5455 = stablehlo.multiply %5454, %v.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %5456 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5457 = stablehlo.multiply %3727, %3727 : tensor<3x3x256x256xf32>
    %5458 = stablehlo.multiply %5456, %5457 : tensor<3x3x256x256xf32>
    %5459 = stablehlo.add %5455, %5458 : tensor<3x3x256x256xf32>
    %5460 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5461 = stablehlo.divide %5453, %5460 : tensor<3x3x256x256xf32>
    %5462 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5463 = stablehlo.divide %5459, %5462 : tensor<3x3x256x256xf32>
    %5464 = stablehlo.sqrt %5463 : tensor<3x3x256x256xf32>
    %5465 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5466 = stablehlo.add %5464, %5465 : tensor<3x3x256x256xf32>
    %5467 = stablehlo.divide %5461, %5466 : tensor<3x3x256x256xf32>
    %5468 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5469 = stablehlo.multiply %5468, %m.layer3.5.bn2.g : tensor<256xf32>
    %5470 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5471 = stablehlo.multiply %5470, %3732 : tensor<256xf32>
    %5472 = stablehlo.add %5469, %5471 : tensor<256xf32>
    %5473 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5474 = stablehlo.multiply %5473, %v.layer3.5.bn2.g : tensor<256xf32>
    %5475 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5476 = stablehlo.multiply %3732, %3732 : tensor<256xf32>
    %5477 = stablehlo.multiply %5475, %5476 : tensor<256xf32>
    %5478 = stablehlo.add %5474, %5477 : tensor<256xf32>
    %5479 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5480 = stablehlo.divide %5472, %5479 : tensor<256xf32>
    %5481 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5482 = stablehlo.divide %5478, %5481 : tensor<256xf32>
    %5483 = stablehlo.sqrt %5482 : tensor<256xf32>
    %5484 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5485 = stablehlo.add %5483, %5484 : tensor<256xf32>
    %5486 = stablehlo.divide %5480, %5485 : tensor<256xf32>
    %5487 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5488 = stablehlo.multiply %5487, %m.layer3.5.bn2.b : tensor<256xf32>
    %5489 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5490 = stablehlo.multiply %5489, %3737 : tensor<256xf32>
    %5491 = stablehlo.add %5488, %5490 : tensor<256xf32>
    %5492 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5493 = stablehlo.multiply %5492, %v.layer3.5.bn2.b : tensor<256xf32>
    %5494 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5495 = stablehlo.multiply %3737, %3737 : tensor<256xf32>
    %5496 = stablehlo.multiply %5494, %5495 : tensor<256xf32>
    %5497 = stablehlo.add %5493, %5496 : tensor<256xf32>
    %5498 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5499 = stablehlo.divide %5491, %5498 : tensor<256xf32>
    %5500 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5501 = stablehlo.divide %5497, %5500 : tensor<256xf32>
    %5502 = stablehlo.sqrt %5501 : tensor<256xf32>
    %5503 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5504 = stablehlo.add %5502, %5503 : tensor<256xf32>
    %5505 = stablehlo.divide %5499, %5504 : tensor<256xf32>
    %5506 = stablehlo.constant dense<0.9> : tensor<3x3x256x512xf32>
    %5507 = stablehlo.multiply %5506, %m.layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %5508 = stablehlo.constant dense<0.1> : tensor<3x3x256x512xf32>
    %5509 = stablehlo.multiply %5508, %3742 : tensor<3x3x256x512xf32>
    %5510 = stablehlo.add %5507, %5509 : tensor<3x3x256x512xf32>
    %5511 = stablehlo.constant dense<0.999> : tensor<3x3x256x512xf32>
    %5512 = stablehlo.multiply %5511, %v.layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %5513 = stablehlo.constant dense<0.001> : tensor<3x3x256x512xf32>
    %5514 = stablehlo.multiply %3742, %3742 : tensor<3x3x256x512xf32>
    %5515 = stablehlo.multiply %5513, %5514 : tensor<3x3x256x512xf32>
    %5516 = stablehlo.add %5512, %5515 : tensor<3x3x256x512xf32>
    %5517 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %5518 = stablehlo.divide %5510, %5517 : tensor<3x3x256x512xf32>
    %5519 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %5520 = stablehlo.divide %5516, %5519 : tensor<3x3x256x512xf32>
    %5521 = stablehlo.sqrt %5520 : tensor<3x3x256x512xf32>
    %5522 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x512xf32>
    %5523 = stablehlo.add %5521, %5522 : tensor<3x3x256x512xf32>
    %5524 = stablehlo.divide %5518, %5523 : tensor<3x3x256x512xf32>
    %5525 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5526 = stablehlo.multiply %5525, %m.layer4.0.bn1.g : tensor<512xf32>
    %5527 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5528 = stablehlo.multiply %5527, %3747 : tensor<512xf32>
    %5529 = stablehlo.add %5526, %5528 : tensor<512xf32>
    %5530 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5531 = stablehlo.multiply %5530, %v.layer4.0.bn1.g : tensor<512xf32>
    %5532 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5533 = stablehlo.multiply %3747, %3747 : tensor<512xf32>
    %5534 = stablehlo.multiply %5532, %5533 : tensor<512xf32>
    %5535 = stablehlo.add %5531, %5534 : tensor<512xf32>
    %5536 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5537 = stablehlo.divide %5529, %5536 : tensor<512xf32>
    %5538 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5539 = stablehlo.divide %5535, %5538 : tensor<512xf32>
    %5540 = stablehlo.sqrt %5539 : tensor<512xf32>
    %5541 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5542 = stablehlo.add %5540, %5541 : tensor<512xf32>
    %5543 = stablehlo.divide %5537, %5542 : tensor<512xf32>
    %5544 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5545 = stablehlo.multiply %5544, %m.layer4.0.bn1.b : tensor<512xf32>
    %5546 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5547 = stablehlo.multiply %5546, %3752 : tensor<512xf32>
    %5548 = stablehlo.add %5545, %5547 : tensor<512xf32>
    %5549 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5550 = stablehlo.multiply %5549, %v.layer4.0.bn1.b : tensor<512xf32>
    %5551 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5552 = stablehlo.multiply %3752, %3752 : tensor<512xf32>
    %5553 = stablehlo.multiply %5551, %5552 : tensor<512xf32>
    %5554 = stablehlo.add %5550, %5553 : tensor<512xf32>
    %5555 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5556 = stablehlo.divide %5548, %5555 : tensor<512xf32>
    %5557 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5558 = stablehlo.divide %5554, %5557 : tensor<512xf32>
    %5559 = stablehlo.sqrt %5558 : tensor<512xf32>
    %5560 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5561 = stablehlo.add %5559, %5560 : tensor<512xf32>
    %5562 = stablehlo.divide %5556, %5561 : tensor<512xf32>
    %5563 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5564 = stablehlo.multiply %5563, %m.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %5565 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5566 = stablehlo.multiply %5565, %3757 : tensor<3x3x512x512xf32>
    %5567 = stablehlo.add %5564, %5566 : tensor<3x3x512x512xf32>
    %5568 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5569 = stablehlo.multiply %5568, %v.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %5570 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5571 = stablehlo.multiply %3757, %3757 : tensor<3x3x512x512xf32>
    %5572 = stablehlo.multiply %5570, %5571 : tensor<3x3x512x512xf32>
    %5573 = stablehlo.add %5569, %5572 : tensor<3x3x512x512xf32>
    %5574 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5575 = stablehlo.divide %5567, %5574 : tensor<3x3x512x512xf32>
    %5576 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5577 = stablehlo.divide %5573, %5576 : tensor<3x3x512x512xf32>
    %5578 = stablehlo.sqrt %5577 : tensor<3x3x512x512xf32>
    %5579 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5580 = stablehlo.add %5578, %5579 : tensor<3x3x512x512xf32>
    %5581 = stablehlo.divide %5575, %5580 : tensor<3x3x512x512xf32>
    %5582 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5583 = stablehlo.multiply %5582, %m.layer4.0.bn2.g : tensor<512xf32>
    %5584 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5585 = stablehlo.multiply %5584, %3762 : tensor<512xf32>
    %5586 = stablehlo.add %5583, %5585 : tensor<512xf32>
    %5587 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5588 = stablehlo.multiply %5587, %v.layer4.0.bn2.g : tensor<512xf32>
    %5589 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5590 = stablehlo.multiply %3762, %3762 : tensor<512xf32>
    %5591 = stablehlo.multiply %5589, %5590 : tensor<512xf32>
    %5592 = stablehlo.add %5588, %5591 : tensor<512xf32>
    %5593 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5594 = stablehlo.divide %5586, %5593 : tensor<512xf32>
    %5595 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5596 = stablehlo.divide %5592, %5595 : tensor<512xf32>
    %5597 = stablehlo.sqrt %5596 : tensor<512xf32>
    %5598 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5599 = stablehlo.add %5597, %5598 : tensor<512xf32>
    %5600 = stablehlo.divide %5594, %5599 : tensor<512xf32>
    %5601 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5602 = stablehlo.multiply %5601, %m.layer4.0.bn2.b : tensor<512xf32>
    %5603 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5604 = stablehlo.multiply %5603, %3767 : tensor<512xf32>
    %5605 = stablehlo.add %5602, %5604 : tensor<512xf32>
    %5606 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5607 = stablehlo.multiply %5606, %v.layer4.0.bn2.b : tensor<512xf32>
    %5608 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5609 = stablehlo.multiply %3767, %3767 : tensor<512xf32>
    %5610 = stablehlo.multiply %5608, %5609 : tensor<512xf32>
    %5611 = stablehlo.add %5607, %5610 : tensor<512xf32>
    %5612 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5613 = stablehlo.divide %5605, %5612 : tensor<512xf32>
    %5614 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5615 = stablehlo.divide %5611, %5614 : tensor<512xf32>
    %5616 = stablehlo.sqrt %5615 : tensor<512xf32>
    %5617 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5618 = stablehlo.add %5616, %5617 : tensor<512xf32>
    %5619 = stablehlo.divide %5613, %5618 : tensor<512xf32>
    %5620 = stablehlo.constant dense<0.9> : tensor<1x1x256x512xf32>
    %5621 = stablehlo.multiply %5620, %m.layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5622 = stablehlo.constant dense<0.1> : tensor<1x1x256x512xf32>
    %5623 = stablehlo.multiply %5622, %3772 : tensor<1x1x256x512xf32>
    %5624 = stablehlo.add %5621, %5623 : tensor<1x1x256x512xf32>
    %5625 = stablehlo.constant dense<0.999> : tensor<1x1x256x512xf32>
    %5626 = stablehlo.multiply %5625, %v.layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5627 = stablehlo.constant dense<0.001> : tensor<1x1x256x512xf32>
    %5628 = stablehlo.multiply %3772, %3772 : tensor<1x1x256x512xf32>
    %5629 = stablehlo.multiply %5627, %5628 : tensor<1x1x256x512xf32>
    %5630 = stablehlo.add %5626, %5629 : tensor<1x1x256x512xf32>
    %5631 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5632 = stablehlo.divide %5624, %5631 : tensor<1x1x256x512xf32>
    %5633 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5634 = stablehlo.divide %5630, %5633 : tensor<1x1x256x512xf32>
    %5635 = stablehlo.sqrt %5634 : tensor<1x1x256x512xf32>
    %5636 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x512xf32>
    %5637 = stablehlo.add %5635, %5636 : tensor<1x1x256x512xf32>
    %5638 = stablehlo.divide %5632, %5637 : tensor<1x1x256x512xf32>
    %5639 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5640 = stablehlo.multiply %5639, %m.layer4.0.downsample.1.g : tensor<512xf32>
    %5641 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5642 = stablehlo.multiply %5641, %3777 : tensor<512xf32>
    %5643 = stablehlo.add %5640, %5642 : tensor<512xf32>
    %5644 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5645 = stablehlo.multiply %5644, %v.layer4.0.downsample.1.g : tensor<512xf32>
    %5646 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5647 = stablehlo.multiply %3777, %3777 : tensor<512xf32>
    %5648 = stablehlo.multiply %5646, %5647 : tensor<512xf32>
    %5649 = stablehlo.add %5645, %5648 : tensor<512xf32>
    %5650 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5651 = stablehlo.divide %5643, %5650 : tensor<512xf32>
    %5652 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5653 = stablehlo.divide %5649, %5652 : tensor<512xf32>
    %5654 = stablehlo.sqrt %5653 : tensor<512xf32>
    %5655 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5656 = stablehlo.add %5654, %5655 : tensor<512xf32>
    %5657 = stablehlo.divide %5651, %5656 : tensor<512xf32>
    %5658 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5659 = stablehlo.multiply %5658, %m.layer4.0.downsample.1.b : tensor<512xf32>
    %5660 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5661 = stablehlo.multiply %5660, %3782 : tensor<512xf32>
    %5662 = stablehlo.add %5659, %5661 : tensor<512xf32>
    %5663 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5664 = stablehlo.multiply %5663, %v.layer4.0.downsample.1.b : tensor<512xf32>
    %5665 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5666 = stablehlo.multiply %3782, %3782 : tensor<512xf32>
    %5667 = stablehlo.multiply %5665, %5666 : tensor<512xf32>
    %5668 = stablehlo.add %5664, %5667 : tensor<512xf32>
    %5669 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5670 = stablehlo.divide %5662, %5669 : tensor<512xf32>
    %5671 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5672 = stablehlo.divide %5668, %5671 : tensor<512xf32>
    %5673 = stablehlo.sqrt %5672 : tensor<512xf32>
    %5674 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5675 = stablehlo.add %5673, %5674 : tensor<512xf32>
    %5676 = stablehlo.divide %5670, %5675 : tensor<512xf32>
    %5677 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5678 = stablehlo.multiply %5677, %m.layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %5679 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5680 = stablehlo.multiply %5679, %3787 : tensor<3x3x512x512xf32>
    %5681 = stablehlo.add %5678, %5680 : tensor<3x3x512x512xf32>
    %5682 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5683 = stablehlo.multiply %5682, %v.layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %5684 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5685 = stablehlo.multiply %3787, %3787 : tensor<3x3x512x512xf32>
    %5686 = stablehlo.multiply %5684, %5685 : tensor<3x3x512x512xf32>
    %5687 = stablehlo.add %5683, %5686 : tensor<3x3x512x512xf32>
    %5688 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5689 = stablehlo.divide %5681, %5688 : tensor<3x3x512x512xf32>
    %5690 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5691 = stablehlo.divide %5687, %5690 : tensor<3x3x512x512xf32>
    %5692 = stablehlo.sqrt %5691 : tensor<3x3x512x512xf32>
    %5693 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5694 = stablehlo.add %5692, %5693 : tensor<3x3x512x512xf32>
    %5695 = stablehlo.divide %5689, %5694 : tensor<3x3x512x512xf32>
    %5696 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5697 = stablehlo.multiply %5696, %m.layer4.1.bn1.g : tensor<512xf32>
    %5698 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5699 = stablehlo.multiply %5698, %3792 : tensor<512xf32>
    %5700 = stablehlo.add %5697, %5699 : tensor<512xf32>
    %5701 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5702 = stablehlo.multiply %5701, %v.layer4.1.bn1.g : tensor<512xf32>
    %5703 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5704 = stablehlo.multiply %3792, %3792 : tensor<512xf32>
    %5705 = stablehlo.multiply %5703, %5704 : tensor<512xf32>
    %5706 = stablehlo.add %5702, %5705 : tensor<512xf32>
    %5707 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5708 = stablehlo.divide %5700, %5707 : tensor<512xf32>
    %5709 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5710 = stablehlo.divide %5706, %5709 : tensor<512xf32>
    %5711 = stablehlo.sqrt %5710 : tensor<512xf32>
    %5712 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5713 = stablehlo.add %5711, %5712 : tensor<512xf32>
    %5714 = stablehlo.divide %5708, %5713 : tensor<512xf32>
    %5715 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5716 = stablehlo.multiply %5715, %m.layer4.1.bn1.b : tensor<512xf32>
    %5717 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5718 = stablehlo.multiply %5717, %3797 : tensor<512xf32>
    %5719 = stablehlo.add %5716, %5718 : tensor<512xf32>
    %5720 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5721 = stablehlo.multiply %5720, %v.layer4.1.bn1.b : tensor<512xf32>
    %5722 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5723 = stablehlo.multiply %3797, %3797 : tensor<512xf32>
    %5724 = stablehlo.multiply %5722, %5723 : tensor<512xf32>
    %5725 = stablehlo.add %5721, %5724 : tensor<512xf32>
    %5726 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5727 = stablehlo.divide %5719, %5726 : tensor<512xf32>
    %5728 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5729 = stablehlo.divide %5725, %5728 : tensor<512xf32>
    %5730 = stablehlo.sqrt %5729 : tensor<512xf32>
    %5731 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5732 = stablehlo.add %5730, %5731 : tensor<512xf32>
    %5733 = stablehlo.divide %5727, %5732 : tensor<512xf32>
    %5734 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5735 = stablehlo.multiply %5734, %m.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %5736 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5737 = stablehlo.multiply %5736, %3802 : tensor<3x3x512x512xf32>
    %5738 = stablehlo.add %5735, %5737 : tensor<3x3x512x512xf32>
    %5739 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5740 = stablehlo.multiply %5739, %v.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %5741 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5742 = stablehlo.multiply %3802, %3802 : tensor<3x3x512x512xf32>
    %5743 = stablehlo.multiply %5741, %5742 : tensor<3x3x512x512xf32>
    %5744 = stablehlo.add %5740, %5743 : tensor<3x3x512x512xf32>
    %5745 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5746 = stablehlo.divide %5738, %5745 : tensor<3x3x512x512xf32>
    %5747 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5748 = stablehlo.divide %5744, %5747 : tensor<3x3x512x512xf32>
    %5749 = stablehlo.sqrt %5748 : tensor<3x3x512x512xf32>
    %5750 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5751 = stablehlo.add %5749, %5750 : tensor<3x3x512x512xf32>
    %5752 = stablehlo.divide %5746, %5751 : tensor<3x3x512x512xf32>
    %5753 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5754 = stablehlo.multiply %5753, %m.layer4.1.bn2.g : tensor<512xf32>
    %5755 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5756 = stablehlo.multiply %5755, %3807 : tensor<512xf32>
    %5757 = stablehlo.add %5754, %5756 : tensor<512xf32>
    %5758 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5759 = stablehlo.multiply %5758, %v.layer4.1.bn2.g : tensor<512xf32>
    %5760 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5761 = stablehlo.multiply %3807, %3807 : tensor<512xf32>
    %5762 = stablehlo.multiply %5760, %5761 : tensor<512xf32>
    %5763 = stablehlo.add %5759, %5762 : tensor<512xf32>
    %5764 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5765 = stablehlo.divide %5757, %5764 : tensor<512xf32>
    %5766 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5767 = stablehlo.divide %5763, %5766 : tensor<512xf32>
    %5768 = stablehlo.sqrt %5767 : tensor<512xf32>
    %5769 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5770 = stablehlo.add %5768, %5769 : tensor<512xf32>
    %5771 = stablehlo.divide %5765, %5770 : tensor<512xf32>
    %5772 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5773 = stablehlo.multiply %5772, %m.layer4.1.bn2.b : tensor<512xf32>
    %5774 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5775 = stablehlo.multiply %5774, %3812 : tensor<512xf32>
    %5776 = stablehlo.add %5773, %5775 : tensor<512xf32>
    %5777 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5778 = stablehlo.multiply %5777, %v.layer4.1.bn2.b : tensor<512xf32>
    %5779 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5780 = stablehlo.multiply %3812, %3812 : tensor<512xf32>
    %5781 = stablehlo.multiply %5779, %5780 : tensor<512xf32>
    %5782 = stablehlo.add %5778, %5781 : tensor<512xf32>
    %5783 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5784 = stablehlo.divide %5776, %5783 : tensor<512xf32>
    %5785 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5786 = stablehlo.divide %5782, %5785 : tensor<512xf32>
    %5787 = stablehlo.sqrt %5786 : tensor<512xf32>
    %5788 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5789 = stablehlo.add %5787, %5788 : tensor<512xf32>
    %5790 = stablehlo.divide %5784, %5789 : tensor<512xf32>
    %5791 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5792 = stablehlo.multiply %5791, %m.layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %5793 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5794 = stablehlo.multiply %5793, %3817 : tensor<3x3x512x512xf32>
    %5795 = stablehlo.add %5792, %5794 : tensor<3x3x512x512xf32>
    %5796 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5797 = stablehlo.multiply %5796, %v.layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %5798 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5799 = stablehlo.multiply %3817, %3817 : tensor<3x3x512x512xf32>
    %5800 = stablehlo.multiply %5798, %5799 : tensor<3x3x512x512xf32>
    %5801 = stablehlo.add %5797, %5800 : tensor<3x3x512x512xf32>
    %5802 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5803 = stablehlo.divide %5795, %5802 : tensor<3x3x512x512xf32>
    %5804 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5805 = stablehlo.divide %5801, %5804 : tensor<3x3x512x512xf32>
    %5806 = stablehlo.sqrt %5805 : tensor<3x3x512x512xf32>
    %5807 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5808 = stablehlo.add %5806, %5807 : tensor<3x3x512x512xf32>
    %5809 = stablehlo.divide %5803, %5808 : tensor<3x3x512x512xf32>
    %5810 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5811 = stablehlo.multiply %5810, %m.layer4.2.bn1.g : tensor<512xf32>
    %5812 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5813 = stablehlo.multiply %5812, %3822 : tensor<512xf32>
    %5814 = stablehlo.add %5811, %5813 : tensor<512xf32>
    %5815 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5816 = stablehlo.multiply %5815, %v.layer4.2.bn1.g : tensor<512xf32>
    %5817 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5818 = stablehlo.multiply %3822, %3822 : tensor<512xf32>
    %5819 = stablehlo.multiply %5817, %5818 : tensor<512xf32>
    %5820 = stablehlo.add %5816, %5819 : tensor<512xf32>
    %5821 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5822 = stablehlo.divide %5814, %5821 : tensor<512xf32>
    %5823 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5824 = stablehlo.divide %5820, %5823 : tensor<512xf32>
    %5825 = stablehlo.sqrt %5824 : tensor<512xf32>
    %5826 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5827 = stablehlo.add %5825, %5826 : tensor<512xf32>
    %5828 = stablehlo.divide %5822, %5827 : tensor<512xf32>
    %5829 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5830 = stablehlo.multiply %5829, %m.layer4.2.bn1.b : tensor<512xf32>
    %5831 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5832 = stablehlo.multiply %5831, %3827 : tensor<512xf32>
    %5833 = stablehlo.add %5830, %5832 : tensor<512xf32>
    %5834 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5835 = stablehlo.multiply %5834, %v.layer4.2.bn1.b : tensor<512xf32>
    %5836 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5837 = stablehlo.multiply %3827, %3827 : tensor<512xf32>
    %5838 = stablehlo.multiply %5836, %5837 : tensor<512xf32>
    %5839 = stablehlo.add %5835, %5838 : tensor<512xf32>
    %5840 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5841 = stablehlo.divide %5833, %5840 : tensor<512xf32>
    %5842 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5843 = stablehlo.divide %5839, %5842 : tensor<512xf32>
    %5844 = stablehlo.sqrt %5843 : tensor<512xf32>
    %5845 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5846 = stablehlo.add %5844, %5845 : tensor<512xf32>
    %5847 = stablehlo.divide %5841, %5846 : tensor<512xf32>
    %5848 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5849 = stablehlo.multiply %5848, %m.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %5850 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5851 = stablehlo.multiply %5850, %3832 : tensor<3x3x512x512xf32>
    %5852 = stablehlo.add %5849, %5851 : tensor<3x3x512x512xf32>
    %5853 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5854 = stablehlo.multiply %5853, %v.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %5855 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5856 = stablehlo.multiply %3832, %3832 : tensor<3x3x512x512xf32>
    %5857 = stablehlo.multiply %5855, %5856 : tensor<3x3x512x512xf32>
    %5858 = stablehlo.add %5854, %5857 : tensor<3x3x512x512xf32>
    %5859 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5860 = stablehlo.divide %5852, %5859 : tensor<3x3x512x512xf32>
    %5861 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5862 = stablehlo.divide %5858, %5861 : tensor<3x3x512x512xf32>
    %5863 = stablehlo.sqrt %5862 : tensor<3x3x512x512xf32>
    %5864 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5865 = stablehlo.add %5863, %5864 : tensor<3x3x512x512xf32>
    %5866 = stablehlo.divide %5860, %5865 : tensor<3x3x512x512xf32>
    %5867 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5868 = stablehlo.multiply %5867, %m.layer4.2.bn2.g : tensor<512xf32>
    %5869 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5870 = stablehlo.multiply %5869, %3837 : tensor<512xf32>
    %5871 = stablehlo.add %5868, %5870 : tensor<512xf32>
    %5872 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5873 = stablehlo.multiply %5872, %v.layer4.2.bn2.g : tensor<512xf32>
    %5874 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5875 = stablehlo.multiply %3837, %3837 : tensor<512xf32>
    %5876 = stablehlo.multiply %5874, %5875 : tensor<512xf32>
    %5877 = stablehlo.add %5873, %5876 : tensor<512xf32>
    %5878 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5879 = stablehlo.divide %5871, %5878 : tensor<512xf32>
    %5880 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5881 = stablehlo.divide %5877, %5880 : tensor<512xf32>
    %5882 = stablehlo.sqrt %5881 : tensor<512xf32>
    %5883 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5884 = stablehlo.add %5882, %5883 : tensor<512xf32>
    %5885 = stablehlo.divide %5879, %5884 : tensor<512xf32>
    %5886 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5887 = stablehlo.multiply %5886, %m.layer4.2.bn2.b : tensor<512xf32>
    %5888 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5889 = stablehlo.multiply %5888, %3842 : tensor<512xf32>
    %5890 = stablehlo.add %5887, %5889 : tensor<512xf32>
    %5891 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5892 = stablehlo.multiply %5891, %v.layer4.2.bn2.b : tensor<512xf32>
    %5893 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5894 = stablehlo.multiply %3842, %3842 : tensor<512xf32>
    %5895 = stablehlo.multiply %5893, %5894 : tensor<512xf32>
    %5896 = stablehlo.add %5892, %5895 : tensor<512xf32>
    %5897 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5898 = stablehlo.divide %5890, %5897 : tensor<512xf32>
    %5899 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5900 = stablehlo.divide %5896, %5899 : tensor<512xf32>
    %5901 = stablehlo.sqrt %5900 : tensor<512xf32>
    %5902 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5903 = stablehlo.add %5901, %5902 : tensor<512xf32>
    %5904 = stablehlo.divide %5898, %5903 : tensor<512xf32>
    %5905 = stablehlo.constant dense<0.9> : tensor<512x1000xf32>
    %5906 = stablehlo.multiply %5905, %m.fc.w : tensor<512x1000xf32>
    %5907 = stablehlo.constant dense<0.1> : tensor<512x1000xf32>
    %5908 = stablehlo.multiply %5907, %3847 : tensor<512x1000xf32>
    %5909 = stablehlo.add %5906, %5908 : tensor<512x1000xf32>
    %5910 = stablehlo.constant dense<0.999> : tensor<512x1000xf32>
    %5911 = stablehlo.multiply %5910, %v.fc.w : tensor<512x1000xf32>
    %5912 = stablehlo.constant dense<0.001> : tensor<512x1000xf32>
    %5913 = stablehlo.multiply %3847, %3847 : tensor<512x1000xf32>
    %5914 = stablehlo.multiply %5912, %5913 : tensor<512x1000xf32>
    %5915 = stablehlo.add %5911, %5914 : tensor<512x1000xf32>
    %5916 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %5917 = stablehlo.divide %5909, %5916 : tensor<512x1000xf32>
    %5918 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %5919 = stablehlo.divide %5915, %5918 : tensor<512x1000xf32>
    %5920 = stablehlo.sqrt %5919 : tensor<512x1000xf32>
    %5921 = stablehlo.constant dense<1.0e-08> : tensor<512x1000xf32>
    %5922 = stablehlo.add %5920, %5921 : tensor<512x1000xf32>
    %5923 = stablehlo.divide %5917, %5922 : tensor<512x1000xf32>
    %5924 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %5925 = stablehlo.multiply %5924, %m.fc.b : tensor<1000xf32>
    %5926 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %5927 = stablehlo.multiply %5926, %3852 : tensor<1000xf32>
    %5928 = stablehlo.add %5925, %5927 : tensor<1000xf32>
    %5929 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %5930 = stablehlo.multiply %5929, %v.fc.b : tensor<1000xf32>
    %5931 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %5932 = stablehlo.multiply %3852, %3852 : tensor<1000xf32>
    %5933 = stablehlo.multiply %5931, %5932 : tensor<1000xf32>
    %5934 = stablehlo.add %5930, %5933 : tensor<1000xf32>
    %5935 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5936 = stablehlo.divide %5928, %5935 : tensor<1000xf32>
    %5937 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5938 = stablehlo.divide %5934, %5937 : tensor<1000xf32>
    %5939 = stablehlo.sqrt %5938 : tensor<1000xf32>
    %5940 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %5941 = stablehlo.add %5939, %5940 : tensor<1000xf32>
    %5942 = stablehlo.divide %5936, %5941 : tensor<1000xf32>
    %5943 = stablehlo.constant dense<0.05> : tensor<7x7x3x64xf32>
    %5944 = stablehlo.multiply %5943, %conv1.w : tensor<7x7x3x64xf32>
    %5945 = stablehlo.add %3871, %5944 : tensor<7x7x3x64xf32>
    %5946 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5947 = stablehlo.multiply %5946, %layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %5948 = stablehlo.add %3928, %5947 : tensor<3x3x64x64xf32>
    %5949 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5950 = stablehlo.multiply %5949, %layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %5951 = stablehlo.add %3985, %5950 : tensor<3x3x64x64xf32>
    %5952 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5953 = stablehlo.multiply %5952, %layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %5954 = stablehlo.add %4042, %5953 : tensor<3x3x64x64xf32>
    %5955 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5956 = stablehlo.multiply %5955, %layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5957 = stablehlo.add %4099, %5956 : tensor<3x3x64x64xf32>
    %5958 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5959 = stablehlo.multiply %5958, %layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %5960 = stablehlo.add %4156, %5959 : tensor<3x3x64x64xf32>
    %5961 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5962 = stablehlo.multiply %5961, %layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5963 = stablehlo.add %4213, %5962 : tensor<3x3x64x64xf32>
    %5964 = stablehlo.constant dense<0.05> : tensor<3x3x64x128xf32>
    %5965 = stablehlo.multiply %5964, %layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %5966 = stablehlo.add %4270, %5965 : tensor<3x3x64x128xf32>
    %5967 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5968 = stablehlo.multiply %5967, %layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %5969 = stablehlo.add %4327, %5968 : tensor<3x3x128x128xf32>
    %5970 = stablehlo.constant dense<0.05> : tensor<1x1x64x128xf32>
    %5971 = stablehlo.multiply %5970, %layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %5972 = stablehlo.add %4384, %5971 : tensor<1x1x64x128xf32>
    %5973 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5974 = stablehlo.multiply %5973, %layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %5975 = stablehlo.add %4441, %5974 : tensor<3x3x128x128xf32>
    %5976 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5977 = stablehlo.multiply %5976, %layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %5978 = stablehlo.add %4498, %5977 : tensor<3x3x128x128xf32>
    %5979 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5980 = stablehlo.multiply %5979, %layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %5981 = stablehlo.add %4555, %5980 : tensor<3x3x128x128xf32>
    %5982 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5983 = stablehlo.multiply %5982, %layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %5984 = stablehlo.add %4612, %5983 : tensor<3x3x128x128xf32>
    %5985 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5986 = stablehlo.multiply %5985, %layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %5987 = stablehlo.add %4669, %5986 : tensor<3x3x128x128xf32>
    %5988 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5989 = stablehlo.multiply %5988, %layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %5990 = stablehlo.add %4726, %5989 : tensor<3x3x128x128xf32>
    %5991 = stablehlo.constant dense<0.05> : tensor<3x3x128x256xf32>
    %5992 = stablehlo.multiply %5991, %layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %5993 = stablehlo.add %4783, %5992 : tensor<3x3x128x256xf32>
    %5994 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5995 = stablehlo.multiply %5994, %layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %5996 = stablehlo.add %4840, %5995 : tensor<3x3x256x256xf32>
    %5997 = stablehlo.constant dense<0.05> : tensor<1x1x128x256xf32>
    %5998 = stablehlo.multiply %5997, %layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %5999 = stablehlo.add %4897, %5998 : tensor<1x1x128x256xf32>
    %6000 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6001 = stablehlo.multiply %6000, %layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %6002 = stablehlo.add %4954, %6001 : tensor<3x3x256x256xf32>
    %6003 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6004 = stablehlo.multiply %6003, %layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %6005 = stablehlo.add %5011, %6004 : tensor<3x3x256x256xf32>
    %6006 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6007 = stablehlo.multiply %6006, %layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %6008 = stablehlo.add %5068, %6007 : tensor<3x3x256x256xf32>
    %6009 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6010 = stablehlo.multiply %6009, %layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %6011 = stablehlo.add %5125, %6010 : tensor<3x3x256x256xf32>
    %6012 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6013 = stablehlo.multiply %6012, %layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %6014 = stablehlo.add %5182, %6013 : tensor<3x3x256x256xf32>
    %6015 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6016 = stablehlo.multiply %6015, %layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %6017 = stablehlo.add %5239, %6016 : tensor<3x3x256x256xf32>
    %6018 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6019 = stablehlo.multiply %6018, %layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %6020 = stablehlo.add %5296, %6019 : tensor<3x3x256x256xf32>
    %6021 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6022 = stablehlo.multiply %6021, %layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %6023 = stablehlo.add %5353, %6022 : tensor<3x3x256x256xf32>
    %6024 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6025 = stablehlo.multiply %6024, %layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %6026 = stablehlo.add %5410, %6025 : tensor<3x3x256x256xf32>
    %6027 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6028 = stablehlo.multiply %6027, %layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %6029 = stablehlo.add %5467, %6028 : tensor<3x3x256x256xf32>
    %6030 = stablehlo.constant dense<0.05> : tensor<3x3x256x512xf32>
    %6031 = stablehlo.multiply %6030, %layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %6032 = stablehlo.add %5524, %6031 : tensor<3x3x256x512xf32>
    %6033 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %6034 = stablehlo.multiply %6033, %layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %6035 = stablehlo.add %5581, %6034 : tensor<3x3x512x512xf32>
    %6036 = stablehlo.constant dense<0.05> : tensor<1x1x256x512xf32>
    %6037 = stablehlo.multiply %6036, %layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %6038 = stablehlo.add %5638, %6037 : tensor<1x1x256x512xf32>
    %6039 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %6040 = stablehlo.multiply %6039, %layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %6041 = stablehlo.add %5695, %6040 : tensor<3x3x512x512xf32>
    %6042 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %6043 = stablehlo.multiply %6042, %layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %6044 = stablehlo.add %5752, %6043 : tensor<3x3x512x512xf32>
    %6045 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %6046 = stablehlo.multiply %6045, %layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %6047 = stablehlo.add %5809, %6046 : tensor<3x3x512x512xf32>
    %6048 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %6049 = stablehlo.multiply %6048, %layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %6050 = stablehlo.add %5866, %6049 : tensor<3x3x512x512xf32>
    %6051 = stablehlo.constant dense<0.05> : tensor<512x1000xf32>
    %6052 = stablehlo.multiply %6051, %fc.w : tensor<512x1000xf32>
    %6053 = stablehlo.add %5923, %6052 : tensor<512x1000xf32>
    %6054 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %6055 = stablehlo.multiply %6054, %5945 : tensor<7x7x3x64xf32>
    %6056 = stablehlo.subtract %conv1.w, %6055 : tensor<7x7x3x64xf32>
    %6057 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6058 = stablehlo.multiply %6057, %3890 : tensor<64xf32>
    %6059 = stablehlo.subtract %bn1.g, %6058 : tensor<64xf32>
    %6060 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6061 = stablehlo.multiply %6060, %3909 : tensor<64xf32>
    %6062 = stablehlo.subtract %bn1.b, %6061 : tensor<64xf32>
    %6063 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6064 = stablehlo.multiply %6063, %5948 : tensor<3x3x64x64xf32>
    %6065 = stablehlo.subtract %layer1.0.conv1.w, %6064 : tensor<3x3x64x64xf32>
    %6066 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6067 = stablehlo.multiply %6066, %3947 : tensor<64xf32>
    %6068 = stablehlo.subtract %layer1.0.bn1.g, %6067 : tensor<64xf32>
    %6069 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6070 = stablehlo.multiply %6069, %3966 : tensor<64xf32>
    %6071 = stablehlo.subtract %layer1.0.bn1.b, %6070 : tensor<64xf32>
    %6072 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6073 = stablehlo.multiply %6072, %5951 : tensor<3x3x64x64xf32>
    %6074 = stablehlo.subtract %layer1.0.conv2.w, %6073 : tensor<3x3x64x64xf32>
    %6075 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6076 = stablehlo.multiply %6075, %4004 : tensor<64xf32>
    %6077 = stablehlo.subtract %layer1.0.bn2.g, %6076 : tensor<64xf32>
    %6078 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6079 = stablehlo.multiply %6078, %4023 : tensor<64xf32>
    %6080 = stablehlo.subtract %layer1.0.bn2.b, %6079 : tensor<64xf32>
    %6081 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6082 = stablehlo.multiply %6081, %5954 : tensor<3x3x64x64xf32>
    %6083 = stablehlo.subtract %layer1.1.conv1.w, %6082 : tensor<3x3x64x64xf32>
    %6084 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6085 = stablehlo.multiply %6084, %4061 : tensor<64xf32>
    %6086 = stablehlo.subtract %layer1.1.bn1.g, %6085 : tensor<64xf32>
    %6087 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6088 = stablehlo.multiply %6087, %4080 : tensor<64xf32>
    %6089 = stablehlo.subtract %layer1.1.bn1.b, %6088 : tensor<64xf32>
    %6090 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6091 = stablehlo.multiply %6090, %5957 : tensor<3x3x64x64xf32>
    %6092 = stablehlo.subtract %layer1.1.conv2.w, %6091 : tensor<3x3x64x64xf32>
    %6093 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6094 = stablehlo.multiply %6093, %4118 : tensor<64xf32>
    %6095 = stablehlo.subtract %layer1.1.bn2.g, %6094 : tensor<64xf32>
    %6096 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6097 = stablehlo.multiply %6096, %4137 : tensor<64xf32>
    %6098 = stablehlo.subtract %layer1.1.bn2.b, %6097 : tensor<64xf32>
    %6099 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6100 = stablehlo.multiply %6099, %5960 : tensor<3x3x64x64xf32>
    %6101 = stablehlo.subtract %layer1.2.conv1.w, %6100 : tensor<3x3x64x64xf32>
    %6102 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6103 = stablehlo.multiply %6102, %4175 : tensor<64xf32>
    %6104 = stablehlo.subtract %layer1.2.bn1.g, %6103 : tensor<64xf32>
    %6105 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6106 = stablehlo.multiply %6105, %4194 : tensor<64xf32>
    %6107 = stablehlo.subtract %layer1.2.bn1.b, %6106 : tensor<64xf32>
    %6108 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6109 = stablehlo.multiply %6108, %5963 : tensor<3x3x64x64xf32>
    %6110 = stablehlo.subtract %layer1.2.conv2.w, %6109 : tensor<3x3x64x64xf32>
    %6111 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6112 = stablehlo.multiply %6111, %4232 : tensor<64xf32>
    %6113 = stablehlo.subtract %layer1.2.bn2.g, %6112 : tensor<64xf32>
    %6114 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6115 = stablehlo.multiply %6114, %4251 : tensor<64xf32>
    %6116 = stablehlo.subtract %layer1.2.bn2.b, %6115 : tensor<64xf32>
    %6117 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %6118 = stablehlo.multiply %6117, %5966 : tensor<3x3x64x128xf32>
    %6119 = stablehlo.subtract %layer2.0.conv1.w, %6118 : tensor<3x3x64x128xf32>
    %6120 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6121 = stablehlo.multiply %6120, %4289 : tensor<128xf32>
    %6122 = stablehlo.subtract %layer2.0.bn1.g, %6121 : tensor<128xf32>
    %6123 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6124 = stablehlo.multiply %6123, %4308 : tensor<128xf32>
    %6125 = stablehlo.subtract %layer2.0.bn1.b, %6124 : tensor<128xf32>
    %6126 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6127 = stablehlo.multiply %6126, %5969 : tensor<3x3x128x128xf32>
    %6128 = stablehlo.subtract %layer2.0.conv2.w, %6127 : tensor<3x3x128x128xf32>
    %6129 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6130 = stablehlo.multiply %6129, %4346 : tensor<128xf32>
    %6131 = stablehlo.subtract %layer2.0.bn2.g, %6130 : tensor<128xf32>
    %6132 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6133 = stablehlo.multiply %6132, %4365 : tensor<128xf32>
    %6134 = stablehlo.subtract %layer2.0.bn2.b, %6133 : tensor<128xf32>
    %6135 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %6136 = stablehlo.multiply %6135, %5972 : tensor<1x1x64x128xf32>
    %6137 = stablehlo.subtract %layer2.0.downsample.0.w, %6136 : tensor<1x1x64x128xf32>
    %6138 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6139 = stablehlo.multiply %6138, %4403 : tensor<128xf32>
    %6140 = stablehlo.subtract %layer2.0.downsample.1.g, %6139 : tensor<128xf32>
    %6141 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6142 = stablehlo.multiply %6141, %4422 : tensor<128xf32>
    %6143 = stablehlo.subtract %layer2.0.downsample.1.b, %6142 : tensor<128xf32>
    %6144 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6145 = stablehlo.multiply %6144, %5975 : tensor<3x3x128x128xf32>
    %6146 = stablehlo.subtract %layer2.1.conv1.w, %6145 : tensor<3x3x128x128xf32>
    %6147 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6148 = stablehlo.multiply %6147, %4460 : tensor<128xf32>
    %6149 = stablehlo.subtract %layer2.1.bn1.g, %6148 : tensor<128xf32>
    %6150 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6151 = stablehlo.multiply %6150, %4479 : tensor<128xf32>
    %6152 = stablehlo.subtract %layer2.1.bn1.b, %6151 : tensor<128xf32>
    %6153 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6154 = stablehlo.multiply %6153, %5978 : tensor<3x3x128x128xf32>
    %6155 = stablehlo.subtract %layer2.1.conv2.w, %6154 : tensor<3x3x128x128xf32>
    %6156 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6157 = stablehlo.multiply %6156, %4517 : tensor<128xf32>
    %6158 = stablehlo.subtract %layer2.1.bn2.g, %6157 : tensor<128xf32>
    %6159 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6160 = stablehlo.multiply %6159, %4536 : tensor<128xf32>
    %6161 = stablehlo.subtract %layer2.1.bn2.b, %6160 : tensor<128xf32>
    %6162 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6163 = stablehlo.multiply %6162, %5981 : tensor<3x3x128x128xf32>
    %6164 = stablehlo.subtract %layer2.2.conv1.w, %6163 : tensor<3x3x128x128xf32>
    %6165 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6166 = stablehlo.multiply %6165, %4574 : tensor<128xf32>
    %6167 = stablehlo.subtract %layer2.2.bn1.g, %6166 : tensor<128xf32>
    %6168 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6169 = stablehlo.multiply %6168, %4593 : tensor<128xf32>
    %6170 = stablehlo.subtract %layer2.2.bn1.b, %6169 : tensor<128xf32>
    %6171 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6172 = stablehlo.multiply %6171, %5984 : tensor<3x3x128x128xf32>
    %6173 = stablehlo.subtract %layer2.2.conv2.w, %6172 : tensor<3x3x128x128xf32>
    %6174 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6175 = stablehlo.multiply %6174, %4631 : tensor<128xf32>
    %6176 = stablehlo.subtract %layer2.2.bn2.g, %6175 : tensor<128xf32>
    %6177 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6178 = stablehlo.multiply %6177, %4650 : tensor<128xf32>
    %6179 = stablehlo.subtract %layer2.2.bn2.b, %6178 : tensor<128xf32>
    %6180 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6181 = stablehlo.multiply %6180, %5987 : tensor<3x3x128x128xf32>
    %6182 = stablehlo.subtract %layer2.3.conv1.w, %6181 : tensor<3x3x128x128xf32>
    %6183 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6184 = stablehlo.multiply %6183, %4688 : tensor<128xf32>
    %6185 = stablehlo.subtract %layer2.3.bn1.g, %6184 : tensor<128xf32>
    %6186 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6187 = stablehlo.multiply %6186, %4707 : tensor<128xf32>
    %6188 = stablehlo.subtract %layer2.3.bn1.b, %6187 : tensor<128xf32>
    %6189 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6190 = stablehlo.multiply %6189, %5990 : tensor<3x3x128x128xf32>
    %6191 = stablehlo.subtract %layer2.3.conv2.w, %6190 : tensor<3x3x128x128xf32>
    %6192 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6193 = stablehlo.multiply %6192, %4745 : tensor<128xf32>
    %6194 = stablehlo.subtract %layer2.3.bn2.g, %6193 : tensor<128xf32>
    %6195 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6196 = stablehlo.multiply %6195, %4764 : tensor<128xf32>
    %6197 = stablehlo.subtract %layer2.3.bn2.b, %6196 : tensor<128xf32>
    %6198 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %6199 = stablehlo.multiply %6198, %5993 : tensor<3x3x128x256xf32>
    %6200 = stablehlo.subtract %layer3.0.conv1.w, %6199 : tensor<3x3x128x256xf32>
    %6201 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6202 = stablehlo.multiply %6201, %4802 : tensor<256xf32>
    %6203 = stablehlo.subtract %layer3.0.bn1.g, %6202 : tensor<256xf32>
    %6204 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6205 = stablehlo.multiply %6204, %4821 : tensor<256xf32>
    %6206 = stablehlo.subtract %layer3.0.bn1.b, %6205 : tensor<256xf32>
    %6207 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6208 = stablehlo.multiply %6207, %5996 : tensor<3x3x256x256xf32>
    %6209 = stablehlo.subtract %layer3.0.conv2.w, %6208 : tensor<3x3x256x256xf32>
    %6210 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6211 = stablehlo.multiply %6210, %4859 : tensor<256xf32>
    %6212 = stablehlo.subtract %layer3.0.bn2.g, %6211 : tensor<256xf32>
    %6213 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6214 = stablehlo.multiply %6213, %4878 : tensor<256xf32>
    %6215 = stablehlo.subtract %layer3.0.bn2.b, %6214 : tensor<256xf32>
    %6216 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %6217 = stablehlo.multiply %6216, %5999 : tensor<1x1x128x256xf32>
    %6218 = stablehlo.subtract %layer3.0.downsample.0.w, %6217 : tensor<1x1x128x256xf32>
    %6219 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6220 = stablehlo.multiply %6219, %4916 : tensor<256xf32>
    %6221 = stablehlo.subtract %layer3.0.downsample.1.g, %6220 : tensor<256xf32>
    %6222 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6223 = stablehlo.multiply %6222, %4935 : tensor<256xf32>
    %6224 = stablehlo.subtract %layer3.0.downsample.1.b, %6223 : tensor<256xf32>
    %6225 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6226 = stablehlo.multiply %6225, %6002 : tensor<3x3x256x256xf32>
    %6227 = stablehlo.subtract %layer3.1.conv1.w, %6226 : tensor<3x3x256x256xf32>
    %6228 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6229 = stablehlo.multiply %6228, %4973 : tensor<256xf32>
    %6230 = stablehlo.subtract %layer3.1.bn1.g, %6229 : tensor<256xf32>
    %6231 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6232 = stablehlo.multiply %6231, %4992 : tensor<256xf32>
    %6233 = stablehlo.subtract %layer3.1.bn1.b, %6232 : tensor<256xf32>
    %6234 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6235 = stablehlo.multiply %6234, %6005 : tensor<3x3x256x256xf32>
    %6236 = stablehlo.subtract %layer3.1.conv2.w, %6235 : tensor<3x3x256x256xf32>
    %6237 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6238 = stablehlo.multiply %6237, %5030 : tensor<256xf32>
    %6239 = stablehlo.subtract %layer3.1.bn2.g, %6238 : tensor<256xf32>
    %6240 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6241 = stablehlo.multiply %6240, %5049 : tensor<256xf32>
    %6242 = stablehlo.subtract %layer3.1.bn2.b, %6241 : tensor<256xf32>
    %6243 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6244 = stablehlo.multiply %6243, %6008 : tensor<3x3x256x256xf32>
    %6245 = stablehlo.subtract %layer3.2.conv1.w, %6244 : tensor<3x3x256x256xf32>
    %6246 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6247 = stablehlo.multiply %6246, %5087 : tensor<256xf32>
    %6248 = stablehlo.subtract %layer3.2.bn1.g, %6247 : tensor<256xf32>
    %6249 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6250 = stablehlo.multiply %6249, %5106 : tensor<256xf32>
    %6251 = stablehlo.subtract %layer3.2.bn1.b, %6250 : tensor<256xf32>
    %6252 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6253 = stablehlo.multiply %6252, %6011 : tensor<3x3x256x256xf32>
    %6254 = stablehlo.subtract %layer3.2.conv2.w, %6253 : tensor<3x3x256x256xf32>
    %6255 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6256 = stablehlo.multiply %6255, %5144 : tensor<256xf32>
    %6257 = stablehlo.subtract %layer3.2.bn2.g, %6256 : tensor<256xf32>
    %6258 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6259 = stablehlo.multiply %6258, %5163 : tensor<256xf32>
    %6260 = stablehlo.subtract %layer3.2.bn2.b, %6259 : tensor<256xf32>
    %6261 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6262 = stablehlo.multiply %6261, %6014 : tensor<3x3x256x256xf32>
    %6263 = stablehlo.subtract %layer3.3.conv1.w, %6262 : tensor<3x3x256x256xf32>
    %6264 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6265 = stablehlo.multiply %6264, %5201 : tensor<256xf32>
    %6266 = stablehlo.subtract %layer3.3.bn1.g, %6265 : tensor<256xf32>
    %6267 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6268 = stablehlo.multiply %6267, %5220 : tensor<256xf32>
    %6269 = stablehlo.subtract %layer3.3.bn1.b, %6268 : tensor<256xf32>
    %6270 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6271 = stablehlo.multiply %6270, %6017 : tensor<3x3x256x256xf32>
    %6272 = stablehlo.subtract %layer3.3.conv2.w, %6271 : tensor<3x3x256x256xf32>
    %6273 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6274 = stablehlo.multiply %6273, %5258 : tensor<256xf32>
    %6275 = stablehlo.subtract %layer3.3.bn2.g, %6274 : tensor<256xf32>
    %6276 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6277 = stablehlo.multiply %6276, %5277 : tensor<256xf32>
    %6278 = stablehlo.subtract %layer3.3.bn2.b, %6277 : tensor<256xf32>
    %6279 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6280 = stablehlo.multiply %6279, %6020 : tensor<3x3x256x256xf32>
    %6281 = stablehlo.subtract %layer3.4.conv1.w, %6280 : tensor<3x3x256x256xf32>
    %6282 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6283 = stablehlo.multiply %6282, %5315 : tensor<256xf32>
    %6284 = stablehlo.subtract %layer3.4.bn1.g, %6283 : tensor<256xf32>
    %6285 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6286 = stablehlo.multiply %6285, %5334 : tensor<256xf32>
    %6287 = stablehlo.subtract %layer3.4.bn1.b, %6286 : tensor<256xf32>
    %6288 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6289 = stablehlo.multiply %6288, %6023 : tensor<3x3x256x256xf32>
    %6290 = stablehlo.subtract %layer3.4.conv2.w, %6289 : tensor<3x3x256x256xf32>
    %6291 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6292 = stablehlo.multiply %6291, %5372 : tensor<256xf32>
    %6293 = stablehlo.subtract %layer3.4.bn2.g, %6292 : tensor<256xf32>
    %6294 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6295 = stablehlo.multiply %6294, %5391 : tensor<256xf32>
    %6296 = stablehlo.subtract %layer3.4.bn2.b, %6295 : tensor<256xf32>
    %6297 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6298 = stablehlo.multiply %6297, %6026 : tensor<3x3x256x256xf32>
    %6299 = stablehlo.subtract %layer3.5.conv1.w, %6298 : tensor<3x3x256x256xf32>
    %6300 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6301 = stablehlo.multiply %6300, %5429 : tensor<256xf32>
    %6302 = stablehlo.subtract %layer3.5.bn1.g, %6301 : tensor<256xf32>
    %6303 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6304 = stablehlo.multiply %6303, %5448 : tensor<256xf32>
    %6305 = stablehlo.subtract %layer3.5.bn1.b, %6304 : tensor<256xf32>
    %6306 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6307 = stablehlo.multiply %6306, %6029 : tensor<3x3x256x256xf32>
    %6308 = stablehlo.subtract %layer3.5.conv2.w, %6307 : tensor<3x3x256x256xf32>
    %6309 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6310 = stablehlo.multiply %6309, %5486 : tensor<256xf32>
    %6311 = stablehlo.subtract %layer3.5.bn2.g, %6310 : tensor<256xf32>
    %6312 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6313 = stablehlo.multiply %6312, %5505 : tensor<256xf32>
    %6314 = stablehlo.subtract %layer3.5.bn2.b, %6313 : tensor<256xf32>
    %6315 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %6316 = stablehlo.multiply %6315, %6032 : tensor<3x3x256x512xf32>
    %6317 = stablehlo.subtract %layer4.0.conv1.w, %6316 : tensor<3x3x256x512xf32>
    %6318 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6319 = stablehlo.multiply %6318, %5543 : tensor<512xf32>
    %6320 = stablehlo.subtract %layer4.0.bn1.g, %6319 : tensor<512xf32>
    %6321 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6322 = stablehlo.multiply %6321, %5562 : tensor<512xf32>
    %6323 = stablehlo.subtract %layer4.0.bn1.b, %6322 : tensor<512xf32>
    %6324 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %6325 = stablehlo.multiply %6324, %6035 : tensor<3x3x512x512xf32>
    %6326 = stablehlo.subtract %layer4.0.conv2.w, %6325 : tensor<3x3x512x512xf32>
    %6327 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6328 = stablehlo.multiply %6327, %5600 : tensor<512xf32>
    %6329 = stablehlo.subtract %layer4.0.bn2.g, %6328 : tensor<512xf32>
    %6330 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6331 = stablehlo.multiply %6330, %5619 : tensor<512xf32>
    %6332 = stablehlo.subtract %layer4.0.bn2.b, %6331 : tensor<512xf32>
    %6333 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %6334 = stablehlo.multiply %6333, %6038 : tensor<1x1x256x512xf32>
    %6335 = stablehlo.subtract %layer4.0.downsample.0.w, %6334 : tensor<1x1x256x512xf32>
    %6336 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6337 = stablehlo.multiply %6336, %5657 : tensor<512xf32>
    %6338 = stablehlo.subtract %layer4.0.downsample.1.g, %6337 : tensor<512xf32>
    %6339 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6340 = stablehlo.multiply %6339, %5676 : tensor<512xf32>
    %6341 = stablehlo.subtract %layer4.0.downsample.1.b, %6340 : tensor<512xf32>
    %6342 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %6343 = stablehlo.multiply %6342, %6041 : tensor<3x3x512x512xf32>
    %6344 = stablehlo.subtract %layer4.1.conv1.w, %6343 : tensor<3x3x512x512xf32>
    %6345 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6346 = stablehlo.multiply %6345, %5714 : tensor<512xf32>
    %6347 = stablehlo.subtract %layer4.1.bn1.g, %6346 : tensor<512xf32>
    %6348 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6349 = stablehlo.multiply %6348, %5733 : tensor<512xf32>
    %6350 = stablehlo.subtract %layer4.1.bn1.b, %6349 : tensor<512xf32>
    %6351 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %6352 = stablehlo.multiply %6351, %6044 : tensor<3x3x512x512xf32>
    %6353 = stablehlo.subtract %layer4.1.conv2.w, %6352 : tensor<3x3x512x512xf32>
    %6354 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6355 = stablehlo.multiply %6354, %5771 : tensor<512xf32>
    %6356 = stablehlo.subtract %layer4.1.bn2.g, %6355 : tensor<512xf32>
    %6357 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6358 = stablehlo.multiply %6357, %5790 : tensor<512xf32>
    %6359 = stablehlo.subtract %layer4.1.bn2.b, %6358 : tensor<512xf32>
    %6360 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %6361 = stablehlo.multiply %6360, %6047 : tensor<3x3x512x512xf32>
    %6362 = stablehlo.subtract %layer4.2.conv1.w, %6361 : tensor<3x3x512x512xf32>
    %6363 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6364 = stablehlo.multiply %6363, %5828 : tensor<512xf32>
    %6365 = stablehlo.subtract %layer4.2.bn1.g, %6364 : tensor<512xf32>
    %6366 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6367 = stablehlo.multiply %6366, %5847 : tensor<512xf32>
    %6368 = stablehlo.subtract %layer4.2.bn1.b, %6367 : tensor<512xf32>
    %6369 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %6370 = stablehlo.multiply %6369, %6050 : tensor<3x3x512x512xf32>
    %6371 = stablehlo.subtract %layer4.2.conv2.w, %6370 : tensor<3x3x512x512xf32>
    %6372 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6373 = stablehlo.multiply %6372, %5885 : tensor<512xf32>
    %6374 = stablehlo.subtract %layer4.2.bn2.g, %6373 : tensor<512xf32>
    %6375 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6376 = stablehlo.multiply %6375, %5904 : tensor<512xf32>
    %6377 = stablehlo.subtract %layer4.2.bn2.b, %6376 : tensor<512xf32>
    %6378 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %6379 = stablehlo.multiply %6378, %6053 : tensor<512x1000xf32>
    %6380 = stablehlo.subtract %fc.w, %6379 : tensor<512x1000xf32>
    %6381 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %6382 = stablehlo.multiply %6381, %5942 : tensor<1000xf32>
    %6383 = stablehlo.subtract %fc.b, %6382 : tensor<1000xf32>
    "func.return"(%6056, %6059, %6062, %6065, %6068, %6071, %6074, %6077, %6080, %6083, %6086, %6089, %6092, %6095, %6098, %6101, %6104, %6107, %6110, %6113, %6116, %6119, %6122, %6125, %6128, %6131, %6134, %6137, %6140, %6143, %6146, %6149, %6152, %6155, %6158, %6161, %6164, %6167, %6170, %6173, %6176, %6179, %6182, %6185, %6188, %6191, %6194, %6197, %6200, %6203, %6206, %6209, %6212, %6215, %6218, %6221, %6224, %6227, %6230, %6233, %6236, %6239, %6242, %6245, %6248, %6251, %6254, %6257, %6260, %6263, %6266, %6269, %6272, %6275, %6278, %6281, %6284, %6287, %6290, %6293, %6296, %6299, %6302, %6305, %6308, %6311, %6314, %6317, %6320, %6323, %6326, %6329, %6332, %6335, %6338, %6341, %6344, %6347, %6350, %6353, %6356, %6359, %6362, %6365, %6368, %6371, %6374, %6377, %6380, %6383, %2240, %2243, %2246, %2249, %2252, %2255, %2258, %2261, %2264, %2267, %2270, %2273, %2276, %2279, %2282, %2285, %2288, %2291, %2294, %2297, %2300, %2303, %2306, %2309, %2312, %2315, %2318, %2321, %2324, %2327, %2330, %2333, %2336, %2339, %2342, %2345, %2348, %2351, %2354, %2357, %2360, %2363, %2366, %2369, %2372, %2375, %2378, %2381, %2384, %2387, %2390, %2393, %2396, %2399, %2402, %2405, %2408, %2411, %2414, %2417, %2420, %2423, %2426, %2429, %2432, %2435, %2438, %2441, %2444, %2447, %2450, %2453, %3857, %3876, %3895, %3914, %3933, %3952, %3971, %3990, %4009, %4028, %4047, %4066, %4085, %4104, %4123, %4142, %4161, %4180, %4199, %4218, %4237, %4256, %4275, %4294, %4313, %4332, %4351, %4370, %4389, %4408, %4427, %4446, %4465, %4484, %4503, %4522, %4541, %4560, %4579, %4598, %4617, %4636, %4655, %4674, %4693, %4712, %4731, %4750, %4769, %4788, %4807, %4826, %4845, %4864, %4883, %4902, %4921, %4940, %4959, %4978, %4997, %5016, %5035, %5054, %5073, %5092, %5111, %5130, %5149, %5168, %5187, %5206, %5225, %5244, %5263, %5282, %5301, %5320, %5339, %5358, %5377, %5396, %5415, %5434, %5453, %5472, %5491, %5510, %5529, %5548, %5567, %5586, %5605, %5624, %5643, %5662, %5681, %5700, %5719, %5738, %5757, %5776, %5795, %5814, %5833, %5852, %5871, %5890, %5909, %5928, %3863, %3882, %3901, %3920, %3939, %3958, %3977, %3996, %4015, %4034, %4053, %4072, %4091, %4110, %4129, %4148, %4167, %4186, %4205, %4224, %4243, %4262, %4281, %4300, %4319, %4338, %4357, %4376, %4395, %4414, %4433, %4452, %4471, %4490, %4509, %4528, %4547, %4566, %4585, %4604, %4623, %4642, %4661, %4680, %4699, %4718, %4737, %4756, %4775, %4794, %4813, %4832, %4851, %4870, %4889, %4908, %4927, %4946, %4965, %4984, %5003, %5022, %5041, %5060, %5079, %5098, %5117, %5136, %5155, %5174, %5193, %5212, %5231, %5250, %5269, %5288, %5307, %5326, %5345, %5364, %5383, %5402, %5421, %5440, %5459, %5478, %5497, %5516, %5535, %5554, %5573, %5592, %5611, %5630, %5649, %5668, %5687, %5706, %5725, %5744, %5763, %5782, %5801, %5820, %5839, %5858, %5877, %5896, %5915, %5934, %2786, %3300) : (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

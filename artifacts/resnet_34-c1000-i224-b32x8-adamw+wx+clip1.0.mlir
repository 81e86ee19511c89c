// hlocert 0.1.0 render: resnet_34-c1000-i224-b32x8-adamw+wx+clip1.0
// model: ResNet-34  classes: 1000  image: 224  batch per replica: 32  replicas: 8
// variant: adamw+wx+clip1.0  zero-init last BN gamma: yes  recipe batch: 32 per replica (He et al.'s global 256 = 8 replicas x 32; BatchNorm statistics per replica)
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
// content sha256: c3945da64ba5be1198ba69fc42dbe171f349b581c00981f3141b5690f96840b2
module @resnet_34_c1000_i224_b32x8_adamw_wx_clip1_0 attributes {mhlo.num_replicas = 8 : i32} {
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
    // ── data parallel: the new running statistics are their mean over the replicas (8) ──
    %2233 = "stablehlo.all_reduce"(%25) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2234 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2235 = stablehlo.divide %2233, %2234 : tensor<64xf32>
    %2236 = "stablehlo.all_reduce"(%32) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2237 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2238 = stablehlo.divide %2236, %2237 : tensor<64xf32>
    %2239 = "stablehlo.all_reduce"(%62) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2240 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2241 = stablehlo.divide %2239, %2240 : tensor<64xf32>
    %2242 = "stablehlo.all_reduce"(%69) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2243 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2244 = stablehlo.divide %2242, %2243 : tensor<64xf32>
    %2245 = "stablehlo.all_reduce"(%97) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2246 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2247 = stablehlo.divide %2245, %2246 : tensor<64xf32>
    %2248 = "stablehlo.all_reduce"(%104) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2249 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2250 = stablehlo.divide %2248, %2249 : tensor<64xf32>
    %2251 = "stablehlo.all_reduce"(%133) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2252 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2253 = stablehlo.divide %2251, %2252 : tensor<64xf32>
    %2254 = "stablehlo.all_reduce"(%140) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2255 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2256 = stablehlo.divide %2254, %2255 : tensor<64xf32>
    %2257 = "stablehlo.all_reduce"(%168) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2258 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2259 = stablehlo.divide %2257, %2258 : tensor<64xf32>
    %2260 = "stablehlo.all_reduce"(%175) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2261 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2262 = stablehlo.divide %2260, %2261 : tensor<64xf32>
    %2263 = "stablehlo.all_reduce"(%204) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2264 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2265 = stablehlo.divide %2263, %2264 : tensor<64xf32>
    %2266 = "stablehlo.all_reduce"(%211) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2267 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2268 = stablehlo.divide %2266, %2267 : tensor<64xf32>
    %2269 = "stablehlo.all_reduce"(%239) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2270 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2271 = stablehlo.divide %2269, %2270 : tensor<64xf32>
    %2272 = "stablehlo.all_reduce"(%246) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2273 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2274 = stablehlo.divide %2272, %2273 : tensor<64xf32>
    %2275 = "stablehlo.all_reduce"(%275) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2276 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2277 = stablehlo.divide %2275, %2276 : tensor<128xf32>
    %2278 = "stablehlo.all_reduce"(%282) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2279 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2280 = stablehlo.divide %2278, %2279 : tensor<128xf32>
    %2281 = "stablehlo.all_reduce"(%310) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2282 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2283 = stablehlo.divide %2281, %2282 : tensor<128xf32>
    %2284 = "stablehlo.all_reduce"(%317) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2285 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2286 = stablehlo.divide %2284, %2285 : tensor<128xf32>
    %2287 = "stablehlo.all_reduce"(%343) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2288 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2289 = stablehlo.divide %2287, %2288 : tensor<128xf32>
    %2290 = "stablehlo.all_reduce"(%350) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2291 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2292 = stablehlo.divide %2290, %2291 : tensor<128xf32>
    %2293 = "stablehlo.all_reduce"(%379) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2294 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2295 = stablehlo.divide %2293, %2294 : tensor<128xf32>
    %2296 = "stablehlo.all_reduce"(%386) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2297 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2298 = stablehlo.divide %2296, %2297 : tensor<128xf32>
    %2299 = "stablehlo.all_reduce"(%414) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2300 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2301 = stablehlo.divide %2299, %2300 : tensor<128xf32>
    %2302 = "stablehlo.all_reduce"(%421) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2303 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2304 = stablehlo.divide %2302, %2303 : tensor<128xf32>
    %2305 = "stablehlo.all_reduce"(%450) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2306 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2307 = stablehlo.divide %2305, %2306 : tensor<128xf32>
    %2308 = "stablehlo.all_reduce"(%457) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2309 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2310 = stablehlo.divide %2308, %2309 : tensor<128xf32>
    %2311 = "stablehlo.all_reduce"(%485) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2312 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2313 = stablehlo.divide %2311, %2312 : tensor<128xf32>
    %2314 = "stablehlo.all_reduce"(%492) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2315 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2316 = stablehlo.divide %2314, %2315 : tensor<128xf32>
    %2317 = "stablehlo.all_reduce"(%521) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2318 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2319 = stablehlo.divide %2317, %2318 : tensor<128xf32>
    %2320 = "stablehlo.all_reduce"(%528) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2321 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2322 = stablehlo.divide %2320, %2321 : tensor<128xf32>
    %2323 = "stablehlo.all_reduce"(%556) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2324 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2325 = stablehlo.divide %2323, %2324 : tensor<128xf32>
    %2326 = "stablehlo.all_reduce"(%563) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2327 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2328 = stablehlo.divide %2326, %2327 : tensor<128xf32>
    %2329 = "stablehlo.all_reduce"(%592) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2330 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2331 = stablehlo.divide %2329, %2330 : tensor<256xf32>
    %2332 = "stablehlo.all_reduce"(%599) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2333 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2334 = stablehlo.divide %2332, %2333 : tensor<256xf32>
    %2335 = "stablehlo.all_reduce"(%627) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2336 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2337 = stablehlo.divide %2335, %2336 : tensor<256xf32>
    %2338 = "stablehlo.all_reduce"(%634) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2339 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2340 = stablehlo.divide %2338, %2339 : tensor<256xf32>
    %2341 = "stablehlo.all_reduce"(%660) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2342 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2343 = stablehlo.divide %2341, %2342 : tensor<256xf32>
    %2344 = "stablehlo.all_reduce"(%667) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2345 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2346 = stablehlo.divide %2344, %2345 : tensor<256xf32>
    %2347 = "stablehlo.all_reduce"(%696) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2348 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2349 = stablehlo.divide %2347, %2348 : tensor<256xf32>
    %2350 = "stablehlo.all_reduce"(%703) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2351 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2352 = stablehlo.divide %2350, %2351 : tensor<256xf32>
    %2353 = "stablehlo.all_reduce"(%731) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2354 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2355 = stablehlo.divide %2353, %2354 : tensor<256xf32>
    %2356 = "stablehlo.all_reduce"(%738) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2357 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2358 = stablehlo.divide %2356, %2357 : tensor<256xf32>
    %2359 = "stablehlo.all_reduce"(%767) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2360 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2361 = stablehlo.divide %2359, %2360 : tensor<256xf32>
    %2362 = "stablehlo.all_reduce"(%774) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2363 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2364 = stablehlo.divide %2362, %2363 : tensor<256xf32>
    %2365 = "stablehlo.all_reduce"(%802) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2366 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2367 = stablehlo.divide %2365, %2366 : tensor<256xf32>
    %2368 = "stablehlo.all_reduce"(%809) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2369 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2370 = stablehlo.divide %2368, %2369 : tensor<256xf32>
    %2371 = "stablehlo.all_reduce"(%838) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2372 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2373 = stablehlo.divide %2371, %2372 : tensor<256xf32>
    %2374 = "stablehlo.all_reduce"(%845) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2375 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2376 = stablehlo.divide %2374, %2375 : tensor<256xf32>
    %2377 = "stablehlo.all_reduce"(%873) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2378 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2379 = stablehlo.divide %2377, %2378 : tensor<256xf32>
    %2380 = "stablehlo.all_reduce"(%880) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2381 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2382 = stablehlo.divide %2380, %2381 : tensor<256xf32>
    %2383 = "stablehlo.all_reduce"(%909) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2384 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2385 = stablehlo.divide %2383, %2384 : tensor<256xf32>
    %2386 = "stablehlo.all_reduce"(%916) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2387 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2388 = stablehlo.divide %2386, %2387 : tensor<256xf32>
    %2389 = "stablehlo.all_reduce"(%944) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2390 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2391 = stablehlo.divide %2389, %2390 : tensor<256xf32>
    %2392 = "stablehlo.all_reduce"(%951) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2393 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2394 = stablehlo.divide %2392, %2393 : tensor<256xf32>
    %2395 = "stablehlo.all_reduce"(%980) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2396 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2397 = stablehlo.divide %2395, %2396 : tensor<256xf32>
    %2398 = "stablehlo.all_reduce"(%987) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2399 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2400 = stablehlo.divide %2398, %2399 : tensor<256xf32>
    %2401 = "stablehlo.all_reduce"(%1015) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2402 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2403 = stablehlo.divide %2401, %2402 : tensor<256xf32>
    %2404 = "stablehlo.all_reduce"(%1022) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2405 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2406 = stablehlo.divide %2404, %2405 : tensor<256xf32>
    %2407 = "stablehlo.all_reduce"(%1051) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2408 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2409 = stablehlo.divide %2407, %2408 : tensor<512xf32>
    %2410 = "stablehlo.all_reduce"(%1058) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2411 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2412 = stablehlo.divide %2410, %2411 : tensor<512xf32>
    %2413 = "stablehlo.all_reduce"(%1086) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2414 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2415 = stablehlo.divide %2413, %2414 : tensor<512xf32>
    %2416 = "stablehlo.all_reduce"(%1093) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2417 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2418 = stablehlo.divide %2416, %2417 : tensor<512xf32>
    %2419 = "stablehlo.all_reduce"(%1119) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2420 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2421 = stablehlo.divide %2419, %2420 : tensor<512xf32>
    %2422 = "stablehlo.all_reduce"(%1126) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2423 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2424 = stablehlo.divide %2422, %2423 : tensor<512xf32>
    %2425 = "stablehlo.all_reduce"(%1155) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2426 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2427 = stablehlo.divide %2425, %2426 : tensor<512xf32>
    %2428 = "stablehlo.all_reduce"(%1162) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2429 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2430 = stablehlo.divide %2428, %2429 : tensor<512xf32>
    %2431 = "stablehlo.all_reduce"(%1190) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2432 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2433 = stablehlo.divide %2431, %2432 : tensor<512xf32>
    %2434 = "stablehlo.all_reduce"(%1197) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2435 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2436 = stablehlo.divide %2434, %2435 : tensor<512xf32>
    %2437 = "stablehlo.all_reduce"(%1226) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2438 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2439 = stablehlo.divide %2437, %2438 : tensor<512xf32>
    %2440 = "stablehlo.all_reduce"(%1233) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2441 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2442 = stablehlo.divide %2440, %2441 : tensor<512xf32>
    %2443 = "stablehlo.all_reduce"(%1261) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2444 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2445 = stablehlo.divide %2443, %2444 : tensor<512xf32>
    %2446 = "stablehlo.all_reduce"(%1268) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2447 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2448 = stablehlo.divide %2446, %2447 : tensor<512xf32>
    // ── data parallel: mean of the gradients and the loss over 8 replicas ──
    %2449 = "stablehlo.all_reduce"(%2232) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<7x7x3x64xf32>) -> tensor<7x7x3x64xf32>
    %2450 = stablehlo.constant dense<8.0> : tensor<7x7x3x64xf32>
    %2451 = stablehlo.divide %2449, %2450 : tensor<7x7x3x64xf32>
    %2452 = "stablehlo.all_reduce"(%2219) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2453 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2454 = stablehlo.divide %2452, %2453 : tensor<64xf32>
    %2455 = "stablehlo.all_reduce"(%2216) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2456 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2457 = stablehlo.divide %2455, %2456 : tensor<64xf32>
    %2458 = "stablehlo.all_reduce"(%2152) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2459 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2460 = stablehlo.divide %2458, %2459 : tensor<3x3x64x64xf32>
    %2461 = "stablehlo.all_reduce"(%2137) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2462 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2463 = stablehlo.divide %2461, %2462 : tensor<64xf32>
    %2464 = "stablehlo.all_reduce"(%2134) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2465 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2466 = stablehlo.divide %2464, %2465 : tensor<64xf32>
    %2467 = "stablehlo.all_reduce"(%2128) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2468 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2469 = stablehlo.divide %2467, %2468 : tensor<3x3x64x64xf32>
    %2470 = "stablehlo.all_reduce"(%2113) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2471 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2472 = stablehlo.divide %2470, %2471 : tensor<64xf32>
    %2473 = "stablehlo.all_reduce"(%2110) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2474 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2475 = stablehlo.divide %2473, %2474 : tensor<64xf32>
    %2476 = "stablehlo.all_reduce"(%2103) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2477 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2478 = stablehlo.divide %2476, %2477 : tensor<3x3x64x64xf32>
    %2479 = "stablehlo.all_reduce"(%2088) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2480 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2481 = stablehlo.divide %2479, %2480 : tensor<64xf32>
    %2482 = "stablehlo.all_reduce"(%2085) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2483 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2484 = stablehlo.divide %2482, %2483 : tensor<64xf32>
    %2485 = "stablehlo.all_reduce"(%2079) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2486 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2487 = stablehlo.divide %2485, %2486 : tensor<3x3x64x64xf32>
    %2488 = "stablehlo.all_reduce"(%2064) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2489 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2490 = stablehlo.divide %2488, %2489 : tensor<64xf32>
    %2491 = "stablehlo.all_reduce"(%2061) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2492 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2493 = stablehlo.divide %2491, %2492 : tensor<64xf32>
    %2494 = "stablehlo.all_reduce"(%2054) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2495 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2496 = stablehlo.divide %2494, %2495 : tensor<3x3x64x64xf32>
    %2497 = "stablehlo.all_reduce"(%2039) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2498 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2499 = stablehlo.divide %2497, %2498 : tensor<64xf32>
    %2500 = "stablehlo.all_reduce"(%2036) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2501 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2502 = stablehlo.divide %2500, %2501 : tensor<64xf32>
    %2503 = "stablehlo.all_reduce"(%2030) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2504 = stablehlo.constant dense<8.0> : tensor<3x3x64x64xf32>
    %2505 = stablehlo.divide %2503, %2504 : tensor<3x3x64x64xf32>
    %2506 = "stablehlo.all_reduce"(%2015) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2507 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2508 = stablehlo.divide %2506, %2507 : tensor<64xf32>
    %2509 = "stablehlo.all_reduce"(%2012) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<64xf32>) -> tensor<64xf32>
    %2510 = stablehlo.constant dense<8.0> : tensor<64xf32>
    %2511 = stablehlo.divide %2509, %2510 : tensor<64xf32>
    %2512 = "stablehlo.all_reduce"(%1985) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %2513 = stablehlo.constant dense<8.0> : tensor<3x3x64x128xf32>
    %2514 = stablehlo.divide %2512, %2513 : tensor<3x3x64x128xf32>
    %2515 = "stablehlo.all_reduce"(%1970) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2516 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2517 = stablehlo.divide %2515, %2516 : tensor<128xf32>
    %2518 = "stablehlo.all_reduce"(%1967) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2519 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2520 = stablehlo.divide %2518, %2519 : tensor<128xf32>
    %2521 = "stablehlo.all_reduce"(%1961) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2522 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2523 = stablehlo.divide %2521, %2522 : tensor<3x3x128x128xf32>
    %2524 = "stablehlo.all_reduce"(%1946) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2525 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2526 = stablehlo.divide %2524, %2525 : tensor<128xf32>
    %2527 = "stablehlo.all_reduce"(%1943) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2528 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2529 = stablehlo.divide %2527, %2528 : tensor<128xf32>
    %2530 = "stablehlo.all_reduce"(%2005) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %2531 = stablehlo.constant dense<8.0> : tensor<1x1x64x128xf32>
    %2532 = stablehlo.divide %2530, %2531 : tensor<1x1x64x128xf32>
    %2533 = "stablehlo.all_reduce"(%1990) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2534 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2535 = stablehlo.divide %2533, %2534 : tensor<128xf32>
    %2536 = "stablehlo.all_reduce"(%1987) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2537 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2538 = stablehlo.divide %2536, %2537 : tensor<128xf32>
    %2539 = "stablehlo.all_reduce"(%1936) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2540 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2541 = stablehlo.divide %2539, %2540 : tensor<3x3x128x128xf32>
    %2542 = "stablehlo.all_reduce"(%1921) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2543 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2544 = stablehlo.divide %2542, %2543 : tensor<128xf32>
    %2545 = "stablehlo.all_reduce"(%1918) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2546 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2547 = stablehlo.divide %2545, %2546 : tensor<128xf32>
    %2548 = "stablehlo.all_reduce"(%1912) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2549 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2550 = stablehlo.divide %2548, %2549 : tensor<3x3x128x128xf32>
    %2551 = "stablehlo.all_reduce"(%1897) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2552 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2553 = stablehlo.divide %2551, %2552 : tensor<128xf32>
    %2554 = "stablehlo.all_reduce"(%1894) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2555 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2556 = stablehlo.divide %2554, %2555 : tensor<128xf32>
    %2557 = "stablehlo.all_reduce"(%1887) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2558 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2559 = stablehlo.divide %2557, %2558 : tensor<3x3x128x128xf32>
    %2560 = "stablehlo.all_reduce"(%1872) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2561 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2562 = stablehlo.divide %2560, %2561 : tensor<128xf32>
    %2563 = "stablehlo.all_reduce"(%1869) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2564 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2565 = stablehlo.divide %2563, %2564 : tensor<128xf32>
    %2566 = "stablehlo.all_reduce"(%1863) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2567 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2568 = stablehlo.divide %2566, %2567 : tensor<3x3x128x128xf32>
    %2569 = "stablehlo.all_reduce"(%1848) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2570 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2571 = stablehlo.divide %2569, %2570 : tensor<128xf32>
    %2572 = "stablehlo.all_reduce"(%1845) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2573 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2574 = stablehlo.divide %2572, %2573 : tensor<128xf32>
    %2575 = "stablehlo.all_reduce"(%1838) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2576 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2577 = stablehlo.divide %2575, %2576 : tensor<3x3x128x128xf32>
    %2578 = "stablehlo.all_reduce"(%1823) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2579 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2580 = stablehlo.divide %2578, %2579 : tensor<128xf32>
    %2581 = "stablehlo.all_reduce"(%1820) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2582 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2583 = stablehlo.divide %2581, %2582 : tensor<128xf32>
    %2584 = "stablehlo.all_reduce"(%1814) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %2585 = stablehlo.constant dense<8.0> : tensor<3x3x128x128xf32>
    %2586 = stablehlo.divide %2584, %2585 : tensor<3x3x128x128xf32>
    %2587 = "stablehlo.all_reduce"(%1799) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2588 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2589 = stablehlo.divide %2587, %2588 : tensor<128xf32>
    %2590 = "stablehlo.all_reduce"(%1796) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<128xf32>) -> tensor<128xf32>
    %2591 = stablehlo.constant dense<8.0> : tensor<128xf32>
    %2592 = stablehlo.divide %2590, %2591 : tensor<128xf32>
    %2593 = "stablehlo.all_reduce"(%1769) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x128x256xf32>) -> tensor<3x3x128x256xf32>
    %2594 = stablehlo.constant dense<8.0> : tensor<3x3x128x256xf32>
    %2595 = stablehlo.divide %2593, %2594 : tensor<3x3x128x256xf32>
    %2596 = "stablehlo.all_reduce"(%1754) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2597 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2598 = stablehlo.divide %2596, %2597 : tensor<256xf32>
    %2599 = "stablehlo.all_reduce"(%1751) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2600 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2601 = stablehlo.divide %2599, %2600 : tensor<256xf32>
    %2602 = "stablehlo.all_reduce"(%1745) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2603 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2604 = stablehlo.divide %2602, %2603 : tensor<3x3x256x256xf32>
    %2605 = "stablehlo.all_reduce"(%1730) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2606 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2607 = stablehlo.divide %2605, %2606 : tensor<256xf32>
    %2608 = "stablehlo.all_reduce"(%1727) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2609 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2610 = stablehlo.divide %2608, %2609 : tensor<256xf32>
    %2611 = "stablehlo.all_reduce"(%1789) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1x1x128x256xf32>) -> tensor<1x1x128x256xf32>
    %2612 = stablehlo.constant dense<8.0> : tensor<1x1x128x256xf32>
    %2613 = stablehlo.divide %2611, %2612 : tensor<1x1x128x256xf32>
    %2614 = "stablehlo.all_reduce"(%1774) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2615 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2616 = stablehlo.divide %2614, %2615 : tensor<256xf32>
    %2617 = "stablehlo.all_reduce"(%1771) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2618 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2619 = stablehlo.divide %2617, %2618 : tensor<256xf32>
    %2620 = "stablehlo.all_reduce"(%1720) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2621 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2622 = stablehlo.divide %2620, %2621 : tensor<3x3x256x256xf32>
    %2623 = "stablehlo.all_reduce"(%1705) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2624 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2625 = stablehlo.divide %2623, %2624 : tensor<256xf32>
    %2626 = "stablehlo.all_reduce"(%1702) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2627 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2628 = stablehlo.divide %2626, %2627 : tensor<256xf32>
    %2629 = "stablehlo.all_reduce"(%1696) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2630 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2631 = stablehlo.divide %2629, %2630 : tensor<3x3x256x256xf32>
    %2632 = "stablehlo.all_reduce"(%1681) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2633 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2634 = stablehlo.divide %2632, %2633 : tensor<256xf32>
    %2635 = "stablehlo.all_reduce"(%1678) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2636 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2637 = stablehlo.divide %2635, %2636 : tensor<256xf32>
    %2638 = "stablehlo.all_reduce"(%1671) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2639 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2640 = stablehlo.divide %2638, %2639 : tensor<3x3x256x256xf32>
    %2641 = "stablehlo.all_reduce"(%1656) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2642 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2643 = stablehlo.divide %2641, %2642 : tensor<256xf32>
    %2644 = "stablehlo.all_reduce"(%1653) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2645 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2646 = stablehlo.divide %2644, %2645 : tensor<256xf32>
    %2647 = "stablehlo.all_reduce"(%1647) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2648 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2649 = stablehlo.divide %2647, %2648 : tensor<3x3x256x256xf32>
    %2650 = "stablehlo.all_reduce"(%1632) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2651 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2652 = stablehlo.divide %2650, %2651 : tensor<256xf32>
    %2653 = "stablehlo.all_reduce"(%1629) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2654 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2655 = stablehlo.divide %2653, %2654 : tensor<256xf32>
    %2656 = "stablehlo.all_reduce"(%1622) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2657 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2658 = stablehlo.divide %2656, %2657 : tensor<3x3x256x256xf32>
    %2659 = "stablehlo.all_reduce"(%1607) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2660 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2661 = stablehlo.divide %2659, %2660 : tensor<256xf32>
    %2662 = "stablehlo.all_reduce"(%1604) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2663 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2664 = stablehlo.divide %2662, %2663 : tensor<256xf32>
    %2665 = "stablehlo.all_reduce"(%1598) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2666 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2667 = stablehlo.divide %2665, %2666 : tensor<3x3x256x256xf32>
    %2668 = "stablehlo.all_reduce"(%1583) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2669 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2670 = stablehlo.divide %2668, %2669 : tensor<256xf32>
    %2671 = "stablehlo.all_reduce"(%1580) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2672 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2673 = stablehlo.divide %2671, %2672 : tensor<256xf32>
    %2674 = "stablehlo.all_reduce"(%1573) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2675 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2676 = stablehlo.divide %2674, %2675 : tensor<3x3x256x256xf32>
    %2677 = "stablehlo.all_reduce"(%1558) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2678 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2679 = stablehlo.divide %2677, %2678 : tensor<256xf32>
    %2680 = "stablehlo.all_reduce"(%1555) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2681 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2682 = stablehlo.divide %2680, %2681 : tensor<256xf32>
    %2683 = "stablehlo.all_reduce"(%1549) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2684 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2685 = stablehlo.divide %2683, %2684 : tensor<3x3x256x256xf32>
    %2686 = "stablehlo.all_reduce"(%1534) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2687 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2688 = stablehlo.divide %2686, %2687 : tensor<256xf32>
    %2689 = "stablehlo.all_reduce"(%1531) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2690 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2691 = stablehlo.divide %2689, %2690 : tensor<256xf32>
    %2692 = "stablehlo.all_reduce"(%1524) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2693 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2694 = stablehlo.divide %2692, %2693 : tensor<3x3x256x256xf32>
    %2695 = "stablehlo.all_reduce"(%1509) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2696 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2697 = stablehlo.divide %2695, %2696 : tensor<256xf32>
    %2698 = "stablehlo.all_reduce"(%1506) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2699 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2700 = stablehlo.divide %2698, %2699 : tensor<256xf32>
    %2701 = "stablehlo.all_reduce"(%1500) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %2702 = stablehlo.constant dense<8.0> : tensor<3x3x256x256xf32>
    %2703 = stablehlo.divide %2701, %2702 : tensor<3x3x256x256xf32>
    %2704 = "stablehlo.all_reduce"(%1485) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2705 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2706 = stablehlo.divide %2704, %2705 : tensor<256xf32>
    %2707 = "stablehlo.all_reduce"(%1482) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<256xf32>) -> tensor<256xf32>
    %2708 = stablehlo.constant dense<8.0> : tensor<256xf32>
    %2709 = stablehlo.divide %2707, %2708 : tensor<256xf32>
    %2710 = "stablehlo.all_reduce"(%1455) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x256x512xf32>) -> tensor<3x3x256x512xf32>
    %2711 = stablehlo.constant dense<8.0> : tensor<3x3x256x512xf32>
    %2712 = stablehlo.divide %2710, %2711 : tensor<3x3x256x512xf32>
    %2713 = "stablehlo.all_reduce"(%1440) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2714 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2715 = stablehlo.divide %2713, %2714 : tensor<512xf32>
    %2716 = "stablehlo.all_reduce"(%1437) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2717 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2718 = stablehlo.divide %2716, %2717 : tensor<512xf32>
    %2719 = "stablehlo.all_reduce"(%1431) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2720 = stablehlo.constant dense<8.0> : tensor<3x3x512x512xf32>
    %2721 = stablehlo.divide %2719, %2720 : tensor<3x3x512x512xf32>
    %2722 = "stablehlo.all_reduce"(%1416) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2723 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2724 = stablehlo.divide %2722, %2723 : tensor<512xf32>
    %2725 = "stablehlo.all_reduce"(%1413) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2726 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2727 = stablehlo.divide %2725, %2726 : tensor<512xf32>
    %2728 = "stablehlo.all_reduce"(%1475) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %2729 = stablehlo.constant dense<8.0> : tensor<1x1x256x512xf32>
    %2730 = stablehlo.divide %2728, %2729 : tensor<1x1x256x512xf32>
    %2731 = "stablehlo.all_reduce"(%1460) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2732 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2733 = stablehlo.divide %2731, %2732 : tensor<512xf32>
    %2734 = "stablehlo.all_reduce"(%1457) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2735 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2736 = stablehlo.divide %2734, %2735 : tensor<512xf32>
    %2737 = "stablehlo.all_reduce"(%1406) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2738 = stablehlo.constant dense<8.0> : tensor<3x3x512x512xf32>
    %2739 = stablehlo.divide %2737, %2738 : tensor<3x3x512x512xf32>
    %2740 = "stablehlo.all_reduce"(%1391) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2741 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2742 = stablehlo.divide %2740, %2741 : tensor<512xf32>
    %2743 = "stablehlo.all_reduce"(%1388) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2744 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2745 = stablehlo.divide %2743, %2744 : tensor<512xf32>
    %2746 = "stablehlo.all_reduce"(%1382) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2747 = stablehlo.constant dense<8.0> : tensor<3x3x512x512xf32>
    %2748 = stablehlo.divide %2746, %2747 : tensor<3x3x512x512xf32>
    %2749 = "stablehlo.all_reduce"(%1367) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2750 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2751 = stablehlo.divide %2749, %2750 : tensor<512xf32>
    %2752 = "stablehlo.all_reduce"(%1364) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2753 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2754 = stablehlo.divide %2752, %2753 : tensor<512xf32>
    %2755 = "stablehlo.all_reduce"(%1357) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2756 = stablehlo.constant dense<8.0> : tensor<3x3x512x512xf32>
    %2757 = stablehlo.divide %2755, %2756 : tensor<3x3x512x512xf32>
    %2758 = "stablehlo.all_reduce"(%1342) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2759 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2760 = stablehlo.divide %2758, %2759 : tensor<512xf32>
    %2761 = "stablehlo.all_reduce"(%1339) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2762 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2763 = stablehlo.divide %2761, %2762 : tensor<512xf32>
    %2764 = "stablehlo.all_reduce"(%1333) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %2765 = stablehlo.constant dense<8.0> : tensor<3x3x512x512xf32>
    %2766 = stablehlo.divide %2764, %2765 : tensor<3x3x512x512xf32>
    %2767 = "stablehlo.all_reduce"(%1318) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2768 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2769 = stablehlo.divide %2767, %2768 : tensor<512xf32>
    %2770 = "stablehlo.all_reduce"(%1315) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512xf32>) -> tensor<512xf32>
    %2771 = stablehlo.constant dense<8.0> : tensor<512xf32>
    %2772 = stablehlo.divide %2770, %2771 : tensor<512xf32>
    %2773 = "stablehlo.all_reduce"(%1304) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<512x1000xf32>) -> tensor<512x1000xf32>
    %2774 = stablehlo.constant dense<8.0> : tensor<512x1000xf32>
    %2775 = stablehlo.divide %2773, %2774 : tensor<512x1000xf32>
    %2776 = "stablehlo.all_reduce"(%1306) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1000xf32>) -> tensor<1000xf32>
    %2777 = stablehlo.constant dense<8.0> : tensor<1000xf32>
    %2778 = stablehlo.divide %2776, %2777 : tensor<1000xf32>
    %2779 = "stablehlo.all_reduce"(%1294) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<f32>) -> tensor<f32>
    %2780 = stablehlo.constant dense<8.0> : tensor<f32>
    %2781 = stablehlo.divide %2779, %2780 : tensor<f32>
    // ── optimizer ──
    %2782 = stablehlo.multiply %2451, %2451 : tensor<7x7x3x64xf32>
    %2783 = stablehlo.constant dense<0.0> : tensor<f32>
    %2784 = "stablehlo.reduce"(%2782, %2783) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x3x64xf32>, tensor<f32>) -> tensor<7x7x3xf32>
    %2785 = stablehlo.constant dense<0.0> : tensor<f32>
    %2786 = "stablehlo.reduce"(%2784, %2785) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x3xf32>, tensor<f32>) -> tensor<f32>
    %2787 = stablehlo.multiply %2454, %2454 : tensor<64xf32>
    %2788 = stablehlo.constant dense<0.0> : tensor<f32>
    %2789 = "stablehlo.reduce"(%2787, %2788) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2790 = stablehlo.add %2786, %2789 : tensor<f32>
    %2791 = stablehlo.multiply %2457, %2457 : tensor<64xf32>
    %2792 = stablehlo.constant dense<0.0> : tensor<f32>
    %2793 = "stablehlo.reduce"(%2791, %2792) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2794 = stablehlo.add %2790, %2793 : tensor<f32>
    %2795 = stablehlo.multiply %2460, %2460 : tensor<3x3x64x64xf32>
    %2796 = stablehlo.constant dense<0.0> : tensor<f32>
    %2797 = "stablehlo.reduce"(%2795, %2796) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2798 = stablehlo.constant dense<0.0> : tensor<f32>
    %2799 = "stablehlo.reduce"(%2797, %2798) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2800 = stablehlo.add %2794, %2799 : tensor<f32>
    %2801 = stablehlo.multiply %2463, %2463 : tensor<64xf32>
    %2802 = stablehlo.constant dense<0.0> : tensor<f32>
    %2803 = "stablehlo.reduce"(%2801, %2802) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2804 = stablehlo.add %2800, %2803 : tensor<f32>
    %2805 = stablehlo.multiply %2466, %2466 : tensor<64xf32>
    %2806 = stablehlo.constant dense<0.0> : tensor<f32>
    %2807 = "stablehlo.reduce"(%2805, %2806) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2808 = stablehlo.add %2804, %2807 : tensor<f32>
    %2809 = stablehlo.multiply %2469, %2469 : tensor<3x3x64x64xf32>
    %2810 = stablehlo.constant dense<0.0> : tensor<f32>
    %2811 = "stablehlo.reduce"(%2809, %2810) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2812 = stablehlo.constant dense<0.0> : tensor<f32>
    %2813 = "stablehlo.reduce"(%2811, %2812) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2814 = stablehlo.add %2808, %2813 : tensor<f32>
    %2815 = stablehlo.multiply %2472, %2472 : tensor<64xf32>
    %2816 = stablehlo.constant dense<0.0> : tensor<f32>
    %2817 = "stablehlo.reduce"(%2815, %2816) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2818 = stablehlo.add %2814, %2817 : tensor<f32>
    %2819 = stablehlo.multiply %2475, %2475 : tensor<64xf32>
    %2820 = stablehlo.constant dense<0.0> : tensor<f32>
    %2821 = "stablehlo.reduce"(%2819, %2820) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2822 = stablehlo.add %2818, %2821 : tensor<f32>
    %2823 = stablehlo.multiply %2478, %2478 : tensor<3x3x64x64xf32>
    %2824 = stablehlo.constant dense<0.0> : tensor<f32>
    %2825 = "stablehlo.reduce"(%2823, %2824) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2826 = stablehlo.constant dense<0.0> : tensor<f32>
    %2827 = "stablehlo.reduce"(%2825, %2826) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2828 = stablehlo.add %2822, %2827 : tensor<f32>
    %2829 = stablehlo.multiply %2481, %2481 : tensor<64xf32>
    %2830 = stablehlo.constant dense<0.0> : tensor<f32>
    %2831 = "stablehlo.reduce"(%2829, %2830) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2832 = stablehlo.add %2828, %2831 : tensor<f32>
    %2833 = stablehlo.multiply %2484, %2484 : tensor<64xf32>
    %2834 = stablehlo.constant dense<0.0> : tensor<f32>
    %2835 = "stablehlo.reduce"(%2833, %2834) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2836 = stablehlo.add %2832, %2835 : tensor<f32>
    %2837 = stablehlo.multiply %2487, %2487 : tensor<3x3x64x64xf32>
    %2838 = stablehlo.constant dense<0.0> : tensor<f32>
    %2839 = "stablehlo.reduce"(%2837, %2838) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2840 = stablehlo.constant dense<0.0> : tensor<f32>
    %2841 = "stablehlo.reduce"(%2839, %2840) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2842 = stablehlo.add %2836, %2841 : tensor<f32>
    %2843 = stablehlo.multiply %2490, %2490 : tensor<64xf32>
    %2844 = stablehlo.constant dense<0.0> : tensor<f32>
    %2845 = "stablehlo.reduce"(%2843, %2844) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2846 = stablehlo.add %2842, %2845 : tensor<f32>
    %2847 = stablehlo.multiply %2493, %2493 : tensor<64xf32>
    %2848 = stablehlo.constant dense<0.0> : tensor<f32>
    %2849 = "stablehlo.reduce"(%2847, %2848) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2850 = stablehlo.add %2846, %2849 : tensor<f32>
    %2851 = stablehlo.multiply %2496, %2496 : tensor<3x3x64x64xf32>
    %2852 = stablehlo.constant dense<0.0> : tensor<f32>
    %2853 = "stablehlo.reduce"(%2851, %2852) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2854 = stablehlo.constant dense<0.0> : tensor<f32>
    %2855 = "stablehlo.reduce"(%2853, %2854) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2856 = stablehlo.add %2850, %2855 : tensor<f32>
    %2857 = stablehlo.multiply %2499, %2499 : tensor<64xf32>
    %2858 = stablehlo.constant dense<0.0> : tensor<f32>
    %2859 = "stablehlo.reduce"(%2857, %2858) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2860 = stablehlo.add %2856, %2859 : tensor<f32>
    %2861 = stablehlo.multiply %2502, %2502 : tensor<64xf32>
    %2862 = stablehlo.constant dense<0.0> : tensor<f32>
    %2863 = "stablehlo.reduce"(%2861, %2862) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2864 = stablehlo.add %2860, %2863 : tensor<f32>
    %2865 = stablehlo.multiply %2505, %2505 : tensor<3x3x64x64xf32>
    %2866 = stablehlo.constant dense<0.0> : tensor<f32>
    %2867 = "stablehlo.reduce"(%2865, %2866) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x64xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2868 = stablehlo.constant dense<0.0> : tensor<f32>
    %2869 = "stablehlo.reduce"(%2867, %2868) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2870 = stablehlo.add %2864, %2869 : tensor<f32>
    %2871 = stablehlo.multiply %2508, %2508 : tensor<64xf32>
    %2872 = stablehlo.constant dense<0.0> : tensor<f32>
    %2873 = "stablehlo.reduce"(%2871, %2872) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2874 = stablehlo.add %2870, %2873 : tensor<f32>
    %2875 = stablehlo.multiply %2511, %2511 : tensor<64xf32>
    %2876 = stablehlo.constant dense<0.0> : tensor<f32>
    %2877 = "stablehlo.reduce"(%2875, %2876) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2878 = stablehlo.add %2874, %2877 : tensor<f32>
    %2879 = stablehlo.multiply %2514, %2514 : tensor<3x3x64x128xf32>
    %2880 = stablehlo.constant dense<0.0> : tensor<f32>
    %2881 = "stablehlo.reduce"(%2879, %2880) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x64x128xf32>, tensor<f32>) -> tensor<3x3x64xf32>
    %2882 = stablehlo.constant dense<0.0> : tensor<f32>
    %2883 = "stablehlo.reduce"(%2881, %2882) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x64xf32>, tensor<f32>) -> tensor<f32>
    %2884 = stablehlo.add %2878, %2883 : tensor<f32>
    %2885 = stablehlo.multiply %2517, %2517 : tensor<128xf32>
    %2886 = stablehlo.constant dense<0.0> : tensor<f32>
    %2887 = "stablehlo.reduce"(%2885, %2886) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2888 = stablehlo.add %2884, %2887 : tensor<f32>
    %2889 = stablehlo.multiply %2520, %2520 : tensor<128xf32>
    %2890 = stablehlo.constant dense<0.0> : tensor<f32>
    %2891 = "stablehlo.reduce"(%2889, %2890) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2892 = stablehlo.add %2888, %2891 : tensor<f32>
    %2893 = stablehlo.multiply %2523, %2523 : tensor<3x3x128x128xf32>
    %2894 = stablehlo.constant dense<0.0> : tensor<f32>
    %2895 = "stablehlo.reduce"(%2893, %2894) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2896 = stablehlo.constant dense<0.0> : tensor<f32>
    %2897 = "stablehlo.reduce"(%2895, %2896) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2898 = stablehlo.add %2892, %2897 : tensor<f32>
    %2899 = stablehlo.multiply %2526, %2526 : tensor<128xf32>
    %2900 = stablehlo.constant dense<0.0> : tensor<f32>
    %2901 = "stablehlo.reduce"(%2899, %2900) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2902 = stablehlo.add %2898, %2901 : tensor<f32>
    %2903 = stablehlo.multiply %2529, %2529 : tensor<128xf32>
    %2904 = stablehlo.constant dense<0.0> : tensor<f32>
    %2905 = "stablehlo.reduce"(%2903, %2904) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2906 = stablehlo.add %2902, %2905 : tensor<f32>
    %2907 = stablehlo.multiply %2532, %2532 : tensor<1x1x64x128xf32>
    %2908 = stablehlo.constant dense<0.0> : tensor<f32>
    %2909 = "stablehlo.reduce"(%2907, %2908) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x64x128xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %2910 = stablehlo.constant dense<0.0> : tensor<f32>
    %2911 = "stablehlo.reduce"(%2909, %2910) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<f32>
    %2912 = stablehlo.add %2906, %2911 : tensor<f32>
    %2913 = stablehlo.multiply %2535, %2535 : tensor<128xf32>
    %2914 = stablehlo.constant dense<0.0> : tensor<f32>
    %2915 = "stablehlo.reduce"(%2913, %2914) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2916 = stablehlo.add %2912, %2915 : tensor<f32>
    %2917 = stablehlo.multiply %2538, %2538 : tensor<128xf32>
    %2918 = stablehlo.constant dense<0.0> : tensor<f32>
    %2919 = "stablehlo.reduce"(%2917, %2918) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2920 = stablehlo.add %2916, %2919 : tensor<f32>
    %2921 = stablehlo.multiply %2541, %2541 : tensor<3x3x128x128xf32>
    %2922 = stablehlo.constant dense<0.0> : tensor<f32>
    %2923 = "stablehlo.reduce"(%2921, %2922) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2924 = stablehlo.constant dense<0.0> : tensor<f32>
    %2925 = "stablehlo.reduce"(%2923, %2924) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2926 = stablehlo.add %2920, %2925 : tensor<f32>
    %2927 = stablehlo.multiply %2544, %2544 : tensor<128xf32>
    %2928 = stablehlo.constant dense<0.0> : tensor<f32>
    %2929 = "stablehlo.reduce"(%2927, %2928) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2930 = stablehlo.add %2926, %2929 : tensor<f32>
    %2931 = stablehlo.multiply %2547, %2547 : tensor<128xf32>
    %2932 = stablehlo.constant dense<0.0> : tensor<f32>
    %2933 = "stablehlo.reduce"(%2931, %2932) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2934 = stablehlo.add %2930, %2933 : tensor<f32>
    %2935 = stablehlo.multiply %2550, %2550 : tensor<3x3x128x128xf32>
    %2936 = stablehlo.constant dense<0.0> : tensor<f32>
    %2937 = "stablehlo.reduce"(%2935, %2936) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2938 = stablehlo.constant dense<0.0> : tensor<f32>
    %2939 = "stablehlo.reduce"(%2937, %2938) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2940 = stablehlo.add %2934, %2939 : tensor<f32>
    %2941 = stablehlo.multiply %2553, %2553 : tensor<128xf32>
    %2942 = stablehlo.constant dense<0.0> : tensor<f32>
    %2943 = "stablehlo.reduce"(%2941, %2942) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2944 = stablehlo.add %2940, %2943 : tensor<f32>
    %2945 = stablehlo.multiply %2556, %2556 : tensor<128xf32>
    %2946 = stablehlo.constant dense<0.0> : tensor<f32>
    %2947 = "stablehlo.reduce"(%2945, %2946) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2948 = stablehlo.add %2944, %2947 : tensor<f32>
    %2949 = stablehlo.multiply %2559, %2559 : tensor<3x3x128x128xf32>
    %2950 = stablehlo.constant dense<0.0> : tensor<f32>
    %2951 = "stablehlo.reduce"(%2949, %2950) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2952 = stablehlo.constant dense<0.0> : tensor<f32>
    %2953 = "stablehlo.reduce"(%2951, %2952) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2954 = stablehlo.add %2948, %2953 : tensor<f32>
    %2955 = stablehlo.multiply %2562, %2562 : tensor<128xf32>
    %2956 = stablehlo.constant dense<0.0> : tensor<f32>
    %2957 = "stablehlo.reduce"(%2955, %2956) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2958 = stablehlo.add %2954, %2957 : tensor<f32>
    %2959 = stablehlo.multiply %2565, %2565 : tensor<128xf32>
    %2960 = stablehlo.constant dense<0.0> : tensor<f32>
    %2961 = "stablehlo.reduce"(%2959, %2960) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2962 = stablehlo.add %2958, %2961 : tensor<f32>
    %2963 = stablehlo.multiply %2568, %2568 : tensor<3x3x128x128xf32>
    %2964 = stablehlo.constant dense<0.0> : tensor<f32>
    %2965 = "stablehlo.reduce"(%2963, %2964) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2966 = stablehlo.constant dense<0.0> : tensor<f32>
    %2967 = "stablehlo.reduce"(%2965, %2966) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2968 = stablehlo.add %2962, %2967 : tensor<f32>
    %2969 = stablehlo.multiply %2571, %2571 : tensor<128xf32>
    %2970 = stablehlo.constant dense<0.0> : tensor<f32>
    %2971 = "stablehlo.reduce"(%2969, %2970) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2972 = stablehlo.add %2968, %2971 : tensor<f32>
    %2973 = stablehlo.multiply %2574, %2574 : tensor<128xf32>
    %2974 = stablehlo.constant dense<0.0> : tensor<f32>
    %2975 = "stablehlo.reduce"(%2973, %2974) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2976 = stablehlo.add %2972, %2975 : tensor<f32>
    %2977 = stablehlo.multiply %2577, %2577 : tensor<3x3x128x128xf32>
    %2978 = stablehlo.constant dense<0.0> : tensor<f32>
    %2979 = "stablehlo.reduce"(%2977, %2978) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2980 = stablehlo.constant dense<0.0> : tensor<f32>
    %2981 = "stablehlo.reduce"(%2979, %2980) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2982 = stablehlo.add %2976, %2981 : tensor<f32>
    %2983 = stablehlo.multiply %2580, %2580 : tensor<128xf32>
    %2984 = stablehlo.constant dense<0.0> : tensor<f32>
    %2985 = "stablehlo.reduce"(%2983, %2984) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2986 = stablehlo.add %2982, %2985 : tensor<f32>
    %2987 = stablehlo.multiply %2583, %2583 : tensor<128xf32>
    %2988 = stablehlo.constant dense<0.0> : tensor<f32>
    %2989 = "stablehlo.reduce"(%2987, %2988) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %2990 = stablehlo.add %2986, %2989 : tensor<f32>
    %2991 = stablehlo.multiply %2586, %2586 : tensor<3x3x128x128xf32>
    %2992 = stablehlo.constant dense<0.0> : tensor<f32>
    %2993 = "stablehlo.reduce"(%2991, %2992) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x128xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %2994 = stablehlo.constant dense<0.0> : tensor<f32>
    %2995 = "stablehlo.reduce"(%2993, %2994) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %2996 = stablehlo.add %2990, %2995 : tensor<f32>
    %2997 = stablehlo.multiply %2589, %2589 : tensor<128xf32>
    %2998 = stablehlo.constant dense<0.0> : tensor<f32>
    %2999 = "stablehlo.reduce"(%2997, %2998) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3000 = stablehlo.add %2996, %2999 : tensor<f32>
    %3001 = stablehlo.multiply %2592, %2592 : tensor<128xf32>
    %3002 = stablehlo.constant dense<0.0> : tensor<f32>
    %3003 = "stablehlo.reduce"(%3001, %3002) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %3004 = stablehlo.add %3000, %3003 : tensor<f32>
    %3005 = stablehlo.multiply %2595, %2595 : tensor<3x3x128x256xf32>
    %3006 = stablehlo.constant dense<0.0> : tensor<f32>
    %3007 = "stablehlo.reduce"(%3005, %3006) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x128x256xf32>, tensor<f32>) -> tensor<3x3x128xf32>
    %3008 = stablehlo.constant dense<0.0> : tensor<f32>
    %3009 = "stablehlo.reduce"(%3007, %3008) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x128xf32>, tensor<f32>) -> tensor<f32>
    %3010 = stablehlo.add %3004, %3009 : tensor<f32>
    %3011 = stablehlo.multiply %2598, %2598 : tensor<256xf32>
    %3012 = stablehlo.constant dense<0.0> : tensor<f32>
    %3013 = "stablehlo.reduce"(%3011, %3012) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3014 = stablehlo.add %3010, %3013 : tensor<f32>
    %3015 = stablehlo.multiply %2601, %2601 : tensor<256xf32>
    %3016 = stablehlo.constant dense<0.0> : tensor<f32>
    %3017 = "stablehlo.reduce"(%3015, %3016) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3018 = stablehlo.add %3014, %3017 : tensor<f32>
    %3019 = stablehlo.multiply %2604, %2604 : tensor<3x3x256x256xf32>
    %3020 = stablehlo.constant dense<0.0> : tensor<f32>
    %3021 = "stablehlo.reduce"(%3019, %3020) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3022 = stablehlo.constant dense<0.0> : tensor<f32>
    %3023 = "stablehlo.reduce"(%3021, %3022) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3024 = stablehlo.add %3018, %3023 : tensor<f32>
    %3025 = stablehlo.multiply %2607, %2607 : tensor<256xf32>
    %3026 = stablehlo.constant dense<0.0> : tensor<f32>
    %3027 = "stablehlo.reduce"(%3025, %3026) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3028 = stablehlo.add %3024, %3027 : tensor<f32>
    %3029 = stablehlo.multiply %2610, %2610 : tensor<256xf32>
    %3030 = stablehlo.constant dense<0.0> : tensor<f32>
    %3031 = "stablehlo.reduce"(%3029, %3030) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3032 = stablehlo.add %3028, %3031 : tensor<f32>
    %3033 = stablehlo.multiply %2613, %2613 : tensor<1x1x128x256xf32>
    %3034 = stablehlo.constant dense<0.0> : tensor<f32>
    %3035 = "stablehlo.reduce"(%3033, %3034) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x128x256xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %3036 = stablehlo.constant dense<0.0> : tensor<f32>
    %3037 = "stablehlo.reduce"(%3035, %3036) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<f32>
    %3038 = stablehlo.add %3032, %3037 : tensor<f32>
    %3039 = stablehlo.multiply %2616, %2616 : tensor<256xf32>
    %3040 = stablehlo.constant dense<0.0> : tensor<f32>
    %3041 = "stablehlo.reduce"(%3039, %3040) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3042 = stablehlo.add %3038, %3041 : tensor<f32>
    %3043 = stablehlo.multiply %2619, %2619 : tensor<256xf32>
    %3044 = stablehlo.constant dense<0.0> : tensor<f32>
    %3045 = "stablehlo.reduce"(%3043, %3044) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3046 = stablehlo.add %3042, %3045 : tensor<f32>
    %3047 = stablehlo.multiply %2622, %2622 : tensor<3x3x256x256xf32>
    %3048 = stablehlo.constant dense<0.0> : tensor<f32>
    %3049 = "stablehlo.reduce"(%3047, %3048) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3050 = stablehlo.constant dense<0.0> : tensor<f32>
    %3051 = "stablehlo.reduce"(%3049, %3050) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3052 = stablehlo.add %3046, %3051 : tensor<f32>
    %3053 = stablehlo.multiply %2625, %2625 : tensor<256xf32>
    %3054 = stablehlo.constant dense<0.0> : tensor<f32>
    %3055 = "stablehlo.reduce"(%3053, %3054) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3056 = stablehlo.add %3052, %3055 : tensor<f32>
    %3057 = stablehlo.multiply %2628, %2628 : tensor<256xf32>
    %3058 = stablehlo.constant dense<0.0> : tensor<f32>
    %3059 = "stablehlo.reduce"(%3057, %3058) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3060 = stablehlo.add %3056, %3059 : tensor<f32>
    %3061 = stablehlo.multiply %2631, %2631 : tensor<3x3x256x256xf32>
    %3062 = stablehlo.constant dense<0.0> : tensor<f32>
    %3063 = "stablehlo.reduce"(%3061, %3062) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3064 = stablehlo.constant dense<0.0> : tensor<f32>
    %3065 = "stablehlo.reduce"(%3063, %3064) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3066 = stablehlo.add %3060, %3065 : tensor<f32>
    %3067 = stablehlo.multiply %2634, %2634 : tensor<256xf32>
    %3068 = stablehlo.constant dense<0.0> : tensor<f32>
    %3069 = "stablehlo.reduce"(%3067, %3068) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3070 = stablehlo.add %3066, %3069 : tensor<f32>
    %3071 = stablehlo.multiply %2637, %2637 : tensor<256xf32>
    %3072 = stablehlo.constant dense<0.0> : tensor<f32>
    %3073 = "stablehlo.reduce"(%3071, %3072) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3074 = stablehlo.add %3070, %3073 : tensor<f32>
    %3075 = stablehlo.multiply %2640, %2640 : tensor<3x3x256x256xf32>
    %3076 = stablehlo.constant dense<0.0> : tensor<f32>
    %3077 = "stablehlo.reduce"(%3075, %3076) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3078 = stablehlo.constant dense<0.0> : tensor<f32>
    %3079 = "stablehlo.reduce"(%3077, %3078) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3080 = stablehlo.add %3074, %3079 : tensor<f32>
    %3081 = stablehlo.multiply %2643, %2643 : tensor<256xf32>
    %3082 = stablehlo.constant dense<0.0> : tensor<f32>
    %3083 = "stablehlo.reduce"(%3081, %3082) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3084 = stablehlo.add %3080, %3083 : tensor<f32>
    %3085 = stablehlo.multiply %2646, %2646 : tensor<256xf32>
    %3086 = stablehlo.constant dense<0.0> : tensor<f32>
    %3087 = "stablehlo.reduce"(%3085, %3086) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3088 = stablehlo.add %3084, %3087 : tensor<f32>
    %3089 = stablehlo.multiply %2649, %2649 : tensor<3x3x256x256xf32>
    %3090 = stablehlo.constant dense<0.0> : tensor<f32>
    %3091 = "stablehlo.reduce"(%3089, %3090) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3092 = stablehlo.constant dense<0.0> : tensor<f32>
    %3093 = "stablehlo.reduce"(%3091, %3092) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3094 = stablehlo.add %3088, %3093 : tensor<f32>
    %3095 = stablehlo.multiply %2652, %2652 : tensor<256xf32>
    %3096 = stablehlo.constant dense<0.0> : tensor<f32>
    %3097 = "stablehlo.reduce"(%3095, %3096) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3098 = stablehlo.add %3094, %3097 : tensor<f32>
    %3099 = stablehlo.multiply %2655, %2655 : tensor<256xf32>
    %3100 = stablehlo.constant dense<0.0> : tensor<f32>
    %3101 = "stablehlo.reduce"(%3099, %3100) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3102 = stablehlo.add %3098, %3101 : tensor<f32>
    %3103 = stablehlo.multiply %2658, %2658 : tensor<3x3x256x256xf32>
    %3104 = stablehlo.constant dense<0.0> : tensor<f32>
    %3105 = "stablehlo.reduce"(%3103, %3104) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3106 = stablehlo.constant dense<0.0> : tensor<f32>
    %3107 = "stablehlo.reduce"(%3105, %3106) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3108 = stablehlo.add %3102, %3107 : tensor<f32>
    %3109 = stablehlo.multiply %2661, %2661 : tensor<256xf32>
    %3110 = stablehlo.constant dense<0.0> : tensor<f32>
    %3111 = "stablehlo.reduce"(%3109, %3110) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3112 = stablehlo.add %3108, %3111 : tensor<f32>
    %3113 = stablehlo.multiply %2664, %2664 : tensor<256xf32>
    %3114 = stablehlo.constant dense<0.0> : tensor<f32>
    %3115 = "stablehlo.reduce"(%3113, %3114) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3116 = stablehlo.add %3112, %3115 : tensor<f32>
    %3117 = stablehlo.multiply %2667, %2667 : tensor<3x3x256x256xf32>
    %3118 = stablehlo.constant dense<0.0> : tensor<f32>
    %3119 = "stablehlo.reduce"(%3117, %3118) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3120 = stablehlo.constant dense<0.0> : tensor<f32>
    %3121 = "stablehlo.reduce"(%3119, %3120) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3122 = stablehlo.add %3116, %3121 : tensor<f32>
    %3123 = stablehlo.multiply %2670, %2670 : tensor<256xf32>
    %3124 = stablehlo.constant dense<0.0> : tensor<f32>
    %3125 = "stablehlo.reduce"(%3123, %3124) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3126 = stablehlo.add %3122, %3125 : tensor<f32>
    %3127 = stablehlo.multiply %2673, %2673 : tensor<256xf32>
    %3128 = stablehlo.constant dense<0.0> : tensor<f32>
    %3129 = "stablehlo.reduce"(%3127, %3128) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3130 = stablehlo.add %3126, %3129 : tensor<f32>
    %3131 = stablehlo.multiply %2676, %2676 : tensor<3x3x256x256xf32>
    %3132 = stablehlo.constant dense<0.0> : tensor<f32>
    %3133 = "stablehlo.reduce"(%3131, %3132) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3134 = stablehlo.constant dense<0.0> : tensor<f32>
    %3135 = "stablehlo.reduce"(%3133, %3134) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3136 = stablehlo.add %3130, %3135 : tensor<f32>
    %3137 = stablehlo.multiply %2679, %2679 : tensor<256xf32>
    %3138 = stablehlo.constant dense<0.0> : tensor<f32>
    %3139 = "stablehlo.reduce"(%3137, %3138) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3140 = stablehlo.add %3136, %3139 : tensor<f32>
    %3141 = stablehlo.multiply %2682, %2682 : tensor<256xf32>
    %3142 = stablehlo.constant dense<0.0> : tensor<f32>
    %3143 = "stablehlo.reduce"(%3141, %3142) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3144 = stablehlo.add %3140, %3143 : tensor<f32>
    %3145 = stablehlo.multiply %2685, %2685 : tensor<3x3x256x256xf32>
    %3146 = stablehlo.constant dense<0.0> : tensor<f32>
    %3147 = "stablehlo.reduce"(%3145, %3146) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3148 = stablehlo.constant dense<0.0> : tensor<f32>
    %3149 = "stablehlo.reduce"(%3147, %3148) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3150 = stablehlo.add %3144, %3149 : tensor<f32>
    %3151 = stablehlo.multiply %2688, %2688 : tensor<256xf32>
    %3152 = stablehlo.constant dense<0.0> : tensor<f32>
    %3153 = "stablehlo.reduce"(%3151, %3152) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3154 = stablehlo.add %3150, %3153 : tensor<f32>
    %3155 = stablehlo.multiply %2691, %2691 : tensor<256xf32>
    %3156 = stablehlo.constant dense<0.0> : tensor<f32>
    %3157 = "stablehlo.reduce"(%3155, %3156) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3158 = stablehlo.add %3154, %3157 : tensor<f32>
    %3159 = stablehlo.multiply %2694, %2694 : tensor<3x3x256x256xf32>
    %3160 = stablehlo.constant dense<0.0> : tensor<f32>
    %3161 = "stablehlo.reduce"(%3159, %3160) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3162 = stablehlo.constant dense<0.0> : tensor<f32>
    %3163 = "stablehlo.reduce"(%3161, %3162) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3164 = stablehlo.add %3158, %3163 : tensor<f32>
    %3165 = stablehlo.multiply %2697, %2697 : tensor<256xf32>
    %3166 = stablehlo.constant dense<0.0> : tensor<f32>
    %3167 = "stablehlo.reduce"(%3165, %3166) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3168 = stablehlo.add %3164, %3167 : tensor<f32>
    %3169 = stablehlo.multiply %2700, %2700 : tensor<256xf32>
    %3170 = stablehlo.constant dense<0.0> : tensor<f32>
    %3171 = "stablehlo.reduce"(%3169, %3170) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3172 = stablehlo.add %3168, %3171 : tensor<f32>
    %3173 = stablehlo.multiply %2703, %2703 : tensor<3x3x256x256xf32>
    %3174 = stablehlo.constant dense<0.0> : tensor<f32>
    %3175 = "stablehlo.reduce"(%3173, %3174) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x256xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3176 = stablehlo.constant dense<0.0> : tensor<f32>
    %3177 = "stablehlo.reduce"(%3175, %3176) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3178 = stablehlo.add %3172, %3177 : tensor<f32>
    %3179 = stablehlo.multiply %2706, %2706 : tensor<256xf32>
    %3180 = stablehlo.constant dense<0.0> : tensor<f32>
    %3181 = "stablehlo.reduce"(%3179, %3180) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3182 = stablehlo.add %3178, %3181 : tensor<f32>
    %3183 = stablehlo.multiply %2709, %2709 : tensor<256xf32>
    %3184 = stablehlo.constant dense<0.0> : tensor<f32>
    %3185 = "stablehlo.reduce"(%3183, %3184) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %3186 = stablehlo.add %3182, %3185 : tensor<f32>
    %3187 = stablehlo.multiply %2712, %2712 : tensor<3x3x256x512xf32>
    %3188 = stablehlo.constant dense<0.0> : tensor<f32>
    %3189 = "stablehlo.reduce"(%3187, %3188) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x256x512xf32>, tensor<f32>) -> tensor<3x3x256xf32>
    %3190 = stablehlo.constant dense<0.0> : tensor<f32>
    %3191 = "stablehlo.reduce"(%3189, %3190) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x256xf32>, tensor<f32>) -> tensor<f32>
    %3192 = stablehlo.add %3186, %3191 : tensor<f32>
    %3193 = stablehlo.multiply %2715, %2715 : tensor<512xf32>
    %3194 = stablehlo.constant dense<0.0> : tensor<f32>
    %3195 = "stablehlo.reduce"(%3193, %3194) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3196 = stablehlo.add %3192, %3195 : tensor<f32>
    %3197 = stablehlo.multiply %2718, %2718 : tensor<512xf32>
    %3198 = stablehlo.constant dense<0.0> : tensor<f32>
    %3199 = "stablehlo.reduce"(%3197, %3198) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3200 = stablehlo.add %3196, %3199 : tensor<f32>
    %3201 = stablehlo.multiply %2721, %2721 : tensor<3x3x512x512xf32>
    %3202 = stablehlo.constant dense<0.0> : tensor<f32>
    %3203 = "stablehlo.reduce"(%3201, %3202) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3204 = stablehlo.constant dense<0.0> : tensor<f32>
    %3205 = "stablehlo.reduce"(%3203, %3204) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3206 = stablehlo.add %3200, %3205 : tensor<f32>
    %3207 = stablehlo.multiply %2724, %2724 : tensor<512xf32>
    %3208 = stablehlo.constant dense<0.0> : tensor<f32>
    %3209 = "stablehlo.reduce"(%3207, %3208) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3210 = stablehlo.add %3206, %3209 : tensor<f32>
    %3211 = stablehlo.multiply %2727, %2727 : tensor<512xf32>
    %3212 = stablehlo.constant dense<0.0> : tensor<f32>
    %3213 = "stablehlo.reduce"(%3211, %3212) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3214 = stablehlo.add %3210, %3213 : tensor<f32>
    %3215 = stablehlo.multiply %2730, %2730 : tensor<1x1x256x512xf32>
    %3216 = stablehlo.constant dense<0.0> : tensor<f32>
    %3217 = "stablehlo.reduce"(%3215, %3216) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x256x512xf32>, tensor<f32>) -> tensor<1x1x256xf32>
    %3218 = stablehlo.constant dense<0.0> : tensor<f32>
    %3219 = "stablehlo.reduce"(%3217, %3218) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<f32>
    %3220 = stablehlo.add %3214, %3219 : tensor<f32>
    %3221 = stablehlo.multiply %2733, %2733 : tensor<512xf32>
    %3222 = stablehlo.constant dense<0.0> : tensor<f32>
    %3223 = "stablehlo.reduce"(%3221, %3222) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3224 = stablehlo.add %3220, %3223 : tensor<f32>
    %3225 = stablehlo.multiply %2736, %2736 : tensor<512xf32>
    %3226 = stablehlo.constant dense<0.0> : tensor<f32>
    %3227 = "stablehlo.reduce"(%3225, %3226) ({
    ^bb0(%_r461a: tensor<f32>, %_r461b: tensor<f32>):
      %_r461c = stablehlo.add %_r461a, %_r461b : tensor<f32>
      "stablehlo.return"(%_r461c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3228 = stablehlo.add %3224, %3227 : tensor<f32>
    %3229 = stablehlo.multiply %2739, %2739 : tensor<3x3x512x512xf32>
    %3230 = stablehlo.constant dense<0.0> : tensor<f32>
    %3231 = "stablehlo.reduce"(%3229, %3230) ({
    ^bb0(%_r462a: tensor<f32>, %_r462b: tensor<f32>):
      %_r462c = stablehlo.add %_r462a, %_r462b : tensor<f32>
      "stablehlo.return"(%_r462c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3232 = stablehlo.constant dense<0.0> : tensor<f32>
    %3233 = "stablehlo.reduce"(%3231, %3232) ({
    ^bb0(%_r463a: tensor<f32>, %_r463b: tensor<f32>):
      %_r463c = stablehlo.add %_r463a, %_r463b : tensor<f32>
      "stablehlo.return"(%_r463c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3234 = stablehlo.add %3228, %3233 : tensor<f32>
    %3235 = stablehlo.multiply %2742, %2742 : tensor<512xf32>
    %3236 = stablehlo.constant dense<0.0> : tensor<f32>
    %3237 = "stablehlo.reduce"(%3235, %3236) ({
    ^bb0(%_r464a: tensor<f32>, %_r464b: tensor<f32>):
      %_r464c = stablehlo.add %_r464a, %_r464b : tensor<f32>
      "stablehlo.return"(%_r464c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3238 = stablehlo.add %3234, %3237 : tensor<f32>
    %3239 = stablehlo.multiply %2745, %2745 : tensor<512xf32>
    %3240 = stablehlo.constant dense<0.0> : tensor<f32>
    %3241 = "stablehlo.reduce"(%3239, %3240) ({
    ^bb0(%_r465a: tensor<f32>, %_r465b: tensor<f32>):
      %_r465c = stablehlo.add %_r465a, %_r465b : tensor<f32>
      "stablehlo.return"(%_r465c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3242 = stablehlo.add %3238, %3241 : tensor<f32>
    %3243 = stablehlo.multiply %2748, %2748 : tensor<3x3x512x512xf32>
    %3244 = stablehlo.constant dense<0.0> : tensor<f32>
    %3245 = "stablehlo.reduce"(%3243, %3244) ({
    ^bb0(%_r466a: tensor<f32>, %_r466b: tensor<f32>):
      %_r466c = stablehlo.add %_r466a, %_r466b : tensor<f32>
      "stablehlo.return"(%_r466c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3246 = stablehlo.constant dense<0.0> : tensor<f32>
    %3247 = "stablehlo.reduce"(%3245, %3246) ({
    ^bb0(%_r467a: tensor<f32>, %_r467b: tensor<f32>):
      %_r467c = stablehlo.add %_r467a, %_r467b : tensor<f32>
      "stablehlo.return"(%_r467c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3248 = stablehlo.add %3242, %3247 : tensor<f32>
    %3249 = stablehlo.multiply %2751, %2751 : tensor<512xf32>
    %3250 = stablehlo.constant dense<0.0> : tensor<f32>
    %3251 = "stablehlo.reduce"(%3249, %3250) ({
    ^bb0(%_r468a: tensor<f32>, %_r468b: tensor<f32>):
      %_r468c = stablehlo.add %_r468a, %_r468b : tensor<f32>
      "stablehlo.return"(%_r468c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3252 = stablehlo.add %3248, %3251 : tensor<f32>
    %3253 = stablehlo.multiply %2754, %2754 : tensor<512xf32>
    %3254 = stablehlo.constant dense<0.0> : tensor<f32>
    %3255 = "stablehlo.reduce"(%3253, %3254) ({
    ^bb0(%_r469a: tensor<f32>, %_r469b: tensor<f32>):
      %_r469c = stablehlo.add %_r469a, %_r469b : tensor<f32>
      "stablehlo.return"(%_r469c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3256 = stablehlo.add %3252, %3255 : tensor<f32>
    %3257 = stablehlo.multiply %2757, %2757 : tensor<3x3x512x512xf32>
    %3258 = stablehlo.constant dense<0.0> : tensor<f32>
    %3259 = "stablehlo.reduce"(%3257, %3258) ({
    ^bb0(%_r470a: tensor<f32>, %_r470b: tensor<f32>):
      %_r470c = stablehlo.add %_r470a, %_r470b : tensor<f32>
      "stablehlo.return"(%_r470c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3260 = stablehlo.constant dense<0.0> : tensor<f32>
    %3261 = "stablehlo.reduce"(%3259, %3260) ({
    ^bb0(%_r471a: tensor<f32>, %_r471b: tensor<f32>):
      %_r471c = stablehlo.add %_r471a, %_r471b : tensor<f32>
      "stablehlo.return"(%_r471c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3262 = stablehlo.add %3256, %3261 : tensor<f32>
    %3263 = stablehlo.multiply %2760, %2760 : tensor<512xf32>
    %3264 = stablehlo.constant dense<0.0> : tensor<f32>
    %3265 = "stablehlo.reduce"(%3263, %3264) ({
    ^bb0(%_r472a: tensor<f32>, %_r472b: tensor<f32>):
      %_r472c = stablehlo.add %_r472a, %_r472b : tensor<f32>
      "stablehlo.return"(%_r472c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3266 = stablehlo.add %3262, %3265 : tensor<f32>
    %3267 = stablehlo.multiply %2763, %2763 : tensor<512xf32>
    %3268 = stablehlo.constant dense<0.0> : tensor<f32>
    %3269 = "stablehlo.reduce"(%3267, %3268) ({
    ^bb0(%_r473a: tensor<f32>, %_r473b: tensor<f32>):
      %_r473c = stablehlo.add %_r473a, %_r473b : tensor<f32>
      "stablehlo.return"(%_r473c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3270 = stablehlo.add %3266, %3269 : tensor<f32>
    %3271 = stablehlo.multiply %2766, %2766 : tensor<3x3x512x512xf32>
    %3272 = stablehlo.constant dense<0.0> : tensor<f32>
    %3273 = "stablehlo.reduce"(%3271, %3272) ({
    ^bb0(%_r474a: tensor<f32>, %_r474b: tensor<f32>):
      %_r474c = stablehlo.add %_r474a, %_r474b : tensor<f32>
      "stablehlo.return"(%_r474c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<3x3x512x512xf32>, tensor<f32>) -> tensor<3x3x512xf32>
    %3274 = stablehlo.constant dense<0.0> : tensor<f32>
    %3275 = "stablehlo.reduce"(%3273, %3274) ({
    ^bb0(%_r475a: tensor<f32>, %_r475b: tensor<f32>):
      %_r475c = stablehlo.add %_r475a, %_r475b : tensor<f32>
      "stablehlo.return"(%_r475c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x3x512xf32>, tensor<f32>) -> tensor<f32>
    %3276 = stablehlo.add %3270, %3275 : tensor<f32>
    %3277 = stablehlo.multiply %2769, %2769 : tensor<512xf32>
    %3278 = stablehlo.constant dense<0.0> : tensor<f32>
    %3279 = "stablehlo.reduce"(%3277, %3278) ({
    ^bb0(%_r476a: tensor<f32>, %_r476b: tensor<f32>):
      %_r476c = stablehlo.add %_r476a, %_r476b : tensor<f32>
      "stablehlo.return"(%_r476c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3280 = stablehlo.add %3276, %3279 : tensor<f32>
    %3281 = stablehlo.multiply %2772, %2772 : tensor<512xf32>
    %3282 = stablehlo.constant dense<0.0> : tensor<f32>
    %3283 = "stablehlo.reduce"(%3281, %3282) ({
    ^bb0(%_r477a: tensor<f32>, %_r477b: tensor<f32>):
      %_r477c = stablehlo.add %_r477a, %_r477b : tensor<f32>
      "stablehlo.return"(%_r477c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3284 = stablehlo.add %3280, %3283 : tensor<f32>
    %3285 = stablehlo.multiply %2775, %2775 : tensor<512x1000xf32>
    %3286 = stablehlo.constant dense<0.0> : tensor<f32>
    %3287 = "stablehlo.reduce"(%3285, %3286) ({
    ^bb0(%_r478a: tensor<f32>, %_r478b: tensor<f32>):
      %_r478c = stablehlo.add %_r478a, %_r478b : tensor<f32>
      "stablehlo.return"(%_r478c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<512x1000xf32>, tensor<f32>) -> tensor<512xf32>
    %3288 = stablehlo.constant dense<0.0> : tensor<f32>
    %3289 = "stablehlo.reduce"(%3287, %3288) ({
    ^bb0(%_r479a: tensor<f32>, %_r479b: tensor<f32>):
      %_r479c = stablehlo.add %_r479a, %_r479b : tensor<f32>
      "stablehlo.return"(%_r479c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %3290 = stablehlo.add %3284, %3289 : tensor<f32>
    %3291 = stablehlo.multiply %2778, %2778 : tensor<1000xf32>
    %3292 = stablehlo.constant dense<0.0> : tensor<f32>
    %3293 = "stablehlo.reduce"(%3291, %3292) ({
    ^bb0(%_r480a: tensor<f32>, %_r480b: tensor<f32>):
      %_r480c = stablehlo.add %_r480a, %_r480b : tensor<f32>
      "stablehlo.return"(%_r480c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %3294 = stablehlo.add %3290, %3293 : tensor<f32>
    %3295 = stablehlo.sqrt %3294 : tensor<f32>
    %3296 = stablehlo.constant dense<1.0> : tensor<f32>
    %3297 = "stablehlo.compare"(%3295, %3296) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3298 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3299 = stablehlo.divide %2451, %3298 : tensor<7x7x3x64xf32>
    %3300 = stablehlo.constant dense<1.0> : tensor<7x7x3x64xf32>
    %3301 = stablehlo.multiply %3299, %3300 : tensor<7x7x3x64xf32>
    %3302 = "stablehlo.select"(%3297, %2451, %3301) : (tensor<i1>, tensor<7x7x3x64xf32>, tensor<7x7x3x64xf32>) -> tensor<7x7x3x64xf32>
    %3303 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3304 = stablehlo.divide %2454, %3303 : tensor<64xf32>
    %3305 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3306 = stablehlo.multiply %3304, %3305 : tensor<64xf32>
    %3307 = "stablehlo.select"(%3297, %2454, %3306) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3308 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3309 = stablehlo.divide %2457, %3308 : tensor<64xf32>
    %3310 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3311 = stablehlo.multiply %3309, %3310 : tensor<64xf32>
    %3312 = "stablehlo.select"(%3297, %2457, %3311) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3313 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3314 = stablehlo.divide %2460, %3313 : tensor<3x3x64x64xf32>
    %3315 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3316 = stablehlo.multiply %3314, %3315 : tensor<3x3x64x64xf32>
    %3317 = "stablehlo.select"(%3297, %2460, %3316) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3318 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3319 = stablehlo.divide %2463, %3318 : tensor<64xf32>
    %3320 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3321 = stablehlo.multiply %3319, %3320 : tensor<64xf32>
    %3322 = "stablehlo.select"(%3297, %2463, %3321) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3323 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3324 = stablehlo.divide %2466, %3323 : tensor<64xf32>
    %3325 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3326 = stablehlo.multiply %3324, %3325 : tensor<64xf32>
    %3327 = "stablehlo.select"(%3297, %2466, %3326) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3328 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3329 = stablehlo.divide %2469, %3328 : tensor<3x3x64x64xf32>
    %3330 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3331 = stablehlo.multiply %3329, %3330 : tensor<3x3x64x64xf32>
    %3332 = "stablehlo.select"(%3297, %2469, %3331) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3333 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3334 = stablehlo.divide %2472, %3333 : tensor<64xf32>
    %3335 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3336 = stablehlo.multiply %3334, %3335 : tensor<64xf32>
    %3337 = "stablehlo.select"(%3297, %2472, %3336) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3338 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3339 = stablehlo.divide %2475, %3338 : tensor<64xf32>
    %3340 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3341 = stablehlo.multiply %3339, %3340 : tensor<64xf32>
    %3342 = "stablehlo.select"(%3297, %2475, %3341) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3343 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3344 = stablehlo.divide %2478, %3343 : tensor<3x3x64x64xf32>
    %3345 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3346 = stablehlo.multiply %3344, %3345 : tensor<3x3x64x64xf32>
    %3347 = "stablehlo.select"(%3297, %2478, %3346) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3348 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3349 = stablehlo.divide %2481, %3348 : tensor<64xf32>
    %3350 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3351 = stablehlo.multiply %3349, %3350 : tensor<64xf32>
    %3352 = "stablehlo.select"(%3297, %2481, %3351) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3353 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3354 = stablehlo.divide %2484, %3353 : tensor<64xf32>
    %3355 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3356 = stablehlo.multiply %3354, %3355 : tensor<64xf32>
    %3357 = "stablehlo.select"(%3297, %2484, %3356) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3358 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3359 = stablehlo.divide %2487, %3358 : tensor<3x3x64x64xf32>
    %3360 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3361 = stablehlo.multiply %3359, %3360 : tensor<3x3x64x64xf32>
    %3362 = "stablehlo.select"(%3297, %2487, %3361) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3363 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3364 = stablehlo.divide %2490, %3363 : tensor<64xf32>
    %3365 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3366 = stablehlo.multiply %3364, %3365 : tensor<64xf32>
    %3367 = "stablehlo.select"(%3297, %2490, %3366) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3368 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3369 = stablehlo.divide %2493, %3368 : tensor<64xf32>
    %3370 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3371 = stablehlo.multiply %3369, %3370 : tensor<64xf32>
    %3372 = "stablehlo.select"(%3297, %2493, %3371) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3373 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3374 = stablehlo.divide %2496, %3373 : tensor<3x3x64x64xf32>
    %3375 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3376 = stablehlo.multiply %3374, %3375 : tensor<3x3x64x64xf32>
    %3377 = "stablehlo.select"(%3297, %2496, %3376) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3378 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3379 = stablehlo.divide %2499, %3378 : tensor<64xf32>
    %3380 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3381 = stablehlo.multiply %3379, %3380 : tensor<64xf32>
    %3382 = "stablehlo.select"(%3297, %2499, %3381) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3383 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3384 = stablehlo.divide %2502, %3383 : tensor<64xf32>
    %3385 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3386 = stablehlo.multiply %3384, %3385 : tensor<64xf32>
    %3387 = "stablehlo.select"(%3297, %2502, %3386) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3388 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3389 = stablehlo.divide %2505, %3388 : tensor<3x3x64x64xf32>
    %3390 = stablehlo.constant dense<1.0> : tensor<3x3x64x64xf32>
    %3391 = stablehlo.multiply %3389, %3390 : tensor<3x3x64x64xf32>
    %3392 = "stablehlo.select"(%3297, %2505, %3391) : (tensor<i1>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %3393 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3394 = stablehlo.divide %2508, %3393 : tensor<64xf32>
    %3395 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3396 = stablehlo.multiply %3394, %3395 : tensor<64xf32>
    %3397 = "stablehlo.select"(%3297, %2508, %3396) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3398 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3399 = stablehlo.divide %2511, %3398 : tensor<64xf32>
    %3400 = stablehlo.constant dense<1.0> : tensor<64xf32>
    %3401 = stablehlo.multiply %3399, %3400 : tensor<64xf32>
    %3402 = "stablehlo.select"(%3297, %2511, %3401) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3403 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %3404 = stablehlo.divide %2514, %3403 : tensor<3x3x64x128xf32>
    %3405 = stablehlo.constant dense<1.0> : tensor<3x3x64x128xf32>
    %3406 = stablehlo.multiply %3404, %3405 : tensor<3x3x64x128xf32>
    %3407 = "stablehlo.select"(%3297, %2514, %3406) : (tensor<i1>, tensor<3x3x64x128xf32>, tensor<3x3x64x128xf32>) -> tensor<3x3x64x128xf32>
    %3408 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3409 = stablehlo.divide %2517, %3408 : tensor<128xf32>
    %3410 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3411 = stablehlo.multiply %3409, %3410 : tensor<128xf32>
    %3412 = "stablehlo.select"(%3297, %2517, %3411) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3413 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3414 = stablehlo.divide %2520, %3413 : tensor<128xf32>
    %3415 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3416 = stablehlo.multiply %3414, %3415 : tensor<128xf32>
    %3417 = "stablehlo.select"(%3297, %2520, %3416) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3418 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3419 = stablehlo.divide %2523, %3418 : tensor<3x3x128x128xf32>
    %3420 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3421 = stablehlo.multiply %3419, %3420 : tensor<3x3x128x128xf32>
    %3422 = "stablehlo.select"(%3297, %2523, %3421) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3423 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3424 = stablehlo.divide %2526, %3423 : tensor<128xf32>
    %3425 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3426 = stablehlo.multiply %3424, %3425 : tensor<128xf32>
    %3427 = "stablehlo.select"(%3297, %2526, %3426) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3428 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3429 = stablehlo.divide %2529, %3428 : tensor<128xf32>
    %3430 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3431 = stablehlo.multiply %3429, %3430 : tensor<128xf32>
    %3432 = "stablehlo.select"(%3297, %2529, %3431) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3433 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %3434 = stablehlo.divide %2532, %3433 : tensor<1x1x64x128xf32>
    %3435 = stablehlo.constant dense<1.0> : tensor<1x1x64x128xf32>
    %3436 = stablehlo.multiply %3434, %3435 : tensor<1x1x64x128xf32>
    %3437 = "stablehlo.select"(%3297, %2532, %3436) : (tensor<i1>, tensor<1x1x64x128xf32>, tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %3438 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3439 = stablehlo.divide %2535, %3438 : tensor<128xf32>
    %3440 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3441 = stablehlo.multiply %3439, %3440 : tensor<128xf32>
    %3442 = "stablehlo.select"(%3297, %2535, %3441) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3443 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3444 = stablehlo.divide %2538, %3443 : tensor<128xf32>
    %3445 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3446 = stablehlo.multiply %3444, %3445 : tensor<128xf32>
    %3447 = "stablehlo.select"(%3297, %2538, %3446) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3448 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3449 = stablehlo.divide %2541, %3448 : tensor<3x3x128x128xf32>
    %3450 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3451 = stablehlo.multiply %3449, %3450 : tensor<3x3x128x128xf32>
    %3452 = "stablehlo.select"(%3297, %2541, %3451) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3453 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3454 = stablehlo.divide %2544, %3453 : tensor<128xf32>
    %3455 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3456 = stablehlo.multiply %3454, %3455 : tensor<128xf32>
    %3457 = "stablehlo.select"(%3297, %2544, %3456) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3458 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3459 = stablehlo.divide %2547, %3458 : tensor<128xf32>
    %3460 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3461 = stablehlo.multiply %3459, %3460 : tensor<128xf32>
    %3462 = "stablehlo.select"(%3297, %2547, %3461) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3463 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3464 = stablehlo.divide %2550, %3463 : tensor<3x3x128x128xf32>
    %3465 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3466 = stablehlo.multiply %3464, %3465 : tensor<3x3x128x128xf32>
    %3467 = "stablehlo.select"(%3297, %2550, %3466) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3468 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3469 = stablehlo.divide %2553, %3468 : tensor<128xf32>
    %3470 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3471 = stablehlo.multiply %3469, %3470 : tensor<128xf32>
    %3472 = "stablehlo.select"(%3297, %2553, %3471) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3473 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3474 = stablehlo.divide %2556, %3473 : tensor<128xf32>
    %3475 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3476 = stablehlo.multiply %3474, %3475 : tensor<128xf32>
    %3477 = "stablehlo.select"(%3297, %2556, %3476) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3478 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3479 = stablehlo.divide %2559, %3478 : tensor<3x3x128x128xf32>
    %3480 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3481 = stablehlo.multiply %3479, %3480 : tensor<3x3x128x128xf32>
    %3482 = "stablehlo.select"(%3297, %2559, %3481) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3483 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3484 = stablehlo.divide %2562, %3483 : tensor<128xf32>
    %3485 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3486 = stablehlo.multiply %3484, %3485 : tensor<128xf32>
    %3487 = "stablehlo.select"(%3297, %2562, %3486) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3488 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3489 = stablehlo.divide %2565, %3488 : tensor<128xf32>
    %3490 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3491 = stablehlo.multiply %3489, %3490 : tensor<128xf32>
    %3492 = "stablehlo.select"(%3297, %2565, %3491) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3493 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3494 = stablehlo.divide %2568, %3493 : tensor<3x3x128x128xf32>
    %3495 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3496 = stablehlo.multiply %3494, %3495 : tensor<3x3x128x128xf32>
    %3497 = "stablehlo.select"(%3297, %2568, %3496) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3498 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3499 = stablehlo.divide %2571, %3498 : tensor<128xf32>
    %3500 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3501 = stablehlo.multiply %3499, %3500 : tensor<128xf32>
    %3502 = "stablehlo.select"(%3297, %2571, %3501) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3503 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3504 = stablehlo.divide %2574, %3503 : tensor<128xf32>
    %3505 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3506 = stablehlo.multiply %3504, %3505 : tensor<128xf32>
    %3507 = "stablehlo.select"(%3297, %2574, %3506) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3508 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3509 = stablehlo.divide %2577, %3508 : tensor<3x3x128x128xf32>
    %3510 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3511 = stablehlo.multiply %3509, %3510 : tensor<3x3x128x128xf32>
    %3512 = "stablehlo.select"(%3297, %2577, %3511) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3513 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3514 = stablehlo.divide %2580, %3513 : tensor<128xf32>
    %3515 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3516 = stablehlo.multiply %3514, %3515 : tensor<128xf32>
    %3517 = "stablehlo.select"(%3297, %2580, %3516) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3518 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3519 = stablehlo.divide %2583, %3518 : tensor<128xf32>
    %3520 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3521 = stablehlo.multiply %3519, %3520 : tensor<128xf32>
    %3522 = "stablehlo.select"(%3297, %2583, %3521) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3523 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %3524 = stablehlo.divide %2586, %3523 : tensor<3x3x128x128xf32>
    %3525 = stablehlo.constant dense<1.0> : tensor<3x3x128x128xf32>
    %3526 = stablehlo.multiply %3524, %3525 : tensor<3x3x128x128xf32>
    %3527 = "stablehlo.select"(%3297, %2586, %3526) : (tensor<i1>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>) -> tensor<3x3x128x128xf32>
    %3528 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3529 = stablehlo.divide %2589, %3528 : tensor<128xf32>
    %3530 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3531 = stablehlo.multiply %3529, %3530 : tensor<128xf32>
    %3532 = "stablehlo.select"(%3297, %2589, %3531) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3533 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %3534 = stablehlo.divide %2592, %3533 : tensor<128xf32>
    %3535 = stablehlo.constant dense<1.0> : tensor<128xf32>
    %3536 = stablehlo.multiply %3534, %3535 : tensor<128xf32>
    %3537 = "stablehlo.select"(%3297, %2592, %3536) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3538 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %3539 = stablehlo.divide %2595, %3538 : tensor<3x3x128x256xf32>
    %3540 = stablehlo.constant dense<1.0> : tensor<3x3x128x256xf32>
    %3541 = stablehlo.multiply %3539, %3540 : tensor<3x3x128x256xf32>
    %3542 = "stablehlo.select"(%3297, %2595, %3541) : (tensor<i1>, tensor<3x3x128x256xf32>, tensor<3x3x128x256xf32>) -> tensor<3x3x128x256xf32>
    %3543 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3544 = stablehlo.divide %2598, %3543 : tensor<256xf32>
    %3545 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3546 = stablehlo.multiply %3544, %3545 : tensor<256xf32>
    %3547 = "stablehlo.select"(%3297, %2598, %3546) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3548 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3549 = stablehlo.divide %2601, %3548 : tensor<256xf32>
    %3550 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3551 = stablehlo.multiply %3549, %3550 : tensor<256xf32>
    %3552 = "stablehlo.select"(%3297, %2601, %3551) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3553 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3554 = stablehlo.divide %2604, %3553 : tensor<3x3x256x256xf32>
    %3555 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3556 = stablehlo.multiply %3554, %3555 : tensor<3x3x256x256xf32>
    %3557 = "stablehlo.select"(%3297, %2604, %3556) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3558 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3559 = stablehlo.divide %2607, %3558 : tensor<256xf32>
    %3560 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3561 = stablehlo.multiply %3559, %3560 : tensor<256xf32>
    %3562 = "stablehlo.select"(%3297, %2607, %3561) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3563 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3564 = stablehlo.divide %2610, %3563 : tensor<256xf32>
    %3565 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3566 = stablehlo.multiply %3564, %3565 : tensor<256xf32>
    %3567 = "stablehlo.select"(%3297, %2610, %3566) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3568 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %3569 = stablehlo.divide %2613, %3568 : tensor<1x1x128x256xf32>
    %3570 = stablehlo.constant dense<1.0> : tensor<1x1x128x256xf32>
    %3571 = stablehlo.multiply %3569, %3570 : tensor<1x1x128x256xf32>
    %3572 = "stablehlo.select"(%3297, %2613, %3571) : (tensor<i1>, tensor<1x1x128x256xf32>, tensor<1x1x128x256xf32>) -> tensor<1x1x128x256xf32>
    %3573 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3574 = stablehlo.divide %2616, %3573 : tensor<256xf32>
    %3575 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3576 = stablehlo.multiply %3574, %3575 : tensor<256xf32>
    %3577 = "stablehlo.select"(%3297, %2616, %3576) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3578 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3579 = stablehlo.divide %2619, %3578 : tensor<256xf32>
    %3580 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3581 = stablehlo.multiply %3579, %3580 : tensor<256xf32>
    %3582 = "stablehlo.select"(%3297, %2619, %3581) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3583 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3584 = stablehlo.divide %2622, %3583 : tensor<3x3x256x256xf32>
    %3585 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3586 = stablehlo.multiply %3584, %3585 : tensor<3x3x256x256xf32>
    %3587 = "stablehlo.select"(%3297, %2622, %3586) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3588 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3589 = stablehlo.divide %2625, %3588 : tensor<256xf32>
    %3590 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3591 = stablehlo.multiply %3589, %3590 : tensor<256xf32>
    %3592 = "stablehlo.select"(%3297, %2625, %3591) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3593 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3594 = stablehlo.divide %2628, %3593 : tensor<256xf32>
    %3595 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3596 = stablehlo.multiply %3594, %3595 : tensor<256xf32>
    %3597 = "stablehlo.select"(%3297, %2628, %3596) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3598 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3599 = stablehlo.divide %2631, %3598 : tensor<3x3x256x256xf32>
    %3600 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3601 = stablehlo.multiply %3599, %3600 : tensor<3x3x256x256xf32>
    %3602 = "stablehlo.select"(%3297, %2631, %3601) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3603 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3604 = stablehlo.divide %2634, %3603 : tensor<256xf32>
    %3605 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3606 = stablehlo.multiply %3604, %3605 : tensor<256xf32>
    %3607 = "stablehlo.select"(%3297, %2634, %3606) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3608 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3609 = stablehlo.divide %2637, %3608 : tensor<256xf32>
    %3610 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3611 = stablehlo.multiply %3609, %3610 : tensor<256xf32>
    %3612 = "stablehlo.select"(%3297, %2637, %3611) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3613 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3614 = stablehlo.divide %2640, %3613 : tensor<3x3x256x256xf32>
    %3615 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3616 = stablehlo.multiply %3614, %3615 : tensor<3x3x256x256xf32>
    %3617 = "stablehlo.select"(%3297, %2640, %3616) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3618 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3619 = stablehlo.divide %2643, %3618 : tensor<256xf32>
    %3620 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3621 = stablehlo.multiply %3619, %3620 : tensor<256xf32>
    %3622 = "stablehlo.select"(%3297, %2643, %3621) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3623 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3624 = stablehlo.divide %2646, %3623 : tensor<256xf32>
    %3625 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3626 = stablehlo.multiply %3624, %3625 : tensor<256xf32>
    %3627 = "stablehlo.select"(%3297, %2646, %3626) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3628 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3629 = stablehlo.divide %2649, %3628 : tensor<3x3x256x256xf32>
    %3630 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3631 = stablehlo.multiply %3629, %3630 : tensor<3x3x256x256xf32>
    %3632 = "stablehlo.select"(%3297, %2649, %3631) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3633 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3634 = stablehlo.divide %2652, %3633 : tensor<256xf32>
    %3635 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3636 = stablehlo.multiply %3634, %3635 : tensor<256xf32>
    %3637 = "stablehlo.select"(%3297, %2652, %3636) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3638 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3639 = stablehlo.divide %2655, %3638 : tensor<256xf32>
    %3640 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3641 = stablehlo.multiply %3639, %3640 : tensor<256xf32>
    %3642 = "stablehlo.select"(%3297, %2655, %3641) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3643 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3644 = stablehlo.divide %2658, %3643 : tensor<3x3x256x256xf32>
    %3645 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3646 = stablehlo.multiply %3644, %3645 : tensor<3x3x256x256xf32>
    %3647 = "stablehlo.select"(%3297, %2658, %3646) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3648 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3649 = stablehlo.divide %2661, %3648 : tensor<256xf32>
    %3650 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3651 = stablehlo.multiply %3649, %3650 : tensor<256xf32>
    %3652 = "stablehlo.select"(%3297, %2661, %3651) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3653 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3654 = stablehlo.divide %2664, %3653 : tensor<256xf32>
    %3655 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3656 = stablehlo.multiply %3654, %3655 : tensor<256xf32>
    %3657 = "stablehlo.select"(%3297, %2664, %3656) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3658 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3659 = stablehlo.divide %2667, %3658 : tensor<3x3x256x256xf32>
    %3660 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3661 = stablehlo.multiply %3659, %3660 : tensor<3x3x256x256xf32>
    %3662 = "stablehlo.select"(%3297, %2667, %3661) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3663 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3664 = stablehlo.divide %2670, %3663 : tensor<256xf32>
    %3665 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3666 = stablehlo.multiply %3664, %3665 : tensor<256xf32>
    %3667 = "stablehlo.select"(%3297, %2670, %3666) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3668 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3669 = stablehlo.divide %2673, %3668 : tensor<256xf32>
    %3670 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3671 = stablehlo.multiply %3669, %3670 : tensor<256xf32>
    %3672 = "stablehlo.select"(%3297, %2673, %3671) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3673 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3674 = stablehlo.divide %2676, %3673 : tensor<3x3x256x256xf32>
    %3675 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3676 = stablehlo.multiply %3674, %3675 : tensor<3x3x256x256xf32>
    %3677 = "stablehlo.select"(%3297, %2676, %3676) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3678 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3679 = stablehlo.divide %2679, %3678 : tensor<256xf32>
    %3680 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3681 = stablehlo.multiply %3679, %3680 : tensor<256xf32>
    %3682 = "stablehlo.select"(%3297, %2679, %3681) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3683 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3684 = stablehlo.divide %2682, %3683 : tensor<256xf32>
    %3685 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3686 = stablehlo.multiply %3684, %3685 : tensor<256xf32>
    %3687 = "stablehlo.select"(%3297, %2682, %3686) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3688 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3689 = stablehlo.divide %2685, %3688 : tensor<3x3x256x256xf32>
    %3690 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3691 = stablehlo.multiply %3689, %3690 : tensor<3x3x256x256xf32>
    %3692 = "stablehlo.select"(%3297, %2685, %3691) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3693 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3694 = stablehlo.divide %2688, %3693 : tensor<256xf32>
    %3695 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3696 = stablehlo.multiply %3694, %3695 : tensor<256xf32>
    %3697 = "stablehlo.select"(%3297, %2688, %3696) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3698 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3699 = stablehlo.divide %2691, %3698 : tensor<256xf32>
    %3700 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3701 = stablehlo.multiply %3699, %3700 : tensor<256xf32>
    %3702 = "stablehlo.select"(%3297, %2691, %3701) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3703 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3704 = stablehlo.divide %2694, %3703 : tensor<3x3x256x256xf32>
    %3705 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3706 = stablehlo.multiply %3704, %3705 : tensor<3x3x256x256xf32>
    %3707 = "stablehlo.select"(%3297, %2694, %3706) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3708 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3709 = stablehlo.divide %2697, %3708 : tensor<256xf32>
    %3710 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3711 = stablehlo.multiply %3709, %3710 : tensor<256xf32>
    %3712 = "stablehlo.select"(%3297, %2697, %3711) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3713 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3714 = stablehlo.divide %2700, %3713 : tensor<256xf32>
    %3715 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3716 = stablehlo.multiply %3714, %3715 : tensor<256xf32>
    %3717 = "stablehlo.select"(%3297, %2700, %3716) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3718 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %3719 = stablehlo.divide %2703, %3718 : tensor<3x3x256x256xf32>
    %3720 = stablehlo.constant dense<1.0> : tensor<3x3x256x256xf32>
    %3721 = stablehlo.multiply %3719, %3720 : tensor<3x3x256x256xf32>
    %3722 = "stablehlo.select"(%3297, %2703, %3721) : (tensor<i1>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>) -> tensor<3x3x256x256xf32>
    %3723 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3724 = stablehlo.divide %2706, %3723 : tensor<256xf32>
    %3725 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3726 = stablehlo.multiply %3724, %3725 : tensor<256xf32>
    %3727 = "stablehlo.select"(%3297, %2706, %3726) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3728 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %3729 = stablehlo.divide %2709, %3728 : tensor<256xf32>
    %3730 = stablehlo.constant dense<1.0> : tensor<256xf32>
    %3731 = stablehlo.multiply %3729, %3730 : tensor<256xf32>
    %3732 = "stablehlo.select"(%3297, %2709, %3731) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3733 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %3734 = stablehlo.divide %2712, %3733 : tensor<3x3x256x512xf32>
    %3735 = stablehlo.constant dense<1.0> : tensor<3x3x256x512xf32>
    %3736 = stablehlo.multiply %3734, %3735 : tensor<3x3x256x512xf32>
    %3737 = "stablehlo.select"(%3297, %2712, %3736) : (tensor<i1>, tensor<3x3x256x512xf32>, tensor<3x3x256x512xf32>) -> tensor<3x3x256x512xf32>
    %3738 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3739 = stablehlo.divide %2715, %3738 : tensor<512xf32>
    %3740 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3741 = stablehlo.multiply %3739, %3740 : tensor<512xf32>
    %3742 = "stablehlo.select"(%3297, %2715, %3741) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3743 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3744 = stablehlo.divide %2718, %3743 : tensor<512xf32>
    %3745 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3746 = stablehlo.multiply %3744, %3745 : tensor<512xf32>
    %3747 = "stablehlo.select"(%3297, %2718, %3746) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3748 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3749 = stablehlo.divide %2721, %3748 : tensor<3x3x512x512xf32>
    %3750 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3751 = stablehlo.multiply %3749, %3750 : tensor<3x3x512x512xf32>
    %3752 = "stablehlo.select"(%3297, %2721, %3751) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3753 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3754 = stablehlo.divide %2724, %3753 : tensor<512xf32>
    %3755 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3756 = stablehlo.multiply %3754, %3755 : tensor<512xf32>
    %3757 = "stablehlo.select"(%3297, %2724, %3756) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3758 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3759 = stablehlo.divide %2727, %3758 : tensor<512xf32>
    %3760 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3761 = stablehlo.multiply %3759, %3760 : tensor<512xf32>
    %3762 = "stablehlo.select"(%3297, %2727, %3761) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3763 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %3764 = stablehlo.divide %2730, %3763 : tensor<1x1x256x512xf32>
    %3765 = stablehlo.constant dense<1.0> : tensor<1x1x256x512xf32>
    %3766 = stablehlo.multiply %3764, %3765 : tensor<1x1x256x512xf32>
    %3767 = "stablehlo.select"(%3297, %2730, %3766) : (tensor<i1>, tensor<1x1x256x512xf32>, tensor<1x1x256x512xf32>) -> tensor<1x1x256x512xf32>
    %3768 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3769 = stablehlo.divide %2733, %3768 : tensor<512xf32>
    %3770 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3771 = stablehlo.multiply %3769, %3770 : tensor<512xf32>
    %3772 = "stablehlo.select"(%3297, %2733, %3771) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3773 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3774 = stablehlo.divide %2736, %3773 : tensor<512xf32>
    %3775 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3776 = stablehlo.multiply %3774, %3775 : tensor<512xf32>
    %3777 = "stablehlo.select"(%3297, %2736, %3776) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3778 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3779 = stablehlo.divide %2739, %3778 : tensor<3x3x512x512xf32>
    %3780 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3781 = stablehlo.multiply %3779, %3780 : tensor<3x3x512x512xf32>
    %3782 = "stablehlo.select"(%3297, %2739, %3781) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3783 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3784 = stablehlo.divide %2742, %3783 : tensor<512xf32>
    %3785 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3786 = stablehlo.multiply %3784, %3785 : tensor<512xf32>
    %3787 = "stablehlo.select"(%3297, %2742, %3786) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3788 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3789 = stablehlo.divide %2745, %3788 : tensor<512xf32>
    %3790 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3791 = stablehlo.multiply %3789, %3790 : tensor<512xf32>
    %3792 = "stablehlo.select"(%3297, %2745, %3791) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3793 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3794 = stablehlo.divide %2748, %3793 : tensor<3x3x512x512xf32>
    %3795 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3796 = stablehlo.multiply %3794, %3795 : tensor<3x3x512x512xf32>
    %3797 = "stablehlo.select"(%3297, %2748, %3796) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3798 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3799 = stablehlo.divide %2751, %3798 : tensor<512xf32>
    %3800 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3801 = stablehlo.multiply %3799, %3800 : tensor<512xf32>
    %3802 = "stablehlo.select"(%3297, %2751, %3801) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3803 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3804 = stablehlo.divide %2754, %3803 : tensor<512xf32>
    %3805 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3806 = stablehlo.multiply %3804, %3805 : tensor<512xf32>
    %3807 = "stablehlo.select"(%3297, %2754, %3806) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3808 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3809 = stablehlo.divide %2757, %3808 : tensor<3x3x512x512xf32>
    %3810 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3811 = stablehlo.multiply %3809, %3810 : tensor<3x3x512x512xf32>
    %3812 = "stablehlo.select"(%3297, %2757, %3811) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3813 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3814 = stablehlo.divide %2760, %3813 : tensor<512xf32>
    %3815 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3816 = stablehlo.multiply %3814, %3815 : tensor<512xf32>
    %3817 = "stablehlo.select"(%3297, %2760, %3816) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3818 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3819 = stablehlo.divide %2763, %3818 : tensor<512xf32>
    %3820 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3821 = stablehlo.multiply %3819, %3820 : tensor<512xf32>
    %3822 = "stablehlo.select"(%3297, %2763, %3821) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3823 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %3824 = stablehlo.divide %2766, %3823 : tensor<3x3x512x512xf32>
    %3825 = stablehlo.constant dense<1.0> : tensor<3x3x512x512xf32>
    %3826 = stablehlo.multiply %3824, %3825 : tensor<3x3x512x512xf32>
    %3827 = "stablehlo.select"(%3297, %2766, %3826) : (tensor<i1>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>) -> tensor<3x3x512x512xf32>
    %3828 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3829 = stablehlo.divide %2769, %3828 : tensor<512xf32>
    %3830 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3831 = stablehlo.multiply %3829, %3830 : tensor<512xf32>
    %3832 = "stablehlo.select"(%3297, %2769, %3831) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3833 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %3834 = stablehlo.divide %2772, %3833 : tensor<512xf32>
    %3835 = stablehlo.constant dense<1.0> : tensor<512xf32>
    %3836 = stablehlo.multiply %3834, %3835 : tensor<512xf32>
    %3837 = "stablehlo.select"(%3297, %2772, %3836) : (tensor<i1>, tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %3838 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %3839 = stablehlo.divide %2775, %3838 : tensor<512x1000xf32>
    %3840 = stablehlo.constant dense<1.0> : tensor<512x1000xf32>
    %3841 = stablehlo.multiply %3839, %3840 : tensor<512x1000xf32>
    %3842 = "stablehlo.select"(%3297, %2775, %3841) : (tensor<i1>, tensor<512x1000xf32>, tensor<512x1000xf32>) -> tensor<512x1000xf32>
    %3843 = "stablehlo.broadcast_in_dim"(%3295) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3844 = stablehlo.divide %2778, %3843 : tensor<1000xf32>
    %3845 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3846 = stablehlo.multiply %3844, %3845 : tensor<1000xf32>
    %3847 = "stablehlo.select"(%3297, %2778, %3846) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3848 = stablehlo.constant dense<0.9> : tensor<7x7x3x64xf32>
    %3849 = stablehlo.multiply %3848, %m.conv1.w : tensor<7x7x3x64xf32>
    %3850 = stablehlo.constant dense<0.1> : tensor<7x7x3x64xf32>
    %3851 = stablehlo.multiply %3850, %3302 : tensor<7x7x3x64xf32>
    %3852 = stablehlo.add %3849, %3851 : tensor<7x7x3x64xf32>
    %3853 = stablehlo.constant dense<0.999> : tensor<7x7x3x64xf32>
    %3854 = stablehlo.multiply %3853, %v.conv1.w : tensor<7x7x3x64xf32>
    %3855 = stablehlo.constant dense<0.001> : tensor<7x7x3x64xf32>
    %3856 = stablehlo.multiply %3302, %3302 : tensor<7x7x3x64xf32>
    %3857 = stablehlo.multiply %3855, %3856 : tensor<7x7x3x64xf32>
    %3858 = stablehlo.add %3854, %3857 : tensor<7x7x3x64xf32>
    %3859 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3860 = stablehlo.divide %3852, %3859 : tensor<7x7x3x64xf32>
    %3861 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %3862 = stablehlo.divide %3858, %3861 : tensor<7x7x3x64xf32>
    %3863 = stablehlo.sqrt %3862 : tensor<7x7x3x64xf32>
    %3864 = stablehlo.constant dense<1.0e-08> : tensor<7x7x3x64xf32>
    %3865 = stablehlo.add %3863, %3864 : tensor<7x7x3x64xf32>
    %3866 = stablehlo.divide %3860, %3865 : tensor<7x7x3x64xf32>
    %3867 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3868 = stablehlo.multiply %3867, %m.bn1.g : tensor<64xf32>
    %3869 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3870 = stablehlo.multiply %3869, %3307 : tensor<64xf32>
    %3871 = stablehlo.add %3868, %3870 : tensor<64xf32>
    %3872 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3873 = stablehlo.multiply %3872, %v.bn1.g : tensor<64xf32>
    %3874 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3875 = stablehlo.multiply %3307, %3307 : tensor<64xf32>
    %3876 = stablehlo.multiply %3874, %3875 : tensor<64xf32>
    %3877 = stablehlo.add %3873, %3876 : tensor<64xf32>
    %3878 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3879 = stablehlo.divide %3871, %3878 : tensor<64xf32>
    %3880 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3881 = stablehlo.divide %3877, %3880 : tensor<64xf32>
    %3882 = stablehlo.sqrt %3881 : tensor<64xf32>
    %3883 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3884 = stablehlo.add %3882, %3883 : tensor<64xf32>
    %3885 = stablehlo.divide %3879, %3884 : tensor<64xf32>
    %3886 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3887 = stablehlo.multiply %3886, %m.bn1.b : tensor<64xf32>
    %3888 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3889 = stablehlo.multiply %3888, %3312 : tensor<64xf32>
    %3890 = stablehlo.add %3887, %3889 : tensor<64xf32>
    %3891 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3892 = stablehlo.multiply %3891, %v.bn1.b : tensor<64xf32>
    %3893 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3894 = stablehlo.multiply %3312, %3312 : tensor<64xf32>
    %3895 = stablehlo.multiply %3893, %3894 : tensor<64xf32>
    %3896 = stablehlo.add %3892, %3895 : tensor<64xf32>
    %3897 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3898 = stablehlo.divide %3890, %3897 : tensor<64xf32>
    %3899 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3900 = stablehlo.divide %3896, %3899 : tensor<64xf32>
    %3901 = stablehlo.sqrt %3900 : tensor<64xf32>
    %3902 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3903 = stablehlo.add %3901, %3902 : tensor<64xf32>
    %3904 = stablehlo.divide %3898, %3903 : tensor<64xf32>
    %3905 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3906 = stablehlo.multiply %3905, %m.layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %3907 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3908 = stablehlo.multiply %3907, %3317 : tensor<3x3x64x64xf32>
    %3909 = stablehlo.add %3906, %3908 : tensor<3x3x64x64xf32>
    %3910 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3911 = stablehlo.multiply %3910, %v.layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %3912 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3913 = stablehlo.multiply %3317, %3317 : tensor<3x3x64x64xf32>
    %3914 = stablehlo.multiply %3912, %3913 : tensor<3x3x64x64xf32>
    %3915 = stablehlo.add %3911, %3914 : tensor<3x3x64x64xf32>
    %3916 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3917 = stablehlo.divide %3909, %3916 : tensor<3x3x64x64xf32>
    %3918 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3919 = stablehlo.divide %3915, %3918 : tensor<3x3x64x64xf32>
    %3920 = stablehlo.sqrt %3919 : tensor<3x3x64x64xf32>
    %3921 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3922 = stablehlo.add %3920, %3921 : tensor<3x3x64x64xf32>
    %3923 = stablehlo.divide %3917, %3922 : tensor<3x3x64x64xf32>
    %3924 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3925 = stablehlo.multiply %3924, %m.layer1.0.bn1.g : tensor<64xf32>
    %3926 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3927 = stablehlo.multiply %3926, %3322 : tensor<64xf32>
    %3928 = stablehlo.add %3925, %3927 : tensor<64xf32>
    %3929 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3930 = stablehlo.multiply %3929, %v.layer1.0.bn1.g : tensor<64xf32>
    %3931 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3932 = stablehlo.multiply %3322, %3322 : tensor<64xf32>
    %3933 = stablehlo.multiply %3931, %3932 : tensor<64xf32>
    %3934 = stablehlo.add %3930, %3933 : tensor<64xf32>
    %3935 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3936 = stablehlo.divide %3928, %3935 : tensor<64xf32>
    %3937 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3938 = stablehlo.divide %3934, %3937 : tensor<64xf32>
    %3939 = stablehlo.sqrt %3938 : tensor<64xf32>
    %3940 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3941 = stablehlo.add %3939, %3940 : tensor<64xf32>
    %3942 = stablehlo.divide %3936, %3941 : tensor<64xf32>
    %3943 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3944 = stablehlo.multiply %3943, %m.layer1.0.bn1.b : tensor<64xf32>
    %3945 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3946 = stablehlo.multiply %3945, %3327 : tensor<64xf32>
    %3947 = stablehlo.add %3944, %3946 : tensor<64xf32>
    %3948 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3949 = stablehlo.multiply %3948, %v.layer1.0.bn1.b : tensor<64xf32>
    %3950 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3951 = stablehlo.multiply %3327, %3327 : tensor<64xf32>
    %3952 = stablehlo.multiply %3950, %3951 : tensor<64xf32>
    %3953 = stablehlo.add %3949, %3952 : tensor<64xf32>
    %3954 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3955 = stablehlo.divide %3947, %3954 : tensor<64xf32>
    %3956 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3957 = stablehlo.divide %3953, %3956 : tensor<64xf32>
    %3958 = stablehlo.sqrt %3957 : tensor<64xf32>
    %3959 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3960 = stablehlo.add %3958, %3959 : tensor<64xf32>
    %3961 = stablehlo.divide %3955, %3960 : tensor<64xf32>
    %3962 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %3963 = stablehlo.multiply %3962, %m.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %3964 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %3965 = stablehlo.multiply %3964, %3332 : tensor<3x3x64x64xf32>
    %3966 = stablehlo.add %3963, %3965 : tensor<3x3x64x64xf32>
    %3967 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %3968 = stablehlo.multiply %3967, %v.layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %3969 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %3970 = stablehlo.multiply %3332, %3332 : tensor<3x3x64x64xf32>
    %3971 = stablehlo.multiply %3969, %3970 : tensor<3x3x64x64xf32>
    %3972 = stablehlo.add %3968, %3971 : tensor<3x3x64x64xf32>
    %3973 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3974 = stablehlo.divide %3966, %3973 : tensor<3x3x64x64xf32>
    %3975 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %3976 = stablehlo.divide %3972, %3975 : tensor<3x3x64x64xf32>
    %3977 = stablehlo.sqrt %3976 : tensor<3x3x64x64xf32>
    %3978 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %3979 = stablehlo.add %3977, %3978 : tensor<3x3x64x64xf32>
    %3980 = stablehlo.divide %3974, %3979 : tensor<3x3x64x64xf32>
    %3981 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %3982 = stablehlo.multiply %3981, %m.layer1.0.bn2.g : tensor<64xf32>
    %3983 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %3984 = stablehlo.multiply %3983, %3337 : tensor<64xf32>
    %3985 = stablehlo.add %3982, %3984 : tensor<64xf32>
    %3986 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %3987 = stablehlo.multiply %3986, %v.layer1.0.bn2.g : tensor<64xf32>
    %3988 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %3989 = stablehlo.multiply %3337, %3337 : tensor<64xf32>
    %3990 = stablehlo.multiply %3988, %3989 : tensor<64xf32>
    %3991 = stablehlo.add %3987, %3990 : tensor<64xf32>
    %3992 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3993 = stablehlo.divide %3985, %3992 : tensor<64xf32>
    %3994 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3995 = stablehlo.divide %3991, %3994 : tensor<64xf32>
    %3996 = stablehlo.sqrt %3995 : tensor<64xf32>
    %3997 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %3998 = stablehlo.add %3996, %3997 : tensor<64xf32>
    %3999 = stablehlo.divide %3993, %3998 : tensor<64xf32>
    %4000 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4001 = stablehlo.multiply %4000, %m.layer1.0.bn2.b : tensor<64xf32>
    %4002 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4003 = stablehlo.multiply %4002, %3342 : tensor<64xf32>
    %4004 = stablehlo.add %4001, %4003 : tensor<64xf32>
    %4005 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4006 = stablehlo.multiply %4005, %v.layer1.0.bn2.b : tensor<64xf32>
    %4007 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4008 = stablehlo.multiply %3342, %3342 : tensor<64xf32>
    %4009 = stablehlo.multiply %4007, %4008 : tensor<64xf32>
    %4010 = stablehlo.add %4006, %4009 : tensor<64xf32>
    %4011 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4012 = stablehlo.divide %4004, %4011 : tensor<64xf32>
    %4013 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4014 = stablehlo.divide %4010, %4013 : tensor<64xf32>
    %4015 = stablehlo.sqrt %4014 : tensor<64xf32>
    %4016 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4017 = stablehlo.add %4015, %4016 : tensor<64xf32>
    %4018 = stablehlo.divide %4012, %4017 : tensor<64xf32>
    %4019 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %4020 = stablehlo.multiply %4019, %m.layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %4021 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %4022 = stablehlo.multiply %4021, %3347 : tensor<3x3x64x64xf32>
    %4023 = stablehlo.add %4020, %4022 : tensor<3x3x64x64xf32>
    %4024 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %4025 = stablehlo.multiply %4024, %v.layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %4026 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %4027 = stablehlo.multiply %3347, %3347 : tensor<3x3x64x64xf32>
    %4028 = stablehlo.multiply %4026, %4027 : tensor<3x3x64x64xf32>
    %4029 = stablehlo.add %4025, %4028 : tensor<3x3x64x64xf32>
    %4030 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4031 = stablehlo.divide %4023, %4030 : tensor<3x3x64x64xf32>
    %4032 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4033 = stablehlo.divide %4029, %4032 : tensor<3x3x64x64xf32>
    %4034 = stablehlo.sqrt %4033 : tensor<3x3x64x64xf32>
    %4035 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %4036 = stablehlo.add %4034, %4035 : tensor<3x3x64x64xf32>
    %4037 = stablehlo.divide %4031, %4036 : tensor<3x3x64x64xf32>
    %4038 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4039 = stablehlo.multiply %4038, %m.layer1.1.bn1.g : tensor<64xf32>
    %4040 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4041 = stablehlo.multiply %4040, %3352 : tensor<64xf32>
    %4042 = stablehlo.add %4039, %4041 : tensor<64xf32>
    %4043 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4044 = stablehlo.multiply %4043, %v.layer1.1.bn1.g : tensor<64xf32>
    %4045 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4046 = stablehlo.multiply %3352, %3352 : tensor<64xf32>
    %4047 = stablehlo.multiply %4045, %4046 : tensor<64xf32>
    %4048 = stablehlo.add %4044, %4047 : tensor<64xf32>
    %4049 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4050 = stablehlo.divide %4042, %4049 : tensor<64xf32>
    %4051 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4052 = stablehlo.divide %4048, %4051 : tensor<64xf32>
    %4053 = stablehlo.sqrt %4052 : tensor<64xf32>
    %4054 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4055 = stablehlo.add %4053, %4054 : tensor<64xf32>
    %4056 = stablehlo.divide %4050, %4055 : tensor<64xf32>
    %4057 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4058 = stablehlo.multiply %4057, %m.layer1.1.bn1.b : tensor<64xf32>
    %4059 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4060 = stablehlo.multiply %4059, %3357 : tensor<64xf32>
    %4061 = stablehlo.add %4058, %4060 : tensor<64xf32>
    %4062 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4063 = stablehlo.multiply %4062, %v.layer1.1.bn1.b : tensor<64xf32>
    %4064 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4065 = stablehlo.multiply %3357, %3357 : tensor<64xf32>
    %4066 = stablehlo.multiply %4064, %4065 : tensor<64xf32>
    %4067 = stablehlo.add %4063, %4066 : tensor<64xf32>
    %4068 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4069 = stablehlo.divide %4061, %4068 : tensor<64xf32>
    %4070 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4071 = stablehlo.divide %4067, %4070 : tensor<64xf32>
    %4072 = stablehlo.sqrt %4071 : tensor<64xf32>
    %4073 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4074 = stablehlo.add %4072, %4073 : tensor<64xf32>
    %4075 = stablehlo.divide %4069, %4074 : tensor<64xf32>
    %4076 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %4077 = stablehlo.multiply %4076, %m.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %4078 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %4079 = stablehlo.multiply %4078, %3362 : tensor<3x3x64x64xf32>
    %4080 = stablehlo.add %4077, %4079 : tensor<3x3x64x64xf32>
    %4081 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %4082 = stablehlo.multiply %4081, %v.layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %4083 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %4084 = stablehlo.multiply %3362, %3362 : tensor<3x3x64x64xf32>
    %4085 = stablehlo.multiply %4083, %4084 : tensor<3x3x64x64xf32>
    %4086 = stablehlo.add %4082, %4085 : tensor<3x3x64x64xf32>
    %4087 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4088 = stablehlo.divide %4080, %4087 : tensor<3x3x64x64xf32>
    %4089 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4090 = stablehlo.divide %4086, %4089 : tensor<3x3x64x64xf32>
    %4091 = stablehlo.sqrt %4090 : tensor<3x3x64x64xf32>
    %4092 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %4093 = stablehlo.add %4091, %4092 : tensor<3x3x64x64xf32>
    %4094 = stablehlo.divide %4088, %4093 : tensor<3x3x64x64xf32>
    %4095 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4096 = stablehlo.multiply %4095, %m.layer1.1.bn2.g : tensor<64xf32>
    %4097 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4098 = stablehlo.multiply %4097, %3367 : tensor<64xf32>
    %4099 = stablehlo.add %4096, %4098 : tensor<64xf32>
    %4100 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4101 = stablehlo.multiply %4100, %v.layer1.1.bn2.g : tensor<64xf32>
    %4102 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4103 = stablehlo.multiply %3367, %3367 : tensor<64xf32>
    %4104 = stablehlo.multiply %4102, %4103 : tensor<64xf32>
    %4105 = stablehlo.add %4101, %4104 : tensor<64xf32>
    %4106 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4107 = stablehlo.divide %4099, %4106 : tensor<64xf32>
    %4108 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4109 = stablehlo.divide %4105, %4108 : tensor<64xf32>
    %4110 = stablehlo.sqrt %4109 : tensor<64xf32>
    %4111 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4112 = stablehlo.add %4110, %4111 : tensor<64xf32>
    %4113 = stablehlo.divide %4107, %4112 : tensor<64xf32>
    %4114 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4115 = stablehlo.multiply %4114, %m.layer1.1.bn2.b : tensor<64xf32>
    %4116 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4117 = stablehlo.multiply %4116, %3372 : tensor<64xf32>
    %4118 = stablehlo.add %4115, %4117 : tensor<64xf32>
    %4119 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4120 = stablehlo.multiply %4119, %v.layer1.1.bn2.b : tensor<64xf32>
    %4121 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4122 = stablehlo.multiply %3372, %3372 : tensor<64xf32>
    %4123 = stablehlo.multiply %4121, %4122 : tensor<64xf32>
    %4124 = stablehlo.add %4120, %4123 : tensor<64xf32>
    %4125 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4126 = stablehlo.divide %4118, %4125 : tensor<64xf32>
    %4127 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4128 = stablehlo.divide %4124, %4127 : tensor<64xf32>
    %4129 = stablehlo.sqrt %4128 : tensor<64xf32>
    %4130 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4131 = stablehlo.add %4129, %4130 : tensor<64xf32>
    %4132 = stablehlo.divide %4126, %4131 : tensor<64xf32>
    %4133 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %4134 = stablehlo.multiply %4133, %m.layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %4135 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %4136 = stablehlo.multiply %4135, %3377 : tensor<3x3x64x64xf32>
    %4137 = stablehlo.add %4134, %4136 : tensor<3x3x64x64xf32>
    %4138 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %4139 = stablehlo.multiply %4138, %v.layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %4140 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %4141 = stablehlo.multiply %3377, %3377 : tensor<3x3x64x64xf32>
    %4142 = stablehlo.multiply %4140, %4141 : tensor<3x3x64x64xf32>
    %4143 = stablehlo.add %4139, %4142 : tensor<3x3x64x64xf32>
    %4144 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4145 = stablehlo.divide %4137, %4144 : tensor<3x3x64x64xf32>
    %4146 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4147 = stablehlo.divide %4143, %4146 : tensor<3x3x64x64xf32>
    %4148 = stablehlo.sqrt %4147 : tensor<3x3x64x64xf32>
    %4149 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %4150 = stablehlo.add %4148, %4149 : tensor<3x3x64x64xf32>
    %4151 = stablehlo.divide %4145, %4150 : tensor<3x3x64x64xf32>
    %4152 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4153 = stablehlo.multiply %4152, %m.layer1.2.bn1.g : tensor<64xf32>
    %4154 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4155 = stablehlo.multiply %4154, %3382 : tensor<64xf32>
    %4156 = stablehlo.add %4153, %4155 : tensor<64xf32>
    %4157 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4158 = stablehlo.multiply %4157, %v.layer1.2.bn1.g : tensor<64xf32>
    %4159 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4160 = stablehlo.multiply %3382, %3382 : tensor<64xf32>
    %4161 = stablehlo.multiply %4159, %4160 : tensor<64xf32>
    %4162 = stablehlo.add %4158, %4161 : tensor<64xf32>
    %4163 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4164 = stablehlo.divide %4156, %4163 : tensor<64xf32>
    %4165 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4166 = stablehlo.divide %4162, %4165 : tensor<64xf32>
    %4167 = stablehlo.sqrt %4166 : tensor<64xf32>
    %4168 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4169 = stablehlo.add %4167, %4168 : tensor<64xf32>
    %4170 = stablehlo.divide %4164, %4169 : tensor<64xf32>
    %4171 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4172 = stablehlo.multiply %4171, %m.layer1.2.bn1.b : tensor<64xf32>
    %4173 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4174 = stablehlo.multiply %4173, %3387 : tensor<64xf32>
    %4175 = stablehlo.add %4172, %4174 : tensor<64xf32>
    %4176 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4177 = stablehlo.multiply %4176, %v.layer1.2.bn1.b : tensor<64xf32>
    %4178 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4179 = stablehlo.multiply %3387, %3387 : tensor<64xf32>
    %4180 = stablehlo.multiply %4178, %4179 : tensor<64xf32>
    %4181 = stablehlo.add %4177, %4180 : tensor<64xf32>
    %4182 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4183 = stablehlo.divide %4175, %4182 : tensor<64xf32>
    %4184 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4185 = stablehlo.divide %4181, %4184 : tensor<64xf32>
    %4186 = stablehlo.sqrt %4185 : tensor<64xf32>
    %4187 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4188 = stablehlo.add %4186, %4187 : tensor<64xf32>
    %4189 = stablehlo.divide %4183, %4188 : tensor<64xf32>
    %4190 = stablehlo.constant dense<0.9> : tensor<3x3x64x64xf32>
    %4191 = stablehlo.multiply %4190, %m.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %4192 = stablehlo.constant dense<0.1> : tensor<3x3x64x64xf32>
    %4193 = stablehlo.multiply %4192, %3392 : tensor<3x3x64x64xf32>
    %4194 = stablehlo.add %4191, %4193 : tensor<3x3x64x64xf32>
    %4195 = stablehlo.constant dense<0.999> : tensor<3x3x64x64xf32>
    %4196 = stablehlo.multiply %4195, %v.layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %4197 = stablehlo.constant dense<0.001> : tensor<3x3x64x64xf32>
    %4198 = stablehlo.multiply %3392, %3392 : tensor<3x3x64x64xf32>
    %4199 = stablehlo.multiply %4197, %4198 : tensor<3x3x64x64xf32>
    %4200 = stablehlo.add %4196, %4199 : tensor<3x3x64x64xf32>
    %4201 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4202 = stablehlo.divide %4194, %4201 : tensor<3x3x64x64xf32>
    %4203 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %4204 = stablehlo.divide %4200, %4203 : tensor<3x3x64x64xf32>
    %4205 = stablehlo.sqrt %4204 : tensor<3x3x64x64xf32>
    %4206 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x64xf32>
    %4207 = stablehlo.add %4205, %4206 : tensor<3x3x64x64xf32>
    %4208 = stablehlo.divide %4202, %4207 : tensor<3x3x64x64xf32>
    %4209 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4210 = stablehlo.multiply %4209, %m.layer1.2.bn2.g : tensor<64xf32>
    %4211 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4212 = stablehlo.multiply %4211, %3397 : tensor<64xf32>
    %4213 = stablehlo.add %4210, %4212 : tensor<64xf32>
    %4214 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4215 = stablehlo.multiply %4214, %v.layer1.2.bn2.g : tensor<64xf32>
    %4216 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4217 = stablehlo.multiply %3397, %3397 : tensor<64xf32>
    %4218 = stablehlo.multiply %4216, %4217 : tensor<64xf32>
    %4219 = stablehlo.add %4215, %4218 : tensor<64xf32>
    %4220 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4221 = stablehlo.divide %4213, %4220 : tensor<64xf32>
    %4222 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4223 = stablehlo.divide %4219, %4222 : tensor<64xf32>
    %4224 = stablehlo.sqrt %4223 : tensor<64xf32>
    %4225 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4226 = stablehlo.add %4224, %4225 : tensor<64xf32>
    %4227 = stablehlo.divide %4221, %4226 : tensor<64xf32>
    %4228 = stablehlo.constant dense<0.9> : tensor<64xf32>
    %4229 = stablehlo.multiply %4228, %m.layer1.2.bn2.b : tensor<64xf32>
    %4230 = stablehlo.constant dense<0.1> : tensor<64xf32>
    %4231 = stablehlo.multiply %4230, %3402 : tensor<64xf32>
    %4232 = stablehlo.add %4229, %4231 : tensor<64xf32>
    %4233 = stablehlo.constant dense<0.999> : tensor<64xf32>
    %4234 = stablehlo.multiply %4233, %v.layer1.2.bn2.b : tensor<64xf32>
    %4235 = stablehlo.constant dense<0.001> : tensor<64xf32>
    %4236 = stablehlo.multiply %3402, %3402 : tensor<64xf32>
    %4237 = stablehlo.multiply %4235, %4236 : tensor<64xf32>
    %4238 = stablehlo.add %4234, %4237 : tensor<64xf32>
    %4239 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4240 = stablehlo.divide %4232, %4239 : tensor<64xf32>
    %4241 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4242 = stablehlo.divide %4238, %4241 : tensor<64xf32>
    %4243 = stablehlo.sqrt %4242 : tensor<64xf32>
    %4244 = stablehlo.constant dense<1.0e-08> : tensor<64xf32>
    %4245 = stablehlo.add %4243, %4244 : tensor<64xf32>
    %4246 = stablehlo.divide %4240, %4245 : tensor<64xf32>
    %4247 = stablehlo.constant dense<0.9> : tensor<3x3x64x128xf32>
    %4248 = stablehlo.multiply %4247, %m.layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %4249 = stablehlo.constant dense<0.1> : tensor<3x3x64x128xf32>
    %4250 = stablehlo.multiply %4249, %3407 : tensor<3x3x64x128xf32>
    %4251 = stablehlo.add %4248, %4250 : tensor<3x3x64x128xf32>
    %4252 = stablehlo.constant dense<0.999> : tensor<3x3x64x128xf32>
    %4253 = stablehlo.multiply %4252, %v.layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %4254 = stablehlo.constant dense<0.001> : tensor<3x3x64x128xf32>
    %4255 = stablehlo.multiply %3407, %3407 : tensor<3x3x64x128xf32>
    %4256 = stablehlo.multiply %4254, %4255 : tensor<3x3x64x128xf32>
    %4257 = stablehlo.add %4253, %4256 : tensor<3x3x64x128xf32>
    %4258 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %4259 = stablehlo.divide %4251, %4258 : tensor<3x3x64x128xf32>
    %4260 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %4261 = stablehlo.divide %4257, %4260 : tensor<3x3x64x128xf32>
    %4262 = stablehlo.sqrt %4261 : tensor<3x3x64x128xf32>
    %4263 = stablehlo.constant dense<1.0e-08> : tensor<3x3x64x128xf32>
    %4264 = stablehlo.add %4262, %4263 : tensor<3x3x64x128xf32>
    %4265 = stablehlo.divide %4259, %4264 : tensor<3x3x64x128xf32>
    %4266 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4267 = stablehlo.multiply %4266, %m.layer2.0.bn1.g : tensor<128xf32>
    %4268 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4269 = stablehlo.multiply %4268, %3412 : tensor<128xf32>
    %4270 = stablehlo.add %4267, %4269 : tensor<128xf32>
    %4271 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4272 = stablehlo.multiply %4271, %v.layer2.0.bn1.g : tensor<128xf32>
    %4273 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4274 = stablehlo.multiply %3412, %3412 : tensor<128xf32>
    %4275 = stablehlo.multiply %4273, %4274 : tensor<128xf32>
    %4276 = stablehlo.add %4272, %4275 : tensor<128xf32>
    %4277 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4278 = stablehlo.divide %4270, %4277 : tensor<128xf32>
    %4279 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4280 = stablehlo.divide %4276, %4279 : tensor<128xf32>
    %4281 = stablehlo.sqrt %4280 : tensor<128xf32>
    %4282 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4283 = stablehlo.add %4281, %4282 : tensor<128xf32>
    %4284 = stablehlo.divide %4278, %4283 : tensor<128xf32>
    %4285 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4286 = stablehlo.multiply %4285, %m.layer2.0.bn1.b : tensor<128xf32>
    %4287 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4288 = stablehlo.multiply %4287, %3417 : tensor<128xf32>
    %4289 = stablehlo.add %4286, %4288 : tensor<128xf32>
    %4290 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4291 = stablehlo.multiply %4290, %v.layer2.0.bn1.b : tensor<128xf32>
    %4292 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4293 = stablehlo.multiply %3417, %3417 : tensor<128xf32>
    %4294 = stablehlo.multiply %4292, %4293 : tensor<128xf32>
    %4295 = stablehlo.add %4291, %4294 : tensor<128xf32>
    %4296 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4297 = stablehlo.divide %4289, %4296 : tensor<128xf32>
    %4298 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4299 = stablehlo.divide %4295, %4298 : tensor<128xf32>
    %4300 = stablehlo.sqrt %4299 : tensor<128xf32>
    %4301 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4302 = stablehlo.add %4300, %4301 : tensor<128xf32>
    %4303 = stablehlo.divide %4297, %4302 : tensor<128xf32>
    %4304 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4305 = stablehlo.multiply %4304, %m.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %4306 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4307 = stablehlo.multiply %4306, %3422 : tensor<3x3x128x128xf32>
    %4308 = stablehlo.add %4305, %4307 : tensor<3x3x128x128xf32>
    %4309 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4310 = stablehlo.multiply %4309, %v.layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %4311 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4312 = stablehlo.multiply %3422, %3422 : tensor<3x3x128x128xf32>
    %4313 = stablehlo.multiply %4311, %4312 : tensor<3x3x128x128xf32>
    %4314 = stablehlo.add %4310, %4313 : tensor<3x3x128x128xf32>
    %4315 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4316 = stablehlo.divide %4308, %4315 : tensor<3x3x128x128xf32>
    %4317 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4318 = stablehlo.divide %4314, %4317 : tensor<3x3x128x128xf32>
    %4319 = stablehlo.sqrt %4318 : tensor<3x3x128x128xf32>
    %4320 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4321 = stablehlo.add %4319, %4320 : tensor<3x3x128x128xf32>
    %4322 = stablehlo.divide %4316, %4321 : tensor<3x3x128x128xf32>
    %4323 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4324 = stablehlo.multiply %4323, %m.layer2.0.bn2.g : tensor<128xf32>
    %4325 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4326 = stablehlo.multiply %4325, %3427 : tensor<128xf32>
    %4327 = stablehlo.add %4324, %4326 : tensor<128xf32>
    %4328 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4329 = stablehlo.multiply %4328, %v.layer2.0.bn2.g : tensor<128xf32>
    %4330 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4331 = stablehlo.multiply %3427, %3427 : tensor<128xf32>
    %4332 = stablehlo.multiply %4330, %4331 : tensor<128xf32>
    %4333 = stablehlo.add %4329, %4332 : tensor<128xf32>
    %4334 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4335 = stablehlo.divide %4327, %4334 : tensor<128xf32>
    %4336 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4337 = stablehlo.divide %4333, %4336 : tensor<128xf32>
    %4338 = stablehlo.sqrt %4337 : tensor<128xf32>
    %4339 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4340 = stablehlo.add %4338, %4339 : tensor<128xf32>
    %4341 = stablehlo.divide %4335, %4340 : tensor<128xf32>
    %4342 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4343 = stablehlo.multiply %4342, %m.layer2.0.bn2.b : tensor<128xf32>
    %4344 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4345 = stablehlo.multiply %4344, %3432 : tensor<128xf32>
    %4346 = stablehlo.add %4343, %4345 : tensor<128xf32>
    %4347 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4348 = stablehlo.multiply %4347, %v.layer2.0.bn2.b : tensor<128xf32>
    %4349 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4350 = stablehlo.multiply %3432, %3432 : tensor<128xf32>
    %4351 = stablehlo.multiply %4349, %4350 : tensor<128xf32>
    %4352 = stablehlo.add %4348, %4351 : tensor<128xf32>
    %4353 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4354 = stablehlo.divide %4346, %4353 : tensor<128xf32>
    %4355 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4356 = stablehlo.divide %4352, %4355 : tensor<128xf32>
    %4357 = stablehlo.sqrt %4356 : tensor<128xf32>
    %4358 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4359 = stablehlo.add %4357, %4358 : tensor<128xf32>
    %4360 = stablehlo.divide %4354, %4359 : tensor<128xf32>
    %4361 = stablehlo.constant dense<0.9> : tensor<1x1x64x128xf32>
    %4362 = stablehlo.multiply %4361, %m.layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %4363 = stablehlo.constant dense<0.1> : tensor<1x1x64x128xf32>
    %4364 = stablehlo.multiply %4363, %3437 : tensor<1x1x64x128xf32>
    %4365 = stablehlo.add %4362, %4364 : tensor<1x1x64x128xf32>
    %4366 = stablehlo.constant dense<0.999> : tensor<1x1x64x128xf32>
    %4367 = stablehlo.multiply %4366, %v.layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %4368 = stablehlo.constant dense<0.001> : tensor<1x1x64x128xf32>
    %4369 = stablehlo.multiply %3437, %3437 : tensor<1x1x64x128xf32>
    %4370 = stablehlo.multiply %4368, %4369 : tensor<1x1x64x128xf32>
    %4371 = stablehlo.add %4367, %4370 : tensor<1x1x64x128xf32>
    %4372 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %4373 = stablehlo.divide %4365, %4372 : tensor<1x1x64x128xf32>
    %4374 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %4375 = stablehlo.divide %4371, %4374 : tensor<1x1x64x128xf32>
    %4376 = stablehlo.sqrt %4375 : tensor<1x1x64x128xf32>
    %4377 = stablehlo.constant dense<1.0e-08> : tensor<1x1x64x128xf32>
    %4378 = stablehlo.add %4376, %4377 : tensor<1x1x64x128xf32>
    %4379 = stablehlo.divide %4373, %4378 : tensor<1x1x64x128xf32>
    %4380 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4381 = stablehlo.multiply %4380, %m.layer2.0.downsample.1.g : tensor<128xf32>
    %4382 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4383 = stablehlo.multiply %4382, %3442 : tensor<128xf32>
    %4384 = stablehlo.add %4381, %4383 : tensor<128xf32>
    %4385 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4386 = stablehlo.multiply %4385, %v.layer2.0.downsample.1.g : tensor<128xf32>
    %4387 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4388 = stablehlo.multiply %3442, %3442 : tensor<128xf32>
    %4389 = stablehlo.multiply %4387, %4388 : tensor<128xf32>
    %4390 = stablehlo.add %4386, %4389 : tensor<128xf32>
    %4391 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4392 = stablehlo.divide %4384, %4391 : tensor<128xf32>
    %4393 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4394 = stablehlo.divide %4390, %4393 : tensor<128xf32>
    %4395 = stablehlo.sqrt %4394 : tensor<128xf32>
    %4396 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4397 = stablehlo.add %4395, %4396 : tensor<128xf32>
    %4398 = stablehlo.divide %4392, %4397 : tensor<128xf32>
    %4399 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4400 = stablehlo.multiply %4399, %m.layer2.0.downsample.1.b : tensor<128xf32>
    %4401 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4402 = stablehlo.multiply %4401, %3447 : tensor<128xf32>
    %4403 = stablehlo.add %4400, %4402 : tensor<128xf32>
    %4404 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4405 = stablehlo.multiply %4404, %v.layer2.0.downsample.1.b : tensor<128xf32>
    %4406 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4407 = stablehlo.multiply %3447, %3447 : tensor<128xf32>
    %4408 = stablehlo.multiply %4406, %4407 : tensor<128xf32>
    %4409 = stablehlo.add %4405, %4408 : tensor<128xf32>
    %4410 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4411 = stablehlo.divide %4403, %4410 : tensor<128xf32>
    %4412 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4413 = stablehlo.divide %4409, %4412 : tensor<128xf32>
    %4414 = stablehlo.sqrt %4413 : tensor<128xf32>
    %4415 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4416 = stablehlo.add %4414, %4415 : tensor<128xf32>
    %4417 = stablehlo.divide %4411, %4416 : tensor<128xf32>
    %4418 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4419 = stablehlo.multiply %4418, %m.layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %4420 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4421 = stablehlo.multiply %4420, %3452 : tensor<3x3x128x128xf32>
    %4422 = stablehlo.add %4419, %4421 : tensor<3x3x128x128xf32>
    %4423 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4424 = stablehlo.multiply %4423, %v.layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %4425 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4426 = stablehlo.multiply %3452, %3452 : tensor<3x3x128x128xf32>
    %4427 = stablehlo.multiply %4425, %4426 : tensor<3x3x128x128xf32>
    %4428 = stablehlo.add %4424, %4427 : tensor<3x3x128x128xf32>
    %4429 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4430 = stablehlo.divide %4422, %4429 : tensor<3x3x128x128xf32>
    %4431 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4432 = stablehlo.divide %4428, %4431 : tensor<3x3x128x128xf32>
    %4433 = stablehlo.sqrt %4432 : tensor<3x3x128x128xf32>
    %4434 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4435 = stablehlo.add %4433, %4434 : tensor<3x3x128x128xf32>
    %4436 = stablehlo.divide %4430, %4435 : tensor<3x3x128x128xf32>
    %4437 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4438 = stablehlo.multiply %4437, %m.layer2.1.bn1.g : tensor<128xf32>
    %4439 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4440 = stablehlo.multiply %4439, %3457 : tensor<128xf32>
    %4441 = stablehlo.add %4438, %4440 : tensor<128xf32>
    %4442 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4443 = stablehlo.multiply %4442, %v.layer2.1.bn1.g : tensor<128xf32>
    %4444 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4445 = stablehlo.multiply %3457, %3457 : tensor<128xf32>
    %4446 = stablehlo.multiply %4444, %4445 : tensor<128xf32>
    %4447 = stablehlo.add %4443, %4446 : tensor<128xf32>
    %4448 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4449 = stablehlo.divide %4441, %4448 : tensor<128xf32>
    %4450 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4451 = stablehlo.divide %4447, %4450 : tensor<128xf32>
    %4452 = stablehlo.sqrt %4451 : tensor<128xf32>
    %4453 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4454 = stablehlo.add %4452, %4453 : tensor<128xf32>
    %4455 = stablehlo.divide %4449, %4454 : tensor<128xf32>
    %4456 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4457 = stablehlo.multiply %4456, %m.layer2.1.bn1.b : tensor<128xf32>
    %4458 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4459 = stablehlo.multiply %4458, %3462 : tensor<128xf32>
    %4460 = stablehlo.add %4457, %4459 : tensor<128xf32>
    %4461 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4462 = stablehlo.multiply %4461, %v.layer2.1.bn1.b : tensor<128xf32>
    %4463 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4464 = stablehlo.multiply %3462, %3462 : tensor<128xf32>
    %4465 = stablehlo.multiply %4463, %4464 : tensor<128xf32>
    %4466 = stablehlo.add %4462, %4465 : tensor<128xf32>
    %4467 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4468 = stablehlo.divide %4460, %4467 : tensor<128xf32>
    %4469 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4470 = stablehlo.divide %4466, %4469 : tensor<128xf32>
    %4471 = stablehlo.sqrt %4470 : tensor<128xf32>
    %4472 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4473 = stablehlo.add %4471, %4472 : tensor<128xf32>
    %4474 = stablehlo.divide %4468, %4473 : tensor<128xf32>
    %4475 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4476 = stablehlo.multiply %4475, %m.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %4477 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4478 = stablehlo.multiply %4477, %3467 : tensor<3x3x128x128xf32>
    %4479 = stablehlo.add %4476, %4478 : tensor<3x3x128x128xf32>
    %4480 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4481 = stablehlo.multiply %4480, %v.layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %4482 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4483 = stablehlo.multiply %3467, %3467 : tensor<3x3x128x128xf32>
    %4484 = stablehlo.multiply %4482, %4483 : tensor<3x3x128x128xf32>
    %4485 = stablehlo.add %4481, %4484 : tensor<3x3x128x128xf32>
    %4486 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4487 = stablehlo.divide %4479, %4486 : tensor<3x3x128x128xf32>
    %4488 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4489 = stablehlo.divide %4485, %4488 : tensor<3x3x128x128xf32>
    %4490 = stablehlo.sqrt %4489 : tensor<3x3x128x128xf32>
    %4491 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4492 = stablehlo.add %4490, %4491 : tensor<3x3x128x128xf32>
    %4493 = stablehlo.divide %4487, %4492 : tensor<3x3x128x128xf32>
    %4494 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4495 = stablehlo.multiply %4494, %m.layer2.1.bn2.g : tensor<128xf32>
    %4496 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4497 = stablehlo.multiply %4496, %3472 : tensor<128xf32>
    %4498 = stablehlo.add %4495, %4497 : tensor<128xf32>
    %4499 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4500 = stablehlo.multiply %4499, %v.layer2.1.bn2.g : tensor<128xf32>
    %4501 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4502 = stablehlo.multiply %3472, %3472 : tensor<128xf32>
    %4503 = stablehlo.multiply %4501, %4502 : tensor<128xf32>
    %4504 = stablehlo.add %4500, %4503 : tensor<128xf32>
    %4505 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4506 = stablehlo.divide %4498, %4505 : tensor<128xf32>
    %4507 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4508 = stablehlo.divide %4504, %4507 : tensor<128xf32>
    %4509 = stablehlo.sqrt %4508 : tensor<128xf32>
    %4510 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4511 = stablehlo.add %4509, %4510 : tensor<128xf32>
    %4512 = stablehlo.divide %4506, %4511 : tensor<128xf32>
    %4513 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4514 = stablehlo.multiply %4513, %m.layer2.1.bn2.b : tensor<128xf32>
    %4515 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4516 = stablehlo.multiply %4515, %3477 : tensor<128xf32>
    %4517 = stablehlo.add %4514, %4516 : tensor<128xf32>
    %4518 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4519 = stablehlo.multiply %4518, %v.layer2.1.bn2.b : tensor<128xf32>
    %4520 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4521 = stablehlo.multiply %3477, %3477 : tensor<128xf32>
    %4522 = stablehlo.multiply %4520, %4521 : tensor<128xf32>
    %4523 = stablehlo.add %4519, %4522 : tensor<128xf32>
    %4524 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4525 = stablehlo.divide %4517, %4524 : tensor<128xf32>
    %4526 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4527 = stablehlo.divide %4523, %4526 : tensor<128xf32>
    %4528 = stablehlo.sqrt %4527 : tensor<128xf32>
    %4529 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4530 = stablehlo.add %4528, %4529 : tensor<128xf32>
    %4531 = stablehlo.divide %4525, %4530 : tensor<128xf32>
    %4532 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4533 = stablehlo.multiply %4532, %m.layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %4534 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4535 = stablehlo.multiply %4534, %3482 : tensor<3x3x128x128xf32>
    %4536 = stablehlo.add %4533, %4535 : tensor<3x3x128x128xf32>
    %4537 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4538 = stablehlo.multiply %4537, %v.layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %4539 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4540 = stablehlo.multiply %3482, %3482 : tensor<3x3x128x128xf32>
    %4541 = stablehlo.multiply %4539, %4540 : tensor<3x3x128x128xf32>
    %4542 = stablehlo.add %4538, %4541 : tensor<3x3x128x128xf32>
    %4543 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4544 = stablehlo.divide %4536, %4543 : tensor<3x3x128x128xf32>
    %4545 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4546 = stablehlo.divide %4542, %4545 : tensor<3x3x128x128xf32>
    %4547 = stablehlo.sqrt %4546 : tensor<3x3x128x128xf32>
    %4548 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4549 = stablehlo.add %4547, %4548 : tensor<3x3x128x128xf32>
    %4550 = stablehlo.divide %4544, %4549 : tensor<3x3x128x128xf32>
    %4551 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4552 = stablehlo.multiply %4551, %m.layer2.2.bn1.g : tensor<128xf32>
    %4553 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4554 = stablehlo.multiply %4553, %3487 : tensor<128xf32>
    %4555 = stablehlo.add %4552, %4554 : tensor<128xf32>
    %4556 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4557 = stablehlo.multiply %4556, %v.layer2.2.bn1.g : tensor<128xf32>
    %4558 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4559 = stablehlo.multiply %3487, %3487 : tensor<128xf32>
    %4560 = stablehlo.multiply %4558, %4559 : tensor<128xf32>
    %4561 = stablehlo.add %4557, %4560 : tensor<128xf32>
    %4562 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4563 = stablehlo.divide %4555, %4562 : tensor<128xf32>
    %4564 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4565 = stablehlo.divide %4561, %4564 : tensor<128xf32>
    %4566 = stablehlo.sqrt %4565 : tensor<128xf32>
    %4567 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4568 = stablehlo.add %4566, %4567 : tensor<128xf32>
    %4569 = stablehlo.divide %4563, %4568 : tensor<128xf32>
    %4570 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4571 = stablehlo.multiply %4570, %m.layer2.2.bn1.b : tensor<128xf32>
    %4572 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4573 = stablehlo.multiply %4572, %3492 : tensor<128xf32>
    %4574 = stablehlo.add %4571, %4573 : tensor<128xf32>
    %4575 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4576 = stablehlo.multiply %4575, %v.layer2.2.bn1.b : tensor<128xf32>
    %4577 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4578 = stablehlo.multiply %3492, %3492 : tensor<128xf32>
    %4579 = stablehlo.multiply %4577, %4578 : tensor<128xf32>
    %4580 = stablehlo.add %4576, %4579 : tensor<128xf32>
    %4581 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4582 = stablehlo.divide %4574, %4581 : tensor<128xf32>
    %4583 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4584 = stablehlo.divide %4580, %4583 : tensor<128xf32>
    %4585 = stablehlo.sqrt %4584 : tensor<128xf32>
    %4586 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4587 = stablehlo.add %4585, %4586 : tensor<128xf32>
    %4588 = stablehlo.divide %4582, %4587 : tensor<128xf32>
    %4589 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4590 = stablehlo.multiply %4589, %m.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %4591 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4592 = stablehlo.multiply %4591, %3497 : tensor<3x3x128x128xf32>
    %4593 = stablehlo.add %4590, %4592 : tensor<3x3x128x128xf32>
    %4594 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4595 = stablehlo.multiply %4594, %v.layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %4596 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4597 = stablehlo.multiply %3497, %3497 : tensor<3x3x128x128xf32>
    %4598 = stablehlo.multiply %4596, %4597 : tensor<3x3x128x128xf32>
    %4599 = stablehlo.add %4595, %4598 : tensor<3x3x128x128xf32>
    %4600 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4601 = stablehlo.divide %4593, %4600 : tensor<3x3x128x128xf32>
    %4602 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4603 = stablehlo.divide %4599, %4602 : tensor<3x3x128x128xf32>
    %4604 = stablehlo.sqrt %4603 : tensor<3x3x128x128xf32>
    %4605 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4606 = stablehlo.add %4604, %4605 : tensor<3x3x128x128xf32>
    %4607 = stablehlo.divide %4601, %4606 : tensor<3x3x128x128xf32>
    %4608 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4609 = stablehlo.multiply %4608, %m.layer2.2.bn2.g : tensor<128xf32>
    %4610 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4611 = stablehlo.multiply %4610, %3502 : tensor<128xf32>
    %4612 = stablehlo.add %4609, %4611 : tensor<128xf32>
    %4613 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4614 = stablehlo.multiply %4613, %v.layer2.2.bn2.g : tensor<128xf32>
    %4615 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4616 = stablehlo.multiply %3502, %3502 : tensor<128xf32>
    %4617 = stablehlo.multiply %4615, %4616 : tensor<128xf32>
    %4618 = stablehlo.add %4614, %4617 : tensor<128xf32>
    %4619 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4620 = stablehlo.divide %4612, %4619 : tensor<128xf32>
    %4621 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4622 = stablehlo.divide %4618, %4621 : tensor<128xf32>
    %4623 = stablehlo.sqrt %4622 : tensor<128xf32>
    %4624 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4625 = stablehlo.add %4623, %4624 : tensor<128xf32>
    %4626 = stablehlo.divide %4620, %4625 : tensor<128xf32>
    %4627 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4628 = stablehlo.multiply %4627, %m.layer2.2.bn2.b : tensor<128xf32>
    %4629 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4630 = stablehlo.multiply %4629, %3507 : tensor<128xf32>
    %4631 = stablehlo.add %4628, %4630 : tensor<128xf32>
    %4632 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4633 = stablehlo.multiply %4632, %v.layer2.2.bn2.b : tensor<128xf32>
    %4634 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4635 = stablehlo.multiply %3507, %3507 : tensor<128xf32>
    %4636 = stablehlo.multiply %4634, %4635 : tensor<128xf32>
    %4637 = stablehlo.add %4633, %4636 : tensor<128xf32>
    %4638 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4639 = stablehlo.divide %4631, %4638 : tensor<128xf32>
    %4640 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4641 = stablehlo.divide %4637, %4640 : tensor<128xf32>
    %4642 = stablehlo.sqrt %4641 : tensor<128xf32>
    %4643 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4644 = stablehlo.add %4642, %4643 : tensor<128xf32>
    %4645 = stablehlo.divide %4639, %4644 : tensor<128xf32>
    %4646 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4647 = stablehlo.multiply %4646, %m.layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %4648 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4649 = stablehlo.multiply %4648, %3512 : tensor<3x3x128x128xf32>
    %4650 = stablehlo.add %4647, %4649 : tensor<3x3x128x128xf32>
    %4651 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4652 = stablehlo.multiply %4651, %v.layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %4653 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4654 = stablehlo.multiply %3512, %3512 : tensor<3x3x128x128xf32>
    %4655 = stablehlo.multiply %4653, %4654 : tensor<3x3x128x128xf32>
    %4656 = stablehlo.add %4652, %4655 : tensor<3x3x128x128xf32>
    %4657 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4658 = stablehlo.divide %4650, %4657 : tensor<3x3x128x128xf32>
    %4659 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4660 = stablehlo.divide %4656, %4659 : tensor<3x3x128x128xf32>
    %4661 = stablehlo.sqrt %4660 : tensor<3x3x128x128xf32>
    %4662 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4663 = stablehlo.add %4661, %4662 : tensor<3x3x128x128xf32>
    %4664 = stablehlo.divide %4658, %4663 : tensor<3x3x128x128xf32>
    %4665 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4666 = stablehlo.multiply %4665, %m.layer2.3.bn1.g : tensor<128xf32>
    %4667 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4668 = stablehlo.multiply %4667, %3517 : tensor<128xf32>
    %4669 = stablehlo.add %4666, %4668 : tensor<128xf32>
    %4670 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4671 = stablehlo.multiply %4670, %v.layer2.3.bn1.g : tensor<128xf32>
    %4672 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4673 = stablehlo.multiply %3517, %3517 : tensor<128xf32>
    %4674 = stablehlo.multiply %4672, %4673 : tensor<128xf32>
    %4675 = stablehlo.add %4671, %4674 : tensor<128xf32>
    %4676 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4677 = stablehlo.divide %4669, %4676 : tensor<128xf32>
    %4678 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4679 = stablehlo.divide %4675, %4678 : tensor<128xf32>
    %4680 = stablehlo.sqrt %4679 : tensor<128xf32>
    %4681 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4682 = stablehlo.add %4680, %4681 : tensor<128xf32>
    %4683 = stablehlo.divide %4677, %4682 : tensor<128xf32>
    %4684 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4685 = stablehlo.multiply %4684, %m.layer2.3.bn1.b : tensor<128xf32>
    %4686 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4687 = stablehlo.multiply %4686, %3522 : tensor<128xf32>
    %4688 = stablehlo.add %4685, %4687 : tensor<128xf32>
    %4689 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4690 = stablehlo.multiply %4689, %v.layer2.3.bn1.b : tensor<128xf32>
    %4691 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4692 = stablehlo.multiply %3522, %3522 : tensor<128xf32>
    %4693 = stablehlo.multiply %4691, %4692 : tensor<128xf32>
    %4694 = stablehlo.add %4690, %4693 : tensor<128xf32>
    %4695 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4696 = stablehlo.divide %4688, %4695 : tensor<128xf32>
    %4697 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4698 = stablehlo.divide %4694, %4697 : tensor<128xf32>
    %4699 = stablehlo.sqrt %4698 : tensor<128xf32>
    %4700 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4701 = stablehlo.add %4699, %4700 : tensor<128xf32>
    %4702 = stablehlo.divide %4696, %4701 : tensor<128xf32>
    %4703 = stablehlo.constant dense<0.9> : tensor<3x3x128x128xf32>
    %4704 = stablehlo.multiply %4703, %m.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %4705 = stablehlo.constant dense<0.1> : tensor<3x3x128x128xf32>
    %4706 = stablehlo.multiply %4705, %3527 : tensor<3x3x128x128xf32>
    %4707 = stablehlo.add %4704, %4706 : tensor<3x3x128x128xf32>
    %4708 = stablehlo.constant dense<0.999> : tensor<3x3x128x128xf32>
    %4709 = stablehlo.multiply %4708, %v.layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %4710 = stablehlo.constant dense<0.001> : tensor<3x3x128x128xf32>
    %4711 = stablehlo.multiply %3527, %3527 : tensor<3x3x128x128xf32>
    %4712 = stablehlo.multiply %4710, %4711 : tensor<3x3x128x128xf32>
    %4713 = stablehlo.add %4709, %4712 : tensor<3x3x128x128xf32>
    %4714 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4715 = stablehlo.divide %4707, %4714 : tensor<3x3x128x128xf32>
    %4716 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %4717 = stablehlo.divide %4713, %4716 : tensor<3x3x128x128xf32>
    %4718 = stablehlo.sqrt %4717 : tensor<3x3x128x128xf32>
    %4719 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x128xf32>
    %4720 = stablehlo.add %4718, %4719 : tensor<3x3x128x128xf32>
    %4721 = stablehlo.divide %4715, %4720 : tensor<3x3x128x128xf32>
    %4722 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4723 = stablehlo.multiply %4722, %m.layer2.3.bn2.g : tensor<128xf32>
    %4724 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4725 = stablehlo.multiply %4724, %3532 : tensor<128xf32>
    %4726 = stablehlo.add %4723, %4725 : tensor<128xf32>
    %4727 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4728 = stablehlo.multiply %4727, %v.layer2.3.bn2.g : tensor<128xf32>
    %4729 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4730 = stablehlo.multiply %3532, %3532 : tensor<128xf32>
    %4731 = stablehlo.multiply %4729, %4730 : tensor<128xf32>
    %4732 = stablehlo.add %4728, %4731 : tensor<128xf32>
    %4733 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4734 = stablehlo.divide %4726, %4733 : tensor<128xf32>
    %4735 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4736 = stablehlo.divide %4732, %4735 : tensor<128xf32>
    %4737 = stablehlo.sqrt %4736 : tensor<128xf32>
    %4738 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4739 = stablehlo.add %4737, %4738 : tensor<128xf32>
    %4740 = stablehlo.divide %4734, %4739 : tensor<128xf32>
    %4741 = stablehlo.constant dense<0.9> : tensor<128xf32>
    %4742 = stablehlo.multiply %4741, %m.layer2.3.bn2.b : tensor<128xf32>
    %4743 = stablehlo.constant dense<0.1> : tensor<128xf32>
    %4744 = stablehlo.multiply %4743, %3537 : tensor<128xf32>
    %4745 = stablehlo.add %4742, %4744 : tensor<128xf32>
    %4746 = stablehlo.constant dense<0.999> : tensor<128xf32>
    %4747 = stablehlo.multiply %4746, %v.layer2.3.bn2.b : tensor<128xf32>
    %4748 = stablehlo.constant dense<0.001> : tensor<128xf32>
    %4749 = stablehlo.multiply %3537, %3537 : tensor<128xf32>
    %4750 = stablehlo.multiply %4748, %4749 : tensor<128xf32>
    %4751 = stablehlo.add %4747, %4750 : tensor<128xf32>
    %4752 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4753 = stablehlo.divide %4745, %4752 : tensor<128xf32>
    %4754 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %4755 = stablehlo.divide %4751, %4754 : tensor<128xf32>
    %4756 = stablehlo.sqrt %4755 : tensor<128xf32>
    %4757 = stablehlo.constant dense<1.0e-08> : tensor<128xf32>
    %4758 = stablehlo.add %4756, %4757 : tensor<128xf32>
    %4759 = stablehlo.divide %4753, %4758 : tensor<128xf32>
    %4760 = stablehlo.constant dense<0.9> : tensor<3x3x128x256xf32>
    %4761 = stablehlo.multiply %4760, %m.layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %4762 = stablehlo.constant dense<0.1> : tensor<3x3x128x256xf32>
    %4763 = stablehlo.multiply %4762, %3542 : tensor<3x3x128x256xf32>
    %4764 = stablehlo.add %4761, %4763 : tensor<3x3x128x256xf32>
    %4765 = stablehlo.constant dense<0.999> : tensor<3x3x128x256xf32>
    %4766 = stablehlo.multiply %4765, %v.layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %4767 = stablehlo.constant dense<0.001> : tensor<3x3x128x256xf32>
    %4768 = stablehlo.multiply %3542, %3542 : tensor<3x3x128x256xf32>
    %4769 = stablehlo.multiply %4767, %4768 : tensor<3x3x128x256xf32>
    %4770 = stablehlo.add %4766, %4769 : tensor<3x3x128x256xf32>
    %4771 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %4772 = stablehlo.divide %4764, %4771 : tensor<3x3x128x256xf32>
    %4773 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %4774 = stablehlo.divide %4770, %4773 : tensor<3x3x128x256xf32>
    %4775 = stablehlo.sqrt %4774 : tensor<3x3x128x256xf32>
    %4776 = stablehlo.constant dense<1.0e-08> : tensor<3x3x128x256xf32>
    %4777 = stablehlo.add %4775, %4776 : tensor<3x3x128x256xf32>
    %4778 = stablehlo.divide %4772, %4777 : tensor<3x3x128x256xf32>
    %4779 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4780 = stablehlo.multiply %4779, %m.layer3.0.bn1.g : tensor<256xf32>
    %4781 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4782 = stablehlo.multiply %4781, %3547 : tensor<256xf32>
    %4783 = stablehlo.add %4780, %4782 : tensor<256xf32>
    %4784 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4785 = stablehlo.multiply %4784, %v.layer3.0.bn1.g : tensor<256xf32>
    %4786 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4787 = stablehlo.multiply %3547, %3547 : tensor<256xf32>
    %4788 = stablehlo.multiply %4786, %4787 : tensor<256xf32>
    %4789 = stablehlo.add %4785, %4788 : tensor<256xf32>
    %4790 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4791 = stablehlo.divide %4783, %4790 : tensor<256xf32>
    %4792 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4793 = stablehlo.divide %4789, %4792 : tensor<256xf32>
    %4794 = stablehlo.sqrt %4793 : tensor<256xf32>
    %4795 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4796 = stablehlo.add %4794, %4795 : tensor<256xf32>
    %4797 = stablehlo.divide %4791, %4796 : tensor<256xf32>
    %4798 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4799 = stablehlo.multiply %4798, %m.layer3.0.bn1.b : tensor<256xf32>
    %4800 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4801 = stablehlo.multiply %4800, %3552 : tensor<256xf32>
    %4802 = stablehlo.add %4799, %4801 : tensor<256xf32>
    %4803 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4804 = stablehlo.multiply %4803, %v.layer3.0.bn1.b : tensor<256xf32>
    %4805 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4806 = stablehlo.multiply %3552, %3552 : tensor<256xf32>
    %4807 = stablehlo.multiply %4805, %4806 : tensor<256xf32>
    %4808 = stablehlo.add %4804, %4807 : tensor<256xf32>
    %4809 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4810 = stablehlo.divide %4802, %4809 : tensor<256xf32>
    %4811 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4812 = stablehlo.divide %4808, %4811 : tensor<256xf32>
    %4813 = stablehlo.sqrt %4812 : tensor<256xf32>
    %4814 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4815 = stablehlo.add %4813, %4814 : tensor<256xf32>
    %4816 = stablehlo.divide %4810, %4815 : tensor<256xf32>
    %4817 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4818 = stablehlo.multiply %4817, %m.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %4819 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4820 = stablehlo.multiply %4819, %3557 : tensor<3x3x256x256xf32>
    %4821 = stablehlo.add %4818, %4820 : tensor<3x3x256x256xf32>
    %4822 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4823 = stablehlo.multiply %4822, %v.layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %4824 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4825 = stablehlo.multiply %3557, %3557 : tensor<3x3x256x256xf32>
    %4826 = stablehlo.multiply %4824, %4825 : tensor<3x3x256x256xf32>
    %4827 = stablehlo.add %4823, %4826 : tensor<3x3x256x256xf32>
    %4828 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4829 = stablehlo.divide %4821, %4828 : tensor<3x3x256x256xf32>
    %4830 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4831 = stablehlo.divide %4827, %4830 : tensor<3x3x256x256xf32>
    %4832 = stablehlo.sqrt %4831 : tensor<3x3x256x256xf32>
    %4833 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4834 = stablehlo.add %4832, %4833 : tensor<3x3x256x256xf32>
    %4835 = stablehlo.divide %4829, %4834 : tensor<3x3x256x256xf32>
    %4836 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4837 = stablehlo.multiply %4836, %m.layer3.0.bn2.g : tensor<256xf32>
    %4838 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4839 = stablehlo.multiply %4838, %3562 : tensor<256xf32>
    %4840 = stablehlo.add %4837, %4839 : tensor<256xf32>
    %4841 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4842 = stablehlo.multiply %4841, %v.layer3.0.bn2.g : tensor<256xf32>
    %4843 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4844 = stablehlo.multiply %3562, %3562 : tensor<256xf32>
    %4845 = stablehlo.multiply %4843, %4844 : tensor<256xf32>
    %4846 = stablehlo.add %4842, %4845 : tensor<256xf32>
    %4847 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4848 = stablehlo.divide %4840, %4847 : tensor<256xf32>
    %4849 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4850 = stablehlo.divide %4846, %4849 : tensor<256xf32>
    %4851 = stablehlo.sqrt %4850 : tensor<256xf32>
    %4852 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4853 = stablehlo.add %4851, %4852 : tensor<256xf32>
    %4854 = stablehlo.divide %4848, %4853 : tensor<256xf32>
    %4855 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4856 = stablehlo.multiply %4855, %m.layer3.0.bn2.b : tensor<256xf32>
    %4857 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4858 = stablehlo.multiply %4857, %3567 : tensor<256xf32>
    %4859 = stablehlo.add %4856, %4858 : tensor<256xf32>
    %4860 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4861 = stablehlo.multiply %4860, %v.layer3.0.bn2.b : tensor<256xf32>
    %4862 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4863 = stablehlo.multiply %3567, %3567 : tensor<256xf32>
    %4864 = stablehlo.multiply %4862, %4863 : tensor<256xf32>
    %4865 = stablehlo.add %4861, %4864 : tensor<256xf32>
    %4866 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4867 = stablehlo.divide %4859, %4866 : tensor<256xf32>
    %4868 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4869 = stablehlo.divide %4865, %4868 : tensor<256xf32>
    %4870 = stablehlo.sqrt %4869 : tensor<256xf32>
    %4871 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4872 = stablehlo.add %4870, %4871 : tensor<256xf32>
    %4873 = stablehlo.divide %4867, %4872 : tensor<256xf32>
    %4874 = stablehlo.constant dense<0.9> : tensor<1x1x128x256xf32>
    %4875 = stablehlo.multiply %4874, %m.layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %4876 = stablehlo.constant dense<0.1> : tensor<1x1x128x256xf32>
    %4877 = stablehlo.multiply %4876, %3572 : tensor<1x1x128x256xf32>
    %4878 = stablehlo.add %4875, %4877 : tensor<1x1x128x256xf32>
    %4879 = stablehlo.constant dense<0.999> : tensor<1x1x128x256xf32>
    %4880 = stablehlo.multiply %4879, %v.layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %4881 = stablehlo.constant dense<0.001> : tensor<1x1x128x256xf32>
    %4882 = stablehlo.multiply %3572, %3572 : tensor<1x1x128x256xf32>
    %4883 = stablehlo.multiply %4881, %4882 : tensor<1x1x128x256xf32>
    %4884 = stablehlo.add %4880, %4883 : tensor<1x1x128x256xf32>
    %4885 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %4886 = stablehlo.divide %4878, %4885 : tensor<1x1x128x256xf32>
    %4887 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %4888 = stablehlo.divide %4884, %4887 : tensor<1x1x128x256xf32>
    %4889 = stablehlo.sqrt %4888 : tensor<1x1x128x256xf32>
    %4890 = stablehlo.constant dense<1.0e-08> : tensor<1x1x128x256xf32>
    %4891 = stablehlo.add %4889, %4890 : tensor<1x1x128x256xf32>
    %4892 = stablehlo.divide %4886, %4891 : tensor<1x1x128x256xf32>
    %4893 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4894 = stablehlo.multiply %4893, %m.layer3.0.downsample.1.g : tensor<256xf32>
    %4895 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4896 = stablehlo.multiply %4895, %3577 : tensor<256xf32>
    %4897 = stablehlo.add %4894, %4896 : tensor<256xf32>
    %4898 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4899 = stablehlo.multiply %4898, %v.layer3.0.downsample.1.g : tensor<256xf32>
    %4900 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4901 = stablehlo.multiply %3577, %3577 : tensor<256xf32>
    %4902 = stablehlo.multiply %4900, %4901 : tensor<256xf32>
    %4903 = stablehlo.add %4899, %4902 : tensor<256xf32>
    %4904 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4905 = stablehlo.divide %4897, %4904 : tensor<256xf32>
    %4906 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4907 = stablehlo.divide %4903, %4906 : tensor<256xf32>
    %4908 = stablehlo.sqrt %4907 : tensor<256xf32>
    %4909 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4910 = stablehlo.add %4908, %4909 : tensor<256xf32>
    %4911 = stablehlo.divide %4905, %4910 : tensor<256xf32>
    %4912 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4913 = stablehlo.multiply %4912, %m.layer3.0.downsample.1.b : tensor<256xf32>
    %4914 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4915 = stablehlo.multiply %4914, %3582 : tensor<256xf32>
    %4916 = stablehlo.add %4913, %4915 : tensor<256xf32>
    %4917 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4918 = stablehlo.multiply %4917, %v.layer3.0.downsample.1.b : tensor<256xf32>
    %4919 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4920 = stablehlo.multiply %3582, %3582 : tensor<256xf32>
    %4921 = stablehlo.multiply %4919, %4920 : tensor<256xf32>
    %4922 = stablehlo.add %4918, %4921 : tensor<256xf32>
    %4923 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4924 = stablehlo.divide %4916, %4923 : tensor<256xf32>
    %4925 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4926 = stablehlo.divide %4922, %4925 : tensor<256xf32>
    %4927 = stablehlo.sqrt %4926 : tensor<256xf32>
    %4928 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4929 = stablehlo.add %4927, %4928 : tensor<256xf32>
    %4930 = stablehlo.divide %4924, %4929 : tensor<256xf32>
    %4931 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4932 = stablehlo.multiply %4931, %m.layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %4933 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4934 = stablehlo.multiply %4933, %3587 : tensor<3x3x256x256xf32>
    %4935 = stablehlo.add %4932, %4934 : tensor<3x3x256x256xf32>
    %4936 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4937 = stablehlo.multiply %4936, %v.layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %4938 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4939 = stablehlo.multiply %3587, %3587 : tensor<3x3x256x256xf32>
    %4940 = stablehlo.multiply %4938, %4939 : tensor<3x3x256x256xf32>
    %4941 = stablehlo.add %4937, %4940 : tensor<3x3x256x256xf32>
    %4942 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4943 = stablehlo.divide %4935, %4942 : tensor<3x3x256x256xf32>
    %4944 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %4945 = stablehlo.divide %4941, %4944 : tensor<3x3x256x256xf32>
    %4946 = stablehlo.sqrt %4945 : tensor<3x3x256x256xf32>
    %4947 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %4948 = stablehlo.add %4946, %4947 : tensor<3x3x256x256xf32>
    %4949 = stablehlo.divide %4943, %4948 : tensor<3x3x256x256xf32>
    %4950 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4951 = stablehlo.multiply %4950, %m.layer3.1.bn1.g : tensor<256xf32>
    %4952 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4953 = stablehlo.multiply %4952, %3592 : tensor<256xf32>
    %4954 = stablehlo.add %4951, %4953 : tensor<256xf32>
    %4955 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4956 = stablehlo.multiply %4955, %v.layer3.1.bn1.g : tensor<256xf32>
    %4957 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4958 = stablehlo.multiply %3592, %3592 : tensor<256xf32>
    %4959 = stablehlo.multiply %4957, %4958 : tensor<256xf32>
    %4960 = stablehlo.add %4956, %4959 : tensor<256xf32>
    %4961 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4962 = stablehlo.divide %4954, %4961 : tensor<256xf32>
    %4963 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4964 = stablehlo.divide %4960, %4963 : tensor<256xf32>
    %4965 = stablehlo.sqrt %4964 : tensor<256xf32>
    %4966 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4967 = stablehlo.add %4965, %4966 : tensor<256xf32>
    %4968 = stablehlo.divide %4962, %4967 : tensor<256xf32>
    %4969 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %4970 = stablehlo.multiply %4969, %m.layer3.1.bn1.b : tensor<256xf32>
    %4971 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %4972 = stablehlo.multiply %4971, %3597 : tensor<256xf32>
    %4973 = stablehlo.add %4970, %4972 : tensor<256xf32>
    %4974 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %4975 = stablehlo.multiply %4974, %v.layer3.1.bn1.b : tensor<256xf32>
    %4976 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %4977 = stablehlo.multiply %3597, %3597 : tensor<256xf32>
    %4978 = stablehlo.multiply %4976, %4977 : tensor<256xf32>
    %4979 = stablehlo.add %4975, %4978 : tensor<256xf32>
    %4980 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4981 = stablehlo.divide %4973, %4980 : tensor<256xf32>
    %4982 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %4983 = stablehlo.divide %4979, %4982 : tensor<256xf32>
    %4984 = stablehlo.sqrt %4983 : tensor<256xf32>
    %4985 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %4986 = stablehlo.add %4984, %4985 : tensor<256xf32>
    %4987 = stablehlo.divide %4981, %4986 : tensor<256xf32>
    %4988 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %4989 = stablehlo.multiply %4988, %m.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %4990 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %4991 = stablehlo.multiply %4990, %3602 : tensor<3x3x256x256xf32>
    %4992 = stablehlo.add %4989, %4991 : tensor<3x3x256x256xf32>
    %4993 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %4994 = stablehlo.multiply %4993, %v.layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %4995 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %4996 = stablehlo.multiply %3602, %3602 : tensor<3x3x256x256xf32>
    %4997 = stablehlo.multiply %4995, %4996 : tensor<3x3x256x256xf32>
    %4998 = stablehlo.add %4994, %4997 : tensor<3x3x256x256xf32>
    %4999 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5000 = stablehlo.divide %4992, %4999 : tensor<3x3x256x256xf32>
    %5001 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5002 = stablehlo.divide %4998, %5001 : tensor<3x3x256x256xf32>
    %5003 = stablehlo.sqrt %5002 : tensor<3x3x256x256xf32>
    %5004 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5005 = stablehlo.add %5003, %5004 : tensor<3x3x256x256xf32>
    %5006 = stablehlo.divide %5000, %5005 : tensor<3x3x256x256xf32>
    %5007 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5008 = stablehlo.multiply %5007, %m.layer3.1.bn2.g : tensor<256xf32>
    %5009 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5010 = stablehlo.multiply %5009, %3607 : tensor<256xf32>
    %5011 = stablehlo.add %5008, %5010 : tensor<256xf32>
    %5012 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5013 = stablehlo.multiply %5012, %v.layer3.1.bn2.g : tensor<256xf32>
    %5014 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5015 = stablehlo.multiply %3607, %3607 : tensor<256xf32>
    %5016 = stablehlo.multiply %5014, %5015 : tensor<256xf32>
    %5017 = stablehlo.add %5013, %5016 : tensor<256xf32>
    %5018 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5019 = stablehlo.divide %5011, %5018 : tensor<256xf32>
    %5020 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5021 = stablehlo.divide %5017, %5020 : tensor<256xf32>
    %5022 = stablehlo.sqrt %5021 : tensor<256xf32>
    %5023 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5024 = stablehlo.add %5022, %5023 : tensor<256xf32>
    %5025 = stablehlo.divide %5019, %5024 : tensor<256xf32>
    %5026 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5027 = stablehlo.multiply %5026, %m.layer3.1.bn2.b : tensor<256xf32>
    %5028 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5029 = stablehlo.multiply %5028, %3612 : tensor<256xf32>
    %5030 = stablehlo.add %5027, %5029 : tensor<256xf32>
    %5031 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5032 = stablehlo.multiply %5031, %v.layer3.1.bn2.b : tensor<256xf32>
    %5033 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5034 = stablehlo.multiply %3612, %3612 : tensor<256xf32>
    %5035 = stablehlo.multiply %5033, %5034 : tensor<256xf32>
    %5036 = stablehlo.add %5032, %5035 : tensor<256xf32>
    %5037 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5038 = stablehlo.divide %5030, %5037 : tensor<256xf32>
    %5039 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5040 = stablehlo.divide %5036, %5039 : tensor<256xf32>
    %5041 = stablehlo.sqrt %5040 : tensor<256xf32>
    %5042 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5043 = stablehlo.add %5041, %5042 : tensor<256xf32>
    %5044 = stablehlo.divide %5038, %5043 : tensor<256xf32>
    %5045 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5046 = stablehlo.multiply %5045, %m.layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %5047 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5048 = stablehlo.multiply %5047, %3617 : tensor<3x3x256x256xf32>
    %5049 = stablehlo.add %5046, %5048 : tensor<3x3x256x256xf32>
    %5050 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5051 = stablehlo.multiply %5050, %v.layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %5052 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5053 = stablehlo.multiply %3617, %3617 : tensor<3x3x256x256xf32>
    %5054 = stablehlo.multiply %5052, %5053 : tensor<3x3x256x256xf32>
    %5055 = stablehlo.add %5051, %5054 : tensor<3x3x256x256xf32>
    %5056 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5057 = stablehlo.divide %5049, %5056 : tensor<3x3x256x256xf32>
    %5058 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5059 = stablehlo.divide %5055, %5058 : tensor<3x3x256x256xf32>
    %5060 = stablehlo.sqrt %5059 : tensor<3x3x256x256xf32>
    %5061 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5062 = stablehlo.add %5060, %5061 : tensor<3x3x256x256xf32>
    %5063 = stablehlo.divide %5057, %5062 : tensor<3x3x256x256xf32>
    %5064 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5065 = stablehlo.multiply %5064, %m.layer3.2.bn1.g : tensor<256xf32>
    %5066 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5067 = stablehlo.multiply %5066, %3622 : tensor<256xf32>
    %5068 = stablehlo.add %5065, %5067 : tensor<256xf32>
    %5069 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5070 = stablehlo.multiply %5069, %v.layer3.2.bn1.g : tensor<256xf32>
    %5071 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5072 = stablehlo.multiply %3622, %3622 : tensor<256xf32>
    %5073 = stablehlo.multiply %5071, %5072 : tensor<256xf32>
    %5074 = stablehlo.add %5070, %5073 : tensor<256xf32>
    %5075 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5076 = stablehlo.divide %5068, %5075 : tensor<256xf32>
    %5077 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5078 = stablehlo.divide %5074, %5077 : tensor<256xf32>
    %5079 = stablehlo.sqrt %5078 : tensor<256xf32>
    %5080 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5081 = stablehlo.add %5079, %5080 : tensor<256xf32>
    %5082 = stablehlo.divide %5076, %5081 : tensor<256xf32>
    %5083 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5084 = stablehlo.multiply %5083, %m.layer3.2.bn1.b : tensor<256xf32>
    %5085 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5086 = stablehlo.multiply %5085, %3627 : tensor<256xf32>
    %5087 = stablehlo.add %5084, %5086 : tensor<256xf32>
    %5088 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5089 = stablehlo.multiply %5088, %v.layer3.2.bn1.b : tensor<256xf32>
    %5090 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5091 = stablehlo.multiply %3627, %3627 : tensor<256xf32>
    %5092 = stablehlo.multiply %5090, %5091 : tensor<256xf32>
    %5093 = stablehlo.add %5089, %5092 : tensor<256xf32>
    %5094 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5095 = stablehlo.divide %5087, %5094 : tensor<256xf32>
    %5096 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5097 = stablehlo.divide %5093, %5096 : tensor<256xf32>
    %5098 = stablehlo.sqrt %5097 : tensor<256xf32>
    %5099 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5100 = stablehlo.add %5098, %5099 : tensor<256xf32>
    %5101 = stablehlo.divide %5095, %5100 : tensor<256xf32>
    %5102 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5103 = stablehlo.multiply %5102, %m.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %5104 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5105 = stablehlo.multiply %5104, %3632 : tensor<3x3x256x256xf32>
    %5106 = stablehlo.add %5103, %5105 : tensor<3x3x256x256xf32>
    %5107 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5108 = stablehlo.multiply %5107, %v.layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %5109 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5110 = stablehlo.multiply %3632, %3632 : tensor<3x3x256x256xf32>
    %5111 = stablehlo.multiply %5109, %5110 : tensor<3x3x256x256xf32>
    %5112 = stablehlo.add %5108, %5111 : tensor<3x3x256x256xf32>
    %5113 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5114 = stablehlo.divide %5106, %5113 : tensor<3x3x256x256xf32>
    %5115 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5116 = stablehlo.divide %5112, %5115 : tensor<3x3x256x256xf32>
    %5117 = stablehlo.sqrt %5116 : tensor<3x3x256x256xf32>
    %5118 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5119 = stablehlo.add %5117, %5118 : tensor<3x3x256x256xf32>
    %5120 = stablehlo.divide %5114, %5119 : tensor<3x3x256x256xf32>
    %5121 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5122 = stablehlo.multiply %5121, %m.layer3.2.bn2.g : tensor<256xf32>
    %5123 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5124 = stablehlo.multiply %5123, %3637 : tensor<256xf32>
    %5125 = stablehlo.add %5122, %5124 : tensor<256xf32>
    %5126 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5127 = stablehlo.multiply %5126, %v.layer3.2.bn2.g : tensor<256xf32>
    %5128 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5129 = stablehlo.multiply %3637, %3637 : tensor<256xf32>
    %5130 = stablehlo.multiply %5128, %5129 : tensor<256xf32>
    %5131 = stablehlo.add %5127, %5130 : tensor<256xf32>
    %5132 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5133 = stablehlo.divide %5125, %5132 : tensor<256xf32>
    %5134 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5135 = stablehlo.divide %5131, %5134 : tensor<256xf32>
    %5136 = stablehlo.sqrt %5135 : tensor<256xf32>
    %5137 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5138 = stablehlo.add %5136, %5137 : tensor<256xf32>
    %5139 = stablehlo.divide %5133, %5138 : tensor<256xf32>
    %5140 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5141 = stablehlo.multiply %5140, %m.layer3.2.bn2.b : tensor<256xf32>
    %5142 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5143 = stablehlo.multiply %5142, %3642 : tensor<256xf32>
    %5144 = stablehlo.add %5141, %5143 : tensor<256xf32>
    %5145 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5146 = stablehlo.multiply %5145, %v.layer3.2.bn2.b : tensor<256xf32>
    %5147 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5148 = stablehlo.multiply %3642, %3642 : tensor<256xf32>
    %5149 = stablehlo.multiply %5147, %5148 : tensor<256xf32>
    %5150 = stablehlo.add %5146, %5149 : tensor<256xf32>
    %5151 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5152 = stablehlo.divide %5144, %5151 : tensor<256xf32>
    %5153 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5154 = stablehlo.divide %5150, %5153 : tensor<256xf32>
    %5155 = stablehlo.sqrt %5154 : tensor<256xf32>
    %5156 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5157 = stablehlo.add %5155, %5156 : tensor<256xf32>
    %5158 = stablehlo.divide %5152, %5157 : tensor<256xf32>
    %5159 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5160 = stablehlo.multiply %5159, %m.layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %5161 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5162 = stablehlo.multiply %5161, %3647 : tensor<3x3x256x256xf32>
    %5163 = stablehlo.add %5160, %5162 : tensor<3x3x256x256xf32>
    %5164 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5165 = stablehlo.multiply %5164, %v.layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %5166 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5167 = stablehlo.multiply %3647, %3647 : tensor<3x3x256x256xf32>
    %5168 = stablehlo.multiply %5166, %5167 : tensor<3x3x256x256xf32>
    %5169 = stablehlo.add %5165, %5168 : tensor<3x3x256x256xf32>
    %5170 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5171 = stablehlo.divide %5163, %5170 : tensor<3x3x256x256xf32>
    %5172 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5173 = stablehlo.divide %5169, %5172 : tensor<3x3x256x256xf32>
    %5174 = stablehlo.sqrt %5173 : tensor<3x3x256x256xf32>
    %5175 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5176 = stablehlo.add %5174, %5175 : tensor<3x3x256x256xf32>
    %5177 = stablehlo.divide %5171, %5176 : tensor<3x3x256x256xf32>
    %5178 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5179 = stablehlo.multiply %5178, %m.layer3.3.bn1.g : tensor<256xf32>
    %5180 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5181 = stablehlo.multiply %5180, %3652 : tensor<256xf32>
    %5182 = stablehlo.add %5179, %5181 : tensor<256xf32>
    %5183 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5184 = stablehlo.multiply %5183, %v.layer3.3.bn1.g : tensor<256xf32>
    %5185 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5186 = stablehlo.multiply %3652, %3652 : tensor<256xf32>
    %5187 = stablehlo.multiply %5185, %5186 : tensor<256xf32>
    %5188 = stablehlo.add %5184, %5187 : tensor<256xf32>
    %5189 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5190 = stablehlo.divide %5182, %5189 : tensor<256xf32>
    %5191 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5192 = stablehlo.divide %5188, %5191 : tensor<256xf32>
    %5193 = stablehlo.sqrt %5192 : tensor<256xf32>
    %5194 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5195 = stablehlo.add %5193, %5194 : tensor<256xf32>
    %5196 = stablehlo.divide %5190, %5195 : tensor<256xf32>
    %5197 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5198 = stablehlo.multiply %5197, %m.layer3.3.bn1.b : tensor<256xf32>
    %5199 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5200 = stablehlo.multiply %5199, %3657 : tensor<256xf32>
    %5201 = stablehlo.add %5198, %5200 : tensor<256xf32>
    %5202 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5203 = stablehlo.multiply %5202, %v.layer3.3.bn1.b : tensor<256xf32>
    %5204 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5205 = stablehlo.multiply %3657, %3657 : tensor<256xf32>
    %5206 = stablehlo.multiply %5204, %5205 : tensor<256xf32>
    %5207 = stablehlo.add %5203, %5206 : tensor<256xf32>
    %5208 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5209 = stablehlo.divide %5201, %5208 : tensor<256xf32>
    %5210 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5211 = stablehlo.divide %5207, %5210 : tensor<256xf32>
    %5212 = stablehlo.sqrt %5211 : tensor<256xf32>
    %5213 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5214 = stablehlo.add %5212, %5213 : tensor<256xf32>
    %5215 = stablehlo.divide %5209, %5214 : tensor<256xf32>
    %5216 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5217 = stablehlo.multiply %5216, %m.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %5218 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5219 = stablehlo.multiply %5218, %3662 : tensor<3x3x256x256xf32>
    %5220 = stablehlo.add %5217, %5219 : tensor<3x3x256x256xf32>
    %5221 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5222 = stablehlo.multiply %5221, %v.layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %5223 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5224 = stablehlo.multiply %3662, %3662 : tensor<3x3x256x256xf32>
    %5225 = stablehlo.multiply %5223, %5224 : tensor<3x3x256x256xf32>
    %5226 = stablehlo.add %5222, %5225 : tensor<3x3x256x256xf32>
    %5227 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5228 = stablehlo.divide %5220, %5227 : tensor<3x3x256x256xf32>
    %5229 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5230 = stablehlo.divide %5226, %5229 : tensor<3x3x256x256xf32>
    %5231 = stablehlo.sqrt %5230 : tensor<3x3x256x256xf32>
    %5232 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5233 = stablehlo.add %5231, %5232 : tensor<3x3x256x256xf32>
    %5234 = stablehlo.divide %5228, %5233 : tensor<3x3x256x256xf32>
    %5235 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5236 = stablehlo.multiply %5235, %m.layer3.3.bn2.g : tensor<256xf32>
    %5237 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5238 = stablehlo.multiply %5237, %3667 : tensor<256xf32>
    %5239 = stablehlo.add %5236, %5238 : tensor<256xf32>
    %5240 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5241 = stablehlo.multiply %5240, %v.layer3.3.bn2.g : tensor<256xf32>
    %5242 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5243 = stablehlo.multiply %3667, %3667 : tensor<256xf32>
    %5244 = stablehlo.multiply %5242, %5243 : tensor<256xf32>
    %5245 = stablehlo.add %5241, %5244 : tensor<256xf32>
    %5246 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5247 = stablehlo.divide %5239, %5246 : tensor<256xf32>
    %5248 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5249 = stablehlo.divide %5245, %5248 : tensor<256xf32>
    %5250 = stablehlo.sqrt %5249 : tensor<256xf32>
    %5251 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5252 = stablehlo.add %5250, %5251 : tensor<256xf32>
    %5253 = stablehlo.divide %5247, %5252 : tensor<256xf32>
    %5254 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5255 = stablehlo.multiply %5254, %m.layer3.3.bn2.b : tensor<256xf32>
    %5256 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5257 = stablehlo.multiply %5256, %3672 : tensor<256xf32>
    %5258 = stablehlo.add %5255, %5257 : tensor<256xf32>
    %5259 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5260 = stablehlo.multiply %5259, %v.layer3.3.bn2.b : tensor<256xf32>
    %5261 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5262 = stablehlo.multiply %3672, %3672 : tensor<256xf32>
    %5263 = stablehlo.multiply %5261, %5262 : tensor<256xf32>
    %5264 = stablehlo.add %5260, %5263 : tensor<256xf32>
    %5265 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5266 = stablehlo.divide %5258, %5265 : tensor<256xf32>
    %5267 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5268 = stablehlo.divide %5264, %5267 : tensor<256xf32>
    %5269 = stablehlo.sqrt %5268 : tensor<256xf32>
    %5270 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5271 = stablehlo.add %5269, %5270 : tensor<256xf32>
    %5272 = stablehlo.divide %5266, %5271 : tensor<256xf32>
    %5273 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5274 = stablehlo.multiply %5273, %m.layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %5275 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5276 = stablehlo.multiply %5275, %3677 : tensor<3x3x256x256xf32>
    %5277 = stablehlo.add %5274, %5276 : tensor<3x3x256x256xf32>
    %5278 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5279 = stablehlo.multiply %5278, %v.layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %5280 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5281 = stablehlo.multiply %3677, %3677 : tensor<3x3x256x256xf32>
    %5282 = stablehlo.multiply %5280, %5281 : tensor<3x3x256x256xf32>
    %5283 = stablehlo.add %5279, %5282 : tensor<3x3x256x256xf32>
    %5284 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5285 = stablehlo.divide %5277, %5284 : tensor<3x3x256x256xf32>
    %5286 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5287 = stablehlo.divide %5283, %5286 : tensor<3x3x256x256xf32>
    %5288 = stablehlo.sqrt %5287 : tensor<3x3x256x256xf32>
    %5289 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5290 = stablehlo.add %5288, %5289 : tensor<3x3x256x256xf32>
    %5291 = stablehlo.divide %5285, %5290 : tensor<3x3x256x256xf32>
    %5292 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5293 = stablehlo.multiply %5292, %m.layer3.4.bn1.g : tensor<256xf32>
    %5294 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5295 = stablehlo.multiply %5294, %3682 : tensor<256xf32>
    %5296 = stablehlo.add %5293, %5295 : tensor<256xf32>
    %5297 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5298 = stablehlo.multiply %5297, %v.layer3.4.bn1.g : tensor<256xf32>
    %5299 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5300 = stablehlo.multiply %3682, %3682 : tensor<256xf32>
    %5301 = stablehlo.multiply %5299, %5300 : tensor<256xf32>
    %5302 = stablehlo.add %5298, %5301 : tensor<256xf32>
    %5303 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5304 = stablehlo.divide %5296, %5303 : tensor<256xf32>
    %5305 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5306 = stablehlo.divide %5302, %5305 : tensor<256xf32>
    %5307 = stablehlo.sqrt %5306 : tensor<256xf32>
    %5308 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5309 = stablehlo.add %5307, %5308 : tensor<256xf32>
    %5310 = stablehlo.divide %5304, %5309 : tensor<256xf32>
    %5311 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5312 = stablehlo.multiply %5311, %m.layer3.4.bn1.b : tensor<256xf32>
    %5313 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5314 = stablehlo.multiply %5313, %3687 : tensor<256xf32>
    %5315 = stablehlo.add %5312, %5314 : tensor<256xf32>
    %5316 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5317 = stablehlo.multiply %5316, %v.layer3.4.bn1.b : tensor<256xf32>
    %5318 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5319 = stablehlo.multiply %3687, %3687 : tensor<256xf32>
    %5320 = stablehlo.multiply %5318, %5319 : tensor<256xf32>
    %5321 = stablehlo.add %5317, %5320 : tensor<256xf32>
    %5322 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5323 = stablehlo.divide %5315, %5322 : tensor<256xf32>
    %5324 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5325 = stablehlo.divide %5321, %5324 : tensor<256xf32>
    %5326 = stablehlo.sqrt %5325 : tensor<256xf32>
    %5327 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5328 = stablehlo.add %5326, %5327 : tensor<256xf32>
    %5329 = stablehlo.divide %5323, %5328 : tensor<256xf32>
    %5330 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5331 = stablehlo.multiply %5330, %m.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %5332 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5333 = stablehlo.multiply %5332, %3692 : tensor<3x3x256x256xf32>
    %5334 = stablehlo.add %5331, %5333 : tensor<3x3x256x256xf32>
    %5335 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5336 = stablehlo.multiply %5335, %v.layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %5337 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5338 = stablehlo.multiply %3692, %3692 : tensor<3x3x256x256xf32>
    %5339 = stablehlo.multiply %5337, %5338 : tensor<3x3x256x256xf32>
    %5340 = stablehlo.add %5336, %5339 : tensor<3x3x256x256xf32>
    %5341 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5342 = stablehlo.divide %5334, %5341 : tensor<3x3x256x256xf32>
    %5343 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5344 = stablehlo.divide %5340, %5343 : tensor<3x3x256x256xf32>
    %5345 = stablehlo.sqrt %5344 : tensor<3x3x256x256xf32>
    %5346 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5347 = stablehlo.add %5345, %5346 : tensor<3x3x256x256xf32>
    %5348 = stablehlo.divide %5342, %5347 : tensor<3x3x256x256xf32>
    %5349 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5350 = stablehlo.multiply %5349, %m.layer3.4.bn2.g : tensor<256xf32>
    %5351 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5352 = stablehlo.multiply %5351, %3697 : tensor<256xf32>
    %5353 = stablehlo.add %5350, %5352 : tensor<256xf32>
    %5354 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5355 = stablehlo.multiply %5354, %v.layer3.4.bn2.g : tensor<256xf32>
    %5356 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5357 = stablehlo.multiply %3697, %3697 : tensor<256xf32>
    %5358 = stablehlo.multiply %5356, %5357 : tensor<256xf32>
    %5359 = stablehlo.add %5355, %5358 : tensor<256xf32>
    %5360 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5361 = stablehlo.divide %5353, %5360 : tensor<256xf32>
    %5362 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5363 = stablehlo.divide %5359, %5362 : tensor<256xf32>
    %5364 = stablehlo.sqrt %5363 : tensor<256xf32>
    %5365 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5366 = stablehlo.add %5364, %5365 : tensor<256xf32>
    %5367 = stablehlo.divide %5361, %5366 : tensor<256xf32>
    %5368 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5369 = stablehlo.multiply %5368, %m.layer3.4.bn2.b : tensor<256xf32>
    %5370 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5371 = stablehlo.multiply %5370, %3702 : tensor<256xf32>
    %5372 = stablehlo.add %5369, %5371 : tensor<256xf32>
    %5373 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5374 = stablehlo.multiply %5373, %v.layer3.4.bn2.b : tensor<256xf32>
    %5375 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5376 = stablehlo.multiply %3702, %3702 : tensor<256xf32>
    %5377 = stablehlo.multiply %5375, %5376 : tensor<256xf32>
    %5378 = stablehlo.add %5374, %5377 : tensor<256xf32>
    %5379 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5380 = stablehlo.divide %5372, %5379 : tensor<256xf32>
    %5381 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5382 = stablehlo.divide %5378, %5381 : tensor<256xf32>
    %5383 = stablehlo.sqrt %5382 : tensor<256xf32>
    %5384 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5385 = stablehlo.add %5383, %5384 : tensor<256xf32>
    %5386 = stablehlo.divide %5380, %5385 : tensor<256xf32>
    %5387 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5388 = stablehlo.multiply %5387, %m.layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %5389 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5390 = stablehlo.multiply %5389, %3707 : tensor<3x3x256x256xf32>
    %5391 = stablehlo.add %5388, %5390 : tensor<3x3x256x256xf32>
    %5392 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5393 = stablehlo.multiply %5392, %v.layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %5394 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5395 = stablehlo.multiply %3707, %3707 : tensor<3x3x256x256xf32>
    %5396 = stablehlo.multiply %5394, %5395 : tensor<3x3x256x256xf32>
    %5397 = stablehlo.add %5393, %5396 : tensor<3x3x256x256xf32>
    %5398 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5399 = stablehlo.divide %5391, %5398 : tensor<3x3x256x256xf32>
    %5400 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5401 = stablehlo.divide %5397, %5400 : tensor<3x3x256x256xf32>
    %5402 = stablehlo.sqrt %5401 : tensor<3x3x256x256xf32>
    %5403 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5404 = stablehlo.add %5402, %5403 : tensor<3x3x256x256xf32>
    %5405 = stablehlo.divide %5399, %5404 : tensor<3x3x256x256xf32>
    %5406 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5407 = stablehlo.multiply %5406, %m.layer3.5.bn1.g : tensor<256xf32>
    %5408 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5409 = stablehlo.multiply %5408, %3712 : tensor<256xf32>
    %5410 = stablehlo.add %5407, %5409 : tensor<256xf32>
    %5411 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5412 = stablehlo.multiply %5411, %v.layer3.5.bn1.g : tensor<256xf32>
    %5413 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5414 = stablehlo.multiply %3712, %3712 : tensor<256xf32>
    %5415 = stablehlo.multiply %5413, %5414 : tensor<256xf32>
    %5416 = stablehlo.add %5412, %5415 : tensor<256xf32>
    %5417 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5418 = stablehlo.divide %5410, %5417 : tensor<256xf32>
    %5419 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5420 = stablehlo.divide %5416, %5419 : tensor<256xf32>
    %5421 = stablehlo.sqrt %5420 : tensor<256xf32>
    %5422 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5423 = stablehlo.add %5421, %5422 : tensor<256xf32>
    %5424 = stablehlo.divide %5418, %5423 : tensor<256xf32>
    %5425 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5426 = stablehlo.multiply %5425, %m.layer3.5.bn1.b : tensor<256xf32>
    %5427 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5428 = stablehlo.multiply %5427, %3717 : tensor<256xf32>
    %5429 = stablehlo.add %5426, %5428 : tensor<256xf32>
    %5430 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5431 = stablehlo.multiply %5430, %v.layer3.5.bn1.b : tensor<256xf32>
    %5432 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5433 = stablehlo.multiply %3717, %3717 : tensor<256xf32>
    %5434 = stablehlo.multiply %5432, %5433 : tensor<256xf32>
    %5435 = stablehlo.add %5431, %5434 : tensor<256xf32>
    %5436 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5437 = stablehlo.divide %5429, %5436 : tensor<256xf32>
    %5438 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5439 = stablehlo.divide %5435, %5438 : tensor<256xf32>
    %5440 = stablehlo.sqrt %5439 : tensor<256xf32>
    %5441 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5442 = stablehlo.add %5440, %5441 : tensor<256xf32>
    %5443 = stablehlo.divide %5437, %5442 : tensor<256xf32>
    %5444 = stablehlo.constant dense<0.9> : tensor<3x3x256x256xf32>
    %5445 = stablehlo.multiply %5444, %m.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %5446 = stablehlo.constant dense<0.1> : tensor<3x3x256x256xf32>
    %5447 = stablehlo.multiply %5446, %3722 : tensor<3x3x256x256xf32>
    %5448 = stablehlo.add %5445, %5447 : tensor<3x3x256x256xf32>
    %5449 = stablehlo.constant dense<0.999> : tensor<3x3x256x256xf32>
    %5450 = stablehlo.multiply %5449, %v.layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %5451 = stablehlo.constant dense<0.001> : tensor<3x3x256x256xf32>
    %5452 = stablehlo.multiply %3722, %3722 : tensor<3x3x256x256xf32>
    %5453 = stablehlo.multiply %5451, %5452 : tensor<3x3x256x256xf32>
    %5454 = stablehlo.add %5450, %5453 : tensor<3x3x256x256xf32>
    %5455 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5456 = stablehlo.divide %5448, %5455 : tensor<3x3x256x256xf32>
    %5457 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %5458 = stablehlo.divide %5454, %5457 : tensor<3x3x256x256xf32>
    %5459 = stablehlo.sqrt %5458 : tensor<3x3x256x256xf32>
    %5460 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x256xf32>
    %5461 = stablehlo.add %5459, %5460 : tensor<3x3x256x256xf32>
    %5462 = stablehlo.divide %5456, %5461 : tensor<3x3x256x256xf32>
    %5463 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5464 = stablehlo.multiply %5463, %m.layer3.5.bn2.g : tensor<256xf32>
    %5465 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5466 = stablehlo.multiply %5465, %3727 : tensor<256xf32>
    %5467 = stablehlo.add %5464, %5466 : tensor<256xf32>
    %5468 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5469 = stablehlo.multiply %5468, %v.layer3.5.bn2.g : tensor<256xf32>
    %5470 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5471 = stablehlo.multiply %3727, %3727 : tensor<256xf32>
    %5472 = stablehlo.multiply %5470, %5471 : tensor<256xf32>
    %5473 = stablehlo.add %5469, %5472 : tensor<256xf32>
    %5474 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5475 = stablehlo.divide %5467, %5474 : tensor<256xf32>
    %5476 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5477 = stablehlo.divide %5473, %5476 : tensor<256xf32>
    %5478 = stablehlo.sqrt %5477 : tensor<256xf32>
    %5479 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5480 = stablehlo.add %5478, %5479 : tensor<256xf32>
    %5481 = stablehlo.divide %5475, %5480 : tensor<256xf32>
    %5482 = stablehlo.constant dense<0.9> : tensor<256xf32>
    %5483 = stablehlo.multiply %5482, %m.layer3.5.bn2.b : tensor<256xf32>
    %5484 = stablehlo.constant dense<0.1> : tensor<256xf32>
    %5485 = stablehlo.multiply %5484, %3732 : tensor<256xf32>
    %5486 = stablehlo.add %5483, %5485 : tensor<256xf32>
    %5487 = stablehlo.constant dense<0.999> : tensor<256xf32>
    %5488 = stablehlo.multiply %5487, %v.layer3.5.bn2.b : tensor<256xf32>
    %5489 = stablehlo.constant dense<0.001> : tensor<256xf32>
    %5490 = stablehlo.multiply %3732, %3732 : tensor<256xf32>
    %5491 = stablehlo.multiply %5489, %5490 : tensor<256xf32>
    %5492 = stablehlo.add %5488, %5491 : tensor<256xf32>
    %5493 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5494 = stablehlo.divide %5486, %5493 : tensor<256xf32>
    %5495 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %5496 = stablehlo.divide %5492, %5495 : tensor<256xf32>
    %5497 = stablehlo.sqrt %5496 : tensor<256xf32>
    %5498 = stablehlo.constant dense<1.0e-08> : tensor<256xf32>
    %5499 = stablehlo.add %5497, %5498 : tensor<256xf32>
    %5500 = stablehlo.divide %5494, %5499 : tensor<256xf32>
    %5501 = stablehlo.constant dense<0.9> : tensor<3x3x256x512xf32>
    %5502 = stablehlo.multiply %5501, %m.layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %5503 = stablehlo.constant dense<0.1> : tensor<3x3x256x512xf32>
    %5504 = stablehlo.multiply %5503, %3737 : tensor<3x3x256x512xf32>
    %5505 = stablehlo.add %5502, %5504 : tensor<3x3x256x512xf32>
    %5506 = stablehlo.constant dense<0.999> : tensor<3x3x256x512xf32>
    %5507 = stablehlo.multiply %5506, %v.layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %5508 = stablehlo.constant dense<0.001> : tensor<3x3x256x512xf32>
    %5509 = stablehlo.multiply %3737, %3737 : tensor<3x3x256x512xf32>
    %5510 = stablehlo.multiply %5508, %5509 : tensor<3x3x256x512xf32>
    %5511 = stablehlo.add %5507, %5510 : tensor<3x3x256x512xf32>
    %5512 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %5513 = stablehlo.divide %5505, %5512 : tensor<3x3x256x512xf32>
    %5514 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %5515 = stablehlo.divide %5511, %5514 : tensor<3x3x256x512xf32>
    %5516 = stablehlo.sqrt %5515 : tensor<3x3x256x512xf32>
    %5517 = stablehlo.constant dense<1.0e-08> : tensor<3x3x256x512xf32>
    %5518 = stablehlo.add %5516, %5517 : tensor<3x3x256x512xf32>
    %5519 = stablehlo.divide %5513, %5518 : tensor<3x3x256x512xf32>
    %5520 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5521 = stablehlo.multiply %5520, %m.layer4.0.bn1.g : tensor<512xf32>
    %5522 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5523 = stablehlo.multiply %5522, %3742 : tensor<512xf32>
    %5524 = stablehlo.add %5521, %5523 : tensor<512xf32>
    %5525 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5526 = stablehlo.multiply %5525, %v.layer4.0.bn1.g : tensor<512xf32>
    %5527 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5528 = stablehlo.multiply %3742, %3742 : tensor<512xf32>
    %5529 = stablehlo.multiply %5527, %5528 : tensor<512xf32>
    %5530 = stablehlo.add %5526, %5529 : tensor<512xf32>
    %5531 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5532 = stablehlo.divide %5524, %5531 : tensor<512xf32>
    %5533 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5534 = stablehlo.divide %5530, %5533 : tensor<512xf32>
    %5535 = stablehlo.sqrt %5534 : tensor<512xf32>
    %5536 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5537 = stablehlo.add %5535, %5536 : tensor<512xf32>
    %5538 = stablehlo.divide %5532, %5537 : tensor<512xf32>
    %5539 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5540 = stablehlo.multiply %5539, %m.layer4.0.bn1.b : tensor<512xf32>
    %5541 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5542 = stablehlo.multiply %5541, %3747 : tensor<512xf32>
    %5543 = stablehlo.add %5540, %5542 : tensor<512xf32>
    %5544 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5545 = stablehlo.multiply %5544, %v.layer4.0.bn1.b : tensor<512xf32>
    %5546 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5547 = stablehlo.multiply %3747, %3747 : tensor<512xf32>
    %5548 = stablehlo.multiply %5546, %5547 : tensor<512xf32>
    %5549 = stablehlo.add %5545, %5548 : tensor<512xf32>
    %5550 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5551 = stablehlo.divide %5543, %5550 : tensor<512xf32>
    %5552 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5553 = stablehlo.divide %5549, %5552 : tensor<512xf32>
    %5554 = stablehlo.sqrt %5553 : tensor<512xf32>
    %5555 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5556 = stablehlo.add %5554, %5555 : tensor<512xf32>
    %5557 = stablehlo.divide %5551, %5556 : tensor<512xf32>
    %5558 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5559 = stablehlo.multiply %5558, %m.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %5560 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5561 = stablehlo.multiply %5560, %3752 : tensor<3x3x512x512xf32>
    %5562 = stablehlo.add %5559, %5561 : tensor<3x3x512x512xf32>
    %5563 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5564 = stablehlo.multiply %5563, %v.layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %5565 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5566 = stablehlo.multiply %3752, %3752 : tensor<3x3x512x512xf32>
    %5567 = stablehlo.multiply %5565, %5566 : tensor<3x3x512x512xf32>
    %5568 = stablehlo.add %5564, %5567 : tensor<3x3x512x512xf32>
    %5569 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5570 = stablehlo.divide %5562, %5569 : tensor<3x3x512x512xf32>
    %5571 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5572 = stablehlo.divide %5568, %5571 : tensor<3x3x512x512xf32>
    %5573 = stablehlo.sqrt %5572 : tensor<3x3x512x512xf32>
    %5574 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5575 = stablehlo.add %5573, %5574 : tensor<3x3x512x512xf32>
    %5576 = stablehlo.divide %5570, %5575 : tensor<3x3x512x512xf32>
    %5577 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5578 = stablehlo.multiply %5577, %m.layer4.0.bn2.g : tensor<512xf32>
    %5579 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5580 = stablehlo.multiply %5579, %3757 : tensor<512xf32>
    %5581 = stablehlo.add %5578, %5580 : tensor<512xf32>
    %5582 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5583 = stablehlo.multiply %5582, %v.layer4.0.bn2.g : tensor<512xf32>
    %5584 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5585 = stablehlo.multiply %3757, %3757 : tensor<512xf32>
    %5586 = stablehlo.multiply %5584, %5585 : tensor<512xf32>
    %5587 = stablehlo.add %5583, %5586 : tensor<512xf32>
    %5588 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5589 = stablehlo.divide %5581, %5588 : tensor<512xf32>
    %5590 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5591 = stablehlo.divide %5587, %5590 : tensor<512xf32>
    %5592 = stablehlo.sqrt %5591 : tensor<512xf32>
    %5593 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5594 = stablehlo.add %5592, %5593 : tensor<512xf32>
    %5595 = stablehlo.divide %5589, %5594 : tensor<512xf32>
    %5596 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5597 = stablehlo.multiply %5596, %m.layer4.0.bn2.b : tensor<512xf32>
    %5598 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5599 = stablehlo.multiply %5598, %3762 : tensor<512xf32>
    %5600 = stablehlo.add %5597, %5599 : tensor<512xf32>
    %5601 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5602 = stablehlo.multiply %5601, %v.layer4.0.bn2.b : tensor<512xf32>
    %5603 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5604 = stablehlo.multiply %3762, %3762 : tensor<512xf32>
    %5605 = stablehlo.multiply %5603, %5604 : tensor<512xf32>
    %5606 = stablehlo.add %5602, %5605 : tensor<512xf32>
    %5607 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5608 = stablehlo.divide %5600, %5607 : tensor<512xf32>
    %5609 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5610 = stablehlo.divide %5606, %5609 : tensor<512xf32>
    %5611 = stablehlo.sqrt %5610 : tensor<512xf32>
    %5612 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5613 = stablehlo.add %5611, %5612 : tensor<512xf32>
    %5614 = stablehlo.divide %5608, %5613 : tensor<512xf32>
    %5615 = stablehlo.constant dense<0.9> : tensor<1x1x256x512xf32>
    %5616 = stablehlo.multiply %5615, %m.layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5617 = stablehlo.constant dense<0.1> : tensor<1x1x256x512xf32>
    %5618 = stablehlo.multiply %5617, %3767 : tensor<1x1x256x512xf32>
    %5619 = stablehlo.add %5616, %5618 : tensor<1x1x256x512xf32>
    %5620 = stablehlo.constant dense<0.999> : tensor<1x1x256x512xf32>
    %5621 = stablehlo.multiply %5620, %v.layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %5622 = stablehlo.constant dense<0.001> : tensor<1x1x256x512xf32>
    %5623 = stablehlo.multiply %3767, %3767 : tensor<1x1x256x512xf32>
    %5624 = stablehlo.multiply %5622, %5623 : tensor<1x1x256x512xf32>
    %5625 = stablehlo.add %5621, %5624 : tensor<1x1x256x512xf32>
    %5626 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5627 = stablehlo.divide %5619, %5626 : tensor<1x1x256x512xf32>
    %5628 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %5629 = stablehlo.divide %5625, %5628 : tensor<1x1x256x512xf32>
    %5630 = stablehlo.sqrt %5629 : tensor<1x1x256x512xf32>
    %5631 = stablehlo.constant dense<1.0e-08> : tensor<1x1x256x512xf32>
    %5632 = stablehlo.add %5630, %5631 : tensor<1x1x256x512xf32>
    %5633 = stablehlo.divide %5627, %5632 : tensor<1x1x256x512xf32>
    %5634 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5635 = stablehlo.multiply %5634, %m.layer4.0.downsample.1.g : tensor<512xf32>
    %5636 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5637 = stablehlo.multiply %5636, %3772 : tensor<512xf32>
    %5638 = stablehlo.add %5635, %5637 : tensor<512xf32>
    %5639 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5640 = stablehlo.multiply %5639, %v.layer4.0.downsample.1.g : tensor<512xf32>
    %5641 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5642 = stablehlo.multiply %3772, %3772 : tensor<512xf32>
    %5643 = stablehlo.multiply %5641, %5642 : tensor<512xf32>
    %5644 = stablehlo.add %5640, %5643 : tensor<512xf32>
    %5645 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5646 = stablehlo.divide %5638, %5645 : tensor<512xf32>
    %5647 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5648 = stablehlo.divide %5644, %5647 : tensor<512xf32>
    %5649 = stablehlo.sqrt %5648 : tensor<512xf32>
    %5650 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5651 = stablehlo.add %5649, %5650 : tensor<512xf32>
    %5652 = stablehlo.divide %5646, %5651 : tensor<512xf32>
    %5653 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5654 = stablehlo.multiply %5653, %m.layer4.0.downsample.1.b : tensor<512xf32>
    %5655 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5656 = stablehlo.multiply %5655, %3777 : tensor<512xf32>
    %5657 = stablehlo.add %5654, %5656 : tensor<512xf32>
    %5658 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5659 = stablehlo.multiply %5658, %v.layer4.0.downsample.1.b : tensor<512xf32>
    %5660 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5661 = stablehlo.multiply %3777, %3777 : tensor<512xf32>
    %5662 = stablehlo.multiply %5660, %5661 : tensor<512xf32>
    %5663 = stablehlo.add %5659, %5662 : tensor<512xf32>
    %5664 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5665 = stablehlo.divide %5657, %5664 : tensor<512xf32>
    %5666 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5667 = stablehlo.divide %5663, %5666 : tensor<512xf32>
    %5668 = stablehlo.sqrt %5667 : tensor<512xf32>
    %5669 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5670 = stablehlo.add %5668, %5669 : tensor<512xf32>
    %5671 = stablehlo.divide %5665, %5670 : tensor<512xf32>
    %5672 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5673 = stablehlo.multiply %5672, %m.layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %5674 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5675 = stablehlo.multiply %5674, %3782 : tensor<3x3x512x512xf32>
    %5676 = stablehlo.add %5673, %5675 : tensor<3x3x512x512xf32>
    %5677 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5678 = stablehlo.multiply %5677, %v.layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %5679 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5680 = stablehlo.multiply %3782, %3782 : tensor<3x3x512x512xf32>
    %5681 = stablehlo.multiply %5679, %5680 : tensor<3x3x512x512xf32>
    %5682 = stablehlo.add %5678, %5681 : tensor<3x3x512x512xf32>
    %5683 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5684 = stablehlo.divide %5676, %5683 : tensor<3x3x512x512xf32>
    %5685 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5686 = stablehlo.divide %5682, %5685 : tensor<3x3x512x512xf32>
    %5687 = stablehlo.sqrt %5686 : tensor<3x3x512x512xf32>
    %5688 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5689 = stablehlo.add %5687, %5688 : tensor<3x3x512x512xf32>
    %5690 = stablehlo.divide %5684, %5689 : tensor<3x3x512x512xf32>
    %5691 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5692 = stablehlo.multiply %5691, %m.layer4.1.bn1.g : tensor<512xf32>
    %5693 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5694 = stablehlo.multiply %5693, %3787 : tensor<512xf32>
    %5695 = stablehlo.add %5692, %5694 : tensor<512xf32>
    %5696 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5697 = stablehlo.multiply %5696, %v.layer4.1.bn1.g : tensor<512xf32>
    %5698 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5699 = stablehlo.multiply %3787, %3787 : tensor<512xf32>
    %5700 = stablehlo.multiply %5698, %5699 : tensor<512xf32>
    %5701 = stablehlo.add %5697, %5700 : tensor<512xf32>
    %5702 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5703 = stablehlo.divide %5695, %5702 : tensor<512xf32>
    %5704 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5705 = stablehlo.divide %5701, %5704 : tensor<512xf32>
    %5706 = stablehlo.sqrt %5705 : tensor<512xf32>
    %5707 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5708 = stablehlo.add %5706, %5707 : tensor<512xf32>
    %5709 = stablehlo.divide %5703, %5708 : tensor<512xf32>
    %5710 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5711 = stablehlo.multiply %5710, %m.layer4.1.bn1.b : tensor<512xf32>
    %5712 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5713 = stablehlo.multiply %5712, %3792 : tensor<512xf32>
    %5714 = stablehlo.add %5711, %5713 : tensor<512xf32>
    %5715 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5716 = stablehlo.multiply %5715, %v.layer4.1.bn1.b : tensor<512xf32>
    %5717 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5718 = stablehlo.multiply %3792, %3792 : tensor<512xf32>
    %5719 = stablehlo.multiply %5717, %5718 : tensor<512xf32>
    %5720 = stablehlo.add %5716, %5719 : tensor<512xf32>
    %5721 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5722 = stablehlo.divide %5714, %5721 : tensor<512xf32>
    %5723 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5724 = stablehlo.divide %5720, %5723 : tensor<512xf32>
    %5725 = stablehlo.sqrt %5724 : tensor<512xf32>
    %5726 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5727 = stablehlo.add %5725, %5726 : tensor<512xf32>
    %5728 = stablehlo.divide %5722, %5727 : tensor<512xf32>
    %5729 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5730 = stablehlo.multiply %5729, %m.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %5731 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5732 = stablehlo.multiply %5731, %3797 : tensor<3x3x512x512xf32>
    %5733 = stablehlo.add %5730, %5732 : tensor<3x3x512x512xf32>
    %5734 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5735 = stablehlo.multiply %5734, %v.layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %5736 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5737 = stablehlo.multiply %3797, %3797 : tensor<3x3x512x512xf32>
    %5738 = stablehlo.multiply %5736, %5737 : tensor<3x3x512x512xf32>
    %5739 = stablehlo.add %5735, %5738 : tensor<3x3x512x512xf32>
    %5740 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5741 = stablehlo.divide %5733, %5740 : tensor<3x3x512x512xf32>
    %5742 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5743 = stablehlo.divide %5739, %5742 : tensor<3x3x512x512xf32>
    %5744 = stablehlo.sqrt %5743 : tensor<3x3x512x512xf32>
    %5745 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5746 = stablehlo.add %5744, %5745 : tensor<3x3x512x512xf32>
    %5747 = stablehlo.divide %5741, %5746 : tensor<3x3x512x512xf32>
    %5748 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5749 = stablehlo.multiply %5748, %m.layer4.1.bn2.g : tensor<512xf32>
    %5750 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5751 = stablehlo.multiply %5750, %3802 : tensor<512xf32>
    %5752 = stablehlo.add %5749, %5751 : tensor<512xf32>
    %5753 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5754 = stablehlo.multiply %5753, %v.layer4.1.bn2.g : tensor<512xf32>
    %5755 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5756 = stablehlo.multiply %3802, %3802 : tensor<512xf32>
    %5757 = stablehlo.multiply %5755, %5756 : tensor<512xf32>
    %5758 = stablehlo.add %5754, %5757 : tensor<512xf32>
    %5759 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5760 = stablehlo.divide %5752, %5759 : tensor<512xf32>
    %5761 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5762 = stablehlo.divide %5758, %5761 : tensor<512xf32>
    %5763 = stablehlo.sqrt %5762 : tensor<512xf32>
    %5764 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5765 = stablehlo.add %5763, %5764 : tensor<512xf32>
    %5766 = stablehlo.divide %5760, %5765 : tensor<512xf32>
    %5767 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5768 = stablehlo.multiply %5767, %m.layer4.1.bn2.b : tensor<512xf32>
    %5769 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5770 = stablehlo.multiply %5769, %3807 : tensor<512xf32>
    %5771 = stablehlo.add %5768, %5770 : tensor<512xf32>
    %5772 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5773 = stablehlo.multiply %5772, %v.layer4.1.bn2.b : tensor<512xf32>
    %5774 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5775 = stablehlo.multiply %3807, %3807 : tensor<512xf32>
    %5776 = stablehlo.multiply %5774, %5775 : tensor<512xf32>
    %5777 = stablehlo.add %5773, %5776 : tensor<512xf32>
    %5778 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5779 = stablehlo.divide %5771, %5778 : tensor<512xf32>
    %5780 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5781 = stablehlo.divide %5777, %5780 : tensor<512xf32>
    %5782 = stablehlo.sqrt %5781 : tensor<512xf32>
    %5783 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5784 = stablehlo.add %5782, %5783 : tensor<512xf32>
    %5785 = stablehlo.divide %5779, %5784 : tensor<512xf32>
    %5786 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5787 = stablehlo.multiply %5786, %m.layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %5788 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5789 = stablehlo.multiply %5788, %3812 : tensor<3x3x512x512xf32>
    %5790 = stablehlo.add %5787, %5789 : tensor<3x3x512x512xf32>
    %5791 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5792 = stablehlo.multiply %5791, %v.layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %5793 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5794 = stablehlo.multiply %3812, %3812 : tensor<3x3x512x512xf32>
    %5795 = stablehlo.multiply %5793, %5794 : tensor<3x3x512x512xf32>
    %5796 = stablehlo.add %5792, %5795 : tensor<3x3x512x512xf32>
    %5797 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5798 = stablehlo.divide %5790, %5797 : tensor<3x3x512x512xf32>
    %5799 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5800 = stablehlo.divide %5796, %5799 : tensor<3x3x512x512xf32>
    %5801 = stablehlo.sqrt %5800 : tensor<3x3x512x512xf32>
    %5802 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5803 = stablehlo.add %5801, %5802 : tensor<3x3x512x512xf32>
    %5804 = stablehlo.divide %5798, %5803 : tensor<3x3x512x512xf32>
    %5805 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5806 = stablehlo.multiply %5805, %m.layer4.2.bn1.g : tensor<512xf32>
    %5807 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5808 = stablehlo.multiply %5807, %3817 : tensor<512xf32>
    %5809 = stablehlo.add %5806, %5808 : tensor<512xf32>
    %5810 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5811 = stablehlo.multiply %5810, %v.layer4.2.bn1.g : tensor<512xf32>
    %5812 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5813 = stablehlo.multiply %3817, %3817 : tensor<512xf32>
    %5814 = stablehlo.multiply %5812, %5813 : tensor<512xf32>
    %5815 = stablehlo.add %5811, %5814 : tensor<512xf32>
    %5816 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5817 = stablehlo.divide %5809, %5816 : tensor<512xf32>
    %5818 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5819 = stablehlo.divide %5815, %5818 : tensor<512xf32>
    %5820 = stablehlo.sqrt %5819 : tensor<512xf32>
    %5821 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5822 = stablehlo.add %5820, %5821 : tensor<512xf32>
    %5823 = stablehlo.divide %5817, %5822 : tensor<512xf32>
    %5824 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5825 = stablehlo.multiply %5824, %m.layer4.2.bn1.b : tensor<512xf32>
    %5826 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5827 = stablehlo.multiply %5826, %3822 : tensor<512xf32>
    %5828 = stablehlo.add %5825, %5827 : tensor<512xf32>
    %5829 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5830 = stablehlo.multiply %5829, %v.layer4.2.bn1.b : tensor<512xf32>
    %5831 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5832 = stablehlo.multiply %3822, %3822 : tensor<512xf32>
    %5833 = stablehlo.multiply %5831, %5832 : tensor<512xf32>
    %5834 = stablehlo.add %5830, %5833 : tensor<512xf32>
    %5835 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5836 = stablehlo.divide %5828, %5835 : tensor<512xf32>
    %5837 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5838 = stablehlo.divide %5834, %5837 : tensor<512xf32>
    %5839 = stablehlo.sqrt %5838 : tensor<512xf32>
    %5840 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5841 = stablehlo.add %5839, %5840 : tensor<512xf32>
    %5842 = stablehlo.divide %5836, %5841 : tensor<512xf32>
    %5843 = stablehlo.constant dense<0.9> : tensor<3x3x512x512xf32>
    %5844 = stablehlo.multiply %5843, %m.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %5845 = stablehlo.constant dense<0.1> : tensor<3x3x512x512xf32>
    %5846 = stablehlo.multiply %5845, %3827 : tensor<3x3x512x512xf32>
    %5847 = stablehlo.add %5844, %5846 : tensor<3x3x512x512xf32>
    %5848 = stablehlo.constant dense<0.999> : tensor<3x3x512x512xf32>
    %5849 = stablehlo.multiply %5848, %v.layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %5850 = stablehlo.constant dense<0.001> : tensor<3x3x512x512xf32>
    %5851 = stablehlo.multiply %3827, %3827 : tensor<3x3x512x512xf32>
    %5852 = stablehlo.multiply %5850, %5851 : tensor<3x3x512x512xf32>
    %5853 = stablehlo.add %5849, %5852 : tensor<3x3x512x512xf32>
    %5854 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5855 = stablehlo.divide %5847, %5854 : tensor<3x3x512x512xf32>
    %5856 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %5857 = stablehlo.divide %5853, %5856 : tensor<3x3x512x512xf32>
    %5858 = stablehlo.sqrt %5857 : tensor<3x3x512x512xf32>
    %5859 = stablehlo.constant dense<1.0e-08> : tensor<3x3x512x512xf32>
    %5860 = stablehlo.add %5858, %5859 : tensor<3x3x512x512xf32>
    %5861 = stablehlo.divide %5855, %5860 : tensor<3x3x512x512xf32>
    %5862 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5863 = stablehlo.multiply %5862, %m.layer4.2.bn2.g : tensor<512xf32>
    %5864 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5865 = stablehlo.multiply %5864, %3832 : tensor<512xf32>
    %5866 = stablehlo.add %5863, %5865 : tensor<512xf32>
    %5867 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5868 = stablehlo.multiply %5867, %v.layer4.2.bn2.g : tensor<512xf32>
    %5869 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5870 = stablehlo.multiply %3832, %3832 : tensor<512xf32>
    %5871 = stablehlo.multiply %5869, %5870 : tensor<512xf32>
    %5872 = stablehlo.add %5868, %5871 : tensor<512xf32>
    %5873 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5874 = stablehlo.divide %5866, %5873 : tensor<512xf32>
    %5875 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5876 = stablehlo.divide %5872, %5875 : tensor<512xf32>
    %5877 = stablehlo.sqrt %5876 : tensor<512xf32>
    %5878 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5879 = stablehlo.add %5877, %5878 : tensor<512xf32>
    %5880 = stablehlo.divide %5874, %5879 : tensor<512xf32>
    %5881 = stablehlo.constant dense<0.9> : tensor<512xf32>
    %5882 = stablehlo.multiply %5881, %m.layer4.2.bn2.b : tensor<512xf32>
    %5883 = stablehlo.constant dense<0.1> : tensor<512xf32>
    %5884 = stablehlo.multiply %5883, %3837 : tensor<512xf32>
    %5885 = stablehlo.add %5882, %5884 : tensor<512xf32>
    %5886 = stablehlo.constant dense<0.999> : tensor<512xf32>
    %5887 = stablehlo.multiply %5886, %v.layer4.2.bn2.b : tensor<512xf32>
    %5888 = stablehlo.constant dense<0.001> : tensor<512xf32>
    %5889 = stablehlo.multiply %3837, %3837 : tensor<512xf32>
    %5890 = stablehlo.multiply %5888, %5889 : tensor<512xf32>
    %5891 = stablehlo.add %5887, %5890 : tensor<512xf32>
    %5892 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5893 = stablehlo.divide %5885, %5892 : tensor<512xf32>
    %5894 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %5895 = stablehlo.divide %5891, %5894 : tensor<512xf32>
    %5896 = stablehlo.sqrt %5895 : tensor<512xf32>
    %5897 = stablehlo.constant dense<1.0e-08> : tensor<512xf32>
    %5898 = stablehlo.add %5896, %5897 : tensor<512xf32>
    %5899 = stablehlo.divide %5893, %5898 : tensor<512xf32>
    %5900 = stablehlo.constant dense<0.9> : tensor<512x1000xf32>
    %5901 = stablehlo.multiply %5900, %m.fc.w : tensor<512x1000xf32>
    %5902 = stablehlo.constant dense<0.1> : tensor<512x1000xf32>
    %5903 = stablehlo.multiply %5902, %3842 : tensor<512x1000xf32>
    %5904 = stablehlo.add %5901, %5903 : tensor<512x1000xf32>
    %5905 = stablehlo.constant dense<0.999> : tensor<512x1000xf32>
    %5906 = stablehlo.multiply %5905, %v.fc.w : tensor<512x1000xf32>
    %5907 = stablehlo.constant dense<0.001> : tensor<512x1000xf32>
    %5908 = stablehlo.multiply %3842, %3842 : tensor<512x1000xf32>
    %5909 = stablehlo.multiply %5907, %5908 : tensor<512x1000xf32>
    %5910 = stablehlo.add %5906, %5909 : tensor<512x1000xf32>
    %5911 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %5912 = stablehlo.divide %5904, %5911 : tensor<512x1000xf32>
    %5913 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %5914 = stablehlo.divide %5910, %5913 : tensor<512x1000xf32>
    %5915 = stablehlo.sqrt %5914 : tensor<512x1000xf32>
    %5916 = stablehlo.constant dense<1.0e-08> : tensor<512x1000xf32>
    %5917 = stablehlo.add %5915, %5916 : tensor<512x1000xf32>
    %5918 = stablehlo.divide %5912, %5917 : tensor<512x1000xf32>
    %5919 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %5920 = stablehlo.multiply %5919, %m.fc.b : tensor<1000xf32>
    %5921 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %5922 = stablehlo.multiply %5921, %3847 : tensor<1000xf32>
    %5923 = stablehlo.add %5920, %5922 : tensor<1000xf32>
    %5924 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %5925 = stablehlo.multiply %5924, %v.fc.b : tensor<1000xf32>
    %5926 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %5927 = stablehlo.multiply %3847, %3847 : tensor<1000xf32>
    %5928 = stablehlo.multiply %5926, %5927 : tensor<1000xf32>
    %5929 = stablehlo.add %5925, %5928 : tensor<1000xf32>
    %5930 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5931 = stablehlo.divide %5923, %5930 : tensor<1000xf32>
    %5932 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %5933 = stablehlo.divide %5929, %5932 : tensor<1000xf32>
    %5934 = stablehlo.sqrt %5933 : tensor<1000xf32>
    %5935 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %5936 = stablehlo.add %5934, %5935 : tensor<1000xf32>
    %5937 = stablehlo.divide %5931, %5936 : tensor<1000xf32>
    %5938 = stablehlo.constant dense<0.05> : tensor<7x7x3x64xf32>
    %5939 = stablehlo.multiply %5938, %conv1.w : tensor<7x7x3x64xf32>
    %5940 = stablehlo.add %3866, %5939 : tensor<7x7x3x64xf32>
    %5941 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5942 = stablehlo.multiply %5941, %layer1.0.conv1.w : tensor<3x3x64x64xf32>
    %5943 = stablehlo.add %3923, %5942 : tensor<3x3x64x64xf32>
    %5944 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5945 = stablehlo.multiply %5944, %layer1.0.conv2.w : tensor<3x3x64x64xf32>
    %5946 = stablehlo.add %3980, %5945 : tensor<3x3x64x64xf32>
    %5947 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5948 = stablehlo.multiply %5947, %layer1.1.conv1.w : tensor<3x3x64x64xf32>
    %5949 = stablehlo.add %4037, %5948 : tensor<3x3x64x64xf32>
    %5950 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5951 = stablehlo.multiply %5950, %layer1.1.conv2.w : tensor<3x3x64x64xf32>
    %5952 = stablehlo.add %4094, %5951 : tensor<3x3x64x64xf32>
    %5953 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5954 = stablehlo.multiply %5953, %layer1.2.conv1.w : tensor<3x3x64x64xf32>
    %5955 = stablehlo.add %4151, %5954 : tensor<3x3x64x64xf32>
    %5956 = stablehlo.constant dense<0.05> : tensor<3x3x64x64xf32>
    %5957 = stablehlo.multiply %5956, %layer1.2.conv2.w : tensor<3x3x64x64xf32>
    %5958 = stablehlo.add %4208, %5957 : tensor<3x3x64x64xf32>
    %5959 = stablehlo.constant dense<0.05> : tensor<3x3x64x128xf32>
    %5960 = stablehlo.multiply %5959, %layer2.0.conv1.w : tensor<3x3x64x128xf32>
    %5961 = stablehlo.add %4265, %5960 : tensor<3x3x64x128xf32>
    %5962 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5963 = stablehlo.multiply %5962, %layer2.0.conv2.w : tensor<3x3x128x128xf32>
    %5964 = stablehlo.add %4322, %5963 : tensor<3x3x128x128xf32>
    %5965 = stablehlo.constant dense<0.05> : tensor<1x1x64x128xf32>
    %5966 = stablehlo.multiply %5965, %layer2.0.downsample.0.w : tensor<1x1x64x128xf32>
    %5967 = stablehlo.add %4379, %5966 : tensor<1x1x64x128xf32>
    %5968 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5969 = stablehlo.multiply %5968, %layer2.1.conv1.w : tensor<3x3x128x128xf32>
    %5970 = stablehlo.add %4436, %5969 : tensor<3x3x128x128xf32>
    %5971 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5972 = stablehlo.multiply %5971, %layer2.1.conv2.w : tensor<3x3x128x128xf32>
    %5973 = stablehlo.add %4493, %5972 : tensor<3x3x128x128xf32>
    %5974 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5975 = stablehlo.multiply %5974, %layer2.2.conv1.w : tensor<3x3x128x128xf32>
    %5976 = stablehlo.add %4550, %5975 : tensor<3x3x128x128xf32>
    %5977 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5978 = stablehlo.multiply %5977, %layer2.2.conv2.w : tensor<3x3x128x128xf32>
    %5979 = stablehlo.add %4607, %5978 : tensor<3x3x128x128xf32>
    %5980 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5981 = stablehlo.multiply %5980, %layer2.3.conv1.w : tensor<3x3x128x128xf32>
    %5982 = stablehlo.add %4664, %5981 : tensor<3x3x128x128xf32>
    %5983 = stablehlo.constant dense<0.05> : tensor<3x3x128x128xf32>
    %5984 = stablehlo.multiply %5983, %layer2.3.conv2.w : tensor<3x3x128x128xf32>
    %5985 = stablehlo.add %4721, %5984 : tensor<3x3x128x128xf32>
    %5986 = stablehlo.constant dense<0.05> : tensor<3x3x128x256xf32>
    %5987 = stablehlo.multiply %5986, %layer3.0.conv1.w : tensor<3x3x128x256xf32>
    %5988 = stablehlo.add %4778, %5987 : tensor<3x3x128x256xf32>
    %5989 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5990 = stablehlo.multiply %5989, %layer3.0.conv2.w : tensor<3x3x256x256xf32>
    %5991 = stablehlo.add %4835, %5990 : tensor<3x3x256x256xf32>
    %5992 = stablehlo.constant dense<0.05> : tensor<1x1x128x256xf32>
    %5993 = stablehlo.multiply %5992, %layer3.0.downsample.0.w : tensor<1x1x128x256xf32>
    %5994 = stablehlo.add %4892, %5993 : tensor<1x1x128x256xf32>
    %5995 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5996 = stablehlo.multiply %5995, %layer3.1.conv1.w : tensor<3x3x256x256xf32>
    %5997 = stablehlo.add %4949, %5996 : tensor<3x3x256x256xf32>
    %5998 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %5999 = stablehlo.multiply %5998, %layer3.1.conv2.w : tensor<3x3x256x256xf32>
    %6000 = stablehlo.add %5006, %5999 : tensor<3x3x256x256xf32>
    %6001 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6002 = stablehlo.multiply %6001, %layer3.2.conv1.w : tensor<3x3x256x256xf32>
    %6003 = stablehlo.add %5063, %6002 : tensor<3x3x256x256xf32>
    %6004 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6005 = stablehlo.multiply %6004, %layer3.2.conv2.w : tensor<3x3x256x256xf32>
    %6006 = stablehlo.add %5120, %6005 : tensor<3x3x256x256xf32>
    %6007 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6008 = stablehlo.multiply %6007, %layer3.3.conv1.w : tensor<3x3x256x256xf32>
    %6009 = stablehlo.add %5177, %6008 : tensor<3x3x256x256xf32>
    %6010 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6011 = stablehlo.multiply %6010, %layer3.3.conv2.w : tensor<3x3x256x256xf32>
    %6012 = stablehlo.add %5234, %6011 : tensor<3x3x256x256xf32>
    %6013 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6014 = stablehlo.multiply %6013, %layer3.4.conv1.w : tensor<3x3x256x256xf32>
    %6015 = stablehlo.add %5291, %6014 : tensor<3x3x256x256xf32>
    %6016 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6017 = stablehlo.multiply %6016, %layer3.4.conv2.w : tensor<3x3x256x256xf32>
    %6018 = stablehlo.add %5348, %6017 : tensor<3x3x256x256xf32>
    %6019 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6020 = stablehlo.multiply %6019, %layer3.5.conv1.w : tensor<3x3x256x256xf32>
    %6021 = stablehlo.add %5405, %6020 : tensor<3x3x256x256xf32>
    %6022 = stablehlo.constant dense<0.05> : tensor<3x3x256x256xf32>
    %6023 = stablehlo.multiply %6022, %layer3.5.conv2.w : tensor<3x3x256x256xf32>
    %6024 = stablehlo.add %5462, %6023 : tensor<3x3x256x256xf32>
    %6025 = stablehlo.constant dense<0.05> : tensor<3x3x256x512xf32>
    %6026 = stablehlo.multiply %6025, %layer4.0.conv1.w : tensor<3x3x256x512xf32>
    %6027 = stablehlo.add %5519, %6026 : tensor<3x3x256x512xf32>
    %6028 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %6029 = stablehlo.multiply %6028, %layer4.0.conv2.w : tensor<3x3x512x512xf32>
    %6030 = stablehlo.add %5576, %6029 : tensor<3x3x512x512xf32>
    %6031 = stablehlo.constant dense<0.05> : tensor<1x1x256x512xf32>
    %6032 = stablehlo.multiply %6031, %layer4.0.downsample.0.w : tensor<1x1x256x512xf32>
    %6033 = stablehlo.add %5633, %6032 : tensor<1x1x256x512xf32>
    %6034 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %6035 = stablehlo.multiply %6034, %layer4.1.conv1.w : tensor<3x3x512x512xf32>
    %6036 = stablehlo.add %5690, %6035 : tensor<3x3x512x512xf32>
    %6037 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %6038 = stablehlo.multiply %6037, %layer4.1.conv2.w : tensor<3x3x512x512xf32>
    %6039 = stablehlo.add %5747, %6038 : tensor<3x3x512x512xf32>
    %6040 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %6041 = stablehlo.multiply %6040, %layer4.2.conv1.w : tensor<3x3x512x512xf32>
    %6042 = stablehlo.add %5804, %6041 : tensor<3x3x512x512xf32>
    %6043 = stablehlo.constant dense<0.05> : tensor<3x3x512x512xf32>
    %6044 = stablehlo.multiply %6043, %layer4.2.conv2.w : tensor<3x3x512x512xf32>
    %6045 = stablehlo.add %5861, %6044 : tensor<3x3x512x512xf32>
    %6046 = stablehlo.constant dense<0.05> : tensor<512x1000xf32>
    %6047 = stablehlo.multiply %6046, %fc.w : tensor<512x1000xf32>
    %6048 = stablehlo.add %5918, %6047 : tensor<512x1000xf32>
    %6049 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %6050 = stablehlo.multiply %6049, %5940 : tensor<7x7x3x64xf32>
    %6051 = stablehlo.subtract %conv1.w, %6050 : tensor<7x7x3x64xf32>
    %6052 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6053 = stablehlo.multiply %6052, %3885 : tensor<64xf32>
    %6054 = stablehlo.subtract %bn1.g, %6053 : tensor<64xf32>
    %6055 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6056 = stablehlo.multiply %6055, %3904 : tensor<64xf32>
    %6057 = stablehlo.subtract %bn1.b, %6056 : tensor<64xf32>
    %6058 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6059 = stablehlo.multiply %6058, %5943 : tensor<3x3x64x64xf32>
    %6060 = stablehlo.subtract %layer1.0.conv1.w, %6059 : tensor<3x3x64x64xf32>
    %6061 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6062 = stablehlo.multiply %6061, %3942 : tensor<64xf32>
    %6063 = stablehlo.subtract %layer1.0.bn1.g, %6062 : tensor<64xf32>
    %6064 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6065 = stablehlo.multiply %6064, %3961 : tensor<64xf32>
    %6066 = stablehlo.subtract %layer1.0.bn1.b, %6065 : tensor<64xf32>
    %6067 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6068 = stablehlo.multiply %6067, %5946 : tensor<3x3x64x64xf32>
    %6069 = stablehlo.subtract %layer1.0.conv2.w, %6068 : tensor<3x3x64x64xf32>
    %6070 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6071 = stablehlo.multiply %6070, %3999 : tensor<64xf32>
    %6072 = stablehlo.subtract %layer1.0.bn2.g, %6071 : tensor<64xf32>
    %6073 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6074 = stablehlo.multiply %6073, %4018 : tensor<64xf32>
    %6075 = stablehlo.subtract %layer1.0.bn2.b, %6074 : tensor<64xf32>
    %6076 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6077 = stablehlo.multiply %6076, %5949 : tensor<3x3x64x64xf32>
    %6078 = stablehlo.subtract %layer1.1.conv1.w, %6077 : tensor<3x3x64x64xf32>
    %6079 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6080 = stablehlo.multiply %6079, %4056 : tensor<64xf32>
    %6081 = stablehlo.subtract %layer1.1.bn1.g, %6080 : tensor<64xf32>
    %6082 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6083 = stablehlo.multiply %6082, %4075 : tensor<64xf32>
    %6084 = stablehlo.subtract %layer1.1.bn1.b, %6083 : tensor<64xf32>
    %6085 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6086 = stablehlo.multiply %6085, %5952 : tensor<3x3x64x64xf32>
    %6087 = stablehlo.subtract %layer1.1.conv2.w, %6086 : tensor<3x3x64x64xf32>
    %6088 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6089 = stablehlo.multiply %6088, %4113 : tensor<64xf32>
    %6090 = stablehlo.subtract %layer1.1.bn2.g, %6089 : tensor<64xf32>
    %6091 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6092 = stablehlo.multiply %6091, %4132 : tensor<64xf32>
    %6093 = stablehlo.subtract %layer1.1.bn2.b, %6092 : tensor<64xf32>
    %6094 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6095 = stablehlo.multiply %6094, %5955 : tensor<3x3x64x64xf32>
    %6096 = stablehlo.subtract %layer1.2.conv1.w, %6095 : tensor<3x3x64x64xf32>
    %6097 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6098 = stablehlo.multiply %6097, %4170 : tensor<64xf32>
    %6099 = stablehlo.subtract %layer1.2.bn1.g, %6098 : tensor<64xf32>
    %6100 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6101 = stablehlo.multiply %6100, %4189 : tensor<64xf32>
    %6102 = stablehlo.subtract %layer1.2.bn1.b, %6101 : tensor<64xf32>
    %6103 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %6104 = stablehlo.multiply %6103, %5958 : tensor<3x3x64x64xf32>
    %6105 = stablehlo.subtract %layer1.2.conv2.w, %6104 : tensor<3x3x64x64xf32>
    %6106 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6107 = stablehlo.multiply %6106, %4227 : tensor<64xf32>
    %6108 = stablehlo.subtract %layer1.2.bn2.g, %6107 : tensor<64xf32>
    %6109 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %6110 = stablehlo.multiply %6109, %4246 : tensor<64xf32>
    %6111 = stablehlo.subtract %layer1.2.bn2.b, %6110 : tensor<64xf32>
    %6112 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %6113 = stablehlo.multiply %6112, %5961 : tensor<3x3x64x128xf32>
    %6114 = stablehlo.subtract %layer2.0.conv1.w, %6113 : tensor<3x3x64x128xf32>
    %6115 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6116 = stablehlo.multiply %6115, %4284 : tensor<128xf32>
    %6117 = stablehlo.subtract %layer2.0.bn1.g, %6116 : tensor<128xf32>
    %6118 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6119 = stablehlo.multiply %6118, %4303 : tensor<128xf32>
    %6120 = stablehlo.subtract %layer2.0.bn1.b, %6119 : tensor<128xf32>
    %6121 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6122 = stablehlo.multiply %6121, %5964 : tensor<3x3x128x128xf32>
    %6123 = stablehlo.subtract %layer2.0.conv2.w, %6122 : tensor<3x3x128x128xf32>
    %6124 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6125 = stablehlo.multiply %6124, %4341 : tensor<128xf32>
    %6126 = stablehlo.subtract %layer2.0.bn2.g, %6125 : tensor<128xf32>
    %6127 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6128 = stablehlo.multiply %6127, %4360 : tensor<128xf32>
    %6129 = stablehlo.subtract %layer2.0.bn2.b, %6128 : tensor<128xf32>
    %6130 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %6131 = stablehlo.multiply %6130, %5967 : tensor<1x1x64x128xf32>
    %6132 = stablehlo.subtract %layer2.0.downsample.0.w, %6131 : tensor<1x1x64x128xf32>
    %6133 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6134 = stablehlo.multiply %6133, %4398 : tensor<128xf32>
    %6135 = stablehlo.subtract %layer2.0.downsample.1.g, %6134 : tensor<128xf32>
    %6136 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6137 = stablehlo.multiply %6136, %4417 : tensor<128xf32>
    %6138 = stablehlo.subtract %layer2.0.downsample.1.b, %6137 : tensor<128xf32>
    %6139 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6140 = stablehlo.multiply %6139, %5970 : tensor<3x3x128x128xf32>
    %6141 = stablehlo.subtract %layer2.1.conv1.w, %6140 : tensor<3x3x128x128xf32>
    %6142 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6143 = stablehlo.multiply %6142, %4455 : tensor<128xf32>
    %6144 = stablehlo.subtract %layer2.1.bn1.g, %6143 : tensor<128xf32>
    %6145 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6146 = stablehlo.multiply %6145, %4474 : tensor<128xf32>
    %6147 = stablehlo.subtract %layer2.1.bn1.b, %6146 : tensor<128xf32>
    %6148 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6149 = stablehlo.multiply %6148, %5973 : tensor<3x3x128x128xf32>
    %6150 = stablehlo.subtract %layer2.1.conv2.w, %6149 : tensor<3x3x128x128xf32>
    %6151 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6152 = stablehlo.multiply %6151, %4512 : tensor<128xf32>
    %6153 = stablehlo.subtract %layer2.1.bn2.g, %6152 : tensor<128xf32>
    %6154 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6155 = stablehlo.multiply %6154, %4531 : tensor<128xf32>
    %6156 = stablehlo.subtract %layer2.1.bn2.b, %6155 : tensor<128xf32>
    %6157 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6158 = stablehlo.multiply %6157, %5976 : tensor<3x3x128x128xf32>
    %6159 = stablehlo.subtract %layer2.2.conv1.w, %6158 : tensor<3x3x128x128xf32>
    %6160 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6161 = stablehlo.multiply %6160, %4569 : tensor<128xf32>
    %6162 = stablehlo.subtract %layer2.2.bn1.g, %6161 : tensor<128xf32>
    %6163 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6164 = stablehlo.multiply %6163, %4588 : tensor<128xf32>
    %6165 = stablehlo.subtract %layer2.2.bn1.b, %6164 : tensor<128xf32>
    %6166 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6167 = stablehlo.multiply %6166, %5979 : tensor<3x3x128x128xf32>
    %6168 = stablehlo.subtract %layer2.2.conv2.w, %6167 : tensor<3x3x128x128xf32>
    %6169 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6170 = stablehlo.multiply %6169, %4626 : tensor<128xf32>
    %6171 = stablehlo.subtract %layer2.2.bn2.g, %6170 : tensor<128xf32>
    %6172 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6173 = stablehlo.multiply %6172, %4645 : tensor<128xf32>
    %6174 = stablehlo.subtract %layer2.2.bn2.b, %6173 : tensor<128xf32>
    %6175 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6176 = stablehlo.multiply %6175, %5982 : tensor<3x3x128x128xf32>
    %6177 = stablehlo.subtract %layer2.3.conv1.w, %6176 : tensor<3x3x128x128xf32>
    %6178 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6179 = stablehlo.multiply %6178, %4683 : tensor<128xf32>
    %6180 = stablehlo.subtract %layer2.3.bn1.g, %6179 : tensor<128xf32>
    %6181 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6182 = stablehlo.multiply %6181, %4702 : tensor<128xf32>
    %6183 = stablehlo.subtract %layer2.3.bn1.b, %6182 : tensor<128xf32>
    %6184 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %6185 = stablehlo.multiply %6184, %5985 : tensor<3x3x128x128xf32>
    %6186 = stablehlo.subtract %layer2.3.conv2.w, %6185 : tensor<3x3x128x128xf32>
    %6187 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6188 = stablehlo.multiply %6187, %4740 : tensor<128xf32>
    %6189 = stablehlo.subtract %layer2.3.bn2.g, %6188 : tensor<128xf32>
    %6190 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<128xf32>
    %6191 = stablehlo.multiply %6190, %4759 : tensor<128xf32>
    %6192 = stablehlo.subtract %layer2.3.bn2.b, %6191 : tensor<128xf32>
    %6193 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %6194 = stablehlo.multiply %6193, %5988 : tensor<3x3x128x256xf32>
    %6195 = stablehlo.subtract %layer3.0.conv1.w, %6194 : tensor<3x3x128x256xf32>
    %6196 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6197 = stablehlo.multiply %6196, %4797 : tensor<256xf32>
    %6198 = stablehlo.subtract %layer3.0.bn1.g, %6197 : tensor<256xf32>
    %6199 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6200 = stablehlo.multiply %6199, %4816 : tensor<256xf32>
    %6201 = stablehlo.subtract %layer3.0.bn1.b, %6200 : tensor<256xf32>
    %6202 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6203 = stablehlo.multiply %6202, %5991 : tensor<3x3x256x256xf32>
    %6204 = stablehlo.subtract %layer3.0.conv2.w, %6203 : tensor<3x3x256x256xf32>
    %6205 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6206 = stablehlo.multiply %6205, %4854 : tensor<256xf32>
    %6207 = stablehlo.subtract %layer3.0.bn2.g, %6206 : tensor<256xf32>
    %6208 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6209 = stablehlo.multiply %6208, %4873 : tensor<256xf32>
    %6210 = stablehlo.subtract %layer3.0.bn2.b, %6209 : tensor<256xf32>
    %6211 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %6212 = stablehlo.multiply %6211, %5994 : tensor<1x1x128x256xf32>
    %6213 = stablehlo.subtract %layer3.0.downsample.0.w, %6212 : tensor<1x1x128x256xf32>
    %6214 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6215 = stablehlo.multiply %6214, %4911 : tensor<256xf32>
    %6216 = stablehlo.subtract %layer3.0.downsample.1.g, %6215 : tensor<256xf32>
    %6217 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6218 = stablehlo.multiply %6217, %4930 : tensor<256xf32>
    %6219 = stablehlo.subtract %layer3.0.downsample.1.b, %6218 : tensor<256xf32>
    %6220 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6221 = stablehlo.multiply %6220, %5997 : tensor<3x3x256x256xf32>
    %6222 = stablehlo.subtract %layer3.1.conv1.w, %6221 : tensor<3x3x256x256xf32>
    %6223 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6224 = stablehlo.multiply %6223, %4968 : tensor<256xf32>
    %6225 = stablehlo.subtract %layer3.1.bn1.g, %6224 : tensor<256xf32>
    %6226 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6227 = stablehlo.multiply %6226, %4987 : tensor<256xf32>
    %6228 = stablehlo.subtract %layer3.1.bn1.b, %6227 : tensor<256xf32>
    %6229 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6230 = stablehlo.multiply %6229, %6000 : tensor<3x3x256x256xf32>
    %6231 = stablehlo.subtract %layer3.1.conv2.w, %6230 : tensor<3x3x256x256xf32>
    %6232 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6233 = stablehlo.multiply %6232, %5025 : tensor<256xf32>
    %6234 = stablehlo.subtract %layer3.1.bn2.g, %6233 : tensor<256xf32>
    %6235 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6236 = stablehlo.multiply %6235, %5044 : tensor<256xf32>
    %6237 = stablehlo.subtract %layer3.1.bn2.b, %6236 : tensor<256xf32>
    %6238 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6239 = stablehlo.multiply %6238, %6003 : tensor<3x3x256x256xf32>
    %6240 = stablehlo.subtract %layer3.2.conv1.w, %6239 : tensor<3x3x256x256xf32>
    %6241 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6242 = stablehlo.multiply %6241, %5082 : tensor<256xf32>
    %6243 = stablehlo.subtract %layer3.2.bn1.g, %6242 : tensor<256xf32>
    %6244 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6245 = stablehlo.multiply %6244, %5101 : tensor<256xf32>
    %6246 = stablehlo.subtract %layer3.2.bn1.b, %6245 : tensor<256xf32>
    %6247 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6248 = stablehlo.multiply %6247, %6006 : tensor<3x3x256x256xf32>
    %6249 = stablehlo.subtract %layer3.2.conv2.w, %6248 : tensor<3x3x256x256xf32>
    %6250 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6251 = stablehlo.multiply %6250, %5139 : tensor<256xf32>
    %6252 = stablehlo.subtract %layer3.2.bn2.g, %6251 : tensor<256xf32>
    %6253 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6254 = stablehlo.multiply %6253, %5158 : tensor<256xf32>
    %6255 = stablehlo.subtract %layer3.2.bn2.b, %6254 : tensor<256xf32>
    %6256 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6257 = stablehlo.multiply %6256, %6009 : tensor<3x3x256x256xf32>
    %6258 = stablehlo.subtract %layer3.3.conv1.w, %6257 : tensor<3x3x256x256xf32>
    %6259 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6260 = stablehlo.multiply %6259, %5196 : tensor<256xf32>
    %6261 = stablehlo.subtract %layer3.3.bn1.g, %6260 : tensor<256xf32>
    %6262 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6263 = stablehlo.multiply %6262, %5215 : tensor<256xf32>
    %6264 = stablehlo.subtract %layer3.3.bn1.b, %6263 : tensor<256xf32>
    %6265 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6266 = stablehlo.multiply %6265, %6012 : tensor<3x3x256x256xf32>
    %6267 = stablehlo.subtract %layer3.3.conv2.w, %6266 : tensor<3x3x256x256xf32>
    %6268 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6269 = stablehlo.multiply %6268, %5253 : tensor<256xf32>
    %6270 = stablehlo.subtract %layer3.3.bn2.g, %6269 : tensor<256xf32>
    %6271 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6272 = stablehlo.multiply %6271, %5272 : tensor<256xf32>
    %6273 = stablehlo.subtract %layer3.3.bn2.b, %6272 : tensor<256xf32>
    %6274 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6275 = stablehlo.multiply %6274, %6015 : tensor<3x3x256x256xf32>
    %6276 = stablehlo.subtract %layer3.4.conv1.w, %6275 : tensor<3x3x256x256xf32>
    %6277 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6278 = stablehlo.multiply %6277, %5310 : tensor<256xf32>
    %6279 = stablehlo.subtract %layer3.4.bn1.g, %6278 : tensor<256xf32>
    %6280 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6281 = stablehlo.multiply %6280, %5329 : tensor<256xf32>
    %6282 = stablehlo.subtract %layer3.4.bn1.b, %6281 : tensor<256xf32>
    %6283 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6284 = stablehlo.multiply %6283, %6018 : tensor<3x3x256x256xf32>
    %6285 = stablehlo.subtract %layer3.4.conv2.w, %6284 : tensor<3x3x256x256xf32>
    %6286 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6287 = stablehlo.multiply %6286, %5367 : tensor<256xf32>
    %6288 = stablehlo.subtract %layer3.4.bn2.g, %6287 : tensor<256xf32>
    %6289 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6290 = stablehlo.multiply %6289, %5386 : tensor<256xf32>
    %6291 = stablehlo.subtract %layer3.4.bn2.b, %6290 : tensor<256xf32>
    %6292 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6293 = stablehlo.multiply %6292, %6021 : tensor<3x3x256x256xf32>
    %6294 = stablehlo.subtract %layer3.5.conv1.w, %6293 : tensor<3x3x256x256xf32>
    %6295 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6296 = stablehlo.multiply %6295, %5424 : tensor<256xf32>
    %6297 = stablehlo.subtract %layer3.5.bn1.g, %6296 : tensor<256xf32>
    %6298 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6299 = stablehlo.multiply %6298, %5443 : tensor<256xf32>
    %6300 = stablehlo.subtract %layer3.5.bn1.b, %6299 : tensor<256xf32>
    %6301 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %6302 = stablehlo.multiply %6301, %6024 : tensor<3x3x256x256xf32>
    %6303 = stablehlo.subtract %layer3.5.conv2.w, %6302 : tensor<3x3x256x256xf32>
    %6304 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6305 = stablehlo.multiply %6304, %5481 : tensor<256xf32>
    %6306 = stablehlo.subtract %layer3.5.bn2.g, %6305 : tensor<256xf32>
    %6307 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
    %6308 = stablehlo.multiply %6307, %5500 : tensor<256xf32>
    %6309 = stablehlo.subtract %layer3.5.bn2.b, %6308 : tensor<256xf32>
    %6310 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %6311 = stablehlo.multiply %6310, %6027 : tensor<3x3x256x512xf32>
    %6312 = stablehlo.subtract %layer4.0.conv1.w, %6311 : tensor<3x3x256x512xf32>
    %6313 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6314 = stablehlo.multiply %6313, %5538 : tensor<512xf32>
    %6315 = stablehlo.subtract %layer4.0.bn1.g, %6314 : tensor<512xf32>
    %6316 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6317 = stablehlo.multiply %6316, %5557 : tensor<512xf32>
    %6318 = stablehlo.subtract %layer4.0.bn1.b, %6317 : tensor<512xf32>
    %6319 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %6320 = stablehlo.multiply %6319, %6030 : tensor<3x3x512x512xf32>
    %6321 = stablehlo.subtract %layer4.0.conv2.w, %6320 : tensor<3x3x512x512xf32>
    %6322 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6323 = stablehlo.multiply %6322, %5595 : tensor<512xf32>
    %6324 = stablehlo.subtract %layer4.0.bn2.g, %6323 : tensor<512xf32>
    %6325 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6326 = stablehlo.multiply %6325, %5614 : tensor<512xf32>
    %6327 = stablehlo.subtract %layer4.0.bn2.b, %6326 : tensor<512xf32>
    %6328 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %6329 = stablehlo.multiply %6328, %6033 : tensor<1x1x256x512xf32>
    %6330 = stablehlo.subtract %layer4.0.downsample.0.w, %6329 : tensor<1x1x256x512xf32>
    %6331 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6332 = stablehlo.multiply %6331, %5652 : tensor<512xf32>
    %6333 = stablehlo.subtract %layer4.0.downsample.1.g, %6332 : tensor<512xf32>
    %6334 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6335 = stablehlo.multiply %6334, %5671 : tensor<512xf32>
    %6336 = stablehlo.subtract %layer4.0.downsample.1.b, %6335 : tensor<512xf32>
    %6337 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %6338 = stablehlo.multiply %6337, %6036 : tensor<3x3x512x512xf32>
    %6339 = stablehlo.subtract %layer4.1.conv1.w, %6338 : tensor<3x3x512x512xf32>
    %6340 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6341 = stablehlo.multiply %6340, %5709 : tensor<512xf32>
    %6342 = stablehlo.subtract %layer4.1.bn1.g, %6341 : tensor<512xf32>
    %6343 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6344 = stablehlo.multiply %6343, %5728 : tensor<512xf32>
    %6345 = stablehlo.subtract %layer4.1.bn1.b, %6344 : tensor<512xf32>
    %6346 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %6347 = stablehlo.multiply %6346, %6039 : tensor<3x3x512x512xf32>
    %6348 = stablehlo.subtract %layer4.1.conv2.w, %6347 : tensor<3x3x512x512xf32>
    %6349 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6350 = stablehlo.multiply %6349, %5766 : tensor<512xf32>
    %6351 = stablehlo.subtract %layer4.1.bn2.g, %6350 : tensor<512xf32>
    %6352 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6353 = stablehlo.multiply %6352, %5785 : tensor<512xf32>
    %6354 = stablehlo.subtract %layer4.1.bn2.b, %6353 : tensor<512xf32>
    %6355 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %6356 = stablehlo.multiply %6355, %6042 : tensor<3x3x512x512xf32>
    %6357 = stablehlo.subtract %layer4.2.conv1.w, %6356 : tensor<3x3x512x512xf32>
    %6358 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6359 = stablehlo.multiply %6358, %5823 : tensor<512xf32>
    %6360 = stablehlo.subtract %layer4.2.bn1.g, %6359 : tensor<512xf32>
    %6361 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6362 = stablehlo.multiply %6361, %5842 : tensor<512xf32>
    %6363 = stablehlo.subtract %layer4.2.bn1.b, %6362 : tensor<512xf32>
    %6364 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %6365 = stablehlo.multiply %6364, %6045 : tensor<3x3x512x512xf32>
    %6366 = stablehlo.subtract %layer4.2.conv2.w, %6365 : tensor<3x3x512x512xf32>
    %6367 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6368 = stablehlo.multiply %6367, %5880 : tensor<512xf32>
    %6369 = stablehlo.subtract %layer4.2.bn2.g, %6368 : tensor<512xf32>
    %6370 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512xf32>
    %6371 = stablehlo.multiply %6370, %5899 : tensor<512xf32>
    %6372 = stablehlo.subtract %layer4.2.bn2.b, %6371 : tensor<512xf32>
    %6373 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<512x1000xf32>
    %6374 = stablehlo.multiply %6373, %6048 : tensor<512x1000xf32>
    %6375 = stablehlo.subtract %fc.w, %6374 : tensor<512x1000xf32>
    %6376 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %6377 = stablehlo.multiply %6376, %5937 : tensor<1000xf32>
    %6378 = stablehlo.subtract %fc.b, %6377 : tensor<1000xf32>
    "func.return"(%6051, %6054, %6057, %6060, %6063, %6066, %6069, %6072, %6075, %6078, %6081, %6084, %6087, %6090, %6093, %6096, %6099, %6102, %6105, %6108, %6111, %6114, %6117, %6120, %6123, %6126, %6129, %6132, %6135, %6138, %6141, %6144, %6147, %6150, %6153, %6156, %6159, %6162, %6165, %6168, %6171, %6174, %6177, %6180, %6183, %6186, %6189, %6192, %6195, %6198, %6201, %6204, %6207, %6210, %6213, %6216, %6219, %6222, %6225, %6228, %6231, %6234, %6237, %6240, %6243, %6246, %6249, %6252, %6255, %6258, %6261, %6264, %6267, %6270, %6273, %6276, %6279, %6282, %6285, %6288, %6291, %6294, %6297, %6300, %6303, %6306, %6309, %6312, %6315, %6318, %6321, %6324, %6327, %6330, %6333, %6336, %6339, %6342, %6345, %6348, %6351, %6354, %6357, %6360, %6363, %6366, %6369, %6372, %6375, %6378, %2235, %2238, %2241, %2244, %2247, %2250, %2253, %2256, %2259, %2262, %2265, %2268, %2271, %2274, %2277, %2280, %2283, %2286, %2289, %2292, %2295, %2298, %2301, %2304, %2307, %2310, %2313, %2316, %2319, %2322, %2325, %2328, %2331, %2334, %2337, %2340, %2343, %2346, %2349, %2352, %2355, %2358, %2361, %2364, %2367, %2370, %2373, %2376, %2379, %2382, %2385, %2388, %2391, %2394, %2397, %2400, %2403, %2406, %2409, %2412, %2415, %2418, %2421, %2424, %2427, %2430, %2433, %2436, %2439, %2442, %2445, %2448, %3852, %3871, %3890, %3909, %3928, %3947, %3966, %3985, %4004, %4023, %4042, %4061, %4080, %4099, %4118, %4137, %4156, %4175, %4194, %4213, %4232, %4251, %4270, %4289, %4308, %4327, %4346, %4365, %4384, %4403, %4422, %4441, %4460, %4479, %4498, %4517, %4536, %4555, %4574, %4593, %4612, %4631, %4650, %4669, %4688, %4707, %4726, %4745, %4764, %4783, %4802, %4821, %4840, %4859, %4878, %4897, %4916, %4935, %4954, %4973, %4992, %5011, %5030, %5049, %5068, %5087, %5106, %5125, %5144, %5163, %5182, %5201, %5220, %5239, %5258, %5277, %5296, %5315, %5334, %5353, %5372, %5391, %5410, %5429, %5448, %5467, %5486, %5505, %5524, %5543, %5562, %5581, %5600, %5619, %5638, %5657, %5676, %5695, %5714, %5733, %5752, %5771, %5790, %5809, %5828, %5847, %5866, %5885, %5904, %5923, %3858, %3877, %3896, %3915, %3934, %3953, %3972, %3991, %4010, %4029, %4048, %4067, %4086, %4105, %4124, %4143, %4162, %4181, %4200, %4219, %4238, %4257, %4276, %4295, %4314, %4333, %4352, %4371, %4390, %4409, %4428, %4447, %4466, %4485, %4504, %4523, %4542, %4561, %4580, %4599, %4618, %4637, %4656, %4675, %4694, %4713, %4732, %4751, %4770, %4789, %4808, %4827, %4846, %4865, %4884, %4903, %4922, %4941, %4960, %4979, %4998, %5017, %5036, %5055, %5074, %5093, %5112, %5131, %5150, %5169, %5188, %5207, %5226, %5245, %5264, %5283, %5302, %5321, %5340, %5359, %5378, %5397, %5416, %5435, %5454, %5473, %5492, %5511, %5530, %5549, %5568, %5587, %5606, %5625, %5644, %5663, %5682, %5701, %5720, %5739, %5758, %5777, %5796, %5815, %5834, %5853, %5872, %5891, %5910, %5929, %2781, %3295) : (tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}
